"""Progress in SQLite: answers, the review queue, standing, where to resume, and unusable files."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from gogui import data_dir
from gogui.data_dir import default_data_dir
from gogui.learn import lesson_work, progress
from gogui.learn.course import COURSE, lesson
from gogui.learn.mastery import AGAIN, GOOD, cards_of, family
from gogui.learn.progress import ProgressStore, default_path
from gogui.learn.questions import lesson_questions


def set_aside_files(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".unusable-*"))


def two_answers_kept(path: Path):
    """A file holding two answers of the counting lesson (right, wrong); its first three questions."""
    questions = lesson_questions(lesson("area-and-territory"))[:3]
    store = ProgressStore(path)
    store.record(questions[0], True, "area-and-territory")
    store.record(questions[1], False, "area-and-territory")
    store.close()
    return questions


def other_programs_answer(db: sqlite3.Connection) -> None:
    """Another gogui keeps an answer of its own in the file."""
    db.execute("INSERT INTO answers (lesson, source, line, node, move, kind, rulesets, question, prompt, right, at) "
               "VALUES ('suicide', 'suicide', 'Main line', 3, 3, 'legal', 'japanese', 'the other program''s', "
               "'Is it legal?', 1, '2026-01-01T00:00:00+00:00')")


def questions_in_file(path: Path) -> list[str]:
    """The questions answered, as another program reads them from the file."""
    db = sqlite3.connect(path)
    try:
        return [row[0] for row in db.execute("SELECT question FROM answers ORDER BY id")]
    finally:
        db.close()


# ----- where the data lives ------------------------------------------------------------------------

def test_the_data_folder_honours_the_override_then_xdg(monkeypatch, tmp_path):
    monkeypatch.setenv("GOGUI_DATA_DIR", str(tmp_path / "here"))
    assert default_data_dir() == tmp_path / "here"
    assert default_path() == tmp_path / "here" / "learn.sqlite3"
    monkeypatch.delenv("GOGUI_DATA_DIR")
    monkeypatch.setattr(data_dir.sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_data_dir() == tmp_path / "xdg" / "gogui"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_data_dir() == tmp_path / "home" / ".local" / "share" / "gogui"


def test_a_store_without_a_path_uses_the_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("GOGUI_DATA_DIR", str(tmp_path / "data"))
    store = ProgressStore()
    assert store.path == tmp_path / "data" / "learn.sqlite3" and store.path.is_file()
    assert store.message is None and not store.in_memory
    store.close()


# ----- answers, review, standing, resume -----------------------------------------------------------

def test_answers_and_places_survive_reopening(tmp_path):
    path = tmp_path / "p.sqlite3"
    questions = lesson_questions(lesson("area-and-territory"))
    store = ProgressStore(path)
    store.record(questions[0], True, "area-and-territory")
    store.record(questions[1], False, "area-and-territory")
    store.save_place("area-and-territory", 2)
    store.close()

    again = ProgressStore(path)
    assert again.message is None
    assert again.by_lesson() == {"area-and-territory": progress.Standing(2, 1)}
    assert [item.question for item in again.review_queue()] == [questions[1].key]
    assert again.resume_point() == progress.Place("area-and-territory", 2, False)
    assert again.answers("area-and-territory") == [(questions[0].key, True), (questions[1].key, False)]
    again.close()


def test_changes_made_together_are_read_at_once_and_reach_the_file_in_one_write(tmp_path):
    path = tmp_path / "p.sqlite3"
    questions = lesson_questions(lesson("area-and-territory"))
    store = ProgressStore(path)
    store.record(questions[0], True, "area-and-territory")
    with store.together():
        store.record(questions[1], False, "area-and-territory")
        store.save_place("area-and-territory", 2)
        # The learner's own window reads them at once; the file has them when the answer is done.
        assert store.answers("area-and-territory") == [(questions[0].key, True), (questions[1].key, False)]
        assert questions_in_file(path) == [questions[0].key]
    assert questions_in_file(path) == [questions[0].key, questions[1].key]
    assert not store.waiting
    store.close()
    assert ProgressStore(path).resume_point() == progress.Place("area-and-territory", 2, False)


def test_a_question_answered_wrong_comes_back_until_answered_right(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    first, second = lesson_questions(lesson("suicide"))[:2]
    store.record(first, False, "suicide")
    store.record(second, False, "suicide")
    store.record(first, False, "suicide")
    assert [item.question for item in store.review_queue()] == [second.key, first.key]
    store.record(first, True, "suicide")
    queue = store.review_queue("suicide")
    assert [item.question for item in queue] == [second.key]
    assert queue[0].lesson == "suicide" and queue[0].node == second.node and queue[0].kind == second.kind
    assert store.review_queue("area-and-territory") == []
    store.close()


def test_a_lesson_s_latest_standing_counts_each_question_once(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    first, second, third = lesson_questions(lesson("area-and-territory"))[:3]
    store.record(first, False, "area-and-territory")
    store.record(first, True, "area-and-territory")
    store.record(second, True, "area-and-territory")
    store.record(third, False, "area-and-territory")
    store.record(second, False, "area-and-territory")
    assert store.latest_by_lesson() == {"area-and-territory": progress.Standing(3, 1)}
    assert store.by_lesson() == {"area-and-territory": progress.Standing(5, 2)}
    store.close()


def test_standing_by_ruleset_counts_each_ruleset_asked_about(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    questions = [q for each in COURSE for q in lesson_questions(each)]
    several = next(q for q in questions if len(q.rulesets) > 1)
    single = next(q for q in questions if len(q.rulesets) == 1)
    store.record(several, True, "positional-superko")
    store.record(single, False, "positional-superko")
    standing = store.by_ruleset()
    for ruleset_id in several.rulesets:
        assert standing[ruleset_id].answered >= 1
    (only,) = single.rulesets
    assert standing[only].wrong >= 1
    assert sum(s.answered for s in standing.values()) == len(several.rulesets) + 1
    store.close()


def test_the_place_to_resume_is_the_lesson_worked_on_last(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    assert store.resume_point() is None
    store.save_place("basic-ko", 3)
    store.save_place("suicide", 1)
    store.save_place("basic-ko", 4)
    assert store.resume_point() == progress.Place("basic-ko", 4, False)
    assert store.place("suicide") == progress.Place("suicide", 1, False)
    assert store.place("area-and-territory") is None
    store.close()


def test_saving_the_place_and_state_the_file_holds_already_writes_nothing(tmp_path, monkeypatch):
    """Next after an answer saves the place and the learn state the answer saved: the file is
    not written again. A place saved after another lesson's is written, since it is the latest."""
    store = ProgressStore(tmp_path / "p.sqlite3")
    store.save_place("basic-ko", 3)
    store.save_learn_state(progress.LearnState(True, "lesson", "basic-ko", 3))
    writes: list[str] = []
    monkeypatch.setattr(store, "_flush", lambda *args: writes.append("flush"))
    store.save_place("basic-ko", 3)
    store.save_learn_state(progress.LearnState(True, "lesson", "basic-ko", 3))
    assert writes == []
    store.save_place("basic-ko", 4)
    store.save_learn_state(progress.LearnState(True, "lesson", "basic-ko", 4))
    assert writes == ["flush", "flush"]
    store.save_place("suicide", 1)
    store.save_place("basic-ko", 4)  # the same place, but no longer the latest: written
    assert writes == ["flush"] * 4 and store.resume_point() == progress.Place("basic-ko", 4, False)
    store.close()


