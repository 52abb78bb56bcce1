"""gogui-rules: JSON as the spec gives it, rulings per ruleset, komi, counting and clear errors."""

from __future__ import annotations

import dataclasses
import gc
import json
import subprocess
import sys
from pathlib import Path

import pytest

from gogui import cli, diagrams
from gogui.cli import json_text, main, ruling
from gogui.engine import PRESETS
from gogui.replay import replay
from gogui.sgf import read_file

# A basic ko on a 5x5 board. White B4 captures C4; Black may not take back at C4 at once.
#     A B C D E
#   5 . X O . .
#   4 X . X O .
#   3 . X O . .
KO = "(;GM[1]FF[4]SZ[5]AB[ba][ab][cb][bc]AW[ca][db][cc]PL[W];W[bb]"
PASSES = "(;GM[1]FF[4]SZ[5]KM[0.5]AB[cc]PL[B];B[dd];W[];B[];W[])"


def write(tmp_path: Path, name: str, text: str | bytes) -> str:
    path = tmp_path / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    return str(path)


def run_json(capsys, *argv: str) -> dict:
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_has_exactly_the_documented_shape(tmp_path, capsys):
    data = run_json(capsys, write(tmp_path, "g.sgf", PASSES), "--ruleset", "japanese")
    assert list(data) == ["games"]
    game = data["games"][0]
    assert set(game) == {"size", "rulesets"} and game["size"] == 5
    ruling = game["rulesets"][0]
    assert set(ruling) == {"id", "name", "moves", "illegal", "ended", "result", "to_play", "banned", "board"}
    assert set(ruling["moves"][0]) == {"number", "color", "vertex", "captures", "events"}
    assert set(ruling["result"]) == {"kind", "winner", "margin", "black", "white", "explanation", "count"}
    assert ruling["board"][2] == "..X.."  # top row first
    assert [m["number"] for m in ruling["moves"]] == [1, 2, 3]  # passes count


def test_two_passes_end_the_game_and_the_result_is_scored(tmp_path, capsys):
    data = run_json(capsys, write(tmp_path, "g.sgf", PASSES), "--ruleset", "chinese")
    ruling = data["games"][0]["rulesets"][0]
    assert ruling["ended"] == {"number": 3, "reason": "passes"}
    assert ruling["moves"][-1]["vertex"] == "pass"
    # Area: Black's two stones own the whole 5x5 board; komi 0.5 from KM.
    assert ruling["result"]["kind"] == "score" and ruling["result"]["winner"] == "B"
    assert ruling["result"]["black"] == 25 and ruling["result"]["white"] == 0.5


def test_komi_option_overrides_the_files_komi(tmp_path, capsys):
    path = write(tmp_path, "g.sgf", PASSES)
    data = run_json(capsys, path, "--ruleset", "chinese", "--komi", "30")
    result = data["games"][0]["rulesets"][0]["result"]
    assert (result["white"], result["winner"]) == (30, "W")


def test_preset_komi_applies_without_km(tmp_path, capsys):
    path = write(tmp_path, "g.sgf", PASSES.replace("KM[0.5]", ""))
    data = run_json(capsys, path, "--ruleset", "nz")
    assert data["games"][0]["rulesets"][0]["result"]["white"] == 7


def test_score_and_dead_options_count_an_unfinished_game(tmp_path, capsys):
    path = write(tmp_path, "g.sgf", "(;GM[1]FF[4]SZ[5]KM[0]AB[cc][cd]AW[ee];B[dc])")
    data = run_json(capsys, path, "--ruleset", "japanese")
    assert data["games"][0]["rulesets"][0]["result"]["kind"] == "unfinished"
    data = run_json(capsys, path, "--ruleset", "japanese", "--score", "--dead", "E1")
    result = data["games"][0]["rulesets"][0]["result"]
    # Black's territory: the 25 points less 3 stones and E1's point counted with it = 22, + 1 dead.
    assert (result["kind"], result["winner"], result["black"]) == ("score", "B", 23)


