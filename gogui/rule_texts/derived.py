"""The rule texts of custom rulesets, built from their option values, each citing the text that defines it (no Qt)."""

from __future__ import annotations

from ..engine import PRESETS, Ruleset
from ..i18n import QT_TRANSLATE_NOOP
from .pieces import DESIGN_TABLE, Message, Piece, Text, as_place, cite, in_sequence, join_citations, places, rule
from .simplified import C_CHINESE, COMMON_MOVE, COMMON_PHASES, COMMON_SUPERKO, S_AGA, S_CHINESE, S_JK

# Which options a topic's text depends on: a preset changed in other options keeps its text.
RELEVANT: dict[str, tuple[str, ...]] = {
    "legal": ("ko", "suicide"),
    "occupied": (),
    "suicide": ("suicide",),
    "ko": ("ko", "disputes"),
    "positional-superko": ("ko",),
    "situational-superko": ("ko",),
    "natural-situational-superko": ("ko",),
    "minimal-superko": ("ko",),
    "hot-stone": ("ko",),
    "disturbing": ("ko",),
    "game-over": ("scoring", "seki", "removals", "disputes", "passes", "cycles"),
    "passes": ("passes", "disputes", "removals", "pass_stones", "white_passes_last",
               "equal_dispute_moves"),
    "no-result": ("cycles", "ko"),
    "repetition": ("cycles",),
    "resignation": (),
}


# For each option value: (statement, source) as the ruleset that defines the value states it.
_KO_BASIC = {
    "simple": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Basic ko: a stone that has just captured a single stone in a ko may not be captured back "
            "at once; no other repetition is forbidden."),
        cite("japanese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989: basic ko rule only)"))),
    "renaissance": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Basic ko: when a single stone has captured a single stone, it may not be captured back "
            "on the very next move."),
        cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 2 (basic ko)"))),
    "ing": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "A stone that has just captured in a basic ko may not be captured back at once; under the "
            "Ing rules such a stone is the simplest kind of hot stone."),
        cite("sst", places(
            QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, item 4"),
            QT_TRANSLATE_NOOP("RuleSource", "Part 6A (Fighting Kos)")))),
}

_SETTLING_KO = {
    "confirmation": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "In the confirmation play after play stops, a player whose stone was taken in a ko may "
            "retake it only after passing once for that ko (article 7-2)."),
        cite("japanese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989: confirmation, Art. 7-2)"))),
    "hypothetical": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "In the imagined wise play that settles a disagreement, ko threats are of no use: a "
            "player whose stone was taken in a ko may retake it only after passing once for that ko."),
        cite("simplified",
            QT_TRANSLATE_NOOP("RuleSource", "Simplified Japanese / Korean block (third ruleset; heading lost in the copy) "
                                            "(no use of ko threats in the disagreement alternation)"))),
}

_REPETITION = {
    "positional-superko": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Positional superko: no play may bring back an arrangement of black and white stones "
            "that the board has shown before, whoever is to move."),
        cite("simplified", places(COMMON_SUPERKO, C_CHINESE))),
    "situational-superko": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Situational superko: a play may not leave the whole board as it stood \"after any of "
            "that player's previous moves\", so a board may come back only with the other player "
            "to move."),
        cite("nz", QT_TRANSLATE_NOOP("RuleSource", "the definition of a move"))),
    "natural-situational-superko": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Natural situational superko: a player may not use a board play to recreate a board that "
            "the same player created with a board play; boards after passes and the start are "
            "nobody's creation."),
        join_citations([cite("aga", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (AGA superko as the BGA reads it)")),
               DESIGN_TABLE])),
    "minimal-superko": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Minimal superko: a board play may not recreate the position in which the last two "
            "successive passes were made."),
        cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 4 (minimal superko)"))),
    "hot-stone": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "In a fighting ko the stones that have just captured are hot stones, which may not be "
            "taken until some other move or pass has been played in between; this turns complex kos "
            "into basic kos."),
        cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 6A (Fighting Kos)"))),
    "disturbing": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Setting off a cyclic sequence of repeated positions is called disturbing, and each "
            "player may disturb only once in the game."),
        cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 6B (Balanced Kos)"))),
}

