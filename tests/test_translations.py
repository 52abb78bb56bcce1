"""The shipped catalogs: the extractor run over the sources finds every marked text translated in every
language, each translation keeps its placeholders, and no marked text escapes the extractor."""

from __future__ import annotations

import ast
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gogui.i18n import LANGUAGES, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import update_translations  # noqa: E402 - the script is found through the path set above

FOLDER = ROOT / "resources" / "translations"
TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]
# Every area that has catalogs takes part (rules joins when its catalogs are made).
AREAS = [area for area in update_translations.AREAS if any(FOLDER.glob(f"{area}_*.ts"))]
CASES = [(area, code) for area in AREAS for code in TRANSLATED]
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%n|%L?\d")


def test_the_windows_and_learn_mode_have_catalogs():
    assert {"ui", "learn"} <= set(AREAS)


@pytest.fixture(scope="module")
def refreshed(tmp_path_factory) -> Path:
    """The shipped catalogs brought up to date with the sources in a copy (what
    scripts/update_translations.py would make of them now)."""
    folder = tmp_path_factory.mktemp("translations")
    for path in FOLDER.glob("*.ts"):
        shutil.copy(path, folder / path.name)
    for area, code in CASES:
        update_translations.update(area, code, folder)
    return folder


def messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    """The live messages of a catalog (those gone from the sources left out): context, source, translation."""
    out = []
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") in ("vanished", "obsolete"):
                continue
            out.append((context.findtext("name") or "", message.findtext("source") or "", translation))
    return out


def forms(translation: ET.Element) -> list[str]:
    found = [form.text or "" for form in translation.iter("numerusform")]
    return found or [translation.text or ""]


@pytest.mark.parametrize(("area", "code"), CASES)
def test_every_marked_text_is_translated(refreshed, area, code):
    found = messages(refreshed / f"{area}_{code}.ts")
    assert len(found) >= 50
    unfinished = [(context, source) for context, source, translation in found
                  if translation.get("type") == "unfinished" or not all(text.strip() for text in forms(translation))]
    assert unfinished == []


@pytest.mark.parametrize(("area", "code"), CASES)
def test_translations_keep_every_placeholder(refreshed, area, code):
    changed = [(source, text) for _context, source, translation in messages(refreshed / f"{area}_{code}.ts")
               for text in forms(translation)
               if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text))]
    assert changed == []


@pytest.mark.parametrize(("area", "code"), CASES)
def test_translations_keep_the_markup(refreshed, area, code):
    """A translation has the same HTML tags as its source (a lost <b> or </p> breaks the layout)."""
    tags = re.compile(r"</?(?:b|i|p|br|h[1-6]|ul|ol|li|table|tr|td|span|font|code|a)\b[^>]*>")
    changed = [source for _context, source, translation in messages(refreshed / f"{area}_{code}.ts")
               for text in forms(translation) if sorted(tags.findall(source)) != sorted(tags.findall(text))]
    assert changed == []


def marked_calls(path: Path) -> list[tuple[str, str, int]]:
    """Every call the extractor must see in a file, found by reading its syntax tree (f-strings
    included, which lupdate does not look into): self.tr("...") with its class as the context,
    translate("Context", "...") and QT_TRANSLATE_NOOP("Context", "...")."""
    found: list[tuple[str, str, int]] = []

    def visit(node: ast.AST, klass: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, ast.ClassDef) else klass
            if isinstance(child, ast.Call):
                func = child.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
                texts = [arg.value if isinstance(arg, ast.Constant) else None for arg in child.args[:2]]
                if name == "tr" and isinstance(func, ast.Attribute) and texts and isinstance(texts[0], str):
                    found.append((klass if getattr(func.value, "id", "") == "self" else "?", texts[0], child.lineno))
                elif name in ("translate", "QT_TRANSLATE_NOOP") and len(texts) == 2 and all(
                        isinstance(text, str) for text in texts):
                    found.append((texts[0], texts[1], child.lineno))  # type: ignore[arg-type]
            visit(child, inner)

    visit(ast.parse(path.read_text(encoding="utf-8")), "")
    return found


@pytest.mark.parametrize("area", AREAS)
def test_no_marked_text_escapes_the_extractor(refreshed, area):
    """A text in an f-string's braces, or window.tr() called from another class (Qt takes the
    context from the object's class at run time), would stay English: none is left."""
    catalog = {(context, source) for context, source, _ in messages(refreshed / f"{area}_{TRANSLATED[0]}.ts")}
    escaped = [f"{path.relative_to(ROOT)}:{line}: {context}: {text!r}"
               for path in update_translations.sources(area) for context, text, line in marked_calls(path)
               if (context, text) not in catalog]
    assert escaped == []


@pytest.mark.parametrize("area", AREAS)
def test_only_literal_texts_are_marked(area):
    """tr(), translate() and QT_TRANSLATE_NOOP() take literal texts where they are marked: an
    f-string or a concatenation there is never found by the extractor."""
    found = []
    for path in update_translations.sources(area):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if name in ("tr", "translate", "QT_TRANSLATE_NOOP") and any(
                    isinstance(arg, (ast.JoinedStr, ast.BinOp)) for arg in node.args[:2]):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def test_every_file_with_marked_texts_belongs_to_an_area():
    # A file no area names is never read by the extractor: its texts would stay English.
    claimed = {path for area in update_translations.AREAS for path in update_translations.sources(area)}
    marking = re.compile(r"\b(translate|QT_TRANSLATE_NOOP|plural)\(\s*\"|self\.tr\(")
    mechanism = ROOT / "gogui" / "i18n.py"  # where translate() itself is
    unread = [str(path.relative_to(ROOT)) for path in sorted((ROOT / "gogui").rglob("*.py"))
              if path not in claimed and path != mechanism and marking.search(path.read_text(encoding="utf-8"))]
    assert unread == []

