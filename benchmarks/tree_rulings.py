"""The teaching model's cost per step, per added move and per variation switch: the replay-from-
the-root functions (analyse_all, boards_along, game_at) against TreeRulings, in the same run.

Run: python benchmarks/tree_rulings.py [--quick]
No window: this times the Qt-free model the window reads. A step is what the window asks at a
node: every preset's ruling, the board, and the selected ruleset's banned points. Goals (from the
issue): mean step <= 5 ms and p95 <= 15 ms at any node, adding a move <= 10 ms, switching
variation in a 2000-node tree <= 20 ms, no single step over 50 ms.
"""

from __future__ import annotations

import gc
import glob
import os
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gogui.engine import PRESETS, Game, preset
from gogui.sgf import Node, Record, read_file
from gogui.teaching import TreeRulings, analyse_all, boards_along, game_at

SELECTED = preset("japanese")
COLUMNS = "ABCDEFGHJKLMNOPQRST"


# ----- material -----------------------------------------------------------------------------------

def real_game() -> tuple[Record, str]:
    """A real game of about 300 moves (goban-original-games), else a seeded random one."""
    found = []
    for path in sorted(glob.glob("/usr/share/goban/*.sgf")):
        try:
            record = read_file(path)[0]
        except Exception:  # noqa: BLE001 - a file the reader refuses is simply skipped
            continue
        n = len(record.main_line()) - 1
        if record.size == 19 and n >= 300:
            found.append((n - 300, path, record))
    if found:
        _, path, record = min(found, key=lambda f: f[0])
        return record, Path(path).name
    record = Record(19, Node())
    grow(record.root, 300, random.Random(300))
    return record, "seeded random game"


def games_at(node: Node) -> list[Game]:
    """Every preset's game after the moves from the root to `node`."""
    games = [Game(r, 19) for r in PRESETS.values()]
    for n in path_to(node)[1:]:
        for g in games:
            if n.has_setup:
                g.setup(n.black, n.white, n.empty)
            if n.move is not None:
                colour, vertex = n.move
                g.pass_move(colour) if vertex is None else g.play(vertex, colour)
    return games


def grow(node: Node, moves: int, rng: random.Random, games: list[Game] | None = None) -> Node:
    """Add `moves` random nodes below `node`, each move legal under every preset (so no ruleset's
    line ends early and every step costs a real move): no play into one's own eye, a pass now
    and then but never two in a row, and when neither player has a move left a setup node that
    clears the board (the next game of the session). `games` (every preset's game at `node`)
    follow along."""
    if games is None:
        games = games_at(node)
    passed = node.move is not None and node.move[1] is None
    board = games[0].board
    added = tries = 0
    while added < moves:
        colour = "BW"[games[0].to_move - 1]
        if tries > 300:
            if passed:
                stones = [board.vertex(p) for p in board.points if board.color[p]]
                for g in games:
                    g.setup(empty=stones)
                node = node.add_child(Node(empty=stones))
                passed = False
            else:
                for g in games:
                    g.pass_move(colour)
                node = node.add_child(Node(move=(colour, None)))
                passed = True
            added += 1
            tries = 0
            continue
        if not passed and rng.random() < 0.02:
            tries = 301
            continue
        tries += 1
        p = rng.choice(board.points)
        c = games[0].to_move
        if board.color[p] or all(board.color[q] in (c, 3) for q in board.neighbours(p)):
            continue
        vertex = board.vertex(p)
        if all(g.check(vertex).legal for g in games):
            outcomes = [g.play(vertex, colour) for g in games]
            if all(o.legal and "game-over" not in o.events for o in outcomes):
                node = node.add_child(Node(move=(colour, vertex)))
                passed = False
                added += 1
                tries = 0
                continue
            for g, o in zip(games, outcomes):
                if o.legal:
                    g.undo()
    return node


def long_line(moves: int) -> Record:
    record = Record(19, Node(), komi=7.5)
    grow(record.root, moves, random.Random(5000))
    return record


# ----- one step as the window takes it ------------------------------------------------------------

def new_step(model: TreeRulings, index: int) -> None:
    for ruleset in PRESETS.values():
        model.ruling(ruleset, index)
    model.board(index)
    model.game(SELECTED, index).banned_outcomes()


def old_step(record: Record, nodes: list[Node], lines, boards, index: int) -> None:
    for line in lines:
        line.rulings[index]
    boards[index]
    game_at(record, nodes, index, SELECTED).banned_outcomes()


def old_open(record: Record, nodes: list[Node]):
    return analyse_all(record, nodes), boards_along(record, nodes)


def full_collections() -> int:
    return gc.get_stats()[2]["collections"]


