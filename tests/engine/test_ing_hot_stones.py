"""Ing hot stones (SST 6A): twin hot stones only in a triple ko that locks the same two groups."""

from __future__ import annotations

from godiagram import game_from, play

# A chain of kos along one black wall, as in a professional game (M-66-2, move 175). White C5 is
# a ko stone in the wall's mouth; Black takes it at D5. D5 sits in the mouth of the white strings
# D6-D7-E7 and E5-F5-F6-F4 and of the lone white stone D4, itself a ko stone (Black may take it
# at E4). Black D3 is a ko stone in the mouth of D4 and the white string E3-E2-D2-E1, taken at
# C3. Three kos, but no two groups are locked by all three: the D5 ko locks the wall with the
# upper white strings, the C3 ko locks it with the lower one. So D3 is no twin of D5. (The wall
# and the white strings around D5 have unequal liberties: a fighting ko, where twins would count.)
KO_CHAIN = """
    A B C D E F G
  7 . X X O O . .
  6 . X X O . O .
  5 . X O . O O .
  4 X X X O . O .
  3 . X . X O . .
  2 . X X O O . .
  1 . X X X O . .
"""


def test_a_chain_of_kos_along_one_wall_makes_no_twin_hot_stones():
    game = game_from(KO_CHAIN, "ing", "B")
    take = game.play("D5")
    assert take.legal and take.captures == ["C5"]
    assert game.hot_stones() == []
    assert "hot-stones" not in take.events
    assert game.check("C5").reason == "ko"  # the basic ko still holds
    other = game.play("C3")  # White takes the other ko at once
    assert other.legal and other.captures == ["D3"]


# One white group holds three kos, each against a different black group: B5 against the left
# group (A5-C5), F6 against the middle one (E5-G5), K6 against the right one (J5-L5). Black takes
# B5 at B6. The ko stones F6 and K6 touch the same white group, but their kos lock it with other
# black groups: they are not twins of B6, and White may take either at once.
THREE_BLACK_GROUPS = """
     A B C D E F G H J K L
  11 . . . . . . . . . . .
  10 . . . . . . . . . . .
   9 . . . . . . . . . . .
   8 . . . . . . . . . . .
   7 O O O O O O O O O O O
   6 O . O O O X O O O X O
   5 X O X O X . X O X . X
   4 X X X O X X X O X X X
   3 . . . . . . . . . . .
   2 . . . . . . . . . . .
   1 . . . . . . . . . . .
"""


def test_kos_of_one_group_against_different_groups_are_not_twins():
    game = game_from(THREE_BLACK_GROUPS, "ing", "B")
    take = game.play("B6")
    assert take.legal and take.captures == ["B5"]
    assert game.hot_stones() == []
    assert game.check("B5").reason == "ko"
    middle = game.play("F5")
    assert middle.legal and middle.captures == ["F6"]


# Three kos in a row between the same two strings, as in a professional game (M-93-3, move 265):
# White C6 is a ko stone in the mouth of Black's top string; Black takes it at C5. Then White D5
# is in atari (taken at D4) and Black E5 is a ko stone (taken at E6). But D5's mouth is made of
# the ko stones C5 and E5, and E5's of D5: once one ko is retaken the next one dissolves. It is a
# chain of kos, not three separate kos, so E5 is no twin of C5.
KOS_IN_A_ROW = """
    A B C D E F G
  7 X X X X X X X
  6 . X O X . X .
  5 . O . O X O .
  4 . O O . O O .
  3 . O O O O O .
  2 . . . . . . .
  1 . . . . . . .
"""


def test_a_chain_of_three_kos_on_the_same_two_strings_is_no_triple_ko():
    game = game_from(KOS_IN_A_ROW, "ing", "B")
    take = game.play("C5")
    assert take.legal and take.captures == ["C6"]
    assert game.hot_stones() == []
    other = game.play("E6")
    assert other.legal and other.captures == ["E5"]


