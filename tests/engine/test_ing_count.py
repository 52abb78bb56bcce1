"""Ing's fill-in count in whole stones, and when AGA's two countings agree, on boards counted by hand."""

from __future__ import annotations

import random
import re

import pytest
from godiagram import game_from, play

from gogui.engine import BLACK, WHITE, Board, Game, count, preset

# A seki across the top edge: Black's B9 string and White's D9 string each have one eye (A9,
# E9) and share the liberty C9, the only point next to both colours. Black owns the top right
# and rows 5-6, White the bottom left behind H1-H3.
SEKI_TOP = """
    A B C D E F G H J
  9 . X . O . O X . .
  8 X X O O O O X . .
  7 O O O X X X X . .
  6 X X X X . . . . .
  5 . . . . . . . . .
  4 X X X X X X X X X
  3 O O O O O O O O X
  2 . . . . . . . O X
  1 . . . . . . . O X
"""
# Black 25 stones + 21 territory = 46; White 19 stones + 15 territory = 34; C9 is shared.

# The same seki; White's wall turns at J2, so White's area is two points larger and Black's
# two smaller.
SEKI_TOP_LEVEL = """
    A B C D E F G H J
  9 . X . O . O X . .
  8 X X O O O O X . .
  7 O O O X X X X . .
  6 X X X X . . . . .
  5 . . . . . . . . .
  4 X X X X X X X X X
  3 O O O O O O O O X
  2 . . . . . . . . O
  1 . . . . . . . . .
"""
# Black 23 stones + 21 territory = 44; White 18 stones + 18 territory = 36; C9 is shared.

# A staircase border on 7x7 with no shared point: Black 8 stones + 17 territory = 25,
# White 8 stones + 16 territory = 24.
STAIRS = """
    A B C D E F G
  7 . . . X O . .
  6 . . . X O . .
  5 . . . X O . .
  4 . . X X O . .
  3 . . X O O . .
  2 . . X O . . .
  1 . . X O . . .
"""

# 5x5: Black has 17 stones on the board, more than the 12 a 25-point board normally gives each
# player, and 8 points of territory; White has nothing.
CROWDED = """
    A B C D E
  5 . X . X .
  4 X X X X X
  3 X . X . X
  2 X X X X X
  1 . X . X .
"""


def ing_score(diagram: str, to_play: str = "B", **kwargs):
    game = game_from(diagram, "ing", to_play, **kwargs)
    play(game, "pass pass")
    assert game.phase == "stopped"
    return game.score()


def no_halves(text: str) -> None:
    assert ".5" not in text and "half" not in text


def test_an_odd_seki_point_stays_empty_and_the_margin_is_twice_the_losing_stones():
    # Area: 46 - 34 - komi 8 = 4. Fill-in: Black's bowl 40 - 25 = 15 for 21 - 4 points (the
    # compensation stones take 4), so 2 stay empty; White's 40 - 19 = 21 for 4 + 15, so 2 are
    # left over. They fill Black's two points; the only empty point is C9, in the seki.
    score = ing_score(SEKI_TOP)
    ing = score.ing
    assert (score.winner, score.margin) == (BLACK, 4)
    assert (ing.shared_points, ing.winning_points, ing.losing_stones, ing.margin) == (1, 0, 2, 4)
    text = ing.describe()
    assert "the one shared point, in neither player's area, stays empty" in text
    assert "no winning point" in text
    assert "just 2 x 2 losing stones = 4" in text
    no_halves(score.explanation)


def test_a_tie_needs_an_empty_seki_point_and_goes_to_black_in_an_even_game():
    # Area: 44 - 36 - 8 = 0. Black's 40 - 23 = 17 stones fill his 21 points less the 4 that
    # White's compensation stones take; White's 40 - 18 = 22 go 4 into Black's area and 18 into
    # his own. Nobody has a point or a stone to spare, and C9 stays empty.
    score = ing_score(SEKI_TOP_LEVEL)
    ing = score.ing
    assert (score.black, score.white, score.kind, score.winner) == (44, 44, "score", BLACK)
    assert (ing.margin, ing.winner, ing.winning_points, ing.losing_stones) == (0, None, 0, 0)
    assert "neither player has an empty point or a stone left over" in ing.describe()
    assert "in even games ties go to Black" in score.explanation
    no_halves(score.explanation)


def test_without_shared_points_the_margin_is_the_winning_point_plus_twice_the_losing_stones():
    # Area: 25 - 24 - 8 = -7. Black's 24 - 8 = 16 stones fill 17 - 4 points: 3 left over;
    # White's 16 stones go 4 into Black's area, 12 into his own 16 points: 4 stay empty. Black's
    # 3 losing stones fill three of them; the fourth is White's winning point.
    score = ing_score(STAIRS)
    ing = score.ing
    assert (score.winner, score.margin) == (WHITE, 7)
    assert (ing.supply, ing.bowls) == (24, {BLACK: 16, WHITE: 16})
    assert (ing.spare_points[WHITE], ing.left_over[BLACK]) == (4, 3)
    assert (ing.winning_points, ing.losing_stones) == (1, 3)
    text = ing.describe()
    assert "White puts 4 compensation stones in Black's area" in text
    assert "1 empty point there, the winning point" in text
    assert "1 winning point + 2 x 3 losing stones = 7" in text
    no_halves(score.explanation)


