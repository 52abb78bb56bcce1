"""A worksheet as one web page: self-contained, each board's drawing its own, the answers printed from a new page."""

from __future__ import annotations

from html.parser import HTMLParser

from gogui.learn.questions import diagram_questions, unique_questions
from gogui.worksheet import question_sheet
from gogui.worksheet_html import own_ids, page

# What the window's painter writes for a board, in small: a gradient and a stone that uses it.
DRAWN = ('<svg width="127mm" height="127mm" viewBox="0 0 360 360" xmlns="http://www.w3.org/2000/svg">'
         '<title>Qt SVG Document</title><desc>Generated with Qt</desc>'
         '<defs><radialGradient id="gradient1"><stop offset="0"/></radialGradient></defs>'
         '<circle cx="10" cy="10" r="5" fill="url(#gradient1)"/></svg>')


class _Parts(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.attributes: list[tuple[str, str]] = []
        self.ids: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        for name, value in attrs:
            self.attributes.append((name, value or ""))
            if name == "id":
                self.ids.append(value or "")


def parts(text: str) -> _Parts:
    parser = _Parts()
    parser.feed(text)
    return parser


def sheet():
    return question_sheet("Triple ko", unique_questions(diagram_questions("triple-ko")), date="2026-12-06")


def test_the_page_fetches_nothing_from_elsewhere():
    text = page(sheet(), lambda board, hidden: DRAWN)
    found = parts(text)
    assert not {"script", "link", "img", "iframe", "object"} & set(found.tags)
    references = [value for name, value in found.attributes if name in ("src", "href", "xlink:href")]
    assert all(value.startswith("#") for value in references)
    assert "url(http" not in text and "@import" not in text


def test_every_board_has_its_own_ids_so_one_boards_gradients_never_paint_anothers():
    text = page(sheet(), lambda board, hidden: DRAWN)
    found = parts(text)
    gradients = [i for i in found.ids if i.endswith("gradient1")]
    assert len(gradients) == found.tags.count("svg") == 5 + 4  # the questions, the points' answers
    assert len(set(found.ids)) == len(found.ids)
    for gradient in gradients:
        assert f"url(#{gradient})" in text
    assert own_ids('<use href="#a"/><g id="a"/>', "b7") == '<use href="#b7-a"/><g id="b7-a"/>'


def test_the_questions_come_first_and_the_answers_after_them_on_a_page_of_their_own():
    asked = sheet()
    text = page(asked, lambda board, hidden: DRAWN)
    answers = text.index('<section class="answers">')
    for q in asked.questions:
        assert text.index(q.prompt.replace("'", "&#x27;")) < answers
        assert text.index(f'id="a{q.number}"') > answers
    assert ".answers { break-before: page; }" in text


def test_the_boards_are_asked_for_as_learn_mode_shows_them():
    calls = []
    page(sheet(), lambda board, hidden: calls.append((board, hidden)) or DRAWN)
    asking = [hidden for _board, hidden in calls[:5]]
    assert asking == [True] * 5  # the questions' boards hide what would give the answer away
    assert [board.marks.answer for board, _hidden in calls[5:]] == [("D5",), ("B6",), ("F5",), ("B5",)]


def test_the_page_is_in_the_sheets_language():
    text = page(question_sheet("Triple ko", [], date="2026-12-06", language="zh_TW"), lambda board, hidden: DRAWN)
    assert '<html lang="zh-TW">' in text
    assert "No questions" in text and "<svg" not in text
