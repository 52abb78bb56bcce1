"""gogui-match: engines play each other under a ruleset, refereed, and every game is written as SGF that replays to its result."""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gogui.gtp.engines import which
from gogui.sgf import read_file

FAKE = Path(__file__).resolve().parent.parent / "fake_gtp_engine.py"

# Long life on a 6x6 board (diagrams/long-life.sgf), built move by move from an empty board:
#
#   6 . . . . . .      Black: A3-E3, A2, E2, F2, D1
#   5 . . . . . .      White: A4-F4, F3, B2-D2, B1, F1
#   4 O O O O O O
#   3 X X X X X O      Then Black C1, White E1 takes C1-D1, and Black's D1 would take E1-F1
#   2 X O O O X X      back at once: legal under simple ko, two hot stones under Ing's rules.
#   1 . O . X . O
#     A B C D E F
LONG_LIFE_BLACK = "A3 B3 C3 D3 E3 A2 E2 F2 D1 pass pass pass C1 D1"
LONG_LIFE_WHITE = "A4 B4 C4 D4 E4 F4 F3 B2 C2 D2 B1 F1 E1"


def fake(moves: str, *extra: str) -> str:
    """The command line of the fake engine playing `moves`."""
    return shlex.join([sys.executable, str(FAKE), "--moves", moves, *extra])


def play(tmp_path: Path, black: str, white: str, ruleset: str, *extra: str) -> tuple[int, str, str, Path]:
    """Run gogui-match; its exit status, output, errors and the SGF it wrote."""
    out = tmp_path / f"{ruleset}.sgf"
    result = subprocess.run([sys.executable, "-m", "gogui.gtp.match", "--black", black, "--white", white,
                             "--ruleset", ruleset, "--sgf", str(out), *extra],
                            capture_output=True, text=True, timeout=120)
    return result.returncode, result.stdout, result.stderr, out


def test_a_hot_stone_is_refused_under_ing_and_noted_in_the_record(tmp_path):
    status, output, errors, out = play(tmp_path, fake(LONG_LIFE_BLACK), fake(LONG_LIFE_WHITE), "ing", "--size", "6")
    assert status == 0, errors
    assert "1 refused" in output
    record = read_file(out)[0]
    moves = [node for node in record.root.main_line() if node.move is not None]
    # Black's 14th move (move 27) is not D1: the engine was asked again among the legal points.
    refused = next(node for node in moves if "tried D1" in node.comment)
    assert refused.move != ("B", "D1")
    assert "hot stone" in refused.comment and "Ing" in refused.comment


def test_the_same_capture_stands_under_japanese_rules(tmp_path):
    status, output, errors, out = play(tmp_path, fake(LONG_LIFE_BLACK), fake(LONG_LIFE_WHITE), "japanese",
                                       "--size", "6")
    assert status == 0, errors
    assert "refused" not in output
    moves = [node.move for node in read_file(out)[0].root.main_line() if node.move is not None]
    assert moves[26] == ("B", "D1")


@pytest.mark.parametrize("ruleset", ["ing", "japanese", "aga", "tromp-taylor"])
def test_a_match_game_replays_to_the_result_it_records(tmp_path, ruleset):
    status, _output, errors, out = play(tmp_path, fake(LONG_LIFE_BLACK), fake(LONG_LIFE_WHITE), ruleset,
                                        "--size", "6")
    assert status == 0, errors
    record = read_file(out)[0]
    assert record.result
    assert replayed_result(out, ruleset) == record.result


