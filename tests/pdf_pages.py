"""Reading back a PDF gogui wrote: its pages, its images and fonts, its text (through poppler's pdftotext where it is installed)."""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
import zlib


def pdf_page_count(data: bytes) -> int:
    """How many pages the PDF has (its page objects; Qt writes them uncompressed)."""
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", data))


def pdf_streams(data: bytes) -> list[bytes]:
    """Every stream of the PDF, inflated where it is compressed."""
    out = []
    for match in re.finditer(rb"stream\r?\n(.*?)\r?\nendstream", data, re.S):
        raw = match.group(1)
        try:
            out.append(zlib.decompress(raw))
        except zlib.error:
            out.append(raw)
    return out


def pdf_text(path) -> list[str] | None:
    """Each page's text, as pdftotext reads it, ligatures and radicals folded (see _FOLDED);
    None when pdftotext is not installed."""
    if shutil.which("pdftotext") is None:
        return None
    text = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True,
                          timeout=60).stdout.decode("utf-8")
    text = "".join(unicodedata.normalize("NFKC", c) if _FOLDED(c) else _SAME_GLYPH.get(c, c) for c in text)
    return text.split("\f")[:-1] if text.endswith("\f") else text.split("\f")


# Characters a CJK font draws with the glyph of another, which the PDF's text then gives.
_SAME_GLYPH = {"\u2027": "\u30fb"}  # a hyphenation point for the katakana middle dot


def _FOLDED(c: str) -> bool:  # noqa: N802 - a predicate named like the constant it stands for
    """A character a PDF's text may give in place of the one drawn: a ligature (fi), or a Kangxi
    radical for the ideograph a CJK font maps to the same glyph (⽇ for 日)."""
    return unicodedata.name(c, "").startswith("LATIN SMALL LIGATURE") or "\u2e80" <= c <= "\u2fdf"


def squeezed(text: str) -> str:
    """Text without its white space: what a line break inside a PDF's text cannot change."""
    return "".join(text.split())
