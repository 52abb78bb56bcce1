"""The teaching window's actions as one table (name, text, shortcut, handler), and its menus and toolbars."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDockWidget, QInputDialog, QLabel, QMainWindow, QMenu, QToolBar

from ..explorer import TOOLS
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..sgf import Node
from .action_table import ActionSpec, fill, make_actions
from .game_info import PositionWindow, edit_game_info, new_position
from .help import HelpMenu
from .language_menu import LanguageMenu

if TYPE_CHECKING:  # the worksheet dialog's module (and the course's) loads when first asked for
    from typing import Protocol

    from .board_export import BoardExport
    from .casual_games import CasualGames
    from .worksheet_dialog import WorksheetWindow

    class ActionsWindow(PositionWindow, WorksheetWindow, Protocol):
        """What the teaching window's actions reach beyond every part's services: its parts, its
        docks and its view toggles. build_actions sets the attributes below the line."""

        casual: CasualGames
        diagrams_dock: QDockWidget
        tree_dock: QDockWidget

        @property
        def export(self) -> BoardExport: ...

        def choose_game(self) -> None: ...
        def toggle_coordinates(self, on: bool) -> None: ...
        def toggle_numbers(self, on: bool) -> None: ...

        # Made by build_actions (each entry of ACTIONS becomes <name>_action).
        tool_actions: dict[str, QAction]
        tool_group: QActionGroup
        recent_menu: QMenu
        help_menu: HelpMenu
        language_menu: LanguageMenu
        undo_action: QAction
        redo_action: QAction
        choose_game_action: QAction
        coordinates_action: QAction


_CONTEXT = "MainWindow"  # the translation context of the window's words


def _t(text: str) -> str:
    return translate(_CONTEXT, text)


def ask_move_number(window: ActionsWindow, current: int, last: int) -> int | None:
    """Ask which move to go to (tests replace it); None when the question is cancelled."""
    number, ok = QInputDialog.getInt(window.window(), translate("MainWindow", "Go to move"),
                                     translate("MainWindow", "Move number (0 to {n}):").format(n=last),
                                     current, 0, last)
    return number if ok else None


def go_to_move(window: ActionsWindow) -> None:
    """Go > Go to move: ask for a move number and go there on the current line."""
    c = window.controller
    if c.explorer.node is None:
        return
    number = ask_move_number(window, c.explorer.move_number, c.explorer.last_move_number)
    if number is not None:
        c.go_to_move(number)


def show_engines(window: ActionsWindow) -> None:
    """Edit > Engines: the engines a learner can play, kept in the window's settings."""
    from .engine_settings import show_engine_settings  # its dialog is loaded when first asked for

    show_engine_settings(window.window(), window.settings)


def _worksheet(window: ActionsWindow, how: str) -> None:
    """File > Export worksheet... or Print worksheet... (its dialog loaded when first asked for)."""
    from . import worksheet_dialog

    (worksheet_dialog.export_worksheet if how == "export" else worksheet_dialog.print_worksheet)(window)


def _on_node(window: ActionsWindow, edit: Callable[[Node], None]) -> None:
    """An edit of the current node, when there is one."""
    node = window.controller.explorer.node
    if node is not None:
        edit(node)


# QT_TRANSLATE_NOOP marks a text of the tables below for translation; it is translated when the
# action or menu is made. The extractor finds only literal calls, so it is never renamed.
S = QKeySequence.StandardKey

