"""The course: lessons in a fixed order, each an introduction and lines of the diagram library."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import SUPERKO_REASONS
from ..i18n import QT_TRANSLATE_NOOP, translate


@dataclass(frozen=True)
class Step:
    """One line of a diagram that a lesson steps through: a lesson position or a library diagram."""

    diagram: str  # a diagram id: of a lesson position (diagrams/lessons/) or of the library
    line: str  # the line's name, as Diagram.lines names it ("Main line", or a variation's name)


@dataclass(frozen=True)
class Citation:
    """One of the rules a lesson is about, as a reader would look it up.

    The template is a message of the context LessonSource, our own words translated where the
    citation is shown: the connecting words and our notes on a place. The places quoted from a
    text (articles, parts, items, rules and their headings) are written into the template as the
    English text has them, and translations keep them; the names of the texts (and a path of the
    project) are the named parts, filled in as they are in every language.
    """

    template: str
    parts: tuple[tuple[str, str], ...] = ()

    def __str__(self) -> str:
        """The citation in English, as the course states it."""
        return self.template.format(**dict(self.parts))

    def shown(self) -> str:
        """The citation in the chosen language, the texts' titles as the language gives them."""
        return translate("LessonSource", self.template).format(
            **{name: translate("RuleSource", value) for name, value in self.parts})


def _cite(template: str, **parts: str) -> Citation:
    return Citation(template, tuple(parts.items()))


@dataclass(frozen=True)
class Lesson:
    """One lesson of the course.

    id            a stable name, used by the progress store
    title         shown in the lesson list
    introduction  a few sentences shown before the first question
    rules         the rules and articles the lesson is about, as a reader would look them up
                  (str() of each is the English; Citation.shown() the chosen language's)
    steps         the lines the lesson walks through, in order: first its concept's purpose-made
                  position (a lesson position of diagrams/lessons/), then library diagrams
    focus         preset ids the lesson asks about first (the others may still be asked)
    reasons       reason codes of the points a find-point question may ask for: the kind of
                  ban the lesson is about (ko, superko, hot stone, disturbing, suicide)
    concept       the concept the lesson teaches, an id of lesson_positions.CONCEPTS; its
                  questions are about it or about the concepts of the lessons before it
                  (concepts_up_to)
    example       the line of the lesson's worked example, shown before the first question;
                  None for the first step's line (the purpose-made position's main line)
    """

    id: str
    title: str
    introduction: str
    rules: tuple[Citation, ...]
    steps: tuple[Step, ...]
    focus: tuple[str, ...] = ()
    reasons: tuple[str, ...] = ()
    concept: str = ""
    example: Step | None = None

    @property
    def example_line(self) -> Step:
        """The line the worked example steps through: `example`, else the first step's."""
        return self.example or self.steps[0]


# Where the citations are from. The Simplified, Renaissance, New Zealand and SST texts are the
# seeds (shared/seeds); the Japanese 1989 articles are those of the official text (Davies'
# translation); the Chinese, Korean, AGA and Tromp-Taylor rules are cited as the diagram
# library's notes summarise them, as gogui/rule_texts/ does. The names below are the texts'
# titles (the named parts of the citations), translated as the rule texts' are (context
# RuleSource): a text's official title in the language where it has one, else the title as
# written with a gloss; see resources/translations/GLOSSARY-learn.md.
_J89 = QT_TRANSLATE_NOOP("RuleSource", "Japanese Rules of Go (1989)")
_SST = QT_TRANSLATE_NOOP("RuleSource", "Ing's SST Rules of Go")
_RENAISSANCE = QT_TRANSLATE_NOOP("RuleSource", "Renaissance rules")
_SIMPLIFIED = QT_TRANSLATE_NOOP("RuleSource", "Simplified rules")
_NZ = QT_TRANSLATE_NOOP("RuleSource", "New Zealand Rules of Go")
_TROMP_TAYLOR = QT_TRANSLATE_NOOP("RuleSource", "Tromp-Taylor rules")
_CHINESE_2002 = QT_TRANSLATE_NOOP("RuleSource", "Chinese Rules of Go (2002)")
_CHINESE = QT_TRANSLATE_NOOP("RuleSource", "Chinese rules")
_AGA = QT_TRANSLATE_NOOP("RuleSource", "AGA rules")
_PRESETS_FILE = "gogui/engine/rules.py"

