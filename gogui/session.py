"""A casual game from the first move to the count, the way its ruleset ends games (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
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
    fixed_handicap_points,
    parse_rules_spec,
    preset,
)
from .engine.board import BLACK, COLOR_LETTERS, EMPTY, WHITE, Board, parse_color
from .engine.rules import custom_spec, ruleset_title
from .i18n import translate
from .replay import LinePlay
from .sgf import Node, Record, SgfError, handicap_set_up_warning, sgf_date

#: What a game in progress waits for (see GameSession).
Stage = Literal["placing", "play", "marking", "confirmation", "over"]

# Our own SGF property on the last node of a game whose players disputed the dead stones and
# resumed play, before anyone moved again (SGF has no word for it; other programs ignore it).
DISPUTE_PROPERTY = "GOGUIDISPUTE"
# Our own SGF property on the last node of a game in the middle of its confirmation play (or
# the simplified rules' imagined play): the moves of that play, which are not the game's moves,
# as B:D4, W:pass, ... (other programs ignore it).
CONFIRMATION_PROPERTY = "GOGUICONFIRMATION"
# Our own SGF property at the root of a game against the computer: which colour an engine plays,
# as COLOUR:LEVEL:NAME ("W:1:GNU Go"; LEVEL empty for an engine without levels). Only the name
# is kept, never a command: the engine is looked up among the app's engines when the game is
# continued, so that opening a file never starts a program it names.
ENGINE_PROPERTY = "GOGUIENGINE"


@dataclass
class WhatIf:
    """The final position counted under another ruleset (its own komi and compensation)."""

    ruleset: Ruleset
    score: Score


@dataclass
class LineStart:
    """A game started from a node of a record: the session and how it began."""

    session: GameSession
    continues_line: bool  # the line's moves are the game's first moves (their ko bans hold)
    explanation: str


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
            self.confirmation = self.game.confirmation()
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

    # ----- records ----------------------------------------------------------------------------

    def record_to_save(self) -> Record:
        """The record to write to a file: a game without a date takes the day it is first
        saved, and keeps it from then on (a game continued another day keeps its own)."""
        if not self.date:
            self.date = sgf_date(date.today())
        return self.record()

    def record(self) -> Record:
        """The game as an SGF record: RU (the preset id or rules spec), KM, HA, handicap stones,
        every move with its comment, the result and the dead stones and territory (TB/TW)."""
        game = self.game
        root = Node()
        rules_id = self.ruleset.id
        if rules_id not in PRESETS:
            rules_id = custom_spec(self.ruleset) or rules_id  # the rules spec it was built from
        if self.handicap:
            root.black = list(self.handicap_points) if self.free_placement else \
                fixed_handicap_points(self.size, self.handicap)
            root.white = list(self.setup_white)
        else:
            root.black, root.white = list(self.setup_black), list(self.setup_white)
            root.to_play = self.setup_to_move
        result = self.result
        if result is None:
            outcome = None
        elif result.kind == "resignation":
            outcome = f"{result.winner}+R"
        else:
            outcome = result.sgf()
        record = Record(size=self.size, root=root, komi=game.komi, handicap=self.handicap,
                        rules=rules_id, result=outcome, black_player=self.black_name,
                        white_player=self.white_name)
        node = root
        if self.date:
            root.properties["DT"] = [self.date]
        if self.comments.get(0):
            root.comment = self.comments[0]
        if self.engines:
            root.properties[ENGINE_PROPERTY] = [
                f"{COLOR_LETTERS[colour]}:{'' if level is None else level}:{name}"
                for colour, (name, level) in sorted(self.engines.items())]
        setups: dict[int, list[Node]] = {}
        for number, setup in self.later_setups:
            setups.setdefault(number, []).append(setup)
        for setup in setups.get(0, []):
            node = node.add_child(Node(black=list(setup.black), white=list(setup.white),
                                       empty=list(setup.empty), to_play=setup.to_play))
        outcomes = game.outcomes
        for number, (colour, point) in enumerate(game.moves, 1):
            child = Node(move=(COLOR_LETTERS[colour], None if point is None else game.board.vertex(point)))
            child.comment = self.comments.get(number, "")
            node = node.add_child(child)
            if number <= len(outcomes) and "white-extra-pass" in outcomes[number - 1].events:
                # AGA: Black passed last, so White's obligatory pass follows; the engine makes it
                # with Black's pass, and the record shows it as the move it is.
                node = node.add_child(Node(move=("W", None)))
            for setup in setups.get(number, []):
                node = node.add_child(Node(black=list(setup.black), white=list(setup.white),
                                           empty=list(setup.empty), to_play=setup.to_play))
        if self.confirmation is not None:
            conf = self.confirmation
            node.properties[CONFIRMATION_PROPERTY] = [
                f"{COLOR_LETTERS[colour]}:{'pass' if point is None else conf.board.vertex(point)}"
                for colour, point in conf.moves] or ["started"]
        if game.phase == "dispute" and game.moves and self._stopped_without_move_since():
            # Play resumed after a dispute and nobody has moved yet: SGF has no word for that,
            # so a property of our own says it (other programs ignore it).
            node.properties[DISPUTE_PROPERTY] = ["resumed"]
        if self.stage == "over" and self.resigned is None and game.phase == "over":
            score = self.score() if self.ruleset.removals != "none" else game.score(all_alive=True)
            board = game.board
            # Territory, and every dead stone as its opponent's point (a dead stone in a neutral
            # region is in nobody's territory, but it must read back as dead).
            dead = {colour: {v for v in self.dead if board.color[board.point(v)] == colour}
                    for colour in (BLACK, WHITE)}
            node.territory = {
                "TB": sorted({board.vertex(p) for p in score.territory.get(BLACK, set())} | dead[WHITE]),
                "TW": sorted({board.vertex(p) for p in score.territory.get(WHITE, set())} | dead[BLACK]),
            }
        elif self.dead:
            # Marked but not yet accepted: kept as territory marks of the dead stones' owners' opponents.
            board = game.board
            node.territory = {
                "TB": sorted(v for v in self.dead if board.color[board.point(v)] == WHITE),
                "TW": sorted(v for v in self.dead if board.color[board.point(v)] == BLACK),
            }
        return record

    def _stopped_without_move_since(self) -> bool:
        """Whether the last move stopped play (play resumed since, with no move yet)."""
        outcomes = self.game.outcomes
        return bool(outcomes) and "stop" in outcomes[-1].events

    @classmethod
    def from_record(cls, record: Record, ruleset: Ruleset | None = None) -> GameSession:
        """Continue a saved game: its ruleset (RU), komi, handicap, moves and marked dead stones."""
        if ruleset is None:
            ruleset = ruleset_from_rules_property(record.rules)
        root = record.root
        given = record.handicap_moves
        # A handicap the record gives as Black's first moves is placed before play, as free
        # handicap stones are; the moves that placed it are not replayed.
        placing_moves = given.moves if given is not None else 0
        handicap_stones = list(given.points) if given is not None else list(root.black)
        handicap = record.handicap_stones
        if given is None and root.black and len(root.black) < record.handicap:
            if not any(n.move is not None for n in root.main_line()):
                # Fewer stones than HA names and no move yet: a game saved during free
                # placement, which goes on placing up to HA's number; what reading the record
                # said (the stones set up are the handicap) does not hold here.
                handicap = record.handicap
                set_up = handicap_set_up_warning(root, record.handicap)
                if set_up in record.warnings:
                    record.warnings.remove(set_up)
            elif root.white:
                # Play went on after fewer stones than HA names: placement is over, and the
                # stones on the board are the handicap (with one stone, no handicap at all).
                # Without White stones set up, reading the record has said so already.
                handicap = len(root.black) if len(root.black) >= 2 else 0
                record.warnings.append(translate(
                    "Session", "HA[{handicap}] names more handicap stones than the {stones} on the board; "
                    "the game goes on with those.").format(handicap=record.handicap, stones=len(root.black)))
        try:
            session = cls(ruleset, record.size, komi=record.komi, handicap=handicap,
                          free_placement=bool(handicap), black_name=record.black_player,
                          white_name=record.white_player, setup_black=root.black, setup_white=root.white,
                          setup_to_move=root.to_play)
        except RulesError as err:
            raise SgfError(translate("Session", "the position the game starts from does not fit the rules: {err}")
                           .format(err=err)) from None
        if handicap:
            session.handicap_points = handicap_stones
            try:
                session.game = Game(ruleset, record.size, komi=record.komi, handicap=handicap,
                                    black=handicap_stones, white=root.white)
            except RulesError as err:
                raise SgfError(translate("Session", "the handicap stones do not fit the rules: {err}")
                               .format(err=err)) from None
        if root.comment:
            session.comments[0] = root.comment
        session.engines = engines_from_property(root.properties.get(ENGINE_PROPERTY, []))
        session.date = ",".join(root.properties.get("DT", []))
        last = root
        # Moves after a stop are the play that resumed after a dispute (a confirmation play is
        # saved apart, in CONFIRMATION_PROPERTY, never as moves).
        line = LinePlay.over(session.game, ruleset, resume=not ruleset.settles_by_hypothetical_play)
        for node in root.main_line()[1:]:
            if node.has_setup or (node.to_play and node.move is None):
                try:
                    session.game.setup(node.black, node.white, node.empty, to_move=node.to_play)
                except (RulesError, ValueError) as err:
                    raise SgfError(translate("Session", "the setup after move {number} does not fit: {err}")
                                   .format(number=session.game.move_number, err=err)) from None
                session.later_setups.append((session.game.move_number, Node(
                    black=list(node.black), white=list(node.white), empty=list(node.empty), to_play=node.to_play)))
            if node.move is None:
                continue
            if placing_moves:
                placing_moves -= 1  # a handicap stone, or White's pass while they are placed
                last = node
                continue
            colour, vertex = node.move
            step = line.apply(node, setup=False)
            if step.halted_here:
                why = step.outcome.explanation if step.outcome is not None else \
                    translate("Session", "it comes after play stopped at move {number}").format(
                        number=session.game.move_number)
                raise SgfError(translate("Session", "move {number} ({colour} {vertex}) is illegal under {ruleset}: {why}")
                               .format(number=session.game.move_number + 1, colour=colour, vertex=vertex,
                                       ruleset=ruleset_title(ruleset), why=why))
            if step.outcome is not None and node.comment:
                number = step.outcome.number
                assert number is not None  # every move the game took has its number
                session.comments[number] = node.comment
            last = node
            if session.game.phase == "over":
                break
        if session.stage == "marking" and DISPUTE_PROPERTY in last.properties:
            session.dispute()
        if session.stage == "marking" and CONFIRMATION_PROPERTY in last.properties \
                and ruleset.settles_by_hypothetical_play:
            session.dispute()
            for value in last.properties[CONFIRMATION_PROPERTY]:
                colour, _, where = value.partition(":")
                if colour not in ("B", "W") or not where:
                    continue  # "started": no move yet
                active = session.active
                try:
                    outcome = active.pass_move(colour) if where == "pass" else active.play(where, colour)
                except (RulesError, ValueError) as err:
                    if ruleset.disputes == "confirmation":
                        unreadable = translate("Session", "a saved confirmation play move cannot be read: {err}")
                    else:
                        unreadable = translate("Session", "a saved hypothetical play move cannot be read: {err}")
                    raise SgfError(unreadable.format(err=err)) from None
                if not outcome.legal:
                    if ruleset.disputes == "confirmation":
                        illegal = translate("Session", "the saved confirmation play move {colour} {where} is "
                                                       "illegal: {why}")
                    else:
                        illegal = translate("Session", "the saved hypothetical play move {colour} {where} is "
                                                       "illegal: {why}")
                    raise SgfError(illegal.format(colour=colour, where=where, why=outcome.explanation))
        if session.stage == "marking":
            board = session.game.board
            for ident, stone in (("TB", WHITE), ("TW", BLACK)):
                for vertex in last.territory.get(ident, []):
                    if board.color[board.point(vertex)] == stone:
                        session.dead.add(vertex)
        if record.result and record.result.upper().endswith("+R"):
            loser = "W" if record.result.upper().startswith("B") else "B"
            session.resign(loser)
        elif record.result and record.result.strip() not in ("?", "") and session.stage == "marking":
            # The players agreed on the dead stones (the TB/TW marks) and the game was counted:
            # it reopens finished, as saved.
            result = session.accept()
            if result.sgf() != record.result.strip():
                record.warnings.append(translate(
                    "Session", "RE[{result}] differs from the count of the saved position, {count}; the count "
                    "is shown.").format(result=record.result, count=result.sgf()))
        return session

    @classmethod
    def from_line(cls, record: Record, nodes: list[Node], ruleset: Ruleset, *, board: Board, to_move: str,
                  komi: float | None = None, black_name: str = "", white_name: str = "") -> LineStart:
        """A game that goes on from the last of `nodes` (the record's line from its root).

        When the ruleset allows every move of the line and play goes on after it, the game is
        the line itself: its moves, setups, captures and ko and superko history carry over, and
        it is saved with them. Otherwise (a move the ruleset forbids, or play that ended) the
        game starts from `board` with `to_move` to play, as a position set up without moves, and
        the explanation says why.
        """
        komi = ruleset.komi if komi is None else komi
        moves = [n for n in nodes[1:] if n.move is not None]
        why = ""
        if moves:
            root = nodes[0]
            line_root = Node(black=list(root.black), white=list(root.white), to_play=root.to_play,
                             comment=root.comment)
            line = Record(size=record.size, root=line_root, komi=komi, handicap=record.handicap,
                          rules=ruleset.id, black_player=black_name, white_player=white_name)
            tip = line_root
            for node in nodes[1:]:
                tip = tip.add_child(Node(move=node.move, comment=node.comment, black=list(node.black),
                                         white=list(node.white), empty=list(node.empty), to_play=node.to_play))
            try:
                session = cls.from_record(line, ruleset)
            except SgfError as err:
                why = str(err)
                why = why[:1].upper() + why[1:].rstrip(".") + "."
            else:
                if session.game.move_number < len(moves) or session.stage == "over":
                    ended = session.game.result.explanation if session.game.result else \
                        translate("Session", "Play ended.")
                    why = translate("Session", "Under {ruleset} the line's game ended at move {number}. {ended}").format(
                        ruleset=ruleset_title(ruleset), number=session.game.move_number, ended=ended)
                else:
                    if len(moves) == 1:
                        continues = translate(
                            "Session", "The game continues the line ({count} move): its captures count, and "
                            "{ruleset} bans retaking a ko or repeating a position as it would in the line.")
                    else:
                        continues = translate(
                            "Session", "The game continues the line ({count} moves): its captures count, and "
                            "{ruleset} bans retaking a ko or repeating a position as it would in the line.")
                    return LineStart(session, True, continues.format(
                        count=len(moves), ruleset=ruleset_title(ruleset)))
        black = [board.vertex(p) for p in board.points if board.color[p] == BLACK]
        white = [board.vertex(p) for p in board.points if board.color[p] == WHITE]
        try:
            session = cls(ruleset, record.size, komi=komi, setup_black=black, setup_white=white,
                          setup_to_move=to_move, black_name=black_name, white_name=white_name)
        except RulesError as err:
            raise SgfError(translate("Session", "a game cannot start from this position: {err}").format(err=err)) from None
        if moves:
            # The reason's own full stop (or ideographic one) gives way to the template's.
            explanation = translate(
                "Session", "{why}. So the game starts from this position with its stones set up: the line's "
                "captures and ko bans do not carry over.").format(why=why.rstrip(".\u3002"))
        else:
            explanation = translate("Session", "The game starts from this position.")
        return LineStart(session, False, explanation)


def engines_from_property(values: list[str]) -> dict[int, tuple[str, int | None]]:
    """The engines a record says played it (ENGINE_PROPERTY); a value that cannot be read is
    passed over (that colour is then a person's)."""
    engines: dict[int, tuple[str, int | None]] = {}
    for value in values:
        letter, _, rest = value.partition(":")
        level, _, name = rest.partition(":")
        if letter not in ("B", "W") or not name.strip() or not (level == "" or level.isdigit()):
            continue
        engines[parse_color(letter)] = (name.strip(), int(level) if level else None)
    return engines


def ruleset_from_rules_property(rules: str | None) -> Ruleset:
    """The ruleset an SGF RU value names: a preset id, a rules spec, or common names."""
    if not rules:
        return preset("japanese")
    text = rules.strip()
    if text in PRESETS:
        return PRESETS[text]
    if "=" in text:
        try:
            return parse_rules_spec(text)
        except ValueError as err:
            raise SgfError(translate("Session", "RU[{text}] is not a rules spec this program knows: {err}")
                           .format(text=text, err=err)) from None
    common = {"japanese": "japanese", "korean": "korean", "chinese": "chinese", "aga": "aga",
              "nz": "nz", "new zealand": "nz", "ing": "ing", "goe": "ing", "tromp-taylor": "tromp-taylor",
              "tromp taylor": "tromp-taylor"}
    if text.lower() in common:
        return PRESETS[common[text.lower()]]
    raise SgfError(translate("Session", "RU[{text}] names no ruleset this program knows").format(text=text))
