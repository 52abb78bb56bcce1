"""The engines a learner can play: found on the system or added by hand, and the command that starts one for a game."""

from __future__ import annotations

import os
import shlex
import shutil
from dataclasses import dataclass
from pathlib import Path

from ..engine import Ruleset
from .nearest_rules import ENGINE_NAMES, Kind, gnugo_flags
from .protocol import komi_text

#: Where Debian puts games, which is not on every user's PATH.
EXTRA_FOLDERS = ("/usr/games", "/usr/local/games")
#: GNU Go's strengths; the level a beginner gets first (strong enough to answer an atari, not
#: so strong that a newcomer never sees the end of a game).
GNUGO_LEVELS = (1, 10)
GNUGO_BEGINNER_LEVEL = 1
#: Where a KataGo model and configuration are looked for, beside the program's own folder.
KATAGO_FOLDERS = ("~/.katago", "~/katago", "/usr/share/katago", "/usr/local/share/katago", "/opt/katago")
#: How to get an engine, for a system that has none.
INSTALL_HINT = "sudo apt-get install gnugo"


class EngineCommandError(ValueError):
    """An engine's command line cannot be used (empty, unbalanced quotes)."""


@dataclass(frozen=True)
class EngineSpec:
    """An engine as the learner knows it: a name, the command that starts it in GTP mode, and
    the folder it starts in ("" for the app's own). `kind` says how it is told the rules."""

    name: str
    command: str
    folder: str = ""
    kind: Kind = "gtp"

    @property
    def levels(self) -> tuple[int, int] | None:
        """The strengths it can be set to, lowest and highest (None when it has no such setting)."""
        return GNUGO_LEVELS if self.kind == "gnugo" else None

    def as_settings(self) -> dict[str, str]:
        """The spec as the app's settings keep it."""
        return {"name": self.name, "command": self.command, "folder": self.folder}

    @classmethod
    def from_settings(cls, values: dict[str, object]) -> EngineSpec | None:
        """A spec kept in the settings (None when its command is missing or cannot be used)."""
        command = str(values.get("command", "") or "").strip()
        try:
            argv = split_command(command)
        except EngineCommandError:
            return None
        name = str(values.get("name", "") or "").strip() or Path(argv[0]).name
        return cls(name, command, str(values.get("folder", "") or ""), kind_of(argv))


def split_command(command: str) -> list[str]:
    """A command line split into words as a shell would (quotes kept together); EngineCommandError
    for an empty one or unbalanced quotes."""
    try:
        argv = shlex.split(command)
    except ValueError as err:
        raise EngineCommandError(f"cannot read the command {command!r}: {err}") from None
    if not argv:
        raise EngineCommandError("the command is empty")
    return argv


def kind_of(argv: list[str]) -> Kind:
    """How a program is told the rules, from its name: GNU Go, KataGo or any GTP program."""
    program = Path(argv[0]).name.lower()
    if program.startswith("gnugo"):
        return "gnugo"
    if program.startswith("katago"):
        return "katago"
    return "gtp"


def which(program: str, path: str | None = None) -> str | None:
    """A program on PATH, or in the folders where Debian keeps games."""
    search = path if path is not None else os.environ.get("PATH", "")
    return shutil.which(program, path=os.pathsep.join([search, *EXTRA_FOLDERS]))


def _katago_files(program: str) -> tuple[Path, Path] | None:
    """A KataGo model and GTP configuration, looked for beside the program and in the usual
    folders (the first of each found), or None."""
    folders = [Path(program).resolve().parent, *(Path(f).expanduser() for f in KATAGO_FOLDERS)]
    for folder in folders:
        if not folder.is_dir():
            continue
        models = sorted(folder.glob("*.bin.gz")) + sorted(folder.glob("*.txt.gz"))
        configs = sorted(folder.glob("*gtp*.cfg")) or sorted(folder.glob("*.cfg"))
        if models and configs:
            return models[-1], configs[0]
    return None


def installed(path: str | None = None) -> list[EngineSpec]:
    """The engines found on this system: GNU Go on PATH (or in /usr/games), KataGo with a model
    and a configuration beside it or in a usual folder."""
    found: list[EngineSpec] = []
    gnugo = which("gnugo", path)
    if gnugo:
        found.append(EngineSpec(ENGINE_NAMES["gnugo"], f"{shlex.quote(gnugo)} --mode gtp", "", "gnugo"))
    katago = which("katago", path)
    if katago:
        files = _katago_files(katago)
        if files is not None:
            model, config = files
            command = shlex.join([katago, "gtp", "-model", str(model), "-config", str(config)])
            found.append(EngineSpec(ENGINE_NAMES["katago"], command, "", "katago"))
    return found


def game_argv(spec: EngineSpec, ruleset: Ruleset, size: int, komi: float, level: int | None = None) -> list[str]:
    """The program and arguments that start `spec` for one game. GNU Go has no command for the
    rules, so they go on its command line with its level, komi and board size (a change of
    ruleset starts it afresh); other engines are told the rules over GTP."""
    argv = split_command(spec.command)
    if os.sep not in argv[0]:
        argv[0] = which(argv[0]) or argv[0]  # GNU Go lives in /usr/games, off many a PATH
    if spec.kind != "gnugo":
        return argv
    if spec.levels is not None and level is not None:
        low, high = spec.levels
        argv += ["--level", str(min(high, max(low, level)))]
    argv += gnugo_flags(ruleset)
    if 1 <= size <= 19:  # GNU Go's own limit; a larger board is refused by its boardsize command
        argv += ["--boardsize", str(size)]
    return argv + ["--komi", komi_text(komi)]


@dataclass(frozen=True)
class Seat:
    """Who plays one colour: a person (no engine), or an engine at a level (None: its own default)."""

    engine: EngineSpec | None = None
    level: int | None = None

    @property
    def is_person(self) -> bool:
        return self.engine is None
