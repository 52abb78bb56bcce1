"""SGF files in and out through sgfmill: game trees with setup, moves, comments and markup."""

from __future__ import annotations

import codecs
import os
import re
from dataclasses import dataclass, field, fields
from datetime import date
from functools import cache

from sgfmill import sgf, sgf_grammar, sgf_properties

from .engine.board import COLUMN_LETTERS, MAX_SIZE, MIN_SIZE, VERTEX_NAMES
from .engine.rules import check_komi
from .i18n import translate


class SgfError(ValueError):
    """A file that cannot be read as SGF, or a game this program cannot replay."""


MARKUP_PROPERTIES = ("TR", "SQ", "CR", "MA")


_LINKS = ("children", "parent")  # the fields that link a node into its tree


@dataclass(eq=False)
class Node:
    """One SGF node: a move and/or setup stones, who plays next, a comment and markup.

    A node is itself: == and hashing go by identity, so a node keys a dict or a set for as long
    as it lives, and two moves alike are still two nodes. same_tree() compares contents.
    """

    move: tuple[str, str | None] | None = None  # ("B", "D4"), ("W", None) for a pass
    black: list[str] = field(default_factory=list)  # AB
    white: list[str] = field(default_factory=list)  # AW
    empty: list[str] = field(default_factory=list)  # AE
    to_play: str | None = None  # PL
    comment: str = ""
    name: str = ""
    markup: dict[str, list[str]] = field(default_factory=dict)  # TR, SQ, CR, MA
    labels: list[tuple[str, str]] = field(default_factory=list)  # LB
    territory: dict[str, list[str]] = field(default_factory=dict)  # TB, TW
    properties: dict[str, list[str]] = field(default_factory=dict)  # everything else, raw text
    children: list[Node] = field(default_factory=list)
    parent: Node | None = field(default=None, repr=False, compare=False)

    def __repr__(self) -> str:
        """The node's own properties and how many children it has (not the whole subtree)."""
        shown = [f"{f.name}={getattr(self, f.name)!r}" for f in fields(self)
                 if f.name not in _LINKS and getattr(self, f.name)]
        count = len(self.children)
        shown.append(f"{count} {'child' if count == 1 else 'children'}")
        return f"Node({', '.join(shown)})"

    def contents(self) -> tuple:
        """The node's own properties (not its links), for comparing two nodes by value."""
        return tuple(getattr(self, f.name) for f in fields(self) if f.name not in _LINKS)

    @property
    def has_setup(self) -> bool:
        return bool(self.black or self.white or self.empty)

    def main_line(self) -> list[Node]:
        """This node and the first child of each node below it."""
        out = [self]
        node = self
        while node.children:
            node = node.children[0]
            out.append(node)
        return out

    def add_child(self, child: Node) -> Node:
        child.parent = self
        self.children.append(child)
        return child


def same_tree(one: Node, other: Node) -> bool:
    """Whether two trees hold the same nodes in the same places, compared with a stack of pairs
    (recursion would exceed Python's limit on lines a few thousand moves long)."""
    pairs = [(one, other)]
    while pairs:
        mine, theirs = pairs.pop()
        if mine is theirs:
            continue
        if mine.contents() != theirs.contents() or len(mine.children) != len(theirs.children):
            return False
        pairs.extend(zip(mine.children, theirs.children))
    return True


@dataclass(frozen=True)
class HandicapMoves:
    """A handicap a record gives as moves instead of setup stones: Black's first stones, with
    White passing in between (as the New Zealand and Ing texts describe a handicap) or not."""

    points: tuple[str, ...]  # the handicap stones, in the order played
    white_passes: bool  # White passed between them (else Black played them in a row)

    @property
    def moves(self) -> int:
        """How many moves of the record place the handicap, White's passes included."""
        n = len(self.points)
        return 2 * n - 1 if self.white_passes else n


