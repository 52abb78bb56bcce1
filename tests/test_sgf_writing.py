"""SGF as other programs write it: passes as B[], the program in AP, the date in DT."""

from __future__ import annotations

from datetime import date

from gogui import __version__
from gogui.sgf import Node, Record, parse, set_text_property, text_property, to_sgf, write_file


def test_a_pass_is_written_as_an_empty_value_on_a_small_board():
    record = Record(size=9, root=Node())
    record.root.add_child(Node(move=("B", None))).add_child(Node(move=("W", "E5")))
    written = to_sgf(record)
    assert b";B[]" in written and b"tt" not in written
    assert parse(written)[0].root.children[0].move == ("B", None)


def test_the_program_and_the_day_are_written_and_a_record_keeps_its_own_date():
    record = Record(size=9, root=Node())
    assert b"DT[" not in to_sgf(record)  # an autosave, say, is no record of its own
    written = to_sgf(record, today=date(2026, 11, 27))
    assert f"AP[gogui:{__version__}]".encode() in written
    assert b"DT[2026-11-27]" in written
    played = parse(b"(;FF[4]SZ[9]AP[OtherProgram:2]DT[1998-05-02])")[0]
    again = to_sgf(played, today=date(2026, 11, 27))
    assert b"DT[1998-05-02]" in again and b"2026" not in again
    assert b"OtherProgram" not in again and f"AP[gogui:{__version__}]".encode() in again


def test_a_saved_file_is_dated_the_day_it_is_written(tmp_path):
    path = tmp_path / "dated.sgf"
    write_file(path, Record(size=9, root=Node()))
    assert f"DT[{date.today().isoformat()}]".encode() in path.read_bytes()


def test_simple_text_properties_are_read_and_written_escaped():
    root = Node()
    set_text_property(root, "EV", "Meijin [final]\\game 2")
    written = to_sgf(Record(size=9, root=root))
    assert text_property(parse(written)[0].root, "EV") == "Meijin [final]\\game 2"
    set_text_property(root, "EV", "")
    assert "EV" not in root.properties and text_property(root, "EV") == ""
