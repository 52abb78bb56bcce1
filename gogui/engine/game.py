"""A game under one ruleset: moves, passes, phases, repetition history, legality with reasons, results."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, cast

from . import ing
from .board import (
    BLACK,
    BORDER,
    COLOR_LETTERS,
    COLOR_NAMES,
    EMPTY,
    NOTHING,
    VERTEX_NAMES,
    WHITE,
    Board,
    hash_keys,
    opponent,
    parse_color,
)
from .records import (
    _SIDE_KEY,
    MoveOutcome,
    Reason,
    Result,
    RulesError,
    _eventful,
    _EventfulPlay,
    _new_record,
    _Play,
    _Position,
    _SetupPosition,
)
from .rules import Ruleset, check_komi
from .scoring import Score, count
from .string_board import StringBoard

if TYPE_CHECKING:  # it builds on Game, and confirmation() imports it when called
    from .confirmation import Confirmation

#: Phases of the common core: play (alternation), stopped (agreement removals), dispute
#: (disagreement alternation, played out) and over (winning).
Phase = Literal["play", "stopped", "dispute", "over"]

#: Colour codes by the letters SGF records and callers use (others go through parse_color).
_COLOR_CODES = {"B": BLACK, "W": WHITE, "b": BLACK, "w": WHITE, BLACK: BLACK, WHITE: WHITE}
_PLAY_STOPPED = ("stopped", "over")
# A play's events, shared (a play record's events are never changed once it is returned)
_NO_EVENTS: tuple[str, ...] = ()
_CAPTURE = ("capture",)
_CAPTURE_KO = ("capture", "ko")
_SUICIDE = ("suicide",)
_NO_HOT_STONES: frozenset[int] = frozenset()

# The state play() saves for undo when nothing but the player to move is set: no ko, no hot
# stones, no pass just made, the first phase of play (no result, no end, no dispute moves yet).
_PLAIN_STATE = {colour: (colour, "play", None, None, 0, None, _NO_HOT_STONES, None, 0, None)
                for colour in (BLACK, WHITE)}

_mover_keys = hash_keys(0x30FE)
_MOVER_KEY = {BLACK: next(_mover_keys), WHITE: next(_mover_keys)}

# Superko keeps one history: the board's hash combined with a key that the rule chooses (after
# the rules model of KataGo, which hashes the player to move in only where the rule needs it).
# Indexed by colour: what a board play by that colour adds (_SUPERKO_PLAY_KEYS), and what a
# position no board play made (the start, a pass, a setup) adds by the player to move in it
# (_SUPERKO_ENTER_KEYS; None: such positions are nobody's creation and are not remembered).
#   positional           the board alone: 0
#   situational          the board and the player to move (after a play by c, the opponent)
#   natural situational  the board and the player whose board play created it
_SUPERKO_PLAY_KEYS = {
    "positional": (0, 0, 0),
    "situational": (0, _SIDE_KEY[WHITE], _SIDE_KEY[BLACK]),
    "natural-situational": (0, _MOVER_KEY[BLACK], _MOVER_KEY[WHITE]),
}
_SUPERKO_ENTER_KEYS = {
    "positional": (0, 0, 0),
    "situational": (0, _SIDE_KEY[BLACK], _SIDE_KEY[WHITE]),
    "natural-situational": None,
}
_SUPERKO_REASONS = {ko: f"{ko}-superko" for ko in _SUPERKO_PLAY_KEYS}

KO_NAMES = {
    "positional-superko": "positional superko",
    "situational-superko": "situational superko",
    "natural-situational-superko": "natural situational superko",
    "minimal-superko": "minimal superko",
}


def _balanced_role(kc: ing.KoCapture | None) -> str:
    """Ing: "attack" for a ko capture made while the locked groups were balanced (it puts the
    opponent in atari), "answer" for one that restores the balance, "" for any other play."""
    if kc is None:
        return ""
    if kc.balanced_before:
        return "attack"
    return "answer" if kc.balanced_after else ""


@dataclass
class _Disturbance:
    color: int
    first: int  # position index where the cycle began
    last: int   # position index where it closed
    started_by: int  # position index of the move that made the disturber the disturber


def fixed_handicap_points(size: int, stones: int) -> list[str]:
    """Standard handicap points (the order of GTP's fixed_handicap), for boards of 7 and up."""
    if stones < 2:
        return []
    if size < 7 or stones > 9 or (size % 2 == 0 and stones > 4) or (size == 7 and stones > 4):
        raise RulesError(f"a {size}x{size} board has no standard points for {stones} handicap stones")
    edge = 3 if size >= 13 else 2
    lo, hi, mid = edge, size - 1 - edge, size // 2

    def v(x: int, y: int) -> str:
        return VERTEX_NAMES[x][y]

    corners = [v(lo, lo), v(hi, hi), v(lo, hi), v(hi, lo)]
    sides = [v(lo, mid), v(hi, mid), v(mid, lo), v(mid, hi)]
    centre = v(mid, mid)
    if stones <= 4:
        return corners[:stones]
    if stones == 5:
        return corners + [centre]
    if stones == 6:
        return corners + sides[:2]
    if stones == 7:
        return corners + sides[:2] + [centre]
    if stones == 8:
        return corners + sides
    return corners + sides + [centre]


class Game:
    """A game under one ruleset, from a start position (empty, handicap or setup stones).

    >>> from gogui.engine import Game, preset
    >>> game = Game(preset("tromp-taylor"), size=19)
    >>> game.play("D4").legal
    True

    ``play`` and ``pass_move`` play for the player to move and return a ``MoveOutcome``; an
    illegal play changes nothing and its outcome says why. ``check`` answers the same question
    without playing. ``undo`` takes the last move (or setup) back exactly.
    """

    # Slots: a game has more attributes than CPython shares between instances' dicts, and play()
    # reads a dozen of them for every move; a slot is read at once.
    __slots__ = (
        "_consecutive_passes",
        "_cycles",
        "_disturbances",
        "_hot",
        "_hot_info",
        "_ing",
        "_inserted",
        "_judge_every_play",
        "_keeps_extra_state",
        "_keeps_situations",
        "_ko",
        "_ko_rule_is_simple",
        "_last_pass_position",
        "_occurrences",
        "_owned",
        "_phase_moves",
        "_positions",
        "_situations",
        "_start_stones",
        "_superko",
        "_superko_enter_keys",
        "_superko_play_keys",
        "_two_pass",
        "board",
        "dispute_phases",
        "ended",
        "handicap",
        "handicap_moves",
        "handicap_note",
        "komi",
        "move_number",
        "pass_stones",
        "phase",
        "prisoners",
        "result",
        "ruleset",
        "size",
        "to_move",
        "view",
    )

    def __init__(self, ruleset: Ruleset, size: int = 19, *, komi: float | None = None,
                 handicap: int = 0, handicap_points: Iterable[str] | None = None,
                 black: Iterable[str] = (), white: Iterable[str] = (),
                 to_move: int | str | None = None, handicap_moves: int = 0,
                 handicap_note: str = "") -> None:
        """A game on an empty board, or from handicap or setup stones.

        handicap        handicap stones (0 or 1: an even game); they go on the standard points
                        unless `handicap_points` names them, or `black` stones are given (SGF HA
                        with AB), or `handicap_moves` says Black plays them
        handicap_moves  the handicap is given as moves: Black's stones among the first this
                        many moves are the handicap (no stone is placed before), and White's
                        passes among them are the record's way of writing the placement, not
                        passes of play, so they hand over no pass stone
        handicap_note   a sentence every count of the game adds: how the handicap was given
        Raises RulesError for handicap points a fixed-placement ruleset does not allow, a
        komi that is no finite number, or points that are not on the board.
        """
        self.ruleset = ruleset
        # Ing's rules read the locked groups' liberties after every ko capture: its games use a
        # board that keeps its strings, so that costs the same however large the groups are.
        self.board = StringBoard(size) if ruleset.ko == "ing" else Board(size)
        self.size = size
        self.handicap = handicap if handicap >= 2 else 0
        if komi is None:
            komi = ruleset.handicap_komi if self.handicap else ruleset.komi
        try:
            self.komi = check_komi(komi)
        except ValueError as err:
            raise RulesError(str(err)) from None
        black = list(black)
        stones = [(self.board.point(v), BLACK) for v in black]
        stones += [(self.board.point(v), WHITE) for v in white]
        self.handicap_moves = handicap_moves if self.handicap else 0
        self.handicap_note = handicap_note
        if self.handicap and not (handicap_points is None and (black or self.handicap_moves)):
            # Without explicit points or black setup stones the handicap goes on the standard
            # points; black setup stones given with a handicap (SGF HA + AB) are the handicap.
            points = list(handicap_points) if handicap_points is not None else \
                fixed_handicap_points(size, self.handicap)
            if len(points) != self.handicap:
                raise RulesError(f"{self.handicap} handicap stones need {self.handicap} points")
            if ruleset.handicap_placement == "fixed" and handicap_points is not None:
                standard = {self.board.point(v) for v in fixed_handicap_points(size, self.handicap)}
                if {self.board.point(v) for v in points} != standard:
                    raise RulesError(
                        f"under {ruleset.name} handicap stones go on the standard points "
                        f"({', '.join(fixed_handicap_points(size, self.handicap))})"
                    )
            stones += [(self.board.point(v), BLACK) for v in points]
        self.view: frozenset[int] | None = None  # a diagram's part of the board: all that is counted
        self._start_stones = (0, 0)  # stones put on the board without a move, by colour
        if stones:
            self.board.set_points(stones)
            color = self.board.color
            self._start_stones = (sum(1 for p in self.board.points if color[p] == BLACK),
                                  sum(1 for p in self.board.points if color[p] == WHITE))
        if to_move is None:
            to_move = WHITE if self.handicap and not self.handicap_moves else BLACK
        self.to_move = parse_color(to_move)
        self.phase: Phase = "play"
        self.result: Result | None = None
        self.ended: tuple[int, str] | None = None  # (move number, reason) when play stopped
        self.move_number = 0
        self.prisoners = {BLACK: 0, WHITE: 0}
        self.pass_stones = {BLACK: 0, WHITE: 0}
        self.dispute_phases = 0
        self._consecutive_passes = 0
        self._phase_moves = {BLACK: 0, WHITE: 0}
        self._ko: tuple[int, int, int] | None = None  # (point, colour banned, ko stone)
        self._hot: frozenset[int] = frozenset()
        self._hot_info: tuple[int, str, int] | None = None  # (colour banned, kind, capture position)
        self._two_pass: tuple[int, int] | None = None  # (board hash, position index)
        self._disturbances: dict[int, _Disturbance] = {}
        self._last_pass_position = -1
        # The history maps, each kept only when the ruleset reads it (first occurrence index).
        ko = ruleset.ko
        self._ing = ko == "ing"
        self._ko_rule_is_simple = ko == "simple"
        # Superko's one history: board hash ^ the rule's key -> the index of its first position
        self._superko: dict[int, int] | None = {} if ko in _SUPERKO_PLAY_KEYS else None
        self._superko_play_keys = _SUPERKO_PLAY_KEYS.get(ko, (0, 0, 0))
        self._superko_enter_keys = _SUPERKO_ENTER_KEYS.get(ko)
        # Every occurrence of each situation, for long cycles and Ing's disturbing: a situation
        # seen once (nearly all) maps to its position index, one seen again to a list of them.
        self._occurrences: dict[int, int | list[int]] | None = (
            {} if ruleset.cycles != "none" or self._ing else None
        )
        self._cycles = ruleset.cycles != "none"
        # The map in which a play's situation may recur: situational superko's, or Ing's
        # occurrences (its disturbing rule reads recurring situations).
        self._situations = self._occurrences if self._ing else None
        # Whether play() works out each new situation (board and player to move) for a map
        self._keeps_situations = self._occurrences is not None
        self._owned: dict[int, int] = {}
        # Entries a position added to the Ing maps above, by position index (undo removes them)
        self._inserted: dict[int, list[tuple[dict, object]]] = {}
        # Whether every play goes to _verdict; otherwise only a play that suicides, may retake
        # a ko, may capture hot stones or repeats what the ko rule remembers goes there.
        self._judge_every_play = False
        self._keeps_extra_state = self.KEEPS_EXTRA_STATE
        self._positions: list[_Position] = []
        start = _Position(self.board.hash, self.to_move, 0, "start", opponent(self.to_move))
        self._enter(start)

    # ----- reading ----------------------------------------------------------------------------

    @property
    def moves(self) -> list[tuple[int, int | None]]:
        """The moves played so far: (colour, point or None for a pass)."""
        return [(pos.mover, pos.point) for pos in self._positions if pos.kind in ("play", "pass")]

    @property
    def outcomes(self) -> list[MoveOutcome]:
        return [pos.outcome for pos in self._positions if pos.outcome is not None]

    def last_was_setup(self) -> bool:
        """Whether the latest position came from stones set up (undo takes that back first)."""
        return len(self._positions) > 1 and self._positions[-1].kind == "setup"

    def made_white_s_last_pass(self) -> bool:
        """Whether play stopped with AGA's obligatory White pass, which the engine makes together
        with Black's last pass: a record's W pass right after it is that same pass, not a move."""
        outcome = self._positions[-1].outcome
        return self.phase == "stopped" and outcome is not None and "white-extra-pass" in outcome.events

    def point(self, vertex: str | int) -> int:
        if isinstance(vertex, int):
            if vertex < 0 or vertex >= len(self.board.color) or self.board.color[vertex] == BORDER:
                raise ValueError("not a point on the board")
            return vertex
        p = self.board._index_of.get(vertex)
        return p if p is not None else self.board.point(vertex)

    def hot_stones(self) -> list[str]:
        return sorted(self.board.vertex(p) for p in self._hot)

    def ko_point(self) -> str | None:
        return None if self._ko is None else self.board.vertex(self._ko[0])

    def disturbers(self) -> list[str]:
        """Ing: the players who have used their one cycle (as "B"/"W")."""
        return [COLOR_LETTERS[c] for c in sorted(self._disturbances)]

    def move_label(self, index: int) -> str:
        """"Black D4" or "White pass" for the move that made position `index`."""
        pos = self._positions[index]
        where = "pass" if pos.point is None else self.board.vertex(pos.point)
        return f"{COLOR_NAMES[pos.mover]} {where}"

    def position_label(self, index: int) -> str:
        pos = self._positions[index]
        if pos.kind == "start":
            return "the starting position"
        if pos.kind == "setup":
            if pos.number == 0:  # a variation that changes the stones before its first move
                return "the position set up before the first move"
            return f"the position set up after move {pos.number}"
        return f"the position after move {pos.number} ({self.move_label(index)})"

    # ----- legality -----------------------------------------------------------------------------

    def check(self, vertex: str | int, color: int | str | None = None) -> MoveOutcome:
        """Whether a play would be legal now, and why not, without playing it."""
        c = self.to_move if color is None else parse_color(color)
        p = self.point(vertex)
        reason, detail, captured, as_pass = self._judge(p, c)
        if reason is not None:
            return self._illegal(p, c, reason, detail)
        return MoveOutcome(True, None, c, p, self.board, captured,
                           ("suicide-as-pass",) if as_pass else (), number=self.move_number + 1)

    def banned(self) -> list[tuple[str, str]]:
        """Every empty point the player to move may not play now, with the reason code."""
        vertex = self.board.vertex
        return [(vertex(p), reason) for p, reason, _ in self._banned_points()]

    def banned_outcomes(self) -> list[MoveOutcome]:
        """Like banned(), with the explanation for each point."""
        return [self._illegal(p, self.to_move, reason, detail)
                for p, reason, detail in self._banned_points()]

    def _banned_points(self) -> list[tuple[int, str, object]]:
        """(point, reason, detail) for every empty point the player to move may not play."""
        board = self.board
        c = self.to_move
        if self.phase in _PLAY_STOPPED:
            return [(p, "game-over", None) for p in board.points if board.color[p] == EMPTY]
        out = []
        for p, captured, suicide, h_after in board.analyse_every_point(c):
            verdict = self._effect_verdict(p, c, captured, suicide, h_after)
            if verdict is not None and verdict != "as-pass":
                out.append((p, verdict[0], verdict[1]))
        return out

    def _judge(self, p: int, c: int) -> tuple[str | None, object, list[int], bool]:
        """Judge a play without making it: (reason or None, detail, captured points, as-pass)."""
        board = self.board
        if self.phase in _PLAY_STOPPED:
            return "game-over", None, [], False
        if board.color[p] != EMPTY:
            return "occupied", board.color[p], [], False
        captured, suicide, h_after = board.analyse(p, c)
        verdict = self._effect_verdict(p, c, captured, suicide, h_after)
        if verdict == "as-pass":
            return None, None, [], True
        if verdict is not None:
            return verdict[0], verdict[1], captured, False
        return None, None, captured, False

    def _effect_verdict(self, p: int, c: int, captured: list[int], suicide: bool, h_after: int):
        """_verdict for a play not made, known by what it would capture and leave."""
        alone = suicide and not any(self.board.color[n] == c for n in self.board.neighbours(p))
        return self._verdict(p, c, captured, suicide, alone, h_after, None)

    def _verdict(self, p: int, c: int, captured: list[int], suicide: bool, alone: bool,
                 h_after: int, role: str | None):
        """The rules' verdict on a play by c at p with the given effect: None if legal,
        "as-pass" for Ing's one-stone suicide, else (reason, detail).

        role: Ing, whether the play attacks or answers in a balanced ko ("attack", "answer" or
        ""), when the play is on the board already (None: work it out by trying, only if the
        disturbing rule needs it).
        """
        rules = self.ruleset
        if suicide:
            if rules.suicide == "forbidden":
                return "suicide", None
            if rules.suicide == "multi-stone" and alone:
                return "as-pass"  # SST: "Self-capture of single stones is equivalent to a pass play."
        ko = rules.ko
        if self._ko is not None and ko in ("simple", "renaissance", "ing"):
            kp, banned, _ = self._ko
            if kp == p and banned == c and len(captured) == 1:
                return "ko", self._ko
        superko = self._superko
        if superko is not None:
            index = superko.get(h_after ^ self._superko_play_keys[c])
            if index is not None:
                return _SUPERKO_REASONS[ko], index
        elif ko == "renaissance":
            if self._two_pass is not None and self._two_pass[0] == h_after:
                return "minimal-superko", self._two_pass[1]
        elif ko == "ing":
            if (self._hot and self._hot_info is not None and self._hot_info[0] == c
                    and any(s in self._hot for s in captured)):
                return "hot-stone", self._hot_info
            verdict = self._ing_disturbing(p, c, h_after, role)
            if verdict is not None:
                return "disturbing", verdict
        return None

    # ----- Ing: disturbing ------------------------------------------------------------------

    def _lap_disturber(self, start: int) -> tuple[int, int] | None:
        """The disturber of the lap of positions after `start`: the first player to attack in a
        balanced ko in it; or else the player whose board play began it, where a capture in a
        fighting ko that does not save the capturer's own locked group from atari begins
        nothing (the next board play does); or else, if every board play in the lap is such a
        capture, the first of them. Returns (colour, position index of that move), or None for a lap without
        board plays (successive passes repeat a situation without any cycle of board positions).

        Taking a fighting ko is the ordinary way to fight it and every ko rule allows it; what
        sets off the cycle is the answer that takes another ko instead of finding a ko threat.
        The SST text (part 6B, "What kind of ko am I?") charges that answer: White's ring with
        one internal liberty may answer Black's capture of an external ko by taking an internal
        one only once. And "to avoid capture, the false-eyed player will need to begin the ko
        cycle" (the questionable case in superko)."""
        first_play = first_fight = None
        for i in range(start + 1, len(self._positions)):
            pos = self._positions[i]
            if pos.balanced_by:
                return pos.balanced_by, i
            if first_play is None and pos.kind == "play":
                if pos.fought_by:
                    if first_fight is None:
                        first_fight = i
                else:
                    first_play = i
        if first_play is None:
            first_play = first_fight
        if first_play is None:
            return None
        return self._positions[first_play].mover, first_play

    def _ing_disturbing(self, p: int, c: int, h_after: int, role: str | None) -> tuple | None:
        """Why a play by c at p would break the disturbing rule, or None if it does not.

        SST, part 6B: "after a player initiates a cyclic sequence, called DISTURBING, the same
        player may not disturb the situation again for the duration of the game"; and a balanced
        double or quadruple ko is seki, "neither side can then be captured". So in a balanced
        ko the attacker disturbs and an answer to the atari never does.

        role: "attack" or "answer" for a capture in a balanced ko, "" for any other play, None
        when the play is not on the board (work it out by trying, only if a position recurs).
        """
        situation = h_after ^ _SIDE_KEY[3 - c]
        if situation not in self._occurrences:  # type: ignore[operator]
            return None
        if role is None:
            role = self._tentative_role(p, c)
        if role == "answer":
            return None
        dist = self._disturbances.get(c)
        if role == "attack":
            return None if dist is None else ("again", dist, self._occurrences_of(situation)[0])
        owner = self._owned.get(situation)
        if owner is not None:
            return ("continue", dist) if owner == c else None
        if dist is None:
            return None
        start = self._occurrences_of(situation)[-1]
        found = self._lap_disturber(start)
        if found is None or found[0] == c:
            return ("second", dist, start)
        return None

    def _tentative_role(self, p: int, c: int) -> str:
        board = self.board
        prev = board.hash
        captured, suicided = board.play(p, c)
        try:
            return _balanced_role(ing.ko_capture(board, p, c, captured) if captured else None)
        finally:
            board.undo_play(p, c, captured, suicided, prev)

    def _ing_close_cycle(self, pos: _Position) -> list[str]:
        """After a move that recreated an earlier situation: note the cycle and its disturber.

        A recurrence made by an attack in a balanced ko is the attacker's; any other one is the
        lap's (see _lap_disturber). Each player is charged with one cycle, the first that is
        theirs; the positions of a lap closed by anything but a balanced-ko capture belong to
        its disturber, who may not recreate them by other plays (SST: "the same player may not
        disturb the situation again")."""
        situation = pos.situation
        occ = self._occurrences_of(situation)
        if len(occ) < 2:
            return []
        start = occ[-2]
        if pos.balanced_by:
            found: tuple[int, int] | None = (pos.balanced_by, len(self._positions) - 1)
        else:
            if situation in self._owned:
                return []
            found = self._lap_disturber(start)
        if found is None:
            return []
        disturber, began = found
        inserted = self._inserted[len(self._positions) - 1] = []
        events = ["cycle"]
        if disturber not in self._disturbances:
            self._disturbances[disturber] = _Disturbance(disturber, start, len(self._positions) - 1, began)
            inserted.append((self._disturbances, disturber))
            events.append("disturber-" + COLOR_LETTERS[disturber].lower())
        if not pos.balanced_by:
            for i in range(start, len(self._positions)):
                key = self._positions[i].situation
                if key not in self._owned:
                    self._owned[key] = disturber
                    inserted.append((self._owned, key))
        return events

    # ----- playing ------------------------------------------------------------------------------

    def play(self, vertex: str | int, color: int | str | None = None) -> MoveOutcome:
        """Play a stone for the player to move (or for `color`, out of turn, as SGF files may).

        The stone is placed, then the rules judge the result; an illegal play is taken back at
        once, so the game is unchanged and the outcome says why. This is the path every replay
        takes for every move, so it is written out in one piece.
        """
        board = self.board
        try:
            p = board.lookup[vertex]
        except (KeyError, TypeError):
            p = self.point(vertex)
        if color is None:
            c = self.to_move
        else:
            try:
                c = _COLOR_CODES[color]
            except (KeyError, TypeError):
                c = parse_color(color)
        phase = self.phase
        if phase != "play" and phase in _PLAY_STOPPED:
            return self._illegal(p, c, "game-over", None)
        if board.color[p]:
            return self._illegal(p, c, "occupied", board.color[p])
        to_move = self.to_move
        ko = self._ko
        hot = self._hot
        # Nearly every move starts from the plain state: no ko, no hot stones, no pass just made,
        # the first phase of play. Its saved state is then one shared tuple.
        plain = (ko is None and not hot and phase == "play" and not self._consecutive_passes
                 and not self._keeps_extra_state)
        captured, suicided = board.play(p, c)
        h = board.hash
        o = 3 - c

        # Whether the play recreates something the ko rule remembers.
        situation = h ^ _SIDE_KEY[o] if self._keeps_situations else 0
        superko = self._superko
        if superko is not None:
            repeats = h ^ self._superko_play_keys[c] in superko
        elif self._situations is not None:
            repeats = situation in self._situations
        elif self._ko_rule_is_simple:
            repeats = False
        else:
            repeats = self._may_repeat(h, c)

        if plain and not captured and not suicided and not repeats:
            # The common move: nothing to judge, and nothing but the move number and the player
            # to move changes.
            saved = _PLAIN_STATE[to_move]
            eventful = False
        else:
            eventful = True
            saved = _PLAIN_STATE[to_move] if plain else (
                to_move, phase, self.result, self.ended, self._consecutive_passes, ko, hot,
                self._hot_info, self._phase_moves[to_move],
                self._extra_state() if self._keeps_extra_state else None)
            kc = ing.ko_capture(board, p, c, captured) if captured and self._ing else None
            # Judge the play only if some rule could forbid it.
            if (repeats or suicided or self._judge_every_play or (hot and captured)
                    or (ko is not None and ko[0] == p and len(captured) == 1)):
                verdict = self._verdict(p, c, captured, bool(suicided), len(suicided) == 1, h,
                                        _balanced_role(kc))
                if verdict is not None:
                    board.undo_play(p, c, captured, suicided, self._positions[-1].hash)
                    if verdict == "as-pass":
                        return self._pass(c, suicide_point=p)
                    return self._illegal(p, c, verdict[0], verdict[1])
            events, balanced_by = self._after_play(p, c, captured, suicided, hot, kc, phase)
            fought_by = c if kc is not None and kc.fighting and not kc.rescue else 0

        number = self.move_number = self.move_number + 1
        self.to_move = o
        positions = self._positions
        index = len(positions)
        if not eventful:
            play = _new_record(_Play)
        else:
            play = _new_record(_EventfulPlay)
            play.captured = captured
            play.suicided = suicided
            play.events = events
            play.balanced_by = balanced_by
            play.fought_by = fought_by
        play._board = board
        play.hash = h
        play.number = number
        play.color = c
        play.point = p
        play.saved = saved
        positions.append(play)

        # The history maps (see _enter, which does the same for other positions). A legal play
        # under a superko rule recreates nothing that rule remembers: its entry is new.
        if superko is not None:
            superko[h ^ self._superko_play_keys[c]] = index
        occurrences = self._occurrences
        if occurrences is not None:
            occ = occurrences.get(situation)
            if occ is None:
                occurrences[situation] = index
            else:
                # The situation recurs: a cycle may have closed.
                if occ.__class__ is int:
                    occurrences[situation] = [occ, index]
                else:
                    occ.append(index)  # type: ignore[union-attr]
                more: list[str] = []
                if self._ing:
                    more += self._ing_close_cycle(play)  # type: ignore[arg-type]
                if self._cycles:
                    more += self._cycle_rule()
                if more:
                    if play.__class__ is _Play:
                        play = positions[-1] = _eventful(play)
                    play.events += tuple(more)  # not yet returned to anyone
        return play

    def _after_play(self, p: int, c: int, captured: Sequence[int], suicided: Sequence[int],
                    hot: frozenset[int], kc: ing.KoCapture | None,
                    phase: str) -> tuple[tuple[str, ...], int]:
        """The state a legal play changes beyond the move number and the player to move: ko,
        prisoners, passes, hot stones, dispute moves. Returns its events and the colour that
        attacked in a balanced ko with it (0 for none)."""
        o = 3 - c
        events: tuple[str, ...] = _NO_EVENTS
        self._ko = None
        if captured:
            self.prisoners[c] += len(captured)
            events = _CAPTURE
            if len(captured) > 1:
                captured.sort()  # bottom row first, left to right
            else:
                # Basic ko: a single stone that captured a single stone and is in atari at that
                # point, its other neighbours all the opponent's (or off the board).
                color = self.board.color
                s = self.board.stride
                taken = captured[0]
                if all(color[q] == o or color[q] == BORDER
                       for q in (p - 1, p + 1, p - s, p + s) if q != taken):
                    self._ko = (taken, o, p)
                    events = _CAPTURE_KO
        elif suicided:
            self.prisoners[o] += len(suicided)
            events = _SUICIDE
        self._consecutive_passes = 0
        if hot:
            self._hot = _NO_HOT_STONES
            self._hot_info = None
        balanced_by = 0
        if kc is not None:
            if kc.balanced_before:
                balanced_by = c
            hot_now = kc.hot_stones()
            if hot_now:
                self._hot = frozenset(hot_now)
                self._hot_info = (o, kc.kind, len(self._positions))
                events += ("hot-stones",)
        if phase == "dispute":
            self._phase_moves[c] += 1
        return events, balanced_by

    def _may_repeat(self, h_after: int, c: int) -> bool:
        """Whether a play by c that leaves the board hash h_after recreates what minimal superko
        remembers (_verdict says whether that forbids it)."""
        return self._two_pass is not None and self._two_pass[0] == h_after

    def pass_move(self, color: int | str | None = None) -> MoveOutcome:
        """Pass for the player to move (or for `color`)."""
        c = self.to_move if color is None else parse_color(color)
        if self.phase in ("stopped", "over"):
            return self._illegal(None, c, "game-over", None)
        return self._pass(c)

    def _save(self) -> tuple:
        return (
            self.to_move, self.phase, self.result, self.ended, self.move_number,
            self.prisoners[BLACK], self.prisoners[WHITE], self.pass_stones[BLACK],
            self.pass_stones[WHITE], self.dispute_phases, self._consecutive_passes,
            self._phase_moves[BLACK], self._phase_moves[WHITE], self._ko, self._hot,
            self._hot_info, self._two_pass, self._last_pass_position, self._extra_state(),
        )

    def _load_after_play(self, play: _Play) -> None:
        (self.to_move, self.phase, self.result, self.ended, self._consecutive_passes,
         self._ko, self._hot, self._hot_info, moves, extra) = play.saved
        self._phase_moves[self.to_move] = moves
        self.move_number = play.number - 1
        self.prisoners[play.color] -= len(play.captured)
        self.prisoners[3 - play.color] -= len(play.suicided)
        self._restore_extra_state(extra)

    def _load(self, saved: tuple) -> None:
        (self.to_move, self.phase, self.result, self.ended, self.move_number,
         self.prisoners[BLACK], self.prisoners[WHITE], self.pass_stones[BLACK],
         self.pass_stones[WHITE], self.dispute_phases, self._consecutive_passes,
         self._phase_moves[BLACK], self._phase_moves[WHITE], self._ko, self._hot,
         self._hot_info, self._two_pass, self._last_pass_position, extra) = saved
        self._restore_extra_state(extra)

    #: Whether a subclass keeps state of its own (saved with _extra_state before every move);
    #: each game copies it to its _keeps_extra_state slot, which play() reads faster.
    KEEPS_EXTRA_STATE = False

    def _extra_state(self) -> object:
        """State a subclass keeps beyond the game's own (saved before every move for undo)."""
        return None

    def _restore_extra_state(self, extra: object) -> None:
        pass

    def _enter(self, pos: _Position) -> None:
        """Add a position no board play made (the start, a pass, a setup) to the game and to the
        history maps the ruleset keeps; play() does the same for its own positions."""
        index = len(self._positions)
        self._positions.append(pos)
        board_hash = pos.hash
        keys = self._superko_enter_keys
        if self._superko is not None and keys is not None:
            self._superko.setdefault(board_hash ^ keys[pos.to_move], index)
        situation = board_hash ^ _SIDE_KEY[pos.to_move]
        occurrences = self._occurrences
        if occurrences is not None:
            occ = occurrences.get(situation)
            if occ is None:
                occurrences[situation] = index
            elif occ.__class__ is int:
                occurrences[situation] = [occ, index]
            else:
                occ.append(index)  # type: ignore[union-attr]

    def _leave(self) -> _Position:
        """Remove the last position from the game and from the history maps."""
        index = len(self._positions) - 1
        pos = self._positions.pop()
        board_hash = pos.hash
        superko = self._superko
        if superko is not None:
            keys = self._superko_play_keys if pos.kind == "play" else self._superko_enter_keys
            if keys is not None:
                key = board_hash ^ keys[pos.mover if pos.kind == "play" else pos.to_move]
                if superko.get(key) == index:
                    del superko[key]
        situation = board_hash ^ _SIDE_KEY[pos.to_move]
        occurrences = self._occurrences
        if occurrences is not None:
            occ = occurrences[situation]
            if occ.__class__ is int:
                del occurrences[situation]
            else:
                occ.pop()  # type: ignore[union-attr]
                if len(occ) == 1:  # type: ignore[arg-type]
                    occurrences[situation] = occ[0]  # type: ignore[index]
        inserted = self._inserted.pop(index, None)
        if inserted:
            for container, key in reversed(inserted):
                del container[key]
        return pos

    def _occurrences_of(self, situation: int) -> list[int]:
        """The position indices at which a situation occurred, in order."""
        occ = self._occurrences.get(situation)  # type: ignore[union-attr]
        if occ is None:
            return []
        return [occ] if occ.__class__ is int else occ

    def _pass(self, c: int, suicide_point: int | None = None) -> MoveOutcome:
        rules = self.ruleset
        saved = self._save()
        o = 3 - c
        events = ["suicide-as-pass" if suicide_point is not None else "pass"]
        if c == WHITE and self.move_number < self.handicap_moves:
            # White's pass while Black places the handicap stones: not a pass of play.
            events.append("handicap-pass")
        elif rules.pass_stones == "always" or (rules.pass_stones == "in-disputes" and self.phase == "dispute"):
            self.pass_stones[o] += 1
            events.append("pass-stone")
        self.move_number += 1
        if self.phase == "dispute":
            self._phase_moves[c] += 1
        self._consecutive_passes += 1
        self._ko = None
        self._hot = frozenset()
        self._hot_info = None
        self.to_move = o
        pos = _Position(self.board.hash, o, self.move_number, "pass", c, saved)
        repeated = self._ing and pos.situation in self._occurrences  # type: ignore[operator]
        self._enter(pos)
        self._last_pass_position = len(self._positions) - 1
        if self._consecutive_passes >= 2 and rules.ko == "renaissance":
            # Minimal superko: remember the position in which two successive passes were made.
            self._two_pass = (self.board.hash, len(self._positions) - 1)
            events.append("two-passes")
        if repeated:
            events += self._ing_close_cycle(pos)
        if self._consecutive_passes >= rules.passes:
            events += self._stop(c)
        outcome = MoveOutcome(True, None, c, suicide_point, self.board, NOTHING, tuple(events),
                              self.move_number)
        if suicide_point is not None:
            outcome.explanation = (
                f"{COLOR_NAMES[c]} {self.board.vertex(suicide_point)} would capture only itself: "
                f"under {rules.name} a one-stone suicide counts as a pass."
            )
        pos.outcome = outcome
        return outcome

    def _stop(self, last_passer: int) -> list[str]:
        """Successive passes stopped play: the ruleset's end-of-phase provisions apply."""
        rules = self.ruleset
        events = []
        if rules.white_passes_last and last_passer == BLACK:
            # AGA: the phase ends with an extra pass by White if White did not pass last.
            if rules.pass_stones == "always" or (rules.pass_stones == "in-disputes" and self.phase == "dispute"):
                self.pass_stones[BLACK] += 1
            self.to_move = BLACK
            events.append("white-extra-pass")
        if rules.equal_dispute_moves and self.phase == "dispute" and \
                self._phase_moves[BLACK] != self._phase_moves[WHITE]:
            # Renaissance B.9: equal numbers of moves in a dispute phase; the next player adds
            # an obligatory pass (which, as any pass there, hands over a prisoner).
            extra = self.to_move
            self.pass_stones[3 - extra] += 1
            self._phase_moves[extra] += 1
            self.to_move = 3 - extra
            events.append("extra-pass-" + COLOR_LETTERS[extra].lower())
        self.ended = (self.move_number, "passes")
        events.append("stop")
        if rules.removals == "none":
            self.phase = "over"
            self.result = self._score_result(set(), all_alive=True)
            events.append("game-over")
        else:
            self.phase = "stopped"
        return events

    def _cycle_rule(self) -> list[str]:
        """Long cycles: no result (Japanese/Korean) or the threefold repetition rule."""
        rules = self.ruleset
        if rules.cycles == "none":
            return []
        pos = self._positions[-1]
        occ = self._occurrences[pos.situation]  # type: ignore[index]
        if occ.__class__ is int or len(occ) < 3:  # type: ignore[arg-type]
            return []  # not three times yet
        if rules.cycles == "no-result":
            counted = [i for i in occ if i >= self._last_pass_position]
        else:
            counted = [i for i in occ if self._positions[i].kind != "pass"]
        if len(counted) < 3:
            return []
        if rules.cycles == "no-result":
            self.result = Result(
                "no-result",
                explanation=(
                    f"The same position with {COLOR_NAMES[pos.to_move]} to play has now occurred "
                    f"three times without a pass in between (first {self.position_label(counted[0])}): "
                    f"the players repeat a long cycle, so under {rules.name} the game ends "
                    "without result."
                ),
            )
            reason = "no-result"
        else:
            black, white = self._captures_since(counted[0])
            loop = (f"Since {self.position_label(counted[0])}, the same position has occurred three "
                    f"times; in that loop Black captured {black} and White {white} stone(s).")
            if black == white:
                self.result = Result("draw", explanation=loop + " Threefold repetition with equal "
                                     "captures: the game is drawn.")
            else:
                winner = BLACK if black > white else WHITE
                self.result = Result(
                    "repetition", winner=COLOR_LETTERS[winner],
                    explanation=loop + f" Threefold repetition: {COLOR_NAMES[3 - winner]} captured "
                    f"fewer stones and loses.",
                )
            reason = "repetition"
        self.phase = "over"
        self.ended = (self.move_number, reason)
        return [reason, "game-over"]

    def _captures_since(self, index: int) -> tuple[int, int]:
        """The stones Black and White captured (suicides included) after position `index`."""
        taken = {BLACK: 0, WHITE: 0}
        for pos in self._positions[index + 1:]:
            if pos.kind == "play":
                taken[pos.mover] += len(pos.captured)
                taken[3 - pos.mover] += len(pos.suicided)
        return taken[BLACK], taken[WHITE]

    # ----- setup, undo --------------------------------------------------------------------------

    def setup(self, black: Iterable[str] = (), white: Iterable[str] = (), empty: Iterable[str] = (),
              to_move: int | str | None = None) -> None:
        """Add or remove stones without a move (SGF AB/AW/AE); the new position joins the history.

        A setup starts a new position: a ko ban or hot stones from before it lapse, and the
        position counts as arising from a move of the player who is not to play.
        """
        changes = [(self.point(v), BLACK) for v in black]
        changes += [(self.point(v), WHITE) for v in white]
        changes += [(self.point(v), EMPTY) for v in empty]
        saved = self._save()
        previous = self.board.set_points(changes)
        if to_move is not None:
            self.to_move = parse_color(to_move)
        self._ko = None
        self._hot = frozenset()
        self._hot_info = None
        color = self.board.color
        added = {BLACK: 0, WHITE: 0, EMPTY: 0}
        for p, old in previous:
            added[old] -= 1
            added[color[p]] += 1
        self._enter(_SetupPosition(self.board.hash, self.to_move, self.move_number, saved, previous,
                                   (added[BLACK], added[WHITE])))

    def set_to_move(self, color: int | str) -> None:
        """Who plays next (SGF PL); the current position keeps its history."""
        self.to_move = parse_color(color)

    def undo(self) -> bool:
        """Take back the last move or setup exactly; False when there is nothing to take back."""
        if len(self._positions) <= 1:
            return False
        pos = self._leave()
        if pos.kind == "play":
            self.board.undo_play(pos.point, pos.mover, pos.captured, pos.suicided,  # type: ignore[arg-type]
                                 self._positions[-1].hash)
            self._load_after_play(pos)  # type: ignore[arg-type]
            return True
        if pos.kind == "setup":
            self.board.set_points(pos.setup_previous[::-1])  # type: ignore[attr-defined]
        self._load(pos.saved)
        return True

    # ----- end of the game ----------------------------------------------------------------------

    def agree(self, dead: Iterable[str | int] = ()) -> Result:
        """Both players agree which stones are dead: the game is over and counted."""
        if self.phase != "stopped":
            raise RulesError("agreement on dead stones comes after play has stopped")
        dead_points = self._dead_points(dead)
        self.phase = "over"
        self.result = self._score_result(dead_points)
        return self.result

    def resume(self) -> None:
        """The players disagree: play continues in a dispute phase with the move order intact."""
        if self.phase != "stopped":
            raise RulesError("play can only resume after it has stopped")
        if self.ruleset.settles_by_hypothetical_play:
            raise RulesError(
                f"under {self.ruleset.name} a disagreement is settled by a "
                f"{self.ruleset.hypothetical_play_name} that is not kept: use confirmation()"
            )
        self.phase = "dispute"
        self.dispute_phases += 1
        self.ended = None
        self._consecutive_passes = 0
        self._phase_moves = {BLACK: 0, WHITE: 0}

    def end_all_alive(self) -> Result:
        """New Zealand: the players cannot agree who moves next, so every stone is alive."""
        if self.phase not in ("stopped", "dispute"):
            raise RulesError("the game can end with all stones alive only once play has stopped")
        if self.ruleset.disputes != "all-alive":
            raise RulesError(f"{self.ruleset.name} has no all-alive ending")
        self.phase = "over"
        self.result = self._score_result(set(), all_alive=True)
        return self.result

    def confirmation(self) -> Confirmation:
        """The play that settles a dispute and is not kept, from the stopped position: the
        Japanese/Korean confirmation play, or the simplified text's imagined wise play."""
        if self.phase != "stopped":
            raise RulesError("confirmation comes after play has stopped")
        from .confirmation import Confirmation

        return Confirmation(self)

    def score(self, dead: Iterable[str | int] = (), all_alive: bool = False) -> Score:
        """Count the current position as if play had stopped now."""
        return count(
            self.board, self.ruleset, dead=self._dead_points(dead), prisoners=self.prisoners,
            pass_stones=self.pass_stones, komi=self.komi, handicap=self.handicap,
            all_alive=all_alive, setup_stones=self.setup_stones(), view=self.view,
            note=self.handicap_note,
        )

    def count_only(self, vertices: Iterable[str] | None) -> None:
        """Count only these points, a diagram's view of the board (SGF VW); None: the whole board."""
        self.view = None if vertices is None else frozenset(self.point(v) for v in vertices)

    def setup_stones(self) -> dict[int, int]:
        """Stones of each colour put on the board without a move: the start position's
        (handicap or set up) and those later setups added, less those they removed."""
        black, white = self._start_stones
        for pos in self._positions:
            if pos.kind == "setup":
                black += pos.setup_added[0]  # type: ignore[attr-defined]
                white += pos.setup_added[1]  # type: ignore[attr-defined]
        return {BLACK: black, WHITE: white}

    def current_result(self, dead: Iterable[str | int] = (), score_unfinished: bool = False) -> Result:
        """The final result if the game is over or stopped; else "unfinished" (or the score now)."""
        if self.result is not None:
            return self.result
        if self.phase == "stopped" or score_unfinished:
            return self._score_result(self._dead_points(dead))
        return Result("unfinished", explanation="The game has not ended.")

    def _dead_points(self, dead: Iterable[str | int]) -> set[int]:
        out = set()
        for v in dead:
            p = self.point(v)
            if self.board.color[p] in (BLACK, WHITE):
                out.add(p)
        return out

    def _score_result(self, dead: set[int], all_alive: bool = False) -> Result:
        s = count(
            self.board, self.ruleset, dead=dead, prisoners=self.prisoners,
            pass_stones=self.pass_stones, komi=self.komi, handicap=self.handicap,
            all_alive=all_alive, setup_stones=self.setup_stones(), view=self.view,
            note=self.handicap_note,
        )
        return Result(
            s.kind, winner=None if s.winner is None else COLOR_LETTERS[s.winner],
            margin=s.margin, black=s.black, white=s.white, explanation=s.explanation, score=s,
        )

    # ----- explanations -------------------------------------------------------------------------

    def _disturbance_story(self, dist: _Disturbance) -> str:
        """How a player used up Ing's one disturbance, in a sentence."""
        closer = self._positions[dist.last]
        back = self.position_label(dist.first)
        if dist.started_by == dist.last:
            return (f"{self.move_label(dist.last)} (move {closer.number}) attacked in a balanced ko "
                    f"and recreated {back}.")
        began = self._positions[dist.started_by]
        if closer.kind == "pass":
            closing = f"{COLOR_NAMES[closer.mover]}'s pass"
        else:
            closing = self.move_label(dist.last)
        how = "began"
        before = self._positions[dist.started_by - 1]
        if dist.started_by - 1 > dist.first and before.fought_by and not began.balanced_by:
            how = f"began, answering {self.move_label(dist.started_by - 1)}'s capture in a fighting ko"
            how += " by taking another ko," if began.kind == "play" and began.captured else ","
        return (f"the cycle that {self.move_label(dist.started_by)} (move {began.number}) {how} "
                f"came round when {closing} (move {closer.number}) brought back {back}.")

    def _illegal(self, p: int | None, c: int, reason: str, detail: object) -> MoveOutcome:
        who = COLOR_NAMES[c]
        where = "pass" if p is None else self.board.vertex(p)
        rules = self.ruleset
        if reason == "game-over":
            if self.phase == "over" and self.result is not None:
                text = f"The game is over: {self.result.explanation}"
            else:
                n = self.ended[0] if self.ended else self.move_number
                text = (f"Play stopped with the successive passes ending at move {n}; the players "
                        "now agree on dead stones, or resume play if they disagree.")
        elif reason == "occupied":
            text = f"{where} is already occupied by a {COLOR_NAMES[detail].lower()} stone."  # type: ignore[index]
        elif reason == "suicide":
            text = (f"{who} {where} would leave its own string without liberties and capture "
                    f"nothing: suicide is forbidden under {rules.name}.")
        elif reason == "ko":
            _, _, stone = detail  # type: ignore[misc]
            text = (f"{who} may not retake the ko at {where} at once: the {COLOR_NAMES[3 - c].lower()} "
                    f"stone at {self.board.vertex(stone)} has just captured one stone there, and "
                    "retaking would repeat the position (basic ko). Play elsewhere first.")
        elif reason in KO_NAMES:
            label = self.position_label(detail)  # type: ignore[arg-type]
            if reason == "situational-superko":
                extra = f" with {COLOR_NAMES[3 - c]} to play again"
            elif reason == "natural-situational-superko":
                extra = f", which {who}'s own board play created"
            elif reason == "minimal-superko":
                pos = self._positions[detail]
                extra = f", in which the last two successive passes were made (ending at move {pos.number})"
            else:
                extra = ""
            text = (f"{who} {where} would recreate {label}{extra}; {KO_NAMES[reason]} forbids it "
                    f"under {rules.name}.")
        elif reason == "hot-stone":
            _, kind, at = detail  # type: ignore[misc]
            pos = self._positions[at]
            names = ", ".join(self.hot_stones())
            if kind == "twin":
                # SST 6A: in a triple ko the capturer's ko stones in the other kos are hot too.
                what = (f"in the triple ko in which {self.move_label(at)} just captured, "
                        f"{COLOR_NAMES[3 - c]}'s ko stones in the other kos that lock the same two "
                        "groups are twin hot stones")
            else:
                what = (f"they are {kind} hot stones of the fighting ko in which "
                        f"{self.move_label(at)} just captured")
            text = (f"{who} {where} would capture hot stones ({names}): {what}. Under Ing's rules "
                    "hot stones may be captured only after an intervening move or pass.")
        elif reason == "disturbing":
            how, dist = detail[0], detail[1]  # type: ignore[index]
            text = (f"{who} has used up its one disturbance: {self._disturbance_story(dist)} "
                    "Under Ing's rules a player may disturb only once in a game, and ")
            if how == "again":
                text += (f"{where} would attack in the balanced ko again, recreating "
                         f"{self.position_label(detail[2])}.")  # type: ignore[index]
            elif how == "continue":
                text += f"{where} would recreate a position of that cycle."
            else:
                text += f"{where} would begin a new cycle of repeated positions."
        else:  # pragma: no cover - every reason is handled above
            text = reason
        # The verdicts name only reason codes of REASONS (a test holds every ruling to them).
        return MoveOutcome(False, cast(Reason, reason), c, p, self.board, NOTHING, (), self.move_number + 1, text)
