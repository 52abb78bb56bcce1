"""Ing SST ko shapes: ko captures, the locked groups, balance, and double and twin hot stones."""

from __future__ import annotations

from collections.abc import Sequence

from .board import BORDER, EMPTY
from .string_board import StringBoard


class KoCapture:
    """A capture in a ko, seen right after the capturing play.

    string    the capturing string (one, two or three stones: single, double, triple ko stones)
    point     the one point where the opponent could capture it back (a point just emptied)
    balanced_before / balanced_after
              whether the two locked groups had equally many internal liberties (at least two
              each) before / after the capture (see _internal_counts). The SST text requires
              the same number, two or more, of separate internal liberties on each side.
    rescue    whether the capture was made in an unbalanced ko while the capturer's locked
              group was in atari, so that it saves that group. A fighting-ko capture that is
              no rescue is the ordinary way to fight a ko and begins no cycle under Ing's
              disturbing rule (see Game._lap_disturber)
    twins     the capturer's other ko stones of a triple ko with this one: kos, three or more,
              that lock the same two groups (see _twins); hot when the ko is fighting, and
              only looked for then
    """

    __slots__ = ("balanced_after", "balanced_before", "point", "rescue", "string", "twins")

    def __init__(self, string: tuple[int, ...], point: int, balanced_before: bool,
                 balanced_after: bool, twins: tuple[tuple[int, ...], ...],
                 rescue: bool = False) -> None:
        self.string = string
        self.point = point
        self.balanced_before = balanced_before
        self.balanced_after = balanced_after
        self.twins = twins
        self.rescue = rescue

    def __repr__(self) -> str:
        return (f"KoCapture(string={self.string}, point={self.point}, balanced_before="
                f"{self.balanced_before}, balanced_after={self.balanced_after}, twins={self.twins}, "
                f"rescue={self.rescue})")

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


def _liberty_counts(board: StringBoard, heads: set[int], emptied: Sequence[int]) -> tuple[int, int]:
    """How many liberties the strings have together, and how many of those are not points the
    capture emptied (a single string's liberties are counted without copying them)."""
    if len(heads) == 1:
        for h in heads:
            libs = board.libs[h]
    else:
        libs = set().union(*(board.libs[h] for h in heads))  # type: ignore[arg-type]
    count = len(libs)  # type: ignore[arg-type]
    before = count
    for e in emptied:
        if e in libs:  # type: ignore[operator]
            before -= 1
    return count, before


def _internal_counts(board: StringBoard, group: set[int], other: set[int], emptied: Sequence[int],
                     inside: dict[int, bool], over: tuple[int, int] = (999, 999)) -> tuple[int, int]:
    """How many internal liberties the locked group (a set of string heads) has facing the
    other locked group, and how many of those are not points the capture emptied. The count
    stops once both numbers exceed `over` (after, before): the caller only asks whether they
    equal the other group's. `inside` remembers, for empty points, whether their area is
    enclosed (the same for both groups of the pair, so the two counts share it).

    A liberty is internal when the empty area it lies in (the liberty and the empty points
    joined to it) is enclosed by the two locked groups alone: every stone around that area
    belongs to one of the two groups or is a ko stone between them, that is one to three stones
    in atari whose opposing neighbours all belong to the two groups. So an eye counts, a ko
    point counts when its ko stone sits in the other group's mouth, and a liberty the two groups
    share counts for both; a ko point whose ko stone sits in the mouth of a third group (an
    external ko), and a liberty open to the rest of the board, do not.
    """
    if len(group) == 1:
        for h in group:
            libs = board.libs[h]
    else:
        libs = set().union(*(board.libs[h] for h in group))  # type: ignore[arg-type]
    color = board.color
    heads = board.head
    w = board.stride
    both = group | other

    all_libs = board.libs

    def locks(h: int) -> bool:
        """Whether a string of neither group, in atari, is a ko stone between them."""
        stones = board.stones[h]
        return (1 <= len(stones) <= 3  # type: ignore[arg-type]
                and all(heads[n] in both for s in stones  # type: ignore[union-attr]
                        for n in (s - 1, s + 1, s - w, s + w) if color[n] == 3 - color[h]))

    count = before = 0
    for lib in libs:  # type: ignore[union-attr]
        enclosed = inside.get(lib)
        if enclosed is None:
            # Most liberties are settled by their neighbours: an eye or ko point has no empty
            # one, and an outside liberty often touches a third group's stone.
            enclosed = True
            open_ = False
            for n in (lib - 1, lib + 1, lib - w, lib + w):
                col = color[n]
                if col == EMPTY:
                    open_ = True
                elif col != BORDER and heads[n] not in both and (
                        len(all_libs[heads[n]]) != 1 or not locks(heads[n])):  # type: ignore[arg-type]
                    enclosed = False
                    break
            if enclosed and open_:
                area = [lib]
                seen = {lib}
                while area and enclosed:
                    q = area.pop()
                    for n in (q - 1, q + 1, q - w, q + w):
                        col = color[n]
                        if col == EMPTY:
                            if n not in seen:
                                seen.add(n)
                                area.append(n)
                        elif col != BORDER and heads[n] not in both and (
                                len(all_libs[heads[n]]) != 1  # type: ignore[arg-type]
                                or not locks(heads[n])):
                            enclosed = False
                            break
                for q in seen:  # one area, one verdict (an unfinished search found it open)
                    inside[q] = enclosed
        if enclosed:
            count += 1
            if lib not in emptied:
                before += 1
            if count > over[0] and before > over[1]:
                break
    return count, before


def _ko_stone(board: StringBoard, head: int) -> int | None:
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


