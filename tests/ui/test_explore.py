"""A learner plays their own moves in the teaching window: clicks, passes, comments, undo, files."""

from __future__ import annotations

import json
from datetime import date

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog
from shown_text import cell_text

from gogui import cli, diagrams
from gogui.engine import PRESETS
from gogui.save_checks import LIBRARY_NOTES
from gogui.session_records import session_record
from gogui.sgf import parse, read_file, same_tree, to_sgf
from gogui.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings)
    qtbot.addWidget(win)
    win.ask_to_save = lambda: "discard"  # closing at the end of a test must not wait on a dialog
    win.open_diagram("triple-ko")
    return win


def click(qtbot, window: MainWindow, vertex: str) -> None:
    """A real left click on the painted board at a vertex such as "D6"."""
    if not window.isVisible():
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
    window.board.grab()  # paint once so the geometry is known
    geometry = window.board.board_geometry
    assert geometry is not None
    x = "ABCDEFGHJKLMNOPQRST".index(vertex[0])
    y = int(vertex[1:]) - 1  # the geometry counts rows from the bottom
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton,
                     pos=geometry.centre(x, y).toPoint())


def rows(window: MainWindow) -> dict[str, str]:
    """Each preset's verdict as the panel shows it, after its status symbol."""
    return {cell_text(window.panel.rulings, r, 0): cell_text(window.panel.rulings, r, 1).split(" ", 1)[1]
            for r in range(window.panel.rulings.rowCount())}


def test_a_click_adds_a_variation_and_every_ruleset_rules_it(qtbot, window):
    """Triple ko, after Black's D6: White plays G2 instead of the record's B5. The new node is a
    third child of move 1 (after B5 and the library's A1), the window is on it, and every preset
    rules it at once."""
    c = window.controller
    c.go_to(1)
    click(qtbot, window, "G2")
    node = c.explorer.node
    assert node.move == ("W", "G2") and c.explorer.index == 2
    assert len(node.parent.children) == 3 and node.parent.children[2] is node
    assert set(rows(window).values()) == {"legal"}
    assert window.panel.rulings.rowCount() == len(PRESETS)
    assert window.panel.matrix.model().columnCount() == 3  # the line is now root, D6, G2
    assert window.isWindowModified()
    # Back at move 1, the same click goes to the existing child instead of adding another.
    c.go_to(1)
    click(qtbot, window, "G2")
    assert len(c.explorer.node.parent.children) == 3 and c.explorer.node.move == ("W", "G2")


def test_the_library_keeps_its_own_copy_of_an_edited_diagram(qtbot, window):
    click(qtbot, window, "G2")  # Black plays G2 at the start instead of D6
    assert [n.move for n in diagrams.load("triple-ko").record.root.children] == [("B", "D6")]


def test_an_occupied_point_is_refused_with_the_reason(qtbot, window):
    c = window.controller
    click(qtbot, window, "B6")
    assert c.explorer.index == 0 and len(c.explorer.record.root.children) == 1
    assert "B6 is already occupied" in window.statusBar().currentMessage()


def test_a_play_no_ruleset_allows_is_refused_with_the_selected_ruleset_s_reason(qtbot, window):
    """After Black's D6 took D5, White's retake at D5 breaks the basic ko rule everywhere."""
    c = window.controller
    c.go_to(1)
    click(qtbot, window, "D5")
    assert c.explorer.index == 1 and [n.move for n in c.explorer.node.children] == [("W", "B5"), ("W", "A1")]
    message = window.statusBar().currentMessage()
    assert message.startswith("No ruleset allows this play: White may not retake the ko at D5")


SURROUNDED = b"(;GM[1]FF[4]SZ[5]AW[ab][ba][bc][cb]PL[B]C[Black to play.])"


