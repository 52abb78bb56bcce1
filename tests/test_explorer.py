"""The explorer (the teaching window's Qt-free model) when a record's game information changes."""

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
