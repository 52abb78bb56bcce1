"""The Go board: stones, strings, liberties, captures and an incremental Zobrist hash (sizes 2..25)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ..i18n import translate

EMPTY = 0
BLACK = 1
WHITE = 2
BORDER = 3
#: A player's colour, as the engine keeps it (1 Black, 2 White; the letters "B" and "W" outside).
VISITED = 4  # a stone a walk has reached, for the length of that walk only

MIN_SIZE = 2
MAX_SIZE = 25

#: Column letters as Go programs write them: "I" is skipped so it cannot be read as "J" or "1".
COLUMN_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

COLOR_NAMES = {BLACK: "Black", WHITE: "White"}

#: What Board.play returns for no captured or no suicided stones (one shared empty tuple).
NOTHING: tuple[()] = ()
#: What Board.play returns when it takes nothing off the board (one shared pair).
UNCHANGED: tuple[tuple[()], tuple[()]] = (NOTHING, NOTHING)
COLOR_LETTERS = {BLACK: "B", WHITE: "W"}

#: Every vertex name by column and row (both from 0), one string object per name for every board
#: size: a name read from a record is then the very key a board's lookup holds, which a dict
#: finds at its first probe without comparing characters (a fifth of a replay's time otherwise).
VERTEX_NAMES: tuple[tuple[str, ...], ...] = tuple(
    tuple(f"{letter}{row + 1}" for row in range(MAX_SIZE)) for letter in COLUMN_LETTERS[:MAX_SIZE]
)


def opponent(color: int) -> int:
    """The other player's colour."""
    return 3 - color


def parse_color(color: int | str) -> int:
    """Accept BLACK/WHITE or the letters B/W (any case) and return the colour code."""
    if color in (BLACK, WHITE):
        return color
    if isinstance(color, str) and color.upper() in ("B", "BLACK"):
        return BLACK
    if isinstance(color, str) and color.upper() in ("W", "WHITE"):
        return WHITE
    raise ValueError(f"not a colour: {color!r}")


_zobrist_tables: dict[int, tuple[list[int], list[int], list[int]]] = {}


def hash_keys(seed: int) -> Iterator[int]:
    """An endless run of well-mixed 64-bit keys, the same for the same seed in every run
    (the SplitMix64 generator: a Weyl sequence scrambled by two multiply-xorshift rounds)."""
    mask = (1 << 64) - 1
    x = seed & mask
    while True:
        x = (x + 0x9E3779B97F4A7C15) & mask
        z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        yield z ^ (z >> 31)


def _zobrist(size: int) -> tuple[list[int], list[int], list[int]]:
    """Random 64-bit keys per point and colour; fixed seeds keep hashes stable between runs."""
    table = _zobrist_tables.get(size)
    if table is None:
        keys = hash_keys(0x60605EED + size)
        n = (size + 2) * (size + 1)
        empty = [0] * n
        black = [next(keys) for _ in range(n)]
        white = [next(keys) for _ in range(n)]
        table = (empty, black, white)
        _zobrist_tables[size] = table
    return table


class PointEffects:
    """What a play by one colour would do at every empty point of one board (Board.every_point_effect).

    quiet   the points where a play captures nothing and is no suicide, in point order: the
            board's hash after it is hash_after(point), the board's hash with the stone added
    loud    (point, captured points, suicide, alone, hash after) for each other play, in point
            order, alone where it is the suicide of a single stone
    by_hash(key) indexes the quiet plays by their hash after XOR key, so a rule can meet its
    memory of positions with one set operation; games of several rulesets at one position share
    one PointEffects, and each index is built once.
    """

    __slots__ = ("_by_hash", "_keys", "_lone", "base", "loud", "quiet")

    def __init__(self, quiet: list[int], loud: list[tuple[int, list[int], bool, bool, int]], base: int,
                 keys: list[int]) -> None:
        self.quiet = quiet
        self.loud = loud
        self.base = base  # the board's hash
        self._keys = keys  # the colour's Zobrist key of each point
        self._by_hash: dict[int, dict[int, int]] = {}
        self._lone: frozenset[int] | None = None

    def lone_suicides(self) -> frozenset[int]:
        """The points where the stone would be captured at once, alone: a suicide with no
        stone of its own beside it."""
        if self._lone is None:
            self._lone = frozenset(p for p, _captured, suicide, alone, _h in self.loud if suicide and alone)
        return self._lone

    def hash_after(self, p: int) -> int:
        """The board's hash after the quiet play at p."""
        return self.base ^ self._keys[p]

    def by_hash(self, key: int) -> dict[int, int]:
        """{hash after ^ key: point} over the quiet plays."""
        found = self._by_hash.get(key)
        if found is None:
            start, keys = self.base ^ key, self._keys
            found = self._by_hash[key] = {start ^ keys[p]: p for p in self.quiet}
        return found