def test_a_play_the_selected_ruleset_forbids_is_added_crossed_out(qtbot, window, tmp_path):
    """A one-stone suicide at B4: forbidden under Japanese rules, legal under New Zealand's.
    It is added; the board shows the stone crossed out and the status bar says who allows it."""
    path = tmp_path / "suicide.sgf"
    path.write_bytes(SURROUNDED)
    assert window.files.open_path(str(path))
    window.rulesets.box.setCurrentIndex(window.rulesets.box.findData("japanese"))
    click(qtbot, window, "B4")
    c = window.controller
    assert c.explorer.node.move == ("B", "B4")
    assert rows(window)["Japanese 1989"] == "illegal: suicide"
    assert rows(window)["New Zealand"] == "legal"
    assert window.board.state.attempted == ("B4", 1)
    message = window.statusBar().currentMessage()
    assert message.startswith("Japanese 1989: illegal: suicide.")  # the details pane says why
    assert "Allowed under: New Zealand" in message


def test_pass_adds_a_pass_node(window):
    c = window.controller
    c.last()
    window.pass_action.trigger()
    assert c.explorer.node.move == ("B", None) and c.explorer.index == 13


def test_comments_are_edited_on_the_node_and_undone(qtbot, window):
    c = window.controller
    c.go_to(2)
    window.notes.comment.setPlainText("My note on move 2.")
    assert c.explorer.node.comment == "My note on move 2."
    c.go_to(3)
    assert window.notes.comment.toPlainText() != "My note on move 2."
    window.undo_action.trigger()  # takes the edit back and shows its node
    assert c.explorer.index == 2 and window.notes.comment.toPlainText().startswith("White escapes")
    window.redo_action.trigger()
    assert window.notes.comment.toPlainText() == "My note on move 2."


def test_undo_and_redo_a_play(qtbot, window):
    c = window.controller
    c.go_to(1)
    click(qtbot, window, "G2")
    window.undo_action.trigger()
    assert c.explorer.index == 1 and len(c.explorer.node.children) == 2
    assert not window.isWindowModified()
    window.redo_action.trigger()
    assert c.explorer.node.move == ("W", "G2")


def test_delete_and_promote_a_variation_are_undoable(qtbot, window):
    c = window.controller
    c.go_to(1)
    click(qtbot, window, "G2")
    variation = c.explorer.node
    window.promote_action.trigger()
    assert c.explorer.record.root.children[0].children[0] is variation
    assert c.explorer.node is variation
    window.undo_action.trigger()
    assert c.explorer.record.root.children[0].children[2] is variation
    c.switch_variation(-2)  # back to the record's B5
    window.delete_variation_action.trigger()  # the main line's B5 goes, with all below it
    assert [n.move for n in c.explorer.record.root.children[0].children] == [("W", "A1"), ("W", "G2")]
    assert c.explorer.index == 1
    window.undo_action.trigger()
    assert [n.move for n in c.explorer.record.root.children[0].children] == [("W", "B5"), ("W", "A1"), ("W", "G2")]


