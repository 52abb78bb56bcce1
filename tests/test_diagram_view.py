"""A corner or side diagram (SGF VW) counts and shows only the part of the board it is about."""

from __future__ import annotations

import json

from gogui import cli
from gogui.engine import preset
from gogui.replay import replay
from gogui.sgf import parse

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
