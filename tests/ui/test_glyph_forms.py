"""The language shown, not the system's, chooses the forms of the Han characters: Qt's default locale and a font."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFontDatabase, QGuiApplication, QImage

from gogui.ui.translation import CJK_FAMILIES, cjk_family, show_in

PAN_CJK = ("Noto Sans CJK", "Source Han Sans")  # the fonts with a face per language


def test_the_font_of_each_language_is_its_own_face():
    installed = ["DejaVu Sans", "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK SC", "Noto Sans CJK TC"]
    assert [cjk_family(code, installed) for code in ("ja", "ko", "zh_CN", "zh_TW", "en")] == [
        "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK SC", "Noto Sans CJK TC", None]
    assert cjk_family("ko", ["NanumGothic"]) == "NanumGothic"
    assert cjk_family("ja", ["DejaVu Sans"]) is None


def test_the_language_shown_is_qts_default_locale_and_font(qapp):
    before_locale, before_font = QLocale(), QGuiApplication.font()
    try:
        show_in("zh_TW")
        assert QLocale().name() == "zh_TW"
        families = QGuiApplication.font().families()
        wanted = cjk_family("zh_TW", QFontDatabase.families())
        assert families[-1] == wanted if wanted else not set(families) & set(CJK_FAMILIES["zh_TW"])
        show_in("ja")  # a change of language replaces the face, never adds a second
        assert not set(QGuiApplication.font().families()) & set(CJK_FAMILIES["zh_TW"])
    finally:
        QLocale.setDefault(before_locale)
        QGuiApplication.setFont(before_font)


def screenshot(tmp_path, code: str, system: str) -> QImage:
    path = tmp_path / f"{code}-under-{system}.png"
    env = dict(os.environ, LANG=f"{system}.UTF-8", LC_ALL=f"{system}.UTF-8", QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "gogui.ui.app", "--lang", code, "--screenshot", str(path)],
                          env=env, capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr.decode()
    return QImage(str(path))


@pytest.mark.parametrize(("code", "systems"), [("zh_CN", ("ja_JP", "zh_CN")), ("ja", ("zh_CN", "ja_JP")),
                                              ("ko", ("ja_JP", "ko_KR")), ("zh_TW", ("ja_JP", "zh_TW"))])
def test_a_window_in_one_language_is_the_same_picture_under_any_cjk_system_locale(qapp, tmp_path, code, systems):
    if not any(family.startswith(PAN_CJK) for family in QFontDatabase.families()):
        pytest.skip("no font with a face per CJK language is installed (Debian: fonts-noto-cjk)")
    first, second = (screenshot(tmp_path, code, system) for system in systems)
    assert first.size() == second.size()
    assert first == second
