"""A worksheet drawn: pages for a PDF or a printer, boards as SVG for its web page, all by the board's one painter."""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QBuffer, QIODevice, QLocale, QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
)

from ..worksheet import Piece, SheetBoard, SheetGame, SheetQuestion, Worksheet, paginate
from .board_view import board_svg_bytes, paint_board

# The page's margins, in millimetres (the footer sits inside the bottom one).
MARGINS_MM = QMarginsF(18, 15, 18, 18)
PDF_DPI = 300
BODY_PT = 10.5
GREY = "#555555"


def paper_for(locale: QLocale | None = None) -> QPageSize.PageSizeId:
    """The paper of the learner's country: Letter where it measures in US units, else A4."""
    locale = locale if locale is not None else QLocale.system()
    if locale.measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem:
        return QPageSize.PageSizeId.Letter
    return QPageSize.PageSizeId.A4


PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}


def _e(text: str) -> str:
    return html.escape(text, quote=False)


@dataclass
class _Block:
    """A piece of a page: its height in device pixels, and how to draw it with its top at y."""

    height: float
    draw: Callable[[QPainter, float], None]
    keep_with_next: bool = False
    new_page: bool = False


class SheetLayout:
    """A worksheet laid out on the pages of a paged device (a QPdfWriter or a QPrinter), in
    the device's own pixels: blocks of text and boards, a question kept beside its board, the
    answers from a new page, a footer with the title and the page's number on every page."""

    def __init__(self, sheet: Worksheet, device: QPagedPaintDevice) -> None:
        self.sheet = sheet
        self.device = device
        self.words = sheet.words
        self.mm = device.logicalDpiX() / 25.4
        self.width = float(device.width())
        self.footer = 7 * self.mm
        self.body = float(device.height()) - self.footer
        self.gap = 3.5 * self.mm
        self.font = QFont()
        self.font.setPointSizeF(BODY_PT)

    # ----- text and boards ---------------------------------------------------------------------

    def document(self, body: str, width: float) -> QTextDocument:
        """Rich text (Qt's HTML subset) laid out `width` pixels wide in the device's units."""
        doc = QTextDocument()
        doc.documentLayout().setPaintDevice(self.device)
        doc.setDefaultFont(self.font)
        doc.setDocumentMargin(0)
        doc.setHtml(body)
        doc.setTextWidth(width)
        return doc

    def text_block(self, body: str, keep_with_next: bool = False, new_page: bool = False) -> _Block:
        """Rich text across the page's width, as one block."""
        doc = self.document(body, self.width)

        def draw(painter: QPainter, y: float) -> None:
            painter.save()
            painter.translate(0, y)
            doc.drawContents(painter)
            painter.restore()
        return _Block(doc.size().height(), draw, keep_with_next, new_page)

    def flowing(self, body: str) -> list[_Block]:
        """Rich text across the page: one block when it fits a page, else a block per
        paragraph, so that it runs on to the next page."""
        block = self.text_block(body)
        if block.height <= self.body:
            return [block]
        return [self.text_block(paragraph + "</p>") for paragraph in body.split("</p>") if paragraph.strip()]

    def board_size(self, board: SheetBoard, width: float) -> tuple[float, float]:
        """The board's width and height: `width` wide, narrower when it would stand taller
        than most of a page."""
        height = width * board.aspect
        most = self.body * 0.6
        if height > most:
            width, height = most / board.aspect, most
        return width, height

    def beside(self, board: SheetBoard, board_width: float, body: str, answers_hidden: bool) -> list[_Block]:
        """A board with its text to the right, as one block when they fit a page together;
        else the board, then the text below it paragraph by paragraph."""
        if board.wide:
            board_width = self.width
        width, height = self.board_size(board, board_width)
        text_x = board_width + 5 * self.mm
        doc = self.document(body, self.width - text_x)
        both = max(height, doc.size().height())

        def draw_board(painter: QPainter, y: float) -> None:
            paint_board(painter, QRectF(0, y, width, height), board.state,
                        answers_hidden=answers_hidden, marks=board.marks)
        if not board.wide and both <= self.body:
            def draw(painter: QPainter, y: float) -> None:
                draw_board(painter, y)
                painter.save()
                painter.translate(text_x, y)
                doc.drawContents(painter)
                painter.restore()
            return [_Block(both, draw)]
        return [_Block(height, draw_board, keep_with_next=True), *self.flowing(body)]

    # ----- the sheet's parts ------------------------------------------------------------------

    def front(self) -> list[_Block]:
        sheet, w = self.sheet, self.words
        facts = "".join(f"<p><b>{_e(label)}</b> {_e(value)}</p>" for label, value in sheet.facts)
        blocks = [self.text_block(f"<p style='font-size:18pt'><b>{_e(sheet.title)}</b></p>"),
                  self.text_block(facts + f"<p><b>{_e(w['name'])}</b> ____________________________</p>")]
        if sheet.sources:
            items = "".join(f"<p style='color:{GREY}'>{_e(source)}</p>" for source in sheet.sources)
            blocks += self.flowing(f"<p><b>{_e(w['sources'])}</b></p>{items}")
        return blocks

    def question(self, q: SheetQuestion) -> list[_Block]:
        parts = [f"<p><b>{q.number}.</b> <span style='color:{GREY}'>{_e(q.where)}</span></p>",
                 f"<p><b>{_e(q.prompt)}</b></p>"]
        if q.about:
            parts.append(f"<p style='color:{GREY}'>{_e(q.about)}</p>")
        parts.append(f"<p>{_e(q.instruction)}</p>")
        parts += [f"<p style='margin-left:12px'>\u25a1 {_e(choice)}</p>" for choice in q.choices]
        if not q.choices:
            parts.append("<p>______________________</p>")
        parts += [f"<p style='color:{GREY}; font-size:9pt'>{_e(hint)}</p>" for hint in q.hints]
        return self.beside(q.board, min(self.width * 0.44, 80 * self.mm), "".join(parts), answers_hidden=True)

    def answer(self, q: SheetQuestion) -> list[_Block]:
        parts = [f"<p><b>{q.number}. {_e(q.answer)}</b></p>", f"<p>{_e(q.explanation)}</p>"]
        if q.others:
            parts.append(f"<p style='color:{GREY}'>{_e(self.words['others'])}</p>")
            parts += [f"<p style='color:{GREY}; margin-left:12px'>\u2013 {_e(line)}</p>" for line in q.others]
        body = "".join(parts)
        if q.answer_board is not None:
            return self.beside(q.answer_board, min(self.width * 0.3, 55 * self.mm), body, answers_hidden=False)
        return self.flowing(body)

    def game(self, game: SheetGame) -> list[_Block]:
        blocks = [self.text_block(f"<p style='font-size:13pt'><b>{_e(game.title)}</b></p>"
                                  f"<p style='color:{GREY}'>{_e(game.summary)}</p>", keep_with_next=True)]
        for difference in game.differences:
            lines = [f"<p><b>{_e(difference.where)}</b></p>"]
            lines += [f"<p><b>{_e(words)}</b>: {_e(names)}</p>" for words, names in difference.verdicts]
            lines += [f"<p style='color:{GREY}'>{_e(words)}: {_e(names)}</p>" for words, names in difference.counts]
            blocks += self.beside(difference.board, min(self.width * 0.36, 62 * self.mm), "".join(lines),
                                  answers_hidden=True)
        ending = "".join(f"<p><b>{_e(words)}</b>: {_e(names)}</p>" for words, names in game.ending)
        blocks.append(self.text_block(f"<p>{_e(self.words['at_end'])}</p>{ending}"))
        return blocks

    def blocks(self) -> list[_Block]:
        sheet, w = self.sheet, self.words
        blocks = self.front()
        if sheet.kind == "differences":
            for game in sheet.games:
                blocks += self.game(game)
            if not sheet.games:
                blocks.append(self.text_block(f"<p>{_e(w['no_differences'])}</p>"))
            return blocks
        if not sheet.questions:
            return blocks + [self.text_block(f"<p>{_e(w['no_questions'])}</p>")]
        blocks.append(self.text_block(f"<p style='font-size:13pt'><b>{_e(w['questions'])}</b></p>",
                                      keep_with_next=True))
        for q in sheet.questions:
            blocks += self.question(q)
        blocks.append(self.text_block(f"<p style='font-size:13pt'><b>{_e(w['answers'])}</b></p>",
                                      keep_with_next=True, new_page=True))
        for q in sheet.questions:
            blocks += self.answer(q)
        return blocks

    def pages(self) -> list[list[tuple[float, _Block]]]:
        """The blocks placed on pages: (top, block) per page, in order (worksheet.paginate)."""
        blocks = self.blocks()
        return [[(top, blocks[index]) for index, top in page] for page in paginate(
            [Piece(block.height, block.keep_with_next, block.new_page) for block in blocks], self.body, self.gap)]

    def paint(self, painter: QPainter) -> int:
        """Draw every page with `painter`, begun on the device; the number of pages."""
        pages = self.pages()
        footer_font = QFont(self.font)
        footer_font.setPointSizeF(8)
        for number, page in enumerate(pages, 1):
            if number > 1:
                self.device.newPage()
            for y, block in page:
                block.draw(painter, y)
            painter.save()
            painter.setFont(footer_font)
            painter.setPen(QColor(GREY))
            footer = QRectF(0, self.body + self.footer * 0.3, self.width, self.footer * 0.7)
            painter.drawText(footer, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.sheet.title)
            painter.drawText(footer, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self.words["page"].format(page=number, pages=len(pages)))
            painter.restore()
        return len(pages)


