"""Sentences both windows show about the files they read, and names cut to a size that can be shown."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def warnings_message(warnings: list[str]) -> str:
    """One status-bar line for what reading a file left out or guessed."""
    return QCoreApplication.translate("messages", "Opened with warnings: {list}").replace(
        "{list}", "; ".join(warnings))


def shortened(text: str, limit: int = 120) -> str:
    """A name as a label or a title shows it: cut with an ellipsis past `limit` characters (a
    word-wrapped label takes seconds to lay out one word of many kilobytes)."""
    return text if len(text) <= limit else text[:limit - 1] + "\u2026"
