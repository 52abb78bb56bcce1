"""The ruleset model: the thirteen presets, their options, and custom rulesets from a spec."""

import pytest

from gogui.engine import PRESETS, Ruleset, parse_rules_spec, preset

PRESET_IDS = [
    "nz", "ing", "simplified-ing-nz", "simplified-chinese", "simplified-japanese-korean",
    "simplified-aga", "renaissance-area", "renaissance-territory", "japanese", "korean",
    "chinese", "aga", "tromp-taylor",
]


def test_the_thirteen_presets_in_selector_order():
    assert list(PRESETS) == PRESET_IDS


@pytest.mark.parametrize("ruleset_id", PRESET_IDS)
def test_every_preset_explains_itself(ruleset_id):
    r = preset(ruleset_id)
    assert r.id == ruleset_id and r.name
    assert len(r.description) > 60
    assert r.source
    assert r.reading  # which reading we chose where the text leaves room


def handicap_words(r: Ruleset) -> tuple[list[str], list[str]]:
    """What a preset's reading must say of a handicap game, and must not, for the options the
    engine counts a handicap game with (tests/test_replay.py counts one under every preset)."""
    must = ["handicap game", "standard points" if r.handicap_placement == "fixed" else "anywhere"]
    never = []
    if r.handicap_komi:
        must.append(f"komi {r.handicap_komi:g}")
        never.append("no komi")
    else:
        must.append("no komi")
    per_stone = "a point per handicap stone"
    if r.handicap_compensation == "0":
        must.append("no compensation")
        never.append(per_stone)
    elif r.handicap_compensation == "N":
        must.append(per_stone)
        never += [per_stone + " after the first", "no compensation"]
    else:
        must.append(per_stone + " after the first")
        never.append("no compensation")
    if r.handicap_ties != "draw":
        must.append(("White" if r.handicap_ties == "W" else "Black") + " wins ties")
    return must, never


@pytest.mark.parametrize("ruleset_id", PRESET_IDS)
def test_every_preset_s_reading_says_how_it_treats_a_handicap_game(ruleset_id):
    """Where a text is silent on handicaps (Renaissance, the simplified texts, Tromp-Taylor),
    the reading says what we chose, so that no count rests on something the Rulesets reference
    does not show."""
    r = preset(ruleset_id)
    must, never = handicap_words(r)
    for words in must:
        assert words in r.reading, f"{ruleset_id}'s reading should say {words!r}"
    for words in never:
        assert words not in r.reading, f"{ruleset_id}'s reading should not say {words!r}"


@pytest.mark.parametrize("ruleset_id,options", [
    # The source texts: NZ (suicide allowed, the NZ superko wording = situational superko, area,
    # komi 7)
    ("nz", dict(ko="situational", suicide="allowed", scoring="area", komi=7,
                disputes="all-alive")),
    # Ing SST: hot stones and disturbing, one-stone suicide = pass, fill-in count, komi 8,
    # Black wins ties in even games and White in handicap games, free placement, N points.
    ("ing", dict(ko="ing", suicide="multi-stone", scoring="ing-fill", komi=8, ties="B",
                 handicap_ties="W", handicap_placement="free", handicap_compensation="N")),
    # The simplified rules: positional superko for all; suicide only in Ing/NZ; seki not
    # counted and hypothetical disputes for Japanese/Korean; pass stones and White last for AGA.
    ("simplified-ing-nz", dict(ko="positional", suicide="allowed", scoring="area", disputes="play-on")),
    ("simplified-chinese", dict(ko="positional", suicide="forbidden", scoring="area")),
    ("simplified-japanese-korean", dict(ko="positional", suicide="forbidden", scoring="territory",
                                        seki="not-counted", disputes="hypothetical")),
    ("simplified-aga", dict(ko="positional", suicide="forbidden", pass_stones="always",
                            white_passes_last=True)),
    # Renaissance: basic ko + threefold repetition + minimal superko, three passes, suicide
    # allowable; variant B counts territory with pass stones and equal moves in disputes.
    ("renaissance-area", dict(ko="renaissance", cycles="threefold", passes=3, suicide="allowed",
                              scoring="area")),
    ("renaissance-territory", dict(ko="renaissance", cycles="threefold", passes=3,
                                   scoring="territory", pass_stones="in-disputes",
                                   equal_dispute_moves=True, seki="counted")),
    ("japanese", dict(ko="simple", cycles="no-result", scoring="territory", seki="not-counted",
                      disputes="confirmation", handicap_placement="fixed")),
    ("korean", dict(ko="simple", cycles="no-result", scoring="territory", seki="not-counted",
                    disputes="confirmation")),
    ("chinese", dict(ko="positional", scoring="area", handicap_compensation="N")),
    ("aga", dict(ko="situational", pass_stones="always", white_passes_last=True,
                 handicap_compensation="N-1", handicap_placement="fixed")),
    ("tromp-taylor", dict(ko="positional", suicide="allowed", removals="none")),
])
def test_presets_carry_the_options_of_their_source(ruleset_id, options):
    r = preset(ruleset_id)
    for name, value in options.items():
        assert getattr(r, name) == value, name


