"""Learn mode as a learner takes it: lessons asked with real clicks and keys, answers revealed, progress kept."""

from __future__ import annotations

import html
import sqlite3
import subprocess
import sys
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QImage
from settling import settle

from gogui import i18n
from gogui.engine.board import WHITE
from gogui.learn import lesson_work
from gogui.learn.course import COURSE, lesson
from gogui.learn.progress import ProgressStore
from gogui.learn.questions import lesson_questions
from gogui.learn.run import LessonRun
from gogui.learn.worked_examples import worked_example
from gogui.ui.main_window import MainWindow
from gogui.ui.palette import status_styles


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """The progress database goes to a folder of the test's own."""
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


@pytest.fixture
def window(qtbot, tmp_path, data_dir):
    return new_window(qtbot, tmp_path)


def click_point(qtbot, window: MainWindow, vertex: str) -> None:
    """A real left click on the painted board at a vertex such as "D1"."""
    window.board.grab()  # paint once so the geometry is known
    geometry = window.board.board_geometry
    assert geometry is not None
    x = "ABCDEFGHJKLMNOPQRST".index(vertex[0])
    y = int(vertex[1:]) - 1
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=geometry.centre(x, y).toPoint())


def click(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def choice_button(dock, choice: str):
    return next(b for b in dock.choice_buttons if b.property("choice") == choice)


def click_choice(qtbot, dock, choice: str) -> None:
    """A click on a choice: on its words, or for the first choice on its radio button or check box."""
    button = choice_button(dock, choice)
    assert button.isVisible() and button.isEnabled(), button.text()
    if button is dock.choice_buttons[0]:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(10, button.height() // 2))
    else:
        words = dock.choice_labels[dock.choice_buttons.index(button)]
        assert words.isVisible() and words.text()
        qtbot.mouseClick(words, Qt.MouseButton.LeftButton)


def open_lesson(qtbot, window, lesson_id: str):
    """Open Learn mode from its menu entry, choose a lesson in the list and start it."""
    dock = window.learn
    dock.toggleViewAction().trigger()
    assert dock.isVisible() and dock.pages.currentIndex() == 0
    items = [dock.lesson_list.item(i) for i in range(dock.lesson_list.count())]
    item = next(i for i in items if i.data(Qt.ItemDataRole.UserRole) == lesson_id)
    rect = dock.lesson_list.visualItemRect(item)
    qtbot.mouseClick(dock.lesson_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dock.selected_lesson() == lesson_id
    click(qtbot, dock.start_button)
    return dock


def begin_questions(qtbot, dock) -> None:
    """Begin the lesson and go past its worked example, if it has one, to the questions."""
    click(qtbot, dock.begin_button)
    if dock.pages.currentIndex() == 4:
        click(qtbot, dock.example_page.questions_button)


def skip_question(qtbot, dock) -> None:
    """Skip: the answer shows (the question goes to review), then Next."""
    click(qtbot, dock.skip_button)
    assert not dock.asking and "comes back in Review" in dock.verdict_label.text()
    click(qtbot, dock.next_button)


def answer_rightly(qtbot, window, dock) -> None:
    """The right answer to the question asked, as a learner gives it: a click on the board, or
    the right choices ticked and Answer."""
    question = dock.run.current
    if question.form == "point":
        click_point(qtbot, window, question.answer[0])
    else:
        for choice in question.answer:
            click_choice(qtbot, dock, choice)
        click(qtbot, dock.answer_button)
    assert dock.run.verdict.right


def click_wrong_point(qtbot, window, dock, vertex: str) -> None:
    """A wrong point, clicked again when a second try is offered: the answer then shows."""
    click_point(qtbot, window, vertex)
    if dock.asking:
        assert "try once more" in dock.verdict_label.text()
        click_point(qtbot, window, vertex)
    assert not dock.asking


def node_count(window) -> int:
    count, stack = 0, [window.controller.explorer.record.root]
    while stack:
        node = stack.pop()
        count += 1
        stack.extend(node.children)
    return count


def answers_hidden(window) -> bool:
    return not window.panel.isVisible() and not window.panel.details.isVisible() and not window.notes.comment.isVisible()


def test_the_introduction_lists_the_lessons_rules_in_the_chosen_language(qtbot, window):
    """The citations are translated where the dock shows them: Japanese words around the texts'
    titles (the official one, or as written with a gloss) and places, which stay as written;
    English again once English is chosen."""
    i18n.set_language("ja")
    try:
        dock = open_lesson(qtbot, window, "basic-ko")
        shown = html.unescape(dock.intro_rules.text())
        assert "日本囲碁規約（1989年）、Article 6（コウ）" in shown  # the text's official title
        assert "Ing's SST Rules of Go（応氏SSTルール）、Part 2, During the game, item 4（" in shown
    finally:
        i18n.set_language("en")
    dock.start("basic-ko")
    assert "Japanese Rules of Go (1989), Article 6 (ko)" in html.unescape(dock.intro_rules.text())


def test_a_point_question_hides_the_rulings_and_a_board_click_answers_it_without_a_move(qtbot, window):
    """Basic ko's first question: the lone ko after White's take at B3, where Japanese rules
    forbid Black C3. While it is asked the panel, the details, the comment and the crosses are
    gone; the click on C3 answers it, adds nothing to the record, and everything comes back."""
    question = lesson_questions(lesson("basic-ko"))[0]
    assert question.form == "point" and question.answer == ("C3",)
    dock = open_lesson(qtbot, window, "basic-ko")
    assert dock.pages.currentIndex() == 1  # the introduction first, beside the lesson's own position
    assert window.controller.explorer.diagram_id == "lone-ko" and window.controller.explorer.index == 0
    assert lesson("basic-ko").introduction[:60] in dock.intro_text.text()
    assert "Article 6" in dock.intro_rules.text()
    begin_questions(qtbot, dock)
    c = window.controller
    assert c.explorer.diagram_id == "lone-ko" and c.explorer.index == question.shown_node
    assert dock.prompt.text() == question.prompt
    assert answers_hidden(window) and dock.hidden_note.isVisible()
    window.rulesets.box.setCurrentIndex(window.rulesets.box.findData("japanese"))
    assert "C3" in c.explorer.board_state().banned  # the window knows the cross...
    assert window.board.state.banned == {}  # ...but the board does not show it
    assert not window.statusBar().currentMessage()
    nodes_before, node_before = node_count(window), c.explorer.node
    click_point(qtbot, window, "C3")
    assert node_count(window) == nodes_before and c.explorer.node is node_before
    assert not window.isWindowModified()
    assert dock.run.verdict.right
    assert not answers_hidden(window) and not dock.hidden_note.isVisible()
    assert "C3" in window.board.state.banned
    assert "Right" in dock.verdict_label.text()
    assert "Japanese 1989" in dock.reveal_label.text()
    assert dock.next_button.isVisible()
    # After the reveal a click on the board plays again, as it does outside Learn mode.
    click(qtbot, dock.next_button)
    assert dock.run.index == 1 and answers_hidden(window)


def test_a_wrong_point_is_ruled_too_in_what_each_ruleset_says(qtbot, window):
    """Basic ko's first question answered with A1, an empty point anyone may play: besides C3
    (the ko under Japanese rules, superko under Chinese and New Zealand rules), each ruleset says
    what it makes of A1."""
    dock = open_lesson(qtbot, window, "basic-ko")
    begin_questions(qtbot, dock)
    click_wrong_point(qtbot, window, dock, "A1")
    assert not dock.run.verdict.right
    shown = html.unescape(dock.reveal_label.text())
    assert "Japanese 1989: forbids C3 (ko); allows A1" in shown
    assert "Chinese: forbids C3 (positional superko); allows A1" in shown
    assert "New Zealand: forbids C3 (situational superko); allows A1" in shown
    assert "no such point" not in shown


def test_a_wrong_choice_says_what_was_missed_and_a_click_on_the_board_does_not_play(qtbot, window):
    """Area and territory, question 1 (what happens after the passes): a wrong choice is
    judged wrong, the missed sentence and every asked ruleset's ruling are shown."""
    question = lesson_questions(lesson("area-and-territory"))[0]
    assert question.form == "one"
    dock = open_lesson(qtbot, window, "area-and-territory")
    begin_questions(qtbot, dock)
    c = window.controller
    nodes_before, node_before = node_count(window), c.explorer.node
    click_point(qtbot, window, "A1")  # not a point question: the click neither plays nor answers
    assert node_count(window) == nodes_before and c.explorer.node is node_before and dock.asking
    assert "Learn panel" in window.statusBar().currentMessage()
    wrong = next(choice for choice in question.choices if choice not in question.answer)
    click_choice(qtbot, dock, wrong)
    assert answers_hidden(window)  # choosing is not answering
    click(qtbot, dock.answer_button)
    assert not dock.run.verdict.right
    assert "try once more" in dock.verdict_label.text() and answers_hidden(window)  # a second try
    click_choice(qtbot, dock, wrong)
    click(qtbot, dock.answer_button)
    text = dock.verdict_label.text()
    assert "Not right" in text and question.because.split(":")[0] in text
    assert question.text_of(question.answer[0]) in text
    assert all(ruling.split(":")[0] in dock.reveal_label.text() for ruling in question.reveal.values())
    assert not answers_hidden(window) and c.explorer.index == question.node



def test_an_answer_and_next_each_show_the_window_once(qtbot, window):
    """Positional superko, question 2 (is Black's return at G2 legal under Tromp-Taylor rules?)
    shows move 2 and is answered at move 3: the answer moves the window to that ruleset and node, and
    Next on to the next question's, each in one showing of the window (not one per change),
    and the board is right after each."""
    dock = open_lesson(qtbot, window, "positional-superko")
    begin_questions(qtbot, dock)
    for _ in range(1):
        question = dock.run.current
        dock.answer(list(question.answer) if question.form == "several" else question.answer[0])
        click(qtbot, dock.next_button)
    question = dock.run.current
    assert question.rulesets == ("tromp-taylor",) and (question.shown_node, question.node) == (2, 3)
    window.rulesets.box.setCurrentIndex(window.rulesets.box.findData("japanese"))
    shown = []
    window.refreshed.connect(lambda: shown.append(window.controller.explorer.index))
    verdict = dock.answer(question.answer[0])
    assert verdict is not None and verdict.right
    assert shown == [3] and window.rulesets.box.currentData() == "tromp-taylor"
    assert window.board.state == window.controller.explorer.board_state()  # crosses and all, nothing hidden
    click(qtbot, dock.next_button)
    assert shown == [3, dock.run.current.shown_node]
    assert answers_hidden(window) and window.board.state.banned == {}


def test_an_answer_shows_the_asked_ruleset_and_the_learners_own_comes_back_when_learn_mode_closes(qtbot, window):
    """Basic ko's first three questions ask about Japanese, Renaissance and Ing's rules: each
    answer shows its ruleset in the toolbar, and putting Learn mode away gives back the learner's AGA.
    A ruleset the learner picks while an answer shows is the learner's own from then on."""
    box = window.rulesets.box
    box.setCurrentIndex(box.findData("aga"))
    dock = open_lesson(qtbot, window, "basic-ko")
    begin_questions(qtbot, dock)
    assert [q.rulesets for q in dock.run.questions[:3]] == [("japanese",), ("renaissance-area",), ("ing",)]
    assert box.currentData() == "japanese"  # the ruleset asked about, while it is asked
    answer_rightly(qtbot, window, dock)
    assert box.currentData() == "japanese" and window.controller.explorer.ruleset.id == "japanese"
    click(qtbot, dock.next_button)
    assert box.currentData() == "renaissance-area" and dock.asking  # not the last answer's Japanese
    assert window.rulesets.learners.id == "aga"
    answer_rightly(qtbot, window, dock)
    assert box.currentData() == "renaissance-area"
    dock.toggleViewAction().trigger()
    assert not dock.isVisible()
    assert box.currentData() == "aga" and window.controller.explorer.ruleset.id == "aga"

    dock.toggleViewAction().trigger()
    click(qtbot, dock.start_button)  # Resume: the third question, about Ing's rules
    begin_questions(qtbot, dock)
    assert dock.run.current.rulesets == ("ing",)
    answer_rightly(qtbot, window, dock)
    assert box.currentData() == "ing"
    box.setCurrentIndex(box.findData("chinese"))  # the learner's own choice now
    click(qtbot, dock.stop_button)
    assert box.currentData() == "chinese" and window.controller.explorer.ruleset.id == "chinese"


def test_the_ruleset_an_answer_shows_is_not_kept_for_the_next_start(qtbot, tmp_path, data_dir):
    """The window is closed while an answer under Japanese rules shows: the settings keep the
    learner's AGA, and the next start opens with it."""
    first = new_window(qtbot, tmp_path)
    first.rulesets.box.setCurrentIndex(first.rulesets.box.findData("aga"))
    dock = open_lesson(qtbot, first, "basic-ko")
    begin_questions(qtbot, dock)
    click_point(qtbot, first, "C3")
    assert first.rulesets.box.currentData() == "japanese"
    first.close()
    assert QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat).value("rules/ruleset") == "aga"
    second = new_window(qtbot, tmp_path)
    assert second.rulesets.box.currentData() == "aga" and second.controller.explorer.ruleset.id == "aga"


def test_learn_mode_opens_at_once_and_fills_in_the_counts_between_events(qtbot, window):
    """The course shows before the lessons' questions are worked out: each count reads "…"
    and fills in between events; Start then finds the lesson's questions ready."""
    dock = window.learn
    dock.toggleViewAction().trigger()
    shown = [dock.lesson_list.item(i).text() for i in range(dock.lesson_list.count())]
    assert len(shown) == len(COURSE) and all("\u2026 questions, not started" in text for text in shown)
    qtbot.waitUntil(lambda: not dock._counting.isActive(), timeout=60000)
    shown = [dock.lesson_list.item(i).text() for i in range(dock.lesson_list.count())]
    assert shown[0] == f"1. Basic ko\n    {len(lesson_questions(lesson('basic-ko')))} questions, not started"
    assert not any("\u2026" in text for text in shown)
    assert all(lesson_work.worked_out(each) for each in COURSE)
    click(qtbot, dock.start_button)
    assert [q.key for q in dock.run.questions] == [q.key for q in lesson_questions(lesson("basic-ko"))]

def test_the_keyboard_takes_a_lesson(qtbot, window):
    """Focus lands in the dock; Enter begins, number keys pick, Space/Enter answer and go on."""
    questions = lesson_questions(lesson("threefold-repetition"))
    assert questions[0].form == "one"
    window.activateWindow()
    qtbot.waitActive(window)
    dock = open_lesson(qtbot, window, "threefold-repetition")
    qtbot.waitUntil(dock.begin_button.hasFocus)
    qtbot.keyClick(dock.begin_button, Qt.Key.Key_Return)
    assert dock.pages.currentIndex() == 4  # the worked example, stepped through with Enter
    while dock.pages.currentIndex() == 4:
        qtbot.keyClick(dock.focusWidget(), Qt.Key.Key_Return)
    assert dock.pages.currentIndex() == 2 and dock.asking
    qtbot.waitUntil(lambda: dock.focusWidget() is not None and dock.isAncestorOf(dock.focusWidget()))
    wanted = [i + 1 for i, choice in enumerate(questions[0].choices) if choice in questions[0].answer]
    for number in wanted:
        qtbot.keyClick(dock.focusWidget(), getattr(Qt.Key, f"Key_{number}"))
    assert dock.chosen() == list(questions[0].answer) or set(dock.chosen()) == set(questions[0].answer)
    qtbot.keyClick(dock.focusWidget(), Qt.Key.Key_Space)
    assert not dock.asking and dock.run.verdict.right
    qtbot.keyClick(dock.focusWidget(), Qt.Key.Key_Return)
    assert dock.run.index == 1 and dock.asking


def test_a_lesson_ends_with_its_summary(qtbot, window):
    """Answered and skipped to the end: the summary gives the score and each question missed."""
    dock = open_lesson(qtbot, window, "pass-stones")
    begin_questions(qtbot, dock)
    questions = dock.run.questions
    for number, question in enumerate(questions):
        if number == 0:
            wrong = next(choice for choice in question.choices if choice not in question.answer)
            click_choice(qtbot, dock, wrong)
            click(qtbot, dock.answer_button)
            if dock.asking:  # a second try: wrong again
                click_choice(qtbot, dock, wrong)
                click(qtbot, dock.answer_button)
            click(qtbot, dock.next_button)
        elif number == 1:
            skip_question(qtbot, dock)
        else:
            for choice in question.answer:
                click_choice(qtbot, dock, choice)
            click(qtbot, dock.answer_button)
            assert dock.run.verdict.right
            click(qtbot, dock.next_button)
    assert dock.pages.currentIndex() == 3 and not answers_hidden(window)
    text = html.unescape(dock.summary_score.text() + dock.summary_label.text())
    assert f"{len(questions) - 2} of {len(questions)} right" in text
    assert "skipped" in text and questions[0].prompt.split("?")[0] in text
    click(qtbot, dock.summary_back_button)
    row = dock.lesson_list.item([each.id for each in COURSE].index("pass-stones")).text()
    assert "2 to review" in row and "finished" in row  # the wrong answer and the skipped question


def test_progress_and_the_place_survive_a_restart_and_review_asks_the_wrong_one_again(qtbot, tmp_path, data_dir):
    first = new_window(qtbot, tmp_path)
    dock = open_lesson(qtbot, first, "basic-ko")
    begin_questions(qtbot, dock)
    click_wrong_point(qtbot, first, dock, "A1")  # wrong
    assert not dock.run.verdict.right
    click(qtbot, dock.next_button)
    click(qtbot, dock.stop_button)
    first.close()

    second = new_window(qtbot, tmp_path)
    dock = second.learn
    dock.toggleViewAction().trigger()
    assert dock.selected_lesson() == "basic-ko"
    assert dock.start_button.text() == "Resume"
    assert f"0 of {len(lesson_questions(lesson('basic-ko')))} right, 1 to review" in dock.lesson_list.item(0).text()
    assert dock.review_button.text() == "Review (1 due)"  # the card of the concept missed, due at once
    click(qtbot, dock.start_button)
    assert "before question 2" in dock.intro_rules.text()
    begin_questions(qtbot, dock)
    assert dock.run.index == 1
    click(qtbot, dock.stop_button)
    click(qtbot, dock.review_button)
    missed = lesson_questions(lesson("basic-ko"))[0]
    asked = dock.run.current
    # The same concept, asked again on another position (another of the course, or this one
    # turned, reflected or colour-swapped), never the one just missed.
    assert dock.run.title == "Review" and asked.concept == missed.concept
    assert (asked.diagram, asked.line, asked.transform) != (missed.diagram, missed.line, "")
    answer_rightly(qtbot, second, dock)
    click(qtbot, dock.next_button)
    click(qtbot, dock.summary_back_button)
    assert not dock.review_button.isEnabled()


def test_a_damaged_progress_file_is_set_aside_and_the_app_says_where_and_how_to_have_it_back(
        qtbot, tmp_path, data_dir):
    data_dir.mkdir()
    (data_dir / "learn.sqlite3").write_bytes(b"\x00garbage, not a database" * 100)
    win = new_window(qtbot, tmp_path)
    win.learn.toggleViewAction().trigger()
    message = win.statusBar().currentMessage()
    assert "could not be used" in message and "kept as" in message
    (aside,) = [p for p in data_dir.iterdir() if ".unusable-" in p.name]
    assert aside.read_bytes().startswith(b"\x00garbage")
    assert f"rename {aside.name} back to learn.sqlite3" in message
    assert win.learn.lesson_list.count() == 15 and "not started" in win.learn.lesson_list.item(0).text()
    assert str(aside) in win.learn.course_note.text()
    win.learn.toggleViewAction().trigger()  # put away
    win.statusBar().clearMessage()
    win.learn.toggleViewAction().trigger()
    assert "kept as" in win.statusBar().currentMessage()  # said again when Learn mode opens again
    win.close()

    later = new_window(qtbot, tmp_path)  # the next start: the course page still says where it is
    later.learn.toggleViewAction().trigger()
    note = later.learn.course_note.text()
    assert later.learn.course_note.isVisible() and str(aside) in note and "rename" in note


def test_a_progress_file_another_program_holds_is_waited_for_and_nothing_is_lost(qtbot, tmp_path, data_dir):
    """An sqlite3 shell holds the learner's file (BEGIN EXCLUSIVE) while Learn mode opens and a
    question is answered: the file is not renamed, the status bar says why its answers do not
    show yet, and once the shell lets go they show by themselves, the new answer in the file."""
    first, second = lesson_questions(lesson("basic-ko"))[:2]
    data_dir.mkdir()
    path = data_dir / "learn.sqlite3"
    store = ProgressStore(path)
    store.record(second, False, "basic-ko")  # answered before: question 2, wrong
    store.close()
    shell = sqlite3.connect(path, isolation_level=None)
    shell.execute("BEGIN EXCLUSIVE")
    try:
        win = new_window(qtbot, tmp_path)
        dock = win.learn
        dock.toggleViewAction().trigger()
        assert "Another program is using the progress file" in win.statusBar().currentMessage()
        assert "Another program is using the progress file" in dock.course_note.text()
        assert "not started" in dock.lesson_list.item(0).text()
        click(qtbot, dock.start_button)
        begin_questions(qtbot, dock)
        click_point(qtbot, win, "C3")  # question 1, right
        assert dock.run.verdict.right
        count = len(dock.run.questions)
        click(qtbot, dock.stop_button)
        assert f"1 of {count} right" in dock.lesson_list.item(0).text()
        assert "to review" not in dock.lesson_list.item(0).text()  # the file's answer is not read yet
    finally:
        shell.execute("COMMIT")
        shell.close()
    qtbot.waitUntil(lambda: f"1 of {count} right, 1 to review" in dock.lesson_list.item(0).text(), timeout=30000)
    assert not dock.store.waiting and [p for p in data_dir.iterdir() if ".unusable-" in p.name] == []
    assert dock.course_note.text() == ""
    check = sqlite3.connect(path)
    assert [r[0] for r in check.execute("SELECT question FROM answers ORDER BY id")] == [second.key, first.key]
    check.close()


def test_a_question_answered_before_closing_is_not_asked_again(qtbot, tmp_path, data_dir):
    """The learner answers and closes the window without pressing Next: the lesson resumes at
    the next question."""
    first = new_window(qtbot, tmp_path)
    dock = open_lesson(qtbot, first, "basic-ko")
    begin_questions(qtbot, dock)
    click_point(qtbot, first, "C3")
    assert dock.run.verdict.right and dock.next_button.isVisible()
    first.close()

    second = new_window(qtbot, tmp_path)
    dock = second.learn
    dock.toggleViewAction().trigger()
    assert dock.selected_lesson() == "basic-ko" and dock.start_button.text() == "Resume"
    click(qtbot, dock.start_button)
    assert "before question 2" in dock.intro_rules.text()
    begin_questions(qtbot, dock)
    assert dock.run.index == 1 and dock.asking


def test_reset_progress_asks_first(qtbot, window):
    dock = open_lesson(qtbot, window, "basic-ko")
    begin_questions(qtbot, dock)
    click_wrong_point(qtbot, window, dock, "A1")
    click(qtbot, dock.stop_button)
    assert dock.store.answers()
    assert not dock.reset_progress(confirm=lambda: False) and dock.store.answers()
    assert dock.reset_progress(confirm=lambda: True) and not dock.store.answers()
    assert "not started" in dock.lesson_list.item(0).text()


def test_the_course_pages_reset_button_asks_and_forgets_the_progress(qtbot, window, monkeypatch):
    """Reset progress... on the course page, clicked: the question is asked; Cancel keeps
    everything, Reset forgets every answer and place."""
    from PySide6.QtWidgets import QMessageBox

    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Reset]
    asked: list[str] = []

    def question(parent, title, text, *buttons):
        asked.append(title)
        return answers[len(asked) - 1]

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    dock = open_lesson(qtbot, window, "basic-ko")
    begin_questions(qtbot, dock)
    click_wrong_point(qtbot, window, dock, "A1")  # wrong
    click(qtbot, dock.stop_button)
    assert "1 to review" in dock.lesson_list.item(0).text()
    click(qtbot, dock.reset_button)
    assert asked == ["Reset progress?"] and dock.store.answers()
    assert "1 to review" in dock.lesson_list.item(0).text()
    click(qtbot, dock.reset_button)
    assert asked == ["Reset progress?"] * 2 and not dock.store.answers()
    assert "not started" in dock.lesson_list.item(0).text() and dock.start_button.text() == "Start"


def test_quiz_me_here_asks_about_the_learners_own_variation(qtbot, window):
    """Two passes of the learner's own at the start of the triple ko: play stops (or ends) there
    under some rulesets and not others, so Quiz me here asks about the learner's own nodes,
    on the learner's own record."""
    c = window.controller
    c.go_to(0)
    window.pass_action.trigger()
    window.pass_action.trigger()
    own = c.explorer.node
    record = c.explorer.record
    assert own.move[1] is None and c.explorer.index == 2 and window.isWindowModified()
    dock = window.learn
    dock.show()
    click(qtbot, dock.quiz_button)
    qtbot.waitUntil(lambda: dock.run is not None, timeout=30000)
    run = dock.run
    assert any(q.node == 2 for q in run.questions)
    assert dock.pages.currentIndex() == 2 and answers_hidden(window)
    while run.current.node != 2 or run.current.form != "one":
        skip_question(qtbot, dock)
    assert c.explorer.record is record and c.explorer.node is own  # the learner's own line, not reopened
    question = run.current
    click_choice(qtbot, dock, question.answer[0])
    click(qtbot, dock.answer_button)
    assert run.verdict.right and not answers_hidden(window)



def test_quiz_me_here_is_worked_out_between_events_with_its_progress_shown(qtbot, window, monkeypatch):
    """Triple ko's line is worked out a slice at a time after the click: the window answers
    meanwhile and the status bar says how far the work has got; then the quiz begins. Opening
    another diagram while it is worked out leaves it: no quiz begins on the line left behind."""
    from gogui.learn.showing import QuizWork

    # Each slice works out one node, however fast or busy the machine: a slice's few
    # milliseconds could hold the whole line on a fast one.
    work_for = QuizWork.work_for
    monkeypatch.setattr(QuizWork, "work_for", lambda quiz, _seconds: work_for(quiz, 0.0))
    dock = window.learn
    dock.show()
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    click(qtbot, dock.quiz_button)
    assert dock.run is None  # nothing is worked out inside the click
    qtbot.waitUntil(lambda: dock.run is not None, timeout=30000)
    progress = [m for m in said if m.startswith("Working out questions on this line: ")]
    assert progress and progress[-1].endswith("%")
    assert dock.run.title == "Quiz: this line" and dock.pages.currentIndex() == 2
    dock.leave()
    click(qtbot, dock.quiz_button)
    window.open_diagram("moonshine-life")
    qtbot.waitUntil(lambda: not dock._quizzing.isActive(), timeout=30000)  # the work is left
    assert dock.run is None and not window.statusBar().currentMessage().startswith("Working out")

def open_another_record(window, how: str, path) -> None:
    """Open a record the way a learner would: a file, a recent file, a dropped file or a
    diagram of the library."""
    if how == "file":
        window.files.open_path(str(path))
    elif how == "recent file":
        window.files.fill_recent_menu()
        entry = next(a for a in window.recent_menu.actions() if a.data() == str(path.resolve()))
        entry.trigger()
    elif how == "dropped file":
        from PySide6.QtCore import QMimeData, QPointF, QUrl
        from PySide6.QtGui import QDropEvent

        mime = QMimeData()
        mime.setUrls([QUrl.fromLocalFile(str(path))])
        window.dropEvent(QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                                    Qt.KeyboardModifier.NoModifier))
    else:
        window.open_diagram("triple-ko")  # chosen in the library


