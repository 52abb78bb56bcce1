"""The seam every ko rule fits: what one value of Ruleset.ko forbids, remembers, undoes and says."""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, cast

from ..i18n import translate
from .board import WHITE, Board, PointEffects
from .records import Reason, Verdict

if TYPE_CHECKING:
    from .game_protocol import GameProtocol
    from .records import _Play, _Position

#: The capture a verdict is given for a play that is not on the board (check() and banned()):
#: a rule that reads captures works it out by trying the play, and only if it needs to.
NOT_PLAYED = object()


class KoRule:
    """One value of Ruleset.ko, bound to one game when the game is built.

    The game keeps the history and asks its rule only on its slow paths, so a replay pays
    nothing for rules it does not play under:

    - ``play()`` tests every play against ``memory``: a play by colour c that leaves the board
      hash h "repeats" when ``h ^ memory_keys[c]`` is a key of it (None: the rule remembers
      nothing). Only a play that repeats, captures a guarded (hot) stone, suicides or may
      retake a basic ko is judged, by the game's own rules (suicide, basic ko) and then by
      ``verdict()``. When ``records_plays`` is set, every legal play enters ``memory`` too.
    - ``entered()`` and ``left()`` hear of every position a pass, setup or the start adds and
      of every position undo removes; ``after_pass()`` may add events to a pass; ``state()``
      is saved before each pass and setup and handed back to ``restore()`` when it is undone.
    - ``read_capture()`` and ``after_capture()`` see each capture, for a rule that sets
      ``reads_captures`` (Ing's hot stones and balanced kos).
    - ``explain()`` words the rule's own verdicts.

    Class attributes describe the rule to the game, the rule texts and Learn mode:

    ko                the Ruleset.ko value
    reasons           the reason codes its own verdicts give (the game gives "ko" for the
                      basic ko rule, and "occupied", "suicide" and "game-over")
    reason_words      each of those reasons in a word or two, marked for translation
    basic_ko          whether the basic ko rule is part of it: a single stone that has just
                      captured a single stone may not be captured back at once
    board_type        the board its games need (Ing's reads strings after every ko capture)
    keeps_situations  whether the game keeps every occurrence of every situation for it
    reads_captures    whether play() hands it each capture (read_capture, after_capture)

    A rule leaves the board as it found it (it may try a play and take it back), and a verdict
    never changes the game; only after_capture() and the history hooks change what the rule keeps.
    """

    ko: ClassVar[str]
    reasons: ClassVar[tuple[Reason, ...]] = ()
    # Each of its reasons in words (context "Reason"; engine.reason_words translates them).
    reason_words: ClassVar[dict[Reason, str]] = {}
    basic_ko: ClassVar[bool] = False
    board_type: ClassVar[type[Board]] = Board
    keeps_situations: ClassVar[bool] = False
    reads_captures: ClassVar[bool] = False

    __slots__ = ("game", "memory", "memory_keys", "records_plays")

    def __init__(self, game: GameProtocol) -> None:
        # A proxy: the game holds its rule, and a game must be freed without a collection.
        self.game: GameProtocol = weakref.proxy(game)
        # key -> what the rule keeps of it (a superko: the index of the position that made it)
        self.memory: dict[int, Any] | None = None
        self.memory_keys: tuple[int, int, int] = (0, 0, 0)  # by colour (index 1 Black, 2 White)
        self.records_plays = False

    # ----- judging -------------------------------------------------------------------------

    def verdict(self, p: int, c: int, captured: Sequence[int], h_after: int,
                capture: object) -> Verdict | None:
        """Why this rule forbids a play by c at p that captures `captured` and leaves the board
        hash h_after, or None if it does not. `capture` is what read_capture() gave for the
        play on the board, or NOT_PLAYED when the play is only being judged."""
        return None

    def quiet_verdicts(self, c: int, effects: PointEffects) -> list[tuple[int, Verdict]]:
        """verdict() on the quiet plays of `effects` (a play by c that captures nothing and is no
        suicide, at each point where it would be one), none of them on the board: (point,
        verdict) for each refused, in any order. A rule whose verdict() refuses no such play
        need not look at them."""
        if type(self).verdict is KoRule.verdict:
            return []
        verdict, after = self.verdict, effects.hash_after
        return [(p, found) for p in effects.quiet if (found := verdict(p, c, (), after(p), NOT_PLAYED)) is not None]

    def read_capture(self, p: int, c: int, captured: Sequence[int]) -> object:
        """What the rule needs to know about a capture just played (board as after it)."""
        return None

    def after_capture(self, capture: object, c: int) -> tuple[tuple[str, ...], int, int]:
        """A legal capture stands: its extra events, and the colours that attacked in a
        balanced ko and fought a ko with it (0 for none), which the play's record keeps."""
        return (), 0, 0

    # ----- the history -----------------------------------------------------------------------

    def entered(self, pos: _Position, index: int) -> None:
        """A position no board play made (the start, a pass, a setup) joined the game."""

    def left(self, pos: _Position | _Play, index: int) -> None:
        """Undo removed the position at `index` (any kind)."""

    def after_pass(self, pos: _Position, index: int) -> list[str]:
        """A pass made position `index`: the events the rule adds to it."""
        return []

    def after_recurrence(self, play: _Play) -> list[str]:
        """A legal play recreated a situation seen before (only for keeps_situations)."""
        return []

    def state(self) -> object:
        """What a pass or a setup may change in the rule, saved before it for undo."""
        return None

    def restore(self, state: object) -> None:
        """Undo of a pass or setup: back to what state() gave before it."""

    def disturbers(self) -> list[int]:
        """The colours that have used up a once-a-game allowance (Ing's disturbing)."""
        return []

    # ----- words ---------------------------------------------------------------------------

    def explain(self, reason: str, detail: object, c: int, where: str) -> str:
        """The explanation of a verdict of this rule (or of the basic ko rule) for a play by c
        at `where` (a vertex)."""
        if reason == "ko":
            return explain_basic_ko(self.game, detail, c, where)
        return reason  # pragma: no cover - every rule words its own reasons


def explain_basic_ko(game: GameProtocol, detail: object, c: int, where: str) -> str:
    """A retake the basic ko rule forbids: detail is the game's ko (point, colour, ko stone)."""
    stone = cast(tuple[int, int, int], detail)[2]
    if c == WHITE:
        text = translate("Ko", "White may not retake the ko at {point} at once: the black stone at "
                         "{stone} has just captured one stone there, and retaking would repeat the "
                         "position (basic ko). Play elsewhere first.")
    else:
        text = translate("Ko", "Black may not retake the ko at {point} at once: the white stone at "
                         "{stone} has just captured one stone there, and retaking would repeat the "
                         "position (basic ko). Play elsewhere first.")
    return text.format(point=where, stone=game.board.vertex(stone))
