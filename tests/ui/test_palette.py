"""The rulings' palette reads under a light and a dark system palette."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette

from gogui.ui.palette import STATUSES, contrast_ratio, is_dark, status_styles


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_every_status_has_readable_text_and_its_own_symbol(qapp, dark):
    styles = status_styles(dark)
    assert set(styles) == set(STATUSES)
    for status, style in styles.items():
        assert contrast_ratio(style.text, style.background) >= 4.5, status
    assert len({style.symbol for style in styles.values()}) == len(STATUSES)
    # Statuses differ in colour too, not only by symbol.
    assert len({style.background.name() for style in styles.values()}) == len(STATUSES)


def test_contrast_ratio_matches_the_wcag_extremes():
    assert contrast_ratio(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21)
    assert contrast_ratio(QColor("#777777"), QColor("#777777")) == pytest.approx(1)


def test_a_dark_system_palette_is_recognised(qapp):
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Window, QColor(40, 40, 40))
    dark.setColor(QPalette.ColorRole.WindowText, QColor(230, 230, 230))
    assert is_dark(dark)
    light = QPalette()
    light.setColor(QPalette.ColorRole.Window, QColor(240, 240, 240))
    light.setColor(QPalette.ColorRole.WindowText, QColor(10, 10, 10))
    assert not is_dark(light)
