"""Autosaves kept against a crash, without Qt: whose they are, which were left behind, and tidying up."""

from __future__ import annotations

import dataclasses
import itertools
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote, unquote

from .i18n import plural, translate
from .processes import process_alive, process_started_after
from .sgf import Record, SgfError, read_file, write_file

if TYPE_CHECKING:
    from .session import GameSession

try:
    import fcntl
except ImportError:  # Windows: no advisory locks here; process ids decide, as in earlier versions
    fcntl = None  # type: ignore[assignment]

LOCKS_WORK = fcntl is not None

# KIND-DATE-TIME-PID-N.sgf: the N-th autosave (a game, or the teaching window's work) of the app
# with process id PID that started at DATE-TIME. That app holds an exclusive lock on
# app-DATE-TIME-PID.lock while it runs and has autosaves; a lock anyone can take means the app is
# gone, whatever process has its id now. Earlier versions wrote game-DATE-TIME-PID-N.sgf (DATE-TIME
# the game's start) and held no lock: their files are told by the process id and its start time.
_FILE = re.compile(r"^(?P<kind>game|explore)-(?P<group>\d{8}-\d{6}-(?P<pid>\d+))-\d+\.sgf$")
_LOCK = re.compile(r"^app-(?P<group>\d{8}-\d{6}-\d+)\.lock$")
LEGACY = "autosave.sgf"  # the single file of the earliest versions, beside the folder


def _lock_name(group: str) -> str:
    return f"app-{group}.lock"


