"""Write the snapshots that pin the engine's behaviour: every library diagram's rulings under every
preset (gogui-rules --diagram ID --ruleset all --json, explanations included), and, where Debian's
goban-original-games is installed, each real record's refusals, early ends and results.

Run: python scripts/snapshot_rulings.py [--real-games]

tests/test_snapshots.py compares the engine with these files. Write them again only for a change
of behaviour that is meant, and say in the commit which rulings changed and why.
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
DIAGRAMS = SNAPSHOTS / "diagram-rulings.json.gz"
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
    write(DIAGRAMS, diagram_rulings())
    print(f"wrote {DIAGRAMS.relative_to(ROOT)}")
    if args.real_games:
        if not REAL_GAMES_DIR.is_dir():
            print(f"{REAL_GAMES_DIR} is missing: apt-get install goban-original-games", file=sys.stderr)
            return 1
        write(REAL_GAMES, real_game_rulings())
        print(f"wrote {REAL_GAMES.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
