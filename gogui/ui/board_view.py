"""The Go board: one painter for the window, PNG and SVG export, and the widget that shows it."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
    QRegion,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ..board_marks import NO_MARKS, BoardMarks
from ..board_part import BoardPart, margin_steps, step_to_fit, whole_board
from ..engine.board import BLACK, COLUMN_LETTERS, VERTEX_NAMES, WHITE
from ..explorer import BoardDrawing, BoardState
from .override_errors import guarded
from .palette import board_colour

WOOD = QColor(220, 179, 92)
PAPER = QColor(255, 255, 255)  # the board printed in black and white
LINE = QColor(40, 30, 10)
# Learn mode's marks: the point asked about, the region counted, the answer and the learner's points.
ASKED = QColor(25, 100, 210)
REGION = QColor(25, 100, 210, 55)
ANSWER = QColor(30, 140, 50)
CHOSEN = QColor(235, 120, 0)


@dataclass(frozen=True)
class Geometry:
    """Where the board's points lie inside a rectangle: the whole board, or the part of it a
    diagram shows (a BoardPart: its columns and rows, cut where views lie apart)."""

    left: float
    top: float
    step: float
    size: int
    part: BoardPart
    # Each drawn column's and row's distance from the left and from the top, in steps
    across: dict[int, float]
    down: dict[int, float]

    @classmethod
    def fit(cls, rect: QRectF, size: int, coordinates: bool, view: BoardPart | None = None) -> Geometry:
        part = view if view is not None else whole_board(size)
        across = part.column_offsets()
        width, height = part.extent()
        down = {y: height - offset for y, offset in part.row_offsets().items()}
        step = step_to_fit(part, rect.width(), rect.height(), coordinates)
        left = rect.left() + (rect.width() - step * width) / 2
        top = rect.top() + (rect.height() - step * height) / 2
        return cls(left, top, step, size, part, across, down)

    @property
    def width(self) -> float:
        """From the first drawn column to the last, in pixels."""
        return self.across[self.part.columns[-1]] * self.step

    @property
    def height(self) -> float:
        """From the top drawn row to the bottom one, in pixels."""
        return self.down[self.part.rows[0]] * self.step

    def contains(self, x: int, y: int) -> bool:
        """Whether the point is drawn (inside the view)."""
        return self.part.contains(x, y)

    def column_x(self, x: int) -> float:
        """Where column x (0 = A) lies, in pixels from the left; one not drawn lies where it
        would, counted on from the drawn column before it (or after it, before the first)."""
        return self.left + _placed(self.across, x) * self.step

    def row_y(self, y: int) -> float:
        """Where row y (0 = the bottom row) lies, in pixels from the top (one not drawn: as
        column_x)."""
        if y in self.down:
            return self.top + self.down[y] * self.step
        return self.top - _placed({row: -at for row, at in self.down.items()}, y) * self.step

    def centre(self, x: int, y: int) -> QPointF:
        """Pixel centre of the point in column x (0 = A) and row y (0 = the bottom row)."""
        return QPointF(self.column_x(x), self.row_y(y))

    def point_at(self, pos: QPointF) -> tuple[int, int] | None:
        """The drawn point within half a step of pos, if any (a cut or the margin has none)."""
        x = _nearest(self.across, (pos.x() - self.left) / self.step)
        y = _nearest(self.down, (pos.y() - self.top) / self.step)
        if x is None or y is None or not self.part.contains(x, y):
            return None
        return x, y

    def cell(self, x: int, y: int) -> QRect:
        """The pixels a point's drawing may touch: its square, and the few pixels a stone's
        edge runs over into its neighbours."""
        c = self.centre(x, y)
        half = self.step / 2 + CELL_OVERRUN
        return QRect(int(c.x() - half), int(c.y() - half), int(2 * half) + 2, int(2 * half) + 2)

    def points_in(self, region: QRegion) -> set[tuple[int, int]]:
        """The points (inside the view) whose cell meets the region."""
        half = self.step / 2 + CELL_OVERRUN + 1
        step, left, top = self.step, self.left, self.top
        points: set[tuple[int, int]] = set()
        for rect in region:  # type: ignore[attr-defined]  # PySide6 iterates a QRegion's rectangles; its stubs do not say so
            # The columns whose centre lies within half a cell (and the overrun) of the
            # rectangle, and the rows likewise; a point on the very edge is taken in.
            columns = [x for x, at in self.across.items()
                       if rect.left() - half - 1e-9 <= left + at * step <= rect.right() + 1 + half + 1e-9]
            rows = [y for y, at in self.down.items()
                    if rect.top() - half - 1e-9 <= top + at * step <= rect.bottom() + 1 + half + 1e-9]
            points.update((x, y) for x in columns for y in rows if self.part.contains(x, y))
        return points


def _placed(placed: dict[int, float], line: int) -> float:
    """A line's offset: a drawn line's own, or counted on by one per line from the nearest
    drawn line before it (after it, for a line before the first)."""
    if line in placed:
        return placed[line]
    before = [drawn for drawn in placed if drawn < line]
    nearest = max(before) if before else min(placed)
    return placed[nearest] + (line - nearest)


def _nearest(placed: dict[int, float], at: float) -> int | None:
    """The line drawn within half a step of `at` (in steps), if any."""
    line, offset = min(placed.items(), key=lambda item: abs(item[1] - at))
    return line if abs(offset - at) <= 0.5 else None


# How far past its square a point's drawing may reach, in pixels (a stone's pixmap is 4 wider).
CELL_OVERRUN = 3


def vertex_xy(vertex: str) -> tuple[int, int]:
    return COLUMN_LETTERS.index(vertex[0].upper()), int(vertex[1:]) - 1


def xy_vertex(x: int, y: int) -> str:
    return VERTEX_NAMES[x][y]


def star_points(size: int) -> list[tuple[int, int]]:
    if size < 7:
        return []
    edge = 2 if size < 13 else 3
    far = size - 1 - edge
    points = [(edge, edge), (edge, far), (far, edge), (far, far)]
    if size % 2 == 1 and size >= 9:
        mid = size // 2
        points.append((mid, mid))
        if size >= 15:
            points += [(edge, mid), (far, mid), (mid, edge), (mid, far)]
    return points


def paint_background(painter: QPainter, rect: QRectF, state: BoardState) -> None:
    """The board without what stands on its points: the wood, the lines, the star points and
    the coordinates, as paint_board draws them into rect."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _paint_wood(painter, Geometry.fit(rect, state.size, state.coordinates, state.view), state)
    painter.restore()


