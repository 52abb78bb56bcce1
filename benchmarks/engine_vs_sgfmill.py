"""Replay real and random games with the engine under every preset, sgfmill's board and a floor board.

Three boards replay the same moves in one process, interleaved round by round (best of R):

- the engine, as the app and gogui-rules replay a record (`new_game`, then `Game.play(vertex,
  colour)` and `Game.pass_move(colour)`), under each of the 13 presets: legality with reasons,
  ko and superko, cycles, Ing's hot stones and disturbing;
- sgfmill's `boards.Board`: stones and captures only, no ko;
- a "floor": the smallest captures-only board written here (a flat array, a flood fill per
  opposing neighbour), the cost below which a pure-Python replay can hardly go.

Real games are the professional records of Debian's goban-original-games, under /usr/share/goban
once installed (as root: `apt-get update && apt-get install -y goban-original-games`); without
them that part is skipped. Each record is replayed up to the first move any preset refuses or
ends on, so every board plays the same moves. Random games (uniform over legal plays that fill
no own eye) on 9x9 to 25x25 show how Tromp-Taylor's and Ing's cost per move grow with the board.

Run: python benchmarks/engine_vs_sgfmill.py [--records N] [--repeat R] [--random N] [--dir DIR]
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sgfmill import boards

from gogui.engine import BLACK, EMPTY, PRESETS, Game, preset
from gogui.replay import new_game, replay
from gogui.sgf import Record, SgfError, read_file

RECORDS_DIR = Path("/usr/share/goban")
LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

Moves = list[tuple[str, str | None]]  # ("B" or "W", vertex such as "D4", or None for a pass)


# ----- the floor: a minimal captures-only board ------------------------------------------------

class FloorBoard:
    """Stones and captures on a padded flat array; no strings kept, no ko, no hash."""

    __slots__ = ("color", "stride")

    def __init__(self, size: int) -> None:
        self.stride = size + 1
        self.color = [3] * ((size + 2) * self.stride)
        for y in range(size):
            row = (y + 1) * self.stride
            self.color[row:row + size] = [0] * size

    def play(self, p: int, c: int) -> None:
        color = self.color
        s = self.stride
        o = 3 - c
        color[p] = c
        for q in (p - 1, p + 1, p - s, p + s):
            if color[q] == o:
                string = self._string_without_liberty(q, o)
                if string:
                    for x in string:
                        color[x] = 0

    def _string_without_liberty(self, start: int, c: int) -> list[int] | None:
        """The stones of the string through start if it has no liberty, else None."""
        color = self.color
        s = self.stride
        members = [start]
        seen = {start}
        i = 0
        while i < len(members):
            x = members[i]
            i += 1
            for q in (x - 1, x + 1, x - s, x + s):
                cq = color[q]
                if cq == 0:
                    return None
                if cq == c and q not in seen:
                    seen.add(q)
                    members.append(q)
        return members


# ----- games ---------------------------------------------------------------------------------

class Sample:
    """One game as every board gets it: the record (or size) and its moves in each board's terms."""

    def __init__(self, name: str, size: int, moves: Moves, record: Record | None) -> None:
        self.name = name
        self.size = size
        self.moves = moves
        self.record = record
        self.plays = sum(1 for _, v in moves if v is not None)
        stride = size + 1
        black = record.root.black if record is not None else []
        white = record.root.white if record is not None else []

        def index(vertex: str) -> int:
            return (int(vertex[1:])) * stride + LETTERS.index(vertex[0])

        self.floor_setup = [(index(v), 1) for v in black] + [(index(v), 2) for v in white]
        self.floor_moves = [(index(v), 1 if c == "B" else 2) for c, v in moves if v is not None]
        rc = lambda v: (int(v[1:]) - 1, LETTERS.index(v[0]))  # noqa: E731
        self.sgfmill_setup = ([rc(v) for v in black], [rc(v) for v in white])
        self.sgfmill_moves = [(c.lower(), *rc(v)) for c, v in moves if v is not None]


def random_game(seed: int, size: int = 19, max_moves: int = 600) -> Moves:
    """A random legal Tromp-Taylor game: uniform over legal plays that fill no own eye."""
    rng = random.Random(seed)
    game = Game(preset("tromp-taylor"), size=size)
    board = game.board
    moves: Moves = []
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


def real_games(directory: Path, limit: int | None) -> tuple[list[Sample], int, int]:
    """The records' main lines, each cut before the first move any preset refuses or ends on.

    Returns the samples, the number of records skipped (unreadable, setup stones along the main
    line, not 19x19) and the number of moves cut."""
    samples: list[Sample] = []
    skipped = cut = 0
    for path in sorted(directory.iterdir()):
        if path.suffix not in (".sgf", ".mgt"):
            continue
        try:
            records = read_file(path)
        except (SgfError, OSError, ValueError):
            skipped += 1
            continue
        for number, record in enumerate(records):
            nodes = record.main_line()
            if record.size != 19 or any(n.has_setup or n.to_play for n in nodes[1:]):
                skipped += 1
                continue
            moves = [n.move for n in nodes if n.move is not None]
            keep = min(len(replay(record, PRESETS[r]).moves) for r in PRESETS)
            cut += len(moves) - keep
            name = path.name if len(records) == 1 else f"{path.name}#{number + 1}"
            samples.append(Sample(name, 19, moves[:keep], record))  # type: ignore[arg-type]
            if limit is not None and len(samples) >= limit:
                return samples, skipped, cut
    return samples, skipped, cut


