"""Learn mode in the teaching window: its dock, its actions as a table, its menu and toolbar, its code loaded while idle."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QToolBar

from ..i18n import QT_TRANSLATE_NOOP, translate
from .action_table import ActionSpec, add_menu_before, fill, make_actions

if TYPE_CHECKING:
    from ..learn.progress import ProgressStore
    from .learn_course import LearnWindow
    from .learn_dock import LearnDock

# Each becomes the dock's attribute `<name>_action`. QT_TRANSLATE_NOOP marks the texts; they are
# translated when the actions are made.
LEARN_ACTIONS: tuple[ActionSpec[LearnDock], ...] = (
    ActionSpec("quiz", QT_TRANSLATE_NOOP("LearnDock", "&Quiz me here"), lambda dock: dock.quiz_here,
               tip=QT_TRANSLATE_NOOP("LearnDock", "Questions on the line the window shows, where the rulesets disagree"),
               context="LearnDock"),
    ActionSpec("review", QT_TRANSLATE_NOOP("LearnDock", "&Review"), lambda dock: lambda: dock.review(),
               context="LearnDock"),
    ActionSpec("progress", QT_TRANSLATE_NOOP("LearnDock", "&Progress"), lambda dock: dock.show_progress,
               tip=QT_TRANSLATE_NOOP("LearnDock", "How well each concept is known under each ruleset"),
               context="LearnDock"),
    ActionSpec("lesson_sgf", QT_TRANSLATE_NOOP("LearnDock", "Export lesson as S&GF..."), lambda dock: dock.export_lesson,
               tip=QT_TRANSLATE_NOOP("LearnDock", "The lesson's questions, answers and why as one SGF file, to step "
                                                  "through in any SGF viewer"),
               context="LearnDock"),
    ActionSpec("export", QT_TRANSLATE_NOOP("LearnDock", "&Export progress..."), lambda dock: dock.export_progress,
               context="LearnDock"),
    ActionSpec("import", QT_TRANSLATE_NOOP("LearnDock", "&Import progress..."), lambda dock: dock.import_progress,
               context="LearnDock"),
    ActionSpec("reset", QT_TRANSLATE_NOOP("LearnDock", "Re&set progress..."), lambda dock: lambda: dock.reset_progress(),
               context="LearnDock"),
)
# The Learn menu, placed before Help: "learn_mode" is the dock's own show/hide toggle.
LEARN_MENU = ("learn_mode", "-", "quiz", "review", "progress", "lesson_sgf", "-", "export", "import", "reset")
LEARN_BAR = ("learn_mode", "quiz")

LEARN_OPEN_KEY = "learn/open"  # QSettings: Learn mode was open when the program last stopped

# What opening Learn mode first imports (the course, the questions, the progress database's
# code: about half of the first opening's time), imported while the window idles once it
# has been up this long, one module at a time with the events waiting between. The database is
# still opened only when Learn mode is first used. The modules come in the order they import
# one another, leaves first, so that each turn imports a few milliseconds' worth.
WARM_UP_DELAY_MS = 1500
WARM_UP_MODULES = ("gogui.learn.course", "gogui.learn.mastery", "gogui.learn.choices", "gogui.learn.questions",
                   "gogui.learn.review", "gogui.learn.progress", "gogui.learn.showing")


def install_learn_mode(window: LearnWindow, store: ProgressStore | None = None) -> LearnDock:
    """Add Learn mode to the teaching window: the dock (tabbed with the diagram library, hidden
    until asked for), a Learn menu and a toolbar button (Ctrl+L). The progress database opens
    when Learn mode is first used (`store`, if given, is used instead); what went wrong with its
    file (a damaged one set aside) goes to the status bar then."""
    from .learn_dock import LearnDock

    frame = window.window()
    assert isinstance(frame, QMainWindow)  # the teaching window is a main window, with docks and a menu bar
    dock = LearnDock(window, store)
    library = frame.findChild(QDockWidget, "diagrams")
    frame.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    if library is not None:
        frame.tabifyDockWidget(library, dock)
    dock.hide()
    toggle = dock.toggleViewAction()
    toggle.setText(translate("LearnDock", "&Learn mode"))
    toggle.setShortcut(QKeySequence("Ctrl+L"))
    toggle.setToolTip(translate("LearnDock", "The course: lessons that ask before they tell (Ctrl+L)"))
    toggle.triggered.connect(lambda on: _shown(dock, on))
    # Whether Learn mode is open is kept as it changes, so that the next start (even after the
    # program was killed) opens it again where it stopped.
    toggle.toggled.connect(lambda on: _remember_open(window, on))
    frame.addAction(toggle)
    actions = make_actions(LEARN_ACTIONS, dock, frame) | {"learn_mode": toggle}
    for name, action in actions.items():
        setattr(dock, f"{name}_action", action)
    menu = add_menu_before(frame.menuBar(), translate("LearnDock", "&Learn"), "help")
    fill(menu, LEARN_MENU, actions)
    # The count of cards due, as the menu opens (the progress file is read only once Learn mode is used).
    menu.aboutToShow.connect(lambda: dock.count_due() if dock.store_open else None)
    bar = QToolBar(translate("LearnDock", "Learn"))
    bar.setObjectName("learn-tools")
    fill(bar, LEARN_BAR, actions)
    frame.addToolBar(bar)
    warm_up_later(frame, WARM_UP_MODULES)
    return dock


def warm_up_later(owner: QObject, modules: tuple[str, ...], delay_ms: int = WARM_UP_DELAY_MS) -> QTimer:
    """Import `modules` in order, one per turn of the event loop, starting `delay_ms` from now
    (owner's timer, gone with it): a first use of what needs them then finds them loaded."""
    pending = list(modules)
    timer = QTimer(owner)
    timer.setSingleShot(True)
    timer.setInterval(delay_ms)

    def import_next() -> None:
        importlib.import_module(pending.pop(0))
        if pending:
            timer.start(0)  # the next one after whatever input waits

    timer.timeout.connect(import_next)
    timer.start()
    return timer


def _remember_open(window: LearnWindow, on: bool) -> None:
    """Keep whether Learn mode is open; not as the window closes (its docks are hidden with
    it: Learn mode was open at quit)."""
    settings = window.settings
    if settings is not None and window.window().isVisible():
        settings.setValue(LEARN_OPEN_KEY, "true" if on else "false")
        settings.sync()


def learn_was_open(window: LearnWindow) -> bool:
    """Whether Learn mode was open when the program last stopped."""
    settings = window.settings
    return settings is not None and settings.value(LEARN_OPEN_KEY, "false") in (True, "true")


def _shown(dock: LearnDock, on: bool) -> None:
    """The dock was opened or put away from the menu or the toolbar."""
    if on:
        dock.open_lessons()
    else:
        dock.set_aside()
