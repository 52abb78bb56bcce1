"""A tiny GTP engine for the Engines dialog's Check, run by tests with sys.executable: `answers`
gives its name and version, `silent` reads and never answers, `nonsense` answers with text that
is not GTP, `refuses` fails every command, `crashes` stops at once with a message. With
FAKE_ENGINE_PID_FILE set, it writes its process id there first (a test can then see that it was
stopped)."""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

MODES = ("answers", "silent", "nonsense", "refuses", "crashes")


def command(mode: str) -> str:
    """The command line that runs this engine in `mode` with the tests' Python."""
    return shlex.join([sys.executable, str(Path(__file__).resolve()), mode])


def install_fake_gnugo(folder: Path) -> Path:
    """A program called gnugo in `folder` that runs this engine, answering (so that a test can
    have "GNU Go" found on the system, with its levels, where the real one is missing)."""
    folder.mkdir(parents=True, exist_ok=True)
    program = folder / "gnugo"
    program.write_text(f"#!/bin/sh\nexec {command('answers')}\n")
    program.chmod(0o755)
    return program


def main(mode: str) -> int:
    pid_file = os.environ.get("FAKE_ENGINE_PID_FILE")
    if pid_file:
        with open(pid_file, "w") as out:
            out.write(str(os.getpid()))
    if mode == "crashes":
        print("fake engine: no model file found", file=sys.stderr)
        return 3
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        ident, command = (words[0], words[1:]) if words[0].isdigit() else ("", words)
        if mode == "silent":
            continue
        if mode == "nonsense":
            sys.stdout.write("hello, I am not a GTP engine\n\n")
        elif mode == "refuses":
            sys.stdout.write(f"?{ident} unknown command\n\n")
        elif command[:1] == ["name"]:
            sys.stdout.write(f"={ident} Fake Engine\n\n")
        elif command[:1] == ["version"]:
            sys.stdout.write(f"={ident} 0.1\n\n")
        elif command[:1] == ["quit"]:
            sys.stdout.write(f"={ident}\n\n")
            sys.stdout.flush()
            return 0
        else:
            sys.stdout.write(f"?{ident} unknown command\n\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "answers"))
