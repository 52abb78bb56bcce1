"""gogui.transform: positions turned, reflected and colour-swapped, and the library's diagrams so transformed."""

from __future__ import annotations

import dataclasses

import pytest

from gogui import diagrams
from gogui.sgf import Node, Record, parse, same_tree
from gogui.transform import TRANSFORMS, inverse, transform_record, transform_text, transform_vertex

ALL_POSITIONS = diagrams.diagram_ids() + sorted(path.stem for path in diagrams.lessons_dir().glob("*.sgf"))


# The corners and an edge point of each board, and where each transform takes them. rot90 turns
# the board a quarter clockwise as the learner looks at it: A1 (bottom left) goes to the top left.
@pytest.mark.parametrize(("size", "vertex", "name", "expected"), [
    # 19x19
    (19, "A1", "rot90", "A19"), (19, "A19", "rot90", "T19"), (19, "T19", "rot90", "T1"), (19, "T1", "rot90", "A1"),
    (19, "D4", "rot90", "D16"), (19, "K1", "rot90", "A10"),
    (19, "A1", "rot180", "T19"), (19, "D4", "rot180", "Q16"), (19, "K1", "rot180", "K19"),
    (19, "A1", "rot270", "T1"), (19, "D4", "rot270", "Q4"), (19, "K1", "rot270", "T10"),
    (19, "A1", "mirror", "T1"), (19, "D4", "mirror", "Q4"), (19, "K1", "mirror", "K1"), (19, "A10", "mirror", "T10"),
    (19, "D4", "swap", "D4"), (19, "T19", "swap", "T19"),
    # 9x9
    (9, "A1", "rot90", "A9"), (9, "A9", "rot90", "J9"), (9, "J9", "rot90", "J1"), (9, "E1", "rot90", "A5"),
    (9, "D4", "rot90", "D6"),
    (9, "A1", "rot180", "J9"), (9, "D4", "rot180", "F6"), (9, "E1", "rot180", "E9"),
    (9, "A1", "rot270", "J1"), (9, "D4", "rot270", "F4"), (9, "E1", "rot270", "J5"),
    (9, "A1", "mirror", "J1"), (9, "C3", "mirror", "G3"), (9, "E5", "mirror", "E5"),
    (9, "C3", "swap", "C3"),
])
def test_a_vertex_goes_where_the_board_takes_it(size, vertex, name, expected):
    assert transform_vertex(vertex, size, name) == expected


@pytest.mark.parametrize("size", [9, 19])
def test_four_quarter_turns_and_two_reflections_give_every_point_back(size):
    for vertex in ("A1", "C7", "E5", f"{'ABCDEFGHJKLMNOPQRST'[size - 1]}{size}", "B2"):
        turned = vertex
        for _ in range(4):
            turned = transform_vertex(turned, size, "rot90")
        assert turned == vertex
        assert transform_vertex(transform_vertex(vertex, size, "mirror"), size, "mirror") == vertex
        for name in TRANSFORMS:
            assert transform_vertex(transform_vertex(vertex, size, name), size, inverse(name)) == vertex


def test_an_unknown_transform_or_a_point_off_the_board_is_refused_with_the_choices_named():
    with pytest.raises(ValueError, match="rot90, rot180, rot270, mirror, swap"):
        transform_vertex("D4", 19, "rot45")
    with pytest.raises(ValueError, match="rot90"):
        diagrams.load("triple-ko", "flip")
    with pytest.raises(ValueError):
        transform_vertex("K10", 9, "rot90")


def test_a_comment_s_coordinates_follow_the_position():
    assert transform_text("Black D4", 9, "rot180") == "Black F6"
    assert transform_text("Black D4", 9, "swap") == "White D4"
    assert transform_text("White's stone at A1 is black's target.", 9, "swap") == \
        "Black's stone at A1 is white's target."
    # Whole words of the board only: no I column, no point beyond the board, no word inside another.
    assert transform_text("I3, K10 and AB2 stay; C3 goes.", 9, "mirror") == "I3, K10 and AB2 stay; G3 goes."


SMALL = b"""(;GM[1]FF[4]SZ[9]KM[6.5]HA[2]PB[Anna]PW[Bert]RE[B+3.5]VW[aa:ee]
RULING[chinese:counted 3 passes B+3 dead=A1,B1]RULING[japanese:illegal 2 ko]
RULING[renaissance-area:ended 9 repetition B]
AB[cc][gg]AW[ca]C[Black C7 and White C9: Black to play.]
(;B[dd]TR[dd]SQ[ee]LB[ff:x]C[Black D6.]
;W[]TB[aa][ab]TW[ii]
(;B[ee]MA[ee])(;B[ff]N[Elsewhere]CR[ff]))
(;B[ee]N[No pass]RULING[chinese:counted 3 passes B+3]RULING[japanese:illegal 2 ko]
RULING[renaissance-area:ended 9 repetition B]))"""


def small() -> Record:
    return parse(SMALL)[0]


