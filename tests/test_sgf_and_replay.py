"""SGF in and out (round trips, encodings, safe writing) and replaying lines past a stop."""

from __future__ import annotations

import os

import pytest

from gogui.engine import preset
from gogui.replay import replay
from gogui.sgf import SgfError, parse, read_file, same_tree, to_sgf, write_file

TREE = ("(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]GN[Test]PB[Ann]PW[Bob]RU[japanese]AB[cc]AW[gg]C[Start]"
        "XX[custom value];B[ee]C[centre]TR[ee]LB[dd:a];W[dc](;B[ed]N[main])(;B[cd]N[side]))")


def test_round_trip_keeps_moves_setup_comments_markup_and_unknown_properties():
    record = parse(TREE.encode())[0]
    again = parse(to_sgf(record))[0]
    assert (again.size, again.komi, again.rules, again.game_name) == (9, 6.5, "japanese", "Test")
    assert (again.black_player, again.white_player) == ("Ann", "Bob")
    root = again.root
    assert (root.black, root.white, root.comment) == (["C7"], ["G3"], "Start")
    assert root.properties["XX"] == ["custom value"]
    first = root.children[0]
    assert first.move == ("B", "E5") and first.comment == "centre"
    assert first.markup["TR"] == ["E5"] and first.labels == [("D6", "a")]
    branch = first.children[0]
    assert [child.name for child in branch.children] == ["main", "side"]


def test_a_branched_record_keeps_every_node_in_its_place_and_names_the_first_flaw_met():
    """Branches in file order under their parent; a node that is only a move, a pass, a move
    with more, and a node of setup each read as they are. The bad labels are counted, and the
    one named is the first met: the branch points' children are read before the deeper nodes.

        root - B E5 - W pass - B C3 LB[x1] - (B D4 LB[x2])
                             `- B F4 AB[A1] LB[x3]
    """
    record, = parse(b"(;GM[1]FF[4]SZ[9];B[ee];W[](;B[cg]LB[x1];B[df]LB[x2])(;B[ff]AB[ai]LB[x3]))")
    root = record.root
    first, = root.children
    passed, = first.children
    main, side = passed.children
    assert (first.move, passed.move) == (("B", "E5"), ("W", None))
    assert (main.move, main.labels) == (("B", "C3"), [])
    assert (side.move, side.black) == (("B", "F4"), ["A1"])
    assert [node.move for node in main.children] == [("B", "D4")]
    assert all(child.parent is node for node in (root, first, passed, main) for child in node.children)
    assert record.warnings == ["3 labels were not point:text and were left out, the first LB[x1]"]


def test_latin1_text_is_decoded():
    data = "(;GM[1]FF[4]CA[ISO-8859-1]SZ[9]C[Déjà vu];B[ee])".encode("latin-1")
    assert parse(data)[0].root.comment == "Déjà vu"


@pytest.mark.parametrize("data,needle", [
    (b"(;GM[1]SZ[9];B[ee]", "not readable SGF"),
    (b"", "not readable SGF"),
    (b"(;GM[1]SZ[26];B[aa])", "boards from 2 to 25"),
    (b"(;GM[1]SZ[40];B[aa])", "size out of range"),
])
def test_unreadable_files_give_a_clear_error(data, needle):
    with pytest.raises(SgfError, match=needle):
        parse(data, "x.sgf")


def test_a_move_written_across_a_line_break_is_read_with_a_warning():
    # Old records wrapped their lines at a fixed width, sometimes inside a move: W[oq<CR><LF>].
    record = parse(b"(;GM[1]FF[3]SZ[19];B[qd];W[oq\r\n];B[dd])", "old.mgt")[0]
    assert [n.move for n in record.main_line()[1:]] == [("B", "R16"), ("W", "P3"), ("B", "D16")]
    assert record.warnings == ["1 move was written across a line break and read without it"]


def test_a_move_that_is_no_point_is_still_refused():
    with pytest.raises(SgfError, match="bad move"):
        parse(b"(;GM[1]FF[4]SZ[9];B[e e z])", "x.sgf")


