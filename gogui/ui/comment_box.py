"""The comment editor of both windows: plain text that wraps between words only."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QKeyEvent, QKeySequence, QTextOption
from PySide6.QtWidgets import QPlainTextEdit

from .override_errors import guarded

# How much of a comment the editor shows at once: laying out ten megabytes takes seconds, so a
# longer comment shows its beginning, read-only, and the whole of it (to edit) when asked.
COMMENT_SHOWN = 5_000


def comment_part(text: str) -> str:
    """What the editor shows of a comment before the learner asks for the whole of it."""
    return text[:COMMENT_SHOWN]


class CommentEditor(QPlainTextEdit):
    """Plain text in which Tab and Shift+Tab move on to the window's other parts, and, when the
    window keeps the undo history (the editor's own is off), Ctrl+Z and Ctrl+Shift+Z reach the
    window's Undo and Redo instead of being swallowed by the editor."""

    @guarded(otherwise=False)
    def event(self, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and not self.isUndoRedoEnabled()
                and isinstance(event, QKeyEvent)
                and (event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo))):
            event.ignore()  # the key is left to the window's shortcut
            return True
        return super().event(event)


def comment_editor(placeholder: str) -> CommentEditor:
    """An editor for a node's comment.

    Qt's default wrapping breaks at a word boundary or else anywhere; on one huge word (300 KB
    without a space, say) it searches for a break again and again and the window freezes for
    seconds. Wrapping at word boundaries only lays such a word out as one line that scrolls
    sideways, and ordinary text wraps as before.
    """
    editor = CommentEditor()
    editor.setPlaceholderText(placeholder)
    # A comment rarely needs a tab character; the keyboard must be able to leave the box.
    editor.setTabChangesFocus(True)
    editor.setWordWrapMode(QTextOption.WrapMode.WordWrap)
    return editor
