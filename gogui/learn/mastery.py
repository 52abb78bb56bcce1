"""What the learner knows, per concept of the course and family of rulesets: cards, levels and the table."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import cache
from typing import TYPE_CHECKING, Literal, Protocol

from ..engine import PRESETS
from ..i18n import QT_TRANSLATE_NOOP, translate
from .concepts import concept_words
from .lesson_positions import CONCEPTS

if TYPE_CHECKING:  # fsrs is loaded when Learn mode is first used
    import fsrs

# The Ruleset options (field names) a concept's rulings depend on. Two presets whose values of
# these options are equal rule alike on the concept's questions, so the learner who knows it for
# one knows it for the other: they are one family and share one card.
CONCEPT_OPTIONS: dict[str, tuple[str, ...]] = {
    # Which retakes are refused: the ko rule alone (basic ko, Japanese/Korean simple ko, every
    # superko, Renaissance's minimal superko, Ing's hot stones).
    "basic-ko": ("ko",),
    # When play stops and how the position is counted: the passes that stop play, area or
    # territory (or Ing's fill-in), and whether dead stones are removed at all (Tromp-Taylor).
    "area-and-territory": ("scoring", "passes", "removals"),
    "suicide": ("suicide",),
    "positional-superko": ("ko",),
    "situational-superko": ("ko",),
    # A pass inside the cycle: situational superko counts it, positional does not; the ko rule.
    "pass-and-superko": ("ko",),
    # Japanese "no result" for a long cycle is the cycles option; whether the cycle can happen
    # at all is the ko rule's (a superko forbids it).
    "long-cycles": ("ko", "cycles"),
    "threefold-repetition": ("ko", "cycles"),
    # Points in seki: the seki option, and which points a count counts (area counts the
    # stones in seki whatever the seki option says).
    "seki-points": ("seki", "scoring"),
    # What White gets for the handicap stones: the compensation ("0", "N", "N-1") and the
    # handicap komi added to it.
    "handicap-compensation": ("handicap_compensation", "handicap_komi"),
    # AGA: a pass hands over a stone, and White passes last (concepts.count_concept).
    "pass-stones": ("pass_stones", "white_passes_last"),
    # How a dispute about dead stones is settled (Japanese article 7-2, the simplified text's
    # hypothetical play, play on, all alive).
    "confirmation-play": ("disputes",),
    # Hot stones and disturbing a cycle are Ing's ko rule (ko = "ing"); the other rulesets
    # rule on the same plays by their own ko rule.
    "ing-hot-stones": ("ko",),
    "ing-disturbing": ("ko",),
    # Ing's fill-in count against area and territory counting: the scoring option.
    "ing-count": ("scoring",),
}

Level = Literal["not-asked", "unseen", "learning", "shaky", "known", "solid"]
LEVELS: tuple[Level, ...] = ("not-asked", "unseen", "learning", "shaky", "known", "solid")
LEVEL_WORDS: dict[str, str] = {
    "not-asked": QT_TRANSLATE_NOOP("Mastery", "not asked"),
    "unseen": QT_TRANSLATE_NOOP("Mastery", "not seen yet"),
    "learning": QT_TRANSLATE_NOOP("Mastery", "learning"),
    "shaky": QT_TRANSLATE_NOOP("Mastery", "shaky"),
    "known": QT_TRANSLATE_NOOP("Mastery", "known"),
    "solid": QT_TRANSLATE_NOOP("Mastery", "solid"),
}

# Below this chance of recalling a card now it counts as shaky: the scheduler aims at 0.9 at the
# due date, so 0.7 is a card well past its date.
KNOWN_RETRIEVABILITY = 0.7
# A card that would keep above the scheduler's 90% aim for three weeks, and was last answered
# right, is solid: three weeks is past the intervals of the first few right answers.
SOLID_STABILITY = 21.0  # days

LEARNING_STEP = timedelta(minutes=10)  # a card answered wrong comes back after this
AGAIN, GOOD = 1, 3  # fsrs.Rating values: a wrong (or skipped) answer, a right one

CardId = tuple[str, str]  # (concept, family)


def level_words(level: str) -> str:
    """A level of LEVELS in words, in the chosen language."""
    return translate("Mastery", LEVEL_WORDS[level])


# ----- families -----------------------------------------------------------------------------------

def family(concept: str, preset_id: str) -> str:
    """The family of a preset for a concept: the id of the first preset (in PRESETS order) whose
    options the concept depends on (CONCEPT_OPTIONS) are those of `preset_id`. KeyError for an
    id that is not a preset's."""
    options = CONCEPT_OPTIONS.get(concept, ("id",))
    own = PRESETS[preset_id]
    values = [getattr(own, name) for name in options]
    return next(each.id for each in PRESETS.values() if [getattr(each, name) for name in options] == values)


def family_members(concept: str, family_id: str) -> tuple[str, ...]:
    """The presets of a family for a concept, in PRESETS order."""
    return tuple(each for each in PRESETS if family(concept, each) == family_id)


def families(concept: str) -> tuple[str, ...]:
    """The families of a concept, in PRESETS order of their first member."""
    return tuple(dict.fromkeys(family(concept, each) for each in PRESETS))


def cards_of(concept: str, rulesets: Iterable[str]) -> list[CardId]:
    """The cards a question about `concept` and these rulesets rates: one per distinct family of
    the presets among them (a custom ruleset makes none; nor does a question of no concept)."""
    if not concept:
        return []
    return list(dict.fromkeys((concept, family(concept, each)) for each in rulesets if each in PRESETS))


# ----- card states ---------------------------------------------------------------------------------

