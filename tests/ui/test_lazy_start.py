"""What the first painted window does not need is loaded when first used: the board's export
(its dialogs), the Rulesets reference, Learn mode's course and its progress database; each
still works when first asked for."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtGui import QGuiApplication

from gogui.ui.main_window import MainWindow

START = """
import sys
from PySide6.QtWidgets import QApplication
from gogui import diagrams
from gogui.ui import app as gogui_app
from gogui.ui.main_window import MainWindow
app = QApplication([])
window = MainWindow(settings=None, autosave_folder=None)
gogui_app._open_first(window, diagrams.diagram_ids())
window.resize(1280, 800); window.show(); app.processEvents(); window.grab()
from PySide6 import QtWidgets
print(" ".join(sorted(sys.modules)), "QStyle-made" if "QStyle" in vars(QtWidgets) else "")
"""


def test_the_first_window_loads_neither_export_nor_the_progress_database(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path), GOGUI_DATA_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", START], env=env, capture_output=True, text=True, check=True,
                          timeout=120)
    loaded = set(done.stdout.split())
    assert "gogui.ui.main_window" in loaded
    assert "gogui.ui.board_export" not in loaded and "gogui.ui.ruleset_reference" not in loaded
    assert "gogui.learn.progress" not in loaded and "sqlite3" not in loaded
    assert not any(name.startswith("gogui.learn") for name in loaded)  # the course: on first use
    # QStyle's Python type (its many enums) is made when the Whole line matrix is first drawn.
    assert "QStyle-made" not in loaded


IDLE = """
import sys, time
from PySide6.QtWidgets import QApplication
from gogui import diagrams
from gogui.ui import app as gogui_app
from gogui.ui.main_window import MainWindow
app = QApplication([])
window = MainWindow(settings=None, autosave_folder=None)
gogui_app._open_first(window, diagrams.diagram_ids())
window.resize(1280, 800); window.show(); app.processEvents(); window.grab()
at_first_paint = "gogui.learn.showing" in sys.modules
deadline = time.monotonic() + 30
while "gogui.learn.showing" not in sys.modules and time.monotonic() < deadline:
    app.processEvents()
    time.sleep(0.01)
print(at_first_paint, "gogui.learn.showing" in sys.modules, window.learn.store_open, window.learn.isVisible())
"""


def test_learn_mode_s_code_is_loaded_while_the_window_idles_without_opening_the_database(tmp_path):
    """The first opening of Learn mode finds its code loaded: the window imports it a moment
    after its first paint. The progress database is still opened only when Learn mode is used."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path), GOGUI_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", IDLE], env=env, capture_output=True, text=True, check=True,
                          timeout=120)
    assert done.stdout.split() == ["False", "True", "False", "False"]
    assert not (tmp_path / "data").exists() or not any((tmp_path / "data").iterdir())


def test_export_works_when_first_used_from_its_action(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.open_diagram("triple-ko")
    assert window._export is None
    window.copy_ascii_action.trigger()
    assert QGuiApplication.clipboard().text().startswith("$$")
    assert window._export is not None
    assert not window.export.board_image(200).isNull()


def test_learn_mode_opens_its_progress_database_when_first_shown(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.learn.toggleViewAction().trigger()
    assert window.learn.store is not None
    assert "sqlite3" in sys.modules
