"""The built-in diagram library: documented positions, their key lines and documented rulings."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TypeVar

from .engine import PRESETS, Result, Ruleset, preset
from .engine.reasons import reason_words as engine_reason_words
from .i18n import QT_TRANSLATE_NOOP, language, plural, translate
from .library_text import line_name, translate_comments, translated
from .replay import Replay, dead_from_territory, replay
from .sgf import Node, Record, SgfError, read_file
from .transform import check_transform, transform_record, transform_words

# Root properties of a diagram file beyond standard SGF (sgfmill keeps them as they are):
#   ALIAS[...]    other names of the position (repeatable)
#   SUMMARY[...]  one or two sentences for the diagram browser
#   ORDER[n]      place in the library listing, within the diagram's theme
#   THEME[id]     the library section the diagram belongs to (one of THEMES)
#   RULING[ids:ruling]  on the root for the main line, on the first node of a variation for
#                 that line; ids is one preset id or several joined by commas.
# A ruling reads "<verdict> <move number> <reason> [<result>] [dead=V,V...]":
#   illegal 6 positional-superko        the first illegal move of the line, and why
#   ended 12 no-result no-result        a cycle rule ended the game (result: no-result, draw, B/W)
#   counted 9 passes W+4.5 dead=A1,B1   play stopped, dead stones settled (the TB/TW marks of the
#                                       last node; "confirmation" or "hypothetical-play" in place
#                                       of "passes": the play that settled them), and the count
#   legal 8 -                           every move of the line is legal and play goes on
# A line that ends with two successive passes means "the players pass until play stops": where
# a ruleset needs more (a third pass under Renaissance rules), the ruling adds them.


def library_folders() -> list[Path]:
    """Every place the library may be: diagrams/ beside the package in a source tree, then
    where the installer puts it (the first that exists is the library; none is ever written)."""
    here = Path(__file__).resolve().parent.parent / "diagrams"
    return [here] + [Path(prefix) / "share" / "gogui" / "diagrams" for prefix in (sys.prefix, sys.base_prefix)]


def _library_dir() -> Path:
    """The folder GOGUI_DIAGRAMS names if set (a library of one's own, or a test's copy), else
    diagrams/ beside the package in a source tree, else where the installer put it."""
    chosen = os.environ.get("GOGUI_DIAGRAMS")
    if chosen:
        return Path(chosen)
    folders = library_folders()
    return next((folder for folder in folders if folder.is_dir()), folders[0])


LIBRARY_DIR = _library_dir()


def lesson_folders() -> list[Path]:
    """Every place the course's lesson positions may be: lessons/ inside each place the library
    may be (diagrams/lessons beside the package in a source tree, then where the installer puts it)."""
    return [folder / "lessons" for folder in library_folders()]


def lessons_dir() -> Path:
    """The folder GOGUI_LESSONS names if set (a test's copy), else the first of lesson_folders()
    that exists. The library lists only diagrams/*.sgf, so these never show in its listing."""
    chosen = os.environ.get("GOGUI_LESSONS")
    if chosen:
        return Path(chosen)
    folders = lesson_folders()
    return next((folder for folder in folders if folder.is_dir()), folders[0])

# The library's sections, in listing order: what a learner browses by (shown through
# theme_title(), in the chosen language).
THEMES: dict[str, str] = {
    "cycles-and-ko": QT_TRANSLATE_NOOP("Diagrams", "Cycles and ko"),
    "counting": QT_TRANSLATE_NOOP("Diagrams", "Counting"),
    "ing": QT_TRANSLATE_NOOP("Diagrams", "Ing's rules"),
}

# The name of a diagram's main line. Line names are keys (Learn mode's steps name them) and
# stay English; line_title() shows them.
MAIN_LINE = "Main line"


def theme_title(theme: str) -> str:
    """A section's title in the chosen language."""
    return translate("Diagrams", THEMES[theme])


def line_title(name: str) -> str:
    """A line's name in the chosen language: the names the library makes ("Main line",
    "Variation at move N") are translated, and the names the library's files give from its
    catalogs (gogui.library_text); a name the learner's own file gives is shown as written."""
    if name == MAIN_LINE:
        return translate("Diagrams", "Main line")
    prefix = "Variation at move "
    if name.startswith(prefix) and name[len(prefix):].isdigit():
        return translate("Diagrams", "Variation at move {number}").format(number=name[len(prefix):])
    return line_name(name)


@dataclass(frozen=True)
class Ruling:
    """What one ruleset makes of one line of a diagram."""

    verdict: str  # "illegal", "ended", "counted" or "legal"
    number: int  # the move number of the verdict (moves played, for "legal")
    reason: str = "-"  # the reason code: illegal move reason, how the game ended
    result: str | None = None  # "B+3", "W+0.5", "draw", "no-result", "B" (won by repetition)
    dead: tuple[str, ...] = ()  # stones removed as dead in the count

    def text(self) -> str:
        parts = [self.verdict, str(self.number), self.reason]
        if self.result is not None:
            parts.append(self.result)
        if self.dead:
            parts.append("dead=" + ",".join(self.dead))
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> Ruling:
        words = text.split()
        if len(words) < 3 or words[0] not in ("illegal", "ended", "counted", "legal"):
            raise ValueError(translate("Diagrams", "not a ruling: {text}").format(text=repr(text)))
        try:
            number = int(words[1])
        except ValueError:
            raise ValueError(translate("Diagrams", "not a ruling (move number): {text}").format(
                text=repr(text))) from None
        result = None
        dead: tuple[str, ...] = ()
        for word in words[3:]:
            if word.startswith("dead="):
                dead = tuple(sorted(word[5:].split(",")))
            elif result is None:
                result = word
            else:
                raise ValueError(translate("Diagrams", "not a ruling (extra word {word}): {text}").format(
                    word=repr(word), text=repr(text)))
        return cls(words[0], number, words[2], result, dead)


def result_text(result: Result) -> str | None:
    """A result in ruling notation."""
    if result.kind == "unfinished":
        return None
    if result.kind in ("draw", "no-result"):
        return result.kind
    if result.kind == "repetition":
        return str(result.winner)
    if result.winner is None:
        return "draw"
    return f"{result.winner}+{result.margin:g}"


@dataclass
class Line:
    """A line of play through a diagram: the main line or one variation, root first."""

    name: str
    nodes: list[Node]
    rulings: dict[str, Ruling]  # documented, per preset id


@dataclass
class LineRuling:
    """The engine's ruling on a line, with the replay and a sentence that explains it."""

    ruling: Ruling
    replay: Replay
    result: Result | None
    explanation: str


@dataclass
class Diagram:
    """One documented position of the library."""

    id: str
    title: str
    aliases: list[str]
    source: str
    summary: str
    comment: str
    order: int
    theme: str  # a key of THEMES
    record: Record
    lines: list[Line] = field(default_factory=list)

    @property
    def root(self) -> Node:
        return self.record.root


def _documented_rulings(node: Node, where: str) -> dict[str, Ruling]:
    rulings: dict[str, Ruling] = {}
    for value in node.properties.get("RULING", []):
        ids, sep, text = value.partition(":")
        if not sep:
            raise SgfError(translate("Diagrams", "{file}: RULING[{value}] needs 'preset ids: ruling'").format(
                file=where, value=value))
        for ruleset_id in ids.split(","):
            ruleset_id = ruleset_id.strip()
            if ruleset_id not in PRESETS:
                raise SgfError(translate("Diagrams", "{file}: RULING names an unknown preset {id}").format(
                    file=where, id=repr(ruleset_id)))
            if ruleset_id in rulings:
                raise SgfError(translate("Diagrams", "{file}: two rulings for {id}").format(file=where, id=ruleset_id))
            try:
                rulings[ruleset_id] = Ruling.parse(text)
            except ValueError as err:
                raise SgfError(f"{where}: {err}") from None
    return rulings


def _lines(record: Record, where: str) -> list[Line]:
    """The main line, then every variation (a node that is not a first child) played to its end."""
    root = record.root
    lines = [Line(MAIN_LINE, root.main_line(), _documented_rulings(root, where))]
    stack = [root]
    while stack:
        node = stack.pop()
        for index, child in enumerate(node.children):
            if index > 0:
                path = []
                up: Node | None = node
                while up is not None:
                    path.append(up)
                    up = up.parent
                nodes = list(reversed(path)) + child.main_line()
                name = child.name or f"Variation at move {len(path)}"
                lines.append(Line(name, nodes, _documented_rulings(child, where)))
        stack.extend(reversed(node.children))
    return lines


def _first(node: Node, ident: str, default: str = "") -> str:
    values = node.properties.get(ident)
    return values[0] if values else default


def load_path(path: Path) -> Diagram:
    """Read one diagram file; SgfError when it cannot be read or its metadata is malformed."""
    records = read_file(path)
    if len(records) != 1:
        raise SgfError(translate("Diagrams", "{file} must hold exactly one game").format(file=path))
    record = records[0]
    root = record.root
    try:
        order = int(_first(root, "ORDER", "1000"))
    except ValueError:
        raise SgfError(translate("Diagrams", "{file}: ORDER must be a number").format(file=path)) from None
    theme = _first(root, "THEME")
    if theme not in THEMES:
        raise SgfError(translate("Diagrams", "{file}: THEME must be one of {themes}, not {theme}").format(
            file=path, themes=", ".join(THEMES), theme=repr(theme)))
    # The file's words in the chosen language (gogui.library_text): its title, names, source,
    # summary and every node's comment; the file itself stays English.
    diagram_id = path.stem
    translate_comments(diagram_id, record)
    return Diagram(
        id=diagram_id, title=translated(diagram_id, record.game_name or diagram_id),
        aliases=[translated(diagram_id, alias) for alias in root.properties.get("ALIAS", [])],
        source=translated(diagram_id, _first(root, "SO")), summary=translated(diagram_id, _first(root, "SUMMARY")),
        comment=root.comment, order=order, record=record, lines=_lines(record, str(path)), theme=theme,
    )


def _load_cached(path: Path) -> Diagram:
    """A diagram's file as read in the chosen language, read once per language."""
    return _load_in(path, language())


@cache
def _load_in(path: Path, shown_in: str) -> Diagram:
    return load_path(path)


@dataclass(frozen=True)
class LibraryProblem:
    """A file of the library that could not be read, and why."""

    path: Path
    reason: str

    def text(self) -> str:
        return translate("Diagrams", "{file} could not be read: {reason}").format(file=self.path.name,
                                                                                    reason=self.reason)


def diagram_path(diagram_id: str) -> Path:
    """The file of the diagram with this id (its file name without .sgf): a diagram of the
    library, else a lesson position of the course (lessons_dir(), found by id like any diagram,
    though the library does not list them); KeyError if there is none."""
    for folder in (LIBRARY_DIR, lessons_dir()):
        path = folder / f"{diagram_id}.sgf"
        if path.is_file():
            return path
    known = ", ".join(diagram_ids())
    raise KeyError(translate("Diagrams", "no diagram {id}; the library has: {ids}").format(
        id=repr(diagram_id), ids=known))


def load(diagram_id: str, transform: str = "") -> Diagram:
    """The diagram with this id, of the library or a lesson position (diagram_path()); KeyError
    if there is none, SgfError if its file cannot be read.

    With a transform of gogui.transform.TRANSFORMS, the same diagram turned, reflected or with
    its colours swapped (transform.transform_record: its documented rulings mapped, or left
    out where a count's result would not hold), under the same id, its title followed by the
    transform's words: "Triple ko (turned a quarter)". ValueError, naming the choices, for an
    unknown transform."""
    check_transform(transform)
    path = diagram_path(diagram_id)
    if not transform:
        return _load_cached(path)
    return _load_transformed(path, transform, language())


@cache
def _load_transformed(path: Path, transform: str, shown_in: str) -> Diagram:
    """A diagram's file transformed (kept per language: its title says the transform in words)."""
    original = _load_cached(path)
    record = transform_record(original.record, transform)
    title = translate("Diagrams", "{title} ({transform})").format(title=original.title,
                                                                  transform=transform_words(transform))
    return Diagram(
        id=original.id, title=title, aliases=list(original.aliases), source=original.source,
        summary=original.summary, comment=record.root.comment, order=original.order, theme=original.theme,
        record=record, lines=_lines(record, str(path)),
    )


T = TypeVar("T")


def read_folder(folder: Path, read: Callable[[Path], T]) -> tuple[list[T], list[LibraryProblem]]:
    """What `read` makes of every .sgf file of a folder, in name order, and the files it cannot
    read, each with the reason: one malformed file never keeps the others from the learner."""
    found: list[T] = []
    problems: list[LibraryProblem] = []
    try:
        paths = sorted(folder.glob("*.sgf"))
    except OSError as err:
        return [], [LibraryProblem(folder, err.strerror or str(err))]
    for path in paths:
        try:
            found.append(read(path))
        except Exception as err:  # noqa: BLE001 - whatever is wrong with one file, the rest load
            reason = (str(err) or type(err).__name__).removeprefix(f"{path}: ")
            problems.append(LibraryProblem(path, reason))
    return found, problems


def _read_library() -> tuple[list[Diagram], list[LibraryProblem]]:
    """Every diagram that can be read, and the files that cannot."""
    if not LIBRARY_DIR.is_dir():
        return [], [LibraryProblem(LIBRARY_DIR, translate("Diagrams", "the library's folder is missing"))]
    return read_folder(LIBRARY_DIR, _load_cached)


def diagram_ids() -> list[str]:
    """Every diagram id of the library, in library order."""
    return [d.id for d in all_diagrams()]


def all_diagrams() -> list[Diagram]:
    """Every diagram of the library that can be read, in library order (theme, ORDER, then
    title); library_problems() names the files left out."""
    diagrams, _problems = _read_library()
    themes = list(THEMES)
    return sorted(diagrams, key=lambda d: (themes.index(d.theme), d.order, d.title))


def library_problems() -> list[LibraryProblem]:
    """The library's files that could not be read, each with the reason (none, normally)."""
    return _read_library()[1]


def by_theme() -> list[tuple[str, list[Diagram]]]:
    """The library's sections in order, each with its title in the chosen language and its
    diagrams in library order (empty ones left out)."""
    library = all_diagrams()
    sections = [(theme_title(theme), [d for d in library if d.theme == theme]) for theme in THEMES]
    return [(title, members) for title, members in sections if members]


def rule_line(diagram: Diagram, line: Line, ruleset: Ruleset | str) -> LineRuling:
    """Replay a line under a ruleset the way the diagram intends and say what the engine rules.

    Play that stops before the line ends resumes the ruleset's way (play on, or the
    Japanese/Korean confirmation play). When the line ends with play stopped, the dead stones
    are the ones the confirmation play captured, else the TB/TW marks of the last node.
    """
    rules = preset(ruleset) if isinstance(ruleset, str) else ruleset
    rep = replay(diagram.record, rules, nodes=line.nodes, resume=True)
    game = rep.game
    if rep.illegal is None and _ends_with_two_passes(rep):
        current = rep.current
        while current.phase in ("play", "dispute"):
            rep.moves.append(current.pass_move())
    if rep.illegal is not None:
        o = rep.illegal
        assert o.number is not None  # a refused move has the number it would have taken
        return LineRuling(Ruling("illegal", o.number, o.reason or "-"), rep, None, o.explanation)
    if game.phase == "over" and game.result is not None and game.ended is not None:
        number, reason = game.ended
        dead: tuple[str, ...] = ()
        return LineRuling(Ruling("ended", number, reason, result_text(game.result), dead),
                          rep, game.result, game.result.explanation)
    confirmation = rep.confirmation
    if confirmation is not None:
        # The Japanese/Korean confirmation play, or the simplified text's hypothetical play.
        how = "confirmation" if rules.disputes == "confirmation" else "hypothetical-play"
        if confirmation.phase == "stopped" and confirmation.ended is not None:
            dead_stones = confirmation.dead_stones()
            result = game.agree(dead_stones, marked=False)
            return LineRuling(
                Ruling("counted", confirmation.ended[0], how, result_text(result), tuple(dead_stones)),
                rep, result,
                _confirmation_explanation(rules.disputes == "confirmation", dead_stones) + " "
                + result.explanation)
        going_on = translate("Diagrams", "The confirmation play goes on.") if rules.disputes == "confirmation" \
            else translate("Diagrams", "The hypothetical play goes on.")
        return LineRuling(Ruling("legal", confirmation.move_number, how), rep, None, going_on)
    if game.phase == "stopped" and game.ended is not None:
        marked = dead_from_territory(game, rep.last_node)
        result = game.agree(marked)
        return LineRuling(Ruling("counted", game.ended[0], game.ended[1], result_text(result),
                                 tuple(sorted(marked))), rep, result, result.explanation)
    going_on = translate("Diagrams", "Every move is legal; play goes on (Black to play).") if game.to_move == 1 \
        else translate("Diagrams", "Every move is legal; play goes on (White to play).")
    return LineRuling(Ruling("legal", game.move_number), rep, None, going_on)


def _ends_with_two_passes(rep: Replay) -> bool:
    last = rep.moves[-2:]
    return len(last) == 2 and all(o.point is None for o in last)


def _confirmation_explanation(confirmation: bool, dead: list[str]) -> str:
    """What the confirmation play (or the hypothetical play) captured."""
    if not dead:
        return translate("Diagrams", "The confirmation play captured nothing: every stone on the board is alive.") \
            if confirmation else \
            translate("Diagrams", "The hypothetical play captured nothing: every stone on the board is alive.")
    text = translate("Diagrams", "The confirmation play captured {stones}: those stones are dead.") if confirmation \
        else translate("Diagrams", "The hypothetical play captured {stones}: those stones are dead.")
    return text.format(stones=", ".join(dead))


# How a documented dispute ends the game, in words: the library's own codes ("ended N
# confirmation"); the engine names its own reasons (gogui.engine.reasons).
DISPUTE_ENDINGS = {
    "confirmation": QT_TRANSLATE_NOOP("Diagrams", "confirmation play"),
    "hypothetical-play": QT_TRANSLATE_NOOP("Diagrams", "hypothetical play"),
}


def reason_words(reason: str) -> str:
    """A reason code in plain words, in the chosen language: the engine's, or a documented
    dispute's ending (an unknown code with spaces for its hyphens). The library's tables, the
    ruling panel's verdicts and Learn mode say a reason alike."""
    if reason in DISPUTE_ENDINGS:
        return translate("Diagrams", DISPUTE_ENDINGS[reason])
    return engine_reason_words(reason)


def _result_words(result: str | None) -> str:
    """A result of ruling notation as a table shows it: "draw" and "no result" in words, a
    score ("B+3") as it is."""
    if result == "draw":
        return translate("Diagrams", "draw")
    if result == "no-result":
        return translate("Diagrams", "no result")
    return (result or "").replace("-", " ")


def verdict_words(ruling: Ruling) -> str:
    """A ruling in a few plain words, for tables, in the chosen language."""
    reason = reason_words(ruling.reason)
    number = ruling.number
    result = translate("Diagrams", "draw") if ruling.result == "draw" else ruling.result
    if ruling.verdict == "illegal":
        return translate("Diagrams", "illegal at move {number} ({reason})").format(number=number, reason=reason)
    if ruling.verdict == "ended":
        if ruling.reason == "passes":
            return translate("Diagrams", "ended at move {number}: {result}, every stone alive").format(
                number=number, result=result)
        if ruling.result == "B":
            return translate("Diagrams", "ended at move {number}: Black wins by {reason}").format(
                number=number, reason=reason)
        if ruling.result == "W":
            return translate("Diagrams", "ended at move {number}: White wins by {reason}").format(
                number=number, reason=reason)
        if ruling.reason == "repetition" and ruling.result == "draw":
            return translate("Diagrams", "ended at move {number}: draw by threefold repetition").format(number=number)
        if ruling.reason == "repetition":
            return translate("Diagrams", "ended at move {number}: {result} by {reason}").format(
                number=number, result=result, reason=reason)
        return translate("Diagrams", "ended at move {number}: {outcome}").format(
            number=number, outcome=_result_words(ruling.result))
    if ruling.verdict == "counted":
        dead = ", ".join(ruling.dead)
        if ruling.reason == "confirmation":
            text = translate("Diagrams", "counted after the confirmation play at move {number}: {result}; "
                                         "dead: {dead}") if dead else \
                translate("Diagrams", "counted after the confirmation play at move {number}: {result}; "
                                      "no dead stones")
        elif ruling.reason == "hypothetical-play":
            text = translate("Diagrams", "counted after the hypothetical play at move {number}: {result}; "
                                         "dead: {dead}") if dead else \
                translate("Diagrams", "counted after the hypothetical play at move {number}: {result}; "
                                      "no dead stones")
        else:
            text = translate("Diagrams", "counted at move {number}: {result}; dead: {dead}") if dead else \
                translate("Diagrams", "counted at move {number}: {result}; no dead stones")
        return text.format(number=number, result=result, dead=dead)
    return plural(number, translate("Diagrams", "the 1 move legal"),
                  translate("Diagrams", "all {number} moves legal")).format(number=number)


def first_sentence(text: str) -> str:
    """The first sentence of an explanation (a period followed by a space ends it, and so does
    the full stop of Chinese and Japanese, 。)."""
    text = " ".join(text.split())
    for i in range(len(text) - 1):
        if text[i] == "。":
            return text[:i + 1]
        if text[i] == "." and text[i + 1] == " " and not text[max(0, i - 3):i].endswith(("e.g", "i.e")):
            return text[:i + 1]
    return text


def _anchor(heading: str) -> str:
    """The link target a Markdown renderer such as GitHub's gives a heading."""
    kept = "".join(ch for ch in heading.lower() if ch.isalnum() or ch in " -_")
    return kept.replace(" ", "-")


def rulings_markdown() -> str:
    """The page of every diagram's rulings, one table per line, computed by the engine."""
    out = [
        "# Rulings of the diagram library",
        "",
        "Generated by `scripts/rulings_page.py` from the rules engine; do not edit by hand.",
        "Each table replays one line of a diagram under every preset. A line that reaches the "
        "end of the game is counted with the komi of the file where it gives one, else the "
        "preset's.",
        "",
    ]
    sections = by_theme()
    out += ["Sections: " + ", ".join(f"[{title}](#{_anchor(title)})" for title, _ in sections) + ".", ""]
    for title, members in sections:
        out += [f"## {title}", ""]
        out += [f"- [{d.title}](#{_anchor(d.title)})" for d in members] + [""]
        for diagram in members:
            out += [f"### {diagram.title}", "", f"`{diagram.id}`: {diagram.summary}", ""]
            if diagram.aliases:
                out += [f"Also called: {', '.join(diagram.aliases)}.", ""]
            out += [f"Source: {diagram.source}", ""]
            for line in diagram.lines:
                out += [f"#### {line.name}", "", "| Ruleset | Ruling | Why |", "| --- | --- | --- |"]
                for rules in PRESETS.values():
                    ruled = rule_line(diagram, line, rules)
                    why = ruled.explanation if ruled.ruling.verdict in ("ended", "counted") else \
                        first_sentence(ruled.explanation)
                    why = " ".join(why.split()).replace("|", "/")
                    out.append(f"| {rules.name} | {verdict_words(ruled.ruling)} | {why} |")
                out.append("")
    return "\n".join(out)