def test_an_odd_handicap_leaves_one_point_open_and_no_winning_point():
    # Three handicap stones: White gets 3 points, one stone in Black's area and one point of it
    # left open. Area: 25 - 24 - 3 = -2. Black's 16 stones fill 17 - 2 points: 1 left over;
    # White's 16 go 1 into Black's area and fill 15 of his 16 points: 1 stays empty and Black's
    # losing stone fills it. The only empty point is the open one.
    score = ing_score(STAIRS, "W", handicap=3)
    ing = score.ing
    assert (score.winner, score.margin, score.compensation) == (WHITE, 2, 3)
    assert (ing.compensation_stones, ing.open_points) == (1, 1)
    assert (ing.winning_points, ing.losing_stones) == (0, 1)
    text = ing.describe()
    assert "leaves 1 point of it open" in text
    assert "just 2 x 1 losing stone = 2" in text
    no_halves(score.explanation)


def test_an_odd_handicap_and_an_odd_seki_point_leave_two_empty_points_and_an_extra_stone():
    # SST: with an odd handicap and an odd number of shared points, two points stay empty and
    # one losing stone finds no point: it is added to twice the losing stones on the board.
    # Area: 46 - 34 - 3 = 9. Black's 15 stones fill 21 - 2 points: 4 empty; White's 21 go 1
    # into Black's area and 15 into his own: 5 left, 4 of them fill Black's points.
    score = ing_score(SEKI_TOP, "W", handicap=3)
    ing = score.ing
    assert (score.winner, score.margin) == (BLACK, 9)
    assert (ing.winning_points, ing.losing_stones, ing.extra_stones[WHITE]) == (0, 4, 1)
    text = ing.describe()
    assert "two empty points" in text
    assert "2 x 4 losing stones + 1 extra stone = 9" in text
    no_halves(score.explanation)


def test_a_supply_for_more_setup_stones_than_half_the_board():
    # 25 points give 12 stones each, but Black has 17 on the board: each player starts with 17.
    # Black's bowl is empty; his 8 points less White's 4 compensation stones stay empty. White
    # has 17 - 4 = 13 stones: 4 fill Black's points and 9 find none. 2 x 4 + 9 = 17 = 25 - 8.
    score = ing_score(CROWDED)
    ing = score.ing
    assert (score.winner, score.margin) == (BLACK, 17)
    assert ing.supply == 17 and min(ing.bowls.values()) == 0
    assert ing.margin == 17
    text = ing.describe()
    assert "each player starts with 17 stones, not the usual 12" in text
    assert "enough for Black's 17 stones on the board" in text
    assert "2 x 4 losing stones + 9 extra stones = 17" in text
    no_halves(score.explanation)


def test_compensation_stones_that_find_no_empty_point_count_two_points_each():
    # An empty 5x5 board counted at once: 25 shared points, 12 stones each and one point
    # empty; Black's area has no room for White's four compensation stones: 2 x 4 = 8.
    game = Game(preset("ing"), 5)
    play(game, "pass pass")
    score = game.score()
    assert (score.winner, score.margin, score.ing.margin) == (WHITE, 8, 8)
    text = score.ing.describe()
    assert "Black's area has no empty point for White's 8 points of compensation" in text
    assert "4 compensation stones count 2 points each without being placed" in text
    assert "the margin is 2 x 4 compensation stones = 8" in text


def test_a_fractional_komi_has_no_fill_in_count():
    game = game_from(STAIRS, "ing", "B", komi=7.5)
    play(game, "pass pass")
    score = game.score()
    assert score.ing is None
    assert "cannot be paid in whole stones" in score.explanation


def random_position(rng: random.Random, size: int) -> Board:
    board = Board(size)
    changes = []
    for p in board.points:
        r = rng.random()
        if r < 0.35:
            changes.append((p, BLACK))
        elif r < 0.7:
            changes.append((p, WHITE))
    board.set_points(changes)
    return board


@pytest.mark.parametrize("seed", range(60))
def test_every_ing_count_agrees_with_the_area_count_in_whole_stones(seed):
    rng = random.Random(seed)
    size = rng.choice([4, 5, 6, 7, 9])
    board = random_position(rng, size)
    handicap = rng.choice([0, 0, 2, 3, 4, 5])
    komi = rng.choice([None, 0, 8, 6, -2])
    score = count(board, preset("ing"), handicap=handicap, komi=komi)
    ing = score.ing
    assert min(ing.bowls.values()) >= 0
    assert ing.supply >= size * size // 2
    for value in (ing.supply, ing.margin, ing.winning_points, ing.losing_stones,
                  *ing.spare_points.values(), *ing.left_over.values(), *ing.extra_stones.values()):
        assert isinstance(value, int) and value >= 0
    assert ing.margin == score.margin
    if score.margin:
        assert ing.winner == score.winner
    text = ing.describe()
    no_halves(text)
    stated = re.search(r"the margin is (?:just )?(?:.* = )?(\d+)(?:, a tie)?$", text)
    assert stated is not None and int(stated.group(1)) == score.margin


