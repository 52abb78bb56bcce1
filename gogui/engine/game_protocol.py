"""The game as its pieces see it: what the ko and cycle rules, phases and legality read and change."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal, Protocol

from .board import Board, PointEffects
from .records import Phase, Result, Verdict, _Play, _Position
from .rules import Ruleset
from .scoring import Score


class GameProtocol(Protocol):
    """A game under one ruleset, as the pieces it is built from use it: the ko rule and the
    cycle rule bound to it, and the functions of phases and legality that act on it.

    Game fulfils it (mypy checks that wherever a game hands itself to a piece). The pieces are
    typed with this and not with Game, which imports them. The game promises:

    - `ruleset` and `board` stay the same objects for the game's life (a piece may keep the
      board); the board is the one its ko rule's `board_type` asked for.
    - `_positions` is the history: one position for the start and for every move, pass and
      setup since, in order; a piece names a position by its index there, and
      `position_label` and `move_label` word the position and the move that made it.
    - `_occurrences` holds the positions of each situation (board hash and player to move, see
      cycles.Occurrences) when the ruleset keeps them, else None.
    - `_verdict` and `_quiet_verdicts` judge plays the game does not make, `score` counts the
      position as it stands, and `hot_stones` names Ing's hot stones; none of them changes
      the game.
    - A piece may set the plain attributes below (the player to move, the phase, the result
      and the end, the count of dispute phases, the passes in a row and each player's moves
      in a dispute phase, Ing's hot stones) and add to `pass_stones` (phases hands them
      over); the rest it only reads. The game saves all of these with every move, pass and
      setup, so undo restores them (a change between moves, as agreement or resumption,
      goes back with the move before it).
    """

    to_move: int
    phase: Phase
    result: Result | None
    ended: tuple[int, str] | None  # (move number, reason) when play stopped
    dispute_phases: int
    _consecutive_passes: int
    _phase_moves: dict[int, int]  # each colour's moves in the current dispute phase
    _hot: frozenset[int]
    _hot_info: tuple[int, str, int] | None  # (colour banned, kind, capture position)

    @property
    def ruleset(self) -> Ruleset: ...

    @property
    def board(self) -> Board: ...

    @property
    def move_number(self) -> int: ...

    @property
    def pass_stones(self) -> dict[int, int]: ...

    @property
    def _positions(self) -> list[_Position | _Play]: ...

    @property
    def _occurrences(self) -> dict[int, int | list[int]] | None: ...

    def position_label(self, index: int) -> str: ...

    def move_label(self, index: int) -> str: ...

    def hot_stones(self) -> list[str]: ...

    def score(self, dead: Iterable[str | int] = (), all_alive: bool = False, marked: bool = True) -> Score: ...

    def _verdict(self, p: int, c: int, captured: Sequence[int], suicide: bool, alone: bool,
                 h_after: int, capture: object) -> Verdict | Literal["as-pass"] | None: ...

    def _quiet_verdicts(self, c: int, effects: PointEffects) -> list[tuple[int, Verdict]]: ...
