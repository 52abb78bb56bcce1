"""The diagram library's browser: the diagrams grouped under their themes."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem

from .. import diagrams
from .override_errors import guarded

DIAGRAM_ID = Qt.ItemDataRole.UserRole


class DiagramBrowser(QTreeWidget):
    """Every diagram of the library under its theme's heading ("Cycles and ko", "Counting", ...).

    Headings are labels: they cannot be chosen, clicks on them do nothing, the arrow keys step from the last diagram of one
    theme to the first of the next, and the groups stay open so that the whole library shows.
    """

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.setRootIsDecorated(False)
        self.setItemsExpandable(False)
        self.setIndentation(12)
        self.setUniformRowHeights(True)
        self.setAccessibleName(self.tr("Diagram library"))
        for title, members in diagrams.by_theme():
            heading = QTreeWidgetItem([title])
            # Enabled (a disabled heading would disable its diagrams) but never selectable.
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = QFont(heading.font(0))
            font.setBold(True)
            heading.setFont(0, font)
            heading.setToolTip(0, f"{len(members)} diagram" + ("" if len(members) == 1 else "s"))
            self.addTopLevelItem(heading)
            for diagram in members:
                item = QTreeWidgetItem([diagram.title])
                item.setData(0, DIAGRAM_ID, diagram.id)
                item.setToolTip(0, f"{diagram.title}\n{diagram.summary}")  # the title may be elided
                heading.addChild(item)
        problems = diagrams.library_problems()
        if problems:
            # The files that could not be read are named where the learner looks for them.
            heading = QTreeWidgetItem([self.tr("Could not be read")])
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = QFont(heading.font(0))
            font.setBold(True)
            heading.setFont(0, font)
            heading.setToolTip(0, self.tr("These files of the library are malformed and were left out."))
            self.addTopLevelItem(heading)
            for problem in problems:
                item = QTreeWidgetItem([problem.path.name])
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)  # named, never opened
                item.setToolTip(0, problem.text())
                heading.addChild(item)
        self.expandAll()

    def moveCursor(self, action: QAbstractItemView.CursorAction, modifiers) -> QModelIndex:  # noqa: N802
        """The arrow, page and Home/End keys land on diagrams, passing over the headings."""
        index = super().moveCursor(action, modifiers)
        if not self._is_heading(index):
            return index
        upwards = (QAbstractItemView.CursorAction.MoveUp, QAbstractItemView.CursorAction.MovePrevious,
                   QAbstractItemView.CursorAction.MovePageUp)
        beside = self.indexAbove(index) if action in upwards else self.indexBelow(index)
        return beside if beside.isValid() else self.currentIndex()

    @guarded
    def mousePressEvent(self, event) -> None:  # noqa: N802
        if self._is_heading(self.indexAt(event.position().toPoint())):
            event.accept()  # a heading is a label: clicking it keeps the open diagram
            return
        super().mousePressEvent(event)

    @guarded
    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802
        if self._is_heading(self.indexAt(event.position().toPoint())):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def keyboardSearch(self, search: str) -> None:  # noqa: N802
        """Typing a title's first letters finds a diagram; a heading that matches leads to its first diagram."""
        super().keyboardSearch(search)
        current = self.currentIndex()
        if self._is_heading(current):
            self.setCurrentIndex(self.indexBelow(current))

    @staticmethod
    def _is_heading(index: QModelIndex) -> bool:
        return index.isValid() and index.data(DIAGRAM_ID) is None

    def diagram_items(self) -> list[QTreeWidgetItem]:
        """The diagrams' rows in listing order, headings left out."""
        headings = [self.topLevelItem(t) for t in range(self.topLevelItemCount())]
        rows = [heading.child(c) for heading in headings if heading is not None
                for c in range(heading.childCount())]
        return [row for row in rows if row is not None and row.data(0, DIAGRAM_ID) is not None]

    def problem_message(self) -> str:
        """A sentence naming the library's files that could not be read ("" when all were)."""
        names = [problem.path.name for problem in diagrams.library_problems()]
        if not names:
            return ""
        return self.tr("Left out of the library (could not be read): {names}").replace("{names}", ", ".join(names))

    def current_diagram(self) -> str | None:
        """The chosen diagram's id, or None when no diagram is chosen (a file is open)."""
        item = self.currentItem()
        return None if item is None else item.data(0, DIAGRAM_ID)

    def choose(self, diagram_id: str) -> bool:
        """Make a diagram the current row (the window then opens it); False if the library lacks it."""
        for item in self.diagram_items():
            if item.data(0, DIAGRAM_ID) == diagram_id:
                self.setCurrentItem(item)
                return True
        return False

    def show_choice(self, diagram_id: str | None) -> None:
        """Show a diagram as the chosen row without opening it (the window opened it already);
        no row when it is None or not in the library."""
        if diagram_id is None:
            self.clear_choice()
            return
        self.blockSignals(True)
        if not self.choose(diagram_id):
            self.setCurrentItem(None)  # type: ignore[call-overload]  # None clears the choice
        self.blockSignals(False)

    def clear_choice(self) -> None:
        """No row chosen, without telling anyone (a file, not a diagram, is open)."""
        self.blockSignals(True)
        self.clearSelection()
        self.setCurrentItem(None)  # type: ignore[call-overload]  # None clears the choice
        self.blockSignals(False)
