"""Ing's disturbing rule (SST 6B): a balanced double or quadruple ko stays seki, whoever attacks."""

from __future__ import annotations

import pytest
from godiagram import game_from, play

# A balanced double ko on the lower edge of a 6x6 board. Black's lower group has two liberties,
# D2 and F2; White's middle group has two, B3 and F2; F2 is shared. White's B2 sits in Black's
# mouth (Black takes it at B3) and Black's D3 in White's (White takes it at D2). Whoever takes a
# ko puts the other in atari at F2, and the other answers by taking the other ko.
DOUBLE_KO = """
    A B C D E F
  6 . . . . . .
  5 X X X X X X
  4 O O O O O O
  3 O . O X O O
  2 X O X . X .
  1 X X X X X X
"""
DOUBLE_KO_POINTS = ("B2", "B3", "D2", "D3", "F2")

# A balanced quadruple ko on the left edge of 9x9: Black's edge group has liberties B6 and B8,
# White's group C1-D9 has C2 and C4. White's B2 and B4 sit in Black's mouth (taken at C2, C4),
# Black's C6 and C8 in White's (taken at B6, B8).
QUADRUPLE_KO = """
    A B C D E F G H J
  9 X X O O X . . . .
  8 X . X O X . . . .
  7 X X O O X . . . .
  6 X . X O X . . . .
  5 X X O O X . . . .
  4 X O . O X . . . .
  3 X X O O X . . . .
  2 X O . O X . . . .
  1 X X O O X . . . .
"""
QUADRUPLE_KO_POINTS = ("B2", "C2", "B4", "C4", "B6", "C6", "B8", "C8")


def test_an_answer_in_a_balanced_double_ko_is_never_disturbing():
    """Black attacks (B3 takes B2, White in atari), White answers in the other ko (D2), Black
    waits, White attacks (B2), Black answers (D3) and White passes: the start has come round
    once. Two passes adjourn the game and play resumes. White attacks at D2, putting Black in
    atari at F2; Black's only answer, taking the other ko at B3, must stay legal: the attacker
    disturbs, not the player who answers the atari."""
    game = game_from(DOUBLE_KO, "ing", "B")
    assert all(o.legal for o in play(game, "B3 D2 pass B2 D3 pass pass"))
    assert game.phase == "stopped"
    game.resume()
    attack = game.play("D2")
    assert attack.legal and attack.captures == ["D3"]
    answer = game.check("B3")
    assert answer.legal, answer.explanation
    assert game.play("B3").captures == ["B2"]


def _threat(game, points) -> bool:
    """Whether the player not to move could now capture a locked group (more than one stone)."""
    other = 3 - game.to_move
    for v in points:
        if game.board.get(game.point(v)) == 0:
            outcome = game.check(v, other)
            if outcome.legal and len(outcome.captured) > 1:
                return True
    return False


def _captures(game, points) -> list[str]:
    """The legal plays at these points that capture something."""
    out = []
    for v in points:
        if game.board.get(game.point(v)) == 0:
            outcome = game.check(v)
            if outcome.legal and outcome.captured:
                out.append(v)
    return out


def _move(game, move: str) -> None:
    """Play a move; after a stop, play resumes (a dispute). Undo takes both back."""
    outcome = game.pass_move() if move == "pass" else game.play(move)
    assert outcome.legal, outcome.explanation
    if game.phase == "stopped":
        game.resume()


def _search(game, points, depth: int, line: list[str]) -> int:
    """Every line of captures and passes up to `depth` plies: whenever the player to move has a
    locked group in atari, some legal capture saves it. Returns the number of positions seen."""
    if _threat(game, points):
        answers = []
        for v in _captures(game, points):
            game.play(v)
            if not _threat(game, points):
                answers.append(v)
            game.undo()
        assert answers, f"after {' '.join(line) or 'the start'} the group in atari cannot be saved"
    if depth == 0:
        return 1
    seen = 1
    for move in _captures(game, points) + ["pass"]:
        _move(game, move)
        seen += _search(game, points, depth - 1, line + [move])
        game.undo()
    return seen


# Earlier cycles: none; one that Black set off; one that White set off; both, with adjournments.
DOUBLE_KO_HISTORIES = {
    "fresh": "",
    "black cycled": "B3 D2 pass B2 D3 pass",
    "white cycled": "pass D2 B3 pass D3 B2",
    "both cycled": "B3 D2 pass B2 D3 pass pass D2 B3",
    "adjourned": "B3 D2 pass pass B2 D3 pass pass",
}
QUADRUPLE_KO_HISTORIES = {
    "fresh": "",
    "black cycled": "C2 B6 C4 B8 C6 B2 C8 B4",
    "white cycled": "pass B6 C2 B8 C4 B2 C6 B4 C8",
    "adjourned": "C2 B6 pass pass",
}


@pytest.mark.parametrize("history", DOUBLE_KO_HISTORIES)
def test_no_line_of_flips_and_passes_captures_in_a_balanced_double_ko(history):
    game = game_from(DOUBLE_KO, "ing", "B")
    for move in DOUBLE_KO_HISTORIES[history].split():
        _move(game, move)
    assert _search(game, DOUBLE_KO_POINTS, 10, []) > 10  # at least the line of passes


@pytest.mark.parametrize("history", QUADRUPLE_KO_HISTORIES)
def test_no_line_of_flips_and_passes_captures_in_a_balanced_quadruple_ko(history):
    game = game_from(QUADRUPLE_KO, "ing", "B")
    for move in QUADRUPLE_KO_HISTORIES[history].split():
        _move(game, move)
    assert _search(game, QUADRUPLE_KO_POINTS, 10, []) > 10


# Long life on the upper edge of 6x6, colours swapped: White's group A4-F5 has two liberties,
# B6 and F6; Black's inner string C5-D5-E5-E6 has B6 and D6. White D6 sends two, Black B6
# captures them, White C6 takes B6-A6 back, Black throws in at A6: the start returns.
LONG_LIFE = """
    A B C D E F
  6 X . O . X .
  5 O O X X X O
  4 X O O O O O
  3 X X X X X X
  2 . . . . . .
  1 . . . . . .
"""


def test_a_long_life_cycle_through_an_adjournment_uses_up_the_sender_s_disturbance():
    """Ing: Black's B6 captures two and is hot, so White needs an intervening move; here both
    sides pass, which adjourns the game and leaves the board as it was. After play resumes,
    White takes two at C6 and Black's throw-in at A6 brings back the start: the cycle began
    with White's D6, so White has used up its one disturbance and may not send two again."""
    game = game_from(LONG_LIFE, "ing", "W")
    assert [o.legal for o in play(game, "D6 B6")] == [True, True]
    assert game.hot_stones() == ["A6", "B6"]
    assert game.check("C6").reason == "hot-stone"
    play(game, "pass pass")
    game.resume()
    closing = play(game, "C6 A6")
    assert "disturber-w" in closing[-1].events and game.disturbers() == ["W"]
    barred = game.check("D6")
    assert barred.reason == "disturbing"
    assert barred.explanation.startswith(
        "White has used up its one disturbance: the cycle that White D6 (move 1) began came "
        "round when Black A6 (move 6) brought back the starting position.")
