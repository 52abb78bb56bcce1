"""Learn questions teach: each on its lesson's concepts, its answer explained, two hints, counts from real mistakes."""

from __future__ import annotations

import re

import pytest

from gogui import diagrams, i18n
from gogui.engine import PRESETS
from gogui.engine.board import EMPTY
from gogui.learn.concepts import REASON_CONCEPTS, move_concept, single_stone_suicide
from gogui.learn.course import COURSE, concepts_up_to
from gogui.learn.explanations import why_allowed, why_forbidden
from gogui.learn.lesson_positions import CONCEPTS, load_lesson_position
from gogui.learn.lesson_work import questions as worked_out
from gogui.learn.questions import Question, diagram_line, lesson_questions, questions_for_line
from gogui.sgf import Node, Record
from gogui.teaching import TreeRulings, game_at


def course_questions() -> list[tuple[str, Question]]:
    return [(lesson.id, q) for lesson in COURSE for q in lesson_questions(lesson)]


COURSE_QUESTIONS = course_questions()


def _ids(item: tuple[str, Question]) -> str:
    return f"{item[0]}-{item[1].node}-{item[1].kind}"


# ----- item 3: every question on its topic ------------------------------------------------------------

def test_every_question_of_the_course_is_about_its_lesson_s_concept_or_an_earlier_one():
    for lesson in COURSE:
        allowed = concepts_up_to(lesson.id)
        for question in [*lesson_questions(lesson), *worked_out(lesson)]:
            assert question.concept in CONCEPTS, (lesson.id, question.prompt)
            assert question.concept in allowed, (lesson.id, question.concept, question.prompt)


def test_a_find_point_question_s_answer_is_its_concept_s_points_only():
    for _lesson, question in COURSE_QUESTIONS:
        if question.kind == "find-point":
            assert question.notes
            for point in question.answer:
                reason = re.search(r"\(([^)]*)\)", question.notes[point])
                assert reason is not None
                # A situational superko with a pass in the cycle is the pass-and-superko lesson's,
                # and a ko refused in the confirmation play the confirmation play's.
                words = {diagrams.reason_words(r) for r, c in REASON_CONCEPTS.items()
                         if c == question.concept or (question.concept, c) in (("pass-and-superko", "situational-superko"),
                                                                               ("confirmation-play", "basic-ko"))}
                assert reason.group(1) in words, (question.concept, question.notes[point])


# A record like a real game's: two living groups, each with three one-point eyes, and a few
# moves between them, then both pass. At every node the eyes are points where the other side
# may not play under most rules (suicide), and where suicide is allowed a superko forbids the
# lone stone's suicide (it brings back the board): true everywhere, and trivia.
#     A B C D E F G H J
#   9 X X . . . . . O O
#   8 . X . . . . . O .
#   7 X X . . . . . O O
#   6 X X . . . . . O O
#   5 . X . . . . . O .
#   4 X X . . . . . O O
#   3 X X . . . . . O O
#   2 . X . . . . . O .
#   1 X X . . . . . O O

def game_like_record() -> tuple[Record, list[Node]]:
    black = [f"B{row}" for row in range(1, 10)] + [f"A{row}" for row in (1, 3, 4, 6, 7, 9)]
    white = [f"H{row}" for row in range(1, 10)] + [f"J{row}" for row in (1, 3, 4, 6, 7, 9)]
    root = Node(black=black, white=white, to_play="B")
    nodes = [root]
    for move in [("B", "D5"), ("W", "F5"), ("B", "D3"), ("W", "F3"), ("B", "D7"), ("W", "F7"),
                 ("B", "E4"), ("W", "F4"), ("B", "E6"), ("W", "F6"), ("B", None), ("W", None)]:
        nodes.append(nodes[-1].add_child(Node(move=move)))
    return Record(9, root, komi=6.5), nodes


def lone_suicides(record: Record, nodes: list[Node], question: Question) -> list[str]:
    game = game_at(record, nodes, question.node, _preset(question.rulesets[0]))
    return [v for v in question.answer if single_stone_suicide(game.board, v, game.to_move)]


def _preset(ruleset_id: str):
    from gogui.engine import PRESETS

    return PRESETS[ruleset_id]


def test_quiz_me_on_a_game_does_not_ask_for_a_lone_stone_s_suicide_points_but_about_suicide():
    record, nodes = game_like_record()
    questions = questions_for_line(record, nodes, file="game.sgf")
    assert questions  # the count at the end, at least
    for question in questions:
        if question.kind == "find-point" and question.concept != "suicide":
            assert len(lone_suicides(record, nodes, question)) < len(question.answer), question.prompt
    # The rulesets part at the end (their counts): suicide is asked about only when there is
    # nothing else to ask.
    assert all(question.concept != "suicide" for question in questions)


