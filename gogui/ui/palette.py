"""The rulings' colours and symbols from resources/palette.json, for a light or a dark system palette."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from ..teaching import STATUSES, Status
from .resources import resource


@dataclass(frozen=True)
class StatusStyle:
    """How one ruling status looks: its symbol, background and text colours."""

    symbol: str
    background: QColor
    text: QColor


@lru_cache(maxsize=1)
def palette_data() -> dict:
    """The palette file shipped with the package."""
    return json.loads(resource("palette.json").read_text(encoding="utf-8"))


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether a palette (the application's by default) has light text on a dark window."""
    if palette is None:
        app = QApplication.instance()
        palette = app.palette() if isinstance(app, QApplication) else QPalette()
    return palette.color(QPalette.ColorRole.Window).lightness() < palette.color(
        QPalette.ColorRole.WindowText).lightness()


def status_styles(dark: bool | None = None) -> dict[Status, StatusStyle]:
    """Every status's style for a dark or light palette (the application's by default)."""
    data = palette_data()
    scheme = data["dark" if (is_dark() if dark is None else dark) else "light"]["status"]
    return {status: StatusStyle(data["symbols"][status], QColor(scheme[status]["background"]),
                                QColor(scheme[status]["text"]))
            for status in STATUSES}


def current_marker(dark: bool | None = None) -> QColor:
    """The colour that outlines the current move's cells in the matrix."""
    return QColor(palette_data()["dark" if (is_dark() if dark is None else dark) else "light"]["current"])


def board_colour(name: str) -> QColor:
    """A colour of the board's marks: "forbidden" (a point the player may not play),
    "illegal_move" (the cross over an illegal move), "note_background" and "note_text" (a
    note over the board)."""
    return QColor(palette_data()["board"][name])


def contrast_ratio(first: QColor, second: QColor) -> float:
    """The WCAG 2 contrast ratio of two colours (1 to 21)."""

    def luminance(colour: QColor) -> float:
        def channel(value: int) -> float:
            c = value / 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())

    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)
