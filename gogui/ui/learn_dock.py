"""Learn mode: a dock that takes the learner through the course, asking before the window tells."""

from __future__ import annotations

from dataclasses import replace
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ..engine import PRESETS
from ..i18n import plural, translate
from .override_errors import guarded

LESSON_ID = Qt.ItemDataRole.UserRole  # a lesson row's lesson id

_DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}
_CONFIRM = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)

# The course's modules (gogui.learn) are imported where they are used: they load when Learn
# mode is first used, not with the window.
if TYPE_CHECKING:
    from ..learn.progress import ProgressStore
    from ..learn.questions import Question, Verdict
    from ..learn.run import LessonRun
    from ..learn.showing import LessonRow, QuizWork
    from ..sgf import Record
    from .main_window import MainWindow


def _wrapped(text: str = "", rich: bool = False) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    return label


def _scrolled(page: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area


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
        self.asking = False  # a question is shown and not yet answered
        # The record the window shows for the run's question or answer (None when none shows):
        # another record opened meanwhile ends the run (_another_record_opened).
        self._run_record: Record | None = None
        self.choice_buttons: list[QAbstractButton] = []
        self.choice_labels: list[QLabel] = []
        self._choice_rows: list[QWidget] = []
        self._choice_group: QButtonGroup | None = None

        self.pages = QStackedWidget()
        self.pages.addWidget(self._course_page())
        self.pages.addWidget(self._introduction_page())
        self.pages.addWidget(self._question_page())
        self.pages.addWidget(self._summary_page())
        self.setWidget(self.pages)
        # What stands in for the ruling panel while a question is open.
        self.hidden_note = _wrapped(rich=True)
        self.hidden_note.setObjectName("learn-hidden-note")
        self.hidden_note.setContentsMargins(8, 8, 8, 8)
        self.hidden_note.hide()
        # The comment's box (the node's header and its comment) gives way to the note, which
        # repeats the header; elsewhere the note goes before the panel.
        self._comment_box: QWidget | None = window.comment.parentWidget()
        splitter = window.tabs.parentWidget()
        if isinstance(splitter, QSplitter):
            if self._comment_box is not None and splitter.indexOf(self._comment_box) < 0:
                self._comment_box = None
            splitter.insertWidget(splitter.indexOf(window.tabs), self.hidden_note)
            splitter.setStretchFactor(splitter.indexOf(self.hidden_note), 8)
        else:
            self._comment_box = None
        for widget in self.findChildren(QWidget):
            widget.installEventFilter(self)
        self.installEventFilter(self)
        window.board.installEventFilter(self)
        # After each of the window's refreshes: take out what would tell the answer (or end the
        # run, when the window opened another record).
        window.refreshed.connect(self._window_refreshed)
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

    def _course_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.course_heading = _wrapped(self.tr("The course asks before it tells: a position, a question, "
                                               "then what every ruleset says."))
        self.lesson_list = QListWidget()
        self.lesson_list.setWordWrap(True)
        self.lesson_list.itemDoubleClicked.connect(lambda _item: self.start())
        self.lesson_list.currentItemChanged.connect(lambda *_: self._lesson_chosen())
        self.start_button = QPushButton(self.tr("Start"))
        # Lambdas: clicked(bool)'s argument would land in the slots' optional parameters.
        self.start_button.clicked.connect(lambda: self.start())
        self.review_button = QPushButton(self.tr("Review"))
        self.review_button.setToolTip(self.tr("Ask again the questions answered wrong, until they are answered right"))
        self.review_button.clicked.connect(self.review)
        self.quiz_button = QPushButton(self.tr("Quiz me here"))
        self.quiz_button.setToolTip(self.tr("Questions on the line the window shows, where the rulesets disagree"))
        self.quiz_button.clicked.connect(self.quiz_here)
        self.reset_button = QPushButton(self.tr("Reset progress..."))
        self.reset_button.clicked.connect(lambda: self.reset_progress())
        self.course_note = _wrapped()
        layout.addWidget(self.course_heading)
        layout.addWidget(self.lesson_list, 1)
        row = QHBoxLayout()
        row.addWidget(self.start_button)
        row.addWidget(self.review_button)
        layout.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.quiz_button)
        row.addWidget(self.reset_button)
        layout.addLayout(row)
        layout.addWidget(self.course_note)
        return page

    def _introduction_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.intro_title = _wrapped(rich=True)
        self.intro_text = _wrapped()
        self.intro_rules = _wrapped(rich=True)
        self.begin_button = QPushButton(self.tr("Begin"))
        self.begin_button.clicked.connect(self.ask_current)
        back = QPushButton(self.tr("Back to the course"))
        back.clicked.connect(self.show_course)
        for widget in (self.intro_title, self.intro_text, self.intro_rules):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addWidget(self.begin_button)
        layout.addWidget(back)
        return _scrolled(page)

    def _question_page(self) -> QWidget:
        page = QWidget()
        page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.question_page = page
        layout = QVBoxLayout(page)
        self.question_heading = _wrapped(rich=True)
        self.prompt = _wrapped()
        font = self.prompt.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        font.setBold(True)
        self.prompt.setFont(font)
        self.form_hint = _wrapped()
        self.choices_box = QVBoxLayout()
        self.answer_button = QPushButton(self.tr("Answer"))
        self.answer_button.clicked.connect(self.answer_chosen)
        self.skip_button = QPushButton(self.tr("Skip"))
        self.skip_button.clicked.connect(self.next_question)
        self.verdict_label = _wrapped(rich=True)
        self.reveal_label = _wrapped(rich=True)
        self.reveal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.next_button = QPushButton(self.tr("Next"))
        self.next_button.clicked.connect(self.next_question)
        self.stop_button = QPushButton(self.tr("Leave the lesson"))
        self.stop_button.clicked.connect(self.leave)
        for widget in (self.question_heading, self.prompt, self.form_hint):
            layout.addWidget(widget)
        layout.addLayout(self.choices_box)
        row = QHBoxLayout()
        row.addWidget(self.answer_button)
        row.addWidget(self.skip_button)
        layout.addLayout(row)
        layout.addWidget(self.verdict_label)
        layout.addWidget(self.next_button)  # above the rulings, so it shows without scrolling
        layout.addWidget(self.reveal_label)
        layout.addStretch(1)
        layout.addWidget(self.stop_button)
        return _scrolled(page)

    def _summary_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.summary_score = _wrapped(rich=True)
        self.summary_label = _wrapped(rich=True)
        self.summary_review_button = QPushButton(self.tr("Review what was wrong"))
        self.summary_review_button.clicked.connect(self.review)
        self.summary_next_button = QPushButton(self.tr("Next lesson"))
        self.summary_next_button.clicked.connect(self.next_lesson)
        back = QPushButton(self.tr("Back to the course"))
        back.clicked.connect(self.show_course)
        self.summary_back_button = back
        # The score and the buttons first, so that they show however long the list is.
        layout.addWidget(self.summary_score)
        for button in (self.summary_next_button, self.summary_review_button, back):
            layout.addWidget(button)
        layout.addWidget(self.summary_label)
        layout.addStretch(1)
        return _scrolled(page)

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
            item = QListWidgetItem(self._row_text(number, row))
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
                item.setText(self._row_text(*rows[lesson_id]))
                self._rows[lesson_id] = rows[lesson_id][1]
        self._lesson_chosen()

    def _row_text(self, number: int, row: LessonRow) -> str:
        return f"{number}. {translate('Lesson', row.lesson.title)}\n    {self._standing(row)}"

    def _standing(self, row: LessonRow) -> str:
        count = "\u2026" if row.questions is None else str(row.questions)  # … while being worked out
        if not row.started:
            return plural(row.questions if row.questions is not None else 0, self.tr("1 question, not started"),
                          self.tr("{n} questions, not started")).replace("{n}", count)
        text = self.tr("{right} of {n} right").replace("{right}", str(row.right)).replace("{n}", count)
        if row.wrong:
            text += ", " + self.tr("{k} to review").replace("{k}", str(row.wrong))
        if row.finished:
            return text + " \u00b7 " + self.tr("finished")
        return text + " \u00b7 " + self.tr("at question {q}").replace("{q}", str(row.next + 1))

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
            self.run = None
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
        """Take the learner through a run: its introduction, if it has one, then its questions."""
        from ..learn.showing import lesson_rules

        self._leave_quiz()
        self._stop_asking()
        self.run = run
        self.show()
        self.raise_()
        self.widen()
        if run.finished:
            self.show_summary()
            return
        if not run.introduction:
            self.ask_current()
            return
        self.intro_title.setText(f"<h3>{escape(run.title)}</h3>")
        self.intro_text.setText(run.introduction)
        assert run.lesson is not None
        rules = "".join(f"<li>{escape(rule)}</li>" for rule in lesson_rules(run.lesson))
        about = self.tr("This lesson is about:")
        where = ""
        if run.index:
            where = "<p>" + self.tr("You stopped before question {q} of {n}: you go on from there.").replace(
                "{q}", str(run.index + 1)).replace("{n}", str(len(run.questions))) + "</p>"
        self.intro_rules.setText(f"<p><b>{escape(about)}</b></p><ul>{rules}</ul>{where}")
        self.pages.setCurrentIndex(1)
        self.begin_button.setFocus()

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

    # ----- a question -------------------------------------------------------------------------

    def ask_current(self) -> None:
        """Show the current question: its position on the board, the question, its choices."""
        run = self.run
        if run is None:
            return
        question = run.current
        if question is None:
            self.show_summary()
            return
        with self.window_.refreshing_once():  # the window shows the question's node once, quietened
            if not self._show_position(question, question.shown_node):
                self.window_.statusBar().showMessage(self.tr("The question's position could not be shown."))
                self.show_course()
                return
            self.asking = True
            self._hide_answers(True)
            heading = self.tr("{title}: question {q} of {n}").replace("{title}", run.title).replace(
                "{q}", str(run.index + 1)).replace("{n}", str(len(run.questions)))
            self.question_heading.setText(f"<b>{escape(heading)}</b>")
            self.prompt.setText(question.prompt)
            self._make_choices(question)
            self.verdict_label.clear()
            self.verdict_label.hide()
            self.reveal_label.clear()
            self.reveal_label.hide()
            self.next_button.hide()
            self.answer_button.setVisible(question.form != "point")
            self.answer_button.setEnabled(False)
            self.skip_button.show()
            self.pages.setCurrentIndex(2)
            self.show()
            first = self.choice_buttons[0] if self.choice_buttons else self.question_page
            first.setFocus()

    def _make_choices(self, question: Question) -> None:
        for old in self._choice_rows:
            self.choices_box.removeWidget(old)
            old.deleteLater()
        self._choice_rows = []
        self.choice_buttons = []
        self.choice_labels = []
        self._choice_group = None
        if question.form == "point":
            self.form_hint.setText(self.tr("Click the point on the board."))
            self.form_hint.show()
            return
        several = question.form == "several"
        self.form_hint.setText(self.tr("Tick every one that applies, then Answer (or press Enter).") if several
                               else self.tr("Choose one, then Answer (or press Enter)."))
        self.form_hint.show()
        group = QButtonGroup(self)
        group.setExclusive(not several)
        for number, choice in enumerate(question.choices, 1):
            # The button carries the number key, a label beside it the words, wrapped.
            key = f"&{number}" if number < 10 else ""
            button: QAbstractButton = QCheckBox(key) if several else QRadioButton(key)
            button.setProperty("choice", choice)
            button.toggled.connect(self._choice_toggled)
            words = _wrapped(question.text_of(choice))
            words.setProperty("choice", choice)
            row = QWidget()
            row_layout = QHBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            row_layout.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
            row_layout.addWidget(words, 1)
            for widget in (row, button, words):
                widget.installEventFilter(self)
            group.addButton(button)
            self.choices_box.addWidget(row)
            row.show()  # at once, not when the event loop next runs
            self._choice_rows.append(row)
            self.choice_buttons.append(button)
            self.choice_labels.append(words)
        self._choice_group = group

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
        if question is None or not self.asking:
            return
        chosen = self.chosen()
        if not chosen:
            return
        self.answer(chosen if question.form == "several" else chosen[0])

    def answer(self, given: object) -> Verdict | None:
        """Judge an answer to the open question and show what every ruleset says."""
        run = self.run
        if run is None or run.current is None or not self.asking:
            return None
        verdict = run.answer(given)
        self._reveal(run.current, verdict, given)
        return verdict

    def _reveal(self, question: Question, verdict: Verdict, given: object) -> None:
        from ..learn.showing import right_answer

        self.asking = False
        for button in self.choice_buttons:
            button.setEnabled(False)
        self.answer_button.hide()
        self.skip_button.hide()
        self.form_hint.hide()
        self._hide_answers(False)
        with self.window_.refreshing_once():  # a new ruleset and a new node, shown once
            if len(question.rulesets) == 1 and question.rulesets[0] in PRESETS:
                # Shown for the answer only: the learner's own choice comes back when the run ends.
                self.window_.show_ruleset_for_now(PRESETS[question.rulesets[0]])
            self._show_position(question, question.node)
        self._select_panel_row(question.rulesets[0] if question.rulesets else None)
        if verdict.right:
            head = "\u2713 " + self.tr("Right.")
            colour = "#2e7d32"
        else:
            head = "\u2717 " + self.tr("Not right.")
            colour = "#c62828"
        parts = [f'<p><b><span style="color:{colour}">{escape(head)}</span></b>']
        if question.form == "point" and isinstance(given, str):
            parts[0] += " " + escape(self.tr("You clicked {v}.").replace("{v}", given))
        parts[0] += "</p>"
        if not verdict.right:
            parts.append(f"<p>{escape(verdict.missed)}</p>")
        answer = ", ".join(right_answer(question))
        parts.append("<p><b>" + escape(self.tr("The answer:")) + "</b> " + escape(answer) + "</p>")
        self.verdict_label.setText("".join(parts))
        self.verdict_label.show()
        rulings = "".join(f"<li>{escape(text)}</li>" for text in question.reveal_after(given).values())
        self.reveal_label.setText("<b>" + escape(self.tr("What each ruleset says here:")) + f"</b><ul>{rulings}</ul>")
        self.reveal_label.show()
        run = self.run
        last = run is not None and run.index + 1 >= len(run.questions)
        self.next_button.setText(self.tr("See the summary") if last else self.tr("Next"))
        self.next_button.show()
        self.next_button.setFocus()

    def _select_panel_row(self, ruleset_id: str | None) -> None:
        rows = [ruleset.id for ruleset in self.controller.shown_rulesets()]
        if ruleset_id in rows:
            self.window_.rulings.selectRow(rows.index(ruleset_id))

    def next_question(self) -> None:
        run = self.run
        if run is None:
            return
        with self.window_.refreshing_once():  # the answer put away and the next question, shown once
            self._stop_asking()
            run.next()
            if run.finished:
                self.show_summary()
            else:
                self.ask_current()

    def leave(self) -> None:
        """Leave the lesson; its place is kept, so Resume comes back to this question (to the next,
        once this one is answered)."""
        run = self.run
        if run is not None and not run.finished:
            run.keep_place()
        self.show_course()

    def show_summary(self) -> None:
        run = self.run
        if run is None:
            return
        with self.window_.refreshing_once():
            self._stop_asking()
            self.window_.give_back_ruleset()
        summary = run.summary()
        title = escape(summary.title)
        score = self.tr("{right} of {n} right").replace("{right}", str(summary.right)).replace(
            "{n}", str(len(summary.items)))
        items = []
        for item in summary.items:
            if item.verdict is None:
                mark, why = "\u2013", self.tr("skipped")
            elif item.verdict.right:
                mark, why = "\u2713", ""
            else:
                mark, why = "\u2717", item.verdict.missed
            text = f"{mark} {escape(item.question.prompt)}"
            if why:
                text += f"<br><i>{escape(why)}</i>"
            items.append(f"<p>{text}</p>")
        self.summary_score.setText(f"<h3>{title}</h3><p><b>{escape(score)}</b></p>")
        self.summary_label.setText("".join(items))
        self.summary_review_button.setEnabled(bool(self.store.review_queue()))
        self.summary_next_button.setVisible(run.lesson is not None)
        self.pages.setCurrentIndex(3)
        (self.summary_next_button if run.lesson is not None else self.summary_back_button).setFocus()

    # ----- the window while asking --------------------------------------------------------------

    def _show_position(self, question: Question, index: int) -> bool:
        """Put the window on a node of the question's line; False when it cannot (the learner
        kept unsaved work that a library diagram would replace)."""
        from ..learn.showing import follow_line

        assert self.run is not None
        c = self.controller
        record, reference = self.run.line_of(question)
        nodes: list | None = reference
        if record is not c.record:
            nodes = follow_line(c.record.root, reference) if (
                c.record is not None and question.diagram is not None and c.diagram_id == question.diagram) else None
            if nodes is None:
                if question.diagram is None or not self.window_.maybe_save():
                    return False
                c.open_diagram(question.diagram)
                self.window_.browser.show_choice(question.diagram)
                nodes = follow_line(c.record.root, reference)
        if nodes is None:
            return False
        c.show_node(nodes[-1])
        c.go_to(index)
        self._run_record = c.record
        return True

    def _hide_answers(self, hide: bool) -> None:
        w = self.window_
        for widget in (w.tabs, w.details, w.comment, self._comment_box):
            if widget is not None:
                widget.setVisible(not hide)
        self.hidden_note.setVisible(hide)
        if hide:
            self._fill_note()

    def _fill_note(self) -> None:
        header = self.window_.node_header.text()
        note = escape(self.tr("The rulings, the comment and the crossed points are hidden until you "
                              "answer the question in the Learn panel."))
        self.hidden_note.setText(f"{header}<p><i>{note}</i></p>")

    def widen(self) -> None:
        """Give the dock room for a question and its rulings (at most a third of the window)."""
        wanted = min(340, self.window_.width() // 3)
        if self.width() < wanted and not self.isFloating():
            self.window_.resizeDocks([self], [wanted], Qt.Orientation.Horizontal)

    def _stop_asking(self) -> None:
        self.asking = False
        self._run_record = None
        self._hide_answers(False)
        self.window_.refresh()

    def _window_refreshed(self) -> None:
        """The window opened another record: the run ends. While asking, the board shows the
        stones only: no crosses, no crossed-out move, no count; the status bar does not name a
        verdict."""
        if self._another_record_opened() or not self.asking:
            return
        board = self.window_.board
        state = board.state
        c = self.controller
        if state is None or c.model is None:
            return
        quiet = replace(state, banned={}, territory={}, dead=set())
        node = c.node
        if state.attempted is not None and node is not None:
            # The move some ruleset forbids is shown as played, as the other rulesets see it.
            quiet = replace(quiet, attempted=None, board=c.model.board(c.index), last_move=state.attempted[0])
        board.show_state(quiet)
        self.window_.statusBar().clearMessage()
        self._fill_note()

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
            vertex = self.window_.board._vertex_at(event.position())
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
            self.ask_current()
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