def test_save_as_and_reload_give_the_same_record(qtbot, window, tmp_path, monkeypatch, capsys):
    """A library diagram is never overwritten: Save asks where. The saved file reloads with the
    learner's variation and comment, and gogui-rules rules the learner's moves as the panel did."""
    c = window.controller
    c.go_to(6)
    click(qtbot, window, "G1")  # after White's F5, Black plays G1 (move 7) instead of D6
    window.promote_action.trigger()  # gogui-rules replays the main line: make it this one
    c.go_to(1)
    click(qtbot, window, "G2")  # a variation at move 2
    window.notes.comment.setPlainText("Tenuki.")
    c.switch_variation(-2)
    c.last()
    assert c.explorer.index == 7 and c.explorer.node.move == ("B", "G1")
    target = tmp_path / "mine.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "SGF"))
    window.save_action.trigger()
    assert target.exists() and not window.isWindowModified() and c.explorer.can_save_in_place
    # The library's notes no longer describe the changed lines: they are left out.
    assert (tmp_path / "mine.sgf").read_bytes() == to_sgf(c.explorer.record, LIBRARY_NOTES, date.today())
    reloaded = read_file(target)[0]
    assert to_sgf(reloaded) == to_sgf(c.explorer.record, LIBRARY_NOTES, date.today())
    assert reloaded.root.children[0].children[2].comment == "Tenuki."
    assert diagrams.load("triple-ko").record.main_line()[-1].move == ("W", "F5")  # untouched
    capsys.readouterr()
    assert cli.main([str(target), "--ruleset", "all", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)["games"][0]["rulesets"]
    panel = rows(window)
    for ruleset in report:
        shown = panel[PRESETS[ruleset["id"]].name]
        illegal = ruleset["illegal"]
        if illegal is None:
            assert shown == "legal", ruleset["id"]
        elif illegal["number"] == 7:
            assert shown == f"illegal: {illegal['reason'].replace('-', ' ')}", ruleset["id"]
        else:
            assert shown == f"not reached: move {illegal['number']} was illegal", ruleset["id"]
    assert panel["AGA"].startswith("not reached") and panel["Japanese 1989"] == "legal"


def test_closing_or_replacing_a_changed_record_asks_first(qtbot, window):
    c = window.controller
    click(qtbot, window, "G2")
    answers = iter(["cancel", "discard"])
    window.ask_to_save = lambda: next(answers)
    window.open_diagram("long-life")
    assert c.explorer.diagram_id == "triple-ko" and c.modified  # cancelled: nothing replaced
    window.open_diagram("long-life")
    assert c.explorer.diagram_id == "long-life" and not c.modified


def test_the_tree_dock_follows_and_drives_the_window(qtbot, window):
    c = window.controller
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    c.go_to(3)
    assert window.tree.current() is c.explorer.node
    c.go_to(1)
    click(qtbot, window, "G2")
    added = c.explorer.node
    assert window.tree.position(added) == (2, window.tree.position(added)[1])
    target = c.explorer.record.root.children[0].children[0].children[0]  # the main line's move 3
    qtbot.mouseClick(window.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.tree.node_rect(target).center())
    assert c.explorer.node is target and c.explorer.index == 3
    window.tree.deleteRequested.emit(added)
    assert window.tree.position(added) is None
    window.undo_action.trigger()
    assert window.tree.position(added) is not None and c.explorer.node is added


def test_a_new_position_is_set_up_with_the_edit_tools(qtbot, window, tmp_path, monkeypatch):
    """File > New position, 9x9: two black stones and a white one on the empty board, one
    erased again; White to play; then White's play is ruled from that position."""
    from gogui.ui.game_info import NewPositionDialog

    def nine_by_nine(dialog):
        dialog.size_box.setValue(9)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewPositionDialog, "exec", nine_by_nine)
    window.new_position_action.trigger()
    c = window.controller
    assert c.explorer.record.size == 9 and c.explorer.tool == "B"
    for vertex in ("C3", "D4"):
        click(qtbot, window, vertex)
    window.set_tool("W")
    click(qtbot, window, "E5")
    window.set_tool("erase")
    click(qtbot, window, "D4")
    root = c.explorer.record.root
    assert (root.black, root.white, root.empty) == (["C3"], ["E5"], [])
    window.undo_action.trigger()
    assert root.black == ["C3", "D4"]
    window.redo_action.trigger()
    window.black_to_play_action.trigger()
    window.white_to_play_action.trigger()
    assert root.to_play == "W"
    window.set_tool("play")
    click(qtbot, window, "D3")
    assert c.explorer.node.move == ("W", "D3") and set(rows(window).values()) == {"legal"}
    path = tmp_path / "setup.sgf"
    c.save(str(path))
    reloaded = read_file(path)[0].root
    assert (reloaded.black, reloaded.white, reloaded.to_play) == (["C3"], ["E5"], "W")