def set_up_page(device: QPagedPaintDevice, paper: QPageSize.PageSizeId) -> None:
    """The paper and the sheet's margins."""
    device.setPageLayout(QPageLayout(QPageSize(paper), QPageLayout.Orientation.Portrait, MARGINS_MM,
                                     QPageLayout.Unit.Millimeter))


def paint_sheet(sheet: Worksheet, device: QPagedPaintDevice) -> int:
    """Draw the worksheet on a paged device whose page is set up; the number of pages."""
    painter = QPainter(device)
    try:
        return SheetLayout(sheet, device).paint(painter)
    finally:
        painter.end()


def pdf_bytes(sheet: Worksheet, paper: QPageSize.PageSizeId | None = None) -> bytes:
    """The worksheet as a PDF: vector boards, the fonts it uses embedded, on A4 or Letter (the
    learner's country's paper by default)."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_DPI)
    writer.setTitle(sheet.title)
    writer.setCreator("gogui")
    set_up_page(writer, paper if paper is not None else paper_for())
    paint_sheet(sheet, writer)
    del writer  # finishes the file
    return bytes(buffer.data().data())


def board_svg(board: SheetBoard, width: int = 360, answers_hidden: bool = True) -> str:
    """A board as an <svg> element for a web page (no XML prolog), `width` pixels wide and as
    tall as the board's shape, drawn by the window's painter as vectors."""
    text = board_svg_bytes(board.state, width, round(width * board.aspect), marks=board.marks,
                           answers_hidden=answers_hidden).decode("utf-8")
    # Qt names the generic families its own way; a browser knows them by CSS's names.
    for qt_name, css_name in _GENERIC_FAMILIES.items():
        text = text.replace(f'font-family="{qt_name}"', f'font-family="{css_name}"')
    return text[text.index("<svg"):].strip()


_GENERIC_FAMILIES = {"Sans Serif": "sans-serif", "Serif": "serif", "Monospace": "monospace"}


def html_text(sheet: Worksheet) -> str:
    """The worksheet as one self-contained web page (gogui.worksheet_html), its boards drawn here."""
    from ..worksheet_html import page

    return page(sheet, lambda board, answers_hidden: board_svg(board, answers_hidden=answers_hidden))


FORMATS = ("pdf", "html")


def format_of(path: str) -> str:
    """The format a file name asks for: "html" for .html or .htm, else "pdf"."""
    return "html" if path.lower().endswith((".html", ".htm")) else "pdf"


def worksheet_bytes(sheet: Worksheet, kind: str, paper: QPageSize.PageSizeId | None = None) -> bytes:
    """The worksheet as a file of `kind` ("pdf" or "html")."""
    if kind == "html":
        return html_text(sheet).encode("utf-8")
    return pdf_bytes(sheet, paper)


def write_worksheet(sheet: Worksheet, path: str, kind: str | None = None,
                    paper: QPageSize.PageSizeId | None = None) -> None:
    """Write the worksheet to `path` safely (an existing file is replaced only once the new one
    is whole): SaveRefused for a file of the diagram library, OSError when it cannot be written."""
    from ..safe_write import write_safely
    from ..save_checks import SaveRefused, library_refusal

    refusal = library_refusal(path)
    if refusal is not None:
        raise SaveRefused(refusal)
    write_safely(path, worksheet_bytes(sheet, kind or format_of(path), paper))


def offscreen_application() -> None:
    """A Qt application for drawing without a window (gogui-rules): fonts and painting need
    one; with no platform chosen, it draws offscreen, with or without a display."""
    import os
    import sys

    from PySide6.QtGui import QGuiApplication

    from .. import i18n
    from .translation import show_in

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        global _APPLICATION
        _APPLICATION = QGuiApplication(sys.argv[:1] or ["gogui-rules"])
        show_in(i18n.language())


_APPLICATION = None  # the application offscreen_application() made, kept alive
