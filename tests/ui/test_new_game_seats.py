"""The New game dialog's seats: a person or an engine for each colour, its strength and name, kept; how to get an engine."""

from __future__ import annotations

import pytest
from fake_check_engine import command, install_fake_gnugo
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog

from gogui.engine.board import BLACK, WHITE
from gogui.gtp import engines
from gogui.gtp.engines import EngineSpec, Seat
from gogui.ui.engine_settings import EngineSettingsDialog, keep_added_engines, load_engine_choices
from gogui.ui.new_game_dialog import NewGameDialog

BOT = EngineSpec("Bot", command("answers"))


@pytest.fixture
def settings(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def fake_gnugo(tmp_path, monkeypatch) -> EngineSpec:
    """GNU Go as the only engine on the system (a stand-in called gnugo on PATH)."""
    program = install_fake_gnugo(tmp_path / "bin")
    monkeypatch.setenv("PATH", str(program.parent))
    monkeypatch.setattr(engines, "EXTRA_FOLDERS", ())
    [gnugo] = engines.installed()
    return gnugo


@pytest.fixture
def no_engine(tmp_path, monkeypatch) -> None:
    """No engine on the system: an empty PATH and no games folder."""
    (tmp_path / "empty").mkdir()
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr(engines, "EXTRA_FOLDERS", ())


def with_bot(settings: QSettings) -> QSettings:
    """The settings with the Bot engine added by hand."""
    choices = load_engine_choices(settings)
    choices.add(BOT)
    keep_added_engines(settings, choices)
    return settings


def dialog_on(qtbot, settings: QSettings) -> NewGameDialog:
    dialog = NewGameDialog(settings=settings)
    qtbot.addWidget(dialog)
    return dialog


def choose(dialog: NewGameDialog, colour: int, text: str) -> None:
    box = dialog.seat_boxes[colour]
    index = box.findText(text)
    assert index >= 0, f"{text} is not offered"
    box.setCurrentIndex(index)


def offered(dialog: NewGameDialog, colour: int) -> list[str]:
    box = dialog.seat_boxes[colour]
    return [box.itemText(i) for i in range(box.count())]


def test_each_colour_is_a_person_or_any_engine(qtbot, settings, fake_gnugo):
    dialog = dialog_on(qtbot, with_bot(settings))
    assert offered(dialog, BLACK) == offered(dialog, WHITE) == ["Person", "GNU Go", "Bot"]
    assert dialog.seats() == {BLACK: Seat(), WHITE: Seat()}
    assert not dialog.level_boxes[BLACK].isVisibleTo(dialog)
    assert not dialog.engines_hint.isVisibleTo(dialog)

    choose(dialog, WHITE, "GNU Go")
    assert dialog.level_boxes[WHITE].isVisibleTo(dialog) and not dialog.level_boxes[BLACK].isVisibleTo(dialog)
    assert (dialog.level_boxes[WHITE].minimum(), dialog.level_boxes[WHITE].maximum()) == (1, 10)
    assert dialog.white_name.text() == "GNU Go (level 1)"
    dialog.level_boxes[WHITE].setValue(5)
    assert dialog.white_name.text() == "GNU Go (level 5)"
    choose(dialog, BLACK, "Bot")  # an engine without levels: no strength to choose
    assert not dialog.level_boxes[BLACK].isVisibleTo(dialog)
    assert dialog.black_name.text() == "Bot"
    assert dialog.seats() == {BLACK: Seat(BOT, None), WHITE: Seat(fake_gnugo, 5)}
    session = dialog.session()
    assert (session.black_name, session.white_name) == ("Bot", "GNU Go (level 5)")

    choose(dialog, BLACK, "Person")
    assert dialog.black_name.text() == "" and dialog.seats()[BLACK] == Seat()


def test_a_name_the_learner_typed_is_kept_when_an_engine_is_chosen(qtbot, settings, fake_gnugo):
    dialog = dialog_on(qtbot, settings)
    dialog.white_name.setText("The computer")
    choose(dialog, WHITE, "GNU Go")
    dialog.level_boxes[WHITE].setValue(3)
    assert dialog.white_name.text() == "The computer"
    choose(dialog, WHITE, "Person")
    assert dialog.white_name.text() == "The computer"


def test_the_seats_are_kept_for_the_next_game(qtbot, settings, fake_gnugo):
    first = dialog_on(qtbot, with_bot(settings))
    choose(first, BLACK, "Bot")
    choose(first, WHITE, "GNU Go")
    first.level_boxes[WHITE].setValue(7)
    first.remember(settings)

    second = dialog_on(qtbot, settings)
    second.recall(settings)
    assert second.seats() == {BLACK: Seat(BOT, None), WHITE: Seat(fake_gnugo, 7)}
    assert (second.black_name.text(), second.white_name.text()) == ("Bot", "GNU Go (level 7)")
    second.level_boxes[WHITE].setValue(2)  # the name recalled was the engine's: it follows the level
    assert second.white_name.text() == "GNU Go (level 2)"


def test_an_engine_no_longer_there_is_recalled_as_a_person(qtbot, settings, fake_gnugo):
    first = dialog_on(qtbot, with_bot(settings))
    choose(first, BLACK, "Bot")
    first.remember(settings)
    choices = load_engine_choices(settings)
    choices.remove(BOT)
    keep_added_engines(settings, choices)

    second = dialog_on(qtbot, settings)
    second.recall(settings)
    assert second.seats() == {BLACK: Seat(), WHITE: Seat()}
    assert offered(second, BLACK) == ["Person", "GNU Go"]


def test_without_an_engine_the_dialog_says_how_to_get_one(qtbot, settings, no_engine):
    dialog = dialog_on(qtbot, settings)
    assert dialog.engines_hint.isVisibleTo(dialog)
    assert "sudo apt-get install gnugo" in dialog.engines_hint.text()
    assert "Engines..." in dialog.engines_hint.text()
    assert not dialog.seat_boxes[BLACK].isVisibleTo(dialog) and not dialog.seat_boxes[WHITE].isVisibleTo(dialog)
    assert dialog.black_name.isVisibleTo(dialog) and dialog.white_name.isVisibleTo(dialog)
    assert dialog.seats() == {BLACK: Seat(), WHITE: Seat()}


def test_an_engine_added_from_the_dialog_can_take_a_seat_at_once(qtbot, settings, no_engine, monkeypatch):
    def add_bot(engines_dialog: EngineSettingsDialog) -> int:
        engines_dialog.choices.add(BOT)
        keep_added_engines(engines_dialog.settings, engines_dialog.choices)
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(EngineSettingsDialog, "exec", add_bot)
    dialog = dialog_on(qtbot, settings)
    dialog.engines_button.click()
    assert offered(dialog, WHITE) == ["Person", "Bot"]
    assert dialog.seat_boxes[WHITE].isVisibleTo(dialog) and not dialog.engines_hint.isVisibleTo(dialog)
    choose(dialog, WHITE, "Bot")
    assert dialog.seats()[WHITE] == Seat(BOT, None)


def test_the_new_game_dialog_takes_the_teaching_window_s_engines(window, fake_gnugo):
    dialog = NewGameDialog(window)
    assert dialog.settings is window.settings
    assert offered(dialog, BLACK) == ["Person", "GNU Go"]


def test_a_name_the_dialog_gave_an_engine_follows_the_engine_chosen_next_time(qtbot, settings, fake_gnugo):
    first = dialog_on(qtbot, with_bot(settings))
    choose(first, WHITE, "GNU Go")
    assert first.white_name.text() == "GNU Go (level 1)"
    first.black_name.setText("Ann")
    first.remember(settings)
    again = dialog_on(qtbot, settings)
    again.recall(settings)
    assert again.white_name.text() == "GNU Go (level 1)" and again.black_name.text() == "Ann"
    choose(again, WHITE, "Bot")
    assert again.white_name.text() == "Bot"  # not the name given for GNU Go last time
