"""Numbers written to files stay in the C locale's form whatever the language or locale: komi 6.5, never 6,5."""

from __future__ import annotations

import locale

import pytest
from PySide6.QtCore import QLocale

from gogui.engine import preset
from gogui.record_info import read_komi
from gogui.session import GameSession
from gogui.sgf import Node, Record, read_file, write_file
from gogui.ui import translation
from gogui.ui.game_controller import GameController


@pytest.fixture
def comma_locale(qapp):
    """The windows in Japanese, and German number formats in Qt (set after the language, which
    makes its own locale Qt's default) and in the C library when the system has the locale."""
    previous = QLocale()
    before = locale.setlocale(locale.LC_NUMERIC)
    translation.start_language(None, "ja")
    try:
        QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
        for name in ("de_DE.UTF-8", "de_DE.utf8", "de_DE"):
            try:
                locale.setlocale(locale.LC_NUMERIC, name)
                break
            except locale.Error:
                continue
        assert QLocale().toString(6.5) == "6,5"  # the locale really writes a comma
        yield
    finally:
        translation.start_language(None, "en")
        locale.setlocale(locale.LC_NUMERIC, before)
        QLocale.setDefault(previous)


def test_a_record_with_komi_6_5_is_written_and_read_back_as_6_5(comma_locale, tmp_path):
    path = tmp_path / "komi.sgf"
    write_file(path, Record(size=9, root=Node(), komi=read_komi("6,5")))  # typed with a comma, as Germans do
    written = path.read_bytes()
    assert b"KM[6.5]" in written and b"6,5" not in written
    assert read_file(path)[0].komi == 6.5


def test_a_casual_game_saves_its_komi_with_a_point(comma_locale, tmp_path):
    controller = GameController(GameSession(preset("chinese"), 9), tmp_path / "autosave.sgf")
    controller.click("E5")
    controller.save(tmp_path / "game.sgf")
    written = (tmp_path / "game.sgf").read_bytes()
    assert b"KM[7.5]" in written and b"7,5" not in written
