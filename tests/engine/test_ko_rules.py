"""Every preset rules the classic repetition positions as its source text says (one table each)."""

from __future__ import annotations

import pytest
from godiagram import game_from, play, verdict

from gogui.engine import PRESETS, Confirmation

POSITIONAL = ("simplified-ing-nz", "simplified-chinese", "simplified-japanese-korean",
              "simplified-aga", "chinese", "tromp-taylor")
BASIC_KO_NO_RESULT = ("japanese", "korean")
RENAISSANCE = ("renaissance-area", "renaissance-territory")


def table(**groups: tuple) -> dict[str, tuple]:
    """Expand {"POSITIONAL": v, "nz": w, ...} into one expected verdict per preset."""
    expected: dict[str, tuple] = {}
    for key, value in groups.items():
        ids = {"POSITIONAL": POSITIONAL, "BASIC_KO_NO_RESULT": BASIC_KO_NO_RESULT,
               "RENAISSANCE": RENAISSANCE}.get(key, (key.replace("_", "-"),))
        for ruleset_id in ids:
            expected[ruleset_id] = value
    assert set(expected) == set(PRESETS), "every preset needs an expected ruling"
    return expected


# Triple ko (7x7). White's top group has two liberties (D6, F6); Black's middle group has one
# (B5): Black is in atari. Three kos: B6/B5, D5/D6, F5/F6. Each move of the cycle captures one
# stone and is forced; after six moves the start recurs with Black to play.
TRIPLE_KO = """
    A B C D E F G
  7 O O O O O O O
  6 O X O . O . O
  5 X . X O X O X
  4 X X X X X X X
  3 O O O O O O O
  2 . . . . . . .
  1 . . . . . . .
"""
TRIPLE_KO_CYCLE = "D6 B5 F6 D5 B6 F5 " * 2

TRIPLE_KO_RULINGS = table(
    POSITIONAL=("illegal", 6, "positional-superko"),
    aga=("illegal", 6, "situational-superko"),
    nz=("illegal", 6, "situational-superko"),
    ing=("illegal", 2, "hot-stone"),  # twin hot stones: White may not take B6 after Black D6
    BASIC_KO_NO_RESULT=("ended", 12, "no-result"),
    RENAISSANCE=("ended", 12, "repetition"),
)


@pytest.mark.parametrize("ruleset_id", RENAISSANCE)
def test_triple_ko_is_a_draw_by_threefold_repetition(ruleset_id):
    """Renaissance: both players capture six stones in the loop, so the repetition is a draw."""
    game = game_from(TRIPLE_KO, ruleset_id, "B")
    play(game, TRIPLE_KO_CYCLE)
    assert game.result.kind == "draw"
    assert "Black captured 6 stones and White 6 stones" in game.result.explanation


@pytest.mark.parametrize("ruleset_id", BASIC_KO_NO_RESULT)
def test_triple_ko_without_result(ruleset_id):
    game = game_from(TRIPLE_KO, ruleset_id, "B")
    play(game, TRIPLE_KO_CYCLE)
    assert game.result.kind == "no-result"
    assert game.phase == "over"
    assert game.play("A1").reason == "game-over"


def test_ing_twin_hot_stones_make_triple_ko_a_ko_fight():
    """Ing: after Black 1 (D6) both D6 and B6 are hot, so White must play elsewhere; Black then
    captures at F6, and White's top group, left in atari, dies with the F5 stone."""
    game = game_from(TRIPLE_KO, "ing", "B")
    first = game.play("D6")
    assert "hot-stones" in first.events
    assert game.hot_stones() == ["B6"]  # D6 itself is the basic ko stone
    assert game.check("D5").reason == "ko"
    retake = game.check("B5")
    assert retake.reason == "hot-stone"
    assert "twin hot stones" in retake.explanation
    assert game.play("A1").legal  # White plays elsewhere (no threat here)
    capture = game.play("F6")
    assert capture.legal
    assert len(capture.captured) == 12  # F5 and the eleven stones of White's top group


