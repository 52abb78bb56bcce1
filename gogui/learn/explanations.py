"""Why a Learn question's answer is right, what the other rulesets do instead, and hints (no Qt).

Everything here is derived from the engine's rulings and the rule texts (rule_texts.rule_text,
the rule each ruleset applies, with its source): no sentence is written for one question.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from .. import diagrams
from ..engine import SUPERKO_REASONS, Ruleset
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..rule_texts import readable_source, rule_text, topics
from ..ruleset_names import ruleset_name
from .concepts import CONCEPT_TOPICS, concept_words


def _name(ruleset: Ruleset) -> str:
    return ruleset_name(ruleset.name)


def _names(rulesets: Iterable[Ruleset]) -> str:
    return translate("Questions", ", ").join(_name(r) for r in rulesets)


def rule_sentence(ruleset: Ruleset, topic: str, named: bool = False) -> str:
    """The rule the ruleset applies for a topic, with its source, as the ruling panel's details
    say it ("The rule: ... (source)"); empty where the ruleset has no such rule. With `named`
    (a question about several rulesets), whose rule it is: "The rule under New Zealand: ..."."""
    rule = rule_text(ruleset, topic)
    if rule is None:
        return ""
    if named:
        return translate("Questions", "The rule under {ruleset}: {statement} ({source})").format(
            ruleset=_name(ruleset), statement=rule.statement, source=readable_source(rule.source))
    return translate("Questions", "The rule: {statement} ({source})").format(
        statement=rule.statement, source=readable_source(rule.source))


def _rule_gist(ruleset: Ruleset, topic: str) -> str:
    """The first sentence of the ruleset's rule for a topic, or "" where it has none."""
    rule = rule_text(ruleset, topic)
    return "" if rule is None else diagrams.first_sentence(rule.statement).rstrip(".。")


# ----- why a move is allowed or forbidden ---------------------------------------------------------

def why_allowed(ruleset: Ruleset, reason: str, captured: int) -> str:
    """Why `ruleset` allows a move that another ruleset forbids for `reason`, without naming
    the ruleset (the words fit a group of rulesets): the ban it does not have, or how its own
    rule differs. `captured`: how many stones the move captures."""
    own = topics(ruleset)
    ban = diagrams.reason_words(reason)
    if reason == "suicide" and reason not in own:
        return translate("Questions", "suicide is allowed: the player's own stones without liberties are removed")
    if (reason in SUPERKO_REASONS or reason == "ko") and reason not in own:
        theirs = [r for r in SUPERKO_REASONS if r in own]
        if theirs:
            return translate("Questions", "they have no {ban}; their superko is {own}: {rule}").format(
                ban=ban, own=diagrams.reason_words(theirs[0]), rule=_rule_gist(ruleset, theirs[0]))
        if "hot-stone" in own or "disturbing" in own:
            # Ing's SST rules: besides basic ko, hot stones (a fighting ko's capturing stones
            # may not be taken at once) and the disturbing rule (a cycle set off once per player).
            return translate("Questions", "they have no {ban}: besides the basic ko rule they forbid only taking "
                             "hot stones at once and disturbing a cycle a second time, and this move does "
                             "neither").format(ban=ban)
        if "ko" in own:
            if captured == 0:
                capture = translate("Questions", "this move captures nothing")
            elif captured == 1:
                capture = translate("Questions", "this move is no such immediate retake")
            else:
                capture = translate("Questions", "this move captures {count} stones").format(count=captured)
            return translate("Questions", "they have no {ban}, only the basic ko rule, which forbids only taking "
                             "back a single stone at once; {capture}").format(ban=ban, capture=capture)
        return translate("Questions", "they have no {ban} rule").format(ban=ban)
    if reason == "ko" and captured != 1 and "ko" in own:
        return translate("Questions", "the basic ko rule forbids only taking back a single stone at once; "
                         "this move captures {count} stones").format(count=captured)
    if reason not in own:
        return translate("Questions", "they have no {ban} rule").format(ban=ban)
    gist = _rule_gist(ruleset, reason)
    return translate("Questions", "their {ban} rule does not reach this move: {rule}").format(ban=ban, rule=gist)


