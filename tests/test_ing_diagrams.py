"""Ing SST diagrams: what the library's Ing positions claim, checked move by move with the engine."""

from __future__ import annotations

import pytest

from gogui.diagrams import load, rule_line
from gogui.engine import BLACK, WHITE, Board, Game, preset

# "What kind of ko am I?" (SST 6B), the balanced case: three kos, all internal.
#
#     A B C D E F G H
#   8 X X X X X X X .      Black's top group: row 8 and A7, C7, E7, G7, H7; liberties D7 (its
#   7 X O X . X O X X      ko point) and H8 (its eye).
#   6 O . O X O . O O      White's ring: A6, C6, E6, G6, H6 and row 5; liberties B6 and F6 (its
#   5 O O O O O O O O      two ko points).
#   4 X X X X X X X X      White's B7 and F7 sit in Black's mouth, Black's D6 in White's.
#   3 X X X X X X X X      Black's wall (rows 4 to 2) is alive; row 1 is its territory.
#   2 X X X X X X X X
#   1 . . . . . . . .
WHAT_KIND = [
    "XXXXXXX.",
    "XOX.XOXX",
    "O.OXO.OO",
    "OOOOOOOO",
    "XXXXXXXX",
    "XXXXXXXX",
    "XXXXXXXX",
    "........",
]
KO_POINTS = ("B6", "B7", "D6", "D7", "F6", "F7")
BLACK_ROUND = "F6 D7 B6 F7 D6 B7"


def _diagram_game(ruleset: str = "ing") -> Game:
    diagram = load("what-kind-of-ko")
    root = diagram.root
    return Game(preset(ruleset), diagram.record.size, black=list(root.black), white=list(root.white),
                to_move="B", komi=0)


def _libs(board: Board, vertex: str) -> list[str]:
    return sorted(board.vertex(p) for p in board.string_liberties(board.point(vertex)))


def _play(game: Game, moves: str) -> list:
    outcomes = []
    for move in moves.split():
        outcome = game.pass_move() if move == "pass" else game.play(move)
        assert outcome.legal, f"{move}: {outcome.explanation}"
        outcomes.append(outcome)
    return outcomes


def test_what_kind_of_ko_all_three_kos_are_internal_and_balanced():
    game = _diagram_game()
    board = game.board
    assert board.rows() == WHAT_KIND
    # Each side has two liberties, and all of them are inside the shape.
    assert _libs(board, "A8") == ["D7", "H8"]  # Black's top group: its ko point and its eye
    assert _libs(board, "A6") == ["B6", "F6"]  # White's ring: its two ko points
    assert _libs(board, "A4") == ["A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1"]  # the wall
    top = set(board.string_stones(board.point("A8")))
    ring = set(board.string_stones(board.point("A6")))
    assert len(top) == 12 and board.point("H7") in top  # one string, H8 a real eye
    assert len(ring) == 13
    # Each ko stone is one stone in atari, held in the mouth of one locked group, and the point
    # where it is taken touches only the other locked group (and the ko stone): an internal ko.
    for stone, point, holder, taker in (("B7", "B6", top, ring), ("F7", "F6", top, ring),
                                        ("D6", "D7", ring, top)):
        p = board.point(stone)
        assert board.string_stones(p) == [p] and _libs(board, stone) == [point]
        opponents = {n for n in board.neighbours(p) if board.get(n) == 3 - board.get(p)}
        assert opponents and opponents <= holder
        around = [n for n in board.neighbours(board.point(point)) if n != p and board.get(n) in (BLACK, WHITE)]
        assert around and all(n in taker for n in around)


def test_what_kind_of_ko_ing_refuses_black_s_second_round():
    """Black F6 attacks; every later move answers an atari; White's B7 brings back the start. Ing
    names Black the disturber and refuses Black's next attack; superko refuses White's B7."""
    game = _diagram_game()
    outcomes = _play(game, BLACK_ROUND)
    assert [o.captures for o in outcomes] == [["F7"], ["D6"], ["B7"], ["F6"], ["D7"], ["B6"]]
    assert game.board.rows() == WHAT_KIND
    assert "disturber-b" in outcomes[-1].events and game.disturbers() == ["B"]
    again = game.check("F6")
    assert again.reason == "disturbing"
    assert again.explanation.startswith("Black has used up its one disturbance")
    assert "attack in the balanced ko again" in again.explanation
    superko = _diagram_game("chinese")
    _play(superko, BLACK_ROUND.rsplit(" ", 1)[0])
    assert superko.check("B7").reason == "positional-superko"