@pytest.mark.parametrize(("size", "value", "move"), [
    (9, b"ee", ("B", "E5")), (9, b"", ("B", None)), (9, b"tt", ("B", None)),  # passes up to 19x19
    (19, b"tt", ("B", None)), (19, b"ss", ("B", "T1")), (21, b"tt", ("B", "U2")),  # a point from 20x20 on
])
def test_a_move_alone_on_its_node_is_read_as_sgfmill_reads_it(size, value, move):
    record = parse(b"(;GM[1]FF[4]SZ[%d];B[%s];W[])" % (size, value))[0]
    assert [n.move for n in record.main_line()[1:]] == [move, ("W", None)]


@pytest.mark.parametrize("value", [b"jj", b"EE", b"e"])
def test_a_move_alone_on_its_node_that_is_no_point_is_refused(value):
    with pytest.raises(SgfError, match="bad move"):
        parse(b"(;GM[1]FF[4]SZ[9];B[%s])" % value, "x.sgf")


def test_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(SgfError, match="cannot open"):
        read_file(tmp_path / "nowhere.sgf")


def test_write_file_replaces_atomically_and_leaves_nothing_behind(tmp_path):
    path = tmp_path / "game.sgf"
    write_file(path, parse(TREE.encode())[0])
    assert read_file(path)[0].game_name == "Test"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.sgf"]


def test_a_failed_write_never_truncates_the_existing_file(tmp_path, monkeypatch):
    path = tmp_path / "game.sgf"
    path.write_bytes(b"(;GM[1]SZ[9]C[keep me])")

    def no_space(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", no_space)
    with pytest.raises(OSError):
        write_file(path, parse(TREE.encode())[0])
    assert path.read_bytes() == b"(;GM[1]SZ[9]C[keep me])"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.sgf"]



def test_saving_through_a_symlink_writes_the_file_it_names_and_keeps_the_link(tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    real = games / "real.sgf"
    real.write_bytes(b"(;GM[1]SZ[9])")
    link = tmp_path / "link.sgf"
    link.symlink_to(real)
    write_file(link, parse(TREE.encode())[0])
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert read_file(real)[0].game_name == "Test"
    assert sorted(p.name for p in games.iterdir()) == ["real.sgf"]


def test_a_saved_file_keeps_its_mode_and_a_new_one_gets_the_usual_mode(tmp_path):
    shared = tmp_path / "shared.sgf"
    shared.write_bytes(b"(;GM[1]SZ[9])")
    shared.chmod(0o664)
    write_file(shared, parse(TREE.encode())[0])
    assert shared.stat().st_mode & 0o777 == 0o664
    umask = os.umask(0o022)
    try:
        fresh = tmp_path / "fresh.sgf"
        write_file(fresh, parse(TREE.encode())[0])
    finally:
        os.umask(umask)
    assert fresh.stat().st_mode & 0o777 == 0o644  # not mkstemp's private 0600


def test_temporary_files_a_killed_writer_left_are_cleaned_up(tmp_path):
    """A write killed between creating its temporary file and renaming it leaves the temporary
    behind; the next save of that file removes it, but never one a live process is writing."""
    path = tmp_path / "game.sgf"
    dead = subprocess_pid_that_has_exited()
    stale = tmp_path / f".game.sgf.{dead}.abc123.tmp"
    stale.write_bytes(b"(;GM[1]")
    live = tmp_path / f".game.sgf.{os.getpid()}.def456.tmp"
    live.write_bytes(b"(;GM[1]")
    write_file(path, parse(TREE.encode())[0])
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["game.sgf", live.name])


def subprocess_pid_that_has_exited() -> int:
    import subprocess
    import sys

    child = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                           text=True, check=True)
    return int(child.stdout)


ONE_EYE_FLAW = ("(;GM[1]FF[4]SZ[5]KM[0]AB[ca][ea][db][eb][ac][bc][cc][dc][ad][cd][dd][ed][ae][be][ce][de][ee]"
                "AW[ba][ab][bb][cb]PL[W];W[da];B[];W[];B[ca];W[];B[aa])")


