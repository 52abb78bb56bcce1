"""The counting diagrams of the library, checked the way a learner would check them by hand.

Each test replays a line of a library diagram the way the library does (``rule_line``) and checks
what a learner would check on a real board: the final position, the seki, the prisoners, the pass
stones, and the count under two or more rulesets, worked out by hand in the comments.
"""

from __future__ import annotations

import pytest
from godiagram import game_from, play

from gogui.diagrams import Ruling, load, rule_line
from gogui.engine import BLACK, WHITE, Board, count, fixed_handicap_points, preset
from gogui.engine.scoring import _regions
from gogui.replay import replay


def setup_board(diagram_id: str) -> Board:
    root = load(diagram_id).root
    board = Board(load(diagram_id).record.size)
    board.set_points([(board.point(v), BLACK) for v in root.black]
                     + [(board.point(v), WHITE) for v in root.white])
    return board


def names(board: Board, points) -> set[str]:
    return {board.vertex(p) for p in points}


def line_named(diagram_id: str, name: str):
    diagram = load(diagram_id)
    return diagram, next(line for line in diagram.lines if line.name == name)


def result_of(diagram_id: str, line_name: str, ruleset: str):
    diagram, line = line_named(diagram_id, line_name)
    return rule_line(diagram, line, ruleset).result


# ----- Seki points ---------------------------------------------------------------------------

SEKI = """
    A B C D E F G H J
  9 . . . . . X O . .
  8 . . . . . X O O .
  7 . . . . . . X O .
  6 . . . . . . X O .
  5 X X X X X X X O .
  4 O O X X O O O O .
  3 . O X X X O . . .
  2 X O O O X O . . .
  1 . X . O X O . . .
"""
SEKI_WHITE = {"A4", "B4", "B3", "B2", "C2", "D2", "D1"}  # no eye: liberties C1 and A3 only


def test_seki_points_board_is_the_diagram():
    assert setup_board("seki-points").rows() == Board.from_ascii(SEKI).rows()
    assert load("seki-points").record.komi == 6.5  # KM: every ruleset counts with 6.5


def test_seki_points_corner_strings_and_liberties():
    board = Board.from_ascii(SEKI)
    # Black's two corner stones are separate strings sharing the eye A1.
    assert names(board, board.string(board.point("B1"))[1]) == {"A1", "C1"}
    assert names(board, board.string(board.point("A2"))[1]) == {"A1", "A3"}
    assert board.string_stones(board.point("B1")) != board.string_stones(board.point("A2"))
    # White's seven stones are one string whose only liberties are the two shared points.
    stones, liberties = board.string(board.point("B2"))
    assert names(board, stones) == SEKI_WHITE
    assert names(board, liberties) == {"C1", "A3"}
    # Black's wall around them belongs to Black's big string, which has its own territory.
    wall = names(board, board.string_stones(board.point("E1")))
    assert {"A5", "B5", "C4", "C3", "D3", "E3", "E2", "E1", "G7"} <= wall
    assert len(board.string_liberties(board.point("E1"))) >= 5
    # Both players put down 20 stones: nothing but the seki separates area from territory.
    assert board.stone_count(BLACK) == board.stone_count(WHITE) == 20


@pytest.mark.parametrize("mover,point,capture,lost", [
    # Black on a shared liberty: the corner string is left with A1 alone; White captures there.
    ("B", "C1", "A1", {"B1", "C1"}),
    ("B", "A3", "A1", {"A2", "A3"}),
    # White on a shared liberty: the seven stones keep one liberty; Black takes them there.
    ("W", "C1", "A3", SEKI_WHITE | {"C1"}),
    ("W", "A3", "C1", SEKI_WHITE | {"A3"}),
])
def test_seki_points_a_shared_liberty_is_self_atari_for_either_side(mover, point, capture, lost):
    game = game_from(SEKI, "japanese", mover)
    first, answer = play(game, f"{point} {capture}")
    assert first.legal and answer.legal
    assert set(answer.captures) == lost


def test_seki_points_shared_liberty_leaves_the_mover_one_liberty():
    for mover, point in (("B", "C1"), ("B", "A3"), ("W", "C1"), ("W", "A3")):
        board = Board.from_ascii(SEKI)
        p = board.point(point)
        board.play(p, BLACK if mover == "B" else WHITE)
        assert len(board.string_liberties(p)) == 1, (mover, point)


def test_seki_points_white_cannot_play_in_black_s_eye():
    game = game_from(SEKI, "japanese", "W")
    (outcome,) = play(game, "A1")
    assert not outcome.legal and outcome.reason == "suicide"


def test_seki_points_japanese_count_gives_nothing_in_seki():
    board = Board.from_ascii(SEKI)
    score = count(board, preset("japanese"), komi=6.5)
    assert names(board, score.seki_points) == {"A1", "C1", "A3"}
    # Black territory: rows 9 and 8, A-E (10) + rows 7 and 6, A-F (12) = 22.
    # White territory: H9 + J1-J9 (10) + G1-G3 and H1-H3 (6) = 16.
    # 22 - 16 - 6.5 = -0.5: W+0.5. The eye A1 and the dame C1, A3 score for nobody.
    assert score.breakdown[BLACK]["territory"] == 22
    assert score.breakdown[WHITE]["territory"] == 16
    assert (score.winner, score.margin) == (WHITE, 0.5)


