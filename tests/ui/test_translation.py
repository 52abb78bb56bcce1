"""The language in the windows: Qt's tr() answered from gogui.i18n's catalogs, the setting, the system's
language, --lang, and the Language menu that applies a choice after a restart."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from gogui import i18n
from gogui.ui import app as app_module
from gogui.ui import translation

CATALOG = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context><name>Sample</name>
    <message><source>Pass</source><translation>パス</translation></message>
    <message><source>{count} moves</source><translation>{count}手</translation></message>
</context>
<context><name>Language</name>
    <message><source>gogui will show the chosen language when it starts again.</source>
    <translation>次に起動したときから選んだ言語で表示します。</translation></message>
</context>
</TS>
"""


@pytest.fixture
def folder(tmp_path, monkeypatch):
    (tmp_path / "ui_ja.ts").write_text(CATALOG, encoding="utf-8")
    monkeypatch.setattr(i18n, "catalog_folder", lambda: tmp_path)
    yield tmp_path
    i18n.set_language("en")
    translation.install_translators("en")


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


class Sample(QWidget):
    def words(self) -> str:
        return self.tr("{count} moves").format(count=5)


def test_qt_asks_the_catalogs_for_tr_and_translate(qapp, folder):
    translation.start_language(None, "ja")
    assert Sample().words() == "5手"
    assert QCoreApplication.translate("Sample", "Pass") == "パス"
    assert QCoreApplication.translate("Sample", "Not in the catalog") == "Not in the catalog"


def test_qt_translates_its_own_buttons_when_the_wheel_ships_them(qapp, folder):
    translation.start_language(None, "ja")
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text() != "Cancel"
    translation.start_language(None, "en")
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Cancel"


def test_the_lang_option_wins_over_the_setting_which_wins_over_the_system(qapp, folder, settings, monkeypatch):
    monkeypatch.setattr(translation, "system_languages", lambda: ["ko_KR"])
    assert translation.start_language(settings) == "ko"  # nothing chosen: the system's
    settings.setValue(translation.SETTING, "ja")
    assert translation.start_language(settings) == "ja"
    assert translation.start_language(settings, "zh-Hant") == "zh_TW"
    settings.setValue(translation.SETTING, "")  # System default again
    monkeypatch.setattr(translation, "system_languages", lambda: ["de_DE", "zh_SG"])
    assert translation.start_language(settings) == "zh_CN"
    monkeypatch.setattr(translation, "system_languages", lambda: ["de_DE"])
    assert translation.start_language(settings) == "en"
    assert i18n.language() == "en"


def test_the_language_menu_offers_each_language_in_its_own_name(window):
    names = [action.text() for action in window.language_menu.menu.actions()]
    assert names == ["System &default", "&English", "日本語 (&J)", "한국어 (&K)", "简体中文 (&C)", "繁體中文 (&T)"]
    assert window.language_menu.actions[""].isChecked()


def test_a_choice_is_kept_and_applies_after_a_restart_said_in_both_languages(window, folder, monkeypatch):
    told: list[tuple[str, str]] = []
    window.language_menu.tell = lambda _parent, title, text: told.append((title, text))
    window.language_menu.actions["ja"].trigger()
    assert window.settings.value(translation.SETTING) == "ja"
    assert i18n.language() == "en"  # the windows keep their language until the restart
    assert told == [("Language", "gogui will show the chosen language when it starts again.\n\n"
                                 "次に起動したときから選んだ言語で表示します。")]
    window.language_menu.actions["en"].trigger()
    assert window.settings.value(translation.SETTING) == "en"
    assert told[-1][1] == "gogui will show the chosen language when it starts again."


def test_gogui_lang_refuses_an_unknown_language(capsys):
    assert app_module.main(["--lang", "xx", "--screenshot", "unused.png"]) == 2
    assert "no language 'xx'" in capsys.readouterr().err


def test_gogui_lang_shows_the_run_in_that_language(qapp, tmp_path):
    out = tmp_path / "shot.png"
    try:
        assert app_module.main(["--lang", "ko", "--diagram", "triple-ko", "--screenshot", str(out)]) == 0
        assert i18n.language() == "ko"
        assert out.stat().st_size > 0
    finally:
        i18n.set_language("en")
        translation.install_translators("en")
