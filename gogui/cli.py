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
    from collections.abc import Callable, Sequence

    from .engine import Result, Ruleset
    from .replay import Replay
    from .sgf import Record

PROG = "gogui-rules"

EPILOG = (
    "Ruleset ids: {ids}. A custom ruleset: --rules "
    "base=ID,key=value,... with the option names ko, cycles, suicide, scoring, seki, "
    "passes, pass-stones, white-passes-last, disputes, removals, equal-dispute-moves, "
    "komi, handicap-komi, ties, handicap-ties, handicap-placement, handicap-compensation."
)


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


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad option in one clear line, and lists the presets in --help."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")

    def format_help(self) -> str:
        from .engine import PRESETS

        self.epilog = EPILOG.format(ids=", ".join(PRESETS))
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
        description=(
            "Replay the main line of every game in an SGF file under one or more rulesets and "
            "report what each says: which move is illegal and why, when the game ends, who wins."
        ),
    )
    parser.add_argument("file", nargs="?", help="an SGF file")
    parser.add_argument("--diagram", metavar="ID",
                        help="replay a diagram of the built-in library instead of a file")
    parser.add_argument("--list-diagrams", action="store_true",
                        help="list the built-in diagrams and exit")
    parser.add_argument("--ruleset", action="append", default=[], metavar="ID",
                        help="a preset id, or 'all' (repeatable; default: all presets)")
    parser.add_argument("--rules", action="append", default=[], metavar="SPEC",
                        help="a custom ruleset base=ID,key=value,... (repeatable)")
    parser.add_argument("--komi", type=komi_option, help="komi (default: the file's KM, else the ruleset's)")
    parser.add_argument("--score", action="store_true",
                        help="score an unfinished game as if both players passed now")
    parser.add_argument("--dead", metavar="V,V,...",
                        help="dead stones for the count (default: TB/TW marks on the last node)")
    parser.add_argument("--questions", action="store_true",
                        help="print the questions Learn mode asks on the diagram (its lessons' "
                             "questions) or on the file's main line, with their answers")
    parser.add_argument("--differences", nargs="+", metavar="FILE",
                        help="for each game of each SGF file (a folder: its .sgf files, searched "
                             "through), list the moves where the rulesets disagree, which say what, "
                             "and the counts that differ at the end")
    parser.add_argument("--lang", metavar="CODE",
                        help="the language of the text output: en, ja, ko, zh_CN or zh_TW, or a locale "
                             "name such as ja_JP (default: English; JSON keys and reason codes never change)")
    parser.add_argument("--version", action=_VersionAction, help="show program's version number and exit")
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="machine-readable output")
    output.add_argument("--summary", action="store_true", help="a few lines per ruleset (the default)")
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
            text = warning if shared else f"game {number}: {warning}"
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


