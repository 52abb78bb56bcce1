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
from gogui.learn.questions import Question, questions_for_line, variant
from gogui.sgf import Node, Record, to_sgf
from gogui.transform import TRANSFORMS, transform_record, transform_vertex

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


# ----- questions on a position turned, reflected or colour-swapped (--transform) ---------------

POSITIONS = diagrams.diagram_ids() + sorted(path.stem for path in diagrams.lessons_dir().glob("*.sgf"))
OTHER = {"B": "W", "W": "B"}
# What-happens answers that name a colour, named the other way on the swapped position.
SWAPPED_ANSWERS = {"black-wins": "white-wins", "white-wins": "black-wins"}


def asked_again(q: dict, transform: str) -> Question | None:
    """variant() of the question a worksheet's JSON gives (what it needs of it)."""
    question = Question(kind=q["kind"], line=q["line"], node=q["node"], move=q["move"], player=q["player"],
                        rulesets=tuple(q["rulesets"]), prompt=q["prompt"], form=q["form"],
                        choices=tuple(q.get("choices", ())), answer=(), because="", diagram=q["diagram"],
                        concept=q["concept"], transform=q["transform"])
    return variant(question, transform)


def test_every_position_asks_the_same_questions_turned_reflected_and_colour_swapped(capsys):
    """The done-when: for every library diagram and lesson position, and every transform, the
    worksheet on the transformed position asks at the same nodes; the legal, which-rulesets
    and what-happens answers are the untransformed ones (under swap with the colours named the
    other way), the find-point answers the transformed points."""
    for diagram_id in POSITIONS:
        size = diagrams.load(diagram_id).record.size
        plain = run_json(capsys, "--questions", "--diagram", diagram_id)
        for name in TRANSFORMS:
            turned = run_json(capsys, "--questions", "--diagram", diagram_id, "--transform", name)
            assert all(q["transform"] == name and q["diagram"] == diagram_id for q in turned)
            where = (diagram_id, name)
            if name == "swap":
                # The komi stays with White: counts differ, and with them the count questions
                # (and which ruleset a later question asks about); the others ask at the same nodes.
                def place(q: dict) -> tuple:
                    return q["line"], q["node"], q["kind"], q["concept"]
                assert [place(q) for q in turned if q["kind"] != "count"] == \
                    [place(q) for q in plain if q["kind"] != "count"], where
                for q in turned:
                    if q["kind"] == "count":
                        continue
                    original = asked_again(q, "")
                    assert original is not None, (where, q["prompt"])
                    assert q["player"] == OTHER[original.player] and q["vertex"] == original.vertex, where
                    if q["kind"] == "find-point":
                        assert sorted(q["answer"]) == sorted(original.answer), (where, q["prompt"])
                    else:
                        assert q["answer"] == [SWAPPED_ANSWERS.get(a, a) for a in original.answer], (where, q["prompt"])
                continue

            def same(q: dict) -> tuple:
                return q["line"], q["node"], q["move"], q["kind"], q["concept"], q["rulesets"], q["player"]
            assert [same(q) for q in turned] == [same(q) for q in plain], where
            for before, after in zip(plain, turned, strict=True):
                if before["vertex"] is not None:
                    assert after["vertex"] == transform_vertex(before["vertex"], size, name)
                if before["kind"] == "find-point":
                    assert sorted(after["answer"]) == sorted(transform_vertex(v, size, name) for v in before["answer"])
                elif before["kind"] != "count":
                    assert after["answer"] == before["answer"], (where, before["prompt"])
                else:
                    assert after["region"] == sorted((transform_vertex(v, size, name) for v in before["region"]),
                                                     key=lambda v: (int(v[1:]), v[0]))


def test_a_position_swapped_twice_asks_the_very_same_questions():
    for diagram_id in POSITIONS:
        diagram = diagrams.load(diagram_id)
        twice = transform_record(transform_record(diagram.record, "swap"), "swap")
        for line in diagram.lines:
            nodes = [twice.root]
            for node in line.nodes[1:]:  # the same path through the tree swapped twice
                nodes.append(nodes[-1].children[node.parent.children.index(node)])
            again = questions_for_line(twice, nodes, line=line.name, diagram=diagram_id)
            asked = questions_for_line(diagram.record, line.nodes, line=line.name, diagram=diagram_id)
            assert [q.as_dict() for q in again] == [q.as_dict() for q in asked], (diagram_id, line.name)


def test_a_file_s_questions_are_asked_on_its_games_transformed(tmp_path, capsys):
    diagram = diagrams.load("lone-ko")
    path = line_file(tmp_path, diagram.record, diagram.lines[0].nodes, "lone-ko.sgf")
    plain = run_json(capsys, "--questions", path)
    mirrored = run_json(capsys, "--questions", path, "--transform", "mirror")
    assert plain and [q["kind"] for q in mirrored] == [q["kind"] for q in plain]
    for before, after in zip(plain, mirrored, strict=True):
        assert after["file"] == path and after["transform"] == "mirror"
        if before["kind"] == "find-point":
            assert after["answer"] == [transform_vertex(v, 5, "mirror") for v in before["answer"]]
    assert main(["--questions", path, "--transform", "swap"]) == 0
    assert capsys.readouterr().out.startswith("Questions: lone-ko.sgf (colours swapped)")


def test_transform_is_refused_without_questions_or_with_an_unknown_name(capsys):
    with pytest.raises(SystemExit):
        main(["--diagram", "triple-ko", "--transform", "rot90"])
    assert "--transform" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--questions", "--diagram", "triple-ko", "--transform", "rot45"])
    assert "rot90, rot180, rot270, mirror, swap" in capsys.readouterr().err
    assert main(["--questions", "--diagram", "triple-ko", "--transform", "rot180"]) == 0
    assert capsys.readouterr().out.startswith("Questions: Triple ko (turned half way) [triple-ko]")
