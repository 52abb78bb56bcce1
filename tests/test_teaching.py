"""TreeRulings, the incremental model behind the teaching window, against the replay-from-the-root
functions it replaces (analyse, boards_along, game_at), on the diagram library and random trees."""

from __future__ import annotations

import gc
import tracemalloc

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gogui.diagrams import all_diagrams
from gogui.engine import PRESETS, Game, preset
from gogui.sgf import Node, Record, parse
from gogui.teaching import TreeRulings, analyse, boards_along, game_at, line_nodes

# A custom ruleset: play-on resumption with Japanese-style no-result cycles.
CUSTOM = preset("aga").with_options(id="custom-test", name="Custom test", ko="simple", cycles="no-result")
SAMPLE = [preset(name) for name in ("japanese", "renaissance-area", "ing", "tromp-taylor", "nz",
                                    "simplified-japanese-korean")] + [CUSTOM]


def game_facts(game: Game) -> tuple:
    """What the window reads of a game, and what shows its state was restored exactly."""
    result = None if game.result is None else game.result.as_dict()
    return (type(game).__name__, game.to_move, game.phase, game.board.color, game.board.hash,
            game.move_number, game.ended, result, dict(game.prisoners), dict(game.pass_stones),
            game.ko_point(), game.hot_stones(), game.banned())


def assert_line_equal(model: TreeRulings, record: Record, rulesets, indices=None) -> None:
    nodes = model.nodes
    indices = range(len(nodes)) if indices is None else indices
    boards = boards_along(record, nodes)
    for i in indices:
        board = model.board(i)
        assert (board.color, board.hash) == (boards[i].color, boards[i].hash), i
    for ruleset in rulesets:
        reference = analyse(record, nodes, ruleset).rulings
        for i in indices:
            assert model.ruling(ruleset, i) == reference[i], (ruleset.id, i)
        for i in indices:
            assert game_facts(model.game(ruleset, i)) == \
                game_facts(game_at(record, nodes, i, ruleset)), (ruleset.id, i)


# ----- the diagram library ------------------------------------------------------------------------

@pytest.mark.parametrize("diagram", all_diagrams(), ids=lambda d: d.id)
def test_every_diagram_line_equals_the_replay_under_every_preset(diagram):
    model = TreeRulings(diagram.record)
    for line in diagram.lines:
        model.set_line(line.nodes)
        assert_line_equal(model, diagram.record, list(PRESETS.values()))
        for ruleset in PRESETS.values():
            assert list(model.rulings(ruleset)) == analyse(diagram.record, line.nodes, ruleset).rulings


def test_lines_visited_backwards_and_between_variations_stay_equal():
    for diagram in all_diagrams():
        model = TreeRulings(diagram.record)
        for line in reversed(diagram.lines):
            model.set_line(line.nodes)
            assert_line_equal(model, diagram.record, SAMPLE, range(len(line.nodes) - 1, -1, -1))


# ----- hand-made cases ----------------------------------------------------------------------------

def record_from(sgf: str) -> Record:
    return parse(sgf.encode())[0]


def test_going_back_over_a_resumption_restores_the_stopped_game():
    # Two passes stop play; the next move resumes it (play on, or confirmation).
    record = record_from("(;GM[1]SZ[5];B[cc];W[dd];B[];W[];B[bb];W[];AB[ee];W[aa];B[];W[])")
    nodes = record.main_line()
    model = TreeRulings(record)
    for ruleset in SAMPLE:
        for i in [len(nodes) - 1, 3, 4, 5, 4, 6, 2, 7, 4, 9, 0, 5]:
            assert game_facts(model.game(ruleset, i)) == game_facts(game_at(record, nodes, i, ruleset))
    assert_line_equal(model, record, SAMPLE)


def test_setup_and_player_to_move_in_mid_line_and_moves_out_of_turn():
    record = record_from("(;GM[1]SZ[5]PL[W];W[cc];W[dd];AB[aa][ab]AE[cc]PL[B];B[cc];PL[B];B[bb];"
                         "AW[ba];W[ee];B[dd])")
    model = TreeRulings(record)
    assert_line_equal(model, record, list(PRESETS.values()))


def test_a_custom_ruleset_equal_to_a_preset_shares_its_cursor():
    record = record_from("(;GM[1]SZ[5];B[cc];W[dd];B[])")
    model = TreeRulings(record)
    twin = preset("japanese").with_options()
    assert twin == preset("japanese") and twin is not preset("japanese")
    assert model.ruling(twin, 2) is model.ruling(preset("japanese"), 2)
    assert len(model.rulesets) == len(PRESETS)
    model.ruling(CUSTOM, 3)
    assert model.rulesets[-1] == CUSTOM


