"""Only gogui.ui imports Qt: the engine, SGF, replay, diagrams, sessions and the CLI run headless."""

from __future__ import annotations

import subprocess
import sys

import pytest


@pytest.mark.parametrize("module", ["gogui.engine", "gogui.sgf", "gogui.replay", "gogui.diagrams",
                                    "gogui.teaching", "gogui.session", "gogui.save_checks", "gogui.cli",
                                    "gogui.recovery"])
def test_module_does_not_import_pyside6(module):
    code = f"import sys, {module}; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
