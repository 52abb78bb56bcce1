"""Find every text marked for translation in the sources and bring the catalogs up to date.

    python scripts/update_translations.py                 # every area that has catalogs, every language
    python scripts/update_translations.py --area rulesets # also start an area's catalogs
    python scripts/update_translations.py --lang ja       # one language

The catalogs are Qt Linguist files, resources/translations/<area>_<language>.ts, one per area so
that several people can translate at once. pyside6-lupdate (shipped in the PySide6 wheel) reads
the Python sources and finds self.tr("..."), QCoreApplication.translate("context", "..."),
gogui.i18n's translate("context", "...") and QT_TRANSLATE_NOOP("context", "..."), with literal
strings only. It keeps every existing translation, adds new texts as unfinished and marks texts
that left the sources as vanished (translators see them greyed out; gogui ignores them).
Translate with pyside6-linguist or any editor of .ts files.

The library's own words (the diagrams' titles, other names, sources, summaries, comments and line
names) are not in the Python sources: library_<language>.ts is made from the SGF files of
diagrams/ and diagrams/lessons/ (gogui.library_text says how), in the same way: a context per
diagram, each text with a note of where it stands, translations kept, new texts unfinished,
texts gone from the files vanished.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gogui.i18n import LANGUAGES, SOURCE_LANGUAGE

FOLDER = ROOT / "resources" / "translations"

# Which sources feed which catalog, as paths below the repository. Every marked text of a listed
# file goes to its area's catalog; a file of no area is not looked at.
AREAS: dict[str, tuple[str, ...]] = {
    # The windows, and the Qt-free parts only they show (sessions, save checks, recovery).
    "ui": ("gogui/ui", "gogui/ruleset_names.py", "gogui/about.py", "gogui/explorer.py", "gogui/recovery.py", "gogui/record_info.py",
           "gogui/save_checks.py", "gogui/session.py", "gogui/session_records.py", "gogui/sgf.py", "gogui/teaching.py", "gogui/gtp",
           "gogui/engine_list.py", "gogui/game_review.py", "gogui/worksheet.py", "gogui/worksheet_sources.py"),
    # Learn mode: lessons, questions, verdicts, summaries.
    "learn": ("gogui/learn",),
    # The rulings: the engine's explanations, events and counts, and what replay and the
    # differences add to them.
    "engine": ("gogui/engine", "gogui/replay.py", "gogui/differences.py"),
    # The rulesets: their descriptions and readings, and gogui-rules' and the library's words.
    "rulesets": ("gogui/engine/rules.py", "gogui/cli.py", "gogui/diagrams.py", "gogui/transform.py"),
    # Each ruling in its ruleset's own terms (gogui/rule_texts/).
    "rule_texts": ("gogui/rule_texts",),
}
# The areas whose catalogs are made even before any exists.
STARTED = ("ui", "learn")


def lupdate() -> str:
    """The path of pyside6-lupdate: beside this Python's scripts, else on PATH."""
    here = Path(sysconfig.get_path("scripts")) / "pyside6-lupdate"
    if here.exists():
        return str(here)
    found = shutil.which("pyside6-lupdate")
    if found is None:
        raise SystemExit("pyside6-lupdate not found: install the PySide6-Essentials wheel (pip install -e .)")
    return found


def sources(area: str, root: Path = ROOT) -> list[Path]:
    """The Python files of an area: those it names, and those of the folders it names that no
    other area names itself."""
    claimed = {root / name for other, names in AREAS.items() if other != area for name in names}
    found: list[Path] = []
    for name in AREAS[area]:
        path = root / name
        if path.is_dir():
            found.extend(each for each in sorted(path.rglob("*.py")) if each not in claimed)
        elif path.exists():
            found.append(path)
    return found


