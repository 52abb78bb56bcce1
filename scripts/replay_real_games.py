"""Replay the professional game records of Debian's goban-original-games under every preset.

The records are not part of gogui; install them (Debian or Ubuntu, as root) with

    apt-get update && apt-get install -y goban-original-games

which puts SGF records (*.sgf and *.mgt, both SGF text) under /usr/share/goban.

Run: python scripts/replay_real_games.py [--ruleset ID ...] [--dir DIR] [--board] [--repeat N]

These games were played to the end under Japanese rules, so no ruleset should refuse a move in
them unless the game really holds a position that ruleset treats differently (a triple ko, a
long cycle, Ing's hot stones of a fighting ko). The script prints, per preset, the number of
records, moves and seconds, the slowest record, and then every refusal and every early end
(no-result, repetition, ...) with the engine's explanation; --board adds the board before the
refused move. Refusals are reported, not failures: the exit status is 0, also when the records
are not installed (it then says how to install them and replays nothing).
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gogui.engine import PRESETS, preset
from gogui.replay import Replay, replay
from gogui.sgf import Record, SgfError, read_file

DEFAULT_DIR = Path("/usr/share/goban")


@dataclass
class Stop:
    """A refusal or an early end in one record under one preset."""

    name: str
    ruleset: str
    move: int
    reason: str
    text: str
    board: str


def load(directory: Path) -> tuple[list[tuple[str, Record]], list[str]]:
    """Every record of every file (a file may hold several games), and the files that failed."""
    records: list[tuple[str, Record]] = []
    failed: list[str] = []
    for path in sorted(directory.iterdir()):
        if path.suffix not in (".sgf", ".mgt"):
            continue
        try:
            found = read_file(path)
        except (SgfError, OSError, ValueError) as exc:
            failed.append(f"{path.name}: {exc}")
            continue
        for i, record in enumerate(found):
            name = path.name if len(found) == 1 else f"{path.name}#{i + 1}"
            records.append((name, record))
    return records, failed


def board_before(rep: Replay, mark: int | None) -> str:
    """The board as it stood before the refused move, with coordinates; * marks that move."""
    board = rep.current.board
    letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"[: board.size]
    chars = {0: ".", 1: "X", 2: "O"}
    rows = ["   " + " ".join(letters)]
    for y in range(board.size - 1, -1, -1):
        cells = []
        for x in range(board.size):
            p = board.index(x, y)
            cells.append("*" if p == mark else chars.get(board.color[p], "?"))
        rows.append(f"{y + 1:2} " + " ".join(cells))
    return "\n".join(rows)


def stop_of(name: str, ruleset_id: str, rep: Replay, main_moves: int, with_board: bool) -> Stop | None:
    """The refusal or early end of a replay, or None if every move of the record was played."""
    if rep.illegal is not None:
        out = rep.illegal
        who = "B" if out.color == 1 else "W"
        where = rep.current.board.vertex(out.point) if out.point is not None else "pass"
        return Stop(name, ruleset_id, out.number, f"{out.reason} ({who} {where})",
                    out.explanation or "", board_before(rep, out.point) if with_board else "")
    if rep.ended is not None and len(rep.moves) < main_moves:
        number, reason = rep.ended
        text = rep.game.result.explanation if rep.game.result is not None else ""
        return Stop(name, ruleset_id, number, f"ended: {reason}", text,
                    board_before(rep, None) if with_board else "")
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", action="append", choices=sorted(PRESETS),
                        help="a preset to replay under (repeatable; default: all 13)")
    parser.add_argument("--dir", type=Path, default=DEFAULT_DIR, help="where the records are")
    parser.add_argument("--board", action="store_true", help="print the board at each stop")
    parser.add_argument("--repeat", type=int, default=1, metavar="N",
                        help="replay each record N times per preset and keep its fastest time")
    args = parser.parse_args(argv)

    if not args.dir.is_dir() or (not any(args.dir.glob("*.sgf")) and not any(args.dir.glob("*.mgt"))):
        print(f"No game records under {args.dir}. Install them with:\n"
              "    apt-get update && apt-get install -y goban-original-games")
        return 0
    records, failed = load(args.dir)
    # The loaded records are many small objects that live to the end: keep them out of the
    # collector's full passes, which would otherwise land in the time of whichever replay
    # happens to trigger one.
    gc.collect()
    gc.freeze()
    move_counts = [sum(1 for n in r.main_line() if n.move is not None) for _, r in records]
    print(f"{len(records)} records from {args.dir}"
          + (f"; {len(failed)} files could not be read" if failed else ""))
    for line in failed:
        print("  unreadable:", line)

    rulesets = args.ruleset or list(PRESETS)
    stops: list[Stop] = []
    grand = 0.0
    print(f"{'preset':28} {'records':>7} {'moves':>8} {'seconds':>8} {'stops':>5}  slowest")
    for ruleset_id in rulesets:
        ruleset = preset(ruleset_id)
        # Each record's time is its fastest of the N rounds, so that one collector pause or a
        # busy moment does not name the wrong record the slowest.
        fastest = [float("inf")] * len(records)
        moves = 0
        found: list[Stop] = []
        for round_number in range(max(1, args.repeat)):
            for i, ((name, record), main_moves) in enumerate(zip(records, move_counts)):
                start = time.perf_counter()
                rep = replay(record, ruleset)
                fastest[i] = min(fastest[i], time.perf_counter() - start)
                if round_number == 0:
                    moves += len(rep.moves)
                    stop = stop_of(name, ruleset_id, rep, main_moves, args.board)
                    if stop is not None:
                        found.append(stop)
        total = sum(fastest)
        slow = max(range(len(records)), key=fastest.__getitem__)
        slow_moves = move_counts[slow]
        stops += found
        grand += total
        print(f"{ruleset_id:28} {len(records):7} {moves:8} {total:8.2f} {len(found):5}  "
              f"{records[slow][0]} ({fastest[slow] * 1000:.1f} ms, {slow_moves} moves)")
    print(f"total {grand:.2f} s")

    print(f"\n{len(stops)} refusals or early ends")
    for stop in stops:
        print(f"- {stop.name} move {stop.move} under {stop.ruleset}: {stop.reason}")
        if stop.text:
            print(f"    {stop.text}")
        if stop.board:
            print("    " + stop.board.rstrip().replace("\n", "\n    "))
    return 0


if __name__ == "__main__":
    sys.exit(main())
