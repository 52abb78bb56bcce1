"""End on a long line that was never ruled: the window answers at once and works the rulings out
in slices, showing them as pending (never another node's), then exactly as a full replay rules them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gogui.engine import PRESETS
from gogui.teaching import analyse
from gogui.ui.palette import status_styles

LETTERS = "abcdefghijklmnopqrs"


def long_line_sgf(pairs: int) -> str:
    """Black fills the left columns and White the right ones in turn (no capture, no ko), then
    both pass: a long line on which the rulesets part only at its end."""
    black = [f"{LETTERS[x]}{LETTERS[y]}" for x in range(9) for y in range(19)]
    white = [f"{LETTERS[x]}{LETTERS[y]}" for x in range(10, 19) for y in range(19)]
    moves = "".join(f";B[{b}];W[{w}]" for b, w in list(zip(black, white))[:pairs])
    return f"(;GM[1]FF[4]SZ[19]KM[7.5]{moves};B[];W[])"


@pytest.fixture
def long_window(window, qtbot, tmp_path):
    path = tmp_path / "long.sgf"
    path.write_text(long_line_sgf(150))
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    assert window.files.open_path(str(path))
    return window


def click(qtbot, window, vertex: str) -> None:
    """A real left click on the painted board at a vertex such as "K10"."""
    window.board.grab()  # paint once so the geometry is known
    x = "ABCDEFGHJKLMNOPQRST".index(vertex[0])
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton,
                     pos=window.board.board_geometry.centre(x, int(vertex[1:]) - 1).toPoint())


def rows_text(window) -> list[tuple[str, str]]:
    table = window.panel.rulings
    return [(table.item(row, 0).text(), table.item(row, 1).text()) for row in range(table.rowCount())]


def test_end_answers_at_once_and_shows_every_ruling_as_pending_until_it_is_worked_out(qtbot, long_window):
    window = long_window
    c = window.controller
    c.last()
    # Nothing of the last node is worked out yet: every row says so, none shows the start's
    # ruling, the board is veiled under a note with the progress, and a click plays nothing.
    assert c.working_out()
    assert [verdict for _name, verdict in rows_text(window)] == ["ruling\u2026"] * len(PRESETS)
    assert window.board.pending is not None and "move 302" in window.board.pending
    assert "being worked out" in window.panel.explanation.text()
    before = len(c.explorer.nodes)
    click(qtbot, window, "K10")
    assert len(c.explorer.nodes) == before and c.explorer.index == before - 1

    qtbot.waitUntil(lambda: not c.working_out(), timeout=60000)
    assert window.board.pending is None
    nodes = c.explorer.nodes
    for (name, verdict), ruleset in zip(rows_text(window), PRESETS.values()):
        expected = analyse(c.explorer.record, nodes, ruleset).rulings[-1]
        assert name == ruleset.name
        assert expected.verdict in verdict, (ruleset.id, verdict)
    assert window.statusBar().currentMessage().startswith(f"{c.explorer.ruleset.name}: ")


def test_the_moves_list_and_the_matrix_show_pending_rulings_then_the_worked_out_ones(qtbot, long_window):
    window = long_window
    c = window.controller
    window.panel.setCurrentWidget(window.panel.matrix_page)
    c.last()
    last = len(c.explorer.nodes) - 1
    moves, matrix = window.panel.moves_model, window.panel.matrix_model
    assert moves.data(moves.index(last)).endswith("\u2026")
    assert matrix.data(matrix.index(0, last)) == "\u2026"
    assert matrix.data(matrix.index(0, last), Qt.ItemDataRole.BackgroundRole) is None

    qtbot.waitUntil(lambda: not c.working_out(), timeout=60000)
    assert not moves.data(moves.index(last)).endswith("\u2026")
    styles = status_styles()
    for row, ruleset in enumerate(matrix.rulesets):
        expected = analyse(c.explorer.record, c.explorer.nodes, ruleset).rulings[-1]
        assert matrix.data(matrix.index(row, last)) == styles[expected.status].symbol
        assert matrix.data(matrix.index(row, last), Qt.ItemDataRole.BackgroundRole) == styles[expected.status].background
    # The rulesets part at the end (the passes): the move list marks it.
    assert "rulesets differ" in moves.data(moves.index(last))


def test_a_step_back_while_the_end_is_worked_out_shows_the_node_stepped_to(qtbot, long_window):
    """Stepping on before the slices are done: what is shown is always the current node's."""
    window = long_window
    c = window.controller
    c.last()
    assert c.working_out()
    c.go_to(3)  # near the start: at hand at once
    assert not c.working_out() and window.board.pending is None
    for (_name, verdict), ruleset in zip(rows_text(window), PRESETS.values()):
        assert analyse(c.explorer.record, c.explorer.nodes[:4], ruleset).rulings[3].verdict in verdict


