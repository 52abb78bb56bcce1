"""A lesson (or a quiz on any line) being worked through: the model the Learn dock drives."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from ..engine import Ruleset
from ..i18n import translate
from ..sgf import Node, Record
from . import lesson_work
from .course import COURSE, Lesson, lesson
from .questions import Question, Verdict, diagram_line, questions_for_line_by_node

if TYPE_CHECKING:  # the progress database (sqlite3) is loaded when Learn mode is first used
    from .mastery import CardId
    from .progress import ProgressStore
    from .review import ReviewPick


@dataclass(frozen=True)
class SummaryItem:
    """One question of a finished run and how it was answered: the first answer's verdict
    (None: not answered), the second try's (None: none), and whether it was skipped."""

    question: Question
    verdict: Verdict | None
    second: Verdict | None = None
    skipped: bool = False

    @property
    def missed(self) -> str:
        """What the learner missed, as the answer screen last said it: the second try's words
        when there was one, else the first answer's ("" for a right answer)."""
        last = self.second if self.second is not None else self.verdict
        return "" if last is None or last.right else last.missed


@dataclass(frozen=True)
class Summary:
    """What the learner got right and wrong in a run."""

    title: str
    items: tuple[SummaryItem, ...]

    @property
    def right(self) -> int:
        return sum(1 for item in self.items if item.verdict is not None and item.verdict.right)

    @property
    def wrong(self) -> int:
        return sum(1 for item in self.items
                   if item.verdict is not None and not item.verdict.right and not item.skipped)

    @property
    def skipped(self) -> int:
        return sum(1 for item in self.items if item.verdict is None or item.skipped)

    @property
    def right_at_second_try(self) -> int:
        return sum(1 for item in self.items if item.second is not None and item.second.right and not item.skipped)

    def text(self) -> str:
        """The summary in a few lines: the score, then each question missed and why."""
        lines = [translate("Learn", "{title}: {right} of {count} right.").format(
            title=self.title, right=self.right, count=len(self.items))]
        for item in self.items:
            if item.verdict is not None and not item.verdict.right and not item.skipped:
                lines.append(translate("Learn", "- {question} {why}").format(
                    question=item.question.prompt, why=item.missed))
        return "\n".join(lines)


