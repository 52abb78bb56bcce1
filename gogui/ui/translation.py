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
    show_in(chosen)
    return chosen


# The fonts that draw a language's own forms of the Han characters, best first. Noto Sans CJK
# and Source Han Sans have a face per language; the others cover one language only. Without one
# of them, which forms Qt draws follows the system's locale, not the language shown.
CJK_FAMILIES = {
    "ja": ("Noto Sans CJK JP", "Source Han Sans JP", "IPAexGothic", "IPAGothic", "TakaoGothic", "VL Gothic"),
    "ko": ("Noto Sans CJK KR", "Source Han Sans KR", "NanumGothic", "UnDotum", "Baekmuk Gulim"),
    "zh_CN": ("Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", "WenQuanYi Zen Hei",
              "AR PL UMing CN"),
    "zh_TW": ("Noto Sans CJK TC", "Source Han Sans TC", "AR PL UMing TW", "AR PL UKai TW"),
}


def cjk_family(code: str, installed: Sequence[str]) -> str | None:
    """The font family of `installed` that draws language `code`'s own glyph forms (None for a
    language without Han characters, or when none is installed)."""
    return next((family for family in CJK_FAMILIES.get(code, ()) if family in installed), None)


def show_in(code: str) -> None:
    """Tell Qt the language shown, before any window is built: QLocale's default (which the
    widgets and the text layout read) and, for Japanese, Korean and Chinese, a font with that
    language's forms after the usual one, so that a Chinese screen is drawn the same on a
    Japanese system as on a Chinese one."""
    from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

    QLocale.setDefault(QLocale(code))
    if QGuiApplication.instance() is None:
        return
    font = QGuiApplication.font()
    if code not in CJK_FAMILIES and not set(font.families()) & _ALL_CJK:
        return  # nothing to add or take away: the font database is not read at start-up
    base = [family for family in font.families() if family not in _ALL_CJK] or [font.family()]
    family = cjk_family(code, QFontDatabase.families())
    chosen = QFont(font)
    chosen.setFamilies(base + ([family] if family else []))
    QGuiApplication.setFont(chosen)


_ALL_CJK = {family for families in CJK_FAMILIES.values() for family in families}


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
