"""The part of the board a diagram draws (SGF VW): its columns and rows, and where it is cut."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .engine.board import COLUMN_LETTERS
from .sgf import Node

# How far apart, in steps between lines, the two sides of a cut are drawn: the lines of each
# side run on a little into it, and plain board lies between them.
CUT_WIDTH = 1.6


@dataclass(frozen=True)
class BoardPart:
    """The views of a board that are drawn, as rectangles (x0, y0, x1, y1) of columns and rows
    (0 = column A, 0 = the bottom row), and the columns and rows they take, in order.

    A point is drawn if it lies in one of the rectangles. The drawing keeps the columns and
    rows of all of them; between two runs of those the board is cut: the lines skipped there
    are left out, and the two sides are drawn CUT_WIDTH steps apart instead of one per line.
    The letters and numbers stay the whole board's.
    """

    size: int
    rectangles: tuple[tuple[int, int, int, int], ...]

    @property
    def columns(self) -> tuple[int, ...]:
        return tuple(sorted({x for x0, _, x1, _ in self.rectangles for x in range(x0, x1 + 1)}))

    @property
    def rows(self) -> tuple[int, ...]:
        return tuple(sorted({y for _, y0, _, y1 in self.rectangles for y in range(y0, y1 + 1)}))

    def contains(self, x: int, y: int) -> bool:
        return any(x0 <= x <= x1 and y0 <= y <= y1 for x0, y0, x1, y1 in self.rectangles)

    def column_offsets(self) -> dict[int, float]:
        """Each drawn column's distance from the first, in steps between lines."""
        return offsets(self.columns)

    def row_offsets(self) -> dict[int, float]:
        """Each drawn row's distance from the bottom one drawn, in steps between lines."""
        return offsets(self.rows)

    def extent(self) -> tuple[float, float]:
        """From the first drawn column to the last and from the bottom row to the top, in steps."""
        return self.column_offsets()[self.columns[-1]], self.row_offsets()[self.rows[-1]]

    def points(self) -> set[str]:
        """The drawn points' names."""
        return {f"{COLUMN_LETTERS[x]}{y + 1}" for x0, y0, x1, y1 in self.rectangles
                for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)}


def margin_steps(coordinates: bool) -> float:
    """The board's margin around its outer lines, in steps: room for the letters and numbers."""
    return 1.2 if coordinates else 0.6


def step_to_fit(part: BoardPart, width: float, height: float, coordinates: bool) -> float:
    """The distance between lines, in pixels, that fits the part and its margin into a
    rectangle of width x height pixels."""
    across, up = part.extent()
    margin = 2 * margin_steps(coordinates)
    return min(width / (across + margin), height / (up + margin))


def whole_board(size: int) -> BoardPart:
    return BoardPart(size, ((0, 0, size - 1, size - 1),))


def offsets(lines: tuple[int, ...]) -> dict[int, float]:
    """Where each line is drawn, in steps from the first: one step to the next line, CUT_WIDTH
    across a cut."""
    placed: dict[int, float] = {}
    at = 0.0
    for i, line in enumerate(lines):
        if i:
            at += 1.0 if line == lines[i - 1] + 1 else CUT_WIDTH
        placed[line] = at
    return placed


def part_shown(size: int, rectangles: list[tuple[int, int, int, int]],
               used: Iterable[tuple[int, int]]) -> BoardPart | None:
    """The part of the board to draw for a diagram whose views (SGF VW) are `rectangles`
    (x0, y0, x1, y1), where a line of play puts stones or marks on the points `used` (x, y).

    SGF FF[4]'s VW shows the points it lists and hides the others; of a VW of several
    rectangles only those the line uses are drawn (all of them if it uses none): a diagram
    that shows another corner for one variation draws that corner only in that variation.
    None when that is the whole board (or there is no view).
    """
    if not rectangles:
        return None
    used = set(used)
    chosen = [r for r in rectangles
              if any(r[0] <= x <= r[2] and r[1] <= y <= r[3] for x, y in used)] or rectangles
    if any(r == (0, 0, size - 1, size - 1) for r in chosen):
        return None
    return BoardPart(size, tuple(dict.fromkeys(chosen)))


def line_points(nodes: Iterable[Node]) -> set[tuple[int, int]]:
    """Every point (x, y) a line of nodes puts something on: moves, stones set up or removed,
    marks, labels and territory marks."""
    names: set[str] = set()
    for node in nodes:
        if node.move is not None and node.move[1]:
            names.add(node.move[1])
        names.update(node.black, node.white, node.empty)
        for marked in (*node.markup.values(), *node.territory.values()):
            names.update(marked)
        names.update(vertex for vertex, _ in node.labels)
    return {(COLUMN_LETTERS.index(name[0].upper()), int(name[1:]) - 1) for name in names}
