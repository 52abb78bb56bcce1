"""The choices of a count question: the right count among counts made with real mistakes (no Qt).

Each wrong count is the engine's count of the same position (its parts, as scoring.count made
them) added up with one mistake a learner makes: the other counting method (area instead of
territory, or the other way round), the komi or the handicap compensation left out, the komi
given to the wrong side, the prisoners or the pass stones forgotten; then the counts other
rulesets make of the same position. Never the right margin with only the winner changed, unless
a real mistake gives it, and then beside at least two counts that are not.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..engine import Result
from ..engine.board import BLACK, WHITE
from ..i18n import QT_TRANSLATE_NOOP, translate

# Each mistake in words, told after a wrong answer (marked for translation: mistake_words()).
MISTAKES: dict[str, str] = {
    "other-method-area": QT_TRANSLATE_NOOP("Questions", "That count adds up area (stones and surrounded points) "
                                                       "where this ruleset counts territory and prisoners."),
    "other-method-territory": QT_TRANSLATE_NOOP("Questions", "That count adds up territory and prisoners where "
                                                            "this ruleset counts area (stones and surrounded points)."),
    "no-komi": QT_TRANSLATE_NOOP("Questions", "That count leaves out the komi."),
    "no-compensation": QT_TRANSLATE_NOOP("Questions", "That count leaves out White's handicap compensation."),
    "komi-to-black": QT_TRANSLATE_NOOP("Questions", "That count gives the komi to Black instead of White."),
    "no-prisoners": QT_TRANSLATE_NOOP("Questions", "That count forgets the prisoners and the dead stones."),
    "no-pass-stones": QT_TRANSLATE_NOOP("Questions", "That count forgets the pass stones."),
    "other-ruleset": QT_TRANSLATE_NOOP("Questions", "That is what another ruleset counts here, not this one."),
    "miscounted": QT_TRANSLATE_NOOP("Questions", "That count is off by a point."),
}


def mistake_words(mistake: str) -> str:
    """A mistake of MISTAKES in words, in the chosen language."""
    return translate("Questions", MISTAKES[mistake])


_MOST = 5  # choices of a count question, at most


@dataclass(frozen=True)
class CountChoices:
    """A count question's choices: result keys ("B+3.5", "W+1", "draw"), shuffled, the right
    one among them, and for each wrong one the mistake that makes it (a key of MISTAKES)."""

    choices: tuple[str, ...]
    mistakes: Mapping[str, str]


def result_key(winner: str | None, margin: float | None) -> str:
    """A result as a choice value: "B+3.5", "W+1", "B" (wins on equal points) or "draw"."""
    if winner is None:
        return "draw"
    return f"{winner}+{margin:g}" if margin else str(winner)


def _key_of(difference: float) -> str:
    """The result of Black's points less White's (komi included): a tie is a draw."""
    if difference > 0:
        return result_key("B", round(difference, 1))
    if difference < 0:
        return result_key("W", round(-difference, 1))
    return "draw"


def _flipped(key: str) -> str:
    winner, plus, margin = key.partition("+")
    if winner not in ("B", "W"):
        return key
    return ("W" if winner == "B" else "B") + plus + margin


def _mistaken(result: Result) -> list[tuple[str, float]]:
    """Black's points less White's, counted with each mistake (those that change the count)."""
    score = result.score
    if score is None:
        return []
    parts = score.parts
    black, white = score.black, score.white  # White's with komi and compensation
    komi, compensation = score.komi, score.compensation
    out: list[tuple[str, float]] = []

    def total(c: int, names: Sequence[str]) -> float:
        return float(sum(parts.get(c, {}).get(name, 0) for name in names))

    if score.method == "territory":
        area = total(BLACK, ("stones", "territory")) - total(WHITE, ("stones", "territory")) - komi
        out.append(("other-method-area", area))
    else:
        named = ("territory", "prisoners", "dead_stones", "pass_stones")
        out.append(("other-method-territory", total(BLACK, named) - total(WHITE, named) - komi))
    if komi:
        out.append(("no-komi", black - (white - komi)))
        out.append(("komi-to-black", black + komi - (white - komi)))
    if compensation:
        out.append(("no-compensation", black - (white - compensation)))
    if score.method == "territory":
        gained = ("prisoners", "dead_stones")
        out.append(("no-prisoners", black - total(BLACK, gained) - (white - total(WHITE, gained))))
    passes = ("pass_stones",)
    if total(BLACK, passes) or total(WHITE, passes):
        if score.method == "territory":
            out.append(("no-pass-stones", black - total(BLACK, passes) - (white - total(WHITE, passes))))
        else:  # the territory count that stands for the area count, without its pass stones
            kept = ("territory", "prisoners", "dead_stones")
            out.append(("no-pass-stones", total(BLACK, kept) - total(WHITE, kept) - komi - compensation))
    return out


def count_choices(result: Result, others: Sequence[Result], seed: str, at_least: int = 4) -> CountChoices:
    """The choices of a "who wins, by how much" question on a count: the right result, the
    counts with each real mistake, then the other rulesets' counts (`others`), then counts off
    by a point, until there are `at_least` (when the mistakes give as many) and at least three
    that are not the right margin for the other colour (that one only where a real mistake
    gives it); never one twice. Shuffled the
    same way for the same `seed` (the question's key without its choices)."""
    right = result_key(result.winner, result.margin)
    flipped = _flipped(right)
    mistakes: dict[str, str] = {}

    def apart() -> int:
        """The choices that are not the right margin for the other colour, the right one included."""
        return 1 + sum(1 for key in mistakes if key != flipped)

    def offer(key: str, mistake: str) -> None:
        # The right margin for the other colour only where a real mistake gives it (area
        # counting where a seki's points count for nobody, say), never as a mere variant.
        if key != right and key not in mistakes and len(mistakes) + 1 < _MOST \
                and (key != flipped or mistake != "miscounted"):
            mistakes[key] = mistake

    for mistake, difference in _mistaken(result):
        offer(_key_of(difference), mistake)
    for other in others:
        if apart() >= at_least:
            break
        offer(result_key(other.winner, other.margin), "other-ruleset")
    margin = result.margin or 0.0
    signed = margin if result.winner == "B" else -margin
    step = 1.0
    while apart() < 3:
        if len(mistakes) + 1 >= _MOST:  # make room: the last mistake offered goes
            del mistakes[next(reversed(mistakes))]
        offer(_key_of(signed + step), "miscounted")
        offer(_key_of(signed - step), "miscounted")
        step += 1.0
    ordered = sorted([right, *mistakes], key=lambda key: hashlib.sha256(f"{seed}|{key}".encode()).hexdigest())
    return CountChoices(tuple(ordered), mistakes)
