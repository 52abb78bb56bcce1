"""What every ruleset says at every node of a line: the model behind the teaching window (no Qt)."""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import compress, count
from operator import is_not
from typing import Literal, get_args

from .diagrams import reason_words
from .engine import (
    PRESETS,
    REASONS,
    Board,
    Confirmation,
    Game,
    MoveOutcome,
    Result,
    Ruleset,
)
from .engine.board import BLACK, EMPTY, WHITE, parse_color
from .engine.rules import ruleset_title
from .i18n import QT_TRANSLATE_NOOP, language, translate
from .replay import MOVE, RESUME, LinePlay, NodeStep, dead_from_territory, replay
from .sgf import Node, Record

# What a ruleset says of a node: "start" (the root), "legal", "illegal", "stopped" (passes
# stopped play), "ended" (the game ended here) or "after" (beyond where its replay ended).
Status = Literal["start", "legal", "illegal", "stopped", "ended", "after"]
STATUSES: tuple[Status, ...] = get_args(Status)

# Each status in a word or two (marked for translation: status_words() translates them): the
# matrix's legend says them, and a verdict with nothing to add ("start", "legal", "play stops").
STATUS_WORDS: dict[Status, str] = {
    "start": QT_TRANSLATE_NOOP("Ruling", "start"),
    "legal": QT_TRANSLATE_NOOP("Ruling", "legal"),
    "illegal": QT_TRANSLATE_NOOP("Ruling", "illegal"),
    "stopped": QT_TRANSLATE_NOOP("Ruling", "play stops"),
    "ended": QT_TRANSLATE_NOOP("Ruling", "game ends"),
    "after": QT_TRANSLATE_NOOP("Ruling", "not reached"),
}


def status_words(status: Status) -> str:
    """A status in words, in the chosen language."""
    return translate("Ruling", STATUS_WORDS[status])


# The verdicts that say more than their status's word: {reason} is a reason's words (how the
# game ended, for "ended"), {number} a move number. "after" reads the first form after an
# illegal move, the second after the game's end.
VERDICT_FORMS: dict[Status, tuple[str, ...]] = {
    "illegal": (QT_TRANSLATE_NOOP("Ruling", "illegal: {reason}"),),
    "ended": (QT_TRANSLATE_NOOP("Ruling", "game ends ({reason})"),),
    "after": (QT_TRANSLATE_NOOP("Ruling", "not reached: move {number} was illegal"),
              QT_TRANSLATE_NOOP("Ruling", "not reached: play ended at move {number}")),
}


def verdict_forms(status: Status, reason: str = "", number: str = "") -> list[str]:
    """Every form a status's verdict takes, in the chosen language, with the reason's words and
    the move number filled in (the panel guide fills in placeholders)."""
    forms = VERDICT_FORMS.get(status)
    if forms is None:
        return [status_words(status)]
    return [translate("Ruling", form).format(reason=reason, number=number) for form in forms]


class NodeRuling:
    """One ruleset's word on one node of a line.

    status       "start", "legal", "illegal", "stopped" (passes stopped play), "ended" (the
                 game ended here) or "after" (beyond where the ruleset's replay ended)
    reason       reason code of an illegal move, or how the game ended
    explanation  the ruling in a sentence or two; for a legal move it is written only when
                 read, from the move's outcome (given instead of the text)
    number       move number of the node (0 for the root)
    """

    __slots__ = ("_explained", "number", "reason", "status")

    def __init__(self, status: Status, reason: str | None, explanation: str | MoveOutcome,
                 number: int) -> None:
        self.status = status
        self.reason = reason
        self._explained = explanation
        self.number = number

    @property
    def explanation(self) -> str:
        explained = self._explained
        return explained if explained.__class__ is str else explained.explanation  # type: ignore[union-attr]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, NodeRuling):
            return NotImplemented
        if (self.status, self.reason, self.number) != (other.status, other.reason, other.number):
            return False
        mine, theirs = self._explained, other._explained
        if mine is theirs:
            return True
        reads_like = getattr(mine, "reads_like", None)
        if reads_like is not None and theirs.__class__ is not str:
            # Rulesets mostly agree on a move: compare what the texts are written from.
            alike = reads_like(theirs)
            if alike is not None:
                return alike
        return self.explanation == other.explanation

    def __hash__(self) -> int:
        return hash((self.status, self.reason, self.number, self.explanation))

    def __repr__(self) -> str:
        return f"NodeRuling({self.status!r}, {self.reason!r}, {self.explanation!r}, {self.number!r})"

    @property
    def after_illegal_move(self) -> bool:
        """For a node the ruleset's line never reached: whether it stopped at an illegal move
        (move `number`), rather than where play ended."""
        return self.status == "after" and self.reason in REASONS and self.reason != "game-over"

    @property
    def verdict(self) -> str:
        """The ruling in words for a reader: "illegal: positional superko", "game ends (no
        result)", "not reached: move 2 was illegal"."""
        if self.status in ("illegal", "ended"):
            return verdict_forms(self.status, reason=reason_words(self.reason or ""))[0]
        if self.status == "after":
            return verdict_forms("after", number=str(self.number))[0 if self.after_illegal_move else 1]
        return status_words(self.status)