class AppGroup:
    """This running app's autosaves in one folder: their names, and the lock that tells other
    apps this one still runs. The lock is held from the first autosave until the last one goes."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.name = f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
        self._numbers = itertools.count(1)
        self._lock: int | None = None  # the open lock file while held

    @property
    def lock_path(self) -> Path:
        return self.folder / _lock_name(self.name)

    def new_path(self, kind: str = "game") -> Path:
        """A file of its own for one more autosave of this app ("game" or "explore")."""
        return self.folder / f"{kind}-{self.name}-{next(self._numbers)}.sgf"

    def owns(self, path: Path) -> bool:
        match = _FILE.match(path.name)
        return match is not None and match["group"] == self.name and path.parent == self.folder

    def files(self) -> list[Path]:
        """This app's autosaves that exist now."""
        try:
            return [p for p in self.folder.iterdir() if self.owns(p)]
        except OSError:
            return []

    def hold(self) -> None:
        """Take this app's lock (and make the folder) if it is not held yet. Without advisory
        locks, or if the lock cannot be had, the files are told by the process id instead."""
        if self._lock is not None or fcntl is None:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        for _attempt in range(5):
            fd = os.open(self.lock_path, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                # Another app tidying up may have removed the file just before the lock was
                # taken: a lock on a file that has no name any more tells nobody anything.
                if os.fstat(fd).st_ino == os.stat(self.lock_path).st_ino:
                    self._lock = fd
                    return
            except OSError:
                pass
            os.close(fd)

    def release_if_unused(self) -> None:
        """Once none of this app's autosaves is left, give the lock up and remove its file."""
        if self._lock is None or self.files():
            return
        try:
            self.lock_path.unlink()  # while still held, so nobody takes a lock on it meanwhile
        except OSError:
            pass
        os.close(self._lock)
        self._lock = None


_groups: dict[Path, AppGroup] = {}


def group_for(folder: Path) -> AppGroup:
    """This app's autosave group in a folder (one per folder for the whole app)."""
    key = Path(os.path.abspath(folder))
    if key not in _groups:
        _groups[key] = AppGroup(key)
    return _groups[key]


def _own_group(path: Path) -> AppGroup | None:
    group = _groups.get(Path(os.path.abspath(path.parent)))
    return group if group is not None and group.owns(Path(os.path.abspath(path))) else None


def write_autosave(path: Path, record: Record) -> None:
    """Write an autosave safely (a temporary file, then renamed), with this app's lock held
    first when the file is one of its group's; OSError if it cannot be written."""
    group = _own_group(path)
    if group is not None:
        group.hold()
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
    write_file(path, record, dated=False)


def discard_autosave(path: Path) -> None:
    """Delete an autosave that is no longer needed (saved, discarded or closed cleanly), and
    its journal. One that cannot be deleted (or was never written) is left; at worst it is
    offered once more."""
    for each in (path, journal_path(path)):
        try:
            each.unlink()
        except OSError:
            pass
    group = _own_group(path)
    if group is not None:
        group.release_if_unused()


def _lock_free(lock: Path) -> bool | None:
    """Whether nobody holds the lock in this file (its app is gone); None if there is no such
    file or locks do not work here."""
    if fcntl is None:
        return None
    try:
        fd = os.open(lock, os.O_RDWR)
    except FileNotFoundError:
        return None
    except OSError:
        return False  # it cannot even be opened: never guess that its app is gone
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    finally:
        os.close(fd)  # closing gives a lock taken here back at once
    return True


def _group_gone(folder: Path, group: str, pid: int, files: list[Path]) -> bool:
    """Whether the app of this group no longer runs. Its lock says so if it has one; files of
    earlier versions (no lock) are its process's while a process with that id runs that started
    before the files were last written."""
    own = _groups.get(Path(os.path.abspath(folder)))
    if own is not None and own.name == group:
        return False
    free = _lock_free(folder / _lock_name(group))
    if free is not None:
        return free
    if not process_alive(pid):
        return True
    newest = max((_mtime(p) for p in files), default=0.0)
    return process_started_after(pid, newest) is True


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _groups_in(folder: Path) -> dict[tuple[str, int], list[Path]]:
    """The autosaves in a folder by their app's group (and its process id)."""
    groups: dict[tuple[str, int], list[Path]] = {}
    try:
        entries = list(folder.iterdir())
    except OSError:
        return groups
    for path in entries:
        match = _FILE.match(path.name)
        if match:
            groups.setdefault((match["group"], int(match["pid"])), []).append(path)
    return groups


def left_behind(folder: Path) -> list[Path]:
    """Autosaves whose app is no longer running (it crashed or was killed), oldest first.
    A running app's files, this one's included, are its own business."""
    found = []
    for (group, pid), files in _groups_in(folder).items():
        if _group_gone(folder, group, pid, files):
            found.extend(files)
    legacy = folder.parent / LEGACY
    if legacy.is_file():
        found.append(legacy)
    return sorted(found, key=_mtime)


# .NAME.PID.RANDOM.tmp: the temporary file of a save of NAME by process PID (gogui.sgf.write_file),
# renamed to NAME once written; a kill before the rename leaves it behind.
_TEMPORARY = re.compile(r"^\.(?P<target>.+\.sgf)\.(?P<pid>\d+)\.[^.]+\.tmp$")


def tidy(folder: Path) -> None:
    """At the start: remove what apps that are no longer running left in the autosave folder
    (temporary files of autosaves they were writing when killed, journals whose autosave is
    gone, and their lock files once none of their autosaves is left). A running app's files
    are never touched."""
    groups = _groups_in(folder)
    try:
        entries = list(folder.iterdir())
    except OSError:
        entries = []
    for path in entries:
        match = _TEMPORARY.match(path.name)
        if match is not None and _temporary_abandoned(folder, match["target"], int(match["pid"]), path):
            _remove(path)
    for path in entries:
        # A game's journal whose autosave is gone (set aside as unreadable, say) is no use.
        if path.name.endswith(".journal"):
            match = _FILE.match(path.name[: -len(".journal")])
            if match is not None and not path.with_name(match.group(0)).exists() \
                    and _group_gone(folder, match["group"], int(match["pid"]), [path]):
                _remove(path)
    for path in entries:
        lock = _LOCK.match(path.name)
        if lock is None or any(group == lock["group"] for group, _pid in groups):
            continue
        _remove_unheld_lock(path)
    legacy_folder = folder.parent  # the earliest versions' autosave.sgf was saved beside the folder
    try:
        beside = list(legacy_folder.glob(f".{LEGACY}.*.tmp"))
    except OSError:
        beside = []
    for path in beside:
        match = _TEMPORARY.match(path.name)
        if match is not None and not process_alive(int(match["pid"])):
            _remove(path)


def _temporary_abandoned(folder: Path, target: str, pid: int, path: Path) -> bool:
    """Whether the app that was writing this temporary file is gone."""
    match = _FILE.match(target)
    if match is not None:
        return _group_gone(folder, match["group"], int(match["pid"]), [path])
    return not process_alive(pid)


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def _remove_unheld_lock(path: Path) -> None:
    """Remove a lock file nobody holds (its app is gone and has no autosave left)."""
    if fcntl is None:
        return
    try:
        fd = os.open(path, os.O_RDWR)
    except OSError:
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        path.unlink()  # while held, so no app takes it in between
    except OSError:
        pass
    finally:
        os.close(fd)


# ----- the teaching window's unsaved work ---------------------------------------------------------

# Our own root properties of a teaching window's autosave (other programs ignore them): where the
# work came from, and the record's name as the window shows it, both percent-encoded so that no
# SGF escaping is needed.
WORK_PROPERTY = "GOGUIWORK"  # file:PATH, diagram:ID or new
TITLE_PROPERTY = "GOGUITITLE"


@dataclass(frozen=True)
class WorkOrigin:
    """Where the teaching window's record came from: a file (its path), a library diagram (its
    id) or a new position; a restored record is tied to it again (Save writes to the file)."""

    kind: str  # "file", "diagram" or "new"
    where: str = ""

    @classmethod
    def of(cls, path: str | None, diagram_id: str | None) -> WorkOrigin:
        if diagram_id is not None:
            return cls("diagram", diagram_id)
        if path is not None:
            return cls("file", str(path))
        return cls("new")

    @property
    def diagram_id(self) -> str | None:
        """The library diagram the work is on, if it is."""
        return self.where if self.kind == "diagram" else None

    @property
    def path(self) -> str | None:
        """The file the work belongs to (Save writes there), if it has one."""
        return self.where if self.kind == "file" else None

    def encoded(self) -> str:
        return self.kind if self.kind == "new" else f"{self.kind}:{quote(self.where, safe='/')}"

    @classmethod
    def decoded(cls, text: str) -> WorkOrigin:
        kind, _sep, where = text.partition(":")
        if kind == "new":
            return cls("new")
        if kind not in ("file", "diagram") or not where:
            raise ValueError(f"not the origin of a record: {text!r}")
        return cls(kind, unquote(where))


@dataclass
class Work:
    """A teaching window's unsaved work as its autosave holds it."""

    record: Record
    title: str
    origin: WorkOrigin
    changed: float  # when it was last written, in seconds since the epoch


def autosave_kind(path: Path) -> str:
    """"explore" for a teaching window's work, "game" for a game in progress."""
    match = _FILE.match(path.name)
    return match["kind"] if match is not None else "game"


def write_work(path: Path, record: Record, title: str, origin: WorkOrigin) -> None:
    """Autosave a teaching window's record with its title and origin (the record itself is not
    changed); OSError if it cannot be written."""
    properties = dict(record.root.properties)
    properties[WORK_PROPERTY] = [origin.encoded()]
    properties[TITLE_PROPERTY] = [quote(title, safe=" /")]
    # A root of its own holding the same children: the tree is written, not copied.
    root = dataclasses.replace(record.root, properties=properties)
    write_autosave(path, dataclasses.replace(record, root=root))


def read_work(path: Path) -> Work:
    """The work a teaching window's autosave holds; SgfError if it cannot be read or is not one."""
    record = read_file(path)[0]
    properties = record.root.properties
    try:
        origin = WorkOrigin.decoded(properties.pop(WORK_PROPERTY)[0])
    except (KeyError, IndexError, ValueError):
        raise SgfError(translate("Recovery", "{path} is not the teaching window's work (no {property})")
                       .format(path=path, property=WORK_PROPERTY)) from None
    title = unquote((properties.pop(TITLE_PROPERTY, None) or [""])[0])
    try:
        changed = path.stat().st_mtime
    except OSError:
        changed = time.time()
    return Work(record, title or path.name, origin, changed)


def describe_work(work: Work) -> str:
    """The work in a sentence for the question at the start: its name, where it came from and
    when it was last changed."""
    origin = work.origin
    if origin.kind == "file":
        where = translate("Recovery", "the file {path}").format(path=origin.where)
    elif origin.kind == "diagram":
        where = translate("Recovery", "the library diagram {id}").format(id=origin.where)
    elif origin.kind == "new":
        where = translate("Recovery", "a new position")
    else:
        where = origin.kind
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(work.changed))
    return translate("Recovery", "{title} ({where}), last changed {when}").format(
        title=work.title, where=where, when=when)