def test_superko_explanation_names_the_earlier_position():
    game = game_from(TRIPLE_KO, "tromp-taylor", "B")
    outcomes = play(game, TRIPLE_KO_CYCLE)
    assert "would recreate the starting position" in outcomes[-1].explanation
    game = game_from(TRIPLE_KO, "aga", "B")
    outcomes = play(game, TRIPLE_KO_CYCLE)
    assert "with Black to play again" in outcomes[-1].explanation


# Long life (eternal life), 6x6. Black's group A2-F2 has liberties A1 and E1; White's inner
# string B1-B2-C2-D2 has A1 and C1. Black 1 at C1 sends two, White 2 at E1 captures them,
# Black 3 at D1 takes E1-F1 back, White 4 throws in at F1: the start recurs after four moves.
LONG_LIFE = """
    A B C D E F
  6 . . . . . .
  5 . . . . . .
  4 O O O O O O
  3 X X X X X O
  2 X O O O X X
  1 . O . X . O
"""
LONG_LIFE_CYCLE = "C1 E1 D1 F1 " * 2

LONG_LIFE_RULINGS = table(
    POSITIONAL=("illegal", 4, "positional-superko"),
    aga=("illegal", 4, "situational-superko"),
    nz=("illegal", 4, "situational-superko"),
    ing=("illegal", 3, "hot-stone"),  # double hot stones: E1-F1 just captured two stones
    BASIC_KO_NO_RESULT=("ended", 8, "no-result"),
    RENAISSANCE=("ended", 8, "repetition"),
)


def test_ing_double_hot_stones_need_an_intervening_move():
    """SST: White may capture at once at 2 (the stones were not hot yet); then E1-F1 are double
    hot stones, and Black may take them only after a move elsewhere."""
    game = game_from(LONG_LIFE, "ing", "B")
    assert [o.legal for o in play(game, "C1 E1")] == [True, True]
    assert game.hot_stones() == ["E1", "F1"]
    blocked = game.check("D1")
    assert blocked.reason == "hot-stone" and "double hot stones" in blocked.explanation
    assert [o.legal for o in play(game, "A6 B6")] == [True, True]  # a threat and its answer
    took = game.play("D1")
    assert took.legal and sorted(took.captures) == ["E1", "F1"]


def test_renaissance_long_life_is_a_balanced_draw():
    game = game_from(LONG_LIFE, "renaissance-area", "B")
    play(game, LONG_LIFE_CYCLE)
    assert game.result.kind == "draw"
    assert "Black captured 4 stones and White 4 stones" in game.result.explanation


# Sending two, returning one (lower right of 19x19). The corner is a seki: White's Q1-T4 group
# has liberties R2 and T3; Black R1-S1 has R2 and T1; Black T2 has T1 and T3. Black 1 at T3
# sends two stones, White 2 at T1 captures them, Black 3 at T2 returns one by capturing T1: the
# start board recurs with White to play. Black's outer wall is alive.
SENDING_TWO = """
    A B C D E F G H J K L M N O P Q R S T
 19 . . . . . . . . . . . . . . . . . . .
 18 . . . . . . . . . . . . . . . . . . .
 17 . . . . . . . . . . . . . . . . . . .
 16 . . . . . . . . . . . . . . . . . . .
 15 . . . . . . . . . . . . . . . . . . .
 14 . . . . . . . . . . . . . . . . . . .
 13 . . . . . . . . . . . . . . . . . . .
 12 . . . . . . . . . . . . . . . . . . .
 11 . . . . . . . . . . . . . . . . . . .
 10 . . . . . . . . . . . . . . . . . . .
  9 . . . . . . . . . . . . . . . . . . .
  8 . . . . . . . . . . . . . . . . . . .
  7 . . . . . . . . . . . . . . . . . . .
  6 . . . . . . . . . . . . . . . . . . .
  5 . . . . . . . . . . . . . . . . X X X
  4 . . . . . . . . . . . . . . X X X O O
  3 . . . . . . . . . . . . . . X O O O .
  2 . . . . . . . . . . . . . . X O . O X
  1 . . . . . . . . . . . . . . X O X X .
"""