def test_reset_forgets_one_lesson_or_everything(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3")
    one = lesson_questions(lesson("area-and-territory"))[0]
    other = lesson_questions(lesson("suicide"))[0]
    store.record(one, False, "area-and-territory")
    store.record(other, False, "suicide")
    store.save_place("area-and-territory", 1)
    store.reset("area-and-territory")
    assert set(store.by_lesson()) == {"suicide"} and store.place("area-and-territory") is None
    store.reset()
    assert store.by_lesson() == {} and store.review_queue() == [] and store.resume_point() is None
    store.close()


# ----- a database that cannot be used is set aside, never deleted ---------------------------------

def test_a_corrupt_file_is_set_aside_and_a_fresh_one_works(tmp_path):
    path = tmp_path / "p.sqlite3"
    junk = b"this is not a database at all\n" * 200
    path.write_bytes(junk)
    store = ProgressStore(path)
    assert store.message is not None and "kept as" in store.message
    (aside,) = set_aside_files(path)
    assert aside.read_bytes() == junk  # kept as it was
    assert str(aside) in store.message
    store.record(lesson_questions(COURSE[0])[0], True, COURSE[0].id)
    assert store.by_lesson() == {COURSE[0].id: progress.Standing(1, 1)}
    assert not store.in_memory
    store.close()


def test_a_database_of_something_else_is_set_aside(tmp_path):
    path = tmp_path / "p.sqlite3"
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE recipes (name TEXT)")
    other.execute("INSERT INTO recipes VALUES ('soup')")
    other.commit()
    other.close()
    store = ProgressStore(path)
    assert store.message is not None
    (aside,) = set_aside_files(path)
    kept = sqlite3.connect(aside)
    assert kept.execute("SELECT name FROM recipes").fetchall() == [("soup",)]
    kept.close()
    assert store.resume_point() is None
    store.close()


def test_a_file_another_program_holds_exclusively_is_waited_for_and_nothing_is_lost(tmp_path):
    """Another program (an sqlite3 shell, a backup, another gogui) holds the whole file, with a
    write of its own under way: the file is not renamed, what the learner answers meanwhile
    shows at once, and when the lock goes both programs' answers are in the file."""
    path = tmp_path / "p.sqlite3"
    first, second, third = two_answers_kept(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    other_programs_answer(holder)
    try:
        store = ProgressStore(path)
        assert set_aside_files(path) == [] and store.waiting and not store.in_memory
        assert store.message is not None and "Another program is using the progress file" in store.message
        store.record(third, True, "area-and-territory")
        store.save_place("area-and-territory", 3)
        assert store.answers("area-and-territory") == [(third.key, True)]  # the file's answers show when it is free
        assert not store.retry() and store.waiting
    finally:
        holder.execute("COMMIT")  # the other program's write goes through
        holder.close()
    assert store.retry()  # the file is read at last
    assert not store.waiting and store.message is None
    assert store.answers("area-and-territory") == [(first.key, True), (second.key, False), (third.key, True)]
    assert store.answers("suicide") == [("the other program's", True)]
    assert store.resume_point() == progress.Place("area-and-territory", 3, False)
    store.close()
    assert questions_in_file(path) == [first.key, second.key, "the other program's", third.key]
    assert set_aside_files(path) == []


def test_answers_still_waiting_for_a_lock_when_the_program_closes_are_written_at_the_next_start(
        tmp_path, monkeypatch):
    monkeypatch.setattr(progress, "CLOSING_WAIT", 0.0)  # the lock outlasts the closing
    path = tmp_path / "p.sqlite3"
    first, second, third = two_answers_kept(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        store = ProgressStore(path)
        store.record(third, True, "area-and-territory")
        store.save_place("area-and-territory", 3)
        store.close()
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert questions_in_file(path) == [first.key, second.key]
    again = ProgressStore(path)
    assert not again.waiting and again.message is None
    assert again.answers("area-and-territory") == [(first.key, True), (second.key, False), (third.key, True)]
    assert again.resume_point() == progress.Place("area-and-territory", 3, False)
    again.close()
    assert questions_in_file(path) == [first.key, second.key, third.key]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.sqlite3"]  # nothing left waiting beside it


def test_a_write_lock_of_another_program_shows_the_answers_and_waits_to_write(tmp_path):
    path = tmp_path / "p.sqlite3"
    first, second, third = two_answers_kept(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        store = ProgressStore(path)
        assert store.answers("area-and-territory") == [(first.key, True), (second.key, False)]
        store.record(third, False, "area-and-territory")
        assert store.waiting and [item.question for item in store.review_queue()] == [second.key, third.key]
        other_programs_answer(holder)
    finally:
        holder.execute("COMMIT")
        holder.close()
    assert not store.retry() and not store.waiting  # the answers were shown already
    assert questions_in_file(path) == [first.key, second.key, "the other program's", third.key]
    store.close()


def test_a_read_of_another_program_delays_a_write_and_its_own_write_goes_through(tmp_path):
    path = tmp_path / "p.sqlite3"
    first, second, third = two_answers_kept(path)
    reader = sqlite3.connect(path, isolation_level=None)
    reader.execute("BEGIN")
    assert reader.execute("SELECT COUNT(*) FROM answers").fetchone() == (2,)  # a read transaction
    store = ProgressStore(path)
    assert not store.waiting  # reading and opening are not held up
    store.record(third, True, "area-and-territory")
    assert store.waiting and len(store.answers()) == 3
    other_programs_answer(reader)  # the reader writes in turn
    reader.execute("COMMIT")
    reader.close()
    store.retry()
    assert not store.waiting and len(store.answers()) == 3
    assert questions_in_file(path) == [first.key, second.key, "the other program's", third.key]
    store.close()
    assert set_aside_files(path) == []


# ----- a file that can be read but not written ---------------------------------------------------

def test_a_file_opened_read_only_shows_its_answers_and_keeps_new_ones_for_the_session(tmp_path):
    """However the file comes to be read-only (here the opener asks SQLite for read-only, which
    holds for root too), its answers show and new ones are kept until the program closes."""
    path = tmp_path / "p.sqlite3"
    first, second, third = two_answers_kept(path)
    store = ProgressStore(path, opener=lambda file, _read_only: progress.connect_file(file, True))
    assert store.in_memory and not store.waiting
    assert store.message is not None and "cannot be written" in store.message
    assert "Progress is kept only until the program closes." in store.message
    assert store.answers("area-and-territory") == [(first.key, True), (second.key, False)]
    store.record(third, True, "area-and-territory")
    assert len(store.answers("area-and-territory")) == 3
    store.close()
    assert questions_in_file(path) == [first.key, second.key] and set_aside_files(path) == []


@pytest.mark.parametrize("immutable", ["file", "folder"])
def test_an_immutable_file_or_folder_shows_its_answers(tmp_path, immutable):
    """`chattr +i` stops root's writes too: the file, or the folder (no journal can be made)."""
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "p.sqlite3"
    first, second, third = two_answers_kept(path)
    target = path if immutable == "file" else folder
    if shutil.which("chattr") is None or subprocess.run(["chattr", "+i", str(target)], check=False).returncode:
        pytest.skip("chattr +i is not available here")
    try:
        store = ProgressStore(path)
        assert store.answers("area-and-territory") == [(first.key, True), (second.key, False)]
        assert store.in_memory and store.message is not None and "cannot be written" in store.message
        store.record(third, True, "area-and-territory")
        assert len(store.answers("area-and-territory")) == 3
        store.close()
    finally:
        subprocess.run(["chattr", "-i", str(target)], check=True)
    assert questions_in_file(path) == [first.key, second.key] and set_aside_files(path) == []


def test_a_file_overwritten_while_in_use_is_set_aside_and_nothing_the_learner_did_is_lost(tmp_path):
    path = tmp_path / "p.sqlite3"
    first, second, third = two_answers_kept(path)
    store = ProgressStore(path)
    junk = b"another program wrote this\n" * 300
    path.write_bytes(junk)
    store.record(third, True, "area-and-territory")
    assert questions_in_file(path) == [first.key, second.key, third.key]  # the fresh file has everything
    (aside,) = set_aside_files(path)
    assert aside.read_bytes() == junk
    assert store.message is not None and f"rename {aside.name} back to p.sqlite3" in store.message
    assert not store.waiting and not store.in_memory
    store.close()


def test_an_unreadable_file_is_set_aside(tmp_path):
    # A folder where the file should be: no SQLite can open it, whoever runs the test.
    path = tmp_path / "p.sqlite3"
    path.mkdir()
    (path / "inside").write_text("kept")
    store = ProgressStore(path)
    assert store.message is not None
    (aside,) = set_aside_files(path)
    assert (aside / "inside").read_text() == "kept"
    store.record(lesson_questions(COURSE[0])[0], False, COURSE[0].id)
    assert len(store.review_queue()) == 1
    store.close()


def test_without_a_usable_folder_progress_is_kept_for_the_session(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    store = ProgressStore(blocker / "sub" / "p.sqlite3")
    assert store.in_memory and store.message is not None
    question = lesson_questions(COURSE[0])[0]
    store.record(question, False, COURSE[0].id)
    assert [item.question for item in store.review_queue()] == [question.key]
    store.close()


def test_progress_kept_under_a_folded_lesson_counts_for_the_lesson_it_was_folded_into(tmp_path):
    """Older courses had "One odd dame" and "The end of play and disputes": their answers now
    count for the counting lesson and the disputes lesson, and their places start those lessons
    over; the file itself is brought up to date."""
    path = tmp_path / "p.sqlite3"
    questions = lesson_questions(lesson("area-and-territory"))[:2]
    store = ProgressStore(path)
    store.record(questions[0], True, "odd-dame")
    store.record(questions[1], False, "odd-dame")
    store.save_place("odd-dame", 5, finished=True)
    store.save_place("end-of-play", 3)
    store.close()

    again = ProgressStore(path)
    assert again.by_lesson() == {"area-and-territory": progress.Standing(2, 1)}
    assert [item.lesson for item in again.review_queue()] == ["area-and-territory"]
    assert again.place("area-and-territory") == progress.Place("area-and-territory", 0, False)
    assert again.resume_point() == progress.Place("confirmation-play", 0, False)
    assert again.place("odd-dame") is None and again.place("end-of-play") is None
    again.close()
    with closing(sqlite3.connect(path)) as db:
        assert {row[0] for row in db.execute("SELECT lesson FROM answers UNION SELECT lesson FROM places")} == {
            "area-and-territory", "confirmation-play"}


def test_a_folded_lesson_s_place_gives_way_to_the_new_lesson_s_own(tmp_path):
    path = tmp_path / "p.sqlite3"
    store = ProgressStore(path)
    store.save_place("odd-dame", 4)
    store.save_place("area-and-territory", 2)
    store.close()
    again = ProgressStore(path)
    assert again.place("area-and-territory") == progress.Place("area-and-territory", 2, False)
    assert again.place("odd-dame") is None
    again.close()


# ----- schema 2: cards, migration, a newer file ----------------------------------------------------

# The schema of a progress file of schema version 1, as gogui wrote it before cards were kept.
V1_SCHEMA = """
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


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **span: float) -> None:
        self.now += timedelta(**span)


START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def v1_file(path: Path, answers: list[tuple]) -> None:
    """A progress file as gogui wrote it with schema version 1, holding these answers
    (question, lesson, right, at)."""
    with closing(sqlite3.connect(path)) as db:
        db.executescript(V1_SCHEMA)
        for question, lesson_id, right, at in answers:
            db.execute("INSERT INTO answers (lesson, source, line, node, move, kind, rulesets, question, prompt, "
                       "right, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       (lesson_id, question.source, question.line, question.node, question.move, question.kind,
                        ",".join(question.rulesets), question.key, question.prompt, int(right), at))
        db.execute("INSERT INTO places (lesson, question, finished, at, seq) VALUES ('suicide', 2, 0, ?, 1)",
                   (START.isoformat(),))
        db.execute("PRAGMA user_version = 1")
        db.commit()


def test_a_schema_1_file_keeps_every_answer_and_its_answers_seed_the_cards(tmp_path):
    path = tmp_path / "p.sqlite3"
    first, second = lesson_work.questions(lesson("suicide"))[:2]
    at = [(START + timedelta(days=d)).isoformat(timespec="seconds") for d in range(3)]
    v1_file(path, [(first, "suicide", False, at[0]), (first, "suicide", True, at[1]), (second, "suicide", True, at[2])])

    store = ProgressStore(path, clock=Clock(START + timedelta(days=3)))
    assert store.message is None and not store.in_memory
    assert store.answers() == [(first.key, False), (first.key, True), (second.key, True)]
    assert store.place("suicide") == progress.Place("suicide", 2, False)
    states = store.card_states()
    assert set(states) == set(cards_of(first.concept, first.rulesets)) | set(cards_of(second.concept, second.rulesets))
    for card in cards_of(first.concept, first.rulesets):
        assert states[card].last_rating == GOOD and states[card].reviews >= 2
    store.close()
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 2
        seeded = db.execute("SELECT COUNT(*) FROM reviews").fetchone()[0]

    again = ProgressStore(path, clock=Clock(START + timedelta(days=3)))
    assert again.card_states() == states  # reopened: the same cards, seeded once
    again.close()
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("SELECT COUNT(*) FROM reviews").fetchone()[0] == seeded


def test_a_file_of_a_newer_gogui_is_shown_read_only_and_not_set_aside(tmp_path):
    path = tmp_path / "p.sqlite3"
    first, second = lesson_work.questions(lesson("suicide"))[:2]
    v1_file(path, [(first, "suicide", True, START.isoformat(timespec="seconds"))])
    with closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA user_version = 3")
        db.commit()
    store = ProgressStore(path)
    assert store.answers() == [(first.key, True)]
    assert store.in_memory and store.message is not None and "newer version of gogui" in store.message
    store.record(second, True, "suicide")
    assert len(store.answers()) == 2
    store.close()
    assert questions_in_file(path) == [first.key] and set_aside_files(path) == []
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 3


def test_an_answer_rates_each_family_of_its_rulesets_once_and_a_skip_is_again(tmp_path):
    questions = [q for each in COURSE for q in lesson_work.questions(each)]
    shared = next(q for q in questions if len(cards_of(q.concept, q.rulesets)) < len(q.rulesets) > 1)
    store = ProgressStore(tmp_path / "p.sqlite3", clock=Clock(START))
    store.record(shared, True, "basic-ko")
    states = store.card_states()
    assert set(states) == {(shared.concept, family(shared.concept, r)) for r in shared.rulesets}
    assert all(state.reviews == 1 and state.last_rating == GOOD for state in states.values())

    other = next(q for q in questions if q.concept and not set(cards_of(q.concept, q.rulesets)) & set(states))
    store.record(other, True, "suicide", skipped=True)
    assert store.answers()[-1] == (other.key, False)
    for card in cards_of(other.concept, other.rulesets):
        assert store.card_states()[card].last_rating == AGAIN
    store.close()


def test_a_store_abandoned_without_closing_loses_nothing(tmp_path):
    """What a kill -9 leaves: the store is never closed; another store opens the file."""
    path = tmp_path / "p.sqlite3"
    clock = Clock(START)
    question = lesson_work.questions(lesson("suicide"))[0]
    store = ProgressStore(path, clock=clock)
    store.record(question, False, "suicide")
    state = progress.LearnState(True, "lesson", "suicide", 1)
    store.save_learn_state(state)
    store.shown(cards_of(question.concept, question.rulesets)[0], question.key, "rot90")

    other = ProgressStore(path, clock=clock)
    assert other.answers() == [(question.key, False)]
    assert other.card_states() == store.card_states()
    assert other.learn_state() == state
    card = other.card(cards_of(question.concept, question.rulesets)[0])
    assert (card.last_question, card.last_transform) == (question.key, "rot90")
    other.close()
    store.close()


def test_the_learn_state_says_where_learn_mode_stopped(tmp_path):
    path = tmp_path / "p.sqlite3"
    store = ProgressStore(path)
    assert store.learn_state() is None
    state = progress.LearnState(True, "review", "", 2, (("basic-ko", "japanese"), ("suicide", "nz")), 1)
    store.save_learn_state(state)
    store.close()
    again = ProgressStore(path)
    assert again.learn_state() == state
    again.close()


# ----- export and import --------------------------------------------------------------------------

def learner(path: Path, lesson_id: str, rights: list[bool], start: datetime) -> ProgressStore:
    """A store holding answers to a lesson's first questions, a day apart."""
    clock = Clock(start)
    store = ProgressStore(path, clock=clock)
    for question, right in zip(lesson_work.questions(lesson(lesson_id)), rights, strict=False):
        store.record(question, right, lesson_id)
        clock.advance(days=1)
    store.save_place(lesson_id, len(rights))
    return store


def test_export_then_import_into_an_empty_store_gives_the_same_progress(tmp_path):
    mine = learner(tmp_path / "a.sqlite3", "suicide", [True, False, True], START)
    question = lesson_work.questions(lesson("suicide"))[0]
    mine.shown(cards_of(question.concept, question.rulesets)[0], question.key, "mirror")
    mine.export_file(tmp_path / "progress.json")
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".part"] == []

    empty = ProgressStore(tmp_path / "b.sqlite3", clock=Clock(START + timedelta(days=5)))
    report = empty.import_file(tmp_path / "progress.json")
    assert report.answers == 3 and report.places == 1 and report.shown == 1
    assert empty.answers() == mine.answers() and empty.resume_point() == mine.resume_point()
    assert empty.card_states(START + timedelta(days=5)) == mine.card_states(START + timedelta(days=5))
    assert empty.card(cards_of(question.concept, question.rulesets)[0]).last_transform == "mirror"
    mine.close()
    empty.close()


def test_import_keeps_both_sides_and_importing_twice_adds_nothing(tmp_path):
    """Two learners' answers, half a day apart, merge in time order; their cards too."""
    mine = learner(tmp_path / "a.sqlite3", "suicide", [True, False], START)
    theirs = learner(tmp_path / "b.sqlite3", "basic-ko", [False, True], START + timedelta(hours=12))
    own, other = mine.answers(), theirs.answers()
    later = START + timedelta(days=9)
    expected_cards = {**theirs.card_states(later), **mine.card_states(later)}
    report = mine.import_data(theirs.export_data())
    assert report.answers == 2
    assert mine.answers() == [own[0], other[0], own[1], other[1]]
    assert set(mine.card_states(later)) == set(expected_cards)

    again = mine.import_data(theirs.export_data())
    assert again == progress.ImportReport(0, 0, 0, 0)
    assert mine.answers() == [own[0], other[0], own[1], other[1]]
    mine.close()
    theirs.close()


@pytest.mark.parametrize("damage", ["not json", "other format", "bad rating", "no time", "not a list"])
def test_a_damaged_export_file_changes_nothing_and_says_why(tmp_path, damage):
    mine = learner(tmp_path / "a.sqlite3", "suicide", [True, False], START)
    data = mine.export_data()
    if damage == "other format":
        data["format"] = "something else"
    elif damage == "bad rating":
        data["reviews"][0]["rating"] = 7
    elif damage == "no time":
        del data["answers"][1]["at"]
    elif damage == "not a list":
        data["places"] = "suicide"
    text = "{not json" if damage == "not json" else json.dumps(data)
    (tmp_path / "damaged.json").write_text(text, encoding="utf-8")
    before = mine.export_data()
    with pytest.raises(progress.ProgressFileError, match="is not a gogui progress file"):
        mine.import_file(tmp_path / "damaged.json")
    assert mine.export_data() == before
    mine.close()


def test_an_export_that_cannot_be_written_says_why_and_leaves_no_file(tmp_path):
    mine = learner(tmp_path / "a.sqlite3", "suicide", [True], START)
    target = tmp_path / "missing folder" / "progress.json"
    with pytest.raises(progress.ProgressFileError, match="could not be saved"):
        mine.export_file(target)
    assert not target.parent.exists()
    mine.close()


def test_an_import_keeps_the_answers_another_program_wrote_to_the_file_meanwhile(tmp_path):
    path = tmp_path / "a.sqlite3"
    mine = learner(path, "suicide", [True, False], START)
    theirs = learner(tmp_path / "b.sqlite3", "basic-ko", [False], START - timedelta(days=1))
    with closing(sqlite3.connect(path)) as db:
        other_programs_answer(db)
        db.commit()
    mine.import_data(theirs.export_data())
    mine.close()
    theirs.close()
    kept = questions_in_file(path)
    assert "the other program's" in kept and len(kept) == 4


def test_progress_is_never_exported_over_a_file_of_the_diagram_library(tmp_path, monkeypatch):
    from gogui import diagrams

    library = tmp_path / "library"
    library.mkdir()
    diagram = library / "triple-ko.sgf"
    content = (diagrams.LIBRARY_DIR / "triple-ko.sgf").read_bytes()
    diagram.write_bytes(content)
    monkeypatch.setattr(diagrams, "library_folders", lambda: [library])
    store = ProgressStore(tmp_path / "progress.sqlite3")
    with pytest.raises(progress.ProgressFileError, match="diagram library"):
        store.export_file(diagram)
    assert diagram.read_bytes() == content
