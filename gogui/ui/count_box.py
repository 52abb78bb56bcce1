"""The game window's count: the parts of each side's total and the same position under every ruleset."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.board import BLACK, WHITE
from ..ruleset_names import ruleset_name
from ..session import GameSession


class CountBox(QGroupBox):
    """The count once play has stopped (what the marked stones give, then the result), the
    result's words after a resignation, and nothing during play."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Count"))
        self.score_label = QLabel()
        self.score_label.setWordWrap(True)
        self.score_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.score_label.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # so that Ctrl+C copies a selection
        self.what_if_heading = QLabel(self.tr("What if: the same position under every ruleset"))
        self.what_if = QTableWidget(0, 3)
        self.what_if.setHorizontalHeaderLabels([self.tr("Ruleset"), self.tr("Result"), self.tr("Black : White")])
        self.what_if.verticalHeader().setVisible(False)
        self.what_if.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.what_if.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # Rows one line high: every ruleset shows beside the move list at the usual window size.
        self.what_if.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        # Text that grows or wraps differently at each stage never widens the panel (which would
        # move the board): the labels and the table take the width they are given.
        for widget in (self.score_label, self.what_if_heading, self.what_if):
            widget.setSizePolicy(QSizePolicy.Policy.Ignored, widget.sizePolicy().verticalPolicy())
        layout = QVBoxLayout(self)
        layout.addWidget(self.score_label)
        layout.addWidget(self.what_if_heading)
        layout.addWidget(self.what_if, 1)

    def show_count(self, session: GameSession) -> bool:
        """Show the count of `session` as it stands; whether there is a count to show."""
        stage = session.stage
        result = session.result
        counted = stage in ("marking", "over") and session.resigned is None
        self.what_if.setVisible(counted)
        self.what_if_heading.setVisible(counted)
        if not counted:
            self.score_label.setText(escape(result.explanation) if result is not None else "")
            self.what_if.setRowCount(0)
            return False
        score = session.score()
        lines = []
        for colour, name in ((BLACK, self.tr("Black")), (WHITE, self.tr("White"))):
            total = score.black if colour == BLACK else score.white
            lines.append(self.tr("{side}: {parts}").replace("{side}", f"<b>{name} {total:g}</b>").replace(
                "{parts}", escape(score.parts_text(colour))))
        if score.seki_points:
            lines.append(self.tr("Points in seki, not counted: {n}").replace("{n}", str(len(score.seki_points))))
        heading = self.tr("Result") if result is not None else self.tr("If the marked stones are dead")
        outcome = result.explanation if result is not None else score.explanation
        self.score_label.setText(f"<b>{heading}</b><br>" + "<br>".join(lines) + f"<br>{escape(outcome)}")
        rows = session.what_if()
        self.what_if.setRowCount(len(rows))
        for row, item in enumerate(rows):
            s = item.score
            verdict = self.tr("draw") if s.winner is None else f"{'BW'[s.winner - 1]}+{s.margin:g}"
            for column, text in enumerate((ruleset_name(item.ruleset.name), verdict, f"{s.black:g} : {s.white:g}")):
                cell = QTableWidgetItem(text)
                cell.setToolTip(s.explanation)
                self.what_if.setItem(row, column, cell)
        return True
