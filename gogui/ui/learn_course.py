"""Learn mode's course side: the progress file, the lessons with the learner's standing, Review, Quiz me
here worked out between events, Reset, and the Learn menu that opens it all."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QLabel, QListWidget, QListWidgetItem, QMessageBox, QPushButton, QStackedWidget

from ..i18n import translate
from .learn_pages import CoursePage
from .window_services import WindowServices

LESSON_ID = Qt.ItemDataRole.UserRole  # a lesson row's lesson id

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from ..board_marks import BoardMarks
    from ..learn.mastery import CardId
    from ..learn.progress import ProgressStore
    from ..learn.run import LessonRun
    from ..learn.showing import LessonRow, QuizWork, Suggestion
    from .board_view import BoardWidget
    from .controller import Controller
    from .diagram_browser import DiagramBrowser
    from .learn_progress import ProgressDialog
    from .record_files import RecordFiles
    from .ruleset_choice import RulesetChoice
    from .ruling_panel import RulingPanel


class LearnWindow(WindowServices, Protocol):
    """What Learn mode asks of the teaching window beyond every part's services.

    board           where questions are answered by a click, and the answer's marks show
    browser         the library, whose choice follows the diagram a question is asked on
    files           to save the record a question's diagram replaces
    panel           the ruling panel, whose row of the answer's ruleset is selected
    hidden_note     what stands in for the panel while a question is asked
    refreshed       the window has shown the current node again
    refreshing_once several changes shown once (a context manager)
    rulesets        the board's ruleset: an answer's shown for now, then the learner's again
    hide_answers    a question asked (the rulings hidden) or answered
    """

    board: BoardWidget
    browser: DiagramBrowser
    files: RecordFiles
    panel: RulingPanel
    hidden_note: QLabel
    rulesets: RulesetChoice

    @property
    def refreshed(self) -> SignalInstance: ...

    def refreshing_once(self) -> AbstractContextManager[None]: ...

    def hide_answers(self, hidden: bool, marks: BoardMarks = ...) -> None: ...


class LearnCourse(QDockWidget):
    """The course side of the Learn dock (LearnDock adds the lessons' flow): the dock's
    pages, made by LearnDock, are named here for what this side fills in."""

    window_: LearnWindow
    controller: Controller
    _store: ProgressStore | None
    run: LessonRun | None
    pages: QStackedWidget
    lesson_list: QListWidget
    course_note: QLabel
    start_button: QPushButton
    review_button: QPushButton
    # The Learn menu's actions, made by learn_mode.install_learn_mode
    quiz_action: QAction
    review_action: QAction
    progress_action: QAction
    export_action: QAction
    lesson_sgf_action: QAction
    import_action: QAction
    reset_action: QAction
    suggest_button: QPushButton

    def _start_course_work(self) -> None:
        self._rows: dict[str, LessonRow] = {}
        self._suggestion: Suggestion | None = None
        self._progress: ProgressDialog | None = None  # Learn > Progress, made when first shown
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

    @property
    def store(self) -> ProgressStore:
        """The learner's progress, opened at the default place on first use (see use_store)."""
        if self._store is None:
            from ..learn.progress import ProgressStore  # sqlite3: loaded when Learn mode is first used

            self.use_store(ProgressStore())
        assert self._store is not None
        return self._store

    @property
    def store_open(self) -> bool:
        """Whether the progress file has been opened (Learn mode was used)."""
        return self._store is not None

    def count_due(self) -> int:
        """The cards due today, as the Learn menu's Review says it."""
        due = len(self.store.due_cards())
        self.review_action.setText(translate("LearnDock", "&Review ({n} due today)").replace("{n}", str(due)))
        return due

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
            bar.showMessage(translate("LearnDock", "The progress file is free again: every answer is kept in it."))
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


    # ----- the course -----------------------------------------------------------------------------

    def fill_course(self, select: str | None = None) -> None:
        """The lessons with the learner's progress; the lesson to resume is selected."""
        from ..learn.course import COURSE
        from ..learn.showing import lesson_rows, suggestion

        rows = lesson_rows(self.store)
        due = self.count_due()
        self._suggestion = suggestion(rows, due)
        self.suggest_button.setText(self._suggestion.text())
        if select is None:  # the lesson suggested, else the one worked on last
            place = self.store.resume_point()
            select = self._suggestion.lesson or (place.lesson if place is not None else COURSE[0].id)
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
        self.review_button.setText(translate("LearnDock", "Review ({n} due)").replace("{n}", str(due)))
        self.review_button.setEnabled(due > 0)
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

    def lesson_in_view(self) -> str:
        """The lesson under way, else the one chosen on the course page: what an export takes."""
        lesson = self.run.lesson if self.run is not None else None
        return lesson.id if lesson is not None else self.selected_lesson()

    def selected_lesson(self) -> str:
        from ..learn.course import COURSE

        item = self.lesson_list.currentItem()
        return item.data(LESSON_ID) if item is not None else COURSE[0].id

    def _lesson_chosen(self) -> None:
        row = self._rows.get(self.selected_lesson())
        if row is not None and row.resumable:
            self.start_button.setText(translate("LearnDock", "Resume"))
        elif row is not None and row.finished:
            self.start_button.setText(translate("LearnDock", "Start again"))
        else:
            self.start_button.setText(translate("LearnDock", "Start"))


    def review(self, concept: str | None = None, family: str | None = None,
               cards: Sequence[CardId] | None = None) -> None:
        """Spaced review: the cards due today, each asked on a position other than the one
        shown for it last (turned, reflected, colour-swapped, or another of the course); with a
        concept and family, a short review of that cell of the mastery table; with `cards`, the
        cards a review had still to ask when the program last stopped."""
        from ..learn.run import LessonRun

        run = LessonRun.spaced_review(self.store, concept=concept, family=family, cards=cards)
        if run.finished:
            self.window_.statusBar().showMessage(
                translate("LearnDock", "Nothing is due for review today: come back tomorrow, or take the next lesson."))
            return
        self.begin(run)

    def suggested(self) -> None:
        """The course page's one next thing to do: the review, or the next lesson."""
        chosen = self._suggestion
        if chosen is None or chosen.kind == "review":
            self.review()
        else:
            self.fill_course(select=chosen.lesson)
            self.start(chosen.lesson)

    def show_progress(self) -> None:
        """Learn > Progress: the mastery table in a window of its own; a click on a cell starts
        a short review of it."""
        from ..learn.mastery import mastery_table
        from ..learn.progress import LearnState
        from .learn_progress import ProgressDialog

        if self._progress is None:
            self._progress = ProgressDialog(self.window_.window())
            self._progress.cell_chosen.connect(self._review_cell)
            self._progress.finished.connect(self._progress_closed)
        self._progress.show_table(mastery_table(self.store))
        self._progress.show()
        self._progress.activateWindow()
        if self.run is None:
            self.store.save_learn_state(LearnState(True, "progress"))

    def _progress_closed(self) -> None:
        from ..learn.progress import LearnState

        if self.run is None:
            self.store.save_learn_state(LearnState(True, "course"))

    def _review_cell(self, concept: str, family: str) -> None:
        if self._progress is not None:
            self._progress.close()
        self.review(concept, family)

    def export_progress(self) -> None:
        from .learn_progress import export_progress

        if export_progress(self.window_.window(), self.store):
            self.window_.statusBar().showMessage(translate("LearnDock", "Progress exported."))

    def export_lesson(self) -> None:
        """Learn > Export lesson as SGF: the lesson under way, else the one chosen on the course page."""
        from .lesson_export import export_lesson_sgf

        said = export_lesson_sgf(self.window_.window(), self.lesson_in_view())
        if said:
            self.window_.statusBar().showMessage(said)

    def import_progress(self) -> None:
        from .learn_progress import import_progress

        said = import_progress(self.window_.window(), self.store)
        if said is not None:
            self.window_.statusBar().showMessage(said)
            if self.run is None:
                self.fill_course()

    def reopen(self) -> None:
        """At start, when Learn mode was open as the program last stopped (even killed): Learn
        mode again, on the lesson's question, the review's card or the page it was on."""
        from ..learn.course import COURSE

        state = self.store.learn_state()
        self.open_lessons()
        if state is None:
            return
        if state.page == "lesson" and state.lesson in [each.id for each in COURSE]:
            self.fill_course(select=state.lesson)
            self.start(state.lesson)
            if self.run is not None and self.run.index:
                self.ask_current()  # straight back to the question it stopped at
        elif state.page == "review" and state.cards[state.card_index:]:
            self.review(cards=state.cards[state.card_index:])  # the cards it had still to ask
        elif state.page == "progress":
            self.show_progress()

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
        if c.explorer.record is None or not c.explorer.nodes:
            return
        node = c.explorer.node
        line = (node.name if node is not None and node.name else "") or translate("LearnDock", "this line")
        self._quiz = QuizWork(c.explorer.record, list(c.explorer.nodes), line=line, diagram=c.explorer.diagram_id,
                              file=None if c.explorer.diagram_id else (c.explorer.path or c.explorer.title), store=self.store)
        self.show()
        self.raise_()
        self._quizzing.start()

    def _work_on_quiz(self) -> None:
        """A slice of the quiz's work: about 8 ms, at least one node."""
        quiz = self._quiz
        if quiz is None or quiz.record is not self.controller.explorer.record:
            self._leave_quiz()
            return
        try:
            run = quiz.work_for(0.008)
        except Exception:
            self._leave_quiz()  # a failure is reported once, not on every slice
            raise
        if run is None:
            note = translate("LearnDock", "Working out questions on this line: {p}%").replace("{p}", str(quiz.percent))
            if note != self.window_.statusBar().currentMessage():
                self.window_.statusBar().showMessage(note)
                self._quiz_note = note
            return
        self._leave_quiz()
        if run.finished:
            self.window_.statusBar().showMessage(
                translate("LearnDock", "Every ruleset agrees all along this line: there is nothing to ask here."))
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
                self, translate("LearnDock", "Reset progress?"),
                translate("LearnDock", "Forget every answer and where each lesson was left? This cannot be undone."),
                QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel)
            agreed = answer == QMessageBox.StandardButton.Reset
        else:
            agreed = confirm()
        if agreed:
            self.store.reset()
            self.fill_course()
        return agreed


    def start(self, lesson_id: str | None = None) -> None:
        """Start (or resume where it was left) a lesson: its introduction first."""
        from ..learn.run import LessonRun

        lesson_id = lesson_id or self.selected_lesson()
        row = self._rows.get(lesson_id)
        start = row.next if row is not None and row.resumable else 0
        self.begin(LessonRun.for_lesson(lesson_id, self.store, start=start))

    def begin(self, run: LessonRun) -> None:
        """Take the learner through a run (LearnDock)."""
        raise NotImplementedError

    def show_course(self) -> None:
        """Back to the course (LearnDock)."""
        raise NotImplementedError

    def open_lessons(self) -> None:
        """Show the dock with the course (LearnDock)."""
        raise NotImplementedError

    def ask_current(self) -> None:
        """Go on to the current question (LearnDock)."""
        raise NotImplementedError