# ----- a game's moves, appended between whole autosaves -------------------------------------------
# Writing a game's whole record at every move costs more as the game grows. A game's autosave is
# written whole now and then (its snapshot), and each ordinary move after it is appended to a
# journal beside it, flushed to the system at once, so that a kill loses no move. The snapshot
# names its generation in a root property; the journal's first line names the generation it
# follows, so that a journal left from before the latest snapshot is never applied twice.

JOURNAL_PROPERTY = "GOGUIJOURNAL"
_JOURNAL_HEADER = "gogui-journal"


def set_aside(path: Path) -> Path | None:
    """Rename an autosave that could not be read, with a game's journal, to a new name beside
    it (game-...-unreadable-20260101-120000.sgf), so that it is neither lost nor offered again;
    the new name, or None if it could not be renamed."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for attempt in range(100):
        suffix = f"-{attempt}" if attempt else ""
        target = path.with_name(f"{path.stem}-unreadable-{stamp}{suffix}{path.suffix}")
        if target.exists() or journal_path(target).exists():
            continue
        try:
            path.rename(target)
        except OSError:
            return None
        journal = journal_path(path)
        if journal.exists():
            try:
                journal.rename(journal_path(target))
            except OSError:
                # Apart, the journal would be tidied away: both stay as they were.
                try:
                    target.rename(path)
                except OSError:
                    pass
                return None
        return target
    return None


def set_aside_saying_where(path: Path) -> str:
    """Set an autosave that could not be read aside (set_aside) and say, in the chosen language,
    where the file is now."""
    kept = set_aside(path)
    if kept is not None:
        return translate("Recovery", "The file was kept as {path}.").format(path=kept)
    return translate("Recovery", "The file was left at {path}.").format(path=path)


def journal_path(path: Path) -> Path:
    """The journal of the moves made since a game's autosave was last written whole."""
    return path.with_name(path.name + ".journal")


