"""Ing's ko rule whole: ko captures, balance, hot stones (double and twin), and disturbing."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, cast

from ..i18n import QT_TRANSLATE_NOOP, translate
from .board import BORDER, COLOR_LETTERS, EMPTY, PointEffects
from .cycles import occurrences_of
from .ko_rule import NOT_PLAYED, KoRule
from .records import _SIDE_KEY, Reason, Verdict
from .string_board import StringBoard
from .wording import colour_name

if TYPE_CHECKING:
    from .game_protocol import GameProtocol
    from .records import _Play, _Position


class KoCapture:
    """A capture in a ko, seen right after the capturing play.

    string    the capturing string (one, two or three stones: single, double, triple ko stones)
    point     the one point where the opponent could capture it back (a point just emptied)
    balanced_before / balanced_after
              whether the two locked groups had equally many internal liberties (at least two
              each) before / after the capture (see _internal_counts). The SST text requires
              the same number, two or more, of separate internal liberties on each side.
    rescue    whether the capture was made in an unbalanced ko while the capturer's locked
              group was in atari, so that it saves that group. A fighting-ko capture that is
              no rescue is the ordinary way to fight a ko and begins no cycle under Ing's
              disturbing rule (see IngKo._lap_disturber)
    twins     the capturer's other ko stones of a triple ko with this one: kos, three or more,
              that lock the same two groups (see _twins); hot when the ko is fighting, and
              only looked for then
    """

    __slots__ = ("balanced_after", "balanced_before", "point", "rescue", "string", "twins")

    def __init__(self, string: tuple[int, ...], point: int, balanced_before: bool,
                 balanced_after: bool, twins: tuple[tuple[int, ...], ...],
                 rescue: bool = False) -> None:
        self.string = string
        self.point = point
        self.balanced_before = balanced_before
        self.balanced_after = balanced_after
        self.twins = twins
        self.rescue = rescue

    def __repr__(self) -> str:
        return (f"KoCapture(string={self.string}, point={self.point}, balanced_before="
                f"{self.balanced_before}, balanced_after={self.balanced_after}, twins={self.twins}, "
                f"rescue={self.rescue})")

    @property
    def balanced(self) -> bool:
        return self.balanced_before or self.balanced_after

    @property
    def fighting(self) -> bool:
        """A fighting ko: the groups are not balanced, so life and death is at stake."""
        return not self.balanced

    def hot_stones(self) -> set[int]:
        """Stones the opponent may not capture on the next move, beyond the basic one-stone ko.

        SST, part 6A: in long life "the two connected stones become double hot stones"; in
        triple ko the capturer's other ko stone becomes hot too ("twin hot stones").
        """
        if not self.fighting:
            return set()
        hot: set[int] = set()
        if len(self.string) >= 2:
            hot.update(self.string)
        for twin in self.twins:
            hot.update(twin)
        return hot

    @property
    def kind(self) -> str:
        """What makes the stones hot: "twin" (a triple ko), else "double" or "triple" (the
        capturing string's size); "single" for a one-stone capture outside a triple ko."""
        if self.twins:
            return "twin"
        return {1: "single", 2: "double"}.get(len(self.string), "triple")


def _liberty_counts(board: StringBoard, heads: set[int], emptied: Sequence[int]) -> tuple[int, int]:
    """How many liberties the strings have together, and how many of those are not points the
    capture emptied (a single string's liberties are counted without copying them)."""
    if len(heads) == 1:
        for h in heads:
            libs = board.libs[h]
    else:
        libs = set().union(*(board.libs[h] for h in heads))  # type: ignore[arg-type]
    count = len(libs)  # type: ignore[arg-type]
    before = count
    for e in emptied:
        if e in libs:  # type: ignore[operator]
            before -= 1
    return count, before


def _internal_counts(board: StringBoard, group: set[int], other: set[int], emptied: Sequence[int],
                     inside: dict[int, bool], over: tuple[int, int] = (999, 999)) -> tuple[int, int]:
    """How many internal liberties the locked group (a set of string heads) has facing the
    other locked group, and how many of those are not points the capture emptied. The count
    stops once both numbers exceed `over` (after, before): the caller only asks whether they
    equal the other group's. `inside` remembers, for empty points, whether their area is
    enclosed (the same for both groups of the pair, so the two counts share it).

    A liberty is internal when the empty area it lies in (the liberty and the empty points
    joined to it) is enclosed by the two locked groups alone: every stone around that area
    belongs to one of the two groups or is a ko stone between them, that is one to three stones
    in atari whose opposing neighbours all belong to the two groups. So an eye counts, a ko
    point counts when its ko stone sits in the other group's mouth, and a liberty the two groups
    share counts for both; a ko point whose ko stone sits in the mouth of a third group (an
    external ko), and a liberty open to the rest of the board, do not.
    """
    if len(group) == 1:
        for h in group:
            libs = board.libs[h]
    else:
        libs = set().union(*(board.libs[h] for h in group))  # type: ignore[arg-type]
    color = board.color
    heads = board.head
    w = board.stride
    both = group | other

    all_libs = board.libs

    def locks(h: int) -> bool:
        """Whether a string of neither group, in atari, is a ko stone between them."""
        stones = board.stones[h]
        return (1 <= len(stones) <= 3  # type: ignore[arg-type]
                and all(heads[n] in both for s in stones  # type: ignore[union-attr]
                        for n in (s - 1, s + 1, s - w, s + w) if color[n] == 3 - color[h]))

    count = before = 0
    for lib in libs:  # type: ignore[union-attr]
        enclosed = inside.get(lib)
        if enclosed is None:
            # Most liberties are settled by their neighbours: an eye or ko point has no empty
            # one, and an outside liberty often touches a third group's stone.
            enclosed = True
            open_ = False
            for n in (lib - 1, lib + 1, lib - w, lib + w):
                col = color[n]
                if col == EMPTY:
                    open_ = True
                elif col != BORDER and heads[n] not in both and (
                        len(all_libs[heads[n]]) != 1 or not locks(heads[n])):  # type: ignore[arg-type]
                    enclosed = False
                    break
            if enclosed and open_:
                area = [lib]
                seen = {lib}
                while area and enclosed:
                    q = area.pop()
                    for n in (q - 1, q + 1, q - w, q + w):
                        col = color[n]
                        if col == EMPTY:
                            if n not in seen:
                                seen.add(n)
                                area.append(n)
                        elif col != BORDER and heads[n] not in both and (
                                len(all_libs[heads[n]]) != 1  # type: ignore[arg-type]
                                or not locks(heads[n])):
                            enclosed = False
                            break
                for q in seen:  # one area, one verdict (an unfinished search found it open)
                    inside[q] = enclosed
        if enclosed:
            count += 1
            if lib not in emptied:
                before += 1
            if count > over[0] and before > over[1]:
                break
    return count, before


def _ko_stone(board: StringBoard, head: int) -> int | None:
    """If the string is a ko stone (1-3 stones in atari, its liberty inside its owner's mouth),
    the point where the opponent would capture it; else None.

    The SST text: "When two opposing groups are locked together in the tiger's-mouth shape, the
    stones in the opposing side's mouth can be removed repeatedly and are known as ko stones."
    """
    stones = board.stones[head]
    libs = board.libs[head]
    if stones is None or libs is None or len(libs) != 1 or not 1 <= len(stones) <= 3:
        return None
    c = board.color[head]
    (liberty,) = libs
    members = set(stones)
    for n in board.neighbours(liberty):
        if n in members:
            continue
        if board.color[n] != c and board.color[n] != BORDER:
            return None
    return liberty


def ko_capture(board: StringBoard, p: int, c: int, captured: Sequence[int]) -> KoCapture | None:
    """Classify the play just made by c at p, which captured the given points, as a ko capture.

    A ko capture: the capturing string has one to three stones, took exactly as many, and is
    left with a single liberty at one of the points it emptied, where a play by the opponent
    would capture exactly this string again.
    """
    if not captured:
        return None
    head = board.head[p]
    if not head:
        return None
    stones = board.stones[head]
    libs = board.libs[head]
    if stones is None or libs is None or len(libs) != 1:
        return None
    if not 1 <= len(stones) <= 3 or len(stones) != len(captured):
        return None
    (point,) = libs
    if point not in captured:
        return None
    color = board.color
    heads = board.head
    w = board.stride
    o = 3 - c
    around: set[int] = set()
    for n in (point - 1, point + 1, point - w, point + w):
        if color[n] == c and heads[n] != head:
            if len(board.libs[heads[n]]) == 1:  # type: ignore[arg-type]
                return None  # the recapture would take more than this string
            around.add(heads[n])
    mouth = {heads[n] for s in stones for n in (s - 1, s + 1, s - w, s + w) if color[n] == o}
    if not mouth or not around:
        return None
    mouth_after, mouth_before = _liberty_counts(board, mouth, captured)
    took = False
    for n in (p - 1, p + 1, p - w, p + w):
        if color[n] == o and heads[n] in mouth:
            took = True
            break
    if took:
        mouth_before += 1  # p was the mouth's liberty before the play took it
    around_after, around_before = _liberty_counts(board, around, captured)
    balanced_before = balanced_after = False
    # Balance counts internal liberties only, never more than all the liberties: look at them
    # only when both groups have two liberties or more, before or after the capture.
    if (mouth_before >= 2 and around_before >= 2) or (mouth_after >= 2 and around_after >= 2):
        # The group with fewer liberties first; the other's count stops when it is past it.
        # p was a liberty of the mouth before the play, and a ko point between the two groups.
        inside: dict[int, bool] = {}
        if mouth_after <= around_after:
            m_after, m_before = _internal_counts(board, mouth, around, captured, inside)
            m_before += took
            if m_before < 2 and m_after < 2:
                return _fighting(board, head, c, stones, point, mouth, around, around_before)
            a_after, a_before = _internal_counts(board, around, mouth, captured, inside,
                                                 (m_after, m_before))
        else:
            a_after, a_before = _internal_counts(board, around, mouth, captured, inside)
            if a_before < 2 and a_after < 2:
                return _fighting(board, head, c, stones, point, mouth, around, around_before)
            m_after, m_before = _internal_counts(board, mouth, around, captured, inside,
                                                 (a_after, a_before - took))
            m_before += took
        balanced_before = m_before == a_before >= 2
        balanced_after = m_after == a_after >= 2
    if balanced_before or balanced_after:
        return KoCapture(tuple(sorted(stones)), point, balanced_before, balanced_after, ())
    return _fighting(board, head, c, stones, point, mouth, around, around_before)


def _fighting(board: StringBoard, head: int, c: int, stones: Sequence[int], point: int,
              mouth: set[int], around: set[int], around_before: int) -> KoCapture:
    """A ko capture in an unbalanced (fighting) ko, with its twin hot stones; a rescue when the
    capturer's locked group had a single liberty before the capture."""
    return KoCapture(tuple(sorted(stones)), point, False, False,
                     tuple(_twins(board, head, c, mouth, around)), around_before == 1)


def _twins(board: StringBoard, head: int, c: int, mouth: set[int], around: set[int]) -> list[tuple[int, ...]]:
    """The capturer's twin hot stones, if the capture is in a triple ko.

    SST 6A, triple ko: kos that lock the same two groups, where a capture in one makes the
    capturer's ko stones in the others hot as well ("twin hot stones"). The two groups are
    taken as two strings: A, an opposing string whose mouth holds the capturing stones, and B,
    a string of the capturer's around the recapture point. A ko locks A and B when its ko stone
    sits in the mouth of one and the point where it would be taken is in the mouth of the other.

    Only separate kos count besides the capture's own. The text's ko stones sit in a "tiger's-mouth shape" of a locked
    group, so a string that is itself a ko stone is fought over, not locked, and a ko stone whose
    mouth is partly made of other ko stones (a chain of kos, where retaking one dissolves the
    next) is part of that other ko's shape, not a ko of its own.

    Returns the capturer's other ko stones of every pair (A, B) locked by three or more kos (the
    capture's own ko included), in board order. Every ko stone is in atari, so only the strings
    in atari are looked at (the board keeps note of them).
    """
    color = board.color
    heads = board.head
    libs = board.libs
    stride = board.stride
    # A string with two liberties or more is no ko stone: _ko_stone is asked only of the others.
    groups_o = {a for a in mouth if len(libs[a]) != 1 or _ko_stone(board, a) is None}  # type: ignore[arg-type]
    groups_c = {b for b in around if len(libs[b]) != 1 or _ko_stone(board, b) is None}  # type: ignore[arg-type]
    if not groups_o or not groups_c:
        return []

    def separate(h: int, owner: int, lib: int) -> tuple[set[int], set[int]] | None:
        """For a ko stone h of `owner` taken at lib: the opposing strings whose mouth holds it
        and the owner's strings around lib, or None if a ko stone is among them."""
        other = 3 - owner
        holders = {heads[m] for s in board.stones[h] for m in board.neighbours(s)  # type: ignore[union-attr]
                   if color[m] == other}
        behind = {heads[m] for m in board.neighbours(lib) if color[m] == owner and heads[m] != h}
        for g in holders | behind:
            if len(libs[g]) == 1 and _ko_stone(board, g) is not None:  # type: ignore[arg-type]
                return None
        return holders, behind

    kos: list[tuple[tuple[int, ...], bool, set[int], set[int]]] = []  # stones, own?, A side, B side
    seen: set[int] = {head, *groups_o, *groups_c}  # strings that are no ko stone of a lock here
    # A ko stone is in atari, and its liberty lies inside its owner's mouth: every neighbour of
    # it is the owner's or off the board (colour & owner is non-zero for exactly those). A ko
    # stone of the capturer locking B is taken at a liberty of B; one of the opponent's locking
    # A, at a liberty of A. So only the board's strings in atari are looked at, however many
    # liberties the groups have.
    for h in board.strings_in_atari():
        if h in seen:
            continue
        owner = color[h]
        (lib,) = libs[h]  # type: ignore[misc]
        if not (color[lib - 1] & owner and color[lib + 1] & owner
                and color[lib - stride] & owner and color[lib + stride] & owner):
            continue
        groups = groups_c if owner == c else groups_o
        if not any(lib in libs[g] for g in groups):  # type: ignore[operator]
            continue
        if _ko_stone(board, h) != lib:
            continue
        sides = separate(h, owner, lib)
        if sides is None:
            continue
        holders, behind = sides
        stones = tuple(sorted(board.stones[h]))  # type: ignore[arg-type]
        if owner == c:
            kos.append((stones, True, holders & groups_o, behind & groups_c))
        else:
            kos.append((stones, False, behind & groups_o, holders & groups_c))
    if len(kos) < 2:
        return []  # with the capture's own, fewer than three kos: no triple ko
    twins: dict[tuple[int, ...], None] = {}
    for a in groups_o:
        for b in groups_c:
            locking = [k for k in kos if a in k[2] and b in k[3]]
            if len(locking) >= 2:  # with the capture's own, three kos or more: a triple ko
                for stones, own, _, _ in locking:
                    if own:
                        twins[stones] = None
    return sorted(twins)


# ----- the rule: hot stones and disturbing ------------------------------------------------------

def balanced_role(kc: KoCapture | None) -> str:
    """"attack" for a ko capture made while the locked groups were balanced (it puts the
    opponent in atari), "answer" for one that restores the balance, "" for any other play."""
    if kc is None:
        return ""
    if kc.balanced_before:
        return "attack"
    return "answer" if kc.balanced_after else ""


@dataclass
class Disturbance:
    """How a player used up the one disturbance the game allows them."""

    first: int  # position index where the cycle began
    last: int   # position index where it closed
    started_by: int  # position index of the move that made the disturber the disturber


class IngKo(KoRule):
    """Ing's SST ko rules: basic ko, hot stones in fighting kos, and one disturbance a game.

    SST part 6A: the stones that have just captured in a fighting ko are hot and may not be
    captured back until another move or pass has been played. Part 6B: a player who sets off
    a cyclic sequence of repeated positions has disturbed, and may not disturb again; in a
    balanced ko only the attacker disturbs.

    The hot stones themselves are the game's state (`Game._hot`, `Game._hot_info`: colour
    banned, kind, capture position), which every play clears and undo restores; what this piece
    keeps is who has disturbed (`disturbances`), which situations belong to a disturber's cycle
    (`owned`) and, for undo, what each position added to those two.
    """

    ko = "ing"
    basic_ko = True
    reasons: ClassVar[tuple[Reason, ...]] = ("hot-stone", "disturbing")
    reason_words: ClassVar[dict[Reason, str]] = {"hot-stone": QT_TRANSLATE_NOOP("Reason", "hot stone"),
                                                 "disturbing": QT_TRANSLATE_NOOP("Reason", "disturbing ko")}
    board_type = StringBoard
    keeps_situations = True
    reads_captures = True

    __slots__ = ("board", "disturbances", "inserted", "owned")

    def __init__(self, game: GameProtocol) -> None:
        super().__init__(game)
        self.board: StringBoard = game.board  # type: ignore[assignment]  # read on every capture
        self.disturbances: dict[int, Disturbance] = {}
        self.owned: dict[int, int] = {}  # situation -> the disturber whose cycle it belongs to
        # Entries a position added to the maps above, by position index (undo removes them)
        self.inserted: dict[int, list[tuple[dict, int]]] = {}
        # Every situation's occurrences, which the game keeps: a play that recreates one may
        # disturb (key: the board hash and the opponent to move).
        self.memory = game._occurrences
        self.memory_keys = (0, _SIDE_KEY[2], _SIDE_KEY[1])

    # ----- judging ---------------------------------------------------------------------------

    def verdict(self, p: int, c: int, captured: Sequence[int], h_after: int,
                capture: object) -> Verdict | None:
        game = self.game
        hot, info = game._hot, game._hot_info
        if hot and info is not None and info[0] == c and any(s in hot for s in captured):
            return "hot-stone", info
        role = None if capture is NOT_PLAYED else balanced_role(capture)  # type: ignore[arg-type]
        found = self._disturbing(p, c, h_after, role)
        return None if found is None else ("disturbing", found)

    def quiet_verdicts(self, c: int, effects: PointEffects) -> list[tuple[int, Verdict]]:
        # Without a capture there is no hot stone taken; only a play that recreates a situation
        # can disturb (see _disturbing), and most plays recreate none.
        occurrences = self.game._occurrences
        assert occurrences is not None
        side = _SIDE_KEY[3 - c]
        plays = effects.by_hash(side)
        out: list[tuple[int, Verdict]] = []
        for situation in occurrences.keys() & plays.keys():
            p = plays[situation]
            found = self._disturbing(p, c, situation ^ side, None)
            if found is not None:
                out.append((p, ("disturbing", found)))
        return out

    def read_capture(self, p: int, c: int, captured: Sequence[int]) -> KoCapture | None:
        return ko_capture(self.board, p, c, captured)

    def after_capture(self, capture: object, c: int) -> tuple[tuple[str, ...], int, int]:
        kc: KoCapture = capture  # type: ignore[assignment]
        game = self.game
        events: tuple[str, ...] = ()
        hot_now = kc.hot_stones()
        if hot_now:
            game._hot = frozenset(hot_now)
            game._hot_info = (3 - c, kc.kind, len(game._positions))
            events = ("hot-stones",)
        balanced_by = c if kc.balanced_before else 0
        fought_by = c if kc.fighting and not kc.rescue else 0
        return events, balanced_by, fought_by

    def _disturbing(self, p: int, c: int, h_after: int, role: str | None) -> tuple | None:
        """Why a play by c at p would break the disturbing rule, or None if it does not.

        SST, part 6B: "after a player initiates a cyclic sequence, called DISTURBING, the same
        player may not disturb the situation again for the duration of the game"; and a balanced
        double or quadruple ko is seki, "neither side can then be captured". So in a balanced
        ko the attacker disturbs and an answer to the atari never does.

        role: "attack" or "answer" for a capture in a balanced ko, "" for any other play, None
        when the play is not on the board (work it out by trying, only if a position recurs).
        """
        occurrences = self.game._occurrences
        assert occurrences is not None
        situation = h_after ^ _SIDE_KEY[3 - c]
        if situation not in occurrences:
            return None
        if role is None:
            role = self._tentative_role(p, c)
        if role == "answer":
            return None
        dist = self.disturbances.get(c)
        if role == "attack":
            return None if dist is None else ("again", dist, occurrences_of(occurrences, situation)[0])
        owner = self.owned.get(situation)
        if owner is not None:
            return ("continue", dist) if owner == c else None
        if dist is None:
            return None
        start = occurrences_of(occurrences, situation)[-1]
        found = self._lap_disturber(start)
        if found is None or found[0] == c:
            return ("second", dist, start)
        return None

    def _tentative_role(self, p: int, c: int) -> str:
        board = self.game.board
        prev = board.hash
        captured, suicided = board.play(p, c)
        try:
            return balanced_role(ko_capture(board, p, c, captured) if captured else None)  # type: ignore[arg-type]
        finally:
            board.undo_play(p, c, captured, suicided, prev)

    def _lap_disturber(self, start: int) -> tuple[int, int] | None:
        """The disturber of the lap of positions after `start`: the first player to attack in a
        balanced ko in it; or else the player whose board play began it, where a capture in a
        fighting ko that does not save the capturer's own locked group from atari begins
        nothing (the next board play does); or else, if every board play in the lap is such a
        capture, the first of them. Returns (colour, position index of that move), or None for
        a lap without board plays (successive passes repeat a situation without any cycle of
        board positions).

        Taking a fighting ko is the ordinary way to fight it and every ko rule allows it; what
        sets off the cycle is the answer that takes another ko instead of finding a ko threat.
        The SST text (part 6B, "What kind of ko am I?") charges that answer: White's ring with
        one internal liberty may answer Black's capture of an external ko by taking an internal
        one only once. And "to avoid capture, the false-eyed player will need to begin the ko
        cycle" (the questionable case in superko)."""
        positions = self.game._positions
        first_play = first_fight = None
        for i in range(start + 1, len(positions)):
            pos = positions[i]
            if pos.balanced_by:
                return pos.balanced_by, i
            if first_play is None and pos.kind == "play":
                if pos.fought_by:
                    if first_fight is None:
                        first_fight = i
                else:
                    first_play = i
        if first_play is None:
            first_play = first_fight
        if first_play is None:
            return None
        return positions[first_play].mover, first_play

    # ----- the history -----------------------------------------------------------------------

    def after_recurrence(self, play: _Play) -> list[str]:
        return self._close_cycle(play)

    def after_pass(self, pos: _Position, index: int) -> list[str]:
        return self._close_cycle(pos)

    def _close_cycle(self, pos: _Position | _Play) -> list[str]:
        """After a move that may have recreated an earlier situation: note the cycle and its
        disturber.

        A recurrence made by an attack in a balanced ko is the attacker's; any other one is the
        lap's (see _lap_disturber). Each player is charged with one cycle, the first that is
        theirs; the positions of a lap closed by anything but a balanced-ko capture belong to
        its disturber, who may not recreate them by other plays (SST: "the same player may not
        disturb the situation again")."""
        positions = self.game._positions
        occurrences = self.game._occurrences
        assert occurrences is not None
        situation = pos.situation
        occ = occurrences_of(occurrences, situation)
        if len(occ) < 2:
            return []
        start = occ[-2]
        last = len(positions) - 1
        found: tuple[int, int] | None
        if pos.balanced_by:
            found = (pos.balanced_by, last)
        else:
            if situation in self.owned:
                return []
            found = self._lap_disturber(start)
        if found is None:
            return []
        disturber, began = found
        inserted = self.inserted[last] = []
        events = ["cycle"]
        if disturber not in self.disturbances:
            self.disturbances[disturber] = Disturbance(start, last, began)
            inserted.append((self.disturbances, disturber))
            events.append("disturber-" + COLOR_LETTERS[disturber].lower())
        if not pos.balanced_by:
            for i in range(start, len(positions)):
                key = positions[i].situation
                if key not in self.owned:
                    self.owned[key] = disturber
                    inserted.append((self.owned, key))
        return events

    def left(self, pos: _Position | _Play, index: int) -> None:
        inserted = self.inserted.pop(index, None)
        if inserted:
            for container, key in reversed(inserted):
                del container[key]

    def disturbers(self) -> list[int]:
        return sorted(self.disturbances)

    # ----- words -----------------------------------------------------------------------------

    def explain(self, reason: str, detail: object, c: int, where: str) -> str:
        game = self.game
        if reason == "hot-stone":
            _, kind, at = cast(tuple[int, str, int], detail)
            names = translate("Move", ", ").join(game.hot_stones())
            text = translate("Ing", _HOT_STONE_TEXTS[kind])
            return text.format(colour=colour_name(c), other=colour_name(3 - c), point=where, stones=names,
                               move=game.move_label(at))
        if reason == "disturbing":
            how, dist = detail[0], detail[1]  # type: ignore[index]
            if how == "again":
                text = translate("Ing", "{colour} has used up its one disturbance: {story} Under Ing's rules a "
                                 "player may disturb only once in a game, and {point} would attack in the "
                                 "balanced ko again, recreating {position}.")
                position = game.position_label(detail[2])  # type: ignore[index]
            elif how == "continue":
                text = translate("Ing", "{colour} has used up its one disturbance: {story} Under Ing's rules a "
                                 "player may disturb only once in a game, and {point} would recreate a "
                                 "position of that cycle.")
                position = ""
            else:
                text = translate("Ing", "{colour} has used up its one disturbance: {story} Under Ing's rules a "
                                 "player may disturb only once in a game, and {point} would begin a new cycle "
                                 "of repeated positions.")
                position = ""
            return text.format(colour=colour_name(c), story=self._story(dist), point=where, position=position)
        return super().explain(reason, detail, c, where)

    def _story(self, dist: Disturbance) -> str:
        """How a player used up Ing's one disturbance, in a sentence."""
        game = self.game
        positions = game._positions
        closer = positions[dist.last]
        back = game.position_label(dist.first)
        if dist.started_by == dist.last:
            return translate("Ing", "{move} (move {number}) attacked in a balanced ko and recreated "
                             "{position}.").format(move=game.move_label(dist.last), number=closer.number,
                                                   position=back)
        began = positions[dist.started_by]
        before = positions[dist.started_by - 1]
        how = "began"
        if dist.started_by - 1 > dist.first and before.fought_by and not began.balanced_by:
            how = "another ko" if began.kind == "play" and began.captured else "answering"
        text = translate("Ing", _STORY_TEXTS[how, closer.kind == "pass"])
        return text.format(move=game.move_label(dist.started_by), number=began.number,
                           answered=game.move_label(dist.started_by - 1), closing=game.move_label(dist.last),
                           passer=colour_name(closer.mover), closer=closer.number, position=back)


# Why a capture of hot stones is refused, by what makes them hot (IngCapture.kind): templates of
# the context "Ing" with {colour} (who is refused), {other}, {point}, {stones} (the hot stones) and
# {move} (the capture that made them hot).
_HOT_STONE_TEXTS = {
    "twin": QT_TRANSLATE_NOOP(
        "Ing", "{colour} {point} would capture hot stones ({stones}): in the triple ko in which {move} just "
        "captured, {other}'s ko stones in the other kos that lock the same two groups are twin hot stones. "
        "Under Ing's rules hot stones may be captured only after an intervening move or pass."),
    "single": QT_TRANSLATE_NOOP(
        "Ing", "{colour} {point} would capture hot stones ({stones}): they are single hot stones of the "
        "fighting ko in which {move} just captured. Under Ing's rules hot stones may be captured only after "
        "an intervening move or pass."),
    "double": QT_TRANSLATE_NOOP(
        "Ing", "{colour} {point} would capture hot stones ({stones}): they are double hot stones of the "
        "fighting ko in which {move} just captured. Under Ing's rules hot stones may be captured only after "
        "an intervening move or pass."),
    "triple": QT_TRANSLATE_NOOP(
        "Ing", "{colour} {point} would capture hot stones ({stones}): they are triple hot stones of the "
        "fighting ko in which {move} just captured. Under Ing's rules hot stones may be captured only after "
        "an intervening move or pass."),
}

# How a disturbance's cycle began and closed, by how it began ("began"; "answering" a capture in a
# fighting ko; or answering it by taking "another ko") and whether a pass closed it: templates of the
# context "Ing" with {move} and {number} (the play that began the cycle), {answered} (the capture
# it answered), {closing} (the move that closed it) or {passer} (whose pass closed it), {closer}
# (the number of that move or pass) and {position} (the position it brought back).
_STORY_TEXTS = {
    ("began", False): QT_TRANSLATE_NOOP(
        "Ing", "the cycle that {move} (move {number}) began came round when {closing} (move {closer}) "
        "brought back {position}."),
    ("began", True): QT_TRANSLATE_NOOP(
        "Ing", "the cycle that {move} (move {number}) began came round when {passer}'s pass (move {closer}) "
        "brought back {position}."),
    ("answering", False): QT_TRANSLATE_NOOP(
        "Ing", "the cycle that {move} (move {number}) began, answering {answered}'s capture in a fighting "
        "ko, came round when {closing} (move {closer}) brought back {position}."),
    ("answering", True): QT_TRANSLATE_NOOP(
        "Ing", "the cycle that {move} (move {number}) began, answering {answered}'s capture in a fighting "
        "ko, came round when {passer}'s pass (move {closer}) brought back {position}."),
    ("another ko", False): QT_TRANSLATE_NOOP(
        "Ing", "the cycle that {move} (move {number}) began, answering {answered}'s capture in a fighting "
        "ko by taking another ko, came round when {closing} (move {closer}) brought back {position}."),
    ("another ko", True): QT_TRANSLATE_NOOP(
        "Ing", "the cycle that {move} (move {number}) began, answering {answered}'s capture in a fighting "
        "ko by taking another ko, came round when {passer}'s pass (move {closer}) brought back {position}."),
}
