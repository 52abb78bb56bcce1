"""The learner's answers, spaced-review cards and place in the course, kept in a local SQLite database."""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..data_dir import default_data_dir
from ..i18n import translate
from ..save_checks import library_refusal
from .course import FORMER_IDS
from .mastery import AGAIN, GOOD, CardId, CardState, card_state, cards_of
from .questions import Question
from .review import DueCard, due_until

FILE_NAME = "learn.sqlite3"
SCHEMA_VERSION = 2  # 1: answers and places; 2: the cards' review log, positions shown, the learn state
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

# Schema 2. A card (concept, family) has no row of its own: its state is its ratings replayed
# in time order (mastery.replay), so that merging two learners' logs gives the exact states.
_SCHEMA_2 = """
CREATE TABLE IF NOT EXISTS reviews (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    concept TEXT NOT NULL,
    family TEXT NOT NULL,
    rating INTEGER NOT NULL,
    at TEXT NOT NULL,
    question TEXT NOT NULL,
    transform TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS reviews_by_card ON reviews (concept, family, at, id);
CREATE TABLE IF NOT EXISTS shown (
    concept TEXT NOT NULL,
    family TEXT NOT NULL,
    question TEXT NOT NULL,
    transform TEXT NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (concept, family)
);
CREATE TABLE IF NOT EXISTS learn_state (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    state TEXT NOT NULL,
    at TEXT NOT NULL
);
"""
_SCHEMA += _SCHEMA_2
_TABLES = {1: {"answers", "places"}, 2: {"answers", "places", "reviews", "shown", "learn_state"}}


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


Page = str  # a page of Learn mode: "course", "lesson", "review" or "progress"
PAGES: tuple[Page, ...] = ("course", "lesson", "review", "progress")


@dataclass(frozen=True)
class LearnState:
    """Where Learn mode stopped: whether it was open, on which page, in which lesson at which
    question, and for a review the cards it goes through (concept, family; in order) and the
    index of the one it was at."""

    open: bool
    page: Page
    lesson: str = ""
    question: int = 0
    cards: tuple[CardId, ...] = ()
    card_index: int = 0


@dataclass(frozen=True)
class ImportReport:
    """What an import added: answers, ratings of cards, places and positions shown that were new
    or later than the store's own."""

    answers: int
    reviews: int
    places: int
    shown: int


class ProgressFileError(ValueError):
    """An export or import could not be done; the message says why, in the chosen language."""


Clock = Callable[[], datetime]  # the time now, aware, in UTC


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _stamp(when: datetime) -> str:
    """A time as the file keeps it: ISO 8601 in UTC to the second (its text sorts in time order)."""
    return when.astimezone(UTC).isoformat(timespec="seconds")


def _time(text: str) -> datetime:
    return datetime.fromisoformat(text).astimezone(UTC)


def connect_file(path: Path, read_only: bool) -> sqlite3.Connection:
    """Open the progress file (made if missing, unless read_only) in autocommit mode (the store
    begins and ends its transactions), waiting LOCK_WAIT seconds for another program's lock."""
    uri = path.absolute().as_uri() + ("?mode=ro" if read_only else "?mode=rwc")
    return sqlite3.connect(uri, uri=True, timeout=LOCK_WAIT, isolation_level=None)


Opener = Callable[[Path, bool], sqlite3.Connection]  # connect_file, or a stand-in in tests
Statement = tuple[str, tuple]

