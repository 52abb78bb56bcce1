"""What the About box and --version say: the version, the licence and the texts the rulesets follow."""

from __future__ import annotations

from dataclasses import dataclass

from . import __version__
from .i18n import translate

DISTRIBUTION = "gogui"


def version() -> str:
    """The installed package's version; the source tree's own when gogui is not installed."""
    from importlib import metadata  # read when asked: importing it costs a window's start tens of ms

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return __version__


def licence() -> str:
    """The licence named in the package metadata (from pyproject.toml), or a note that it is unknown."""
    from importlib import metadata

    try:
        info = metadata.metadata(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "not known (gogui is not installed; see pyproject.toml)"
    for field in ("License-Expression", "License"):
        values = info.get_all(field)  # the metadata's own reading of a field it may lack
        if values and values[0]:
            return values[0]
    return "not stated in the package metadata"


@dataclass(frozen=True)
class RulesetSource:
    """One text the presets are built from, where it comes from, and the presets that follow it."""

    title: str
    origin: str
    presets: tuple[str, ...]


def source_of(source: str) -> tuple[str, str]:
    """A preset's source text as a reader sees it: its name (as written) and where it comes from
    (in the chosen language). source: the key of its entry in gogui/rule_texts/sources.py."""
    from .rule_texts.sources import SOURCES  # here, so that --version does not load the rule texts

    text = SOURCES[source]
    return text.named, translate("About", text.origin)


def ruleset_sources() -> list[RulesetSource]:
    """Every distinct source text of the presets, in preset order, with the presets built from it."""
    from .engine import PRESETS  # here, so that --version does not load the rules engine

    grouped: dict[str, list[str]] = {}
    for ruleset in PRESETS.values():
        grouped.setdefault(ruleset.source, []).append(ruleset.name)
    return [RulesetSource(*source_of(source), tuple(names)) for source, names in grouped.items()]