# Black sends two and returns one; White passes; Black starts again.
SENDING_TWO_TWICE = "T3 T1 T2 pass T3"

SENDING_TWO_RULINGS = table(
    POSITIONAL=("illegal", 3, "positional-superko"),  # returning one recreates the start
    aga=("illegal", 5, "situational-superko"),  # one cycle, then the start of the next repeats
    nz=("illegal", 5, "situational-superko"),
    ing=("illegal", 5, "disturbing"),  # Black disturbed once and may not set off a second cycle
    BASIC_KO_NO_RESULT=("legal", 5),
    RENAISSANCE=("legal", 5),
)


@pytest.mark.parametrize("ruleset_id", RENAISSANCE)
def test_sending_two_returning_one_repeated_loses_for_black(ruleset_id):
    """Renaissance: the position after Black's sending move recurs each time round (the passes
    that return the turn do not count as occurrences); the third time, White has captured four
    stones in the loop and Black two, so Black loses."""
    game = game_from(SENDING_TWO, ruleset_id, "B")
    outcomes = play(game, "T3 T1 T2 pass T3 T1 T2 pass T3")
    assert verdict(game, outcomes) == ("ended", 9, "repetition")
    assert game.result.kind == "repetition" and game.result.winner == "W"
    assert "Black captured 2 stones and White 4 stones" in game.result.explanation


# Moonshine life (19x19, top edge). Upper left: a double ko seki, a source of ko threats for
# both. Upper right: White's R19-S19-Q18-R18-S18-T18 has one eye (T19) and a ko at P19/Q19 it
# can never fill. Black 1 takes the ko (White in atari); White 2 answers with a threat in the
# double ko; Black 3 answers; White 4 retakes; Black 5 threatens; White 6 answers, and the
# start recurs with Black to play.
MOONSHINE = """
    A B C D E F G H J K L M N O P Q R S T
 19 O O O O O O X O . . . . . X O . O O .
 18 O X O . O . X O . . . . . X X O O O O
 17 X . X O X X X O . . . . . . X X X X X
 16 X X X X X X X O . . . . . . . . . . .
 15 O O O O O O O O . . . . . . . . . . .
 14 . . . . . . . . . . . . . . . . . . .
 13 . . . . . . . . . . . . . . . . . . .
 12 . . . . . . . . . . . . . . . . . . .
 11 . . . . . . . . . . . . . . . . . . .
 10 . . . . . . . . . . . . . . . . . . .
  9 . . . . . . . . . . . . . . . . . . .
  8 . . . . . . . . . . . . . . . . . . .
  7 . . . . . . . . . . . . . . . . . . .
  6 . . . . . . . . . . . . . . . . . . .
  5 . . . . . . . . . . . . . . . . . . .
  4 . . . . . . . . . . . . . . . . . . .
  3 . . . . . . . . . . . . . . . . . . .
  2 . . . . . . . . . . . . . . . . . . .
  1 . . . . . . . . . . . . . . . . . . .
"""
MOONSHINE_CYCLE = "Q19 B17 D18 P19 B18 D17 " * 2

MOONSHINE_RULINGS = table(
    POSITIONAL=("illegal", 6, "positional-superko"),
    aga=("illegal", 6, "situational-superko"),
    nz=("illegal", 6, "situational-superko"),
    # White used the balanced double ko (disturbing) for its first cycle; a second is barred.
    ing=("illegal", 8, "disturbing"),
    BASIC_KO_NO_RESULT=("ended", 12, "no-result"),
    RENAISSANCE=("ended", 12, "repetition"),
)


def test_ing_names_white_as_the_disturber_in_moonshine_life():
    game = game_from(MOONSHINE, "ing", "B")
    outcomes = play(game, MOONSHINE_CYCLE)
    assert "disturber-w" in outcomes[5].events
    assert game.disturbers() == ["W"]
    assert "White has used up its one disturbance" in outcomes[-1].explanation


@pytest.mark.parametrize("ruleset_id", RENAISSANCE)
def test_moonshine_cycled_in_the_main_game_is_a_draw(ruleset_id):
    game = game_from(MOONSHINE, ruleset_id, "B")
    play(game, MOONSHINE_CYCLE)
    assert game.result.kind == "draw"