def summary_lines(record: Record, rep: Replay, result: Result) -> list[str]:
    from .engine.board import COLOR_NAMES

    game = rep.game
    lines = [f"{rep.ruleset.name} [{rep.ruleset.id}]"]
    played = len(rep.moves)
    if rep.illegal is not None:
        o = rep.illegal
        lines.append(f"  move {o.number} {COLOR_NAMES[o.color]} {o.vertex or 'pass'} is illegal "
                     f"({o.reason}): {o.explanation}")
    elif game.ended is not None:
        number, reason = game.ended
        what = {"passes": "play stopped by successive passes", "no-result": "a long cycle: no result",
                "repetition": "threefold repetition"}.get(reason, reason)
        lines.append(f"  {played} moves replayed; the game ended at move {number}: {what}")
    else:
        lines.append(f"  all {played} moves are legal; {COLOR_NAMES[game.to_move]} to play")
    for o in rep.moves:
        notable = [e for e in o.events if e not in ("capture", "ko", "pass")]
        if notable:
            lines.append(f"    move {o.number} {COLOR_NAMES[o.color]} {o.vertex or 'pass'}: "
                         + ", ".join(notable))
    lines.append(f"  result: {result.kind}" + (f" - {result.explanation}" if result.explanation else ""))
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.lang is not None:
        from . import i18n

        if i18n.normalized(args.lang) is None:
            parser.error(f"--lang: no language {args.lang!r}; choose one of {', '.join(i18n.LANGUAGES)}")
        i18n.set_language(args.lang)
    if args.list_diagrams:
        return _list_diagrams()
    if args.differences is not None:
        if args.file is not None or args.diagram is not None:
            parser.error("--differences takes its own files: give no other file or --diagram")
        try:
            rulesets = choose_rulesets(args.ruleset, args.rules)
        except ValueError as err:
            parser.error(str(err))
        return _differences(args, rulesets)
    if args.file is not None and args.diagram is not None:
        parser.error("give either an SGF file or --diagram, not both")
    if args.file is None and args.diagram is None:
        parser.error("an SGF file (or --diagram ID) is required")
    try:
        rulesets = choose_rulesets(args.ruleset, args.rules)
    except ValueError as err:
        parser.error(str(err))
    if args.questions:
        return _questions(args, rulesets)
    if args.diagram is not None:
        return _diagram(args, rulesets)
    from .sgf import SgfError, read_file

    try:
        records = read_file(args.file)
    except SgfError as err:
        print(f"{PROG}: error: {err}", file=sys.stderr)
        return 1
    for warning in load_warnings(records):
        print(f"{PROG}: warning: {args.file}: {warning}", file=sys.stderr)
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
            text.append(f"Game {number} ({record.size}x{record.size})")
        nodes = record.main_line()
        for ruleset in rulesets:
            try:
                rep = replay(record, ruleset, komi=args.komi, nodes=nodes)
                obj = ruling(rep, dead, args.score)
            except ValueError as err:
                print(f"{PROG}: error: {err}", file=sys.stderr)
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
    make = json.encoder.c_make_encoder
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
        print(f"{PROG}: warning: {problem.text()}", file=sys.stderr)
    width = max((len(d.id) for d in library), default=0)
    theme_width = max((len(diagrams.THEMES[d.theme]) for d in library), default=0) + 2
    return _emit(None, [f"{d.id:{width}}  {'[' + diagrams.THEMES[d.theme] + ']':{theme_width}}  {d.title}: {d.summary}"
                        for d in library])


def _diagram(args: argparse.Namespace, rulesets: list[Ruleset]) -> int:
    """Replay every line of a built-in diagram as the library does, under each ruleset."""
    from . import diagrams
    from .sgf import SgfError

    try:
        diagram = diagrams.load(args.diagram)
    except KeyError as err:
        print(f"{PROG}: error: {err.args[0]}", file=sys.stderr)
        return 1
    except SgfError as err:
        print(f"{PROG}: error: {err}", file=sys.stderr)
        return 1
    text = [f"{diagram.title} [{diagram.id}]", f"  {diagram.summary}"]
    lines_out = []
    for line in diagram.lines:
        text.append(f"{line.name}:")
        rulings = []
        for rules in rulesets:
            ruled = diagrams.rule_line(diagram, line, rules)
            obj = ruling(ruled.replay, None, False)
            obj["ruling"] = ruled.ruling.text()
            obj["documented"] = line.rulings[rules.id].text() if rules.id in line.rulings else None
            if ruled.result is not None:
                obj["result"] = ruled.result.as_dict(ruled.replay.game.board.vertex)
            rulings.append(obj)
            text.append(f"  {rules.name} [{rules.id}]: {diagrams.verdict_words(ruled.ruling)}")
            text.append(f"    {' '.join(ruled.explanation.split())}")
        lines_out.append({"name": line.name, "size": diagram.record.size, "rulesets": rulings})
    return _emit({"diagram": diagram.id, "title": diagram.title, "lines": lines_out} if args.json else None,
                 text)


