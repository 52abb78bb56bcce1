"""The course's lesson positions: one per concept, small, legal, documented, and ruled by the engine as written."""

from __future__ import annotations

from pathlib import Path

import pytest
from diagram_checks import copied_runs, nodes_without_comment, ruling_mismatches, strings_without_liberties

from gogui import diagrams
from gogui.engine import PRESETS
from gogui.learn import lesson_positions
from gogui.learn.lesson_positions import CONCEPTS, LARGEST_VIEW, load_lesson_position, positions_for
from gogui.sgf import SgfError

# The position each concept's lesson begins on, in the course's order; None marks a concept for
# which no small position has been made yet (the reason stands beside it).
FIRST_POSITIONS: dict[str, str | None] = {
    "basic-ko": "lone-ko",
    "area-and-territory": "area-and-territory",
    "suicide": "suicide",
    "positional-superko": "three-move-cycle",
    "situational-superko": "sending-two-player-to-move",
    "pass-and-superko": "sending-two-and-a-pass",
    "long-cycles": "two-corner-cycle",
    "threefold-repetition": "sending-two-three-times",
    "seki-points": "seki-with-an-eye",
    "handicap-compensation": "two-handicap-stones",
    "pass-stones": "pass-stone-ending",
    "confirmation-play": "disputed-dead-stone",
    "ing-hot-stones": "two-stone-ko",
    "ing-disturbing": "balanced-double-ko",
    "ing-count": "ing-fill-in-count",
}
# Why a concept above has no position yet.
GAPS: dict[str, str] = {}

POSITIONS = [p.id for p in lesson_positions.lesson_positions()]
LINES = [(p.id, index) for p in lesson_positions.lesson_positions() for index in range(len(p.diagram.lines))]


def test_every_concept_has_its_first_position_or_a_documented_gap():
    assert list(FIRST_POSITIONS) == list(CONCEPTS)
    for concept, position_id in FIRST_POSITIONS.items():
        if position_id is None:
            assert GAPS.get(concept), f"{concept}: no position and no reason given"
        else:
            assert concept not in GAPS
            assert positions_for(concept)[0].id == position_id


def test_every_position_file_is_a_concepts_position():
    assert sorted(POSITIONS) == sorted(p for p in FIRST_POSITIONS.values() if p is not None)
    assert len(POSITIONS) == len(set(POSITIONS))


@pytest.mark.parametrize("position_id,line_index", LINES)
def test_engine_rules_every_line_as_documented(position_id, line_index):
    diagram = load_lesson_position(position_id).diagram
    line = diagram.lines[line_index]
    assert set(line.rulings) == set(PRESETS), f"{line.name}: every preset needs a documented ruling"
    assert not ruling_mismatches(diagram, line)


@pytest.mark.parametrize("position_id", POSITIONS)
def test_each_position_is_small(position_id):
    """At most 9x9, or a view (VW) of at most 9x9 of a larger board."""
    record = load_lesson_position(position_id).diagram.record
    view = record.view()
    if view is None:
        assert record.size <= LARGEST_VIEW
    else:
        columns = {vertex[0] for vertex in view}
        rows = {vertex[1:] for vertex in view}
        assert len(columns) <= LARGEST_VIEW and len(rows) <= LARGEST_VIEW


@pytest.mark.parametrize("position_id", POSITIONS)
def test_each_position_is_legal_and_documented_for_a_learner(position_id):
    diagram = load_lesson_position(position_id).diagram
    assert not strings_without_liberties(diagram)
    assert diagram.title and diagram.source and diagram.summary
    assert len(diagram.comment) > 200, "the root comment says what the position shows and why"
    assert diagram.root.to_play in ("B", "W")
    assert not nodes_without_comment(diagram), "every node has a comment"
    assert not copied_runs(diagram), "the texts are in our own words"


def test_the_library_does_not_list_the_lesson_positions():
    assert not set(POSITIONS) & set(diagrams.diagram_ids())


def test_an_unknown_position_names_the_known_ones():
    with pytest.raises(KeyError, match="lone-ko"):
        load_lesson_position("no-such-position")


def test_a_position_must_name_a_concept_of_the_course(tmp_path: Path, monkeypatch):
    (tmp_path / "nameless.sgf").write_text("(;GM[1]FF[4]SZ[5]GN[Nameless]THEME[counting]PL[B];B[aa])",
                                           encoding="utf-8")
    monkeypatch.setenv("GOGUI_LESSONS", str(tmp_path))
    with pytest.raises(SgfError, match="CONCEPT must be one of basic-ko"):
        load_lesson_position("nameless")


def test_the_positions_are_found_in_a_source_tree_and_where_an_install_puts_them():
    folders = lesson_positions.lesson_folders()
    assert folders[0] == Path(__file__).resolve().parent.parent.parent / "diagrams" / "lessons"
    assert all(folder.parts[-4:] == ("share", "gogui", "diagrams", "lessons") for folder in folders[1:])
    pyproject = (Path(__file__).resolve().parent.parent.parent / "pyproject.toml").read_text(encoding="utf-8")
    assert '"share/gogui/diagrams/lessons" = ["diagrams/lessons/*.sgf"]' in pyproject


def test_a_malformed_position_is_named_and_every_other_one_loads(tmp_path: Path, monkeypatch):
    for path in lesson_positions.lessons_dir().glob("*.sgf"):
        (tmp_path / path.name).write_bytes(path.read_bytes())
    (tmp_path / "broken.sgf").write_bytes(b"(;GM[1]FF[4]SZ[5]CONCEPT[basic-ko];B[ee")
    monkeypatch.setenv("GOGUI_LESSONS", str(tmp_path))
    assert sorted(p.id for p in lesson_positions.lesson_positions()) == sorted(POSITIONS)
    [problem] = lesson_positions.lesson_problems()
    assert problem.path.name == "broken.sgf" and problem.reason
    assert "broken.sgf" in problem.text()


def test_a_lesson_position_opens_by_id_like_a_diagram_of_the_library():
    """The window and the questions open a lesson's steps with diagrams.load(), whichever folder
    they are in; the library still lists only its own diagrams."""
    lone_ko = diagrams.load("lone-ko")
    assert lone_ko.id == "lone-ko" and lone_ko.record.size == 5
    assert [line.name for line in lone_ko.lines] == [line.name for line in load_lesson_position("lone-ko").diagram.lines]
    assert diagrams.load("molasses-ko").id == "molasses-ko"
    assert "lone-ko" not in diagrams.diagram_ids()
    with pytest.raises(KeyError, match="no diagram 'no-such-position'"):
        diagrams.load("no-such-position")


def test_a_lesson_position_is_found_in_the_lessons_folder_named(tmp_path: Path, monkeypatch):
    (tmp_path / "own-ko.sgf").write_bytes((lesson_positions.lessons_dir() / "lone-ko.sgf").read_bytes())
    monkeypatch.setenv("GOGUI_LESSONS", str(tmp_path))
    assert diagrams.load("own-ko").title == "A lone ko"
    with pytest.raises(KeyError):
        diagrams.load("lone-ko")  # only the folder named is looked in


def test_the_window_opens_a_lesson_position_by_id(qapp, tmp_path: Path):
    """gogui --diagram lone-ko opens the lesson position as it opens a library diagram."""
    from PySide6.QtGui import QImage

    from gogui.ui import app as app_module

    out = tmp_path / "lone-ko.png"
    assert app_module.main(["--screenshot", str(out), "--diagram", "lone-ko", "--move", "2"]) == 0
    assert QImage(str(out)).width() == 1280