def timed(fn, *args) -> float:
    start = time.perf_counter()
    fn(*args)
    return (time.perf_counter() - start) * 1000


def summary(times: list[float]) -> str:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    return f"mean {statistics.fmean(times):7.2f}  p95 {p95:7.2f}  max {times[-1]:7.2f} ms"


class Steps:
    """Times of steps, telling apart those during which Python ran a full cycle collection
    (its time grows with every object alive, the engine's move histories above all)."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.quiet: list[float] = []

    def take(self, fn, *args) -> None:
        before = full_collections()
        ms = timed(fn, *args)
        self.times.append(ms)
        if full_collections() == before:
            self.quiet.append(ms)

    def __str__(self) -> str:
        text = summary(self.times)
        pauses = len(self.times) - len(self.quiet)
        if pauses:
            text += f" ({pauses} with a full gc; max without {max(self.quiet):.2f} ms)"
        return text


# ----- the measures -------------------------------------------------------------------------------

def steps(record: Record, label: str, old_samples: int) -> None:
    nodes = record.main_line()
    n = len(nodes)
    print(f"\n{label}: a line of {n - 1} moves")
    gc.collect()
    start = time.perf_counter()
    model = TreeRulings(record)
    new_step(model, 0)  # makes the 13 games
    opening = (time.perf_counter() - start) * 1000
    forward, back, jumps = Steps(), Steps(), Steps()
    for i in range(1, n):
        forward.take(new_step, model, i)
    for i in range(n - 1, -1, -1):
        back.take(new_step, model, i)
    rng = random.Random(1)
    for _ in range(100):
        jumps.take(new_step, model, rng.randrange(n))
    print(f"  new  opening the line at its root {opening:.1f} ms (nothing is computed further)")
    print(f"  new  step forward, first visit   {forward}")
    print(f"  new  step back, ruled already    {back}")
    print(f"  new  jump to a random node       {jumps}")
    del model
    # What the window does on opening when it shows the whole line's matrix, then stepping
    # with the objects made so far frozen out of the cycle collector (gc.freeze, the app's call).
    gc.collect()
    start = time.perf_counter()
    model = TreeRulings(record)
    for ruleset in PRESETS.values():
        list(model.rulings(ruleset))
    new_step(model, 0)
    matrix = (time.perf_counter() - start) * 1000
    gc.collect()
    gc.freeze()
    frozen = Steps()
    for i in range(n):
        frozen.take(new_step, model, i)
    gc.unfreeze()
    print(f"  new  opening with the whole-line matrix {matrix:.0f} ms; then, after gc.freeze(), "
          f"stepping {frozen}")
    del model
    gc.collect()
    start = time.perf_counter()
    lines, boards = old_open(record, nodes)
    opened = (time.perf_counter() - start) * 1000
    indices = sorted({round(k * (n - 1) / (old_samples - 1)) for k in range(old_samples)})
    old = Steps()
    for i in indices:
        old.take(old_step, record, nodes, lines, boards, i)
    last = old.times[-1]
    print(f"  old  step ({len(indices)} nodes evenly spaced) {old}; at the last node {last:.2f} ms")
    print(f"  old  opening (analyse_all + boards_along) {opened:.0f} ms")
    print(f"  ratio old/new: mean step {statistics.fmean(old.times) / statistics.fmean(forward.times):.0f}x, "
          f"at the last node {last / forward.times[-1]:.0f}x, opening with the matrix "
          f"{opened / matrix:.1f}x")
    del lines, boards


def add_move(model: TreeRulings, leaf: Node, child: Node, nodes: list[Node]) -> None:
    """What the window does when a click adds a move: a child, a new line, and a step to it."""
    leaf.add_child(child)
    model.node_changed(leaf)
    model.set_line(nodes)
    new_step(model, len(nodes) - 1)


def add_moves(record: Record, label: str, count: int, old_count: int) -> None:
    """Append a legal move at the end of the main line, as a learner's click does."""
    nodes = record.main_line()
    model = TreeRulings(record)
    new_step(model, len(nodes) - 1)
    rng = random.Random(2)
    games = games_at(nodes[-1])
    new = Steps()
    for _ in range(count):
        leaf = nodes[-1]
        child = grow(leaf, 1, rng, games)  # the move is chosen outside the timing
        leaf.children.remove(child)
        nodes = nodes + [child]
        new.take(add_move, model, leaf, child, nodes)
    old: list[float] = []
    for _ in range(old_count):
        leaf = nodes[-1]
        child = grow(leaf, 1, rng, games)
        leaf.children.remove(child)
        start = time.perf_counter()
        leaf.add_child(child)
        nodes = nodes + [child]
        lines, boards = old_open(record, nodes)
        old_step(record, nodes, lines, boards, len(nodes) - 1)
        old.append((time.perf_counter() - start) * 1000)
        del lines, boards
    print(f"  adding a move at the end of {label}: new {new}; old mean "
          f"{statistics.fmean(old):.0f} ms ({statistics.fmean(old) / statistics.fmean(new.times):.0f}x)")


