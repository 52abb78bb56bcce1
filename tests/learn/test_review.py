"""Spaced review: cards come back on the scheduler's dates across restarts, and each review shows another position."""

from __future__ import annotations

import random
import time
from datetime import UTC, datetime, timedelta

import pytest

from gogui.learn.mastery import AGAIN, GOOD, LEARNING_STEP
from gogui.learn.progress import LearnState, ProgressStore
from gogui.learn.review import TRANSFORMS, course_questions, review_picks
from gogui.learn.run import LessonRun

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def utc(monkeypatch):
    """The learner's local day is UTC's."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_thirty_days_of_review_space_out_known_cards_and_bring_missed_ones_back_sooner(tmp_path, utc):
    """A learner opens gogui every morning for 30 days (a restart each day), reviews at most
    four due cards, always knows suicide and keeps missing basic ko until day 12."""
    path = tmp_path / "p.sqlite3"
    by_card = {card: found for card, found in course_questions().items() if card[0] in ("suicide", "basic-ko")}
    cards = list(by_card)
    known = {card for card in cards if card[0] == "suicide"}
    hard = {card for card in cards if card[0] == "basic-ko"}
    assert len(known) >= 2 and len(hard) >= 2
    clock = Clock(START)
    store = ProgressStore(path, clock=clock)
    for card in cards:  # the first lesson: every card answered once
        store.record(by_card[card][0], card in known)  # a question rates only cards of its concept
    intervals: dict[tuple[str, str], list[timedelta]] = {card: [] for card in cards}  # right answer to due
    missed: list[timedelta] = []  # wrong answer to due
    left_due: set[tuple[str, str]] = set()
    rng = random.Random(4)
    for day in range(1, 31):
        store.close()
        clock.now = START + timedelta(days=day)
        store = ProgressStore(path, clock=clock)  # a restart
        due = store.due_cards()
        states = store.card_states()
        end = store.due_until(clock.now)
        assert {each.card for each in due} == {card for card, state in states.items() if state.due <= end}
        assert left_due <= {each.card for each in due}  # due before the restart, due after it
        for pick in review_picks(store, clock.now, limit=4, rng=rng):
            card = pick.card.card
            right = card in known or day >= 12
            store.record(pick.source, right, transform=pick.transform)
            store.shown(pick.card, pick.source.key, pick.transform)
            state = store.card_states()[card]
            if right:
                intervals[card].append(state.due - clock.now)
            else:
                missed.append(state.due - clock.now)
            clock.now += timedelta(minutes=1)
        left_due = {card for card, state in store.card_states().items() if state.due <= START + timedelta(days=day)}
    store.close()
    assert missed and set(missed) == {LEARNING_STEP}  # a missed card comes back within the day
    assert max(missed) < min(span for card in known for span in intervals[card])
    for card in known:  # each right answer spaces the card out further
        assert len(intervals[card]) >= 2
        assert intervals[card] == sorted(intervals[card]) and intervals[card][0] < intervals[card][-1]
    again = ProgressStore(path, clock=clock)
    for card in hard:  # answered right since day 12: it is answered and spaced out too
        assert again.card_states()[card].last_rating == GOOD
    again.close()


def test_a_review_never_shows_a_card_the_position_it_showed_last(tmp_path):
    by_card = course_questions()
    single = next(card for card, found in by_card.items() if len(found) == 1)
    several = next(card for card, found in by_card.items() if len(found) > 2)
    clock = Clock(START)
    store = ProgressStore(tmp_path / "p.sqlite3", clock=clock)
    for card in (single, several):
        store.record(by_card[card][0], False)
        store.shown(card, by_card[card][0].key, "rot180")
    clock.now += timedelta(minutes=20)
    for seed in range(40):
        picks = review_picks(store, clock.now, rng=random.Random(seed))
        assert {pick.card.card for pick in picks} >= {single, several}
        for pick in picks:
            assert pick.transform in TRANSFORMS
            assert (pick.source.key, pick.transform) != (pick.card.last_question, pick.card.last_transform)
            if pick.card.card == several:  # another position of the concept when there is one
                assert pick.source.key != by_card[several][0].key
            if pick.card.card == single:  # else the same one, turned or reflected another way
                assert pick.source.key == by_card[single][0].key and pick.transform != "rot180"
            assert pick.why == "Missed a few minutes ago."
    store.close()


def test_reviewing_one_cell_picks_only_that_cell_even_when_not_due(tmp_path):
    by_card = course_questions()
    cell = next(card for card, found in by_card.items() if len(found) >= 2)
    clock = Clock(START)
    store = ProgressStore(tmp_path / "p.sqlite3", clock=clock)
    store.record(by_card[cell][0], True)
    store.shown(cell, by_card[cell][0].key, "")
    assert store.due_cards() == []
    picks = review_picks(store, clock.now, limit=5, concept=cell[0], family=cell[1], rng=random.Random(1))
    assert picks and {pick.card.card for pick in picks} == {cell}
    shown = [(pick.source.key, pick.transform) for pick in picks]
    assert len(set(shown)) == len(shown) and (by_card[cell][0].key, "") not in shown
    store.close()


def test_why_a_card_came_back(tmp_path):
    by_card = course_questions()
    card = next(iter(by_card))
    clock = Clock(START)
    store = ProgressStore(tmp_path / "p.sqlite3", clock=clock)
    store.record(by_card[card][0], False)
    assert store.card(card).why(START + timedelta(days=2, hours=1)) == "Missed 2 days ago."
    store.record(by_card[card][0], True, when=START + timedelta(minutes=20))
    due = store.card(card)
    assert due.last_rating == GOOD
    assert due.why(START + timedelta(days=6, hours=2)) == ("Answered right 6 days ago: time to check it is "
                                                            "still known.")
    assert due.why(START + timedelta(hours=1, minutes=30)) == "Asked for: last answered 1 hour ago."
    store.close()


def test_a_spaced_review_run_rates_its_cards_and_keeps_its_place(tmp_path):
    by_card = course_questions()
    clock = Clock(START)
    store = ProgressStore(tmp_path / "p.sqlite3", clock=clock)
    for card in list(by_card)[:3]:
        store.record(by_card[card][0], False)
    clock.now += timedelta(hours=1)
    picks = review_picks(store, clock.now, rng=random.Random(2))
    run = LessonRun.for_review(store, picks, [pick.source for pick in picks])
    cards = tuple(pick.card.card for pick in picks)
    run.skip()
    assert store.learn_state() == LearnState(True, "review", "", 1, cards, 1)
    assert store.card(cards[0]).last_rating == AGAIN
    assert (store.card(cards[0]).last_question, store.card(cards[0]).last_transform) == (
        picks[0].source.key, picks[0].transform)
    run.next()
    assert store.learn_state() == LearnState(True, "review", "", 1, cards, 1)
    store.close()


def test_a_review_on_a_turned_position_rates_the_card_but_leaves_the_lessons_standing_alone(tmp_path):
    """Basic ko's first question missed, then reviewed on the lone ko turned a quarter: the
    card is rated, the turned question's answer is kept, and the lesson's own count (1 answered,
    0 right) is what the lesson's questions say, not 2 answered."""
    from gogui.learn import lesson_work
    from gogui.learn.course import COURSE
    from gogui.learn.questions import variant

    clock = Clock(START)
    store = ProgressStore(tmp_path / "p.sqlite3", clock=clock)
    first = lesson_work.questions(COURSE[0])[0]
    store.record(first, False, COURSE[0].id)
    clock.now += timedelta(hours=1)
    [pick] = review_picks(store, clock.now, rng=random.Random(1))  # the missed concept's card, due
    turned = variant(first, "rot90")
    assert turned is not None and turned.key != first.key
    run = LessonRun.for_review(store, [pick._replace(source=first, transform="rot90")], [turned])
    run.answer(turned.answer[0] if turned.form != "several" else list(turned.answer))
    assert store.answers()[-1] == (turned.key, True)
    assert store.card(pick.card.card).last_rating != AGAIN
    standing = store.latest_by_lesson()[COURSE[0].id]
    assert (standing.answered, standing.right) == (1, 0)
    store.close()