# Double ko seki (7x7): the triple-ko frame with the F5/F6 ko replaced by a shared liberty F6.
# Black's middle group has liberties B5 and F6, White's top group D6 and F6.
DOUBLE_KO_SEKI = """
    A B C D E F G
  7 O O O O O O O
  6 O X O . O . O
  5 X . X O X X X
  4 X X X X X X X
  3 O O O O O O O
  2 . . . . . . .
  1 . . . . . . .
"""
# Black flips a ko, White flips the other, Black passes, White flips back, Black flips back:
# the start board recurs, now with White to play.
DOUBLE_KO_FLIPS = "D6 B5 pass D5 B6"

DOUBLE_KO_RULINGS = table(
    POSITIONAL=("illegal", 5, "positional-superko"),
    aga=("legal", 5),
    nz=("legal", 5),
    ing=("legal", 5),
    BASIC_KO_NO_RESULT=("legal", 5),
    RENAISSANCE=("legal", 5),
)


@pytest.mark.parametrize("ruleset_id", RENAISSANCE)
def test_double_ko_seki_after_two_passes_minimal_superko(ruleset_id):
    """The Renaissance text's example: B1 and W2 flip the kos, B3 and W4 pass (two passes do
    not stop play), B5 and W6 flip back, B7 passes, W8 flips preemptively; B9 would restore the
    position of the two passes and is forbidden, so Black's group falls."""
    game = game_from(DOUBLE_KO_SEKI, ruleset_id, "B")
    outcomes = play(game, "D6 B5 pass pass B6 D5 pass B5 D6")
    assert "two-passes" in outcomes[3].events and game.phase == "play"
    assert verdict(game, outcomes) == ("illegal", 9, "minimal-superko")
    assert "last two successive passes" in outcomes[-1].explanation


def test_ing_double_ko_seki_each_player_disturbs_once():
    """Ing: a balanced double ko is a disturbing ko. Black flips a ko, White answers in the
    other, Black waits a move, White flips back and Black restores the start board; when White
    passes, the start recurs with Black to play: Black, who flipped first, has disturbed once
    and may not go round again. White's own one cycle is still to come."""
    game = game_from(DOUBLE_KO_SEKI, "ing", "B")
    outcomes = play(game, "D6 B5 pass D5 B6 pass")
    assert all(o.legal for o in outcomes)
    assert "disturber-b" in outcomes[-1].events
    assert game.disturbers() == ["B"]
    barred = game.check("D6")
    assert barred.reason == "disturbing"
    assert "Black has used up its one disturbance" in barred.explanation
    assert game.pass_move().legal and game.phase == "stopped"
    game.resume()
    assert game.to_move == 2 and game.check("B5").legal  # White may still disturb once


# Two unbalanced double kos (19x19): each White ring is dead on its own, but together they
# let White alternate threats so that every White move ataris a Black group and every Black
# answer is forced. After eight moves the start would recur, by Black's eighth move.
TWO_DOUBLE_KOS = """
    A B C D E F G H J K L M N O P Q R S T
 19 O O O O O O X O . . . O X O O O O O O
 18 O X O . O O X O . . . O X O O . O X O
 17 X . X O X X X O . . . O X X X O X . X
 16 X X X X X . X O . . . O X . X X X X X
 15 X X X X X X X O . . . O X X X X X X X
 14 O O O O O O O O . . . O O O O O O O O
 13 . . . . . . . . . . . . . . . . . . .
 12 . . . . . . . . . . . . . . . . . . .
 11 . . . . . . . . . . . . . . . . . . .
 10 . . . . . . . . . . . . . . . . . . .
  9 . . . . . . . . . . . . . . . . . . .
  8 . . . . . . . . . . . . . . . . . . .
  7 . . . . . . . . . . . . . . . . . . .
  6 . . . . . . . . . . . . . . . . . . .
  5 . . . . . . . . . . . . . . . . . . .
  4 . . . . . . . . . . . . . . . . . . .
  3 . . . . . . . . . . . . . . . . . . .
  2 . . . . . . . . . . . . . . . . . . .
  1 . . . . . . . . . . . . . . . . . . .
"""
TWO_DOUBLE_KOS_CYCLE = "B17 D18 S17 Q18 D17 B18 Q17 S18 " * 2

