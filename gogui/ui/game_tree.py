"""The game tree drawn as a graph: one circle per node, one row per variation, a click goes there."""

from __future__ import annotations

from bisect import bisect_left, bisect_right

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QAbstractScrollArea, QMenu, QToolTip, QWidget

from ..record_info import shortened
from ..sgf import Node
from .override_errors import guarded


class TreeLayout:
    """Where each node of a tree sits: column = depth from the root, row = the lane of its variation.

    A line is a node that is not a first child together with its first child, that child's first
    child, and so on: a line is drawn in one row. Each line takes the first row below its parent's
    row that is free in every column it spans, in its parent's column (where its connector runs
    down) and in the column after its end. Lines that branch deeper along a line are placed before
    those that branch earlier, so when a connector runs down a parent's column nothing else is
    there yet. Together these keep nodes on separate cells and lines from crossing, while short
    variations far apart share a row.
    Everything is done with loops and an explicit stack: O(n), no recursion over depth.
    """

    def __init__(self, root: Node) -> None:
        self.root = root
        self.places: dict[Node, tuple[int, int, int]] = {}  # node -> (column, row, move number)
        self.column_rows: list[list[int]] = []  # per column, the rows taken by nodes, ascending
        self.column_nodes: list[list[Node]] = []  # per column, the nodes in the same order
        self.row_count = 0
        self.column_count = 0
        self._build()

    def extend(self, node: Node) -> bool:
        """Place a node just added as the only child of a leaf in the tree's last column, as
        laying out the whole tree again would, in O(1); False (nothing done) in any other case.

        Why this equals a full layout: nothing lies beyond the last column, so the leaf's line
        takes the same row R with one more node, at (last column + 1, R). Lines laid out after it
        look one column further only where they also see the leaf's own column, already taken
        down to row R, so none of them moves."""
        parent = node.parent
        if parent is None or node.children or len(parent.children) != 1 or node in self.places:
            return False
        place = self.places.get(parent)
        if place is None or place[0] != self.column_count - 1:
            return False
        column, row, number = place
        self.places[node] = (column + 1, row, number + (node.move is not None))
        # The lists keep one empty column beyond the last, the one a full layout looks at.
        self.column_rows[column + 1].append(row)
        self.column_nodes[column + 1].append(node)
        self.column_rows.append([])
        self.column_nodes.append([])
        self.column_count += 1
        return True

    def node_at_cell(self, column: int, row: int) -> Node | None:
        if not 0 <= column < len(self.column_rows):
            return None
        rows = self.column_rows[column]
        index = bisect_left(rows, row)
        if index < len(rows) and rows[index] == row:
            return self.column_nodes[column][index]
        return None

    def _build(self) -> None:
        places = self.places
        column_rows = self.column_rows
        column_nodes = self.column_nodes
        free: list[int] = []  # per column: every row from this one down is still empty
        # (first node of a line, parent's column, parent's row, move number at the parent)
        pending: list[tuple[Node, int, int, int]] = [(self.root, -1, -1, 0)]
        while pending:
            start, parent_column, parent_row, number = pending.pop()
            line = [start]
            node = start
            while node.children:
                node = node.children[0]
                line.append(node)
            first = parent_column + 1
            end = first + len(line)
            if len(free) <= end:
                grow = end + 1 - len(free)
                free.extend([0] * grow)
                column_rows.extend([] for _ in range(grow))
                column_nodes.extend([] for _ in range(grow))
            # The column after the line's end counts too: a line may not stop just before
            # another line's node in its row, where the two would seem to be one line.
            row = max(parent_row + 1, max(free[max(parent_column, 0):end + 1]))
            column = first
            for node in line:
                if node.move is not None:
                    number += 1
                places[node] = (column, row, number)
                column_rows[column].append(row)  # rows arrive in ascending order per column
                column_nodes[column].append(node)
                children = node.children
                if len(children) > 1:
                    # Reversed, so the second child comes off the stack first; the deepest
                    # node's variations are pushed last, so they are placed first.
                    for child in reversed(children[1:]):
                        pending.append((child, column, row, number))
                column += 1
            free[first:end] = [row + 1] * len(line)
            if parent_column >= 0 and free[parent_column] < row:
                free[parent_column] = row  # the connector runs down this column to row - 1
        self.row_count = max(free, default=0)
        self.column_count = len(free) - 1  # the last column was only ever looked at