@dataclass
class RulesetLine:
    """One ruleset's ruling of a whole line, node by node, and its games at the line's end."""

    ruleset: Ruleset
    line: LinePlay
    rulings: list[NodeRuling]


_NO_MOVE = QT_TRANSLATE_NOOP("Ruling", "No move here: setup or a comment.")
_AFTER_END = QT_TRANSLATE_NOOP("Ruling", "Play has stopped; this move comes after the end.")
_STARTS: dict[str, NodeRuling] = {}


def _start() -> NodeRuling:
    """The root's ruling, in the chosen language (one object per language)."""
    found = _STARTS.get(language())
    if found is None:
        found = _STARTS[language()] = NodeRuling("start", None, translate("Ruling", "The starting position."), 0)
    return found


def _stopped_text(ruleset: Ruleset) -> str:
    return translate("Ruling", "{passes} successive passes stop play under {ruleset}: the players now agree "
                     "which stones are dead, or settle a disagreement the ruleset's way.").format(
        passes=ruleset.passes, ruleset=ruleset_title(ruleset))


def line_nodes(node: Node) -> list[Node]:
    """The root-first path to a node, then the first children after it."""
    path: list[Node] = []
    up: Node | None = node
    while up is not None:
        path.append(up)
        up = up.parent
    path.reverse()
    return path + node.main_line()[1:]


def rule_node(prev: NodeRuling, stop: NodeRuling | str | None, node: Node, step: NodeStep,
              line: LinePlay) -> tuple[NodeRuling, NodeRuling | str | None]:
    """A node's ruling, from the ruling before it, the stop the line carries into it (None while
    play goes on, _HALTED, or the ruling that later moves repeat), and what playing it did (a
    step with nothing played when the line had already stopped). Returns the ruling and the stop
    it hands on. The one derivation of a ruling: analyse() and the teaching model both use it."""
    ruleset = line.ruleset
    if step.obligatory:
        # AGA's obligatory White pass, already made with Black's last pass: it repeats the stop.
        return prev, (_HALTED if step.halted_after else None)
    if node.move is None:
        ruling = prev if prev.status in ("illegal", "ended", "after") else \
            NodeRuling("legal", None, translate("Ruling", _NO_MOVE), prev.number)
        if ruling.status in ("illegal", "ended"):
            ruling = NodeRuling("after", ruling.reason, ruling.explanation, ruling.number)
        return ruling, (stop if stop is not None else (_HALTED if step.halted_after else None))
    if isinstance(stop, NodeRuling):
        return NodeRuling("after", stop.reason, stop.explanation, stop.number), stop
    outcome = step.outcome
    if stop is not None or step.halted_here:
        if outcome is not None:  # an illegal move
            ruling = NodeRuling("illegal", outcome.reason, outcome.explanation, _number(outcome))
        else:
            result = line.current.result
            why = result.explanation if result is not None else translate("Ruling", _AFTER_END)
            ruling = NodeRuling("after", "game-over", why, prev.number)
        return ruling, ruling
    assert outcome is not None
    game = line.game
    if "game-over" in outcome.events or (
            game.ended is not None and game.ended[0] == outcome.number and game.phase == "over"):
        reason = game.ended[1] if game.ended else "game-over"
        text = game.result.explanation if game.result is not None else outcome.explanation
        ruling = NodeRuling("ended", reason, text, _number(outcome))
    elif "stop" in outcome.events:
        ruling = NodeRuling("stopped", "passes", _stopped_text(ruleset), _number(outcome))
    else:
        ruling = NodeRuling("legal", None, outcome, _number(outcome))
    return ruling, (_HALTED if step.halted_after else None)


