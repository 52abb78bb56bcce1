"""The worked example a lesson opens with, and the concepts a lesson may ask about."""

from __future__ import annotations

import pytest

from gogui.learn.course import COURSE, concepts_up_to, lesson
from gogui.learn.lesson_positions import CONCEPTS
from gogui.learn.worked_examples import worked_example


def test_basic_ko_opens_on_the_lone_ko_and_shows_every_ruleset_forbidding_the_retake():
    """The lone ko: White takes at B3, Black may not take back at C3 at once, under any rules."""
    example = worked_example(lesson("basic-ko"))
    assert example is not None and example.diagram == "lone-ko"
    take, retake = example.steps[1], example.steps[2]
    assert take.marked == ("B3",) and retake.marked == ("C3",)
    assert all(line.startswith("legal: ") for line in take.rulings)
    assert all(line.startswith("illegal: ") for line in retake.rulings)
    named = " ".join(retake.rulings)
    assert "Japanese 1989" in named and "Chinese" in named and "Ing SST" in named


def test_a_lesson_may_ask_about_its_own_concept_and_the_earlier_lessons_only():
    assert concepts_up_to(COURSE[0].id) == (COURSE[0].concept,)
    for index, each in enumerate(COURSE):
        allowed = concepts_up_to(each.id)
        assert each.concept in CONCEPTS and each.concept in allowed
        assert set(allowed) == {x.concept for x in COURSE[:index + 1]}
    with pytest.raises(KeyError):
        concepts_up_to("no-such-lesson")
