"""The library in every language: catalogs in step with its SGF files, every text translated, its points kept, no English prose."""

from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gogui import diagrams, i18n
from gogui.learn.course import COURSE
from gogui.learn.lesson_positions import lesson_positions
from gogui.learn.questions import diagram_questions

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import update_translations  # noqa: E402 - the script is found through the path set above

FOLDER = ROOT / "resources" / "translations"
LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]
POINT = re.compile(r"(?<![A-Za-z0-9])[A-HJ-T](?:1[0-9]|[1-9])(?![A-Za-z0-9])")  # ASCII bounds: CJK letters are word characters too
# Four English words in a row: prose left untranslated (a name such as "Tromp-Taylor" or "AGA" is one word).
ENGLISH = re.compile(r"\b[A-Za-z][a-z']+(?:[ ,;:-]+[A-Za-z][a-z']+){3,}\b")


def cited() -> list[str]:
    """What a citation quotes as written in every language: the texts' titles (before their
    gloss) and the places and headings in them (the sources of the citations' catalog messages)."""
    texts = []
    for path in FOLDER.glob("*_ja.ts"):
        for context in ET.parse(path).getroot().iter("context"):
            if context.findtext("name") in ("RuleSource", "LessonSource"):
                texts += [message.findtext("source") or "" for message in context.iter("message")]
    return texts


CITED = cited()


def english_prose(text: str) -> list[str]:
    """The runs of English words in a text that no citation quotes (a run may join the quoted
    headings of two places: "Double ko seki, Bent four")."""
    return [run for run in ENGLISH.findall(text or "")
            if not all(any(piece.strip() in quoted for quoted in CITED) for piece in re.split(r"[,;]", run))]


def live_messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    out = []
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") != "vanished":
                out.append((context.findtext("name") or "", message.findtext("source") or "", translation))
    return out


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_catalog_is_in_step_with_the_librarys_files(tmp_path, code):
    """Made again from the SGF files, the catalog is the one shipped: a comment changed in a file
    without its catalog brought up to date fails here, and once brought up, the next test fails
    until the changed text is translated."""
    shipped = FOLDER / f"library_{code}.ts"
    shutil.copy(shipped, tmp_path / shipped.name)
    update_translations.update_library(code, tmp_path)
    assert (tmp_path / shipped.name).read_text(encoding="utf-8") == shipped.read_text(encoding="utf-8")


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_text_of_the_library_is_translated_with_its_points(code):
    found = live_messages(FOLDER / f"library_{code}.ts")
    assert len(found) >= 600
    unfinished = [(context, source[:60]) for context, source, translation in found
                  if translation.get("type") == "unfinished" or not (translation.text or "").strip()]
    assert unfinished == []
    # The points named in the English are the points named in the translation: a lost or
    # changed coordinate would point the learner at the wrong stone.
    lost = [(context, source[:60]) for context, source, translation in found
            if set(POINT.findall(source)) != set(POINT.findall(translation.text or ""))]
    assert lost == []


@pytest.fixture(params=LANGUAGES)
def shown_in(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(i18n.SOURCE_LANGUAGE)


def test_no_diagram_shows_english_prose(shown_in):
    for diagram in [*diagrams.all_diagrams(), *(position.diagram for position in lesson_positions())]:
        words = [diagram.title, diagram.summary, *(line_title for line_title in
                                                     (diagrams.line_title(line.name) for line in diagram.lines))]
        stack = [diagram.record.root]
        while stack:
            node = stack.pop()
            words.append(node.comment)
            stack.extend(node.children)
        english = [run for text in words for run in english_prose(text)]
        assert english == [], diagram.id


def test_no_question_of_the_course_shows_english_prose(shown_in):
    from gogui.learn import lesson_work
    from gogui.worksheet import question_sheet

    for lesson in COURSE:
        questions = lesson_work.questions(lesson)
        sheet = question_sheet("", questions)
        for question, printed in zip(questions, sheet.questions, strict=True):
            texts = [question.prompt, question.explanation, question.because, *question.hints, *question.others,
                     *(question.text_of(choice) for choice in question.choices), printed.where]
            english = [run for text in texts for run in english_prose(text)]
            assert english == [], (lesson.id, question.key)


def test_a_diagrams_own_questions_name_it_in_the_language(shown_in):
    title = diagrams.load("triple-ko").title
    assert title != "Triple ko"
    assert all(question.diagram == "triple-ko" for question in diagram_questions("triple-ko"))
