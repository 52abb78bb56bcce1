"""The course's purpose-made lesson positions: small SGF files in diagrams/lessons/, one per concept."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..diagrams import Diagram, LibraryProblem, lesson_folders, lessons_dir, load_path, read_folder
from ..i18n import language, translate
from ..sgf import SgfError

__all__ = ["CONCEPTS", "LARGEST_VIEW", "LessonPosition", "lesson_folders", "lesson_positions", "lesson_problems",
           "lessons_dir", "load_lesson_position", "positions_for"]

# The concepts of the course, easy to hard, each building on the ones before. A lesson position
# names its concept in the root property CONCEPT[id]; the course's lessons begin on them.
CONCEPTS: tuple[str, ...] = (
    "basic-ko",
    "area-and-territory",
    "suicide",
    "positional-superko",
    "situational-superko",
    "pass-and-superko",
    "long-cycles",
    "threefold-repetition",
    "seki-points",
    "handicap-compensation",
    "pass-stones",
    "confirmation-play",
    "ing-hot-stones",
    "ing-disturbing",
    "ing-count",
)

# The largest board (or VW view of a board) a lesson position may show: it starts simple.
LARGEST_VIEW = 9


@dataclass(frozen=True)
class LessonPosition:
    """One lesson position: its concept and the position itself, read as a library diagram
    (setup, key line, variations, a comment on every node and a documented ruling per preset)."""

    concept: str  # one of CONCEPTS
    diagram: Diagram

    @property
    def id(self) -> str:
        return self.diagram.id


def _read(path: Path) -> LessonPosition:
    """A lesson position's file as read in the chosen language (its words are translated)."""
    return _read_in(path, language())


@cache
def _read_in(path: Path, shown_in: str) -> LessonPosition:
    diagram = load_path(path)
    concepts = diagram.root.properties.get("CONCEPT", [])
    if len(concepts) != 1 or concepts[0] not in CONCEPTS:
        raise SgfError(translate("Lesson", "{file}: CONCEPT must be one of {concepts}").format(
            file=path, concepts=", ".join(CONCEPTS)))
    return LessonPosition(concepts[0], diagram)


def _read_all() -> tuple[list[LessonPosition], list[LibraryProblem]]:
    """Every lesson position that can be read, and the files that cannot: as in the library,
    one malformed file never keeps the others from the learner."""
    folder = lessons_dir()
    return read_folder(folder, _read) if folder.is_dir() else ([], [])


def lesson_positions() -> list[LessonPosition]:
    """Every lesson position that can be read, in the course's concept order (then by ORDER and
    id); lesson_problems() names the files left out."""
    found, _problems = _read_all()
    return sorted(found, key=lambda p: (CONCEPTS.index(p.concept), p.diagram.order, p.id))


def lesson_problems() -> list[LibraryProblem]:
    """The lesson files that could not be read, each with the reason (none, normally)."""
    return _read_all()[1]


def load_lesson_position(position_id: str) -> LessonPosition:
    """The lesson position with this id (its file name without .sgf); KeyError naming the known
    ones if there is none, SgfError if its file cannot be read."""
    path = lessons_dir() / f"{position_id}.sgf"
    if not path.is_file():
        known = ", ".join(p.id for p in lesson_positions())
        raise KeyError(translate("Lesson", "no lesson position {id}; there are: {ids}").format(
            id=repr(position_id), ids=known))
    return _read(path)


def positions_for(concept: str) -> list[LessonPosition]:
    """The lesson positions of one concept, first the one its lesson begins on."""
    return [p for p in lesson_positions() if p.concept == concept]
