"""The rulesets reference shows each option's value as words a learner reads, in the chosen language."""

from __future__ import annotations

import re

from gogui.engine import PRESETS, preset
from gogui.ui.ruleset_reference import reference_html


def values(html: str) -> dict[str, str]:
    """The options table of a page: option name -> the value shown."""
    return dict(re.findall(r"<tr><td><code>([^<]*)</code></td><td><b>([^<]*)</b></td>", html))


def test_option_values_read_as_words(english):
    shown = values(reference_html(PRESETS["renaissance-territory"]))
    assert shown["pass-stones"] == "in dispute phases"
    assert shown["equal-dispute-moves"] == "yes"
    assert shown["white-passes-last"] == "no"
    assert shown["ko"] == "basic ko and minimal superko"
    assert shown["scoring"] == "territory and prisoners"
    assert shown["komi"] == "6.5"
    assert shown["passes"] == "3"


def test_no_option_value_is_a_code(english):
    for ruleset in PRESETS.values():
        for option, value in values(reference_html(ruleset)).items():
            assert value not in ("True", "False"), (ruleset.id, option)
            assert not re.fullmatch(r"[a-z]+(-[a-z]+)+", value), (ruleset.id, option, value)


def test_option_values_in_japanese(japanese):
    shown = values(reference_html(PRESETS["renaissance-territory"]))
    assert shown["pass-stones"] == "死活の争いの段階で"
    assert shown["equal-dispute-moves"] == "はい"
    assert shown["white-passes-last"] == "いいえ"
    assert values(reference_html(PRESETS["japanese"]))["seki"] == "どちらの得点にもならない"


def test_each_ruleset_s_page_says_how_faithfully_each_engine_plays_it():

    ing = reference_html(preset("ing"))
    assert "Playing the computer" in ing and "GNU Go" in ing and "KataGo" in ing
    assert "hot stones" in ing and "--allow-suicide" in ing
    chinese = reference_html(preset("chinese"))
    assert "plays it as it is" in chinese  # KataGo is told all of the Chinese rules
