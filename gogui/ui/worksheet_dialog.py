"""File > Export worksheet... and Print worksheet...: questions or differences with their boards, on paper, PDF or web page."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QProgressDialog,
    QRadioButton,
    QWidget,
)

from ..i18n import translate
from ..worksheet import Worksheet
from ..worksheet_sources import KINDS, Kind, OpenLine, SheetWork, Work, sheet_work
from .form_dialog import lay_out_form
from .window_services import WindowServices

if TYPE_CHECKING:
    from .learn_dock import LearnDock


class WorksheetWindow(WindowServices, Protocol):
    """What a worksheet asks of the window beyond every part's services: Learn mode, whose
    lesson in view is the one offered first."""

    learn: LearnDock



class WorksheetDialog(QDialog):
    """What the worksheet holds: a lesson of the course, the questions the lessons ask about the
    open diagram, the questions Quiz me here asks on the line shown, or where the rulesets
    differ on that line. The choices the open record cannot give are greyed out."""

    def __init__(self, lesson_id: str, diagram_lessons: bool, line: bool, parent: QWidget | None = None,
                 first: Kind = "lesson") -> None:
        from ..learn.course import COURSE, numbered_title

        super().__init__(parent)
        self.setWindowTitle(translate("Worksheet", "Worksheet"))
        form = QFormLayout()
        self.lessons = QComboBox()
        for lesson in COURSE:
            self.lessons.addItem(numbered_title(lesson), lesson.id)
        self.lessons.setCurrentIndex(max(0, self.lessons.findData(lesson_id)))
        self.buttons = {
            "lesson": QRadioButton(translate("Worksheet", "A &lesson of the course:")),
            "diagram": QRadioButton(translate("Worksheet", "The questions the lessons ask about this &diagram")),
            "line": QRadioButton(translate("Worksheet", "The questions Quiz me here asks on this l&ine")),
            "differences": QRadioButton(translate("Worksheet", "Where the rulesets di&ffer on this line")),
        }
        group = QButtonGroup(self)
        for button in self.buttons.values():
            group.addButton(button)
        self.buttons["diagram"].setEnabled(diagram_lessons)
        self.buttons["line"].setEnabled(line)
        self.buttons["differences"].setEnabled(line)
        self.buttons[first if self.buttons[first].isEnabled() else "lesson"].setChecked(True)
        self.buttons["lesson"].toggled.connect(self.lessons.setEnabled)
        self.lessons.setEnabled(self.buttons["lesson"].isChecked())
        form.addRow(self.buttons["lesson"], self.lessons)
        for kind in KINDS[1:]:
            form.addRow(self.buttons[kind])
        lay_out_form(self, form)

    def choice(self) -> tuple[Kind, str]:
        """The kind of worksheet chosen, and the lesson's id (used for a lesson's)."""
        kind = next(kind for kind in KINDS if self.buttons[kind].isChecked())
        return kind, self.lessons.currentData()


def open_line(window: WorksheetWindow) -> OpenLine | None:
    """The record and line the window shows, as a worksheet reads them (None when none is open)."""
    c = window.controller
    if c.explorer.record is None or not c.explorer.nodes:
        return None
    node = c.explorer.node
    line = (node.name if node is not None and node.name else "") or translate("Worksheet", "this line")
    return OpenLine(c.explorer.title, c.explorer.record, list(c.explorer.nodes), line, c.explorer.diagram_id,
                    None if c.explorer.diagram_id else (c.explorer.path or c.explorer.title))


def ask_worksheet(window: WorksheetWindow) -> tuple[Kind, str] | None:
    """Ask what the worksheet holds (tests replace it); None when the question is cancelled."""
    from ..learn.course import lessons_with

    c = window.controller
    diagram = c.explorer.diagram_id
    diagram_lessons = diagram is not None and bool(lessons_with(diagram))
    learning = window.learn.isVisible()
    first: Kind = "lesson" if learning else "diagram" if diagram_lessons else "line" if c.explorer.record else "lesson"
    dialog = WorksheetDialog(window.learn.lesson_in_view(), diagram_lessons, open_line(window) is not None,
                             window.window(), first)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.choice()


def chosen_work(window: WorksheetWindow) -> tuple[Work, str] | None:
    """Ask what the worksheet holds, and the work that makes it with a file name to offer for
    it (None when the learner cancelled, or the open record cannot give it)."""
    chosen = ask_worksheet(window)
    if chosen is None:
        return None
    kind, lesson_id = chosen
    return sheet_work(kind, lesson_id, open_line(window), window.controller.explorer.shown_rulesets())


def work_out(window: WorksheetWindow, work: Work) -> Worksheet | None:
    """Do the work in slices under a progress dialog the learner can cancel (None then, and
    when the work failed: the window says why)."""
    from ..sgf import SgfError

    progress = QProgressDialog(translate("Worksheet", "Drawing up the worksheet..."), translate("Worksheet", "Cancel"),
                               0, 100, window.window())
    progress.setWindowTitle(translate("Worksheet", "Worksheet"))
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(300)
    slices = SheetWork(work)
    try:
        while slices.sheet is None:
            slices.work_for(0.03)
            progress.setValue(min(99, int(slices.fraction * 100)))
            QCoreApplication.processEvents()
            if progress.wasCanceled():
                return None
    except (KeyError, SgfError, ValueError) as err:
        window.report_error(translate("Worksheet", "No worksheet"), str(err.args[0] if isinstance(err, KeyError) else err))
        return None
    finally:
        progress.reset()
        progress.deleteLater()
    return slices.sheet


def export_worksheet(window: WorksheetWindow) -> None:
    """File > Export worksheet...: ask what it holds and where, then write it as a PDF or a web
    page (by the file's name or the filter chosen); the status bar says where it went."""
    from ..save_checks import SaveRefused, library_refusal
    from .worksheet_paint import write_worksheet

    made = chosen_work(window)
    if made is None:
        return
    work, name = made
    pdf, web = translate("Worksheet", "PDF (*.pdf)"), translate("Worksheet", "Web page (*.html *.htm)")
    path, chosen_filter = QFileDialog.getSaveFileName(window.window(), translate("Worksheet", "Export worksheet"), f"{name}.pdf",
                                                      f"{pdf};;{web}")
    if not path:
        work.close()
        return
    if not os.path.splitext(path)[1]:
        path += ".html" if chosen_filter == web else ".pdf"
    refusal = library_refusal(path)
    if refusal is not None:
        work.close()
        window.report_error(translate("Worksheet", "Export failed"), refusal)
        return
    sheet = work_out(window, work)
    if sheet is None:
        return
    try:
        write_worksheet(sheet, path)
    except SaveRefused as err:
        window.report_error(translate("Worksheet", "Export failed"), str(err))
        return
    except OSError as err:
        why = translate("Worksheet", "Could not write {path}: {why}")
        window.report_error(translate("Worksheet", "Export failed"),
                                  why.replace("{path}", path).replace("{why}", err.strerror or str(err)))
        return
    window.statusBar().showMessage(translate("Worksheet", "Wrote the worksheet \u201c{title}\u201d to {path}.").replace(
        "{title}", sheet.title).replace("{path}", path))


def print_worksheet(window: WorksheetWindow) -> None:
    """File > Print worksheet...: ask what it holds, then show it in Qt's print preview, from
    which it prints on the learner's paper."""
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    from .worksheet_paint import paint_sheet, paper_for, set_up_page

    made = chosen_work(window)
    if made is None:
        return
    sheet = work_out(window, made[0])
    if sheet is None:
        return
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(sheet.title)
    set_up_page(printer, paper_for())
    preview = QPrintPreviewDialog(printer, window.window())
    preview.setWindowTitle(translate("Worksheet", "Print worksheet: {title}").replace("{title}", sheet.title))
    preview.paintRequested.connect(lambda device: paint_sheet(sheet, device))
    show_preview(preview)


def show_preview(preview: QDialog) -> None:
    """Show the print preview until it is closed (tests replace it)."""
    preview.resize(900, 760)
    preview.exec()
    preview.deleteLater()