def replayed_result(path: Path, ruleset: str) -> str:
    """The result gogui-rules finds when it replays the file under the ruleset (the dead stones
    from the record's territory marks), as SGF writes it; the first illegal move fails."""
    result = subprocess.run([sys.executable, "-m", "gogui.cli", str(path), "--ruleset", ruleset, "--json"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    ruling = json.loads(result.stdout)["games"][0]["rulesets"][0]
    assert ruling["illegal"] is None
    outcome = ruling["result"]
    if outcome is None:
        return ""
    if outcome["kind"] == "draw":
        return "0"
    if outcome["kind"] == "no-result":
        return "Void"
    margin = outcome.get("margin")
    return f"{outcome['winner']}+{margin:g}" if margin and outcome["kind"] != "repetition" else f"{outcome['winner']}+"


def test_an_engine_that_crashes_is_started_again_and_brought_back(tmp_path):
    marker = tmp_path / "crashed"
    log = tmp_path / "white.log"
    white = fake(LONG_LIFE_WHITE, "--crash-at", "5", "--crash-once", str(marker), "--log", str(log))
    status, _output, errors, out = play(tmp_path, fake(LONG_LIFE_BLACK), white, "japanese", "--size", "6")
    assert status == 0, errors
    assert marker.exists()
    sent = log.read_text().splitlines()
    # After the restart, the moves so far were replayed in order before White was asked again.
    restart = max(i for i, line in enumerate(sent) if line.endswith("clear_board"))
    replayed = [line.split(" ", 1)[1] for line in sent[restart + 1:] if " play " in f" {line}"][:9]
    assert replayed[:4] == ["play b A3", "play w A4", "play b B3", "play w B4"]
    assert read_file(out)[0].result


def test_an_engine_that_hangs_is_stopped_with_a_message(tmp_path):
    white = fake(LONG_LIFE_WHITE, "--hang-at", "2")
    # The limit holds for every answer of both engines: long enough for a busy machine to start
    # the engine that does not hang and have it answer.
    status, _output, errors, out = play(tmp_path, fake(LONG_LIFE_BLACK), white, "japanese", "--size", "6",
                                        "--timeout", "8")
    assert status == 1
    assert "no answer in 8 s" in errors
    record = read_file(out)[0]
    assert record.result is None  # unfinished, and kept as far as it went
    assert [n.move for n in record.root.main_line() if n.move][:3] == [("B", "A3"), ("W", "A4"), ("B", "B3")]


def test_an_engine_that_answers_nonsense_is_not_believed(tmp_path):
    white = fake(LONG_LIFE_WHITE, "--nonsense-at", "3")
    status, _output, errors, out = play(tmp_path, fake(LONG_LIFE_BLACK), white, "chinese", "--size", "6")
    assert status == 1
    assert "nonsense" in errors and "banana" in errors
    moves = [n.move for n in read_file(out)[0].root.main_line() if n.move]
    assert len(moves) == 5 and ("W", "banana") not in moves


def test_katago_is_told_the_rules_and_asked_again_avoiding_the_refused_point(tmp_path):
    # A stand-in for KataGo: a program named katago, answering its commands.
    katago = tmp_path / "katago"
    katago.write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} {shlex.quote(str(FAKE))} --katago \"$@\"\n")
    katago.chmod(0o755)
    log = tmp_path / "black.log"
    black = shlex.join([str(katago), "--moves", LONG_LIFE_BLACK + " F6", "--log", str(log)])
    status, _output, errors, out = play(tmp_path, black, fake(LONG_LIFE_WHITE), "ing", "--size", "6")
    assert status == 0, errors
    commands = sent(log)
    rules = next(c for c in commands if c.startswith("kata-set-rules "))
    assert json.loads(rules.removeprefix("kata-set-rules ")) == {
        "hasButton": False, "friendlyPassOk": True, "ko": "SIMPLE", "suicide": True, "scoring": "AREA",
        "tax": "NONE", "whiteHandicapBonus": "N"}
    # komi after the rules, so that the rules' own komi does not stand
    assert commands.index(rules) < commands.index("komi 8")
    again = next(c for c in commands if c.startswith("kata-genmove_analyze"))
    assert again.startswith("kata-genmove_analyze b avoid b ") and "D1" in again.split()[4].split(",")
    refused = next(n for n in read_file(out)[0].root.main_line() if "tried D1" in n.comment)
    assert refused.move == ("B", "F6")


