"""The two Renaissance presets' rule texts, citing the Renaissance rules (no Qt)."""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP
from .pieces import Text, cite, places, rule

SOURCE = "renaissance"  # the key of the text in sources.SOURCES

_renaissance: dict[str, Text] = {
    "legal": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "A move is a board play or a pass, and suicide is allowable. A board play is illegal "
            "only as an immediate basic ko recapture or when it would recreate the position in "
            "which the last two successive passes were made (minimal superko)."),
        cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rules 1, 2 and 4"))),
    "occupied": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "A board play puts a stone on an empty intersection; the text counts this among the "
            "trivial basic definitions it leaves out."),
        cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 1 (basic rules and trivial definitions)"))),
    "ko": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Basic ko: when a single stone has captured a single stone, it may not be captured "
            "back on the very next move."),
        cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 2 (basic ko)"))),
    "minimal-superko": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Minimal superko: a board play may not recreate the position in which the last two "
            "successive passes were made. Only that one position is remembered, so two passes "
            "block a later return to it."),
        cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 4 (minimal superko)"))),
    "repetition": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Threefold repetition: when board plays bring the same position about a third time, "
            "the game ends. It is a draw if both players captured equally many stones in the "
            "loop; otherwise the player who captured fewer loses."),
        cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 3 (threefold repetition)"))),
    "game-over": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Play is over when nobody resumes after a stop, and the stopped position is then "
            "scored; a threefold repetition ends the game at once, decided by the captures in "
            "the loop."),
        cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rules 3 and 5"))),
    "resignation": rule(
        QT_TRANSLATE_NOOP("RuleText", "Resigning is one of the basic rules: a player may resign and the opponent wins."),
        cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 1 (basic rules)"))),
}
_area = dict(_renaissance)
_area["passes"] = rule(
    QT_TRANSLATE_NOOP("RuleText",
        "Three successive passes stop play and end the game phase. Resumption may be requested, "
        "a limited number of times, and starts a dispute phase with the move order kept; in the "
        "stopped position dead strings are those their owner acknowledges."),
    cite("renaissance", places(QT_TRANSLATE_NOOP("RuleSource", "rule 5"), QT_TRANSLATE_NOOP("RuleSource", "A.7"))))
_territory = dict(_renaissance)
_territory["passes"] = rule(
    QT_TRANSLATE_NOOP("RuleText",
        "Three successive passes stop play and end the game phase; resumption may be requested "
        "a limited number of times and starts a dispute phase with the move order kept. In "
        "dispute phases a pass hands the opponent a prisoner and both players must make equally "
        "many moves, with an obligatory extra pass if needed."),
    cite("renaissance", places(QT_TRANSLATE_NOOP("RuleSource", "rule 5"), QT_TRANSLATE_NOOP("RuleSource", "B.8 and B.9"))))

# The texts of the presets that follow it, by preset id.
TEXTS: dict[str, dict[str, Text]] = {"renaissance-area": _area, "renaissance-territory": _territory}
