"""The Help menu: About (version, licence, ruleset sources), keyboard shortcuts, how to read the ruling panel."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from html import escape

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..about import licence, ruleset_sources, version
from ..engine import REASONS
from ..engine.reasons import reason_words
from ..engine.wording import listed
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..teaching import Status, verdict_forms
from .palette import status_styles
from .resources import app_icon
from .screen_fit import fitting_size

# What each status of the ruling panel means: (the verdict in the Ruling column, colour name, meaning),
# marked for translation (the dialog translates them).
# Each status's colour and what it means; its verdicts are the panel's own (teaching.verdict_forms).
STATUS_HELP: dict[Status, tuple[str, str]] = {
    "start": (QT_TRANSLATE_NOOP("PanelGuideDialog", "light grey"),
              QT_TRANSLATE_NOOP("PanelGuideDialog", "The starting position (node 0), before any move of the line.")),
    "legal": (QT_TRANSLATE_NOOP("PanelGuideDialog", "green"),
              QT_TRANSLATE_NOOP("PanelGuideDialog",
                                "The ruleset allows this move and play goes on. A setup or comment node after "
                                "legal play reads legal too.")),
    "illegal": (QT_TRANSLATE_NOOP("PanelGuideDialog", "red"),
                QT_TRANSLATE_NOOP("PanelGuideDialog",
                                  "The ruleset forbids this move; the reason says which rule (see below). The "
                                  "board shows the forbidden stone crossed out on the position before it.")),
    "stopped": (QT_TRANSLATE_NOOP("PanelGuideDialog", "amber"),
                QT_TRANSLATE_NOOP("PanelGuideDialog",
                                  "Successive passes (two, or three under the Renaissance rules) stop play here: "
                                  "next the players agree which stones are dead, or settle a disagreement the "
                                  "ruleset's way.")),
    "ended": (QT_TRANSLATE_NOOP("PanelGuideDialog", "blue"),
              QT_TRANSLATE_NOOP("PanelGuideDialog",
                                "The game ends at this move: threefold repetition (decided by the stones each "
                                "side captured in the loop), no result (a long cycle, Japanese and Korean rules) "
                                "or passes (play stopped and the ruleset goes straight to the count).")),
    "after": (QT_TRANSLATE_NOOP("PanelGuideDialog", "grey"),
              QT_TRANSLATE_NOOP("PanelGuideDialog",
                                "The ruleset's replay of this line never gets here: it stopped at move n, after "
                                "a move it forbids or where its game ended. The details pane says why; under the "
                                "chosen ruleset the board shows its game where it stopped.")),
}
# What stands in a verdict for the reason (how the game ended, for "ended") and the move number.
_REASON_PLACEHOLDER = {"illegal": QT_TRANSLATE_NOOP("PanelGuideDialog", "reason"),
                       "ended": QT_TRANSLATE_NOOP("PanelGuideDialog", "how")}


def guide_verdicts(status: Status) -> list[str]:
    """A status's verdicts as the panel writes them, with placeholders: "illegal: <reason>",
    "not reached: move <n> was illegal", ... in the chosen language."""
    reason = _REASON_PLACEHOLDER.get(status)
    return verdict_forms(status, reason=f"<{translate('PanelGuideDialog', reason)}>" if reason else "", number="<n>")



def _fit(dialog: QDialog, wanted: QSize) -> None:
    """Resize to the wanted size, but never beyond the screen the dialog (or its parent) is on."""
    dialog.resize(fitting_size(dialog.parentWidget() or dialog, wanted, frame=QSize(40, 60)))


def _close_buttons(dialog: QDialog) -> QDialogButtonBox:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    return buttons


class AboutDialog(QDialog):
    """The version, the licence and the texts each ruleset is built from."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About gogui"))
        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(QSize(64, 64)))
        self.heading = QLabel(
            f"<h2>gogui {escape(version())}</h2>"
            + self.tr("How the rulesets of Go differ: every position ruled under every ruleset, with reasons."))
        self.heading.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.heading, 1)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        self.text.setHtml(self._body())
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.text)
        layout.addWidget(_close_buttons(self))
        _fit(self, QSize(640, 600))

    def _body(self) -> str:
        version_word, licence_word = self.tr("Version"), self.tr("Licence")
        sources_heading, presets_word = self.tr("Sources of the rulesets"), self.tr("Presets")
        parts = [
            f"<p><b>{version_word}:</b> {escape(version())}<br>"
            f"<b>{licence_word}:</b> {escape(licence())}</p>",
            f"<h3>{sources_heading}</h3>",
            "<p>" + self.tr("Each preset is implemented from a ruleset text. Every description, explanation "
                            "and diagram comment in gogui is written in the project's own words.") + "</p>",
        ]
        for source in ruleset_sources():
            presets = ", ".join(escape(name) for name in source.presets)
            parts.append(f"<p><b>{escape(source.title)}</b><br>{presets_word}: {presets}<br>"
                         f"<i>{escape(source.origin)}</i></p>")
        return "".join(parts)


