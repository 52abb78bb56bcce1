"""Finding where the rulesets differ in the window: Go > Next/Previous difference, Go to move, the rows, the Moves tab."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from gogui.sgf import Node
from gogui.ui import window_actions
from gogui.ui.help import shortcut_rows


def test_next_and_previous_difference_stop_where_the_rulesets_part(qtbot, window):
    """Triple ko: Ing forbids move 2 (a hot stone), the superko rules move 6, and at move 12
    Renaissance draws while Japanese and Korean rules end without result."""
    c = window.controller
    stops = []
    for _ in range(3):
        window.next_difference_action.trigger()
        stops.append(c.explorer.index)
    assert stops == [2, 6, 12]
    messages: list[str] = []
    c.message.connect(messages.append)
    window.next_difference_action.trigger()
    assert c.explorer.index == 12 and messages and "do not differ" in messages[-1]
    window.previous_difference_action.trigger()
    assert c.explorer.index == 6
    window.previous_difference_action.trigger()
    assert c.explorer.index == 2


def test_the_keys_find_the_differences_and_go_to_a_move(qtbot, window, monkeypatch, focus_in):
    asked = []

    def answer(win, current, last):
        asked.append((current, last))
        return 6

    monkeypatch.setattr(window_actions, "ask_move_number", answer)
    focus_in(window, window.panel.rulings)
    qtbot.keyClick(window.panel.rulings, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.explorer.index == 2
    qtbot.keyClick(window.panel.rulings, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert asked == [(2, 12)] and window.controller.explorer.index == 6
    qtbot.keyClick(window.panel.rulings, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.explorer.index == 2


def test_go_to_move_counts_moves_not_setup_nodes(qtbot, window, monkeypatch):
    c = window.controller
    root = c.explorer.record.root
    setup = Node(black=["A1"])
    setup.parent = root
    first = root.children[0]
    root.children.insert(0, setup)
    setup.children.append(first)
    first.parent = setup
    root.children.remove(first)
    c.open_record(c.explorer.record, "with setup")
    monkeypatch.setattr(window_actions, "ask_move_number", lambda win, current, last: 3)
    window.go_to_move_action.trigger()
    assert c.explorer.move_number == 3 and c.explorer.node.move is not None and c.explorer.index == 4


def test_a_not_reached_row_leads_to_the_move_that_stopped_its_line(qtbot, window):
    """At move 6 Ing's row reads "not reached: move 2 was illegal": a double click or its menu goes there."""
    c = window.controller
    c.go_to(6)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    names = [window.panel.rulings.item(r, 0).text() for r in range(window.panel.rulings.rowCount())]
    ing = names.index("Ing SST")
    assert window.panel.rulings.item(ing, 1).text().endswith("not reached: move 2 was illegal")
    menu = window.panel.ruling_menu(ing)
    texts = [a.text() for a in menu.actions()]
    assert "Go to move 2" in texts
    menu.actions()[texts.index("Go to move 2")].trigger()
    assert c.explorer.index == 2
    c.go_to(6)
    where = window.panel.rulings.visualItemRect(window.panel.rulings.item(ing, 1)).center()
    # A double click as the mouse makes it: a click, then the second press as a double click.
    qtbot.mouseClick(window.panel.rulings.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.mouseDClick(window.panel.rulings.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert c.explorer.index == 2
    assert window.rulesets.reference is None  # the double click went to the move, not to the reference


def test_the_moves_tab_marks_the_differences_and_follows_the_current_move(qtbot, window):
    c = window.controller
    model = window.panel.moves_model
    texts = [model.data(model.index(row)) for row in range(model.rowCount())]
    marked = [row for row, text in enumerate(texts) if "\u2260" in text]
    assert marked == [2, 6, 12]
    assert "Ing SST" in model.data(model.index(2), Qt.ItemDataRole.ToolTipRole)
    # A long line: the list keeps the current move in view as the window steps.
    node = c.explorer.record.root.main_line()[-1]
    for i in range(200):
        child = Node(move=("B" if i % 2 == 0 else "W", None))
        child.parent = node
        node.children.append(child)
        node = child
    c.open_record(c.explorer.record, "long")
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    assert model.rowCount() == 213
    # A step made while another tab is shown: the Moves tab shows the current move when it comes up.
    c.go_to(150)
    window.grab()
    window.panel.setCurrentWidget(window.panel.moves)
    window.grab()
    qtbot.waitUntil(lambda: window.panel.moves.viewport().rect().contains(window.panel.moves.visualRect(model.index(150))))
    c.go_to(40)
    window.grab()
    qtbot.waitUntil(lambda: window.panel.moves.viewport().rect().contains(window.panel.moves.visualRect(model.index(40))))


def test_the_new_keys_clash_with_none_and_are_listed_in_the_help(qtbot, window):
    keys: dict[str, str] = {}
    for action in window.actions():
        for key in action.shortcuts():
            text = key.toString(QKeySequence.SequenceFormat.PortableText)
            assert text not in keys, f"{text}: {keys.get(text)} and {action.text()}"
            keys[text] = action.text()
    listed = {command: k for _menu, command, k in shortcut_rows(window)}
    for command, key in (("Next difference", "Ctrl+Right"), ("Previous difference", "Ctrl+Left"),
                         ("Go to move", "Ctrl+G")):
        assert QKeySequence(listed[command]) == QKeySequence(key)


def test_the_details_pane_follows_the_ruleset_chosen_on_the_toolbar(qtbot, window):
    """A click on a row shows that row's details; choosing another ruleset on the toolbar then
    shows the chosen ruleset's details, not the row clicked before."""
    c = window.controller
    c.go_to(6)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    names = [window.panel.rulings.item(r, 0).text() for r in range(window.panel.rulings.rowCount())]
    where = window.panel.rulings.visualItemRect(window.panel.rulings.item(names.index("Tromp-Taylor"), 0)).center()
    qtbot.mouseClick(window.panel.rulings.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert window.panel.explanation.text().startswith("<b>Tromp-Taylor")
    window.rulesets.box.setCurrentIndex(window.rulesets.box.findData("aga"))
    assert window.panel.explanation.text().startswith("<b>AGA")
    assert window.panel.rulings.currentRow() == names.index("AGA")


def test_a_custom_ruleset_has_its_row_in_the_whole_line_matrix(qtbot, window):
    from dataclasses import replace

    from gogui.engine import PRESETS

    custom = replace(PRESETS["japanese"], id="custom", name="My rules", ko="positional")
    window.rulesets.apply_custom(custom)
    model = window.panel.matrix_model
    rows = [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())]
    assert rows[-1] == "My rules" and len(rows) == len(PRESETS) + 1
    # Positional superko forbids the triple ko's move 6, which the Japanese rules allow.
    assert "illegal" in model.data(model.index(len(rows) - 1, 6), Qt.ItemDataRole.ToolTipRole)


def test_return_on_a_not_reached_row_goes_to_the_move_that_stopped_its_line(qtbot, window, focus_in):
    c = window.controller
    c.go_to(6)
    names = [window.panel.rulings.item(r, 0).text() for r in range(window.panel.rulings.rowCount())]
    focus_in(window, window.panel.rulings)
    window.panel.rulings.setCurrentCell(names.index("Ing SST"), 0)
    qtbot.keyClick(window.panel.rulings, Qt.Key.Key_Return)
    assert c.explorer.index == 2
