"""Where the user's data lives: the progress file, the autosaves; $GOGUI_DATA_DIR moves it all."""

from __future__ import annotations

import os
import sys
from pathlib import Path

DATA_DIR_VARIABLE = "GOGUI_DATA_DIR"  # set it to keep the data somewhere else (tests do)


def default_data_dir() -> Path:
    """The folder for the user's data: $GOGUI_DATA_DIR if set, else the platform's data folder
    (on Linux $XDG_DATA_HOME/gogui, else ~/.local/share/gogui). Not created here."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = os.environ.get("APPDATA")
        return Path(base) / "gogui" if base else Path.home() / "AppData" / "Roaming" / "gogui"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "gogui"
    xdg = os.environ.get("XDG_DATA_HOME")
    return (Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".local" / "share") / "gogui"
