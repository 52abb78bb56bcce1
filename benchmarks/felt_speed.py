"""What a learner feels, row by row, each figure as a ratio against a reference measured in the same run.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/felt_speed.py [ROW ...] [--root PATH] [--rounds N]
     [--compare BASE_ROOT]

Each row runs in a process of its own (a fresh app, a fresh heap) and prints one line:
  end5000    End on a freshly opened 5000-move line: the time until the window answers (End's
             own handling, the board painted) and until every ruling of the line is made, each
             against a repaint of the board with its stones
  end100k    End on a 100k-node line of passes and of moves: seconds to open and go to the end
             (or to a refusal), and the process's peak memory
  deep       Right near node 4852 of a 5000-node line against Right near node 50, each right after
             the line was opened afresh and Go to move went there (the board shown): the boards
             there hold the same stones (long_moves_sgf repeats one game of 343 nodes), so what
             differs is the depth alone; random_x is the same on a random 5000-move line near
             move 4990, whose board holds about four times the stones of move 50; after_end_x is
             a step back right after End on the first line, while its end is worked out in slices,
             against the step near node 50
  matrix     a step with the Whole line tab shown against a step with the Rulings tab shown
  steps      steps through a real ~300-move game: mean, p95 and largest step against a repaint
             of the board; own_mean is the same steps without the benchmark's own rendering of
             the whole board on each (the window's repaint of what changed is counted in both)
  open       opening a ~300-move record from its file (after another was open) against
             sgfmill's parse of the same file: until the board is painted (open_x), and until
             the events the opening queued are processed too, then the board painted (settled_x);
             settled_window_x is the settled figure against a repaint of the whole window
  branched   switching variation and stepping in a ~2000-node tree with 300 variations
  comment    stepping onto a node with a 10 MB one-word comment, against a board repaint
  game       a game-window move at move 10 and at move 300, each against the same move with
             autosave off; autosave10_ms/autosave300_ms are what the autosave itself adds (the
             rest of a move grows with the stones the board draws)
  learn      Learn mode: its first opening, then the whole course (starting a lesson, Begin,
             answering and Next), each a median (and the largest) against a board repaint, and
             (<kind>_window_x) against a repaint of the whole window with Learn mode open; and
             Quiz me here at move 150 of the real game (until the window first answers, the
             longest wait after, the whole time)
  questions  gogui-rules FILE --questions --json on the real game against gogui-rules FILE --ruleset
             all --json on the same file (each a fresh process, bytecode compiled, 5 rounds
             interleaved)
  startup    start to the first painted window against a bare PySide6 window; qt_floor_x is the
             bare window that also imports the Qt classes the app's start imports (PySide6's
             own share of the start, before any of the app's code)
The real game is one of Debian's goban-original-games (/usr/share/goban), else a seeded random
game. --root runs the rows against another checkout (a worktree of an older commit, say);
--compare runs every row against both checkouts, interleaved, --rounds times (3 by default),
and prints each figure's median.
"""

from __future__ import annotations

import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROWS = ("end5000", "end100k", "deep", "matrix", "steps", "open", "branched", "comment", "game", "learn",
        "startup", "questions")


def _median(times: list[float]) -> float:
    return statistics.median(times)


def _ms(action) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def _p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


def _report(row: str, **figures: float) -> None:
    print("RESULT " + json.dumps({"row": row, **{k: round(v, 3) for k, v in figures.items()}}), flush=True)


# ----- the window ---------------------------------------------------------------------------------

def _app():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def _window():
    from gogui.ui.main_window import MainWindow

    app = _app()
    window = MainWindow()
    window.ask_to_save = lambda: "discard"
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    return app, window


def _settle(app, limit_s: float = 600.0) -> None:
    """Let the event loop run until no window works out anything in slices any more."""
    end = time.perf_counter() + limit_s
    while time.perf_counter() < end:
        app.processEvents()
        if not _busy(app):
            app.processEvents()
            if not _busy(app):
                return
        time.sleep(0.0005)