# A triple ko on the lower edge of a 9x9 board, White to play and win it. White's middle group
# (rows 3-4) is in atari at D3; Black's bottom group has two liberties, F2 and H2. The three kos
# D2/D3, F3/F2 and H3/H2 all lock these same two groups.
TRIPLE_KO_LOWER_EDGE = """
    A B C D E F G H J
  9 . . . . . . . . .
  8 . . . . . . . . .
  7 . . . . . . . . .
  6 . . . . . . . . .
  5 X X X X X X X X X
  4 O O O O O O O O O
  3 O O O . O X O X O
  2 X X X O X . X . X
  1 X X X X X X X X X
"""


def test_genuine_triple_ko_makes_the_other_ko_stone_a_twin_hot_stone():
    game = game_from(TRIPLE_KO_LOWER_EDGE, "ing", "W")
    take = game.play("F2")
    assert take.legal and take.captures == ["F3"]
    assert "hot-stones" in take.events
    assert game.hot_stones() == ["D2"]  # F2 itself is the basic ko stone
    assert game.check("F3").reason == "ko"
    twin = game.check("D3")
    assert twin.reason == "hot-stone"
    assert "twin hot stones" in twin.explanation and "D2" in twin.explanation
    assert game.play("A9").legal  # Black must play elsewhere
    assert game.play("A8").legal  # White too: no hurry
    assert game.play("D3").captures == ["D2"]  # after intervening moves the twin is not hot


def test_triple_ko_won_after_the_twin_holds():
    """White's capture in a triple ko stands: Black, unable to take D2 at once, plays elsewhere,
    and White's next ko capture at H2 takes Black's bottom group with the H3 stone."""
    game = game_from(TRIPLE_KO_LOWER_EDGE, "ing", "W")
    assert [o.legal for o in play(game, "F2 A9")] == [True, True]
    win = game.play("H2")
    assert win.legal
    assert "H3" in win.captures and "A1" in win.captures and len(win.captures) == 16


# Two basic kos on unrelated groups: C7 (a black ko stone that White takes at B7) in the upper
# left, G3 (a white ko stone that Black takes at H3) in the lower right.
TWO_UNRELATED_KOS = """
    A B C D E F G H J
  9 . . . . . . . . .
  8 . X O . . . . . .
  7 X . X O . . . . .
  6 . X O . . . . . .
  5 . . . . . . . . .
  4 . . . . . . X O .
  3 . . . . . X O . O
  2 . . . . . . X O .
  1 . . . . . . . . .
"""


def test_single_stone_capture_with_an_unrelated_ko_makes_no_twin():
    game = game_from(TWO_UNRELATED_KOS, "ing", "W")
    take = game.play("B7")
    assert take.legal and take.captures == ["C7"]
    assert game.hot_stones() == []
    assert "hot-stones" not in take.events
    other = game.play("H3")  # Black takes the other ko instead of retaking
    assert other.legal and other.captures == ["G3"]
    assert game.hot_stones() == []
    assert game.check("G3").reason == "ko"


# SST 6A, "single hot and double hot stones": the same lower-edge triple ko, with White's third
# ko stone two stones on the edge (A1-A2, taken at A3) instead of one.
TRIPLE_KO_WITH_A_DOUBLE_KO_STONE = """
    A B C D E F G H J
  9 . . . . . . . . .
  8 . . . . . . . . .
  7 . . . . . . . . .
  6 . . . . . . . . .
  5 X X X X X X X X X
  4 O O O O O O O O O
  3 . O O O O X O X O
  2 O X X X X . X . X
  1 O X X X X X X X X
"""


def test_a_double_ko_stone_is_a_twin_in_a_triple_ko():
    game = game_from(TRIPLE_KO_WITH_A_DOUBLE_KO_STONE, "ing", "W")
    take = game.play("F2")
    assert take.legal and take.captures == ["F3"]
    assert game.hot_stones() == ["A1", "A2"]
    twins = game.check("A3")
    assert twins.reason == "hot-stone" and "twin hot stones" in twins.explanation
    assert [o.legal for o in play(game, "J9 J8")] == [True, True]
    assert sorted(game.play("A3").captures) == ["A1", "A2"]