def test_a_card_missed_just_before_midnight_is_still_due_today(tmp_path, utc):
    """The learner's day turns at 4 in the morning, as Anki's does: a card answered wrong at 23:55
    comes back ten minutes later in the same evening's review, not tomorrow's."""
    from gogui.learn.review import end_of_day

    evening = datetime(2026, 12, 6, 23, 55, tzinfo=UTC)
    assert end_of_day(evening) == datetime(2026, 12, 7, 4, 0, tzinfo=UTC)
    assert end_of_day(datetime(2026, 12, 7, 3, 59, tzinfo=UTC)) == datetime(2026, 12, 7, 4, 0, tzinfo=UTC)
    assert end_of_day(datetime(2026, 12, 7, 4, 0, tzinfo=UTC)) == datetime(2026, 12, 8, 4, 0, tzinfo=UTC)
    card, found = next((card, found) for card, found in course_questions().items() if card[0] == "basic-ko")
    store = ProgressStore(tmp_path / "p.sqlite3", clock=Clock(evening))
    store.record(found[0], False)
    (due,) = store.due_cards()
    assert due.card == card and due.due is not None and due.due.date() == evening.date() + timedelta(days=1)


def test_a_card_missed_just_before_the_day_turns_is_still_due_in_that_sitting(tmp_path, utc):
    """The day turns at 4 in the morning, but a card missed at 3:55 comes back ten minutes later
    in the same sitting's review (due at 4:05, past the turn): what is due counts at least one
    learning step ahead, as Anki's "learn ahead" does."""
    late = datetime(2026, 12, 7, 3, 55, tzinfo=UTC)
    card, found = next((card, found) for card, found in course_questions().items() if card[0] == "basic-ko")
    store = ProgressStore(tmp_path / "p.sqlite3", clock=Clock(late))
    store.record(found[0], False)
    (due,) = store.due_cards()
    assert due.card == card and due.due == late + LEARNING_STEP
    assert due.why(late) == "Missed a few minutes ago."
    store.close()