def _paint_wood(painter: QPainter, geo: Geometry, state: BoardState) -> None:
    size, step, part = state.size, geo.step, geo.part
    margin = margin_steps(state.coordinates) * step
    wood = QRectF(geo.left - margin, geo.top - margin, geo.width + 2 * margin, geo.height + 2 * margin)
    painter.fillRect(wood, PAPER if state.black_and_white else WOOD)
    line_colour = QColor(0, 0, 0) if state.black_and_white else LINE
    painter.save()
    painter.setClipRect(wood, Qt.ClipOperation.IntersectClip)
    painter.setPen(QPen(line_colour, max(1.0, step / 28)))
    # Each view's lines; where a view ends inside the board the lines run on a little (the
    # board goes on there), and the board's own edges are drawn as edges.
    more = step * 0.45
    for x0, y0, x1, y1 in part.rectangles:
        left_end = geo.column_x(x0) - (more if x0 > 0 else 0)
        right_end = geo.column_x(x1) + (more if x1 < size - 1 else 0)
        top_end = geo.row_y(y1) - (more if y1 < size - 1 else 0)
        bottom_end = geo.row_y(y0) + (more if y0 > 0 else 0)
        for x in range(x0, x1 + 1):
            painter.drawLine(QPointF(geo.column_x(x), top_end), QPointF(geo.column_x(x), bottom_end))
        for y in range(y0, y1 + 1):
            painter.drawLine(QPointF(left_end, geo.row_y(y)), QPointF(right_end, geo.row_y(y)))
    painter.setBrush(line_colour)
    for x, y in star_points(size):
        if geo.contains(x, y):
            painter.drawEllipse(geo.centre(x, y), step * 0.1, step * 0.1)
    if state.coordinates:
        # The whole board's letters and numbers, on the drawn lines only.
        font = QFont()
        font.setPixelSize(max(6, int(step * 0.36)))
        painter.setFont(font)
        painter.setPen(line_colour)
        for x in part.columns:
            for y_pos in (geo.top - step * 0.8, geo.top + geo.height + step * 0.8):
                c = QPointF(geo.column_x(x), y_pos)
                painter.drawText(QRectF(c.x() - step / 2, c.y() - step / 2, step, step),
                                 Qt.AlignmentFlag.AlignCenter, COLUMN_LETTERS[x])
        for y in part.rows:
            for x_pos in (geo.left - step * 0.85, geo.left + geo.width + step * 0.85):
                c = QPointF(x_pos, geo.row_y(y))
                painter.drawText(QRectF(c.x() - step / 2, c.y() - step / 2, step, step),
                                 Qt.AlignmentFlag.AlignCenter, str(y + 1))
    painter.restore()


