"""The referee between a game and an engine: what the engine is told, what it is asked, and which of its moves stand (no I/O).

Each exchange is a conversation: a generator that yields GTP commands and is sent each one's
Answer, and returns what came of it. The same conversations run over a pipe without a window
(gogui-match, gogui.gtp.process) and over a QProcess in the window, so both referee alike.

Every move an engine offers is checked by gogui's own engine under the game's ruleset, never by
the engine's rules: a move the ruleset forbids is taken back on the engine's board (`undo`) and
the engine is asked again among the legal points (GNU Go's `restricted_genmove`, KataGo's
`kata-genmove_analyze ... avoid`); when it can offer nothing else, it passes.
"""

from __future__ import annotations

import json
from collections.abc import Generator
from dataclasses import dataclass, field

from ..diagrams import reason_words
from ..engine import fixed_handicap_points
from ..engine.board import BLACK, EMPTY, WHITE
from ..i18n import translate
from ..ruleset_names import ruleset_name
from ..session import GameSession
from .nearest_rules import Kind, katago_rules
from .protocol import RESIGN, Answer, GtpNonsense, colour_word, komi_text, parse_move, parse_vertices, vertex_text


class OutOfStep(Exception):
    """The engine refused a move or a set-up the game holds: its board no longer matches the
    game's (its own rules forbid what the ruleset allows), so it cannot go on in this game."""


@dataclass(frozen=True)
class Refusal:
    """A move an engine offered and the ruleset forbids."""

    vertex: str
    reason: str
    explanation: str


@dataclass
class EngineMove:
    """What an engine did on its turn, once refereed: a point, a pass (None) or a resignation,
    with the moves refused on the way and whether the referee passed for it."""

    vertex: str | None = None
    resigned: bool = False
    refused: list[Refusal] = field(default_factory=list)
    passed_for_it: bool = False

    def comment(self, engine: str, ruleset_title: str) -> str:
        """The note the game record keeps on the move: each refused try, and why; "" if none."""
        lines = []
        for refusal in self.refused:
            lines.append(translate("Referee", "{engine} tried {vertex}, {why} under {rules}: refused. {explanation}")
                         .replace("{engine}", engine).replace("{vertex}", refusal.vertex)
                         .replace("{why}", reason_words(refusal.reason)).replace("{rules}", ruleset_title)
                         .replace("{explanation}", refusal.explanation))
        if self.passed_for_it:
            lines.append(translate("Referee", "{engine} offered no other move, so it passes.").replace("{engine}", engine))
        return "\n".join(lines)


@dataclass(frozen=True)
class Abilities:
    """What an engine can do beyond plain GTP, from its list_commands."""

    kind: Kind
    commands: frozenset[str]

    @property
    def restricted_genmove(self) -> bool:
        return "restricted_genmove" in self.commands

    @property
    def avoid(self) -> bool:
        return "kata-genmove_analyze" in self.commands


def expect_ok(answer: Answer, command: str) -> Answer:
    """The answer, if it is a success; OutOfStep naming the refused command otherwise."""
    if not answer.ok:
        raise OutOfStep(translate("Referee", "the engine refused \"{command}\": {why}")
                        .replace("{command}", command).replace("{why}", answer.text or "?"))
    return answer


def ask(command: str) -> Generator[str, Answer, Answer]:
    """Send one command that must succeed; its answer."""
    answer = yield command
    return expect_ok(answer, command)


def abilities(kind: Kind) -> Generator[str, Answer, Abilities]:
    """Ask the engine which commands it knows."""
    answer = yield "list_commands"
    names = frozenset(answer.text.split()) if answer.ok else frozenset()
    return Abilities(kind, names)


def handicap_stones(session: GameSession) -> list[str]:
    """The handicap stones on the board now (free ones as far as they are placed)."""
    if not session.handicap:
        return []
    if session.free_placement:
        return list(session.handicap_points)
    return fixed_handicap_points(session.size, session.handicap)


def set_up(session: GameSession, engine: Abilities) -> Generator[str, Answer, None]:
    """Bring an engine to the game as it stands: the board, komi and the rules it can be told,
    the handicap and set-up stones, then every move in order (after a restart too). The game is
    read once, at the start: moves made while the engine catches up are told after."""
    first = [f"boardsize {session.size}", "clear_board"]
    if engine.kind == "katago" and "kata-set-rules" in engine.commands:
        first.append("kata-set-rules " + json.dumps(katago_rules(session.ruleset), separators=(",", ":")))
    first.append(f"komi {komi_text(session.game.komi)}")  # after the rules, which may bring a komi of their own
    stones = handicap_stones(session)
    placed = bool(stones) and not (session.free_placement and len(stones) < session.handicap)
    # Free placement under way: the stones so far go down as Black's set-up stones.
    later = [f"play b {vertex}" for vertex in ([] if placed else stones) + list(session.setup_black)]
    later += [f"play w {vertex}" for vertex in session.setup_white]
    later += [f"play {colour_word(colour)} {vertex_text(vertex)}" for colour, vertex in moves_so_far(session)]
    for command in first:
        yield from ask(command)
    if placed:
        yield from _place_handicap(session, stones)
    for command in later:
        yield from ask(command)


def moves_so_far(session: GameSession) -> list[tuple[int, str | None]]:
    """Every move an engine's board holds for the game as it stands, as (colour, point or None
    for a pass): the game's moves, then the confirmation play's while it lasts."""
    games = [session.game] if session.confirmation is None else [session.game, session.confirmation]
    return [(colour, None if point is None else game.board.vertex(point)) for game in games
            for colour, point in game.moves]


