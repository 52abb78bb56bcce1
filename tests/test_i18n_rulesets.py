"""The rulesets' texts, gogui-rules' words and the diagram library's words in every language:
the catalogs are complete and up to date, keep every placeholder, and are used."""

from __future__ import annotations

import importlib.util
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gogui import cli, diagrams, i18n
from gogui.engine import PRESETS
from gogui.engine.rules import description_text, parse_rules_spec, reading_text, ruleset_title

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("ja", "ko", "zh_CN", "zh_TW")
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")


def update_translations():
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "scripts" / "update_translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> Path:
    """The area's catalogs brought up to date with the sources, in a copy (the real ones are not touched)."""
    folder = tmp_path_factory.mktemp("translations")
    for code in LANGUAGES:
        shutil.copy(FOLDER / f"rulesets_{code}.ts", folder)
    tool = update_translations()
    for code in LANGUAGES:
        tool.update("rulesets", code, folder=folder)
    return folder


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_text_of_the_area_is_translated_with_its_placeholders(extracted, code):
    root = ET.parse(extracted / f"rulesets_{code}.ts").getroot()
    messages = list(root.iter("message"))
    assert len(messages) > 100
    for message in messages:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None, source
        assert translation.get("type") is None, (code, translation.get("type"), source)
        text = translation.text or ""
        assert text.strip(), (code, source)
        assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), (code, source, text)
        assert "\n" not in text and text.endswith(" ") == source.endswith(" "), (code, source)


def test_the_presets_texts_and_the_library_words_show_in_japanese(japanese):
    japanese_1989 = PRESETS["japanese"]
    assert description_text(japanese_1989) != japanese_1989.description
    assert "第7条第2項" in reading_text(japanese_1989)  # the article cited, in the Japanese way
    assert reading_text(PRESETS["ing"]) != PRESETS["ing"].reading
    assert japanese_1989.description.startswith("Territory scoring")  # the field stays English
    custom = parse_rules_spec("base=japanese,ko=positional")
    assert custom.name == "Custom (base=japanese,ko=positional)"  # read back as a rules spec
    assert "base=japanese,ko=positional" in ruleset_title(custom) and ruleset_title(custom) != custom.name
    assert diagrams.verdict_words(diagrams.Ruling("illegal", 6, "positional-superko")) != \
        "illegal at move 6 (positional superko)"
    assert diagrams.line_title("Main line") != "Main line"
    assert diagrams.line_title("Both pass: seki") == "双方がパス：セキ"  # a library file's line name
    assert diagrams.line_title("My own line") == "My own line"  # a name a learner's file gives
    with pytest.raises(ValueError) as raised:
        parse_rules_spec("base=japanese,colour=red")
    assert "'colour'" in str(raised.value) and not str(raised.value).startswith("unknown")


def test_gogui_rules_speaks_japanese_and_keeps_english_without_lang(capsys):
    try:
        assert cli.main(["--diagram", "triple-ko", "--ruleset", "japanese", "--lang", "ja"]) == 0
        japanese_text = capsys.readouterr().out
    finally:
        i18n.set_language("en")
    assert cli.main(["--diagram", "triple-ko", "--ruleset", "japanese"]) == 0
    english_text = capsys.readouterr().out
    assert "Main line:" in english_text and "Main line:" not in japanese_text
    assert "[japanese]" in japanese_text and "三コウ [triple-ko]" in japanese_text  # ids kept, titles translated


def test_gogui_rules_help_is_translated_after_lang(capsys):
    try:
        with pytest.raises(SystemExit):
            cli.main(["--lang", "ja", "--help"])
        help_text = capsys.readouterr().out
    finally:
        i18n.set_language("en")
    assert "--diagram" in help_text and "usage:" not in help_text and "an SGF file" not in help_text
