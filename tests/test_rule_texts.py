"""The rule texts: every ruling of every ruleset can be read as its own rule with its source."""

from __future__ import annotations

import itertools
import re
import subprocess
import sys
from pathlib import Path

import pytest

from gogui import diagrams
from gogui.engine import PRESETS, REASONS, parse_rules_spec, preset
from gogui.engine.rules import (
    CYCLE_RULES,
    DISPUTE_RULES,
    KO_RULES,
    PASS_STONE_RULES,
    REMOVAL_RULES,
    SCORING_RULES,
    SEKI_RULES,
    SUICIDE_RULES,
)
from gogui.rule_texts import END_TOPICS, TOPICS, RuleText, readable_source, rule_text, topics
from gogui.teaching import analyse

# The texts a source may name, and the seed file each seed text lives in.
TEXTS = {
    "Simplified rules": "000_fc3df750823bc447.txt",
    "Renaissance rules": "001_fba6a09fc038c3cf.txt",
    "New Zealand Rules of Go": "002_3c7121c48ff24f62.txt",
    "Ing's SST Rules of Go": "003_8833aae5e6ecaea2.txt",
    "Japanese Rules of Go (1989)": None,
    "Korean Baduk Association practice": None,
    "Chinese Rules of Go (1988/2002)": None,
    "American Go Association rules": None,
    "Tromp-Taylor rules": None,
}
SUMMARISED = ("japanese", "korean", "chinese", "aga", "tromp-taylor")  # the presets of texts gogui keeps no copy of

KO_REASON = {"positional": "positional-superko", "situational": "situational-superko",
             "natural-situational": "natural-situational-superko", "renaissance": "minimal-superko"}


def expected_topics(r) -> set[str]:
    """What a ruleset's options let its games produce, worked out from the engine's rules."""
    out = {"legal", "occupied", "passes", "game-over", "resignation"}
    if r.suicide == "forbidden" or r.suicide == "multi-stone":  # illegal, or Ing's one stone = pass
        out.add("suicide")
    if r.ko in KO_REASON:
        out.add(KO_REASON[r.ko])
    if r.ko in ("simple", "renaissance", "ing"):
        out.add("ko")
    if r.disputes in ("confirmation", "hypothetical"):  # that play applies basic ko
        out.add("ko")
    if r.ko == "ing":
        out |= {"hot-stone", "disturbing"}
    if r.cycles == "no-result":
        out.add("no-result")
    if r.cycles == "threefold":
        out.add("repetition")
    return out


def all_texts():
    for r in PRESETS.values():
        for topic in TOPICS:
            text = rule_text(r, topic)
            if text is not None:
                yield r, text


# ----- coverage -------------------------------------------------------------------------------

@pytest.mark.parametrize("ruleset_id", list(PRESETS))
def test_every_preset_has_a_text_for_every_topic_its_options_produce(ruleset_id):
    r = PRESETS[ruleset_id]
    wanted = expected_topics(r)
    assert {"legal", "occupied", "passes"} <= wanted
    for topic in sorted(wanted):
        text = rule_text(r, topic)
        assert isinstance(text, RuleText), (ruleset_id, topic)
        assert text.topic == topic
        assert "custom" not in text.source, (ruleset_id, topic, text.source)
    assert set(topics(r)) == wanted


@pytest.mark.parametrize("ruleset_id", list(PRESETS))
def test_a_topic_the_ruleset_cannot_produce_has_no_text(ruleset_id):
    r = PRESETS[ruleset_id]
    for topic in set(TOPICS) - expected_topics(r):
        assert rule_text(r, topic) is None, (ruleset_id, topic)
    assert rule_text(r, "no-such-topic") is None


def test_topics_cover_every_reason_code_and_end_kind():
    assert set(REASONS) <= set(TOPICS)
    assert {"passes", "no-result", "repetition"} <= set(END_TOPICS)
    produced = set().union(*(set(topics(r)) for r in PRESETS.values()))
    # natural situational superko is an option no preset uses; every other code occurs.
    assert set(TOPICS) - produced == {"natural-situational-superko"}


# ----- what the texts say -------------------------------------------------------------------------

def text(ruleset_id: str, topic: str) -> RuleText:
    t = rule_text(preset(ruleset_id), topic)
    assert t is not None, (ruleset_id, topic)
    return t


def test_ing_texts_speak_of_hot_stones_disturbing_and_suicide_as_a_pass():
    hot = text("ing", "hot-stone")
    assert "hot stone" in hot.statement and "Ing's SST Rules of Go" in hot.source
    assert "Part 6A" in hot.source
    disturbing = text("ing", "disturbing")
    assert "disturb" in disturbing.statement and "once" in disturbing.statement
    assert "Part 6B" in disturbing.source
    suicide = text("ing", "suicide")
    assert "pass" in suicide.statement and "Part 4" in suicide.source
    assert "item 3" in suicide.source
    assert "Ending the Game, item 2" in text("ing", "passes").source


