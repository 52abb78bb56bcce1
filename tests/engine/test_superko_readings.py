"""Natural situational superko as commonly defined, and New Zealand's own superko reading."""

from __future__ import annotations

from godiagram import game_from, play

from gogui.engine import parse_rules_spec

# A ko on the left of a 5x5 board. Black's C4 sits in White's mouth with one liberty, B4; White
# takes it at B4, and Black takes back at C4.
KO = """
    A B C D E
  5 . X O . .
  4 X . X O .
  3 . X O . .
  2 . . . . .
  1 . . . . .
"""

NATURAL = parse_rules_spec("base=nz,ko=natural-situational")


def test_natural_situational_superko_lets_a_player_retake_after_its_own_pass():
    """Black passes, White takes the ko, Black takes back at once. The board Black recreates
    (C4 black, White to play) last stood after Black's pass, and a pass creates nothing: the
    retake is legal. Situational superko forbids it."""
    game = game_from(KO, NATURAL, "B")
    outcomes = play(game, "pass B4 C4")
    assert [o.legal for o in outcomes] == [True, True, True]
    assert outcomes[-1].captures == ["B4"]
    situational = game_from(KO, parse_rules_spec("base=nz,ko=situational"), "B")
    assert play(situational, "pass B4 C4")[-1].reason == "situational-superko"


def test_a_diagram_s_start_position_is_nobody_s_creation():
    """White to play takes the ko at once; Black's retake recreates the start, which no board
    play of Black's created: legal under natural situational superko."""
    game = game_from(KO, NATURAL, "W")
    assert [o.legal for o in play(game, "B4 C4")] == [True, True]


def test_natural_situational_superko_forbids_recreating_one_s_own_board_play():
    """Black plays E1, White takes the ko, and Black's retake would recreate the board Black made
    with E1: forbidden, and the explanation says that Black's board play created it."""
    game = game_from(KO, NATURAL, "B")
    outcome = play(game, "E1 B4 C4")[-1]
    assert outcome.reason == "natural-situational-superko"
    assert outcome.explanation == (
        "Black C4 would recreate the position after move 1 (Black E1), which Black's own board "
        "play created; natural situational superko forbids it under " + NATURAL.name + ".")


def test_new_zealand_counts_passes_and_the_start_as_the_player_s_moves():
    """The New Zealand text forbids the board as it was after any of the player's previous
    moves, passes included, and its preset reads the start as following a move of the player
    not to play: the two retakes above are forbidden there, as under situational superko, and
    the explanation claims no move that nobody made."""
    game = game_from(KO, "nz", "B")
    assert play(game, "pass B4 C4")[-1].reason == "situational-superko"
    game = game_from(KO, "nz", "W")
    outcome = play(game, "B4 C4")[-1]
    assert outcome.reason == "situational-superko"
    assert outcome.explanation == (
        "Black C4 would recreate the starting position with White to play again; situational "
        "superko forbids it under New Zealand.")
