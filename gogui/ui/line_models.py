"""The current line's item models for the move list and the matrix (asked only for what is shown), and the matrix's view."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QStyleOptionViewItem, QTableView, QWidget

from ..differences import Difference
from ..i18n import translate
from ..ruleset_names import ruleset_name, short_name
from ..teaching import Status
from .override_errors import guarded
from .palette import StatusStyle, current_marker, status_styles

if TYPE_CHECKING:
    from .controller import Controller

_Index = QModelIndex | QPersistentModelIndex


def pending_text() -> str:
    """What a ruling still being worked out says, in the panel, the move list and the matrix."""
    return translate("RulingPanel", "The rulings of this move are being worked out.")


class _LineModel:
    """The line as the views last heard of it: counts and data come from this copy, so that a
    view never reads a line the model has not announced."""

    _nodes: list
    _numbers: list[int]  # each node's move number: moves from the root up to it

    def line_changed(self) -> None:
        # A reset is the cheapest announcement: inserting or removing columns of a 5000-column
        # view costs milliseconds in its header, a reset microseconds.
        model: QAbstractItemModel = self  # type: ignore[assignment]
        model.beginResetModel()
        self._nodes = list(self.controller.explorer.nodes)  # type: ignore[attr-defined]
        # Nodes that only set stones up (a variation may begin with one) are no moves: the
        # numbers are the ones the rulings and the game tree give.
        numbers, count = [], 0
        for node in self._nodes:
            if node.move is not None:
                count += 1
            numbers.append(count)
        self._numbers = numbers
        model.endResetModel()


class MoveListModel(_LineModel, QAbstractListModel):
    """One row per node of the current line: "12: Black D4", "[variation 2 of 3]" where it branches.

    A view asks only for the rows it shows, so a 5000-move line costs no more than a short one.
    """

    def __init__(self, controller: Controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._nodes: list = []  # the line as the views last heard of it
        self._numbers = []
        # row -> where the rulesets differ there, for the rows shown so far
        self._differences: dict[int, Difference | None] = {}
        self._pending_shown = False  # some row was shown with its rulings still to come

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self._nodes)

    def line_changed(self) -> None:
        self._differences = {}
        super().line_changed()

    def rulesets_changed(self) -> None:
        """The rulesets compared changed (a custom one came or went): mark the rows anew."""
        self._differences = {}
        if self._nodes:
            self.dataChanged.emit(self.index(0), self.index(len(self._nodes) - 1))

    def difference(self, row: int) -> Difference | None:
        """Where the rulesets differ at a row's node (worked out when the row is first shown)."""
        if row not in self._differences:
            self._differences[row] = self.controller.explorer.difference_at(row)
        return self._differences[row]

    def pending(self, row: int) -> bool:
        """Whether a row's rulings are still to be worked out, too far off to be worked out now
        (the window works them out in slices and says when they are ready)."""
        if row in self._differences or self.controller.explorer.rulings_at_hand(row):
            return False
        self._pending_shown = True
        return True

    def rulings_ready(self) -> None:
        """Rulings worked out in slices are ready: rows shown as pending show them now."""
        if self._pending_shown and self._nodes:
            self._pending_shown = False
            self.dataChanged.emit(self.index(0), self.index(len(self._nodes) - 1))

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.FontRole, Qt.ItemDataRole.DisplayRole) \
                and self.pending(index.row()):
            if role == Qt.ItemDataRole.ToolTipRole:
                return pending_text()
            if role == Qt.ItemDataRole.FontRole:
                return None
            return self._move_text(index.row()) + "  \u2026"
        if role == Qt.ItemDataRole.ToolTipRole:
            difference = self.difference(index.row())
            if difference is None:
                return None
            # translate(), not self.tr(): where a language writes a template as English does,
            # Qt's tr() would look again under the mixin's name and find nothing.
            return "\n".join(translate("MoveListModel", "{verdict}: {rulesets}").replace("{verdict}", verdict).replace(
                "{rulesets}", translate("MoveListModel", ", ").join(ruleset_name(r.name) for r in rulesets))
                for verdict, rulesets in difference.verdicts)
        if role == Qt.ItemDataRole.FontRole:
            if self.difference(index.row()) is None:
                return None
            font = QFont()
            font.setBold(True)
            return font
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        row = index.row()
        text = self._move_text(row)
        if self.difference(row) is not None:
            text += "  \u2260 " + self.tr("rulesets differ")
        return text

    def _move_text(self, row: int) -> str:
        """A row's move and its place among variations: "12: Black D4  [variation 2 of 3]"."""
        node = self._nodes[row]
        if node.move is None:
            text = self.tr("Start") if row == 0 else self.tr("setup")
        else:
            colour = self.tr("Black") if node.move[0] == "B" else self.tr("White")
            passed = self.tr("pass")
            text = translate("MoveListModel", "{number}: {player} {point}").replace("{number}", str(self._numbers[row])).replace(
                "{player}", colour).replace("{point}", node.move[1] or passed)
        siblings = node.parent.children if node.parent is not None else []
        if len(siblings) > 1:
            place = next(i for i, child in enumerate(siblings) if child is node) + 1
            text += "  " + self.tr("[variation {k} of {n}]").replace("{k}", str(place)).replace(
                "{n}", str(len(siblings)))
        return text