def _busy(app) -> bool:
    """Whether a window still works out a node in slices (only checkouts that slice any)."""
    from gogui.ui.main_window import MainWindow

    return any(getattr(w.controller, "working_out", lambda: False)()
               for w in app.topLevelWidgets() if isinstance(w, MainWindow))


def _repaint(window) -> list[float]:
    """A repaint of the board with its stones, thirty times: the reference of window rows."""
    return [_ms(window.board.grab) for _ in range(30)]


def _window_repaint(window) -> float:
    """The median repaint of the whole window as it stands, of thirty: a second reference for
    rows that change most of the window (an answer, Next, an opening), given beside the first."""
    return _median([_ms(window.grab) for _ in range(30)])


def _material():
    sys.path.insert(0, str(HERE))
    import tree_rulings

    return tree_rulings


def _real_game_path() -> tuple[str, object]:
    """The file of a real game of about 300 moves, and its record."""
    tr = _material()
    record, name = tr.real_game()
    path = Path("/usr/share/goban") / name
    if not path.is_file():
        from gogui.sgf import write_file

        path = Path(tempfile.mkdtemp()) / "random.sgf"
        write_file(path, record)
    return str(path), record


def _to_middle(app, window, record, label: str) -> None:
    c = window.controller
    c.open_record(record, label)
    c.go_to(min(150, len(c.explorer.nodes) - 1))
    _settle(app)


def row_end5000() -> None:
    tr = _material()
    app, window = _window()
    _path, real = _real_game_path()
    _to_middle(app, window, real, "real")
    repaint = _median(_repaint(window))
    line = tr.long_line(5000)
    c = window.controller
    # Opened, painted, End pressed at once: what the window does before it answers again.
    opened = _ms(lambda: (c.open_record(line, "long"), window.grab(), app.processEvents()))
    start = time.perf_counter()
    c.last()
    window.board.grab()
    app.processEvents()
    assert c.explorer.index == len(c.explorer.nodes) - 1 > 4000
    answered = (time.perf_counter() - start) * 1000
    _settle(app)
    ruled = (time.perf_counter() - start) * 1000
    _report("end5000", open_ms=opened, answered_ms=answered, ruled_ms=ruled, repaint_ms=repaint,
            open_x=opened / repaint, answered_x=answered / repaint, ruled_x=ruled / repaint)


def row_deep() -> None:
    from gogui.sgf import parse

    tr = _material()
    app, window = _window()
    c = window.controller
    lines = {"same": (parse(long_moves_sgf(5000).encode())[0], 50, 50 + 14 * 343),
             "random": (tr.long_line(5000), 50, 4990)}
    figures: dict[str, float] = {}
    for name, (line, near, deep) in lines.items():
        times: dict[int, list[float]] = {near: [], deep: []}
        for _ in range(3):
            for where in (near, deep):
                c.open_record(line, "long")
                window.grab()
                app.processEvents()
                c.go_to(where)
                window.board.grab()
                while c.working_out():  # until the board shows the node, as the learner waits
                    app.processEvents()
                times[where].extend(_steps(app, window, 10))
        figures[f"{name}_near_ms"] = _median(times[near])
        figures[f"{name}_deep_ms"] = _median(times[deep])
        figures[f"{name}_x"] = _median(times[deep]) / _median(times[near])
    # A step back right after End, while the end of the line is still worked out in slices.
    line = lines["same"][0]
    after_end: list[float] = []
    for _ in range(3):
        c.open_record(line, "long")
        window.grab()
        app.processEvents()
        c.last()
        window.board.grab()
        app.processEvents()
        for _ in range(5):
            after_end.append(_ms(lambda: (c.previous(), window.board.grab(), app.processEvents())))
        _settle(app)
    figures["after_end_ms"] = _median(after_end)
    figures["after_end_x"] = _median(after_end) / figures["same_near_ms"]
    _report("deep", **figures)


