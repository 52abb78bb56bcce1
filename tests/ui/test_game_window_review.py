"""The game window as players of other Go programs expect it: a move list to look back through,
New game, resigning for either side, No as the default answer, a stone beside whose turn it is,
and a board that stays put."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox
from test_game_window import WALLS, play

from gogui.engine import preset
from gogui.engine.board import BLACK, EMPTY, WHITE
from gogui.session import GameSession
from gogui.ui.game_controller import GameController
from gogui.ui.game_window import GameWindow, NewGameDialog
from gogui.ui.main_window import MainWindow

# Black takes White's A1 at move 5 (A2 and B1 surround it).
CAPTURE = "A2 A1 E5 E6 B1 F6"


def window_for(qtbot, tmp_path, rules: str = "japanese", size: int = 9, **options) -> GameWindow:
    session = GameSession(preset(rules), size, **options)
    window = GameWindow(GameController(session, tmp_path / "autosave.sgf"))
    qtbot.addWidget(window)
    return window


def stone_shown(window: GameWindow, vertex: str) -> int:
    assert window.board.state is not None
    return window.board.state.stone(vertex)


def cell(window: GameWindow, row: int, column: int) -> str:
    model = window.move_list.list_model
    found = model.data(model.index(row, column))
    return "" if found is None else str(found)


def test_the_move_list_has_the_start_and_every_move_with_its_captures(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path)
    play(window, CAPTURE + " pass")
    model = window.move_list.list_model
    assert model.rowCount() == 8  # the start, then seven moves
    assert [cell(window, 0, c) for c in (0, 2)] == ["0", "Start"]
    assert [cell(window, 5, c) for c in range(4)] == ["5", "Black", "B1", "A1"]
    assert [cell(window, 7, c) for c in range(4)] == ["7", "Black", "pass", ""]
    assert window.move_list.currentIndex().row() == 7  # the game as it is now


def test_choosing_a_move_shows_the_board_of_that_moment_and_leaves_the_game_alone(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path)
    play(window, CAPTURE)
    game = window.controller.session.game
    window.move_list.selectRow(4)
    assert window.viewed == 4
    assert stone_shown(window, "A1") == WHITE and stone_shown(window, "B1") == EMPTY
    assert window.board.state.last_move == "E6"
    assert "Prisoners taken: Black 0, White 0" in window.captures_label.text()
    assert "Looking at move 4 of 6: press End to return to the game" in window.status_label.text()
    assert window.turn_status.colour is None
    window.move_list.selectRow(5)
    assert stone_shown(window, "A1") == EMPTY and "Black 1" in window.captures_label.text()
    assert game.move_number == 6 and game.board.color[game.point("F6")] == WHITE
    assert window.controller.undo_stack.count() == 6  # nothing was undone
    window.move_list.selectRow(6)
    assert window.viewed is None and "Japanese" in window.status_label.text()


def test_the_go_menu_steps_back_and_forth_and_returns_to_the_game(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path)
    play(window, CAPTURE)
    go = window.go_actions
    assert not go["forward"].isEnabled() and not go["now"].isEnabled()
    go["back"].trigger()
    assert window.viewed == 5 and stone_shown(window, "F6") == EMPTY
    go["start"].trigger()
    assert window.viewed == 0 and stone_shown(window, "A2") == EMPTY
    assert not go["back"].isEnabled() and not go["start"].isEnabled()
    go["forward"].trigger()
    assert window.viewed == 1 and stone_shown(window, "A2") == BLACK
    assert window.move_list.currentIndex().row() == 1
    go["now"].trigger()
    assert window.viewed is None and stone_shown(window, "F6") == WHITE


def test_the_arrow_keys_home_and_end_step_through_the_game(qtbot, tmp_path, focus_in):
    window = window_for(qtbot, tmp_path)
    play(window, CAPTURE)
    for widget in (window.board, window.move_list):
        focus_in(window, widget)
        qtbot.keyClick(widget, Qt.Key.Key_Left)
        assert window.viewed == 5
        qtbot.keyClick(widget, Qt.Key.Key_Home)
        assert window.viewed == 0
        qtbot.keyClick(widget, Qt.Key.Key_Right)
        assert window.viewed == 1
        qtbot.keyClick(widget, Qt.Key.Key_End)
        assert window.viewed is None
    window.move_list.setFocus()
    qtbot.keyClick(window.move_list, Qt.Key.Key_Up)  # the list's own keys choose a row too
    assert window.viewed == 5


def test_the_arrow_keys_move_the_cursor_in_the_comment_not_the_game(qtbot, tmp_path, focus_in):
    window = window_for(qtbot, tmp_path)
    play(window, CAPTURE)
    focus_in(window, window.comment)
    qtbot.keyClicks(window.comment, "ko")
    qtbot.keyClick(window.comment, Qt.Key.Key_Left)
    qtbot.keyClick(window.comment, Qt.Key.Key_Home)
    assert window.viewed is None and window.comment.textCursor().position() == 0


def test_a_click_on_an_earlier_position_does_not_play_and_says_how_to_get_back(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path)
    play(window, CAPTURE)
    window.go_actions["back"].trigger()
    window.board.pointClicked.emit("G7")
    assert window.controller.session.game.move_number == 6
    assert stone_shown(window, "G7") == EMPTY and window.viewed == 5
    assert "press End" in window.statusBar().currentMessage()
    window.go_actions["now"].trigger()
    window.board.pointClicked.emit("G7")
    assert window.controller.session.game.move_number == 7 and stone_shown(window, "G7") == BLACK


def test_a_move_undo_and_redo_bring_the_view_back_to_the_game(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path)
    play(window, CAPTURE)
    window.go_actions["start"].trigger()
    window.pass_button.click()
    assert window.viewed is None and window.move_list.list_model.rowCount() == 8
    window.go_actions["start"].trigger()
    window.undo_action.trigger()
    assert window.viewed is None and window.move_list.list_model.rowCount() == 7
    assert stone_shown(window, "F6") == WHITE
    window.go_actions["back"].trigger()
    window.redo_action.trigger()
    assert window.viewed is None and window.move_list.currentIndex().row() == 7


def test_handicap_stones_show_at_the_start_of_the_list(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, handicap=2)
    play(window, "E5 D4")
    window.go_actions["start"].trigger()
    assert stone_shown(window, "G7") == BLACK and stone_shown(window, "E5") == EMPTY
    assert cell(window, 1, 1) == "White"


def test_aga_s_last_white_pass_and_a_dispute_phase_are_noted(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "aga", 7)
    play(window, WALLS.replace(" pass B4 pass pass", " D4 pass pass"))
    assert "White's obligatory last pass follows" in cell(window, 17, 4)
    assert "play stops" in cell(window, 17, 4)
    chinese = window_for(qtbot, tmp_path, "chinese", 7)
    play(chinese, WALLS)
    chinese.dispute_button.click()
    play(chinese, "A4")
    assert "dispute phase 1" in cell(chinese, 19, 4)
    chinese.go_actions["back"].trigger()
    assert stone_shown(chinese, "A4") == EMPTY and stone_shown(chinese, "B4") == WHITE


def test_the_comment_of_an_earlier_move_is_shown_and_not_edited_there(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path)
    play(window, "E5")
    window.comment.setPlainText("A calm start.")
    play(window, "E6")
    window.go_actions["back"].trigger()
    assert window.comment.toPlainText() == "A calm start." and window.comment.isReadOnly()
    window.go_actions["now"].trigger()
    assert window.comment.toPlainText() == "" and not window.comment.isReadOnly()


def test_a_long_continued_game_is_looked_back_on_from_its_file(qtbot, tmp_path):
    moves = "".join(f";B[{chr(97 + i % 9)}{chr(97 + i // 9)}]" if i % 2 == 0 else ";W[]" for i in range(0, 80))
    path = tmp_path / "long.sgf"
    path.write_text(f"(;GM[1]FF[4]SZ[9]RU[chinese]{moves})")
    window = GameWindow(GameController.load(path, tmp_path / "autosave.sgf"))
    qtbot.addWidget(window)
    assert window.move_list.list_model.rowCount() == 81
    window.move_list.selectRow(3)  # Black A9, White passes, Black C9
    assert stone_shown(window, "C9") == BLACK and stone_shown(window, "E9") == EMPTY
    window.go_actions["start"].trigger()
    assert stone_shown(window, "A9") == EMPTY


# ----- New game ------------------------------------------------------------------------------

def _accept_new_game(monkeypatch) -> None:
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)


def test_new_game_in_a_window_of_the_teaching_window_belongs_to_it(qtbot, tmp_path, monkeypatch):
    main = MainWindow(autosave_folder=tmp_path / "autosave")
    qtbot.addWidget(main)
    main.ask_to_save = lambda: "discard"
    _accept_new_game(monkeypatch)
    first = main.casual.new_game()
    assert first is not None and first.new_game_action.shortcut().toString() == "Ctrl+N"
    first.new_game_action.trigger()
    assert len(main.casual.windows) == 2
    second = main.casual.windows[1]
    assert second.parent() is main
    assert second.controller.autosave_path != first.controller.autosave_path
    play(second, "D4")
    assert second.controller.autosave_path.exists()
    second.new_game_action.trigger()
    assert len(main.casual.windows) == 3


def test_new_game_in_a_window_on_its_own_opens_one_beside_it(qtbot, tmp_path, monkeypatch):
    window = window_for(qtbot, tmp_path)
    _accept_new_game(monkeypatch)
    window.new_game_action.trigger()
    opened = window._games_opened_here
    assert len(opened) == 1 and opened[0].isVisible()
    qtbot.addWidget(opened[0])
    assert opened[0].controller.autosave_path.parent == tmp_path
    assert opened[0].controller.autosave_path != window.controller.autosave_path


def test_new_game_cancelled_from_a_game_window_opens_nothing(qtbot, tmp_path, monkeypatch):
    window = window_for(qtbot, tmp_path)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    window.new_game()
    assert window._games_opened_here == []


# ----- resigning -------------------------------------------------------------------------------

def test_either_player_resigns_whoever_is_to_move_and_undo_takes_it_back(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, black_name="Ann", white_name="Bo")
    assert [a.text() for a in window.resign_actions.values()] == ["Ann (Black) resigns...", "Bo (White) resigns..."]
    menu = window.resign_button.menu()
    assert menu is not None and list(window.resign_actions.values()) == menu.actions()
    questions = []
    window.confirm = lambda question: questions.append(question) or True
    window.resign_actions[WHITE].trigger()  # Black is to move
    session = window.controller.session
    assert questions == ["Bo resigns and loses the game. Resign?"]
    assert session.stage == "over" and session.result.winner == "B"
    assert not any(a.isEnabled() for a in window.resign_actions.values())
    window.undo_action.trigger()
    assert session.stage == "play" and session.result is None
    window.resign_actions[BLACK].trigger()
    assert session.result.winner == "W"


def test_the_final_questions_answer_no_to_enter(qtbot, tmp_path, monkeypatch):
    window = window_for(qtbot, tmp_path, "japanese", 7)
    monkeypatch.setattr(GameWindow, "confirm", None)
    defaults = []

    def answer(box):
        defaults.append(box.defaultButton() is box.button(QMessageBox.StandardButton.No))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "exec", answer)
    window.resign_actions[BLACK].trigger()
    play(window, WALLS)
    window.accept_button.click()
    assert defaults == [True, True]
    assert window.controller.session.stage == "marking"


# ----- whose turn it is --------------------------------------------------------------------------

def test_the_status_names_the_colour_with_a_stone_of_it(qtbot, tmp_path):
    named = window_for(qtbot, tmp_path, black_name="Ann", white_name="Bo")
    assert "Ann (Black) to play." in named.status_label.text() and named.turn_status.colour == BLACK
    assert not named.turn_status.stone.pixmap().isNull()
    play(named, "E5")
    assert "Bo (White) to play." in named.status_label.text() and named.turn_status.colour == WHITE
    plain = window_for(qtbot, tmp_path)
    assert "Black to play." in plain.status_label.text()
    placing = window_for(qtbot, tmp_path, "chinese", handicap=2, black_name="Ann")
    assert "Ann (Black): place handicap stone 1 of 2." in placing.status_label.text()
    assert placing.turn_status.colour == BLACK


def test_the_confirmation_play_names_the_colour_and_a_stopped_game_shows_no_stone(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "japanese", 7, white_name="Bo")
    play(window, WALLS)
    assert window.turn_status.colour is None
    window.dispute_button.click()
    assert "Confirmation play (not kept): Black to play." in window.status_label.text()
    play(window, "pass")
    assert "Bo (White) to play." in window.status_label.text() and window.turn_status.colour == WHITE


# ----- a board that stays put ---------------------------------------------------------------------

@pytest.mark.parametrize("size", [(1280, 800), (1000, 700)])
def test_the_board_keeps_its_place_when_play_stops_and_the_count_shows(qtbot, tmp_path, size):
    window = window_for(qtbot, tmp_path, "japanese", 7)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    play(window, WALLS.replace(" pass pass", ""))
    qtbot.waitUntil(lambda: window.board.isVisible())
    before = window.board.geometry()
    play(window, "pass pass")  # play stops: a message in the status bar, the count
    window.controller.click("B4")
    assert window.what_if.isVisible() and window.statusBar().currentMessage()
    QApplication_process()
    assert window.board.geometry() == before
    window.accept_button.click()
    QApplication_process()
    assert window.board.geometry() == before
    assert window.size().width() == size[0] and window.size().height() == size[1]


def QApplication_process() -> None:  # noqa: N802 - reads as the Qt call it makes
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
