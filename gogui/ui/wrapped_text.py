"""Holders of word-wrapped labels that lay the text out once per change, not once per width tried."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QWidget


class WrappedTextArea(QScrollArea):
    """A scroll area that shows a word-wrapped label at its own width and scrolls what is taller.

    A resizable QScrollArea lays a changed label out at two widths, with and without room for a
    scroll bar, on every change. This area lays the text out once at its whole width, and at the
    narrower width only when the text does not fit in height. A word wider than the area makes
    the label wider, and the area scrolls sideways."""

    def __init__(self, label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(False)  # the area sizes the label itself (_fit)
        self.setWidget(label)
        self.label = label

    def set_text(self, text: str) -> None:
        """Show this text (rich text is read as the label reads it)."""
        if text != self.label.text():
            self.label.setText(text)
            self._fit()

    def _fit(self) -> None:
        label = self.label
        room = self.maximumViewportSize()  # the viewport's size without scroll bars
        least = label.minimumSizeHint().width()
        width = max(room.width(), least)
        height = label.heightForWidth(width)
        if height > room.height():  # a vertical scroll bar takes its width from the text
            width = max(room.width() - self.verticalScrollBar().sizeHint().width(), least)
            height = label.heightForWidth(width)
        if label.size() != QSize(width, height):
            label.resize(width, height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit()


class WrappedTextBox(QWidget):
    """Holds a word-wrapped label in a layout, and asks the window for a new layout only when
    the label's height at its width changes.

    A QLabel given a new text asks for a new layout of everything up to the window, whether or
    not its size changed: on every step through a record, for a header whose height seldom
    changes. The label's request comes to this box instead, which lays the text out once at its
    width and passes the request on only when the height differs."""

    def __init__(self, label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        label.setParent(self)
        self.label = label
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._height = -1  # the label's height at the box's width when last laid out

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return self.label.heightForWidth(width)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.label.sizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.label.minimumSizeHint()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the label changed its text or font
            self._fit()
            return True
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._fit()  # a text set while hidden asked nobody for a layout

    def _fit(self) -> None:
        height = self.label.heightForWidth(self.width())
        self.label.setGeometry(0, 0, self.width(), max(height, self.height()))
        if height != self._height:
            self._height = height
            self.updateGeometry()

