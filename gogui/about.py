"""What the About box and --version say: the version, the licence and the texts the rulesets follow."""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import __version__
from .i18n import QT_TRANSLATE_NOOP, translate

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


# Where each kept source text comes from, keyed by its file among the project's design notes.
_ORIGINS = {
    "000_fc3df750823bc447.txt": QT_TRANSLATE_NOOP(
        "About", "A proposal of simplified rulesets: one common core of play, then simplified Ing/NZ, "
        "Chinese, Japanese/Korean and AGA rules, each with a commentary, meant as steps towards "
        "one world-wide ruleset."),
    "001_fba6a09fc038c3cf.txt": QT_TRANSLATE_NOOP(
        "About", "A community wiki page (last edited October 2021) proposing basic ko with threefold "
        "repetition, minimal superko and a three-pass stop, in an area and a territory variant, "
        "with worked examples."),
    "002_3c7121c48ff24f62.txt": QT_TRANSLATE_NOOP(
        "About", "The rules of the New Zealand Go Society, as given on a community wiki page."),
    "003_8833aae5e6ecaea2.txt": QT_TRANSLATE_NOOP(
        "About", "Janice Kim, Michael Simon and Phil Straus's explanation of the rules proposed by "
        "Ing Chang-ki; many of its examples come from Ing's SST Laws of Wei-Ch'i (1991)."),
}
_MAINSTREAM = QT_TRANSLATE_NOOP(
    "About", "A mainstream ruleset a learner compares against; gogui keeps no copy of its text and "
    "follows it as it is commonly summarised.")
_KEPT_ELSEWHERE = QT_TRANSLATE_NOOP("About", "A text kept with the project's design notes.")
_KEPT_FILE = re.compile(r"\s*\(shared/seeds/(?P<file>[^)]+)\)\s*$")
_SUMMARISED = re.compile(r",?\s*as summarised in .*$")


def source_of(source: str) -> tuple[str, str]:
    """A preset's source field as a reader sees it: the text's title (as written) and where it
    comes from (in the chosen language)."""
    kept = _KEPT_FILE.search(source)
    if kept is not None:
        origin = _ORIGINS.get(kept["file"], _KEPT_ELSEWHERE)
        return source[:kept.start()].strip(), translate("About", origin)
    return _SUMMARISED.sub("", source).strip(), translate("About", _MAINSTREAM)


def ruleset_sources() -> list[RulesetSource]:
    """Every distinct source text of the presets, in preset order, with the presets built from it."""
    from .engine import PRESETS  # here, so that --version does not load the rules engine

    grouped: dict[str, list[str]] = {}
    for ruleset in PRESETS.values():
        grouped.setdefault(ruleset.source, []).append(ruleset.name)
    return [RulesetSource(*source_of(source), tuple(names)) for source, names in grouped.items()]
