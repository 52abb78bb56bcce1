"""Learn mode: a dock that takes the learner through the course, asking before the window tells."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QLabel,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QToolBar,
    QWidget,
)

from ..engine import PRESETS
from ..i18n import translate
from .learn_pages import CoursePage, ExamplePage, IntroductionPage, QuestionPage, SummaryPage, scrolled

LESSON_ID = Qt.ItemDataRole.UserRole  # a lesson row's lesson id

_DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}
_CONFIRM = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)

# The course's modules (gogui.learn) are imported where they are used: they load when Learn
# mode is first used, not with the window.
if TYPE_CHECKING:
    from ..learn.flow import LessonFlow, Screen, Shown
    from ..learn.progress import ProgressStore
    from ..learn.questions import Question, Verdict
    from ..learn.run import LessonRun
    from ..learn.showing import LessonRow, QuizWork
    from ..sgf import Record
    from .main_window import MainWindow


class LearnDock(QDockWidget):
    """The course, a lesson's questions one at a time, and what was right and wrong.

    While a question is open (asked, not yet answered) the window's ruling panel, details pane,
    comment and the board's crosses are hidden and a click on the board does not play; an
    answer shows them again at the question's node, with the verdict and each ruleset's ruling.
    """

    # The Learn menu's actions, made by install_learn_mode
    quiz_action: QAction
    review_action: QAction
    reset_action: QAction

    def __init__(self, window: MainWindow, store: ProgressStore | None = None) -> None:
        super().__init__(translate("LearnDock", "Learn"), window)
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
        self.pages = QStackedWidget()
        self._make_pages()
        self.setWidget(self.pages)
        for widget in self.findChildren(QWidget):
            widget.installEventFilter(self)
        self.installEventFilter(self)
        window.board.installEventFilter(self)
        # After each of the window's refreshes: the run ends when the window opened another record.
        window.refreshed.connect(self._another_record_opened)
        self._rows: dict[str, LessonRow] = {}
        # While the course shows: the lessons' questions worked out a slice at a time, between
        # events, so that the counts fill in and Start finds its questions ready.
        self._counting = QTimer(self)
        self._counting.setInterval(0)
        self._counting.timeout.connect(self._count_questions)
        # "Quiz me here" on a long line is worked out the same way.
        self._quiz: QuizWork | None = None
        self._quiz_note = ""  # its progress, as the status bar last showed it
        self._quizzing = QTimer(self)
        self._quizzing.setInterval(0)
        self._quizzing.timeout.connect(self._work_on_quiz)
        # While another program holds the progress file, what waits for it is tried again.
        self._store_said = ""  # what the status bar was last told about the file
        self._retrying = QTimer(self)
        self._retrying.setInterval(1000)
        self._retrying.timeout.connect(self._retry_store)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._close_store)
        if store is not None:
            self.use_store(store)

    @property
    def store(self) -> ProgressStore:
        """The learner's progress, opened at the default place on first use (see use_store)."""
        if self._store is None:
            from ..learn.progress import ProgressStore  # sqlite3: loaded when Learn mode is first used

            self.use_store(ProgressStore())
        assert self._store is not None
        return self._store

    def use_store(self, store: ProgressStore) -> None:
        """Keep progress in `store` (a screenshot run keeps it in memory): what goes wrong with
        its file is said in the status bar, and what waits for the file is tried again."""
        self._store = store
        store.on_news = self._store_news
        self._store_news()

    def _store_news(self) -> None:
        """Say what went wrong with the progress file in the status bar (and that it is free
        again, once it is) and on the course page (there, when nothing else, where a file set
        aside is), and while something waits for the file try again every second: the window
        never waits for another program's lock."""
        store = self._store
        if store is None:
            return
        bar = self.window_.statusBar()
        message = store.message
        if message:
            bar.showMessage(message)
        elif self._store_said and bar.currentMessage() == self._store_said:
            bar.showMessage(self.tr("The progress file is free again: every answer is kept in it."))
        self._store_said = message or ""
        self.course_note.setText(message or store.set_aside_note() or "")  # for as long as it holds
        if store.waiting and not self._retrying.isActive():
            self._retrying.start()

    def _retry_store(self) -> None:
        """Try the progress file again; the course shows what could be read from it at last."""
        store = self._store
        if store is not None and store.retry() and self.run is None and self.pages.currentIndex() == 0:
            self.fill_course()
        if store is None or not store.waiting:
            self._retrying.stop()

    def _close_store(self) -> None:
        """The program quits: what waits for the progress file is written if it can be."""
        if self._store is not None and self._store.waiting:
            self._store.close()

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
        self.lesson_list.itemDoubleClicked.connect(lambda _item: self.start())
        self.lesson_list.currentItemChanged.connect(lambda *_: self._lesson_chosen())
        # Lambdas: clicked(bool)'s argument would land in the slots' optional parameters.
        self.start_button.clicked.connect(lambda: self.start())
        self.review_button.clicked.connect(self.review)
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
        self.summary_review_button.clicked.connect(self.review)
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

    # ----- the course -----------------------------------------------------------------------------

    def fill_course(self, select: str | None = None) -> None:
        """The lessons with the learner's progress; the lesson to resume is selected."""
        from ..learn.course import COURSE
        from ..learn.showing import lesson_rows

        rows = lesson_rows(self.store)
        if select is None:
            place = self.store.resume_point()
            select = place.lesson if place is not None else COURSE[0].id
        self.lesson_list.blockSignals(True)
        self.lesson_list.clear()
        for number, row in enumerate(rows, 1):
            item = QListWidgetItem(CoursePage.row_text(number, row))
            item.setData(LESSON_ID, row.lesson.id)
            item.setToolTip(translate("Lesson", row.lesson.introduction))
            self.lesson_list.addItem(item)
            if row.lesson.id == select:
                self.lesson_list.setCurrentItem(item)
        self.lesson_list.blockSignals(False)
        self._rows = {row.lesson.id: row for row in rows}
        queue = len(self.store.review_queue())
        self.review_button.setText(self.tr("Review ({n})").replace("{n}", str(queue)))
        self.review_button.setEnabled(queue > 0)
        self._lesson_chosen()
        if any(row.questions is None for row in rows):
            self._counting.start()

    def _count_questions(self) -> None:
        """A slice of working out the course's questions; the rows whose counts became known
        are shown again."""
        from ..learn.showing import lesson_rows, work_on_counts

        try:
            found = work_on_counts(self.selected_lesson(), 0.008) if self.isVisible() else None
        except Exception:
            self._counting.stop()  # not again and again: the next showing of the course tries once more
            raise
        if not found:
            if found is None:
                self._counting.stop()  # all known, or the dock put away (it starts again when shown)
            return
        rows = {row.lesson.id: (number, row) for number, row in enumerate(lesson_rows(self.store), 1)}
        for index in range(self.lesson_list.count()):
            item = self.lesson_list.item(index)
            lesson_id = item.data(LESSON_ID)
            if lesson_id in found and lesson_id in rows:
                item.setText(CoursePage.row_text(*rows[lesson_id]))
                self._rows[lesson_id] = rows[lesson_id][1]
        self._lesson_chosen()

    def selected_lesson(self) -> str:
        from ..learn.course import COURSE

        item = self.lesson_list.currentItem()
        return item.data(LESSON_ID) if item is not None else COURSE[0].id

    def _lesson_chosen(self) -> None:
        row = self._rows.get(self.selected_lesson())
        if row is not None and row.resumable:
            self.start_button.setText(self.tr("Resume"))
        elif row is not None and row.finished:
            self.start_button.setText(self.tr("Start again"))
        else:
            self.start_button.setText(self.tr("Start"))

    def show_course(self) -> None:
        with self.window_.refreshing_once():  # everything shown again, under the learner's ruleset, once
            self._stop_asking()
            self.run = self.flow = None
            self.window_.give_back_ruleset()
        self.fill_course()
        self.pages.setCurrentIndex(0)
        self.lesson_list.setFocus()

    # ----- starting runs ------------------------------------------------------------------------

    def start(self, lesson_id: str | None = None) -> None:
        """Start (or resume where it was left) a lesson: its introduction first."""
        from ..learn.run import LessonRun

        lesson_id = lesson_id or self.selected_lesson()
        row = self._rows.get(lesson_id)
        start = row.next if row is not None and row.resumable else 0
        self.begin(LessonRun.for_lesson(lesson_id, self.store, start=start))

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

    def review(self) -> None:
        """The questions answered wrong last time, again."""
        from ..learn.run import LessonRun

        run = LessonRun.review(self.store)
        if run.finished:
            self.window_.statusBar().showMessage(self.tr("Nothing to review: every question was answered right last time."))
            return
        self.begin(run)

    def next_lesson(self) -> None:
        from ..learn.course import COURSE

        run = self.run
        ids = [each.id for each in COURSE]
        if run is not None and run.lesson is not None and run.lesson.id in ids:
            following = ids[(ids.index(run.lesson.id) + 1) % len(ids)]
            self.fill_course(select=following)
            self.start(following)
        else:
            self.show_course()

    def quiz_here(self) -> None:
        """"Quiz me here": questions on the window's own record and line, worked out a node at
        a time between events (the status bar says how far it has got); the quiz begins when
        they are ready. Opening another record, starting a lesson or putting Learn mode away
        leaves the work."""
        from ..learn.showing import QuizWork

        c = self.controller
        if c.record is None or not c.nodes:
            return
        node = c.node
        line = (node.name if node is not None and node.name else "") or self.tr("this line")
        self._quiz = QuizWork(c.record, list(c.nodes), line=line, diagram=c.diagram_id,
                              file=None if c.diagram_id else (c.path or c.title), store=self.store)
        self.show()
        self.raise_()
        self._quizzing.start()

    def _work_on_quiz(self) -> None:
        """A slice of the quiz's work: about 8 ms, at least one node."""
        quiz = self._quiz
        if quiz is None or quiz.record is not self.controller.record:
            self._leave_quiz()
            return
        try:
            run = quiz.work_for(0.008)
        except Exception:
            self._leave_quiz()  # a failure is reported once, not on every slice
            raise
        if run is None:
            note = self.tr("Working out questions on this line: {p}%").replace("{p}", str(quiz.percent))
            if note != self.window_.statusBar().currentMessage():
                self.window_.statusBar().showMessage(note)
                self._quiz_note = note
            return
        self._leave_quiz()
        if run.finished:
            self.window_.statusBar().showMessage(
                self.tr("Every ruleset agrees all along this line: there is nothing to ask here."))
            return
        self.begin(run)

    def _leave_quiz(self) -> None:
        """Stop working out a quiz, if one is under way (and take its progress note away)."""
        self._quizzing.stop()
        self._quiz = None
        if self._quiz_note and self.window_.statusBar().currentMessage() == self._quiz_note:
            self.window_.statusBar().clearMessage()  # only the note: not what the window said since
        self._quiz_note = ""

    def reset_progress(self, confirm=None) -> bool:
        """Forget every answer and place, after asking. `confirm` stands in for the question
        in tests: () -> bool."""
        if confirm is None:
            answer = QMessageBox.question(
                self, self.tr("Reset progress?"),
                self.tr("Forget every answer and where each lesson was left? This cannot be undone."),
                QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel)
            agreed = answer == QMessageBox.StandardButton.Reset
        else:
            agreed = confirm()
        if agreed:
            self.store.reset()
            self.fill_course()
        return agreed

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
                # Shown for the answer only: the learner's own choice comes back when the run ends.
                window.show_ruleset_for_now(PRESETS[screen.ruleset])
            if screen.stage == "summary":
                self._run_record = None
                window.give_back_ruleset()
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
            self.summary_review_button.setEnabled(bool(self.store.review_queue()))
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
                for widget in (button, words, words.parentWidget()):
                    widget.installEventFilter(self)
        if screen.stage == "retry":  # the first choice taken back: choose again
            for button in self.choice_buttons:
                button.setAutoExclusive(False)
                button.setChecked(False)
                button.setAutoExclusive(question.form == "one")
        heading = self.tr("{title}: question {q} of {n}").replace("{title}", run.title).replace(
            "{q}", str(run.index + 1)).replace("{n}", str(len(run.questions)))
        self.question_page.show_screen(heading, screen, run.index + 1 >= len(run.questions))
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
        rows = [ruleset.id for ruleset in self.controller.shown_rulesets()]
        if ruleset_id in rows:
            self.window_.rulings.selectRow(rows.index(ruleset_id))

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
        if shown.record is not c.record:
            nodes = follow_line(c.record.root, shown.nodes) if (
                c.record is not None and shown.diagram is not None and c.diagram_id == shown.diagram) else None
            if nodes is None:
                if shown.diagram is None or not self.window_.maybe_save():
                    return False
                c.open_record(*position_record(shown.diagram), shown.diagram)
                self.window_.browser.show_choice(shown.diagram)
                nodes = follow_line(c.record.root, shown.nodes)
        if nodes is None:
            return False
        c.show_node(nodes[-1])
        c.go_to(shown.index)
        self._run_record = c.record
        return True

    def widen(self) -> None:
        """Give the dock room for a question and its rulings (at most a third of the window)."""
        wanted = min(340, self.window_.width() // 3)
        if self.width() < wanted and not self.isFloating():
            self.window_.resizeDocks([self], [wanted], Qt.Orientation.Horizontal)

    def _stop_asking(self) -> None:
        self.asking = False
        self._run_record = None
        self.window_.hide_answers(False)

    def _another_record_opened(self) -> bool:
        """The learner opened another record (a file, a recent or dropped one, a diagram,
        another game of the file, a new position) while the run's question or answer showed:
        the run is left as Leave the lesson leaves it, and the status bar says so."""
        run = self.run
        if self._run_record is None or self._run_record is self.controller.record or run is None:
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


def install_learn_mode(window: MainWindow, store: ProgressStore | None = None) -> LearnDock:
    """Add Learn mode to the teaching window: the dock (tabbed with the diagram library, hidden
    until asked for), a Learn menu and a toolbar button (Ctrl+L). The progress database opens
    when Learn mode is first used (`store`, if given, is used instead); what went wrong with its
    file (a damaged one set aside) goes to the status bar then."""
    dock = LearnDock(window, store)
    library = window.findChild(QDockWidget, "diagrams")
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    if library is not None:
        window.tabifyDockWidget(library, dock)
    dock.hide()
    toggle = dock.toggleViewAction()
    toggle.setText(translate("LearnDock", "&Learn mode"))
    toggle.setShortcut(QKeySequence("Ctrl+L"))
    toggle.setToolTip(translate("LearnDock", "The course: lessons that ask before they tell (Ctrl+L)"))
    toggle.triggered.connect(lambda on: _shown(dock, on))
    quiz = QAction(translate("LearnDock", "&Quiz me here"), window)
    quiz.setToolTip(translate("LearnDock", "Questions on the line the window shows, where the rulesets disagree"))
    quiz.triggered.connect(dock.quiz_here)
    review = QAction(translate("LearnDock", "&Review"), window)
    review.triggered.connect(dock.review)
    reset = QAction(translate("LearnDock", "Reset &progress..."), window)
    reset.triggered.connect(lambda: dock.reset_progress())
    menu = window.menuBar().addMenu(translate("LearnDock", "&Learn"))
    menu.addAction(toggle)
    menu.addSeparator()
    for action in (quiz, review, reset):
        menu.addAction(action)
    bar_actions = window.menuBar().actions()
    if len(bar_actions) > 1:  # before Help, the last menu
        window.menuBar().insertAction(bar_actions[-2], menu.menuAction())
    window.addAction(toggle)
    bar = QToolBar(translate("LearnDock", "Learn"))
    bar.setObjectName("learn-tools")
    bar.addAction(toggle)
    bar.addAction(quiz)
    window.addToolBar(bar)
    dock.quiz_action = quiz
    dock.review_action = review
    dock.reset_action = reset
    return dock


def _shown(dock: LearnDock, on: bool) -> None:
    """The dock was opened or put away from the menu or the toolbar."""
    if on:
        dock.open_lessons()
    else:
        dock.set_aside()
