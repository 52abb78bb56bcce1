"""Counting diagrams: the positions of the counting theme, checked as a Go player would check them."""

from __future__ import annotations

from gogui.diagrams import Ruling, load, rule_line
from gogui.engine import BLACK, WHITE, Board


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
 6 . X . . X O . . .
 5 . O . . X O . . .
 4 . . . . X O . . .
 3 . . . . X O . . .
 2 . . . . X O . . .
 1 . . . . X O . . .
"""


def test_inside_own_territory_position_is_finished_and_the_white_stone_hopeless():
    diagram = load("playing-inside-own-territory")
    board = _root_board(diagram)
    assert board.rows() == Board.from_ascii(INSIDE).rows()
    # B5 has three liberties, all inside Black's area; Black's B6 stone and wall cannot be attacked.
    assert board.string_liberties(board.point("B5")) == {board.point(v) for v in ("A5", "C5", "B4")}
    assert len(board.string_stones(board.point("E5"))) == 9 and len(board.string_stones(board.point("F5"))) == 9
    # No dame: every empty point left of the border sees only Black (and the dead stone), every
    # empty point right of it only White.
    for p in board.points:
        if board.color[p] == 0:
            x = board.vertex(p)[0]
            seen = {board.color[q] for q in board.neighbours(p)} - {0, 3}
            if x in "ABCD":
                assert seen <= {BLACK} or p in board.string_liberties(board.point("B5"))
            else:
                assert seen <= {WHITE}


def test_inside_own_territory_agreed_dead():
    """Main line: both pass, B5 is agreed dead.
    Area (Chinese): Black 10 stones + 35 = 45, White 9 + 27 = 36; 45 - 36 - 7.5 = B+1.5.
    Territory (Japanese): Black 35 + 1 prisoner (B5) = 36, White 27; 36 - 27 - 6.5 = B+2.5.
    Tromp-Taylor: B5 is alive, Black's 35 empty points touch it and count for nobody:
    Black 10, White 10 + 27 = 37; 10 - 37 - 7.5 = W+34.5."""
    diagram = load("playing-inside-own-territory")
    main = diagram.lines[0]
    assert rule_line(diagram, main, "chinese").ruling == Ruling("counted", 2, "passes", "B+1.5", ("B5",))
    assert rule_line(diagram, main, "japanese").ruling == Ruling("counted", 2, "passes", "B+2.5", ("B5",))
    assert rule_line(diagram, main, "tromp-taylor").ruling.result == "W+34.5"


def test_capturing_during_play_costs_territory_but_not_area():
    """Black captures with A5, C5, B4 while White passes.
    Area (Chinese): Black 13 stones + 32 = 45, White 36: still B+1.5 - a stone in your own area
    counts like the empty point it fills.
    Territory (Japanese): Black 32 + 1 prisoner = 33, White 27; 33 - 27 - 6.5 = W+0.5: three
    points lost, one per stone, and the game with them.
    Renaissance B: no pass stones before play has stopped, so the same W+0.5."""
    diagram = load("playing-inside-own-territory")
    line = _line(diagram, "during play")
    japanese = rule_line(diagram, line, "japanese")
    capture = japanese.replay.moves[5]
    assert (capture.vertex, capture.captures) == ("B4", ["B5"])
    assert japanese.ruling == Ruling("counted", 8, "passes", "W+0.5")
    assert rule_line(diagram, line, "chinese").ruling.result == "B+1.5"
    ren_b = rule_line(diagram, line, "renaissance-territory")
    assert ren_b.ruling.result == "W+0.5" and ren_b.replay.game.pass_stones == {BLACK: 0, WHITE: 0}
    # AGA counts the area; its pass stones (five to Black, one to White) keep the territory form
    # level too: 32 + 1 + 5 = 38 against 27 + 1 = 28, as in the main line (35 + 1 + 2 against 28).
    aga = rule_line(diagram, line, "aga")
    assert aga.ruling.result == "B+1.5" and aga.replay.game.pass_stones == {BLACK: 5, WHITE: 1}


def test_the_dispute_after_play_stopped_is_free_by_pass_stones_or_confirmation():
    """Play stops, White disputes B5, and Black captures it.
    Japanese: the confirmation play is not kept, B5 is dead: 35 + 1 - 27 - 6.5 = B+2.5.
    Renaissance B: in the dispute phase White passed four times and Black once (four moves
    each), so Black 32 + 1 captured + 4 pass stones = 37, White 27 + 1 = 28;
    37 - 28 - 6.5 = B+2.5, the same as agreeing."""
    diagram = load("playing-inside-own-territory")
    line = _line(diagram, "dispute")
    assert rule_line(diagram, line, "japanese").ruling == Ruling("counted", 10, "confirmation", "B+2.5", ("B5",))
    ren_b = rule_line(diagram, line, "renaissance-territory")
    game = ren_b.replay.game
    assert ren_b.ruling == Ruling("counted", 11, "passes", "B+2.5")
    assert game.dispute_phases == 1 and game.pass_stones == {BLACK: 4, WHITE: 1}
    assert game.prisoners[BLACK] == 1  # B5, captured by Black
    assert rule_line(diagram, line, "chinese").ruling.result == "B+1.5"
