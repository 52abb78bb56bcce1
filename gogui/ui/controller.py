"""The teaching window's controller: the open record, the current node and every ruleset's word on it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from .. import diagrams
from ..engine import PRESETS, Ruleset
from ..engine.board import parse_color
from ..sgf import Node, Record, read_file
from ..teaching import NodeRuling, RulesetLine, analyse_all, boards_along, game_at, line_nodes
from .board_view import BoardState


class Controller(QObject):
    """Holds what the window shows; widgets ask it to move and redraw when it says so."""

    changed = Signal()
    lineChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record: Record | None = None
        self.title = ""
        self.diagram_id: str | None = None
        self.nodes: list[Node] = []
        self.index = 0
        self.ruleset: Ruleset = PRESETS["japanese"]
        self.lines: list[RulesetLine] = []
        self._boards: list = []
        self.show_numbers = False
        self.coordinates = True
        self._game_cache: tuple | None = None  # (index, ruleset, game) of the last game_at

    # ----- opening ----------------------------------------------------------------------------

    def open_record(self, record: Record, title: str, diagram_id: str | None = None) -> None:
        self.record = record
        self.title = title
        self.diagram_id = diagram_id
        self._set_line(record.root, 0)

    def open_diagram(self, diagram_id: str) -> None:
        diagram = diagrams.load(diagram_id)
        self.open_record(diagram.record, diagram.title, diagram_id)

    def open_file(self, path: str) -> None:
        """Open the first game of an SGF file; SgfError (and nothing changes) if it cannot be read."""
        records = read_file(path)
        record = records[0]
        self.open_record(record, record.game_name or path)

    def _set_line(self, node: Node, index: int) -> None:
        assert self.record is not None
        self.nodes = line_nodes(node)
        self.lines = analyse_all(self.record, self.nodes)
        self._boards = boards_along(self.record, self.nodes)
        self._game_cache = None
        self.index = index
        self.lineChanged.emit()
        self.changed.emit()

    # ----- navigation -------------------------------------------------------------------------

    @property
    def node(self) -> Node | None:
        return self.nodes[self.index] if self.nodes else None

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
        at = siblings.index(node) + step
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

    def line_for(self, ruleset: Ruleset) -> RulesetLine:
        for line in self.lines:
            if line.ruleset == ruleset:
                return line
        assert self.record is not None
        line = analyse_all(self.record, self.nodes, [ruleset])[0]
        self.lines.append(line)
        return line

    def rulings_here(self) -> list[tuple[Ruleset, NodeRuling]]:
        """Every preset's ruling on the current node, and the selected custom ruleset's."""
        rows = [(line.ruleset, line.rulings[self.index]) for line in self.lines if line.ruleset.id in PRESETS]
        if self.ruleset.id not in PRESETS and self.nodes:
            rows.append((self.ruleset, self.line_for(self.ruleset).rulings[self.index]))
        return rows

    def selected_ruling(self) -> NodeRuling | None:
        if not self.nodes:
            return None
        return self.line_for(self.ruleset).rulings[self.index]

    # ----- what the board shows ---------------------------------------------------------------

    def board_state(self) -> BoardState | None:
        if not self.nodes or self.record is None:
            return None
        node = self.nodes[self.index]
        ruling = self.selected_ruling()
        board = self._boards[self.index]
        attempted = None
        if ruling is not None and ruling.status == "illegal" and node.move is not None and node.move[1]:
            # The illegal stone is shown crossed out on the board before it.
            board = self._boards[self.index - 1]
            attempted = (node.move[1], parse_color(node.move[0]))
        state = BoardState(board=board, attempted=attempted, coordinates=self.coordinates,
                           markup=dict(node.markup), labels=list(node.labels))
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
        return state

    def to_move(self) -> int | None:
        if self.record is None or not self.nodes:
            return None
        game = self.game_here()
        return game.to_move if game.phase in ("play", "dispute") else None

    def game_here(self):
        """The selected ruleset's game at the current node (kept until the node or ruleset changes)."""
        assert self.record is not None
        cached = self._game_cache
        if cached is None or cached[0] != self.index or cached[1] != self.ruleset or cached[2] is not self.nodes:
            game = game_at(self.record, self.nodes, self.index, self.ruleset)
            self._game_cache = cached = (self.index, self.ruleset, self.nodes, game)
        return cached[3]

