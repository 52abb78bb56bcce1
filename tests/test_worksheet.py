"""A worksheet's content: each question with the board Learn mode shows while asking it, the rulesets' differences."""

from __future__ import annotations

import datetime
from textwrap import dedent

from gogui import sgf
from gogui.engine import PRESETS, preset
from gogui.learn.course import COURSE
from gogui.learn.questions import diagram_questions, unique_questions
from gogui.worksheet import differences_sheet, game_differences, question_sheet
from gogui.worksheet_sources import OpenLine, SheetWork, differences_work, lesson_work, line_work

# Black A5 fills the last liberty of its own four stones: a suicide that only some rulesets allow.
#   A B C D E
# 5 . X O . .
# 4 X X O . .
# 3 O O O . .
SUICIDE = b"(;GM[1]FF[4]SZ[5]KM[0]AB[ba][ab][bb]AW[ca][cb][ac][bc][cc];B[aa])"


def triple_ko_sheet():
    return question_sheet("Triple ko", unique_questions(diagram_questions("triple-ko")), date="2026-12-06")


def board_text(sheet_board) -> str:
    return sheet_board.state.board.ascii()


def test_each_question_is_printed_with_the_board_learn_mode_shows_while_asking_it():
    sheet = triple_ko_sheet()
    asked = sheet.questions[3]
    assert asked.prompt == "Is White's F5 (move 6) legal under Japanese 1989 rules?"
    # The position before the move asked about, the move a ghost stone of White's, B6 the last move.
    assert board_text(asked.board) == dedent("""\
        O O O O O O O
        O X O . O X O
        X . X O X . X
        X X X X X X X
        O O O O O O O
        . . . . . . .
        . . . . . . .""")
    assert asked.board.marks.ghost == ("F5", 2)
    assert asked.board.state.last_move == "B6"
    assert asked.board.state.coordinates
    assert asked.instruction == "Choose one:"
    assert asked.choices == ("A) Yes, it is legal", "B) No, it is illegal")
    assert asked.answer == "A) Yes, it is legal"
    assert "Japanese" in asked.explanation


def test_a_point_to_find_is_answered_on_a_board_with_the_point_ringed():
    first = triple_ko_sheet().questions[0]
    assert first.choices == () and first.answer == "D5"
    assert first.answer_board is not None and first.answer_board.marks.answer == ("D5",)
    assert first.board.marks.answer == ()  # never on the question's own board


def test_the_first_page_names_the_date_the_rulesets_asked_about_and_the_sources():
    sheet = triple_ko_sheet()
    facts = dict(sheet.facts)
    assert facts["Date"] == "2026-12-06"
    assert facts["Rulesets asked about"].split(", ")[0] == "Ing SST"
    assert "Japanese 1989" in facts["Rulesets asked about"]
    assert sheet.sources[0].startswith("Triple ko: ") and "Sensei's Library" in sheet.sources[0]
    assert "Japanese Rules of Go (1989)" in sheet.sources


def test_the_date_is_today_when_none_is_given():
    sheet = question_sheet("Triple ko", unique_questions(diagram_questions("triple-ko"))[:1])
    assert dict(sheet.facts)["Date"] == datetime.date.today().isoformat()


def test_a_move_where_the_rulesets_part_shows_the_position_before_it_and_each_ruling():
    record = sgf.parse(SUICIDE)[0]
    game = game_differences(record, "suicide.sgf", list(PRESETS.values()))
    assert game.summary == "1 move where the rulesets differ"
    (found,) = game.differences
    assert found.where == "Move 1: Black A5"
    assert board_text(found.board) == dedent("""\
        . X O . .
        X X O . .
        O O O . .
        . . . . .
        . . . . .""")
    assert found.board.marks.ghost == ("A5", 1)
    said = dict(found.verdicts)
    assert "Japanese" in said["illegal: suicide"].split(", ")
    assert "New Zealand" in said["legal"].split(", ")
    sheet = differences_sheet("Suicide", [game], [preset("japanese"), preset("nz")], date="2026-12-06")
    assert sheet.kind == "differences" and dict(sheet.facts)["Rulesets compared"] == "Japanese 1989, New Zealand"
    assert sheet.boards == 1


def test_a_lessons_worksheet_asks_what_learn_mode_asks():
    from gogui.learn import lesson_work as questions_of

    work = SheetWork(lesson_work(COURSE[3].id))
    while work.work_for(0.01) is None:
        pass
    sheet = work.sheet
    assert sheet is not None
    assert sheet.title.startswith("Lesson 4")
    assert [q.prompt for q in sheet.questions] == [q.prompt for q in questions_of.questions(COURSE[3])]


def test_the_lines_questions_and_differences_are_worked_out_in_slices():
    record = sgf.parse(SUICIDE)[0]
    shown = OpenLine("suicide.sgf", record, record.main_line(), "Main line", file="suicide.sgf")
    work = SheetWork(differences_work(shown, list(PRESETS.values())))
    seen = []
    while work.work_for(0.0) is None:
        seen.append(work.fraction)
    assert seen == sorted(seen) and all(0 < f <= 1 for f in seen)
    assert work.sheet is not None and work.sheet.games[0].differences[0].where == "Move 1: Black A5"
    quiz = SheetWork(line_work(shown))
    while quiz.work_for(0.0) is None:
        pass
    assert quiz.sheet is not None and quiz.sheet.questions
    assert all(q.where.startswith("suicide.sgf, move") for q in quiz.sheet.questions)


def test_a_wide_board_is_told_from_one_beside_its_text():
    """Moonshine life's diagram draws a strip along the top edge: it is printed across the page."""
    moonshine = question_sheet("Moonshine life", unique_questions(diagram_questions("moonshine-life"))[:1])
    assert moonshine.questions[0].board.wide
    assert not triple_ko_sheet().questions[0].board.wide


def test_what_the_window_shows_decides_which_worksheets_it_can_make_and_their_names():
    from gogui.worksheet_sources import sheet_work

    record = sgf.parse(SUICIDE)[0]
    mine = OpenLine("suicide.sgf", record, record.main_line(), "Main line", file="/tmp/suicide.sgf")
    rulesets = list(PRESETS.values())
    assert sheet_work("lesson", COURSE[2].id, None, rulesets)[1] == COURSE[2].id
    assert sheet_work("line", "", None, rulesets) is None  # nothing open
    assert sheet_work("diagram", "", mine, rulesets) is None  # a file of the learner's, no diagram
    assert sheet_work("line", "", mine, rulesets)[1] == "suicide-questions"
    assert sheet_work("differences", "", mine, rulesets)[1] == "suicide-differences"
    library = OpenLine("Triple ko", record, record.main_line(), "Main line", diagram="triple-ko")
    assert sheet_work("diagram", "", library, rulesets)[1] == "triple-ko"


def test_pieces_are_placed_on_pages_kept_with_their_next_and_the_answers_start_a_page():
    from gogui.worksheet import Piece, paginate

    heading, question, answers = Piece(10, keep_with_next=True), Piece(40), Piece(10, True, new_page=True)
    # A page 100 high, 5 between pieces: two questions fit, the heading is not left alone at a foot.
    assert paginate([heading, question, question, heading, question], 100, 5) == [
        [(0, 0.0), (1, 15.0), (2, 60.0)], [(3, 0.0), (4, 15.0)]]
    assert paginate([question, answers, Piece(20)], 100, 5) == [[(0, 0.0)], [(1, 0.0), (2, 15.0)]]
    assert paginate([Piece(250), question], 100, 5) == [[(0, 0.0)], [(1, 0.0)]]  # too tall: a page alone
