"""The nearest rules each engine is told, option by option, and what the referee keeps for itself."""

from __future__ import annotations

import pytest

from gogui.engine import PRESETS, preset
from gogui.engine.rules import (
    COMPENSATION_RULES,
    CYCLE_RULES,
    DISPUTE_RULES,
    KO_RULES,
    PASS_STONE_RULES,
    REMOVAL_RULES,
    SCORING_RULES,
    SEKI_RULES,
    SUICIDE_RULES,
    TIE_RULES,
)
from gogui.gtp import nearest_rules as nearest


@pytest.mark.parametrize(("table", "values"), [
    (nearest.KO, KO_RULES), (nearest.CYCLES, CYCLE_RULES), (nearest.SUICIDE, SUICIDE_RULES),
    (nearest.SCORING, SCORING_RULES), (nearest.SEKI, SEKI_RULES), (nearest.PASS_STONES, PASS_STONE_RULES),
    (nearest.DISPUTES, DISPUTE_RULES), (nearest.REMOVALS, REMOVAL_RULES), (nearest.COMPENSATION, COMPENSATION_RULES),
    (nearest.TIES, TIE_RULES), (nearest.HANDICAP_TIES, TIE_RULES)])
def test_every_value_of_every_option_has_its_nearest_rules(table, values):
    assert set(table) == set(values)


@pytest.mark.parametrize(("rules", "flags"), [
    ("japanese", ["--japanese-rules"]),
    ("chinese", ["--positional-superko", "--chinese-rules"]),
    ("aga", ["--situational-superko", "--chinese-rules"]),
    ("nz", ["--situational-superko", "--allow-all-suicide", "--chinese-rules"]),
    ("ing", ["--allow-suicide", "--chinese-rules"]),
    ("tromp-taylor", ["--positional-superko", "--allow-all-suicide", "--chinese-rules", "--capture-all-dead"]),
])
def test_gnu_go_is_started_with_the_nearest_flags(rules, flags):
    assert nearest.gnugo_flags(preset(rules)) == flags


def test_katago_gets_tromp_taylor_without_friendly_passes_and_japanese_with_a_seki_tax():
    tt = nearest.katago_rules(preset("tromp-taylor"))
    assert tt["friendlyPassOk"] is False and tt["ko"] == "POSITIONAL" and tt["suicide"] is True
    japanese = nearest.katago_rules(preset("japanese"))
    assert japanese["scoring"] == "TERRITORY" and japanese["tax"] == "SEKI" and japanese["ko"] == "SIMPLE"
    assert nearest.katago_rules(preset("aga"))["whiteHandicapBonus"] == "N-1"


def test_what_no_engine_knows_is_the_referee_s():
    ing = " ".join(nearest.referee_only(preset("ing"), "gnugo"))
    assert "hot stones" in ing and "filling in" in ing
    assert "Threefold repetition" in " ".join(nearest.referee_only(preset("renaissance-area"), "katago"))
    assert "confirmation play" in " ".join(nearest.referee_only(preset("japanese"), "gnugo"))
    assert "Pass stones" in " ".join(nearest.referee_only(preset("aga"), "katago"))


@pytest.mark.parametrize(("rules", "kind", "level"), [
    ("chinese", "katago", "exact"), ("chinese", "gnugo", "close"), ("japanese", "gnugo", "close"),
    ("ing", "gnugo", "refereed"), ("renaissance-territory", "katago", "refereed"),
    ("nz", "katago", "refereed"), ("nz", "gnugo", "close"), ("chinese", "gtp", "refereed")])
def test_how_faithfully_each_engine_plays_a_preset(rules, kind, level):
    assert nearest.fidelity(preset(rules), kind) == level


def test_every_preset_says_something_for_each_engine():
    for ruleset in PRESETS.values():
        for kind in nearest.ENGINE_NAMES:
            assert nearest.fidelity_words(nearest.fidelity(ruleset, kind))
            assert nearest.told_words(ruleset, kind)