@pytest.mark.parametrize("how", ["file", "recent file", "dropped file", "diagram"])
def test_opening_a_record_during_a_reviews_answer_ends_the_review(qtbot, window, tmp_path, how):
    """The review's answer shows, with its Next button; the learner opens another record. The
    review ends: the Learn panel shows the course, no Next beside the new record, which shows
    whole (its rulings, comment and crosses) under the learner's own ruleset."""
    path = tmp_path / "own.sgf"
    path.write_text("(;GM[1]FF[4]SZ[9]GN[Own game];B[ee];W[cc])")
    window.files.open_path(str(path))  # now a recent file too
    window.rulesets.box.setCurrentIndex(window.rulesets.box.findData("aga"))
    dock = open_lesson(qtbot, window, "basic-ko")
    begin_questions(qtbot, dock)
    click_wrong_point(qtbot, window, dock, "A1")  # wrong: the review asks it again
    click(qtbot, dock.stop_button)
    click(qtbot, dock.review_button)
    answer_rightly(qtbot, window, dock)
    assert dock.run.title == "Review" and dock.next_button.isVisible()
    assert window.rulesets.box.currentData() == dock.run.current.rulesets[0]
    open_another_record(window, how, path)
    assert window.controller.explorer.title == ("Triple ko" if how == "diagram" else "Own game")
    assert dock.run is None and dock.pages.currentIndex() == 0
    assert not dock.next_button.isVisible() and not dock.asking
    assert not answers_hidden(window) and not dock.hidden_note.isVisible()
    assert window.rulesets.box.currentData() == "aga" and window.controller.explorer.ruleset.id == "aga"