def paint_board(painter: QPainter, rect: QRectF, state: BoardState,
                stone_cache: dict | None = None, region: QRegion | None = None,
                background: QPixmap | None = None, answers_hidden: bool = False,
                marks: BoardMarks = NO_MARKS) -> Geometry:
    """Draw the board into rect; the same code serves the widget, PNG and SVG export.

    With a stone_cache (the widget passes one) each stone is drawn once per size as a pixmap
    and then copied; without one (export) every stone is drawn as vector shapes. With a
    region (a widget's paint of a few changed points), only the points whose cells meet it
    are drawn (the painter is clipped to the region). With a background (paint_background's
    drawing of this rect and state, which the widget keeps) it is copied instead of drawing
    the wood, the lines and the coordinates again. With answers_hidden (Learn mode asking a
    question) nothing tells the answer: no crosses, no crossed-out move (the stone stands as
    played), no territory or dead stones. Learn mode's marks go over the position.
    """
    size = state.size
    geo = Geometry.fit(rect, size, state.coordinates, state.view)
    only = geo.points_in(region) if region is not None else None

    def drawn(x: int, y: int) -> bool:
        return geo.contains(x, y) and (only is None or (x, y) in only)
    step = geo.step
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if background is not None:
        painter.drawPixmap(rect.topLeft(), background)
    else:
        _paint_wood(painter, geo, state)
    radius = step * 0.48
    for vertex in marks.region:
        x, y = vertex_xy(vertex)
        if drawn(x, y):
            c = geo.centre(x, y)
            painter.fillRect(QRectF(c.x() - step / 2, c.y() - step / 2, step, step), REGION)
    if only is None:
        stones = state.stones()
    else:  # the few points of a step, in the order stones() gives them
        stones = ((x, y, vertex, colour) for y, x in sorted((y, x) for x, y in only)
                  for vertex in (VERTEX_NAMES[x][y],) if (colour := state.stone(vertex)))
    for x, y, vertex, colour in stones:
        if not drawn(x, y):
            continue
        faded = vertex in state.dead and not answers_hidden
        if faded:
            painter.setOpacity(0.45)
        if state.black_and_white:
            _flat_stone(painter, geo.centre(x, y), radius, colour)
        elif stone_cache is None:
            _stone(painter, geo.centre(x, y), radius, colour)
        else:
            _cached_stone(painter, geo.centre(x, y), radius, colour, stone_cache)
        if faded:
            painter.setOpacity(1.0)
    for vertex, owner in ({} if answers_hidden else state.territory).items():
        x, y = vertex_xy(vertex)
        if not drawn(x, y):
            continue
        c = geo.centre(x, y)
        side = step * 0.32
        painter.setPen(QPen(QColor(90, 90, 90), max(0.5, step / 40)))
        painter.setBrush(QColor(20, 20, 20) if owner == BLACK else QColor(250, 250, 250))
        painter.drawRect(QRectF(c.x() - side / 2, c.y() - side / 2, side, side))
    if state.ghost is not None:
        vertex, colour = state.ghost
        x, y = vertex_xy(vertex)
        painter.setOpacity(0.45)
        _stone(painter, geo.centre(x, y), radius, colour)
        painter.setOpacity(1.0)
    for vertex in ({} if answers_hidden else state.banned):
        x, y = vertex_xy(vertex)
        if not drawn(x, y):
            continue
        c = geo.centre(x, y)
        d = step * 0.16
        painter.setPen(QPen(board_colour("forbidden"), max(1.0, step / 16)))
        painter.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d))
        painter.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d))
    if state.attempted is not None:
        vertex, colour = state.attempted
        x, y = vertex_xy(vertex)
        c = geo.centre(x, y)
        if answers_hidden:  # as the rulesets that allow it see it
            _stone(painter, c, radius, colour)
            return _finish(painter, rect, geo, state, drawn, marks)
        painter.setOpacity(0.6)
        _stone(painter, c, radius, colour)
        painter.setOpacity(1.0)
        painter.setPen(QPen(board_colour("illegal_move"), max(2.0, step / 9)))
        d = radius * 0.75
        painter.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d))
        painter.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d))
    return _finish(painter, rect, geo, state, drawn, marks)


