"""Ing SST ko shapes: ko captures, the locked groups, balance, and double and twin hot stones."""

from __future__ import annotations

from dataclasses import dataclass

from .board import BORDER, EMPTY, Board


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
    twins     the capturer's other ko stones of a triple ko with this one: kos, three or more,
              that lock the same two groups (see _twins); hot when the ko is fighting, and
              only looked for then
    """

    string: tuple[int, ...]
    point: int
    balanced_before: bool
    balanced_after: bool
    twins: tuple[tuple[int, ...], ...]

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

    @property
    def kind(self) -> str:
        """What makes the stones hot: "twin" (a triple ko), else "double" or "triple" (the
        capturing string's size); "single" for a one-stone capture outside a triple ko."""
        if self.twins:
            return "twin"
        return {1: "single", 2: "double"}.get(len(self.string), "triple")


class _Strings:
    """The strings a ko capture's classification looks at, each walked once, named by a head
    (their lowest point) as the SST text's groups are named by any one of their stones."""

    __slots__ = ("board", "head", "stones", "libs")

    def __init__(self, board: Board) -> None:
        self.board = board
        self.head: dict[int, int] = {}
        self.stones: dict[int, list[int]] = {}
        self.libs: dict[int, set[int]] = {}

    def head_of(self, p: int) -> int:
        """The head of the string through the stone at p."""
        h = self.head.get(p)
        if h is None:
            stones, libs = self.board.string(p)
            h = min(stones)
            self.head.update(dict.fromkeys(stones, h))
            self.stones[h] = stones
            self.libs[h] = libs
        return h

    def union_libs(self, heads: set[int]) -> set[int]:
        out: set[int] = set()
        for h in heads:
            out |= self.libs[h]
        return out


def _small_string_in_atari(board: Board, p: int) -> tuple[list[int], int] | None:
    """The stones of the string through p and its one liberty, if it has one to three stones
    and exactly one liberty; else None (the walk gives up as soon as it knows)."""
    color = board.color
    s = board.stride
    c = color[p]
    members = [p]
    liberty = None
    for x in members:  # the list grows as the walk finds more stones
        for q in (x - 1, x + 1, x - s, x + s):
            cq = color[q]
            if cq == EMPTY:
                if liberty is None:
                    liberty = q
                elif liberty != q:
                    return None
            elif cq == c and q not in members:
                if len(members) == 3:
                    return None
                members.append(q)
    return (members, liberty) if liberty is not None else None


def _ko_stone(strings: _Strings, head: int) -> int | None:
    """If the string is a ko stone (1-3 stones in atari, its liberty inside its owner's mouth),
    the point where the opponent would capture it; else None.

    The SST text: "When two opposing groups are locked together in the tiger's-mouth shape, the
    stones in the opposing side's mouth can be removed repeatedly and are known as ko stones."
    """
    board = strings.board
    stones = strings.stones[head]
    libs = strings.libs[head]
    if len(libs) != 1 or not 1 <= len(stones) <= 3:
        return None
    c = board.color[head]
    (liberty,) = libs
    for n in board.neighbours(liberty):
        if n in stones:
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
    if not captured or len(captured) > 3:
        return None
    found = _small_string_in_atari(board, p)
    if found is None:
        return None
    stones, point = found
    if len(stones) != len(captured) or point not in captured:
        return None
    strings = _Strings(board)
    head = strings.head_of(p)
    emptied = set(captured)
    color = board.color
    o = 3 - c
    for n in board.neighbours(point):
        if color[n] == c:
            hn = strings.head_of(n)
            if hn != head and len(strings.libs[hn]) == 1:
                return None  # the recapture would take more than this string
    mouth = {strings.head_of(n) for s in stones for n in board.neighbours(s) if color[n] == o}
    around = {h for h in (strings.head_of(n) for n in board.neighbours(point) if color[n] == c)
              if h != head}
    if not mouth or not around:
        return None
    mouth_after = strings.union_libs(mouth)
    around_after = strings.union_libs(around)
    mouth_before = mouth_after - emptied
    if any(strings.head_of(n) in mouth for n in board.neighbours(p) if color[n] == o):
        mouth_before.add(p)
    around_before = around_after - emptied

    def balanced(a: set[int], b: set[int]) -> bool:
        return len(a) == len(b) >= 2

    balanced_before = balanced(mouth_before, around_before)
    balanced_after = balanced(mouth_after, around_after)
    fighting = not (balanced_before or balanced_after)
    return KoCapture(
        string=tuple(sorted(stones)),
        point=point,
        balanced_before=balanced_before,
        balanced_after=balanced_after,
        twins=tuple(_twins(strings, head, c, mouth, around)) if fighting else (),
    )


def _twins(strings: _Strings, head: int, c: int, mouth: set[int], around: set[int]) -> list[tuple[int, ...]]:
    """The capturer's twin hot stones, if the capture is in a triple ko.

    SST 6A, triple ko: kos that lock the same two groups, where a capture in one makes the
    capturer's ko stones in the others hot as well ("twin hot stones"). The two groups are
    taken as two strings: A, an opposing string whose mouth holds the capturing stones, and B,
    a string of the capturer's around the recapture point. A ko locks A and B when its ko stone
    sits in the mouth of one and the point where it would be taken is in the mouth of the other.

    Only separate kos count besides the capture's own. The text's ko stones sit in a "tiger's-mouth shape" of a locked
    group, so a string that is itself a ko stone is fought over, not locked, and a ko stone whose
    mouth is partly made of other ko stones (a chain of kos, where retaking one dissolves the
    next) is part of that other ko's shape, not a ko of its own.

    Returns the capturer's other ko stones of every pair (A, B) locked by three or more kos (the
    capture's own ko included). Only the liberties of A and B are searched: every ko stone
    locking them is taken at one.
    """
    board = strings.board
    color = board.color
    head_of = strings.head_of
    libs = strings.libs
    stride = board.stride
    o = 3 - c
    groups_o = {a for a in mouth if _ko_stone(strings, a) is None}
    groups_c = {b for b in around if _ko_stone(strings, b) is None}
    if not groups_o or not groups_c:
        return []

    def separate(h: int, owner: int, lib: int) -> tuple[set[int], set[int]] | None:
        """For a ko stone h of `owner` taken at lib: the opposing strings whose mouth holds it
        and the owner's strings around lib, or None if a ko stone is among them."""
        other = 3 - owner
        holders = {head_of(m) for s in strings.stones[h] for m in board.neighbours(s)
                   if color[m] == other}
        behind = {head_of(m) for m in board.neighbours(lib) if color[m] == owner and head_of(m) != h}
        for g in holders | behind:
            if len(libs[g]) == 1 and _ko_stone(strings, g) is not None:
                return None
        return holders, behind

    known = strings.head
    kos: list[tuple[tuple[int, ...], bool, set[int], set[int]]] = []  # stones, own?, A side, B side
    seen: set[int] = {head}
    for owner, groups in ((c, groups_c), (o, groups_o)):
        # A ko stone of the capturer locking B is taken at a liberty of B; one of the
        # opponent's locking A, at a liberty of A.
        for g in groups:
            for lib in libs[g]:
                # A ko stone's liberty lies inside its owner's mouth: every neighbour of it is
                # the owner's or off the board (colour & owner is non-zero for exactly those).
                # Most liberties of a group are not, and are passed over here.
                if not (color[lib - 1] & owner and color[lib + 1] & owner
                        and color[lib - stride] & owner and color[lib + stride] & owner):
                    continue
                for n in (lib - 1, lib + 1, lib - stride, lib + stride):
                    if color[n] != owner:
                        continue
                    h = known.get(n)  # most often a stone of g itself, walked already
                    if h is None:
                        if _small_string_in_atari(board, n) is None:
                            continue  # a ko stone is a small string in atari
                        h = head_of(n)
                    if h in seen:
                        continue
                    seen.add(h)
                    if _ko_stone(strings, h) != lib:
                        continue
                    sides = separate(h, owner, lib)
                    if sides is None:
                        continue
                    holders, behind = sides
                    stones = tuple(sorted(strings.stones[h]))
                    if owner == c:
                        kos.append((stones, True, holders & groups_o, behind & groups_c))
                    else:
                        kos.append((stones, False, behind & groups_o, holders & groups_c))
    if len(kos) < 2:
        return []  # with the capture's own, fewer than three kos: no triple ko
    twins: dict[tuple[int, ...], None] = {}
    for a in groups_o:
        for b in groups_c:
            locking = [k for k in kos if a in k[2] and b in k[3]]
            if len(locking) >= 2:  # with the capture's own, three kos or more: a triple ko
                for stones, own, _, _ in locking:
                    if own:
                        twins[stones] = None
    return list(twins)
