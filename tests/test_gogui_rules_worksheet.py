"""gogui-rules --pdf and --html: a worksheet of questions or of a folder's differences, written without a display."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from pdf_pages import pdf_page_count, pdf_text, squeezed

from gogui.cli import main
from gogui.learn.course import COURSE

LIBRARY = Path(__file__).resolve().parent.parent / "diagrams"
# The worksheet draws with Qt: the test run's application is made first, a widget one, as the
# window tests need (gogui-rules alone makes a bare one).
pytestmark = pytest.mark.usefixtures("qapp")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_a_diagrams_questions_as_a_pdf_and_a_web_page(capsys, tmp_path):
    pdf, html = tmp_path / "triple-ko.pdf", tmp_path / "triple-ko.html"
    status, out, err = run(capsys, "--questions", "--diagram", "triple-ko", "--pdf", str(pdf), "--html", str(html))
    assert status == 0
    assert out.startswith("Questions: Triple ko")  # the text worksheet is printed as before
    assert f"gogui-rules: wrote the worksheet, with 9 boards, to {pdf}" in err
    assert pdf_page_count(pdf.read_bytes()) >= 3
    page = html.read_text(encoding="utf-8")
    assert page.count("<svg") == 9
    assert "Is White&#x27;s F5 (move 6) legal under Japanese 1989 rules?" in page


def test_a_lessons_questions_turned_a_quarter(capsys, tmp_path):
    html = tmp_path / "lesson.html"
    status, _out, _err = run(capsys, "--questions", "--lesson", COURSE[3].id, "--transform", "rot90",
                             "--html", str(html))
    assert status == 0
    page = html.read_text(encoding="utf-8")
    assert "<h1>Lesson 4: " in page


def test_a_files_questions_with_its_own_lines_name(capsys, tmp_path):
    record = tmp_path / "mine.sgf"
    shutil.copy(LIBRARY / "triple-ko.sgf", record)
    html = tmp_path / "mine.html"
    status, _out, _err = run(capsys, "--questions", str(record), "--html", str(html))
    assert status == 0
    assert "mine.sgf: " in html.read_text(encoding="utf-8")


def test_a_folders_differences_read_every_record_sgf_and_mgt(capsys, tmp_path):
    folder = tmp_path / "records"
    folder.mkdir()
    shutil.copy(LIBRARY / "triple-ko.sgf", folder / "a.sgf")
    shutil.copy(LIBRARY / "one-odd-dame.sgf", folder / "b.mgt")
    html = tmp_path / "differences.html"
    status, _out, err = run(capsys, "--differences", str(folder), "--html", str(html),
                            "--ruleset", "chinese", "--ruleset", "japanese")
    assert status == 0
    page = html.read_text(encoding="utf-8")
    assert "<h1>Where the rulesets differ: records</h1>" in page
    assert page.index("a.sgf") < page.index("b.mgt")
    assert "wrote the worksheet" in err


def test_pdf_and_html_go_with_questions_or_differences(capsys, tmp_path):
    with pytest.raises(SystemExit):
        main(["--diagram", "triple-ko", "--pdf", str(tmp_path / "x.pdf")])
    assert "--pdf and --html write a worksheet" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--questions", "--diagram", "triple-ko", "--html", str(tmp_path / "x.html"), "--paper", "a4"])
    assert "--paper goes with --pdf" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


def test_a_worksheet_that_cannot_be_written_is_said_and_the_old_file_kept(capsys, tmp_path, library_triple_ko):
    diagram, content = library_triple_ko
    record = tmp_path / "mine.sgf"
    record.write_bytes(content)
    status, _out, err = run(capsys, "--questions", str(record), "--pdf", str(diagram))
    assert status == 1 and "never written" in err
    assert diagram.read_bytes() == content
    status, _out, err = run(capsys, "--questions", str(record), "--pdf", str(tmp_path / "no such folder" / "x.pdf"))
    assert status == 1 and "cannot write" in err and "x.pdf" in err


def test_it_draws_without_a_display_in_the_chosen_language(tmp_path):
    """A fresh process with no display and no platform chosen: it draws offscreen."""
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY",
                                                                           "QT_QPA_PLATFORM")}
    pdf = tmp_path / "ja.pdf"
    done = subprocess.run([sys.executable, "-m", "gogui.cli", "--lang", "ja", "--questions", "--diagram",
                           "triple-ko", "--pdf", str(pdf)], env=env, capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr.decode()
    assert pdf.read_bytes().startswith(b"%PDF")
    pages = pdf_text(pdf)
    if pages is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    text = squeezed("".join(pages))
    assert "合法ですか" in text  # "is it legal?", in Japanese
