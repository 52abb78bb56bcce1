"""The engine's catalogs: every text of the rulings marked, finished in each language with the same
placeholders, and the explanations made in the chosen language (the English is pinned elsewhere,
by the snapshots)."""

from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gogui.engine import Game, preset

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import update_translations  # noqa: E402 - the script's folder joins the path just above

AREA = "engine"
LANGUAGES = update_translations.languages()
PLACEHOLDER = re.compile(r"\{[A-Za-z_]*\}")


def messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    """Every message of a catalog: its context, its source and its translation element."""
    out = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            out.append((name, message.findtext("source") or "", translation))
    return out


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> Path:
    """The area's catalogs brought up to date with the sources in a copy: what the extractor finds now."""
    folder = tmp_path_factory.mktemp("catalogs")
    for code in LANGUAGES:
        shutil.copy(update_translations.catalog(AREA, code), folder)
        update_translations.update(AREA, code, folder=folder)
    return folder


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_engine_text_is_translated_with_its_placeholders(extracted, code):
    found = messages(extracted / f"{AREA}_{code}.ts")
    assert len(found) > 150
    for context, source, translation in found:
        state = translation.get("type")
        assert state is None, f"{code}: {state} in {context}: {source!r}"
        assert translation.text, f"{code}: no translation in {context}: {source!r}"
        assert sorted(set(PLACEHOLDER.findall(source))) == sorted(set(PLACEHOLDER.findall(translation.text))), (
            f"{code}: placeholders differ in {context}: {source!r} -> {translation.text!r}")


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_committed_catalogs_hold_what_the_extractor_finds(extracted, code):
    committed = {(c, s) for c, s, _ in messages(update_translations.catalog(AREA, code))}
    now = {(c, s) for c, s, _ in messages(extracted / f"{AREA}_{code}.ts")}
    assert committed == now


def test_a_ruling_is_explained_in_japanese(japanese):
    game = Game(preset("chinese"), 9)
    outcome = game.play("D4")
    assert outcome.explanation == "黒はD4に打ちます。"
    refused = game.play("D4")
    assert refused.explanation == "D4にはすでに黒石があります。"
    game.pass_move()
    game.pass_move()
    score = game.score()
    assert "黒" in score.explanation and "White" not in score.explanation


def test_a_ko_refusal_and_a_count_are_explained_in_japanese(japanese):
    game = Game(preset("japanese"), 5, black=["A3", "B2", "B4"], white=["B3", "C2", "C4", "D3"])
    taken = game.play("C3", "B")
    assert taken.explanation == "黒はC3に打ちます。1子（B3）を取ります。"
    refused = game.play("B3", "W")
    assert refused.reason == "ko"
    assert refused.explanation == ("白はB3のコウをすぐには取り返せません。C3の黒石がそこで1子を取ったばかりで、"
                                   "取り返すと局面が繰り返されます（基本のコウ）。先に別の所に打ってください。")
    game.pass_move("W")
    game.pass_move("B")
    explanation = game.score().explanation
    assert explanation.startswith("黒") and "アゲハマ" in explanation and "。 " not in explanation


def test_an_explanation_names_a_custom_ruleset_in_the_learner_s_language(japanese):
    from gogui.engine.rules import parse_rules_spec, ruleset_title

    custom = parse_rules_spec("base=japanese,ko=positional")
    game = Game(custom, 5)
    for vertex in ("B1", "A2"):  # 2 X . . . .   Black A2 and B1: White's A1 would be suicide
        game.play(vertex)        # 1 . X . . .
        game.pass_move()
    refusal = game.play("A1", "W")
    assert refusal.reason == "suicide"
    assert ruleset_title(custom) in refusal.explanation and "Custom" not in refusal.explanation


def test_where_play_stops_under_a_custom_ruleset_the_panel_names_it_in_the_learner_s_language(japanese):
    from gogui.engine.rules import parse_rules_spec, ruleset_title
    from gogui.sgf import parse
    from gogui.teaching import analyse

    custom = parse_rules_spec("base=japanese,ko=positional")
    record, = parse(b"(;GM[1]FF[4]SZ[9];B[ee];W[];B[])")
    stopped = analyse(record, record.main_line(), custom).rulings[-1]
    assert stopped.status == "stopped"
    assert ruleset_title(custom) in stopped.explanation and "Custom" not in stopped.explanation
