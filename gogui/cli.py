"""gogui-rules: replay SGF games under any rulesets and report each ruling, headless and Qt-free."""

from __future__ import annotations

import argparse
import gc
import os
import sys

# The rules engine, the SGF reader and json are imported where they are used, so that --version,
# --help and a bad option do not wait for them. The names below are for type checkers only,
# which read TYPE_CHECKING as true; typing itself is not imported for it (~4 ms).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

    from .engine import Result, Ruleset
    from .replay import Replay
    from .sgf import Record
    from .worksheet import Worksheet

PROG = "gogui-rules"


def translate(context: str, text: str) -> str:
    """A text in the chosen language (gogui.i18n.translate). gogui.i18n is loaded when --lang
    chose a language; until then every text is English, and --version, --help and a bad option
    do not wait for it to load."""
    i18n = sys.modules.get(f"{__package__ or 'gogui'}.i18n")
    return text if i18n is None else i18n.translate(context, text)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name the extractor looks for
    """Mark a text of a table for translation (gogui.i18n.QT_TRANSLATE_NOOP, without loading it)."""
    return text


def print_error(message: str) -> None:
    """Print an error on stderr: "gogui-rules: error: ..."."""
    print(translate("gogui-rules", "{prog}: error: {message}").format(prog=PROG, message=message), file=sys.stderr)


def print_warning(message: str) -> None:
    """Print a warning on stderr: "gogui-rules: warning: ..."."""
    print(translate("gogui-rules", "{prog}: warning: {message}").format(prog=PROG, message=message),
          file=sys.stderr)


def epilog() -> str:
    return translate(
        "gogui-rules",
        "Ruleset ids: {ids}. A custom ruleset: --rules "
        "base=ID,key=value,... with the option names ko, cycles, suicide, scoring, seki, "
        "passes, pass-stones, white-passes-last, disputes, removals, equal-dispute-moves, "
        "komi, handicap-komi, ties, handicap-ties, handicap-placement, handicap-compensation.")


def early_language(argv: Sequence[str]) -> None:
    """Choose the language --lang names before the parser is built, so that --help and the
    parser's own messages are in it (an unknown language is left for main() to refuse)."""
    for index, arg in enumerate(argv):
        if arg == "--":
            return
        value = None
        if arg == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        elif arg.startswith("--lang="):
            value = arg[len("--lang="):]
        if value is not None:
            from . import i18n

            if i18n.normalized(value) is not None:
                i18n.set_language(value)
            return


def terminal_columns() -> int:
    """The terminal's width as shutil.get_terminal_size() gives it (COLUMNS, else the width of
    the terminal on stdout, else 80), without importing shutil."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's help layout, as wide as the terminal. argparse makes a formatter for each
    option it adds; its own one imports shutil to ask the terminal's width, ~3 ms of every run."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, width=terminal_columns() - 2)

    def add_usage(self, usage: str | None, actions: Iterable[argparse.Action],
                  groups: Iterable[argparse._MutuallyExclusiveGroup], prefix: str | None = None) -> None:
        if prefix is None:
            prefix = translate("gogui-rules", "usage: ")
        super().add_usage(usage, actions, groups, prefix)


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad option in one clear line, and lists the presets in --help."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, translate("gogui-rules", "{prog}: error: {message} (see {prog} --help)").format(
            prog=self.prog, message=message) + "\n")

    def format_help(self) -> str:
        from .engine import PRESETS

        self.epilog = epilog().format(ids=", ".join(PRESETS))
        return super().format_help()


class _VersionAction(argparse.Action):
    """--version: the program and the installed version, read from the package metadata only when
    asked (importing importlib.metadata and reading the metadata cost every run tens of ms)."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS,
                 help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        from .about import version

        sys.stdout.write(f"{PROG} {version()}\n")
        parser.exit()