def test_seki_points_area_count_counts_the_eye_and_the_seki_stones():
    board = Board.from_ascii(SEKI)
    score = count(board, preset("chinese"), komi=6.5)
    # Black 20 stones + 22 territory + eye A1 = 43; White 20 stones + 16 territory = 36.
    # 43 - 36 - 6.5 = 0.5: B+0.5.
    assert board.point("A1") in score.territory[BLACK]
    assert {board.point("C1"), board.point("A3")} <= score.dame
    assert (score.black, score.white) == (43, 36 + 6.5)
    assert (score.winner, score.margin) == (BLACK, 0.5)


def test_seki_points_renaissance_b_counts_the_eye_as_territory():
    board = Board.from_ascii(SEKI)
    score = count(board, preset("renaissance-territory"), komi=6.5)
    # 22 + the eye = 23; 23 - 16 - 6.5 = 0.5: B+0.5, the area margin.
    assert score.breakdown[BLACK]["territory"] == 23
    assert (score.winner, score.margin) == (BLACK, 0.5)


def test_seki_points_winner_changes_between_japanese_and_chinese_rules():
    japanese = result_of("seki-points", "Main line", "japanese")
    chinese = result_of("seki-points", "Main line", "chinese")
    assert (japanese.winner, japanese.margin) == ("W", 0.5)
    assert (chinese.winner, chinese.margin) == ("B", 0.5)


def test_seki_points_with_the_presets_own_komi_the_eye_is_hidden():
    # Chinese komi 7.5 is one point more than the Japanese 6.5, the value of the eye:
    # 43 - 36 - 7.5 = -0.5 and 22 - 16 - 6.5 = -0.5, both W+0.5.
    board = Board.from_ascii(SEKI)
    for ruleset in ("chinese", "japanese"):
        score = count(board, preset(ruleset))
        assert (score.winner, score.margin) == (WHITE, 0.5), ruleset


# ----- One odd dame --------------------------------------------------------------------------

DAME = """
    A B C D E F G H J
  9 . . . X . O . . .
  8 . . . X X O . . .
  7 . . . X O O . . .
  6 . . . X X O . . .
  5 . . . . X O . . .
  4 . . . . X O . . .
  3 . . . . X O . . .
  2 . . . . X O O . .
  1 . . . . X X O . .
"""
OPEN = "Both pass: the dame stays open"
BLACK_FILLS = "White passes and Black fills the dame"


def test_one_odd_dame_board_is_the_diagram():
    diagram = load("one-odd-dame")
    assert setup_board("one-odd-dame").rows() == Board.from_ascii(DAME).rows()
    assert diagram.record.komi is None  # every ruleset counts with its own komi
    assert diagram.record.handicap < 2 and diagram.root.to_play == "W"


def test_one_odd_dame_every_group_is_one_solid_string_and_e9_is_the_only_neutral_point():
    board = Board.from_ascii(DAME)
    strings = {tuple(sorted(board.string_stones(p))) for p in board.points if board.color[p]}
    assert len(strings) == 2  # one Black string, one White string
    # Black began and played last: 12 stones against 11, White to play, nothing captured.
    assert (board.stone_count(BLACK), board.stone_count(WHITE)) == (12, 11)
    regions = {frozenset(borders): names(board, region) for region, borders in _regions(board.color, board)}
    assert regions[frozenset({BLACK, WHITE})] == {"E9"}
    # Black: A-C (27) + D1-D5 (5) = 32. White: G3-G9 (7) + H1-J9 (18) = 25.
    assert len(regions[frozenset({BLACK})]) == 32
    assert len(regions[frozenset({WHITE})]) == 25


@pytest.mark.parametrize("colour", [BLACK, WHITE])
def test_one_odd_dame_filling_e9_needs_no_answer(colour):
    board = Board.from_ascii(DAME)
    board.play(board.point("E9"), colour)
    for p in board.points:
        if board.color[p]:
            assert len(board.string_liberties(p)) >= 5, board.vertex(p)


@pytest.mark.parametrize("line_name,chinese,japanese", [
    # White fills E9: area 44 - 37 - 7.5 = -0.5, W+0.5; territory 32 - 25 - 6.5 = 0.5, B+0.5.
    ("Main line", ("W", 0.5), ("B", 0.5)),
    # E9 stays open: area 44 - 36 - 7.5 = 0.5, B+0.5; territory unchanged, B+0.5.
    (OPEN, ("B", 0.5), ("B", 0.5)),
    # Black fills E9: area 45 - 36 - 7.5 = 1.5, B+1.5; territory unchanged, B+0.5.
    (BLACK_FILLS, ("B", 1.5), ("B", 0.5)),
])
def test_one_odd_dame_hand_counts(line_name, chinese, japanese):
    c = result_of("one-odd-dame", line_name, "chinese")
    j = result_of("one-odd-dame", line_name, "japanese")
    assert (c.winner, c.margin) == chinese
    assert (j.winner, j.margin) == japanese
    assert j.black == 32 and j.white == 25 + 6.5  # a stone on the dame earns nothing


