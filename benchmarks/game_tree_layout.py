"""Time the game-tree view: laying out, laying out again and painting, for a long line and a bushy tree.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/game_tree_layout.py
Prints milliseconds (best of 20) beside two yardsticks from the same run: one plain walk over the
tree, and building as many QTreeWidgetItems as there are nodes. Goal: a relayout of 5000 nodes
well under 20 ms, and a paint whose cost does not grow with the tree.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPoint
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QTreeWidget, QTreeWidgetItem

from gogui.sgf import Node
from gogui.ui.game_tree import GameTreeView


def long_line(length: int) -> Node:
    root = Node()
    node = root
    for index in range(length - 1):
        node = node.add_child(Node(move=("B" if index % 2 == 0 else "W", "D4")))
    return root


def bushy(count: int, seed: int = 7) -> Node:
    rnd = random.Random(seed)
    root = Node()
    nodes = [root]
    for _ in range(count - 1):
        parent = nodes[-1] if rnd.random() < 0.8 else rnd.choice(nodes)
        nodes.append(parent.add_child(Node(move=("W", "C3"))))
    return root


def best_ms(action, repeats: int = 20) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times) * 1000


def walk(root: Node) -> int:
    count, stack = 0, [root]
    while stack:
        node = stack.pop()
        count += 1
        stack.extend(node.children)
    return count


def build_items(root: Node) -> None:
    """One flat QTreeWidgetItem per node, as a move list would hold (nesting 5000 deep takes seconds)."""
    widget = QTreeWidget()
    top = widget.invisibleRootItem()
    stack = [root]
    while stack:
        node = stack.pop()
        QTreeWidgetItem(top, ["node"])
        stack.extend(node.children)
    widget.clear()


def main() -> None:
    app = QApplication.instance() or QApplication([])
    view = GameTreeView()
    view.resize(300, 200)
    view.show()
    app.processEvents()
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)

    def paint() -> None:
        painter = QPainter(image)
        view.viewport().render(painter, QPoint(0, 0))
        painter.end()

    print(f"{'tree':<18}{'nodes':>6}{'walk':>8}{'items':>8}{'set_tree':>10}{'changed':>9}{'paint':>7}  ms")
    for name, root in (("5000-move line", long_line(5000)), ("2000-node bushy", bushy(2000)),
                       ("5000-node bushy", bushy(5000))):
        nodes = walk(root)
        walk_ms = best_ms(lambda root=root: walk(root))
        items_ms = best_ms(lambda root=root: build_items(root), repeats=5)
        set_ms = best_ms(lambda root=root: view.set_tree(root))
        deepest = root.main_line()[-1]
        view.set_current(deepest)
        changed_ms = best_ms(view.tree_changed)
        paint_ms = best_ms(paint)
        print(f"{name:<18}{nodes:>6}{walk_ms:>8.2f}{items_ms:>8.2f}{set_ms:>10.2f}{changed_ms:>9.2f}"
              f"{paint_ms:>7.2f}   relayout = {changed_ms / walk_ms:.1f} walks, {changed_ms / items_ms:.2f} of the items")


if __name__ == "__main__":
    main()
