"""Item models of the current line for the move list and the whole-line matrix, asked only for what is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractItemModel, QAbstractListModel, QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt,
)
from PySide6.QtGui import QColor

from ..engine import PRESETS

if TYPE_CHECKING:
    from .controller import Controller

STATUS_COLOURS = {
    "start": QColor(235, 235, 235), "legal": QColor(198, 235, 190), "illegal": QColor(245, 170, 160),
    "stopped": QColor(215, 230, 250), "ended": QColor(170, 195, 245), "after": QColor(215, 215, 215),
}

_Index = QModelIndex | QPersistentModelIndex


class _LineModel:
    """The line as the views last heard of it: counts and data come from this copy, so that a
    view never reads a line the model has not announced."""

    _nodes: list

    def line_changed(self) -> None:
        # A reset is the cheapest announcement: inserting or removing columns of a 5000-column
        # view costs milliseconds in its header, a reset microseconds.
        model: QAbstractItemModel = self  # type: ignore[assignment]
        model.beginResetModel()
        self._nodes = list(self.controller.nodes)  # type: ignore[attr-defined]
        model.endResetModel()


class MoveListModel(_LineModel, QAbstractListModel):
    """One row per node of the current line: "12: Black D4", "[variation 2 of 3]" where it branches.

    A view asks only for the rows it shows, so a 5000-move line costs no more than a short one.
    """

    def __init__(self, controller: "Controller", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._nodes: list = []  # the line as the views last heard of it

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self._nodes)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        row = index.row()
        node = self._nodes[row]
        if node.move is None:
            text = self.tr("Start") if row == 0 else self.tr("{n}: setup").replace("{n}", str(row))
        else:
            colour = self.tr("Black") if node.move[0] == "B" else self.tr("White")
            text = f"{row}: {colour} {node.move[1] or self.tr('pass')}"
        siblings = node.parent.children if node.parent is not None else []
        if len(siblings) > 1:
            place = next(i for i, child in enumerate(siblings) if child is node) + 1
            text += "  " + self.tr("[variation {k} of {n}]").replace("{k}", str(place)).replace(
                "{n}", str(len(siblings)))
        return text


class RulingMatrixModel(_LineModel, QAbstractTableModel):
    """Presets by nodes of the current line, coloured by each ruling's status, with the ruling in
    the tooltip. Rulings are worked out as far as the view reads them."""

    def __init__(self, controller: "Controller", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.rulesets = list(PRESETS.values())
        self._nodes: list = []

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self.rulesets)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() or self.controller.model is None else len(self._nodes)

    def ruling(self, row: int, column: int):
        return self.controller.line_rulings(self.rulesets[row])[column]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.BackgroundRole:
            return STATUS_COLOURS[self.ruling(index.row(), index.column()).status]
        if role == Qt.ItemDataRole.ToolTipRole:
            ruling = self.ruling(index.row(), index.column())
            return f"{self.rulesets[index.row()].name}, node {index.column()}: {ruling.short}\n{ruling.explanation}"
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt's name
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return self.rulesets[section].name
        return str(section)
