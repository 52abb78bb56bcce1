"""The game's own words: names of moves and positions, and why the game refuses a play.

Every text is made in the chosen language (gogui.i18n) when it is asked for, never on play()'s
path: each sentence is one template with named placeholders, so that each language orders it."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, cast

from ..i18n import QT_TRANSLATE_NOOP, translate
from .board import BLACK, COLOR_NAMES, WHITE
from .rules import ruleset_title

if TYPE_CHECKING:
    from .game import Game

# The colours as a sentence names them (translated in the context "Colour").
_COLOURS = {BLACK: QT_TRANSLATE_NOOP("Colour", "Black"), WHITE: QT_TRANSLATE_NOOP("Colour", "White")}
assert all(_COLOURS[c] == COLOR_NAMES[c] for c in (BLACK, WHITE))


def colour_name(c: int) -> str:
    """"Black" or "White" in the chosen language, for a placeholder of a sentence."""
    return translate("Colour", _COLOURS[c])


def sentences(*texts: str) -> str:
    """Sentences one after the other, "First. Second.": a space between them in English, as the
    language joins sentences in others."""
    out = texts[0]
    for text in texts[1:]:
        out = translate("Sentences", "{sentence} {next}").format(sentence=out, next=text)
    return out


def listed(points: Iterable[str]) -> str:
    """Points (or points with a note each) one after the other, "D1, F2", as the language
    separates the items of a list (Japanese and Chinese: "D1、F2")."""
    return translate("Move", ", ").join(points)


def vertex_or_pass(game: Game, p: int | None) -> str:
    """A point as a vertex such as "D4", or "pass" (translated) for None."""
    return translate("Move", "pass") if p is None else game.board.vertex(p)


def move_label(game: Game, index: int) -> str:
    """"Black D4" or "White pass" for the move that made position `index` of the game."""
    pos = game._positions[index]
    if pos.point is None:
        return translate("Move", "{colour} pass").format(colour=colour_name(pos.mover))
    return translate("Move", "{colour} {point}").format(colour=colour_name(pos.mover),
                                                         point=game.board.vertex(pos.point))


def position_label(game: Game, index: int) -> str:
    """The position at `index` of the game as an explanation names it."""
    pos = game._positions[index]
    if pos.kind == "start":
        return translate("Position", "the starting position")
    if pos.kind == "setup":
        if pos.number == 0:  # a variation that changes the stones before its first move
            return translate("Position", "the position set up before the first move")
        return translate("Position", "the position set up after move {number}").format(number=pos.number)
    return translate("Position", "the position after move {number} ({move})").format(
        number=pos.number, move=move_label(game, index))


def ruleset_name(game: Game) -> str:
    """The game's ruleset by name, in the chosen language (the windows' names of the rulesets,
    a custom ruleset's with its spec)."""
    return ruleset_title(game.ruleset)


def illegal_text(game: Game, p: int | None, c: int, reason: str, detail: object) -> str:
    """Why the game refuses a play by c at p (None: a pass): the phase, an occupied point and
    suicide in the game's words, any other reason in its ko rule's (KoRule.explain)."""
    where = vertex_or_pass(game, p)
    if reason == "game-over":
        if game.phase == "over" and game.result is not None:
            return translate("Illegal", "The game is over: {result}").format(result=game.result.explanation)
        n = game.ended[0] if game.ended else game.move_number
        if not game.ruleset.settles_by_hypothetical_play:
            text = translate("Illegal", "Play stopped with the successive passes ending at move {number}; "
                             "the players now agree on dead stones, or resume play if they disagree.")
        elif game.ruleset.disputes == "confirmation":
            text = translate("Illegal", "Play stopped with the successive passes ending at move {number}; "
                             "the players now agree on dead stones, or settle a disagreement by a "
                             "confirmation play, which is not kept.")
        else:
            text = translate("Illegal", "Play stopped with the successive passes ending at move {number}; "
                             "the players now agree on dead stones, or settle a disagreement by "
                             "hypothetical play, which is not kept.")
        return text.format(number=n)
    if reason == "occupied":
        if cast(int, detail) == BLACK:
            return translate("Illegal", "{point} is already occupied by a black stone.").format(point=where)
        return translate("Illegal", "{point} is already occupied by a white stone.").format(point=where)
    if reason == "suicide":
        return translate("Illegal", "{colour} {point} would leave its own string without liberties and "
                         "capture nothing: suicide is forbidden under {ruleset}.").format(
            colour=colour_name(c), point=where, ruleset=ruleset_name(game))
    return game._ko_rule.explain(reason, detail, c, where)


def suicide_as_pass_text(game: Game, c: int, p: int) -> str:
    """A one-stone suicide that the ruleset counts as a pass (Ing's SST rules)."""
    return translate("Illegal", "{colour} {point} would capture only itself: under {ruleset} a one-stone "
                     "suicide counts as a pass.").format(colour=colour_name(c), point=game.board.vertex(p),
                                                          ruleset=ruleset_name(game))


def no_resumption_text(game: Game) -> str:
    """Why play does not resume after a disagreement: under this ruleset a play that is not kept
    settles it (Japanese/Korean confirmation, or the simplified texts' hypothetical play)."""
    if game.ruleset.disputes == "confirmation":
        text = translate("Game", "under {ruleset} a disagreement is settled by a confirmation play that "
                         "is not kept: use confirmation()")
    else:
        text = translate("Game", "under {ruleset} a disagreement is settled by a hypothetical play that "
                         "is not kept: use confirmation()")
    return text.format(ruleset=ruleset_name(game))
