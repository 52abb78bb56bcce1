"""The files of resources/, installed as gogui.resources: the application icon and the desktop entry."""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable

from PySide6.QtGui import QIcon, QPixmap

ICON_SIZES = (16, 32, 48, 64, 128, 256)
ICON_SVG = ("gogui.svg",)
DESKTOP_ENTRY = ("gogui.desktop",)


def icon_png(size: int) -> tuple[str, ...]:
    """Where the PNG icon of a size lies below resources/ (laid out as in an icon theme)."""
    return ("icons", f"{size}x{size}", "gogui.png")


def resource(*parts: str) -> Traversable:
    """A file of resources/, found through the package gogui.resources wherever it is installed."""
    return files("gogui.resources").joinpath(*parts)


def app_icon() -> QIcon:
    """The application icon at every shipped size (empty if the files are missing)."""
    icon = QIcon()
    for size in ICON_SIZES:
        pixmap = QPixmap()
        if pixmap.loadFromData(resource(*icon_png(size)).read_bytes(), "PNG"):
            icon.addPixmap(pixmap)
    return icon
