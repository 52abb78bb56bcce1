"""Letting Qt finish what a change set off, counted in rounds of events, never measured by a clock."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject

# A change's events post more events, one round per level of the widget tree a layout request
# climbs, and then the repaint: a few rounds. Events still coming after this many are a loop.
MOST_ROUNDS = 200


class _Delivered(QObject):
    """Counts the events delivered to any object of the application."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, _watched: QObject, _event: QEvent) -> bool:  # noqa: N802 - Qt's name
        self.count += 1
        return False


def settle() -> None:
    """Deliver the events waiting now (posted ones, the window system's), then those they post
    in turn, and so on until a round delivers none: the layouts and repaints a change asked
    for are done, however slow the machine. Timers are left alone, as their time is a clock's:
    wait for what they do with qtbot.waitUntil."""
    app = QCoreApplication.instance()
    assert app is not None
    delivered = _Delivered()
    app.installEventFilter(delivered)
    try:
        for _ in range(MOST_ROUNDS):
            delivered.count = 0
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.X11ExcludeTimers)
            if delivered.count == 0:
                return
    finally:
        app.removeEventFilter(delivered)
    raise AssertionError(f"events were still coming after {MOST_ROUNDS} rounds")
