"""Each Learn question's answer worked out apart from the generator: plain replays from the root
(teaching.analyse, teaching.game_at and diagrams.rule_line), never the teaching model it reads."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from types import SimpleNamespace

from gogui.diagrams import Line, reason_words, rule_line
from gogui.engine import PRESETS, Confirmation
from gogui.engine.board import EMPTY
from gogui.learn.concepts import HAPPENING_CONCEPTS, REASON_CONCEPTS, reasons_of
from gogui.learn.lesson_positions import CONCEPTS
from gogui.learn.questions import Question
from gogui.ruleset_names import ruleset_name
from gogui.sgf import Node, Record
from gogui.teaching import analyse, game_at

ALLOWED = ("legal", "stopped", "ended")
RULED = ("legal", "illegal", "stopped", "ended")


class Oracle:
    """The rulings of one line, each ruleset replayed from the root once and kept."""

    def __init__(self, record: Record, nodes: list[Node]) -> None:
        self.record = record
        self.nodes = list(nodes)
        self._lines: dict[str, list] = {}

    def ruling(self, ruleset_id: str, index: int):
        if ruleset_id not in self._lines:
            self._lines[ruleset_id] = analyse(self.record, self.nodes, PRESETS[ruleset_id]).rulings
        return self._lines[ruleset_id][index]

    def count(self, ruleset_id: str, index: int):
        """The result where play stopped at the node, as the library rules a line that ends there."""
        line = Line("cut", self.nodes[: index + 1], {})
        ruled = rule_line(SimpleNamespace(record=self.record), line, PRESETS[ruleset_id])  # type: ignore[arg-type]
        assert ruled.ruling.verdict in ("counted", "ended"), ruled.ruling
        assert ruled.result is not None
        return ruled.result

    def happening(self, ruleset_id: str, index: int) -> str:
        ruling = self.ruling(ruleset_id, index)
        assert ruling.status in ALLOWED
        if ruling.status == "legal":
            return "goes-on"
        if ruling.status == "stopped":
            return "stops"
        if ruling.reason == "passes":
            return "ends-counted"
        if ruling.reason == "no-result":
            return "no-result"
        result = game_at(self.record, self.nodes, index, PRESETS[ruleset_id]).result
        assert result is not None
        if result.kind == "draw":
            return "draw"
        assert result.kind == "repetition", result
        return {"B": "black-wins", "W": "white-wins"}[result.winner]  # type: ignore[index]

    def banned(self, ruleset_id: str, index: int, reasons: tuple[str, ...]) -> set[str]:
        assert self.ruling(ruleset_id, index).status in ("start", "legal")
        game = game_at(self.record, self.nodes, index, PRESETS[ruleset_id])
        return {vertex for vertex, reason in game.banned() if reason in reasons}

    def banned_why(self, ruleset_id: str, index: int) -> dict[str, str] | None:
        """Every point the player to move may not play after the node (vertex -> reason), or
        None where the ruleset's play does not go on there."""
        if self.ruling(ruleset_id, index).status not in ("start", "legal"):
            return None
        game = game_at(self.record, self.nodes, index, PRESETS[ruleset_id])
        if game.phase not in ("play", "dispute"):
            return None
        board = game.board
        stones = {board.vertex(p): "occupied" for p in board.points if board.color[p] != EMPTY}
        return {**stones, **dict(game.banned())}

    def check_move_reveal(self, index: int, reveal: Mapping[str, str]) -> None:
        """Fail unless the reveal gives every ruleset's verdict on the node's move (only "not
        reached" for a ruleset whose line ended before it)."""
        for pid in PRESETS:
            ruling = self.ruling(pid, index)
            name = ruleset_name(PRESETS[pid].name)
            if ruling.status == "after":  # the line ended before the node: only that is said
                assert reveal[pid] == f"{name}: {ruling.verdict}.", reveal[pid]
            else:
                assert reveal[pid].startswith(f"{name}: {ruling.verdict}. "), reveal[pid]

    def check_point_reveal(self, index: int, answer: Iterable[str], reveal: Mapping[str, str],
                           reasons: tuple[str, ...] | None, clicked: str | None = None,
                           rulesets: Iterable[str] = tuple(PRESETS)) -> None:
        """Fail unless every ruleset's line of a find-point question's reveal says what that
        ruleset forbids (and why) or allows at the points that matter: the answer, the point
        clicked, and (when `reasons` is known) every point any ruleset forbids for one of them.
        A ruleset whose play does not go on at the node gives its ruling of the move instead."""
        bans = {pid: self.banned_why(pid, index) for pid in rulesets}
        matter = set(answer) | ({clicked} if clicked else set())
        if reasons is not None:
            matter |= {v for b in bans.values() if b for v, r in b.items() if r in reasons}
        for pid, banned in bans.items():
            ruling = self.ruling(pid, index)
            line = reveal[pid]
            name = ruleset_name(PRESETS[pid].name)
            assert line.startswith(name + ": "), line
            if banned is None:
                assert line.startswith(f"{name}: {ruling.verdict}."), (line, ruling.verdict)
                continue
            forbidden, allowed = _said(line[len(name) + 2:])
            assert allowed.isdisjoint(forbidden), line
            for vertex, why in forbidden.items():
                assert vertex in banned and reason_words(banned[vertex]) == why, (line, vertex, banned.get(vertex))
            assert allowed.isdisjoint(banned), line
            named = allowed | set(forbidden)
            assert named >= matter, (line, matter)
            if reasons is not None:  # and nothing beyond them
                assert named == matter, (line, matter)

    def check(self, question: Question, reasons: tuple[str, ...]) -> None:
        """Fail unless the question's answer is what the replays say, and its concept is what
        the replays say it tests."""
        i = question.node
        kind = question.kind
        self.check_concept(question)
        if kind == "legal":
            (ruleset_id,) = question.rulesets
            ruling = self.ruling(ruleset_id, i)
            assert ruling.status in RULED
            assert question.answer == (("no",) if ruling.status == "illegal" else ("yes",)), question.prompt
            assert question.move == ruling.number
            assert self.nodes[i].move == (question.player, question.vertex)
            self.check_move_reveal(i, question.reveal)
        elif kind == "which-rulesets":
            assert set(question.choices) == set(question.rulesets)
            for ruleset_id in question.choices:
                assert self.ruling(ruleset_id, i).status in RULED
            wanted = {r for r in question.choices if self.ruling(r, i).status in ALLOWED}
            assert set(question.answer) == wanted, question.prompt
            assert 0 < len(wanted) < len(question.choices)
            self.check_move_reveal(i, question.reveal)
        elif kind == "what-happens":
            (ruleset_id,) = question.rulesets
            assert question.answer == (self.happening(ruleset_id, i),), question.prompt
            assert question.answer[0] in question.choices
            self.check_move_reveal(i, question.reveal)
        elif kind == "find-point":
            (ruleset_id,) = question.rulesets
            # The answer is every point the ruleset forbids for a reason of the question's
            # concept (situational superko is split by whether a pass lies in the cycle).
            about = tuple(r for r in reasons_of(question.concept) if r in reasons)
            assert about, (question.concept, reasons)
            banned = self.banned(ruleset_id, i, about)
            if question.concept in ("situational-superko", "pass-and-superko"):
                assert question.answer and set(question.answer) <= banned, question.prompt
            else:
                assert banned and set(question.answer) == banned, question.prompt
            self.check_point_reveal(i, question.answer, question.reveal, about)
        elif kind == "count":
            if question.form == "one":
                (ruleset_id,) = question.rulesets
                result = self.count(ruleset_id, i)
                assert question.result == (result.winner, result.margin), question.prompt
                assert len(question.answer) == 1 and question.answer[0] in question.choices
                assert ruleset_id in question.reveal
                for each, line in question.reveal.items():
                    assert line.startswith(f"{ruleset_name(PRESETS[each].name)}: {_result_words(self.count(each, i))}. "), line
            else:
                colour = "B" if "give Black the win" in question.prompt else "W"
                assert f"give {'Black' if colour == 'B' else 'White'} the win" in question.prompt
                wanted = {r for r in question.choices if self.count(r, i).winner == colour}
                assert set(question.answer) == wanted, question.prompt
                assert set(question.reveal) == set(question.choices)
        else:
            raise AssertionError(f"unknown kind {kind}")


    def check_concept(self, question: Question) -> None:
        """Fail unless the question's concept is one its rulings teach: for a move question, the
        concept of a reason some asked ruleset forbids the move for; for what-happens, of what
        happens under some ruleset; for a find-point question, of the answer's reasons; for a
        count, one of the count concepts."""
        concept, i = question.concept, question.node
        assert concept in CONCEPTS, concept
        if question.kind in ("legal", "which-rulesets"):
            taught = {REASON_CONCEPTS[self.ruling(pid, i).reason] for pid in PRESETS
                      if self.ruling(pid, i).status == "illegal" and self.ruling(pid, i).reason in REASON_CONCEPTS}
            if "situational-superko" in taught:
                taught.add("pass-and-superko")
            if concept == "confirmation-play":  # a ko refused in a confirmation (or hypothetical) play
                assert any(isinstance(game_at(self.record, self.nodes, i - 1, PRESETS[pid]), Confirmation)
                           for pid in PRESETS if self.ruling(pid, i).reason == "ko"), question.prompt
                taught.add(concept)
            assert concept in taught, (concept, taught, question.prompt)
        elif question.kind == "what-happens":
            taught = {HAPPENING_CONCEPTS[self.happening(pid, i)] for pid in PRESETS
                      if self.ruling(pid, i).status in ALLOWED and self.happening(pid, i) in HAPPENING_CONCEPTS}
            assert concept in taught, (concept, taught, question.prompt)
        elif question.kind == "find-point":
            (ruleset_id,) = question.rulesets
            why = self.banned_why(ruleset_id, i) or {}
            taught = {REASON_CONCEPTS.get(why.get(v, ""), "") for v in question.answer}
            if taught == {"situational-superko"}:
                taught.add("pass-and-superko")
            if taught == {"basic-ko"} and isinstance(game_at(self.record, self.nodes, i, PRESETS[ruleset_id]),
                                                     Confirmation):
                taught = {"confirmation-play"}
            assert concept in taught, (concept, taught, question.prompt)
            if concept != "suicide":  # lone stones' suicide points alone make no question but on suicide
                assert not all(_lone_suicide(self.record, self.nodes, i, ruleset_id, v) for v in question.answer), \
                    question.prompt
        else:
            assert concept in COUNT_CONCEPTS, concept


