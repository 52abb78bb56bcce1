"""Casual games from the first move to the count, under several rulesets (no Qt)."""

from __future__ import annotations

import pytest

from gogui.engine import PRESETS, RulesError, preset
from gogui.session import GameSession
from gogui.session_records import ruleset_from_rules_property, session_from_line, session_from_record, session_record
from gogui.sgf import SgfError, parse, to_sgf
from gogui.teaching import boards_along

# A 7x7 game: Black walls off columns A-B with C, White columns F-G with E; column D stays
# neutral. White then plays a hopeless stone at B4 inside Black's area and both pass.
#
#     A B C D E F G
#   7 . . X . O . .
#   6 . . X . O . .
#   5 . . X . O . .
#   4 . O X . O . .
#   3 . . X . O . .
#   2 . . X . O . .
#   1 . . X . O . .
WALLS = "C7 E7 C6 E6 C5 E5 C4 E4 C3 E3 C2 E2 C1 E1 pass B4 pass pass"


def play_moves(session: GameSession, moves: str) -> None:
    for move in moves.split():
        outcome = session.pass_move() if move == "pass" else session.play(move)
        assert outcome is None or outcome.legal, outcome.explanation


def test_japanese_game_agreed_dead_stone_and_territory_count():
    session = GameSession(preset("japanese"), 7)
    play_moves(session, WALLS)
    assert session.stage == "marking"
    assert session.toggle_dead("B4") == ["B4"]
    result = session.accept()
    # Black: 13 empty points + B4's point + 1 dead stone = 15; White: 14 + komi 6.5 = 20.5.
    assert (result.black, result.white, result.winner, result.margin) == (15, 20.5, "W", 5.5)
    assert session.stage == "over"


def test_a_game_s_count_does_not_tell_its_players_how_to_mark_a_record():
    """Players who accept with nothing marked dead agreed that every stone lives: the count of
    a game says nothing of TB/TW marks, which only a record's count needs."""
    session = GameSession(preset("japanese"), 7)
    play_moves(session, WALLS)
    assert "marked dead" not in session.score().explanation
    assert "marked dead" not in session.accept().explanation


def test_chinese_area_count_of_the_same_game():
    session = GameSession(preset("chinese"), 7)
    play_moves(session, WALLS)
    session.toggle_dead("B4")
    result = session.accept()
    # Area: Black 7 stones + 14 points = 21; White 7 + 14 = 21, + komi 7.5.
    assert (result.black, result.white, result.winner) == (21, 28.5, "W")


def test_chinese_dispute_plays_on_and_captures():
    session = GameSession(preset("chinese"), 7)
    play_moves(session, WALLS)
    assert session.dispute() == "play-on"
    assert session.stage == "play"
    play_moves(session, "A4 pass B5 pass")
    capture = session.play("B3")
    assert capture.captures == ["B4"]
    play_moves(session, "pass pass")
    assert session.stage == "marking"
    result = session.accept()
    assert (result.black, result.white) == (21, 28.5)


def test_japanese_dispute_is_settled_by_confirmation_play_that_is_not_kept():
    session = GameSession(preset("japanese"), 7)
    play_moves(session, WALLS)
    assert session.dispute() == "confirmation"
    play_moves(session, "A4 pass B5 pass B3 pass pass")
    assert session.stage == "confirmation"
    result = session.accept()
    assert session.dead == {"B4"}
    assert result.winner == "W" and result.margin == 5.5
    # The confirmation moves were not kept: the real board still has the White stone and no
    # Black stones at A4, B5 or B3.
    board = session.game.board
    assert board.color[board.point("B4")] == 2 and board.color[board.point("A4")] == 0


def test_nz_all_alive_when_nobody_moves_after_a_dispute():
    """With B4 alive, Black's side is no one's: it touches a White stone. Black has only its
    seven stones; White 7 + 14 points + B4 = 22, plus komi 7."""
    session = GameSession(preset("nz"), 7)
    play_moves(session, WALLS)
    result = session.all_alive()
    assert (result.black, result.white, result.winner, result.margin) == (7, 29, "W", 22)
    assert session.stage == "over"


