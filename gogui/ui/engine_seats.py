"""The engines seated at a game window: each asked for its move on its turn, told every other move, and refereed."""

from __future__ import annotations

import weakref
from collections.abc import Generator
from functools import partial

from PySide6.QtCore import QObject, Signal

from ..engine.board import BLACK, WHITE
from ..gtp.engines import EngineSpec, Seat, game_argv
from ..gtp.protocol import Answer
from ..gtp.referee import EngineMove, dead_proposal, moves_so_far, place_free_handicap, set_up, tell, turn
from ..i18n import translate
from .engine_player import MOVE_TIME_LIMIT_S, EnginePlayer
from .game_controller import GameController

# A move the engines were told, as (colour, vertex or None for a pass).
Told = tuple[int, str | None]


def seat_label(name: str, colour: int) -> str:
    """An engine with the colour it plays: "GNU Go (White)"."""
    if colour == BLACK:
        return translate("EngineSeats", "{engine} (Black)").replace("{engine}", name)
    return translate("EngineSeats", "{engine} (White)").replace("{engine}", name)


class _Seat:
    """One engine at the table: its player, and what its board holds (the moves it was told)."""

    def __init__(self, colour: int, player: EnginePlayer) -> None:
        self.colour = colour
        self.player = player
        self.told: list[Told] = []  # the moves its board holds, in order
        self.handicap: tuple[str, ...] = ()  # the handicap stones its board holds