class LessonRun:
    """The questions of one lesson (or of a quiz on any line), asked one at a time.

    Read `introduction` before the first question; `current` is the question to ask (None once
    the run is finished), `answer(given)` judges it (the first answer counts and is recorded in
    the store; answering again returns the same verdict), `answer_again(given)` judges a second
    try (not recorded), `skip()` gives the question up (recorded as wrong, so that the review
    asks it again), `next()` moves on, and `summary()`
    says what was right and wrong. With a store, the place in the lesson is saved at every answer
    and step so that `resume()` can come back to it (after a question answered, Next or not).
    """

    def __init__(self, questions: Sequence[Question], *, lesson: Lesson | None = None,
                 title: str | None = None, store: ProgressStore | None = None, start: int = 0) -> None:
        self.lesson = lesson
        self.title = title if title is not None else (
            translate("Lesson", lesson.title) if lesson is not None else translate("Learn", "Quiz"))
        self.questions: tuple[Question, ...] = tuple(questions)
        self.store = store
        self.index = max(0, min(start, len(self.questions)))
        self._verdicts: dict[int, Verdict] = {}
        self._first_given: dict[int, object] = {}
        self._second: dict[int, Verdict] = {}
        self._skipped: set[int] = set()
        self._own_line: tuple[Record, list[Node]] | None = None  # a quiz's record and line

    # ----- making runs ----------------------------------------------------------------------------

    @classmethod
    def for_lesson(cls, lesson_or_id: Lesson | str, store: ProgressStore | None = None,
                   start: int = 0) -> LessonRun:
        """A run through a lesson of the course from question `start`; KeyError for an unknown id."""
        chosen = lesson(lesson_or_id) if isinstance(lesson_or_id, str) else lesson_or_id
        return cls(lesson_work.questions(chosen), lesson=chosen, store=store, start=start)

    @classmethod
    def resume(cls, store: ProgressStore) -> LessonRun:
        """Where the learner left off: the lesson worked on last, at its next question (the next
        lesson of the course when that one was finished, the first lesson at the very start)."""
        place = store.resume_point()
        if place is None:
            return cls.for_lesson(COURSE[0], store)
        ids = [each.id for each in COURSE]
        if place.lesson not in ids:
            return cls.for_lesson(COURSE[0], store)
        if place.finished:
            following = ids.index(place.lesson) + 1
            return cls.for_lesson(COURSE[following % len(COURSE)], store)
        return cls.for_lesson(place.lesson, store, start=place.question)

    @classmethod
    def quiz(cls, record: Record, nodes: Sequence[Node], rulesets: Sequence[Ruleset] | None = None, *,
             line: str = "Main line", diagram: str | None = None, file: str | None = None,
             store: ProgressStore | None = None, limit: int = 8) -> LessonRun:
        """"Quiz me here": the questions along any line of any record, at the nodes where the
        rulesets disagree. The run may have no questions (`finished` at once) where they agree."""
        for run in cls.quiz_by_node(record, nodes, rulesets, line=line, diagram=diagram, file=file,
                                    store=store, limit=limit):
            if run is not None:
                return run
        raise AssertionError("quiz_by_node() ends with the run")

    @classmethod
    def quiz_by_node(cls, record: Record, nodes: Sequence[Node], rulesets: Sequence[Ruleset] | None = None, *,
                     line: str = "Main line", diagram: str | None = None, file: str | None = None,
                     store: ProgressStore | None = None, limit: int = 8) -> Iterator[LessonRun | None]:
        """quiz() worked out a node of the line at a time: None after each, then the run."""
        nodes = list(nodes)
        for questions in questions_for_line_by_node(record, nodes, rulesets, line=line, diagram=diagram,
                                                    file=file, limit=limit):
            if questions is None:
                yield None
                continue
            run = cls(questions, title=translate("Learn", "Quiz: {line}").format(line=line), store=store)
            run._own_line = (record, nodes)
            yield run

    @classmethod
    def review(cls, store: ProgressStore, lesson_id: str | None = None) -> LessonRun:
        """The course's questions answered wrong last time (of one lesson, or all), asked
        again. Questions from a quiz on a record of the learner's are not among them: their
        record is not kept."""
        queue = store.review_queue(lesson_id)
        wanted = {item.question: item.lesson for item in queue}
        questions: list[Question] = []
        lessons = [each for each in COURSE if each.id in set(wanted.values())]
        for each in lessons:
            questions += [q for q in lesson_work.questions(each) if wanted.get(q.key) == each.id]
        return _ReviewRun(questions, {q.key: wanted[q.key] for q in questions}, store)

    @classmethod
    def spaced_review(cls, store: ProgressStore, *, concept: str | None = None, family: str | None = None,
                      cards: Sequence[CardId] | None = None, now: datetime | None = None,
                      rng: random.Random | None = None) -> LessonRun:
        """The review Learn mode offers: the cards due today (review.review_picks), or one
        cell of the mastery table (a concept and family), or these `cards` (a review taken up
        again after the program stopped); each asked on the position its pick chose, worked out
        anew by the engine there (questions.variant). A pick whose turned position asks nothing
        alike (a count with the colours swapped may not) is asked as the course asked it."""
        from .questions import variant
        from .review import picks_for, review_picks

        if cards is not None:
            picks = picks_for(store, cards, now, rng)
        else:
            picks = review_picks(store, now, concept=concept, family=family, rng=rng)
        kept, asked = [], []
        for pick in picks:
            question = variant(pick.source, pick.transform) if pick.transform else pick.source
            if question is None:
                pick, question = pick._replace(transform=""), pick.source
            kept.append(pick)
            asked.append(question)
        return cls.for_review(store, kept, asked)

    @classmethod
    def for_review(cls, store: ProgressStore, picks: Sequence[ReviewPick], asked: Sequence[Question],
                   start: int = 0) -> LessonRun:
        """A spaced review: `asked[i]` is the question asked for `picks[i]` (review.review_picks;
        questions.variant of the pick's source under its transform). Each answer rates the
        question's cards and is recorded under the lesson that asks it (none for a turned or swapped
        one), with the transform; the position is noted as shown for the pick's card once answered."""
        from .review import lessons_by_key

        lessons = lessons_by_key()
        # An answer counts for the lesson only when it is the lesson's own question: a turned
        # or swapped one is another question (its card is rated all the same).
        run = _ReviewRun(asked, {q.key: lessons.get(q.key, "") for q in asked}, store, start=start)
        run.picks = tuple(picks)
        return run

    # ----- what the dock reads -------------------------------------------------------------------

    def why_asked(self) -> str:
        """Why the current question is asked, for a review's card ("Missed 2 days ago."); ""
        in a lesson or a quiz."""
        return ""

    @property
    def introduction(self) -> str:
        """The lesson's introduction ("" for a quiz or a review)."""
        return translate("Lesson", self.lesson.introduction) if self.lesson is not None else ""

    @property
    def current(self) -> Question | None:
        """The question to ask now, or None once the run is finished."""
        return self.questions[self.index] if self.index < len(self.questions) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.questions)

    @property
    def answered(self) -> bool:
        """Whether the current question has been answered (then its reveal may be shown)."""
        return self.index in self._verdicts

    @property
    def verdict(self) -> Verdict | None:
        """The verdict on the current question's answer, None before it is answered."""
        return self._verdicts.get(self.index)

    def line_of(self, question: Question | None = None) -> tuple[Record, list[Node]]:
        """The record and the line (root first) a question (the current one by default) is
        about: the library diagram's line, or the quiz's own. Show its node
        `question.shown_node` while asking. Raises RuntimeError when there is no question."""
        question = question if question is not None else self.current
        if question is None:
            raise RuntimeError("the run is finished: there is no question")
        if self._own_line is not None:
            return self._own_line
        assert question.diagram is not None
        diagram, line = diagram_line(question.diagram, question.line, question.transform)
        return diagram.record, line.nodes

    def answer(self, given: object) -> Verdict:
        """Judge an answer to the current question (see Question.check for what `given` is).
        The first answer counts and is recorded; later ones return that same verdict.
        Raises RuntimeError when the run is finished."""
        question = self.current
        if question is None:
            raise RuntimeError("the run is finished: there is no question to answer")
        if self.index in self._verdicts:
            return self._verdicts[self.index]
        verdict = question.check(given)  # type: ignore[arg-type]
        self._verdicts[self.index] = verdict
        self._first_given[self.index] = given
        if self.store is not None:
            with self.store.together():
                self._record(question, verdict.right)
                self.keep_place()  # the learner may close before Next: resume after this question
        return verdict

    def answer_again(self, given: object) -> Verdict:
        """Judge a second try at the current question, after a first answer (the store keeps
        the first). Later tries return the second's verdict. RuntimeError before a first answer."""
        question = self.current
        if question is None or self.index not in self._verdicts:
            raise RuntimeError("a second try comes after a first answer")
        if self.index not in self._second:
            self._second[self.index] = question.check(given)  # type: ignore[arg-type]
        return self._second[self.index]

    def skip(self) -> None:
        """Give up the current question: it counts as answered wrong (in the store too, so that
        the review asks it again, unless its first answer is recorded already)."""
        question = self.current
        if question is None:
            raise RuntimeError("the run is finished: there is no question to skip")
        self._skipped.add(self.index)
        if self.index not in self._verdicts:
            self._verdicts[self.index] = Verdict(False, question.because)
            if self.store is not None:
                with self.store.together():
                    self._record(question, False, skipped=True)
                    self.keep_place()

    @property
    def verdict_now(self) -> Verdict | None:
        """The verdict on the current question's last try (the second, if there was one)."""
        return self._second.get(self.index, self._verdicts.get(self.index))

    @property
    def skipped(self) -> bool:
        """Whether the current question was skipped."""
        return self.index in self._skipped

    @property
    def retried(self) -> bool:
        """Whether the current question was tried a second time."""
        return self.index in self._second

    @property
    def first_given(self) -> object:
        """The current question's first answer (None before it)."""
        return self._first_given.get(self.index)

    def next(self) -> Question | None:
        """Move to the next question (an unanswered one is skipped) and return it; None when
        the run is finished. The place is saved for resume()."""
        if self.index < len(self.questions):
            self.index += 1
        self.keep_place()
        return self.current

    def summary(self) -> Summary:
        """What was right and wrong so far, question by question."""
        return Summary(self.title, tuple(SummaryItem(q, self._verdicts.get(i), self._second.get(i), i in self._skipped)
                                         for i, q in enumerate(self.questions)))

    def keep_place(self) -> None:
        """Save the place in a lesson for resume(): the current question, or the one after it
        once it is answered (finished after the last); and where Learn mode is (page "lesson"),
        for the next start."""
        if self.store is not None and self.lesson is not None:
            following = self._following()
            with self.store.together():
                self.store.save_place(self.lesson.id, following, following >= len(self.questions))
                self._keep_state(following)

    # ----- inside -------------------------------------------------------------------------------

    def _following(self) -> int:
        """The index of the question to come back to: the current one, or the one after it
        once it is answered."""
        return min(self.index + (1 if self.answered else 0), len(self.questions))

    def _keep_state(self, following: int) -> None:
        from .progress import LearnState

        assert self.store is not None and self.lesson is not None
        self.store.save_learn_state(LearnState(True, "lesson", self.lesson.id, following))

    def _record(self, question: Question, right: bool, skipped: bool = False) -> None:
        assert self.store is not None
        self.store.record(question, right, self._lesson_of(question), skipped=skipped)

    def _lesson_of(self, question: Question) -> str:
        return self.lesson.id if self.lesson is not None else ""


