"""The engines a learner can choose, each once; an engine typed in that cannot be used; Check's reading of answers."""

from __future__ import annotations

import pytest

from gogui.engine_list import EngineCheck, EngineChoices, EngineEntryError, command_key, engine_from_entry
from gogui.gtp import engines
from gogui.gtp.engines import EngineSpec

GNUGO = EngineSpec("GNU Go", "/usr/games/gnugo --mode gtp", "", "gnugo")


@pytest.fixture
def gnugo_on_path(tmp_path, monkeypatch):
    """A program called gnugo on an otherwise empty PATH, and no games folder."""
    folder = tmp_path / "bin"
    folder.mkdir()
    program = folder / "gnugo"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    monkeypatch.setenv("PATH", str(folder))
    monkeypatch.setattr(engines, "EXTRA_FOLDERS", ())
    return program


def test_an_engine_typed_in_takes_the_program_s_name_when_it_has_none():
    spec = engine_from_entry("  ", " gnugo --mode gtp ", "")
    assert spec == EngineSpec("gnugo", "gnugo --mode gtp", "", "gnugo")
    assert spec.levels == (1, 10)
    assert engine_from_entry("Leela", "leelaz --gtp -w 'my weights.gz'", "").kind == "gtp"


@pytest.mark.parametrize(("command", "problem"), [("", "no-command"), ("   ", "no-command"), ('""', "no-command"),
                                                   ("gnugo --mode 'gtp", "quotes"), ('my "engine', "quotes")])
def test_a_command_that_cannot_be_used_is_refused_with_its_reason(command, problem):
    with pytest.raises(EngineEntryError) as refused:
        engine_from_entry("Bot", command, "")
    assert refused.value.problem == problem


def test_a_working_folder_that_does_not_exist_is_refused(tmp_path):
    with pytest.raises(EngineEntryError) as refused:
        engine_from_entry("Bot", "bot --gtp", str(tmp_path / "nowhere"))
    assert refused.value.problem == "no-folder"
    assert engine_from_entry("Bot", "bot --gtp", str(tmp_path)).folder == str(tmp_path)


def test_a_program_named_bare_or_by_its_path_is_the_same_engine(gnugo_on_path):
    bare = EngineSpec("mine", "gnugo --mode gtp")
    assert command_key(bare) == command_key(EngineSpec("GNU Go", f"{gnugo_on_path} --mode gtp"))
    assert command_key(bare) != command_key(EngineSpec("mine", "gnugo --mode gtp --level 3"))


def test_an_added_engine_with_an_installed_one_s_command_is_listed_once(gnugo_on_path):
    choices = EngineChoices.from_settings([{"name": "my GNU Go", "command": "gnugo --mode gtp"},
                                           {"name": "Bot", "command": "python3 bot.py", "folder": "/tmp"},
                                           {"name": "broken", "command": "bot 'unclosed"}])
    assert [spec.name for spec in choices.engines()] == ["GNU Go", "Bot"]
    assert choices.is_installed(choices.engines()[0]) and not choices.is_installed(choices.engines()[1])
    assert choices.find("gnugo --mode gtp") == choices.installed[0]
    assert choices.find("") is None and choices.find("another --gtp") is None


def test_adding_editing_and_removing_engines_changes_what_the_settings_keep(gnugo_on_path):
    choices = EngineChoices.from_settings([])
    bot = EngineSpec("Bot", "python3 bot.py", "/tmp")
    choices.add(bot)
    with pytest.raises(EngineEntryError) as listed:
        choices.add(EngineSpec("Again", "gnugo --mode gtp"))
    assert (listed.value.problem, listed.value.detail) == ("listed", "GNU Go")
    with pytest.raises(EngineEntryError):
        choices.add(EngineSpec("Bot twice", "python3 bot.py", "/tmp"))
    renamed = EngineSpec("Better bot", "python3 bot.py --strong", "/tmp")
    choices.replace(bot, renamed)
    choices.replace(renamed, renamed)  # kept as it is: not a clash with itself
    assert choices.added_settings() == [{"name": "Better bot", "command": "python3 bot.py --strong", "folder": "/tmp"}]
    with pytest.raises(ValueError):
        choices.remove(choices.installed[0])
    choices.remove(renamed)
    assert choices.added_settings() == []
    assert [spec.name for spec in choices.engines()] == ["GNU Go"]


def test_check_asks_the_name_and_version_and_reads_them_in_pieces():
    check = EngineCheck()
    assert check.request() == b"1 name\n2 version\n"
    assert check.feed(b"=1 GNU ") is None
    assert check.feed(b"Go\n\n=2 3.") is None
    outcome = check.feed(b"8\n\n")
    assert outcome is not None and (outcome.verdict, outcome.text) == ("answers", "GNU Go 3.8")


@pytest.mark.parametrize(("output", "verdict", "text"), [
    (b"hello, I am no engine\n\n", "nonsense", "not a GTP answer"),
    (b"=7 Imposter\n\n", "nonsense", "command 7"),
    (b"?1 unknown command\n\n", "refused", "unknown command"),
    (b"=1 \n\n=2 1.0\n\n", "nonsense", "empty name"),
])
def test_check_does_not_believe_an_engine_that_writes_nonsense(output, verdict, text):
    outcome = EngineCheck().feed(output)
    assert outcome is not None and outcome.verdict == verdict and text in outcome.text


def test_an_engine_is_found_by_the_name_a_saved_game_gives_it():
    from gogui.engine_list import EngineChoices
    from gogui.gtp.engines import EngineSpec

    gnugo = EngineSpec("GNU Go", "/usr/games/gnugo --mode gtp", "", "gnugo")
    mine = EngineSpec("My bot", "mybot --gtp")
    choices = EngineChoices([gnugo], [mine])
    assert choices.named("My bot") == mine and choices.named("GNU Go") == gnugo
    assert choices.named("KataGo") is None
