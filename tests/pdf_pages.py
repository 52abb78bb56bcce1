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
    """Each page's text, as pdftotext reads it, ligatures (fi, fl) written out as letters; None
    when pdftotext is not installed."""
    if shutil.which("pdftotext") is None:
        return None
    text = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True,
                          timeout=60).stdout.decode("utf-8")
    text = "".join(unicodedata.normalize("NFKC", c) if unicodedata.name(c, "").startswith("LATIN SMALL LIGATURE")
                   else c for c in text)
    return text.split("\f")[:-1] if text.endswith("\f") else text.split("\f")


def squeezed(text: str) -> str:
    """Text without its white space: what a line break inside a PDF's text cannot change."""
    return "".join(text.split())