# Reason codes of the bans a find-point question of a lesson may ask for, by how far the course
# has come: the basic ko first, then each kind of superko as its lesson introduces it.
_POSITIONAL = ("ko", "positional-superko")
_SITUATIONAL = (*_POSITIONAL, "situational-superko", "natural-situational-superko")
_ALL_SUPERKO = ("ko", *SUPERKO_REASONS)

# Citations that more than one lesson makes.
_J89_KO = _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Article 6 (ko)"), title=_J89)
_J89_END = _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Article 9 (end of the game: two passes in "
                                                   "succession stop it, agreement ends it, resumption)"), title=_J89)
_J89_KO_CONFIRMATION = _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Article 7-2 (a ko in the confirmation of "
                                                               "life and death)"), title=_J89)
_RENAISSANCE_PASSES = _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, rule 5 (three successive passes; dispute "
                                                              "phases)"), title=_RENAISSANCE)
_SIMPLIFIED_POSITIONAL = _cite(QT_TRANSLATE_NOOP("LessonSource", "positional superko: {title}, Common Simplified "
                                                                 "Rules"), title=_SIMPLIFIED)
_AGA_SITUATIONAL = _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, superko as commonly read: situational, as "
                                                           "summarised in the diagram library's notes"), title=_AGA)
_NZ_MOVE = _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, the definition of a move"), title=_NZ)

