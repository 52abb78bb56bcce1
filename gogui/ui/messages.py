"""What both windows say about the files they read: sentences, shortened names, plain-text boxes."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def warnings_message(warnings: list[str]) -> str:
    """One status-bar line for what reading a file left out or guessed."""
    return QCoreApplication.translate("messages", "Opened with warnings: {list}").replace(
        "{list}", "; ".join(warnings))


def as_written(text: str) -> str:
    """`text` as rich text that shows it character for character, for the places that take
    rich text (QMessageBox's static functions read "<b>" in a file name or a player's name as
    markup)."""
    return "<p>" + escape(text, quote=False).replace("\n", "<br>") + "</p>"


def ask(parent: QWidget | None, title: str, text: str, buttons: QMessageBox.StandardButton,
        default: QMessageBox.StandardButton) -> QMessageBox.StandardButton:
    """A question in a message box whose text is shown as plain text; the button pressed."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setDefaultButton(default)
    return QMessageBox.StandardButton(box.exec())