@pytest.mark.parametrize("line_name,nz,ing", [
    # New Zealand komi 7: 44 - 37 - 7 = 0, a draw; 44 - 36 - 7 = 1; 45 - 36 - 7 = 2.
    # Ing komi 8: 44 - 37 - 8 = -1; 44 - 36 - 8 = 0, a tie Black wins; 45 - 36 - 8 = 1.
    ("Main line", ("draw", None, 0), ("score", "W", 1)),
    (OPEN, ("score", "B", 1), ("score", "B", 0)),
    (BLACK_FILLS, ("score", "B", 2), ("score", "B", 1)),
])
def test_one_odd_dame_whole_point_komi(line_name, nz, ing):
    n = result_of("one-odd-dame", line_name, "nz")
    i = result_of("one-odd-dame", line_name, "ing")
    assert (n.kind, n.winner, n.margin) == nz
    assert (i.kind, i.winner, i.margin) == ing


@pytest.mark.parametrize("line_name,black,white", [
    # Territory + pass stones: White's passes give Black prisoners, White passes last.
    ("Main line", 32 + 1, 25 + 1),  # B pass, W pass
    (OPEN, 32 + 2, 25 + 1),  # W pass, B pass, White's added last pass
    (BLACK_FILLS, 32 + 3, 25 + 1),  # W pass, B E9, W pass, B pass, White's added last pass
])
def test_one_odd_dame_aga_territory_count_agrees_with_the_area_count(line_name, black, white):
    explanation = result_of("one-odd-dame", line_name, "aga").explanation
    assert f"gives Black {black}, White {white} + komi 7.5" in explanation
    assert "the same margin" in explanation


def ruled(diagram_id: str, ruleset: str, line: int = 0):
    diagram = load(diagram_id)
    return rule_line(diagram, diagram.lines[line], ruleset)


def rows(diagram: str) -> list[str]:
    return Board.from_ascii(diagram).rows()


def strings_and_liberties(board: Board) -> dict[str, list[str]]:
    """Every string, named by its first stone, with its liberties."""
    out = {}
    seen: set[int] = set()
    for p in board.points:
        if board.color[p] in (BLACK, WHITE) and p not in seen:
            stones, libs = board.string(p)
            seen.update(stones)
            out[board.vertex(min(stones))] = sorted(board.vertex(q) for q in libs)
    return out


# ----- Handicap compensation: two stones --------------------------------------------------------

TWO_STONES_FINAL = """
   A B C D E F G H J
 9 . . . . O X . . .
 8 . . . . O X . . .
 7 . . O O O X X . .
 6 O O . . O X . X .
 5 X O O O O X X X X
 4 X X X X X O O O O
 3 . . X . X O O . .
 2 . . . . X O . . .
 1 . . . . X O . . .
"""


def test_two_stones_the_handicap_stands_on_the_standard_points_and_white_moves_first():
    diagram = load("handicap-two-stones")
    assert diagram.record.handicap == 2
    assert sorted(diagram.root.black) == sorted(fixed_handicap_points(9, 2)) == ["C3", "G7"]
    assert diagram.root.white == [] and diagram.root.to_play == "W"
    moves = [node.move for node in diagram.lines[0].nodes[1:]]
    assert [c for c, _ in moves] == ["W", "B"] * 21 + ["W"]  # alternate moves, White first and last
    assert moves[-3:] == [("W", "G4"), ("B", None), ("W", None)]  # White's last stone, two passes


def test_two_stones_the_game_is_real_and_finished():
    line = ruled("handicap-two-stones", "chinese")
    game = line.replay.game
    assert game.board.rows() == rows(TWO_STONES_FINAL)
    captures = {o.number: o.captures for o in line.replay.moves if o.captures}
    assert captures == {12: ["G6"], 25: ["C6", "D6"]}
    assert game.prisoners == {BLACK: 1, WHITE: 2}
    score = line.result.score
    assert score.dame == set() and score.dead == set()  # no neutral point, no dead stone left
    # Four groups, each a single solid string (the handicap stones and G3 and H6 joined to their
    # walls), around the crosscut E4/F5 against E5/F4; their liberties are their own territory.
    libs = strings_and_liberties(game.board)
    assert set(libs) == {"E1", "F1", "B5", "F5"}  # lower left, lower right, upper left, upper right
    assert libs["F1"] == ["G1", "G2", "H3", "J3"]  # White's lower right: inside its corner only
    assert min(len(v) for v in libs.values()) >= 4


