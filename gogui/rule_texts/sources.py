"""The texts the presets follow, one entry each: title, origin and the file a citation names (no Qt).

The About box and the Rulesets reference name a preset's text and say where it comes from, and
every citation of the rule texts begins with its title, all from this one table. A preset names
its text by the key of its entry (Ruleset.source): the engine imports nothing from gogui outside
itself, so it holds the key and this table holds the rest.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import QT_TRANSLATE_NOOP

# The diagram library's notes, which summarise the mainstream rulesets gogui keeps no copy of.
SUMMARY_FILE = "shared/diagrams/positions.md"


@dataclass(frozen=True)
class SourceText:
    """One text presets are built from: how it is cited and named, where it comes from, and where
    the project keeps it."""

    # How every citation of it begins, a message of the context "RuleSource" (see the table).
    title: str
    # Where it comes from, in a sentence of the context "About".
    origin: str
    # The project's copy of it among the design notes; None for a mainstream ruleset, cited as the
    # diagram library's notes (SUMMARY_FILE) summarise it.
    file: str | None = None
    # How the About box and the Rulesets reference name it where that is not its title, as written.
    heading: str = ""

    @property
    def named(self) -> str:
        """The text as the About box and the Rulesets reference name it, kept as written in every
        language."""
        return self.heading or self.title


_MAINSTREAM = QT_TRANSLATE_NOOP(
    "About", "A mainstream ruleset a learner compares against; gogui keeps no copy of its text and "
    "follows it as it is commonly summarised.")

# Every text a preset follows or a rule text cites, by the key presets name it with.
SOURCES: dict[str, SourceText] = {
    "simplified": SourceText(
        #: The title every source of that text begins with, translated where the text has an official
        #: title in the language (日本囲碁規約, 中国围棋竞赛规则), else kept as written with a gloss.
        QT_TRANSLATE_NOOP("RuleSource", "Simplified rules"),
        QT_TRANSLATE_NOOP(
            "About", "A proposal of simplified rulesets: one common core of play, then simplified Ing/NZ, "
            "Chinese, Japanese/Korean and AGA rules, each with a commentary, meant as steps towards "
            "one world-wide ruleset."),
        "shared/seeds/000_fc3df750823bc447.txt",
        "\"Simplified rules\": the common simplified rules plus the simplified ruleset"),
    "renaissance": SourceText(
        QT_TRANSLATE_NOOP("RuleSource", "Renaissance rules"),
        QT_TRANSLATE_NOOP(
            "About", "A community wiki page (last edited October 2021) proposing basic ko with threefold "
            "repetition, minimal superko and a three-pass stop, in an area and a territory variant, "
            "with worked examples."),
        "shared/seeds/001_fba6a09fc038c3cf.txt"),
    "nz": SourceText(
        QT_TRANSLATE_NOOP("RuleSource", "New Zealand Rules of Go"),
        QT_TRANSLATE_NOOP("About", "The rules of the New Zealand Go Society, as given on a community wiki page."),
        "shared/seeds/002_3c7121c48ff24f62.txt"),
    "sst": SourceText(
        QT_TRANSLATE_NOOP("RuleSource", "Ing's SST Rules of Go (Kim, Simon and Straus)"),
        QT_TRANSLATE_NOOP(
            "About", "Janice Kim, Michael Simon and Phil Straus's explanation of the rules proposed by "
            "Ing Chang-ki; many of its examples come from Ing's SST Laws of Wei-Ch'i (1991)."),
        "shared/seeds/003_8833aae5e6ecaea2.txt",
        "Ing's SST Rules of Go, Kim, Simon and Straus"),
    "japanese": SourceText(QT_TRANSLATE_NOOP("RuleSource", "Japanese Rules of Go (1989)"), _MAINSTREAM),
    "korean": SourceText(QT_TRANSLATE_NOOP("RuleSource", "Korean Baduk Association practice"), _MAINSTREAM),
    "chinese": SourceText(QT_TRANSLATE_NOOP("RuleSource", "Chinese Rules of Go (1988/2002)"), _MAINSTREAM),
    "aga": SourceText(QT_TRANSLATE_NOOP("RuleSource", "American Go Association rules"), _MAINSTREAM),
    "tromp-taylor": SourceText(QT_TRANSLATE_NOOP("RuleSource", "Tromp-Taylor rules"), _MAINSTREAM),
}
