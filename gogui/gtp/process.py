"""An engine as a child process spoken to over pipes, with a time limit on every answer (no Qt; gogui-match's transport)."""

from __future__ import annotations

import os
import selectors
import subprocess
import threading
import time
from collections import deque
from collections.abc import Generator
from typing import TypeVar

from .protocol import Answer, AnswerReader, GtpNonsense, command_line

R = TypeVar("R")

#: How long an engine may take to start answering at all, and to answer one command.
DEFAULT_TIMEOUT = 60.0


class EngineFailed(Exception):
    """The engine could not be started, ended, or gave no answer in time."""


class EngineProcess:
    """One running engine: commands go out with ids, answers come back checked against them."""

    def __init__(self, argv: list[str], folder: str = "", timeout: float = DEFAULT_TIMEOUT) -> None:
        self.argv = argv
        self.folder = folder or None
        self.timeout = timeout
        self._process: subprocess.Popen[bytes] | None = None
        self._reader = AnswerReader()
        self._answers: deque[Answer] = deque()
        self._next_id = 1
        self._errors: deque[str] = deque(maxlen=20)  # the last lines it wrote to stderr

    def start(self) -> None:
        """Start the program; EngineFailed if it cannot be."""
        try:
            self._process = subprocess.Popen(self.argv, cwd=self.folder, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                             stderr=subprocess.PIPE)
        except OSError as err:
            raise EngineFailed(f"cannot start {self.argv[0]}: {err.strerror or err}") from None
        self._reader = AnswerReader()
        self._answers.clear()
        threading.Thread(target=self._drain_errors, args=(self._process,), daemon=True).start()

    def _drain_errors(self, process: subprocess.Popen[bytes]) -> None:
        assert process.stderr is not None
        for line in process.stderr:
            self._errors.append(line.decode("utf-8", errors="replace").rstrip())

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def _failure(self, what: str) -> EngineFailed:
        tail = "; ".join(line for line in list(self._errors)[-3:] if line)
        return EngineFailed(what + (f" ({tail})" if tail else ""))

    def send(self, command: str) -> Answer:
        """Send one command and wait for its answer: EngineFailed if the engine has ended or
        does not answer within the time limit (it is then stopped), GtpNonsense if the answer
        is not GTP or belongs to another command."""
        process = self._process
        if process is None or process.stdin is None or process.stdout is None:
            raise EngineFailed("the engine is not running")
        ident = self._next_id
        self._next_id += 1
        try:
            process.stdin.write(command_line(ident, command))
            process.stdin.flush()
        except (BrokenPipeError, OSError):
            raise self._failure(f"the engine ended (exit status {process.poll()})") from None
        answer = self._wait(process)
        if answer.id is not None and answer.id != ident:
            raise GtpNonsense(f"answer {answer.id} to command {ident} ({command.split()[0]})")
        return answer

    def _wait(self, process: subprocess.Popen[bytes]) -> Answer:
        assert process.stdout is not None
        deadline = time.monotonic() + self.timeout
        fd = process.stdout.fileno()
        with selectors.DefaultSelector() as selector:
            selector.register(fd, selectors.EVENT_READ)
            while not self._answers:
                left = deadline - time.monotonic()
                if left <= 0:
                    self.kill()
                    raise self._failure(f"no answer in {self.timeout:g} s: the engine was stopped")
                if not selector.select(left):
                    continue
                data = os.read(fd, 65536)
                if not data:
                    process.wait()
                    raise self._failure(f"the engine ended (exit status {process.returncode})")
                self._answers.extend(self._reader.feed(data))
        return self._answers.popleft()

    def run(self, conversation: Generator[str, Answer, R]) -> R:
        """Hold a conversation (gogui.gtp.referee) with the engine; what it returns."""
        try:
            command = next(conversation)
            while True:
                command = conversation.send(self.send(command))
        except StopIteration as stop:
            return stop.value

    def close(self) -> None:
        """Ask the engine to quit; stop it if it does not within a moment."""
        process = self._process
        if process is None:
            return
        if process.poll() is None:
            try:
                assert process.stdin is not None
                process.stdin.write(command_line(self._next_id, "quit"))
                process.stdin.close()
                process.wait(2)
            except (OSError, subprocess.TimeoutExpired, ValueError):
                self.kill()
        self._close_pipes(process)
        self._process = None

    def kill(self) -> None:
        process = self._process
        if process is not None and process.poll() is None:
            process.kill()
            process.wait()

    @staticmethod
    def _close_pipes(process: subprocess.Popen[bytes]) -> None:
        for pipe in (process.stdin, process.stdout):
            if pipe is not None:
                try:
                    pipe.close()
                except OSError:
                    pass