def test_rulings_are_lazy_and_read_only_as_far_as_asked():
    record = record_from("(;GM[1]SZ[9]" + "".join(f";B[{c}a];W[{c}i]" for c in "abcdefg") + ")")
    model = TreeRulings(record)
    japanese = preset("japanese")
    line = model.rulings(japanese)
    assert model.known(japanese) == 0 and line.known() == []
    assert line[3].number == 3
    assert model.known(japanese) == 4
    assert len(line) == 15 and [r.number for r in line] == list(range(15))
    assert model.known(japanese) == 15
    model.set_line(model.nodes[:5])
    with pytest.raises(LookupError):
        len(line)
    assert model.known(japanese) == 5


def test_adding_a_move_and_editing_a_node_drop_only_what_changed():
    record = record_from("(;GM[1]SZ[5];B[cc];W[dd];B[dc])")
    nodes = record.main_line()
    model = TreeRulings(record, nodes)
    for ruleset in SAMPLE:
        model.ruling(ruleset, 3)
        model.game(ruleset, 3)
    kept = model.ruling(preset("nz"), 2)
    child = nodes[-1].add_child(Node(move=("W", "C2")))
    model.node_changed(nodes[-1])
    model.set_line(nodes + [child])
    assert model.ruling(preset("nz"), 2) is kept
    assert_line_equal(model, record, SAMPLE)
    # An edited setup in mid-line changes the rulings below it.
    nodes[2].black = ["C2"]
    model.node_changed(nodes[2])
    assert model.ruling(preset("nz"), 4).status == "illegal"
    assert_line_equal(model, record, SAMPLE)
    # Removing the last move.
    nodes[3].children.clear()
    model.node_changed(nodes[3])
    model.set_line(nodes)
    assert_line_equal(model, record, SAMPLE)


def test_editing_who_starts_through_the_first_move_starts_over():
    record = record_from("(;GM[1]SZ[5];B[cc];W[dd])")
    model = TreeRulings(record)
    assert model.game(preset("chinese"), 0).to_move == 1
    record.root.children[0].move = ("W", "C3")
    record.root.children[0].children[0].move = ("B", "D2")
    model.node_changed(record.root.children[0])
    assert_line_equal(model, record, SAMPLE)


def test_memory_per_node_is_far_below_a_board_copy():
    record = record_from("(;GM[1]SZ[19]" + "".join(
        f";B[{a}{b}];W[{b}{a}]" for a in "abcdefghijklmnopq" for b in "cdefghijklmnopq" if a < b) + ")")
    nodes = record.main_line()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    model = TreeRulings(record)
    for ruleset in PRESETS.values():
        model.ruling(ruleset, len(nodes) - 1)
    model.board(len(nodes) - 1)
    used = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    board_copy = 19 * 19 * 200  # a Board copy is tens of kilobytes
    assert used / len(nodes) < board_copy / 2


def test_asking_what_is_left_at_the_end_of_a_long_line_works_nothing_out():
    # End on a freshly opened record: the window asks how much is to be done before it can
    # answer there, and the asking itself must not walk the line.
    record = record_from("(;GM[1]SZ[19]" + "".join(
        f";B[{a}{b}];W[{b}{a}]" for a in "abcdefghijklmnopq" for b in "cdefghijklmnopq" if a < b) + ")")
    model = TreeRulings(record)
    end = len(model.nodes) - 1
    rulesets = list(PRESETS.values())
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    left = model.work_left(end, rulesets, [rulesets[0]])
    assert all(model.ruled(ruleset, end) is None for ruleset in rulesets)
    used = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    assert end > 200 and left >= end * (len(rulesets) + 1)
    assert used < 50 * end  # less than a few bytes per node: nothing made along the line


# ----- random trees -------------------------------------------------------------------------------

SIZE = 4
VERTICES = [f"{c}{r}" for c in "ABCD" for r in range(1, SIZE + 1)]


