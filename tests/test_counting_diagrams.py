"""The counting diagrams of the library, checked the way a learner would check them by hand."""

from __future__ import annotations

import pytest

from gogui.diagrams import load, rule_line
from gogui.engine import BLACK, WHITE, Board, count, preset
from gogui.engine.scoring import _regions

from godiagram import game_from, play


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
