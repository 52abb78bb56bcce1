"""Replaying records whose handicap is given as moves: Black's first stones, White passing."""

from __future__ import annotations

import pytest

from gogui.engine import PRESETS, preset
from gogui.replay import replay
from gogui.session_records import session_record
from gogui.sgf import parse

# The NZ text: "white passes the first n - 1 moves"; the SST: "White's first N-1 moves are pass
# plays". Black C7 and G3 are the handicap, White E5 the one stone of play; then three passes
# (Renaissance stops only at the third; the others at the second).
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . X . . . . . .
#   6 . . . . . . . . .
#   5 . . . . O . . . .
#   4 . . . . . . . . .
#   3 . . . . . . X . .
#   2 . . . . . . . . .
#   1 . . . . . . . . .
# Every empty point touches both colours' region: Black has 2 points of area, White 1, and
# nobody has territory.
WITH_WHITE_PASSING = "(;GM[1]FF[4]SZ[9]HA[2];B[cc];W[];B[gg];W[ee];B[];W[];B[])"
IN_A_ROW = "(;GM[1]FF[4]SZ[9]HA[2];B[cc];B[gg];W[ee];B[];W[];B[])"

# Komi and compensation for two stones, as each preset gives them, counted by hand.
HAND_COUNTS = {
    "nz": "B+1",  # no komi, no compensation: 2 - 1
    "simplified-ing-nz": "B+1",
    "tromp-taylor": "B+1",  # handicap komi 0
    "ing": "W+1",  # N = 2 points: 1 + 2 - 2
    "simplified-chinese": "W+1",
    "chinese": "W+1",
    "aga": "W+0.5",  # komi 0.5 + N-1 = 1: 1 + 1.5 - 2
    "simplified-aga": "W+0.5",
    "renaissance-area": "W+0.5",
    "japanese": "0",  # territory: nobody has any, no komi in handicap games, a draw
    "korean": "0",
    "simplified-japanese-korean": "0",
    "renaissance-territory": "W+0.5",  # territory, komi 0.5
}


def test_the_table_covers_every_preset():
    assert set(HAND_COUNTS) == set(PRESETS)


@pytest.mark.parametrize("text", [WITH_WHITE_PASSING, IN_A_ROW], ids=["white-passes", "in-a-row"])
@pytest.mark.parametrize("rules", HAND_COUNTS)
def test_a_handicap_given_as_black_s_first_moves_counts_as_a_handicap(text, rules):
    record = parse(text.encode())[0]
    rep = replay(record, preset(rules))
    assert rep.game.ended is not None, "the passes stop play"
    assert rep.result().sgf() == HAND_COUNTS[rules]
    assert rep.game.handicap == 2


def test_white_s_passes_while_black_places_the_stones_hand_over_no_pass_stone():
    """AGA hands a prisoner over for every pass; White's passes in the placement are how the
    record writes the handicap, not passes of play. Only the two passes at the end count."""
    rep = replay(parse(WITH_WHITE_PASSING.encode())[0], preset("aga"))
    assert rep.game.pass_stones == {1: 1, 2: 1}


def test_the_count_says_how_the_record_gave_the_handicap():
    rep = replay(parse(WITH_WHITE_PASSING.encode())[0], preset("nz"))
    text = rep.result().explanation
    assert "2-stone handicap given as moves" in text
    assert "Black's first 2 stones (C7, G3), White passing in between" in text


@pytest.mark.parametrize("rules", ["japanese", "korean", "simplified-japanese-korean", "aga"])
def test_fixed_placement_presets_say_the_stones_are_off_the_standard_points(rules):
    rep = replay(parse(WITH_WHITE_PASSING.encode())[0], preset(rules))
    assert "handicap stones go on the standard points (C3, G7); these do not" in rep.result().explanation


def test_stones_on_the_standard_points_are_said_to_be_there():
    text = "(;GM[1]FF[4]SZ[9]HA[2];B[cg];W[];B[gc];W[ee];B[];W[])"
    rep = replay(parse(text.encode())[0], preset("japanese"))
    assert "handicap stones go on the standard points (C3, G7), and these do" in rep.result().explanation


def test_a_handicap_short_of_ha_is_read_as_the_stones_given_with_a_warning():
    text = "(;GM[1]FF[4]SZ[9]HA[3];B[cc];W[];B[gg];W[ee];B[];W[])"
    record = parse(text.encode())[0]
    assert record.warnings == [
        ("HA[3] names 3 handicap stones, but the record gives 2 (Black's first stones, White "
        "passing in between); read as a 2-stone handicap")]
    rep = replay(record, preset("chinese"))
    assert rep.game.handicap == 2 and rep.result().sgf() == "W+1"


def test_a_handicap_the_record_never_places_is_read_as_an_even_game_with_a_warning():
    text = "(;GM[1]FF[4]SZ[9]HA[2];B[cc];W[gg];B[];W[])"
    record = parse(text.encode())[0]
    assert record.warnings == [
        ("HA[2] names a 2-stone handicap, but the record sets up no handicap stones and does not "
        "begin with Black's stones; read as an even game")]
    rep = replay(record, preset("nz"))
    assert rep.game.handicap == 0 and rep.game.komi == 7


def test_handicap_stones_set_up_at_the_root_are_read_as_before():
    text = "(;GM[1]FF[4]SZ[9]HA[2]AB[cg][gc];W[ee];B[];W[])"
    record = parse(text.encode())[0]
    assert record.warnings == []
    rep = replay(record, preset("chinese"))
    assert rep.game.handicap == 2 and rep.result().sgf() == "W+1"