def _number(outcome: MoveOutcome) -> int:
    """The move number of a play or pass of a line (every one has one)."""
    assert outcome.number is not None
    return outcome.number


# ----- replaying a whole line from the root --------------------------------------------------------
# The window uses TreeRulings below. These plain replays are the reference it must equal: the
# tests and benchmarks/tree_rulings.py compare the two on every library line and random trees.

def analyse(record: Record, nodes: list[Node], ruleset: Ruleset) -> RulesetLine:
    """Play the line under a ruleset (resuming past stops its way) and rule every node."""
    line = LinePlay(record, ruleset, resume=True)
    first = line.apply(nodes[0], setup=False)
    rulings: list[NodeRuling] = [_start()]
    stop: NodeRuling | str | None = _HALTED if (first.halted_here or first.halted_after) else None
    for node in nodes[1:]:
        step = line.apply(node) if stop is None else _NOT_PLAYED
        ruling, stop = rule_node(rulings[-1], stop, node, step, line)
        rulings.append(ruling)
    return RulesetLine(ruleset, line, rulings)


def analyse_all(record: Record, nodes: list[Node], rulesets: list[Ruleset] | None = None) -> list[RulesetLine]:
    """Every preset's (or the given rulesets') replay of the line."""
    return [analyse(record, nodes, r) for r in (rulesets or list(PRESETS.values()))]


def boards_along(record: Record, nodes: list[Node]) -> list[Board]:
    """The board at every node as the record shows it: stones placed and captured, no ko rule.

    This is what a learner sees when stepping through the record, whatever any ruleset says.
    A move onto an occupied point leaves the board unchanged.
    """
    board = Board(record.size)
    boards: list[Board] = []
    for node in nodes:
        if node.has_setup:
            changes = [(board.point(v), BLACK) for v in node.black] + \
                [(board.point(v), WHITE) for v in node.white] + [(board.point(v), EMPTY) for v in node.empty]
            board.set_points(changes)
        if node.move is not None and node.move[1] is not None:
            p = board.point(node.move[1])
            if board.color[p] == EMPTY:
                board.play(p, parse_color(node.move[0]))
        boards.append(board.copy())
    return boards


def game_at(record: Record, nodes: list[Node], index: int, ruleset: Ruleset) -> Game:
    """The ruleset's game after the node at `index` (or where its replay stopped before it)."""
    return replay(record, ruleset, nodes=nodes[: index + 1], resume=True).current


# ----- rulings kept along a tree, one move at a time -------------------------------------------

_HALTED = "halted"  # a stop marker: the replay ended at or before this node, no move came since

# Rewinding further than this many nodes beyond the depth to reach starts again from the root.
_REBUILD_SLACK = 16
_BOARD_COPIES = 8  # recent board copies handed out, kept for the next asker
_NOT_PLAYED = NodeStep(0, None, False, False)  # a node past the line's end: nothing is played


class _Entry:
    """One node at one place of a line: its rulings per ruleset slot, shared by every line
    through it. Entries form a tree that mirrors the lines seen (children keyed by node);
    it links downwards only, so a dropped branch is freed at once, without a cycle collection."""

    __slots__ = ("children", "depth", "node", "rulings", "stops")

    def __init__(self, node: Node, depth: int) -> None:
        self.node = node
        self.depth = depth
        self.children: dict[Node, _Entry] | None = None
        self.rulings: list[NodeRuling | None] | None = None  # per ruleset slot
        # per slot: None while play goes on, _HALTED, or the ruling later moves repeat
        self.stops: list[NodeRuling | str | None] | None = None

    def ruling(self, slot: int) -> NodeRuling | None:
        rulings = self.rulings
        return rulings[slot] if rulings is not None and slot < len(rulings) else None

    def stop(self, slot: int) -> NodeRuling | str | None:
        stops = self.stops
        return stops[slot] if stops is not None and slot < len(stops) else None

    def store(self, slot: int, ruling: NodeRuling, stop: NodeRuling | str | None) -> None:
        rulings = self.rulings
        if rulings is None:
            rulings = self.rulings = [None] * (slot + 1)
        elif slot >= len(rulings):
            rulings.extend([None] * (slot + 1 - len(rulings)))
        # Most rulesets say the same of most moves: share one ruling object among them.
        for other in rulings:
            if other is not None and other is not ruling and other == ruling:
                ruling = other
                break
        rulings[slot] = ruling
        if stop is not None or self.stops is not None:
            stops = self.stops
            if stops is None:
                stops = self.stops = [None] * (slot + 1)
            elif slot >= len(stops):
                stops.extend([None] * (slot + 1 - len(stops)))
            stops[slot] = stop


