"""The shipped resources: the icon loads at every size, the windows carry it, the desktop entry is complete."""

from __future__ import annotations

import configparser
import tomllib
from pathlib import Path, PurePosixPath

import pytest
from PySide6.QtCore import QSettings, QSize
from PySide6.QtGui import QImage

from gogui.engine import preset
from gogui.session import GameSession
from gogui.ui.game_controller import GameController
from gogui.ui.game_window import GameWindow
from gogui.ui.main_window import MainWindow
from gogui.ui.resources import DESKTOP_ENTRY, ICON_SIZES, app_icon, icon_png, resource

ROOT = Path(__file__).parents[2]


def shipped_image(size: int) -> QImage:
    image = QImage()
    assert image.loadFromData(resource(*icon_png(size)).read_bytes(), "PNG")
    return image


@pytest.mark.parametrize("size", ICON_SIZES)
def test_each_png_icon_has_its_size(size):
    image = shipped_image(size)
    assert (image.width(), image.height()) == (size, size)


def test_the_icon_shows_a_black_and_a_white_stone_on_a_board():
    image = shipped_image(256)
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corner: transparent
    board = image.pixelColor(128, 40)
    assert board.red() > board.blue() + 60  # wood
    black, white = image.pixelColor(88, 184), image.pixelColor(184, 88)
    assert black.lightness() < 60 and white.lightness() > 220


def test_the_app_icon_offers_every_size(qapp):
    icon = app_icon()
    assert not icon.isNull()
    assert sorted(s.width() for s in icon.availableSizes()) == list(ICON_SIZES)


def same_image(left: QImage, right: QImage) -> bool:
    fmt = QImage.Format.Format_ARGB32
    return left.convertToFormat(fmt) == right.convertToFormat(fmt)


def test_the_teaching_window_carries_the_icon(qtbot, tmp_path):
    window = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window.ask_to_save = lambda: "discard"
    qtbot.addWidget(window)
    icon = window.windowIcon()
    assert not icon.isNull()
    assert same_image(icon.pixmap(QSize(48, 48)).toImage(), shipped_image(48))


def test_the_game_window_carries_the_icon(qtbot, tmp_path):
    window = GameWindow(GameController(GameSession(preset("japanese"), 9), tmp_path / "autosave.sgf"))
    qtbot.addWidget(window)
    assert same_image(window.windowIcon().pixmap(QSize(32, 32)).toImage(), shipped_image(32))


def test_the_desktop_entry_has_the_required_keys():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read_string(resource(*DESKTOP_ENTRY).read_text(encoding="utf-8"))
    assert entry.sections() == ["Desktop Entry"]
    values = entry["Desktop Entry"]
    assert values["Type"] == "Application"
    assert values["Name"] == "gogui" and values["Comment"]
    assert values["Exec"] == "gogui %f"
    assert values["Icon"] == "gogui"
    assert values["Categories"].split(";")[:3] == ["Game", "BoardGame", "Education"]
    assert "application/x-go-sgf" in values["MimeType"].split(";")


def test_every_resource_file_is_shipped_as_package_data():
    """A non-editable install carries only what pyproject.toml's package-data names."""
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    patterns = setuptools["package-data"]["gogui.resources"]
    folder = ROOT / "resources"
    files = [PurePosixPath(p.relative_to(folder).as_posix()) for p in folder.rglob("*") if p.is_file()
             and "__pycache__" not in p.parts and p.suffix != ".py"]
    assert len(files) >= len(ICON_SIZES) + 2
    unshipped = [str(f) for f in files if not any(f.match(pattern) for pattern in patterns)]
    assert unshipped == []
    installed = {Path(f).name for files in setuptools["data-files"].values() for f in files}
    assert {"gogui.desktop", "gogui.svg", "gogui.png"} <= installed
