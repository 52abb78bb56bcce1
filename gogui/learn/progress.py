"""The learner's answers, review queue and place in the course, kept in a local SQLite database."""

from __future__ import annotations

import os
import sqlite3
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from .questions import Question

DATA_DIR_VARIABLE = "GOGUI_DATA_DIR"  # set it to keep the data somewhere else (tests do)
FILE_NAME = "learn.sqlite3"
SCHEMA_VERSION = 1
_LOCK_WAIT = 0.5  # seconds to wait for another process's lock before setting the file aside

_SCHEMA = """
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lesson TEXT NOT NULL,
    source TEXT NOT NULL,
    line TEXT NOT NULL,
    node INTEGER NOT NULL,
    move INTEGER NOT NULL,
    kind TEXT NOT NULL,
    rulesets TEXT NOT NULL,
    question TEXT NOT NULL,
    prompt TEXT NOT NULL,
    right INTEGER NOT NULL,
    at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS answers_by_question ON answers (question, id);
CREATE TABLE IF NOT EXISTS places (
    lesson TEXT PRIMARY KEY,
    question INTEGER NOT NULL,
    finished INTEGER NOT NULL,
    at TEXT NOT NULL,
    seq INTEGER NOT NULL
);
"""


def default_data_dir() -> Path:
    """The folder for the user's data: $GOGUI_DATA_DIR if set, else the platform's data folder
    (on Linux $XDG_DATA_HOME/gogui, else ~/.local/share/gogui). Not created here."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = os.environ.get("APPDATA")
        return Path(base) / "gogui" if base else Path.home() / "AppData" / "Roaming" / "gogui"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "gogui"
    xdg = os.environ.get("XDG_DATA_HOME")
    return (Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".local" / "share") / "gogui"


def default_path() -> Path:
    """Where the progress database lives unless the caller says otherwise."""
    return default_data_dir() / FILE_NAME


@dataclass(frozen=True)
class Standing:
    """How a learner stands on a lesson or a ruleset: answers given, right and wrong."""

    answered: int
    right: int

    @property
    def wrong(self) -> int:
        return self.answered - self.right


@dataclass(frozen=True)
class ReviewItem:
    """A question answered wrong last time, to be asked again until answered right."""

    lesson: str
    source: str
    line: str
    node: int
    kind: str
    rulesets: tuple[str, ...]
    question: str  # the question's key (Question.key)
    prompt: str


@dataclass(frozen=True)
class Place:
    """Where a lesson was left: the index of the next question, and whether it was finished."""

    lesson: str
    question: int
    finished: bool


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class ProgressStore:
    """The learner's progress in one SQLite file.

    Nothing here raises to the caller over the database itself: a file that cannot be opened,
    is locked by another program, is not a database or holds another schema is renamed aside
    (never deleted) and a fresh one is started; `message` then says what happened, for the UI
    to show. If no file can be written at all, progress is kept in memory for this session, and
    `message` says so too.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.messages: list[str] = []
        self._db: sqlite3.Connection = self._open()

    # ----- what the UI reads ----------------------------------------------------------------------

    @property
    def message(self) -> str | None:
        """What went wrong with the database since it was opened, in sentences; None if nothing."""
        return " ".join(self.messages) if self.messages else None

    @property
    def in_memory(self) -> bool:
        """Whether progress is only kept for this session (no file could be used)."""
        return self._memory

    def record(self, question: Question, right: bool, lesson: str = "", when: datetime | None = None) -> None:
        """Keep one answer: the lesson ("" outside the course), the question and whether it was right."""
        at = (when or datetime.now(UTC)).isoformat(timespec="seconds")
        row = (lesson, question.source, question.line, question.node, question.move, question.kind,
               ",".join(question.rulesets), question.key, question.prompt, int(right), at)
        sql = ("INSERT INTO answers (lesson, source, line, node, move, kind, rulesets, question, "
               "prompt, right, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        self._write([(sql, row)])

    def review_queue(self, lesson: str | None = None) -> list[ReviewItem]:
        """The questions whose last answer was wrong (of one lesson, or all), oldest first."""
        sql = ("SELECT a.lesson, a.source, a.line, a.node, a.kind, a.rulesets, a.question, a.prompt "
               "FROM answers a JOIN (SELECT question, MAX(id) AS last FROM answers GROUP BY question) l "
               "ON a.id = l.last WHERE a.right = 0")
        args: tuple = ()
        if lesson is not None:
            sql += " AND a.lesson = ?"
            args = (lesson,)
        rows = self._reading(sql + " ORDER BY a.id", args)
        return [ReviewItem(r[0], r[1], r[2], r[3], r[4], tuple(x for x in r[5].split(",") if x), r[6], r[7])
                for r in rows]

    def answers(self, lesson: str | None = None) -> list[tuple[str, bool]]:
        """Every answer kept (of one lesson, or all), oldest first: the question's key and whether
        it was right."""
        sql = "SELECT question, right FROM answers"
        args: tuple = ()
        if lesson is not None:
            sql += " WHERE lesson = ?"
            args = (lesson,)
        return [(r[0], bool(r[1])) for r in self._reading(sql + " ORDER BY id", args)]

    def by_lesson(self) -> dict[str, Standing]:
        """Every answer given, right ones among them, per lesson id (answers again count again)."""
        rows = self._reading("SELECT lesson, COUNT(*), SUM(right) FROM answers GROUP BY lesson", ())
        return {r[0]: Standing(r[1], r[2] or 0) for r in rows}

    def latest_by_lesson(self) -> dict[str, Standing]:
        """Per lesson id, the distinct questions answered and how many of them were answered
        right the last time: what a lesson's progress bar shows (answers again count once)."""
        rows = self._reading(
            "SELECT a.lesson, COUNT(*), SUM(a.right) FROM answers a JOIN "
            "(SELECT question, lesson, MAX(id) AS last FROM answers GROUP BY question, lesson) l "
            "ON a.id = l.last GROUP BY a.lesson", ())
        return {r[0]: Standing(r[1], r[2] or 0) for r in rows}

    def by_ruleset(self) -> dict[str, Standing]:
        """Answers, right ones among them, per preset id asked about (a question about several
        rulesets counts for each)."""
        out: dict[str, list[int]] = {}
        for rulesets, right in self._reading("SELECT rulesets, right FROM answers", ()):
            for ruleset_id in rulesets.split(","):
                if ruleset_id:
                    tally = out.setdefault(ruleset_id, [0, 0])
                    tally[0] += 1
                    tally[1] += right
        return {key: Standing(*value) for key, value in out.items()}

    def save_place(self, lesson: str, question: int, finished: bool = False) -> None:
        """Note where a lesson was left (the index of the next question to ask)."""
        # seq orders the places by when they were saved, however close together.
        sql = ("INSERT INTO places (lesson, question, finished, at, seq) VALUES (?, ?, ?, ?, "
               "(SELECT COALESCE(MAX(seq), 0) + 1 FROM places)) "
               "ON CONFLICT (lesson) DO UPDATE SET question = excluded.question, "
               "finished = excluded.finished, at = excluded.at, seq = excluded.seq")
        self._write([(sql, (lesson, question, int(finished), _now()))])

    def place(self, lesson: str) -> Place | None:
        """Where a lesson was left, or None if it was never started."""
        rows = self._reading("SELECT lesson, question, finished FROM places WHERE lesson = ?", (lesson,))
        return Place(rows[0][0], rows[0][1], bool(rows[0][2])) if rows else None

    def resume_point(self) -> Place | None:
        """The lesson worked on last and where it was left; None before the first lesson."""
        rows = self._reading("SELECT lesson, question, finished FROM places ORDER BY seq DESC LIMIT 1", ())
        return Place(rows[0][0], rows[0][1], bool(rows[0][2])) if rows else None

    def reset(self, lesson: str | None = None) -> None:
        """Forget the answers and places of one lesson, or of everything."""
        if lesson is None:
            self._write([("DELETE FROM answers", ()), ("DELETE FROM places", ())])
        else:
            self._write([("DELETE FROM answers WHERE lesson = ?", (lesson,)),
                         ("DELETE FROM places WHERE lesson = ?", (lesson,))])

    def close(self) -> None:
        """Close the database (reading or writing after this reopens it)."""
        try:
            self._db.close()
        except sqlite3.Error:
            pass
        self._closed = True

    # ----- the file -----------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        self._memory = False
        self._closed = False
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            return self._memory_db(f"The progress folder {self.path.parent} cannot be made ({err}).")
        try:
            return self._connect()
        except (sqlite3.Error, OSError) as err:
            aside = self._set_aside(err)
            if aside is None:
                return self._memory_db(f"The progress file {self.path} cannot be used ({_why(err)}).")
            try:
                return self._connect()
            except (sqlite3.Error, OSError) as again:
                return self._memory_db(f"A fresh progress file cannot be made at {self.path} ({_why(again)}).")

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=_LOCK_WAIT)
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if version not in (0, SCHEMA_VERSION) or (version == 0 and tables - {"sqlite_sequence"}):
                raise sqlite3.DatabaseError(f"it holds something else (schema version {version})")
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("it is damaged")
            with db:
                db.executescript(_SCHEMA)
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                # Take the write lock once, so that a file another program holds is found now.
                db.execute("DELETE FROM places WHERE 0")
        except BaseException:
            db.close()
            raise
        return db

    def _memory_db(self, why: str) -> sqlite3.Connection:
        self.messages.append(why + " Progress is kept only until the program closes.")
        self._memory = True
        db = sqlite3.connect(":memory:")
        db.executescript(_SCHEMA)
        return db

    def _set_aside(self, err: BaseException) -> Path | None:
        """Rename the file (and its journal) aside; the new name, or None when it cannot be."""
        if not self.path.exists():
            return None
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.unusable-{stamp}")
        number = 1
        while aside.exists():
            number += 1
            aside = self.path.with_name(f"{self.path.name}.unusable-{stamp}-{number}")
        try:
            self.path.rename(aside)
        except OSError:
            return None
        for suffix in ("-journal", "-wal", "-shm"):
            extra = self.path.with_name(self.path.name + suffix)
            if extra.exists():
                try:
                    extra.rename(aside.with_name(aside.name + suffix))
                except OSError:
                    pass
        self.messages.append(f"The progress file could not be used ({_why(err)}): it was kept as "
                             f"{aside} and a fresh one was started.")
        return aside

    def _recover(self, err: BaseException) -> None:
        """The database failed in use: set the file aside and continue with a fresh one."""
        try:
            self._db.close()
        except sqlite3.Error:
            pass
        if self._memory:
            self._db = sqlite3.connect(":memory:")
            self._db.executescript(_SCHEMA)
            return
        if self._set_aside(err) is None and self.path.exists():
            self._db = self._memory_db(f"The progress file {self.path} failed ({_why(err)}).")
            return
        try:
            self._db = self._connect()
        except (sqlite3.Error, OSError) as again:
            self._db = self._memory_db(f"A fresh progress file cannot be made at {self.path} ({_why(again)}).")

    def _ready(self) -> sqlite3.Connection:
        if self._closed:
            self._db = self._open()
        return self._db

    def _write(self, statements: list[tuple[str, tuple]]) -> None:
        """Run statements in one transaction; on a database error the file is set aside and
        they are run once more in the fresh one."""
        for attempt in (1, 2):
            db = self._ready()
            try:
                with db:
                    for sql, args in statements:
                        db.execute(sql, args)
                return
            except (sqlite3.Error, OSError) as err:
                if attempt == 2:
                    self.messages.append(f"An answer could not be kept ({_why(err)}).")
                    return
                self._recover(err)

    def _reading(self, sql: str, args: tuple) -> list[tuple]:
        try:
            return self._ready().execute(sql, args).fetchall()
        except (sqlite3.Error, OSError) as err:
            self._recover(err)
            try:
                return self._db.execute(sql, args).fetchall()
            except (sqlite3.Error, OSError):
                return []


def _why(err: BaseException) -> str:
    text = str(err) or err.__class__.__name__
    return text.rstrip(".")
