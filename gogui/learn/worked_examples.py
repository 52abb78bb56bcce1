"""A lesson's worked example: a short line stepped through, with every ruleset's word at each step."""

from __future__ import annotations

from dataclasses import dataclass

from .. import diagrams
from ..engine import PRESETS, Result, Ruleset
from ..engine.rules import ruleset_title
from ..engine.wording import listed
from ..i18n import translate
from ..teaching import NodeRuling, TreeRulings, count_at
from .course import Lesson, Step


@dataclass(frozen=True)
class RulingGroup:
    """The rulesets that say the same at a step of a worked example.

    verdict   what they say, in the words of the ruling panel ("illegal: ko", "play stops"),
              with the count where play stops ("play stops: Black wins by 1")
    rulesets  their preset ids, in preset order
    why       on a key step, the rule in a sentence: the engine's explanation of the group's
              first ruleset (its first sentence; the whole count where play stops); "" for a
              plain legal move, whose explanation would only repeat the move
    """

    verdict: str
    rulesets: tuple[str, ...]
    why: str = ""

    def names(self) -> list[str]:
        """The rulesets' names in the chosen language."""
        return [ruleset_title(PRESETS[pid]) for pid in self.rulesets]

    def text(self) -> str:
        """The group in a line: "illegal: ko: Ing SST, Japanese 1989, Korean"."""
        return translate("Lesson", "{verdict}: {rulesets}").format(verdict=self.verdict, rulesets=listed(self.names()))

    def as_dict(self) -> dict:
        return {"verdict": self.verdict, "rulesets": list(self.rulesets), "names": self.names(), "why": self.why}


@dataclass(frozen=True)
class ExampleStep:
    """One step of a worked example: a node of the line, shown before any question is asked.

    node     the node's index in the line (0 is the root)
    marked   the points the board marks at this step: the move just played
    text     the rule at this step, in a sentence or two (the node's comment)
    rulings  what the rulesets do here, one line per group of rulesets that say the same, in
             the words of the ruling panel ("legal: Japanese 1989, Korean"); the groups' lines
    player   "B" or "W": who plays the step's move ("" at the root and at a node without a move)
    vertex   the move's point, None for a pass or at a node without a move
    key      whether this is a key step of the example: a move some ruleset forbids, that stops
             or ends the game, or on which the rulesets part
    groups   the rulings as groups, with the rule in a sentence for each on a key step
    """

    node: int
    marked: tuple[str, ...]
    text: str
    rulings: tuple[str, ...]
    player: str = ""
    vertex: str | None = None
    key: bool = False
    groups: tuple[RulingGroup, ...] = ()

    def move_words(self) -> str:
        """The step's move in words ("Black's C3", "White's pass"); "" for the root."""
        if not self.player:
            return ""
        if self.vertex is None:
            return translate("Questions", "Black's pass") if self.player == "B" else translate("Questions", "White's pass")
        return (translate("Questions", "Black's {point}") if self.player == "B"
                else translate("Questions", "White's {point}")).format(point=self.vertex)

    def as_dict(self) -> dict:
        """The step as JSON fields (gogui-rules --course)."""
        return {"node": self.node, "player": self.player or None, "vertex": self.vertex, "move": self.move_words(),
                "marked": list(self.marked), "key": self.key, "text": self.text,
                "rulings": [group.as_dict() for group in self.groups]}


@dataclass(frozen=True)
class WorkedExample:
    """A lesson's worked example: a line of a position, its steps in order.

    diagram  the id of the position (a lesson position of diagrams/lessons/, or a library
             diagram), which diagrams.load() finds
    line     the line's name, as Diagram.lines names it
    steps    the steps, root first
    """

    diagram: str
    line: str
    steps: tuple[ExampleStep, ...]

    @property
    def key_steps(self) -> tuple[ExampleStep, ...]:
        """The steps where the rule is at work (ExampleStep.key)."""
        return tuple(step for step in self.steps if step.key)

    def as_dict(self) -> dict:
        """The example as JSON fields (gogui-rules --course)."""
        return {"diagram": self.diagram, "line": self.line, "steps": [step.as_dict() for step in self.steps]}


