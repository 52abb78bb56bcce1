"""The desktop application's entry point: options, settings, and offscreen screenshots."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from .. import diagrams, i18n
from ..about import version
from ..engine import PRESETS
from . import startup_check


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gogui", description="Step through Go positions and see what every ruleset says.")
    parser.add_argument("file", nargs="?", help="an SGF file to open")
    parser.add_argument("--diagram", metavar="ID", help="open a diagram of the built-in library")
    parser.add_argument("--ruleset", metavar="ID", choices=list(PRESETS), help="the ruleset shown on the board")
    parser.add_argument("--move", type=int, metavar="N", help="go to node N of the main line")
    parser.add_argument("--screenshot", metavar="OUT.png",
                        help="render the window offscreen at 1280x800 to a PNG and exit")
    parser.add_argument("--score", action="store_true",
                        help="open FILE as a game and show its count (dead stones: the TB/TW marks)")
    parser.add_argument("--learn", nargs="?", const="", metavar="LESSON",
                        help="open Learn mode (at a lesson; with --screenshot, its first question)")
    parser.add_argument("--lang", metavar="CODE",
                        help="the language of this run: en, ja, ko, zh_CN or zh_TW, or a locale name such as "
                             "ja_JP (default: the one chosen in View > Language, else the system's)")
    parser.add_argument("--version", action=_VersionAction)
    return parser


class _VersionAction(argparse.Action):
    """--version: the installed version, read only when asked (reading the package metadata
    costs every start tens of milliseconds)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS,
                 default: str = argparse.SUPPRESS, help: str = "show program's version number and exit") -> None:
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        print(f"gogui {version()}")
        parser.exit()


def _open_first(window, library: list[str]) -> None:
    """The library's first diagram, or an empty board when no diagram could be read."""
    if library:
        window.open_diagram(library[0])
    else:
        window.controller.new_position(19)


def _lesson_position(diagram_id: str) -> bool:
    """Whether the id names a lesson position of the course, which opens like a library diagram."""
    try:
        diagrams.diagram_path(diagram_id)
    except KeyError:
        return False
    return True


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(list(argv) if argv is not None else None)
    library = diagrams.diagram_ids()
    for unread in diagrams.library_problems():
        print(f"gogui: warning: {unread.text()}", file=sys.stderr)
    if args.diagram is not None and args.diagram not in library and not _lesson_position(args.diagram):
        print(f"gogui: error: no diagram {args.diagram!r}; see gogui-rules --list-diagrams", file=sys.stderr)
        return 2
    if args.learn:
        from ..learn.course import COURSE

        if args.learn not in [each.id for each in COURSE]:
            print(f"gogui: error: no lesson {args.learn!r}; the course has: "
                  f"{', '.join(each.id for each in COURSE)}", file=sys.stderr)
            return 2
    if args.lang is not None and i18n.normalized(args.lang) is None:
        print(f"gogui: error: no language {args.lang!r}; choose one of {', '.join(i18n.LANGUAGES)}", file=sys.stderr)
        return 2
    if args.screenshot:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    else:
        # Qt aborts with a long message when it cannot open its window; say what is missing.
        problem = startup_check.startup_problem(os.environ)
        if problem is not None:
            print(problem, file=sys.stderr)
            return 1

    try:
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication
    except ImportError as err:  # e.g. a system library QtGui needs: "libEGL.so.1: cannot open ..."
        print(f"gogui: cannot start: {err}", file=sys.stderr)
        return 1

    from .main_window import MainWindow
    from .resources import app_icon

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)  # the windows need a widget application
    app.setOrganizationName("gogui")
    app.setApplicationName("gogui")
    app.setDesktopFileName("gogui")  # the gogui.desktop entry: its name and icon in the desktop's task list
    app.setWindowIcon(app_icon())
    settings = None if args.screenshot else QSettings()
    from .translation import start_language

    start_language(settings, args.lang)
    from .autosaves import autosave_folder

    window = MainWindow(settings=settings, autosave_folder=None if args.screenshot else autosave_folder())
    if args.screenshot:
        window.error_hook = _print_error
    if args.score:
        if not args.file:
            print("gogui: error: --score needs a saved game (FILE.sgf)", file=sys.stderr)
            return 2
        return _show_count(app, window, args)
    if args.ruleset:
        window.rulesets.box.setCurrentIndex(window.rulesets.box.findData(args.ruleset))
    if args.file and args.screenshot:
        if not window.files.open_path(args.file):
            return 1
    elif args.file:
        # Something to show first, so that a file that cannot be opened leaves a record for
        # every action; its error is then shown over the window.
        _open_first(window, library)
        window.show()
        window.files.open_path(args.file)
    elif args.diagram:
        window.open_diagram(args.diagram)
    else:
        _open_first(window, library)
    if args.move is not None:
        window.controller.go_to(args.move)
    if args.learn is not None:
        window.learn.open_from_command_line(args.learn or None, screenshot=bool(args.screenshot))
    elif not (args.file or args.diagram or args.screenshot):
        from .learn_mode import learn_was_open

        if learn_was_open(window):  # where the learner stopped, even if the program was killed
            window.learn.reopen()
    if args.screenshot:
        window.resize(1280, 800)
        window.show()
        app.processEvents()
        while window.controller.working_out():  # a far node is worked out in slices: shown once ready
            app.processEvents()
        image = window.grab()
        if not image.save(args.screenshot, "PNG"):
            print(f"gogui: error: cannot write {args.screenshot}", file=sys.stderr)
            return 1
        window.close()
        return 0
    window.show()
    from .override_errors import report_uncaught

    sys.excepthook = report_uncaught  # an error of a slot is said in the window, as an override's is
    ending = _SignalEnding(app, window)
    window.files.offer_recovery()
    if ending.signal is not None:  # a signal came while the recovery question was open
        return ending.finish()
    return app.exec()


