"""Where autosaves are kept against a crash: this user's folder; the bookkeeping is gogui.recovery."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

from ..recovery import group_for, left_behind

__all__ = ["autosave_folder", "left_behind", "new_autosave_path"]


def autosave_folder() -> Path:
    """The folder of this user's autosaves."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".gogui") / "autosave"


def new_autosave_path(folder: Path, kind: str = "game") -> Path:
    """A file of its own for one more autosave of this app ("game" or "explore")."""
    return group_for(folder).new_path(kind)
