"""Ing SST 6B, "What kind of ko am I?", the first position: an external ko is not a balanced one.

The SST text contrasts two positions. In the second, all three kos lie between the two locked
groups and each side has two internal liberties: balanced, seki (diagrams/what-kind-of-ko.sgf).
In the first, one of White's two kos is external (it lies against a different, living Black
group), so White has only one internal liberty: the text rules White dead under every ruleset.
Under Ing's rules White may answer Black's capture of the external ko by retaking inside (at
"A") once only; after that White may not take there again and is captured.

The engine counts only internal liberties when it judges balance (a liberty at a ko whose ko
stone sits in the mouth of a third group is external), so the first position is an unbalanced
double ko beside an external fighting ko. Black's capture of the external ko begins no cycle;
White's answer at A, taking an internal ko instead of finding a ko threat, does: the round is
White's one disturbance, and the ring dies.
"""

from __future__ import annotations

from godiagram import game_from, play, verdict

# The balanced position of diagrams/what-kind-of-ko.sgf with its left ko moved outside: White's
# B4 sits in the mouth of Black's living wall (A4-H2), not of Black's top group. White's ring
# has two liberties, B5 (the external ko's point) and F6 (its internal ko's point); Black's top
# group has D7 (its ko point) and the eye H8. The internal kos D6/D7 and F7/F6 with Black's eye
# are the unbalanced double ko of the SST text.
EXTERNAL_KO = """
    A B C D E F G H
  8 X X X X X X X .
  7 X X X . X O X X
  6 O O O X O . O O
  5 O . O O O O O O
  4 X O X X X X X X
  3 X X X X X X X X
  2 X X X X X X X X
  1 . . . . . . . .
"""
# Black 1 takes the external ko (B5); White answers inside at A = D7 (capturing D6); Black takes
# F6; White retakes the external ko (B4); Black retakes D6; White retakes F7: the start again.
ROUND = "B5 D7 F6 B4 D6 F7"


def _libs(game, vertex):
    board = game.board
    return sorted(board.vertex(p) for p in board.string_liberties(board.point(vertex)))


def test_white_has_one_internal_liberty_and_one_external_ko():
    game = game_from(EXTERNAL_KO, "ing", "B")
    board = game.board
    assert _libs(game, "A6") == ["B5", "F6"]  # White's ring
    assert _libs(game, "A8") == ["D7", "H8"]  # Black's top group
    ring = set(board.string_stones(board.point("A6")))
    top = set(board.string_stones(board.point("A8")))
    wall = set(board.string_stones(board.point("A4")))
    # Each of White's liberties is the point where Black takes a White ko stone; the ko is
    # internal when that stone sits in the mouth of Black's top group, external when it sits in
    # the mouth of another Black group.
    held_by = {}
    for v in _libs(game, "A6"):
        (ko_stone,) = [n for n in board.neighbours(board.point(v)) if board.get(n) == 2 and n not in ring]
        mouth = {n for n in board.neighbours(ko_stone) if board.get(n) == 1}
        held_by[v] = "top" if mouth <= top else "wall" if mouth <= wall else "?"
    assert held_by == {"B5": "wall", "F6": "top"}
    internal = [v for v, holder in held_by.items() if holder == "top"]
    assert internal == ["F6"]  # White's one internal liberty


def test_superko_refuses_white_s_return_and_black_then_captures():
    game = game_from(EXTERNAL_KO, "chinese", "B")
    outcomes = play(game, ROUND)
    assert verdict(game, outcomes) == ("illegal", 6, "positional-superko")
    assert _libs(game, "A6") == ["B5"]  # White is in atari and its only answer is refused
    assert game.pass_move().legal
    capture = game.play("B5")
    assert capture.legal and "A6" in capture.captures and len(capture.captures) == 14  # ring + B4


def test_ing_lets_white_retake_inside_only_once_and_white_dies():
    """SST 6B: White may answer Black's capture of the external ko by retaking at A (D7) once
    only; then White cannot stop the capture. The engine instead refuses Black's second B5."""
    game = game_from(EXTERNAL_KO, "ing", "B")
    outcomes = play(game, ROUND)
    assert all(o.legal for o in outcomes)
    again = game.check("B5")
    assert again.legal, again.explanation  # fails: the engine names Black the disturber
    game.play("B5")
    assert _libs(game, "A6") == ["F6"]  # White in atari; its only answer is to retake at A
    assert game.check("D7").reason == "disturbing"  # White's second answer at A
    assert game.pass_move().legal
    assert "A6" in game.play("F6").captures  # the ring is captured


def test_a_refusal_names_a_position_set_up_before_any_move_as_such():
    game = game_from(EXTERNAL_KO, "chinese", "B")
    game.setup(["H1"], to_move="B")  # a variation's setup node before its first move
    refused = play(game, ROUND)[-1]
    assert "the position set up before the first move" in refused.explanation
