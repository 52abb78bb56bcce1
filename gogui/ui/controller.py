"""The teaching window's controller: the explorer's signals, its undo stack and its words (tr)."""

from __future__ import annotations

import time
import weakref

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from ..engine import Ruleset
from ..explorer import (
    MARK_TOOLS,
    PAUSE_FREE_WORK,
    SETUP_TOOLS,
    TOOLS,
    AddChild,
    ChangeNode,
    Explorer,
    Refused,
    depth,
    game_title,
    is_on_main_line,
)
from ..record_info import GameInfo, NewPosition, new_position_record
from ..ruleset_names import ruleset_name, short_name
from ..sgf import Node, Record
from .memory import collect_after_paint, keep_what_exists
from .record_edits import AddNode, DeleteVariation, EditComment, EditGameInfo, EditNode, PromoteVariation

__all__ = ["MARK_TOOLS", "SETUP_TOOLS", "TOOLS", "Controller", "game_title"]

WORK_SLICE_SECONDS = 0.012  # a slice of work between events: most of a 60 Hz frame
# After a step, the first slice waits about a frame: the step's repaint (and the next key press,
# for a learner holding a key) goes first, as the order of a zero timer and other events is not
# Qt's to promise. The slices after it run whenever the event loop is idle.
FIRST_SLICE_DELAY_MS = 16
WORK_STEP_NODES = 40  # nodes worked out between two looks at the clock



