"""Writing a file safely: to a temporary beside it, then renamed over it, so a failed write never leaves it truncated."""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path

from .processes import process_alive


def write_safely(path: str | os.PathLike, data: bytes) -> None:
    """Write `data` to `path` through a temporary file renamed over it: an existing file is
    never left truncated if writing fails (OSError says why). A symbolic link is written
    through (the file it names changes, the link stays; a loop of links is an OSError), an
    existing file keeps its permissions and a new one gets the usual ones, and temporaries
    that a killed write left beside it go."""
    path = Path(path)
    if path.is_symlink():
        try:
            resolved: Path | None = path.resolve()
        except RuntimeError:  # a loop of links, before Python 3.13
            resolved = None
        if resolved is None or resolved.is_symlink():
            raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(path))
        path = resolved
    folder = path.parent
    _remove_left_temporaries(folder, path.name)
    try:
        mode = path.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            os.fchmod(handle.fileno(), mode)
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _remove_left_temporaries(folder: Path, name: str) -> None:
    """Delete the temporaries of earlier saves of `name` whose writing process is gone (a save
    names its temporary .NAME.PID.RANDOM.tmp); those of a live process are left to it."""
    prefix = f".{name}."
    try:
        candidates = [entry for entry in os.scandir(folder)
                      if entry.name.startswith(prefix) and entry.name.endswith(".tmp")]
    except OSError:
        return
    for entry in candidates:
        pid = entry.name[len(prefix):].split(".", 1)[0]
        if not pid.isdigit() or process_alive(int(pid)):
            continue
        try:
            os.unlink(entry.path)
        except OSError:
            pass
