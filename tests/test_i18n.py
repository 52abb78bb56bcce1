"""The language of texts without Qt: catalogs read from .ts files, the choice of language, gogui-rules --lang."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from gogui import i18n

CATALOG = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Board</name>
    <message><source>Pass</source><translation>パス</translation></message>
    <message><source>{count} moves</source><translation>{count}手</translation></message>
    <message><source>Not yet</source><translation type="unfinished">未完</translation></message>
    <message><source>Gone</source><translation type="vanished">消えた</translation></message>
    <message><source>Empty</source><translation></translation></message>
    <message numerus="yes"><source>%n stones</source><translation><numerusform>%n子</numerusform></translation></message>
</context>
<context>
    <name>Other</name>
    <message><source>Pass</source><translation>着手放棄</translation></message>
</context>
</TS>
"""


@pytest.fixture
def folder(tmp_path: Path):
    (tmp_path / "ui_ja.ts").write_text(CATALOG, encoding="utf-8")
    (tmp_path / "rules_ja.ts").write_text(CATALOG.replace("パス", "パス(規)").replace("<name>Other", "<name>Rules"),
                                          encoding="utf-8")
    (tmp_path / "ui_ko.ts").write_text(CATALOG.replace('language="ja"', 'language="ko"').replace("パス", "패스"),
                                       encoding="utf-8")
    yield tmp_path
    i18n.set_language("en")


def test_a_catalog_gives_finished_translations_by_context_and_source():
    table = i18n.read_catalog(CATALOG)
    assert table[("Board", "Pass")] == ["パス"]
    assert table[("Other", "Pass")] == ["着手放棄"]
    assert table[("Board", "%n stones")] == ["%n子"]
    # Unfinished, vanished and empty translations are not used: the English shows instead.
    assert ("Board", "Not yet") not in table and ("Board", "Gone") not in table and ("Board", "Empty") not in table


def test_translate_uses_the_chosen_language_and_falls_back_to_english(folder):
    assert i18n.set_language("ja", folder) == "ja"
    assert i18n.language() == "ja"
    assert i18n.translate("Other", "Pass") == "着手放棄"
    assert i18n.translate("Board", "{count} moves").format(count=3) == "3手"
    assert i18n.translate("Board", "%n stones", 4) == "4子"
    assert i18n.translate("Board", "Not yet") == "Not yet"
    assert i18n.translate("Nowhere", "Something else") == "Something else"
    assert i18n.lookup("Nowhere", "Something else") is None
    i18n.set_language("en", folder)
    assert i18n.translate("Other", "Pass") == "Pass"


def test_every_catalog_of_the_language_is_loaded_whatever_its_area(folder):
    i18n.set_language("ja", folder)
    assert i18n.translate("Rules", "Pass") == "着手放棄"  # from rules_ja.ts, which no code names
    assert i18n.translate("Other", "Pass") == "着手放棄"  # from ui_ja.ts
    assert [each.name for each in i18n.catalogs("ja", folder)] == ["rules_ja.ts", "ui_ja.ts"]


def test_the_marker_returns_its_text_untranslated(folder):
    i18n.set_language("ja", folder)
    assert i18n.QT_TRANSLATE_NOOP("Board", "Pass") == "Pass"


def test_the_languages_offered_are_english_and_those_with_catalogs_each_in_its_own_name(folder):
    assert i18n.available_languages(folder) == {"en": "English", "ja": "日本語", "ko": "한국어"}
    shipped = i18n.available_languages()
    assert shipped == {"en": "English", "ja": "日本語", "ko": "한국어", "zh_CN": "简体中文", "zh_TW": "繁體中文"}


def test_another_language_than_the_chosen_one_can_be_asked(folder, monkeypatch):
    monkeypatch.setattr(i18n, "catalog_folder", lambda: folder)
    i18n.set_language("ja")
    assert i18n.translate_in("ko", "Other", "Pass") == "着手放棄"
    assert i18n.translate_in("ko", "Board", "Pass") == "패스"
    assert i18n.translate_in("en", "Board", "Pass") == "Pass"


