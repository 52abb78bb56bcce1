"""Random use of both windows: clicks, keys, menu actions and file choosers that serve damaged
files. Any exception in a slot or any Qt warning fails the test (pytest-qt's checks)."""

from __future__ import annotations

import os
import random

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMenu, QMessageBox

from gogui.ui.main_window import MainWindow

EVENTS = int(os.environ.get("GOGUI_MONKEY_EVENTS", "400"))
KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End]


def _files(tmp_path, rng: random.Random) -> list[str]:
    """A few files to serve: a library diagram, damaged copies of it, and a non-SGF file."""
    from gogui import diagrams

    good = (diagrams.LIBRARY_DIR / "triple-ko.sgf").read_bytes()
    paths = []
    for i in range(6):
        data = bytearray(good)
        for _ in range(i * 3):
            at = rng.randrange(len(data))
            data[at] = rng.choice(b"()[];\\AB xyz")
        path = tmp_path / f"file{i}.sgf"
        path.write_bytes(bytes(data))
        paths.append(str(path))
    junk = tmp_path / "junk.sgf"
    junk.write_bytes(bytes(rng.randrange(256) for _ in range(300)))
    return paths + [str(junk)]


def test_random_use_of_both_windows(qtbot, tmp_path, monkeypatch):
    rng = random.Random(20261123)
    files = _files(tmp_path, rng)
    # Every question a window could ask is answered at once, at random.
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (rng.choice(files), ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / f"saved{rng.randrange(3)}.sgf"), ""))
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (rng.randrange(2, 26), rng.random() < 0.7))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: 0)
    monkeypatch.setattr(QMenu, "exec", lambda self, *a: None)
    monkeypatch.setattr(QDialog, "exec", lambda self: (self.accept() if rng.random() < 0.5 else self.reject()) or self.result())
    main = MainWindow(autosave_folder=tmp_path / "autosave")
    qtbot.addWidget(main)
    main.ask_to_save = lambda: "discard"
    main.resize(1024, 700)
    main.show()
    qtbot.waitExposed(main)
    skip = {main.quit_action}
    for _ in range(EVENTS):
        games = [w for w in main.game_windows if w.isVisible()]
        window = rng.choice([main] * 3 + games)
        roll = rng.random()
        if roll < 0.35:
            board = window.board
            board.grab()  # painted, so that it knows where its points are
            qtbot.mouseClick(board, Qt.MouseButton.LeftButton,
                             pos=QPoint(rng.randrange(max(1, board.width())), rng.randrange(max(1, board.height()))))
        elif roll < 0.55 and window is main:
            qtbot.keyClick(main, rng.choice(KEYS))
        elif roll < 0.65 and window is main:
            tree = main.tree.viewport()
            qtbot.mouseClick(tree, Qt.MouseButton.LeftButton,
                             pos=QPoint(rng.randrange(max(1, tree.width())), rng.randrange(max(1, tree.height()))))
        elif roll < 0.7 and window is main:
            main.ruleset_box.setCurrentIndex(rng.randrange(main.ruleset_box.count()))
        elif roll < 0.72 and window is not main:
            window.close()
        else:
            actions = [a for a in window.findChildren(QAction) if a.isEnabled() and a not in skip
                       and a.text() and not a.menu()]
            if actions:
                rng.choice(actions).trigger()
        qtbot.wait(0)
    for window in main.game_windows:
        window.close()