def count_words(result: Result) -> str:
    """A count's outcome in words, as Learn mode says it: "Black wins by 1", "a tie: nobody wins"."""
    margin = f"{result.margin:g}" if result.margin else ""
    if result.winner == "B":
        return (translate("Questions", "Black wins by {margin}").format(margin=margin) if margin
                else translate("Questions", "Black wins on equal points"))
    if result.winner == "W":
        return (translate("Questions", "White wins by {margin}").format(margin=margin) if margin
                else translate("Questions", "White wins on equal points"))
    return translate("Questions", "a tie: nobody wins")


def ruling_groups(model: TreeRulings, index: int, rulesets: list[Ruleset], explain: bool = True) -> tuple[RulingGroup, ...]:
    """Every ruleset's word at a node of the model's line, one group per verdict (and count,
    where play stops), in the order the verdicts first come, the rulesets whose play ended
    before the node last; with `explain`, each group's rule in a sentence, in the words of its
    first ruleset that is not a simplified one (a real ruleset's name reads better there)."""
    members: dict[str, list[Ruleset]] = {}
    said: dict[str, tuple[NodeRuling, Result | None]] = {}
    for ruleset in rulesets:
        ruling = model.ruling(ruleset, index)
        counted = count_at(model, ruleset, index)
        verdict = ruling.verdict if counted is None else translate("Lesson", "{verdict}: {count}").format(
            verdict=ruling.verdict, count=count_words(counted))
        members.setdefault(verdict, []).append(ruleset)
        said[ruleset.id] = (ruling, counted)
    groups = []
    for verdict, group in sorted(members.items(), key=lambda item: said[item[1][0].id][0].status == "after"):
        teller = min(group, key=lambda r: r.id.startswith("simplified-"))
        ruling, counted = said[teller.id]
        why = ""
        if explain and counted is not None:
            why = " ".join(counted.explanation.split())
        elif explain and ruling.status not in ("legal", "start", "after"):
            why = diagrams.first_sentence(ruling.explanation)
        groups.append(RulingGroup(verdict, tuple(r.id for r in group), why))
    return tuple(groups)


def grouped_rulings(model: TreeRulings, index: int, rulesets: list[Ruleset]) -> tuple[str, ...]:
    """Every ruleset's verdict at a node of the model's line, one line per verdict, naming the
    rulesets that give it, in the order the verdicts first come: "legal: Japanese 1989, Korean"."""
    return tuple(group.text() for group in ruling_groups(model, index, rulesets, explain=False))


def _is_key(model: TreeRulings, index: int, rulesets: list[Ruleset]) -> bool:
    """Whether some ruleset forbids the node's move, or stops or ends play there (where the
    rulesets part, some of them do)."""
    return any(model.ruling(r, index).status in ("illegal", "stopped", "ended") for r in rulesets)


def example_of(diagram: diagrams.Diagram, line_name: str | None = None) -> WorkedExample:
    """The worked example of a diagram's line (the main line unless named): every node a step,
    its comment the text, every preset's word grouped, the rule told on the key steps."""
    line = next((each for each in diagram.lines if each.name == line_name), diagram.lines[0])
    model = TreeRulings(diagram.record, line.nodes)
    rulesets = list(PRESETS.values())
    steps = []
    for index, node in enumerate(line.nodes):
        player, vertex = node.move if node.move is not None else ("", None)
        if index == 0:
            steps.append(ExampleStep(0, (), node.comment, ()))
            continue
        groups = ruling_groups(model, index, rulesets)
        key = _is_key(model, index, rulesets)
        if not key:
            groups = tuple(RulingGroup(g.verdict, g.rulesets) for g in groups)
        steps.append(ExampleStep(index, (vertex,) if vertex else (), node.comment,
                                 tuple(group.text() for group in groups), player, vertex, key, groups))
    return WorkedExample(diagram.id, line.name, tuple(steps))


def worked_example(lesson: Lesson) -> WorkedExample | None:
    """The worked example a lesson opens with: the line its `example` names, else its first
    step's (the main line of its purpose-made position); None for a lesson without steps."""
    if not lesson.steps:
        return None
    chosen: Step = lesson.example_line
    return example_of(diagrams.load(chosen.diagram), chosen.line)
