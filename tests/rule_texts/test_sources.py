"""The table of source texts: each text one entry, read by the About box and every citation."""

from __future__ import annotations

from pathlib import Path

import pytest

from gogui import about, i18n
from gogui.engine import PRESETS, preset
from gogui.rule_texts import TEXT_MODULES, TOPICS, rule_text
from gogui.rule_texts.sources import SOURCES, SUMMARY_FILE


def test_every_preset_follows_a_text_of_the_table_and_every_text_is_followed():
    assert {ruleset.source for ruleset in PRESETS.values()} == set(SOURCES)


@pytest.mark.parametrize("module", TEXT_MODULES, ids=lambda module: module.__name__)
def test_each_text_s_module_holds_the_texts_of_the_presets_that_follow_that_text(module):
    assert module.SOURCE in SOURCES
    assert set(module.TEXTS) == {r.id for r in PRESETS.values() if r.source == module.SOURCE}


def test_every_text_of_the_table_has_its_module():
    assert sorted(module.SOURCE for module in TEXT_MODULES) == sorted(SOURCES)


@pytest.mark.parametrize("ruleset_id", list(PRESETS))
def test_every_text_of_a_preset_cites_the_text_the_about_box_names(ruleset_id):
    ruleset = PRESETS[ruleset_id]
    text = SOURCES[ruleset.source]
    shown = [t for t in (rule_text(ruleset, topic) for topic in TOPICS) if t is not None]
    assert shown
    for t in shown:
        assert t.source.startswith(text.title + ", "), (t.topic, t.source)
        # A text the project keeps is cited with its copy; a mainstream one as the notes summarise it.
        where = f"({text.file})" if text.file else f"as summarised in {SUMMARY_FILE}"
        assert where in t.source, (t.topic, t.source)
    title, origin = about.source_of(ruleset.source)
    assert title == text.named and origin == text.origin


def test_a_custom_ruleset_is_named_by_the_text_of_the_preset_it_is_built_on():
    custom = preset("ing").with_options(suicide="forbidden")
    assert about.source_of(custom.source) == about.source_of(PRESETS["ing"].source)
    assert about.source_of(custom.source)[0] == "Ing's SST Rules of Go, Kim, Simon and Straus"


def test_the_kept_copies_are_the_project_s_seed_files():
    kept = {key: text.file for key, text in SOURCES.items() if text.file is not None}
    assert set(kept) == {"simplified", "renaissance", "nz", "sst"}
    for file in kept.values():
        assert file.startswith("shared/seeds/") and file.endswith(".txt")
    seeds = next((parent / "shared" / "seeds" for parent in Path(__file__).resolve().parents
                  if (parent / "shared" / "seeds").is_dir()), None)
    if seeds is None:
        pytest.skip("the seed texts (shared/seeds) are not next to this checkout")
    for file in kept.values():
        assert (seeds.parent.parent / file).is_file(), file


def test_the_about_box_says_where_a_text_comes_from_in_the_language_shown(english):
    english_origins = {key: about.source_of(key)[1] for key in SOURCES}
    i18n.set_language("ja")
    for key, text in SOURCES.items():
        title, origin = about.source_of(key)
        assert title == text.named  # the text's name as written, in every language
        assert origin and origin != english_origins[key], key
    assert "Ing Chang-ki" not in about.source_of("sst")[1]