def test_two_stones_area_and_territory_counts_by_hand():
    # Chinese: Black 20 stones + 21 territory = 41; White 20 + 20 = 40;
    # 41 - (40 + 2 compensation) = -1: White by 1.
    chinese = ruled("handicap-two-stones", "chinese")
    score = chinese.result.score
    assert score.breakdown[BLACK] == {"stones": 20, "territory": 21}
    assert score.breakdown[WHITE] == {"stones": 20, "territory": 20}
    assert score.compensation == 2 and score.komi == 0
    assert chinese.ruling.result == "W+1"
    # Japanese: Black 21 territory + 1 prisoner = 22; White 20 + 2 = 22; no compensation, no
    # komi in a handicap game: a tie (jigo).
    japanese = ruled("handicap-two-stones", "japanese")
    assert (japanese.result.black, japanese.result.white) == (22, 22)
    assert japanese.result.score.compensation == 0
    assert japanese.ruling.result == "draw"
    # AGA: 41 - (40 + 1 compensation + 0.5 komi) = -0.5: White by 0.5.
    aga = ruled("handicap-two-stones", "aga")
    assert (aga.result.score.compensation, aga.result.score.komi) == (1, 0.5)
    assert aga.ruling.result == "W+0.5"
    # New Zealand: no compensation, no komi: 41 - 40, Black by 1.
    assert ruled("handicap-two-stones", "nz").ruling.result == "B+1"


def test_two_stones_area_beats_territory_by_the_extra_stones_black_put_down():
    """Black put down 22 stones (2 handicap + 20 moves), White 21: the area margin (+1) is one
    point better for Black than the territory margin (0); AGA's N - 1 = 1 makes them equal."""
    game = ruled("handicap-two-stones", "chinese").replay.game
    put_down = {c: game.board.stone_count(c) + game.prisoners[3 - c] for c in (BLACK, WHITE)}
    assert put_down == {BLACK: 22, WHITE: 21}
    area = ruled("handicap-two-stones", "nz").result
    territory = ruled("handicap-two-stones", "japanese").result
    assert (area.black - area.white) - (territory.black - territory.white) == 1


def test_two_stones_each_ruleset_explains_its_compensation():
    assert "handicap compensation 2" in ruled("handicap-two-stones", "chinese").explanation
    assert "1 compensation stone in Black's area (2 points of compensation)" in \
        ruled("handicap-two-stones", "ing").explanation
    aga = ruled("handicap-two-stones", "aga")
    assert "handicap compensation 1" in aga.explanation
    assert "which the handicap compensation of 1 makes up" in aga.explanation
    # White passed last: one pass stone each, no pass added.
    assert aga.replay.game.pass_stones == {BLACK: 1, WHITE: 1}
    assert "compensation" not in ruled("handicap-two-stones", "japanese").explanation


def test_two_stones_the_winner_changes_with_the_rules():
    results = {r: ruled("handicap-two-stones", r).ruling.result
               for r in ("nz", "tromp-taylor", "chinese", "ing", "aga", "renaissance-area",
                         "renaissance-territory", "japanese", "korean")}
    assert results == {"nz": "B+1", "tromp-taylor": "B+1", "chinese": "W+1", "ing": "W+1",
                       "aga": "W+0.5", "renaissance-area": "W+0.5",
                       "renaissance-territory": "W+0.5", "japanese": "draw", "korean": "draw"}


# ----- Handicap compensation: four stones -------------------------------------------------------

FOUR_STONES_FINAL = """
   A B C D E F G H J
 9 . . . X . . . . .
 8 . . X . X . . . .
 7 . . X X X X X X X
 6 . . X X X X O O O
 5 . X X O O O O . .
 4 . X X O . . O . .
 3 X X X O . O . O .
 2 O O O O . . O . .
 1 . . . . . . . . .
"""


def test_four_stones_the_game_is_real_and_finished():
    diagram = load("handicap-four-stones")
    assert sorted(diagram.root.black) == sorted(fixed_handicap_points(9, 4)) == ["C3", "C7", "G3", "G7"]
    line = ruled("handicap-four-stones", "chinese")
    game = line.replay.game
    assert game.board.rows() == rows(FOUR_STONES_FINAL)
    captures = {o.number: o.captures for o in line.replay.moves if o.captures}
    assert captures == {7: ["G3"], 28: ["D8"]}  # the handicap stone G3; White's probe at D8
    assert game.prisoners == {BLACK: 1, WHITE: 1}
    assert line.result.score.dame == set() and line.result.score.dead == set()
    last = [o for o in line.replay.moves if o.point is not None][-1]
    assert (last.vertex, last.color) == ("A3", BLACK)  # Black plays the last stone
    libs = strings_and_liberties(game.board)
    assert min(len(v) for v in libs.values()) >= 3


