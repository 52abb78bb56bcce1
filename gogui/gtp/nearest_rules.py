"""What an engine is told of a ruleset: the nearest GNU Go flags and KataGo rules, and what only the referee knows.

No engine plays thirteen rulesets. Each rule option maps on its own (as KataGo's rules are
orthogonal options) to the closest thing each engine understands; what has no equivalent is
listed as the referee's, and gogui enforces it on every move whatever the engine believes. The
mapping is taken per option, so a ruleset built from options (RU with a rules spec) maps too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ..engine import Ruleset
from ..i18n import QT_TRANSLATE_NOOP, translate

#: How close an engine's own rules come to a ruleset.
Fidelity = Literal["exact", "close", "refereed"]
# How gogui tells an engine the rules: GNU Go's flags, KataGo's kata-set-rules, or (any other
# GTP program) komi and board size alone.
Kind = Literal["gnugo", "katago", "gtp"]


@dataclass(frozen=True)
class Nearest:
    """One option value: GNU Go's flags, KataGo's rule fields, and (when the engines cannot
    know it) what the referee enforces in their place, in words to translate."""

    gnugo: tuple[str, ...] = ()
    katago: dict[str, object] = field(default_factory=dict)
    referee: str = ""
    # The engines that do not know it (an engine of unknown kind knows none of the rules).
    unknown_to: tuple[Kind, ...] = ("gnugo", "katago")


_CONTEXT = "EngineRules"

# Ko. GNU Go plays simple ko unless told of a superko; KataGo's "ko" field. Ing's and the
# Renaissance rules allow some repetitions a superko would forbid, so the engines get simple ko
# and gogui refuses the rest (hot stones, disturbing kos, the third repetition ends play).
KO: dict[str, Nearest] = {
    "simple": Nearest((), {"ko": "SIMPLE"}),
    "positional": Nearest(("--positional-superko",), {"ko": "POSITIONAL"}),
    "situational": Nearest(("--situational-superko",), {"ko": "SITUATIONAL"}),
    "natural-situational": Nearest(("--situational-superko",), {"ko": "SITUATIONAL"}, QT_TRANSLATE_NOOP(
        "EngineRules", "Natural situational superko (a pass does not count as a play that changes the situation): "
        "the referee refuses what it forbids.")),
    "renaissance": Nearest((), {"ko": "SIMPLE"}, QT_TRANSLATE_NOOP(
        "EngineRules", "The Renaissance ko rule (a position may repeat; the third time ends play): the engines "
        "play simple ko, and the referee ends play at the third repetition.")),
    "ing": Nearest((), {"ko": "SIMPLE"}, QT_TRANSLATE_NOOP(
        "EngineRules", "Ing's hot stones and disturbing kos: the engines play simple ko, and the referee refuses "
        "a hot stone or a disturbing ko capture and asks again.")),
}

# Long cycles: the engines know nothing of what ends a game on a cycle.
CYCLES: dict[str, Nearest] = {
    "none": Nearest(),
    "no-result": Nearest((), {}, QT_TRANSLATE_NOOP(
        "EngineRules", "A long cycle that makes the game no result: the referee ends the game.")),
    "threefold": Nearest((), {}, QT_TRANSLATE_NOOP(
        "EngineRules", "Threefold repetition, won or drawn by captures: the referee ends play and rules it.")),
}

# Suicide. GNU Go: --allow-suicide allows all but single-stone suicide, --allow-all-suicide all.
# KataGo's multiStoneSuicideLegal (single-stone suicide is never legal there).
SUICIDE: dict[str, Nearest] = {
    "forbidden": Nearest((), {"suicide": False}),
    "multi-stone": Nearest(("--allow-suicide",), {"suicide": True}),
    "allowed": Nearest(("--allow-all-suicide",), {"suicide": True}, QT_TRANSLATE_NOOP(
        "EngineRules", "Single-stone suicide: KataGo never plays it, and cannot follow a player who does."),
        unknown_to=("katago",)),
}

# Scoring: GNU Go's Chinese or Japanese rules; KataGo's scoring field. Ing's fill-in count gives
# the area count's result; the referee does the filling.
SCORING: dict[str, Nearest] = {
    "area": Nearest(("--chinese-rules",), {"scoring": "AREA"}),
    "territory": Nearest(("--japanese-rules",), {"scoring": "TERRITORY"}),
    "ing-fill": Nearest(("--chinese-rules",), {"scoring": "AREA"}, QT_TRANSLATE_NOOP(
        "EngineRules", "Ing's count by filling in: the engines count area, which gives the same result; the "
        "referee counts.")),
}

# Seki: KataGo's tax ("SEKI": eyes in seki are nobody's points).
SEKI: dict[str, Nearest] = {
    "counted": Nearest((), {"tax": "NONE"}),
    "not-counted": Nearest((), {"tax": "SEKI"}),
}

# Passes that stop play.
PASSES: dict[int, Nearest] = {
    2: Nearest(),
    3: Nearest((), {}, QT_TRANSLATE_NOOP(
        "EngineRules", "Three passes in a row end play: the referee asks the engines again after two.")),
}

PASS_STONES: dict[str, Nearest] = {
    "never": Nearest(),
    "always": Nearest((), {}, QT_TRANSLATE_NOOP(
        "EngineRules", "Pass stones (a pass hands the opponent a stone): the referee gives them and counts them.")),
    "in-disputes": Nearest((), {}, QT_TRANSLATE_NOOP(
        "EngineRules", "Pass stones in a dispute phase: the referee gives them and counts them.")),
}

WHITE_PASSES_LAST: dict[bool, Nearest] = {
    False: Nearest(),
    True: Nearest((), {}, QT_TRANSLATE_NOOP(
        "EngineRules", "White passes last: the referee makes White's obligatory pass.")),
}

# Disputes about dead stones: the players' (here the referee's) procedure, never the engine's.
DISPUTES: dict[str, Nearest] = {
    "play-on": Nearest(),
    "confirmation": Nearest((), {}, QT_TRANSLATE_NOOP(
        "EngineRules", "The confirmation play of a dispute (not kept, each ko needs a pass): the referee runs it.")),
    "hypothetical": Nearest((), {}, QT_TRANSLATE_NOOP(
        "EngineRules", "The imagined play that settles a dispute: the referee runs it.")),
    "all-alive": Nearest((), {"friendlyPassOk": True}, QT_TRANSLATE_NOOP(
        "EngineRules", "A dispute leaves every stone alive: an engine that passes before capturing dead stones "
        "may lose them.")),
}

# Dead stones: where nothing is removed by agreement, the engines must capture them.
REMOVALS: dict[str, Nearest] = {
    "agreement": Nearest(),
    "none": Nearest(("--capture-all-dead",), {"friendlyPassOk": False}),
}

# White's compensation for a handicap: KataGo's whiteHandicapBonus; GNU Go counts none.
COMPENSATION: dict[str, Nearest] = {
    "0": Nearest((), {"whiteHandicapBonus": "0"}),
    "N": Nearest((), {"whiteHandicapBonus": "N"}, QT_TRANSLATE_NOOP(
        "EngineRules", "White's compensation of a point per handicap stone: GNU Go does not count it; the "
        "referee does."), unknown_to=("gnugo",)),
    "N-1": Nearest((), {"whiteHandicapBonus": "N-1"}, QT_TRANSLATE_NOOP(
        "EngineRules", "White's compensation of a point per handicap stone after the first: GNU Go does not "
        "count it; the referee does."), unknown_to=("gnugo",)),
}

TIES: dict[str, Nearest] = {
    "draw": Nearest(),
    "B": Nearest((), {}, QT_TRANSLATE_NOOP("EngineRules", "A tie goes to Black: the referee rules it.")),
    "W": Nearest((), {}, QT_TRANSLATE_NOOP("EngineRules", "A tie goes to White: the referee rules it.")),
}
HANDICAP_TIES: dict[str, Nearest] = {
    "draw": Nearest(),
    "B": Nearest((), {}, QT_TRANSLATE_NOOP("EngineRules", "In a handicap game a tie goes to Black: the referee rules it.")),
    "W": Nearest((), {}, QT_TRANSLATE_NOOP("EngineRules", "In a handicap game a tie goes to White: the referee rules it.")),
}


def _entries(ruleset: Ruleset) -> list[Nearest]:
    """The table entries of a ruleset's options, in the order above."""
    return [KO[ruleset.ko], CYCLES[ruleset.cycles], SUICIDE[ruleset.suicide], SCORING[ruleset.scoring],
            SEKI[ruleset.seki], PASSES.get(ruleset.passes, PASSES[3]), PASS_STONES[ruleset.pass_stones],
            WHITE_PASSES_LAST[ruleset.white_passes_last], DISPUTES[ruleset.disputes],
            REMOVALS[ruleset.removals], COMPENSATION[ruleset.handicap_compensation],
            TIES[ruleset.ties], HANDICAP_TIES[ruleset.handicap_ties]]


