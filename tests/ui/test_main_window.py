"""The teaching window driven as a learner would: open a diagram, step, switch rulesets, read rulings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QMainWindow, QMessageBox
from shown_text import cell_text

from gogui.engine import PRESETS
from gogui.sgf import read_file
from gogui.ui import app as app_module
from gogui.ui.board_view import Geometry
from gogui.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings)
    qtbot.addWidget(win)
    win.open_diagram("triple-ko")
    return win


def ruling_rows(win: MainWindow) -> dict[str, str]:
    """Each preset's verdict as the panel shows it, after its status symbol."""
    return {cell_text(win.panel.rulings, r, 0): cell_text(win.panel.rulings, r, 1).split(" ", 1)[1]
            for r in range(win.panel.rulings.rowCount())}


def test_opening_a_diagram_shows_its_root_comment_and_every_preset(window):
    assert "capturing race with three kos" in window.notes.comment.toPlainText()
    assert window.panel.rulings.rowCount() == len(PRESETS)
    model = window.panel.matrix.model()
    assert model.rowCount() == len(PRESETS) and model.columnCount() == 13


def test_stepping_to_the_sixth_move_shows_each_rulesets_verdict(window):
    for _ in range(6):
        window.next_action.trigger()
    rows = ruling_rows(window)
    assert rows["Tromp-Taylor"] == "illegal: positional superko"
    assert rows["AGA"] == "illegal: situational superko"
    assert rows["Japanese 1989"] == "legal"
    assert rows["Ing SST"] == "not reached: move 2 was illegal"  # Ing already barred move 2
    assert "Move 6: White F5" in window.notes.header.text()


def test_arrow_keys_step_through_the_line(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitActive(window)
    window.board.setFocus()
    qtbot.waitUntil(window.board.hasFocus)
    qtbot.keyClick(window.board, Qt.Key.Key_Right)
    qtbot.keyClick(window.board, Qt.Key.Key_Right)
    assert window.controller.explorer.index == 2
    qtbot.keyClick(window.board, Qt.Key.Key_End)
    assert window.controller.explorer.index == 12
    qtbot.keyClick(window.board, Qt.Key.Key_Home)
    assert window.controller.explorer.index == 0


def test_switching_the_ruleset_rerules_the_board(window):
    window.controller.go_to(6)
    window.rulesets.box.setCurrentIndex(window.rulesets.box.findData("japanese"))
    assert window.board.state.attempted is None
    assert window.board.state.last_move == "F5"
    window.rulesets.box.setCurrentIndex(window.rulesets.box.findData("tromp-taylor"))
    assert window.board.state.attempted == ("F5", 2)  # White's stone crossed out
    assert "positional superko forbids it" in window.panel.explanation.text()
    assert "illegal" in window.statusBar().currentMessage()



def test_changes_made_in_one_block_are_shown_once_after_it(window):
    """Triple ko: a new ruleset and a new node inside refreshing_once() (nested, too) show
    nothing until the outermost block ends, then the window shows both at once."""
    shown = []
    window.refreshed.connect(lambda: shown.append(window.notes.header.text()))
    with window.refreshing_once():
        window.rulesets.box.setCurrentIndex(window.rulesets.box.findData("tromp-taylor"))
        with window.refreshing_once():
            window.controller.go_to(6)
        assert shown == [] and "Move 6" not in window.notes.header.text()
    assert len(shown) == 1 and "Move 6: White F5" in shown[0]
    assert window.board.state.attempted == ("F5", 2)  # Tromp-Taylor's cross on White's stone
    with window.refreshing_once():  # a block that changes nothing still shows the node once
        pass
    assert len(shown) == 2

def test_banned_points_carry_their_reason(window):
    window.rulesets.box.setCurrentIndex(window.rulesets.box.findData("japanese"))
    window.controller.go_to(1)  # Black took at D6: White may not retake at D5 at once
    banned = window.board.state.banned
    assert "D5" in banned and "basic ko" in banned["D5"]


def test_clicking_a_ruling_row_shows_its_explanation(window, qtbot):
    window.controller.go_to(6)
    row = next(r for r in range(window.panel.rulings.rowCount()) if window.panel.rulings.item(r, 0).text() == "New Zealand")
    window.panel.rulings.setCurrentCell(row, 1)
    assert "situational superko forbids it under New Zealand" in window.panel.explanation.text()


def test_variations_are_reached_with_up_and_down(window):
    window.controller.go_to(2)
    window.down_action.trigger()
    assert window.controller.explorer.node.name == "Ing: the hot stones make it a ko fight"
    assert window.controller.explorer.node.move == ("W", "A1")
    window.up_action.trigger()
    assert window.controller.explorer.node.move == ("W", "B5")


def test_a_broken_file_gives_a_message_and_the_window_keeps_working(window, tmp_path, monkeypatch):
    messages = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: messages.append(args[2]))
    broken = tmp_path / "broken.sgf"
    broken.write_bytes(b"(;GM[1]SZ[19];B[dd")
    assert not window.files.open_path(str(broken))
    assert messages and "broken.sgf" in messages[0]
    assert window.controller.explorer.title == "Triple ko"
    window.next_action.trigger()
    assert window.controller.explorer.index == 1


