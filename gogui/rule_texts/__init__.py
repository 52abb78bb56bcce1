"""The rule each ruleset applies to a ruling, in that ruleset's own terms, with its source (no Qt).

Every statement, and every part of a source that is our own wording, is a message of the catalogs
(context "RuleText" for statements, "RuleSource" for sources), translated when rule_text() is
asked. The names of the texts, the places quoted from them (parts, items, rules, articles and
their headings) and the paths of the project's copies stay as written, so a reader can find the
place in the text itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import reduce

from ..engine import KO_RULE_TYPES, PRESETS, REASONS, Ruleset
from ..i18n import QT_TRANSLATE_NOOP, translate
from .sources import SOURCES, SUMMARY_FILE


@dataclass(frozen=True)
class RuleText:
    """One rule as a ruleset states it: the topic it answers, our summary, and where it is written."""

    topic: str  # a reason code of REASONS, an end-of-game kind, or "legal"
    statement: str  # one to three sentences in our own words, in the ruleset's own terms
    source: str  # the text and the place in it


#: How a game can end or stop (NodeRuling reasons with status "ended"/"stopped", Game.ended[1],
#: and a session's resignation): successive passes, a long cycle without result, threefold
#: repetition, and resigning.
END_TOPICS = ("passes", "no-result", "repetition", "resignation")

#: Every topic a text can answer.
TOPICS = ("legal",) + REASONS + END_TOPICS

# ----- messages -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Message:
    """A text translated when it is shown: a catalog message (context and source text) whose named
    parts are filled in after translation. A part is a message itself, or a str kept as it is."""

    context: str
    text: str
    parts: tuple[tuple[str, Piece], ...] = ()

    def render(self) -> str:
        """The text in the chosen language, with its parts filled in."""
        text = translate(self.context, self.text)
        if not self.parts:
            return text
        return text.format(**{name: render(part) for name, part in self.parts})

    def messages(self) -> list[tuple[str, str]]:
        """Every catalog message this text is made of: (context, source text)."""
        found = [(self.context, self.text)]
        for _name, part in self.parts:
            if isinstance(part, Message):
                found.extend(part.messages())
        return found


Piece = Message | str


def render(piece: Piece) -> str:
    return piece.render() if isinstance(piece, Message) else piece


def _statement(text: str | Message) -> Message:
    """A statement: a message of the context RuleText."""
    return text if isinstance(text, Message) else Message("RuleText", text)


def _place(text: str | Message) -> Message:
    """A place in a text, or a note on a source: a message of the context RuleSource."""
    return text if isinstance(text, Message) else Message("RuleSource", text)


def _sentences(*sentences: str | Message) -> Message:
    """Sentences one after another, each a whole message."""
    return reduce(lambda first, then: Message("RuleText", QT_TRANSLATE_NOOP("RuleText", "{sentence} {next_sentence}"),
                                              (("sentence", first), ("next_sentence", then))),
                  [_statement(each) for each in sentences])


def _join(sources: list[Piece]) -> Piece:
    """Several citations in one source, each once."""
    return reduce(lambda first, then: Message("RuleSource", QT_TRANSLATE_NOOP("RuleSource", "{citation}; {next_citation}"),
                                              (("citation", first), ("next_citation", then))),
                  list(dict.fromkeys(sources)))


# ----- the texts ------------------------------------------------------------------------------

def _cite(key: str, place: str | Message) -> Message:
    """A place in a source text: after the text's path for a text the project keeps a copy of, else
    as the diagram library's notes summarise it."""
    text = SOURCES[key]
    title = Message("RuleSource", text.title)
    if text.file is not None:
        return Message("RuleSource", QT_TRANSLATE_NOOP("RuleSource", "{title}, {place} ({file})"),
                       (("title", title), ("place", _place(place)), ("file", text.file)))
    return Message("RuleSource", QT_TRANSLATE_NOOP("RuleSource", "{title}, as summarised in {file}: {place}"),
                   (("title", title), ("file", SUMMARY_FILE), ("place", _place(place))))


def _places(*places: str | Message) -> Message:
    """Several places of one text."""
    joined = _join([_place(each) for each in places])
    assert isinstance(joined, Message)
    return joined


_COMMON_MOVE = QT_TRANSLATE_NOOP("RuleSource", "Common Simplified Rules (what a move is)")
_COMMON_PHASES = QT_TRANSLATE_NOOP("RuleSource", "Common Simplified Rules (the four phases)")
_COMMON_SUPERKO = QT_TRANSLATE_NOOP("RuleSource", "Common Simplified Rules (the rule against recreating a distribution of stones)")

# Simplified blocks: the copy lost the headings of the last three, which follow in this order.
_S_ING_NZ = "Simplified Ing / New Zealand Rules"
_S_CHINESE = QT_TRANSLATE_NOOP("RuleSource", "Simplified Chinese block (second ruleset; heading lost in the copy)")
_S_JK = QT_TRANSLATE_NOOP("RuleSource", "Simplified Japanese / Korean block (third ruleset; heading lost in the copy)")
_S_AGA = QT_TRANSLATE_NOOP("RuleSource", "Simplified AGA block (fourth ruleset; heading lost in the copy)")
_C_ING_NZ = QT_TRANSLATE_NOOP("RuleSource", "Commentary on Simplified Ing / New Zealand (first block)")
_C_CHINESE = QT_TRANSLATE_NOOP("RuleSource", "Commentary on Simplified Chinese (second block)")
_C_JK = QT_TRANSLATE_NOOP("RuleSource", "Commentary on Simplified Japanese / Korean (third block)")
_C_AGA = QT_TRANSLATE_NOOP("RuleSource", "Commentary on Simplified AGA (fourth block)")

_NO_RESIGN_NOTE = QT_TRANSLATE_NOOP("RuleText", "A player may resign at any time and the opponent wins; no ruleset forbids it, "
                                                "though this text does not spell it out.")
_NO_RESIGN_SUMMARY = QT_TRANSLATE_NOOP("RuleText", "A player may resign at any time and the opponent wins; no ruleset "
                                                   "forbids it, though the summary does not mention it.")

# The project's design notes, cited where a rule is the model's own reading.
_DESIGN_TABLE = "gogui design, shared/DESIGN.md (The rules model)"

