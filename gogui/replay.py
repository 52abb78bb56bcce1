"""Replaying a game record's main line under a ruleset, stopping where the rules stop it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from .engine import (
    Confirmation,
    Game,
    MoveOutcome,
    Result,
    RulesError,
    Ruleset,
    fixed_handicap_points,
)
from .engine.board import BLACK, WHITE
from .engine.rules import ruleset_title
from .engine.wording import sentences
from .i18n import translate
from .sgf import HandicapMoves, Node, Record

_STOPPED = ("stopped", "over")  # the phases in which no move is played


@dataclass
class Replay:
    """What one ruleset makes of a main line."""

    ruleset: Ruleset
    game: Game
    moves: list[MoveOutcome] = field(default_factory=list)  # the legal moves, in order
    illegal: MoveOutcome | None = None  # the first illegal move, where replay stopped
    last_node: Node | None = None  # the last node replayed
    resumed_at: int | None = None  # move number after which play resumed past a stop
    confirmation: Confirmation | None = None  # play that settles a dispute, not kept
    # Indices of nodes holding AGA's obligatory last White pass, which the engine made together
    # with Black's last pass (a record may show it as a move of its own)
    obligatory_passes: set[int] = field(default_factory=set)

    @property
    def current(self) -> Game:
        """The game the last move was played in (the confirmation play, once it started)."""
        return self.confirmation if self.confirmation is not None else self.game

    @property
    def ended(self) -> tuple[int, str] | None:
        return self.game.ended

    def result(self, dead: list[str] | None = None, score: bool = False) -> Result:
        """The result: final if the game ended, else "unfinished" or, with score, the count now."""
        if dead is None:
            dead = dead_from_territory(self.game, self.last_node)
        return self.game.current_result(dead, score_unfinished=score)


def new_game(record: Record, ruleset: Ruleset, komi: float | None = None) -> Game:
    """A game set up as the record's root node sets it up (size, komi, handicap, stones, PL,
    and the diagram's view, VW, as the part of the board that is counted). A handicap the
    record gives as Black's first moves (HA without AB) is played as those moves and counted
    as a handicap, with a note in every count that says so."""
    root = record.root
    if komi is None:
        komi = record.komi
    handicap = record.handicap_stones
    given = record.handicap_moves
    to_play = root.to_play
    if to_play is None:
        # Without PL, the first move of the main line says who is to play.
        first = _first_move(root)
        to_play = first[0] if first is not None else ("W" if record.handicap >= 2 and root.black else "B")
    game = Game(ruleset, record.size, komi=komi, handicap=handicap, black=root.black,
                white=root.white, to_move=to_play,
                handicap_moves=given.moves if given is not None else 0,
                handicap_note=handicap_note(given, ruleset, record.size) if given is not None else "")
    game.count_only(record.view())  # a corner or side diagram counts only what it shows
    return game


def handicap_note(given: HandicapMoves, ruleset: Ruleset, size: int) -> str:
    """How a record gave its handicap as moves, and whether the stones stand where the
    ruleset's fixed placement puts them."""
    n = len(given.points)
    points = translate("Move", ", ").join(given.points)
    if given.white_passes:
        text = translate("Replay", "A {count}-stone handicap given as moves: Black's first {count} stones "
                         "({points}), White passing in between, are the handicap stones, and the game is "
                         "counted as a handicap game.")
    else:
        text = translate("Replay", "A {count}-stone handicap given as moves: Black's first {count} stones "
                         "({points}), played in a row, are the handicap stones, and the game is counted as a "
                         "handicap game.")
    text = text.format(count=n, points=points)
    if ruleset.handicap_placement == "fixed":
        name = ruleset_title(ruleset)
        try:
            standard = fixed_handicap_points(size, n)
        except RulesError:
            more = translate("Replay", "Under {ruleset} handicap stones go on the standard points, which a "
                             "{size}x{size} board does not have for {count} stones.")
            text = sentences(text, more.format(ruleset=name, size=size, count=n))
        else:
            if set(standard) == set(given.points):
                more = translate("Replay", "Under {ruleset} handicap stones go on the standard points "
                                 "({points}), and these do.")
            else:
                more = translate("Replay", "Under {ruleset} handicap stones go on the standard points "
                                 "({points}); these do not.")
            text = sentences(text, more.format(ruleset=name, points=translate("Move", ", ").join(standard)))
    return text


def _first_move(node: Node | None) -> tuple[str, str | None] | None:
    """The first move on the main line from node (walked only as far as that move)."""
    while node is not None:
        if node.move is not None:
            return node.move
        node = node.children[0] if node.children else None
    return None


class NodeStep(NamedTuple):
    """What playing one node did: undo bits (see LinePlay.take_back), the move's outcome (None
    without a move, or when play could not go on), whether the line ends at this node (before
    or at its move: an illegal move, or play over), whether it ends after it, and whether the
    node was AGA's obligatory White pass, which the engine made together with Black's pass."""

    flags: int
    outcome: MoveOutcome | None
    halted_here: bool
    halted_after: bool
    obligatory: bool = False


_new_tuple = tuple.__new__  # a NodeStep made from a tuple of its five fields: quicker than calling it

# What playing a node did to the games, as bits of one small int (undone in reverse order).
SETUP = 1  # setup() on the current game
TO_PLAY = 2  # set_to_move() on the current game; the colour it replaced is in bits 8 and up
RESUME = 4  # resume() on the main game
CONFIRM = 8  # a confirmation game started
MOVE = 16  # a legal move or pass in the current game
_COLOUR_SHIFT = 8


