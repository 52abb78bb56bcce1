"""The teaching window's casual games: a new game, a game from the current node, a saved game, one recovered."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QFileDialog

from ..sgf import SgfError
from .window_services import WindowServices

if TYPE_CHECKING:
    from .autosaves import WorkAutosave
    from .game_window import GameWindow


class GamesWindow(WindowServices, Protocol):
    """What the casual games ask of the window beyond every part's services.

    autosave_folder where each game in progress is kept (None: not kept)
    work_autosave   the record's unsaved work, kept with the games when the app is ended
    """

    autosave_folder: Path | None
    work_autosave: WorkAutosave


class CasualGames(QObject):
    """The game windows the teaching window opened, and how it opens them; each game in
    progress is autosaved to a file of its own in the window's autosave folder."""

    def __init__(self, window: GamesWindow) -> None:
        super().__init__(window.window())
        self.window = window
        self.windows: list[GameWindow] = []

    def _opened(self, game_window: GameWindow) -> GameWindow:
        game_window.show()
        self._keep(game_window)
        return game_window

    def _keep(self, game_window: GameWindow) -> None:
        """One more game window of this window's: its Game > New game opens here too."""
        game_window.new_game_opener = self.new_game
        self.windows.append(game_window)

    def new_autosave(self) -> Path | None:
        """A file of its own for one more game's autosave (None when games are not kept)."""
        from .autosaves import new_autosave_path

        folder = self.window.autosave_folder
        return None if folder is None else new_autosave_path(folder)

    def new_game(self) -> GameWindow | None:
        """Game > New game (here or in one of the game windows): the new-game dialog, then a
        game window (None if the dialog was cancelled)."""
        from .game_window import start_new_game

        game_window = start_new_game(self.window.window(), self.new_autosave())
        if game_window is not None:
            self._keep(game_window)
        return game_window

    def play_from_here(self, choose=None) -> GameWindow | None:
        """Start a casual game from the current node; `choose` stands in for the person at the
        dialog in tests (it gets the dialog and presses its buttons)."""
        from .game_controller import GameController
        from .game_window import GameWindow
        from .play_from_here import PlayFromHereDialog

        c = self.window.controller
        if c.explorer.record is None or c.explorer.node is None:
            return None
        dialog = PlayFromHereDialog(c.explorer.game_from_here, c.explorer.ruleset, c.explorer.record.komi, self.window.window())
        if choose is not None:
            choose(dialog)
        else:
            dialog.exec()
        if dialog.result() != QDialog.DialogCode.Accepted or dialog.start is None:
            return None
        game_window = GameWindow(GameController(dialog.start.session, self.new_autosave()), self.window.window())
        game_window.statusBar().showMessage(dialog.start.explanation)
        return self._opened(game_window)

    def open_game_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window.window(), self.tr("Continue a saved game"), "",
                                              self.tr("SGF files (*.sgf);;All files (*)"))
        if path:
            self.open_game(path)

    def open_game(self, path: str) -> GameWindow | None:
        """Continue a saved game in a game window; a clear message if it cannot be read."""
        from .game_window import open_game

        try:
            game_window = open_game(path, self.window.window(), self.new_autosave())
        except SgfError as err:
            self.window.report_error(self.tr("Cannot continue the game"), str(err))
            return None
        return self._opened(game_window)

    def recover(self, path: Path) -> None:
        """Continue a game a crashed app left behind, kept from now on under this app's name;
        a file that cannot be continued is renamed aside with a message, never deleted."""
        from ..recovery import discard_autosave, set_aside_saying_where
        from .game_controller import GameController
        from .game_window import GameWindow

        try:
            controller = GameController.load(path, self.new_autosave())
        except Exception as err:  # noqa: BLE001 - no autosave file may stop the program starting
            where = set_aside_saying_where(path)
            self.window.report_error(self.tr("Cannot recover the game"), f"{err}\n\n{where}")
            return
        controller.saved_path = None  # it is saved nowhere else yet: closing it asks
        controller.dirty = True
        controller.autosave()
        if controller.autosave_path is not None and controller.autosave_path.exists():
            discard_autosave(path)  # now kept under this app's own name (its journal too)
        self._opened(GameWindow(controller, self.window.window()))

    def flush_autosaves(self) -> list[str]:
        """Write at once every autosave that waits for a pause and keep them all for the next
        start (the app is being ended without closing its windows). Returns why any of them
        could not be written (nothing when all were)."""
        problems: list[str] = []

        def note(text: str) -> None:
            problems.append(text)

        work_autosave = self.window.work_autosave
        senders = [work_autosave.failed] + [w.controller.message for w in self.windows]
        for sender in senders:
            sender.connect(note)
        try:
            work_autosave.keep_for_next_start()
            for game_window in self.windows:
                game_window.controller.flush_autosave()
        finally:
            for sender in senders:
                sender.disconnect(note)
        return problems

    def close_all(self) -> bool:
        """Close every open game the way its own window closes (an unfinished one asks to be
        saved); False if one stays open."""
        return all(not w.isVisible() or w.close() for w in list(self.windows))