def long_moves_sgf(nodes: int) -> str:
    """A line of `nodes` nodes: Black fills the left nine columns and White the right nine, in
    turn (no capture, never a ko), then a setup node empties the board and starts the next
    game with the games' count in stones on the lower half of the middle column (so that no
    position ever repeats), and so on."""
    letters = "abcdefghijklmnopqrs"
    black = [f"{letters[x]}{letters[y]}" for x in range(9) for y in range(19)]
    white = [f"{letters[x]}{letters[y]}" for x in range(10, 19) for y in range(19)]
    game = [f";B[{b}];W[{w}]" for b, w in zip(black, white)]
    counter = [f"j{letters[y]}" for y in range(10, 19)]  # the middle column's lower half
    parts: list[str] = []
    count = games = 0
    while count < nodes:
        for move in game:
            parts.append(move)
            count += 2
            if count >= nodes:
                break
        else:
            games += 1
            digits = [games // 3 ** i % 3 for i in range(len(counter))]
            cleared = black + white + [p for p, d in zip(counter, digits) if d == 0]
            setup = ";AE" + "".join(f"[{p}]" for p in cleared)
            for name, digit in (("AB", 1), ("AW", 2)):
                points = [p for p, d in zip(counter, digits) if d == digit]
                setup += name + "".join(f"[{p}]" for p in points) if points else ""
            parts.append(setup)
            count += 1
    return "(;GM[1]FF[4]SZ[19]KM[7.5]" + "".join(parts) + ")"


def _end_on_file(kind: str) -> None:
    app, window = _window()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"{kind}.sgf"
        if kind == "passes":
            path.write_text("(;GM[1]FF[4]SZ[19]KM[7.5]" + "".join(";B[]" if i % 2 == 0 else ";W[]"
                                                                 for i in range(100_000)) + ")")
        else:
            path.write_text(long_moves_sgf(100_000))
        refused: list[str] = []
        window.error_hook = lambda _title, text: refused.append(text)  # no modal message box
        start = time.perf_counter()
        opened = window.files.open_path(str(path))
        _settle(app)
        if opened:
            window.controller.last()
            window.board.grab()
            _settle(app)
        seconds = time.perf_counter() - start
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    _report(f"end100k-{kind}", seconds=seconds, peak_mb=peak_mb, opened=float(bool(opened)),
            refused=float(bool(refused)),
            at_end=float(bool(opened) and window.controller.explorer.index == len(window.controller.explorer.nodes) - 1))


def row_end100k() -> None:
    kind = os.environ.get("FELT_KIND", "passes")
    _end_on_file(kind)


def _steps(app, window, count: int, grab: bool = True) -> list[float]:
    """Steps forward, each until the window has answered. With `grab` each step also renders
    the whole board (as every row has measured it since these figures began); without it only
    the window's own repaint is counted."""
    c = window.controller

    def step() -> None:
        c.next()
        if grab:
            window.board.grab()
        app.processEvents()

    return [_ms(step) for _ in range(count)]


def row_matrix() -> None:
    _path, real = _real_game_path()
    app, window = _window()
    c = window.controller
    results = {}
    for tab in ("rulings", "matrix", "rulings", "matrix"):
        window.panel.setCurrentIndex(0 if tab == "rulings" else 1)
        c.open_record(real, "real")
        c.go_to(100)
        _settle(app)
        # Ruled once first (as a learner who went there before), then timed stepping again.
        c.go_to(20)
        _settle(app)
        results.setdefault(tab, []).extend(_steps(app, window, 60))
    rulings, matrix = _median(results["rulings"]), _median(results["matrix"])
    _report("matrix", rulings_tab_ms=rulings, matrix_tab_ms=matrix, matrix_x=matrix / rulings)


def row_steps() -> None:
    _path, real = _real_game_path()
    app, window = _window()
    _to_middle(app, window, real, "real")
    repaint = _repaint(window)
    c = window.controller
    c.open_record(real, "real")
    _settle(app)
    times = _steps(app, window, len(c.explorer.nodes) - 1)
    # Again on the record opened afresh, without rendering the board a second time per step.
    c.open_record(real, "real")
    _settle(app)
    own = _steps(app, window, len(c.explorer.nodes) - 1, grab=False)
    ref = statistics.fmean(repaint)
    _report("steps", mean_ms=statistics.fmean(times), p95_ms=_p95(times), max_ms=max(times),
            repaint_ms=ref, mean_x=statistics.fmean(times) / ref, over_50ms=float(sum(t > 50 for t in times)),
            own_mean_ms=statistics.fmean(own), own_mean_x=statistics.fmean(own) / ref)


def row_open() -> None:
    from sgfmill import sgf as sgfmill_sgf

    path, real = _real_game_path()
    app, window = _window()
    data = Path(path).read_bytes()
    # The anchor after a warm-up parse, over enough runs that the collector's occasional passes
    # (a few ms in a process holding a window) cannot move its median: 20 runs moved it 2x.
    sgfmill_sgf.Sgf_game.from_bytes(data)
    parse = _median([_ms(lambda: sgfmill_sgf.Sgf_game.from_bytes(data)) for _ in range(200)])
    opens, settled = [], []
    for _ in range(10):
        _to_middle(app, window, real, "other")  # the record open before, as a learner has one

        def open_it() -> None:
            window.files.open_path(path)
            window.board.grab()

        opens.append(_ms(open_it))
        _to_middle(app, window, real, "other")

        def open_and_settle() -> None:
            # As the issue measures it: until the events the opening queued are processed (and
            # any slices done), then the board painted.
            window.files.open_path(path)
            _settle(app)
            window.board.grab()

        settled.append(_ms(open_and_settle))
        _settle(app)
    opened, done = _median(opens), _median(settled)
    whole = _window_repaint(window)
    _report("open", open_ms=opened, sgfmill_parse_ms=parse, open_x=opened / parse, settled_ms=done,
            settled_x=done / parse, window_repaint_ms=whole, settled_window_x=done / whole)


def row_branched() -> None:
    tr = _material()
    from gogui.sgf import Node, Record

    app, window = _window()
    _p, real = _real_game_path()
    _to_middle(app, window, real, "real")
    repaint = _median(_repaint(window))
    rng = random.Random(11)
    base = tr.long_line(300)
    record = Record(19, Node(), komi=7.5)
    copies = [record.root]
    for node in base.main_line()[1:]:
        copies.append(copies[-1].add_child(Node(move=node.move)))
    points = [rng.randrange(10, 290) for _ in range(300)]
    for depth in points:
        tr.grow(copies[depth - 1], 6, rng)
    total = sum(1 for _ in tr.iter_tree(record.root))
    c = window.controller
    c.open_record(record, "tree")
    _settle(app)
    switches, steps = [], []
    for depth in points[:40]:
        c.go_to(depth)
        _settle(app)
        switches.append(_ms(lambda: (c.switch_variation(1), window.board.grab(), app.processEvents())))
        steps.extend(_steps(app, window, 3))
        _settle(app)
    _report("branched", nodes=float(total), switch_ms=_median(switches), step_ms=_median(steps),
            switch_max_ms=max(switches), repaint_ms=repaint, switch_x=_median(switches) / repaint)


def row_comment() -> None:
    from gogui.sgf import Node, Record

    app, window = _window()
    _p, real = _real_game_path()
    _to_middle(app, window, real, "real")
    repaint = _median(_repaint(window))
    record = Record(19, Node(), komi=7.5)
    first = record.root.add_child(Node(move=("B", "D4")))
    first.comment = "A short comment."
    huge = first.add_child(Node(move=("W", "Q16")))
    huge.comment = "x" * 10_000_000
    huge.add_child(Node(move=("B", "Q4"))).comment = "Short again."
    c = window.controller
    c.open_record(record, "huge comment")
    c.go_to(1)
    _settle(app)
    onto = _ms(lambda: (c.next(), window.board.grab(), app.processEvents()))
    away = _ms(lambda: (c.next(), window.board.grab(), app.processEvents()))
    kept = len(record.root.children[0].children[0].comment) == 10_000_000
    _report("comment", onto_ms=onto, away_ms=away, repaint_ms=repaint, onto_x=onto / repaint,
            comment_kept=float(kept))


def row_game() -> None:
    from gogui.engine import preset
    from gogui.session import GameSession
    from gogui.ui.game_controller import GameController
    from gogui.ui.game_window import GameWindow

    _path, real = _real_game_path()
    moves = [n.move for n in real.main_line()[1:] if n.move is not None]
    app = _app()
    tmp = Path(tempfile.mkdtemp())
    figures: dict[str, list[float]] = {}
    for autosave in (False, True, False, True):
        session = GameSession(preset("japanese"), 19, komi=6.5)
        controller = GameController(session, tmp / f"game-{autosave}.sgf" if autosave else None)
        window = GameWindow(controller)
        window.ask_to_save = lambda: "discard"
        window.show()
        app.processEvents()
        played = 0
        for _colour, vertex in moves:
            if played >= 300:
                break
            if session.active.check(vertex).legal if vertex else True:
                at = played + 1
                def move(vertex: str | None = vertex, controller=controller, window=window) -> None:
                    controller.click(vertex) if vertex else controller.pass_move()
                    window.board.grab()
                    app.processEvents()

                ms = _ms(move)
                if at in range(5, 16) or at in range(290, 301):
                    figures.setdefault(f"{'on' if autosave else 'off'}-{10 if at < 100 else 300}", []).append(ms)
                played += 1
        controller.flush_autosave()
        window.close()
        app.processEvents()
    off10, on10 = _median(figures["off-10"]), _median(figures["on-10"])
    off300, on300 = _median(figures["off-300"]), _median(figures["on-300"])
    _report("game", move10_ms=on10, move300_ms=on300, off10_ms=off10, off300_ms=off300,
            move10_x=on10 / off10, move300_x=on300 / off300, at300_vs_10=on300 / on10,
            autosave10_ms=on10 - off10, autosave300_ms=on300 - off300)


READING_S = 0.4  # how long the learn row's learner reads every other question before answering


def row_learn() -> None:
    """Learn mode, each action until the window has answered, against a repaint of the board:
    its first opening (the course page), then, once the course page has worked out what it
    works out while it shows, the whole course: starting each lesson, its introduction's Begin,
    each answer (the right one) and Next. Every other question is answered at once (answer),
    the others after READING_S of reading it (read_answer), while the event loop runs."""
    from PySide6.QtCore import QEvent

    from gogui.learn.course import COURSE

    os.environ["GOGUI_DATA_DIR"] = tempfile.mkdtemp()  # a progress store of the run's own
    _path, real = _real_game_path()
    app, window = _window()
    _to_middle(app, window, real, "real")
    repaint = statistics.fmean(_repaint(window))
    dock = window.learn
    times: dict[str, list[float]] = {"open": [], "start": [], "begin": [], "answer": [], "read_answer": [], "next": []}

    def timed(kind: str, action) -> None:
        def answered() -> None:
            action()
            app.processEvents()
            # What the event loop would do next: delete the last question's choices.
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)

        times[kind].append(_ms(answered))

    timed("open", dock.toggleViewAction().trigger)
    counting = getattr(dock, "_counting", None)  # the course page's own work, where it does any
    while counting is not None and counting.isActive():
        app.processEvents()
    for lesson in COURSE:
        timed("start", lambda lesson=lesson: dock.start(lesson.id))
        if dock.pages.currentIndex() == 1:  # the introduction
            timed("begin", dock.ask_current)
        asked = 0
        while dock.run is not None and not dock.run.finished and dock.run.current is not None:
            question = dock.run.current
            given = (question.result if question.form == "result" else
                     list(question.answer) if question.form == "several" else question.answer[0])
            asked += 1
            if asked % 2:  # answered at once, as a test would
                timed("answer", lambda given=given: dock.answer(given))
            else:  # answered after reading the question a moment, as a learner does
                reading = time.perf_counter() + READING_S
                while time.perf_counter() < reading:
                    app.processEvents()
                timed("read_answer", lambda given=given: dock.answer(given))
            timed("next", dock.next_question)
    whole = _window_repaint(window)  # the summary screen of the last lesson, Learn mode open
    figures = {"repaint_ms": repaint, "window_repaint_ms": whole}
    for kind, each in times.items():
        figures[f"{kind}_ms"] = _median(each)
        figures[f"{kind}_max_ms"] = max(each)
        figures[f"{kind}_x"] = _median(each) / repaint
        figures[f"{kind}_window_x"] = _median(each) / whole
    # Quiz me here at move 150 of the real game: until the window first answers, the longest
    # wait after that until the quiz begins, and the whole time.
    dock.leave()
    _to_middle(app, window, real, "real")
    start = time.perf_counter()
    dock.quiz_here()
    app.processEvents()
    waits = [(time.perf_counter() - start) * 1000]
    while dock.run is None and getattr(dock, "_quiz", None) is not None:
        waits.append(_ms(app.processEvents))
    figures.update(quiz_first_ms=waits[0], quiz_longest_after_ms=max(waits[1:], default=0.0),
                   quiz_total_ms=(time.perf_counter() - start) * 1000)
    _report("learn", **figures)


