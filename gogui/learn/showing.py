"""What the Learn dock shows, worked out without Qt: lesson rows, a lesson's rules, keys to choices, a
line found again, and the course's and a quiz's work done in slices."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import pairwise
from time import perf_counter
from typing import TYPE_CHECKING, Any

from ..i18n import plural, translate
from ..sgf import Node, Record
from . import lesson_work
from .course import COURSE, Lesson
from .questions import Question
from .run import LessonRun

if TYPE_CHECKING:  # the progress database (sqlite3) is loaded when Learn mode is first used
    from .progress import ProgressStore


@dataclass(frozen=True)
class LessonRow:
    """One lesson in the dock's list: how far the learner got and how well.

    questions   how many questions the lesson asks (None while they are being worked out)
    answered    distinct questions answered at least once
    right       of those, how many were answered right the last time
    next        the index of the next question to ask (0 when never started)
    started     whether the learner ever began the lesson
    finished    whether the learner reached its end
    """

    lesson: Lesson
    questions: int | None
    answered: int
    right: int
    next: int
    started: bool
    finished: bool

    @property
    def wrong(self) -> int:
        return self.answered - self.right

    @property
    def resumable(self) -> bool:
        """Started and not finished: Start reads Resume."""
        return (self.started and not self.finished and self.next > 0
                and (self.questions is None or self.next < self.questions))


def lesson_rows(store: ProgressStore) -> list[LessonRow]:
    """Every lesson of the course in order, with the learner's standing on it. The count of
    questions is known for the lessons whose questions are worked out (lesson_work); nothing
    is worked out here."""
    standings = store.latest_by_lesson()
    rows = []
    for each in COURSE:
        standing = standings.get(each.id)
        place = store.place(each.id)
        known = lesson_work.known(each)
        rows.append(LessonRow(
            lesson=each, questions=None if known is None else len(known),
            answered=standing.answered if standing else 0, right=standing.right if standing else 0,
            next=place.question if place else 0, started=place is not None or standing is not None,
            finished=bool(place and place.finished)))
    return rows


def work_on_counts(first: str | None, seconds: float) -> list[str] | None:
    """Work out the course's questions (lesson_work) for about `seconds`, lesson `first`
    before the others, at least one node's worth: the ids of the lessons whose questions (and
    so their counts) became known, or None when every lesson's are known."""
    waiting = sorted((each for each in COURSE if not lesson_work.worked_out(each)),
                     key=lambda each: each.id != first)
    if not waiting:
        return None
    end = perf_counter() + seconds
    found: list[str] = []
    for each in waiting:
        if not work_until(end, partial(lesson_work.work_on, each)):
            break
        found.append(each.id)
        if perf_counter() >= end:
            break
    return found


def work_until(end: float, step: Callable[[], bool]) -> bool:
    """Take steps (each returns whether the work is done) until the work is done or the clock
    (time.perf_counter) reaches `end`, at least one; whether the work is done."""
    while not step():
        if perf_counter() >= end:
            return False
    return True


class QuizWork:
    """"Quiz me here" on a line, worked out a node at a time (LessonRun.quiz_by_node): `record`
    is the record the line is on, `percent` how far the work has got, `run` the quiz once
    ready (None until then)."""

    def __init__(self, record: Record, nodes: Sequence[Node], **quiz: Any) -> None:
        self.record = record
        self._work: Iterator[LessonRun | None] = LessonRun.quiz_by_node(record, nodes, **quiz)
        self._total = len(nodes)
        self._done = 0  # nodes worked out
        self.run: LessonRun | None = None

    @property
    def percent(self) -> int:
        """How far the work has got, in steps of 5%."""
        return min(100, 100 * self._done // max(self._total, 1)) // 5 * 5

    def work_for(self, seconds: float) -> LessonRun | None:
        """Work for about `seconds`, at least one node: the quiz once it is ready, else None."""
        work_until(perf_counter() + seconds, self._step)
        return self.run

    def _step(self) -> bool:
        if self.run is None:
            self.run = next(self._work)
            if self.run is None:
                self._done += 1
        return self.run is not None


def lesson_rules(lesson: Lesson) -> list[str]:
    """The rules and articles a lesson is about, as its introduction lists them, in the chosen
    language (the texts' names, places and quoted headings as written)."""
    return [citation.shown() for citation in lesson.rules]


def choice_for_key(question: Question, number: int) -> str | None:
    """The choice a number key (1 for the first) picks, or None when there is no such choice
    (a point question has none)."""
    if question.form == "point" or not 1 <= number <= len(question.choices):
        return None
    return question.choices[number - 1]


def right_answer(question: Question) -> list[str]:
    """The right answer as the learner reads it: the right choices in words, or the points."""
    if question.form == "point":
        return list(question.answer)
    return [question.text_of(choice) for choice in question.choices if choice in question.answer]


def follow_line(root: Node, reference: Sequence[Node]) -> list[Node] | None:
    """The nodes of a copy of a record (from its root) that match a line of another copy of it
    (`reference`, root first): the same child positions holding the same moves. None when the
    copy no longer has that line (its nodes were removed or reordered)."""
    if not reference:
        return None
    found = [root]
    for before, wanted in pairwise(reference):
        at = next((i for i, child in enumerate(before.children) if child is wanted), None)
        here = found[-1]
        if at is None or at >= len(here.children):
            return None
        child = here.children[at]
        if child.move != wanted.move or child.black != wanted.black or child.white != wanted.white:
            return None
        found.append(child)
    return found


@dataclass(frozen=True)
class Suggestion:
    """What the course page offers as the one next thing to do: the review when cards are due,
    else the first lesson not finished (resumed where it was left), else the review of
    everything once the whole course is finished.

    kind      "review" or "lesson"
    lesson    the lesson's id for "lesson" ("" for "review")
    due       how many cards are due today
    resume    the lesson was started and is taken up where it was left
    """

    kind: str
    lesson: str
    due: int
    resume: bool = False

    def text(self) -> str:
        """The button's words: "Review 3 cards due today", "Next: 4. Positional superko",
        "Resume: 4. Positional superko"."""
        if self.kind == "review":
            return plural(self.due, translate("LearnDock", "Review the card due today"),
                          translate("LearnDock", "Review the {n} cards due today")).replace("{n}", str(self.due))
        ids = [each.id for each in COURSE]
        number = ids.index(self.lesson) + 1
        title = f"{number}. {translate('Lesson', COURSE[number - 1].title)}"
        words = translate("LearnDock", "Resume: {lesson}") if self.resume else translate("LearnDock", "Next: {lesson}")
        return words.replace("{lesson}", title)


def suggestion(rows: Sequence[LessonRow], due: int) -> Suggestion:
    """The next thing to do (Suggestion), from the lessons' rows (lesson_rows) and the count of
    cards due today. Due cards come first: the review is short and spacing is what keeps what
    was learnt."""
    if due:
        return Suggestion("review", "", due)
    for row in rows:
        if not row.finished:
            return Suggestion("lesson", row.lesson.id, 0, row.resumable)
    return Suggestion("lesson", rows[0].lesson.id if rows else COURSE[0].id, 0)
