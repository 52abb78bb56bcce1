"""The teaching window's unsaved work is autosaved, offered after a crash or a signal, and restored."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog

from gogui import recovery
from gogui.sgf import parse, read_file, same_tree, to_sgf
from gogui.ui.main_window import MainWindow

LESSON = b"(;GM[1]FF[4]SZ[19]GN[Lesson]C[Our lesson.];B[pd];W[dp];B[pp])"
HERE = Path(__file__).parent


def explore_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("explore-*.sgf")) if folder.is_dir() else []


@pytest.fixture
def folder(tmp_path) -> Path:
    return tmp_path / "autosave"


def teaching_window(qtbot, tmp_path, folder) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings, autosave_folder=folder)
    qtbot.addWidget(window)
    window.ask_to_save = lambda: "discard"
    return window


@pytest.fixture
def window(qtbot, tmp_path, folder) -> MainWindow:
    win = teaching_window(qtbot, tmp_path, folder)
    win.open_diagram("triple-ko")
    return win


def test_an_edit_is_autosaved_a_moment_later_and_stepping_never_is(qtbot, window, folder):
    c = window.controller
    for step in (c.next, c.next, c.last, c.first):
        step()
    assert not window.work_autosave.pending() and explore_files(folder) == []
    c.go_to(1)
    c.play("G2")
    assert window.work_autosave.pending()  # written a moment later, not during the edit
    qtbot.waitUntil(lambda: explore_files(folder) != [], timeout=30000)
    [path] = explore_files(folder)
    work = recovery.read_work(path)
    assert work.origin == recovery.WorkOrigin("diagram", "triple-ko") and work.title == "Triple ko"
    assert to_sgf(work.record) == to_sgf(c.explorer.record)  # the record as the window holds it
    c.next()
    c.previous()
    assert not window.work_autosave.pending()


def test_every_kind_of_edit_is_kept(qtbot, window, folder):
    c = window.controller
    c.go_to(1)
    c.play("G2")
    c.toggle_mark("A1", "triangle")
    c.toggle_mark("B1", "label")
    c.edit_setup("G1", "W")
    window.notes.comment.setPlainText("What if White plays here?")
    window.work_autosave.flush()
    work = recovery.read_work(explore_files(folder)[0])
    assert to_sgf(work.record) == to_sgf(c.explorer.record)
    node = work.record.root.children[0].children[-1]
    assert node.move == ("W", "G2") and node.markup == {"TR": ["A1"]} and node.labels == [("B1", "A")]
    assert node.children[0].white == ["G1"]
    assert node.children[0].comment == "What if White plays here?"


def test_the_work_goes_once_saved_undone_to_the_saved_state_discarded_or_closed(qtbot, window, folder, tmp_path,
                                                                                   monkeypatch):
    c = window.controller
    c.go_to(1)
    c.play("G2")
    window.work_autosave.flush()
    assert len(explore_files(folder)) == 1
    saved = tmp_path / "mine.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(saved), "")))
    assert window.files.save()
    assert explore_files(folder) == []
    c.play("A1")
    window.work_autosave.flush()
    assert len(explore_files(folder)) == 1
    c.undo_stack.undo()  # back to what the file holds: nothing is unsaved
    window.work_autosave.flush()
    assert explore_files(folder) == []
    c.play("A1")
    window.work_autosave.flush()
    window.show()
    assert window.close()  # the learner answers "discard"
    assert explore_files(folder) == [] and list(folder.iterdir()) == []


def test_closing_cancelled_keeps_the_work(qtbot, window, folder):
    c = window.controller
    c.go_to(1)
    c.play("G2")
    window.show()
    window.ask_to_save = lambda: "cancel"
    assert not window.close()
    assert len(explore_files(folder)) == 1  # written at once: the window is still open with it
    window.ask_to_save = lambda: "discard"


def left_by_a_crashed_app(folder: Path, origin: recovery.WorkOrigin, title: str = "Lesson") -> Path:
    """The teaching window's autosave of an app that is gone (its lock is free)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "explore-20261123-101500-1-1.sgf"
    record = parse(LESSON)[0]
    record.root.children[0].comment = "Changed after the last save."
    recovery.write_work(path, record, title, origin)
    (folder / "app-20261123-101500-1.lock").write_bytes(b"")
    return path