class _Walker:
    """A position kept at one entry of the tree, moved along it by pushing and popping nodes."""

    def __init__(self, root: _Entry) -> None:
        self.path: list[_Entry] = []
        self.undo: list = []
        self.reset(root)

    def reset(self, root: _Entry) -> None:
        raise NotImplementedError

    def push(self, entry: _Entry) -> None:
        raise NotImplementedError

    def pop(self) -> None:
        raise NotImplementedError

    def rewind(self, depth: int) -> None:
        """Pop until the entry at `depth` is the last one."""
        while len(self.path) - 1 > depth:
            self.pop()


class _RulesetCursor(_Walker):
    """One ruleset's game (and confirmation, once one started) at an entry, with what each
    node did to it so that going back is undoing, never replaying from the root."""

    def __init__(self, record: Record, ruleset: Ruleset, slot: int, root: _Entry) -> None:
        self.record = record
        self.ruleset = ruleset
        self.slot = slot
        self.line: LinePlay = None  # type: ignore[assignment]  # made by reset()
        super().__init__(root)

    @property
    def game(self) -> Game:
        return self.line.game

    @property
    def current(self) -> Game:
        return self.line.current

    def reset(self, root: _Entry) -> None:
        self.line = LinePlay(self.record, self.ruleset, resume=True)
        # The root's own setup and PL are the new game's; a move there is played as replay does.
        step = self.line.apply(root.node, setup=False)
        self.path = [root]
        self.undo = [step.flags]
        if root.ruling(self.slot) is None:
            root.store(self.slot, _start(), _HALTED if (step.halted_here or step.halted_after) else None)

    def push(self, entry: _Entry) -> None:
        slot = self.slot
        parent = self.path[-1]
        stop = parent.stop(slot)
        node = entry.node
        step = self.line.apply(node) if stop is None else _NOT_PLAYED
        self.path.append(entry)
        self.undo.append(step.flags)
        if entry.ruling(slot) is None:
            prev = parent.ruling(slot)
            assert prev is not None
            entry.store(slot, *rule_node(prev, stop, node, step, self.line))

    def pop(self) -> None:
        """Take the last node back; a resume() is left for the stopping pass's undo to reverse."""
        self.path.pop()
        flags = self.undo.pop()
        if flags:
            self.line.take_back(flags)

    def rewind(self, depth: int) -> None:
        path, undo = self.path, self.undo
        while len(path) - 1 > depth:
            if undo[-1] & RESUME:
                # resume() has no undo of its own. Undoing the pass that stopped play restores
                # the state from before it, so to stop between that pass and the resume, go
                # back past the pass and play the nodes from it again.
                stopped = len(path) - 2
                while not undo[stopped] & MOVE:
                    stopped -= 1
                if stopped <= depth:
                    again = path[stopped:depth + 1]
                    self.rewind(stopped - 1)
                    for entry in again:
                        self.push(entry)
                    return
            self.pop()


class _BoardCursor(_Walker):
    """The record's board (no rules: stones placed and captured) at an entry, undoable."""

    def __init__(self, size: int, root: _Entry) -> None:
        self.size = size
        self.board = Board(size)
        super().__init__(root)

    def reset(self, root: _Entry) -> None:
        self.board = Board(self.size)
        self.path = []
        self.undo = []
        self.push(root)

    def push(self, entry: _Entry) -> None:
        node = entry.node
        board = self.board
        previous = played = None
        if node.has_setup:
            point = board.point
            changes = [(point(v), BLACK) for v in node.black] + \
                [(point(v), WHITE) for v in node.white] + [(point(v), EMPTY) for v in node.empty]
            previous = board.set_points(changes)
        if node.move is not None and node.move[1] is not None:
            p = board.point(node.move[1])
            if board.color[p] == EMPTY:
                c = parse_color(node.move[0])
                before = board.hash
                captured, suicided = board.play(p, c)
                played = (p, c, captured or (), suicided or (), before)
        self.path.append(entry)
        self.undo.append(None if previous is None and played is None else (previous, played))

    def pop(self) -> None:
        self.path.pop()
        done = self.undo.pop()
        if done is None:
            return
        previous, played = done
        if played is not None:
            self.board.undo_play(*played)
        if previous is not None:
            self.board.set_points(previous[::-1])


