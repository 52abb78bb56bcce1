"""The game's own words: names of moves and positions, and why the game refuses a play."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from .board import COLOR_NAMES

if TYPE_CHECKING:
    from .game import Game


def move_label(game: Game, index: int) -> str:
    """"Black D4" or "White pass" for the move that made position `index` of the game."""
    pos = game._positions[index]
    where = "pass" if pos.point is None else game.board.vertex(pos.point)
    return f"{COLOR_NAMES[pos.mover]} {where}"


def position_label(game: Game, index: int) -> str:
    """The position at `index` of the game as an explanation names it."""
    pos = game._positions[index]
    if pos.kind == "start":
        return "the starting position"
    if pos.kind == "setup":
        if pos.number == 0:  # a variation that changes the stones before its first move
            return "the position set up before the first move"
        return f"the position set up after move {pos.number}"
    return f"the position after move {pos.number} ({move_label(game, index)})"


def illegal_text(game: Game, p: int | None, c: int, reason: str, detail: object) -> str:
    """Why the game refuses a play by c at p (None: a pass): the phase, an occupied point and
    suicide in the game's words, any other reason in its ko rule's (KoRule.explain)."""
    who = COLOR_NAMES[c]
    where = "pass" if p is None else game.board.vertex(p)
    if reason == "game-over":
        if game.phase == "over" and game.result is not None:
            return f"The game is over: {game.result.explanation}"
        n = game.ended[0] if game.ended else game.move_number
        return (f"Play stopped with the successive passes ending at move {n}; the players now "
                "agree on dead stones, or resume play if they disagree.")
    if reason == "occupied":
        return f"{where} is already occupied by a {COLOR_NAMES[cast(int, detail)].lower()} stone."
    if reason == "suicide":
        return (f"{who} {where} would leave its own string without liberties and capture nothing: "
                f"suicide is forbidden under {game.ruleset.name}.")
    return game._ko_rule.explain(reason, detail, c, where)


def suicide_as_pass_text(game: Game, c: int, p: int) -> str:
    """A one-stone suicide that the ruleset counts as a pass (Ing's SST rules)."""
    return (f"{COLOR_NAMES[c]} {game.board.vertex(p)} would capture only itself: under "
            f"{game.ruleset.name} a one-stone suicide counts as a pass.")
