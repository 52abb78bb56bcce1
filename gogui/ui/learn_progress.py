"""Learn > Progress: how well each concept is known under each ruleset, as a coloured table; and
the progress file taken to or from another computer (Export, Import)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHeaderView,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine import PRESETS
from ..engine.wording import listed
from ..i18n import translate
from ..ruleset_names import ruleset_name, short_name
from .learn_pages import wrapped

if TYPE_CHECKING:
    from ..learn.mastery import MasteryCell, MasteryTable
    from ..learn.progress import ProgressStore

CELL = Qt.ItemDataRole.UserRole  # a cell's (concept, family)

# Each level's colour, laid over the table's own background at this opacity so that it reads
# in a light and a dark palette alike; the mark says the level without the colour too.
_LEVEL_LOOK: dict[str, tuple[str, str]] = {
    "not-asked": ("", "\u2013"),  # –, on the palette's window colour: nothing to learn here
    "unseen": ("", ""),
    "learning": ("#1e88e5", "\u25cb"),  # ○
    "shaky": ("#fb8c00", "\u25d1"),  # ◑
    "known": ("#7cb342", "\u25cf"),  # ●
    "solid": ("#2e7d32", "\u2605"),  # ★
}
_OPACITY = 110


def level_colour(level: str, palette: QPalette) -> QColor | None:
    """A level's colour over the palette's base colour (None: the base itself)."""
    name, _mark = _LEVEL_LOOK.get(level, ("", ""))
    if not name:
        return None
    over, base = QColor(name), palette.color(QPalette.ColorRole.Base)
    alpha = _OPACITY / 255
    return QColor(*(round(alpha * getattr(over, part)() + (1 - alpha) * getattr(base, part)())
                    for part in ("red", "green", "blue")))


class ProgressDialog(QDialog):
    """Learn > Progress: the mastery table, a row per concept of the course and a column per
    ruleset; a cell's colour and mark say how well that concept is known under that ruleset
    (rulesets whose rule is the same there share a card, and so a colour); a click on a cell
    reviews it (cell_chosen). A window of its own: thirteen rulesets do not fit in the dock."""

    cell_chosen = Signal(str, str)  # concept, family

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("learn-progress")
        self.setWindowTitle(translate("LearnDock", "Progress"))
        layout = QVBoxLayout(self)
        self.heading = wrapped(rich=True)
        self.share = wrapped()
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.cellActivated.connect(self._activated)
        self.table.cellClicked.connect(self._activated)
        self.legend = wrapped(rich=True)
        self.close_button = QPushButton(translate("LearnDock", "Close"))
        self.close_button.clicked.connect(self.close)
        layout.addWidget(self.heading)
        layout.addWidget(self.share)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.legend)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)

    def show_table(self, table: MasteryTable) -> None:
        """Fill the page from the mastery model."""
        from ..learn.mastery import level_words

        self.heading.setText("<b>" + escape(translate("LearnDock", "What you know, concept by ruleset")) + "</b>")
        self.share.setText(share_words(table))
        self.table.clear()
        self.table.setRowCount(len(table.rows))
        self.table.setColumnCount(len(table.presets))
        # Two lines a heading where the name has a space: thirteen columns fit a 1280-pixel screen.
        self.table.setHorizontalHeaderLabels([short_name(PRESETS[each]).replace(" ", "\n", 1)
                                              for each in table.presets])
        self.table.setVerticalHeaderLabels([row.words for row in table.rows])
        palette = self.table.palette()
        for number, row in enumerate(table.rows):
            for column, cell in enumerate(row.cells):
                item = QTableWidgetItem(_LEVEL_LOOK.get(cell.level, ("", ""))[1])
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                colour = level_colour(cell.level, palette)
                if colour is not None:
                    item.setBackground(QBrush(colour))
                item.setToolTip(cell_tip(cell))
                asked = cell.level != "not-asked"
                item.setData(CELL, (cell.concept, cell.family) if asked else None)
                if not asked:
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                    item.setBackground(palette.brush(QPalette.ColorRole.Window))
                self.table.setItem(number, column, item)
        self._fit()
        marks = " \u00b7 ".join(f"{escape(mark)} {escape(level_words(level))}"
                                for level, (_colour, mark) in _LEVEL_LOOK.items() if mark)
        self.legend.setText(marks + "<br>" + escape(translate(
            "LearnDock", "A blank cell: not answered yet. Click a cell for a short review of it.")))

    def _fit(self) -> None:
        """As large as the whole table, within the screen (it scrolls beyond)."""
        table = self.table
        table.resizeColumnsToContents()
        table.resizeRowsToContents()
        frame = 2 * table.frameWidth() + 4
        width = table.verticalHeader().sizeHint().width() + sum(
            table.columnWidth(c) for c in range(table.columnCount())) + frame
        height = table.horizontalHeader().sizeHint().height() + sum(
            table.rowHeight(r) for r in range(table.rowCount())) + frame
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        most_width = screen.width() - 80 if screen is not None else width
        most_height = screen.height() // 2 if screen is not None else height
        table.setMinimumSize(min(width, most_width), min(height, most_height))
        self.adjustSize()

    def _activated(self, row: int, column: int) -> None:
        item = self.table.item(row, column)
        chosen = item.data(CELL) if item is not None else None
        if chosen:
            self.cell_chosen.emit(*chosen)


def share_words(table: MasteryTable) -> str:
    """The course done, in a sentence: lessons finished and questions answered right."""
    return translate("LearnDock", "Course done: {lessons} of {all_lessons} lessons finished, {right} of {questions} "
                     "questions answered right at least once.").format(
        lessons=table.lessons_finished, all_lessons=table.lessons, right=table.questions_right,
        questions=table.questions)


def cell_tip(cell: MasteryCell) -> str:
    """A cell's tooltip: the concept, the rulesets that share its rule there, its level, the
    answers and when it is due."""
    from ..learn.concepts import concept_words
    from ..learn.mastery import family_members, level_words

    if cell.level == "not-asked":
        return translate("LearnDock", "The course asks nothing about {concept} under {ruleset}.").format(
            concept=concept_words(cell.concept), ruleset=ruleset_name(PRESETS[cell.preset].name))
    members = listed([ruleset_name(PRESETS[each].name) for each in family_members(cell.concept, cell.family)])
    lines = [concept_words(cell.concept) + " — " + level_words(cell.level),
             translate("LearnDock", "The same rule here: {rulesets}").format(rulesets=members)]
    if cell.answered:
        lines.append(translate("LearnDock", "{right} of {answered} answers right").format(
            right=cell.right, answered=cell.answered))
    if cell.due:
        lines.append(translate("LearnDock", "Due for review today"))
    elif cell.next_due is not None:
        lines.append(translate("LearnDock", "Next review: {day}").format(
            day=cell.next_due.astimezone().date().isoformat()))
    return "\n".join(lines)


def export_progress(parent: QWidget, store: ProgressStore) -> bool:
    """Learn > Export progress...: the learner's answers and cards written to a file they choose."""
    path, _filter = QFileDialog.getSaveFileName(
        parent, translate("LearnDock", "Export progress"), "gogui-progress.json",
        translate("LearnDock", "Progress files (*.json)"))
    if not path:
        return False
    try:
        store.export_file(path)
    except (OSError, ValueError) as err:
        QMessageBox.warning(parent, translate("LearnDock", "Export progress"), str(err))
        return False
    return True


def import_progress(parent: QWidget, store: ProgressStore) -> str | None:
    """Learn > Import progress...: answers and cards read from a file and merged with these
    (nothing of either side lost); what was added, in a sentence, or None."""
    path, _filter = QFileDialog.getOpenFileName(
        parent, translate("LearnDock", "Import progress"), "", translate("LearnDock", "Progress files (*.json)"))
    if not path:
        return None
    try:
        report = store.import_file(path)
    except (OSError, ValueError) as err:
        QMessageBox.warning(parent, translate("LearnDock", "Import progress"), str(err))
        return None
    return translate("LearnDock", "Progress imported: {answers} answers and {reviews} reviews of cards that were "
                     "not here before.").format(answers=report.answers, reviews=report.reviews)

