"""Holders of word-wrapped labels that lay the text out once per change, not once per width tried."""

from __future__ import annotations

import re
from html import unescape

from PySide6.QtCore import QEvent, QRect, QSize, QTextBoundaryFinder
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QWidget

from .override_errors import guarded


class WrappedLabel(QLabel):
    """A word-wrapped label whose size hints are worked out cheaply (the node header, the
    details pane).

    QLabel works a wrapped text's hints out by laying the whole text out at three widths each
    time it changes, though its holder (a WrappedTextBox or WrappedTextArea) sizes it by its
    height for its width and asks the minimum only for the widest word. The minimum is QLabel's: as wide as
    the widest word, as high as the text unwrapped; the preferred size is the first
    text's and stays (it only sets the pane's first size, which the window sets anyway)."""

    def __init__(self) -> None:
        super().__init__()
        # The text's heights at the widths asked, for one (text, font key): a layout asks at its
        # narrowest width and at the one it settles on, by turns.
        self._tall_for: tuple[str, str] | None = None
        self._tall: dict[int, int] = {}
        self._hint: QSize | None = None
        self._least: tuple[tuple[str, str], QSize] | None = None  # (text, font key) -> least size
        self._metrics: tuple[str, QFontMetrics] | None = None  # for the font of this key
        self._widths: dict[str, int] = {}  # each word's width in that font

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        if self._hint is None:
            self._hint = super().sizeHint()
        return self._hint

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        # A layout asks again and again, at the widths it tries: the text is laid out once at each.
        key = (self.text(), self.font().key())
        if self._tall_for != key:
            self._tall_for, self._tall = key, {}
        height = self._tall.get(width)
        if height is None:
            if len(self._tall) >= 8:
                self._tall.clear()
            height = self._tall[width] = super().heightForWidth(width)
        return height

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        text = self.text()
        key = (text, self.font().key())
        if self._least is None or self._least[0] != key:
            if not self.wordWrap() or not text:
                least = super().minimumSizeHint()
            else:
                least = self._least_for(text)
            self._least = (key, least)
        return self._least[1]

    def _least_for(self, text: str) -> QSize:
        key = self.font().key()
        if self._metrics is None or self._metrics[0] != key:
            bold = QFont(self.font())
            bold.setBold(True)
            bold.setItalic(True)  # a word may be either: the wider of the two styles stands for both
            self._metrics = (key, QFontMetrics(bold))
            self._widths = {}
        metrics = self._metrics[1]
        widths = self._widths  # the rules' texts come back step after step: each word is measured once
        if len(widths) > 5000:
            widths.clear()
        widest = 0
        for word in _unbreakable_parts(unescape(_TAGS.sub("", text.replace("<br>", " ")))):
            width = widths.get(word)
            if width is None:
                width = widths[word] = metrics.horizontalAdvance(word)
            widest = max(widest, width)
        margins = self.contentsMargins()
        indent = 2 * self.margin()
        lines = text.count("<br>") + 1  # the text laid out unwrapped, as QLabel measures it
        # One pixel more: QLabel rounds the laid-out width up.
        return QSize(widest + margins.left() + margins.right() + indent + 1,
                     lines * metrics.lineSpacing() + margins.top() + margins.bottom() + indent)


_TAGS = re.compile(r"<[^>]*>")


def _unbreakable_parts(text: str) -> list[str]:
    """The parts a wrapped text is never broken inside (words; single characters of Japanese,
    say), as Qt's line breaking finds them."""
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    parts, start = [], 0
    while (end := finder.toNextBoundary()) > 0:
        part = text[start:end].rstrip()
        if part:
            parts.append(part)
        start = end
    return parts


