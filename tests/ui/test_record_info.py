"""A teacher reads and edits a record's game information; the title follows the file; library notes
are saved only while they still describe the lines; a new position gets its title, player to move,
komi, handicap and ruleset."""

from __future__ import annotations

import pytest
import settling
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog, QFileDialog

from gogui.sgf import read_file
from gogui.ui.game_info import GameInfoDialog, NewPositionDialog
from gogui.ui.main_window import MainWindow

GAME = (b"(;GM[1]FF[4]SZ[9]PB[Honinbo Shusaku]BR[7d]PW[Gennan Inseki]WR[8d]DT[1846-09-11]"
        b"EV[Castle game]PC[Edo]KM[0]RU[japanese]RE[B+2];B[ee];W[cc])")


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings)
    qtbot.addWidget(win)
    win.ask_to_save = lambda: "discard"
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
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton,
                     pos=geometry.centre(x, int(vertex[1:]) - 1).toPoint())


def answer(monkeypatch, dialog_class, *steps):
    """Answer the dialog's exec() with each step in turn: a step acts on the dialog and says
    whether it presses OK."""
    pending = list(steps)

    def exec_(dialog):
        pressed_ok = pending.pop(0)(dialog)
        return QDialog.DialogCode.Accepted if pressed_ok else QDialog.DialogCode.Rejected

    monkeypatch.setattr(dialog_class, "exec", exec_)
    return pending


def retype(qtbot, edit, text: str) -> None:
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def test_the_game_info_of_a_record_is_shown_and_edited_undoably(qtbot, window, tmp_path, monkeypatch):
    path = tmp_path / "castle.sgf"
    path.write_bytes(GAME)
    assert window.files.open_path(str(path))
    header = window.notes.header.text()
    for shown in ("Honinbo Shusaku (7d)", "Gennan Inseki (8d)", "Castle game, Edo, 1846-09-11", "Komi 0",
                  "Japanese 1989", "B+2"):
        assert shown in header
    assert "Honinbo Shusaku vs Gennan Inseki" in window.windowTitle()
    seen = {}

    def edit(dialog):
        seen.update({name: e.text() for name, e in dialog.edits.items()}, komi=dialog.komi.text(),
                    result=dialog.result_edit.text(), ruleset=dialog.ruleset.currentData())
        retype(qtbot, dialog.edits["title"], "The ear-reddening game")
        retype(qtbot, dialog.komi, "6.5")
        return True

    answer(monkeypatch, GameInfoDialog, edit)
    window.game_info_action.trigger()
    assert seen["black_rank"] == "7d" and seen["date"] == "1846-09-11" and seen["place"] == "Edo"
    assert (seen["komi"], seen["result"], seen["ruleset"]) == ("0", "B+2", "japanese")
    c = window.controller
    assert c.explorer.record.game_name == "The ear-reddening game" and c.explorer.record.komi == 6.5
    assert window.windowTitle().startswith("The ear-reddening game (castle.sgf)")
    assert "Komi 6.5" in window.notes.header.text() and window.isWindowModified()
    window.undo_action.trigger()
    assert c.explorer.record.game_name == "" and c.explorer.record.komi == 0
    assert "Honinbo Shusaku vs Gennan Inseki" in window.windowTitle()
    window.redo_action.trigger()
    window.save_action.trigger()
    again = read_file(path)[0]
    assert again.game_name == "The ear-reddening game" and again.komi == 6.5
    assert b"DT[1846-09-11]" in path.read_bytes()


def test_a_komi_that_is_no_number_is_said_and_nothing_typed_is_lost(qtbot, window, monkeypatch):
    errors = []

    def bad(dialog):
        retype(qtbot, dialog.edits["black_player"], "Ann")
        retype(qtbot, dialog.komi, "six")
        return True

    def fixed(dialog):
        errors.append(dialog.error.text())
        assert dialog.edits["black_player"].text() == "Ann"
        retype(qtbot, dialog.komi, "7")
        return True

    answer(monkeypatch, GameInfoDialog, bad, fixed)
    window.game_info_action.trigger()
    assert errors and "number" in errors[0]
    assert window.controller.explorer.record.black_player == "Ann" and window.controller.explorer.record.komi == 7


