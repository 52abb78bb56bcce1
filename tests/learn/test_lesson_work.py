"""Each lesson's questions worked out once per language, all at once or a node at a time."""

from __future__ import annotations

import dataclasses

from gogui import i18n
from gogui.learn import lesson_work
from gogui.learn.course import lesson
from gogui.learn.questions import lesson_questions


def as_data(questions) -> list[dict]:
    return [dataclasses.asdict(question) for question in questions]


def test_a_lesson_worked_out_a_node_at_a_time_asks_what_it_asks_at_once():
    basic_ko = lesson("basic-ko")
    steps = 1
    while not lesson_work.work_on(basic_ko):
        assert lesson_work.known(basic_ko) is None
        steps += 1
    assert steps > 10  # the lesson's lines have more nodes than that
    assert as_data(lesson_work.known(basic_ko)) == as_data(lesson_questions(basic_ko))
    assert as_data(lesson_work.questions(basic_ko)) == as_data(lesson_questions(basic_ko))


def test_questions_are_kept_per_language_and_a_copy_is_handed_out(english):
    suicide = lesson("suicide")
    first = lesson_work.questions(suicide)
    first.clear()  # the caller's list: what is kept stays whole
    assert len(lesson_work.questions(suicide)) == len(lesson_questions(suicide))
    i18n.set_language("ja")
    assert not lesson_work.worked_out(suicide)  # their words are the language's
    prompts = [q.prompt for q in lesson_work.questions(suicide)]
    assert prompts == [q.prompt for q in lesson_questions(suicide)]
    i18n.set_language("en")
    assert lesson_work.worked_out(suicide)
    assert [q.prompt for q in lesson_work.questions(suicide)] != prompts


def test_work_left_half_done_is_finished_by_the_next_caller():
    counting = lesson("area-and-territory")
    assert not lesson_work.work_on(counting) and not lesson_work.work_on(counting)
    assert as_data(lesson_work.questions(counting)) == as_data(lesson_questions(counting))


def test_a_lesson_whose_position_is_missing_from_the_library_asks_nothing(tmp_path, monkeypatch):
    # A library folder of one's own without the course's lesson positions: the course still
    # counts its questions, and that lesson has none.
    from gogui import diagrams

    monkeypatch.setattr(diagrams, "library_folders", lambda: [tmp_path])
    lesson_work.forget()
    try:
        first = lesson("basic-ko")
        while not lesson_work.work_on(first):
            pass
        assert lesson_work.known(first) == []
    finally:
        lesson_work.forget()
