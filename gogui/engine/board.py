"""The Go board: stones, strings, liberties, captures and an incremental Zobrist hash (sizes 2..25)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator

EMPTY = 0
BLACK = 1
WHITE = 2
BORDER = 3

MIN_SIZE = 2
MAX_SIZE = 25

#: Column letters as Go programs write them: "I" is skipped so it cannot be read as "J" or "1".
COLUMN_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

COLOR_NAMES = {BLACK: "Black", WHITE: "White"}
COLOR_LETTERS = {BLACK: "B", WHITE: "W"}


def opponent(color: int) -> int:
    """The other player's colour."""
    return 3 - color


def parse_color(color: int | str) -> int:
    """Accept BLACK/WHITE or the letters B/W (any case) and return the colour code."""
    if color in (BLACK, WHITE):
        return color  # type: ignore[return-value]
    if isinstance(color, str) and color.upper() in ("B", "BLACK"):
        return BLACK
    if isinstance(color, str) and color.upper() in ("W", "WHITE"):
        return WHITE
    raise ValueError(f"not a colour: {color!r}")


_zobrist_tables: dict[int, tuple[list[int], list[int], list[int]]] = {}


def _zobrist(size: int) -> tuple[list[int], list[int], list[int]]:
    """Random 64-bit keys per point and colour; fixed seeds keep hashes stable between runs."""
    table = _zobrist_tables.get(size)
    if table is None:
        rng = random.Random(0x60605EED + size)
        n = (size + 2) * (size + 1)
        empty = [0] * n
        black = [rng.getrandbits(64) for _ in range(n)]
        white = [rng.getrandbits(64) for _ in range(n)]
        table = (empty, black, white)
        _zobrist_tables[size] = table
    return table


