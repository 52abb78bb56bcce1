"""An error in a Qt override is said in a message and leaves the window and its work as they were
(under PySide6 6.11 an exception escaping closeEvent ended the app with SIGSEGV)."""

from __future__ import annotations

import importlib
import inspect
import json
import os
import pkgutil
import subprocess
import sys
import textwrap

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox

import gogui.ui
from gogui.ui.override_errors import BOX_NAME, is_guarded

# A close that fails: Save is chosen, and the save dialog gives back what it never should.
FAILING_CLOSE = textwrap.dedent("""
    import json, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
    from gogui.ui.main_window import MainWindow
    from gogui.ui.override_errors import BOX_NAME

    app = QApplication([])
    window = MainWindow()
    window.open_diagram("triple-ko")
    window.controller.play("A1")  # unsaved work
    window.ask_to_save = lambda: "save"
    QFileDialog.getSaveFileName = staticmethod(lambda *args, **kwargs: None)
    window.show()

    def look() -> None:
        box = window.findChild(QMessageBox, BOX_NAME)
        if box is None:
            return
        print(json.dumps({"open": window.isVisible(), "modified": window.controller.modified,
                          "box": box.text(), "status": window.statusBar().currentMessage()}), flush=True)
        window.ask_to_save = lambda: "discard"
        app.quit()

    QTimer.singleShot(0, window.close)
    watch = QTimer()
    watch.timeout.connect(look)
    watch.start(20)
    sys.exit(app.exec())
""")


def test_a_close_that_fails_keeps_the_window_open_with_its_work(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GOGUI_DATA_DIR": str(tmp_path)}
    run = subprocess.run([sys.executable, "-c", FAILING_CLOSE], capture_output=True, text=True,
                         env=env, timeout=120)
    assert run.returncode == 0, run.stderr  # before: -11, SIGSEGV
    seen = json.loads(run.stdout.splitlines()[-1])
    assert seen["open"] and seen["modified"]
    assert seen["box"].startswith("Something went wrong (TypeError: cannot unpack")
    assert "The window and its work are kept" in seen["status"]
    assert "Traceback" in run.stderr and "closeEvent" in run.stderr


def qt_overrides() -> list[tuple[str, object]]:
    """Every event handler a class of gogui.ui overrides (found by looking, so that a new one
    is checked too): its name, and the function."""
    found = []
    for info in pkgutil.iter_modules(gogui.ui.__path__):
        module = importlib.import_module(f"gogui.ui.{info.name}")
        for cls in vars(module).values():
            if not (inspect.isclass(cls) and cls.__module__ == module.__name__ and issubclass(cls, QObject)):
                continue
            qt_bases = [base for base in cls.__mro__ if base.__module__.startswith("PySide6")]
            for name, function in vars(cls).items():
                handler = name.endswith("Event") or name in ("event", "eventFilter", "viewportEvent", "accept")
                if handler and callable(function) and any(hasattr(base, name) for base in qt_bases):
                    found.append((f"{module.__name__}.{cls.__name__}.{name}", function))
    return found


def test_every_qt_event_handler_is_guarded():
    overrides = qt_overrides()
    assert {"gogui.ui.main_window.MainWindow.closeEvent", "gogui.ui.game_window.GameWindow.closeEvent",
            "gogui.ui.board_view.BoardWidget.paintEvent", "gogui.ui.learn_dock.LearnDock.eventFilter"} <= {
        name for name, _ in overrides}
    assert [name for name, function in overrides if not is_guarded(function)] == []


def test_a_paint_that_fails_is_said_once_and_the_board_stays(qtbot, monkeypatch, override_errors):
    from gogui.ui import board_view
    from gogui.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.open_diagram("triple-ko")  # not shown: the board paints only when grabbed

    def broken(*args) -> None:
        raise RuntimeError("a broken brush")

    monkeypatch.setattr(board_view, "paint_board", broken)
    window.board.grab()
    window.board.grab()  # fails again: still one box
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, BOX_NAME) is not None)
    assert len(window.findChildren(QMessageBox, BOX_NAME)) == 1
    assert "a broken brush" in window.findChild(QMessageBox, BOX_NAME).text()
    assert window.board.state is not None and window.controller.explorer.index == 0
    assert override_errors and {str(error) for error in override_errors} == {"a broken brush"}
    override_errors.clear()
    window.findChild(QMessageBox, BOX_NAME).close()


def test_a_game_whose_close_fails_stays_open_unfinished(qtbot, tmp_path, monkeypatch, override_errors):
    from gogui.engine import preset
    from gogui.session import GameSession
    from gogui.ui.game_controller import GameController
    from gogui.ui.game_window import GameWindow

    window = GameWindow(GameController(GameSession(preset("japanese"), 9), tmp_path / "autosave.sgf"))
    qtbot.addWidget(window)
    window.show()
    window.controller.click("E5")  # an unfinished game with a move to lose
    monkeypatch.setattr(window, "ask_to_save", lambda: "save")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: None))
    assert not window.close()
    assert window.isVisible() and window.controller.dirty
    assert [type(error) for error in override_errors] == [TypeError]
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, BOX_NAME) is not None)
    assert "The window and its work are kept" in window.statusBar().currentMessage()
    override_errors.clear()
    window.findChild(QMessageBox, BOX_NAME).close()
    monkeypatch.setattr(window, "ask_to_save", lambda: "discard")
    assert window.close()  # once the question is answered, it closes


def test_an_error_of_a_slot_is_said_in_the_active_window_as_an_override_s_is(qtbot, monkeypatch, override_errors):
    from PySide6.QtWidgets import QApplication, QMainWindow

    from gogui.ui.override_errors import report_uncaught

    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    # The window the learner works in (offscreen, activation is not to be relied on).
    monkeypatch.setattr(QApplication, "activeWindow", staticmethod(lambda: window))
    try:
        raise ValueError("a slot broke")
    except ValueError as error:
        report_uncaught(ValueError, error, error.__traceback__)
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, BOX_NAME) is not None)
    assert "a slot broke" in window.statusBar().currentMessage()
    assert [str(error) for error in override_errors] == ["a slot broke"]
    override_errors.clear()
    window.findChild(QMessageBox, BOX_NAME).close()
