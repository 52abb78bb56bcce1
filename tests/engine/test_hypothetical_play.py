"""Settling disputes by play that is not kept: Japanese 1989 confirmation (art. 7-2: a pass for
each ko) and the simplified Japanese/Korean text's imagined wise play (no confirmation phase)."""

from __future__ import annotations

import pytest
from godiagram import game_from, play

from gogui.engine import Confirmation, preset

# Two separate kos on the left edge of 9x9. Black's edge group lives with eyes at A6 and A2.
# White's B8 and B4 sit in its mouth: Black takes them at C8 and C4, and White retakes at B8
# and B4.
TWO_KOS = """
    A B C D E F G H J
  9 X X O . . . . . .
  8 X O . O . . . . .
  7 X X O . . . . . .
  6 . X O . . . . . .
  5 X X O . . . . . .
  4 X O . O . . . . .
  3 X X O . . . . . .
  2 . X O . . . . . .
  1 X X O . . . . . .
"""


def confirmation(ruleset_id: str):
    game = game_from(TWO_KOS, ruleset_id, "B")
    play(game, "pass pass")
    return Confirmation(game)


@pytest.mark.parametrize("ruleset_id", ["japanese", "korean"])
def test_one_pass_lifts_the_ban_on_one_ko_only(ruleset_id):
    """Black takes both kos (C8, then C4). White passes once and retakes C4 at B4; Black plays
    elsewhere, and White may not retake the other ko at B8 as well: article 7-2 lets a player
    retake in a ko after passing once for that ko, so two kos need two passes."""
    confirm = confirmation(ruleset_id)
    assert all(o.legal for o in play(confirm, "C8 E5 C4 pass G2"))
    assert confirm.play("B4").legal  # the pass serves this ko
    assert confirm.play("G4").legal
    refused = confirm.check("B8")
    assert refused.reason == "ko"
    assert refused.explanation == (
        "White may not retake the ko at B8 in the confirmation play until White has passed once "
        "for this ko: Black took it at move 3, and under the Japanese rules 1989 (article 7-2) "
        "each pass serves one ko. White's pass at move 6 has already served another ko.")


def test_two_passes_serve_two_kos():
    confirm = confirmation("japanese")
    assert all(o.legal for o in play(confirm, "C8 E5 C4 pass G2 pass G4 B8 G6 B4"))


def test_a_pass_made_before_the_ko_was_taken_serves_nothing():
    """White passes, then Black takes a ko: White must pass again before retaking."""
    confirm = confirmation("japanese")
    assert all(o.legal for o in play(confirm, "E5 pass C8"))
    assert confirm.check("B8").reason == "ko"


def test_undo_restores_which_passes_are_still_unused():
    confirm = confirmation("japanese")
    play(confirm, "C8 E5 C4 pass G2 B4")
    confirm.undo()
    assert confirm.check("B8").legal and confirm.check("B4").legal


def test_simplified_japanese_korean_settles_disputes_by_imagined_wise_play():
    """Seed 000: "There is no confirmation phase"; a dispute is settled by imagined wise play,
    cost-free and without ko threats. The explanations say so and never speak of a
    confirmation play."""
    rules = preset("simplified-japanese-korean")
    for text in (rules.description, rules.reading):
        assert "confirmation play" not in text
    assert "no confirmation phase" in rules.description
    hypothetical = confirmation("simplified-japanese-korean")
    assert hypothetical.play_name == "hypothetical play"
    play(hypothetical, "C8")
    refused = hypothetical.check("B8")
    assert refused.reason == "ko"
    assert "confirmation" not in refused.explanation
    assert refused.explanation == (
        "White may not retake the ko at B8 in the hypothetical play until White has passed once "
        "for this ko: Black took it at move 3, and the simplified text has the imagined wise "
        "play avoid any use of ko threats, which a pass for each ko before retaking it ensures.")
