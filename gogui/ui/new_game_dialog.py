"""The New game dialog: board, ruleset, komi, handicap, who plays each colour (a person or an engine), kept for next time."""

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
    QPushButton,
    QSpinBox,
    QWidget,
)

from ..engine import PRESETS
from ..engine.board import BLACK, WHITE
from ..engine_list import EngineChoices
from ..gtp.engines import GNUGO_BEGINNER_LEVEL, INSTALL_HINT, EngineSpec, Seat
from ..ruleset_names import option_value_text, ruleset_name
from ..session import GameSession
from .engine_settings import load_engine_choices, show_engine_settings
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


# The settings' names of the colours, for the seats kept between games.
_COLOUR_KEYS = {BLACK: "black", WHITE: "white"}


class NewGameDialog(QDialog):
    """Board size, ruleset, komi, handicap and placement, and for each colour who plays it (a
    person, or an engine at a strength) and the player's name. The engines are those of the
    settings given, or else the parent's (found on the system, or added in Engines...)."""

    def __init__(self, parent: QWidget | None = None, ruleset_id: str = "japanese",
                 settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        parent_settings = getattr(parent, "settings", None)
        self.settings = settings if settings is not None else (
            parent_settings if isinstance(parent_settings, QSettings) else None)
        self.choices: EngineChoices = load_engine_choices(self.settings)
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
        self.name_edits = {BLACK: self.black_name, WHITE: self.white_name}
        for edit in self.name_edits.values():
            edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance("x") * 20)
        self.seat_boxes = {colour: QComboBox() for colour in (BLACK, WHITE)}
        self.level_boxes = {colour: QSpinBox() for colour in (BLACK, WHITE)}
        # The name each colour's field was given for its engine: a name the learner typed is kept.
        self._filled_names = {BLACK: "", WHITE: ""}
        for colour, box in self.seat_boxes.items():
            box.setToolTip(self.tr("Who plays this colour: a person, or an engine"))
            self.level_boxes[colour].setToolTip(self.tr("The engine's strength"))
            self.level_boxes[colour].setPrefix(self.tr("level "))
        self.engines_hint = QLabel(self.tr("To play the computer, install GNU Go ({command}), or add a "
                                           "GTP engine in Engines...").replace("{command}", INSTALL_HINT))
        self.engines_hint.setWordWrap(True)
        self.engines_button = QPushButton(self.tr("&Engines..."))
        self.engines_button.setToolTip(self.tr("Add, change or check the engines you can play"))
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
        for colour, label in ((BLACK, self.tr("Black")), (WHITE, self.tr("White"))):
            player_row = QHBoxLayout()
            player_row.addWidget(self.seat_boxes[colour])
            player_row.addWidget(self.level_boxes[colour])
            player_row.addWidget(self.name_edits[colour], 1)
            form.addRow(label, player_row)
        form.addRow(self.engines_hint)  # a row of its own, the whole width: it wraps without being cut
        engines_row = QHBoxLayout()
        engines_row.addStretch()
        engines_row.addWidget(self.engines_button)
        form.addRow(engines_row)
        lay_out_form(self, form, self.note)
        self._fill_seats({})
        for colour in (BLACK, WHITE):
            self.seat_boxes[colour].currentIndexChanged.connect(lambda _i, c=colour: self._seat_changed(c))
            self.level_boxes[colour].valueChanged.connect(lambda _v, c=colour: self._fill_name(c))
        self.engines_button.clicked.connect(self.edit_engines)
        self.size_box.currentIndexChanged.connect(lambda _i: self.other_size.setEnabled(self.size_box.currentData() == 0))
        self.ruleset_box.currentIndexChanged.connect(self._rules_changed)
        self.handicap.valueChanged.connect(self._rules_changed)
        self.ruleset_box.setCurrentIndex(max(0, self.ruleset_box.findData(ruleset_id)))
        self._rules_changed()

    # ----- who plays each colour ----------------------------------------------------------

    def engines(self) -> list[EngineSpec]:
        """The engines a colour can be given, in the seat boxes' order (after Person)."""
        return self.choices.engines()

    def _fill_seats(self, chosen: dict[int, str]) -> None:
        """Person and each engine in both seat boxes, each showing the engine whose command
        `chosen` gives it (Person when that engine is no longer listed)."""
        engines = self.engines()
        for colour, box in self.seat_boxes.items():
            box.blockSignals(True)
            box.clear()
            box.addItem(self.tr("Person"), "")
            for spec in engines:
                box.addItem(spec.name, spec.command)
            found = self.choices.find(chosen.get(colour, ""))
            box.setCurrentIndex(engines.index(found) + 1 if found is not None else 0)
            box.setVisible(bool(engines))
            box.blockSignals(False)
            self._seat_changed(colour, keep_level=True)
        self.engines_hint.setVisible(not engines)

    def _engine_of(self, colour: int) -> EngineSpec | None:
        index = self.seat_boxes[colour].currentIndex()
        engines = self.engines()
        return engines[index - 1] if 1 <= index <= len(engines) else None

    def _seat_changed(self, colour: int, keep_level: bool = False) -> None:
        """Show the strength of an engine that has one (from the beginner's level) and give the
        colour the engine's name, unless the learner typed one."""
        spec = self._engine_of(colour)
        level_box = self.level_boxes[colour]
        levels = spec.levels if spec is not None else None
        level_box.setVisible(levels is not None)
        if levels is not None:
            level_box.blockSignals(True)
            previous = level_box.value()
            level_box.setRange(*levels)
            low, high = levels
            start = GNUGO_BEGINNER_LEVEL if low <= GNUGO_BEGINNER_LEVEL <= high else low
            level_box.setValue(previous if keep_level and low <= previous <= high else start)
            level_box.blockSignals(False)
        self._fill_name(colour)

    def _engine_name(self, colour: int) -> str:
        """The name an engine plays under: its own, with its strength where it has one."""
        spec = self._engine_of(colour)
        if spec is None:
            return ""
        if spec.levels is None:
            return spec.name
        return (self.tr("{engine} (level {level})").replace("{engine}", spec.name)
                .replace("{level}", str(self.level_boxes[colour].value())))

    def _fill_name(self, colour: int) -> None:
        edit = self.name_edits[colour]
        if edit.text().strip() not in ("", self._filled_names[colour]):
            return  # the learner's own name for this player stays
        self._filled_names[colour] = self._engine_name(colour)
        edit.setText(self._filled_names[colour])

    def seats(self) -> dict[int, Seat]:
        """Who plays each colour (BLACK and WHITE): a person, or an engine at the strength chosen."""
        seats = {}
        for colour in (BLACK, WHITE):
            spec = self._engine_of(colour)
            level = self.level_boxes[colour].value() if spec is not None and spec.levels is not None else None
            seats[colour] = Seat(spec, level)
        return seats

    def edit_engines(self) -> None:
        """The Engines dialog; the seat boxes then list the engines as it left them, each colour
        keeping its engine if it is still there."""
        chosen = {colour: spec.command if spec else "" for colour, spec in
                  ((c, self._engine_of(c)) for c in (BLACK, WHITE))}
        dialog = show_engine_settings(self, self.settings)
        self.choices = dialog.choices if self.settings is None else load_engine_choices(self.settings)
        self._fill_seats(chosen)

    # ----- the game ------------------------------------------------------------------------

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
        placement, who plays each colour, at what strength, and the names)."""
        settings.setValue("new-game/size", self.board_size())
        settings.setValue("new-game/ruleset", self.ruleset_box.currentData())
        settings.setValue("new-game/komi", self.komi.value())
        settings.setValue("new-game/handicap", self.handicap.value())
        settings.setValue("new-game/placement", self.placement.currentData())
        # A name the dialog gave for an engine is not kept as the learner's: the next time, it
        # follows the engine chosen then (in the language shown then).
        for colour, edit in self.name_edits.items():
            name = edit.text().strip()
            kept = "" if name and name == self._filled_names[colour] else name
            settings.setValue(f"new-game/{_COLOUR_KEYS[colour]}", kept)
        for colour, seat in self.seats().items():
            key = _COLOUR_KEYS[colour]
            settings.setValue(f"new-game/{key}-engine", seat.engine.command if seat.engine else "")
            settings.setValue(f"new-game/{key}-level", seat.level if seat.level is not None else 0)

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
        chosen = {colour: _setting(settings, f"new-game/{key}-engine", "") for colour, key in _COLOUR_KEYS.items()}
        for colour, key in _COLOUR_KEYS.items():
            self.level_boxes[colour].setValue(_setting(settings, f"new-game/{key}-level", 0))  # kept if in range
        self._fill_seats(chosen)  # an engine no longer listed: Person
        for colour, edit in self.name_edits.items():
            name = _setting(settings, f"new-game/{_COLOUR_KEYS[colour]}", "")
            if name or self._engine_of(colour) is None:
                edit.setText(name)  # else the engine's name, given by the dialog, stays

    def session(self) -> GameSession:
        """The new game (RulesError if the choices do not fit: e.g. fixed handicap on a tiny board)."""
        rules = PRESETS[self.ruleset_box.currentData()]
        free = rules.handicap_placement == "free" and self.placement.currentData() == "free"
        return GameSession(rules, self.board_size(), komi=self.komi.value(), handicap=self.handicap.value(),
                           free_placement=free, black_name=self.black_name.text().strip(),
                           white_name=self.white_name.text().strip())
