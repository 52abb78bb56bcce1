"""The course: every diagram of the library is in a lesson, every preset is asked about."""

from __future__ import annotations

import re

import pytest
from test_rule_texts import SEED_RUN, seed_runs, words

from gogui import diagrams
from gogui.engine import PRESETS
from gogui.learn.course import COURSE, lesson, lessons_with
from gogui.learn.questions import lesson_questions

# The order the design gives: basic ko, superko kinds, long cycles, Ing, suicide, the end of
# play and disputes, counting.
ORDER = ["basic-ko", "positional-superko", "situational-superko", "long-cycles", "threefold-repetition",
         "ing-hot-stones", "ing-disturbing", "suicide", "end-of-play", "area-and-territory", "seki-points",
         "odd-dame", "handicap-compensation", "pass-stones", "ing-count"]


def test_the_lessons_come_in_the_course_order():
    assert [each.id for each in COURSE] == ORDER


def test_every_diagram_of_the_library_is_in_some_lesson():
    stepped = {step.diagram for each in COURSE for step in each.steps}
    assert stepped == set(diagrams.diagram_ids())
    for diagram_id in diagrams.diagram_ids():
        assert lessons_with(diagram_id)


def test_every_lesson_asks_about_every_diagram_it_steps_through():
    for each in COURSE:
        asked = {q.diagram for q in lesson_questions(each)}
        assert asked == {step.diagram for step in each.steps}, each.id


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