BARE = """
import time, sys
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication([])
w = QMainWindow(); w.setCentralWidget(QLabel("hello")); w.resize(1280, 800); w.show()
app.processEvents(); w.grab()
"""

# The app's own start (gogui.ui.app.main) as far as its first painted window, without the
# recovery question and the event loop: options read, the library listed, the window shown.
OURS = """
from gogui.ui import app as gogui_app
args = gogui_app.build_parser().parse_args([])
from gogui import diagrams
library = diagrams.diagram_ids()
from PySide6.QtWidgets import QApplication
app = QApplication([])
from gogui.ui.main_window import MainWindow
w = MainWindow(settings=None, autosave_folder=None); gogui_app._open_first(w, library)
w.resize(1280, 800); w.show(); app.processEvents(); w.grab()
"""

# After OURS: the Qt names that the app's modules loaded by then import at their top, as
# import lines. PySide6 builds a class (with its enums) when it is first imported.
QT_NAMES = """
import ast, json, sys
from pathlib import Path
names = {}
for name, module in list(sys.modules.items()):
    if name.startswith("gogui") and getattr(module, "__file__", None):
        for node in ast.parse(Path(module.__file__).read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("PySide6"):
                names.setdefault(node.module, set()).update(alias.name for alias in node.names)
print(json.dumps([f"from {module} import {', '.join(sorted(each))}" for module, each in sorted(names.items())]))
"""


