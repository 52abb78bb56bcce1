"""The worked example a lesson opens with, and the concepts a lesson may ask about."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gogui.learn.course import COURSE, Step, concepts_up_to, lesson
from gogui.learn.lesson_positions import CONCEPTS, positions_for
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


def test_the_retake_is_the_key_step_and_each_group_says_its_rule():
    """White's capture is a plain move; Black's retake is where the rule bites: the basic ko rule
    for Japanese rules, positional superko for Chinese rules, each with its reason."""
    example = worked_example(lesson("basic-ko"))
    assert example is not None
    assert [step.node for step in example.key_steps] == [2]
    take, retake = example.steps[1], example.steps[2]
    assert not take.key and all(not group.why for group in take.groups)
    by_verdict = {group.verdict: group for group in retake.groups}
    assert "japanese" in by_verdict["illegal: ko"].rulesets
    assert "basic ko" in by_verdict["illegal: ko"].why
    assert "chinese" in by_verdict["illegal: positional superko"].rulesets
    # told in a real ruleset's words, not a simplified one's, though Simplified Ing/NZ comes first
    assert by_verdict["illegal: positional superko"].why.endswith("positional superko forbids it under Chinese.")
    assert retake.player == "B" and retake.vertex == "C3" and retake.move_words() == "Black's C3"


def test_where_play_stops_each_group_is_a_count_with_its_reckoning():
    """Lesson 2's 7x7 game: Black one stone up, no komi. Area counting gives Black 25 to 24,
    territory counting 17 to 17."""
    example = worked_example(lesson("area-and-territory"))
    assert example is not None
    last = example.steps[-1]
    assert last.key and last.player == "B" and last.vertex is None and last.marked == ()
    by_verdict = {group.verdict: group for group in last.groups}
    area = by_verdict["play stops: Black wins by 1"]
    territory = by_verdict["play stops: a tie: nobody wins"]
    assert "chinese" in area.rulesets and "Black 25" in area.why
    assert "japanese" in territory.rulesets and "Black 17" in territory.why


def test_rulesets_whose_play_ended_earlier_come_last_and_say_no_more():
    """Under positional superko the return at G2 was illegal: at the pass and the second G3 of
    the pass lesson, those rulesets are listed last, as not reached."""
    example = worked_example(lesson("pass-and-superko"))
    assert example is not None
    again = example.steps[5]
    assert again.key and again.vertex == "G3"
    assert again.groups[-1].verdict == "not reached: move 3 was illegal"
    assert "chinese" in again.groups[-1].rulesets and not again.groups[-1].why
    assert {"nz", "aga"} <= set(next(g for g in again.groups if g.verdict == "illegal: situational superko").rulesets)


@pytest.mark.parametrize("each", COURSE, ids=lambda each: each.id)
def test_every_lesson_has_a_worked_example_on_its_purpose_made_position(each):
    example = worked_example(each)
    assert example is not None
    assert example.diagram == positions_for(each.concept)[0].id and example.line == "Main line"
    assert example.key_steps, "a worked example shows the rule at work"
    for step in example.steps[1:]:
        assert step.text.strip() and step.groups
        assert step.marked == ((step.vertex,) if step.vertex else ())
        assert sorted(pid for group in step.groups for pid in group.rulesets) == sorted(
            pid for group in example.steps[1].groups for pid in group.rulesets), "every preset, once"
    for step in example.key_steps:
        for group in step.groups:
            if group.verdict.startswith(("illegal", "play stops:", "game ends")):
                assert group.why, (step.node, group.verdict)


def test_a_lesson_may_name_the_line_of_its_worked_example():
    chosen = replace(lesson("basic-ko"), example=Step("lone-ko", "Black plays elsewhere first"))
    example = worked_example(chosen)
    assert example is not None and example.line == "Black plays elsewhere first"
    assert [step.marked for step in example.steps[1:]] == [("B3",), ("E1",), ("A5",), ("C3",)]
    assert not example.key_steps  # after a move of each side elsewhere, every ruleset allows the retake


def test_a_lesson_may_ask_about_its_own_concept_and_the_earlier_lessons_only():
    assert concepts_up_to(COURSE[0].id) == (COURSE[0].concept,)
    for index, each in enumerate(COURSE):
        allowed = concepts_up_to(each.id)
        assert each.concept in CONCEPTS and each.concept in allowed
        assert set(allowed) == {x.concept for x in COURSE[:index + 1]}
    with pytest.raises(KeyError):
        concepts_up_to("no-such-lesson")
