"""The string-keeping board Ing's games use: its strings always equal a fresh walk of the board."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gogui.engine import BLACK, EMPTY, WHITE, Board
from gogui.engine.string_board import StringBoard


def kept_strings(board: StringBoard) -> dict[frozenset[int], frozenset[int]]:
    """The strings as the board keeps them."""
    return {frozenset(board.stones[h]): frozenset(board.libs[h]) for h in board.strings()}  # type: ignore[arg-type]


def in_atari(board: StringBoard) -> set[frozenset[int]]:
    """The strings the board names as having one liberty, by their stones."""
    return {frozenset(board.stones[h]) for h in board.strings_in_atari()}  # type: ignore[arg-type]


def walked_strings(board: StringBoard) -> dict[frozenset[int], frozenset[int]]:
    """The strings found afresh by a plain board with the same stones."""
    plain = Board(board.size)
    plain.set_points([(p, board.color[p]) for p in board.points if board.color[p] != EMPTY])
    out = {}
    for p in plain.strings():
        stones, liberties = plain.string(p)
        out[frozenset(stones)] = frozenset(liberties)
    return out


def test_a_removed_stone_splits_its_string_and_each_part_keeps_its_liberties():
    board = StringBoard.from_ascii("""
        . . . . .
        . . . . .
        X X X X X
        . . . . .
        . . . . .
    """)
    assert len(kept_strings(board)) == 1
    board.set_points([(board.point("C3"), EMPTY)])
    strings = kept_strings(board)
    assert sorted(sorted(board.vertex(p) for p in stones) for stones in strings) == \
        [["A3", "B3"], ["D3", "E3"]]
    assert strings == walked_strings(board)
    assert board.hash == board.recompute_hash()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), size=st.integers(3, 7))
def test_plays_setups_and_undos_keep_the_strings_exact(seed, size):
    rng = random.Random(seed)
    board = StringBoard(size)
    done: list[tuple[int, int, object, object, int]] = []
    for _ in range(120):
        roll = rng.random()
        empty = [p for p in board.points if board.color[p] == EMPTY]
        if roll < 0.1:
            # A setup: a few points set to any colour, as SGF AB/AW/AE may.
            changes = [(p, rng.choice((EMPTY, BLACK, WHITE))) for p in rng.sample(board.points, 3)]
            board.set_points(changes)
            done.clear()  # undo_play takes back plays only
        elif roll < 0.25 and done:
            p, c, captured, suicided, before = done.pop()
            board.undo_play(p, c, captured, suicided, before)
        elif empty:
            p = rng.choice(empty)
            c = rng.choice((BLACK, WHITE))
            before = board.hash
            captured, suicided = board.play(p, c)
            done.append((p, c, captured, suicided, before))
        walked = walked_strings(board)
        assert kept_strings(board) == walked
        assert in_atari(board) == {stones for stones, liberties in walked.items() if len(liberties) == 1}
        assert board.hash == board.recompute_hash()
