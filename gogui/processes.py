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


def process_started_after(pid: int, moment: float) -> bool | None:
    """Whether the process with this id started after `moment` (seconds since the epoch), so
    that it cannot be the one that wrote a file last changed then; None where the system does
    not say when a process started (only Linux's /proc is read)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            stat = handle.read()
        with open("/proc/stat", "rb") as handle:
            boot = next(int(line.split()[1]) for line in handle if line.startswith(b"btime "))
    except (OSError, StopIteration, ValueError, IndexError):
        return None
    # The command name (field 2) is in parentheses and may hold spaces: count after its end.
    fields = stat[stat.rfind(b")") + 2:].split()
    try:
        ticks = int(fields[19])  # field 22, starttime: clock ticks after the boot
    except (IndexError, ValueError):
        return None
    started = boot + ticks / os.sysconf("SC_CLK_TCK")
    return started > moment + 1  # a second's grace: btime is whole seconds
