"""What a Learn question tests: the concept of the course its rulings are about (no Qt)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..engine import Confirmation, Game, Result, Ruleset
from ..engine.board import BLACK, EMPTY, WHITE, Board, PointEffects
from ..engine.legality import banned_points, judge
from ..i18n import QT_TRANSLATE_NOOP, translate
from .lesson_positions import CONCEPTS

# A refusal's reason code -> the concept that teaches it. Situational superko is taught as
# "pass-and-superko" where a pass lies inside the cycle the play would repeat (see
# reason_concept); Renaissance's minimal superko is taught with threefold repetition.
REASON_CONCEPTS: dict[str, str] = {
    "ko": "basic-ko",
    "positional-superko": "positional-superko",
    "situational-superko": "situational-superko",
    "natural-situational-superko": "situational-superko",
    "minimal-superko": "threefold-repetition",
    "hot-stone": "ing-hot-stones",
    "disturbing": "ing-disturbing",
    "suicide": "suicide",
}

# What happens after a move (a key of questions.HAPPENINGS) -> the concept that teaches it;
# "goes-on" is what happens when nothing does, so it teaches nothing by itself.
HAPPENING_CONCEPTS: dict[str, str] = {
    "stops": "area-and-territory",
    "ends-counted": "area-and-territory",
    "ends": "area-and-territory",
    "no-result": "long-cycles",
    "draw": "threefold-repetition",
    "black-wins": "threefold-repetition",
    "white-wins": "threefold-repetition",
}

# Each concept in a few words, for a hint that names the rule to look at without taking a
# ruleset's side (marked for translation: concept_words() translates them).
CONCEPT_WORDS: dict[str, str] = {
    "basic-ko": QT_TRANSLATE_NOOP("Concepts", "the basic ko rule"),
    "area-and-territory": QT_TRANSLATE_NOOP("Concepts", "the rules on passing, the end of play and counting"),
    "suicide": QT_TRANSLATE_NOOP("Concepts", "the rule on suicide"),
    "positional-superko": QT_TRANSLATE_NOOP("Concepts", "positional superko"),
    "situational-superko": QT_TRANSLATE_NOOP("Concepts", "situational superko"),
    "pass-and-superko": QT_TRANSLATE_NOOP("Concepts", "superko and passes"),
    "long-cycles": QT_TRANSLATE_NOOP("Concepts", "the rules on long cycles"),
    "threefold-repetition": QT_TRANSLATE_NOOP("Concepts", "the rules on repetition (threefold repetition, "
                                                          "minimal superko)"),
    "seki-points": QT_TRANSLATE_NOOP("Concepts", "how points in seki are counted"),
    "handicap-compensation": QT_TRANSLATE_NOOP("Concepts", "komi and handicap compensation"),
    "pass-stones": QT_TRANSLATE_NOOP("Concepts", "pass stones and White passing last"),
    "confirmation-play": QT_TRANSLATE_NOOP("Concepts", "how a dispute about dead stones is settled"),
    "ing-hot-stones": QT_TRANSLATE_NOOP("Concepts", "Ing's hot stones"),
    "ing-disturbing": QT_TRANSLATE_NOOP("Concepts", "Ing's rule against disturbing a cycle"),
    "ing-count": QT_TRANSLATE_NOOP("Concepts", "Ing's fill-in count"),
}

# The topic of rule_texts a concept's rule is stated under, for a ruleset that has it.
CONCEPT_TOPICS: dict[str, tuple[str, ...]] = {
    "basic-ko": ("ko",),
    "area-and-territory": ("passes", "game-over"),
    "suicide": ("suicide",),
    "positional-superko": ("positional-superko",),
    "situational-superko": ("situational-superko", "natural-situational-superko"),
    "pass-and-superko": ("situational-superko", "natural-situational-superko", "positional-superko"),
    "long-cycles": ("no-result",),
    "threefold-repetition": ("repetition", "minimal-superko"),
    "seki-points": ("game-over",),
    "handicap-compensation": ("game-over",),
    "pass-stones": ("passes",),
    "confirmation-play": ("passes", "ko"),
    "ing-hot-stones": ("hot-stone",),
    "ing-disturbing": ("disturbing",),
    "ing-count": ("game-over",),
}


def concept_words(concept: str) -> str:
    """A concept in a few words, in the chosen language."""
    return translate("Concepts", CONCEPT_WORDS[concept]) if concept in CONCEPT_WORDS else concept


def reasons_of(concept: str) -> tuple[str, ...]:
    """The refusal reasons a find-point question about the concept asks for."""
    if concept == "pass-and-superko":
        concept = "situational-superko"
    if concept == "confirmation-play":  # a ko in the confirmation play (article 7-2)
        return ("ko",)
    return tuple(reason for reason, each in REASON_CONCEPTS.items() if each == concept)


def reason_concept(reason: str, game: Game | None = None, detail: object = None) -> str | None:
    """The concept a refusal teaches; for situational superko, "pass-and-superko" when the
    game's history has a pass inside the cycle the play would repeat (`detail`, the index of
    the repeated position, as the superko's refusal names it); for ko in a confirmation play,
    "confirmation-play". None for a reason no concept teaches (an occupied point, a game that
    is over)."""
    concept = REASON_CONCEPTS.get(reason)
    if reason == "ko" and isinstance(game, Confirmation):
        # Article 7-2: in the confirmation (or hypothetical) play that settles a dispute, a
        # ko may be retaken only after a pass for it: the settling of disputes, not basic ko.
        return "confirmation-play"
    if (concept == "situational-superko" and game is not None and isinstance(detail, int)
            and game.passed_since(detail)):
        return "pass-and-superko"
    return concept


def bans_by_concept(game: Game, reasons: Iterable[str],
                    effects: PointEffects | None = None) -> dict[str, dict[str, str]]:
    """The points the player to move may not play now for one of `reasons`, by the concept each
    refusal teaches: concept -> {vertex: reason}. `effects`: the board's every_point_effect for
    the player to move, where the caller shares it between games at one position."""
    wanted = set(reasons)
    out: dict[str, dict[str, str]] = {}
    vertex = game.board.vertex
    for p, reason, detail in banned_points(game, effects):
        if reason in wanted:
            concept = reason_concept(reason, game, detail)
            if concept is not None:
                out.setdefault(concept, {})[vertex(p)] = reason
    return out


def move_concept(game: Game, vertex: str, colour: str, reason: str) -> str | None:
    """The concept a refused move teaches: its reason's, judged in the game before the move
    (`game`) so that a situational superko's cycle can be looked at for a pass, and a ko in a
    confirmation play is told from basic ko."""
    if REASON_CONCEPTS.get(reason) != "situational-superko":
        return reason_concept(reason, game)
    try:
        _reason, detail, _captured, _as_pass = judge(game, game.point(vertex), BLACK if colour == "B" else WHITE)
    except ValueError:
        detail = None
    return reason_concept(reason, game, detail)


def happening_concept(happenings: Iterable[str]) -> str | None:
    """The concept a what-happens question teaches where the rulesets' happenings differ: the
    latest of the course among them (a repetition that ends the game is taught after passes)."""
    found = {HAPPENING_CONCEPTS[h] for h in happenings if h in HAPPENING_CONCEPTS}
    return max(found, key=CONCEPTS.index) if found else None


def single_stone_suicide(board: Board, vertex: str, colour: int) -> bool:
    """Whether a stone of `colour` at the empty `vertex` would be captured at once alone: no
    empty neighbour, no stone of its own beside it, and no neighbouring group it would take."""
    p = board.point(vertex)
    for n in board.neighbours(p):
        c = board.color[n]
        if c in (EMPTY, colour):
            return False
    captured, suicide, _hash = board.analyse(p, colour)
    return suicide and not captured


def count_concept(ruleset: Ruleset, game: Game, result: Result, results: Mapping[str, Result]) -> str:
    """The concept a count question under `ruleset` teaches: what makes the rulesets' counts
    of the position differ there. A count after a confirmation play or a dispute teaches how a
    dispute is settled; one with points in seki, how seki is counted; Ing's own count, Ing's
    fill-in; a handicap game's, the compensation; a count in which this ruleset hands over pass
    stones, pass stones; any other, area and territory counting."""
    if isinstance(game, Confirmation) or game.dispute_phases:
        return "confirmation-play"
    scores = [r.score for r in results.values() if r.score is not None]
    if any(score.seki_points for score in scores):
        return "seki-points"
    if ruleset.scoring == "ing-fill":
        return "ing-count"
    if any(score.handicap for score in scores):
        return "handicap-compensation"
    own = result.score
    if own is not None and any(parts.get("pass_stones") for parts in own.parts.values()):
        return "pass-stones"
    return "area-and-territory"
