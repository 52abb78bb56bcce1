"""Rulesets as sets of independent options, and the thirteen named presets."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from typing import Any

from ..i18n import QT_TRANSLATE_NOOP, translate

# Option values. The names are part of the public interface (the CLI's --rules and JSON use them).
KO_RULES = ("simple", "positional", "situational", "natural-situational", "renaissance", "ing")
CYCLE_RULES = ("none", "no-result", "threefold")
SUICIDE_RULES = ("forbidden", "allowed", "multi-stone")
SCORING_RULES = ("area", "territory", "ing-fill")
SEKI_RULES = ("counted", "not-counted")
PASS_STONE_RULES = ("never", "always", "in-disputes")
DISPUTE_RULES = ("play-on", "confirmation", "hypothetical", "all-alive")
REMOVAL_RULES = ("agreement", "none")
TIE_RULES = ("draw", "B", "W")
PLACEMENT_RULES = ("fixed", "free")
COMPENSATION_RULES = ("0", "N", "N-1")

# The choices of every option that takes one of a few values, by field name (for dialogs).
OPTION_CHOICES: dict[str, tuple] = {
    "ko": KO_RULES, "cycles": CYCLE_RULES, "suicide": SUICIDE_RULES, "scoring": SCORING_RULES,
    "seki": SEKI_RULES, "passes": (2, 3), "pass_stones": PASS_STONE_RULES,
    "white_passes_last": (False, True), "disputes": DISPUTE_RULES, "removals": REMOVAL_RULES,
    "equal_dispute_moves": (False, True), "ties": TIE_RULES, "handicap_ties": TIE_RULES,
    "handicap_placement": PLACEMENT_RULES, "handicap_compensation": COMPENSATION_RULES,
}


# The fields of a Ruleset that are no option of play: what it is called and what is said of it.
NOT_OPTIONS = ("id", "name", "short_name", "aliases", "description", "source", "reading")


@dataclass(frozen=True)
class Ruleset:
    """One way of playing and scoring: every field is an option a custom ruleset may change.

    ko            which plays repetition forbids (see KO_RULES and the design's table)
    cycles        what a long cycle does to the game: nothing, no result, or the threefold rule
    suicide       forbidden; allowed; or Ing's "multi-stone" (one stone = a pass, more = legal)
    scoring       area, territory with prisoners, or Ing's fill-in count (same result as area)
    seki          whether points in seki score ("not-counted": Japanese/Korean)
    passes        successive passes that stop play (2, or 3 under Renaissance rules)
    pass_stones   whether a pass hands the opponent a prisoner: never, always, in dispute phases
    white_passes_last  AGA: if Black passed last, White adds a pass so that White passes last
    disputes      what follows a disagreement on dead stones: play on; the Japanese 1989
                  confirmation play (moves not kept, a pass for each ko before retaking it); the
                  simplified text's imagined wise play (not kept either, no ko threats: there is
                  no confirmation phase); or play on, all stones alive if nobody moves
    removals      "agreement": dead stones are removed by agreement; "none": every stone on the
                  board when play stops is alive (Tromp-Taylor)
    equal_dispute_moves  Renaissance B: both players make equally many moves in a dispute phase
    komi, handicap_komi  compensation in even and handicap games
    ties, handicap_ties  who wins a tie ("draw", "B" or "W")
    handicap_placement   "fixed" star points or "free" placement
    handicap_compensation  points White gets for N handicap stones: "0", "N" or "N-1"

    Besides its options a preset carries its id, its name, the short name narrow places show
    (the ruling matrix's rows), the other names an SGF RU value may give it (lower case), and its
    description, source (the key of the text it follows) and reading of the source.
    """

    id: str
    name: str  # a preset's is marked for translation (context "Ruleset"); a custom one's is shown as written
    ko: str = "positional"
    cycles: str = "none"
    suicide: str = "forbidden"
    scoring: str = "area"
    seki: str = "counted"
    passes: int = 2
    pass_stones: str = "never"
    white_passes_last: bool = False
    disputes: str = "play-on"
    removals: str = "agreement"
    equal_dispute_moves: bool = False
    komi: float = 7.5
    handicap_komi: float = 0.5
    ties: str = "draw"
    handicap_ties: str = "draw"
    handicap_placement: str = "free"
    handicap_compensation: str = "0"
    short_name: str = field(default="", compare=False)
    aliases: tuple[str, ...] = field(default=(), compare=False)
    description: str = field(default="", compare=False)
    # The text a preset follows, named by its key in gogui/rule_texts/sources.py, which holds its
    # title, origin and file: the engine imports nothing from gogui outside itself.
    source: str = field(default="", compare=False)
    reading: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        checks = (
            ("ko", KO_RULES), ("cycles", CYCLE_RULES), ("suicide", SUICIDE_RULES),
            ("scoring", SCORING_RULES), ("seki", SEKI_RULES), ("pass_stones", PASS_STONE_RULES),
            ("disputes", DISPUTE_RULES), ("removals", REMOVAL_RULES), ("ties", TIE_RULES),
            ("handicap_ties", TIE_RULES), ("handicap_placement", PLACEMENT_RULES),
            ("handicap_compensation", COMPENSATION_RULES),
        )
        for name, allowed in checks:
            value = getattr(self, name)
            if value not in allowed:
                raise ValueError(translate("Rules", "{option} must be one of {choices}, not {value}").format(
                    option=option_name(name), choices=", ".join(allowed), value=repr(value)))
        if self.passes not in (2, 3):
            raise ValueError(translate("Rules", "passes must be 2 or 3, not {value}").format(value=repr(self.passes)))
        for name in ("komi", "handicap_komi"):
            check_komi(getattr(self, name), option_name(name))

    def options(self) -> dict[str, object]:
        """The option values by their public names (without id, name and texts)."""
        out = {}
        for f in dataclasses.fields(self):
            if f.name in NOT_OPTIONS:
                continue
            out[option_name(f.name)] = getattr(self, f.name)
        return out

    def with_options(self, **changes: Any) -> Ruleset:
        """A copy with some options changed; the result is a custom ruleset."""
        return dataclasses.replace(self, **changes)

    def hands_over_pass_stone(self, phase: str) -> bool:
        """Whether a pass in this phase of play hands the opponent a stone (AGA: always;
        Renaissance B.8: in dispute phases)."""
        return self.pass_stones == "always" or (self.pass_stones == "in-disputes" and phase == "dispute")

    @property
    def settles_by_hypothetical_play(self) -> bool:
        """Whether a dispute is settled by play that is not kept (a Confirmation)."""
        return self.disputes in ("confirmation", "hypothetical")

    @property
    def hypothetical_play_name(self) -> str:
        """What that play is called: the Japanese rules' confirmation play, or the simplified
        text's hypothetical (imagined wise) play."""
        return "confirmation play" if self.disputes == "confirmation" else "hypothetical play"


def check_komi(value: float, name: str = "komi") -> float:
    """The komi if it is a finite number of points; ValueError otherwise (an infinite komi
    cannot be counted, and NaN would make every game a draw)."""
    try:
        finite = math.isfinite(value)
    except TypeError:
        finite = False
    if not finite:
        raise ValueError(translate("Rules", "{option} must be a finite number, not {value}").format(
            option=name, value=repr(value)))
    return value


def parse_komi(text: str, name: str = "komi") -> float:
    """A komi written as text ("6.5"); ValueError with a clear message for anything else."""
    try:
        number = float(text)
    except ValueError:
        raise ValueError(translate("Rules", "{option} must be a number, not {value}").format(
            option=name, value=repr(text))) from None
    return check_komi(number, name)


def option_name(field_name: str) -> str:
    """The public name of an option: underscores become hyphens."""
    return field_name.replace("_", "-")


def field_name(option: str) -> str:
    return option.strip().replace("-", "_")


PRESETS: dict[str, Ruleset] = {}


def _add(r: Ruleset) -> None:
    PRESETS[r.id] = r


_add(Ruleset(
    id="nz", name=QT_TRANSLATE_NOOP("Ruleset", "New Zealand"),
    short_name=QT_TRANSLATE_NOOP("Ruleset", "New Zealand"),
    aliases=("new zealand",),
    ko="situational", suicide="allowed", scoring="area", disputes="all-alive",
    komi=7, handicap_komi=0, ties="draw", handicap_ties="draw",
    handicap_placement="free", handicap_compensation="0",
    description=QT_TRANSLATE_NOOP(
        "RulesetText",
        "Area scoring with suicide allowed and komi 7, so draws are possible. A play may not "
        "repeat the whole-board position as it stood after any earlier move of the same player, "
        "a pass included. Players who disagree about dead stones play on; if they cannot agree "
        "who moves next, every stone stays on the board and counts."
    ),
    source="nz",
    reading=QT_TRANSLATE_NOOP(
        "RulesetText",
        "The text's superko is not natural situational superko: it counts a pass as a move, so "
        "the positions after a player's passes are forbidden to that player too. Every position "
        "with the opponent to play arose after one of the player's moves, so the rule forbids "
        "exactly what situational superko forbids, and the engine applies situational superko. "
        "A diagram's starting position is read as following a move of the player who is not to "
        "play. A handicap game follows the text: Black plays the n stones anywhere while White "
        "passes its first n - 1 moves (a record may set the stones up instead, without the "
        "passes), and White gets no komi and no compensation."
    ),
))

_add(Ruleset(
    id="ing", name=QT_TRANSLATE_NOOP("Ruleset", "Ing SST"),
    short_name=QT_TRANSLATE_NOOP("Ruleset", "Ing SST"),
    aliases=("goe",),
    ko="ing", suicide="multi-stone", scoring="ing-fill", disputes="play-on",
    komi=8, handicap_komi=0, ties="B", handicap_ties="W",
    handicap_placement="free", handicap_compensation="N",
    description=QT_TRANSLATE_NOOP(
        "RulesetText",
        "Area counting by filling each area with a fixed supply of stones (180 each on 19x19); "
        "komi 8 given as four White stones in Black's area; shared points filled alternately "
        "with equal numbers of stones. The winner has empty points left, the loser stones left "
        "over; the margin is the winning point plus twice the losing stones, or just twice the "
        "losing stones when an odd shared point (or an odd handicap's open point) stays empty, "
        "and only then can there be a tie: Black wins ties in even games, White in handicap "
        "games. Suicide of one stone counts as a pass, of more stones is legal. Ko: "
        "the stones that just captured in a fighting ko are hot and may not be captured back "
        "until another move has been played (double hot stones in long life, twin hot stones in "
        "triple ko); each player may disturb, setting off a cycle of repeated positions, once "
        "per game. In a balanced ko only the attacker disturbs, so an atari there can always be "
        "answered and a balanced double ko stays seki."
    ),
    source="sst",
    reading=QT_TRANSLATE_NOOP(
        "RulesetText",
        "Counting: each player's supply is half the board's points (40 each on 9x9); a diagram "
        "whose set-up stones would leave a bowl short gives both players the same larger "
        "supply, enough for its stones, and the account says so. Compensation that finds no "
        "empty point in Black's area counts two points a stone, and a komi other than whole "
        "points has no fill-in account. A handicap game follows the text: Black places the "
        "stones anywhere (White's first N-1 moves are passes), White gets no komi (the 8 points "
        "are for even games) and a point per handicap stone, given as N/2 White stones put in "
        "Black's area with one point of it left open for an odd N (Counting, item 5, which the "
        "SST says is not in Ing's official texts), and White wins ties. The SST text defines its ko rules by examples; we "
        "compute them as follows. A capture is a ko capture when the capturing string (one to "
        "three stones) took exactly as many stones and is left in atari at one of the points it"
        " emptied. The two locked groups are the opposing strings around the capturing stones "
        "and the capturer's strings around that point; the ko is balanced when, before or after"
        " the capture, both have the same number of internal liberties, at least two. A "
        "liberty is internal when the empty area it lies in is enclosed by the two locked "
        "groups alone, every stone around it belonging to one of them or being a ko stone "
        "between them (one to three stones in atari held only by the two groups): an eye "
        "counts, a ko point counts when its ko stone sits in the other group's mouth, and a "
        "liberty the two groups share counts for both; a ko point whose ko stone sits in the "
        "mouth of a third group (an external ko) does not, nor does a liberty open to the rest"
        " of the board. Basic one-stone "
        "kos are hot everywhere; in an unbalanced (fighting) ko, a capturing string of two or "
        "three stones is hot too, and when three or more kos lock the same groups the "
        "capturer's other ko stones there are twin hot stones (kos that lock the same two "
        "strings, each a separate ko, not a chain of kos where retaking one dissolves the "
        "next). A cycle is a return to an earlier board with the same player to move. In a "
        "balanced ko the attacker disturbs: a capture made while both locked groups had equally"
        " many internal liberties puts the opponent in atari, and if it recreates an earlier position it"
        " uses up the attacker's one disturbance; a capture that answers the atari (retaking "
        "another ko) never disturbs, so a balanced double or quadruple ko stays seki however "
        "often the game is adjourned and resumed. Any other cycle is charged, when a position "
        "first recurs, to the first player who attacked in a balanced ko in the lap, or else to"
        " the player whose board play began the lap, even if the moves between went through ko "
        "threats or passes that left the board as it was. A capture in a fighting ko that does "
        "not save the capturer's own locked group from atari begins no lap (taking a ko is the "
        "ordinary fight; the answer that takes another ko instead of finding a threat sets off "
        "the cycle): in the SST's external-ko example Black's capture of the external ko is "
        "free, and White, whose ring has one internal liberty, may answer it by taking an "
        "internal ko once only. In long life, when White's throw-in "
        "brings back the start, Black (who began with the sending move) has used up its "
        "disturbance. Each player may disturb once; after that the disturber may not attack in "
        "a balanced ko into an earlier position, recreate a position of its cycle, or begin a "
        "new one."
    ),
))

_add(Ruleset(
    id="simplified-ing-nz", name=QT_TRANSLATE_NOOP("Ruleset", "Simplified Ing/NZ"),
    short_name=QT_TRANSLATE_NOOP("Ruleset", "Simpl. Ing/NZ"),
    ko="positional", suicide="allowed", scoring="area", disputes="play-on",
    komi=7, handicap_komi=0, ties="draw", handicap_ties="draw",
    handicap_placement="free", handicap_compensation="0",
    description=QT_TRANSLATE_NOOP(
        "RulesetText",
        "The common simplified rules with area scoring and suicide allowed. No play may "
        "recreate an earlier board (positional superko). A disagreement on dead stones is "
        "settled by continuing play until two more passes."
    ),
    source="simplified",
    reading=QT_TRANSLATE_NOOP(
        "RulesetText",
        "The simplified texts leave compensation to tournament rules; the komi here is our default "
        "and can be changed. Komi 7 follows the New Zealand rules, and so does a handicap game: "
        "Black places the stones anywhere, and White gets no komi and no compensation."
    ),
))

_add(Ruleset(
    id="simplified-chinese", name=QT_TRANSLATE_NOOP("Ruleset", "Simplified Chinese"),
    short_name=QT_TRANSLATE_NOOP("Ruleset", "Simpl. Chinese"),
    ko="positional", suicide="forbidden", scoring="area", disputes="play-on",
    komi=7.5, handicap_komi=0, handicap_placement="free", handicap_compensation="N",
    description=QT_TRANSLATE_NOOP(
        "RulesetText",
        "The common simplified rules with area scoring and suicide forbidden; positional "
        "superko; disagreements are played out."
    ),
    source="simplified",
    reading=QT_TRANSLATE_NOOP(
        "RulesetText",
        "The simplified texts leave compensation to tournament rules; the komi here is our default "
        "and can be changed. Komi and handicap compensation follow the Chinese rules: in a "
        "handicap game Black places the stones anywhere, and White gets no komi and a point per "
        "handicap stone."
    ),
))

_add(Ruleset(
    id="simplified-japanese-korean", name=QT_TRANSLATE_NOOP("Ruleset", "Simplified Japanese/Korean"),
    short_name=QT_TRANSLATE_NOOP("Ruleset", "Simpl. Jp/Kr"),
    ko="positional", suicide="forbidden", scoring="territory", seki="not-counted",
    disputes="hypothetical", komi=6.5, handicap_komi=0,
    handicap_placement="fixed", handicap_compensation="0",
    description=QT_TRANSLATE_NOOP(
        "RulesetText",
        "The common simplified rules with territory scoring: empty points surrounded by one "
        "player plus prisoners; points in seki score for nobody. Positional superko during "
        "play. There is no confirmation phase: the players fill dame and make the needed "
        "defensive moves during play, and a disagreement on dead stones is settled by imagined "
        "wise play that is not kept and costs nothing, in which ko threats are of no use and "
        "stones in seki are not removed."
    ),
    source="simplified",
    reading=QT_TRANSLATE_NOOP(
        "RulesetText",
        "The simplified texts leave compensation to tournament rules; the komi here is our default "
        "and can be changed. A handicap game follows the Japanese rules: the stones go on the "
        "standard points, and White gets no komi and no compensation, which territory counting "
        "does not need. The text leaves it to wisdom how recreating a position is "
        "treated in the imagined play, only that ko threats must be of no use there; we let a "
        "player retake a ko there only after passing once for that ko, which makes ko threats "
        "useless, and moves and passes there cost nothing. Points in seki are found as the "
        "text assumes dame are filled: an empty point next to both colours where a play by "
        "either would be self-atari is shared in seki, and the eyes of the groups next to it "
        "do not count."
    ),
))


_add(Ruleset(
    id="simplified-aga", name=QT_TRANSLATE_NOOP("Ruleset", "Simplified AGA"),
    short_name=QT_TRANSLATE_NOOP("Ruleset", "Simpl. AGA"),
    ko="positional", suicide="forbidden", scoring="area", pass_stones="always",
    white_passes_last=True, disputes="play-on",
    komi=7.5, handicap_komi=0.5, handicap_placement="fixed", handicap_compensation="N-1",
    description=QT_TRANSLATE_NOOP(
        "RulesetText",
        "The common simplified rules with pass stones: every pass hands the opponent a "
        "prisoner, and White passes last, so that in a game played from an even start with "
        "alternate moves area and territory counting give the same result. Positional "
        "superko; suicide forbidden; disagreements are played out."
    ),
    source="simplified",
    reading=QT_TRANSLATE_NOOP(
        "RulesetText",
        "The simplified texts leave compensation to tournament rules; the komi here is our default "
        "and can be changed. "
        "Komi and handicap compensation follow the AGA rules: in a handicap game the stones go on "
        "the standard points, and White gets komi 0.5 and a point per handicap stone after the "
        "first. The engine "
        "counts the area; the count's note gives territory and prisoners beside it and, where "
        "the two differ (a handicap, a diagram's set-up stones, moves out of turn), says why. "
        "White's extra pass when Black passed last is read as ending every phase of play, a "
        "dispute phase included."
    ),
))

_add(Ruleset(
    id="renaissance-area", name=QT_TRANSLATE_NOOP("Ruleset", "Renaissance (area, A)"),
    short_name=QT_TRANSLATE_NOOP("Ruleset", "Renaissance A"),
    ko="renaissance", cycles="threefold", suicide="allowed", scoring="area", passes=3,
    disputes="play-on", komi=7.5, handicap_komi=0.5,
    handicap_placement="free", handicap_compensation="N-1",
    description=QT_TRANSLATE_NOOP(
        "RulesetText",
        "Basic ko; a third occurrence of the same position ends the game, drawn if both "
        "players captured equally many stones in the loop, otherwise lost by the player who "
        "captured fewer; a board play may not recreate the position in which the last two "
        "successive passes were made (minimal superko); three successive passes stop play, and "
        "play may resume in a dispute phase. Area scoring; suicide allowed."
    ),
    source="renaissance",
    reading=QT_TRANSLATE_NOOP(
        "RulesetText",
        "Repetition counts the same board with the same player to move; an occurrence counts "
        "when a board play (or the start) produces it, passes do not. The text leaves the komi "
        "open and says nothing of handicap games beyond naming the handicap among the basic "
        "definitions it leaves out. Ours are defaults, each komi a half point, so that a count "
        "cannot tie and only repetition draws a game: komi 7.5 in an even game. In a handicap "
        "game Black places the stones anywhere, and White gets komi 0.5 and a point per handicap "
        "stone after the first, the compensation the AGA rules give for area counting."
    ),
))

_add(Ruleset(
    id="renaissance-territory", name=QT_TRANSLATE_NOOP("Ruleset", "Renaissance (territory with pass stones, B)"),
    short_name=QT_TRANSLATE_NOOP("Ruleset", "Renaissance B"),
    ko="renaissance", cycles="threefold", suicide="allowed", scoring="territory", passes=3,
    pass_stones="in-disputes", equal_dispute_moves=True, disputes="play-on",
    komi=6.5, handicap_komi=0.5, handicap_placement="free", handicap_compensation="0",
    description=QT_TRANSLATE_NOOP(
        "RulesetText",
        "The Renaissance ko and stop rules with territory scoring: territory plus prisoners plus "
        "dead stones. In dispute phases a pass hands the opponent a prisoner and both players "
        "make equally many moves (an extra pass completes the stop if needed)."
    ),
    source="renaissance",
    reading=QT_TRANSLATE_NOOP(
        "RulesetText",
        "As for variant A. Territory counts the points surrounded by live stones, seki eyes "
        "included (the B text has no seki exception). The text leaves the komi open and says "
        "nothing of handicap games. Ours are defaults, half points as for variant A: komi 6.5 in "
        "an even game. In a handicap game Black places the stones anywhere, and White gets komi "
        "0.5 and no compensation, which territory counting does not need."
    ),
))

_add(Ruleset(
    id="japanese", name=QT_TRANSLATE_NOOP("Ruleset", "Japanese 1989"),
    short_name=QT_TRANSLATE_NOOP("Ruleset", "Japanese"),
    ko="simple", cycles="no-result", suicide="forbidden", scoring="territory",
    seki="not-counted", disputes="confirmation", komi=6.5, handicap_komi=0,
    handicap_placement="fixed", handicap_compensation="0",
    description=QT_TRANSLATE_NOOP(
        "RulesetText",
        "Territory scoring with prisoners; points in seki do not count. Only the basic ko rule "
        "during play; a long cycle (triple ko, eternal life) that the players repeat ends the "
        "game with no result. Life and death is confirmed after play by a confirmation play "
        "that is not kept, in which a player may retake a ko only after passing once for that "
        "ko."
    ),
    source="japanese",
    reading=QT_TRANSLATE_NOOP(
        "RulesetText",
        "The 1989 text needs the players' agreement to end a repeating game without result; "
        "we end it when the same board with the same player to move occurs a third time with "
        "no pass in between. Article 7-2 lets the player whose stone was captured in a ko "
        "recapture there after passing once for that ko: each pass serves one ko, so two kos "
        "taken from the same player need two passes. A pass serves whichever ko, taken "
        "before the pass, the player retakes next (as if the player had named it), and a pass "
        "made before a ko was taken serves nothing there. The articles we model say nothing of "
        "handicap games; we follow Japanese practice: the stones go on the standard points, and "
        "White gets no komi and no compensation, which territory counting does not need, so a "
        "tie is a draw (jigo)."
    ),
))

_add(Ruleset(
    id="korean", name=QT_TRANSLATE_NOOP("Ruleset", "Korean"),
    short_name=QT_TRANSLATE_NOOP("Ruleset", "Korean"),
    ko="simple", cycles="no-result", suicide="forbidden", scoring="territory",
    seki="not-counted", disputes="confirmation", komi=6.5, handicap_komi=0,
    handicap_placement="fixed", handicap_compensation="0",
    description=QT_TRANSLATE_NOOP(
        "RulesetText",
        "Like the Japanese rules: territory scoring, no points in seki, basic ko, and a "
        "repeating long cycle annuls the game (no result)."
    ),
    source="korean",
    reading=QT_TRANSLATE_NOOP(
        "RulesetText",
        "As for the Japanese preset: the third occurrence without a pass ends the game, and a "
        "handicap game is read the same way: the stones go on the standard points, and White "
        "gets no komi and no compensation."
    ),
))

_add(Ruleset(
    id="chinese", name=QT_TRANSLATE_NOOP("Ruleset", "Chinese"),
    short_name=QT_TRANSLATE_NOOP("Ruleset", "Chinese"),
    ko="positional", suicide="forbidden", scoring="area", disputes="play-on",
    komi=7.5, handicap_komi=0, handicap_placement="free", handicap_compensation="N",
    description=QT_TRANSLATE_NOOP(
        "RulesetText",
        "Area scoring, suicide forbidden, no play may recreate an earlier whole-board "
        "position. In a handicap game White receives one point per handicap stone."
    ),
    source="chinese",
    reading=QT_TRANSLATE_NOOP(
        "RulesetText",
        "We follow the written superko rule (positional). In practice Chinese referees rule "
        "some cycles differently (a triple ko may be voided, moonshine life is dead); the "
        "engine does not model a referee's discretion. In a handicap game Black places the "
        "stones anywhere, as the Chinese rules are commonly read, and White gets no komi and a "
        "point per handicap stone."
    ),
))

_add(Ruleset(
    id="aga", name=QT_TRANSLATE_NOOP("Ruleset", "AGA"),
    short_name=QT_TRANSLATE_NOOP("Ruleset", "AGA"),
    ko="situational", suicide="forbidden", scoring="area", pass_stones="always",
    white_passes_last=True, disputes="play-on",
    komi=7.5, handicap_komi=0.5, handicap_placement="fixed", handicap_compensation="N-1",
    description=QT_TRANSLATE_NOOP(
        "RulesetText",
        "Area counting with pass stones and White passing last, so that in a game played from "
        "an even start with alternate moves territory counting gives the same result (handicap "
        "compensation makes up for the handicap stones); situational superko (no board may recur with the same player "
        "to move); suicide forbidden; handicap stones on the star points, White receives one "
        "point per handicap stone after the first."
    ),
    source="aga",
    reading=QT_TRANSLATE_NOOP(
        "RulesetText",
        "Superko is read as situational, the common interpretation. The engine counts the "
        "area; the count's note gives territory and prisoners beside it and says why they differ "
        "where they do (a diagram's set-up stones, moves out of turn). White's extra pass when "
        "Black passed last is read as ending every phase of play, a dispute phase included. In a "
        "handicap game the stones go on the standard points, and White gets komi 0.5 and a point "
        "per handicap stone after the first."
    ),
))

_add(Ruleset(
    id="tromp-taylor", name=QT_TRANSLATE_NOOP("Ruleset", "Tromp-Taylor"),
    short_name=QT_TRANSLATE_NOOP("Ruleset", "Tromp-Taylor"),
    aliases=("tromp taylor",),
    ko="positional", suicide="allowed", scoring="area", removals="none", disputes="all-alive",
    komi=7.5, handicap_komi=0, handicap_placement="free", handicap_compensation="0",
    description=QT_TRANSLATE_NOOP(
        "RulesetText",
        "The logical rules: positional superko, suicide allowed, two passes end the game and "
        "every stone still on the board is alive; area scoring."
    ),
    source="tromp-taylor",
    reading=QT_TRANSLATE_NOOP(
        "RulesetText",
        "The rules set no komi; 7.5 is our default. They say nothing of handicap games either; we "
        "read one as the New Zealand rules do: Black places the stones anywhere, and White gets "
        "no komi and no compensation."
    ),
))


def preset(ruleset_id: str) -> Ruleset:
    """The named preset ("nz", "ing", ..., "tromp-taylor")."""
    try:
        return PRESETS[ruleset_id]
    except KeyError:
        raise ValueError(translate("Rules", "unknown ruleset {id}; choose one of {ids}").format(
            id=repr(ruleset_id), ids=", ".join(PRESETS))) from None


_BOOL_WORDS = {"yes": True, "true": True, "1": True, "no": False, "false": False, "0": False}


def parse_rules_spec(spec: str) -> Ruleset:
    """A custom ruleset from "base=ID,key=value,...", using the design's option names.

    Example: "base=japanese,ko=positional,seki=counted" is the Japanese preset with positional
    superko and seki points counted.
    """
    items = [item.strip() for item in spec.split(",") if item.strip()]
    base = None
    changes: dict[str, Any] = {}
    names = {f.name for f in dataclasses.fields(Ruleset)} - set(NOT_OPTIONS)
    for item in items:
        if "=" not in item:
            raise ValueError(translate("Rules", "rules option {item} should read key=value").format(item=repr(item)))
        key, value = (part.strip() for part in item.split("=", 1))
        if key == "base":
            base = preset(value)
            continue
        name = field_name(key)
        if name not in names:
            raise ValueError(translate("Rules", "unknown rules option {key}; options are base, {options}").format(
                key=repr(key), options=", ".join(option_name(n) for n in sorted(names))))
        changes[name] = _convert(name, value)
    if base is None:
        base = preset("tromp-taylor")
    label = ",".join(items)
    # The name stays as written (saved settings and records read the rules spec back from it);
    # the description is made in the chosen language.
    description = translate("Rules", "{base} with {options}").format(
        base=translate("Ruleset", base.name), options=label)
    custom = dataclasses.replace(
        base, id="custom", name=f"Custom ({label})", short_name="", aliases=(), description=description, **changes
    )
    return custom


def _convert(name: str, value: str) -> object:
    if name in ("komi", "handicap_komi"):
        number = parse_komi(value, option_name(name))
        return int(number) if number.is_integer() else number
    if name == "passes":
        if value not in ("2", "3"):
            raise ValueError(translate("Rules", "passes must be 2 or 3, not {value}").format(value=repr(value)))
        return int(value)
    if name in ("white_passes_last", "equal_dispute_moves"):
        if value.lower() not in _BOOL_WORDS:
            raise ValueError(translate("Rules", "{option} must be yes or no, not {value}").format(
                option=option_name(name), value=repr(value)))
        return _BOOL_WORDS[value.lower()]
    return value


def custom_spec(ruleset: Ruleset) -> str | None:
    """The rules spec a custom ruleset was built from (parse_rules_spec names it "Custom
    (spec)"), or None for any other ruleset."""
    name = ruleset.name
    if ruleset.id == "custom" and name.startswith("Custom (") and name.endswith(")"):
        return name[len("Custom ("):-1]
    return None


def ruleset_title(ruleset: Ruleset) -> str:
    """A ruleset's name in the chosen language: a preset's as the catalogs give it (context
    "Ruleset", as the windows show it), a custom ruleset's "Custom (spec)" with its spec as
    written, any other name as it is."""
    spec = custom_spec(ruleset)
    if spec is not None:
        return translate("Rules", "Custom ({spec})").format(spec=spec)
    return translate("Ruleset", ruleset.name)


def description_text(ruleset: Ruleset) -> str:
    """A ruleset's description in the chosen language (the field keeps the English text of a
    preset; a custom ruleset's description is made in the chosen language)."""
    return translate("RulesetText", ruleset.description) if ruleset.description else ""


def reading_text(ruleset: Ruleset) -> str:
    """How gogui reads the ruleset's text, in the chosen language."""
    return translate("RulesetText", ruleset.reading) if ruleset.reading else ""