class TreeRulings:
    """Every ruleset's ruling, game and the record's board at any node of a line through a game
    tree, kept up to date one move at a time.

    Each ruleset has a cursor: one game positioned at some node of the current line. Reaching a
    child plays its move; going back undoes. Rulings are kept per node (for every line through
    it), so a node already ruled costs a look-up, switching to a sibling line rewinds only to
    where the lines part, and nothing is replayed from the root. Results equal analyse(),
    boards_along() and game_at() on the same line.

    Lines are lists of nodes, root first, normally paths of the tree (each node's parent the node
    before it), though any list is ruled as analyse() rules it. The record's size, komi and
    handicap must not change (make a new model for that).
    """

    def __init__(self, record: Record, nodes: list[Node] | None = None,
                 rulesets: list[Ruleset] | None = None) -> None:
        self.record = record
        self._rulesets: list[Ruleset] = []
        self._slot_of: dict[int, tuple[Ruleset, int]] = {}  # id -> (ruleset, slot) of those seen
        self._cursors: list[_RulesetCursor | None] = []
        for ruleset in rulesets if rulesets is not None else PRESETS.values():
            self._slot(ruleset)
        self._nodes: list[Node] = []
        self._line: list[_Entry] = []  # the entries of _nodes found so far (a prefix)
        self._root: _Entry | None = None
        self._board: _BoardCursor | None = None
        self._copies: dict[_Entry, Board] = {}
        self._version = 0
        self._first_colour = _first_colour(record)
        self._stand_in: Record | None = None  # the stand-in record the games start from
        self.set_line(record.main_line() if nodes is None else nodes)

    # ----- the line -----------------------------------------------------------------------------

    @property
    def nodes(self) -> list[Node]:
        """The current line, root first (read it, do not change it)."""
        return self._nodes

    @property
    def rulesets(self) -> list[Ruleset]:
        """The presets (or the rulesets given), then every other ruleset asked about."""
        return list(self._rulesets)

    def __len__(self) -> int:
        return len(self._nodes)

    def set_line(self, nodes: list[Node]) -> None:
        """Make `nodes` (root first) the current line. Only the part after where it parts from
        the previous line is new; the rest is computed when asked for."""
        nodes = list(nodes)
        if not nodes:
            raise ValueError("a line has at least the root node")
        if self._root is None or nodes[0] is not self._root.node:
            self._start(nodes[0])
            common = 1
        else:
            # The first place where the lines part, compared by identity at C speed.
            common = min(len(self._nodes), len(nodes), len(self._line))
            common = next(compress(count(), map(is_not, self._nodes[:common], nodes)), common)
        del self._line[common:]
        self._nodes = nodes
        self._version += 1

    def node_changed(self, node: Node) -> None:
        """The subtree below `node` changed (a child added or removed, a setup, PL or move
        edited): forget what was computed for it and below it."""
        first = _first_colour(self.record)
        if first != self._first_colour or (self._root is not None and node is self._root.node):
            # The root's setup or the first move's colour (who starts) changed: start over.
            self._first_colour = first
            self._start(self._nodes[0])
            del self._line[1:]
            return
        for parent, entry in self._places_of(node):
            self._drop(parent, entry)

    # ----- what the window reads ----------------------------------------------------------------

    def ruling(self, ruleset: Ruleset, index: int) -> NodeRuling:
        """The ruleset's word on the node at `index` of the current line."""
        index = self._index(index)
        slot = self._slot(ruleset)
        entry = self._entry(index)
        ruling = entry.ruling(slot)
        if ruling is None:
            self._seek(self._cursor(slot), index)
            ruling = entry.ruling(slot)
            assert ruling is not None
        return ruling

    def rulings(self, ruleset: Ruleset) -> LineRulings:
        """The ruleset's rulings along the current line, computed only as far as read."""
        return LineRulings(self, ruleset)

    def game(self, ruleset: Ruleset, index: int) -> Game:
        """The ruleset's game after the node at `index` (or where its replay ended before it):
        the confirmation play once one started. It is the model's own game: read it, do not
        change it, and ask again after any other call on the model for this ruleset."""
        index = self._index(index)
        cursor = self._cursor(self._slot(ruleset))
        self._seek(cursor, index)
        return cursor.current

    def board(self, index: int) -> Board:
        """The record's board at `index`, as boards_along() has it (a copy kept for the next
        asker: read it, do not change it)."""
        index = self._index(index)
        entry = self._entry(index)
        board = self._copies.get(entry)
        if board is None:
            assert self._board is not None
            self._seek(self._board, index)
            board = self._copies[entry] = self._board.board.copy()
            if len(self._copies) > _BOARD_COPIES:
                del self._copies[next(iter(self._copies))]
        return board

    def known(self, ruleset: Ruleset) -> int:
        """How many nodes from the root already have the ruleset's ruling (no computing)."""
        slot = self._slot(ruleset)
        line = self._line
        # Rulings are only ever computed root first along a line, so they cover a prefix.
        if line[-1].ruling(slot) is not None:
            count = len(line)
            while count < len(self._nodes):
                entry = self._entry(count)
                if entry.ruling(slot) is None:
                    break
                count += 1
            return count
        low, high = 0, len(line) - 1  # line[low] ruled (the root, once its cursor exists)
        if line[0].ruling(slot) is None:
            return 0
        while high - low > 1:
            mid = (low + high) // 2
            if line[mid].ruling(slot) is not None:
                low = mid
            else:
                high = mid
        return low + 1

    # ----- answering at a node without a pause ----------------------------------------------------
    # A jump far along a line that was never ruled (End on a freshly opened 5000-move record)
    # means playing thousands of moves under every ruleset. The window asks how much is left
    # to do before it can answer at a node, and has it done in short slices in between.

    def ruled(self, ruleset: Ruleset, index: int) -> NodeRuling | None:
        """The ruleset's word on the node at `index` if it is worked out already (None if not;
        nothing is computed)."""
        entry = self._made_entry(self._index(index))
        return None if entry is None else entry.ruling(self._slot(ruleset))

    def work_left(self, index: int, rulesets: list[Ruleset], games: list[Ruleset], board: bool = True) -> int:
        """How many nodes would be played or taken back to give, at `index`, the board (unless
        `board` is False), the rulings of `rulesets` and the games of `games` (0: all of it is
        at hand)."""
        index = self._index(index)
        # A node no walker has reached has no entry yet (End on a freshly opened long line):
        # nothing is worked out there, and counting makes none.
        entry = self._made_entry(index)
        left = 0 if not board or (entry is not None and entry in self._copies) else self._walk_left(self._board, index)
        for ruleset in rulesets:
            slot = self._slot(ruleset)
            if entry is None or entry.ruling(slot) is None:
                left += self._walk_left(self._cursors[slot], index)
        for ruleset in games:
            left += self._walk_left(self._cursors[self._slot(ruleset)], index)
        return left

    def work_towards(self, index: int, rulesets: list[Ruleset], games: list[Ruleset], budget: int) -> int:
        """Play or take back at most about `budget` nodes towards what work_left() counts;
        returns the work left after. The results are those ruling() and game() give."""
        index = self._index(index)
        entry = self._made_entry(index)  # the walkers make the entries they reach, no more
        walkers: list[_Walker] = []
        if entry is None or entry not in self._copies:
            assert self._board is not None
            walkers.append(self._board)
        for ruleset in rulesets:
            slot = self._slot(ruleset)
            if entry is None or entry.ruling(slot) is None:
                walkers.append(self._cursor(slot))
        walkers.extend(self._cursor(self._slot(ruleset)) for ruleset in games)
        for walker in walkers:
            if budget <= 0:
                break
            budget -= self._seek_some(walker, index, budget)
        return self.work_left(index, rulesets, games)

    def _walk_left(self, walker: _Walker | None, index: int) -> int:
        """How many nodes _seek() would play or take back to move a walker to `index`."""
        depth = None if walker is None else self._route(walker, index)
        if walker is None or depth is None:
            return index
        return len(walker.path) - 1 - depth + index - depth

    def _route(self, walker: _Walker, index: int) -> int | None:
        """How a walker comes to the node at `index`: the depth of its path it keeps (taking
        back what lies beyond), or None to start again from the root (it is elsewhere, or
        coming down from the root is cheaper than taking back so much)."""
        path = walker.path
        if path[0] is not self._root:
            return None
        depth = self._common_depth(path, index)
        return None if len(path) - 1 - depth > depth + _REBUILD_SLACK else depth

    def _seek(self, walker: _Walker, index: int) -> None:
        """Move a walker to the current line's node at `index`."""
        self._seek_some(walker, index, sys.maxsize)

    def _seek_some(self, walker: _Walker, index: int, budget: int) -> int:
        """_seek() by at most about `budget` nodes (taken back or played); returns how many."""
        assert self._root is not None
        path = walker.path
        last = len(path) - 1
        if last == index - 1 and path[0] is self._root and path[last] is self._entry(last):
            walker.push(self._entry(index))  # the next node of the line: how a line is read
            return 1
        depth = self._route(walker, index)
        done = 0
        try:
            if depth is None:
                walker.reset(self._root)
            elif len(walker.path) - 1 > depth:
                stop = max(depth, len(walker.path) - 1 - budget)
                done = len(walker.path) - 1 - stop
                walker.rewind(stop)
                if stop > depth:
                    return done
            start = len(walker.path)
            end = min(index, start - 1 + budget - done)
            for d in range(start, end + 1):
                walker.push(self._entry(d))
            done += max(0, end + 1 - start)
        except Exception:
            # A node the engine refused half-way (a vertex off the board, say) leaves the game
            # between two nodes: start this walker afresh rather than keep it so.
            walker.reset(self._root)
            raise
        return max(done, 1)

    # ----- inside -------------------------------------------------------------------------------

    def _index(self, index: int) -> int:
        n = len(self._nodes)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError(f"node index {index} outside a line of {n} nodes")
        return index

    def _slot(self, ruleset: Ruleset) -> int:
        seen = self._slot_of.get(id(ruleset))
        if seen is not None and seen[0] is ruleset:
            return seen[1]
        # Rulesets are compared by value (an equal one shares the slot); comparing every field
        # is slow, so each object is looked up by identity after its first time.
        slot = next((i for i, known in enumerate(self._rulesets) if known == ruleset), None)
        if slot is None:
            slot = len(self._rulesets)
            self._rulesets.append(ruleset)
            self._cursors.append(None)
        self._slot_of[id(ruleset)] = (ruleset, slot)
        return slot

    def _cursor(self, slot: int) -> _RulesetCursor:
        cursor = self._cursors[slot]
        if cursor is None:
            assert self._root is not None
            cursor = self._cursors[slot] = _RulesetCursor(self._stand_in_record(), self._rulesets[slot],
                                                          slot, self._root)
        return cursor

    def _stand_in_record(self) -> Record:
        if self._stand_in is None:
            self._stand_in = _start_record(self.record, self._first_colour)
        return self._stand_in

    def _start(self, root: Node) -> None:
        """A fresh tree from this root: every cursor and cache dropped."""
        self._stand_in = None
        self._root = _Entry(root, 0)
        # node -> (parent entry, entry), or a list of them for a node in several places
        self._places: dict[Node, tuple[_Entry, _Entry] | list[tuple[_Entry, _Entry]]] = {}
        self._line = [self._root]
        self._cursors = [None] * len(self._rulesets)
        self._board = _BoardCursor(self.record.size, self._root)
        self._copies = {}

    def _entry(self, depth: int) -> _Entry:
        """The entry of the current line's node at `depth`, made when first needed."""
        line = self._line
        nodes = self._nodes
        while len(line) <= depth:
            parent = line[-1]
            node = nodes[len(line)]
            children = parent.children
            if children is None:
                children = parent.children = {}
            entry = children.get(node)
            if entry is None:
                entry = children[node] = _Entry(node, len(line))
                self._add_place(parent, entry)
            line.append(entry)
        return line[depth]

    def _made_entry(self, depth: int) -> _Entry | None:
        """The entry of the current line's node at `depth` if it has been made (see _entry)."""
        return self._line[depth] if depth < len(self._line) else None

    def _places_of(self, node: Node) -> list[tuple[_Entry, _Entry]]:
        """The entries of a node (with their parents) in the tree of entries."""
        places = self._places.get(node)
        if places is None:
            return []
        if isinstance(places, tuple):
            places = [places]
        return [place for place in places if place[1].node is node]

    def _add_place(self, parent: _Entry, entry: _Entry) -> None:
        key = entry.node
        places = self._places.get(key)
        if places is None:
            self._places[key] = (parent, entry)  # the usual case: a node has one place
        elif isinstance(places, tuple):
            self._places[key] = [places, (parent, entry)]
        else:
            places.append((parent, entry))

    def _forget_place(self, entry: _Entry) -> None:
        key = entry.node
        places = self._places.get(key)
        if isinstance(places, tuple):
            if places[1] is entry:
                del self._places[key]
        elif places is not None:
            places[:] = [place for place in places if place[1] is not entry]
            if not places:
                del self._places[key]

    def _drop(self, parent: _Entry, entry: _Entry) -> None:
        """Forget an entry and everything below it; cursors inside go back to its parent."""
        if parent.children is not None and parent.children.get(entry.node) is entry:
            del parent.children[entry.node]
        below = [entry]
        while below:
            e = below.pop()
            self._forget_place(e)
            if e.children:
                below.extend(e.children.values())
        depth = entry.depth
        walkers: list[_Walker | None] = [*self._cursors, self._board]
        for walker in walkers:
            if walker is not None and len(walker.path) > depth and walker.path[depth] is entry:
                walker.rewind(depth - 1)
        if len(self._line) > depth and self._line[depth] is entry:
            del self._line[depth:]
        self._copies = {}

    def _common_depth(self, path: list, index: int) -> int:
        """Where a walker's path leaves the current line, up to `index`: entries are shared, so
        the deepest common entry is found walking back from the path's end."""
        depth = min(index, len(path) - 1)
        while path[depth] is not self._entry(depth):
            depth -= 1
        return depth


