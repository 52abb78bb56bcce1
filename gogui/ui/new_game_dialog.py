"""The New game dialog: board, ruleset, komi, handicap and the players, kept for next time."""

from __future__ import annotations

from typing import TypeVar, cast

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from ..engine import PRESETS
from ..ruleset_names import option_value_text, ruleset_name
from ..session import GameSession
from .form_dialog import lay_out_form

T = TypeVar("T", int, float, str)


def _setting(settings: QSettings, key: str, default: T) -> T:
    """A setting read as the type of its default (settings files hold text); the default when
    it is missing or cannot be read as that type."""
    try:
        value = settings.value(key, default, type=type(default))
    except (TypeError, ValueError):
        return default
    return cast(T, value) if isinstance(value, type(default)) else default


class NewGameDialog(QDialog):
    """Board size, ruleset, komi, handicap and placement, and the players' names."""

    def __init__(self, parent: QWidget | None = None, ruleset_id: str = "japanese") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.size_box = QComboBox()
        for size in (9, 13, 19):
            self.size_box.addItem(f"{size}x{size}", size)
        self.size_box.addItem(self.tr("Other"), 0)
        self.size_box.setCurrentIndex(2)
        self.other_size = QSpinBox()
        self.other_size.setRange(2, 25)
        self.other_size.setValue(19)
        self.other_size.setEnabled(False)
        self.ruleset_box = QComboBox()
        for ruleset in PRESETS.values():
            self.ruleset_box.addItem(ruleset_name(ruleset.name), ruleset.id)
        self.komi = QDoubleSpinBox()
        self.komi.setRange(-100, 100)
        self.komi.setSingleStep(0.5)
        self.handicap = QSpinBox()
        self.handicap.setRange(0, 9)
        self.placement = QComboBox()
        self.placement.addItem(self.tr("fixed (star points)"), "fixed")
        self.placement.addItem(self.tr("free (Black places them)"), "free")
        self.black_name = QLineEdit()
        self.white_name = QLineEdit()
        self.note = QLabel()
        self.note.setWordWrap(True)
        form = QFormLayout()
        size_row = QHBoxLayout()
        size_row.addWidget(self.size_box)
        size_row.addWidget(self.other_size)
        form.addRow(self.tr("Board"), size_row)
        form.addRow(self.tr("Ruleset"), self.ruleset_box)
        form.addRow(self.tr("Komi"), self.komi)
        form.addRow(self.tr("Handicap"), self.handicap)
        form.addRow(self.tr("Placement"), self.placement)
        form.addRow(self.tr("Black"), self.black_name)
        form.addRow(self.tr("White"), self.white_name)
        lay_out_form(self, form, self.note)
        self.size_box.currentIndexChanged.connect(lambda _i: self.other_size.setEnabled(self.size_box.currentData() == 0))
        self.ruleset_box.currentIndexChanged.connect(self._rules_changed)
        self.handicap.valueChanged.connect(self._rules_changed)
        self.ruleset_box.setCurrentIndex(max(0, self.ruleset_box.findData(ruleset_id)))
        self._rules_changed()

    def board_size(self) -> int:
        size = self.size_box.currentData()
        return size if size else self.other_size.value()

    def _rules_changed(self, *_args) -> None:
        rules = PRESETS[self.ruleset_box.currentData()]
        handicap = self.handicap.value() >= 2
        self.komi.setValue(rules.handicap_komi if handicap else rules.komi)
        self.placement.setCurrentIndex(self.placement.findData(rules.handicap_placement))
        # A ruleset with fixed placement allows nothing else; free placement may still use the
        # star points if the players like.
        self.placement.setEnabled(rules.handicap_placement == "free" and handicap)
        compensation = option_value_text("handicap-compensation", rules.handicap_compensation)
        self.note.setText(self.tr("{rules}: handicap stones go on {where}; White's compensation for a "
                                  "handicap: {comp}.").replace("{rules}", ruleset_name(rules.name))
                          .replace("{where}", self.tr("the star points") if rules.handicap_placement == "fixed"
                                   else self.tr("points Black chooses"))
                          .replace("{comp}", compensation))

    def remember(self, settings: QSettings) -> None:
        """Keep the choices for the next New game (the board, ruleset, komi, handicap,
        placement and names)."""
        settings.setValue("new-game/size", self.board_size())
        settings.setValue("new-game/ruleset", self.ruleset_box.currentData())
        settings.setValue("new-game/komi", self.komi.value())
        settings.setValue("new-game/handicap", self.handicap.value())
        settings.setValue("new-game/placement", self.placement.currentData())
        settings.setValue("new-game/black", self.black_name.text().strip())
        settings.setValue("new-game/white", self.white_name.text().strip())

    def recall(self, settings: QSettings) -> None:
        """Show the choices of the last New game, where there were any; a value the dialog
        cannot take (a ruleset this version lacks, a size out of range) is passed over."""
        if not settings.contains("new-game/ruleset"):
            return
        ruleset_index = self.ruleset_box.findData(_setting(settings, "new-game/ruleset", ""))
        if ruleset_index >= 0:
            self.ruleset_box.setCurrentIndex(ruleset_index)
        size = _setting(settings, "new-game/size", 19)
        if 2 <= size <= 25:
            index = self.size_box.findData(size)
            self.size_box.setCurrentIndex(index if index >= 0 else self.size_box.findData(0))
            self.other_size.setValue(size)
        handicap = _setting(settings, "new-game/handicap", 0)
        if 0 <= handicap <= 9:
            self.handicap.setValue(handicap)  # sets the ruleset's komi and placement: komi after it
        komi = _setting(settings, "new-game/komi", self.komi.value())
        if -100 <= komi <= 100:
            self.komi.setValue(komi)
        if self.placement.isEnabled():
            placement = self.placement.findData(_setting(settings, "new-game/placement", ""))
            if placement >= 0:
                self.placement.setCurrentIndex(placement)
        self.black_name.setText(_setting(settings, "new-game/black", ""))
        self.white_name.setText(_setting(settings, "new-game/white", ""))

    def session(self) -> GameSession:
        """The new game (RulesError if the choices do not fit: e.g. fixed handicap on a tiny board)."""
        rules = PRESETS[self.ruleset_box.currentData()]
        free = rules.handicap_placement == "free" and self.placement.currentData() == "free"
        return GameSession(rules, self.board_size(), komi=self.komi.value(), handicap=self.handicap.value(),
                           free_placement=free, black_name=self.black_name.text().strip(),
                           white_name=self.white_name.text().strip())