def test_renaissance_needs_three_passes_to_stop():
    session = GameSession(preset("renaissance-area"), 7)
    play_moves(session, WALLS)
    assert session.stage == "play"
    session.pass_move()
    assert session.stage == "marking"


def test_aga_pass_stones_and_white_passing_last():
    session = GameSession(preset("aga"), 7)
    play_moves(session, WALLS)  # Black passed twice, White once, and White passed last
    assert session.stage == "marking"
    assert session.game.pass_stones == {1: 1, 2: 2}  # stones handed to Black, to White
    session = GameSession(preset("aga"), 7)
    play_moves(session, WALLS.replace(" pass B4 pass pass", " D4 pass pass"))
    # Black passed last: White adds the extra pass, which hands Black one more stone.
    assert session.stage == "marking"
    assert "white-extra-pass" in session.game.outcomes[-1].events
    assert session.game.pass_stones == {1: 2, 2: 1}


def test_resignation_and_its_sgf_result():
    session = GameSession(preset("tromp-taylor"), 9)
    play_moves(session, "E5 C3")
    result = session.resign()
    assert (result.winner, session.stage) == ("W", "over")
    assert session_record(session).result == "W+R"
    assert session.play("D4").reason == "game-over" or session.stage == "over"


def test_undo_takes_back_moves_exactly():
    session = GameSession(preset("japanese"), 7)
    play_moves(session, "D4 E4")
    before = session.game.board.rows()
    play_moves(session, "D5")
    assert session.undo()
    assert session.game.board.rows() == before and session.to_move() == 1


def test_illegal_click_changes_nothing():
    session = GameSession(preset("japanese"), 7)
    play_moves(session, "D4")
    outcome = session.play("D4")
    assert not outcome.legal and outcome.reason == "occupied"
    assert session.game.move_number == 1


def test_free_handicap_placement_then_white_moves_first():
    session = GameSession(preset("aga").with_options(handicap_placement="free"), 9, handicap=2)
    assert session.stage == "placing"
    assert session.play("C3") is None
    assert session.play("G7") is None
    assert session.stage == "play" and session.to_move() == 2
    placing = GameSession(preset("ing"), 9, handicap=3)
    placing.play("C3")
    with pytest.raises(RulesError, match="already holds"):
        placing.play("C3")
    assert placing.stage == "placing" and placing.undo() and placing.handicap_points == []


def test_fixed_handicap_goes_on_the_star_points():
    session = GameSession(preset("japanese"), 9, handicap=2)
    assert session.stage == "play" and session.to_move() == 2
    board = session.game.board
    assert board.color[board.point("G7")] == 1 and board.color[board.point("C3")] == 1


def test_saved_game_round_trips_through_sgf():
    session = GameSession(preset("japanese"), 7, black_name="Ann", white_name="Bob")
    play_moves(session, WALLS)
    session.comments[3] = "Black keeps walling off."
    session.toggle_dead("B4")
    session.accept()
    record = parse(to_sgf(session_record(session)))[0]
    assert (record.rules, record.komi, record.result) == ("japanese", 6.5, "W+5.5")
    assert (record.black_player, record.white_player) == ("Ann", "Bob")
    last = record.main_line()[-1]
    assert "B4" in last.territory["TB"]
    assert record.main_line()[3].comment == "Black keeps walling off."
    again = session_from_record(record)
    assert again.game.board.rows() == session.game.board.rows()
    assert again.stage == "over" and again.dead == {"B4"}  # counted when saved: it stays counted


def test_what_if_counts_the_final_position_under_every_preset():
    session = GameSession(preset("japanese"), 7)
    play_moves(session, WALLS)
    session.toggle_dead("B4")
    rows = {w.ruleset.id: w.score for w in session.what_if()}
    assert set(rows) == set(PRESETS)
    assert rows["chinese"].black == 21 and rows["japanese"].black == 15


