"""The course: lessons in a fixed order, each an introduction and lines of the diagram library."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    """One line of one library diagram that a lesson steps through."""

    diagram: str  # a diagram id of the library
    line: str  # the line's name, as Diagram.lines names it ("Main line", or a variation's name)


@dataclass(frozen=True)
class Lesson:
    """One lesson of the course.

    id            a stable name, used by the progress store
    title         shown in the lesson list
    introduction  a few sentences shown before the first question
    rules         the rules and articles the lesson is about, as a reader would look them up
    steps         the diagram lines the lesson walks through, in order
    focus         preset ids the lesson asks about first (the others may still be asked)
    reasons       reason codes of the points a find-point question may ask for: the kind of
                  ban the lesson is about (ko, superko, hot stone, disturbing, suicide)
    """

    id: str
    title: str
    introduction: str
    rules: tuple[str, ...]
    steps: tuple[Step, ...]
    focus: tuple[str, ...] = ()
    reasons: tuple[str, ...] = ()


SUPERKO_REASONS = ("positional-superko", "situational-superko", "natural-situational-superko",
                   "minimal-superko")

COURSE: tuple[Lesson, ...] = (
    Lesson(
        id="basic-ko",
        title="Basic ko",
        introduction=(
            "When a single stone captures a single stone, the opponent could capture straight back "
            "and the two could go on for ever. Every ruleset forbids that immediate recapture: the "
            "player must first play somewhere else, usually a threat the other side has to answer. "
            "In the Japanese and Korean confirmation play, after the game has stopped, a ko may be "
            "retaken only once a pass has been made for it."
        ),
        rules=("Japanese 1989, Article 6 (ko)", "Japanese 1989, Article 7 (confirmation play)",
               "the basic ko rule of every ruleset"),
        steps=(Step("molasses-ko", "Main line"),
               Step("bent-four", "With a White ko threat Black did not remove")),
        focus=("japanese", "chinese", "renaissance-area"),
        reasons=("ko",),
    ),
    Lesson(
        id="positional-superko",
        title="Positional superko",
        introduction=(
            "Longer cycles than a single ko exist: with three kos on the board, or a double ko, the "
            "players can take in turn and come back to a board seen before. Positional superko "
            "forbids any play that makes the stones look exactly as they did at any earlier moment "
            "of the game, whoever is to move. Chinese rules as written, Tromp-Taylor and the "
            "simplified rulesets use it; Japanese and Korean rules have no such ban."
        ),
        rules=("positional superko (Chinese, Tromp-Taylor, the simplified rulesets)",
               "Japanese 1989, Article 6 (ko)"),
        steps=(Step("triple-ko", "Main line"), Step("double-ko-seki", "Main line"),
               Step("sending-two-returning-one", "Main line")),
        focus=("chinese", "tromp-taylor", "japanese", "simplified-chinese"),
        reasons=("ko", *SUPERKO_REASONS),
    ),
    Lesson(
        id="situational-superko",
        title="Situational and natural situational superko",
        introduction=(
            "Situational superko looks at the whole situation, the stones and the player to move: "
            "a play may not bring back a board that occurred before with the same player to move. "
            "AGA rules use it, and New Zealand's rule (no board as it stood after one of your own "
            "moves, passes counted) forbids the same plays. Natural situational superko counts only "
            "boards a player made with a stone, so boards after a pass belong to nobody. A pass in "
            "the cycle is where positional and situational superko part."
        ),
        rules=("AGA, situational superko", "New Zealand rules, the repetition rule",
               "natural situational superko", "positional superko"),
        steps=(Step("sending-three-returning-one", "Main line"), Step("one-eye-flaw", "Main line")),
        focus=("aga", "nz", "chinese"),
        reasons=SUPERKO_REASONS,
    ),
    Lesson(
        id="long-cycles",
        title="Long cycles and no result",
        introduction=(
            "Japanese and Korean rules have only the basic ko ban, so nothing forbids the move "
            "that repeats a triple ko, a moonshine life or a long life. If the players go round "
            "until the same position, with the same player to move, comes back a third time with "
            "no pass in between, the game ends without result. The superko rulesets forbid the move "
            "that closes the cycle instead, and Ing's rules stop it with hot stones or the "
            "disturbing rule."
        ),
        rules=("Japanese 1989, Article 12 (no result)", "Korean rules, no result",
               "positional and situational superko"),
        steps=(Step("moonshine-life", "Main line"), Step("long-life", "Main line"),
               Step("balanced-quadruple-ko", "Main line"),
               Step("two-unbalanced-double-kos", "Main line"),
               Step("unbalanced-double-ko", "Main line")),
        focus=("japanese", "korean", "aga", "simplified-ing-nz"),
        reasons=("ko", *SUPERKO_REASONS),
    ),
    Lesson(
        id="threefold-repetition",
        title="Threefold repetition and minimal superko",
        introduction=(
            "The Renaissance rules keep the basic ko ban and let cycles run, but the third time "
            "the same position comes round the game ends: a draw if both sides captured as many "
            "stones in the loop, otherwise a loss for whoever captured fewer. Their minimal "
            "superko forbids only one position: the one in which the last two successive passes "
            "were made. Three passes in a row stop play."
        ),
        rules=("Renaissance rules, threefold repetition", "Renaissance rules, minimal superko",
               "Renaissance rules, three passes"),
        steps=(Step("sending-two-returning-one", "Main line"),
               Step("sending-three-returning-one",
                    "Renaissance: after two passes Black cannot return one"),
               Step("double-ko-seki", "Renaissance: flipping back into the two-pass position"),
               Step("moonshine-life", "Renaissance: captured in a dispute phase")),
        focus=("renaissance-area", "renaissance-territory", "japanese"),
        reasons=("ko", *SUPERKO_REASONS),
    ),
    Lesson(
        id="ing-hot-stones",
        title="Ing's hot stones",
        introduction=(
            "Ing's rules judge a ko by what it is for. In a ko fight, once a player captures, "
            "that player's ko stones in the other kos that lock the same two groups become hot: "
            "the opponent may capture them only after a move or a pass in between. That turns a "
            "triple ko or a long life into an ordinary fight instead of a cycle."
        ),
        rules=("Ing SST rules, the ko rule: hot stones (single, double, twin)",),
        steps=(Step("triple-ko", "Main line"),
               Step("triple-ko", "Ing: the hot stones make it a ko fight"),
               Step("long-life", "Main line"),
               Step("long-life", "Ing: double hot stones need an intervening move")),
        focus=("ing", "simplified-ing-nz", "japanese"),
        reasons=("hot-stone", "ko"),
    ),
    Lesson(
        id="ing-disturbing",
        title="Ing's disturbing rule and balanced kos",
        introduction=(
            "In kos that keep two groups alive together, Ing's rules let each player set off the "
            "cycle, disturb it, once in a game and no more. When the kos are balanced only the "
            "attacker disturbs, so the groups stay in seki; when one side has a single inside "
            "liberty the kos are unbalanced, that side may answer only once, and here it dies."
        ),
        rules=("Ing SST rules, the ko rule: disturbing", "Ing SST rules, balanced and unbalanced kos"),
        steps=(Step("what-kind-of-ko", "Main line"),
               Step("what-kind-of-ko", "Ing: each side disturbs once, then seki"),
               Step("what-kind-of-ko", "One ko outside: Black attacks"),
               Step("balanced-quadruple-ko", "Main line")),
        focus=("ing", "chinese", "korean"),
        reasons=("disturbing", "hot-stone", "ko"),
    ),
    Lesson(
        id="suicide",
        title="Suicide",
        introduction=(
            "A play that leaves its own string without liberties, capturing nothing, is suicide. "
            "Most rulesets forbid it. New Zealand, Tromp-Taylor and the simplified Ing/NZ rules "
            "allow it, and Ing's rules allow the suicide of several stones while a lone stone's "
            "suicide counts as a pass. Where it is legal it can even serve as a ko threat."
        ),
        rules=("New Zealand rules, suicide", "Ing SST rules, suicide",
               "Tromp-Taylor rules, suicide", "Japanese 1989 and Chinese rules: no suicide"),
        steps=(Step("suicide-as-a-ko-threat", "Main line"), Step("seki-points", "Main line"),
               Step("playing-inside-own-territory", "Black captures during play while White passes")),
        focus=("nz", "ing", "tromp-taylor", "chinese"),
        reasons=("suicide",),
    ),
    Lesson(
        id="end-of-play",
        title="The end of play and disputes",
        introduction=(
            "Two passes in a row stop play under most rulesets, three under the Renaissance "
            "rules, and Tromp-Taylor ends the game there with every stone alive. If the players "
            "then disagree about which stones are dead, the rulesets part: some play on, Japan "
            "and Korea settle it in a confirmation play that is not kept, where a ko needs a pass "
            "before it is retaken, and the simplified Japanese/Korean rules imagine wise play."
        ),
        rules=("Japanese 1989, Article 9 (end of the game)", "Japanese 1989, Article 7 (confirmation)",
               "Renaissance rules, three passes", "Tromp-Taylor rules, the end of the game"),
        steps=(Step("bent-four", "Main line"),
               Step("bent-four", "Whoever moves first wins the race"),
               Step("one-eye-flaw", "Black does not take the ko: the flaw lives"),
               Step("playing-inside-own-territory", "The dispute after play has stopped")),
        focus=("japanese", "renaissance-area", "tromp-taylor", "nz", "simplified-japanese-korean"),
        reasons=("ko", *SUPERKO_REASONS),
    ),
    Lesson(
        id="area-and-territory",
        title="Area and territory counting",
        introduction=(
            "Area counting adds a side's stones on the board to the empty points it surrounds; "
            "territory counting adds the surrounded points to the prisoners taken. The two agree "
            "most of the time, but a move inside your own territory costs a point under territory "
            "counting and nothing under area counting, unless a pass hands over a prisoner in turn."
        ),
        rules=("Chinese rules, area counting", "Japanese 1989, Article 8 (territory)",
               "AGA, pass stones"),
        steps=(Step("playing-inside-own-territory", "Main line"),
               Step("playing-inside-own-territory", "Black captures during play while White passes")),
        focus=("chinese", "japanese", "aga", "renaissance-territory"),
    ),
    Lesson(
        id="seki-points",
        title="Points in seki",
        introduction=(
            "An eye inside a seki is surrounded by one side's stones, yet Japanese and Korean rules "
            "count no point in a seki, while area counting and Renaissance B count it as usual. "
            "With the same komi, that one point can change the winner."
        ),
        rules=("Japanese 1989, Article 8 (no territory in seki)", "area counting"),
        steps=(Step("seki-points", "Main line"), Step("double-ko-seki", "Both pass: seki"),
               Step("what-kind-of-ko", "Both pass: seki")),
        focus=("japanese", "korean", "chinese", "renaissance-territory"),
    ),
    Lesson(
        id="odd-dame",
        title="One odd dame",
        introduction=(
            "A neutral point left at the end is worth nothing under territory counting, but under "
            "area counting whoever fills it gains a point. With one such point left, the parity "
            "of the board decides, and Japanese and Chinese rules can name different winners of "
            "the same game."
        ),
        rules=("area counting (Chinese)", "territory counting (Japanese 1989, Article 8)"),
        steps=(Step("one-odd-dame", "Main line"),
               Step("one-odd-dame", "Both pass: the dame stays open"),
               Step("one-odd-dame", "White passes and Black fills the dame")),
        focus=("japanese", "chinese"),
    ),
    Lesson(
        id="handicap-compensation",
        title="Handicap compensation",
        introduction=(
            "Under area counting each handicap stone is a point on the board, so most area "
            "rulesets give White some back: a point per stone (Chinese), one less than the "
            "number of stones (AGA), stones from the supply of the fill-in count (Ing), or none at "
            "all (New Zealand). "
            "Territory counting needs no compensation."
        ),
        rules=("Chinese rules, handicap compensation", "AGA, handicap compensation",
               "Ing SST rules, handicap", "New Zealand rules, handicap"),
        steps=(Step("handicap-two-stones", "Main line"), Step("handicap-four-stones", "Main line")),
        focus=("nz", "chinese", "ing", "aga", "japanese"),
    ),
    Lesson(
        id="pass-stones",
        title="Pass stones",
        introduction=(
            "Under AGA rules every pass hands the opponent a stone as a prisoner, and White makes "
            "the last pass. That keeps the territory count equal to the area count. The Japanese "
            "count has no pass stones, so the margin differs by those stones, and here the winner "
            "changes with it."
        ),
        rules=("AGA, pass stones and White passing last", "Renaissance B, pass stones in disputes"),
        steps=(Step("pass-stones", "Main line"),
               Step("pass-stones", "White fills the last neutral point instead of passing")),
        focus=("aga", "simplified-aga", "japanese", "renaissance-territory"),
    ),
    Lesson(
        id="ing-count",
        title="Ing's fill-in count",
        introduction=(
            "Ing's rules count with a fixed supply of stones for each side: fill your own area "
            "with your stones, and what is left tells the result, empty points over mean a win and "
            "stones over mean a loss. The komi is 8 and Black wins a tie in an even game; a "
            "handicap game gives White back some stones."
        ),
        rules=("Ing SST rules, counting by fill-in", "Ing SST rules, komi and handicap"),
        steps=(Step("ing-counting-even-game", "Main line"),
               Step("ing-counting-two-stone-handicap", "Main line"),
               Step("ing-counting-three-stone-handicap", "Main line")),
        focus=("ing", "chinese", "nz"),
    ),
)


def lesson(lesson_id: str) -> Lesson:
    """The lesson with this id; KeyError if the course has none."""
    for each in COURSE:
        if each.id == lesson_id:
            return each
    raise KeyError(f"no lesson {lesson_id!r}; the course has: {', '.join(x.id for x in COURSE)}")


def lessons_with(diagram_id: str) -> list[Lesson]:
    """The lessons that step through a diagram, in course order."""
    return [each for each in COURSE if any(step.diagram == diagram_id for step in each.steps)]
