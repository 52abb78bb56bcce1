"""The teaching window: board, ruleset selector, diagram browser, comments and the ruling panel."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QByteArray, QEvent, QRectF, QSettings, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QColor, QGuiApplication, QImage, QKeySequence, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QDialog, QDockWidget, QFileDialog, QFrame, QHeaderView,
    QInputDialog, QLabel, QLineEdit, QListView, QMainWindow, QMenu, QMessageBox,
    QPlainTextEdit, QScrollArea, QSplitter, QTableView, QTableWidget, QTableWidgetItem, QTabWidget, QTextEdit,
    QToolBar, QTreeWidgetItem, QVBoxLayout, QWidget,
)

from ..engine import PRESETS
from ..rule_texts import readable_source, rule_text
from ..save_checks import SaveRefused, library_refusal
from ..sgf import SgfError
from .board_view import BoardWidget, board_ascii, paint_board
from .comment_box import comment_editor
from .controller import TOOLS, Controller
from .diagram_browser import DIAGRAM_ID, DiagramBrowser
from .game_tree import GameTreeView
from .help import HelpMenu
from .line_models import CurrentColumnDelegate, MoveListModel, RulingMatrixModel
from .memory import keep_what_exists
from .messages import as_written, ask, shortened, warnings_message
from .palette import status_styles
from .resources import app_icon



def _selected_text(widget: QWidget | None) -> str:
    """The text selected in a label, line or text box ("" if none)."""
    if isinstance(widget, QLabel | QLineEdit):
        return widget.selectedText()
    if isinstance(widget, QPlainTextEdit | QTextEdit):
        return widget.textCursor().selectedText().replace("\u2029", "\n")
    return ""


def fitting_size(widget: QWidget, width: int, height: int) -> QSize:
    """The wanted window size, or less where the screen's free area is smaller."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(width, height)
    free = screen.availableGeometry()
    return QSize(min(width, free.width()), min(height, free.height()))


