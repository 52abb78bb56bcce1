"""An undo stack's commands never keep the controller that owns the stack alive: a controller
let go of is freed at once, and the cycle collector never meets one half torn down (which
crashed the app when it collected a game with a taken-back move)."""

from __future__ import annotations

import gc
import subprocess
import sys
import weakref
from pathlib import Path

import pytest

from gogui.engine import preset
from gogui.session import GameSession
from gogui.ui.controller import Controller
from gogui.ui.game_controller import GameController

sys.path.insert(0, str(Path(__file__).parent))
from game_moves_app import moves


@pytest.fixture
def no_collections():
    """Only reference counts free anything during the test."""
    gc.collect()
    gc.disable()
    yield
    gc.enable()


def a_game_with_a_move_taken_back(autosave: Path) -> GameController:
    controller = GameController(GameSession(preset("japanese"), 19), autosave)
    for vertex in moves(5):
        controller.click(vertex)
    controller.undo_stack.undo()
    controller.set_comment("A quiet move.")
    controller.pass_move()
    controller.pass_move()
    return controller


def an_explored_record_with_edits() -> Controller:
    controller = Controller()
    controller.open_diagram("triple-ko")
    controller.play("A1")
    controller.set_comment("Far away.")
    controller.undo_stack.undo()
    controller.undo_stack.undo()
    controller.play("B1")
    node = controller.explorer.nodes[-1]
    controller.promote(node)
    controller.delete_variation(node)
    return controller


def test_a_game_let_go_of_is_freed_at_once(qtbot, tmp_path, no_collections):
    game = weakref.ref(a_game_with_a_move_taken_back(tmp_path / "game.sgf"))
    assert game() is None


def test_an_explored_record_let_go_of_is_freed_at_once(qtbot, no_collections):
    explored = weakref.ref(an_explored_record_with_edits())
    assert explored() is None


def test_collecting_after_a_game_and_an_exploration_does_not_crash(tmp_path):
    # In a process of its own: what this guards against killed the process.
    script = (
        "import gc, sys\n"
        f"sys.path.insert(0, {str(Path(__file__).parent)!r})\n"
        "from PySide6.QtWidgets import QApplication\n"
        "import test_undo_commands as t\n"
        "from pathlib import Path\n"
        "app = QApplication([])\n"
        f"t.a_game_with_a_move_taken_back(Path({str(tmp_path / 'game.sgf')!r}))\n"
        "t.an_explored_record_with_edits()\n"
        "gc.collect()\n"
        "print('collected')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "collected"
