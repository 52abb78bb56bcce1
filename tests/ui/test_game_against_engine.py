"""A game against an engine in its window: chosen, played, stopped, saved, and continued after kill -9."""

from __future__ import annotations

import os
import select
import shlex
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog

from gogui.engine import preset
from gogui.engine.board import BLACK, WHITE
from gogui.gtp.engines import EngineSpec
from gogui.recovery import left_behind
from gogui.session import GameSession
from gogui.session_records import session_record
from gogui.ui.engine_settings import keep_added_engines, load_engine_choices
from gogui.ui.game_controller import GameController
from gogui.ui.game_window import GameWindow, start_new_game
from gogui.ui.main_window import MainWindow
from gogui.ui.new_game_dialog import NewGameDialog

HERE = Path(__file__).resolve().parent
FAKE = HERE.parent / "fake_gtp_engine.py"
WHITE_MOVES = "A4 B4 C4 D4 E4 F4 F5 E5 D5"


def fake_command(moves: str = WHITE_MOVES, *extra: str) -> str:
    return shlex.join([sys.executable, str(FAKE), "--moves", moves, *extra])


def settings_with(tmp_path: Path, spec: EngineSpec) -> QSettings:
    """Settings of the test's own, with `spec` added in Edit > Engines."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    choices = load_engine_choices(settings)
    choices.add(spec)
    keep_added_engines(settings, choices)
    return settings


def moves_of(window: GameWindow) -> list[str]:
    game = window.controller.session.game
    return ["pass" if p is None else game.board.vertex(p) for _c, p in game.moves]


def test_a_new_game_against_an_engine_chosen_in_the_dialog(qtbot, tmp_path, monkeypatch):
    settings = settings_with(tmp_path, EngineSpec("Fake", fake_command()))
    parent = MainWindow(settings=settings)
    qtbot.addWidget(parent)

    def choose_and_start(dialog: NewGameDialog) -> QDialog.DialogCode:
        dialog.size_box.setCurrentIndex(dialog.size_box.findData(0))
        dialog.other_size.setValue(6)
        dialog.seat_boxes[WHITE].setCurrentIndex(dialog.seat_boxes[WHITE].findText("Fake"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose_and_start)
    window = start_new_game(parent, tmp_path / "game.sgf")
    assert window is not None
    qtbot.addWidget(window)
    assert window.engines is not None and window.engines.plays(WHITE) and not window.engines.plays(BLACK)
    window.controller.click("A3")
    qtbot.waitUntil(lambda: moves_of(window) == ["A3", "A4"], timeout=30000)
    assert "Fake (White)" in window.windowTitle() or "Fake" in window.windowTitle()
    # Undo against an engine takes back its reply and the person's move.
    window.undo_action.trigger()
    assert moves_of(window) == []
    window.close()


def test_the_window_says_the_engine_thinks_and_stop_lets_the_person_play_for_it(qtbot, tmp_path):
    controller = GameController(GameSession(preset("ing"), 6), tmp_path / "game.sgf")
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.show()
    window.seat_engines({BLACK: (EngineSpec("Slow", fake_command("A3", "--hang-at", "1")), None)})
    qtbot.waitUntil(lambda: window.engine_bar.stop_button.isVisible(), timeout=30000)
    assert "Slow (Black) is thinking" in window.engine_bar.note.text()
    window.controller.click("C3")
    assert moves_of(window) == [] and "is thinking" in window.statusBar().currentMessage()
    window.engine_bar.stop_button.click()
    assert window.engine_bar.continue_button.isVisible()
    window.controller.click("C3")  # the person plays the engine's move
    assert moves_of(window) == ["C3"]
    window.close()


def test_a_saved_game_names_its_engine_and_continuing_it_seats_the_engine_again(qtbot, tmp_path):
    spec = EngineSpec("Fake", fake_command())
    settings = settings_with(tmp_path, spec)
    parent = MainWindow(settings=settings)
    qtbot.addWidget(parent)
    first = GameWindow(GameController(GameSession(preset("japanese"), 6), tmp_path / "a.sgf"), parent)
    qtbot.addWidget(first)
    first.seat_engines({WHITE: (spec, None)})
    first.controller.click("A3")
    qtbot.waitUntil(lambda: moves_of(first) == ["A3", "A4"], timeout=30000)
    assert first.save_to(str(tmp_path / "saved.sgf"))
    first.close()
    assert "GOGUIENGINE[W::Fake]" in (tmp_path / "saved.sgf").read_text()
    again = parent.casual.open_game(str(tmp_path / "saved.sgf"))
    assert again is not None and again.engines is not None and again.engines.plays(WHITE)
    again.controller.click("B3")
    qtbot.waitUntil(lambda: len(moves_of(again)) == 4, timeout=30000)
    again.close()


def test_an_engine_the_app_no_longer_has_leaves_its_colour_to_the_players(qtbot, tmp_path):
    session = GameSession(preset("japanese"), 6)
    session.engines = {WHITE: ("Gone", None)}
    session.play("A3")
    path = tmp_path / "saved.sgf"
    from gogui.sgf import write_file

    write_file(path, session_record(session))
    window = GameWindow(GameController.load(path))
    qtbot.addWidget(window)
    assert window.engines is None
    assert "not among your engines" in window.statusBar().currentMessage()
    window.controller.click("A4")
    assert moves_of(window) == ["A3", "A4"]


def test_kill_9_in_a_game_against_an_engine_and_the_next_start_brings_the_engine_back(qtbot, tmp_path, hang_guard):
    folder = tmp_path / "autosaves"
    folder.mkdir()
    command = fake_command()
    app = subprocess.Popen([sys.executable, str(HERE / "engine_game_app.py"), str(folder), "Fake", command,
                            "A3 B3 C3"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    try:
        while True:
            ready, _, _ = select.select([app.stdout], [], [], 90)  # a guard against a hang
            assert ready, "the game made no move"
            line = app.stdout.readline()
            assert line, app.stderr.read()
            if int(line) == 4:  # Black A3, White A4, Black B3, White B4
                app.send_signal(signal.SIGKILL)
                break
    finally:
        app.wait(timeout=60)
    [autosave] = left_behind(folder)
    assert autosave.name.startswith("game-")
    window = MainWindow(settings=settings_with(tmp_path, EngineSpec("Fake", command)), autosave_folder=folder)
    qtbot.addWidget(window)
    window.files.offer_recovery(ask=lambda path: "continue")
    [game] = [w for w in window.casual.windows if w.isVisible()] or window.casual.windows
    assert moves_of(game)[:4] == ["A3", "A4", "B3", "B4"]
    assert game.engines is not None and game.engines.plays(WHITE)
    game.controller.click("C3")
    qtbot.waitUntil(lambda: len(moves_of(game)) == 6, timeout=30000)  # the engine, brought back, answers
    game.close()


@pytest.fixture(autouse=True)
def _english(english):
    return english


def test_pass_waits_while_the_engine_thinks(qtbot, tmp_path):
    controller = GameController(GameSession(preset("japanese"), 6), tmp_path / "game.sgf")
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.seat_engines({WHITE: (EngineSpec("Slow", fake_command("A4", "--hang-at", "1")), None)})
    assert window.pass_button.isEnabled()
    window.controller.click("A3")
    qtbot.waitUntil(lambda: window.engines is not None and window.engines.thinking == WHITE, timeout=30000)
    assert not window.pass_button.isEnabled() and window.board.ghost_colour is None
    window.engine_bar.stop_button.click()
    assert window.pass_button.isEnabled() and window.board.ghost_colour == WHITE  # the person may play for it
    window.close()