def test_nz_superko_is_its_own_situational_rule():
    t = text("nz", "situational-superko")
    assert "New Zealand Rules of Go" in t.source
    assert "after any of that player's previous moves" in t.statement
    assert "situational superko" in t.statement
    assert "agree" in text("nz", "passes").statement
    assert "suicide is allowed" in text("nz", "legal").statement


def test_renaissance_texts_cite_their_numbered_rules():
    for rid in ("renaissance-area", "renaissance-territory"):
        minimal = text(rid, "minimal-superko")
        assert "two successive passes" in minimal.statement and "rule 4" in minimal.source
        repetition = text(rid, "repetition")
        assert "Threefold repetition" in repetition.statement and "draw" in repetition.statement
        assert "rule 3" in repetition.source
        assert "Three successive passes" in text(rid, "passes").statement
        assert "rule 5" in text(rid, "passes").source
        assert "rule 2" in text(rid, "ko").source
    assert "B.8" in text("renaissance-territory", "passes").source
    assert "B.8" not in text("renaissance-area", "passes").source


def test_simplified_texts_cite_their_blocks():
    assert "Common Simplified Rules" in text("simplified-chinese", "positional-superko").source
    jk = text("simplified-japanese-korean", "passes")
    assert "no confirmation phase" in jk.statement and "Japanese / Korean block" in jk.source
    assert "ko threats" in text("simplified-japanese-korean", "ko").statement
    aga = text("simplified-aga", "passes")
    assert "extra pass by White" in aga.statement and "prisoners" in aga.statement
    assert "Suicide is allowed" in text("simplified-ing-nz", "legal").statement


def test_mainstream_texts_cite_the_shared_summaries():
    no_result = text("japanese", "no-result")
    assert "no result" in no_result.statement and "article 12" in no_result.statement
    assert "shared/diagrams" in no_result.source and "Art. 12" in no_result.source
    assert "7-2" in text("japanese", "ko").statement
    assert "article 4" in text("japanese", "suicide").statement
    korean = text("korean", "no-result")
    assert "without result" in korean.statement and "Part 1" in korean.source
    assert "Art. 20" in text("chinese", "positional-superko").source
    assert "situational" in text("aga", "situational-superko").statement
    assert "alive" in text("tromp-taylor", "passes").statement


def test_japanese_articles_cited_are_only_those_the_shared_notes_state():
    stated = {"4", "7-2", "12"}
    for r, t in all_texts():
        for words in (t.statement, t.source):
            for number in re.findall(r"(?:Art\.|[Aa]rticle)\s*([0-9][0-9.-]*[0-9]|[0-9])", words):
                if r.id in ("chinese",):
                    assert number.startswith("20"), (r.id, t.topic, number)
                else:
                    assert number in stated, (r.id, t.topic, number)


# ----- real rulings -------------------------------------------------------------------------------

CUSTOM = [
    preset("aga").with_options(id="custom-test", name="Custom test", ko="simple", cycles="no-result"),
    parse_rules_spec("base=japanese,ko=positional,seki=counted"),
    parse_rules_spec("base=nz,ko=natural-situational,passes=3"),
    parse_rules_spec("base=tromp-taylor,ko=ing,suicide=multi-stone"),
    preset("chinese").with_options(ko="renaissance", cycles="threefold", suicide="allowed"),
]


@pytest.mark.parametrize("diagram", diagrams.diagram_ids())
def test_every_ruling_of_the_library_main_lines_has_a_rule_text(diagram):
    record = diagrams.load(diagram).record
    for r in list(PRESETS.values()) + CUSTOM:
        for ruling in analyse(record, record.main_line(), r).rulings:
            if ruling.status in ("illegal", "stopped", "ended"):
                t = rule_text(r, ruling.reason)
                assert t is not None, (diagram, r.id, ruling)
                assert t.topic == ruling.reason


def test_every_ruling_of_every_documented_line_has_a_rule_text():
    seen = set()
    for diagram in diagrams.all_diagrams():
        for line in diagram.lines:
            for r in PRESETS.values():
                for ruling in analyse(diagram.record, line.nodes, r).rulings:
                    if ruling.status in ("illegal", "stopped", "ended"):
                        assert rule_text(r, ruling.reason) is not None, (diagram.id, r.id, ruling)
                        seen.add(ruling.reason)
    # The library exercises the rules this module exists for.
    assert {"ko", "hot-stone", "disturbing", "minimal-superko", "situational-superko",
            "positional-superko", "suicide", "passes", "no-result", "repetition"} <= seen


# ----- custom rulesets ----------------------------------------------------------------------------

