"""The diagram library: every diagram, every line, every preset is ruled as the file documents."""

from __future__ import annotations

from pathlib import Path

import pytest
from diagram_checks import copied_runs, nodes_without_comment, ruling_mismatches, setup_board, strings_without_liberties

from gogui import diagrams
from gogui.diagrams import Ruling, load, rule_line, rulings_markdown
from gogui.engine import BLACK, PRESETS, WHITE, Board, Game, preset
from gogui.sgf import SgfError

REQUIRED = ("triple-ko", "moonshine-life", "double-ko-seki", "bent-four")
LINES = [(d.id, index) for d in diagrams.all_diagrams() for index in range(len(d.lines))]


def test_the_library_holds_the_required_diagrams():
    ids = diagrams.diagram_ids()
    for required in REQUIRED:
        assert required in ids
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("diagram_id,line_index", LINES)
def test_engine_rules_every_line_as_documented(diagram_id, line_index):
    diagram = load(diagram_id)
    line = diagram.lines[line_index]
    assert set(line.rulings) == set(PRESETS), f"{line.name}: every preset needs a documented ruling"
    assert not ruling_mismatches(diagram, line)


@pytest.mark.parametrize("diagram_id", diagrams.diagram_ids())
def test_each_diagram_is_documented_for_a_learner(diagram_id):
    diagram = load(diagram_id)
    assert diagram.title and diagram.source and diagram.summary
    assert len(diagram.comment) > 200, "the root comment says what the position shows and why"
    assert diagram.root.to_play in ("B", "W")
    assert not nodes_without_comment(diagram), "every node has a comment"


@pytest.mark.parametrize("diagram_id", diagrams.diagram_ids())
def test_setup_positions_are_legal(diagram_id):
    """No string of the setup position is without liberties (a wrong diagram would be)."""
    diagram = load(diagram_id)
    assert not strings_without_liberties(diagram)


def test_triple_ko_cycle_returns_to_the_start():
    """The cycle really recurs: after six moves the board is the setup board again."""
    diagram = load("triple-ko")
    ruled = rule_line(diagram, diagram.lines[0], "japanese")
    game = ruled.replay.game
    assert ruled.ruling == Ruling("ended", 12, "no-result", "no-result")
    assert [o.vertex for o in ruled.replay.moves[:6]] == ["D6", "B5", "F6", "D5", "B6", "F5"]
    assert all(len(o.captures) == 1 for o in ruled.replay.moves)
    assert game.board.rows() == setup_board(diagram).rows()


def test_bent_four_is_dead_in_the_japanese_confirmation_but_alive_under_tromp_taylor():
    diagram = load("bent-four")
    japanese = rule_line(diagram, diagram.lines[0], "japanese").ruling
    assert japanese.verdict == "counted" and "A16" in japanese.dead and "B19" not in japanese.dead
    tromp_taylor = rule_line(diagram, diagram.lines[0], "tromp-taylor").ruling
    assert (tromp_taylor.verdict, tromp_taylor.number, tromp_taylor.dead) == ("ended", 2, ())


def test_a_ko_threat_saves_bent_four_except_in_japan_and_korea():
    diagram = load("bent-four")
    threat = next(line for line in diagram.lines if "threat" in line.name)
    assert rule_line(diagram, threat, "chinese").ruling.result.startswith("W+")
    japanese = rule_line(diagram, threat, "japanese").ruling
    assert (japanese.verdict, japanese.reason) == ("illegal", "ko")


# ----- Bent four: a ko threat worth more than the corner (Ing's SST, part 5) --------------------------------------

SEKI_LOWER_LEFT = """
 4 O O O O O O O O
 3 X X X X X X X O
 2 X X X O O O X O
 1 . X . O . O X O
"""  # A-H, rows 4-1 of the variation's setup: the marked group (X) and White's D1-F2 share C1


def _seki_variation(diagram):
    return next(line for line in diagram.lines if line.name == "A ko threat worth more than the corner")