def gnugo_flags(ruleset: Ruleset) -> list[str]:
    """The command-line flags that bring GNU Go nearest to `ruleset` (komi and size apart)."""
    flags: list[str] = []
    for entry in _entries(ruleset):
        flags.extend(flag for flag in entry.gnugo if flag not in flags)
    return flags


def katago_rules(ruleset: Ruleset) -> dict[str, object]:
    """The fields of KataGo's kata-set-rules that come nearest to `ruleset`."""
    rules: dict[str, object] = {"hasButton": False, "friendlyPassOk": True}
    for entry in _entries(ruleset):
        rules.update(entry.katago)
    return rules


def referee_only(ruleset: Ruleset, kind: Kind = "gnugo") -> list[str]:
    """What an engine of `kind` does not know of `ruleset` and the referee enforces, in the
    chosen language.
    An engine of unknown kind is told komi and board size only: the referee enforces it all."""
    if kind == "gtp":
        return [translate("EngineRules", "This engine is told only the komi and the board size: the referee "
                                    "refuses every move the ruleset forbids, and runs the end of the game.")]
    notes: list[str] = []
    for entry in _entries(ruleset):
        if entry.referee and kind in entry.unknown_to:
            note = translate(_CONTEXT, entry.referee)
            if note not in notes:
                notes.append(note)
    return notes