def test_rules_property_names():
    assert ruleset_from_rules_property("nz").id == "nz"
    assert ruleset_from_rules_property("Japanese").id == "japanese"
    assert ruleset_from_rules_property("base=japanese,ko=positional").ko == "positional"
    with pytest.raises(SgfError):
        ruleset_from_rules_property("Martian")


def test_ing_fill_in_count_with_neutral_points_matches_the_area_count():
    """Black 7 stones + 14 points = 21; White 7 + 14 = 21, + komi 8 = 29: White wins by 8. The
    seven neutral points of column D are filled half by each, so the fill-in count agrees."""
    session = GameSession(preset("ing"), 7)
    play_moves(session, "C7 E7 C6 E6 C5 E5 C4 E4 C3 E3 C2 E2 C1 E1 pass pass")
    score = session.score()
    assert (score.black, score.white, score.winner, score.margin) == (21, 29, 2, 8)
    ing = score.ing
    assert ing.shared_points == 7
    assert ing.winning_points + 2 * ing.losing_stones == 8


# A 5x5 position set up without a handicap, White to play:
#
#     A B C D E
#   5 . . . . .
#   4 . X O . .
#   3 . X O . .
#   2 . X O . .
#   1 . . . . .
SETUP_POSITION = b"(;GM[1]FF[4]SZ[5]KM[0.5]RU[chinese]AB[bb][bc][bd]AW[cb][cc][cd]PL[W])"


def test_a_game_from_a_set_up_position_saves_its_stones_and_player_to_move():
    session = session_from_record(parse(SETUP_POSITION)[0])
    assert session.to_move() == 2
    play_moves(session, "D3 B1")
    saved = parse(to_sgf(session_record(session)))[0]
    assert (sorted(saved.root.black), sorted(saved.root.white), saved.root.to_play) == (
        ["B2", "B3", "B4"], ["C2", "C3", "C4"], "W")
    again = session_from_record(saved)
    assert again.game.board.rows() == session.game.board.rows()
    assert again.to_move() == session.to_move() == 2


# A 5x5 ko. Black's C3 captures the white stone at B3; White may not retake at once.
#
#     A B C D E
#   5 . . . . .
#   4 . X O . .
#   3 X O . O .
#   2 . X O . .
#   1 . . . . .
KO = b"(;GM[1]FF[4]SZ[5]KM[0.5]AB[bb][ac][bd]AW[cb][bc][dc][cd]PL[B];B[cc]C[Black takes the ko.];W[bc])"


def _line_start(ruleset_id: str, moves: int, **options):
    record = parse(KO)[0]
    nodes = record.main_line()[: moves + 1]
    board = boards_along(record, nodes)[-1]
    to_move = "W" if moves % 2 else "B"
    return session_from_line(record, nodes, preset(ruleset_id), board=board, to_move=to_move, **options)


def test_a_game_from_a_line_keeps_its_moves_so_the_ko_ban_carries_over():
    start = _line_start("japanese", 1, komi=6.5, black_name="Ann")
    assert start.continues_line
    session = start.session
    assert (session.game.move_number, session.to_move(), session.komi, session.black_name) == (1, 2, 6.5, "Ann")
    retake = session.play("B3")
    assert not retake.legal and retake.reason == "ko"
    saved = parse(to_sgf(session_record(session)))[0]
    assert [n.move for n in saved.main_line()[1:]] == [("B", "C3")]
    assert saved.main_line()[1].comment == "Black takes the ko."
    assert (sorted(saved.root.black), saved.root.to_play) == (["A3", "B2", "B4"], "B")


def test_a_line_the_ruleset_forbids_starts_the_game_from_the_position_and_says_why():
    """White's retake at B3 is illegal under every ruleset: the game starts from the board as
    it stands, with no history, so Black may take back at C3 at once."""
    start = _line_start("chinese", 2)
    assert not start.continues_line
    assert start.explanation.startswith("Move 2 (W B3) is illegal under Chinese")
    assert "starts from this position" in start.explanation
    session = start.session
    assert session.game.move_number == 0 and session.to_move() == 1
    assert sorted(session.setup_white) == ["B3", "C2", "C4", "D3"]
    assert session.play("C3").legal


