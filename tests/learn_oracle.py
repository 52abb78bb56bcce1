"""Each Learn question's answer worked out apart from the generator: plain replays from the root
(teaching.analyse, teaching.game_at and diagrams.rule_line), never the teaching model it reads."""

from __future__ import annotations

from types import SimpleNamespace

from gogui.diagrams import Line, rule_line
from gogui.engine import PRESETS
from gogui.learn.questions import Question
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

    def check(self, question: Question, reasons: tuple[str, ...]) -> None:
        """Fail unless the question's answer is what the replays say."""
        i = question.node
        kind = question.kind
        if kind == "legal":
            (ruleset_id,) = question.rulesets
            ruling = self.ruling(ruleset_id, i)
            assert ruling.status in RULED
            assert question.answer == (("no",) if ruling.status == "illegal" else ("yes",)), question.prompt
            assert question.move == ruling.number
            assert self.nodes[i].move == (question.player, question.vertex)
        elif kind == "which-rulesets":
            assert set(question.choices) == set(question.rulesets)
            for ruleset_id in question.choices:
                assert self.ruling(ruleset_id, i).status in RULED
            wanted = {r for r in question.choices if self.ruling(r, i).status in ALLOWED}
            assert set(question.answer) == wanted, question.prompt
            assert 0 < len(wanted) < len(question.choices)
        elif kind == "what-happens":
            (ruleset_id,) = question.rulesets
            assert question.answer == (self.happening(ruleset_id, i),), question.prompt
            assert question.answer[0] in question.choices
        elif kind == "find-point":
            (ruleset_id,) = question.rulesets
            banned = self.banned(ruleset_id, i, reasons)
            assert banned and set(question.answer) == banned, question.prompt
        elif kind == "count":
            if question.form == "one":
                (ruleset_id,) = question.rulesets
                result = self.count(ruleset_id, i)
                assert question.result == (result.winner, result.margin), question.prompt
                assert len(question.answer) == 1 and question.answer[0] in question.choices
            else:
                colour = "B" if "give Black the win" in question.prompt else "W"
                assert f"give {'Black' if colour == 'B' else 'White'} the win" in question.prompt
                wanted = {r for r in question.choices if self.count(r, i).winner == colour}
                assert set(question.answer) == wanted, question.prompt
        else:
            raise AssertionError(f"unknown kind {kind}")


# Answers a learner might give to a question: the right one, and one that is wrong.

def wrong(question: Question) -> object:
    if question.form == "point":
        return "Z99"
    if question.form == "one":
        return next(c for c in question.choices if c not in question.answer)
    return sorted(set(question.answer) ^ {question.choices[0]})


def right(question: Question) -> object:
    return question.answer[0] if question.form in ("one", "point") else list(question.answer)
