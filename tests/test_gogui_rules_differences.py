"""gogui-rules --differences: per record, the moves where the rulesets disagree, who says what, the counts at the end."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from gogui.cli import main

LIBRARY = Path(__file__).resolve().parent.parent / "diagrams"
M_79_2 = Path("/usr/share/goban/M-79-2.mgt")  # Debian's goban-original-games, when installed


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_the_triple_ko_lists_each_move_where_the_rulesets_part_and_who_says_what(capsys):
    status, out, _ = run(capsys, "--differences", str(LIBRARY / "triple-ko.sgf"),
                         "--ruleset", "chinese", "--ruleset", "japanese", "--ruleset", "ing")
    assert status == 0
    lines = out.splitlines()
    assert lines[0].endswith("triple-ko.sgf: 3 moves where the rulesets differ")
    assert lines[1:4] == ["  move 2 (White B5):", "    legal: chinese, japanese", "    illegal: hot stone: ing"]
    assert "    illegal: positional superko: chinese" in lines
    assert "    game ends (no result): japanese" in lines
    assert lines[-1] == ("  at the end the results differ: illegal at move 6: chinese; no result: japanese; "
                         "illegal at move 2: ing")


def test_a_ruleset_that_stops_early_and_counts_that_differ_several_files_as_json(capsys, tmp_path):
    """Sending two, returning one: positional superko forbids move 3, Renaissance plays on to
    threefold repetition. One odd dame: the same final position is W+0.5 by area, B+0.5 by territory."""
    status, out, _ = run(capsys, "--differences", str(LIBRARY / "sending-two-returning-one.sgf"),
                         str(LIBRARY / "one-odd-dame.sgf"), "--ruleset", "chinese", "--ruleset",
                         "japanese", "--ruleset", "renaissance-area", "--json")
    assert status == 0
    sending, dame = json.loads(out)["records"]
    first = sending["differences"][0]
    assert first["move"] == 3 and first["player"] == "B"
    assert {"verdict": "illegal: positional superko", "status": "illegal", "reason": "positional-superko",
            "rulesets": ["chinese"]} in first["verdicts"]
    final = {tuple(group["rulesets"]): group["result"] for group in sending["final"]}
    assert final[("chinese",)] == "illegal at move 3"
    assert sending["final_differs"]
    [stop] = dame["differences"]
    # Two passes stop play under Chinese and Japanese rules; Renaissance rules need a third.
    assert stop["verdicts"] == [
        {"verdict": "play stops", "status": "stopped", "reason": "passes", "rulesets": ["chinese", "japanese"]},
        {"verdict": "legal", "status": "legal", "reason": None, "rulesets": ["renaissance-area"]}]
    counts = {group["result"]: group["rulesets"] for group in stop["counts"]}
    assert counts["W+0.5"] == ["chinese"] and counts["B+0.5"] == ["japanese"]
    assert dame["final_differs"]


def test_a_folder_stands_for_its_records_and_an_unreadable_file_is_reported(capsys, tmp_path):
    folder = tmp_path / "games"
    (folder / "older").mkdir(parents=True)
    shutil.copy(LIBRARY / "triple-ko.sgf", folder / "a.sgf")
    shutil.copy(LIBRARY / "one-odd-dame.sgf", folder / "older" / "b.SGF")
    (folder / "notes.txt").write_text("not a record")
    broken = tmp_path / "broken.sgf"
    broken.write_text("(;GM[1]SZ[9];B[ee")
    status, out, err = run(capsys, "--differences", str(folder), str(broken), "--json")
    assert status == 1 and "broken.sgf" in err
    records = json.loads(out)["records"]
    assert [Path(record["file"]).name for record in records] == ["a.sgf", "b.SGF"]
    assert [record["moves"] for record in records] == [12, 3]


def test_records_where_the_rulesets_agree_say_so(capsys, tmp_path):
    game = tmp_path / "quiet.sgf"
    game.write_text("(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg])")
    status, out, _ = run(capsys, "--differences", str(game))
    assert status == 0
    assert out.splitlines() == [f"{game}: 0 moves where the rulesets differ",
                                "  at the end every ruleset: unfinished"]


@pytest.mark.skipif(not M_79_2.exists(), reason="Debian's goban-original-games is not installed")
def test_sakata_otake_parts_only_at_move_230_under_ing_rules(capsys):
    status, out, _ = run(capsys, "--differences", str(M_79_2))
    assert status == 0
    lines = out.splitlines()
    assert lines[0].endswith("M-79-2.mgt: 1 move where the rulesets differ")
    assert lines[1].startswith("  move 230 (White ") and lines[3] == "    illegal: hot stone: ing"


def test_a_folder_s_mgt_records_are_read_and_what_is_left_out_is_said(capsys, tmp_path):
    """A folder like Debian's goban records holds .sgf and .mgt files: both are read, as the
    window opens both, and the files that are no game record are named on stderr with why."""
    folder = tmp_path / "goban"
    folder.mkdir()
    shutil.copy(LIBRARY / "triple-ko.sgf", folder / "Hon-45-1.sgf")
    shutil.copy(LIBRARY / "one-odd-dame.sgf", folder / "Hon-41-1.mgt")
    (folder / "README.txt").write_text("not a record")
    status, out, err = run(capsys, "--differences", str(folder), "--json")
    assert status == 0
    assert [Path(record["file"]).name for record in json.loads(out)["records"]] == ["Hon-41-1.mgt", "Hon-45-1.sgf"]
    assert f"{folder}: 1 file left out, not a game record (.sgf or .mgt): README.txt" in err