def test_a_line_that_ended_by_passes_starts_afresh_where_play_is_over_and_stops_where_it_is_not():
    record = parse(KO.replace(b";W[bc])", b";W[];B[])"))[0]
    nodes = record.main_line()
    board = boards_along(record, nodes)[-1]
    over = session_from_line(record, nodes, preset("tromp-taylor"), board=board, to_move="W")
    assert not over.continues_line and over.explanation.startswith("Under Tromp-Taylor the line's game ended")
    assert over.session.stage == "play"
    stopped = session_from_line(record, nodes, preset("japanese"), board=board, to_move="W")
    assert stopped.continues_line and stopped.session.stage == "marking"


@pytest.mark.parametrize("spec", ["base=ing,komi=inf", "base=japanese,komi=nan", "base=aga,handicap-komi=-inf"])
def test_a_saved_game_whose_rules_give_an_infinite_komi_is_refused(spec):
    record = parse(f"(;GM[1]FF[4]SZ[7]RU[{spec}];B[cc])".encode())[0]
    with pytest.raises(SgfError, match="finite number"):
        session_from_record(record)


def test_a_saved_game_whose_ha_exceeds_its_handicap_stones_goes_on_with_its_moves():
    """HA[4] but only two AB stones, and moves after them: placement is over, so the game goes on
    from its moves with the two stones as its handicap (it must not reopen in placement, where
    the first click would wipe the moves)."""
    record = parse(b"(;GM[1]FF[4]SZ[9]RU[chinese]HA[4]AB[cc][gg];W[ee];B[ec])")[0]
    session = session_from_record(record)
    assert session.stage == "play" and session.game.move_number == 2 and session.to_move() == 2
    assert session.handicap == 2
    assert session.play("D5").legal and session.game.move_number == 3
    again = session_from_record(parse(to_sgf(session_record(session)))[0])
    assert again.game.board.rows() == session.game.board.rows()


def test_a_game_saved_during_free_placement_reopens_in_placement():
    record = parse(b"(;GM[1]FF[4]SZ[9]RU[chinese]HA[4]AB[cc][gg])")[0]
    session = session_from_record(record)
    assert session.stage == "placing" and session.handicap_points == ["C7", "G3"]
    assert record.warnings == []  # placement goes on: the two stones are not the whole handicap


def test_a_saved_game_with_more_stones_set_up_than_ha_names_counts_them_all():
    record = parse(b"(;GM[1]FF[4]SZ[9]RU[chinese]HA[2]AB[cc][gg][cg][gc];W[ee])")[0]
    session = session_from_record(record)
    assert session.stage == "play" and session.handicap == 4 and session.game.handicap == 4
    assert record.warnings == ["HA[2] names 2 handicap stones, but the record sets up 4 Black stones (AB) and "
                               "no White stones; read as a 4-stone handicap"]


def test_a_finished_game_reopens_finished_with_its_result():
    session = GameSession(preset("japanese"), 7)
    play_moves(session, WALLS)
    session.toggle_dead("B4")
    session.accept()
    again = session_from_record(parse(to_sgf(session_record(session)))[0])
    assert again.stage == "over"
    assert again.result.sgf() == "W+5.5" and again.dead == {"B4"}
    assert again.game.board.rows() == session.game.board.rows()


def test_a_stopped_game_without_a_result_reopens_at_the_marking():
    session = GameSession(preset("japanese"), 7)
    play_moves(session, WALLS)
    session.toggle_dead("B4")
    again = session_from_record(parse(to_sgf(session_record(session)))[0])
    assert again.stage == "marking" and again.dead == {"B4"}


