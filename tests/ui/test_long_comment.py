"""A very long comment: its beginning is shown at once, read-only, and the whole of it on demand;
the record keeps every character, in the window and in the saved file."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gogui.sgf import Node, Record, read_file
from gogui.ui.comment_box import COMMENT_SHOWN

LENGTH = 1_000_000


def record_with_a_long_comment() -> Record:
    record = Record(19, Node(), komi=6.5)
    first = record.root.add_child(Node(move=("B", "D4")))
    first.comment = "Short."
    long = first.add_child(Node(move=("W", "Q16")))
    long.comment = "x" * (LENGTH - 3) + "end"
    return record


def test_a_long_comment_shows_its_beginning_read_only_and_the_rest_on_demand(qtbot, window):
    record = record_with_a_long_comment()
    c = window.controller
    c.open_record(record, "long comment")
    window.show()
    c.go_to(2)
    editor, button = window.notes.comment, window.notes.whole_comment
    assert len(editor.toPlainText()) == COMMENT_SHOWN
    assert editor.isReadOnly()
    assert button.isVisible() and "1,000,000 characters" in button.text()
    assert len(c.explorer.node.comment) == LENGTH  # the record keeps it whole

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert editor.toPlainText() == c.explorer.node.comment
    assert not editor.isReadOnly() and not button.isVisible()
    # Editing the whole comment is an ordinary edit of it: nothing is cut off.
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    qtbot.keyClicks(editor, "!")
    assert c.explorer.node.comment == "x" * (LENGTH - 3) + "end!"
    assert len(editor.toPlainText()) == LENGTH + 1

    c.go_to(1)
    assert editor.toPlainText() == "Short." and not editor.isReadOnly() and not button.isVisible()
    c.go_to(2)
    assert len(editor.toPlainText()) == COMMENT_SHOWN and editor.isReadOnly()


def test_a_long_comment_shown_in_part_is_saved_whole(qtbot, window, tmp_path):
    record = record_with_a_long_comment()
    c = window.controller
    c.open_record(record, "long comment")
    c.go_to(2)
    assert window.notes.comment.isReadOnly()
    qtbot.keyClicks(window.notes.comment, "typed")  # read-only: nothing changes
    path = tmp_path / "saved.sgf"
    c.save(str(path))
    saved = read_file(path)[0].main_line()[2].comment
    assert saved == "x" * (LENGTH - 3) + "end"
