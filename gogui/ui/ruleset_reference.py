"""The Rulesets reference: each preset's description, source, option values and the reading we chose."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..about import source_of
from ..engine import PRESETS, Ruleset
from ..engine.rules import description_text, reading_text
from ..gtp.nearest_rules import ENGINE_NAMES, fidelity, fidelity_words, referee_only, told_words
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..ruleset_names import option_value_text, ruleset_name

# What each option means, in a few words, for the options table.
OPTION_MEANINGS = {
    "ko": QT_TRANSLATE_NOOP("RulesetReference", "which repetitions a play may not make"),
    "cycles": QT_TRANSLATE_NOOP("RulesetReference", "what a cycle of repeated positions does to the game"),
    "suicide": QT_TRANSLATE_NOOP("RulesetReference", "whether a play may leave its own string without liberties"),
    "scoring": QT_TRANSLATE_NOOP("RulesetReference", "how the game is counted"),
    "seki": QT_TRANSLATE_NOOP("RulesetReference", "whether points in seki count"),
    "passes": QT_TRANSLATE_NOOP("RulesetReference", "successive passes that stop play"),
    "pass-stones": QT_TRANSLATE_NOOP("RulesetReference", "whether a pass hands the opponent a prisoner"),
    "white-passes-last": QT_TRANSLATE_NOOP("RulesetReference", "whether White must make the last pass"),
    "disputes": QT_TRANSLATE_NOOP("RulesetReference", "what happens when the players disagree about dead stones"),
    "removals": QT_TRANSLATE_NOOP("RulesetReference", "how dead stones leave the board"),
    "equal-dispute-moves": QT_TRANSLATE_NOOP("RulesetReference", "whether a dispute needs equal numbers of moves"),
    "komi": QT_TRANSLATE_NOOP("RulesetReference", "White's compensation for moving second, in an even game"),
    "handicap-komi": QT_TRANSLATE_NOOP("RulesetReference", "komi in a handicap game"),
    "ties": QT_TRANSLATE_NOOP("RulesetReference", "who wins a tie in an even game"),
    "handicap-ties": QT_TRANSLATE_NOOP("RulesetReference", "who wins a tie in a handicap game"),
    "handicap-placement": QT_TRANSLATE_NOOP("RulesetReference", "where handicap stones go"),
    "handicap-compensation": QT_TRANSLATE_NOOP("RulesetReference", "points White gets for N handicap stones"),
}


def _meaning(option: str) -> str:
    return translate("RulesetReference", OPTION_MEANINGS[option]) if option in OPTION_MEANINGS else ""


def reference_html(ruleset: Ruleset) -> str:
    """One ruleset's page: name, description, source, options and our reading of its text."""
    title, origin = source_of(ruleset.source) if ruleset.source else ("", "")
    rows = "".join(
        f"<tr><td><code>{escape(name)}</code></td><td><b>{escape(option_value_text(name, value))}</b></td>"
        f"<td>{escape(_meaning(name))}</td></tr>"
        for name, value in ruleset.options().items())
    parts = [f"<h2>{escape(ruleset_name(ruleset.name))}</h2>"]
    if ruleset.description:
        parts.append(f"<p>{escape(description_text(ruleset))}</p>")
    if title:
        source = escape(translate("RulesetReference", "Source"))
        parts.append(f"<h3>{source}</h3><p><b>{escape(title)}</b><br>{escape(origin)}</p>")
    options = escape(translate("RulesetReference", "Options"))
    parts.append(f"<h3>{options}</h3><table cellspacing=\"2\" cellpadding=\"3\">{rows}</table>")
    if ruleset.reading:
        reading = escape(translate("RulesetReference", "How we read the text"))
        parts.append(f"<h3>{reading}</h3><p>{escape(reading_text(ruleset))}</p>")
    parts.append(_engines_html(ruleset))
    if ruleset.id not in PRESETS:
        parts.append("<p><i>" + escape(translate("RulesetReference", "A custom ruleset: the option values above, "
                                                 "built on the preset its rules spec names.")) + "</i></p>")
    return "".join(parts)


def _engines_html(ruleset: Ruleset) -> str:
    """How faithfully each engine plays the ruleset, what it is told, and what the referee keeps."""
    heading = escape(translate("RulesetReference", "Playing the computer"))
    intro = escape(translate("RulesetReference", "An engine is told the nearest rules it knows; gogui referees "
                                                 "every move it offers under this ruleset."))
    items = []
    for kind, name in ENGINE_NAMES.items():
        notes = "".join(f"<li>{escape(note)}</li>" for note in referee_only(ruleset, kind))
        told = escape(translate("RulesetReference", "told: {what}").replace("{what}", told_words(ruleset, kind)))
        items.append(f"<p><b>{escape(name)}</b>: {escape(fidelity_words(fidelity(ruleset, kind)))}<br>"
                     f"<small>{told}</small></p>" + (f"<ul>{notes}</ul>" if notes else ""))
    return f"<h3>{heading}</h3><p>{intro}</p>" + "".join(items)


class RulesetReference(QDialog):
    """A list of the rulesets and the page of the chosen one; it does not block the window."""

    def __init__(self, extra: Ruleset | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rulesets reference"))
        self.rulesets = list(PRESETS.values())
        if extra is not None and extra.id not in PRESETS:
            self.rulesets.append(extra)
        self.list = QListWidget()
        for ruleset in self.rulesets:
            item = QListWidgetItem(ruleset_name(ruleset.name))
            item.setData(Qt.ItemDataRole.UserRole, ruleset.id)
            self.list.addItem(item)
        self.list.setMaximumWidth(260)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.page = QTextBrowser()
        self.page.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        row = QHBoxLayout()
        row.addWidget(self.list)
        row.addWidget(self.page, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(buttons)
        self.list.currentRowChanged.connect(self._chosen)
        self.list.setCurrentRow(0)
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        wanted = QSize(900, 640)
        if screen is not None:
            wanted = wanted.boundedTo(screen.size())
        self.resize(wanted)

    def show_ruleset(self, ruleset: Ruleset) -> None:
        """Turn to one ruleset's page (a custom one is added to the list when it is new)."""
        if ruleset not in self.rulesets:
            self.rulesets.append(ruleset)
            item = QListWidgetItem(ruleset_name(ruleset.name))
            item.setData(Qt.ItemDataRole.UserRole, ruleset.id)
            self.list.addItem(item)
        self.list.setCurrentRow(self.rulesets.index(ruleset))

    def _chosen(self, row: int) -> None:
        if 0 <= row < len(self.rulesets):
            self.page.setHtml(reference_html(self.rulesets[row]))
