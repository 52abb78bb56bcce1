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

