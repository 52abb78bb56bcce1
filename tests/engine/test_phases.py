"""How play stops and how a stopped game goes on, by each ruleset's options (engine/phases.py)."""

import pytest

from gogui.engine import BLACK, Game, RulesError, preset


def test_aga_white_passes_last_handing_black_a_pass_stone():
    # AGA: Black passes second, so White adds the pass that ends the phase (and pays a stone).
    game = Game(preset("aga"), 9)
    game.play("E5")
    game.pass_move()  # White
    outcome = game.pass_move()  # Black: two passes in a row stop play
    assert "white-extra-pass" in outcome.events and "stop" in outcome.events
    assert game.phase == "stopped" and game.to_move == BLACK
    assert game.pass_stones == {1: 2, 2: 1}  # Black's: White's two passes; White's: Black's one


def test_renaissance_evens_out_the_moves_of_a_dispute_phase():
    # Renaissance B.9: three passes stop play; a dispute phase that Black ends one move ahead
    # gets White's obligatory pass at its stop.
    game = Game(preset("renaissance-territory"), 9)
    game.play("E5")
    for _ in range(3):
        game.pass_move()
    game.resume()
    game.play("C3")  # Black
    game.play("G7")  # White
    for _ in range(2):
        game.pass_move()
    outcome = game.pass_move()  # Black's third move of the phase, White's two
    assert "extra-pass-w" in outcome.events and game.phase == "stopped"


def test_a_confirmation_play_not_a_dispute_phase_settles_japanese_disagreements():
    game = Game(preset("japanese"), 9)
    game.pass_move()
    game.pass_move()
    with pytest.raises(RulesError, match="confirmation play"):
        game.resume()
    assert game.phase == "stopped"


def test_only_new_zealand_ends_a_disagreement_with_every_stone_alive():
    for ruleset, ends in (("nz", True), ("chinese", False)):
        game = Game(preset(ruleset), 9)
        game.play("E5")
        with pytest.raises(RulesError):
            game.end_all_alive()  # play has not stopped
        game.pass_move()
        game.pass_move()
        if ends:
            result = game.end_all_alive()
            assert game.phase == "over" and result.winner == "B"
        else:
            with pytest.raises(RulesError, match="no all-alive ending"):
                game.end_all_alive()


def test_agreement_counts_the_game_with_the_stones_agreed_dead():
    game = Game(preset("japanese"), 9, komi=0)
    game.play("E5")
    game.play("D4")
    with pytest.raises(RulesError):
        game.agree()
    game.pass_move()
    game.pass_move()
    result = game.agree(["D4"])  # White's stone dead: Black owns the board and one prisoner
    assert game.phase == "over" and result.winner == "B" and result.margin == 81


@pytest.mark.parametrize("ruleset, way", [("japanese", "confirmation play"), ("korean", "confirmation play"),
                                          ("simplified-japanese-korean", "hypothetical play"),
                                          ("chinese", "resume play")])
def test_a_play_after_the_stop_is_told_how_that_ruleset_settles_a_disagreement(ruleset, way):
    game = Game(preset(ruleset), 9)
    game.pass_move()
    game.pass_move()
    refusal = game.play("E5")
    assert refusal.reason == "game-over" and way in refusal.explanation
    if way != "resume play":
        assert "resume" not in refusal.explanation  # resume() is refused there


def test_aga_s_extra_white_pass_ends_a_dispute_phase_too_as_the_reading_says():
    game = Game(preset("aga"), 9)
    assert "dispute phase included" in preset("aga").reading
    game.play("E5")
    game.pass_move()
    game.pass_move()  # Black last: White's extra pass, play stops
    game.resume()
    game.play("C3")  # Black
    game.pass_move()  # White
    outcome = game.pass_move()  # Black last again
    assert "white-extra-pass" in outcome.events and game.phase == "stopped"


def test_an_agreement_naming_a_point_off_the_board_leaves_play_stopped():
    """A dead stone the game cannot read is refused, and the game is as it was: still stopped,
    uncounted, ready for a corrected agreement."""
    game = Game(preset("japanese"), 9, komi=0)
    game.play("E5")
    game.play("D4")
    game.pass_move()
    game.pass_move()
    with pytest.raises(ValueError):
        game.agree(["Z99"])
    assert game.phase == "stopped" and game.result is None
    assert game.agree(["D4"]).winner == "B"
