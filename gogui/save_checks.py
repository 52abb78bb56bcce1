"""What a save may overwrite: never the diagram library, and a file only with all it held (no Qt)."""

from __future__ import annotations

import os
from pathlib import Path

from . import diagrams
from .i18n import QT_TRANSLATE_NOOP, translate
from .session_records import CONFIRMATION_PROPERTY, DISPUTE_PROPERTY
from .sgf import Node, Record, SgfError, parse, read_file, to_sgf


class SaveRefused(Exception):
    """A save target that would lose something; the message says what, for the user."""


def _resolved(path: str | os.PathLike) -> Path:
    """The path with symbolic links followed; a link loop (RuntimeError on Python 3.11) or an
    unreadable folder leaves it as given, made absolute."""
    try:
        return Path(path).resolve()
    except (OSError, RuntimeError):
        return Path(os.path.abspath(path))


def is_library_file(path: str | os.PathLike) -> bool:
    """Whether `path` is inside one of the diagram library's folders (the source tree's or the
    installed copy) or the lesson positions' folder, through a symbolic link or not, or is a hard link to a library file."""
    target = _resolved(path)
    folders = {_resolved(folder) for folder in [*diagrams.library_folders(), diagrams.LIBRARY_DIR,
                                                diagrams.lessons_dir()]}
    if any(target == folder or folder in target.parents for folder in folders):
        return True
    try:
        status = target.stat()
    except OSError:
        return False
    if status.st_nlink < 2:
        return False
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            try:
                if os.path.samestat(status, entry.stat()):
                    return True
            except OSError:
                continue
    return False


def library_refusal(path: str | os.PathLike) -> str | None:
    """Why `path` may not be written (it belongs to the diagram library), or None."""
    if is_library_file(path):
        return translate("SaveChecks", "{path} belongs to the diagram library, which is never written. "
                         "Save under a name of your own.").format(path=path)
    return None


def same_file(first: str | os.PathLike, second: str | os.PathLike) -> bool:
    """Whether two paths name the same file (links followed); a missing one is compared by name."""
    try:
        return os.path.samefile(first, second)
    except OSError:
        return _resolved(first) == _resolved(second)


# Properties that name the file's format or the program that wrote it: SGF output sets its own.
_FORMAT_PROPERTIES = {"SZ", "CA", "FF", "GM", "AP"}
# Our own notes of a game's state at its last node, which play going on makes obsolete.
_STATE_PROPERTIES = {DISPUTE_PROPERTY, CONFIRMATION_PROPERTY}
# How the message names what a file would lose, for the properties a learner knows by use
# (other properties go by their SGF names, which no language translates).
_PROPERTY_WORDS = {
    "C": QT_TRANSLATE_NOOP("SaveChecks", "comments"), "N": QT_TRANSLATE_NOOP("SaveChecks", "node names"),
    "LB": QT_TRANSLATE_NOOP("SaveChecks", "labels"), "TR": QT_TRANSLATE_NOOP("SaveChecks", "marks"),
    "SQ": "marks", "CR": "marks", "MA": "marks", "AB": QT_TRANSLATE_NOOP("SaveChecks", "set-up stones"),
    "AW": "set-up stones", "AE": "set-up stones", "B": QT_TRANSLATE_NOOP("SaveChecks", "moves"), "W": "moves",
    "PL": QT_TRANSLATE_NOOP("SaveChecks", "the player to move"),
    "TB": QT_TRANSLATE_NOOP("SaveChecks", "territory marks"), "TW": "territory marks",
}
# The other words of what a file would lose.
_OTHER_WORDS = (QT_TRANSLATE_NOOP("SaveChecks", "variations"), QT_TRANSLATE_NOOP("SaveChecks", "the board size"))


def _contents(node: Node) -> dict[str, object]:
    """A node's SGF properties, each as one comparable value."""
    out: dict[str, object] = {ident: tuple(values) for ident, values in node.properties.items()
                              if ident not in _FORMAT_PROPERTIES and ident not in _STATE_PROPERTIES}
    if node.move is not None:
        out[node.move[0]] = node.move[1]
    for ident, points in (("AB", node.black), ("AW", node.white), ("AE", node.empty)):
        if points:
            out[ident] = tuple(sorted(points))
    if node.to_play:
        out["PL"] = node.to_play
    if node.comment:
        out["C"] = node.comment
    if node.name:
        out["N"] = node.name
    for ident, points in [*node.markup.items(), *node.territory.items()]:
        if points:
            out[ident] = tuple(sorted(points))
    if node.labels:
        out["LB"] = tuple(sorted(node.labels))
    return out


def _as_written(record: Record) -> Record:
    """The record as a file holds it once written and read again (so that what reading and
    writing only spell differently compares equal)."""
    return parse(to_sgf(record))[0]


