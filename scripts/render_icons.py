"""Render resources/gogui.svg to the PNG icons beside it (icons/16x16/gogui.png ... 256x256)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from gogui.ui.resources import ICON_SIZES, ICON_SVG, icon_png

RESOURCES_DIR = ROOT / "resources"


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - painting needs one
    renderer = QSvgRenderer(str(RESOURCES_DIR.joinpath(*ICON_SVG)))
    if not renderer.isValid():
        print("cannot read gogui.svg", file=sys.stderr)
        return 1
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        target = RESOURCES_DIR.joinpath(*icon_png(size))
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target), "PNG"):
            print(f"cannot write {target}", file=sys.stderr)
            return 1
        print(f"wrote {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