class RulingMatrixModel(_LineModel, QAbstractTableModel):
    """Presets by nodes of the current line, coloured by each ruling's status, with the ruling in
    the tooltip. Rulings are worked out as far as the view reads them."""

    def __init__(self, controller: Controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.rulesets = controller.explorer.shown_rulesets()  # the presets, and a custom ruleset's row
        self._nodes: list = []
        self._numbers = []
        self.styles = status_styles()
        # (row, column) -> the cell's status, as read once: a repaint asks each cell for its
        # text, colours and more, and a step repaints a column.
        self._statuses: dict[tuple[int, int], Status] = {}
        self._outlined: int | None = None  # the column drawn as the current one
        self._pending_shown = False  # some cell was shown with its ruling still to come

    def line_changed(self) -> None:
        self._statuses = {}
        super().line_changed()
        self._outlined = self.controller.explorer.index

    def rulesets_changed(self) -> None:
        """The rows follow the window's rulesets: the presets, and the custom one when it is chosen."""
        self.beginResetModel()
        self._statuses = {}
        self.rulesets = self.controller.explorer.shown_rulesets()
        self.endResetModel()

    def current_moved(self) -> None:
        """The current node changed: only its column and the one outlined before are drawn again."""
        current = self.controller.explorer.index
        if current == self._outlined:
            return
        last_row = len(self.rulesets) - 1
        for column in (self._outlined, current):
            if column is not None and 0 <= column < len(self._nodes) and last_row >= 0:
                self.dataChanged.emit(self.index(0, column), self.index(last_row, column))
        self._outlined = current

    def palette_changed(self) -> None:
        """The system palette changed between light and dark: colour the cells anew."""
        self.styles = status_styles()
        if self._nodes:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rulesets) - 1, len(self._nodes) - 1))

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self.rulesets)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() or self.controller.explorer.model is None else len(self._nodes)

    def ruling(self, row: int, column: int):
        return self.controller.explorer.line_rulings(self.rulesets[row])[column]

    def status(self, row: int, column: int) -> Status:
        """A cell's status, read from the rulings once and kept until the line changes."""
        key = (row, column)
        status = self._statuses.get(key)
        if status is None:
            status = self._statuses[key] = self.ruling(row, column).status
        return status

    def pending(self, row: int, column: int) -> bool:
        """Whether a cell's ruling is still to be worked out, too far off to be worked out now."""
        if (row, column) in self._statuses or \
                self.controller.explorer.rulings_at_hand(column, [self.rulesets[row]]):
            return False
        self._pending_shown = True
        return True

    def cell_style(self, row: int, column: int) -> StatusStyle | None:
        """How a cell looks, its status's symbol and colours; None while its ruling is pending."""
        if self.pending(row, column):
            return None
        return self.styles[self.status(row, column)]

    def rulings_ready(self) -> None:
        """Rulings worked out in slices are ready: cells shown as pending show them now."""
        if self._pending_shown and self._nodes:
            self._pending_shown = False
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rulesets) - 1, len(self._nodes) - 1))

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole):
            style = self.cell_style(row, column)
            # Each status has a symbol as well as a colour, so that colour is never the only cue.
            if role == Qt.ItemDataRole.DisplayRole:
                return "\u2026" if style is None else style.symbol
            if style is None:
                return None
            return style.background if role == Qt.ItemDataRole.BackgroundRole else style.text
        if role == Qt.ItemDataRole.ToolTipRole and self.pending(row, column):
            return pending_text()
        if role == Qt.ItemDataRole.ToolTipRole:
            ruling = self.ruling(row, column)
            name = ruleset_name(self.rulesets[row].name)
            return translate("RulingMatrixModel", "{ruleset}, {column}: {verdict}").replace("{ruleset}", name).replace(
                "{column}", self._column_name(column)).replace("{verdict}", ruling.verdict) + "\n" + ruling.explanation
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt's name
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.ToolTipRole:
            if orientation == Qt.Orientation.Vertical:
                return ruleset_name(self.rulesets[section].name)
            return self._column_name(section)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            ruleset = self.rulesets[section]
            return short_name(ruleset)
        if section and self._nodes[section].move is None:
            return "S"  # stones set up, no move
        return str(self._numbers[section])

    def _column_name(self, column: int) -> str:
        """"start", "move 12" or "setup (no move)": what a column stands for."""
        if column == 0:
            return self.tr("start")
        if self._nodes[column].move is None:
            return self.tr("setup (no move)")
        return self.tr("move {n}").replace("{n}", str(self._numbers[column]))