def switches(long: Record, old_count: int) -> None:
    """A 2000-node tree: a 1800-move main line with variations at moves 300, 900, 1500 and 1750."""
    main = long.main_line()[:1801]
    record = Record(19, Node(), komi=7.5)
    node = record.root
    copies = [record.root]
    for n in main[1:]:
        node = node.add_child(Node(move=n.move))
        copies.append(node)
    rng = random.Random(3)
    branch_points = [300, 900, 1500, 1750]
    for depth in branch_points:
        grow(copies[depth - 1], 50, rng)
    total = sum(1 for _ in iter_tree(record.root))
    model = TreeRulings(record)
    new: list[float] = []
    first: list[float] = []
    for depth in branch_points:
        here = copies[depth]
        sibling = copies[depth - 1].children[1]
        a = path_to(here) + here.main_line()[1:]
        b = path_to(sibling) + sibling.main_line()[1:]
        model.set_line(a)
        new_step(model, depth)
        for k, line in enumerate([b, a] * 10):
            start = time.perf_counter()
            model.set_line(line)
            new_step(model, depth)
            (first if k == 0 else new).append((time.perf_counter() - start) * 1000)
    old: list[float] = []
    for depth in branch_points[-old_count:]:
        sibling = copies[depth - 1].children[1]
        b = path_to(sibling) + sibling.main_line()[1:]
        start = time.perf_counter()
        lines, boards = old_open(record, b)
        old_step(record, b, lines, boards, depth)
        old.append((time.perf_counter() - start) * 1000)
        del lines, boards
    print(f"\nswitching variation in a {total}-node tree (at moves {branch_points}), set_line + a step:")
    print(f"  new  first switch to each sibling {summary(first)}")
    print(f"  new  switching back and forth     {summary(new)}")
    print(f"  old  {summary(old)} ({statistics.fmean(old) / statistics.fmean(first):.0f}x the new first switch)")


def iter_tree(root: Node):
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(node.children)


def path_to(node: Node) -> list[Node]:
    path = []
    up: Node | None = node
    while up is not None:
        path.append(up)
        up = up.parent
    return path[::-1]


def memory(record: Record) -> None:
    """Memory held per node once every preset has ruled the whole line (and the board is there)."""
    nodes = record.main_line()
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    model = TreeRulings(record)
    new_step(model, len(nodes) - 1)
    gc.collect()
    new = tracemalloc.get_traced_memory()[0] - base
    # Allocations made inside the engine are the 13 games' histories (as in the old replays);
    # the rest is the model's own bookkeeping (rulings, entries, undo records, board copies).
    engine = sum(stat.size for stat in tracemalloc.take_snapshot().statistics("filename")
                 if f"gogui{os.sep}engine{os.sep}" in stat.traceback[0].filename)
    del model
    gc.collect()
    base = tracemalloc.get_traced_memory()[0]
    lines, boards = old_open(record, nodes)
    gc.collect()
    old = tracemalloc.get_traced_memory()[0] - base
    old_boards = sum(1 for _ in boards)
    del lines
    gc.collect()
    replays = old - (tracemalloc.get_traced_memory()[0] - base)
    del boards
    tracemalloc.stop()
    n = len(nodes)
    print(f"\nmemory for a {n - 1}-move line, all 13 presets ruled to the end:")
    print(f"  new  {new / n / 1024:6.1f} KiB per node ({new / 2**20:.0f} MiB; the engine's 13 games "
          f"{engine / n / 1024:.1f} KiB per node, the model's own {(new - engine) / n / 1024:.2f})")
    print(f"  old  {old / n / 1024:6.1f} KiB per node ({old / 2**20:.0f} MiB; the {old_boards} board "
          f"copies {(old - replays) / n / 1024:.1f} KiB per node, the 13 replays "
          f"{replays / n / 1024:.1f})  ratio {old / new:.1f}x")


def main() -> None:
    quick = "--quick" in sys.argv
    moves = 1000 if quick else 5000
    record, name = real_game()
    steps(record, f"real game {name}", old_samples=30)
    add_moves(record, "the real game", count=50, old_count=5)
    long = long_line(moves)
    steps(long, "seeded random game, legal under every preset", old_samples=12 if quick else 20)
    add_moves(long, f"the {moves}-move line", count=50, old_count=2)
    if not quick:
        switches(long, old_count=2)
    memory(long)


if __name__ == "__main__":
    main()
