"""The teaching window's document without Qt: the record, its line, navigation, edits and the board."""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from html import escape
from typing import Literal

from . import diagrams
from .board_part import BoardPart, line_points, part_shown
from .differences import Difference, difference_at, index_of_move, next_difference, previous_difference
from .engine import PRESETS, Board, Game, Result, Ruleset
from .engine.board import BLACK, EMPTY, WHITE, parse_color
from .i18n import translate
from .library_text import translated
from .record_info import GameInfo, game_info, info_summary, set_game_info, shortened
from .ruleset_names import ruleset_name
from .save_checks import LIBRARY_NOTES, SaveRefused, library_refusal, stale_library_notes
from .session_records import LineStart, session_from_line
from .sgf import Node, Record, SgfError, read_file, write_file
from .teaching import LineRulings, NodeRuling, TreeRulings, count_at, line_nodes

#: The board tools: play, the setup tools (a colour or erase) and the marks with their SGF names.
SETUP_TOOLS = ("B", "W", "erase")
MARK_TOOLS = {"triangle": "TR", "square": "SQ", "circle": "CR", "cross": "MA"}
#: "label" puts the next letter on a point, "number" the next number, "text" a text of one's own.
LABEL_TOOLS = ("label", "number", "text")
TOOLS = ("play", *SETUP_TOOLS, *MARK_TOOLS, *LABEL_TOOLS)


@dataclass
class BoardState:
    """Everything the board's painter draws: the view-model a window fills in."""

    board: Board
    last_move: str | None = None
    attempted: tuple[str, int] | None = None  # (vertex, colour) of an illegal move: crossed out
    banned: dict[str, str] = field(default_factory=dict)  # vertex -> reason, for the player to move
    markup: dict[str, list[str]] = field(default_factory=dict)  # TR, SQ, CR, MA -> vertices
    labels: list[tuple[str, str]] = field(default_factory=list)
    numbers: dict[str, int] = field(default_factory=dict)  # vertex -> move number shown on it
    ghost: tuple[str, int] | None = None  # a stone under the mouse
    coordinates: bool = True
    territory: dict[str, int] = field(default_factory=dict)  # vertex -> colour owning it
    dead: set[str] = field(default_factory=set)  # stones marked dead (drawn faded)
    view: BoardPart | None = None  # the part of the board drawn (SGF VW); None: all of it
    black_and_white: bool = False  # for print: white paper, flat stones, no colour
    note: str | None = None  # a sentence over the board: why it shows another move's position

    @property
    def size(self) -> int:
        return self.board.size

    def stone(self, vertex: str) -> int:
        """The stone on a point: 0 for none, 1 black, 2 white."""
        board = self.board
        colour = board.color[board.point(vertex)]
        return colour if colour in (BLACK, WHITE) else 0

    def stones(self) -> Iterator[tuple[int, int, str, int]]:
        """Every stone as (column, row counted from the bottom left, vertex, colour)."""
        board = self.board
        color = board.color
        for p in board.points:
            colour = color[p]
            if colour in (BLACK, WHITE):
                x, y = board.xy(p)
                yield x, y, board.vertex(p), colour


# The most points a step repaints one by one; a step that changes more repaints the board.
MOST_POINTS_REPAINTED = 60


@dataclass
class BoardDrawing:
    """What the board draws of a BoardState, kept to tell which points the next state changes."""

    whole: tuple  # what applies to the whole board (size, coordinates, view, labels, ghost...)
    colours: list[int]  # every point's colour, by board index
    marks: dict[str, tuple]  # each point's marks: last move, banned, territory, dead, numbers, markup
    board: Board
    # Whether a change may be drawn point by point: not where the state holds what only a whole
    # repaint shows right (labels, which may run over their neighbours, a ghost, a crossed-out
    # stone, a note over the board)
    point_by_point: bool

    @classmethod
    def of(cls, state: BoardState) -> BoardDrawing:
        board = state.board
        whole = (board.size, state.coordinates, state.view, state.black_and_white, state.ghost,
                 tuple(state.labels), state.attempted, state.note)
        marks: dict[str, tuple] = {}

        def mark(vertex: str, what: object) -> None:
            marks[vertex] = marks.get(vertex, ()) + (what,)

        if state.last_move is not None:
            mark(state.last_move, "last")
        for vertex in state.banned:
            mark(vertex, "banned")
        for vertex, owner in state.territory.items():
            mark(vertex, ("territory", owner))
        for vertex in state.dead:
            mark(vertex, "dead")
        for vertex, number in state.numbers.items():
            mark(vertex, ("number", number))
        for kind, vertices in state.markup.items():
            for vertex in vertices:
                mark(vertex, kind)
        point_by_point = (not state.labels and state.ghost is None and state.attempted is None
                          and state.note is None)
        return cls(whole, list(board.color), marks, board, point_by_point)

    def changed_points(self, new: BoardDrawing) -> set[str] | None:
        """The points whose drawing differs in `new`; None when the whole board is to be drawn
        again (something that applies to the whole board changed, the new state cannot be
        drawn point by point, or more than MOST_POINTS_REPAINTED points changed)."""
        if self.whole != new.whole or not new.point_by_point:  # `whole` holds the board's size
            return None
        board = new.board
        old_colours, new_colours = self.colours, new.colours
        changed = {board.vertex(p) for p in board.points if old_colours[p] != new_colours[p]}
        old_marks, new_marks = self.marks, new.marks
        changed.update(v for v in old_marks.keys() | new_marks.keys() if old_marks.get(v) != new_marks.get(v))
        return changed if len(changed) <= MOST_POINTS_REPAINTED else None