# How often the interpreter gets control while Qt's event loop waits, so that a signal's Python
# handler runs promptly (Python runs handlers only between its own instructions).
SIGNAL_CHECK_MS = 250


class _SignalEnding:
    """SIGTERM and SIGHUP (a logout, a shutdown) write every autosave that waits for a pause and
    end the app without closing its windows, so that their unsaved work is offered at the next
    start. The handler only notes the signal: the writing is done by the event loop once the
    step in progress (an edit, say) is complete."""

    def __init__(self, app, window) -> None:
        import signal

        from PySide6.QtCore import QTimer

        self.app = app
        self.window = window
        self.signal: int | None = None
        self.status: int | None = None  # the exit status, once ended
        for name in ("SIGTERM", "SIGHUP"):
            number = getattr(signal, name, None)  # Windows has no SIGHUP
            if number is not None:
                signal.signal(number, self._noted)
        self._ticker = QTimer(app)
        self._ticker.timeout.connect(self._tick)
        self._ticker.start(SIGNAL_CHECK_MS)

    def _tick(self) -> None:
        if self.signal is not None:
            self.finish()

    def _noted(self, signum: int, _frame) -> None:
        if self.signal is None:
            self.signal = signum
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self.finish)

    def finish(self) -> int:
        """Write the pending autosaves, say so on stderr and end the event loop (once)."""
        import signal

        if self.status is not None or self.signal is None:
            return self.status or 0
        self.status = 128 + self.signal
        name = signal.Signals(self.signal).name
        try:
            problems = self.window.casual.flush_autosaves()
            for problem in problems:
                print(f"gogui: {name}: {problem}", file=sys.stderr)
            if not problems:
                print(f"gogui: ended by {name}; unsaved work is offered at the next start", file=sys.stderr)
        finally:
            self.app.exit(self.status)
        return self.status


def _print_error(_title: str, text: str) -> None:
    """An error of a screenshot run, on stderr in one line (no message box: nobody could close it)."""
    print(f"gogui: error: {' '.join(text.split())}", file=sys.stderr)


def _show_count(app, window, args) -> int:
    """Open a saved game, settle it with its marked dead stones and show (or render) the count."""
    game_window = window.casual.open_game(args.file)
    if game_window is None:
        return 1
    session = game_window.controller.session
    if session.stage == "marking":
        game_window.controller.accept()
    if args.screenshot:
        game_window.resize(1280, 800)
        app.processEvents()
        if not game_window.grab().save(args.screenshot, "PNG"):
            print(f"gogui: error: cannot write {args.screenshot}", file=sys.stderr)
            return 1
        return 0
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