def komi_option(text: str) -> float:
    """--komi's value: a finite number of points."""
    from .engine import parse_komi

    try:
        return parse_komi(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        formatter_class=_HelpFormatter,
        description=translate(
            "gogui-rules",
            "Replay the main line of every game in an SGF file under one or more rulesets and "
            "report what each says: which move is illegal and why, when the game ends, who wins."),
        add_help=False,
    )
    # argparse's own headings and --help, in the chosen language (its error messages stay English).
    parser._positionals.title = translate("gogui-rules", "positional arguments")
    parser._optionals.title = translate("gogui-rules", "options")
    parser.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                        help=translate("gogui-rules", "show this help message and exit"))
    parser.add_argument("file", nargs="?", help=translate("gogui-rules", "an SGF file"))
    parser.add_argument("--diagram", metavar="ID",
                        help=translate("gogui-rules", "replay a diagram of the built-in library instead of a file"))
    parser.add_argument("--list-diagrams", action="store_true",
                        help=translate("gogui-rules", "list the built-in diagrams and exit"))
    parser.add_argument("--ruleset", action="append", default=[], metavar="ID",
                        help=translate("gogui-rules", "a preset id, or 'all' (repeatable; default: all presets)"))
    parser.add_argument("--rules", action="append", default=[], metavar="SPEC",
                        help=translate("gogui-rules", "a custom ruleset base=ID,key=value,... (repeatable)"))
    parser.add_argument("--komi", type=komi_option,
                        help=translate("gogui-rules", "komi (default: the file's KM, else the ruleset's)"))
    parser.add_argument("--score", action="store_true",
                        help=translate("gogui-rules", "score an unfinished game as if both players passed now"))
    parser.add_argument("--dead", metavar="V,V,...",
                        help=translate("gogui-rules", "dead stones for the count (default: TB/TW marks on the last "
                                                      "node)"))
    parser.add_argument("--questions", action="store_true",
                        help=translate("gogui-rules", "print the questions Learn mode asks on the diagram (its "
                                                      "lessons' questions) or on the file's main line, with their "
                                                      "answers"))
    parser.add_argument("--lesson", metavar="ID",
                        help=translate("gogui-rules", "with --questions: the questions of one lesson of Learn mode's "
                                                      "course (its ids: --course --json)"))
    parser.add_argument("--sgf", metavar="OUT",
                        help=translate("gogui-rules", "with --questions: also write them as one SGF collection, a "
                                                      "game per line asked on, each question, its answer and why in "
                                                      "the comment of the node it is asked at, the move asked about "
                                                      "marked: a handout to step through in any SGF viewer"))
    parser.add_argument("--pdf", metavar="OUT",
                        help=translate("gogui-rules", "with --questions or --differences: also write a worksheet as a "
                                                      "PDF, each question (or move where the rulesets differ) with "
                                                      "its board, the answers from a new page"))
    parser.add_argument("--html", metavar="OUT",
                        help=translate("gogui-rules", "with --questions or --differences: also write the worksheet as "
                                                      "one web page, its boards drawn in it, ready to print"))
    parser.add_argument("--paper", choices=("a4", "letter"),
                        help=translate("gogui-rules", "with --pdf: the paper (default: Letter where the system's "
                                                      "country measures in US units, else A4)"))
    parser.add_argument("--transform", metavar="NAME",
                        help=translate("gogui-rules", "with --questions: ask them on the position turned (rot90, "
                                                      "rot180, rot270: a quarter, a half, three quarters "
                                                      "clockwise), reflected left to right (mirror) or with the "
                                                      "colours swapped (swap)"))
    parser.add_argument("--course", action="store_true",
                        help=translate("gogui-rules", "print Learn mode's whole course, lesson by lesson: its "
                                                      "concept, introduction, rules and steps, its worked example "
                                                      "and its questions with their answers"))
    parser.add_argument("--differences", nargs="+", metavar="FILE",
                        help=translate("gogui-rules", "for each game of each SGF file (a folder: its .sgf and .mgt "
                                                      "files, searched through), list the moves where the rulesets "
                                                      "disagree, which say what, and the counts that differ at "
                                                      "the end"))
    parser.add_argument("--lang", metavar="CODE",
                        help=translate("gogui-rules", "the language of the text output: en, ja, ko, zh_CN or zh_TW, "
                                                      "or a locale name such as ja_JP (default: English; JSON keys "
                                                      "and reason codes never change)"))
    parser.add_argument("--version", action=_VersionAction,
                        help=translate("gogui-rules", "show program's version number and exit"))
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help=translate("gogui-rules", "machine-readable output"))
    output.add_argument("--summary", action="store_true",
                        help=translate("gogui-rules", "a few lines per ruleset (the default)"))
    return parser


def choose_rulesets(ids: list[str], specs: list[str]) -> list[Ruleset]:
    from .engine import PRESETS, parse_rules_spec, preset

    chosen: list[Ruleset] = []
    for ruleset_id in ids:
        if ruleset_id == "all":
            chosen.extend(PRESETS.values())
        else:
            chosen.append(preset(ruleset_id))
    for spec in specs:
        chosen.append(parse_rules_spec(spec))
    if not chosen:
        chosen = list(PRESETS.values())
    return chosen


def load_warnings(records: list[Record]) -> list[str]:
    """What reading the file left out or guessed, once each; in a collection, what concerns one
    game names it (notes on the whole file, such as its character set, come with every game)."""
    out: list[str] = []
    for number, record in enumerate(records, 1):
        for warning in record.warnings:
            shared = all(warning in other.warnings for other in records)
            text = warning if shared else translate("gogui-rules", "game {number}: {warning}").format(
                number=number, warning=warning)
            if text not in out:
                out.append(text)
    return out