# A statement and its source, translated when shown.
_Text = tuple[Message, Piece]


def _t(statement: str | Message, source: Piece) -> _Text:
    return _statement(statement), source


def _simplified_texts(block: str, commentary: str, suicide_allowed: bool) -> dict[str, _Text]:
    """What the four simplified rulesets share: the common rules, one block, one commentary."""
    if suicide_allowed:
        legal = QT_TRANSLATE_NOOP(
            "RuleText",
            "A move is either a pass or one of the player's own stones on an empty intersection; "
            "opposing regions left without an adjacent empty intersection are removed before the "
            "player's own. Suicide is allowed, so a play may also remove the player's own region, and no play "
            "may bring back an arrangement of stones the board has shown before.")
        legal_source = _cite("simplified", _places(_COMMON_MOVE, commentary))
    else:
        legal = QT_TRANSLATE_NOOP(
            "RuleText",
            "A move is either a pass or one of the player's own stones on an empty intersection; "
            "opposing regions left without an adjacent empty intersection are removed before the "
            "player's own. A play that would need the removal of one of the player's own regions is prohibited, "
            "and no play may bring back an arrangement of stones the board has shown before.")
        legal_source = _cite("simplified", _places(_COMMON_MOVE, block if block != _S_AGA else commentary))
    if commentary == _C_JK:
        superko_place = Message("RuleSource", QT_TRANSLATE_NOOP(
            "RuleSource", "{commentary} (no special treatment of cycles longer than two moves)"),
            (("commentary", _place(_C_JK)),))
        superko = QT_TRANSLATE_NOOP(
            "RuleText",
            "No play may bring back an arrangement of black and white stones that the board has "
            "shown before, looking at the board after the play and its removals. "
            "Cycles longer than two moves get no other special treatment.")
    else:
        superko_place = Message("RuleSource", QT_TRANSLATE_NOOP(
            "RuleSource", "{commentary} (ko simplified as positional superko)"),
            (("commentary", _place(commentary)),))
        superko = QT_TRANSLATE_NOOP(
            "RuleText",
            "No play may bring back an arrangement of black and white stones that the board has "
            "shown before, looking at the board after the play and its removals. "
            "The commentary names this positional superko: who is to move does not matter.")
    return {
        "legal": _t(legal, legal_source),
        "occupied": _t(
            QT_TRANSLATE_NOOP("RuleText", "A play puts one of the player's own stones on an empty intersection, so an "
                              "intersection that already holds a stone cannot be played."),
            _cite("simplified", _COMMON_MOVE)),
        "positional-superko": _t(superko, _cite("simplified", _places(_COMMON_SUPERKO, superko_place))),
        "game-over": _t(
            QT_TRANSLATE_NOOP("RuleText", "Once the alternation has ended and the removals are agreed or settled, no more "
                              "moves are made: the winning phase gives the game to the player with the better score."),
            _cite("simplified", _COMMON_PHASES)),
        "resignation": _t(_NO_RESIGN_NOTE, _cite("simplified", QT_TRANSLATE_NOOP("RuleSource", "not stated in the text"))),
    }


