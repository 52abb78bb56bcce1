"""What pyproject.toml installs: every package of gogui, and resources/ as gogui.resources
(tests/ui/test_resources.py checks that every file of resources/ is shipped)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def setuptools_table() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def test_every_package_of_gogui_is_installed():
    found = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "gogui").rglob("__init__.py")}
    assert found <= set(setuptools_table()["packages"])


def test_the_top_level_resources_folder_installs_as_gogui_resources():
    assert setuptools_table()["package-dir"] == {"gogui.resources": "resources"}
    assert (ROOT / "resources" / "__init__.py").is_file()