def what_would_be_lost(held: list[Record], written: list[Record]) -> list[str]:
    """What the games `held` have that writing `written` in their place would drop or change,
    in words for a message ("variations", "DT", "comments", ...), in the chosen language; [] when
    every game, node and property of `held` is in `written` unchanged, at its place (`written`
    may add to them)."""
    lost: list[str] = []
    games = ""  # how many more games the file holds, in words

    def note(word: str) -> None:
        if word not in lost:
            lost.append(word)

    if len(written) < len(held):
        others = len(held) - len(written)
        if others > 1:
            games = translate("SaveChecks", "{count} more games of the collection").format(count=others)
        else:
            games = translate("SaveChecks", "1 more game of the collection")
    for old_game, new_game in zip(held, written):
        old, new = _as_written(old_game), _as_written(new_game)
        if old.size != new.size:
            note("the board size")
        pairs: list[tuple[Node, Node]] = [(old.root, new.root)]
        while pairs:
            mine, theirs = pairs.pop()
            kept = _contents(theirs)
            for ident, value in _contents(mine).items():
                if kept.get(ident) != value:
                    note(_PROPERTY_WORDS.get(ident, ident))
            for number, child in enumerate(mine.children):
                if number < len(theirs.children):
                    pairs.append((child, theirs.children[number]))
                else:
                    note("variations" if number else "moves")
                    for ident in _subtree_properties(child, note) - {"B", "W"}:  # its moves: noted
                        note(_PROPERTY_WORDS.get(ident, ident))
    # Sorted by the English words, then shown in the chosen language (an SGF name stays as it is).
    words = [translate("SaveChecks", word) for word in sorted(lost, key=_word_order)]
    return [games, *words] if games else words


def _subtree_properties(top: Node, note) -> set[str]:
    """Every property held in a subtree; `note` hears "variations" if it branches."""
    idents: set[str] = set()
    stack = [top]
    while stack:
        node = stack.pop()
        idents.update(_contents(node))
        if len(node.children) > 1:
            note("variations")
        stack.extend(node.children)
    return idents


def _word_order(word: str) -> tuple[int, str]:
    """Moves and variations first (after the games), then what a learner knows by use, then SGF names."""
    if word in ("moves", "variations"):
        return 0, word
    return (1 if word in _PROPERTY_WORDS.values() else 2), word


def file_refusal(path: str | os.PathLike, written: list[Record]) -> str | None:
    """Why writing `written` over the file at `path` would lose what it holds, or None (also
    when there is no file there yet)."""
    if not os.path.lexists(path):
        return None
    try:
        held = read_file(path)
    except SgfError:
        return translate("SaveChecks", "{path} cannot be read as SGF, so what it holds could not be kept. "
                         "Save under a new name.").format(path=path)
    # A handicap read otherwise than HA says left nothing out: HA is kept as written, and a
    # change to it is what_would_be_lost's to find.
    left_out = [warning for game in held for warning in game.warnings if warning != game.handicap_warning]
    if left_out:
        return translate("SaveChecks", "{path} holds what this program could not read ({warnings}), which "
                         "would be lost if the game were written over it. Save under a new name.").format(
            path=path, warnings="; ".join(left_out))
    lost = what_would_be_lost(held, written)
    if not lost:
        return None
    # How the words of a list are separated (", " in English, "、" in Japanese and Chinese).
    separator = translate("SaveChecks", ", ")
    return translate("SaveChecks", "{path} holds more than this game: its {lost} would be lost if the game "
                     "were written over it. Save under a new name.").format(path=path, lost=separator.join(lost))


def save_as_name(path: str | os.PathLike) -> Path:
    """The name Save As proposes for a record read from `path`: the same, but with .sgf for a
    file of another kind (an .mgt record, say), since what is written is SGF."""
    path = Path(path)
    return path if path.suffix.lower() == ".sgf" else path.with_suffix(".sgf")


def new_name_for(path: str | os.PathLike) -> Path:
    """A name for a file that may not be overwritten: beside it as NAME-2.sgf, NAME-3.sgf, ...
    (the first that does not exist), or in the home folder for a library file."""
    path = Path(path)
    folder = Path.home() if is_library_file(path) else path.parent
    for number in range(2, 1000):
        candidate = folder / f"{path.stem}-{number}.sgf"
        if not os.path.lexists(candidate):
            return candidate
    return folder / f"{path.stem}-new.sgf"


# What a library diagram's root (and a variation's first node) documents about its lines: true
# of a copy only while the copy's lines are the library's.
LIBRARY_NOTES = frozenset({"RULING", "THEME", "ORDER", "SUMMARY"})


def has_library_notes(record: Record) -> bool:
    """Whether any node of the record carries the library's notes."""
    stack = [record.root]
    while stack:
        node = stack.pop()
        if LIBRARY_NOTES & node.properties.keys():
            return True
        stack.extend(node.children)
    return False


def lines_of(record: Record) -> list[tuple]:
    """What makes a record's lines: every node's move, setup and player to move, and how many
    children it has, depth first (comments, marks and names are not part of a line)."""
    out = []
    stack = [record.root]
    while stack:
        node = stack.pop()
        out.append((node.move, tuple(sorted(node.black)), tuple(sorted(node.white)),
                     tuple(sorted(node.empty)), node.to_play, len(node.children)))
        stack.extend(reversed(node.children))
    return [(record.size, record.handicap), *out]


def library_original(record: Record, diagram_id: str | None = None) -> Record | None:
    """The library's own record of a diagram: the one named, else the one whose title and
    THEME the record carries (a saved copy); None when there is none."""
    if diagram_id is not None:
        try:
            return diagrams.load(diagram_id).record
        except (KeyError, SgfError):
            return None
    theme = record.root.properties.get("THEME", [""])[0]
    for diagram in diagrams.all_diagrams():
        if diagram.title == record.game_name and diagram.theme == theme:
            return diagram.record
    return None


def stale_library_notes(record: Record, diagram_id: str | None = None) -> bool:
    """Whether the record carries the library's notes (RULING, THEME, ORDER, SUMMARY) that no
    longer describe its lines: it came from a diagram of the library and its moves, setup or
    variations now differ from the diagram's. Notes of a diagram the library does not hold (one
    being written for it) are never called stale."""
    if not has_library_notes(record):
        return False
    original = library_original(record, diagram_id)
    return original is not None and lines_of(original) != lines_of(record)
