"""Sentences both windows show about the files they read."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def warnings_message(warnings: list[str]) -> str:
    """One status-bar line for what reading a file left out or guessed."""
    return QCoreApplication.translate("messages", "Opened with warnings: {list}").replace(
        "{list}", "; ".join(warnings))
