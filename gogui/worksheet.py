"""A worksheet for a class: questions, or the moves where rulesets part, each with its board (no Qt).

A Worksheet is what the PDF, the print-out and the HTML page all show (gogui.ui.worksheet_paint
and gogui.worksheet_html draw it): a first page with the title, the date, the rulesets asked
about and the sources cited; then the items, each with its board; then, for questions, the
answers, which a handout starts on a page of their own so the questions can be given out first.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from . import diagrams, i18n
from .board_marks import NO_MARKS, BoardMarks
from .board_part import margin_steps, whole_board
from .diagrams import line_title
from .engine import PRESETS, Ruleset
from .explorer import BoardState, Explorer
from .i18n import translate
from .learn.question_sgf import Source, diagram_source
from .learn.questions import Question
from .ruleset_names import ruleset_name, short_name
from .sgf import Node, Record
from .teaching import TreeRulings

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
WIDE = 0.55  # a board whose height is less than this part of its width is a wide one


@dataclass(frozen=True)
class SheetBoard:
    """A board to draw: what the window's board shows at a node (the record's stones, the last
    move, the view cut to the diagram's region, coordinates on) and Learn mode's marks over it."""

    state: BoardState
    marks: BoardMarks = NO_MARKS

    @property
    def aspect(self) -> float:
        """Its height for a width of 1, coordinates and margin included: the painter draws the
        board (or the part of it the diagram shows) filling a rectangle of this shape."""
        part = self.state.view if self.state.view is not None else whole_board(self.state.size)
        across, up = part.extent()
        margin = 2 * margin_steps(self.state.coordinates)
        return (up + margin) / (across + margin)

    @property
    def wide(self) -> bool:
        """Whether it is much wider than tall (a diagram's parts far apart along one side):
        printed across the page with its text below, not beside it, so its stones stay large."""
        return self.aspect < WIDE


@dataclass(frozen=True)
class SheetQuestion:
    """One question as a handout prints it, and its answer for the answer pages.

    where        where it is asked ("Triple ko, Main line, move 3")
    instruction  how to answer ("Choose one:", "Tick every one that applies:", ...)
    choices      the choices, lettered ("A) Legal"); empty for a point to name
    answer       the right answer in words, with its letters where it has choices
    answer_board for a point to find: the position with the right points ringed
    """

    number: int
    where: str
    board: SheetBoard
    prompt: str
    about: str
    instruction: str
    choices: tuple[str, ...]
    hints: tuple[str, ...]
    answer: str
    explanation: str
    others: tuple[str, ...]
    answer_board: SheetBoard | None = None


@dataclass(frozen=True)
class SheetDifference:
    """A move where the rulesets part: the position with the move marked, and what each group
    of rulesets says there (words, the rulesets' short names)."""

    where: str
    board: SheetBoard
    verdicts: tuple[tuple[str, str], ...]
    counts: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class SheetGame:
    """One game of a differences sheet: its name, its moves where the rulesets part, and how
    each group of rulesets ends it."""

    title: str
    summary: str
    differences: tuple[SheetDifference, ...]
    ending: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Worksheet:
    """Everything a worksheet prints. `facts` are the first page's label and value pairs (the
    date, the rulesets); `sources` the texts and positions cited, one per line."""

    title: str
    facts: tuple[tuple[str, str], ...]
    sources: tuple[str, ...]
    kind: Literal["questions", "differences"] = "questions"
    questions: tuple[SheetQuestion, ...] = ()
    games: tuple[SheetGame, ...] = ()
    language: str = "en"
    # The sheet's fixed words (headings, "Page {page} of {pages}"), in the language it was made in.
    words: dict[str, str] = field(default_factory=lambda: words())

    @property
    def boards(self) -> int:
        """How many boards the sheet draws."""
        return (len(self.questions) + sum(1 for q in self.questions if q.answer_board is not None)
                + sum(len(game.differences) for game in self.games))


def words() -> dict[str, str]:
    """The sheet's fixed words in the chosen language, for the painters."""
    return {
        "questions": translate("Worksheet", "Questions"),
        "answers": translate("Worksheet", "Answers"),
        "others": translate("Worksheet", "The other rulesets:"),
        "page": translate("Worksheet", "Page {page} of {pages}"),
        "name": translate("Worksheet", "Name:"),
        "sources": translate("Worksheet", "Sources"),
        "at_end": translate("Worksheet", "At the end:"),
        "no_questions": translate("Worksheet", "No questions: the rulesets agree at every node of this line."),
        "no_differences": translate("Worksheet", "The rulesets agree at every move of this line."),
    }


@dataclass(frozen=True)
class Piece:
    """A piece of a printed page as pagination sees it: its height, whether it stays on the page
    of the piece after it (a heading), and whether it starts a page (the answers)."""

    height: float
    keep_with_next: bool = False
    new_page: bool = False


def paginate(pieces: Sequence[Piece], body: float, gap: float) -> list[list[tuple[int, float]]]:
    """The pieces placed on pages `body` high, `gap` apart: per page, each piece's index and
    top. A piece goes to a new page when asked, or when it (with the next, if it keeps with it)
    would run past the page's foot; a piece taller than a page gets a page of its own."""
    pages: list[list[tuple[int, float]]] = [[]]
    y = 0.0
    for index, piece in enumerate(pieces):
        needed = piece.height
        if piece.keep_with_next and index + 1 < len(pieces):
            needed += gap + pieces[index + 1].height
        if pages[-1] and (piece.new_page or y + min(needed, body) > body):
            pages.append([])
            y = 0.0
        pages[-1].append((index, y))
        y += piece.height + gap
    return pages


class Boards:
    """The window's board at any node of the lines a sheet shows: one Explorer per line, so
    a line's rulings are worked out once however many of its nodes are drawn."""

    def __init__(self) -> None:
        self._explorers: dict[tuple[int, int], Explorer] = {}

    def explorer(self, line: Source) -> Explorer:
        """The explorer showing `line` (its rulings, its boards)."""
        key = (id(line.record), id(line.nodes[-1]))
        explorer = self._explorers.get(key)
        if explorer is None:
            explorer = Explorer()
            explorer.open_record(line.record, line.title)
            explorer.set_line(line.nodes[-1], len(line.nodes) - 1)
            self._explorers[key] = explorer
        return explorer

    def rulings(self, line: Source) -> TreeRulings:
        """Every ruleset's rulings along `line`, as the explorer showing it works them out."""
        model = self.explorer(line).model
        assert model is not None
        return model

    def at(self, line: Source, index: int, marks: BoardMarks = NO_MARKS) -> SheetBoard:
        """The board at node `index` of `line` as Learn mode shows it while asking: the record's
        stones as played, the last move, the record's marks and view, coordinates on."""
        explorer = self.explorer(line)
        explorer.go_to(index)
        state = explorer.board_state(answers_hidden=True)  # a new explorer shows coordinates
        assert state is not None
        return SheetBoard(state, marks)


def _today() -> str:
    return datetime.date.today().isoformat()


def _names(ids: Sequence[str]) -> str:
    return translate("Worksheet", ", ").join(ruleset_name(PRESETS[i].name) if i in PRESETS else i for i in ids)


def _short(rulesets: Sequence[Ruleset]) -> str:
    return translate("Worksheet", ", ").join(short_name(r) for r in rulesets)


def _rule_texts(ids: Sequence[str]) -> list[str]:
    """The source texts of the presets named, once each, as the About box names them."""
    from .about import source_of

    texts: dict[str, None] = {}
    for ruleset_id in ids:
        if ruleset_id in PRESETS:
            texts.setdefault(source_of(PRESETS[ruleset_id].source)[0], None)
    return list(texts)


# ----- questions ---------------------------------------------------------------------------------


def question_sheet(title: str, questions: Sequence[Question], line_of: Callable[[Question], Source] = diagram_source,
                   date: str | None = None, language: str | None = None) -> Worksheet:
    """A worksheet of Learn mode's questions (gogui.learn.questions.Question), numbered in order;
    `line_of` gives the line each was asked on (the library's line by default)."""
    from .learn.concepts import concept_words
    from .learn.flow import LessonFlow
    from .learn.showing import right_answer

    boards = Boards()
    sheet_questions = []
    asked: dict[str, None] = {}
    positions: dict[str, None] = {}
    for number, q in enumerate(questions, 1):
        asked.update(dict.fromkeys(q.rulesets))
        line = line_of(q)
        if q.diagram is not None:
            diagram = diagrams.load(q.diagram)
            positions.setdefault(f"{diagram.title}: {diagram.source}", None)
            where = translate("Worksheet", "{diagram}, {line}, move {move}").format(
                diagram=diagram.title, line=line_title(q.line), move=q.move)
        else:
            where = translate("Worksheet", "{line}, move {move}").format(line=line.title, move=q.move)
        if q.form == "point":
            instruction, choices = translate("Worksheet", "Name the point, or mark it on the board."), tuple[str, ...]()
        else:
            instruction = (translate("Worksheet", "Tick every one that applies:") if q.form == "several"
                           else translate("Worksheet", "Choose one:"))
            choices = tuple(f"{LETTERS[i]}) {q.text_of(c)}" for i, c in enumerate(q.choices))
        right = right_answer(q)
        if q.form == "point":
            answer = translate("Worksheet", ", ").join(right)
        elif right:
            lettered = [f"{LETTERS[i]}) {q.text_of(c)}" for i, c in enumerate(q.choices) if c in q.answer]
            answer = translate("Worksheet", ", ").join(lettered)
        else:
            answer = translate("Worksheet", "none of them")
        answer_board = None
        if q.form == "point":
            answer_board = boards.at(line, q.node, BoardMarks(region=q.region, answer=tuple(q.answer)))
        sheet_questions.append(SheetQuestion(
            number=number, where=where, board=boards.at(line, q.shown_node, LessonFlow.asking_marks(q)),
            prompt=q.prompt, about=concept_words(q.concept) if q.concept else "", instruction=instruction,
            choices=choices, hints=tuple(q.hints), answer=answer, explanation=q.explanation or q.because,
            others=tuple(q.others), answer_board=answer_board))
    ids = [i for i in PRESETS if i in asked] + [i for i in asked if i not in PRESETS]
    facts = ((translate("Worksheet", "Date"), date or _today()),
             (translate("Worksheet", "Rulesets asked about"), _names(ids)))
    sources = tuple(positions) + tuple(_rule_texts(ids))
    return Worksheet(title, facts, sources, questions=tuple(sheet_questions), language=language or i18n.language())


# ----- differences -------------------------------------------------------------------------------


def game_differences(record: Record, title: str, rulesets: Sequence[Ruleset],
                     nodes: Sequence[Node] | None = None, boards: Boards | None = None) -> SheetGame:
    """A game's moves where the rulesets part, on `nodes` (the record's main line by default):
    each with the position before the move and the move marked (a node without a move: its
    own position), what each group of rulesets says, and the counts where they differ."""
    from .differences import final_outcomes, line_differences
    from .engine.board import parse_color

    boards = boards or Boards()
    line = Source(title, record, list(nodes) if nodes is not None else record.main_line())
    model = boards.rulings(line)
    found = line_differences(model, rulesets)
    out = []
    for difference in found:
        move = line.nodes[difference.index].move
        player = "" if move is None else (translate("Worksheet", "Black") if move[0] == "B"
                                          else translate("Worksheet", "White"))
        if move is not None and move[1]:
            where = translate("Worksheet", "Move {number}: {player} {point}").format(
                number=difference.number, player=player, point=move[1])
            board = boards.at(line, difference.index - 1, BoardMarks(ghost=(move[1], parse_color(move[0]))))
        else:
            where = (translate("Worksheet", "Move {number}") if move is None else
                     translate("Worksheet", "Move {number}: {player} passes")).format(
                number=difference.number, player=player)
            board = boards.at(line, difference.index)
        counts = difference.counts if len(difference.counts) > 1 else []
        out.append(SheetDifference(where, board, tuple((said, _short(group)) for said, group in difference.verdicts),
                                   tuple((said, _short(group)) for said, group in counts)))
    endings = final_outcomes(model, rulesets)
    if len(found) == 1:
        summary = translate("Worksheet", "1 move where the rulesets differ")
    else:
        summary = translate("Worksheet", "{count} moves where the rulesets differ").format(count=len(found))
    return SheetGame(title, summary, tuple(out), tuple((said, _short(group)) for said, group in endings))


def differences_sheet(title: str, games: Sequence[SheetGame], rulesets: Sequence[Ruleset],
                      date: str | None = None, language: str | None = None) -> Worksheet:
    """A worksheet of where the rulesets part along games' lines."""
    compared = translate("Worksheet", ", ").join(ruleset_name(r.name) for r in rulesets)
    facts = ((translate("Worksheet", "Date"), date or _today()), (translate("Worksheet", "Rulesets compared"), compared))
    return Worksheet(title, facts, tuple(_rule_texts([r.id for r in rulesets])), kind="differences", games=tuple(games),
                     language=language or i18n.language())
