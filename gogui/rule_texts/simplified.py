"""The four simplified presets' rule texts, citing the Simplified rules: the common rules, a block and its commentary (no Qt)."""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP
from .pieces import NO_RESIGN_NOTE, Message, Text, as_place, cite, places, rule

SOURCE = "simplified"  # the key of the text in sources.SOURCES

COMMON_MOVE = QT_TRANSLATE_NOOP("RuleSource", "Common Simplified Rules (what a move is)")
COMMON_PHASES = QT_TRANSLATE_NOOP("RuleSource", "Common Simplified Rules (the four phases)")
COMMON_SUPERKO = QT_TRANSLATE_NOOP("RuleSource", "Common Simplified Rules (the rule against recreating a distribution of stones)")

# Simplified blocks: the copy lost the headings of the last three, which follow in this order.
S_ING_NZ = "Simplified Ing / New Zealand Rules"
S_CHINESE = QT_TRANSLATE_NOOP("RuleSource", "Simplified Chinese block (second ruleset; heading lost in the copy)")
S_JK = QT_TRANSLATE_NOOP("RuleSource", "Simplified Japanese / Korean block (third ruleset; heading lost in the copy)")
S_AGA = QT_TRANSLATE_NOOP("RuleSource", "Simplified AGA block (fourth ruleset; heading lost in the copy)")
C_ING_NZ = QT_TRANSLATE_NOOP("RuleSource", "Commentary on Simplified Ing / New Zealand (first block)")
C_CHINESE = QT_TRANSLATE_NOOP("RuleSource", "Commentary on Simplified Chinese (second block)")
C_JK = QT_TRANSLATE_NOOP("RuleSource", "Commentary on Simplified Japanese / Korean (third block)")
C_AGA = QT_TRANSLATE_NOOP("RuleSource", "Commentary on Simplified AGA (fourth block)")


def _simplified_texts(block: str, commentary: str, suicide_allowed: bool) -> dict[str, Text]:
    """What the four simplified rulesets share: the common rules, one block, one commentary."""
    if suicide_allowed:
        legal = QT_TRANSLATE_NOOP(
            "RuleText",
            "A move is either a pass or one of the player's own stones on an empty intersection; "
            "opposing regions left without an adjacent empty intersection are removed before the "
            "player's own. Suicide is allowed, so a play may also remove the player's own region, and no play "
            "may bring back an arrangement of stones the board has shown before.")
        legal_source = cite("simplified", places(COMMON_MOVE, commentary))
    else:
        legal = QT_TRANSLATE_NOOP(
            "RuleText",
            "A move is either a pass or one of the player's own stones on an empty intersection; "
            "opposing regions left without an adjacent empty intersection are removed before the "
            "player's own. A play that would need the removal of one of the player's own regions is prohibited, "
            "and no play may bring back an arrangement of stones the board has shown before.")
        legal_source = cite("simplified", places(COMMON_MOVE, block if block != S_AGA else commentary))
    if commentary == C_JK:
        superko_place = Message("RuleSource", QT_TRANSLATE_NOOP(
            "RuleSource", "{commentary} (no special treatment of cycles longer than two moves)"),
            (("commentary", as_place(C_JK)),))
        superko = QT_TRANSLATE_NOOP(
            "RuleText",
            "No play may bring back an arrangement of black and white stones that the board has "
            "shown before, looking at the board after the play and its removals. "
            "Cycles longer than two moves get no other special treatment.")
    else:
        superko_place = Message("RuleSource", QT_TRANSLATE_NOOP(
            "RuleSource", "{commentary} (ko simplified as positional superko)"),
            (("commentary", as_place(commentary)),))
        superko = QT_TRANSLATE_NOOP(
            "RuleText",
            "No play may bring back an arrangement of black and white stones that the board has "
            "shown before, looking at the board after the play and its removals. "
            "The commentary names this positional superko: who is to move does not matter.")
    return {
        "legal": rule(legal, legal_source),
        "occupied": rule(
            QT_TRANSLATE_NOOP("RuleText", "A play puts one of the player's own stones on an empty intersection, so an "
                              "intersection that already holds a stone cannot be played."),
            cite("simplified", COMMON_MOVE)),
        "positional-superko": rule(superko, cite("simplified", places(COMMON_SUPERKO, superko_place))),
        "game-over": rule(
            QT_TRANSLATE_NOOP("RuleText", "Once the alternation has ended and the removals are agreed or settled, no more "
                              "moves are made: the winning phase gives the game to the player with the better score."),
            cite("simplified", COMMON_PHASES)),
        "resignation": rule(NO_RESIGN_NOTE, cite("simplified", QT_TRANSLATE_NOOP("RuleSource", "not stated in the text"))),
    }


