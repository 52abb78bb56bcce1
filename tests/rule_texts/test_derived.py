"""The rule texts of custom rulesets: each option value stated as the text that defines it states it."""

from __future__ import annotations

import pytest

from gogui.engine import parse_rules_spec, preset
from gogui.rule_texts import rule_text

# (rules spec, topic, words of the statement, words of the source): the text each option value cites.
CITED = [
    ("base=tromp-taylor,ko=situational", "legal", "same player to move",
     "New Zealand Rules of Go, the definition of a move"),
    ("base=tromp-taylor,ko=renaissance", "legal", "minimal superko", "Renaissance rules, rules 2 and 4"),
    ("base=tromp-taylor,ko=natural-situational", "natural-situational-superko", "Natural situational superko",
     "gogui design, shared/DESIGN.md (The rules model)"),
    ("base=tromp-taylor,ko=simple", "ko", "Basic ko", "Japanese Rules of Go (1989), as summarised in"),
    ("base=tromp-taylor,ko=ing", "hot-stone", "hot stones", "Part 6A (Fighting Kos)"),
    ("base=tromp-taylor,suicide=multi-stone", "suicide", "treated as a pass", "Part 4 (Suicide)"),
    ("base=tromp-taylor,suicide=forbidden", "suicide", "Suicide is forbidden",
     "Simplified Chinese block (second ruleset; heading lost in the copy)"),
    ("base=tromp-taylor,cycles=threefold", "repetition", "Threefold repetition", "rule 3 (threefold repetition)"),
    ("base=tromp-taylor,cycles=no-result", "no-result", "no result", "Ruleset notes (Japanese 1989, Art. 12)"),
    ("base=tromp-taylor,passes=3", "passes", "Three successive passes", "Renaissance rules, rule 5"),
    ("base=chinese,white-passes-last=yes", "passes", "extra pass by White", "Simplified AGA block"),
    ("base=chinese,removals=none", "passes", "counts as alive", "Ruleset notes (Tromp-Taylor)"),
    ("base=chinese,disputes=confirmation", "passes", "confirmation play", "Art. 7-2"),
    ("base=chinese,disputes=hypothetical", "passes", "imagined wise play", "Simplified Japanese / Korean block"),
    ("base=chinese,disputes=all-alive", "passes", "stays on the board as alive",
     "New Zealand Rules of Go, the end of the game"),
    ("base=chinese,pass-stones=in-disputes", "passes", "A pass in a dispute phase", "Renaissance rules, B.8"),
    ("base=chinese,equal-dispute-moves=yes", "passes", "equally many moves", "Renaissance rules, B.9"),
    ("base=chinese,scoring=ing-fill", "game-over", "Ing counting", "Part 2, Counting"),
    ("base=chinese,seki=not-counted", "game-over", "seki count for nobody", "(seki)"),
]


@pytest.mark.parametrize(("spec", "topic", "stated", "cited"), CITED)
def test_an_option_value_is_stated_and_cited_as_the_text_that_defines_it(spec, topic, stated, cited):
    text = rule_text(parse_rules_spec(spec), topic)
    assert text is not None
    assert stated in text.statement, text.statement
    assert cited in text.source, text.source
    assert "[custom combination; " in text.source  # made from a rules spec, so based on no preset


def test_a_custom_text_names_the_option_values_it_follows_and_the_preset_it_changes():
    changed = preset("japanese").with_options(ko="positional")
    text = rule_text(changed, "legal")
    assert text is not None
    assert text.source.endswith("[custom combination based on Japanese 1989; ko=positional, suicide=forbidden]")
    occupied = rule_text(parse_rules_spec("base=aga,ko=simple"), "occupied")
    assert occupied is not None and occupied.source.endswith("; no option decides this rule]")