# ----- edits ----------------------------------------------------------------------------------


def node_contents(node: Node) -> tuple:
    """What an edit of one node may change: setup stones, player to move, marks and labels."""
    return (list(node.black), list(node.white), list(node.empty), node.to_play,
            {kind: list(points) for kind, points in node.markup.items()}, list(node.labels))


def set_node_contents(node: Node, contents: tuple) -> None:
    """Put back what node_contents() gave (for an edit and its undo)."""
    black, white, empty, to_play, markup, labels = contents
    node.black, node.white, node.empty = list(black), list(white), list(empty)
    node.to_play = to_play
    node.markup = {kind: list(points) for kind, points in markup.items()}
    node.labels = list(labels)


@dataclass(frozen=True)
class AddChild:
    """An edit that appends `child` to `parent` (a play, a pass, or a setup node after a move).
    `action` and `subject` name it for the undo menu: ("play", "B D4"), ("setup", "D4"),
    ("to-play", "W")."""

    parent: Node
    child: Node
    action: str
    subject: str


@dataclass(frozen=True)
class ChangeNode:
    """An edit that gives `node` new contents (node_contents' shape); `changes_position` when
    its setup or player to move changed, which the rulings must follow."""

    node: Node
    after: tuple
    changes_position: bool
    action: str
    subject: str


@dataclass(frozen=True)
class Refused:
    """A play the window will not add: `reason` "occupied" or "forbidden-everywhere" (every
    ruleset forbids it; `why` is the selected ruleset's explanation)."""

    vertex: str
    reason: Literal["occupied", "forbidden-everywhere"]
    why: str = ""


Edit = AddChild | ChangeNode


def child_position(children: list[Node], node: Node) -> int:
    """Where a node stands among its siblings."""
    return next(i for i, child in enumerate(children) if child is node)


def remove_child(node: Node) -> int:
    """Take a node (and everything below it) out of the tree; returns where it stood."""
    parent = node.parent
    assert parent is not None
    position = child_position(parent.children, node)
    del parent.children[position]
    node.parent = None
    return position


def insert_child(parent: Node, position: int, node: Node) -> None:
    """Put a node taken out by remove_child() back where it stood."""
    parent.children.insert(position, node)
    node.parent = parent


def branch_orders(node: Node) -> list[tuple[Node, list[Node]]]:
    """Every branch above a node with its children's order now: what promote() changes."""
    orders = []
    up: Node | None = node
    while up is not None and up.parent is not None:
        orders.append((up.parent, list(up.parent.children)))
        up = up.parent
    return orders


def promote(node: Node) -> None:
    """Make the line through a node the main line: at every branch above it, its way comes first."""
    up = node
    while up.parent is not None:
        parent = up.parent
        parent.children.insert(0, parent.children.pop(child_position(parent.children, up)))
        up = parent


def is_on_main_line(node: Node) -> bool:
    """Whether every node above this one is its parent's first child."""
    up: Node | None = node
    while up is not None and up.parent is not None:
        if up.parent.children[0] is not up:
            return False
        up = up.parent
    return True


def depth(node: Node) -> int:
    """How many nodes lie above this one (0 for the root)."""
    count = 0
    up = node.parent
    while up is not None:
        count += 1
        up = up.parent
    return count


def place_stone(node: Node, vertex: str, wanted: str, base: str) -> None:
    """Make a node's setup leave `wanted` ("B", "W" or "" for empty) at a point whose colour
    before the node is `base`: listed in AB, AW or AE only when it differs from the base."""
    for points in (node.black, node.white, node.empty):
        if vertex in points:
            points.remove(vertex)
    if wanted != base:
        {"B": node.black, "W": node.white, "": node.empty}[wanted].append(vertex)
        for points in (node.black, node.white, node.empty):
            points.sort()


