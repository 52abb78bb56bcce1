"""GTP's framing: answers read whole from any chunking, nonsense refused, moves and komi written as GTP writes them."""

from __future__ import annotations

import locale

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gogui.gtp.protocol import (
    RESIGN,
    Answer,
    AnswerReader,
    GtpNonsense,
    command_line,
    komi_text,
    parse_move,
    parse_vertices,
)


def test_answers_come_whole_however_the_output_is_cut():
    output = b"=1 GNU Go\n\n=2\n\n?3 illegal move\n\n=4 A1\r\nB2\n\n"
    expected = [Answer(1, True, "GNU Go"), Answer(2, True, ""), Answer(3, False, "illegal move"),
                Answer(4, True, "A1\nB2")]
    for cut in range(len(output)):
        reader = AnswerReader()
        assert reader.feed(output[:cut]) + reader.feed(output[cut:]) == expected


def test_an_answer_without_an_id_is_read():
    assert AnswerReader().feed(b"= D4\n\n") == [Answer(None, True, "D4")]


def test_output_that_is_no_answer_is_nonsense():
    with pytest.raises(GtpNonsense):
        AnswerReader().feed(b"Welcome to my engine\n\n")


@given(st.binary(max_size=200))
def test_any_bytes_give_answers_or_nonsense_never_another_error(data):
    try:
        AnswerReader().feed(data)
    except GtpNonsense:
        pass


def test_a_command_is_one_line():
    assert command_line(7, "genmove b") == b"7 genmove b\n"
    with pytest.raises(ValueError):
        command_line(8, "play b D4\nquit")


@pytest.mark.parametrize(("text", "move"), [("D4", "D4"), ("d4", "D4"), ("PASS", None), ("resign", RESIGN),
                                            ("J9", "J9")])
def test_moves_on_a_9x9_board(text, move):
    assert parse_move(text, 9) == move


@pytest.mark.parametrize("text", ["I5", "K9", "A10", "A0", "banana", "D 4", ""])
def test_moves_off_a_9x9_board_are_nonsense(text):
    with pytest.raises(GtpNonsense):
        parse_move(text, 9)


def test_a_list_of_dead_stones_is_read_across_lines():
    assert parse_vertices("A1 B2\nC3\n", 9) == ["A1", "B2", "C3"]
    with pytest.raises(GtpNonsense):
        parse_vertices("A1 pass", 9)


def test_komi_is_written_with_a_dot_in_every_locale():
    before = locale.setlocale(locale.LC_NUMERIC)
    try:
        for name in ("de_DE.UTF-8", "fr_FR.UTF-8", "C.UTF-8"):
            try:
                locale.setlocale(locale.LC_NUMERIC, name)
            except locale.Error:
                continue
            assert [komi_text(k) for k in (6.5, 7.5, 0, -3, 0.5)] == ["6.5", "7.5", "0", "-3", "0.5"]
    finally:
        locale.setlocale(locale.LC_NUMERIC, before)
