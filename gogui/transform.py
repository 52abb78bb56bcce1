"""Positions turned, reflected or with the colours swapped: the same diagram on other points."""

from __future__ import annotations

import dataclasses
import re

from sgfmill import sgf_properties

from .engine.board import COLUMN_LETTERS, VERTEX_NAMES
from .i18n import QT_TRANSLATE_NOOP, translate
from .sgf import HandicapMoves, Node, Record, handicap_reading

#: The transforms, by name. rot90, rot180 and rot270 turn the board clockwise (as the learner
#: looks at it, A1 at the bottom left) by a quarter, a half and three quarters; mirror reflects
#: it left to right (A <-> T on 19x19); swap gives every stone, move and mark the other colour.
TRANSFORMS = ("rot90", "rot180", "rot270", "mirror", "swap")

# Each transform in words, for a title (shown through transform_words(), in the chosen language).
TRANSFORM_WORDS: dict[str, str] = {
    "rot90": QT_TRANSLATE_NOOP("Transform", "turned a quarter"),
    "rot180": QT_TRANSLATE_NOOP("Transform", "turned half way"),
    "rot270": QT_TRANSLATE_NOOP("Transform", "turned three quarters"),
    "mirror": QT_TRANSLATE_NOOP("Transform", "reflected"),
    "swap": QT_TRANSLATE_NOOP("Transform", "colours swapped"),
}

# The transform that undoes each one.
_INVERSE = {"rot90": "rot270", "rot180": "rot180", "rot270": "rot90", "mirror": "mirror", "swap": "swap", "": ""}

_OTHER_COLOUR = {"B": "W", "W": "B"}


def check_transform(name: str) -> None:
    """Raise ValueError, naming the choices, unless `name` is a transform of TRANSFORMS or ""
    (no transform)."""
    if name and name not in TRANSFORMS:
        raise ValueError(translate("Transform", "no transform {name}; choose one of {names}").format(
            name=repr(name), names=", ".join(TRANSFORMS)))


def transform_words(name: str) -> str:
    """A transform in a few words, in the chosen language ("turned a quarter")."""
    check_transform(name)
    return translate("Transform", TRANSFORM_WORDS[name]) if name else ""


def inverse(name: str) -> str:
    """The transform that gives back what `name` turned, reflected or swapped."""
    check_transform(name)
    return _INVERSE[name]


def _column_row(x: int, y: int, size: int, name: str) -> tuple[int, int]:
    """Where the point of column x and row y (both from 0, A1 is (0, 0)) goes."""
    last = size - 1
    if name == "rot90":  # clockwise: the bottom left corner goes to the top left
        return y, last - x
    if name == "rot180":
        return last - x, last - y
    if name == "rot270":
        return last - y, x
    if name == "mirror":
        return last - x, y
    return x, y


def transform_vertex(vertex: str, size: int, name: str) -> str:
    """Where a vertex such as "D4" goes on a board of `size` under the transform `name` (swap
    leaves every point where it is). ValueError for an unknown transform or a vertex that is
    not on the board."""
    check_transform(name)
    text = vertex.strip().upper()
    column = COLUMN_LETTERS.find(text[:1]) if text[:1] else -1
    row = int(text[1:]) - 1 if text[1:].isdigit() else -1
    if not (0 <= column < size and 0 <= row < size):
        raise ValueError(f"{vertex!r} is not a point of a {size}x{size} board")
    x, y = _column_row(column, row, size, name)
    return VERTEX_NAMES[x][y]


# A coordinate written in English text: a column letter (no I) and a row, as a whole word.
_COORDINATE = re.compile(r"\b([A-HJ-Z])([1-9][0-9]?)\b")
_COLOUR_WORD = re.compile(r"\b(Black|White|black|white)\b")
_SWAPPED_WORD = {"Black": "White", "White": "Black", "black": "white", "white": "black"}


