"""Which points a step changes on the drawn board (the board view repaints only those)."""

from gogui.engine import BLACK, WHITE, Board
from gogui.explorer import BoardDrawing, BoardState


def board_with(stones: dict[str, int]) -> Board:
    board = Board(9)
    board.set_points([(board.point(v), colour) for v, colour in stones.items()])
    return board


def test_a_move_changes_its_point_and_where_the_last_move_mark_was():
    # . . .        . . .
    # . X .   ->   . X O      White plays D5 after Black's C5
    before = BoardState(board_with({"C5": BLACK}), last_move="C5")
    after = BoardState(board_with({"C5": BLACK, "D5": WHITE}), last_move="D5", banned={"E5": "ko"})
    changed = BoardDrawing.of(before).changed_points(BoardDrawing.of(after))
    assert changed == {"C5", "D5", "E5"}


def test_the_same_position_changes_no_point():
    state = BoardState(board_with({"C5": BLACK}), last_move="C5")
    assert BoardDrawing.of(state).changed_points(BoardDrawing.of(state)) == set()


def test_labels_a_crossed_out_stone_or_other_coordinates_redraw_the_whole_board():
    before = BoardDrawing.of(BoardState(board_with({})))
    assert before.changed_points(BoardDrawing.of(BoardState(board_with({}), labels=[("C5", "a")]))) is None
    assert before.changed_points(BoardDrawing.of(BoardState(board_with({}), attempted=("C5", BLACK)))) is None
    assert before.changed_points(BoardDrawing.of(BoardState(board_with({}), coordinates=False))) is None


def test_a_change_of_many_points_redraws_the_whole_board():
    full = {f"{letter}{row}": BLACK for letter in "ABCDEFGHJ" for row in range(1, 8)}
    before = BoardDrawing.of(BoardState(board_with({})))
    assert before.changed_points(BoardDrawing.of(BoardState(board_with(full)))) is None