TWO_DOUBLE_KOS_RULINGS = table(
    POSITIONAL=("illegal", 8, "positional-superko"),  # the dead rings kill a living group
    aga=("illegal", 8, "situational-superko"),
    nz=("illegal", 8, "situational-superko"),
    ing=("illegal", 9, "disturbing"),  # White may go round once, Black completes it, no more
    BASIC_KO_NO_RESULT=("ended", 16, "no-result"),
    RENAISSANCE=("ended", 16, "repetition"),
)


def test_ing_dead_rings_cannot_restart_the_cycle():
    """After White's one cycle, White may not set the same positions going again."""
    game = game_from(TWO_DOUBLE_KOS, "ing", "W")
    play(game, "B17 D18 S17 Q18 D17 B18 Q17 S18")
    assert game.disturbers() == ["W"]
    assert game.check("B17").reason == "disturbing"
    assert game.check("S17").reason == "ko"  # Black's S18 has just captured there


# Balanced quadruple ko (9x9): White's top group has liberties F8 and H8, Black's middle group
# B7 and D7. Whoever takes a ko puts the other in atari, and the other takes another ko back.
QUADRUPLE_KO = """
    A B C D E F G H J
  9 O O O O O O O O O
  8 O X O X O . O . O
  7 X . X . X O X O X
  6 X X X X X X X X X
  5 O O O O O O O O O
  4 . . . . . . . . .
  3 . . . . . . . . .
  2 . . . . . . . . .
  1 . . . . . . . . .
"""
QUADRUPLE_KO_CYCLE = "F8 B7 H8 D7 B8 F7 D8 H7 " * 2

QUADRUPLE_KO_RULINGS = table(
    POSITIONAL=("illegal", 8, "positional-superko"),
    aga=("illegal", 8, "situational-superko"),
    nz=("illegal", 8, "situational-superko"),
    ing=("illegal", 9, "disturbing"),
    BASIC_KO_NO_RESULT=("ended", 16, "no-result"),
    RENAISSANCE=("ended", 16, "repetition"),
)


def test_ing_quadruple_ko_has_no_hot_stones():
    """SST: a balanced ko is a disturbing ko with no hot stones: after Black takes F8, White may
    take any other ko at once (only the basic ko at F7 is barred)."""
    game = game_from(QUADRUPLE_KO, "ing", "B")
    taken = game.play("F8")
    assert "hot-stones" not in taken.events
    assert game.check("B7").legal and game.check("D7").legal
    assert game.check("F7").reason == "ko"


# Bent four in the corner (upper left of 19x19): White's corner group has liberties A17 and C19
# only; Black's wall is alive. Black connects at A19, plays C19 (White must capture four at A17),
# plays B19 (White answers A19) and takes the ko at A18; White may not retake at once.
BENT_FOUR = """
    A B C D E F G H J K L M N O P Q R S T
 19 . X . O X . . . . . . . . . . . . . .
 18 X O O O X . . . . . . . . . . . . . .
 17 . O O O X . . . . . . . . . . . . . .
 16 O O O O X . . . . . . . . . . . . . .
 15 X X X X X . . . . . . . . . . . . . .
 14 . . . . . . . . . . . . . . . . . . .
 13 . . . . . . . . . . . . . . . . . . .
 12 . . . . . . . . . . . . . . . . . . .
 11 . . . . . . . . . . . . . . . . . . .
 10 . . . . . . . . . . . . . . . . . . .
  9 . . . . . . . . . . . . . . . . . . .
  8 . . . . . . . . . . . . . . . . . . .
  7 . . . . . . . . . . . . . . . . . . .
  6 . . . . . . . . . . . . . . . . . . .
  5 . . . . . . . . . . . . . . . . . . .
  4 . . . . . . . . . . . . . . . . . . .
  3 . . . . . . . . . . . . . . . . . . .
  2 . . . . . . . . . . . . . . . . . . .
  1 . . . . . . . . . . . . . . . . . . .
"""

