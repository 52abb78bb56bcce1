"""Counting a final position: area, territory with prisoners, seki, Ing fill-in, komi and handicap."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..i18n import QT_TRANSLATE_NOOP, plural, translate
from .board import BLACK, BORDER, COLOR_LETTERS, EMPTY, WHITE, Board, opponent
from .rules import Ruleset
from .wording import colour_name, sentences

# A number of things as the counts' explanations name them: "1 stone", "3 stones" (templates of
# the context "Count", one for 1 and one for any other number).
_NOUNS = {
    "stone": (QT_TRANSLATE_NOOP("Count", "1 stone"), QT_TRANSLATE_NOOP("Count", "{n} stones")),
    "point": (QT_TRANSLATE_NOOP("Count", "1 point"), QT_TRANSLATE_NOOP("Count", "{n} points")),
    "empty point": (QT_TRANSLATE_NOOP("Count", "1 empty point"), QT_TRANSLATE_NOOP("Count", "{n} empty points")),
    "winning point": (QT_TRANSLATE_NOOP("Count", "1 winning point"),
                      QT_TRANSLATE_NOOP("Count", "{n} winning points")),
    "losing stone": (QT_TRANSLATE_NOOP("Count", "1 losing stone"), QT_TRANSLATE_NOOP("Count", "{n} losing stones")),
    "extra stone": (QT_TRANSLATE_NOOP("Count", "1 extra stone"), QT_TRANSLATE_NOOP("Count", "{n} extra stones")),
    "compensation stone": (QT_TRANSLATE_NOOP("Count", "1 compensation stone"),
                           QT_TRANSLATE_NOOP("Count", "{n} compensation stones")),
    "open point": (QT_TRANSLATE_NOOP("Count", "1 open point"), QT_TRANSLATE_NOOP("Count", "{n} open points")),
    "pass stone": (QT_TRANSLATE_NOOP("Count", "1 pass stone"), QT_TRANSLATE_NOOP("Count", "{n} pass stones")),
    "stone on the board": (QT_TRANSLATE_NOOP("Count", "1 stone on the board"),
                           QT_TRANSLATE_NOOP("Count", "{n} stones on the board")),
    "point of territory": (QT_TRANSLATE_NOOP("Count", "1 point of territory"),
                           QT_TRANSLATE_NOOP("Count", "{n} points of territory")),
    "prisoner": (QT_TRANSLATE_NOOP("Count", "1 prisoner"), QT_TRANSLATE_NOOP("Count", "{n} prisoners")),
    "dead stone": (QT_TRANSLATE_NOOP("Count", "1 dead stone"), QT_TRANSLATE_NOOP("Count", "{n} dead stones")),
}

# The parts of a count's breakdown as the count box names them.
_PART_NOUNS = {"stones": "stone on the board", "territory": "point of territory", "captures": "prisoner",
               "dead": "dead stone", "pass_stones": "pass stone"}


def _n(k: int, word: str) -> str:
    """"1 stone", "3 stones", in the chosen language."""
    one, many = _NOUNS[word]
    return plural(k, translate("Count", one), translate("Count", many)).format(n=k)


def _times_two(things: str) -> str:
    """"2 x 3 losing stones": things that count two points each in Ing's margin."""
    return translate("Count", "2 x {things}").format(things=things)


def _owned(c: int, things: str) -> str:
    """"Black's 1 extra stone"."""
    return translate("Count", "{colour}'s {things}").format(colour=colour_name(c), things=things)


def _both(this: str, that: str) -> str:
    """Two clauses of a count's explanation joined: "this and that"."""
    return translate("Count", "{this} and {that}").format(this=this, that=that)