def _build() -> dict[str, dict[str, _Text]]:
    texts: dict[str, dict[str, _Text]] = {}

    # ----- New Zealand ----------------------------------------------------------------------
    texts["nz"] = {
        "legal": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "On a turn a player either says 'pass' or places a stone of their colour on an "
                "unoccupied intersection; opposing stones without liberties are removed first, then "
                "the player's own, so suicide is allowed. The play counts as a move only if the board "
                "it leaves differs from every board left by that player's earlier moves."),
            _cite("nz", _places(
                QT_TRANSLATE_NOOP("RuleSource", "the definitions of a play and of a move"),
                QT_TRANSLATE_NOOP("RuleSource", "Notes (no rule forbids suicide)")))),
        "occupied": _t(
            QT_TRANSLATE_NOOP("RuleText", "A play places a stone on an unoccupied intersection; an occupied one cannot take "
                                          "a stone."),
            _cite("nz", QT_TRANSLATE_NOOP("RuleSource", "the definition of a play"))),
        "situational-superko": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "A play is not a legal move if the whole board it leaves is the board \"after any of "
                "that player's previous moves\", passes included. This is situational superko: a "
                "board may come back only with the other player to move."),
            _cite("nz", QT_TRANSLATE_NOOP("RuleSource", "the definition of a move"))),
        "passes": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "The game ends once both players agree there is nothing worthwhile left to play, and "
                "dead stones may then be taken off by mutual agreement. Players who disagree about "
                "dead stones keep playing; if they cannot settle who is to move next, every stone "
                "stays on the board as alive and is counted."),
            _cite("nz", QT_TRANSLATE_NOOP("RuleSource", "the end of the game"))),
        "game-over": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Once the players have agreed that the game is finished and settled the dead stones, "
                "no more moves are made; each player's territory is counted (stones plus the empty "
                "points they surround) and the player with more points wins."),
            _cite("nz", QT_TRANSLATE_NOOP("RuleSource", "the end of the game, territory and the winner"))),
        "resignation": _t(_NO_RESIGN_NOTE, _cite("nz", QT_TRANSLATE_NOOP("RuleSource", "not stated in the text"))),
    }

    # ----- Ing SST ---------------------------------------------------------------------------
    texts["ing"] = {
        "legal": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "On each turn a player plays a stone or passes. A single stone that would only "
                "capture itself counts as a pass, a suicide of more stones is legal, and a play is "
                "refused only when it recaptures a hot stone at once or disturbs a cycle a second time."),
            _cite("sst", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, items 1, 3 and 5"),
                QT_TRANSLATE_NOOP("RuleSource", "Part 6 (The Ing Ko Rules)")))),
        "occupied": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "A turn puts a stone on an empty point or is a pass; a point that holds a stone "
                "cannot be played."),
            _cite("sst",
                QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, item 1 (the basic rule common to every ruleset, "
                                                "not restated there)"))),
        "suicide": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Self-capture of a single stone is treated as a pass play. Suicide of two or more "
                "stones is legal: the player's own stones come off, which can make a ko threat or "
                "change liberty counts but never gains points."),
            _cite("sst", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, item 3"),
                QT_TRANSLATE_NOOP("RuleSource", "Part 4 (Suicide)")))),
        "ko": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "A stone that has just captured in a basic ko may not be captured back at once; "
                "the SST article calls this basic to every rule system. Such a stone is the simplest "
                "kind of hot stone."),
            _cite("sst", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, item 4"),
                QT_TRANSLATE_NOOP("RuleSource", "Part 6A (Fighting Kos)")))),
        "hot-stone": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "In a fighting ko the stones that have just captured are hot stones: they may not be "
                "taken until some other move or pass has been played in between. Hot stones may be several stones "
                "(double hot stones in long life, twin hot stones in a triple ko), which turns complex "
                "kos into basic kos."),
            _cite("sst", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Part 6A (Fighting Kos; Double hot stones; Twin hot stones)"),
                QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, item 5")))),
        "disturbing": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Setting off a cyclic sequence of repeated positions is called disturbing, and each "
                "player may disturb only once in the whole game. After that the disturber may not "
                "start the cycle again, so a balanced ko is no endless source of ko threats and "
                "false-eyed groups cannot kill real-eyed ones."),
            _cite("sst", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Part 6B (Balanced Kos; The questionable case in Superko)"),
                QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, item 5")))),
        "passes": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Two consecutive passes adjourn the game so that the players can settle which groups "
                "are alive. If they agree the game is over; if not, play resumes until the dispute is "
                "settled, and two more passes after agreement end the game."),
            _cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 2, Ending the Game, item 2"))),
        "game-over": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "After the final pass, or once counting has begun, play may not resume, even for an "
                "overlooked point. Each side then fills its area with its remaining stones (Ing "
                "counting) and the winner is the side with empty points left."),
            _cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 2, Ending the Game (note after item 3) and Counting"))),
        "resignation": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "A game may end by resignation; once it is resigned, a win on time can no longer be "
                "called."),
            _cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 7 (The Clock)"))),
    }

    # ----- the four simplified rulesets -------------------------------------------------------
    ing_nz = _simplified_texts(_S_ING_NZ, _C_ING_NZ, suicide_allowed=True)
    ing_nz["passes"] = _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Two successive passes end the alternation, and the players then agree or disagree on "
            "which stones to remove. If they disagree, nothing is removed and alternation continues "
            "as a contest of skill until two more successive passes; then the score (stones plus "
            "surrounded empty regions) decides."),
        _cite("simplified", _places(_COMMON_PHASES, QT_TRANSLATE_NOOP("RuleSource", "Simplified Ing / New Zealand Rules"),
                                    _C_ING_NZ)))
    texts["simplified-ing-nz"] = ing_nz

    chinese = _simplified_texts(_S_CHINESE, _C_CHINESE, suicide_allowed=False)
    chinese["suicide"] = _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Suicide is forbidden: no play may be made that would need one of the player's own "
            "regions removed."),
        _cite("simplified", _places(_S_CHINESE, _C_CHINESE)))
    chinese["passes"] = _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Two successive passes end the alternation, and the players then agree or disagree on "
            "which stones to remove. A disagreement is played out in continued alternation, a "
            "contest of skill a referee may not overrule, until two more successive passes."),
        _cite("simplified", _places(_COMMON_PHASES, _C_CHINESE)))
    texts["simplified-chinese"] = chinese

    jk = _simplified_texts(_S_JK, _C_JK, suicide_allowed=False)
    jk["suicide"] = _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Suicide is forbidden: no play may be made that would need one of the player's own "
            "regions removed."),
        _cite("simplified", _places(_S_JK, _C_JK)))
    jk["ko"] = _t(
        QT_TRANSLATE_NOOP("RuleText",
            "In the imagined wise play that settles a disagreement, recreating a position is treated "
            "wisely so that ko threats are of no use. We read this as: a player whose stone was taken "
            "in a ko may retake it there only after passing once for that ko."),
        _cite("simplified", _places(
            QT_TRANSLATE_NOOP("RuleSource", "Simplified Japanese / Korean block (third ruleset; heading lost in the copy) "
                                            "(no use of ko threats in the disagreement alternation)"),
                QT_TRANSLATE_NOOP("RuleSource", "the pass-for-each-ko reading is the preset's (gogui/engine/rules.py)"))))
    jk["passes"] = _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Two successive passes end the alternation. If the players disagree on removals, the "
            "stones that wise continued play could have removed are removed, judged by imagined play "
            "that is not kept and costs nothing, with stones in seki left alone; there is no "
            "confirmation phase, so dame and needed defensive moves belong in the alternation."),
        _cite("simplified", _places(_S_JK, _C_JK)))
    jk["game-over"] = _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Once the alternation has ended and the removals are settled, the winning phase scores "
            "each player's surrounded empty regions plus prisoners; intersections in seki score for "
            "nobody."),
        _cite("simplified", _places(_COMMON_PHASES, _S_JK)))
    texts["simplified-japanese-korean"] = jk

    aga = _simplified_texts(_S_AGA, _C_AGA, suicide_allowed=False)
    aga["suicide"] = _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Suicide is prohibited: a play may not require the removal of one of the player's own "
            "regions."),
        _cite("simplified", _C_AGA))
    aga["passes"] = _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Two successive passes end the alternation, with an extra pass by White if White did not "
            "pass last. Every pass adds one of the passer's stones to the prisoners, and a "
            "disagreement on removals is played out in continued alternation until two more passes."),
        _cite("simplified", _places(_S_AGA, _C_AGA)))
    texts["simplified-aga"] = aga

    # ----- Renaissance -----------------------------------------------------------------------
    renaissance = {
        "legal": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "A move is a board play or a pass, and suicide is allowable. A board play is illegal "
                "only as an immediate basic ko recapture or when it would recreate the position in "
                "which the last two successive passes were made (minimal superko)."),
            _cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rules 1, 2 and 4"))),
        "occupied": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "A board play puts a stone on an empty intersection; the text counts this among the "
                "trivial basic definitions it leaves out."),
            _cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 1 (basic rules and trivial definitions)"))),
        "ko": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Basic ko: when a single stone has captured a single stone, it may not be captured "
                "back on the very next move."),
            _cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 2 (basic ko)"))),
        "minimal-superko": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Minimal superko: a board play may not recreate the position in which the last two "
                "successive passes were made. Only that one position is remembered, so two passes "
                "block a later return to it."),
            _cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 4 (minimal superko)"))),
        "repetition": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Threefold repetition: when board plays bring the same position about a third time, "
                "the game ends. It is a draw if both players captured equally many stones in the "
                "loop; otherwise the player who captured fewer loses."),
            _cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 3 (threefold repetition)"))),
        "game-over": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Play is over when nobody resumes after a stop, and the stopped position is then "
                "scored; a threefold repetition ends the game at once, decided by the captures in "
                "the loop."),
            _cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rules 3 and 5"))),
        "resignation": _t(
            QT_TRANSLATE_NOOP("RuleText", "Resigning is one of the basic rules: a player may resign and the opponent wins."),
            _cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 1 (basic rules)"))),
    }
    area = dict(renaissance)
    area["passes"] = _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Three successive passes stop play and end the game phase. Resumption may be requested, "
            "a limited number of times, and starts a dispute phase with the move order kept; in the "
            "stopped position dead strings are those their owner acknowledges."),
        _cite("renaissance", _places(QT_TRANSLATE_NOOP("RuleSource", "rule 5"), QT_TRANSLATE_NOOP("RuleSource", "A.7"))))
    texts["renaissance-area"] = area
    territory = dict(renaissance)
    territory["passes"] = _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Three successive passes stop play and end the game phase; resumption may be requested "
            "a limited number of times and starts a dispute phase with the move order kept. In "
            "dispute phases a pass hands the opponent a prisoner and both players must make equally "
            "many moves, with an obligatory extra pass if needed."),
        _cite("renaissance", _places(QT_TRANSLATE_NOOP("RuleSource", "rule 5"), QT_TRANSLATE_NOOP("RuleSource", "B.8 and B.9"))))
    texts["renaissance-territory"] = territory

    # ----- Japanese 1989 and Korean -----------------------------------------------------------
    texts["japanese"] = {
        "legal": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Players alternately place a stone on a vacant point or pass. A play that would leave "
                "a group of one's own without liberties is not allowed (article 4), and the basic ko "
                "rule forbids retaking a ko at once; there is no superko."),
            _cite("japanese", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989)"),
                QT_TRANSLATE_NOOP("RuleSource", "Suicide as a ko threat (Art. 4)")))),
        "occupied": _t(
            QT_TRANSLATE_NOOP("RuleText", "A stone is placed on a vacant point; a point that holds a stone cannot be played."),
            _cite("japanese",
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989) (the basic rule common to every ruleset, not "
                                                "restated there)"))),
        "suicide": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "No group without liberties may exist on the board, so a play that would leave the "
                "player's own stones without liberties is illegal (article 4)."),
            _cite("japanese", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Suicide as a ko threat (Art. 4)"),
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989)")))),
        "ko": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Ko: a stone that has just captured a single stone in a ko may not be captured back "
                "at once, so a ko threat must come first. In the confirmation after play, a player "
                "whose stone was taken in a ko may retake it only after passing once for that ko "
                "(article 7-2)."),
            _cite("japanese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989) (basic ko rule only; Art. 7-2)"))),
        "no-result": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "A long cycle such as a triple ko or eternal life can repeat for ever under the basic "
                "ko rule; when the whole-board position repeats and the players agree, the game ends "
                "with no result (article 12). We end it when the same position with the same player "
                "to move comes a third time without a pass."),
            _cite("japanese", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989) (Art. 12)"),
                QT_TRANSLATE_NOOP("RuleSource", "Triple ko")))),
        "passes": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "When both players pass in turn, play stops and they agree which stones are dead. A "
                "disagreement is settled by confirmation, play that is not kept, in which a ko may be "
                "retaken only after a pass for that ko (article 7-2)."),
            _cite("japanese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989) (confirmation phase, Art. 7-2)"))),
        "game-over": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Once play has stopped and life and death is confirmed, the game is over: territory "
                "and prisoners are counted, and points in seki count for nobody."),
            _cite("japanese", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989)"),
                QT_TRANSLATE_NOOP("RuleSource", "Double ko seki ('no territory')")))),
        "resignation": _t(_NO_RESIGN_SUMMARY, _cite("japanese", QT_TRANSLATE_NOOP("RuleSource", "not stated in the summary"))),
    }
    texts["korean"] = {
        "legal": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Players alternately place a stone on a vacant point or pass. Suicide is illegal and "
                "the basic ko rule forbids retaking a ko at once; there is no superko."),
            _cite("korean", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Korean)"),
                QT_TRANSLATE_NOOP("RuleSource", "Suicide as a ko threat (Korean: illegal)")))),
        "occupied": _t(
            QT_TRANSLATE_NOOP("RuleText", "A stone is placed on a vacant point; a point that holds a stone cannot be played."),
            _cite("korean",
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Korean) (the basic rule common to every ruleset, not "
                                                "restated there)"))),
        "suicide": _t(
            QT_TRANSLATE_NOOP("RuleText", "A play that would leave the player's own stones without liberties is illegal."),
            _cite("korean", QT_TRANSLATE_NOOP("RuleSource", "Suicide as a ko threat (Korean: illegal)"))),
        "ko": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Ko: a stone that has just captured a single stone in a ko may not be captured back "
                "at once. Life and death is confirmed as under the Japanese rules, where a ko may be "
                "retaken only after passing once for it."),
            _cite("korean", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Korean) (basic ko rule)"),
                QT_TRANSLATE_NOOP("RuleSource", "Double ko seki and Bent four (Korean: as Japanese)")))),
        "no-result": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "A long cycle that the players keep repeating annuls the game: it ends without result "
                "(the Korean word is rendered as a draw). The SST article likewise reports that the "
                "Korean association voids games that contain complex or multiple kos unless a player "
                "concedes the local fight."),
            _join([_cite("korean", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Korean) (long cycles)")),
                   _cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 1 (Introduction)"))])),
        "passes": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "When both players pass in turn, play stops and they agree which stones are dead; a "
                "disagreement is settled by confirmation as under the Japanese rules."),
            _cite("korean", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Korean)"),
                QT_TRANSLATE_NOOP("RuleSource", "Double ko seki and Bent four (Korean: as Japanese)")))),
        "game-over": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Once play has stopped and life and death is settled, territory and prisoners are "
                "counted, and points in seki count for nobody."),
            _cite("korean", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Korean) (territory scoring)"),
                QT_TRANSLATE_NOOP("RuleSource", "Double ko seki (Korean: as Japanese)")))),
        "resignation": _t(_NO_RESIGN_SUMMARY, _cite("korean", QT_TRANSLATE_NOOP("RuleSource", "not stated in the summary"))),
    }

    # ----- Chinese ---------------------------------------------------------------------------
    texts["chinese"] = {
        "legal": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Players alternately place a stone on a vacant point or pass. Suicide is illegal, and "
                "a play may not repeat a whole-board position that has occurred before (we apply the "
                "written superko rule as positional superko)."),
            _cite("chinese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Chinese) (suicide illegal; 2002 Art. 20)"))),
        "occupied": _t(
            QT_TRANSLATE_NOOP("RuleText", "A stone is placed on a vacant point; a point that holds a stone cannot be played."),
            _cite("chinese",
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Chinese) (the basic rule common to every ruleset, not "
                                                "restated there)"))),
        "suicide": _t(
            QT_TRANSLATE_NOOP("RuleText", "A play that would leave the player's own stones without liberties is illegal."),
            _cite("chinese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Chinese) (suicide illegal)"))),
        "positional-superko": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "The 2002 rules forbid whole-board repetition in principle (article 20), read here as "
                "positional superko: no play may recreate an earlier board. In practice referees "
                "settle some long cycles otherwise (no result, draw or replay)."),
            _cite("chinese", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Chinese) (2002 Art. 20)"),
                QT_TRANSLATE_NOOP("RuleSource", "Triple ko")))),
        "passes": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "When both players pass in turn, play stops and they agree which stones are dead. "
                "Under area scoring a disputed position is simply played out, since playing inside "
                "one's own area costs nothing."),
            Message("RuleSource", QT_TRANSLATE_NOOP("RuleSource", "{citation}; two passes: {design}"), (
                ("citation", _cite("chinese", QT_TRANSLATE_NOOP("RuleSource", "Bent four in the corner (must be played out)"))),
                ("design", _DESIGN_TABLE)))),
        "game-over": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Once play has stopped and the dead stones are agreed, each side's area, its stones "
                "plus the points it surrounds, is counted."),
            _cite("chinese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Chinese) (area scoring)"))),
        "resignation": _t(_NO_RESIGN_SUMMARY, _cite("chinese", QT_TRANSLATE_NOOP("RuleSource", "not stated in the summary"))),
    }

    # ----- AGA -------------------------------------------------------------------------------
    texts["aga"] = {
        "legal": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Players alternately place a stone on a vacant point or pass. Self-capture is an "
                "illegal move, and superko forbids a play that brings back an earlier board with the "
                "same player to move."),
            _cite("aga", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (AGA)"),
                QT_TRANSLATE_NOOP("RuleSource", "Suicide as a ko threat (AGA: self-capture illegal)")))),
        "occupied": _t(
            QT_TRANSLATE_NOOP("RuleText", "A stone is placed on a vacant point; a point that holds a stone cannot be played."),
            _cite("aga",
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (AGA) (the basic rule common to every ruleset, not restated "
                                                "there)"))),
        "suicide": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Self-capture is an illegal move: a play may not leave the player's own stones "
                "without liberties."),
            _cite("aga", QT_TRANSLATE_NOOP("RuleSource", "Suicide as a ko threat (AGA: self-capture illegal)"))),
        "situational-superko": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Superko, commonly read as situational: a play may not recreate an earlier board "
                "position with the same player to move. (The BGA reads it as natural situational "
                "superko instead.)"),
            _cite("aga", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (AGA)"),
                QT_TRANSLATE_NOOP("RuleSource", "Triple ko and Sending two, returning one (AGA)")))),
        "passes": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "When both players pass in turn, play stops; each pass hands the opponent a stone as "
                "a prisoner, and White passes last, adding a pass if Black passed last. A "
                "disagreement about dead stones is played out."),
            _cite("aga", _places(
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (AGA) (pass stones; White passes last)"),
                QT_TRANSLATE_NOOP("RuleSource", "Bent four in the corner (play it out)")))),
        "game-over": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Once play has stopped and the dead stones are agreed, the area is counted; with the "
                "pass stones and White passing last, territory counting gives the same result."),
            _cite("aga", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (AGA) (area-equivalent scoring with pass stones)"))),
        "resignation": _t(_NO_RESIGN_SUMMARY, _cite("aga", QT_TRANSLATE_NOOP("RuleSource", "not stated in the summary"))),
    }

    # ----- Tromp-Taylor ----------------------------------------------------------------------
    tt_src = QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Tromp-Taylor)")
    texts["tromp-taylor"] = {
        "legal": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Players alternately place a stone on an empty point or pass. Suicide is allowed, "
                "and positional superko forbids any play that recreates an earlier board."),
            _cite("tromp-taylor", tt_src)),
        "occupied": _t(
            QT_TRANSLATE_NOOP("RuleText", "A stone is placed on an empty point; a point that holds a stone cannot be played."),
            _cite("tromp-taylor",
                QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Tromp-Taylor) (the basic rule common to every ruleset, not "
                                                "restated there)"))),
        "positional-superko": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Positional superko: no play may recreate a board position that occurred earlier in "
                "the game, whoever is to move."),
            _cite("tromp-taylor", tt_src)),
        "passes": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "Two successive passes end the game. Every stone still on the board counts as alive, "
                "and the area is scored as it stands."),
            _cite("tromp-taylor", tt_src)),
        "game-over": _t(
            QT_TRANSLATE_NOOP("RuleText",
                "After two successive passes the game is over and no more moves are made; the stones "
                "left on the board all count as alive and the area is counted."),
            _cite("tromp-taylor", tt_src)),
        "resignation": _t(_NO_RESIGN_SUMMARY, _cite("tromp-taylor",
            QT_TRANSLATE_NOOP("RuleSource", "not stated in the summary"))),
    }
    return texts


