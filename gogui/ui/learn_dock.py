"""Learn mode: a dock that takes the learner through the course, asking before the window tells."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QLabel,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QWidget,
)

from ..engine import PRESETS
from ..i18n import translate
from .learn_course import LearnCourse
from .learn_pages import CoursePage, ExamplePage, IntroductionPage, QuestionPage, SummaryPage, scrolled
from .override_errors import guarded

_DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}
_CONFIRM = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)

# The course's modules (gogui.learn) are imported where they are used: they load when Learn
# mode is first used, not with the window.
if TYPE_CHECKING:
    from ..learn.flow import LessonFlow, Screen, Shown
    from ..learn.progress import ProgressStore
    from ..learn.questions import Question, Verdict
    from ..learn.run import LessonRun
    from ..sgf import Record
    from .learn_course import LearnWindow


class LearnDock(LearnCourse):
    """The course, a lesson's questions one at a time, and what was right and wrong.

    While a question is open (asked, not yet answered) the window's ruling panel, details pane,
    comment and the board's crosses are hidden and a click on the board does not play; an
    answer shows them again at the question's node, with the verdict and each ruleset's ruling.
    """

    def __init__(self, window: LearnWindow, store: ProgressStore | None = None) -> None:
        super().__init__(translate("LearnDock", "Learn"), window.window())
        self.setObjectName("learn")
        self.window_ = window
        self.controller = window.controller
        self._store: ProgressStore | None = None  # opened when Learn mode is first shown
        self.run: LessonRun | None = None
        self.flow: LessonFlow | None = None
        self.asking = False  # a question is shown and not yet answered (or being tried again)
        # The record the window shows for the run (None when none shows): another record
        # opened meanwhile ends the run (_another_record_opened).
        self._run_record: Record | None = None
        self._choices_for: Question | None = None  # the question whose choices are shown
        self._variant_record: Record | None = None  # the turned or swapped position the window shows
        self.pages = QStackedWidget()
        self._make_pages()
        self.setWidget(self.pages)
        for widget in self.findChildren(QWidget):
            widget.installEventFilter(self)
        self.installEventFilter(self)
        window.board.installEventFilter(self)
        # After each of the window's refreshes: the run ends when the window opened another record.
        window.refreshed.connect(self._another_record_opened)
        self._start_course_work()
        if store is not None:
            self.use_store(store)

    def open_lessons(self) -> None:
        """Show the dock with the course, at the front of its tabs, keyboard focus in it."""
        if self.run is None:
            self.fill_course()
        self._store_news()  # each time Learn mode opens, not only the first
        self.show()
        self.raise_()
        self.widen()
        self.setFocus()
        page = self.pages.currentWidget()
        (self.lesson_list if self.pages.currentIndex() == 0 or page is None else page).setFocus()

    def open_from_command_line(self, lesson_id: str | None, screenshot: bool) -> None:
        """gogui --learn [LESSON]: the lesson's introduction (or the course), or for a
        screenshot its first question, with progress kept in memory only."""
        from ..learn.course import COURSE
        from ..learn.run import LessonRun

        if screenshot:
            from ..learn.progress import ProgressStore

            self.use_store(ProgressStore(":memory:"))
            self.begin(LessonRun.for_lesson(lesson_id or COURSE[0].id, self.store))
            self.ask_current()
            return
        self.open_lessons()
        if lesson_id:
            self.fill_course(select=lesson_id)
            self.start(lesson_id)

    # ----- pages --------------------------------------------------------------------------------

    def _make_pages(self) -> None:
        """The pages, in the stack's order: course 0, introduction 1, question 2, summary 3,
        worked example 4; their widgets by the names the dock has always given them."""
        course, intro, self.question_page = CoursePage(), IntroductionPage(), QuestionPage()
        example, summary = ExamplePage(), SummaryPage()
        self.example_page, self.summary_page = example, summary
        for page in (course, scrolled(intro), scrolled(self.question_page), scrolled(summary), scrolled(example)):
            self.pages.addWidget(page)
        self.course_heading, self.lesson_list, self.course_note = course.heading, course.lesson_list, course.note
        self.start_button, self.review_button = course.start_button, course.review_button
        self.quiz_button, self.reset_button = course.quiz_button, course.reset_button
        self.suggest_button, self.progress_button = course.suggest_button, course.progress_button
        self.suggest_button.clicked.connect(self.suggested)
        self.progress_button.clicked.connect(self.show_progress)
        self.lesson_list.itemDoubleClicked.connect(lambda _item: self.start())
        self.lesson_list.currentItemChanged.connect(lambda *_: self._lesson_chosen())
        # Lambdas: clicked(bool)'s argument would land in the slots' optional parameters.
        self.start_button.clicked.connect(lambda: self.start())
        self.review_button.clicked.connect(lambda: self.review())
        self.quiz_button.clicked.connect(self.quiz_here)
        self.reset_button.clicked.connect(lambda: self.reset_progress())
        self.intro_title, self.intro_text, self.intro_rules = intro.title, intro.text, intro.rules
        self.begin_button = intro.begin_button
        self.begin_button.clicked.connect(lambda: self._do("begin"))
        intro.back_button.clicked.connect(self.show_course)
        example.back_button.clicked.connect(lambda: self._do("back"))
        example.forward_button.clicked.connect(lambda: self._do("forward"))
        example.questions_button.clicked.connect(self.ask_current)
        q = self.question_page
        self.question_heading, self.prompt, self.form_hint = q.heading, q.prompt, q.form_hint
        self.answer_button, self.hint_button, self.skip_button = q.answer_button, q.hint_button, q.skip_button
        self.verdict_label, self.reveal_label, self.hints_label = q.verdict_label, q.reveal_label, q.hints_label
        self.next_button, self.stop_button = q.next_button, q.stop_button
        self.answer_button.clicked.connect(self.answer_chosen)
        self.hint_button.clicked.connect(lambda: self._do("hint"))
        self.skip_button.clicked.connect(lambda: self._do("skip"))
        self.next_button.clicked.connect(self.next_question)
        self.stop_button.clicked.connect(self.leave)
        self.summary_score, self.summary_label = summary.score, summary.items
        self.summary_review_button, self.summary_next_button = summary.review_button, summary.next_button
        self.summary_back_button = summary.back_button
        self.summary_review_button.clicked.connect(lambda: self.review())
        self.summary_next_button.clicked.connect(self.next_lesson)
        self.summary_back_button.clicked.connect(self.show_course)

    @property
    def choice_buttons(self) -> list[QAbstractButton]:
        return self.question_page.buttons

    @property
    def choice_labels(self) -> list[QLabel]:
        return self.question_page.labels

    @property
    def hidden_note(self) -> QLabel:
        """What stands in for the ruling panel while a question is asked (the window's)."""
        return self.window_.hidden_note

    def show_course(self) -> None:
        with self.window_.refreshing_once():  # everything shown again, under the learner's ruleset, once
            self._stop_asking()
            self.run = self.flow = None
            self.window_.rulesets.give_back()
        self.fill_course()
        self.pages.setCurrentIndex(0)
        self.lesson_list.setFocus()

    # ----- starting runs ------------------------------------------------------------------------

    def begin(self, run: LessonRun) -> None:
        """Take the learner through a run: its introduction and worked example, if it has them,
        then its questions."""
        from ..learn.flow import LessonFlow

        self._leave_quiz()
        self._stop_asking()
        self.run = run
        self.flow = LessonFlow.of(run)
        self._choices_for = None
        self.show()
        self.raise_()
        self.widen()
        self._show_screen()

    # ----- the lesson's flow ------------------------------------------------------------------

    def ask_current(self) -> None:
        """Go on to the questions (past the introduction and the worked example) and show the current one."""
        if self.flow is not None:
            self.flow.start_questions()
            self._show_screen()

    def _do(self, action: str) -> None:
        """A button of the flow: begin, back, forward, hint or skip; then show where it leads."""
        flow = self.flow
        if flow is not None:
            getattr(flow, action)()
            self._show_screen()

    def _show_screen(self) -> None:
        """Show what the flow says the window shows now: the node, the ruleset, the hidden
        answers and the board's marks, once, and the dock's page for the stage."""
        flow, run = self.flow, self.run
        if flow is None or run is None:
            return
        screen = flow.screen()
        window = self.window_
        with window.refreshing_once():  # the node, the ruleset and the marks, shown once
            if screen.shown is not None and not self._show_node(screen.shown):
                window.statusBar().showMessage(self.tr("The question's position could not be shown."))
                self.show_course()
                return
            if screen.ruleset is not None:
                # Shown for the question only: the learner's own choice comes back after it.
                window.rulesets.show_for_now(PRESETS[screen.ruleset])
            else:
                window.rulesets.give_back()
            if screen.stage == "summary":
                self._run_record = None
            self.asking = screen.stage in ("asking", "retry")
            window.hide_answers(screen.answers_hidden, screen.marks)
        page = {"introduction": 1, "asking": 2, "retry": 2, "reveal": 2, "summary": 3, "example": 4}[screen.stage]
        self.pages.setCurrentIndex(page)
        self.show()
        if screen.stage == "introduction":
            self._show_introduction(run)
        elif screen.stage == "example":
            self.example_page.show_step(run.title, screen)
            self.example_page.forward_button.setFocus()
        elif screen.stage == "summary":
            self.summary_page.show_summary(run.summary())
            self.summary_review_button.setEnabled(bool(self.store.due_cards()))
            self.summary_next_button.setVisible(run.lesson is not None)
            (self.summary_next_button if run.lesson is not None else self.summary_back_button).setFocus()
        else:
            self._show_question(run, screen)

    def _show_introduction(self, run: LessonRun) -> None:
        from ..learn.showing import lesson_rules

        self.intro_title.setText(f"<h3>{escape(run.title)}</h3>")
        self.intro_text.setText(run.introduction)
        rules = "".join(f"<li>{escape(rule)}</li>" for rule in lesson_rules(run.lesson)) if run.lesson else ""
        about = self.tr("This lesson is about:")
        where = ""
        if run.index:
            where = "<p>" + self.tr("You stopped before question {q} of {n}: you go on from there.").replace(
                "{q}", str(run.index + 1)).replace("{n}", str(len(run.questions))) + "</p>"
        self.intro_rules.setText(f"<p><b>{escape(about)}</b></p><ul>{rules}</ul>{where}")
        self.begin_button.setFocus()

    def _show_question(self, run: LessonRun, screen: Screen) -> None:
        question = screen.question
        assert question is not None
        if screen.stage == "asking" and question is not self._choices_for:
            self.question_page.make_choices(question)
            self._choices_for = question
            for button, words in zip(self.choice_buttons, self.choice_labels, strict=True):
                button.toggled.connect(self._choice_toggled)
                for widget in (button, words, words.parentWidget() or words):
                    widget.installEventFilter(self)
        if screen.stage == "retry":  # the first choice taken back: choose again
            for button in self.choice_buttons:
                button.setAutoExclusive(False)
                button.setChecked(False)
                button.setAutoExclusive(question.form == "one")
        heading = self.tr("{title}: question {q} of {n}").replace("{title}", run.title).replace(
            "{q}", str(run.index + 1)).replace("{n}", str(len(run.questions)))
        self.question_page.show_screen(heading, screen, run.index + 1 >= len(run.questions), run.why_asked())
        self.answer_button.setEnabled(bool(self.chosen()))
        if screen.stage == "reveal":
            self._select_panel_row(question.rulesets[0] if question.rulesets else None)
            self.next_button.setFocus()
        else:
            (self.choice_buttons[0] if self.choice_buttons else self.question_page).setFocus()

    def _choice_toggled(self) -> None:
        self.answer_button.setEnabled(any(b.isChecked() for b in self.choice_buttons))

    def chosen(self) -> list[str]:
        return [b.property("choice") for b in self.choice_buttons if b.isChecked()]

    def pick(self, number: int) -> None:
        """A number key: check that choice (toggle it where several may be ticked)."""
        from ..learn.showing import choice_for_key

        run = self.run
        question = run.current if run is not None else None
        if question is None or not self.asking or choice_for_key(question, number) is None:
            return
        button = self.choice_buttons[number - 1]
        button.setChecked(not button.isChecked() if question.form == "several" else True)
        button.setFocus()

    def answer_chosen(self) -> None:
        run = self.run
        question = run.current if run is not None else None
        chosen = self.chosen()
        if question is not None and self.asking and chosen:
            self.answer(chosen if question.form == "several" else chosen[0])

    def answer(self, given: object) -> Verdict | None:
        """Judge an answer to the open question: try again once, or see what every ruleset says."""
        if self.flow is None or not self.asking:
            return None
        verdict = self.flow.answer(given)
        self._show_screen()
        return verdict

    def _select_panel_row(self, ruleset_id: str | None) -> None:
        rows = [ruleset.id for ruleset in self.controller.explorer.shown_rulesets()]
        if ruleset_id in rows:
            self.window_.panel.rulings.selectRow(rows.index(ruleset_id))

    def next_question(self) -> None:
        if self.flow is not None and self.flow.stage == "reveal":
            self._do("next")

    def leave(self) -> None:
        """Leave the lesson; its place is kept, so Resume comes back to this question (to the next,
        once this one is answered)."""
        run = self.run
        if run is not None and not run.finished:
            run.keep_place()
        self.show_course()

    def show_summary(self) -> None:
        if self.flow is not None:
            self.flow.stage = "summary"
            self._show_screen()

    # ----- the window ---------------------------------------------------------------------------

    def _show_node(self, shown: Shown) -> bool:
        """Put the window on a node of a line; False when it cannot (the learner kept unsaved
        work that a library diagram or lesson position would replace)."""
        from ..learn.flow import position_record
        from ..learn.showing import follow_line

        c = self.controller
        nodes: list | None = list(shown.nodes)
        if shown.record is not c.explorer.record:
            # A position turned or colour-swapped for a review is not the library's diagram:
            # the window holds it as a record of its own (Save As keeps it), opened afresh.
            here = c.explorer.record
            same = here is not None and shown.diagram is not None and (
                c.explorer.diagram_id == shown.diagram if not shown.transform else here is self._variant_record)
            nodes = follow_line(here.root, shown.nodes) if same and here is not None else None
            if nodes is None:
                if shown.diagram is None or not self.window_.files.maybe_save():
                    return False
                record, title = position_record(shown.diagram, shown.transform)
                c.open_record(record, title, None if shown.transform else shown.diagram)
                self._variant_record = record if shown.transform else None
                self.window_.browser.show_choice(shown.diagram)
                nodes = follow_line(record.root, shown.nodes)
        if nodes is None:
            return False
        c.show_node(nodes[-1])
        c.go_to(shown.index)
        self._run_record = c.explorer.record
        return True

    def widen(self) -> None:
        """Give the dock room for a question and its rulings (at most a third of the window)."""
        frame = self.window_.window()
        wanted = min(340, frame.width() // 3)
        if self.width() < wanted and not self.isFloating() and isinstance(frame, QMainWindow):
            frame.resizeDocks([self], [wanted], Qt.Orientation.Horizontal)

    def _stop_asking(self) -> None:
        self.asking = False
        self._run_record = None
        self.window_.hide_answers(False)

    def _another_record_opened(self) -> bool:
        """The learner opened another record (a file, a recent or dropped one, a diagram,
        another game of the file, a new position) while the run's question or answer showed:
        the run is left as Leave the lesson leaves it, and the status bar says so."""
        run = self.run
        if self._run_record is None or self._run_record is self.controller.explorer.record or run is None:
            return False
        self._run_record = None
        self.leave()
        if run.lesson is not None:
            note = self.tr("You left {title} for another record; starting it again in the Learn panel comes "
                           "back to this question.")
        else:
            note = self.tr("You left {title} for another record.")
        self.window_.statusBar().showMessage(note.replace("{title}", run.title))
        return True

    @guarded
    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Closing the dock leaves the lesson (its place is kept) and shows the panel again."""
        self.set_aside()
        super().closeEvent(event)

    def set_aside(self) -> None:
        """Learn mode is put away: leave the run, the window shows everything again."""
        self._leave_quiz()
        if self.run is not None:
            self.leave()
        else:
            self._stop_asking()

    # ----- keys and clicks ----------------------------------------------------------------------

    @guarded
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.window_.board:
            return self._board_event(event)
        if watched in self.choice_labels and event.type() == QEvent.Type.MouseButtonRelease:
            # A click on a choice's words is a click on its button.
            button = self.choice_buttons[self.choice_labels.index(watched)]
            if button.isEnabled():
                button.click()
                button.setFocus()
            return True
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self._key(event)
        return False

    def _board_event(self, event: QEvent) -> bool:
        """While a question is open the board does not play: a point question takes the click
        as the answer, any other is answered here."""
        if not self.asking or event.type() not in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            return False
        if not isinstance(event, QMouseEvent) or event.button() != Qt.MouseButton.LeftButton:
            return True
        run = self.run
        question = run.current if run is not None else None
        if question is not None and question.form == "point" and event.type() == QEvent.Type.MouseButtonPress:
            vertex = self.window_.board.vertex_at(event.position())
            if vertex is not None:
                self.answer(vertex)
        elif question is not None:
            self.window_.statusBar().showMessage(self.tr("Answer the question in the Learn panel first."), 5000)
        return True

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        page = self.pages.currentIndex()
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        if page == 2:
            if key in _DIGITS and self.asking:
                self.pick(_DIGITS[key])
                return True
            if key in _CONFIRM:
                if self.asking:
                    self.answer_chosen()
                elif self.next_button.isVisible():
                    self.next_question()
                return True
        elif page == 0 and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.focusWidget() is self.lesson_list:
            self.start()
            return True
        elif page == 1 and key in _CONFIRM:
            self._do("begin")
            return True
        elif page == 4 and key in (*_CONFIRM, Qt.Key.Key_Right, Qt.Key.Key_Left):
            self._do("back" if key == Qt.Key.Key_Left else "forward")
            return True
        elif page == 3 and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            if isinstance(focused, QPushButton):
                focused.click()
                return True
        return False
