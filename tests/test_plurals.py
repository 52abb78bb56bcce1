"""Numbers agree with their nouns: "1 stone", "2 stones", never "stone(s)", in English and in Japanese."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from godiagram import game_from, play

from gogui import i18n
from gogui.cli import main
from gogui.engine import BLACK, WHITE, Board, count, preset

SOURCES = Path(__file__).resolve().parent.parent / "gogui"


def shown_strings(path: Path) -> list[tuple[int, str]]:
    """The string literals of a module that are not docstrings, with their lines."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


def test_no_text_of_the_program_writes_a_plural_as_s_in_brackets():
    found = [f"{path.relative_to(SOURCES.parent)}:{line}: {text!r}"
             for path in sorted(SOURCES.rglob("*.py")) for line, text in shown_strings(path) if "(s)" in text]
    assert found == []


def test_no_catalog_translates_a_plural_as_s_in_brackets():
    folder = SOURCES.parent / "resources" / "translations"
    for catalog in sorted(folder.glob("*.ts")):
        for (context, source), forms in i18n.read_catalog(catalog.read_bytes()).items():
            assert "(s)" not in source, (catalog.name, context, source)
            assert not any("(s)" in form for form in forms), (catalog.name, context, source)


# One black stone, or two, alone on a 5x5 board: every empty point is Black's area.
ONE_STONE = """
    A B C D E
  5 . . . . .
  4 . . . . .
  3 . . X . .
  2 . . . . .
  1 . . . . .
"""
TWO_STONES = ONE_STONE.replace("3 . . X . .", "3 . . X X .")


@pytest.mark.parametrize("diagram,words", [
    (ONE_STONE, "Black 25 (1 stone + 24 territory)"),
    (TWO_STONES, "Black 25 (2 stones + 23 territory)"),
])
def test_an_area_count_says_1_stone_and_2_stones(english, diagram, words):
    score = count(Board.from_ascii(diagram), preset("chinese"), komi=0)
    assert words in score.explanation


@pytest.mark.parametrize("diagram,words", [
    (ONE_STONE, "黒25（石1子 + 地24）"),
    (TWO_STONES, "黒25（石2子 + 地23）"),
])
def test_an_area_count_in_japanese_counts_stones_with_its_counter(japanese, diagram, words):
    score = count(Board.from_ascii(diagram), preset("chinese"), komi=0)
    assert words in score.explanation


# A dead White stone left unmarked in the corner of Black's area: the empty points between it and
# Black's stones touch both colours and count for nobody, one of them or two.
WALL = """
    A B C D E
  5 . . . . .
  4 . . . . .
  3 X X X X X
  2 X X X X X
  1 O . X . .
"""


@pytest.mark.parametrize("row,words", [
    ("1 O . X . .", "the 1 empty point beside both colours counts for nobody"),
    ("1 O . . X .", "the 2 empty points beside both colours count for nobody"),
])
def test_the_note_on_unmarked_dead_stones_agrees_with_its_number(english, row, words):
    board = Board.from_ascii(WALL.replace("1 O . X . .", row))
    score = count(board, preset("japanese"), komi=0)
    assert words in score.explanation


@pytest.mark.parametrize("row,words", [
    ("1 O . X . .", "両方の色の石に接する空点1か所"),
    ("1 O . . X .", "両方の色の石に接する空点2か所"),
])
def test_the_note_in_japanese(japanese, row, words):
    board = Board.from_ascii(WALL.replace("1 O . X . .", row))
    assert words in count(board, preset("japanese"), komi=0).explanation


def test_the_count_box_names_a_side_s_parts_in_words(english):
    game = game_from(ONE_STONE.replace("3 . . X . .", "3 X X X X X").replace("1 . . . . .", "1 . O . . ."),
                     "japanese", "B", komi=0)
    play(game, "pass pass")
    score = game.agree(["B1"]).score
    # Black: rows 4-5 (10 points) and rows 1-2 (10, White's dead B1 among them); White: nothing.
    assert score.parts_text(BLACK) == "20 points of territory, 1 dead stone"
    assert score.parts_text(WHITE) == "0"


def test_the_count_box_in_japanese(japanese):
    game = game_from(ONE_STONE.replace("3 . . X . .", "3 X X X X X").replace("1 . . . . .", "1 . O . . ."),
                     "japanese", "B", komi=0)
    play(game, "pass pass")
    assert game.agree(["B1"]).score.parts_text(BLACK) == "地20目、死に石1子"


# A game of one move, and of two, replayed by gogui-rules.
@pytest.mark.parametrize("moves,line", [
    (";B[cc]", "the 1 move is legal; White to play"),
    (";B[cc];W[dd]", "all 2 moves are legal; Black to play"),
])
def test_gogui_rules_says_1_move_and_2_moves(tmp_path, capsys, moves, line):
    path = tmp_path / "game.sgf"
    path.write_text(f"(;GM[1]FF[4]SZ[5]{moves})", encoding="utf-8")
    assert main([str(path), "--ruleset", "japanese"]) == 0
    assert f"  {line}\n" in capsys.readouterr().out


@pytest.mark.parametrize("moves,line", [
    (";B[cc]", "1手が合法。白番"),
    (";B[cc];W[dd]", "全2手が合法。黒番"),
])
def test_gogui_rules_in_japanese_says_how_many_moves(tmp_path, capsys, english, moves, line):
    path = tmp_path / "game.sgf"
    path.write_text(f"(;GM[1]FF[4]SZ[5]{moves})", encoding="utf-8")
    assert main([str(path), "--ruleset", "japanese", "--lang", "ja"]) == 0
    assert f"  {line}\n" in capsys.readouterr().out


def test_the_threefold_ruling_counts_the_captured_stones(english):
    from gogui.diagrams import load, rule_line

    diagram = load("triple-ko")
    result = rule_line(diagram, diagram.lines[0], "renaissance-area").result
    assert "Black captured 6 stones and White 6 stones" in result.explanation
