"""A lesson's worked example: its purpose-made position stepped through, with every ruleset's word at each step."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import PRESETS, Ruleset
from ..engine.rules import ruleset_title
from ..engine.wording import listed
from ..i18n import translate
from ..teaching import NodeRuling, TreeRulings
from .course import Lesson
from .lesson_positions import LessonPosition, positions_for


@dataclass(frozen=True)
class ExampleStep:
    """One step of a worked example: a node of the line, shown before any question is asked.

    node     the node's index in the line (0 is the root)
    marked   the points the board marks at this step: the move just played, the key point
    text     the rule at this step, in a sentence or two (the node's comment)
    rulings  what the rulesets do here, one line per group of rulesets that say the same, in
             the words of the ruling panel ("legal: Japanese 1989, Korean")
    """

    node: int
    marked: tuple[str, ...]
    text: str
    rulings: tuple[str, ...]


@dataclass(frozen=True)
class WorkedExample:
    """A lesson's worked example: a line of a position, its steps in order.

    diagram  the id of the position (a lesson position of diagrams/lessons/, or a library
             diagram), which diagrams.load() and lesson_positions.load_lesson_position() find
    line     the line's name, as Diagram.lines names it
    steps    the steps, root first
    """

    diagram: str
    line: str
    steps: tuple[ExampleStep, ...]


def grouped_rulings(model: TreeRulings, index: int, rulesets: list[Ruleset]) -> tuple[str, ...]:
    """Every ruleset's verdict at a node of the model's line, one line per verdict, naming the
    rulesets that give it, in the order the verdicts first come: "legal: Japanese 1989, Korean"."""
    groups: dict[str, list[str]] = {}
    for ruleset in rulesets:
        ruling: NodeRuling = model.ruling(ruleset, index)
        groups.setdefault(ruling.verdict, []).append(ruleset_title(ruleset))
    return tuple(translate("Lesson", "{verdict}: {rulesets}").format(verdict=verdict, rulesets=listed(names))
                 for verdict, names in groups.items())


def example_of(position: LessonPosition, line_name: str | None = None) -> WorkedExample:
    """The worked example of a position: its main line (or the line named), every node a step."""
    diagram = position.diagram
    line = next((each for each in diagram.lines if each.name == line_name), diagram.lines[0])
    model = TreeRulings(diagram.record, line.nodes)
    rulesets = list(PRESETS.values())
    steps = []
    for index, node in enumerate(line.nodes):
        vertex = node.move[1] if node.move is not None else None
        steps.append(ExampleStep(index, (vertex,) if vertex else (), node.comment,
                                 grouped_rulings(model, index, rulesets) if index else ()))
    return WorkedExample(position.id, line.name, tuple(steps))


def worked_example(lesson: Lesson) -> WorkedExample | None:
    """The worked example a lesson opens with: the main line of the first lesson position of
    its concept; None for a lesson whose concept has no position."""
    positions = positions_for(lesson.concept) if lesson.concept else []
    return example_of(positions[0]) if positions else None
