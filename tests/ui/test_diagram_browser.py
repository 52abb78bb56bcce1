"""The library's browser in the teaching window: diagrams grouped by theme, headings never chosen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from shown_text import tree_texts

from gogui import diagrams
from gogui.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings)
    win.ask_to_save = lambda: "discard"
    qtbot.addWidget(win)
    win.open_diagram("triple-ko")
    return win


def grouped(win: MainWindow) -> dict[str, list[str]]:
    browser = win.browser
    out = {}
    for t in range(browser.topLevelItemCount()):
        title, members = tree_texts(browser.topLevelItem(t))
        out[title] = members
    return out


def test_every_diagram_is_listed_once_under_its_theme(window):
    shown = grouped(window)
    assert list(shown) == [title for title, _ in diagrams.by_theme()]
    assert list(shown)[:1] == ["Cycles and ko"]
    assert "Triple ko" in shown["Cycles and ko"]
    assert "Ing counting: an even game" in shown["Ing's rules"]
    titles = [title for members in shown.values() for title in members]
    assert sorted(titles) == sorted(d.title for d in diagrams.all_diagrams())


def test_the_down_key_steps_over_a_heading_to_the_next_themes_first_diagram(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    first_section, second_section = diagrams.by_theme()[:2]
    window.open_diagram(first_section[1][-1].id)
    window.browser.setFocus()
    qtbot.keyClick(window.browser, Qt.Key.Key_Down)
    assert window.browser.current_diagram() == second_section[1][0].id
    assert window.controller.explorer.diagram_id == second_section[1][0].id


def test_a_heading_cannot_be_chosen_and_opens_nothing(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    heading = window.browser.topLevelItem(1)
    rect = window.browser.visualItemRect(heading)
    qtbot.mouseClick(window.browser.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.browser.current_diagram() == "triple-ko"
    assert window.controller.explorer.diagram_id == "triple-ko"
    assert not heading.flags() & Qt.ItemFlag.ItemIsSelectable


def test_choosing_a_diagram_in_another_theme_opens_it(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    item = next(i for i in window.browser.diagram_items() if i.data(0, Qt.ItemDataRole.UserRole) == "ing-counting-even-game")
    qtbot.mouseClick(window.browser.viewport(), Qt.MouseButton.LeftButton, pos=window.browser.visualItemRect(item).center())
    assert window.controller.explorer.diagram_id == "ing-counting-even-game"
    assert "fill" in window.notes.comment.toPlainText()


def test_typing_a_themes_name_leads_to_its_first_diagram(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    window.browser.setFocus()
    theme, members = diagrams.by_theme()[-1]
    window.browser.keyboardSearch(theme[:4])
    assert window.browser.current_diagram() == members[0].id



def test_a_malformed_library_file_is_named_in_the_window_and_the_rest_is_listed(qtbot, tmp_path, monkeypatch):
    from test_diagrams import BROKEN_FILES, library_with_a_broken_file

    monkeypatch.setattr(diagrams, "LIBRARY_DIR", library_with_a_broken_file(tmp_path, BROKEN_FILES["unknown-theme"]))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings)
    qtbot.addWidget(win)
    win.open_diagram("triple-ko")
    listed = [item.text(0) for item in win.browser.diagram_items()]
    assert len(listed) == len(diagrams.diagram_ids()) and "Triple ko" in listed
    shown = grouped(win)
    [(heading, names)] = [(h, n) for h, n in shown.items() if h not in diagrams.THEMES.values()]
    assert "could not be read" in heading.lower() and names == ["broken-diagram.sgf"]
    win.controller.next()  # the status bar keeps naming the file while the learner steps
    assert "broken-diagram.sgf" in win.library_problems.text() and not win.library_problems.isHidden()