# What each ko option adds to the basic play rule (for the "legal" topic).
_KO_CLAUSE = {
    "simple": rule(
        QT_TRANSLATE_NOOP("RuleText", "Only basic ko restricts repetition: a ko may not be retaken at once."),
        _KO_BASIC["simple"][1]),
    "positional": rule(
        QT_TRANSLATE_NOOP("RuleText", "No play may recreate an earlier board, whoever is to move (positional superko)."),
        _REPETITION["positional-superko"][1]),
    "situational": rule(
        QT_TRANSLATE_NOOP("RuleText", "No play may recreate an earlier board with the same player to move "
                                      "(situational superko)."),
        _REPETITION["situational-superko"][1]),
    "natural-situational": rule(
        QT_TRANSLATE_NOOP("RuleText", "No board play may recreate a board that the same player created "
                                      "(natural situational superko)."),
        _REPETITION["natural-situational-superko"][1]),
    "renaissance": rule(
        QT_TRANSLATE_NOOP("RuleText", "Basic ko applies, and no board play may recreate the position in which the "
                                      "last two successive passes were made (minimal superko)."),
        cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rules 2 and 4"))),
    "ing": rule(
        QT_TRANSLATE_NOOP("RuleText", "Hot stones may not be captured back at once, and each player may disturb a cycle "
                                      "only once."),
        cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 6 (The Ing Ko Rules)"))),
}

_SUICIDE = {
    "forbidden": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Suicide is forbidden: no play may be made that would need one of the player's own "
            "regions removed."),
        cite("simplified", places(S_CHINESE, C_CHINESE))),
    "multi-stone": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Self-capture of a single stone is treated as a pass play; suicide of two or more stones "
            "is legal."),
        cite("sst", places(QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, item 3"),
                           QT_TRANSLATE_NOOP("RuleSource", "Part 4 (Suicide)")))),
}

_CYCLES = {
    "no-result": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "A long cycle that the players repeat ends the game with no result (article 12); we end "
            "it when the same position with the same player to move comes a third time without a pass."),
        cite("japanese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989, Art. 12)"))),
    "threefold": rule(
        QT_TRANSLATE_NOOP("RuleText",
            "Threefold repetition: the same position arising a third time ends the game, drawn if "
            "both players captured equally many stones in the loop, otherwise lost by the player who "
            "captured fewer."),
        cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 3 (threefold repetition)"))),
}


def _custom_source(ruleset: Ruleset, options: Piece, source: Piece) -> Message:
    base = PRESETS.get(ruleset.id)
    if base is not None:
        return Message("RuleSource", QT_TRANSLATE_NOOP("RuleSource", "{source} [custom combination based on {ruleset}; {options}]"),
                       (("source", source), ("ruleset", Message("Ruleset", base.name)), ("options", options)))
    return Message("RuleSource", QT_TRANSLATE_NOOP("RuleSource", "{source} [custom combination; {options}]"),
                   (("source", source), ("options", options)))


