"""A game under one ruleset: moves, passes, phases, repetition history, legality with reasons, results."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal, cast

from ..i18n import translate
from . import phases
from .board import (
    BLACK,
    COLOR_LETTERS,
    EMPTY,
    NOTHING,
    WHITE,
    PointEffects,
    opponent,
    parse_color,
)
from .cycles import CYCLE_RULE_TYPES, add_occurrence, remove_occurrence
from .handicap import start_stones
from .ko_rules import KO_RULE_TYPES
from .legality import banned_points, judge
from .records import (
    _SIDE_KEY,
    PLAY_STOPPED,
    GameState,
    MoveOutcome,
    Phase,
    PlayState,
    Reason,
    Result,
    RulesError,
    Verdict,
    _eventful,
    _EventfulPlay,
    _new_record,
    _Play,
    _Position,
    _SetupPosition,
)
from .rules import Ruleset, check_komi, ruleset_title
from .scoring import Score, count
from .wording import colour_name

#: Colour codes by the letters SGF records and callers use (others go through parse_color).
_COLOR_CODES = {"B": BLACK, "W": WHITE, "b": BLACK, "w": WHITE, BLACK: BLACK, WHITE: WHITE}
# A play's events, shared (a play record's events are never changed once it is returned)
_NO_EVENTS: tuple[str, ...] = ()
_CAPTURE = ("capture",)
_CAPTURE_KO = ("capture", "ko")
_SUICIDE = ("suicide",)
_NO_HOT_STONES: frozenset[int] = frozenset()

# The state play() saves for undo when nothing but the player to move is set: no ko, no hot
# stones, no pass just made, the first phase of play (no result, no end, no dispute moves yet).
_PLAIN_STATE = {colour: PlayState(colour, "play", None, None, 0, None, _NO_HOT_STONES, None, 0, None)
                for colour in (BLACK, WHITE)}


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
        "__weakref__", "_basic_ko", "_consecutive_passes", "_hot", "_hot_info", "_judge_every_play",
        "_keeps_extra_state", "_ko", "_ko_rule",
        "_memory", "_memory_keys", "_occurrences", "_on_recurrence", "_phase_moves", "_positions",
        "_reads_captures", "_start_stones", "_superko", "board", "dispute_phases", "ended",
        "handicap", "handicap_moves", "handicap_note", "komi", "move_number", "pass_stones",
        "phase", "prisoners", "result", "ruleset", "size", "to_move", "view",
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
        # The ko rule's piece (gogui/engine/ko_rules.py) chooses the board: Ing's reads the
        # locked groups' liberties after every ko capture, from a board that keeps its strings.
        ko_rule_type = KO_RULE_TYPES[ruleset.ko]
        self.board = ko_rule_type.board_type(size)
        self.size = size
        self.handicap = handicap if handicap >= 2 else 0
        if komi is None:
            komi = ruleset.handicap_komi if self.handicap else ruleset.komi
        try:
            self.komi = check_komi(komi)
        except ValueError as err:
            raise RulesError(str(err)) from None
        self.handicap_moves = handicap_moves if self.handicap else 0
        self.handicap_note = handicap_note
        stones = start_stones(ruleset, size, self.handicap, handicap_points, black, white,
                              self.handicap_moves, self.board.point)
        self.view: frozenset[int] | None = None  # a diagram's part of the board: all that is counted
        self._start_stones = (0, 0)  # stones put on the board without a move, by colour
        if stones:  # (an empty board is the common start, and needs no count)
            self.board.set_points(stones)
            self._start_stones = (self.board.color.count(BLACK), self.board.color.count(WHITE))
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
        # Every occurrence of each situation (cycles.Occurrences), kept only for a rule that
        # reads it: the long-cycle rules and Ing's disturbing.
        cycle_rule = CYCLE_RULE_TYPES[ruleset.cycles](self) if ruleset.cycles != "none" else None
        self._occurrences: dict[int, int | list[int]] | None = (
            {} if cycle_rule is not None or ko_rule_type.keeps_situations else None)
        ko_rule = self._ko_rule = ko_rule_type(self)
        self._basic_ko = ko_rule.basic_ko
        self._reads_captures = ko_rule.reads_captures
        # What play() tests every play against (see KoRule), and the map it enters each legal
        # play into (a superko's one history), read from slots on the hot path.
        self._memory = ko_rule.memory
        self._memory_keys = ko_rule.memory_keys
        self._superko = ko_rule.memory if ko_rule.records_plays else None
        # What a play that recreates an earlier situation sets off: the ko rule's cycle
        # bookkeeping (Ing) and the long-cycle rule.
        self._on_recurrence = tuple(
            hook for hook in (ko_rule.after_recurrence if ko_rule.keeps_situations else None,
                              cycle_rule.after_recurrence if cycle_rule is not None else None)
            if hook is not None)
        # Whether every play goes to _verdict; otherwise only a play that suicides, may retake
        # a ko, may capture hot stones or repeats what the ko rule remembers goes there.
        self._judge_every_play = False
        self._keeps_extra_state = self.KEEPS_EXTRA_STATE
        self._positions: list[_Position | _Play] = []
        start = _Position(self.board.hash, self.to_move, 0, "start", opponent(self.to_move))
        self._enter(start)

    # ----- reading ----------------------------------------------------------------------------

    @property
    def moves(self) -> list[tuple[int, int | None]]:
        """The moves played so far: (colour, point or None for a pass)."""
        return [(pos.mover, pos.point) for pos in self._positions if pos.kind in ("play", "pass")]

    @property
    def outcomes(self) -> list[MoveOutcome]:
        """The outcome of every move and setup-free pass so far, in order (illegal plays left
        none)."""
        return [pos.outcome for pos in self._positions if pos.outcome is not None]

    def last_was_setup(self) -> bool:
        """Whether the latest position came from stones set up (undo takes that back first)."""
        return len(self._positions) > 1 and self._positions[-1].kind == "setup"

    def made_white_s_last_pass(self) -> bool:
        """Whether play stopped with AGA's obligatory White pass, which the engine makes together
        with Black's last pass: a record's W pass right after it is that same pass, not a move."""
        outcome = self._positions[-1].outcome
        return self.phase == "stopped" and outcome is not None and "white-extra-pass" in outcome.events

    def passed_since(self, index: int) -> bool:
        """Whether a pass was made after the position at `index` of the game's history: a
        superko's refusal names the position a play would repeat by that index (its detail),
        so this tells whether the repeated cycle has a pass in it."""
        return any(pos.kind == "pass" for pos in self._positions[index + 1:])

    def point(self, vertex: str | int) -> int:
        """The board index of a vertex ("D4") or of an index; ValueError off the board."""
        return self.board.point(vertex)

    def hot_stones(self) -> list[str]:
        """Ing: the stones the player to move may not capture now (vertices, sorted)."""
        return sorted(self.board.vertex(p) for p in self._hot)

    def ko_point(self) -> str | None:
        """The point where the last play took a basic ko (whatever the ko rule), or None."""
        return None if self._ko is None else self.board.vertex(self._ko[0])

    def disturbers(self) -> list[str]:
        """Ing: the players who have used their one cycle (as "B"/"W")."""
        return [COLOR_LETTERS[c] for c in self._ko_rule.disturbers()]

    def move_label(self, index: int) -> str:
        """"Black D4" or "White pass" for the move that made position `index` of the game."""
        pos = self._positions[index]
        if pos.point is None:
            return translate("Move", "{colour} pass").format(colour=colour_name(pos.mover))
        return translate("Move", "{colour} {point}").format(colour=colour_name(pos.mover),
                                                             point=self.board.vertex(pos.point))

    def position_label(self, index: int) -> str:
        """The position at `index` of the game as an explanation names it."""
        pos = self._positions[index]
        if pos.kind == "start":
            return translate("Position", "the starting position")
        if pos.kind == "setup":
            if pos.number == 0:  # a variation that changes the stones before its first move
                return translate("Position", "the position set up before the first move")
            return translate("Position", "the position set up after move {number}").format(number=pos.number)
        return translate("Position", "the position after move {number} ({move})").format(
            number=pos.number, move=self.move_label(index))

    # ----- legality -----------------------------------------------------------------------------

    def check(self, vertex: str | int, color: int | str | None = None) -> MoveOutcome:
        """Whether a play by the player to move (or by `color`) would be legal now, and why not.

        Returns the outcome the play would have, its explanation included, without playing it:
        nothing of the game changes. Raises ValueError for a point off the board.
        """
        c = self.to_move if color is None else parse_color(color)
        p = self.point(vertex)
        reason, detail, captured, as_pass = judge(self, p, c)
        if reason is not None:
            return self._illegal(p, c, reason, detail)
        return MoveOutcome(True, None, c, p, self.board, captured,
                           ("suicide-as-pass",) if as_pass else (), number=self.move_number + 1)

    def banned(self) -> list[tuple[str, str]]:
        """Every empty point the player to move may not play now, with the reason code; the
        game does not change."""
        vertex = self.board.vertex
        return [(vertex(p), reason) for p, reason, _ in banned_points(self)]

    def banned_outcomes(self) -> list[MoveOutcome]:
        """Like banned(), each point's refusal with its explanation."""
        return [self._illegal(p, self.to_move, reason, detail)
                for p, reason, detail in banned_points(self)]

    def _verdict(self, p: int, c: int, captured: Sequence[int], suicide: bool, alone: bool,
                 h_after: int, capture: object) -> Verdict | Literal["as-pass"] | None:
        """The rules' verdict on a play by c at p with the given effect: None if legal,
        "as-pass" for a one-stone suicide that counts as a pass, else (reason, detail).

        The game applies the suicide option and the basic ko rule; the ko rule's piece judges
        the rest. capture: what the piece read of the play on the board (KoRule.read_capture),
        or NOT_PLAYED when the play is only judged.
        """
        if suicide:
            rules = self.ruleset
            if rules.suicide == "forbidden":
                return "suicide", None
            if rules.suicide == "multi-stone" and alone:
                return "as-pass"  # SST: "Self-capture of single stones is equivalent to a pass play."
        ko = self._ko
        if ko is not None and self._basic_ko and ko[0] == p and ko[1] == c and len(captured) == 1:
            return "ko", ko
        return self._ko_rule.verdict(p, c, captured, h_after, capture)

    def _quiet_verdicts(self, c: int, effects: PointEffects) -> list[tuple[int, Verdict]]:
        """_verdict() on every quiet play by c of `effects` at once (a play that captures nothing
        and is no suicide). Such a play meets neither the suicide rule nor basic ko (nor a
        confirmation play's retake ban), which all need a capture or a suicide, so only the ko
        rule's memory of positions can refuse it. (point, verdict) for each refused, any order."""
        return self._ko_rule.quiet_verdicts(c, effects)

    # ----- playing ------------------------------------------------------------------------------

    def play(self, vertex: str | int, color: int | str | None = None) -> MoveOutcome:
        """Play a stone for the player to move (or for `color`, out of turn, as SGF files may).

        Returns the outcome: a legal play's record (captures, events, its explanation), or an
        illegal play's refusal with its reason code and explanation, in which case the game is
        unchanged. A one-stone suicide that the ruleset counts as a pass is played as that pass.
        Raises ValueError for a point off the board or an unknown colour, never for an illegal
        play. The stone is placed, then the rules judge the result; an illegal play is taken
        back at once. This is the path every replay takes for every move, so it is written out
        in one piece.
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
        if phase != "play" and phase in PLAY_STOPPED:
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
        memory = self._memory
        if memory is not None:
            key = h ^ self._memory_keys[c]
            repeats = key in memory
        else:
            key = 0
            repeats = False

        if plain and not captured and not suicided and not repeats:
            # The common move: nothing to judge, and nothing but the move number and the player
            # to move changes.
            saved = _PLAIN_STATE[to_move]
            eventful = False
        else:
            eventful = True
            saved = _PLAIN_STATE[to_move] if plain else PlayState(
                to_move, phase, self.result, self.ended, self._consecutive_passes, ko, hot,
                self._hot_info, self._phase_moves[to_move],
                self._extra_state() if self._keeps_extra_state else None)
            capture = (self._ko_rule.read_capture(p, c, captured)
                       if captured and self._reads_captures else None)
            # Judge the play only if some rule could forbid it.
            if (repeats or suicided or self._judge_every_play or (hot and captured)
                    or (ko is not None and ko[0] == p and len(captured) == 1)):
                verdict = self._verdict(p, c, captured, bool(suicided), len(suicided) == 1, h,
                                        capture)
                if verdict is not None:
                    board.undo_play(p, c, captured, suicided, self._positions[-1].hash)
                    if verdict == "as-pass":
                        return self._pass(c, suicide_point=p)
                    return self._illegal(p, c, verdict[0], verdict[1])
            events = self._after_play(p, c, captured, suicided, hot, phase)
            balanced_by = fought_by = 0
            if capture is not None:
                captured_events, balanced_by, fought_by = self._ko_rule.after_capture(capture, c)
                events += captured_events

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
        superko = self._superko
        if superko is not None:
            superko[key] = index  # a superko's memory: keyed as above
        occurrences = self._occurrences
        if occurrences is not None:
            situation = h ^ _SIDE_KEY[o]
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
                for rule in self._on_recurrence:
                    more += rule(play)
                if more:
                    record = play if isinstance(play, _EventfulPlay) else _eventful(play)
                    record.events += tuple(more)  # not yet returned to anyone
                    play = positions[-1] = record
        return play

    def _after_play(self, p: int, c: int, captured: list[int] | tuple[()],
                    suicided: list[int] | tuple[()], hot: frozenset[int],
                    phase: str) -> tuple[str, ...]:
        """The state a legal play changes beyond the move number and the player to move: ko,
        prisoners, passes, hot stones (cleared), dispute moves. Returns its events."""
        o = 3 - c
        events: tuple[str, ...] = _NO_EVENTS
        self._ko = None
        if captured:
            self.prisoners[c] += len(captured)
            events = _CAPTURE
            if len(captured) > 1:
                captured.sort()  # bottom row first, left to right
            elif self.board.took_ko(p, captured[0]):
                self._ko = (captured[0], o, p)
                events = _CAPTURE_KO
        elif suicided:
            self.prisoners[o] += len(suicided)
            events = _SUICIDE
        self._consecutive_passes = 0
        if hot:
            self._hot = _NO_HOT_STONES
            self._hot_info = None
        if phase == "dispute":
            self._phase_moves[c] += 1
        return events

    def pass_move(self, color: int | str | None = None) -> MoveOutcome:
        """Pass for the player to move (or for `color`): the outcome, with the events the pass
        set off (a pass stone, the stop of play, a game that ends). Once play has stopped the
        pass is refused ("game-over") and the game is unchanged. Raises ValueError for an
        unknown colour."""
        c = self.to_move if color is None else parse_color(color)
        if self.phase in PLAY_STOPPED:
            return self._illegal(None, c, "game-over", None)
        return self._pass(c)

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
        self._ko_rule.entered(pos, index)
        if self._occurrences is not None:
            add_occurrence(self._occurrences, pos.situation, index)

    def _leave(self) -> _Position | _Play:
        """Remove the last position from the game and from the history maps."""
        index = len(self._positions) - 1
        pos = self._positions.pop()
        self._ko_rule.left(pos, index)
        if self._occurrences is not None:
            remove_occurrence(self._occurrences, pos.situation)
        return pos

    def _pass(self, c: int, suicide_point: int | None = None) -> MoveOutcome:
        rules = self.ruleset
        saved = self._saved_state()
        o = 3 - c
        events = ["suicide-as-pass" if suicide_point is not None else "pass"]
        if c == WHITE and self.move_number < self.handicap_moves:
            # White's pass while Black places the handicap stones: not a pass of play.
            events.append("handicap-pass")
        elif rules.hands_over_pass_stone(self.phase):
            self.pass_stones[o] += 1
            events.append("pass-stone")
        self.move_number += 1
        if self.phase == "dispute":
            self._phase_moves[c] += 1
        self._consecutive_passes += 1
        self._lift_bans()
        self.to_move = o
        pos = _Position(self.board.hash, o, self.move_number, "pass", c, saved)
        self._enter(pos)
        index = len(self._positions) - 1
        events += self._ko_rule.after_pass(pos, index)
        if self._consecutive_passes >= rules.passes:
            events += phases.stop(self, c)
        outcome = MoveOutcome(True, None, c, suicide_point, self.board, NOTHING, tuple(events),
                              self.move_number)
        if suicide_point is not None:
            # A one-stone suicide that the ruleset counts as a pass (Ing's SST rules).
            outcome.explanation = translate(
                "Illegal", "{colour} {point} would capture only itself: under {ruleset} a one-stone "
                "suicide counts as a pass.").format(colour=colour_name(c), point=self.board.vertex(suicide_point),
                                                     ruleset=ruleset_title(rules))
        pos.outcome = outcome
        return outcome

    def _lift_bans(self) -> None:
        """A pass or a setup lifts a basic ko's ban and Ing's hot stones."""
        self._ko = None
        self._hot = _NO_HOT_STONES
        self._hot_info = None

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
        saved = self._saved_state()
        previous = self.board.set_points(changes)
        if to_move is not None:
            self.to_move = parse_color(to_move)
        self._lift_bans()
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
        if isinstance(pos, _Play):
            self.board.undo_play(pos.point, pos.color, pos.captured, pos.suicided,
                                 self._positions[-1].hash)
            self._restore_play(pos.saved, pos)
            return True
        if isinstance(pos, _SetupPosition):
            self.board.set_points(pos.setup_previous[::-1])
        assert pos.saved is not None  # only the start position saves nothing, and it stays
        self._restore_state(pos.saved)
        return True

    def _saved_state(self) -> GameState:
        """What a pass or a setup may change, saved before it for undo."""
        return GameState(
            self.to_move, self.phase, self.result, self.ended, self.move_number,
            (self.prisoners[BLACK], self.prisoners[WHITE]),
            (self.pass_stones[BLACK], self.pass_stones[WHITE]), self.dispute_phases,
            self._consecutive_passes, (self._phase_moves[BLACK], self._phase_moves[WHITE]),
            self._ko, self._hot, self._hot_info, self._ko_rule.state(),
            self._extra_state(),
        )

    def _restore_state(self, saved: GameState) -> None:
        """Back to the state saved before a pass or setup (undo has taken its board and history
        back apart)."""
        self.to_move, self.phase, self.result, self.ended, self.move_number = saved[:5]
        self.prisoners[BLACK], self.prisoners[WHITE] = saved.prisoners
        self.pass_stones[BLACK], self.pass_stones[WHITE] = saved.pass_stones
        self.dispute_phases = saved.dispute_phases
        self._consecutive_passes = saved.consecutive_passes
        self._phase_moves[BLACK], self._phase_moves[WHITE] = saved.phase_moves
        self._ko, self._hot, self._hot_info = saved.ko, saved.hot, saved.hot_info
        self._ko_rule.restore(saved.ko_rule)
        self._restore_extra_state(saved.extra)

    def _restore_play(self, saved: PlayState, play: _Play) -> None:
        """Back to the state before `play`, saved then (undo has taken its board and history
        back apart); the move number and the prisoners are worked out from the play."""
        (self.to_move, self.phase, self.result, self.ended, self._consecutive_passes,
         self._ko, self._hot, self._hot_info, moves, extra) = saved
        self._phase_moves[self.to_move] = moves
        self.move_number = play.number - 1
        self.prisoners[play.color] -= len(play.captured)
        self.prisoners[3 - play.color] -= len(play.suicided)
        self._restore_extra_state(extra)

    # ----- end of the game ----------------------------------------------------------------------

    def agree(self, dead: Iterable[str | int] = (), marked: bool = True) -> Result:
        """Both players agree which stones are dead: the game is over and counted. Returns the
        result; raises RulesError unless play has stopped. Points without a stone are ignored.
        marked: the dead stones are those a record's marks name (see scoring.count)."""
        return phases.agree(self, dead, marked)

    def resume(self) -> None:
        """The players disagree: play continues in a dispute phase with the move order intact.
        Raises RulesError unless play has stopped, or where a play that is not kept settles
        disputes (confirmation.Confirmation plays it out)."""
        phases.resume(self)

    def end_all_alive(self) -> Result:
        """New Zealand: the players cannot agree who moves next, so every stone is alive and
        the game is counted. Returns the result; raises RulesError before play stops or under
        a ruleset without that ending."""
        return phases.end_all_alive(self)

    def score(self, dead: Iterable[str | int] = (), all_alive: bool = False, marked: bool = True) -> Score:
        """Count the current position as if play had stopped now, with these stones dead
        (points without a stone are ignored; marked: they are those a record's marks name, see
        scoring.count). The game does not change."""
        return count(
            self.board, self.ruleset, dead=self._dead_points(dead), prisoners=self.prisoners,
            pass_stones=self.pass_stones, komi=self.komi, handicap=self.handicap,
            all_alive=all_alive, setup_stones=self.setup_stones(), view=self.view,
            note=self.handicap_note, marked=marked,
        )

    def count_only(self, vertices: Iterable[str] | None) -> None:
        """Count only these points, a diagram's view of the board (SGF VW); None: the whole board."""
        self.view = None if vertices is None else frozenset(self.point(v) for v in vertices)

    def setup_stones(self) -> dict[int, int]:
        """Stones of each colour put on the board without a move: the start position's
        (handicap or set up) and those later setups added, less those they removed."""
        black, white = self._start_stones
        for pos in self._positions:
            if isinstance(pos, _SetupPosition):
                black += pos.setup_added[0]
                white += pos.setup_added[1]
        return {BLACK: black, WHITE: white}

    def current_result(self, dead: Iterable[str | int] = (), score_unfinished: bool = False,
                       marked: bool = True) -> Result:
        """The final result if the game is over or stopped (counted with these stones dead, named
        by a record's marks or settled otherwise: see score); else "unfinished", or with
        score_unfinished the count now. The game does not change."""
        if self.result is not None:
            return self.result
        if self.phase == "stopped" or score_unfinished:
            return Result.from_score(self.score(dead, marked=marked))
        return Result("unfinished", explanation=translate("Game", "The game has not ended."))

    def _dead_points(self, dead: Iterable[str | int]) -> set[int]:
        out = set()
        for v in dead:
            p = self.point(v)
            if self.board.color[p] in (BLACK, WHITE):
                out.add(p)
        return out

    def _illegal(self, p: int | None, c: int, reason: Reason, detail: object) -> MoveOutcome:
        """The outcome of an illegal play (p None: a pass), with its explanation."""
        return MoveOutcome(False, reason, c, p, self.board, NOTHING, (), self.move_number + 1,
                           self._illegal_text(p, c, reason, detail))

    def _illegal_text(self, p: int | None, c: int, reason: str, detail: object) -> str:
        """Why the game refuses a play by c at p (None: a pass): the phase, an occupied point and
        suicide in the game's words, any other reason in its ko rule's (KoRule.explain)."""
        where = translate("Move", "pass") if p is None else self.board.vertex(p)
        if reason == "game-over":
            if self.phase == "over" and self.result is not None:
                return translate("Illegal", "The game is over: {result}").format(result=self.result.explanation)
            n = self.ended[0] if self.ended else self.move_number
            if not self.ruleset.settles_by_hypothetical_play:
                text = translate("Illegal", "Play stopped with the successive passes ending at move {number}; "
                                 "the players now agree on dead stones, or resume play if they disagree.")
            elif self.ruleset.disputes == "confirmation":
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
                colour=colour_name(c), point=where, ruleset=ruleset_title(self.ruleset))
        return self._ko_rule.explain(reason, detail, c, where)
