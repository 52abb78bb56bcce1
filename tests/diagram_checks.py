"""Checks a documented position must pass, shared by the diagram library's tests and the lesson positions'."""

from __future__ import annotations

import re

from test_rule_texts import SEED_RUN, seed_runs, words

from gogui.diagrams import Diagram, Line, rule_line
from gogui.engine import PRESETS, Board


def setup_board(diagram: Diagram) -> Board:
    """The board of a diagram's root: its setup stones."""
    board = Board(diagram.record.size)
    root = diagram.root
    board.set_points([(board.point(v), 1) for v in root.black] + [(board.point(v), 2) for v in root.white])
    return board


def ruling_mismatches(diagram: Diagram, line: Line) -> dict[str, tuple[str, str, str]]:
    """Every preset whose engine ruling on the line differs from the documented one: (documented,
    ruled, the engine's explanation). A preset without a documented ruling is a mismatch too."""
    mismatches = {}
    for ruleset_id in PRESETS:
        documented = line.rulings.get(ruleset_id)
        ruled = rule_line(diagram, line, ruleset_id)
        if ruled.ruling != documented:
            mismatches[ruleset_id] = (documented.text() if documented else "(none)", ruled.ruling.text(),
                                      ruled.explanation)
    return mismatches


def strings_without_liberties(diagram: Diagram) -> list[str]:
    """The setup's stones that have no liberty (a wrong diagram would have some)."""
    board = setup_board(diagram)
    return [board.vertex(p) for p in board.points
            if board.color[p] in (1, 2) and not board.string_liberties(p)]


def nodes_without_comment(diagram: Diagram) -> list[str]:
    """Where a line has a node after the root with no comment, as "line name, move N"."""
    return [f"{line.name}, move {index}" for line in diagram.lines
            for index, node in enumerate(line.nodes[1:], start=1) if not node.comment.strip()]


def copied_runs(diagram: Diagram) -> list[str]:
    """Runs of SEED_RUN words of the diagram's comments, summary or line names found in a seed
    text; a quoted term and the sources' names (title, SO) may be copied, and a word in single
    quotes is still the word ('ko' is ko)."""
    runs = seed_runs()
    n = SEED_RUN
    texts = [diagram.summary] + [line.name for line in diagram.lines]
    stack = [diagram.root]
    while stack:
        node = stack.pop()
        texts.append(node.comment)
        stack.extend(node.children)
    copied = []
    for text in texts:
        w = [word.strip("'") for word in words(re.sub(r'"[^"]*"', " ", text))]
        copied += [" ".join(w[i:i + n]) for i in range(len(w) - n + 1) if tuple(w[i:i + n]) in runs]
    return copied
