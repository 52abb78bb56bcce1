"""A game window's controller playing moves with its autosave on (for tests/ui/test_game_journal.py).

    python game_moves_app.py AUTOSAVE.sgf MOVES

plays MOVES moves of a 19x19 Japanese game (Black fills the left columns, White the right ones),
printing each move's number as soon as the move is made, then waits to be killed.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from gogui.engine import preset
from gogui.session import GameSession
from gogui.ui.game_controller import GameController

COLUMNS = "ABCDEFGHJKLMNOPQRST"


def moves(count: int) -> list[str]:
    """Black's stones on columns A-H, White's on M-T, in turn: no capture, never a ko."""
    black = [f"{COLUMNS[x]}{y}" for x in range(8) for y in range(1, 20)]
    white = [f"{COLUMNS[x]}{y}" for x in range(11, 19) for y in range(1, 20)]
    return [v for pair in zip(black, white) for v in pair][:count]


def main() -> None:
    app = QApplication.instance() or QApplication([])
    controller = GameController(GameSession(preset("japanese"), 19), Path(sys.argv[1]))
    for number, vertex in enumerate(moves(int(sys.argv[2])), 1):
        controller.click(vertex)
        print(number, flush=True)
    app.processEvents()
    while True:
        time.sleep(1)


if __name__ == "__main__":
    main()
