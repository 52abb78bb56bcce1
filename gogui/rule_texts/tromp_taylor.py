"""The Tromp-Taylor preset's rule texts, citing the Tromp-Taylor rules as the diagram notes summarise them (no Qt)."""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP
from .pieces import NO_RESIGN_SUMMARY, Text, cite, rule

SOURCE = "tromp-taylor"  # the key of the text in sources.SOURCES

_NOTES = QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Tromp-Taylor)")

_TROMP_TAYLOR: dict[str, Text] = {
    "legal": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Players alternately place a stone on an empty point or pass. Suicide is allowed, "
            "and positional superko forbids any play that recreates an earlier board."),
        cite("tromp-taylor", _NOTES)),
    "occupied": rule(
        QT_TRANSLATE_NOOP("RuleText", "A stone is placed on an empty point; a point that holds a stone cannot be played."),
        cite("tromp-taylor",
            QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Tromp-Taylor) (the basic rule common to every ruleset, not "
                                            "restated there)"))),
    "positional-superko": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Positional superko: no play may recreate a board position that occurred earlier in "
            "the game, whoever is to move."),
        cite("tromp-taylor", _NOTES)),
    "passes": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Two successive passes end the game. Every stone still on the board counts as alive, "
            "and the area is scored as it stands."),
        cite("tromp-taylor", _NOTES)),
    "game-over": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "After two successive passes the game is over and no more moves are made; the stones "
            "left on the board all count as alive and the area is counted."),
        cite("tromp-taylor", _NOTES)),
    "resignation": rule(NO_RESIGN_SUMMARY, cite("tromp-taylor",
        QT_TRANSLATE_NOOP("RuleSource", "not stated in the summary"))),
}

# The texts of the presets that follow it, by preset id.
TEXTS: dict[str, dict[str, Text]] = {"tromp-taylor": _TROMP_TAYLOR}