def test_work_left_behind_is_restored_as_unsaved_work_tied_to_its_file(qtbot, tmp_path, folder):
    lesson = tmp_path / "lesson.sgf"
    lesson.write_bytes(LESSON)
    crashed = left_by_a_crashed_app(folder, recovery.WorkOrigin("file", str(lesson)))
    window = teaching_window(qtbot, tmp_path, folder)
    window.open_diagram("triple-ko")
    offered = []
    window.files.offer_recovery(ask=lambda path: offered.append(path) or "restore")
    assert offered == [crashed]
    c = window.controller
    assert c.explorer.title == "Lesson" and c.explorer.path == str(lesson) and c.modified and c.explorer.can_save_in_place
    assert c.explorer.record.root.children[0].comment == "Changed after the last save."
    assert window.isWindowModified() and "Lesson" in window.windowTitle()
    assert window.browser.current_diagram() is None
    [kept] = explore_files(folder)
    assert kept != crashed  # kept under this app's own name, the old file gone
    assert not (folder / "app-20261123-101500-1.lock").exists()  # nothing of the crashed app is left
    assert window.files.save()  # Save writes to the lesson's file, as it would have before the crash
    assert read_file(lesson)[0].root.children[0].comment == "Changed after the last save."
    assert explore_files(folder) == []


def test_work_on_a_library_diagram_is_restored_and_saving_it_asks_for_a_new_file(qtbot, tmp_path, folder):
    left_by_a_crashed_app(folder, recovery.WorkOrigin("diagram", "triple-ko"), "Triple ko")
    window = teaching_window(qtbot, tmp_path, folder)
    window.open_diagram("moonshine-life")
    window.files.offer_recovery(ask=lambda path: "restore")
    c = window.controller
    assert c.explorer.diagram_id == "triple-ko" and c.modified and not c.explorer.can_save_in_place
    assert window.browser.current_diagram() == "triple-ko"
    assert c.explorer.record.root.children[0].comment == "Changed after the last save."


def test_later_keeps_the_work_for_the_next_start_and_discard_deletes_it(qtbot, tmp_path, folder):
    crashed = left_by_a_crashed_app(folder, recovery.WorkOrigin("new"), "New position")
    window = teaching_window(qtbot, tmp_path, folder)
    window.open_diagram("triple-ko")
    window.files.offer_recovery(ask=lambda path: "later")
    assert crashed.exists() and window.controller.explorer.diagram_id == "triple-ko" and not window.controller.modified
    window.files.offer_recovery(ask=lambda path: "discard")
    assert not crashed.exists()
    window.files.offer_recovery(ask=lambda path: pytest.fail("nothing is left to offer"))


def test_the_question_names_the_work_where_it_came_from_and_when(tmp_path, folder):
    lesson = tmp_path / "lesson.sgf"
    crashed = left_by_a_crashed_app(folder, recovery.WorkOrigin("file", str(lesson)))
    changed = time.mktime((2026, 11, 23, 10, 15, 0, 0, 0, -1))
    os.utime(crashed, (changed, changed))
    text = recovery.describe_work(recovery.read_work(crashed))
    assert "Lesson" in text and str(lesson) in text and "2026-11-23 10:15" in text


def test_unreadable_work_is_set_aside_with_a_message(qtbot, tmp_path, folder):
    crashed = left_by_a_crashed_app(folder, recovery.WorkOrigin("new"))
    crashed.write_bytes(b"(;GM[1]FF[4]SZ[19]GOGUIWORK[new];B[pd")
    window = teaching_window(qtbot, tmp_path, folder)
    window.open_diagram("triple-ko")
    errors = []
    window.error_hook = lambda title, text: errors.append(text)
    window.files.offer_recovery(ask=lambda path: "restore")
    [error] = errors
    assert not crashed.exists()
    [aside] = [p for p in folder.iterdir() if "unreadable" in p.name]
    assert str(aside) in error and window.controller.explorer.diagram_id == "triple-ko"


# ----- the real app, ended by a kill or a signal --------------------------------------------------

