"""Every stage a game reaches saves and reloads as it was: random games under every preset."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gogui.engine import PRESETS, preset
from gogui.session import GameSession
from gogui.session_records import session_from_record, session_record
from gogui.sgf import parse, read_file, to_sgf, write_file

SIZE = 5
POINTS = [f"{c}{r}" for c in "ABCDE" for r in range(1, SIZE + 1)]

# One step of a game: ("play", point), ("pass",), ("dead", point), ("accept",), ("dispute",),
# ("resign",), ("comment", text).
STEPS = st.one_of(
    st.tuples(st.just("play"), st.sampled_from(POINTS)),
    st.tuples(st.just("pass")),
    st.tuples(st.just("dead"), st.sampled_from(POINTS)),
    st.tuples(st.just("accept")),
    st.tuples(st.just("dispute")),
    st.tuples(st.just("resign")),
    st.tuples(st.just("comment"), st.text(alphabet="abc xyz.", min_size=1, max_size=12)),
)


def drive(session: GameSession, steps) -> None:
    """Do each step the stage allows (an illegal play changes nothing)."""
    for step in steps:
        stage = session.stage
        kind = step[0]
        if stage == "over":
            return
        if (kind == "play" and stage == "play") or (kind == "play" and stage == "confirmation"):
            session.play(step[1])
        elif kind == "pass" and stage in ("play", "confirmation"):
            session.pass_move()
        elif kind == "dead" and stage == "marking":
            session.toggle_dead(step[1])
        elif kind == "accept" and (stage == "marking" or (
                stage == "confirmation" and session.confirmation is not None and session.confirmation.phase == "stopped")):
            session.accept()
        elif kind == "dispute" and stage == "marking":
            session.dispute()
        elif kind == "resign" and stage in ("play", "marking"):
            session.resign()
        elif kind == "comment":
            session.comments[session.game.move_number] = step[1].strip() or "x"


def state(session: GameSession) -> tuple:
    game = session.game
    result = session.result
    return (session.stage, game.board.rows(), session.active.board.rows(),
            session.to_move() if session.stage != "over" else None,
            dict(game.prisoners), dict(game.pass_stones), sorted(session.dead),
            None if result is None else result.sgf(), game.move_number)


# A modest number in CI; GOGUI_ROUND_TRIPS=5000 runs many more on demand.
@settings(max_examples=int(os.environ.get("GOGUI_ROUND_TRIPS", "60")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(PRESETS)), st.lists(STEPS, max_size=60))
def test_save_load_save_is_a_fixed_point_and_the_game_comes_back_as_it_was(rules, steps):
    session = GameSession(preset(rules), SIZE)
    drive(session, steps)
    saved = to_sgf(session_record(session))
    again = session_from_record(parse(saved)[0])
    assert state(again) == state(session)
    assert to_sgf(session_record(again)) == saved
    # Crash recovery reads the autosave file the same way: written safely, read back whole.
    with tempfile.TemporaryDirectory() as folder:
        autosave = Path(folder) / "game.sgf"
        write_file(autosave, session_record(session))
        recovered = session_from_record(read_file(autosave)[0])
    assert state(recovered) == state(session)