@pytest.mark.parametrize(("name", "code"), [
    ("ja_JP.UTF-8", "ja"), ("ja", "ja"), ("ko-KR", "ko"), ("ko_KR.eucKR", "ko"), ("en_GB", "en"),
    ("zh_CN", "zh_CN"), ("zh-Hans", "zh_CN"), ("zh-Hans-CN", "zh_CN"), ("zh_SG", "zh_CN"), ("zh", "zh_CN"),
    ("zh_TW", "zh_TW"), ("zh-Hant", "zh_TW"), ("zh-Hant-TW", "zh_TW"), ("zh_HK.UTF-8", "zh_TW"), ("zh_MO", "zh_TW"),
    ("de_DE", None), ("C", None), ("", None), (None, None),
])
def test_locale_names_map_to_the_languages_gogui_has(name, code):
    assert i18n.normalized(name) == code


def test_the_setting_wins_then_the_system_language_then_english():
    assert i18n.choose_language("ko", ["ja_JP"]) == "ko"
    assert i18n.choose_language("", ["de_DE", "zh-Hant-TW", "ja_JP"]) == "zh_TW"
    assert i18n.choose_language(None, ["zh-Hans-CN"]) == "zh_CN"
    assert i18n.choose_language(None, ["de_DE", "fr_FR"]) == "en"
    assert i18n.choose_language("xx", []) == "en"


def test_the_system_languages_come_from_the_environment():
    assert i18n.system_languages({"LANGUAGE": "ko:ja", "LANG": "de_DE.UTF-8"}) == ["ko", "ja", "de_DE.UTF-8"]
    assert i18n.system_languages({"LC_ALL": "ja_JP.UTF-8", "LANG": "ko_KR.UTF-8"}) == ["ja_JP.UTF-8"]
    assert i18n.choose_language(None, i18n.system_languages({"LANG": "zh_HK.UTF-8"})) == "zh_TW"


def test_an_unknown_language_shows_english(folder):
    assert i18n.set_language("de_DE", folder) == "en"
    assert i18n.translate("Other", "Pass") == "Pass"


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gogui.cli", *args], capture_output=True, text=True, timeout=120,
                          env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"})


def test_gogui_rules_lang_sets_the_language_of_its_output():
    code = ("import sys; from gogui import cli, i18n; cli._list_diagrams = lambda: print(i18n.language()) or 0; "
            "sys.exit(cli.main(sys.argv[1:]))")
    for given, shown in (("ja", "ja"), ("ko_KR", "ko"), ("zh-Hant", "zh_TW"), ("zh_CN", "zh_CN")):
        out = subprocess.run([sys.executable, "-c", code, "--lang", given, "--list-diagrams"], capture_output=True,
                             text=True, timeout=120, check=True)
        assert out.stdout.strip() == shown


def test_gogui_rules_lang_keeps_json_keys_and_reason_codes():
    english = run_cli("--diagram", "triple-ko", "--json")
    japanese = run_cli("--diagram", "triple-ko", "--json", "--lang", "ja")
    assert english.returncode == japanese.returncode == 0

    def keys_and_codes(value, out: list) -> list:
        if isinstance(value, dict):
            for key, inner in value.items():
                out.append(key)
                if key in ("reason", "status", "id", "ruleset"):
                    out.append(inner)
                keys_and_codes(inner, out)
        elif isinstance(value, list):
            for inner in value:
                keys_and_codes(inner, out)
        return out

    assert keys_and_codes(json.loads(japanese.stdout), []) == keys_and_codes(json.loads(english.stdout), [])


def test_gogui_rules_refuses_an_unknown_language():
    out = run_cli("--lang", "xx", "--list-diagrams")
    assert out.returncode == 2
    assert "--lang" in out.stderr and "ja" in out.stderr
