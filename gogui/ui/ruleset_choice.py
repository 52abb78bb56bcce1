"""The teaching window's ruleset: the box of presets and Custom..., one Learn mode shows for a while, the Rulesets reference."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QComboBox

from ..engine import PRESETS, Ruleset, parse_rules_spec
from ..engine.rules import custom_spec
from ..i18n import translate
from ..ruleset_names import ruleset_name
from .window_services import WindowServices

if TYPE_CHECKING:
    from .controller import Controller
    from .ruleset_reference import RulesetReference


class RulesetChoice(QObject):
    """The ruleset the board shows, as the learner chose it in the box (a preset, or a custom
    ruleset made in the Custom... dialog), or as Learn mode shows it for an answer without
    making it the learner's choice."""

    def __init__(self, window: WindowServices) -> None:
        super().__init__(window.window())
        self.window = window
        self.box = QComboBox()
        for ruleset in PRESETS.values():
            self.box.addItem(ruleset_name(ruleset.name), ruleset.id)
        self.box.insertSeparator(self.box.count())
        self.box.addItem(translate("MainWindow", "Custom..."), "custom...")
        self.reference: RulesetReference | None = None  # the Rulesets reference, once opened
        self._custom: Ruleset | None = None
        # The learner's own ruleset while Learn mode shows another (show_for_now); None when
        # the board's ruleset is the learner's.
        self._own: Ruleset | None = None
        self.box.currentIndexChanged.connect(self._chosen)

    @property
    def controller(self) -> Controller:
        return self.window.controller

    def _chosen(self, index: int) -> None:
        ruleset_id = self.box.itemData(index)
        if ruleset_id in PRESETS:
            self._own = None  # the learner's choice, whatever Learn mode showed
            self.controller.set_ruleset(PRESETS[ruleset_id])
        elif ruleset_id == "custom" and self._custom is not None:
            self._own = None
            self.controller.set_ruleset(self._custom)
        elif ruleset_id == "custom...":
            self.choose_custom()

    def choose_custom(self) -> None:
        """Open the Custom dialog; an accepted choice becomes the board's ruleset."""
        from .custom_rules import CustomRulesDialog

        dialog = CustomRulesDialog(self.controller.explorer.ruleset, self.window.window())
        while dialog.exec() == CustomRulesDialog.DialogCode.Accepted:
            try:
                self.apply_custom(dialog.ruleset())
                return
            except ValueError as err:
                dialog.error.setText(str(err))
        self.select_entry(self.controller.explorer.ruleset)

    def apply_custom(self, ruleset: Ruleset) -> None:
        """Show a custom ruleset on the board; it also gets a row in the ruling panel."""
        self._custom = ruleset
        index = self.box.findData("custom")
        # Quietly: inserting the entry moves the current "Custom..." one, which would otherwise
        # read as choosing it again and open the dialog a second time.
        self.box.blockSignals(True)
        if index < 0:
            self.box.insertItem(self.box.count() - 1, ruleset.name, "custom")
        else:
            self.box.setItemText(index, ruleset.name)
        self.box.blockSignals(False)
        self._own = None
        self.controller.set_ruleset(ruleset)
        self.select_entry(ruleset)

    @property
    def learners(self) -> Ruleset:
        """The ruleset the learner chose: the board's, or the one Learn mode will give back.
        It is the one kept for the next start."""
        return self._own or self.controller.explorer.ruleset

    def show_for_now(self, ruleset: Ruleset) -> None:
        """Show a ruleset on the board and in the box without making it the learner's choice
        (Learn mode's answers): give_back() brings the learner's back."""
        if self._own is None:
            self._own = self.controller.explorer.ruleset
        self.controller.set_ruleset(ruleset)
        self.select_entry(ruleset)

    def give_back(self) -> None:
        """The learner's own ruleset again, after show_for_now (else nothing changes)."""
        own, self._own = self._own, None
        if own is not None:
            self.controller.set_ruleset(own)
            self.select_entry(own)

    def select_entry(self, ruleset: Ruleset) -> None:
        """The box shows a ruleset's entry, quietly (the board's ruleset is already that one)."""
        self.box.blockSignals(True)
        self.box.setCurrentIndex(self.box.findData(ruleset.id))
        self.box.blockSignals(False)

    def restore(self, settings: QSettings) -> None:
        """The ruleset kept at the last close: a preset, or a custom ruleset from its spec."""
        ruleset_id = settings.value("rules/ruleset", self.controller.explorer.ruleset.id)
        if ruleset_id in PRESETS:
            self.controller.set_ruleset(PRESETS[ruleset_id])
        elif ruleset_id == "custom":
            try:
                self.apply_custom(parse_rules_spec(str(settings.value("rules/custom", ""))))
            except ValueError:
                pass  # a spec this version cannot read: the default ruleset stays

    def keep(self, settings: QSettings) -> None:
        """Keep the learner's ruleset for the next start (not one Learn mode shows for an
        answer); a custom one as the rules spec it was made from."""
        settings.setValue("rules/ruleset", self.learners.id)
        spec = custom_spec(self.learners)
        if spec is not None:
            settings.setValue("rules/custom", spec)

    def show_reference(self, ruleset: Ruleset | None = None) -> RulesetReference:
        """Open (or raise) the Rulesets reference at a ruleset's page (the selected one by default)."""
        ruleset = ruleset or self.controller.explorer.ruleset
        if self.reference is None:
            from .ruleset_reference import RulesetReference  # loaded when first opened

            self.reference = RulesetReference(ruleset, self.window.window())
        self.reference.show_ruleset(ruleset)
        self.reference.show()
        self.reference.raise_()
        self.reference.activateWindow()
        return self.reference
