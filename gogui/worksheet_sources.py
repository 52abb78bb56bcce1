"""What the window makes a worksheet of (a lesson, a diagram, a line's questions or differences), in slices (no Qt)."""

from __future__ import annotations

import os
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from time import perf_counter
from typing import Literal

from .engine import Ruleset
from .i18n import translate
from .learn.question_sgf import Source
from .sgf import Node, Record
from .worksheet import Boards, Worksheet, differences_sheet, game_differences, question_sheet

# What a worksheet is made of: a lesson of the course, the questions the lessons ask about the open
# library diagram, the questions Quiz me here asks on the current line, or the line's differences.
Kind = Literal["lesson", "diagram", "line", "differences"]
KINDS: tuple[Kind, ...] = ("lesson", "diagram", "line", "differences")

# Work yields how far it has got (0 to 1), then the worksheet.
Work = Generator["float | Worksheet", None, None]


@dataclass(frozen=True)
class OpenLine:
    """What the window shows: its record's title, the record, the line (root first), the line's
    name, the library diagram it is (None for a file or a new position) and its file's name."""

    title: str
    record: Record
    nodes: Sequence[Node]
    line: str
    diagram: str | None = None
    file: str | None = None


def lesson_work(lesson_id: str) -> Work:
    """A lesson's questions, as Learn mode asks them (worked out once per language)."""
    from .learn import lesson_work as questions_of
    from .learn.course import lesson, numbered_title

    chosen = lesson(lesson_id)
    steps = 0
    while not questions_of.work_on(chosen):
        steps += 1
        yield 1 - 1 / (1 + steps / 20)
    yield question_sheet(numbered_title(chosen), questions_of.questions(chosen))


def diagram_work(diagram_id: str) -> Work:
    """The questions the course's lessons ask about a library diagram (every line's own when no
    lesson asks about it), each asked once, as gogui-rules --questions --diagram gives them."""
    from . import diagrams
    from .learn.questions import diagram_questions_by_node, unique_questions

    diagram = diagrams.load(diagram_id)
    total = max(1, sum(len(line.nodes) for line in diagram.lines))
    done = 0
    for found in diagram_questions_by_node(diagram_id):
        if found is None:
            done += 1
            yield min(0.99, done / total)  # a line read by several lessons is read again
            continue
        yield question_sheet(f"{diagram.title} [{diagram.id}]", unique_questions(found))


def line_work(shown: OpenLine) -> Work:
    """The questions Quiz me here asks on the line, worked out a node at a time."""
    from .learn.questions import questions_for_line_by_node

    total = max(len(shown.nodes), 1)
    done = 0
    source = Source(shown.title, shown.record, shown.nodes)
    for found in questions_for_line_by_node(shown.record, shown.nodes, line=shown.line,
                                            diagram=shown.diagram, file=shown.file):
        if found is None:
            done += 1
            yield done / total
            continue
        yield question_sheet(translate("Worksheet", "{title}: questions on {line}").format(
            title=shown.title, line=shown.line), found, lambda _question: source)


def differences_work(shown: OpenLine, rulesets: Sequence[Ruleset]) -> Work:
    """The moves of the line where the rulesets part, every ruleset's rulings worked out a node
    at a time first."""
    boards = Boards()
    line = Source(shown.title, shown.record, shown.nodes)
    model = boards.rulings(line)
    total = max(len(shown.nodes), 1)
    for index in range(len(shown.nodes)):
        for ruleset in rulesets:
            model.ruling(ruleset, index)
        yield (index + 1) / total
    game = game_differences(shown.record, shown.title, rulesets, shown.nodes, boards)
    title = translate("Worksheet", "Where the rulesets differ: {title}").format(title=shown.title)
    yield differences_sheet(title, [game], rulesets)


def sheet_work(kind: Kind, lesson_id: str, shown: OpenLine | None,
               rulesets: Sequence[Ruleset]) -> tuple[Work, str] | None:
    """The work that makes a worksheet of `kind` (a lesson's is `lesson_id`'s; the others are
    of what the window shows, `shown`, the differences among `rulesets`), and a file name to
    offer for it; None when what is shown cannot give it (no record, or no library diagram)."""
    if kind == "lesson":
        return lesson_work(lesson_id), lesson_id
    if shown is None or (kind == "diagram" and shown.diagram is None):
        return None
    if kind == "diagram":
        assert shown.diagram is not None
        return diagram_work(shown.diagram), shown.diagram
    stem = os.path.splitext(os.path.basename(shown.file or shown.diagram or "worksheet"))[0]
    if kind == "line":
        return line_work(shown), translate("Worksheet", "{name}-questions").format(name=stem)
    return differences_work(shown, rulesets), translate("Worksheet", "{name}-differences").format(name=stem)


class SheetWork:
    """A worksheet's work, done in slices between a window's events: `fraction` is how far it
    has got, `sheet` the worksheet once it is ready (None until then)."""

    def __init__(self, work: Work) -> None:
        self._work = work
        self.fraction = 0.0
        self.sheet: Worksheet | None = None

    def work_for(self, seconds: float) -> Worksheet | None:
        """Work for about `seconds`, at least one piece: the worksheet once it is ready."""
        end = perf_counter() + seconds
        while self.sheet is None:
            step = next(self._work)
            if isinstance(step, Worksheet):
                self.sheet = step
            else:
                self.fraction = step
                if perf_counter() >= end:
                    break
        return self.sheet
