"""Where games in progress are kept against a crash: one file per game, named for the running app."""

from __future__ import annotations

import itertools
import os
import re
import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from ..processes import process_alive

# game-DATE-TIME-PID-N.sgf: the app with process id PID wrote it for its N-th game.
_NAME = re.compile(r"^game-\d{8}-\d{6}-(?P<pid>\d+)-\d+\.sgf$")
_LEGACY = "autosave.sgf"  # the single file of earlier versions, beside the folder
_numbers = itertools.count(1)


def autosave_folder() -> Path:
    """The folder of this user's autosaves."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".gogui") / "autosave"


def new_autosave_path(folder: Path) -> Path:
    """A file of its own for one more game of this app."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return folder / f"game-{stamp}-{os.getpid()}-{next(_numbers)}.sgf"


def left_behind(folder: Path) -> list[Path]:
    """Autosaves whose app is no longer running (it crashed or was killed), oldest first.
    A running app's files, this one's included, are its own business."""
    found = []
    if folder.is_dir():
        for path in folder.iterdir():
            match = _NAME.match(path.name)
            if match and not process_alive(int(match["pid"])):
                found.append(path)
    legacy = folder.parent / _LEGACY
    if legacy.is_file():
        found.append(legacy)
    return sorted(found, key=lambda p: p.stat().st_mtime)