def test_unknown_preset_names_the_choices():
    with pytest.raises(ValueError, match="tromp-taylor"):
        preset("go")


def test_option_values_are_checked():
    with pytest.raises(ValueError, match="ko must be one of"):
        Ruleset(id="x", name="x", ko="superko")
    with pytest.raises(ValueError, match="passes"):
        Ruleset(id="x", name="x", passes=4)


def test_public_option_names_use_hyphens():
    options = preset("aga").options()
    assert options["pass-stones"] == "always"
    assert options["white-passes-last"] is True
    assert "id" not in options and "description" not in options


def test_rules_spec_changes_a_base_preset():
    r = parse_rules_spec("base=japanese,ko=positional,seki=counted,komi=7")
    assert r.id == "custom"
    assert (r.ko, r.seki, r.komi, r.scoring) == ("positional", "counted", 7, "territory")
    assert "Japanese" in r.name or "japanese" in r.name


def test_rules_spec_reads_yes_no_and_passes():
    r = parse_rules_spec("base=chinese,white-passes-last=yes,pass-stones=always,passes=3")
    assert r.white_passes_last is True and r.pass_stones == "always" and r.passes == 3


@pytest.mark.parametrize("spec,message", [
    ("base=nowhere", "unknown ruleset"),
    ("base=chinese,colour=blue", "unknown rules option"),
    ("base=chinese,ko=sometimes", "ko must be one of"),
    ("base=chinese,komi=lots", "komi must be a number"),
    ("base=chinese,passes=5", "passes must be 2 or 3"),
    ("base=chinese,white-passes-last=perhaps", "yes or no"),
    ("ko", "key=value"),
])
def test_bad_rules_specs_say_what_is_wrong(spec, message):
    with pytest.raises(ValueError, match=message):
        parse_rules_spec(spec)


def test_presets_are_immutable():
    with pytest.raises(Exception):
        preset("nz").komi = 6.5


def test_fixed_placement_rulesets_refuse_other_handicap_points():
    from gogui.engine import Game, RulesError

    game = Game(preset("japanese"), 19, handicap=2)
    assert sorted(game.board.vertex(p) for p in game.board.points if game.board.color[p] == 1) == ["D4", "Q16"]
    assert game.to_move == 2 and game.komi == 0
    with pytest.raises(RulesError, match="standard points"):
        Game(preset("japanese"), 19, handicap=2, handicap_points=["C3", "R17"])
    free = Game(preset("ing"), 19, handicap=2, handicap_points=["C3", "R17"])
    assert free.board.get(free.board.point("C3")) == 1


