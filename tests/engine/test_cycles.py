"""Long cycles (engine/cycles.py): which occurrences of a situation count towards its third."""

from gogui.engine import Game, preset
from gogui.engine.cycles import NoResult


def test_under_no_result_a_pass_breaks_the_cycle_and_only_occurrences_from_it_count():
    game = Game(preset("japanese"), 5)
    game.play("A1")    # position 1
    game.pass_move()   # position 2: White passes
    game.play("B1")    # position 3
    game.play("C1")    # position 4
    rule = NoResult(game)
    # Occurrences at 0, 3 and 4: the pass at 2 came between, so only 3 and 4 count.
    assert rule.counted([0, 3, 4]) == [3, 4]
    # A pass position that is itself an occurrence counts: the cycle starts there.
    assert rule.counted([0, 2, 4]) == [2, 4]
    # No pass since the first occurrence: every occurrence counts.
    assert rule.counted([3, 4]) == [3, 4]
