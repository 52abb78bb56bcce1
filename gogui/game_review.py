"""The positions of a game played so far, after each move, for looking back without undoing (no Qt)."""

from __future__ import annotations

from copy import deepcopy
from dataclasses import dataclass

from .engine import Game, MoveOutcome
from .engine.board import BLACK, WHITE, Board


@dataclass(frozen=True)
class MoveRow:
    """One move of the game as a move list shows it."""

    number: int  # the game's own move number
    colour: int  # BLACK or WHITE
    vertex: str | None  # None: a pass
    captures: tuple[str, ...]  # the stones the move took off the board
    events: tuple[str, ...]  # the engine's events: "stop", "white-extra-pass", "pass-stone", ...
    dispute_phase: int  # 0 in the first phase of play; n in the n-th phase after a dispute


@dataclass(frozen=True)
class ReviewPosition:
    """The game as it stood after a number of moves: stones, the last move, prisoners so far."""

    board: Board
    last_move: str | None  # the point of the move just made (None at the start and after a pass)
    prisoners: tuple[int, int]  # stones taken by Black, by White
    pass_stones: tuple[int, int]  # pass stones received by Black, by White


def _position_of(game: Game, last: MoveOutcome | None) -> ReviewPosition:
    """The position `game` stands at now (`last`: its last move), apart from the game's board."""
    return ReviewPosition(game.board.copy(), last.vertex if last is not None else None,
                          (game.prisoners[BLACK], game.prisoners[WHITE]),
                          (game.pass_stones[BLACK], game.pass_stones[WHITE]))


def _row_of(outcome: MoveOutcome, dispute_phase: int) -> MoveRow:
    assert outcome.number is not None  # every move a game keeps has its number
    return MoveRow(outcome.number, outcome.color, outcome.vertex, tuple(outcome.captures),
                   tuple(outcome.events), dispute_phase)


class GameReview:
    """The moves of a game and the position after each, kept in step with the game.

    `sync` follows the game after each change: a move played adds one position, a move taken
    back drops one, so stepping through a long game costs nothing per step. Only a game met for
    the first time (or changed by several moves at once) is taken back move by move, once, on a
    copy; the game itself is never touched.
    """

    def __init__(self) -> None:
        self._game: Game | None = None
        self._outcomes: list[MoveOutcome] = []
        self._positions: list[ReviewPosition] = []
        self.rows: list[MoveRow] = []

    @property
    def moves(self) -> int:
        """How many moves the game has (the latest position is after this many)."""
        return len(self.rows)

    def position(self, moves: int) -> ReviewPosition:
        """The game after its first `moves` moves (0: the start, handicap and setup stones on
        the board); IndexError outside 0..moves."""
        if not 0 <= moves <= self.moves:
            raise IndexError(moves)
        return self._positions[moves]

    def sync(self, game: Game) -> int:
        """Follow `game` (the session's game, never its confirmation play) as it is now.
        Returns the first move row that changed (the number of rows when none did)."""
        outcomes = game.outcomes
        if game is not self._game or not self._positions:
            self._rebuild(game, outcomes)
            return 0
        known = self._outcomes
        same = 0
        limit = min(len(known), len(outcomes))
        while same < limit and known[same] is outcomes[same]:
            same += 1
        if same == len(known) and len(outcomes) == same + 1:  # one move more
            self._add_row(outcomes[-1])
            self._positions.append(_position_of(game, outcomes[-1]))
        elif same == len(outcomes):  # moves taken back, or none
            del self.rows[same:], self._positions[same + 1:]
        else:  # several moves at once, or other moves in place of some
            self._rebuild(game, outcomes)
            return same
        # Stones set up after the last move, or a handicap stone placed, change the latest position.
        self._positions[-1] = _position_of(game, outcomes[-1] if outcomes else None)
        self._outcomes = outcomes
        return same

    def _add_row(self, outcome: MoveOutcome) -> None:
        before = self.rows[-1] if self.rows else None
        phase = 0 if before is None else before.dispute_phase + ("stop" in before.events)
        self.rows.append(_row_of(outcome, phase))

    def _rebuild(self, game: Game, outcomes: list[MoveOutcome]) -> None:
        """Every position, taken back from the game's latest one on a copy of it."""
        self._game = game
        self._outcomes = outcomes
        self.rows = []
        for outcome in outcomes:
            self._add_row(outcome)
        positions: list[ReviewPosition | None] = [None] * (len(outcomes) + 1)
        positions[-1] = _position_of(game, outcomes[-1] if outcomes else None)
        copy = deepcopy(game)
        remaining = len(outcomes)
        while remaining:
            setup = copy.last_was_setup()
            if not copy.undo():
                break
            if not setup:  # a move taken back; setups after a move belong to the position after it
                remaining -= 1
                positions[remaining] = _position_of(copy, outcomes[remaining - 1] if remaining else None)
        assert all(p is not None for p in positions), "the game could not be taken back to its start"
        self._positions = [p for p in positions if p is not None]
