"""The node's notes in the teaching window: the header above the comment editor, and the note standing in while Learn asks."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ..i18n import translate
from .comment_box import comment_editor, comment_part
from .wrapped_text import WrappedLabel, WrappedTextBox


def hidden_note() -> QLabel:
    """What stands in for the notes, the ruling panel and the details while Learn mode asks a
    question: the node's header and a sentence saying why the rest is hidden."""
    note = QLabel()
    note.setObjectName("learn-hidden-note")
    note.setWordWrap(True)
    note.setTextFormat(Qt.TextFormat.RichText)
    note.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    note.setContentsMargins(8, 8, 8, 8)
    return note


class NodeNotes(QWidget):
    """The node's header and its comment. The record keeps the whole of every comment; a very
    long one shows its beginning, read-only, with a button that shows (and lets one edit) the
    whole of it. An edit is said by commentTyped (the record's undo stack takes it)."""

    commentTyped = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.header = WrappedLabel()
        self.header.setWordWrap(True)
        self.comment = comment_editor(translate("MainWindow", "Comment on this node (saved with the record)"))
        self.comment.setUndoRedoEnabled(False)  # the record's undo stack takes comment edits
        self.whole_comment = QPushButton()
        self.whole_comment.setVisible(False)
        self.whole_comment.clicked.connect(self.show_whole_comment)
        self._text = ""  # the comment the editor stands for (perhaps only part shown)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(WrappedTextBox(self.header))
        layout.addWidget(self.comment)
        layout.addWidget(self.whole_comment)
        self.comment.textChanged.connect(self._typed)

    def show_notes(self, header: str, comment: str) -> None:
        """Show a node's header and comment (the editor is left alone when the comment is the one
        it already stands for, so that typing is not disturbed)."""
        self.header.setText(header)
        if comment != self._text:
            self.show_comment(comment)

    def show_comment(self, text: str, whole: bool = False) -> None:
        """Put a comment in the editor: the whole of it, or only the beginning of a very long one
        (read-only then, so that no edit can cut it short), with a button for the rest."""
        self._text = text
        shown = text if whole else comment_part(text)
        partial = len(shown) < len(text)
        self.comment.blockSignals(True)
        self.comment.setPlainText(shown)
        self.comment.blockSignals(False)
        self.comment.setReadOnly(partial)
        if partial:
            self.whole_comment.setText(translate("MainWindow", "Show all {n} characters of this comment (to edit it)")
                                       .replace("{n}", f"{len(text):,}"))
        self.whole_comment.setVisible(partial)

    def show_whole_comment(self) -> None:
        """The whole of a very long comment in the editor, to read or edit (this takes a while)."""
        self.show_comment(self._text, whole=True)

    def _typed(self) -> None:
        self._text = self.comment.toPlainText()
        self.commentTyped.emit(self._text)
