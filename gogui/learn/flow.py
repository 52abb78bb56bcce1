"""A lesson's flow, without Qt: introduction, worked example, each question with its hints, one retry and its
answer, then the summary; at every moment what the window shows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .. import diagrams
from ..board_marks import NO_MARKS, BoardMarks
from ..engine import PRESETS
from ..engine.board import BLACK, WHITE
from ..sgf import Node, Record
from ..transform import transform_record
from .questions import Question, Verdict, diagram_line
from .run import LessonRun
from .showing import right_answer
from .worked_examples import WorkedExample, worked_example

Stage = Literal["introduction", "example", "asking", "retry", "reveal", "summary"]

# The buttons a screen may enable, by name.
BEGIN, BACK, FORWARD, QUESTIONS, HINT, ANSWER, SKIP, NEXT = (
    "begin", "back", "forward", "questions", "hint", "answer", "skip", "next")

# Questions about the move asked about, which the board shows as a ghost stone while asking.
_ABOUT_A_MOVE = ("legal", "which-rulesets")


@dataclass(frozen=True)
class Shown:
    """A node of a line for the window to show: the line's record and nodes (root first),
    the node's index, the library diagram or lesson position the record is (None for a
    record of the learner's), and how it is turned, reflected or colour-swapped ("" as it is;
    gogui.transform)."""

    record: Record
    nodes: tuple[Node, ...]
    index: int
    diagram: str | None
    transform: str = ""


@dataclass(frozen=True)
class Screen:
    """What the window shows at one moment of a lesson.

    stage           introduction, example, asking, retry (a first answer was wrong), reveal, summary
    shown           the node the board shows (None: the window stays as it is)
    ruleset         a preset id the window shows for now (the one a question asks about, while it
                    is asked and at the reveal); None: the learner's own
    answers_hidden  the rulings, comment and crosses are hidden (asking, retry)
    marks           what the board marks: the move asked about, the region counted, the
                    answer's points and the learner's
    question        the question asked (None outside a question)
    hints           the hints shown so far
    verdict         the verdict on the last answer (at retry: the first, wrong one)
    given           the learner's last answer (None when skipped or not answered)
    skipped         the question was skipped: its answer is shown and it goes to review
    answer          the right answer as the learner reads it (at the reveal)
    because         what a wrong answer missed (at the reveal)
    rulings         each asked ruleset's ruling here (at the reveal)
    step, steps     the worked example's step (0 first) and how many it has
    step_text       the rule at this step; step_rulings: what each group of rulesets does
    buttons         the buttons enabled, by name (BEGIN, BACK, FORWARD, QUESTIONS, HINT, ANSWER,
                    SKIP, NEXT)
    """

    stage: Stage
    shown: Shown | None = None
    ruleset: str | None = None
    answers_hidden: bool = False
    marks: BoardMarks = NO_MARKS
    question: Question | None = None
    hints: tuple[str, ...] = ()
    verdict: Verdict | None = None
    given: object = None
    skipped: bool = False
    answer: tuple[str, ...] = ()
    because: str = ""
    rulings: tuple[str, ...] = ()
    step: int = 0
    steps: int = 0
    step_text: str = ""
    step_rulings: tuple[str, ...] = ()
    buttons: frozenset[str] = frozenset()


def retry_allowed(question: Question) -> bool:
    """Whether a wrong first answer may be tried once more: a point to click or a choice among
    three or more (between two choices a second try would give the answer away)."""
    return question.form in ("point", "several") or len(question.choices) > 2


def position_record(diagram_id: str, transform: str = "") -> tuple[Record, str]:
    """A fresh copy of a library diagram's or a lesson position's record (edits never touch the
    kept one), turned as asked (gogui.transform), and its title. KeyError when there is neither."""
    path = diagrams.diagram_path(diagram_id)
    record = diagrams.load_path(path).record
    if transform:
        record = transform_record(record, transform)
    return record, diagrams.load(diagram_id, transform).title


def _example_line(example: WorkedExample) -> tuple[Record, tuple[Node, ...]]:
    diagram, line = diagram_line(example.diagram, example.line)
    return diagram.record, tuple(line.nodes)


def _single(question: Question) -> str | None:
    """The preset a question asks about, when it asks about one."""
    return question.rulesets[0] if len(question.rulesets) == 1 and question.rulesets[0] in PRESETS else None


class LessonFlow:
    """A run (LessonRun) taken as a lesson: its introduction, its worked example stepped
    through with Next and Back, then each question: hints on asking (the first names the
    rule, the second narrows where), a wrong first answer tried once more where a retry
    does not give the answer away (retry_allowed), Skip, the answer with its explanation,
    and at the end the summary. `screen()` says what the window shows.

    In the progress store a question counts as its first answer says (a right retry is still
    a question to review); a skipped one counts as answered wrong, so the review asks it
    again. Hints are not recorded. The place is kept as LessonRun keeps it.
    """

    def __init__(self, run: LessonRun, example: WorkedExample | None = None) -> None:
        self.run = run
        self.example = example if example is not None and example.steps else None
        self.step = 0
        self._hints = 0  # hints shown on the current question
        self._given: object = None
        self._retrying = False
        if run.finished:
            self.stage: Stage = "summary"
        elif run.introduction:
            self.stage = "introduction"
        else:
            self.stage = "asking"

    @classmethod
    def of(cls, run: LessonRun) -> LessonFlow:
        """The flow of a run: a lesson taken from its start opens with its worked example."""
        example = worked_example(run.lesson) if run.lesson is not None and run.index == 0 else None
        return cls(run, example)

    # ----- what the learner does ------------------------------------------------------------

    def begin(self) -> None:
        """From the introduction: the worked example, if there is one, else the first question."""
        if self.stage == "introduction":
            self.stage = "example" if self.example is not None else self._asking_or_summary()

    def forward(self) -> None:
        """The worked example's next step (after its last: the questions)."""
        if self.stage == "example" and self.example is not None:
            if self.step + 1 < len(self.example.steps):
                self.step += 1
            else:
                self.start_questions()

    def back(self) -> None:
        """The worked example's step before."""
        if self.stage == "example":
            self.step = max(0, self.step - 1)

    def start_questions(self) -> None:
        if self.stage in ("introduction", "example"):
            self.stage = self._asking_or_summary()

    def hint(self) -> str | None:
        """Show the next hint of the question asked (None when there is none left)."""
        question = self.run.current
        if self.stage not in ("asking", "retry") or question is None or self._hints >= len(question.hints):
            return None
        self._hints += 1
        return question.hints[self._hints - 1]

    def answer(self, given: object) -> Verdict | None:
        """Judge an answer: a wrong first one may be tried again (the first hint shows), any
        other shows the answer. None when no question is asked."""
        question = self.run.current
        if question is None or self.stage not in ("asking", "retry"):
            return None
        self._given = given
        if self.stage == "retry":
            verdict = self.run.answer_again(given)
            self.stage = "reveal"
            return verdict
        verdict = self.run.answer(given)
        if not verdict.right and retry_allowed(question):
            self.stage = "retry"
            self._hints = max(self._hints, min(1, len(question.hints)))
        else:
            self.stage = "reveal"
        return verdict

    def skip(self) -> None:
        """Show the answer without one: the question goes to review."""
        if self.stage in ("asking", "retry") and self.run.current is not None:
            self.run.skip()
            self._given = None
            self.stage = "reveal"

    def next(self) -> None:
        """After an answer: the next question, or the summary after the last."""
        if self.stage == "reveal":
            self.run.next()
            self._hints = 0
            self._given = None
            self.stage = self._asking_or_summary()

    # ----- what the window shows ------------------------------------------------------------

    def screen(self) -> Screen:
        if self.stage == "introduction":
            # The lesson's own position shows beside its introduction (the worked example's
            # start), not whatever the window showed before.
            example = self.example
            shown = None
            if example is not None:
                record, nodes = _example_line(example)
                shown = Shown(record, nodes, example.steps[0].node, example.diagram)
            return Screen("introduction", shown, buttons=frozenset({BEGIN}))
        if self.stage == "example":
            return self._example_screen()
        if self.stage == "summary":
            return Screen("summary")
        question = self.run.current
        assert question is not None
        if self.stage == "reveal":
            return self._reveal_screen(question)
        buttons = {ANSWER, SKIP} | ({HINT} if self._hints < len(question.hints) else set())
        retry = self.stage == "retry"
        chosen = (self._given,) if retry and question.form == "point" and isinstance(self._given, str) else ()
        return Screen(self.stage, self._shown(question, question.shown_node), ruleset=_single(question),
                      answers_hidden=True,
                      marks=self.asking_marks(question, chosen), question=question,
                      hints=question.hints[:self._hints], verdict=self.run.verdict if retry else None,
                      given=self._given if retry else None, buttons=frozenset(buttons))

    @staticmethod
    def asking_marks(question: Question, chosen: tuple[str, ...] = ()) -> BoardMarks:
        """While a question is asked: the move asked about as a ghost stone of its player's
        colour, other marked points as marks, a count's region."""
        marked = question.marked
        ghost = None
        if marked and question.kind in _ABOUT_A_MOVE and question.player in ("B", "W"):
            ghost = (marked[0], BLACK if question.player == "B" else WHITE)
            marked = marked[1:]
        return BoardMarks(ghost=ghost, marked=marked, region=question.region, chosen=chosen)

    def _example_screen(self) -> Screen:
        example = self.example
        assert example is not None
        step = example.steps[self.step]
        record, nodes = _example_line(example)
        buttons = {FORWARD, QUESTIONS} | ({BACK} if self.step else set())
        return Screen("example", Shown(record, nodes, step.node, example.diagram),
                      marks=BoardMarks(marked=step.marked), step=self.step, steps=len(example.steps),
                      step_text=step.text, step_rulings=step.rulings, buttons=frozenset(buttons))

    def _reveal_screen(self, question: Question) -> Screen:
        run = self.run
        verdict = run.verdict_now
        skipped = run.skipped
        given = self._given
        chosen: tuple[str, ...] = ()
        if question.form == "point":
            tries = (run.first_given, given) if run.retried else (given,)
            chosen = tuple(dict.fromkeys(each.strip().upper() for each in tries if isinstance(each, str)))
        single = _single(question)
        marks = BoardMarks(region=question.region, chosen=chosen,
                           answer=question.answer if question.form == "point" else ())
        return Screen("reveal", self._shown(question, question.node), ruleset=single, marks=marks,
                      question=question, hints=question.hints[:self._hints], verdict=verdict, given=given,
                      skipped=skipped, answer=tuple(right_answer(question)),
                      because="" if verdict is None or verdict.right else verdict.missed,
                      rulings=tuple(question.reveal_after(given).values()), buttons=frozenset({NEXT}))

    # ----- inside -------------------------------------------------------------------------------

    def _shown(self, question: Question, index: int) -> Shown:
        record, nodes = self.run.line_of(question)
        return Shown(record, tuple(nodes), index, question.diagram, question.transform)

    def _asking_or_summary(self) -> Stage:
        return "summary" if self.run.finished else "asking"