def test_territory_marks_on_the_last_node_are_the_dead_stones(tmp_path, capsys):
    path = write(tmp_path, "g.sgf", "(;GM[1]FF[4]SZ[5]KM[0]AB[cc][cd]AW[ee];B[dc]TB[ee])")
    data = run_json(capsys, path, "--ruleset", "japanese", "--score")
    assert data["games"][0]["rulesets"][0]["result"]["black"] == 23


def test_banned_points_and_the_player_to_move(tmp_path, capsys):
    text = KO + ")"
    data = run_json(capsys, write(tmp_path, "g.sgf", text), "--ruleset", "japanese")
    ruling = data["games"][0]["rulesets"][0]
    assert ruling["moves"][0]["captures"] == ["C4"]
    assert ruling["to_play"] == "B"
    assert {"vertex": "C4", "reason": "ko"} in ruling["banned"]


def test_an_illegal_move_stops_replay_with_reason_and_explanation(tmp_path, capsys):
    text = KO + ";B[cb])"
    data = run_json(capsys, write(tmp_path, "g.sgf", text), "--ruleset", "japanese", "--ruleset", "tromp-taylor")
    for ruled in data["games"][0]["rulesets"]:
        assert ruled["illegal"]["number"] == 2
        assert ruled["illegal"]["reason"] in ("ko", "positional-superko")
        assert ruled["illegal"]["explanation"]


def test_mid_line_setup_and_player_to_play(tmp_path, capsys):
    text = "(;GM[1]FF[4]SZ[5];B[aa];AW[cc]AE[aa]PL[W];W[dd])"
    data = run_json(capsys, write(tmp_path, "g.sgf", text), "--ruleset", "japanese")
    ruling = data["games"][0]["rulesets"][0]
    assert ruling["board"] == [".....", ".....", "..O..", "...O.", "....."]
    assert [m["number"] for m in ruling["moves"]] == [1, 2]


def test_every_game_of_a_collection(tmp_path, capsys):
    text = "(;GM[1]FF[4]SZ[5];B[aa])(;GM[1]FF[4]SZ[7];B[bb];W[cc])"
    data = run_json(capsys, write(tmp_path, "g.sgf", text), "--ruleset", "chinese")
    assert [g["size"] for g in data["games"]] == [5, 7]


def test_custom_rules_spec(tmp_path, capsys):
    data = run_json(capsys, write(tmp_path, "g.sgf", PASSES), "--rules", "base=japanese,scoring=area")
    ruling = data["games"][0]["rulesets"][0]
    assert ruling["id"] == "custom" and ruling["result"]["black"] == 25