def test_replay_stops_at_the_stop_unless_asked_to_resume():
    record = parse(ONE_EYE_FLAW.encode())[0]
    stopped = replay(record, preset("chinese"))
    assert len(stopped.moves) == 3 and stopped.game.phase == "stopped"
    resumed = replay(record, preset("ing"), resume=True)
    assert resumed.resumed_at == 3 and resumed.illegal is None
    assert sorted(resumed.moves[-1].captures) == ["A4", "B4", "B5", "C4"]


def test_replay_resumes_japanese_play_as_the_confirmation():
    record = parse(ONE_EYE_FLAW.encode())[0]
    rep = replay(record, preset("japanese"), resume=True)
    assert rep.confirmation is not None and rep.current is rep.confirmation
    assert rep.game.board.color[rep.game.board.point("A4")] == 2  # the real game is untouched
    rep.confirmation.pass_move()
    rep.confirmation.pass_move()
    assert rep.confirmation.dead_stones() == ["A4", "B4", "B5", "C4", "D5"]


def test_replay_under_positional_superko_stops_at_the_retake():
    record = parse(ONE_EYE_FLAW.encode())[0]
    rep = replay(record, preset("tromp-taylor"), resume=True)
    assert rep.game.phase == "over" and len(rep.moves) == 3  # Tromp-Taylor: over at the passes
    rep = replay(record, preset("chinese"), resume=True)
    assert rep.illegal is not None and rep.illegal.reason == "positional-superko"


def test_a_label_without_text_is_left_out_with_a_warning():
    record = parse(b"(;GM[1]FF[4]SZ[9]LB[cc][dd:x];B[ee]LB[ff])")[0]
    assert record.root.labels == [("D6", "x")]
    assert record.main_line()[1].move == ("B", "E5") and record.main_line()[1].labels == []
    assert len(record.warnings) == 1 and "LB[cc]" in record.warnings[0] and "2 labels" in record.warnings[0]


@pytest.mark.parametrize("charset", ["base64", "hex", "rot13", "zlib", "idna", "uu", "bz2", "quopri",
                                     "unicode_escape", "UTF-16", "martian"])
def test_a_charset_that_is_no_text_encoding_falls_back_to_utf8_with_a_warning(charset):
    record = parse(f"(;GM[1]FF[4]CA[{charset}]SZ[9]C[Déjà vu];B[ee])".encode())[0]
    assert record.root.comment == "Déjà vu" and record.main_line()[1].move == ("B", "E5")
    assert len(record.warnings) == 1
    assert f"CA[{charset}]" in record.warnings[0] and "UTF-8" in record.warnings[0]


def test_an_unknown_charset_over_bytes_that_are_not_utf8_falls_back_to_latin1():
    record = parse("(;GM[1]FF[4]CA[base64]SZ[9]C[Déjà vu];B[ee])".encode("latin-1"))[0]
    assert record.root.comment == "Déjà vu"
    assert "Latin-1" in record.warnings[0]


@pytest.mark.parametrize("charset,text", [("Shift_JIS", "表"), ("cp932", "ソ"), ("Big5", "許")])
def test_a_double_byte_character_ending_in_a_backslash_byte_keeps_the_next_move(charset, text):
    data = f"(;GM[1]FF[4]CA[{charset}]SZ[9]C[{text}]XX[{text}];B[ee]C[{text}{text}];W[cc])".encode(charset)
    assert text.encode(charset).endswith(b"\\")
    record = parse(data)[0]
    line = record.main_line()
    assert record.root.comment == text and line[1].comment == text * 2
    assert [node.move for node in line[1:]] == [("B", "E5"), ("W", "C7")]
    assert record.warnings == []
    again = parse(to_sgf(record))[0]
    assert again.root.properties["XX"] == [text] and again.main_line()[1].comment == text * 2


