"""The teaching window: the board, the diagram browser, the game tree, the comment and the ruling panel, composed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QWheelEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QTreeWidgetItem,
)

from ..board_marks import NO_MARKS, BoardMarks
from ..record_info import shortened
from ..ruleset_names import ruleset_name
from .board_view import BoardWidget
from .casual_games import CasualGames
from .controller import Controller
from .diagram_browser import DIAGRAM_ID, DiagramBrowser
from .game_tree import GameTreeView
from .help import HelpMenu
from .language_menu import LanguageMenu
from .memory import keep_what_exists
from .messages import as_written
from .node_notes import NodeNotes, hidden_note
from .override_errors import guarded
from .record_files import RecordFiles
from .resources import app_icon
from .ruleset_choice import RulesetChoice
from .ruling_panel import RulingPanel, keep_navigation_keys
from .screen_fit import fitting_size
from .translation import toolbar_texts_without_keys
from .window_actions import build_actions

if TYPE_CHECKING:
    from .board_export import BoardExport


# How long a question shows before the hidden ruling panel is filled for its answer: longer than
# the question's own first paint, shorter than a learner takes to read it.
HIDDEN_PANEL_DELAY_MS = 250


class MainWindow(QMainWindow):
    """A learner opens a diagram, steps through it and sees every ruleset's ruling at every step.

    The window lays out and wires its parts, each a file of its own, addressed directly: the
    node's notes (window.notes), the ruling panel (.panel), the ruleset (.rulesets), files and
    recovery (.files), casual games (.casual), export (.export), and the actions, menus and
    toolbars (window_actions). A part asks of the window only what window_services names.
    """

    controller: Controller
    files: RecordFiles
    casual: CasualGames
    rulesets: RulesetChoice
    # Made by window_actions.build_actions (each entry of its table becomes <name>_action).
    tool_actions: dict[str, QAction]
    tool_group: QActionGroup
    recent_menu: QMenu
    help_menu: HelpMenu
    language_menu: LanguageMenu
    undo_action: QAction
    redo_action: QAction
    choose_game_action: QAction
    coordinates_action: QAction
    numbers_action: QAction
    # The window has shown the current node again (after refresh() has done its work).
    refreshed = Signal()

    def __init__(self, controller: Controller | None = None, settings: QSettings | None = None,
                 autosave_folder: Path | None = None) -> None:
        super().__init__()
        c = controller or Controller(self)
        self.controller = c
        self.settings = settings
        self.autosave_folder = autosave_folder  # where games and unsaved work are kept (None: not kept)
        self.ask_to_save: Callable[[], str] | None = None  # tests replace it: () -> "save", "discard" or "cancel"
        # Where errors go instead of a message box: (title, text) -> None. A screenshot run sets
        # it, since nobody could close a modal box there.
        self.error_hook: Callable[[str, str], None] | None = None
        self._refresh_held = 0  # inside refreshing_once(): how deep
        self._click_refused: str | None = None  # why a click on the veiled board played nothing
        self.setWindowTitle(self.tr("gogui - how the rules of Go differ"))
        self.setWindowIcon(app_icon())
        self.setAcceptDrops(True)

        # The parts: the tests, the menus and the app address them directly (window.files.save, ...).
        self.files = RecordFiles(self)
        self.casual = CasualGames(self)
        self._export: BoardExport | None = None  # made when first used (see export)

        self.board = BoardWidget()
        self.board.installEventFilter(self)  # the wheel over the board steps (eventFilter)
        self.notes = NodeNotes()  # the node's header and comment: window.notes.comment, ...
        self.panel = panel = RulingPanel(c)  # its widgets are the panel's own: window.panel.rulings, ...
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.notes)
        right.addWidget(panel)
        right.addWidget(panel.details)
        right.setStretchFactor(0, 2)
        right.setStretchFactor(1, 4)
        right.setStretchFactor(2, 2)
        right.setSizes([190, 380, 150])  # comment, panel, details
        # Learn mode asking a question: a note stands in for the comment, the panel and the
        # details. The two are pages of one stack, so that going from one to the other changes
        # no size: the board and the hidden parts keep their layout, and an answer shows at once.
        self._answers_hidden = False
        # While a question is asked, the hidden panel is filled once the learner has had the
        # question a moment: the answer then shows a panel already laid out.
        self._fill_hidden_panel = QTimer(self)
        self._fill_hidden_panel.setSingleShot(True)
        self._fill_hidden_panel.setInterval(HIDDEN_PANEL_DELAY_MS)
        self._fill_hidden_panel.timeout.connect(self._fill_panel_while_hidden)
        self.hidden_note = hidden_note()
        self.right_pages = QStackedWidget()
        self.right_pages.addWidget(right)
        self.right_pages.addWidget(self.hidden_note)
        splitter = QSplitter()
        splitter.addWidget(self.board)
        splitter.addWidget(self.right_pages)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([620, 560])
        self.setCentralWidget(splitter)

        self.browser = DiagramBrowser()
        keep_navigation_keys(self.browser)
        self.diagrams_dock = dock = QDockWidget(self.tr("Diagrams"), self)
        dock.setObjectName("diagrams")
        dock.setWidget(self.browser)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
        self.tree = GameTreeView()
        self.tree_dock = tree_dock = QDockWidget(self.tr("Game tree"), self)
        tree_dock.setObjectName("game-tree")
        tree_dock.setWidget(self.tree)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, tree_dock)
        self.resizeDocks([dock], [225], Qt.Orientation.Horizontal)
        self.resizeDocks([dock, tree_dock], [440, 220], Qt.Orientation.Vertical)  # the whole library shows at 800 high

        self.rulesets = RulesetChoice(self)  # the toolbar's box: window.rulesets.box
        build_actions(self)

        self.browser.currentItemChanged.connect(self._diagram_chosen)
        panel.referenceRequested.connect(self.rulesets.show_reference)
        c.changed.connect(self.refresh)
        c.working.connect(self._show_work_progress)
        c.rulingsReady.connect(panel.rulings_ready)
        c.lineChanged.connect(panel.line_changed)
        # Bound methods, not lambdas: Qt drops these connections when the window goes away.
        c.message.connect(self._show_message)
        c.undo_stack.cleanChanged.connect(self._clean_changed)
        self.notes.commentTyped.connect(c.set_comment)
        self.board.pointClicked.connect(self._point_clicked)
        self.board.clickedWhilePending.connect(self._click_while_pending)
        c.treeChanged.connect(self._tree_changed)
        self.tree.nodeActivated.connect(c.show_node)
        self.tree.deleteRequested.connect(c.delete_variation)
        self.tree.promoteRequested.connect(c.promote)
        from .autosaves import WorkAutosave

        # The record's unsaved edits are kept against a crash, as games in progress are.
        self.work_autosave = WorkAutosave(c, autosave_folder, self)
        self.work_autosave.failed.connect(self._show_message)
        self.statusBar()
        self.resize(fitting_size(self, QSize(1280, 800)))
        self._restore_settings()
        self.rulesets.box.setCurrentIndex(self.rulesets.box.findData(c.explorer.ruleset.id))
        # Files of the library that could not be read stay named in the status bar, not only
        # until the next step's message replaces them.
        self.library_problems = QLabel(self.browser.problem_message())
        self.library_problems.setVisible(bool(self.library_problems.text()))
        self.statusBar().addPermanentWidget(self.library_problems)
        from .learn_mode import install_learn_mode

        self.learn = install_learn_mode(self)
        toolbar_texts_without_keys(self)

    def report_error(self, title: str, text: str) -> None:
        """Tell the learner what went wrong: in a message box, or through error_hook if set."""
        if self.error_hook is not None:
            self.error_hook(title, text)
        else:
            QMessageBox.warning(self, title, as_written(text))

    # ----- export (its module and dialog loaded when first used) ---------------------------------

    @property
    def export(self) -> BoardExport:
        if self._export is None:
            from .board_export import BoardExport

            self._export = BoardExport(self)
        return self._export

    # ----- rulesets ---------------------------------------------------------------------------

    @property
    def answers_hidden(self) -> bool:
        """Whether Learn mode is asking a question (see hide_answers)."""
        return self._answers_hidden

    def hide_answers(self, hidden: bool, marks: BoardMarks = NO_MARKS) -> None:
        """Learn mode asks a question (hidden) or shows its answer: while hidden the ruling
        panel, the details, the comment and the status bar's verdict give way to a note, and
        the board leaves out what would tell the answer. `marks` are Learn mode's marks on
        the board (the move asked about, the region counted, the answer's points)."""
        self._answers_hidden = hidden
        self.right_pages.setCurrentIndex(1 if hidden else 0)  # the note, or the comment, panel and details
        self.board.set_learning(hidden, marks)
        self.refresh()

    # ----- reacting ---------------------------------------------------------------------------

    def _diagram_chosen(self, item: QTreeWidgetItem | None, previous: QTreeWidgetItem | None = None) -> None:
        if item is None or item.data(0, DIAGRAM_ID) is None:
            return
        if not self.files.maybe_save():
            self.browser.blockSignals(True)
            self.browser.setCurrentItem(previous)  # type: ignore[arg-type]  # None clears the choice
            self.browser.blockSignals(False)
            return
        self.controller.open_diagram(item.data(0, DIAGRAM_ID))

    def open_diagram(self, diagram_id: str) -> None:
        if not self.browser.choose(diagram_id):
            self.controller.open_diagram(diagram_id)

    def _tree_changed(self, shown=None) -> None:
        record = self.controller.explorer.record
        if record is None:
            return
        if self.tree.root() is not record.root:
            self.tree.set_tree(record.root)
        else:
            self.tree.tree_changed(shown)
        self.tree.set_current(self.controller.explorer.node)

    def _show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 15000)

    def _clean_changed(self, _clean: bool) -> None:
        self.setWindowModified(self.controller.modified)

    def _point_clicked(self, vertex: str) -> None:
        """A click plays for the player to move (to the existing child, or a new variation), or
        with an edit tool sets up stones or marks the point."""
        tool = self.controller.explorer.tool
        if tool == "number":
            self.controller.put_number_label(vertex)
        elif tool == "text":
            text, ok = QInputDialog.getText(self, self.tr("Text label"),
                                            self.tr("Label on {point} (empty: none):").replace("{point}", vertex),
                                            text=self.controller.label_at(vertex))
            if ok:
                self.controller.put_label(vertex, text)
        else:
            self.controller.click(vertex)

    def set_tool(self, tool: str) -> None:
        self.controller.explorer.tool = tool
        self.tool_actions[tool].setChecked(True)
        self.statusBar().showMessage(self.tool_actions[tool].text().replace("&", ""), 3000)

    def choose_game(self) -> None:
        """File > Game of this file: go to another game of a file that holds several."""
        c = self.controller
        names = c.explorer.game_names()
        if len(names) < 2:
            return
        name, ok = QInputDialog.getItem(self, self.tr("Game of this file"), self.tr("Show the game:"),
                                        names, c.explorer.game_index, False)
        if ok and name in names:
            c.show_game(names.index(name))

    def toggle_coordinates(self, on: bool) -> None:
        self.controller.explorer.coordinates = on
        self.refresh()

    def toggle_numbers(self, on: bool) -> None:
        self.controller.explorer.show_numbers = on
        self.refresh()

    @guarded(otherwise=False)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # The wheel over the board steps through the line; over the lists and tables it scrolls
        # them, and what they leave at their ends is not taken for a step.
        if watched is self.board and event.type() == QEvent.Type.Wheel and isinstance(event, QWheelEvent):
            if event.angleDelta().y() < 0:
                self.controller.next()
            elif event.angleDelta().y() > 0:
                self.controller.previous()
            return True
        return super().eventFilter(watched, event)

    @guarded
    def dragEnterEvent(self, event) -> None:  # noqa: N802
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    @guarded
    def dropEvent(self, event) -> None:  # noqa: N802
        self.files.open_dropped(event.mimeData().urls())

    @contextmanager
    def refreshing_once(self) -> Iterator[None]:
        """Make several changes (a ruleset, a line, a node) and show the result once:
        refresh() does nothing inside the block, and runs once when the outermost block ends."""
        self._refresh_held += 1
        try:
            yield
        finally:
            self._refresh_held -= 1
            if not self._refresh_held:
                self.refresh()

    def refresh(self) -> None:
        """Show the current node: the board, the title, the node's header and comment, the
        ruling panel, the status bar and the tree's current node."""
        if self._refresh_held:
            return  # refreshing_once() refreshes when its block ends
        c = self.controller
        node = c.explorer.node
        if node is None:
            return
        ready = c.showable()
        if ready:
            self.board.ghost_colour = c.explorer.to_move()
            # While Learn mode asks a question, nothing of the rulings shows, not even where the
            # selected ruleset's line stopped: it would answer the question.
            state = c.explorer.board_state(self._answers_hidden)
            if state is not None:
                self.board.show_state(state)
            self.board.set_pending(None)
            self._click_refused = None
        else:
            self._show_work_progress(*c.work_progress())
        title = shortened(c.explorer.window_title())
        self.setWindowTitle(self.tr("{title}[*] - gogui").replace("{title}", title))
        self.setWindowModified(c.modified)
        self.choose_game_action.setEnabled(len(c.explorer.games) > 1)
        self.notes.show_notes(c.explorer.node_header(title), node.comment)
        if self._answers_hidden:
            note = escape(self.tr("The rulings, the comment and the crossed points are hidden until you "
                                  "answer the question in the Learn panel."))
            self.hidden_note.setText(f"{self.notes.header.text()}<p><i>{note}</i></p>")
        if ready:
            if not self._answers_hidden:
                self._fill_hidden_panel.stop()
                self.panel.refresh()
            else:  # filled while the learner reads the question, not before the question shows
                self._fill_hidden_panel.start()
            selected = c.explorer.selected_ruling()
            if self._answers_hidden:
                self.statusBar().clearMessage()
            elif selected is not None:
                self.statusBar().showMessage(self.tr("{ruleset}: {verdict}").replace(
                    "{ruleset}", ruleset_name(c.explorer.ruleset.name)).replace("{verdict}", selected.verdict))
        else:
            self.panel.show_pending()
        self.tree.set_current(node)
        # What this step worked out is kept until the record is closed: keep the collector off it.
        keep_what_exists()
        self.refreshed.emit()

    def _fill_panel_while_hidden(self) -> None:
        if self._answers_hidden and self.controller.showable():
            self.panel.refresh()

    def _show_work_progress(self, done: int, total: int) -> None:
        """While the current node is worked out in slices: how far it has got, over the board
        and in the status bar."""
        # In steps of 5%: each new note repaints the board, which costs time the work needs.
        percent = 100 * done // total // 5 * 5 if total else 0
        note = self.tr("Working out the rulings up to move {n}: {p}%").replace(
            "{n}", str(self.controller.explorer.move_number)).replace("{p}", str(percent))
        if self._click_refused is not None:
            note += "\n\n" + self._click_refused  # the status bar keeps the refusal
        elif note != self.board.pending:
            self.statusBar().showMessage(note)
        if note != self.board.pending:
            self.board.set_pending(note)

    def _click_while_pending(self, vertex: str) -> None:
        """A click on the veiled board plays nothing (the position under the veil is not the
        node's): say why, on the board and in the status bar, until the node is shown."""
        if not self.controller.working_out():  # shown meanwhile: the click is an ordinary one
            self._point_clicked(vertex)
            return
        why = self.tr("{v} was not played: move {n} is shown once its rulings are worked out. "
                      "Click again then.").replace("{v}", vertex).replace("{n}", str(self.controller.explorer.move_number))
        self._click_refused = why
        self.statusBar().showMessage(why)
        self._show_work_progress(*self.controller.work_progress())

    # ----- settings and closing ---------------------------------------------------------------

    def _restore_settings(self) -> None:
        s = self.settings
        if s is None:
            return
        geometry = s.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        self.rulesets.restore(s)
        self.coordinates_action.setChecked(s.value("view/coordinates", "true") in (True, "true"))
        self.controller.explorer.coordinates = self.coordinates_action.isChecked()
        self.numbers_action.setChecked(s.value("view/numbers", "false") in (True, "true"))
        self.controller.explorer.show_numbers = self.numbers_action.isChecked()

    @guarded
    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.PaletteChange:
            self.panel.palette_changed()
            self.refresh()
        super().changeEvent(event)

    @guarded
    def closeEvent(self, event) -> None:  # noqa: N802
        self.work_autosave.flush()
        if not self.files.maybe_save():
            event.ignore()
            return
        # Open games close first, each the way its own window closes (an unfinished one asks to
        # be saved), so that quitting normally never leaves an autosave to be offered later.
        if not self.casual.close_all():
            event.ignore()
            return
        s = self.settings
        if s is not None:
            s.setValue("window/geometry", self.saveGeometry())
            self.rulesets.keep(s)
            s.setValue("view/coordinates", "true" if self.coordinates_action.isChecked() else "false")
            s.setValue("view/numbers", "true" if self.numbers_action.isChecked() else "false")
            s.sync()
        self.work_autosave.discard()  # saved or discarded: nothing is left to offer
        super().closeEvent(event)
