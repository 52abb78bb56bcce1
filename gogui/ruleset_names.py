"""The presets' names as a reader sees them: translated where the language has its own name for a ruleset."""

from __future__ import annotations

from .i18n import QT_TRANSLATE_NOOP, translate

# The presets' names as gogui.engine gives them, marked for translation (a custom ruleset's name,
# which the user writes, is shown as written).
NAMES = (
    QT_TRANSLATE_NOOP("Ruleset", "New Zealand"),
    QT_TRANSLATE_NOOP("Ruleset", "Ing SST"),
    QT_TRANSLATE_NOOP("Ruleset", "Simplified Ing/NZ"),
    QT_TRANSLATE_NOOP("Ruleset", "Simplified Chinese"),
    QT_TRANSLATE_NOOP("Ruleset", "Simplified Japanese/Korean"),
    QT_TRANSLATE_NOOP("Ruleset", "Simplified AGA"),
    QT_TRANSLATE_NOOP("Ruleset", "Renaissance (area, A)"),
    QT_TRANSLATE_NOOP("Ruleset", "Renaissance (territory with pass stones, B)"),
    QT_TRANSLATE_NOOP("Ruleset", "Japanese 1989"),
    QT_TRANSLATE_NOOP("Ruleset", "Korean"),
    QT_TRANSLATE_NOOP("Ruleset", "Chinese"),
    QT_TRANSLATE_NOOP("Ruleset", "AGA"),
    QT_TRANSLATE_NOOP("Ruleset", "Tromp-Taylor"),
)

# The short names of the ruling matrix's rows, by preset id.
SHORT_NAMES = {
    "nz": QT_TRANSLATE_NOOP("Ruleset", "New Zealand"),
    "ing": QT_TRANSLATE_NOOP("Ruleset", "Ing SST"),
    "simplified-ing-nz": QT_TRANSLATE_NOOP("Ruleset", "Simpl. Ing/NZ"),
    "simplified-chinese": QT_TRANSLATE_NOOP("Ruleset", "Simpl. Chinese"),
    "simplified-japanese-korean": QT_TRANSLATE_NOOP("Ruleset", "Simpl. Jp/Kr"),
    "simplified-aga": QT_TRANSLATE_NOOP("Ruleset", "Simpl. AGA"),
    "renaissance-area": QT_TRANSLATE_NOOP("Ruleset", "Renaissance A"),
    "renaissance-territory": QT_TRANSLATE_NOOP("Ruleset", "Renaissance B"),
    "japanese": QT_TRANSLATE_NOOP("Ruleset", "Japanese"),
    "korean": QT_TRANSLATE_NOOP("Ruleset", "Korean"),
    "chinese": QT_TRANSLATE_NOOP("Ruleset", "Chinese"),
    "aga": QT_TRANSLATE_NOOP("Ruleset", "AGA"),
    "tromp-taylor": QT_TRANSLATE_NOOP("Ruleset", "Tromp-Taylor"),
}


def ruleset_name(name: str) -> str:
    """A ruleset's name in the chosen language (a name the catalogs do not know is shown as given)."""
    return translate("Ruleset", name)


def short_name(ruleset_id: str, name: str) -> str:
    """The short name of a preset for narrow places, else its full name, in the chosen language."""
    return translate("Ruleset", SHORT_NAMES.get(ruleset_id, name))


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
