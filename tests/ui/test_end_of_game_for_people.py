"""What people meet at the end of a game and around the panels: questions before final steps,
every stage announced, the Custom ruleset dialog, copying selected text, lists that keep their
own keys and wheel."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QGuiApplication, QWheelEvent
from PySide6.QtWidgets import QDialog
from test_game_window import WALLS, play
from test_game_window import game_window as game

from gogui.engine.board import WHITE
from gogui.ui.custom_rules import CustomRulesDialog
from gogui.ui.main_window import MainWindow


@pytest.fixture
def main(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.ask_to_save = lambda: "discard"
    win.open_diagram("triple-ko")
    return win


def test_resign_asks_first_and_no_keeps_playing(qtbot, tmp_path):
    window = game(qtbot, tmp_path, "japanese")
    play(window, "D4")
    questions = []
    window.confirm = lambda question: questions.append(question) or False
    window.resign_actions[WHITE].trigger()
    assert window.controller.session.stage == "play" and "resign" in questions[0].lower()
    window.confirm = lambda question: True
    window.resign_actions[WHITE].trigger()
    assert window.controller.session.stage == "over"


def test_both_accept_asks_first(qtbot, tmp_path):
    window = game(qtbot, tmp_path, "japanese")
    play(window, WALLS)
    window.confirm = lambda question: False
    window.accept_button.click()
    assert window.controller.session.stage == "marking"
    window.confirm = lambda question: True
    window.accept_button.click()
    assert window.controller.session.stage == "over"


def test_white_s_obligatory_pass_is_announced(qtbot, tmp_path):
    window = game(qtbot, tmp_path, "aga")
    play(window, WALLS.replace(" pass B4 pass pass", " D4 pass pass"))
    assert "White's obligatory last pass" in window.statusBar().currentMessage()


def test_a_stop_in_the_confirmation_play_is_announced(qtbot, tmp_path):
    window = game(qtbot, tmp_path, "japanese")
    play(window, WALLS)
    window.dispute_button.click()
    play(window, "pass pass")
    assert "confirmation play has stopped" in window.statusBar().currentMessage().lower()


def test_the_custom_dialog_opens_once_and_cancel_keeps_the_ruleset(qtbot, main, monkeypatch):
    opened = []

    def accept_positional(dialog):
        opened.append(True)
        dialog.ko.setCurrentIndex(dialog.ko.findData("positional")) if hasattr(dialog, "ko") else None
        dialog.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(CustomRulesDialog, "exec", accept_positional)
    main.rulesets.box.setCurrentIndex(main.rulesets.box.findData("custom..."))
    assert opened == [True]
    assert main.controller.explorer.ruleset.id == "custom"
    # Cancel from a preset leaves that preset chosen.
    main.rulesets.box.setCurrentIndex(main.rulesets.box.findData("aga"))
    monkeypatch.setattr(CustomRulesDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    main.rulesets.box.setCurrentIndex(main.rulesets.box.findData("custom..."))
    assert main.controller.explorer.ruleset.id == "aga" and main.rulesets.box.currentData() == "aga"


def test_ctrl_c_copies_selected_text_where_text_is_selected(qtbot, main):
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    main.panel.explanation.setFocus()
    main.panel.explanation.setSelection(0, 8)
    main.copy_ascii_action.trigger()
    assert QGuiApplication.clipboard().text() == main.panel.explanation.selectedText()
    main.board.setFocus()
    main.copy_ascii_action.trigger()
    assert QGuiApplication.clipboard().text().startswith("$$")  # no selection: the board diagram


def _wheel_down(widget) -> None:
    viewport = widget.viewport()
    wheel = QWheelEvent(QPointF(10, 10), QPointF(viewport.mapToGlobal(QPoint(10, 10))), QPoint(0, 0),
                        QPoint(0, -120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QGuiApplication.sendEvent(viewport, wheel)


def test_arrow_keys_and_the_wheel_over_a_list_act_on_the_list(qtbot, main):
    """The diagram list, the ruling panel and the move list keep their arrow keys; the wheel
    over them never steps through the moves, even where they have nothing to scroll."""
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    c = main.controller
    c.go_to(3)
    main.browser.setFocus()
    listed = [item.data(0, Qt.ItemDataRole.UserRole) for item in main.browser.diagram_items()]
    row = listed.index(main.browser.current_diagram())
    qtbot.keyClick(main.browser, Qt.Key.Key_Down)
    assert main.browser.current_diagram() == listed[row + 1]  # the next diagram, not the next variation
    c.go_to(3)
    main.panel.rulings.setFocus()
    main.panel.rulings.setCurrentCell(2, 0)
    qtbot.keyClick(main.panel.rulings, Qt.Key.Key_Down)
    assert main.panel.rulings.currentRow() == 3 and c.explorer.index == 3
    qtbot.keyClick(main.panel.rulings, Qt.Key.Key_Right)
    assert c.explorer.index == 3
    for widget in (main.browser, main.panel.rulings, main.panel.moves):
        _wheel_down(widget)
        assert c.explorer.index == 3, widget
