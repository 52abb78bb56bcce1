"""A corner diagram is drawn as a corner: large enough to read, clicked where its points are
drawn, and exported as the window draws it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from gogui.ui.board_view import Geometry

TWO_CORNERS = "With a White ko threat Black did not remove"  # the upper left and the lower right


def show_bent_four(qtbot, window, size: tuple[int, int] = (1280, 800), variation: str | None = None) -> Geometry:
    """The window on bent four (its main line, or a variation by name), painted: the board's
    geometry as drawn."""
    window.open_diagram("bent-four")
    if variation is not None:
        root = window.controller.explorer.record.root
        window.controller.show_node(next(child for child in root.children if child.name == variation))
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.board.pending is None and window.board.state is not None)
    window.board.grab()  # paint once so the geometry is known
    return window.board.board_geometry


def stone_radius(image: QImage, centre: QPointF) -> int:
    """How many pixels a black stone reaches up from its centre: dark pixels, counted until the
    board's wood (on a point of the top edge no line runs on above it)."""
    x, y = round(centre.x()), round(centre.y())
    reach = 0
    while y - reach - 1 >= 0 and image.pixelColor(x, y - reach - 1).lightness() < 100:
        reach += 1
    return reach


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)], ids=["1280x800", "1024x700"])
def test_bent_four_s_corner_fills_the_board(qtbot, window, size):
    """Bent four's main line plays in the upper left only (A15-E19): B19's black stone is drawn
    with a radius above a twentieth of the board's width (on the whole 19x19 board it would be
    a fortieth), and the letters and numbers stay the board's own: A-E, 15-19."""
    geo = show_bent_four(qtbot, window, size)
    assert (geo.part.columns, geo.part.rows) == ((0, 1, 2, 3, 4), (14, 15, 16, 17, 18))
    image = window.board.grab().toImage()
    ratio = image.devicePixelRatio()
    radius = stone_radius(image, geo.centre(1, 18) * ratio) / ratio
    assert radius > window.board.width() / 20


def test_a_line_in_two_corners_draws_both_larger_than_the_whole_board(qtbot, window):
    """'With a White ko threat': the upper left and the lower right (O1-T3) are drawn, the
    board cut between them; B19's stone is still well above a 30th of the board's width."""
    geo = show_bent_four(qtbot, window, variation=TWO_CORNERS)
    assert geo.contains(1, 18) and geo.contains(17, 0)  # B19, S1
    assert not geo.contains(15, 16) and not geo.contains(9, 9)  # Q17, K10
    image = window.board.grab().toImage()
    ratio = image.devicePixelRatio()
    assert stone_radius(image, geo.centre(1, 18) * ratio) / ratio > window.board.width() / 30


def test_a_click_in_a_cut_view_plays_at_the_point_drawn_there(qtbot, window):
    """In the two corners, a click on R1 (the lower right, across the cut) is R1 and one on C17
    is C17; a click where Q17 would be (a view this line does not use) or in the cut between
    E17 and O17 reports no point."""
    geo = show_bent_four(qtbot, window, variation=TWO_CORNERS)
    board = window.board
    for (x, y), name in (((16, 0), "R1"), ((2, 16), "C17")):
        with qtbot.waitSignal(board.pointClicked, timeout=1000) as blocker:
            qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=geo.centre(x, y).toPoint())
        assert blocker.args == [name]
    in_the_cut = QPointF((geo.column_x(4) + geo.column_x(13)) / 2, geo.row_y(16))
    for pos in (geo.centre(15, 16), in_the_cut):
        with qtbot.assertNotEmitted(board.pointClicked):
            qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos.toPoint())


def test_png_and_svg_export_draw_the_corner(qtbot, window, tmp_path):
    """The exported board (400 pixels square) draws bent four's corner as the window does:
    B19's stone more than a twentieth of the picture wide, in the PNG and in the SVG."""
    from PySide6.QtSvg import QSvgRenderer

    show_bent_four(qtbot, window)
    state = window.controller.explorer.board_state()
    geo = Geometry.fit(QRectF(0, 0, 400, 400), state.size, state.coordinates, state.view)
    png = window.export.board_image(400)
    assert stone_radius(png, geo.centre(1, 18)) > 400 / 20
    assert window.export.write_svg(str(tmp_path / "board.svg"), 400)
    svg = QImage(400, 400, QImage.Format.Format_ARGB32)
    svg.fill(0xFFFFFFFF)
    painter = QPainter(svg)
    QSvgRenderer(str(tmp_path / "board.svg")).render(painter, QRectF(0, 0, 400, 400))
    painter.end()
    assert stone_radius(svg, geo.centre(1, 18)) > 400 / 20


def test_copy_as_ascii_gives_the_corner_framed_on_its_two_edges(qtbot, window):
    """Bent four's corner as text: the top and left edges are the board's own, framed; the
    right and bottom sides are cut, open."""
    from PySide6.QtGui import QGuiApplication

    show_bent_four(qtbot, window)
    window.export.copy_ascii()
    assert QGuiApplication.clipboard().text().splitlines()[1:] == [
        "$$ +----------",
        "$$ | . X . O X",
        "$$ | X O O O X",
        "$$ | . O O O X",
        "$$ | O O O O X",
        "$$ | X X X X X",
    ]


def test_a_step_in_a_cut_view_repaints_the_point_that_changed():
    """A step repaints only the changed points' cells: across the cut (bent four's upper left
    and lower right) each drawn point's cell gives back that point and its drawn neighbours,
    never a point outside the view."""
    from PySide6.QtGui import QRegion

    from gogui.board_part import BoardPart

    part = BoardPart(19, ((0, 14, 4, 18), (13, 0, 18, 2)))
    geo = Geometry.fit(QRectF(0, 0, 548, 548), 19, True, part)
    for x0, y0, x1, y1 in part.rectangles:
        for x in range(x0, x1 + 1):
            for y in range(y0, y1 + 1):
                found = geo.points_in(QRegion(geo.cell(x, y)))
                assert (x, y) in found
                assert all(part.contains(*p) and abs(p[0] - x) <= 1 and abs(p[1] - y) <= 1 for p in found)
                assert geo.point_at(geo.centre(x, y)) == (x, y)
