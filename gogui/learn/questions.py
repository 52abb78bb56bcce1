"""Questions made from the engine's rulings at the nodes of a line: asked first, told after."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from .. import diagrams
from ..differences import difference_at
from ..engine import KO_REASONS, PRESETS, Result, Ruleset
from ..engine.board import BLACK, COLOR_LETTERS, EMPTY, WHITE, Board, PointEffects
from ..engine.wording import listed, sentences
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..ruleset_names import ruleset_name
from ..sgf import Node, Record
from ..teaching import NodeRuling, TreeRulings, count_at
from . import explanations as explain
from .choices import count_choices, mistake_words, result_key
from .concepts import (
    HAPPENING_CONCEPTS,
    bans_by_concept,
    count_concept,
    happening_concept,
    move_concept,
    reason_concept,
    reasons_of,
    single_stone_suicide,
)
from .course import Lesson, concepts_up_to
from .lesson_positions import CONCEPTS

Kind = Literal["legal", "which-rulesets", "find-point", "what-happens", "count"]
# How a question is answered: one choice, several choices ticked, or a point clicked.
Form = Literal["one", "several", "point"]

KINDS: tuple[Kind, ...] = ("legal", "which-rulesets", "find-point", "what-happens", "count")

# Reason codes a find-point question may ask for when the caller names none: every real ban
# (an occupied point, or a game that is over, is not a lesson).
BAN_REASONS = (*KO_REASONS, "suicide")

# What can happen after a legal move, as what-happens choices, in the order they are offered
# (marked for translation: happening_words() translates them).
HAPPENINGS: dict[str, str] = {
    "goes-on": QT_TRANSLATE_NOOP("Questions", "play goes on"),
    "stops": QT_TRANSLATE_NOOP("Questions", "play stops"),
    "ends-counted": QT_TRANSLATE_NOOP("Questions", "the game ends and is counted with every stone alive"),
    "no-result": QT_TRANSLATE_NOOP("Questions", "the game ends without result"),
    "draw": QT_TRANSLATE_NOOP("Questions", "the game ends in a draw"),
    "black-wins": QT_TRANSLATE_NOOP("Questions", "Black wins by repetition"),
    "white-wins": QT_TRANSLATE_NOOP("Questions", "White wins by repetition"),
    "ends": QT_TRANSLATE_NOOP("Questions", "the game ends"),
}


def happening_words(key: str) -> str:
    """A key of HAPPENINGS in words, in the chosen language."""
    return translate("Questions", HAPPENINGS[key])

_MOVED = ("legal", "stopped", "ended")  # statuses of a move the ruleset allowed
_REACHED = ("legal", "illegal", "stopped", "ended")  # statuses of a move the ruleset ruled on


@dataclass(frozen=True)
class Verdict:
    """Whether an answer was right, and if not, a sentence on what the learner missed."""

    right: bool
    missed: str = ""


@dataclass(frozen=True, eq=False)
class Question:
    """One question at one node of a line, with its answer from the engine's rulings.

    kind         legal, which-rulesets, find-point, what-happens or count
    diagram      the library diagram's id, or None for a record of the learner's (see file)
    file         the record's file name when it is not a library diagram (may be None)
    line         the line's name ("Main line" or the variation's name)
    node         index of the node in the line (0 is the root)
    move         the move number as the rulings number the node; for find-point, the number of
                 the move just played (the position the learner clicks on is the one after it)
    player       "B" or "W": who plays the move asked about, or who is to move (find-point)
    vertex       the move asked about ("F5"), None for a pass or a question about a position
    rulesets     the preset ids the question asks about
    prompt       the question in words
    form         "one" (one choice), "several" (tick any number) or "point" (click a point)
    choices      the choices' values (empty for find-point); choice_text gives their words
    answer       the right choice(s), or every right point for find-point
    result       for a "who wins" count question: the winner ("B", "W" or None) and the margin
    reveal       per preset id (those asked first): its ruling here in words, shown after answering;
                 for find-point, which of the points that matter it forbids and why, and which it
                 allows (PointRulings; reveal_after() adds the point the learner clicked)
    because      the sentence a learner who answered wrong should read
    notes        per choice or point: why it is right or wrong (for several-choice answers)
    points       for find-point: every ruleset's ruling on the points of the position
    concept      the concept the question tests, an id of lesson_positions.CONCEPTS
    marked       the points the board marks while the question is asked: the move asked about
                 (drawn as a marked ghost stone), empty when the question is about a position
    hints        the hints, in order: the first names the rule to look at, the second narrows
                 where on the board
    explanation  why the right answer is right, in the asked ruleset's own terms, naming the
                 rule and its source (never a restatement of the answer)
    others       what the other rulesets do differently and why, one line per group of
                 rulesets that say the same
    region       for a count question: the points the count covers (the diagram's view, or the
                 whole board), which the board shows while it is asked
    transform    how the position asked on was turned, reflected or colour-swapped from the
                 diagram's (a name of gogui.transform.TRANSFORMS), "" for the diagram as it is
    """

    kind: Kind
    line: str
    node: int
    move: int
    player: str
    rulesets: tuple[str, ...]
    prompt: str
    form: Form
    choices: tuple[str, ...]
    answer: tuple[str, ...]
    because: str
    diagram: str | None = None
    file: str | None = None
    vertex: str | None = None
    choice_text: Mapping[str, str] = field(default_factory=dict)
    result: tuple[str | None, float | None] | None = None
    reveal: Mapping[str, str] = field(default_factory=dict)
    notes: Mapping[str, str] = field(default_factory=dict)
    points: PointRulings | None = None
    concept: str = ""
    marked: tuple[str, ...] = ()
    hints: tuple[str, ...] = ()
    explanation: str = ""
    others: tuple[str, ...] = ()
    region: tuple[str, ...] = ()
    transform: str = ""

    @property
    def source(self) -> str:
        """The diagram id, else the file name, else "" (a record that has neither)."""
        return self.diagram or self.file or ""

    @property
    def key(self) -> str:
        """A stable name for the question: the same question made again has the same key (a
        find-point question names its concept: one node may ask for the points of two). A
        question on a transformed position names the transform after its source
        ("triple-ko@rot90"), so that its answers are told from the original's."""
        source = f"{self.source}@{self.transform}" if self.transform else self.source
        return "|".join((source, self.line, str(self.node), self.kind, ",".join(self.rulesets),
                         ",".join(self.choices) if self.kind != "find-point" else self.concept))

    @property
    def shown_node(self) -> int:
        """The index of the node whose position the board shows while the question is asked:
        the one before the move asked about (legal, which-rulesets), else the question's own
        node. The rulings, the comment and the crosses stay hidden until it is answered."""
        return self.node - 1 if self.kind in ("legal", "which-rulesets") else self.node

    def text_of(self, choice: str) -> str:
        """A choice in words."""
        return self.choice_text.get(choice, choice)

    def reveal_after(self, given: object) -> Mapping[str, str]:
        """The reveal once `given` was answered: for a find-point question, each ruleset's word
        on the point clicked as well as on the points that matter; otherwise `reveal`."""
        if self.points is None:
            return self.reveal
        return self.points.lines(given if isinstance(given, str) else None)

    def check(self, given: str | Iterable[str] | tuple[str | None, float | None]) -> Verdict:
        """Judge an answer: a choice value (form "one"), choice values (form "several"), a
        vertex such as "F5" (form "point"), or for a count question the winner and margin as a
        tuple ("B", 3.5). Never raises on a malformed answer: it is simply wrong."""
        if self.form == "point":
            vertex = given.strip().upper() if isinstance(given, str) else ""
            if vertex in self.answer:
                return Verdict(True)
            missed = (translate("Questions", "{point} is not such a point.").format(point=vertex) if vertex
                      else translate("Questions", "That is not such a point."))
            other_ban = self._other_ban(vertex)
            if other_ban is not None:
                missed = other_ban
            return Verdict(False, _sentences(missed, self.because))
        if self.form == "one":
            if self.result is not None and isinstance(given, tuple) and len(given) == 2:
                # A tie has no margin: "nobody wins by 1" is no answer.
                given = "" if given[0] is None and given[1] else _result_key(given[0], given[1])  # type: ignore[arg-type]
            right = isinstance(given, str) and given in self.answer
            if right:
                return Verdict(True)
            mistake = self.notes.get(given, "") if isinstance(given, str) else ""
            return Verdict(False, _sentences(mistake, self.because))
        if isinstance(given, str):
            given = [given]
        try:
            ticked = {str(choice) for choice in given}
        except TypeError:
            ticked = set()
        wanted = set(self.answer)
        if ticked == wanted:
            return Verdict(True)
        wrong = [c for c in self.choices if (c in ticked) != (c in wanted)]
        return Verdict(False, _sentences(*(self.notes.get(c, self.because) for c in wrong)) or self.because)

    def _other_ban(self, vertex: str) -> str | None:
        """For a point the asked ruleset forbids, though not for the kind of ban the question is
        about (a suicide point clicked for a ko question): a sentence that says so, else None.
        Such a point is not the answer, but "not such a point" would be false."""
        if self.points is None or not self.rulesets or not self.answer:
            return None
        bans = self.points.bans.get(self.rulesets[0], {})
        ban, asked = bans.get(vertex), bans.get(self.answer[0])
        if ban is None or asked is None or ban == asked:
            return None
        return translate("Questions", "{point} is forbidden too, but by another rule ({ban}); the question asks about "
                         "{asked}.").format(point=vertex, ban=diagrams.reason_words(ban),
                                            asked=diagrams.reason_words(asked))

    def as_dict(self) -> dict:
        """The question as JSON fields (the worksheet's format; see the README)."""
        out: dict = {"diagram": self.diagram} if self.diagram is not None else {"file": self.file}
        out.update({
            "line": self.line, "node": self.node, "move": self.move, "kind": self.kind,
            "player": self.player, "vertex": self.vertex, "rulesets": list(self.rulesets),
            "prompt": self.prompt, "form": self.form,
        })
        if self.choices:
            out["choices"] = list(self.choices)
            out["choice_text"] = {c: self.text_of(c) for c in self.choices}
        if self.result is not None:
            out["answer"] = {"winner": self.result[0], "margin": self.result[1]}
        else:
            out["answer"] = list(self.answer)
        out["because"] = self.because
        out["reveal"] = dict(self.reveal)
        out.update({"concept": self.concept, "marked": list(self.marked), "hints": list(self.hints),
                    "explanation": self.explanation, "others": list(self.others),
                    "region": list(self.region), "transform": self.transform})
        return out


