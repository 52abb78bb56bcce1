"""Looking back through a game played so far: the position after each move, never the game changed."""

from __future__ import annotations

import random

from gogui.engine import preset
from gogui.engine.board import BLACK, EMPTY, WHITE
from gogui.game_review import GameReview
from gogui.session import GameSession
from gogui.session_records import session_from_record
from gogui.sgf import parse

WALLS = "C7 E7 C6 E6 C5 E5 C4 E4 C3 E3 C2 E2 C1 E1 pass B4 pass pass"


def play_moves(session: GameSession, moves: str, review: GameReview | None = None) -> None:
    for move in moves.split():
        outcome = session.pass_move() if move == "pass" else session.play(move)
        assert outcome is None or outcome.legal, outcome.explanation
        if review is not None:
            review.sync(session.game)


def stone(review: GameReview, moves: int, vertex: str) -> int:
    board = review.position(moves).board
    return board.color[board.point(vertex)]


def test_each_position_shows_the_stones_the_last_move_and_the_prisoners_of_that_moment():
    session = GameSession(preset("japanese"), 9)
    review = GameReview()
    # Black captures White's A1 with B1's help: A2 then B1 take it at move 4.
    play_moves(session, "A2 A1 E5 E6 B1", review)
    assert review.moves == 5
    assert stone(review, 0, "A2") == EMPTY
    assert stone(review, 2, "A1") == WHITE and review.position(2).last_move == "A1"
    assert stone(review, 4, "A1") == WHITE and review.position(4).prisoners == (0, 0)
    assert stone(review, 5, "A1") == EMPTY and review.position(5).prisoners == (1, 0)
    assert review.rows[4].captures == ("A1",) and review.rows[4].colour == BLACK
    assert review.position(0).last_move is None
    # The game itself is where it was.
    assert session.game.move_number == 5 and session.game.board.color[session.game.point("B1")] == BLACK


def test_a_pass_has_no_last_move_mark_and_a_row_without_a_point():
    session = GameSession(preset("japanese"), 9)
    review = GameReview()
    play_moves(session, "E5 pass", review)
    assert review.rows[1].vertex is None and review.rows[1].colour == WHITE
    assert review.position(2).last_move is None and stone(review, 2, "E5") == BLACK


def test_handicap_stones_are_on_the_board_at_the_start():
    session = GameSession(preset("japanese"), 9, handicap=2)
    review = GameReview()
    play_moves(session, "E5", review)
    assert review.rows[0].colour == WHITE
    assert stone(review, 0, "G7") == BLACK and stone(review, 0, "C3") == BLACK
    assert stone(review, 0, "E5") == EMPTY and stone(review, 1, "E5") == WHITE


def test_free_handicap_stones_placed_one_by_one_make_the_start_position():
    session = GameSession(preset("chinese"), 9, handicap=2)
    review = GameReview()
    for vertex in ("C3", "G7"):
        session.play(vertex)
        review.sync(session.game)
        assert review.moves == 0 and stone(review, 0, vertex) == BLACK
    play_moves(session, "E5", review)
    assert stone(review, 0, "C3") == BLACK and stone(review, 1, "E5") == WHITE


def test_undo_drops_the_positions_after_it_and_a_new_move_takes_their_place():
    session = GameSession(preset("japanese"), 9)
    review = GameReview()
    play_moves(session, "E5 E6 D4", review)
    session.undo()
    assert review.sync(session.game) == 2 and review.moves == 2
    play_moves(session, "F4", review)
    assert review.moves == 3 and stone(review, 3, "F4") == BLACK and stone(review, 3, "D4") == EMPTY


def test_aga_white_s_obligatory_pass_and_the_pass_stones_it_hands_over():
    session = GameSession(preset("aga"), 7)
    review = GameReview()
    play_moves(session, WALLS.replace(" pass B4 pass pass", " D4 pass pass"), review)
    last = review.rows[-1]
    assert last.colour == BLACK and last.vertex is None and "white-extra-pass" in last.events
    game = session.game
    assert review.position(review.moves).pass_stones == (game.pass_stones[BLACK], game.pass_stones[WHITE])
    assert review.position(review.moves).pass_stones == (2, 1)  # Black's pass and White's last one
    assert review.position(review.moves - 1).pass_stones == (1, 0)  # before them: White's pass alone


def test_moves_after_a_dispute_belong_to_its_phase():
    session = GameSession(preset("chinese"), 7)
    review = GameReview()
    play_moves(session, WALLS, review)
    session.dispute()
    play_moves(session, "A4 pass pass", review)
    phases = [row.dispute_phase for row in review.rows]
    assert phases[:18] == [0] * 18 and phases[18:] == [1, 1, 1]
    assert stone(review, 19, "A4") == BLACK and stone(review, 18, "A4") == EMPTY


def test_the_confirmation_play_is_not_part_of_the_game_looked_back_on():
    session = GameSession(preset("japanese"), 7)
    review = GameReview()
    play_moves(session, WALLS, review)
    session.dispute()
    play_moves(session, "A4 pass", review)
    assert review.moves == 18 and stone(review, 18, "A4") == EMPTY


def test_a_continued_game_with_stones_set_up_after_a_move_is_read_back_once():
    record = parse(b"(;GM[1]FF[4]SZ[9]RU[japanese];B[ee];W[ec];AW[ff]PL[B];B[gg];W[cc])")[0]
    session = session_from_record(record)
    review = GameReview()
    assert review.sync(session.game) == 0 and review.moves == 4
    assert stone(review, 1, "F4") == EMPTY  # the setup came after move 2
    assert stone(review, 2, "F4") == WHITE and stone(review, 2, "E7") == WHITE
    assert stone(review, 3, "G3") == BLACK and stone(review, 4, "C7") == WHITE


def test_positions_followed_move_by_move_equal_those_read_back_at_once():
    rng = random.Random(7)
    session = GameSession(preset("aga"), 9)
    followed = GameReview()
    points = [f"{c}{r}" for c in "ABCDEFGHJ" for r in range(1, 10)]
    while session.game.move_number < 120 and session.stage == "play":
        outcome = session.pass_move() if rng.random() < 0.05 else session.play(rng.choice(points))
        if outcome.legal:
            followed.sync(session.game)
    at_once = GameReview()
    at_once.sync(session.game)
    assert followed.rows == at_once.rows
    for moves in range(followed.moves + 1):
        a, b = followed.position(moves), at_once.position(moves)
        assert a.board.snapshot() == b.board.snapshot()
        assert (a.last_move, a.prisoners, a.pass_stones) == (b.last_move, b.prisoners, b.pass_stones)


def test_a_move_adds_one_position_and_keeps_the_earlier_ones_as_they_were_worked_out():
    session = GameSession(preset("japanese"), 9)
    review = GameReview()
    play_moves(session, "E5 E6 D4", review)
    earlier = [review.position(n) for n in range(3)]
    assert review.sync(session.game) == 3  # nothing new: nothing worked out again
    play_moves(session, "D6", review)
    assert all(review.position(n) is earlier[n] for n in range(3))
