"""gogui-rules --course: the whole course in order, each lesson with its worked example and questions."""

from __future__ import annotations

import contextlib
import io
import json

import pytest

from gogui import i18n
from gogui.cli import main
from gogui.learn.course import COURSE, concepts_up_to
from gogui.learn.lesson_positions import LARGEST_VIEW, load_lesson_position, positions_for


@pytest.fixture(scope="module")
def course() -> list[dict]:
    """The course as --course --json gives it (worked out once: every lesson's questions)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--course", "--json"]) == 0
    return json.loads(out.getvalue())["lessons"]


def test_the_course_lists_its_lessons_in_order_each_with_its_concept(course):
    assert len(course) >= 14
    assert [lesson["number"] for lesson in course] == list(range(1, len(course) + 1))
    assert [(lesson["id"], lesson["concept"]) for lesson in course] == [(each.id, each.concept) for each in COURSE]
    first = course[0]
    assert first["title"] == "Basic ko" and "immediate recapture" in first["introduction"]
    assert "Japanese Rules of Go (1989), Article 6 (ko)" in first["rules"]
    assert first["steps"][:2] == [{"diagram": "lone-ko", "line": "Main line"},
                                  {"diagram": "lone-ko", "line": "Black plays elsewhere first"}]


def test_every_lesson_s_first_position_is_purpose_made_and_at_most_9x9(course):
    for lesson in course:
        first = lesson["steps"][0]["diagram"]
        assert first == positions_for(lesson["concept"])[0].id, lesson["id"]
        record = load_lesson_position(first).diagram.record
        view = record.view()
        width = len({v[0] for v in view}) if view else record.size
        height = len({v[1:] for v in view}) if view else record.size
        assert width <= LARGEST_VIEW and height <= LARGEST_VIEW, lesson["id"]


def test_every_lesson_has_a_worked_example_with_a_key_step_told_in_full(course):
    for lesson in course:
        example = lesson["worked_example"]
        assert example and example["diagram"] == lesson["steps"][0]["diagram"], lesson["id"]
        steps = example["steps"]
        assert steps[0]["node"] == 0 and all(step["text"] for step in steps)
        key = [step for step in steps if step["key"]]
        assert key, lesson["id"]
        for step in key:
            assert step["rulings"] and all(set(group) == {"verdict", "rulesets", "names", "why"}
                                           for group in step["rulings"])
            assert step["marked"] == ([step["vertex"]] if step["vertex"] else [])
    retake = course[0]["worked_example"]["steps"][2]
    assert retake["move"] == "Black's C3" and retake["player"] == "B" and retake["marked"] == ["C3"]
    ko = next(group for group in retake["rulings"] if group["verdict"] == "illegal: ko")
    assert "japanese" in ko["rulesets"] and "Japanese 1989" in ko["names"] and "basic ko" in ko["why"]


def test_every_question_is_on_its_lesson_s_concept_or_an_earlier_one(course):
    for lesson in course:
        assert lesson["questions"], lesson["id"]
        allowed = set(concepts_up_to(lesson["id"]))
        steps = {step["diagram"] for step in lesson["steps"]}
        for question in lesson["questions"]:
            assert question["diagram"] in steps
            if question.get("concept"):
                assert question["concept"] in allowed, (lesson["id"], question["prompt"])


def test_the_text_form_shows_each_lesson_its_worked_example_and_its_questions(capsys):
    assert main(["--course"]) == 0
    out = capsys.readouterr().out
    assert out.index("Lesson 1. Basic ko [basic-ko]") < out.index("Lesson 2. Area and territory counting")
    assert out.count("\nLesson ") + out.startswith("Lesson ") == len(COURSE)
    assert "Worked example: lone-ko (Main line)" in out
    assert "2. Black's C3 (key step): Black tries to take back at once" in out
    assert "illegal: ko: Ing SST, Renaissance (area, A), Renaissance (territory with pass stones, B), " \
           "Japanese 1989, Korean" in out
    assert "Questions: lesson 1" in out and "Answers" in out


def test_the_text_form_in_another_language(capsys):
    try:
        assert main(["--course", "--lang", "ja"]) == 0
        out = capsys.readouterr().out
    finally:
        i18n.set_language("en")
    assert "Lesson 1." not in out and "第1課　基本のコウ [basic-ko]" in out
    assert "例題の解説：lone-ko（本手順）" in out
    assert "2. 黒の C3（要所）：" in out
    assert "着手禁止：コウ：応氏ルール（SST）" in out


def test_course_takes_no_file_or_diagram(capsys):
    with pytest.raises(SystemExit):
        main(["--course", "--diagram", "lone-ko"])
    assert "--course" in capsys.readouterr().err
