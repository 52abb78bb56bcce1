"""The game window's move list: every move so far, and which position of the game is shown."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from ..engine.board import BLACK, WHITE
from ..game_review import GameReview, MoveRow
from .game_status import stone_icon

_Index = QModelIndex | QPersistentModelIndex


class MoveListModel(QAbstractTableModel):
    """The start of the game, then one row per move: number, player, point or pass, captures and
    what else the move did."""

    COLUMNS = 5

    def __init__(self, review: GameReview, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.review = review
        self._rows = 0  # moves shown (the start's row comes first)
        self._icons = {colour: stone_icon(colour) for colour in (BLACK, WHITE)}

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 - Qt's signature
        return 0 if parent.isValid() else self._rows + 1

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 - Qt's signature
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt's name
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Move"), self.tr("Player"), self.tr("Point"), self.tr("Captures"), self.tr("Note"))[section]

    def widest_texts(self) -> list[tuple[str, ...]]:
        """For each column but the last, the texts that may be its widest."""
        return [
            (self.tr("Move"), "888"),
            (self.tr("Player"), self.tr("Black") + "MMM", self.tr("White") + "MMM"),
            (self.tr("Point"), "M19", self.tr("pass"), self.tr("Start")),
            (self.tr("Captures"), "M19, M19"),
        ]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if row == 0:
            if role == Qt.ItemDataRole.DisplayRole and column in (0, 2):
                return "0" if column == 0 else self.tr("Start")
            return None
        move = self.review.rows[row - 1]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row - 1, column)
        if role == Qt.ItemDataRole.DecorationRole and column == 1:
            return self._icons[move.colour]
        if role == Qt.ItemDataRole.ToolTipRole and column == 3 and move.captures:
            return ", ".join(move.captures)
        return None

    def _text(self, at: int, column: int) -> str:
        move = self.review.rows[at]
        if column == 0:
            return str(move.number)
        if column == 1:
            return self.tr("Black") if move.colour == BLACK else self.tr("White")
        if column == 2:
            return move.vertex if move.vertex is not None else self.tr("pass")
        if column == 3:
            return ", ".join(move.captures) if len(move.captures) <= 3 else str(len(move.captures))
        return self._note(move, self.review.rows[at - 1] if at else None)

    def _note(self, move: MoveRow, before: MoveRow | None) -> str:
        notes = []
        if move.dispute_phase and before is not None and before.dispute_phase != move.dispute_phase:
            notes.append(self.tr("play resumes (dispute phase {n})").replace("{n}", str(move.dispute_phase)))
        if "white-extra-pass" in move.events:
            notes.append(self.tr("White's obligatory last pass follows"))
        if any(event.startswith("extra-pass-") for event in move.events):
            notes.append(self.tr("an obligatory pass evens the moves"))
        if "suicide" in move.events:
            notes.append(self.tr("suicide"))
        if "stop" in move.events:
            notes.append(self.tr("play stops"))
        return "; ".join(notes)

    def follow(self, first_changed: int) -> None:
        """The review changed from move row `first_changed` on: show its rows as they are now."""
        old, new = self._rows, self.review.moves
        first = min(first_changed, old, new)
        if old > first:
            self.beginRemoveRows(QModelIndex(), first + 1, old)
            self._rows = first
            self.endRemoveRows()
        if new > first:
            self.beginInsertRows(QModelIndex(), first + 1, new)
            self._rows = new
            self.endInsertRows()


class MoveList(QTableView):
    """The moves as a list; the row selected is the position shown (the last one: the game as it
    is now). Selecting a row emits `moveChosen` with the number of moves it shows."""

    moveChosen = Signal(int)

    def __init__(self, review: GameReview, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list_model = MoveListModel(review, self)
        self.setModel(self.list_model)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)
        self.setMinimumHeight(5 * (max(self.fontMetrics().height(), 16) + 6))  # the heading and four rows
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # Rows one line high, and columns as wide as their longest words: measured once, not
        # from every row of a long game.
        metrics = self.fontMetrics()
        self.verticalHeader().setDefaultSectionSize(max(metrics.height(), 16) + 6)
        header = self.horizontalHeader()
        for column, texts in enumerate(self.list_model.widest_texts()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, max(metrics.horizontalAdvance(text) for text in texts) + 12)
        header.setStretchLastSection(True)
        self._choosing = False
        self.selectionModel().currentRowChanged.connect(self._row_changed)

    def _row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not self._choosing and current.isValid():
            self.moveChosen.emit(current.row())

    def show_moves(self, moves: int) -> None:
        """Select the row of the position after `moves` moves, without emitting moveChosen."""
        self._choosing = True
        try:
            index = self.list_model.index(moves, 0)
            self.selectionModel().setCurrentIndex(
                index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
            self.scrollTo(index)
        finally:
            self._choosing = False
