"""When Qt's X11 window cannot start, gogui says in one line what is missing instead of aborting."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from gogui.ui import app, startup_check
from gogui.ui.startup_check import PREFIX, XCB_LIBRARIES, startup_problem

X11 = {"DISPLAY": ":0"}


def loader(missing: set[str]):
    """A fake dlopen: the libraries in `missing` cannot be found; records what was asked for."""
    asked: list[str] = []

    def load(soname: str) -> object:
        asked.append(soname)
        if soname in missing:
            raise OSError(f"{soname}: cannot open shared object file: No such file or directory")
        return object()

    load.asked = asked  # type: ignore[attr-defined]
    return load


def reachable(_display: str) -> bool:
    return True


def test_nothing_to_say_when_everything_is_there():
    load = loader(set())
    assert startup_problem(X11, load, reachable, "linux") is None
    assert {"libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"} <= set(load.asked)


def test_a_missing_library_is_named_with_its_package():
    problem = startup_problem(X11, loader({"libxcb-cursor.so.0"}), reachable, "linux")
    assert problem == ("gogui: cannot start the window: the system library libxcb-cursor.so.0 is missing "
                       "(Debian/Ubuntu package libxcb-cursor0)")


def test_several_missing_libraries_are_named_in_one_line():
    problem = startup_problem(X11, loader({"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}), reachable, "linux")
    assert problem is not None and "\n" not in problem
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1 are missing" in problem
    assert problem.endswith("(Debian/Ubuntu packages libxcb-icccm4 libxcb-keysyms1)")


def test_no_display_is_said_before_any_library_is_tried():
    load = loader(set())
    problem = startup_problem({}, load, reachable, "linux")
    assert problem is not None and problem.startswith(PREFIX)
    assert "neither DISPLAY nor WAYLAND_DISPLAY is set" in problem and "--screenshot" in problem
    assert load.asked == []
    forced = startup_problem({"QT_QPA_PLATFORM": "xcb"}, load, reachable, "linux")
    assert forced is not None and "DISPLAY is not set" in forced


def test_an_unreachable_display_is_named():
    problem = startup_problem({"DISPLAY": ":55"}, loader(set()), lambda _d: False, "linux")
    assert problem is not None and "cannot connect to the X display :55" in problem


@pytest.mark.parametrize("environ", [
    {"QT_QPA_PLATFORM": "offscreen"},
    {"QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "wayland-0"},
    {"QT_QPA_PLATFORM": "wayland;xcb"},
    {"WAYLAND_DISPLAY": "wayland-0"},  # Qt may pick Wayland: leave the choice to it
])
def test_other_platforms_are_left_to_qt(environ):
    load = loader({soname for soname, _ in XCB_LIBRARIES})
    assert startup_problem(environ, load, reachable, "linux") is None
    assert load.asked == []


def test_xcb_with_options_is_still_checked():
    problem = startup_problem({"QT_QPA_PLATFORM": "xcb:nograb", "DISPLAY": ":1"},
                              loader({"libxkbcommon-x11.so.0"}), reachable, "linux")
    assert problem is not None and "libxkbcommon-x11.so.0" in problem and "libxkbcommon-x11-0" in problem


def test_other_systems_are_not_checked():
    assert startup_problem({}, loader(set()), reachable, "darwin") is None


def test_gogui_prints_the_line_and_exits_instead_of_starting_qt(monkeypatch, capsys):
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(startup_check, "load_library", loader({"libxcb-cursor.so.0"}))
    monkeypatch.setattr(startup_check, "display_opens", reachable)
    assert app.main(["--diagram", "triple-ko"]) == 1
    assert capsys.readouterr().err == (
        "gogui: cannot start the window: the system library libxcb-cursor.so.0 is missing "
        "(Debian/Ubuntu package libxcb-cursor0)\n")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 check")
def test_without_a_display_the_process_ends_with_one_line_not_an_abort(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-m", "gogui"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1  # Qt's own failure is an abort (-6)
    assert done.stderr.count("\n") == 1 and done.stderr.startswith(PREFIX)
    assert "no display" in done.stderr