def test_an_sgf_file_with_variations_and_latin1_text_opens(window, tmp_path):
    path = tmp_path / "game.sgf"
    path.write_bytes("(;GM[1]FF[4]CA[ISO-8859-1]SZ[9]C[Caf\xe9];B[ee](;W[cc])(;W[gg]C[autre]))".encode("latin-1"))
    assert window.files.open_path(str(path))
    assert "Café" in window.notes.comment.toPlainText()
    window.controller.last()
    window.down_action.trigger()
    assert window.controller.explorer.node.move == ("W", "G3")


def test_clicking_the_board_reports_the_point(qtbot, window):
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.board.grab()  # paint once so the geometry is known
    geo: Geometry = window.board.board_geometry
    with qtbot.waitSignal(window.board.pointClicked, timeout=30000) as blocker:
        qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=geo.centre(3, 5).toPoint())
    assert blocker.args == ["D6"]


def test_export_and_copy_as_ascii(window, tmp_path):
    window.export.write_svg(str(tmp_path / "board.svg"))
    assert "<svg" in (tmp_path / "board.svg").read_text()
    image = window.export.board_image(400)
    assert image.width() == 400
    window.export.copy_ascii()
    lines = QGuiApplication.clipboard().text().splitlines()
    assert lines[0] == "$$B Triple ko"
    assert lines[1] == lines[-1] == "$$ +---------------+"
    assert lines[3] == "$$ | O X O . O . O |"
    assert len(lines) == 10


def test_settings_persist_ruleset_and_toggles(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings=settings)
    qtbot.addWidget(first)
    first.rulesets.box.setCurrentIndex(first.rulesets.box.findData("nz"))
    first.coordinates_action.setChecked(False)
    first.show()
    qtbot.waitExposed(first)
    first.close()
    second = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(second)
    assert second.controller.explorer.ruleset.id == "nz"
    assert not second.coordinates_action.isChecked()


def test_a_ruleset_shown_for_now_is_not_the_learners_and_the_custom_one_comes_back(qtbot, tmp_path):
    """The learner's ruleset is a custom one; Japanese rules shown for now (as Learn mode shows
    an answer's) leave it the learner's: it is what the settings keep, and it comes back."""
    from gogui.engine import parse_rules_spec

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings=settings)
    qtbot.addWidget(first)
    first.rulesets.apply_custom(parse_rules_spec("base=japanese,ko=positional"))
    first.rulesets.show_for_now(PRESETS["japanese"])
    assert first.rulesets.box.currentText() == "Japanese 1989" and first.controller.explorer.ruleset.id == "japanese"
    assert first.rulesets.learners.id == "custom"
    first.close()
    kept = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert (kept.value("rules/ruleset"), kept.value("rules/custom")) == ("custom", "base=japanese,ko=positional")
    first.rulesets.give_back()
    assert first.rulesets.box.currentText() == "Custom (base=japanese,ko=positional)"
    assert first.controller.explorer.ruleset.ko == "positional"
    second = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(second)
    assert second.rulesets.box.currentText() == "Custom (base=japanese,ko=positional)"


