"""Mastery: cards per concept and ruleset family, their levels, and the table of the course."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta

from gogui.engine import PRESETS, Ruleset
from gogui.learn import lesson_work
from gogui.learn.course import COURSE, lesson
from gogui.learn.lesson_positions import CONCEPTS
from gogui.learn.mastery import (
    CONCEPT_OPTIONS,
    SOLID_STABILITY,
    cards_of,
    family,
    family_members,
    level_words,
    mastery_table,
)
from gogui.learn.progress import ProgressStore

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


class Clock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now


def test_every_concept_names_options_a_ruleset_has():
    fields = {f.name for f in dataclasses.fields(Ruleset)}
    assert set(CONCEPT_OPTIONS) == set(CONCEPTS)
    for options in CONCEPT_OPTIONS.values():
        assert options and set(options) <= fields


def test_a_family_is_the_presets_that_rule_alike_on_a_concept():
    # Basic ko: Japanese and Korean share simple ko; Ing's ko rule is its own.
    assert family("basic-ko", "korean") == "japanese"
    assert family_members("basic-ko", "japanese") == ("japanese", "korean")
    assert family_members("basic-ko", "ing") == ("ing",)
    # Suicide: New Zealand, the simplified Ing/NZ text, Renaissance and Tromp-Taylor allow it.
    assert family_members("suicide", "nz") == ("nz", "simplified-ing-nz", "renaissance-area",
                                               "renaissance-territory", "tromp-taylor")
    # Pass stones: AGA and the simplified AGA text, and everyone else.
    assert family_members("pass-stones", "simplified-aga") == ("simplified-aga", "aga")
    for concept in CONCEPTS:  # every preset is in exactly one family, named by its first member
        members = [family_members(concept, family(concept, p)) for p in PRESETS]
        assert all(p in found and found[0] == family(concept, p) for p, found in zip(PRESETS, members, strict=True))


def test_only_presets_of_a_concept_make_cards():
    assert cards_of("", ("japanese",)) == []
    assert cards_of("basic-ko", ("my-own-rules",)) == []
    assert cards_of("basic-ko", ("japanese", "korean", "ing")) == [("basic-ko", "japanese"), ("basic-ko", "ing")]


def test_the_table_starts_unseen_with_the_cells_no_question_asks(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3", clock=Clock(START))
    table = mastery_table(store)
    assert table.presets == tuple(PRESETS)
    assert [row.concept for row in table.rows] == [each.concept for each in COURSE]
    assert table.cell("ing-hot-stones", "japanese").level == "not-asked"
    assert table.cell("ing-hot-stones", "ing").level == "unseen"
    assert table.cell("basic-ko", "korean").family == "japanese"
    assert table.lessons == len(COURSE) and table.lessons_finished == 0
    assert table.questions_right == 0 and table.questions > 0
    assert level_words("not-asked") == "not asked"
    store.close()


def test_a_cell_goes_from_learning_to_known_shaky_and_solid(tmp_path):
    clock = Clock(START)
    store = ProgressStore(tmp_path / "p.sqlite3", clock=clock)
    question = lesson_work.questions(lesson("suicide"))[0]
    card = cards_of(question.concept, question.rulesets)[0]
    preset = card[1]

    def level() -> str:
        return mastery_table(store).cell(card[0], preset).level

    store.record(question, False, "suicide")
    assert level() == "learning"  # answered, never right
    clock.now += timedelta(minutes=15)
    store.record(question, True, "suicide")
    assert level() == "known"
    cell = mastery_table(store).cell(card[0], preset)
    assert (cell.right, cell.answered) == (1, 2) and not cell.due
    clock.now += timedelta(days=60)  # long past its date: the chance of recalling it is low
    assert level() == "shaky"
    assert mastery_table(store).cell(card[0], preset).due
    while store.card_states()[card].stability < SOLID_STABILITY:
        clock.now = store.card_states()[card].due
        store.record(question, True, "suicide")
    assert level() == "solid"
    store.record(question, False, "suicide")
    assert level() == "shaky"  # the last answer was wrong
    store.close()


def test_the_table_counts_the_course_done(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3", clock=Clock(START))
    questions = lesson_work.questions(lesson("basic-ko"))
    store.record(questions[0], True, "basic-ko")
    store.record(questions[0], False, "basic-ko")
    store.record(questions[1], False, "basic-ko")
    store.save_place("basic-ko", len(questions), True)
    table = mastery_table(store)
    assert table.lessons_finished == 1 and table.questions_right == 1
    assert table.questions == len({q.key for each in COURSE for q in lesson_work.questions(each)})
    store.close()