def _floor(env: dict) -> str:
    """The bare window that also imports every Qt class and namespace the app's start imports:
    what PySide6 alone costs the app before any of its own code runs."""
    found = subprocess.run([sys.executable, "-c", OURS + QT_NAMES], env=env, capture_output=True, text=True,
                           check=True, cwd=env["PYTHONPATH"])
    imports = json.loads(found.stdout.strip().splitlines()[-1])
    return BARE.replace("app = QApplication([])\n", "app = QApplication([])\n" + "\n".join(imports) + "\n")


def row_startup(root: Path) -> None:
    env = dict(_cli_env(root), QT_QPA_PLATFORM="offscreen")
    times: dict[str, list[float]] = {"bare": [], "floor": [], "ours": []}
    with tempfile.TemporaryDirectory() as tmp:
        env["HOME"] = tmp
        env["XDG_CONFIG_HOME"] = env["XDG_DATA_HOME"] = tmp
        floor = _floor(env)
        for _ in range(5):
            for name, code in (("bare", BARE), ("floor", floor), ("ours", OURS)):
                start = time.perf_counter()
                subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True,
                               cwd=env["PYTHONPATH"])
                times[name].append(time.perf_counter() - start)
    bare, qt_floor, ours = (_median(times[name]) for name in ("bare", "floor", "ours"))
    _report("startup", bare_s=bare, gogui_s=ours, startup_x=ours / bare, qt_floor_s=qt_floor,
            qt_floor_x=qt_floor / bare)