def test_opening_a_diagram_while_a_lesson_asks_leaves_the_lesson_at_its_question(qtbot, window):
    """Basic ko's second question is being asked (the rulings hidden) when the learner chooses
    the triple ko in the library: the lesson is left as Leave the lesson leaves it, its place
    kept; the triple ko shows its crosses and a click on the board plays."""
    dock = open_lesson(qtbot, window, "basic-ko")
    begin_questions(qtbot, dock)
    skip_question(qtbot, dock)
    assert dock.asking and answers_hidden(window)
    window.open_diagram("triple-ko")
    c = window.controller
    assert c.explorer.diagram_id == "triple-ko" and dock.run is None and not dock.asking
    assert dock.pages.currentIndex() == 0 and dock.start_button.text() == "Resume"
    assert dock.store.place("basic-ko").question == 1
    assert "Basic ko" in window.statusBar().currentMessage()
    assert not answers_hidden(window) and not dock.hidden_note.isVisible()
    c.go_to(6)
    banned = c.explorer.board_state().banned
    assert banned and window.board.state.banned == banned
    nodes_before = node_count(window)
    click_point(qtbot, window, "A1")
    assert node_count(window) == nodes_before + 1


def test_opening_a_file_during_a_quiz_question_ends_the_quiz(qtbot, window, tmp_path):
    """Quiz me here on the triple ko asks its first question (the rulings hidden); the learner
    opens a file: the quiz ends, and the file shows whole."""
    path = tmp_path / "own.sgf"
    path.write_text("(;GM[1]FF[4]SZ[9]GN[Own game];B[ee];W[cc])")
    dock = window.learn
    dock.show()
    click(qtbot, dock.quiz_button)
    qtbot.waitUntil(lambda: dock.run is not None, timeout=30000)
    assert dock.asking and answers_hidden(window)
    window.files.open_path(str(path))
    assert window.controller.explorer.title == "Own game"
    assert dock.run is None and dock.pages.currentIndex() == 0 and not dock.asking
    assert not answers_hidden(window) and not dock.hidden_note.isVisible()
    assert window.statusBar().currentMessage() == "You left Quiz: this line for another record."


