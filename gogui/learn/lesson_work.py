"""Each lesson's questions worked out once per language: all at once, or a node at a time."""

from __future__ import annotations

from collections.abc import Iterator

from .. import i18n
from ..sgf import SgfError
from .course import Lesson, concepts_up_to
from .questions import Question, lesson_questions_by_node

# The questions are the engine's rulings on the library's diagrams, which do not change while
# the program runs; their words are the chosen language's. Keyed by (lesson, limit, language).
_Key = tuple[Lesson, int, str]
_done: dict[_Key, tuple[Question, ...]] = {}
_under_way: dict[_Key, Iterator[list[Question] | None]] = {}


def questions(lesson: Lesson, limit: int = 10) -> list[Question]:
    """The lesson's questions (questions.lesson_questions), worked out the first time they are
    asked for in this language, or finished from where work_on() left them."""
    key = _key(lesson, limit)
    while key not in _done:
        work_on(lesson, limit)
    return list(_done[key])


def worked_out(lesson: Lesson, limit: int = 10) -> bool:
    """Whether the lesson's questions are worked out in this language."""
    return _key(lesson, limit) in _done


def known(lesson: Lesson, limit: int = 10) -> list[Question] | None:
    """The lesson's questions if they are worked out already in this language, else None
    (nothing is worked out)."""
    done = _done.get(_key(lesson, limit))
    return None if done is None else list(done)


def work_on(lesson: Lesson, limit: int = 10) -> bool:
    """Work out the lesson's questions for one node of its lines; True once they are all
    worked out (then at once)."""
    key = _key(lesson, limit)
    if key in _done:
        return True
    work = _under_way.get(key)
    if work is None:
        work = _under_way[key] = lesson_questions_by_node(lesson, limit)
    try:
        found = next(work)
    except (KeyError, SgfError):
        # The lesson's position is missing from the library, or cannot be read: it asks
        # nothing, and the rest of the course still serves.
        del _under_way[key]
        _done[key] = ()
        return True
    except BaseException:
        del _under_way[key]  # a failure is raised again by the next try, from the start
        raise
    if found is None:
        return False
    del _under_way[key]
    # A lesson asks only about its own concept and those of the lessons before it.
    allowed = concepts_up_to(lesson.id) if lesson.concept else None
    _done[key] = tuple(q for q in found if allowed is None or q.concept in allowed)
    return True


def _key(lesson: Lesson, limit: int) -> _Key:
    return lesson, limit, i18n.language()


def forget() -> None:
    """Drop every lesson's questions, worked out or under way: they are worked out afresh
    (after the catalogs of a language were read again, say)."""
    _done.clear()
    _under_way.clear()
