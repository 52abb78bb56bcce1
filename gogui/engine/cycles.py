"""Long cycles: what a third occurrence of a situation does (no result, or threefold repetition)."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, ClassVar

from ..i18n import QT_TRANSLATE_NOOP, plural, translate
from .board import BLACK, COLOR_LETTERS, WHITE
from .records import Result
from .rules import ruleset_title

if TYPE_CHECKING:
    from .game_protocol import GameProtocol
    from .records import _Play

#: Every occurrence of each situation (board hash and player to move): a situation seen once,
#: nearly all of them, maps to its position index, one seen again to the list of its indices.
Occurrences = dict[int, "int | list[int]"]


def occurrences_of(occurrences: Occurrences, situation: int) -> list[int]:
    """The position indices at which a situation occurred, in order."""
    occ = occurrences.get(situation)
    if occ is None:
        return []
    return [occ] if isinstance(occ, int) else occ


def add_occurrence(occurrences: Occurrences, situation: int, index: int) -> None:
    """The situation occurred again at position `index` (play() does the same inline)."""
    occ = occurrences.get(situation)
    if occ is None:
        occurrences[situation] = index
    elif isinstance(occ, int):
        occurrences[situation] = [occ, index]
    else:
        occ.append(index)


def remove_occurrence(occurrences: Occurrences, situation: int) -> None:
    """Undo of the situation's last occurrence."""
    occ = occurrences[situation]
    if isinstance(occ, int):
        del occurrences[situation]
    else:
        occ.pop()
        if len(occ) == 1:
            occurrences[situation] = occ[0]


def _stones(k: int) -> str:
    """"1 stone", "3 stones": the stones a player captured in a loop."""
    return plural(k, translate("Cycles", "1 stone"), translate("Cycles", "{n} stones")).format(n=k)


class CycleRule:
    """One value of Ruleset.cycles other than "none", bound to one game.

    The game calls after_recurrence() after a legal board play whose situation occurred
    before; the rule may end the game (it sets the game's result, phase and end) and returns
    the play's extra events."""

    cycles: ClassVar[str]
    # How the game ends by it, by reason code, in words (context "Reason").
    ending_words: ClassVar[dict[str, str]]
    __slots__ = ("game",)

    def __init__(self, game: GameProtocol) -> None:
        self.game: GameProtocol = weakref.proxy(game)  # the game holds its rule: no reference cycle

    def after_recurrence(self, play: _Play) -> list[str]:
        game = self.game
        occ = occurrences_of(game._occurrences, play.situation)  # type: ignore[arg-type]
        if len(occ) < 3:
            return []  # not three times yet
        counted = self.counted(occ)
        if len(counted) < 3:
            return []
        reason = self.end(counted, play.to_move)
        game.phase = "over"
        game.ended = (game.move_number, reason)
        return [reason, "game-over"]

    def counted(self, occurrences: list[int]) -> list[int]:
        """The occurrences the rule counts towards three."""
        raise NotImplementedError

    def end(self, counted: list[int], to_move: int) -> str:
        """Set the game's result for a situation (with `to_move` to play) counted three times;
        returns the end's reason."""
        raise NotImplementedError


class NoResult(CycleRule):
    """Japanese 1989 (article 12) and Korean practice: a long cycle the players keep repeating
    ends the game without result. Read as: the same situation three times with no pass between
    the first and the third (a pass breaks a cycle, as in a triple ko answered by a pass)."""

    cycles = "no-result"
    ending_words: ClassVar[dict[str, str]] = {"no-result": QT_TRANSLATE_NOOP("Reason", "no result")}
    __slots__ = ()

    def counted(self, occurrences: list[int]) -> list[int]:
        # The last pass, looked for back to the first occurrence only (earlier ones break nothing)
        positions = self.game._positions
        since = next((i for i in range(len(positions) - 1, occurrences[0] - 1, -1)
                      if positions[i].kind == "pass"), -1)
        return [i for i in occurrences if i >= since]

    def end(self, counted: list[int], to_move: int) -> str:
        game = self.game
        game.result = Result(
            "no-result",
            explanation=translate("Cycles", (
                "", QT_TRANSLATE_NOOP("Cycles", "The same position with Black to play has now occurred three times "
                                      "without a pass in between (first {position}): the players repeat a long "
                                      "cycle, so under {ruleset} the game ends without result."),
                QT_TRANSLATE_NOOP("Cycles", "The same position with White to play has now occurred three times "
                                  "without a pass in between (first {position}): the players repeat a long "
                                  "cycle, so under {ruleset} the game ends without result."),
            )[to_move]).format(position=game.position_label(counted[0]), ruleset=ruleset_title(game.ruleset)),
        )
        return "no-result"


class Threefold(CycleRule):
    """Renaissance rule 3: threefold repetition, "applied for board plays only": the third
    occurrence of a situation made by board plays ends the game; the player who captured fewer
    stones in the loop loses, and equal captures draw."""

    cycles = "threefold"
    ending_words: ClassVar[dict[str, str]] = {"repetition": QT_TRANSLATE_NOOP("Reason", "threefold repetition")}
    __slots__ = ()

    def counted(self, occurrences: list[int]) -> list[int]:
        positions = self.game._positions
        return [i for i in occurrences if positions[i].kind != "pass"]

    def end(self, counted: list[int], to_move: int) -> str:
        game = self.game
        black, white = self.captures_since(counted[0])
        position = game.position_label(counted[0])
        if black == white:
            text = translate("Cycles", "Since {position}, the same position has occurred three times; in that "
                             "loop Black captured {black} and White {white}. Threefold repetition "
                             "with equal captures: the game is drawn.")
            game.result = Result("draw", explanation=text.format(position=position, black=_stones(black), white=_stones(white)))
        else:
            winner = BLACK if black > white else WHITE
            if winner == BLACK:
                text = translate("Cycles", "Since {position}, the same position has occurred three times; in "
                                 "that loop Black captured {black} and White {white}. Threefold "
                                 "repetition: White captured fewer stones and loses.")
            else:
                text = translate("Cycles", "Since {position}, the same position has occurred three times; in "
                                 "that loop Black captured {black} and White {white}. Threefold "
                                 "repetition: Black captured fewer stones and loses.")
            game.result = Result(
                "repetition", winner=COLOR_LETTERS[winner],
                explanation=text.format(position=position, black=_stones(black), white=_stones(white)),
            )
        return "repetition"

    def captures_since(self, index: int) -> tuple[int, int]:
        """The stones Black and White captured (suicides included) after position `index`."""
        taken = {BLACK: 0, WHITE: 0}
        for pos in self.game._positions[index + 1:]:
            if pos.kind == "play":
                taken[pos.mover] += len(pos.captured)
                taken[3 - pos.mover] += len(pos.suicided)
        return taken[BLACK], taken[WHITE]


#: The piece for each value of Ruleset.cycles that does something.
CYCLE_RULE_TYPES: dict[str, type[CycleRule]] = {rule.cycles: rule for rule in (NoResult, Threefold)}