def is_on_main_line(node: Node) -> bool:
    """True if every step from the root to this node goes to a first child."""
    while node.parent is not None:
        if node.parent.children[0] is not node:
            return False
        node = node.parent
    return True


class GameTreeView(QAbstractScrollArea):
    """Shows a game tree and reports clicks and menu requests on nodes; it never edits the tree.

    The window changes the tree (through its controller) and then calls tree_changed().
    It takes no keyboard focus (NoFocus): clicking it leaves the focus on the board, so the
    window's arrow keys keep stepping through the game, and the tree follows set_current().
    """

    nodeActivated = Signal(object)
    deleteRequested = Signal(object)
    promoteRequested = Signal(object)

    MARGIN = 4

    def __init__(self, parent: QWidget | None = None, cell: int = 26) -> None:
        super().__init__(parent)
        self._cell = cell
        self._layout: TreeLayout | None = None
        self._current: Node | None = None
        self._number_fonts: dict[int, QFont | None] = {}
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.horizontalScrollBar().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalScrollBar().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.viewport().setBackgroundRole(QPalette.ColorRole.Base)
        self.horizontalScrollBar().setSingleStep(cell)
        self.verticalScrollBar().setSingleStep(cell)

    # --- API for the window ---------------------------------------------------------------

    def set_tree(self, root: Node) -> None:
        """Lay out and show a new tree; nothing is current until set_current()."""
        self._current = None
        self._layout = TreeLayout(root)
        self._relaid()

    def tree_changed(self, added: Node | None = None) -> None:
        """The tree under the same root changed: lay it out again (O(n), a few ms for 5000 nodes),
        or only place `added` when it is the one change and extends the deepest line."""
        if self._layout is None:
            return
        if added is not None and self._layout.extend(added):
            self._relaid()
            return
        self._layout = TreeLayout(self._layout.root)
        if self._current is not None and self._current not in self._layout.places:
            self._current = None
        self._relaid()

    def set_current(self, node: Node | None) -> None:
        """Highlight this node and scroll so that it is visible."""
        if node is not None and self._layout is not None and node not in self._layout.places:
            self.tree_changed(node)  # the window added the node before telling us
            if node not in self._layout.places:
                node = None  # not in this tree
        previous, self._current = self._current, node
        self._ensure_current_visible()
        # Only the two nodes whose highlight changed are drawn again (scrolling moves the rest).
        for each in (previous, node):
            rect = self.node_rect(each) if each is not None else None
            if rect is not None:
                self.viewport().update(rect.adjusted(-3, -3, 3, 3))

    def current(self) -> Node | None:
        return self._current

    def root(self) -> Node | None:
        return None if self._layout is None else self._layout.root

    # --- geometry, also used by tests -----------------------------------------------------

    def position(self, node: Node) -> tuple[int, int] | None:
        """(column, row) of a node, or None if it is not laid out."""
        if self._layout is None:
            return None
        place = self._layout.places.get(node)
        return None if place is None else (place[0], place[1])

    def move_number(self, node: Node) -> int | None:
        """Moves from the root up to and including this node (setup-only nodes add none)."""
        if self._layout is None:
            return None
        place = self._layout.places.get(node)
        return None if place is None else place[2]

    def node_rect(self, node: Node) -> QRect | None:
        """The node's cell in viewport coordinates, or None if it is not laid out."""
        place = self.position(node)
        if place is None:
            return None
        return self._cell_rect(*place).translated(-self._scroll_offset())

    def node_at(self, point: QPoint) -> Node | None:
        """The node whose circle (or the cell around it) holds this viewport point."""
        if self._layout is None:
            return None
        offset = self._scroll_offset()
        x = point.x() + offset.x() - self.MARGIN
        y = point.y() + offset.y() - self.MARGIN
        if x < 0 or y < 0:
            return None
        return self._layout.node_at_cell(x // self._cell, y // self._cell)

    def tooltip_text(self, node: Node) -> str:
        """"Move 12: Black D4", "Move 13: White pass", "Setup" or "Start", then the comment's first line."""
        number = self.move_number(node)
        if node.move is not None:
            colour = self.tr("Black") if node.move[0] == "B" else self.tr("White")
            where = node.move[1] or self.tr("pass")
            text = self.tr("Move {n}: {colour} {where}").format(n=number, colour=colour, where=where)
        elif node.has_setup:
            text = self.tr("Setup")
        elif node.parent is None:
            text = self.tr("Start")
        else:
            text = self.tr("Empty node")
        if node.name:
            text += f" ({shortened(node.name)})"
        first_line = node.comment.strip().split("\n", 1)[0].strip()
        if first_line:
            text += "\n" + shortened(first_line, 80)
        return text

    def context_menu(self, node: Node) -> QMenu:
        """The menu for a node; its actions emit deleteRequested / promoteRequested."""
        menu = QMenu(self)
        delete = menu.addAction(self.tr("Delete this variation"))
        delete.setEnabled(node.parent is not None and node is not self.root())
        delete.triggered.connect(lambda: self.deleteRequested.emit(node))
        promote = menu.addAction(self.tr("Make this the main line"))
        promote.setEnabled(not is_on_main_line(node))
        promote.triggered.connect(lambda: self.promoteRequested.emit(node))
        return menu

    # --- sizes ----------------------------------------------------------------------------

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(300, 200)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(3 * self._cell, 2 * self._cell)

    # --- events ---------------------------------------------------------------------------

    @guarded
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._update_scroll_ranges()
        self._ensure_current_visible()

    @guarded
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.PaletteChange):
            self._number_fonts.clear()
            self.viewport().update()
        super().changeEvent(event)

    @guarded
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            node = self.node_at(event.position().toPoint())
            if node is not None:
                self.nodeActivated.emit(node)
        event.accept()  # clicks on the tree are the tree's, even between nodes

    @guarded
    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        event.accept()

    @guarded
    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802
        node = self.node_at(event.pos())
        if node is None:
            event.ignore()
            return
        menu = self.context_menu(node)
        menu.exec(event.globalPos())
        menu.deleteLater()

    @guarded
    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        # A tree that is one long line has no vertical range: let a plain wheel scroll along it.
        delta = event.angleDelta()
        if self.verticalScrollBar().maximum() == 0 and delta.x() == 0 and delta.y() != 0:
            bar = self.horizontalScrollBar()
            bar.setValue(bar.value() - round(delta.y() / 120 * 3 * self._cell))
            event.accept()
            return
        super().wheelEvent(event)

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802 - Qt's name
        # What stays in view is moved, and only what comes into view is drawn.
        self.viewport().scroll(dx, dy)

    @guarded(otherwise=False)
    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.ToolTip:
            help_event: QHelpEvent = event  # type: ignore[assignment]
            node = self.node_at(help_event.pos())
            if node is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(help_event.globalPos(), self.tooltip_text(node), self.viewport(),
                                  self.node_rect(node) or QRect())
            return True
        return super().viewportEvent(event)

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self.viewport())
        palette = self.palette()
        painter.fillRect(event.rect(), palette.color(QPalette.ColorRole.Base))
        if self._layout is not None:
            offset = self._scroll_offset()
            painter.translate(-offset)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._paint_visible(painter, event.rect().translated(offset), palette)
        painter.end()

    # --- internals ------------------------------------------------------------------------

    def _scroll_offset(self) -> QPoint:
        return QPoint(self.horizontalScrollBar().value(), self.verticalScrollBar().value())

    def _cell_rect(self, column: int, row: int) -> QRect:
        """A cell in content coordinates."""
        return QRect(self.MARGIN + column * self._cell, self.MARGIN + row * self._cell, self._cell, self._cell)

    def _centre(self, column: int, row: int) -> QPointF:
        half = self._cell / 2
        return QPointF(self.MARGIN + column * self._cell + half, self.MARGIN + row * self._cell + half)

    def _relaid(self) -> None:
        self._update_scroll_ranges()
        self.viewport().update()

    def _update_scroll_ranges(self) -> None:
        layout = self._layout
        columns = 0 if layout is None else layout.column_count
        rows = 0 if layout is None else layout.row_count
        width = 2 * self.MARGIN + columns * self._cell
        height = 2 * self.MARGIN + rows * self._cell
        view = self.viewport().size()
        for bar, content, page in ((self.horizontalScrollBar(), width, view.width()),
                                   (self.verticalScrollBar(), height, view.height())):
            bar.setPageStep(max(page, 1))
            bar.setRange(0, max(0, content - page))

    def _ensure_current_visible(self) -> None:
        if self._current is None:
            return
        place = self.position(self._current)
        if place is None:
            return
        rect = self._cell_rect(*place)
        view = self.viewport().size()
        for bar, low, high, page in ((self.horizontalScrollBar(), rect.left(), rect.right() + 1, view.width()),
                                     (self.verticalScrollBar(), rect.top(), rect.bottom() + 1, view.height())):
            # A neighbour stays in sight on each side. When the node leaves that band, the view
            # centres it rather than moving by a cell: stepping along a line then scrolls (and
            # repaints the tree and its scroll bar) every few moves, not on every one.
            room = self._cell
            if high - low + 2 * room > page or low - room < bar.value() or high + room > bar.value() + page:
                bar.setValue((low + high - page) // 2)

    def _number_font(self, digits: int) -> QFont | None:
        """The largest font (7 to 11 px) whose number of this many digits fits in a circle."""
        if digits not in self._number_fonts:
            chosen = None
            room = self._diameter() - 3
            for size in range(11, 6, -1):
                font = QFont(self.font())
                font.setPixelSize(size)
                font.setBold(digits <= 3)
                if QFontMetrics(font).horizontalAdvance("8" * digits) <= room:
                    chosen = font
                    break
            self._number_fonts[digits] = chosen
        return self._number_fonts[digits]

    def _diameter(self) -> float:
        return self._cell - 4

    def _paint_visible(self, painter: QPainter, area: QRect, palette: QPalette) -> None:
        """Draw the nodes and lines that meet `area` (content coordinates): a cost per visible cell."""
        layout = self._layout
        assert layout is not None
        cell = self._cell
        first_column = max(0, (area.left() - self.MARGIN) // cell - 1)
        last_column = min(layout.column_count - 1, (area.right() - self.MARGIN) // cell + 1)
        first_row = max(0, (area.top() - self.MARGIN) // cell)
        last_row = (area.bottom() - self.MARGIN) // cell
        if last_column < first_column:
            return
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        line_pen = QPen(_blend(text, base, 0.6), 1.6)
        line_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(line_pen)
        places = layout.places
        spans = []
        for column in range(first_column, last_column + 1):
            rows = layout.column_rows[column]
            low = bisect_left(rows, first_row)
            high = bisect_right(rows, last_row)
            spans.append((column, low, high))
            # The node just above the view may run a connector down through it.
            nodes = layout.column_nodes[column]
            for index in range(max(0, low - 1), high):
                self._paint_edges(painter, nodes[index], column, rows[index], last_row, places)
        outline = QPen(_blend(text, base, 0.55), 1)
        for column, low, high in spans:
            nodes = layout.column_nodes[column]
            rows = layout.column_rows[column]
            for index in range(low, high):
                node = nodes[index]
                self._paint_node(painter, node, column, rows[index], places[node][2], outline, palette)

    def _paint_edges(self, painter: QPainter, parent: Node, column: int, row: int, last_row: int,
                     places: dict[Node, tuple[int, int, int]]) -> None:
        children = parent.children
        if not children:
            return
        start = self._centre(column, row)
        painter.drawLine(start, self._centre(column + 1, row))  # the first child continues the row
        if len(children) == 1:
            return
        lowest = places[children[-1]][1]
        if lowest - 1 > row:  # one vertical stroke down the parent's column, cut at the view's edge
            painter.drawLine(start, self._centre(column, min(lowest - 1, last_row + 1)))
        for child in children[1:]:
            child_row = places[child][1]
            if child_row - 1 > last_row:
                break  # children's rows ascend: the rest are below the view
            painter.drawLine(self._centre(column, child_row - 1), self._centre(column + 1, child_row))

    def _paint_node(self, painter: QPainter, node: Node, column: int, row: int, number: int,
                    outline: QPen, palette: QPalette) -> None:
        centre = self._centre(column, row)
        radius = self._diameter() / 2
        current = node is self._current
        highlight = palette.color(QPalette.ColorRole.Highlight)
        text = palette.color(QPalette.ColorRole.Text)
        base = palette.color(QPalette.ColorRole.Base)
        if current:
            tint = QColor(highlight)
            tint.setAlpha(90)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(tint)
            painter.drawRoundedRect(QRectF(self._cell_rect(column, row)).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
        painter.setPen(outline)
        if node.move is not None:
            black = node.move[0] == "B"
            painter.setBrush(QColor(20, 20, 20) if black else QColor(250, 250, 250))
            painter.drawEllipse(centre, radius, radius)
            label = "P" if node.move[1] is None else str(number)
            font = self._number_font(len(label))
            if font is not None:
                painter.setFont(font)
                painter.setPen(QColor(245, 245, 245) if black else QColor(20, 20, 20))
                box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
            if node.move[1] is None:  # a pass: a dashed ring around the stone
                ring = QPen(_blend(text, base, 0.8), 1.2)
                ring.setStyle(Qt.PenStyle.DashLine)
                painter.setPen(ring)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, radius + 1.5, radius + 1.5)
        elif node.parent is None or node is self.root():
            side = radius * 0.8  # the root: a diamond
            painter.setBrush(QColor(150, 150, 150) if node.has_setup else _blend(text, base, 0.5))
            painter.drawPolygon(QPolygonF([centre + QPointF(0, -side), centre + QPointF(side, 0),
                                           centre + QPointF(0, side), centre + QPointF(-side, 0)]))
        elif node.has_setup:
            side = radius * 0.7
            painter.setBrush(QColor(150, 150, 150))
            painter.drawRect(QRectF(centre.x() - side, centre.y() - side, 2 * side, 2 * side))
        else:  # neither move nor setup: a small hollow circle
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, radius * 0.45, radius * 0.45)
        if node.comment.strip():
            dot = centre + QPointF(radius * 0.78, -radius * 0.78)
            painter.setPen(QPen(base, 1))
            painter.setBrush(palette.color(QPalette.ColorRole.Link))
            painter.drawEllipse(dot, 3.2, 3.2)
        if current:
            painter.setPen(QPen(highlight, 2.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, radius + 2, radius + 2)


def _blend(front: QColor, back: QColor, weight: float) -> QColor:
    """`weight` of `front` over `back`: lines and outlines that suit light and dark palettes alike."""
    return QColor(round(front.red() * weight + back.red() * (1 - weight)),
                  round(front.green() * weight + back.green() * (1 - weight)),
                  round(front.blue() * weight + back.blue() * (1 - weight)))
