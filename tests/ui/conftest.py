"""Window tests never wait on a question: an unfinished game closed at the end of a test is
discarded, and a resignation or acceptance is confirmed."""

from __future__ import annotations

import pytest

from gogui.ui.game_window import GameWindow


@pytest.fixture(autouse=True)
def progress_in_a_test_folder(tmp_path_factory, monkeypatch):
    """Learn mode's progress database never goes to the user's data folder from a test."""
    monkeypatch.setenv("GOGUI_DATA_DIR", str(tmp_path_factory.mktemp("gogui-data")))


@pytest.fixture(autouse=True)
def qt_locale_and_font_restored():
    """A test that starts gogui in a language (which makes that language Qt's default locale
    and adds its Han font) leaves Qt's locale and application font as it found them."""
    from PySide6.QtCore import QLocale
    from PySide6.QtGui import QGuiApplication

    locale = QLocale()
    font = QGuiApplication.font() if QGuiApplication.instance() is not None else None
    yield
    QLocale.setDefault(locale)
    if font is not None and QGuiApplication.instance() is not None:
        QGuiApplication.setFont(font)


@pytest.fixture(autouse=True)
def games_close_without_asking(monkeypatch):
    monkeypatch.setattr(GameWindow, "ask_to_save", staticmethod(lambda: "discard"))
    monkeypatch.setattr(GameWindow, "confirm", staticmethod(lambda question: True))


@pytest.fixture
def window(qtbot, tmp_path):
    """The teaching window on triple ko, with settings of its own; closing it never asks
    (test files that need another window define their own)."""
    from PySide6.QtCore import QSettings

    from gogui.ui.main_window import MainWindow

    win = MainWindow(settings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.ask_to_save = lambda: "discard"
    win.open_diagram("triple-ko")
    return win


@pytest.fixture
def focus_in(qtbot):
    """Put the keyboard in a widget of a shown, active window: the recipe that lets key
    presses reach the window's actions (see the PySide6 notes)."""
    def focus(window, widget) -> None:
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitActive(window)
        widget.setFocus()
        qtbot.waitUntil(widget.hasFocus)
    return focus


@pytest.fixture(autouse=True)
def override_errors(monkeypatch):
    """An error caught in a Qt override is reported to the learner, not raised: a test still
    fails on one unless it takes this list and empties it, having checked what it expected."""
    from gogui.ui import override_errors as module

    caught: list[BaseException] = []
    report = module.report_error

    def noted(widget, error) -> None:
        caught.append(error)
        report(widget, error)

    monkeypatch.setattr(module, "report_error", noted)
    yield caught
    assert not caught, f"an error in a Qt override: {caught!r}"
