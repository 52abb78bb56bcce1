"""Counting and the end of the game under each ruleset, on small boards counted by hand."""

from __future__ import annotations

import pytest
from godiagram import game_from, play

from gogui.engine import Game, preset

# Black walls off columns A-B, White F-G; column D is neutral; White's B4 is hopeless.
#     A B C D E F G
#   7 . . X . O . .
#   6 . . X . O . .
#   5 . . X . O . .
#   4 . O X . O . .
#   3 . . X . O . .
#   2 . . X . O . .
#   1 . . X . O . .
WALLS = """
    A B C D E F G
  7 . . X . O . .
  6 . . X . O . .
  5 . . X . O . .
  4 . O X . O . .
  3 . . X . O . .
  2 . . X . O . .
  1 . . X . O . .
"""


def stopped(rules: str, komi: float | None = None) -> Game:
    game = game_from(WALLS, rules, "B", komi=komi)
    play(game, "pass pass" + (" pass" if preset(rules).passes == 3 else ""))
    assert game.phase in ("stopped", "over")
    return game


@pytest.mark.parametrize("rules,black,white", [
    # Area: stones + surrounded points. Black 7 + 14 = 21; White 7 + 14 = 21.
    ("chinese", 21, 21 + 7.5), ("nz", 21, 21 + 7), ("aga", 21, 21 + 7.5 + 0),
    # Territory: empty points + the dead stone's point + the dead stone as a prisoner.
    ("japanese", 13 + 1 + 1, 14 + 6.5), ("korean", 15, 20.5),
])
def test_area_and_territory_count_the_same_board(rules, black, white):
    game = stopped(rules)
    result = game.agree(["B4"])
    assert (result.black, result.white) == (black, white)


def test_aga_counts_pass_stones_handed_over():
    """AGA: each pass gives the opponent a stone, so area and territory counting agree; here
    Black passed once and White once, so the pass stones cancel out."""
    game = stopped("aga")
    assert game.pass_stones == {1: 1, 2: 1}
    assert game.agree(["B4"]).margin == 7.5


def test_captures_count_like_dead_stones_under_territory_rules():
    game = game_from(WALLS, "japanese", "B")
    play(game, "A4 pass B5 pass B3")  # Black captures B4 before the end
    play(game, "pass pass")
    assert game.prisoners == {1: 1, 2: 0}
    result = game.agree()
    # Black's 14 points less the three stones played inside them, and the prisoner.
    assert (result.black, result.white) == (11 + 1, 14 + 6.5)


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


@pytest.mark.parametrize("rules,black,white", [
    ("japanese", 0, 14),  # no points in seki: the eyes B5 and D6 score for nobody
    ("chinese", 13 + 1, 19 + 15),  # area: each side's eye counts, F6 is shared
])
def test_seki_points(rules, black, white):
    game = game_from(DOUBLE_KO_SEKI, rules, "B", komi=0)
    play(game, "pass pass")
    score = game.score()
    assert (score.black, score.white) == (black, white)
    if rules == "japanese":
        assert {game.board.vertex(p) for p in score.seki_points} >= {"B5", "D6", "F6"}


@pytest.mark.parametrize("rules,komi", [
    ("nz", 7), ("ing", 8), ("chinese", 7.5), ("japanese", 6.5), ("korean", 6.5), ("aga", 7.5),
])
def test_komi_per_preset(rules, komi):
    assert Game(preset(rules), 19).komi == komi


@pytest.mark.parametrize("rules,kind,winner", [
    ("chinese", "draw", None),  # a jigo
    ("ing", "score", "B"),  # SST: Black wins ties in even games
])
def test_ties(rules, kind, winner):
    game = stopped(rules, komi=0)
    result = game.agree(["B4"])
    assert result.black == result.white
    assert (result.kind, result.winner) == (kind, winner)


@pytest.mark.parametrize("rules,compensation,komi", [
    ("aga", 2, 0.5),  # N-1 points and half a point of komi
    ("chinese", 3, 0),  # N points
    ("japanese", 0, 0),  # nothing
])
def test_handicap_compensation(rules, compensation, komi):
    game = Game(preset(rules), 9, handicap=3)
    assert game.to_move == 2 and game.komi == komi
    play(game, "pass pass")
    score = game.score()
    assert score.compensation == compensation


def test_tromp_taylor_counts_every_stone_as_alive():
    game = stopped("tromp-taylor")
    assert game.phase == "over"
    # B4 is alive, so columns A-B border both colours and belong to nobody.
    assert (game.result.black, game.result.white) == (7, 7 + 14 + 1 + 7.5)


def test_renaissance_dispute_phase_pass_stones_and_equal_moves():
    game = stopped("renaissance-territory")  # Black, White, Black passed: White moves first
    game.resume()
    outcomes = play(game, "pass pass pass")
    # In the dispute phase White passed twice and Black once: Black adds an obligatory pass,
    # and every pass there hands the opponent a stone.
    assert "extra-pass-b" in outcomes[-1].events
    assert game.pass_stones == {1: 2, 2: 2}


def test_play_after_the_end_is_refused():
    game = stopped("japanese")
    outcome = game.play("D4")
    assert (outcome.legal, outcome.reason) == (False, "game-over")


