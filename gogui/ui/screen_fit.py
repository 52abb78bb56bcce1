"""Window and dialog sizes that fit the free area of the screen they open on."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def fitting_size(widget: QWidget, wanted: QSize, frame: QSize | None = None) -> QSize:
    """The wanted size, or less where the free area of the widget's screen (the primary one
    when it has none) is smaller, less `frame`: room for a title bar and borders, which are not
    known before a window is shown."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return wanted
    return wanted.boundedTo(screen.availableGeometry().size() - (frame or QSize(0, 0)))
