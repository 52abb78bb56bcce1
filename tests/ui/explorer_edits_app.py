"""The real app with a learner's edits made in its teaching window (for tests/ui/test_autosaves.py).

    python explorer_edits_app.py MODE LESSON.sgf EXPECTED.sgf

starts the app as `gogui LESSON.sgf` does, then makes a few hundred edits of every kind (moves,
variations, setup stones, marks, labels, comments) through the window's controller, writes the
record as it then stands to EXPECTED.sgf and prints "edited". MODE "delay" keeps the app's autosave
delay; "pending" makes it so long that only an end by a signal can write the work.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gogui.sgf import to_sgf
from gogui.ui import app, autosaves
from gogui.ui.main_window import MainWindow

COLUMNS = "ABCDEFGHJKLMNOPQRST"
EDITS = 400


def make_edits(expected: Path) -> None:
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
    c = window.controller
    points = [f"{COLUMNS[x]}{y}" for y in range(1, 20) for x in range(19)]
    made = 0
    i = 0
    while made < EDITS:
        vertex = points[(i * 7) % len(points)]
        i += 1
        before = c.undo_stack.index()
        step = made % 10
        if step == 3:
            c.set_comment(f"Edit {made}: a note on this node.")
        elif step == 5:
            c.toggle_mark(vertex, "triangle")
        elif step == 6:
            c.toggle_mark(vertex, "label")
        elif step == 8:
            c.edit_setup(vertex, "B" if made % 20 else "W")
        elif step == 9 and c.explorer.index > 2:
            c.go_to(c.explorer.index - 2)  # back two moves: the next play starts a variation there
            c.play(vertex)
        else:
            c.last()
            c.play(vertex)
        if c.undo_stack.index() != before or step == 3:
            made += 1
    assert c.explorer.record is not None
    expected.write_bytes(to_sgf(c.explorer.record))
    print("edited", flush=True)


def main() -> int:
    mode, lesson, expected = sys.argv[1:4]
    if mode == "pending":
        autosaves.WORK_AUTOSAVE_DELAY_MS = 24 * 3600 * 1000
    QApplication([sys.argv[0]])
    QTimer.singleShot(0, lambda: make_edits(Path(expected)))
    return app.main([lesson])


if __name__ == "__main__":
    raise SystemExit(main())
