"""The controller of a casual game: clicks become moves, with undo, autosave and the count."""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from ..engine import MoveOutcome, RulesError
from ..engine.board import BLACK, COLOR_NAMES, WHITE
from ..explorer import BoardState
from ..gtp.referee import EngineMove
from ..i18n import plural, translate
from ..recovery import append_move, discard_autosave, read_game_session, write_game_snapshot
from ..ruleset_names import ruleset_name
from ..save_checks import SaveRefused, file_refusal, library_refusal, new_name_for, same_file, save_as_name
from ..session import GameSession
from ..session_records import record_to_save, session_record
from ..sgf import write_file
from .undo_commands import ControllerCommand

COMMENT_AUTOSAVE_DELAY_MS = 500
# Moves appended to an autosave's journal before the game is written whole again: a journal
# replays in a moment, and writing the whole game once in this many moves keeps a move's cost flat.
JOURNAL_LIMIT = 100


class _MoveCommand(ControllerCommand["GameController"]):
    """One move (a stone, a pass or a handicap stone); undo takes it back exactly."""

    def __init__(self, controller: GameController, vertex: str | None, text: str) -> None:
        super().__init__(controller, text)
        self.vertex = vertex
        self.outcome: MoveOutcome | None = None
        self.comment = ""

    def redo(self) -> None:
        session = self.controller.session
        # An ordinary move in play, without a comment, is appended to the autosave's journal.
        ordinary = session.in_first_phase_of_play and not self.comment
        self.outcome = session.pass_move() if self.vertex is None else session.play(self.vertex)
        if self.comment:  # the move's comment, kept when the move was taken back
            session.comments[session.game.move_number] = self.comment
        self.controller.last_outcome = self.outcome
        ordinary = ordinary and session.in_first_phase_of_play
        self.controller.after_change(move=(self.vertex,) if ordinary else None)

    def undo(self) -> None:
        session = self.controller.session
        self.comment = session.comments.get(session.game.move_number, "")
        session.undo()
        self.controller.after_change()


class _ResignCommand(_MoveCommand):
    """A player resigns (either of them, whoever is to move); undo takes the resignation back."""

    def __init__(self, controller: GameController, colour: int | None) -> None:
        super().__init__(controller, None, translate("GameController", "Resign"))
        self.colour = colour

    def redo(self) -> None:
        self.controller.session.resign(self.colour)
        self.controller.after_change()