def test_after_save_as_the_title_follows_the_file(qtbot, window, tmp_path, monkeypatch):
    first = tmp_path / "first.sgf"
    first.write_bytes(b"(;GM[1]FF[4]SZ[9];B[ee])")
    assert window.files.open_path(str(first))
    assert "first.sgf" in window.windowTitle()
    second = tmp_path / "second.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(second), "SGF"))
    window.save_as_action.trigger()
    assert "second.sgf" in window.windowTitle() and "first.sgf" not in window.windowTitle()
    assert "second.sgf" in window.notes.header.text() and "first.sgf" not in window.notes.header.text()


def test_library_notes_are_saved_only_while_they_describe_the_lines(qtbot, window, tmp_path, monkeypatch):
    c = window.controller
    window.notes.comment.setPlainText("My note on the triple ko.")
    commented = tmp_path / "commented.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(commented), "SGF"))
    window.save_action.trigger()
    kept = commented.read_bytes()
    assert b"RULING[" in kept and b"THEME[" in kept and b"SUMMARY[" in kept
    # The saved copy's main line is changed, and saved in place: the notes no longer hold.
    c.go_to(6)
    click(qtbot, window, "G1")
    window.promote_action.trigger()
    window.save_action.trigger()
    changed = commented.read_bytes()
    assert b"RULING[" not in changed and b"THEME[" not in changed and b"ORDER[" not in changed
    assert b"SUMMARY[" not in changed and b"My note on the triple ko." in changed
    assert "left out" in window.statusBar().currentMessage()
    # A copy of a library diagram with a new variation is no longer the diagram either.
    c.open_diagram("triple-ko")
    c.go_to(1)
    click(qtbot, window, "G2")
    copy = tmp_path / "copy.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(copy), "SGF"))
    window.save_action.trigger()
    assert b"RULING[" not in copy.read_bytes()


def test_a_new_position_gets_a_title_player_to_move_komi_handicap_and_ruleset(qtbot, window, monkeypatch):
    def fill(dialog):
        dialog.size_box.setValue(9)
        qtbot.keyClicks(dialog.title, "Two-stone handicap")
        dialog.handicap.setValue(2)
        qtbot.keyClicks(dialog.komi, "0.5")
        dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("aga"))
        return True

    answer(monkeypatch, NewPositionDialog, fill)
    window.new_position_action.trigger()
    c = window.controller
    record = c.explorer.record
    assert (record.size, record.game_name, record.komi, record.handicap, record.rules) == \
        (9, "Two-stone handicap", 0.5, 2, "aga")
    assert record.root.black == ["C3", "G7"] and c.explorer.record_to_move() == "W"
    assert c.explorer.ruleset.id == "aga" and window.rulesets.box.currentData() == "aga"
    assert window.windowTitle().startswith("Two-stone handicap")


def test_a_handicap_the_board_has_no_points_for_is_said_in_the_dialog(qtbot, window, monkeypatch):
    said = []

    def too_many(dialog):
        dialog.size_box.setValue(6)
        dialog.handicap.setValue(3)
        return True

    def cancel(dialog):
        said.append(dialog.error.text())
        return False

    answer(monkeypatch, NewPositionDialog, too_many, cancel)
    window.new_position_action.trigger()
    assert said and "6x6" in said[0]
    assert window.controller.explorer.diagram_id == "triple-ko"


def test_the_open_dialog_offers_sgf_and_mgt_files_and_all_files(window, monkeypatch):
    filters = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: filters.append(a[3]) or ("", ""))
    window.open_action.trigger()
    assert filters[0].split(";;")[0].startswith("SGF and MGT files") and "*.mgt" in filters[0].split(";;")[0]
    assert "All files (*)" in filters[0]