@dataclass(frozen=True)
class PointRulings:
    """Every asked ruleset's ruling on the points of a find-point question's position, told
    after the answer: which of the points that matter it forbids and why (its own reason, the
    one the question named or another), and which it allows.

    matter   the points some asked ruleset forbids for a kind of ban the question is about (the
             answer among them), in board order
    names    per preset id, in the order told (the one asked about first): its name
    bans     per preset id whose play goes on: every empty point it forbids -> reason code
    stones   per such preset id: the points with a stone on its board
    ruled    per preset id whose play does not go on here: its ruling of the node in words
    size     the board's size
    """

    matter: tuple[str, ...]
    names: Mapping[str, str]
    bans: Mapping[str, Mapping[str, str]]
    stones: Mapping[str, frozenset[str]]
    ruled: Mapping[str, str]
    size: int

    def lines(self, clicked: str | None = None) -> dict[str, str]:
        """Each ruleset's line, on the points that matter and on the point clicked (when it is
        a point of the board): "Chinese: forbids D1 (positional superko); allows F2"."""
        points = list(self.matter)
        chosen = clicked.strip().upper() if clicked else ""
        if chosen and chosen not in points and _on_board(chosen, self.size):
            points = sorted([*points, chosen], key=_vertex_order)
        return {pid: self.ruled[pid] if pid in self.ruled else self._line(pid, name, points)
                for pid, name in self.names.items()}

    def _line(self, pid: str, name: str, points: list[str]) -> str:
        bans, stones = self.bans[pid], self.stones[pid]
        why = {v: bans.get(v, "occupied") for v in points if v in bans or v in stones}
        forbidden = listed(translate("Questions", "{point} ({ban})").format(
            point=v, ban=diagrams.reason_words(why[v])) for v in points if v in why)
        allowed = listed(v for v in points if v not in why)
        if forbidden and allowed:
            text = translate("Questions", "{ruleset}: forbids {forbidden}; allows {allowed}")
        elif forbidden:
            text = translate("Questions", "{ruleset}: forbids {forbidden}")
        else:
            text = translate("Questions", "{ruleset}: allows {allowed}")
        return text.format(ruleset=name, forbidden=forbidden, allowed=allowed)

    def grouped(self, skip: str) -> list[str]:
        """The lines of every ruleset but `skip` on the points that matter, one per group of
        rulesets that say the same: "Chinese, Tromp-Taylor: forbids D1 (positional superko)"."""
        groups: dict[str, list[str]] = {}
        for pid, name in self.names.items():
            if pid != skip:
                text = self.ruled[pid].replace(name, "\x00", 1) if pid in self.ruled else \
                    self._line(pid, "\x00", list(self.matter))
                groups.setdefault(text, []).append(name)
        return [text.replace("\x00", translate("Questions", ", ").join(names)) for text, names in groups.items()]


def _on_board(vertex: str, size: int) -> bool:
    try:
        Board(size).point(vertex)
    except ValueError:
        return False
    return True


# ----- what the rulings say, in words --------------------------------------------------------------

# Sentences are whole templates with named parts ({ruleset}, {move}, {number}...) so that a
# translation can put the parts in its own order; the parts come from these helpers.

def _name(ruleset: Ruleset) -> str:
    return ruleset_name(ruleset.name)


def _colour_words(colour: str) -> str:
    return translate("Questions", "Black") if colour == "B" else translate("Questions", "White")


def _move_words(node: Node) -> str:
    assert node.move is not None
    colour, vertex = node.move
    if vertex is None:
        return translate("Questions", "Black's pass") if colour == "B" else translate("Questions", "White's pass")
    return (translate("Questions", "Black's {point}") if colour == "B"
            else translate("Questions", "White's {point}")).format(point=vertex)


def _explained(text: str) -> str:
    return " ".join(text.split())


def _sentences(*texts: str) -> str:
    """Sentences one after another (each already in the chosen language); empty ones left out."""
    shown = [text for text in texts if text]
    return sentences(*shown) if shown else ""


_result_key = result_key


def _result_words(key: str) -> str:
    if key == "draw":
        return translate("Questions", "a tie: nobody wins")
    winner, _, margin = key.partition("+")
    # Without a margin: the scores were equal and the ruleset gives ties to one side (Ing).
    if winner == "B":
        return (translate("Questions", "Black wins by {margin}").format(margin=margin) if margin
                else translate("Questions", "Black wins on equal points"))
    return (translate("Questions", "White wins by {margin}").format(margin=margin) if margin
            else translate("Questions", "White wins on equal points"))


def happening(ruling: NodeRuling, result: Result | None) -> str:
    """What a ruleset makes of a move it allowed, as a key of HAPPENINGS: play goes on, play
    stops, or how the game ends (with the game's result for a threefold repetition)."""
    if ruling.status == "stopped":
        return "stops"
    if ruling.status != "ended":
        return "goes-on"
    if ruling.reason == "passes":
        return "ends-counted"
    if ruling.reason == "no-result":
        return "no-result"
    if result is not None and result.kind == "draw":
        return "draw"
    if result is not None and result.kind == "repetition" and result.winner in ("B", "W"):
        return "black-wins" if result.winner == "B" else "white-wins"
    return "ends"


def _reason_words(ruling: NodeRuling) -> str:
    return diagrams.reason_words(ruling.reason or "")


