"""View > Language: the system's default or one of the languages, each in its own name, kept in settings."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from .. import i18n
from ..i18n import QT_TRANSLATE_NOOP
from .translation import SETTING, language_names, saved_language, system_languages

# What the menu says once a language is chosen, in the language shown and in the chosen one: the
# windows were built in the language of the start, so the choice applies when gogui starts again.
RESTART_NOTE = QT_TRANSLATE_NOOP("Language", "gogui will show the chosen language when it starts again.")


# The menu's keys: English's first letter, else a letter after the name (as CJK menus write them).
KEYS = {"": "", "en": "E", "ja": "J", "ko": "K", "zh_CN": "C", "zh_TW": "T"}


def entry_text(code: str, name: str) -> str:
    """A language's entry in the menu: its own name with a key letter."""
    key = KEYS.get(code, "")
    if not key or "&" in name:
        return name
    if name.startswith(key):
        return "&" + name
    return f"{name} (&{key})"


def _tell(parent: QWidget, title: str, text: str) -> None:
    box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, parent)
    box.exec()


class LanguageMenu:
    """The Language submenu of a window: one checkable entry per choice, the saved one checked."""

    def __init__(self, parent: QWidget, menu: QMenu, settings: QSettings | None,
                 tell: Callable[[QWidget, str, str], None] = _tell) -> None:
        self.parent = parent
        self.settings = settings
        self.tell = tell  # tests replace it: (parent, title, text) -> None
        self.chosen = saved_language(settings)
        self.menu = menu.addMenu(QCoreApplication.translate("Language", "&Language"))
        self.group = QActionGroup(self.menu)
        self.actions: dict[str, QAction] = {}
        for code, name in language_names():
            action = QAction(entry_text(code, name), self.menu)
            action.setCheckable(True)
            action.setChecked(code == self.chosen)
            action.triggered.connect(lambda _=False, c=code: self.choose(c))
            self.group.addAction(action)
            self.menu.addAction(action)
            self.actions[code] = action

    def choose(self, code: str) -> None:
        """Keep the choice in the settings and say, in the language shown and in the chosen one
        (the system's for the default), that it applies after a restart."""
        if code == self.chosen:
            return
        self.chosen = code
        if self.settings is not None:
            self.settings.setValue(SETTING, code)
        self.actions[code].setChecked(True)
        new = i18n.choose_language(code, system_languages())
        now = QCoreApplication.translate("Language", RESTART_NOTE)
        then = i18n.translate_in(new, "Language", RESTART_NOTE)
        text = now if then == now else f"{now}\n\n{then}"
        self.tell(self.parent, QCoreApplication.translate("Language", "Language"), text)

