"""Actions as data: an action is one entry (name, text, handler, shortcut, tip), and a menu a list of names."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QToolBar

from ..i18n import translate

Shortcut = QKeySequence.StandardKey | str | None
Owner = TypeVar("Owner")


@dataclass(frozen=True)
class ActionSpec(Generic[Owner]):
    """One action: `handler` is given the action's owner (the window, the Learn dock) when the
    action is made and returns what a trigger calls. `text` and `tip` are marked for translation
    in `context` (QT_TRANSLATE_NOOP) and translated when the action is made."""

    name: str
    text: str
    handler: Callable[[Owner], Callable[..., object]]
    shortcut: Shortcut = None
    tip: str = ""
    checkable: bool = False
    context: str = "MainWindow"


def shortcut_keys(shortcut: Shortcut) -> list[QKeySequence]:
    """A spec's shortcut as Qt's key list: a standard key's first binding on this platform (the
    one menus and the shortcut list show; the others are rarer keys such as a keyboard's Open)."""
    return [] if shortcut is None else [QKeySequence(shortcut)]


def make_actions(specs: Sequence[ActionSpec[Owner]], owner: Owner, parent: QObject) -> dict[str, QAction]:
    """Each spec's action, by name, parented to `parent` and wired to its handler on `owner`."""
    made: dict[str, QAction] = {}
    for spec in specs:
        action = QAction(translate(spec.context, spec.text), parent)
        action.setShortcuts(shortcut_keys(spec.shortcut))
        action.setCheckable(spec.checkable)
        if spec.tip:
            action.setToolTip(translate(spec.context, spec.tip))
        action.triggered.connect(spec.handler(owner))
        made[spec.name] = action
    return made


Bar = TypeVar("Bar", QMenu, QToolBar)


def fill(bar: Bar, entries: Sequence[str], actions: Mapping[str, QAction],
         specials: Mapping[str, Callable[[Bar], None]] | None = None) -> None:
    """Put a menu's or a toolbar's entries in order: an action's name, "-" for a separator, or
    the name of a special entry (a submenu, a group of toggles, a box) that fills its own part."""
    for entry in entries:
        if entry == "-":
            bar.addSeparator()
        elif specials is not None and entry in specials:
            specials[entry](bar)
        else:
            bar.addAction(actions[entry])


def add_menu_before(bar: QMenuBar, title: str, before: str) -> QMenu:
    """A new menu on the bar, placed before the menu whose object name is `before` (at the end
    when there is none)."""
    menu = QMenu(title, bar)
    following = next((each.menuAction() for each in bar.findChildren(QMenu, before)), None)
    if following is None:
        bar.addMenu(menu)
    else:
        bar.insertMenu(following, menu)
    return menu
