"""A casual game from the first move to the count, the way its ruleset ends games (no Qt); its record: session_records."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .engine import (
    PRESETS,
    Confirmation,
    Game,
    MoveOutcome,
    Result,
    RulesError,
    Ruleset,
    Score,
    count,
)
from .engine.board import BLACK, COLOR_LETTERS, EMPTY, WHITE, parse_color
from .i18n import translate
from .sgf import Node

#: What a game in progress waits for (see GameSession).
Stage = Literal["placing", "play", "marking", "confirmation", "over"]


@dataclass
class WhatIf:
    """The final position counted under another ruleset (its own komi and compensation)."""

    ruleset: Ruleset
    score: Score


class GameSession:
    """A game in progress: moves, the end of play, dead stones, disputes and the count.

    Stages: "placing" (Black puts down free handicap stones), "play" (moves, including dispute
    phases after play resumed), "marking" (play has stopped: the players mark dead stones and
    accept, or dispute), "confirmation" (play that settles a dispute and is not kept: the
    Japanese/Korean confirmation play, or the simplified text's imagined wise play), "over".
    """

    def __init__(self, ruleset: Ruleset, size: int = 19, *, komi: float | None = None,
                 handicap: int = 0, free_placement: bool | None = None,
                 black_name: str = "", white_name: str = "", setup_black: list[str] | None = None,
                 setup_white: list[str] | None = None, setup_to_move: str | None = None) -> None:
        self.ruleset = ruleset
        self.size = size
        self.komi = komi
        self.handicap = handicap if handicap >= 2 else 0
        self.black_name = black_name
        self.white_name = white_name
        self.date = ""  # SGF DT of a continued game: the day it was played stays its day
        if free_placement is None:
            free_placement = ruleset.handicap_placement == "free"
        self.free_placement = bool(self.handicap) and free_placement
        self.handicap_points: list[str] = []
        # A position set up before the first move (SGF AB/AW/PL at the root). With a handicap,
        # Black's stones are the handicap points; White's set up stones (a handicap game under
        # way, read from a record) stay on the board with them.
        self.setup_black = [] if self.handicap else list(setup_black or [])
        self.setup_white = list(setup_white or [])
        self.setup_to_move = None if self.handicap else setup_to_move
        self.comments: dict[int, str] = {}  # move number -> comment
        # The colours engines play: colour -> (the engine's name, its level or None)
        self.engines: dict[int, tuple[str, int | None]] = {}
        # Stones set up during the game (SGF setup nodes after the root), after the move number
        # they followed, in order
        self.later_setups: list[tuple[int, Node]] = []
        self.dead: set[str] = set()
        self.confirmation: Confirmation | None = None
        self.resigned: str | None = None  # the colour letter of the player who resigned
        self._result: Result | None = None
        self.game = self._new_game([] if self.free_placement else None)

    def _new_game(self, handicap_points: list[str] | None) -> Game:
        if self.free_placement and handicap_points is not None and len(handicap_points) < self.handicap:
            # Until the handicap stones are down, a game without them shows the board.
            return Game(self.ruleset, self.size, komi=self.komi, black=handicap_points, white=self.setup_white)
        if self.handicap:
            return Game(self.ruleset, self.size, komi=self.komi, handicap=self.handicap,
                        handicap_points=handicap_points, white=self.setup_white)
        return Game(self.ruleset, self.size, komi=self.komi, black=self.setup_black, white=self.setup_white,
                    to_move=self.setup_to_move)

    # ----- state ------------------------------------------------------------------------------

    @property
    def stage(self) -> Stage:
        if self._result is not None or self.game.phase == "over":
            return "over"
        if self.free_placement and len(self.handicap_points) < self.handicap:
            return "placing"
        if self.confirmation is not None:
            return "confirmation"
        if self.game.phase == "stopped":
            return "marking"
        return "play"

    @property
    def in_first_phase_of_play(self) -> bool:
        """Whether the game is in its first phase of play: no stop, count, dispute phase or
        confirmation play yet. A move made then is an ordinary one, which an autosave's journal
        records and replays (recovery.append_move)."""
        return self.stage == "play" and self.game.phase == "play"

    @property
    def active(self) -> Game:
        """The game that takes the next move (the confirmation play while it lasts)."""
        return self.confirmation if self.confirmation is not None else self.game

    @property
    def result(self) -> Result | None:
        if self._result is not None:
            return self._result
        return self.game.result if self.game.phase == "over" else None

    def holds_stone(self, vertex: str) -> bool:
        """Whether a point of the board shown now has a stone on it."""
        board = self.active.board
        return board.color[board.point(vertex)] in (BLACK, WHITE)

    @property
    def confirmation_stopped(self) -> bool:
        """Whether the confirmation play (or hypothetical play) has stopped: the count waits."""
        return self.confirmation is not None and self.confirmation.phase == "stopped"

    @property
    def takes_moves(self) -> bool:
        """Whether the game shown now takes moves (not placing, stopped or over)."""
        return self.stage in ("play", "confirmation") and self.active.phase in ("play", "dispute")

    def to_move(self) -> int:
        if self.stage == "placing":
            return BLACK
        return self.active.to_move

    # ----- moves ------------------------------------------------------------------------------

    def play(self, vertex: str) -> MoveOutcome | None:
        """Play for the player to move; during free handicap placement, put a handicap stone down.

        Returns the outcome (illegal outcomes change nothing), or None for a handicap stone.
        """
        stage = self.stage
        if stage == "placing":
            p = self.game.point(vertex)
            if self.game.board.color[p] != EMPTY:
                raise RulesError(translate("Session", "{vertex} already holds a handicap stone").format(vertex=vertex))
            self.handicap_points.append(vertex)
            self.game = self._new_game(self.handicap_points)
            return None
        return self.active.play(vertex)  # when play is over, the engine says so

    def pass_move(self) -> MoveOutcome:
        outcome = self.active.pass_move()
        if self.stage == "marking":
            self.dead = set()
        return outcome

    def undo(self) -> bool:
        """Take back the last move, handicap stone or the start of a confirmation play."""
        if self._result is not None and self.resigned is not None:
            self.resigned = None
            self._result = None
            return True
        if self.confirmation is not None:
            if not self.confirmation.undo():
                self.confirmation = None
            return True
        if self.stage == "placing" or (self.free_placement and self.game.move_number == 0
                                       and self.handicap_points):
            if not self.handicap_points:
                return False
            self.handicap_points.pop()
            self.game = self._new_game(self.handicap_points)
            return True
        if self.game.phase == "over" and self._result is None and self.game.ended and \
                self.game.ended[1] == "passes" and self.ruleset.removals != "none":
            return False  # an agreed count is final
        setup_undone = self.game.last_was_setup()
        undone = self.game.undo()
        if undone and setup_undone and self.later_setups:
            self.later_setups.pop()
        if undone:
            self.dead = set()
            self.comments.pop(self.game.move_number + 1, None)
        return undone

    def resign(self, colour: str | int | None = None) -> Result:
        c = self.to_move() if colour is None else parse_color(colour)
        self.resigned = COLOR_LETTERS[c]
        winner = COLOR_LETTERS[3 - c]
        if c == BLACK:
            explanation = translate("Session", "Black resigned: White wins.")
        else:
            explanation = translate("Session", "White resigned: Black wins.")
        self._result = Result("resignation", winner=winner, explanation=explanation)
        return self._result

    # ----- the end of the game ----------------------------------------------------------------

    def toggle_dead(self, vertex: str) -> list[str]:
        """Mark or unmark the string at vertex as dead (while play is stopped); returns it."""
        if self.stage != "marking":
            return []
        board = self.game.board
        p = board.point(vertex)
        if board.color[p] not in (BLACK, WHITE):
            return []
        stones = sorted(board.vertex(q) for q in board.string_stones(p))
        if vertex in self.dead:
            self.dead.difference_update(stones)
        else:
            self.dead.update(stones)
        return stones

    def accept(self) -> Result:
        """Both players accept the marked dead stones: the game is counted and over."""
        if self.stage == "confirmation":
            assert self.confirmation is not None
            if self.confirmation.phase != "stopped":
                raise RulesError(translate("Session", "the confirmation play ends when both players pass"))
            self.dead = set(self.confirmation.dead_stones())
            result = self.confirmation.finish()
            self.confirmation = None
            return result
        if self.stage != "marking":
            raise RulesError(translate("Session", "dead stones are agreed once play has stopped"))
        return self.game.agree(sorted(self.dead), marked=False)  # the players marked them on the board

    def dispute(self) -> str:
        """The players disagree about dead stones: the ruleset decides what follows.

        Returns "play-on" (play resumes, under Renaissance rules with pass stones and equal
        numbers of moves) or "confirmation" (play that is not kept: the Japanese/Korean
        confirmation play or the simplified Japanese/Korean imagined wise play).
        """
        if self.stage != "marking":
            raise RulesError(translate("Session", "a dispute arises once play has stopped"))
        self.dead = set()
        if self.ruleset.settles_by_hypothetical_play:
            self.confirmation = Confirmation(self.game)
            return "confirmation"
        self.game.resume()
        return "play-on"

    def all_alive(self) -> Result:
        """New Zealand: nobody will move first after a dispute, so every stone is alive."""
        return self.game.end_all_alive()

    def score(self) -> Score:
        """The count of the current position with the marked dead stones."""
        # The players mark the dead stones on the board themselves, and the stage's own words
        # say how: the count does not add the note for a record that marks none.
        return self.game.score(sorted(self.dead), all_alive=self.ruleset.removals == "none", marked=False)

    def what_if(self) -> list[WhatIf]:
        """The same final position counted under every preset, each with its own komi."""
        game = self.game
        dead = {game.board.point(v) for v in self.dead}
        out = []
        for rules in PRESETS.values():
            komi = rules.handicap_komi if game.handicap else rules.komi
            passes = game.pass_stones if rules.pass_stones != "never" else None
            out.append(WhatIf(rules, count(game.board, rules, dead=dead, prisoners=game.prisoners,
                                           pass_stones=passes, komi=komi, handicap=game.handicap,
                                           all_alive=rules.removals == "none",
                                           setup_stones=game.setup_stones())))
        return out