def test_four_stones_counts_by_hand():
    # Chinese: Black 21 stones + 21 territory = 42; White 17 + 22 = 39;
    # 42 - (39 + 4) = -1: White by 1.
    chinese = ruled("handicap-four-stones", "chinese")
    assert chinese.result.score.breakdown == {BLACK: {"stones": 21, "territory": 21},
                                               WHITE: {"stones": 17, "territory": 22}}
    assert chinese.ruling.result == "W+1"
    # Japanese: Black 21 + 1 prisoner = 22; White 22 + 1 = 23: White by 1, the same as Chinese,
    # because Black put down 4 more stones than White (22 = 4 + 18 moves, against 18), exactly N.
    japanese = ruled("handicap-four-stones", "japanese")
    assert (japanese.result.black, japanese.result.white) == (22, 23)
    assert japanese.ruling.result == "W+1"
    game = chinese.replay.game
    assert {c: game.board.stone_count(c) + game.prisoners[3 - c] for c in (BLACK, WHITE)} == \
        {BLACK: 22, WHITE: 18}
    # Ing: 4 points paid as 2 White stones in Black's area; Black's 19 stones fill the other 19
    # points of his area, White's 40 - 17 - 2 = 21 stones leave 1 of his 22 points: White by 1.
    ing = ruled("handicap-four-stones", "ing")
    assert "White puts 2 compensation stones in Black's area (4 points of compensation)" in ing.explanation
    assert ing.ruling.result == "W+1"
    # New Zealand: nothing given: 42 - 39, Black by 3.
    assert ruled("handicap-four-stones", "nz").ruling.result == "B+3"


def test_four_stones_aga_adds_white_s_pass_and_both_counts_agree():
    # Black passed last: White adds a pass. Pass stones: Black 2 (White's two passes), White 1.
    # Area: 42 - (39 + 3 + 0.5) = -0.5. Territory, prisoners and pass stones: Black 21 + 1 + 2
    # = 24, White 22 + 1 + 1 = 24; 24 - (24 + 0.5) = -0.5. White by 0.5 both ways.
    aga = ruled("handicap-four-stones", "aga")
    assert "white-extra-pass" in aga.replay.moves[-1].events
    assert aga.replay.game.pass_stones == {BLACK: 2, WHITE: 1}
    assert aga.ruling.result == "W+0.5"
    note = aga.result.score.notes[0]
    assert "gives Black 24, White 24 + komi 0.5 = 24.5: the same margin" in note
    assert "Black 3 more, which the handicap compensation of 3 makes up" in note


# ----- Pass stones ------------------------------------------------------------------------------

PASS_STONES_FINAL = """
   A B C D E F G H
 8 . X O . . . . .
 7 . X O . . . . .
 6 . X O O . O . .
 5 X . X X O . O .
 4 . X . X X O . .
 3 . . . . X O O O
 2 . . . . . X X X
 1 . . . . . . . .
"""


def test_pass_stones_the_game_ends_with_black_s_pass():
    diagram = load("pass-stones")
    assert diagram.record.size == 8 and diagram.record.handicap == 0 and not diagram.root.black
    moves = [node.move for node in diagram.lines[0].nodes[1:]]
    assert [c for c, _ in moves] == ["B", "W"] * 14 + ["B"]
    assert moves[-4:] == [("W", None), ("B", "E4"), ("W", None), ("B", None)]
    line = ruled("pass-stones", "aga")
    game = line.replay.game
    assert game.board.rows() == rows(PASS_STONES_FINAL)
    captures = {o.number: o.captures for o in line.replay.moves if o.captures}
    assert captures == {16: ["F5"], 25: ["B5"]}
    assert game.prisoners == {BLACK: 1, WHITE: 1}
    assert line.result.score.dame == set()


def test_pass_stones_e4_was_the_last_neutral_point_and_e5_is_safe():
    # Before White's first pass, E4 touches Black's D4 and E3 and White's E5 and F4.
    diagram = load("pass-stones")
    before = replay(diagram.record, preset("chinese"), nodes=diagram.lines[0].nodes[:26]).game
    assert before.move_number == 25 and before.phase == "play"
    assert before.score().dame == {before.point("E4")}
    # At the end the lone White stone E5 has two liberties, E6 and F5, both inside White's
    # area: Black at F5 would be suicide, Black at E6 would be in atari at once.
    final = ruled("pass-stones", "chinese").replay.game
    assert strings_and_liberties(final.board)["E5"] == ["E6", "F5"]
    probe = game_from(PASS_STONES_FINAL, "chinese", to_play="B")
    assert probe.check("F5").reason == "suicide"
    probe.play("E6")
    assert probe.board.string_liberties(probe.point("E6")) == {probe.point("E7")}


def test_pass_stones_aga_territory_with_pass_stones_equals_area():
    # White passed twice in play and adds a third pass: Black holds 3 pass stones; Black's one
    # pass gave White 1.
    # Area: Black 13 stones + 23 territory = 36; White 11 + 17 = 28; 36 - 28 - 7.5 = B+0.5.
    # Territory: Black 23 + 1 prisoner + 3 pass stones = 27; White 17 + 1 + 1 = 19;
    # 27 - 19 - 7.5 = B+0.5: the same margin.
    aga = ruled("pass-stones", "aga")
    game = aga.replay.game
    assert "white-extra-pass" in aga.replay.moves[-1].events
    assert game.pass_stones == {BLACK: 3, WHITE: 1}
    score = aga.result.score
    assert (score.black, score.white) == (36, 35.5)
    assert score.breakdown[BLACK] == {"stones": 13, "territory": 23, "pass_stones": 3}
    assert score.breakdown[WHITE] == {"stones": 11, "territory": 17, "pass_stones": 1}
    assert aga.ruling.result == "B+0.5"
    note = score.notes[0]
    assert "gives Black 27, White 19 + komi 7.5 = 26.5: the same margin" in note
    assert "The two counts agree whenever" in note
    # 14 stones + 1 pass stone handed over by Black, 12 + 3 by White.
    assert "Black put down 14 stones and handed over 1 pass stone" in note
    assert "White put down 12 stones and handed over 3 pass stones: 15 each" in note


