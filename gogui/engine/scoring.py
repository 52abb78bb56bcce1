"""Counting a final position: area, territory with prisoners, seki, Ing fill-in, komi and handicap."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .board import BLACK, BORDER, COLOR_LETTERS, COLOR_NAMES, EMPTY, WHITE, Board, opponent
from .rules import Ruleset


def _n(k: int, word: str) -> str:
    """"1 stone", "3 stones"."""
    return f"{k} {word}" if k == 1 else f"{k} {word}s"


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
                            f"2 x {_n(self.losing_stones, 'losing stone')}"))
        for c in (BLACK, WHITE):
            x = self.extra_stones[c]
            if x:
                label = _n(x, "extra stone")
                if c == win or ahead is None:
                    label = f"{COLOR_NAMES[c]}'s {label}"
                out.append((sign(opponent(c)) * x, label))
        if self.unplaced:
            out.append((sign(self.payer) * 2 * self.unplaced,
                        f"2 x {_n(self.unplaced, 'compensation stone')}"))
        if self.unopened:
            out.append((sign(self.payer) * self.unopened, _n(self.unopened, "open point")))
        return sorted(out, key=lambda t: t[0] < 0)

    def formula(self) -> str:
        """"1 winning point + 2 x 1 losing stone = 3", or "just 2 x 4 losing stones = 8"."""
        terms = self.terms()
        if not terms:
            return "0, a tie"
        tie = ", a tie" if self.margin == 0 else ""
        text = ""
        for i, (value, label) in enumerate(terms):
            if i == 0:
                text = label if value > 0 else f"- {label}"
            else:
                text += f" {'+' if value > 0 else '-'} {label}"
        just = "just " if self.losing_stones and not self.winning_points and len(terms) == 1 else ""
        return f"{just}{text} = {self.margin}{tie}"

    def describe(self) -> str:
        """What happens on the board, in whole stones, ending with the margin's formula."""
        name = COLOR_NAMES
        parts = [self._supply_text()]
        parts.append(
            f"with the stones on the board taken out (prisoners and dead stones go back to their "
            f"owners), Black's bowl holds {self.bowls[BLACK]} and White's {self.bowls[WHITE]}"
        )
        s = self.shared_points
        if s == 1:
            parts.append("the one shared point, in neither player's area, stays empty")
        elif s:
            parts.append(f"the {s} shared points, in neither player's area, are filled alternately with "
                         f"{s // 2} black and {s // 2} white stones" + (", and one stays empty" if s % 2 else ""))
        if self.compensation_stones or self.open_points:
            parts.append(self._compensation_text())
        fills = []
        for c in (BLACK, WHITE):
            if self.spare_points[c]:
                fills.append(f"{name[c]} has {_n(self.spare_points[c], 'empty point')} left")
            elif self.left_over[c]:
                fills.append(f"{name[c]} has {_n(self.left_over[c], 'stone')} left over")
            else:
                fills.append(f"{name[c]}'s stones fill his area exactly")
        if not any(self.spare_points.values()) and not any(self.left_over.values()):
            parts.append("filling their own areas, neither player has an empty point or a stone left over")
        else:
            parts.append("filling their own areas, " + " and ".join(fills))
        parts.extend(self._ending())
        parts.append(f"the margin is {self.formula()}")
        return "; ".join(parts)

    def _compensation_text(self) -> str:
        payer, receiver = COLOR_NAMES[self.payer], COLOR_NAMES[opponent(self.payer)]
        points = _n(2 * self.compensation_stones + self.open_points, "point")

        def paying(stones: int, open_points: int) -> str:
            done = []
            if stones:
                done.append(f"puts {_n(stones, 'compensation stone')} in {receiver}'s area")
            if open_points:
                done.append(f"leaves 1 point of {'it' if stones else receiver + chr(39) + 's area'} open")
            return f"{payer} " + " and ".join(done)

        if not (self.unplaced or self.unopened):
            return paying(self.compensation_stones, self.open_points) + f" ({points} of compensation)"
        room = self.territory[opponent(self.payer)]
        text = (f"{receiver}'s area has " + (f"only {_n(room, 'empty point')}" if room else "no empty point")
                + f" for {payer}'s {points} of compensation")
        rest = []
        if self.unplaced:
            u = self.unplaced
            rest.append(("the other " if self.placed_compensation else "")
                        + (f"{u} compensation stones count 2 points each" if u > 1
                           else "1 compensation stone counts 2 points")
                        + " without being placed")
        if self.unopened:
            rest.append("the open point counts 1 without a point to leave open")
        if self.placed_compensation or self.left_open:
            return (text + ": " + paying(self.placed_compensation, self.left_open) + ", and "
                    + " and ".join(rest))
        return text + ": " + " and ".join(rest)

    def _supply_text(self) -> str:
        if self.supply == self.usual_supply:
            return f"each player starts with {self.supply} stones"
        # The supply was raised for the player whose stones on the board (with his share of the
        # shared points and the compensation he pays) need the most.
        each = self.shared_points // 2

        def need(c: int) -> int:
            return self.stones[c] + each + (self.placed_compensation if c == self.payer else 0)

        c = max((BLACK, WHITE), key=need)
        uses = []
        if self.stones[c]:
            uses.append(f"{_n(self.stones[c], 'stone')} on the board")
        if each:
            uses.append(f"{_n(each, 'stone')} for shared points")
        if c == self.payer and self.placed_compensation:
            uses.append(_n(self.placed_compensation, "compensation stone"))
        listed = uses[0] if len(uses) == 1 else ", ".join(uses[:-1]) + " and " + uses[-1]
        return (f"each player starts with {self.supply} stones, not the usual {self.usual_supply}, "
                f"enough for {COLOR_NAMES[c]}'s {listed}")

    def _ending(self) -> list[str]:
        """Who has won at a glance, where the losing stones go and which points stay empty."""
        name = COLOR_NAMES
        ahead = self.ahead
        out = []
        if ahead is None:
            extras = [c for c in (BLACK, WHITE) if self.extra_stones[c]]
            if len(extras) == 1:
                c = extras[0]
                k = self.extra_stones[c]
                out.append(f"no area has an empty point left for {'it' if k == 1 else 'them'}, so "
                           f"{name[c]}'s {_n(k, 'stone')} left over count{'s' if k == 1 else ''} "
                           f"{_n(k, 'point')} against {name[c]}")
            elif extras:
                out.append("no area has an empty point left for them, so the stones left over count "
                           "one point each against their owner")
            return out
        behind = opponent(ahead)
        spare, left = self.spare_points[ahead], self.left_over[behind]
        if self.winner == ahead and not (self.unplaced or self.unopened):
            out.append(f"{name[ahead]} has won")
        if left == 0:
            wp = self.winning_points
            out.append(f"{name[behind]} has no losing stone, so {name[ahead]}'s "
                       f"{_n(wp, 'empty point')} {'is the winning point' if wp == 1 else 'are the winning points'}")
            return out
        if left <= spare:
            placing = f"{name[behind]} puts the {_n(left, 'losing stone')} in {name[ahead]}'s area"
        else:
            x = left - spare
            placing = (f"{name[behind]} puts {spare} of his {left} stones in {name[ahead]}'s "
                       f"{_n(spare, 'empty point')}, and "
                       + ("1 finds no empty point: an extra stone, which counts once as a losing stone"
                          if x == 1 else
                          f"{x} find no empty point: extra stones, which count once each as losing stones"))
        if self.winning_points:
            wp = self.winning_points
            placing += (f", which leaves {_n(wp, 'empty point')} there, the winning "
                        f"point{'s' if wp > 1 else ''}")
        out.append(placing)
        if not self.winning_points and self.losing_stones:
            empties = []
            if self.shared_points % 2:
                empties.append("the odd shared point")
            if self.left_open:
                empties.append(f"the open point in {name[opponent(self.payer)]}'s area")
            if len(empties) == 2:
                out.append(f"there is no winning point: the two empty points are {' and '.join(empties)}")
            elif empties:
                out.append(f"there is no winning point: the only empty point is {empties[0]}")
            elif self.supply > self.usual_supply:
                out.append("there is no winning point: the raised supply holds more stones than the "
                           "board has points to fill")
            elif self.board_points % 2 == 0:
                out.append(f"there is no winning point: two supplies of {self.usual_supply} fill this "
                           f"board's {self.board_points} points exactly")
            else:
                out.append("there is no winning point")
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
        if all(_self_atari(standing, strings, board, p, c) for c in (BLACK, WHITE)):
            shared.add(p)
    in_seki: set[int] = set()
    for p in shared:
        for n in (p - 1, p + 1, p - s, p + s):
            if color[n] in (BLACK, WHITE):
                in_seki.update(q for q in strings[n][1] if color[q] == color[n])
    return shared, in_seki


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
    """
    prisoners = dict(prisoners or {BLACK: 0, WHITE: 0})
    pass_stones = dict(pass_stones or {BLACK: 0, WHITE: 0})
    handicap_game = handicap >= 2
    if komi is None:
        komi = ruleset.handicap_komi if handicap_game else ruleset.komi
    dead = set() if all_alive or ruleset.removals == "none" else set(dead)
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
    regions = _regions(color, board)
    shared: set[int] = set()
    seki_stones: set[int] = set()
    if ruleset.seki == "not-counted":
        shared, seki_stones = seki_points(color, board, standing)
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
    seki_all = shared | seki_eyes
    stones = {c: sum(1 for p in board.points if color[p] == c) for c in (BLACK, WHITE)}
    comp_rule = ruleset.handicap_compensation
    compensation = 0.0
    if handicap_game and ruleset.scoring != "territory":
        compensation = {"0": 0, "N": handicap, "N-1": handicap - 1}[comp_rule]
    breakdown: dict[int, dict[str, float]] = {}
    notes: list[str] = []
    ing = None
    if ruleset.scoring == "territory":
        for c in (BLACK, WHITE):
            o = opponent(c)
            breakdown[c] = {
                "territory": len(territory[c]),
                "captures": prisoners[c],
                "dead": dead_by_color[o],
                "pass_stones": pass_stones[c],
            }
        black = sum(breakdown[BLACK].values())
        white = sum(breakdown[WHITE].values())
    else:
        for c in (BLACK, WHITE):
            breakdown[c] = {"stones": stones[c], "territory": len(territory[c])}
        black = stones[BLACK] + len(territory[BLACK])
        white = stones[WHITE] + len(territory[WHITE])
        if ruleset.pass_stones != "never" or ruleset.white_passes_last:
            # AGA: territory plus prisoners, pass stones included, may be counted instead.
            alt = {
                c: len(territory[c]) + prisoners[c] + dead_by_color[opponent(c)] + pass_stones[c]
                for c in (BLACK, WHITE)
            }
            for c in (BLACK, WHITE):
                breakdown[c]["pass_stones"] = pass_stones[c]
            # Every stone a player put down is on the board, a prisoner of the opponent or dead.
            put_down = {c: stones[c] + prisoners[opponent(c)] + dead_by_color[c] for c in (BLACK, WHITE)}
            notes.append(_territory_note(
                ruleset, alt, black, white, komi, compensation, put_down,
                {c: pass_stones[opponent(c)] for c in (BLACK, WHITE)}, setup_stones,
            ))
    white_total = white + komi + compensation
    diff = black - white_total
    if ruleset.scoring == "ing-fill":
        counted_points = len(view) if view is not None else board.size * board.size
        ing = _ing_fill(counted_points, stones, territory, len(dame), komi + compensation)
    winner: int | None
    if diff > 0:
        winner, margin, kind = BLACK, diff, "score"
    elif diff < 0:
        winner, margin, kind = WHITE, -diff, "score"
    else:
        tie = ruleset.handicap_ties if handicap_game else ruleset.ties
        margin = 0.0
        if tie == "draw":
            winner, kind = None, "draw"
        else:
            winner, kind = (BLACK if tie == "B" else WHITE), "score"
    explanation = _explain(ruleset, breakdown, black, white, komi, compensation, winner, margin, kind,
                           len(seki_all), handicap_game, ing)
    if note:
        notes.append(note)
    if view is not None:
        notes.append(f"Only the diagram's view is counted ({len(view)} of the board's "
                     f"{board.size * board.size} points); the rest of the board is read as settled and even.")
    if notes:
        explanation += " " + " ".join(notes)
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


def _lead(black_margin: float) -> str:
    if black_margin == 0:
        return "a tie"
    who = COLOR_NAMES[BLACK if black_margin > 0 else WHITE]
    return f"{who} by {abs(black_margin):g}"


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
    white_text = f"White {alt[WHITE]}" + (f" + komi {komi:g} = {alt[WHITE] + komi:g}" if komi else "")
    same = alt_margin == area_margin
    counts = f"Black {alt[BLACK]}, {white_text}"
    if same:
        text = (f"Counting territory and prisoners instead, pass stones included, gives {counts}: "
                "the same margin.")
    else:
        area_lead = _lead(area_margin)
        if alt_margin * area_margin > 0:
            area_lead = f"{abs(area_margin):g}"
        text = (f"Counting territory and prisoners instead, pass stones included, would give {counts}: "
                f"{_lead(alt_margin)}, not {area_lead}.")
    text += (" The two counts agree " + ("whenever" if same else "only when")
             + " both players have put down as many stones as each other, a pass counting as a "
             "stone handed over, as after an even start with alternate moves and White passing last"
             + (", or when the handicap compensation makes up the difference" if compensation else "")
             + ".")

    def stones_text(c: int) -> str:
        made = _n(put_down[c], "stone")
        if setup is not None and setup.get(c):
            if setup[c] == put_down[c]:
                made += ", all set up without a move,"
            else:
                made += f" ({setup[c]} of them set up without a move)"
        return made

    text += (f" Here Black put down {stones_text(BLACK)} and handed over "
             f"{_n(passes[BLACK], 'pass stone')}, and White put down {stones_text(WHITE)} and "
             f"handed over {_n(passes[WHITE], 'pass stone')}")
    each = f"{turns[BLACK]} each"
    ahead = "Black" if gap > 0 else "White"
    if gap == 0:
        text += f": {each}."
    elif same:
        text += f": {ahead} {abs(gap)} more, which the handicap compensation of {compensation:g} makes up."
    else:
        diff = area_margin - alt_margin
        text += f": {ahead} {abs(gap)} more"
        if compensation:
            text += f", against a handicap compensation of {compensation:g}"
        text += (f", so the area count is {_n_points(abs(diff))} better for "
                 f"{'Black' if diff > 0 else 'White'}. The rules count the area.")
    return text


def _n_points(x: float) -> str:
    return f"{x:g} point" + ("" if x == 1 else "s")


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
            parts = [f"{b['territory']:g} territory", f"{b['captures']:g} captured", f"{b['dead']:g} dead"]
            if b.get("pass_stones"):
                parts.append(f"{b['pass_stones']:g} pass stones")
            return " + ".join(parts)
        return f"{b['stones']:g} stones + {b['territory']:g} territory"

    text = f"Black {black:g} ({side(BLACK)}); White {white:g} ({side(WHITE)})"
    extras = []
    if komi:
        extras.append(f"komi {komi:g}")
    if compensation:
        extras.append(f"handicap compensation {compensation:g}")
    if extras:
        text += " + " + " + ".join(extras) + f" = {white + komi + compensation:g}"
    text += "."
    if seki_count:
        text += f" {seki_count} point(s) in seki score for nobody."
    if ing is not None:
        text += " Ing count: " + ing.describe() + "."
    elif ruleset.scoring == "ing-fill":
        text += (f" Ing count: a compensation of {komi + compensation:g} points cannot be paid in "
                 "whole stones, so there is no fill-in count; the area count decides.")
    if kind == "draw":
        text += " The scores are equal: a draw."
    elif margin == 0:
        who = "handicap" if handicap_game else "even"
        text += f" The scores are equal; in {who} games ties go to {COLOR_NAMES[winner]}."
    else:
        text += f" {COLOR_NAMES[winner]} wins by {_tidy(margin):g}."
    return text


def result_letter(color: int | None) -> str | None:
    return None if color is None else COLOR_LETTERS[color]