def sgf_paths(names: list[str]) -> list[str]:
    """The files named, a folder standing for the .sgf files in it and below it (sorted)."""
    from pathlib import Path

    paths: list[str] = []
    for name in names:
        path = Path(name)
        if path.is_dir():
            paths.extend(str(p) for p in sorted(path.rglob("*")) if p.suffix.lower() == ".sgf" and p.is_file())
        else:
            paths.append(name)
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
    for path in sgf_paths(args.differences):
        try:
            records = read_file(path)
        except (SgfError, OSError) as err:
            print(f"{PROG}: error: {path}: {err}", file=sys.stderr)
            status = 1
            continue
        for warning in load_warnings(records):
            print(f"{PROG}: warning: {path}: {warning}", file=sys.stderr)
        for number, record in enumerate(records, 1):
            name = path if len(records) == 1 else f"{path} (game {number})"
            try:
                model = TreeRulings(record, rulesets=rulesets)
                found = line_differences(model, rulesets)
                endings = final_outcomes(model, rulesets)
            except ValueError as err:
                print(f"{PROG}: error: {name}: {err}", file=sys.stderr)
                status = 1
                continue
            nodes = model.nodes
            moves_out = []
            text.append(f"{name}: {len(found)} move{'s' if len(found) != 1 else ''} where the rulesets differ")
            for difference in found:
                move = nodes[difference.index].move
                played = "setup" if move is None else \
                    f"{'Black' if move[0] == 'B' else 'White'} {move[1] or 'pass'}"
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
                text.append(f"  move {difference.number} ({played}):")
                text.extend(f"    {words}: {', '.join(r.id for r in group)}" for words, group in difference.verdicts)
                if len(difference.counts) > 1:
                    text.append(f"    counts: {listed(difference.counts)}")
            if len(endings) > 1:
                text.append(f"  at the end the results differ: {listed(endings)}")
            else:
                text.append(f"  at the end every ruleset: {endings[0][0]}")
            moves = sum(1 for node in nodes[1:] if node.move is not None)
            records_out.append({"file": path, "game": number, "size": record.size, "moves": moves,
                                "differences": moves_out, "final": named(endings),
                                "final_differs": len(endings) > 1})
    _emit({"records": records_out} if args.json else None, text)
    return status


def _questions(args: argparse.Namespace, rulesets: list[Ruleset]) -> int:
    """--questions: a worksheet of Learn mode's questions and answers, as text or JSON."""
    from . import diagrams
    from .learn.questions import Question, diagram_questions, questions_for_line
    from .sgf import SgfError, read_file

    chosen = rulesets if (args.ruleset or args.rules) else None
    try:
        if args.diagram is not None:
            diagram = diagrams.load(args.diagram)
            title = f"{diagram.title} [{diagram.id}]"
            questions = diagram_questions(diagram.id, chosen)
            # A diagram in several lessons may be asked the same question twice: once is enough.
            unique: dict[str, Question] = {}
            for question in questions:
                unique.setdefault(question.key, question)
            questions = list(unique.values())
        else:
            records = read_file(args.file)
            for warning in load_warnings(records):
                print(f"{PROG}: warning: {args.file}: {warning}", file=sys.stderr)
            title = os.path.basename(args.file)
            questions = []
            for record in records:
                questions += questions_for_line(record, record.main_line(), chosen, file=args.file)
    except KeyError as err:
        print(f"{PROG}: error: {err.args[0]}", file=sys.stderr)
        return 1
    except (SgfError, ValueError) as err:
        print(f"{PROG}: error: {err}", file=sys.stderr)
        return 1
    if args.json:
        return _emit([q.as_dict() for q in questions], [])
    return _emit(None, worksheet_lines(title, questions))


def worksheet_lines(title: str, questions: list) -> list[str]:
    """A worksheet for a handout: the questions, numbered, then the answers with the reason."""
    out = [f"Questions: {title}", ""]
    if not questions:
        out.append("No questions: the rulesets agree at every node of this line.")
        return out
    for number, q in enumerate(questions, 1):
        where = f"{q.line}, move {q.move}" if q.diagram is None else f"{q.diagram}, {q.line}, move {q.move}"
        out.append(f"{number}. ({where}) {q.prompt}")
        if q.form == "several":
            out.append("   Tick every one that applies: " + "; ".join(q.text_of(c) for c in q.choices))
        elif q.choices:
            out.append("   Choose one: " + "; ".join(q.text_of(c) for c in q.choices))
    out += ["", "Answers", ""]
    for number, q in enumerate(questions, 1):
        if q.form == "point":
            answer = ", ".join(q.answer)
        elif q.form == "several":
            answer = ", ".join(q.text_of(c) for c in q.answer) or "none of them"
        else:
            answer = ", ".join(q.text_of(c) for c in q.answer)
        out.append(f"{number}. {answer}. {q.because}")
    return out


if __name__ == "__main__":
    raise SystemExit(main())