def test_pass_stones_japanese_count_differs_by_the_parity():
    # Japanese: no pass stones. Black 23 + 1 = 24, White 17 + 1 = 18: 6, two less than the area
    # margin 8, because Black put down 14 stones and White 12. With komi 6.5: White by 0.5.
    japanese = ruled("pass-stones", "japanese")
    assert (japanese.result.black, japanese.result.white) == (24, 24.5)
    assert japanese.result.score.breakdown[BLACK]["pass_stones"] == 0
    assert japanese.ruling.result == "W+0.5"
    assert japanese.replay.game.pass_stones == {BLACK: 0, WHITE: 0}
    # Chinese agrees with AGA (area, komi 7.5): Black by 0.5.
    assert ruled("pass-stones", "chinese").ruling.result == "B+0.5"


@pytest.mark.parametrize("ruleset,result", [("aga", "W+1.5"), ("chinese", "W+1.5"),
                                            ("japanese", "W+0.5"), ("nz", "W+1")])
def test_pass_stones_when_white_fills_e4_instead_white_passes_last(ruleset, result):
    # Area: Black 12 stones + 23 = 35, White 12 + 17 = 29: 6. Territory with pass stones (one
    # each): 23 + 1 + 1 = 25 against 17 + 1 + 1 = 19: 6. Japanese: 24 against 18: 6 as well,
    # each side having put down 13 stones. AGA 6 - 7.5 = W+1.5; Japanese 6 - 6.5 = W+0.5.
    line = ruled("pass-stones", ruleset, line=1)
    assert line.ruling.result == result
    game = line.replay.game
    assert game.board.color[game.point("E4")] == WHITE
    if ruleset == "aga":
        assert "white-extra-pass" not in line.replay.moves[-1].events
        assert game.pass_stones == {BLACK: 1, WHITE: 1}
        assert "gives Black 25, White 19 + komi 7.5 = 26.5: the same margin" in line.result.score.notes[0]
        assert "14 each" in line.result.score.notes[0]
    if ruleset == "japanese":
        assert (line.result.black, line.result.white) == (24, 24.5)


def _line(diagram, name_part: str):
    return next(line for line in diagram.lines if name_part in line.name)


def _root_board(diagram) -> Board:
    board = Board(diagram.record.size)
    root = diagram.root
    board.set_points([(board.point(v), BLACK) for v in root.black] + [(board.point(v), WHITE) for v in root.white])
    return board


# ----- Playing inside your own territory ---------------------------------------------------------

INSIDE = """
   A B C D E F G H J
 9 . . . . X O . . .
 8 . . . . X O . . .
 7 . . . . X O . . .
 6 . . . . X O . . .
 5 . . . . X O . . .
 4 . . . . X O . . .
 3 X X X X X O O O O
 2 . O . . X O . . .
 1 . . . . X O . . .
"""
# Black's closed corner, two rows deep, where White's B2 sits.
POCKET = ("A1", "B1", "C1", "D1", "A2", "B2", "C2", "D2")


def _white_dies_in(board: Board, pocket, max_black_moves: int = 8) -> int | None:
    """The fewest Black moves that surely kill everything White has or plays in the pocket.

    An AND-OR search with White to move first, as at the diagram's root. White may play any
    pocket point or pass; Black answers on a pocket point or passes. Suicide is illegal and the
    basic ko rule holds (no immediate retaking of a single stone). Black has won when no White
    stone is left in the pocket AND White has no legal play there at all (every empty point is
    one where a White stone would be suicide), so a second invasion is covered too. Every Black
    move spends one of the allowed moves, so the search is finite; positions are remembered
    (transposition table keyed by position, side to move, ko point and moves left). Returns
    the smallest number of Black moves that is enough, or None if even max_black_moves is not
    (White escapes, lives, or Black cannot finish in time).
    """
    points = [board.point(v) for v in pocket]
    color = board.color
    memo: dict = {}

    def play(p, c, ko):
        if color[p] != 0 or p == ko:
            return None
        before = board.hash
        captured, suicided = board.play(p, c)
        if suicided:
            board.undo_play(p, c, captured, suicided, before)
            return None
        single_ko = (len(captured) == 1 and len(board.string_stones(p)) == 1
                     and len(board.string_liberties(p)) == 1)
        return captured, suicided, before, captured[0] if single_ko else None

    def white_finished():
        if any(color[p] == WHITE for p in points):
            return False
        for p in points:
            undo = play(p, WHITE, None)
            if undo is not None:
                board.undo_play(p, WHITE, *undo[:3])
                return False
        return True

    def black_wins(to_move, ko, moves_left):
        if white_finished():
            return True
        if moves_left == 0:
            return False
        key = (board.hash, to_move, ko, moves_left)
        if key not in memo:
            if to_move == WHITE:  # every White choice must still lose
                won = black_wins(BLACK, None, moves_left)  # White passes
                for p in points:
                    if not won:
                        break
                    undo = play(p, WHITE, ko)
                    if undo is not None:
                        won = black_wins(BLACK, undo[3], moves_left)
                        board.undo_play(p, WHITE, *undo[:3])
            else:  # one Black choice that wins is enough
                won = black_wins(WHITE, None, moves_left - 1)  # Black passes
                for p in points:
                    if won:
                        break
                    undo = play(p, BLACK, ko)
                    if undo is not None:
                        won = black_wins(WHITE, undo[3], moves_left - 1)
                        board.undo_play(p, BLACK, *undo[:3])
            memo[key] = won
        return memo[key]

    for moves in range(1, max_black_moves + 1):
        memo.clear()
        if black_wins(WHITE, None, moves):
            return moves
    return None


