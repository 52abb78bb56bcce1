"""Autosaves kept against a crash: which belong to a running app, which were left behind."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gogui import recovery
from gogui.session_records import session_record
from gogui.sgf import parse, same_tree

GAME = b"(;GM[1]FF[4]SZ[9]RU[japanese];B[ee];W[dd])"
LONG_AGO = time.mktime((2020, 1, 1, 12, 0, 0, 0, 0, -1))  # before this machine's last start

needs_locks = pytest.mark.skipif(not recovery.LOCKS_WORK, reason="no advisory file locks here")


def names(paths: list[Path]) -> list[str]:
    return [p.name for p in paths]


@needs_locks
@pytest.mark.parametrize("pid", [1, os.getpid()], ids=["init", "this-process"])
def test_a_crashed_app_s_game_is_offered_although_its_process_id_now_runs(tmp_path, pid):
    """A lock nobody holds means its app is gone, whoever has its process id now."""
    (tmp_path / f"game-20261123-101500-{pid}-1.sgf").write_bytes(GAME)
    (tmp_path / f"app-20261123-101500-{pid}.lock").write_bytes(b"")
    assert names(recovery.left_behind(tmp_path)) == [f"game-20261123-101500-{pid}-1.sgf"]


def start_app_that_autosaves(folder: Path) -> subprocess.Popen:
    """Another process that autosaves a game into `folder` as the app does, then waits."""
    code = (
        "import sys; from pathlib import Path; from gogui import recovery; from gogui.sgf import parse\n"
        f"folder = Path({str(folder)!r})\n"
        "path = recovery.group_for(folder).new_path('game')\n"
        f"recovery.write_autosave(path, parse({GAME!r})[0])\n"
        "print(path.name, flush=True)\n"
        "sys.stdin.read()\n"
    )
    return subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


@needs_locks
def test_a_running_app_s_games_are_never_offered_and_are_once_it_is_killed(tmp_path):
    other = start_app_that_autosaves(tmp_path)
    try:
        name = other.stdout.readline().strip()
        assert (tmp_path / name).exists()
        assert recovery.left_behind(tmp_path) == []
    finally:
        other.kill()
        other.wait(timeout=60)
    assert names(recovery.left_behind(tmp_path)) == [name]


def test_a_file_of_an_earlier_version_is_offered_when_its_process_id_started_after_it_was_written(tmp_path):
    """Earlier versions held no lock: their files are told by the process id, but a process that
    started after the file was last written (after a reboot, or process 1) did not write it."""
    old = tmp_path / "game-20200101-120000-1-1.sgf"
    old.write_bytes(GAME)
    os.utime(old, (LONG_AGO, LONG_AGO))
    assert names(recovery.left_behind(tmp_path)) == [old.name]


def test_a_file_of_an_earlier_version_that_is_still_running_is_not_offered(tmp_path):
    running = tmp_path / f"game-20261123-101500-{os.getpid()}-1.sgf"  # written by this very process, now
    running.write_bytes(GAME)
    assert recovery.left_behind(tmp_path) == []


@needs_locks
def test_this_app_s_games_are_its_own_and_its_lock_goes_with_its_last_game(tmp_path):
    group = recovery.group_for(tmp_path)
    first, second = group.new_path("game"), group.new_path("game")
    for path in (first, second):
        recovery.write_autosave(path, parse(GAME)[0])
    assert recovery.left_behind(tmp_path) == []
    recovery.discard_autosave(first)
    assert {p.name for p in tmp_path.iterdir()} == {second.name, f"app-{group.name}.lock"}
    recovery.discard_autosave(second)
    assert list(tmp_path.iterdir()) == []  # a clean end leaves nothing in the folder
    third = group.new_path("game")
    recovery.write_autosave(third, parse(GAME)[0])  # the lock is taken again for a new game
    assert recovery.left_behind(tmp_path) == []
    recovery.discard_autosave(third)


def start_app_killed_while_autosaving(folder: Path) -> subprocess.Popen:
    """Another process whose autosave stops between writing its temporary file and renaming it
    (as a kill at that moment leaves it), then waits to be killed."""
    code = (
        "import os, sys; from pathlib import Path; from gogui import recovery; from gogui.sgf import parse\n"
        "def stuck(*args):\n"
        "    print('writing', flush=True); sys.stdin.read()\n"
        "os.replace = stuck\n"
        f"path = recovery.group_for(Path({str(folder)!r})).new_path('game')\n"
        f"recovery.write_autosave(path, parse({GAME!r})[0])\n"
    )
    return subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def temporaries(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


@needs_locks
def test_the_temporary_file_of_an_app_killed_while_autosaving_goes_at_the_next_start(tmp_path):
    killed = start_app_killed_while_autosaving(tmp_path)
    running = start_app_killed_while_autosaving(tmp_path)
    try:
        assert killed.stdout.readline() == "writing\n" and running.stdout.readline() == "writing\n"
        assert len(temporaries(tmp_path)) == 2
        killed.kill()
        killed.wait(timeout=60)
        recovery.tidy(tmp_path)
        [kept] = temporaries(tmp_path)
        assert f".{running.pid}." in kept  # a running app's temporary is its own business
        assert not any(f"-{killed.pid}" in p.name for p in tmp_path.iterdir())  # its lock file went too
    finally:
        running.kill()
        running.wait(timeout=60)
    recovery.tidy(tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_temporaries_of_earlier_versions_go_once_their_process_is_gone(tmp_path):
    gone = tmp_path / ".game-20200101-120000-1-1.sgf.1.k2j3h4g5.tmp"  # process 1 started after it
    gone.write_bytes(b"(;GM[1]")
    os.utime(gone, (LONG_AGO, LONG_AGO))
    live = tmp_path / f".game-20261123-101500-{os.getpid()}-1.sgf.{os.getpid()}.a1b2c3d4.tmp"
    live.write_bytes(b"(;GM[1]")
    other = tmp_path / "notes.txt"  # not ours: never touched
    other.write_bytes(b"")
    recovery.tidy(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([live.name, other.name])


LESSON = b"(;GM[1]FF[4]SZ[9]GN[My lesson]C[Root];B[ee]C[First];W[dd](;B[cc])(;B[gg]TR[ff]LB[hh:A]))"


@pytest.mark.parametrize("origin", [
    recovery.WorkOrigin("file", "/home/learner/My games/lesson [2] 100%.sgf"),
    recovery.WorkOrigin("diagram", "triple-ko"),
    recovery.WorkOrigin("new"),
], ids=["file", "diagram", "new"])
def test_the_teaching_window_s_work_reads_back_with_its_origin_and_title(tmp_path, origin):
    record = parse(LESSON)[0]
    before = record.root.properties.copy()
    path = recovery.group_for(tmp_path).new_path("explore")
    recovery.write_work(path, record, "Lesson: ko ] fights \\ Café", origin)
    assert record.root.properties == before  # the record being edited is not touched
    work = recovery.read_work(path)
    assert work.origin == origin and work.title == "Lesson: ko ] fights \\ Café"
    assert same_tree(work.record.root, parse(LESSON)[0].root)  # the whole tree, nothing of ours left in it
    assert work.changed == pytest.approx(path.stat().st_mtime)
    assert recovery.autosave_kind(path) == "explore"
    recovery.discard_autosave(path)


def test_a_game_s_autosave_is_not_taken_for_the_teaching_window_s_work(tmp_path):
    path = tmp_path / "game-20261123-101500-1-1.sgf"
    path.write_bytes(GAME)
    assert recovery.autosave_kind(path) == "game"
    from gogui.sgf import SgfError
    with pytest.raises(SgfError):
        recovery.read_work(path)


def test_a_journal_whose_game_autosave_is_gone_goes_at_the_next_start(tmp_path):
    """A crashed app's game journal without its autosave (set aside, say) is removed; one
    beside its autosave stays with it, to be played on when the game is continued."""
    gone = tmp_path / "game-20261123-101500-999999999-1.sgf.journal"  # no process has this id
    gone.write_text("gogui-journal 1\nplay D4\n")
    kept = tmp_path / "game-20261123-101500-999999999-2.sgf"
    kept.write_bytes(b"(;GM[1]FF[4]SZ[9]GOGUIJOURNAL[1];B[ee])")
    recovery.journal_path(kept).write_text("gogui-journal 1\nplay D4\n")
    recovery.tidy(tmp_path)
    assert not gone.exists() and recovery.journal_path(kept).exists()
    record = session_record(recovery.read_game_session(kept)[0])
    assert [node.move for node in record.main_line()[1:]] == [("B", "E5"), ("W", "D4")]


def test_a_game_autosave_set_aside_keeps_its_journal_beside_it(tmp_path):
    """A file the app cannot continue is renamed aside with its journal, so that none of its
    moves is lost, and the next start's tidying leaves both."""
    path = tmp_path / "game-20261123-101500-999999999-3.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[9]GOGUIJOURNAL[1];B[ee])")
    recovery.journal_path(path).write_text("gogui-journal 1\nplay D4\n")
    kept = recovery.set_aside(path)
    assert kept is not None and not path.exists() and not recovery.journal_path(path).exists()
    recovery.tidy(tmp_path)
    assert kept.exists() and recovery.journal_path(kept).exists()
    record = session_record(recovery.read_game_session(kept)[0])
    assert [node.move for node in record.main_line()[1:]] == [("B", "E5"), ("W", "D4")]