def test_without_restricted_genmove_the_referee_passes_for_the_engine(tmp_path):
    status, _output, errors, out = play(tmp_path, fake(LONG_LIFE_BLACK, "--no-restricted"), fake(LONG_LIFE_WHITE),
                                        "ing", "--size", "6")
    assert status == 0, errors
    refused = next(n for n in read_file(out)[0].root.main_line() if "tried D1" in n.comment)
    assert refused.move == ("B", None) and "passes" in refused.comment


def sent(log: Path) -> list[str]:
    """The commands an engine was sent, without their ids."""
    return [line.split(" ", 1)[1] for line in log.read_text().splitlines()]


def test_komi_goes_with_a_dot_and_black_s_engine_places_free_handicap_stones(tmp_path):
    black_log, white_log = tmp_path / "black.log", tmp_path / "white.log"
    black = fake("pass", "--handicap", "C3 G7", "--log", str(black_log))
    white = fake("pass", "--log", str(white_log))
    status, _output, errors, out = play(tmp_path, black, white, "chinese", "--size", "9", "--komi", "0.5",
                                        "--handicap", "2")
    assert status == 0, errors
    assert "komi 0.5" in sent(black_log) and "boardsize 9" in sent(black_log)
    assert "place_free_handicap 2" in sent(black_log)
    assert "set_free_handicap C3 G7" in sent(white_log)
    assert sorted(read_file(out)[0].root.black) == ["C3", "G7"]


def test_fixed_handicap_stones_go_where_the_ruleset_puts_them(tmp_path):
    white_log = tmp_path / "white.log"
    status, _output, errors, out = play(tmp_path, fake("pass"), fake("pass", "--log", str(white_log)), "japanese",
                                        "--size", "9", "--handicap", "2")
    assert status == 0, errors
    # The fake knows no fixed_handicap: the stones are set where gogui puts them.
    assert "fixed_handicap 2" in sent(white_log)
    assert "set_free_handicap " + " ".join(read_file(out)[0].root.black) in sent(white_log)


def test_bad_options_get_a_clear_message(tmp_path):
    for argv, words in ((["--black", "x", "--white", "y", "--ruleset", "nonsense"], "--ruleset"),
                        (["--black", "'unbalanced", "--white", "y"], "cannot read the command"),
                        (["--black", "x", "--white", "y", "--size", "40"], "--size"),
                        (["--black", "x", "--white", "y", "--sgf", str(tmp_path / "no" / "such.sgf")], "--sgf")):
        result = subprocess.run([sys.executable, "-m", "gogui.gtp.match", *argv], capture_output=True, text=True,
                                timeout=60)
        assert result.returncode == 2 and words in result.stderr


def test_an_engine_that_cannot_start_is_reported(tmp_path):
    status, _output, errors, _out = play(tmp_path, "no-such-engine-here --mode gtp", fake("pass"), "japanese",
                                         "--size", "9")
    assert status == 1 and "cannot start no-such-engine-here" in errors


GNUGO = which("gnugo")
PRESET_IDS = ["nz", "ing", "simplified-ing-nz", "simplified-chinese", "simplified-japanese-korean", "simplified-aga",
              "renaissance-area", "renaissance-territory", "japanese", "korean", "chinese", "aga", "tromp-taylor"]


@pytest.mark.skipif(GNUGO is None, reason="GNU Go is not installed")
@pytest.mark.parametrize("ruleset", PRESET_IDS)
def test_gnu_go_plays_gnu_go_to_a_result_that_replays(tmp_path, ruleset):
    gnugo = f"{shutil.which('gnugo') or GNUGO} --mode gtp --level 1"
    status, _output, errors, out = play(tmp_path, gnugo, gnugo, ruleset, "--size", "9")
    assert status == 0, errors
    assert replayed_result(out, ruleset) == read_file(out)[0].result