BENT_FOUR_RULINGS = table(
    POSITIONAL=("illegal", 8, "positional-superko"),
    aga=("illegal", 8, "situational-superko"),
    nz=("illegal", 8, "situational-superko"),
    ing=("illegal", 8, "ko"),
    BASIC_KO_NO_RESULT=("illegal", 8, "ko"),
    RENAISSANCE=("illegal", 8, "ko"),
)


@pytest.mark.parametrize("ruleset_id", PRESETS)
def test_bent_four_ko_cannot_be_retaken_at_once(ruleset_id):
    game = game_from(BENT_FOUR, ruleset_id, "B")
    outcomes = play(game, "A19 pass C19 A17 B19 A19 A18 A19")
    assert outcomes[3].captures == ["A18", "A19", "B19", "C19"]
    assert verdict(game, outcomes) == BENT_FOUR_RULINGS[ruleset_id]


# Each cycle above, played under every preset: (the diagram, who plays first, the moves, the table).
CYCLES = {
    "triple ko": (TRIPLE_KO, "B", TRIPLE_KO_CYCLE, TRIPLE_KO_RULINGS),
    "long life": (LONG_LIFE, "B", LONG_LIFE_CYCLE, LONG_LIFE_RULINGS),
    "sending two returning one": (SENDING_TWO, "B", SENDING_TWO_TWICE, SENDING_TWO_RULINGS),
    "moonshine life": (MOONSHINE, "B", MOONSHINE_CYCLE, MOONSHINE_RULINGS),
    "double ko seki": (DOUBLE_KO_SEKI, "B", DOUBLE_KO_FLIPS, DOUBLE_KO_RULINGS),
    "two unbalanced double kos": (TWO_DOUBLE_KOS, "W", TWO_DOUBLE_KOS_CYCLE, TWO_DOUBLE_KOS_RULINGS),
    "balanced quadruple ko": (QUADRUPLE_KO, "B", QUADRUPLE_KO_CYCLE, QUADRUPLE_KO_RULINGS),
}


@pytest.mark.parametrize("ruleset_id", PRESETS)
@pytest.mark.parametrize("cycle", CYCLES)
def test_every_preset_rules_each_cycle_as_its_table_says(cycle, ruleset_id):
    diagram, first, moves, rulings = CYCLES[cycle]
    game = game_from(diagram, ruleset_id, first)
    assert verdict(game, play(game, moves)) == rulings[ruleset_id]


# Suicide as a ko threat (upper left of 19x19): Black's corner group has liberties C19 and A17;
# White's B19 and D19 are dead inside. White C19 is a three-stone suicide that leaves an empty
# straight three: Black must answer at C19.
SUICIDE_THREAT = """
    A B C D E F G H J K L M N O P Q R S T
 19 X O . O X O . . . . . . . . . . . . .
 18 X X X X X O . . . . . . . . . . . . .
 17 . O O O O O . . . . . . . . . . . . .
 16 O O O O O O . . . . . . . . . . . . .
 15 . . . . . . . . . . . . . . . . . . .
 14 . . . . . . . . . . . . . . . . . . .
 13 . . . . . . . . . . . . . . . . . . .
 12 . . . . . . . . . . . . . . . . . . .
 11 . . . . . . . . . . . . . . . . . . .
 10 . . . . . . . . . . . . . . . . . . .
  9 . . . . . . . . . . . . . . . . . . .
  8 . . . . . . . . . . . . . . . . . . .
  7 . . . . . . . . . . . . . . . . . . .
  6 . . . . . . . . . . . . . . . . . . .
  5 . . . . . . . . . . . . . . . . . . .
  4 . . . . . . . . . . . . . . . . . . .
  3 . . . . . . . . . . . . . . . . . . .
  2 . . . . . . . . . . . . . . . . . . .
  1 . . . . . . . . . . . . . . . . . . .
"""