def test_inside_own_territory_board_is_the_diagram_with_no_dame():
    diagram = load("playing-inside-own-territory")
    board = _root_board(diagram)
    assert board.rows() == Board.from_ascii(INSIDE).rows()
    assert diagram.root.to_play == "W"  # White is to play, as the search below assumes
    assert board.stone_count(BLACK) == board.stone_count(WHITE) == 13
    # No dame: with the dead B2 taken off, each empty area touches one colour only. Black's:
    # 24 points above the wall and the 8-point corner; White's: 18 above G3-J3 and 6 below.
    b2 = board.point("B2")
    board.set_points([(b2, 0)])
    areas, left = [], {p for p in board.points if board.color[p] == 0}
    while left:
        area, todo = set(), [left.pop()]
        while todo:
            p = todo.pop()
            area.add(p)
            todo += [q for q in board.neighbours(p) if q in left]
            left -= area | set(todo)
        owners = {board.color[q] for p in area for q in board.neighbours(p)} - {0, 3}
        areas.append((len(area), "X" if owners == {BLACK} else "O" if owners == {WHITE} else "dame"))
    assert sorted(areas) == [(6, "O"), (8, "X"), (18, "O"), (24, "X")]
    board.set_points([(b2, WHITE)])
    # Black's corner: 8 points, B2 with its three liberties A2, C2, B1 (B3 is Black).
    assert board.string_liberties(b2) == {board.point(v) for v in ("A2", "C2", "B1")}


def test_inside_own_territory_pocket_is_sealed_by_a_wall_that_cannot_be_captured():
    board = _root_board(load("playing-inside-own-territory"))
    pocket = {board.point(v) for v in POCKET}
    # The points next to the corner, the board's edge (colour 3) aside.
    boundary = {q for p in pocket for q in board.neighbours(p) if board.color[q] != 3} - pocket
    # The corner is shut by A3, B3, C3, D3 and E1, E2 (and the edges): all Black.
    assert names(board, boundary) == {"A3", "B3", "C3", "D3", "E1", "E2"}
    assert all(board.color[q] == BLACK for q in boundary)
    # All six are one string with the whole E column: 13 stones ...
    wall = set(board.string_stones(board.point("A3")))
    assert boundary <= wall and len(wall) == 13
    # ... whose liberties outside the corner are nine points of Black's upper area, where no
    # White stone stands: White would need nine moves there before the wall were in atari,
    # each one answered by Black inside its own area.
    outside = board.string_liberties(board.point("A3")) - pocket
    assert names(board, outside) == {"A4", "B4", "C4", "D4", "D5", "D6", "D7", "D8", "D9"}
    assert all(WHITE not in {board.color[q] for q in board.neighbours(p)} for p in outside)


def test_inside_own_territory_white_cannot_live_in_the_corner():
    """
    White to play, in Black's eight-point corner:

       A B C D E
     3 X X X X X
     2 . O . . X
     1 . . . . X

    Whatever White does there (play any point, again and again, or pass), Black captures
    every White stone and closes the corner so that White has no legal play left in it,
    within seven Black moves; six are not enough against the best resistance.
    """
    board = _root_board(load("playing-inside-own-territory"))
    assert _white_dies_in(board, POCKET) == 7
    assert _white_dies_in(board, POCKET, max_black_moves=6) is None
    assert board.rows() == Board.from_ascii(INSIDE).rows()  # the search left the board as it was
    # Even a second White stone anywhere in the corner, with White still to play, dies.
    for vertex in POCKET:
        if vertex != "B2":
            second = board.copy()
            second.set_points([(second.point(vertex), WHITE)])
            assert _white_dies_in(second, POCKET) is not None, vertex
    # The search can say "alive": give White A2, C2, D2, B1, D1 and the move, and B2 makes
    # two eyes at A1 and C1, where Black may never play.
    alive = board.copy()
    alive.set_points([(alive.point(v), WHITE) for v in ("A2", "C2", "D2", "B1", "D1")]
                     + [(alive.point("B2"), 0)])
    assert _white_dies_in(alive, POCKET) is None