class WrappedTextArea(QScrollArea):
    """A scroll area that shows word-wrapped labels one under the other at its own width, and
    scrolls what is taller.

    A resizable QScrollArea lays a changed label out at two widths, with and without room for a
    scroll bar, on every change. This area lays out only the labels whose text changed, once at
    its whole width (the others' heights are kept), and again at the narrower width only when
    the texts do not fit in height. A text that stays from one step to the next (a rule's
    statement, say) is best given a label of its own. A word wider than the area makes the
    labels wider, and the area scrolls sideways."""

    def __init__(self, labels: list[QLabel], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(False)  # the area sizes the labels itself (_fit)
        self.page = QWidget()
        self.labels = labels
        for label in labels:
            label.setParent(self.page)
        self.setWidget(self.page)
        # Each label's height as last laid out: (text, width) -> height.
        self._heights: list[tuple[tuple[str, int], int] | None] = [None] * len(labels)

    def text(self) -> str:
        """The texts shown, the non-empty ones joined by line breaks."""
        return "<br>".join(label.text() for label in self.labels if label.text())

    def set_texts(self, texts: list[str]) -> None:
        """Show these texts, one per label in order (rich text is read as a label reads it; an
        empty text hides its label)."""
        changed = False
        for label, text in zip(self.labels, texts, strict=True):
            if text != label.text():
                label.setText(text)
                changed = True
        if changed:
            self._fit()

    def _height(self, index: int, width: int) -> int:
        label = self.labels[index]
        key = (label.text(), width)
        known = self._heights[index]
        if known is not None and known[0] == key:
            return known[1]
        height = label.heightForWidth(width) if key[0] else 0
        self._heights[index] = (key, height)
        return height

    def _fit(self) -> None:
        room = self.maximumViewportSize()  # the viewport's size without scroll bars
        least = max((label.minimumSizeHint().width() for label in self.labels if label.text()), default=0)
        width = max(room.width(), least)
        heights = [self._height(index, width) for index in range(len(self.labels))]
        if sum(heights) > room.height():  # a vertical scroll bar takes its width from the texts
            width = max(room.width() - self.verticalScrollBar().sizeHint().width(), least)
            heights = [self._height(index, width) for index in range(len(self.labels))]
        top = 0
        for label, height in zip(self.labels, heights):
            label.setVisible(height > 0)
            if label.geometry() != QRect(0, top, width, height):
                label.setGeometry(0, top, width, height)
            top += height
        if self.page.size() != QSize(width, top):
            self.page.resize(width, top)

    @guarded
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    @guarded
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._heights = [None] * len(self.labels)
            self._fit()


class WrappedTextBox(QWidget):
    """Holds a word-wrapped label in a layout, and asks the window for a new layout only when
    the label's height at its width changes.

    A QLabel given a new text asks for a new layout of everything up to the window, whether or
    not its size changed: on every step through a record, for a header whose height seldom
    changes. The label's request comes to this box instead, which lays the text out once at its
    width and passes the request on only when the height differs or a word is wider than the box."""

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
        # As high as the text at the box's width: the window's splitters never cut a line off.
        least = self.label.minimumSizeHint()
        return QSize(least.width(), max(least.height(), self._height))

    @guarded(otherwise=False)
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the label changed its text or font
            if self._fit():
                # The holder's layout gives the box its new height now: its own request would
                # come after the repaint already queued, and one frame would show the text cut
                # to the old height.
                holder = self.parentWidget()
                layout = holder.layout() if holder is not None and holder.isVisible() else None
                if layout is not None:
                    layout.activate()
            return True
        return super().event(event)

    @guarded
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    @guarded
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._fit()  # a text set while hidden asked nobody for a layout

    def _fit(self) -> bool:
        """Lay the label out at the box's width; whether the layout was told of a change."""
        height = self.label.heightForWidth(self.width())
        self.label.setGeometry(0, 0, self.width(), height)
        # The layout hears of a new height, and of a word wider than the box (which it would
        # otherwise cut); a narrower widest word changes nothing it needs to know now.
        if height != self._height or self.label.minimumSizeHint().width() > self.width():
            self._height = height
            self.updateGeometry()
            return True
        return False

