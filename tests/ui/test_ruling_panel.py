"""A learner can read every ruling: wrapped verdicts, the details pane, the matrix and its legend."""

from __future__ import annotations

import itertools

import pytest
import settling
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPalette

from gogui.engine import PRESETS
from gogui.ui.main_window import MainWindow
from gogui.ui.palette import status_styles


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.ask_to_save = lambda: "discard"
    win.open_diagram("triple-ko")
    return win


def show_at(qtbot, window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    window.grab()  # lay everything out


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)], ids=["1280x800", "1024x700"])
def test_every_preset_s_name_and_verdict_is_shown_whole(qtbot, window, size):
    """Triple ko, move 6: the longest verdicts ("not reached: move 2 was illegal") and names
    ("Renaissance (territory with pass stones, B)") wrap inside their cells, none cut short."""
    window.controller.go_to(6)
    show_at(qtbot, window, *size)
    table = window.panel.rulings
    assert table.rowCount() == len(PRESETS)
    for row in range(table.rowCount()):
        for column in range(2):
            item = table.item(row, column)
            cell = table.visualRect(table.model().index(row, column))
            needed = QFontMetrics(item.font()).boundingRect(
                QRect(0, 0, cell.width() - 8, 10_000), int(Qt.TextFlag.TextWordWrap), item.text())
            assert needed.width() <= cell.width() - 8 and needed.height() <= cell.height(), item.text()
    # Every row is on screen without scrolling.
    last = table.visualRect(table.model().index(table.rowCount() - 1, 0))
    assert last.bottom() <= table.viewport().height()


def test_the_details_pane_gives_the_selected_preset_s_full_reason(qtbot, window):
    window.controller.go_to(6)
    show_at(qtbot, window, 1280, 800)
    names = [window.panel.rulings.item(r, 0).text() for r in range(window.panel.rulings.rowCount())]
    window.panel.rulings.setCurrentCell(names.index("AGA"), 0)
    text = window.panel.details.text()
    assert "AGA: \u2717 illegal: situational superko" in text
    assert "situational superko forbids it under AGA" in text
    # The rule it applies, in the ruleset's own terms, and where that is written.
    assert "The rule:" in text and "shared/" not in text
    # A preset whose line stopped earlier says where and why.
    window.panel.rulings.setCurrentCell(names.index("Ing SST"), 0)
    text = window.panel.details.text()
    assert "not reached: move 2 was illegal" in text
    assert "Under Ing SST the line did not get this far. At move 2:" in text and "hot stones" in text


