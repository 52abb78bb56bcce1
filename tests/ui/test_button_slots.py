"""No button or action passes its checked flag into a slot's optional parameter (clicked(bool) and triggered(bool) do)."""

from __future__ import annotations

import ast
from pathlib import Path

import gogui.ui

UI = Path(gogui.ui.__file__).parent
CHECKED_SIGNALS = ("clicked", "triggered")  # a button's and an action's: both pass `checked`


def optional_parameters(method: ast.FunctionDef) -> list[str]:
    """The parameters after self that have a default: where a checked flag would land unasked."""
    args = method.args
    positional = args.posonlyargs + args.args
    return [arg.arg for arg in positional[len(positional) - len(args.defaults):] if arg.arg != "self"]


def trapped_connections(source: str) -> list[str]:
    """`x.clicked.connect(self.slot)` (or triggered) within a class whose own method `slot`
    takes an optional parameter: "Class.slot(parameter)" for each."""
    found = []
    for cls in (node for node in ast.walk(ast.parse(source)) if isinstance(node, ast.ClassDef)):
        methods = {item.name: item for item in cls.body if isinstance(item, ast.FunctionDef)}
        for call in (node for node in ast.walk(cls) if isinstance(node, ast.Call)):
            func = call.func
            if not (isinstance(func, ast.Attribute) and func.attr == "connect" and call.args
                    and isinstance(func.value, ast.Attribute) and func.value.attr in CHECKED_SIGNALS):
                continue
            slot = call.args[0]
            if (isinstance(slot, ast.Attribute) and isinstance(slot.value, ast.Name) and slot.value.id == "self"
                    and slot.attr in methods and optional_parameters(methods[slot.attr])):
                found.append(f"{cls.name}.{slot.attr}({', '.join(optional_parameters(methods[slot.attr]))})")
    return found


def test_the_check_finds_the_trap():
    source = (
        "class Dock:\n"
        "    def build(self):\n"
        "        self.reset_button.clicked.connect(self.reset_progress)\n"
        "        self.other.clicked.connect(lambda: self.reset_progress())\n"
        "        self.toggle.triggered.connect(self.shown)\n"
        "    def reset_progress(self, confirm=None): ...\n"
        "    def shown(self, on): ...\n"
    )
    assert trapped_connections(source) == ["Dock.reset_progress(confirm)"]


def test_no_window_connects_a_checked_flag_to_an_optional_parameter():
    trapped = [f"{path.name}: {each}" for path in sorted(UI.rglob("*.py"))
               for each in trapped_connections(path.read_text(encoding="utf-8"))]
    assert trapped == []