_PRESET_TEXTS = _build()

# ----- which topics a ruleset can produce -------------------------------------------------------


def topics(ruleset: Ruleset) -> tuple[str, ...]:
    """The topics a ruleset can produce, in TOPICS order, derived from its options."""
    found = {"legal", "occupied", "game-over", "passes", "resignation"}
    if ruleset.suicide in ("forbidden", "multi-stone"):
        found.add("suicide")
    ko_rule = KO_RULE_TYPES[ruleset.ko]
    # Basic ko in play, or in a confirmation/hypothetical play (which applies basic ko).
    if ko_rule.basic_ko or ruleset.settles_by_hypothetical_play:
        found.add("ko")
    found.update(ko_rule.reasons)
    if ruleset.cycles == "no-result":
        found.add("no-result")
    elif ruleset.cycles == "threefold":
        found.add("repetition")
    return tuple(t for t in TOPICS if t in found)


# Which options a topic's text depends on: a preset changed in other options keeps its text.
_RELEVANT: dict[str, tuple[str, ...]] = {
    "legal": ("ko", "suicide"),
    "occupied": (),
    "suicide": ("suicide",),
    "ko": ("ko", "disputes"),
    "positional-superko": ("ko",),
    "situational-superko": ("ko",),
    "natural-situational-superko": ("ko",),
    "minimal-superko": ("ko",),
    "hot-stone": ("ko",),
    "disturbing": ("ko",),
    "game-over": ("scoring", "seki", "removals", "disputes", "passes", "cycles"),
    "passes": ("passes", "disputes", "removals", "pass_stones", "white_passes_last",
               "equal_dispute_moves"),
    "no-result": ("cycles", "ko"),
    "repetition": ("cycles",),
    "resignation": (),
}