def test_the_seki_gives_white_a_ko_threat_black_cannot_remove():
    diagram = load("bent-four")
    setup = _seki_variation(diagram).nodes[1]  # the variation's first node adds the seki
    root = diagram.root
    game = Game(preset("chinese"), 19, black=root.black + setup.black, white=root.white + setup.white,
                to_move="B")
    board = game.board
    rows = [row[:8] for row in board.rows()[15:]]
    assert rows == ["".join(r.split()[1:]) for r in SEKI_LOWER_LEFT.strip().splitlines()]
    libs = lambda v: sorted(board.vertex(q) for q in board.string_liberties(board.point(v)))  # noqa: E731
    assert len(board.string_stones(board.point("A3"))) == 13 and libs("A3") == ["A1", "C1"]
    assert len(board.string_stones(board.point("D2"))) == 5 and libs("D2") == ["C1", "E1"]
    # Black cannot remove the threat: E1 is suicide, and C1 lets White capture the marked group at A1.
    assert game.check("E1").reason == "suicide"
    assert game.play("C1").legal and len(game.play("A1").captures) == 14  # 13 marked stones and C1


def test_black_does_better_to_answer_the_threat_and_let_the_corner_live():
    """Answering (E1 takes six, White retakes the ko and lives):
      area   Black 9 + (14 stones + 7 points) = 30, White (14 + 2) + 11 = 27 -> B+3
      Renaissance B territory: Black 7 + 7 prisoners = 14, White 2 + 6 = 8 -> B+6
    Killing the corner (White takes the thirteen marked stones at A1):
      area   Black 25, White 18 stones + 14 points = 32 -> W+7
      Renaissance B territory: Black 13 + 13 = 26, White 14 + 17 = 31 -> W+5"""
    diagram = load("bent-four")
    answer = _seki_variation(diagram)
    kill = next(line for line in diagram.lines if line.name == "Black ignores the threat and kills the corner")
    threat, reply = rule_line(diagram, answer, "chinese").replay.moves[9:11]
    assert (threat.vertex, reply.vertex, len(reply.captures)) == ("C1", "E1", 6)
    assert rule_line(diagram, answer, "chinese").ruling.result == "B+3"
    assert rule_line(diagram, kill, "chinese").ruling.result == "W+7"
    assert rule_line(diagram, answer, "renaissance-territory").ruling.result == "B+6"
    assert rule_line(diagram, kill, "renaissance-territory").ruling.result == "W+5"
    # In the Japanese confirmation play the threat cannot help: White may not retake the ko.
    assert rule_line(diagram, answer, "japanese").ruling == Ruling("illegal", 12, "ko")


# ----- Bent four: a capturing race decides the corner (Ing's SST, part 5) ------------------------------------------

RACE_NAME = "Whoever moves first wins the race"
RACE_UPPER_RIGHT = """
19 X X O X O . X .
18 X . O X O O O X
17 X X O X O O O .
16 X . O X . . O O
15 X X O X X X X X
14 . X O O O O O O
13 . X X X X X X X
"""  # M-T, rows 19-13 of the race's setup: X Black, O White (mirrored bent-four corner at T19)


def _race(diagram, name=RACE_NAME):
    return next(line for line in diagram.lines if line.name == name)


def _race_board(diagram):
    setup = _race(diagram).nodes[1]
    root = diagram.root
    board = Board(19)
    board.set_points([(board.point(v), BLACK) for v in root.black + setup.black]
                     + [(board.point(v), WHITE) for v in root.white + setup.white])
    return board


