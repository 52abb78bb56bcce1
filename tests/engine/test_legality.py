"""Judging plays not made: a play that captures nothing (a quiet play) refused by the ko rule's
memory alone, as banned() finds it in one look for the whole board and check() one point at a time."""

from __future__ import annotations

import pytest

from gogui.engine import Game, preset


def _emptied_after_black_c3(base: str, ko: str, passes: int = 0) -> Game:
    """ . . . . .
        . . . . .
        . . X . .   Black plays C3 (then both pass `passes` times),
        . . . . .   a setup takes the stone away again, and Black is to play.
        . . . . .
    Black C3 now captures nothing and has four liberties, and it would bring back the board
    after Black's first C3 with White to play."""
    game = Game(preset(base).with_options(ko=ko), 5)
    game.play("C3")
    for _ in range(passes):
        game.pass_move()
    game.setup(empty=["C3"])
    game.set_to_move("B")
    return game


@pytest.mark.parametrize(("base", "ko", "passes", "reason"), [
    ("nz", "positional", 0, "positional-superko"),
    ("nz", "situational", 0, "situational-superko"),
    ("nz", "natural-situational", 0, "natural-situational-superko"),
    # Renaissance: only the position where the last two successive passes were made.
    ("renaissance-area", "renaissance", 2, "minimal-superko"),
])
def test_a_quiet_play_that_repeats_a_position_is_banned_as_check_says(base, ko, passes, reason):
    game = _emptied_after_black_c3(base, ko, passes)
    assert game.check("C3").reason == reason
    assert dict(game.banned()) == {"C3": reason}


def test_basic_ko_and_minimal_superko_without_two_passes_allow_the_quiet_repeat():
    assert dict(_emptied_after_black_c3("japanese", "simple").banned()) == {}
    assert dict(_emptied_after_black_c3("renaissance-area", "renaissance").banned()) == {}


def test_ing_a_quiet_play_that_disturbs_a_second_time_is_banned_as_check_says():
    # Black's first return to the board with C3 alone is its one disturbance (SST 6B); the
    # second, after White's D4 and a setup that takes both away, is refused.
    game = _emptied_after_black_c3("ing", "ing")
    assert dict(game.banned()) == {}
    assert game.play("C3").legal
    game.play("D4")
    game.setup(empty=["C3", "D4"])
    game.set_to_move("B")
    assert game.check("C3").reason == "disturbing"
    assert dict(game.banned()) == {"C3": "disturbing"}