SUICIDE_ALLOWED = ("nz", "ing", "simplified-ing-nz", "renaissance-area", "renaissance-territory",
                   "tromp-taylor")


@pytest.mark.parametrize("ruleset_id", PRESETS)
def test_suicide_as_a_ko_threat(ruleset_id):
    game = game_from(SUICIDE_THREAT, ruleset_id, "W")
    threat = game.play("C19")
    if ruleset_id in SUICIDE_ALLOWED:
        assert threat.legal and "suicide" in threat.events
        assert game.board.get(game.point("B19")) == 0 and game.board.get(game.point("D19")) == 0
        assert game.prisoners[1] == 3  # Black holds the three White stones
        assert game.play("C19").legal  # Black answers and makes two eyes
    else:
        assert threat.reason == "suicide"
        assert "suicide is forbidden" in threat.explanation


# A one-stone suicide: Black at B2 would be alone and capture nothing.
ONE_STONE_SUICIDE = """
  . O .
  O . O
  . O .
"""


@pytest.mark.parametrize("ruleset_id,expected", [
    ("japanese", "suicide"), ("chinese", "suicide"), ("aga", "suicide"),
    ("tromp-taylor", "positional-superko"),  # the board would stay as it is
    ("simplified-ing-nz", "positional-superko"),
    ("nz", None), ("renaissance-area", None), ("ing", None),
])
def test_one_stone_suicide(ruleset_id, expected):
    game = game_from(ONE_STONE_SUICIDE, ruleset_id, "B")
    outcome = game.play("B2")
    assert outcome.reason == expected
    if ruleset_id == "ing":
        # SST: "Self-capture of single stones is equivalent to a pass play."
        assert outcome.events == ("suicide-as-pass",) and outcome.point is not None
        assert game.to_move == 2 and game.moves[-1] == (1, None)
        assert game.pass_move().legal and game.phase == "stopped"  # two passes in a row
    elif expected is None:
        assert outcome.legal and outcome.events == ("suicide",)
        assert game.board.get(game.point("B2")) == 0


# Snapback: Black's A2-B2-C2-C1 has liberties A1 and B1. White throws in at B1; Black captures
# it at A1, which leaves the whole Black string with one liberty, B1; White takes it back there.
SNAPBACK = """
    A B C D E
  5 . . . . .
  4 . . . . .
  3 O O O O .
  2 X X X O .
  1 . . X O .
"""


@pytest.mark.parametrize("ruleset_id", PRESETS)
def test_snapback_is_not_a_ko(ruleset_id):
    game = game_from(SNAPBACK, ruleset_id, "W")
    outcomes = play(game, "B1 A1 B1")
    assert [o.legal for o in outcomes] == [True, True, True]
    assert outcomes[1].captures == ["B1"]
    assert sorted(outcomes[2].captures) == ["A1", "A2", "B2", "C1", "C2"]


# 1-eye flaw (5x5, White to play): White A4-B4-B5-C4 has one eye (A5) and a ko (C5/D5); Black
# took the ko at C5 earlier. White 1 retakes at D5; Black has no useful move and passes; White
# passes. Whether Black may now retake decides whether the one-eyed group lives.
ONE_EYE_FLAW = """
    A B C D E
  5 . O X . X
  4 O O O X X
  3 X X X X .
  2 X . X X X
  1 X X X X X
"""


@pytest.mark.parametrize("ruleset_id,retake", [
    ("tromp-taylor", "positional-superko"), ("chinese", "positional-superko"),
    ("simplified-chinese", "positional-superko"), ("aga", "situational-superko"),
    ("nz", "situational-superko"), ("ing", None),
])
def test_one_eye_flaw_after_the_stop(ruleset_id, retake):
    game = game_from(ONE_EYE_FLAW, ruleset_id, "W")
    assert [o.legal for o in play(game, "D5 pass pass")] == [True, True, True]
    if ruleset_id == "tromp-taylor":
        assert game.phase == "over"  # every stone on the board is alive: the flaw lives
        assert game.result.winner == "B"
        return
    assert game.phase == "stopped"
    game.resume()
    outcome = game.play("C5")
    assert outcome.reason == retake
    if retake is None:
        # Ing: White may not retake at once; Black fills the eye and captures the group.
        assert game.check("D5").reason == "ko"
        assert game.pass_move().legal
        assert sorted(game.play("A5").captures) == ["A4", "B4", "B5", "C4"]


