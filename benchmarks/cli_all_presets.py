"""Time `gogui-rules GAME --ruleset all --json` on a real ~300-move game: in process, step by step, and as a command.

Run: python benchmarks/cli_all_presets.py [--runs N] [--command PATH] [--moves N] [--seed S]

The game is the first record (in sorted order) of Debian's goban-original-games with 280 to 320
moves on a 19x19 board; get the records with `apt-get install goban-original-games` (they land
in /usr/share/goban as *.sgf and *.mgt, both SGF text). Without them a seeded random game of
--moves moves is used. Prints:
  - the in-process time of the command (best and median of --runs; goal: 25 ms), and where it
    goes: parsing the options, reading the file, replaying it under the 13 presets (and within
    that the engine's own part: new games and their plays), building the JSON object (with the
    engine's counting and banned points inside it), encoding and writing it;
  - the wall time of the installed command in a fresh process (best and median), for --version
    and for the game, beside `python -c pass` of the same interpreter (goal: 120 ms from
    bytecode). --command times another installation's gogui-rules (default: the one beside this
    Python, which in a development venv is an editable install). A normal install to compare:
      python -m venv /tmp/venv-cli && /tmp/venv-cli/bin/pip install --no-deps . sgfmill
      python benchmarks/cli_all_presets.py --command /tmp/venv-cli/bin/gogui-rules
The machine's load shows in the medians; the best figures are the ones to compare.
"""

from __future__ import annotations

import argparse
import compileall
import contextlib
import gc
import glob
import io
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from gogui import cli
from gogui.replay import new_game, replay
from gogui.sgf import Record, SgfError, read_file

LETTERS = "abcdefghijklmnopqrs"


def real_game() -> tuple[str, int] | None:
    """The first goban-original-games record with 280 to 320 moves on 19x19, and its move count."""
    for path in sorted(glob.glob("/usr/share/goban/*.sgf") + glob.glob("/usr/share/goban/*.mgt")):
        try:
            record = read_file(path)[0]
        except SgfError:
            continue  # a record the reader refuses is skipped
        moves = sum(1 for node in record.main_line() if node.move is not None)
        if record.size == 19 and 280 <= moves <= 320:
            return path, moves
    return None


def random_game_text(moves: int, seed: int) -> str:
    """A seeded random legal 19x19 game as SGF text."""
    from engine_vs_sgfmill import random_game

    nodes = []
    for colour, vertex in random_game(seed, max_moves=moves):
        if vertex is None:
            nodes.append(f";{colour}[]")
        else:
            x = "ABCDEFGHJKLMNOPQRST".index(vertex[0])
            y = 19 - int(vertex[1:])
            nodes.append(f";{colour}[{LETTERS[x]}{LETTERS[y]}]")
    return "(;GM[1]FF[4]SZ[19]KM[7.5]" + "".join(nodes) + ")"


def timed(action: Callable[[], object], collecting: bool) -> float:
    """Milliseconds of one call of action; without the cyclic garbage collector if not
    `collecting` (the command replays and writes with it paused)."""
    if not collecting:
        gc.disable()
    try:
        start = time.perf_counter()
        action()
        return (time.perf_counter() - start) * 1000
    finally:
        gc.enable()


def shown(times: list[float]) -> str:
    return f"best {min(times):6.1f} ms, median {statistics.median(times):6.1f} ms"


