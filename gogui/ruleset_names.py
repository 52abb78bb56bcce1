"""The rulesets' names and options as a reader sees them: translated where the language has its own words.

A preset's name and short name are its own (gogui.engine.rules, marked for translation there)."""

from __future__ import annotations

from .engine.rules import PRESETS, Ruleset
from .i18n import QT_TRANSLATE_NOOP, translate


def ruleset_name(name: str) -> str:
    """A ruleset's name in the chosen language (a name the catalogs do not know is shown as given)."""
    return translate("Ruleset", name)


def short_name(ruleset: Ruleset) -> str:
    """A ruleset's short name for narrow places, in the chosen language: a preset's own while
    the ruleset bears the preset's name (a copy renamed, a custom ruleset, shows its full name)."""
    preset = PRESETS.get(ruleset.id)
    named = preset is not None and preset.name == ruleset.name and ruleset.short_name
    return translate("Ruleset", ruleset.short_name if named else ruleset.name)


# The options' values as a learner reads them, by (public option name, value); a value not listed
# (a number of passes) is shown as it is. gogui-rules --rules and the JSON keep the values' codes.
OPTION_VALUES = {
    ("ko", "simple"): QT_TRANSLATE_NOOP("RulesetOption", "basic ko only"),
    ("ko", "positional"): QT_TRANSLATE_NOOP("RulesetOption", "positional superko"),
    ("ko", "situational"): QT_TRANSLATE_NOOP("RulesetOption", "situational superko"),
    ("ko", "natural-situational"): QT_TRANSLATE_NOOP("RulesetOption", "natural situational superko"),
    ("ko", "renaissance"): QT_TRANSLATE_NOOP("RulesetOption", "basic ko and minimal superko"),
    ("ko", "ing"): QT_TRANSLATE_NOOP("RulesetOption", "Ing's hot stones and disturbing"),
    ("cycles", "none"): QT_TRANSLATE_NOOP("RulesetOption", "nothing: play goes on"),
    ("cycles", "no-result"): QT_TRANSLATE_NOOP("RulesetOption", "no result"),
    ("cycles", "threefold"): QT_TRANSLATE_NOOP("RulesetOption", "threefold repetition ends the game"),
    ("suicide", "forbidden"): QT_TRANSLATE_NOOP("RulesetOption", "forbidden"),
    ("suicide", "allowed"): QT_TRANSLATE_NOOP("RulesetOption", "allowed"),
    ("suicide", "multi-stone"): QT_TRANSLATE_NOOP("RulesetOption", "of one stone, a pass; of more, allowed"),
    ("scoring", "area"): QT_TRANSLATE_NOOP("RulesetOption", "area"),
    ("scoring", "territory"): QT_TRANSLATE_NOOP("RulesetOption", "territory and prisoners"),
    ("scoring", "ing-fill"): QT_TRANSLATE_NOOP("RulesetOption", "Ing's fill-in count"),
    ("seki", "counted"): QT_TRANSLATE_NOOP("RulesetOption", "counted as any other point"),
    ("seki", "not-counted"): QT_TRANSLATE_NOOP("RulesetOption", "count for nobody"),
    ("pass-stones", "never"): QT_TRANSLATE_NOOP("RulesetOption", "never"),
    ("pass-stones", "always"): QT_TRANSLATE_NOOP("RulesetOption", "always"),
    ("pass-stones", "in-disputes"): QT_TRANSLATE_NOOP("RulesetOption", "in dispute phases"),
    ("disputes", "play-on"): QT_TRANSLATE_NOOP("RulesetOption", "play on"),
    ("disputes", "confirmation"): QT_TRANSLATE_NOOP("RulesetOption", "the confirmation play, not kept"),
    ("disputes", "hypothetical"): QT_TRANSLATE_NOOP("RulesetOption", "a hypothetical play, not kept"),
    ("disputes", "all-alive"): QT_TRANSLATE_NOOP("RulesetOption", "play on; every stone alive if nobody moves"),
    ("removals", "agreement"): QT_TRANSLATE_NOOP("RulesetOption", "by agreement"),
    ("removals", "none"): QT_TRANSLATE_NOOP("RulesetOption", "none: every stone on the board is alive"),
    ("ties", "draw"): QT_TRANSLATE_NOOP("RulesetOption", "nobody: a draw"),
    ("ties", "B"): QT_TRANSLATE_NOOP("RulesetOption", "Black"),
    ("ties", "W"): QT_TRANSLATE_NOOP("RulesetOption", "White"),
    ("handicap-placement", "fixed"): QT_TRANSLATE_NOOP("RulesetOption", "on fixed points"),
    ("handicap-placement", "free"): QT_TRANSLATE_NOOP("RulesetOption", "anywhere"),
    ("handicap-compensation", "0"): QT_TRANSLATE_NOOP("RulesetOption", "none"),
    ("handicap-compensation", "N"): QT_TRANSLATE_NOOP("RulesetOption", "N points"),
    ("handicap-compensation", "N-1"): QT_TRANSLATE_NOOP("RulesetOption", "N - 1 points"),
}
_SAME_VALUES = {"handicap-ties": "ties"}  # options whose values read as another option's


def option_value_text(option: str, value: object) -> str:
    """An option's value in the chosen language as a learner reads it: yes or no, a number, or
    the words for a value's code (in-disputes: "in dispute phases")."""
    if isinstance(value, bool):
        return translate("RulesetOption", "yes") if value else translate("RulesetOption", "no")
    if isinstance(value, (int, float)):
        return f"{value:g}"
    words = OPTION_VALUES.get((_SAME_VALUES.get(option, option), str(value)))
    return translate("RulesetOption", words) if words is not None else str(value)
