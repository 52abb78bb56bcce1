"""One term per concept: every catalog of a language uses the glossary's terms and none of the variants it forbids."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gogui.i18n import LANGUAGES, SOURCE_LANGUAGE

FOLDER = Path(__file__).resolve().parent.parent / "resources" / "translations"
TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


def glossary() -> dict[str, list[tuple[str, list[str], list[str]]]]:
    """TERMS.md read: per language, each concept with its terms and its forbidden variants."""
    tables: dict[str, list[tuple[str, list[str], list[str]]]] = {}
    language = None
    for line in (FOLDER / "TERMS.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            language = line[3:].strip()
            tables[language] = []
        elif language and line.startswith("|") and not line.startswith(("| concept", "| ---")):
            concept, terms, never = (cell.strip() for cell in line.strip("|").split("|"))
            tables[language].append((concept, [t.strip() for t in terms.split(",") if t.strip()],
                                     [v.strip() for v in never.split(",") if v.strip()]))
    return tables


def translations(code: str) -> list[str]:
    """Every live translation of every catalog of a language."""
    out = []
    for path in sorted(FOLDER.glob(f"*_{code}.ts")):
        for message in ET.parse(path).getroot().iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") != "vanished":
                out.append("".join(translation.itertext()))
    return out


def test_the_glossary_covers_every_language():
    assert set(glossary()) == set(TRANSLATED)
    assert all(len(rows) >= 5 for rows in glossary().values())


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_catalog_uses_the_chosen_terms_and_none_of_the_forbidden_ones(code):
    texts = translations(code)
    found = [(concept, variant, text[:60]) for concept, _terms, never in glossary()[code]
             for variant in never for text in texts if variant in text]
    assert found == []
    unused = [concept for concept, terms, _never in glossary()[code]
              if not any(term in text for term in terms for text in texts)]
    assert unused == []
