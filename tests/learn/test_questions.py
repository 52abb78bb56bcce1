"""Learn mode's questions: every answer is the engine's ruling, on the library and on random lines."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from learn_oracle import Oracle

from gogui import diagrams
from gogui.engine import preset
from gogui.engine.board import BLACK, EMPTY, WHITE
from gogui.learn.course import COURSE
from gogui.learn.questions import (
    BAN_REASONS,
    KINDS,
    Question,
    diagram_line,
    lesson_questions,
    questions_for_line,
    variant,
)
from gogui.sgf import Node, Record, parse
from gogui.teaching import boards_along

LIBRARY_LINES = [(d.id, line.name) for d in diagrams.all_diagrams() for line in d.lines]

# A learner's own record, not from the library: on a 5x5 board Black plays A1, a point with no
# liberty, a suicide that captures nothing. Most rulesets forbid it; those that allow suicide
# disagree among themselves (positional superko forbids a lone stone's suicide, which brings
# back the board as it was).
#     A B C D E
#   3 . . X . .
#   2 O . . . .
#   1 * O . . .


def suicide_record() -> tuple[Record, list[Node]]:
    root = Node(black=["C3"], white=["A2", "B1"], to_play="B")
    suicide = root.add_child(Node(move=("B", "A1")))
    record = Record(5, root, komi=0.5)
    return record, [root, suicide]


def wrong_answer(question: Question) -> object:
    """An answer that must be judged wrong."""
    if question.form == "point":
        return "Z99"
    if question.form == "one":
        return next(c for c in question.choices if c not in question.answer)
    first = question.choices[0]
    answer = set(question.answer)
    return sorted(answer ^ {first})


@pytest.mark.parametrize(("diagram_id", "line_name"), LIBRARY_LINES)
def test_every_question_on_a_library_line_agrees_with_a_replay_from_the_root(diagram_id, line_name):
    diagram, line = diagram_line(diagram_id, line_name)
    questions = questions_for_line(diagram.record, line.nodes, line=line.name, diagram=diagram.id, limit=30)
    oracle = Oracle(diagram.record, line.nodes)
    for question in questions:
        assert question.diagram == diagram_id and question.line == line_name
        oracle.check(question, BAN_REASONS)


@pytest.mark.parametrize("lesson", COURSE, ids=lambda lesson: lesson.id)
def test_every_lesson_question_agrees_with_a_replay_from_the_root(lesson):
    questions = lesson_questions(lesson)
    assert 2 <= len(questions) <= 10
    for question in questions:
        diagram, line = diagram_line(question.diagram, question.line)
        Oracle(diagram.record, line.nodes).check(question, lesson.reasons or BAN_REASONS)


@pytest.mark.parametrize("lesson", COURSE, ids=lambda lesson: lesson.id)
def test_right_answers_are_right_and_wrong_ones_say_what_was_missed(lesson):
    for question in lesson_questions(lesson):
        if question.form == "point":
            for point in question.answer:
                assert question.check(point).right
                assert question.check(point.lower()).right  # "f5" is F5
        elif question.form == "one":
            assert question.check(question.answer[0]) == question.check(question.answer[0])
            assert question.check(question.answer[0]).right
        else:
            assert question.check(list(question.answer)).right
            assert question.check(tuple(reversed(question.answer))).right  # order does not matter
        verdict = question.check(wrong_answer(question))
        assert not verdict.right
        assert len(verdict.missed) > 20
        if question.form == "several":
            missed_choice = question.choices[0]
            assert question.text_of(missed_choice) in verdict.missed


def test_a_count_question_takes_the_winner_and_margin_as_well():
    lesson = next(each for each in COURSE if each.id == "area-and-territory")
    counts = [q for q in lesson_questions(lesson) if q.kind == "count" and q.form == "one"]
    assert counts
    for question in counts:
        assert question.result is not None
        assert question.check(question.result).right
        winner, margin = question.result
        assert not question.check(("W" if winner == "B" else "B", margin)).right
        if winner is not None:  # a draw has no margin to get wrong
            assert not question.check((winner, (margin or 0) + 1)).right


def test_the_odd_dame_questions_name_the_documented_winners():
    """The documented rulings of one odd dame: B+0.5 under Japanese rules, W+0.5 under Chinese."""
    diagram, line = diagram_line("one-odd-dame", "Main line")
    questions = questions_for_line(diagram.record, line.nodes, [preset("japanese"), preset("chinese")],
                                   diagram=diagram.id, limit=20)
    results = {q.rulesets[0]: q.result for q in questions if q.kind == "count" and q.form == "one"}
    assert results == {"japanese": ("B", 0.5), "chinese": ("W", 0.5)}


def test_malformed_answers_are_wrong_and_never_raise():
    for question in lesson_questions(COURSE[1]):
        for junk in (None, 3, "", [], {"x": 1}, ("B",), object()):
            assert not question.check(junk).right


def test_the_questions_are_the_same_every_time():
    first = [(q.key, q.answer, q.prompt) for lesson in COURSE for q in lesson_questions(lesson)]
    again = [(q.key, q.answer, q.prompt) for lesson in COURSE for q in lesson_questions(lesson)]
    assert first == again
    assert len({key for key, _, _ in first}) == len(first)  # no question twice in the course


def test_the_course_asks_every_kind_of_question():
    kinds = {q.kind for lesson in COURSE for q in lesson_questions(lesson)}
    assert kinds == set(KINDS)


def test_find_point_questions_ask_only_for_the_lesson_s_kind_of_ban():
    for lesson in COURSE:
        for question in lesson_questions(lesson):
            if question.kind == "find-point":
                assert lesson.reasons, lesson.id
                for why in question.notes.values():
                    assert "occupied" not in why


# Molasses ko after move 2: White has just taken the ko back at E1, and Black may not retake at
# D1 at once. Every ruleset forbids it: the basic ko rule, or superko. F2 is Black's own last
# eye: filling it is a suicide, which New Zealand rules allow.
#     A B C D E F G H J
#   3 X X X O O X X O O
#   2 X X O O X . X O .
#   1 . X O * O X X O O


def test_the_reveal_says_what_every_ruleset_forbids_at_the_point_asked_and_at_the_point_clicked():
    basic_ko = next(each for each in COURSE if each.id == "basic-ko")
    question = next(q for q in lesson_questions(basic_ko) if q.kind == "find-point" and q.diagram == "molasses-ko")
    assert (question.diagram, question.node, question.answer) == ("molasses-ko", 2, ("D1",))
    assert question.rulesets == ("korean",) and "under Korean rules" in question.prompt
    assert question.reveal["japanese"] == "Japanese 1989: forbids D1 (ko)"
    assert question.reveal["chinese"] == "Chinese: forbids D1 (positional superko)"
    assert question.reveal["nz"] == "New Zealand: forbids D1 (situational superko)"
    assert len(question.reveal) == 13 and all("forbids D1 (" in line for line in question.reveal.values())
    clicked = question.reveal_after("f2")
    assert clicked["chinese"] == "Chinese: forbids D1 (positional superko), F2 (suicide)"
    assert clicked["nz"] == "New Zealand: forbids D1 (situational superko); allows F2"
    assert question.reveal_after("E1")["korean"] == "Korean: forbids D1 (ko), E1 (occupied)"
    assert question.reveal_after("Z99") == question.reveal  # not a point of the board: nothing to add
    diagram, line = diagram_line("molasses-ko", "Main line")
    for point in ("F2", "E1", "A1", "J9"):
        Oracle(diagram.record, line.nodes).check_point_reveal(2, question.answer, question.reveal_after(point),
                                                              basic_ko.reasons, clicked=point)


def test_quiz_me_here_works_on_a_learner_s_own_record():
    record, nodes = suicide_record()
    questions = questions_for_line(record, nodes, line="My variation")
    oracle = Oracle(record, nodes)
    for question in questions:
        assert question.diagram is None and question.line == "My variation"
        oracle.check(question, BAN_REASONS)
    asked = {q.kind for q in questions if q.node == 1}
    assert asked & {"legal", "which-rulesets"}
    assert any(q.kind == "find-point" and q.node == 0 and "A1" in q.answer for q in questions)


def test_no_questions_where_the_rulesets_agree():
    root = Node(to_play="B")
    nodes = [root, root.add_child(Node(move=("B", "C3")))]
    assert questions_for_line(Record(5, root, komi=0.5), nodes) == []


def test_an_empty_line_is_refused():
    record, _ = suicide_record()
    with pytest.raises(ValueError):
        questions_for_line(record, [])


# ----- random variations: legal moves appended to library lines -------------------------------------

SMALL = [d for d in diagrams.all_diagrams() if d.record.size <= 9]


@st.composite
def variations(draw) -> tuple[Record, list[Node]]:
    diagram = draw(st.sampled_from(SMALL))
    line = draw(st.sampled_from(diagram.lines))
    cut = draw(st.integers(0, len(line.nodes) - 1))
    nodes = list(line.nodes[: cut + 1])
    board = boards_along(diagram.record, nodes)[-1].copy()
    last = next((n.move for n in reversed(nodes) if n.move is not None), None)
    colour = "B" if last is None or last[0] == "W" else "W"
    for _ in range(draw(st.integers(1, 6))):
        empty = [board.vertex(p) for p in board.points if board.color[p] == EMPTY]
        vertex = draw(st.sampled_from([*empty, None]))
        if vertex is not None:
            board.play(board.point(vertex), BLACK if colour == "B" else WHITE)
        # New nodes stand on their own: the library's cached trees are never changed.
        nodes.append(Node(move=(colour, vertex)))
        colour = "W" if colour == "B" else "B"
    return diagram.record, nodes


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variations())
def test_questions_on_random_variations_agree_with_a_replay_from_the_root(variation):
    record, nodes = variation
    oracle = Oracle(record, nodes)
    for question in questions_for_line(record, nodes, line="Random", limit=12):
        oracle.check(question, BAN_REASONS)


def test_a_count_question_on_a_handicap_game_rests_on_what_the_rulesets_reference_shows():
    """A two-stone game on 7x7 (Black C3 and E5 set up, White D4, three passes): the count
    questions ask about what White gets for the stones, so each ruleset asked about says in its
    reading how it treats a handicap game; Renaissance B's text sets nothing for one, and its
    answer, White by the komi 0.5, is the reading's."""
    record = parse(b"(;GM[1]FF[4]SZ[7]HA[2]AB[ce][ec];W[dd];B[];W[];B[])")[0]
    counts = [q for q in questions_for_line(record, record.main_line(), limit=20) if q.kind == "count"]
    assert counts
    for question in counts:
        for ruleset_id in question.rulesets:
            reading = preset(ruleset_id).reading
            assert "handicap game" in reading and "komi" in reading, ruleset_id
    territory = preset("renaissance-territory")
    asked = [q for q in counts if list(q.rulesets) == ["renaissance-territory"]]
    assert [q.as_dict()["answer"] for q in asked] == [{"winner": "W", "margin": 0.5}]
    assert "White gets komi 0.5 and no compensation" in territory.reading


