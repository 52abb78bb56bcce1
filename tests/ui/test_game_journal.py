"""A game's autosave is written whole now and then and each ordinary move is appended to its
journal: whatever ends the app, even kill -9 right after a move, the game comes back whole."""

from __future__ import annotations

import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from gogui.engine import preset
from gogui.recovery import journal_path, read_game_session
from gogui.session import GameSession
from gogui.sgf import read_file
from gogui.ui.game_controller import JOURNAL_LIMIT, GameController

sys.path.insert(0, str(Path(__file__).parent))
from game_moves_app import moves

from gogui.session_records import session_record

HERE = Path(__file__).parent


def played(record) -> list[str | None]:
    return [node.move[1] for node in record.main_line()[1:] if node.move is not None]


def test_moves_go_to_the_journal_and_the_autosave_reads_back_every_one(qtbot, tmp_path):
    autosave = tmp_path / "game.sgf"
    controller = GameController(GameSession(preset("japanese"), 19), autosave)
    wanted = moves(JOURNAL_LIMIT + 30)
    for vertex in wanted[:-1]:
        controller.click(vertex)
    controller.pass_move()
    wanted[-1] = None
    # The file written whole holds only the moves up to its last rewrite; the journal the rest.
    assert len(played(read_file(autosave)[0])) < len(wanted)
    assert journal_path(autosave).read_text().count("\n") > 1
    assert played(session_record(read_game_session(autosave)[0])) == wanted
    again = GameController.load(autosave)
    assert again.session.game.move_number == len(wanted)
    assert played(session_record(again.session)) == wanted


def test_an_undo_a_comment_or_the_end_of_play_writes_the_game_whole(qtbot, tmp_path):
    autosave = tmp_path / "game.sgf"
    controller = GameController(GameSession(preset("japanese"), 19), autosave)
    for vertex in moves(5):
        controller.click(vertex)
    controller.undo_stack.undo()
    assert played(read_file(autosave)[0]) == moves(4)
    controller.set_comment("A quiet move.")
    controller.flush_autosave()
    assert read_file(autosave)[0].main_line()[-1].comment == "A quiet move."
    assert played(session_record(read_game_session(autosave)[0])) == moves(4)
    controller.pass_move()
    controller.pass_move()  # play stops: the whole game with it
    assert played(read_file(autosave)[0]) == [*moves(4), None, None]


def test_a_journal_of_an_older_snapshot_or_cut_short_by_a_kill_adds_nothing_wrong(qtbot, tmp_path):
    autosave = tmp_path / "game.sgf"
    controller = GameController(GameSession(preset("japanese"), 19), autosave)
    for vertex in moves(6):
        controller.click(vertex)
    journal = journal_path(autosave)
    text = journal.read_text()
    journal.write_text(text + "play C")  # a move whose line a kill cut short: left out
    assert played(session_record(read_game_session(autosave)[0])) == moves(6)
    header, rest = text.split("\n", 1)
    journal.write_text(f"{header}0\n{rest}")  # the journal of another snapshot: ignored
    assert played(session_record(read_game_session(autosave)[0])) == played(read_file(autosave)[0]) == moves(1)


@pytest.mark.parametrize("after", [1, 57, JOURNAL_LIMIT + 1, 2 * JOURNAL_LIMIT + 13])
def test_kill_9_right_after_a_move_loses_no_move(tmp_path, hang_guard, after):
    autosave = tmp_path / "game.sgf"
    app = subprocess.Popen([sys.executable, str(HERE / "game_moves_app.py"), str(autosave), "260"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    try:
        while True:
            ready, _, _ = select.select([app.stdout], [], [], 90)  # a guard against a hang
            assert ready, "the app made no move"
            line = app.stdout.readline()
            assert line, app.stderr.read()
            if int(line) == after:
                app.send_signal(signal.SIGKILL)  # at once: the app may be making the next move
                break
    finally:
        app.wait(timeout=60)
    restored = played(session_record(read_game_session(autosave)[0]))
    assert len(restored) >= after
    assert restored == moves(len(restored))