def test_all_thirteen_by_default_and_the_summary(tmp_path, capsys):
    data = run_json(capsys, write(tmp_path, "g.sgf", PASSES))
    assert len(data["games"][0]["rulesets"]) == 13
    assert main([write(tmp_path, "g.sgf", PASSES), "--ruleset", "aga"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("AGA [aga]") and "result: score" in out


def test_the_json_reads_back_as_every_rulings_object_with_a_move_a_line(tmp_path, capsys):
    # A collection: a game that ends with passes, and a ko whose retaking is illegal.
    path = write(tmp_path, "g.sgf", PASSES + KO + ";B[cb])")
    assert main([path, "--json"]) == 0
    out = capsys.readouterr().out
    records = read_file(path)
    built = {"games": [
        {"size": record.size, "rulesets": [ruling(replay(record, rules), None, False) for rules in PRESETS.values()]}
        for record in records
    ]}
    assert json.loads(out) == built
    # Readable as text: each move is a line of its own.
    move_lines = [line.strip().rstrip(",") for line in out.splitlines() if line.strip().startswith('{"number"')]
    every_move = [move for game in built["games"] for r in game["rulesets"] for move in r["moves"]]
    assert [json.loads(line) for line in move_lines] == every_move


def test_a_diagrams_json_reads_back_as_the_object_built_and_keeps_non_ascii_text(capsys, monkeypatch):
    diagram = diagrams.load("triple-ko")
    retitled = dataclasses.replace(diagram, title="Triple ko (三劫循環), Honʼinbō’s \"sanko\"")
    monkeypatch.setattr(diagrams, "load", lambda diagram_id: retitled)
    built = []
    monkeypatch.setattr(cli, "json_text", lambda obj: built.append(obj) or json_text(obj))
    assert main(["--diagram", "triple-ko", "--ruleset", "all", "--json"]) == 0
    out = capsys.readouterr().out
    assert json.loads(out) == built[0]
    assert json.loads(out)["title"] == retitled.title
    assert "三劫循環" in out and "Honʼinbō’s" in out  # written as themselves, not as \u escapes


@pytest.mark.parametrize("depth", range(8))
def test_json_text_is_lossless_at_any_layout_depth(depth):
    value = {
        "text": ["quote \" backslash \\ tab \t newline \n nul \0 \u2028 end", "日本棋院", ""],
        "numbers": [0, -1, 2.5, -0.0, 1e300, 7.5],
        "flags": [True, False, None],
        "empty": [[], {}, [[]], {"a": {}}],
        "nested": [{"moves": [{"number": 1, "captures": ["C4", "D4"], "events": ["capture"]}]}],
        "tuple": (1, "two"),
    }
    text = json_text(value, depth)
    assert json.loads(text) == json.loads(json.dumps(value))
    assert "日本棋院" in text


def test_a_one_line_value_is_written_as_json_dumps_writes_it_with_or_without_the_c_encoder(monkeypatch):
    value = {"vertex": "C4", "reason": "ko", "note": "Honʼinbō \"é\"\n", "captures": ["A1"], "margin": 0.5}
    assert cli._one_line_encoder()(value) == json.dumps(value, ensure_ascii=False)
    monkeypatch.setattr(json.encoder, "c_make_encoder", None)
    assert cli._one_line_encoder()(value) == json.dumps(value, ensure_ascii=False)


@pytest.mark.parametrize("extra", [[], ["--dead", "Z99"]])
def test_a_run_leaves_the_garbage_collector_as_it_found_it(tmp_path, capsys, extra):
    # The command pauses the collector while it replays; a program calling main() keeps its setting.
    argv = [write(tmp_path, "g.sgf", PASSES), "--ruleset", "chinese", "--json", *extra]
    assert gc.isenabled()
    main(argv)
    assert gc.isenabled()
    gc.disable()
    try:
        main(argv)
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_help_is_as_wide_as_the_terminal_says(monkeypatch):
    monkeypatch.setenv("COLUMNS", "60")
    narrow = cli.build_parser().format_help().splitlines()
    monkeypatch.setenv("COLUMNS", "200")
    wide = cli.build_parser().format_help().splitlines()
    assert max(map(len, narrow)) <= 60 < max(map(len, wide)) <= 200
    assert "Ruleset ids: nz, ing," in " ".join(" ".join(narrow).split())


@pytest.mark.parametrize("argv,needle", [
    (["missing.sgf"], "cannot open"),
    (["BAD"], "not readable SGF"),
    (["GOOD", "--ruleset", "martian"], "martian"),
    (["GOOD", "--rules", "base=japanese,ko=sometimes"], "ko must be one of"),
    (["GOOD", "--rules", "nonsense"], "key=value"),
    (["GOOD", "--dead", "Z99"], "Z99"),
    (["GOOD", "--komi", "lots"], "komi"),
    (["GOOD", "--komi", "inf"], "komi must be a finite number"),
    (["GOOD", "--komi", "nan"], "komi must be a finite number"),
    (["GOOD", "--rules", "base=ing,komi=-inf"], "komi must be a finite number"),
    (["GOOD", "--rules", "handicap-komi=nan"], "handicap-komi must be a finite number"),
    ([], "SGF file"),
])
def test_errors_are_one_clear_line(tmp_path, capsys, argv, needle):
    good = write(tmp_path, "good.sgf", PASSES)
    bad = write(tmp_path, "bad.sgf", b"(;GM[1]SZ[5];B[aa")
    argv = [good if a == "GOOD" else bad if a == "BAD" else str(tmp_path / a) if a.endswith(".sgf") else a
            for a in argv]
    assert exit_code(argv) != 0
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and needle in err and "Traceback" not in err


def exit_code(argv: list[str]) -> int:
    """The command's exit status, whether it returns it or leaves through SystemExit."""
    try:
        return main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


def test_installed_command_runs_headless(tmp_path):
    command = Path(sys.executable).parent / "gogui-rules"
    out = subprocess.run([str(command), write(tmp_path, "g.sgf", PASSES), "--ruleset", "tromp-taylor", "--json"],
                         capture_output=True, text=True, check=True)
    assert json.loads(out.stdout)["games"][0]["rulesets"][0]["id"] == "tromp-taylor"


def test_a_label_without_text_loads_and_the_warning_goes_to_stderr(tmp_path, capsys):
    path = write(tmp_path, "g.sgf", PASSES.replace("AB[cc]", "AB[cc]LB[cc]"))
    assert main([path, "--ruleset", "chinese", "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["games"][0]["rulesets"][0]["ended"] == {"number": 3, "reason": "passes"}
    assert err.startswith("gogui-rules: warning: ") and "LB[cc]" in err and "Traceback" not in err


def test_a_charset_that_is_no_text_encoding_is_a_warning_not_a_crash(tmp_path, capsys):
    path = write(tmp_path, "g.sgf", PASSES.replace("SZ[5]", "CA[zlib]SZ[5]"))
    assert main([path, "--ruleset", "chinese"]) == 0
    out, err = capsys.readouterr()
    assert "result: score" in out
    assert err.count("\n") == 1 and "CA[zlib]" in err and "UTF-8" in err


def test_a_collection_reports_a_file_warning_once_and_names_the_game_of_the_others(tmp_path, capsys):
    text = "(;GM[1]FF[4]CA[zlib]SZ[5];B[aa])(;GM[1]FF[4]SZ[5]LB[cc];B[bb])"
    assert main([write(tmp_path, "g.sgf", text), "--ruleset", "chinese"]) == 0
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 2
    assert "CA[zlib]" in lines[0] and "game" not in lines[0]
    assert "game 2: LB[cc]" in lines[1]


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_an_endless_input_is_refused_with_bounded_memory():
    import resource

    def limit_memory():
        # Should reading ever become unbounded again, the command fails instead of the machine.
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    command = Path(sys.executable).parent / "gogui-rules"
    done = subprocess.run([str(command), "/dev/zero"], capture_output=True, text=True,
                          preexec_fn=limit_memory, timeout=120)
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and "larger than 64 MB" in done.stderr


# The seki with a dead stone in its eye (tests/engine/test_counting.py), as a record: Black
# passes, White passes, and the last node marks C4 dead on Black's territory.
SEKI = ("(;GM[1]FF[4]SZ[7]KM[0]PL[B]"
        "AW[aa][ca][da][ea][fa][ga][ab][bb][cb][eb][fb][gb][cd][af][bf][cf][df][ef][ff][gf]"
        "AB[ac][bc][cc][dc][ec][fc][gc][ad][bd][ed][fd][gd][ae][be][ce][de][ee][fe][ge]"
        ";B[];W[]TB[cd])")


def test_a_territory_count_gives_its_breakdown_as_fields(tmp_path, capsys):
    data = run_json(capsys, write(tmp_path, "seki.sgf", SEKI), "--ruleset", "japanese")
    result = data["games"][0]["rulesets"][0]["result"]
    assert (result["winner"], result["margin"]) == ("W", 6)
    assert "White wins by 6" in result["explanation"]  # the sentence stays
    count = result["count"]
    assert count["method"] == "territory"
    assert count["counted"] == ["territory", "prisoners", "dead_stones", "pass_stones"]
    assert count["black"] == {"stones": 19, "territory": 0, "prisoners": 0, "dead_stones": 1,
                              "pass_stones": 0, "points": 1, "total": 1}
    assert count["white"] == {"stones": 19, "territory": 7, "prisoners": 0, "dead_stones": 0,
                              "pass_stones": 0, "points": 7, "total": 7}
    assert count["seki_points"] == ["B7", "C4", "D4", "D6"]
    assert count["dead"] == ["C4"]
    assert (count["komi"], count["handicap_stones"], count["handicap_compensation"]) == (0, 0, 0)
    assert count["ing"] is None


def test_an_area_count_with_komi_and_handicap_compensation(tmp_path, capsys):
    text = "(;GM[1]FF[4]SZ[9]HA[2];B[cc];W[];B[gg];W[ee];B[];W[])"
    data = run_json(capsys, write(tmp_path, "h.sgf", text), "--ruleset", "aga")
    count = data["games"][0]["rulesets"][0]["result"]["count"]
    assert count["method"] == "area" and count["counted"] == ["stones", "territory"]
    assert (count["black"]["points"], count["white"]["points"]) == (2, 1)
    assert (count["komi"], count["handicap_stones"], count["handicap_compensation"]) == (0.5, 2, 1)
    assert count["white"]["total"] == 2.5
    assert count["white"]["pass_stones"] == 1 and count["black"]["pass_stones"] == 1


def test_ing_s_fill_in_count_gives_supply_winning_point_and_losing_stones(capsys):
    data = run_json(capsys, "--diagram", "ing-counting-even-game", "--ruleset", "ing")
    count = data["lines"][0]["rulesets"][0]["result"]["count"]
    # 40 stones each on 9x9; 12 of each colour on the board leave 28 in each bowl. White's komi
    # of 8 is 4 stones in Black's 34 points of territory: Black fills 28 of the other 30 and
    # has 2 to spare, White fills its 23 with 24 and has 1 left over. That losing stone goes
    # into one of Black's two: 1 winning point, 1 losing stone, margin 1 + 2 x 1 = 3.
    assert count["method"] == "ing-fill"
    assert (count["black"]["points"], count["white"]["points"]) == (46, 35)
    assert count["ing"] == {
        "supply": 40, "bowls": {"black": 28, "white": 28}, "compensation_stones": 4,
        "open_points": 0, "shared_points": 0, "winning_points": 1, "losing_stones": 1,
        "winner": "B", "margin": 3,
    }


def test_a_result_without_a_count_says_so(tmp_path, capsys):
    data = run_json(capsys, write(tmp_path, "ko.sgf", KO + ")"), "--ruleset", "japanese")
    assert data["games"][0]["rulesets"][0]["result"]["count"] is None


def test_listing_the_library_names_a_malformed_file_and_lists_the_rest(tmp_path, monkeypatch, capsys):
    from test_diagrams import BROKEN_FILES, library_with_a_broken_file

    monkeypatch.setattr(diagrams, "LIBRARY_DIR", library_with_a_broken_file(tmp_path, BROKEN_FILES["truncated"]))
    assert main(["--list-diagrams"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[0].split()[0] in diagrams.diagram_ids()
    assert len(out.splitlines()) == len(diagrams.diagram_ids())
    assert "broken-diagram.sgf" in err and "Traceback" not in err
    assert main(["--diagram", "triple-ko", "--ruleset", "aga"]) == 0  # the good diagrams still replay
    assert main(["--diagram", "broken-diagram"]) == 1
    assert "broken-diagram" in capsys.readouterr().err
