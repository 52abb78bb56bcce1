"""The ruling panel: every ruleset's verdict here, the selected row's details, the whole-line matrix and the moves."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QBrush, QHelpEvent, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QListView,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ..engine import Result, Ruleset
from ..rule_texts import readable_source, rule_text
from ..ruleset_names import ruleset_name
from ..teaching import NodeRuling, status_words
from .controller import Controller
from .line_models import MoveListModel, RulingMatrixModel, RulingMatrixView, pending_text
from .override_errors import guarded
from .palette import status_styles
from .wrapped_text import WrappedLabel, WrappedTextArea

# The keys a list or table moves in: with the keyboard in one, they are its, not the window's
# (Up and Down would otherwise switch variations, Home and End go to the line's ends).
NAVIGATION_KEYS = frozenset({Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown,
                             Qt.Key.Key_Home, Qt.Key.Key_End})


class KeepNavigationKeys(QObject):
    """An event filter that keeps the navigation keys (without modifiers) for the list or table
    that has the keyboard, ahead of the window's shortcuts for the same keys."""

    @guarded(otherwise=False)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
                and Qt.Key(event.key()) in NAVIGATION_KEYS):
            event.accept()
            return True
        return False


def keep_navigation_keys(widget: QWidget) -> None:
    """Let a list or table keep Up, Down, Page Up, Page Down, Home and End while it has the keyboard."""
    keeper = KeepNavigationKeys(widget)
    widget.installEventFilter(keeper)


def show_centred(view: QAbstractItemView, index: QModelIndex) -> None:
    """Bring an item into view, centred when the view has to move. Moving by one row or column
    would scroll (and repaint the view, its header and scroll bar) on every step along a line;
    centring scrolls every several steps."""
    if not view.viewport().rect().contains(view.visualRect(index)):
        view.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)


