"""A board that also keeps every string's stones and liberties, for rules that read them after every capture."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .board import BLACK, EMPTY, NOTHING, UNCHANGED, WHITE, Board


class StringBoard(Board):
    """A Board that keeps its strings up to date: each string is named by one of its stones (its
    "head"); ``stones[head]`` lists its stones and ``libs[head]`` is its set of liberties.

    A play costs a little more than on a plain Board, but a string's stones and liberties are
    then known at once however large it is. Ing's rules read the locked groups' liberties after
    every ko capture; walking them on a plain board costs as much as the groups are large, which
    on a big board full of long strings grows with the board.

    It also notes every string that is left with a single liberty, so that Ing's search for the
    ko stones of a triple ko looks at the strings in atari instead of every liberty of the
    locked groups (``strings_in_atari()``).
    """

    __slots__ = ("_atari", "head", "libs", "stones")

    def __init__(self, size: int = 19) -> None:
        super().__init__(size)
        n = len(self.color)
        self.head = [0] * n
        self.stones: list[list[int] | None] = [None] * n
        self.libs: list[set[int] | None] = [None] * n
        # The heads of strings that had one liberty when last changed: every string in atari is
        # among them (strings_in_atari() drops those no longer in atari).
        self._atari: set[int] = set()

    def string(self, p: int) -> tuple[list[int], set[int]]:
        h = self.head[p]
        return list(self.stones[h]), set(self.libs[h])  # type: ignore[arg-type]

    def strings(self) -> Iterator[int]:
        seen = set()
        for p in self.points:
            h = self.head[p]
            if h and h not in seen:
                seen.add(h)
                yield h

    def copy(self) -> StringBoard:
        other = StringBoard.__new__(StringBoard)
        for name in Board.__slots__:
            setattr(other, name, getattr(self, name))
        other.color = self.color[:]
        other.head = self.head[:]
        other.stones = [None if s is None else s[:] for s in self.stones]
        other.libs = [None if s is None else set(s) for s in self.libs]
        other._atari = set(self._atari)
        return other

    def strings_in_atari(self) -> list[int]:
        """The heads of the strings that have exactly one liberty."""
        head = self.head
        libs = self.libs
        found = [h for h in self._atari
                 if head[h] == h and libs[h] is not None and len(libs[h]) == 1]  # type: ignore[arg-type]
        self._atari = set(found)
        return found

    def play(self, p: int, c: int) -> tuple[list[int] | tuple[()], list[int] | tuple[()]]:
        """Put a stone of colour c on the empty point p and remove what it captures.

        Removes the opposing strings left without liberties; if none is removed and the played
        stone's own string has no liberty, that string is removed (suicide). The caller checks
        legality first. Returns the captured points and the suicided points.
        """
        color = self.color
        head = self.head
        libs = self.libs
        s = self.stride
        o = 3 - c
        atari = self._atari
        color[p] = c
        self.hash ^= self.zobrist[c][p]
        # The four neighbours: the own strings p joins (the first, and any other), and the
        # opposing strings, which lose p at once (those left without a liberty are taken off
        # once p's string is made).
        mine = 0
        others: list[int] | None = None
        dead: list[int] | None = None
        for q in (p - 1, p + 1, p - s, p + s):
            cq = color[q]
            if cq == c:
                hq = head[q]
                if not mine:
                    mine = hq
                elif hq != mine:
                    others = [hq] if others is None else others + [hq]
            elif cq == o:
                hq = head[q]
                lq = libs[hq]
                lq.discard(p)  # type: ignore[union-attr]
                if not lq:
                    dead = [hq] if dead is None else dead + [hq]
                elif len(lq) == 1:
                    atari.add(hq)
        # p's string: the first own string beside it (with any others joined to it), or p alone;
        # its empty neighbours become liberties (colour 0 is EMPTY).
        if mine:
            if others is not None:
                mine = self._merge(mine, others)
            mine_libs = libs[mine]
            mine_libs.discard(p)  # type: ignore[union-attr]
            self.stones[mine].append(p)  # type: ignore[union-attr]
        else:
            mine = p
            mine_libs = libs[p] = set()
            self.stones[p] = [p]
        head[p] = mine
        if not color[p - 1]:
            mine_libs.add(p - 1)  # type: ignore[union-attr]
        if not color[p + 1]:
            mine_libs.add(p + 1)  # type: ignore[union-attr]
        if not color[p - s]:
            mine_libs.add(p - s)  # type: ignore[union-attr]
        if not color[p + s]:
            mine_libs.add(p + s)  # type: ignore[union-attr]
        if dead is not None:
            captured: list[int] = []
            for h in dict.fromkeys(dead):  # a string beside p twice is taken once
                captured += self._remove(h, c)
            return captured, NOTHING
        if not mine_libs:
            return NOTHING, self._remove(mine, o)
        if len(mine_libs) == 1:
            atari.add(mine)
        return UNCHANGED

    def _merge(self, first: int, others: list[int]) -> int:
        """Join the strings with these heads (others may repeat, none is first) into the
        largest; its head."""
        stones = self.stones
        libs = self.libs
        head = self.head
        distinct = [first, *dict.fromkeys(others)]
        big = first
        for x in distinct:
            if len(stones[x]) > len(stones[big]):  # type: ignore[arg-type]
                big = x
        big_stones = stones[big]
        big_libs = libs[big]
        for x in distinct:
            if x != big:
                xs = stones[x]
                for stone in xs:  # type: ignore[union-attr]
                    head[stone] = big
                big_stones.extend(xs)  # type: ignore[union-attr, arg-type]
                big_libs |= libs[x]  # type: ignore[operator]
                stones[x] = None
                libs[x] = None
        return big

    def _remove(self, h: int, giver: int) -> list[int]:
        """Take the string with head h off the board; each removed stone becomes a liberty of
        the strings of colour `giver` beside it. Returns its stones."""
        color = self.color
        head = self.head
        libs = self.libs
        s = self.stride
        removed = self.stones[h]
        z = self.zobrist[color[h]]
        key = self.hash
        for stone in removed:  # type: ignore[union-attr]
            color[stone] = EMPTY
            head[stone] = 0
            key ^= z[stone]
        self.hash = key
        atari = self._atari
        for stone in removed:  # type: ignore[union-attr]
            for q in (stone - 1, stone + 1, stone - s, stone + s):
                if color[q] == giver:
                    lq = libs[head[q]]
                    lq.add(stone)  # type: ignore[union-attr]
                    if len(lq) == 1:  # type: ignore[arg-type]
                        atari.add(head[q])  # a string a setup left without liberties
        self.stones[h] = None
        libs[h] = None
        return removed  # type: ignore[return-value]

    def undo_play(
        self, p: int, c: int, captured: Iterable[int], suicided: Iterable[int], previous_hash: int
    ) -> None:
        """Take back play() of colour c at p that captured and suicided the given points."""
        color = self.color
        o = 3 - c
        captured = list(captured)
        suicided = list(suicided)
        self._dissolve(p)
        for q in suicided:
            color[q] = c
        for q in captured:
            color[q] = o
        color[p] = EMPTY
        seeds: list[int] = []
        for q in (p, *captured, *suicided):
            seeds.append(q)
            seeds.extend(self.neighbours(q))
        self._rebuild(seeds)
        self.hash = previous_hash

    def set_points(self, changes: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
        changes = list(changes)
        previous = super().set_points(changes)
        seeds: list[int] = []
        for p, _ in changes:
            self._dissolve(p)  # the string p belonged to; what is left of it is beside p
            seeds.append(p)
            seeds.extend(self.neighbours(p))
        self._rebuild(seeds)
        return previous

    def _dissolve(self, p: int) -> None:
        """Forget the string through p (its stones stay); _rebuild() makes strings again."""
        h = self.head[p]
        if not h:
            return
        for stone in self.stones[h]:  # type: ignore[union-attr]
            self.head[stone] = 0
        self.stones[h] = None
        self.libs[h] = None

    def _rebuild(self, seeds: Iterable[int]) -> None:
        """Make strings and their liberties again for the stones through the seeds (each found
        by the plain board's walk)."""
        color = self.color
        head = self.head
        seeds = list(seeds)
        for p in seeds:
            if color[p] in (BLACK, WHITE) and head[p]:
                self._dissolve(p)
        for p in seeds:
            if color[p] not in (BLACK, WHITE) or head[p]:
                continue
            members, libs = Board.string(self, p)
            for stone in members:
                head[stone] = p
            self.stones[p] = members
            self.libs[p] = libs
            if len(libs) == 1:
                self._atari.add(p)
