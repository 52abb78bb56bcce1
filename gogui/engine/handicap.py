"""Handicap stones: the standard points, where a game's handicap stones go, and the stones it starts with."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..i18n import translate
from .board import BLACK, VERTEX_NAMES, WHITE
from .records import RulesError
from .rules import Ruleset, ruleset_title


def fixed_handicap_points(size: int, stones: int) -> list[str]:
    """Standard handicap points (the order of GTP's fixed_handicap), for boards of 7 and up."""
    if stones < 2:
        return []
    if size < 7 or stones > 9 or (size % 2 == 0 and stones > 4) or (size == 7 and stones > 4):
        raise RulesError(translate("Handicap", "a {size}x{size} board has no standard points for {count} handicap "
                                   "stones").format(size=size, count=stones))
    edge = 3 if size >= 13 else 2
    lo, hi, mid = edge, size - 1 - edge, size // 2

    def v(x: int, y: int) -> str:
        return VERTEX_NAMES[x][y]

    corners = [v(lo, lo), v(hi, hi), v(lo, hi), v(hi, lo)]
    sides = [v(lo, mid), v(hi, mid), v(mid, lo), v(mid, hi)]
    centre = v(mid, mid)
    if stones <= 4:
        return corners[:stones]
    if stones == 5:
        return corners + [centre]
    if stones == 6:
        return corners + sides[:2]
    if stones == 7:
        return corners + sides[:2] + [centre]
    if stones == 8:
        return corners + sides
    return corners + sides + [centre]


def handicap_stones(ruleset: Ruleset, size: int, stones: int, points: Iterable[str] | None,
                    point: Callable[[str], int]) -> list[str]:
    """Where a game's `stones` handicap stones go: the named points, else the standard ones.
    `point` is the board's: the index of a vertex, raising ValueError off the board.

    Raises RulesError when the points are not as many as the stones, when a ruleset with fixed
    placement is given other points than the standard ones, or when the board has no standard
    points for that many stones.
    """
    chosen = list(points) if points is not None else fixed_handicap_points(size, stones)
    if len(chosen) != stones:
        raise RulesError(translate("Handicap", "{count} handicap stones need {count} points").format(count=stones))
    if ruleset.handicap_placement == "fixed" and points is not None:
        standard = fixed_handicap_points(size, stones)
        if {point(v) for v in chosen} != {point(v) for v in standard}:
            raise RulesError(translate("Handicap", "under {ruleset} handicap stones go on the standard points "
                                       "({points})").format(ruleset=ruleset_title(ruleset),
                                                            points=translate("Move", ", ").join(standard)))
    return chosen


def start_stones(ruleset: Ruleset, size: int, handicap: int, handicap_points: Iterable[str] | None,
                 black: Iterable[str], white: Iterable[str], handicap_moves: int,
                 point: Callable[[str], int]) -> list[tuple[int, int]]:
    """The stones a game starts with, as (point, colour): the setup stones, and the handicap
    stones (see handicap_stones) unless Black's setup stones are the handicap already (SGF HA
    with AB) or Black plays them as moves. Raises as handicap_stones does, and ValueError for
    a point off the board."""
    black = list(black)
    stones = [(point(v), BLACK) for v in black] + [(point(v), WHITE) for v in white]
    if handicap and not (handicap_points is None and (black or handicap_moves)):
        stones += [(point(v), BLACK) for v in handicap_stones(ruleset, size, handicap, handicap_points, point)]
    return stones
