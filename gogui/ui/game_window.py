"""Casual games at one computer: the new-game dialog and the game window with its count."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine import RulesError
from ..engine.board import BLACK, WHITE
from ..ruleset_names import ruleset_name
from ..save_checks import SaveRefused
from ..sgf import SgfError
from .board_view import BoardWidget
from .comment_box import comment_editor
from .game_controller import GameController
from .help import HelpMenu
from .messages import as_written, ask, shortened, warnings_message
from .new_game_dialog import NewGameDialog
from .override_errors import guarded
from .resources import app_icon


class GameWindow(QMainWindow):
    """Two people play a game to its end and count it the way the ruleset prescribes."""

    # Tests answer the question asked when an unfinished game is closed: () -> "save",
    # "discard" or "cancel". None: a message box asks the players.
    ask_to_save = None
    # Tests answer the yes-or-no questions before a final step (resign, accept): (question) ->
    # bool. None: a message box asks the players.
    confirm = None

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWindowIcon(app_icon())
        self.board = BoardWidget()
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.captures_label = QLabel()
        self.pass_button = QPushButton(self.tr("Pass"))
        self.resign_button = QPushButton(self.tr("Resign"))
        self.accept_button = QPushButton(self.tr("Both accept"))
        self.dispute_button = QPushButton(self.tr("Dispute"))
        self.all_alive_button = QPushButton(self.tr("Nobody moves: all alive"))
        self.score_label = QLabel()
        self.score_label.setWordWrap(True)
        self.score_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.score_label.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # so that Ctrl+C copies a selection
        self.what_if = QTableWidget(0, 3)
        self.what_if.setHorizontalHeaderLabels([self.tr("Ruleset"), self.tr("Result"), self.tr("Black : White")])
        self.what_if.verticalHeader().setVisible(False)
        self.what_if.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.what_if.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.comment = comment_editor(self.tr("Comment on the last move (saved with the game)"))
        self.comment.setMaximumHeight(70)

        buttons = QHBoxLayout()
        for button in (self.pass_button, self.resign_button):
            buttons.addWidget(button)
        end = QHBoxLayout()
        for button in (self.accept_button, self.dispute_button, self.all_alive_button):
            end.addWidget(button)
        side = QWidget()
        column = QVBoxLayout(side)
        column.addWidget(self.status_label)
        column.addWidget(self.captures_label)
        column.addLayout(buttons)
        column.addLayout(end)
        # Text that grows or wraps differently at each stage never widens the panel (which would
        # move the board): the labels take the width the splitter gives them.
        for label in (self.status_label, self.captures_label, self.score_label):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        count_box = QGroupBox(self.tr("Count"))
        count_layout = QVBoxLayout(count_box)
        count_layout.addWidget(self.score_label)
        self.what_if_heading = QLabel(self.tr("What if: the same position under every ruleset"))
        self.what_if_heading.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        count_layout.addWidget(self.what_if_heading)
        count_layout.addWidget(self.what_if)
        column.addWidget(count_box)
        self._spacer_at = column.count()
        column.addStretch(1)  # during play the empty count stays small; a count takes the room
        self._count_box = count_box
        self._side_column = column
        column.addWidget(self.comment)
        splitter = QSplitter()
        splitter.addWidget(self.board)
        splitter.addWidget(side)
        splitter.setSizes([760, 520])
        self.setCentralWidget(splitter)

        undo = controller.undo_stack.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcuts(QKeySequence.StandardKey.Undo)
        redo = controller.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo.setShortcuts(QKeySequence.StandardKey.Redo)
        self.undo_action, self.redo_action = undo, redo
        save = QAction(self.tr("&Save game..."), self)
        save.setShortcuts(QKeySequence.StandardKey.Save)
        save.triggered.connect(self.save_dialog)
        close = QAction(self.tr("&Close"), self)
        close.setShortcuts(QKeySequence.StandardKey.Close)
        close.triggered.connect(self.close)
        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        game_menu.addAction(save)
        game_menu.addSeparator()
        game_menu.addAction(close)
        # The menu names the step ("Undo Black D4"); the shortcut list keeps a short, steady label.
        undo.setIconText(self.tr("Undo"))
        redo.setIconText(self.tr("Redo"))
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        edit.addAction(undo)
        edit.addAction(redo)
        for action in (undo, redo, save, close):
            self.addAction(action)
        self.help_menu = HelpMenu(self, panel_guide=False)

        self.board.pointClicked.connect(controller.click)
        self.pass_button.clicked.connect(controller.pass_move)
        self.resign_button.clicked.connect(self._resign)
        self.accept_button.clicked.connect(self._accept)
        self.dispute_button.clicked.connect(controller.dispute)
        self.all_alive_button.clicked.connect(controller.all_alive)
        self.comment.textChanged.connect(self._comment_edited)
        controller.changed.connect(self.refresh)
        controller.message.connect(lambda text: self.statusBar().showMessage(text))
        self._fit_on_screen(parent)
        self.refresh()
        if controller.load_warnings:
            self.statusBar().showMessage(warnings_message(controller.load_warnings))

    def _fit_on_screen(self, parent: QWidget | None) -> None:
        """1280x800, or less on a smaller screen, placed inside the screen's free area (over the
        window that opened it, if any)."""
        screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(1280, 800)
            return
        free = screen.availableGeometry()
        # The frame (title bar, borders) is not known before the window is shown: leave room.
        width, height = min(1280, free.width() - 16), min(800, free.height() - 48)
        self.resize(width, height)
        x = free.x() + max(0, (free.width() - width) // 2)
        y = free.y() + max(0, (free.height() - height) // 2)
        self.move(x, y)

    def _ask(self, question: str) -> bool:
        if self.confirm is not None:
            return self.confirm(question)
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        return ask(self, self.tr("Are you sure?"), question, yes | no, yes) == yes

    def _resign(self) -> None:
        session = self.controller.session
        if session.stage not in ("play", "placing", "marking"):
            return
        if session.to_move() == BLACK:
            who = session.black_name or self.tr("Black")
        else:
            who = session.white_name or self.tr("White")
        if self._ask(self.tr("{who} resigns and loses the game. Resign?").replace("{who}", who)):
            self.controller.resign()

    def _accept(self) -> None:
        if self._ask(self.tr("Both players accept the dead stones as marked: the game is counted and "
                             "over. Accept?")):
            self.controller.accept()

    def _comment_edited(self) -> None:
        self.controller.set_comment(self.comment.toPlainText())

    def refresh(self) -> None:
        c = self.controller
        session = c.session
        stage = session.stage
        comment = c.comment_here()
        if self.comment.toPlainText().strip() != comment:
            self.comment.blockSignals(True)
            self.comment.setPlainText(comment)
            self.comment.blockSignals(False)
        state = c.board_state()
        self.board.ghost_colour = session.to_move() if stage in ("play", "placing", "confirmation") else None
        self.board.show_state(state)
        names = {BLACK: shortened(session.black_name) or self.tr("Black"),
                 WHITE: shortened(session.white_name) or self.tr("White")}
        marked_up = {colour: escape(name) for colour, name in names.items()}  # for the rich status line
        rules = session.ruleset
        # A player with a name is given their colour; one without is called by it alone.
        players = {colour: (self.tr("{name} (Black)") if colour == BLACK else self.tr("{name} (White)"))
                   .replace("{name}", shortened(name)) if name else names[colour]
                   for colour, name in ((BLACK, session.black_name), (WHITE, session.white_name))}
        title = self.tr("{b} vs {w}, {rules}, komi {komi}").replace("{b}", players[BLACK]) \
            .replace("{w}", players[WHITE]).replace("{rules}", ruleset_name(rules.name)).replace("{komi}", f"{session.game.komi:g}")
        self.setWindowTitle(title + " - gogui")
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
        self.status_label.setText(status)
        game = session.game
        captures = self.tr("Prisoners taken: Black {b}, White {w}").replace("{b}", str(game.prisoners[BLACK])) \
            .replace("{w}", str(game.prisoners[WHITE]))
        if rules.pass_stones != "never":
            captures += self.tr("; pass stones received: Black {b}, White {w}").replace(
                "{b}", str(game.pass_stones[BLACK])).replace("{w}", str(game.pass_stones[WHITE]))
        self.captures_label.setText(captures)
        self.pass_button.setEnabled(stage in ("play", "confirmation"))
        self.resign_button.setEnabled(stage in ("play", "placing", "marking"))
        self.accept_button.setEnabled(stage == "marking" or (stage == "confirmation" and
                                                             session.confirmation_stopped))
        self.dispute_button.setEnabled(stage == "marking")
        self.all_alive_button.setVisible(rules.disputes == "all-alive")
        self.all_alive_button.setEnabled(stage == "marking")
        self._show_count()

    def _show_count(self) -> None:
        session = self.controller.session
        stage = session.stage
        result = session.result
        counted = stage in ("marking", "over") and session.resigned is None
        self.what_if.setVisible(counted)
        self.what_if_heading.setVisible(counted)
        self._side_column.setStretchFactor(self._count_box, 1 if counted else 0)
        self._side_column.setStretch(self._spacer_at, 0 if counted else 1)
        if not counted:
            self.score_label.setText(escape(result.explanation) if result is not None else "")
            self.what_if.setRowCount(0)
            return
        score = session.score()
        lines = []
        for colour, name in ((BLACK, self.tr("Black")), (WHITE, self.tr("White"))):
            total = score.black if colour == BLACK else score.white
            lines.append(f"<b>{name} {total:g}</b>: {escape(score.parts_text(colour))}")
        if score.seki_points:
            lines.append(self.tr("Points in seki, not counted: {n}").replace("{n}", str(len(score.seki_points))))
        heading = self.tr("Result") if result is not None else self.tr("If the marked stones are dead")
        outcome = result.explanation if result is not None else score.explanation
        self.score_label.setText(f"<b>{heading}</b><br>" + "<br>".join(lines) + f"<br>{escape(outcome)}")
        rows = session.what_if()
        self.what_if.setRowCount(len(rows))
        for row, item in enumerate(rows):
            s = item.score
            verdict = self.tr("draw") if s.winner is None else f"{'BW'[s.winner - 1]}+{s.margin:g}"
            for column, text in enumerate((ruleset_name(item.ruleset.name), verdict, f"{s.black:g} : {s.white:g}")):
                cell = QTableWidgetItem(text)
                cell.setToolTip(s.explanation)
                self.what_if.setItem(row, column, cell)

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
        return window
    return None


def open_game(path: str, parent: QWidget | None = None, autosave: Path | None = None) -> GameWindow:
    """A saved game in its own window; SgfError if it cannot be read."""
    controller = GameController.load(path, autosave)
    return GameWindow(controller, parent)


__all__ = ["GameWindow", "NewGameDialog", "SgfError", "open_game", "start_new_game"]