def _place_handicap(session: GameSession, stones: list[str]) -> Generator[str, Answer, None]:
    """The handicap on the engine's board: GTP's fixed_handicap where the ruleset fixes the
    points and the engine puts them where gogui does; set_free_handicap otherwise."""
    if not session.free_placement:
        answer = yield f"fixed_handicap {len(stones)}"
        if answer.ok and sorted(answer.text.upper().split()) == sorted(stones):
            return
        if answer.ok:
            yield from ask("clear_board")
    yield from ask("set_free_handicap " + " ".join(stones))


def place_free_handicap(session: GameSession) -> Generator[str, Answer, list[str]]:
    """An engine playing Black chooses the free handicap points (on an empty board); the points,
    checked: on the board, empty, as many as asked and none twice. GtpNonsense otherwise."""
    wanted = session.handicap - len(session.handicap_points)
    answer = yield from ask(f"place_free_handicap {wanted}")
    points = parse_vertices(answer.text, session.size)
    board = session.game.board
    if len(points) != wanted or len(set(points)) != wanted or \
            any(board.color[board.point(p)] != EMPTY for p in points):
        raise GtpNonsense(f"asked for {wanted} handicap stones, answered {answer.text[:80]!r}")
    return points


def tell(colour: int, vertex: str | None) -> Generator[str, Answer, None]:
    """Tell the engine of a move made by the other side (or by a person for it)."""
    yield from ask(f"play {colour_word(colour)} {vertex_text(vertex)}")


def legal_points(session: GameSession) -> list[str]:
    """The empty points where the player to move may play under the game's ruleset."""
    game = session.active
    board = game.board
    colour = session.to_move()
    return [board.vertex(p) for p in board.points if board.color[p] == EMPTY and game.check(p, colour).legal]


def _refusal(session: GameSession, vertex: str) -> Refusal | None:
    """Why the ruleset forbids the move at vertex for the player to move (None: it is legal)."""
    board = session.active.board
    if board.color[board.point(vertex)] != EMPTY:
        return Refusal(vertex, "occupied", translate("Referee", "{vertex} is not empty.").replace("{vertex}", vertex))
    outcome = session.active.check(vertex, session.to_move())
    if outcome.legal:
        return None
    return Refusal(vertex, outcome.reason or "illegal", outcome.explanation)


def turn(session: GameSession, engine: Abilities) -> Generator[str, Answer, EngineMove]:
    """Ask the engine for its move and referee it. On return the engine's board holds the move
    it made (or the pass the referee made for it); the game does not: the caller plays it.
    GtpNonsense for an answer that is no move; OutOfStep when the engine's board went astray."""
    colour = session.to_move()
    word = colour_word(colour)
    answer = yield from ask(f"genmove {word}")
    move = parse_move(answer.text, session.size)
    result = EngineMove()
    if move == RESIGN:
        result.resigned = True
        return result
    if move is None:
        return result
    refusal = _refusal(session, move)
    if refusal is None:
        result.vertex = move
        return result
    result.refused.append(refusal)
    # The engine has played the refused move on its own board: it takes it back.
    yield from ask("undo")
    legal = legal_points(session)
    offered: str | None = None
    asked = False
    if legal and engine.restricted_genmove:
        answer = yield from ask(f"restricted_genmove {word} " + " ".join(legal))
        offered, asked = parse_move(answer.text, session.size), True
    elif legal and engine.avoid:
        board = session.active.board
        avoid = [board.vertex(p) for p in board.points if board.color[p] == EMPTY and board.vertex(p) not in legal]
        answer = yield from ask(f"kata-genmove_analyze {word} avoid {word} {','.join(avoid)} 1")
        lines = answer.text.strip().splitlines()
        offered, asked = parse_move(lines[-1].removeprefix("play ") if lines else "pass", session.size), True
        if offered is not None and offered != RESIGN:
            yield from ask("undo")  # KataGo played it: it is played again once refereed, below
    if offered == RESIGN:
        result.resigned = True
        return result
    if offered is not None and offered in legal:
        result.vertex = offered
    elif offered is not None:
        result.refused.append(_refusal(session, offered) or Refusal(offered, "illegal", ""))
        result.passed_for_it = True
    else:
        result.passed_for_it = not asked
    yield from ask(f"play {word} {vertex_text(result.vertex)}")
    return result


def dead_proposal(session: GameSession) -> Generator[str, Answer, set[str]]:
    """The stones the engine takes for dead, as a proposal for the players (only points that
    hold stones on the game's board; an engine without the command proposes none)."""
    answer = yield "final_status_list dead"
    if not answer.ok:
        return set()
    board = session.game.board
    return {v for v in parse_vertices(answer.text, session.size) if board.color[board.point(v)] in (BLACK, WHITE)}


def play_engine_move(session: GameSession, move: EngineMove, engine_name: str) -> None:
    """Make a refereed engine move in the game, with its note on the move when something was
    refused."""
    colour = session.to_move()
    if move.resigned:
        session.resign(colour)
        return
    outcome = session.pass_move() if move.vertex is None else session.play(move.vertex)
    if outcome is not None and not outcome.legal:
        raise OutOfStep(outcome.explanation)
    note = move.comment(engine_name, ruleset_name(session.ruleset.name))
    if note and session.confirmation is None:
        number = session.game.move_number
        session.comments[number] = "\n".join(filter(None, [session.comments.get(number, ""), note]))


__all__ = ["Abilities", "EngineMove", "OutOfStep", "Refusal", "abilities", "dead_proposal", "legal_points",
           "moves_so_far", "place_free_handicap", "play_engine_move", "set_up", "tell", "turn"]