def transform_text(text: str, size: int, name: str) -> str:
    """English text about a position (a comment of the library, whose source texts are
    English) told of the transformed one: every coordinate of the board written as a whole word
    ("D4", "Q16") goes where the point goes, and under swap the words Black and White (black,
    white) change places. Words that are no point of the board are left as they are."""
    check_transform(name)

    def point(match: re.Match[str]) -> str:
        column, row = COLUMN_LETTERS.find(match.group(1)), int(match.group(2)) - 1
        if not (0 <= column < size and 0 <= row < size):
            return match.group(0)
        x, y = _column_row(column, row, size, name)
        return VERTEX_NAMES[x][y]

    if name != "swap":
        return _COORDINATE.sub(point, text)
    return _COLOUR_WORD.sub(lambda match: _SWAPPED_WORD[match.group(1)], text)


def _points(points: list[str], size: int, name: str) -> list[str]:
    return sorted(transform_vertex(v, size, name) for v in points)


def _view(value: str, size: int, name: str) -> str:
    """A VW value (one point, or a rectangle "aa:ss" in sgfmill's point notation: column, then
    row from the top) covering where its points go; a value that names no point is kept."""
    try:
        corners = [sgf_properties.interpret_go_point(part.strip().encode("ascii"), size)
                   for part in value.split(":", 1)]
    except (ValueError, UnicodeEncodeError):
        return value
    moved = []
    for corner in corners:
        if corner is None:
            return value
        row, col = corner
        moved.append(_column_row(col, row, size, name))
    columns = sorted(x for x, _y in moved)
    rows = sorted(y for _x, y in moved)
    top_left = sgf_properties.serialise_go_point((rows[-1], columns[0]), size).decode("ascii")
    if len(corners) == 1:
        return top_left
    bottom_right = sgf_properties.serialise_go_point((rows[0], columns[-1]), size).decode("ascii")
    return f"{top_left}:{bottom_right}"


def _counted(ruling: str) -> bool:
    """Whether a ruling's result comes from a count ("counted ...", or a game ended by passes
    and scored): a count of the swapped position gives the komi to White still, so such a
    documented result does not hold for it."""
    words = ruling.split()
    return (words[:1] == ["counted"] or (len(words) > 2 and words[0] == "ended" and words[2] == "passes")
            or any("+" in word for word in words[3:]))


def _ruling(value: str, size: int, name: str) -> str | None:
    """A RULING value ("ids:verdict number reason [result] [dead=V,...]", see gogui.diagrams)
    on the transformed position: its dead stones where they go; under swap a repetition's
    winner swapped and, for a ruling whose result comes from a count, None (left out)."""
    ids, sep, text = value.partition(":")
    if not sep:
        return value
    if name == "swap" and _counted(text):
        return None
    words: list[str] = []
    for word in text.split():
        if word.startswith("dead=") and name != "swap":
            dead = ",".join(_points([v for v in word[5:].split(",") if v], size, name))
            word = f"dead={dead}"
        elif name == "swap" and word in _OTHER_COLOUR and words[:1] == ["ended"] and len(words) >= 3:
            word = _OTHER_COLOUR[word]
        words.append(word)
    return f"{ids}:{' '.join(words)}"


# Root properties of a player's side, which change places under swap.
_SIDES = (("PB", "PW"), ("BR", "WR"), ("BT", "WT"))


def _properties(properties: dict[str, list[str]], size: int, name: str) -> dict[str, list[str]]:
    out = {ident: list(values) for ident, values in properties.items()}
    if "VW" in out and name != "swap":
        out["VW"] = [_view(value, size, name) for value in out["VW"]]
    if "RULING" in out:
        kept = [ruled for ruled in (_ruling(value, size, name) for value in out["RULING"]) if ruled is not None]
        if kept:
            out["RULING"] = kept
        else:
            del out["RULING"]
    if name == "swap":
        for black, white in _SIDES:
            one, other = out.pop(black, None), out.pop(white, None)
            if one is not None:
                out[white] = one
            if other is not None:
                out[black] = other
        if "RE" in out:
            out["RE"] = [_result(value) or "" for value in out["RE"]]
    return out


def _result(result: str | None) -> str | None:
    """An RE result with the winner swapped ("B+3" -> "W+3"); a draw or no result as it is."""
    if result and result[:1].upper() in _OTHER_COLOUR and result[1:2] in ("+", ""):
        return _OTHER_COLOUR[result[:1].upper()] + result[1:]
    return result


