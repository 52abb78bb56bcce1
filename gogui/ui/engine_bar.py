"""The game window's line about its engines: who is thinking, with Stop; why one stopped, with Continue."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from .engine_seats import EngineSeats


class EngineBar(QWidget):
    """Shows "GNU Go (White) is thinking..." with a Stop button while an engine thinks, and after
    a Stop or a failure says so with a Continue button; hidden when there is nothing to say."""

    def __init__(self, seats: EngineSeats, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seats = seats
        self.note = QLabel()
        self.note.setWordWrap(True)
        # A note of any length never widens the side panel, which would move the board.
        self.note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop the engine thinking; you may then play its move yourself"))
        self.continue_button = QPushButton(self.tr("Continue"))
        self.continue_button.setToolTip(self.tr("Let the engines play again"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.note, 1)
        row.addWidget(self.stop_button)
        row.addWidget(self.continue_button)
        self.stop_button.clicked.connect(self._stop)
        self.continue_button.clicked.connect(self._continue)
        seats.thinking_changed.connect(self._thinking)
        seats.failed.connect(self._failed)
        self._thinking("")

    def _thinking(self, text: str) -> None:
        if text:
            self.note.setText(text)
        elif not self.seats.paused:
            self.note.setText("")
        self.stop_button.setVisible(bool(text))
        self.continue_button.setVisible(not text and self.seats.paused)
        self.setVisible(bool(self.note.text()) or self.seats.paused)

    def _failed(self, why: str) -> None:
        self.note.setText(why)
        self._thinking("")

    def _stop(self) -> None:
        self.seats.stop()
        self.note.setText(self.tr("The engine was stopped. Play its move yourself, or Continue to let it play."))
        self._thinking("")

    def _continue(self) -> None:
        self.note.setText("")
        self.seats.resume()
        self._thinking("" if self.seats.thinking is None else self.note.text())
