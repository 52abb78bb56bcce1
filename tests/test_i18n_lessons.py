"""Learn mode in other languages: every lesson's citations are catalog messages, finished in every
language with the same placeholders and the places of the texts kept, and a lesson run in another
language shows its citations, questions, verdicts and reveals translated."""

from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gogui import i18n
from gogui.learn.course import COURSE, Citation, lesson
from gogui.learn.run import LessonRun
from gogui.learn.showing import lesson_rules, right_answer

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import update_translations  # noqa: E402

AREA = "learn"
CODES = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
# The places a citation names in the English texts, which every translation keeps as written.
LOCATOR = re.compile(r"\b(?:Article \d+(?:-\d+)?|Part \d+[AB]?|items? \d+(?: (?:and|to) \d+)?|rule \d|"
                     r"[AB]\.\d(?: and [AB]\.\d)?)")
# Three English words in a row: a sentence or phrase left untranslated.
ENGLISH = re.compile(r"[A-Za-z][a-z']+(?:[ ,:;-]+[A-Za-z][a-z']+){2,}")
CITATIONS: list[Citation] = list(dict.fromkeys(citation for each in COURSE for citation in each.rules))


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> dict[str, dict[tuple[str, str], ET.Element]]:
    """The area's catalogs brought up to date with the sources on a copy, by language: each
    message's translation element by (context, source)."""
    folder = tmp_path_factory.mktemp("translations")
    out = {}
    for code in CODES:
        shutil.copy(update_translations.catalog(AREA, code), folder)
        update_translations.update(AREA, code, folder=folder)
        root = ET.parse(update_translations.catalog(AREA, code, folder)).getroot()
        out[code] = {(context.findtext("name") or "", message.findtext("source") or ""): found
                     for context in root.iter("context") for message in context.iter("message")
                     if (found := message.find("translation")) is not None}
    return out


def test_every_lesson_cites_its_rules_as_templates_of_named_parts():
    for each in COURSE:
        assert each.rules, each.id
        for citation in each.rules:
            assert isinstance(citation, Citation)
            names = set(PLACEHOLDER.findall(citation.template))
            assert names == {f"{{{name}}}" for name, _ in citation.parts}, citation.template
            assert "{" not in str(citation) and str(citation).strip()


@pytest.mark.parametrize("code", CODES)
def test_every_citation_is_finished_with_its_placeholders_and_places(extracted, code):
    catalog = extracted[code]
    for citation in CITATIONS:
        translation = catalog.get(("LessonSource", citation.template))
        assert translation is not None, (code, citation.template)
        assert translation.get("type") is None, (code, citation.template)
        text = translation.text or ""
        assert text.strip(), (code, citation.template)
        assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(citation.template)), (code, text)
        assert LOCATOR.findall(text) == LOCATOR.findall(citation.template), (code, text)


@pytest.mark.parametrize("code", CODES)
def test_every_message_of_learn_mode_is_finished(extracted, code):
    live = {key: translation for key, translation in extracted[code].items()
            if translation.get("type") not in ("vanished", "obsolete")}
    assert len(live) > 130  # the extractor found the catalog (139 texts when this was written)
    unfinished = [key for key, translation in live.items()
                  if translation.get("type") == "unfinished" or not (translation.text or "").strip()]
    assert unfinished == []
    changed = [key for key, translation in live.items()
               if sorted(PLACEHOLDER.findall(key[1])) != sorted(PLACEHOLDER.findall(translation.text or ""))]
    assert changed == []


@pytest.mark.parametrize("code", CODES)
def test_every_citation_is_shown_in_every_language_with_the_texts_names(english, code):
    """A citation that is only a title, places and quoted headings may read as in English (Korean
    writes its commas as English does); most have words of ours, translated. Each text is named
    by its title in the language: its official one where it has one, else as written with a gloss."""
    i18n.set_language(code)
    translated = 0
    for each in COURSE:
        shown = lesson_rules(each)
        assert len(shown) == len(each.rules)
        for citation, text in zip(each.rules, shown, strict=True):
            translated += text != str(citation)
            assert "{" not in text, (code, text)
            for _name, value in citation.parts:
                assert i18n.translate("RuleSource", value) in text, (code, text)
    assert translated > 0.75 * sum(len(each.rules) for each in COURSE)


def test_a_japanese_lesson_cites_its_rules_in_japanese_then_english_comes_back(english):
    basic = lesson("basic-ko")
    i18n.set_language("ja")
    assert lesson_rules(basic)[0] == "日本囲碁規約（1989年）、Article 6（コウ）"  # the official title
    # A title without one is written as it is, with a gloss; a quoted heading is kept.
    assert lesson_rules(basic)[2] == "Renaissance rules（ルネサンスルール）、rule 2 (basic ko)"
    i18n.set_language("en")
    assert lesson_rules(basic) == [str(citation) for citation in basic.rules]
    assert lesson_rules(basic)[0] == "Japanese Rules of Go (1989), Article 6 (ko)"


def learner_texts(run: LessonRun) -> list[str]:
    """Every text a learner reads in a run: title, introduction, and for each question its prompt,
    choices, explanation, notes, reveal, the verdict on a wrong answer and the right answer; then
    the summary."""
    texts = [run.title, run.introduction]
    while run.current is not None:
        question = run.current
        texts += [question.prompt, question.because, *(question.text_of(c) for c in question.choices),
                  *question.notes.values(), *question.reveal.values(), *right_answer(question)]
        texts.append(run.answer("Z99" if question.form == "point" else ("no such choice",)).missed)
        run.next()
    texts.append(run.summary().text())
    return texts


@pytest.mark.parametrize("code", CODES)
def test_a_lesson_run_shows_no_english_sentence(english, code):
    """Questions, verdicts and reveals of every lesson: no three English words in a row (the
    ruleset names, titles and notes of other areas are translated too)."""
    i18n.set_language(code)
    left = [(each.id, found) for each in COURSE for text in learner_texts(LessonRun.for_lesson(each))
            for found in ENGLISH.findall(text)]
    assert left == []


def test_the_reveals_verdicts_and_the_stopped_play_are_translated(english):
    i18n.set_language("ja")
    texts = [text for each in COURSE for text in learner_texts(LessonRun.for_lesson(each))]
    joined = "\n".join(texts)
    assert "着手禁止：ホットストーン" in joined
    assert "2回続けてパスすると対局が停止します" in joined
    assert "illegal:" not in joined and "successive passes" not in joined
