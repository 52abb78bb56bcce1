"""ruff and mypy find nothing under the project's rules."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*command: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True,
                          timeout=600, check=False)


def test_ruff_finds_nothing():
    done = run("ruff", "check", "gogui", "tests", "benchmarks", "scripts")
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_finds_nothing():
    done = run("mypy")  # gogui/ and tests/, as pyproject.toml's [tool.mypy] says
    assert done.returncode == 0, done.stdout + done.stderr
