"""What a label or message box shows of its text: markup read the way Qt reads it."""

from __future__ import annotations

from PySide6.QtGui import Qt, QTextDocument  # QtGui's Qt also has mightBeRichText


def shown(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """The characters a reader sees: `text` itself when Qt shows it as plain text, else what
    is left once its markup is read as formatting."""
    if text_format == Qt.TextFormat.PlainText or (
            text_format == Qt.TextFormat.AutoText and not Qt.mightBeRichText(text)):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()