def test_a_point_forbidden_by_another_rule_is_not_called_no_such_point():
    """Molasses ko after move 4, Basic ko's question under Japanese rules: the ko point is E2.
    D1 is forbidden too (Black's suicide), so the learner who clicks it is told that it is
    forbidden, but by another rule than the question's, never that it is "not such a point"."""
    basic_ko = next(each for each in COURSE if each.id == "basic-ko")
    question = next(q for q in lesson_questions(basic_ko) if q.diagram == "molasses-ko" and q.answer == ("E2",))
    verdict = question.check("D1")
    assert not verdict.right
    assert verdict.missed.startswith("D1 is forbidden too, but by another rule (suicide); the question asks about ko.")
    assert "not such a point" not in verdict.missed
    assert question.check("A3").missed.startswith("A3 is not such a point.")


# ----- the same question on a position turned, reflected or colour-swapped (variant) ------------

_SWAPPED_ANSWERS = {"black-wins": "white-wins", "white-wins": "black-wins"}


def _engine_answer(question: Question) -> tuple:
    """What the engine says on the question's own (transformed) line, as the answer is given:
    for legal, "yes" or "no"; for which-rulesets, the rulesets that allow the move; for a count,
    the winner and margin."""
    from gogui.teaching import TreeRulings, count_at

    assert question.diagram is not None
    _diagram, line = diagram_line(question.diagram, question.line, question.transform)
    rulesets = [preset(pid) for pid in question.rulesets]
    model = TreeRulings(_diagram.record, line.nodes, rulesets)
    if question.kind == "count":
        result = count_at(model, rulesets[0], question.node)
        assert result is not None
        return (result.winner, result.margin)
    allowed = tuple(r.id for r in rulesets if model.ruling(r, question.node).status in ("legal", "stopped", "ended"))
    if question.kind == "legal":
        return ("yes",) if allowed else ("no",)
    return allowed


