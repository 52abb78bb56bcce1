"""What a rule text is made of: messages translated when shown, and citations of the source texts."""

from __future__ import annotations

from gogui import i18n
from gogui.rule_texts.pieces import cite, in_sequence, join_citations, places, render


def test_a_citation_names_the_copy_of_a_kept_text_or_the_notes_that_summarise_a_mainstream_one():
    assert render(cite("renaissance", "rule 5")) == "Renaissance rules, rule 5 (shared/seeds/001_fba6a09fc038c3cf.txt)"
    assert render(cite("aga", "Ruleset notes (AGA)")) == (
        "American Go Association rules, as summarised in shared/diagrams/positions.md: Ruleset notes (AGA)")


def test_a_citation_made_twice_is_shown_once_and_places_of_one_text_follow_each_other():
    twice = join_citations([cite("nz", "the end of the game"), cite("sst", "Part 4 (Suicide)"),
                            cite("nz", "the end of the game")])
    assert render(twice).count("New Zealand Rules of Go") == 1
    assert render(twice).startswith("New Zealand Rules of Go, the end of the game (")
    assert render(places("rule 5", "A.7")) == "rule 5; A.7"


def test_a_text_is_translated_when_shown_and_its_parts_after_it(english):
    note = cite("japanese", "Ruleset notes (Japanese 1989)")
    said = in_sequence("Two successive passes stop play.", "Points in seki count for nobody.")
    english_note, english_said = render(note), render(said)
    i18n.set_language("ja")
    assert render(note) != english_note and "日本囲碁規約" in render(note)
    assert "Ruleset notes (Japanese 1989)" in render(note)  # a heading quoted from the notes stays as written
    assert render(said) != english_said and "." not in render(said)
    i18n.set_language("en")
    assert render(note) == english_note
    assert [context for context, _ in said.messages()] == ["RuleText"] * 3