def test_a_custom_ruleset_is_kept_for_the_next_start(qtbot, tmp_path):
    from gogui.engine import parse_rules_spec

    settings = QSettings(str(tmp_path / "custom.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings=settings)
    qtbot.addWidget(first)
    first.rulesets.apply_custom(parse_rules_spec("base=japanese,ko=positional"))
    assert first.close()
    settings.sync()
    again = MainWindow(settings=QSettings(str(tmp_path / "custom.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    ruleset = again.controller.explorer.ruleset
    assert ruleset.id == "custom" and ruleset.ko == "positional" and ruleset.scoring == "territory"
    assert again.rulesets.box.currentData() == "custom"


def test_a_custom_ruleset_that_cannot_be_read_leaves_the_default(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "broken.ini"), QSettings.Format.IniFormat)
    settings.setValue("rules/ruleset", "custom")
    settings.setValue("rules/custom", "base=nonsense,ko=sideways")
    settings.sync()
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    assert window.controller.explorer.ruleset.id == "japanese"


def test_numbers_and_free_text_label_points_and_the_tools_have_keys(qtbot, window, tmp_path, monkeypatch):
    c = window.controller
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitActive(window)
    window.board.setFocus()
    qtbot.waitUntil(window.board.hasFocus)
    qtbot.keyClick(window.board, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert c.explorer.tool == "number"
    for vertex in ("A1", "B1", "C1"):
        click(qtbot, window, vertex)
    click(qtbot, window, "B1")  # taken off again; the next number fills the gap
    click(qtbot, window, "A2")
    assert c.explorer.record.root.labels == [("A1", "1"), ("A2", "2"), ("C1", "3")]
    qtbot.keyClick(window.board, Qt.Key.Key_L,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert c.explorer.tool == "text"
    asked = []
    monkeypatch.setattr("gogui.ui.main_window.QInputDialog.getText",
                        lambda parent, title, label, **options: asked.append(options.get("text")) or ("Here!", True))
    click(qtbot, window, "C1")
    assert asked == ["3"] and ("C1", "Here!") in c.explorer.record.root.labels
    assert ("C1", "Here!") in window.board.state.labels
    window.undo_action.trigger()
    assert ("C1", "3") in c.explorer.record.root.labels
    window.redo_action.trigger()
    path = tmp_path / "labels.sgf"
    c.save(str(path))
    assert read_file(path)[0].root.labels == [("A1", "1"), ("A2", "2"), ("C1", "Here!")]
    assert {window.tool_actions[t].shortcut().toString() for t in window.tool_actions} >= {"Ctrl+1", "Ctrl+9"}


def _grey_only(image) -> bool:
    """Whether every pixel of an image is a shade of grey (black, white or between)."""
    for y in range(0, image.height(), 3):
        for x in range(0, image.width(), 3):
            colour = image.pixelColor(x, y)
            if not colour.red() == colour.green() == colour.blue():
                return False
    return True


def test_a_figure_for_a_handout_is_exported_in_black_and_white_with_the_sequence_numbered(
        qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtGui import QImage

    from gogui.ui.board_export import ExportChoice, ExportDialog

    c = window.controller
    c.go_to(4)  # triple ko after four moves: D6, B5, F6, D5 (each capture leaves the new stone)
    asked = []

    def figure(dialog):
        asked.append(dialog.first_move.maximum())
        dialog.size_box.setValue(300)
        dialog.black_and_white.setChecked(True)
        dialog.numbered.setChecked(True)
        dialog.first_move.setValue(2)
        return True

    answer(monkeypatch, ExportDialog, figure)
    png = tmp_path / "figure.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(png), ""))
    window.export_png_action.trigger()
    assert asked == [4]
    image = QImage(str(png))
    assert (image.width(), image.height()) == (300, 300) and _grey_only(image)
    state = window.export.exported_state(ExportChoice(300, True, 2))
    # Moves 2 to 4 numbered from 1 on their stones (move 1's D6 was taken by move 4).
    assert state.numbers == {"B5": 1, "F6": 2, "D5": 3} and state.black_and_white and not state.banned
    window.export.board_image(300).save(str(tmp_path / "coloured.png"), "PNG")
    coloured = QImage(str(tmp_path / "coloured.png"))
    assert not _grey_only(coloured)  # the screen's board is wood-coloured
    svg = tmp_path / "figure.svg"
    answer(monkeypatch, ExportDialog, figure)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(svg), ""))
    window.export_svg_action.trigger()
    text = svg.read_text()
    assert 'width="300' in text or "300" in text.split("viewBox")[1][:30]
    assert "#dcb35c" not in text.lower()  # no wood


def test_the_new_game_dialog_shows_the_last_choices_and_the_title_names_each_player_once(qtbot, tmp_path, monkeypatch):
    from gogui.ui.game_window import NewGameDialog

    settings = QSettings(str(tmp_path / "games.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings=settings)
    qtbot.addWidget(main)
    main.ask_to_save = lambda: "discard"

    def first_game(dialog):
        dialog.size_box.setCurrentIndex(dialog.size_box.findData(13))
        dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("aga"))
        dialog.handicap.setValue(2)
        retype(qtbot, dialog.black_name, "Ann")
        return True

    seen = {}

    def second_game(dialog):
        seen.update(size=dialog.board_size(), ruleset=dialog.ruleset_box.currentData(),
                    handicap=dialog.handicap.value(), komi=dialog.komi.value(),
                    black=dialog.black_name.text(), white=dialog.white_name.text())
        return False

    answer(monkeypatch, NewGameDialog, first_game, second_game)
    main.casual.new_game()
    [game] = main.casual.windows
    assert game.windowTitle().startswith("Ann (Black) vs White, AGA")
    main.casual.new_game()
    assert seen == {"size": 13, "ruleset": "aga", "handicap": 2, "komi": 0.5, "black": "Ann", "white": ""}
    game.close()


# Two walls on a 7x7 board, a stone of Black's inside White's area, and play stops.
WALLS = "C7 E7 C6 E6 C5 E5 C4 E4 C3 E3 C2 E2 C1 E1 pass B4 pass pass"


def _game_window(qtbot, tmp_path):
    from gogui.engine import preset
    from gogui.session import GameSession
    from gogui.ui.game_controller import GameController
    from gogui.ui.game_window import GameWindow

    window = GameWindow(GameController(GameSession(preset("japanese"), 7), tmp_path / "autosave.sgf"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_game_window_opens_on_the_screen(qtbot, tmp_path):
    window = _game_window(qtbot, tmp_path)
    free = window.screen().availableGeometry()
    assert free.contains(window.frameGeometry().topLeft()) and free.contains(window.geometry().bottomRight())


def test_the_what_if_table_shows_only_with_a_count_and_the_board_keeps_its_place(qtbot, tmp_path):
    window = _game_window(qtbot, tmp_path)
    assert not window.what_if.isVisibleTo(window)  # nothing to compare during play
    board_width = window.board.width()
    for move in WALLS.split():
        if move == "pass":
            window.pass_button.click()
        else:
            window.controller.click(move)
        settling.settle()  # the layout follows the move, as between clicks
        assert window.board.width() == board_width
    assert window.controller.session.stage == "marking"
    assert window.what_if.isVisibleTo(window) and window.what_if.rowCount() > 0
    assert window.board.width() == board_width


def test_a_count_s_what_if_table_takes_the_room_and_shows_every_ruleset_at_1280x800(qtbot, tmp_path):
    """Once counted, the count box takes the free height of the side panel, so that all 13
    rulesets of the What-if table show without scrolling at the usual window size."""
    window = _game_window(qtbot, tmp_path)
    window.resize(1280, 800)
    for move in WALLS.split():
        if move == "pass":
            window.pass_button.click()
        else:
            window.controller.click(move)
    settling.settle()  # the window is laid out again for the count
    window.grab()
    table = window.what_if
    assert table.rowCount() == 13
    last = table.visualItemRect(table.item(12, 0))
    assert last.bottom() <= table.viewport().height(), "the last ruleset is cut off"


def test_a_text_label_wider_than_a_point_is_drawn_whole(qtbot):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from gogui.engine import Board
    from gogui.explorer import BoardState
    from gogui.ui.board_view import Geometry, paint_board

    def ink_beside_the_point(labels) -> set[int]:
        """Columns more than 0.6 of a step left or right of E5 with dark pixels just above its
        horizontal line, leaving out the vertical lines: where only a wide label can draw."""
        image = QImage(400, 400, QImage.Format.Format_ARGB32)
        image.fill(0xFFFFFFFF)
        painter = QPainter(image)
        state = BoardState(board=Board(9), labels=labels, coordinates=False, black_and_white=True)
        paint_board(painter, QRectF(0, 0, 400, 400), state)
        painter.end()
        geo = Geometry.fit(QRectF(0, 0, 400, 400), 9, False, None)
        centre, step = geo.centre(4, 4), geo.step
        lines = [centre.x() + k * step for k in range(-4, 5)]
        rows = range(int(centre.y() - step * 0.2), int(centre.y() - step * 0.08))
        return {x for x in range(400) for y in rows
                if abs(x - centre.x()) > step * 0.6 and min(abs(x - line) for line in lines) > 3
                and image.pixelColor(x, y).lightness() < 100}

    assert ink_beside_the_point([("E5", "Ko here, then")])
    assert not ink_beside_the_point([("E5", "A")])
