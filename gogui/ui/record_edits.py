"""Undoable edits of the open record: plays and passes, comments, deleting and promoting variations."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from ..sgf import Node


def _position(children: list[Node], node: Node) -> int:
    """Where a node stands among its siblings, by identity (nodes compare by value)."""
    return next(i for i, child in enumerate(children) if child is node)

if TYPE_CHECKING:
    from .controller import Controller

_COMMENT_ID = 1  # consecutive edits of one node's comment merge into one undo step


class AddNode(QUndoCommand):
    """A new child (a play or a pass) appended to a node; the window goes to it."""

    def __init__(self, controller: "Controller", parent: Node, child: Node, text: str) -> None:
        super().__init__(text)
        self.controller = controller
        self.parent = parent
        self.child = child

    def redo(self) -> None:
        self.parent.add_child(self.child)
        self.controller.tree_edited(self.parent, show=self.child)

    def undo(self) -> None:
        del self.parent.children[_position(self.parent.children, self.child)]
        self.child.parent = None
        self.controller.tree_edited(self.parent, show=self.parent)


class EditComment(QUndoCommand):
    """A node's comment changed; typing in one node merges into one step."""

    def __init__(self, controller: "Controller", node: Node, text: str) -> None:
        super().__init__(controller.tr("Edit comment"))
        self.controller = controller
        self.node = node
        self.old = node.comment
        self.new = text

    def id(self) -> int:  # noqa: A003 - Qt's name
        return _COMMENT_ID

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(other, EditComment) or other.node is not self.node:
            return False
        self.new = other.new
        return True

    def redo(self) -> None:
        self.node.comment = self.new
        self.controller.comment_edited(self.node)

    def undo(self) -> None:
        self.node.comment = self.old
        self.controller.comment_edited(self.node)


class DeleteVariation(QUndoCommand):
    """A node and everything below it taken out of the tree."""

    def __init__(self, controller: "Controller", node: Node) -> None:
        super().__init__(controller.tr("Delete variation"))
        self.controller = controller
        self.node = node
        self.parent = node.parent
        assert self.parent is not None
        self.position = _position(self.parent.children, node)

    def redo(self) -> None:
        assert self.parent is not None
        del self.parent.children[self.position]
        self.node.parent = None
        self.controller.tree_edited(self.parent, show=self.parent)

    def undo(self) -> None:
        assert self.parent is not None
        self.parent.children.insert(self.position, self.node)
        self.node.parent = self.parent
        self.controller.tree_edited(self.parent, show=self.node)


class PromoteVariation(QUndoCommand):
    """Make the line through a node the main line: at every branch above it, its way comes first."""

    def __init__(self, controller: "Controller", node: Node) -> None:
        super().__init__(controller.tr("Make main line"))
        self.controller = controller
        self.node = node
        self.orders: list[tuple[Node, list[Node]]] = []
        up: Node | None = node
        while up is not None and up.parent is not None:
            self.orders.append((up.parent, list(up.parent.children)))
            up = up.parent

    def redo(self) -> None:
        for parent, _order in self.orders:
            child = parent.children.pop(_position(parent.children, self._on_path(parent)))
            parent.children.insert(0, child)
        self._changed()

    def undo(self) -> None:
        for parent, order in self.orders:
            parent.children[:] = order
        self._changed()

    def _on_path(self, parent: Node) -> Node:
        up = self.node
        while up.parent is not parent:
            assert up.parent is not None
            up = up.parent
        return up

    def _changed(self) -> None:
        # Only the order of children changed: no position and no ruling did.
        self.controller.tree_edited(None, show=self.node)


def node_contents(node: Node) -> tuple:
    """What an edit of one node may change: setup stones, player to move, marks and labels."""
    return (list(node.black), list(node.white), list(node.empty), node.to_play,
            {kind: list(points) for kind, points in node.markup.items()}, list(node.labels))


def set_node_contents(node: Node, contents: tuple) -> None:
    black, white, empty, to_play, markup, labels = contents
    node.black, node.white, node.empty = list(black), list(white), list(empty)
    node.to_play = to_play
    node.markup = {kind: list(points) for kind, points in markup.items()}
    node.labels = list(labels)


class EditNode(QUndoCommand):
    """A node's setup stones, player to move, marks or labels changed (one click of a tool)."""

    def __init__(self, controller: "Controller", node: Node, after: tuple, text: str,
                 changes_position: bool) -> None:
        super().__init__(text)
        self.controller = controller
        self.node = node
        self.before = node_contents(node)
        self.after = after
        self.changes_position = changes_position

    def redo(self) -> None:
        set_node_contents(self.node, self.after)
        self.controller.node_edited(self.node, self.changes_position)

    def undo(self) -> None:
        set_node_contents(self.node, self.before)
        self.controller.node_edited(self.node, self.changes_position)
