"""The ko rules as pieces: basic ko, the three superkos, Renaissance's minimal superko, and Ing's."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, cast

from ..i18n import QT_TRANSLATE_NOOP, translate
from .board import BLACK, WHITE, PointEffects, hash_keys
from .ing import IngKo
from .ko_rule import KoRule
from .records import _SIDE_KEY, Reason, Verdict
from .rules import ruleset_title
from .wording import colour_name

if TYPE_CHECKING:
    from .game_protocol import GameProtocol
    from .records import _Play, _Position

_mover_keys = hash_keys(0x30FE)
_MOVER_KEY = {BLACK: next(_mover_keys), WHITE: next(_mover_keys)}


class BasicKo(KoRule):
    """Basic ko alone (Japanese 1989 and Korean play): no other repetition is forbidden.

    The game applies the basic ko rule itself; this piece remembers nothing more."""

    ko = "simple"
    basic_ko = True
    __slots__ = ()


class Superko(KoRule):
    """A superko: no play may recreate a position the rule remembers.

    Every superko keeps one history: the board's hash combined with a key the variant chooses,
    after the rules model of KataGo, which hashes the player to move in only where the rule
    needs it. `play_keys` (by colour) is what a board play by that colour adds; `enter_keys`
    what a position no board play made (the start, a pass, a setup) adds by the player to move
    in it, or None when such positions are remembered by nobody.
    """

    play_keys: ClassVar[tuple[int, int, int]]
    enter_keys: ClassVar[tuple[int, int, int] | None]
    # The explanation of a refusal, by the colour refused (index 1 Black, 2 White), a template
    # of the context "Superko" with {colour}, {point}, {position} and {ruleset}.
    explanation: ClassVar[tuple[str, str, str]]
    __slots__ = ()

    def __init__(self, game: GameProtocol) -> None:
        super().__init__(game)
        self.memory = {}
        self.memory_keys = self.play_keys
        self.records_plays = True

    def verdict(self, p: int, c: int, captured: Sequence[int], h_after: int,
                capture: object) -> Verdict | None:
        assert self.memory is not None
        index = self.memory.get(h_after ^ self.play_keys[c])
        return None if index is None else (self.reasons[0], index)

    def quiet_verdicts(self, c: int, effects: PointEffects) -> list[tuple[int, Verdict]]:
        memory = self.memory
        assert memory is not None
        plays = effects.by_hash(self.play_keys[c])
        reason = self.reasons[0]
        return [(plays[key], (reason, memory[key])) for key in memory.keys() & plays.keys()]

    def entered(self, pos: _Position, index: int) -> None:
        if self.enter_keys is not None:
            assert self.memory is not None
            self.memory.setdefault(pos.hash ^ self.enter_keys[pos.to_move], index)

    def left(self, pos: _Position | _Play, index: int) -> None:
        if pos.kind == "play":
            key = pos.hash ^ self.play_keys[pos.mover]
        elif self.enter_keys is not None:
            key = pos.hash ^ self.enter_keys[pos.to_move]
        else:
            return
        memory = self.memory
        assert memory is not None
        if memory.get(key) == index:
            del memory[key]

    def explain(self, reason: str, detail: object, c: int, where: str) -> str:
        if reason == "ko":
            return super().explain(reason, detail, c, where)
        game = self.game
        return translate("Superko", self.explanation[c]).format(
            colour=colour_name(c), point=where, position=game.position_label(cast(int, detail)),
            ruleset=ruleset_title(game.ruleset))


class PositionalSuperko(Superko):
    """Positional superko (Chinese, Tromp-Taylor, simplified rules): the board alone."""

    ko = "positional"
    reasons: ClassVar[tuple[Reason, ...]] = ("positional-superko",)
    reason_words: ClassVar[dict[Reason, str]] = {
        "positional-superko": QT_TRANSLATE_NOOP("Reason", "positional superko")}
    play_keys = (0, 0, 0)
    enter_keys = (0, 0, 0)
    explanation = ("", *(QT_TRANSLATE_NOOP(
        "Superko", "{colour} {point} would recreate {position}; positional superko forbids it under {ruleset}."),) * 2)
    __slots__ = ()


class SituationalSuperko(Superko):
    """Situational superko (New Zealand, AGA): the board and the player to move in it (after a
    play by c, the opponent)."""

    ko = "situational"
    reasons: ClassVar[tuple[Reason, ...]] = ("situational-superko",)
    reason_words: ClassVar[dict[Reason, str]] = {
        "situational-superko": QT_TRANSLATE_NOOP("Reason", "situational superko")}
    play_keys = (0, _SIDE_KEY[WHITE], _SIDE_KEY[BLACK])
    enter_keys = (0, _SIDE_KEY[BLACK], _SIDE_KEY[WHITE])
    explanation = ("",
                   QT_TRANSLATE_NOOP("Superko", "{colour} {point} would recreate {position} with White to play "
                                     "again; situational superko forbids it under {ruleset}."),
                   QT_TRANSLATE_NOOP("Superko", "{colour} {point} would recreate {position} with Black to play "
                                     "again; situational superko forbids it under {ruleset}."))
    __slots__ = ()


class NaturalSituationalSuperko(Superko):
    """Natural situational superko: the board and the player whose board play created it, so
    positions a pass, a setup or the start made are nobody's and are not remembered."""

    ko = "natural-situational"
    reasons: ClassVar[tuple[Reason, ...]] = ("natural-situational-superko",)
    reason_words: ClassVar[dict[Reason, str]] = {
        "natural-situational-superko": QT_TRANSLATE_NOOP("Reason", "natural situational superko")}
    play_keys = (0, _MOVER_KEY[BLACK], _MOVER_KEY[WHITE])
    enter_keys = None
    explanation = ("",
                   QT_TRANSLATE_NOOP("Superko", "{colour} {point} would recreate {position}, which Black's own "
                                     "board play created; natural situational superko forbids it under {ruleset}."),
                   QT_TRANSLATE_NOOP("Superko", "{colour} {point} would recreate {position}, which White's own "
                                     "board play created; natural situational superko forbids it under {ruleset}."))
    __slots__ = ()