def languages() -> list[str]:
    """Every language but the sources' own."""
    return [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


def catalog(area: str, code: str, folder: Path = FOLDER) -> Path:
    return folder / f"{area}_{code}.ts"


def update(area: str, code: str, folder: Path = FOLDER, root: Path = ROOT) -> str:
    """Bring one catalog up to date with the sources (made when missing); lupdate's report."""
    folder.mkdir(parents=True, exist_ok=True)
    target = catalog(area, code, folder)
    command = [lupdate(), *map(str, sources(area, root)), "-locations", "none", "-source-language", "en",
               "-target-language", code, "-ts", str(target)]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return done.stdout + done.stderr


LIBRARY = "library"  # the catalogs of the library's own words, made from its SGF files


def library_entries(root: Path = ROOT) -> dict[str, dict[str, str]]:
    """Every text of the library's files to translate, by context, in file order, each with a
    note of where it first stands."""
    from gogui.library_text import library_texts
    from gogui.sgf import read_file

    entries: dict[str, dict[str, str]] = {}
    files = sorted((root / "diagrams").glob("*.sgf")) + sorted((root / "diagrams" / "lessons").glob("*.sgf"))
    for path in files:
        for text in library_texts(path.stem, read_file(path)[0]):
            entries.setdefault(text.context, {}).setdefault(text.text, text.where)
    return entries


def update_library(code: str, folder: Path = FOLDER, root: Path = ROOT) -> str:
    """Bring the library catalog of one language up to date with the library's files (made when
    missing); a report like lupdate's."""
    import xml.etree.ElementTree as ET

    target = catalog(LIBRARY, code, folder)
    known: dict[tuple[str, str], tuple[str, str | None]] = {}  # (context, source) -> (text, type)
    if target.exists():
        for context in ET.parse(target).getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is not None:
                    known[(name, message.findtext("source") or "")] = (translation.text or "",
                                                                       translation.get("type"))
    entries = library_entries(root)
    live = {(context, source) for context, texts in entries.items() for source in texts}
    # Texts that left the files stay, greyed out, beside their context's live ones.
    for (context, source), (text, _kind) in known.items():
        if (context, source) not in live and text:
            entries.setdefault(context, {})
    new = sum(1 for key in live if key not in known)
    out = ET.Element("TS", {"version": "2.1", "language": code, "sourcelanguage": "en"})
    for context, texts in entries.items():
        element = ET.SubElement(out, "context")
        ET.SubElement(element, "name").text = context
        gone = [(source, known[(context, source)][0]) for (ctx, source) in known
                if ctx == context and (ctx, source) not in live and known[(ctx, source)][0]]
        for source, where in [*texts.items(), *((source, None) for source, _text in gone)]:
            message = ET.SubElement(element, "message")
            ET.SubElement(message, "source").text = source
            if where is not None:
                ET.SubElement(message, "extracomment").text = where
            text, kind = known.get((context, source), ("", "unfinished"))
            translation = ET.SubElement(message, "translation")
            if where is None:
                translation.set("type", "vanished")
            elif kind in ("unfinished", "vanished", "obsolete") or not text:
                translation.set("type", "unfinished")
            translation.text = text
    ET.indent(out, space="    ")
    body = ET.tostring(out, encoding="unicode").replace("'", "&apos;")
    folder.mkdir(parents=True, exist_ok=True)
    target.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return f"Found {len(live)} source text(s) ({new} new and {len(live) - new} already existing)"


def areas_to_update(asked: list[str] | None, folder: Path = FOLDER) -> list[str]:
    """The areas asked for, else those started and those that have a catalog already."""
    if asked:
        return asked
    return [area for area in AREAS if area in STARTED or any(folder.glob(f"{area}_*.ts"))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--area", action="append", choices=[*AREAS, LIBRARY],
                        help="an area (repeatable; default: all started, and the library)")
    parser.add_argument("--lang", action="append", choices=languages(), help="a language (repeatable; default: all)")
    args = parser.parse_args(argv)
    areas = [area for area in areas_to_update(args.area) if area != LIBRARY]
    if not args.area or LIBRARY in args.area:
        areas.append(LIBRARY)
    for area in areas:
        for code in args.lang or languages():
            report = update_library(code) if area == LIBRARY else update(area, code)
            summary = " ".join(line.strip() for line in report.splitlines() if "Found" in line)
            print(f"{catalog(area, code).relative_to(ROOT)}: {summary}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