def _first_sentence(text: str) -> str:
    return diagrams.first_sentence(text)


def _reveal_line(ruleset: Ruleset, ruling: NodeRuling) -> str:
    """A ruleset's ruling of a node in words; where its line ended before the node, only that
    ("Ing SST: not reached: move 2 was illegal."), the why being told at the move that ended it."""
    if ruling.status == "after":
        return translate("Questions", "{ruleset}: {verdict}.").format(ruleset=_name(ruleset), verdict=ruling.verdict)
    return translate("Questions", "{ruleset}: {verdict}. {explanation}").format(
        ruleset=_name(ruleset), verdict=ruling.verdict, explanation=_explained(ruling.explanation))


# ----- candidates and selection -----------------------------------------------------------------

class _Asked:
    """How often each preset was asked so far: the next question asks the least asked."""

    def __init__(self, focus: Sequence[str], keep: Sequence[str] = ()) -> None:
        self.count: Counter[str] = Counter()
        self.focus = list(focus)
        self.keep = tuple(keep)  # asking a question again: its rulesets, which come first

    def order(self, ids: Iterable[str], then: Callable[[str], int] | None = None) -> list[str]:
        """The ids, least asked first; ties go to the lesson's focus, then by `then`
        (smallest first), then to preset order. Asking a question again (`keep`), its
        rulesets come first, in their order."""
        ids = list(ids)
        if self.keep:
            return sorted(ids, key=lambda pid: self.keep.index(pid) if pid in self.keep else len(self.keep))
        rank = {pid: (self.focus.index(pid) if pid in self.focus else len(self.focus),
                      then(pid) if then is not None else 0,
                      list(PRESETS).index(pid) if pid in PRESETS else len(PRESETS)) for pid in ids}
        return sorted(ids, key=lambda pid: (self.count[pid], rank[pid]))

    def note(self, ids: Iterable[str]) -> None:
        self.count.update(ids)


@dataclass
class _Candidate:
    step: int
    node: int
    order: float  # where in the line it is asked: a find-point after its node's other questions
    kind: Kind
    priority: int
    build: Callable[[_Asked], Question | None]
    concept: str = ""


@dataclass
class _Line:
    """One line as the generator reads it."""

    record: Record
    nodes: list[Node]
    model: TreeRulings
    asked: list[Ruleset]  # the rulesets questions may ask about
    name: str
    diagram: str | None
    file: str | None
    focus: tuple[str, ...]
    reasons: tuple[str, ...]
    transform: str = ""  # how the record was transformed from the diagram's (gogui.transform)
    concepts: tuple[str, ...] | None = None  # the concepts questions may be about (None: any)
    own: str = ""  # the lesson's own concept, preferred where a node teaches several
    quiz: bool = False  # Quiz me: the moves where the rulesets part first, suicide last

    def ruling(self, ruleset: Ruleset, index: int) -> NodeRuling:
        return self.model.ruling(ruleset, index)


def _candidates_by_node(line: _Line, step: int) -> Iterator[list[_Candidate]]:
    """Every question worth asking along a line, each with a priority, a node at a time in line
    order. For Quiz me, a node where the rulesets
    part (differences.difference_at) makes its questions, and the find-point question of the
    node before it, come first."""
    last = len(line.nodes) - 1
    before: list[_Candidate] = []
    for index in range(len(line.nodes)):
        node = line.nodes[index]
        out: list[_Candidate] = []
        if index > 0 and node.move is not None:
            out.extend(_move_candidates(line, step, index, node))
        if index == last or node.territory:
            out.extend(_count_candidates(line, step, index))
        out.extend(_point_candidates(line, step, index))
        if line.quiz and index > 0 and difference_at(line.model, line.asked, index, counted=False) is not None:
            for candidate in out + [c for c in before if c.kind == "find-point"]:
                candidate.priority += _PARTING_BONUS
        before = out
        yield out


_PARTING_BONUS = 4  # Quiz me: where the rulesets part comes first
_OWN_BONUS = 2  # a lesson: its own concept comes first


def _allowed(line: _Line, concept: str | None) -> bool:
    return concept is not None and (line.concepts is None or concept in line.concepts)


def _preferred(line: _Line, concepts: Iterable[str]) -> str | None:
    """Of the concepts a node could teach (those the line may ask about), the one to ask: the
    lesson's own, else the latest of the course but suicide, else suicide."""
    found = [c for c in dict.fromkeys(concepts) if _allowed(line, c)]
    if not found:
        return None
    if line.own in found:
        return line.own
    return max(found, key=lambda c: (c != "suicide", CONCEPTS.index(c) if c in CONCEPTS else -1))


def _focus_bonus(line: _Line, ids: Iterable[str]) -> int:
    return 1 if any(pid in line.focus for pid in ids) else 0


def _move_candidates(line: _Line, step: int, index: int, node: Node) -> list[_Candidate]:
    every = {r.id: line.ruling(r, index) for r in line.asked}
    assert node.move is not None
    colour, vertex = node.move
    concepts: dict[str, str | None] = {}
    # A lone stone's suicide is about suicide, whatever else forbids it (a superko that forbids
    # the board it brings back, say): real games have such points at every eye.
    lone = vertex is not None and any(r.status == "illegal" for r in every.values()) and \
        single_stone_suicide(line.model.board(index - 1), vertex, BLACK if colour == "B" else WHITE)
    for pid, ruling in every.items():
        if lone and ruling.status == "illegal":
            concepts[pid] = "suicide" if ruling.reason == "suicide" else None
        elif ruling.status == "illegal" and vertex is not None:
            reason = ruling.reason or ""
            concepts[pid] = (move_concept(line.model.game(_by_id(line, pid), index - 1), vertex, colour, reason)
                             if reason in (*_SITUATIONAL, "ko") else reason_concept(reason))
    concept = _preferred(line, [c for c in concepts.values() if c is not None])
    # The rulesets asked about: those that allow the move and those that forbid it for a reason
    # of the concept asked (a ban of a later lesson is no part of this one's questions).
    rulings = {pid: ruling for pid, ruling in every.items() if pid not in concepts or concepts[pid] == concept}
    reached = [pid for pid, ruling in rulings.items() if ruling.status in _REACHED]
    allowed = [pid for pid in reached if rulings[pid].status in _MOVED]
    forbidden = [pid for pid in reached if rulings[pid].status == "illegal"]
    out: list[_Candidate] = []
    if vertex is not None and forbidden and not allowed and concept is not None and concept == line.own:
        # Every ruleset refuses it, for the lesson's own concept (the basic ko every ruleset
        # has): worth one question in that lesson, and what each says is the answer's lesson.
        out.append(_Candidate(step, index, index, "legal", 2,
                              lambda asked: _legal_question(line, index, node, rulings, asked, concept), concept))
    if vertex is not None and allowed and forbidden and concept is not None:
        bonus = _focus_bonus(line, forbidden) + (1 if any(rulings[p].reason in line.reasons for p in forbidden) else 0)
        out.append(_Candidate(step, index, index, "legal", 3 + bonus,
                              lambda asked: _legal_question(line, index, node, rulings, asked, concept), concept))
        if len(reached) >= 3:
            out.append(_Candidate(step, index, index, "which-rulesets", 3 + bonus,
                                  lambda asked: _which_question(line, index, node, rulings, asked, concept), concept))
    # (A node that is no move of a ruleset's, AGA's obligatory White pass already made with
    # Black's last pass, keeps the number of the move before it.)
    moved = [pid for pid, ruling in every.items() if ruling.status in _MOVED
             and ruling.number != line.ruling(_by_id(line, pid), index - 1).number]
    games = {pid: line.model.game(_by_id(line, pid), index)
             for pid in moved if every[pid].status == "ended"}
    every_happening = {pid: happening(every[pid], games[pid].result if pid in games else None) for pid in moved}
    # Asked about: the rulesets to which nothing happens or what a concept asked about teaches.
    happened = {pid: h for pid, h in every_happening.items()
                if h not in HAPPENING_CONCEPTS or _allowed(line, HAPPENING_CONCEPTS[h])}
    about = happening_concept(happened.values())
    if len(set(every_happening.values())) >= 2 and about is not None:
        ends = any(h not in ("goes-on", "stops", "ends-counted") for h in happened.values())
        out.append(_Candidate(step, index, index, "what-happens", 2 + (2 if ends else 0)
                              + _focus_bonus(line, happened),
                              lambda asked: _happens_question(line, index, node, every, happened, asked, about),
                              about))
    return out


