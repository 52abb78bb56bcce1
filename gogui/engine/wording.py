"""The engine's plain words: the colours, sentences one after another, lists of points.

Every text is made in the chosen language (gogui.i18n) when it is asked for, never on play()'s
path: each sentence is one template with named placeholders, so that each language orders it."""

from __future__ import annotations

from collections.abc import Iterable

from ..i18n import QT_TRANSLATE_NOOP, translate
from .board import BLACK, COLOR_NAMES, WHITE

# The colours as a sentence names them (translated in the context "Colour").
_COLOURS = {BLACK: QT_TRANSLATE_NOOP("Colour", "Black"), WHITE: QT_TRANSLATE_NOOP("Colour", "White")}
assert all(_COLOURS[c] == COLOR_NAMES[c] for c in (BLACK, WHITE))


def colour_name(c: int) -> str:
    """"Black" or "White" in the chosen language, for a placeholder of a sentence."""
    return translate("Colour", _COLOURS[c])


def sentences(*texts: str) -> str:
    """Sentences one after the other, "First. Second.": a space between them in English, as the
    language joins sentences in others."""
    out = texts[0]
    for text in texts[1:]:
        out = translate("Sentences", "{sentence} {next}").format(sentence=out, next=text)
    return out


def listed(points: Iterable[str]) -> str:
    """Points (or points with a note each) one after the other, "D1, F2", as the language
    separates the items of a list (Japanese and Chinese: "D1、F2")."""
    return translate("Move", ", ").join(points)
