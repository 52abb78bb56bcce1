"""The learner's answers, review queue and place in the course, kept in a local SQLite database."""

from __future__ import annotations

import json
import os
import sqlite3
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ..i18n import translate
from .course import FORMER_IDS
from .questions import Question

DATA_DIR_VARIABLE = "GOGUI_DATA_DIR"  # set it to keep the data somewhere else (tests do)
FILE_NAME = "learn.sqlite3"
SCHEMA_VERSION = 1
SET_ASIDE = ".unusable-"  # a file that is not a progress database is renamed FILE_NAME.unusable-WHEN
WAITING = ".waiting"  # FILE_NAME.waiting: changes the program closed without writing, written at the next start
LOCK_WAIT = 0.2  # seconds the window waits for another program's lock before trying again later
CLOSING_WAIT = 3.0  # seconds to wait for a lock when the store closes with answers not yet written

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


def connect_file(path: Path, read_only: bool) -> sqlite3.Connection:
    """Open the progress file (made if missing, unless read_only) in autocommit mode (the store
    begins and ends its transactions), waiting LOCK_WAIT seconds for another program's lock."""
    uri = path.absolute().as_uri() + ("?mode=ro" if read_only else "?mode=rwc")
    return sqlite3.connect(uri, uri=True, timeout=LOCK_WAIT, isolation_level=None)


Opener = Callable[[Path, bool], sqlite3.Connection]  # connect_file, or a stand-in in tests
Statement = tuple[str, tuple]

_ANSWER_COLUMNS = "id, lesson, source, line, node, move, kind, rulesets, question, prompt, right, at"
_PLACE_COLUMNS = "lesson, question, finished, at, seq"


class _NotProgress(Exception):
    """The file is an SQLite database, but not one of a learner's progress, or a damaged one."""