_SITUATIONAL = ("situational-superko", "natural-situational-superko")


def _by_id(line: _Line, ruleset_id: str) -> Ruleset:
    for ruleset in line.asked:
        if ruleset.id == ruleset_id:
            return ruleset
    raise KeyError(ruleset_id)


def _count_candidates(line: _Line, step: int, index: int) -> list[_Candidate]:
    results: dict[str, Result] = {}
    for ruleset in line.asked:
        result = count_at(line.model, ruleset, index)
        if result is not None and result.kind not in ("unfinished",):
            results[ruleset.id] = result
    if not results:
        return []
    concepts = {pid: count_concept(_by_id(line, pid), line.model.game(_by_id(line, pid), index), result, results)
                for pid, result in results.items()}
    askable = [pid for pid in results if _allowed(line, concepts[pid])]
    if not askable:
        return []
    keys = {pid: _result_key(r.winner, r.margin) for pid, r in results.items()}
    differ = len({keys[pid] for pid in askable}) >= 2
    asked_here: list[str] = []  # the results already asked about at this node
    concept = _preferred(line, (concepts[pid] for pid in askable)) or "area-and-territory"
    # The first question asks about a ruleset whose count teaches the concept chosen.
    first = [pid for pid in askable if concepts[pid] == concept]
    out = [_Candidate(step, index, index, "count", 3 + (1 if differ else 0) + _focus_bonus(line, askable),
                      lambda asked: _who_wins_question(line, index, results, keys, asked, asked_here, concepts, first),
                      concept)]
    if differ:
        # A second ruleset with another result: the contrast is the lesson.
        out.append(_Candidate(step, index, index + 0.1, "count", 3,
                              lambda asked: _who_wins_question(line, index, results, keys, asked, asked_here,
                                                               concepts, askable), concept))
    winners = {results[pid].winner for pid in askable}
    if len(askable) >= 3 and len(winners) >= 2:
        out.append(_Candidate(step, index, index + 0.25, "count", 4,
                              lambda asked: _which_win_question(line, index, results, asked, concepts, askable),
                              concept))
    return out


_Bans = dict[str, dict[str, str]]  # concept -> vertex -> reason


def _bans(line: _Line, ruleset: Ruleset, index: int, effects: dict[tuple[int, int], tuple[Board, PointEffects]]
          ) -> tuple[_Bans, _Bans] | None:
    """The points the player to move may not play under the ruleset after the node at `index`,
    for the line's kinds of ban, by the concept each refusal teaches: all of them, and those
    worth a question (for every concept but suicide, without a lone stone's suicide points).
    None where the ruleset's play does not go on there (the line ended or stopped before, or
    play is over). `effects` holds what a play does on each board met at this node (by the
    player to move and the board's hash, the board kept to compare), so the rulesets whose
    boards agree look at it once."""
    if line.ruling(ruleset, index).status not in ("start", "legal"):
        return None
    game = line.model.game(ruleset, index)
    if game.phase not in ("play", "dispute"):
        return None
    board = game.board
    key = (game.to_move, board.hash)
    seen = effects.get(key)
    if seen is not None and seen[0].color == board.color:
        shared = seen[1]
    else:
        shared = board.every_point_effect(game.to_move)
        effects[key] = (board, shared)
    found = bans_by_concept(game, line.reasons, shared)
    # A lone stone's suicide point (which a superko forbids where suicide is allowed, since it
    # brings back the board) makes no question that is not about suicide: real games have such
    # points at every eye. It is still a right answer where the ruleset forbids it.
    worth: _Bans = {}
    lone = shared.lone_suicides()
    for concept, bans in found.items():
        kept = bans if concept == "suicide" else {v: r for v, r in bans.items() if board.point(v) not in lone}
        if kept:
            worth[concept] = kept
    return found, worth


def _point_candidates(line: _Line, step: int, index: int) -> list[_Candidate]:
    if not line.reasons:
        return []
    effects: dict[tuple[int, int], tuple[Board, PointEffects]] = {}
    ruled = {r.id: _bans(line, r, index, effects) for r in line.asked}
    every_ban = {pid: bans[0] for pid, bans in ruled.items() if bans is not None}
    known_any = {pid: {c: points for c, points in bans[1].items() if _allowed(line, c)}
                 for pid, bans in ruled.items() if bans is not None}
    every = {pid: {v for points in bans.values() for v in points} for pid, bans in every_ban.items()}
    found = {c for bans in known_any.values() for c in bans}
    # A concept's points are worth asking about where some ruleset allows one of them: where
    # every ruleset forbids them all (for one reason or another), the rulesets do not part.
    parting = [c for c in found
               if any(not {v for bans in known_any.values() for v in bans.get(c, {})} <= points for points in every.values())]
    if parting:
        preferred = _preferred(line, parting)
        assert preferred is not None
        ordered = [preferred, *sorted(set(parting) - {preferred}, key=CONCEPTS.index)]
        return [_point_candidate(line, step, index, known_any, every_ban, concept, rank, True)
                for rank, concept in enumerate(ordered)]
    # The same bans everywhere: worth asking only where the next move is one of them, about
    # the first concept of the course that forbids it.
    nxt = line.nodes[index + 1].move if index + 1 < len(line.nodes) else None
    if nxt is None or nxt[1] is None:
        return []
    forbidding = [c for c in found if any(nxt[1] in bans.get(c, {}) for bans in known_any.values())]
    if not forbidding:
        return []
    concept = line.own if line.own in forbidding else min(forbidding, key=CONCEPTS.index)
    return [_point_candidate(line, step, index, known_any, every_ban, concept, 0, False)]


def _point_candidate(line: _Line, step: int, index: int, known_any: Mapping[str, _Bans], every_ban: Mapping[str, _Bans],
                     concept: str, rank: int, parting: bool) -> _Candidate:
    """The find-point question on one concept's points after the node, asked about a ruleset
    with points worth asking (`known_any`), its answer every point of the concept it forbids
    (`every_ban`); `rank` 0 for the concept the node is best asked about, then the others
    (worth less); `parting` where some ruleset allows a point another forbids."""
    with_bans = [pid for pid, b in known_any.items() if b.get(concept)]
    answers = {pid: every_ban[pid].get(concept, {}) for pid in with_bans}
    # Where only suicide differs (an eye is a suicide point under most rules, not under those
    # that allow suicide), the question is worth less: real games have such points everywhere.
    worth = (3 if concept != "suicide" else 2) if parting else 1
    return _Candidate(step, index, index + 0.5 + rank / 100, "find-point",
                      worth - min(rank, 1) + _focus_bonus(line, with_bans),
                      lambda asked: _point_question(line, index, with_bans, answers, asked, concept), concept)


_PER_STEP_AND_KIND = 3  # questions of one kind on one line of a lesson, at most


