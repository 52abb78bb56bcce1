"""Edit > Engines: engines added, edited, removed and kept; a bad command refused; Check's verdicts, the window never held."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from fake_check_engine import command, install_fake_gnugo
from PySide6.QtCore import QProcess, QSettings
from PySide6.QtWidgets import QDialog

from gogui.gtp import engines
from gogui.gtp.engines import EngineSpec
from gogui.ui.engine_settings import EngineChecker, EngineEntryDialog, EngineSettingsDialog, load_engine_choices

WAIT_MS = 60_000  # how long a test waits for a Python engine to start on a busy machine


@pytest.fixture
def settings(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def reopened(settings: QSettings) -> QSettings:
    """The same settings file, as the app reads it when it starts again."""
    settings.sync()
    return QSettings(settings.fileName(), QSettings.Format.IniFormat)


@pytest.fixture
def fake_gnugo(tmp_path, monkeypatch) -> Path:
    """GNU Go as the only engine on the system: a stand-in called gnugo on PATH."""
    program = install_fake_gnugo(tmp_path / "bin")
    monkeypatch.setenv("PATH", str(program.parent))
    monkeypatch.setattr(engines, "EXTRA_FOLDERS", ())
    return program


@pytest.fixture
def typed(monkeypatch):
    """What the learner types into the Add or Edit dialog, one entry per dialog shown (None
    keeps a field as it is); the messages the dialogs showed are collected."""
    entries: list[tuple[str | None, str | None, str | None]] = []
    errors: list[str] = []

    def fill(dialog: EngineEntryDialog) -> bool:
        for edit, text in zip((dialog.name_edit, dialog.command_edit, dialog.folder_edit), entries.pop(0), strict=True):
            if text is not None:
                edit.setText(text)
        dialog.accept()
        errors.append(dialog.error.text())
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(EngineSettingsDialog, "ask", staticmethod(fill))
    return entries, errors


def listed(dialog: EngineSettingsDialog) -> list[str]:
    return [dialog.engine_list.item(row).text() for row in range(dialog.engine_list.count())]


def test_engines_added_by_hand_are_kept_edited_and_removed(qtbot, settings, fake_gnugo, typed, tmp_path):
    entries, errors = typed
    dialog = EngineSettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert listed(dialog) == ["GNU Go (found on this system)"]
    assert not dialog.edit_button.isEnabled() and not dialog.remove_button.isEnabled()
    assert dialog.check_button.isEnabled()

    entries.append(("Bot", command("answers"), str(tmp_path)))
    dialog.add_button.click()
    assert errors == [""]
    assert listed(dialog) == ["GNU Go (found on this system)", "Bot"]
    assert dialog.selected() == EngineSpec("Bot", command("answers"), str(tmp_path))
    assert dialog.edit_button.isEnabled() and dialog.remove_button.isEnabled()
    assert str(tmp_path) in dialog.details.text()

    again = EngineSettingsDialog(reopened(settings))
    qtbot.addWidget(again)
    assert again.engines()[1] == EngineSpec("Bot", command("answers"), str(tmp_path))

    entries.append(("Fake", None, ""))
    again.engine_list.setCurrentRow(1)
    again.edit_button.click()
    assert listed(again) == ["GNU Go (found on this system)", "Fake"]
    third = EngineSettingsDialog(reopened(settings))
    qtbot.addWidget(third)
    assert third.engines()[1] == EngineSpec("Fake", command("answers"), "")

    third.engine_list.setCurrentRow(1)
    third.remove_button.click()
    assert listed(third) == ["GNU Go (found on this system)"]
    assert listed(EngineSettingsDialog(reopened(settings))) == ["GNU Go (found on this system)"]


def test_an_installed_engine_cannot_be_edited_or_removed(qtbot, settings, fake_gnugo, typed):
    dialog = EngineSettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.edit_button.click()  # disabled: nothing happens
    dialog.remove_engine()
    dialog.edit_engine()
    assert listed(dialog) == ["GNU Go (found on this system)"]


@pytest.mark.parametrize(("entered", "message"), [
    ("python3 'bot.py", "quotation mark that is not closed"),
    ("", "Type the command that starts the engine in GTP mode"),
    ("gnugo --mode gtp", "This command starts GNU Go, which is already in the list."),
])
def test_a_command_that_cannot_be_used_is_refused_with_a_clear_message_and_not_kept(
        qtbot, settings, fake_gnugo, typed, entered, message):
    entries, errors = typed
    dialog = EngineSettingsDialog(settings)
    qtbot.addWidget(dialog)
    entries.append(("Bot", entered, ""))
    dialog.add_button.click()
    assert message in errors[0]
    assert listed(dialog) == ["GNU Go (found on this system)"]
    assert listed(EngineSettingsDialog(reopened(settings))) == ["GNU Go (found on this system)"]


def test_a_working_folder_that_does_not_exist_is_refused(qtbot, settings, fake_gnugo, typed, tmp_path):
    entries, errors = typed
    dialog = EngineSettingsDialog(settings)
    qtbot.addWidget(dialog)
    entries.append(("Bot", command("answers"), str(tmp_path / "gone")))
    dialog.add_button.click()
    assert errors == [f"The folder {tmp_path / 'gone'} does not exist."]
    assert len(listed(dialog)) == 1


def test_check_says_the_engine_s_name_and_version_without_holding_the_window(qtbot, settings, fake_gnugo, typed):
    entries, _errors = typed
    dialog = EngineSettingsDialog(settings)
    qtbot.addWidget(dialog)
    entries.append(("Bot", command("answers"), ""))
    dialog.add_button.click()
    dialog.check_button.click()
    assert dialog.outcome.text() == "Starting Bot..."  # the click came back before any answer
    assert not dialog.check_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.outcome.text() == "Fake Engine 0.1 answers.", timeout=WAIT_MS)
    assert not dialog.checker.running and dialog.check_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.checker.findChildren(QProcess) == [], timeout=WAIT_MS)  # stopped and let go


def checked(qtbot, spec: EngineSpec) -> tuple[str, bool]:
    """What Check says of `spec`, and whether it answered."""
    checker = EngineChecker()
    seen: list[tuple[str, bool]] = []
    checker.done.connect(lambda text, answered: seen.append((text, answered)))
    checker.check(spec)
    qtbot.waitUntil(lambda: bool(seen), timeout=WAIT_MS)
    assert not checker.running
    return seen[0]


@pytest.mark.parametrize(("mode", "expected"), [
    ("nonsense", "does not speak GTP: it wrote not a GTP answer: 'hello, I am not a GTP engine'."),
    ("refuses", "refused the GTP command \u201cname\u201d: unknown command"),
    ("crashes", "stopped before answering (exit status 3). fake engine: no model file found"),
])
def test_check_says_why_an_engine_that_does_not_answer_properly_fails(qtbot, mode, expected):
    text, answered = checked(qtbot, EngineSpec("Bot", command(mode)))
    assert expected in text and not answered


def test_check_says_when_an_engine_cannot_be_started(qtbot, tmp_path):
    text, answered = checked(qtbot, EngineSpec("Bot", f"{tmp_path / 'no-such-engine'} --gtp"))
    assert text == "no-such-engine cannot be started: it is not found, or may not be run." and not answered
    text, _answered = checked(qtbot, EngineSpec("Bot", command("answers"), str(tmp_path / "gone")))
    assert text.endswith(f"cannot be started: the folder {tmp_path / 'gone'} does not exist.")


def pid_of(pid_file: Path) -> int:
    return int(pid_file.read_text())


def is_running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_check_gives_up_on_an_engine_that_never_answers_and_stops_it(qtbot, tmp_path, monkeypatch):
    pid_file = tmp_path / "engine.pid"
    monkeypatch.setenv("FAKE_ENGINE_PID_FILE", str(pid_file))
    monkeypatch.setattr(EngineChecker, "answer_limit_ms", 3000)
    text, answered = checked(qtbot, EngineSpec("Bot", command("silent")))
    assert text.endswith("started but gave no answer in 3 s. Does the command start it in GTP mode?")
    assert not answered
    assert not is_running(pid_of(pid_file))


def test_closing_the_dialog_during_a_check_stops_the_engine(qtbot, settings, fake_gnugo, typed, tmp_path, monkeypatch):
    entries, _errors = typed
    pid_file = tmp_path / "engine.pid"
    monkeypatch.setenv("FAKE_ENGINE_PID_FILE", str(pid_file))
    dialog = EngineSettingsDialog(settings)
    qtbot.addWidget(dialog)
    entries.append(("Bot", command("silent"), ""))
    dialog.add_button.click()
    dialog.check_button.click()
    qtbot.waitUntil(pid_file.exists, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: pid_file.read_text() != "", timeout=WAIT_MS)
    pid = pid_of(pid_file)
    assert is_running(pid)
    dialog.reject()
    assert not dialog.checker.running
    assert not is_running(pid)


@pytest.mark.skipif(engines.which("gnugo") is None, reason="GNU Go is not installed")
def test_check_of_the_real_gnu_go(qtbot):
    [gnugo] = [spec for spec in engines.installed() if spec.kind == "gnugo"]
    text, answered = checked(qtbot, gnugo)
    assert text.startswith("GNU Go ") and text.endswith(" answers.") and answered


def test_the_teaching_window_opens_the_engines_from_its_edit_menu(window, monkeypatch):
    shown: list[EngineSettingsDialog] = []
    monkeypatch.setattr(EngineSettingsDialog, "exec", lambda self: shown.append(self) or 0)
    [edit_menu] = [action.menu() for action in window.menuBar().actions() if action.text() == "&Edit"]
    assert window.engines_action in edit_menu.actions()
    window.engines_action.trigger()
    assert len(shown) == 1 and shown[0].settings is window.settings


def test_an_engine_s_quotes_commas_and_accents_survive_the_settings_file(qtbot, settings, fake_gnugo, typed, tmp_path):
    entries, _errors = typed
    folder = tmp_path / "a folder, with a comma"
    folder.mkdir()
    tricky = ("Bot, the \"best\" 碁", "python3 \"my bot.py\" --rules=a,b 'x' C:\\path", str(folder))
    dialog = EngineSettingsDialog(settings)
    qtbot.addWidget(dialog)
    entries.append(tricky)
    dialog.add_button.click()
    again = EngineSettingsDialog(reopened(settings))
    qtbot.addWidget(again)
    assert again.engines()[1] == EngineSpec(*tricky)


def test_an_engine_can_be_checked_as_it_is_typed_before_it_is_kept(qtbot, settings, fake_gnugo, tmp_path):
    choices = load_engine_choices(settings)
    dialog = EngineEntryDialog(choices)
    qtbot.addWidget(dialog)
    dialog.command_edit.setText("python3 'bot.py")
    dialog.check_button.click()
    assert "quotation mark that is not closed" in dialog.error.text()
    dialog.command_edit.setText(command("answers"))
    dialog.folder_edit.setText(str(tmp_path))
    dialog.check_button.click()
    assert dialog.error.text().startswith("Starting ")
    qtbot.waitUntil(lambda: dialog.error.text() == "Fake Engine 0.1 answers.", timeout=WAIT_MS)
    assert choices.added == []  # checked, not yet kept
    dialog.reject()
    assert choices.added == []
