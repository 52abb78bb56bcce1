"""gogui-match: engines play each other under any ruleset, refereed by gogui, without a window; the games as SGF."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TypeVar

from ..engine import PRESETS, RulesError, Ruleset, parse_rules_spec
from ..engine.board import BLACK, WHITE
from ..session import GameSession
from ..session_records import record_to_save, session_record
from ..sgf import write_file
from .engines import EngineCommandError, EngineSpec, game_argv, kind_of, split_command
from .nearest_rules import ENGINE_NAMES
from .process import DEFAULT_TIMEOUT, EngineFailed, EngineProcess
from .protocol import Answer, GtpNonsense
from .referee import (
    Abilities,
    OutOfStep,
    abilities,
    dead_proposal,
    place_free_handicap,
    play_engine_move,
    set_up,
    tell,
    turn,
)

PROG = "gogui-match"
R = TypeVar("R")
#: How often an engine that ends in the middle of a game is started again and brought back.
RESTARTS = 3
#: How many times the engines may disagree about dead stones before the game is left unscored.
DISPUTES = 3


class GameAbandoned(Exception):
    """A game that could not be finished: an engine failed for good, or play went on too long."""


@dataclass
class Player:
    """An engine in one game: its spec, its process and what it can do."""

    spec: EngineSpec
    argv: list[str]
    timeout: float
    process: EngineProcess | None = None
    abilities: Abilities = field(default_factory=lambda: Abilities("gtp", frozenset()))
    restarts: int = 0

    def start(self, session: GameSession) -> None:
        self.process = EngineProcess(self.argv, self.spec.folder, self.timeout)
        self.process.start()
        self.abilities = self.process.run(abilities(self.spec.kind))
        if session.stage != "placing":
            self.process.run(set_up(session, self.abilities))

    def close(self) -> None:
        if self.process is not None:
            self.process.close()


@dataclass
class GameReport:
    """One game played: the session (its record), and what went wrong on the way, if anything."""

    session: GameSession
    problems: list[str] = field(default_factory=list)
    refused: int = 0

    @property
    def finished(self) -> bool:
        return self.session.stage == "over"


def _call(player: Player, session: GameSession, make: Callable[[], Generator[str, Answer, R]]) -> R:
    """Run a conversation with a player; an engine that ended is started again, brought back to
    the position and asked again (up to RESTARTS times). GameAbandoned when it cannot go on."""
    while True:
        assert player.process is not None
        try:
            return player.process.run(make())
        except EngineFailed as err:
            if "no answer in" in str(err) or player.restarts >= RESTARTS:
                raise GameAbandoned(f"{player.spec.name}: {err}") from None
            player.restarts += 1
            player.close()
            player.start(session)
        except GtpNonsense as err:
            raise GameAbandoned(f"{player.spec.name} answered nonsense: {err}") from None
        except OutOfStep as err:
            raise GameAbandoned(f"{player.spec.name} cannot follow the game: {err}") from None


def play_game(black: EngineSpec, white: EngineSpec, ruleset: Ruleset, size: int, komi: float | None,
              handicap: int, *, timeout: float = DEFAULT_TIMEOUT, max_moves: int | None = None) -> GameReport:
    """One game between two engines, refereed under `ruleset`, to its end (or as far as it got)."""
    session = GameSession(ruleset, size, komi=komi, handicap=handicap, black_name=black.name, white_name=white.name)
    komi_played = session.game.komi
    players = {colour: Player(spec, game_argv(spec, ruleset, size, komi_played), timeout)
               for colour, spec in ((BLACK, black), (WHITE, white))}
    report = GameReport(session)
    limit = max_moves if max_moves is not None else 8 * size * size
    try:
        for player in players.values():
            player.start(session)
        _play(session, players, report, limit)
    except (GameAbandoned, EngineFailed, GtpNonsense, OutOfStep, RulesError) as err:
        report.problems.append(str(err))
    finally:
        for player in players.values():
            player.close()
    if report.problems:
        session.comments[session.game.move_number] = "\n".join(
            filter(None, [session.comments.get(session.game.move_number, ""), *report.problems]))
    return report


def _play(session: GameSession, players: dict[int, Player], report: GameReport, limit: int) -> None:
    disputes = 0
    while session.stage != "over":
        stage = session.stage
        moves = session.game.move_number + (len(session.confirmation.moves) if session.confirmation else 0)
        if moves > limit:
            raise GameAbandoned(f"play went past {limit} moves without ending")
        if stage == "placing":
            black = players[BLACK]
            for vertex in _call(black, session, partial(place_free_handicap, session)):
                session.play(vertex)
            for player in players.values():
                _call(player, session, partial(set_up, session, player.abilities))
        elif stage == "confirmation" and session.confirmation_stopped:
            session.accept()
        elif stage in ("play", "confirmation"):
            colour = session.to_move()
            player, other = players[colour], players[3 - colour]
            move = _call(player, session, partial(turn, session, player.abilities))
            report.refused += len(move.refused)
            play_engine_move(session, move, player.spec.name)
            if not move.resigned:
                _call(other, session, partial(tell, colour, move.vertex))
        elif stage == "marking":
            proposals = [_call(p, session, partial(dead_proposal, session)) for p in players.values()]
            if proposals[0] == proposals[1]:
                session.dead = set(proposals[0])
                session.accept()
            elif session.ruleset.disputes == "all-alive":
                session.all_alive()
            else:
                disputes += 1
                if disputes > DISPUTES:
                    raise GameAbandoned(f"the engines disagreed {DISPUTES} times about the dead stones")
                session.dispute()


def _spec(command: str) -> EngineSpec:
    """An engine given by its command line, named as players know it ("GNU Go (level 1)")."""
    argv = split_command(command)
    kind = kind_of(argv)
    name = ENGINE_NAMES.get(kind, Path(argv[0]).name)
    if "--level" in argv[:-1]:
        name += f" (level {argv[argv.index('--level') + 1]})"
    return EngineSpec(name, command, "", kind)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG, description="Two GTP engines play each other under any ruleset, with gogui as the referee: "
        "a move the ruleset forbids is refused and the engine asked again; the end of the game, disputes "
        "and the count are gogui's. Each game is written as SGF with its result and the refused moves.")
    parser.add_argument("--black", required=True, metavar="CMD", help="the command that starts Black's engine in GTP "
                        "mode, e.g. \"gnugo --mode gtp --level 1\"")
    parser.add_argument("--white", required=True, metavar="CMD", help="the command that starts White's engine")
    parser.add_argument("--ruleset", default="japanese", metavar="ID",
                        help="a preset id (" + ", ".join(PRESETS) + ") or a rules spec base=ID,key=value,...")
    parser.add_argument("--size", type=int, default=19, help="board size (default 19)")
    parser.add_argument("--komi", type=float, default=None, help="komi (default: the ruleset's)")
    parser.add_argument("--handicap", type=int, default=0, help="handicap stones (0, or 2 to 9)")
    parser.add_argument("--games", type=int, default=1, help="how many games (default 1)")
    parser.add_argument("--sgf", metavar="OUT", help="write the game to OUT (several games: OUT-1.sgf, OUT-2.sgf, ...)")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                        help=f"seconds an engine may take for one answer (default {DEFAULT_TIMEOUT:g})")
    parser.add_argument("--max-moves", type=int, default=None, help="moves after which a game is abandoned "
                        "(default 8 per point of the board)")
    return parser


def _out_path(out: str, index: int, games: int) -> Path:
    path = Path(out)
    return path if games == 1 else path.with_name(f"{path.stem}-{index}{path.suffix or '.sgf'}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        ruleset = PRESETS[args.ruleset] if args.ruleset in PRESETS else parse_rules_spec(args.ruleset)
    except (RulesError, ValueError) as err:
        parser.error(f"--ruleset: {err}")
    if not 2 <= args.size <= 25:
        parser.error("--size: a board from 2x2 to 25x25")
    if args.handicap not in (0, *range(2, 10)):
        parser.error("--handicap: 0, or 2 to 9 stones")
    if args.games < 1:
        parser.error("--games: at least one")
    try:
        black, white = _spec(args.black), _spec(args.white)
    except EngineCommandError as err:
        parser.error(str(err))
    if args.sgf and not Path(args.sgf).resolve().parent.is_dir():
        parser.error(f"--sgf: no folder {Path(args.sgf).resolve().parent}")
    failed = 0
    for index in range(1, args.games + 1):
        try:
            report = play_game(black, white, ruleset, args.size, args.komi, args.handicap, timeout=args.timeout,
                               max_moves=args.max_moves)
        except RulesError as err:
            parser.error(str(err))
        session = report.session
        result = session_record(session).result or "unfinished"
        line = f"game {index}: {result}, {session.game.move_number} moves"
        if report.refused:
            line += f", {report.refused} refused"
        print(line)
        for problem in report.problems:
            print(f"{PROG}: game {index}: {problem}", file=sys.stderr)
        if not report.finished:
            failed += 1
        if args.sgf:
            path = _out_path(args.sgf, index, args.games)
            try:
                write_file(path, record_to_save(session))
            except OSError as err:
                print(f"{PROG}: error: cannot write {path}: {err.strerror or err}", file=sys.stderr)
                return 2
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
