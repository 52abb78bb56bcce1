"""The AGA preset's rule texts, citing the American Go Association rules as the diagram notes summarise them (no Qt)."""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP
from .pieces import NO_RESIGN_SUMMARY, Text, cite, places, rule

SOURCE = "aga"  # the key of the text in sources.SOURCES

_AGA: dict[str, Text] = {
    "legal": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Players alternately place a stone on a vacant point or pass. Self-capture is an "
            "illegal move, and superko forbids a play that brings back an earlier board with the "
            "same player to move."),
        cite("aga", places(
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (AGA)"),
            QT_TRANSLATE_NOOP("RuleSource", "Suicide as a ko threat (AGA: self-capture illegal)")))),
    "occupied": rule(
        QT_TRANSLATE_NOOP("RuleText", "A stone is placed on a vacant point; a point that holds a stone cannot be played."),
        cite("aga",
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (AGA) (the basic rule common to every ruleset, not restated "
                                            "there)"))),
    "suicide": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Self-capture is an illegal move: a play may not leave the player's own stones "
            "without liberties."),
        cite("aga", QT_TRANSLATE_NOOP("RuleSource", "Suicide as a ko threat (AGA: self-capture illegal)"))),
    "situational-superko": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Superko, commonly read as situational: a play may not recreate an earlier board "
            "position with the same player to move. (The BGA reads it as natural situational "
            "superko instead.)"),
        cite("aga", places(
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (AGA)"),
            QT_TRANSLATE_NOOP("RuleSource", "Triple ko and Sending two, returning one (AGA)")))),
    "passes": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "When both players pass in turn, play stops; each pass hands the opponent a stone as "
            "a prisoner, and White passes last, adding a pass if Black passed last. A "
            "disagreement about dead stones is played out."),
        cite("aga", places(
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (AGA) (pass stones; White passes last)"),
            QT_TRANSLATE_NOOP("RuleSource", "Bent four in the corner (play it out)")))),
    "game-over": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Once play has stopped and the dead stones are agreed, the area is counted; with the "
            "pass stones and White passing last, territory counting gives the same result."),
        cite("aga", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (AGA) (area-equivalent scoring with pass stones)"))),
    "resignation": rule(NO_RESIGN_SUMMARY, cite("aga", QT_TRANSLATE_NOOP("RuleSource", "not stated in the summary"))),
}

# The texts of the presets that follow it, by preset id.
TEXTS: dict[str, dict[str, Text]] = {"aga": _AGA}
