"""Judging plays that are not made: one point (Game.check) or every point (Game.banned)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from .board import EMPTY, PointEffects
from .ko_rule import NOT_PLAYED
from .records import PLAY_STOPPED, Reason, Verdict

if TYPE_CHECKING:
    from .game_protocol import GameProtocol


def judge(game: GameProtocol, p: int, c: int) -> tuple[Reason | None, object, list[int], bool]:
    """A play by c at p judged without making it: (reason or None, detail, captured points,
    whether it counts as a pass). The board is tried and left as it was."""
    board = game.board
    if game.phase in PLAY_STOPPED:
        return "game-over", None, [], False
    if board.color[p] != EMPTY:
        return "occupied", board.color[p], [], False
    captured, suicide, h_after = board.analyse(p, c)
    verdict = _effect_verdict(game, p, c, captured, suicide, h_after)
    if verdict == "as-pass":
        return None, None, [], True
    if verdict is not None:
        return verdict[0], verdict[1], captured, False
    return None, None, captured, False


def banned_points(game: GameProtocol, effects: PointEffects | None = None) -> list[tuple[int, Reason, object]]:
    """(point, reason, detail) for every empty point the player to move may not play, in point
    order. `effects`: the board's Board.every_point_effect for the player to move, where the
    caller has it already (games of several rulesets at one position share it)."""
    board = game.board
    c = game.to_move
    if game.phase in PLAY_STOPPED:
        return [(p, "game-over", None) for p in board.points if board.color[p] == EMPTY]
    if effects is None:
        effects = board.every_point_effect(c)
    out: list[tuple[int, Reason, object]] = []
    for p, captured, suicide, alone, h_after in effects.loud:
        verdict = game._verdict(p, c, captured, suicide, alone, h_after, NOT_PLAYED)
        if verdict is not None and verdict != "as-pass":
            out.append((p, verdict[0], verdict[1]))
    quiet = game._quiet_verdicts(c, effects)
    if quiet:
        out.extend((p, verdict[0], verdict[1]) for p, verdict in quiet)
        out.sort(key=lambda ban: ban[0])
    return out


def _effect_verdict(game: GameProtocol, p: int, c: int, captured: list[int], suicide: bool,
                    h_after: int) -> Verdict | Literal["as-pass"] | None:
    """The game's verdict on a play not made, known by what it would capture and leave."""
    board = game.board
    alone = suicide and not any(board.color[n] == c for n in board.neighbours(p))
    return game._verdict(p, c, captured, suicide, alone, h_after, NOT_PLAYED)