def test_what_kind_of_ko_each_side_disturbs_once_then_seki():
    """White sets off a round (D7 first), then Black one of its own (B6 first). Afterwards neither
    may attack, and a play on one's own liberty only puts oneself in atari."""
    game = _diagram_game()
    outcomes = _play(game, "pass D7 F6 pass D6 F7")
    assert "disturber-w" in outcomes[-1].events and game.disturbers() == ["W"]
    outcomes = _play(game, "B6 D7 F6 B7 D6 F7")
    assert "disturber-b" in outcomes[-2].events and game.disturbers() == ["B", "W"]
    assert game.board.rows() == WHAT_KIND and game.to_move == BLACK
    assert game.check("B6").reason == "disturbing"
    assert game.check("F6").reason == "ko"  # White's F7 has just captured there
    filling = game.check("D7")
    assert filling.legal and filling.captured == []  # Black would leave itself only H8
    _play(game, "pass")
    assert game.check("D7").reason == "disturbing"
    for own in ("B6", "F6"):
        filling = game.check(own)
        assert filling.legal and filling.captured == []


def _locked_group_in_atari_by(game: Game, player: int) -> list[str]:
    """The plays by `player` that would capture the opponent's top group or ring now."""
    out = []
    for v in KO_POINTS + ("H8",):
        if game.board.get(game.point(v)) == 0:
            outcome = game.check(v, player)
            if outcome.legal and len(outcome.captured) > 1:
                out.append(v)
    return out


def _search(game: Game, depth: int, line: list[str]) -> int:
    """Every line of captures and passes: whenever the player to move has a locked group that the
    opponent could capture next, some legal capture removes the threat."""
    mover = game.to_move
    if _locked_group_in_atari_by(game, 3 - mover):
        answers = []
        for v in KO_POINTS:
            if game.board.get(game.point(v)) == 0 and game.check(v).legal and game.check(v).captured:
                game.play(v)
                if not _locked_group_in_atari_by(game, 3 - mover):
                    answers.append(v)
                game.undo()
        assert answers, f"after {' '.join(line) or 'the start'} a locked group cannot be saved"
    if depth == 0:
        return 1
    seen = 1
    moves = [v for v in KO_POINTS if game.board.get(game.point(v)) == 0
             and game.check(v).legal and game.check(v).captured]
    for move in moves + ["pass"]:
        outcome = game.pass_move() if move == "pass" else game.play(move)
        assert outcome.legal
        if game.phase == "stopped":
            game.resume()
        seen += _search(game, depth - 1, line + [move])
        game.undo()
    return seen


@pytest.mark.parametrize("history", ["", BLACK_ROUND, "pass D7 F6 pass D6 F7 B6 D7 F6 B7 D6 F7"])
def test_what_kind_of_ko_neither_group_can_be_captured_under_ing(history):
    game = _diagram_game()
    _play(game, history)
    assert _search(game, 8, []) > 8


def test_what_kind_of_ko_seki_counts():
    """Both pass. Area: Black 37 stones + 8 (row 1) + D7 + H8 = 47; White 15 stones + B6 + F6 = 17;
    47 - 17 - 0 komi = B+30. Territory (Japanese): no empty point touches both colours, so there
    is no dame and the eyes count: Black 8 + 2 = 10, White 2, no prisoners: B+8."""
    diagram = load("what-kind-of-ko")
    both_pass = next(line for line in diagram.lines if line.name == "Both pass: seki")
    board = Board.from_ascii("\n".join(WHAT_KIND))
    assert (board.stone_count(BLACK), board.stone_count(WHITE)) == (37, 15)
    chinese = rule_line(diagram, both_pass, "chinese")
    assert (chinese.result.black, chinese.result.white) == (37 + 8 + 2, 15 + 2)
    assert chinese.ruling.result == "B+30"
    japanese = rule_line(diagram, both_pass, "japanese")
    assert (japanese.result.black, japanese.result.white) == (8 + 2, 2)
    assert japanese.ruling.result == "B+8"
    ing = rule_line(diagram, both_pass, "ing")
    assert ing.ruling.result == "B+30" and ing.result.score.dead == set()
    # After each side's one round the board is the start again and the count the same.
    rounds = next(line for line in diagram.lines if line.name.startswith("Ing: each side"))
    ruled = rule_line(diagram, rounds, "ing")
    assert ruled.ruling.text() == "counted 14 passes B+30"
    assert ruled.replay.game.board.rows() == WHAT_KIND


