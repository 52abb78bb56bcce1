"""Damaged SGF never gets past the project's own clear errors: parser, gogui-rules, the window's
open path and the game loader, fed the library's files and saved games with random damage."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gogui import cli
from gogui.engine import RulesError, preset
from gogui.session import GameSession
from gogui.session_records import session_from_record, session_record
from gogui.sgf import SgfError, parse, to_sgf
from gogui.ui.main_window import MainWindow

LIBRARY = Path(__file__).resolve().parents[2] / "diagrams"


def _saved_game() -> bytes:
    session = GameSession(preset("aga"), 9, handicap=2)
    for move in ["E5", "C3", "G7", "pass", "D4", "F4", "pass", "pass"]:
        if move == "pass":
            session.pass_move()
        else:
            session.play(move)
    session.comments[2] = "a comment with ] and \\ in it"
    return to_sgf(session_record(session))


SEEDS = [path.read_bytes() for path in sorted(LIBRARY.glob("*.sgf"))[:6]] + [_saved_game()]
SGF_BYTES = list(b"()[];:\\ \nABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrs0123456789+-.")


@st.composite
def damaged(draw) -> bytes:
    """A seed with a few random edits: bytes replaced, deleted, inserted or spliced in."""
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 6))):
        if not data:
            break
        at = draw(st.integers(0, len(data) - 1))
        edit = draw(st.sampled_from(["replace", "delete", "insert", "splice"]))
        byte = draw(st.one_of(st.sampled_from(SGF_BYTES), st.integers(0, 255)))
        if edit == "replace":
            data[at] = byte
        elif edit == "delete":
            del data[at:at + draw(st.integers(1, 40))]
        elif edit == "insert":
            data[at:at] = bytes([byte]) * draw(st.integers(1, 3))
        else:
            other = draw(st.sampled_from(SEEDS))
            start = draw(st.integers(0, len(other) - 1))
            data[at:at] = other[start:start + draw(st.integers(1, 60))]
    return bytes(data)


EXAMPLES = int(os.environ.get("GOGUI_FUZZ_EXAMPLES", "40"))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                       HealthCheck.function_scoped_fixture])
@given(damaged())
def test_damaged_files_give_clear_errors_everywhere(qtbot, tmp_path, capsys, data):
    path = tmp_path / "damaged.sgf"
    path.write_bytes(data)
    try:
        records = parse(data)
    except SgfError:
        records = []
    for record in records[:1]:
        try:
            session_from_record(record)
        except SgfError:
            pass
    assert cli.main([str(path), "--ruleset", "all", "--json"]) in (0, 1, 2)
    capsys.readouterr()
    window = MainWindow()
    qtbot.addWidget(window)
    window.ask_to_save = lambda: "discard"
    errors = []
    window.error_hook = lambda title, text: errors.append(text)
    opened = window.files.open_path(str(path))
    assert opened or errors  # either the position is shown or the learner is told why
    if opened:
        window.controller.last()
        window.grab()


def test_a_rules_error_is_never_what_the_loader_raises():
    """The loader turns a position the rules cannot start from into its own error."""
    record = parse(b"(;GM[1]FF[4]SZ[9]HA[2]RU[japanese]AB[aa][ab];B[ee])")[0]
    try:
        session_from_record(record)
    except SgfError:
        pass
    except RulesError as err:  # pragma: no cover - the failure this test guards against
        pytest.fail(f"RulesError escaped: {err}")
