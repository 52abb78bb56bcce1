"""A worksheet as one self-contained web page: boards as inline SVG, a print style sheet, nothing fetched (no Qt)."""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from .worksheet import SheetBoard, SheetGame, SheetQuestion, Worksheet

# Draws a board as an <svg> element: the board, and whether the answers are hidden (asking).
DrawBoard = Callable[[SheetBoard, bool], str]

STYLE = """
body { font-family: system-ui, sans-serif; line-height: 1.4; max-width: 56em; margin: 2em auto;
       padding: 0 1em; color: #111; }
h1 { font-size: 1.6em; margin-bottom: .3em; }
h2 { font-size: 1.25em; margin-top: 1.6em; }
.facts p, .sources p { margin: .2em 0; }
.sources p, .muted { color: #555; }
.item { display: flex; gap: 1.5em; align-items: flex-start; margin: 1.2em 0; break-inside: avoid; }
.board { flex: 0 0 auto; }
.board svg { display: block; width: 20em; height: auto; }
.answer .board svg { width: 13em; }
.item.wide { flex-direction: column; }
.item.wide .board svg, .answer.wide .board svg { width: 100%; max-width: 44em; }
.text { flex: 1 1 auto; }
.text p { margin: .25em 0; }
.choice { margin-left: 1em; }
.hint { color: #555; font-size: .9em; }
.blank { border-bottom: 1px solid #111; width: 14em; height: 1.4em; }
.others p { margin: .15em 0 .15em 1em; color: #555; }
@media print {
  body { max-width: none; margin: 0; }
  .answers { break-before: page; }
  .item { break-inside: avoid; }
  @page { margin: 15mm; }
}
@media (max-width: 40em) { .item { flex-direction: column; } }
"""


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def own_ids(svg: str, prefix: str) -> str:
    """An SVG's ids (and the references to them) made its own, so that many boards can stand
    in one page without one board's gradients painting another's stones."""
    svg = re.sub(r'\bid="([^"]+)"', lambda m: f'id="{prefix}-{m[1]}"', svg)
    svg = re.sub(r"url\(#([^)]+)\)", lambda m: f"url(#{prefix}-{m[1]})", svg)
    return re.sub(r'href="#([^"]+)"', lambda m: f'href="#{prefix}-{m[1]}"', svg)


class _Page:
    def __init__(self, sheet: Worksheet, draw: DrawBoard) -> None:
        self.sheet = sheet
        self.draw = draw
        self.words = sheet.words
        self.boards = 0

    def item(self, kind: str, board: SheetBoard, anchor: str = "") -> str:
        """The opening of an item: a wide board stands above its text, not beside it."""
        classes = f"item {kind}" + (" wide" if board.wide else "")
        return f'<div class="{classes}"' + (f' id="{anchor}">' if anchor else ">")

    def board(self, board: SheetBoard, answers_hidden: bool, label: str) -> str:
        self.boards += 1
        svg = own_ids(self.draw(board, answers_hidden), f"b{self.boards}")
        svg = re.sub(r"<title>.*?</title>", f"<title>{_e(label)}</title>", svg, count=1, flags=re.S)
        svg = re.sub(r"<desc>.*?</desc>\s*", "", svg, count=1, flags=re.S)
        return f'<div class="board">{svg}</div>'

    def front(self) -> list[str]:
        sheet, w = self.sheet, self.words
        out = [f"<h1>{_e(sheet.title)}</h1>", '<div class="facts">']
        out += [f"<p><b>{_e(label)}</b> {_e(value)}</p>" for label, value in sheet.facts]
        out += [f"<p><b>{_e(w['name'])}</b> ____________________________</p>", "</div>"]
        if sheet.sources:
            out += [f"<h2>{_e(w['sources'])}</h2>", '<div class="sources">']
            out += [f"<p>{_e(source)}</p>" for source in sheet.sources]
            out.append("</div>")
        return out

    def question(self, q: SheetQuestion) -> list[str]:
        out = [self.item("question", q.board, f"q{q.number}"),
               self.board(q.board, True, f"{q.number}. {q.where}"), '<div class="text">',
               f'<p><b>{q.number}.</b> <span class="muted">{_e(q.where)}</span></p>',
               f"<p><b>{_e(q.prompt)}</b></p>"]
        if q.about:
            out.append(f'<p class="muted">{_e(q.about)}</p>')
        out.append(f"<p>{_e(q.instruction)}</p>")
        out += [f'<p class="choice">\u25a1 {_e(choice)}</p>' for choice in q.choices]
        if not q.choices:
            out.append('<div class="blank"></div>')
        out += [f'<p class="hint">{_e(hint)}</p>' for hint in q.hints]
        return out + ["</div>", "</div>"]

    def answer(self, q: SheetQuestion) -> list[str]:
        out = [self.item("answer", q.answer_board, f"a{q.number}") if q.answer_board is not None
               else f'<div class="item answer" id="a{q.number}">']
        if q.answer_board is not None:
            out.append(self.board(q.answer_board, False, f"{q.number}. {q.answer}"))
        out += ['<div class="text">', f"<p><b>{q.number}. {_e(q.answer)}</b></p>", f"<p>{_e(q.explanation)}</p>"]
        if q.others:
            out += [f'<p class="muted">{_e(self.words["others"])}</p>', '<div class="others">']
            out += [f"<p>\u2013 {_e(line)}</p>" for line in q.others]
            out.append("</div>")
        return out + ["</div>", "</div>"]

    def game(self, game: SheetGame) -> list[str]:
        out = ['<section class="game">', f"<h2>{_e(game.title)}</h2>", f'<p class="muted">{_e(game.summary)}</p>']
        for difference in game.differences:
            out += [self.item("difference", difference.board), self.board(difference.board, True, difference.where),
                    '<div class="text">', f"<p><b>{_e(difference.where)}</b></p>"]
            out += [f"<p><b>{_e(said)}</b>: {_e(names)}</p>" for said, names in difference.verdicts]
            out += [f'<p class="muted">{_e(said)}: {_e(names)}</p>' for said, names in difference.counts]
            out += ["</div>", "</div>"]
        out.append(f"<p>{_e(self.words['at_end'])}</p>")
        out += [f"<p><b>{_e(said)}</b>: {_e(names)}</p>" for said, names in game.ending]
        return out + ["</section>"]

    def body(self) -> list[str]:
        sheet, w = self.sheet, self.words
        out = self.front()
        if sheet.kind == "differences":
            for game in sheet.games:
                out += self.game(game)
            if not sheet.games:
                out.append(f"<p>{_e(w['no_differences'])}</p>")
            return out
        if not sheet.questions:
            return out + [f"<p>{_e(w['no_questions'])}</p>"]
        out += ['<section class="questions">', f"<h2>{_e(w['questions'])}</h2>"]
        for q in sheet.questions:
            out += self.question(q)
        out += ["</section>", '<section class="answers">', f"<h2>{_e(w['answers'])}</h2>"]
        for q in sheet.questions:
            out += self.answer(q)
        return out + ["</section>"]


def page(sheet: Worksheet, draw: DrawBoard) -> str:
    """The worksheet as one HTML page in the sheet's language: the questions (or the moves where
    the rulesets part) with their boards, then the answers, which print from a new page."""
    body = _Page(sheet, draw).body()
    return "\n".join([
        "<!DOCTYPE html>", f'<html lang="{_e(sheet.language.replace("_", "-"))}">', "<head>",
        '<meta charset="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="generator" content="gogui">', f"<title>{_e(sheet.title)}</title>",
        f"<style>{STYLE}</style>", "</head>", "<body>", *body, "</body>", "</html>", ""])