def test_a_custom_ruleset_text_follows_its_options_and_says_it_is_custom():
    r = parse_rules_spec("base=tromp-taylor,ko=situational")
    t = rule_text(r, "situational-superko")
    assert t is not None and "New Zealand Rules of Go" in t.source and "custom" in t.source
    assert rule_text(r, "positional-superko") is None
    natural = rule_text(r.with_options(ko="natural-situational"), "natural-situational-superko")
    assert natural is not None and "natural situational superko" in natural.statement.lower()
    ing_like = rule_text(r.with_options(ko="ing"), "hot-stone")
    assert ing_like is not None and "Ing's SST Rules of Go" in ing_like.source


def test_a_preset_changed_elsewhere_keeps_its_own_text_for_this_topic():
    japanese = preset("japanese")
    assert rule_text(japanese.with_options(komi=5.5), "no-result") == rule_text(japanese, "no-result")
    changed = japanese.with_options(suicide="allowed")
    assert rule_text(changed, "suicide") is None
    assert rule_text(changed, "ko") == rule_text(japanese, "ko")
    assert "custom combination based on Japanese 1989" in rule_text(changed, "legal").source
    nz = preset("nz").with_options(ko="simple")
    assert rule_text(nz, "situational-superko") is None
    assert rule_text(nz, "ko") is not None and "custom" in rule_text(nz, "ko").source


def test_every_option_combination_answers_every_topic_it_can_produce():
    base = preset("tromp-taylor").with_options(id="custom", name="Custom")
    for ko, cycles, suicide, disputes, passes, removals, stones, scoring, seki in itertools.product(
            KO_RULES, CYCLE_RULES, SUICIDE_RULES, DISPUTE_RULES, (2, 3), REMOVAL_RULES,
            PASS_STONE_RULES, SCORING_RULES, SEKI_RULES):
        r = base.with_options(ko=ko, cycles=cycles, suicide=suicide, disputes=disputes,
                              passes=passes, removals=removals, pass_stones=stones,
                              scoring=scoring, seki=seki, white_passes_last=passes == 2,
                              equal_dispute_moves=stones == "in-disputes")
        assert set(topics(r)) == expected_topics(r)
        for topic in TOPICS:
            t = rule_text(r, topic)
            if topic in expected_topics(r):
                assert t is not None and t.statement and "custom combination" in t.source, (r, topic)
            else:
                assert t is None, (r, topic)


# ----- form ---------------------------------------------------------------------------------------

def sentences(statement: str) -> int:
    return len(re.findall(r"[.!?](?=\s+[A-Z(]|$)", statement))


def custom_texts():
    for r in CUSTOM:
        for topic in topics(r):
            yield r, rule_text(r, topic)


def test_statements_are_one_to_three_sentences_and_sources_name_their_text():
    for r, t in list(all_texts()) + list(custom_texts()):
        assert t.statement.strip() and t.source.strip(), (r.id, t.topic)
        assert 1 <= sentences(t.statement) <= 3, (r.id, t.topic, t.statement)
        named = [name for name in TEXTS if name in t.source]
        assert named, (r.id, t.topic, t.source)
        for name in named:
            if TEXTS[name] is not None:
                assert TEXTS[name] in t.source, (r.id, t.topic, name)
        if r.id in SUMMARISED:
            assert "shared/diagrams" in t.source or "shared/seeds" in t.source, (r.id, t.topic)


def _seeds_dir() -> Path | None:
    for parent in Path(__file__).resolve().parents:
        candidate = parent / "shared" / "seeds"
        if candidate.is_dir():
            return candidate
    return None


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower().replace("\u2019", "'"))


SEED_RUN = 6  # words in a row that may not come from a seed


def seed_runs() -> set[tuple[str, ...]]:
    """Every run of SEED_RUN words of the seed texts; skips the test when they are not there."""
    seeds = _seeds_dir()
    if seeds is None:
        pytest.skip("the seed texts (shared/seeds) are not next to this checkout")
    runs = set()
    for path in seeds.glob("*.txt"):
        w = words(path.read_text(encoding="utf-8"))
        runs |= {tuple(w[i:i + SEED_RUN]) for i in range(len(w) - SEED_RUN + 1)}
    return runs


def test_statements_are_in_our_own_words():
    runs = seed_runs()
    n = SEED_RUN
    for r, t in list(all_texts()) + list(custom_texts()):
        # A term the text itself uses may be quoted; everything else is ours.
        w = words(re.sub(r'"[^"]*"', " ", t.statement))
        copied = [" ".join(w[i:i + n]) for i in range(len(w) - n + 1) if tuple(w[i:i + n]) in runs]
        assert not copied, (r.id, t.topic, copied)


def test_module_does_not_import_qt():
    code = "import sys, gogui.rule_texts; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_source_reads_without_the_paths_of_the_kept_copies():
    nz = rule_text(PRESETS["nz"], "situational-superko")
    assert readable_source(nz.source) == "New Zealand Rules of Go, the definition of a move"
    japanese = readable_source(rule_text(PRESETS["japanese"], "passes").source)
    assert "shared/" not in japanese and "the diagram library's notes" in japanese
