"""Undoable edits of the open record: the explorer's edits as commands of the window's undo stack."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QUndoCommand

from ..explorer import (
    branch_orders,
    insert_child,
    node_contents,
    promote,
    remove_child,
    set_node_contents,
)
from ..i18n import translate
from ..record_info import GameInfo
from ..sgf import Node
from .undo_commands import ControllerCommand


class RecordEditor(Protocol):
    """What an edit tells the window's controller (ui.controller.Controller) when it is done or undone."""

    def tree_edited(self, changed: Node | None, show: Node) -> None: ...

    def comment_edited(self, node: Node) -> None: ...

    def node_edited(self, node: Node, changes_position: bool) -> None: ...

    def game_info_changed(self, info: GameInfo) -> None: ...

_COMMENT_ID = 1  # consecutive edits of one node's comment merge into one undo step


class AddNode(ControllerCommand[RecordEditor]):
    """A new child (a play, a pass, or a setup node) appended to a node; the window goes to it."""

    def __init__(self, controller: RecordEditor, parent: Node, child: Node, text: str) -> None:
        super().__init__(controller, text)
        self.parent = parent
        self.added = child  # not "child": QUndoCommand has a method of that name

    def redo(self) -> None:
        self.parent.add_child(self.added)
        self.controller.tree_edited(self.parent, show=self.added)

    def undo(self) -> None:
        remove_child(self.added)
        self.controller.tree_edited(self.parent, show=self.parent)


class EditComment(ControllerCommand[RecordEditor]):
    """A node's comment changed; typing in one node merges into one step."""

    def __init__(self, controller: RecordEditor, node: Node, text: str) -> None:
        super().__init__(controller, translate("RecordEdits", "Edit comment"))
        self.node = node
        self.old = node.comment
        self.new = text

    def id(self) -> int:
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


class DeleteVariation(ControllerCommand[RecordEditor]):
    """A node and everything below it taken out of the tree."""

    def __init__(self, controller: RecordEditor, node: Node) -> None:
        super().__init__(controller, translate("RecordEdits", "Delete variation"))
        self.node = node
        self.parent = node.parent
        assert self.parent is not None
        self.position = 0

    def redo(self) -> None:
        assert self.parent is not None
        self.position = remove_child(self.node)
        self.controller.tree_edited(self.parent, show=self.parent)

    def undo(self) -> None:
        assert self.parent is not None
        insert_child(self.parent, self.position, self.node)
        self.controller.tree_edited(self.parent, show=self.node)


class PromoteVariation(ControllerCommand[RecordEditor]):
    """Make the line through a node the main line: at every branch above it, its way comes first."""

    def __init__(self, controller: RecordEditor, node: Node) -> None:
        super().__init__(controller, translate("RecordEdits", "Make main line"))
        self.node = node
        self.orders = branch_orders(node)

    def redo(self) -> None:
        promote(self.node)
        self.controller.tree_edited(None, show=self.node)  # only the order of children changed

    def undo(self) -> None:
        for parent, order in self.orders:
            parent.children[:] = order
        self.controller.tree_edited(None, show=self.node)


class EditNode(ControllerCommand[RecordEditor]):
    """A node's setup stones, player to move, marks or labels changed (one click of a tool)."""

    def __init__(self, controller: RecordEditor, node: Node, after: tuple, text: str,
                 changes_position: bool) -> None:
        super().__init__(controller, text)
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


class EditGameInfo(ControllerCommand[RecordEditor]):
    """The record's game information changed (one Game info dialog accepted)."""

    def __init__(self, controller: RecordEditor, before: GameInfo, after: GameInfo) -> None:
        super().__init__(controller, translate("GameInfo", "Edit game info"))
        self.before = before
        self.after = after

    def redo(self) -> None:
        self.controller.game_info_changed(self.after)

    def undo(self) -> None:
        self.controller.game_info_changed(self.before)
