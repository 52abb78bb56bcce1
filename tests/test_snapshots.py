"""The engine's behaviour pinned: every diagram's rulings (explanations included), a text file each,
and, where the records are installed, the real games' refusals and results, as
scripts/snapshot_rulings.py wrote them."""

from __future__ import annotations

import difflib
import importlib.util
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("snapshot_rulings", ROOT / "scripts" / "snapshot_rulings.py")
assert _spec is not None and _spec.loader is not None
snapshots = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(snapshots)


def first_difference(expected: object, found: object, where: str = "") -> str | None:
    """Where two JSON values first differ, and how, for the failure message."""
    if isinstance(expected, dict) and isinstance(found, dict):
        for key in sorted(set(expected) | set(found)):
            if key not in found or key not in expected:
                return f"{where}/{key}: {'missing' if key not in found else 'new'}"
            inner = first_difference(expected[key], found[key], f"{where}/{key}")
            if inner:
                return inner
        return None
    if isinstance(expected, list) and isinstance(found, list):
        for index, (a, b) in enumerate(zip(expected, found)):
            inner = first_difference(a, b, f"{where}[{index}]")
            if inner:
                return inner
        return None if len(expected) == len(found) else f"{where}: {len(expected)} items, now {len(found)}"
    return None if expected == found else f"{where}: {expected!r}\n  now {found!r}"


def test_first_difference_names_the_place():
    assert first_difference({"a": [1, {"b": 2}]}, {"a": [1, {"b": 3}]}) == "/a[1]/b: 2\n  now 3"


@cache
def ruled_now() -> dict[str, object]:
    return snapshots.diagram_rulings()


def text_difference(expected: str, found: str, name: str) -> str:
    """The first lines where a snapshot and the engine's text part, as a diff a reviewer reads."""
    diff = difflib.unified_diff(expected.splitlines(), found.splitlines(), f"{name} (snapshot)", f"{name} (now)",
                                n=2, lineterm="")
    return "\n".join(line[:300] for line in list(diff)[:24])


def test_text_difference_shows_the_lines_that_changed():
    shown = text_difference("a\nb\nc\n", "a\nB\nc\n", "x.txt")
    assert "-b" in shown and "+B" in shown and "x.txt (now)" in shown


def test_every_diagram_has_its_snapshot_and_no_other():
    assert sorted(path.stem for path in snapshots.DIAGRAMS.glob("*.txt")) == sorted(ruled_now())


@pytest.mark.parametrize("diagram_id", sorted(path.stem for path in snapshots.DIAGRAMS.glob("*.txt")))
def test_every_diagram_is_ruled_as_its_snapshot_says(diagram_id):
    path = snapshots.DIAGRAMS / f"{diagram_id}.txt"
    expected = path.read_text(encoding="utf-8")
    found = snapshots.diagram_text(ruled_now()[diagram_id])
    assert found == expected, (f"{text_difference(expected, found, path.name)}\nIf the change is meant, run "
                               "python scripts/snapshot_rulings.py and say which rulings changed and why.")


@pytest.mark.skipif(not snapshots.REAL_GAMES_DIR.is_dir(), reason="goban-original-games is not installed")
def test_every_real_record_is_replayed_as_the_snapshot_says():
    expected = snapshots.read(snapshots.REAL_GAMES)
    difference = first_difference(expected, snapshots.real_game_rulings())
    assert difference is None, (f"{difference}\nIf the change is meant, run python scripts/snapshot_rulings.py "
                                "--real-games and say which rulings changed and why.")


def test_every_refusal_in_the_library_names_a_reason_code_of_the_engine():
    from gogui.engine import REASONS

    def reasons(value: object):
        if isinstance(value, dict):
            if isinstance(value.get("illegal"), dict):
                yield value["illegal"]["reason"]
            for inner in value.values():
                yield from reasons(inner)
        elif isinstance(value, list):
            for inner in value:
                yield from reasons(inner)

    found = set(reasons(ruled_now()))
    assert found and found <= set(REASONS)
