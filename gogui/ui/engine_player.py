"""An engine in a window: a QProcess that holds the referee's GTP conversations without ever making the window wait."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Generator
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QProcess, QTimer, Signal

from ..gtp.engines import EngineSpec
from ..gtp.protocol import Answer, AnswerReader, GtpNonsense, command_line
from ..gtp.referee import Abilities, OutOfStep, abilities
from ..i18n import translate

#: Seconds an engine may think about one move, and take over any other command.
MOVE_TIME_LIMIT_S = 120
COMMAND_TIME_LIMIT_S = 20
# How often an engine that ends by itself is started again in one game before it is given up.
RESTARTS = 3

Factory = Callable[[], Generator[str, Answer, Any]]


class EnginePlayer(QObject):
    """One engine process. Conversations (gogui.gtp.referee) are queued and held one at a time;
    each one's result goes to its callback. An engine that ends by itself is started again and
    brought back (the `restore` conversation) before the conversation is held again; one that
    does not answer in time, or answers nonsense, is stopped and `failed` says why."""

    failed = Signal(str)
    busy_changed = Signal(bool)

    def __init__(self, spec: EngineSpec, argv: list[str], restore: Factory, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.argv = argv
        self.restore = restore  # brings a fresh process to the game as it stands
        self.abilities = Abilities(spec.kind, frozenset())
        self.restarts = 0
        self.stopped = False
        self._process: QProcess | None = None
        self._reader = AnswerReader()
        self._queue: deque[tuple[Factory, Callable[[Any], None], float]] = deque()
        self._current: tuple[Factory, Callable[[Any], None], float] | None = None
        self._conversation: Generator[str, Answer, Any] | None = None
        self._ident = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._timed_out)
        # A conversation that brings the engine to the game is queued and has not started: the
        # game is read when it starts, so no move need be told before then.
        self.restore_pending = False
        # Set once this object is being destroyed: a process ended by that (its children go
        # before it does) reports nothing to a half-destroyed player.
        self._alive = [True]
        alive = self._alive
        self.destroyed.connect(lambda *_args: alive.__setitem__(0, False))
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)  # the app ends: the engine is asked to quit, not left running

    # ----- the process ------------------------------------------------------------------------

    def start(self) -> None:
        """Start the engine (asynchronously); it learns its abilities and is brought to the game."""
        self.stopped = False
        process = QProcess(self)
        if self.spec.folder:
            process.setWorkingDirectory(self.spec.folder)
        process.readyReadStandardOutput.connect(self._read)
        process.readyReadStandardError.connect(lambda p=process: p.readAllStandardError())  # not kept
        process.errorOccurred.connect(lambda error, p=process: self._process_error(p, error))
        process.finished.connect(lambda *_args, p=process: self._ended(p))
        self._process = process
        self._reader = AnswerReader()
        process.start(self.argv[0], self.argv[1:])
        # Learn what it can do and bring it to the game before anything queued.
        self.restore_pending = True
        self._queue.appendleft((self._restoring, lambda _r: None, COMMAND_TIME_LIMIT_S))
        self._queue.appendleft((self._learn_abilities, self._learned, COMMAND_TIME_LIMIT_S))
        self._next()

    def bring_back(self) -> None:
        """Bring the engine to the game afresh (after an undo, say), once what is under way is
        over; the game is read when that starts, so moves made until then need not be told."""
        if self.restore_pending:
            return
        self.restore_pending = True
        self.run(self._restoring, lambda _r: None)

    def _restoring(self) -> Generator[str, Answer, Any]:
        self.restore_pending = False
        return self.restore()

    def _learn_abilities(self) -> Generator[str, Answer, Abilities]:
        return (yield from abilities(self.spec.kind))

    def _learned(self, found: Abilities) -> None:
        self.abilities = found

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.state() != QProcess.ProcessState.NotRunning

    @property
    def busy(self) -> bool:
        """Whether a conversation is under way or waiting."""
        return self._current is not None or bool(self._queue)

    def stop(self, why: str = "") -> None:
        """Stop the engine now (a Stop button, a time limit, nonsense); what was asked is dropped.
        `failed` says `why` when one is given."""
        self.stopped = True
        self.restore_pending = False
        self._queue.clear()
        self._current = None
        self._conversation = None
        self._timer.stop()
        self._kill()
        self.busy_changed.emit(False)
        if why:
            self.failed.emit(why)

    def _kill(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            for signal in (process.readyReadStandardOutput, process.errorOccurred, process.finished):
                try:
                    signal.disconnect()
                except (RuntimeError, TypeError):
                    pass
            if process.state() != QProcess.ProcessState.NotRunning:
                process.kill()
                process.waitForFinished(1000)
            process.deleteLater()

    def close(self) -> None:
        """Ask the engine to quit and let it go (the window is closing)."""
        process = self._process
        self._queue.clear()
        self._current = self._conversation = None
        self._timer.stop()
        if process is not None and process.state() == QProcess.ProcessState.Running:
            process.write(command_line(self._ident + 1, "quit"))
            process.closeWriteChannel()
            if not process.waitForFinished(1000):
                self._kill()
        self._kill()
        self.stopped = True

    # ----- conversations ----------------------------------------------------------------------

    def run(self, factory: Factory, done: Callable[[Any], None], limit_s: float = COMMAND_TIME_LIMIT_S) -> None:
        """Hold the conversation `factory()` makes once those before it are over; `done` gets
        its result. A stopped engine is started again first."""
        self._queue.append((factory, done, limit_s))
        if self.stopped or self._process is None:
            self.start()
        else:
            self._next()

    def _next(self) -> None:
        if self._current is not None or not self._queue or self._process is None:
            return
        self._current = self._queue.popleft()
        self.busy_changed.emit(True)
        self._conversation = self._current[0]()
        self._advance(None)

    def _advance(self, answer: Answer | None) -> None:
        conversation = self._conversation
        assert conversation is not None and self._current is not None
        try:
            command = next(conversation) if answer is None else conversation.send(answer)
        except StopIteration as end:
            done = self._current[1]
            self._current = self._conversation = None
            self._timer.stop()
            if not self._queue:
                self.busy_changed.emit(False)
            done(end.value)
            self._next()
            return
        except GtpNonsense as err:
            self.stop(translate("EnginePlayer", "{engine} answered nonsense ({what}) and was stopped.")
                      .replace("{engine}", self.spec.name).replace("{what}", str(err)))
            return
        except OutOfStep as err:
            self.stop(translate("EnginePlayer", "{engine} cannot follow this game ({what}) and was stopped.")
                      .replace("{engine}", self.spec.name).replace("{what}", str(err)))
            return
        self._send(command)

    def _send(self, command: str) -> None:
        process = self._process
        if process is None or self._current is None:
            return
        self._ident += 1
        process.write(command_line(self._ident, command))
        self._timer.start(int(self._current[2] * 1000))

    def _read(self) -> None:
        process = self._process
        if process is None:
            return
        data = bytes(process.readAllStandardOutput().data())
        try:
            answers = self._reader.feed(data)
        except GtpNonsense as err:
            self.stop(translate("EnginePlayer", "{engine} answered nonsense ({what}) and was stopped.")
                      .replace("{engine}", self.spec.name).replace("{what}", str(err)))
            return
        for answer in answers:
            if self._conversation is None or self._current is None:
                continue  # an answer to a conversation given up (the engine was stopped or asked again)
            if answer.id is not None and answer.id != self._ident:
                continue  # a late answer to an earlier command
            self._advance(answer)

    def _timed_out(self) -> None:
        limit = self._current[2] if self._current is not None else COMMAND_TIME_LIMIT_S
        self.stop(translate("EnginePlayer", "{engine} gave no answer in {n} s and was stopped.")
                  .replace("{engine}", self.spec.name).replace("{n}", f"{limit:g}"))

    def _process_error(self, process: QProcess, error: QProcess.ProcessError) -> None:
        if not self._alive[0] or process is not self._process:
            return
        if error == QProcess.ProcessError.FailedToStart:
            self.stop(translate("EnginePlayer", "{engine} could not be started ({command}): {why}")
                      .replace("{engine}", self.spec.name).replace("{command}", " ".join(self.argv))
                      .replace("{why}", process.errorString()))

    def _ended(self, process: QProcess) -> None:
        """The engine ended by itself: started again and brought back, what was under way asked
        again (up to RESTARTS times in a game)."""
        if not self._alive[0] or process is not self._process or self.stopped:
            return
        current = self._current
        self._current = self._conversation = None
        self._timer.stop()
        self._kill()
        if self.restarts >= RESTARTS:
            self.stop(translate("EnginePlayer", "{engine} ended {n} times and was given up.")
                      .replace("{engine}", self.spec.name).replace("{n}", str(self.restarts + 1)))
            return
        self.restarts += 1
        if current is not None:
            self._queue.appendleft(current)
        self.start()

