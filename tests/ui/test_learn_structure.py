"""Learn mode's shape: the dock is a thin view, the flow has no Qt, and only the board reads its own insides."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BOARD_VIEW = ROOT / "gogui" / "ui" / "board_view.py"


def board_private_names() -> set[str]:
    """The board widget's private members: its _methods and the self._attributes it sets."""
    tree = ast.parse(BOARD_VIEW.read_text(encoding="utf-8"))
    board = next(node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "BoardWidget")
    names = {node.name for node in board.body if isinstance(node, ast.FunctionDef)}
    names |= {node.attr for node in ast.walk(board) if isinstance(node, ast.Attribute)
              and isinstance(node.value, ast.Name) and node.value.id == "self"}
    return {name for name in names if name.startswith("_") and not name.startswith("__")}


def test_nothing_outside_the_board_view_reads_the_boards_private_members():
    names = board_private_names()
    assert {"_geometry", "_vertex_at", "_drawn"} <= names
    pattern = re.compile(r"\bboard\.(" + "|".join(sorted(names)) + r")\b")
    files = [*(ROOT / "gogui" / "ui").glob("*.py"), *(ROOT / "tests").rglob("*.py")]
    readers = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
               for path in files if path != BOARD_VIEW
               for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
               if pattern.search(line)]
    assert readers == [], "\n".join(readers)


def test_the_learn_dock_is_a_thin_view():
    lines = (ROOT / "gogui" / "ui" / "learn_dock.py").read_text(encoding="utf-8").count("\n")
    assert lines <= 500


def test_the_lesson_flow_needs_no_qt():
    for name in ("flow.py", "run.py", "showing.py"):
        source = (ROOT / "gogui" / "learn" / name).read_text(encoding="utf-8")
        assert "PySide6" not in source and "from ..ui" not in source, name
