"""What the app's small dialogs share: a form, a line for a note or an error, and OK and Cancel."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout


def lay_out_form(dialog: QDialog, form: QFormLayout, note: QLabel | None = None) -> None:
    """Lay a dialog out as its form, the note under it (if any) and OK/Cancel, which accept and
    reject the dialog."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addLayout(form)
    if note is not None:
        layout.addWidget(note)
    layout.addWidget(buttons)


def error_line() -> QLabel:
    """An empty, wrapping line where a dialog says what it cannot take."""
    label = QLabel()
    label.setWordWrap(True)
    return label
