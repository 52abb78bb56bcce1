"""How play stops and how a stopped game goes on, by the ruleset's options.

The stop itself with the obligatory passes some rulesets add there, agreement on dead stones,
a dispute phase, and New Zealand's all-alive ending. Game's methods of the same names are the
public way in; these functions change the game they are given.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..i18n import QT_TRANSLATE_NOOP, translate
from .board import BLACK, COLOR_LETTERS, WHITE
from .records import Result, RulesError
from .rules import ruleset_title

if TYPE_CHECKING:
    from .game_protocol import GameProtocol


# How a game ends by passes, in words (context "Reason").
ENDING_WORDS = {"passes": QT_TRANSLATE_NOOP("Reason", "passes")}


def stop(game: GameProtocol, last_passer: int) -> list[str]:
    """Successive passes stopped play: the ruleset's end-of-phase provisions apply. Returns the
    events of the stop."""
    rules = game.ruleset
    events = []
    if rules.white_passes_last and last_passer == BLACK:
        # AGA: the phase ends with an extra pass by White if White did not pass last.
        if rules.hands_over_pass_stone(game.phase):
            game.pass_stones[BLACK] += 1
        game.to_move = BLACK
        events.append("white-extra-pass")
    if rules.equal_dispute_moves and game.phase == "dispute" and \
            game._phase_moves[BLACK] != game._phase_moves[WHITE]:
        # Renaissance B.9: equal numbers of moves in a dispute phase; the next player adds an
        # obligatory pass (which, as any pass there, hands over a prisoner).
        extra = game.to_move
        game.pass_stones[3 - extra] += 1
        game._phase_moves[extra] += 1
        game.to_move = 3 - extra
        events.append("extra-pass-" + COLOR_LETTERS[extra].lower())
    game.ended = (game.move_number, "passes")
    events.append("stop")
    if rules.removals == "none":
        game.phase = "over"
        game.result = Result.from_score(game.score(set(), all_alive=True))
        events.append("game-over")
    else:
        game.phase = "stopped"
    return events


def agree(game: GameProtocol, dead: Iterable[str | int], marked: bool = True) -> Result:
    """The players agree which stones are dead: the game is over and counted (see Game.agree)."""
    if game.phase != "stopped":
        raise RulesError(translate("Game", "agreement on dead stones comes after play has stopped"))
    result = Result.from_score(game.score(dead, marked=marked))  # counted first: a point it cannot read changes nothing
    game.phase = "over"
    game.result = result
    return result


def resume(game: GameProtocol) -> None:
    """The players disagree: a dispute phase begins (see Game.resume)."""
    if game.phase != "stopped":
        raise RulesError(translate("Game", "play can only resume after it has stopped"))
    if game.ruleset.settles_by_hypothetical_play:
        raise RulesError(_no_resumption_text(game))
    game.phase = "dispute"
    game.dispute_phases += 1
    game.ended = None
    game._consecutive_passes = 0
    game._phase_moves = {BLACK: 0, WHITE: 0}


def _no_resumption_text(game: GameProtocol) -> str:
    """Why play does not resume after a disagreement: under this ruleset a play that is not kept
    settles it (Japanese/Korean confirmation, or the simplified texts' hypothetical play)."""
    if game.ruleset.disputes == "confirmation":
        text = translate("Game", "under {ruleset} a disagreement is settled by a confirmation play that "
                         "is not kept: use Confirmation(game)")
    else:
        text = translate("Game", "under {ruleset} a disagreement is settled by a hypothetical play that "
                         "is not kept: use Confirmation(game)")
    return text.format(ruleset=ruleset_title(game.ruleset))


def end_all_alive(game: GameProtocol) -> Result:
    """Every stone alive, and the game counted (see Game.end_all_alive)."""
    if game.phase not in ("stopped", "dispute"):
        raise RulesError(translate("Game", "the game can end with all stones alive only once play has stopped"))
    if game.ruleset.disputes != "all-alive":
        raise RulesError(translate("Game", "{ruleset} has no all-alive ending").format(
            ruleset=ruleset_title(game.ruleset)))
    game.phase = "over"
    game.result = Result.from_score(game.score(set(), all_alive=True))
    return game.result
