"""The board: coordinates, strings and liberties, captures, suicide, the hash, setup and undo."""

import pytest

from gogui.engine import BLACK, EMPTY, WHITE, Board


def libs(board: Board, vertex: str) -> list[str]:
    return sorted(board.vertex(p) for p in board.string_liberties(board.point(vertex)))


def strings(board: Board) -> list[tuple[list[str], list[str]]]:
    """Every string's stones and liberties, as vertices."""
    out = []
    for p in board.strings():
        stones, liberties = board.string(p)
        out.append((sorted(map(board.vertex, stones)), sorted(map(board.vertex, liberties))))
    return sorted(out)


def test_vertices_skip_i_and_count_rows_from_the_bottom():
    board = Board(19)
    assert board.xy(board.point("A1")) == (0, 0)
    assert board.xy(board.point("T19")) == (18, 18)
    assert board.xy(board.point("J10")) == (8, 9)
    assert board.vertex(board.index(7, 0)) == "H1"
    assert board.vertex(board.index(8, 0)) == "J1"
    with pytest.raises(ValueError):
        board.point("I5")
    with pytest.raises(ValueError):
        board.point("A20")


def test_a_point_is_named_by_vertex_or_by_index_and_border_cells_are_refused():
    board = Board(9)
    assert board.point(" d4 ") == board.point("D4") == board.point(board.point("D4"))
    border = set(range(len(board.color))) - set(board.points)
    for cell in (*border, -1, len(board.color)):
        with pytest.raises(ValueError):
            board.point(cell)


def test_a_single_capture_takes_a_ko_only_by_a_stone_left_alone_in_atari():
    # . X O .     Black C3 takes B3 and stands alone among White's stones, in atari at B3:
    # X O . O     a basic ko.
    # . X O .
    # . . . .
    board = Board.from_ascii(". X O .\nX O . O\n. X O .\n. . . .")
    captured, _ = board.play(board.point("C3"), BLACK)
    assert captured == [board.point("B3")]
    assert board.took_ko(board.point("C3"), board.point("B3"))
    # . . . .     Black C1 takes C2 but keeps the liberties B1 and D1: no ko.
    # . . X .
    # . X O X
    # . . . .
    board = Board.from_ascii(". . . .\n. . X .\n. X O X\n. . . .")
    captured, _ = board.play(board.point("C1"), BLACK)
    assert captured == [board.point("C2")]
    assert not board.took_ko(board.point("C1"), board.point("C2"))


@pytest.mark.parametrize("size", [2, 3, 9, 13, 19, 25])
def test_any_size_from_2_to_25(size):
    board = Board(size)
    assert len(board.points) == size * size
    last = "ABCDEFGHJKLMNOPQRSTUVWXYZ"[size - 1] + str(size)
    assert board.xy(board.point(last)) == (size - 1, size - 1)


@pytest.mark.parametrize("size", [0, 1, 26, 19.0])
def test_other_sizes_are_refused(size):
    with pytest.raises(ValueError):
        Board(size)


def test_strings_merge_and_share_liberties():
    board = Board.from_ascii("""
        . . . . .
        . X . X .
        . . . . .
        . . . . .
        . . . . .
    """)
    board.play(board.point("C4"), BLACK)
    assert sorted(board.vertex(p) for p in board.string_stones(board.point("B4"))) == ["B4", "C4", "D4"]
    assert libs(board, "D4") == ["A4", "B3", "B5", "C3", "C5", "D3", "D5", "E4"]


def test_capture_removes_a_string_and_gives_back_liberties():
    board = Board.from_ascii("""
        . O X .
        O X . .
        . O . .
        . . . .
    """)
    # Black B3 is surrounded on three sides: its only liberty is C3.
    assert libs(board, "B3") == ["C3"]
    captured, suicided = board.play(board.point("C3"), WHITE)
    assert sorted(board.vertex(p) for p in captured) == ["B3"]
    assert list(suicided) == []
    assert board.get(board.point("B3")) == EMPTY
    assert "B3" in libs(board, "B4") and "B3" in libs(board, "C3")


def test_suicide_removes_the_own_string_when_nothing_is_captured():
    board = Board.from_ascii("""
        . O .
        O . O
        . O .
    """)
    captured, suicided = board.play(board.point("B2"), BLACK)
    assert list(captured) == [] and [board.vertex(p) for p in suicided] == ["B2"]
    assert board.get(board.point("B2")) == EMPTY
    assert board.hash == board.recompute_hash()


def test_capturing_takes_precedence_over_suicide():
    board = Board.from_ascii("""
        X O .
        . X .
        X . .
    """)
    # Black A3 is in atari at A2. White A2 has no empty neighbour, but it captures A3 first
    # and then has a liberty there, so it stays.
    captured, suicided = board.play(board.point("A2"), WHITE)
    assert [board.vertex(p) for p in captured] == ["A3"] and list(suicided) == []
    assert libs(board, "A2") == ["A3"]


def test_analyse_predicts_play_without_changing_the_board():
    board = Board.from_ascii("""
        . X O .
        X O . .
        . X O .
        . . . .
    """)
    before = board.snapshot(), board.hash
    captured, suicide, h_after = board.analyse(board.point("C3"), BLACK)
    assert (board.snapshot(), board.hash) == before
    assert suicide is False
    captured, _ = board.play(board.point("C3"), BLACK)
    assert [board.vertex(p) for p in captured] == ["B3"]
    assert board.hash == h_after


def test_undo_play_restores_strings_liberties_and_hash():
    board = Board.from_ascii("""
        . X O .
        X O . .
        . X O .
        . . . .
    """)
    before = (board.snapshot(), board.hash, strings(board))
    p = board.point("C3")
    captured, suicided = board.play(p, BLACK)
    assert [board.vertex(q) for q in captured] == ["B3"]
    board.undo_play(p, BLACK, captured, suicided, before[1])
    assert (board.snapshot(), board.hash, strings(board)) == before


def test_setup_keeps_strings_and_hash_consistent():
    board = Board(5)
    board.set_points([(board.point("B2"), BLACK), (board.point("B3"), BLACK), (board.point("C2"), WHITE)])
    assert libs(board, "B2") == ["A2", "A3", "B1", "B4", "C3"]
    board.set_points([(board.point("B3"), EMPTY)])
    assert libs(board, "B2") == ["A2", "B1", "B3"]
    assert board.hash == board.recompute_hash()


def test_ascii_round_trip():
    text = "X . O\n. X .\nO . ."
    board = Board.from_ascii(text)
    assert board.ascii() == text
    assert board.rows() == ["X.O", ".X.", "O.."]


@pytest.mark.parametrize("size", [2, 9, 19, 25])
def test_every_point_and_colour_has_its_own_hash_key(size):
    """Two positions look alike to the repetition rules only if their hashes are equal, so no
    two (point, colour) keys may coincide, and each uses the whole 64 bits."""
    board = Board(size)
    keys = [board.zobrist[colour][p] for colour in (BLACK, WHITE) for p in board.points]
    assert len(set(keys)) == len(keys)
    assert all(0 <= k < 2**64 for k in keys) and max(keys) >= 2**63 - 2**60
