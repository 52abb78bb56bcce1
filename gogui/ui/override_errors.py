"""An error that escapes a Qt override is said in a message and logged; the window and its work stay."""

from __future__ import annotations

import functools
import sys
import traceback
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QWidget

Method = TypeVar("Method", bound=Callable[..., Any])

# The object name of the message box that says so, one per window at a time (a paintEvent that
# fails fails again at every repaint).
BOX_NAME = "gogui-override-error"


def guarded(method: Method | None = None, *, otherwise: object = None) -> Any:
    """Run a Qt override (closeEvent, paintEvent, eventFilter...) so that an exception never
    escapes into Qt, which can end the app (SIGSEGV under PySide6 6.11): the error is reported
    (report_error) and the override returns `otherwise` (False for event() and eventFilter():
    the event goes on as if unfiltered). A close event that fails is refused, so that the
    window stays open with its unsaved work."""

    def wrap(body: Method) -> Method:
        @functools.wraps(body)
        def run(self: QObject, *args: Any) -> Any:
            try:
                return body(self, *args)
            except Exception as error:  # noqa: BLE001 - any error: Qt must never see it
                for arg in args:
                    if isinstance(arg, QCloseEvent):
                        arg.ignore()
                report_error(self, error)
                # The failed body's locals go now: a QPainter it began ends with them.
                traceback.clear_frames(error.__traceback__)
                return otherwise

        run.guarded = True  # type: ignore[attr-defined]  # read by the test that every override is
        return run  # type: ignore[return-value]

    return wrap(method) if method is not None else wrap


def is_guarded(method: object) -> bool:
    return bool(getattr(method, "guarded", False))


def error_text(error: BaseException) -> str:
    """What the message says: the error in one line, and that nothing was lost."""
    what = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    return QCoreApplication.translate(
        "override_errors",
        "Something went wrong ({error}). The window and its work are kept; the details are on "
        "the standard error output.").replace("{error}", what)


def report_error(widget: QObject | None, error: BaseException) -> None:
    """Log the traceback on stderr and say what went wrong in the widget's window: on its
    status bar, and in a message box shown once the event at hand is done (never from inside
    a paint), one box at a time."""
    traceback.print_exception(type(error), error, error.__traceback__, file=sys.stderr)
    window = widget.window() if isinstance(widget, QWidget) else _front_window()
    text = error_text(error)
    if window is None:
        return
    if isinstance(window, QMainWindow):
        window.statusBar().showMessage(" ".join(text.split()))
    QTimer.singleShot(0, window, lambda: _show_box(window, text))


def _front_window() -> QWidget | None:
    """The window an error of no widget's is said in: the active one (the window of a box that
    says an error, if that is active), else a main window shown."""
    active = QApplication.activeWindow()
    if active is not None and active.objectName() == BOX_NAME:
        active = active.parentWidget()
    if active is not None:
        return active.window()
    return next((each for each in QApplication.topLevelWidgets()
                 if isinstance(each, QMainWindow) and each.isVisible()), None)


def _show_box(window: QWidget, text: str) -> None:
    if window.findChild(QMessageBox, BOX_NAME) is not None:
        return
    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("override_errors", "Error"),
                      text, QMessageBox.StandardButton.Ok, window)
    box.setObjectName(BOX_NAME)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()  # not exec(): no event loop of its own inside whatever failed


def report_uncaught(kind: type[BaseException], error: BaseException, trace: Any) -> None:
    """sys.excepthook of the running app: an error of a slot or a timer is reported as an
    override's is, in the active window."""
    if not isinstance(error, Exception):
        sys.__excepthook__(kind, error, trace)
        return
    report_error(None, error)