# ----- texts derived from options (custom rulesets) -------------------------------------------


# For each option value: (statement, source) as the ruleset that defines the value states it.
_KO_BASIC = {
    "simple": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Basic ko: a stone that has just captured a single stone in a ko may not be captured back "
            "at once; no other repetition is forbidden."),
        _cite("japanese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989: basic ko rule only)"))),
    "renaissance": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Basic ko: when a single stone has captured a single stone, it may not be captured back "
            "on the very next move."),
        _cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 2 (basic ko)"))),
    "ing": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "A stone that has just captured in a basic ko may not be captured back at once; under the "
            "Ing rules such a stone is the simplest kind of hot stone."),
        _cite("sst", _places(
            QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, item 4"),
            QT_TRANSLATE_NOOP("RuleSource", "Part 6A (Fighting Kos)")))),
}

_SETTLING_KO = {
    "confirmation": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "In the confirmation play after play stops, a player whose stone was taken in a ko may "
            "retake it only after passing once for that ko (article 7-2)."),
        _cite("japanese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989: confirmation, Art. 7-2)"))),
    "hypothetical": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "In the imagined wise play that settles a disagreement, ko threats are of no use: a "
            "player whose stone was taken in a ko may retake it only after passing once for that ko."),
        _cite("simplified",
            QT_TRANSLATE_NOOP("RuleSource", "Simplified Japanese / Korean block (third ruleset; heading lost in the copy) "
                                            "(no use of ko threats in the disagreement alternation)"))),
}