class _Layout:
    """What every board of one size shares: the empty padded array, the points and their names."""

    __slots__ = ("empty", "index_of", "lookup", "points", "stride", "vertex_of")

    def __init__(self, size: int) -> None:
        self.stride = stride = size + 1
        self.empty = [BORDER] * ((size + 2) * stride)
        self.points: list[int] = []
        self.index_of: dict[str, int] = {}
        self.vertex_of: dict[int, str] = {}
        for y in range(size):
            for x in range(size):
                p = (y + 1) * stride + x
                self.empty[p] = EMPTY
                self.points.append(p)
                name = VERTEX_NAMES[x][y]
                self.index_of[name] = p
                self.vertex_of[p] = name
        # A point by its name or by its index: what Game.play looks up first.
        self.lookup: dict[str | int, int] = {}
        self.lookup.update(self.index_of)
        self.lookup.update((p, p) for p in self.points)


_layouts: dict[int, _Layout] = {}


def _layout(size: int) -> _Layout:
    layout = _layouts.get(size)
    if layout is None:
        layout = _layouts[size] = _Layout(size)
    return layout


class Board:
    """A position on a square board: the colour of each point and an incremental Zobrist hash.

    Points are integer indices into a padded one-dimensional array: the board is surrounded by
    border cells so that the four neighbours of a point are always ``p - 1``, ``p + 1``,
    ``p - stride`` and ``p + stride``. Strings and liberties are not stored: a play looks only
    at the strings it touches, and stops walking one as soon as it finds a liberty, which in real
    games is almost always within a step or two. ``string()`` walks a whole string on demand.
    """

    __slots__ = (
        "_index_of",
        "_vertex_of",
        "color",
        "hash",
        "lookup",
        "points",
        "size",
        "stride",
        "zobrist",
    )

    def __init__(self, size: int = 19) -> None:
        if size.__class__ is not int or not MIN_SIZE <= size <= MAX_SIZE:
            raise ValueError(translate("Board", "board size must be between {low} and {high}, not {size}").format(
                low=MIN_SIZE, high=MAX_SIZE, size=repr(size)))
        layout = _layout(size)
        self.size = size
        self.stride = layout.stride
        self.color = layout.empty[:]
        self.hash = 0
        self.points = layout.points
        self.zobrist = _zobrist(size)
        self._index_of = layout.index_of
        self._vertex_of = layout.vertex_of
        self.lookup = layout.lookup

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

    def point(self, vertex: str | int) -> int:
        """The point named by a vertex such as "D4" (row 1 at the bottom, no letter I), or a
        point given by its index, checked. Raises ValueError for anything not on the board."""
        p = self.lookup.get(vertex)
        if p is None and isinstance(vertex, str):
            p = self._index_of.get(vertex.strip().upper())
        if p is None:
            raise ValueError(translate("Board", "{vertex} is not a point on a {size}x{size} board").format(
                vertex=repr(vertex), size=self.size))
        return p

    def vertex(self, p: int) -> str:
        """The name of a point, such as "D4"."""
        return self._vertex_of[p]

    def took_ko(self, p: int, taken: int) -> bool:
        """Whether the stone just played at p, which captured the one stone at `taken`, took a
        basic ko: its neighbours other than `taken` are all the opponent's or off the board,
        so that it stands alone, in atari at that point."""
        color = self.color
        o = 3 - color[p]
        s = self.stride
        return all(color[q] == o or color[q] == BORDER
                   for q in (p - 1, p + 1, p - s, p + s) if q != taken)

    def neighbours(self, p: int) -> tuple[int, int, int, int]:
        """The four adjacent cells of a point (some may be border cells)."""
        s = self.stride
        return (p - 1, p + 1, p - s, p + s)

    # ----- reading the position --------------------------------------------------------------

    def get(self, p: int) -> int:
        """EMPTY, BLACK or WHITE at a point."""
        return self.color[p]

    def string(self, p: int) -> tuple[list[int], set[int]]:
        """The stones of the string through p (p must hold a stone) and its liberties."""
        color = self.color
        s = self.stride
        c = color[p]
        members = [p]
        liberties: set[int] = set()
        add = liberties.add
        found = members.append
        # Stones already found are marked VISITED in place, so none is found twice; the marks
        # are taken off before returning.
        color[p] = VISITED
        try:
            for x in members:  # the list grows as the walk finds more stones
                q = x - 1
                cq = color[q]
                if cq == c:
                    color[q] = VISITED
                    found(q)
                elif cq == EMPTY:
                    add(q)
                q = x + 1
                cq = color[q]
                if cq == c:
                    color[q] = VISITED
                    found(q)
                elif cq == EMPTY:
                    add(q)
                q = x - s
                cq = color[q]
                if cq == c:
                    color[q] = VISITED
                    found(q)
                elif cq == EMPTY:
                    add(q)
                q = x + s
                cq = color[q]
                if cq == c:
                    color[q] = VISITED
                    found(q)
                elif cq == EMPTY:
                    add(q)
        finally:
            for x in members:
                color[x] = c
        return members, liberties

    def string_stones(self, p: int) -> list[int]:
        """The stones of the string through p (p must hold a stone)."""
        return self.string(p)[0]

    def string_liberties(self, p: int) -> set[int]:
        """The liberties of the string through p (p must hold a stone)."""
        return self.string(p)[1]

    def strings(self) -> Iterator[int]:
        """One stone of every string on the board."""
        seen: set[int] = set()
        color = self.color
        for p in self.points:
            if color[p] != EMPTY and p not in seen:
                seen.update(self.string(p)[0])
                yield p

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

    def copy(self) -> Board:
        """An independent copy."""
        other = Board.__new__(Board)
        other.size = self.size
        other.stride = self.stride
        other.color = self.color[:]
        other.hash = self.hash
        other.points = self.points
        other.zobrist = self.zobrist
        other._index_of = self._index_of
        other._vertex_of = self._vertex_of
        other.lookup = self.lookup
        return other

    # ----- changing the position ---------------------------------------------------------------

    def _without_liberty(self, start: int, c: int, filled: int = 0) -> list[int] | None:
        """The stones of c's string through start if it has no liberty (the point `filled`
        counting as occupied), else None. The walk stops at the first liberty it meets."""
        color = self.color
        s = self.stride
        members = [start]
        seen = {start}
        for x in members:  # the list grows as the walk finds more stones
            for q in (x - 1, x + 1, x - s, x + s):
                cq = color[q]
                if cq == EMPTY:
                    if q != filled:
                        return None
                elif cq == c and q not in seen:
                    seen.add(q)
                    members.append(q)
        return members

    def analyse(self, p: int, c: int) -> tuple[list[int], bool, int]:
        """What a play by c at the empty point p would do, without doing it.

        Returns the points it would capture, whether it would be suicide (the played stone's
        string left without liberties and nothing captured), and the Zobrist hash of the
        resulting board (for suicide: the board with the suicided string removed).
        """
        color = self.color
        o = 3 - c
        s = self.stride
        zo = self.zobrist[o]
        h = self.hash ^ self.zobrist[c][p]
        has_liberty = False
        captured: list[int] = []
        for q in (p - 1, p + 1, p - s, p + s):
            cq = color[q]
            if cq == EMPTY:
                has_liberty = True
            elif cq == o and q not in captured and all(
                    color[n] != EMPTY or n == p for n in (q - 1, q + 1, q - s, q + s)):
                # No empty point next to q but p itself: walk its string to find out.
                dead = self._without_liberty(q, o, p)
                if dead is not None:
                    captured.extend(dead)
                    for x in dead:
                        h ^= zo[x]
        if captured or has_liberty:
            return captured, False, h
        color[p] = c
        try:
            own = self._without_liberty(p, c)
        finally:
            color[p] = EMPTY
        if own is None:
            return captured, False, h
        zc = self.zobrist[c]
        h = self.hash
        for x in own:
            if x != p:
                h ^= zc[x]
        return captured, True, h

    def every_point_effect(self, c: int) -> PointEffects:
        """analyse() for every empty point, with each string walked once for the whole board:
        the quiet plays (those that capture nothing and are no suicide) and the others, each in
        point order (see PointEffects)."""
        color = self.color
        s = self.stride
        o = 3 - c
        zc = self.zobrist[c]
        zo = self.zobrist[o]
        # stone -> (stones, liberty count, XOR of the stones' keys) of its string
        strings: dict[int, tuple[list[int], int, int]] = {}

        def string_at(q: int) -> tuple[list[int], int, int]:
            found = strings.get(q)
            if found is None:
                stones, liberties = self.string(q)
                z = zc if color[q] == c else zo
                key = 0
                for x in stones:
                    key ^= z[x]
                found = (stones, len(liberties), key)
                strings.update(dict.fromkeys(stones, found))
            return found

        base = self.hash
        quiet: list[int] = []
        loud: list[tuple[int, list[int], bool, bool, int]] = []
        for p in self.points:
            if color[p] != EMPTY:
                continue
            w, e, n, south = color[p - 1], color[p + 1], color[p - s], color[p + s]
            if not w or not e or not n or not south:
                # A liberty of its own: quiet unless an opposing neighbour's last liberty is p.
                if w != o and e != o and n != o and south != o:
                    quiet.append(p)  # most points
                    continue
                for q in (p - 1, p + 1, p - s, p + s):
                    if color[q] == o and not ((not color[q - 1] and q - 1 != p) or (not color[q + 1] and q + 1 != p)
                                              or (not color[q - s] and q - s != p)
                                              or (not color[q + s] and q + s != p)):
                        break  # in danger: the full look below
                else:
                    quiet.append(p)
                    continue
            h = base ^ zc[p]
            has_liberty = False
            own_alive = False
            captured: list[int] = []
            taken: list[tuple[list[int], int, int]] = []
            own: list[tuple[list[int], int, int]] = []
            for q in (p - 1, p + 1, p - s, p + s):
                cq = color[q]
                if cq == EMPTY:
                    has_liberty = True
                elif cq == BORDER:
                    continue
                elif ((not color[q - 1] and q - 1 != p) or (not color[q + 1] and q + 1 != p)
                      or (not color[q - s] and q - s != p) or (not color[q + s] and q + s != p)):
                    # q's string has a liberty besides p: not captured, or not in danger.
                    if cq == c:
                        own_alive = True
                elif cq == o:
                    found = string_at(q)
                    if found[1] == 1 and found not in taken:  # its one liberty is p
                        taken.append(found)
                        captured.extend(found[0])
                        h ^= found[2]
                else:
                    found = string_at(q)
                    if found[1] > 1:
                        own_alive = True
                    elif found not in own:
                        own.append(found)
            if captured:
                loud.append((p, captured, False, False, h))
            elif has_liberty or own_alive:
                quiet.append(p)
            else:
                h = base
                for found in own:
                    h ^= found[2]
                loud.append((p, captured, True, not own, h))  # no stone of its own beside it: alone
        return PointEffects(quiet, loud, base, zc)

    def play(self, p: int, c: int) -> tuple[list[int] | tuple[()], list[int] | tuple[()]]:
        """Put a stone of colour c on the empty point p and remove what it captures.

        Removes the opposing strings left without liberties; if none is removed and the played
        stone's own string has no liberty, that string is removed (suicide). The caller checks
        legality first. Returns the captured points and the suicided points, each a new list,
        or the shared empty tuple NOTHING when there are none.
        """
        color = self.color
        s = self.stride
        o = 3 - c
        color[p] = c
        self.hash ^= self.zobrist[c][p]
        captured: list[int] | tuple[()] = NOTHING
        # The four neighbours, written out (this is the innermost step of every replay). An
        # opposing stone with an empty point beside it keeps its string alive; only one without
        # is walked. The point just played is not looked at again: it is no liberty.
        q = p - 1
        cq = color[q]
        has_liberty = cq == EMPTY
        if cq == o and color[q - 1] and color[q - s] and color[q + s]:
            captured = self._capture_if_dead(q, o, captured)
        q = p + 1
        cq = color[q]
        if cq == EMPTY:
            has_liberty = True
        elif cq == o and color[q + 1] and color[q - s] and color[q + s]:
            captured = self._capture_if_dead(q, o, captured)
        q = p - s
        cq = color[q]
        if cq == EMPTY:
            has_liberty = True
        elif cq == o and color[q - 1] and color[q + 1] and color[q - s]:
            captured = self._capture_if_dead(q, o, captured)
        q = p + s
        cq = color[q]
        if cq == EMPTY:
            has_liberty = True
        elif cq == o and color[q - 1] and color[q + 1] and color[q + s]:
            captured = self._capture_if_dead(q, o, captured)
        if captured:
            return captured, NOTHING
        if has_liberty:
            return UNCHANGED  # the common play: nothing taken off
        own = self._without_liberty(p, c)
        if own is None:
            return UNCHANGED
        zc = self.zobrist[c]
        h = self.hash
        for x in own:
            color[x] = EMPTY
            h ^= zc[x]
        self.hash = h
        return captured, own

    def _capture_if_dead(self, q: int, c: int,
                         captured: list[int] | tuple[()]) -> list[int] | tuple[()]:
        """Remove c's string through q if it has no liberty left; returns captured with its
        stones added. (A string already removed through another neighbour is empty here.)"""
        if self.color[q] != c:
            return captured
        dead = self._without_liberty(q, c)
        if dead is None:
            return captured
        color = self.color
        z = self.zobrist[c]
        h = self.hash
        for x in dead:
            color[x] = EMPTY
            h ^= z[x]
        self.hash = h
        if captured:
            captured.extend(dead)
            return captured
        return dead

    def undo_play(
        self, p: int, c: int, captured: Iterable[int], suicided: Iterable[int], previous_hash: int
    ) -> None:
        """Take back play() of colour c at p that captured and suicided the given points."""
        color = self.color
        for q in suicided:
            color[q] = c
        o = 3 - c
        for q in captured:
            color[q] = o
        color[p] = EMPTY
        self.hash = previous_hash

    def set_points(self, changes: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
        """Set points to colours directly (setup stones, removals); returns the previous colours.

        No capture happens: a setup may leave strings without liberties, as SGF files may.
        """
        color = self.color
        changes = list(changes)
        previous: list[tuple[int, int]] = []
        for p, c in changes:
            if not 0 <= p < len(color) or color[p] == BORDER or c not in (EMPTY, BLACK, WHITE):
                raise ValueError("not a point on the board, or not a colour")
        for p, c in changes:
            previous.append((p, color[p]))
            color[p] = c
        self.hash = self.recompute_hash()
        return previous

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
    def from_ascii(cls, text: str) -> Board:
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