def test_latin1_bytes_under_a_utf8_charset_are_read_as_latin1_with_a_warning():
    record = parse("(;GM[1]FF[4]CA[UTF-8]SZ[9]C[Déjà vu];B[ee])".encode("latin-1"))[0]
    assert record.root.comment == "Déjà vu"
    assert len(record.warnings) == 1
    assert "UTF-8" in record.warnings[0] and "Latin-1" in record.warnings[0]


def test_without_a_charset_utf8_is_tried_before_latin1():
    assert parse("(;GM[1]SZ[9]C[Déjà vu])".encode())[0].root.comment == "Déjà vu"
    record = parse("(;GM[1]SZ[9]C[Déjà vu])".encode("latin-1"))[0]
    assert record.root.comment == "Déjà vu" and record.warnings == []


@pytest.mark.parametrize("value", ["inf", "nan", "-Infinity", "1e999", "lots"])
def test_a_komi_that_is_not_a_finite_number_is_ignored_with_a_warning(value):
    record = parse(f"(;GM[1]FF[4]SZ[9]KM[{value}];B[ee])".encode())[0]
    assert record.komi is None
    assert record.warnings == [f"KM[{value}] is not a number of points; the ruleset's komi applies"]


def test_a_file_larger_than_the_limit_is_refused_unread(tmp_path, monkeypatch):
    import gogui.sgf

    monkeypatch.setattr(gogui.sgf, "MAX_FILE_BYTES", 1000)
    path = tmp_path / "big.sgf"
    path.write_bytes(b"(;GM[1]SZ[9]C[" + b"x" * 2000 + b"])")
    with pytest.raises(SgfError, match="larger than"):
        read_file(path)
    path.write_bytes(b"(;GM[1]SZ[9]C[" + b"x" * 900 + b"])")
    assert len(read_file(path)[0].root.comment) == 900


SHARED_MOVES = "".join(f";{'BW'[i % 2]}[{'abcdefghi'[i % 9]}{'abcdefghi'[i * 7 // 9 % 9]}]" for i in range(400))


def test_nodes_are_themselves_and_same_tree_compares_variations_that_share_hundreds_of_moves():
    """A node is itself (two moves alike are two nodes); same_tree() compares contents, with a
    stack instead of recursion, which two variations sharing 400 moves would take past
    Python's limit."""
    record = parse(f"(;GM[1]FF[4]SZ[9]({SHARED_MOVES})({SHARED_MOVES})({SHARED_MOVES};B[]))".encode())[0]
    first, second, third = record.root.children
    assert same_tree(first, second) and first != second
    assert not same_tree(first, third) and not same_tree(third, first)
    assert record.root.children.index(second) == 1
    assert len({first, second, third}) == 3
    assert len(repr(first)) < 300 and "1 child" in repr(first)


COLLECTION = (b"(;GM[1]FF[4]SZ[9]GN[First]PB[Ann];B[ee]C[Centre.](;W[cc])(;W[gg]TR[ee]))"
              b"(;GM[1]FF[4]SZ[13]GN[Second]DT[2026-01-02]EV[Club];B[dd];W[jj]LB[dd:A])"
              b"(;GM[1]FF[4]SZ[19]GN[Third]AB[dd][pp];W[dp]C[Kept as it was.])")


def test_a_collection_is_written_whole_and_reads_back_game_for_game(tmp_path):
    games = parse(COLLECTION)
    path = tmp_path / "collection.sgf"
    write_file(path, games)
    again = read_file(path)
    assert len(again) == 3
    for before, after in zip(games, again):
        if "DT" not in before.root.properties:  # a game without a date gets the day it was written
            assert after.root.properties.pop("DT")
        assert same_tree(after.root, before.root)
        assert (after.size, after.game_name, after.black_player) == (before.size, before.game_name, before.black_player)


def test_a_target_that_is_a_symlink_loop_is_an_os_error_and_nothing_is_written(tmp_path):
    loop = tmp_path / "loop.sgf"
    loop.symlink_to(loop)
    with pytest.raises(OSError):
        write_file(loop, parse(TREE.encode())[0])
    assert loop.is_symlink() and [path.name for path in tmp_path.iterdir()] == ["loop.sgf"]