_REPETITION = {
    "positional-superko": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Positional superko: no play may bring back an arrangement of black and white stones "
            "that the board has shown before, whoever is to move."),
        _cite("simplified", _places(_COMMON_SUPERKO, _C_CHINESE))),
    "situational-superko": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Situational superko: a play may not leave the whole board as it stood \"after any of "
            "that player's previous moves\", so a board may come back only with the other player "
            "to move."),
        _cite("nz", QT_TRANSLATE_NOOP("RuleSource", "the definition of a move"))),
    "natural-situational-superko": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Natural situational superko: a player may not use a board play to recreate a board that "
            "the same player created with a board play; boards after passes and the start are "
            "nobody's creation."),
        _join([_cite("aga", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (AGA superko as the BGA reads it)")),
               _DESIGN_TABLE])),
    "minimal-superko": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Minimal superko: a board play may not recreate the position in which the last two "
            "successive passes were made."),
        _cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 4 (minimal superko)"))),
    "hot-stone": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "In a fighting ko the stones that have just captured are hot stones, which may not be "
            "taken until some other move or pass has been played in between; this turns complex kos "
            "into basic kos."),
        _cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 6A (Fighting Kos)"))),
    "disturbing": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Setting off a cyclic sequence of repeated positions is called disturbing, and each "
            "player may disturb only once in the game."),
        _cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 6B (Balanced Kos)"))),
}

# What each ko option adds to the basic play rule (for the "legal" topic).
_KO_CLAUSE = {
    "simple": _t(QT_TRANSLATE_NOOP("RuleText", "Only basic ko restricts repetition: a ko may not be retaken at once."),
                 _KO_BASIC["simple"][1]),
    "positional": _t(
        QT_TRANSLATE_NOOP("RuleText", "No play may recreate an earlier board, whoever is to move (positional superko)."),
                     _REPETITION["positional-superko"][1]),
    "situational": _t(QT_TRANSLATE_NOOP("RuleText", "No play may recreate an earlier board with the same player to move "
                      "(situational superko)."), _REPETITION["situational-superko"][1]),
    "natural-situational": _t(QT_TRANSLATE_NOOP("RuleText", "No board play may recreate a board that the same player created "
                              "(natural situational superko)."),
                              _REPETITION["natural-situational-superko"][1]),
    "renaissance": _t(QT_TRANSLATE_NOOP("RuleText", "Basic ko applies, and no board play may recreate the position in which the "
                      "last two successive passes were made (minimal superko)."), _cite("renaissance",
                          QT_TRANSLATE_NOOP("RuleSource",
                              "rules 2 and "
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              ""
                              "4"))),
    "ing": _t(QT_TRANSLATE_NOOP("RuleText", "Hot stones may not be captured back at once, and each player may disturb a cycle "
              "only once."), _cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 6 (The Ing Ko Rules)"))),
}

_SUICIDE = {
    "forbidden": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Suicide is forbidden: no play may be made that would need one of the player's own "
            "regions removed."),
        _cite("simplified", _places(_S_CHINESE, _C_CHINESE))),
    "multi-stone": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Self-capture of a single stone is treated as a pass play; suicide of two or more stones "
            "is legal."),
        _cite("sst", _places(QT_TRANSLATE_NOOP("RuleSource", "Part 2, During the game, item 3"),
                             QT_TRANSLATE_NOOP("RuleSource", "Part 4 (Suicide)")))),
}

