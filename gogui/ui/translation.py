"""The chosen language in Qt: a translator that asks gogui.i18n, Qt's own texts, and the setting."""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QSettings, QTranslator
from PySide6.QtWidgets import QMainWindow, QToolBar

from .. import i18n

# The QSettings key of the chosen language: a code of i18n.LANGUAGES, or "" for the system's.
SETTING = "language"


class CatalogTranslator(QTranslator):
    """Answers Qt's tr() and QCoreApplication.translate() from gogui.i18n's catalogs, so that the
    windows and the Qt-free code share one table. No answer (None, a null string to Qt; an empty
    string would be taken for a translation) lets Qt ask its next translator, then show the source."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        return i18n.lookup(context, source, n)

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


def saved_language(settings: QSettings | None) -> str:
    """The language chosen in the Language menu ("" for the system's)."""
    if settings is None:
        return ""
    value = settings.value(SETTING, "")
    return value if isinstance(value, str) else ""


def system_languages() -> list[str]:
    """The system's languages, most wanted first, as Qt reads them (then as the environment does)."""
    return [*QLocale.system().uiLanguages(), *i18n.system_languages()]


def start_language(settings: QSettings | None, override: str | None = None) -> str:
    """Choose the language of this run (--lang, else the setting, else the system's), load its
    catalogs and install the translators. Returns the code in effect."""
    chosen = i18n.choose_language(override or saved_language(settings), system_languages())
    i18n.set_language(chosen)
    install_translators(chosen)
    return chosen


_installed: list[QTranslator] = []  # kept alive as long as the application


def install_translators(code: str, app: QObject | None = None) -> None:
    """Install Qt's own translations of its standard dialogs (when the Qt wheel ships them) and
    the catalog translator, which is asked first. Earlier ones are removed."""
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    if code == i18n.SOURCE_LANGUAGE:
        return
    qt_own = QTranslator(app)
    if qt_own.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        QCoreApplication.installTranslator(qt_own)
        _installed.append(qt_own)
    ours = CatalogTranslator(app)
    QCoreApplication.installTranslator(ours)
    _installed.append(ours)


def language_names() -> Sequence[tuple[str, str]]:
    """The Language menu's entries: ("", the system's default) then each language in its own name."""
    return [("", QCoreApplication.translate("Language", "System &default")),
            *i18n.available_languages().items()]


# A menu key written after the word, as Japanese, Korean and Chinese menus write it: "ファイル(&F)".
_KEY_AFTER = re.compile(r"\s*\(&?[A-Za-z0-9]\)")


def toolbar_texts_without_keys(window: QMainWindow) -> None:
    """Toolbar buttons show their action's text without the menu key that follows the word in
    some languages ("最初へ(F)" reads "最初へ"): Qt strips only the '&' itself."""
    for bar in window.findChildren(QToolBar):
        for action in bar.actions():
            plain = _KEY_AFTER.sub("", action.iconText())
            if plain != action.iconText():
                action.setIconText(plain)
