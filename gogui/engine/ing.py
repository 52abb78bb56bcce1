"""Ing SST ko shapes: ko captures, the locked groups, balance, and double and twin hot stones."""

from __future__ import annotations

from dataclasses import dataclass

from .board import BORDER, Board


@dataclass(frozen=True)
class KoCapture:
    """A capture in a ko, seen right after the capturing play.

    string    the capturing string (one, two or three stones: single, double, triple ko stones)
    point     the one point where the opponent could capture it back (a point just emptied)
    balanced_before / balanced_after
              whether the two locked groups had equally many liberties (at least two each)
              before / after the capture. The SST text: "Balanced kos are distinguished in that
              each side must have the same number (at least two each) of separate internal
              liberties."
    twins     the capturer's other ko stones locked with the same groups, hot in a triple ko
    ko_count  how many kos lock the two groups together (the capture's own included)
    """

    string: tuple[int, ...]
    point: int
    balanced_before: bool
    balanced_after: bool
    twins: tuple[tuple[int, ...], ...]
    ko_count: int

    @property
    def balanced(self) -> bool:
        return self.balanced_before or self.balanced_after

    @property
    def fighting(self) -> bool:
        """A fighting ko: the groups are not balanced, so life and death is at stake."""
        return not self.balanced

    def hot_stones(self) -> set[int]:
        """Stones the opponent may not capture on the next move, beyond the basic one-stone ko.

        SST, part 6A: in long life "the two connected stones become double hot stones"; in
        triple ko the capturer's other ko stone becomes hot too ("twin hot stones").
        """
        if not self.fighting:
            return set()
        hot: set[int] = set()
        if len(self.string) >= 2:
            hot.update(self.string)
        for twin in self.twins:
            hot.update(twin)
        return hot


def _union_libs(board: Board, heads: set[int]) -> set[int]:
    out: set[int] = set()
    for h in heads:
        out |= board.libs[h]  # type: ignore[operator]
    return out


def _ko_stone(board: Board, head: int) -> int | None:
    """If the string is a ko stone (1-3 stones in atari, its liberty inside its owner's mouth),
    the point where the opponent would capture it; else None.

    The SST text: "When two opposing groups are locked together in the tiger's-mouth shape, the
    stones in the opposing side's mouth can be removed repeatedly and are known as ko stones."
    """
    stones = board.stones[head]
    libs = board.libs[head]
    if stones is None or libs is None or len(libs) != 1 or not 1 <= len(stones) <= 3:
        return None
    c = board.color[head]
    (liberty,) = libs
    members = set(stones)
    for n in board.neighbours(liberty):
        if n in members:
            continue
        if board.color[n] != c and board.color[n] != BORDER:
            return None
    return liberty


def ko_capture(board: Board, p: int, c: int, captured: list[int]) -> KoCapture | None:
    """Classify the play just made by c at p, which captured the given points, as a ko capture.

    A ko capture: the capturing string has one to three stones, took exactly as many, and is
    left with a single liberty at one of the points it emptied, where a play by the opponent
    would capture exactly this string again.
    """
    if not captured:
        return None
    head = board.head[p]
    if not head:
        return None
    stones = board.stones[head]
    libs = board.libs[head]
    if stones is None or libs is None or len(libs) != 1:
        return None
    if not 1 <= len(stones) <= 3 or len(stones) != len(captured):
        return None
    (point,) = libs
    emptied = set(captured)
    if point not in emptied:
        return None
    color = board.color
    o = 3 - c
    for n in board.neighbours(point):
        if color[n] == c and board.head[n] != head and len(board.libs[board.head[n]]) == 1:  # type: ignore[arg-type]
            return None  # the recapture would take more than this string
    mouth = {board.head[n] for s in stones for n in board.neighbours(s) if color[n] == o}
    around = {board.head[n] for n in board.neighbours(point) if color[n] == c and board.head[n] != head}
    if not mouth or not around:
        return None
    mouth_after = _union_libs(board, mouth)
    around_after = _union_libs(board, around)
    mouth_before = mouth_after - emptied
    if any(board.head[n] in mouth for n in board.neighbours(p) if color[n] == o):
        mouth_before.add(p)
    around_before = around_after - emptied

    def balanced(a: set[int], b: set[int]) -> bool:
        return len(a) == len(b) >= 2

    twins, ko_count = _twins(board, head, c, mouth, around)
    return KoCapture(
        string=tuple(sorted(stones)),
        point=point,
        balanced_before=balanced(mouth_before, around_before),
        balanced_after=balanced(mouth_after, around_after),
        twins=tuple(twins) if ko_count >= 3 else (),
        ko_count=ko_count,
    )


def _twins(board: Board, head: int, c: int, mouth: set[int], around: set[int]) -> tuple[list[tuple[int, ...]], int]:
    """The capturer's other ko stones in the mouth of the same opposing groups, and the number
    of kos locking the two groups (the capture's own ko included)."""
    color = board.color
    o = 3 - c
    own_kos: list[tuple[int, ...]] = []
    seen: set[int] = {head}
    for m in mouth:
        for s in board.stones[m]:  # type: ignore[union-attr]
            for n in board.neighbours(s):
                if color[n] == c:
                    h = board.head[n]
                    if h not in seen:
                        seen.add(h)
                        if _ko_stone(board, h) is not None:
                            own_kos.append(tuple(sorted(board.stones[h])))  # type: ignore[arg-type]
    other_kos = 0
    for a in around:
        for s in board.stones[a]:  # type: ignore[union-attr]
            for n in board.neighbours(s):
                if color[n] == o:
                    h = board.head[n]
                    if h not in seen:
                        seen.add(h)
                        if _ko_stone(board, h) is not None:
                            other_kos += 1
    return own_kos, 1 + len(own_kos) + other_kos