def why_forbidden(ruleset: Ruleset, reason: str) -> str:
    """Why `ruleset` forbids a move for `reason`, without naming the ruleset: the ban and the
    gist of its rule."""
    ban, rule = diagrams.reason_words(reason), _rule_gist(ruleset, reason)
    if any(rule.lower().startswith(ban.lower() + colon) for colon in (":", "：")):
        return rule  # the rule's statement is headed by the ban's name already ("Ko: ...")
    return translate("Questions", "{ban}: {rule}").format(ban=ban, rule=rule)


def move_explanation(ruleset: Ruleset, move: str, reason: str | None, explained: str,
                     forbidding: Sequence[str], captured: int) -> tuple[str, str]:
    """Why a move is legal or not under the ruleset asked about, and the rule with its source:
    for an illegal one (`reason` set) the engine's ruling; for a legal one, which of the bans
    other rulesets apply (`forbidding`, their reasons) it does not have, and why."""
    if reason is not None:
        return (translate("Questions", "Under {ruleset} rules {move} is illegal ({ban}): {explanation}").format(
            ruleset=_name(ruleset), move=move, ban=diagrams.reason_words(reason),
            explanation=diagrams.first_sentence(explained)), rule_sentence(ruleset, reason))
    whys = [why_allowed(ruleset, each, captured) for each in dict.fromkeys(forbidding)]
    topic = next((t for t in dict.fromkeys(forbidding) if t in topics(ruleset)), "legal")
    return (translate("Questions", "Under {ruleset} rules {move} is legal: {why}.").format(
        ruleset=_name(ruleset), move=move, why=translate("Questions", "; ").join(whys)),
        rule_sentence(ruleset, topic))


def move_groups(rulings: Mapping[str, tuple[Ruleset, str, str | None]], forbidding: Sequence[str],
                captured: int) -> list[str]:
    """One line per group of rulesets that rule a move alike and for the same reason, in the
    order the groups first come: "Chinese, Tromp-Taylor: forbid it — positional superko: ..."
    or "Japanese 1989, Korean: allow it — they have no positional superko rule".
    rulings: per preset id, (ruleset, status, reason); `forbidding`: the reasons some forbid it."""
    groups: dict[str, list[Ruleset]] = {}
    for ruleset, status, reason in rulings.values():
        if status == "illegal" and reason is not None:
            text = translate("Questions", "forbid it — {why}").format(why=why_forbidden(ruleset, reason))
        elif status in ("legal", "stopped", "ended"):
            whys = [why_allowed(ruleset, each, captured) for each in dict.fromkeys(forbidding)]
            text = translate("Questions", "allow it — {why}").format(why=translate("Questions", "; ").join(whys))
        else:
            continue
        groups.setdefault(text, []).append(ruleset)
    return [translate("Questions", "{rulesets}: {what}").format(rulesets=_names(members), what=text)
            for text, members in groups.items()]


# ----- what happens after a move --------------------------------------------------------------

_END_TOPICS = {"stops": "passes", "ends-counted": "passes", "no-result": "no-result", "draw": "repetition",
               "black-wins": "repetition", "white-wins": "repetition"}


def happening_topic(ruleset: Ruleset, happened: str, others: Iterable[str]) -> str:
    """The rule that decides what happens under the ruleset: the one that stopped or ended play,
    or where play goes on, the rule under which others stop or end it, else the ruleset's own
    rule on cycles where others end a cycle (or its passes rule)."""
    if happened in _END_TOPICS:
        return _END_TOPICS[happened]
    ends = [_END_TOPICS[o] for o in others if o in _END_TOPICS]
    own = topics(ruleset)
    for topic in ends:
        if topic in own:
            return topic
    if any(topic != "passes" for topic in ends):
        return next((topic for topic in ("no-result", "repetition") if topic in own), "legal")
    return "passes"


