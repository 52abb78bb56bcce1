"""Edit > Engines: the engines a learner can play, those added by hand kept in the settings, and Check."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine_list import CheckOutcome, EngineCheck, EngineChoices, EngineEntryError, engine_from_entry
from ..gtp.engines import INSTALL_HINT, EngineCommandError, EngineSpec, split_command
from ..i18n import translate
from .form_dialog import error_line, lay_out_form
from .override_errors import guarded

# Where the settings keep the engines added by hand (a QSettings array of name, command, folder).
ADDED_KEY = "engines/added"


def load_engine_choices(settings: QSettings | None) -> EngineChoices:
    """The engines found on this system, and those the settings keep (none without settings)."""
    added: list[dict[str, object]] = []
    if settings is not None:
        for index in range(settings.beginReadArray(ADDED_KEY)):
            settings.setArrayIndex(index)
            added.append({key: settings.value(key, "") for key in ("name", "command", "folder")})
        settings.endArray()
    return EngineChoices.from_settings(added)


def keep_added_engines(settings: QSettings | None, choices: EngineChoices) -> None:
    """Write the engines added by hand to the settings (nothing without settings)."""
    if settings is None:
        return
    settings.remove(ADDED_KEY)
    settings.beginWriteArray(ADDED_KEY, len(choices.added))
    for index, values in enumerate(choices.added_settings()):
        settings.setArrayIndex(index)
        for key, value in values.items():
            settings.setValue(key, value)
    settings.endArray()
    settings.sync()


def entry_problem_text(error: EngineEntryError) -> str:
    """What the learner reads about an engine that cannot be kept."""
    if error.problem == "no-command":
        return translate("EngineSettings", "Type the command that starts the engine in GTP mode, for example: gnugo --mode gtp")
    if error.problem == "quotes":
        return translate("EngineSettings", "The command has a quotation mark that is not closed; close it, or remove it.")
    if error.problem == "no-folder":
        return translate("EngineSettings", "The folder {folder} does not exist.").replace("{folder}", error.detail)
    return (translate("EngineSettings", "This command starts {engine}, which is already in the list.")
            .replace("{engine}", error.detail))


class EngineChecker(QObject):
    """Starts an engine in its folder, asks its name and version over GTP and says what came of
    it, without waiting: QProcess's signals bring the answers, a timer the limit. The engine is
    stopped once the outcome is known. `done` carries the sentence and whether the engine answered."""

    done = Signal(str, bool)
    # How long an engine has to answer (tests shorten it).
    answer_limit_ms = 10_000

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: QProcess | None = None
        self._conversation = EngineCheck()
        self._errors = b""
        self._program = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._no_answer)

    @property
    def running(self) -> bool:
        return self._process is not None

    def check(self, spec: EngineSpec) -> None:
        """Start `spec` and ask it (a check already running is stopped first)."""
        self.stop()
        try:
            argv = split_command(spec.command)
        except EngineCommandError:
            self._finish(self.tr("The command has a quotation mark that is not closed."), False)
            return
        self._program = Path(argv[0]).name
        self._conversation = EngineCheck()
        self._errors = b""
        process = QProcess(self)
        process.setProgram(argv[0])
        process.setArguments(argv[1:])
        if spec.folder:
            process.setWorkingDirectory(os.path.expanduser(spec.folder))
        process.started.connect(lambda: process.write(EngineCheck.request()))
        process.readyReadStandardOutput.connect(self._read_answers)
        process.readyReadStandardError.connect(self._read_errors)
        process.errorOccurred.connect(self._failed)
        process.finished.connect(self._stopped)
        self._process = process
        self._timer.start(self.answer_limit_ms)
        process.start()

    def stop(self) -> None:
        """Stop the engine, if one is being checked, and forget it."""
        self._timer.stop()
        process, self._process = self._process, None
        if process is None:
            return
        for signal in (process.readyReadStandardOutput, process.readyReadStandardError,
                       process.errorOccurred, process.finished):
            signal.disconnect()
        if process.state() != QProcess.ProcessState.NotRunning:
            process.kill()
            process.waitForFinished(2000)  # a killed process ends at once; its end is collected here
        process.deleteLater()

    def _finish(self, text: str, answered: bool) -> None:
        self.stop()
        self.done.emit(text, answered)

    def _read_answers(self) -> None:
        if self._process is None:
            return
        outcome = self._conversation.feed(bytes(self._process.readAllStandardOutput().data()))
        if outcome is not None:
            self._finish(self._outcome_text(outcome), outcome.verdict == "answers")

    def _outcome_text(self, outcome: CheckOutcome) -> str:
        if outcome.verdict == "answers":
            return self.tr("{engine} answers.").replace("{engine}", outcome.text)
        if outcome.verdict == "refused":
            return (self.tr("{program} refused the GTP command \u201c{command}\u201d: {reason}")
                    .replace("{program}", self._program).replace("{command}", outcome.command)
                    .replace("{reason}", outcome.text or "?"))
        return (self.tr("{program} does not speak GTP: it wrote {what}. Does the command start it in GTP mode?")
                .replace("{program}", self._program).replace("{what}", outcome.text))

    def _read_errors(self) -> None:
        if self._process is not None:
            self._errors = (self._errors + bytes(self._process.readAllStandardError().data()))[-4000:]

    def _last_error_line(self) -> str:
        lines = [line.strip() for line in self._errors.decode("utf-8", "replace").splitlines() if line.strip()]
        return lines[-1][:200] if lines else ""

    def _failed(self, error: QProcess.ProcessError) -> None:
        if error != QProcess.ProcessError.FailedToStart or self._process is None:
            return  # a crash also ends the process: _stopped says so
        folder = self._process.workingDirectory()
        if folder and not Path(folder).is_dir():
            text = self.tr("{program} cannot be started: the folder {folder} does not exist.").replace("{folder}", folder)
        else:
            text = self.tr("{program} cannot be started: it is not found, or may not be run.")
        self._finish(text.replace("{program}", self._program), False)

    def _stopped(self, code: int, _status: QProcess.ExitStatus) -> None:
        if self._process is None:
            return
        self._read_answers()
        if self._process is None:
            return
        text = (self.tr("{program} stopped before answering (exit status {code}).")
                .replace("{program}", self._program).replace("{code}", str(code)))
        why = self._last_error_line()
        self._finish(f"{text} {why}" if why else text, False)

    def _no_answer(self) -> None:
        if self._process is None:
            return
        seconds = max(1, round(self.answer_limit_ms / 1000))
        text = self.tr("{program} started but gave no answer in {seconds} s. Does the command start it in GTP mode?")
        self._finish(text.replace("{program}", self._program).replace("{seconds}", str(seconds)), False)


class EngineEntryDialog(QDialog):
    """An engine typed in by hand: a name, the command that starts it in GTP mode and the folder
    it starts in. OK keeps it only when it can be used (`engine` is then set)."""

    def __init__(self, choices: EngineChoices, spec: EngineSpec | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add an engine") if spec is None else self.tr("Edit an engine"))
        self.choices = choices
        self.original = spec
        self.engine: EngineSpec | None = None
        self.name_edit = QLineEdit(spec.name if spec else "")
        self.name_edit.setPlaceholderText(self.tr("the program's name"))
        self.command_edit = QLineEdit(spec.command if spec else "")
        self.command_edit.setPlaceholderText(self.tr("for example: gnugo --mode gtp"))
        self.command_edit.setMinimumWidth(self.fontMetrics().horizontalAdvance("x") * 50)
        self.folder_edit = QLineEdit(spec.folder if spec else "")
        self.folder_edit.setPlaceholderText(self.tr("the app's own"))
        choose = QPushButton(self.tr("Choose..."))
        choose.clicked.connect(self.choose_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_edit)
        folder_row.addWidget(choose)
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow(self.tr("&Command:"), self.command_edit)
        folder_label = QLabel(self.tr("&Working folder:"))
        folder_label.setBuddy(self.folder_edit)  # a row of two widgets: the label's key needs its buddy
        form.addRow(folder_label, folder_row)
        self.check_button = QPushButton(self.tr("C&heck"))
        self.check_button.setToolTip(self.tr("Start the engine and ask its name and version"))
        self.check_button.clicked.connect(self.check_engine)
        check_row = QHBoxLayout()
        check_row.addWidget(self.check_button)
        check_row.addStretch()
        form.addRow("", check_row)
        self.checker = EngineChecker(self)
        self.checker.done.connect(self._checked)
        self.error = error_line()  # what cannot be kept, or what Check found
        lay_out_form(self, form, self.error)

    def check_engine(self) -> None:
        """Check the engine as typed, before it is kept."""
        try:
            spec = engine_from_entry(self.name_edit.text(), self.command_edit.text(), self.folder_edit.text())
        except EngineEntryError as err:
            self.error.setText(entry_problem_text(err))
            return
        self.error.setText(self.tr("Starting {engine}...").replace("{engine}", spec.name))
        self.check_button.setEnabled(False)
        self.checker.check(spec)

    def _checked(self, text: str, _answered: bool) -> None:
        self.error.setText(text)
        self.check_button.setEnabled(True)

    def done(self, result: int) -> None:
        """Closing stops a check still running."""
        self.checker.stop()
        super().done(result)

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Working folder"), self.folder_edit.text())
        if folder:
            self.folder_edit.setText(folder)

    @guarded
    def accept(self) -> None:
        try:
            spec = engine_from_entry(self.name_edit.text(), self.command_edit.text(), self.folder_edit.text())
            if self.original is None:
                self.choices.add(spec)
            else:
                self.choices.replace(self.original, spec)
        except EngineEntryError as err:
            self.error.setText(entry_problem_text(err))
            return
        self.engine = spec
        super().accept()


class EngineSettingsDialog(QDialog):
    """The engines a learner can play: those found on the system (marked so, not removable) and
    those added by hand (Add, Edit, Remove, kept in the settings at once); Check asks the
    selected one its name."""

    def __init__(self, settings: QSettings | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Engines"))
        self.settings = settings
        self.choices = load_engine_choices(settings)
        self.engine_list = QListWidget()
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.add_button = QPushButton(self.tr("&Add..."))
        self.edit_button = QPushButton(self.tr("&Edit..."))
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.check_button = QPushButton(self.tr("C&heck"))
        self.check_button.setToolTip(self.tr("Start the engine and ask its name and version"))
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.checker = EngineChecker(self)
        self.checker.done.connect(self._checked)
        buttons = QVBoxLayout()
        for button in (self.add_button, self.edit_button, self.remove_button, self.check_button):
            buttons.addWidget(button)
        buttons.addStretch()
        row = QHBoxLayout()
        row.addWidget(self.engine_list, 1)
        row.addLayout(buttons)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("The engines you can play in a new game:")))
        layout.addLayout(row)
        layout.addWidget(self.details)
        layout.addWidget(self.outcome)
        layout.addWidget(close)
        self.add_button.clicked.connect(self.add_engine)
        self.edit_button.clicked.connect(self.edit_engine)
        self.remove_button.clicked.connect(self.remove_engine)
        self.check_button.clicked.connect(self.check_engine)
        self.engine_list.currentRowChanged.connect(self._selected)
        self.engine_list.itemDoubleClicked.connect(lambda _item: self.edit_engine())
        self._fill()
        self.resize(max(self.sizeHint().width(), 560), max(self.sizeHint().height(), 360))

    def engines(self) -> list[EngineSpec]:
        """The engines listed, in order."""
        return self.choices.engines()

    def selected(self) -> EngineSpec | None:
        row = self.engine_list.currentRow()
        engines = self.engines()
        return engines[row] if 0 <= row < len(engines) else None

    def select(self, spec: EngineSpec) -> None:
        if spec in self.engines():
            self.engine_list.setCurrentRow(self.engines().index(spec))

    def _fill(self, current: EngineSpec | None = None) -> None:
        self.engine_list.clear()
        for spec in self.engines():
            text = spec.name
            if self.choices.is_installed(spec):
                text = self.tr("{engine} (found on this system)").replace("{engine}", spec.name)
            item = QListWidgetItem(text)
            item.setToolTip(spec.command)
            self.engine_list.addItem(item)
        if not self.engines():
            self.details.setText(self.tr("No engine yet. Install GNU Go ({command}) and open this window again, "
                                    "or add a GTP engine with Add.").replace("{command}", INSTALL_HINT))
        if current is not None:
            self.select(current)
        elif self.engines():
            self.engine_list.setCurrentRow(0)
        self._selected()

    def _selected(self, *_args: object) -> None:
        spec = self.selected()
        own = spec is not None and not self.choices.is_installed(spec)
        self.edit_button.setEnabled(own)
        self.remove_button.setEnabled(own)
        self.check_button.setEnabled(spec is not None)
        if spec is not None:
            text = self.tr("Command: {command}").replace("{command}", spec.command)
            if spec.folder:
                text += "\n" + self.tr("Working folder: {folder}").replace("{folder}", spec.folder)
            self.details.setText(text)

    def _changed(self, current: EngineSpec | None) -> None:
        keep_added_engines(self.settings, self.choices)
        self.outcome.clear()
        self._fill(current)

    def add_engine(self) -> None:
        dialog = EngineEntryDialog(self.choices, None, self)
        if self.ask(dialog) and dialog.engine is not None:
            self._changed(dialog.engine)

    def edit_engine(self) -> None:
        spec = self.selected()
        if spec is None or self.choices.is_installed(spec):
            return
        dialog = EngineEntryDialog(self.choices, spec, self)
        if self.ask(dialog) and dialog.engine is not None:
            self._changed(dialog.engine)

    def remove_engine(self) -> None:
        spec = self.selected()
        if spec is None or self.choices.is_installed(spec):
            return
        self.choices.remove(spec)
        self._changed(None)

    @staticmethod
    def ask(dialog: EngineEntryDialog) -> bool:
        """Show the Add or Edit dialog and wait for it (tests replace this)."""
        return dialog.exec() == QDialog.DialogCode.Accepted

    def check_engine(self) -> None:
        spec = self.selected()
        if spec is None:
            return
        self.outcome.setText(self.tr("Starting {engine}...").replace("{engine}", spec.name))
        self.check_button.setEnabled(False)
        self.checker.check(spec)

    def _checked(self, text: str, _answered: bool) -> None:
        self.outcome.setText(text)
        self.check_button.setEnabled(self.selected() is not None)

    def done(self, result: int) -> None:
        """Closing (Close, Escape, the title bar's button) stops a check still running."""
        self.checker.stop()
        super().done(result)


def show_engine_settings(parent: QWidget | None, settings: QSettings | None) -> EngineSettingsDialog:
    """Edit > Engines (and the New game dialog's Engines... button): the dialog, shown modal
    over `parent`; it is returned once closed."""
    dialog = EngineSettingsDialog(settings, parent)
    dialog.exec()
    return dialog
