"""A casual game as an SGF record: writing a GameSession, reading one back, starting one from a line (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from .engine import PRESETS, Game, RulesError, Ruleset, fixed_handicap_points, parse_rules_spec, preset
from .engine.board import BLACK, COLOR_LETTERS, WHITE, Board, parse_color
from .engine.rules import custom_spec, ruleset_title
from .i18n import translate
from .replay import LinePlay
from .session import GameSession
from .sgf import Node, Record, SgfError, handicap_set_up_warning, sgf_date

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
class LineStart:
    """A game started from a node of a record: the session and how it began."""

    session: GameSession
    continues_line: bool  # the line's moves are the game's first moves (their ko bans hold)
    explanation: str


# ----- writing ------------------------------------------------------------------------------------

def record_to_save(session: GameSession) -> Record:
    """The record to write to a file: a game without a date takes the day it is first saved,
    and keeps it from then on (a game continued another day keeps its own)."""
    if not session.date:
        session.date = sgf_date(date.today())
    return session_record(session)


def session_record(session: GameSession) -> Record:
    """The game as an SGF record: RU (the preset id or rules spec), KM, HA, handicap stones,
    every move with its comment, the result and the dead stones and territory (TB/TW)."""
    game = session.game
    rules_id = session.ruleset.id
    if rules_id not in PRESETS:
        rules_id = custom_spec(session.ruleset) or rules_id  # the rules spec it was built from
    result = session.result
    if result is None:
        outcome = None
    elif result.kind == "resignation":
        outcome = f"{result.winner}+R"
    else:
        outcome = result.sgf()
    root = _root(session)
    record = Record(size=session.size, root=root, komi=game.komi, handicap=session.handicap,
                    rules=rules_id, result=outcome, black_player=session.black_name,
                    white_player=session.white_name)
    last = _moves(session, root)
    if session.confirmation is not None:
        conf = session.confirmation
        last.properties[CONFIRMATION_PROPERTY] = [
            f"{COLOR_LETTERS[colour]}:{'pass' if point is None else conf.board.vertex(point)}"
            for colour, point in conf.moves] or ["started"]
    if game.phase == "dispute" and game.moves and _stopped_without_move_since(session):
        # Play resumed after a dispute and nobody has moved yet: SGF has no word for that,
        # so a property of our own says it (other programs ignore it).
        last.properties[DISPUTE_PROPERTY] = ["resumed"]
    _territory(session, last)
    return record


def _root(session: GameSession) -> Node:
    """The root: the handicap or the position set up, the date, the first comment, the engines."""
    root = Node()
    if session.handicap:
        root.black = list(session.handicap_points) if session.free_placement else \
            fixed_handicap_points(session.size, session.handicap)
        root.white = list(session.setup_white)
    else:
        root.black, root.white = list(session.setup_black), list(session.setup_white)
        root.to_play = session.setup_to_move
    if session.date:
        root.properties["DT"] = [session.date]
    if session.comments.get(0):
        root.comment = session.comments[0]
    if session.engines:
        root.properties[ENGINE_PROPERTY] = [
            f"{COLOR_LETTERS[colour]}:{'' if level is None else level}:{name}"
            for colour, (name, level) in sorted(session.engines.items())]
    return root


def _moves(session: GameSession, root: Node) -> Node:
    """Every move with its comment, and the setups made between them, below the root; the last node."""
    game = session.game
    node = root
    setups: dict[int, list[Node]] = {}
    for number, setup in session.later_setups:
        setups.setdefault(number, []).append(setup)

    def add_setups(after: int) -> None:
        nonlocal node
        for setup in setups.get(after, []):
            node = node.add_child(Node(black=list(setup.black), white=list(setup.white),
                                       empty=list(setup.empty), to_play=setup.to_play))

    add_setups(0)
    outcomes = game.outcomes
    for number, (colour, point) in enumerate(game.moves, 1):
        child = Node(move=(COLOR_LETTERS[colour], None if point is None else game.board.vertex(point)))
        child.comment = session.comments.get(number, "")
        node = node.add_child(child)
        if number <= len(outcomes) and "white-extra-pass" in outcomes[number - 1].events:
            # AGA: Black passed last, so White's obligatory pass follows; the engine makes it
            # with Black's pass, and the record shows it as the move it is.
            node = node.add_child(Node(move=("W", None)))
        add_setups(number)
    return node


def _territory(session: GameSession, last: Node) -> None:
    """The last node's TB/TW: the territory and dead stones of a counted game, or the dead
    stones marked but not yet accepted."""
    game = session.game
    board = game.board
    if session.stage == "over" and session.resigned is None and game.phase == "over":
        score = session.score() if session.ruleset.removals != "none" else game.score(all_alive=True)
        # Territory, and every dead stone as its opponent's point (a dead stone in a neutral
        # region is in nobody's territory, but it must read back as dead).
        dead = {colour: {v for v in session.dead if board.color[board.point(v)] == colour}
                for colour in (BLACK, WHITE)}
        last.territory = {
            "TB": sorted({board.vertex(p) for p in score.territory.get(BLACK, set())} | dead[WHITE]),
            "TW": sorted({board.vertex(p) for p in score.territory.get(WHITE, set())} | dead[BLACK]),
        }
    elif session.dead:
        # Marked but not yet accepted: kept as territory marks of the dead stones' owners' opponents.
        last.territory = {
            "TB": sorted(v for v in session.dead if board.color[board.point(v)] == WHITE),
            "TW": sorted(v for v in session.dead if board.color[board.point(v)] == BLACK),
        }


def _stopped_without_move_since(session: GameSession) -> bool:
    """Whether the last move stopped play (play resumed since, with no move yet)."""
    outcomes = session.game.outcomes
    return bool(outcomes) and "stop" in outcomes[-1].events


# ----- reading ------------------------------------------------------------------------------------

def session_from_record(record: Record, ruleset: Ruleset | None = None) -> GameSession:
    """Continue a saved game: its ruleset (RU), komi, handicap, moves and marked dead stones."""
    if ruleset is None:
        ruleset = ruleset_from_rules_property(record.rules)
    root = record.root
    handicap, handicap_stones, placing_moves = _handicap(record)
    try:
        session = GameSession(ruleset, record.size, komi=record.komi, handicap=handicap,
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
    last = _replay_line(session, root, placing_moves)
    _resume_dispute(session, last)
    _dead_stones_and_result(session, last, record)
    return session


def _handicap(record: Record) -> tuple[int, list[str], int]:
    """The handicap a saved game goes on with: (its number of stones, the stones, how many of
    the first moves placed them). A warning is added to the record where the game goes on
    otherwise than reading the record said."""
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
    return handicap, handicap_stones, placing_moves


def _replay_line(session: GameSession, root: Node, placing_moves: int) -> Node:
    """Play the record's main line into the session (its setups, moves and comments, after the
    moves that placed the handicap); the last node read. SgfError for a move the ruleset refuses."""
    ruleset = session.ruleset
    last = root
    # Moves after a stop are the play that resumed after a dispute (a confirmation play is
    # saved apart, in CONFIRMATION_PROPERTY, never as moves).
    line = LinePlay.over(session.game, ruleset, resume=not ruleset.settles_by_hypothetical_play)
    for node in root.main_line()[1:]:
        if node.has_setup or (node.to_play and node.move is None):
            _setup(session, node)
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
    return last


def _setup(session: GameSession, node: Node) -> None:
    """A setup node of the line: made on the board, and kept to be written back after its move."""
    try:
        session.game.setup(node.black, node.white, node.empty, to_move=node.to_play)
    except (RulesError, ValueError) as err:
        raise SgfError(translate("Session", "the setup after move {number} does not fit: {err}")
                       .format(number=session.game.move_number, err=err)) from None
    session.later_setups.append((session.game.move_number, Node(
        black=list(node.black), white=list(node.white), empty=list(node.empty), to_play=node.to_play)))


def _resume_dispute(session: GameSession, last: Node) -> None:
    """A dispute saved on the last node: play resumed (DISPUTE_PROPERTY), or the confirmation
    play (or hypothetical play) under way, its moves made again (CONFIRMATION_PROPERTY)."""
    ruleset = session.ruleset
    if session.stage == "marking" and DISPUTE_PROPERTY in last.properties:
        session.dispute()
    if session.stage != "marking" or CONFIRMATION_PROPERTY not in last.properties \
            or not ruleset.settles_by_hypothetical_play:
        return
    session.dispute()
    confirmation = ruleset.disputes == "confirmation"
    for value in last.properties[CONFIRMATION_PROPERTY]:
        colour, _, where = value.partition(":")
        if colour not in ("B", "W") or not where:
            continue  # "started": no move yet
        active = session.active
        try:
            outcome = active.pass_move(colour) if where == "pass" else active.play(where, colour)
        except (RulesError, ValueError) as err:
            if confirmation:
                unreadable = translate("Session", "a saved confirmation play move cannot be read: {err}")
            else:
                unreadable = translate("Session", "a saved hypothetical play move cannot be read: {err}")
            raise SgfError(unreadable.format(err=err)) from None
        if not outcome.legal:
            if confirmation:
                illegal = translate("Session", "the saved confirmation play move {colour} {where} is "
                                               "illegal: {why}")
            else:
                illegal = translate("Session", "the saved hypothetical play move {colour} {where} is "
                                               "illegal: {why}")
            raise SgfError(illegal.format(colour=colour, where=where, why=outcome.explanation))


def _dead_stones_and_result(session: GameSession, last: Node, record: Record) -> None:
    """The dead stones the last node marks (TB/TW) while the game is being counted, and the
    result: a resignation, or an agreed count reopened finished (a warning where RE differs)."""
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


# ----- starting from a line ------------------------------------------------------------------------

def session_from_line(record: Record, nodes: list[Node], ruleset: Ruleset, *, board: Board, to_move: str,
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
            session = session_from_record(line, ruleset)
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
        session = GameSession(ruleset, record.size, komi=komi, setup_black=black, setup_white=white,
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


# ----- the record's own properties -----------------------------------------------------------------

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
    lower = text.lower()
    for ruleset in PRESETS.values():
        if lower == ruleset.id or lower in ruleset.aliases:
            return ruleset
    raise SgfError(translate("Session", "RU[{text}] names no ruleset this program knows").format(text=text))