def test_setup_on_a_move_goes_into_a_new_node_and_the_rulings_follow(qtbot, window):
    """After Black's D6 in the triple ko, a white stone set up at A1 goes into a new setup node
    after move 1 (SGF keeps moves and setup apart), every ruleset replays from the new
    position, and the next play follows the setup node."""
    c = window.controller
    c.go_to(1)
    window.set_tool("W")
    click(qtbot, window, "A1")
    setup = c.explorer.node
    assert setup.move is None and setup.white == ["A1"] and setup.parent.move == ("B", "D6")
    assert c.explorer.index == 2 and rows(window)["Japanese 1989"] == "legal"
    window.set_tool("play")
    click(qtbot, window, "B5")  # White's escape, now played after the setup node
    assert c.explorer.node.move == ("W", "B5") and c.explorer.node.parent is setup


def test_marks_and_labels_toggle_and_are_saved(qtbot, window, tmp_path):
    c = window.controller
    window.set_tool("triangle")
    click(qtbot, window, "A1")
    window.set_tool("label")
    click(qtbot, window, "B1")
    click(qtbot, window, "C1")
    assert c.explorer.record.root.markup == {"TR": ["A1"]}
    assert c.explorer.record.root.labels == [("B1", "A"), ("C1", "B")]
    assert window.board.state.labels == [("B1", "A"), ("C1", "B")]
    window.set_tool("square")
    click(qtbot, window, "A1")  # a square replaces the triangle
    assert c.explorer.record.root.markup == {"SQ": ["A1"]}
    click(qtbot, window, "A1")
    assert c.explorer.record.root.markup == {}
    path = tmp_path / "marks.sgf"
    c.save(str(path))
    assert read_file(path)[0].root.labels == [("B1", "A"), ("C1", "B")]


def test_recent_files_remember_what_was_saved_and_opened(qtbot, window, tmp_path, monkeypatch):
    c = window.controller
    click(qtbot, window, "G2")
    first = tmp_path / "first.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(first), "SGF"))
    window.save_action.trigger()
    window.open_diagram("long-life")
    window.recent_menu.aboutToShow.emit()
    entries = [a for a in window.recent_menu.actions() if a.data() == str(first.resolve())]
    assert entries and entries[0].text() == "&1 " + str(first.resolve()).replace("&", "&&")
    assert entries
    entries[0].trigger()
    assert c.explorer.path == str(first.resolve()) and c.explorer.record.root.children[-1].move == ("B", "G2")


def _play_from_here(window: MainWindow, ruleset_name: str, black: str = ""):
    """Game > Play from here: choose the ruleset in the dialog, name Black, press Play."""
    seen = {}

    def choose(dialog) -> bool:
        dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findText(ruleset_name))
        dialog.black_name.setText(black)
        seen["note"] = dialog.note.text()
        seen["komi"] = dialog.komi.value()
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        return True

    game = window.casual.play_from_here(choose)
    return game, seen


def test_play_from_here_continues_the_line_so_its_ko_ban_holds(qtbot, window):
    """Triple ko after Black's D6 took the ko at D5: the casual game goes on from that move, and
    White may not retake at D5 at once, as in the line."""
    c = window.controller
    c.go_to(1)
    game, seen = _play_from_here(window, "Chinese", black="Ann")
    qtbot.addWidget(game)
    assert seen["note"].startswith("The game continues the line (1 move)") and seen["komi"] == 7.5
    session = game.controller.session
    assert session.ruleset.id == "chinese" and session.black_name == "Ann"
    assert session.game.board.rows() == c.explorer.model.board(1).rows()
    assert "White to play" in game.status_label.text()
    game.controller.click("D5")
    assert session.game.move_number == 1
    assert "D5" in game.statusBar().currentMessage()
    game.controller.click("G2")
    assert session.game.move_number == 2 and session.game.moves[-1][0] == 2


