"""The teaching window's files: open, save, recent files, drops, and the offer of work left by a crash."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ..save_checks import SaveRefused, save_as_name
from ..sgf import SgfError
from .messages import ask, warnings_message
from .window_services import WindowServices

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from .autosaves import WorkAutosave
    from .casual_games import CasualGames
    from .diagram_browser import DiagramBrowser


class FilesWindow(WindowServices, Protocol):
    """What the files part asks of the window beyond every part's services.

    ask_to_save     stands in for the question whether to save (tests): () -> "save", "discard" or "cancel"
    autosave_folder where games and unsaved work are kept (None: not kept)
    browser         the diagram library, whose choice follows the record opened
    recent_menu     File > Open Recent, filled as it opens
    casual          the casual games, which take up a game left by a crash
    work_autosave   the record's unsaved work, kept against a crash
    refresh         show the current node again (after a save changes the title)
    """

    ask_to_save: Callable[[], str] | None
    autosave_folder: Path | None
    browser: DiagramBrowser
    recent_menu: QMenu
    casual: CasualGames
    work_autosave: WorkAutosave

    def refresh(self) -> None: ...


class RecordFiles(QObject):
    """What the window does with files. Every failure is said in a message, and nothing the
    learner made is dropped without asking first."""

    RECENT_FILES = 8

    def __init__(self, window: FilesWindow) -> None:
        super().__init__(window.window())
        self.window = window
        self._recent: list[str] = []  # without settings (tests, screenshots)

    @property
    def controller(self):
        return self.window.controller

    # ----- saving -----------------------------------------------------------------------------

    def maybe_save(self) -> bool:
        """Before the record is closed or replaced: if it has unsaved edits, ask whether to save
        them. Returns False when the learner cancels (or saving failed)."""
        window = self.window
        if not self.controller.modified:
            return True
        if window.ask_to_save is not None:
            answer = window.ask_to_save()
        else:
            buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                       | QMessageBox.StandardButton.Cancel)
            choice = ask(
                window.window(), self.tr("Save the changes?"),
                self.tr("{title} has changes that are not saved. Save them?").replace("{title}", self.controller.explorer.title),
                buttons, QMessageBox.StandardButton.Save)
            answer = {QMessageBox.StandardButton.Save: "save",
                      QMessageBox.StandardButton.Discard: "discard"}.get(choice, "cancel")
        if answer == "save":
            return self.save()
        return answer == "discard"

    def save(self) -> bool:
        """Save to the record's file; a library diagram or a new record asks where (Save As)."""
        c = self.controller
        if c.explorer.record is None:
            return False
        if not c.explorer.can_save_in_place:
            return self.save_as()
        return self.write(c.explorer.path)

    def save_as(self) -> bool:
        c = self.controller
        if c.explorer.record is None:
            return False
        suggested = str(save_as_name(c.explorer.path)) if c.explorer.path else f"{c.explorer.diagram_id or 'record'}.sgf"
        path, _ = QFileDialog.getSaveFileName(self.window.window(), self.tr("Save SGF"), suggested,
                                              self.tr("SGF files (*.sgf);;All files (*)"))
        if not path:
            return False
        return self.write(path)

    def write(self, path: str) -> bool:
        """Write the record to `path`; whether it was written (else a message says why)."""
        try:
            notes_left_out = self.controller.save(path)
        except SaveRefused as err:
            self.window.report_error(self.tr("Cannot save"), str(err))
            return False
        except OSError as err:
            self.window.report_error(self.tr("Cannot save"),
                              self.tr("Could not write {path}: {why}").replace("{path}", path)
                              .replace("{why}", err.strerror or str(err)))
            return False
        except Exception as err:  # noqa: BLE001 - no failure may lose the learner's work silently
            self.window.report_error(self.tr("Cannot save"),
                              self.tr("Could not save {path}: {why}. Any earlier file there is unchanged.")
                              .replace("{path}", path).replace("{why}", str(err) or type(err).__name__))
            return False
        self.remember(path)
        self.window.refresh()
        saved = self.tr("Saved {path}").replace("{path}", path)
        if notes_left_out:
            self.window.statusBar().showMessage(saved + " " + self.tr(
                "The library's rulings, theme, order and summary were left out: they describe the "
                "diagram's lines, which this record has changed."))
        else:
            self.window.statusBar().showMessage(saved, 5000)
        return True

    # ----- recent files -------------------------------------------------------------------------

    def recent_files(self) -> list[str]:
        """The files opened or saved last, newest first (kept in the settings)."""
        settings = self.window.settings
        if settings is None:
            return list(self._recent)
        value = settings.value("files/recent", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in value] if isinstance(value, list) else []

    def remember(self, path: str) -> None:
        path = str(Path(path).resolve())
        files = [path] + [f for f in self.recent_files() if f != path]
        files = files[:self.RECENT_FILES]
        settings = self.window.settings
        if settings is None:
            self._recent = files
        else:
            settings.setValue("files/recent", files)

    def fill_recent_menu(self) -> None:
        menu = self.window.recent_menu
        menu.clear()
        files = self.recent_files()
        for number, path in enumerate(files, 1):
            # Each entry's own mnemonic (1-9, then 0, then none); an & in a path is shown as itself.
            key = f"&{number % 10} " if number <= 10 else ""
            action = menu.addAction(key + path.replace("&", "&&"))
            action.setData(path)
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if not files:
            menu.addAction(self.tr("(none yet)")).setEnabled(False)

    # ----- opening ------------------------------------------------------------------------------

    def open_path(self, path: str) -> bool:
        """Open an SGF file (after asking about unsaved edits); a message if it cannot be read."""
        window = self.window
        if not self.maybe_save():
            return False
        try:
            self.controller.open_file(path)
        except SgfError as err:
            self.window.report_error(self.tr("Cannot open the file"), str(err))
            return False
        self.remember(path)
        window.browser.clear_choice()
        notes = []
        games = len(self.controller.explorer.games)
        if games > 1:
            notes.append(self.tr("This file holds {n} games: the first is shown (File > Game of this "
                                 "file shows another), and Save writes them all.").replace("{n}", str(games)))
        if self.controller.explorer.record is not None and self.controller.explorer.record.warnings:
            notes.append(warnings_message(self.controller.explorer.record.warnings))
        if notes:
            window.statusBar().showMessage(" ".join(notes))
        return True

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window.window(), self.tr("Open SGF"), "",
                                              self.tr("SGF and MGT files (*.sgf *.SGF *.mgt *.MGT);;SGF files (*.sgf *.SGF);;"
                                                      "MGT files (*.mgt *.MGT);;All files (*)"))
        if path:
            self.open_path(path)

    def open_dropped(self, urls: list) -> None:
        """The first local file among what was dropped on the window."""
        for url in urls:
            if url.isLocalFile():
                self.open_path(url.toLocalFile())
                break

    # ----- after a crash ------------------------------------------------------------------------

    def offer_recovery(self, ask=None) -> None:
        """After a crash, offer each game and the teaching window's unsaved work whose app is
        gone: continue (restore) it, leave it for later, or discard it. `ask` stands in for the
        question in tests: (path) -> "continue" (a game) or "restore" (the teaching window's
        work), "later" or "discard". What is taken up is kept under this app's name before the
        old file goes. Files that apps killed while autosaving left are removed first."""
        from ..recovery import autosave_kind, discard_autosave, left_behind, tidy

        folder = self.window.autosave_folder
        if folder is None:
            return
        tidy(folder)
        for path in left_behind(folder):
            answer = (ask or self._ask_recovery)(path)
            if answer == "discard":
                discard_autosave(path)  # and a game's journal with it
            elif answer in ("continue", "restore"):
                if autosave_kind(path) == "explore":
                    self.restore_work(path)
                else:
                    self.window.casual.recover(path)
        tidy(folder)  # the lock files of apps none of whose autosaves is left

    def _ask_recovery(self, path: Path) -> str:
        from ..recovery import autosave_kind, describe_game, describe_work, read_work

        box = QMessageBox(self.window.window())
        box.setTextFormat(Qt.TextFormat.PlainText)  # a record's title is shown as written
        if autosave_kind(path) == "explore":
            try:
                what = describe_work(read_work(path))
            except Exception:  # noqa: BLE001 - restoring it says what is wrong with it
                what = path.name
            box.setWindowTitle(self.tr("Restore unsaved work?"))
            box.setText(self.tr("The teaching window was not closed properly and had unsaved work: {what}. "
                                "Restore it now?").replace("{what}", what))
            go_text, answer = self.tr("Restore"), "restore"
        else:
            box.setWindowTitle(self.tr("Recover a game?"))
            try:
                what = describe_game(path)
            except Exception:  # noqa: BLE001 - continuing it says what is wrong with it
                what = ""
            if what:
                box.setText(self.tr("A game in progress was not closed properly: {what} ({file}). Continue it now?")
                            .replace("{what}", what).replace("{file}", path.name))
            else:
                box.setText(self.tr("A game in progress was not closed properly ({file}). Continue it now?")
                            .replace("{file}", path.name))
            go_text, answer = self.tr("Continue"), "continue"
        box.setInformativeText(self.tr("Later keeps it for the next start; Discard deletes it."))
        go = box.addButton(go_text, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Later"), QMessageBox.ButtonRole.RejectRole)
        discard = box.addButton(self.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
        box.exec()
        clicked = box.clickedButton()
        return answer if clicked is go else "discard" if clicked is discard else "later"

    def restore_work(self, path: Path) -> None:
        """Reopen the teaching window's work from its autosave as unsaved work tied to where it
        came from (Save writes to its file; a library diagram's asks for a new one). An autosave
        that cannot be read is renamed aside with a message, never deleted."""
        from ..recovery import read_work, set_aside_saying_where

        window = self.window
        if not self.maybe_save():
            return  # the record open now stays; the work waits for the next start
        try:
            work = read_work(path)
        except Exception as err:  # noqa: BLE001 - no autosave file may stop the program starting
            where = set_aside_saying_where(path)
            self.window.report_error(self.tr("Cannot restore the unsaved work"), f"{err}\n\n{where}")
            return
        origin = work.origin
        c = self.controller
        c.open_record(work.record, work.title, diagram_id=origin.diagram_id, path=origin.path)
        c.undo_stack.resetClean()  # unsaved: saving or closing it asks, as before the crash
        window.browser.show_choice(origin.diagram_id)
        if window.work_autosave.write_now() and window.work_autosave.path != path:
            path.unlink(missing_ok=True)  # now kept under this app's own name
        window.statusBar().showMessage(self.tr("Restored the unsaved work on {title}.").replace("{title}", work.title))