def board_svg_bytes(state: BoardState | None, width: int, height: int, title: str = "",
                    marks: BoardMarks = NO_MARKS, answers_hidden: bool = False) -> bytes:
    """The board drawn by paint_board as an SVG document of width x height pixels (as vectors;
    an empty picture for no state). It is drawn into memory: the caller writes it, and can say
    why writing failed, which Qt's generator would only log."""
    from PySide6.QtCore import QBuffer, QIODevice
    from PySide6.QtSvg import QSvgGenerator

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(width, height))
    generator.setViewBox(QRectF(0, 0, width, height))
    if title:
        generator.setTitle(title)
    painter = QPainter(generator)
    if state is not None:
        paint_board(painter, QRectF(0, 0, width, height), state, answers_hidden=answers_hidden, marks=marks)
    painter.end()
    return bytes(buffer.data().data())


def _finish(painter: QPainter, rect: QRectF, geo: Geometry, state: BoardState, drawn, marks: BoardMarks) -> Geometry:
    """The record's markup, Learn mode's marks and the board's note over the stones; the painter
    restored."""
    _markup(painter, geo, state, drawn)
    if marks:
        _learn_marks(painter, geo, drawn, marks)
    if state.note is not None:
        _paint_note(painter, rect, state.note, geo.step)
    painter.restore()
    return geo


def _paint_note(painter: QPainter, rect: QRectF, note: str, step: float) -> None:
    """A note across the top of the board, over its margin: why the board shows what it shows."""
    font = QFont(painter.font())
    font.setPixelSize(max(11, min(16, round(step * 0.4))))
    painter.setFont(font)
    pad = max(4.0, step * 0.12)
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    width = rect.width() - 4 * pad
    text = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), flags, note)
    band = QRectF(rect.left() + pad, rect.top() + pad, rect.width() - 2 * pad, text.height() + 2 * pad)
    background = board_colour("note_background")
    background.setAlpha(235)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(background)
    painter.drawRoundedRect(band, pad, pad)
    painter.setPen(board_colour("note_text"))
    painter.drawText(band.adjusted(pad, pad, -pad, -pad), flags, note)


def _learn_marks(painter: QPainter, geo: Geometry, drawn, marks: BoardMarks) -> None:
    """The move asked about as a ringed translucent stone, points pointed at as triangles, the
    answer's points ringed in green and the learner's boxed in orange."""
    step = geo.step
    pen_width = max(2.0, step / 10)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if marks.ghost is not None and drawn(*vertex_xy(marks.ghost[0])):
        c = geo.centre(*vertex_xy(marks.ghost[0]))
        painter.setOpacity(0.55)
        _stone(painter, c, step * 0.48, marks.ghost[1])
        painter.setOpacity(1.0)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ASKED, pen_width))
        painter.drawEllipse(c, step * 0.5, step * 0.5)
        painter.drawEllipse(c, step * 0.12, step * 0.12)
    r = step * 0.3
    for vertex in marks.marked:
        if drawn(*vertex_xy(vertex)) and (marks.ghost is None or vertex != marks.ghost[0]):
            c = geo.centre(*vertex_xy(vertex))
            painter.setPen(QPen(ASKED, pen_width))
            painter.drawPolygon([QPointF(c.x(), c.y() - r), QPointF(c.x() + r * 0.87, c.y() + r / 2),
                                 QPointF(c.x() - r * 0.87, c.y() + r / 2)])
    for vertex in marks.answer:
        if drawn(*vertex_xy(vertex)):
            painter.setPen(QPen(ANSWER, pen_width))
            painter.drawEllipse(geo.centre(*vertex_xy(vertex)), step * 0.4, step * 0.4)
    for vertex in marks.chosen:
        if drawn(*vertex_xy(vertex)):
            c = geo.centre(*vertex_xy(vertex))
            painter.setPen(QPen(CHOSEN, pen_width))
            painter.drawRect(QRectF(c.x() - step * 0.27, c.y() - step * 0.27, step * 0.54, step * 0.54))