def parse_dead(text: str | None) -> list[str] | None:
    if text is None:
        return None
    return [v.strip() for v in text.split(",") if v.strip()]


def ruling(rep: Replay, dead: list[str] | None, score: bool) -> dict:
    """The JSON object for one ruleset's replay of one game."""
    from .engine.board import COLOR_LETTERS

    game = rep.game
    if dead is not None:
        for vertex in dead:
            game.point(vertex)  # a bad vertex is reported as an error, not ignored
    result = rep.result(dead, score)
    illegal = None
    if rep.illegal is not None:
        o = rep.illegal
        illegal = {
            "number": o.number, "color": COLOR_LETTERS[o.color], "vertex": o.vertex or "pass",
            "reason": o.reason, "explanation": o.explanation,
        }
    ended = None
    if game.ended is not None:
        ended = {"number": game.ended[0], "reason": game.ended[1]}
    return {
        "id": rep.ruleset.id,
        "name": rep.ruleset.name,
        "moves": [
            {"number": o.number, "color": COLOR_LETTERS[o.color], "vertex": o.vertex or "pass",
             "captures": o.captures, "events": list(o.events)}
            for o in rep.moves
        ],
        "illegal": illegal,
        "ended": ended,
        "result": result.as_dict(game.board.vertex),
        "to_play": COLOR_LETTERS[game.to_move],
        "banned": [{"vertex": v, "reason": r} for v, r in game.banned()],
        "board": game.board.rows(),
    }


def player_name(color: int) -> str:
    """Black or White, in the chosen language."""
    return translate("gogui-rules", "Black") if color == 1 else translate("gogui-rules", "White")


def point_name(vertex: str | None) -> str:
    """A move's point, or "pass" in the chosen language."""
    return vertex or translate("gogui-rules", "pass")


def ruleset_heading(ruleset: Ruleset) -> str:
    """A ruleset's name in the chosen language and its id: "Japanese 1989 [japanese]"."""
    from .engine.rules import ruleset_title

    return f"{ruleset_title(ruleset)} [{ruleset.id}]"


# How a game ended, by the engine's reason code (another code is shown as it is).
ENDINGS = {
    "passes": QT_TRANSLATE_NOOP("gogui-rules", "play stopped by successive passes"),
    "no-result": QT_TRANSLATE_NOOP("gogui-rules", "a long cycle: no result"),
    "repetition": QT_TRANSLATE_NOOP("gogui-rules", "threefold repetition"),
}