def test_screenshot_option_writes_a_1280x800_png(qapp, tmp_path):
    out = tmp_path / "shot.png"
    assert app_module.main(["--screenshot", str(out), "--diagram", "triple-ko", "--move", "6",
                            "--ruleset", "aga"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)


def test_unknown_diagram_option_is_an_error(capsys):
    assert app_module.main(["--diagram", "nope"]) == 2
    assert "no diagram 'nope'" in capsys.readouterr().err


def test_every_user_visible_action_has_text(window):
    assert window.open_action.shortcut().toString() == "Ctrl+O"
    assert window.next_action.shortcut().toString() == "Right"


def test_a_long_session_keeps_none_alive(window):
    """Hundreds of steps must not leak away references to None (PySide6 6.12.0 on Python 3.11
    did, and the process aborted)."""
    import sys

    before = sys.getrefcount(None)
    for _ in range(40):
        window.controller.last()
        window.controller.first()
        window.board.grab()
    assert sys.getrefcount(None) >= before - 50


def test_custom_dialog_builds_a_rules_spec(qtbot):
    from gogui.ui.custom_rules import CustomRulesDialog

    dialog = CustomRulesDialog(PRESETS["japanese"])
    qtbot.addWidget(dialog)
    box = dialog.choices["ko"]
    box.setCurrentIndex(box.findData("positional"))
    assert dialog.spec() == "base=japanese,ko=positional"
    custom = dialog.ruleset()
    assert custom.ko == "positional" and custom.scoring == "territory"


def test_a_custom_ruleset_rules_the_board_and_gets_a_row(window):
    from gogui.engine import parse_rules_spec

    window.rulesets.apply_custom(parse_rules_spec("base=japanese,ko=positional"))
    window.controller.go_to(6)
    rows = ruling_rows(window)
    assert rows["Japanese 1989"] == "legal"
    assert rows["Custom (base=japanese,ko=positional)"] == "illegal: positional superko"
    assert window.board.state.attempted == ("F5", 2)
    assert window.rulesets.box.currentText() == "Custom (base=japanese,ko=positional)"


def move_text(window, row: int) -> str:
    model = window.panel.moves.model()
    return model.data(model.index(row))


def test_the_move_list_follows_and_drives_the_position(window):
    assert window.panel.moves.model().rowCount() == 13
    assert move_text(window, 6) == "6: White F5  \u2260 rulesets differ"  # positional superko vs the rest
    assert move_text(window, 5) == "5: Black B6"
    window.panel.moves.setCurrentIndex(window.panel.moves.model().index(4))
    assert window.controller.explorer.index == 4
    window.next_action.trigger()
    assert window.panel.moves.currentIndex().row() == 5
    window.controller.go_to(2)
    window.down_action.trigger()
    assert move_text(window, 2) == "2: White A1  [variation 2 of 2]"


def test_dropping_an_sgf_file_opens_it(window, tmp_path):
    from PySide6.QtCore import QMimeData, QPointF, QUrl
    from PySide6.QtGui import QDropEvent

    path = tmp_path / "dropped.sgf"
    path.write_text("(;GM[1]FF[4]SZ[9]GN[Dropped];B[ee];W[cc])")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    window.dropEvent(event)
    assert window.controller.explorer.title == "Dropped"
    assert window.panel.moves.model().rowCount() == 3


def test_high_dpi_screenshot_is_sharp(tmp_path):
    """At a scale factor of 2 the window renders at twice the pixels (1280x800 logical)."""
    import os
    import subprocess
    import sys

    out = tmp_path / "hidpi.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR="2")
    subprocess.run([sys.executable, "-m", "gogui", "--screenshot", str(out), "--diagram", "bent-four"],
                   env=env, check=True, capture_output=True)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (2560, 1600)


def test_passes_stop_play_or_end_the_game_depending_on_the_ruleset(window):
    window.open_diagram("bent-four")
    window.controller.go_to(2)
    rows = ruling_rows(window)
    # Each stop shows that ruleset's count of the diagram's view (the corner, not the whole
    # 19x19 board). Nothing is marked dead yet: under the Japanese rules the corner as it stands
    # counts as a seki, no point for anyone; under Tromp-Taylor every stone is alive and Black's
    # A19 makes the difference.
    assert rows["Japanese 1989"] == "play stops \u00b7 draw"
    assert rows["Tromp-Taylor"] == "game ends (passes) \u00b7 Black +1"
    assert rows["Renaissance (area, A)"] == "legal"  # three passes are needed there


def test_the_whole_line_matrix_colours_each_ruling_and_a_click_goes_there(window, qtbot):
    from gogui.ui.palette import status_styles

    styles = status_styles()
    model = window.panel.matrix.model()
    aga = list(PRESETS).index("aga")
    japanese = list(PRESETS).index("japanese")
    assert model.data(model.index(aga, 6), Qt.ItemDataRole.BackgroundRole) == styles["illegal"].background
    assert model.data(model.index(aga, 6), Qt.ItemDataRole.DisplayRole) == styles["illegal"].symbol
    assert model.data(model.index(japanese, 6), Qt.ItemDataRole.BackgroundRole) == styles["legal"].background
    assert model.data(model.index(japanese, 6), Qt.ItemDataRole.DisplayRole) == styles["legal"].symbol
    assert "situational superko" in model.data(model.index(aga, 6), Qt.ItemDataRole.ToolTipRole)
    assert model.headerData(aga, Qt.Orientation.Vertical) == "AGA"
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.panel.setCurrentWidget(window.panel.matrix_page)
    rect = window.panel.matrix.visualRect(model.index(aga, 4))
    qtbot.mouseClick(window.panel.matrix.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.controller.explorer.index == 4


def test_a_label_without_text_opens_and_the_status_bar_says_so(window, tmp_path):
    path = tmp_path / "labels.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[9]LB[cc];B[ee])")
    assert window.files.open_path(str(path))
    assert window.controller.explorer.nodes[1].move == ("B", "E5")
    assert "LB[cc]" in window.statusBar().currentMessage()


def test_ha_that_disagrees_with_the_stones_set_up_is_said_in_the_status_bar(window, tmp_path):
    path = tmp_path / "handicap.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[7]HA[3]AB[ce][ec];W[dd];B[];W[];B[])")
    assert window.files.open_path(str(path))
    assert ("HA[3] names 3 handicap stones, but the record sets up 2 Black stones (AB) and no White "
            "stones; read as a 2-stone handicap") in window.statusBar().currentMessage()


