"""The play that settles a dispute and is not kept: the Japanese/Korean confirmation play, and the
simplified Japanese/Korean text's imagined wise play."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ..i18n import QT_TRANSLATE_NOOP, translate
from .board import BLACK, EMPTY, NOTHING, WHITE
from .game import Game
from .records import MoveOutcome, Result, RulesError, _Play
from .wording import sentences

# ko point -> (colour banned, ko stone, position index); unused passes by colour; dead stones
_ExtraState = tuple[dict[int, tuple[int, int, int]], dict[int, tuple[int, ...]], set[int]]


class Confirmation(Game):
    """Play after a disagreement that settles life and death and is not kept.

    Japanese/Korean rules (disputes "confirmation"): the confirmation play. Japanese rules 1989,
    article 7-2: the player whose stone was captured in a ko may recapture in that ko only
    after passing once for that ko, so ko threats are of no use; each pass serves one ko.
    Simplified Japanese/Korean (disputes "hypothetical"): there is no confirmation phase; the
    dispute is settled by imagined wise play, cost-free and without ko threats, which the same
    ko rule models. It starts from the stopped position with the player to move. Stones of the
    stopped position that are captured during it are dead; when two successive passes end it,
    `dead_stones()` names them.
    """

    __slots__ = ("_dead", "_ko_bans", "_original", "_unused_passes", "play_name", "source")

    def __init__(self, game: Game) -> None:
        """The play that settles the dispute over `game`'s stopped position. Raises RulesError
        unless play has stopped."""
        # The game knows nothing of this class, which builds on it: the check is made here.
        if game.phase != "stopped":
            raise RulesError(translate("Game", "confirmation comes after play has stopped"))
        rules = game.ruleset.with_options(ko="simple", cycles="none", pass_stones="never",
                                          white_passes_last=False, passes=2, removals="agreement")
        super().__init__(rules, game.size, komi=game.komi, to_move=game.to_move,
                         black=[game.board.vertex(p) for p in game.board.points if game.board.color[p] == BLACK],
                         white=[game.board.vertex(p) for p in game.board.points if game.board.color[p] == WHITE])
        self.source = game
        self.play_name = game.ruleset.hypothetical_play_name
        # The confirmation continues the game's move numbering, so a diagram reads on.
        self.move_number = game.move_number
        self._positions[0].number = game.move_number
        self._original = game.board.color[:]
        # ko point -> (colour banned, ko stone, index of the position where the ko was taken)
        self._ko_bans: dict[int, tuple[int, int, int]] = {}
        # each colour's passes (position indices) that have not yet served a ko
        self._unused_passes: dict[int, tuple[int, ...]] = {BLACK: (), WHITE: ()}
        self._dead: set[int] = set()
        self._judge_every_play = True

    def _serving_pass(self, c: int, taken: int) -> int | None:
        """c's earliest unused pass made after the ko was taken (at position `taken`): the pass
        that lets c retake it. The earliest one, so later passes stay free for later kos."""
        for index in self._unused_passes[c]:
            if index > taken:
                return index
        return None

    def _banned_retake(self, p: int, c: int, captured: Sequence[int]) -> tuple[int, int, int] | None:
        """The ban a retake at p by c runs into, or None."""
        ban = self._ko_bans.get(p)
        if ban is not None and ban[0] == c and len(captured) == 1 and captured[0] == ban[1]:
            return ban
        return None

    def _verdict(self, p, c, captured, suicide, alone, h_after, role):
        verdict = super()._verdict(p, c, captured, suicide, alone, h_after, role)
        if verdict is None:
            ban = self._banned_retake(p, c, captured)
            if ban is not None and self._serving_pass(c, ban[2]) is None:
                return "ko", (p, c, ban[1])
        return verdict

    def play(self, vertex: str | int, color: int | str | None = None) -> MoveOutcome:
        outcome = super().play(vertex, color)  # saves the state from before the play
        if not isinstance(outcome, _Play):
            return outcome  # illegal, or a one-stone suicide played as a pass
        p, c, captured = outcome.point, outcome.color, outcome.captured
        ban = self._banned_retake(p, c, captured)
        if ban is not None:
            used = self._serving_pass(c, ban[2])
            self._unused_passes = {**self._unused_passes,
                                   c: tuple(i for i in self._unused_passes[c] if i != used)}
        for q in captured:
            if self._original[q] == 3 - c:
                self._dead.add(q)
        bans = {k: v for k, v in self._ko_bans.items() if self.board.color[k] == EMPTY}
        if self._ko is not None:
            kp, banned, stone = self._ko
            bans[kp] = (banned, stone, len(self._positions) - 1)
        self._ko_bans = bans
        return outcome

    def _pass(self, c: int, suicide_point: int | None = None) -> MoveOutcome:
        outcome = super()._pass(c, suicide_point)  # saves the state from before the pass
        self._unused_passes = {**self._unused_passes,
                               c: self._unused_passes[c] + (len(self._positions) - 1,)}
        return outcome

    KEEPS_EXTRA_STATE = True

    def _extra_state(self) -> object:
        return (getattr(self, "_ko_bans", {}), getattr(self, "_unused_passes", None),
                set(getattr(self, "_dead", set())))

    def _restore_extra_state(self, extra: object) -> None:
        if extra is not None:
            bans, unused, dead = cast(_ExtraState, extra)
            self._ko_bans, self._unused_passes, self._dead = bans, unused, set(dead)

    # A retake in the confirmation (or hypothetical) play before a pass for the ko, by the colour
    # refused (index 1 Black, 2 White): templates of the context "Confirmation".
    _CONFIRMATION_BAN = ("", QT_TRANSLATE_NOOP(
        "Confirmation", "Black may not retake the ko at {point} in the confirmation play until Black has "
        "passed once for this ko: White took it at move {number}, and under the Japanese rules 1989 "
        "(article 7-2) each pass serves one ko."), QT_TRANSLATE_NOOP(
        "Confirmation", "White may not retake the ko at {point} in the confirmation play until White has "
        "passed once for this ko: Black took it at move {number}, and under the Japanese rules 1989 "
        "(article 7-2) each pass serves one ko."))
    _HYPOTHETICAL_BAN = ("", QT_TRANSLATE_NOOP(
        "Confirmation", "Black may not retake the ko at {point} in the hypothetical play until Black has "
        "passed once for this ko: White took it at move {number}, and the simplified text has the "
        "imagined wise play avoid any use of ko threats, which a pass for each ko before retaking it "
        "ensures."), QT_TRANSLATE_NOOP(
        "Confirmation", "White may not retake the ko at {point} in the hypothetical play until White has "
        "passed once for this ko: Black took it at move {number}, and the simplified text has the "
        "imagined wise play avoid any use of ko threats, which a pass for each ko before retaking it "
        "ensures."))
    _PASS_SPENT = ("", QT_TRANSLATE_NOOP("Confirmation", "Black's pass at move {number} has already served another ko."),
                   QT_TRANSLATE_NOOP("Confirmation", "White's pass at move {number} has already served another ko."))

    def _illegal(self, p, c, reason, detail):
        ban = self._ko_bans.get(p) if reason == "ko" else None
        if ban is not None and ban[0] == c:
            taken = self._positions[ban[2]].number
            if self.ruleset.disputes == "confirmation":
                text = translate("Confirmation", self._CONFIRMATION_BAN[c])
            else:
                text = translate("Confirmation", self._HYPOTHETICAL_BAN[c])
            text = text.format(point=self.board.vertex(p), number=taken)
            spent = [pos.number for pos in self._positions[ban[2] + 1:]
                     if pos.kind == "pass" and pos.mover == c]
            if spent:
                text = sentences(text, translate("Confirmation", self._PASS_SPENT[c]).format(number=spent[-1]))
            return MoveOutcome(False, reason, c, p, self.board, NOTHING, (), self.move_number + 1, text)
        return super()._illegal(p, c, reason, detail)

    def dead_stones(self) -> list[str]:
        """The stones of the stopped position that the confirmation play showed to be dead.

        Japanese rules 1989, Article 7-1: stones are alive if they cannot be captured, or if
        capturing them would let the owner play a new stone there that cannot be captured. So a
        captured stone whose point holds a stone of its own colour again when the confirmation
        play ends (a new stone the opponent did not capture) is alive; the other captured
        stones are dead.
        """
        color = self.board.color
        return sorted(self.board.vertex(p) for p in self._dead if color[p] != self._original[p])

    def finish(self) -> Result:
        """Apply the confirmation to the real game: the captured stones are dead."""
        if self.phase != "stopped":
            raise RulesError(translate("Confirmation", "the confirmation play ends with two successive passes"))
        return self.source.agree(self.dead_stones(), marked=False)