@cache
def scheduler() -> fsrs.Scheduler:
    """The spaced-review scheduler: one learning and relearning step of LEARNING_STEP, no
    random fuzz (the same answers give the same dates)."""
    import fsrs

    return fsrs.Scheduler(learning_steps=(LEARNING_STEP,), relearning_steps=(LEARNING_STEP,), enable_fuzzing=False)


def replay(log: Iterable[tuple[int, datetime]]) -> fsrs.Card:
    """A card's state after its ratings (value, when), replayed in the order given (time order)."""
    import fsrs

    card = fsrs.Card(card_id=0)
    for rating, at in log:
        card, _review = scheduler().review_card(card, fsrs.Rating(rating), at)
    return card


@dataclass(frozen=True)
class CardState:
    """Where one card stands: its next due date, how well it is held, and its last answer.

    stability   days until the chance of recalling it falls to 90% (0 before an answer)
    retrievability  that chance at the time the state was read
    ever_right  whether it was ever answered right (a card never answered right is learning)
    """

    concept: str
    family: str
    due: datetime
    stability: float
    retrievability: float
    last_rating: int
    last_at: datetime
    reviews: int
    right: int
    ever_right: bool

    @property
    def card(self) -> CardId:
        return self.concept, self.family

    @property
    def level(self) -> Level:
        """learning (never answered right), solid, shaky or known (see the thresholds)."""
        if not self.ever_right:
            return "learning"
        if self.stability >= SOLID_STABILITY and self.last_rating != AGAIN:
            return "solid"
        if self.retrievability < KNOWN_RETRIEVABILITY or self.last_rating == AGAIN:
            return "shaky"
        return "known"


def card_state(card: CardId, log: list[tuple[int, datetime]], now: datetime) -> CardState:
    """The state of a card after its ratings (value, when; in time order), read at `now`."""
    state = replay(log)
    assert state.due is not None
    return CardState(card[0], card[1], state.due, state.stability or 0.0,
                     scheduler().get_card_retrievability(state, now), log[-1][0], log[-1][1], len(log),
                     sum(1 for rating, _at in log if rating != AGAIN), any(rating != AGAIN for rating, _at in log))


# ----- the table ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class MasteryCell:
    """One concept under one preset: its family's card's level, answers and whether it is due
    (answers: the ratings of the family's card, right ones among them)."""

    concept: str
    preset: str
    family: str
    level: Level
    right: int
    answered: int
    due: bool
    next_due: datetime | None

    @property
    def words(self) -> str:
        return level_words(self.level)


@dataclass(frozen=True)
class MasteryRow:
    concept: str
    cells: tuple[MasteryCell, ...]

    @property
    def words(self) -> str:
        return concept_words(self.concept)


@dataclass(frozen=True)
class MasteryTable:
    """Concepts (rows, in course order) by presets (columns, PRESETS order), and the course done:
    lessons finished of all, and distinct course questions answered right at least once of all."""

    presets: tuple[str, ...]
    rows: tuple[MasteryRow, ...]
    lessons_finished: int
    lessons: int
    questions_right: int
    questions: int

    def cell(self, concept: str, preset: str) -> MasteryCell:
        row = next(each for each in self.rows if each.concept == concept)
        return row.cells[self.presets.index(preset)]


def course_concepts() -> tuple[str, ...]:
    """The concepts the course's lessons teach, in course order (then any other of CONCEPTS)."""
    from .course import COURSE

    taught = [each.concept for each in COURSE if each.concept]
    return tuple(dict.fromkeys([*taught, *CONCEPTS]))


def asked_cards() -> set[CardId]:
    """The cards the course's questions can rate: a concept under a family is "not asked" when
    no question of the course asks about that concept under a member of the family (derived
    from the questions themselves, worked out once per language: about half a second)."""
    from .course import COURSE
    from .lesson_work import questions

    found: set[CardId] = set()
    for each in COURSE:
        for question in questions(each):
            found.update(cards_of(question.concept, question.rulesets))
    return found


class _Due(Protocol):
    @property
    def card(self) -> CardId: ...


class _Place(Protocol):
    @property
    def finished(self) -> bool: ...


class MasteryStore(Protocol):
    """What the mastery table reads of the learner's progress (progress.ProgressStore keeps it):
    the clock, each card's state, the cards due, each lesson's place and the answers."""

    def now(self) -> datetime: ...

    def card_states(self, now: datetime | None = None) -> dict[CardId, CardState]: ...

    def due_cards(self, now: datetime | None = None) -> Sequence[_Due]: ...

    def place(self, lesson: str) -> _Place | None: ...

    def answers(self, lesson: str | None = None) -> list[tuple[str, bool]]: ...


def mastery_table(store: MasteryStore, now: datetime | None = None) -> MasteryTable:
    """The mastery table of the learner's progress at `now` (the store's clock by default)."""
    from .course import COURSE
    from .lesson_work import questions

    now = now or store.now()
    states = store.card_states(now)
    due = {each.card for each in store.due_cards(now)}
    asked = asked_cards()
    rows = []
    for concept in course_concepts():
        cells = []
        for preset in PRESETS:
            card = (concept, family(concept, preset))
            state = states.get(card)
            if state is not None:
                cells.append(MasteryCell(concept, preset, card[1], state.level, state.right, state.reviews,
                                         card in due, state.due))
            else:
                cells.append(MasteryCell(concept, preset, card[1], "unseen" if card in asked else "not-asked",
                                         0, 0, False, None))
        rows.append(MasteryRow(concept, tuple(cells)))
    places = [store.place(each.id) for each in COURSE]
    keys = {question.key for each in COURSE for question in questions(each)}
    right = {key for key, was_right in store.answers() if was_right}
    return MasteryTable(tuple(PRESETS), tuple(rows), sum(1 for p in places if p is not None and p.finished),
                        len(COURSE), len(keys & right), len(keys))
