"""Questions as one SGF collection for any SGF viewer: each line asked on, the questions and answers on its nodes (no Qt)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..diagrams import line_title
from ..i18n import translate
from ..sgf import Node, Record
from .questions import Question, diagram_line

# The properties of a line's nodes a viewer needs to show the position as the library does:
# the part of the board a diagram draws.
_KEPT = ("VW",)


@dataclass(frozen=True)
class Source:
    """Where questions were asked: a title for the game, the record, and the line's nodes (root first)."""

    title: str
    record: Record
    nodes: Sequence[Node]


def diagram_source(question: Question) -> Source:
    """The library line a question about a diagram was asked on (turned as it was asked)."""
    assert question.diagram is not None
    diagram, line = diagram_line(question.diagram, question.line, question.transform)
    return Source(f"{diagram.title}: {line_title(line.name)}", diagram.record, line.nodes)


def question_collection(questions: Sequence[Question], title: str,
                        source: Callable[[Question], Source] = diagram_source) -> list[Record]:
    """One game per line asked on, in the order of the questions: the line's moves up to the
    last node asked about, each asked node's comment holding its questions (numbered as in the
    worksheet: prompt, choices, hints, then the answer, why, and what the other rulesets do) and
    the move asked about marked with a triangle (see asked_at). KeyError or SgfError when a
    line cannot be read."""
    groups: dict[tuple[int, str, str], tuple[Source, list[tuple[int, Question]]]] = {}
    for number, question in enumerate(questions, 1):
        where = source(question)
        # By the record asked on: two games of one file share their line names.
        key = (id(where.record), question.line, question.transform)
        groups.setdefault(key, (where, []))[1].append((number, question))
    records = []
    for where, asked in groups.values():
        last = max(question.node for _number, question in asked)
        copies = _copy_line(where, last)
        for number, question in asked:
            node = copies[asked_at(question)]
            node.comment = "\n\n".join(filter(None, [node.comment, question_text(number, question)]))
            if question.marked:
                marked = node.markup.setdefault("TR", [])
                marked.extend(point for point in question.marked if point not in marked)
        copies[0].comment = "\n\n".join(filter(None, [title, copies[0].comment]))
        records.append(Record(size=where.record.size, root=copies[0], komi=where.record.komi,
                              handicap=where.record.handicap, rules=where.record.rules,
                              game_name=where.title))
    return records


def asked_at(question: Question) -> int:
    """The node a question goes on: a question about a move (or a pass) on the position before
    it, the move marked there and played in the next node, so that the student sees the
    position first; a question about a position (a point to find, a count) on that position."""
    if question.kind in ("find-point", "count"):
        return question.node
    return max(0, question.node - 1)


def _copy_line(where: Source, last: int) -> list[Node]:
    """The line's nodes up to `last`, as a new chain: moves, set-up stones, who plays, the
    view; not the library's comments, marks or rulings."""
    copies: list[Node] = []
    for source_node in where.nodes[:last + 1]:
        node = Node(move=source_node.move, black=list(source_node.black), white=list(source_node.white),
                    empty=list(source_node.empty), to_play=source_node.to_play,
                    properties={key: list(source_node.properties[key]) for key in _KEPT
                                if key in source_node.properties})
        if copies:
            copies[-1].add_child(node)
        copies.append(node)
    return copies


def question_text(number: int, question: Question) -> str:
    """One question as a node's comment: what a student reads, then the answer below a rule."""
    lines = [translate("QuestionSgf", "Question {number}: {prompt}").format(number=number, prompt=question.prompt)]
    if question.form == "point":
        lines.append(translate("QuestionSgf", "Answer by naming a point."))
    elif question.choices:
        letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
        choices = "; ".join(f"{letters[i]}) {question.text_of(choice)}" for i, choice in enumerate(question.choices))
        if question.form == "several":
            lines.append(translate("QuestionSgf", "Tick every one that applies: {choices}").format(choices=choices))
        else:
            lines.append(translate("QuestionSgf", "Choose one: {choices}").format(choices=choices))
    for hint_number, hint in enumerate(question.hints, 1):
        lines.append(translate("QuestionSgf", "Hint {number}: {hint}").format(number=hint_number, hint=hint))
    if question.form == "point":
        answer = ", ".join(question.answer)
    else:
        answer = ", ".join(question.text_of(choice) for choice in question.answer) or \
            translate("QuestionSgf", "none of them")
    lines += ["----", translate("QuestionSgf", "Answer: {answer}").format(answer=answer)]
    if question.explanation:
        lines.append(translate("QuestionSgf", "Why: {explanation}").format(explanation=question.explanation))
    lines += question.others
    return "\n".join(lines)
