"""Ing SST 6B: balance counts separate internal liberties only.

A ko is balanced when both locked groups have the same number of internal liberties, two or
more. A liberty is internal when the empty area it lies in is enclosed by the two locked groups
alone (their stones, and ko stones held only by them): an eye, a ko point whose ko stone sits in
the other group's mouth, a liberty the two groups share. A ko point whose ko stone sits in the
mouth of a third group (an external ko), or a liberty open to the rest of the board, is not.
"""

from __future__ import annotations

from godiagram import game_from, play
from test_ing_external_ko import EXTERNAL_KO, ROUND

from gogui.engine import ing

# "What kind of ko am I?", second position (diagrams/what-kind-of-ko.sgf): Black's top group
# has its ko point D7 and its eye H8; White's ring has two ko points, B6 and F6.
THREE_INTERNAL_KOS = """
    A B C D E F G H
  8 X X X X X X X .
  7 X O X . X O X X
  6 O . O X O . O O
  5 O O O O O O O O
  4 X X X X X X X X
  3 X X X X X X X X
  2 X X X X X X X X
  1 . . . . . . . .
"""

# A double ko in seki (diagrams/double-ko-seki.sgf) whose Black group has one more liberty, G4,
# a point on the edge that White's living group below also touches: an outside liberty.
DOUBLE_KO_WITH_OUTSIDE_LIBERTY = """
    A B C D E F G
  7 O O O O O O O
  6 O X O . O . O
  5 X . X O X X X
  4 X X X X X X .
  3 O O O O O O O
  2 . . . . . . .
  1 . . . . . . .
"""


def _capture(game, vertex):
    """Play a capture and classify it as Ing does."""
    outcome = game.play(vertex)
    assert outcome.legal, outcome.explanation
    board = game.board
    p = board.point(vertex)
    captured = [board.point(v) for v in outcome.captures]
    return ing.ko_capture(board, p, outcome.color, captured)


def _libs(game, vertex):
    board = game.board
    return sorted(board.vertex(p) for p in board.string_liberties(board.point(vertex)))


def test_an_eye_and_ko_points_between_the_groups_are_internal():
    game = game_from(THREE_INTERNAL_KOS, "ing", "B")
    kc = _capture(game, "F6")  # Black takes F7: White's B6, F6 against Black's D7 and eye H8
    assert kc is not None and kc.balanced_before and not kc.balanced_after
    assert not kc.rescue


def test_a_liberty_shared_by_the_two_groups_counts_for_both():
    game = game_from(DOUBLE_KO_WITH_OUTSIDE_LIBERTY, "ing", "B")
    assert _libs(game, "D7") == ["D6", "F6"]  # White: a ko point and the shared F6
    assert _libs(game, "A5") == ["B5", "F6", "G4"]  # Black: a ko point, F6 and the outside G4
    kc = _capture(game, "D6")  # Black takes D5
    assert kc is not None and kc.balanced_before  # two internal liberties each


def test_an_outside_liberty_does_not_count():
    """Counting every liberty, Black has three to White's two and the double ko would be a
    fighting ko; G4 is open to White's living group, so only B5 and F6 are internal."""
    game = game_from(DOUBLE_KO_WITH_OUTSIDE_LIBERTY, "ing", "W")
    kc = _capture(game, "B5")  # White takes B6: Black keeps F6 and the outside G4
    assert kc is not None and kc.balanced_before and not kc.balanced_after


def test_an_outside_liberty_leaves_the_double_ko_a_seki_under_ing():
    """The double ko is balanced, so Black's first capture is an attack and the round it sets
    off is Black's one disturbance; then Black may not attack again, White may attack once, and
    Black can always answer."""
    game = game_from(DOUBLE_KO_WITH_OUTSIDE_LIBERTY, "ing", "B")
    outcomes = play(game, "D6 B5 pass D5 B6 pass")
    assert [o.legal for o in outcomes] == [True] * 6
    assert outcomes[-1].events[-2:] == ("cycle", "disturber-b")  # the start, Black to play
    assert game.check("D6").reason == "disturbing"
    outcomes = play(game, "A2 B5 D6")  # Black plays elsewhere; White attacks; Black answers
    assert [o.legal for o in outcomes] == [True] * 3


def test_a_ko_held_by_a_third_group_is_external():
    """After B5 D7 F6 B4, White's ring has B5 and D6 and Black's top group F7 and H8: two each,
    but B5 is the point of a ko whose stone (B4) sits in the mouth of Black's wall, not of the
    top group. White has one internal liberty, so Black's D6 is no balanced attack."""
    game = game_from(EXTERNAL_KO, "ing", "B")
    assert all(o.legal for o in play(game, "B5 D7 F6 B4"))
    assert _libs(game, "A6") == ["B5", "D6"]
    assert _libs(game, "A8") == ["F7", "H8"]
    kc = _capture(game, "D6")
    assert kc is not None and not kc.balanced_before and not kc.balanced_after


def test_capturing_the_external_ko_is_a_plain_fighting_ko_capture():
    """Black's B5 takes a ko against its own living wall: a fighting ko, and no rescue (the wall
    is not in atari). White's answer at A (D7) is a rescue: the ring was in atari at F6."""
    game = game_from(EXTERNAL_KO, "ing", "B")
    kc = _capture(game, "B5")
    assert kc is not None and kc.fighting and not kc.rescue
    answer = _capture(game, "D7")
    assert answer is not None and answer.fighting and answer.rescue


def test_the_external_ko_fight_to_the_capture_of_white_s_ring():
    """The whole fight: the first round is White's disturbance, Black may take the external ko
    again, White may not answer at A a second time, and Black captures the ring."""
    game = game_from(EXTERNAL_KO, "ing", "B")
    outcomes = play(game, ROUND)
    assert [o.legal for o in outcomes] == [True] * 6
    assert outcomes[-1].events[-2:] == ("cycle", "disturber-w")
    assert game.disturbers() == ["W"]
    again = game.play("B5")
    assert again.legal, again.explanation
    refused = game.check("D7")
    assert refused.reason == "disturbing"
    assert "White D7 (move 2) began" in refused.explanation
    # White has nothing else: taking at F6 or B4 is not possible, so White passes.
    assert game.pass_move().legal
    capture = game.play("F6")
    assert capture.legal and len(capture.captures) == 14  # the ring and F7
    assert game.board.get(game.board.point("A6")) == 0
    assert game.disturbers() == ["W"]  # Black never disturbed


def test_white_may_not_start_the_round_over_with_its_own_external_retake():
    """After its round, White's other ways back into the cycle are refused too: once Black has
    taken the external ko again, White's answer at A would recreate a position of White's cycle."""
    game = game_from(EXTERNAL_KO, "ing", "B")
    play(game, ROUND)
    play(game, "B5")
    assert game.check("D7").explanation.startswith("White has used up its one disturbance")