@dataclass
class IngCount:
    """Ing's fill-in count as the SST text performs it (section "Counting"), in whole stones.

    Each player has the same supply of stones; what is not on the board (prisoners and dead stones
    returned) is in his bowl. Shared points, in neither player's area, are filled alternately with equal
    numbers of stones, one left empty if their number is odd. The compensation is paid in stones
    placed in the receiver's area, two points each, with one point of it left open for an odd
    number of points. Each player fills the rest of his own area: whoever has empty points left
    has won, whoever has stones left over has lost. The loser's stones go into the winner's
    empty points; what stays empty there is the winning point, and the margin is the winning
    point plus twice the losing stones. When the one empty point is a shared or open point
    there is no winning point; a losing stone that finds no empty point counts once (the text's
    extra stone, with an odd handicap and an odd number of shared points).

    Positions the text does not foresee, such as a diagram with more stones of one colour than
    half the board, get a larger equal supply so that no bowl runs short; compensation that finds
    no empty point in the receiver's area is counted at its value, two points a stone.
    """

    supply: int
    usual_supply: int
    bowls: dict[int, int]  # after the stones on the board are taken out of the supply
    payer: int  # who places compensation stones (White, unless the komi is negative)
    compensation_stones: int
    open_points: int
    placed_compensation: int  # compensation stones that found an empty point
    left_open: int  # open points that found an empty point
    shared_points: int
    spare_points: dict[int, int]  # empty points left in each player's own area after filling
    left_over: dict[int, int]  # stones left in each bowl after filling
    losing_stones: int  # the loser's stones placed in the winner's empty points
    extra_stones: dict[int, int]  # stones left over that find no empty point
    winning_points: int  # empty points left in the area of the player who had some to spare
    winner: int | None  # None: the fill-in count is a tie (the ruleset says who wins ties)
    margin: int
    territory: dict[int, int]  # empty points of each player's own area before filling
    stones: dict[int, int]  # live stones of each colour on the board
    board_points: int

    @property
    def unplaced(self) -> int:
        """Compensation stones that found no empty point in the receiver's area."""
        return self.compensation_stones - self.placed_compensation

    @property
    def unopened(self) -> int:
        return self.open_points - self.left_open

    @property
    def ahead(self) -> int | None:
        """The player left with empty points after filling, if any (the other has none)."""
        return next((c for c in (BLACK, WHITE) if self.spare_points[c]), None)

    def terms(self) -> list[tuple[int, str]]:
        """The margin as signed terms in the winner's favour (Black's for a tie)."""
        win = BLACK if self.winner is None else self.winner

        def sign(favoured: int) -> int:
            return 1 if favoured == win else -1

        out: list[tuple[int, str]] = []
        ahead = self.ahead
        if ahead is not None:
            if self.winning_points:
                out.append((sign(ahead) * self.winning_points, _n(self.winning_points, "winning point")))
            if self.losing_stones:
                out.append((sign(ahead) * 2 * self.losing_stones,
                            _times_two(_n(self.losing_stones, "losing stone"))))
        for c in (BLACK, WHITE):
            x = self.extra_stones[c]
            if x:
                label = _n(x, "extra stone")
                if c == win or ahead is None:
                    label = _owned(c, label)
                out.append((sign(opponent(c)) * x, label))
        if self.unplaced:
            out.append((sign(self.payer) * 2 * self.unplaced,
                        _times_two(_n(self.unplaced, "compensation stone"))))
        if self.unopened:
            out.append((sign(self.payer) * self.unopened, _n(self.unopened, "open point")))
        return sorted(out, key=lambda t: t[0] < 0)

    def formula(self) -> str:
        """"1 winning point + 2 x 1 losing stone = 3", or "just 2 x 4 losing stones = 8"."""
        terms = self.terms()
        if not terms:
            return translate("Count", "0, a tie")
        text = ""
        for i, (value, label) in enumerate(terms):
            if i == 0:
                text = label if value > 0 else f"- {label}"
            else:
                text += f" {'+' if value > 0 else '-'} {label}"
        if self.margin == 0:
            formula = translate("Count", "{terms} = {margin}, a tie")
        elif self.losing_stones and not self.winning_points and len(terms) == 1:
            formula = translate("Count", "just {terms} = {margin}")
        else:
            formula = translate("Count", "{terms} = {margin}")
        return formula.format(terms=text, margin=self.margin)

    def describe(self) -> str:
        """What happens on the board, in whole stones, ending with the margin's formula."""
        parts = [self._supply_text()]
        parts.append(translate(
            "Count", "with the stones on the board taken out (prisoners and dead stones go back to their "
            "owners), Black's bowl holds {black} and White's {white}").format(
            black=self.bowls[BLACK], white=self.bowls[WHITE]))
        s = self.shared_points
        if s == 1:
            parts.append(translate("Count", "the one shared point, in neither player's area, stays empty"))
        elif s % 2:
            parts.append(translate("Count", "the {count} shared points, in neither player's area, are filled "
                                   "alternately with {half} black and {half} white stones, and one stays "
                                   "empty").format(count=s, half=s // 2))
        elif s:
            parts.append(translate("Count", "the {count} shared points, in neither player's area, are filled "
                                   "alternately with {half} black and {half} white stones").format(count=s, half=s // 2))
        if self.compensation_stones or self.open_points:
            parts.append(self._compensation_text())
        fills = []
        for c in (BLACK, WHITE):
            if self.spare_points[c]:
                fills.append(translate("Count", "{colour} has {points} left").format(
                    colour=colour_name(c), points=_n(self.spare_points[c], "empty point")))
            elif self.left_over[c]:
                fills.append(translate("Count", "{colour} has {stones} left over").format(
                    colour=colour_name(c), stones=_n(self.left_over[c], "stone")))
            else:
                fills.append(translate("Count", "{colour}'s stones fill his area exactly").format(
                    colour=colour_name(c)))
        if not any(self.spare_points.values()) and not any(self.left_over.values()):
            parts.append(translate("Count", "filling their own areas, neither player has an empty point or a "
                                   "stone left over"))
        else:
            parts.append(translate("Count", "filling their own areas, {black} and {white}").format(
                black=fills[0], white=fills[1]))
        parts.extend(self._ending())
        parts.append(translate("Count", "the margin is {formula}").format(formula=self.formula()))
        return translate("Count", "; ").join(parts)

    def _compensation_text(self) -> str:
        payer, receiver = colour_name(self.payer), colour_name(opponent(self.payer))
        points = _n(2 * self.compensation_stones + self.open_points, "point")

        def paying(stones: int, open_points: int) -> str:
            if stones and open_points:
                text = translate("Count", "{payer} puts {stones} in {receiver}'s area and leaves 1 point of it open")
            elif stones:
                text = translate("Count", "{payer} puts {stones} in {receiver}'s area")
            else:
                text = translate("Count", "{payer} leaves 1 point of {receiver}'s area open")
            return text.format(payer=payer, receiver=receiver, stones=_n(stones, "compensation stone"))

        if not (self.unplaced or self.unopened):
            return translate("Count", "{paying} ({points} of compensation)").format(
                paying=paying(self.compensation_stones, self.open_points), points=points)
        room = self.territory[opponent(self.payer)]
        if room:
            text = translate("Count", "{receiver}'s area has only {empty} for {payer}'s {points} of compensation")
        else:
            text = translate("Count", "{receiver}'s area has no empty point for {payer}'s {points} of compensation")
        text = text.format(receiver=receiver, payer=payer, points=points, empty=_n(room, "empty point"))
        rest = []
        if self.unplaced:
            u = self.unplaced
            if self.placed_compensation:
                rest.append(translate("Count", "the other {count} compensation stones count 2 points each "
                                      "without being placed") if u > 1 else
                            translate("Count", "the other 1 compensation stone counts 2 points without being placed"))
            else:
                rest.append(translate("Count", "{count} compensation stones count 2 points each without being "
                                      "placed") if u > 1 else
                            translate("Count", "1 compensation stone counts 2 points without being placed"))
            rest[-1] = rest[-1].format(count=u)
        if self.unopened:
            rest.append(translate("Count", "the open point counts 1 without a point to leave open"))
        unpaid = rest[0] if len(rest) == 1 else _both(rest[0], rest[1])
        if self.placed_compensation or self.left_open:
            return translate("Count", "{room}: {paying}, and {unpaid}").format(
                room=text, paying=paying(self.placed_compensation, self.left_open), unpaid=unpaid)
        return translate("Count", "{room}: {unpaid}").format(room=text, unpaid=unpaid)

    def _supply_text(self) -> str:
        if self.supply == self.usual_supply:
            return translate("Count", "each player starts with {supply} stones").format(supply=self.supply)
        # The supply was raised for the player whose stones on the board (with his share of the
        # shared points and the compensation he pays) need the most.
        each = self.shared_points // 2

        def need(c: int) -> int:
            return self.stones[c] + each + (self.placed_compensation if c == self.payer else 0)

        c = max((BLACK, WHITE), key=need)
        uses = []
        if self.stones[c]:
            uses.append(translate("Count", "{stones} on the board").format(stones=_n(self.stones[c], "stone")))
        if each:
            uses.append(translate("Count", "{stones} for shared points").format(stones=_n(each, "stone")))
        if c == self.payer and self.placed_compensation:
            uses.append(_n(self.placed_compensation, "compensation stone"))
        if len(uses) == 1:
            listed = uses[0]
        elif len(uses) == 2:
            listed = translate("Count", "{first} and {second}").format(first=uses[0], second=uses[1])
        else:
            listed = translate("Count", "{first}, {second} and {third}").format(
                first=uses[0], second=uses[1], third=uses[2])
        return translate("Count", "each player starts with {supply} stones, not the usual {usual}, enough for "
                         "{colour}'s {uses}").format(supply=self.supply, usual=self.usual_supply,
                                                     colour=colour_name(c), uses=listed)

    def _ending(self) -> list[str]:
        """Who has won at a glance, where the losing stones go and which points stay empty."""
        ahead = self.ahead
        out = []
        if ahead is None:
            extras = [c for c in (BLACK, WHITE) if self.extra_stones[c]]
            if len(extras) == 1:
                c = extras[0]
                k = self.extra_stones[c]
                if k == 1:
                    text = translate("Count", "no area has an empty point left for it, so {colour}'s 1 stone "
                                     "left over counts 1 point against {colour}")
                else:
                    text = translate("Count", "no area has an empty point left for them, so {colour}'s {count} "
                                     "stones left over count {count} points against {colour}")
                out.append(text.format(colour=colour_name(c), count=k))
            elif extras:
                out.append(translate("Count", "no area has an empty point left for them, so the stones left over "
                                     "count one point each against their owner"))
            return out
        behind = opponent(ahead)
        spare, left = self.spare_points[ahead], self.left_over[behind]
        names = {"ahead": colour_name(ahead), "behind": colour_name(behind)}
        if self.winner == ahead and not (self.unplaced or self.unopened):
            out.append(translate("Count", "{colour} has won").format(colour=names["ahead"]))
        if left == 0:
            wp = self.winning_points
            if wp == 1:
                text = translate("Count", "{behind} has no losing stone, so {ahead}'s 1 empty point is the "
                                 "winning point")
            else:
                text = translate("Count", "{behind} has no losing stone, so {ahead}'s {count} empty points are "
                                 "the winning points")
            out.append(text.format(count=wp, **names))
            return out
        if left <= spare:
            placing = translate("Count", "{behind} puts the {stones} in {ahead}'s area").format(
                stones=_n(left, "losing stone"), **names)
        else:
            x = left - spare
            if x == 1:
                placing = translate("Count", "{behind} puts {spare} of his {left} stones in {ahead}'s {points}, "
                                    "and 1 finds no empty point: an extra stone, which counts once as a losing "
                                    "stone")
            else:
                placing = translate("Count", "{behind} puts {spare} of his {left} stones in {ahead}'s {points}, "
                                    "and {extra} find no empty point: extra stones, which count once each as "
                                    "losing stones")
            placing = placing.format(spare=spare, left=left, points=_n(spare, "empty point"), extra=x, **names)
        if self.winning_points:
            wp = self.winning_points
            if wp > 1:
                wrapper = translate("Count", "{placing}, which leaves {points} there, the winning points")
            else:
                wrapper = translate("Count", "{placing}, which leaves {points} there, the winning point")
            placing = wrapper.format(placing=placing, points=_n(wp, "empty point"))
        out.append(placing)
        if not self.winning_points and self.losing_stones:
            odd = self.shared_points % 2
            receiver = colour_name(opponent(self.payer))
            if odd and self.left_open:
                out.append(translate("Count", "there is no winning point: the two empty points are the odd "
                                     "shared point and the open point in {colour}'s area").format(colour=receiver))
            elif odd:
                out.append(translate("Count", "there is no winning point: the only empty point is the odd "
                                     "shared point"))
            elif self.left_open:
                out.append(translate("Count", "there is no winning point: the only empty point is the open "
                                     "point in {colour}'s area").format(colour=receiver))
            elif self.supply > self.usual_supply:
                out.append(translate("Count", "there is no winning point: the raised supply holds more stones "
                                     "than the board has points to fill"))
            elif self.board_points % 2 == 0:
                out.append(translate("Count", "there is no winning point: two supplies of {supply} fill this "
                                     "board's {points} points exactly").format(
                    supply=self.usual_supply, points=self.board_points))
            else:
                out.append(translate("Count", "there is no winning point"))
        return out


@dataclass
class Score:
    """A counted position: each side's points and how they were made."""

    method: str
    black: float
    white: float
    winner: int | None
    margin: float
    kind: str  # "score" or "draw"
    komi: float
    compensation: float
    breakdown: dict[int, dict[str, float]]
    territory: dict[int, set[int]]
    dame: set[int]
    seki_points: set[int]
    dead: set[int]
    explanation: str
    ing: IngCount | None = None
    notes: list[str] = field(default_factory=list)
    handicap: int = 0  # handicap stones (0: an even game)
    # Every count's parts by colour under their JSON names (see PARTS), whichever the method adds
    parts: dict[int, dict[str, int]] = field(default_factory=dict)

    def parts_text(self, c: int) -> str:
        """What a side's points are made of, in words: "18 points of territory, 1 dead stone"
        (the parts that are not 0; "0" when none is)."""
        parts = [_n(int(v), _PART_NOUNS[key]) for key, v in self.breakdown.get(c, {}).items() if v]
        return translate("Count", ", ").join(parts) or "0"

    def counted(self) -> list[str]:
        """The parts the method adds up: area counts stones and territory; territory counting
        adds territory, prisoners, dead stones and pass stones (pass stones only where the
        ruleset hands them over; they are 0 elsewhere)."""
        if self.method == "territory":
            return ["territory", "prisoners", "dead_stones", "pass_stones"]
        return ["stones", "territory"]

    def as_dict(self, vertex: Callable[[int], str]) -> dict:
        """The count as JSON fields with stable names (gogui-rules --json), points named by
        `vertex`. Each side: stones on the board, territory, prisoners taken in play,
        dead_stones (the opponent's, removed at the end), pass_stones received, points (the
        parts `counted` adds) and total (White's with komi and compensation)."""
        def side(c: int) -> dict:
            points = int(self.black if c == BLACK else self.white - self.komi - self.compensation)
            return {**self.parts[c], "points": points,
                    "total": _tidy(self.black if c == BLACK else self.white)}

        ing = self.ing
        return {
            "method": self.method,
            "counted": self.counted(),
            "black": side(BLACK),
            "white": side(WHITE),
            "komi": _tidy(self.komi),
            "handicap_stones": self.handicap,
            "handicap_compensation": _tidy(self.compensation),
            "seki_points": sorted(vertex(p) for p in self.seki_points),
            "dame": len(self.dame),
            "dead": sorted(vertex(p) for p in self.dead),
            "ing": None if ing is None else {
                "supply": ing.supply,
                "bowls": {"black": ing.bowls[BLACK], "white": ing.bowls[WHITE]},
                "compensation_stones": ing.compensation_stones,
                "open_points": ing.open_points,
                "shared_points": ing.shared_points,
                "winning_points": ing.winning_points,
                "losing_stones": ing.losing_stones,
                "winner": result_letter(ing.winner),
                "margin": ing.margin,
            },
        }


def _regions(color: list[int], board: Board) -> list[tuple[list[int], set[int]]]:
    """The empty regions of a colouring and the colours bordering each."""
    seen: set[int] = set()
    s = board.stride
    out = []
    for p in board.points:
        if color[p] != EMPTY or p in seen:
            continue
        region = [p]
        seen.add(p)
        borders: set[int] = set()
        i = 0
        while i < len(region):
            q = region[i]
            i += 1
            for n in (q - 1, q + 1, q - s, q + s):
                cn = color[n]
                if cn == EMPTY:
                    if n not in seen:
                        seen.add(n)
                        region.append(n)
                elif cn in (BLACK, WHITE):
                    borders.add(cn)
        out.append((region, borders))
    return out


def _strings(color: list[int], board: Board) -> dict[int, tuple[int, list[int], set[int]]]:
    """Every string of a colouring: point -> (string id, stones, liberties)."""
    s = board.stride
    by_point: dict[int, tuple[int, list[int], set[int]]] = {}
    for p in board.points:
        c = color[p]
        if c not in (BLACK, WHITE) or p in by_point:
            continue
        stones = [p]
        libs: set[int] = set()
        entry = (p, stones, libs)
        by_point[p] = entry
        i = 0
        while i < len(stones):
            q = stones[i]
            i += 1
            for n in (q - 1, q + 1, q - s, q + s):
                cn = color[n]
                if cn == EMPTY:
                    libs.add(n)
                elif cn == c and n not in by_point:
                    by_point[n] = entry
                    stones.append(n)
    return by_point


def seki_points(color: list[int], board: Board,
                standing: list[int] | None = None) -> tuple[set[int], set[int]]:
    """Shared liberties in seki and the stones of the strings that are in seki.

    A neutral empty point (next to living stones of both colours) is a shared liberty in seki
    when a play there by either player would leave the player's own string in atari or without
    liberties and would capture nothing. The strings next to such points are in seki. At the end
    of a game played under territory rules the dame are filled, so this is the seki test the
    simplified Japanese/Korean text relies on.

    color     the living stones (dead stones already taken off)
    standing  the board as it stands, dead stones included (default: color). The plays are
              tried on it: a dead stone still fills its point until it is captured, so an eye
              holding one is not a liberty (Japanese 1989, article 8: stones that are alive but
              possess dame are in seki, whatever lies in their eyes).
    """
    if standing is None:
        standing = color
    strings = _strings(standing, board)
    s = board.stride
    shared: set[int] = set()
    for p in board.points:
        if color[p] != EMPTY:
            continue
        around = {color[n] for n in (p - 1, p + 1, p - s, p + s)}
        if not (BLACK in around and WHITE in around):
            continue
        if all(_self_atari(standing, strings, board, p, c) and not _approachable(standing, strings, board, p, c)
               for c in (BLACK, WHITE)):
            shared.add(p)
    in_seki: set[int] = set()
    for p in shared:
        for n in (p - 1, p + 1, p - s, p + s):
            if color[n] in (BLACK, WHITE):
                in_seki.update(q for q in strings[n][1] if color[q] == color[n])
    return shared, in_seki


def _approachable(color: list[int], strings: dict[int, tuple[int, list[int], set[int]]], board: Board,
                  p: int, c: int) -> bool:
    """Whether c can first make a safe play on another liberty of its strings beside p, one that
    leaves the string it joins out of atari, after which a play at p is no longer self-atari.

    In a seki neither side can approach the shared liberties: the strings' other liberties are
    shared too, or eyes that filling does not help. Stones that are dead but not marked dead
    make points that look alike, such as a lone stone beside a dead string with two liberties;
    there the lone stone's owner connects it through his own territory first, and the point
    is no longer self-atari for him (Japanese 1989, article 8: seki is stones that are alive
    and possess dame; the test of a dame here is that neither player can fill it safely)."""
    s = board.stride
    tried: set[int] = {p}
    for n in (p - 1, p + 1, p - s, p + s):
        if color[n] != c:
            continue
        for q in strings[n][2] - tried:
            tried.add(q)
            after = _played(color, board, q, c)
            if after is None:
                continue
            after_strings = _strings(after, board)
            if len(after_strings[q][2]) >= 2 and not _self_atari(after, after_strings, board, p, c):
                return True
    return False


def _played(color: list[int], board: Board, q: int, c: int) -> list[int] | None:
    """The colouring after c plays on the empty point q and captures, or None for a suicide."""
    after = color[:]
    after[q] = c
    s = board.stride
    strings = _strings(after, board)
    for n in (q - 1, q + 1, q - s, q + s):
        if after[n] == opponent(c) and not strings[n][2]:
            for stone in strings[n][1]:
                after[stone] = EMPTY
    if not _strings(after, board)[q][2]:
        return None
    return after


def _self_atari(color, strings, board: Board, p: int, c: int) -> bool:
    s = board.stride
    o = opponent(c)
    libs: set[int] = set()
    for n in (p - 1, p + 1, p - s, p + s):
        cn = color[n]
        if cn == EMPTY:
            libs.add(n)
        elif cn == c:
            libs |= strings[n][2]
        elif cn == o and strings[n][2] == {p}:
            return False  # the play would capture: not a shared liberty in seki
    libs.discard(p)
    return len(libs) <= 1


def count(
    board: Board,
    ruleset: Ruleset,
    *,
    dead: set[int] | frozenset[int] = frozenset(),
    prisoners: dict[int, int] | None = None,
    pass_stones: dict[int, int] | None = None,
    komi: float | None = None,
    handicap: int = 0,
    all_alive: bool = False,
    setup_stones: dict[int, int] | None = None,
    view: frozenset[int] | None = None,
    note: str = "",
    marked: bool = True,
) -> Score:
    """Count the position under a ruleset.

    dead       points of stones agreed dead (removed and, in territory counting, prisoners)
    prisoners  stones each colour captured during play (suicided stones count for the opponent)
    pass_stones  prisoners each colour received for the opponent's passes
    komi       the game's komi (default: the ruleset's for the game type)
    handicap   number of handicap stones (0 or 1 = no handicap)
    all_alive  every stone counts as alive (Tromp-Taylor, or a New Zealand stalemate)
    setup_stones  stones of each colour put on the board without a move (handicap and setup
               stones, less those a setup removed), if known: the note comparing area with
               territory counting then tells them apart from moves
    view       the points a diagram shows (SGF VW), if it shows only part of the board: only
               they are counted, as if the board ended at the view's edge (the rest of the
               board is read as settled and even)
    note       a sentence the explanation adds (such as how a record gave the handicap)
    marked     whether the dead stones are those marks name (a record's TB/TW marks,
               gogui-rules --dead), which a record may simply lack: with none marked, the
               explanation says that every stone counted alive and how to mark them. False
               where the dead stones were settled otherwise: captured in a confirmation play,
               or agreed by players who mark them on the board of a game (the game window
               tells them how while play is stopped)
    """
    prisoners = dict(prisoners or {BLACK: 0, WHITE: 0})
    pass_stones = dict(pass_stones or {BLACK: 0, WHITE: 0})
    handicap_game = handicap >= 2
    if komi is None:
        komi = ruleset.handicap_komi if handicap_game else ruleset.komi
    dead = set() if all_alive or ruleset.removals == "none" else set(dead)
    color, standing, dead_by_color = _counted_board(board, dead, view)
    regions = _regions(color, board)
    shared: set[int] = set()
    seki_stones: set[int] = set()
    if ruleset.seki == "not-counted":
        shared, seki_stones = seki_points(color, board, standing)
    territory, dame, seki_eyes = _territory(board, regions, seki_stones)
    seki_all = shared | seki_eyes
    stones = {c: sum(1 for p in board.points if color[p] == c) for c in (BLACK, WHITE)}
    compensation = 0.0
    if handicap_game and ruleset.scoring != "territory":
        compensation = {"0": 0, "N": handicap, "N-1": handicap - 1}[ruleset.handicap_compensation]
    notes: list[str] = []
    ing = None
    if ruleset.scoring == "territory":
        breakdown, black, white = _territory_totals(territory, prisoners, dead_by_color, pass_stones)
    else:
        breakdown, black, white = _area_totals(stones, territory)
        if ruleset.pass_stones != "never" or ruleset.white_passes_last:
            notes.append(_area_note(ruleset, breakdown, black, white, komi, compensation, stones, territory,
                                    prisoners, dead_by_color, pass_stones, setup_stones))
    white_total = white + komi + compensation
    if ruleset.scoring == "ing-fill":
        counted_points = len(view) if view is not None else board.size * board.size
        ing = _ing_fill(counted_points, stones, territory, len(dame), komi + compensation)
    winner, margin, kind = _winner(ruleset, black - white_total, handicap_game)
    explanation = _explain(ruleset, breakdown, black, white, komi, compensation, winner, margin, kind,
                           len(seki_all), handicap_game, ing)
    if note:
        notes.append(note)
    if view is not None:
        notes.append(translate("Count", "Only the diagram's view is counted ({count} of the board's {points} "
                               "points); the rest of the board is read as settled and even.").format(
            count=len(view), points=board.size * board.size))
    if marked and not dead and not all_alive and ruleset.removals == "agreement":
        touching_both = {p for region, borders in regions if len(borders) == 2 for p in region} - shared
        if touching_both and ruleset.seki != "not-counted":
            touching_both -= seki_points(color, board, standing)[0]  # a seki's shared liberties are no sign
        if touching_both:
            notes.append(_nothing_marked_dead(len(touching_both)))
    if notes:
        explanation = sentences(explanation, *notes)
    parts = {c: {"stones": stones[c], "territory": len(territory[c]), "prisoners": prisoners[c],
                 "dead_stones": dead_by_color[opponent(c)], "pass_stones": pass_stones[c]}
             for c in (BLACK, WHITE)}
    return Score(
        method=ruleset.scoring, black=black, white=white_total, winner=winner,
        margin=_tidy(margin), kind=kind, komi=komi, compensation=compensation,
        breakdown=breakdown, territory=territory, dame=dame - shared, seki_points=seki_all,
        dead=dead, explanation=explanation, ing=ing, notes=notes,
        handicap=handicap if handicap_game else 0, parts=parts,
    )


def _counted_board(board: Board, dead: set[int], view: frozenset[int] | None
                   ) -> tuple[list[int], list[int], dict[int, int]]:
    """The board as counted (`dead` narrowed to the view in place): its colours with the dead
    stones taken off and, outside a view, the board's edge; the same with the dead stones on
    (for the seki test); and the dead stones of each colour."""
    color = board.color[:]
    if view is not None:
        # Outside the view the board ends: no stone, territory or dead stone counts there.
        for p in board.points:
            if p not in view:
                color[p] = BORDER
        dead &= view
    standing = color[:]  # the board with its dead stones, for the seki test
    dead_by_color = {BLACK: 0, WHITE: 0}
    for p in dead:
        c = color[p]
        if c in (BLACK, WHITE):
            dead_by_color[c] += 1
            color[p] = EMPTY
    return color, standing, dead_by_color


def _territory(board: Board, regions: list[tuple[list[int], set[int]]], seki_stones: set[int]
               ) -> tuple[dict[int, set[int]], set[int], set[int]]:
    """Each colour's territory (the empty regions only it borders), the dame (regions that
    border both) and the eyes of groups in seki (which are nobody's territory)."""
    s = board.stride
    territory: dict[int, set[int]] = {BLACK: set(), WHITE: set()}
    dame: set[int] = set()
    seki_eyes: set[int] = set()
    for region, borders in regions:
        if len(borders) == 1:
            owner = next(iter(borders))
            if seki_stones and any(
                n in seki_stones for q in region for n in (q - 1, q + 1, q - s, q + s)
            ):
                seki_eyes.update(region)
                continue
            territory[owner].update(region)
        else:
            dame.update(region)
    return territory, dame, seki_eyes


def _territory_totals(territory: dict[int, set[int]], prisoners: dict[int, int], dead_by_color: dict[int, int],
                      pass_stones: dict[int, int]) -> tuple[dict[int, dict[str, float]], float, float]:
    """Territory counting: each colour's territory, captures, the opponent's dead stones and
    pass stones; (the breakdown, Black's total, White's total before komi)."""
    breakdown: dict[int, dict[str, float]] = {}
    for c in (BLACK, WHITE):
        breakdown[c] = {
            "territory": len(territory[c]),
            "captures": prisoners[c],
            "dead": dead_by_color[opponent(c)],
            "pass_stones": pass_stones[c],
        }
    return breakdown, sum(breakdown[BLACK].values()), sum(breakdown[WHITE].values())


def _area_totals(stones: dict[int, int], territory: dict[int, set[int]]
                 ) -> tuple[dict[int, dict[str, float]], float, float]:
    """Area counting (and Ing's): each colour's stones and territory; (the breakdown, Black's
    total, White's total before komi)."""
    breakdown: dict[int, dict[str, float]] = {
        c: {"stones": stones[c], "territory": len(territory[c])} for c in (BLACK, WHITE)}
    return breakdown, stones[BLACK] + len(territory[BLACK]), stones[WHITE] + len(territory[WHITE])


def _area_note(ruleset: Ruleset, breakdown: dict[int, dict[str, float]], black: float, white: float, komi: float,
               compensation: float, stones: dict[int, int], territory: dict[int, set[int]],
               prisoners: dict[int, int], dead_by_color: dict[int, int], pass_stones: dict[int, int],
               setup_stones: dict[int, int] | None) -> str:
    """AGA (pass stones, or White passing last): territory plus prisoners, pass stones included,
    may be counted instead; the breakdown gains the pass stones, and the note compares the two."""
    alt = {
        c: len(territory[c]) + prisoners[c] + dead_by_color[opponent(c)] + pass_stones[c]
        for c in (BLACK, WHITE)
    }
    for c in (BLACK, WHITE):
        breakdown[c]["pass_stones"] = pass_stones[c]
    # Every stone a player put down is on the board, a prisoner of the opponent or dead.
    put_down = {c: stones[c] + prisoners[opponent(c)] + dead_by_color[c] for c in (BLACK, WHITE)}
    return _territory_note(
        ruleset, alt, black, white, komi, compensation, put_down,
        {c: pass_stones[opponent(c)] for c in (BLACK, WHITE)}, setup_stones,
    )


def _winner(ruleset: Ruleset, diff: float, handicap_game: bool) -> tuple[int | None, float, str]:
    """(the winner or None, the margin, the kind of result) for Black's lead over White's total;
    a tie goes as the ruleset says (a draw, or a colour that wins it)."""
    if diff > 0:
        return BLACK, diff, "score"
    if diff < 0:
        return WHITE, -diff, "score"
    tie = ruleset.handicap_ties if handicap_game else ruleset.ties
    if tie == "draw":
        return None, 0.0, "draw"
    return (BLACK if tie == "B" else WHITE), 0.0, "score"


def _nothing_marked_dead(touching_both: int) -> str:
    """Said of a count in which no stone was marked dead while some empty points touch stones of
    both colours: those are dame, or points beside stones that are in fact dead. Every stone on
    the board counted alive, and how to mark the dead ones."""
    said = plural(touching_both,
                  translate("Count", "No stone was marked dead: every stone on the board counts as alive, and the "
                            "1 empty point beside both colours counts for nobody."),
                  translate("Count", "No stone was marked dead: every stone on the board counts as alive, and the "
                            "{count} empty points beside both colours count for nobody."))
    how = translate("Count", "To count stones as dead, mark them: with territory marks (TB/TW) on a record's last "
                    "node, or, in the game window, with a click on them once play has stopped.")
    return sentences(said.format(count=touching_both), how)


def _lead(black_margin: float) -> str:
    if black_margin == 0:
        return translate("Count", "a tie")
    if black_margin > 0:
        return translate("Count", "Black by {margin}").format(margin=f"{abs(black_margin):g}")
    return translate("Count", "White by {margin}").format(margin=f"{abs(black_margin):g}")


def _territory_note(ruleset: Ruleset, alt: dict[int, int], black: float, white: float, komi: float,
                    compensation: float, put_down: dict[int, int], passes: dict[int, int],
                    setup: dict[int, int] | None) -> str:
    """Territory and prisoners against the area count, and why they agree or not here.

    A player's area less his territory and prisoners is his stones on the board less the
    prisoners he holds. Every stone put down is on the board or the opponent's prisoner, and
    every pass hands over one: so the two counts' differences part by how many more stones,
    pass stones included, Black has put down than White. An even start with alternate moves and White passing
    last (the simplified AGA text adds a pass for White when needed) makes that zero; handicap
    stones and White's extra move are what the handicap compensation answers.
    """
    area_margin = black - white - komi - compensation
    alt_margin = alt[BLACK] - alt[WHITE] - komi
    turns = {c: put_down[c] + passes[c] for c in (BLACK, WHITE)}
    gap = turns[BLACK] - turns[WHITE]  # equals area_margin - alt_margin + compensation
    if komi:
        counts = translate("Count", "Black {black}, White {white} + komi {komi} = {total}").format(
            black=alt[BLACK], white=alt[WHITE], komi=f"{komi:g}", total=f"{alt[WHITE] + komi:g}")
    else:
        counts = translate("Count", "Black {black}, White {white}").format(black=alt[BLACK], white=alt[WHITE])
    same = alt_margin == area_margin
    if same:
        text = translate("Count", "Counting territory and prisoners instead, pass stones included, gives "
                         "{counts}: the same margin.").format(counts=counts)
    else:
        area_lead = _lead(area_margin)
        if alt_margin * area_margin > 0:
            area_lead = f"{abs(area_margin):g}"
        text = translate("Count", "Counting territory and prisoners instead, pass stones included, would give "
                         "{counts}: {lead}, not {area_lead}.").format(
            counts=counts, lead=_lead(alt_margin), area_lead=area_lead)
    if same and compensation:
        agree = translate("Count", "The two counts agree whenever both players have put down as many stones as "
                          "each other, a pass counting as a stone handed over, as after an even start with "
                          "alternate moves and White passing last, or when the handicap compensation makes up "
                          "the difference.")
    elif same:
        agree = translate("Count", "The two counts agree whenever both players have put down as many stones as "
                          "each other, a pass counting as a stone handed over, as after an even start with "
                          "alternate moves and White passing last.")
    elif compensation:
        agree = translate("Count", "The two counts agree only when both players have put down as many stones as "
                          "each other, a pass counting as a stone handed over, as after an even start with "
                          "alternate moves and White passing last, or when the handicap compensation makes up "
                          "the difference.")
    else:
        agree = translate("Count", "The two counts agree only when both players have put down as many stones as "
                          "each other, a pass counting as a stone handed over, as after an even start with "
                          "alternate moves and White passing last.")
    text = sentences(text, agree)

    def stones_text(c: int) -> str:
        made = _n(put_down[c], "stone")
        if setup is not None and setup.get(c):
            if setup[c] == put_down[c]:
                made = translate("Count", "{stones}, all set up without a move,").format(stones=made)
            else:
                made = translate("Count", "{stones} ({count} of them set up without a move)").format(
                    stones=made, count=setup[c])
        return made

    ahead = colour_name(BLACK if gap > 0 else WHITE)
    if gap == 0:
        here = translate("Count", "Here Black put down {black_stones} and handed over {black_passes}, and White "
                         "put down {white_stones} and handed over {white_passes}: {each} each.")
    elif same:
        here = translate("Count", "Here Black put down {black_stones} and handed over {black_passes}, and White "
                         "put down {white_stones} and handed over {white_passes}: {ahead} {gap} more, which the "
                         "handicap compensation of {compensation} makes up.")
    elif compensation:
        here = translate("Count", "Here Black put down {black_stones} and handed over {black_passes}, and White "
                         "put down {white_stones} and handed over {white_passes}: {ahead} {gap} more, against a "
                         "handicap compensation of {compensation}, so the area count is {points} better for "
                         "{better}. The rules count the area.")
    else:
        here = translate("Count", "Here Black put down {black_stones} and handed over {black_passes}, and White "
                         "put down {white_stones} and handed over {white_passes}: {ahead} {gap} more, so the area "
                         "count is {points} better for {better}. The rules count the area.")
    diff = area_margin - alt_margin
    text = sentences(text, here.format(
        black_stones=stones_text(BLACK), black_passes=_n(passes[BLACK], "pass stone"),
        white_stones=stones_text(WHITE), white_passes=_n(passes[WHITE], "pass stone"),
        each=turns[BLACK], ahead=ahead, gap=abs(gap), compensation=f"{compensation:g}",
        points=_n_points(abs(diff)), better=colour_name(BLACK if diff > 0 else WHITE)))
    return text


def _n_points(x: float) -> str:
    if x == 1:
        return translate("Count", "1 point")
    return translate("Count", "{n} points").format(n=f"{x:g}")


def _tidy(x: float) -> float:
    return int(x) if float(x).is_integer() else x


def _ing_fill(board_points: int, stones: dict[int, int], territory: dict[int, set[int]], shared: int,
              compensation_points: float) -> IngCount | None:
    """Ing's fill-in count of a counted position; None when the compensation is not whole points."""
    if not float(compensation_points).is_integer():
        return None
    k = int(compensation_points)
    payer = WHITE if k >= 0 else BLACK
    receiver = opponent(payer)
    comp_stones, open_points = divmod(abs(k), 2)  # two points a stone; an odd point stays open
    terr = {c: len(territory[c]) for c in (BLACK, WHITE)}
    # Compensation goes on empty points of the receiver's area; what finds no room is not placed.
    placed = min(comp_stones, terr[receiver])
    opened = min(open_points, terr[receiver] - placed)
    each = shared // 2  # shared points: equal numbers of stones, one left empty if odd
    usual = board_points // 2
    # The text's supply is half the board (180 each on 19x19, 40 on 9x9). A set-up position can
    # hold more stones of one colour: then both start with enough to keep every bowl whole.
    needed = max(stones[c] + each + (placed if c == payer else 0) for c in (BLACK, WHITE))
    supply = max(usual, needed)
    bowls = {c: supply - stones[c] for c in (BLACK, WHITE)}
    left = {
        receiver: bowls[receiver] - each - (terr[receiver] - placed - opened),
        payer: bowls[payer] - each - placed - terr[payer],
    }
    spare = {c: max(0, -left[c]) for c in (BLACK, WHITE)}
    left_over = {c: max(0, left[c]) for c in (BLACK, WHITE)}
    ahead = next((c for c in (BLACK, WHITE) if spare[c]), None)
    extra = {BLACK: 0, WHITE: 0}
    losing = winning = 0
    if ahead is not None:
        # The other player's stones go into the empty points of ahead's area; those that find
        # none are extra stones, counted once (SST: the extra stone of an odd handicap with an
        # odd seki).
        behind = opponent(ahead)
        losing = min(spare[ahead], left_over[behind])
        winning = spare[ahead] - losing
        extra[behind] = left_over[behind] - losing
    else:
        extra = dict(left_over)
    # Compensation that found no room still counts: two points a stone, one an open point.
    unpaid = 2 * (comp_stones - placed) + (open_points - opened)
    black_margin = left[WHITE] - left[BLACK] + (unpaid if payer == BLACK else -unpaid)
    winner = BLACK if black_margin > 0 else WHITE if black_margin < 0 else None
    return IngCount(
        supply=supply, usual_supply=usual, bowls=bowls, payer=payer,
        compensation_stones=comp_stones, open_points=open_points, placed_compensation=placed,
        left_open=opened, shared_points=shared, spare_points=spare, left_over=left_over,
        losing_stones=losing, extra_stones=extra, winning_points=winning, winner=winner,
        margin=abs(black_margin), territory=terr, stones=dict(stones),
        board_points=board_points,
    )


def _explain(ruleset, breakdown, black, white, komi, compensation, winner, margin, kind,
             seki_count, handicap_game, ing) -> str:
    def side(c: int) -> str:
        b = breakdown[c]
        if ruleset.scoring == "territory":
            if b.get("pass_stones"):
                return translate("Count", "{territory} territory + {captured} captured + {dead} dead + "
                                 "{passes}").format(territory=f"{b['territory']:g}", captured=f"{b['captures']:g}",
                                                    dead=f"{b['dead']:g}", passes=_n(int(b["pass_stones"]), "pass stone"))
            return translate("Count", "{territory} territory + {captured} captured + {dead} dead").format(
                territory=f"{b['territory']:g}", captured=f"{b['captures']:g}", dead=f"{b['dead']:g}")
        return translate("Count", "{stones} + {territory} territory").format(
            stones=_n(int(b["stones"]), "stone"), territory=f"{b['territory']:g}")

    if komi and compensation:
        text = translate("Count", "Black {black} ({black_parts}); White {white} ({white_parts}) + komi {komi} + "
                         "handicap compensation {compensation} = {total}.")
    elif komi:
        text = translate("Count", "Black {black} ({black_parts}); White {white} ({white_parts}) + komi {komi} = "
                         "{total}.")
    elif compensation:
        text = translate("Count", "Black {black} ({black_parts}); White {white} ({white_parts}) + handicap "
                         "compensation {compensation} = {total}.")
    else:
        text = translate("Count", "Black {black} ({black_parts}); White {white} ({white_parts}).")
    text = text.format(black=f"{black:g}", black_parts=side(BLACK), white=f"{white:g}", white_parts=side(WHITE),
                       komi=f"{komi:g}", compensation=f"{compensation:g}",
                       total=f"{white + komi + compensation:g}")
    said = [text]
    if seki_count:
        said.append(plural(seki_count, translate("Count", "1 point in seki scores for nobody."),
                           translate("Count", "{count} points in seki score for nobody.")).format(count=seki_count))
    if ing is not None:
        said.append(translate("Count", "Ing count: {count}.").format(count=ing.describe()))
    elif ruleset.scoring == "ing-fill":
        said.append(translate("Count", "Ing count: a compensation of {points} points cannot be paid in whole "
                              "stones, so there is no fill-in count; the area count decides.").format(
            points=f"{komi + compensation:g}"))
    if kind == "draw":
        said.append(translate("Count", "The scores are equal: a draw."))
    elif margin == 0:
        if handicap_game:
            tie = translate("Count", "The scores are equal; in handicap games ties go to {colour}.")
        else:
            tie = translate("Count", "The scores are equal; in even games ties go to {colour}.")
        said.append(tie.format(colour=colour_name(winner)))
    else:
        said.append(translate("Count", "{colour} wins by {margin}.").format(
            colour=colour_name(winner), margin=f"{_tidy(margin):g}"))
    return sentences(*said)


def result_letter(color: int | None) -> str | None:
    return None if color is None else COLOR_LETTERS[color]
