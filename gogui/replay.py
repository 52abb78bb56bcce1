"""Replaying a game record's main line under a ruleset, stopping where the rules stop it."""

from __future__ import annotations

from dataclasses import dataclass, field

from .engine import Game, MoveOutcome, Result, Ruleset
from .engine.board import BLACK, WHITE
from .sgf import Node, Record


@dataclass
class Replay:
    """What one ruleset makes of a main line."""

    ruleset: Ruleset
    game: Game
    moves: list[MoveOutcome] = field(default_factory=list)  # the legal moves, in order
    illegal: MoveOutcome | None = None  # the first illegal move, where replay stopped
    last_node: Node | None = None  # the last node replayed
    nodes_played: int = 0  # main-line nodes after the root that were replayed

    @property
    def ended(self) -> tuple[int, str] | None:
        return self.game.ended

    def result(self, dead: list[str] | None = None, score: bool = False) -> Result:
        """The result: final if the game ended, else "unfinished" or, with score, the count now."""
        if dead is None:
            dead = dead_from_territory(self.game, self.last_node)
        return self.game.current_result(dead, score_unfinished=score)


def new_game(record: Record, ruleset: Ruleset, komi: float | None = None) -> Game:
    """A game set up as the record's root node sets it up (size, komi, handicap, stones, PL)."""
    root = record.root
    if komi is None:
        komi = record.komi
    handicap = record.handicap if record.handicap >= 2 and root.black else 0
    to_play = root.to_play
    if to_play is None:
        # Without PL, the first move of the main line says who is to play.
        first = next((n.move for n in root.main_line() if n.move is not None), None)
        to_play = first[0] if first is not None else ("W" if handicap else "B")
    game = Game(ruleset, record.size, komi=komi, handicap=handicap, black=root.black,
                white=root.white, to_move=to_play)
    return game


def replay(record: Record, ruleset: Ruleset, komi: float | None = None,
           nodes: list[Node] | None = None) -> Replay:
    """Play the main line (or the given nodes, root first) until an illegal move or the end.

    Setup properties in later nodes (AB/AW/AE, PL) change the position without a move; the new
    position becomes part of the history.
    """
    nodes = record.main_line() if nodes is None else nodes
    game = new_game(record, ruleset, komi)
    result = Replay(ruleset, game, last_node=nodes[0] if nodes else None)
    for index, node in enumerate(nodes):
        if index > 0:
            if node.has_setup or node.to_play:
                if node.has_setup:
                    game.setup(node.black, node.white, node.empty, to_move=node.to_play)
                else:
                    game.set_to_move(node.to_play)  # type: ignore[arg-type]
        if node.move is not None:
            if game.phase in ("stopped", "over"):
                break
            colour, vertex = node.move
            outcome = game.pass_move(colour) if vertex is None else game.play(vertex, colour)
            if not outcome.legal:
                result.illegal = outcome
                break
            result.moves.append(outcome)
        result.last_node = node
        result.nodes_played = index
        if game.phase in ("stopped", "over"):
            break
    return result


def dead_from_territory(game: Game, node: Node | None) -> list[str]:
    """Dead stones as SGF territory marks show them: a stone on the other colour's territory."""
    if node is None:
        return []
    dead = []
    board = game.board
    for ident, colour in (("TB", WHITE), ("TW", BLACK)):
        for vertex in node.territory.get(ident, []):
            p = board.point(vertex)
            if board.color[p] == colour:
                dead.append(vertex)
    return dead
