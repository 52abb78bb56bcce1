"""gogui-rules: replay SGF games under any rulesets and report each ruling, headless and Qt-free."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Sequence

from .engine import PRESETS, MoveOutcome, Result, Ruleset, parse_rules_spec, preset
from .engine.board import COLOR_LETTERS, COLOR_NAMES
from .replay import Replay, dead_from_territory, replay
from .sgf import Record, SgfError, read_file

PROG = "gogui-rules"


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad option in one clear line."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        description=(
            "Replay the main line of every game in an SGF file under one or more rulesets and "
            "report what each says: which move is illegal and why, when the game ends, who wins."
        ),
        epilog=(
            "Ruleset ids: " + ", ".join(PRESETS) + ". A custom ruleset: --rules "
            "base=ID,key=value,... with the option names ko, cycles, suicide, scoring, seki, "
            "passes, pass-stones, white-passes-last, disputes, removals, equal-dispute-moves, "
            "komi, handicap-komi, ties, handicap-ties, handicap-placement, handicap-compensation."
        ),
    )
    parser.add_argument("file", nargs="?", help="an SGF file")
    parser.add_argument("--ruleset", action="append", default=[], metavar="ID",
                        help="a preset id, or 'all' (repeatable; default: all presets)")
    parser.add_argument("--rules", action="append", default=[], metavar="SPEC",
                        help="a custom ruleset base=ID,key=value,... (repeatable)")
    parser.add_argument("--komi", type=float, help="komi (default: the file's KM, else the ruleset's)")
    parser.add_argument("--score", action="store_true",
                        help="score an unfinished game as if both players passed now")
    parser.add_argument("--dead", metavar="V,V,...",
                        help="dead stones for the count (default: TB/TW marks on the last node)")
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="machine-readable output")
    output.add_argument("--summary", action="store_true", help="a few lines per ruleset (the default)")
    return parser


def choose_rulesets(ids: list[str], specs: list[str]) -> list[Ruleset]:
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


def parse_dead(text: str | None) -> list[str] | None:
    if text is None:
        return None
    return [v.strip() for v in text.split(",") if v.strip()]


def ruling(rep: Replay, dead: list[str] | None, score: bool) -> dict:
    """The JSON object for one ruleset's replay of one game."""
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
        "moves": [_move(o) for o in rep.moves],
        "illegal": illegal,
        "ended": ended,
        "result": result.as_dict(),
        "to_play": COLOR_LETTERS[game.to_move],
        "banned": [{"vertex": v, "reason": r} for v, r in game.banned()],
        "board": game.board.rows(),
    }


def _move(o: MoveOutcome) -> dict:
    return {
        "number": o.number, "color": COLOR_LETTERS[o.color], "vertex": o.vertex or "pass",
        "captures": o.captures, "events": list(o.events),
    }


def summary_lines(record: Record, rep: Replay, result: Result) -> list[str]:
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
    if args.file is None:
        parser.error("an SGF file is required")
    try:
        rulesets = choose_rulesets(args.ruleset, args.rules)
    except ValueError as err:
        parser.error(str(err))
    try:
        records = read_file(args.file)
    except SgfError as err:
        print(f"{PROG}: error: {err}", file=sys.stderr)
        return 1
    dead = parse_dead(args.dead)
    games_out = []
    text: list[str] = []
    for number, record in enumerate(records, 1):
        rulings = []
        if len(records) > 1:
            text.append(f"Game {number} ({record.size}x{record.size})")
        for ruleset in rulesets:
            try:
                rep = replay(record, ruleset, komi=args.komi)
                obj = ruling(rep, dead, args.score)
            except ValueError as err:
                print(f"{PROG}: error: {err}", file=sys.stderr)
                return 1
            rulings.append(obj)
            if not args.json:
                used_dead = dead if dead is not None else dead_from_territory(rep.game, rep.last_node)
                text.extend(summary_lines(record, rep, rep.result(used_dead, args.score)))
        games_out.append({"size": record.size, "rulesets": rulings})
    try:
        if args.json:
            json.dump({"games": games_out}, sys.stdout, indent=1, ensure_ascii=False)
            sys.stdout.write("\n")
        else:
            print("\n".join(text))
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader (say, `head`) stopped early: that is not an error of ours.
        devnull = open(os.devnull, "w")
        os.dup2(devnull.fileno(), sys.stdout.fileno())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
