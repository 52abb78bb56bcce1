"""The Learn dock's pages: the course, a lesson's introduction, its worked example, a question and the summary."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..engine.wording import listed
from ..i18n import plural, translate
from .wrapped_text import WrappedLabel

if TYPE_CHECKING:
    from ..learn.flow import Screen
    from ..learn.questions import Question
    from ..learn.run import Summary
    from ..learn.showing import LessonRow

RIGHT_COLOUR, WRONG_COLOUR = "#2e7d32", "#c62828"


def wrapped(text: str = "", rich: bool = False) -> QLabel:
    label = WrappedLabel()
    label.setText(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    return label


class ScrolledPage(QWidget):
    """A page shown in a resizable scroll area (scrolled()), which gives it the height its
    texts need at the area's width.

    Qt's preferred size of a page laid out by height for width is its height at its preferred
    width, and the area asks for it on every change: each new wrapped text was laid out again
    at a width the page never takes (a millisecond or two for an answer's rulings). The area
    needs no height from it, so the preferred size here is the layout's own, from its items'."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        layout = self.layout()
        return super().sizeHint() if layout is None else layout.sizeHint()


def scrolled(page: ScrolledPage) -> QScrollArea:
    area = QScrollArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    # Always there: a bar that comes and goes with the text would lay the page out at two
    # widths whenever an answer shows or goes.
    area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    return area


def _items(lines: tuple[str, ...] | list[str]) -> str:
    return "<ul>" + "".join(f"<li>{escape(line)}</li>" for line in lines) + "</ul>" if lines else ""


class CoursePage(QWidget):
    """The lessons with the learner's standing, and the buttons to start, review, quiz, reset."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        self.heading = wrapped(translate("LearnDock", "The course asks before it tells: a position, a question, "
                                                      "then what every ruleset says."))
        # The one next thing to do (showing.suggestion): the review when cards are due, else
        # the first lesson not finished.
        self.suggest_button = QPushButton()
        self.suggest_button.setDefault(True)
        self.lesson_list = QListWidget()
        self.lesson_list.setWordWrap(True)
        self.start_button = QPushButton(translate("LearnDock", "Start"))
        self.review_button = QPushButton(translate("LearnDock", "Review"))
        self.review_button.setToolTip(translate(
            "LearnDock", "The concepts due for review today, each asked on another position: turned, "
                         "reflected, colour-swapped or another of the course"))
        self.quiz_button = QPushButton(translate("LearnDock", "Quiz me here"))
        self.quiz_button.setToolTip(translate(
            "LearnDock", "Questions on the line the window shows, where the rulesets disagree"))
        self.progress_button = QPushButton(translate("LearnDock", "Progress"))
        self.progress_button.setToolTip(translate("LearnDock", "How well each concept is known under each ruleset"))
        self.reset_button = QPushButton(translate("LearnDock", "Reset progress..."))
        self.note = wrapped()
        layout.addWidget(self.heading)
        layout.addWidget(self.suggest_button)
        layout.addWidget(self.lesson_list, 1)
        for pair in ((self.start_button, self.review_button), (self.quiz_button, self.progress_button)):
            row = QHBoxLayout()
            for button in pair:
                row.addWidget(button)
            layout.addLayout(row)
        layout.addWidget(self.reset_button)
        layout.addWidget(self.note)

    @staticmethod
    def row_text(number: int, row: LessonRow) -> str:
        """A lesson's line: its number and title, then how far the learner got."""
        return f"{number}. {translate('Lesson', row.lesson.title)}\n    {CoursePage.standing(row)}"

    @staticmethod
    def standing(row: LessonRow) -> str:
        count = "\u2026" if row.questions is None else str(row.questions)  # … while being worked out
        if not row.started:
            return plural(row.questions if row.questions is not None else 0,
                          translate("LearnDock", "1 question, not started"),
                          translate("LearnDock", "{n} questions, not started")).replace("{n}", count)
        text = translate("LearnDock", "{right} of {n} right").replace("{right}", str(row.right)).replace("{n}", count)
        if row.wrong:
            text = listed([text, translate("LearnDock", "{k} to review").replace("{k}", str(row.wrong))])
        if row.finished:
            return text + " \u00b7 " + translate("LearnDock", "finished")
        return text + " \u00b7 " + translate("LearnDock", "at question {q}").replace("{q}", str(row.next + 1))


class IntroductionPage(ScrolledPage):
    """A lesson's title, its introduction and the rules it is about; Begin."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        self.title = wrapped(rich=True)
        self.text = wrapped()
        self.rules = wrapped(rich=True)
        self.begin_button = QPushButton(translate("LearnDock", "Begin"))
        self.back_button = QPushButton(translate("LearnDock", "Back to the course"))
        for widget in (self.title, self.text, self.rules):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addWidget(self.begin_button)
        layout.addWidget(self.back_button)


class ExamplePage(ScrolledPage):
    """A step of the lesson's worked example: the rule in a sentence, what each ruleset does,
    Back and Next, and Start the questions."""

    def __init__(self) -> None:
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        self.heading = wrapped(rich=True)
        self.text = wrapped()
        self.rulings = wrapped(rich=True)
        self.back_button = QPushButton(translate("LearnDock", "Back"))
        self.forward_button = QPushButton(translate("LearnDock", "Next step"))
        self.questions_button = QPushButton(translate("LearnDock", "Start the questions"))
        row = QHBoxLayout()
        row.addWidget(self.back_button)
        row.addWidget(self.forward_button)
        # Back and Next step under the heading: they show without scrolling however long the
        # step's text is.
        layout.addWidget(self.heading)
        layout.addLayout(row)
        layout.addWidget(self.text)
        layout.addWidget(self.rulings)
        layout.addStretch(1)
        layout.addWidget(self.questions_button)

    def show_step(self, title: str, screen: Screen) -> None:
        heading = translate("LearnDock", "{title}: worked example, step {i} of {n}").replace(
            "{title}", title).replace("{i}", str(screen.step + 1)).replace("{n}", str(screen.steps))
        self.heading.setText(f"<b>{escape(heading)}</b>")
        self.text.setText(screen.step_text)
        said = translate("LearnDock", "What the rulesets do here:")
        self.rulings.setText(f"<b>{escape(said)}</b>{_items(screen.step_rulings)}" if screen.step_rulings else "")
        self.back_button.setEnabled(screen.step > 0)
        last = screen.step + 1 >= screen.steps
        self.forward_button.setText(translate("LearnDock", "Start the questions") if last
                                    else translate("LearnDock", "Next step"))
        self.questions_button.setVisible(not last)


class QuestionPage(ScrolledPage):
    """A question: its prompt, its choices (or a point to click), Answer, Hint and Skip; then
    the verdict, the answer and why, what the other rulesets do, and each ruleset's ruling."""

    def __init__(self) -> None:
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        self.heading = wrapped(rich=True)
        self.prompt = wrapped()
        font = self.prompt.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        font.setBold(True)
        self.prompt.setFont(font)
        self.form_hint = wrapped()
        self.why_label = wrapped()  # in a review: why the card came back
        self.why_label.hide()
        self.choices_box = QVBoxLayout()
        self.answer_button = QPushButton(translate("LearnDock", "Answer"))
        self.hint_button = QPushButton(translate("LearnDock", "Hint"))
        self.skip_button = QPushButton(translate("LearnDock", "Skip"))
        self.skip_button.setToolTip(translate("LearnDock", "Show the answer; the question comes back in Review"))
        self.hints_label = wrapped(rich=True)
        self.verdict_label = wrapped(rich=True)
        self.reveal_label = wrapped(rich=True)
        self.reveal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.next_button = QPushButton(translate("LearnDock", "Next"))
        self.stop_button = QPushButton(translate("LearnDock", "Leave the lesson"))
        self.buttons: list[QAbstractButton] = []  # the choices' buttons
        self.labels: list[QLabel] = []  # their words
        self._rows: list[QWidget] = []
        for widget in (self.heading, self.why_label, self.prompt, self.form_hint):
            layout.addWidget(widget)
        layout.addLayout(self.choices_box)
        row = QHBoxLayout()
        for button in (self.answer_button, self.hint_button, self.skip_button):
            row.addWidget(button)
        layout.addLayout(row)
        # Next right under the question, where Answer was: it shows without scrolling however
        # long the hints, the explanation and the rulings below it are.
        layout.addWidget(self.next_button)
        layout.addWidget(self.hints_label)
        layout.addWidget(self.verdict_label)
        layout.addWidget(self.reveal_label)
        layout.addStretch(1)
        layout.addWidget(self.stop_button)

    def make_choices(self, question: Question) -> None:
        """The question's choices as radio buttons (one) or check boxes (several), each with its
        number key and its words beside it; none for a point to click."""
        for old in self._rows:
            self.choices_box.removeWidget(old)
            old.hide()  # at once: it is deleted when the event loop next runs
            old.deleteLater()
        self._rows, self.buttons, self.labels = [], [], []
        if question.form == "point":
            self.form_hint.setText(translate("LearnDock", "Click the point on the board."))
            return
        several = question.form == "several"
        self.form_hint.setText(translate("LearnDock", "Tick every one that applies, then Answer (or press Enter).")
                               if several else translate("LearnDock", "Choose one, then Answer (or press Enter)."))
        group = QButtonGroup(self)
        group.setExclusive(not several)
        for number, choice in enumerate(question.choices, 1):
            key = f"&{number}" if number < 10 else ""
            button: QAbstractButton = QCheckBox(key) if several else QRadioButton(key)
            button.setProperty("choice", choice)
            words = wrapped(question.text_of(choice))
            row = QWidget()
            row_layout = QHBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            row_layout.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
            row_layout.addWidget(words, 1)
            group.addButton(button)
            self.choices_box.addWidget(row)
            row.show()  # at once, not when the event loop next runs
            self._rows.append(row)
            self.buttons.append(button)
            self.labels.append(words)

    def show_screen(self, heading: str, screen: Screen, last: bool, why: str = "") -> None:
        """Fill the page for the flow's screen: asking, retry or reveal; `why` says why a
        review's card came back ("" outside a review)."""
        question = screen.question
        assert question is not None
        asking = screen.stage in ("asking", "retry")
        self.heading.setText(f"<b>{escape(heading)}</b>")
        self.why_label.setText(why)
        self.why_label.setVisible(bool(why))
        self.prompt.setText(question.prompt)
        self.form_hint.setVisible(asking)
        for button in self.buttons:
            button.setEnabled(asking)
        self.answer_button.setVisible(asking and question.form != "point")
        self.hint_button.setVisible("hint" in screen.buttons)
        self.skip_button.setVisible(asking)
        hints = "".join("<p><b>" + escape(translate("LearnDock", "Hint {i}:").replace("{i}", str(number)))
                        + f"</b> {escape(hint)}</p>" for number, hint in enumerate(screen.hints, 1))
        self.hints_label.setText(hints)
        self.hints_label.setVisible(bool(hints))
        self.verdict_label.setText(self._verdict(screen))
        self.verdict_label.setVisible(screen.stage != "asking")
        self.next_button.setVisible(screen.stage == "reveal")
        self.next_button.setText(translate("LearnDock", "See the summary") if last else translate("LearnDock", "Next"))
        self.reveal_label.setVisible(screen.stage == "reveal")
        if screen.stage == "reveal":
            self.reveal_label.setText(self._reveal(screen))

    @staticmethod
    def _verdict(screen: Screen) -> str:
        verdict, question = screen.verdict, screen.question
        assert question is not None
        if screen.stage == "asking" or verdict is None:
            return ""
        if screen.stage == "retry":
            head, colour = translate("LearnDock", "Not quite \u2014 try once more."), WRONG_COLOUR
        elif screen.skipped:
            head, colour = translate("LearnDock", "Skipped: this question comes back in Review."), WRONG_COLOUR
        elif verdict.right:
            head, colour = "\u2713 " + translate("LearnDock", "Right."), RIGHT_COLOUR
        else:
            head, colour = "\u2717 " + translate("LearnDock", "Not right."), WRONG_COLOUR
        text = f'<p><b><span style="color:{colour}">{escape(head)}</span></b>'
        if question.form == "point" and isinstance(screen.given, str):
            text += " " + escape(translate("LearnDock", "You clicked {v}.").replace("{v}", screen.given))
        text += "</p>"
        if screen.stage == "retry":
            return text
        if screen.because and not screen.skipped:
            text += f"<p>{escape(screen.because)}</p>"
        answer = listed(screen.answer)
        text += "<p><b>" + escape(translate("LearnDock", "The answer:")) + "</b> " + escape(answer) + "</p>"
        if question.explanation:
            text += "<p><b>" + escape(translate("LearnDock", "Why:")) + "</b> " + escape(question.explanation) + "</p>"
        elif screen.skipped and question.because:
            text += f"<p>{escape(question.because)}</p>"
        return text

    @staticmethod
    def _reveal(screen: Screen) -> str:
        question = screen.question
        assert question is not None
        text = ""
        if question.others:
            text += "<b>" + escape(translate("LearnDock", "The other rulesets:")) + "</b>" + _items(question.others)
        said = escape(translate("LearnDock", "What each ruleset says here:"))
        return text + f"<b>{said}</b>{_items(screen.rulings)}"


class SummaryPage(ScrolledPage):
    """The score, each question with how it went, and where to go next."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        self.score = wrapped(rich=True)
        self.items = wrapped(rich=True)
        self.review_button = QPushButton(translate("LearnDock", "Review what is due"))
        self.next_button = QPushButton(translate("LearnDock", "Next lesson"))
        self.back_button = QPushButton(translate("LearnDock", "Back to the course"))
        # The score and the buttons first, so that they show however long the list is.
        layout.addWidget(self.score)
        for button in (self.next_button, self.review_button, self.back_button):
            layout.addWidget(button)
        layout.addWidget(self.items)
        layout.addStretch(1)

    def show_summary(self, summary: Summary) -> None:
        score = translate("LearnDock", "{right} of {n} right").replace("{right}", str(summary.right)).replace(
            "{n}", str(len(summary.items)))
        if summary.right_at_second_try:
            score = listed([score, translate("LearnDock", "{k} more at the second try").replace(
                "{k}", str(summary.right_at_second_try))])
        items = []
        for item in summary.items:
            if item.verdict is None or item.skipped:
                mark, why = "\u2013", translate("LearnDock", "skipped")
            elif item.verdict.right:
                mark, why = "\u2713", ""
            elif item.second is not None and item.second.right:
                mark, why = "\u2713", translate("LearnDock", "right at the second try")
            else:
                mark, why = "\u2717", item.missed
            text = f"{mark} {escape(item.question.prompt)}"
            if why:
                text += f"<br><i>{escape(why)}</i>"
            items.append(f"<p>{text}</p>")
        self.score.setText(f"<h3>{escape(summary.title)}</h3><p><b>{escape(score)}</b></p>")
        self.items.setText("".join(items))
