"""Write the snapshots that pin the engine's behaviour: every library diagram's rulings under every
preset (all that gogui-rules --diagram ID --ruleset all --json says, explanations included), as
text, one file per diagram; and, where Debian's goban-original-games is installed, each real
record's refusals, early ends and results.

Run: python scripts/snapshot_rulings.py [--real-games]

tests/test_snapshots.py compares the engine with these files. Write them again only for a change
of behaviour that is meant, and say in the commit which rulings changed and why: the diff of a
diagram's file shows what changed, line by line and ruleset by ruleset.
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import sys
from contextlib import redirect_stdout
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gogui import cli, diagrams
from gogui.engine import PRESETS
from gogui.replay import replay
from gogui.sgf import SgfError, read_file

SNAPSHOTS = ROOT / "tests" / "snapshots"
DIAGRAMS = SNAPSHOTS / "diagrams"  # <diagram id>.txt
REAL_GAMES = SNAPSHOTS / "real-game-rulings.json.gz"
REAL_GAMES_DIR = Path("/usr/share/goban")


def diagram_rulings() -> dict[str, object]:
    """Every diagram's gogui-rules --json under every preset, by diagram id."""
    out: dict[str, object] = {}
    for diagram_id in diagrams.diagram_ids():
        text = io.StringIO()
        with redirect_stdout(text):
            cli.main(["--diagram", diagram_id, "--ruleset", "all", "--json"])
        out[diagram_id] = json.loads(text.getvalue())
    return out


def diagram_text(ruled: dict) -> str:
    """A diagram's rulings (one value of diagram_rulings()) as text: each line, each ruleset's
    ruling, why, its moves, the points it bans at the end, the result and the final board."""
    out = [f"{ruled['title']} [{ruled['diagram']}]"]
    for line in ruled["lines"]:
        out.append("")
        out.append(f"== {line['name']} ({line['size']}x{line['size']})")
        for ruling in line["rulesets"]:
            out.extend(_ruleset_text(ruling))
    return "\n".join(out) + "\n"


def _ruleset_text(ruling: dict) -> list[str]:
    """One ruleset's block of diagram_text(); every field of the JSON is in it."""
    rest = dict(ruling)
    out = [f"-- {rest.pop('id')} ({rest.pop('name')}): {rest.pop('ruling')}; documented: {rest.pop('documented')}"]
    illegal = rest.pop("illegal")
    if illegal is not None:
        out.append(f"   illegal: move {illegal['number']} {illegal['color']} {illegal['vertex']} ({illegal['reason']})")
        out.append(f"     {illegal['explanation']}")
    ended = rest.pop("ended")
    if ended is not None:
        out.append(f"   ended: {_compact(ended)}")
    moves = rest.pop("moves")
    out.append("   moves: " + (" | ".join(_move_text(move) for move in moves) or "none"))
    banned = rest.pop("banned")
    out.append("   bans at the end: " + (", ".join(f"{b['vertex']} {b['reason']}" for b in banned) or "none"))
    result = dict(rest.pop("result"))
    out.append(f"   result: {result.pop('kind')}; {result.pop('explanation')}")
    if any(value is not None for value in result.values()):
        out.append(f"     {_compact(result)}")
    out.append(f"   to play: {rest.pop('to_play')}; board: {' / '.join(rest.pop('board'))}")
    if rest:
        out.append(f"   more: {_compact(rest)}")  # a field added to the JSON shows here until it has a line
    return out


def _move_text(move: dict) -> str:
    rest = dict(move)
    text = f"{rest.pop('number')} {rest.pop('color')} {rest.pop('vertex') or 'pass'}"
    captures = rest.pop("captures")
    if captures:
        text += " x" + ",".join(captures)
    events = rest.pop("events")
    if events:
        text += " [" + ",".join(events) + "]"
    if rest:
        text += " " + _compact(rest)
    return text


def _compact(value: object) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def write_diagrams(folder: Path = DIAGRAMS) -> list[Path]:
    """Every diagram's text, one file each; a file of a diagram the library no longer has is removed."""
    folder.mkdir(parents=True, exist_ok=True)
    ruled = diagram_rulings()
    for old in folder.glob("*.txt"):
        if old.stem not in ruled:
            old.unlink()
    written = []
    for diagram_id, value in ruled.items():
        path = folder / f"{diagram_id}.txt"
        path.write_text(diagram_text(value), encoding="utf-8")  # type: ignore[arg-type]
        written.append(path)
    return written


def real_game_rulings(directory: Path = REAL_GAMES_DIR) -> dict[str, object]:
    """For every record of the folder under every preset: where replay stopped and why, and the
    result (the count if the record's line ends in passes)."""
    out: dict[str, object] = {}
    for path in sorted(directory.iterdir()):
        if path.suffix not in (".sgf", ".mgt"):
            continue
        try:
            records = read_file(path)
        except (SgfError, OSError, ValueError):
            continue
        for number, record in enumerate(records):
            key = path.name if len(records) == 1 else f"{path.name}#{number + 1}"
            entry = {}
            for ruleset_id, ruleset in PRESETS.items():
                try:
                    rep = replay(record, ruleset)
                except (SgfError, ValueError) as err:
                    entry[ruleset_id] = {"error": str(err)}
                    continue
                illegal = rep.illegal
                entry[ruleset_id] = {
                    "moves": len(rep.moves),
                    "illegal": None if illegal is None else [illegal.number, illegal.reason, illegal.explanation],
                    "ended": list(rep.game.ended) if rep.game.ended else None,
                    "result": rep.result().sgf(),
                }
            out[key] = entry
    return out


def write(path: Path, value: object) -> None:
    data = json.dumps(value, sort_keys=True, indent=1, ensure_ascii=False).encode()
    path.write_bytes(gzip.compress(data, mtime=0))


def read(path: Path) -> object:
    return json.loads(gzip.decompress(path.read_bytes()))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--real-games", action="store_true", help=f"also the records under {REAL_GAMES_DIR}")
    args = parser.parse_args()
    SNAPSHOTS.mkdir(exist_ok=True)
    written = write_diagrams()
    print(f"wrote {len(written)} files under {DIAGRAMS.relative_to(ROOT)}")
    if args.real_games:
        if not REAL_GAMES_DIR.is_dir():
            print(f"{REAL_GAMES_DIR} is missing: apt-get install goban-original-games", file=sys.stderr)
            return 1
        write(REAL_GAMES, real_game_rulings())
        print(f"wrote {REAL_GAMES.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