class MinimalSuperko(KoRule):
    """Renaissance rules 2 and 4: basic ko, and minimal superko: a board play may not recreate
    the position in which the last two successive passes were made.

    The position is remembered by its board hash alone (`memory` holds at most that one entry,
    replaced at each new pair of successive passes)."""

    ko = "renaissance"
    basic_ko = True
    reasons: ClassVar[tuple[Reason, ...]] = ("minimal-superko",)
    reason_words: ClassVar[dict[Reason, str]] = {"minimal-superko": QT_TRANSLATE_NOOP("Reason", "minimal superko")}
    __slots__ = ()

    def __init__(self, game: GameProtocol) -> None:
        super().__init__(game)
        self.memory = {}

    def verdict(self, p: int, c: int, captured: Sequence[int], h_after: int,
                capture: object) -> Verdict | None:
        assert self.memory is not None
        index = self.memory.get(h_after)
        return None if index is None else ("minimal-superko", index)

    def quiet_verdicts(self, c: int, effects: PointEffects) -> list[tuple[int, Verdict]]:
        memory = self.memory
        assert memory is not None
        if not memory:
            return []
        plays = effects.by_hash(0)
        return [(plays[key], ("minimal-superko", memory[key])) for key in memory.keys() & plays.keys()]

    def after_pass(self, pos: _Position, index: int) -> list[str]:
        if self.game._consecutive_passes < 2:
            return []
        memory = self.memory
        assert memory is not None
        memory.clear()
        memory[pos.hash] = index
        return ["two-passes"]

    def state(self) -> object:
        assert self.memory is not None
        return tuple(self.memory.items())

    def restore(self, state: object) -> None:
        assert self.memory is not None
        self.memory.clear()
        self.memory.update(state)  # type: ignore[call-overload]

    def explain(self, reason: str, detail: object, c: int, where: str) -> str:
        if reason == "ko":
            return super().explain(reason, detail, c, where)
        game = self.game
        index = cast(int, detail)
        number = game._positions[index].number
        return translate("Superko", "{colour} {point} would recreate {position}, in which the last two "
                         "successive passes were made (ending at move {number}); minimal superko forbids "
                         "it under {ruleset}.").format(colour=colour_name(c), point=where,
                                                       position=game.position_label(index), number=number,
                                                       ruleset=ruleset_title(game.ruleset))


#: The piece for each value of Ruleset.ko. A new ko rule is a KoRule subclass entered here.
KO_RULE_TYPES: dict[str, type[KoRule]] = {
    rule.ko: rule for rule in (BasicKo, PositionalSuperko, SituationalSuperko,
                               NaturalSituationalSuperko, MinimalSuperko, IngKo)
}

#: Every reason code a ko rule's verdict gives, the basic ko's first.
_BASIC_KO: tuple[Reason, ...] = ("ko",)
KO_REASONS: tuple[Reason, ...] = _BASIC_KO + tuple(
    reason for rule in KO_RULE_TYPES.values() for reason in rule.reasons)

#: The superko reasons: the codes of rules that forbid recreating an earlier position.
SUPERKO_REASONS: tuple[Reason, ...] = tuple(
    reason for rule in (PositionalSuperko, SituationalSuperko, NaturalSituationalSuperko,
                        MinimalSuperko) for reason in rule.reasons)
