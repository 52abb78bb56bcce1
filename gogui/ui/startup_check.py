"""Before Qt starts on X11: name a missing display or system library in one line instead of Qt's abort."""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable, Mapping

# The system libraries Qt's X11 platform plugin (libqxcb.so and libQt6XcbQpa.so.6) and QtGui
# link against, beyond the C/C++ runtime, glib and dbus, with the Debian/Ubuntu package of each.
XCB_LIBRARIES: tuple[tuple[str, str], ...] = (
    ("libxcb.so.1", "libxcb1"),
    ("libX11.so.6", "libx11-6"),
    ("libX11-xcb.so.1", "libx11-xcb1"),
    ("libxkbcommon.so.0", "libxkbcommon0"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-util.so.1", "libxcb-util1"),
    ("libxcb-randr.so.0", "libxcb-randr0"),
    ("libxcb-render.so.0", "libxcb-render0"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-shm.so.0", "libxcb-shm0"),
    ("libxcb-sync.so.1", "libxcb-sync1"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
    ("libGL.so.1", "libgl1"),
    ("libEGL.so.1", "libegl1"),
    ("libfontconfig.so.1", "libfontconfig1"),
)

PREFIX = "gogui: cannot start the window: "


def load_library(soname: str) -> object:
    """Load a shared library the way Qt's plugin would find it (OSError if it cannot be found)."""
    return ctypes.CDLL(soname)


def display_opens(display: str) -> bool:
    """Whether an X connection to the display succeeds (through libxcb, as Qt connects)."""
    xcb = ctypes.CDLL("libxcb.so.1")
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.restype = ctypes.c_int
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return xcb.xcb_connection_has_error(connection) == 0
    finally:
        xcb.xcb_disconnect(connection)


def requested_platform(environ: Mapping[str, str]) -> str:
    """The first platform plugin QT_QPA_PLATFORM names ("" when unset), without its options."""
    return environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()


def startup_problem(environ: Mapping[str, str], load: Callable[[str], object] | None = None,
                    opens: Callable[[str], bool] | None = None, platform: str | None = None) -> str | None:
    """One line saying why Qt's X11 window cannot start here, or None when it can (or when Qt
    will use another platform: offscreen, Wayland, another system)."""
    if not (platform or sys.platform).startswith("linux"):
        return None
    requested = requested_platform(environ)
    if requested not in ("", "xcb") or (requested == "" and environ.get("WAYLAND_DISPLAY")):
        return None
    display = environ.get("DISPLAY", "")
    if not display:
        unset = "DISPLAY is not set" if requested == "xcb" else "neither DISPLAY nor WAYLAND_DISPLAY is set"
        return (PREFIX + f"there is no display ({unset}); start it in a desktop session, or render "
                "offscreen with --screenshot OUT.png")
    load = load or load_library
    missing = []
    for soname, package in XCB_LIBRARIES:
        try:
            load(soname)
        except OSError:
            missing.append((soname, package))
    if len(missing) == 1:
        soname, package = missing[0]
        return PREFIX + f"the system library {soname} is missing (Debian/Ubuntu package {package})"
    if missing:
        sonames = ", ".join(soname for soname, _ in missing)
        packages = " ".join(package for _, package in missing)
        return PREFIX + f"the system libraries {sonames} are missing (Debian/Ubuntu packages {packages})"
    if not (opens or display_opens)(display):
        return PREFIX + f"cannot connect to the X display {display} (is it running, and may this user use it?)"
    return None
