"""Word-wrapped labels in their holders: the whole text shown, laid out once per change, and the
window asked for a new layout only when a height changes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget
from settling import settle

from gogui.sgf import parse
from gogui.ui.wrapped_text import WrappedTextArea, WrappedTextBox

RULE = ("<b>Japanese 1989: \u2713 legal</b><br>Black plays D4.<br><b>The rule:</b> Players alternately "
        "place a stone on a vacant point or pass (article 4).")


class CountedLabel(QLabel):
    """A word-wrapped label that counts the widths its text is laid out at."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.widths: list[int] = []

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        self.widths.append(width)
        return super().heightForWidth(width)


class LayoutRequests(QObject):
    """Counts the requests for a new layout that reach a widget."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


@pytest.fixture
def area(qtbot):
    """A pane of two labels, the second for a text that stays from step to step."""
    area = WrappedTextArea([CountedLabel(), CountedLabel()])
    qtbot.addWidget(area)
    area.resize(300, 200)
    area.show()
    qtbot.waitExposed(area)
    return area


def shows_whole_text(label: QLabel, width: int) -> bool:
    return label.width() == width and label.height() >= label.heightForWidth(width)


def test_a_new_text_that_fits_is_laid_out_once_at_the_whole_width(area, qtbot):
    head, note = area.labels
    area.set_texts([RULE, ""])
    settle()  # the label's own requests come and go
    assert head.widths == [300] and note.widths == []
    assert shows_whole_text(head, 300) and not note.isVisible()
    assert not area.verticalScrollBar().isVisible() and not area.horizontalScrollBar().isVisible()
    assert area.text() == RULE


def test_a_text_that_stays_is_not_laid_out_again_and_stays_under_the_new_one(area, qtbot):
    head, note = area.labels
    rule = "<b>The rule:</b> a play may not recreate a previous whole-board position."
    area.set_texts(["<b>Move 1</b><br>Black plays D4.", rule])
    head.widths.clear()
    note.widths.clear()
    area.set_texts(["<b>Move 2</b><br>White plays Q16.<br>It captures 1 stone (Q17).", rule])
    settle()
    assert head.widths == [300] and note.widths == []
    assert shows_whole_text(head, 300) and shows_whole_text(note, 300)
    assert note.y() == head.height() and note.isVisible()
    assert area.text().endswith("<br>" + rule)


def test_a_text_taller_than_the_area_scrolls_down_and_wraps_beside_the_scroll_bar(area, qtbot):
    area.set_texts(["<br>".join([RULE] * 3), "<br>".join([RULE] * 3)])
    settle()
    bar = area.verticalScrollBar()
    assert bar.isVisible() and bar.maximum() > 0
    assert not area.horizontalScrollBar().isVisible()
    for label in area.labels:
        assert shows_whole_text(label, area.viewport().width())


def test_a_word_wider_than_the_area_scrolls_sideways(area, qtbot):
    word = "superko" * 12
    area.set_texts([f"The rule: {word}.", ""])
    settle()
    assert area.labels[0].width() >= area.labels[0].fontMetrics().horizontalAdvance(word)
    assert area.horizontalScrollBar().maximum() > 0


def test_the_texts_follow_the_area_when_it_is_resized(area, qtbot):
    area.set_texts([RULE, RULE])
    area.resize(180, 400)
    settle()
    assert all(shows_whole_text(label, 180) for label in area.labels)


@pytest.fixture
def boxed(qtbot):
    """A header in its box above another widget, as the window's comment column holds it."""
    holder = QWidget()
    qtbot.addWidget(holder)
    layout = QVBoxLayout(holder)
    label = CountedLabel()
    label.setText("<b>Move 1: Black D4</b>")
    box = WrappedTextBox(label)
    layout.addWidget(box)
    layout.addWidget(QWidget(), 1)
    holder.resize(240, 300)
    holder.show()
    qtbot.waitExposed(holder)
    return holder, box, label


def test_a_header_of_the_same_height_asks_for_no_new_layout(boxed, qtbot):
    holder, box, label = boxed
    requests = LayoutRequests(holder)
    label.setText("<b>Move 2: White Q16</b>")
    settle()
    assert requests.count == 0
    assert label.text() == "<b>Move 2: White Q16</b>" and label.height() >= label.heightForWidth(box.width())


def test_a_taller_header_is_given_the_room_it_needs_and_a_shorter_one_gives_it_back(boxed, qtbot):
    holder, box, label = boxed
    one_line = box.height()
    requests = LayoutRequests(holder)
    label.setText("<b>Triple ko</b><br>Also called: sanko<br>Source: the diagram library<br>Komi 6.5")
    qtbot.waitUntil(lambda: box.height() >= label.heightForWidth(box.width()))
    assert requests.count >= 1 and box.height() > one_line
    label.setText("<b>Move 1: Black D4</b>")
    qtbot.waitUntil(lambda: box.height() == one_line)