def test_quiz_me_asks_first_where_the_rulesets_part():
    """Triple ko: a line where the rulesets part at several moves; the first questions are at them."""
    diagram, line = diagram_line("triple-ko", "Main line")
    questions = questions_for_line(diagram.record, line.nodes, diagram=diagram.id, limit=3)
    from gogui.differences import difference_at
    from gogui.engine import PRESETS

    model = TreeRulings(diagram.record, line.nodes, list(PRESETS.values()))
    for question in questions:
        at = question.node + (1 if question.kind == "find-point" else 0)
        parted = difference_at(model, list(PRESETS.values()), question.node, counted=False) is not None or \
            (at < len(line.nodes) and difference_at(model, list(PRESETS.values()), at, counted=False) is not None)
        assert parted, question.prompt


def test_a_situational_superko_with_a_pass_in_its_cycle_is_about_a_pass_and_superko():
    """The lesson position of a pass and superko: after White's pass, situational superko
    forbids Black to send two again (the cycle has the pass in it); without the pass, the same
    rule at the same shape is plain situational superko."""
    position = load_lesson_position("sending-two-and-a-pass")
    line = position.diagram.lines[0]
    model = TreeRulings(position.diagram.record, line.nodes, [_preset("nz")])
    index = next(i for i in range(1, len(line.nodes)) if model.ruling(_preset("nz"), i).status == "illegal")
    node = line.nodes[index]
    assert node.move is not None
    colour, vertex = node.move
    assert vertex is not None
    before = model.game(_preset("nz"), index - 1)
    assert move_concept(before, vertex, colour, model.ruling(_preset("nz"), index).reason or "") == "pass-and-superko"
    assert move_concept(before, vertex, colour, "positional-superko") == "positional-superko"
    assert move_concept(before, vertex, colour, "ko") == "basic-ko"


# ----- item 4: every answer explained -----------------------------------------------------------------

RULE_WORDS = ("The rule:", *(diagrams.reason_words(r) for r in REASON_CONCEPTS), "komi", "counting", "passes")


@pytest.mark.parametrize("item", COURSE_QUESTIONS, ids=_ids)
def test_every_answer_is_explained_naming_the_rule_not_restating_the_question(item):
    _lesson, question = item
    explanation = question.explanation
    assert explanation
    assert any(words in explanation for words in RULE_WORDS), explanation
    rest = explanation.replace(question.prompt, "")
    for choice in question.answer:
        rest = rest.replace(question.text_of(choice), "")
    assert len(rest) > 60, explanation  # more than the question and its answer again
    assert question.others, question.prompt
    for line in question.others:
        assert ": " in line and len(line) > 15, line


def test_a_legal_move_is_explained_by_the_ban_that_does_not_apply():
    """Not "Under Korean rules Black T3 is legal. Black plays T3.": which rule other rulesets
    forbid it by, and why this ruleset does not."""
    legal = [q for _l, q in COURSE_QUESTIONS if q.kind == "legal" and q.answer == ("yes",)]
    assert legal
    for question in legal:
        assert " is legal: " in question.explanation
        assert re.search(r"have no |basic ko rule|suicide is allowed|does not reach", question.explanation), \
            question.explanation


# ----- items 5, 6, 7: marks, count choices, hints ------------------------------------------------------

def test_the_move_asked_about_is_marked_and_a_count_covers_its_region():
    for _lesson, question in COURSE_QUESTIONS:
        if question.kind in ("legal", "which-rulesets"):
            assert question.marked == ((question.vertex,) if question.vertex else ())
        if question.kind == "count":
            diagram, _line = diagram_line(question.diagram, question.line)
            view = diagram.record.view()
            assert len(question.region) == (len(view) if view else diagram.record.size ** 2)
        else:
            assert question.region == ()


def _margin(key: str) -> float:
    winner, _, margin = key.partition("+")
    value = float(margin) if margin else 0.0
    return value if winner == "B" else -value if winner == "W" else 0.0


