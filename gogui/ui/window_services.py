"""What a part of the teaching window may ask of the window: a small protocol, so that no part imports the window."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QStatusBar, QWidget

    from .controller import Controller


class WindowServices(Protocol):
    """The services every part of the teaching window (files, casual games, export, Learn mode,
    worksheets, the actions) may use. A part that needs more of the window names it in a protocol
    of its own that extends this one; MainWindow provides them all.

    controller      the record the window shows, and the rulings of its current node
    settings        where the window keeps what it remembers (None: nothing is kept)
    report_error    tell the learner what went wrong (a message box, or the window's error hook)
    statusBar       the window's status bar, for short notes
    window          the top-level widget a part's dialogs belong to
    """

    controller: Controller
    settings: QSettings | None

    def report_error(self, title: str, text: str) -> None: ...

    def statusBar(self) -> QStatusBar: ...  # noqa: N802  (Qt's name)

    def window(self) -> QWidget: ...
