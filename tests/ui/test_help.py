"""The Help menu of both windows: About, keyboard shortcuts read from the actions, the panel guide."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from shown_text import cell_text

from gogui.engine import PRESETS, REASONS, preset
from gogui.engine.reasons import reason_words
from gogui.session import GameSession
from gogui.teaching import NodeRuling
from gogui.ui.game_controller import GameController
from gogui.ui.game_window import GameWindow
from gogui.ui.help import STATUS_HELP, AboutDialog, PanelGuideDialog, ShortcutsDialog, guide_verdicts
from gogui.ui.main_window import MainWindow
from gogui.ui.palette import status_styles

PROJECT = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())["project"]


@pytest.fixture
def window(qtbot, tmp_path):
    win = MainWindow(settings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win.ask_to_save = lambda: "discard"
    qtbot.addWidget(win)
    win.open_diagram("triple-ko")
    return win


@pytest.fixture
def game_window(qtbot, tmp_path):
    win = GameWindow(GameController(GameSession(preset("japanese"), 9), tmp_path / "autosave.sgf"))
    qtbot.addWidget(win)
    return win


def help_entries(win) -> list[str]:
    menus = {a.text().replace("&", ""): a.menu() for a in win.menuBar().actions()}
    return [a.text().replace("&", "") for a in menus["Help"].actions() if not a.isSeparator()]


def table_rows(dialog: ShortcutsDialog) -> list[tuple[str, str, str]]:
    table = dialog.table
    return [(cell_text(table, r, 0), cell_text(table, r, 1), cell_text(table, r, 2)) for r in range(table.rowCount())]


def test_both_windows_have_a_help_menu(window, game_window):
    assert help_entries(window) == ["How to read the panel", "Keyboard shortcuts", "About gogui"]
    assert help_entries(game_window) == ["Keyboard shortcuts", "About gogui"]


def test_about_names_version_licence_and_the_source_of_every_preset(window):
    window.help_menu.about_action.trigger()
    dialog = window.help_menu.dialogs["about"]
    assert isinstance(dialog, AboutDialog) and dialog.isVisible() and not dialog.isModal()
    assert f"gogui {PROJECT['version']}" in dialog.heading.text()
    text = dialog.text.toPlainText()
    assert f"Licence: {PROJECT['license']['text']}" in text
    for name in ("New Zealand Rules of Go", "Renaissance rules", "Japanese Rules of Go (1989)", "Ing Chang-ki"):
        assert name in text
    for ruleset in PRESETS.values():
        assert ruleset.name in text
    assert "shared/" not in text


def test_the_shortcut_list_shows_the_windows_real_shortcuts(window):
    window.help_menu.shortcuts_action.trigger()
    rows = table_rows(window.help_menu.dialogs["shortcuts"])
    assert ("Go", "Next", "Right") in rows
    assert ("File", "Open SGF", QKeySequence(QKeySequence.StandardKey.Open).toString()) in rows
    assert ("Go", "Pass", "Ctrl+P") in rows
    undo = next(keys for menu, command, keys in rows if command == "Undo")
    assert "Ctrl+Z" in undo.split(", ")
    with_keys = {a.iconText() for a in window.actions() if any(k.toString() for k in a.shortcuts())}
    assert {command for _menu, command, _keys in rows} == with_keys
    assert "mouse wheel" in window.help_menu.dialogs["shortcuts"].note.text()


def test_the_shortcut_list_follows_a_changed_shortcut(window):
    window.next_action.setShortcut(QKeySequence("N"))
    window.help_menu.shortcuts_action.trigger()
    assert ("Go", "Next", "N") in table_rows(window.help_menu.dialogs["shortcuts"])


def test_the_game_windows_shortcuts(game_window):
    game_window.controller.click("D4")  # the undo action's text now names the move
    game_window.help_menu.shortcuts_action.trigger()
    rows = table_rows(game_window.help_menu.dialogs["shortcuts"])
    commands = [(menu, command) for menu, command, _keys in rows]
    assert ("Game", "Save game") in commands and ("Game", "Close") in commands
    assert ("Edit", "Undo") in commands and ("Edit", "Redo") in commands
    assert not game_window.help_menu.dialogs["shortcuts"].note.isVisible()


def test_the_panel_guide_explains_every_status_in_its_colour(window):
    window.help_menu.panel_action.trigger()
    dialog = window.help_menu.dialogs["panel"]
    assert isinstance(dialog, PanelGuideDialog)
    styles = status_styles()
    assert set(STATUS_HELP) == set(styles)
    html = dialog.text.toHtml().lower()
    text = dialog.text.toPlainText()
    for style in styles.values():
        assert style.background.name() in html and style.symbol in text
    for status, (colour_name, _meaning) in STATUS_HELP.items():
        assert all(verdict in text for verdict in guide_verdicts(status)) and colour_name in text
    for code in REASONS:
        if code != "game-over":
            assert reason_words(code) in text  # "disturbing ko", where the code says "disturbing"


def test_the_panel_guide_names_the_reasons_in_the_readers_language(japanese, window):
    window.help_menu.panel_action.trigger()
    text = window.help_menu.dialogs["panel"].text.toPlainText()
    assert "ホットストーン" in text and "hot stone" not in text  # the engine's words for hot-stone, in Japanese


@pytest.mark.parametrize(("status", "reason"), [
    ("start", None), ("legal", None), ("illegal", "ko"), ("stopped", "passes"), ("ended", "no-result"),
    ("after", "ko"), ("after", "game-over"),
])
def test_the_guide_uses_the_panels_own_verdicts(status, reason):
    """What the panel writes in its Ruling column is one of the guide's verdicts for that status,
    its placeholders filled in."""
    shown = NodeRuling(status, reason, "", 1).verdict
    words = reason_words(reason or "")
    filled = [verdict.replace("<reason>", words).replace("<how>", words).replace("<n>", "1")
              for verdict in guide_verdicts(status)]
    assert shown in filled


def test_the_panel_guide_shows_the_verdicts_in_the_readers_language(japanese, window):
    window.help_menu.panel_action.trigger()
    text = window.help_menu.dialogs["panel"].text.toPlainText()
    assert "着手禁止：<理由>" in text and "終局（<どのように>）" in text and "未到達：<n>手目が着手禁止" in text


def test_the_panel_guide_has_the_help_key(window):
    assert window.help_menu.panel_action.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)


@pytest.mark.parametrize("kind", ["about", "shortcuts", "panel"])
def test_each_dialog_fits_on_the_screen(window, qtbot, kind):
    window.help_menu.open(kind, {"about": lambda: AboutDialog(window),
                                 "shortcuts": lambda: ShortcutsDialog(window),
                                 "panel": lambda: PanelGuideDialog(window)}[kind])
    dialog = window.help_menu.dialogs[kind]
    qtbot.waitExposed(dialog)
    room = dialog.screen().availableGeometry()
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
    assert dialog.width() >= dialog.minimumSizeHint().width()


def test_opening_a_dialog_again_replaces_the_old_one(window):
    window.help_menu.about_action.trigger()
    first = window.help_menu.dialogs["about"]
    window.help_menu.about_action.trigger()
    assert window.help_menu.dialogs["about"] is not first and not first.isVisible()
