"""What a save may overwrite: a continued game's file only with all it held, the library never."""

from __future__ import annotations

import os
import sys

from gogui import diagrams
from gogui.engine import preset
from gogui.save_checks import file_refusal, is_library_file, new_name_for, save_as_name, what_would_be_lost
from gogui.session import GameSession
from gogui.session_records import record_to_save, session_from_record, session_record
from gogui.sgf import parse, read_file, to_sgf, write_file

# A real record's kind of file: game information, ranks, time, a result, a variation, a mark.
REAL_RECORD = (b"(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PB[Honinbo]PW[Meijin]BR[9p]WR[9p]DT[1846-09-11]"
               b"EV[Castle game]RO[1]TM[3600]RE[B+2]"
               b";B[ee]C[The centre.];W[cc]TR[ee]"
               b"(;B[gg];W[gc])"
               b"(;B[cg]C[Another way.]))")


def continued(data: bytes) -> GameSession:
    return session_from_record(parse(data)[0])


def test_a_game_that_only_adds_moves_to_its_own_file_loses_nothing():
    session = GameSession(preset("japanese"), 9, black_name="Ann", white_name="Bo")
    session.play("E5")
    session.comments[1] = "The centre."
    held = parse(to_sgf(session_record(session)))
    again = session_from_record(held[0])
    again.play("C3")
    again.play("G7")
    assert what_would_be_lost(held, [session_record(again)]) == []


def test_continuing_a_real_record_would_lose_its_variations_information_and_marks():
    held = parse(REAL_RECORD)
    session = session_from_record(parse(REAL_RECORD)[0], preset("japanese"))
    session.play("J9")
    lost = what_would_be_lost(held, [session_record(session)])
    for word in ("variations", "BR", "WR", "EV", "RO", "TM", "RE", "marks"):
        assert word in lost, word
    assert "DT" not in lost  # the game keeps the day it was played
    assert "moves" not in lost  # the line's moves are all kept; the variations' go with them


def test_taking_back_a_move_of_the_file_loses_it():
    session = GameSession(preset("chinese"), 9)
    for vertex in ("E5", "C3", "G7"):
        session.play(vertex)
    held = [session_record(session)]
    session.undo()
    session.play("G3")
    assert what_would_be_lost(held, [session_record(session)]) == ["moves"]


def test_writing_one_game_over_a_collection_loses_the_others():
    held = parse(b"(;GM[1]SZ[9];B[ee])(;GM[1]SZ[9];B[cc])(;GM[1]SZ[9];B[gg])")
    assert what_would_be_lost(held, held[:1]) == ["2 more games of the collection"]
    assert what_would_be_lost(held, held) == []


def test_a_file_that_is_not_there_or_is_not_sgf(tmp_path):
    session = GameSession(preset("chinese"), 9)
    assert file_refusal(tmp_path / "new.sgf", [session_record(session)]) is None
    junk = tmp_path / "junk.sgf"
    junk.write_bytes(b"not a game")
    assert "cannot be read" in file_refusal(junk, [session_record(session)])
    mine = tmp_path / "mine.sgf"
    write_file(mine, record_to_save(session))  # as the game window saves it
    session.play("E5")
    assert file_refusal(mine, [record_to_save(session)]) is None
    real = tmp_path / "real.sgf"
    real.write_bytes(REAL_RECORD)
    why = file_refusal(real, [session_record(session)])
    assert why is not None and "variations" in why and "new name" in why


def test_the_library_its_installed_copy_and_links_to_them_are_library_files(tmp_path, monkeypatch):
    assert is_library_file(diagrams.LIBRARY_DIR / "triple-ko.sgf")
    assert is_library_file(diagrams.LIBRARY_DIR / "a-new-name.sgf")
    assert not is_library_file(tmp_path / "triple-ko.sgf")
    link = tmp_path / "link.sgf"
    link.symlink_to(diagrams.LIBRARY_DIR / "triple-ko.sgf")
    assert is_library_file(link)
    installed = tmp_path / "prefix" / "share" / "gogui" / "diagrams"
    installed.mkdir(parents=True)
    (installed / "triple-ko.sgf").write_bytes(b"(;GM[1]SZ[9])")
    monkeypatch.setattr(sys, "prefix", str(tmp_path / "prefix"))
    assert is_library_file(installed / "triple-ko.sgf")
    hard = tmp_path / "hard.sgf"
    os.link(installed / "triple-ko.sgf", hard)
    assert is_library_file(hard)


def test_a_new_name_is_beside_the_file_and_free(tmp_path):
    original = tmp_path / "game.sgf"
    original.write_bytes(b"(;GM[1]SZ[9])")
    assert new_name_for(original) == tmp_path / "game-2.sgf"
    (tmp_path / "game-2.sgf").write_bytes(b"")
    assert new_name_for(original) == tmp_path / "game-3.sgf"
    assert new_name_for(diagrams.LIBRARY_DIR / "triple-ko.sgf").parent != diagrams.LIBRARY_DIR


def test_read_file_is_what_the_checks_compare_against(tmp_path):
    path = tmp_path / "real.sgf"
    path.write_bytes(REAL_RECORD)
    assert what_would_be_lost(read_file(path), parse(REAL_RECORD)) == []


def test_a_file_read_with_warnings_is_not_written_back(tmp_path):
    """What reading had to leave out (a label without text) is held by the file all the same."""
    path = tmp_path / "flawed.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[9]RU[chinese]LB[cc];B[ee])")
    session = session_from_record(read_file(path)[0])
    session.play("C3")
    why = file_refusal(path, [session_record(session)])
    assert why is not None and "LB[cc]" in why and "new name" in why


def test_a_handicap_read_differently_from_ha_is_not_something_left_unread(tmp_path):
    """HA[3] with two Black stones set up is read as a two-stone game, with a warning; reading
    left nothing out, so a save over the file is refused only for what it would change (HA)."""
    path = tmp_path / "handicap.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[9]RU[chinese]HA[3]AB[cg][gc];W[ee])")
    session = continued(path.read_bytes())
    session.play("C7")
    why = file_refusal(path, [record_to_save(session)])
    assert why is not None and "could not read" not in why and "HA" in why


def test_save_as_proposes_an_sgf_name_for_a_record_of_another_kind(tmp_path):
    """Save As writes SGF: a record read from a .mgt file is proposed as NAME.sgf beside it."""
    assert save_as_name(tmp_path / "Hon-41-1.mgt") == tmp_path / "Hon-41-1.sgf"
    assert save_as_name(tmp_path / "game.SGF") == tmp_path / "game.SGF"
    assert save_as_name(tmp_path / "notes") == tmp_path / "notes.sgf"