def test_text_that_is_not_the_declared_utf8_opens_as_latin1_and_says_so(window, tmp_path):
    path = tmp_path / "mislabelled.sgf"
    path.write_bytes("(;GM[1]FF[4]CA[UTF-8]SZ[9]C[Café];B[ee])".encode("latin-1"))
    assert window.files.open_path(str(path))
    assert window.notes.comment.toPlainText() == "Café"
    assert "Latin-1" in window.statusBar().currentMessage()


@pytest.mark.parametrize("options,content,needle", [
    ([], None, "cannot open"),
    ([], b"(;GM[1]FF[4]SZ[9];B[ee", "not readable SGF"),
    (["--score"], None, "cannot open"),
    (["--score"], b"(;GM[1]FF[4]SZ[9];B[ee];W[ee])", "is illegal"),
], ids=["missing", "broken", "score-missing", "score-illegal"])
def test_a_screenshot_of_a_file_that_cannot_be_shown_fails_with_the_reason(tmp_path, options, content, needle):
    import os
    import subprocess
    import sys

    path = tmp_path / "game.sgf"
    if content is not None:
        path.write_bytes(content)
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # The timeout is only a guard: before, a modal message box nobody could close hung forever.
    done = subprocess.run([sys.executable, "-m", "gogui", "--screenshot", str(out), *options, str(path)],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert "gogui: error: " in done.stderr and needle in done.stderr and "Traceback" not in done.stderr
    assert not out.exists()


def open_shown(window, qtbot, tmp_path, text: str) -> None:
    """Show the window, then open a file holding `text` in it, as File > Open does."""
    path = tmp_path / "opened.sgf"
    path.write_text(text)
    window.show()
    qtbot.waitExposed(window)
    assert window.files.open_path(str(path))


def test_a_comment_of_one_huge_word_is_laid_out_as_one_line(window, qtbot, tmp_path, hang_guard):
    """Qt's default wrapping (at a word boundary, else anywhere) searches a single huge word for
    a break over and over (seconds for 300 KB); wrapping only at word boundaries lays it out as
    one long line that scrolls sideways, and ordinary comments still wrap between words."""
    from PySide6.QtGui import QTextOption

    word = "x" * 300_000
    open_shown(window, qtbot, tmp_path, f"(;GM[1]FF[4]SZ[9]C[{word}];B[ee])")
    window.notes.whole_comment.click()  # only its beginning is shown until the whole is asked for
    window.notes.comment.grab()
    assert window.notes.comment.toPlainText() == word
    assert window.notes.comment.wordWrapMode() == QTextOption.WrapMode.WordWrap
    assert window.notes.comment.horizontalScrollBar().maximum() > 0


@pytest.mark.parametrize("prop", ["N", "GN"])
def test_a_huge_node_or_game_name_is_shown_shortened(window, qtbot, tmp_path, hang_guard, prop):
    """The header is a word-wrapped label: a 300 KB name froze the window for half a minute."""
    word = "x" * 300_000
    open_shown(window, qtbot, tmp_path, f"(;GM[1]FF[4]SZ[9]{prop}[{word}];B[ee])")
    window.grab()
    assert len(window.notes.header.text()) < 500 and "x" * 100 + "\u2026" in window.notes.header.text()
    assert len(window.windowTitle()) < 500
    record = window.controller.explorer.record
    assert word in (record.root.name, record.game_name)  # the record keeps the whole name


def test_a_file_too_large_to_be_a_game_is_refused_with_a_message(window, tmp_path, monkeypatch):
    import gogui.sgf

    messages = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: messages.append(args[2]))
    monkeypatch.setattr(gogui.sgf, "MAX_FILE_BYTES", 1000)
    path = tmp_path / "big.sgf"
    path.write_bytes(b"(;GM[1]SZ[9]C[" + b"x" * 2000 + b"])")
    assert not window.files.open_path(str(path))
    assert len(messages) == 1 and "larger than" in messages[0]
    assert window.controller.explorer.title == "Triple ko"