# ----- replays -------------------------------------------------------------------------------

def engine_replay(ruleset_id: str):
    rules = PRESETS[ruleset_id]

    def run(samples: list[Sample]) -> None:
        for sample in samples:
            if sample.record is not None:
                game = new_game(sample.record, rules)
            else:
                game = Game(rules, sample.size)
            play = game.play
            for colour, vertex in sample.moves:
                outcome = play(vertex, colour) if vertex is not None else game.pass_move(colour)
                if not outcome.legal:
                    raise AssertionError(f"{sample.name}: {ruleset_id} refuses {colour} {vertex}")
    run.__name__ = ruleset_id
    return run


def sgfmill_replay(samples: list[Sample]) -> None:
    for sample in samples:
        board = boards.Board(sample.size)
        if sample.sgfmill_setup[0] or sample.sgfmill_setup[1]:
            board.apply_setup(*sample.sgfmill_setup, [])
        for colour, row, col in sample.sgfmill_moves:
            board.play(row, col, colour)


def floor_replay(samples: list[Sample]) -> None:
    for sample in samples:
        board = FloorBoard(sample.size)
        for p, c in sample.floor_setup:
            board.color[p] = c
        play = board.play
        for p, c in sample.floor_moves:
            play(p, c)


def best_times(repeat: int, runs: list, samples: list[Sample]) -> list[float]:
    """The best time of each run over `repeat` interleaved rounds, each round in a new order (so
    that no run always follows the same one)."""
    best = [float("inf")] * len(runs)
    order = list(range(len(runs)))
    shuffle = random.Random(len(runs)).shuffle
    for _ in range(repeat):
        shuffle(order)
        for i in order:
            start = time.perf_counter()
            runs[i](samples)
            best[i] = min(best[i], time.perf_counter() - start)
    return best


def report_real(samples: list[Sample], repeat: int) -> None:
    moves = sum(len(s.moves) for s in samples)
    plays = sum(s.plays for s in samples)
    runs = [sgfmill_replay, floor_replay] + [engine_replay(r) for r in PRESETS]
    times = best_times(repeat, runs, samples)
    sgfmill_time, floor_time = times[0], times[1]
    tt_time = times[2 + list(PRESETS).index("tromp-taylor")]
    print(f"\nReal games: {len(samples)} records, {moves} moves ({plays} plays), best of {repeat}")
    print(f"{'board':32} {'us/move':>8} {'vs sgfmill':>11} {'x floor':>8} {'x TT':>6}")
    print(f"{'sgfmill Board (captures only)':32} {sgfmill_time / plays * 1e6:8.2f}")
    print(f"{'floor (captures only)':32} {floor_time / plays * 1e6:8.2f} "
          f"{sgfmill_time / floor_time:10.1f}x")
    for ruleset_id, t in zip(PRESETS, times[2:]):
        print(f"{ruleset_id:32} {t / moves * 1e6:8.2f} {sgfmill_time / t:10.1f}x "
              f"{t / floor_time:7.2f}x {t / tt_time:5.2f}x")
    print("vs sgfmill: how many times as fast as sgfmill's board; x floor, x TT: the time as a "
          "multiple of the floor's and Tromp-Taylor's")


def report_sizes(games: int, repeat: int, seed: int) -> None:
    print(f"\nRandom games, {games} per size, best of {repeat} (us per move)")
    print(f"{'size':>5} {'moves':>7} {'floor':>7} {'tromp-taylor':>13} {'ing':>7} {'ing/TT':>7} "
          f"{'ing vs 9x9':>11}")
    first_ing = None
    for size in (9, 13, 19, 25):
        samples = [Sample(f"random {size}x{size} #{i}", size, random_game(seed + i, size, size * size * 3),
                          None) for i in range(games)]
        moves = sum(len(s.moves) for s in samples)
        floor_time, tt, ing_time = best_times(
            repeat, [floor_replay, engine_replay("tromp-taylor"), engine_replay("ing")], samples)
        per_ing = ing_time / moves * 1e6
        first_ing = first_ing or per_ing
        print(f"{size:5} {moves:7} {floor_time / moves * 1e6:7.2f} {tt / moves * 1e6:13.2f} "
              f"{per_ing:7.2f} {ing_time / tt:7.2f} {per_ing / first_ing:10.2f}x")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=RECORDS_DIR, help="where the records are")
    parser.add_argument("--records", type=int, default=None, help="replay only the first N records")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--random", type=int, default=6, metavar="N", help="random games per size")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.dir.is_dir():
        samples, skipped, cut = real_games(args.dir, args.records)
        print(f"{len(samples)} records from {args.dir} ({skipped} skipped: unreadable, not 19x19 "
              f"or setup stones along the line; {cut} moves cut at the first refusal or end)")
    else:
        samples = []
        print(f"No records under {args.dir}: install them with "
              "`apt-get update && apt-get install -y goban-original-games`")
    # The inputs are built; freeze them so the collector does not rescan them while timing.
    gc.collect()
    gc.freeze()
    if samples:
        report_real(samples, args.repeat)
    if args.random:
        report_sizes(args.random, args.repeat, args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
