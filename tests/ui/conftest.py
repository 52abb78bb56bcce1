"""Window tests never wait on a question: an unfinished game closed at the end of a test is
discarded, and a resignation or acceptance is confirmed."""

from __future__ import annotations

import pytest

from gogui.ui.game_window import GameWindow


@pytest.fixture(autouse=True)
def games_close_without_asking(monkeypatch):
    monkeypatch.setattr(GameWindow, "ask_to_save", staticmethod(lambda: "discard"))
    monkeypatch.setattr(GameWindow, "confirm", staticmethod(lambda question: True))