def _race_winners(board, local, corner, wall, suicide):
    """Exhaustive search: moves on the local points or a pass, basic ko, two passes end the
    game with nobody winning. Black wins by capturing a stone of the corner, White by capturing
    a stone of the wall. Returns, for Black to move first and for White to move first, the side
    that can force its capture (or None). Each winner's states are found backwards from the
    captures (an attractor), so endless cycles of ko and passes are a win for nobody."""
    keys, succ, index, todo = [], [], {}, []

    def state(color, mover, ko, passed):
        key = (bytes(color), mover, ko, passed)
        if key not in index:
            index[key] = len(keys)
            keys.append(key)
            succ.append(None)
            todo.append(index[key])
        return index[key]

    starts = [state(board.color, BLACK, 0, False), state(board.color, WHITE, 0, False)]
    while todo:
        s = todo.pop()
        color, mover, ko, passed = keys[s]
        out = []
        for p in local:
            if p == ko or color[p] != 0:
                continue
            board.color = list(color)
            captured, suicided = board.play(p, mover)
            if suicided and (len(suicided) == 1 or not suicide):
                continue
            if mover == BLACK and set(captured) & corner:
                out.append("B")
            elif mover == WHITE and set(captured) & wall:
                out.append("W")
            elif set(suicided) & (wall | corner):
                out.append("W" if mover == BLACK else "B")
            else:
                stones, liberties = board.string(p)
                new_ko = captured[0] if len(captured) == 1 and stones == [p] and liberties == {captured[0]} else 0
                out.append(state(board.color, 3 - mover, new_ko, False))
        out.append("-" if passed else state(color, 3 - mover, 0, True))
        succ[s] = out
    preds = [[] for _ in keys]
    for s, out in enumerate(succ):
        for o in out:
            if isinstance(o, int):
                preds[o].append(s)
    winners = [None, None]
    for winner, colour in (("B", BLACK), ("W", WHITE)):
        won = [False] * len(keys)
        left = [sum(1 for o in out if o != winner) for out in succ]  # the mover's moves not yet winning
        queue = [s for s, out in enumerate(succ)
                 if (winner in out if keys[s][1] == colour else left[s] == 0)]
        for s in queue:
            won[s] = True
        while queue:
            t = queue.pop()
            for s in preds[t]:
                if won[s]:
                    continue
                left[s] -= 1
                if keys[s][1] == colour or left[s] == 0:
                    won[s] = True
                    queue.append(s)
        for i, start in enumerate(starts):
            if won[start]:
                winners[i] = winner
    return winners


def test_the_race_position_and_its_liberties():
    diagram = load("bent-four")
    board = _race_board(diagram)
    rows = [row[11:] for row in board.rows()[:7]]
    assert rows == ["".join(r.split()[1:]) for r in RACE_UPPER_RIGHT.strip().splitlines()]
    libs = lambda v: sorted(board.vertex(q) for q in board.string_liberties(board.point(v)))  # noqa: E731
    # Black's wall (nine stones) has two liberties, both shared with White's corner.
    assert len(board.string_stones(board.point("P19"))) == 9 and libs("P19") == ["Q16", "R16"]
    # White's ring (eleven stones) has two liberties, against Black's outer stones.
    assert len(board.string_stones(board.point("O19"))) == 11 and libs("O19") == ["N16", "N18"]
    # The corner: the main line's bent four plus the two liberties it shares with the wall.
    assert len(board.string_stones(board.point("Q19"))) == 9 and libs("Q19") == ["Q16", "R16", "R19", "T17"]


@pytest.mark.parametrize("suicide", [False, True])
def test_whoever_moves_first_wins_the_race(suicide):
    """Two liberties each: the side to move fills first and wins. Local points: the corner's
    5 x 5 and the ring's two liberties (the ring's and the wall's own points become empty only
    when one of them has been captured, and then the game is decided: a wall with a dozen
    liberties cannot be threatened in the few moves the ko takes). With multi-stone suicide
    allowed (Ing, New Zealand) the answer is the same."""
    diagram = load("bent-four")
    board = _race_board(diagram)
    local = [board.point(f"{c}{r}") for c in "PQRST" for r in range(15, 20)] + [board.point("N18"),
                                                                             board.point("N16")]
    corner = set(board.string_stones(board.point("Q19")))
    wall = set(board.string_stones(board.point("P19")))
    assert _race_winners(board.copy(), local, corner, wall, suicide) == ["B", "W"]