def missing_end(ruleset: Ruleset, others: Iterable[str]) -> str | None:
    """The rule that ends a cycle under other rulesets (no result, threefold repetition) that
    the ruleset does not have, in words; None where it has every such rule."""
    own = topics(ruleset)
    missing = [_END_TOPICS[o] for o in others if o in _END_TOPICS and _END_TOPICS[o] not in own]
    missing = [m for m in missing if m != "passes"]
    return diagrams.reason_words(missing[0]) if missing else None


def happening_why(ruleset: Ruleset, happened: str, others: Iterable[str]) -> str:
    """Why this happens under the ruleset, without naming it (the words fit a group of
    rulesets): how many passes stop play or end the game, the end rule it does not have, or
    the gist of the rule that ends the game."""
    kinds = list(others)
    if happened == "goes-on":
        missing = missing_end(ruleset, kinds)
        if missing is not None:
            return translate("Questions", "they have no {rule} rule").format(rule=missing)
        if any(other in ("stops", "ends-counted") for other in kinds):
            return translate("Questions", "play stops only after {count} passes in a row").format(count=ruleset.passes)
    if happened == "stops":
        return translate("Questions", "{count} passes in a row stop play").format(count=ruleset.passes)
    if happened == "ends-counted":
        return translate("Questions", "{count} passes in a row end the game").format(count=ruleset.passes)
    return _rule_gist(ruleset, happening_topic(ruleset, happened, kinds))


def happening_groups(happened: Mapping[str, tuple[Ruleset, str]], words: Mapping[str, str]) -> list[str]:
    """One line per group of rulesets to which the same thing happens for the same reason:
    "Chinese, AGA: play stops — When both players pass in turn, play stops ..."."""
    kinds = [h for _r, h in happened.values()]
    groups: dict[str, list[Ruleset]] = {}
    for ruleset, what in happened.values():
        text = translate("Questions", "{happening} — {why}").format(
            happening=words[what], why=happening_why(ruleset, what, kinds))
        groups.setdefault(text, []).append(ruleset)
    return [translate("Questions", "{rulesets}: {what}").format(rulesets=_names(members), what=text)
            for text, members in groups.items()]


# ----- counts -------------------------------------------------------------------------------------

def method_words(ruleset: Ruleset, komi: float) -> str:
    """How a ruleset counts, in a few words with the komi: "area counting, komi 7.5"."""
    if ruleset.scoring == "territory":
        method = translate("Questions", "territory counting")
    elif ruleset.scoring == "ing-fill":
        method = translate("Questions", "Ing's fill-in count")
    else:
        method = translate("Questions", "area counting")
    return translate("Questions", "{method}, komi {komi}").format(method=method, komi=f"{komi:g}")


def count_groups(results: Mapping[str, tuple[Ruleset, str, float]]) -> list[str]:
    """One line per group of rulesets that count the same result the same way: "Chinese, AGA:
    White wins by 0.5 (area counting, komi 7.5)". results: per preset id, (ruleset, the result in
    words, komi)."""
    groups: dict[str, list[Ruleset]] = {}
    for ruleset, words, komi in results.values():
        text = translate("Questions", "{result} ({method})").format(result=words, method=method_words(ruleset, komi))
        groups.setdefault(text, []).append(ruleset)
    return [translate("Questions", "{rulesets}: {what}").format(rulesets=_names(members), what=text)
            for text, members in groups.items()]


# ----- hints --------------------------------------------------------------------------------------

def happening_hint(ruleset: Ruleset, concept: str) -> str:
    """The first hint of a what-happens question: the rule to look at, without its statement
    (which says what happens)."""
    return translate("Questions", "Look at {rule} under {ruleset}: when does play stop, and when does the "
                     "game end?").format(rule=concept_words(concept), ruleset=_name(ruleset))


