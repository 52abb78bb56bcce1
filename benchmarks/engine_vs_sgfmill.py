"""Replay seeded random 19x19 games with the engine (Tromp-Taylor) and with sgfmill's board; print the ratio.

The engine enforces positional superko, suicide rules and keeps the repetition history; sgfmill's
Board only places stones and removes captures. Both replay the same move lists in the same
process. Run: python benchmarks/engine_vs_sgfmill.py [--games N] [--seed S] [--repeat R]
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sgfmill import boards  # noqa: E402

from gogui.engine import BLACK, EMPTY, Game, preset  # noqa: E402


def random_game(seed: int, size: int = 19, max_moves: int = 600) -> list[tuple[str, str | None]]:
    """A random legal Tromp-Taylor game: uniform over legal plays that fill no own eye."""
    rng = random.Random(seed)
    game = Game(preset("tromp-taylor"), size=size)
    board = game.board
    moves: list[tuple[str, str | None]] = []
    while game.phase == "play" and len(moves) < max_moves:
        c = game.to_move
        candidates = [p for p in board.points if board.color[p] == EMPTY]
        rng.shuffle(candidates)
        chosen = None
        for p in candidates:
            if all(board.color[n] in (c, 3) for n in board.neighbours(p)):
                continue  # own eye
            if game.check(p).legal:
                chosen = p
                break
        colour = "B" if c == BLACK else "W"
        if chosen is None:
            game.pass_move()
            moves.append((colour, None))
        else:
            game.play(chosen)
            moves.append((colour, board.vertex(chosen)))
    return moves


def replay_engine(games: list[list[tuple[str, str | None]]]) -> int:
    rules = preset("tromp-taylor")
    n = 0
    for moves in games:
        game = Game(rules, size=19)
        for _, vertex in moves:
            outcome = game.play(vertex) if vertex else game.pass_move()
            if not outcome.legal:
                raise AssertionError(f"replay disagrees at move {n}: {outcome.explanation}")
            n += 1
    return n


def to_sgfmill(games: list[list[tuple[str, str | None]]]) -> list[list[tuple[str, int, int]]]:
    letters = "ABCDEFGHJKLMNOPQRST"
    out = []
    for moves in games:
        out.append([
            (colour.lower(), int(v[1:]) - 1, letters.index(v[0]))
            for colour, v in moves if v is not None
        ])
    return out


def replay_sgfmill(games: list[list[tuple[str, int, int]]]) -> int:
    n = 0
    for moves in games:
        board = boards.Board(19)
        for colour, row, col in moves:
            board.play(row, col, colour)
            n += 1
    return n


def best_times(repeat: int, runs: list) -> list[float]:
    """The best time of each (function, argument) pair over `repeat` interleaved rounds."""
    best = [float("inf")] * len(runs)
    for _ in range(repeat):
        for i, (fn, arg) in enumerate(runs):
            start = time.perf_counter()
            fn(arg)
            best[i] = min(best[i], time.perf_counter() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args(argv)
    games = [random_game(args.seed + i) for i in range(args.games)]
    total = sum(len(g) for g in games)
    plays = sum(1 for g in games for _, v in g if v)
    sg_games = to_sgfmill(games)
    # The inputs are built; freeze them so the collector does not rescan them while timing.
    gc.collect()
    gc.freeze()
    engine_time, sgfmill_time = best_times(
        args.repeat, [(replay_engine, games), (replay_sgfmill, sg_games)]
    )
    print(f"{args.games} random 19x19 games, {total} moves ({plays} plays), best of {args.repeat}")
    print(f"engine (Tromp-Taylor, positional superko): {engine_time * 1000:8.1f} ms "
          f"({engine_time / total * 1e6:5.1f} us/move)")
    print(f"sgfmill Board (captures only):             {sgfmill_time * 1000:8.1f} ms "
          f"({sgfmill_time / plays * 1e6:5.1f} us/play)")
    print(f"ratio: the engine is {sgfmill_time / engine_time:.1f}x as fast as sgfmill's board")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