def _node(node: Node, size: int, name: str) -> Node:
    """A copy of one node (without its links) with every point, colour and comment transformed."""
    swap = name == "swap"
    move = node.move
    if move is not None:
        colour, vertex = move
        move = (_OTHER_COLOUR[colour] if swap else colour,
                None if vertex is None else transform_vertex(vertex, size, name))
    black, white = _points(node.black, size, name), _points(node.white, size, name)
    territory = {ident: _points(points, size, name) for ident, points in node.territory.items()}
    if swap:
        black, white = white, black
        territory = {{"TB": "TW", "TW": "TB"}.get(ident, ident): points for ident, points in territory.items()}
    return Node(
        move=move, black=black, white=white, empty=_points(node.empty, size, name),
        to_play=_OTHER_COLOUR.get(node.to_play, node.to_play) if swap and node.to_play else node.to_play,
        comment=transform_text(node.comment, size, name), name=node.name,
        markup={ident: _points(points, size, name) for ident, points in node.markup.items()},
        labels=sorted((transform_vertex(v, size, name), text) for v, text in node.labels),
        territory=territory, properties=_properties(node.properties, size, name),
    )


def _drop_rulings_with_passes(root: Node) -> None:
    """Leave out the documented rulings (RULING) of the swapped tree's lines that hold a pass:
    the colours' passes are not alike under every ruleset (White passes last under AGA rules,
    say), so a swapped line with a pass may end, or number its moves, otherwise."""
    stack = [root]
    while stack:
        node = stack.pop()
        stack.extend(node.children)
        if "RULING" not in node.properties:
            continue
        above, up = [], node.parent
        while up is not None:
            above.append(up)
            up = up.parent
        if any(each.move is not None and each.move[1] is None for each in [*above, *node.main_line()]):
            del node.properties["RULING"]


def transform_record(record: Record, name: str) -> Record:
    """A new record of the position turned, reflected or with its colours swapped (TRANSFORMS);
    the record given is left as it is. ValueError for an unknown transform.

    The whole game tree is copied, parent links and all, and every point is mapped: moves,
    setup stones (AB/AW/AE, the handicap stones among them), markup (TR/SQ/CR/MA), labels,
    territory (TB/TW), the root's view (VW) and the dead stones of its documented rulings
    (RULING, see gogui.diagrams). The comments, the library's English source texts, have
    their coordinates mapped, and under swap their words Black and White swapped too.

    Under swap Black and White change places in moves, setup stones (AB <-> AW), the player
    to move (PL), territory (TB <-> TW), the players' names and ranks, the result's winner (RE)
    and a documented repetition's winner. The komi stays with White, so that a count of the
    swapped position is the engine's own count of it: a documented ruling whose result comes
    from a count ("counted ... B+3") would not hold and is left out, and so are those of a
    line with a pass (White passes last under AGA rules, say: the swapped line may end, or
    number its moves, otherwise); verdicts without either ("illegal 4 positional-superko",
    "ended 16 no-result no-result") are kept. The
    handicap (HA) is kept, and read again from the swapped stones (see sgf.handicap_reading).
    """
    check_transform(name)
    size = record.size
    root = _node(record.root, size, name)
    stack = [(record.root, root)]
    while stack:  # iteratively: a record's lines may be thousands of moves long
        original, copy = stack.pop()
        for child in original.children:
            made = copy.add_child(_node(child, size, name))
            stack.append((child, made))
    if name == "swap":
        _drop_rulings_with_passes(root)
    warnings = [w for w in record.warnings if w != record.handicap_warning]
    handicap_moves: HandicapMoves | None
    if name == "swap":
        handicap_moves, handicap_warning = handicap_reading(root, record.handicap)
        if handicap_warning:
            warnings.append(handicap_warning)
    else:
        handicap_warning = record.handicap_warning
        if handicap_warning:
            warnings.append(handicap_warning)
        handicap_moves = None if record.handicap_moves is None else dataclasses.replace(
            record.handicap_moves,
            points=tuple(transform_vertex(v, size, name) for v in record.handicap_moves.points))
    swap = name == "swap"
    return dataclasses.replace(
        record, root=root, warnings=warnings, handicap_moves=handicap_moves, handicap_warning=handicap_warning,
        black_player=record.white_player if swap else record.black_player,
        white_player=record.black_player if swap else record.white_player,
        result=_result(record.result) if swap else record.result,
    )