ACTIONS: tuple[ActionSpec[ActionsWindow], ...] = (
    # File
    ActionSpec("new_position", QT_TRANSLATE_NOOP("MainWindow", "New &position..."), lambda w: lambda: new_position(w)),
    ActionSpec("open", QT_TRANSLATE_NOOP("MainWindow", "&Open SGF..."), lambda w: w.files.open_dialog, S.Open),
    ActionSpec("choose_game", QT_TRANSLATE_NOOP("MainWindow", "&Game of this file..."), lambda w: w.choose_game,
               tip=QT_TRANSLATE_NOOP("MainWindow", "Show another game of a file that holds several")),
    ActionSpec("game_info", QT_TRANSLATE_NOOP("MainWindow", "Game &info..."), lambda w: lambda: edit_game_info(w),
               tip=QT_TRANSLATE_NOOP("MainWindow", "Players, ranks, date, event, place, komi, handicap, ruleset and result")),
    ActionSpec("save", QT_TRANSLATE_NOOP("MainWindow", "&Save"), lambda w: w.files.save, S.Save),
    ActionSpec("save_as", QT_TRANSLATE_NOOP("MainWindow", "Save &As..."), lambda w: w.files.save_as, S.SaveAs),
    ActionSpec("export_png", QT_TRANSLATE_NOOP("MainWindow", "&Export board as PNG..."), lambda w: lambda: w.export.export_png()),
    ActionSpec("export_svg", QT_TRANSLATE_NOOP("MainWindow", "Export board as S&VG..."), lambda w: lambda: w.export.export_svg()),
    ActionSpec("export_worksheet", QT_TRANSLATE_NOOP("MainWindow", "Export &worksheet..."),
               lambda w: lambda: _worksheet(w, "export"),
               tip=QT_TRANSLATE_NOOP("MainWindow", "A lesson's or this line's questions, or where the rulesets differ "
                                                   "here, with their boards, as a PDF or a web page")),
    ActionSpec("print_worksheet", QT_TRANSLATE_NOOP("MainWindow", "Print wor&ksheet..."),
               lambda w: lambda: _worksheet(w, "print")),
    ActionSpec("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), lambda w: w.window().close, S.Quit),
    # Edit
    ActionSpec("delete_variation", QT_TRANSLATE_NOOP("MainWindow", "&Delete this variation"),
               lambda w: lambda: _on_node(w, w.controller.delete_variation)),
    ActionSpec("promote", QT_TRANSLATE_NOOP("MainWindow", "&Make this the main line"),
               lambda w: lambda: _on_node(w, w.controller.promote)),
    ActionSpec("black_to_play", QT_TRANSLATE_NOOP("MainWindow", "&Black to play here"),
               lambda w: lambda: w.controller.set_player_to_move("B")),
    ActionSpec("white_to_play", QT_TRANSLATE_NOOP("MainWindow", "&White to play here"),
               lambda w: lambda: w.controller.set_player_to_move("W")),
    ActionSpec("copy_ascii", QT_TRANSLATE_NOOP("MainWindow", "&Copy as ASCII diagram"),
               lambda w: lambda: w.export.copy_ascii(), S.Copy),
    ActionSpec("engines", QT_TRANSLATE_NOOP("MainWindow", "E&ngines..."), lambda w: lambda: show_engines(w),
               tip=QT_TRANSLATE_NOOP("MainWindow", "The engines you can play in a new game: add, change or check one")),
    # Go
    ActionSpec("first", QT_TRANSLATE_NOOP("MainWindow", "&First"), lambda w: w.controller.first, "Home"),
    ActionSpec("previous", QT_TRANSLATE_NOOP("MainWindow", "&Previous"), lambda w: w.controller.previous, "Left"),
    ActionSpec("next", QT_TRANSLATE_NOOP("MainWindow", "&Next"), lambda w: w.controller.next, "Right"),
    ActionSpec("last", QT_TRANSLATE_NOOP("MainWindow", "&Last"), lambda w: w.controller.last, "End"),
    ActionSpec("up", QT_TRANSLATE_NOOP("MainWindow", "Previous &variation"),
               lambda w: lambda: w.controller.switch_variation(-1), "Up"),
    ActionSpec("down", QT_TRANSLATE_NOOP("MainWindow", "Next v&ariation"),
               lambda w: lambda: w.controller.switch_variation(1), "Down"),
    ActionSpec("pass", QT_TRANSLATE_NOOP("MainWindow", "Pa&ss"), lambda w: lambda: w.controller.play(None), "Ctrl+P",
               tip=QT_TRANSLATE_NOOP("MainWindow", "The player to move passes here (Ctrl+P)")),
    ActionSpec("next_difference", QT_TRANSLATE_NOOP("MainWindow", "Next &difference"), lambda w: w.controller.next_difference,
               "Ctrl+Right", tip=QT_TRANSLATE_NOOP("MainWindow", "The next move where the rulesets' verdicts or counts differ")),
    ActionSpec("previous_difference", QT_TRANSLATE_NOOP("MainWindow", "Previous diff&erence"),
               lambda w: w.controller.previous_difference, "Ctrl+Left",
               tip=QT_TRANSLATE_NOOP("MainWindow", "The previous move where the rulesets' verdicts or counts differ")),
    ActionSpec("go_to_move", QT_TRANSLATE_NOOP("MainWindow", "&Go to move..."), lambda w: lambda: go_to_move(w), "Ctrl+G"),
    # Game
    ActionSpec("new_game", QT_TRANSLATE_NOOP("MainWindow", "&New game..."), lambda w: w.casual.new_game, S.New),
    ActionSpec("open_game", QT_TRANSLATE_NOOP("MainWindow", "Continue a saved &game..."), lambda w: w.casual.open_game_dialog),
    ActionSpec("play_from_here", QT_TRANSLATE_NOOP("MainWindow", "&Play from here..."), lambda w: lambda: w.casual.play_from_here(),
               tip=QT_TRANSLATE_NOOP("MainWindow", "Start a casual game from the current position under a ruleset you choose")),
    # View
    ActionSpec("coordinates", QT_TRANSLATE_NOOP("MainWindow", "&Coordinates"), lambda w: w.toggle_coordinates, checkable=True),
    ActionSpec("numbers", QT_TRANSLATE_NOOP("MainWindow", "Move &numbers"), lambda w: w.toggle_numbers, checkable=True),
    ActionSpec("reference", QT_TRANSLATE_NOOP("MainWindow", "&Rulesets reference"), lambda w: lambda: w.rulesets.show_reference()),
)

# The board tools: what each is called in the Edit menu, and on the toolbar.
TOOL_NAMES = {
    "play": (QT_TRANSLATE_NOOP("MainWindow", "&Play moves"), QT_TRANSLATE_NOOP("MainWindow", "Play")),
    "B": (QT_TRANSLATE_NOOP("MainWindow", "Add &black stones"), QT_TRANSLATE_NOOP("MainWindow", "+Black")),
    "W": (QT_TRANSLATE_NOOP("MainWindow", "Add &white stones"), QT_TRANSLATE_NOOP("MainWindow", "+White")),
    "erase": (QT_TRANSLATE_NOOP("MainWindow", "&Erase stones"), QT_TRANSLATE_NOOP("MainWindow", "Erase")),
    "triangle": (QT_TRANSLATE_NOOP("MainWindow", "&Triangle"), "\u25b3"),
    "square": (QT_TRANSLATE_NOOP("MainWindow", "&Square"), "\u25a1"),
    "circle": (QT_TRANSLATE_NOOP("MainWindow", "C&ircle"), "\u25cb"),
    "cross": (QT_TRANSLATE_NOOP("MainWindow", "&Cross"), "\u2715"),
    "label": (QT_TRANSLATE_NOOP("MainWindow", "&Label (A, B, C...)"), "A"),
    "number": (QT_TRANSLATE_NOOP("MainWindow", "&Number label (1, 2, 3...)"), "1"),
    "text": (QT_TRANSLATE_NOOP("MainWindow", "Te&xt label..."), QT_TRANSLATE_NOOP("MainWindow", "Text")),
}
# The keys of the board tools, in the Edit menu's order.
TOOL_KEYS = {"play": "Ctrl+1", "B": "Ctrl+2", "W": "Ctrl+3", "erase": "Ctrl+4", "triangle": "Ctrl+5",
             "square": "Ctrl+6", "circle": "Ctrl+7", "cross": "Ctrl+8", "label": "Ctrl+9",
             "number": "Ctrl+0", "text": "Ctrl+Shift+L"}

# The menus: action names in order, "-" a separator, "recent" the Open Recent submenu,
# "undo"/"redo" the undo stack's actions, "tools" the Tool for the board submenu, "docks" the
# docks' show/hide toggles, "language" the Language submenu.
MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (QT_TRANSLATE_NOOP("MainWindow", "&File"),
     ("new_position", "open", "recent", "choose_game", "game_info", "save", "save_as", "-",
      "export_png", "export_svg", "-", "export_worksheet", "print_worksheet", "-", "quit")),
    (QT_TRANSLATE_NOOP("MainWindow", "&Edit"),
     ("undo", "redo", "-", "delete_variation", "promote", "-", "tools", "black_to_play", "white_to_play", "-",
      "copy_ascii", "-", "engines")),
    (QT_TRANSLATE_NOOP("MainWindow", "&Go"),
     ("first", "previous", "next", "last", "up", "down", "-", "previous_difference", "next_difference", "go_to_move",
      "-", "pass")),
    (QT_TRANSLATE_NOOP("MainWindow", "G&ame"), ("new_game", "open_game", "play_from_here")),
    (QT_TRANSLATE_NOOP("MainWindow", "&View"),
     ("coordinates", "numbers", "-", "docks", "-", "reference", "-", "language")),
)
NAVIGATION_BAR = ("ruleset", "-", "first", "previous", "next", "last", "-", "pass", "undo", "redo")