@pytest.mark.parametrize("ruleset_id", RENAISSANCE)
def test_one_eye_flaw_renaissance_two_passes_do_not_protect(ruleset_id):
    """Minimal superko bars only the position of the two passes, not the earlier one, and two
    passes do not stop play: Black retakes and kills."""
    game = game_from(ONE_EYE_FLAW, ruleset_id, "W")
    outcomes = play(game, "D5 pass pass C5 pass A5")
    assert all(o.legal for o in outcomes)
    assert sorted(outcomes[-1].captures) == ["A4", "B4", "B5", "C4"]


@pytest.mark.parametrize("ruleset_id", BASIC_KO_NO_RESULT + ("simplified-japanese-korean",))
def test_one_eye_flaw_dies_in_the_confirmation_play(ruleset_id):
    """Japanese/Korean confirmation play (simplified: hypothetical play): Black takes the ko; White may
    retake only after passing; Black then fills the eye. The one-eyed group is dead."""
    game = game_from(ONE_EYE_FLAW, ruleset_id, "W")
    play(game, "D5 pass pass")
    confirm = Confirmation(game)
    assert confirm.to_move == 1
    assert confirm.play("C5").legal
    assert confirm.check("D5").reason == "ko"
    assert confirm.pass_move().legal
    assert confirm.play("A5").legal
    assert confirm.dead_stones() == ["A4", "B4", "B5", "C4", "D5"]
    assert game.board.get(game.point("D5")) == 2  # the real game is untouched


# Unbalanced double ko: dead but a fount of ko threats (upper left of 19x19, White to play).
UNBALANCED_DOUBLE_KO = """
    A B C D E F G H J K L M N O P Q R S T
 19 O O O O O O X O . . . . . . . . . . .
 18 O X O . O O X O . . . . . . . . . . .
 17 X . X O X X X O . . . . . . . . . . .
 16 X X X X X . X O . . . . . . . . . . .
 15 X X X X X X X O . . . . . . . . . . .
 14 O O O O O O O O . . . . . . . . . . .
 13 . . . . . . . . . . . . . . . . . . .
 12 . . . . . . . . . . . . . . . . . . .
 11 . . . . . . . . . . . . . . . . . . .
 10 . . . . . . . . . . . . . . . . . . .
  9 . . . . . . . . . . . . . . . . . . .
  8 . . . . . . . . . . . . . . . . . . .
  7 . . . . . . . . . . . . . . . . . . .
  6 . . . . . . . . . . . . . . . . . . .
  5 . . . . . . . . . . . . . . . . . . .
  4 . . . . . . . . . . . . . . . . . . .
  3 . . . . . . . . . . . . . . . . . . .
  2 . . . . . . . . . . . . . . . . . . .
  1 . . . . . . . . . . . . . . . . . . .
"""


@pytest.mark.parametrize("ruleset_id", PRESETS)
def test_unbalanced_double_ko_threat_and_answer_are_legal_everywhere(ruleset_id):
    """SST: "It's perfectly legal in any system": White's capture ataris Black, Black answers
    in the other ko, and Black can remove the dead ring whenever it has time."""
    game = game_from(UNBALANCED_DOUBLE_KO, ruleset_id, "W")
    outcomes = play(game, "B17 D18 pass B18")
    assert all(o.legal for o in outcomes)
    assert len(outcomes[-1].captured) == 11


def test_every_preset_has_a_ruling_in_each_table():
    for rulings in (TRIPLE_KO_RULINGS, LONG_LIFE_RULINGS, SENDING_TWO_RULINGS, MOONSHINE_RULINGS,
                    DOUBLE_KO_RULINGS, TWO_DOUBLE_KOS_RULINGS, QUADRUPLE_KO_RULINGS):
        assert set(rulings) == set(PRESETS)
