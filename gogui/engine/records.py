"""What a game hands back and keeps: move outcomes, results, and the positions of its history."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, NamedTuple, get_args

from ..i18n import QT_TRANSLATE_NOOP, translate
from .board import BLACK, COLOR_LETTERS, NOTHING, WHITE, Board, hash_keys
from .scoring import Score

#: Stable reason codes for illegal plays (the CLI's JSON and the UI use them).
Reason = Literal[
    "occupied", "suicide", "ko", "positional-superko", "situational-superko",
    "natural-situational-superko", "minimal-superko", "hot-stone", "disturbing", "game-over",
]
REASONS: tuple[Reason, ...] = get_args(Reason)

#: What a verdict on a play hands back when the rules refuse it: the reason code and what the
#: explanation needs (see KoRule.verdict).
Verdict = tuple[Reason, object]

# The reasons the game gives itself in words (the ko rules' pieces name theirs: KoRule.reason_words).
GAME_REASON_WORDS: dict[Reason, str] = {
    "ko": QT_TRANSLATE_NOOP("Reason", "ko"),
    "suicide": QT_TRANSLATE_NOOP("Reason", "suicide"),
    "occupied": QT_TRANSLATE_NOOP("Reason", "occupied"),
    "game-over": QT_TRANSLATE_NOOP("Reason", "play is over"),
}

# The player to move, hashed into a situation (board and player to move).
_side_keys = hash_keys(0x51DE)
_SIDE_KEY = {BLACK: next(_side_keys), WHITE: next(_side_keys)}


class RulesError(Exception):
    """A request the rules or the game's phase do not allow (not an illegal play: those are
    answered with an outcome)."""


class MoveOutcome:
    """What the rules say about one move: legal or not, why, what it captured, what happened."""

    __slots__ = (
        "_board",
        "_explanation",
        "captured",
        "color",
        "events",
        "legal",
        "number",
        "point",
        "reason",
    )

    def __init__(self, legal: bool, reason: Reason | None, color: int, point: int | None,
                 board: Board, captured: Sequence[int] | None = None,
                 events: tuple[str, ...] | None = None,
                 number: int | None = None, explanation: str | None = None) -> None:
        self.legal = legal
        self.reason = reason
        self.color = color
        self.point = point
        self._board = board
        self.captured = captured if captured is not None else NOTHING
        self.events = events if events is not None else ()
        self.number = number
        self._explanation = explanation

    @property
    def vertex(self) -> str | None:
        """The point played as a vertex such as "D4"; None for a pass."""
        return None if self.point is None else self._board.vertex(self.point)

    @property
    def captures(self) -> list[str]:
        """The captured points as vertices."""
        return [self._board.vertex(p) for p in self.captured]

    def reads_like(self, other: MoveOutcome) -> bool | None:
        """Whether the two explanations are the same text, known without writing them: True or
        False when both are written from the play (the same colour playing the same point on
        the same size of board, capturing the same stones, reads alike); None otherwise."""
        if self._explanation is not None or other._explanation is not None:
            return None
        if self.point is None or other.point is None:  # a pass says only who passed
            return self.point == other.point and self.color == other.color
        mine, theirs = self.captured, other.captured
        return (self.color == other.color and self.point == other.point
                and self._board.size == other._board.size
                and len(mine) == len(theirs) and all(a == b for a, b in zip(mine, theirs)))

    @property
    def explanation(self) -> str:
        """Why the move is illegal, or what it did; written when asked for."""
        if self._explanation is not None:
            return self._explanation
        black = self.color == BLACK
        if self.point is None:
            return translate("Move", "Black passes.") if black else translate("Move", "White passes.")
        n = len(self.captured)
        if n == 0:
            text = (translate("Move", "Black plays {point}.") if black
                    else translate("Move", "White plays {point}."))
        elif n == 1:
            text = (translate("Move", "Black plays {point}. It captures 1 stone ({points}).") if black
                    else translate("Move", "White plays {point}. It captures 1 stone ({points})."))
        else:
            text = (translate("Move", "Black plays {point}. It captures {count} stones ({points}).") if black
                    else translate("Move", "White plays {point}. It captures {count} stones ({points})."))
        return text.format(point=self.vertex, count=n, points=translate("Move", ", ").join(self.captures))

    @explanation.setter
    def explanation(self, value: str) -> None:
        self._explanation = value

    def __repr__(self) -> str:
        state = "legal" if self.legal else f"illegal ({self.reason})"
        where = self.vertex or "pass"
        return f"<MoveOutcome {COLOR_LETTERS[self.color]} {where}: {state}>"


@dataclass
class Result:
    """How the game ended, or how it stands."""

    kind: str  # "score", "draw", "no-result", "repetition", "unfinished"
    winner: str | None = None
    margin: float | None = None
    black: float | None = None
    white: float | None = None
    explanation: str = ""
    score: Score | None = None

    @classmethod
    def from_score(cls, s: Score) -> Result:
        """The result a count gives."""
        return cls(s.kind, winner=None if s.winner is None else COLOR_LETTERS[s.winner],
                   margin=s.margin, black=s.black, white=s.white, explanation=s.explanation,
                   score=s)

    def as_dict(self, vertex: Callable[[int], str] | None = None) -> dict:
        """The result as JSON fields; with `vertex` (a board's point names), also the count's
        parts ("count", None when nothing was counted: see Score.as_dict)."""
        out: dict[str, object] = {
            "kind": self.kind, "winner": self.winner, "margin": self.margin,
            "black": self.black, "white": self.white, "explanation": self.explanation,
        }
        if vertex is not None:
            out["count"] = None if self.score is None else self.score.as_dict(vertex)
        return out

    def sgf(self) -> str:
        """The result in SGF RE notation."""
        if self.kind == "draw":
            return "0"
        if self.kind == "no-result":
            return "Void"
        if self.kind == "unfinished":
            return "?"
        if self.winner is None:
            return "?"
        if self.kind == "repetition":
            return f"{self.winner}+"
        return f"{self.winner}+{self.margin:g}" if self.margin else f"{self.winner}+"


#: Phases of the common core: play (alternation), stopped (agreement removals), dispute
#: (disagreement alternation, played out) and over (winning).
Phase = Literal["play", "stopped", "dispute", "over"]
#: The phases in which no move is played: play has stopped, or the game is over.
PLAY_STOPPED: tuple[Phase, ...] = ("stopped", "over")


class GameState(NamedTuple):
    """What a pass or a setup may change in a game, saved before it so that undo restores it
    (Game._saved_state and Game._restore_state)."""

    to_move: int
    phase: Phase
    result: Result | None
    ended: tuple[int, str] | None
    move_number: int
    prisoners: tuple[int, int]  # Black's, White's
    pass_stones: tuple[int, int]
    dispute_phases: int
    consecutive_passes: int
    phase_moves: tuple[int, int]
    ko: tuple[int, int, int] | None  # (point, colour banned, ko stone)
    hot: frozenset[int]
    hot_info: tuple[int, str, int] | None  # (colour banned, kind, capture position)
    ko_rule: object  # KoRule.state()
    extra: object  # a subclass's own state (Game._extra_state)


class PlayState(NamedTuple):
    """What a board play may change in a game beyond the board, the move number and the
    prisoners (which undo works out from the play), saved before it (Game._restore_play puts
    it back)."""

    to_move: int
    phase: Phase
    result: Result | None
    ended: tuple[int, str] | None
    consecutive_passes: int
    ko: tuple[int, int, int] | None
    hot: frozenset[int]
    hot_info: tuple[int, str, int] | None
    phase_moves: int  # the player to move's moves in the current dispute phase
    extra: object


class _Position:
    """A position of the game that no board play made: the start, a setup, or a pass, with
    what undo needs to take back the pass or setup."""

    __slots__ = ("hash", "kind", "mover", "number", "outcome", "point", "saved", "to_move")

    balanced_by = 0  # only a board play attacks a balanced ko
    fought_by = 0  # or takes a fighting ko
    captured: Sequence[int] = ()  # nor captures or suicides
    suicided: Sequence[int] = ()

    def __init__(self, board_hash: int, to_move: int, number: int, kind: str, mover: int,
                 saved: GameState | None = None) -> None:
        self.hash = board_hash
        self.to_move = to_move
        self.number = number
        self.kind = kind  # "start", "setup", "pass"
        self.mover = mover
        self.point = None
        self.saved = saved  # the game's state before the pass or setup
        self.outcome: MoveOutcome | None = None

    @property
    def situation(self) -> int:
        return self.hash ^ _SIDE_KEY[self.to_move]


class _SetupPosition(_Position):
    """A position made by setting stones up, with the colours it replaced."""

    __slots__ = ("setup_added", "setup_previous")

    def __init__(self, board_hash: int, to_move: int, number: int, saved: GameState,
                 previous: list[tuple[int, int]], added: tuple[int, int]) -> None:
        super().__init__(board_hash, to_move, number, "setup", 3 - to_move, saved)
        self.setup_previous = previous
        self.setup_added = added  # black and white stones the setup added (less those removed)


if TYPE_CHECKING:  # a play's record answers as a MoveOutcome does, without its slots
    _Outcome = MoveOutcome
else:
    _Outcome = object


class _Play(_Outcome):
    """A legal board play: the outcome play() returns and, the same object, the game's record
    of the position it made, with what undo needs.

    Every replay makes one per move, so a play records only what nearly every play has: the
    board, the board hash after it, the move number, colour, point and the game's state before
    it (for undo). What a common play leaves as it is (nothing captured or suicided, no events,
    no part in an Ing ko) is read from the class; a play with any of these is an _EventfulPlay.
    It answers the questions a MoveOutcome answers.
    """

    __slots__ = ("_board", "color", "hash", "number", "point", "saved")
    _board: Board
    color: int
    hash: int
    number: int
    point: int
    saved: PlayState

    legal = True
    reason = None
    kind = "play"
    _explanation = None
    captured: Sequence[int] = NOTHING
    suicided: Sequence[int] = NOTHING
    events: tuple[str, ...] = ()
    balanced_by = 0  # the colour that attacked in a balanced ko with this play (Ing)
    fought_by = 0  # the colour that took a fighting ko with it without saving its own group (Ing)

    @property
    def mover(self) -> int:
        return self.color

    @property
    def to_move(self) -> int:
        return 3 - self.color

    @property
    def situation(self) -> int:
        return self.hash ^ _SIDE_KEY[3 - self.color]

    @property
    def outcome(self) -> _Play:
        return self

    @property
    def vertex(self) -> str:
        return self._board.vertex(self.point)

    @property
    def captures(self) -> list[str]:
        vertex = self._board.vertex
        return [vertex(p) for p in self.captured] if self.captured else []

    explanation = MoveOutcome.__dict__["explanation"]  # the same property, read only here
    reads_like = MoveOutcome.__dict__["reads_like"]
    __repr__ = MoveOutcome.__repr__


class _EventfulPlay(_Play):
    """A legal board play that captured or suicided, has events, or took part in an Ing ko."""

    __slots__ = ("balanced_by", "captured", "events", "fought_by", "suicided")
    balanced_by: int
    captured: Sequence[int]
    events: tuple[str, ...]
    fought_by: int
    suicided: Sequence[int]


_new_record = object.__new__


def _eventful(play: _Play) -> _EventfulPlay:
    """A common play's record made again as an eventful one (before it is returned to anyone)."""
    record = _new_record(_EventfulPlay)
    for name in _Play.__slots__ + _EventfulPlay.__slots__:
        setattr(record, name, getattr(play, name))
    return record