# One lesson per concept of lesson_positions.CONCEPTS, in that order: each begins on its
# purpose-made position (diagrams/lessons/, at most 9x9), then goes to the library's diagrams
# whose questions are on its concept or an earlier one.
COURSE: tuple[Lesson, ...] = (
    Lesson(
        id="basic-ko",
        concept="basic-ko",
        title=QT_TRANSLATE_NOOP("Lesson", "Basic ko"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "When one stone takes one stone in a ko, the opponent could take straight back and "
            "the two could go on for ever. Every ruleset forbids that immediate recapture: the "
            "player must first play somewhere else, usually a threat the other side has to answer. "
            "Once each side has played a move elsewhere, the ko may be taken back. Rulesets with a "
            "superko rule need no separate ko rule: their superko forbids the recapture too, so the "
            "rulings name it positional or situational superko."
        ),
        rules=(_J89_KO,
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Part 2, During the game, item 4 (basic ko, "
                                                       "common to every rule system)"), title=_SST),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, rule 2 (basic ko)"), title=_RENAISSANCE)),
        steps=(Step("lone-ko", "Main line"),
               Step("lone-ko", "Black plays elsewhere first"),
               Step("molasses-ko", "Main line")),
        focus=("japanese", "chinese", "renaissance-area"),
        reasons=("ko",),
    ),
    Lesson(
        id="area-and-territory",
        concept="area-and-territory",
        title=QT_TRANSLATE_NOOP("Lesson", "Area and territory counting"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "Play stops when both players pass in a row (the Renaissance rules want a third pass), "
            "and the game is counted. Area counting adds a side's stones on the board to the empty "
            "points it surrounds; territory counting adds the surrounded points to the prisoners "
            "taken. The two counts often differ by a point: filling a neutral point gains a point "
            "only under area counting, and a move inside your own territory costs a point only under "
            "territory counting. White then adds komi, and the usual komi differ too: 6.5 in Japan, "
            "7.5 in China."
        ),
        rules=(_J89_END,
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Simplified Ing/NZ block (score: stones plus "
                                                       "surrounded empty regions) and Simplified Japanese/Korean "
                                                       "block (score: surrounded empty regions plus prisoners)"),
                     title=_SIMPLIFIED),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, area scoring, as summarised in the diagram "
                                                       "library's notes"), title=_CHINESE),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Article 8 (territory)"), title=_J89),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Commentary (Japanese/Korean rules give one excess "
                                                       "dame no value)"), title=_SIMPLIFIED),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Part 2, Ending the Game, item 3 (a move inside "
                                                       "your own area costs nothing under area counting)"),
                     title=_SST)),
        steps=(Step("area-and-territory", "Main line"),
               Step("one-odd-dame", "Main line"),
               Step("one-odd-dame", "Both pass: the dame stays open"),
               Step("one-odd-dame", "White passes and Black fills the dame"),
               Step("playing-inside-own-territory", "Main line")),
        focus=("chinese", "japanese", "nz", "korean"),
    ),
    Lesson(
        id="suicide",
        concept="suicide",
        title=QT_TRANSLATE_NOOP("Lesson", "Suicide"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "A play that leaves its own string without liberties, capturing nothing, is suicide. "
            "Japanese, Korean, Chinese and AGA rules forbid it, as do three of the simplified "
            "rulesets. New Zealand, Tromp-Taylor, the Renaissance rules and the simplified Ing/NZ "
            "rules allow it, and Ing's rules allow the suicide of several stones while a lone "
            "stone's suicide counts as a pass. Where it is legal it can even serve as a ko threat."
        ),
        rules=(_cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, the definition of a play; Notes (no rule against "
                                                       "suicide)"), title=_NZ),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Part 2, During the game, item 3; Part 4 "
                                                       "(Suicide)"), title=_SST),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, rule 1 (suicide allowable)"), title=_RENAISSANCE),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, commentary on Simplified Ing/NZ (suicide "
                                                       "allowed); Simplified Chinese and Japanese/Korean blocks "
                                                       "and the AGA commentary (suicide prohibited)"),
                     title=_SIMPLIFIED),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, suicide allowed, as summarised in the diagram "
                                                       "library's notes"), title=_TROMP_TAYLOR),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Article 4 (no group without a liberty may stay on "
                                                       "the board)"), title=_J89),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "Chinese, Korean and AGA rules, suicide illegal, as "
                                                       "summarised in the diagram library's notes"))),
        steps=(Step("suicide", "Main line"), Step("suicide-as-a-ko-threat", "Main line")),
        focus=("nz", "ing", "tromp-taylor", "chinese"),
        reasons=("suicide",),
    ),
    Lesson(
        id="positional-superko",
        concept="positional-superko",
        title=QT_TRANSLATE_NOOP("Lesson", "Positional superko"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "Longer cycles than a single ko exist: with three kos on the board, or a double ko, the "
            "players can take in turn and come back to a board seen before. Positional superko "
            "forbids any play that makes the stones look exactly as they did at any earlier moment "
            "of the game, whoever is to move. The four simplified rulesets and Tromp-Taylor use it, "
            "and so does this app's reading of the Chinese ban on whole-board repetition; Japanese "
            "and Korean rules have only the basic ko ban."
        ),
        rules=(_cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Common Simplified Rules (no play may bring back "
                                                       "an earlier arrangement of stones), called positional "
                                                       "superko in the commentaries"), title=_SIMPLIFIED),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Article 20 (whole-board repetition forbidden in "
                                                       "principle), read as positional superko, as summarised in "
                                                       "the diagram library's notes"), title=_CHINESE_2002),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, positional superko, as summarised in the diagram "
                                                       "library's notes"), title=_TROMP_TAYLOR),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Article 6 (ko): the basic ko rule only"),
                     title=_J89)),
        steps=(Step("three-move-cycle", "Main line"), Step("triple-ko", "Main line")),
        focus=("chinese", "tromp-taylor", "japanese", "simplified-chinese"),
        reasons=_POSITIONAL,
    ),
    Lesson(
        id="situational-superko",
        concept="situational-superko",
        title=QT_TRANSLATE_NOOP("Lesson", "Situational superko"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "Situational superko looks at the whole situation: the stones and the player to move. "
            "A play may not bring back a board that occurred before with the same player to move, "
            "so stones that stand as they once did are allowed when it is now the other player's "
            "turn. AGA rules, as commonly read, use it, and New Zealand's rule (no board as it "
            "stood after one of your own moves) forbids the same plays."
        ),
        rules=(_AGA_SITUATIONAL, _NZ_MOVE, _SIMPLIFIED_POSITIONAL),
        steps=(Step("sending-two-player-to-move", "Main line"), Step("double-ko-seki", "Main line")),
        focus=("aga", "nz", "chinese"),
        reasons=_SITUATIONAL,
    ),
    Lesson(
        id="pass-and-superko",
        concept="pass-and-superko",
        title=QT_TRANSLATE_NOOP("Lesson", "A pass and superko"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "A pass puts no stone on the board but hands the turn over, so after a pass the stones "
            "and the player to move can be just as they were earlier. Situational superko then "
            "forbids the play that would repeat the next board of the cycle, while the basic ko "
            "rule lets the cycle go on. Natural situational superko forbids a player only the boards "
            "that player made with a stone, so boards after a pass belong to nobody. Passes can also "
            "leave a ko that superko never lets anyone retake, and a one-eyed group then lives."
        ),
        rules=(_NZ_MOVE, _AGA_SITUATIONAL,
               _cite(QT_TRANSLATE_NOOP("LessonSource", "natural situational superko, as commonly defined; the "
                                                       "BGA's reading of the AGA rule, as summarised in the "
                                                       "diagram library's notes")),
               _SIMPLIFIED_POSITIONAL),
        steps=(Step("sending-two-and-a-pass", "Main line"),
               Step("sending-two-and-a-pass", "White plays a stone instead of passing"),
               Step("sending-three-returning-one", "Main line"), Step("one-eye-flaw", "Main line")),
        focus=("aga", "nz", "chinese", "japanese"),
        reasons=_SITUATIONAL,
    ),
    Lesson(
        id="long-cycles",
        concept="long-cycles",
        title=QT_TRANSLATE_NOOP("Lesson", "Long cycles and no result"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "Japanese and Korean rules have only the basic ko ban, so nothing forbids the move "
            "that repeats a triple ko, a moonshine life or a long life. If the players keep "
            "repeating such a cycle the game ends without result: the Japanese text asks for the "
            "players' agreement, and this app ends it when the same position, with the same player "
            "to move, comes back a third time with no pass in between. The superko rulesets forbid "
            "the move that closes the cycle instead, and Ing's rules stop it with hot stones or the "
            "disturbing rule."
        ),
        rules=(_cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Article 12 (no result: the whole-board position "
                                                       "repeats and the players agree)"), title=_J89),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "Korean practice: a repeated long cycle annuls the game "
                                                       "({title}, Part 1, Introduction; Part 6A, Double hot "
                                                       "stones)"), title=_SST),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "positional superko ({title}, Common Simplified Rules) and "
                                                       "situational superko ({other}, the definition of a move)"),
                     title=_SIMPLIFIED, other=_NZ)),
        steps=(Step("two-corner-cycle", "Main line"), Step("moonshine-life", "Main line"),
               Step("long-life", "Main line"), Step("unbalanced-double-ko", "Main line"),
               Step("two-unbalanced-double-kos", "Main line"), Step("balanced-quadruple-ko", "Main line")),
        focus=("japanese", "korean", "aga", "chinese"),
        reasons=_SITUATIONAL,
    ),
    Lesson(
        id="threefold-repetition",
        concept="threefold-repetition",
        title=QT_TRANSLATE_NOOP("Lesson", "Threefold repetition and minimal superko"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "The Renaissance rules keep the basic ko ban and let cycles run, but the third time "
            "the same position comes round the game ends: a draw if both sides captured as many "
            "stones in the loop, otherwise a loss for whoever captured fewer. Their minimal "
            "superko forbids a board play only one position: the one in which the last two "
            "successive passes were made. Three passes in a row stop play."
        ),
        rules=(_cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, rule 3 (threefold repetition)"), title=_RENAISSANCE),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, rule 4 (minimal superko)"), title=_RENAISSANCE),
               _RENAISSANCE_PASSES),
        steps=(Step("sending-two-three-times", "Main line"),
               Step("sending-two-three-times", "Black passes first, and both pass"),
               Step("sending-two-returning-one", "Main line"),
               Step("sending-three-returning-one",
                    "Renaissance: after two passes Black cannot return one"),
               Step("double-ko-seki", "Renaissance: flipping back into the two-pass position"),
               Step("moonshine-life", "Renaissance: captured in a dispute phase")),
        focus=("renaissance-area", "renaissance-territory", "japanese"),
        reasons=_ALL_SUPERKO,
    ),
    Lesson(
        id="seki-points",
        concept="seki-points",
        title=QT_TRANSLATE_NOOP("Lesson", "Points in seki"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "An eye inside a seki is surrounded by one side's stones, yet Japanese and Korean rules "
            "count no point in a seki, while area counting and Renaissance B count it as usual. "
            "With the same komi, that one point can change the winner."
        ),
        rules=(_cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Article 8 (eye points of stones in seki are not "
                                                       "territory)"), title=_J89),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Simplified Japanese/Korean block (points in seki "
                                                       "score for nobody)"), title=_SIMPLIFIED),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "Korean practice: seki counted as under the Japanese rules, "
                                                       "as summarised in the diagram library's notes")),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "area counting: {title}, Simplified Ing/NZ block (score)"),
                     title=_SIMPLIFIED),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, B.6 and B.7 (territory: points surrounded by "
                                                       "live stones, with no seki exception)"),
                     title=_RENAISSANCE)),
        steps=(Step("seki-with-an-eye", "Main line"), Step("seki-points", "Main line"),
               Step("double-ko-seki", "Both pass: seki"), Step("what-kind-of-ko", "Both pass: seki")),
        focus=("japanese", "korean", "chinese", "renaissance-territory"),
    ),
    Lesson(
        id="handicap-compensation",
        concept="handicap-compensation",
        title=QT_TRANSLATE_NOOP("Lesson", "Handicap compensation"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "Under area counting each handicap stone is a point on the board, so most area "
            "rulesets give White some back: a point per stone (Chinese), one less than the "
            "number of stones (AGA), a point per stone paid with White stones put in Black's area "
            "at two points each (Ing, as the SST article proposes), or none at all (New "
            "Zealand). "
            "Territory counting needs no compensation."
        ),
        rules=(_cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, a point per handicap stone (the Chinese preset's "
                                                       "description, {file})"), title=_CHINESE, file=_PRESETS_FILE),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, a point per handicap stone after the first (the "
                                                       "AGA preset's description, {file})"),
                     title=_AGA, file=_PRESETS_FILE),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Part 2, Counting, item 5 (N points for N stones, "
                                                       "to match territory counting; not in Ing's official texts) "
                                                       "and Part 3 (handicap game counting)"), title=_SST),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, the handicap rule (White passes n - 1 times; no "
                                                       "komi)"), title=_NZ)),
        steps=(Step("two-handicap-stones", "Main line"), Step("handicap-two-stones", "Main line"),
               Step("handicap-four-stones", "Main line")),
        focus=("nz", "chinese", "ing", "aga", "japanese"),
    ),
    Lesson(
        id="pass-stones",
        concept="pass-stones",
        title=QT_TRANSLATE_NOOP("Lesson", "Pass stones"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "Under AGA rules every pass hands the opponent a stone as a prisoner, and White makes "
            "the last pass. In a game from an even start with alternate moves, the territory count "
            "then gives the same margin as the area count. The Japanese count has no pass stones, "
            "so here it gives Black two points less, and with each ruleset's usual komi the winner "
            "changes."
        ),
        rules=(_cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Simplified AGA block (each pass adds a prisoner; "
                                                       "White's extra last pass) and its commentary (the two "
                                                       "counts agree)"), title=_SIMPLIFIED),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, pass stones and White passing last, as summarised "
                                                       "in the diagram library's notes"), title=_AGA),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, B.8 and B.9 (pass stones and equal moves in "
                                                       "dispute phases)"), title=_RENAISSANCE)),
        steps=(Step("pass-stone-ending", "Main line"),
               Step("pass-stone-ending", "White fills the neutral point"),
               Step("pass-stones", "Main line"),
               Step("pass-stones", "White fills the last neutral point instead of passing"),
               Step("playing-inside-own-territory", "Black captures during play while White passes")),
        focus=("aga", "simplified-aga", "japanese", "renaissance-territory"),
    ),
    Lesson(
        id="confirmation-play",
        concept="confirmation-play",
        title=QT_TRANSLATE_NOOP("Lesson", "Disputes and the confirmation play"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "When play has stopped the players agree which stones are dead. If they disagree, the "
            "rulesets part: most play on until the stones are captured or not, Tromp-Taylor counts "
            "every stone as alive, and Japan and Korea settle it in a confirmation play whose moves "
            "are not kept. There a player whose ko stone was taken must pass once for that ko "
            "before retaking it, which is why a bent four in a corner is dead under their rules. "
            "The simplified Japanese/Korean rules imagine wise play instead."
        ),
        rules=(_J89_END, _J89_KO_CONFIRMATION,
               _cite(QT_TRANSLATE_NOOP("LessonSource", "Korean practice: disputes settled as under the Japanese "
                                                       "rules, as summarised in the diagram library's notes")),
               _RENAISSANCE_PASSES,
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, two passes end the game with every stone alive, "
                                                       "as summarised in the diagram library's notes"),
                     title=_TROMP_TAYLOR),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Common Simplified Rules (the four phases); "
                                                       "Simplified Japanese/Korean block (imagined wise "
                                                       "alternation)"), title=_SIMPLIFIED)),
        steps=(Step("disputed-dead-stone", "Main line"),
               Step("disputed-dead-stone", "White agrees that A1 is dead"),
               Step("playing-inside-own-territory", "The dispute after play has stopped"),
               Step("one-eye-flaw", "Black does not take the ko: the flaw lives"),
               Step("bent-four", "Main line"),
               Step("bent-four", "With a White ko threat Black did not remove")),
        focus=("japanese", "korean", "tromp-taylor", "renaissance-territory", "simplified-japanese-korean"),
        reasons=("ko",),
    ),
    Lesson(
        id="ing-hot-stones",
        concept="ing-hot-stones",
        title=QT_TRANSLATE_NOOP("Lesson", "Ing's hot stones"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "Ing's rules treat a ko fight apart from kos in which neither side can capture. In a "
            "ko fight the stones that have just captured are hot: the opponent may capture them "
            "only after a move or a pass in between. Hot stones can be two stones, as in long life "
            "(double hot stones), and in a triple ko the capturer's stones in the other kos that "
            "lock the same two groups are hot too (twin hot stones). That turns a triple ko or a "
            "long life into an ordinary fight instead of a cycle."
        ),
        rules=(_cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Part 6A (Fighting Kos: hot stones; Double hot "
                                                       "stones; Twin hot stones)"), title=_SST),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Part 2, During the game, items 4 and 5"),
                     title=_SST)),
        steps=(Step("two-stone-ko", "Main line"),
               Step("two-stone-ko", "Black plays elsewhere first"),
               Step("triple-ko", "Ing: the hot stones make it a ko fight"),
               Step("long-life", "Main line"),
               Step("long-life", "Ing: double hot stones need an intervening move")),
        focus=("ing", "simplified-ing-nz", "japanese"),
        reasons=("hot-stone", *_ALL_SUPERKO),
    ),
    Lesson(
        id="ing-disturbing",
        concept="ing-disturbing",
        title=QT_TRANSLATE_NOOP("Lesson", "Ing's disturbing rule and balanced kos"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "Ing's rules also limit cycles in kos where neither group can capture the other: "
            "setting off such a cycle is called disturbing, and each player may disturb only once "
            "in a game. The kos are balanced when both groups have the same number of inside "
            "liberties, two or more: each side disturbs once, after that neither can be captured, "
            "and the groups live in seki. When one group has a single inside liberty the kos are "
            "unbalanced: that side may answer only once, and here it dies."
        ),
        rules=(_cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Part 6B (Balanced Kos: disturbing, once per "
                                                       "player per game)"), title=_SST),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Part 6B (Balanced quadruple ko; Unbalanced "
                                                       "double ko; \"What kind of ko am I?\")"), title=_SST),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Part 2, During the game, item 5"), title=_SST)),
        steps=(Step("balanced-double-ko", "Main line"),
               Step("balanced-double-ko", "Both pass: seki"),
               Step("what-kind-of-ko", "Main line"),
               Step("what-kind-of-ko", "Ing: each side disturbs once, then seki"),
               Step("what-kind-of-ko", "One ko outside: Black attacks"),
               Step("balanced-quadruple-ko", "Main line")),
        focus=("ing", "chinese", "korean"),
        reasons=("disturbing", "hot-stone", *_ALL_SUPERKO),
    ),
    Lesson(
        id="ing-count",
        concept="ing-count",
        title=QT_TRANSLATE_NOOP("Lesson", "Ing's fill-in count"),
        introduction=QT_TRANSLATE_NOOP(
            "Lesson",
            "Ing's rules count with a fixed supply of stones for each side, 180 on a full board: "
            "fill your own area with your stones, and what is left tells the result, empty points "
            "over mean a win and stones over mean a loss. The komi is 8 points, paid as four White "
            "stones put in Black's area, and Black wins a tie in an even game. A handicap game "
            "compensates White the same way, a point per handicap stone, and then White wins a tie."
        ),
        rules=(_cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Part 2, Start of the game, item 1 (180 stones "
                                                       "each) and Counting, items 1 to 4 (the fill-in)"),
                     title=_SST),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Part 2, Start of the game, item 4 (komi 8) and "
                                                       "Counting, items 4 and 5 (ties; handicap compensation)"),
                     title=_SST),
               _cite(QT_TRANSLATE_NOOP("LessonSource", "{title}, Part 3 (Demonstrations of Ing Counting)"),
                     title=_SST)),
        steps=(Step("ing-fill-in-count", "Main line"),
               Step("ing-counting-even-game", "Main line"),
               Step("ing-counting-two-stone-handicap", "Main line"),
               Step("ing-counting-three-stone-handicap", "Main line")),
        focus=("ing", "chinese", "nz"),
    ),
)

