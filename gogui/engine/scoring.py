"""Counting a final position: area, territory with prisoners, seki, Ing fill-in, komi and handicap."""

from __future__ import annotations

from dataclasses import dataclass, field

from .board import BLACK, EMPTY, WHITE, Board, COLOR_LETTERS, COLOR_NAMES, opponent
from .rules import Ruleset


@dataclass
class IngCount:
    """Ing's fill-in count as the SST text performs it (section "Counting").

    Each player fills his own area from a fixed supply of stones; White first places the
    compensation stones in Black's area (four in an even game, N/2 for N handicap stones, one
    point left open for an odd N). Whoever still has empty points has won; whoever has stones
    left over has lost. The loser's stones go into the winner's area; the points still empty are
    the winning point(s), and the margin is those plus twice the losing stones.
    """

    supply: int
    bowls: dict[int, int]
    compensation_stones: int
    open_points: float
    spare_points: dict[int, float]
    left_over: dict[int, float]
    shared_points: int
    winning_points: float
    losing_stones: float

    def describe(self) -> str:
        parts = [
            f"each player starts with {self.supply} stones; after dead stones are returned "
            f"Black's bowl holds {self.bowls[BLACK]} and White's {self.bowls[WHITE]}"
        ]
        if self.compensation_stones or self.open_points:
            comp = f"White places {self.compensation_stones} stone(s) in Black's area"
            if self.open_points:
                comp += f" and {self.open_points:g} point(s) of it stay open"
            parts.append(comp)
        if self.shared_points:
            parts.append(f"the {self.shared_points} neutral point(s) are filled alternately, half by each"
                         + (" (the odd one counts half for each)" if self.shared_points % 2 else ""))
        for c in (BLACK, WHITE):
            if self.spare_points[c] > 0:
                parts.append(f"{COLOR_NAMES[c]} has {self.spare_points[c]:g} empty point(s) left")
            if self.left_over[c] > 0:
                parts.append(f"{COLOR_NAMES[c]} has {self.left_over[c]:g} stone(s) left over")
        return "; ".join(parts)


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


def seki_points(color: list[int], board: Board) -> tuple[set[int], set[int]]:
    """Shared liberties in seki and the stones of the strings that are in seki.

    A neutral empty point (next to living stones of both colours) is a shared liberty in seki
    when a play there by either player would leave the player's own string in atari or without
    liberties and would capture nothing. The strings next to such points are in seki. At the end
    of a game played under territory rules the dame are filled, so this is the seki test the
    simplified Japanese/Korean text relies on.
    """
    strings = _strings(color, board)
    s = board.stride
    shared: set[int] = set()
    for p in board.points:
        if color[p] != EMPTY:
            continue
        around = {color[n] for n in (p - 1, p + 1, p - s, p + s)}
        if not (BLACK in around and WHITE in around):
            continue
        if all(_self_atari(color, strings, board, p, c) for c in (BLACK, WHITE)):
            shared.add(p)
    in_seki: set[int] = set()
    for p in shared:
        for n in (p - 1, p + 1, p - s, p + s):
            if color[n] in (BLACK, WHITE):
                in_seki.update(strings[n][1])
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
) -> Score:
    """Count the position under a ruleset.

    dead       points of stones agreed dead (removed and, in territory counting, prisoners)
    prisoners  stones each colour captured during play (suicided stones count for the opponent)
    pass_stones  prisoners each colour received for the opponent's passes
    komi       the game's komi (default: the ruleset's for the game type)
    handicap   number of handicap stones (0 or 1 = no handicap)
    all_alive  every stone counts as alive (Tromp-Taylor, or a New Zealand stalemate)
    """
    prisoners = dict(prisoners or {BLACK: 0, WHITE: 0})
    pass_stones = dict(pass_stones or {BLACK: 0, WHITE: 0})
    handicap_game = handicap >= 2
    if komi is None:
        komi = ruleset.handicap_komi if handicap_game else ruleset.komi
    dead = set() if all_alive or ruleset.removals == "none" else set(dead)
    color = board.color[:]
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
        shared, seki_stones = seki_points(color, board)
    s = board.stride
    territory = {BLACK: set(), WHITE: set()}
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
            # AGA: territory plus prisoners (pass stones included) gives the same difference.
            alt = {
                c: len(territory[c]) + prisoners[c] + dead_by_color[opponent(c)] + pass_stones[c]
                for c in (BLACK, WHITE)
            }
            for c in (BLACK, WHITE):
                breakdown[c]["pass_stones"] = pass_stones[c]
            if alt[BLACK] - alt[WHITE] == black - white:
                notes.append(
                    f"Counting territory and prisoners instead gives Black {alt[BLACK]}, "
                    f"White {alt[WHITE]}: the same difference."
                )
            else:
                notes.append(
                    f"Territory and prisoners would give Black {alt[BLACK]}, White {alt[WHITE]}; "
                    "the rules count the area."
                )
    white_total = white + komi + compensation
    diff = black - white_total
    if ruleset.scoring == "ing-fill":
        ing = _ing_fill(board, stones, territory, len(dame), komi + compensation)
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
    if notes:
        explanation += " " + " ".join(notes)
    return Score(
        method=ruleset.scoring, black=black, white=white_total, winner=winner,
        margin=_tidy(margin), kind=kind, komi=komi, compensation=compensation,
        breakdown=breakdown, territory=territory, dame=dame - shared, seki_points=seki_all,
        dead=dead, explanation=explanation, ing=ing, notes=notes,
    )


