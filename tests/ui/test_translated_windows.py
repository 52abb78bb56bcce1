"""Each window in each language at 1280x800 and 1024x700: no text is cut off, the window fits, and every
text the windows ask for while they are shown is found translated."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QTabBar,
    QToolBar,
    QWidget,
)

from gogui import i18n
from gogui.engine import preset
from gogui.learn.progress import ProgressStore
from gogui.learn.run import LessonRun
from gogui.record_info import GameInfo
from gogui.session import GameSession
from gogui.ui import translation
from gogui.ui.board_export import ExportDialog
from gogui.ui.custom_rules import CustomRulesDialog
from gogui.ui.engine_settings import EngineEntryDialog, EngineSettingsDialog, load_engine_choices
from gogui.ui.game_controller import GameController
from gogui.ui.game_info import GameInfoDialog, NewPositionDialog
from gogui.ui.game_window import GameWindow, NewGameDialog
from gogui.ui.help import AboutDialog, PanelGuideDialog, ShortcutsDialog
from gogui.ui.main_window import MainWindow
from gogui.ui.play_from_here import PlayFromHereDialog

LANGUAGES = ["en", "ja", "ko", "zh_CN", "zh_TW"]
SIZES = [(1280, 800), (1024, 700)]
SLACK = 1  # pixels of rounding between a text's measured width and its widget's


def cut_off(window: QWidget) -> list[str]:
    """The texts of a shown window that do not fit their widgets: for every visible label (its
    height for word-wrapped ones), button, tab, group box title, combo box, menu and toolbar, the
    size its text needs by the font's metrics against the size it has."""
    problems = []
    name = type(window).__name__
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisible() or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel) and widget.text():
            if widget.wordWrap():
                need = widget.heightForWidth(widget.width())
                if need > widget.height() + SLACK:
                    problems.append(f"{name}: label {widget.text()[:40]!r} needs {need}px of height, has {widget.height()}")
            elif widget.sizeHint().width() > widget.width() + SLACK:
                problems.append(f"{name}: label {widget.text()[:40]!r} needs {widget.sizeHint().width()}px, "
                                f"has {widget.width()}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            if widget.sizeHint().width() > widget.width() + SLACK:
                problems.append(f"{name}: button {widget.text()!r} needs {widget.sizeHint().width()}px, "
                                f"has {widget.width()}")
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                if widget.tabSizeHint(index).width() > widget.tabRect(index).width() + SLACK:
                    problems.append(f"{name}: tab {widget.tabText(index)!r} is elided")
        elif isinstance(widget, QGroupBox) and widget.title():
            if widget.fontMetrics().horizontalAdvance(widget.title()) > widget.width():
                problems.append(f"{name}: group {widget.title()!r} is wider than its box")
        elif isinstance(widget, QComboBox) and widget.currentText():
            text = widget.fontMetrics().horizontalAdvance(widget.currentText())
            if text > widget.width() - 20:  # the arrow takes the rest
                problems.append(f"{name}: combo box text {widget.currentText()!r} needs {text}px, has {widget.width()}")
        elif isinstance(widget, QToolBar):
            extension = widget.findChild(QAbstractButton, "qt_toolbar_ext_button")
            if extension is not None and extension.isVisible():
                problems.append(f"{name}: toolbar {widget.windowTitle()!r} hides entries behind its extension button")
    if isinstance(window, QMainWindow):
        bar = window.menuBar()
        if bar.sizeHint().width() > bar.width() + SLACK:
            problems.append(f"{name}: the menu bar needs {bar.sizeHint().width()}px, has {bar.width()}")
        screen = window.screen().availableGeometry()
        for action in bar.actions():
            menu = action.menu()
            if isinstance(menu, QMenu) and menu.sizeHint().width() > screen.width():
                problems.append(f"{name}: menu {menu.title()!r} is wider than the screen")
    return problems


@pytest.fixture(params=LANGUAGES)
def language(request, qapp) -> Iterator[str]:
    """The windows made in this language (as a restart in it would make them)."""
    translation.start_language(None, request.param)
    yield request.param
    translation.start_language(None, "en")


@pytest.fixture
def asked(monkeypatch) -> list[tuple[str, str]]:
    """Every (context, text) the windows and the Qt-free code look up and do not find."""
    missing: list[tuple[str, str]] = []
    lookup = i18n.lookup

    def recording(context: str, text: str, n: int = -1) -> str | None:
        found = lookup(context, text, n)
        qt_own = context[:1] == "Q" and context[1:2].isupper()  # Qt's own texts (qtbase's catalog)
        symbol = len(text) <= 1  # a tool's symbol on the toolbar (A, 1, a triangle), not a word
        if found is None and i18n.language() != "en" and not qt_own and not symbol:
            missing.append((context, text))
        return found

    monkeypatch.setattr(i18n, "lookup", recording)
    return missing


def fit(window: QWidget, size: tuple[int, int], qtbot) -> list[str]:
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    problems = cut_off(window)
    if window.width() > size[0] or window.height() > size[1]:
        problems.append(f"{type(window).__name__} cannot be as small as {size}: {window.width()}x{window.height()}")
    return problems


def teaching_window(qtbot, tmp_path) -> MainWindow:
    window = MainWindow(settings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.ask_to_save = lambda: "discard"
    window.open_diagram("triple-ko")
    window.controller.go_to(3)
    return window


def test_the_teaching_window_fits(language, asked, qtbot, tmp_path):
    window = teaching_window(qtbot, tmp_path)
    problems = [problem for size in SIZES for problem in fit(window, size, qtbot)]
    for index in range(window.panel.count()):  # every page of the ruling panel
        window.panel.setCurrentIndex(index)
        problems += fit(window, SIZES[1], qtbot)
    assert problems == [], "\n".join(problems)
    assert asked == [], asked


def test_the_learn_dock_with_a_question_fits(language, asked, qtbot, tmp_path):
    window = teaching_window(qtbot, tmp_path)
    window.learn.use_store(ProgressStore(":memory:"))
    window.learn.begin(LessonRun.for_lesson("positional-superko", window.learn.store))
    window.learn.ask_current()
    problems = [problem for size in SIZES for problem in fit(window, size, qtbot)]
    assert problems == [], "\n".join(problems)
    assert asked == [], asked


def test_the_rulesets_reference_fits(language, asked, qtbot, tmp_path):
    window = teaching_window(qtbot, tmp_path)
    window.rulesets.show_reference()
    reference = window.rulesets.reference
    assert reference is not None
    problems = [problem for size in SIZES for problem in fit(reference, (size[0] * 3 // 4, size[1] * 3 // 4), qtbot)]
    reference.close()
    assert problems == [], "\n".join(problems)
    assert asked == [], asked


def test_the_game_window_fits(language, asked, qtbot, tmp_path):
    window = GameWindow(GameController(GameSession(preset("japanese"), 7), tmp_path / "autosave.sgf"))
    qtbot.addWidget(window)
    # Black walls off A-B with column C, White F-G with column E; White's B4 is hopeless.
    for move in ["C7", "E7", "C6", "E6", "C5", "E5", "C4", "E4", "C3", "E3", "C2", "E2", "C1", "E1", "pass", "B4", "pass", "pass"]:
        if move == "pass":
            window.controller.pass_move()
        else:
            window.controller.click(move)
    window.controller.click("B4")  # marked dead: the count shows
    problems = [problem for size in SIZES for problem in fit(window, size, qtbot)]
    window.close()
    assert problems == [], "\n".join(problems)
    assert asked == [], asked


DIALOGS: dict[str, Callable[[MainWindow], QDialog]] = {
    "game info": lambda w: GameInfoDialog(GameInfo(komi=6.5, ruleset="japanese"), w),
    "new position": lambda w: NewPositionDialog("japanese", w),
    "new game": lambda w: NewGameDialog(w),
    "engines": lambda w: EngineSettingsDialog(w.settings, w),
    "add an engine": lambda w: EngineEntryDialog(load_engine_choices(w.settings), None, w),
    "play from here": lambda w: PlayFromHereDialog(w.controller.explorer.game_from_here, w.controller.explorer.ruleset, 6.5, w),
    "custom rules": lambda w: CustomRulesDialog(preset("japanese"), w),
    "export": lambda w: ExportDialog(40, w),
    "about": lambda w: AboutDialog(w),
    "shortcuts": lambda w: ShortcutsDialog(w),
    "panel guide": lambda w: PanelGuideDialog(w),
}


@pytest.mark.parametrize("dialog", list(DIALOGS))
def test_the_dialogs_fit(language, asked, dialog, qtbot, tmp_path):
    window = teaching_window(qtbot, tmp_path)
    shown = DIALOGS[dialog](window)
    shown.adjustSize()
    shown.show()
    qtbot.waitExposed(shown)
    problems = cut_off(shown)
    screen = shown.screen().availableGeometry()
    if shown.width() > min(screen.width(), 1024) or shown.height() > min(screen.height(), 700):
        problems.append(f"{dialog} is {shown.width()}x{shown.height()}, more than 1024x700")
    shown.close()
    assert problems == [], "\n".join(problems)
    assert asked == [], asked


def test_a_ruling_still_worked_out_says_so_in_the_learner_s_language_everywhere(japanese):
    """The panel, the move list and the matrix share one text for a ruling still worked out."""
    from gogui.ui.line_models import pending_text

    assert pending_text() == "この手の判定を計算中です。"
