"""Every reason code the engine gives, in words: each piece names its own (a ko rule its refusals,
a cycle rule and the stop by passes their endings, the game the rest)."""

from __future__ import annotations

from ..i18n import translate
from .cycles import CYCLE_RULE_TYPES
from .ko_rules import KO_RULE_TYPES
from .phases import ENDING_WORDS
from .records import GAME_REASON_WORDS

#: Reason code -> its words, marked for translation (context "Reason").
REASON_WORDS: dict[str, str] = {
    **{str(reason): words for reason, words in GAME_REASON_WORDS.items()},
    **{str(reason): words for rule in KO_RULE_TYPES.values() for reason, words in rule.reason_words.items()},
    **{reason: words for rule in CYCLE_RULE_TYPES.values() for reason, words in rule.ending_words.items()},
    **ENDING_WORDS,
}


def reason_words(reason: str) -> str:
    """A reason code in words, in the chosen language (a code the engine does not give, with
    spaces for its hyphens)."""
    words = REASON_WORDS.get(reason)
    return translate("Reason", words) if words is not None else reason.replace("-", " ")
