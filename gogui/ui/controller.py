"""The teaching window's controller: the open record, the current node and every ruleset's word on it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from .. import diagrams
from ..engine import PRESETS, Ruleset
from ..engine.board import COLUMN_LETTERS, EMPTY, parse_color
from ..session import GameSession, LineStart
from ..sgf import Node, Record, read_file, write_file
from ..teaching import NodeRuling, TreeRulings, count_at, line_nodes
from .board_view import BoardState
from .memory import collect_everything
from .record_edits import (
    AddNode, DeleteVariation, EditComment, EditNode, PromoteVariation, node_contents,
)


class Controller(QObject):
    """Holds what the window shows; widgets ask it to move and redraw when it says so."""

    changed = Signal()
    lineChanged = Signal()
    # Nodes were added, removed or reordered; the argument is the node the window goes to next
    # (None when it stays where it is).
    treeChanged = Signal(object)
    message = Signal(str)  # a sentence for the status bar

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record: Record | None = None
        self.title = ""
        self.diagram_id: str | None = None
        self.path: str | None = None  # the file the record was opened from or saved to
        self.undo_stack = QUndoStack(self)
        self.tool = "play"  # what a click on the board does: one of TOOLS
        self.nodes: list[Node] = []
        self.index = 0
        self.ruleset: Ruleset = PRESETS["japanese"]
        # Every ruleset's ruling of every node, worked out from the parent node's game by one
        # move and kept, so that stepping and editing cost the same at move 5 and move 5000.
        self.model: TreeRulings | None = None
        self.show_numbers = False
        self.coordinates = True

    # ----- opening ----------------------------------------------------------------------------

    def open_record(self, record: Record, title: str, diagram_id: str | None = None,
                    path: str | None = None) -> None:
        replaced = self.record is not None
        self.record = record
        self.title = title
        self.diagram_id = diagram_id
        self.path = path
        self.undo_stack.clear()
        self.model = TreeRulings(record)
        self.nodes, self.index = [], 0
        self.treeChanged.emit(None)  # first, so that the tree view lays out the new tree only
        self._set_line(record.root, 0)
        if replaced:
            # Once every view has let go of it, the closed record (a cyclic tree) and its rulings
            # are freed now, rather than at some later step.
            collect_everything()

    def open_diagram(self, diagram_id: str) -> None:
        """A library diagram, read afresh so that edits never touch the library's own copy."""
        diagram = diagrams.load(diagram_id)
        fresh = diagrams.load_path(diagrams.LIBRARY_DIR / f"{diagram_id}.sgf")
        self.open_record(fresh.record, diagram.title, diagram_id)

    def open_file(self, path: str) -> None:
        """Open the first game of an SGF file; SgfError (and nothing changes) if it cannot be read."""
        records = read_file(path)
        record = records[0]
        self.open_record(record, record.game_name or path, path=str(path))

    @property
    def modified(self) -> bool:
        """Whether the record has edits that are not saved."""
        return not self.undo_stack.isClean()

    @property
    def can_save_in_place(self) -> bool:
        """Save writes back to the file; a library diagram is never overwritten (Save As)."""
        return self.path is not None and self.diagram_id is None

    def save(self, path: str) -> None:
        """Write the whole record (variations, setup, comments, marks) to `path` safely; an
        OSError leaves the old file as it was and the record still marked changed."""
        assert self.record is not None
        write_file(path, self.record)
        self.path = str(path)
        self.diagram_id = None
        self.undo_stack.setClean()

    def _set_line(self, node: Node, index: int) -> None:
        assert self.record is not None
        assert self.model is not None
        if 0 < index <= len(self.nodes) and self.nodes[index - 1] is node.parent:
            self.nodes = self.nodes[:index] + node.main_line()  # the same path down to the parent
        else:
            self.nodes = line_nodes(node)
        self.model.set_line(self.nodes)
        self.index = index
        self.lineChanged.emit()
        self.changed.emit()

    # ----- editing ----------------------------------------------------------------------------

    def click(self, vertex: str) -> None:
        """A click on the board with the current tool."""
        if self.tool == "play":
            self.play(vertex)
        elif self.tool in SETUP_TOOLS:
            self.edit_setup(vertex, self.tool)
        else:
            self.toggle_mark(vertex, self.tool)

    def edit_setup(self, vertex: str, tool: str) -> None:
        """Add a black or white stone, or erase one, without a move (SGF AB/AW/AE). On a node
        with a move the edit goes into a new setup node after it; elsewhere into the node."""
        node = self.node
        if node is None or self.record is None:
            return
        board = self.model.board(self.index)  # type: ignore[union-attr]
        here = {1: "B", 2: "W"}.get(board.color[board.point(vertex)], "")
        if tool == "erase":
            wanted = ""
        else:
            wanted = "" if here == tool else tool  # a second click on the colour removes it
        if wanted == here:
            return
        if node.move is not None:
            child = Node()
            _place(child, vertex, wanted, base=here)
            self.undo_stack.push(AddNode(self, node, child, self.tr("Set up {v}").replace("{v}", vertex)))
            return
        base = self._setup_base(vertex)
        edited = Node(black=list(node.black), white=list(node.white), empty=list(node.empty))
        _place(edited, vertex, wanted, base=base)
        after = (edited.black, edited.white, edited.empty) + node_contents(node)[3:]
        self.undo_stack.push(EditNode(self, node, after, self.tr("Set up {v}").replace("{v}", vertex), True))

    def _setup_base(self, vertex: str) -> str:
        """The colour at a point before the current node's own setup ("B", "W" or "")."""
        if self.index == 0:
            return ""
        board = self.model.board(self.index - 1)  # type: ignore[union-attr]
        return {1: "B", 2: "W"}.get(board.color[board.point(vertex)], "")

    def set_player_to_move(self, colour: str) -> None:
        """Who plays next at the current node (SGF PL)."""
        node = self.node
        if node is None or node.to_play == colour:
            return
        who = self.tr("Black") if colour == "B" else self.tr("White")
        text = self.tr("{p} to play").replace("{p}", who)
        if node.move is not None:  # SGF keeps moves and setup (PL) in separate nodes
            self.undo_stack.push(AddNode(self, node, Node(to_play=colour), text))
            return
        after = node_contents(node)[:3] + (colour,) + node_contents(node)[4:]
        self.undo_stack.push(EditNode(self, node, after, text, True))

    def toggle_mark(self, vertex: str, tool: str) -> None:
        """Put a mark (triangle, square, circle, cross) or the next letter label on a point, or
        take it off again."""
        node = self.node
        if node is None:
            return
        black, white, empty, to_play, markup, labels = node_contents(node)
        if tool == "label":
            if any(v == vertex for v, _ in labels):
                labels = [(v, t) for v, t in labels if v != vertex]
            else:
                used = {t for _, t in labels}
                text = next((ch for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if ch not in used), str(len(labels) + 1))
                labels = sorted(labels + [(vertex, text)])
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
        after = (black, white, empty, to_play, markup, labels)
        self.undo_stack.push(EditNode(self, node, after, self.tr("Mark {v}").replace("{v}", vertex), False))

    def node_edited(self, node: Node, changes_position: bool) -> None:
        """Called by EditNode: a node's setup or marks changed."""
        if changes_position:
            self.tree_edited(node, show=node)
        else:
            self.show_node(node)
            self.changed.emit()

    def new_position(self, size: int) -> None:
        """An empty board of any size, Black to play, to set up and explore."""
        self.open_record(Record(size=size, root=Node()), self.tr("New position"))

    def record_names_and_source(self) -> tuple[list[str], str]:
        """The position's other names (ALIAS) and its source (SO), as the record's root gives them."""
        if self.record is None:
            return [], ""
        properties = self.record.root.properties
        aliases = [a.strip() for a in properties.get("ALIAS", []) if a.strip()]
        source = " ".join(v.strip() for v in properties.get("SO", []) if v.strip())
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

    def game_from_here(self, ruleset: Ruleset, komi: float) -> LineStart:
        """A casual game that goes on from the current node (SgfError if none can start here)."""
        assert self.record is not None and self.model is not None
        return GameSession.from_line(self.record, self.nodes[: self.index + 1], ruleset,
                                     board=self.model.board(self.index), to_move=self.record_to_move(),
                                     komi=komi)

    def play(self, vertex: str | None) -> bool:
        """The player to move plays at `vertex` (None: passes) at the current node: go to that
        child if it exists, else add it as a new variation. A point that holds a stone is
        refused (no ruleset allows it); every other play is added and ruled by each ruleset.
        Returns whether the window moved to the play."""
        node = self.node
        if node is None or self.record is None:
            return False
        colour = self.record_to_move()
        board = self.model.board(self.index)  # type: ignore[union-attr]
        if vertex is not None and board.color[board.point(vertex)] != EMPTY:
            self.message.emit(self.tr("{v} is already occupied: no ruleset allows a play there.")
                              .replace("{v}", vertex))
            return False
        move = (colour, vertex)
        for child in node.children:
            if child.move == move:
                self.show_node(child)
                return True
        if vertex is not None:
            refusal = self._forbidden_everywhere(vertex, colour)
            if refusal is not None:
                self.message.emit(refusal)
                return False
        who = self.tr("Black") if colour == "B" else self.tr("White")
        what = vertex or self.tr("pass")
        self.undo_stack.push(AddNode(self, node, Node(move=move), f"{who} {what}"))
        self._report_new_play()
        return True

    def _forbidden_everywhere(self, vertex: str, colour: str) -> str | None:
        """Why no ruleset allows this play here (every one is in play and forbids it), with the
        selected ruleset's reason; None if any ruleset allows it or would resume play first."""
        assert self.record is not None
        reasons = {}
        for ruleset in self.shown_rulesets():
            game = self._game_for(ruleset)
            if game.phase not in ("play", "dispute"):
                return None
            outcome = game.check(vertex, colour)
            if outcome.legal:
                return None
            reasons[ruleset] = outcome.explanation
        chosen = reasons.get(self.ruleset) or next(iter(reasons.values()))
        return self.tr("No ruleset allows this play: {why}").replace("{why}", chosen)

    def _report_new_play(self) -> None:
        """After a play was added: if the selected ruleset forbids it, say why and who allows it."""
        ruling = self.selected_ruling()
        if ruling is None or ruling.status != "illegal":
            return
        allowed = [r.name for r, here in self.rulings_here() if here.status in ("legal", "stopped", "ended")]
        text = f"{self.ruleset.name}: {ruling.explanation}"
        if allowed:
            text += " " + self.tr("Allowed under: {names}.").replace("{names}", ", ".join(allowed))
        self.message.emit(text)

    def set_comment(self, text: str) -> None:
        """The current node's comment, as the learner types it (undoable)."""
        node = self.node
        if node is not None and text != node.comment:
            self.undo_stack.push(EditComment(self, node, text))

    def delete_variation(self, node: Node) -> None:
        if node.parent is not None:
            self.undo_stack.push(DeleteVariation(self, node))

    def promote(self, node: Node) -> None:
        """Make the line through `node` the main line."""
        up: Node | None = node
        while up is not None and up.parent is not None and up.parent.children[0] is up:
            up = up.parent
        if up is not None and up.parent is not None:
            self.undo_stack.push(PromoteVariation(self, node))

    # Called by the edit commands after they changed the tree.

    def tree_edited(self, changed: Node | None, show: Node) -> None:
        """Nodes below `changed` were added or removed, or its setup changed (None: children
        were only reordered): forget their rulings and show `show` on its line."""
        if changed is not None and self.model is not None:
            self.model.node_changed(changed)
        self.treeChanged.emit(show)  # first, so that the tree is laid out once, before it follows `show`
        node = self.node
        self._set_line(show, self.index + 1 if node is not None and show.parent is node else _depth(show))

    def comment_edited(self, node: Node) -> None:
        if node is not self.node:
            self.show_node(node)
        else:
            self.changed.emit()
        self.treeChanged.emit(None)

    def show_node(self, node: Node) -> None:
        """Go to a node: along the current line if it is on it, else on the line through it."""
        for index, on_line in enumerate(self.nodes):
            if on_line is node:
                self.go_to(index)
                return
        self._set_line(node, _depth(node))

    # ----- navigation -------------------------------------------------------------------------

    @property
    def node(self) -> Node | None:
        return self.nodes[self.index] if self.nodes else None

    @property
    def move_number(self) -> int:
        """Moves played from the root to the current node; nodes that only set stones up count
        none (a variation may begin with one), so this is the number the rulings give."""
        return sum(1 for n in self.nodes[1:self.index + 1] if n.move is not None)

    def go_to(self, index: int) -> None:
        index = max(0, min(index, len(self.nodes) - 1))
        if index != self.index:
            self.index = index
            self.changed.emit()

    def first(self) -> None:
        self.go_to(0)

    def previous(self) -> None:
        self.go_to(self.index - 1)

    def next(self) -> None:
        self.go_to(self.index + 1)

    def last(self) -> None:
        self.go_to(len(self.nodes) - 1)

    def switch_variation(self, step: int) -> None:
        """Move to the next (+1) or previous (-1) sibling of the current node, if there is one."""
        node = self.node
        if node is None or node.parent is None:
            return
        siblings = node.parent.children
        at = next(i for i, s in enumerate(siblings) if s is node) + step
        if 0 <= at < len(siblings):
            self._set_line(siblings[at], self.index)

    def variations_here(self) -> list[Node]:
        node = self.node
        return node.parent.children if node is not None and node.parent is not None else []

    # ----- rulesets ---------------------------------------------------------------------------

    def set_ruleset(self, ruleset: Ruleset) -> None:
        if ruleset != self.ruleset:
            self.ruleset = ruleset
            self.changed.emit()

    def shown_rulesets(self) -> list[Ruleset]:
        """The presets, and the selected ruleset when it is a custom one (it gets a row too)."""
        rulesets = list(PRESETS.values())
        if self.ruleset.id not in PRESETS:
            rulesets.append(self.ruleset)
        return rulesets

    def line_rulings(self, ruleset: Ruleset):
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

    # ----- what the board shows ---------------------------------------------------------------

    def board_state(self) -> BoardState | None:
        if not self.nodes or self.record is None:
            return None
        node = self.nodes[self.index]
        ruling = self.selected_ruling()
        board = self.model.board(self.index)  # type: ignore[union-attr]
        attempted = None
        if ruling is not None and ruling.status == "illegal" and node.move is not None and node.move[1]:
            # The illegal stone is shown crossed out on the board before it.
            board = self.model.board(self.index - 1)  # type: ignore[union-attr]
            attempted = (node.move[1], parse_color(node.move[0]))
        state = BoardState(board=board, attempted=attempted, coordinates=self.coordinates,
                           markup=dict(node.markup), labels=list(node.labels), view=self.view_bounds())
        if node.move is not None and node.move[1] and attempted is None:
            state.last_move = node.move[1]
        if self.show_numbers:
            for i, n in enumerate(self.nodes[1:self.index + 1], 1):
                if n.move is not None and n.move[1] and board.color[board.point(n.move[1])]:
                    state.numbers[n.move[1]] = i
        if ruling is not None and ruling.status in ("start", "legal", "stopped"):
            game = self.game_here()
            if game.phase in ("play", "dispute"):
                state.banned = {o.vertex: o.explanation for o in game.banned_outcomes()
                                if o.reason != "occupied" and o.vertex is not None}
        result = self.count_here(self.ruleset)
        if result is not None and result.score is not None:
            # Where play stopped, the board shows the selected ruleset's count: its territory
            # and the stones it counts as dead.
            vertex = board.vertex
            state.territory = {vertex(p): colour for colour, points in result.score.territory.items()
                               for p in points}
            state.dead = {vertex(p) for p in result.score.dead}
        return state

    def view_bounds(self) -> tuple[int, int, int, int] | None:
        """The part of the board the record shows (SGF VW), as columns and rows (x0, y0, x1, y1)
        counted from the bottom left; None for the whole board."""
        view = self.record.view() if self.record is not None else None
        if view is None:
            return None
        xs = [COLUMN_LETTERS.index(v[0]) for v in view]
        ys = [int(v[1:]) - 1 for v in view]
        return min(xs), min(ys), max(xs), max(ys)

    def count_here(self, ruleset: Ruleset):
        """The ruleset's count where its play stopped or ended by passes at the current node
        (None elsewhere): dead stones as the node's territory marks (TB/TW) show them, or as
        the confirmation play that just ended found them."""
        if self.model is None or not self.nodes:
            return None
        return count_at(self.model, ruleset, self.index)

    def to_move(self) -> int | None:
        if self.record is None or not self.nodes:
            return None
        game = self.game_here()
        return game.to_move if game.phase in ("play", "dispute") else None

    def game_here(self):
        """The selected ruleset's game at the current node (the model's own: only read it)."""
        return self._game_for(self.ruleset)

    def _game_for(self, ruleset: Ruleset):
        assert self.model is not None
        return self.model.game(ruleset, self.index)


def _depth(node: Node) -> int:
    """How many nodes lie above this one (0 for the root)."""
    depth = 0
    up = node.parent
    while up is not None:
        depth += 1
        up = up.parent
    return depth


#: The board tools: play, the setup tools (a colour or erase) and the marks with their SGF names.
SETUP_TOOLS = ("B", "W", "erase")
MARK_TOOLS = {"triangle": "TR", "square": "SQ", "circle": "CR", "cross": "MA"}
TOOLS = ("play", *SETUP_TOOLS, *MARK_TOOLS, "label")


def _place(node: Node, vertex: str, wanted: str, base: str) -> None:
    """Make a node's setup leave `wanted` ("B", "W" or "" for empty) at a point whose colour
    before the node is `base`: listed in AB, AW or AE only when it differs from the base."""
    for points in (node.black, node.white, node.empty):
        if vertex in points:
            points.remove(vertex)
    if wanted != base:
        {"B": node.black, "W": node.white, "": node.empty}[wanted].append(vertex)
        for points in (node.black, node.white, node.empty):
            points.sort()