def test_learn_screenshot_renders_a_lessons_first_question(tmp_path, data_dir):
    out = tmp_path / "learn.png"
    done = subprocess.run([sys.executable, "-m", "gogui", "--learn", "basic-ko", "--screenshot", str(out)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    assert not data_dir.exists()  # a screenshot keeps no progress
    wrong = subprocess.run([sys.executable, "-m", "gogui", "--learn", "no-such-lesson", "--screenshot", str(out)],
                           capture_output=True, text=True, timeout=120, check=False)
    assert wrong.returncode == 2 and "no lesson 'no-such-lesson'" in wrong.stderr


def test_ctrl_l_and_the_learn_menu_open_the_course(qtbot, window):
    """Ctrl+L (a real key press on the focused window) shows Learn mode; the Learn menu holds
    it, Quiz me here, Review, Progress, the lesson's export as SGF, and the progress file's
    Export, Import and Reset."""
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Learn")
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert texts == ["&Learn mode", "&Quiz me here", "&Review", "&Progress", "Export lesson as S&GF...",
                     "&Export progress...", "&Import progress...", "Re&set progress..."]
    assert window.menuBar().actions()[-1].text() == "&Help"  # Learn comes before Help
    dock = window.learn
    assert not dock.isVisible()
    window.activateWindow()
    qtbot.waitActive(window)
    window.board.setFocus()
    qtbot.waitUntil(window.board.hasFocus)
    qtbot.keyClick(window.board, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert dock.isVisible() and dock.pages.currentIndex() == 0
    assert dock.lesson_list.count() == 15 and dock.selected_lesson() == "basic-ko"


def test_closing_learn_mode_during_a_question_shows_the_panel_again_and_keeps_the_place(qtbot, window):
    dock = open_lesson(qtbot, window, "basic-ko")
    begin_questions(qtbot, dock)
    skip_question(qtbot, dock)
    assert answers_hidden(window) and dock.run.index == 1
    dock.close()
    assert not answers_hidden(window) and not dock.asking
    banned = window.controller.explorer.board_state().banned
    assert banned and window.board.state.banned == banned  # the crosses are back
    assert dock.store.place("basic-ko").question == 1
    nodes_before = node_count(window)
    click_point(qtbot, window, "A1")  # the board plays again
    assert node_count(window) == nodes_before + 1


def test_a_lesson_opens_with_its_worked_example_stepped_through_with_next_and_back(qtbot, window):
    """Basic ko begins on the lone ko: each step shows its node with the key move marked, the
    rule in a sentence and what the rulesets do, grouped; then Start the questions."""
    example = worked_example(lesson("basic-ko"))
    assert example is not None
    dock = open_lesson(qtbot, window, "basic-ko")
    click(qtbot, dock.begin_button)
    page = dock.example_page
    assert dock.pages.currentIndex() == 4 and "step 1 of" in page.heading.text()
    c = window.controller
    assert c.explorer.diagram_id == example.diagram and c.explorer.index == 0 and not answers_hidden(window)
    assert not page.back_button.isEnabled() and page.text.text() == example.steps[0].text
    click(qtbot, page.forward_button)
    assert c.explorer.index == example.steps[1].node and window.board.marks.marked == example.steps[1].marked
    assert "step 2 of" in page.heading.text() and "legal: " in html.unescape(page.rulings.text())
    click(qtbot, page.back_button)
    assert c.explorer.index == 0 and "step 1 of" in page.heading.text()
    click(qtbot, page.questions_button)
    assert dock.pages.currentIndex() == 2 and dock.asking and c.explorer.diagram_id == dock.run.current.diagram
    assert answers_hidden(window) and not window.board.marks.marked


def with_hints(run, index: int, **fields):
    """The run with question `index` given hints, an explanation and what the others do (and
    `fields`), as the question generator gives them."""
    question = replace(run.questions[index], hints=("Look at the ko rule.", "Look next to the capture."),
                       explanation="Why it is so.", others=("Chinese: the same, by superko.",), **fields)
    run.questions = (*run.questions[:index], question, *run.questions[index + 1:])
    return question


def test_a_hint_a_wrong_click_and_a_retry_then_the_answer_marked_on_the_board(qtbot, window):
    dock = window.learn
    dock.show()
    run = LessonRun.for_lesson("basic-ko", dock.store)
    with_hints(run, 0)
    dock.begin(run)
    begin_questions(qtbot, dock)
    assert dock.asking and dock.hint_button.isVisible() and not dock.hints_label.isVisible()
    click(qtbot, dock.hint_button)
    assert "Look at the ko rule." in dock.hints_label.text()
    click_point(qtbot, window, "A1")
    assert dock.asking and answers_hidden(window) and "try once more" in dock.verdict_label.text()
    assert window.board.marks.chosen == ("A1",) and window.board.answers_hidden
    click(qtbot, dock.hint_button)  # the second hint
    assert "Look next to the capture." in dock.hints_label.text() and not dock.hint_button.isVisible()
    click_point(qtbot, window, "C3")
    assert not dock.asking and not answers_hidden(window) and not window.board.answers_hidden
    assert "Right" in dock.verdict_label.text() and "Why it is so." in dock.verdict_label.text()
    assert "Chinese: the same, by superko." in dock.reveal_label.text()
    assert window.board.marks.answer == ("C3",) and window.board.marks.chosen == ("A1", "C3")
    assert dock.store.review_queue("basic-ko")  # the first answer was wrong: it comes back


def test_a_legal_question_shows_the_move_as_a_marked_ghost_stone_and_skip_puts_it_in_review(qtbot, window):
    """Positional superko, question 6: is White's move in the triple ko legal? The board shows
    a translucent white stone at the point asked about, ringed, where the position has none;
    Skip shows the answer with its explanation, and the question is in the review queue."""
    dock = window.learn
    dock.show()
    run = LessonRun.for_lesson("positional-superko", dock.store, start=5)
    question = with_hints(run, 5)
    vertex = question.vertex
    assert question.kind == "legal" and question.player == "W" and question.marked == (vertex,)
    dock.begin(run)
    click(qtbot, dock.begin_button)  # resumed past the start: no worked example
    assert dock.asking and window.board.marks.ghost == (vertex, WHITE)
    assert window.board.state.stone(vertex) == 0
    window.board.grab()
    centre = window.board.point_centre(vertex)
    step = window.board.board_geometry.step
    off = centre + QPoint(int(step * 0.22), int(step * 0.22))  # beside the lines
    colour = window.board.grab().toImage().pixelColor(off)
    assert colour.lightness() > 175  # a translucent white stone over the wood (the wood's is about 156)
    click(qtbot, dock.skip_button)
    assert not dock.asking and window.board.marks.ghost is None
    text = dock.verdict_label.text()
    assert "comes back in Review" in text and "Why it is so." in text
    assert question.key in {item.question for item in dock.store.review_queue("positional-superko")}


def test_the_board_with_answers_hidden_draws_no_cross_no_crossed_out_move_and_no_count(qtbot):
    """One board, drawn with a forbidden point (E5), a crossed-out move (C3) and a territory
    point (G7): with answers hidden the forbidden point and the territory point are bare
    wood, and the crossed-out move stands as an ordinary stone."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    from gogui.engine.board import BLACK, Board
    from gogui.explorer import BoardState
    from gogui.ui.board_view import paint_board

    def drawn(hidden: bool) -> tuple[QImage, object]:
        state = BoardState(board=Board(9), banned={"E5": "ko"}, attempted=("C3", BLACK), territory={"G7": BLACK})
        image = QImage(360, 360, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        geo = paint_board(painter, QRectF(0, 0, 360, 360), state, answers_hidden=hidden)
        painter.end()
        return image, geo

    def at(image, geo, vertex: str, dx: float = 0.0):
        x, y = "ABCDEFGHJ".index(vertex[0]), int(vertex[1:]) - 1
        c = geo.centre(x, y)
        return image.pixelColor(int(c.x() + dx * geo.step), int(c.y() + dx * geo.step))

    shown, geo = drawn(False)
    hidden, _ = drawn(True)
    wood = at(hidden, geo, "E5", 0.14)  # beside the lines, where the cross's arm runs
    assert at(shown, geo, "E5", 0.14) != wood  # the cross, when shown
    assert at(hidden, geo, "G7", 0.1) == wood and at(shown, geo, "G7", 0.1) != wood
    assert at(hidden, geo, "C3", 0.3) != at(shown, geo, "C3", 0.3)  # a plain stone, not a crossed-out one


def test_next_shows_whole_without_scrolling_after_an_answer_with_both_hints(qtbot, window):
    """At 1280x800, both hints taken and the answer shown with its explanation and every
    ruleset's ruling: Next stands whole in view, under the question, not below the fold."""
    window.resize(1280, 800)
    dock = open_lesson(qtbot, window, "basic-ko")
    begin_questions(qtbot, dock)
    click(qtbot, dock.hint_button)
    click(qtbot, dock.hint_button)
    answer_rightly(qtbot, window, dock)
    settle()
    seen = dock.next_button.visibleRegion().boundingRect()
    assert seen.height() == dock.next_button.height() and seen.width() == dock.next_button.width()


def panel_rows(window) -> list[tuple[str, str]]:
    table = window.panel.rulings
    return [(table.item(row, 0).text(), table.item(row, 1).text()) for row in range(table.rowCount())]


def test_while_the_learner_reads_a_question_its_hidden_panel_is_filled_unseen_for_the_answer(qtbot, window):
    """Basic ko's first question: the ruling panel stays hidden, but a moment after the question
    shows it holds the rulings of the question's position, so that the answer has only to show
    it. The answer shows those same rows."""
    dock = open_lesson(qtbot, window, "basic-ko")
    begin_questions(qtbot, dock)
    styles = status_styles()
    here = [f"{styles[ruling.status].symbol} {ruling.verdict}" for _ruleset, ruling in window.controller.explorer.rulings_here()]
    assert [verdict for _name, verdict in panel_rows(window)] != here  # not filled before the question shows
    qtbot.waitUntil(lambda: [verdict for _name, verdict in panel_rows(window)] == here)
    assert answers_hidden(window)
    filled = panel_rows(window)
    click_point(qtbot, window, "C3")
    assert not answers_hidden(window) and panel_rows(window) == filled


def test_an_answer_lays_its_texts_out_at_the_page_s_width_only(qtbot, window, monkeypatch):
    """The verdict and the rulings that an answer shows are laid out at the width of the page
    they show in, not also at the narrowest width the page could take (a rich text of some
    thirty lines takes a millisecond or two each time)."""
    from PySide6.QtWidgets import QLabel

    dock = open_lesson(qtbot, window, "basic-ko")
    begin_questions(qtbot, dock)
    settle()
    page = dock.question_page
    widths: dict[str, set[int]] = {"verdict": set(), "reveal": set()}
    original = QLabel.heightForWidth

    def laid_out(label, width: int) -> int:
        for name, watched in (("verdict", page.verdict_label), ("reveal", page.reveal_label)):
            if label is watched:
                widths[name].add(width)
        return original(label, width)

    monkeypatch.setattr(QLabel, "heightForWidth", laid_out)
    answer_rightly(qtbot, window, dock)
    qtbot.waitUntil(lambda: page.reveal_label.isVisible() and page.reveal_label.height() > 0)
    settle()
    assert widths == {"verdict": {page.verdict_label.width()}, "reveal": {page.reveal_label.width()}}