def _select(candidates: list[_Candidate], limit: int, steps: int) -> list[_Candidate]:
    """Up to `limit` candidates: the best of every step first, then the best of each kind in
    turn, never two at one node and kind; in the order they come along the lines."""
    ranked = sorted(candidates, key=lambda c: (-c.priority, c.step, c.order, KINDS.index(c.kind)))
    chosen: list[_Candidate] = []
    used: set[tuple[int, float, str]] = set()
    node_used: set[tuple[int, int]] = set()

    def take(candidate: _Candidate) -> None:
        chosen.append(candidate)
        used.add((candidate.step, candidate.order, candidate.kind))
        if candidate.kind in ("legal", "which-rulesets"):
            node_used.add((candidate.step, candidate.node))

    def allowed(candidate: _Candidate) -> bool:
        if candidate in chosen or (candidate.step, candidate.order, candidate.kind) in used:
            return False
        if sum(1 for c in chosen if c.step == candidate.step and c.kind == candidate.kind) >= _PER_STEP_AND_KIND:
            return False
        # A legality question and a which-rulesets question at one move give each other away.
        return not (candidate.kind in ("legal", "which-rulesets")
                    and (candidate.step, candidate.node) in node_used)

    for step in range(steps):
        best = next((c for c in ranked if c.step == step and allowed(c)), None)
        if best is not None and len(chosen) < limit:
            take(best)
    while len(chosen) < limit:
        added = False
        for kind in KINDS:
            best = next((c for c in ranked if c.kind == kind and allowed(c)), None)
            if best is not None and len(chosen) < limit:
                take(best)
                added = True
        if not added:
            break
    return sorted(chosen, key=lambda c: (c.step, c.order, KINDS.index(c.kind)))


# ----- the questions --------------------------------------------------------------------------------

def _base(line: _Line, index: int) -> dict:
    return {"line": line.name, "node": index, "diagram": line.diagram, "file": line.file, "transform": line.transform}


def _reveal(line: _Line, index: int, first: Sequence[str]) -> dict[str, str]:
    """Every asked ruleset's ruling at the node in words, those asked about first."""
    rulesets = sorted(line.asked, key=lambda r: (r.id not in first,
                                                 first.index(r.id) if r.id in first else 0))
    return {r.id: _reveal_line(r, line.ruling(r, index)) for r in rulesets}


def _captured(line: _Line, index: int, allowed: Iterable[str]) -> int:
    """How many stones the move at `index` captured under the first ruleset that allowed it."""
    for pid in allowed:
        outcomes = line.model.game(_by_id(line, pid), index).outcomes
        if outcomes:
            return len(outcomes[-1].captured)
    return 0


def _marked(vertex: str | None) -> tuple[str, ...]:
    return (vertex,) if vertex else ()


def _ruled(line: _Line, rulings: Mapping[str, NodeRuling], skip: Sequence[str]) -> dict[str, tuple[Ruleset, str, str | None]]:
    return {pid: (_by_id(line, pid), ruling.status, ruling.reason) for pid, ruling in rulings.items()
            if pid not in skip and ruling.status in _REACHED}


def _groups_sentence(groups: Sequence[str]) -> str:
    """Lines of groups as one sentence: "A: forbid it — ...; B: allow it — ..."."""
    return translate("Questions", "{groups}.").format(groups=translate("Questions", "; ").join(groups)) if groups else ""


def _legal_question(line: _Line, index: int, node: Node, rulings: dict[str, NodeRuling],
                    asked: _Asked, concept: str) -> Question:
    assert node.move is not None
    reached = [pid for pid in rulings if rulings[pid].status in _REACHED]
    forbidden = {pid for pid in reached if rulings[pid].status == "illegal"}
    # The least asked ruleset; between equals, alternate so that "no" is as common as "yes".
    order = asked.order(reached)
    want_no = (order[0] in forbidden) if asked.keep else asked.count["legal:no"] <= asked.count["legal:yes"]
    pick = next((pid for pid in order if (pid in forbidden) == want_no), order[0])
    ruleset = _by_id(line, pick)
    ruling = rulings[pick]
    legal = pick not in forbidden
    asked.note([pick, "legal:yes" if legal else "legal:no"])
    colour, vertex = node.move
    bans = [rulings[pid].reason or "" for pid in reached if pid in forbidden]
    captured = _captured(line, index, [pid for pid in reached if pid not in forbidden])
    why, rule = explain.move_explanation(ruleset, _move_words(node), None if legal else ruling.reason,
                                         ruling.explanation, bans, captured)
    explanation = _sentences(why, rule)
    if legal:
        because = why
    else:
        because = translate("Questions", "Under {ruleset} rules {player} {point} is illegal ({reason}): {explanation}").format(
            ruleset=_name(ruleset), player=_colour_words(colour), point=vertex, reason=_reason_words(ruling),
            explanation=_explained(ruling.explanation))
    prompt = translate("Questions", "Is {move} (move {number}) legal under {ruleset} rules?").format(
        move=_move_words(node), number=ruling.number, ruleset=_name(ruleset))
    return Question(
        kind="legal", move=ruling.number, player=colour, vertex=vertex, rulesets=(pick,), prompt=prompt,
        form="one", choices=("yes", "no"), choice_text={"yes": translate("Questions", "Yes, it is legal"),
                                                        "no": translate("Questions", "No, it is illegal")},
        answer=("yes",) if legal else ("no",), because=because,
        reveal=_reveal(line, index, [pick]), concept=concept, marked=_marked(vertex),
        hints=(explain.rule_hint(ruleset, concept), explain.move_hint(vertex, concept)),
        explanation=explanation, others=tuple(explain.move_groups(_ruled(line, rulings, [pick]), bans, captured)),
        **_base(line, index))


def _mix(asked: _Asked, first: list[str], second: list[str], size: int) -> list[str]:
    """Up to `size` ids from two groups, at least one of each, least asked first."""
    a, b = asked.order(first), asked.order(second)
    out = [a[0], b[0]]
    rest = asked.order(a[1:] + b[1:])
    out += rest[: max(0, size - 2)]
    return [pid for pid in PRESETS if pid in out] + [pid for pid in out if pid not in PRESETS]


def _which_question(line: _Line, index: int, node: Node, rulings: dict[str, NodeRuling],
                    asked: _Asked, concept: str) -> Question:
    assert node.move is not None
    reached = [pid for pid in rulings if rulings[pid].status in _REACHED]
    allowed = [pid for pid in reached if rulings[pid].status in _MOVED]
    forbidden = [pid for pid in reached if rulings[pid].status == "illegal"]
    offered = _mix(asked, allowed, forbidden, 5)
    asked.note(offered)
    names = {pid: _name(_by_id(line, pid)) for pid in offered}
    bans = [rulings[pid].reason or "" for pid in forbidden]
    captured = _captured(line, index, allowed)
    notes = {}
    for pid in offered:
        if pid in allowed:  # and why: the ban others apply that it has not
            notes[pid] = translate("Questions", "{ruleset} allows it: {why}.").format(
                ruleset=names[pid], why=translate("Questions", "; ").join(
                    explain.why_allowed(_by_id(line, pid), ban, captured) for ban in dict.fromkeys(bans)))
        else:
            notes[pid] = translate("Questions", "{ruleset} forbids it ({reason}): {explanation}").format(
                ruleset=names[pid], reason=_reason_words(rulings[pid]),
                explanation=_first_sentence(rulings[pid].explanation))
    colour, vertex = node.move
    number = rulings[offered[0]].number
    told = _ruled(line, {pid: rulings[pid] for pid in offered}, [])
    first_ban = next(pid for pid in offered if pid in forbidden)
    explanation = _sentences(_groups_sentence(explain.move_groups(told, bans, captured)),
                             explain.rule_sentence(_by_id(line, first_ban), rulings[first_ban].reason or "", named=True))
    return Question(
        kind="which-rulesets", move=number, player=colour, vertex=vertex, rulesets=tuple(offered),
        prompt=translate("Questions", "Which of these rulesets allow {move} (move {number})?").format(
            move=_move_words(node), number=number),
        form="several", choices=tuple(offered), choice_text=names,
        answer=tuple(pid for pid in offered if pid in allowed),
        because=_sentences(*(notes[pid] for pid in offered)), notes=notes,
        reveal=_reveal(line, index, offered), concept=concept, marked=_marked(vertex),
        hints=(explain.rule_hint(None, concept), explain.move_hint(vertex, concept)),
        explanation=explanation, others=tuple(explain.move_groups(_ruled(line, rulings, offered), bans, captured)),
        **_base(line, index))


