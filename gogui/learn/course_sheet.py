"""The whole course for a reader without the window: lessons in order, their worked examples and questions."""

from __future__ import annotations

from ..diagrams import line_title
from ..i18n import translate
from . import lesson_work
from .course import COURSE, Lesson
from .worked_examples import WorkedExample, worked_example


def lesson_entry(number: int, lesson: Lesson) -> dict:
    """One lesson as JSON fields (gogui-rules --course --json; see the README): its place in the
    course, id, concept, title and introduction (in the chosen language), the rules it cites,
    its steps, its worked example and its questions (Question.as_dict())."""
    example = worked_example(lesson)
    return {
        "number": number, "id": lesson.id, "concept": lesson.concept,
        "title": translate("Lesson", lesson.title),
        "introduction": translate("Lesson", lesson.introduction),
        "rules": [citation.shown() for citation in lesson.rules],
        "steps": [{"diagram": step.diagram, "line": step.line} for step in lesson.steps],
        "focus": list(lesson.focus), "reasons": list(lesson.reasons),
        "worked_example": example.as_dict() if example is not None else None,
        "questions": [question.as_dict() for question in lesson_work.questions(lesson)],
    }


def course_entries() -> list[dict]:
    """Every lesson of the course in order, as lesson_entry() gives it."""
    return [lesson_entry(number, each) for number, each in enumerate(COURSE, 1)]


def lesson_lines(number: int, lesson: Lesson) -> list[str]:
    """A lesson for a reader, as text: its title, concept, introduction, rules and steps, then
    its worked example step by step (the questions follow, as the worksheet prints them)."""
    out = [translate("Lesson", "Lesson {number}. {title} [{id}]").format(
               number=number, title=translate("Lesson", lesson.title), id=lesson.id),
           translate("Lesson", "Concept: {concept}").format(concept=lesson.concept),
           translate("Lesson", lesson.introduction),
           translate("Lesson", "Rules:")]
    out += [f"  - {citation.shown()}" for citation in lesson.rules]
    # The steps one after another, as the language separates the items of a list of phrases.
    out.append(translate("Lesson", "Steps: {steps}").format(steps=translate("Lesson", "; ").join(
        translate("Lesson", "{diagram} ({line})").format(diagram=step.diagram, line=line_title(step.line))
        for step in lesson.steps)))
    example = worked_example(lesson)
    if example is not None:
        out += example_lines(example)
    return out


def example_lines(example: WorkedExample) -> list[str]:
    """A worked example as text: each step's move and comment, then what the rulesets do, and
    on a key step the rule in a sentence under each group."""
    out = [translate("Lesson", "Worked example: {diagram} ({line})").format(
        diagram=example.diagram, line=line_title(example.line))]
    for step in example.steps[1:]:
        move = step.move_words() or translate("Lesson", "No move")
        heading = translate("Lesson", "{node}. {move} (key step): {text}") if step.key else \
            translate("Lesson", "{node}. {move}: {text}")
        out.append("  " + heading.format(node=step.node, move=move, text=" ".join(step.text.split())))
        for group in step.groups:
            out.append("     " + group.text())
            if group.why:
                out.append("       " + group.why)
    return out