def rule_hint(ruleset: Ruleset | None, concept: str) -> str:
    """The first hint: the rule to look at, in the ruleset's own terms where it has that rule,
    else only which rule (its statement would give a legality question away); for a question
    about several rulesets (None), which rule without any ruleset's side."""
    if ruleset is None:
        return translate("Questions", "Look at {rule}: which of these rulesets have such a rule, and what "
                         "does it say here?").format(rule=concept_words(concept))
    own = topics(ruleset)
    topic = next((t for t in CONCEPT_TOPICS.get(concept, ()) if t in own), None)
    if topic is None:
        return translate("Questions", "Look at {rule}: does {ruleset} have such a rule, and what does it "
                         "forbid?").format(rule=concept_words(concept), ruleset=_name(ruleset))
    return translate("Questions", "Look at {rule} under {ruleset}: {statement}").format(
        rule=concept_words(concept), ruleset=_name(ruleset), statement=_rule_gist(ruleset, topic))


# What to ask oneself at the place a second hint points to, by concept.
_LOOK_FOR = {
    "basic-ko": QT_TRANSLATE_NOOP("Questions", "which single stone could be taken straight back?"),
    "suicide": QT_TRANSLATE_NOOP("Questions", "which empty point would leave the player's own stones without a liberty?"),
    "positional-superko": QT_TRANSLATE_NOOP("Questions", "look back along the moves: which board would come back?"),
    "situational-superko": QT_TRANSLATE_NOOP(
        "Questions", "look back along the moves: which board would come back, with whom to play?"),
    "pass-and-superko": QT_TRANSLATE_NOOP(
        "Questions", "look back along the moves, passes included: which situation would come back?"),
    "long-cycles": QT_TRANSLATE_NOOP("Questions", "look back along the moves: has this whole position come round before?"),
    "threefold-repetition": QT_TRANSLATE_NOOP("Questions", "look back along the moves: how often has this position come round?"),
    "ing-hot-stones": QT_TRANSLATE_NOOP("Questions", "which stones have just captured, and may they be taken at once?"),
    "ing-disturbing": QT_TRANSLATE_NOOP("Questions", "which cycle has been disturbed already, and by whom?"),
    "area-and-territory": QT_TRANSLATE_NOOP("Questions", "count the passes in a row, and how many end play here."),
    "confirmation-play": QT_TRANSLATE_NOOP("Questions", "what happens to the stones both sides claim?"),
}


def look_for(concept: str) -> str:
    """What to look for at the place a second hint points to."""
    return translate("Questions", _LOOK_FOR.get(concept, _LOOK_FOR["area-and-territory"]))


def place_hint(place: str | None, colour: str, concept: str) -> str:
    """The second hint of a move or point question: near the last stone played (`place`, never
    an answer: it is occupied), and what to look for there."""
    if place is None:
        return translate("Questions", "Look at the whole board: {question}").format(question=look_for(concept))
    return translate("Questions", "Look near {point}, where {player} just played: {question}").format(
        point=place, player=colour, question=look_for(concept))


def move_hint(vertex: str | None, concept: str) -> str:
    """The second hint of a legality question: the point played and what to look for."""
    if vertex is None:
        return translate("Questions", "Look at the moves just before this one: {question}").format(
            question=look_for(concept))
    return translate("Questions", "Look at {point} and the stones next to it: {question}").format(
        point=vertex, question=look_for(concept))


def count_hint(concept: str, komi: float) -> str:
    """The second hint of a count question: what in the counted region to look at."""
    if concept == "seki-points":
        return translate("Questions", "Look at the empty points inside the seki: whose are they?")
    if concept == "handicap-compensation":
        return translate("Questions", "Look at the handicap stones: how many, and what White gets for them.")
    if concept == "pass-stones":
        return translate("Questions", "Count the passes each side made: each may hand over a stone.")
    if concept == "ing-count":
        return translate("Questions", "Count how many stones each side needs to fill its area.")
    if concept == "confirmation-play":
        return translate("Questions", "Look at which stones the settling of the dispute removed.")
    return translate("Questions", "Count each side's stones and surrounded points (and the prisoners, for "
                     "territory counting), then give White the komi of {komi}.").format(komi=f"{komi:g}")