class Board:
    """A position on a square board, with strings and their liberties kept up to date.

    Points are integer indices into a padded one-dimensional array: the board is surrounded by
    border cells so that the four neighbours of a point are always ``p - 1``, ``p + 1``,
    ``p - stride`` and ``p + stride``. Each string is identified by one of its stones (its
    "head"); ``stones[head]`` lists its stones, ``libs[head]`` is its set of liberties and
    ``string_hash[head]`` the XOR of its stones' Zobrist keys, so that the hash after a capture
    is known without walking the captured string.
    """

    __slots__ = (
        "size", "stride", "color", "head", "stones", "libs", "string_hash", "hash",
        "points", "zobrist", "_index_of", "_vertex_of",
    )

    def __init__(self, size: int = 19) -> None:
        if not isinstance(size, int) or not MIN_SIZE <= size <= MAX_SIZE:
            raise ValueError(f"board size must be between {MIN_SIZE} and {MAX_SIZE}, not {size!r}")
        self.size = size
        self.stride = stride = size + 1
        n = (size + 2) * stride
        self.color = [BORDER] * n
        self.points: list[int] = []
        for y in range(size):
            for x in range(size):
                p = (y + 1) * stride + x
                self.color[p] = EMPTY
                self.points.append(p)
        self.head = [0] * n
        self.stones: list[list[int] | None] = [None] * n
        self.libs: list[set[int] | None] = [None] * n
        self.string_hash = [0] * n
        self.hash = 0
        self.zobrist = _zobrist(size)
        self._index_of: dict[str, int] = {}
        self._vertex_of: dict[int, str] = {}
        for p in self.points:
            x, y = self.xy(p)
            name = f"{COLUMN_LETTERS[x]}{y + 1}"
            self._index_of[name] = p
            self._vertex_of[p] = name

    # ----- coordinates -------------------------------------------------------------------------

    def index(self, x: int, y: int) -> int:
        """The point at column x (0 = A) and row y (0 = the bottom row, "1")."""
        if not (0 <= x < self.size and 0 <= y < self.size):
            raise ValueError(f"({x}, {y}) is off a {self.size}x{self.size} board")
        return (y + 1) * self.stride + x

    def xy(self, p: int) -> tuple[int, int]:
        """Column and row (both from 0, row 0 at the bottom) of a point."""
        y, x = divmod(p, self.stride)
        return x, y - 1

    def point(self, vertex: str) -> int:
        """The point named by a vertex such as "D4" (row 1 at the bottom, no letter I)."""
        p = self._index_of.get(vertex.strip().upper())
        if p is None:
            raise ValueError(f"{vertex!r} is not a point on a {self.size}x{self.size} board")
        return p

    def vertex(self, p: int) -> str:
        """The name of a point, such as "D4"."""
        return self._vertex_of[p]

    def neighbours(self, p: int) -> tuple[int, int, int, int]:
        """The four adjacent cells of a point (some may be border cells)."""
        s = self.stride
        return (p - 1, p + 1, p - s, p + s)

    # ----- reading the position --------------------------------------------------------------

    def get(self, p: int) -> int:
        """EMPTY, BLACK or WHITE at a point."""
        return self.color[p]

    def string_stones(self, p: int) -> list[int]:
        """The stones of the string through p (p must hold a stone)."""
        return list(self.stones[self.head[p]])  # type: ignore[arg-type]

    def string_liberties(self, p: int) -> set[int]:
        """The liberties of the string through p (p must hold a stone)."""
        return set(self.libs[self.head[p]])  # type: ignore[arg-type]

    def strings(self) -> Iterator[int]:
        """The head of every string on the board."""
        seen = set()
        for p in self.points:
            h = self.head[p]
            if h and h not in seen:
                seen.add(h)
                yield h

    def stone_count(self, color: int) -> int:
        return sum(1 for p in self.points if self.color[p] == color)

    def snapshot(self) -> bytes:
        """The colouring of the board, compact and comparable."""
        return bytes(self.color)

    def recompute_hash(self) -> int:
        """The Zobrist hash computed from scratch (a check on the incremental one)."""
        z = self.zobrist
        h = 0
        for p in self.points:
            c = self.color[p]
            if c != EMPTY:
                h ^= z[c][p]
        return h

    def copy(self) -> "Board":
        """An independent copy."""
        other = Board.__new__(Board)
        other.size = self.size
        other.stride = self.stride
        other.color = self.color[:]
        other.head = self.head[:]
        other.stones = [None if s is None else s[:] for s in self.stones]
        other.libs = [None if s is None else set(s) for s in self.libs]
        other.string_hash = self.string_hash[:]
        other.hash = self.hash
        other.points = self.points
        other.zobrist = self.zobrist
        other._index_of = self._index_of
        other._vertex_of = self._vertex_of
        return other

    # ----- changing the position ---------------------------------------------------------------

    def analyse(self, p: int, c: int) -> tuple[list[int], bool, int]:
        """What a play by c at the empty point p would do, without doing it.

        Returns the heads of the opposing strings it would capture, whether it would be suicide
        (the played stone's string left without liberties and nothing captured), and the Zobrist
        hash of the resulting board (for suicide: the board with the suicided string removed).
        """
        color = self.color
        head = self.head
        libs = self.libs
        sh = self.string_hash
        o = 3 - c
        s = self.stride
        h = self.hash ^ self.zobrist[c][p]
        has_liberty = False
        own: list[int] = []
        captured: list[int] = []
        for q in (p - 1, p + 1, p - s, p + s):
            cq = color[q]
            if cq == EMPTY:
                has_liberty = True
            elif cq == c:
                hq = head[q]
                if hq not in own:
                    own.append(hq)
            elif cq == o:
                hq = head[q]
                if len(libs[hq]) == 1 and hq not in captured:  # type: ignore[arg-type]
                    captured.append(hq)
                    h ^= sh[hq]
        if captured or has_liberty:
            return captured, False, h
        for x in own:
            if len(libs[x]) > 1:  # type: ignore[arg-type]
                return captured, False, h
        h = self.hash
        for x in own:
            h ^= sh[x]
        return captured, True, h

    def play(self, p: int, c: int) -> tuple[list[int], list[int]]:
        """Put a stone of colour c on the empty point p and remove what it captures.

        Removes the opposing strings left without liberties; if none is removed and the played
        stone's own string has no liberty, that string is removed (suicide). The caller checks
        legality first. Returns the captured points and the suicided points.
        """
        color = self.color
        head = self.head
        libs = self.libs
        stones = self.stones
        sh = self.string_hash
        zc = self.zobrist[c]
        o = 3 - c
        s = self.stride
        color[p] = c
        h = self.hash ^ zc[p]
        new_libs = set()
        own: list[int] = []
        enemy: list[int] = []
        for q in (p - 1, p + 1, p - s, p + s):
            cq = color[q]
            if cq == EMPTY:
                new_libs.add(q)
            elif cq == c:
                hq = head[q]
                if hq not in own:
                    own.append(hq)
            elif cq == o:
                hq = head[q]
                if hq not in enemy:
                    enemy.append(hq)
        if own:
            big = own[0]
            big_stones = stones[big]
            big_libs = libs[big]
            if len(own) > 1:
                # Merge the smaller strings into the largest, relabelling the fewest stones.
                for x in own:
                    if len(stones[x]) > len(big_stones):  # type: ignore[arg-type]
                        big = x
                        big_stones = stones[x]
                big_libs = libs[big]
                for x in own:
                    if x != big:
                        xs = stones[x]
                        for stone in xs:  # type: ignore[union-attr]
                            head[stone] = big
                        big_stones.extend(xs)  # type: ignore[union-attr, arg-type]
                        big_libs |= libs[x]  # type: ignore[operator]
                        sh[big] ^= sh[x]
                        stones[x] = None
                        libs[x] = None
            big_libs.discard(p)  # type: ignore[union-attr]
            big_libs |= new_libs  # type: ignore[operator]
            big_stones.append(p)  # type: ignore[union-attr]
            head[p] = big
            sh[big] ^= zc[p]
            mine = big
        else:
            head[p] = p
            stones[p] = [p]
            libs[p] = new_libs
            sh[p] = zc[p]
            mine = p
        captured: list[int] = []
        for e in enemy:
            e_libs = libs[e]
            e_libs.discard(p)  # type: ignore[union-attr]
            if not e_libs:
                h ^= sh[e]
                e_stones = stones[e]
                for stone in e_stones:  # type: ignore[union-attr]
                    color[stone] = EMPTY
                    head[stone] = 0
                for stone in e_stones:  # type: ignore[union-attr]
                    for q in (stone - 1, stone + 1, stone - s, stone + s):
                        if color[q] == c:
                            libs[head[q]].add(stone)  # type: ignore[union-attr]
                captured.extend(e_stones)  # type: ignore[arg-type]
                stones[e] = None
                libs[e] = None
        suicided: list[int] = []
        if not libs[mine]:
            h ^= sh[mine]
            m_stones = stones[mine]
            for stone in m_stones:  # type: ignore[union-attr]
                color[stone] = EMPTY
                head[stone] = 0
            for stone in m_stones:  # type: ignore[union-attr]
                for q in (stone - 1, stone + 1, stone - s, stone + s):
                    if color[q] == o:
                        libs[head[q]].add(stone)  # type: ignore[union-attr]
            suicided = m_stones  # type: ignore[assignment]
            stones[mine] = None
            libs[mine] = None
        self.hash = h
        return captured, suicided

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
        """Set points to colours directly (setup stones, removals); returns the previous colours.

        No capture happens: a setup may leave strings without liberties, as SGF files may.
        """
        color = self.color
        changes = list(changes)
        previous: list[tuple[int, int]] = []
        for p, c in changes:
            if color[p] == BORDER or c not in (EMPTY, BLACK, WHITE):
                raise ValueError("not a point on the board, or not a colour")
            previous.append((p, color[p]))
            self._dissolve(p)
        seeds: list[int] = []
        for p, c in changes:
            color[p] = c
            seeds.append(p)
            seeds.extend(self.neighbours(p))
        self._rebuild(seeds)
        self.hash = self.recompute_hash()
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
        self.string_hash[h] = 0

    def _rebuild(self, seeds: Iterable[int]) -> None:
        """Make strings, liberties and string hashes again for the stones through the seeds."""
        color = self.color
        head = self.head
        s = self.stride
        seeds = list(seeds)
        for p in seeds:
            if color[p] in (BLACK, WHITE) and head[p]:
                self._dissolve(p)
        for p in seeds:
            c = color[p]
            if c not in (BLACK, WHITE) or head[p]:
                continue
            z = self.zobrist[c]
            members = [p]
            head[p] = p
            libs: set[int] = set()
            h = 0
            i = 0
            while i < len(members):
                stone = members[i]
                i += 1
                h ^= z[stone]
                for q in (stone - 1, stone + 1, stone - s, stone + s):
                    cq = color[q]
                    if cq == EMPTY:
                        libs.add(q)
                    elif cq == c and not head[q]:
                        head[q] = p
                        members.append(q)
            self.stones[p] = members
            self.libs[p] = libs
            self.string_hash[p] = h

    # ----- text -------------------------------------------------------------------------------

    def ascii(self) -> str:
        """The position as rows of X, O and '.', top row first."""
        chars = {EMPTY: ".", BLACK: "X", WHITE: "O"}
        rows = []
        for y in range(self.size - 1, -1, -1):
            rows.append(" ".join(chars[self.color[(y + 1) * self.stride + x]] for x in range(self.size)))
        return "\n".join(rows)

    def rows(self) -> list[str]:
        """The position as strings of X, O and '.', top row first (the CLI's JSON board)."""
        chars = {EMPTY: ".", BLACK: "X", WHITE: "O"}
        return [
            "".join(chars[self.color[(y + 1) * self.stride + x]] for x in range(self.size))
            for y in range(self.size - 1, -1, -1)
        ]

    @classmethod
    def from_ascii(cls, text: str) -> "Board":
        """A board from rows of X/O/. (spaces ignored, top row first, optional coordinate labels).

        Lines may carry a leading row number and a header line of column letters, as in the
        diagrams of the shared positions; those are skipped.
        """
        rows = []
        for raw in text.strip("\n").splitlines():
            line = raw.strip()
            if not line:
                continue
            cells = [ch for ch in line.replace(" ", "") if ch in "XO.x+o"]
            tokens = line.split()
            if tokens and tokens[0].isdigit():
                cells = [ch for ch in "".join(tokens[1:]) if ch in "XO.x+o"]
            elif len(tokens) >= 2 and tokens == list(COLUMN_LETTERS[: len(tokens)]):
                continue
            rows.append(cells)
        size = len(rows)
        if any(len(r) != size for r in rows):
            raise ValueError("a diagram must be square: every row as long as there are rows")
        board = cls(size)
        changes = []
        for r, cells in enumerate(rows):
            y = size - 1 - r
            for x, ch in enumerate(cells):
                if ch in "Xx":
                    changes.append((board.index(x, y), BLACK))
                elif ch in "Oo":
                    changes.append((board.index(x, y), WHITE))
        board.set_points(changes)
        return board
