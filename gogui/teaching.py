"""What every ruleset says at every node of a line: the model behind the teaching window (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass

from .engine import PRESETS, REASONS, Board, Game, Ruleset
from .engine.board import BLACK, EMPTY, WHITE, parse_color
from .replay import Replay, replay
from .sgf import Node, Record


@dataclass(frozen=True)
class NodeRuling:
    """One ruleset's word on one node of a line."""

    status: str  # "start", "legal", "illegal", "stopped" (passes stopped play), "ended" (the
    # game ended here) or "after" (beyond where the ruleset's replay ended)
    reason: str | None  # reason code of an illegal move, or how the game ended
    explanation: str
    number: int  # move number of the node (0 for the root)

    @property
    def short(self) -> str:
        """A few words for a table cell."""
        if self.status == "illegal":
            return f"illegal: {self.reason}"
        if self.status == "ended":
            return f"ended: {self.reason}"
        if self.status == "stopped":
            return "play stops"
        if self.status == "after":
            return "not reached" if self.reason in REASONS and self.reason != "game-over" else "game already ended"
        return "start" if self.status == "start" else "legal"


@dataclass
class RulesetLine:
    """One ruleset's replay of a whole line, node by node."""

    ruleset: Ruleset
    replay: Replay
    rulings: list[NodeRuling]


def line_nodes(node: Node) -> list[Node]:
    """The root-first path to a node, then the first children after it."""
    path: list[Node] = []
    up: Node | None = node
    while up is not None:
        path.append(up)
        up = up.parent
    path.reverse()
    return path + node.main_line()[1:]


def analyse(record: Record, nodes: list[Node], ruleset: Ruleset) -> RulesetLine:
    """Replay the line under a ruleset (resuming past stops its way) and rule every node."""
    rep = replay(record, ruleset, nodes=nodes, resume=True)
    rulings: list[NodeRuling] = [NodeRuling("start", None, "The starting position.", 0)]
    moves = iter(rep.moves)
    stopped_at: int | None = None
    for index, node in enumerate(nodes[1:], 1):
        if node.move is None:
            ruling = rulings[-1] if rulings[-1].status in ("illegal", "ended", "after") else \
                NodeRuling("legal", None, "No move here: setup or a comment.", rulings[-1].number)
            if ruling.status in ("illegal", "ended"):
                ruling = NodeRuling("after", ruling.reason, ruling.explanation, ruling.number)
            rulings.append(ruling)
            continue
        if stopped_at is not None:
            prev = rulings[stopped_at]
            rulings.append(NodeRuling("after", prev.reason, prev.explanation, prev.number))
            continue
        outcome = next(moves, None)
        if outcome is None:
            if rep.illegal is not None:
                o = rep.illegal
                rulings.append(NodeRuling("illegal", o.reason, o.explanation, o.number))
            else:
                game = rep.current
                why = game.result.explanation if game.result is not None else \
                    "Play has stopped; this move comes after the end."
                rulings.append(NodeRuling("after", "game-over", why, rulings[-1].number))
            stopped_at = index
            continue
        ended = "game-over" in outcome.events or (
            rep.game.ended is not None and rep.game.ended[0] == outcome.number
            and rep.game.phase == "over")
        if ended:
            reason = rep.game.ended[1] if rep.game.ended else "game-over"
            result = rep.game.result
            text = result.explanation if result is not None else outcome.explanation
            rulings.append(NodeRuling("ended", reason, text, outcome.number))
        elif "stop" in outcome.events:
            text = (f"{ruleset.passes} successive passes stop play under {ruleset.name}: the players "
                    "now agree which stones are dead, or settle a disagreement the ruleset's way.")
            rulings.append(NodeRuling("stopped", "passes", text, outcome.number))
        else:
            rulings.append(NodeRuling("legal", None, outcome.explanation, outcome.number))
    return RulesetLine(ruleset, rep, rulings)


def analyse_all(record: Record, nodes: list[Node], rulesets: list[Ruleset] | None = None) -> list[RulesetLine]:
    """Every preset's (or the given rulesets') replay of the line."""
    return [analyse(record, nodes, r) for r in (rulesets or list(PRESETS.values()))]


def boards_along(record: Record, nodes: list[Node]) -> list[Board]:
    """The board at every node as the record shows it: stones placed and captured, no ko rule.

    This is what a learner sees when stepping through the record, whatever any ruleset says.
    A move onto an occupied point leaves the board unchanged.
    """
    board = Board(record.size)
    boards: list[Board] = []
    for node in nodes:
        if node.has_setup:
            changes = [(board.point(v), BLACK) for v in node.black] + \
                [(board.point(v), WHITE) for v in node.white] + [(board.point(v), EMPTY) for v in node.empty]
            board.set_points(changes)
        if node.move is not None and node.move[1] is not None:
            p = board.point(node.move[1])
            if board.color[p] == EMPTY:
                board.play(p, parse_color(node.move[0]))
        boards.append(board.copy())
    return boards


def game_at(record: Record, nodes: list[Node], index: int, ruleset: Ruleset) -> Game:
    """The ruleset's game after the node at `index` (or where its replay stopped before it)."""
    return replay(record, ruleset, nodes=nodes[: index + 1], resume=True).current