def _cli_env(root: Path) -> dict:
    """The environment a user's gogui-rules runs in: the checkout's bytecode compiled and kept.
    Its programs run in the checkout's folder: `python -c` and `-m` put the working folder
    first on the path, so that run from another checkout they would measure that one."""
    import compileall

    compileall.compile_dir(str(root / "gogui"), quiet=1)
    env = dict(os.environ, PYTHONPATH=str(root))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _cli_seconds(env: dict, args: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "gogui.cli", *args], env=env, capture_output=True, text=True, check=True,
                   cwd=env["PYTHONPATH"])
    return time.perf_counter() - start


def row_questions(root: Path) -> None:
    path, _record = _real_game_path()
    env = _cli_env(root)
    times: dict[str, list[float]] = {"rulings": [], "questions": []}
    for _ in range(5):
        times["rulings"].append(_cli_seconds(env, [path, "--ruleset", "all", "--json"]))
        times["questions"].append(_cli_seconds(env, [path, "--questions", "--json"]))
    rulings, asked = _median(times["rulings"]), _median(times["questions"])
    _report("questions", rulings_s=rulings, questions_s=asked, questions_x=asked / rulings)


# ----- driving ------------------------------------------------------------------------------------

def run_row(row: str, root: Path) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(root))
    import gogui  # from the checkout measured, before the benchmarks' own imports add theirs

    assert Path(gogui.__file__).resolve().is_relative_to(root), gogui.__file__
    if row in ("startup", "questions"):
        globals()[f"row_{row}"](root)
    else:
        globals()[f"row_{row}"]()


