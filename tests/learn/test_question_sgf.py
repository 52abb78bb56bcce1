"""A lesson's questions as one SGF collection: each question on its node, with its answer and why."""

from __future__ import annotations

import subprocess
import sys

from gogui.engine import preset
from gogui.learn import lesson_work
from gogui.learn.course import lesson
from gogui.learn.question_sgf import asked_at, question_collection
from gogui.replay import replay
from gogui.sgf import parse, read_file, to_sgf


def test_a_lesson_becomes_one_game_per_line_with_every_question_on_its_node():
    questions = lesson_work.questions(lesson("basic-ko"))
    records = question_collection(questions, "Lesson 1: Basic ko")
    lines = {(q.diagram, q.line) for q in questions}
    assert len(records) == len(lines)
    texts = [node.comment for record in records for node in record.main_line()]
    for number, question in enumerate(questions, 1):
        asked = [text for text in texts if f"Question {number}: {question.prompt}" in text]
        assert len(asked) == 1
        assert "Answer: " in asked[0] and asked[0].index("Question") < asked[0].index("----") < asked[0].index("Answer: ")
    assert records[0].root.comment.startswith("Lesson 1: Basic ko")


def test_a_question_about_a_move_is_asked_on_the_position_before_it_with_the_point_marked():
    questions = lesson_work.questions(lesson("basic-ko"))
    [legal] = [q for q in questions if q.kind == "legal"][:1]
    [record] = question_collection([legal], "t")
    nodes = record.main_line()
    asked = nodes[asked_at(legal)]
    assert asked_at(legal) == legal.node - 1
    assert asked.markup["TR"] == list(legal.marked)
    assert nodes[legal.node].move == (legal.player, legal.vertex)  # the move itself follows


def test_the_collection_reads_back_and_each_line_replays_to_its_last_node():
    questions = lesson_work.questions(lesson("positional-superko"))
    records = parse(b"".join(to_sgf(r) for r in question_collection(questions, "Lesson 4")))
    assert len(records) >= 1
    for record in records:
        played = replay(record, preset("japanese"))
        assert played.last_node is not None


def test_gogui_rules_writes_a_lesson_as_sgf_beside_its_worksheet(tmp_path):
    out = tmp_path / "basic-ko.sgf"
    result = subprocess.run([sys.executable, "-m", "gogui.cli", "--questions", "--lesson", "basic-ko", "--sgf", str(out)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Questions: Lesson 1: Basic ko")
    records = read_file(out)
    assert "wrote 7 questions on 3 lines" in result.stderr
    assert sum(node.comment.count("\nQuestion ") + node.comment.startswith("Question ")
               for r in records for node in r.main_line()) == 7


def test_gogui_rules_never_writes_the_sgf_over_a_library_file_nor_without_questions(tmp_path):
    from gogui import diagrams

    target = diagrams.LIBRARY_DIR / "triple-ko.sgf"
    before = target.read_bytes()
    result = subprocess.run([sys.executable, "-m", "gogui.cli", "--questions", "--diagram", "triple-ko", "--sgf",
                             str(target)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 1 and "never written" in result.stderr
    assert target.read_bytes() == before
    result = subprocess.run([sys.executable, "-m", "gogui.cli", "--lesson", "basic-ko"], capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 2 and "go with --questions" in result.stderr


def test_each_game_of_a_file_keeps_its_own_moves(tmp_path):
    # Two copies of one-odd-dame's main line in one file, the second renamed: the questions of
    # each are asked on its own game, not both on the first.
    from gogui import diagrams

    text = (diagrams.LIBRARY_DIR / "one-odd-dame.sgf").read_text(encoding="utf-8")
    path = tmp_path / "two.sgf"
    path.write_text(text + text.replace("GN[", "GN[Second: ", 1), encoding="utf-8")
    out = tmp_path / "out.sgf"
    result = subprocess.run([sys.executable, "-m", "gogui.cli", "--questions", str(path), "--sgf", str(out)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    records = read_file(out)
    assert len(records) == 2
    assert records[0].game_name != records[1].game_name and records[1].game_name.startswith("two.sgf: Second")
