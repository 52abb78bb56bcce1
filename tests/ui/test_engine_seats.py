"""A person plays an engine at a game's controller: it thinks in its own process, is refereed, and keeps step."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

from gogui.engine import preset
from gogui.engine.board import BLACK, WHITE
from gogui.gtp.engines import EngineSpec
from gogui.session import GameSession
from gogui.ui.engine_seats import EngineSeats
from gogui.ui.game_controller import GameController

FAKE = Path(__file__).resolve().parent.parent / "fake_gtp_engine.py"

# Long life on a 6x6 board built move by move (tests/gtp/test_match.py draws it): after Black
# C1 and White E1, Black's D1 takes two hot stones back at once.
LONG_LIFE_BLACK = "A3 B3 C3 D3 E3 A2 E2 F2 D1 pass pass pass C1"
LONG_LIFE_WHITE = "A4 B4 C4 D4 E4 F4 F3 B2 C2 D2 B1 F1 E1"


def fake(name: str, moves: str, *extra: str) -> EngineSpec:
    return EngineSpec(name, shlex.join([sys.executable, str(FAKE), "--name", name, "--moves", moves, *extra]))


def seated(qtbot, tmp_path, rules: str, size: int, seats: dict[int, EngineSpec], **session_options):
    session = GameSession(preset(rules), size, **session_options)
    controller = GameController(session, tmp_path / "autosave.sgf")
    engines = EngineSeats(controller, {colour: (spec, None) for colour, spec in seats.items()})
    engines.start()
    return controller, engines


def moves_of(controller: GameController) -> list[str]:
    game = controller.session.game
    return ["pass" if p is None else game.board.vertex(p) for _c, p in game.moves]


def test_the_engine_answers_each_move_of_the_person(qtbot, tmp_path):
    controller, engines = seated(qtbot, tmp_path, "japanese", 6, {WHITE: fake("Fake", LONG_LIFE_WHITE)})
    controller.click("A3")
    qtbot.waitUntil(lambda: moves_of(controller) == ["A3", "A4"], timeout=30000)
    controller.click("B3")
    qtbot.waitUntil(lambda: moves_of(controller) == ["A3", "A4", "B3", "B4"], timeout=30000)
    assert controller.session.engines == {WHITE: ("Fake", None)}
    engines.close()


def test_a_person_may_not_move_while_the_engine_thinks(qtbot, tmp_path):
    controller, engines = seated(qtbot, tmp_path, "japanese", 6,
                                 {BLACK: fake("Slow", "A3", "--hang-at", "1")})
    messages: list[str] = []
    controller.message.connect(messages.append)
    qtbot.waitUntil(lambda: engines.thinking == BLACK, timeout=30000)
    controller.click("D4")
    assert moves_of(controller) == []
    assert any("Slow (Black) is thinking" in text for text in messages)
    engines.stop()  # the Stop button: the person may now play the engine's move
    controller.click("D4")
    assert moves_of(controller) == ["D4"]
    engines.close()


def test_the_engine_s_hot_stone_is_refused_under_ing_and_noted_on_its_move(qtbot, tmp_path):
    black = fake("Fake", LONG_LIFE_BLACK + " D1")
    white = fake("Other", LONG_LIFE_WHITE)
    controller, engines = seated(qtbot, tmp_path, "ing", 6, {BLACK: black, WHITE: white})
    qtbot.waitUntil(lambda: len(controller.session.game.moves) >= 27, timeout=30000)
    engines.stop()
    session = controller.session
    assert moves_of(controller)[26] != "D1"
    assert "Fake tried D1, hot stone under Ing" in session.comments[27]
    engines.close()


def test_undo_takes_back_the_engine_s_reply_and_the_person_s_move(qtbot, tmp_path):
    controller, engines = seated(qtbot, tmp_path, "chinese", 6, {WHITE: fake("Fake", LONG_LIFE_WHITE)})
    controller.click("A3")
    qtbot.waitUntil(lambda: moves_of(controller) == ["A3", "A4"], timeout=30000)
    engines.take_back()
    assert moves_of(controller) == []
    controller.click("C3")
    # The engine was brought back to the empty board: its next scripted move answers C3.
    qtbot.waitUntil(lambda: moves_of(controller) == ["C3", "B4"], timeout=30000)
    engines.close()


def test_an_engine_that_crashes_is_brought_back_and_plays_on(qtbot, tmp_path):
    marker = tmp_path / "crashed"
    white = fake("Fake", LONG_LIFE_WHITE, "--crash-at", "2", "--crash-once", str(marker))
    controller, engines = seated(qtbot, tmp_path, "japanese", 6, {WHITE: white})
    for index, move in enumerate(["A3", "B3", "C3"]):
        controller.click(move)
        qtbot.waitUntil(lambda n=index: len(moves_of(controller)) == 2 * (n + 1), timeout=30000)
    assert marker.exists()
    # The restarted engine's script starts again; the moves so far were replayed to it first.
    assert moves_of(controller)[:3] == ["A3", "A4", "B3"]
    engines.close()


def test_an_engine_that_hangs_is_stopped_with_a_message(qtbot, tmp_path, monkeypatch):
    from gogui.ui import engine_seats

    monkeypatch.setattr(engine_seats, "MOVE_TIME_LIMIT_S", 1)
    controller, engines = seated(qtbot, tmp_path, "japanese", 6, {WHITE: fake("Stuck", "A4", "--hang-at", "1")})
    failures: list[str] = []
    engines.failed.connect(failures.append)
    controller.click("A3")
    qtbot.waitUntil(lambda: bool(failures), timeout=30000)
    assert "Stuck gave no answer in 1 s" in failures[0]
    assert engines.thinking is None and moves_of(controller) == ["A3"]
    engines.close()


def test_an_engine_that_answers_nonsense_is_not_believed(qtbot, tmp_path):
    controller, engines = seated(qtbot, tmp_path, "japanese", 6, {WHITE: fake("Odd", "A4", "--nonsense-at", "1")})
    failures: list[str] = []
    engines.failed.connect(failures.append)
    controller.click("A3")
    qtbot.waitUntil(lambda: bool(failures), timeout=30000)
    assert "Odd answered nonsense" in failures[0] and moves_of(controller) == ["A3"]
    engines.close()


def test_at_the_stop_the_engine_proposes_dead_stones_for_the_players_to_accept(qtbot, tmp_path):
    white = fake("Fake", "A4 pass", "--dead", "A4")
    controller, engines = seated(qtbot, tmp_path, "japanese", 6, {WHITE: white})
    controller.click("C3")
    qtbot.waitUntil(lambda: moves_of(controller) == ["C3", "A4"], timeout=30000)
    controller.pass_move()
    qtbot.waitUntil(lambda: controller.session.stage == "marking", timeout=30000)
    qtbot.waitUntil(lambda: controller.session.dead == {"A4"}, timeout=30000)
    controller.click("A4")  # the person disagrees: A4 is alive
    assert controller.session.dead == set()
    engines.close()


def test_a_move_made_while_the_engine_starts_is_told_once(qtbot, tmp_path):
    # The person plays before the engine has been brought to the game: the set-up reads the game
    # when it starts, so the move must not be told a second time after it.
    log = tmp_path / "white.log"
    controller, engines = seated(qtbot, tmp_path, "japanese", 6, {WHITE: fake("Fake", LONG_LIFE_WHITE, "--log", str(log))})
    controller.click("A3")
    qtbot.waitUntil(lambda: moves_of(controller) == ["A3", "A4"], timeout=30000)
    sent = [line.split(" ", 1)[1] for line in log.read_text().splitlines()]
    since_clear = sent[len(sent) - 1 - sent[::-1].index("clear_board"):]
    assert since_clear.count("play b A3") == 1
    engines.close()
