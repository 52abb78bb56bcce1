"""LessonFlow, a lesson as the learner takes it, without a window: worked example, hints, retry, skip, summary."""

from __future__ import annotations

from dataclasses import replace

from learn_oracle import right, wrong

from gogui.board_marks import BoardMarks
from gogui.engine.board import BLACK
from gogui.learn.course import lesson
from gogui.learn.flow import ANSWER, BACK, FORWARD, HINT, NEXT, QUESTIONS, SKIP, LessonFlow
from gogui.learn.progress import ProgressStore
from gogui.learn.run import LessonRun
from gogui.learn.worked_examples import worked_example

HINTS = ("Look at the ko rule: Article 6.", "Look at the point just emptied by the capture.")


def with_hints(run: LessonRun) -> LessonRun:
    """The lesson's questions as they will be once the generator gives every one its hints and
    explanation (and a legal question its marked move)."""
    questions = []
    for question in run.questions:
        extra: dict[str, object] = {"hints": HINTS, "explanation": f"Why {question.answer[0]}.", "others": ("Others differ.",)}
        if question.kind == "legal" and question.vertex:
            extra["marked"] = (question.vertex,)
        questions.append(replace(question, **extra))  # type: ignore[arg-type]
    run.questions = tuple(questions)
    return run


def test_a_whole_lesson_with_its_worked_example_a_hint_a_retry_a_wrong_wrong_and_a_skip(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    run = with_hints(LessonRun.for_lesson("basic-ko", store))
    flow = LessonFlow.of(run)
    screen = flow.screen()
    assert screen.stage == "introduction" and screen.shown is not None  # the lesson's own position
    assert screen.shown.diagram == "lone-ko" and screen.shown.index == 0 and not screen.answers_hidden

    # The worked example: lone ko, White takes at B3 (marked), Black may not take back at C3.
    example = worked_example(lesson("basic-ko"))
    assert example is not None and len(example.steps) >= 3
    flow.begin()
    screen = flow.screen()
    assert screen.stage == "example" and screen.step == 0 and screen.buttons == {FORWARD, QUESTIONS}
    assert screen.shown is not None and screen.shown.diagram == example.diagram and screen.shown.index == 0
    assert not screen.answers_hidden and screen.step_text == example.steps[0].text
    flow.forward()
    screen = flow.screen()
    assert screen.step == 1 and BACK in screen.buttons and screen.marks == BoardMarks(marked=("B3",))
    assert screen.shown is not None and screen.shown.nodes[1].move == ("W", "B3")
    assert any("legal" in line for line in screen.step_rulings)
    flow.back()
    assert flow.screen().step == 0
    for _ in example.steps:
        flow.forward()  # past the last step: the questions

    # Question 1 (find the point Japanese rules forbid, C3): a hint, a wrong click, the retry right.
    screen = flow.screen()
    question = screen.question
    assert screen.stage == "asking" and question is run.questions[0] and question.answer == ("C3",)
    assert screen.answers_hidden and screen.shown is not None and screen.shown.index == question.shown_node
    assert screen.buttons == {HINT, ANSWER, SKIP} and screen.hints == ()
    assert flow.hint() == HINTS[0] and flow.screen().hints == HINTS[:1]
    assert not flow.answer("A1").right
    screen = flow.screen()
    assert screen.stage == "retry" and screen.answers_hidden and not screen.verdict.right
    assert screen.hints == HINTS[:1] and HINT in screen.buttons and screen.marks.chosen == ("A1",)
    assert flow.answer("C3").right
    screen = flow.screen()
    assert screen.stage == "reveal" and not screen.answers_hidden and screen.verdict.right
    assert screen.ruleset == "japanese" and screen.shown.index == question.node
    assert screen.marks.answer == ("C3",) and screen.marks.chosen == ("A1", "C3")
    assert screen.answer == ("C3",) and screen.buttons == {NEXT} and screen.question.explanation == "Why C3."
    assert any("Japanese 1989" in line for line in screen.rulings)
    flow.next()

    # Question 2 (is Black's retake at C3 legal?): the move shows as a marked ghost stone; a
    # wrong answer between two choices shows the answer at once.
    screen = flow.screen()
    assert flow.screen().hints == ()  # a new question starts without hints
    assert screen.question.kind == "legal" and screen.question.choices == ("yes", "no")
    assert screen.marks.ghost == ("C3", BLACK) and screen.answers_hidden
    assert not flow.answer(wrong(screen.question)).right and flow.screen().stage == "reveal"
    flow.next()

    # Question 3: wrong twice, the answer then shows with what was missed.
    assert flow.screen().question.form == "point"
    assert not flow.answer("A1").right and flow.screen().stage == "retry"
    assert not flow.answer("A2").right
    screen = flow.screen()
    assert screen.stage == "reveal" and not screen.verdict.right and screen.because
    assert screen.marks.answer == run.questions[2].answer and screen.marks.chosen == ("A1", "A2")
    flow.next()

    # Question 4: skipped: its answer shows, and it goes to review.
    skipped = flow.screen().question
    flow.skip()
    screen = flow.screen()
    assert screen.stage == "reveal" and screen.skipped and screen.answer == skipped.answer
    assert skipped.key in {item.question for item in store.review_queue("basic-ko")}
    flow.next()

    # The rest answered right at once.
    while flow.screen().stage != "summary":
        screen = flow.screen()
        assert flow.answer(right(screen.question)).right and flow.screen().stage == "reveal"
        flow.next()
    summary = run.summary()
    count = len(run.questions)
    assert (summary.right, summary.wrong, summary.skipped, summary.right_at_second_try) == (count - 4, 3, 1, 1)
    assert flow.screen().shown is None and not flow.screen().answers_hidden
    # In the store: questions 1 to 3 wrong (the first answer counts), 4 skipped: four to review.
    assert len(store.review_queue("basic-ko")) == 4
    store.close()


def test_a_two_choice_question_is_not_tried_again_and_a_question_without_hints_offers_none():
    run = LessonRun.for_lesson("basic-ko")
    run.index = 1  # is Black's C3 legal (yes or no)
    run.questions = (run.questions[0], replace(run.questions[1], hints=()), *run.questions[2:])
    flow = LessonFlow(run)
    flow.start_questions()
    flow.begin()
    screen = flow.screen()
    assert screen.question.choices == ("yes", "no") and HINT not in screen.buttons
    assert flow.hint() is None
    flow.answer(wrong(screen.question))
    assert flow.screen().stage == "reveal"


def test_a_lesson_resumed_past_its_start_goes_straight_to_its_questions_after_the_introduction():
    flow = LessonFlow.of(LessonRun.for_lesson("basic-ko", start=3))
    assert flow.example is None
    flow.begin()
    assert flow.screen().stage == "asking" and flow.screen().question is flow.run.questions[3]


def test_a_count_question_shows_its_region_while_asked_and_at_the_answer():
    run = LessonRun.for_lesson("area-and-territory")
    index = next(i for i, q in enumerate(run.questions) if q.kind == "count")
    assert run.questions[index].region  # the points the count covers
    question = replace(run.questions[index], region=("A1", "B1"))
    run.questions = (*run.questions[:index], question, *run.questions[index + 1:])
    run.index = index
    flow = LessonFlow(run)
    flow.begin()
    assert flow.screen().marks == BoardMarks(region=("A1", "B1"))
    flow.skip()
    assert flow.screen().marks.region == ("A1", "B1")
