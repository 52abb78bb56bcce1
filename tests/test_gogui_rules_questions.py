"""gogui-rules --questions: the worksheet's JSON fields, and answers that agree with gogui-rules --json."""

from __future__ import annotations

import dataclasses
import json
from itertools import pairwise
from pathlib import Path

import pytest
from learn_oracle import Oracle

from gogui import diagrams
from gogui.cli import main
from gogui.learn.concepts import reasons_of
from gogui.sgf import Node, Record, to_sgf

FIELDS = {"diagram", "line", "node", "move", "kind", "player", "vertex", "rulesets", "prompt", "form",
          "answer", "because", "reveal"}
ENDINGS = {"no-result": "no-result", "draw": "draw", "black-wins": "B", "white-wins": "W"}


def run_json(capsys, *argv: str):
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def line_file(tmp_path: Path, record: Record, nodes: list[Node], name: str) -> str:
    """The nodes as the main line of a file of their own (copies: the library stays as it is)."""
    copies = [Node(move=n.move, black=list(n.black), white=list(n.white), empty=list(n.empty),
                   to_play=n.to_play, territory={k: list(v) for k, v in n.territory.items()})
              for n in nodes]
    if "VW" in nodes[0].properties:
        copies[0].properties["VW"] = list(nodes[0].properties["VW"])
    for parent, child in pairwise(copies):
        parent.add_child(child)
    path = tmp_path / name
    path.write_bytes(to_sgf(dataclasses.replace(record, root=copies[0], warnings=[])))
    return str(path)


def test_the_worksheet_json_has_the_documented_fields(capsys):
    questions = run_json(capsys, "--questions", "--diagram", "one-odd-dame")
    assert isinstance(questions, list) and questions
    for q in questions:
        assert set(q) >= FIELDS, q
        assert q["diagram"] == "one-odd-dame"
        assert q["kind"] in {"legal", "which-rulesets", "find-point", "what-happens", "count"}
        if q["form"] == "point":
            assert "choices" not in q and all(isinstance(v, str) for v in q["answer"])
        else:
            assert set(q["choices"]) == set(q["choice_text"])
        if q["kind"] == "count" and q["form"] == "one":
            assert set(q["answer"]) == {"winner", "margin"}
        elif q["form"] != "point":
            assert set(q["answer"]) <= set(q["choices"])


@pytest.mark.parametrize("diagram_id", diagrams.diagram_ids())
def test_the_worksheet_answers_agree_with_the_diagram_rulings(capsys, diagram_id):
    questions = run_json(capsys, "--questions", "--diagram", diagram_id)
    assert questions, "every diagram is in a lesson that asks about it"
    rulings = run_json(capsys, "--diagram", diagram_id)
    by_line = {line["name"]: {r["id"]: r for r in line["rulesets"]} for line in rulings["lines"]}
    sizes = {line.name: len(line.nodes) for line in diagrams.load(diagram_id).lines}

    def ruling(q: dict, ruleset_id: str) -> tuple[str, int, list[str], dict]:
        obj = by_line[q["line"]][ruleset_id]
        words = obj["ruling"].split()
        return words[0], int(words[1]), words[2:], obj

    for q in questions:
        if q["kind"] == "legal":
            (ruleset_id,) = q["rulesets"]
            verdict, number, _, _ = ruling(q, ruleset_id)
            illegal_here = verdict == "illegal" and number == q["move"]
            assert illegal_here == (q["answer"] == ["no"]), q["prompt"]
        elif q["kind"] == "which-rulesets":
            for ruleset_id in q["choices"]:
                verdict, number, _, _ = ruling(q, ruleset_id)
                illegal_here = verdict == "illegal" and number == q["move"]
                assert illegal_here == (ruleset_id not in q["answer"]), (q["prompt"], ruleset_id)
        elif q["kind"] == "what-happens":
            (ruleset_id,) = q["rulesets"]
            verdict, number, rest, obj = ruling(q, ruleset_id)
            (answer,) = q["answer"]
            if answer in ENDINGS:
                assert (verdict, number) == ("ended", q["move"]) and rest[1] == ENDINGS[answer], q["prompt"]
            elif answer == "ends-counted":
                assert (verdict, number, rest[0]) == ("ended", q["move"], "passes"), q["prompt"]
            else:
                moves = [m for m in obj["moves"] if m["number"] == q["move"] and m["color"] == q["player"]]
                assert moves, q["prompt"]
                assert ("stop" in moves[-1]["events"]) == (answer == "stops"), q["prompt"]
        elif q["kind"] == "count" and q["node"] == sizes[q["line"]] - 1:
            for ruleset_id in q["rulesets"]:
                verdict, number, _, obj = ruling(q, ruleset_id)
                assert verdict in ("counted", "ended") and number == q["move"], q["prompt"]
                if q["form"] == "one":
                    assert q["answer"] == {"winner": obj["result"]["winner"], "margin": obj["result"]["margin"]}
                else:
                    colour = "B" if "Black" in q["prompt"] else "W"
                    assert (obj["result"]["winner"] == colour) == (ruleset_id in q["answer"])


