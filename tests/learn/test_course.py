"""The course: one lesson per concept, easy to hard, each beginning on its small purpose-made position;
every diagram of the library is in a lesson, every preset is asked about."""

from __future__ import annotations

import re

import pytest
from test_rule_texts import SEED_RUN, seed_runs, words

from gogui import diagrams
from gogui.engine import PRESETS
from gogui.learn.course import COURSE, FORMER_IDS, concepts_up_to, lesson, lessons_with
from gogui.learn.lesson_positions import CONCEPTS, LARGEST_VIEW, load_lesson_position, positions_for
from gogui.learn.questions import lesson_questions

# Easy to hard: one lesson per concept, in the order of the concepts.
ORDER = ["basic-ko", "area-and-territory", "suicide", "positional-superko", "situational-superko",
         "pass-and-superko", "long-cycles", "threefold-repetition", "seki-points", "handicap-compensation",
         "pass-stones", "confirmation-play", "ing-hot-stones", "ing-disturbing", "ing-count"]


def test_one_lesson_per_concept_in_the_concepts_order():
    assert [each.id for each in COURSE] == ORDER
    assert [each.concept for each in COURSE] == list(CONCEPTS)


@pytest.mark.parametrize("each", COURSE, ids=lambda each: each.id)
def test_a_lesson_begins_on_its_concept_s_purpose_made_position_of_at_most_9x9(each):
    first = each.steps[0]
    assert first.diagram == positions_for(each.concept)[0].id
    record = load_lesson_position(first.diagram).diagram.record
    view = record.view()
    columns = {vertex[0] for vertex in view} if view else range(record.size)
    rows = {vertex[1:] for vertex in view} if view else range(record.size)
    assert len(columns) <= LARGEST_VIEW and len(rows) <= LARGEST_VIEW


@pytest.mark.parametrize("each", COURSE, ids=lambda each: each.id)
def test_the_purpose_made_positions_come_before_the_library_s_diagrams(each):
    """A lesson shows its own small positions first, then the famous diagrams: once a library
    diagram is stepped through, no purpose-made position follows."""
    library = set(diagrams.diagram_ids())
    kinds = [step.diagram in library for step in each.steps]
    assert kinds == sorted(kinds), each.steps
    assert not kinds[0]


def test_a_lesson_steps_through_no_diagram_made_for_a_later_concept():
    made_for = {p.id: p.concept for concept in CONCEPTS for p in positions_for(concept)}
    for each in COURSE:
        for step in each.steps:
            if step.diagram in made_for:
                assert made_for[step.diagram] in concepts_up_to(each.id), (each.id, step)


def test_a_former_lesson_id_names_the_lesson_it_was_folded_into():
    assert FORMER_IDS == {"end-of-play": "confirmation-play", "odd-dame": "area-and-territory"}
    ids = {each.id for each in COURSE}
    assert set(FORMER_IDS.values()) <= ids and not set(FORMER_IDS) & ids
    with pytest.raises(KeyError):
        lesson("odd-dame")


def test_every_diagram_of_the_library_is_in_some_lesson():
    stepped = {step.diagram for each in COURSE for step in each.steps}
    assert stepped >= set(diagrams.diagram_ids())
    for diagram_id in diagrams.diagram_ids():
        assert lessons_with(diagram_id)


def test_every_lesson_asks_about_its_own_position_and_only_the_diagrams_it_steps_through():
    for each in COURSE:
        asked = {q.diagram for q in lesson_questions(each)}
        assert each.steps[0].diagram in asked, each.id
        assert asked <= {step.diagram for step in each.steps}, each.id


def test_every_step_names_a_line_of_its_diagram():
    for each in COURSE:
        for step in each.steps:
            names = [line.name for line in diagrams.load(step.diagram).lines]
            assert step.line in names, (each.id, step)


def test_every_preset_is_asked_about_somewhere_in_the_course():
    asked = {ruleset_id for each in COURSE for q in lesson_questions(each) for ruleset_id in q.rulesets}
    assert asked == set(PRESETS)


def test_focus_presets_and_reasons_are_real():
    from gogui.engine import REASONS

    for each in COURSE:
        assert set(each.focus) <= set(PRESETS), each.id
        assert set(each.reasons) <= set(REASONS) - {"occupied", "game-over"}, each.id


@pytest.mark.parametrize("each", COURSE, ids=lambda each: each.id)
def test_a_lesson_has_a_short_introduction_and_names_its_rules(each):
    sentences = [s for s in each.introduction.replace("?", ".").split(". ") if s.strip()]
    assert 2 <= len(sentences) <= 6
    assert len(each.introduction) < 700
    assert each.rules and all(str(rule).strip() for rule in each.rules)
    assert each.title and each.steps


def test_lessons_are_found_by_id():
    assert lesson("suicide").title == "Suicide"
    with pytest.raises(KeyError):
        lesson("no-such-lesson")
    assert len({each.id for each in COURSE}) == len(COURSE)


def test_lesson_texts_are_in_our_own_words():
    """No run of six words of a lesson's title, introduction or rules is copied from a seed text;
    a quoted term may be (as for the rule texts and the diagrams' comments)."""
    runs = seed_runs()
    n = SEED_RUN
    copied = []
    for each in COURSE:
        for text in (each.title, each.introduction, *map(str, each.rules)):
            w = [word.strip("'") for word in words(re.sub(r'"[^"]*"', " ", text))]
            copied += [(each.id, " ".join(w[i:i + n])) for i in range(len(w) - n + 1)
                       if tuple(w[i:i + n]) in runs]
    assert not copied