def test_svg_export_to_a_place_that_cannot_be_written_says_so(window, tmp_path, monkeypatch):
    messages = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: messages.append(args[1:3]))
    target = tmp_path / "no-such-folder" / "board.svg"
    assert not window.export.write_svg(str(target))
    assert len(messages) == 1
    title, text = messages[0]
    assert title == "Export failed" and str(target) in text and "No such file" in text
    assert window.export.write_svg(str(tmp_path / "board.svg")) and messages == [messages[0]]


def test_down_switches_between_variations_that_share_hundreds_of_moves(window, tmp_path):
    moves = "".join(f";{'BW'[i % 2]}[{'abcdefghi'[i % 9]}{'abcdefghi'[i * 7 // 9 % 9]}]" for i in range(300))
    path = tmp_path / "shared.sgf"
    path.write_text(f"(;GM[1]FF[4]SZ[9]({moves})({moves}))")
    assert window.files.open_path(str(path))
    window.controller.go_to(1)
    window.down_action.trigger()
    root = window.controller.explorer.record.root
    assert window.controller.explorer.node is root.children[1]
    assert "[variation 2 of 2]" in window.panel.moves.model().data(window.panel.moves.model().index(1))
    window.up_action.trigger()
    assert window.controller.explorer.node is root.children[0]


def test_a_variation_that_begins_with_a_setup_node_numbers_its_moves_as_the_rulings_do(window):
    """Bent four's ko-threat variation sets stones up on its first node: its first move is
    move 1 in the header, the move list and the matrix, as in the game tree and the rulings."""
    window.ask_to_save = lambda: "discard"
    window.open_diagram("bent-four")
    c = window.controller
    variation = next(child for child in c.explorer.record.root.children if child.name)
    c.show_node(variation.children[0])
    assert c.explorer.node.move == ("B", None)
    assert "Move 1: Black pass" in window.notes.header.text()
    moves = window.panel.moves.model()
    siblings = len(c.explorer.record.root.children)
    assert [moves.index(row).data() for row in (1, 2)] == [f"setup  [variation 2 of {siblings}]", "1: Black pass"]
    matrix = window.panel.matrix.model()
    headers = [matrix.headerData(col, Qt.Orientation.Horizontal) for col in range(4)]
    assert headers == ["0", "S", "1", "2"]
    assert matrix.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == "setup (no move)"