def _happens_question(line: _Line, index: int, node: Node, rulings: dict[str, NodeRuling],
                      happened: dict[str, str], asked: _Asked, concept: str) -> Question:
    assert node.move is not None
    counts = Counter(happened.values())
    # The least asked ruleset; between equals, one where the less common thing happens.
    pick = asked.order(happened, lambda pid: counts[happened[pid]])[0]
    asked.note([pick])
    ruleset = _by_id(line, pick)
    ruling = rulings[pick]
    kinds = set(happened.values()) | {"goes-on", "stops"}
    choices = tuple(h for h in HAPPENINGS if h in kinds)
    colour, vertex = node.move
    because = translate("Questions", "Under {ruleset} rules, {happening}: {explanation}").format(
        ruleset=_name(ruleset), happening=happening_words(happened[pick]), explanation=_explained(ruling.explanation))
    topic = explain.happening_topic(ruleset, happened[pick], happened.values())
    rule = explain.rule_sentence(ruleset, topic)
    missing = explain.missing_end(ruleset, happened.values()) if happened[pick] == "goes-on" else None
    if missing is not None:  # why nothing happens: the end the others have, it has not
        rule = _sentences(translate("Questions", "{ruleset} rules have no {rule} rule.").format(
            ruleset=_name(ruleset), rule=missing), rule)
    words = {h: happening_words(h) for h in set(happened.values())}
    others = explain.happening_groups({pid: (_by_id(line, pid), h) for pid, h in happened.items() if pid != pick},
                                      words)
    return Question(
        kind="what-happens", move=ruling.number, player=colour, vertex=vertex, rulesets=(pick,),
        prompt=translate("Questions", "After {move} (move {number}), what happens under {ruleset} rules?").format(
            move=_move_words(node), number=ruling.number, ruleset=_name(ruleset)),
        form="one", choices=choices, choice_text={h: happening_words(h) for h in choices},
        answer=(happened[pick],), because=because, reveal=_reveal(line, index, [pick]), concept=concept,
        hints=(explain.happening_hint(ruleset, concept), explain.move_hint(None, concept)),
        explanation=_sentences(because, rule), others=tuple(others), **_base(line, index))


def _region(line: _Line) -> tuple[str, ...]:
    """The points a count covers: the diagram's view, else the whole board."""
    view = line.record.view()
    if view:
        return tuple(sorted(view, key=_vertex_order))
    board = Board(line.record.size)
    return tuple(board.vertex(p) for p in board.points)


def _komi(result: Result) -> float:
    return result.score.komi if result.score is not None else 0.0


def _count_others(line: _Line, results: Mapping[str, Result], keys: Mapping[str, str], skip: Sequence[str]) -> list[str]:
    return explain.count_groups({pid: (_by_id(line, pid), _result_words(keys[pid]), _komi(results[pid]))
                                 for pid in results if pid not in skip})


def _who_wins_question(line: _Line, index: int, results: dict[str, Result], keys: dict[str, str],
                       asked: _Asked, asked_here: list[str], concepts: Mapping[str, str],
                       askable: Sequence[str]) -> Question:
    counts = Counter(keys.values())
    # A result not yet asked about here comes first, then the least asked ruleset.
    pick = min(asked.order(askable, lambda pid: counts[keys[pid]]), key=lambda pid: keys[pid] in asked_here)
    asked_here.append(keys[pick])
    asked.note([pick])
    ruleset = _by_id(line, pick)
    result = results[pick]
    answer = keys[pick]
    ruling = line.ruling(ruleset, index)
    seed = "|".join((line.diagram or line.file or "", line.name, str(index), pick))
    made = count_choices(result, [results[pid] for pid in results if pid != pick], seed)
    region = _region(line)
    view = line.record.view()
    prompt = (translate("Questions", "Play has stopped. Counting only the part of the board shown, who wins under "
                        "{ruleset} rules, and by how much?") if view else
              translate("Questions", "Play has stopped. Who wins under {ruleset} rules, and by how much?"))
    because = translate("Questions", "Under {ruleset} rules: {explanation}").format(
        ruleset=_name(ruleset), explanation=_explained(result.explanation))
    concept = concepts[pick]
    return Question(
        kind="count", move=ruling.number, player=_player_after(line, index), vertex=None,
        rulesets=(pick,), prompt=prompt.format(ruleset=_name(ruleset)),
        form="one", choices=made.choices, choice_text={c: _result_words(c) for c in made.choices},
        answer=(answer,), result=(result.winner, result.margin), because=because,
        notes={key: mistake_words(mistake) for key, mistake in made.mistakes.items()},
        reveal={pid: translate("Questions", "{ruleset}: {verdict}. {explanation}").format(
                    ruleset=_name(_by_id(line, pid)), verdict=_result_words(keys[pid]),
                    explanation=_explained(results[pid].explanation))
                for pid in [pick, *[p for p in results if p != pick]]},
        concept=concept, region=region,
        hints=(explain.rule_hint(ruleset, concept), explain.count_hint(concept, _komi(result))),
        explanation=_sentences(because, explain.rule_sentence(ruleset, "game-over")),
        others=tuple(_count_others(line, results, keys, [pick])), **_base(line, index))


def _result_order(key: str) -> tuple[int, float]:
    if key == "draw":
        return (1, 0.0)
    winner, _, margin = key.partition("+")
    value = float(margin) if margin else 0.0
    return (0, -value) if winner == "B" else (2, value)


def _which_win_question(line: _Line, index: int, results: dict[str, Result], asked: _Asked,
                        concepts: Mapping[str, str], askable: Sequence[str]) -> Question:
    within = {pid: results[pid] for pid in askable}
    black = [pid for pid, r in within.items() if r.winner == "B"]
    other = [pid for pid, r in within.items() if r.winner != "B"]
    colour = "B"
    if not black:
        colour = "W"
        black = [pid for pid, r in within.items() if r.winner == "W"]
        other = [pid for pid, r in within.items() if r.winner != "W"]
    offered = _mix(asked, black, other, 6)
    asked.note(offered)
    names = {pid: _name(_by_id(line, pid)) for pid in offered}
    keys = {pid: _result_key(r.winner, r.margin) for pid, r in results.items()}
    notes = {pid: translate("Questions", "{ruleset}: {result}.").format(ruleset=names[pid], result=_result_words(keys[pid]))
             for pid in offered}
    ruling = line.ruling(_by_id(line, offered[0]), index)
    concept = max((concepts[pid] for pid in offered), key=lambda c: CONCEPTS.index(c) if c in CONCEPTS else -1)
    first = _by_id(line, offered[0])
    offered_results = {pid: results[pid] for pid in offered}
    return Question(
        kind="count", move=ruling.number, player=_player_after(line, index), vertex=None,
        rulesets=tuple(offered),
        prompt=(translate("Questions", "Play has stopped. Which of these rulesets give Black the win?") if colour == "B"
                else translate("Questions", "Play has stopped. Which of these rulesets give White the win?")),
        form="several", choices=tuple(offered), choice_text=names,
        answer=tuple(pid for pid in offered if results[pid].winner == colour),
        because=_sentences(*(notes[pid] for pid in offered)), notes=notes,
        reveal={pid: translate("Questions", "{ruleset}: {explanation}").format(
                    ruleset=names[pid], explanation=_explained(results[pid].explanation)) for pid in offered},
        concept=concept, region=_region(line),
        hints=(explain.rule_hint(None, concept), explain.count_hint(concept, _komi(results[offered[0]]))),
        explanation=_sentences(_groups_sentence(_count_others(line, offered_results, keys, [])),
                               explain.rule_sentence(first, "game-over", named=True)),
        others=tuple(_count_others(line, results, keys, offered)), **_base(line, index))


def _player_after(line: _Line, index: int) -> str:
    game = line.model.game(line.asked[0], index)
    return COLOR_LETTERS[game.to_move]