def test_play_from_a_learner_s_position_starts_from_its_stones(qtbot, window):
    """A new 9x9 position with two stones set up and White to play becomes the game's start."""
    c = window.controller
    window.controller.new_position(9)
    window.set_tool("B")
    click(qtbot, window, "E5")
    window.set_tool("W")
    click(qtbot, window, "C3")
    c.set_player_to_move("W")
    game, seen = _play_from_here(window, "AGA")
    qtbot.addWidget(game)
    assert seen["note"] == "The game starts from this position."
    session = game.controller.session
    assert (session.setup_black, session.setup_white, session.to_move()) == (["E5"], ["C3"], 2)
    assert session_record(session).root.to_play == "W"


def test_play_from_here_can_be_cancelled(qtbot, window):
    assert window.casual.play_from_here(
        lambda dialog: dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()) is None
    assert window.casual.windows == []


def test_a_closed_record_is_freed_with_everything_worked_out_for_it(qtbot, window):
    """The window keeps each step's rulings out of the cycle collector's way while a record is
    open; opening another record must still free the old one (a cyclic tree), once the new
    one is painted (the collection is left until then, so that opening shows at once)."""
    import weakref

    from gogui.ui.memory import collection_queued

    c = window.controller
    click(qtbot, window, "G2")  # an edit, so that the undo stack held the old tree too
    c.last()
    old_root = weakref.ref(c.explorer.record.root)
    window.open_diagram("bent-four")
    assert c.explorer.record.root is not old_root()
    qtbot.waitUntil(lambda: old_root() is None, timeout=30000)
    assert not collection_queued()


def test_the_rulings_of_a_closed_record_are_freed_after_the_new_one_shows_not_while_it_opens(qtbot, window):
    """Freeing what a record's steps worked out takes time in proportion to it: opening another
    record leaves it for the collection made once the new one is painted."""
    import weakref

    from gogui.ui.memory import collection_queued

    c = window.controller
    c.last()
    old_rulings = weakref.ref(c.explorer.model)
    window.open_diagram("bent-four")
    assert c.explorer.model is not old_rulings()
    assert old_rulings() is not None and collection_queued()
    qtbot.waitUntil(lambda: old_rulings() is None, timeout=30000)


def test_the_old_record_is_collected_once_the_learner_pauses_not_in_the_middle_of_steps(qtbot, window):
    """Steps right after opening a record postpone the collection of the one closed before."""
    import time
    import weakref

    from gogui.ui import memory

    c = window.controller
    c.last()
    old_root = weakref.ref(c.explorer.record.root)
    window.open_diagram("bent-four")
    timer = memory._collection["timer"]
    # A short pause with no event delivered: the collection's time runs down, but it cannot be
    # made during the pause, however long a busy machine makes it.
    time.sleep(memory.COLLECT_DELAY_MS / 8 / 1000)
    waited = timer.remainingTime()
    c.next()  # a step: the collection waits for a pause again, from now
    assert memory.collection_queued() and old_root() is not None
    assert timer.remainingTime() > waited
    qtbot.waitUntil(lambda: old_root() is None, timeout=30000)


def test_the_play_from_here_menu_entry_opens_its_dialog(qtbot, window, monkeypatch):
    """Game > Play from here, as the menu triggers it (with Qt's checked argument)."""
    from PySide6.QtWidgets import QDialog

    shown = []
    monkeypatch.setattr(QDialog, "exec", lambda dialog: shown.append(dialog.windowTitle()) or 0)
    window.play_from_here_action.trigger()
    assert shown == ["Play from here"]


def test_a_library_file_opened_as_a_file_is_never_saved(qtbot, window, monkeypatch, library_triple_ko):
    """A diagram opened by its path (Open, Open Recent, the command line) is still the
    library's: Save asks for a new name, and choosing the library file is refused."""
    diagram, content = library_triple_ko
    errors = []
    window.error_hook = lambda title, text: errors.append(text)
    assert window.files.open_path(str(diagram))
    window.controller.go_to(6)
    click(qtbot, window, "G1")
    offered = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: offered.append(a[2]) or (str(diagram), "SGF"))
    assert not window.files.save()
    assert offered and diagram.read_bytes() == content
    assert len(errors) == 1 and "diagram library" in errors[0]
    assert window.controller.modified


