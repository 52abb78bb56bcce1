"""Spaced review: which question of the course, under which transform, asks each card due again."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime, time, timedelta
from typing import TYPE_CHECKING, NamedTuple, Protocol

from .. import transform
from ..i18n import plural, translate
from ..sgf import SgfError
from .mastery import AGAIN, LEARNING_STEP, CardId, cards_of, families

if TYPE_CHECKING:
    from .questions import Question

# The ways a position may be shown anew: as it is, or turned, reflected or colour-swapped
# (gogui.transform).
TRANSFORMS: tuple[str, ...] = ("", *transform.TRANSFORMS)


@dataclass(frozen=True)
class DueCard:
    """A card to review: its concept and family, when it is due, its last rating (mastery.AGAIN
    or GOOD; None for a card never answered) and when, and the question (key) and transform the
    learner was shown last for it ("" when none)."""

    concept: str
    family: str
    due: datetime | None
    last_rating: int | None
    last_at: datetime | None
    last_question: str
    last_transform: str

    @property
    def card(self) -> CardId:
        return self.concept, self.family

    def why(self, now: datetime) -> str:
        """Why the card comes back now, in a sentence: "Missed 2 days ago.", "Answered right 6
        days ago: time to check it is still known." (a card not due yet: asked for)."""
        if self.last_rating is None or self.last_at is None:
            return translate("Review", "Not answered yet.")
        ago = time_ago(now - self.last_at)
        if self.due is not None and self.due > due_until(now):
            return translate("Review", "Asked for: last answered {ago}.").format(ago=ago)
        if self.last_rating == AGAIN:
            return translate("Review", "Missed {ago}.").format(ago=ago)
        return translate("Review", "Answered right {ago}: time to check it is still known.").format(ago=ago)