def test_every_lesson_question_is_asked_again_on_every_transformed_position():
    from gogui.transform import TRANSFORMS, transform_vertex

    missing = []
    for lesson in COURSE:
        for question in lesson_questions(lesson):
            assert question.transform == "" and question.diagram is not None
            size = diagrams.load(question.diagram).record.size
            for name in TRANSFORMS:
                again = variant(question, name)
                if again is None:
                    # Only a count on the swapped position may be gone: the komi stays with White.
                    assert name == "swap" and question.kind == "count", (question.key, name)
                    missing.append(question.key)
                    continue
                assert again.transform == name
                assert again.key.split("|")[:5] == [f"{question.diagram}@{name}", *question.key.split("|")[1:5]]
                assert (again.kind, again.line, again.node, again.concept, again.rulesets) == \
                    (question.kind, question.line, question.node, question.concept, question.rulesets)
                if question.kind == "find-point":
                    assert sorted(again.answer) == sorted(transform_vertex(v, size, name) for v in question.answer)
                elif question.kind in ("legal", "which-rulesets"):
                    assert again.answer == question.answer == _engine_answer(again), (question.key, name)
                elif question.kind == "what-happens":
                    swapped = _SWAPPED_ANSWERS if name == "swap" else {}
                    assert again.answer == tuple(swapped.get(a, a) for a in question.answer), (question.key, name)
                elif question.form == "one":
                    assert again.result == _engine_answer(again), (question.key, name)
                    if name != "swap":
                        assert again.result == question.result
                back = variant(again, "")
                assert back is not None and back.key == question.key and back.answer == question.answer
    assert len(missing) < 15, missing  # a few swapped counts, no more


def test_a_question_s_key_names_its_transform_and_an_untransformed_key_is_as_it_was():
    (question, *_rest) = lesson_questions(COURSE[0])
    assert question.key.startswith(f"{question.diagram}|{question.line}|{question.node}|{question.kind}|")
    turned = variant(question, "rot90")
    assert turned is not None
    assert turned.key == f"{question.diagram}@rot90|" + question.key.split("|", 1)[1]
    assert turned.as_dict()["transform"] == "rot90" and question.as_dict()["transform"] == ""


def test_a_question_on_the_learner_s_own_record_has_no_variant():
    record, nodes = suicide_record()
    questions = questions_for_line(record, nodes, file="own.sgf")
    assert questions
    assert all(variant(q, "rot90") is None for q in questions)


def test_an_unknown_transform_is_refused_naming_the_choices():
    (question, *_rest) = lesson_questions(COURSE[0])
    with pytest.raises(ValueError, match="rot90, rot180"):
        variant(question, "sideways")