@dataclass
class Record:
    """One game of an SGF collection."""

    size: int
    root: Node
    komi: float | None = None
    handicap: int = 0
    rules: str | None = None  # RU, raw
    result: str | None = None  # RE
    game_name: str = ""
    black_player: str = ""
    white_player: str = ""
    warnings: list[str] = field(default_factory=list)  # what reading had to leave out or guess
    # the warning (one of warnings) that HA is read otherwise than it says: a guess, nothing left out
    handicap_warning: str | None = None
    # HA without AB: the handicap stones the main line's first moves place, if it places any
    handicap_moves: HandicapMoves | None = None

    def main_line(self) -> list[Node]:
        return self.root.main_line()

    @property
    def handicap_stones(self) -> int:
        """How many handicap stones the game has: the stones set up at the root (AB) for HA (see
        handicap_set_up), or the stones its first moves place; 0 for an even game."""
        if self.handicap_moves is not None:
            return len(self.handicap_moves.points)
        return handicap_set_up(self.root, self.handicap)

    def view(self) -> list[str] | None:
        """The points the root's VW property shows (a diagram's part of the board), or None for
        the whole board (no VW, an empty VW[] or one that names no point of the board)."""
        points = {VERTEX_NAMES[x][y] for x0, y0, x1, y1 in self.view_rectangles()
                  for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)}
        return sorted(points) or None

    def view_rectangles(self) -> list[tuple[int, int, int, int]]:
        """Each rectangle of the root's VW property as columns and rows (x0, y0, x1, y1) counted
        from the bottom left (A1 is (0, 0)), in the file's order; values that name no point of
        the board are left out."""
        rectangles = []
        for value in self.root.properties.get("VW", []):
            try:
                corners = [sgf_properties.interpret_go_point(part.strip().encode("ascii"), self.size)
                           for part in value.split(":", 1)]
            except (ValueError, UnicodeEncodeError):
                continue  # not a point of this board
            if any(corner is None for corner in corners):
                continue
            rows = sorted(corner[0] for corner in corners)
            cols = sorted(corner[1] for corner in corners)
            rectangles.append((cols[0], rows[0], cols[-1], rows[-1]))
        return rectangles


def vertex_from_sgfmill(point: tuple[int, int]) -> str:
    row, col = point
    return VERTEX_NAMES[col][row]


def sgfmill_from_vertex(vertex: str) -> tuple[int, int]:
    return int(vertex[1:]) - 1, COLUMN_LETTERS.index(vertex[0].upper())


def parse(data: bytes, source: str | None = None) -> list[Record]:
    """Every game of an SGF collection; SgfError with a clear message when it cannot be read.

    The whole file is decoded first (see decode), so that a double-byte character whose second
    byte is a backslash or a bracket stays inside its property value; the games are then parsed
    from that text as UTF-8. `source` names the data in messages (by default "the file").
    """
    if source is None:
        source = translate("Sgf", "the file")
    text, file_notes = decode(data)
    try:
        coarse_games = sgf_grammar.parse_sgf_collection(text.encode("utf-8"))
    except ValueError as err:
        raise SgfError(translate("Sgf", "{source} is not readable SGF: {err}").format(source=source, err=err)) from None
    if not coarse_games:
        raise SgfError(translate("Sgf", "{source} holds no SGF game").format(source=source))
    records = []
    for number, coarse in enumerate(coarse_games, 1):
        # Where a message says the flaw is: the file, or one game of it (named as a whole phrase).
        where = source if len(coarse_games) == 1 else \
            translate("Sgf", "game {number} of {source}").format(number=number, source=source)
        try:
            game = sgf.Sgf_game.from_coarse_game_tree(coarse, override_encoding="UTF-8")
        except ValueError as err:
            raise SgfError(translate("Sgf", "{where} cannot be read: {err}").format(where=where, err=err)) from None
        record = _record(game, coarse, where)
        record.warnings[:0] = file_notes
        records.append(record)
    return records


# The first CA property of the file: its value is ASCII in every encoding this reads.
_CHARSET_PROPERTY = re.compile(rb"(?<![A-Za-z])CA\s*\[([^\]]{0,64})\]")
# What SGF's structure is made of: a character set for SGF text reads these bytes as themselves.
_SGF_ASCII = b"(;)[]\\:ABCZabcz0189 .-_\n"
# Text codecs that are Python's own transformations rather than character sets.
_NOT_CHARSETS = {"idna", "punycode", "unicode-escape", "raw-unicode-escape", "undefined"}