@pytest.mark.parametrize("value", ["inf", "-inf", "nan", "1e999"])
def test_a_komi_that_is_not_a_finite_number_is_refused(value):
    for option in ("komi", "handicap-komi"):
        with pytest.raises(ValueError, match=f"{option} must be a finite number"):
            parse_rules_spec(f"base=japanese,{option}={value}")
    for field in ("komi", "handicap_komi"):
        with pytest.raises(ValueError, match="must be a finite number"):
            preset("ing").with_options(**{field: float(value)})


def test_a_preset_is_one_entry_that_carries_its_names():
    # The name, the short name and the RU aliases live with the preset (gogui/engine/rules.py).
    from gogui.i18n import lookup, set_language
    from gogui.ruleset_names import short_name
    from gogui.session_records import ruleset_from_rules_property

    for ruleset in PRESETS.values():
        assert ruleset.name and ruleset.short_name and len(ruleset.short_name) <= 14
        assert ruleset_from_rules_property(ruleset.id) is ruleset
        for alias in ruleset.aliases:
            assert alias == alias.lower() and ruleset_from_rules_property(alias.upper()) is ruleset
    assert ruleset_from_rules_property("New Zealand") is PRESETS["nz"]
    assert ruleset_from_rules_property("GOE") is PRESETS["ing"]
    try:
        set_language("ja")
        for ruleset in PRESETS.values():
            assert lookup("Ruleset", ruleset.name) and lookup("Ruleset", ruleset.short_name)
        assert short_name(PRESETS["simplified-japanese-korean"]) != "Simpl. Jp/Kr"
    finally:
        set_language("en")


def test_every_preset_has_its_names_its_text_s_source_its_rule_texts_and_a_ruling_in_every_diagram():
    # What a preset needs: its entry (names, options, the key of the text it follows), its own rule
    # text for every topic its pieces can give (in the module of that text, gogui/rule_texts/), and
    # its RULING in every diagram that documents rulings.
    from gogui import diagrams
    from gogui.rule_texts import rule_text, topics
    from gogui.rule_texts.sources import SOURCES

    def own_text(ruleset, topic):
        text = rule_text(ruleset, topic)
        return text is not None and bool(text.statement) and "custom combination" not in text.source

    documenting = [d for d in diagrams.all_diagrams() if d.lines[0].rulings]
    assert documenting
    for ruleset in PRESETS.values():
        assert ruleset.name and ruleset.short_name
        assert ruleset.source in SOURCES, ruleset.id
    # Each failure lists every topic that lacks its text and every diagram that lacks the RULING.
    assert [(r.id, topic) for r in PRESETS.values() for topic in topics(r) if not own_text(r, topic)] == []
    assert [(r.id, d.id) for r in PRESETS.values() for d in documenting if r.id not in d.lines[0].rulings] == []


def test_a_made_up_preset_needs_one_entry_and_the_diagrams_say_which_lack_its_ruling(monkeypatch):
    from gogui import diagrams
    from gogui.rule_texts import rule_text, topics
    from gogui.ruleset_names import ruleset_name, short_name
    from gogui.session_records import ruleset_from_rules_property

    made_up = preset("chinese").with_options(id="made-up", name="Made-up rules", short_name="Made-up",
                                             aliases=("mu",), cycles="threefold")
    monkeypatch.setitem(PRESETS, made_up.id, made_up)
    assert ruleset_name(made_up.name) == "Made-up rules" and short_name(made_up) == "Made-up"
    assert ruleset_from_rules_property("MU") is made_up
    lacking = [d.id for d in diagrams.all_diagrams() if made_up.id not in d.lines[0].rulings]
    # Every diagram documents each preset's ruling: a new preset lacks a RULING in all of them,
    # and these are the files to add one to.
    assert lacking == [d.id for d in diagrams.all_diagrams() if d.lines[0].rulings]
    # Until the module of its text holds its own texts, each topic reads as a custom combination
    # built on it: these are the texts to write.
    for topic in topics(made_up):
        text = rule_text(made_up, topic)
        assert text is not None and "custom combination based on Made-up rules" in text.source, topic
