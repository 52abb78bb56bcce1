"""Test configuration: Qt renders offscreen, before any QApplication exists."""

import faulthandler
import os
import sys

import pytest

from gogui import i18n

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def lessons_worked_out_afresh():
    """Each test works out the lessons' questions itself: none are kept from an earlier test
    (in another language, or counted while it ran)."""
    work = sys.modules.get("gogui.learn.lesson_work")  # not imported here: some tests check what a start imports
    if work is not None:
        work.forget()


@pytest.fixture
def hang_guard():
    """A safety net for tests of freezes: if the test is still running after two minutes (a real
    hang, not a slow run), the stacks are printed and the run stops instead of waiting forever."""
    faulthandler.dump_traceback_later(120, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


@pytest.fixture
def english():
    """Set English back after the test, whatever language it chose."""
    yield
    i18n.set_language("en")


@pytest.fixture
def japanese(english):
    """Texts in Japanese for the test, English again after it."""
    i18n.set_language("ja")


@pytest.fixture
def library_triple_ko(tmp_path, monkeypatch):
    """A copy of triple ko in a stand-in library folder, which the app takes for the library:
    the file, and its bytes as they were."""
    from gogui import diagrams

    library = tmp_path / "library"
    library.mkdir()
    diagram = library / "triple-ko.sgf"
    content = (diagrams.LIBRARY_DIR / "triple-ko.sgf").read_bytes()
    diagram.write_bytes(content)
    monkeypatch.setattr(diagrams, "library_folders", lambda: [library], raising=False)
    return diagram, content