class EngineSeats(QObject):
    """Keeps every engine of a game in step with it. After each change of the game, an engine
    whose board lags behind is told the new moves (or, after an undo or a dispute, brought back
    from an empty board); the engine whose turn it is is asked for its move, which is refereed
    and then played through the controller, so that it is undone and autosaved like any move.
    At a stop, the first engine proposes the dead stones, which the players accept or change."""

    thinking_changed = Signal(str)  # what the window shows while an engine thinks ("" when none)
    failed = Signal(str)

    def __init__(self, controller: GameController, seats: dict[int, tuple[EngineSpec, int | None]],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.paused = False
        self._seats: dict[int, _Seat] = {}
        self._asked: tuple[int, int] | None = None  # (colour, generation) of the move asked for
        self._generation = 0  # counts the game's changes: an answer to an older state is dropped
        self._proposed_at: int | None = None  # the move number of the stop whose dead stones were proposed
        session = controller.session
        for colour, (spec, level) in seats.items():
            argv = game_argv(spec, session.ruleset, session.size, session.game.komi, level)
            # The player holds the seats weakly: a child that held its parent would make a
            # cycle of Qt objects, which the collector may free in the wrong order.
            player = EnginePlayer(spec, argv, partial(_restoring, weakref.ref(self), colour), self)
            player.failed.connect(self._player_failed)
            self._seats[colour] = _Seat(colour, player)
            session.engines[colour] = (spec.name, level)
        controller.people = frozenset(colour for colour in (BLACK, WHITE) if colour not in seats)
        controller.changed.connect(self.update)
        # Held weakly, as the seats hold the controller: a cycle between the two would leave
        # the controller (and its undo stack's commands) to the cycle collector, which may tear
        # Qt objects down in the wrong order.
        controller.engine_busy = weakref.WeakMethod(self.busy_text)
        self._holding = False  # taking back moves: nobody is asked until it is done

    # ----- who plays --------------------------------------------------------------------------

    def plays(self, colour: int) -> bool:
        """Whether an engine plays `colour`."""
        return colour in self._seats

    def name(self, colour: int) -> str:
        return self._seats[colour].player.spec.name

    @property
    def thinking(self) -> int | None:
        """The colour whose engine is thinking about a move, or None."""
        return self._asked[0] if self._asked is not None else None

    def busy_text(self) -> str | None:
        """Why a person may not move now: an engine is thinking (None when none is)."""
        colour = self.thinking
        if colour is None:
            return None
        return translate("EngineSeats", "{who} is thinking: wait for its move, or press Stop.").replace(
            "{who}", seat_label(self.name(colour), colour))

    def take_back(self) -> None:
        """Undo for a person playing an engine: back to the last position where a person was
        to move (the engine's reply and the person's move before it)."""
        stack = self.controller.undo_stack
        self._holding = True
        try:
            stack.undo()
            while stack.canUndo() and self.plays(self.controller.session.to_move()) and \
                    self.controller.session.stage in ("play", "confirmation", "placing") and \
                    len(self._seats) < 2:
                stack.undo()
        finally:
            self._holding = False
        self.update()

    def start(self) -> None:
        """Start the engines and let the one to move think."""
        for seat in self._seats.values():
            seat.player.start()
        self.update()

    def close(self) -> None:
        """Let the engines go (the window is closing)."""
        for seat in self._seats.values():
            seat.player.close()
        self.controller.engine_busy = None

    def stop(self) -> None:
        """Stop the engine that thinks; it waits until Continue (or makes no move at all)."""
        colour = self.thinking
        self.paused = True
        self._asked = None
        if colour is not None:
            self._seats[colour].player.stop()
        self.thinking_changed.emit("")

    def resume(self) -> None:
        """Let the engines play again after a Stop or a failure."""
        self.paused = False
        for seat in self._seats.values():
            seat.player.restarts = 0
        self.update()

    # ----- keeping step -----------------------------------------------------------------------

    def _restore(self, colour: int):
        """The conversation that brings a fresh process to the game as it stands."""
        seat = self._seats[colour]
        session = self.controller.session
        seat.told = moves_so_far(session)
        seat.handicap = tuple(session.handicap_points) if session.free_placement else ()
        return set_up(session, seat.player.abilities)

    def update(self) -> None:
        """The game changed: bring every engine up to date, then ask the one to move, if any."""
        self._generation += 1
        session = self.controller.session
        now = moves_so_far(session)
        handicap = tuple(session.handicap_points) if session.free_placement else ()
        if self._asked is not None and (self._asked[1] != self._generation - 1 or session.stage == "over"):
            # Something changed while an engine thought (an undo, a resignation): its move is
            # no longer wanted, and its board is brought back below.
            colour = self._asked[0]
            self._asked = None
            self._seats[colour].player.stop()
        for seat in self._seats.values():
            if seat.player.stopped or seat.player.restore_pending:
                # Started again when next asked, or about to be brought to the game: either
                # way it reads the game as it is then, from an empty board.
                continue
            if seat.told == now[:len(seat.told)] and seat.handicap == handicap:
                for colour, vertex in now[len(seat.told):]:
                    seat.player.run(partial(tell, colour, vertex), lambda _r: None)
                seat.told = list(now)
            else:
                seat.player.bring_back()
        self._ask()

    def _ask(self) -> None:
        session = self.controller.session
        stage = session.stage
        if self.paused or self._holding or self._asked is not None:
            return
        if stage == "marking":
            self._propose_dead()
            return
        colour = session.to_move()
        seat = self._seats.get(colour)
        if seat is None:
            return
        generation = self._generation
        if stage == "placing":
            self._asked = (colour, generation)
            self.thinking_changed.emit(translate("EngineSeats", "{who} is placing its handicap stones...")
                                       .replace("{who}", seat_label(seat.player.spec.name, colour)))
            seat.player.run(partial(place_free_handicap, session), partial(self._placed, generation))
            return
        if not session.takes_moves:
            return
        self._asked = (colour, generation)
        self.thinking_changed.emit(translate("EngineSeats", "{who} is thinking...")
                                   .replace("{who}", seat_label(seat.player.spec.name, colour)))
        seat.player.run(lambda: turn(session, seat.player.abilities), partial(self._moved, generation),
                        MOVE_TIME_LIMIT_S)

    def _moved(self, generation: int, move: EngineMove) -> None:
        if self._asked is None or self._asked[1] != generation:
            return
        colour = self._asked[0]
        self._asked = None
        self.thinking_changed.emit("")
        seat = self._seats[colour]
        # The engine's board holds the move (or the referee's pass) already.
        if not move.resigned:
            seat.told = moves_so_far(self.controller.session) + [(colour, move.vertex)]
        note = move.comment(seat.player.spec.name, self.controller.ruleset_title())
        self.controller.engine_move(move, note)

    def _placed(self, generation: int, points: list[str]) -> None:
        if self._asked is None or self._asked[1] != generation:
            return
        self._asked = None
        self.thinking_changed.emit("")
        self.controller.engine_stones(points)

    def _propose_dead(self) -> None:
        session = self.controller.session
        stop = session.game.move_number
        if self._proposed_at == stop or not self._seats:
            return
        self._proposed_at = stop
        seat = next(iter(self._seats.values()))
        seat.player.run(partial(dead_proposal, session), partial(self._proposal, stop))

    def _proposal(self, stop: int, dead: set[str]) -> None:
        session = self.controller.session
        if session.stage != "marking" or session.game.move_number != stop:
            return
        self.controller.propose_dead(dead, next(iter(self._seats.values())).player.spec.name)

    def _player_failed(self, why: str) -> None:
        self._asked = None
        self.paused = True
        self.thinking_changed.emit("")
        self.failed.emit(why)


def _restoring(seats: weakref.ref[EngineSeats], colour: int) -> Generator[str, Answer, None]:
    """The conversation that brings a seat's engine to the game (nothing once the seats are gone)."""
    held = seats()
    if held is None:
        return
    yield from held._restore(colour)


def seats_from(chosen: dict[int, Seat]) -> dict[int, tuple[EngineSpec, int | None]]:
    """The engine seats of a New game dialog's choice (persons left out)."""
    return {colour: (seat.engine, seat.level) for colour, seat in chosen.items() if seat.engine is not None}


__all__ = ["EngineSeats", "seats_from"]