@pytest.mark.parametrize("rules", sorted(PRESETS))
def test_every_preset_reloads_a_stopped_game_with_its_passes_and_pass_stones(rules):
    """Black passes last (White's D4 then two passes); under AGA White's obligatory last pass
    follows. The reloaded game is at the same stage with the same pass stones and count."""
    session = GameSession(preset(rules), 7)
    play_moves(session, WALLS.replace(" pass B4 pass pass", " D4 pass pass" + (" pass" if rules.startswith("renaissance") else "")))
    again = session_from_record(parse(to_sgf(session_record(session)))[0])
    assert (again.stage, again.to_move()) == (session.stage, session.to_move())
    assert again.game.pass_stones == session.game.pass_stones
    assert again.game.move_number == session.game.move_number
    assert again.score().margin == session.score().margin


def test_aga_s_obligatory_last_white_pass_is_written_and_read_back():
    session = GameSession(preset("aga"), 7)
    play_moves(session, WALLS.replace(" pass B4 pass pass", " D4 pass pass"))
    saved = parse(to_sgf(session_record(session)))[0]
    assert [n.move for n in saved.main_line()[-2:]] == [("B", None), ("W", None)]  # White passes last
    again = session_from_record(saved)
    assert again.stage == "marking" and again.game.pass_stones == session.game.pass_stones
    assert to_sgf(session_record(again)) == to_sgf(session_record(session))


@pytest.mark.parametrize("rules", sorted(r for r in PRESETS if not PRESETS[r].settles_by_hypothetical_play
                                         and PRESETS[r].removals != "none"))
def test_a_game_that_played_on_after_a_dispute_reloads_and_goes_on(rules):
    """Play stopped, the players disputed and played on: the saved game reopens after the
    resumed moves, at the same stage, and can be continued."""
    session = GameSession(preset(rules), 7)
    stop = " pass" if rules.startswith("renaissance") else ""
    play_moves(session, WALLS + stop)
    assert session.stage == "marking"
    assert session.dispute() == "play-on"
    play_moves(session, "A4 pass B5")
    saved = parse(to_sgf(session_record(session)))[0]
    again = session_from_record(saved)
    assert (again.stage, again.to_move(), again.game.move_number) == (session.stage, session.to_move(),
                                                                     session.game.move_number)
    assert again.game.board.rows() == session.game.board.rows()
    assert again.play("B3").legal == session.play("B3").legal


def test_setup_stones_later_in_a_saved_game_are_applied_and_written_back():
    """A record with a setup node after move 2 (a White stone added at F6, Black to play): the
    continued game has the stone, and saving keeps the setup node where it was."""
    record = parse(b"(;GM[1]FF[4]SZ[7]RU[chinese];B[dd];W[ee];AW[fb]PL[B];B[cc])")[0]
    session = session_from_record(record)
    board = session.game.board
    assert board.color[board.point("F6")] == 2 and session.game.move_number == 3
    saved = parse(to_sgf(session_record(session)))[0]
    nodes = saved.main_line()
    assert [n.move for n in nodes[1:]] == [("B", "D4"), ("W", "E3"), None, ("B", "C5")]
    assert (nodes[3].white, nodes[3].to_play) == (["F6"], "B")
    again = session_from_record(saved)
    assert again.game.board.rows() == session.game.board.rows()


@pytest.mark.parametrize("rules", ["japanese", "korean", "simplified-japanese-korean"])
def test_a_confirmation_play_in_progress_is_saved_and_reloads_where_it_was(rules):
    session = GameSession(preset(rules), 7)
    play_moves(session, WALLS)
    assert session.dispute() == "confirmation"
    play_moves(session, "A4 pass B5")
    saved = parse(to_sgf(session_record(session)))[0]
    assert [n.move for n in saved.main_line()][-1] == ("W", None)  # the confirmation is not a move
    again = session_from_record(saved)
    assert again.stage == "confirmation"
    assert again.active.board.rows() == session.active.board.rows()
    assert again.active.move_number == session.active.move_number and again.to_move() == session.to_move()
    assert again.game.board.rows() == session.game.board.rows()  # the real game is untouched
    assert to_sgf(session_record(again)) == to_sgf(session_record(session))