def in_process(path: str, runs: int) -> None:
    """The whole command and each of its steps, timed in turn in each round so that the
    machine's changing speed weighs on all of them alike."""
    argv = [path, "--ruleset", "all", "--json"]

    def whole() -> None:
        with contextlib.redirect_stdout(io.StringIO()):
            assert cli.main(argv) == 0

    def options() -> list:
        args = cli.build_parser().parse_args(argv)
        return cli.choose_rulesets(args.ruleset, args.rules)

    def replays() -> None:
        # Each replay is dropped before the next, as the command keeps only its JSON object:
        # keeping all 13 games alive made the replays ~15% slower.
        nodes = record.main_line()
        for rules in rulesets:
            replay(record, rules, nodes=nodes)

    def encode() -> None:
        with contextlib.redirect_stdout(io.StringIO()):
            cli._emit(obj, [])

    whole()  # the first call imports what the command imports lazily
    rulesets = options()
    record = read_file(path)[0]
    reps = [replay(record, rules) for rules in rulesets]
    obj = {"games": [{"size": record.size, "rulesets": [cli.ruling(rep, None, False) for rep in reps]}]}
    # What this process keeps for the steps (13 games and their JSON object) is left out of the
    # garbage collector's passes: a fresh gogui-rules has none of it to pass over.
    gc.freeze()
    steps: list[tuple[str, Callable[[], object], bool]] = [
        ("in process, --ruleset all --json", whole, True),
        ("  parsing the options", options, True),
        ("  reading the file", lambda: read_file(path), True),
        ("  replaying under 13 presets", replays, False),
        ("    the engine's part: new games, plays", lambda: engine_alone(record, rulesets), False),
        ("  building the object", lambda: [cli.ruling(rep, None, False) for rep in reps], False),
        ("    of which results (engine counting)", lambda: [rep.result() for rep in reps], False),
        ("    of which banned points (engine)", lambda: [rep.game.banned() for rep in reps], False),
        ("  encoding and writing the JSON", encode, False),
    ]
    times: list[list[float]] = [[] for _ in steps]
    for _ in range(runs):
        for (_, action, collecting), spent in zip(steps, times):
            spent.append(timed(action, collecting))
    for (label, _, _), spent in zip(steps, times):
        print(f"{label:40} {shown(spent)}" + ("   (goal: 25 ms)" if label.startswith("in process") else ""))
    print(f"  (the JSON is {len(json_text(obj)) / 1024:.0f} KiB)")


def engine_alone(record: Record, rulesets: list) -> None:
    """What replaying asks of the engine for a game record without setup in later nodes: a new
    game for each ruleset and its moves played until one is illegal or play stops."""
    moves = [node.move for node in record.main_line() if node.move is not None]
    for rules in rulesets:
        game = new_game(record, rules)
        for colour, vertex in moves:
            if game.phase in ("stopped", "over"):
                break
            outcome = game.pass_move(colour) if vertex is None else game.play(vertex, colour)
            if not outcome.legal:
                break


def json_text(obj: dict) -> str:
    sink = io.StringIO()
    with contextlib.redirect_stdout(sink):
        cli._emit(obj, [])
    return sink.getvalue()


def interpreter_of(command: Path) -> str:
    """The Python an installed console script runs on (its #! line)."""
    first = command.read_text(errors="replace").splitlines()[0]
    return first[2:].strip() if first.startswith("#!") else sys.executable


def command_times(command: Path, path: str, runs: int) -> None:
    """Wall time of fresh processes, from bytecode, interleaved so that the machine's load is shared."""
    python = interpreter_of(command)
    compileall.compile_dir(str(ROOT / "gogui"), quiet=1)  # an editable install runs from here
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    cases = {
        "python -c pass": [python, "-c", "pass"],
        "gogui-rules --version": [str(command), "--version"],
        "gogui-rules GAME --ruleset all --json": [str(command), path, "--ruleset", "all", "--json"],
    }
    times: dict[str, list[float]] = {label: [] for label in cases}
    for argv in cases.values():  # warm up: bytecode written, files in the page cache
        subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, check=True)
    for _ in range(runs):
        for label, argv in cases.items():
            start = time.perf_counter()
            subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, check=True)
            times[label].append((time.perf_counter() - start) * 1000)
    print(f"fresh processes ({command}; {runs} runs each; goal: 120 ms):")
    reference = min(times["python -c pass"])
    for label, values in times.items():
        print(f"  {label:38} {shown(values)}   {min(values) / reference:4.1f}x python -c pass")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--command", type=Path, default=Path(sys.executable).parent / "gogui-rules",
                        help="the installed gogui-rules to time (default: the one beside this Python)")
    parser.add_argument("--moves", type=int, default=300, help="moves of the random game, without records")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        found = real_game()
        if found is not None:
            path, moves = found
            print(f"game: {Path(path).name} ({moves} moves, goban-original-games)")
        else:
            path = str(Path(tmp) / "game.sgf")
            Path(path).write_text(random_game_text(args.moves, args.seed))
            print(f"game: seeded random game ({args.moves} moves; apt-get install goban-original-games for a real one)")
        in_process(path, args.runs)
        if args.command.exists():
            command_times(args.command, path, args.runs)
        else:
            print(f"{args.command} is not installed: no start-up figures")


if __name__ == "__main__":
    main()
