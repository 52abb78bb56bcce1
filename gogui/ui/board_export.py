"""The board as a picture or text: PNG and SVG export and the ASCII diagram on the clipboard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QIODevice, QObject, QRectF, QSize
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QFileDialog, QLabel, QLineEdit, QPlainTextEdit, QTextEdit, QWidget

from ..save_checks import library_refusal
from .board_view import board_ascii, paint_board

if TYPE_CHECKING:
    from .main_window import MainWindow


def selected_text(widget: QWidget | None) -> str:
    """The text selected in a label, line or text box ("" if none)."""
    if isinstance(widget, QLabel | QLineEdit):
        return widget.selectedText()
    if isinstance(widget, QPlainTextEdit | QTextEdit):
        return widget.textCursor().selectedText().replace("\u2029", "\n")
    return ""


class BoardExport(QObject):
    """What the board shows, written out: the same painter as the window's board draws it."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def board_image(self, size: int = 800) -> QImage:
        image = QImage(QSize(size, size), QImage.Format.Format_ARGB32)
        image.fill(QColor(255, 255, 255))
        state = self.window.controller.board_state()
        if state is not None:
            painter = QPainter(image)
            paint_board(painter, QRectF(0, 0, size, size), state)
            painter.end()
        return image

    def export_png(self) -> None:
        window = self.window
        path, _ = QFileDialog.getSaveFileName(window, self.tr("Export PNG"), "board.png", "PNG (*.png)")
        if not path:
            return
        refusal = library_refusal(path)
        if refusal is not None:
            window.report_error(self.tr("Export failed"), refusal)
        elif not self.board_image().save(path, "PNG"):  # type: ignore[call-overload]  # Qt takes the format as text
            window.report_error(self.tr("Export failed"), self.tr("Could not write {path}").replace("{path}", path))

    def export_svg(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export SVG"), "board.svg", "SVG (*.svg)")
        if path:
            self.write_svg(path)

    def write_svg(self, path: str, size: int = 800) -> bool:
        """Write the board as SVG; a file that cannot be written is reported as a PNG's is.

        The SVG is drawn into memory and written with Python, which says why writing failed
        (Qt's generator only logs a warning and leaves nothing)."""
        from PySide6.QtSvg import QSvgGenerator

        window = self.window
        refusal = library_refusal(path)
        if refusal is not None:
            window.report_error(self.tr("Export failed"), refusal)
            return False
        state = window.controller.board_state()
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(QSize(size, size))
        generator.setViewBox(QRectF(0, 0, size, size))
        generator.setTitle(window.controller.title)
        painter = QPainter(generator)
        if state is not None:
            paint_board(painter, QRectF(0, 0, size, size), state)
        painter.end()
        try:
            with open(path, "wb") as handle:
                handle.write(buffer.data().data())
        except OSError as err:
            window.report_error(self.tr("Export failed"), self.tr("Could not write {path}: {why}")
                                .replace("{path}", path).replace("{why}", err.strerror or str(err)))
            return False
        return True

    def copy_ascii(self) -> None:
        """Ctrl+C: the text selected where the focus is; with no selection, the board as an
        ASCII diagram."""
        window = self.window
        selected = selected_text(window.focusWidget())
        if selected:
            QGuiApplication.clipboard().setText(selected)
            return
        state = window.controller.board_state()
        if state is not None:
            QGuiApplication.clipboard().setText(
                board_ascii(state, window.controller.to_move(), window.controller.title))
