"""A pytest plugin that runs the tests as a machine too busy for any wait would: a check that no
test depends on how much a wait gets done.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=tests .venv/bin/python -m pytest -p stalled_machine tests/ui

On a loaded machine qtbot.wait(ms) may end before it has delivered a single event, and the
events a change posts (layout requests, repaints, palette changes) are then still waiting when
the test looks. Here every qtbot.wait delivers nothing; qtbot.waitUntil still delivers events
while it polls, as it does on any machine. A test that passes here waits on conditions
(qtbot.waitUntil, settling.settle), not on time. (A test that checks that nothing happened
during a wait passes here whatever it waits on: read those.)
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot


def _wait(_bot: QtBot, _ms: int) -> None:
    """The wait ends before anything is delivered."""


def _wait_until(_bot: QtBot, callback: Callable[[], bool | None], *, timeout: int = 5000) -> None:
    """As qtbot.waitUntil: poll the condition, delivering events between polls, until it holds."""
    end = time.monotonic() + timeout / 1000
    while True:
        try:
            if callback() in (None, True):
                return
        except AssertionError:
            pass
        if time.monotonic() > end:
            raise TimeoutError(f"waitUntil timed out in {timeout} milliseconds")
        QCoreApplication.processEvents()
        time.sleep(0.01)
        QCoreApplication.processEvents()


@pytest.hookimpl
def pytest_configure(config: pytest.Config) -> None:
    QtBot.wait = _wait  # type: ignore[method-assign, assignment]
    QtBot.waitUntil = _wait_until  # type: ignore[method-assign, assignment]