class RulingPanel(QTabWidget):
    """Three tabs over the controller: "Rulings here" (a row per ruleset with its verdict, and
    the count where play stopped), "Whole line" (rulesets by moves) and "Moves". The details
    pane, a widget of its own that the window places, explains the selected row."""

    #: A row asks for its ruleset's page of the reference (a double click or the row's menu).
    referenceRequested = Signal(object)

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        # One row per preset: its name and its verdict, both wrapped, never cut short; the
        # details pane gives the selected preset's full explanation.
        self.rulings = rulings = QTableWidget(0, 2)
        rulings.setHorizontalHeaderLabels([self.tr("Ruleset"), self.tr("Ruling")])
        rulings.verticalHeader().setVisible(False)
        rulings.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        rulings.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        rulings.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        rulings.setTabKeyNavigation(False)  # Tab moves on to the window's next part, not the next cell
        rulings.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rulings.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        rulings.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        rulings.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        rulings.setWordWrap(True)
        rulings.setTextElideMode(Qt.TextElideMode.ElideNone)
        self._row_details: list[tuple[Ruleset, NodeRuling, Result | None]] = []
        self._selected_ruleset: Ruleset | None = None  # the toolbar's ruleset when last shown
        # The details pane: the selected row's verdict, explanation and count, and under it the
        # rule applied, which stays the same from move to move and is laid out only when it changes.
        self.explanation, self.rule_note = WrappedLabel(), WrappedLabel()
        for label in (self.explanation, self.rule_note):
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            # Selectable, and focusable once clicked, so that Ctrl+C copies what is selected.
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.explanation.setContentsMargins(4, 4, 4, 0)
        self.rule_note.setContentsMargins(4, 0, 4, 4)
        self.details = WrappedTextArea([self.explanation, self.rule_note])
        # The move list and the matrix ask their models only for what they show.
        self.matrix_model = RulingMatrixModel(controller, self)
        self.matrix = RulingMatrixView(self.matrix_model, controller)
        self.matrix.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.matrix.setTabKeyNavigation(False)
        self.matrix.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.matrix.horizontalHeader().setDefaultSectionSize(30)
        self.matrix.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.matrix.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # Thirteen rows fit the tab at 1280x800 (and scroll at smaller sizes).
        self.matrix.verticalHeader().setDefaultSectionSize(max(18, self.fontMetrics().height() + 2))
        self.matrix_legend = QLabel()
        self.matrix_legend.setWordWrap(True)
        self.matrix_page = QWidget()
        matrix_layout = QVBoxLayout(self.matrix_page)
        matrix_layout.setContentsMargins(0, 0, 0, 0)
        matrix_layout.setSpacing(2)
        matrix_layout.addWidget(self.matrix, 1)
        matrix_layout.addWidget(self.matrix_legend)
        self.fill_legend()
        self.moves_model = MoveListModel(controller, self)
        self.moves = QListView()
        self.moves.setModel(self.moves_model)
        self.moves.setUniformItemSizes(True)
        self.moves.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.addTab(rulings, self.tr("Rulings here"))
        self.addTab(self.matrix_page, self.tr("Whole line"))
        self.addTab(self.moves, self.tr("Moves"))

        for view in (rulings, self.matrix, self.moves):
            keep_navigation_keys(view)
        self.currentChanged.connect(self._tab_shown)
        rulings.currentCellChanged.connect(self._ruling_selected)
        rulings.cellDoubleClicked.connect(lambda row, _column: self._row_activated(row))
        # Return on a row does what a double click does.
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            activate = QShortcut(QKeySequence(key), rulings, None, None, Qt.ShortcutContext.WidgetShortcut)
            activate.activated.connect(lambda: self._row_activated(self.rulings.currentRow()))
        # A row's tooltip is its ruling's explanation, written when the tooltip is asked for.
        rulings.viewport().installEventFilter(self)
        rulings.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        rulings.customContextMenuRequested.connect(self._ruling_menu)
        self.matrix.clicked.connect(self._matrix_clicked)
        self.moves.selectionModel().currentRowChanged.connect(self._move_chosen)

    # ----- the rows -------------------------------------------------------------------------------

    def row_ruleset(self, row: int) -> Ruleset | None:
        rows = self.controller.explorer.shown_rulesets()
        return rows[row] if 0 <= row < len(rows) else None

    def _ask_reference(self, row: int) -> None:
        ruleset = self.row_ruleset(row)
        if ruleset is not None:
            self.referenceRequested.emit(ruleset)

    def row_stopped_at(self, row: int) -> int | None:
        """For a row whose line never reached this node ("not reached: move N was illegal"), the
        move N where that line stopped; None for other rows."""
        if 0 <= row < len(self._row_details):
            ruling = self._row_details[row][1]
            if ruling.status == "after":
                return ruling.number
        return None

    def _row_activated(self, row: int) -> None:
        """A double click: to the move where the row's line stopped, else to its ruleset's page."""
        stopped = self.row_stopped_at(row)
        if stopped is not None:
            self.controller.go_to_move(stopped)
        else:
            self._ask_reference(row)

    def ruling_menu(self, row: int) -> QMenu:
        """The menu of a row: the move where its line stopped (for a row not reached), and that
        ruleset's page of the reference."""
        menu = QMenu(self.rulings)
        ruleset = self.row_ruleset(row)
        stopped = self.row_stopped_at(row)
        if stopped is not None:
            go = menu.addAction(self.tr("Go to move {n}").replace("{n}", str(stopped)))
            go.triggered.connect(lambda: self.controller.go_to_move(stopped))
        if ruleset is not None:
            action = menu.addAction(self.tr("About {name}...").replace("{name}", ruleset_name(ruleset.name)))
            action.triggered.connect(lambda: self.referenceRequested.emit(ruleset))
        return menu

    @guarded(otherwise=False)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.ToolTip and watched is self.rulings.viewport() \
                and isinstance(event, QHelpEvent):
            index = self.rulings.indexAt(event.pos())
            if 0 <= index.row() < len(self._row_details):
                QToolTip.showText(event.globalPos(), self._row_details[index.row()][1].explanation,
                                  self.rulings.viewport(), self.rulings.visualRect(index))
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().eventFilter(watched, event)

    def _ruling_menu(self, position: QPoint) -> None:
        row = self.rulings.rowAt(position.y())
        if row >= 0:
            menu = self.ruling_menu(row)
            menu.exec(self.rulings.viewport().mapToGlobal(position))
            menu.deleteLater()

    def winner_words(self, result: Result) -> str:
        """A count's outcome in a few words: "White +5.5", "draw"."""
        if result.winner is None:
            return self.tr("draw") if result.kind == "draw" else self.tr("no result")
        who = self.tr("Black") if result.winner == "B" else self.tr("White")
        return f"{who} +{result.margin:g}" if result.margin else who

    def details_parts(self, ruleset: Ruleset, ruling: NodeRuling, result: Result | None = None) -> list[str]:
        """The details pane for one ruleset: its verdict, the full explanation, the count where
        its play stopped and, for a move its line never reached, where that line stopped; then
        the rule it applies, with its source (empty where there is none)."""
        style = status_styles()[ruling.status]
        head = "<b>" + self.tr("{ruleset}: {verdict}").replace("{ruleset}", escape(ruleset_name(ruleset.name))).replace(
            "{verdict}", f"{style.symbol} {escape(ruling.verdict)}") + "</b>"
        if ruling.status == "after":
            body = self.tr("Under {rules} the line did not get this far. At move {n}: {why}").replace(
                "{rules}", escape(ruleset_name(ruleset.name))).replace("{n}", str(ruling.number)).replace(
                "{why}", escape(ruling.explanation))
        else:
            body = escape(ruling.explanation)
        if result is not None:
            body += "<br><b>" + self.tr("The count:") + "</b> " + escape(result.explanation)
        topic = {"legal": "legal", "stopped": "passes"}.get(ruling.status, ruling.reason)
        rule = rule_text(ruleset, topic) if topic else None
        note = "" if rule is None else ("<b>" + self.tr("The rule:") + "</b> " + escape(rule.statement)
                                        + f" <i>({escape(readable_source(rule.source))})</i>")
        return [f"{head}<br>{body}", note]

    def _ruling_selected(self, row: int, *_args: object) -> None:
        if 0 <= row < len(self._row_details):
            self.details.set_texts(self.details_parts(*self._row_details[row]))

    def refresh(self) -> None:
        """Show the current node: every row's verdict (the selected ruleset's in bold), the
        details of the selected row, and the current move in the move list and the matrix."""
        c = self.controller
        self._follow_shown_rulesets()
        rows = c.explorer.rulings_here()
        self._row_details = []
        styles = status_styles()
        selected_row = 0
        cells = []
        for row, (ruleset, ruling) in enumerate(rows):
            style = styles[ruling.status]
            result = c.explorer.count_here(ruleset)
            verdict = ruling.verdict if result is None else f"{ruling.verdict} \u00b7 {self.winner_words(result)}"
            self._row_details.append((ruleset, ruling, result))
            bold = ruleset == c.explorer.ruleset
            if bold:
                selected_row = row
            cells.append(([ruleset_name(ruleset.name), f"{style.symbol} {verdict}"], QBrush(style.background),
                          QBrush(style.text), bold))
        self._show_rows(cells)
        if c.explorer.ruleset != self._selected_ruleset or not 0 <= self.rulings.currentRow() < len(rows):
            # Another ruleset chosen on the toolbar: its row is the one the details explain.
            self._selected_ruleset = c.explorer.ruleset
            self.rulings.blockSignals(True)
            self.rulings.setCurrentCell(selected_row, 0)
            self.rulings.blockSignals(False)
        self._ruling_selected(self.rulings.currentRow())
        self._follow_current()

    def _show_rows(self, rows: list[tuple[list[str], QBrush, QBrush, bool]]) -> None:
        """Show each row's two cells with their background, text colour and weight.
        The items are made once and then set quietly, only where something changed, and the
        table hears of it once: each item's own change would lay the wrapped rows out again,
        thirteen times over on an open."""
        table = self.rulings
        if table.rowCount() != len(rows):
            table.setRowCount(len(rows))
            for row in range(len(rows)):
                for column in range(2):
                    table.setItem(row, column, QTableWidgetItem())
        model = table.model()
        model.blockSignals(True)
        changed = False
        for row, (cells, background, foreground, bold) in enumerate(rows):
            for column, value in enumerate(cells):
                item = table.item(row, column)
                assert item is not None  # made above, once
                if item.text() != value:
                    item.setText(value)
                    changed = True
                if item.background() != background or item.foreground() != foreground:
                    item.setBackground(background)
                    item.setForeground(foreground)
                    changed = True
                if item.font().bold() != bold:
                    font = item.font()
                    font.setBold(bold)
                    item.setFont(font)
                    changed = True
        model.blockSignals(False)
        if changed:
            model.dataChanged.emit(model.index(0, 0), model.index(len(rows) - 1, 1), [])

    def _follow_shown_rulesets(self) -> list[Ruleset]:
        """The rulesets the panel shows now; the move list and the matrix hear of any change."""
        shown = self.controller.explorer.shown_rulesets()
        if shown != self.matrix_model.rulesets:  # the matrix's rows are the rulesets shown
            self.matrix_model.rulesets_changed()
            self.moves_model.rulesets_changed()
        return shown

    def show_pending(self) -> None:
        """While the current node is worked out in slices: every row says so (none shows the
        ruling of the node before), and the move list and the matrix follow the current move."""
        shown = self._follow_shown_rulesets()
        self._row_details = []
        working = self.tr("ruling\u2026")
        self._show_rows([([ruleset_name(ruleset.name), working], QBrush(), QBrush(),
                          ruleset == self.controller.explorer.ruleset) for ruleset in shown])
        self.details.set_texts([pending_text(), ""])
        self._follow_current()

    def rulings_ready(self) -> None:
        """What was worked out in slices is ready: the move list and the matrix show it."""
        self.moves_model.rulings_ready()
        self.matrix_model.rulings_ready()

    def _follow_current(self) -> None:
        """The current move selected in the move list and outlined in the matrix, in view."""
        c = self.controller
        if self.moves.currentIndex().row() != c.explorer.index:
            selection = self.moves.selectionModel()
            selection.blockSignals(True)
            self.moves.setCurrentIndex(self.moves_model.index(c.explorer.index))
            selection.blockSignals(False)
            self.moves.viewport().update()
        # A hidden tab is brought to the current move when it is shown (_tab_shown): scrolling
        # it now would lay out its whole list or table on every step for nobody.
        if self.currentWidget() is self.moves:
            show_centred(self.moves, self.moves_model.index(c.explorer.index))
        if 0 <= c.explorer.index < self.matrix_model.columnCount():
            # The view outlines the current column; bring it into view.
            if self.currentWidget() is self.matrix_page:
                show_centred(self.matrix, self.matrix_model.index(0, c.explorer.index))
            self.matrix_model.current_moved()

    # ----- the whole line and the moves -------------------------------------------------------------

    def line_changed(self) -> None:
        """The line changed: the move list and the matrix start over from their models."""
        self.moves_model.line_changed()
        self.matrix_model.line_changed()
        index = self.moves_model.index(self.controller.explorer.index)
        selection = self.moves.selectionModel()
        selection.blockSignals(True)
        self.moves.setCurrentIndex(index)
        selection.blockSignals(False)

    def palette_changed(self) -> None:
        """Light and dark system palettes have their own status colours."""
        self.matrix_model.palette_changed()
        self.fill_legend()

    def _tab_shown(self, _index: int) -> None:
        c = self.controller
        if self.currentWidget() is self.matrix_page and 0 <= c.explorer.index < self.matrix_model.columnCount():
            show_centred(self.matrix, self.matrix_model.index(0, c.explorer.index))
        elif self.currentWidget() is self.moves and 0 <= c.explorer.index < self.moves_model.rowCount():
            # A hidden list could not scroll to the steps made meanwhile: it does now.
            show_centred(self.moves, self.moves_model.index(c.explorer.index))

    def fill_legend(self) -> None:
        """What each symbol and colour of the matrix means, in the statuses' own colours."""
        parts = []
        for status, style in status_styles().items():
            parts.append(f'<span style="background-color:{style.background.name()}; color:{style.text.name()}">'
                         f'&nbsp;{style.symbol}&nbsp;</span>&nbsp;{status_words(status).replace(" ", "&nbsp;")}')
        outline = self.tr("outlined column: the current move")
        self.matrix_legend.setText("&nbsp;&nbsp; ".join(parts) + f"&nbsp;&nbsp; \u2502 {outline.replace(' ', '&nbsp;')}")

    def _matrix_clicked(self, index: QModelIndex) -> None:
        self.controller.go_to(index.column())

    def _move_chosen(self, current: QModelIndex, _previous: QModelIndex | None = None) -> None:
        if current.isValid():
            self.controller.go_to(current.row())