def test_inside_own_territory_agreed_dead():
    """Main line: both pass, B2 is agreed dead.
    Area (Chinese): Black 13 stones + 32 empty (24 above the wall + 8 in the corner) = 45,
    White 12 stones + 24 empty (18 + 6) = 36; 45 - 36 - 7.5 = B+1.5.
    Territory (Japanese): Black 32 + 1 prisoner (B2) = 33, White 24; 33 - 24 - 6.5 = B+2.5.
    Tromp-Taylor: B2 is alive; the seven empty corner points touch it and count for nobody:
    Black 13 + 24 = 37, White 13 + 24 = 37; 37 - 37 - 7.5 = W+7.5."""
    diagram = load("playing-inside-own-territory")
    main = diagram.lines[0]
    chinese = rule_line(diagram, main, "chinese")
    assert chinese.ruling == Ruling("counted", 2, "passes", "B+1.5", ("B2",))
    assert (chinese.result.black, chinese.result.white) == (45, 36 + 7.5)
    japanese = rule_line(diagram, main, "japanese")
    assert japanese.ruling == Ruling("counted", 2, "passes", "B+2.5", ("B2",))
    assert (japanese.result.black, japanese.result.white) == (33, 24 + 6.5)
    tromp = rule_line(diagram, main, "tromp-taylor")
    assert (tromp.ruling.result, tromp.result.black, tromp.result.white) == ("W+7.5", 37, 37 + 7.5)


def test_capturing_during_play_costs_territory_but_not_area():
    """Black captures with A2, C2, B1 while White passes.
    Area (Chinese): Black 16 stones + 29 empty (24 + A1, B2, C1, D1, D2) = 45, White 36: still
    B+1.5 - a stone in your own area counts like the empty point it fills.
    Territory (Japanese): Black 29 + 1 prisoner = 30, White 24; 30 - 24 - 6.5 = W+0.5: three
    points lost, one per stone, and the game with them.
    Renaissance B: no pass stones before play has stopped, so the same W+0.5."""
    diagram = load("playing-inside-own-territory")
    line = _line(diagram, "during play")
    japanese = rule_line(diagram, line, "japanese")
    atari, capture = japanese.replay.moves[3], japanese.replay.moves[5]
    assert atari.vertex == "C2"
    assert capture.vertex == "B1" and capture.captures == ["B2"]
    assert japanese.ruling == Ruling("counted", 8, "passes", "W+0.5")
    assert (japanese.result.black, japanese.result.white) == (30, 24 + 6.5)
    chinese = rule_line(diagram, line, "chinese")
    assert chinese.ruling.result == "B+1.5" and chinese.result.black == 45
    ren_b = rule_line(diagram, line, "renaissance-territory")
    assert ren_b.ruling.result == "W+0.5" and ren_b.replay.game.pass_stones == {BLACK: 0, WHITE: 0}
    # AGA counts the area; its pass stones (five to Black, one to White) keep the territory form
    # level too: 29 + 1 + 5 = 35 against 24 + 1 = 25, as in the main line (32 + 1 + 2 against 25).
    aga = rule_line(diagram, line, "aga")
    assert aga.ruling.result == "B+1.5" and aga.replay.game.pass_stones == {BLACK: 5, WHITE: 1}
    assert "Black 35, White 25" in aga.result.score.notes[0]
    assert rule_line(diagram, line, "tromp-taylor").ruling.result == "B+1.5"


def test_the_dispute_after_play_stopped_is_free_by_pass_stones_or_confirmation():
    """Play stops, White disputes B2, and Black captures it.
    Japanese: the confirmation play is not kept, B2 is dead: 32 + 1 - 24 - 6.5 = B+2.5.
    Renaissance B: in the dispute phase White passed four times and Black once (four moves
    each), so Black 29 + 1 captured + 4 pass stones = 34, White 24 + 1 = 25;
    34 - 25 - 6.5 = B+2.5, the same as agreeing.
    Area (Chinese): the stones are kept, and cost nothing: Black 16 stones + 29 empty = 45,
    White 36; 45 - 36 - 7.5 = B+1.5.
    Tromp-Taylor: the game ended with the first two passes, B2 alive: W+7.5 as in the main line."""
    diagram = load("playing-inside-own-territory")
    line = _line(diagram, "dispute")
    assert rule_line(diagram, line, "japanese").ruling == Ruling("counted", 10, "confirmation", "B+2.5", ("B2",))
    ren_b = rule_line(diagram, line, "renaissance-territory")
    game = ren_b.replay.game
    assert ren_b.ruling == Ruling("counted", 11, "passes", "B+2.5")
    assert game.dispute_phases == 1 and game.pass_stones == {BLACK: 4, WHITE: 1}
    assert game.prisoners[BLACK] == 1  # B2, captured by Black
    assert (ren_b.result.black, ren_b.result.white) == (34, 25 + 6.5)
    chinese = rule_line(diagram, line, "chinese")
    assert chinese.ruling.result == "B+1.5" and (chinese.result.black, chinese.result.white) == (45, 36 + 7.5)
    assert rule_line(diagram, line, "tromp-taylor").ruling == Ruling("ended", 2, "passes", "W+7.5")