class Paints(QObject):
    """The box's height, and the height its label needs, at each paint of the box."""

    def __init__(self, box: WrappedTextBox) -> None:
        super().__init__()
        self.box = box
        self.seen: list[tuple[int, int]] = []
        box.installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            self.seen.append((self.box.height(), self.box.label.heightForWidth(self.box.width())))
        return False


def test_a_taller_header_is_laid_out_before_it_is_first_painted(boxed, qtbot):
    """No frame shows the new header cut to the old one's height: the box is given its new
    height before the window paints again."""
    _holder, box, label = boxed
    settle()  # nothing of the first showing waits to be painted
    paints = Paints(box)
    label.setText("<b>Triple ko</b><br>Also called: sanko<br>Source: the diagram library<br>Komi 6.5")
    qtbot.waitUntil(lambda: bool(paints.seen))
    box_height, needed = paints.seen[0]
    assert box_height >= needed


def test_stepping_through_moves_lays_out_neither_the_window_nor_the_details_twice(qtbot, window, monkeypatch):
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    record, = parse(b"(;GM[1]FF[4]SZ[19];B[pd];W[dp];B[pp];W[dd];B[fq];W[cn];B[jp];W[qf])")
    window.controller.open_record(record, "eight moves")
    window.controller.go_to(1)
    settle()  # the window's first layouts after the record opened
    requests = LayoutRequests(window)
    widths: list[int] = []
    label_type = type(window.panel.explanation)
    original = label_type.heightForWidth
    details = window.panel.details.labels  # the header is a label of the same kind

    def counted(label, width: int) -> int:
        if label in details:
            widths.append(width)
        return original(label, width)

    monkeypatch.setattr(label_type, "heightForWidth", counted)
    for _ in range(6):
        window.controller.next()
        settle()
    assert requests.count == 0
    assert len(widths) == 6  # one layout of the details per step: the rule under it stays
    assert "Move 7: Black K4" in window.notes.header.text()
    assert window.panel.explanation.height() >= window.panel.explanation.heightForWidth(window.panel.explanation.width())


def test_a_long_header_is_never_cut_off_in_a_small_window(qtbot, window):
    """A record's root lists its game information under the title: in a 1024x700 window every
    line of it shows (the comment box below gives up room rather than the header)."""
    record, = parse(b"(;GM[1]FF[4]SZ[19]GN[Hashimoto Utaro vs Iwamoto Kaoru]PB[Hashimoto Utaro]BR[8d]"
                    b"PW[Iwamoto Kaoru]WR[7d]EV[3rd Honinbo title]PC[Hiroshima and Koyasan, Wakayama Pref.]"
                    b"DT[1946-07-31,08-15,16,17]KM[0]RE[W+5];B[pd];W[dp])")
    window.controller.open_record(record, "a long header")
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    header = window.notes.header
    assert "Result: W+5" in header.text()
    qtbot.waitUntil(lambda: header.parentWidget().height() >= header.heightForWidth(header.width()))
    assert header.height() >= header.heightForWidth(header.width())


def test_a_wrapped_label_s_least_width_follows_its_font(qtbot):
    """The widest word sets a label's least width; in a larger font it is wider."""
    from PySide6.QtGui import QFont

    from gogui.ui.wrapped_text import WrappedLabel

    label = WrappedLabel()
    qtbot.addWidget(label)
    label.setWordWrap(True)
    label.setText("<b>The rule:</b> superko")
    before = label.minimumSizeHint().width()
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * 3)
    label.setFont(font)
    assert label.minimumSizeHint().width() > 2 * before


def test_a_header_with_a_word_wider_than_its_box_is_given_the_word_s_width(boxed, qtbot):
    """The box tells the layout when its widest word is wider than itself, not only when its
    height changes."""
    _holder, _box, label = boxed
    word = "Honinbo" * 8
    label.setText(f"<b>{word}</b>")
    needed = label.fontMetrics().horizontalAdvance(word)
    qtbot.waitUntil(lambda: label.width() >= needed)


def test_a_label_asked_at_two_widths_by_turns_lays_its_text_out_once_at_each(qtbot, monkeypatch):
    """A layout asks a page's label its height at the page's least width and at its own, by
    turns (Learn mode's answer page): each width is laid out once until the text changes."""
    from gogui.ui.wrapped_text import WrappedLabel

    label = WrappedLabel()
    label.setWordWrap(True)
    qtbot.addWidget(label)
    label.setText(RULE)
    laid_out: list[int] = []
    original = QLabel.heightForWidth

    def counted(self, width: int) -> int:
        laid_out.append(width)
        return original(self, width)

    monkeypatch.setattr(QLabel, "heightForWidth", counted)
    heights = [label.heightForWidth(width) for width in (144, 308, 144, 308, 308, 144)]
    assert laid_out == [144, 308]
    narrow, wide = heights[0], heights[1]
    assert narrow > wide and heights == [narrow, wide, narrow, wide, wide, narrow]
    label.setText(RULE + " Again.")
    label.heightForWidth(308)
    assert laid_out == [144, 308, 308]  # a new text is laid out again