def test_the_model_worked_out_in_slices_rules_as_a_full_replay(long_window):
    """The sliced work gives the same rulings as the replay from the root, at every node."""
    c = long_window.controller
    model = c.explorer.model
    index = len(c.explorer.nodes) - 1
    rulesets = list(PRESETS.values())
    while model.work_towards(index, rulesets, [c.explorer.ruleset], 37) > 0:
        pass
    for ruleset in rulesets:
        expected = analyse(c.explorer.record, c.explorer.nodes, ruleset).rulings
        assert [model.ruled(ruleset, i) for i in range(len(c.explorer.nodes))] == expected


def test_a_record_with_a_line_too_long_to_follow_is_refused_with_a_clear_message(qtbot, window, tmp_path):
    """A line longer than the window follows under every ruleset is refused before anything
    is worked out: a message says why, the record shown stays, and the file is untouched."""
    from gogui.explorer import LONGEST_LINE

    path = tmp_path / "passes.sgf"
    content = "(;GM[1]FF[4]SZ[19]" + "".join(";B[]" if i % 2 == 0 else ";W[]"
                                            for i in range(LONGEST_LINE + 1)) + ")"
    path.write_text(content)
    errors = []
    window.error_hook = lambda title, text: errors.append((title, text))
    shown = window.controller.explorer.record
    assert not window.files.open_path(str(path))
    assert len(errors) == 1
    assert f"{LONGEST_LINE + 1:,} nodes" in errors[0][1] and "passes.sgf is unchanged" in errors[0][1]
    assert window.controller.explorer.record is shown
    assert path.read_text() == content
    # One node shorter opens, and End goes there.
    assert content.endswith(";B[])")
    path.write_text(content[: -len(";B[])")] + ")")
    assert window.files.open_path(str(path))
    assert len(window.controller.explorer.nodes) == LONGEST_LINE + 1


def test_the_rows_keep_their_names_in_the_learner_s_language_while_pending(japanese, qtbot, long_window):
    from gogui.ruleset_names import ruleset_name

    c = long_window.controller
    c.last()
    assert c.working_out()
    names = [name for name, _verdict in rows_text(long_window)]
    assert names == [ruleset_name(ruleset.name) for ruleset in PRESETS.values()]
    assert "日本ルール（1989年）" in names


def test_a_click_while_a_far_move_is_worked_out_says_on_the_board_why_it_was_not_played(qtbot, long_window):
    window = long_window
    c = window.controller
    c.go_to_move(300)  # Go > Go to move 300, on a record just opened
    assert c.working_out()
    before = len(c.explorer.nodes)
    click(qtbot, window, "K10")
    # The board under the veil is not move 300's yet: the click plays nothing, and says so.
    assert len(c.explorer.nodes) == before and c.explorer.move_number == 300
    refusal = "K10 was not played: move 300 is shown once its rulings are worked out. Click again then."
    assert refusal in window.board.pending
    assert window.statusBar().currentMessage() == refusal

    qtbot.waitUntil(lambda: not c.working_out(), timeout=60000)
    assert window.board.pending is None
    click(qtbot, window, "K10")  # once move 300 shows, the click plays
    assert c.explorer.move_number == 301 and c.explorer.node.move == ("B", "K10")


def test_after_a_step_the_first_slice_waits_for_the_repaint_and_the_rest_follow_at_once(qtbot, long_window):
    from gogui.ui.controller import FIRST_SLICE_DELAY_MS

    c = long_window.controller
    c.last()
    # The step's repaint (and a key pressed meanwhile) is handled before any work is done.
    assert c.working_out() and c._slices.interval() == FIRST_SLICE_DELAY_MS
    done_before = c.work_progress()[0]
    qtbot.waitUntil(lambda: c.work_progress()[0] > done_before or not c.working_out())
    # Once a slice has run, the next ones wait for nothing but the events already queued.
    assert not c.working_out() or c._slices.interval() == 0
    c.previous()  # a step while working: the new node waits a frame again
    assert not c.working_out() or c._slices.interval() == FIRST_SLICE_DELAY_MS
    qtbot.waitUntil(lambda: not c.working_out(), timeout=60_000)