# Lessons of earlier versions of the course that were folded into the lesson of their concept:
# a learner's answers and place kept under such an id count for the lesson named here
# (progress.ProgressStore moves them when it reads the file).
FORMER_IDS: dict[str, str] = {
    "end-of-play": "confirmation-play",  # the end of play and disputes
    "odd-dame": "area-and-territory",  # one odd dame
}


def numbered_title(lesson: Lesson) -> str:
    """A lesson's title with its place in the course, in the chosen language: "Lesson 1: Basic ko"."""
    return translate("Lesson", "Lesson {number}: {title}").format(
        number=COURSE.index(lesson) + 1, title=translate("Lesson", lesson.title))


def lesson(lesson_id: str) -> Lesson:
    """The lesson with this id; KeyError if the course has none (a former id is not one: see
    FORMER_IDS)."""
    for each in COURSE:
        if each.id == lesson_id:
            return each
    raise KeyError(f"no lesson {lesson_id!r}; the course has: {', '.join(x.id for x in COURSE)}")


def concepts_up_to(lesson_id: str) -> tuple[str, ...]:
    """The concepts a lesson may ask about: its own and those of the lessons before it in the
    course, in course order. KeyError if the course has no such lesson."""
    found: list[str] = []
    for each in COURSE:
        if each.concept and each.concept not in found:
            found.append(each.concept)
        if each.id == lesson_id:
            return tuple(found)
    raise KeyError(f"no lesson {lesson_id!r}; the course has: {', '.join(x.id for x in COURSE)}")


def lessons_with(diagram_id: str) -> list[Lesson]:
    """The lessons that step through a diagram, in course order."""
    return [each for each in COURSE if any(step.diagram == diagram_id for step in each.steps)]
