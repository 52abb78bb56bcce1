"""Time gogui-rules on a 300-move 19x19 game under all 13 presets (goal: well under a second).

Run: python benchmarks/cli_all_presets.py [--moves N] [--seed S]
Prints the in-process time of `gogui-rules GAME.sgf --ruleset all --json` (best of 5) and the
wall time of the installed command in a fresh process, start-up included.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_vs_sgfmill import random_game  # noqa: E402

from gogui.cli import main as cli_main  # noqa: E402

LETTERS = "abcdefghijklmnopqrs"


def sgf_text(moves: list[tuple[str, str | None]]) -> str:
    nodes = []
    for colour, vertex in moves:
        if vertex is None:
            nodes.append(f";{colour}[]")
        else:
            x = "ABCDEFGHJKLMNOPQRST".index(vertex[0])
            y = 19 - int(vertex[1:])
            nodes.append(f";{colour}[{LETTERS[x]}{LETTERS[y]}]")
    return "(;GM[1]FF[4]SZ[19]KM[7.5]" + "".join(nodes) + ")"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    moves = random_game(args.seed, max_moves=args.moves)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "game.sgf"
        path.write_text(sgf_text(moves))
        best = float("inf")
        for _ in range(5):
            sink = io.StringIO()
            start = time.perf_counter()
            with contextlib.redirect_stdout(sink):
                cli_main([str(path), "--ruleset", "all", "--json"])
            best = min(best, time.perf_counter() - start)
        print(f"{len(moves)}-move game, 13 presets, --json, in process: {best:.3f} s (best of 5)")
        command = shutil.which("gogui-rules") or str(Path(sys.executable).parent / "gogui-rules")
        if Path(command).exists():
            start = time.perf_counter()
            subprocess.run([command, str(path), "--ruleset", "all", "--json"], check=True,
                           stdout=subprocess.DEVNULL)
            print(f"the same with the installed gogui-rules, start-up included: {time.perf_counter() - start:.3f} s")


if __name__ == "__main__":
    main()