def text_codec(name: str) -> str | None:
    """The Python codec of a CA value, or None unless it is a character set SGF can be written in
    (not base64, zlib or rot13, say, nor UTF-16, whose bytes are not SGF's ASCII)."""
    try:
        info = codecs.lookup(name.strip())
    except (LookupError, ValueError):
        return None
    if not getattr(info, "_is_text_encoding", True) or info.name in _NOT_CHARSETS:
        return None
    try:
        ascii_compatible = _SGF_ASCII.decode(info.name) == _SGF_ASCII.decode("ascii")
    except (UnicodeError, LookupError, ValueError):
        return None
    return info.name if ascii_compatible else None


def decode(data: bytes) -> tuple[str, list[str]]:
    """The file's text and a note for each guess made to read it.

    The CA property names the character set. When it names none that SGF text can be in, or
    the bytes are not valid in it, UTF-8 is tried and then Latin-1 (or, for a double-byte set,
    the set itself with unreadable characters shown as U+FFFD), and a note says so. Without
    CA, UTF-8 is tried before SGF's default, Latin-1, without a note.
    """
    found = _CHARSET_PROPERTY.search(data)
    declared = found.group(1).decode("ascii", "replace").strip() if found else ""
    codec = text_codec(declared) if declared else None
    if codec is not None:
        try:
            return data.decode(codec), []
        except UnicodeDecodeError:
            pass
    replaced = False  # read in the declared set, with the characters it could not read replaced
    try:
        text, read_as = data.decode("utf-8"), "UTF-8"
    except UnicodeDecodeError:
        if codec is not None and codec != "utf-8" and not _is_single_byte(codec):
            text, read_as, replaced = data.decode(codec, "replace"), declared, True
        else:
            text, read_as = data.decode("latin-1"), "Latin-1"
    if not declared:
        return text, []
    if codec is None:
        note = translate("Sgf", "CA[{declared}] names no character set for SGF text; it was read as {charset}")
    elif replaced:
        note = translate("Sgf", "the text is not valid {declared} as its CA property says; it was read as "
                                "{charset}, with the characters that could not be read shown as �")
    else:
        note = translate("Sgf", "the text is not valid {declared} as its CA property says; it was read as {charset}")
    return text, [note.format(declared=declared, charset=read_as)]


def _is_single_byte(codec: str) -> bool:
    return len(bytes(range(256)).decode(codec, "replace")) == 256


class _Notes:
    """Flaws met while reading one game, counted by kind and reported once each."""

    def __init__(self) -> None:
        self.bad_labels: list[str] = []
        self.komi: str | None = None
        self.broken_moves = 0

    def bad_komi(self, raw: bytes) -> None:
        self.komi = _shown(raw)

    def bad_label(self, raw: bytes) -> None:
        self.bad_labels.append(_shown(raw))

    def sentences(self) -> list[str]:
        out = []
        if self.broken_moves:
            n = self.broken_moves
            if n > 1:
                out.append(translate("Sgf", "{count} moves were written across a line break and read without it")
                           .format(count=n))
            else:
                out.append(translate("Sgf", "1 move was written across a line break and read without it"))
        if self.komi is not None:
            out.append(translate("Sgf", "KM[{komi}] is not a number of points; the ruleset's komi applies")
                       .format(komi=self.komi))
        if len(self.bad_labels) == 1:
            out.append(translate("Sgf", "LB[{label}] is not a label (point:text) and was left out")
                       .format(label=self.bad_labels[0]))
        elif self.bad_labels:
            out.append(translate("Sgf", "{count} labels were not point:text and were left out, the first "
                                        "LB[{label}]").format(count=len(self.bad_labels), label=self.bad_labels[0]))
        return out


def _move_across_line_break(src: sgf.Node, size: int, notes: _Notes) -> tuple[str | None, tuple[int, int] | None]:
    """A move whose point was written across a line break (W[oq<newline>], as some old records
    wrap their lines), read without the break; (None, None) if it is not that."""
    for ident in ("B", "W"):
        if src.has_property(ident):
            raw = src.get_raw(ident)
            squeezed = b"".join(raw.split())
            if squeezed == raw:
                return None, None
            try:
                point = sgf_properties.interpret_go_point(squeezed, size)
            except ValueError:
                return None, None
            notes.broken_moves += 1
            return ident.lower(), point
    return None, None


def _shown(raw: bytes, limit: int = 40) -> str:
    """A raw property value as a message quotes it: decoded, and cut short if long."""
    text = raw.decode("utf-8", "replace")
    return text if len(text) <= limit else text[:limit - 1] + "\u2026"


