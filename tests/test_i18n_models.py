"""The windows' Qt-free modules (session, explorer, save checks, SGF reading, recovery): their
messages are in the ui catalogs, finished in every language with the same placeholders, and made
in the chosen language (English again after)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gogui import diagrams, i18n
from gogui.engine import preset
from gogui.explorer import Explorer
from gogui.save_checks import library_refusal
from gogui.session import GameSession
from gogui.session_records import ruleset_from_rules_property
from gogui.sgf import SgfError, parse

FOLDER = Path(__file__).resolve().parent.parent / "resources" / "translations"
CONTEXTS = ("Session", "Explorer", "SaveChecks", "Sgf", "Recovery")
LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]
PLACEHOLDER = re.compile(r"\{[A-Za-z_]*\}")


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_modules_messages_are_finished_with_their_placeholders(code):
    found = dict.fromkeys(CONTEXTS, 0)
    for context in ET.parse(FOLDER / f"ui_{code}.ts").getroot().iter("context"):
        name = context.findtext("name") or ""
        if name not in found:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") in ("vanished", "obsolete"):
                continue
            source = message.findtext("source") or ""
            assert translation.get("type") is None and translation.text, (name, source)
            assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(translation.text)), source
            found[name] += 1
    assert all(found.values()), found


def test_a_resignation_and_a_refused_record_are_told_in_japanese(japanese):
    session = GameSession(preset("japanese"), 9)
    assert session.resign("B").explanation == "黒が投了しました。白の勝ちです。"
    with pytest.raises(SgfError, match=r"^RU\[bogus\] はこのプログラムが扱えるルールを指していません$"):
        ruleset_from_rules_property("bogus")
    explorer = Explorer()
    explorer.games = parse(b"(;GM[1]SZ[9])(;GM[1]SZ[9]GN[Second])")
    assert explorer.game_names() == ["1: 第1局", "2: Second"]
    refusal = library_refusal(diagrams.LIBRARY_DIR / "x.sgf")
    assert refusal is not None and "図のライブラリ" in refusal and refusal.endswith("保存してください。")


def test_the_same_messages_are_english_again_after(japanese):
    i18n.set_language("en")
    session = GameSession(preset("japanese"), 9)
    assert session.resign("W").explanation == "White resigned: Black wins."
    with pytest.raises(SgfError, match=r"^RU\[bogus\] names no ruleset this program knows$"):
        ruleset_from_rules_property("bogus")
    explorer = Explorer()
    explorer.games = parse(b"(;GM[1]SZ[9])(;GM[1]SZ[9]GN[Second])")
    assert explorer.game_names() == ["1: game 1", "2: Second"]