def _derive(ruleset: Ruleset, topic: str) -> Text | None:
    """The text for a topic built from the ruleset's option values, with the source of each."""
    ko = ruleset.ko
    if topic == "ko":
        parts = []
        if ko in _KO_BASIC:
            parts.append(_KO_BASIC[ko])
        if ruleset.settles_by_hypothetical_play:
            parts.append(_SETTLING_KO[ruleset.disputes])
        return (in_sequence(*(p[0] for p in parts)), join_citations([p[1] for p in parts])) if parts else None
    if topic in _REPETITION:
        return _REPETITION[topic]
    if topic == "suicide":
        return _SUICIDE.get(ruleset.suicide)
    if topic == "no-result":
        return _CYCLES["no-result"]
    if topic == "repetition":
        return _CYCLES["threefold"]
    if topic == "occupied":
        return rule(QT_TRANSLATE_NOOP("RuleText", "A play puts one of the player's own stones on an empty intersection, so an "
                                                  "intersection that already holds a stone cannot be played."),
                    cite("simplified", COMMON_MOVE))
    if topic == "legal":
        suicide = {
            "forbidden": (QT_TRANSLATE_NOOP("RuleText", "A move is a pass or a stone on an empty intersection, and suicide is "
                                            "forbidden."),
                          _SUICIDE["forbidden"][1]),
            "allowed": (QT_TRANSLATE_NOOP("RuleText", "A move is a pass or a stone on an empty intersection, and suicide is "
                                          "allowed."),
                        cite("nz", QT_TRANSLATE_NOOP("RuleSource", "Notes (no rule forbids suicide)"))),
            "multi-stone": (QT_TRANSLATE_NOOP("RuleText", "A move is a pass or a stone on an empty intersection, and a one-stone "
                                              "suicide counts as a pass and a larger one is legal."),
                            _SUICIDE["multi-stone"][1]),
        }[ruleset.suicide]
        ko_clause = _KO_CLAUSE[ko]
        return (in_sequence(suicide[0], ko_clause[0]),
                join_citations([cite("simplified", COMMON_MOVE), suicide[1], ko_clause[1]]))
    if topic == "passes":
        return _derive_passes(ruleset)
    if topic == "game-over":
        return _derive_game_over(ruleset)
    if topic == "resignation":
        return rule(
            QT_TRANSLATE_NOOP("RuleText", "Resigning is one of the basic rules: a player may resign and the opponent wins."),
            cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 1 (basic rules)")))
    return None


# The first sentence on passes, by (successive passes, White passes last).
_PASSES_STOP = {
    (3, False): QT_TRANSLATE_NOOP("RuleText", "Three successive passes stop play."),
    (3, True): QT_TRANSLATE_NOOP("RuleText", "Three successive passes stop play, with an extra pass by White if Black "
                                 "passed last."),
    (2, False): QT_TRANSLATE_NOOP("RuleText", "Two successive passes stop play."),
    (2, True): QT_TRANSLATE_NOOP("RuleText", "Two successive passes stop play, with an extra pass by White if Black "
                                 "passed last."),
}

# What passes cost, by (pass stones, equal dispute moves).
_PASS_STONES = {
    ("always", False): QT_TRANSLATE_NOOP("RuleText", "Every pass hands the opponent a prisoner."),
    ("always", True): QT_TRANSLATE_NOOP("RuleText", "Every pass hands the opponent a prisoner, and both players make "
                                        "equally many moves in a dispute phase."),
    ("in-disputes", False): QT_TRANSLATE_NOOP("RuleText", "A pass in a dispute phase hands the opponent a prisoner."),
    ("in-disputes", True): QT_TRANSLATE_NOOP("RuleText", "A pass in a dispute phase hands the opponent a prisoner, and "
                                             "both players make equally many moves in a dispute phase."),
}


def _derive_passes(ruleset: Ruleset) -> Text:
    sources: list[Piece] = []
    sentences: list[str | Message] = [_PASSES_STOP[(3 if ruleset.passes == 3 else 2, bool(ruleset.white_passes_last))]]
    if ruleset.passes == 3:
        sources.append(cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 5")))
    else:
        sources.append(cite("simplified", COMMON_PHASES))
    if ruleset.white_passes_last:
        sources.append(cite("simplified", S_AGA))
    if ruleset.removals == "none":
        sentences.append(QT_TRANSLATE_NOOP("RuleText", "The game then ends and every stone on the board counts as alive."))
        sources.append(cite("tromp-taylor", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Tromp-Taylor)")))
    elif ruleset.disputes == "confirmation":
        sentences.append(QT_TRANSLATE_NOOP("RuleText", "The players agree on dead stones; a disagreement is settled by a "
                                           "confirmation play that is not kept (article 7-2)."))
        sources.append(cite("japanese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989, Art. 7-2)")))
    elif ruleset.disputes == "hypothetical":
        sentences.append(QT_TRANSLATE_NOOP("RuleText", "The players agree on removals; a disagreement is settled by imagined "
                                           "wise play that is not kept and costs nothing."))
        sources.append(cite("simplified", S_JK))
    elif ruleset.disputes == "all-alive":
        sentences.append(QT_TRANSLATE_NOOP("RuleText", "The players agree on dead stones or play on; if they cannot agree who "
                                           "moves next, every stone stays on the board as alive."))
        sources.append(cite("nz", QT_TRANSLATE_NOOP("RuleSource", "the end of the game")))
    else:
        sentences.append(QT_TRANSLATE_NOOP("RuleText", "The players agree on dead stones, and a disagreement is played out by "
                                           "resuming play."))
        sources.append(cite("simplified", C_CHINESE) if ruleset.passes == 2
                       else cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 5")))
    if ruleset.pass_stones in ("always", "in-disputes"):
        sentences.append(_PASS_STONES[(ruleset.pass_stones, bool(ruleset.equal_dispute_moves))])
        sources.append(cite("simplified", S_AGA) if ruleset.pass_stones == "always" else cite("renaissance",
            QT_TRANSLATE_NOOP("RuleSource", "B.8")))
        if ruleset.equal_dispute_moves:
            sources.append(cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "B.9")))
    elif ruleset.equal_dispute_moves:
        sentences.append(QT_TRANSLATE_NOOP("RuleText", "Both players make equally many moves in a dispute phase."))
        sources.append(cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "B.9")))
    return in_sequence(*sentences), join_citations(sources)


