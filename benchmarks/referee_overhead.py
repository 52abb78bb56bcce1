"""What refereeing costs a game between engines: gogui-match's games against the same engines speaking GTP to each other bare.

Run: python benchmarks/referee_overhead.py [--games N] [--size N] [--level N] [--ruleset ID]

Needs GNU Go (`apt-get install gnugo`). Plays N games each way, interleaved, between two GNU Go
processes: bare (genmove to one, the move played to the other, until two passes; nothing
checked) and refereed (gogui.gtp.match.play_game: every move checked under the ruleset, told
through the referee's conversations, the dead stones asked for and the game counted). Prints the
milliseconds per move of each, their ratio, and the referee's own share: the time spent in
gogui's code per move (the time of a refereed game less the time spent sending to and waiting
for the engines;
starting the two processes, the dead-stone proposals and the count are in it, spread over the
moves). The engines' own time varies from game to game (GNU Go's games differ), so the ratio
moves around 1; gogui's own share is the figure to watch.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gogui.engine import PRESETS
from gogui.gtp import process as process_module
from gogui.gtp.engines import EngineSpec, game_argv, which
from gogui.gtp.match import play_game
from gogui.gtp.process import EngineProcess


def bare_game(argv: list[str], size: int) -> tuple[float, int]:
    """Two engines, nothing between them but the moves: seconds and moves."""
    black, white = EngineProcess(argv), EngineProcess(argv)
    for engine in (black, white):
        engine.start()
        engine.send(f"boardsize {size}")
        engine.send("clear_board")
    start = time.perf_counter()
    moves, passes = 0, 0
    players = [(black, white, "b"), (white, black, "w")]
    while passes < 2 and moves < 8 * size * size:
        mover, other, colour = players[moves % 2]
        move = mover.send(f"genmove {colour}").text.strip().lower()
        if move == "resign":
            break
        other.send(f"play {colour} {move}")
        passes = passes + 1 if move == "pass" else 0
        moves += 1
    seconds = time.perf_counter() - start
    for engine in (black, white):
        engine.close()
    return seconds, moves


class Waiting:
    """Counts the time spent on the engines: sending a command (writing to a pipe wakes the
    engine, which may take the CPU at once) and waiting for its answer."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self._send = EngineProcess.send

    def __enter__(self) -> Waiting:
        original = self._send
        waiting = self

        def timed(engine, command):
            start = time.perf_counter()
            try:
                return original(engine, command)
            finally:
                waiting.seconds += time.perf_counter() - start

        process_module.EngineProcess.send = timed  # type: ignore[method-assign]
        return self

    def __exit__(self, *_exc) -> None:
        process_module.EngineProcess.send = self._send  # type: ignore[method-assign]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument("--level", type=int, default=1)
    parser.add_argument("--ruleset", default="japanese")
    args = parser.parse_args()
    program = which("gnugo")
    if program is None:
        print("GNU Go is not installed (apt-get install gnugo)")
        return 1
    ruleset = PRESETS[args.ruleset]
    spec = EngineSpec("GNU Go", f"{program} --mode gtp --level {args.level}", "", "gnugo")
    argv = game_argv(spec, ruleset, args.size, ruleset.komi)
    bare, refereed, own = [], [], []
    for _ in range(args.games):
        seconds, moves = bare_game(argv, args.size)
        bare.append(1000 * seconds / max(1, moves))
        with Waiting() as waiting:
            start = time.perf_counter()
            report = play_game(spec, spec, ruleset, args.size, None, 0)
            seconds = time.perf_counter() - start
        moves = max(1, report.session.game.move_number)
        refereed.append(1000 * seconds / moves)
        own.append(1000 * (seconds - waiting.seconds) / moves)
    b, r, o = statistics.median(bare), statistics.median(refereed), statistics.median(own)
    print(f"{args.games} games of each, {args.size}x{args.size}, GNU Go level {args.level}, {ruleset.name}")
    print(f"  bare GTP between the engines: {b:.2f} ms per move")
    print(f"  refereed by gogui-match:      {r:.2f} ms per move ({r / b:.2f}x)")
    print(f"  of which gogui's own work:    {o:.3f} ms per move ({o / r:.1%} of a refereed move)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