class RulingMatrixView(QTableView):
    """The whole-line matrix: each cell in its status's colour with its symbol, a grid, and the
    current move's column outlined (no selection colour hides the cells' own colours).

    The view draws its cells itself, each a copy of its status's picture, in one pass over the
    region to repaint: a step repaints the column outlined before and the new one (and what
    scrolling brings into view), and an item delegate would be called and would ask the model
    once per cell."""

    def __init__(self, model: RulingMatrixModel, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setModel(model)
        self.setShowGrid(False)  # drawn with the cells (paintEvent)
        self._pictures: dict[tuple, QPixmap] = {}  # (look, size, pixel ratio, font) -> a cell

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        model: RulingMatrixModel = self.model()  # type: ignore[assignment]
        rows, columns = model.rowCount(), model.columnCount()
        if not rows or not columns:
            return
        across, down = self.horizontalHeader(), self.verticalHeader()
        width, height = across.defaultSectionSize(), down.defaultSectionSize()  # every section's size
        left, top = across.sectionViewportPosition(0), down.sectionViewportPosition(0)
        painter = QPainter(self.viewport())
        ratio = painter.device().devicePixelRatioF()
        font, text = self.font(), self.palette().text().color()
        look = (ratio, font.key())  # what every cell's picture shares in this paint
        grid = self._grid_colour()
        # Each rectangle of the region to repaint (the painter is clipped to the region).
        painted_columns: set[int] = set()
        for shown in event.region():  # type: ignore[attr-defined]  # a QRegion iterates its rectangles
            first_column = max(0, (shown.left() - left) // width)
            last_column = min(columns - 1, (shown.right() - left) // width)
            first_row = max(0, (shown.top() - top) // height)
            last_row = min(rows - 1, (shown.bottom() - top) // height)
            if first_column > last_column or first_row > last_row:
                continue
            painted_columns.update(range(first_column, last_column + 1))
            for column in range(first_column, last_column + 1):
                x = left + column * width
                for row in range(first_row, last_row + 1):
                    picture = self._picture(model.cell_style(row, column), width - 1, height - 1, look, font, text)
                    painter.drawPixmap(x, top + row * height, picture)
            # The grid: a line right of each cell and under each, as a table with a grid draws it.
            painter.setPen(grid)
            right, bottom = left + (last_column + 1) * width - 1, top + (last_row + 1) * height - 1
            for column in range(first_column, last_column + 1):
                x = left + (column + 1) * width - 1
                painter.drawLine(x, top + first_row * height, x, bottom)
            for row in range(first_row, last_row + 1):
                y = top + (row + 1) * height - 1
                painter.drawLine(left + first_column * width, y, right, y)
        current = self.controller.explorer.index
        if current in painted_columns:
            painter.setPen(QPen(current_marker(), 2))
            x0, x1 = left + current * width + 1, left + (current + 1) * width - 3
            y0, y1 = top, top + rows * height - 3
            painter.drawLine(x0, y0, x0, y1)
            painter.drawLine(x1, y0, x1, y1)
            painter.drawLine(x0, y0, x1, y0)
            painter.drawLine(x0, y1, x1, y1)
        painter.end()

    def _grid_colour(self) -> QColor:
        """The colour a table's own grid has in the view's style."""
        # QStyle's Python type (its many enums) is made here, when the matrix is first drawn,
        # not when the first window starts.
        from PySide6.QtWidgets import QStyle

        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        return QColor.fromRgba(self.style().styleHint(QStyle.StyleHint.SH_Table_GridLineColor, option, self)
                               & 0xFFFFFFFF)

    def _picture(self, style: StatusStyle | None, width: int, height: int, look: tuple[float, str],
                 font: QFont, text: QColor) -> QPixmap:
        """A cell of this status (None: pending), drawn once per look, size and font; `look` is
        the pixel ratio and the font's key."""
        text_colour = style.text if style is not None else text
        key = (style.symbol if style else "\u2026", style.background.rgba() if style else None,
               text_colour.rgba(), width, height, *look)
        ratio = look[0]
        picture = self._pictures.get(key)
        if picture is None:
            if len(self._pictures) > 64:  # sizes and palettes come and go: keep the recent ones
                self._pictures.clear()
            picture = QPixmap(round(width * ratio), round(height * ratio))
            picture.setDevicePixelRatio(ratio)
            picture.fill(style.background if style is not None else Qt.GlobalColor.transparent)
            cell = QPainter(picture)
            cell.setFont(font)
            cell.setPen(text_colour)
            cell.drawText(QRect(0, 0, width, height), Qt.AlignmentFlag.AlignCenter, key[0])
            cell.end()
            self._pictures[key] = picture
        return picture