COLLECTION = (b"(;GM[1]FF[4]SZ[9]GN[First]PB[Ann];B[ee]C[Centre.](;W[cc])(;W[gg]TR[ee]))"
              b"(;GM[1]FF[4]SZ[13]GN[Second]DT[2026-01-02]EV[Club];B[dd];W[jj]LB[dd:A])"
              b"(;GM[1]FF[4]SZ[19]GN[Third]AB[dd][pp];W[dp]C[Kept as it was.])")


def test_a_collection_is_edited_and_saved_without_losing_any_of_its_games(qtbot, window, tmp_path):
    path = tmp_path / "collection.sgf"
    path.write_bytes(COLLECTION)
    assert window.files.open_path(str(path))
    said_at_open = window.statusBar().currentMessage()
    c = window.controller
    c.go_to(1)
    click(qtbot, window, "D6")  # a new variation of the first game
    window.notes.comment.setPlainText("My own idea.")
    assert window.files.save()
    games = read_file(path)
    assert [game.game_name for game in games] == ["First", "Second", "Third"]
    first = games[0].root.children[0]
    assert len(first.children) == 3 and first.children[2].comment == "My own idea."
    originals = parse(COLLECTION)
    assert games[2].root.properties.pop("DT")  # a game without a date gets the day it was saved
    assert same_tree(games[1].root, originals[1].root) and same_tree(games[2].root, originals[2].root)
    assert games[1].size == 13 and games[2].size == 19
    assert "3 games" in said_at_open and "Save writes them all" in said_at_open


def _loop(path):
    """Replace a file by a symbolic link to itself: a save target nothing can be written to."""
    path.unlink()
    path.symlink_to(path)


@pytest.mark.parametrize("failure", ["symlink loop", "unforeseen error"])
def test_a_save_that_fails_in_the_quit_question_keeps_the_window_and_the_work(qtbot, window, tmp_path,
                                                                              monkeypatch, failure):
    import gogui.explorer

    path = tmp_path / "mine.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[9];B[ee])")
    assert window.files.open_path(str(path))
    window.controller.last()
    click(qtbot, window, "C3")
    if failure == "symlink loop":
        _loop(path)
    else:
        def broken_write(*args, **options):
            raise ValueError("an unforeseen flaw")
        monkeypatch.setattr(gogui.explorer, "write_file", broken_write)
    errors = []
    window.error_hook = lambda title, text: errors.append(text)
    window.ask_to_save = lambda: "save"
    assert not window.close()
    assert window.isVisible() and window.controller.modified
    assert len(errors) == 1 and str(path) in errors[0]
    assert ("symbolic links" in errors[0]) if failure == "symlink loop" else ("unforeseen flaw" in errors[0])
    window.ask_to_save = lambda: "discard"