def _tidy(x: float) -> float:
    return int(x) if float(x).is_integer() else x


def _ing_fill(board: Board, stones, territory, shared: int, compensation_points: float) -> IngCount:
    supply = board.size * board.size // 2
    comp_stones = int(compensation_points // 2)
    open_points = compensation_points - 2 * comp_stones
    bowls = {BLACK: supply - stones[BLACK], WHITE: supply - stones[WHITE]}
    # Neutral points (dame, shared liberties in seki) are filled alternately: half each.
    half = shared / 2
    # Black fills his area less the points White's compensation stones and open points take.
    black_left = bowls[BLACK] - (len(territory[BLACK]) + half - comp_stones - open_points)
    white_left = bowls[WHITE] - comp_stones - (len(territory[WHITE]) + half)
    spare = {BLACK: max(0, -black_left), WHITE: max(0, -white_left)}
    left = {BLACK: max(0, black_left), WHITE: max(0, white_left)}
    margin = white_left - black_left
    if margin > 0:
        losing = left[WHITE]
        winning_points = spare[BLACK] - losing
    elif margin < 0:
        losing = left[BLACK]
        winning_points = spare[WHITE] - losing
    else:
        losing, winning_points = 0, 0
    return IngCount(
        supply=supply, bowls=bowls, compensation_stones=comp_stones,
        open_points=_tidy(open_points), spare_points={c: _tidy(v) for c, v in spare.items()},
        left_over={c: _tidy(v) for c, v in left.items()}, shared_points=shared,
        winning_points=_tidy(winning_points), losing_stones=_tidy(losing),
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
    if kind == "draw":
        text += " The scores are equal: a draw."
    elif margin == 0:
        who = "handicap" if handicap_game else "even"
        text += f" The scores are equal; in {who} games ties go to {COLOR_NAMES[winner]}."
    else:
        text += f" {COLOR_NAMES[winner]} wins by {_tidy(margin):g}."
        if ing is not None and ing.losing_stones >= 0:
            text += (
                f" (Ing: {ing.winning_points:g} winning point(s) + 2 x {ing.losing_stones:g} "
                f"losing stone(s).)"
            )
    return text


def result_letter(color: int | None) -> str | None:
    return None if color is None else COLOR_LETTERS[color]