def start_app_with_edits(tmp_path: Path, mode: str) -> tuple[subprocess.Popen, Path, Path]:
    """The app with a few hundred edits in its teaching window; returns it once they are made,
    with the file it opened and the record as the edits left it."""
    lesson = tmp_path / "lesson.sgf"
    lesson.write_bytes(LESSON)
    expected = tmp_path / "expected.sgf"
    home = tmp_path / "home"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"), XDG_RUNTIME_DIR=str(tmp_path))
    env.pop("GOGUI_DATA_DIR", None)  # the autosaves go where a user's go: the platform's folder
    app = subprocess.Popen([sys.executable, str(HERE / "explorer_edits_app.py"), mode, str(lesson), str(expected)],
                           env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert app.stdout is not None and app.stderr is not None
    ready, _, _ = select.select([app.stdout], [], [], 90)  # a guard against a hang, not a measure
    if not ready:
        app.kill()
        pytest.fail("the app did not make its edits")
    assert app.stdout.readline() == "edited\n", app.stderr.read() if app.poll() is not None else ""
    return app, lesson, expected


def work_of(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "home" / "data").rglob("explore-*.sgf"))


def ended(app: subprocess.Popen) -> int:
    try:
        return app.wait(timeout=60)
    finally:
        if app.poll() is None:
            app.kill()


def assert_offered_with_the_edits(qtbot, tmp_path: Path, lesson: Path, expected: Path) -> None:
    [path] = work_of(tmp_path)
    folder = path.parent
    assert recovery.left_behind(folder) == [path]  # what the next start offers
    work = recovery.read_work(path)
    assert work.origin == recovery.WorkOrigin("file", str(lesson)) and work.title == "Lesson"
    assert same_tree(work.record.root, read_file(expected)[0].root)
    window = teaching_window(qtbot, tmp_path, folder)
    window.open_diagram("triple-ko")
    window.files.offer_recovery(ask=lambda offered: "restore")
    c = window.controller
    record = c.explorer.record
    assert record is not None
    assert c.explorer.path == str(lesson) and c.modified and same_tree(record.root, read_file(expected)[0].root)


def test_a_kill_after_the_autosave_delay_loses_none_of_the_edits(qtbot, tmp_path, hang_guard):
    app, lesson, expected = start_app_with_edits(tmp_path, "delay")
    want = read_file(expected)[0].root
    deadline = time.monotonic() + 60  # a guard: the autosave follows the edits a moment later
    while not (work_of(tmp_path) and same_tree(recovery.read_work(work_of(tmp_path)[0]).record.root, want)):
        assert time.monotonic() < deadline and app.poll() is None, "the edits were never autosaved"
        time.sleep(0.1)
    app.send_signal(signal.SIGKILL)
    ended(app)
    assert_offered_with_the_edits(qtbot, tmp_path, lesson, expected)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_sigterm_and_sighup_write_the_pending_work_before_the_app_ends(qtbot, tmp_path, hang_guard, signum):
    app, lesson, expected = start_app_with_edits(tmp_path, "pending")
    assert work_of(tmp_path) == []  # not written yet: the autosave waits for its delay
    app.send_signal(signum)
    ended(app)
    assert "Traceback" not in app.stderr.read()
    assert_offered_with_the_edits(qtbot, tmp_path, lesson, expected)


def test_ending_by_a_signal_writes_the_pending_work_or_says_why_it_could_not(qtbot, window, folder, tmp_path):
    c = window.controller
    c.go_to(1)
    c.play("G2")
    assert window.casual.flush_autosaves() == [] and len(explore_files(folder)) == 1
    a_file = tmp_path / "a-file"
    a_file.write_text("")
    blocked = teaching_window(qtbot, tmp_path, a_file / "autosave")  # no folder can be made there
    blocked.open_diagram("triple-ko")
    blocked.controller.go_to(1)
    blocked.controller.play("G2")
    [problem] = blocked.casual.flush_autosaves()
    assert problem.startswith("Autosave failed")


def test_the_autosaves_go_to_gogui_data_dir_when_it_is_set(monkeypatch, tmp_path):
    """$GOGUI_DATA_DIR moves all of a user's data, the autosaves with the progress file: a
    second profile (or a test) never meets the first one's unsaved work."""
    from gogui.ui.autosaves import autosave_folder

    monkeypatch.setenv("GOGUI_DATA_DIR", str(tmp_path / "profile"))
    assert autosave_folder() == tmp_path / "profile" / "autosave"
    monkeypatch.delenv("GOGUI_DATA_DIR")
    assert autosave_folder().parts[-1] == "autosave" and tmp_path not in autosave_folder().parents
