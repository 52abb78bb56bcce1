"""Version, licence and ruleset sources: what --version and the About box report."""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

import pytest

import gogui
from gogui import about, cli
from gogui.engine import PRESETS
from gogui.ui import app

PROJECT = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text())["project"]


def test_the_version_is_the_one_pyproject_declares():
    assert about.version() == PROJECT["version"]
    # The fallback for a source tree that is not installed must not go stale either.
    assert gogui.__version__ == PROJECT["version"]


def test_the_version_falls_back_to_the_source_tree_when_not_installed(monkeypatch):
    def not_installed(name):
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", not_installed)
    assert about.version() == gogui.__version__


def test_the_licence_is_the_one_pyproject_declares():
    assert about.licence() == PROJECT["license"]["text"]


@pytest.mark.parametrize(("main", "prog"), [(cli.main, "gogui-rules"), (app.main, "gogui")])
def test_version_option_prints_program_and_version(main, prog, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out == f"{prog} {PROJECT['version']}\n"


def test_every_preset_is_listed_under_exactly_one_source_text():
    sources = about.ruleset_sources()
    listed = [name for source in sources for name in source.presets]
    assert sorted(listed) == sorted(r.name for r in PRESETS.values())
    titles = {source.title: source for source in sources}
    assert titles["Renaissance rules"].presets == ("Renaissance (area, A)", "Renaissance (territory with pass stones, B)")
    assert "Ing Chang-ki" in titles["Ing's SST Rules of Go, Kim, Simon and Straus"].origin
    assert "New Zealand Go Society" in titles["New Zealand Rules of Go"].origin


def test_source_titles_name_texts_not_the_projects_folders():
    for source in about.ruleset_sources():
        assert "shared/" not in source.title and "shared/" not in source.origin
        assert source.title and source.origin.endswith(".")
