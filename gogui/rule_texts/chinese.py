"""The Chinese preset's rule texts, citing the Chinese Rules of Go as the diagram notes summarise them (no Qt)."""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP
from .pieces import DESIGN_TABLE, NO_RESIGN_SUMMARY, Message, Text, cite, places, rule

SOURCE = "chinese"  # the key of the text in sources.SOURCES

_CHINESE: dict[str, Text] = {
    "legal": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Players alternately place a stone on a vacant point or pass. Suicide is illegal, and "
            "a play may not repeat a whole-board position that has occurred before (we apply the "
            "written superko rule as positional superko)."),
        cite("chinese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Chinese) (suicide illegal; 2002 Art. 20)"))),
    "occupied": rule(
        QT_TRANSLATE_NOOP("RuleText", "A stone is placed on a vacant point; a point that holds a stone cannot be played."),
        cite("chinese",
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Chinese) (the basic rule common to every ruleset, not "
                                            "restated there)"))),
    "suicide": rule(
        QT_TRANSLATE_NOOP("RuleText", "A play that would leave the player's own stones without liberties is illegal."),
        cite("chinese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Chinese) (suicide illegal)"))),
    "positional-superko": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "The 2002 rules forbid whole-board repetition in principle (article 20), read here as "
            "positional superko: no play may recreate an earlier board. In practice referees "
            "settle some long cycles otherwise (no result, draw or replay)."),
        cite("chinese", places(
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Chinese) (2002 Art. 20)"),
            QT_TRANSLATE_NOOP("RuleSource", "Triple ko")))),
    "passes": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "When both players pass in turn, play stops and they agree which stones are dead. "
            "Under area scoring a disputed position is simply played out, since playing inside "
            "one's own area costs nothing."),
        Message("RuleSource", QT_TRANSLATE_NOOP("RuleSource", "{citation}; two passes: {design}"), (
            ("citation", cite("chinese", QT_TRANSLATE_NOOP("RuleSource", "Bent four in the corner (must be played out)"))),
            ("design", DESIGN_TABLE)))),
    "game-over": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Once play has stopped and the dead stones are agreed, each side's area, its stones "
            "plus the points it surrounds, is counted."),
        cite("chinese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Chinese) (area scoring)"))),
    "resignation": rule(NO_RESIGN_SUMMARY, cite("chinese", QT_TRANSLATE_NOOP("RuleSource", "not stated in the summary"))),
}

# The texts of the presets that follow it, by preset id.
TEXTS: dict[str, dict[str, Text]] = {"chinese": _CHINESE}
