"""The game window's status line: whose turn it is, with a stone of that colour, and room for more."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from ..engine.board import BLACK


def stone_pixmap(colour: int, size: int, ratio: float = 1.0) -> QPixmap:
    """A stone of `colour` (BLACK or WHITE), `size` pixels across, shaded as a stone is, with a
    highlight and a rim: a black stone reads as a filled black stone on a dark panel too, and a
    white one on a light panel."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    black = colour == BLACK
    centre, radius = QPointF(size / 2, size / 2), size / 2 - 1
    shade = QRadialGradient(QPointF(size * 0.35, size * 0.35), radius * 1.3)
    shade.setColorAt(0, QColor(130, 130, 130) if black else QColor(255, 255, 255))
    shade.setColorAt(0.45, QColor(35, 35, 35) if black else QColor(235, 235, 235))
    shade.setColorAt(1, QColor(0, 0, 0) if black else QColor(185, 185, 185))
    painter.setPen(QPen(QColor(175, 175, 175) if black else QColor(70, 70, 70), 1.0))
    painter.setBrush(shade)
    painter.drawEllipse(centre, radius, radius)
    painter.end()
    return pixmap


def stone_icon(colour: int) -> QIcon:
    """A stone of `colour` for a list or a menu."""
    return QIcon(stone_pixmap(colour, 16, 2.0))


class TurnStatus(QWidget):
    """A stone of the colour to play (none when nobody plays), the stage's words beside it, and
    a row at the end for what else belongs to the turn (a note, a button)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stone = QLabel()
        self.stone.setObjectName("turn_stone")
        self.text = QLabel()
        self.text.setWordWrap(True)
        # Words that wrap differently at each stage never widen the panel (which would move the board).
        self.text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.extras = QHBoxLayout()  # for whatever else the turn needs: a note, a button
        self._colour: int | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stone, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.text, 1)
        layout.addLayout(self.extras)

    @property
    def colour(self) -> int | None:
        """The colour of the stone shown (None: no stone)."""
        return self._colour

    def show_turn(self, text: str, colour: int | None) -> None:
        """Rich `text`, after a stone of `colour` (None: no stone, its room kept)."""
        self.text.setText(text)
        if colour != self._colour or self.stone.pixmap().isNull():
            size = self.fontMetrics().height()
            self.stone.setFixedSize(QSize(size, size))
            if colour is None:
                self.stone.clear()
            else:
                self.stone.setPixmap(stone_pixmap(colour, size, self.devicePixelRatioF()))
            self._colour = colour