def test_a_record_turned_a_quarter_has_every_point_moved_and_the_original_untouched():
    record = small()
    turned = transform_record(record, "rot90")
    assert same_tree(record.root, small().root)  # untouched
    root = turned.root
    # C7 (column 2, row 6) goes to G7 (column 6, row 6) turned a quarter clockwise on 9x9.
    assert transform_vertex("C7", 9, "rot90") == "G7"
    assert root.black == sorted(transform_vertex(v, 9, "rot90") for v in ("C7", "G3"))
    assert root.white == [transform_vertex("C9", 9, "rot90")]
    assert root.comment == "Black G7 and White J7: Black to play."
    first = root.children[0]
    assert first.move == ("B", transform_vertex("D6", 9, "rot90"))
    assert first.markup == {"TR": [transform_vertex("D6", 9, "rot90")], "SQ": [transform_vertex("E5", 9, "rot90")]}
    assert first.labels == [(transform_vertex("F4", 9, "rot90"), "x")]
    passed = first.children[0]
    assert passed.move == ("W", None)
    assert passed.territory["TW"] == [transform_vertex("J1", 9, "rot90")]
    # The view: the top left corner's 5x5 goes to the top right corner.
    assert turned.view() == sorted(transform_vertex(v, 9, "rot90") for v in record.view())
    assert root.properties["RULING"][0] == "chinese:counted 3 passes B+3 dead=" + ",".join(
        sorted(transform_vertex(v, 9, "rot90") for v in ("A1", "B1")))
    # Parent links in the new tree, and the variation keeps its name.
    variation = passed.children[1]
    assert variation.parent is passed and passed.parent is first and first.parent is root
    assert variation.name == "Elsewhere"
    assert (turned.komi, turned.handicap, turned.black_player, turned.result) == (6.5, 2, "Anna", "B+3.5")


def test_a_record_with_the_colours_swapped():
    swapped = transform_record(small(), "swap")
    root = swapped.root
    assert (root.black, root.white) == (["C9"], ["C7", "G3"])
    assert root.comment == "White C7 and Black C9: White to play."
    assert root.children[0].move == ("W", "D6")
    passed = root.children[0].children[0]
    assert passed.move == ("B", None) and passed.territory == {"TW": ["A8", "A9"], "TB": ["J1"]}
    assert (swapped.black_player, swapped.white_player, swapped.result, swapped.komi) == ("Bert", "Anna", "W+3.5", 6.5)
    assert root.properties["PB"] == ["Bert"] and root.properties["RE"] == ["W+3.5"]
    # A count's documented result does not hold (the komi stays with White): it is left out;
    # a verdict without one is kept, and a repetition's winner swapped. Every documented
    # ruling of a line with a pass is left out (White passes last under AGA rules, say).
    assert "RULING" not in root.properties
    assert root.children[1].properties["RULING"] == ["japanese:illegal 2 ko", "renaissance-area:ended 9 repetition W"]
    assert swapped.view() == small().view()


def test_handicap_stones_set_up_map_like_any_setup_stones():
    record = diagrams.load("handicap-two-stones").record
    turned = transform_record(record, "rot180")
    assert turned.handicap == record.handicap and turned.handicap_stones == record.handicap_stones
    assert turned.root.black == sorted(transform_vertex(v, record.size, "rot180") for v in record.root.black)


def records_equal(one: Record, other: Record) -> bool:
    fields = [f.name for f in dataclasses.fields(Record) if f.name != "root"]
    return same_tree(one.root, other.root) and all(getattr(one, f) == getattr(other, f) for f in fields)


@pytest.mark.parametrize("diagram_id", ALL_POSITIONS)
def test_turning_four_times_reflecting_twice_and_swapping_twice_give_the_record_back(diagram_id):
    record = diagrams.load(diagram_id).record
    turned = record
    for _ in range(4):
        turned = transform_record(turned, "rot90")
    assert records_equal(turned, record)
    assert records_equal(transform_record(transform_record(record, "mirror"), "mirror"), record)
    # Swapping drops what a count documented; the tree's every other point and colour come back.
    twice = transform_record(transform_record(record, "swap"), "swap")
    for node in (record.root, twice.root):
        stack: list[Node] = [node]
        while stack:
            each = stack.pop()
            each.properties.pop("RULING", None)
            stack.extend(each.children)
    assert records_equal(twice, record)


@pytest.mark.parametrize("name", TRANSFORMS)
def test_every_transformed_diagram_s_documented_rulings_are_the_engine_s(name):
    for diagram_id in ALL_POSITIONS:
        diagram = diagrams.load(diagram_id, name)
        for line in diagram.lines:
            for ruleset_id, documented in line.rulings.items():
                ruled = diagrams.rule_line(diagram, line, ruleset_id).ruling
                assert ruled == documented, (diagram_id, name, line.name, ruleset_id)


def test_a_transformed_diagram_keeps_its_id_and_says_the_transform_in_its_title():
    diagram = diagrams.load("triple-ko", "rot90")
    assert diagram.id == "triple-ko" and diagram.title == "Triple ko (turned a quarter)"
    assert diagrams.load("triple-ko", "rot90") is diagram  # kept, as the original is
    assert diagrams.load("triple-ko").title == "Triple ko"
    assert diagrams.load("lone-ko", "swap").title == "A lone ko (colours swapped)"
    assert [line.name for line in diagrams.load("lone-ko", "mirror").lines] == \
        [line.name for line in diagrams.load("lone-ko").lines]
