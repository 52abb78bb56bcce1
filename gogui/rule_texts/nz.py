"""The New Zealand preset's rule texts, citing the New Zealand Rules of Go (no Qt)."""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP
from .pieces import NO_RESIGN_NOTE, Text, cite, places, rule

SOURCE = "nz"  # the key of the text in sources.SOURCES

_NZ: dict[str, Text] = {
    "legal": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "On a turn a player either says 'pass' or places a stone of their colour on an "
            "unoccupied intersection; opposing stones without liberties are removed first, then "
            "the player's own, so suicide is allowed. The play counts as a move only if the board "
            "it leaves differs from every board left by that player's earlier moves."),
        cite("nz", places(
            QT_TRANSLATE_NOOP("RuleSource", "the definitions of a play and of a move"),
            QT_TRANSLATE_NOOP("RuleSource", "Notes (no rule forbids suicide)")))),
    "occupied": rule(
        QT_TRANSLATE_NOOP("RuleText", "A play places a stone on an unoccupied intersection; an occupied one cannot take "
                                      "a stone."),
        cite("nz", QT_TRANSLATE_NOOP("RuleSource", "the definition of a play"))),
    "situational-superko": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "A play is not a legal move if the whole board it leaves is the board \"after any of "
            "that player's previous moves\", passes included. This is situational superko: a "
            "board may come back only with the other player to move."),
        cite("nz", QT_TRANSLATE_NOOP("RuleSource", "the definition of a move"))),
    "passes": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "The game ends once both players agree there is nothing worthwhile left to play, and "
            "dead stones may then be taken off by mutual agreement. Players who disagree about "
            "dead stones keep playing; if they cannot settle who is to move next, every stone "
            "stays on the board as alive and is counted."),
        cite("nz", QT_TRANSLATE_NOOP("RuleSource", "the end of the game"))),
    "game-over": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Once the players have agreed that the game is finished and settled the dead stones, "
            "no more moves are made; each player's territory is counted (stones plus the empty "
            "points they surround) and the player with more points wins."),
        cite("nz", QT_TRANSLATE_NOOP("RuleSource", "the end of the game, territory and the winner"))),
    "resignation": rule(NO_RESIGN_NOTE, cite("nz", QT_TRANSLATE_NOOP("RuleSource", "not stated in the text"))),
}

# The texts of the presets that follow it, by preset id.
TEXTS: dict[str, dict[str, Text]] = {"nz": _NZ}
