"""The desktop application's entry point."""

from __future__ import annotations

import sys
from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from ..engine import PRESETS


class MainWindow(QMainWindow):
    """The application window. The teaching board, ruling panel and diagram browser come next;
    until then it lists the rulesets the engine rules under."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("gogui - how the rules of Go differ"))
        names = "".join(f"<li>{r.name}</li>" for r in PRESETS.values())
        text = self.tr(
            "<h2>gogui</h2><p>The rules engine rules every position under these rulesets:</p>"
            "<ul>{names}</ul><p>Until the board window arrives, use the command line: "
            "<tt>gogui-rules FILE.sgf</tt></p>"
        ).replace("{names}", names)
        label = QLabel(text)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setTextFormat(Qt.TextFormat.RichText)
        self.setCentralWidget(label)
        self.resize(640, 520)


def main(argv: Sequence[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(list(argv) if argv is not None else sys.argv)
    window = MainWindow()
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
