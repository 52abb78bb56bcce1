"""The comment editor of both windows: plain text that wraps between words only."""

from __future__ import annotations

from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QPlainTextEdit


def comment_editor(placeholder: str) -> QPlainTextEdit:
    """An editor for a node's comment.

    Qt's default wrapping breaks at a word boundary or else anywhere; on one huge word (300 KB
    without a space, say) it searches for a break again and again and the window freezes for
    seconds. Wrapping at word boundaries only lays such a word out as one line that scrolls
    sideways, and ordinary text wraps as before.
    """
    editor = QPlainTextEdit()
    editor.setPlaceholderText(placeholder)
    editor.setWordWrapMode(QTextOption.WrapMode.WordWrap)
    return editor