class _ReviewRun(LessonRun):
    """A review: each answer is recorded under the lesson the question came from. A spaced
    review (for_review) has a pick per question: the card, the source question and transform."""

    def __init__(self, questions: Sequence[Question], lessons: dict[str, str], store: ProgressStore,
                 start: int = 0) -> None:
        super().__init__(questions, title=translate("Learn", "Review"), store=store, start=start)
        self._lessons = lessons
        self.picks: tuple[ReviewPick, ...] = ()

    def keep_place(self) -> None:
        """Save where Learn mode is: page "review", its cards and the index of the next one."""
        from .progress import LearnState

        if self.store is not None:
            following = self._following()
            cards = tuple(pick.card.card for pick in self.picks)
            self.store.save_learn_state(LearnState(True, "review", "", following, cards, following))

    def _record(self, question: Question, right: bool, skipped: bool = False) -> None:
        assert self.store is not None
        if self.index < len(self.picks):
            pick = self.picks[self.index]
            self.store.record(question, right, self._lesson_of(question), skipped=skipped, transform=pick.transform)
            self.store.shown(pick.card, pick.source.key, pick.transform)
        else:
            super()._record(question, right, skipped)

    def why_asked(self) -> str:
        return self.picks[self.index].why if self.index < len(self.picks) else ""

    def _lesson_of(self, question: Question) -> str:
        return self._lessons.get(question.key, "")