class GameController(QObject):
    """Owns the game session; the window asks it to act and redraws when it changes."""

    changed = Signal()
    message = Signal(str)

    def __init__(self, session: GameSession, autosave_path: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        # The colours people play at this computer (both, until a program plays one of them).
        self.people: frozenset[int] = frozenset((BLACK, WHITE))
        self.undo_stack = QUndoStack(self)
        self.autosave_path = autosave_path
        self.saved_path: Path | None = None
        # The file the game was continued from: written back only with everything it holds.
        self.continued_from: Path | None = None
        self.dirty = False
        self.last_outcome: MoveOutcome | None = None
        self.load_warnings: list[str] = []  # what reading the saved game left out or guessed
        self._comment_autosave = QTimer(self)  # a comment is autosaved when typing pauses
        self._comment_autosave.setSingleShot(True)
        self._comment_autosave.setInterval(COMMENT_AUTOSAVE_DELAY_MS)
        self._comment_autosave.timeout.connect(self.autosave)
        # Moves since the autosave was last written whole, in its journal (None: the next
        # change writes it whole); each snapshot has a generation of its own.
        self._journal_entries: int | None = None
        self._generation = 0
        # Why a person may not move now (an engine thinks), or None: a weak reference to the
        # game's engines' method that says it (None without engines).
        self.engine_busy: weakref.WeakMethod[Callable[[], str | None]] | None = None

    # ----- acting -----------------------------------------------------------------------------

    def click(self, vertex: str) -> None:
        """A click on the board: a move, a handicap stone, or marking a string dead."""
        session = self.session
        stage = session.stage
        if stage in ("play", "placing", "confirmation") and self._engine_busy():
            return
        if stage == "marking":
            if session.toggle_dead(vertex):
                self.after_change()
            return
        if stage == "over":
            self.message.emit(self.tr("The game is over."))
            return
        if stage == "placing":
            if session.holds_stone(vertex):
                self.message.emit(self.tr("{v} already holds a handicap stone.").replace("{v}", vertex))
                return
            self.undo_stack.push(_MoveCommand(self, vertex, self.tr("Handicap stone at {v}").replace("{v}", vertex)))
            return
        check = session.active.check(vertex)
        if not check.legal:
            self.message.emit(check.explanation)  # refused: nothing changes
            return
        colour = COLOR_NAMES[session.to_move()]
        self.undo_stack.push(_MoveCommand(self, vertex, f"{colour} {vertex}"))
        outcome = self.last_outcome
        if outcome is not None and outcome.captures:
            self.message.emit(self.tr("{who} captures {n}.").replace("{who}", colour)
                              .replace("{n}", ", ".join(outcome.captures)))

    def pass_move(self) -> None:
        if self._engine_busy():
            return
        if self.session.stage not in ("play", "confirmation"):
            self.message.emit(self.tr("Passing is for the time of play."))
            return
        colour = COLOR_NAMES[self.session.to_move()]
        self.undo_stack.push(_MoveCommand(self, None, f"{colour} pass"))
        session = self.session
        outcome = self.last_outcome
        if session.stage == "marking":
            text = self.tr("Play has stopped. Click strings to mark them dead, then accept, or dispute.")
            if outcome is not None and "white-extra-pass" in outcome.events:
                text = self.tr("Black passed last, so White's obligatory last pass follows (it hands "
                               "Black a stone). ") + text
            self.message.emit(text)
        elif session.stage == "confirmation" and session.confirmation_stopped:
            self.message.emit(self.tr("The confirmation play has stopped: accept to count, with the stones "
                                      "it captured as dead."))

    def resign(self, colour: int | None = None) -> None:
        """`colour` (BLACK or WHITE; None: the player to move) resigns, while the game goes on."""
        if self.session.stage in ("play", "placing", "marking"):
            self.undo_stack.push(_ResignCommand(self, colour))

    def _settle(self, action, describe) -> None:
        """Run an end-of-game step. It closes the undo history: an agreed count is final, and a
        dispute opens a new phase of the game."""
        try:
            value = action()
        except RulesError as err:
            self.message.emit(str(err))
            return
        self.undo_stack.clear()
        self.message.emit(describe(value))
        self.after_change()

    def accept(self) -> None:
        self._settle(self.session.accept, lambda result: result.explanation)

    def all_alive(self) -> None:
        self._settle(self.session.all_alive, lambda result: result.explanation)

    def dispute(self) -> None:
        self._settle(self.session.dispute, self._dispute_message)

    def _dispute_message(self, how: str) -> str:
        if how == "confirmation" and self.session.ruleset.disputes == "confirmation":
            return self.tr("Confirmation play: moves are not kept, each ko needs a pass for it before it "
                           "is retaken, and stones captured here are dead. Pass twice to finish.")
        if how == "confirmation":
            return self.tr("Hypothetical play (no confirmation phase): imagined wise play, not kept, "
                           "without ko threats. Stones captured here are dead; pass twice to finish.")
        return self.tr("Play resumes. Pass until play stops again.")

    def after_change(self, move: tuple[str | None] | None = None) -> None:
        """The game changed: autosave it (an ordinary `move`, (vertex or None for a pass),
        only appended to the journal) and redraw."""
        self.dirty = True
        if move is not None and not self._comment_autosave.isActive() and self._journal_entries is not None \
                and self._journal_entries < JOURNAL_LIMIT:
            self._append_to_journal(move[0])
        else:
            self._comment_autosave.stop()
            self.autosave()
        self.changed.emit()

    def _append_to_journal(self, vertex: str | None) -> None:
        assert self.autosave_path is not None and self._journal_entries is not None
        try:
            append_move(self.autosave_path, vertex)
        except OSError as err:
            self._journal_entries = None  # the next change writes the whole game again
            self.message.emit(self.tr("Autosave failed: {e}").replace("{e}", str(err)))
            return
        self._journal_entries += 1

    def flush_autosave(self) -> None:
        """Autosave now what waits for typing to pause (the window is closing)."""
        if self._comment_autosave.isActive():
            self._comment_autosave.stop()
            self.autosave()

    def comment_here(self) -> str:
        """The comment on the last move of the game (the start's before the first move)."""
        return self.session.comments.get(self.session.game.move_number, "")

    def set_comment(self, text: str) -> None:
        """Comment the last move; autosaved once typing pauses, not only at the next move."""
        session = self.session
        number = session.game.move_number
        text = text.strip()
        if text == session.comments.get(number, ""):
            return
        if text:
            session.comments[number] = text
        else:
            session.comments.pop(number, None)
        self.dirty = True
        self._comment_autosave.start()

    # ----- engines ----------------------------------------------------------------------------

    def _engine_busy(self) -> bool:
        """Whether an engine is thinking, so that a person may not move now (said why)."""
        busy = self.engine_busy() if self.engine_busy is not None else None
        why = busy() if busy is not None else None
        if why:
            self.message.emit(why)
        return bool(why)

    def ruleset_title(self) -> str:
        """The ruleset's name in the chosen language."""
        return ruleset_name(self.session.ruleset.name)

    def engine_move(self, move: EngineMove, note: str) -> None:
        """Play a refereed engine move as any move is played (undone and autosaved alike),
        with the referee's note on it when a move was refused."""
        if move.resigned:
            self.undo_stack.push(_ResignCommand(self, self.session.to_move()))
            self.message.emit(self.session.result.explanation if self.session.result is not None else "")
            return
        colour = COLOR_NAMES[self.session.to_move()]
        command = _MoveCommand(self, move.vertex, f"{colour} {move.vertex or 'pass'}")
        command.comment = note
        self.undo_stack.push(command)
        if note:
            self.message.emit(note.splitlines()[0])

    def engine_stones(self, points: list[str]) -> None:
        """Put down the handicap stones an engine playing Black chose."""
        for vertex in points:
            if self.session.stage == "placing":
                self.undo_stack.push(_MoveCommand(self, vertex, self.tr("Handicap stone at {v}").replace("{v}", vertex)))

    def propose_dead(self, dead: set[str], engine: str) -> None:
        """An engine's proposal of dead stones, marked for the players to accept or change."""
        session = self.session
        session.dead = set()
        for vertex in sorted(dead):
            if vertex not in session.dead:
                session.toggle_dead(vertex)
        self.after_change()
        count = len(session.dead)
        if count == 0:
            text = self.tr("{engine} takes every stone for alive: accept, or click strings to mark them dead.")
        else:
            text = plural(count, self.tr("{engine} marks 1 stone as dead: accept, or click strings to change the marks."),
                          self.tr("{engine} marks {n} stones as dead: accept, or click strings to change the marks."))
        self.message.emit(text.replace("{engine}", engine).replace("{n}", str(count)))

    # ----- what the board shows ---------------------------------------------------------------

    def board_state(self) -> BoardState:
        session = self.session
        game = session.active
        state = BoardState(board=game.board)
        moves = game.moves
        if moves and moves[-1][1] is not None:
            state.last_move = game.board.vertex(moves[-1][1])
        stage = session.stage
        if session.takes_moves:
            state.banned = {o.vertex: o.explanation for o in game.banned_outcomes()
                            if o.reason != "occupied" and o.vertex is not None}
        if stage in ("marking", "over") and session.resigned is None:
            score = session.score()
            board = session.game.board
            state.dead = set(session.dead)
            for colour, points in score.territory.items():
                for p in points:
                    state.territory[board.vertex(p)] = colour
        return state

    # ----- files ------------------------------------------------------------------------------

    def save(self, path: str | os.PathLike) -> None:
        """Write the game as SGF; an existing file is left whole if writing fails (OSError).
        SaveRefused, and nothing written, for a library file or for the file the game was
        continued from when writing the game there would lose some of what it holds."""
        record = record_to_save(self.session)
        refusal = self._refusal(path, record)
        if refusal is not None:
            raise SaveRefused(refusal)
        write_file(path, record)
        self.saved_path = Path(path)
        self.dirty = False

    def _refusal(self, path: str | os.PathLike, record) -> str | None:
        refusal = library_refusal(path)
        if refusal is None and self.continued_from is not None and same_file(path, self.continued_from):
            refusal = file_refusal(path, [record])
        return refusal

    def save_refusal(self) -> str | None:
        """Why Save may not write to the game's file without asking for a new name (None if
        it may, or if the game has no file yet)."""
        if self.saved_path is None:
            return None
        return self._refusal(self.saved_path, session_record(self.session))

    def suggested_path(self) -> Path:
        """Where the file chooser starts: the game's file if Save may write it, else a new name
        beside it."""
        if self.saved_path is None:
            return Path("game.sgf")
        return save_as_name(self.saved_path) if self.save_refusal() is None else new_name_for(self.saved_path)

    @classmethod
    def load(cls, path: str | os.PathLike, autosave_path: Path | None = None) -> GameController:
        """A controller for a saved game; SgfError if the file cannot be read or replayed."""
        session, warnings = read_game_session(Path(path))
        controller = cls(session, autosave_path)
        controller.saved_path = controller.continued_from = Path(path)
        controller.load_warnings = warnings
        return controller

    def autosave(self) -> None:
        """Write the whole game to its autosave and start its journal afresh."""
        if self.autosave_path is None:
            return
        self._journal_entries = None
        self._generation += 1
        try:
            write_game_snapshot(self.autosave_path, session_record(self.session), self._generation)
        except OSError as err:
            self.message.emit(self.tr("Autosave failed: {e}").replace("{e}", str(err)))
            return
        self._journal_entries = 0

    def discard_autosave(self) -> None:
        if self.autosave_path is not None:
            discard_autosave(self.autosave_path)