def test_a_journal_move_that_cannot_be_played_ends_the_journal_with_a_warning(tmp_path):
    # The moves before it are kept; the record says what was left out.
    path = tmp_path / "game-20261123-101500-999999999-4.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[9]GOGUIJOURNAL[1];B[ee])")
    recovery.journal_path(path).write_text("gogui-journal 1\nplay D4\nplay D4\nplay C3\n")
    session, warnings = recovery.read_game_session(path)
    assert [node.move for node in session_record(session).main_line()[1:]] == [("B", "E5"), ("W", "D4")]
    assert any("D4 cannot be played" in warning for warning in warnings)


def test_a_game_left_behind_is_described_by_its_players_ruleset_and_moves(tmp_path):
    from gogui.engine import preset
    from gogui.engine.board import WHITE
    from gogui.recovery import describe_game
    from gogui.session import GameSession
    from gogui.sgf import write_file

    session = GameSession(preset("japanese"), 9, white_name="GNU Go (level 1)")
    session.engines = {WHITE: ("GNU Go", 1)}
    for vertex in ("E5", "C3", "G7"):
        session.play(vertex)
    path = tmp_path / "game.sgf"
    write_file(path, session_record(session))
    assert describe_game(path) == "Black vs GNU Go (level 1), Japanese 1989, 3 moves"
    session.undo()
    session.undo()
    write_file(path, session_record(session))
    assert describe_game(path).endswith(", 1 move")