def fidelity(ruleset: Ruleset, kind: Kind = "gnugo") -> Fidelity:
    """How faithfully an engine of `kind` plays `ruleset` on its own: "exact" when it is told all
    of it, "close" when only the end of the game (cycles, passes, disputes, counts) is the
    referee's, "refereed" when the referee also refuses moves the engine would play."""
    if kind == "gtp":
        return "refereed"
    if not referee_only(ruleset, kind):
        return "exact"
    move_rules = (KO[ruleset.ko], SUICIDE[ruleset.suicide])
    return "refereed" if any(entry.referee and kind in entry.unknown_to for entry in move_rules) else "close"


# The engines the reference speaks of, with how each is told the rules.
ENGINE_NAMES: dict[Kind, str] = {"gnugo": "GNU Go", "katago": "KataGo"}

_FIDELITY_WORDS = {
    "exact": QT_TRANSLATE_NOOP("EngineRules", "plays it as it is"),
    "close": QT_TRANSLATE_NOOP("EngineRules", "plays its moves by it; the referee runs the end of the game"),
    "refereed": QT_TRANSLATE_NOOP("EngineRules", "plays nearby rules; the referee refuses the moves they differ on"),
}


def fidelity_words(level: Fidelity) -> str:
    """A fidelity in a few words, in the chosen language."""
    return translate(_CONTEXT, _FIDELITY_WORDS[level])


def told_words(ruleset: Ruleset, kind: Kind) -> str:
    """What an engine of `kind` is told of `ruleset`: GNU Go's flags or KataGo's rules."""
    if kind == "gnugo":
        return " ".join(gnugo_flags(ruleset)) or translate("EngineRules", "its defaults (Japanese rules, simple ko)")
    if kind == "katago":
        rules = katago_rules(ruleset)
        return ", ".join(f"{key} {value}" for key, value in rules.items())
    return translate("EngineRules", "komi and board size only")
