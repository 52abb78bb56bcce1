"""A worksheet drawn: PDF pages with vector boards and embedded fonts on the learner's paper, and SVG boards."""

from __future__ import annotations

import dataclasses
import re

import pytest
from pdf_pages import pdf_page_count, pdf_streams, pdf_text, squeezed
from PySide6.QtCore import QBuffer, QIODevice, QLocale
from PySide6.QtGui import QColor, QImage, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgRenderer

from gogui import i18n
from gogui.learn.questions import diagram_questions, unique_questions
from gogui.ui.board_view import WOOD
from gogui.ui.worksheet_paint import SheetLayout, board_svg, paper_for, pdf_bytes, set_up_page
from gogui.worksheet import question_sheet


@pytest.fixture
def sheet(qapp):
    return question_sheet("Triple ko", unique_questions(diagram_questions("triple-ko")), date="2026-12-06")


def test_the_paper_is_the_learners_countrys():
    assert paper_for(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)) == QPageSize.PageSizeId.Letter
    assert paper_for(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)) == QPageSize.PageSizeId.A4
    assert paper_for(QLocale(QLocale.Language.Japanese, QLocale.Country.Japan)) == QPageSize.PageSizeId.A4


def test_the_pdf_draws_its_boards_as_vectors_and_embeds_its_fonts(sheet):
    data = pdf_bytes(sheet, QPageSize.PageSizeId.A4)
    assert data.startswith(b"%PDF")
    assert b"/Subtype /Image" not in data and b"/Subtype/Image" not in data  # no picture of a board
    assert b"/FontFile2" in data  # the fonts travel with the file
    assert re.search(rb"/MediaBox \[0 0 595(\.\d+)? 842(\.\d+)?\]", data)
    # Each stone is a filled curve: thousands of curve operators across the pages' drawings.
    curves = sum(stream.count(b" c\n") for stream in pdf_streams(data))
    assert curves > 500


def test_letter_paper_when_asked(sheet):
    data = pdf_bytes(sheet, QPageSize.PageSizeId.Letter)
    assert re.search(rb"/MediaBox \[0 0 612(\.\d+)? 792(\.\d+)?\]", data)


def laid_out(sheet) -> tuple[SheetLayout, list, QPdfWriter, QBuffer]:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(300)
    set_up_page(writer, QPageSize.PageSizeId.A4)
    layout = SheetLayout(sheet, writer)
    pages = layout.pages()
    for page in pages:
        for top, block in page:
            assert top >= 0 and top + block.height <= layout.body + 0.5
    return layout, pages, writer, buffer


def test_every_block_lies_inside_its_page_and_the_answers_start_a_page(sheet):
    layout, pages, writer, _buffer = laid_out(sheet)
    starts = [page[0][1] for page in pages]
    assert any(block.new_page for block in starts)  # the "Answers" heading opens a page
    painter = QPainter(writer)
    assert layout.paint(painter) == len(pages)
    painter.end()


def test_an_answer_longer_than_a_page_runs_on_to_the_next(sheet):
    long = dataclasses.replace(sheet.questions[3], others=tuple(f"line {n} of what the other rulesets do"
                                                                 for n in range(150)))
    _layout, pages, _writer, _buffer = laid_out(dataclasses.replace(sheet, questions=(long,)))
    assert len(pages) >= 4  # the question, then the answer's lines over more than one page


def test_the_pdfs_text_holds_every_prompt_before_the_answers(sheet, tmp_path):
    path = tmp_path / "sheet.pdf"
    path.write_bytes(pdf_bytes(sheet))
    pages = pdf_text(path)
    if pages is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    assert pdf_page_count(path.read_bytes()) == len(pages)
    flat = [squeezed(page) for page in pages]
    answers = next(i for i, page in enumerate(flat) if page.startswith("Answers"))
    before = "".join(flat[:answers])
    for q in sheet.questions:
        assert squeezed(q.prompt) in before
        assert squeezed(q.prompt) not in "".join(flat[answers:])
    assert "1.D5" in "".join(flat[answers:])


def test_a_japanese_sheet_keeps_its_japanese_words(qapp, tmp_path):
    try:
        i18n.set_language("ja")
        sheet = question_sheet("三コウ", unique_questions(diagram_questions("triple-ko")), date="2026-12-06")
    finally:
        i18n.set_language("en")
    path = tmp_path / "ja.pdf"
    path.write_bytes(pdf_bytes(sheet))
    pages = pdf_text(path)
    if pages is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    text = squeezed("".join(pages))
    assert "三コウ" in text
    assert "名前：" in text and "解答" in text  # the sheet's own words, in the language it was made in
    assert squeezed(sheet.questions[0].prompt) in text


def test_an_svg_board_is_drawn_by_qts_own_renderer(sheet):
    svg = board_svg(sheet.questions[3].board)
    assert svg.startswith("<svg")
    renderer = QSvgRenderer(svg.encode("utf-8"))
    assert renderer.isValid()
    image = QImage(360, 360, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    # The wood shows at the board's edge, and a white stone stands on A7 (the top left point).
    assert image.pixelColor(8, 180).name() == WOOD.name()
    colours = {image.pixelColor(x, y).lightness() for x in range(40, 60) for y in range(40, 60)}
    assert max(colours) > 200