def _flat_stone(painter: QPainter, centre: QPointF, radius: float, colour: int) -> None:
    """A stone for print: black, or white with a black outline."""
    painter.setPen(QPen(QColor(0, 0, 0), max(1.0, radius / 12)))
    painter.setBrush(QColor(0, 0, 0) if colour == BLACK else PAPER)
    painter.drawEllipse(centre, radius * 0.96, radius * 0.96)


def _stone(painter: QPainter, centre: QPointF, radius: float, colour: int) -> None:
    gradient = QRadialGradient(centre.x() - radius * 0.35, centre.y() - radius * 0.35, radius * 1.3)
    if colour == BLACK:
        gradient.setColorAt(0, QColor(90, 90, 90))
        gradient.setColorAt(1, QColor(10, 10, 10))
        painter.setPen(QPen(QColor(0, 0, 0), max(0.5, radius / 20)))
    else:
        gradient.setColorAt(0, QColor(255, 255, 255))
        gradient.setColorAt(1, QColor(205, 205, 200))
        painter.setPen(QPen(QColor(60, 60, 60), max(0.5, radius / 20)))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(centre, radius, radius)


def _cached_stone(painter: QPainter, centre: QPointF, radius: float, colour: int, cache: dict) -> None:
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    key = (colour, round(radius * 4), ratio)
    pixmap = cache.get(key)
    side = int(radius * 2 + 4)
    if pixmap is None:
        if len(cache) > 16:
            cache.clear()
        pixmap = QPixmap(int(side * ratio), int(side * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        stone_painter = QPainter(pixmap)
        stone_painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        _stone(stone_painter, QPointF(side / 2, side / 2), radius, colour)
        stone_painter.end()
        cache[key] = pixmap
    painter.drawPixmap(QPointF(centre.x() - side / 2, centre.y() - side / 2), pixmap)


def _contrast(state: BoardState, vertex: str) -> QColor:
    return QColor(255, 255, 255) if state.stone(vertex) == BLACK else QColor(0, 0, 0)


def _markup(painter: QPainter, geo: Geometry, state: BoardState, drawn) -> None:
    step = geo.step
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if state.last_move is not None and state.last_move not in state.numbers and drawn(*vertex_xy(state.last_move)):
        x, y = vertex_xy(state.last_move)
        painter.setPen(QPen(_contrast(state, state.last_move), max(1.5, step / 14)))
        painter.drawEllipse(geo.centre(x, y), step * 0.2, step * 0.2)
    font = QFont()
    font.setPixelSize(max(6, int(step * 0.42)))
    font.setBold(True)
    painter.setFont(font)
    texts = [(v, str(n)) for v, n in state.numbers.items()] + list(state.labels)
    metrics = QFontMetricsF(font)
    for vertex, text in texts:
        x, y = vertex_xy(vertex)
        if not drawn(x, y):
            continue
        c = geo.centre(x, y)
        # A label wider than a point (a teacher's text) is centred on it and runs over its
        # neighbours, on a background of its own width.
        width = max(step, metrics.horizontalAdvance(text) + step * 0.2)
        box = QRectF(c.x() - width / 2, c.y() - step / 2, width, step)
        if not state.stone(vertex):
            back = max(step * 0.6, width - step * 0.1)
            painter.fillRect(QRectF(c.x() - back / 2, c.y() - step * 0.3, back, step * 0.6),
                             PAPER if state.black_and_white else WOOD)
        painter.setPen(_contrast(state, vertex))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, text)
    r = step * 0.28
    for kind, vertices in state.markup.items():
        for vertex in vertices:
            x, y = vertex_xy(vertex)
            if not drawn(x, y):
                continue
            c = geo.centre(x, y)
            painter.setPen(QPen(_contrast(state, vertex), max(1.5, step / 14)))
            if kind == "TR":
                painter.drawPolygon([QPointF(c.x(), c.y() - r), QPointF(c.x() + r * 0.87, c.y() + r / 2),
                                     QPointF(c.x() - r * 0.87, c.y() + r / 2)])
            elif kind == "SQ":
                painter.drawRect(QRectF(c.x() - r * 0.75, c.y() - r * 0.75, r * 1.5, r * 1.5))
            elif kind == "CR":
                painter.drawEllipse(c, r * 0.8, r * 0.8)
            elif kind == "MA":
                painter.drawLine(QPointF(c.x() - r * 0.7, c.y() - r * 0.7), QPointF(c.x() + r * 0.7, c.y() + r * 0.7))
                painter.drawLine(QPointF(c.x() - r * 0.7, c.y() + r * 0.7), QPointF(c.x() + r * 0.7, c.y() - r * 0.7))


def board_ascii(state: BoardState, to_move: int | None = None, title: str = "") -> str:
    """A Sensei's Library style diagram of the board: $$ lines framed by + - |, X and O for the
    stones, , for the star points, and a first line naming the player to move. A diagram's
    view (SGF VW) gives the rectangle around its drawn views, framed only where the board's
    own edges are (a corner diagram is framed on two sides)."""
    size = state.size
    stars = set(star_points(size))
    part = state.view if state.view is not None else whole_board(size)
    x0, x1 = part.columns[0], part.columns[-1]
    y0, y1 = part.rows[0], part.rows[-1]
    left, right = x0 == 0, x1 == size - 1
    border = "$$ " + ("+-" if left else "") + "-" * (2 * (x1 - x0) + 1) + ("-+" if right else "")
    head = "$$" + ("B" if to_move == BLACK else "W" if to_move == WHITE else "") + (f" {title}" if title else "")
    out = [head] + ([border] if y1 == size - 1 else [])
    for y in range(y1, y0 - 1, -1):
        row = []
        for x in range(x0, x1 + 1):
            colour = state.stone(xy_vertex(x, y))
            row.append("X" if colour == BLACK else "O" if colour == WHITE else "," if (x, y) in stars else ".")
        out.append("$$ " + ("| " if left else "") + " ".join(row) + (" |" if right else ""))
    if y0 == 0:
        out.append(border)
    return "\n".join(out)


class BoardWidget(QWidget):
    """Shows a BoardState and reports clicks on points; it never changes a game itself."""

    pointClicked = Signal(str)
    # A click on a point of the veiled board while the node to show is worked out: it plays
    # nothing, the position under the veil being another node's.
    clickedWhilePending = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state: BoardState | None = None
        self.ghost_colour: int | None = None
        # Learn mode: whether what would tell a question's answer is left out, and its marks.
        self.answers_hidden = False
        self.marks: BoardMarks = NO_MARKS
        # A note over a veiled board while the node to show is still being worked out.
        self.pending: str | None = None
        self._geometry: Geometry | None = None
        self._painted_size = QSize()
        self._drawn: BoardDrawing | None = None  # what show_state last drew
        self._stone_cache: dict = {}
        # The wood, lines and coordinates as last drawn, and what they were drawn for: a step
        # copies them instead of drawing them again.
        self._background: tuple[tuple, QPixmap] | None = None
        self.setMouseTracking(True)
        self.setMinimumSize(240, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(640, 640)

    def show_state(self, state: BoardState) -> None:
        """Show a position: a step repaints only the points whose drawing changed (a move, its
        captures, the last-move mark, the points banned for the player to move), anything
        else the whole board."""
        drawn = BoardDrawing.of(state)
        changed = self._changed_points(drawn)
        self.state = state
        self._drawn = drawn
        if changed is None:
            self.update()
        elif changed:
            geo = self._geometry
            assert geo is not None  # _changed_points needs a painted board
            region = QRegion()
            for vertex in changed:
                x, y = vertex_xy(vertex)
                if geo.contains(x, y):
                    region = region.united(geo.cell(x, y))
            self.update(region)

    def set_learning(self, answers_hidden: bool, marks: BoardMarks = NO_MARKS) -> None:
        """Learn mode: hide what would tell the answer (crosses, a crossed-out move, the count)
        or show it again, and draw its marks over the position (NO_MARKS: none)."""
        if (answers_hidden, marks) != (self.answers_hidden, self.marks):
            self.answers_hidden = answers_hidden
            self.marks = marks
            self.update()

    def vertex_at(self, pos: QPointF) -> str | None:
        """The point under a position in the widget (as last painted), None off the board."""
        return self._vertex_at(pos)

    def point_centre(self, vertex: str) -> QPoint:
        """Where a point of the board lies in the widget, as last painted (paint it first)."""
        assert self._geometry is not None, "the board has not been painted yet"
        return self._geometry.centre(*vertex_xy(vertex)).toPoint()

    @property
    def board_geometry(self) -> Geometry | None:
        """Where the board's points lie in the widget, as last painted (None before)."""
        return self._geometry

    def _changed_points(self, drawn: BoardDrawing) -> set[str] | None:
        """The points whose drawing differs from the board painted last (None: repaint it all)."""
        old = self._drawn
        if self.marks or self.answers_hidden:
            return None  # marks and hidden answers are drawn over the whole board
        if (old is None or self._geometry is None or self.pending is not None
                or self._painted_size != self.size()):
            return None
        if self.state is not None and self.state.ghost is not None:
            return None  # the mouse's ghost stone, drawn since
        return old.changed_points(drawn)

    def set_pending(self, note: str | None) -> None:
        """Veil the board under a note while the node to show is worked out (None: lift it).
        The position under the veil is the one shown before; clicks wait until it is lifted."""
        if note != self.pending:
            self.pending = note
            self.update()

    @guarded
    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        if self.state is None:
            painter.fillRect(self.rect(), self.palette().window())
        else:
            region = event.region()
            whole = region.rectCount() == 1 and region.boundingRect().contains(self.rect())
            self._geometry = paint_board(painter, QRectF(self.rect()), self.state, self._stone_cache,
                                         None if whole else region, self._background_for(self.state),
                                         self.answers_hidden, self.marks)
            self._painted_size = self.size()
        if self.pending is not None:
            veil = QColor(self.palette().window().color())
            veil.setAlpha(225)
            painter.fillRect(self.rect(), veil)
            painter.setPen(self.palette().windowText().color())
            margin = self.rect().width() // 8
            painter.drawText(self.rect().adjusted(margin, 0, -margin, 0),
                             int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.pending)
        painter.end()

    def _background_for(self, state: BoardState) -> QPixmap:
        """The window's colour with the board's wood, lines and coordinates for this size of
        the widget and this state, drawn once and then kept."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, self.palette().window().color().rgba(), state.size,
               state.coordinates, state.view, state.black_and_white, QFont().key())  # the letters' font
        if self._background is None or self._background[0] != key:
            pixmap = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(self.palette().window().color())
            painter = QPainter(pixmap)
            paint_background(painter, QRectF(self.rect()), state)
            painter.end()
            self._background = (key, pixmap)
        return self._background[1]

    def _vertex_at(self, pos: QPointF) -> str | None:
        if self._geometry is None or self.state is None:
            return None
        xy = self._geometry.point_at(pos)
        return None if xy is None else xy_vertex(*xy)

    @guarded
    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        vertex = self._vertex_at(event.position())
        state = self.state
        if state is None or self.pending is not None:
            return
        ghost = None
        if vertex is not None and self.ghost_colour is not None and not state.stone(vertex) and \
                (self.answers_hidden or vertex not in state.banned):
            ghost = (vertex, self.ghost_colour)
        if ghost != state.ghost:
            state.ghost = ghost
            self.update()
        if vertex is not None and vertex in state.banned and not self.answers_hidden:
            QToolTip.showText(event.globalPosition().toPoint(), state.banned[vertex], self)
        else:
            QToolTip.hideText()

    @guarded
    def leaveEvent(self, event) -> None:  # noqa: N802
        if self.state is not None and self.state.ghost is not None:
            self.state.ghost = None
            self.update()

    @guarded
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        vertex = self._vertex_at(event.position())
        if event.button() != Qt.MouseButton.LeftButton or vertex is None:
            return
        if self.pending is not None:
            self.clickedWhilePending.emit(vertex)
        else:
            self.pointClicked.emit(vertex)