def child(row: str, root: Path, timeout: float = 400, kind: str | None = None) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if kind:
        env["FELT_KIND"] = kind
    try:
        out = subprocess.run([sys.executable, __file__, "--one", row, "--root", str(root)], env=env,
                             capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"row": f"{row}-{kind}" if kind else row, "timed_out_s": timeout}
    for line in out.stdout.splitlines():
        if line.startswith("RESULT "):
            return json.loads(line[len("RESULT "):])
    return {"row": row, "failed": out.stderr[-400:]}


def cases(rows: list[str]) -> list[tuple[str, str | None]]:
    found: list[tuple[str, str | None]] = []
    for row in rows:
        if row == "end100k":
            found += [("end100k", "passes"), ("end100k", "moves")]
        else:
            found.append((row, None))
    return found


def main() -> None:
    args = sys.argv[1:]
    root = HERE.parent
    if "--root" in args:
        at = args.index("--root")
        root = Path(args[at + 1]).resolve()
        del args[at:at + 2]
    if "--one" in args:
        run_row(args[args.index("--one") + 1], root)
        return
    rounds = 3
    if "--rounds" in args:
        at = args.index("--rounds")
        rounds = int(args[at + 1])
        del args[at:at + 2]
    base = None
    if "--compare" in args:
        at = args.index("--compare")
        base = Path(args[at + 1]).resolve()
        del args[at:at + 2]
    unknown = [a for a in args if a not in ROWS]
    if unknown:
        sys.exit(f"felt_speed: no row {', '.join(unknown)}; the rows are {', '.join(ROWS)}")
    rows = args or list(ROWS)
    roots = {"after": root} if base is None else {"before": base, "after": root}
    results: dict[tuple[str, str], list[dict]] = {}
    for round_ in range(rounds if base is not None else 1):
        for row, kind in cases(rows):
            for name, where in roots.items():
                result = child(row, where, timeout=150 if row == "end100k" else 600, kind=kind)
                key = (result.get("row", row), name)
                results.setdefault(key, []).append(result)
                print(f"round {round_ + 1} {name:6} {json.dumps(result)}", flush=True)
    print("\nmedians:")
    for (row, name), found in sorted(results.items()):
        keys = sorted({k for r in found for k in r if k != "row" and isinstance(r[k], (int, float))})
        medians = {k: round(_median([r[k] for r in found if k in r]), 2) for k in keys}
        print(f"  {row:18} {name:6} {medians}")


if __name__ == "__main__":
    main()