def summary_lines(record: Record, rep: Replay, result: Result) -> list[str]:
    """A few lines on one ruleset's replay: the ruling, the events other than captures, ko and
    passes, and the result. Reason, event and result codes are shown as the JSON gives them."""
    from .i18n import plural

    game = rep.game
    lines = [ruleset_heading(rep.ruleset)]
    played = len(rep.moves)
    if rep.illegal is not None:
        o = rep.illegal
        lines.append("  " + translate("gogui-rules", "move {number} {player} {point} is illegal ({reason}): "
                                                     "{explanation}").format(
            number=o.number, player=player_name(o.color), point=point_name(o.vertex), reason=o.reason,
            explanation=o.explanation))
    elif game.ended is not None:
        number, reason = game.ended
        what = translate("gogui-rules", ENDINGS[reason]) if reason in ENDINGS else reason
        ended = plural(played, translate("gogui-rules", "1 move replayed; the game ended at move {number}: {how}"),
                       translate("gogui-rules", "{played} moves replayed; the game ended at move {number}: {how}"))
        lines.append("  " + ended.format(played=played, number=number, how=what))
    elif game.to_move == 1:
        lines.append("  " + plural(played, translate("gogui-rules", "the 1 move is legal; Black to play"),
                                   translate("gogui-rules", "all {played} moves are legal; Black to play")).format(
            played=played))
    else:
        lines.append("  " + plural(played, translate("gogui-rules", "the 1 move is legal; White to play"),
                                   translate("gogui-rules", "all {played} moves are legal; White to play")).format(
            played=played))
    for o in rep.moves:
        notable = [e for e in o.events if e not in ("capture", "ko", "pass")]
        if notable:
            lines.append("    " + translate("gogui-rules", "move {number} {player} {point}: {events}").format(
                number=o.number, player=player_name(o.color), point=point_name(o.vertex),
                events=", ".join(notable)))
    if result.explanation:
        lines.append("  " + translate("gogui-rules", "result: {kind} - {explanation}").format(
            kind=result.kind, explanation=result.explanation))
    else:
        lines.append("  " + translate("gogui-rules", "result: {kind}").format(kind=result.kind))
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    early_language(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    _check_options(parser, args)
    if args.list_diagrams:
        return _list_diagrams()
    if args.course:
        if args.file is not None or args.diagram is not None or args.differences is not None or args.questions:
            parser.error(translate("gogui-rules", "--course prints the whole course: give no file, --diagram, "
                                                  "--questions or --differences"))
        return _course(args)
    if args.differences is not None:
        if args.file is not None or args.diagram is not None:
            parser.error(translate("gogui-rules", "--differences takes its own files: give no other file or "
                                                  "--diagram"))
        return _differences(args, _chosen_rulesets(parser, args))
    if (args.lesson is not None or args.sgf is not None) and not args.questions:
        parser.error(translate("gogui-rules", "--lesson and --sgf go with --questions"))
    if args.lesson is not None:
        if args.file is not None or args.diagram is not None:
            parser.error(translate("gogui-rules", "give one of an SGF file, --diagram or --lesson"))
        return _questions(args, _chosen_rulesets(parser, args))
    if args.file is not None and args.diagram is not None:
        parser.error(translate("gogui-rules", "give either an SGF file or --diagram, not both"))
    if args.file is None and args.diagram is None:
        parser.error(translate("gogui-rules", "an SGF file (or --diagram ID) is required"))
    rulesets = _chosen_rulesets(parser, args)
    if args.questions:
        return _questions(args, rulesets)
    if args.diagram is not None:
        return _diagram(args, rulesets)
    return _rule_file(args, rulesets)


def _check_options(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """The options that stand on their own: the language set, a transform and the worksheet's
    options given where they apply (the parser's error, and exit, otherwise)."""
    if args.lang is not None:
        from . import i18n

        if i18n.normalized(args.lang) is None:
            parser.error(translate("gogui-rules", "--lang: no language {code}; choose one of {codes}").format(
                code=repr(args.lang), codes=", ".join(i18n.LANGUAGES)))
        # early_language() chose it already, unless the parser saw another --lang
        if i18n.language() != i18n.normalized(args.lang):
            i18n.set_language(args.lang)
    if args.transform is not None:
        from .transform import check_transform

        if not args.questions:
            parser.error(translate("gogui-rules", "--transform turns the position questions are asked on: give it "
                                                  "with --questions"))
        try:
            check_transform(args.transform)
        except ValueError as err:
            parser.error(f"--transform: {err}")
    if (args.pdf is not None or args.html is not None) and not (args.questions or args.differences is not None):
        parser.error(translate("gogui-rules", "--pdf and --html write a worksheet: give them with --questions or "
                                              "--differences"))
    if args.paper is not None and args.pdf is None:
        parser.error(translate("gogui-rules", "--paper goes with --pdf"))


def _chosen_rulesets(parser: argparse.ArgumentParser, args: argparse.Namespace) -> list[Ruleset]:
    """The rulesets --ruleset and --rules name (the parser's error, and exit, for one it cannot read)."""
    try:
        return choose_rulesets(args.ruleset, args.rules)
    except ValueError as err:
        parser.error(str(err))


def _rule_file(args: argparse.Namespace, rulesets: list[Ruleset]) -> int:
    """The file's games replayed under the rulesets, their rulings printed; 1 if it cannot be read."""
    from .sgf import SgfError, read_file

    try:
        records = read_file(args.file)
    except SgfError as err:
        print_error(str(err))
        return 1
    for warning in load_warnings(records):
        print_warning(f"{args.file}: {warning}")
    # Replaying and writing the rulings leave no cyclic garbage, but they allocate so much that
    # the cyclic garbage collector passed over the live objects again and again: several ms of a
    # run, tens when it made a full pass. It is off from here to the output (reading, before,
    # does leave cycles: sgfmill's trees).
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _rule_records(args, records, rulesets)
    finally:
        if collecting:
            gc.enable()


def _rule_records(args: argparse.Namespace, records: list[Record], rulesets: list[Ruleset]) -> int:
    """Replay every game of the file under every ruleset and print the rulings."""
    from .replay import dead_from_territory, replay

    dead = parse_dead(args.dead)
    games_out = []
    text: list[str] = []
    for number, record in enumerate(records, 1):
        rulings = []
        if len(records) > 1:
            text.append(translate("gogui-rules", "Game {number} ({size}x{size})").format(number=number,
                                                                                        size=record.size))
        nodes = record.main_line()
        for ruleset in rulesets:
            try:
                rep = replay(record, ruleset, komi=args.komi, nodes=nodes)
                obj = ruling(rep, dead, args.score)
            except ValueError as err:
                print_error(str(err))
                return 1
            rulings.append(obj)
            if not args.json:
                used_dead = dead if dead is not None else dead_from_territory(rep.game, rep.last_node)
                text.extend(summary_lines(record, rep, rep.result(used_dead, args.score)))
        games_out.append({"size": record.size, "rulesets": rulings})
    return _emit({"games": games_out} if args.json else None, text)


# The output is laid out one item per line, indented a space a level, down to each ruling's
# parts (the output, its games or diagram lines, their rulings, a ruling, its parts); deeper
# values, such as a move or a banned point, take one line each.
JSON_LAYOUT_DEPTH = 6


def json_text(value: object, depth: int = JSON_LAYOUT_DEPTH) -> str:
    """value as JSON text (dict keys are strings): dicts and lists one item per line, indented a
    space a level, down to `depth` levels; what lies deeper on one line each.

    json.dumps(indent=...) lays out every level, with Python's own encoder (the C one cannot
    indent): on a 300-move game under every preset that took ~30 ms, several times what
    encoding the one-line values with the C encoder takes.
    """
    out: list[str] = []
    _write_json(value, depth, "\n", _one_line_encoder(), out)
    return "".join(out)


def _write_json(value: object, depth: int, newline: str, one_line: Callable[[object], str],
                out: list[str]) -> None:
    if depth <= 0 or not value or not isinstance(value, (dict, list, tuple)):
        out.append(one_line(value))
        return
    inner = newline + " "
    separator = "," + inner
    if isinstance(value, dict):
        out.append("{")
        for index, (key, item) in enumerate(value.items()):
            out.append(separator if index else inner)
            out.append(one_line(key))
            out.append(": ")
            _write_json(item, depth - 1, inner, one_line, out)
        out.append(newline + "}")
    elif depth == 1:
        out.append("[" + inner + separator.join(map(one_line, value)) + newline + "]")
    else:
        out.append("[")
        for index, item in enumerate(value):
            out.append(separator if index else inner)
            _write_json(item, depth - 1, inner, one_line, out)
        out.append(newline + "]")


def _one_line_encoder() -> Callable[[object], str]:
    """A function that writes one value as JSON on one line, as json.dumps(value,
    ensure_ascii=False) does. It calls the C encoder that json.dumps uses directly: the set-up
    json.dumps repeats on every call took as long as encoding a move. Where there is no C
    encoder, JSONEncoder.encode does it."""
    import json.encoder

    encoder = json.JSONEncoder(ensure_ascii=False)
    make = getattr(json.encoder, "c_make_encoder", None)  # private, and absent from the type stubs
    if make is None:
        return encoder.encode
    encode = make(None, encoder.default, json.encoder.encode_basestring, None,
                  encoder.key_separator, encoder.item_separator, False, False, True)
    return lambda value: "".join(encode(value, 0))


def _emit(obj: dict | list | None, text: list[str]) -> int:
    """Print the JSON value, or else the text lines; a reader that stops early is no error."""
    try:
        if obj is not None:
            sys.stdout.write(json_text(obj) + "\n")
        else:
            print("\n".join(text))
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader (say, `head`) stopped early: that is not an error of ours.
        with open(os.devnull, "w") as devnull:
            os.dup2(devnull.fileno(), sys.stdout.fileno())
    return 0


def _list_diagrams() -> int:
    from . import diagrams

    library = diagrams.all_diagrams()
    for problem in diagrams.library_problems():
        print_warning(problem.text())
    width = max((len(d.id) for d in library), default=0)
    themes = {d.theme: "[" + diagrams.theme_title(d.theme) + "]" for d in library}
    theme_width = max((columns(theme) for theme in themes.values()), default=0)
    text = [f"{d.id:{width}}  {padded(themes[d.theme], theme_width)}  {d.title}: {d.summary}" for d in library]
    return _emit(None, text)


def columns(text: str) -> int:
    """How many terminal columns a text takes: two for each wide (CJK) character."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def padded(text: str, width: int) -> str:
    """A text padded with spaces to take `width` terminal columns."""
    return text + " " * (width - columns(text))


def _diagram(args: argparse.Namespace, rulesets: list[Ruleset]) -> int:
    """Replay every line of a built-in diagram as the library does, under each ruleset."""
    from . import diagrams
    from .sgf import SgfError

    try:
        diagram = diagrams.load(args.diagram)
    except KeyError as err:
        print_error(err.args[0])
        return 1
    except SgfError as err:
        print_error(str(err))
        return 1
    text = [f"{diagram.title} [{diagram.id}]", f"  {diagram.summary}"]
    lines_out = []
    for line in diagram.lines:
        text.append(f"{diagrams.line_title(line.name)}:")
        rulings = []
        for rules in rulesets:
            ruled = diagrams.rule_line(diagram, line, rules)
            obj = ruling(ruled.replay, None, False)
            obj["ruling"] = ruled.ruling.text()
            obj["documented"] = line.rulings[rules.id].text() if rules.id in line.rulings else None
            if ruled.result is not None:
                obj["result"] = ruled.result.as_dict(ruled.replay.game.board.vertex)
            rulings.append(obj)
            text.append(f"  {ruleset_heading(rules)}: {diagrams.verdict_words(ruled.ruling)}")
            text.append(f"    {' '.join(ruled.explanation.split())}")
        lines_out.append({"name": line.name, "size": diagram.record.size, "rulesets": rulings})
    return _emit({"diagram": diagram.id, "title": diagram.title, "lines": lines_out} if args.json else None,
                 text)


def sgf_paths(names: list[str]) -> list[str]:
    """The files named, a folder standing for the game records in it and below it (sorted): its
    .sgf and .mgt files, as the window opens them. The other files of a folder are left out,
    and a warning on stderr says which and why."""
    from pathlib import Path

    from .i18n import plural
    from .sgf import RECORD_SUFFIXES

    paths: list[str] = []
    for name in names:
        path = Path(name)
        if not path.is_dir():
            paths.append(name)
            continue
        files = [p for p in sorted(path.rglob("*")) if p.is_file()]
        paths.extend(str(p) for p in files if p.suffix.lower() in RECORD_SUFFIXES)
        others = [str(p.relative_to(path)) for p in files if p.suffix.lower() not in RECORD_SUFFIXES]
        if others:
            shown = ", ".join(others[:5]) + (", \u2026" if len(others) > 5 else "")
            print_warning(plural(len(others),
                                 translate("gogui-rules", "{folder}: 1 file left out, not a game record "
                                                          "(.sgf or .mgt): {files}"),
                                 translate("gogui-rules", "{folder}: {count} files left out, not game records "
                                                          "(.sgf or .mgt): {files}")).format(
                folder=name, count=len(others), files=shown))
    return paths


def _differences(args: argparse.Namespace, rulesets: list[Ruleset]) -> int:
    """--differences: where the rulesets part along each record's main line, as text or JSON.
    Exit status 1 when a file could not be read (the others are still reported)."""
    from .differences import final_outcomes, line_differences
    from .sgf import SgfError, read_file
    from .teaching import TreeRulings

    def named(groups: list) -> list[dict]:
        return [{"result": words, "rulesets": [r.id for r in group]} for words, group in groups]

    def listed(groups: list) -> str:
        return "; ".join(f"{words}: {', '.join(r.id for r in group)}" for words, group in groups)

    status = 0
    records_out = []
    text: list[str] = []
    sheet_wanted = args.pdf is not None or args.html is not None
    games: list = []  # the worksheet's games, when one is asked for
    for path in sgf_paths(args.differences):
        try:
            records = read_file(path)
        except (SgfError, OSError) as err:
            print_error(str(err))  # it names the file
            status = 1
            continue
        for warning in load_warnings(records):
            print_warning(f"{path}: {warning}")
        for number, record in enumerate(records, 1):
            name = path if len(records) == 1 else translate("gogui-rules", "{file} (game {number})").format(
                file=path, number=number)
            try:
                if sheet_wanted:
                    from .learn.question_sgf import Source
                    from .worksheet import Boards, game_differences

                    boards = Boards()
                    model = boards.rulings(Source(name, record, record.main_line()))
                    games.append(game_differences(record, name, rulesets, boards=boards))
                else:
                    model = TreeRulings(record, rulesets=rulesets)
                found = line_differences(model, rulesets)
                endings = final_outcomes(model, rulesets)
            except ValueError as err:
                print_error(f"{name}: {err}")
                status = 1
                continue
            nodes = model.nodes
            moves_out = []
            if len(found) == 1:
                text.append(translate("gogui-rules", "{file}: 1 move where the rulesets differ").format(file=name))
            else:
                text.append(translate("gogui-rules", "{file}: {count} moves where the rulesets differ").format(
                    file=name, count=len(found)))
            for difference in found:
                move = nodes[difference.index].move
                played = translate("gogui-rules", "setup") if move is None else \
                    f"{player_name(1 if move[0] == 'B' else 2)} {point_name(move[1])}"
                verdicts = []
                for words, group in difference.verdicts:
                    ruling = model.ruling(group[0], difference.index)
                    # "not reached" groups rulesets stopped by different rules: a reason only when one
                    reasons = {model.ruling(r, difference.index).reason for r in group}
                    verdicts.append({"verdict": words, "status": ruling.status,
                                     "reason": reasons.pop() if len(reasons) == 1 else None,
                                     "rulesets": [r.id for r in group]})
                moves_out.append({"node": difference.index, "move": difference.number,
                                  "player": None if move is None else move[0],
                                  "vertex": None if move is None else move[1],
                                  "verdicts": verdicts, "counts": named(difference.counts)})
                text.append("  " + translate("gogui-rules", "move {number} ({move}):").format(
                    number=difference.number, move=played))
                text.extend(f"    {words}: {', '.join(r.id for r in group)}" for words, group in difference.verdicts)
                if len(difference.counts) > 1:
                    text.append("    " + translate("gogui-rules", "counts: {counts}").format(
                        counts=listed(difference.counts)))
            if len(endings) > 1:
                text.append("  " + translate("gogui-rules", "at the end the results differ: {results}").format(
                    results=listed(endings)))
            else:
                text.append("  " + translate("gogui-rules", "at the end every ruleset: {result}").format(
                    result=endings[0][0]))
            moves = sum(1 for node in nodes[1:] if node.move is not None)
            records_out.append({"file": path, "game": number, "size": record.size, "moves": moves,
                                "differences": moves_out, "final": named(endings),
                                "final_differs": len(endings) > 1})
    if sheet_wanted:
        from .worksheet import differences_sheet

        names = [os.path.basename(os.path.normpath(name)) for name in args.differences]
        title = translate("gogui-rules", "Where the rulesets differ: {files}").format(files=", ".join(names))
        if not _write_worksheets(args, differences_sheet(title, games, rulesets)):
            status = 1
    _emit({"records": records_out} if args.json else None, text)
    return status


def _write_worksheets(args: argparse.Namespace, sheet: Worksheet) -> bool:
    """--pdf and --html: the worksheet written to each file asked for (drawn offscreen); False
    (and why, on stderr) when one could not be written."""
    from .i18n import plural
    from .save_checks import SaveRefused
    from .ui.worksheet_paint import PAPERS, offscreen_application, write_worksheet

    offscreen_application()
    done = True
    for path, kind in ((args.pdf, "pdf"), (args.html, "html")):
        if path is None:
            continue
        try:
            write_worksheet(sheet, path, kind, PAPERS[args.paper] if args.paper else None)
        except SaveRefused as err:
            print_error(str(err))
            done = False
            continue
        except OSError as err:
            print_error(translate("gogui-rules", "cannot write {path}: {why}").format(
                path=path, why=err.strerror or err))
            done = False
            continue
        print(plural(sheet.boards, translate("gogui-rules", "{prog}: wrote the worksheet, with 1 board, to {path}"),
                     translate("gogui-rules", "{prog}: wrote the worksheet, with {count} boards, to {path}")).format(
            prog=PROG, count=sheet.boards, path=path), file=sys.stderr)
    return done


def _questions(args: argparse.Namespace, rulesets: list[Ruleset]) -> int:
    """--questions: a worksheet of Learn mode's questions and answers, as text or JSON."""
    from . import diagrams
    from .diagrams import MAIN_LINE, line_title
    from .learn.question_sgf import Source
    from .learn.questions import diagram_questions, questions_for_line, unique_questions
    from .sgf import SgfError, read_file
    from .transform import transform_record, transform_words

    chosen = rulesets if (args.ruleset or args.rules) else None
    transform = args.transform or ""
    sources: dict[int, Source] = {}  # the game each question of a file is asked on, for --sgf
    try:
        if args.lesson is not None:
            from .learn.course import lesson, numbered_title
            from .learn.questions import lesson_questions

            chosen_lesson = lesson(args.lesson)
            title = numbered_title(chosen_lesson)
            questions = lesson_questions(chosen_lesson, transform=transform)
            if chosen:
                wanted = {ruleset.id for ruleset in chosen}
                questions = [q for q in questions if wanted & set(q.rulesets)]
        elif args.diagram is not None:
            diagram = diagrams.load(args.diagram, transform)
            title = f"{diagram.title} [{diagram.id}]"
            questions = unique_questions(diagram_questions(diagram.id, chosen, transform=transform))
        else:
            records = read_file(args.file)
            for warning in load_warnings(records):
                print_warning(f"{args.file}: {warning}")
            title = os.path.basename(args.file)
            if transform:
                title = translate("gogui-rules", "{file} ({transform})").format(
                    file=title, transform=transform_words(transform))
                records = [transform_record(record, transform) for record in records]
            questions = []
            for record in records:
                asked = questions_for_line(record, record.main_line(), chosen, file=args.file, transform=transform)
                where = Source(f"{title}: {record.game_name or line_title(MAIN_LINE)}", record, record.main_line())
                sources.update((id(question), where) for question in asked)
                questions += asked
    except KeyError as err:
        print_error(err.args[0])
        return 1
    except (SgfError, ValueError) as err:
        print_error(str(err))
        return 1
    if args.sgf is not None and not _write_question_sgf(args.sgf, questions, title, sources):
        return 1
    if args.pdf is not None or args.html is not None:
        from .learn.question_sgf import diagram_source
        from .worksheet import question_sheet

        try:
            sheet = question_sheet(title, questions, lambda q: sources[id(q)] if q.diagram is None else diagram_source(q))
        except (KeyError, SgfError) as err:
            print_error(str(err.args[0] if isinstance(err, KeyError) else err))
            return 1
        if not _write_worksheets(args, sheet):
            return 1
    if args.json:
        return _emit([q.as_dict() for q in questions], [])
    return _emit(None, worksheet_lines(title, questions))


def _write_question_sgf(path: str, questions: list, title: str, sources: dict) -> bool:
    """--sgf: the questions as one SGF collection at `path`; False (and why, on stderr) when it
    could not be written. A file of the diagram library is never written."""
    from .learn.question_sgf import diagram_source, question_collection
    from .save_checks import library_refusal
    from .sgf import SgfError, write_file

    refusal = library_refusal(path)
    if refusal is not None:
        print_error(refusal)
        return False
    try:
        records = question_collection(questions, title,
                                      lambda q: sources[id(q)] if q.diagram is None else diagram_source(q))
        write_file(path, records)
    except (KeyError, SgfError) as err:
        print_error(str(err.args[0] if isinstance(err, KeyError) else err))
        return False
    except OSError as err:
        print_error(translate("gogui-rules", "cannot write {path}: {why}").format(path=path, why=err.strerror or err))
        return False
    if len(records) == 1:
        done = translate("gogui-rules", "{prog}: wrote {count} questions on 1 line to {path}")
    else:
        done = translate("gogui-rules", "{prog}: wrote {count} questions on {games} lines to {path}")
    print(done.format(prog=PROG, count=len(questions), games=len(records), path=path), file=sys.stderr)
    return True


def _course(args: argparse.Namespace) -> int:
    """--course: Learn mode's course in order, each lesson with its worked example and its
    questions (as --questions prints them), as text or JSON."""
    from .learn import lesson_work
    from .learn.course import COURSE
    from .learn.course_sheet import course_entries, lesson_lines

    if args.json:
        return _emit({"lessons": course_entries()}, [])
    text: list[str] = []
    for number, lesson in enumerate(COURSE, 1):
        text += lesson_lines(number, lesson) + [""]
        text += worksheet_lines(translate("gogui-rules", "lesson {number}").format(number=number),
                                lesson_work.questions(lesson)) + ["", ""]
    return _emit(None, text)


def worksheet_lines(title: str, questions: list) -> list[str]:
    """A worksheet for a handout: the questions, numbered, each with its concept, the move the
    board marks or the region counted, its choices and its two hints; then the answers, each
    with why it is right (the rule and its source) and what the other rulesets do."""
    from .diagrams import line_title
    from .learn.concepts import concept_words

    out = [translate("gogui-rules", "Questions: {title}").format(title=title), ""]
    if not questions:
        out.append(translate("gogui-rules", "No questions: the rulesets agree at every node of this line."))
        return out
    for number, q in enumerate(questions, 1):
        if q.diagram is None:
            where = translate("gogui-rules", "{line}, move {move}").format(line=line_title(q.line), move=q.move)
        else:
            where = translate("gogui-rules", "{diagram}, {line}, move {move}").format(
                diagram=q.diagram, line=line_title(q.line), move=q.move)
        out.append(f"{number}. ({where}) {q.prompt}")
        if q.concept:
            out.append("   " + translate("gogui-rules", "About: {concept}").format(concept=concept_words(q.concept)))
        if q.marked:
            out.append("   " + translate("gogui-rules", "Marked on the board: {points}").format(points=", ".join(q.marked)))
        if q.region:
            out.append("   " + translate("gogui-rules", "Counted: {count} points").format(count=len(q.region)))
        if q.form == "several":
            out.append("   " + translate("gogui-rules", "Tick every one that applies: {choices}").format(
                choices="; ".join(q.text_of(c) for c in q.choices)))
        elif q.choices:
            out.append("   " + translate("gogui-rules", "Choose one: {choices}").format(
                choices="; ".join(q.text_of(c) for c in q.choices)))
        for hint_number, hint in enumerate(q.hints, 1):
            out.append("   " + translate("gogui-rules", "Hint {number}: {hint}").format(number=hint_number, hint=hint))
    out += ["", translate("gogui-rules", "Answers"), ""]
    for number, q in enumerate(questions, 1):
        if q.form == "point":
            answer = ", ".join(q.answer)
        elif q.form == "several":
            answer = ", ".join(q.text_of(c) for c in q.answer) or translate("gogui-rules", "none of them")
        else:
            answer = ", ".join(q.text_of(c) for c in q.answer)
        out.append(translate("gogui-rules", "{number}. {answer}. {because}").format(
            number=number, answer=answer, because=q.explanation or q.because))
        if q.others:
            out.append("   " + translate("gogui-rules", "The other rulesets:"))
            out += ["   - " + line for line in q.others]
    return out


if __name__ == "__main__":
    raise SystemExit(main())