@st.composite
def node_content(draw, record: Record, parent: Node) -> Node:
    """A node to follow `parent`: mostly a play on an empty point by the player to move."""
    colour = next_colour(parent)
    kind = draw(st.sampled_from(["move"] * 8 + ["pass"] * 3 + ["out-of-turn", "setup", "pl"]))
    if kind == "move":
        board = boards_along(record, path_to(parent))[-1]
        empty = [v for v in VERTICES if board.color[board.point(v)] == 0]
        if empty and draw(st.integers(0, 9)) > 0:
            return Node(move=(colour, draw(st.sampled_from(empty))))
        return Node(move=(colour, draw(st.sampled_from(VERTICES))))
    if kind == "pass":
        return Node(move=(colour, None))
    if kind == "out-of-turn":
        return Node(move=("W" if colour == "B" else "B", draw(st.sampled_from(VERTICES + [None]))))
    if kind == "pl":
        return Node(to_play=draw(st.sampled_from("BW")))
    node = Node(black=draw(st.lists(st.sampled_from(VERTICES), max_size=2, unique=True)),
                white=draw(st.lists(st.sampled_from(VERTICES), max_size=2, unique=True)),
                empty=draw(st.lists(st.sampled_from(VERTICES), max_size=2, unique=True)),
                to_play=draw(st.sampled_from([None, "B", "W"])))
    if draw(st.booleans()):
        node.move = (colour, draw(st.sampled_from(VERTICES + [None])))
    return node


def path_to(node: Node) -> list[Node]:
    path = line_nodes(node)
    return path[:path.index(node) + 1]


def next_colour(node: Node) -> str:
    if node.to_play:
        return node.to_play
    if node.move is not None:
        return "W" if node.move[0] == "B" else "B"
    return "B" if node.parent is None else next_colour(node.parent)


def all_nodes(root: Node) -> list[Node]:
    out, stack = [], [root]
    while stack:
        node = stack.pop()
        out.append(node)
        stack.extend(node.children)
    return out


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_trees_and_edits_equal_the_replay(data):
    root = Node(black=data.draw(st.lists(st.sampled_from(VERTICES), max_size=2, unique=True)),
                to_play=data.draw(st.sampled_from([None, None, "B", "W"])))
    record = Record(size=SIZE, root=root, komi=data.draw(st.sampled_from([None, 0.5])),
                    handicap=data.draw(st.sampled_from([0, 0, 2])))
    # A long first line, so that passes, stops and resumptions come up.
    node = root
    for _ in range(data.draw(st.integers(0, 25))):
        node = node.add_child(data.draw(node_content(record, node)))
    model = TreeRulings(record)
    rulesets = data.draw(st.lists(st.sampled_from(SAMPLE), min_size=1, max_size=3, unique_by=lambda r: r.id))
    for _ in range(data.draw(st.integers(1, 8))):
        nodes = all_nodes(root)
        action = data.draw(st.sampled_from(["line", "grow", "branch", "edit", "cut"]))
        at = data.draw(st.sampled_from(nodes))
        if action in ("grow", "branch"):
            if action == "grow":
                at = at.main_line()[-1]
            for _ in range(data.draw(st.integers(1, 6))):
                child = at.add_child(data.draw(node_content(record, at)))
                model.node_changed(at)
                at = child
        elif action == "edit" and at is not root:
            fresh = data.draw(node_content(record, at.parent))
            at.move, at.black, at.white, at.empty, at.to_play = \
                fresh.move, fresh.black, fresh.white, fresh.empty, fresh.to_play
            model.node_changed(at)
        elif action == "cut" and at.children:
            at.children.pop(data.draw(st.integers(0, len(at.children) - 1)))
            model.node_changed(at)
        model.set_line(line_nodes(data.draw(st.sampled_from(all_nodes(root)))))
        n = len(model.nodes)
        # Ask in a random order so that cursors go back and forth along the line.
        indices = data.draw(st.lists(st.integers(0, n - 1), min_size=1, max_size=6)) + [n - 1]
        assert_line_equal(model, record, rulesets, indices)
        for ruleset in rulesets:
            assert list(model.rulings(ruleset)) == analyse(record, model.nodes, ruleset).rulings


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_lines_that_are_not_paths_of_the_tree_are_ruled_as_analyse_rules_them(data):
    root = Node()
    record = Record(size=SIZE, root=root, komi=0.5)
    node = root
    for _ in range(12):
        node = node.add_child(data.draw(node_content(record, node)))
    pool = all_nodes(root)[1:]
    model = TreeRulings(record)
    for _ in range(3):
        # Nodes in any order, some twice: a node then has several places in the model.
        line = [root] + data.draw(st.lists(st.sampled_from(pool), min_size=1, max_size=10))
        model.set_line(line)
        assert_line_equal(model, record, SAMPLE[:3])
        edited = data.draw(st.sampled_from(line[1:]))
        edited.to_play = "W" if edited.to_play != "W" else "B"
        model.node_changed(edited)
        assert_line_equal(model, record, SAMPLE[:3])