# The variation: the same shape with White's left ko moved outside, against Black's wall.
#
#     A B C D E F G H
#   8 X X X X X X X .      Black's top group: liberties D7 and the eye H8, both internal.
#   7 X X X . X O X X      White's ring: liberties B5 and F6; only F6 is internal (F7 sits in
#   6 O O O X O . O O      the top group's mouth), B5 is external (B4 sits in the wall's).
#   5 O . O O O O O O
#   4 X O X X X X X X
#   3 X X X X X X X X
#   2 X X X X X X X X
#   1 . . . . . . . .
ONE_KO_OUTSIDE = [
    "XXXXXXX.",
    "XXX.XOXX",
    "OOOXO.OO",
    "O.OOOOOO",
    "XOXXXXXX",
    "XXXXXXXX",
    "XXXXXXXX",
    "........",
]


def _outside_line():
    diagram = load("what-kind-of-ko")
    return diagram, next(line for line in diagram.lines if line.name == "One ko outside: Black attacks")


def test_one_ko_outside_the_variation_sets_up_the_external_ko():
    diagram, line = _outside_line()
    replayed = rule_line(diagram, line, "ing").replay
    game = Game(preset("ing"), 8, black=list(diagram.root.black), white=list(diagram.root.white), to_move="B")
    first = line.nodes[1]
    game.setup(first.black, first.white, first.empty, to_move="B")
    assert game.board.rows() == ONE_KO_OUTSIDE
    assert _libs(game.board, "A6") == ["B5", "F6"] and _libs(game.board, "A8") == ["D7", "H8"]
    assert replayed.moves[0].vertex == "B5" and replayed.moves[0].captures == ["B4"]


def test_one_ko_outside_white_answers_once_then_dies_under_ing():
    diagram, line = _outside_line()
    ruled = rule_line(diagram, line, "ing")
    moves = ruled.replay.moves
    assert [o.vertex for o in moves[:8]] == ["B5", "D7", "F6", "B4", "D6", "F7", "B5", None]
    assert "disturber-w" in moves[5].events  # White's D7 began the round: White's one disturbance
    assert sorted(moves[8].captures) == sorted(
        ["A5", "A6", "B6", "C5", "C6", "D5", "E5", "E6", "F5", "F7", "G5", "G6", "H5", "H6"])
    # Before White's pass the answer at D7 was refused as a second disturbance.
    game = Game(preset("ing"), 8, black=list(diagram.root.black), white=list(diagram.root.white), to_move="B")
    first = line.nodes[1]
    game.setup(first.black, first.white, first.empty, to_move="B")
    _play(game, "B5 D7 F6 B4 D6 F7 B5")
    refused = game.check("D7")
    assert refused.reason == "disturbing" and "White D7 (move 2) began" in refused.explanation


def test_one_ko_outside_superko_refuses_the_return_and_the_counts_by_hand():
    diagram, line = _outside_line()
    assert rule_line(diagram, line, "chinese").ruling.text() == "illegal 6 positional-superko"
    # Area (Ing, komi 0): Black 39 stones + 25 empty points = 64, White nothing: B+64.
    ing = rule_line(diagram, line, "ing").result
    assert (ing.score.black, ing.score.white, ing.margin) == (64, 0, 64)
    # Territory (Japanese): Black 25 points + 18 prisoners (B4 twice, F7, D7, then the ring and
    # F7: 14) = 43; White 3 prisoners (D6, B5, F6): 43 - 3 = B+40.
    japanese = rule_line(diagram, line, "japanese").result
    assert (japanese.black, japanese.white, japanese.margin) == (43, 3, 40)