def game_title(record: Record, index: int, path: str) -> str:
    """A window title for one game of a file: its name, else its place in the file."""
    if record.game_name:
        return record.game_name
    if index == 0:
        return path
    return translate("Explorer", "game {number} of {path}").format(number=index + 1, path=path)


_COLOUR_LETTER = {1: "B", 2: "W"}

# The longest line (in nodes from the root) the teaching window opens: every ruleset's rulings
# of a line take time and memory in proportion to its length (some 4 s and 250 MB here).
LONGEST_LINE = 20_000


class LineTooLong(SgfError):
    """A record with a line longer than the teaching window follows (LONGEST_LINE)."""


def longest_line(record: Record) -> int:
    """How many nodes the longest line of a record has after the root."""
    longest = 0
    below = [(record.root, 0)]
    while below:
        node, depth = below.pop()
        if depth > longest:
            longest = depth
        below.extend((child, depth + 1) for child in node.children)
    return longest


# How many nodes the window may still have to play under the rulesets and yet show a node at
# once (some milliseconds); beyond that the node is worked out in slices, with progress shown.
PAUSE_FREE_WORK = 200


# ----- the document ---------------------------------------------------------------------------


class Explorer:
    """The open record of the teaching window, the line shown and the node on it, and every
    ruleset's word there.

    It changes nothing without being asked and says nothing: the window's controller calls it,
    keeps the undo history (an edit is asked for as an Edit, carried out by the undo stack
    through the tree functions above, and reported back with tree_edited()) and tells the views
    what changed. Every method is plain Python, so a test can drive the window's logic without Qt.
    """

    def __init__(self) -> None:
        self.record: Record | None = None
        self.title = ""
        self.diagram_id: str | None = None
        self.path: str | None = None  # the file the record was opened from or saved to
        # Every game of that file, the record among them: Save writes them all back, the
        # others as they were read.
        self.games: list[Record] = []
        self.game_index = 0  # which of them the record is
        self.tool = "play"  # what a click on the board does: one of TOOLS
        self.nodes: list[Node] = []
        self._numbers: list[int] | None = None  # the line's move numbers, once counted (_move_numbers)
        self.index = 0
        self.ruleset: Ruleset = PRESETS["japanese"]
        # Every ruleset's ruling of every node, worked out from the parent node's game by one
        # move and kept, so that stepping and editing cost the same at move 5 and move 5000.
        self.model: TreeRulings | None = None
        self.show_numbers = False
        self.coordinates = True

    # ----- opening and saving -------------------------------------------------------------------

    def open_record(self, record: Record, title: str, diagram_id: str | None = None,
                    path: str | None = None, games: list[Record] | None = None) -> None:
        """Show `record`, one of `games` (the games of its file; by default only itself), at
        its root. Call set_line(record.root, 0) after, once the views know the new tree."""
        self.record = record
        self.games = list(games) if games is not None else [record]
        self.game_index = next((i for i, game in enumerate(self.games) if game is record), 0)
        self.title = title
        self.diagram_id = diagram_id
        self.path = path
        self.model = TreeRulings(record)
        self.nodes, self.index = [], 0
        self._numbers = None  # nothing of the old tree is kept

    @staticmethod
    def diagram_record(diagram_id: str) -> tuple[Record, str]:
        """A library diagram's (or a lesson position's) record, read afresh so that edits never
        touch the library's own copy, and its title. KeyError for an unknown id, SgfError for a
        file that cannot be read."""
        diagram = diagrams.load(diagram_id)
        fresh = diagrams.load_path(diagrams.diagram_path(diagram_id))
        return fresh.record, diagram.title

    @staticmethod
    def file_records(path: str) -> list[Record]:
        """Every game of an SGF file (SgfError if it cannot be read, LineTooLong if a line of
        one of its games is longer than the window follows)."""
        records = read_file(path)
        for number, record in enumerate(records, 1):
            longest = longest_line(record)
            if longest > LONGEST_LINE:
                if len(records) > 1:
                    message = translate(
                        "Explorer", "A line of game {number} of the file has {longest} nodes; the teaching "
                        "window follows lines of at most {most} under every ruleset (it would take minutes "
                        "and gigabytes). Nothing was opened, and {file} is unchanged.")
                else:
                    message = translate(
                        "Explorer", "A line of the record has {longest} nodes; the teaching window follows "
                        "lines of at most {most} under every ruleset (it would take minutes and gigabytes). "
                        "Nothing was opened, and {file} is unchanged.")
                raise LineTooLong(message.format(number=number, longest=f"{longest:,}", most=f"{LONGEST_LINE:,}",
                                                 file=os.path.basename(path)))
        return records

    def game_names(self) -> list[str]:
        """Each game of the file as a chooser lists it: its number and its name."""
        unnamed = translate("Explorer", "game {number}")
        return [f"{number}: {game.game_name or unnamed.format(number=number)}"
                for number, game in enumerate(self.games, 1)]

    @property
    def can_save_in_place(self) -> bool:
        """Save writes back to the file; a library diagram is never overwritten (Save As), nor
        a file of the library's folders opened as a file."""
        return self.path is not None and self.diagram_id is None and library_refusal(self.path) is None

    def save(self, path: str) -> bool:
        """Write the whole record (variations, setup, comments, marks), and the file's other
        games as they were read, to `path` safely; the title follows the file. OSError leaves
        the old file as it was; SaveRefused, and nothing written, for a file of the diagram
        library. Returns whether the library's notes (RULING, THEME, ORDER, SUMMARY) were left
        out because the record's lines are no longer the library diagram's."""
        assert self.record is not None
        refusal = library_refusal(path)
        if refusal is not None:
            raise SaveRefused(refusal)
        stale = stale_library_notes(self.record, self.diagram_id)
        write_file(path, self.games if len(self.games) > 1 else self.record,
                   leave_out=LIBRARY_NOTES if stale else frozenset())
        if self.path is None or self.title in (self.path, game_title(self.record, self.game_index, self.path)):
            self.title = game_title(self.record, self.game_index, str(path))
        self.path = str(path)
        self.diagram_id = None
        return stale

    # ----- the line and the node on it --------------------------------------------------------------

    def set_line(self, node: Node, index: int) -> None:
        """Show the line through `node` (at place `index` of it) down its first children."""
        assert self.record is not None and self.model is not None
        if 0 < index <= len(self.nodes) and self.nodes[index - 1] is node.parent:
            self.nodes = self.nodes[:index] + node.main_line()  # the same path down to the parent
        else:
            self.nodes = line_nodes(node)
        self._numbers = None  # counted again for the new line, when asked
        self.model.set_line(self.nodes)
        self.index = index

    @property
    def node(self) -> Node | None:
        return self.nodes[self.index] if self.nodes else None

    @property
    def move_number(self) -> int:
        """Moves played from the root to the current node; nodes that only set stones up count
        none (a variation may begin with one), so this is the number the rulings give."""
        return self._move_numbers()[self.index] if self.nodes else 0

    def _move_numbers(self) -> list[int]:
        """Each node's move number on the current line, counted once per line (set_line and
        open_record forget it), so a step reads it in constant time."""
        if self._numbers is None:
            numbers, count = [], 0
            for place, node in enumerate(self.nodes):
                if place and node.move is not None:
                    count += 1
                numbers.append(count)
            self._numbers = numbers
        return self._numbers

    def go_to(self, index: int) -> bool:
        """Go to a place of the line (clamped to it); whether the node shown changed."""
        index = max(0, min(index, len(self.nodes) - 1))
        if index == self.index:
            return False
        self.index = index
        return True

    def place_on_line(self, node: Node) -> int | None:
        """Where a node is on the current line, if it is on it."""
        return next((i for i, on_line in enumerate(self.nodes) if on_line is node), None)

    def sibling(self, step: int) -> Node | None:
        """The next (+1) or previous (-1) variation of the current node, if there is one."""
        node = self.node
        if node is None or node.parent is None:
            return None
        siblings = node.parent.children
        at = child_position(siblings, node) + step
        return siblings[at] if 0 <= at < len(siblings) else None

    def tree_edited(self, changed: Node | None, show: Node) -> None:
        """Nodes below `changed` were added or removed, or its setup changed (None: children
        were only reordered): forget their rulings and show `show` on its line."""
        self.forget_below(changed)
        self.show_edited(show)

    def forget_below(self, changed: Node | None) -> None:
        """Forget the rulings at and below a node whose children or setup changed."""
        if changed is not None and self.model is not None:
            self.model.node_changed(changed)

    def show_edited(self, show: Node) -> None:
        """Show a node after an edit: the next place when it is a new child of the current
        node, else the line through it."""
        node = self.node
        self.set_line(show, self.index + 1 if node is not None and show.parent is node else depth(show))

    # ----- what the record says -------------------------------------------------------------------

    def names_and_source(self) -> tuple[list[str], str]:
        """The position's other names (ALIAS) and its source (SO), as the record's root gives them
        (a library diagram's in the chosen language, gogui.library_text)."""
        if self.record is None:
            return [], ""
        properties = self.record.root.properties
        shown = (lambda text: translated(self.diagram_id, text)) if self.diagram_id else (lambda text: text)
        aliases = [shown(a).strip() for a in properties.get("ALIAS", []) if a.strip()]
        source = " ".join(shown(v).strip() for v in properties.get("SO", []) if v.strip())
        return aliases, source

    def record_to_move(self) -> str:
        """Who plays next at the current node as the record has it ("B" or "W"): the nearest PL
        or move at or above the node (the other colour after a move); at the root with neither,
        the colour of the main line's first move (White after handicap stones, else Black)."""
        assert self.node is not None and self.record is not None
        up: Node | None = self.node
        while up is not None:
            if up.to_play:
                return up.to_play
            if up.move is not None:
                return "W" if up.move[0] == "B" else "B"
            if up.parent is None:
                first = next((n.move for n in up.main_line() if n.move is not None), None)
                if first is not None:
                    return first[0]
                return "W" if self.record.handicap >= 2 and up.black else "B"
            up = up.parent
        return "B"

    # ----- edits, asked for ---------------------------------------------------------------------

    def play(self, vertex: str | None) -> Node | AddChild | Refused | None:
        """What a play (None: a pass) by the player to move at the current node does: the
        child that already holds it (go there), the new variation to add, or why none is
        added (a point with a stone, or a play every ruleset forbids); None without a node."""
        node = self.node
        if node is None or self.record is None or self.model is None:
            return None
        colour = self.record_to_move()
        board = self.model.board(self.index)
        if vertex is not None and board.color[board.point(vertex)] != EMPTY:
            return Refused(vertex, "occupied")
        move = (colour, vertex)
        for child in node.children:
            if child.move == move:
                return child
        if vertex is not None:
            why = self.forbidden_everywhere(vertex, colour)
            if why is not None:
                return Refused(vertex, "forbidden-everywhere", why)
        return AddChild(node, Node(move=move), "play", f"{colour} {vertex or 'pass'}")

    def forbidden_everywhere(self, vertex: str, colour: str) -> str | None:
        """The selected ruleset's reason when no ruleset allows this play here (every one is in
        play and forbids it); None if any ruleset allows it or would resume play first."""
        reasons = {}
        for ruleset in self.shown_rulesets():
            game = self.game(ruleset)
            if not game_in_play(game):
                return None
            outcome = game.check(vertex, colour)
            if outcome.legal:
                return None
            reasons[ruleset] = outcome.explanation
        return reasons.get(self.ruleset) or next(iter(reasons.values()))

    def new_play_refused_by_selection(self) -> tuple[str, list[str]] | None:
        """After a play was added: the selected ruleset's explanation if it forbids the play,
        with the names of the rulesets that allow it; None when it allows it."""
        ruling = self.selected_ruling()
        if ruling is None or ruling.status != "illegal":
            return None
        allowed = [r.name for r, here in self.rulings_here() if here.status in ("legal", "stopped", "ended")]
        return ruling.explanation, allowed

    def setup(self, vertex: str, tool: str) -> Edit | None:
        """A black or white stone added, or one erased, without a move (SGF AB/AW/AE): on a node
        with a move the edit goes into a new setup node after it; elsewhere into the node. A
        second click of a colour on its own stone removes it. None when nothing would change."""
        node = self.node
        if node is None or self.model is None:
            return None
        board = self.model.board(self.index)
        here = _COLOUR_LETTER.get(board.color[board.point(vertex)], "")
        wanted = "" if tool == "erase" or here == tool else tool
        if wanted == here:
            return None
        if node.move is not None:
            child = Node()
            place_stone(child, vertex, wanted, base=here)
            return AddChild(node, child, "setup", vertex)
        base = ""
        if self.index > 0:
            before = self.model.board(self.index - 1)
            base = _COLOUR_LETTER.get(before.color[before.point(vertex)], "")
        edited = Node(black=list(node.black), white=list(node.white), empty=list(node.empty))
        place_stone(edited, vertex, wanted, base=base)
        after = (edited.black, edited.white, edited.empty, *node_contents(node)[3:])
        return ChangeNode(node, after, True, "setup", vertex)

    def player_to_move(self, colour: str) -> Edit | None:
        """Who plays next at the current node (SGF PL); on a move, in a new node after it (SGF
        keeps moves and setup apart). None when the node says so already."""
        node = self.node
        if node is None or node.to_play == colour:
            return None
        if node.move is not None:
            return AddChild(node, Node(to_play=colour), "to-play", colour)
        contents = node_contents(node)
        return ChangeNode(node, (*contents[:3], colour, *contents[4:]), True, "to-play", colour)

    def mark(self, vertex: str, tool: str) -> ChangeNode | None:
        """A mark (triangle, square, circle, cross) or the next letter label put on a point,
        or taken off again."""
        node = self.node
        if node is None:
            return None
        black, white, empty, to_play, markup, labels = node_contents(node)
        if tool == "label":
            if any(v == vertex for v, _ in labels):
                labels = [(v, t) for v, t in labels if v != vertex]
            else:
                used = {t for _, t in labels}
                text = next((ch for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if ch not in used), str(len(labels) + 1))
                labels = sorted([*labels, (vertex, text)])
        else:
            kind = MARK_TOOLS[tool]
            had = vertex in markup.get(kind, [])
            for points in markup.values():
                if vertex in points:
                    points.remove(vertex)
            if not had:
                markup.setdefault(kind, []).append(vertex)
                markup[kind].sort()
            markup = {k: v for k, v in markup.items() if v}
        return ChangeNode(node, (black, white, empty, to_play, markup, labels), False, "mark", vertex)

    def game_from_here(self, ruleset: Ruleset, komi: float) -> LineStart:
        """A casual game that goes on from the current node (SgfError if none can start here)."""
        assert self.record is not None and self.model is not None
        return session_from_line(self.record, self.nodes[: self.index + 1], ruleset,
                                     board=self.model.board(self.index), to_move=self.record_to_move(),
                                     komi=komi)

    # ----- rulings ----------------------------------------------------------------------------

    def shown_rulesets(self) -> list[Ruleset]:
        """The presets, and the selected ruleset when it is a custom one (it gets a row too)."""
        rulesets = list(PRESETS.values())
        if self.ruleset.id not in PRESETS:
            rulesets.append(self.ruleset)
        return rulesets

    def line_rulings(self, ruleset: Ruleset) -> LineRulings:
        """A ruleset's rulings along the current line: a sequence worked out as far as read."""
        assert self.model is not None
        return self.model.rulings(ruleset)

    def rulings_here(self) -> list[tuple[Ruleset, NodeRuling]]:
        """Every preset's ruling on the current node, and the selected custom ruleset's."""
        assert self.model is not None
        return [(r, self.model.ruling(r, self.index)) for r in self.shown_rulesets()]

    def selected_ruling(self) -> NodeRuling | None:
        if not self.nodes or self.model is None:
            return None
        return self.model.ruling(self.ruleset, self.index)

    def count_here(self, ruleset: Ruleset) -> Result | None:
        """The ruleset's count where its play stopped or ended by passes at the current node
        (None elsewhere): dead stones as the node's territory marks (TB/TW) show them, or as
        the confirmation play that just ended found them."""
        if self.model is None or not self.nodes:
            return None
        return count_at(self.model, ruleset, self.index)

    def not_reached(self) -> bool:
        """Whether the selected ruleset's line stopped before the current node (an illegal move
        or the game's end before it): the board then shows that ruleset's game where it stopped."""
        ruling = self.selected_ruling()
        return ruling is not None and ruling.status == "after"

    def to_move(self) -> int | None:
        """The colour to play under the selected ruleset here, None where play has stopped or
        the ruleset's line never got."""
        if self.record is None or not self.nodes or self.not_reached():
            return None
        game = self.game(self.ruleset)
        return game.to_move if game_in_play(game) else None

    def game(self, ruleset: Ruleset) -> Game:
        """A ruleset's game at the current node (the model's own: only read it)."""
        assert self.model is not None
        return self.model.game(ruleset, self.index)

    # ----- answering without a pause ---------------------------------------------------------

    def _needed_here(self) -> tuple[list[Ruleset], list[Ruleset]]:
        """What the window reads at the current node: every shown ruleset's ruling, and the
        games of the selected ruleset and of those whose play stopped here (their counts)."""
        assert self.model is not None
        shown = self.shown_rulesets()
        games = [self.ruleset]
        for ruleset in shown:
            ruling = self.model.ruled(ruleset, self.index)
            if ruling is not None and ruling.status in ("stopped", "ended") and ruleset not in games:
                games.append(ruleset)
        return shown, games

    def work_left(self) -> int:
        """How many nodes are still to be played (or taken back) under the rulesets before
        the window can show the current node: 0 when all is at hand."""
        if self.model is None or not self.nodes:
            return 0
        return self.model.work_left(self.index, *self._needed_here())

    def ready(self) -> bool:
        """Whether the current node can be shown now without a noticeable pause: what is left
        to work out, if anything, takes a fraction of a frame."""
        return self.work_left() <= PAUSE_FREE_WORK

    def work_towards_here(self, budget: int) -> int:
        """Work out about `budget` nodes more of what the current node needs; the work left."""
        if self.model is None or not self.nodes:
            return 0
        return self.model.work_towards(self.index, *self._needed_here(), budget)

    def rulings_at_hand(self, index: int, rulesets: list[Ruleset] | None = None) -> bool:
        """Whether the rulings of the node at `index` under the shown rulesets (or those given)
        are worked out, or can be without a noticeable pause."""
        if self.model is None or not 0 <= index < len(self.nodes):
            return False
        rulesets = self.shown_rulesets() if rulesets is None else rulesets
        return self.model.work_left(index, rulesets, [], board=False) <= PAUSE_FREE_WORK

    # ----- the board --------------------------------------------------------------------------

    def board_state(self, answers_hidden: bool = False) -> BoardState | None:
        """What the board shows at the current node under the selected ruleset: the record's
        stones, the last move, an illegal move crossed out, marks, the points the ruleset
        forbids, and where its play stopped its count (territory and dead stones). Past the
        move where the ruleset's line stopped, its game as it stopped there, with a note: the
        moves after it are the record's, never that ruleset's. With answers_hidden (Learn mode
        asking) only the record's stones as played, the last move and the record's marks:
        nothing of the selected ruleset's rulings is worked out or shown (a note that the line
        stopped would give the answer away)."""
        if not self.nodes or self.record is None or self.model is None:
            return None
        node = self.nodes[self.index]
        ruling = None if answers_hidden else self.selected_ruling()
        shown = self.index  # the node whose position is shown
        note = None
        # The move where the selected ruleset's line stopped, if that was before this node.
        stopped_at = ruling.number if ruling is not None and ruling.status == "after" else None
        if stopped_at is not None:
            shown = index_of_move(self.nodes, stopped_at)
            note = translate("Explorer", "Under {rules} the line did not get this far. The board shows its "
                                         "game where it stopped, at move {n}.").replace(
                "{rules}", ruleset_name(self.ruleset.name)).replace("{n}", str(stopped_at))
        played = self.nodes[shown]
        board = self.model.board(shown)
        attempted = None
        illegal_here = ruling is not None and (
            ruling.status == "illegal" or (stopped_at is not None and ruling.after_illegal_move))
        if illegal_here and played.move is not None and played.move[1]:
            # The illegal stone is shown crossed out on the board before it.
            board = self.model.board(shown - 1)
            attempted = (played.move[1], parse_color(played.move[0]))
        state = BoardState(board=board, attempted=attempted, coordinates=self.coordinates,
                           markup=dict(node.markup), labels=list(node.labels), view=self.view_bounds(),
                           note=note)
        if played.move is not None and played.move[1] and attempted is None:
            state.last_move = played.move[1]
        if self.show_numbers:
            for i, n in enumerate(self.nodes[1:shown + 1], 1):
                if n.move is not None and n.move[1] and board.color[board.point(n.move[1])]:
                    state.numbers[n.move[1]] = i
        if ruling is not None and ruling.status in ("start", "legal", "stopped"):
            game = self.game(self.ruleset)
            if game_in_play(game):
                state.banned = {o.vertex: o.explanation for o in game.banned_outcomes()
                                if o.reason != "occupied" and o.vertex is not None}
        result = None if answers_hidden else self.count_here(self.ruleset)
        if result is not None and result.score is not None:
            # Where play stopped, the board shows the selected ruleset's count: its territory
            # and the stones it counts as dead.
            vertex = board.vertex
            state.territory = {vertex(p): colour for colour, points in result.score.territory.items()
                               for p in points}
            state.dead = {vertex(p) for p in result.score.dead}
        return state

    def view_bounds(self) -> BoardPart | None:
        """The part of the board the record shows (SGF VW) on the current line: the views the
        line puts stones or marks in, cut where they lie apart; None for the whole board."""
        rectangles = self.record.view_rectangles() if self.record is not None else []
        if not rectangles or self.record is None:
            return None
        return part_shown(self.record.size, rectangles, line_points(self.nodes))

    # ----- where the rulesets differ ----------------------------------------------------------

    def difference_at(self, index: int) -> Difference | None:
        """Where the shown rulesets do not all say the same at a node of the line (None where
        they agree and play goes on), from the rulings alone: the counts are left out."""
        if self.model is None or not 0 <= index < len(self.nodes):
            return None
        return difference_at(self.model, self.shown_rulesets(), index, counted=False)

    def next_difference(self) -> int | None:
        """The next node of the line where the shown rulesets differ, searched only as far as
        needed; None when there is none after the current node."""
        if self.model is None or not self.nodes:
            return None
        return next_difference(self.model, self.shown_rulesets(), self.index)

    def previous_difference(self) -> int | None:
        """The last node before the current one where the shown rulesets differ, or None."""
        if self.model is None or not self.nodes:
            return None
        return previous_difference(self.model, self.shown_rulesets(), self.index)

    def index_of_move(self, number: int) -> int:
        """Where move `number` is on the line (clamped to the line)."""
        return index_of_move(self.nodes, number)

    @property
    def last_move_number(self) -> int:
        """The move number of the line's last node."""
        return self._move_numbers()[-1] if self.nodes else 0

    # ----- game information ---------------------------------------------------------------------

    def node_header(self, title: str) -> str:
        """The current node's header as rich text: the line's name, then the move and its
        number, or at the root the record's title, other names, source and game information, or
        a setup node's number. `title` is the record's title as the window shows it (shortened).
        Its words are the teaching window's (translation context "MainWindow")."""
        node = self.node
        if node is None:
            return ""
        header = []
        if node.name:
            header.append(f"<i>{escape(shortened(diagrams.line_title(node.name)))}</i>")
        if node.move is not None:
            colour = translate("MainWindow", "Black") if node.move[0] == "B" else translate("MainWindow", "White")
            move = translate("MainWindow", "Move {n}: {colour} {where}").format(
                n=self.move_number, colour=colour, where=node.move[1] or translate("MainWindow", "pass"))
            header.append(f"<b>{move}</b>")
        elif self.index == 0:
            header.append(f"<b>{escape(title)}</b>")
            aliases, source = self.names_and_source()
            if aliases:
                header.append(translate("MainWindow", "Also called: {names}").replace("{names}", escape(", ".join(aliases))))
            if source:
                header.append(translate("MainWindow", "Source: {source}").replace("{source}", escape(source)))
            header.extend(info_summary(self.game_info()))
        else:
            header.append("<b>" + translate("MainWindow", "Node {n}: setup").format(n=self.index) + "</b>")
        return "<br>".join(header)

    def window_title(self) -> str:
        """The title a window shows: the record's name (GN), else its players ("Ann vs Bob"),
        else its title; with the file's name after it when the record has a file."""
        record = self.record
        title = self.title
        if record is not None and not record.game_name and (record.black_player or record.white_player):
            title = translate("Explorer", "{black} vs {white}").format(
                black=record.black_player or "?", white=record.white_player or "?")
        if self.path:
            name = os.path.basename(self.path)
            if name and name not in title:
                title = f"{title} ({name})"
        return title

    def game_info(self) -> GameInfo:
        """The open record's game information (an empty one when nothing is open)."""
        return game_info(self.record) if self.record is not None else GameInfo()

    def set_game_info(self, info: GameInfo) -> None:
        """Give the open record this game information, for an edit and its undo: the title
        follows GN, and where the komi or the handicap changed (the only game information the
        rulings read), every ruling of the current line is worked out again."""
        assert self.record is not None
        before = self.record.game_name
        counted_with = (self.record.komi, self.record.handicap)
        set_game_info(self.record, info)
        if self.record.game_name:
            self.title = self.record.game_name
        elif before and self.title == before and self.path:
            self.title = game_title(self.record, self.game_index, self.path)
        if (self.record.komi, self.record.handicap) != counted_with or self.model is None:
            self.model = TreeRulings(self.record)
            self.model.set_line(self.nodes)

    # ----- labels of one's own ------------------------------------------------------------------

    def next_number_label(self, vertex: str) -> ChangeNode | None:
        """The smallest number not yet used as a label on this node put on a point, or the
        point's label taken off again."""
        node = self.node
        if node is None:
            return None
        if any(v == vertex for v, _ in node.labels):
            return self.put_label(vertex, "")
        used = {text for _, text in node.labels}
        number = next(n for n in range(1, len(used) + 2) if str(n) not in used)
        return self.put_label(vertex, str(number))

    def put_label(self, vertex: str, text: str) -> ChangeNode | None:
        """A label of any text put on a point (replacing the one there), or the point's label
        taken off when `text` is empty; None when nothing would change."""
        node = self.node
        if node is None:
            return None
        text = " ".join(text.split())
        black, white, empty, to_play, markup, labels = node_contents(node)
        kept = [(v, t) for v, t in labels if v != vertex]
        after = sorted([*kept, (vertex, text)]) if text else kept
        if after == labels:
            return None
        return ChangeNode(node, (black, white, empty, to_play, markup, after), False, "mark", vertex)

    # ----- figures ------------------------------------------------------------------------------

    def figure_numbers(self, first: int) -> dict[str, int]:
        """Move numbers for a figure of a sequence: the moves from move `first` to the current
        node, numbered from 1, on those of their stones still on the board (a point played
        twice keeps its first number). Passes count as moves, as the move numbers do."""
        if self.model is None or not self.nodes:
            return {}
        board = self.model.board(self.index)
        numbers: dict[str, int] = {}
        played = 0
        for node in self.nodes[1:self.index + 1]:
            if node.move is None:
                continue
            played += 1
            vertex = node.move[1]
            if played < first or vertex is None or vertex in numbers:
                continue
            if board.color[board.point(vertex)] in (BLACK, WHITE):
                numbers[vertex] = played - first + 1
        return numbers


def game_in_play(game: Game) -> bool:
    """Whether a game takes moves now (in play or in a dispute phase, not stopped or over)."""
    return game.phase in ("play", "dispute")