@pytest.mark.parametrize("diagram_id", diagrams.diagram_ids())
def test_the_worksheet_reveal_of_a_find_point_question_is_every_ruleset_s_ruling_there(capsys, diagram_id):
    """Each ruleset's line names the answer points and says, as a replay from the root rules,
    whether that ruleset forbids each (with its own reason: "D1 (positional superko)") or
    allows it, whatever reason the question asked about."""
    lines = {line.name: line.nodes for line in diagrams.load(diagram_id).lines}
    record = diagrams.load(diagram_id).record
    for q in run_json(capsys, "--questions", "--diagram", diagram_id):
        if q["kind"] == "find-point":
            Oracle(record, lines[q["line"]]).check_point_reveal(q["node"], q["answer"], q["reveal"], None)


SMALL_LINES = [(d, line) for d in diagrams.all_diagrams() for line in d.lines if d.record.size <= 9]


def test_find_point_answers_agree_with_the_banned_points_of_gogui_rules_json(tmp_path, capsys):
    compared = 0
    for number, (diagram, line) in enumerate(SMALL_LINES):
        whole = line_file(tmp_path, diagram.record, line.nodes, f"line{number}.sgf")
        questions = run_json(capsys, "--questions", whole)
        for q in questions:
            assert q["file"] == whole and q["line"] == "Main line"
            if q["kind"] != "find-point":
                continue
            (ruleset_id,) = q["rulesets"]
            cut = line_file(tmp_path, diagram.record, line.nodes[: q["node"] + 1], f"cut{number}-{q['node']}.sgf")
            (ruled,) = run_json(capsys, cut, "--ruleset", ruleset_id)["games"][0]["rulesets"]
            if ruled["ended"] is not None or ruled["illegal"] is not None:
                continue  # the worksheet's line resumed past a stop, which a plain replay does not
            # The answer: the points forbidden for a reason of the question's concept (situational
            # superko is split by whether a pass lies inside the cycle).
            banned = {b["vertex"] for b in ruled["banned"] if b["reason"] in reasons_of(q["concept"])}
            if q["concept"] in ("situational-superko", "pass-and-superko"):
                assert q["answer"] and set(q["answer"]) <= banned, (diagram.id, line.name, q["prompt"])
            else:
                assert set(q["answer"]) == banned, (diagram.id, line.name, q["prompt"])
            last = ruled["moves"][-1]["number"] if ruled["moves"] else 0
            assert last == q["move"]
            compared += 1
    assert compared >= 10, compared


def test_a_worksheet_as_text_has_the_questions_then_the_answers(capsys):
    assert main(["--questions", "--diagram", "triple-ko", "--ruleset", "japanese", "--ruleset", "aga"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Questions: Triple ko [triple-ko]")
    questions, _, answers = out.partition("\nAnswers\n")
    assert "1. " in questions and "1. " in answers
    assert "AGA" in answers and "Japanese 1989" in answers
    assert "superko" in answers  # the reason is told with the answer


def test_questions_about_chosen_rulesets_ask_only_about_them(capsys):
    questions = run_json(capsys, "--questions", "--diagram", "triple-ko", "--ruleset", "japanese",
                         "--ruleset", "chinese")
    assert questions
    for q in questions:
        assert set(q["rulesets"]) <= {"japanese", "chinese"}


def test_an_unknown_diagram_or_a_missing_file_is_an_error(capsys, tmp_path):
    assert main(["--questions", "--diagram", "no-such-diagram"]) == 1
    assert "no diagram" in capsys.readouterr().err
    assert main(["--questions", str(tmp_path / "missing.sgf")]) == 1
    assert "error" in capsys.readouterr().err


def test_a_line_where_the_rulesets_agree_has_no_questions(tmp_path, capsys):
    path = tmp_path / "quiet.sgf"
    path.write_text("(;GM[1]FF[4]SZ[5]KM[0.5];B[cc])")
    assert run_json(capsys, "--questions", str(path)) == []
    assert main(["--questions", str(path)]) == 0
    assert "No questions" in capsys.readouterr().out


def test_the_json_worksheet_gives_each_question_s_concept_marks_hints_and_explanation(capsys):
    questions = run_json(capsys, "--questions", "--diagram", "triple-ko")
    assert questions
    for q in questions:
        assert q["concept"] and len(q["hints"]) == 2 and q["explanation"] and q["others"]
        if q["kind"] in ("legal", "which-rulesets"):
            assert q["marked"] == ([q["vertex"]] if q["vertex"] else [])
        assert q["region"] == [] or q["kind"] == "count"


def test_the_text_worksheet_gives_each_question_s_concept_hints_explanation_and_the_other_rulesets(capsys):
    assert main(["--questions", "--diagram", "triple-ko", "--ruleset", "japanese", "--ruleset", "aga"]) == 0
    out = capsys.readouterr().out
    questions, _, answers = out.partition("\nAnswers\n")
    assert "   About: situational superko" in questions
    assert "   Hint 1: Look at " in questions and "   Hint 2: Look " in questions
    assert "   Marked on the board: F5" in questions  # "Is White's F5 (move 6) legal ...?"
    assert "The rule: " in answers  # the rule, with its source
    assert "   The other rulesets:\n   - Japanese 1989: " in answers
