"""The Japanese 1989 preset's rule texts, citing the Japanese Rules of Go (1989) as the diagram notes summarise them (no Qt)."""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP
from .pieces import NO_RESIGN_SUMMARY, Text, cite, places, rule

SOURCE = "japanese"  # the key of the text in sources.SOURCES

_JAPANESE: dict[str, Text] = {
    "legal": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Players alternately place a stone on a vacant point or pass. A play that would leave "
            "a group of one's own without liberties is not allowed (article 4), and the basic ko "
            "rule forbids retaking a ko at once; there is no superko."),
        cite("japanese", places(
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989)"),
            QT_TRANSLATE_NOOP("RuleSource", "Suicide as a ko threat (Art. 4)")))),
    "occupied": rule(
        QT_TRANSLATE_NOOP("RuleText", "A stone is placed on a vacant point; a point that holds a stone cannot be played."),
        cite("japanese",
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989) (the basic rule common to every ruleset, not "
                                            "restated there)"))),
    "suicide": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "No group without liberties may exist on the board, so a play that would leave the "
            "player's own stones without liberties is illegal (article 4)."),
        cite("japanese", places(
            QT_TRANSLATE_NOOP("RuleSource", "Suicide as a ko threat (Art. 4)"),
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989)")))),
    "ko": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Ko: a stone that has just captured a single stone in a ko may not be captured back "
            "at once, so a ko threat must come first. In the confirmation after play, a player "
            "whose stone was taken in a ko may retake it only after passing once for that ko "
            "(article 7-2)."),
        cite("japanese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989) (basic ko rule only; Art. 7-2)"))),
    "no-result": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "A long cycle such as a triple ko or eternal life can repeat for ever under the basic "
            "ko rule; when the whole-board position repeats and the players agree, the game ends "
            "with no result (article 12). We end it when the same position with the same player "
            "to move comes a third time without a pass."),
        cite("japanese", places(
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989) (Art. 12)"),
            QT_TRANSLATE_NOOP("RuleSource", "Triple ko")))),
    "passes": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "When both players pass in turn, play stops and they agree which stones are dead. A "
            "disagreement is settled by confirmation, play that is not kept, in which a ko may be "
            "retaken only after a pass for that ko (article 7-2)."),
        cite("japanese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989) (confirmation phase, Art. 7-2)"))),
    "game-over": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Once play has stopped and life and death is confirmed, the game is over: territory "
            "and prisoners are counted, and points in seki count for nobody."),
        cite("japanese", places(
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989)"),
            QT_TRANSLATE_NOOP("RuleSource", "Double ko seki ('no territory')")))),
    "resignation": rule(NO_RESIGN_SUMMARY, cite("japanese", QT_TRANSLATE_NOOP("RuleSource", "not stated in the summary"))),
}

# The texts of the presets that follow it, by preset id.
TEXTS: dict[str, dict[str, Text]] = {"japanese": _JAPANESE}