def test_a_count_offers_at_least_three_counts_not_only_the_right_one_for_the_other_colour():
    counts = [q for _l, q in COURSE_QUESTIONS if q.kind == "count" and q.form == "one"]
    assert counts
    for question in counts:
        (right,) = question.answer
        assert len(set(question.choices)) == len(question.choices)
        wrong = [c for c in question.choices if c != right]
        apart = [c for c in question.choices if _margin(c) != -_margin(right) or c == right]
        assert len(apart) >= 3, question.choices  # not only the right margin for either colour
        for choice in wrong:
            if _margin(choice) == -_margin(right):  # only as the count of a real mistake
                assert question.notes[choice] != "That count is off by a point.", question.choices
        for choice in question.choices:
            # Each choice is only a result: nothing in its words tells which is the right one.
            assert re.fullmatch(r"(Black|White) wins (by \d+(\.\d+)?|on equal points)|a tie: nobody wins",
                                question.text_of(choice)), question.text_of(choice)
        for choice in wrong:
            verdict = question.check(choice)
            assert not verdict.right and question.notes[choice] in verdict.missed  # the mistake is named


def test_count_choices_are_shuffled_the_same_way_each_time():
    first = [q.choices for _l, q in COURSE_QUESTIONS if q.kind == "count"]
    again = [q.choices for _l, q in course_questions() if q.kind == "count"]
    assert first == again
    assert any(list(choices) != sorted(choices) for choices in first)


@pytest.mark.parametrize("item", COURSE_QUESTIONS, ids=_ids)
def test_two_hints_the_rule_then_where_never_the_answer(item):
    _lesson, question = item
    assert len(question.hints) == 2
    first, second = question.hints
    assert first.startswith("Look at ")
    for hint in question.hints:
        if question.form == "point":
            for point in question.answer:
                assert not re.search(rf"\b{point}\b", hint), (hint, point)
        for choice in question.answer:
            if question.form != "point":
                assert question.text_of(choice) not in hint, hint
    assert first != second


def test_a_question_s_fields_are_in_its_json():
    _lesson, question = next(item for item in COURSE_QUESTIONS if item[1].kind == "legal")
    data = question.as_dict()
    assert data["concept"] == question.concept and data["marked"] == list(question.marked)
    assert data["hints"] == list(question.hints) and data["explanation"] == question.explanation
    assert data["others"] == list(question.others) and data["region"] == []


def test_a_lone_stone_s_suicide_point_is_told_apart_from_a_ko_retake():
    #     A B C
    #   3 . . .
    #   2 O . .
    #   1 . O .      Black at A1: a lone stone with no liberty that captures nothing.
    root = Node(white=["A2", "B1"], to_play="B")
    record = Record(5, root, komi=0.5)
    board = game_at(record, [root], 0, _preset("chinese")).board
    assert single_stone_suicide(board, "A1", 1)
    assert not single_stone_suicide(board, "C1", 1)
    #     A B C
    #   3 O . .
    #   2 X O .
    #   1 * X O      White at A1: every neighbour Black's, but it takes A2 and B1 (their last
    #                liberty): no suicide.
    root = Node(black=["A2", "B1"], white=["A3", "B2", "C1"], to_play="W")
    board = game_at(Record(5, root, komi=0.5), [root], 0, _preset("chinese")).board
    assert board.color[board.point("A1")] == EMPTY
    assert not single_stone_suicide(board, "A1", 2)


def test_a_move_ing_allows_is_explained_by_ing_s_own_ko_rules_not_as_basic_ko_only():
    """Ing's rules have hot stones and the disturbing rule besides basic ko: a move they allow
    where positional superko forbids it is not explained as "only the basic ko rule"."""
    said = why_allowed(PRESETS["ing"], "positional-superko", 1)
    assert "only the basic ko rule" not in said
    assert "hot stones" in said and "disturbing" in said
    assert "only the basic ko rule" in why_allowed(PRESETS["japanese"], "positional-superko", 1)


def test_a_question_about_several_rulesets_names_whose_rule_its_explanation_quotes():
    """A question about several rulesets quotes one ruleset's rule: it says whose, so New
    Zealand's words for its area count are not read as the territory rulesets' rule."""
    several = [q for _lesson, q in COURSE_QUESTIONS if len(q.rulesets) > 1 and "The rule" in q.explanation]
    assert several
    for question in several:
        assert "The rule under " in question.explanation and "The rule: " not in question.explanation


def test_a_rule_headed_by_its_ban_s_name_is_not_headed_twice():
    """Japanese 1989's ko rule reads "Ko: a stone that has just captured ..."; why it forbids a
    retake says so once, not "ko: Ko: ...", in English and in Japanese."""
    assert why_forbidden(PRESETS["japanese"], "ko").startswith("Ko: a stone that has just captured")
    assert why_forbidden(PRESETS["ing"], "ko").startswith("ko: A stone that has just captured")
    i18n.set_language("ja")
    try:
        said = why_forbidden(PRESETS["japanese"], "ko")
    finally:
        i18n.set_language("en")
    assert said.startswith("コウ：") and not said.startswith("コウ：コウ：")