_ing_nz = _simplified_texts(S_ING_NZ, C_ING_NZ, suicide_allowed=True)
_ing_nz["passes"] = rule(
    QT_TRANSLATE_NOOP("RuleText",
        "Two successive passes end the alternation, and the players then agree or disagree on "
        "which stones to remove. If they disagree, nothing is removed and alternation continues "
        "as a contest of skill until two more successive passes; then the score (stones plus "
        "surrounded empty regions) decides."),
    cite("simplified", places(COMMON_PHASES, QT_TRANSLATE_NOOP("RuleSource", "Simplified Ing / New Zealand Rules"),
                                C_ING_NZ)))

_chinese = _simplified_texts(S_CHINESE, C_CHINESE, suicide_allowed=False)
_chinese["suicide"] = rule(
    QT_TRANSLATE_NOOP("RuleText",
        "Suicide is forbidden: no play may be made that would need one of the player's own "
        "regions removed."),
    cite("simplified", places(S_CHINESE, C_CHINESE)))
_chinese["passes"] = rule(
    QT_TRANSLATE_NOOP("RuleText",
        "Two successive passes end the alternation, and the players then agree or disagree on "
        "which stones to remove. A disagreement is played out in continued alternation, a "
        "contest of skill a referee may not overrule, until two more successive passes."),
    cite("simplified", places(COMMON_PHASES, C_CHINESE)))

_jk = _simplified_texts(S_JK, C_JK, suicide_allowed=False)
_jk["suicide"] = rule(
    QT_TRANSLATE_NOOP("RuleText",
        "Suicide is forbidden: no play may be made that would need one of the player's own "
        "regions removed."),
    cite("simplified", places(S_JK, C_JK)))
_jk["ko"] = rule(
    QT_TRANSLATE_NOOP("RuleText",
        "In the imagined wise play that settles a disagreement, recreating a position is treated "
        "wisely so that ko threats are of no use. We read this as: a player whose stone was taken "
        "in a ko may retake it there only after passing once for that ko."),
    cite("simplified", places(
        QT_TRANSLATE_NOOP("RuleSource", "Simplified Japanese / Korean block (third ruleset; heading lost in the copy) "
                                        "(no use of ko threats in the disagreement alternation)"),
            QT_TRANSLATE_NOOP("RuleSource", "the pass-for-each-ko reading is the preset's (gogui/engine/rules.py)"))))
_jk["passes"] = rule(
    QT_TRANSLATE_NOOP("RuleText",
        "Two successive passes end the alternation. If the players disagree on removals, the "
        "stones that wise continued play could have removed are removed, judged by imagined play "
        "that is not kept and costs nothing, with stones in seki left alone; there is no "
        "confirmation phase, so dame and needed defensive moves belong in the alternation."),
    cite("simplified", places(S_JK, C_JK)))
_jk["game-over"] = rule(
    QT_TRANSLATE_NOOP("RuleText",
        "Once the alternation has ended and the removals are settled, the winning phase scores "
        "each player's surrounded empty regions plus prisoners; intersections in seki score for "
        "nobody."),
    cite("simplified", places(COMMON_PHASES, S_JK)))

_aga = _simplified_texts(S_AGA, C_AGA, suicide_allowed=False)
_aga["suicide"] = rule(
    QT_TRANSLATE_NOOP("RuleText",
        "Suicide is prohibited: a play may not require the removal of one of the player's own "
        "regions."),
    cite("simplified", C_AGA))
_aga["passes"] = rule(
    QT_TRANSLATE_NOOP("RuleText",
        "Two successive passes end the alternation, with an extra pass by White if White did not "
        "pass last. Every pass adds one of the passer's stones to the prisoners, and a "
        "disagreement on removals is played out in continued alternation until two more passes."),
    cite("simplified", places(S_AGA, C_AGA)))

# The texts of the presets that follow it, by preset id.
TEXTS: dict[str, dict[str, Text]] = {"simplified-ing-nz": _ing_nz, "simplified-chinese": _chinese,
                                     "simplified-japanese-korean": _jk, "simplified-aga": _aga}