def test_a_line_with_stones_set_up_along_it_continues_with_them():
    """Black takes the ko, then a setup node adds a black stone at A5 with White to play: the
    game continues the line, setup included, and saves it where it was."""
    record = parse(KO.replace(b";W[bc])", b";AB[aa]PL[W])"))[0]
    nodes = record.main_line()
    start = session_from_line(record, nodes, preset("japanese"), board=boards_along(record, nodes)[-1],
                                  to_move="W")
    assert start.continues_line
    board = start.session.game.board
    assert board.color[board.point("A5")] == 1 and start.session.to_move() == 2
    saved = parse(to_sgf(session_record(start.session)))[0]
    assert [(n.move, n.black) for n in saved.main_line()[1:]] == [(("B", "C3"), []), (None, ["A5"])]


@pytest.mark.parametrize("rules,result", [("nz", "B+1"), ("ing", "W+1"), ("japanese", "0")])
def test_a_game_whose_record_gives_the_handicap_as_moves_goes_on_as_a_handicap_game(rules, result):
    # HA[2] with Black C7 and G3 played as moves, White passing between them (the NZ text's way).
    record = parse(b"(;GM[1]FF[4]SZ[9]HA[2];B[cc];W[];B[gg];W[ee])")[0]
    session = session_from_record(record, preset(rules))
    assert session.game.handicap == 2 and session.stage == "play"
    assert sorted(session.handicap_points) == ["C7", "G3"]
    assert session.game.move_number == 1 and session.to_move() == 1  # White's E5 was move 1
    session.pass_move()
    session.pass_move()
    assert session.accept().sgf() == result
    again = parse(to_sgf(session_record(session)))[0]
    assert (again.handicap, sorted(again.root.black)) == (2, ["C7", "G3"])


def test_a_continued_game_keeps_the_day_it_was_played_whatever_file_it_is_saved_to(tmp_path):
    from gogui.sgf import parse, write_file

    session = session_from_record(parse(b"(;FF[4]SZ[9]DT[2020-01-01];B[ee];W[cc])")[0])
    session.play("D4")
    record = session_record(session)
    assert record.root.properties["DT"] == ["2020-01-01"]
    write_file(tmp_path / "elsewhere.sgf", record)  # Save As: a new file, no DT to take over
    assert b"DT[2020-01-01]" in (tmp_path / "elsewhere.sgf").read_bytes()


def test_only_moves_of_the_first_phase_of_play_are_ordinary():
    """An autosave's journal replays ordinary moves only: those of the first phase of play,
    not a dispute phase after a stop nor anything once play has stopped."""
    session = GameSession(preset("chinese"), 7)
    assert session.in_first_phase_of_play
    play_moves(session, WALLS)
    assert session.stage == "marking" and not session.in_first_phase_of_play
    session.dispute()
    assert session.stage == "play" and not session.in_first_phase_of_play


def test_a_handicap_game_with_white_stones_set_up_too_keeps_them_when_continued():
    """A handicap position under way (HA[2], Black's two stones and a White stone set up at the
    root, then White's D6) is continued with every stone where the record puts it."""
    record = parse(b"(;GM[1]FF[4]SZ[9]RU[chinese]HA[2]AB[cc][gg]AW[ee];W[dd])")[0]
    session = session_from_record(record)
    assert session.game.board.rows() == [
        ".........",
        ".........",
        "..X......",
        "...O.....",
        "....O....",
        ".........",
        "......X..",
        ".........",
        ".........",
    ]
    assert session.handicap == 2
    again = session_from_record(parse(to_sgf(session_record(session)))[0])
    assert again.game.board.rows() == session.game.board.rows()
    session.undo()  # back to the start: White's stone set up at E5 is still there
    assert session.game.board.rows()[4] == "....O...." and session.game.board.rows()[3] == "........."
