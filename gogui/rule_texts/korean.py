"""The Korean preset's rule texts, citing Korean Baduk Association practice as the diagram notes summarise it (no Qt)."""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP
from .pieces import NO_RESIGN_SUMMARY, Text, cite, join_citations, places, rule

SOURCE = "korean"  # the key of the text in sources.SOURCES

_KOREAN: dict[str, Text] = {
    "legal": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Players alternately place a stone on a vacant point or pass. Suicide is illegal and "
            "the basic ko rule forbids retaking a ko at once; there is no superko."),
        cite("korean", places(
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Korean)"),
            QT_TRANSLATE_NOOP("RuleSource", "Suicide as a ko threat (Korean: illegal)")))),
    "occupied": rule(
        QT_TRANSLATE_NOOP("RuleText", "A stone is placed on a vacant point; a point that holds a stone cannot be played."),
        cite("korean",
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Korean) (the basic rule common to every ruleset, not "
                                            "restated there)"))),
    "suicide": rule(
        QT_TRANSLATE_NOOP("RuleText", "A play that would leave the player's own stones without liberties is illegal."),
        cite("korean", QT_TRANSLATE_NOOP("RuleSource", "Suicide as a ko threat (Korean: illegal)"))),
    "ko": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Ko: a stone that has just captured a single stone in a ko may not be captured back "
            "at once. Life and death is confirmed as under the Japanese rules, where a ko may be "
            "retaken only after passing once for it."),
        cite("korean", places(
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Korean) (basic ko rule)"),
            QT_TRANSLATE_NOOP("RuleSource", "Double ko seki and Bent four (Korean: as Japanese)")))),
    "no-result": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "A long cycle that the players keep repeating annuls the game: it ends without result "
            "(the Korean word is rendered as a draw). The SST article likewise reports that the "
            "Korean association voids games that contain complex or multiple kos unless a player "
            "concedes the local fight."),
        join_citations([cite("korean", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Korean) (long cycles)")),
               cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 1 (Introduction)"))])),
    "passes": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "When both players pass in turn, play stops and they agree which stones are dead; a "
            "disagreement is settled by confirmation as under the Japanese rules."),
        cite("korean", places(
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Korean)"),
            QT_TRANSLATE_NOOP("RuleSource", "Double ko seki and Bent four (Korean: as Japanese)")))),
    "game-over": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Once play has stopped and life and death is settled, territory and prisoners are "
            "counted, and points in seki count for nobody."),
        cite("korean", places(
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Korean) (territory scoring)"),
            QT_TRANSLATE_NOOP("RuleSource", "Double ko seki (Korean: as Japanese)")))),
    "resignation": rule(NO_RESIGN_SUMMARY, cite("korean", QT_TRANSLATE_NOOP("RuleSource", "not stated in the summary"))),
}

# The texts of the presets that follow it, by preset id.
TEXTS: dict[str, dict[str, Text]] = {"korean": _KOREAN}
