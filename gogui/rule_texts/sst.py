"""The Ing SST preset's rule texts, citing Ing's SST Rules of Go (Kim, Simon and Straus) (no Qt)."""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP
from .pieces import Text, cite, places, rule

SOURCE = "sst"  # the key of the text in sources.SOURCES

_ING: dict[str, Text] = {
    "legal": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "On each turn a player plays a stone or passes. A single stone that would only "
            "capture itself counts as a pass, a suicide of more stones is legal, and a play is "
            "refused only when it recaptures a hot stone at once or disturbs a cycle a second time."),
        cite("sst", places(
            QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, items 1, 3 and 5"),
            QT_TRANSLATE_NOOP("RuleSource", "Part 6 (The Ing Ko Rules)")))),
    "occupied": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "A turn puts a stone on an empty point or is a pass; a point that holds a stone "
            "cannot be played."),
        cite("sst",
            QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, item 1 (the basic rule common to every ruleset, "
                                            "not restated there)"))),
    "suicide": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Self-capture of a single stone is treated as a pass play. Suicide of two or more "
            "stones is legal: the player's own stones come off, which can make a ko threat or "
            "change liberty counts but never gains points."),
        cite("sst", places(
            QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, item 3"),
            QT_TRANSLATE_NOOP("RuleSource", "Part 4 (Suicide)")))),
    "ko": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "A stone that has just captured in a basic ko may not be captured back at once; "
            "the SST article calls this basic to every rule system. Such a stone is the simplest "
            "kind of hot stone."),
        cite("sst", places(
            QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, item 4"),
            QT_TRANSLATE_NOOP("RuleSource", "Part 6A (Fighting Kos)")))),
    "hot-stone": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "In a fighting ko the stones that have just captured are hot stones: they may not be "
            "taken until some other move or pass has been played in between. Hot stones may be several stones "
            "(double hot stones in long life, twin hot stones in a triple ko), which turns complex "
            "kos into basic kos."),
        cite("sst", places(
            QT_TRANSLATE_NOOP("RuleSource", "Part 6A (Fighting Kos; Double hot stones; Twin hot stones)"),
            QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, item 5")))),
    "disturbing": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Setting off a cyclic sequence of repeated positions is called disturbing, and each "
            "player may disturb only once in the whole game. After that the disturber may not "
            "start the cycle again, so a balanced ko is no endless source of ko threats and "
            "false-eyed groups cannot kill real-eyed ones."),
        cite("sst", places(
            QT_TRANSLATE_NOOP("RuleSource", "Part 6B (Balanced Kos; The questionable case in Superko)"),
            QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, item 5")))),
    "passes": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Two consecutive passes adjourn the game so that the players can settle which groups "
            "are alive. If they agree the game is over; if not, play resumes until the dispute is "
            "settled, and two more passes after agreement end the game."),
        cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 2, Ending the Game, item 2"))),
    "game-over": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "After the final pass, or once counting has begun, play may not resume, even for an "
            "overlooked point. Each side then fills its area with its remaining stones (Ing "
            "counting) and the winner is the side with empty points left."),
        cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 2, Ending the Game (note after item 3) and Counting"))),
    "resignation": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "A game may end by resignation; once it is resigned, a win on time can no longer be "
            "called."),
        cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 7 (The Clock)"))),
}

# The texts of the presets that follow it, by preset id.
TEXTS: dict[str, dict[str, Text]] = {"ing": _ING}