def shortcut_rows(window: QMainWindow) -> list[tuple[str, str, str]]:
    """(menu, command, keys) for every action of the window that has a keyboard shortcut, in menu
    order; actions that are in no menu come last under "Window"."""
    rows: list[tuple[str, str, str]] = []
    seen: list[QAction] = []

    def add(menu_name: str, action: QAction) -> None:
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
        keys = [k for k in keys if k]
        if action in seen or not keys or action.isSeparator():
            return
        seen.append(action)
        rows.append((menu_name, action.iconText(), ", ".join(keys)))

    for menu_name, action in _menu_actions(window):
        add(menu_name, action)
    for action in window.actions():
        add(QCoreApplication.translate("ShortcutsDialog", "Window"), action)
    return rows


def _menu_actions(window: QMainWindow) -> Iterator[tuple[str, QAction]]:
    """Every action of the window's menu bar with the name of its menu ("Edit > Tool for the board")."""
    def walk(menu: QMenu, path: str) -> Iterator[tuple[str, QAction]]:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                yield from walk(sub, f"{path} > {sub.title().replace('&', '')}")
            else:
                yield path, action

    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            yield from walk(menu, menu.title().replace("&", ""))


class ShortcutsDialog(QDialog):
    """The keyboard shortcuts of one window, read from its actions when the dialog opens."""

    def __init__(self, window: QMainWindow, note: str = "") -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = shortcut_rows(window)
        self.table = QTableWidget(len(rows), 3)
        self.table.setHorizontalHeaderLabels([self.tr("Menu"), self.tr("Command"), self.tr("Keys")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a list to read: Close keeps the focus
        for row, cells in enumerate(rows):
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.resizeRowsToContents()
        header = self.table.horizontalHeader()
        content = QSize(header.length() + 2 * self.table.frameWidth() + 24,
                        self.table.verticalHeader().length() + header.sizeHint().height()
                        + 2 * self.table.frameWidth())
        self.table.setMinimumWidth(min(content.width(), 560))
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.note = QLabel(note)
        self.note.setWordWrap(True)
        self.note.setVisible(bool(note))
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        layout.addWidget(_close_buttons(self))
        # The table's whole content, plus the note, the Close button and the margins.
        extra = layout.contentsMargins().top() + layout.contentsMargins().bottom() + 3 * layout.spacing()
        extra += self.note.sizeHint().height() if note else 0
        _fit(self, QSize(max(420, content.width() + 24), content.height() + extra + 28))


class PanelGuideDialog(QDialog):
    """What the ruling panel's rows, verdicts and the Whole-line colours mean."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to read the panel"))
        self.text = QTextBrowser()
        self.text.setHtml(self._body())
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(_close_buttons(self))
        _fit(self, QSize(720, 720))

    @staticmethod
    def _statuses() -> list[tuple[Status, list[str], str, str]]:
        """Each status's verdicts as the panel writes them (with placeholders), its colour and
        what it means, in the chosen language."""
        return [(status, guide_verdicts(status), translate("PanelGuideDialog", colour),
                 translate("PanelGuideDialog", meaning))
                for status, (colour, meaning) in STATUS_HELP.items()]

    def _body(self) -> str:
        styles = status_styles()
        statuses = "".join(
            f"<tr><td bgcolor=\"{styles[status].background.name()}\" width=\"28\" align=\"center\">"
            f"<font color=\"{styles[status].text.name()}\">{styles[status].symbol}</font></td>"
            f"<td><b>{'<br>'.join(escape(verdict) for verdict in verdicts)}</b><br><i>{escape(colour)}</i></td>"
            f"<td>{escape(meaning)}</td></tr>"
            for status, verdicts, colour, meaning in self._statuses())
        reasons = listed([reason_words(code) for code in REASONS if code != "game-over"])
        return (
            "<p>" + self.tr("The panel beside the board says, for the node the board shows, what every "
                            "ruleset makes of it.") + "</p>"
            "<h3>" + self.tr("Rulings here") + "</h3><p>"
            + self.tr("One row per ruleset (and your custom ruleset when you chose one), with its "
                      "<b>Ruling</b>: a symbol and a short verdict. The ruleset chosen in the toolbar is in "
                      "bold and its verdict is in the status bar. The details pane under the panel gives the "
                      "selected row's full explanation; click another row to read that ruleset's.") + "</p>"
            "<h3>" + self.tr("Verdicts and colours") + "</h3>"
            "<p>" + self.tr("The rows of Rulings here and the cells of Whole line take these symbols and "
                            "colours (the colours follow a light or a dark system palette):") + "</p>"
            f"<table cellspacing=\"2\" cellpadding=\"4\">{statuses}</table>"
            "<p>" + self.tr("Reasons an illegal move can have: {reasons}.").replace("{reasons}", reasons) + "</p>"
            "<h3>" + self.tr("Whole line") + "</h3><p>"
            + self.tr("A matrix of rulesets (rows) by nodes of the current line (columns, 0 is the start), "
                      "marked as above; the current move's column is outlined. Read a row to see where that "
                      "ruleset forbids a move or ends the game, read a column to compare the rulesets at one "
                      "move. Hover a cell for its ruling and explanation; click it to go to that node.") + "</p>"
            "<h3>" + self.tr("Moves and the board") + "</h3><p>"
            + self.tr("Moves lists the nodes of the current line and marks where it branches "
                      "(\"variation 2 of 3\"). On the board, a red cross marks a point where the player to "
                      "move may not play under the chosen ruleset; hover it to read why.") + "</p>"
        )


class HelpMenu:
    """A window's Help menu; each dialog opens without blocking the window.

    panel_guide: offer "How to read the panel" (the teaching window); shortcuts_note: a line under
    the shortcuts for what is not an action (the mouse wheel)."""

    def __init__(self, window: QMainWindow, panel_guide: bool, shortcuts_note: str = "") -> None:
        self.window = window
        self.dialogs: dict[str, QDialog] = {}
        menu = window.menuBar().addMenu(translate("HelpMenu", "&Help"))
        menu.setObjectName("help")  # other menus are placed before it by this name
        self.panel_action: QAction | None = None
        if panel_guide:
            self.panel_action = self._add(menu, translate("HelpMenu", "How to read the &panel"),
                                          lambda: PanelGuideDialog(window), "panel")
            self.panel_action.setShortcuts(QKeySequence.StandardKey.HelpContents)
        self.shortcuts_action = self._add(menu, translate("HelpMenu", "&Keyboard shortcuts"),
                                          lambda: ShortcutsDialog(window, shortcuts_note), "shortcuts")
        menu.addSeparator()
        self.about_action = self._add(menu, translate("HelpMenu", "&About gogui"), lambda: AboutDialog(window), "about")
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

    def _add(self, menu: QMenu, text: str, make: Callable[[], QDialog], kind: str) -> QAction:
        action = QAction(text, self.window)
        action.triggered.connect(lambda: self.open(kind, make))
        menu.addAction(action)
        self.window.addAction(action)
        return action

    def open(self, kind: str, make: Callable[[], QDialog]) -> QDialog:
        """Show the dialog of this kind, made afresh (the shortcuts may have changed since)."""
        old = self.dialogs.pop(kind, None)
        if old is not None:
            old.close()
            old.deleteLater()
        dialog = make()
        self.dialogs[kind] = dialog
        dialog.show()
        dialog.activateWindow()
        return dialog