class MainWindow(QMainWindow):
    """A learner opens a diagram, steps through it and sees every ruleset's ruling at every step."""

    def __init__(self, controller: Controller | None = None, settings: QSettings | None = None,
                 autosave_folder=None) -> None:
        super().__init__()
        self.controller = controller or Controller(self)
        self.settings = settings
        self.autosave_folder = autosave_folder  # where games in progress are kept (None: not kept)
        self.game_windows: list = []
        self.setWindowTitle(self.tr("gogui - how the rules of Go differ"))
        self.setWindowIcon(app_icon())
        self.setAcceptDrops(True)

        self.board = BoardWidget()
        self.node_header = QLabel()
        self.node_header.setWordWrap(True)
        self.comment = comment_editor(self.tr("Comment on this node (saved with the record)"))
        self.comment.setUndoRedoEnabled(False)  # the record's undo stack takes comment edits
        self.ask_to_save = None  # tests replace it: () -> "save", "discard" or "cancel"
        # Where errors go instead of a message box: (title, text) -> None. A screenshot run sets
        # it, since nobody could close a modal box there.
        self.error_hook = None
        # One row per preset: its name and its verdict, both wrapped, never cut short; the
        # details pane below gives the selected preset's full explanation.
        self.rulings = QTableWidget(0, 2)
        self.rulings.setHorizontalHeaderLabels([self.tr("Ruleset"), self.tr("Ruling")])
        self.rulings.verticalHeader().setVisible(False)
        self.rulings.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.rulings.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.rulings.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.rulings.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rulings.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.rulings.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.rulings.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.rulings.setWordWrap(True)
        self.rulings.setTextElideMode(Qt.TextElideMode.ElideNone)
        self._row_details: list[tuple] = []  # per row: (ruleset, ruling, count), for the details pane
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # Selectable, and focusable once clicked, so that Ctrl+C copies what is selected.
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explanation.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.explanation.setContentsMargins(4, 4, 4, 4)
        details = QScrollArea()
        details.setWidget(self.explanation)
        details.setWidgetResizable(True)
        details.setFrameShape(QFrame.Shape.NoFrame)
        self.details = details
        # The move list and the matrix ask their models only for what they show.
        self.matrix_model = RulingMatrixModel(self.controller, self)
        self.matrix = QTableView()
        self.matrix.setModel(self.matrix_model)
        self.matrix.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.matrix.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.matrix.setItemDelegate(CurrentColumnDelegate(self.controller, self.matrix))
        self.matrix.horizontalHeader().setDefaultSectionSize(30)
        self.matrix.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.matrix.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # Thirteen rows fit the tab at 1280x800 (and scroll at smaller sizes).
        self.matrix.verticalHeader().setDefaultSectionSize(max(18, self.fontMetrics().height() + 2))
        self.matrix_legend = QLabel()
        self.matrix_legend.setWordWrap(True)
        matrix_page = QWidget()
        matrix_layout = QVBoxLayout(matrix_page)
        matrix_layout.setContentsMargins(0, 0, 0, 0)
        matrix_layout.setSpacing(2)
        matrix_layout.addWidget(self.matrix, 1)
        matrix_layout.addWidget(self.matrix_legend)
        self.matrix_page = matrix_page
        self._fill_legend()

        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        tabs = QTabWidget()
        tabs.addTab(self.rulings, self.tr("Rulings here"))
        tabs.addTab(matrix_page, self.tr("Whole line"))
        self.moves_model = MoveListModel(self.controller, self)
        self.moves = QListView()
        self.moves.setModel(self.moves_model)
        self.moves.setUniformItemSizes(True)
        self.moves.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        tabs.addTab(self.moves, self.tr("Moves"))
        self.tabs = tabs
        tabs.currentChanged.connect(self._tab_shown)
        right = QSplitter(Qt.Orientation.Vertical)
        comment_box = QWidget()
        comment_layout = QVBoxLayout(comment_box)
        comment_layout.setContentsMargins(0, 0, 0, 0)
        comment_layout.addWidget(self.node_header)
        comment_layout.addWidget(self.comment)
        right.addWidget(comment_box)
        right.addWidget(tabs)
        right.addWidget(self.details)
        right.setStretchFactor(0, 2)
        right.setStretchFactor(1, 4)
        right.setStretchFactor(2, 2)
        right.setSizes([190, 380, 150])  # comment, panel, details
        layout.addWidget(right)
        splitter = QSplitter()
        splitter.addWidget(self.board)
        splitter.addWidget(panel)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([620, 560])
        self.setCentralWidget(splitter)

        self.browser = DiagramBrowser()
        dock = QDockWidget(self.tr("Diagrams"), self)
        dock.setObjectName("diagrams")
        dock.setWidget(self.browser)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
        self.tree = GameTreeView()
        tree_dock = QDockWidget(self.tr("Game tree"), self)
        tree_dock.setObjectName("game-tree")
        tree_dock.setWidget(self.tree)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, tree_dock)
        self.resizeDocks([dock], [225], Qt.Orientation.Horizontal)
        self.resizeDocks([dock, tree_dock], [440, 220], Qt.Orientation.Vertical)  # the whole library shows at 800 high

        self.ruleset_box = QComboBox()
        for ruleset in PRESETS.values():
            self.ruleset_box.addItem(ruleset.name, ruleset.id)
        self.ruleset_box.insertSeparator(self.ruleset_box.count())
        self.ruleset_box.addItem(self.tr("Custom..."), "custom...")
        self._custom = None
        self.reference = None  # the Rulesets reference, once opened
        self._build_actions()

        self.browser.currentItemChanged.connect(self._diagram_chosen)
        self.ruleset_box.currentIndexChanged.connect(self._ruleset_chosen)
        self.rulings.currentCellChanged.connect(self._ruling_selected)
        # Each row leads to its ruleset's page of the reference: a double click or the row's menu.
        self.rulings.cellDoubleClicked.connect(lambda row, _column: self.show_ruleset_reference(self._row_ruleset(row)))
        self.rulings.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.rulings.customContextMenuRequested.connect(self._ruling_menu)
        self.matrix.clicked.connect(self._matrix_clicked)
        self.moves.selectionModel().currentRowChanged.connect(self._move_chosen)
        self.controller.changed.connect(self.refresh)
        self.controller.lineChanged.connect(self._fill_matrix)
        # Bound methods, not lambdas: Qt drops these connections when the window goes away.
        self.controller.message.connect(self._show_message)
        self.controller.undo_stack.cleanChanged.connect(self._clean_changed)
        self.comment.textChanged.connect(self._comment_typed)
        self.board.pointClicked.connect(self._point_clicked)
        self.controller.treeChanged.connect(self._tree_changed)
        self.tree.nodeActivated.connect(self.controller.show_node)
        self.tree.deleteRequested.connect(self.controller.delete_variation)
        self.tree.promoteRequested.connect(self.controller.promote)
        from .autosaves import WorkAutosave

        # The record's unsaved edits are kept against a crash, as games in progress are.
        self.work_autosave = WorkAutosave(self.controller, autosave_folder, self)
        self.work_autosave.failed.connect(self._show_message)
        self.statusBar()
        self.resize(fitting_size(self, 1280, 800))
        self._restore_settings()
        self.ruleset_box.setCurrentIndex(self.ruleset_box.findData(self.controller.ruleset.id))
        # Files of the library that could not be read stay named in the status bar, not only
        # until the next step's message replaces them.
        self.library_problems = QLabel(self.browser.problem_message())
        self.library_problems.setVisible(bool(self.library_problems.text()))
        self.statusBar().addPermanentWidget(self.library_problems)
        from .learn_dock import install_learn_mode

        self.learn = install_learn_mode(self)

    # ----- actions ----------------------------------------------------------------------------

    def _action(self, text: str, slot, shortcut=None, checkable: bool = False) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcuts(shortcut if isinstance(shortcut, list) else [shortcut])
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        c = self.controller
        self.open_action = self._action(self.tr("&Open SGF..."), self.open_dialog, QKeySequence.StandardKey.Open)
        self.export_png_action = self._action(self.tr("Export board as &PNG..."), self.export_png)
        self.export_svg_action = self._action(self.tr("Export board as &SVG..."), self.export_svg)
        self.copy_ascii_action = self._action(self.tr("&Copy as ASCII diagram"), self.copy_ascii,
                                              QKeySequence.StandardKey.Copy)
        self.quit_action = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.first_action = self._action(self.tr("&First"), c.first, QKeySequence(Qt.Key.Key_Home))
        self.previous_action = self._action(self.tr("&Previous"), c.previous, QKeySequence(Qt.Key.Key_Left))
        self.next_action = self._action(self.tr("&Next"), c.next, QKeySequence(Qt.Key.Key_Right))
        self.last_action = self._action(self.tr("&Last"), c.last, QKeySequence(Qt.Key.Key_End))
        self.up_action = self._action(self.tr("Previous &variation"), lambda: c.switch_variation(-1),
                                      QKeySequence(Qt.Key.Key_Up))
        self.down_action = self._action(self.tr("Next v&ariation"), lambda: c.switch_variation(1),
                                        QKeySequence(Qt.Key.Key_Down))
        self.pass_action = self._action(self.tr("&Pass"), lambda: c.play(None), QKeySequence("Ctrl+P"))
        self.pass_action.setToolTip(self.tr("The player to move passes here (Ctrl+P)"))
        self.undo_action = c.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcuts(QKeySequence.StandardKey.Undo)
        self.redo_action = c.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts(QKeySequence.StandardKey.Redo)
        # The menu names the step ("Undo White G2"); the toolbar keeps a short, steady label.
        self.undo_action.setIconText(self.tr("Undo"))
        self.redo_action.setIconText(self.tr("Redo"))
        self.addAction(self.undo_action)
        self.addAction(self.redo_action)
        self.delete_variation_action = self._action(
            self.tr("&Delete this variation"), lambda: c.node is not None and c.delete_variation(c.node))
        self.promote_action = self._action(
            self.tr("&Make this the main line"), lambda: c.node is not None and c.promote(c.node))
        self.save_action = self._action(self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(self.tr("Save &As..."), self.save_as, QKeySequence.StandardKey.SaveAs)
        self.new_position_action = self._action(self.tr("New &position..."), self.new_position)
        self.choose_game_action = self._action(self.tr("&Game of this file..."), self.choose_game)
        self.choose_game_action.setToolTip(self.tr("Show another game of a file that holds several"))
        self.choose_game_action.setEnabled(False)
        names = {
            "play": self.tr("Play moves"), "B": self.tr("Add black stones"), "W": self.tr("Add white stones"),
            "erase": self.tr("Erase stones"), "triangle": self.tr("Triangle"), "square": self.tr("Square"),
            "circle": self.tr("Circle"), "cross": self.tr("Cross"), "label": self.tr("Label (A, B, C...)"),
        }
        self.tool_group = QActionGroup(self)
        self.tool_actions: dict[str, QAction] = {}
        for tool in TOOLS:
            action = self._action(names[tool], lambda _=False, t=tool: self.set_tool(t), checkable=True)
            self.tool_group.addAction(action)
            self.tool_actions[tool] = action
        self.tool_actions["play"].setChecked(True)
        self.black_to_play_action = self._action(self.tr("Black to play here"), lambda: c.set_player_to_move("B"))
        self.white_to_play_action = self._action(self.tr("White to play here"), lambda: c.set_player_to_move("W"))
        self.coordinates_action = self._action(self.tr("&Coordinates"), self._toggle_coordinates, checkable=True)
        self.coordinates_action.setChecked(True)
        self.numbers_action = self._action(self.tr("Move &numbers"), self._toggle_numbers, checkable=True)
        menu = self.menuBar().addMenu(self.tr("&File"))
        menu.addAction(self.new_position_action)
        menu.addAction(self.open_action)
        self.recent_menu = menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        menu.addAction(self.choose_game_action)
        for action in (self.save_action, self.save_as_action):
            menu.addAction(action)
        menu.addSeparator()
        for action in (self.export_png_action, self.export_svg_action):
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(self.quit_action)
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        for action in (self.undo_action, self.redo_action):
            edit.addAction(action)
        edit.addSeparator()
        for action in (self.delete_variation_action, self.promote_action):
            edit.addAction(action)
        edit.addSeparator()
        tools = edit.addMenu(self.tr("&Tool for the board"))
        for action in self.tool_actions.values():
            tools.addAction(action)
        edit.addAction(self.black_to_play_action)
        edit.addAction(self.white_to_play_action)
        edit.addSeparator()
        edit.addAction(self.copy_ascii_action)
        go = self.menuBar().addMenu(self.tr("&Go"))
        for action in (self.first_action, self.previous_action, self.next_action, self.last_action,
                       self.up_action, self.down_action):
            go.addAction(action)
        go.addSeparator()
        go.addAction(self.pass_action)
        self.new_game_action = self._action(self.tr("&New game..."), self.new_game, QKeySequence.StandardKey.New)
        self.open_game_action = self._action(self.tr("Continue a saved &game..."), self.open_game_dialog)
        self.play_from_here_action = self._action(self.tr("&Play from here..."), lambda: self.play_from_here())
        self.play_from_here_action.setToolTip(
            self.tr("Start a casual game from the current position under a ruleset you choose"))
        game_menu = self.menuBar().addMenu(self.tr("G&ame"))
        game_menu.addAction(self.new_game_action)
        game_menu.addAction(self.open_game_action)
        game_menu.addAction(self.play_from_here_action)
        view = self.menuBar().addMenu(self.tr("&View"))
        view.addAction(self.coordinates_action)
        view.addAction(self.numbers_action)
        view.addSeparator()
        self.reference_action = self._action(self.tr("&Rulesets reference"), lambda: self.show_ruleset_reference())
        view.addAction(self.reference_action)
        self.help_menu = HelpMenu(self, panel_guide=True, shortcuts_note=self.tr(
            "The mouse wheel over the window also steps back and forth through the line."))
        bar = QToolBar(self.tr("Navigation"))
        bar.setObjectName("navigation")
        bar.addWidget(QLabel(self.tr(" Ruleset: ")))
        bar.addWidget(self.ruleset_box)
        bar.addSeparator()
        for action in (self.first_action, self.previous_action, self.next_action, self.last_action):
            bar.addAction(action)
        bar.addSeparator()
        bar.addAction(self.pass_action)
        bar.addAction(self.undo_action)
        bar.addAction(self.redo_action)
        self.addToolBar(bar)
        tool_bar = QToolBar(self.tr("Edit tools"))
        tool_bar.setObjectName("edit-tools")
        for tool, short in (("play", self.tr("Play")), ("B", self.tr("+Black")), ("W", self.tr("+White")),
                            ("erase", self.tr("Erase")), ("triangle", "\u25b3"), ("square", "\u25a1"),
                            ("circle", "\u25cb"), ("cross", "\u2715"), ("label", "A")):
            action = self.tool_actions[tool]
            action.setIconText(short)
            tool_bar.addAction(action)
        self.addToolBar(tool_bar)

    # ----- reacting ---------------------------------------------------------------------------

    def _diagram_chosen(self, item: QTreeWidgetItem | None, previous=None) -> None:
        if item is None or item.data(0, DIAGRAM_ID) is None:
            return
        if not self.maybe_save():
            self.browser.blockSignals(True)
            self.browser.setCurrentItem(previous)
            self.browser.blockSignals(False)
            return
        self.controller.open_diagram(item.data(0, DIAGRAM_ID))

    def _ruleset_chosen(self, index: int) -> None:
        ruleset_id = self.ruleset_box.itemData(index)
        if ruleset_id in PRESETS:
            self.controller.set_ruleset(PRESETS[ruleset_id])
        elif ruleset_id == "custom" and self._custom is not None:
            self.controller.set_ruleset(self._custom)
        elif ruleset_id == "custom...":
            self.choose_custom_ruleset()

    def choose_custom_ruleset(self) -> None:
        """Open the Custom dialog; an accepted choice becomes the board's ruleset."""
        from .custom_rules import CustomRulesDialog

        dialog = CustomRulesDialog(self.controller.ruleset, self)
        while dialog.exec() == CustomRulesDialog.DialogCode.Accepted:
            try:
                self.apply_custom_ruleset(dialog.ruleset())
                return
            except ValueError as err:
                dialog.error.setText(str(err))
        self._select_ruleset_entry(self.controller.ruleset)

    def apply_custom_ruleset(self, ruleset) -> None:
        """Show a custom ruleset on the board; it also gets a row in the ruling panel."""
        self._custom = ruleset
        index = self.ruleset_box.findData("custom")
        # Quietly: inserting the entry moves the current "Custom..." one, which would otherwise
        # read as choosing it again and open the dialog a second time.
        self.ruleset_box.blockSignals(True)
        if index < 0:
            self.ruleset_box.insertItem(self.ruleset_box.count() - 1, ruleset.name, "custom")
        else:
            self.ruleset_box.setItemText(index, ruleset.name)
        self.ruleset_box.blockSignals(False)
        self.controller.set_ruleset(ruleset)
        self._select_ruleset_entry(ruleset)

    def _select_ruleset_entry(self, ruleset) -> None:
        self.ruleset_box.blockSignals(True)
        self.ruleset_box.setCurrentIndex(self.ruleset_box.findData(ruleset.id))
        self.ruleset_box.blockSignals(False)

    def _row_ruleset(self, row: int):
        rows = self.controller.shown_rulesets()
        return rows[row] if 0 <= row < len(rows) else None

    def ruling_menu(self, row: int) -> QMenu:
        """The menu of a panel row: that ruleset's page of the reference."""
        menu = QMenu(self.rulings)
        ruleset = self._row_ruleset(row)
        if ruleset is not None:
            action = menu.addAction(self.tr("About {name}...").replace("{name}", ruleset.name))
            action.triggered.connect(lambda: self.show_ruleset_reference(ruleset))
        return menu

    def _ruling_menu(self, position) -> None:
        row = self.rulings.rowAt(position.y())
        if row >= 0:
            menu = self.ruling_menu(row)
            menu.exec(self.rulings.viewport().mapToGlobal(position))
            menu.deleteLater()

    def show_ruleset_reference(self, ruleset=None):
        """Open (or raise) the Rulesets reference at a ruleset's page (the selected one by default)."""
        from .ruleset_reference import RulesetReference

        ruleset = ruleset or self.controller.ruleset
        if self.reference is None:
            self.reference = RulesetReference(ruleset, self)
        self.reference.show_ruleset(ruleset)
        self.reference.show()
        self.reference.raise_()
        self.reference.activateWindow()
        return self.reference

    def _winner(self, result) -> str:
        """A count's outcome in a few words: "White +5.5", "draw"."""
        if result.winner is None:
            return self.tr("draw") if result.kind == "draw" else self.tr("no result")
        who = self.tr("Black") if result.winner == "B" else self.tr("White")
        return f"{who} +{result.margin:g}" if result.margin else who

    def _details(self, ruleset, ruling, result=None) -> str:
        """The details pane for one preset: its verdict, the full explanation, the count where
        its play stopped and, for a move its line never reached, where that line stopped."""
        style = status_styles()[ruling.status]
        head = f"<b>{escape(ruleset.name)}: {style.symbol} {escape(ruling.verdict)}</b>"
        if ruling.status == "after":
            body = self.tr("Under {rules} the line did not get this far. At move {n}: {why}").replace(
                "{rules}", escape(ruleset.name)).replace("{n}", str(ruling.number)).replace(
                "{why}", escape(ruling.explanation))
        else:
            body = escape(ruling.explanation)
        if result is not None:
            body += "<br><b>" + self.tr("The count:") + "</b> " + escape(result.explanation)
        topic = {"legal": "legal", "stopped": "passes"}.get(ruling.status, ruling.reason)
        rule = rule_text(ruleset, topic) if topic else None
        if rule is not None:
            body += ("<br><b>" + self.tr("The rule:") + "</b> " + escape(rule.statement)
                     + f" <i>({escape(readable_source(rule.source))})</i>")
        return f"{head}<br>{body}"

    def _ruling_selected(self, row: int, *_args) -> None:
        if 0 <= row < len(self._row_details):
            self.explanation.setText(self._details(*self._row_details[row]))

    def _tree_changed(self, shown=None) -> None:
        record = self.controller.record
        if record is None:
            return
        if self.tree.root() is not record.root:
            self.tree.set_tree(record.root)
        else:
            self.tree.tree_changed(shown)
        self.tree.set_current(self.controller.node)

    def _show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 15000)

    def _clean_changed(self, clean: bool) -> None:
        self.setWindowModified(self.controller.modified)

    def _comment_typed(self) -> None:
        self.controller.set_comment(self.comment.toPlainText())

    def _point_clicked(self, vertex: str) -> None:
        """A click plays for the player to move (to the existing child, or a new variation), or
        with an edit tool sets up stones or marks the point."""
        self.controller.click(vertex)

    def set_tool(self, tool: str) -> None:
        self.controller.tool = tool
        self.tool_actions[tool].setChecked(True)
        self.statusBar().showMessage(self.tool_actions[tool].text(), 3000)

    def choose_game(self) -> None:
        """File > Game of this file: go to another game of a file that holds several."""
        c = self.controller
        names = c.game_names()
        if len(names) < 2:
            return
        name, ok = QInputDialog.getItem(self, self.tr("Game of this file"), self.tr("Show the game:"),
                                        names, c.game_index, False)
        if ok and name in names:
            c.show_game(names.index(name))

    def new_position(self) -> None:
        """File > New position: an empty board of a chosen size, to set up and explore."""
        if not self.maybe_save():
            return
        size, ok = QInputDialog.getInt(self, self.tr("New position"), self.tr("Board size (2 to 25):"),
                                       19, 2, 25)
        if ok:
            self.controller.new_position(size)
            self.set_tool("B")

    def _toggle_coordinates(self, on: bool) -> None:
        self.controller.coordinates = on
        self.refresh()

    def _toggle_numbers(self, on: bool) -> None:
        self.controller.show_numbers = on
        self.refresh()

    def wheelEvent(self, event) -> None:  # noqa: N802
        if event.angleDelta().y() < 0:
            self.controller.next()
        elif event.angleDelta().y() > 0:
            self.controller.previous()

    def refresh(self) -> None:
        c = self.controller
        node = c.node
        if node is None:
            return
        self.board.ghost_colour = c.to_move()
        state = c.board_state()
        if state is not None:
            self.board.show_state(state)
        title = shortened(c.title)
        self.setWindowTitle(self.tr("{title}[*] - gogui").replace("{title}", title))
        self.setWindowModified(c.modified)
        self.choose_game_action.setEnabled(len(c.games) > 1)
        header = []
        if node.name:
            header.append(f"<i>{escape(shortened(node.name))}</i>")
        if node.move is not None:
            colour = self.tr("Black") if node.move[0] == "B" else self.tr("White")
            header.append(f"<b>{self.tr('Move')} {c.move_number}: {colour} {node.move[1] or self.tr('pass')}</b>")
        elif c.index == 0:
            header.append(f"<b>{escape(title)}</b>")
            aliases, source = c.record_names_and_source()
            if aliases:
                header.append(self.tr("Also called: {names}").replace("{names}", escape(", ".join(aliases))))
            if source:
                header.append(self.tr("Source: {source}").replace("{source}", escape(source)))
        else:
            header.append(f"<b>{self.tr('Node')} {c.index}: {self.tr('setup')}</b>")
        self.node_header.setText("<br>".join(header))
        if self.comment.toPlainText() != node.comment:
            self.comment.blockSignals(True)
            self.comment.setPlainText(node.comment)
            self.comment.blockSignals(False)
        rows = c.rulings_here()
        if self.rulings.rowCount() != len(rows):
            # The items are made once and updated in place afterwards.
            self.rulings.setRowCount(len(rows))
            for row in range(len(rows)):
                for column in range(2):
                    self.rulings.setItem(row, column, QTableWidgetItem())
        self._row_details = []
        styles = status_styles()
        selected_row = 0
        for row, (ruleset, ruling) in enumerate(rows):
            style = styles[ruling.status]
            result = c.count_here(ruleset)
            verdict = ruling.verdict if result is None else f"{ruling.verdict} \u00b7 {self._winner(result)}"
            cells = [ruleset.name, f"{style.symbol} {verdict}"]
            self._row_details.append((ruleset, ruling, result))
            if ruleset == c.ruleset:
                selected_row = row
            bold = ruleset == c.ruleset
            for column, value in enumerate(cells):
                item = self.rulings.item(row, column)
                # Only what changed is set: each change lays the wrapped row out again.
                if item.text() != value:
                    item.setText(value)
                if item.background().color() != style.background:
                    item.setBackground(style.background)
                    item.setForeground(style.text)
                if item.toolTip() != ruling.explanation:
                    item.setToolTip(ruling.explanation)
                if item.font().bold() != bold:
                    font = item.font()
                    font.setBold(bold)
                    item.setFont(font)
        shown = self.rulings.currentRow()
        self._ruling_selected(shown if 0 <= shown < len(rows) else selected_row)
        selected = c.selected_ruling()
        if selected is not None:
            self.statusBar().showMessage(f"{c.ruleset.name}: {selected.verdict}")
        self.tree.set_current(node)
        if self.moves.currentIndex().row() != c.index:
            selection = self.moves.selectionModel()
            selection.blockSignals(True)
            self.moves.setCurrentIndex(self.moves_model.index(c.index))
            selection.blockSignals(False)
            self.moves.viewport().update()
        if 0 <= c.index < self.matrix_model.columnCount():
            # The delegate outlines the current column; bring it into view.
            self.matrix.scrollTo(self.matrix_model.index(0, c.index))
            self.matrix.viewport().update()
        # What this step worked out is kept until the record is closed: keep the collector off it.
        keep_what_exists()

    def _tab_shown(self, _index: int) -> None:
        c = self.controller
        if self.tabs.currentWidget() is self.matrix_page and 0 <= c.index < self.matrix_model.columnCount():
            self.matrix.scrollTo(self.matrix_model.index(0, c.index))

    def _fill_legend(self) -> None:
        """What each symbol and colour of the matrix means, in the statuses' own colours."""
        words = {"legal": self.tr("legal"), "illegal": self.tr("illegal"), "stopped": self.tr("play stops"),
                 "ended": self.tr("game ends"), "after": self.tr("not reached"), "start": self.tr("start")}
        parts = []
        for status, style in status_styles().items():
            parts.append(f'<span style="background-color:{style.background.name()}; color:{style.text.name()}">'
                         f'&nbsp;{style.symbol}&nbsp;</span>&nbsp;{words[status].replace(" ", "&nbsp;")}')
        outline = self.tr("outlined column: the current move")
        self.matrix_legend.setText("&nbsp;&nbsp; ".join(parts) + f"&nbsp;&nbsp; \u2502 {outline.replace(' ', '&nbsp;')}")

    def _matrix_clicked(self, index) -> None:
        self.controller.go_to(index.column())

    def _move_chosen(self, current, _previous=None) -> None:
        if current.isValid():
            self.controller.go_to(current.row())

    def _fill_matrix(self) -> None:
        """The line changed: the move list and the matrix start over from their models."""
        self.moves_model.line_changed()
        self.matrix_model.line_changed()
        index = self.moves_model.index(self.controller.index)
        selection = self.moves.selectionModel()
        selection.blockSignals(True)
        self.moves.setCurrentIndex(index)
        selection.blockSignals(False)

    # ----- casual games -----------------------------------------------------------------------

    def new_game(self) -> None:
        from .game_window import start_new_game

        window = start_new_game(self, self.new_autosave())
        if window is not None:
            self.game_windows.append(window)

    def play_from_here(self, choose=None):
        """Start a casual game from the current node; `choose` stands in for the person at the
        dialog in tests (it gets the dialog and presses its buttons)."""
        from .game_controller import GameController
        from .game_window import GameWindow
        from .play_from_here import PlayFromHereDialog

        c = self.controller
        if c.record is None or c.node is None:
            return None
        dialog = PlayFromHereDialog(c.game_from_here, c.ruleset, c.record.komi, self)
        if choose is not None:
            choose(dialog)
        else:
            dialog.exec()
        if dialog.result() != QDialog.DialogCode.Accepted or dialog.start is None:
            return None
        window = GameWindow(GameController(dialog.start.session, self.new_autosave()), self)
        window.statusBar().showMessage(dialog.start.explanation)
        window.show()
        self.game_windows.append(window)
        return window

    def open_game_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Continue a saved game"), "",
                                              self.tr("SGF files (*.sgf);;All files (*)"))
        if path:
            self.open_game(path)

    def open_game(self, path: str):
        """Continue a saved game in a game window; a clear message if it cannot be read."""
        from .game_window import open_game

        try:
            window = open_game(path, self, self.new_autosave())
        except SgfError as err:
            self.report_error(self.tr("Cannot continue the game"), str(err))
            return None
        window.show()
        self.game_windows.append(window)
        return window

    def new_autosave(self):
        """A file of its own for one more game's autosave (None when games are not kept)."""
        from .autosaves import new_autosave_path

        return None if self.autosave_folder is None else new_autosave_path(self.autosave_folder)

    def offer_recovery(self, ask=None) -> None:
        """After a crash, offer each game and the teaching window's unsaved work whose app is
        gone: continue (restore) it, leave it for later, or discard it. `ask` stands in for the
        question in tests: (path) -> "continue" (a game) or "restore" (the teaching window's
        work), "later" or "discard". What is taken up is kept under this app's name before the
        old file goes. Files that apps killed while autosaving left are removed first."""
        from ..recovery import autosave_kind, left_behind, tidy

        if self.autosave_folder is None:
            return
        tidy(self.autosave_folder)
        for path in left_behind(self.autosave_folder):
            answer = (ask or self._ask_recovery)(path)
            if answer == "discard":
                path.unlink(missing_ok=True)
            elif answer in ("continue", "restore"):
                if autosave_kind(path) == "explore":
                    self.restore_work(path)
                else:
                    self._recover(path)
        tidy(self.autosave_folder)  # the lock files of apps none of whose autosaves is left

    def _ask_recovery(self, path) -> str:
        from ..recovery import autosave_kind, describe_work, read_work

        box = QMessageBox(self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # a record's title is shown as written
        if autosave_kind(path) == "explore":
            try:
                what = describe_work(read_work(path))
            except Exception:  # noqa: BLE001 - restoring it says what is wrong with it
                what = path.name
            box.setWindowTitle(self.tr("Restore unsaved work?"))
            box.setText(self.tr("The teaching window was not closed properly and had unsaved work: {what}. "
                                "Restore it now?").replace("{what}", what))
            go_text, answer = self.tr("Restore"), "restore"
        else:
            box.setWindowTitle(self.tr("Recover a game?"))
            box.setText(self.tr("A game in progress was not closed properly ({file}). Continue it now?")
                        .replace("{file}", path.name))
            go_text, answer = self.tr("Continue"), "continue"
        box.setInformativeText(self.tr("Later keeps it for the next start; Discard deletes it."))
        go = box.addButton(go_text, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Later"), QMessageBox.ButtonRole.RejectRole)
        discard = box.addButton(self.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
        box.exec()
        clicked = box.clickedButton()
        return answer if clicked is go else "discard" if clicked is discard else "later"

    def restore_work(self, path) -> None:
        """Reopen the teaching window's work from its autosave as unsaved work tied to where it
        came from (Save writes to its file; a library diagram's asks for a new one). An autosave
        that cannot be read is renamed aside with a message, never deleted."""
        from ..recovery import read_work
        from .game_controller import set_aside

        if not self.maybe_save():
            return  # the record open now stays; the work waits for the next start
        try:
            work = read_work(path)
        except Exception as err:  # noqa: BLE001 - no autosave file may stop the program starting
            kept = set_aside(path)
            where = (self.tr("The file was kept as {path}.").replace("{path}", str(kept)) if kept
                     else self.tr("The file was left at {path}.").replace("{path}", str(path)))
            self.report_error(self.tr("Cannot restore the unsaved work"), f"{err}\n\n{where}")
            return
        origin = work.origin
        c = self.controller
        c.open_record(work.record, work.title, diagram_id=origin.diagram_id, path=origin.path)
        c.undo_stack.resetClean()  # unsaved: saving or closing it asks, as before the crash
        self.browser.blockSignals(True)  # the browser shows the diagram without opening it again
        if origin.diagram_id is None or not self.browser.choose(origin.diagram_id):
            self.browser.clear_choice()
        self.browser.blockSignals(False)
        if self.work_autosave.write_now() and self.work_autosave.path != path:
            path.unlink(missing_ok=True)  # now kept under this app's own name
        self.statusBar().showMessage(self.tr("Restored the unsaved work on {title}.").replace("{title}", work.title))

    def flush_autosaves(self) -> list[str]:
        """Write at once every autosave that waits for a pause and keep them all for the next
        start (the app is being ended without closing its windows). Returns why any of them
        could not be written (nothing when all were)."""
        problems: list[str] = []

        def note(text: str) -> None:
            problems.append(text)

        senders = [self.work_autosave.failed] + [w.controller.message for w in self.game_windows]
        for sender in senders:
            sender.connect(note)
        try:
            self.work_autosave.keep_for_next_start()
            for window in self.game_windows:
                window.controller.flush_autosave()
        finally:
            for sender in senders:
                sender.disconnect(note)
        return problems

    def _recover(self, path) -> None:
        from .game_controller import GameController, set_aside
        from .game_window import GameWindow

        try:
            controller = GameController.load(path, self.new_autosave())
        except Exception as err:  # noqa: BLE001 - no autosave file may stop the program starting
            kept = set_aside(path)
            where = (self.tr("The file was kept as {path}.").replace("{path}", str(kept)) if kept
                     else self.tr("The file was left at {path}.").replace("{path}", str(path)))
            self.report_error(self.tr("Cannot recover the game"), f"{err}\n\n{where}")
            return
        controller.saved_path = None  # it is saved nowhere else yet: closing it asks
        controller.dirty = True
        controller.autosave()
        if controller.autosave_path is not None and controller.autosave_path.exists():
            path.unlink(missing_ok=True)  # now kept under this app's own name
        window = GameWindow(controller, self)
        window.show()
        self.game_windows.append(window)

    # ----- files ------------------------------------------------------------------------------

    def report_error(self, title: str, text: str) -> None:
        """Tell the learner what went wrong: in a message box, or through error_hook if set."""
        if self.error_hook is not None:
            self.error_hook(title, text)
        else:
            QMessageBox.warning(self, title, as_written(text))

    def maybe_save(self) -> bool:
        """Before the record is closed or replaced: if it has unsaved edits, ask whether to save
        them. Returns False when the learner cancels (or saving failed)."""
        if not self.controller.modified:
            return True
        if self.ask_to_save is not None:
            answer = self.ask_to_save()
        else:
            buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                       | QMessageBox.StandardButton.Cancel)
            choice = ask(
                self, self.tr("Save the changes?"),
                self.tr("{title} has changes that are not saved. Save them?").replace("{title}", self.controller.title),
                buttons, QMessageBox.StandardButton.Save)
            answer = {QMessageBox.StandardButton.Save: "save",
                      QMessageBox.StandardButton.Discard: "discard"}.get(choice, "cancel")
        if answer == "save":
            return self.save()
        return answer == "discard"

    def save(self) -> bool:
        """Save to the record's file; a library diagram or a new record asks where (Save As)."""
        c = self.controller
        if c.record is None:
            return False
        if not c.can_save_in_place:
            return self.save_as()
        return self._write(c.path)  # type: ignore[arg-type]

    def save_as(self) -> bool:
        c = self.controller
        if c.record is None:
            return False
        suggested = c.path or f"{c.diagram_id or 'record'}.sgf"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save SGF"), suggested,
                                              self.tr("SGF files (*.sgf);;All files (*)"))
        if not path:
            return False
        return self._write(path)

    def _write(self, path: str) -> bool:
        try:
            self.controller.save(path)
        except SaveRefused as err:
            self.report_error(self.tr("Cannot save"), str(err))
            return False
        except OSError as err:
            self.report_error(self.tr("Cannot save"),
                                self.tr("Could not write {path}: {why}").replace("{path}", path)
                                .replace("{why}", err.strerror or str(err)))
            return False
        except Exception as err:  # noqa: BLE001 - no failure may lose the learner's work silently
            self.report_error(self.tr("Cannot save"),
                              self.tr("Could not save {path}: {why}. Any earlier file there is unchanged.")
                              .replace("{path}", path).replace("{why}", str(err) or type(err).__name__))
            return False
        self._remember_file(path)
        self.statusBar().showMessage(self.tr("Saved {path}").replace("{path}", path), 5000)
        self.refresh()
        return True

    RECENT_FILES = 8

    def recent_files(self) -> list[str]:
        """The files opened or saved last, newest first (kept in the settings)."""
        if self.settings is None:
            return list(getattr(self, "_recent", []))
        value = self.settings.value("files/recent", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in value or []]

    def _remember_file(self, path: str) -> None:
        from pathlib import Path

        path = str(Path(path).resolve())
        files = [path] + [f for f in self.recent_files() if f != path]
        files = files[:self.RECENT_FILES]
        if self.settings is None:
            self._recent = files
        else:
            self.settings.setValue("files/recent", files)

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.recent_files()
        for path in files:
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if not files:
            self.recent_menu.addAction(self.tr("(none yet)")).setEnabled(False)

    def open_path(self, path: str) -> bool:
        if not self.maybe_save():
            return False
        try:
            self.controller.open_file(path)
        except SgfError as err:
            self.report_error(self.tr("Cannot open the file"), str(err))
            return False
        self._remember_file(path)
        self.browser.clear_choice()
        notes = []
        games = len(self.controller.games)
        if games > 1:
            notes.append(self.tr("This file holds {n} games: the first is shown (File > Game of this "
                                 "file shows another), and Save writes them all.").replace("{n}", str(games)))
        if self.controller.record is not None and self.controller.record.warnings:
            notes.append(warnings_message(self.controller.record.warnings))
        if notes:
            self.statusBar().showMessage(" ".join(notes))
        return True

    def open_diagram(self, diagram_id: str) -> None:
        if not self.browser.choose(diagram_id):
            self.controller.open_diagram(diagram_id)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open SGF"), "", self.tr("SGF files (*.sgf);;All files (*)"))
        if path:
            self.open_path(path)

    def dragEnterEvent(self, event) -> None:  # noqa: N802
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: N802
        for url in event.mimeData().urls():
            if url.isLocalFile():
                self.open_path(url.toLocalFile())
                break

    def board_image(self, size: int = 800) -> QImage:
        image = QImage(QSize(size, size), QImage.Format.Format_ARGB32)
        image.fill(QColor(255, 255, 255))
        state = self.controller.board_state()
        if state is not None:
            painter = QPainter(image)
            paint_board(painter, QRectF(0, 0, size, size), state)
            painter.end()
        return image

    def export_png(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export PNG"), "board.png", "PNG (*.png)")
        if not path:
            return
        refusal = library_refusal(path)
        if refusal is not None:
            self.report_error(self.tr("Export failed"), refusal)
        elif not self.board_image().save(path, "PNG"):
            self.report_error(self.tr("Export failed"), self.tr("Could not write {path}").replace("{path}", path))

    def export_svg(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export SVG"), "board.svg", "SVG (*.svg)")
        if path:
            self.write_svg(path)

    def write_svg(self, path: str, size: int = 800) -> bool:
        """Write the board as SVG; a file that cannot be written is reported as a PNG's is.

        The SVG is drawn into memory and written with Python, which says why writing failed
        (Qt's generator only logs a warning and leaves nothing)."""
        from PySide6.QtCore import QBuffer, QIODevice
        from PySide6.QtSvg import QSvgGenerator

        refusal = library_refusal(path)
        if refusal is not None:
            self.report_error(self.tr("Export failed"), refusal)
            return False
        state = self.controller.board_state()
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(QSize(size, size))
        generator.setViewBox(QRectF(0, 0, size, size))
        generator.setTitle(self.controller.title)
        painter = QPainter(generator)
        if state is not None:
            paint_board(painter, QRectF(0, 0, size, size), state)
        painter.end()
        try:
            with open(path, "wb") as handle:
                handle.write(bytes(buffer.data()))
        except OSError as err:
            self.report_error(self.tr("Export failed"), self.tr("Could not write {path}: {why}")
                              .replace("{path}", path).replace("{why}", err.strerror or str(err)))
            return False
        return True

    def copy_ascii(self) -> None:
        """Ctrl+C: the text selected where the focus is; with no selection, the board as an
        ASCII diagram."""
        selected = _selected_text(self.focusWidget())
        if selected:
            QGuiApplication.clipboard().setText(selected)
            return
        state = self.controller.board_state()
        if state is not None:
            QGuiApplication.clipboard().setText(
                board_ascii(state, self.controller.to_move(), self.controller.title))

    # ----- settings ---------------------------------------------------------------------------

    def _restore_settings(self) -> None:
        s = self.settings
        if s is None:
            return
        geometry = s.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        ruleset_id = s.value("rules/ruleset", self.controller.ruleset.id)
        if ruleset_id in PRESETS:
            self.controller.set_ruleset(PRESETS[ruleset_id])
        self.coordinates_action.setChecked(s.value("view/coordinates", "true") in (True, "true"))
        self.controller.coordinates = self.coordinates_action.isChecked()
        self.numbers_action.setChecked(s.value("view/numbers", "false") in (True, "true"))
        self.controller.show_numbers = self.numbers_action.isChecked()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.PaletteChange:
            # Light and dark system palettes have their own status colours.
            self.matrix_model.palette_changed()
            self._fill_legend()
            self.refresh()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        self.work_autosave.flush()
        if not self.maybe_save():
            event.ignore()
            return
        # Open games close first, each the way its own window closes (an unfinished one asks to
        # be saved), so that quitting normally never leaves an autosave to be offered later.
        for window in list(self.game_windows):
            if window.isVisible() and not window.close():
                event.ignore()
                return
        s = self.settings
        if s is not None:
            s.setValue("window/geometry", self.saveGeometry())
            s.setValue("rules/ruleset", self.controller.ruleset.id)
            s.setValue("view/coordinates", "true" if self.coordinates_action.isChecked() else "false")
            s.setValue("view/numbers", "true" if self.numbers_action.isChecked() else "false")
            s.sync()
        self.work_autosave.discard()  # saved or discarded: nothing is left to offer
        super().closeEvent(event)