def test_the_teaching_model_rules_the_handicap_as_the_replay_does():
    from gogui.teaching import TreeRulings

    record = parse(WITH_WHITE_PASSING.encode())[0]
    model = TreeRulings(record, record.main_line())
    for rules in ("nz", "ing", "japanese"):
        game = model.game(preset(rules), 6)  # White's pass at move 6 stops play
        assert game.phase == "stopped"
        assert game.current_result().sgf() == HAND_COUNTS[rules]


def test_gogui_rules_counts_the_handicap_and_warns_about_ha(tmp_path, capsys):
    import json

    from gogui.cli import main

    path = tmp_path / "short.sgf"
    path.write_text("(;GM[1]FF[4]SZ[9]HA[3];B[cc];W[];B[gg];W[ee];B[];W[])")
    assert main([str(path), "--ruleset", "ing", "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["games"][0]["rulesets"][0]["result"]["winner"] == "W"
    assert "HA[3] names 3 handicap stones" in err


# The same count with the two stones set up at the root (AB) on a 7x7 board: Black C3 and E5,
# the standard points, White D4, then three passes.
#     A B C D E F G
#   7 . . . . . . .
#   6 . . . . . . .
#   5 . . . . X . .
#   4 . . . O . . .
#   3 . . X . . . .
#   2 . . . . . . .
#   1 . . . . . . .
SET_UP = "(;GM[1]FF[4]SZ[7]HA[2]AB[ce][ec];W[dd];B[];W[];B[])"


@pytest.mark.parametrize("rules", HAND_COUNTS)
def test_handicap_stones_set_up_at_the_root_count_as_each_preset_s_reading_says(rules):
    """Each preset's reading says what White gets in a handicap game (see test_rules'
    test_every_preset_s_reading_says_how_it_treats_a_handicap_game); the count gives that."""
    record = parse(SET_UP.encode())[0]
    assert record.warnings == []
    rep = replay(record, preset(rules))
    assert rep.game.handicap == 2
    assert rep.result().sgf() == HAND_COUNTS[rules]


@pytest.mark.parametrize("text,stones", [
    ("(;GM[1]FF[4]SZ[7]HA[3]AB[ce][ec];W[dd];B[];W[];B[])", 2),  # HA more than the stones
    ("(;GM[1]FF[4]SZ[7]HA[2]AB[ce][ec][cc][ee];W[dd];B[];W[];B[])", 4),  # HA fewer
], ids=["ha-larger", "ha-smaller"])
def test_ha_that_disagrees_with_the_stones_set_up_is_read_as_the_stones_with_a_warning(text, stones):
    record = parse(text.encode())[0]
    ha = record.handicap
    assert record.warnings == [
        f"HA[{ha}] names {ha} handicap stones, but the record sets up {stones} Black stones (AB) and no "
        f"White stones; read as a {stones}-stone handicap"]
    rep = replay(record, preset("chinese"))
    assert rep.game.handicap == stones
    assert f"handicap compensation {stones} = " in rep.result().explanation  # a point a stone


@pytest.mark.parametrize("rules,even", [("chinese", "W+7.5"), ("aga", "W+7.5"), ("japanese", "W+6.5")])
def test_ha_with_a_single_black_stone_set_up_is_read_as_an_even_game_with_a_warning(rules, even):
    # Black C3 set up, White D4 played: 1 point of area each, no territory; the even game's komi.
    text = "(;GM[1]FF[4]SZ[7]HA[3]AB[ce];W[dd];B[];W[];B[])"
    record = parse(text.encode())[0]
    assert record.warnings == [
        "HA[3] names a 3-stone handicap, but the record sets up one Black stone (AB) and no White "
        "stones; read as an even game"]
    rep = replay(record, preset(rules))
    assert rep.game.handicap == 0 and rep.game.komi == preset(rules).komi
    assert rep.result().sgf() == even


def test_a_position_with_both_colours_set_up_keeps_ha_s_number():
    """With White stones set up too (a game under way, as in the library's Ing counting
    examples) the handicap stones cannot be told from Black's other stones: HA stands."""
    text = "(;GM[1]FF[4]SZ[7]HA[2]AB[ce][ec][cc][ee][dc]AW[dd];B[];W[];B[])"
    record = parse(text.encode())[0]
    assert record.warnings == []
    assert replay(record, preset("chinese")).game.handicap == 2


def test_gogui_rules_warns_about_ha_that_disagrees_with_the_stones_set_up(tmp_path, capsys):
    import json

    from gogui.cli import main

    path = tmp_path / "more.sgf"
    path.write_text("(;GM[1]FF[4]SZ[7]HA[4]AB[ce][ec];W[dd];B[];W[];B[])")
    assert main([str(path), "--ruleset", "chinese", "--json"]) == 0
    out, err = capsys.readouterr()
    count = json.loads(out)["games"][0]["rulesets"][0]["result"]["count"]
    assert (count["handicap_stones"], count["handicap_compensation"]) == (2, 2)
    assert "HA[4] names 4 handicap stones, but the record sets up 2 Black stones (AB)" in err


def test_an_aga_game_counted_in_the_window_replays_to_its_result_with_its_dead_stones():
    # 7x7: Black walls off columns A-B with column C, White F-G with column E; White's B4 is
    # dead. Black passes last, so White's obligatory pass follows, and the record keeps the
    # dead stones (as territory marks) on that last White pass.
    from gogui.session import GameSession

    session = GameSession(preset("aga"), 7)
    moves = "C7 E7 C6 E6 C5 E5 C4 E4 C3 E3 C2 E2 C1 E1 pass B4 A7 pass pass"
    for move in moves.split():
        session.pass_move() if move == "pass" else session.play(move)
    session.toggle_dead("B4")
    result = session.accept()
    record = session_record(session)
    assert record.main_line()[-1].move == ("W", None)
    ruling = replay(record, preset("aga"))
    assert ruling.result().sgf() == result.sgf() == record.result