def _lone_suicide(record: Record, nodes: list[Node], index: int, ruleset_id: str, vertex: str) -> bool:
    """Whether a stone of the player to move at `vertex` would be a lone stone with no liberty
    that captures nothing: its neighbours all the opponent's, none of them in atari."""
    game = game_at(record, nodes, index, PRESETS[ruleset_id])
    board = game.board
    p = board.point(vertex)
    mover = game.to_move
    if any(board.color[n] in (EMPTY, mover) for n in board.neighbours(p)):
        return False
    captured, suicide, _hash = board.analyse(p, mover)
    return suicide and not captured


COUNT_CONCEPTS = ("area-and-territory", "seki-points", "handicap-compensation", "pass-stones",
                  "confirmation-play", "ing-count")


def _result_words(result) -> str:
    if result.winner is None:
        return "a tie: nobody wins"
    colour = "Black" if result.winner == "B" else "White"
    return f"{colour} wins by {result.margin:g}" if result.margin else f"{colour} wins on equal points"


def _said(text: str) -> tuple[dict[str, str], set[str]]:
    """What a reveal line says of points: those it forbids with the reason in words, and those
    it allows ("forbids D1 (positional superko), F2 (suicide); allows E5")."""
    forbidden: dict[str, str] = {}
    allowed: set[str] = set()
    for part in text.split("; "):
        word, _, items = part.partition(" ")
        if word == "forbids":
            found = re.findall(r"([A-Z]\d+) \(([^)]*)\)", items)
            assert ", ".join(f"{v} ({r})" for v, r in found) == items, text
            forbidden.update(found)
        elif word == "allows":
            allowed |= set(items.split(", "))
        else:
            raise AssertionError(f"a find-point reveal says neither forbids nor allows: {text!r}")
    return forbidden, allowed


# Answers a learner might give to a question: the right one, and one that is wrong.

def wrong(question: Question) -> object:
    if question.form == "point":
        return "Z99"
    if question.form == "one":
        return next(c for c in question.choices if c not in question.answer)
    return sorted(set(question.answer) ^ {question.choices[0]})


def right(question: Question) -> object:
    return question.answer[0] if question.form in ("one", "point") else list(question.answer)
