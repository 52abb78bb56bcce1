"""The presets' names as a reader sees them: translated where the language has its own name for a ruleset."""

from __future__ import annotations

from .i18n import QT_TRANSLATE_NOOP, translate

# The presets' names as gogui.engine gives them, marked for translation (a custom ruleset's name,
# which the user writes, is shown as written).
NAMES = (
    QT_TRANSLATE_NOOP("Ruleset", "New Zealand"),
    QT_TRANSLATE_NOOP("Ruleset", "Ing SST"),
    QT_TRANSLATE_NOOP("Ruleset", "Simplified Ing/NZ"),
    QT_TRANSLATE_NOOP("Ruleset", "Simplified Chinese"),
    QT_TRANSLATE_NOOP("Ruleset", "Simplified Japanese/Korean"),
    QT_TRANSLATE_NOOP("Ruleset", "Simplified AGA"),
    QT_TRANSLATE_NOOP("Ruleset", "Renaissance (area, A)"),
    QT_TRANSLATE_NOOP("Ruleset", "Renaissance (territory with pass stones, B)"),
    QT_TRANSLATE_NOOP("Ruleset", "Japanese 1989"),
    QT_TRANSLATE_NOOP("Ruleset", "Korean"),
    QT_TRANSLATE_NOOP("Ruleset", "Chinese"),
    QT_TRANSLATE_NOOP("Ruleset", "AGA"),
    QT_TRANSLATE_NOOP("Ruleset", "Tromp-Taylor"),
)

# The short names of the ruling matrix's rows, by preset id.
SHORT_NAMES = {
    "nz": QT_TRANSLATE_NOOP("Ruleset", "New Zealand"),
    "ing": QT_TRANSLATE_NOOP("Ruleset", "Ing SST"),
    "simplified-ing-nz": QT_TRANSLATE_NOOP("Ruleset", "Simpl. Ing/NZ"),
    "simplified-chinese": QT_TRANSLATE_NOOP("Ruleset", "Simpl. Chinese"),
    "simplified-japanese-korean": QT_TRANSLATE_NOOP("Ruleset", "Simpl. Jp/Kr"),
    "simplified-aga": QT_TRANSLATE_NOOP("Ruleset", "Simpl. AGA"),
    "renaissance-area": QT_TRANSLATE_NOOP("Ruleset", "Renaissance A"),
    "renaissance-territory": QT_TRANSLATE_NOOP("Ruleset", "Renaissance B"),
    "japanese": QT_TRANSLATE_NOOP("Ruleset", "Japanese"),
    "korean": QT_TRANSLATE_NOOP("Ruleset", "Korean"),
    "chinese": QT_TRANSLATE_NOOP("Ruleset", "Chinese"),
    "aga": QT_TRANSLATE_NOOP("Ruleset", "AGA"),
    "tromp-taylor": QT_TRANSLATE_NOOP("Ruleset", "Tromp-Taylor"),
}


def ruleset_name(name: str) -> str:
    """A ruleset's name in the chosen language (a name the catalogs do not know is shown as given)."""
    return translate("Ruleset", name)


def short_name(ruleset_id: str, name: str) -> str:
    """The short name of a preset for narrow places, else its full name, in the chosen language."""
    return translate("Ruleset", SHORT_NAMES.get(ruleset_id, name))
