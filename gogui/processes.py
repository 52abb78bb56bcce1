"""Whether a process still runs: files named for the process writing them are its own while it lives."""

from __future__ import annotations

import os


def process_alive(pid: int) -> bool:
    """True while a process with this id exists (also one of another user's)."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists but belongs to someone else
    return True