SST = (("ing-counting-even-game", "1 winning point + 2 x 1 losing stone = 3"),
       ("ing-counting-two-stone-handicap", "1 winning point + 2 x 4 losing stones = 9"),
       ("ing-counting-three-stone-handicap", "just 2 x 4 losing stones = 8"))


@pytest.mark.parametrize("diagram_id,formula", SST)
def test_the_sst_examples_count_as_the_text_and_their_comments_say(diagram_id, formula):
    from gogui.diagrams import load, rule_line

    diagram = load(diagram_id)
    ruled = rule_line(diagram, diagram.lines[0], "ing")
    assert formula in ruled.explanation
    no_halves(ruled.explanation)
    numbers = formula.replace("just ", "").replace(" winning point", "").replace(" losing stones", "")
    numbers = numbers.replace(" losing stone", "")
    assert numbers in diagram.comment.replace("\n", " ")


# ----- AGA: area, or territory and prisoners with pass stones ---------------------------------


def test_aga_counts_agree_after_an_even_start_with_alternate_moves():
    # Black walls column B, White column D; White invades at A3 and is captured. Black passes
    # twice and White three times (the last is White's added pass): 9 moves each.
    game = Game(preset("simplified-aga"), 5)
    play(game, "B5 D5 B4 D4 B3 D3 B2 D2 B1 D1 pass A3 A4 pass A2 pass pass")
    assert game.phase == "stopped" and game.pass_stones == {BLACK: 3, WHITE: 2}
    score = game.score()
    # Area: Black 7 stones + 3 points, White 5 stones + 5 points. Territory: Black 3 points +
    # 1 prisoner + 3 pass stones, White 5 points + 2 pass stones.
    assert (score.black, score.white) == (10, 17.5)
    note = " ".join(score.notes)
    assert "gives Black 7, White 7 + komi 7.5 = 14.5: the same margin" in note
    assert "agree whenever both players have put down as many stones as each other" in note
    assert "White passing last" in note
    assert ("Black put down 7 stones and handed over 2 pass stones, and White put down 6 stones and "
            "handed over 3 pass stones: 9 each") in note
    assert "would give" not in note


def test_aga_handicap_compensation_makes_up_for_the_handicap_stones_and_whites_extra_move():
    game = Game(preset("aga"), 9, handicap=2)  # stones on the fixed points, White first
    play(game, "E5 C7 G3 pass pass")  # White moves first and passes last: one move more
    score = game.score()
    assert score.compensation == 1
    note = " ".join(score.notes)
    assert "the same margin" in note
    assert ("Black put down 3 stones (2 of them set up without a move) and handed over 1 pass "
            "stone, and White put down 2 stones and handed over 1 pass stone") in note
    assert "Black 1 more, which the handicap compensation of 1 makes up" in note


CORNER = """
    A B C D E F
  6 . . X O . .
  5 . . X O . .
  4 X X X O . .
  3 O O O O . .
  2 . . . . . .
  1 . . . . . .
"""


def test_aga_counts_differ_from_a_setup_start_and_the_note_says_why():
    # 5 Black and 7 White stones set up, then one pass each. Area: 9 - 27 - 7.5 = W+25.5.
    # Territory and prisoners: 4 + 1 pass stone against 20 + 1, so 5 - 21 - 7.5 = W+23.5.
    game = game_from(CORNER, "simplified-aga", "B")
    play(game, "pass pass")
    score = game.score()
    assert (score.winner, score.margin) == (WHITE, 25.5)
    note = " ".join(score.notes)
    assert "would give Black 5, White 21 + komi 7.5 = 28.5: White by 23.5, not 25.5" in note
    assert "agree only when both players have put down as many stones as each other" in note
    assert ("Black put down 5 stones, all set up without a move, and handed over 1 pass stone, and "
            "White put down 7 stones, all set up without a move, and handed over 1 pass stone") in note
    assert "White 2 more, so the area count is 2 points better for White" in note


def test_a_setup_in_mid_game_counts_as_stones_put_down_without_a_move():
    game = game_from(CORNER, "simplified-aga", "B")
    game.setup(black=["F1"], empty=["A4"])
    assert game.setup_stones() == {BLACK: 5, WHITE: 7}
    game.setup(white=["E1"])
    assert game.setup_stones() == {BLACK: 5, WHITE: 8}
    game.undo()
    assert game.setup_stones() == {BLACK: 5, WHITE: 7}


def test_aga_note_names_the_set_up_stones_when_count_is_told_them():
    game = game_from(CORNER, "simplified-aga", "B")
    play(game, "pass pass")
    score = count(game.board, game.ruleset, prisoners=game.prisoners, pass_stones=game.pass_stones,
                  komi=game.komi, setup_stones={BLACK: 5, WHITE: 7})
    note = " ".join(score.notes)
    assert "Black put down 5 stones, all set up without a move, and handed over 1 pass stone" in note
    assert "White put down 7 stones, all set up without a move, and handed over 1 pass stone" in note
    assert "White 2 more, so the area count is 2 points better for White" in note
