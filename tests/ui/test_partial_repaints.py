"""A step repaints only what it changed, and what is on screen is still what a full repaint
draws: on the board the stones played and captured, the last-move mark, banned points; in the
game tree the old and new current node, and what scrolling brings into view."""

from __future__ import annotations

import pytest
import settling
from PySide6.QtCore import QEvent, QObject, QPoint, QRectF
from PySide6.QtGui import QImage, QPainter, QPaintEvent

from gogui.sgf import parse
from gogui.ui.board_view import paint_board
from gogui.ui.main_window import MainWindow

# Black captures a white stone in the corner, White takes back elsewhere, moves fill the board.
CAPTURES = ("(;GM[1]FF[4]SZ[9];B[ba];W[aa];B[ab];W[ee];B[ff];W[cc];B[dd];W[ca];B[db];W[cb]"
            ";B[da];W[bb];B[ac];W[ea];B[ec];W[fa];B[gb];W[ed];B[fe];W[])")


@pytest.fixture
def shown(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.ask_to_save = lambda: "discard"
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def on_screen(window: MainWindow, widget=None):
    """A widget's pixels (the board's by default) as the window last painted them (the
    backing store, not a repaint)."""
    board = widget or window.board
    top = board.mapTo(window, QPoint(0, 0))
    return window.screen().grabWindow(window.winId(), top.x(), top.y(), board.width(), board.height()).toImage()


def same_picture(shot, full) -> bool:
    """The same pixels, but for the rounding of an antialiased line's edge where a repainted
    part meets the rest (one unit of a colour channel at most)."""
    shot = shot.convertToFormat(full.format())
    if shot.size() != full.size():
        return False
    if shot == full:
        return True
    one, other = bytes(shot.constBits()), bytes(full.constBits())
    width = full.bytesPerLine()
    for start in range(0, len(one), width):
        row, row_other = one[start:start + width], other[start:start + width]
        if row != row_other and max(abs(a - b) for a, b in zip(row, row_other)) > 1:
            return False
    return True


def drawn_afresh(window: MainWindow):
    """The board drawn from nothing, as a first paint draws it (its wood and lines too, which
    the widget keeps between paints)."""
    board = window.board
    image = QImage(board.size() * board.devicePixelRatioF(), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(board.devicePixelRatioF())
    image.fill(board.palette().window().color())
    painter = QPainter(image)
    assert board.state is not None
    paint_board(painter, QRectF(board.rect()), board.state, {})
    painter.end()
    return image


class PaintedAreas(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.areas: list[int] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if isinstance(event, QPaintEvent):
            rects = event.region()  # iterable, though PySide6's stubs do not say so
            self.areas.append(sum(rect.width() * rect.height() for rect in rects))  # type: ignore[attr-defined]
        return False


def settle(qtbot, window: MainWindow) -> None:
    """The node is worked out, and the repaints it asked for are on screen."""
    qtbot.waitUntil(lambda: not window.controller.working_out(), timeout=60000)
    settling.settle()


def steps_painted_right(qtbot, window: MainWindow, viewport, indices: list[int]) -> list[int]:
    """Go to each node in turn; after each, what the viewport shows on screen is what a full
    repaint of it draws. The areas its paints covered, in order."""
    painted = PaintedAreas()
    viewport.installEventFilter(painted)
    for index in indices:
        window.controller.go_to(index)
        settle(qtbot, window)
        full = viewport.grab().toImage()
        assert same_picture(on_screen(window, viewport), full), f"node {index}"
    viewport.removeEventFilter(painted)
    return painted.areas


@pytest.mark.parametrize("source", ["captures", "triple-ko"])
def test_steps_repaint_a_few_points_and_leave_the_whole_board_right(qtbot, shown, source):
    c = shown.controller
    if source == "captures":
        c.open_record(parse(CAPTURES.encode())[0], "captures")
    else:
        shown.open_diagram(source)
    settle(qtbot, shown)
    painted = PaintedAreas()
    shown.board.installEventFilter(painted)
    whole = shown.board.width() * shown.board.height()
    last = len(c.explorer.nodes) - 1
    indices = [*range(1, last + 1), *range(last - 1, -1, -1), last, 0, 3]
    for index in indices:
        c.go_to(index)
        settle(qtbot, shown)
        full = shown.board.grab().toImage()
        assert same_picture(on_screen(shown), full), f"node {index}"
    shown.board.removeEventFilter(painted)
    # Most steps repainted a small part of the board (a jump back to the start repaints it all;
    # the grabs above are whole repaints of their own).
    assert sum(area < whole / 4 for area in painted.areas) >= len(indices) * 2 // 3


def test_a_resized_window_and_a_changed_option_repaint_the_whole_board(qtbot, shown):
    c = shown.controller
    c.open_record(parse(CAPTURES.encode())[0], "captures")
    c.go_to(5)
    settle(qtbot, shown)
    shown.resize(1100, 760)
    settle(qtbot, shown)
    c.go_to(6)
    settle(qtbot, shown)
    full = shown.board.grab().toImage()
    assert same_picture(on_screen(shown), full)
    assert same_picture(full, drawn_afresh(shown))
    shown.toggle_coordinates(False)
    settle(qtbot, shown)
    c.go_to(7)
    settle(qtbot, shown)
    full = shown.board.grab().toImage()
    assert same_picture(on_screen(shown), full)
    assert same_picture(full, drawn_afresh(shown))  # no letters and numbers left around it


def test_the_game_tree_repaints_the_current_node_and_what_scrolls_into_view(qtbot, shown):
    c = shown.controller
    moves = [f";{'BW'[i % 2]}[{chr(97 + i % 19)}{chr(97 + i // 19)}]" for i in range(60)]
    line = f"(;GM[1]FF[4]SZ[19]{''.join(moves[:10])}({''.join(moves[10:])})(;B[ss];W[rr]))"
    c.open_record(parse(line.encode())[0], "line")
    settle(qtbot, shown)
    viewport = shown.tree.viewport()
    areas = steps_painted_right(qtbot, shown, viewport, [*range(1, 40), 20, 0, 55, 54])
    whole = viewport.width() * viewport.height()
    assert sum(area < whole / 3 for area in areas) >= 25


def test_the_matrix_repaints_the_outlined_columns_and_what_scrolls_into_view(qtbot, shown):
    """Stepping with the Whole line tab shown repaints the column outlined before, the new one
    and what scrolling brings into view; what is on screen is still what a full repaint draws."""
    c = shown.controller
    moves = [f";{'BW'[i % 2]}[{chr(97 + i % 19)}{chr(97 + i // 19)}]" for i in range(60)]
    c.open_record(parse(f"(;GM[1]FF[4]SZ[19]{''.join(moves)})".encode())[0], "line")
    shown.panel.setCurrentWidget(shown.panel.matrix_page)
    settle(qtbot, shown)
    viewport = shown.panel.matrix.viewport()
    areas = steps_painted_right(qtbot, shown, viewport, [*range(1, 45), 20, 0, 58, 57])
    whole = viewport.width() * viewport.height()
    assert sum(area < whole / 4 for area in areas) >= 30


def test_a_new_application_font_draws_the_coordinates_afresh(qtbot, shown, qapp):
    """The kept picture of the wood and lines holds the coordinates' letters, drawn in the
    application's font: a new font draws them anew, though the board keeps its size."""
    from PySide6.QtGui import QFont, QFontDatabase

    c = shown.controller
    c.open_record(parse(CAPTURES.encode())[0], "captures")
    c.go_to(3)
    settle(qtbot, shown)
    board = shown.board
    board.setFixedSize(board.size())  # only the font changes
    board.grab()
    old = QFont(qapp.font())
    families = [f for f in QFontDatabase.families() if "Serif" in f and "Sans" not in f]
    if not families:
        pytest.skip("no serif font to change to")
    other = QFont(old)
    other.setFamily(families[0])
    qapp.setFont(other)
    try:
        c.go_to(4)
        settle(qtbot, shown)
        assert same_picture(board.grab().toImage(), drawn_afresh(shown))
    finally:
        qapp.setFont(old)