def _last_stone(line: _Line, index: int) -> tuple[str, str] | None:
    """The last stone played up to the node at `index`: its point and colour."""
    for node in reversed(line.nodes[1:index + 1]):
        if node.move is not None and node.move[1] is not None:
            return node.move[1], node.move[0]
    return None


def _point_question(line: _Line, index: int, with_bans: list[str], known: Mapping[str, Mapping[str, str]],
                    asked: _Asked, concept: str) -> Question:
    pick = asked.order(with_bans)[0]
    asked.note([pick])
    ruleset = _by_id(line, pick)
    game = line.model.game(ruleset, index)
    player = COLOR_LETTERS[game.to_move]
    who = _colour_words(player)
    wanted = known[pick]
    outcomes = [o for o in game.banned_outcomes() if o.vertex in wanted]
    points = tuple(sorted((o.vertex for o in outcomes if o.vertex is not None), key=_vertex_order))
    why = {o.vertex: translate("Questions", "{point} ({ban}): {explanation}").format(
               point=o.vertex, ban=diagrams.reason_words(o.reason or ""), explanation=_first_sentence(o.explanation))
           for o in outcomes if o.vertex is not None}
    kinds = sorted({diagrams.reason_words(o.reason or "") for o in outcomes})
    ruling = line.ruling(ruleset, index)
    what = translate("Questions", " or ").join(kinds)
    because = _sentences(translate("Questions", "Under {ruleset} rules {player} may not play at {points}.").format(
        ruleset=_name(ruleset), player=who, points=listed(points)), *(why[p] for p in points))
    told = _point_rulings(line, index, pick, reasons_of(concept))
    stone = _last_stone(line, index)
    place = explain.place_hint(stone[0] if stone else None, _colour_words(stone[1]) if stone else "", concept)
    first_reason = wanted[points[0]]
    return Question(
        kind="find-point", move=ruling.number, player=player, vertex=None, rulesets=(pick,),
        prompt=translate("Questions", "Click a point where {player} may not play now under {ruleset} rules ({bans}).").format(
            player=who, ruleset=_name(ruleset), bans=what),
        form="point", choices=(), answer=points, because=because, notes=why, reveal=told.lines(),
        points=told, concept=concept, hints=(explain.rule_hint(ruleset, concept), place),
        explanation=_sentences(because, explain.rule_sentence(ruleset, first_reason)),
        others=tuple(told.grouped(pick)), **_base(line, index))


def _point_rulings(line: _Line, index: int, first: str, reasons: Sequence[str]) -> PointRulings:
    """Every asked ruleset's ruling on the points after the node at `index`, `first` first:
    the points it forbids (any reason) where its play goes on, else its ruling of the node;
    the points that matter are those some ruleset forbids for one of `reasons`."""
    names: dict[str, str] = {}
    bans: dict[str, dict[str, str]] = {}
    stones: dict[str, frozenset[str]] = {}
    ruled: dict[str, str] = {}
    matter: set[str] = set()
    for ruleset in sorted(line.asked, key=lambda r: r.id != first):
        ruling = line.ruling(ruleset, index)
        names[ruleset.id] = _name(ruleset)
        game = line.model.game(ruleset, index) if ruling.status in ("start", "legal") else None
        if game is None or game.phase not in ("play", "dispute"):
            ruled[ruleset.id] = _reveal_line(ruleset, ruling)
            continue
        bans[ruleset.id] = dict(game.banned())
        board = game.board
        stones[ruleset.id] = frozenset(board.vertex(p) for p in board.points if board.color[p] != EMPTY)
        matter |= {vertex for vertex, reason in bans[ruleset.id].items() if reason in reasons}
    return PointRulings(tuple(sorted(matter, key=_vertex_order)), names, bans, stones, ruled,
                        line.record.size)


def _vertex_order(vertex: str) -> tuple[int, str]:
    return (int(vertex[1:]) if vertex[1:].isdigit() else 0, vertex[0])


# ----- the generators -----------------------------------------------------------------------------

def _line(record: Record, nodes: list[Node], rulesets: Sequence[Ruleset] | None, name: str,
          diagram: str | None, file: str | None, focus: Sequence[str],
          reasons: Sequence[str] | None, transform: str = "") -> _Line:
    asked = list(rulesets) if rulesets else list(PRESETS.values())
    model = TreeRulings(record, list(nodes), asked)
    return _Line(record, list(nodes), model, asked, name, diagram, file, tuple(focus),
                 BAN_REASONS if reasons is None else tuple(reasons), transform)


def questions_for_line(record: Record, nodes: Sequence[Node], rulesets: Sequence[Ruleset] | None = None,
                       *, line: str = "Main line", diagram: str | None = None, file: str | None = None,
                       focus: Sequence[str] = (), reasons: Sequence[str] | None = None,
                       limit: int = 8, transform: str = "") -> list[Question]:
    """The questions worth asking along a line of any record (a library diagram's, a file's or
    the learner's own variation), in the order the line reaches them.

    `nodes` is the line, root first. Questions ask about the given rulesets (every preset by
    default), preferring the nodes where they disagree (a move some allow and some forbid, a
    move after which some stop or end the game), the nodes where play stops and is counted,
    and positions with points the player to move may not play for one of `reasons` (ko,
    superko, hot stone, disturbing, suicide by default). `focus` names preset ids to ask about
    first. At most `limit` questions; none when the rulesets agree everywhere. Deterministic:
    the same line gives the same questions, and the line turned, reflected or colour-swapped
    (gogui.transform) the same questions at the same nodes. `transform` names how `record`
    was transformed from the diagram's, for the questions to say. Raises ValueError for an
    empty line.
    """
    for questions in questions_for_line_by_node(record, nodes, rulesets, line=line, diagram=diagram,
                                                file=file, focus=focus, reasons=reasons, limit=limit,
                                                transform=transform):
        if questions is not None:
            return questions
    raise AssertionError("questions_for_line_by_node() ends with the questions")


def questions_for_line_by_node(record: Record, nodes: Sequence[Node], rulesets: Sequence[Ruleset] | None = None,
                               *, line: str = "Main line", diagram: str | None = None, file: str | None = None,
                               focus: Sequence[str] = (), reasons: Sequence[str] | None = None,
                               limit: int = 8, transform: str = "") -> Iterator[list[Question] | None]:
    """questions_for_line() worked out a node at a time, for a caller that does other things
    in between: None after each node of the line, then the questions (the last item)."""
    if not nodes:
        raise ValueError("a line has at least the root node")
    read = _line(record, list(nodes), rulesets, line, diagram, file, focus, reasons, transform)
    read.quiz = True
    candidates: list[_Candidate] = []
    for at_node in _candidates_by_node(read, 0):
        candidates.extend(at_node)
        yield None
    # A record of a real game has suicide points at every eye: ask about them only when there
    # is nothing else to ask.
    beyond_suicide = [c for c in candidates if c.concept != "suicide"]
    chosen = _select(beyond_suicide or candidates, limit, 1)
    asked = _Asked(focus)
    yield _without_repeats(c.build(asked) for c in chosen)


def _without_repeats(built: Iterable[Question | None]) -> list[Question]:
    """The questions built, without a find-point question whose answer, on the same concept,
    was asked already (the same eye of a game asked about at one move after another)."""
    out: list[Question] = []
    asked: set[tuple[str, str, frozenset[str]]] = set()
    for question in built:
        if question is None:
            continue
        if question.kind == "find-point":
            same = (question.source + "|" + question.line, question.concept, frozenset(question.answer))
            if same in asked:
                continue
            asked.add(same)
        out.append(question)
    return out


def diagram_line(diagram_id: str, line_name: str, transform: str = "") -> tuple[diagrams.Diagram, diagrams.Line]:
    """A library diagram (turned, reflected or colour-swapped by `transform`, see
    diagrams.load) and its line of that name; KeyError if either is missing, ValueError for an
    unknown transform."""
    diagram = diagrams.load(diagram_id, transform)
    for each in diagram.lines:
        if each.name == line_name:
            return diagram, each
    raise KeyError(f"{diagram_id} has no line {line_name!r}")


