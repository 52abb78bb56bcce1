"""A person plays an engine with the game autosaved (for tests/ui/test_game_against_engine.py).

    python engine_game_app.py AUTOSAVE-FOLDER ENGINE-NAME ENGINE-COMMAND MOVES

plays Black's MOVES on a 6x6 board under Japanese rules against the engine as White, its game
autosaved in a file of its own in the folder (as the app keeps it), printing the number of moves
made each time the engine has answered, then waits to be killed.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from gogui.engine import preset
from gogui.engine.board import WHITE
from gogui.gtp.engines import EngineSpec
from gogui.session import GameSession
from gogui.ui.autosaves import new_autosave_path
from gogui.ui.engine_seats import EngineSeats
from gogui.ui.game_controller import GameController


def main() -> None:
    app = QApplication.instance() or QApplication([])
    folder, name, command, moves = sys.argv[1:5]
    controller = GameController(GameSession(preset("japanese"), 6), new_autosave_path(Path(folder)))
    engines = EngineSeats(controller, {WHITE: (EngineSpec(name, command), None)})
    engines.start()
    for number, vertex in enumerate(moves.split(), 1):
        controller.click(vertex)
        while len(controller.session.game.moves) < 2 * number:
            app.processEvents()
            time.sleep(0.01)
        print(2 * number, flush=True)
    while True:
        time.sleep(1)


if __name__ == "__main__":
    main()
