"""The rule each ruleset applies to a ruling, in that ruleset's own terms, with its source (no Qt).

Every statement, and every part of a source that is our own wording, is a message of the catalogs
(context "RuleText" for statements, "RuleSource" for sources), translated when rule_text() is
asked. The names of the texts, the places quoted from them (parts, items, rules, articles and
their headings) and the paths of the project's copies stay as written, so a reader can find the
place in the text itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..engine import KO_RULE_TYPES, PRESETS, REASONS, Ruleset
from ..i18n import translate
from . import aga, chinese, japanese, korean, nz, renaissance, simplified, sst, tromp_taylor
from .derived import RELEVANT, custom_text
from .pieces import Message, Text, render
from .sources import SUMMARY_FILE


@dataclass(frozen=True)
class RuleText:
    """One rule as a ruleset states it: the topic it answers, our summary, and where it is written."""

    topic: str  # a reason code of REASONS, an end-of-game kind, or "legal"
    statement: str  # one to three sentences in our own words, in the ruleset's own terms
    source: str  # the text and the place in it


# How a game can end or stop (NodeRuling reasons with status "ended"/"stopped", Game.ended[1],
# and a session's resignation): successive passes, a long cycle without result, threefold
# repetition, and resigning. (Plain comments: lupdate would give a "#:" comment to the next
# message of the file as a note for translators.)
END_TOPICS = ("passes", "no-result", "repetition", "resignation")

# Every topic a text can answer.
TOPICS = ("legal",) + REASONS + END_TOPICS

# The texts of the presets, one module per source text, each holding the texts of the presets that
# follow it, by preset id.
TEXT_MODULES = (nz, sst, simplified, renaissance, japanese, korean, chinese, aga, tromp_taylor)
_PRESET_TEXTS: dict[str, dict[str, Text]] = {
    ruleset_id: texts for module in TEXT_MODULES for ruleset_id, texts in module.TEXTS.items()}

# ----- which topics a ruleset can produce -------------------------------------------------------


def topics(ruleset: Ruleset) -> tuple[str, ...]:
    """The topics a ruleset can produce, in TOPICS order, derived from its options."""
    found = {"legal", "occupied", "game-over", "passes", "resignation"}
    if ruleset.suicide in ("forbidden", "multi-stone"):
        found.add("suicide")
    ko_rule = KO_RULE_TYPES[ruleset.ko]
    # Basic ko in play, or in a confirmation/hypothetical play (which applies basic ko).
    if ko_rule.basic_ko or ruleset.settles_by_hypothetical_play:
        found.add("ko")
    found.update(ko_rule.reasons)
    if ruleset.cycles == "no-result":
        found.add("no-result")
    elif ruleset.cycles == "threefold":
        found.add("repetition")
    return tuple(t for t in TOPICS if t in found)


def _matches_preset(ruleset: Ruleset, topic: str) -> bool:
    base = PRESETS.get(ruleset.id)
    if base is None:
        return False
    return all(getattr(ruleset, n) == getattr(base, n) for n in RELEVANT.get(topic, ()))


def _text(ruleset: Ruleset, topic: str) -> Text | None:
    """A topic's statement and source, not yet translated; None if the ruleset cannot produce it."""
    if topic not in topics(ruleset):
        return None
    if _matches_preset(ruleset, topic):
        own = _PRESET_TEXTS.get(ruleset.id, {}).get(topic)
        if own is not None:
            return own
    return custom_text(ruleset, topic)


def rule_text(ruleset: Ruleset, topic: str) -> RuleText | None:
    """The rule a ruleset applies for a topic, with its source, in the chosen language; None if
    it cannot produce it.

    topic: a reason code of REASONS, an end kind of END_TOPICS, or "legal". A preset (or a
    preset changed only in options this topic does not depend on) gets its own text; any other
    ruleset gets a text derived from its option values, citing the ruleset that defines each
    value and marked as a custom combination.
    """
    found = _text(ruleset, topic)
    if found is None:
        return None
    return RuleText(topic, render(found[0]), render(found[1]))


def messages(ruleset: Ruleset, topic: str) -> list[tuple[str, str]]:
    """Every catalog message (context, source text) the rule text of a topic is made of."""
    found = _text(ruleset, topic)
    if found is None:
        return []
    return [each for piece in found if isinstance(piece, Message) for each in piece.messages()]


# A path of the project's copy of a text alone in parentheses (ASCII or full width); a path that a
# translation has put inside other words (the diagram notes' path) is named, not dropped.
_KEPT_PATH = re.compile(r"\s*[(（]shared/[A-Za-z0-9_./-]*[)）]")


def readable_source(source: str) -> str:
    """A source as a reader sees it: without the paths of the project's own copies of the texts."""
    return _KEPT_PATH.sub("", source).replace(
        SUMMARY_FILE, translate("RuleSource", "the diagram library's notes"))