def time_ago(span: timedelta) -> str:
    """How long ago, in words: "a few minutes ago", "3 hours ago", "2 days ago"."""
    hours = int(span.total_seconds() // 3600)
    if hours < 1:
        return translate("Review", "a few minutes ago")
    if hours < 24:
        return plural(hours, translate("Review", "1 hour ago"), translate("Review", "{n} hours ago")).format(n=hours)
    days = hours // 24
    return plural(days, translate("Review", "1 day ago"), translate("Review", "{n} days ago")).format(n=days)


# The hour of the night at which the learner's day turns (local time), as Anki's "next day starts
# at": a card answered wrong at 23:55 and due again ten minutes later is still today's.
DAY_TURNS_AT = 4


def end_of_day(now: datetime) -> datetime:
    """The end of the learner's local day (the computer's time zone) that `now` falls in: the
    next DAY_TURNS_AT o'clock, so that a session past midnight is still the same day."""
    local = now.astimezone()
    day = local.date() - timedelta(days=1) if local.hour < DAY_TURNS_AT else local.date()
    return datetime.combine(day + timedelta(days=1), time(DAY_TURNS_AT), tzinfo=local.tzinfo)


def due_until(now: datetime) -> datetime:
    """What counts as due at `now`: cards due before the end of the learner's day, or within one
    learning step, so that a card missed just before the day turns still comes back in the same
    sitting (as Anki's "learn ahead" limit)."""
    return max(end_of_day(now), now + LEARNING_STEP)


class ReviewPick(NamedTuple):
    """One question of a review: the card it asks, the course's question it is made from, the
    transform to show it under (questions.variant(source, transform) makes the question asked),
    and why the card came back, in a sentence."""

    card: DueCard
    source: Question
    transform: str
    why: str


def _course() -> Iterator[tuple[str, list[Question]]]:
    """Each lesson of the course (its id) with its questions (lesson_work: worked out once per
    language, about half a second for the whole course). A lesson whose position is missing or
    cannot be read is left out: the others still serve."""
    from .course import COURSE
    from .lesson_work import questions

    for lesson in COURSE:
        try:
            asked = questions(lesson)
        except (KeyError, SgfError):
            continue
        yield lesson.id, asked


def course_questions() -> dict[CardId, list[Question]]:
    """The course's questions by the cards they rate (one question may rate several), each
    question once, in course order."""
    out: dict[CardId, dict[str, Question]] = {}
    for _lesson, asked in _course():
        for question in asked:
            for card in cards_of(question.concept, question.rulesets):
                out.setdefault(card, {}).setdefault(question.key, question)
    return {card: list(found.values()) for card, found in out.items()}


def lessons_by_key() -> dict[str, str]:
    """The lesson of each question of the course, by its key (the first lesson that asks it)."""
    out: dict[str, str] = {}
    for lesson, asked in _course():
        for question in asked:
            out.setdefault(question.key, lesson)
    return out


class ReviewStore(Protocol):
    """What a review reads of the learner's progress (progress.ProgressStore keeps it): the clock
    and the cards, due or any one."""

    def now(self) -> datetime: ...

    def due_cards(self, now: datetime | None = None, concept: str | None = None,
                  family: str | None = None) -> list[DueCard]: ...

    def card(self, card: CardId) -> DueCard: ...


def review_picks(store: ReviewStore, now: datetime | None = None, limit: int = 10, concept: str | None = None,
                 family: str | None = None, rng: random.Random | None = None) -> list[ReviewPick]:
    """The next review: a pick for each card due (store.due_cards, soonest first) up to `limit`;
    with a concept (and a family) given, the cards of that cell of the mastery table whether due
    or not, up to `limit` picks (no two alike), for "review this cell".

    A pick's (question key, transform) is never the one shown last for its card: another
    question of the card's concept and family is chosen when there is one, else the same under
    another transform. Cards no question of the course asks are left out. Call store.shown()
    with the pick's card, source key and transform once it is shown."""
    now = now or store.now()
    rng = rng or random.Random()
    due = store.due_cards(now) if concept is None and family is None else []
    if concept is None and family is None and not due:
        return []  # nothing to work out
    by_card = course_questions()
    picks: list[ReviewPick] = []
    if concept is None and family is None:
        for card in due:
            pick = _pick(card, by_card.get(card.card, []), (card.last_question, card.last_transform), rng, now)
            if pick is not None:
                picks.append(pick)
            if len(picks) >= limit:
                break
        return picks
    wanted = [card for card in by_card if (concept is None or card[0] == concept)
              and (family is None or card[1] == family)]
    order = {each: i for i, each in enumerate(families(concept))} if concept is not None else {}
    wanted.sort(key=lambda card: order.get(card[1], 0))
    for card_id in wanted:
        card = store.card(card_id)
        last = (card.last_question, card.last_transform)
        used: set[tuple[str, str]] = set()
        while len(picks) < limit:
            pick = _pick(card, by_card[card_id], last, rng, now, used)
            if pick is None:
                break
            picks.append(pick)
            last = (pick.source.key, pick.transform)
            used.add(last)
    return picks[:limit]


def picks_for(store: ReviewStore, cards: Sequence[CardId], now: datetime | None = None,
              rng: random.Random | None = None) -> list[ReviewPick]:
    """A pick for each of these cards, in their order, due or not (a review taken up again
    after the program stopped): as review_picks chooses, never the position shown last."""
    now = now or store.now()
    rng = rng or random.Random()
    by_card = course_questions()
    picks = []
    for card_id in cards:
        card = store.card(card_id)
        pick = _pick(card, by_card.get(card_id, []), (card.last_question, card.last_transform), rng, now)
        if pick is not None:
            picks.append(pick)
    return picks


def _pick(card: DueCard, sources: list[Question], last: tuple[str, str], rng: random.Random, now: datetime,
          used: set[tuple[str, str]] | None = None) -> ReviewPick | None:
    """A question and transform for a card, neither the last shown nor one of `used` (None if
    there is none): another question when the card has one, else the last one under another
    transform."""
    used = used or set()
    fresh = [(q, t) for q in sources for t in TRANSFORMS if (q.key, t) != last and (q.key, t) not in used]
    others = [(q, t) for q, t in fresh if q.key != last[0]]
    if not fresh:
        return None
    question, transform = rng.choice(others or fresh)
    return ReviewPick(card, question, transform, card.why(now))