def test_the_model_makes_no_reference_cycles():
    # Dropped branches are freed at once, and an app may gc.freeze() what the model holds.
    diagrams = all_diagrams()
    gc.collect()
    gc.disable()
    try:
        for diagram in diagrams:
            model = TreeRulings(diagram.record)
            for line in diagram.lines:
                model.set_line(line.nodes)
                for ruleset in SAMPLE:
                    list(model.rulings(ruleset))
                    model.game(ruleset, len(line.nodes) // 2)
                model.board(len(line.nodes) - 1)
                if len(line.nodes) > 1:
                    model.node_changed(line.nodes[1])
            del model
        assert gc.collect() == 0
    finally:
        gc.enable()


def test_a_node_the_engine_refuses_leaves_the_model_usable():
    record = record_from("(;GM[1]SZ[5];B[cc];W[dd])")
    nodes = record.main_line()
    bad = nodes[-1].add_child(Node(black=["A1"], move=("B", "Z9")))
    model = TreeRulings(record, nodes + [bad])
    for ruleset in SAMPLE:
        with pytest.raises(ValueError):
            model.ruling(ruleset, 3)
        assert model.ruling(ruleset, 2) == analyse(record, nodes, ruleset).rulings[2]
    with pytest.raises(ValueError):
        model.board(3)
    nodes[-1].children.clear()
    model.node_changed(nodes[-1])
    model.set_line(nodes)
    assert_line_equal(model, record, SAMPLE)


def test_aga_s_obligatory_white_pass_in_a_record_repeats_the_stop():
    """A record that shows AGA's last White pass as a move of its own (as saved games do): under
    AGA that pass is the one the engine made with Black's pass, so play stays stopped there;
    under a ruleset that plays on after a stop it is a pass in resumed play."""
    from gogui.engine import PRESETS
    from gogui.sgf import parse

    # Black plays C5, White passes, Black passes: Black passed last, so under AGA White's
    # obligatory pass is made alongside and play stops; node 4 is that pass, written out.
    record = parse(b"(;GM[1]FF[4]SZ[5]KM[0.5]AB[bb][bc][bd][be][ba]AW[db][dc][dd][de][da]"
                   b";B[ca];W[];B[];W[])")[0]
    nodes = record.main_line()
    aga = analyse(record, nodes, PRESETS["aga"]).rulings
    model = TreeRulings(record, nodes)
    assert [model.ruling(PRESETS["aga"], i) for i in range(len(nodes))] == aga
    assert [r.status for r in aga] == ["start", "legal", "legal", "stopped", "stopped"]
    chinese = analyse(record, nodes, PRESETS["chinese"]).rulings
    assert [r.status for r in chinese][-2:] == ["stopped", "legal"]  # play resumed after the stop


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from([1, 2]), st.one_of(st.none(), st.sampled_from([6, 7, 12])),
                          st.lists(st.sampled_from([13, 14, 18]), max_size=2), st.booleans(), st.booleans()),
                min_size=2, max_size=2))
def test_two_rulings_are_equal_exactly_when_they_say_the_same(plays):
    """Rulings that say the same are shared between rulesets; whether two say the same is found
    without writing their texts when both are written from the play, and must agree with the
    texts: the captures may be held as a list or a tuple, a text may be given as it is."""
    from gogui.engine import Board
    from gogui.engine.records import MoveOutcome
    from gogui.teaching import NodeRuling

    board = Board(5)
    rulings = []
    for colour, point, captured, as_tuple, as_text in plays:
        outcome = MoveOutcome(True, None, colour, point, board, tuple(captured) if as_tuple else list(captured))
        rulings.append(NodeRuling("legal", None, outcome.explanation if as_text else outcome, 3))
    one, other = rulings
    assert (one == other) == (one.explanation == other.explanation)
    assert one != NodeRuling("illegal", "ko", one.explanation, 3)


def test_a_verdict_names_its_reason_as_the_library_and_learn_mode_do():
    """The ruling panel, the library's tables and Learn mode say a reason in the same words."""
    from gogui import diagrams
    from gogui.teaching import NodeRuling

    for code in ("disturbing", "game-over", "positional-superko", "hot-stone"):
        assert NodeRuling("illegal", code, "", 4).verdict == f"illegal: {diagrams.reason_words(code)}"
