"""The rule texts in other languages: every statement and source note of gogui/rule_texts/ is
in the catalogs, translated in every language with the same placeholders, and shown translated."""

from __future__ import annotations

import itertools
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gogui import i18n
from gogui.engine import PRESETS, preset
from gogui.engine.rules import CYCLE_RULES, DISPUTE_RULES, KO_RULES, PASS_STONE_RULES, SCORING_RULES, SUICIDE_RULES
from gogui.rule_texts import TOPICS, messages, readable_source, rule_text

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import update_translations  # noqa: E402

AREA = "rule_texts"
CODES = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def catalog_messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [(context.findtext("name") or "", message.findtext("source") or "", message)
            for context in root.iter("context") for message in context.iter("message")]


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> Path:
    """The area's catalogs brought up to date with the sources, on a copy (the extractor's own
    verdict on what is new or gone)."""
    folder = tmp_path_factory.mktemp("translations")
    for code in CODES:
        shutil.copy(update_translations.catalog(AREA, code), folder)
        update_translations.update(AREA, code, folder=folder)
    return folder


@pytest.mark.parametrize("code", CODES)
def test_every_message_of_the_area_is_translated_with_its_placeholders(extracted, code):
    found = catalog_messages(update_translations.catalog(AREA, code, extracted))
    assert len(found) > 150
    for context, source, message in found:
        translation = message.find("translation")
        assert translation is not None, (code, source)
        assert translation.get("type") is None, (code, context, source, translation.get("type"))
        assert translation.text, (code, source)
        assert sorted(PLACEHOLDER.findall(translation.text)) == sorted(PLACEHOLDER.findall(source)), (code, source)


@pytest.mark.parametrize("code", CODES)
def test_the_catalog_in_the_repository_is_what_the_extractor_makes(extracted, code):
    kept = {(context, source) for context, source, _ in catalog_messages(update_translations.catalog(AREA, code))}
    made = {(context, source) for context, source, _ in catalog_messages(update_translations.catalog(AREA, code, extracted))}
    assert kept == made


def sample_rulesets():
    yield from PRESETS.values()
    base = preset("tromp-taylor").with_options(id="custom", name="Custom")
    for ko, cycles, suicide, disputes, passes, stones, scoring in itertools.product(
            KO_RULES, CYCLE_RULES, SUICIDE_RULES, DISPUTE_RULES, (2, 3), PASS_STONE_RULES, SCORING_RULES):
        yield base.with_options(ko=ko, cycles=cycles, suicide=suicide, disputes=disputes, passes=passes,
                                pass_stones=stones, scoring=scoring, white_passes_last=passes == 2,
                                equal_dispute_moves=stones == "in-disputes")
    yield preset("japanese").with_options(suicide="allowed", ko="positional")


@pytest.mark.parametrize("code", CODES)
def test_every_text_a_ruling_can_show_is_made_of_finished_messages(code):
    table = i18n.load(code)
    for r in sample_rulesets():
        for topic in TOPICS:
            for context, source in messages(r, topic):
                if context == "Ruleset":  # the ruleset names belong to the windows' catalogs
                    continue
                assert (context, source) in table, (code, r.id, topic, context, source)


def test_japanese_rule_texts_are_shown_in_japanese_and_english_comes_back(english):
    english_ko = rule_text(PRESETS["japanese"], "ko")
    i18n.set_language("ja")
    ko = rule_text(PRESETS["japanese"], "ko")
    assert ko is not None and english_ko is not None
    assert "コウ" in ko.statement and "第7条" in ko.statement and ko.statement != english_ko.statement
    # The text's official title in Japanese; places quoted from the texts and paths as written.
    assert "日本囲碁規約（1989年）" in ko.source and "Art. 7-2" in ko.source
    assert "shared/diagrams/positions.md" in ko.source
    readable = readable_source(ko.source)
    assert "shared/" not in readable and i18n.translate("RuleSource", "the diagram library's notes") in readable
    nz = rule_text(PRESETS["nz"], "situational-superko")
    assert nz is not None and readable_source(nz.source).startswith("New Zealand Rules of Go")
    assert "shared/" not in readable_source(nz.source)
    custom = rule_text(preset("japanese").with_options(suicide="allowed"), "legal")
    assert custom is not None and "suicide=allowed" in custom.source and "custom" not in custom.source
    i18n.set_language("en")
    assert rule_text(PRESETS["japanese"], "ko") == english_ko


@pytest.mark.parametrize("code", CODES)
def test_every_preset_text_is_translated_whole(english, code):
    i18n.set_language(code)
    for r in PRESETS.values():
        for topic in TOPICS:
            text = rule_text(r, topic)
            if text is None:
                continue
            # No English sentence is left: a statement has no run of three English words.
            assert not re.search(r"[a-z]+ [a-z]+ [a-z]+", text.statement), (code, r.id, topic, text.statement)
            assert "{" not in text.statement and "{" not in text.source, (code, r.id, topic)
