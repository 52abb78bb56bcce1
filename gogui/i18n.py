"""Translations without Qt: the chosen language, and the Qt Linguist catalogs (.ts) read into one table."""

from __future__ import annotations

import locale
import os
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from importlib.resources import files
from importlib.resources.abc import Traversable

# The language the source texts are written in.
SOURCE_LANGUAGE = "en"

# Every language gogui can show, by code, each in its own name (the Language menu's order).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "ja": "日本語",
    "ko": "한국어",
    "zh_CN": "简体中文",
    "zh_TW": "繁體中文",
}

# The catalogs are split into areas, so that several people can translate at once: a catalog is
# resources/translations/<area>_<language>.ts. Every catalog of the language found there is
# loaded, whichever its area (scripts/update_translations.py says which sources feed which area).

# A message of a catalog: its context and its source text.
Key = tuple[str, str]

_language = SOURCE_LANGUAGE
_table: dict[Key, list[str]] = {}  # (context, source) -> the translation (numerus forms: several)


def catalog_folder() -> Traversable:
    """resources/translations, found through the package gogui.resources wherever it is installed."""
    return files("gogui.resources").joinpath("translations")


def catalogs(code: str, folder: Traversable | None = None) -> list[Traversable]:
    """The catalogs of a language: every <area>_<code>.ts of the folder, in name order."""
    folder = folder if folder is not None else catalog_folder()
    if not folder.is_dir():
        return []
    suffix = f"_{code}.ts"
    return sorted((each for each in folder.iterdir() if each.name.endswith(suffix)
                   and each.name[:-len(suffix)].isidentifier()), key=lambda each: each.name)


def read_catalog(text: str | bytes) -> dict[Key, list[str]]:
    """The finished translations of one .ts catalog, by (context, source). Messages marked
    unfinished, vanished or obsolete, and empty translations, are left out: their English shows."""
    out: dict[Key, list[str]] = {}
    root = ET.fromstring(text)
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None or translation.get("type") is not None:
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")]
            if not forms:
                forms = [translation.text or ""]
            if all(forms):
                out[(name, source)] = forms
    return out


def load(code: str, folder: Traversable | None = None) -> dict[Key, list[str]]:
    """Every catalog of a language read into one table (English, and an unknown code: empty)."""
    table: dict[Key, list[str]] = {}
    if code == SOURCE_LANGUAGE:
        return table
    for catalog in catalogs(code, folder):
        table.update(read_catalog(catalog.read_bytes()))
    return table


def available_languages(folder: Traversable | None = None) -> dict[str, str]:
    """The languages that can be chosen, by code, each in its own name: English and every
    language with at least one catalog."""
    return {code: name for code, name in LANGUAGES.items()
            if code == SOURCE_LANGUAGE or catalogs(code, folder)}


def normalized(name: str | None) -> str | None:
    """The language code gogui uses for a locale or language name (ja_JP.UTF-8 -> ja, zh-Hans -> zh_CN,
    zh_HK -> zh_TW, en-GB -> en), or None when gogui has no such language."""
    if not name:
        return None
    name = name.split(".")[0].split("@")[0].replace("-", "_")
    parts = name.split("_")
    first = parts[0].lower()
    rest = {part.lower() for part in parts[1:]}
    if first == "zh":
        if rest & {"hant", "tw", "hk", "mo"}:
            return "zh_TW"
        return "zh_CN"  # zh, zh_Hans, zh_CN, zh_SG: simplified characters
    return first if first in LANGUAGES else None


def system_languages(environ: dict[str, str] | None = None) -> list[str]:
    """The languages the system asks for, most wanted first, as the environment names them
    (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else as the C library's locale names it."""
    environ = dict(os.environ) if environ is None else environ
    names: list[str] = []
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        if value and value not in ("C", "POSIX"):
            names.extend(part for part in value.split(":") if part)
            if variable != "LANGUAGE":
                break
    if not names:
        try:
            found = locale.getlocale()[0]
        except ValueError:
            found = None
        if found:
            names.append(found)
    return names


def choose_language(setting: str | None, system: Iterable[str] = ()) -> str:
    """The language to show: the setting when it names a language gogui has, else the first of
    the system's languages that gogui has, else English. An empty setting means the system's."""
    chosen = normalized(setting)
    if chosen is not None:
        return chosen
    for name in system:
        found = normalized(name)
        if found is not None:
            return found
    return SOURCE_LANGUAGE


def set_language(code: str, folder: Traversable | None = None) -> str:
    """Show texts in a language from now on (a code of LANGUAGES, or a locale name such as ja_JP);
    returns the code in effect, English when gogui has no such language."""
    global _language, _table
    chosen = normalized(code) or SOURCE_LANGUAGE
    _table = load(chosen, folder)
    _language = chosen
    return chosen


def language() -> str:
    """The code of the language texts are shown in."""
    return _language


def lookup(context: str, text: str, n: int = -1) -> str | None:
    """The translation of a text in its context, None when the catalogs have none. With n >= 0
    the text has numerus forms and %n stands for n (the languages gogui has use one form)."""
    forms = _table.get((context, text))
    if not forms:
        return None
    found = forms[0]
    return found.replace("%n", str(n)) if n >= 0 else found


def translate(context: str, text: str, n: int = -1) -> str:
    """A text in the chosen language, or the text itself when there is no translation.

    Texts with variable parts name them: translate("Learn", "{count} questions").format(count=3).
    The context is the area's or the class's name; scripts/update_translations.py finds every
    call of translate(), tr() and QT_TRANSLATE_NOOP() with literal strings."""
    found = lookup(context, text, n)
    if found is not None:
        return found
    return text.replace("%n", str(n)) if n >= 0 else text


def plural(n: float, one: str, other: str) -> str:
    """The form of a text that agrees with a count: `one` for exactly 1, `other` for any other
    number, each already translated. A text with a count is two messages of the catalogs, such as
    plural(k, translate("Count", "1 stone"), translate("Count", "{n} stones")).format(n=k); the
    languages gogui has besides English use one form, so their catalogs give both the same words.

    Qt's numerus messages (tr("%n stone(s)", "", n)) would need an English catalog for "(s)" to
    become a real plural, and pyside6-lupdate finds numerus messages only in tr() calls: the
    Qt-free code's translate() with a count would not be one. So the windows and the Qt-free
    code both write a count's texts this way (plural(n, self.tr("..."), self.tr("..."))), and
    never "(s)"."""
    return one if n == 1 else other


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name the extractor looks for
    """Mark a text of a table for translation without translating it (it is translated, with the
    same context, where it is shown)."""
    return text



def translate_in(code: str, context: str, text: str) -> str:
    """A text in another language than the chosen one (the Language menu says in both languages
    that the choice applies after a restart); the text itself when there is no translation."""
    forms = load(normalized(code) or SOURCE_LANGUAGE).get((context, text))
    return forms[0] if forms else text
