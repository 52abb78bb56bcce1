"""A corner or side diagram (SGF VW) counts and draws only the part of the board it is about."""

from __future__ import annotations

import json

import pytest

from gogui import cli, diagrams
from gogui.board_part import CUT_WIDTH, BoardPart, line_points, part_shown, step_to_fit, whole_board
from gogui.engine import preset
from gogui.explorer import Explorer
from gogui.replay import replay
from gogui.sgf import Node, parse

# The bent four's corner of a 19x19 board after Black captured and both passed, shown by
# VW[aa:ee] (A19 to E15). Komi 0.
#
#     A B C D E
#  19 . X X . X
#  18 X . . . X
#  17 . . . . X
#  16 . . . . X
#  15 X X X X X
CORNER = (b"(;GM[1]FF[4]SZ[19]KM[0]VW[aa:ee]AB[ba][ca][ea][ab][eb][ec][ed][ae][be][ce][de][ee]"
          b";B[];W[])")


def test_vw_names_the_points_of_the_diagram():
    record = parse(CORNER)[0]
    view = record.view()
    assert len(view) == 25 and view[0] == "A15" and view[-1] == "E19"
    assert parse(b"(;GM[1]SZ[19]VW[])")[0].view() is None
    assert parse(b"(;GM[1]SZ[19])")[0].view() is None


def test_a_corner_diagram_counts_only_its_corner():
    """Area: Black's 12 stones and 13 empty points of the corner, 25 in all, White 0: B+25, not
    the 361 points of a board whose other 336 points would be Black's too."""
    result = replay(parse(CORNER)[0], preset("tromp-taylor")).result()
    assert (result.black, result.white, result.winner, result.margin) == (25, 0, "B", 25)
    assert "Only the diagram's view is counted (25 of the board's 361 points)" in result.explanation
    # Territory counting: the 13 empty points of the corner, no prisoners.
    record = parse(CORNER)[0]
    japanese = replay(record, preset("japanese")).result(dead=[])
    assert (japanese.black, japanese.winner, japanese.margin) == (13, "B", 13)


def test_gogui_rules_counts_the_view_too(tmp_path, capsys):
    path = tmp_path / "corner.sgf"
    path.write_bytes(CORNER)
    assert cli.main([str(path), "--ruleset", "tromp-taylor", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    ruled = report["games"][0]["rulesets"][0]
    assert ruled["result"]["margin"] == 25 and ruled["result"]["winner"] == "B"


# ----- what part of the board is drawn ------------------------------------------------------

def bent_four_part(variation: str | None) -> BoardPart | None:
    """The part of the board the window draws on bent four's main line or a variation (by name)."""
    explorer = Explorer()
    record, title = Explorer.diagram_record("bent-four")
    explorer.open_record(record, title, "bent-four")
    start = record.root if variation is None else next(child for child in record.root.children
                                                       if child.name == variation)
    explorer.set_line(start, 0 if variation is None else 1)
    return explorer.view_bounds()


def test_bent_four_s_main_line_draws_its_corner_only():
    """VW[aa:ee][la:sg][nq:ss][ap:hs] names four parts of the board; the main line plays only
    in the upper left (A15-E19), so only that corner is drawn: 5 columns by 5 rows."""
    part = bent_four_part(None)
    assert part is not None
    assert (part.columns, part.rows) == ((0, 1, 2, 3, 4), (14, 15, 16, 17, 18))
    assert part.points() == {f"{c}{r}" for c in "ABCDE" for r in range(15, 20)}


def test_a_variation_in_two_corners_draws_the_two_corners_and_cuts_the_board_between():
    """'With a White ko threat': the upper left (A15-E19) and the lower right, O1-T3, where
    Black's straight four is. Columns F-N and rows 4-14 are cut out; Q17 (a point of the
    upper right's view, which this line does not use) and E3 are not drawn."""
    part = bent_four_part("With a White ko threat Black did not remove")
    assert part is not None
    assert part.columns == (0, 1, 2, 3, 4, 13, 14, 15, 16, 17, 18)  # A-E, O-T
    assert part.rows == (0, 1, 2, 14, 15, 16, 17, 18)  # 1-3, 15-19
    assert {"A19", "E15", "O3", "T1"} <= part.points()
    assert not {"Q17", "E3", "K10"} & part.points()
    # The two sides of the cut lie CUT_WIDTH apart, not ten lines.
    across = part.column_offsets()
    assert across[13] - across[4] == pytest.approx(CUT_WIDTH)
    assert part.extent() == pytest.approx((9 + CUT_WIDTH, 6 + CUT_WIDTH))


def test_the_corner_is_drawn_at_more_than_three_times_the_whole_board_s_scale():
    """The board's room in the window at 1280x800 is about 548 pixels square: the whole 19x19
    board gets 27 pixels between lines, bent four's corner 85; the two corners 42."""
    whole = step_to_fit(whole_board(19), 548, 548, coordinates=True)
    corner = bent_four_part(None)
    two_corners = bent_four_part("With a White ko threat Black did not remove")
    assert corner is not None and two_corners is not None
    assert step_to_fit(corner, 548, 548, coordinates=True) > 3 * whole
    assert step_to_fit(two_corners, 548, 548, coordinates=True) > 1.4 * whole


def test_no_view_or_a_view_of_the_whole_board_draws_the_whole_board():
    assert part_shown(19, [], [(3, 3)]) is None
    assert part_shown(9, [(0, 0, 8, 8)], []) is None
    # A line that uses none of the views draws them all.
    both = part_shown(19, [(0, 14, 4, 18), (13, 0, 18, 2)], [])
    assert both is not None and len(both.rectangles) == 2


def every_node(node: Node):
    yield node
    for child in node.children:
        yield from every_node(child)


@pytest.mark.parametrize("diagram", [d for d in diagrams.all_diagrams() if d.record.view_rectangles()],
                         ids=lambda d: d.id)
def test_nothing_a_library_diagram_plays_or_marks_lies_outside_its_view(diagram):
    """A point outside a diagram's view is not drawn, so no stone, move or mark of the
    library's view diagrams may lie there: the board would hide what the rulings rest on."""
    part = part_shown(diagram.record.size, diagram.record.view_rectangles(), [])
    assert part is not None
    outside = {(x, y) for x, y in line_points(every_node(diagram.record.root)) if not part.contains(x, y)}
    assert not outside