class LinePlay:
    """One ruleset's game along a line of a record, one node at a time: the one way a node is
    played (setup and PL, a move or pass, AGA's obligatory White pass, and past a stop, play
    resumed or the confirmation play begun). replay() walks a line with it; the teaching model
    walks it forwards and back.

    With `resume`, a move after play stopped is played the way the ruleset settles a
    disagreement: play resumes (play on), or it becomes the play that settles it and is not kept
    (the Japanese/Korean confirmation play, the simplified Japanese/Korean hypothetical play).
    """

    __slots__ = ("confirmation", "game", "resume", "resumed_at", "ruleset")

    def __init__(self, record: Record, ruleset: Ruleset, komi: float | None = None,
                 resume: bool = False) -> None:
        self.ruleset = ruleset
        self.resume = resume
        self.game = new_game(record, ruleset, komi)
        self.confirmation: Confirmation | None = None
        self.resumed_at: int | None = None  # move number after which play resumed past a stop

    @classmethod
    def over(cls, game: Game, ruleset: Ruleset, resume: bool = False) -> LinePlay:
        """Play nodes into a game made elsewhere (a casual game continued from its record)."""
        line = cls.__new__(cls)
        line.ruleset = ruleset
        line.resume = resume
        line.game = game
        line.confirmation = None
        line.resumed_at = None
        return line

    @property
    def current(self) -> Game:
        """The game the next move goes to (the confirmation play, once it started)."""
        return self.confirmation if self.confirmation is not None else self.game

    def can_resume(self) -> bool:
        """Whether a move now would go on past a stop (play resumed or the confirmation play)."""
        return (self.resume and self.confirmation is None and self.current.phase == "stopped"
                and self.ruleset.removals != "none")

    def apply(self, node: Node, setup: bool = True) -> NodeStep:
        """Play one node (its setup and PL too, unless `setup` is false: the root's are the new
        game's). Call it only while the line goes on (no earlier step halted)."""
        # Every node of every replay comes here: the common move (no setup, play going on) takes
        # the shortest way, and steps are made as plain tuples.
        flags = 0
        confirmation = self.confirmation
        current = self.game if confirmation is None else confirmation
        if setup and (node.black or node.white or node.empty or node.to_play):
            if node.has_setup:
                current.setup(node.black, node.white, node.empty, to_move=node.to_play)
                flags |= SETUP
            else:
                flags |= TO_PLAY | (current.to_move << _COLOUR_SHIFT)
                current.set_to_move(node.to_play)  # type: ignore[arg-type]  # set: checked above
        move = node.move
        if move is None:
            return _new_tuple(NodeStep, (flags, None, False, current.phase in _STOPPED and not self.can_resume(), False))
        colour, vertex = move
        if vertex is None and colour == "W" and current.made_white_s_last_pass():
            # AGA's obligatory White pass, made with Black's last pass: nothing more to play.
            return NodeStep(flags, None, False, not self.can_resume(), obligatory=True)
        if current.phase == "stopped" and self.can_resume():
            self.resumed_at = self.game.move_number
            if self.ruleset.settles_by_hypothetical_play:
                current = self.confirmation = Confirmation(self.game)
                flags |= CONFIRM
            else:
                self.game.resume()
                flags |= RESUME
        if current.phase in _STOPPED:
            return _new_tuple(NodeStep, (flags, None, True, False, False))
        outcome = current.play(vertex, colour) if vertex is not None else current.pass_move(colour)
        if not outcome.legal:
            return _new_tuple(NodeStep, (flags, outcome, True, False, False))
        stopped = current.phase in _STOPPED and not self.can_resume()
        return _new_tuple(NodeStep, (flags | MOVE, outcome, False, stopped, False))

    def take_back(self, flags: int) -> None:
        """Undo what a step with these bits did. A resume() has no undo of its own: it is left
        for the undo of the pass that stopped play to reverse."""
        if flags & MOVE:
            self.current.undo()
        if flags & CONFIRM:
            self.confirmation = None  # a separate game: dropping it is exact
        if flags & TO_PLAY:
            self.current.set_to_move(flags >> _COLOUR_SHIFT)
        if flags & SETUP:
            self.current.undo()


def replay(record: Record, ruleset: Ruleset, komi: float | None = None,
           nodes: list[Node] | None = None, resume: bool = False) -> Replay:
    """Play the main line (or the given nodes, root first) until an illegal move or the end.

    Setup properties in later nodes (AB/AW/AE, PL) change the position without a move; the new
    position becomes part of the history. When play stops and `resume` is set, further moves
    are played the way the ruleset settles a disagreement (see LinePlay); a game whose stones
    all count as alive when play stops (Tromp-Taylor) ends there.
    """
    nodes = record.main_line() if nodes is None else nodes
    line = LinePlay(record, ruleset, komi, resume)
    result = Replay(ruleset, line.game, last_node=nodes[0] if nodes else None)
    apply = line.apply
    moves = result.moves
    last_node = result.last_node
    for index, node in enumerate(nodes):
        _flags, outcome, halted_here, halted_after, obligatory = apply(node, index > 0)
        if obligatory:
            result.obligatory_passes.add(index)  # the engine made this pass with Black's
        elif halted_here:
            result.illegal = outcome
            break
        elif outcome is not None:
            moves.append(outcome)
        last_node = node
        if halted_after and not obligatory:
            following = nodes[index + 1] if index + 1 < len(nodes) else None
            if following is not None and outcome is not None and "white-extra-pass" in outcome.events \
                    and apply(following, True)[4]:
                # Black's pass stopped play with White's obligatory pass: a record that shows
                # that pass as a node of its own keeps its marks (the dead stones) there.
                result.obligatory_passes.add(index + 1)
                last_node = following
            break
    result.last_node = last_node
    result.confirmation = line.confirmation
    result.resumed_at = line.resumed_at
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
