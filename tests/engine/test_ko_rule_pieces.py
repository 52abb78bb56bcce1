"""Every ko rule is one piece behind the seam: its value, its reason codes, its words."""

import pytest

from gogui.engine import KO_REASONS, KO_RULE_TYPES, PRESETS, REASONS, Game, KoRule
from gogui.engine.rules import KO_RULES


def test_every_ko_value_has_its_piece_and_every_piece_a_value():
    assert tuple(KO_RULE_TYPES) == KO_RULES
    for value, piece in KO_RULE_TYPES.items():
        assert issubclass(piece, KoRule)
        assert piece.ko == value


@pytest.mark.parametrize("value", KO_RULES)
def test_a_piece_s_reasons_are_reason_codes(value):
    piece = KO_RULE_TYPES[value]
    assert set(piece.reasons) <= set(REASONS)
    assert set(piece.reasons) <= set(KO_REASONS)


@pytest.mark.parametrize("value", KO_RULES)
def test_a_piece_names_each_of_its_reasons_and_no_other(value):
    piece = KO_RULE_TYPES[value]
    assert set(piece.reason_words) == set(piece.reasons)


def test_every_reason_code_the_engine_gives_has_its_words_in_every_language():
    from gogui.engine.reasons import REASON_WORDS
    from gogui.i18n import LANGUAGES, SOURCE_LANGUAGE, translate_in

    assert set(REASONS) | {"no-result", "repetition", "passes"} == set(REASON_WORDS)
    for code in LANGUAGES:
        if code != SOURCE_LANGUAGE:
            assert all(translate_in(code, "Reason", words) != words for words in REASON_WORDS.values()), code


def test_no_two_pieces_give_the_same_reason():
    given = [reason for piece in KO_RULE_TYPES.values() for reason in piece.reasons]
    assert len(given) == len(set(given))
    assert ("ko", *given) == KO_REASONS


@pytest.mark.parametrize("preset_id", sorted(PRESETS))
def test_a_game_plays_under_the_piece_of_its_ruleset(preset_id):
    rules = PRESETS[preset_id]
    game = Game(rules, 9)
    assert type(game._ko_rule) is KO_RULE_TYPES[rules.ko]
    assert isinstance(game.board, KO_RULE_TYPES[rules.ko].board_type)

