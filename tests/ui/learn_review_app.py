"""The real app in Learn mode's review (for tests/ui/test_learn_review.py).

    python learn_review_app.py kill     starts the app as `gogui` does, opens Learn mode, starts
                                        the review, skips its first card, prints that card's
                                        question key and kills itself (SIGKILL) at once
    python learn_review_app.py report   starts the app as `gogui` does and prints what Learn mode
                                        shows: "visible TITLE INDEX COUNT ASKING", then quits

GOGUI_DATA_DIR and XDG_CONFIG_HOME say where the progress file and the settings are.
"""

from __future__ import annotations

import os
import signal
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gogui.ui import app
from gogui.ui.main_window import MainWindow


def _window() -> MainWindow:
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))


def kill_in_review() -> None:
    dock = _window().learn
    dock.toggleViewAction().trigger()
    dock.review()
    run = dock.run
    assert run is not None and getattr(run, "picks", None)  # a spaced review picks its cards
    dock.skip_button.click()
    print(run.questions[0].key, flush=True)
    os.kill(os.getpid(), signal.SIGKILL)


def report() -> None:
    window = _window()
    dock = window.learn
    run = dock.run
    if run is None:
        print("visible" if dock.isVisible() else "hidden", "none", flush=True)
    else:
        print("visible" if dock.isVisible() else "hidden", run.title, run.index, len(run.questions),
              dock.asking, flush=True)
    window.ask_to_save = lambda: "discard"
    app = QApplication.instance()
    assert app is not None
    app.quit()


if __name__ == "__main__":
    QTimer.singleShot(0, kill_in_review if sys.argv[1] == "kill" else report)
    sys.exit(app.main([]))
