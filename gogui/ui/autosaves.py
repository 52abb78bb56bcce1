"""Autosaves kept against a crash: this user's folder, and the teaching window's work (bookkeeping: gogui.recovery)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, QTimer, Signal

from ..data_dir import DATA_DIR_VARIABLE, default_data_dir
from ..recovery import WorkOrigin, discard_autosave, group_for, left_behind, write_work

if TYPE_CHECKING:
    from .controller import Controller

__all__ = ["WorkAutosave", "autosave_folder", "left_behind", "new_autosave_path"]


def autosave_folder() -> Path:
    """The folder of this user's autosaves: in $GOGUI_DATA_DIR when it is set (with the
    learner's progress), else in the platform's folder for the application's data."""
    if os.environ.get(DATA_DIR_VARIABLE):
        return default_data_dir() / "autosave"
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".gogui") / "autosave"


def new_autosave_path(folder: Path, kind: str = "game") -> Path:
    """A file of its own for one more autosave of this app ("game" or "explore")."""
    return group_for(folder).new_path(kind)


# How long after an edit the teaching window's work is written: edits in between go with it.
WORK_AUTOSAVE_DELAY_MS = 1500


class WorkAutosave(QObject):
    """The teaching window's unsaved work, kept against a crash as games are: written a moment
    after an edit (never during one, never on a step), removed once the record is saved, undone
    to its saved state or replaced, or the window closes cleanly."""

    failed = Signal(str)  # why an autosave could not be written

    def __init__(self, controller: Controller, folder: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.folder = folder  # None: the work is not kept (a screenshot run)
        self.path: Path | None = None  # this window's autosave, named when first written
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(WORK_AUTOSAVE_DELAY_MS)
        self._timer.timeout.connect(self.write_now)
        self._ending = False
        controller.undo_stack.indexChanged.connect(self._edited)
        controller.undo_stack.cleanChanged.connect(self._clean_changed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.keep_for_next_start)

    def pending(self) -> bool:
        """Whether an edit waits to be written."""
        return self._timer.isActive()

    def _edited(self, _index: int) -> None:
        # Started once, not again at every edit: a learner who never pauses is kept all the same.
        if self.folder is not None and not self._timer.isActive():
            self._timer.start()

    def _clean_changed(self, clean: bool) -> None:
        # Saved, undone to what the file holds, or another record opened. (Not as the app
        # ends: the undo stack is cleared when it is destroyed, and the work is kept then.)
        if clean and not self._ending:
            self.discard()

    def keep_for_next_start(self) -> None:
        """The app is ending without the window being closed (a signal, a quit): write what
        waits and leave the autosave to be offered at the next start."""
        if not self._ending:
            self.flush()
            self._ending = True

    def write_now(self) -> bool:
        """Write the work now if there is unsaved work (else remove its autosave); False if
        writing failed (failed says why)."""
        self._timer.stop()
        c = self.controller
        if self.folder is None:
            return False
        if c.explorer.record is None or not c.modified:
            self.discard()
            return True
        if self.path is None:
            self.path = new_autosave_path(self.folder, "explore")
        try:
            write_work(self.path, c.explorer.record, c.explorer.title, WorkOrigin.of(c.explorer.path, c.explorer.diagram_id))
        except OSError as err:
            self.failed.emit(self.tr("Autosave failed: {e}").replace("{e}", err.strerror or str(err)))
            return False
        return True

    def flush(self) -> None:
        """Write now what waits for the delay (the app is ending)."""
        if self._timer.isActive():
            self.write_now()

    def discard(self) -> None:
        self._timer.stop()
        if self.path is not None:
            discard_autosave(self.path)