class ProgressStore:
    """The learner's progress in one SQLite file.

    What the store holds is read from a copy in memory, made when the file is opened; every
    change goes to the copy at once and to the file in one transaction. Nothing here raises to
    the caller over the file:

    - a file another program holds locked (another gogui, a backup, an sqlite3 shell) is waited
      for briefly; the changes not yet written (and, when it could not be read, its answers) wait
      for `retry()` (a timer of the UI's calls it while `waiting`), and for the next start if the
      program closes first (close()); the file is never renamed;
    - a file that can be read but not written is shown, and what is new is kept in memory;
    - a file that is not a progress database (not SQLite, another program's, damaged) is renamed
      aside, never deleted, and a fresh one is started;
    - without any usable file, progress is kept in memory for this session.

    `message` says what happened, for the UI to show; `on_news` is called when it changes.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, *, opener: Opener = connect_file) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.messages: list[str] = []  # what happened to the file, a sentence or two each
        self.on_news: Callable[[], None] | None = None  # told when `message` or `waiting` changes
        self._opener = opener
        self._file: sqlite3.Connection | None = None
        self._db = _memory_copy([], [])
        self._pending: list[list[Statement]] = []  # changes made in memory, not yet in the file
        self._memory = False  # progress is kept for this session only
        self._loaded = False  # the file's answers are in memory
        self._writable = False  # a write to the file went through (then or since, it can be written)
        self._trouble: str | None = None  # why the last write failed, when not for a lock
        self._closed = False
        self._took_kept = False  # changes a closing left waiting were read: remove them once written
        self._start()

    # ----- what the UI reads ----------------------------------------------------------------------

    @property
    def message(self) -> str | None:
        """What went wrong with the file since it was opened, and what waits for it, in
        sentences; None if nothing."""
        said = list(self.messages)
        if self.waiting:
            said.append(self._waiting_note())
        return " ".join(said) if said else None

    @property
    def in_memory(self) -> bool:
        """Whether progress is only kept for this session (no file could be written)."""
        return self._memory

    @property
    def waiting(self) -> bool:
        """Whether something waits for the file (its answers to be read, changes to be
        written): call retry() now and then until it does not."""
        return not self._memory and not (self._loaded and self._writable and not self._pending)

    def retry(self) -> bool:
        """Try again what waits for the file; whether the answers shown changed (the file could
        be read at last), so that the UI shows them again."""
        if not self.waiting:
            return False
        loaded = self._loaded
        self._telling(lambda: self._flush(wait=0))  # a lock still held is tried again next time
        return not loaded and self._loaded

    def set_aside_files(self) -> list[Path]:
        """The progress files set aside here, oldest first."""
        try:
            return sorted(self.path.parent.glob(self.path.name + SET_ASIDE + "*"))
        except OSError:
            return []

    def set_aside_note(self) -> str | None:
        """Where the last progress file set aside is and how to use it again; None if none is."""
        found = self.set_aside_files()
        if not found:
            return None
        return translate("Progress", "A progress file that could not be used was kept as {aside}. To use it "
                         "again, close gogui, move {name} away and rename {aside_name} back to {name}.").format(
            aside=found[-1], name=self.path.name, aside_name=found[-1].name)

    # ----- answers and places ---------------------------------------------------------------------

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
        """Write what waits (waiting up to CLOSING_WAIT seconds for another program's lock) and
        close the file; using the store after this opens the file again. Changes still not
        written are kept beside the file (FILE_NAME.waiting) and written at the next start."""
        if self.waiting:
            self._flush(CLOSING_WAIT)
        if self._pending and not self._memory:
            self._keep_pending()
        self._close_file()
        self._closed = True

    # ----- the file -----------------------------------------------------------------------------

    def _start(self) -> None:
        self._closed = False
        if str(self.path) == ":memory:":
            self._memory = True
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            self._session_only(translate("Progress", "The progress folder {folder} cannot be made ({why}).").format(
                folder=self.path.parent, why=_why(err)))
            return
        kept = self._kept_pending()
        self._took_kept = bool(kept)
        self._pending[:0] = kept
        self._flush()

    def _load(self, wait: float) -> None:
        """Read the file into memory, with the changes not yet written to it on top. A file
        that is not a progress database is set aside (a fresh one is made when written); one
        locked by another program is left to retry(); one that cannot be read leaves progress
        to this session."""
        rows: tuple[list[tuple], list[tuple]] = ([], [])
        try:
            if self.path.is_dir():
                raise _NotProgress(translate("Progress", "it is a folder"))
            if self._file is None:
                self._file = self._opener(self.path, False)
            self._file.execute(f"PRAGMA busy_timeout = {int(wait * 1000)}")
            rows = _read_all(self._file)
        except (_NotProgress, sqlite3.Error, OSError) as err:
            if _locked(err):
                return
            if not _not_progress(err):
                self._session_only(translate("Progress", "The progress file {path} cannot be read ({why}); it is "
                                             "left as it is.").format(path=self.path, why=_why(err)))
                return
            if not self._set_aside(err):
                return
        copy = _memory_copy(*rows)
        with copy:
            for statements in self._pending:
                for sql, args in statements:
                    copy.execute(sql, args)
        folded = _folded_lessons(copy)
        if folded:  # written to the file with the changes that wait
            with copy:
                for sql, args in folded:
                    copy.execute(sql, args)
            self._pending.append(folded)
        self._db.close()
        self._db = copy
        self._loaded = True

    def _flush(self, wait: float = LOCK_WAIT) -> None:
        """Write the changes that wait to the file in one transaction (the file read first if
        it was not yet); what goes wrong is noted in `messages` or left to retry()."""
        if self._memory:
            return
        if not self._loaded:
            self._load(wait)
            if not self._loaded or self._memory:
                return
        if self._file is None:
            try:
                self._file = self._opener(self.path, False)
            except (sqlite3.Error, OSError) as err:
                self._failed(err)
                return
        file = self._file
        try:
            file.execute(f"PRAGMA busy_timeout = {int(wait * 1000)}")
            file.execute("BEGIN IMMEDIATE")
            try:
                fresh = file.execute("PRAGMA user_version").fetchone()[0] == 0
                if fresh:
                    for statement in _SCHEMA.split(";"):
                        if statement.strip():
                            file.execute(statement)
                # A write to the journal, so that a file that cannot be written says so now;
                # taken back when nothing waits (a commit would wait for other programs' reads).
                file.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                for statements in self._pending:
                    for sql, args in statements:
                        file.execute(sql, args)
                file.execute("COMMIT" if fresh or self._pending else "ROLLBACK")
            finally:
                _roll_back(file)
        except (sqlite3.Error, OSError) as err:
            self._failed(err)
            return
        self._pending.clear()
        self._writable = True
        self._trouble = None
        if self._took_kept:  # what a closing left waiting is written now
            self._took_kept = False
            try:
                self._waiting_path.unlink(missing_ok=True)
            except OSError:
                pass

    def _failed(self, err: BaseException) -> None:
        """A write to the file failed: wait for a lock or a passing trouble, keep progress in
        memory when the file cannot be written, start afresh from memory when it is not a
        progress database any more."""
        if _locked(err):
            self._trouble = None
        elif _cannot_write(err):
            self._session_only(translate("Progress", "The progress file {path} cannot be written ({why}): "
                                         "its answers are shown, and new ones are not kept in it.").format(
                path=self.path, why=_why(err)))
        elif _not_progress(err) and self._set_aside(err):
            # Everything the learner did is in memory: it all goes to the fresh file.
            self._pending = [_everything(self._db)]
            self._writable = False
            self._flush()
        else:
            self._trouble = _why(err)

    def _waiting_note(self) -> str:
        if self._trouble is not None:
            return translate("Progress", "The progress file {path} cannot be written just now ({why}): new "
                             "answers are kept and written to it as soon as it can be.").format(
                path=self.path, why=self._trouble)
        if not self._loaded:
            return translate("Progress", "Another program is using the progress file {path}: its answers "
                             "show, and new answers are written to it, as soon as it is free.").format(path=self.path)
        return translate("Progress", "Another program is using the progress file {path}: new answers are "
                         "kept and written to it as soon as it is free.").format(path=self.path)

    def _session_only(self, why: str) -> None:
        """No file can be used: what is in memory is kept for this session."""
        self.messages.append(why + " " + translate("Progress", "Progress is kept only until the program closes."))
        self._memory = True
        self._pending.clear()
        self._close_file()

    def _set_aside(self, err: BaseException) -> bool:
        """Rename the file that is not a progress database (and its journal) aside, saying where
        and how to have it back; whether it could be (if not, progress stays in memory)."""
        self._close_file()
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}{SET_ASIDE}{stamp}")
        number = 1
        while aside.exists():
            number += 1
            aside = self.path.with_name(f"{self.path.name}{SET_ASIDE}{stamp}-{number}")
        try:
            self.path.rename(aside)
        except OSError as again:
            self._session_only(translate("Progress", "The progress file {path} cannot be used ({why}) and "
                                         "cannot be renamed aside ({again}); it is left as it is.").format(
                path=self.path, why=_why(err), again=_why(again)))
            return False
        for suffix in ("-journal", "-wal", "-shm"):
            extra = self.path.with_name(self.path.name + suffix)
            if extra.exists():
                try:
                    extra.rename(aside.with_name(aside.name + suffix))
                except OSError:
                    pass
        self.messages.append(translate(
            "Progress", "The progress file could not be used ({why}): it was kept as {aside} and a fresh one "
            "was started. To use it again, close gogui, move {name} away and rename {aside_name} back to "
            "{name}.").format(why=_why(err), aside=aside, name=self.path.name, aside_name=aside.name))
        return True

    @property
    def _waiting_path(self) -> Path:
        return self.path.with_name(self.path.name + WAITING)

    def _keep_pending(self) -> None:
        """Keep the changes not yet written beside the file, for the next start."""
        spare = self._waiting_path.with_name(self._waiting_path.name + ".new")
        try:
            spare.write_text(json.dumps(self._pending), encoding="utf-8")
            spare.replace(self._waiting_path)
        except OSError:
            pass  # nowhere to keep them: the program is closing, they go with it

    def _kept_pending(self) -> list[list[Statement]]:
        """The changes a closing left waiting beside the file (none if it cannot be read; it is
        then left as it is)."""
        try:
            kept = json.loads(self._waiting_path.read_text(encoding="utf-8"))
            return [[(str(sql), tuple(args)) for sql, args in batch] for batch in kept]
        except (OSError, ValueError, TypeError):
            return []

    def _close_file(self) -> None:
        if self._file is not None:
            try:
                self._file.close()
            except sqlite3.Error:
                pass
            self._file = None

    def _telling(self, change: Callable[[], None]) -> None:
        """Make a change, then tell on_news if the message or the waiting changed."""
        before = (self.message, self.waiting)
        change()
        if (self.message, self.waiting) != before and self.on_news is not None:
            self.on_news()

    def _write(self, statements: list[Statement]) -> None:
        """Make a change in memory at once, and in the file as soon as it can be."""
        if self._closed:
            self._start()
        with self._db:
            for sql, args in statements:
                self._db.execute(sql, args)
        if not self._memory:
            self._pending.append(statements)
            self._telling(self._flush)

    def _reading(self, sql: str, args: tuple) -> list[tuple]:
        if self._closed:
            self._start()
        return self._db.execute(sql, args).fetchall()


def _read_all(file: sqlite3.Connection) -> tuple[list[tuple], list[tuple]]:
    """The answers and places of a progress file, read in one transaction; _NotProgress for a
    database of something else or a damaged one."""
    file.execute("BEGIN")
    try:
        version = file.execute("PRAGMA user_version").fetchone()[0]
        tables = {r[0] for r in file.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        ours = {"answers", "places"} <= tables if version == SCHEMA_VERSION else not tables - {"sqlite_sequence"}
        if version not in (0, SCHEMA_VERSION) or not ours:
            raise _NotProgress(translate("Progress", "it holds something else (schema version {version})").format(
                version=version))
        if file.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise _NotProgress(translate("Progress", "it is damaged"))
        if version == 0:
            return [], []
        return (file.execute(f"SELECT {_ANSWER_COLUMNS} FROM answers ORDER BY id").fetchall(),
                file.execute(f"SELECT {_PLACE_COLUMNS} FROM places").fetchall())
    finally:
        _roll_back(file)


def _roll_back(file: sqlite3.Connection) -> None:
    """End a transaction left open by an error (a commit that found the file locked), letting
    go of the file's locks."""
    if file.in_transaction:
        try:
            file.execute("ROLLBACK")
        except sqlite3.Error:
            pass


def _memory_copy(answers: list[tuple], places: list[tuple]) -> sqlite3.Connection:
    """A progress database in memory holding these answers and places."""
    db = sqlite3.connect(":memory:")
    db.executescript(_SCHEMA)
    with db:
        db.executemany(f"INSERT INTO answers ({_ANSWER_COLUMNS}) VALUES ({', '.join('?' * 12)})", answers)
        db.executemany(f"INSERT INTO places ({_PLACE_COLUMNS}) VALUES (?, ?, ?, ?, ?)", places)
    return db


def _folded_lessons(db: sqlite3.Connection) -> list[Statement]:
    """Statements that give the answers and places kept under a former lesson id to the lesson
    it was folded into (course.FORMER_IDS); none when the database holds no former id. A place
    in a former lesson starts the new lesson from its first question (its questions are others)."""
    statements: list[Statement] = []
    for former, lesson in FORMER_IDS.items():
        held = db.execute("SELECT EXISTS (SELECT 1 FROM answers WHERE lesson = ?) "
                          "OR EXISTS (SELECT 1 FROM places WHERE lesson = ?)", (former, former)).fetchone()[0]
        if held:
            statements += [("UPDATE answers SET lesson = ? WHERE lesson = ?", (lesson, former)),
                           ("UPDATE OR IGNORE places SET lesson = ?, question = 0, finished = 0 WHERE lesson = ?",
                            (lesson, former)),
                           ("DELETE FROM places WHERE lesson = ?", (former,))]
    return statements


def _everything(db: sqlite3.Connection) -> list[Statement]:
    """Statements that put every answer and place of a progress database into an empty one."""
    answers = [(f"INSERT INTO answers ({_ANSWER_COLUMNS}) VALUES ({', '.join('?' * 12)})", row)
               for row in db.execute(f"SELECT {_ANSWER_COLUMNS} FROM answers ORDER BY id")]
    places = [(f"INSERT INTO places ({_PLACE_COLUMNS}) VALUES (?, ?, ?, ?, ?)", row)
              for row in db.execute(f"SELECT {_PLACE_COLUMNS} FROM places")]
    return answers + places


def _code(err: BaseException) -> int | None:
    """SQLite's primary result code of an error, if it has one."""
    code = getattr(err, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def _locked(err: BaseException) -> bool:
    """Another connection holds a lock: wait for it, never set the file aside."""
    return _code(err) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or (
        isinstance(err, sqlite3.OperationalError) and "locked" in str(err))


def _cannot_write(err: BaseException) -> bool:
    return _code(err) in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM,
                          sqlite3.SQLITE_AUTH) or isinstance(err, PermissionError)


def _not_progress(err: BaseException) -> bool:
    """The file is not a progress database: not SQLite, another program's, or damaged."""
    return isinstance(err, _NotProgress) or _code(err) in (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT)


def _why(err: BaseException) -> str:
    text = str(err) or err.__class__.__name__
    return text.rstrip(".")