def build_actions(window: ActionsWindow) -> None:
    """Make every action of the table as `window.<name>_action`, the tool actions, the undo
    stack's actions, and the menus and toolbars that show them."""
    frame = window.window()
    assert isinstance(frame, QMainWindow)  # the teaching window: menus, toolbars and docks
    actions = make_actions(ACTIONS, window, frame)
    for name, action in actions.items():
        frame.addAction(action)
        setattr(window, f"{name}_action", action)
    window.choose_game_action.setEnabled(False)
    window.coordinates_action.setChecked(True)

    window.tool_group = QActionGroup(frame)
    window.tool_actions = {}
    for tool in TOOLS:
        long_name, short_name = TOOL_NAMES[tool]
        action = QAction(_t(long_name), frame)
        action.setIconText(_t(short_name))
        action.setCheckable(True)
        action.setShortcut(QKeySequence(TOOL_KEYS[tool]))
        action.triggered.connect(lambda _=False, t=tool: window.set_tool(t))
        frame.addAction(action)
        window.tool_group.addAction(action)
        window.tool_actions[tool] = action
    window.tool_actions["play"].setChecked(True)

    stack = window.controller.undo_stack
    window.undo_action = stack.createUndoAction(frame, translate("MainWindow", "&Undo"))
    window.undo_action.setShortcuts(QKeySequence.StandardKey.Undo)
    window.redo_action = stack.createRedoAction(frame, translate("MainWindow", "&Redo"))
    window.redo_action.setShortcuts(QKeySequence.StandardKey.Redo)
    # The menu names the step ("Undo White G2"); the toolbar keeps a short, steady label.
    window.undo_action.setIconText(translate("MainWindow", "Undo"))
    window.redo_action.setIconText(translate("MainWindow", "Redo"))
    frame.addAction(window.undo_action)
    frame.addAction(window.redo_action)
    actions["undo"], actions["redo"] = window.undo_action, window.redo_action

    for title, entries in MENUS:
        fill(frame.menuBar().addMenu(_t(title)), entries, actions, _menu_specials(window))
    window.help_menu = HelpMenu(frame, panel_guide=True, shortcuts_note=translate("MainWindow",
        "The mouse wheel over the board also steps back and forth through the line. Tab and "
        "Shift+Tab move between the parts of the window; Return on a row of the ruling table does "
        "what a double click does."))

    bar = QToolBar(translate("MainWindow", "Navigation"))
    bar.setObjectName("navigation")

    def ruleset_box(bar: QToolBar) -> None:
        bar.addWidget(QLabel(translate("MainWindow", " Ruleset: ")))
        bar.addWidget(window.rulesets.box)

    fill(bar, NAVIGATION_BAR, actions, {"ruleset": ruleset_box})
    frame.addToolBar(bar)
    # The board tools (and Learn mode's) start a second row: on one row they hide entries behind
    # the toolbar's extension button in a narrow window, or with longer words than English's.
    frame.addToolBarBreak()
    tool_bar = QToolBar(translate("MainWindow", "Edit tools"))
    tool_bar.setObjectName("edit-tools")
    for action in window.tool_actions.values():
        tool_bar.addAction(action)
    frame.addToolBar(tool_bar)


def _menu_specials(window: ActionsWindow) -> dict[str, Callable[[QMenu], None]]:
    """The menus' entries that are not one action: Open Recent, the docks' toggles, the
    Language submenu and the board tools' submenu."""

    def recent(menu: QMenu) -> None:
        window.recent_menu = menu.addMenu(translate("MainWindow", "Open &Recent"))
        window.recent_menu.aboutToShow.connect(window.files.fill_recent_menu)

    def docks(menu: QMenu) -> None:  # each dock shown or hidden, as its own title bar does
        for dock, text in ((window.diagrams_dock, translate("MainWindow", "&Diagrams")),
                           (window.tree_dock, translate("MainWindow", "Game &tree"))):
            toggle = dock.toggleViewAction()
            toggle.setText(text)
            menu.addAction(toggle)

    def language(menu: QMenu) -> None:
        window.language_menu = LanguageMenu(window.window(), menu, window.settings)

    def tools(menu: QMenu) -> None:
        submenu = menu.addMenu(translate("MainWindow", "&Tool for the board"))
        for action in window.tool_actions.values():
            submenu.addAction(action)

    return {"recent": recent, "docks": docks, "language": language, "tools": tools}