def _derive_game_over(ruleset: Ruleset) -> Text:
    counted = {
        "area": (QT_TRANSLATE_NOOP("RuleText", "Once the game has ended no more moves are made; each side's stones plus the "
                                   "empty points it surrounds are counted."),
                 cite("simplified", QT_TRANSLATE_NOOP("RuleSource", "Simplified Ing / New Zealand Rules (score)"))),
        "territory": (QT_TRANSLATE_NOOP("RuleText", "Once the game has ended no more moves are made; surrounded empty points "
                                        "plus prisoners are counted."),
                      cite("simplified", QT_TRANSLATE_NOOP("RuleSource", "Simplified Japanese / Korean block (third "
                                                                          "ruleset; heading lost in the copy) (score)"))),
        "ing-fill": (QT_TRANSLATE_NOOP("RuleText", "Once the game has ended no more moves are made; each side fills its area "
                                       "with its remaining stones (Ing counting)."),
                     cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 2, Counting"))),
    }[ruleset.scoring]
    sentences: list[str | Message] = [counted[0]]
    sources: list[Piece] = [cite("simplified", COMMON_PHASES), counted[1]]
    if ruleset.seki == "not-counted":
        sentences.append(QT_TRANSLATE_NOOP("RuleText", "Points in seki count for nobody."))
        sources.append(cite("simplified", QT_TRANSLATE_NOOP("RuleSource", "Simplified Japanese / Korean block (third ruleset; "
                                                                           "heading lost in the copy) (seki)")))
    return in_sequence(*sentences), join_citations(sources)


def _options_label(ruleset: Ruleset, topic: str) -> Piece:
    """The option values a derived text depends on, as a rules spec writes them (kept in every language)."""
    names = RELEVANT.get(topic, ())
    if not names:
        return as_place(QT_TRANSLATE_NOOP("RuleSource", "no option decides this rule"))
    return ", ".join(f"{n.replace('_', '-')}={getattr(ruleset, n)}" for n in names)


def custom_text(ruleset: Ruleset, topic: str) -> Text | None:
    """A topic's text built from the ruleset's option values, its source marked as a custom
    combination with the option values it depends on; None if no option value gives one."""
    derived = _derive(ruleset, topic)
    if derived is None:
        return None
    return derived[0], _custom_source(ruleset, _options_label(ruleset, topic), derived[1])
