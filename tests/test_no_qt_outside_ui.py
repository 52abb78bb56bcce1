"""Only gogui.ui imports Qt: every other module (engine, SGF, explorer, sessions, CLI...) runs headless."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import gogui

# Every module of the package outside gogui.ui, found on disk so that a new one is checked too
# (gogui.__main__ starts the window when imported: it is the app itself).
HEADLESS = sorted(
    info.name for info in pkgutil.walk_packages([str(Path(gogui.__file__).parent)], "gogui.")
    if not info.name.startswith(("gogui.ui", "gogui.resources", "gogui.__main__"))
)


def test_the_headless_modules_are_found():
    assert {"gogui.engine.game", "gogui.explorer", "gogui.teaching", "gogui.cli"} <= set(HEADLESS)


@pytest.mark.parametrize("module", HEADLESS)
def test_module_does_not_import_pyside6(module):
    code = f"import sys, {module}; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.strip() == "False"
