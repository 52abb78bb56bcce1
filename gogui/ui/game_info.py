"""The Game info dialog, the New position dialog and the undoable edit of a record's game information."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from ..engine import PRESETS
from ..i18n import translate
from ..record_info import GameInfo, NewPosition, read_komi
from ..ruleset_names import ruleset_name
from .form_dialog import error_line, lay_out_form
from .window_services import WindowServices

if TYPE_CHECKING:
    from .diagram_browser import DiagramBrowser
    from .record_files import RecordFiles
    from .ruleset_choice import RulesetChoice


class PositionWindow(WindowServices, Protocol):
    """What File > New position asks of the window beyond every part's services: its files (to
    save the record it replaces), its ruleset choice and library, and its board tools."""

    files: RecordFiles
    rulesets: RulesetChoice
    browser: DiagramBrowser

    def set_tool(self, tool: str) -> None: ...

def _ruleset_box(current: str) -> QComboBox:
    """The presets by name, "none named", and a ruleset the record names that is not one of ours."""
    box = QComboBox()
    box.addItem(translate("GameInfo", "(none named)"), "")
    for ruleset in PRESETS.values():
        box.addItem(ruleset_name(ruleset.name), ruleset.id)
    if current and box.findData(current) < 0:
        box.addItem(current, current)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box


def _handicap_box(value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(0, 9)
    box.setSpecialValueText(translate("GameInfo", "none"))
    box.setValue(value if value >= 2 else 0)
    return box



class GameInfoDialog(QDialog):
    """Shows and edits what a record says about its game: title, players and ranks, date, event,
    place, komi, handicap, ruleset and result."""

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("GameInfo", "Game info"))
        form = QFormLayout()
        self.edits: dict[str, QLineEdit] = {}
        for name, label in (("title", translate("GameInfo", "&Title:")),
                            ("black_player", translate("GameInfo", "&Black:")),
                            ("black_rank", translate("GameInfo", "Black's ran&k:")),
                            ("white_player", translate("GameInfo", "&White:")),
                            ("white_rank", translate("GameInfo", "White's r&ank:")),
                            ("date", translate("GameInfo", "&Date:")),
                            ("event", translate("GameInfo", "&Event:")), ("place", translate("GameInfo", "&Place:"))):
            edit = QLineEdit(getattr(info, name))
            edit.setObjectName(name)
            self.edits[name] = edit
            form.addRow(label, edit)
        self.komi = QLineEdit("" if info.komi is None else f"{info.komi:g}")
        self.komi.setPlaceholderText(translate("GameInfo", "the ruleset's own"))
        form.addRow(translate("GameInfo", "Ko&mi:"), self.komi)  # K is Black's rank's
        self.handicap = _handicap_box(info.handicap)
        form.addRow(translate("GameInfo", "&Handicap:"), self.handicap)
        self.ruleset = _ruleset_box(info.ruleset)
        form.addRow(translate("GameInfo", "R&uleset:"), self.ruleset)
        self.result_edit = QLineEdit(info.result)
        self.result_edit.setPlaceholderText(translate("GameInfo", "B+3.5, W+R, 0 (a draw)..."))
        form.addRow(translate("GameInfo", "&Result:"), self.result_edit)
        self.error = error_line()
        lay_out_form(self, form, self.error)

    def info(self) -> GameInfo:
        """The information as filled in; ValueError with a sentence for the user when a field
        cannot be read."""
        texts = {name: edit.text().strip() for name, edit in self.edits.items()}
        return GameInfo(**texts, komi=read_komi(self.komi.text()), handicap=self.handicap.value(),
                        ruleset=self.ruleset.currentData() or "", result=self.result_edit.text().strip())


class NewPositionDialog(QDialog):
    """File > New position: size, title, player to move, komi, handicap and ruleset."""

    def __init__(self, ruleset_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("GameInfo", "New position"))
        form = QFormLayout()
        self.size_box = QSpinBox()
        self.size_box.setRange(2, 25)
        self.size_box.setValue(19)
        form.addRow(translate("GameInfo", "Board &size (2 to 25):"), self.size_box)
        self.title = QLineEdit()
        form.addRow(translate("GameInfo", "&Title:"), self.title)
        self.to_play = QComboBox()
        self.to_play.addItem(translate("GameInfo", "Black"), "B")
        self.to_play.addItem(translate("GameInfo", "White"), "W")
        form.addRow(translate("GameInfo", "&Player to move:"), self.to_play)
        self.komi = QLineEdit()
        self.komi.setPlaceholderText(translate("GameInfo", "the ruleset's own"))
        form.addRow(translate("GameInfo", "&Komi:"), self.komi)
        self.handicap = _handicap_box(0)
        self.handicap.valueChanged.connect(self._handicap_changed)
        form.addRow(translate("GameInfo", "&Handicap (standard points):"), self.handicap)
        self.ruleset = _ruleset_box(ruleset_id)
        form.addRow(translate("GameInfo", "R&uleset:"), self.ruleset)
        self.error = error_line()
        lay_out_form(self, form, self.error)

    def _handicap_changed(self, stones: int) -> None:
        """White moves first after handicap stones; Black in an even position."""
        self.to_play.setCurrentIndex(self.to_play.findData("W" if stones >= 2 else "B"))

    def choice(self) -> NewPosition:
        """The position asked for; ValueError with a sentence for the user for a komi that is no
        number."""
        return NewPosition(size=self.size_box.value(), title=self.title.text().strip(),
                           to_play=self.to_play.currentData(), komi=read_komi(self.komi.text()),
                           handicap=self.handicap.value(), ruleset=self.ruleset.currentData() or "")


def edit_game_info(window: WindowServices) -> None:
    """File > Game info: show the record's game information; an accepted change is one undoable
    edit. A field that cannot be read is named in the dialog, which stays open with every entry."""
    c = window.controller
    if c.explorer.record is None:
        return
    dialog = GameInfoDialog(c.explorer.game_info(), window.window())
    while dialog.exec() == QDialog.DialogCode.Accepted:
        try:
            info = dialog.info()
        except ValueError as err:
            dialog.error.setText(str(err))
            continue
        c.set_game_info(info)
        return


def new_position(window: PositionWindow) -> None:
    """File > New position: an empty board with a title, player to move, komi, handicap and
    ruleset of the teacher's choice, to set up and explore."""
    if not window.files.maybe_save():
        return
    dialog = NewPositionDialog(window.controller.explorer.ruleset.id, window.window())
    while dialog.exec() == QDialog.DialogCode.Accepted:
        try:
            choice = dialog.choice()
            window.controller.new_position_from(choice)
        except ValueError as err:
            dialog.error.setText(str(err))
            continue
        if choice.ruleset in PRESETS:
            window.rulesets.box.setCurrentIndex(window.rulesets.box.findData(choice.ruleset))
        window.browser.clear_choice()  # a new position is no diagram of the library
        window.set_tool("B")
        return