def count_at(model: TreeRulings, ruleset: Ruleset, index: int) -> Result | None:
    """The ruleset's count where its play stopped, or ended by passes, at the node at `index`
    of the model's line; None elsewhere. Dead stones are those the node's territory marks
    (TB/TW) show, or those the confirmation play that just ended captured. The teaching window's
    count and Learn mode's count questions both read it."""
    ruling = model.ruling(ruleset, index)
    if not (ruling.status == "stopped" or (ruling.status == "ended" and ruling.reason == "passes")):
        return None
    game = model.game(ruleset, index)
    if isinstance(game, Confirmation):
        if game.phase != "stopped":
            return None
        return game.source.current_result(game.dead_stones(), score_unfinished=True, marked=False)
    return game.current_result(dead_from_territory(game, model.nodes[index]), score_unfinished=True)


class LineRulings(Sequence):
    """A ruleset's rulings along a model's current line, computed as they are read.

    Valid until the line changes (set_line); reading it after that raises LookupError.
    """

    def __init__(self, model: TreeRulings, ruleset: Ruleset) -> None:
        self.model = model
        self.ruleset = ruleset
        self._version = model._version

    def _check(self) -> None:
        if self._version != self.model._version:
            raise LookupError("the model's line changed since these rulings were asked for")

    def __len__(self) -> int:
        self._check()
        return len(self.model._nodes)

    def __getitem__(self, index):
        self._check()
        if isinstance(index, slice):
            return [self.model.ruling(self.ruleset, i) for i in range(*index.indices(len(self)))]
        return self.model.ruling(self.ruleset, index)

    def __iter__(self) -> Iterator[NodeRuling]:
        self._check()
        model = self.model
        n = len(model._nodes)
        model.ruling(self.ruleset, n - 1)  # computes the whole line once, root first
        slot = model._slot(self.ruleset)
        for i in range(n):
            self._check()
            yield model._entry(i).ruling(slot)  # type: ignore[misc]

    def known(self) -> list[NodeRuling]:
        """The rulings already computed from the root, without computing more."""
        self._check()
        model = self.model
        slot = model._slot(self.ruleset)
        return [model._entry(i).ruling(slot) for i in range(model.known(self.ruleset))]  # type: ignore[misc]


def _start_record(record: Record, first_colour: str | None) -> Record:
    """A record that new_game() starts exactly as it starts `record`, without its tree.

    When the root has no PL, new_game() looks down the main line for the first move's colour;
    this stand-in root states that colour as its PL instead, so the games the model keeps
    depend on nothing of the tree."""
    root = record.root
    stand_in = Node(move=root.move, black=root.black, white=root.white,
                    to_play=root.to_play if root.to_play is not None else first_colour,
                    properties={"VW": root.properties["VW"]} if "VW" in root.properties else {})
    return Record(record.size, stand_in, komi=record.komi, handicap=record.handicap,
                  handicap_moves=record.handicap_moves)


def _first_colour(record: Record) -> str | None:
    """What new_game() reads beyond the root to choose who starts: the first move's colour."""
    node: Node | None = record.root
    while node is not None:
        if node.move is not None:
            return node.move[0]
        node = node.children[0] if node.children else None
    return None