def test_the_race_lines_capture_what_the_search_says():
    """Black first: N18, White Q16, N16 takes the ring (11); later R19 takes the corner (11).
      area   Black 42 stones + 39 points = 81, White 0 -> B+81
      Japanese territory: Black 39 points + 23 prisoners + 11 dead (upper left) = 73,
                          White 4 prisoners (the throw-in) -> B+69
    White first: Q16, Black N18, R16 takes the wall (9); S19 and T18 are dead.
      area   Black 29 stones + 16 points = 45, White 22 stones + 14 points = 36 -> B+9
      Japanese territory: Black 16 + 11 dead = 27, White 14 + 9 prisoners + 2 dead = 25 -> B+2"""
    diagram = load("bent-four")
    black_first, white_first = _race(diagram), _race(diagram, "White moves first")
    moves = rule_line(diagram, black_first, "chinese").replay.moves
    assert (moves[2].vertex, len(moves[2].captures)) == ("N16", 11)
    assert (moves[14].vertex, len(moves[14].captures)) == ("R19", 11)
    moves = rule_line(diagram, white_first, "chinese").replay.moves
    assert (moves[0].color, moves[2].vertex, len(moves[2].captures)) == (WHITE, "R16", 9)
    assert rule_line(diagram, black_first, "chinese").ruling.result == "B+81"
    assert rule_line(diagram, black_first, "japanese").ruling.result == "B+69"
    assert rule_line(diagram, white_first, "chinese").ruling.result == "B+9"
    assert rule_line(diagram, white_first, "japanese").ruling.result == "B+2"


def test_ing_counting_examples_give_the_sst_margins():
    for diagram_id, margin in (("ing-counting-even-game", "B+3"), ("ing-counting-two-stone-handicap", "B+9"),
                               ("ing-counting-three-stone-handicap", "B+8")):
        diagram = load(diagram_id)
        ruled = rule_line(diagram, diagram.lines[0], "ing")
        assert ruled.ruling.result == margin
        assert "Ing count" in ruled.explanation


def test_ruling_text_round_trips():
    for text in ("illegal 6 positional-superko", "ended 12 repetition draw",
                 "counted 13 confirmation B+3.5 dead=A1,B2", "legal 5 -"):
        assert Ruling.parse(text).text() == text
    with pytest.raises(ValueError):
        Ruling.parse("maybe 3 ko")


def test_unknown_diagram_names_the_library():
    with pytest.raises(KeyError, match="triple-ko"):
        load("no-such-diagram")


def test_a_malformed_ruling_is_reported_with_the_file(tmp_path: Path):
    bad = tmp_path / "bad.sgf"
    bad.write_text("(;GM[1]FF[4]SZ[5]GN[Bad]THEME[counting]RULING[nowhere:illegal 1 ko]PL[B];B[aa])",
                   encoding="utf-8")
    with pytest.raises(SgfError, match="unknown preset 'nowhere'"):
        diagrams.load_path(bad)


def test_a_diagram_without_a_known_theme_is_reported_with_the_themes(tmp_path: Path):
    bad = tmp_path / "bad.sgf"
    bad.write_text("(;GM[1]FF[4]SZ[5]GN[Bad]THEME[openings]PL[B];B[aa])", encoding="utf-8")
    with pytest.raises(SgfError, match="THEME must be one of cycles-and-ko, counting, ing"):
        diagrams.load_path(bad)


def test_the_library_lists_its_themes_in_order_each_diagram_once():
    sections = diagrams.by_theme()
    assert [title for title, _ in sections][:1] == ["Cycles and ko"]
    listed = [d.id for _, members in sections for d in members]
    assert listed == diagrams.diagram_ids()
    assert {d.id for _, members in sections for d in members if d.theme == "ing"} >= {
        "ing-counting-even-game", "ing-counting-two-stone-handicap", "ing-counting-three-stone-handicap"}


def test_the_rulings_page_is_up_to_date():
    page = Path(__file__).resolve().parent.parent / "docs" / "rulings.md"
    assert page.read_text(encoding="utf-8") == rulings_markdown() + "\n", \
        "docs/rulings.md is stale: run python scripts/rulings_page.py"


