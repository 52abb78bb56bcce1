"""Where the rulesets part along a line: the nodes found, who says what there, and a search that works out only what it needs."""

from __future__ import annotations

from gogui import diagrams
from gogui.differences import (
    difference_at,
    final_outcomes,
    index_of_move,
    line_differences,
    next_difference,
    previous_difference,
)
from gogui.engine import PRESETS
from gogui.sgf import Node
from gogui.teaching import TreeRulings

ALL = list(PRESETS.values())


def ids(groups):
    return {words: [r.id for r in rulesets] for words, rulesets in groups}


def test_the_triple_ko_parts_at_moves_2_6_and_12_with_who_says_what():
    model = TreeRulings(diagrams.load("triple-ko").record)
    found = line_differences(model, ALL)
    assert [d.index for d in found] == [2, 6, 12]
    assert ids(found[0].verdicts)["illegal: hot stone"] == ["ing"]
    at_six = ids(found[1].verdicts)
    assert at_six["illegal: situational superko"] == ["nz", "aga"]
    assert at_six["legal"] == ["renaissance-area", "renaissance-territory", "japanese", "korean"]
    assert ids(found[2].counts) == {"draw": ["renaissance-area", "renaissance-territory"],
                                    "no result": ["japanese", "korean"]}
    # Rulesets whose line already stopped are not compared again: nothing differs at move 7.
    assert difference_at(model, ALL, 7) is None


def test_the_odd_dame_game_is_counted_differently_at_its_end():
    model = TreeRulings(diagrams.load("one-odd-dame").record)
    outcomes = ids(final_outcomes(model, ALL))
    assert "chinese" in outcomes["W+0.5"] and "japanese" in outcomes["B+0.5"]
    [stop] = line_differences(model, [PRESETS["chinese"], PRESETS["japanese"]])
    assert ids(stop.counts) == {"W+0.5": ["chinese"], "B+0.5": ["japanese"]}


def test_the_search_works_out_the_rulings_only_as_far_as_the_next_difference():
    # A copy of its own: the library's records are shared by every test in the process.
    record = diagrams.load_path(diagrams.LIBRARY_DIR / "triple-ko.sgf").record
    node = record.root.main_line()[-1]
    for i in range(3000):  # a long tail of passes after the triple ko ends every ruleset's line
        child = Node(move=("B" if i % 2 else "W", None))
        child.parent = node
        node.children.append(child)
        node = child
    model = TreeRulings(record)
    assert next_difference(model, ALL, 0) == 2
    assert max(model.known(r) for r in ALL) == 3  # the root and moves 1 and 2
    assert next_difference(model, ALL, 6) == 12
    assert max(model.known(r) for r in ALL) == 13
    assert previous_difference(model, ALL, 12) == 6
    assert previous_difference(model, ALL, 2) is None


def test_a_move_number_is_found_past_setup_nodes():
    root = Node()
    setup = Node(black=["A1"], parent=root)
    root.children.append(setup)
    first = Node(move=("B", "C3"), parent=setup)
    setup.children.append(first)
    second = Node(move=("W", "D4"), parent=first)
    first.children.append(second)
    nodes = [root, setup, first, second]
    assert [index_of_move(nodes, n) for n in (0, 1, 2, 9)] == [0, 2, 3, 3]


def test_a_move_every_ruleset_refuses_alike_is_no_difference():
    # W C7 on Black's stone: a record error that every ruleset refuses for the same reason.
    from gogui.sgf import parse

    model = TreeRulings(parse(b"(;GM[1]FF[4]SZ[9];B[cc];W[cc];B[dd])")[0])
    assert difference_at(model, ALL, 2) is None
    assert line_differences(model, ALL) == []
