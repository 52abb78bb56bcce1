"""Casual games at one computer: the game window, its move list and its count, and how a game opens."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path

from PySide6.QtCore import QSettings, QSize
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..engine import RulesError
from ..engine.board import BLACK, WHITE
from ..explorer import BoardState
from ..game_review import GameReview
from ..gtp.engines import EngineSpec
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..record_info import shortened
from ..ruleset_names import ruleset_name
from ..save_checks import SaveRefused
from ..sgf import SgfError
from .action_table import ActionSpec, fill, make_actions
from .board_view import BoardWidget
from .comment_box import comment_editor
from .count_box import CountBox
from .engine_seats import EngineSeats, seats_from
from .game_controller import GameController
from .game_status import TurnStatus, stone_icon
from .help import HelpMenu
from .messages import as_written, ask, warnings_message
from .move_list import MoveList
from .new_game_dialog import NewGameDialog
from .override_errors import guarded
from .resources import app_icon
from .screen_fit import fitting_size

# The game window's actions and menus as data (see action_table); "resign" is the two resign
# entries, one per colour, named as the game stands.
GAME_ACTIONS: tuple[ActionSpec[GameWindow], ...] = (
    ActionSpec("new_game", QT_TRANSLATE_NOOP("GameWindow", "&New game..."), lambda w: w.new_game,
               QKeySequence.StandardKey.New, context="GameWindow"),
    ActionSpec("save", QT_TRANSLATE_NOOP("GameWindow", "&Save game..."), lambda w: w.save_dialog,
               QKeySequence.StandardKey.Save, context="GameWindow"),
    ActionSpec("close", QT_TRANSLATE_NOOP("GameWindow", "&Close"), lambda w: w.close,
               QKeySequence.StandardKey.Close, context="GameWindow"),
    ActionSpec("back", QT_TRANSLATE_NOOP("GameWindow", "&Back"), lambda w: w.go_back, "Left", context="GameWindow"),
    ActionSpec("forward", QT_TRANSLATE_NOOP("GameWindow", "&Forward"), lambda w: w.go_forward, "Right",
               context="GameWindow"),
    ActionSpec("start", QT_TRANSLATE_NOOP("GameWindow", "&Start"), lambda w: w.go_start, "Home", context="GameWindow"),
    ActionSpec("now", QT_TRANSLATE_NOOP("GameWindow", "&Now"), lambda w: w.go_now, "End", context="GameWindow"),
)
GAME_MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (QT_TRANSLATE_NOOP("GameWindow", "&Game"), ("new_game", "save", "-", "resign", "-", "close")),
    (QT_TRANSLATE_NOOP("GameWindow", "&Edit"), ("undo", "redo")),
    (QT_TRANSLATE_NOOP("GameWindow", "G&o"), ("back", "forward", "start", "now")),
)


class GameWindow(QMainWindow):
    """Two people play a game to its end and count it the way the ruleset prescribes."""

    # Tests answer the question asked when an unfinished game is closed: () -> "save",
    # "discard" or "cancel". None: a message box asks the players.
    ask_to_save: Callable[[], str] | None = None
    # Tests answer the yes-or-no questions before a final step (resign, accept): (question) ->
    # bool. None: a message box asks the players, No being the answer Enter gives.
    confirm = None

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        # Game > New game: the window that opened this one sets how a new game opens (its
        # autosave, its list of windows); None: from here, beside this game (see new_game).
        self.new_game_opener: Callable[[], object] | None = None
        self._games_opened_here: list[GameWindow] = []
        self.review = GameReview()
        self.viewed: int | None = None  # the number of moves of the position shown; None: now
        self.setWindowIcon(app_icon())
        self.board = BoardWidget()
        self.turn_status = TurnStatus()
        self.status_label = self.turn_status.text
        self.captures_label = QLabel()
        self.captures_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.pass_button = QPushButton(self.tr("Pass"))
        self.resign_button = QPushButton(self.tr("Resign"))
        self.accept_button = QPushButton(self.tr("Both accept"))
        self.dispute_button = QPushButton(self.tr("Dispute"))
        self.all_alive_button = QPushButton(self.tr("Nobody moves: all alive"))
        self.count_box = CountBox()
        self.score_label = self.count_box.score_label
        self.what_if, self.what_if_heading = self.count_box.what_if, self.count_box.what_if_heading
        self.move_list = MoveList(self.review)
        self.comment = comment_editor(self.tr("Comment on the last move (saved with the game)"))
        self.comment.setMaximumHeight(70)
        self.setCentralWidget(self._layout())
        self._build_menus()
        self.board.pointClicked.connect(self._board_clicked)
        self.pass_button.clicked.connect(controller.pass_move)
        self.accept_button.clicked.connect(self._accept)
        self.dispute_button.clicked.connect(controller.dispute)
        self.all_alive_button.clicked.connect(controller.all_alive)
        self.comment.textChanged.connect(self._comment_edited)
        self.move_list.moveChosen.connect(self.show_moves)
        controller.changed.connect(self._game_changed)
        controller.message.connect(lambda text: self.statusBar().showMessage(text))
        # The status bar is there from the start, one line high whatever it says: a message
        # never moves the board.
        bar = self.statusBar()
        bar.setFixedHeight(max(bar.sizeHint().height(), bar.fontMetrics().height() + 8))
        self._fit_on_screen(parent)
        self.engines: EngineSeats | None = None
        self._game_changed()
        if controller.load_warnings:
            self.statusBar().showMessage(warnings_message(controller.load_warnings))
        if controller.session.engines:
            self._seat_saved_engines(parent)

    def _layout(self) -> QSplitter:
        buttons = QHBoxLayout()
        for button in (self.pass_button, self.resign_button):
            buttons.addWidget(button)
        end = QHBoxLayout()
        for button in (self.accept_button, self.dispute_button, self.all_alive_button):
            end.addWidget(button)
        side = QWidget()
        column = QVBoxLayout(side)
        column.addWidget(self.turn_status)
        self._engine_bar_at = column.count()  # where the engines' line goes in a game against them
        column.addWidget(self.captures_label)
        column.addLayout(buttons)
        column.addLayout(end)
        column.addWidget(self.move_list, 1)
        column.addWidget(self.count_box)
        column.addWidget(self.comment)
        self._side_column = column
        # The panel asks for less height than the window has even with a count in it, and words
        # that wrap never widen it (see TurnStatus and CountBox): what it shows never moves the board.
        side.setMinimumWidth(320)
        splitter = QSplitter()
        splitter.addWidget(self.board)
        splitter.addWidget(side)
        # A smaller window takes width from both sides as their sizes stand, not from the board alone.
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([760, 520])
        self.splitter = splitter
        return splitter

    def _build_menus(self) -> None:
        controller = self.controller
        undo = controller.undo_stack.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcuts(QKeySequence.StandardKey.Undo)
        redo = controller.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo.setShortcuts(QKeySequence.StandardKey.Redo)
        # The menu names the step ("Undo Black D4"); the shortcut list keeps a short, steady label.
        undo.setIconText(self.tr("Undo"))
        redo.setIconText(self.tr("Redo"))
        self.undo_action, self.redo_action = undo, redo
        actions = make_actions(GAME_ACTIONS, self, self) | {"undo": undo, "redo": redo}
        for action in actions.values():
            self.addAction(action)
        self.new_game_action = actions["new_game"]
        self.go_actions: dict[str, QAction] = {name: actions[name] for name in ("back", "forward", "start", "now")}
        self.resign_actions = {colour: QAction(stone_icon(colour), "", self) for colour in (BLACK, WHITE)}
        for colour, action in self.resign_actions.items():
            action.triggered.connect(lambda _checked=False, c=colour: self.resign(c))
        resign_menu = QMenu(self)
        resign_menu.addActions(list(self.resign_actions.values()))
        self.resign_button.setMenu(resign_menu)

        def resign(menu: QMenu) -> None:
            menu.addActions(list(self.resign_actions.values()))

        for title, entries in GAME_MENUS:
            fill(self.menuBar().addMenu(translate("GameWindow", title)), entries, actions, {"resign": resign})
        self.help_menu = HelpMenu(self, panel_guide=False)

    def _fit_on_screen(self, parent: QWidget | None) -> None:
        """1280x800, or less on a smaller screen, placed inside the screen's free area (over the
        window that opened it, if any)."""
        size = fitting_size(parent or self, QSize(1280, 800), frame=QSize(16, 48))
        self.resize(size)
        screen = (parent or self).screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            free = screen.availableGeometry()
            self.move(free.x() + max(0, (free.width() - size.width()) // 2),
                      free.y() + max(0, (free.height() - size.height()) // 2))

    # ----- engines ----------------------------------------------------------------------------

    def seat_engines(self, seats: dict[int, tuple[EngineSpec, int | None]]) -> EngineSeats:
        """Seat engines at the game (colour -> engine and level) and start them: each plays its
        colour, refereed, with a line saying who thinks and a Stop button. Against a person,
        Undo takes back the engine's reply with the person's move."""
        from .engine_bar import EngineBar

        engines = self.engines = EngineSeats(self.controller, seats, self)
        self.engine_bar = EngineBar(engines)
        self._side_column.insertWidget(self._engine_bar_at, self.engine_bar)
        engines.failed.connect(lambda why: self.statusBar().showMessage(why))
        engines.thinking_changed.connect(lambda _text: self._show_engines_turn())
        if len(seats) == 1:
            self.undo_action.triggered.disconnect()
            self.undo_action.triggered.connect(engines.take_back)
        engines.start()
        return engines

    def _show_engines_turn(self) -> None:
        """While an engine thinks, the person has nothing to do: Pass waits, the board shows no
        stone under the pointer."""
        thinking = self.engines is not None and self.engines.thinking is not None
        stage = self.controller.session.stage
        self.pass_button.setEnabled(not thinking and stage in ("play", "confirmation"))
        if self.viewed is None:
            self.board.ghost_colour = None if thinking or stage not in ("play", "placing", "confirmation") \
                else self.controller.session.to_move()

    def _seat_saved_engines(self, parent: QWidget | None) -> None:
        """A saved or recovered game against engines: each found among the app's engines by the
        name the game keeps (never by a command a file could name) plays on; a colour whose
        engine is not there now is the players' own, and the status bar says so."""
        from .engine_settings import load_engine_choices

        settings = getattr(parent, "settings", None)
        choices = load_engine_choices(settings if isinstance(settings, QSettings) else None)
        seats: dict[int, tuple[EngineSpec, int | None]] = {}
        missing = []
        for colour, (name, level) in sorted(self.controller.session.engines.items()):
            spec = choices.named(name)
            if spec is None:
                missing.append(self.players()[colour])
                del self.controller.session.engines[colour]
            else:
                seats[colour] = (spec, level)
        if seats:
            self.seat_engines(seats)
        if missing:
            self.statusBar().showMessage(self.tr("The engine that played {players} is not among your engines now "
                                                 "(Edit > Engines): you play for it.")
                                         .replace("{players}", ", ".join(missing)))

    # ----- acting -----------------------------------------------------------------------------

    def _ask(self, question: str) -> bool:
        if self.confirm is not None:
            return self.confirm(question)
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        return ask(self, self.tr("Are you sure?"), question, yes | no, no) == yes

    def resign(self, colour: int) -> None:
        """`colour` resigns (either player, whoever is to move), once the players confirm it."""
        session = self.controller.session
        if session.stage not in ("play", "placing", "marking"):
            return
        name = session.black_name if colour == BLACK else session.white_name
        who = name or (self.tr("Black") if colour == BLACK else self.tr("White"))
        if self._ask(self.tr("{who} resigns and loses the game. Resign?").replace("{who}", who)):
            self.controller.resign(colour)

    def _accept(self) -> None:
        if self._ask(self.tr("Both players accept the dead stones as marked: the game is counted and "
                             "over. Accept?")):
            self.controller.accept()

    def _board_clicked(self, vertex: str) -> None:
        """A click plays (or marks) on the game as it is now; on an earlier position it only
        says how to get back, since the stone would land on another board than the one shown."""
        if self.viewed is None:
            self.controller.click(vertex)
            return
        self.statusBar().showMessage(
            self.tr("This is the position after move {k}, not the game now: press End (Go > Now) to "
                    "return to the game and play.").replace("{k}", str(self.viewed)))

    def _comment_edited(self) -> None:
        if self.viewed is None:
            self.controller.set_comment(self.comment.toPlainText())

    def new_game(self) -> None:
        """Game > New game: as the window that opened this one opens games, or else the New game
        dialog over this window's opener, the game autosaved beside this one."""
        if self.new_game_opener is not None:
            self.new_game_opener()
            return
        autosave = self.controller.autosave_path
        if autosave is not None:
            from .autosaves import new_autosave_path

            autosave = new_autosave_path(autosave.parent)
        window = start_new_game(self.parentWidget(), autosave)
        if window is not None:
            self._games_opened_here.append(window)  # a window without an owner is kept here

    # ----- looking back -----------------------------------------------------------------------

    def show_moves(self, moves: int) -> None:
        """Show the game after its first `moves` moves (all of them: the game as it is now)."""
        moves = max(0, min(moves, self.review.moves))
        viewed = None if moves == self.review.moves else moves
        if viewed != self.viewed:
            self.viewed = viewed
            self._show_position()

    def go_back(self) -> None:
        self.show_moves((self.review.moves if self.viewed is None else self.viewed) - 1)

    def go_forward(self) -> None:
        if self.viewed is not None:
            self.show_moves(self.viewed + 1)

    def go_start(self) -> None:
        self.show_moves(0)

    def go_now(self) -> None:
        self.show_moves(self.review.moves)

    def _game_changed(self) -> None:
        """The game changed (a move, undo, redo, the count): the window shows it as it is now."""
        self.move_list.list_model.follow(self.review.sync(self.controller.session.game))
        self.viewed = None
        self.refresh()

    # ----- showing ----------------------------------------------------------------------------

    def players(self) -> dict[int, str]:
        """Each player as the window names them: "Ann (Black)", or "Black" without a name."""
        session = self.controller.session
        return {colour: (self.tr("{name} (Black)") if colour == BLACK else self.tr("{name} (White)"))
                .replace("{name}", shortened(name)) if name else
                (self.tr("Black") if colour == BLACK else self.tr("White"))
                for colour, name in ((BLACK, session.black_name), (WHITE, session.white_name))}

    def refresh(self) -> None:
        c = self.controller
        session = c.session
        stage = session.stage
        players = self.players()
        rules = session.ruleset
        title = self.tr("{b} vs {w}, {rules}, komi {komi}").replace("{b}", players[BLACK]) \
            .replace("{w}", players[WHITE]).replace("{rules}", ruleset_name(rules.name)).replace("{komi}", f"{session.game.komi:g}")
        self.setWindowTitle(title + " - gogui")
        for colour, action in self.resign_actions.items():
            action.setText(self.tr("{player} resigns...").replace("{player}", players[colour]))
            action.setEnabled(stage in ("play", "placing", "marking"))
        self.resign_button.setEnabled(stage in ("play", "placing", "marking"))
        self.pass_button.setEnabled(stage in ("play", "confirmation"))
        self.accept_button.setEnabled(stage == "marking" or (stage == "confirmation" and
                                                             session.confirmation_stopped))
        self.dispute_button.setEnabled(stage == "marking")
        self.all_alive_button.setVisible(rules.disputes == "all-alive")
        self.all_alive_button.setEnabled(stage == "marking")
        counted = self.count_box.show_count(session)
        # During play the empty count stays small and the move list takes the room; a count
        # takes it, so that every ruleset of its table shows, and the list keeps a few rows.
        self._side_column.setStretchFactor(self.count_box, 1 if counted else 0)
        self._side_column.setStretchFactor(self.move_list, 0 if counted else 1)
        self.move_list.setMaximumHeight(self.move_list.minimumHeight() if counted else (1 << 24) - 1)  # Qt's largest size
        self._show_position()

    def _show_position(self) -> None:
        """The position looked at (the game now, or after an earlier move), and what goes with it;
        a step back or forth redraws only this, never the count."""
        self.go_actions["back"].setEnabled(self.review.moves > 0 and self.viewed != 0)
        self.go_actions["start"].setEnabled(self.review.moves > 0 and self.viewed != 0)
        self.go_actions["forward"].setEnabled(self.viewed is not None)
        self.go_actions["now"].setEnabled(self.viewed is not None)
        self.move_list.show_moves(self.review.moves if self.viewed is None else self.viewed)
        self._show_comment()
        if self.viewed is None:
            self._show_now(self.players())
        else:
            self._show_earlier(self.viewed)
        self.count_box.setEnabled(self.viewed is None)  # the count is the game's now: greyed while looking back

    def _show_comment(self) -> None:
        session = self.controller.session
        if self.viewed is None:
            number = session.game.move_number
        else:
            number = self.review.rows[self.viewed - 1].number if self.viewed else 0
        comment = session.comments.get(number, "")
        self.comment.setReadOnly(self.viewed is not None)
        if self.comment.toPlainText().strip() != comment:
            self.comment.blockSignals(True)
            self.comment.setPlainText(comment)
            self.comment.blockSignals(False)

    def _show_now(self, players: dict[int, str]) -> None:
        """The game as it is: the board to play on, whose turn it is, the prisoners."""
        c = self.controller
        session = c.session
        stage = session.stage
        rules = session.ruleset
        self.board.ghost_colour = session.to_move() if stage in ("play", "placing", "confirmation") else None
        self.board.show_state(c.board_state())
        marked_up = {colour: escape(name) for colour, name in players.items()}  # for the rich status line
        to_move = marked_up[session.to_move()]
        texts = {
            "placing": self.tr("{p}: place handicap stone {k} of {n}.").replace("{p}", marked_up[BLACK])
            .replace("{k}", str(len(session.handicap_points) + 1)).replace("{n}", str(session.handicap)),
            "play": self.tr("{p} to play.").replace("{p}", to_move),
            "marking": self.tr("Play has stopped. Click strings to mark them dead; then accept, or dispute."),
            "confirmation": (self.tr("Confirmation play (not kept): {p} to play.")
                             if rules.disputes == "confirmation" else
                             self.tr("Hypothetical play (not kept, no ko threats): {p} to play."))
            .replace("{p}", to_move),
            "over": self.tr("Game over."),
        }
        status = f"<b>{escape(ruleset_name(rules.name))}</b> - {texts[stage]}"
        if session.game.dispute_phases and stage == "play":
            status += " " + self.tr("(dispute phase {n})").replace("{n}", str(session.game.dispute_phases))
        turn = session.to_move() if stage in ("play", "placing", "confirmation") else None
        self.turn_status.show_turn(status, turn)
        game = session.game
        self._show_captures((game.prisoners[BLACK], game.prisoners[WHITE]),
                            (game.pass_stones[BLACK], game.pass_stones[WHITE]))

    def _show_earlier(self, moves: int) -> None:
        """The game as it stood after `moves` moves, to look at, not to play on."""
        position = self.review.position(moves)
        self.board.ghost_colour = None
        looking = self.tr("Looking at move {k} of {n}: press End to return to the game.") \
            .replace("{k}", str(moves)).replace("{n}", str(self.review.moves))
        self.board.show_state(BoardState(board=position.board, last_move=position.last_move, note=looking))
        self.turn_status.show_turn(f"<b>{escape(looking)}</b>", None)
        self._show_captures(position.prisoners, position.pass_stones)

    def _show_captures(self, prisoners: tuple[int, int], pass_stones: tuple[int, int]) -> None:
        captures = self.tr("Prisoners taken: Black {b}, White {w}").replace("{b}", str(prisoners[0])) \
            .replace("{w}", str(prisoners[1]))
        if self.controller.session.ruleset.pass_stones != "never":
            captures += self.tr("; pass stones received: Black {b}, White {w}").replace(
                "{b}", str(pass_stones[0])).replace("{w}", str(pass_stones[1]))
        self.captures_label.setText(captures)

    # ----- files ------------------------------------------------------------------------------

    def save_dialog(self) -> bool:
        """Save game...: a file chooser at the game's file, or at a new name beside it when
        writing there would lose some of what it holds."""
        refusal = self.controller.save_refusal()
        if refusal is not None:
            self.statusBar().showMessage(refusal)
        start = str(self.controller.suggested_path())
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), start, self.tr("SGF files (*.sgf)"))
        return bool(path) and self.save_to(path)

    def save_to(self, path: str) -> bool:
        """Write the game to `path`; any failure keeps it unsaved and says why in a message box."""
        try:
            self.controller.save(path)
        except SaveRefused as err:
            self._warn(self.tr("The game was not saved"), str(err))
            return False
        except OSError as err:
            self._warn(self.tr("The game was not saved"),
                       self.tr("Could not write {path}: {err}. Any earlier file there is unchanged.")
                       .replace("{path}", path).replace("{err}", err.strerror or str(err)))
            return False
        except Exception as err:  # noqa: BLE001 - no failure may lose the game silently
            self._warn(self.tr("The game was not saved"),
                       self.tr("Could not save to {path}: {err}. Any earlier file there is unchanged.")
                       .replace("{path}", path).replace("{err}", str(err) or type(err).__name__))
            return False
        self.statusBar().showMessage(self.tr("Saved to {path}").replace("{path}", path))
        return True

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, as_written(text))

    @guarded
    def closeEvent(self, event) -> None:  # noqa: N802
        """A finished or unchanged game closes at once; an unfinished, changed one first asks
        whether to save it. Its autosave goes only once it is saved or the players discard it."""
        c = self.controller
        c.flush_autosave()
        if c.session.stage != "over" and c.dirty:
            answer = (self.ask_to_save or self._ask_to_save)()
            if answer == "cancel" or (answer == "save" and not self._save_before_closing()):
                event.ignore()
                return
        c.discard_autosave()
        if self.engines is not None:
            self.engines.close()
        super().closeEvent(event)

    def save_question(self) -> str:
        """The question asked when an unfinished game closes: where Save will write, and why
        it asks for a new name when the game's file may not be written."""
        question = self.tr("The game is not finished and not saved. Save it?")
        refusal = self.controller.save_refusal()
        if refusal is not None:
            question = self.tr("The game is not finished and not saved. {why} Save it?").replace("{why}", refusal)
        return question

    def _ask_to_save(self) -> str:
        buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                   | QMessageBox.StandardButton.Cancel)
        choice = ask(self, self.tr("Save the game?"), self.save_question(), buttons, QMessageBox.StandardButton.Save)
        return {QMessageBox.StandardButton.Save: "save",
                QMessageBox.StandardButton.Discard: "discard"}.get(choice, "cancel")

    def _save_before_closing(self) -> bool:
        """Save where the game's file is, if that loses nothing; else ask for a name (again
        after a refused or failed one) until it is saved or the players cancel."""
        c = self.controller
        if c.saved_path is not None and c.save_refusal() is None:
            return self.save_to(str(c.saved_path))
        start = str(c.suggested_path()) if c.saved_path is not None else ""
        while True:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), start, self.tr("SGF files (*.sgf)"))
            if not path:
                return False
            if self.save_to(path):
                return True


def start_new_game(parent: QWidget | None = None, autosave: Path | None = None) -> GameWindow | None:
    """Ask for the game's settings, shown as they were chosen last (kept in the parent
    window's settings, if it has any), and open its window (None if cancelled)."""
    dialog = NewGameDialog(parent)
    settings = getattr(parent, "settings", None)
    if isinstance(settings, QSettings):
        dialog.recall(settings)
    while dialog.exec() == QDialog.DialogCode.Accepted:
        try:
            session = dialog.session()
        except RulesError as err:
            dialog.note.setText(str(err))
            continue
        if isinstance(settings, QSettings):
            dialog.remember(settings)
        window = GameWindow(GameController(session, autosave), parent)
        window.show()
        engines = seats_from(dialog.seats())
        if engines:
            window.seat_engines(engines)
        return window
    return None


def open_game(path: str, parent: QWidget | None = None, autosave: Path | None = None) -> GameWindow:
    """A saved game in its own window; SgfError if it cannot be read."""
    controller = GameController.load(path, autosave)
    return GameWindow(controller, parent)


__all__ = ["GameWindow", "NewGameDialog", "SgfError", "open_game", "start_new_game"]
