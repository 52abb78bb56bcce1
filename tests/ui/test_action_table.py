"""Actions as data: each window's menus hold, in order, what its tables name, and Learn mode's menu stands before Help."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu

from gogui.engine import preset
from gogui.session import GameSession
from gogui.ui.game_controller import GameController
from gogui.ui.game_window import GAME_ACTIONS, GAME_MENUS, GameWindow
from gogui.ui.learn_mode import LEARN_ACTIONS, LEARN_MENU


def menus(window) -> dict[str, QMenu]:
    return {action.text().replace("&", ""): action.menu() for action in window.menuBar().actions()}


def entries(menu: QMenu) -> list[str]:
    return ["-" if action.isSeparator() else action.text() for action in menu.actions()]


def test_the_teaching_window_s_menu_bar_ends_with_learn_then_help(window):
    assert list(menus(window)) == ["File", "Edit", "Go", "Game", "View", "Learn", "Help"]


def test_the_learn_menu_holds_its_table_s_actions_in_the_table_s_order(window):
    texts = {spec.name: spec.text for spec in LEARN_ACTIONS} | {"learn_mode": "&Learn mode"}
    assert entries(menus(window)["Learn"]) == ["-" if name == "-" else texts[name] for name in LEARN_MENU]
    assert window.learn.quiz_action in menus(window)["Learn"].actions()  # the dock's own, made from the table
    assert window.learn.quiz_action.toolTip() == LEARN_ACTIONS[0].tip


def test_the_game_window_s_menus_hold_their_table_s_actions(qtbot):
    game = GameWindow(GameController(GameSession(preset("aga"), 9), None))
    qtbot.addWidget(game)
    texts = {spec.name: spec.text for spec in GAME_ACTIONS} | {"undo": "&Undo", "redo": "&Redo"}
    shown = menus(game)
    assert list(shown) == [title.replace("&", "") for title, _names in GAME_MENUS] + ["Help"]
    game_menu = entries(shown["Game"])
    assert game_menu[:3] == [texts["new_game"], texts["save"], "-"] and game_menu[-2:] == ["-", texts["close"]]
    assert len(game_menu) == 7  # the two resign entries, one per colour, between the separators
    assert entries(shown["Go"]) == [texts[name] for name in ("back", "forward", "start", "now")]
