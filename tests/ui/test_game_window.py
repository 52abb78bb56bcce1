"""Casual games in the window: played to the end under several rulesets, counted, saved, recovered."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from gogui.engine import preset
from gogui.engine.board import WHITE
from gogui.session import GameSession
from gogui.session_records import session_record
from gogui.sgf import read_file
from gogui.ui import app as app_module
from gogui.ui.game_controller import GameController
from gogui.ui.game_window import GameWindow, NewGameDialog
from gogui.ui.main_window import MainWindow

# 7x7: Black walls off A-B with column C, White F-G with column E; White's B4 is hopeless.
WALLS = "C7 E7 C6 E6 C5 E5 C4 E4 C3 E3 C2 E2 C1 E1 pass B4 pass pass"


def game_window(qtbot, tmp_path, rules: str, size: int = 7) -> GameWindow:
    controller = GameController(GameSession(preset(rules), size), tmp_path / "autosave.sgf")
    window = GameWindow(controller)
    qtbot.addWidget(window)
    return window


def play(window: GameWindow, moves: str) -> None:
    for move in moves.split():
        if move == "pass":
            window.pass_button.click()
        else:
            window.controller.click(move)


def test_japanese_game_to_the_count(qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "japanese")
    play(window, WALLS)
    assert "Play has stopped" in window.status_label.text()
    window.controller.click("B4")  # mark the White stone dead
    assert window.board.state.dead == {"B4"}
    window.accept_button.click()
    assert window.controller.session.stage == "over"
    assert "White wins by 5.5" in window.score_label.text()
    assert window.what_if.rowCount() == 13


def test_the_count_box_names_the_parts_of_each_count_in_words(qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "japanese")
    play(window, WALLS)
    window.controller.click("B4")
    window.accept_button.click()
    text = window.score_label.text()
    # Black: columns A-B, 14 points with White's dead B4 among them; White: columns F-G.
    assert "<b>Black 15</b>: 14 points of territory, 1 dead stone" in text
    assert "<b>White 20.5</b>: 14 points of territory" in text
    assert not any(key in text for key in ("territory 14", "dead 1", "captures", "pass_stones"))


def test_the_count_box_names_pass_stones_in_words(qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "aga")
    play(window, WALLS)
    window.controller.click("B4")
    window.accept_button.click()
    text = window.score_label.text()
    assert "pass stone" in text and "pass_stones" not in text


def test_chinese_dispute_plays_on(qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "chinese")
    play(window, WALLS)
    window.dispute_button.click()
    assert "Play resumes" in window.statusBar().currentMessage()
    play(window, "A4 pass B5 pass B3 pass pass")
    window.accept_button.click()
    assert "Black 21" in window.score_label.text() and "White wins by 7.5" in window.score_label.text()


def test_japanese_dispute_goes_to_the_confirmation_play(qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "japanese")
    play(window, WALLS)
    window.dispute_button.click()
    assert "Confirmation play" in window.status_label.text()
    play(window, "A4 pass B5 pass B3 pass pass")
    assert window.accept_button.isEnabled()
    window.accept_button.click()
    assert window.controller.session.dead == {"B4"}
    assert "White wins by 5.5" in window.score_label.text()


def test_simplified_japanese_korean_dispute_is_imagined_wise_play(qtbot, tmp_path):
    """Seed 000: there is no confirmation phase; the window calls the play what the text does."""
    window = game_window(qtbot, tmp_path, "simplified-japanese-korean")
    play(window, WALLS)
    window.dispute_button.click()
    assert "Hypothetical play (not kept, no ko threats)" in window.status_label.text()
    message = window.statusBar().currentMessage()
    assert "no confirmation phase" in message and "imagined wise play" in message
    assert "Confirmation play" not in window.status_label.text()


def test_renaissance_stops_after_three_passes(qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "renaissance-area")
    play(window, WALLS)
    assert window.pass_button.isEnabled() and window.controller.session.stage == "play"
    window.pass_button.click()
    assert window.controller.session.stage == "marking"


def test_an_illegal_click_is_refused_with_the_reason(qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "japanese")
    play(window, "D4")
    window.controller.click("D4")
    assert "already occupied" in window.statusBar().currentMessage()
    assert window.controller.session.game.move_number == 1


def test_undo_and_redo(qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "japanese")
    play(window, "D4 E5")
    window.undo_action.trigger()
    assert window.controller.session.game.move_number == 1
    window.redo_action.trigger()
    board = window.controller.session.game.board
    assert board.color[board.point("E5")] == 2


def test_clicking_the_board_plays(qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "tromp-taylor", size=9)
    window.show()
    qtbot.waitExposed(window)
    window.board.grab()
    geo = window.board.board_geometry
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=geo.centre(4, 4).toPoint())
    board = window.controller.session.game.board
    assert board.color[board.point("E5")] == 1
    assert "White to play" in window.status_label.text()


def test_game_is_autosaved_and_offered_for_recovery(qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "nz")
    play(window, "D4 E5 C3")
    autosave = tmp_path / "autosave.sgf"
    assert autosave.exists()
    main = MainWindow(autosave_folder=tmp_path / "autosave")  # an earlier version's file beside it
    qtbot.addWidget(main)
    main.files.offer_recovery(ask=lambda path: "continue")
    recovered = main.casual.windows[-1]
    assert recovered.controller.session.game.move_number == 3
    assert recovered.controller.session.ruleset.id == "nz"


def test_saving_never_truncates_an_existing_file(qtbot, tmp_path, monkeypatch):
    window = game_window(qtbot, tmp_path, "japanese")
    play(window, "D4")
    target = tmp_path / "game.sgf"
    target.write_bytes(b"(;GM[1]SZ[9]C[precious])")
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: None)

    def failing_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    assert not window.save_to(str(target))
    assert target.read_bytes() == b"(;GM[1]SZ[9]C[precious])"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".game.sgf")] == []


def test_saved_game_has_rules_komi_result_and_dead_stones(qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "japanese")
    play(window, WALLS)
    window.controller.click("B4")
    window.accept_button.click()
    path = tmp_path / "done.sgf"
    assert window.save_to(str(path))
    record = read_file(path)[0]
    assert (record.rules, record.komi, record.result) == ("japanese", 6.5, "W+5.5")
    assert "B4" in record.main_line()[-1].territory["TB"]


def test_new_game_dialog_follows_the_ruleset(qtbot):
    dialog = NewGameDialog(ruleset_id="ing")
    qtbot.addWidget(dialog)
    assert dialog.komi.value() == 8
    dialog.handicap.setValue(3)
    assert dialog.placement.currentData() == "free"
    assert dialog.placement.isEnabled()
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("japanese"))
    assert dialog.placement.currentData() == "fixed" and not dialog.placement.isEnabled()
    dialog.size_box.setCurrentIndex(0)
    session = dialog.session()
    assert (session.size, session.handicap, session.to_move()) == (9, 3, 2)


def test_score_screenshot_of_a_saved_game(qapp, qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "japanese")
    play(window, WALLS)
    window.controller.click("B4")
    path = tmp_path / "stopped.sgf"
    window.save_to(str(path))
    out = tmp_path / "count.png"
    assert app_module.main(["--screenshot", str(out), str(path), "--score"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)


@pytest.mark.parametrize("rules", ["aga", "ing", "tromp-taylor"])
def test_games_end_and_count_under_more_rulesets(qtbot, tmp_path, rules):
    window = game_window(qtbot, tmp_path, rules)
    play(window, WALLS)
    session = window.controller.session
    if session.stage == "marking":
        window.controller.click("B4")
        window.accept_button.click()
    assert session.stage == "over"
    assert "wins by" in window.score_label.text()


def test_new_game_cancelled_opens_nothing(qtbot, monkeypatch):
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    main = MainWindow()
    qtbot.addWidget(main)
    main.casual.new_game()
    assert main.casual.windows == []


def continue_saved_game(qtbot, tmp_path, text: str) -> GameWindow:
    """Game > Continue a saved game, on a file holding `text`."""
    path = tmp_path / "saved.sgf"
    path.write_text(text)
    main = MainWindow()
    qtbot.addWidget(main)
    window = main.casual.open_game(str(path))
    assert window is not None
    qtbot.addWidget(window)
    return window


def test_continuing_a_game_with_a_label_without_text(qtbot, tmp_path):
    window = continue_saved_game(qtbot, tmp_path, "(;GM[1]FF[4]SZ[9]RU[japanese]LB[cc];B[ee];W[cc])")
    assert window.controller.session.game.move_number == 2
    assert "LB[cc]" in window.statusBar().currentMessage()


def test_a_saved_game_with_an_infinite_komi_in_its_rules_is_refused_with_a_message(qtbot, tmp_path, monkeypatch):
    messages = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: messages.append(args[2]))
    path = tmp_path / "inf.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[9]RU[base=ing,komi=inf];B[ee];W[cc])")
    main = MainWindow()
    qtbot.addWidget(main)
    assert main.casual.open_game(str(path)) is None
    assert main.casual.windows == []
    assert len(messages) == 1 and "komi must be a finite number" in messages[0]


BAD_AUTOSAVES = {
    "infinite komi": b"(;GM[1]FF[4]SZ[9]RU[base=ing,komi=inf];B[ee])",
    "illegal move": b"(;GM[1]FF[4]SZ[9];B[ee];W[ee])",
    "not sgf": b"\x00\xff\xfe not a game",
    "cut short": b"(;GM[1]FF[4]SZ[9];B[ee",
}


@pytest.mark.parametrize("content", BAD_AUTOSAVES.values(), ids=BAD_AUTOSAVES.keys())
def test_an_unreadable_autosave_gives_a_message_and_is_kept_aside(qtbot, tmp_path, monkeypatch, content):
    messages = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: messages.append(args[2]))
    autosave = tmp_path / "autosave.sgf"
    autosave.write_bytes(content)
    main = MainWindow(autosave_folder=tmp_path / "autosave")  # an earlier version's file beside it
    qtbot.addWidget(main)
    main.files.offer_recovery(ask=lambda path: "continue")
    assert main.casual.windows == []
    assert not autosave.exists()  # the next start is not stopped by the same file
    kept = [path for path in tmp_path.iterdir() if path.read_bytes() == content]
    assert len(kept) == 1 and len(messages) == 1 and str(kept[0]) in messages[0]


def test_recovery_survives_a_failure_nobody_foresaw(qtbot, tmp_path, monkeypatch):
    messages = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: messages.append(args[2]))

    def broken_reader(path, autosave_path=None):
        raise RuntimeError("an unforeseen flaw")

    monkeypatch.setattr(GameController, "load", broken_reader)
    autosave = tmp_path / "autosave.sgf"
    autosave.write_bytes(b"(;GM[1]FF[4]SZ[9];B[ee])")
    main = MainWindow(autosave_folder=tmp_path / "autosave")  # an earlier version's file beside it
    qtbot.addWidget(main)
    main.files.offer_recovery(ask=lambda path: "continue")
    assert "an unforeseen flaw" in messages[0]
    assert [path.read_bytes() for path in tmp_path.iterdir()] == [b"(;GM[1]FF[4]SZ[9];B[ee])"]


def test_a_pasted_comment_of_one_huge_word_is_laid_out_as_one_line(qtbot, tmp_path, hang_guard):
    from PySide6.QtGui import QTextOption

    window = game_window(qtbot, tmp_path, "japanese")
    play(window, "D4")
    window.show()
    qtbot.waitExposed(window)
    word = "x" * 300_000
    window.comment.insertPlainText(word)
    window.comment.grab()
    assert window.controller.session.comments[1] == word
    assert window.comment.wordWrapMode() == QTextOption.WrapMode.WordWrap
    assert window.comment.horizontalScrollBar().maximum() > 0


def test_a_huge_player_name_is_shown_shortened(qtbot, tmp_path, hang_guard):
    """The status line is a word-wrapped label: a 300 KB name froze the window for half a minute."""
    word = "x" * 300_000
    window = continue_saved_game(qtbot, tmp_path, f"(;GM[1]FF[4]SZ[9]PW[{word}];B[ee])")
    window.grab()
    assert "x" * 100 + "\u2026 (White) to play" in window.status_label.text()
    assert len(window.status_label.text()) < 500 and len(window.windowTitle()) < 500
    assert window.controller.session.white_name == word


def _comment_in(path) -> list[str]:
    from gogui.sgf import read_file

    return [node.comment for node in read_file(path)[0].main_line()]


def test_a_comment_is_autosaved_without_waiting_for_the_next_move(qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "japanese")
    play(window, "D4 E5")
    window.comment.setPlainText("White answers at once.")
    autosave = tmp_path / "autosave.sgf"
    qtbot.waitUntil(lambda: _comment_in(autosave)[-1] == "White answers at once.", timeout=30000)


def test_the_comment_box_follows_the_move_shown(qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "japanese")
    play(window, "D4")
    window.comment.setPlainText("Black takes the centre.")
    play(window, "E5")
    assert window.comment.toPlainText() == ""  # White's move has no comment yet
    window.undo_action.trigger()
    assert window.comment.toPlainText() == "Black takes the centre."


def test_undo_and_redo_keep_a_move_s_comment(qtbot, tmp_path):
    window = game_window(qtbot, tmp_path, "japanese")
    play(window, "D4 E5")
    window.comment.setPlainText("A quiet answer.")
    window.undo_action.trigger()
    window.redo_action.trigger()
    assert window.controller.session.comments[2] == "A quiet answer."
    assert window.comment.toPlainText() == "A quiet answer."


def test_a_continued_game_shows_its_last_move_s_comment(qtbot, tmp_path):
    from gogui.sgf import write_file

    window = game_window(qtbot, tmp_path, "japanese")
    play(window, "D4 E5")
    window.comment.setPlainText("Saved with the game.")
    path = tmp_path / "game.sgf"
    write_file(path, session_record(window.controller.session))
    again = GameWindow(GameController.load(path, tmp_path / "other-autosave.sgf"))
    qtbot.addWidget(again)
    assert again.comment.toPlainText() == "Saved with the game."


def _main(qtbot, tmp_path) -> MainWindow:
    main = MainWindow(autosave_folder=tmp_path / "autosave")
    qtbot.addWidget(main)
    main.ask_to_save = lambda: "discard"
    return main


def _new_game(main: MainWindow, rules: str = "japanese") -> GameWindow:
    window = GameWindow(GameController(GameSession(preset(rules), 9), main.casual.new_autosave()), main)
    main.casual.windows.append(window)
    return window


def test_each_game_has_its_own_autosave_and_closing_one_keeps_the_other(qtbot, tmp_path):
    main = _main(qtbot, tmp_path)
    first, second = _new_game(main), _new_game(main)
    play(first, "D4 E5")
    play(second, "C3")
    assert first.controller.autosave_path != second.controller.autosave_path
    assert first.controller.autosave_path.exists() and second.controller.autosave_path.exists()
    untouched = _new_game(main)
    untouched.close()  # an untouched game closes at once and deletes only its own autosave
    assert first.controller.autosave_path.exists() and second.controller.autosave_path.exists()


def test_a_running_app_s_games_are_never_offered_for_recovery(qtbot, tmp_path):
    main = _main(qtbot, tmp_path)
    play(_new_game(main), "D4")
    offered = []
    other = _main(qtbot, tmp_path)  # a second window of the same, still running, app
    other.files.offer_recovery(ask=lambda path: offered.append(path) or "discard")
    assert offered == []


def test_a_game_left_behind_by_a_crash_is_offered_and_later_keeps_it(qtbot, tmp_path):
    folder = tmp_path / "autosave"
    folder.mkdir()
    crashed = folder / "game-20261123-101500-999999999-1.sgf"  # no process has this id
    crashed.write_bytes(b"(;GM[1]FF[4]SZ[9]RU[japanese];B[ee];W[dd])")
    main = _main(qtbot, tmp_path)
    main.files.offer_recovery(ask=lambda path: "later")
    assert crashed.exists() and main.casual.windows == []
    main.files.offer_recovery(ask=lambda path: "continue")
    [window] = main.casual.windows
    assert window.controller.session.game.move_number == 2
    assert not crashed.exists() and window.controller.autosave_path.exists()  # kept under a new name


def test_closing_an_unfinished_game_asks_and_cancel_keeps_it_open(qtbot, tmp_path):
    main = _main(qtbot, tmp_path)
    window = _new_game(main)
    window.show()
    play(window, "D4")
    autosave = window.controller.autosave_path
    window.ask_to_save = lambda: "cancel"
    assert not window.close()
    assert window.isVisible() and autosave.exists()
    window.ask_to_save = lambda: "discard"
    assert window.close()
    assert not autosave.exists()


def test_a_recovered_game_closed_without_a_move_still_asks(qtbot, tmp_path):
    folder = tmp_path / "autosave"
    folder.mkdir()
    (folder / "game-20261123-101500-999999999-1.sgf").write_bytes(b"(;GM[1]FF[4]SZ[9]RU[japanese];B[ee])")
    main = _main(qtbot, tmp_path)
    main.files.offer_recovery(ask=lambda path: "continue")
    [window] = main.casual.windows
    asked = []
    window.ask_to_save = lambda: asked.append(True) or "cancel"
    window.show()
    assert not window.close() and asked == [True]
    assert window.controller.autosave_path.exists()


def test_quitting_the_app_closes_its_games_so_nothing_is_offered_next_time(qtbot, tmp_path):
    main = _main(qtbot, tmp_path)
    window = _new_game(main)
    window.show()
    play(window, "D4")
    asked = []
    window.ask_to_save = lambda: asked.append(True) or "cancel"
    assert not main.close()  # the players cancelled saving their game: the app stays open
    assert asked == [True] and window.isVisible()
    window.ask_to_save = lambda: "discard"
    assert main.close()
    offered = []
    again = _main(qtbot, tmp_path)
    again.files.offer_recovery(ask=lambda path: offered.append(path) or "later")
    assert offered == [] and not any((tmp_path / "autosave").iterdir())


@pytest.mark.skipif(os.name != "posix", reason="advisory file locks")
def test_a_crashed_game_is_offered_although_its_process_id_belongs_to_a_running_process(qtbot, tmp_path):
    folder = tmp_path / "autosave"
    folder.mkdir()
    crashed = folder / "game-20261123-101500-1-1.sgf"  # process 1 always runs
    crashed.write_bytes(b"(;GM[1]FF[4]SZ[9]RU[japanese];B[ee];W[dd])")
    (folder / "app-20261123-101500-1.lock").write_bytes(b"")  # its app held this lock; nobody does now
    main = _main(qtbot, tmp_path)
    offered = []
    main.files.offer_recovery(ask=lambda path: offered.append(path.name) or "continue")
    assert offered == [crashed.name]
    [window] = main.casual.windows
    assert window.controller.session.game.move_number == 2


def test_the_next_start_removes_temporary_files_a_killed_autosave_left(qtbot, tmp_path):
    folder = tmp_path / "autosave"
    folder.mkdir()
    crashed = folder / "game-20261123-101500-999999999-1.sgf"
    crashed.write_bytes(b"(;GM[1]FF[4]SZ[9]RU[japanese];B[ee])")
    stale = folder / f".{crashed.name}.999999999.x7y8z9w0.tmp"  # killed between writing and renaming
    stale.write_bytes(b"(;GM[1]FF[4]SZ[9]RU[japanese];B[ee];W")
    main = _main(qtbot, tmp_path)
    main.files.offer_recovery(ask=lambda path: "later")
    assert not stale.exists() and crashed.exists()


# A real record continued as a game: information, ranks, time, a mark and a variation that the
# game window does not keep (no result, so that play goes on).
REAL_RECORD = (b"(;GM[1]FF[4]SZ[9]KM[6.5]RU[japanese]PB[Honinbo]PW[Meijin]BR[9p]WR[9p]DT[1846-09-11]"
               b"EV[Castle game]RO[1]TM[3600];B[ee]C[The centre.];W[cc]TR[ee](;B[gg])(;B[cg]C[Another way.]))")


def _save_dialog_answers(monkeypatch, *answers):
    """Answer each file chooser with the next path in turn; returns the list of suggested names."""
    offered = []
    replies = iter(answers)
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, caption, start, *rest: offered.append(start) or (str(next(replies, "")), ""))
    return offered


def test_closing_a_game_continued_from_a_real_record_saves_it_under_a_new_name(qtbot, tmp_path, monkeypatch):
    path = tmp_path / "castle-game.sgf"
    path.write_bytes(REAL_RECORD)
    main = _main(qtbot, tmp_path)
    window = main.casual.open_game(str(path))
    play(window, "H8")
    window.ask_to_save = lambda: "save"
    offered = _save_dialog_answers(monkeypatch, tmp_path / "mine.sgf")
    window.show()
    assert window.close()
    assert path.read_bytes() == REAL_RECORD  # the record keeps its variations, ranks, mark
    assert offered == [str(tmp_path / "castle-game-2.sgf")]
    saved = read_file(tmp_path / "mine.sgf")[0]
    assert [node.move for node in saved.main_line()[1:]] == [("B", "E5"), ("W", "C7"), ("B", "G3"), ("W", "H8")]


def test_a_continued_game_whose_file_holds_only_the_game_is_written_back_without_asking(qtbot, tmp_path, monkeypatch):
    session = GameSession(preset("chinese"), 9, black_name="Ann", white_name="Bo")
    session.play("E5")
    session.comments[1] = "The centre."
    path = tmp_path / "ours.sgf"
    from gogui.sgf import write_file
    write_file(path, session_record(session))
    main = _main(qtbot, tmp_path)
    window = main.casual.open_game(str(path))
    play(window, "C3")
    offered = _save_dialog_answers(monkeypatch)
    window.ask_to_save = lambda: "save"
    window.show()
    assert window.close()
    assert offered == []
    saved = read_file(path)[0]
    assert [node.move for node in saved.main_line()[1:]] == [("B", "E5"), ("W", "C3")]
    assert saved.main_line()[1].comment == "The centre." and saved.black_player == "Ann"


def test_a_library_diagram_continued_as_a_game_is_never_written(qtbot, tmp_path, monkeypatch):
    from gogui import diagrams

    library = tmp_path / "library"
    library.mkdir()
    diagram = library / "example.sgf"
    content = b"(;GM[1]FF[4]SZ[9]GN[Example]THEME[counting]SO[Our own]RU[chinese];B[ee]C[Black first.])"
    diagram.write_bytes(content)
    monkeypatch.setattr(diagrams, "library_folders", lambda: [library], raising=False)
    messages = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: messages.append(args[2]))
    main = _main(qtbot, tmp_path)
    window = main.casual.open_game(str(diagram))
    play(window, "C3")
    window.ask_to_save = lambda: "save"
    offered = _save_dialog_answers(monkeypatch, diagram, tmp_path / "mine.sgf")
    window.show()
    assert window.close()
    assert diagram.read_bytes() == content
    assert len(offered) == 2 and not offered[0].startswith(str(library))
    assert len(messages) == 1 and "diagram library" in messages[0]
    assert (tmp_path / "mine.sgf").exists()
    window = main.casual.open_game(str(diagram))
    _save_dialog_answers(monkeypatch, diagram)
    window.save_dialog()  # Save game... with the library file chosen again
    assert diagram.read_bytes() == content and len(messages) == 2


def test_the_close_question_of_a_continued_record_says_why_it_asks_for_a_new_name(qtbot, tmp_path, monkeypatch):
    path = tmp_path / "castle-game.sgf"
    path.write_bytes(REAL_RECORD)
    main = _main(qtbot, tmp_path)
    window = main.casual.open_game(str(path))
    play(window, "H8")
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or QMessageBox.StandardButton.Cancel)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text, *rest: asked.append(text) or QMessageBox.StandardButton.Cancel)
    monkeypatch.setattr(GameWindow, "ask_to_save", None)
    window.show()
    assert not window.close()
    [question] = asked
    # The game keeps the record's date (DT); its variations, ranks and event would be lost.
    assert "variations" in question and "EV" in question and "DT" not in question and "new name" in question
    assert path.read_bytes() == REAL_RECORD


@pytest.mark.parametrize("failure", ["symlink loop", "unforeseen error"])
def test_a_save_that_fails_when_the_game_closes_keeps_the_window_and_the_game(qtbot, tmp_path, monkeypatch, failure):
    import gogui.ui.game_controller

    messages = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: messages.append(args[2]))
    main = _main(qtbot, tmp_path)
    window = _new_game(main)
    play(window, "D4")
    path = tmp_path / "game.sgf"
    assert window.save_to(str(path))
    play(window, "E5")
    if failure == "symlink loop":
        path.unlink()
        path.symlink_to(path)
    else:
        def broken_write(*args):
            raise ValueError("an unforeseen flaw")
        monkeypatch.setattr(gogui.ui.game_controller, "write_file", broken_write)
    window.ask_to_save = lambda: "save"
    window.show()
    assert not window.close()
    assert window.isVisible() and window.controller.dirty
    assert window.controller.autosave_path.exists()
    assert len(messages) == 1 and str(path) in messages[0]
    assert ("symbolic links" in messages[0]) if failure == "symlink loop" else ("unforeseen flaw" in messages[0])
    window.ask_to_save = lambda: "discard"


def test_names_from_a_file_are_shown_as_written_never_as_markup(qtbot, tmp_path, monkeypatch):
    from shown_text import shown

    path = tmp_path / "names.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[9]RU[japanese]PB[<b>Mallory</b>]PW[<i>Eve</i> &amp; co];B[ee])")
    main = _main(qtbot, tmp_path)
    window = main.casual.open_game(str(path))
    label = window.status_label
    assert "<i>Eve</i> &amp; co (White) to play." in shown(label.text(), label.textFormat())
    assert "<b>Mallory</b> (Black) vs <i>Eve</i> &amp; co (White)" in window.windowTitle()
    questions = []
    monkeypatch.setattr(GameWindow, "confirm", None)
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *rest:
                        questions.append(shown(text)) or QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "exec", lambda box:
                        questions.append(shown(box.text(), box.textFormat())) or QMessageBox.StandardButton.No)
    window.resign_actions[WHITE].trigger()
    assert questions == ["<i>Eve</i> &amp; co resigns and loses the game. Resign?"]
    assert window.controller.session.stage == "play"


def test_a_file_name_that_looks_like_markup_is_shown_as_it_is_in_an_error(qtbot, tmp_path, monkeypatch):
    from shown_text import shown

    messages = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: messages.append(shown(text)))
    path = tmp_path / "<b>bad.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[9];B[ee")
    main = _main(qtbot, tmp_path)
    assert main.casual.open_game(str(path)) is None
    assert len(messages) == 1 and "<b>bad.sgf" in messages[0]


def test_a_game_continued_from_an_mgt_record_is_offered_as_sgf(tmp_path):
    """Save game on a game continued from NAME.mgt starts the chooser at NAME.sgf: what is
    written is SGF."""
    record = tmp_path / "Hon-41-1.mgt"
    record.write_text("(;GM[1]FF[4]SZ[9]RU[japanese];B[ee];W[cc])")
    controller = GameController.load(record, tmp_path / "autosave.sgf")
    assert controller.suggested_path() == tmp_path / "Hon-41-1.sgf"
