"""File > Export worksheet... and Print worksheet...: questions or a line's differences with their boards."""

from __future__ import annotations

import re

import pytest
from pdf_pages import pdf_page_count
from PySide6.QtCore import QSettings
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog

from gogui.learn.course import COURSE
from gogui.ui import worksheet_dialog
from gogui.ui.main_window import MainWindow
from gogui.ui.worksheet_dialog import WorksheetDialog


@pytest.fixture
def window(qtbot, tmp_path):
    win = MainWindow(settings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.ask_to_save = lambda: "discard"
    win.open_diagram("triple-ko")
    return win


def choose(monkeypatch, kind: str, lesson: str = COURSE[0].id) -> None:
    monkeypatch.setattr(worksheet_dialog, "ask_worksheet", lambda window: (kind, lesson))


def save_to(monkeypatch, path, chosen_filter: str = "") -> list[str]:
    offered: list[str] = []

    def answer(parent, caption, start="", *args, **kwargs):
        offered.append(start)
        return str(path), chosen_filter

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    return offered


def test_the_file_menu_offers_a_worksheet_to_export_and_to_print(window):
    file_menu = window.menuBar().actions()[0].menu()
    texts = [action.text() for action in file_menu.actions()]
    assert "Export &worksheet..." in texts and "Print wor&ksheet..." in texts
    assert texts.index("Export &worksheet...") < texts.index("&Quit")


def test_a_lesson_is_exported_as_a_pdf_with_a_board_per_question(window, tmp_path, monkeypatch):
    choose(monkeypatch, "lesson", COURSE[3].id)
    out = tmp_path / "lesson4.pdf"
    offered = save_to(monkeypatch, out)
    window.export_worksheet_action.trigger()
    assert offered == [f"{COURSE[3].id}.pdf"]
    data = out.read_bytes()
    assert data.startswith(b"%PDF")
    assert pdf_page_count(data) >= 2  # the questions, then the answers from a page of their own
    message = window.statusBar().currentMessage()
    assert "Lesson 4" in message and str(out) in message


def test_the_lines_differences_go_to_a_web_page_when_that_filter_is_chosen(window, tmp_path, monkeypatch):
    """The file name has no suffix: the filter chosen says which kind of file it is."""
    choose(monkeypatch, "differences")
    window.controller.last()
    out = tmp_path / "triple-ko-differences"
    save_to(monkeypatch, out, "Web page (*.html *.htm)")
    window.export_worksheet_action.trigger()
    page = (tmp_path / "triple-ko-differences.html").read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>")
    assert "Where the rulesets differ" in page
    assert page.count("<svg") >= 1
    assert "hot stone" in page  # Ing's rules refuse a move of the triple ko that the others allow


def test_the_questions_quiz_me_here_asks_are_the_worksheets(window, tmp_path, monkeypatch):
    choose(monkeypatch, "line")
    out = tmp_path / "quiz.html"
    save_to(monkeypatch, out)
    window.export_worksheet_action.trigger()
    page = out.read_text(encoding="utf-8")
    assert "questions on this line" in page
    assert re.search(r'<div class="item question" id="q1">', page)


def test_the_dialog_greys_out_what_the_open_record_cannot_give(qtbot):
    dialog = WorksheetDialog(COURSE[2].id, diagram_lessons=False, line=False, first="diagram")
    qtbot.addWidget(dialog)
    assert not dialog.buttons["diagram"].isEnabled() and not dialog.buttons["differences"].isEnabled()
    assert dialog.choice() == ("lesson", COURSE[2].id)  # the greyed-out first choice falls back
    dialog.buttons["lesson"].setChecked(False)
    assert dialog.lessons.isEnabled() is dialog.buttons["lesson"].isChecked()


def test_a_file_of_the_library_is_never_written(window, library_triple_ko, monkeypatch):
    diagram, content = library_triple_ko
    choose(monkeypatch, "lesson")
    save_to(monkeypatch, diagram)
    warned: list[str] = []
    window.error_hook = lambda title, text: warned.append(text)
    window.export_worksheet_action.trigger()
    assert diagram.read_bytes() == content
    assert warned and "never written" in warned[0]


def test_a_folder_that_cannot_be_written_is_said_and_nothing_is_lost(window, tmp_path, monkeypatch):
    choose(monkeypatch, "lesson")
    save_to(monkeypatch, tmp_path / "no such folder" / "sheet.pdf")
    warned: list[str] = []
    window.error_hook = lambda title, text: warned.append(text)
    window.export_worksheet_action.trigger()
    assert warned and "sheet.pdf" in warned[0]
    assert not (tmp_path / "no such folder").exists()


def test_print_shows_the_preview_whose_pages_are_the_worksheets(window, tmp_path, monkeypatch):
    choose(monkeypatch, "diagram")
    shown = []
    monkeypatch.setattr(worksheet_dialog, "show_preview", shown.append)
    window.print_worksheet_action.trigger()
    assert len(shown) == 1
    preview = shown[0]
    assert "Triple ko" in preview.windowTitle()
    # What the preview shows is what the printer prints: print it to a PDF file.
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    preview.paintRequested.emit(printer)
    assert pdf_page_count(out.read_bytes()) >= 2


def test_cancel_while_the_worksheet_is_drawn_up_writes_nothing(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QProgressDialog

    choose(monkeypatch, "line")
    out = tmp_path / "quiz.pdf"
    save_to(monkeypatch, out)
    monkeypatch.setattr(QProgressDialog, "wasCanceled", lambda self: True)
    warned: list[str] = []
    window.error_hook = lambda title, text: warned.append(text)
    window.export_worksheet_action.trigger()
    assert not out.exists() and not warned
