"""The library's own words in the chosen language: its diagrams' titles, names, sources, summaries, comments and line names (no Qt).

The English SGF files of diagrams/ (and diagrams/lessons/) are the source. Their words are
translated in one catalog per language, resources/translations/library_<code>.ts, which
scripts/update_translations.py keeps in step with the files: a context per diagram ("Diagram
triple-ko") holds its title, other names, source, summary and node comments, each with a note of
where it stands; the lines' names, which Learn mode's steps use as keys and which stay English
in the files, share one context (LINES). A file the learner opens is never translated.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .i18n import SOURCE_LANGUAGE, language, translate
from .sgf import Node, Record

LINES = "Library lines"


def context(diagram_id: str) -> str:
    """The catalog context of a diagram's words."""
    return f"Diagram {diagram_id}"


@dataclass(frozen=True)
class LibraryText:
    """One text of a diagram file to translate: its context, the English text, and where it
    stands (a note for the translator)."""

    context: str
    text: str
    where: str


def library_texts(diagram_id: str, record: Record) -> Iterator[LibraryText]:
    """Every text of a diagram's record a reader sees, in file order: the title (GN), the other
    names (ALIAS), the source (SO), the summary (SUMMARY), each node's comment (C) and each
    variation's name (N)."""
    here = context(diagram_id)
    root = record.root
    for ident, where in (("GN", "title"), ("ALIAS", "another name of the position"), ("SO", "source"),
                         ("SUMMARY", "summary for the library's list")):
        for value in root.properties.get(ident, []):
            if value.strip():
                yield LibraryText(here, value, where)
    stack: list[tuple[Node, int, str]] = [(root, 0, "main line")]
    while stack:
        node, depth, line = stack.pop()
        if node.name:
            line = node.name
            yield LibraryText(LINES, node.name, f"name of a line of {diagram_id}")
        if node.comment.strip():
            where = "comment at the start" if depth == 0 else f"comment on the {line}, node {depth}"
            yield LibraryText(here, node.comment, where)
        stack.extend((child, depth + 1, line) for child in reversed(node.children))


def translated(diagram_id: str, text: str) -> str:
    """A text of a diagram's file in the chosen language (as written where it has no translation)."""
    if not text or language() == SOURCE_LANGUAGE:
        return text
    return translate(context(diagram_id), text)


def line_name(name: str) -> str:
    """A line's name from a diagram file, in the chosen language."""
    if not name or language() == SOURCE_LANGUAGE:
        return name
    return translate(LINES, name)


def translate_comments(diagram_id: str, record: Record) -> None:
    """Put every node comment of a library diagram's record (a copy read for this) in the
    chosen language, in place."""
    if language() == SOURCE_LANGUAGE:
        return
    stack = [record.root]
    while stack:
        node = stack.pop()
        if node.comment.strip():
            node.comment = translated(diagram_id, node.comment)
        stack.extend(node.children)
