"""The "Custom..." dialog: start from a preset and change any of its options."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QWidget,
)

from ..engine import PRESETS, Ruleset, parse_rules_spec
from ..engine.rules import OPTION_CHOICES, option_name
from ..ruleset_names import option_value_text, ruleset_name
from .form_dialog import error_line, lay_out_form


def _word(value: object) -> str:
    if value is True:
        return "yes"
    if value is False:
        return "no"
    return str(value)



class CustomRulesDialog(QDialog):
    """Combine the options of the rules model into a ruleset of one's own."""

    def __init__(self, start: Ruleset, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Custom ruleset"))
        self.base = QComboBox()
        for ruleset in PRESETS.values():
            self.base.addItem(ruleset_name(ruleset.name), ruleset.id)
        form = QFormLayout()
        form.addRow(self.tr("Start from"), self.base)
        self.choices: dict[str, QComboBox] = {}
        for name, values in OPTION_CHOICES.items():
            box = QComboBox()
            for value in values:
                box.addItem(option_value_text(option_name(name), value), value)
            self.choices[name] = box
            form.addRow(option_name(name), box)
        self.komi = QDoubleSpinBox()
        self.komi.setRange(-50, 50)
        self.komi.setSingleStep(0.5)
        self.handicap_komi = QDoubleSpinBox()
        self.handicap_komi.setRange(-50, 50)
        self.handicap_komi.setSingleStep(0.5)
        form.addRow(option_name("komi"), self.komi)
        form.addRow(option_name("handicap_komi"), self.handicap_komi)
        self.error = error_line()
        lay_out_form(self, form, self.error)
        base_id = start.id if start.id in PRESETS else "tromp-taylor"
        self.base.setCurrentIndex(self.base.findData(base_id))
        self.show_options(start)
        self.base.currentIndexChanged.connect(lambda _i: self.show_options(PRESETS[self.base.currentData()]))

    def show_options(self, ruleset: Ruleset) -> None:
        for name, box in self.choices.items():
            box.setCurrentIndex(box.findData(getattr(ruleset, name)))
        self.komi.setValue(ruleset.komi)
        self.handicap_komi.setValue(ruleset.handicap_komi)

    def spec(self) -> str:
        """The choice as a rules spec, as `gogui-rules --rules` takes it."""
        base = PRESETS[self.base.currentData()]
        parts = [f"base={base.id}"]
        for name, box in self.choices.items():
            value = box.currentData()
            if value != getattr(base, name):
                parts.append(f"{option_name(name)}={_word(value)}")
        for name, spin in (("komi", self.komi), ("handicap_komi", self.handicap_komi)):
            if spin.value() != getattr(base, name):
                parts.append(f"{option_name(name)}={spin.value():g}")
        return ",".join(parts)

    def ruleset(self) -> Ruleset:
        """The custom ruleset (ValueError if the options do not fit together)."""
        return parse_rules_spec(self.spec())