def ko_capture(board: StringBoard, p: int, c: int, captured: Sequence[int]) -> KoCapture | None:
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
    if point not in captured:
        return None
    color = board.color
    heads = board.head
    w = board.stride
    o = 3 - c
    around: set[int] = set()
    for n in (point - 1, point + 1, point - w, point + w):
        if color[n] == c and heads[n] != head:
            if len(board.libs[heads[n]]) == 1:  # type: ignore[arg-type]
                return None  # the recapture would take more than this string
            around.add(heads[n])
    mouth = {heads[n] for s in stones for n in (s - 1, s + 1, s - w, s + w) if color[n] == o}
    if not mouth or not around:
        return None
    mouth_after, mouth_before = _liberty_counts(board, mouth, captured)
    took = False
    for n in (p - 1, p + 1, p - w, p + w):
        if color[n] == o and heads[n] in mouth:
            took = True
            break
    if took:
        mouth_before += 1  # p was the mouth's liberty before the play took it
    around_after, around_before = _liberty_counts(board, around, captured)
    balanced_before = balanced_after = False
    # Balance counts internal liberties only, never more than all the liberties: look at them
    # only when both groups have two liberties or more, before or after the capture.
    if (mouth_before >= 2 and around_before >= 2) or (mouth_after >= 2 and around_after >= 2):
        # The group with fewer liberties first; the other's count stops when it is past it.
        # p was a liberty of the mouth before the play, and a ko point between the two groups.
        inside: dict[int, bool] = {}
        if mouth_after <= around_after:
            m_after, m_before = _internal_counts(board, mouth, around, captured, inside)
            m_before += took
            if m_before < 2 and m_after < 2:
                return _fighting(board, head, c, stones, point, mouth, around, around_before)
            a_after, a_before = _internal_counts(board, around, mouth, captured, inside,
                                                 (m_after, m_before))
        else:
            a_after, a_before = _internal_counts(board, around, mouth, captured, inside)
            if a_before < 2 and a_after < 2:
                return _fighting(board, head, c, stones, point, mouth, around, around_before)
            m_after, m_before = _internal_counts(board, mouth, around, captured, inside,
                                                 (a_after, a_before - took))
            m_before += took
        balanced_before = m_before == a_before >= 2
        balanced_after = m_after == a_after >= 2
    if balanced_before or balanced_after:
        return KoCapture(tuple(sorted(stones)), point, balanced_before, balanced_after, ())
    return _fighting(board, head, c, stones, point, mouth, around, around_before)


def _fighting(board: StringBoard, head: int, c: int, stones: Sequence[int], point: int,
              mouth: set[int], around: set[int], around_before: int) -> KoCapture:
    """A ko capture in an unbalanced (fighting) ko, with its twin hot stones; a rescue when the
    capturer's locked group had a single liberty before the capture."""
    return KoCapture(tuple(sorted(stones)), point, False, False,
                     tuple(_twins(board, head, c, mouth, around)), around_before == 1)


def _twins(board: StringBoard, head: int, c: int, mouth: set[int], around: set[int]) -> list[tuple[int, ...]]:
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
    capture's own ko included), in board order. Every ko stone is in atari, so only the strings
    in atari are looked at (the board keeps note of them).
    """
    color = board.color
    heads = board.head
    libs = board.libs
    stride = board.stride
    # A string with two liberties or more is no ko stone: _ko_stone is asked only of the others.
    groups_o = {a for a in mouth if len(libs[a]) != 1 or _ko_stone(board, a) is None}  # type: ignore[arg-type]
    groups_c = {b for b in around if len(libs[b]) != 1 or _ko_stone(board, b) is None}  # type: ignore[arg-type]
    if not groups_o or not groups_c:
        return []

    def separate(h: int, owner: int, lib: int) -> tuple[set[int], set[int]] | None:
        """For a ko stone h of `owner` taken at lib: the opposing strings whose mouth holds it
        and the owner's strings around lib, or None if a ko stone is among them."""
        other = 3 - owner
        holders = {heads[m] for s in board.stones[h] for m in board.neighbours(s)  # type: ignore[union-attr]
                   if color[m] == other}
        behind = {heads[m] for m in board.neighbours(lib) if color[m] == owner and heads[m] != h}
        for g in holders | behind:
            if len(libs[g]) == 1 and _ko_stone(board, g) is not None:  # type: ignore[arg-type]
                return None
        return holders, behind

    kos: list[tuple[tuple[int, ...], bool, set[int], set[int]]] = []  # stones, own?, A side, B side
    seen: set[int] = {head, *groups_o, *groups_c}  # strings that are no ko stone of a lock here
    # A ko stone is in atari, and its liberty lies inside its owner's mouth: every neighbour of
    # it is the owner's or off the board (colour & owner is non-zero for exactly those). A ko
    # stone of the capturer locking B is taken at a liberty of B; one of the opponent's locking
    # A, at a liberty of A. So only the board's strings in atari are looked at, however many
    # liberties the groups have.
    for h in board.strings_in_atari():
        if h in seen:
            continue
        owner = color[h]
        (lib,) = libs[h]  # type: ignore[misc]
        if not (color[lib - 1] & owner and color[lib + 1] & owner
                and color[lib - stride] & owner and color[lib + stride] & owner):
            continue
        groups = groups_c if owner == c else groups_o
        if not any(lib in libs[g] for g in groups):  # type: ignore[operator]
            continue
        if _ko_stone(board, h) != lib:
            continue
        sides = separate(h, owner, lib)
        if sides is None:
            continue
        holders, behind = sides
        stones = tuple(sorted(board.stones[h]))  # type: ignore[arg-type]
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
    return sorted(twins)