def test_the_app_starts_with_a_malformed_library_file_and_names_it(tmp_path):
    import os
    import subprocess
    import sys

    from test_diagrams import BROKEN_FILES, library_with_a_broken_file

    folder = library_with_a_broken_file(tmp_path, BROKEN_FILES["truncated"])
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GOGUI_DIAGRAMS=str(folder))
    done = subprocess.run([sys.executable, "-m", "gogui", "--screenshot", str(out)],
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "broken-diagram.sgf" in done.stderr and "Traceback" not in done.stderr
    assert out.exists()


def test_gogui_with_a_file_it_cannot_read_shows_why_over_a_window_that_works(qapp, qtbot, tmp_path, monkeypatch):
    """`gogui BAD.sgf`: the error is shown over the window, which holds the library's first
    diagram, so that Save As and the comment box have a record to act on."""
    import PySide6.QtCore
    from PySide6.QtWidgets import QApplication, QFileDialog

    import gogui.ui.autosaves
    from gogui import diagrams

    bad = tmp_path / "BAD.sgf"
    bad.write_bytes(b"(;GM[1]SZ[19];B[dd")
    settings = PySide6.QtCore.QSettings(str(tmp_path / "settings.ini"), PySide6.QtCore.QSettings.Format.IniFormat)
    monkeypatch.setattr(PySide6.QtCore, "QSettings", lambda *args: settings)
    monkeypatch.setattr(gogui.ui.autosaves, "autosave_folder", lambda: tmp_path / "autosave")
    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)
    shown = []
    monkeypatch.setattr(MainWindow, "show", lambda self: shown.append(self) or QMainWindow.show(self))
    errors = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *rest: errors.append((parent, text, parent.isVisible())))
    assert app_module.main([str(bad)]) == 0
    window = shown[0]
    assert all(each is window for each in shown)
    qtbot.addWidget(window)
    window.ask_to_save = lambda: "discard"
    assert len(errors) == 1 and "BAD.sgf" in errors[0][1]
    assert errors[0][0] is window and errors[0][2]  # shown over the window, not before it
    assert window.controller.explorer.record is not None
    assert window.controller.explorer.diagram_id == diagrams.diagram_ids()[0]
    window.notes.comment.setPlainText("Typed after the error.")
    assert window.controller.explorer.node.comment == "Typed after the error."
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "kept.sgf"), ""))
    assert window.files.save_as()
    assert read_file(tmp_path / "kept.sgf")[0].root.comment == "Typed after the error."


def test_text_from_a_file_is_shown_as_written_in_the_teaching_window(window, tmp_path, monkeypatch):
    from shown_text import shown

    path = tmp_path / "marked-up.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[9]GN[<b>Bold</b> game]SO[<a href='x'>a link</a>]C[<i>Not italic</i>]"
                     b";B[ee]N[<u>Node</u>])")
    assert window.files.open_path(str(path))
    header = window.notes.header
    assert "<b>Bold</b> game" in shown(header.text(), header.textFormat())
    assert "<a href='x'>a link</a>" in shown(header.text(), header.textFormat())
    assert window.notes.comment.toPlainText() == "<i>Not italic</i>"
    window.controller.go_to(1)
    assert "<u>Node</u>" in shown(header.text(), header.textFormat())
    assert "<b>Bold</b> game" in window.windowTitle()
    window.notes.comment.setPlainText("Changed.")
    questions = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *rest:
                        questions.append(shown(text)) or QMessageBox.StandardButton.Cancel)
    monkeypatch.setattr(QMessageBox, "exec", lambda box:
                        questions.append(shown(box.text(), box.textFormat())) or QMessageBox.StandardButton.Cancel)
    assert not window.files.maybe_save()
    assert questions == ["<b>Bold</b> game has changes that are not saved. Save them?"]
    errors = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: errors.append(shown(text)))
    bad = tmp_path / "<b>bad.sgf"
    bad.write_bytes(b"(;GM[1]SZ[9];B[ee")
    window.ask_to_save = lambda: "discard"
    assert not window.files.open_path(str(bad))
    assert len(errors) == 1 and "<b>bad.sgf" in errors[0]


def test_exporting_the_board_over_a_library_file_is_refused(window, monkeypatch, library_triple_ko):
    from PySide6.QtWidgets import QFileDialog


    diagram, content = library_triple_ko
    errors = []
    window.error_hook = lambda title, text: errors.append(text)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(diagram), ""))
    from gogui.ui.board_export import ExportDialog

    monkeypatch.setattr(ExportDialog, "exec", lambda dialog: ExportDialog.DialogCode.Accepted)
    window.export.export_png()
    assert not window.export.write_svg(str(diagram))
    assert diagram.read_bytes() == content
    assert len(errors) == 2 and all("diagram library" in text for text in errors)
