"""The teaching window never traps the keyboard, every menu entry has its own mnemonic, and the wheel scrolls what it is over."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QMenu

from gogui.ui.main_window import MainWindow


def test_tab_leaves_the_comment_box_and_goes_round_the_parts_of_the_window(qtbot, window, focus_in):
    comment = window.notes.comment
    before = comment.toPlainText()
    focus_in(window, comment)
    visited = []
    for _ in range(12):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        visited.append(QApplication.focusWidget())
        if visited[-1] is comment:
            break
    assert comment.toPlainText() == before and not window.isWindowModified()
    assert visited[0] is not comment
    assert visited[-1] is comment, "Tab comes back round to the comment box"
    parts = {window.board, window.panel.rulings, window.browser}
    assert parts <= set(visited), [type(w).__name__ for w in visited]
    # Shift+Tab goes back the same way.
    qtbot.keyClick(comment, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is visited[-2]


def test_ctrl_z_in_the_comment_box_undoes_the_typing(qtbot, window, focus_in):
    comment = window.notes.comment
    before = comment.toPlainText()
    focus_in(window, comment)
    comment.moveCursor(comment.textCursor().MoveOperation.End)
    qtbot.keyClicks(comment, " and more")
    assert comment.toPlainText() == before + " and more"
    assert window.controller.explorer.node.comment == before + " and more"
    qtbot.keyClick(comment, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert comment.toPlainText() == before
    assert window.controller.explorer.node.comment == before
    assert comment.hasFocus()
    qtbot.keyClick(comment, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.controller.explorer.node.comment == before + " and more"


def mnemonic(text: str) -> str | None:
    """The letter after the single & of a menu text ("&&" is a literal &), or None."""
    found = re.findall(r"(?<!&)&([^&])", text.replace("&&", ""))
    return found[0].lower() if len(found) == 1 else None


def menus_of(window: MainWindow) -> list[tuple[str, list]]:
    """Every menu of the window, submenus included, with the entries it shows."""
    window.files.fill_recent_menu()
    out = [("menu bar", window.menuBar().actions())]
    todo = [a.menu() for a in window.menuBar().actions()]
    while todo:
        menu = todo.pop()
        if not isinstance(menu, QMenu):
            continue
        out.append((menu.title(), menu.actions()))
        todo.extend(a.menu() for a in menu.actions() if a.menu() is not None)
    return out


def test_every_menu_entry_has_a_mnemonic_of_its_own(qtbot, window, tmp_path):
    recent = [str(tmp_path / name) for name in ("one.sgf", "two & three.sgf")]
    window.files.recent_files = lambda: recent
    for title, actions in menus_of(window):
        letters: dict[str, str] = {}
        for action in actions:
            if action.isSeparator() or (not action.isEnabled() and action.text().startswith("(")):
                continue
            letter = mnemonic(action.text())
            assert letter is not None, f"{title}: {action.text()!r} has no mnemonic"
            assert letter not in letters, f"{title}: {action.text()!r} and {letters[letter]!r} share &{letter}"
            letters[letter] = action.text()


def wheel(receiver, over, steps: int = -1) -> None:
    """A turn of the mouse wheel over the middle of `over`, as `receiver` gets it (negative:
    towards the user). Qt hands a wheel event a widget leaves to its parents only when it comes
    from the system, so the window is sent the turn over a list as a list would pass it on."""
    centre = over.rect().center()
    where = over.mapTo(receiver, centre) if receiver is not over else centre
    event = QWheelEvent(QPointF(where), QPointF(over.mapToGlobal(centre)), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(receiver, event)


def test_the_wheel_steps_over_the_board_and_never_over_the_lists(qtbot, window):
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    c = window.controller
    c.go_to(3)
    for widget in (window.browser, window.panel.rulings, window.panel.moves, window.notes.comment):
        wheel(window, widget)  # what a list at its end, or with nothing to scroll, passes on
        assert c.explorer.index == 3, f"the wheel over {widget.__class__.__name__} stepped"
    wheel(window.board, window.board)
    assert c.explorer.index == 4
    wheel(window.board, window.board, steps=1)
    assert c.explorer.index == 3


def test_the_status_bar_names_every_ruleset_that_allows_a_move_in_full(qtbot, window):
    """Chinese rules forbid the triple ko's move 6; the status bar says which rulesets allow it,
    and the sentence fits the bar at 1024 pixels."""
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    c = window.controller
    window.rulesets.box.setCurrentIndex(window.rulesets.box.findData("chinese"))
    c.go_to(6)
    c.delete_variation(c.explorer.node)
    assert c.explorer.index == 5
    c.play("F5")
    message = window.statusBar().currentMessage()
    assert "Chinese" in message
    for name in ("Renaissance A", "Renaissance B", "Japanese", "Korean"):
        assert name in message
    width = window.statusBar().fontMetrics().horizontalAdvance(message)
    assert width < window.statusBar().width() - 20, message


def test_the_lists_keep_their_arrow_keys_in_a_shown_active_window(qtbot, window, focus_in):
    """Up and Down move in the ruling table and the diagram list rather than switching variations."""
    c = window.controller
    c.go_to(3)
    focus_in(window, window.panel.rulings)
    window.panel.rulings.setCurrentCell(2, 0)
    qtbot.keyClick(window.panel.rulings, Qt.Key.Key_Down)
    assert window.panel.rulings.currentRow() == 3 and c.explorer.index == 3
    assert window.panel.explanation.text().startswith("<b>" + window.panel.rulings.item(3, 0).text())
    qtbot.keyClick(window.panel.rulings, Qt.Key.Key_Up)
    assert window.panel.rulings.currentRow() == 2
    window.panel.setCurrentWidget(window.panel.moves)
    window.panel.moves.setFocus()
    qtbot.waitUntil(window.panel.moves.hasFocus)
    qtbot.keyClick(window.panel.moves, Qt.Key.Key_Down)
    assert c.explorer.index == 4  # the move list drives the position
    listed = [item.data(0, Qt.ItemDataRole.UserRole) for item in window.browser.diagram_items()]
    row = listed.index(window.browser.current_diagram())
    window.browser.setFocus()
    qtbot.waitUntil(window.browser.hasFocus)
    qtbot.keyClick(window.browser, Qt.Key.Key_Down)
    assert window.browser.current_diagram() == listed[row + 1]


def test_the_view_menu_hides_and_shows_the_docks(window):
    view = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    toggles = {a.text(): a for a in view.actions() if a.text() in ("&Diagrams", "Game &tree")}
    assert set(toggles) == {"&Diagrams", "Game &tree"}
    window.show()
    toggles["&Diagrams"].trigger()
    assert not window.diagrams_dock.isVisible()
    toggles["&Diagrams"].trigger()
    assert window.diagrams_dock.isVisible()
    toggles["Game &tree"].trigger()
    assert not window.tree_dock.isVisible()


def test_a_new_position_leaves_no_library_diagram_chosen(window, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from gogui.ui.game_info import NewPositionDialog

    window.open_diagram("triple-ko")
    assert window.browser.current_diagram() == "triple-ko"
    monkeypatch.setattr(NewPositionDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    window.new_position_action.trigger()
    assert window.controller.explorer.record.size == 19 and window.controller.explorer.diagram_id is None
    assert window.browser.current_diagram() is None


def test_cancel_in_the_save_question_leaves_the_list_showing_what_is_open(window, tmp_path):
    """Choosing another diagram with unsaved edits asks first; Cancel keeps the open record,
    and the list goes back to showing it (the diagram, or nothing when a file is open)."""
    window.open_diagram("triple-ko")
    window.controller.set_comment("An edit of my own.")
    window.ask_to_save = lambda: "cancel"
    window.browser.choose("moonshine-life")
    assert window.controller.explorer.diagram_id == "triple-ko"
    assert window.browser.current_diagram() == "triple-ko"
    assert window.browser.selectedItems() == [window.browser.currentItem()]
    path = tmp_path / "mine.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[9];B[ee])")
    window.ask_to_save = lambda: "discard"
    assert window.files.open_path(str(path))
    window.controller.set_comment("Another edit.")
    window.ask_to_save = lambda: "cancel"
    window.browser.choose("moonshine-life")
    assert window.controller.explorer.path == str(path)
    assert window.browser.current_diagram() is None and not window.browser.selectedItems()
    window.ask_to_save = lambda: "discard"