def write_game_snapshot(path: Path, record: Record, generation: int) -> None:
    """Write a game's autosave whole (safely: a temporary file, then renamed), marked with its
    generation, and start its journal afresh; OSError if either cannot be written. A kill
    between the two leaves the old journal, which names the generation before and is ignored."""
    record.root.properties[JOURNAL_PROPERTY] = [str(generation)]
    try:
        write_autosave(path, record)
    finally:
        del record.root.properties[JOURNAL_PROPERTY]
    _write_journal(path, "w", f"{_JOURNAL_HEADER} {generation}\n")


def append_move(path: Path, vertex: str | None) -> None:
    """Append a move (a vertex, None for a pass) to a game's journal, flushed and synced before
    this returns; OSError if it cannot be written."""
    _write_journal(path, "a", f"play {vertex}\n" if vertex is not None else "pass\n")


def _write_journal(path: Path, mode: str, line: str) -> None:
    """Write (mode "w") or append ("a") a line to a game's journal, synced before returning."""
    with open(journal_path(path), mode, encoding="utf-8") as journal:
        journal.write(line)
        journal.flush()
        os.fsync(journal.fileno())


def journal_moves(path: Path, generation: str | None) -> list[str | None]:
    """The moves a game's journal holds after the snapshot of this generation (none when the
    journal is missing, unreadable or of another snapshot). A last line cut short by a kill
    while it was written is left out."""
    try:
        text = journal_path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return []
    lines = text.split("\n")
    if generation is None or not lines or lines[0] != f"{_JOURNAL_HEADER} {generation}":
        return []
    moves: list[str | None] = []
    for line in lines[1:-1]:  # the last piece follows the last newline: empty, or cut short
        if line == "pass":
            moves.append(None)
        elif line.startswith("play ") and line[5:]:
            moves.append(line[5:])
        else:
            break
    return moves


def read_game_session(path: Path) -> tuple[GameSession, list[str]]:
    """A saved game, or a game's autosave with its journal's moves played on (each as the game
    would take it), as a session to go on with; and what reading it found to warn of. Raises
    SgfError when the file cannot be read or its game replayed."""
    from .session_records import session_from_record

    records = read_file(path)
    first = records[0]
    marks = first.root.properties.pop(JOURNAL_PROPERTY, None)
    session = session_from_record(first)
    warnings = list(first.warnings)
    for vertex in journal_moves(path, marks[0] if marks else None):
        outcome = session.pass_move() if vertex is None else session.play(vertex)
        if outcome is None or not outcome.legal:
            # A damaged journal: the moves before it are kept, and the record says so.
            if vertex is None:
                unplayable = translate("Recovery", "{path}: the journal's move pass cannot be played")
            else:
                unplayable = translate("Recovery", "{path}: the journal's move {vertex} cannot be played")
            warnings.append(unplayable.format(path=path, vertex=vertex))
            break
    return session, warnings


def describe_game(path: Path) -> str:
    """A game's autosave in a few words for the question at the start: its players (an engine
    by its name), its ruleset and how many moves it has ("Black vs GNU Go (level 1), Japanese
    1989, 6 moves"). SgfError when it cannot be read."""
    from .ruleset_names import ruleset_name

    session, _warnings = read_game_session(path)
    black = session.black_name or translate("Recovery", "Black")
    white = session.white_name or translate("Recovery", "White")
    moves = session.game.move_number
    count = plural(moves, translate("Recovery", "1 move"), translate("Recovery", "{n} moves")).format(n=moves)
    return translate("Recovery", "{black} vs {white}, {rules}, {moves}").format(
        black=black, white=white, rules=ruleset_name(session.ruleset.name), moves=count)