def test_nz_all_alive_needs_a_stop():
    game = stopped("nz")
    assert game.end_all_alive().white == 7 + 14 + 1 + 7


@pytest.mark.parametrize("komi", [float("inf"), float("-inf"), float("nan")])
def test_a_game_refuses_a_komi_that_is_not_a_finite_number(komi):
    from gogui.engine import RulesError

    with pytest.raises(RulesError, match="komi must be a finite number"):
        Game(preset("ing"), 9, komi=komi)


# A seki whose eye holds a dead stone. White's top group and Black's middle group share D6;
# Black's other liberty is D4, beside the dead White stone C4. White D4 would be suicide, Black
# D4 captures C4 and still leaves Black two liberties (C4, D6): the seki stands either way.
SEKI_WITH_A_DEAD_STONE = """
    A B C D E F G
  7 O . O O O O O
  6 O O O . O O O
  5 X X X X X X X
  4 X X O . X X X
  3 X X X X X X X
  2 O O O O O O O
  1 . . . . . . .
"""


@pytest.mark.parametrize("rules,black,white", [
    # Area: Black 19 stones + C4, D4; White 19 stones + B7 + row 1. D6 is shared.
    *[(r, 19 + 2, 19 + 1 + 7) for r in (
        "nz", "ing", "simplified-ing-nz", "simplified-chinese", "simplified-aga",
        "renaissance-area", "chinese", "aga")],
    # No points in seki (Japanese 1989, article 8): the groups possessing D6 are in seki, so
    # their eye points B7, C4 and D4 are nobody's; C4 is still Black's prisoner. White: row 1.
    *[(r, 0 + 1, 7) for r in ("simplified-japanese-korean", "japanese", "korean")],
    # Renaissance B counts seki eyes: Black C4 + D4 + the prisoner; White B7 + row 1.
    ("renaissance-territory", 2 + 1, 1 + 7),
    # Every stone alive: C4 keeps D4 neutral. Black 19 stones; White 20 stones + B7 + row 1.
    ("tromp-taylor", 19, 20 + 1 + 7),
])
def test_a_dead_stone_in_a_seki_eye_does_not_hide_the_seki(rules, black, white):
    game = game_from(SEKI_WITH_A_DEAD_STONE, rules, "B", komi=0)
    play(game, "pass pass" + (" pass" if preset(rules).passes == 3 else ""))
    result = game.result if game.phase == "over" else game.agree(["C4"])
    assert (result.black, result.white) == (black, white)
    if preset(rules).seki == "not-counted":
        seki = {game.board.vertex(p) for p in result.score.seki_points}
        assert seki == {"B7", "C4", "D4", "D6"}
        assert "4 points in seki score for nobody" in result.explanation


# Dead stones left on the board, as at the end of a professional record whose dead stones were
# never marked. White's F2 and G2 are dead inside Black's corner; Black's F1 stands beside them.
# G1 is self-atari for both as the stones stand (Black F1 keeps E1, White keeps G3), so it looks
# like a shared liberty of a seki, but Black first connects F1 at E1, through his own territory,
# and then G1 is safe for Black: it is no seki, only a point beside stones not marked dead.
DEAD_STONES_NOT_MARKED = """
    A B C D E F G
  7 . . . . . . .
  6 O O O O O O O
  5 X X X X X X X
  4 . . . . . . .
  3 . . . . X X .
  2 . . . . X O O
  1 . . . . . X .
"""


def test_dead_stones_left_unmarked_are_not_called_seki():
    game = game_from(DEAD_STONES_NOT_MARKED, "japanese", "B", komi=0)
    play(game, "pass pass")
    result = game.agree([])
    assert result.score.seki_points == set()
    assert "seki" not in result.explanation
    # Every stone counts alive: the corner touches White's F2 and G2, so it is nobody's.
    assert "No stone was marked dead: every stone on the board counts as alive" in result.explanation
    assert "mark them: with territory marks (TB/TW) on a record's last node" in result.explanation
    assert "in the game window, with a click on them once play has stopped" in result.explanation


def test_dead_stones_marked_dead_give_the_corner_to_black():
    game = game_from(DEAD_STONES_NOT_MARKED, "japanese", "B", komi=0)
    play(game, "pass pass")
    result = game.agree(["F2", "G2"])
    # Black: rows 1-4 less his 4 stones there (E3, F3, E2, F1) = 24, plus 2 dead; White: row 7.
    assert (result.black, result.white) == (24 + 2, 7)
    assert "No stone was marked dead" not in result.explanation


def test_a_seki_under_area_counting_is_no_sign_of_unmarked_dead_stones():
    # F6, shared by the seki, is nobody's under area counting too, but no stone there is dead.
    game = game_from(DOUBLE_KO_SEKI, "chinese", "B", komi=0)
    play(game, "pass pass")
    assert "No stone was marked dead" not in game.score().explanation


def test_a_count_after_the_confirmation_play_does_not_ask_for_marks():
    from gogui.diagrams import load, rule_line

    diagram = load("moonshine-life")
    line = next(each for each in diagram.lines if each.name == "Renaissance: captured in a dispute phase")
    ruling = rule_line(diagram, line, "japanese")
    # The confirmation play decided which stones are dead (none): no mark is asked for.
    assert "The confirmation play captured nothing" in ruling.explanation
    assert "No stone was marked dead" not in ruling.explanation
