"""What a label or message box shows of its text: markup read the way Qt reads it."""

from __future__ import annotations

from PySide6.QtGui import Qt, QTextDocument  # QtGui's Qt also has mightBeRichText
from PySide6.QtWidgets import QTableWidget, QTreeWidgetItem


def shown(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """The characters a reader sees: `text` itself when Qt shows it as plain text, else what
    is left once its markup is read as formatting."""
    if text_format == Qt.TextFormat.PlainText or (
            text_format == Qt.TextFormat.AutoText and not Qt.mightBeRichText(text)):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def cell_text(table: QTableWidget, row: int, column: int) -> str:
    """The text a table shows in a cell ("" for a cell without an item)."""
    item = table.item(row, column)
    return "" if item is None else item.text()


def tree_texts(item: QTreeWidgetItem | None) -> tuple[str, list[str]]:
    """A tree item's text and its children's, as a tree widget shows them."""
    assert item is not None
    children = [item.child(c) for c in range(item.childCount())]
    return item.text(0), [child.text(0) for child in children if child is not None]
