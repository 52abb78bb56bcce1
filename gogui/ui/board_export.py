"""The board as a picture or text: PNG and SVG export and the ASCII diagram on the clipboard."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, QSize
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QTextEdit,
    QWidget,
)

from ..explorer import BoardState
from ..save_checks import library_refusal
from .board_view import board_ascii, board_svg_bytes, paint_board
from .form_dialog import lay_out_form

if TYPE_CHECKING:
    from .window_services import WindowServices


@dataclass(frozen=True)
class ExportChoice:
    """How the board is exported: its side in pixels, for print or not, and the first move of
    a sequence numbered on the stones (None: no numbers beyond what the board shows)."""

    size: int = 800
    black_and_white: bool = False
    numbers_from: int | None = None



class ExportDialog(QDialog):
    """Asked before a PNG or SVG is written: its size, black and white for print, and move
    numbers for a sequence (a figure for a handout)."""

    def __init__(self, moves: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export board"))
        form = QFormLayout()
        self.size_box = QSpinBox()
        self.size_box.setRange(100, 5000)
        self.size_box.setSingleStep(100)
        self.size_box.setValue(800)
        self.size_box.setSuffix(self.tr(" pixels"))
        form.addRow(self.tr("&Size:"), self.size_box)
        self.black_and_white = QCheckBox(self.tr("&Black and white, for printing"))
        form.addRow(self.black_and_white)
        self.numbered = QCheckBox(self.tr("&Number the moves, from move:"))
        self.first_move = QSpinBox()
        self.first_move.setRange(1, max(1, moves))
        self.numbered.setEnabled(moves > 0)
        self.first_move.setEnabled(False)
        self.numbered.toggled.connect(self.first_move.setEnabled)
        form.addRow(self.numbered, self.first_move)
        lay_out_form(self, form)

    def choice(self) -> ExportChoice:
        return ExportChoice(self.size_box.value(), self.black_and_white.isChecked(),
                            self.first_move.value() if self.numbered.isChecked() else None)


def selected_text(widget: QWidget | None) -> str:
    """The text selected in a label, line or text box ("" if none)."""
    if isinstance(widget, QLabel | QLineEdit):
        return widget.selectedText()
    if isinstance(widget, QPlainTextEdit | QTextEdit):
        return widget.textCursor().selectedText().replace("\u2029", "\n")
    return ""


class BoardExport(QObject):
    """What the board shows, written out: the same painter as the window's board draws it."""

    def __init__(self, window: WindowServices) -> None:
        super().__init__(window.window())
        self.window = window

    def ask(self) -> ExportChoice | None:
        """The export's size and kind, as the dialog is answered (None: cancelled)."""
        dialog = ExportDialog(self.window.controller.explorer.move_number, self.window.window())
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.choice()

    def exported_state(self, choice: ExportChoice) -> BoardState | None:
        """What the board shows, as the export draws it: for print without colour or the
        crosses of forbidden points, and with the sequence's numbers when asked."""
        c = self.window.controller
        state = c.explorer.board_state()
        if state is None:
            return None
        if choice.black_and_white:
            state = replace(state, black_and_white=True, banned={}, attempted=None, ghost=None)
        if choice.numbers_from is not None:
            state = replace(state, numbers=c.explorer.figure_numbers(choice.numbers_from), last_move=None)
        return state

    def board_image(self, size: int = 800, choice: ExportChoice | None = None) -> QImage:
        image = QImage(QSize(size, size), QImage.Format.Format_ARGB32)
        image.fill(QColor(255, 255, 255))
        state = self.exported_state(choice) if choice is not None else self.window.controller.explorer.board_state()
        if state is not None:
            painter = QPainter(image)
            paint_board(painter, QRectF(0, 0, size, size), state)
            painter.end()
        return image

    def export_png(self) -> None:
        window = self.window
        choice = self.ask()
        if choice is None:
            return
        path, _ = QFileDialog.getSaveFileName(window.window(), self.tr("Export PNG"), "board.png", "PNG (*.png)")
        if not path:
            return
        refusal = library_refusal(path)
        if refusal is not None:
            window.report_error(self.tr("Export failed"), refusal)
        elif not self.board_image(choice.size, choice).save(path, "PNG"):  # type: ignore[call-overload]  # Qt takes the format as text
            window.report_error(self.tr("Export failed"), self.tr("Could not write {path}").replace("{path}", path))

    def export_svg(self) -> None:
        choice = self.ask()
        if choice is None:
            return
        path, _ = QFileDialog.getSaveFileName(self.window.window(), self.tr("Export SVG"), "board.svg", "SVG (*.svg)")
        if path:
            self.write_svg(path, choice.size, choice)

    def write_svg(self, path: str, size: int = 800, choice: ExportChoice | None = None) -> bool:
        """Write the board as SVG; a file that cannot be written is reported as a PNG's is."""
        window = self.window
        refusal = library_refusal(path)
        if refusal is not None:
            window.report_error(self.tr("Export failed"), refusal)
            return False
        state = self.exported_state(choice) if choice is not None else window.controller.explorer.board_state()
        try:
            with open(path, "wb") as handle:
                handle.write(board_svg_bytes(state, size, size, window.controller.explorer.title))
        except OSError as err:
            window.report_error(self.tr("Export failed"), self.tr("Could not write {path}: {why}")
                                .replace("{path}", path).replace("{why}", err.strerror or str(err)))
            return False
        return True

    def copy_ascii(self) -> None:
        """Ctrl+C: the text selected where the focus is; with no selection, the board as an
        ASCII diagram."""
        window = self.window
        selected = selected_text(window.window().focusWidget())
        if selected:
            QGuiApplication.clipboard().setText(selected)
            return
        state = window.controller.explorer.board_state()
        if state is not None:
            QGuiApplication.clipboard().setText(
                board_ascii(state, window.controller.explorer.to_move(), window.controller.explorer.title))
