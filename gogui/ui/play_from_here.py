"""The dialog that starts a casual game from the teaching window's current node."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..engine import PRESETS, Ruleset
from ..ruleset_names import ruleset_name
from ..session_records import LineStart
from ..sgf import SgfError
from .override_errors import guarded

# What the dialog asks of the teaching window: start a game from the current node under these
# rules and komi (SgfError when no game can start there).
StartGame = Callable[[Ruleset, float], LineStart]


class PlayFromHereDialog(QDialog):
    """The ruleset, komi and players of a game that goes on from the current node, and a note
    that says whether it continues the line (its ko bans hold) or starts from the position."""

    def __init__(self, start: StartGame, ruleset: Ruleset, komi: float | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play from here"))
        self._start = start
        self.rulesets = list(PRESETS.values())
        if ruleset.id not in PRESETS:
            self.rulesets.append(ruleset)  # a custom ruleset chosen in the teaching window
        self.ruleset_box = QComboBox()
        for rules in self.rulesets:
            self.ruleset_box.addItem(ruleset_name(rules.name), rules.id)
        self.komi = QDoubleSpinBox()
        self.komi.setRange(-100, 100)
        self.komi.setSingleStep(0.5)
        self.black_name = QLineEdit()
        self.white_name = QLineEdit()
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)  # it may quote what the record holds
        self.note.setWordWrap(True)
        self.note.setMinimumWidth(420)
        form = QFormLayout()
        form.addRow(self.tr("Ruleset"), self.ruleset_box)
        form.addRow(self.tr("Komi"), self.komi)
        form.addRow(self.tr("Black"), self.black_name)
        form.addRow(self.tr("White"), self.white_name)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)
        self.start: LineStart | None = None
        self.ruleset_box.setCurrentIndex(self.rulesets.index(ruleset) if ruleset in self.rulesets else 0)
        # The record's own komi (KM) first; choosing another ruleset brings that ruleset's komi.
        self.komi.setValue(ruleset.komi if komi is None else komi)
        self.ruleset_box.currentIndexChanged.connect(self._ruleset_changed)
        self.komi.valueChanged.connect(lambda _value: self._try())
        self._try()

    @property
    def ruleset(self) -> Ruleset:
        return self.rulesets[max(0, self.ruleset_box.currentIndex())]

    def _ruleset_changed(self, _index: int) -> None:
        self.komi.blockSignals(True)
        self.komi.setValue(self.ruleset.komi)
        self.komi.blockSignals(False)
        self._try()

    def _try(self) -> None:
        """Start the game as chosen now, so that the note says what the learner will get."""
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            self.start = self._start(self.ruleset, self.komi.value())
        except SgfError as err:
            self.start = None
            self.note.setText(str(err))
            ok.setEnabled(False)
            return
        self.note.setText(self.start.explanation)
        ok.setEnabled(True)

    @guarded
    def accept(self) -> None:
        if self.start is None:
            return
        self.start.session.black_name = self.black_name.text().strip()
        self.start.session.white_name = self.white_name.text().strip()
        super().accept()
