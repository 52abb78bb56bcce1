"""The explorer (the teaching window's Qt-free model): game information changes, and the move numbers along a line."""

from __future__ import annotations

from dataclasses import replace

from gogui.engine import preset
from gogui.explorer import Explorer
from gogui.sgf import parse

# Black and White each take a side of a 5x5 board, then both pass: the count is all there is.
SIDES = b"(;GM[1]FF[4]SZ[5]KM[0];B[bb];W[db];B[bc];W[dc];B[bd];W[dd];B[];W[])"


def opened_at_the_end() -> Explorer:
    explorer = Explorer()
    record = parse(SIDES)[0]
    explorer.open_record(record, "sides")
    explorer.set_line(record.root, 0)
    explorer.go_to(len(explorer.nodes) - 1)
    while explorer.work_towards_here(1000):
        pass  # every shown ruleset ruled to the end
    assert explorer.count_here(preset("chinese")) is not None
    return explorer


def test_a_new_title_or_player_leaves_every_ruling_worked_out():
    explorer = opened_at_the_end()
    model = explorer.model
    explorer.set_game_info(replace(explorer.game_info(), title="Two walls", black_player="Aki"))
    assert explorer.model is model and explorer.work_left() == 0
    assert explorer.title == "Two walls"


def test_a_new_komi_is_counted_at_once():
    explorer = opened_at_the_end()
    before = explorer.count_here(preset("chinese"))
    explorer.set_game_info(replace(explorer.game_info(), komi=7.5))
    after = explorer.count_here(preset("chinese"))
    assert before is not None and after is not None
    assert after.white == before.white + 7.5


def test_where_the_rulesets_differ_is_found_from_the_rulings_alone(monkeypatch):
    # The Moves list marks the rows where rulesets differ and Go > Next difference finds them;
    # neither may replay a ruleset's game to a far node to count it there.
    explorer = opened_at_the_end()
    explorer.go_to(0)

    def no_game(*_args):
        raise AssertionError("a game was replayed to mark a difference")

    monkeypatch.setattr(explorer.model, "game", no_game)
    last = len(explorer.nodes) - 1
    assert explorer.next_difference() == last  # play stops at the last pass under some rulesets
    assert explorer.difference_at(last) is not None


def triple_ko_under(ruleset_id: str, index: int) -> Explorer:
    explorer = Explorer()
    record, title = Explorer.diagram_record("triple-ko")
    explorer.open_record(record, title, "triple-ko")
    explorer.set_line(record.root, 0)
    explorer.ruleset = preset(ruleset_id)
    explorer.go_to(index)
    while explorer.work_towards_here(1000):
        pass
    return explorer


def test_the_board_shows_a_ruleset_s_game_where_its_line_stopped_not_moves_it_never_reached():
    # Triple ko, move 6 with Ing SST selected: under Ing, White's move 2 (B5) was already
    # illegal (a hot stone), so Ing's game never reached move 6. The board shows Ing's game
    # where it stopped, move 2 crossed out, and says so; not the record's move 6.
    from godiagram import stones

    explorer = triple_ko_under("ing", 6)
    assert explorer.selected_ruling().verdict == "not reached: move 2 was illegal"
    state = explorer.board_state()
    _size, black, white = stones("""
        O O O O O O O
        O X O X O . O
        X . X . X O X
        X X X X X X X
        O O O O O O O
        . . . . . . .
        . . . . . . .
    """)
    assert sorted(vertex for *_xy, vertex, colour in state.stones() if colour == 1) == sorted(black)
    assert sorted(vertex for *_xy, vertex, colour in state.stones() if colour == 2) == sorted(white)
    assert state.attempted == ("B5", 2) and state.last_move is None
    assert state.note == ("Under Ing SST the line did not get this far. The board shows its game where it "
                          "stopped, at move 2.")
    assert explorer.to_move() is None  # no stone follows the mouse: Ing's game never got here
    # The same board as at move 2 itself, where Ing rules the move illegal (no note there).
    at_move_2 = triple_ko_under("ing", 2).board_state()
    assert list(at_move_2.board.color) == list(state.board.color) and at_move_2.note is None


def test_a_ruleset_that_reached_the_move_shows_the_record_s_board_without_a_note():
    state = triple_ko_under("japanese", 6).board_state()
    assert state.note is None and state.last_move == "F5"


def test_past_the_move_where_a_ruleset_ended_the_game_the_board_shows_that_move():
    # Japanese rules end the triple ko at move 12 (no result); a 13th move the record goes on
    # with is never reached: the board shows move 12, its stone marked as the last move.
    from gogui.sgf import Node

    explorer = triple_ko_under("japanese", 0)
    last = explorer.nodes[-1]
    last.children.append(Node(move=("B", "A1"), parent=last))
    explorer.set_line(explorer.record.root, 0)
    explorer.go_to(13)
    while explorer.work_towards_here(1000):
        pass
    assert explorer.selected_ruling().verdict == "not reached: play ended at move 12"
    state = explorer.board_state()
    assert state.last_move == "F5" and state.attempted is None and state.stone("A1") == 0
    assert state.note is not None and "at move 12." in state.note


def numbers(explorer: Explorer) -> list[int]:
    """The move number at each node of the line shown, stepping along it."""
    found = []
    for index in range(len(explorer.nodes)):
        explorer.go_to(index)
        found.append(explorer.move_number)
    return found


def test_move_numbers_count_moves_only_and_follow_the_line_shown():
    """A variation that begins with a setup node: the setup counts no move, and the numbers are
    the new line's once it is shown (and after an edit adds a move at its end)."""
    from gogui.sgf import Node

    record = parse(b"(;GM[1]FF[4]SZ[5];B[bb];W[db](;B[bc];W[dc])(;AB[cc];W[cd];B[ce]))")[0]
    explorer = Explorer()
    explorer.open_record(record, "numbers")
    explorer.set_line(record.root, 0)
    assert numbers(explorer) == [0, 1, 2, 3, 4]
    assert explorer.last_move_number == 4
    second = record.root.children[0].children[0].children[1]  # the setup node AB[cc]
    explorer.set_line(second, 3)
    assert numbers(explorer) == [0, 1, 2, 2, 3, 4]
    last = explorer.nodes[-1]
    last.add_child(Node(move=("W", "ee")))
    explorer.tree_edited(last, last.children[0])
    assert explorer.move_number == 5 and explorer.last_move_number == 5


def test_the_node_header_names_the_record_at_the_root_then_each_move_and_each_setup():
    """The header above the comment: at the root the title and the game information, at a move
    its number and point (a pass by name), at a setup node its index; a line's name above."""
    explorer = Explorer()
    record = parse(b"(;GM[1]FF[4]SZ[9]KM[6.5]PB[Aki]PW[Ben];B[ee]N[Tengen];W[];AB[aa])")[0]
    explorer.open_record(record, "Aki vs Ben")
    explorer.set_line(record.root, 0)
    root = explorer.node_header("Aki vs Ben")
    assert root.startswith("<b>Aki vs Ben</b>") and "Komi 6.5" in root
    explorer.go_to(1)
    assert explorer.node_header("Aki vs Ben") == "<i>Tengen</i><br><b>Move 1: Black E5</b>"
    explorer.go_to(2)
    assert explorer.node_header("Aki vs Ben") == "<b>Move 2: White pass</b>"
    explorer.go_to(3)
    assert explorer.node_header("Aki vs Ben") == "<b>Node 3: setup</b>"