def lesson_questions(lesson: Lesson, limit: int = 10, transform: str = "") -> list[Question]:
    """A lesson's questions, step by step in the lesson's order: at least one for every step
    that has anything to ask, at most `limit` in all, the lesson's focus presets first and
    every preset as evenly as the lines allow. Deterministic. With a transform (see
    diagrams.load), the same questions on every position turned, reflected or colour-swapped,
    each asked anew from the engine's rulings there."""
    for questions in lesson_questions_by_node(lesson, limit, transform):
        if questions is not None:
            return questions
    raise AssertionError("lesson_questions_by_node() ends with the questions")


def lesson_questions_by_node(lesson: Lesson, limit: int = 10,
                             transform: str = "") -> Iterator[list[Question] | None]:
    """lesson_questions() worked out a node at a time, for a caller that does other things in
    between: None after each node of each step's line, then the questions (the last item)."""
    candidates: list[_Candidate] = []
    concepts = concepts_up_to(lesson.id) if lesson.concept else None
    stepped = _stepped_before(lesson)
    for number, step in enumerate(lesson.steps):
        diagram, line = diagram_line(step.diagram, step.line, transform)
        read = _line(diagram.record, line.nodes, None, line.name, diagram.id, None, lesson.focus,
                     lesson.reasons, transform)
        read.concepts = _step_concepts(lesson, concepts, (step.diagram, step.line) in stepped)
        read.own = lesson.concept
        for at_node in _candidates_by_node(read, number):
            for candidate in at_node:  # the lesson's own concept first, the earlier ones in between
                candidate.priority += _OWN_BONUS if candidate.concept == lesson.concept else 0
            candidates.extend(at_node)
            yield None
    chosen = _select(candidates, limit, len(lesson.steps))
    asked = _Asked(lesson.focus)
    yield _without_repeats(c.build(asked) for c in chosen)


def _step_concepts(lesson: Lesson, concepts: tuple[str, ...] | None, stepped: bool) -> tuple[str, ...] | None:
    """The concepts a lesson asks about on a step's line (`concepts`: those of the course up
    to the lesson, None for any). A line an earlier lesson `stepped` through was asked about
    the earlier concepts there: here only the lesson's own is asked, so that no question
    comes twice in the course."""
    return (lesson.concept,) if concepts is not None and stepped else concepts


def _stepped_before(lesson: Lesson) -> set[tuple[str, str]]:
    """The diagram lines the lessons before this one in the course step through."""
    from .course import COURSE

    found: set[tuple[str, str]] = set()
    for each in COURSE:
        if each.id == lesson.id:
            return found
        found |= {(step.diagram, step.line) for step in each.steps}
    return set()


def diagram_questions(diagram_id: str, rulesets: Sequence[Ruleset] | None = None,
                      limit: int = 10, transform: str = "") -> list[Question]:
    """The questions for a library diagram: those its lessons ask about it (lesson by lesson)
    when no rulesets are given and a lesson asks about it, else every line's own questions.
    With a transform, the same questions on the diagram turned, reflected or colour-swapped
    (see diagrams.load); ValueError for an unknown transform."""
    for questions in diagram_questions_by_node(diagram_id, rulesets, limit, transform):
        if questions is not None:
            return questions
    raise AssertionError("diagram_questions_by_node() ends with the questions")


def diagram_questions_by_node(diagram_id: str, rulesets: Sequence[Ruleset] | None = None, limit: int = 10,
                              transform: str = "") -> Iterator[list[Question] | None]:
    """diagram_questions() worked out a node at a time: None after each node of each line
    read, then the questions (the last item)."""
    from .course import lessons_with

    diagram = diagrams.load(diagram_id, transform)
    lessons = lessons_with(diagram_id) if rulesets is None else []
    asked: list[Question] = []
    for each in lessons:
        for found in lesson_questions_by_node(each, limit, transform):
            if found is None:
                yield None
            else:
                asked += [q for q in found if q.diagram == diagram_id]
    if asked:
        yield asked
        return
    out: list[Question] = []
    for line in diagram.lines:
        for found in questions_for_line_by_node(diagram.record, line.nodes, rulesets, line=line.name,
                                                diagram=diagram.id, limit=limit, transform=transform):
            if found is None:
                yield None
            else:
                out += found
    yield out


def unique_questions(questions: Sequence[Question]) -> list[Question]:
    """Each question once, in order (a diagram in several lessons may be asked the same
    question by each)."""
    unique: dict[str, Question] = {}
    for question in questions:
        unique.setdefault(question.key, question)
    return list(unique.values())


def variant(question: Question, transform: str) -> Question | None:
    """The same question asked anew on the position turned, reflected or colour-swapped by
    `transform` (gogui.transform; "" for the diagram as it is, which gives a transformed
    question back untransformed): the same diagram, line, node, kind, concept and rulesets,
    its answer the engine's, from the transformed line's rulings at that node only.

    The question is looked for as each lesson that steps through the line reads it (its ban
    reasons and concepts), then as the line's own questions do. None for a question on a
    record of the learner's own (no diagram), and where no such question arises at that node
    of the transformed line. A turn or a reflection changes nothing the rules look at: every
    question of a lesson has its variant there. Under swap a ruleset may treat the colours
    otherwise: the komi stays with White, so a count's winner, the results that part the
    rulesets and with them a count question or its concept may be gone (a handicap's
    compensation, too, once the handicap stones are White's); White passes last under AGA
    rules. ValueError for an unknown transform; KeyError if the diagram or its line is gone."""
    if question.diagram is None:
        return None
    diagram, found = diagram_line(question.diagram, question.line, transform)
    if not 0 <= question.node < len(found.nodes):
        return None
    for reasons, concepts, own, focus in _contexts(question.diagram, question.line, question.concept):
        read = _line(diagram.record, found.nodes, None, found.name, diagram.id, None, focus, reasons, transform)
        read.concepts, read.own = concepts, own
        made = _asked_again(read, question)
        if made is not None:
            return made
    return None


_Context = tuple[tuple[str, ...] | None, tuple[str, ...] | None, str, tuple[str, ...]]


def _contexts(diagram_id: str, line: str, concept: str) -> list[_Context]:
    """The ways a question on a diagram's line may have been asked, each as the ban reasons,
    the concepts, the concept preferred and the focus presets of the line as it was read: by
    each lesson that steps through the line, in course order, then by the line's own
    questions (every reason and concept, `concept` preferred)."""
    from .course import lessons_with

    out: list[_Context] = []
    for lesson in lessons_with(diagram_id):
        if any(step.diagram == diagram_id and step.line == line for step in lesson.steps):
            concepts = concepts_up_to(lesson.id) if lesson.concept else None
            out.append((lesson.reasons, _step_concepts(lesson, concepts, (diagram_id, line) in _stepped_before(lesson)),
                        lesson.concept, lesson.focus))
    out.append((None, None, concept, ()))
    return out


def _asked_again(read: _Line, question: Question) -> Question | None:
    """The question of the same kind, concept, rulesets and form at the question's node of
    the line read, made from the line's rulings at that node only; None if none arises."""
    index = question.node
    node = read.nodes[index]
    candidates: list[_Candidate] = []
    if question.kind in ("legal", "which-rulesets", "what-happens") and index > 0 and node.move is not None:
        candidates = _move_candidates(read, 0, index, node)
    elif question.kind == "count":
        candidates = _count_candidates(read, 0, index)
    elif question.kind == "find-point":
        candidates = _point_candidates(read, 0, index)
    for candidate in candidates:
        if candidate.kind != question.kind or candidate.concept != question.concept:
            continue
        made = candidate.build(_Asked((), question.rulesets))
        if made is not None and made.rulesets == question.rulesets and made.form == question.form:
            return made
    return None
