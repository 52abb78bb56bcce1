"""What Learn mode asks the board to mark (the move asked about, the region counted, the answer): loaded with the window."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BoardMarks:
    """Marks the board draws over a position for Learn mode (nothing else reads them).

    ghost    the move asked about, (vertex, colour 1 black or 2 white): a translucent stone
             ringed, standing where the move would go
    marked   points pointed at (a worked example's key move, a question's point with no move)
    region   the points a count question covers, tinted
    answer   the right answer's points, ringed, once the answer is shown
    chosen   the points the learner clicked, boxed, once the answer is shown
    """

    ghost: tuple[str, int] | None = None
    marked: tuple[str, ...] = ()
    region: tuple[str, ...] = ()
    answer: tuple[str, ...] = ()
    chosen: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.ghost or self.marked or self.region or self.answer or self.chosen)


NO_MARKS = BoardMarks()