_CYCLES = {
    "no-result": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "A long cycle that the players repeat ends the game with no result (article 12); we end "
            "it when the same position with the same player to move comes a third time without a pass."),
        _cite("japanese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989, Art. 12)"))),
    "threefold": _t(
        QT_TRANSLATE_NOOP("RuleText",
            "Threefold repetition: the same position arising a third time ends the game, drawn if "
            "both players captured equally many stones in the loop, otherwise lost by the player who "
            "captured fewer."),
        _cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 3 (threefold repetition)"))),
}


def _custom_source(ruleset: Ruleset, options: Piece, source: Piece) -> Message:
    base = PRESETS.get(ruleset.id)
    if base is not None:
        return Message("RuleSource", QT_TRANSLATE_NOOP("RuleSource", "{source} [custom combination based on {ruleset}; {options}]"),
                       (("source", source), ("ruleset", Message("Ruleset", base.name)), ("options", options)))
    return Message("RuleSource", QT_TRANSLATE_NOOP("RuleSource", "{source} [custom combination; {options}]"),
                   (("source", source), ("options", options)))


def _derive(ruleset: Ruleset, topic: str) -> _Text | None:
    """The text for a topic built from the ruleset's option values, with the source of each."""
    ko = ruleset.ko
    if topic == "ko":
        parts = []
        if ko in _KO_BASIC:
            parts.append(_KO_BASIC[ko])
        if ruleset.settles_by_hypothetical_play:
            parts.append(_SETTLING_KO[ruleset.disputes])
        return (_sentences(*(p[0] for p in parts)), _join([p[1] for p in parts])) if parts else None
    if topic in _REPETITION:
        return _REPETITION[topic]
    if topic == "suicide":
        return _SUICIDE.get(ruleset.suicide)
    if topic == "no-result":
        return _CYCLES["no-result"]
    if topic == "repetition":
        return _CYCLES["threefold"]
    if topic == "occupied":
        return _t(QT_TRANSLATE_NOOP("RuleText", "A play puts one of the player's own stones on an empty intersection, so an "
                  "intersection that already holds a stone cannot be played."),
                  _cite("simplified", _COMMON_MOVE))
    if topic == "legal":
        suicide = {
            "forbidden": (QT_TRANSLATE_NOOP("RuleText", "A move is a pass or a stone on an empty intersection, and suicide is "
                                            "forbidden."),
                          _SUICIDE["forbidden"][1]),
            "allowed": (QT_TRANSLATE_NOOP("RuleText", "A move is a pass or a stone on an empty intersection, and suicide is "
                                          "allowed."),
                        _cite("nz", QT_TRANSLATE_NOOP("RuleSource", "Notes (no rule forbids suicide)"))),
            "multi-stone": (QT_TRANSLATE_NOOP("RuleText", "A move is a pass or a stone on an empty intersection, and a one-stone "
                                              "suicide counts as a pass and a larger one is legal."),
                            _SUICIDE["multi-stone"][1]),
        }[ruleset.suicide]
        ko_clause = _KO_CLAUSE[ko]
        return (_sentences(suicide[0], ko_clause[0]),
                _join([_cite("simplified", _COMMON_MOVE), suicide[1], ko_clause[1]]))
    if topic == "passes":
        return _derive_passes(ruleset)
    if topic == "game-over":
        return _derive_game_over(ruleset)
    if topic == "resignation":
        return _t(QT_TRANSLATE_NOOP("RuleText", "Resigning is one of the basic rules: a player may resign and the opponent wins."),
                  _cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 1 (basic rules)")))
    return None


# The first sentence on passes, by (successive passes, White passes last).
_PASSES_STOP = {
    (3, False): QT_TRANSLATE_NOOP("RuleText", "Three successive passes stop play."),
    (3, True): QT_TRANSLATE_NOOP("RuleText", "Three successive passes stop play, with an extra pass by White if Black "
                                 "passed last."),
    (2, False): QT_TRANSLATE_NOOP("RuleText", "Two successive passes stop play."),
    (2, True): QT_TRANSLATE_NOOP("RuleText", "Two successive passes stop play, with an extra pass by White if Black "
                                 "passed last."),
}

# What passes cost, by (pass stones, equal dispute moves).
_PASS_STONES = {
    ("always", False): QT_TRANSLATE_NOOP("RuleText", "Every pass hands the opponent a prisoner."),
    ("always", True): QT_TRANSLATE_NOOP("RuleText", "Every pass hands the opponent a prisoner, and both players make "
                                        "equally many moves in a dispute phase."),
    ("in-disputes", False): QT_TRANSLATE_NOOP("RuleText", "A pass in a dispute phase hands the opponent a prisoner."),
    ("in-disputes", True): QT_TRANSLATE_NOOP("RuleText", "A pass in a dispute phase hands the opponent a prisoner, and "
                                             "both players make equally many moves in a dispute phase."),
}


def _derive_passes(ruleset: Ruleset) -> _Text:
    sources: list[Piece] = []
    sentences: list[str | Message] = [_PASSES_STOP[(3 if ruleset.passes == 3 else 2, bool(ruleset.white_passes_last))]]
    if ruleset.passes == 3:
        sources.append(_cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 5")))
    else:
        sources.append(_cite("simplified", _COMMON_PHASES))
    if ruleset.white_passes_last:
        sources.append(_cite("simplified", _S_AGA))
    if ruleset.removals == "none":
        sentences.append(QT_TRANSLATE_NOOP("RuleText", "The game then ends and every stone on the board counts as alive."))
        sources.append(_cite("tromp-taylor", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Tromp-Taylor)")))
    elif ruleset.disputes == "confirmation":
        sentences.append(QT_TRANSLATE_NOOP("RuleText", "The players agree on dead stones; a disagreement is settled by a "
                                           "confirmation play that is not kept (article 7-2)."))
        sources.append(_cite("japanese", QT_TRANSLATE_NOOP("RuleSource", "Ruleset notes (Japanese 1989, Art. 7-2)")))
    elif ruleset.disputes == "hypothetical":
        sentences.append(QT_TRANSLATE_NOOP("RuleText", "The players agree on removals; a disagreement is settled by imagined "
                                           "wise play that is not kept and costs nothing."))
        sources.append(_cite("simplified", _S_JK))
    elif ruleset.disputes == "all-alive":
        sentences.append(QT_TRANSLATE_NOOP("RuleText", "The players agree on dead stones or play on; if they cannot agree who "
                                           "moves next, every stone stays on the board as alive."))
        sources.append(_cite("nz", QT_TRANSLATE_NOOP("RuleSource", "the end of the game")))
    else:
        sentences.append(QT_TRANSLATE_NOOP("RuleText", "The players agree on dead stones, and a disagreement is played out by "
                                           "resuming play."))
        sources.append(_cite("simplified", _C_CHINESE) if ruleset.passes == 2
                       else _cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "rule 5")))
    if ruleset.pass_stones in ("always", "in-disputes"):
        sentences.append(_PASS_STONES[(ruleset.pass_stones, bool(ruleset.equal_dispute_moves))])
        sources.append(_cite("simplified", _S_AGA) if ruleset.pass_stones == "always" else _cite("renaissance",
            QT_TRANSLATE_NOOP("RuleSource", "B.8")))
        if ruleset.equal_dispute_moves:
            sources.append(_cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "B.9")))
    elif ruleset.equal_dispute_moves:
        sentences.append(QT_TRANSLATE_NOOP("RuleText", "Both players make equally many moves in a dispute phase."))
        sources.append(_cite("renaissance", QT_TRANSLATE_NOOP("RuleSource", "B.9")))
    return _sentences(*sentences), _join(sources)


