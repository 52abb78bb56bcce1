"""Learn mode brings the learner back: the next thing to do, spaced review on turned positions,
the mastery table, progress taken to another computer, and Learn mode reopened where it stopped."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFileDialog
from settling import settle

from gogui.engine import PRESETS
from gogui.learn import lesson_work
from gogui.learn.concepts import concept_words
from gogui.learn.course import COURSE
from gogui.learn.mastery import family
from gogui.learn.progress import ProgressStore
from gogui.ui.learn_mode import learn_was_open
from gogui.ui.main_window import MainWindow

# A long time ago, so that every card answered then is due now.
LONG_AGO = datetime.now(UTC) - timedelta(days=40)
HERE = Path(__file__).parent


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("GOGUI_DATA_DIR", str(folder))
    return folder


def new_window(qtbot, tmp_path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings)
    qtbot.addWidget(win)
    win.ask_to_save = lambda: "discard"
    win.open_diagram("triple-ko")
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def click(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def answered_long_ago(data_dir: Path, lesson_index: int = 0, right: bool = False) -> list:
    """The first lesson's questions answered (wrong, by default) forty days ago: their cards are
    due now."""
    store = ProgressStore(data_dir / "learn.sqlite3", clock=lambda: LONG_AGO)
    questions = lesson_work.questions(COURSE[lesson_index])
    for question in questions:
        store.record(question, right, COURSE[lesson_index].id)
    store.close()
    return questions


def test_the_course_page_offers_the_first_lesson_then_the_review_of_what_is_due(qtbot, tmp_path, data_dir):
    window = new_window(qtbot, tmp_path)
    dock = window.learn
    dock.toggleViewAction().trigger()
    assert dock.suggest_button.text() == f"Next: 1. {COURSE[0].title}"
    assert not dock.review_button.isEnabled() and dock.review_button.text() == "Review (0 due)"
    click(qtbot, dock.suggest_button)
    assert dock.run is not None and dock.run.lesson is COURSE[0]
    window.close()

    answered_long_ago(data_dir)
    again = new_window(qtbot, tmp_path)
    again.learn.toggleViewAction().trigger()
    due = len(again.learn.store.due_cards())
    assert due > 0
    assert again.learn.suggest_button.text() == f"Review the {due} cards due today"
    assert again.learn.review_button.text() == f"Review ({due} due)"
    again.learn.count_due()
    assert again.learn.review_action.text() == f"&Review ({due} due today)"


def test_a_review_asks_each_due_card_on_another_position_and_says_why_it_came_back(qtbot, tmp_path, data_dir):
    """A card missed forty days ago comes back with the reason, on a position other than the
    one it was asked on: the board shows that position, turned or swapped as the title says."""
    answered_long_ago(data_dir)
    window = new_window(qtbot, tmp_path)
    dock = window.learn
    dock.toggleViewAction().trigger()
    click(qtbot, dock.suggest_button)
    run = dock.run
    assert run is not None and run.title == "Review" and not run.finished
    assert dock.question_page.why_label.isVisible()
    assert dock.question_page.why_label.text().startswith("Missed 40 days ago")
    for number, pick in enumerate(run.picks):
        asked = run.questions[number]
        assert (pick.source.key, pick.transform) != (pick.card.last_question, pick.card.last_transform)
        assert asked.concept == pick.source.concept
        assert asked.transform == pick.transform
    first = run.questions[0]
    c = window.controller
    if first.transform:
        assert c.explorer.title.endswith(")") and c.explorer.diagram_id is None  # a position of its own, not the library's
    assert c.explorer.index == first.shown_node
    # The board shows the question's own line: the nodes the run's line names, moves alike.
    _record, nodes = run.line_of(first)
    assert [n.move for n in c.explorer.nodes[:first.shown_node + 1]] == [n.move for n in nodes[:first.shown_node + 1]]
    ratings_before = len(dock.store.export_data()["reviews"])
    click(qtbot, dock.skip_button)
    assert len(dock.store.export_data()["reviews"]) > ratings_before  # skipped: rated Again at once


def test_the_mastery_table_colours_what_was_answered_and_a_cell_click_reviews_that_cell(qtbot, tmp_path, data_dir):
    questions = answered_long_ago(data_dir, right=True)
    question = next(q for q in questions if q.concept and q.rulesets)
    concept, preset = question.concept, question.rulesets[0]
    window = new_window(qtbot, tmp_path)
    dock = window.learn
    dock.toggleViewAction().trigger()
    click(qtbot, dock.progress_button)
    dialog = dock._progress
    qtbot.waitUntil(dialog.isVisible)
    table = dialog.table
    row = [table.verticalHeaderItem(i).text() for i in range(table.rowCount())].index(concept_words(concept))
    column = list(PRESETS).index(preset)
    item = table.item(row, column)
    assert item.text()  # a mark: the level, not only a colour
    assert item.background().color().isValid() and item.background().style() != Qt.BrushStyle.NoBrush
    assert "Course done:" in dialog.share.text()
    table.scrollToItem(item)
    settle()
    rect = table.visualItemRect(item)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not dialog.isVisible())
    run = dock.run
    assert run is not None and run.picks
    assert {pick.card.card for pick in run.picks} == {(concept, family(concept, preset))}


def test_progress_exported_and_imported_into_a_fresh_store_keeps_every_answer(qtbot, tmp_path, data_dir, monkeypatch):
    answered_long_ago(data_dir)
    window = new_window(qtbot, tmp_path)
    dock = window.learn
    dock.toggleViewAction().trigger()
    out = tmp_path / "moving.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(out), ""))
    dock.export_action.trigger()
    assert json.loads(out.read_text(encoding="utf-8"))["answers"]
    answers = dock.store.answers()
    window.close()

    elsewhere = tmp_path / "new-computer"
    monkeypatch.setenv("GOGUI_DATA_DIR", str(elsewhere))
    other = new_window(qtbot, tmp_path)
    other.learn.toggleViewAction().trigger()
    assert other.learn.store.answers() == []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(out), ""))
    other.learn.import_action.trigger()
    assert other.learn.store.answers() == answers
    assert "Progress imported" in other.statusBar().currentMessage()
    assert other.learn.suggest_button.text().startswith("Review the ")


def test_learn_mode_open_at_quit_reopens_at_the_question_it_stopped_at(qtbot, tmp_path, data_dir):
    window = new_window(qtbot, tmp_path)
    dock = window.learn
    dock.toggleViewAction().trigger()
    dock.start(COURSE[0].id)
    dock.ask_current()
    click(qtbot, dock.skip_button)
    click(qtbot, dock.next_button)
    assert dock.run.index == 1
    window.close()
    assert learn_was_open(window)

    again = new_window(qtbot, tmp_path)
    assert learn_was_open(again)
    again.learn.reopen()
    assert again.learn.isVisible() and again.learn.run is not None
    assert again.learn.run.lesson is COURSE[0] and again.learn.run.index == 1
    assert again.learn.asking  # the question itself, not the introduction
    again.learn.toggleViewAction().trigger()  # put away
    assert not learn_was_open(again)


def test_after_a_kill_in_the_middle_of_a_review_the_next_start_is_back_in_that_review(tmp_path, data_dir):
    """The app is killed (SIGKILL) right after the first card of a review is answered: the
    answer and its rating are kept, and the next start of the app opens Learn mode in that
    review, at the cards it had still to ask."""
    answered_long_ago(data_dir)
    due = len(ProgressStore(data_dir / "learn.sqlite3").due_cards())
    env = dict(os.environ, GOGUI_DATA_DIR=str(data_dir), XDG_CONFIG_HOME=str(tmp_path / "config"),
               QT_QPA_PLATFORM="offscreen")
    app = [sys.executable, str(HERE / "learn_review_app.py")]
    killed = subprocess.run([*app, "kill"], env=env, capture_output=True, text=True, timeout=300)
    assert killed.returncode == -9, killed.stderr
    answered = killed.stdout.strip().splitlines()[-1]
    store = ProgressStore(data_dir / "learn.sqlite3")
    assert store.answers()[-1] == (answered, False)  # the skip is kept, and rated Again
    assert store.export_data()["reviews"][-1]["question"] == answered
    assert store.learn_state().page == "review"
    store.close()

    started = subprocess.run([*app, "report"], env=env, capture_output=True, text=True, timeout=300)
    assert started.returncode == 0, started.stderr
    shown = started.stdout.split()
    assert shown[:2] == ["visible", "Review"]
    assert int(shown[2]) == 0 and int(shown[3]) == min(due, 10) - 1  # the cards it had still to ask
    assert shown[4] == "True"  # a question is asked