class Controller(QObject):
    """Holds what the window shows (an Explorer); widgets ask it to move and redraw when it says so."""

    changed = Signal()
    lineChanged = Signal()
    # Nodes were added, removed or reordered; the argument is the node the window goes to next
    # (None when it stays where it is).
    treeChanged = Signal(object)
    message = Signal(str)  # a sentence for the status bar
    # The current node is being worked out in slices: (nodes done, nodes to do in all).
    working = Signal(int, int)
    # What was worked out in slices is ready: views that showed some of it as pending redraw.
    rulingsReady = Signal()


    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.explorer = Explorer()
        self.undo_stack = QUndoStack(self)
        # Another game of the file was edited before the window went to this one: those edits
        # are in `games`, unsaved, though this game's undo history starts clean.
        self._other_game_edited = False
        # A node too far from what is worked out to be shown at once is worked out in slices
        # between events, so that the window keeps answering.
        self._slices = QTimer(self)
        self._slices.setInterval(0)
        self._slices.timeout.connect(self._work_slice)
        self._work_total = 0
        self._work_at: tuple | None = None  # (model, index) being worked towards: see _here()
        self._worked_out_slowly_at: tuple | None = None  # where slices gave up

    # ----- opening and saving -------------------------------------------------------------------

    def open_record(self, record: Record, title: str, diagram_id: str | None = None,
                    path: str | None = None, games: list[Record] | None = None) -> None:
        """Show `record`, one of `games` (the games of its file; by default only itself)."""
        explorer = self.explorer
        replaced = explorer.record is not None
        # What the closed record held, freed with it once the new one is painted (see below).
        closed = (explorer.model, explorer.nodes, explorer.record, explorer.games) if replaced else ()
        explorer.open_record(record, title, diagram_id, path, games)
        self._other_game_edited = False
        self.undo_stack.clear()
        self.treeChanged.emit(None)  # first, so that the tree view lays out the new tree only
        self._set_line(record.root, 0)
        if replaced:
            # Once every view has let go of it, the closed record (a cyclic tree) and its rulings
            # are freed in one collection, after the new record is painted.
            collect_after_paint(*closed)

    def open_diagram(self, diagram_id: str) -> None:
        """A library diagram, read afresh so that edits never touch the library's own copy."""
        record, title = Explorer.diagram_record(diagram_id)
        self.open_record(record, title, diagram_id)

    def open_file(self, path: str) -> None:
        """Open the first game of an SGF file, keeping its other games for Save; SgfError (and
        nothing changes) if it cannot be read."""
        records = Explorer.file_records(path)
        record = records[0]
        self.open_record(record, game_title(record, 0, str(path)), path=str(path), games=records)

    def show_game(self, index: int) -> None:
        """Go to another game of the file; edits to the one left stay in it, unsaved until
        Save writes the file (its undo history ends here)."""
        games = self.explorer.games
        if not 0 <= index < len(games) or index == self.explorer.game_index:
            return
        edited = self.modified
        record = games[index]
        self.open_record(record, game_title(record, index, self.explorer.path or ""), path=self.explorer.path, games=games)
        self._other_game_edited = edited

    @property
    def modified(self) -> bool:
        """Whether the record, or another game of its file, has edits that are not saved."""
        return not self.undo_stack.isClean() or self._other_game_edited

    def save(self, path: str) -> bool:
        """Write the record (and the file's other games) to `path` safely; an OSError leaves the
        old file as it was and the record still marked changed. SaveRefused, and nothing
        written, for a file of the diagram library. Returns whether the library's notes were
        left out, its lines being no longer the diagram's."""
        stale = self.explorer.save(path)
        self._other_game_edited = False
        self.undo_stack.setClean()
        return stale

    def new_position(self, size: int) -> None:
        """An empty board of any size, Black to play, to set up and explore."""
        self.new_position_from(NewPosition(size=size))

    def _set_line(self, node: Node, index: int) -> None:
        self.explorer.set_line(node, index)
        self.lineChanged.emit()
        self.changed.emit()

    # ----- editing ----------------------------------------------------------------------------

    def click(self, vertex: str) -> None:
        """A click on the board with the current tool. Where the selected ruleset's line never
        got, the board shows its game where it stopped: a play or a stone set up would go on a
        position it does not show, and is refused with the reason."""
        tool = self.explorer.tool
        if (tool == "play" or tool in SETUP_TOOLS) and self.explorer.not_reached():
            self.message.emit(self.tr("Nothing was added: under {rules} the line did not get this far, so the "
                                      "board shows another position. Choose another ruleset to play here.")
                              .replace("{rules}", ruleset_name(self.explorer.ruleset.name)))
        elif tool == "play":
            self.play(vertex)
        elif tool in SETUP_TOOLS:
            self.edit_setup(vertex, tool)
        else:
            self.toggle_mark(vertex, tool)

    def _push(self, edit: AddChild | ChangeNode | None) -> None:
        """Carry an edit the explorer asked for out on the undo stack, named for the Edit menu."""
        if edit is None:
            return
        text = self._edit_text(edit.action, edit.subject)
        if isinstance(edit, AddChild):
            self.undo_stack.push(AddNode(self, edit.parent, edit.child, text))
        else:
            self.undo_stack.push(EditNode(self, edit.node, edit.after, text, edit.changes_position))

    def _edit_text(self, action: str, subject: str) -> str:
        if action == "play":
            colour, _, where = subject.partition(" ")
            who = self.tr("Black") if colour == "B" else self.tr("White")
            passed = self.tr("pass")
            return f"{who} {passed if where == 'pass' else where}"
        if action == "to-play":
            who = self.tr("Black") if subject == "B" else self.tr("White")
            return self.tr("{p} to play").replace("{p}", who)
        if action == "setup":
            return self.tr("Set up {v}").replace("{v}", subject)
        return self.tr("Mark {v}").replace("{v}", subject)

    def edit_setup(self, vertex: str, tool: str) -> None:
        """Add a black or white stone, or erase one, without a move (SGF AB/AW/AE)."""
        self._push(self.explorer.setup(vertex, tool))

    def set_player_to_move(self, colour: str) -> None:
        """Who plays next at the current node (SGF PL)."""
        self._push(self.explorer.player_to_move(colour))

    def toggle_mark(self, vertex: str, tool: str) -> None:
        """Put a mark or the next letter label on a point, or take it off again."""
        self._push(self.explorer.mark(vertex, tool))

    def play(self, vertex: str | None) -> bool:
        """The player to move plays at `vertex` (None: passes) at the current node: go to that
        child if it exists, else add it as a new variation. A point that holds a stone is
        refused (no ruleset allows it); every other play is added and ruled by each ruleset.
        Returns whether the window moved to the play."""
        what = self.explorer.play(vertex)
        if what is None:
            return False
        if isinstance(what, Refused):
            if what.reason == "occupied":
                self.message.emit(self.tr("{v} is already occupied: no ruleset allows a play there.")
                                  .replace("{v}", what.vertex))
            else:
                self.message.emit(self.tr("No ruleset allows this play: {why}").replace("{why}", what.why))
            return False
        if isinstance(what, Node):
            self.show_node(what)
            return True
        self._push(what)
        if self.explorer.new_play_refused_by_selection() is not None:
            self.message.emit(self.refused_by_selection_message())
        return True

    def set_comment(self, text: str) -> None:
        """The current node's comment, as the learner types it (undoable)."""
        node = self.explorer.node
        if node is not None and text != node.comment:
            self.undo_stack.push(EditComment(self, node, text))

    def delete_variation(self, node: Node) -> None:
        if node.parent is not None:
            self.undo_stack.push(DeleteVariation(self, node))

    def promote(self, node: Node) -> None:
        """Make the line through `node` the main line."""
        if not is_on_main_line(node):
            self.undo_stack.push(PromoteVariation(self, node))

    # Called by the edit commands after they changed the tree.

    def node_edited(self, node: Node, changes_position: bool) -> None:
        """A node's setup or marks changed."""
        if changes_position:
            self.tree_edited(node, show=node)
        else:
            self.show_node(node)
            self.changed.emit()

    def tree_edited(self, changed: Node | None, show: Node) -> None:
        """Nodes below `changed` were added or removed, or its setup changed (None: children
        were only reordered): forget their rulings and show `show` on its line."""
        self.explorer.forget_below(changed)
        self.treeChanged.emit(show)  # first, so that the tree is laid out once, before it follows `show`
        self.explorer.show_edited(show)
        self.lineChanged.emit()
        self.changed.emit()

    def comment_edited(self, node: Node) -> None:
        if node is not self.explorer.node:
            self.show_node(node)
        else:
            self.changed.emit()
        self.treeChanged.emit(None)

    def show_node(self, node: Node) -> None:
        """Go to a node: along the current line if it is on it, else on the line through it."""
        index = self.explorer.place_on_line(node)
        if index is not None:
            self.go_to(index)
        else:
            self._set_line(node, depth(node))

    # ----- navigation -------------------------------------------------------------------------

    def go_to(self, index: int) -> None:
        if self.explorer.go_to(index):
            self.changed.emit()

    def first(self) -> None:
        self.go_to(0)

    def previous(self) -> None:
        self.go_to(self.explorer.index - 1)

    def next(self) -> None:
        self.go_to(self.explorer.index + 1)

    def last(self) -> None:
        self.go_to(len(self.explorer.nodes) - 1)

    def switch_variation(self, step: int) -> None:
        """Move to the next (+1) or previous (-1) sibling of the current node, if there is one."""
        sibling = self.explorer.sibling(step)
        if sibling is not None:
            self._set_line(sibling, self.explorer.index)

    # ----- working out a node in slices --------------------------------------------------------

    def showable(self) -> bool:
        """Whether the current node can be shown now. If not, its rulings, games and board are
        worked out in slices from now on (`working` tells the progress), and `changed` is
        emitted once it can; meanwhile the views show it as pending, never a stale ruling."""
        explorer = self.explorer
        here = self._here()
        if here == self._worked_out_slowly_at or explorer.ready():
            self._slices.stop()
            return True
        if not self._slices.isActive() or self._work_at != here:
            self._work_at = here
            self._work_total = explorer.work_left()
            self._slices.start(FIRST_SLICE_DELAY_MS)
        return False

    def _here(self) -> tuple:
        """The current node as (the rulings model, weakly, and the node's index): a new model is
        never taken for an old one freed before it, as a recycled id() could be."""
        model = self.explorer.model
        return (weakref.ref(model) if model is not None else None, self.explorer.index)

    def work_progress(self) -> tuple[int, int]:
        """(nodes done, nodes to do in all) of the node being worked out."""
        total = self._work_total
        return max(0, total - self.explorer.work_left()), total

    def _work_slice(self) -> None:
        """Work out a few milliseconds' worth of the current node."""
        explorer = self.explorer
        self._slices.setInterval(0)  # the step that set them going is shown: the rest at once
        deadline = time.perf_counter() + WORK_SLICE_SECONDS
        try:
            left = explorer.work_left()
            while left > PAUSE_FREE_WORK and time.perf_counter() < deadline:
                left = explorer.work_towards_here(WORK_STEP_NODES)
        except Exception:  # noqa: BLE001 - a node the engine refuses: the views meet it when they ask
            self._worked_out_slowly_at = self._here()
            left = 0
        # What was worked out is kept while the record is open: out of the cycle collector's way,
        # as each step's is (gogui.ui.memory).
        keep_what_exists()
        if left > PAUSE_FREE_WORK:
            self.working.emit(max(0, self._work_total - left), self._work_total)
            return
        self._slices.stop()
        self._work_at = None
        self.rulingsReady.emit()
        self.changed.emit()

    def working_out(self) -> bool:
        """Whether a node is being worked out in slices now."""
        return self._slices.isActive()

    # ----- what the explorer says -------------------------------------------------------------

    def set_ruleset(self, ruleset: Ruleset) -> None:
        if ruleset != self.explorer.ruleset:
            self.explorer.ruleset = ruleset
            self.changed.emit()

    # ----- where the rulesets differ ----------------------------------------------------------

    def next_difference(self) -> None:
        """Go to the next node where the rulesets differ, or say there is none."""
        self._go_to_difference(self.explorer.next_difference(),
                               self.tr("The rulesets do not differ after this move on this line."))

    def previous_difference(self) -> None:
        """Go to the previous node where the rulesets differ, or say there is none."""
        self._go_to_difference(self.explorer.previous_difference(),
                               self.tr("The rulesets do not differ before this move on this line."))

    def _go_to_difference(self, found: int | None, none_found: str) -> None:
        if found is None:
            self.message.emit(none_found)
        else:
            self.go_to(found)

    def go_to_move(self, number: int) -> None:
        """Go to move `number` of the line (the root for 0, the last node beyond the end)."""
        self.go_to(self.explorer.index_of_move(number))

    def refused_by_selection_message(self) -> str:
        """For a new play the selected ruleset forbids, a status-bar line short enough to be read
        whole: its verdict (the details pane says why) and every ruleset that allows the play,
        by its short name."""

        ruling = self.explorer.selected_ruling()
        verdict = ruling.verdict if ruling is not None else ""
        allowed = [short_name(r) for r, here in self.explorer.rulings_here()
                   if here.status in ("legal", "stopped", "ended")]
        text = self.tr("{ruleset}: {verdict}.").format(ruleset=ruleset_name(self.explorer.ruleset.name), verdict=verdict)
        if allowed:
            names = self.tr(", ").join(allowed)  # a list's separator: "、" in Japanese and Chinese
            text += " " + self.tr("Allowed under: {names}.").replace("{names}", names)
        else:
            text += " " + self.tr("No other ruleset allows it either.")
        return text

    # ----- game information -------------------------------------------------------------------

    def set_game_info(self, info: GameInfo) -> None:
        """Change the record's game information as one undoable edit (nothing when unchanged)."""
        before = self.explorer.game_info()
        if self.explorer.record is not None and info != before:
            self.undo_stack.push(EditGameInfo(self, before, info))

    def game_info_changed(self, info: GameInfo) -> None:
        """Put the game information in place (for an edit and its undo) and rule the line
        again: komi and handicap change counts."""
        self.explorer.set_game_info(info)
        self.lineChanged.emit()
        self.changed.emit()

    def new_position_from(self, choice: NewPosition) -> None:
        """An empty board with the chosen size, title, player to move, komi, handicap and
        ruleset; ValueError (and nothing changes) for a handicap the board has no points for."""
        record = new_position_record(choice)
        self.open_record(record, record.game_name or self.tr("New position"))

    # ----- labels of one's own ------------------------------------------------------------------

    def put_number_label(self, vertex: str) -> None:
        """Put the next number on a point as a label, or take the point's label off again."""
        self._push(self.explorer.next_number_label(vertex))

    def put_label(self, vertex: str, text: str) -> None:
        """Put a label of any text on a point, or take it off when the text is empty."""
        self._push(self.explorer.put_label(vertex, text))

    def label_at(self, vertex: str) -> str:
        """The label on a point of the current node, "" if none."""
        node = self.explorer.node
        return next((text for v, text in node.labels if v == vertex), "") if node is not None else ""