_ANSWER_COLUMNS = "id, lesson, source, line, node, move, kind, rulesets, question, prompt, right, at"
_PLACE_COLUMNS = "lesson, question, finished, at, seq"
_REVIEW_COLUMNS = "id, concept, family, rating, at, question, transform"
_SHOWN_COLUMNS = "concept, family, question, transform, at"
_INSERT_REVIEW = f"INSERT INTO reviews ({_REVIEW_COLUMNS[4:]}) VALUES (?, ?, ?, ?, ?, ?)"


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

    A file written by a newer gogui (a higher schema version) is shown and not written.

    `message` says what happened, for the UI to show; `on_news` is called when it changes.
    `clock` gives the time now (aware, UTC) for everything the store dates.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, *, opener: Opener = connect_file,
                 clock: Clock = _utc_now) -> None:
        self.path = Path(path) if path is not None else default_path()
        self._clock = clock
        self.messages: list[str] = []  # what happened to the file, a sentence or two each
        self.on_news: Callable[[], None] | None = None  # told when `message` or `waiting` changes
        self._opener = opener
        self._file: sqlite3.Connection | None = None
        self._db = _memory_copy(_Rows())
        self._pending: list[list[Statement]] = []  # changes made in memory, not yet in the file
        self._memory = False  # progress is kept for this session only
        self._loaded = False  # the file's answers are in memory
        self._writable = False  # a write to the file went through (then or since, it can be written)
        self._trouble: str | None = None  # why the last write failed, when not for a lock
        self._closed = False
        self._took_kept = False  # changes a closing left waiting were read: remove them once written
        self._together = 0  # inside together(): changes wait for its end to be written
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

    def now(self) -> datetime:
        """The time now, by the store's clock."""
        return self._clock()

    # ----- answers and places ---------------------------------------------------------------------

    def record(self, question: Question, right: bool, lesson: str = "", when: datetime | None = None,
               skipped: bool = False, transform: str = "") -> None:
        """Keep one answer: the lesson ("" outside the course), the question and whether it was
        right (a skipped question was not), and rate the question's cards (mastery.cards_of: one
        per family of its presets) in the same transaction: right is Good, wrong or skipped is
        Again. `transform` is the one the question was shown under (review.TRANSFORMS)."""
        right = right and not skipped
        at = _stamp(when or self.now())
        row = (lesson, question.source, question.line, question.node, question.move, question.kind,
               ",".join(question.rulesets), question.key, question.prompt, int(right), at)
        sql = ("INSERT INTO answers (lesson, source, line, node, move, kind, rulesets, question, "
               "prompt, right, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        rating = GOOD if right else AGAIN
        self._write([(sql, row)] + [(_INSERT_REVIEW, (concept, family, rating, at, question.key, transform))
                                    for concept, family in cards_of(question.concept, question.rulesets)])

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
        """Note where a lesson was left (the index of the next question to ask). Nothing is
        written when it is already the place saved last (Next after an answer, which saved
        the place after it): the disk is not touched for what it holds."""
        if self.resume_point() == Place(lesson, question, finished):
            return
        # seq orders the places by when they were saved, however close together.
        sql = ("INSERT INTO places (lesson, question, finished, at, seq) VALUES (?, ?, ?, ?, "
               "(SELECT COALESCE(MAX(seq), 0) + 1 FROM places)) "
               "ON CONFLICT (lesson) DO UPDATE SET question = excluded.question, "
               "finished = excluded.finished, at = excluded.at, seq = excluded.seq")
        self._write([(sql, (lesson, question, int(finished), _stamp(self.now())))])

    def place(self, lesson: str) -> Place | None:
        """Where a lesson was left, or None if it was never started."""
        rows = self._reading("SELECT lesson, question, finished FROM places WHERE lesson = ?", (lesson,))
        return Place(rows[0][0], rows[0][1], bool(rows[0][2])) if rows else None

    def resume_point(self) -> Place | None:
        """The lesson worked on last and where it was left; None before the first lesson."""
        rows = self._reading("SELECT lesson, question, finished FROM places ORDER BY seq DESC LIMIT 1", ())
        return Place(rows[0][0], rows[0][1], bool(rows[0][2])) if rows else None

    def reset(self, lesson: str | None = None) -> None:
        """Forget the answers and places of one lesson (and the ratings its answers gave), or
        everything: answers, places, cards, positions shown and the learn state."""
        if lesson is None:
            self._write([(f"DELETE FROM {table}", ()) for table in ("answers", "places", "reviews", "shown",
                                                                    "learn_state")])
        else:
            self._write([("DELETE FROM reviews WHERE question IN (SELECT question FROM answers WHERE lesson = ?)",
                          (lesson,)),
                         ("DELETE FROM answers WHERE lesson = ?", (lesson,)),
                         ("DELETE FROM places WHERE lesson = ?", (lesson,))])

    # ----- cards ----------------------------------------------------------------------------------

    def card_states(self, now: datetime | None = None) -> dict[CardId, CardState]:
        """Every card answered at least once, by (concept, family): its state at `now` (the
        store's clock by default), from its ratings replayed in time order."""
        now = now or self.now()
        logs: dict[CardId, list[tuple[int, datetime]]] = {}
        for concept, family, rating, at in self._reading(
                "SELECT concept, family, rating, at FROM reviews ORDER BY at, id", ()):
            logs.setdefault((concept, family), []).append((rating, _time(at)))
        return {card: card_state(card, log, now) for card, log in logs.items()}

    def due_cards(self, now: datetime | None = None, concept: str | None = None,
                  family: str | None = None) -> list[DueCard]:
        """The cards due by the end of the learner's local day (the computer's time zone) that
        `now` (the store's clock by default) falls in, or within one learning step of `now`
        (review.due_until), soonest first; of one concept or family if given. Their number is what
        the Learn page shows as due today."""
        now = now or self.now()
        last = self.due_until(now)
        return [card for card in self.cards(now, concept, family) if card.due is not None and card.due <= last]

    def cards(self, now: datetime | None = None, concept: str | None = None,
              family: str | None = None) -> list[DueCard]:
        """Every card answered at least once (of one concept or family if given), soonest due first."""
        shown = {(r[0], r[1]): (r[2], r[3]) for r in self._reading(
            "SELECT concept, family, question, transform FROM shown", ())}
        last_asked = {(r[0], r[1]): (r[2], r[3]) for r in self._reading(
            "SELECT r.concept, r.family, r.question, r.transform FROM reviews r JOIN (SELECT concept, family, "
            "MAX(at) AS at FROM reviews GROUP BY concept, family) l ON r.concept = l.concept AND r.family = l.family "
            "AND r.at = l.at ORDER BY r.id", ())}
        out = []
        for card, state in self.card_states(now).items():
            if (concept is not None and card[0] != concept) or (family is not None and card[1] != family):
                continue
            question, transform = shown.get(card) or last_asked.get(card, ("", ""))
            out.append(DueCard(card[0], card[1], state.due, state.last_rating, state.last_at, question, transform))
        return sorted(out, key=lambda each: (each.due or each.last_at or self.now(), each.card))

    def card(self, card: CardId) -> DueCard:
        """A card as due_cards() gives it, answered or not (then its due date and last rating are None)."""
        found = self.cards(None, *card)
        if found:
            return found[0]
        rows = self._reading("SELECT question, transform FROM shown WHERE concept = ? AND family = ?", card)
        question, transform = rows[0] if rows else ("", "")
        return DueCard(card[0], card[1], None, None, None, question, transform)

    @staticmethod
    def due_until(now: datetime) -> datetime:
        """What due_cards() counts to at `now` (review.due_until)."""
        return due_until(now)

    def shown(self, card: CardId | DueCard, question_key: str, transform: str) -> None:
        """Note the question (the source question's key) and transform shown for a card, so that
        its next review shows another."""
        concept, family = card.card if isinstance(card, DueCard) else card
        self._write([("INSERT INTO shown (concept, family, question, transform, at) VALUES (?, ?, ?, ?, ?) "
                      "ON CONFLICT (concept, family) DO UPDATE SET question = excluded.question, "
                      "transform = excluded.transform, at = excluded.at",
                      (concept, family, question_key, transform, _stamp(self.now())))])

    # ----- where Learn mode stopped ---------------------------------------------------------------

    def save_learn_state(self, state: LearnState) -> None:
        """Keep where Learn mode is (written at once, like every change; nothing is written when
        the store holds that state already)."""
        text = json.dumps({"open": state.open, "page": state.page, "lesson": state.lesson,
                           "question": state.question, "cards": [list(card) for card in state.cards],
                           "card_index": state.card_index})
        if self._reading("SELECT state FROM learn_state WHERE id = 1", ()) == [(text,)]:
            return
        self._write([("INSERT INTO learn_state (id, state, at) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE "
                      "SET state = excluded.state, at = excluded.at", (text, _stamp(self.now())))])

    def learn_state(self) -> LearnState | None:
        """Where Learn mode stopped; None if it was never saved (or cannot be read)."""
        rows = self._reading("SELECT state FROM learn_state WHERE id = 1", ())
        if not rows:
            return None
        try:
            data = json.loads(rows[0][0])
            page = data["page"]
            if page not in PAGES:
                return None
            return LearnState(bool(data["open"]), page, str(data.get("lesson", "")), int(data.get("question", 0)),
                              tuple((str(c), str(f)) for c, f in data.get("cards", [])), int(data.get("card_index", 0)))
        except (ValueError, TypeError, KeyError):
            return None

    # ----- export and import ----------------------------------------------------------------------

    def export_data(self) -> dict[str, Any]:
        """Everything to carry to another computer, JSON-able: the answers, places, the cards'
        ratings and the positions shown (not where Learn mode stopped: that is this computer's)."""
        data: dict[str, Any] = {"format": EXPORT_FORMAT, "version": SCHEMA_VERSION}
        for table, columns in _EXPORTED.items():
            data[table] = [dict(zip(columns, row, strict=True))
                           for row in self._reading(f"SELECT {', '.join(columns)} FROM {table} ORDER BY rowid", ())]
        return data

    def import_data(self, data: object) -> ImportReport:
        """Merge exported progress into the store: an answer (question, lesson, right, time) or a
        rating both sides have is kept once, and the cards follow from the merged ratings; of two
        places in a lesson or positions shown for a card, the later wins. Importing the same data
        again adds nothing. ProgressFileError (a ValueError) saying what is wrong, with nothing
        changed, for data that is not exported progress."""
        rows = _checked(data)
        answers = self._reading(f"SELECT {_ANSWER_COLUMNS[4:]} FROM answers ORDER BY id", ())
        have = {_answer_key(row) for row in answers}
        new_answers = [row for row in dict.fromkeys(rows["answers"]) if _answer_key(row) not in have]
        have_reviews = set(self._reading(f"SELECT {_REVIEW_COLUMNS[4:]} FROM reviews", ()))
        new_reviews = [row for row in dict.fromkeys(rows["reviews"]) if row not in have_reviews]
        places = {r[0]: r[3] for r in self._reading(f"SELECT {_PLACE_COLUMNS} FROM places", ())}
        new_places = sorted((row for row in rows["places"] if row[3] > places.get(row[0], "")), key=lambda r: r[3])
        shown = {(r[0], r[1]): r[4] for r in self._reading(f"SELECT {_SHOWN_COLUMNS} FROM shown", ())}
        new_shown = [row for row in rows["shown"] if row[4] > shown.get((row[0], row[1]), "")]
        statements: list[Statement] = []
        if new_answers:
            # Answers stay in time order, so that "the last answer" is the latest: the store's
            # answers from the first new one on are taken out (each by what it holds, so that
            # another program's answers in the file stay) and put back among the new ones.
            first = min(row[10] for row in new_answers)
            moved = [row for row in answers if row[10] >= first]
            statements += [("DELETE FROM answers WHERE id = (SELECT MIN(id) FROM answers WHERE lesson = ? AND "
                            "question = ? AND right = ? AND at = ?)", (row[0], row[7], row[9], row[10]))
                           for row in moved]
            statements += [(f"INSERT INTO answers ({_ANSWER_COLUMNS[4:]}) VALUES ({', '.join('?' * 11)})", row)
                           for row in sorted([*moved, *new_answers], key=lambda row: row[10])]
        statements += [(_INSERT_REVIEW, row) for row in new_reviews]
        statements += [("INSERT INTO places (lesson, question, finished, at, seq) VALUES (?, ?, ?, ?, "
                        "(SELECT COALESCE(MAX(seq), 0) + 1 FROM places)) ON CONFLICT (lesson) DO UPDATE SET "
                        "question = excluded.question, finished = excluded.finished, at = excluded.at, "
                        "seq = excluded.seq", row) for row in new_places]
        statements += [("INSERT INTO shown (concept, family, question, transform, at) VALUES (?, ?, ?, ?, ?) "
                        "ON CONFLICT (concept, family) DO UPDATE SET question = excluded.question, "
                        "transform = excluded.transform, at = excluded.at", row) for row in new_shown]
        if statements:
            self._write(statements)
        return ImportReport(len(new_answers), len(new_reviews), len(new_places), len(new_shown))

    def export_file(self, path: str | os.PathLike[str]) -> None:
        """Write export_data() to a JSON file, whole or not at all (a file there already is
        replaced only once the new one is written); ProgressFileError saying why it could not be."""
        target = Path(path)
        refusal = library_refusal(target)
        if refusal is not None:
            raise ProgressFileError(refusal)
        spare = target.with_name(f"{target.name}.{os.getpid()}.part")
        try:
            spare.write_text(json.dumps(self.export_data(), ensure_ascii=False, indent=1), encoding="utf-8")
            spare.replace(target)
        except OSError as err:
            try:
                spare.unlink(missing_ok=True)
            except OSError:
                pass
            raise ProgressFileError(translate("Progress", "The progress could not be saved to {path} ({why}).").format(
                path=target, why=_why(err))) from err

    def import_file(self, path: str | os.PathLike[str]) -> ImportReport:
        """Merge a file export_file() wrote (see import_data); ProgressFileError saying why, with
        nothing changed, for a file that cannot be read or is not exported progress."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            raise ProgressFileError(translate("Progress", "The file {path} could not be read ({why}).").format(
                path=path, why=_why(err))) from err
        try:
            data = json.loads(text)
        except ValueError as err:
            raise ProgressFileError(translate("Progress", "The file {path} is not a gogui progress file ({why}).").format(
                path=path, why=_why(err))) from err
        try:
            return self.import_data(data)
        except ProgressFileError as err:
            raise ProgressFileError(translate("Progress", "The file {path} is not a gogui progress file ({why}).").format(
                path=path, why=str(err))) from err

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
        rows = _Rows()
        newer: _Newer | None = None
        try:
            if self.path.is_dir():
                raise _NotProgress(translate("Progress", "it is a folder"))
            if self._file is None:
                self._file = self._opener(self.path, False)
            self._file.execute(f"PRAGMA busy_timeout = {int(wait * 1000)}")
            rows = _read_all(self._file)
        except _Newer as err:
            newer, rows = err, err.rows
        except (_NotProgress, sqlite3.Error, OSError) as err:
            if _locked(err):
                return
            if not _not_progress(err):
                self._session_only(translate("Progress", "The progress file {path} cannot be read ({why}); it is "
                                             "left as it is.").format(path=self.path, why=_why(err)))
                return
            if not self._set_aside(err):
                return
        copy = _memory_copy(rows)
        with copy:
            for statements in self._pending:
                for sql, args in statements:
                    copy.execute(sql, args)
        # Written to the file with the changes that wait: the answers of a schema 1 file rate
        # their cards, and those of a former lesson go to the lesson it was folded into.
        for more in (_seeded_cards(rows.answers) if rows.version == 1 else [], _folded_lessons(copy)):
            if more:
                with copy:
                    for sql, args in more:
                        copy.execute(sql, args)
                self._pending.append(more)
        self._db.close()
        self._db = copy
        self._loaded = True
        if newer is not None:
            self._newer(newer)

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
                version = file.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise _Newer(version, _Rows())
                fresh = version != SCHEMA_VERSION  # a new file, or one of schema 1 that gains the new tables
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
        except _Newer as err:
            self._newer(err)
            return
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

    def _newer(self, newer: _Newer) -> None:
        """The file was written by a newer gogui: shown as it is, never written nor set aside."""
        self._session_only(translate(
            "Progress", "The progress file {path} was written by a newer version of gogui (its schema version is "
            "{version}): its answers are shown, and new ones are not kept in it.").format(
            path=self.path, version=newer.version))

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
        stamp = self.now().astimezone(UTC).strftime("%Y%m%d-%H%M%S")
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

    @contextmanager
    def together(self) -> Iterator[None]:
        """The changes made inside go to the file in one transaction when it ends (an answer,
        the place after it and where Learn mode is: one write to the disk, not three). Each is
        in memory, and read back, at once."""
        self._together += 1
        try:
            yield
        finally:
            self._together -= 1
            if not self._together and self._pending and not self._memory:
                self._telling(self._flush)

    def _write(self, statements: list[Statement]) -> None:
        """Make a change in memory at once, and in the file as soon as it can be."""
        if self._closed:
            self._start()
        with self._db:
            for sql, args in statements:
                self._db.execute(sql, args)
        if not self._memory:
            self._pending.append(statements)
            if not self._together:
                self._telling(self._flush)

    def _reading(self, sql: str, args: tuple) -> list[tuple]:
        if self._closed:
            self._start()
        return self._db.execute(sql, args).fetchall()


@dataclass
class _Rows:
    """What a progress file holds, table by table, and its schema version."""

    answers: list[tuple] = field(default_factory=list)
    places: list[tuple] = field(default_factory=list)
    reviews: list[tuple] = field(default_factory=list)
    shown: list[tuple] = field(default_factory=list)
    state: list[tuple] = field(default_factory=list)
    version: int = 0


class _Newer(Exception):
    """The file was written by a newer gogui (its schema version is higher than SCHEMA_VERSION)."""

    def __init__(self, version: int, rows: _Rows) -> None:
        super().__init__(version)
        self.version = version
        self.rows = rows


def _read_all(file: sqlite3.Connection) -> _Rows:
    """Everything a progress file holds, read in one transaction; _NotProgress for a database
    of something else or a damaged one, _Newer (with what could be read of it) for one of a
    newer gogui."""
    file.execute("BEGIN")
    try:
        version = file.execute("PRAGMA user_version").fetchone()[0]
        tables = {r[0] for r in file.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if version > SCHEMA_VERSION and _TABLES[1] <= tables:
            try:  # its tables may have changed: show what can be read as this version reads it
                raise _Newer(version, _rows_of(file, version, tables))
            except sqlite3.Error:
                raise _Newer(version, _Rows()) from None
        ours = _TABLES[version] <= tables if version in _TABLES else version == 0 and not tables - {"sqlite_sequence"}
        if not ours:
            raise _NotProgress(translate("Progress", "it holds something else (schema version {version})").format(
                version=version))
        if file.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise _NotProgress(translate("Progress", "it is damaged"))
        return _rows_of(file, version, tables)
    finally:
        _roll_back(file)


def _rows_of(file: sqlite3.Connection, version: int, tables: set[str]) -> _Rows:
    if version == 0:
        return _Rows()
    rows = _Rows(file.execute(f"SELECT {_ANSWER_COLUMNS} FROM answers ORDER BY id").fetchall(),
                 file.execute(f"SELECT {_PLACE_COLUMNS} FROM places").fetchall(), version=version)
    if _TABLES[2] <= tables:
        rows.reviews = file.execute(f"SELECT {_REVIEW_COLUMNS} FROM reviews ORDER BY id").fetchall()
        rows.shown = file.execute(f"SELECT {_SHOWN_COLUMNS} FROM shown").fetchall()
        rows.state = file.execute("SELECT id, state, at FROM learn_state").fetchall()
    return rows


def _seeded_cards(answers: list[tuple]) -> list[Statement]:
    """Statements that rate the cards of a schema 1 file's answers, oldest first (right is Good,
    wrong Again), so that a learner's history counts; a rating the file has already (another
    gogui did this first) is not given twice. The concept of an answer is its question's, found
    among the course's questions (a find-point question's key names it)."""
    if not answers:
        return []
    concepts = _course_concepts()
    statements: list[Statement] = []
    for row in sorted(answers, key=lambda r: (r[11], r[0])):
        key, rulesets, right, at = row[8], row[7].split(","), row[10], row[11]
        concept = concepts.get(key) or (key.rsplit("|", 1)[-1] if row[6] == "find-point" else "")
        for card in cards_of(concept, rulesets):
            values = (*card, GOOD if right else AGAIN, at, key, "")
            statements.append((f"INSERT INTO reviews ({_REVIEW_COLUMNS[4:]}) SELECT ?, ?, ?, ?, ?, ? WHERE NOT EXISTS "
                               "(SELECT 1 FROM reviews WHERE concept = ? AND family = ? AND rating = ? AND at = ? "
                               "AND question = ? AND transform = ?)", values + values))
    return statements


def _course_concepts() -> dict[str, str]:
    """The concept of each question of the course, by its key."""
    from .course import COURSE
    from .lesson_work import questions

    return {question.key: question.concept for each in COURSE for question in questions(each)}


EXPORT_FORMAT = "gogui-learn-progress"
# What export_data() holds: each table's columns, as the JSON names them, and their types.
_EXPORTED: dict[str, tuple[str, ...]] = {
    "answers": ("lesson", "source", "line", "node", "move", "kind", "rulesets", "question", "prompt", "right", "at"),
    "places": ("lesson", "question", "finished", "at"),
    "reviews": ("concept", "family", "rating", "at", "question", "transform"),
    "shown": ("concept", "family", "question", "transform", "at"),
}
_NUMBERS = {("answers", "node"), ("answers", "move"), ("answers", "right"), ("places", "question"),
            ("places", "finished"), ("reviews", "rating")}  # the columns that hold whole numbers


def _checked(data: object) -> dict[str, list[tuple]]:
    """The rows of exported progress, table by table; ProgressFileError naming what is wrong."""
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise ProgressFileError(translate("Progress", "it is not progress exported by gogui"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= SCHEMA_VERSION:
        raise ProgressFileError(translate("Progress", "its version {version} is not one this gogui reads").format(
            version=version))
    out: dict[str, list[tuple]] = {}
    for table, columns in _EXPORTED.items():
        entries = data.get(table, [])
        if not isinstance(entries, list):
            raise ProgressFileError(translate("Progress", "its {part} are not a list").format(part=table))
        rows = []
        for number, entry in enumerate(entries, 1):
            if not isinstance(entry, dict):
                raise ProgressFileError(translate("Progress", "entry {number} of its {part} is malformed").format(
                    number=number, part=table))
            row = []
            for column in columns:
                value = entry.get(column)
                numeric = (table, column) in _NUMBERS
                if numeric and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
                    value = None
                if not numeric and not isinstance(value, str):
                    value = None
                if column == "at" and value is not None:
                    try:
                        value = _stamp(datetime.fromisoformat(value))
                    except (ValueError, TypeError):
                        value = None
                if column == "rating" and value not in (1, 2, 3, 4):
                    value = None
                if value is None:
                    raise ProgressFileError(translate("Progress", "entry {number} of its {part} has no valid {field}").format(
                        number=number, part=table, field=column))
                row.append(value)
            rows.append(tuple(row))
        out[table] = rows
    return out


def _answer_key(row: tuple) -> tuple:
    """What makes two answers (rows without their id) the same: the question, lesson, right, time."""
    return row[7], row[0], row[9], row[10]


def _roll_back(file: sqlite3.Connection) -> None:
    """End a transaction left open by an error (a commit that found the file locked), letting
    go of the file's locks."""
    if file.in_transaction:
        try:
            file.execute("ROLLBACK")
        except sqlite3.Error:
            pass


def _memory_copy(rows: _Rows) -> sqlite3.Connection:
    """A progress database in memory holding these rows."""
    db = sqlite3.connect(":memory:")
    db.executescript(_SCHEMA)
    with db:
        for sql, args in _everything_of(rows):
            db.execute(sql, args)
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
    """Statements that put everything a progress database holds into an empty one."""
    return _everything_of(_rows_of(db, SCHEMA_VERSION, _TABLES[SCHEMA_VERSION]))


def _everything_of(rows: _Rows) -> list[Statement]:
    """Statements that put these rows into an empty progress database."""
    return ([(f"INSERT INTO answers ({_ANSWER_COLUMNS}) VALUES ({', '.join('?' * 12)})", row) for row in rows.answers]
            + [(f"INSERT INTO places ({_PLACE_COLUMNS}) VALUES (?, ?, ?, ?, ?)", row) for row in rows.places]
            + [(f"INSERT INTO reviews ({_REVIEW_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)", row) for row in rows.reviews]
            + [(f"INSERT INTO shown ({_SHOWN_COLUMNS}) VALUES (?, ?, ?, ?, ?)", row) for row in rows.shown]
            + [("INSERT INTO learn_state (id, state, at) VALUES (?, ?, ?)", row) for row in rows.state])


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
