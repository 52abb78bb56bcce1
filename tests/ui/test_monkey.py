"""Random use of both windows: clicks, keys, menu actions and file choosers that serve damaged
files. Any exception in a slot or any Qt warning fails the test (pytest-qt's checks)."""

from __future__ import annotations

import os
import random
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMenu, QMessageBox

from gogui.ui.main_window import MainWindow

EVENTS = int(os.environ.get("GOGUI_MONKEY_EVENTS", "400"))
KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End]


# A file of three games, the first with variations, marks and game information.
COLLECTION = (b"(;GM[1]FF[4]SZ[9]GN[First]PB[Ann]DT[2026-01-02];B[ee]C[Centre.](;W[cc];B[gg])(;W[gg]TR[ee]))"
              b"(;GM[1]FF[4]SZ[13]GN[Second]RU[chinese];B[dd];W[jj]LB[dd:A])"
              b"(;GM[1]FF[4]SZ[9]GN[Third]RU[japanese]AB[cc][gg];W[ee]C[Kept as it was.])")
# A game record with variations, ranks and a result that play can go on from.
RECORD = (b"(;GM[1]FF[4]SZ[9]KM[6.5]RU[japanese]PB[Honinbo]PW[Meijin]BR[9p]WR[9p]EV[Castle game]"
          b";B[ee]C[The centre.];W[cc]TR[ee](;B[gg];W[gc])(;B[cg]C[Another way.]))")


def _library_copy(tmp_path, monkeypatch) -> str:
    """A copy of a library diagram in a folder the checks take for the library."""
    from gogui import diagrams

    library = tmp_path / "library"
    library.mkdir()
    copy = library / "triple-ko.sgf"
    copy.write_bytes((diagrams.LIBRARY_DIR / "triple-ko.sgf").read_bytes())
    monkeypatch.setattr(diagrams, "library_folders", lambda: [library])
    return str(copy)


def _files(tmp_path, rng: random.Random) -> list[str]:
    """A few files to serve: a library diagram, damaged copies of it, a non-SGF file, a
    collection and a record with variations."""
    from gogui import diagrams

    good = (diagrams.LIBRARY_DIR / "triple-ko.sgf").read_bytes()
    paths = []
    for name, data in (("collection.sgf", COLLECTION), ("record.sgf", RECORD)):
        (tmp_path / name).write_bytes(data)
        paths.append(str(tmp_path / name))
    for i in range(6):
        broken = bytearray(good)
        for _ in range(i * 3):
            at = rng.randrange(len(broken))
            broken[at] = rng.choice(b"()[];\\AB xyz")
        path = tmp_path / f"file{i}.sgf"
        path.write_bytes(bytes(broken))
        paths.append(str(path))
    junk = tmp_path / "junk.sgf"
    junk.write_bytes(bytes(rng.randrange(256) for _ in range(300)))
    return paths + [str(junk)]


def _save_target(tmp_path, rng: random.Random, library_copy: str, start: str) -> str:
    """A file chooser's answer: the name it suggests (the open file, or a new name beside a
    file that may not be written), a file of its own, or the library's file."""
    roll = rng.random()
    if roll < 0.4 and os.path.dirname(start) == str(tmp_path):  # never beyond the test's folder
        return start
    if roll < 0.5:
        return library_copy
    return str(tmp_path / f"saved{rng.randrange(3)}.sgf")


def test_random_use_of_both_windows(qtbot, tmp_path, monkeypatch):
    from gogui.sgf import read_file
    from gogui.ui.game_window import GameWindow

    rng = random.Random(20261123)
    files = _files(tmp_path, rng)
    library_copy = _library_copy(tmp_path, monkeypatch)
    library_content = Path(library_copy).read_bytes()
    files.append(library_copy)
    # Every question a window could ask is answered at once, at random.
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (rng.choice(files), ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, caption, start="", *a, **k: (_save_target(tmp_path, rng, library_copy, start), ""))
    monkeypatch.setattr(GameWindow, "ask_to_save", staticmethod(lambda: rng.choice(["save", "discard", "cancel"])))
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (rng.randrange(2, 26), rng.random() < 0.7))
    monkeypatch.setattr(QInputDialog, "getItem", lambda parent, title, label, items, *a, **k:
                        (rng.choice(list(items)), rng.random() < 0.8))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (rng.choice(["", "a", "Ko [here]"]), rng.random() < 0.8))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: 0)
    monkeypatch.setattr(QMenu, "exec", lambda self, *a: None)
    monkeypatch.setattr(QDialog, "exec", lambda self: (self.accept() if rng.random() < 0.5 else self.reject()) or self.result())
    main = MainWindow(autosave_folder=tmp_path / "autosave")
    qtbot.addWidget(main)
    main.ask_to_save = lambda: rng.choice(["save", "discard", "cancel"])
    main.resize(1024, 700)
    main.show()
    qtbot.waitExposed(main)
    skip = {main.quit_action}
    for _ in range(EVENTS):
        games = [w for w in main.casual.windows if w.isVisible()]
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
            main.rulesets.box.setCurrentIndex(rng.randrange(main.rulesets.box.count()))
        elif roll < 0.72 and window is not main:
            window.close()
        elif roll < 0.76:  # a file served to the teaching window, or continued as a game
            if rng.random() < 0.5:
                main.files.open_path(rng.choice(files))
            else:
                main.casual.open_game(rng.choice(files))
        elif roll < 0.8:
            if window is main:
                main.files.save()
            else:
                window.save_dialog()
        else:
            actions = [a for a in window.findChildren(QAction) if a.isEnabled() and a not in skip
                       and a.text() and not a.menu()]
            if actions:
                rng.choice(actions).trigger()
        qtbot.wait(0)
    monkeypatch.setattr(GameWindow, "ask_to_save", staticmethod(lambda: "discard"))
    main.ask_to_save = lambda: "discard"
    for window in main.casual.windows:
        window.close()
    # Whatever was saved where, the library's file is as it was and the collection has every game.
    assert Path(library_copy).read_bytes() == library_content
    assert [game.game_name for game in read_file(tmp_path / "collection.sgf")] == ["First", "Second", "Third"]
