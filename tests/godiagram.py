"""Go diagrams for tests: start a game from an ASCII board and play a sequence of moves."""

from __future__ import annotations

from gogui.engine import BLACK, WHITE, Board, Game, MoveOutcome, Ruleset, preset


def stones(diagram: str) -> tuple[int, list[str], list[str]]:
    """Size, black vertices and white vertices of a diagram (rows of X, O and '.', top row
    first; a header of column letters and leading row numbers are allowed)."""
    board = Board.from_ascii(diagram)
    black = [board.vertex(p) for p in board.points if board.color[p] == BLACK]
    white = [board.vertex(p) for p in board.points if board.color[p] == WHITE]
    return board.size, black, white


def game_from(diagram: str, rules: str | Ruleset, to_play: str = "B", **kwargs) -> Game:
    """A game whose start position is the diagram, with `to_play` to move."""
    size, black, white = stones(diagram)
    ruleset = preset(rules) if isinstance(rules, str) else rules
    return Game(ruleset, size, black=black, white=white, to_move=to_play, **kwargs)


def play(game: Game, moves: str) -> list[MoveOutcome]:
    """Play moves such as "D6 B5 pass F6" for the player to move; stop after the first illegal
    one or when the game stops or ends. Returns every outcome, the illegal one included."""
    outcomes = []
    for move in moves.split():
        outcome = game.pass_move() if move == "pass" else game.play(move)
        outcomes.append(outcome)
        if not outcome.legal or game.phase in ("stopped", "over"):
            break
    return outcomes


def verdict(game: Game, outcomes: list[MoveOutcome]) -> tuple:
    """A compact ruling: ("illegal", move number, reason), ("ended", move number, reason) or
    ("legal", moves played)."""
    last = outcomes[-1]
    if not last.legal:
        return ("illegal", last.number, last.reason)
    if game.ended is not None:
        return ("ended", game.ended[0], game.ended[1])
    return ("legal", len(outcomes))


def board_after(game: Game) -> str:
    """The board as rows of X/O/., top row first, one space between points."""
    return game.board.ascii()