def test_cli_lists_the_library(capsys):
    from gogui.cli import main

    assert main(["--list-diagrams"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert [row.split()[0] for row in listed] == diagrams.diagram_ids()
    assert "[Ing's rules]" in next(row for row in listed if row.startswith("ing-counting-even-game"))


def test_cli_replays_a_diagram_under_chosen_rulesets(capsys):
    from gogui.cli import main

    assert main(["--diagram", "triple-ko", "--ruleset", "japanese", "--ruleset", "aga"]) == 0
    out = capsys.readouterr().out
    assert "Japanese 1989 [japanese]: ended at move 12: no result" in out
    assert "AGA [aga]: illegal at move 6 (situational superko)" in out


def test_cli_unknown_diagram_is_one_clear_error(capsys):
    from gogui.cli import main

    assert main(["--diagram", "no-such"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no diagram 'no-such'" in err


def test_sending_three_returning_one_cycle_mechanics():
    """White's capture at A1 takes exactly three stones, Black's return at B1 exactly one, and each
    round ends on the start board; under basic ko all three rounds are legal."""
    diagram = load("sending-three-returning-one")
    ruled = rule_line(diagram, diagram.lines[0], "japanese")
    moves = ruled.replay.moves
    assert len(moves) == 18
    for round_start in (0, 6, 12):
        capture, answer = moves[round_start + 3], moves[round_start + 4]
        assert (capture.vertex, sorted(capture.captures)) == ("A1", ["B1", "C1", "D1"])
        assert (answer.vertex, answer.captures) == ("B1", ["A1"])
    assert ruled.replay.game.board.rows() == setup_board(diagram).rows()
    assert ruled.replay.game.prisoners == {BLACK: 3, WHITE: 9}  # stones each side has captured


def test_diagram_texts_are_in_our_own_words():
    """No run of six words of a comment, summary or line name is copied from a seed text; a
    quoted term and the sources' names (title, SO) may be."""
    copied = [(diagram.id, run) for diagram in diagrams.all_diagrams() for run in copied_runs(diagram)]
    assert not copied


BROKEN_FILES = {
    "truncated": b"(;GM[1]FF[4]SZ[9]THEME[counting];B[ee",
    "unknown-theme": b"(;GM[1]FF[4]SZ[9]GN[Nowhere]THEME[nowhere];B[ee])",
}


def library_with_a_broken_file(tmp_path: Path, content: bytes) -> Path:
    """A copy of the library with one malformed file added to it."""
    folder = tmp_path / "library"
    folder.mkdir()
    for path in diagrams.LIBRARY_DIR.glob("*.sgf"):
        (folder / path.name).write_bytes(path.read_bytes())
    (folder / "broken-diagram.sgf").write_bytes(content)
    return folder


@pytest.mark.parametrize("content", BROKEN_FILES.values(), ids=BROKEN_FILES.keys())
def test_a_malformed_library_file_is_named_and_every_other_diagram_loads(tmp_path, monkeypatch, content):
    folder = library_with_a_broken_file(tmp_path, content)
    monkeypatch.setattr(diagrams, "LIBRARY_DIR", folder)
    ids = diagrams.diagram_ids()
    assert "triple-ko" in ids and "broken-diagram" not in ids
    assert len(ids) == len(list(folder.glob("*.sgf"))) - 1  # every other file of the library
    [problem] = diagrams.library_problems()
    assert problem.path.name == "broken-diagram.sgf"
    assert "broken-diagram.sgf" in problem.text() and problem.reason
    assert [title for title, _ in diagrams.by_theme()] == list(diagrams.THEMES.values())
    with pytest.raises(SgfError):
        diagrams.load("broken-diagram")


def test_the_library_folder_can_be_chosen_with_an_environment_variable(tmp_path):
    import os
    import subprocess
    import sys

    folder = library_with_a_broken_file(tmp_path, BROKEN_FILES["truncated"])
    code = "from gogui import diagrams; print(diagrams.LIBRARY_DIR, len(diagrams.diagram_ids()))"
    done = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, GOGUI_DIAGRAMS=str(folder)),
                          capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.split() == [str(folder), str(len(list(folder.glob("*.sgf"))) - 1)]