def test_the_matrix_has_a_symbol_per_status_a_legend_and_all_rows_at_1280x800(qtbot, window):
    show_at(qtbot, window, 1280, 800)
    window.panel.setCurrentWidget(window.panel.matrix_page)
    window.controller.go_to(6)
    window.grab()
    legend = window.panel.matrix_legend.text()
    for style in status_styles().values():
        assert style.symbol in legend
    for word in ("legal", "illegal", "play&nbsp;stops", "game&nbsp;ends", "not&nbsp;reached", "current&nbsp;move"):
        assert word in legend
    matrix = window.panel.matrix
    last_row = matrix.visualRect(matrix.model().index(len(PRESETS) - 1, 6))
    assert last_row.isValid() and last_row.bottom() <= matrix.viewport().height()
    # The current move's column stays in view and keeps its own colours: nothing is selected.
    assert matrix.viewport().rect().contains(matrix.visualRect(matrix.model().index(0, 6)))
    assert not matrix.selectionModel().hasSelection()
    # AGA's cell at move 6 (superko) is drawn in the illegal colour with its symbol in the middle.
    illegal = status_styles()["illegal"]
    cell = matrix.visualRect(matrix.model().index(list(PRESETS).index("aga"), 6))
    picture = matrix.viewport().grab().toImage()
    assert picture.pixelColor(cell.left() + cell.width() // 4, cell.center().y()) == illegal.background
    symbol = {picture.pixelColor(x, y).name() for x in range(cell.left() + 4, cell.right() - 3)
              for y in range(cell.top() + 2, cell.bottom() - 1)} - {illegal.background.name()}
    assert len(symbol) > 3  # the symbol's strokes and their antialiased edges


def test_a_dark_system_palette_gets_the_dark_status_colours(qtbot, window, qapp):
    show_at(qtbot, window, 1280, 800)
    window.controller.go_to(6)
    original = qapp.palette()
    dark = QPalette(original)
    dark.setColor(QPalette.ColorRole.Window, QColor(35, 35, 35))
    dark.setColor(QPalette.ColorRole.WindowText, QColor(235, 235, 235))
    dark.setColor(QPalette.ColorRole.Base, QColor(25, 25, 25))
    dark.setColor(QPalette.ColorRole.Text, QColor(235, 235, 235))
    try:
        qapp.setPalette(dark)
        settling.settle()
        styles = status_styles(dark=True)
        names = [window.panel.rulings.item(r, 0).text() for r in range(window.panel.rulings.rowCount())]
        aga = window.panel.rulings.item(names.index("AGA"), 1)
        assert aga.background().color() == styles["illegal"].background
        assert aga.foreground().color() == styles["illegal"].text
        model = window.panel.matrix.model()
        assert model.data(model.index(list(PRESETS).index("aga"), 6),
                          Qt.ItemDataRole.BackgroundRole) == styles["illegal"].background
    finally:
        qapp.setPalette(original)


def test_each_panel_row_leads_to_its_ruleset_s_page_of_the_reference(qtbot, window):
    show_at(qtbot, window, 1280, 800)
    names = [window.panel.rulings.item(r, 0).text() for r in range(window.panel.rulings.rowCount())]
    menu = window.panel.ruling_menu(names.index("New Zealand"))
    [about] = menu.actions()
    assert about.text() == "About New Zealand..."
    about.trigger()
    reference = window.rulesets.reference
    assert reference.isVisible()
    page = reference.page.toPlainText()
    assert page.startswith("New Zealand")
    assert "New Zealand Rules of Go" in page  # the source
    assert "situational" in page and "How we read the text" in page  # the ko option and our reading
    assert "shared/seeds" not in page
    # A double click on another row turns the same window to that ruleset's page.
    window.panel.rulings.cellDoubleClicked.emit(names.index("Ing SST"), 0)
    assert window.rulesets.reference is reference and reference.page.toPlainText().startswith("Ing SST")
    assert "hot" in reference.page.toPlainText()


def test_every_preset_has_a_reference_page_with_its_options(qtbot, window):
    from gogui.ruleset_names import option_value_text
    from gogui.ui.ruleset_reference import RulesetReference

    reference = RulesetReference(parent=window)
    qtbot.addWidget(reference)
    for row, ruleset in enumerate(PRESETS.values()):
        reference.list.setCurrentRow(row)
        page = reference.page.toPlainText()
        assert page.startswith(ruleset.name) and ruleset.description[:40] in page
        for option, value in ruleset.options().items():
            assert option in page and option_value_text(option, value) in page


def test_a_diagram_shows_its_other_names_and_its_source(qtbot, window):
    header = window.notes.header.text()
    assert "Also called: san-ko" in header
    assert "Source: Mechanism as in Sensei&#x27;s Library" in header or "Source: Mechanism as in Sensei's Library" in header


def test_where_play_stops_each_ruleset_gives_its_count_and_the_board_shows_it(qtbot, window):
    """Ing counting, even game: after the two passes every ruleset counts the position; the
    selected ruleset's territory is drawn on the board."""
    window.open_diagram("ing-counting-even-game")
    c = window.controller
    c.go_to(2)
    show_at(qtbot, window, 1280, 800)
    rows = {window.panel.rulings.item(r, 0).text(): window.panel.rulings.item(r, 1).text()
            for r in range(window.panel.rulings.rowCount())}
    for name, text in rows.items():
        if name.startswith("Renaissance"):
            assert text == "\u2713 legal"  # three passes stop play there
        else:  # "play stops · White +8" or "game ends (passes) · ..."
            assert text.split(" \u00b7 ")[0] in ("\u2016 play stops", "\u25a0 game ends (passes)"), name
            assert text.split(" \u00b7 ")[1].startswith(("Black", "White", "draw")), name
    ing = c.explorer.count_here(PRESETS["ing"])
    assert ing is not None and ing.winner is not None
    names = list(rows)
    window.panel.rulings.setCurrentCell(names.index("Ing SST"), 0)
    assert "The count:" in window.panel.explanation.text()
    assert window.board.state.territory, "the selected ruleset's territory is drawn"


def test_a_corner_diagram_is_drawn_and_counted_as_its_view(qtbot, window, tmp_path):
    from test_diagram_view import CORNER

    path = tmp_path / "corner.sgf"
    path.write_bytes(CORNER)
    assert window.files.open_path(str(path))
    window.controller.go_to(2)
    show_at(qtbot, window, 1280, 800)
    geo = window.board.board_geometry
    assert (geo.part.columns, geo.part.rows) == ((0, 1, 2, 3, 4), (14, 15, 16, 17, 18))  # A15 to E19
    assert geo.point_at(geo.centre(2, 16)) == (2, 16)  # C17 is on the board as drawn
    assert geo.point_at(geo.centre(10, 10)) is None  # K11 is not
    rows = {window.panel.rulings.item(r, 0).text(): window.panel.rulings.item(r, 1).text()
            for r in range(window.panel.rulings.rowCount())}
    assert rows["Tromp-Taylor"].endswith("Black +25")
    assert rows["Chinese"].endswith("Black +25")


def test_bent_four_counts_its_corner_alike_in_the_window_and_in_gogui_rules(qtbot, window, capsys):
    import json

    from gogui import cli

    window.open_diagram("bent-four")
    window.controller.go_to(13)
    show_at(qtbot, window, 1280, 800)
    rows = {window.panel.rulings.item(r, 0).text(): window.panel.rulings.item(r, 1).text()
            for r in range(window.panel.rulings.rowCount())}
    assert rows["Chinese"].endswith("\u00b7 Black +25")  # the corner's 25 points, not 361
    assert cli.main(["--diagram", "bent-four", "--ruleset", "chinese", "--json"]) == 0
    ruled = json.loads(capsys.readouterr().out)["lines"][0]["rulesets"][0]
    assert (ruled["result"]["winner"], ruled["result"]["margin"]) == ("B", 25)
    assert ruled["ruling"] == ruled["documented"] == "counted 13 passes B+25"


def test_a_step_redraws_only_the_old_and_the_new_current_column_of_the_matrix(qtbot, window):
    """Stepping with the Whole line tab shown: the outline leaves one column and marks the next,
    so only those two columns are announced as changed; the cells keep their colours."""
    show_at(qtbot, window, 1280, 800)
    window.panel.setCurrentWidget(window.panel.matrix_page)
    model = window.panel.matrix_model
    c = window.controller
    c.go_to(2)
    before = [model.data(model.index(row, 4), Qt.ItemDataRole.BackgroundRole) for row in range(model.rowCount())]
    changed = []
    model.dataChanged.connect(lambda top, bottom, *_: changed.append(
        (top.row(), top.column(), bottom.row(), bottom.column())))
    c.go_to(3)
    last_row = model.rowCount() - 1
    assert changed == [(0, 2, last_row, 2), (0, 3, last_row, 3)]
    changed.clear()
    c.go_to(3)  # no step: nothing to redraw
    assert changed == []
    c.go_to(6)
    assert changed == [(0, 3, last_row, 3), (0, 6, last_row, 6)]
    after = [model.data(model.index(row, 4), Qt.ItemDataRole.BackgroundRole) for row in range(model.rowCount())]
    assert after == before


def test_rows_grow_with_a_longer_verdict_met_while_shown(qtbot, window):
    """The table hears of a step's changed verdicts at once: stepping from short verdicts to the
    longest ones while the window is shown, every row is still tall enough for its text."""
    show_at(qtbot, window, 1024, 700)
    window.controller.go_to(6)
    window.grab()
    table = window.panel.rulings
    for row in range(table.rowCount()):
        for column in range(2):
            item = table.item(row, column)
            cell = table.visualRect(table.model().index(row, column))
            needed = QFontMetrics(item.font()).boundingRect(
                QRect(0, 0, cell.width() - 8, 10_000), int(Qt.TextFlag.TextWordWrap), item.text())
            assert needed.height() <= cell.height(), item.text()


def _long_line_record():
    from gogui.sgf import parse

    points = [f"{chr(ord('a') + x)}{chr(ord('a') + y)}" for y in range(0, 19, 2) for x in range(19)]
    moves = "".join(f";{'BW'[i % 2]}[{point}]" for i, point in enumerate(points[:150]))
    return parse(f"(;GM[1]FF[4]SZ[19]{moves})".encode())[0]


@pytest.mark.parametrize("tab", ["moves", "matrix"])
def test_a_hidden_tab_shows_the_current_move_when_opened(qtbot, window, tab):
    """Steps taken with the Rulings tab shown leave the Moves list and the Whole line table
    alone; opening either shows the current move, in view."""
    show_at(qtbot, window, 1280, 800)
    c = window.controller
    c.open_record(_long_line_record(), "long line")
    for _ in range(120):
        c.next()
    qtbot.waitUntil(lambda: not c.working_out(), timeout=60000)
    window.grab()
    if tab == "moves":
        window.panel.setCurrentWidget(window.panel.moves)
        window.grab()
        assert window.panel.moves.currentIndex().row() == c.explorer.index
        rect = window.panel.moves.visualRect(window.panel.moves_model.index(c.explorer.index))
    else:
        window.panel.setCurrentWidget(window.panel.matrix_page)
        window.grab()
        rect = window.panel.matrix.visualRect(window.panel.matrix_model.index(0, c.explorer.index))
    view = window.panel.moves if tab == "moves" else window.panel.matrix
    assert view.viewport().rect().contains(rect)


def test_the_details_pane_s_least_size_is_qlabel_s_widest_word_and_its_lines(qtbot, window):
    """The details label works its least size out itself, cheaply: as wide as its widest word
    (never narrower than QLabel's own figure, so no word is ever cut), as high as its lines."""
    from PySide6.QtWidgets import QLabel

    show_at(qtbot, window, 1280, 800)
    label = window.panel.explanation
    for index in (0, 3, 6):
        window.controller.go_to(index)
        for row in range(window.panel.rulings.rowCount()):
            window.panel.rulings.setCurrentCell(row, 0)
            ours, qts = label.minimumSizeHint(), QLabel.minimumSizeHint(label)
            assert qts.width() <= ours.width() <= qts.width() * 1.3 + 10, label.text()
            assert abs(ours.height() - qts.height()) <= 6, label.text()
    # Text without spaces (Japanese, say) breaks between its characters, as QLabel breaks it.
    label.setText("<b>日本ルール: ✓ 着手可</b><br>黒が打ちます。相手の石を取りました。<i>(日本囲碁規約)</i>")
    ours, qts = label.minimumSizeHint(), QLabel.minimumSizeHint(label)
    assert qts.width() * 0.85 <= ours.width() <= qts.width() * 1.3 + 10
    window.panel.refresh()
    # The pane still holds the whole text: the label is as tall as its text needs at its width.
    assert label.height() >= label.heightForWidth(label.width())


@pytest.mark.parametrize("tab", ["moves", "matrix"])
def test_stepping_along_a_line_keeps_the_current_move_in_view_and_scrolls_seldom(qtbot, window, tab):
    """The Moves list and the Whole line table keep the current move in view; when it leaves
    the view they centre it, so that stepping scrolls every several moves, not on every one."""
    show_at(qtbot, window, 1280, 800)
    c = window.controller
    c.open_record(_long_line_record(), "long line")
    view = window.panel.moves if tab == "moves" else window.panel.matrix
    window.panel.setCurrentWidget(window.panel.moves if tab == "moves" else window.panel.matrix_page)
    bar = view.verticalScrollBar() if tab == "moves" else view.horizontalScrollBar()
    positions = []
    for _ in range(100):
        c.next()
        at = c.explorer.index
        index = window.panel.moves_model.index(at) if tab == "moves" else window.panel.matrix_model.index(0, at)
        assert view.viewport().rect().contains(view.visualRect(index)), at
        positions.append(bar.value())
    scrolls = sum(1 for before, after in itertools.pairwise(positions) if before != after)
    assert 0 < scrolls <= 100 // 5


def test_a_row_s_tooltip_is_its_ruling_s_explanation(qtbot, window):
    """Hovering a row of the panel shows why that ruleset rules as it does at this move."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    show_at(qtbot, window, 1280, 800)
    window.controller.go_to(6)
    table = window.panel.rulings
    names = [table.item(r, 0).text() for r in range(table.rowCount())]
    for name, says in (("AGA", "situational superko forbids it under AGA"), ("Japanese 1989", "White plays F5")):
        centre = table.visualRect(table.model().index(names.index(name), 1)).center()
        event = QHelpEvent(QEvent.Type.ToolTip, centre, table.viewport().mapToGlobal(centre))
        QApplication.sendEvent(table.viewport(), event)
        qtbot.waitUntil(QToolTip.isVisible)
        assert says in QToolTip.text()
        QToolTip.hideText()
        qtbot.waitUntil(lambda: not QToolTip.isVisible())
