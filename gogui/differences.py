"""Where rulesets part along a line: the nodes where their verdicts or counts differ (no Qt)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .engine import Result, Ruleset
from .i18n import translate
from .teaching import NodeRuling, TreeRulings, count_at


@dataclass
class Difference:
    """A node where the rulesets compared do not all say the same.

    index     the node's place on the line (0 for the root)
    number    its move number, as the rulings number it
    verdicts  each verdict said there, with the rulesets that say it, in the rulesets' order
    counts    where play stopped here: each count's outcome ("B+3.5", "W+0.5", "draw") with the
              rulesets that counted it
    """

    index: int
    number: int
    verdicts: list[tuple[str, list[Ruleset]]] = field(default_factory=list)
    counts: list[tuple[str, list[Ruleset]]] = field(default_factory=list)


def outcome_words(result: Result) -> str:
    """A count or an ending in a few characters: "B+3.5", "W+0.5", "draw", "no result"."""
    if result.winner is None:
        return translate("Differences", "draw") if result.kind == "draw" else translate("Differences", "no result")
    return f"{result.winner}+{result.margin:g}" if result.margin else f"{result.winner}+"


def _grouped(pairs: list[tuple[str, Ruleset]]) -> list[tuple[str, list[Ruleset]]]:
    groups: dict[str, list[Ruleset]] = {}
    for key, ruleset in pairs:
        groups.setdefault(key, []).append(ruleset)
    return list(groups.items())


def difference_at(model: TreeRulings, rulesets: Sequence[Ruleset], index: int,
                  counted: bool = True) -> Difference | None:
    """The difference at a node of the model's line, or None where every ruleset still in play
    says the same and play goes on, or all refuse the move alike (a record's error, say). A
    ruleset whose line ended before the node ("not reached") parted from the others there, not
    here, so it is left out of the comparison; a node where play stops or the game ends under
    any ruleset always counts, with each ruleset's count unless `counted` is False (counting
    moves that ruleset's game to the node: whether and how the rulesets differ needs only the
    rulings)."""
    if index <= 0:
        return None
    rulings: list[tuple[Ruleset, NodeRuling]] = [(r, model.ruling(r, index)) for r in rulesets]
    playing = [(r, ruling) for r, ruling in rulings if ruling.status != "after"]
    keys = {(ruling.status, ruling.reason) for _, ruling in playing}
    if len(keys) <= 1 and all(ruling.status in ("legal", "illegal") for _, ruling in playing):
        return None
    number = max(ruling.number for _, ruling in rulings)
    verdicts = _grouped([(ruling.verdict, r) for r, ruling in rulings])
    counts: list[tuple[str, Ruleset]] = []
    for r, ruling in playing if counted else ():
        if ruling.status in ("stopped", "ended"):
            result = count_at(model, r, index)
            if result is None:
                result = model.game(r, index).result
            if result is not None:
                counts.append((outcome_words(result), r))
    return Difference(index, number, verdicts, _grouped(counts))


def next_difference(model: TreeRulings, rulesets: Sequence[Ruleset], index: int) -> int | None:
    """The first node after `index` where the rulesets differ, or None. The rulings are worked
    out only as far as the search goes."""
    for at in range(index + 1, len(model)):
        if difference_at(model, rulesets, at, counted=False) is not None:
            return at
    return None


def previous_difference(model: TreeRulings, rulesets: Sequence[Ruleset], index: int) -> int | None:
    """The last node before `index` where the rulesets differ, or None."""
    for at in range(min(index, len(model)) - 1, 0, -1):
        if difference_at(model, rulesets, at, counted=False) is not None:
            return at
    return None


def line_differences(model: TreeRulings, rulesets: Sequence[Ruleset]) -> list[Difference]:
    """Every difference along the model's whole line."""
    return [d for at in range(1, len(model)) if (d := difference_at(model, rulesets, at)) is not None]


def final_outcomes(model: TreeRulings, rulesets: Sequence[Ruleset]) -> list[tuple[str, list[Ruleset]]]:
    """How the line ends under each ruleset: the count or the ending where its play stopped
    ("B+3.5", "draw", "no result"), "illegal at move N" where a move it forbids stopped its
    line, or "unfinished"; grouped by outcome, in the rulesets' order."""
    last = len(model) - 1
    pairs: list[tuple[str, Ruleset]] = []
    for r in rulesets:
        ruling = model.ruling(r, last)
        at = last
        if ruling.status == "after":
            at = _index_of_number(model, ruling.number)
        if model.ruling(r, at).status == "illegal":
            pairs.append((translate("Differences", "illegal at move {number}").format(number=ruling.number), r))
            continue
        result = count_at(model, r, at)
        if result is None:
            result = model.game(r, at).result
        pairs.append((outcome_words(result) if result is not None else translate("Differences", "unfinished"), r))
    return _grouped(pairs)


def _index_of_number(model: TreeRulings, number: int) -> int:
    """The last node of the line whose move number is `number`."""
    return index_of_move(model.nodes, number, last=True)


def index_of_move(nodes: Sequence, number: int, last: bool = False) -> int:
    """Where move `number` is on a line (nodes root first): the node that plays it, or with
    `last` the last node before the next move; the line's end for a number beyond it, the root
    for 0 or less."""
    count = 0
    found = 0
    for at, node in enumerate(nodes):
        if at and node.move is not None:
            count += 1
            if count > number:
                break
        if count == number:
            if not last:
                return at
            found = at
        elif count < number:
            found = at
    return found
