"""The engines a learner can choose (found on the system or added by hand, each once) and the Check that asks one its name."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from .gtp import engines
from .gtp.engines import EngineCommandError, EngineSpec, split_command
from .gtp.protocol import AnswerReader, GtpNonsense, command_line

#: Why an engine typed in by hand is not kept.
EntryProblem = Literal["no-command", "quotes", "no-folder", "listed"]


class EngineEntryError(ValueError):
    """An engine typed in by hand that cannot be kept: `problem` says why, `detail` names the
    folder that does not exist or the engine already listed with the same command."""

    def __init__(self, problem: EntryProblem, detail: str = "") -> None:
        super().__init__(f"{problem}: {detail}" if detail else problem)
        self.problem = problem
        self.detail = detail


def command_key(spec: EngineSpec) -> tuple[str, ...]:
    """What makes two engines the same program: the command's words, the program found as the
    app would find it ("gnugo" and "/usr/games/gnugo" are one), a relative path taken from the
    engine's folder."""
    try:
        argv = split_command(spec.command)
    except EngineCommandError:
        return (spec.command,)
    program = os.path.expanduser(argv[0])
    if os.sep not in program:
        program = engines.which(program) or program
    elif not os.path.isabs(program):
        program = os.path.join(os.path.expanduser(spec.folder) or os.getcwd(), program)
    return (os.path.realpath(program), *argv[1:])


def engine_from_entry(name: str, command: str, folder: str) -> EngineSpec:
    """The engine a learner typed in (a blank name: the program's); EngineEntryError when the
    command is empty or its quotes are unbalanced, or the folder does not exist."""
    command, folder = command.strip(), folder.strip()
    if not command:
        raise EngineEntryError("no-command")
    try:
        argv = split_command(command)
    except EngineCommandError:
        raise EngineEntryError("quotes") from None
    if not argv[0]:
        raise EngineEntryError("no-command")
    if folder and not Path(folder).expanduser().is_dir():
        raise EngineEntryError("no-folder", folder)
    spec = EngineSpec.from_settings({"name": name.strip(), "command": command, "folder": folder})
    if spec is None:  # pragma: no cover - the command was read above
        raise EngineEntryError("quotes")
    return spec


@dataclass
class EngineChoices:
    """The engines found on this system and those added by hand (in the order added)."""

    installed: list[EngineSpec] = field(default_factory=list)
    added: list[EngineSpec] = field(default_factory=list)

    @classmethod
    def from_settings(cls, added: list[dict[str, object]]) -> EngineChoices:
        """The engines found now, and those the settings keep (one that cannot be used is left out)."""
        kept = [spec for spec in map(EngineSpec.from_settings, added) if spec is not None]
        return cls(engines.installed(), kept)

    def added_settings(self) -> list[dict[str, str]]:
        """The added engines as the settings keep them."""
        return [spec.as_settings() for spec in self.added]

    def engines(self) -> list[EngineSpec]:
        """Every engine once: the installed ones, then the added ones whose command is not
        already listed."""
        listed: list[EngineSpec] = []
        keys: set[tuple[str, ...]] = set()
        for spec in [*self.installed, *self.added]:
            key = command_key(spec)
            if key not in keys:
                keys.add(key)
                listed.append(spec)
        return listed

    def is_installed(self, spec: EngineSpec) -> bool:
        return spec in self.installed

    def find(self, command: str) -> EngineSpec | None:
        """The listed engine started by `command` (None when there is none, or it is empty)."""
        if not command.strip():
            return None
        key = command_key(EngineSpec("", command))
        return next((spec for spec in self.engines() if command_key(spec) == key), None)

    def named(self, name: str) -> EngineSpec | None:
        """The listed engine of that name (a saved game names its engines, never their commands),
        or None."""
        return next((spec for spec in self.engines() if spec.name == name), None)

    def _check_not_listed(self, spec: EngineSpec, besides: EngineSpec | None = None) -> None:
        key = command_key(spec)
        for other in self.engines():
            if other != besides and command_key(other) == key:
                raise EngineEntryError("listed", other.name)

    def add(self, spec: EngineSpec) -> None:
        """Add an engine; EngineEntryError("listed") when one with the same command is listed."""
        self._check_not_listed(spec)
        self.added.append(spec)

    def replace(self, old: EngineSpec, new: EngineSpec) -> None:
        """Put `new` where the added engine `old` was (ValueError if `old` was not added by hand)."""
        index = self.added.index(old)
        self._check_not_listed(new, besides=old)
        self.added[index] = new

    def remove(self, spec: EngineSpec) -> None:
        """Remove an added engine (ValueError if it was not added by hand)."""
        self.added.remove(spec)


CheckVerdict = Literal["answers", "refused", "nonsense"]
#: The commands Check sends, with their ids.
CHECK_COMMANDS = ((1, "name"), (2, "version"))
#: The longest name or version Check shows.
LONGEST_WORDS = 80


@dataclass(frozen=True)
class CheckOutcome:
    """What Check learned: the engine answers (`text` is its name and version), refused a
    command (`command` and the engine's reason in `text`), or wrote nonsense (`text` says what)."""

    verdict: CheckVerdict
    text: str
    command: str = ""


class EngineCheck:
    """Check's conversation with an engine: it asks for the name and the version, and reads the
    answers as untrusted input."""

    def __init__(self) -> None:
        self._reader = AnswerReader()
        self._texts: list[str] = []

    @staticmethod
    def request() -> bytes:
        """The bytes to send once the engine has started."""
        return b"".join(command_line(ident, command) for ident, command in CHECK_COMMANDS)

    def feed(self, data: bytes) -> CheckOutcome | None:
        """Read what the engine wrote; the outcome once it is known (None while answers are due)."""
        try:
            answers = self._reader.feed(data)
        except GtpNonsense as err:
            return CheckOutcome("nonsense", str(err))
        for answer in answers:
            ident, command = CHECK_COMMANDS[len(self._texts)]
            if answer.id is not None and answer.id != ident:
                return CheckOutcome("nonsense", f"an answer to command {answer.id} when {ident} was asked")
            text = " ".join(answer.text.split())[:LONGEST_WORDS]
            if not answer.ok:
                return CheckOutcome("refused", text, command)
            self._texts.append(text)
            if len(self._texts) == len(CHECK_COMMANDS):
                name, version = self._texts
                if not name:
                    return CheckOutcome("nonsense", "an empty name")
                return CheckOutcome("answers", f"{name} {version}".strip())
        return None
