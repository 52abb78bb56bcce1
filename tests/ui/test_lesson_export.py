"""Learn > Export lesson as SGF: the lesson chosen on the course page, or the one under way, written for any SGF viewer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gogui.learn.course import COURSE
from gogui.sgf import read_file
from gogui.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("GOGUI_DATA_DIR", str(tmp_path / "data"))
    win = MainWindow(settings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.ask_to_save = lambda: "discard"
    win.open_diagram("triple-ko")
    return win


def choose_file(monkeypatch, path) -> list[str]:
    offered: list[str] = []

    def answer(parent, caption, start="", *args, **kwargs):
        offered.append(start)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    return offered


def test_the_lesson_chosen_on_the_course_page_is_exported(window, tmp_path, monkeypatch):
    dock = window.learn
    dock.toggleViewAction().trigger()
    dock.lesson_list.setCurrentRow(3)  # the fourth lesson of the course
    out = tmp_path / "lesson.sgf"
    offered = choose_file(monkeypatch, out)
    dock.lesson_sgf_action.trigger()
    assert offered == [f"{COURSE[3].id}.sgf"]
    records = read_file(out)
    assert records[0].root.comment.startswith(f"Lesson 4: {COURSE[3].title}")
    assert any("Answer: " in node.comment for record in records for node in record.main_line())
    assert "Exported" in window.statusBar().currentMessage()


def test_a_file_of_the_library_is_never_written(window, library_triple_ko, monkeypatch):
    diagram, content = library_triple_ko
    choose_file(monkeypatch, diagram)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warned.append(text))
    window.learn.lesson_sgf_action.trigger()
    assert diagram.read_bytes() == content
    assert warned and "never written" in warned[0]
