"""LessonRun, the model a Learn dock drives: questions in turn, answers, summary, resume, review."""

from __future__ import annotations

import pytest
from learn_oracle import right, wrong

from gogui.learn import progress
from gogui.learn.course import COURSE, lesson
from gogui.learn.progress import ProgressStore
from gogui.learn.run import LessonRun


def test_a_run_through_a_lesson_sums_up_what_was_right_and_wrong(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    run = LessonRun.for_lesson("area-and-territory", store)
    assert run.introduction == lesson("area-and-territory").introduction
    verdicts = []
    while run.current is not None:
        question = run.current
        assert not run.answered
        given = right(question) if len(verdicts) % 2 == 0 else wrong(question)
        verdict = run.answer(given)
        assert run.answered and run.verdict == verdict
        assert run.answer(right(question)) == verdict  # the first answer counts
        verdicts.append(verdict.right)
        run.next()
    assert run.finished and run.next() is None
    summary = run.summary()
    assert summary.right == sum(verdicts) and summary.wrong == len(verdicts) - sum(verdicts)
    assert summary.skipped == 0 and len(summary.items) == len(run.questions)
    assert f"{summary.right} of {len(run.questions)} right" in summary.text()
    assert store.by_lesson()["area-and-territory"] == progress.Standing(len(verdicts), sum(verdicts))
    assert store.place("area-and-territory") == progress.Place("area-and-territory", len(run.questions), True)
    with pytest.raises(RuntimeError):
        run.answer("yes")
    store.close()


def test_a_run_resumes_where_it_was_left_after_reopening(tmp_path):
    path = tmp_path / "p.sqlite3"
    store = ProgressStore(path)
    run = LessonRun.for_lesson("positional-superko", store)
    run.answer(right(run.current))
    run.next()
    run.next()  # the second question is skipped
    store.close()

    store = ProgressStore(path)
    again = LessonRun.resume(store)
    assert again.lesson is not None and again.lesson.id == "positional-superko"
    assert again.index == 2 and again.current == again.questions[2]
    store.close()


def test_resume_comes_after_a_question_answered_before_closing_without_next(tmp_path):
    """The learner answers a question and closes before pressing Next: the answer was kept,
    so the lesson resumes at the question after it, not at the one answered."""
    path = tmp_path / "p.sqlite3"
    store = ProgressStore(path)
    run = LessonRun.for_lesson("positional-superko", store)
    run.answer(right(run.current))
    run.next()
    run.answer(wrong(run.current))
    store.close()  # closed here, Next not pressed

    store = ProgressStore(path)
    again = LessonRun.resume(store)
    assert again.lesson is not None and again.lesson.id == "positional-superko"
    assert again.index == 2 and not again.answered
    assert store.place("positional-superko") == progress.Place("positional-superko", 2, False)
    store.close()


def test_answering_a_lesson_s_last_question_finishes_it_without_next(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    run = LessonRun.for_lesson("area-and-territory", store, start=len(LessonRun.for_lesson("area-and-territory").questions) - 1)
    run.answer(right(run.current))
    place = store.place("area-and-territory")
    assert place is not None and place.finished and place.question == len(run.questions)
    following = (COURSE.index(lesson("area-and-territory")) + 1) % len(COURSE)
    assert LessonRun.resume(store).lesson == COURSE[following]
    store.close()


def test_resume_starts_the_course_and_goes_on_after_a_finished_lesson(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    first = LessonRun.resume(store)
    assert first.lesson == COURSE[0] and first.index == 0
    store.save_place(COURSE[0].id, len(first.questions), finished=True)
    assert LessonRun.resume(store).lesson == COURSE[1]
    store.close()


def test_a_review_asks_again_what_was_answered_wrong(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    run = LessonRun.for_lesson("suicide", store)
    missed = run.current
    assert missed is not None
    run.answer(wrong(missed))
    run.next()
    run.answer(right(run.current))
    review = LessonRun.review(store)
    assert [q.key for q in review.questions] == [missed.key]
    assert review.answer(right(missed)).right
    assert store.review_queue() == []
    assert store.by_lesson()["suicide"] == progress.Standing(3, 2)  # kept under its lesson
    store.close()


def test_quiz_me_here_runs_on_any_line_without_a_store():
    from gogui import diagrams

    diagram = diagrams.load("triple-ko")
    quiz = LessonRun.quiz(diagram.record, diagram.lines[0].nodes, diagram=diagram.id)
    assert quiz.questions and quiz.introduction == ""
    while not quiz.finished:
        quiz.answer(right(quiz.current))
        quiz.next()
    assert quiz.summary().right == len(quiz.questions)


def test_a_run_says_which_line_and_node_to_show():
    from gogui import diagrams

    run = LessonRun.for_lesson("ing-hot-stones")
    for question in run.questions:
        record, nodes = run.line_of(question)
        diagram = diagrams.load(question.diagram)
        assert record is diagram.record
        assert [line.nodes for line in diagram.lines if line.name == question.line] == [nodes]
        if question.kind in ("legal", "which-rulesets"):
            assert question.shown_node == question.node - 1  # the board before the move asked about
        else:
            assert question.shown_node == question.node
    triple = diagrams.load("triple-ko")
    quiz = LessonRun.quiz(triple.record, triple.lines[1].nodes, line=triple.lines[1].name)
    assert quiz.line_of() == (triple.record, triple.lines[1].nodes)


def test_the_summary_says_what_the_last_wrong_try_missed_as_the_answer_screen_did():
    """Basic ko's first question (the lone ko: Black may not take back at C3) answered A1, then
    A2 at the second try: the summary explains A2, as the answer screen last did."""
    run = LessonRun.for_lesson("basic-ko")
    assert run.current.answer == ("C3",)
    assert not run.answer("A1").right
    second = run.answer_again("A2")
    assert not second.right and second.missed.startswith("A2 ")
    item = run.summary().items[0]
    assert item.missed == second.missed
    assert "A2 is not such a point." in run.summary().text()


def test_a_run_shows_a_question_on_the_transformed_position_it_asks_about():
    from gogui import diagrams
    from gogui.learn.questions import lesson_questions, variant
    from gogui.transform import transform_vertex

    question = lesson_questions(lesson("area-and-territory"))[0]
    turned = variant(question, "rot90")
    assert turned is not None and question.diagram is not None
    record, nodes = LessonRun([turned]).line_of()
    plain, plain_nodes = LessonRun([question]).line_of()
    size = diagrams.load(question.diagram).record.size
    assert record.root.black == sorted(transform_vertex(v, size, "rot90") for v in plain.root.black)
    assert [n.move for n in nodes] == [
        None if n.move is None else (n.move[0], n.move[1] and transform_vertex(n.move[1], size, "rot90"))
        for n in plain_nodes]


def test_a_lesson_run_keeps_where_learn_mode_stopped(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    run = LessonRun.for_lesson("suicide", store)
    run.answer(right(run.current))
    assert store.learn_state() == progress.LearnState(True, "lesson", "suicide", 1)
    run.next()
    run.skip()
    store.close()
    again = ProgressStore(tmp_path / "p.sqlite3")
    assert again.learn_state() == progress.LearnState(True, "lesson", "suicide", 2)
    again.close()
