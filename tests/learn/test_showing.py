"""What the Learn dock shows: each lesson's standing, number keys, a question's line found again."""

from __future__ import annotations

from gogui.explorer import Explorer
from gogui.learn import lesson_work
from gogui.learn.course import COURSE
from gogui.learn.progress import ProgressStore
from gogui.learn.questions import diagram_line, lesson_questions
from gogui.learn.showing import choice_for_key, follow_line, lesson_rows, right_answer, suggestion, work_on_counts


def test_lesson_rows_follow_the_answers_and_the_place(tmp_path):
    store = ProgressStore(tmp_path / "learn.sqlite3")
    rows = lesson_rows(store)
    assert [row.lesson.id for row in rows] == [each.id for each in COURSE]
    first = rows[0]
    assert (first.answered, first.right, first.started, first.resumable) == (0, 0, False, False)
    assert first.questions is None  # rows work nothing out: the count is not known yet
    questions = lesson_work.questions(COURSE[0])
    assert lesson_rows(store)[0].questions == len(questions) == len(lesson_questions(COURSE[0]))
    store.record(questions[0], True, COURSE[0].id)
    store.record(questions[1], False, COURSE[0].id)
    store.save_place(COURSE[0].id, 2)
    first = lesson_rows(store)[0]
    assert (first.answered, first.right, first.wrong, first.next) == (2, 1, 1, 2)
    assert first.started and first.resumable and not first.finished
    lesson_work.forget()
    assert lesson_rows(store)[0].resumable  # at question 3, however many the lesson has
    lesson_work.questions(COURSE[0])
    store.save_place(COURSE[0].id, first.questions, finished=True)
    assert not lesson_rows(store)[0].resumable and lesson_rows(store)[0].finished


def test_the_course_suggests_the_review_when_cards_are_due_else_the_first_lesson_not_finished(tmp_path):
    store = ProgressStore(tmp_path / "learn.sqlite3")
    first, second = COURSE[0], COURSE[1]
    fresh = suggestion(lesson_rows(store), due=0)
    assert (fresh.kind, fresh.lesson, fresh.resume) == ("lesson", first.id, False)
    assert fresh.text().startswith("Next: 1. ")
    store.save_place(first.id, 2)
    resumed = suggestion(lesson_rows(store), due=0)
    assert (resumed.lesson, resumed.resume) == (first.id, True) and resumed.text().startswith("Resume: 1. ")
    store.save_place(first.id, 5, finished=True)
    after = suggestion(lesson_rows(store), due=0)
    assert (after.kind, after.lesson) == ("lesson", second.id)  # not the finished one again
    assert after.text() == f"Next: 2. {second.title}"
    due = suggestion(lesson_rows(store), due=3)
    assert (due.kind, due.text()) == ("review", "Review the 3 cards due today")
    assert suggestion(lesson_rows(store), due=1).text() == "Review the card due today"
    for each in COURSE:
        store.save_place(each.id, 1, finished=True)
    assert suggestion(lesson_rows(store), due=0).lesson == first.id  # the whole course done: from the top


def test_number_keys_pick_choices_in_order_and_nothing_for_a_point():
    questions = [q for each in COURSE[:3] for q in lesson_questions(each)]
    one = next(q for q in questions if q.form == "one")
    point = next(q for q in questions if q.form == "point")
    assert choice_for_key(one, 1) == one.choices[0]
    assert choice_for_key(one, len(one.choices)) == one.choices[-1]
    assert choice_for_key(one, len(one.choices) + 1) is None and choice_for_key(one, 0) is None
    assert choice_for_key(point, 1) is None
    assert right_answer(point) == list(point.answer)
    assert right_answer(one) == [one.text_of(c) for c in one.choices if c in one.answer]


def test_a_line_is_found_again_in_a_fresh_copy_of_its_diagram():
    _diagram, line = diagram_line("bent-four", "With a White ko threat Black did not remove")
    record, _title = Explorer.diagram_record("bent-four")
    found = follow_line(record.root, line.nodes)
    assert found is not None and len(found) == len(line.nodes)
    assert all(a.move == b.move for a, b in zip(found, line.nodes))
    assert found[0] is record.root and found[-1] is not line.nodes[-1]
    # The copy lost the line's last node: it is not found.
    found[-1].parent.children.remove(found[-1])
    assert follow_line(record.root, line.nodes) is None


def test_the_counts_are_worked_out_a_slice_at_a_time_the_chosen_lesson_first():
    """Ing's hot stones first, as the course page asks when that lesson is chosen; each call
    works for about its time (here none, so one node's worth, however fast the machine) and
    names the lessons finished; None once all are known."""
    chosen = next(each for each in COURSE if each.id == "ing-hot-stones")
    slices: list[list[str]] = []
    while (found := work_on_counts(chosen.id, 0.0)) is not None:
        slices.append(found)
    finished = [lesson_id for found in slices for lesson_id in found]
    assert finished[0] == "ing-hot-stones" and sorted(finished) == sorted(each.id for each in COURSE)
    assert len(slices) > len(COURSE)  # a node is not a lesson: most slices finish none
    assert all(lesson_work.worked_out(each) for each in COURSE)


def test_a_quiz_is_worked_out_in_slices_with_its_progress_and_asks_what_a_quiz_at_once_asks():
    """Triple ko's main line, a node at a time: the percentage only rises, in steps of 5, and
    the quiz at the end asks what LessonRun.quiz asks of the same line."""
    from gogui.learn.run import LessonRun
    from gogui.learn.showing import QuizWork

    diagram, line = diagram_line("triple-ko", "Main line")
    work = QuizWork(diagram.record, line.nodes, diagram=diagram.id)
    seen = [work.percent]
    while (run := work.work_for(0.0)) is None:
        seen.append(work.percent)
    assert seen == sorted(seen) and seen[0] == 0 and all(p % 5 == 0 for p in seen) and len(seen) > 5
    assert work.run is run and work.work_for(0.0) is run  # ready: no more work
    at_once = LessonRun.quiz(diagram.record, line.nodes, diagram=diagram.id)
    assert [q.key for q in run.questions] == [q.key for q in at_once.questions] and run.questions