def _derive_game_over(ruleset: Ruleset) -> _Text:
    counted = {
        "area": (QT_TRANSLATE_NOOP("RuleText", "Once the game has ended no more moves are made; each side's stones plus the "
                                   "empty points it surrounds are counted."),
                 _cite("simplified", QT_TRANSLATE_NOOP("RuleSource", "Simplified Ing / New Zealand Rules (score)"))),
        "territory": (QT_TRANSLATE_NOOP("RuleText", "Once the game has ended no more moves are made; surrounded empty points "
                                        "plus prisoners are counted."),
                      _cite("simplified", QT_TRANSLATE_NOOP("RuleSource", "Simplified Japanese / Korean block (third "
                                                                          "ruleset; heading lost in the copy) (score)"))),
        "ing-fill": (QT_TRANSLATE_NOOP("RuleText", "Once the game has ended no more moves are made; each side fills its area "
                                       "with its remaining stones (Ing counting)."),
                     _cite("sst", QT_TRANSLATE_NOOP("RuleSource", "Part 2, Counting"))),
    }[ruleset.scoring]
    sentences: list[str | Message] = [counted[0]]
    sources: list[Piece] = [_cite("simplified", _COMMON_PHASES), counted[1]]
    if ruleset.seki == "not-counted":
        sentences.append(QT_TRANSLATE_NOOP("RuleText", "Points in seki count for nobody."))
        sources.append(_cite("simplified", QT_TRANSLATE_NOOP("RuleSource", "Simplified Japanese / Korean block (third ruleset; "
                                                                           "heading lost in the copy) (seki)")))
    return _sentences(*sentences), _join(sources)


def _options_label(ruleset: Ruleset, topic: str) -> Piece:
    """The option values a derived text depends on, as a rules spec writes them (kept in every language)."""
    names = _RELEVANT.get(topic, ())
    if not names:
        return _place(QT_TRANSLATE_NOOP("RuleSource", "no option decides this rule"))
    return ", ".join(f"{n.replace('_', '-')}={getattr(ruleset, n)}" for n in names)


def _matches_preset(ruleset: Ruleset, topic: str) -> bool:
    base = PRESETS.get(ruleset.id)
    if base is None:
        return False
    return all(getattr(ruleset, n) == getattr(base, n) for n in _RELEVANT.get(topic, ()))


def _text(ruleset: Ruleset, topic: str) -> _Text | None:
    """A topic's statement and source, not yet translated; None if the ruleset cannot produce it."""
    if topic not in topics(ruleset):
        return None
    if _matches_preset(ruleset, topic):
        own = _PRESET_TEXTS.get(ruleset.id, {}).get(topic)
        if own is not None:
            return own
    derived = _derive(ruleset, topic)
    if derived is None:
        return None
    return derived[0], _custom_source(ruleset, _options_label(ruleset, topic), derived[1])


def rule_text(ruleset: Ruleset, topic: str) -> RuleText | None:
    """The rule a ruleset applies for a topic, with its source, in the chosen language; None if
    it cannot produce it.

    topic: a reason code of REASONS, an end kind of END_TOPICS, or "legal". A preset (or a
    preset changed only in options this topic does not depend on) gets its own text; any other
    ruleset gets a text derived from its option values, citing the ruleset that defines each
    value and marked as a custom combination.
    """
    found = _text(ruleset, topic)
    if found is None:
        return None
    return RuleText(topic, render(found[0]), render(found[1]))


def messages(ruleset: Ruleset, topic: str) -> list[tuple[str, str]]:
    """Every catalog message (context, source text) the rule text of a topic is made of."""
    found = _text(ruleset, topic)
    if found is None:
        return []
    return [each for piece in found if isinstance(piece, Message) for each in piece.messages()]


# A path of the project's copy of a text alone in parentheses (ASCII or full width); a path that a
# translation has put inside other words (the diagram notes' path) is named, not dropped.
_KEPT_PATH = re.compile(r"\s*[(（]shared/[A-Za-z0-9_./-]*[)）]")


def readable_source(source: str) -> str:
    """A source as a reader sees it: without the paths of the project's own copies of the texts."""
    return _KEPT_PATH.sub("", source).replace(
        "shared/diagrams/positions.md", translate("RuleSource", "the diagram library's notes"))
