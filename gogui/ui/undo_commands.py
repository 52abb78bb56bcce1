"""Undo commands that reach the controller owning their stack without keeping it alive."""

from __future__ import annotations

import weakref
from typing import Generic, TypeVar

from PySide6.QtGui import QUndoCommand

Owner = TypeVar("Owner")


class ControllerCommand(QUndoCommand, Generic[Owner]):
    """A command of a controller's undo stack. The controller owns the stack and the stack its
    commands, so a command holds its controller by a weak reference: a strong one would close a
    cycle through Qt objects that Python's collector cannot see whole, and collecting it freed
    the controller, and with it the stack, while one of the stack's commands was being freed."""

    def __init__(self, controller: Owner, text: str) -> None:
        super().__init__(text)
        self._controller = weakref.ref(controller)

    @property
    def controller(self) -> Owner:
        controller = self._controller()
        assert controller is not None, "a command outlived the controller that owns its stack"
        return controller