# The endings of the files read as game records (the Open dialog's and a folder's): SGF, and
# MGT, the SGF files of older Go programs (Debian's goban records among them).
RECORD_SUFFIXES = (".sgf", ".mgt")

# No game record comes near this; a larger input (or an endless one, such as /dev/zero) is refused.
MAX_FILE_BYTES = 64 * 1024 * 1024
_READ_CHUNK = 1024 * 1024


def read_file(path: str | os.PathLike) -> list[Record]:
    """Read an SGF file; SgfError (with the reason) if it is missing, unreadable or larger than
    MAX_FILE_BYTES (read a chunk at a time, so an endless input never fills the memory)."""
    path = os.fspath(path)
    chunks: list[bytes] = []
    size = 0
    try:
        with open(path, "rb") as handle:
            while chunk := handle.read(_READ_CHUNK):
                size += len(chunk)
                if size > MAX_FILE_BYTES:
                    raise SgfError(translate("Sgf", "{path} is larger than {megabytes} MB, far more than any "
                                                    "game record: it was not read")
                                   .format(path=path, megabytes=MAX_FILE_BYTES // (1024 * 1024)))
                chunks.append(chunk)
    except OSError as err:
        raise SgfError(translate("Sgf", "cannot open {path}: {reason}").format(path=path, reason=err.strerror or err)) from None
    return parse(b"".join(chunks), path)


def _record(game: sgf.Sgf_game, coarse: sgf_grammar.Coarse_game_tree, where: str) -> Record:
    root = game.get_root()
    try:
        size = game.get_size()
    except ValueError as err:
        raise SgfError(f"{where}: {err}") from None
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise SgfError(translate("Sgf", "{where} is for a {size}x{size} board; boards from {smallest} to {largest} are "
                                        "supported").format(where=where, size=size, smallest=MIN_SIZE, largest=MAX_SIZE))
    notes = _Notes()
    komi = None
    if root.has_property("KM"):
        try:
            komi = check_komi(float(root.get("KM")))
        except ValueError:
            notes.bad_komi(root.get_raw("KM"))
    try:
        handicap = int(root.get("HA")) if root.has_property("HA") else 0
    except ValueError:
        handicap = 0
    record = Record(
        size=size, root=_node(coarse, root, size, where, notes), komi=komi, handicap=handicap,
        rules=_text(root, "RU"), result=_text(root, "RE"), game_name=_text(root, "GN") or "",
        black_player=_text(root, "PB") or "", white_player=_text(root, "PW") or "",
    )
    record.warnings = notes.sentences()
    record.handicap_moves, warning = handicap_reading(record.root, handicap)
    if warning:
        record.warnings.append(warning)
        record.handicap_warning = warning
    return record


def handicap_reading(root: Node, handicap: int) -> tuple[HandicapMoves | None, str | None]:
    """How a record whose root is `root` and says HA[handicap] places its handicap: by its
    first moves when it sets up no Black stones (handicap_from_moves), else by the stones set
    up (handicap_set_up); with a warning when that is not what HA says."""
    if handicap >= 2 and not root.black:
        return handicap_from_moves(root, handicap)
    return None, handicap_set_up_warning(root, handicap)


def handicap_set_up(root: Node, handicap: int) -> int:
    """How many handicap stones a root with HA[handicap] and Black stones set up (AB) places:
    the Black stones, two or more (one stone is no handicap: an even game), whatever HA says;
    HA's number where White stones are set up too (a position of a game under way, whose
    handicap stones cannot be told from Black's other stones); 0 without HA or AB."""
    if handicap < 2 or not root.black:
        return 0
    if root.white:
        return handicap
    placed = len(set(root.black))
    return placed if placed >= 2 else 0


def handicap_set_up_warning(root: Node, handicap: int) -> str | None:
    """What reading says when the Black stones a root sets up for HA[handicap] (and no White
    ones) are not HA's number: they are the handicap (see handicap_set_up)."""
    if handicap < 2 or not root.black or root.white:
        return None
    placed = handicap_set_up(root, handicap)
    if placed == handicap:
        return None
    if not placed:
        return translate("Sgf", "HA[{handicap}] names a {handicap}-stone handicap, but the record sets up one "
                                "Black stone (AB) and no White stones; read as an even game").format(handicap=handicap)
    return translate("Sgf", "HA[{handicap}] names {handicap} handicap stones, but the record sets up {given} Black "
                            "stones (AB) and no White stones; read as a {given}-stone handicap").format(
        handicap=handicap, given=placed)


def handicap_from_moves(root: Node, handicap: int) -> tuple[HandicapMoves | None, str | None]:
    """The handicap a record with HA but no AB gives by its first moves, and a warning when that
    is not the HA[handicap] stones it names.

    The handicap is Black's stones at the start of the main line, either with White passing in
    between (B, W pass, B, ...: the New Zealand text's "white passes the first n - 1 moves",
    the SST's "White's first N-1 moves are pass plays") or played in a row (B, B, ...). It is
    the first `handicap` of them; fewer, if fewer are given (two at least: one stone is no
    handicap, and the game is read as even).
    """
    moves: list[tuple[str, str | None]] = []
    node = root
    while node.children and len(moves) < 2 * handicap - 1:
        node = node.children[0]
        if node.has_setup:
            break  # a position set up on the way: the handicap ends there
        if node.move is not None:
            moves.append(node.move)
    points: list[str] = []
    white_passes = len(moves) > 1 and moves[1] == ("W", None)
    step = 2 if white_passes else 1
    for index in range(0, len(moves), step):
        colour, vertex = moves[index]
        if colour != "B" or vertex is None or vertex in points:
            break
        if white_passes and index and moves[index - 1] != ("W", None):
            break
        points.append(vertex)
        if len(points) == handicap:
            break
    if len(points) < 2:
        return None, translate("Sgf", "HA[{handicap}] names a {handicap}-stone handicap, but the record sets up "
                                      "no handicap stones and does not begin with Black's stones; read as an "
                                      "even game").format(handicap=handicap)
    given = HandicapMoves(tuple(points), white_passes)
    if len(points) == handicap:
        return given, None
    if white_passes:
        warning = translate("Sgf", "HA[{handicap}] names {handicap} handicap stones, but the record gives "
                                   "{given} (Black's first stones, White passing in between); read as a "
                                   "{given}-stone handicap")
    else:
        warning = translate("Sgf", "HA[{handicap}] names {handicap} handicap stones, but the record gives "
                                   "{given} (Black's first stones, played in a row); read as a "
                                   "{given}-stone handicap")
    return given, warning.format(handicap=handicap, given=len(points))


def _text(node: sgf.Node, ident: str) -> str | None:
    if not node.has_property(ident):
        return None
    try:
        value = node.get(ident)
    except ValueError:
        return None
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


def _points(node: sgf.Node, ident: str, where: str) -> list[str]:
    if not node.has_property(ident):
        return []
    try:
        return sorted(vertex_from_sgfmill(p) for p in node.get(ident))
    except ValueError as err:
        raise SgfError(translate("Sgf", "{where}: bad {ident} property: {err}").format(where=where, ident=ident, err=err)) from None


def _node(coarse: sgf_grammar.Coarse_game_tree, root: sgf.Tree_node, size: int, where: str,
          notes: _Notes) -> Node:
    """Convert a game from the parser's coarse tree (`root` is its root as sgfmill reads it),
    node by node in the order sgfmill's own tree would give them, iteratively (deep games are
    fine). The nodes below the root are read from their property maps: most are one move,
    read at once, and the rest through an sgfmill Node, without building sgfmill's tree."""
    presenter = root.get_presenter()
    moves = _move_points(size)

    def convert(properties: dict[str, list[bytes]]) -> Node:
        if len(properties) == 1:  # nearly every node of a game is one move and nothing else
            ((ident, values),) = properties.items()
            colour = _MOVE_COLOURS_BY_IDENT.get(ident)
            if colour is not None:
                found = moves.get(values[0], _NOT_A_POINT)
                if found is not _NOT_A_POINT:
                    node = Node()
                    node.move = (colour, found)  # type: ignore[assignment]
                    return node
        return _convert_one(sgf.Node(properties, presenter), size, where, notes)

    top = _convert_one(root, size, where, notes)
    # Each entry: a converted node and the coarse tree whose sequence it begins.
    to_read = [(top, coarse)]
    while to_read:
        node, tree = to_read.pop()
        sequence = tree.sequence
        for index in range(1, len(sequence)):
            node = node.add_child(convert(sequence[index]))
        for branch in tree.children:
            to_read.append((node.add_child(convert(branch.sequence[0])), branch))
    return top


#: sgfmill's colour letters as moves name them (shared strings: see VERTEX_NAMES)
_MOVE_COLOURS = {"b": "B", "w": "W"}
_MOVE_COLOURS_BY_IDENT = {"B": "B", "W": "W"}
_HANDLED = {"AP", "B", "W", "AB", "AW", "AE", "PL", "C", "N", "LB", "TB", "TW", *MARKUP_PROPERTIES}


@cache
def _move_points(size: int) -> dict[bytes, str | None]:
    """A move's raw SGF value -> its vertex (None for a pass), as sgfmill reads it on this
    size of board: every point, the empty value and, up to 19x19, "tt"."""
    raws = [bytes((97 + x, 97 + y)) for x in range(size) for y in range(size)] + [b""]
    if size <= 19:
        raws.append(b"tt")
    found: dict[bytes, str | None] = {}
    for raw in raws:
        point = sgf_properties.interpret_go_point(raw, size)
        found[raw] = None if point is None else vertex_from_sgfmill(point)
    return found


_NOT_A_POINT = object()


def _convert_one(src: sgf.Node, size: int, where: str, notes: _Notes) -> Node:
    idents = src.properties()
    node = Node()
    try:
        colour, point = src.get_move()
    except ValueError as err:
        colour, point = _move_across_line_break(src, size, notes)
        if colour is None:
            raise SgfError(translate("Sgf", "{where}: bad move: {err}").format(where=where, err=err)) from None
    if colour is not None:
        node.move = (_MOVE_COLOURS[colour], None if point is None else vertex_from_sgfmill(point))
    # Only the properties present are looked at.
    present = set(idents)
    if "AB" in present:
        node.black = _points(src, "AB", where)
    if "AW" in present:
        node.white = _points(src, "AW", where)
    if "AE" in present:
        node.empty = _points(src, "AE", where)
    if "PL" in present:
        try:
            node.to_play = src.get("PL").upper()
        except ValueError:
            node.to_play = None
    if "C" in present:
        node.comment = _text(src, "C") or ""
    if "N" in present:
        node.name = _text(src, "N") or ""
    for ident in MARKUP_PROPERTIES:
        if ident in present:
            pts = _points(src, ident, where)
            if pts:
                node.markup[ident] = pts
    if "LB" in present:
        node.labels = _labels(src, size, notes)
    for ident in ("TB", "TW"):
        if ident in present:
            pts = _points(src, ident, where)
            if pts:
                node.territory[ident] = pts
    for ident in idents:
        if ident not in _HANDLED:
            # Kept as raw (still escaped) SGF text in the file's encoding, to be written back.
            encoding = src.get_encoding()
            node.properties[ident] = [
                v.decode(encoding, "replace") for v in src.get_raw_list(ident)
            ]
    return node


def _labels(src: sgf.Node, size: int, notes: _Notes) -> list[tuple[str, str]]:
    """The node's LB labels, read one by one: a value that is not point:text is left out and
    noted, and the others are kept."""
    labels = []
    for raw in src.get_raw_list("LB"):
        point_part, text_part = sgf_grammar.parse_compose(raw)
        try:
            point = None if text_part is None else sgf_properties.interpret_go_point(point_part, size)
        except ValueError:
            point = None
        if point is None:
            notes.bad_label(raw)
            continue
        text = sgf_grammar.simpletext_value(text_part).decode(src.get_encoding(), "replace")
        labels.append((vertex_from_sgfmill(point), text))
    return sorted(labels)


# ----- writing ------------------------------------------------------------------------------------

def text_property(node: Node, ident: str) -> str:
    """A simple text property of a node kept as raw SGF (DT, EV, PC, BR, WR...), unescaped; ""
    when the node has none."""
    values = node.properties.get(ident)
    if not values:
        return ""
    return sgf_grammar.simpletext_value(values[0].encode("utf-8")).decode("utf-8", "replace")


def set_text_property(node: Node, ident: str, text: str) -> None:
    """Give a node a simple text property (kept as raw SGF), or remove it when `text` is empty."""
    text = " ".join(text.split())  # simple text holds no line breaks
    if text:
        node.properties[ident] = [sgf_grammar.escape_text(text.encode("utf-8")).decode("utf-8")]
    else:
        node.properties.pop(ident, None)


def application_name() -> tuple[str, str]:
    """The AP value files are written with: the program's name and version."""
    from . import __version__

    return "gogui", __version__


def sgf_date(day: date) -> str:
    """A day in SGF's DT form (YYYY-MM-DD)."""
    return day.isoformat()


def to_sgf(record: Record, leave_out: frozenset[str] = frozenset(), today: date | None = None) -> bytes:
    """Serialise a record (the whole tree) as UTF-8 SGF, FF[4], with AP naming this program
    and, when `today` is given and the record has no DT, DT of that day. Properties named in
    `leave_out` are not written, on any node."""
    game = sgf.Sgf_game(size=record.size, encoding="UTF-8")
    root = game.get_root()
    root.set("AP", application_name())
    if today is not None and "DT" not in record.root.properties and "DT" not in leave_out:
        root.set("DT", sgf_date(today))
    if record.komi is not None:
        root.set("KM", record.komi)
    if record.handicap >= 2:
        root.set("HA", record.handicap)
    for ident, value in (("RU", record.rules), ("RE", record.result), ("GN", record.game_name),
                         ("PB", record.black_player), ("PW", record.white_player)):
        if value:
            root.set(ident, value)
    _fill(root, record.root, leave_out)
    stack = [(root, record.root)]
    while stack:
        dst, src = stack.pop()
        for child in src.children:
            new = dst.new_child()
            _fill(new, child, leave_out)
            stack.append((new, child))
    return game.serialise()


def collection_to_sgf(records: list[Record], leave_out: frozenset[str] = frozenset(),
                      today: date | None = None) -> bytes:
    """Serialise the games of a collection, in order, as one UTF-8 SGF file (see to_sgf)."""
    return b"".join(to_sgf(record, leave_out, today) for record in records)


def _fill(dst: sgf.Tree_node, src: Node, leave_out: frozenset[str] = frozenset()) -> None:
    if src.move is not None:
        colour, vertex = src.move
        if vertex is None:
            dst.set_raw(colour, b"")  # FF[4]'s pass; sgfmill would write FF[3]'s [tt]
        else:
            dst.set_move(colour.lower(), sgfmill_from_vertex(vertex))
    if src.has_setup:
        dst.set_setup_stones(
            {sgfmill_from_vertex(v) for v in src.black},
            {sgfmill_from_vertex(v) for v in src.white},
            {sgfmill_from_vertex(v) for v in src.empty},
        )
    if src.to_play:
        dst.set("PL", src.to_play.lower())
    if src.comment:
        dst.set("C", src.comment)
    if src.name:
        dst.set("N", src.name)
    for ident, pts in src.markup.items():
        dst.set(ident, {sgfmill_from_vertex(v) for v in pts})
    if src.labels:
        dst.set("LB", [(sgfmill_from_vertex(v), text) for v, text in src.labels])
    for ident, pts in src.territory.items():
        if pts:
            dst.set(ident, {sgfmill_from_vertex(v) for v in pts})
    for ident, values in src.properties.items():
        if ident in ("SZ", "CA", "FF", "GM", "AP") or ident in leave_out \
                or not sgf_grammar.is_valid_property_identifier(ident):
            continue
        try:
            dst.set_raw_list(ident, [v.encode("utf-8") for v in values])
        except ValueError:
            continue


def write_file(path: str | os.PathLike, record: Record | list[Record],
               leave_out: frozenset[str] = frozenset(), dated: bool = True) -> None:
    """Write a record, or the games of a collection in order, safely: to a temporary file first,
    then renamed over the target, so that an existing file is never left truncated if writing
    fails. A symbolic link is written through (the file it names changes, the link stays; a loop
    of links is an OSError), an existing file keeps its permissions and a new one gets the usual
    ones, and temporaries that a killed save left beside it go. A game without a date gets DT
    of the day it is written unless `dated` is False (an autosave is no record of its own)."""
    from .safe_write import write_safely  # reading files, all that gogui-rules does, needs it not

    today = date.today() if dated else None
    data = (to_sgf(record, leave_out, today) if isinstance(record, Record)
            else collection_to_sgf(record, leave_out, today))
    write_safely(path, data)