def test_any_game_of_a_collection_can_be_shown_edited_and_saved(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    path = tmp_path / "collection.sgf"
    path.write_bytes(COLLECTION)
    assert window.files.open_path(str(path))
    c = window.controller
    choices = []

    def choose(parent, title, label, items, current=0, editable=True):
        choices.append(list(items))
        return items[1], True

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    assert window.choose_game_action.isEnabled()
    window.choose_game_action.trigger()
    assert choices == [["1: First", "2: Second", "3: Third"]]
    assert c.explorer.record.game_name == "Second" and c.explorer.record.size == 13 and "Second" in window.windowTitle()
    c.last()
    click(qtbot, window, "K10")
    monkeypatch.setattr(QInputDialog, "getItem", lambda parent, title, label, items, *rest: (items[0], True))
    window.choose_game_action.trigger()
    assert c.explorer.record.game_name == "First" and c.modified  # the second game's edit is not saved yet
    window.ask_to_save = lambda: "cancel"
    assert not window.close()
    assert window.files.save()
    assert not c.modified
    games = read_file(path)
    assert [game.game_name for game in games] == ["First", "Second", "Third"]
    assert [node.move for node in games[1].main_line()[1:]] == [("B", "D10"), ("W", "K4"), ("B", "K10")]
    for undated in (games[0], games[2]):
        assert undated.root.properties.pop("DT")  # the day it was first saved
    assert same_tree(games[0].root, parse(COLLECTION)[0].root) and same_tree(games[2].root, parse(COLLECTION)[2].root)
    window.ask_to_save = lambda: "discard"


def test_a_click_where_the_selected_ruleset_never_got_plays_nothing_and_says_why(qtbot, window):
    """Triple ko, move 6 with Ing SST selected: Ing's line stopped at move 2, and the board shows
    Ing's game there (B5 crossed out), not move 6. A click on it plays nothing on a position the
    board does not show, and the status bar says why; under another ruleset the click plays."""
    c = window.controller
    window.rulesets.box.setCurrentIndex(window.rulesets.box.findData("ing"))
    c.go_to(6)
    assert window.board.state.attempted == ("B5", 2) and window.board.state.note is not None
    # The note is drawn across the top of the board, on a grey band.
    image = window.board.grab().toImage()
    pad = max(4.0, window.board.board_geometry.step * 0.12)
    band = image.pixelColor(image.width() // 2, int(pad) + 2)
    assert abs(band.red() - 0xdc) <= 6 and band.red() == band.green() == band.blue()
    click(qtbot, window, "F6")  # empty on Ing's board, White's stone of move 6 in the record
    assert c.explorer.index == 6 and [n.move for n in c.explorer.node.children] == [("B", "D6")]
    assert window.statusBar().currentMessage() == (
        "Nothing was added: under Ing SST the line did not get this far, so the board shows "
        "another position. Choose another ruleset to play here.")
    window.rulesets.box.setCurrentIndex(window.rulesets.box.findData("japanese"))
    click(qtbot, window, "A1")
    assert c.explorer.node.move == ("B", "A1") and c.explorer.index == 7


def test_a_question_of_learn_mode_shows_the_record_s_position_not_where_a_ruleset_stopped(qtbot, window, tmp_path,
                                                                                          monkeypatch):
    """Where Ing's line never got, the board showing Ing's game where it stopped would answer a
    question before it is asked: while Learn mode asks, the board shows the record's stones."""
    monkeypatch.setenv("GOGUI_DATA_DIR", str(tmp_path / "data"))
    c = window.controller
    window.rulesets.box.setCurrentIndex(window.rulesets.box.findData("ing"))
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    dock = window.learn
    dock.show()
    dock.quiz_button.click()
    qtbot.waitUntil(lambda: dock.run is not None)
    run = dock.run
    while run.current is not None and run.current.shown_node < 3:
        dock.skip_button.click()  # the answer shows; Next asks the next question
        dock.next_button.click()
    assert run.current is not None and not window.panel.isVisible()  # asking, at a move Ing never reached
    state = window.board.state
    assert state.note is None
    assert list(state.board.color) == list(c.explorer.model.board(c.explorer.index).color)


def test_save_as_of_an_mgt_record_proposes_its_name_as_sgf(qtbot, window, tmp_path, monkeypatch):
    """A record opened from NAME.mgt: Save As proposes NAME.sgf under the SGF filter, not
    NAME.mgt."""
    record = tmp_path / "Hon-41-1.mgt"
    record.write_text("(;GM[1]FF[4]SZ[9];B[ee];W[cc])")
    assert window.files.open_path(str(record))
    proposed = []

    def chooser(_parent, _title, suggested, _filters):
        proposed.append(suggested)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", chooser)
    window.save_as_action.trigger()
    assert proposed == [str(tmp_path / "Hon-41-1.sgf")]
