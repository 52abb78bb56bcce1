"""The rule each ruleset applies to a ruling, in that ruleset's own terms, with its source (no Qt)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .engine import KO_RULE_TYPES, PRESETS, REASONS, Ruleset


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

# ----- the texts ------------------------------------------------------------------------------

_SIMPLIFIED_FILE = "shared/seeds/000_fc3df750823bc447.txt"
_RENAISSANCE_FILE = "shared/seeds/001_fba6a09fc038c3cf.txt"
_NZ_FILE = "shared/seeds/002_3c7121c48ff24f62.txt"
_SST_FILE = "shared/seeds/003_8833aae5e6ecaea2.txt"
_SUMMARY_FILE = "shared/diagrams/positions.md"

#: The name every source of that text begins with.
TEXT_NAMES = {
    "simplified": "Simplified rules",
    "renaissance": "Renaissance rules",
    "nz": "New Zealand Rules of Go",
    "sst": "Ing's SST Rules of Go",
    "japanese": "Japanese Rules of Go (1989)",
    "korean": "Korean Baduk Association practice",
    "chinese": "Chinese Rules of Go (1988/2002)",
    "aga": "American Go Association rules",
    "tromp-taylor": "Tromp-Taylor rules",
    "design": "gogui design, shared/DESIGN.md",
}


def _simplified(place: str) -> str:
    return f"Simplified rules, {place} ({_SIMPLIFIED_FILE})"


def _renaissance(place: str) -> str:
    return f"Renaissance rules, {place} ({_RENAISSANCE_FILE})"


def _nz(place: str) -> str:
    return f"New Zealand Rules of Go, {place} ({_NZ_FILE})"


def _sst(place: str) -> str:
    return f"Ing's SST Rules of Go (Kim, Simon and Straus), {place} ({_SST_FILE})"


def _summary(text: str, place: str) -> str:
    """A mainstream ruleset as the shared diagram notes summarise it."""
    return f"{TEXT_NAMES[text]}, as summarised in {_SUMMARY_FILE}: {place}"


_NOT_RESTATED = "the basic rule common to every ruleset, not restated there"
_COMMON_MOVE = "Common Simplified Rules (what a move is)"

# Simplified blocks: the copy lost the headings of the last three, which follow in this order.
_S_ING_NZ = "Simplified Ing / New Zealand Rules"
_S_CHINESE = "Simplified Chinese block (second ruleset; heading lost in the copy)"
_S_JK = "Simplified Japanese / Korean block (third ruleset; heading lost in the copy)"
_S_AGA = "Simplified AGA block (fourth ruleset; heading lost in the copy)"
_C_ING_NZ = "Commentary on Simplified Ing / New Zealand (first block)"
_C_CHINESE = "Commentary on Simplified Chinese (second block)"
_C_JK = "Commentary on Simplified Japanese / Korean (third block)"
_C_AGA = "Commentary on Simplified AGA (fourth block)"

_NO_RESIGN_NOTE = ("A player may resign at any time and the opponent wins; no ruleset forbids it, "
                   "though this text does not spell it out.")
_NO_RESIGN_SUMMARY = ("A player may resign at any time and the opponent wins; no ruleset forbids it, "
                      "though the summary does not mention it.")


def _t(statement: str, source: str) -> tuple[str, str]:
    return statement, source


def _simplified_texts(block: str, commentary: str, suicide_allowed: bool) -> dict[str, tuple[str, str]]:
    """What the four simplified rulesets share: the common rules, one block, one commentary."""
    if suicide_allowed:
        suicide_clause = "Suicide is allowed, so a play may also remove the player's own region"
        legal_source = _simplified(f"{_COMMON_MOVE}; {commentary}")
    else:
        suicide_clause = "A play that would need the removal of one of the player's own regions is prohibited"
        legal_source = _simplified(f"{_COMMON_MOVE}; {block if block != _S_AGA else commentary}")
    if commentary == _C_JK:
        superko_place = f"{_C_JK} (no special treatment of cycles longer than two moves)"
        superko_more = "Cycles longer than two moves get no other special treatment."
    else:
        superko_place = f"{commentary} (ko simplified as positional superko)"
        superko_more = "The commentary names this positional superko: who is to move does not matter."
    return {
        "legal": _t(
            "A move is either a pass or one of the player's own stones on an empty intersection; "
            "opposing regions left without an adjacent empty intersection are removed before the "
            f"player's own. {suicide_clause}, and no play may bring back an arrangement of "
            "stones the board has shown before.",
            legal_source),
        "occupied": _t(
            "A play puts one of the player's own stones on an empty intersection, so an "
            "intersection that already holds a stone cannot be played.",
            _simplified(_COMMON_MOVE)),
        "positional-superko": _t(
            "No play may bring back an arrangement of black and white stones that the board has "
            "shown before, looking at the board after the play and its removals. " + superko_more,
            _simplified("Common Simplified Rules (the rule against recreating a distribution of "
                        f"stones); {superko_place}")),
        "game-over": _t(
            "Once the alternation has ended and the removals are agreed or settled, no more moves "
            "are made: the winning phase gives the game to the player with the better score.",
            _simplified("Common Simplified Rules (the four phases)")),
        "resignation": _t(_NO_RESIGN_NOTE, _simplified("not stated in the text")),
    }


def _build() -> dict[str, dict[str, tuple[str, str]]]:
    texts: dict[str, dict[str, tuple[str, str]]] = {}

    # ----- New Zealand ----------------------------------------------------------------------
    texts["nz"] = {
        "legal": _t(
            "On a turn a player either says 'pass' or places a stone of their colour on an "
            "unoccupied intersection; opposing stones without liberties are removed first, then "
            "the player's own, so suicide is allowed. The play counts as a move only if the board "
            "it leaves differs from every board left by that player's earlier moves.",
            _nz("the definitions of a play and of a move; Notes (no rule forbids suicide)")),
        "occupied": _t(
            "A play places a stone on an unoccupied intersection; an occupied one cannot take a stone.",
            _nz("the definition of a play")),
        "situational-superko": _t(
            "A play is not a legal move if the whole board it leaves is the board \"after any of "
            "that player's previous moves\", passes included. This is situational superko: a "
            "board may come back only with the other player to move.",
            _nz("the definition of a move")),
        "passes": _t(
            "The game ends once both players agree there is nothing worthwhile left to play, and "
            "dead stones may then be taken off by mutual agreement. Players who disagree about "
            "dead stones keep playing; if they cannot settle who is to move next, every stone "
            "stays on the board as alive and is counted.",
            _nz("the end of the game")),
        "game-over": _t(
            "Once the players have agreed that the game is finished and settled the dead stones, "
            "no more moves are made; each player's territory is counted (stones plus the empty "
            "points they surround) and the player with more points wins.",
            _nz("the end of the game, territory and the winner")),
        "resignation": _t(_NO_RESIGN_NOTE, _nz("not stated in the text")),
    }

    # ----- Ing SST ---------------------------------------------------------------------------
    texts["ing"] = {
        "legal": _t(
            "On each turn a player plays a stone or passes. A single stone that would only "
            "capture itself counts as a pass, a suicide of more stones is legal, and a play is "
            "refused only when it recaptures a hot stone at once or disturbs a cycle a second time.",
            _sst("Part 2, During the game, items 1, 3 and 5; Part 6 (The Ing Ko Rules)")),
        "occupied": _t(
            "A turn puts a stone on an empty point or is a pass; a point that holds a stone "
            "cannot be played.",
            _sst(f"Part 2, During the game, item 1 ({_NOT_RESTATED})")),
        "suicide": _t(
            "Self-capture of a single stone is treated as a pass play. Suicide of two or more "
            "stones is legal: the player's own stones come off, which can make a ko threat or "
            "change liberty counts but never gains points.",
            _sst("Part 2, During the game, item 3; Part 4 (Suicide)")),
        "ko": _t(
            "A stone that has just captured in a basic ko may not be captured back at once; "
            "the SST article calls this basic to every rule system. Such a stone is the simplest "
            "kind of hot stone.",
            _sst("Part 2, During the game, item 4; Part 6A (Fighting Kos)")),
        "hot-stone": _t(
            "In a fighting ko the stones that have just captured are hot stones: they may not be "
            "taken until some other move or pass has been played in between. Hot stones may be several stones "
            "(double hot stones in long life, twin hot stones in a triple ko), which turns complex "
            "kos into basic kos.",
            _sst("Part 6A (Fighting Kos; Double hot stones; Twin hot stones); Part 2, During the "
                 "game, item 5")),
        "disturbing": _t(
            "Setting off a cyclic sequence of repeated positions is called disturbing, and each "
            "player may disturb only once in the whole game. After that the disturber may not "
            "start the cycle again, so a balanced ko is no endless source of ko threats and "
            "false-eyed groups cannot kill real-eyed ones.",
            _sst("Part 6B (Balanced Kos; The questionable case in Superko); Part 2, During the "
                 "game, item 5")),
        "passes": _t(
            "Two consecutive passes adjourn the game so that the players can settle which groups "
            "are alive. If they agree the game is over; if not, play resumes until the dispute is "
            "settled, and two more passes after agreement end the game.",
            _sst("Part 2, Ending the Game, item 2")),
        "game-over": _t(
            "After the final pass, or once counting has begun, play may not resume, even for an "
            "overlooked point. Each side then fills its area with its remaining stones (Ing "
            "counting) and the winner is the side with empty points left.",
            _sst("Part 2, Ending the Game (note after item 3) and Counting")),
        "resignation": _t(
            "A game may end by resignation; once it is resigned, a win on time can no longer be "
            "called.",
            _sst("Part 7 (The Clock)")),
    }

    # ----- the four simplified rulesets -------------------------------------------------------
    ing_nz = _simplified_texts(_S_ING_NZ, _C_ING_NZ, suicide_allowed=True)
    ing_nz["passes"] = _t(
        "Two successive passes end the alternation, and the players then agree or disagree on "
        "which stones to remove. If they disagree, nothing is removed and alternation continues "
        "as a contest of skill until two more successive passes; then the score (stones plus "
        "surrounded empty regions) decides.",
        _simplified(f"Common Simplified Rules (the four phases); {_S_ING_NZ}; {_C_ING_NZ}"))
    texts["simplified-ing-nz"] = ing_nz

    chinese = _simplified_texts(_S_CHINESE, _C_CHINESE, suicide_allowed=False)
    chinese["suicide"] = _t(
        "Suicide is forbidden: no play may be made that would need one of the player's own "
        "regions removed.",
        _simplified(f"{_S_CHINESE}; {_C_CHINESE}"))
    chinese["passes"] = _t(
        "Two successive passes end the alternation, and the players then agree or disagree on "
        "which stones to remove. A disagreement is played out in continued alternation, a "
        "contest of skill a referee may not overrule, until two more successive passes.",
        _simplified(f"Common Simplified Rules (the four phases); {_C_CHINESE}"))
    texts["simplified-chinese"] = chinese

    jk = _simplified_texts(_S_JK, _C_JK, suicide_allowed=False)
    jk["suicide"] = _t(
        "Suicide is forbidden: no play may be made that would need one of the player's own "
        "regions removed.",
        _simplified(f"{_S_JK}; {_C_JK}"))
    jk["ko"] = _t(
        "In the imagined wise play that settles a disagreement, recreating a position is treated "
        "wisely so that ko threats are of no use. We read this as: a player whose stone was taken "
        "in a ko may retake it there only after passing once for that ko.",
        _simplified(f"{_S_JK} (no use of ko threats in the disagreement alternation); the "
                    "pass-for-each-ko reading is the preset's (gogui/engine/rules.py)"))
    jk["passes"] = _t(
        "Two successive passes end the alternation. If the players disagree on removals, the "
        "stones that wise continued play could have removed are removed, judged by imagined play "
        "that is not kept and costs nothing, with stones in seki left alone; there is no "
        "confirmation phase, so dame and needed defensive moves belong in the alternation.",
        _simplified(f"{_S_JK}; {_C_JK}"))
    jk["game-over"] = _t(
        "Once the alternation has ended and the removals are settled, the winning phase scores "
        "each player's surrounded empty regions plus prisoners; intersections in seki score for "
        "nobody.",
        _simplified(f"Common Simplified Rules (the four phases); {_S_JK}"))
    texts["simplified-japanese-korean"] = jk

    aga = _simplified_texts(_S_AGA, _C_AGA, suicide_allowed=False)
    aga["suicide"] = _t(
        "Suicide is prohibited: a play may not require the removal of one of the player's own "
        "regions.",
        _simplified(_C_AGA))
    aga["passes"] = _t(
        "Two successive passes end the alternation, with an extra pass by White if White did not "
        "pass last. Every pass adds one of the passer's stones to the prisoners, and a "
        "disagreement on removals is played out in continued alternation until two more passes.",
        _simplified(f"{_S_AGA}; {_C_AGA}"))
    texts["simplified-aga"] = aga

    # ----- Renaissance -----------------------------------------------------------------------
    renaissance = {
        "legal": _t(
            "A move is a board play or a pass, and suicide is allowable. A board play is illegal "
            "only as an immediate basic ko recapture or when it would recreate the position in "
            "which the last two successive passes were made (minimal superko).",
            _renaissance("rules 1, 2 and 4")),
        "occupied": _t(
            "A board play puts a stone on an empty intersection; the text counts this among the "
            "trivial basic definitions it leaves out.",
            _renaissance("rule 1 (basic rules and trivial definitions)")),
        "ko": _t(
            "Basic ko: when a single stone has captured a single stone, it may not be captured "
            "back on the very next move.",
            _renaissance("rule 2 (basic ko)")),
        "minimal-superko": _t(
            "Minimal superko: a board play may not recreate the position in which the last two "
            "successive passes were made. Only that one position is remembered, so two passes "
            "block a later return to it.",
            _renaissance("rule 4 (minimal superko)")),
        "repetition": _t(
            "Threefold repetition: when board plays bring the same position about a third time, "
            "the game ends. It is a draw if both players captured equally many stones in the "
            "loop; otherwise the player who captured fewer loses.",
            _renaissance("rule 3 (threefold repetition)")),
        "game-over": _t(
            "Play is over when nobody resumes after a stop, and the stopped position is then "
            "scored; a threefold repetition ends the game at once, decided by the captures in "
            "the loop.",
            _renaissance("rules 3 and 5")),
        "resignation": _t(
            "Resigning is one of the basic rules: a player may resign and the opponent wins.",
            _renaissance("rule 1 (basic rules)")),
    }
    area = dict(renaissance)
    area["passes"] = _t(
        "Three successive passes stop play and end the game phase. Resumption may be requested, "
        "a limited number of times, and starts a dispute phase with the move order kept; in the "
        "stopped position dead strings are those their owner acknowledges.",
        _renaissance("rule 5; A.7"))
    texts["renaissance-area"] = area
    territory = dict(renaissance)
    territory["passes"] = _t(
        "Three successive passes stop play and end the game phase; resumption may be requested "
        "a limited number of times and starts a dispute phase with the move order kept. In "
        "dispute phases a pass hands the opponent a prisoner and both players must make equally "
        "many moves, with an obligatory extra pass if needed.",
        _renaissance("rule 5; B.8 and B.9"))
    texts["renaissance-territory"] = territory

    # ----- Japanese 1989 and Korean -----------------------------------------------------------
    j_src = "Ruleset notes (Japanese 1989)"
    texts["japanese"] = {
        "legal": _t(
            "Players alternately place a stone on a vacant point or pass. A play that would leave "
            "a group of one's own without liberties is not allowed (article 4), and the basic ko "
            "rule forbids retaking a ko at once; there is no superko.",
            _summary("japanese", f"{j_src}; Suicide as a ko threat (Art. 4)")),
        "occupied": _t(
            "A stone is placed on a vacant point; a point that holds a stone cannot be played.",
            _summary("japanese", f"{j_src} ({_NOT_RESTATED})")),
        "suicide": _t(
            "No group without liberties may exist on the board, so a play that would leave the "
            "player's own stones without liberties is illegal (article 4).",
            _summary("japanese", f"Suicide as a ko threat (Art. 4); {j_src}")),
        "ko": _t(
            "Ko: a stone that has just captured a single stone in a ko may not be captured back "
            "at once, so a ko threat must come first. In the confirmation after play, a player "
            "whose stone was taken in a ko may retake it only after passing once for that ko "
            "(article 7-2).",
            _summary("japanese", f"{j_src} (basic ko rule only; Art. 7-2)")),
        "no-result": _t(
            "A long cycle such as a triple ko or eternal life can repeat for ever under the basic "
            "ko rule; when the whole-board position repeats and the players agree, the game ends "
            "with no result (article 12). We end it when the same position with the same player "
            "to move comes a third time without a pass.",
            _summary("japanese", f"{j_src} (Art. 12); Triple ko")),
        "passes": _t(
            "When both players pass in turn, play stops and they agree which stones are dead. A "
            "disagreement is settled by confirmation, play that is not kept, in which a ko may be "
            "retaken only after a pass for that ko (article 7-2).",
            _summary("japanese", f"{j_src} (confirmation phase, Art. 7-2)")),
        "game-over": _t(
            "Once play has stopped and life and death is confirmed, the game is over: territory "
            "and prisoners are counted, and points in seki count for nobody.",
            _summary("japanese", f"{j_src}; Double ko seki ('no territory')")),
        "resignation": _t(_NO_RESIGN_SUMMARY, _summary("japanese", "not stated in the summary")),
    }
    k_src = "Ruleset notes (Korean)"
    texts["korean"] = {
        "legal": _t(
            "Players alternately place a stone on a vacant point or pass. Suicide is illegal and "
            "the basic ko rule forbids retaking a ko at once; there is no superko.",
            _summary("korean", f"{k_src}; Suicide as a ko threat (Korean: illegal)")),
        "occupied": _t(
            "A stone is placed on a vacant point; a point that holds a stone cannot be played.",
            _summary("korean", f"{k_src} ({_NOT_RESTATED})")),
        "suicide": _t(
            "A play that would leave the player's own stones without liberties is illegal.",
            _summary("korean", "Suicide as a ko threat (Korean: illegal)")),
        "ko": _t(
            "Ko: a stone that has just captured a single stone in a ko may not be captured back "
            "at once. Life and death is confirmed as under the Japanese rules, where a ko may be "
            "retaken only after passing once for it.",
            _summary("korean", f"{k_src} (basic ko rule); Double ko seki and Bent four "
                               "(Korean: as Japanese)")),
        "no-result": _t(
            "A long cycle that the players keep repeating annuls the game: it ends without result "
            "(the Korean word is rendered as a draw). The SST article likewise reports that the "
            "Korean association voids games that contain complex or multiple kos unless a player "
            "concedes the local fight.",
            _summary("korean", f"{k_src} (long cycles)") + "; " + _sst("Part 1 (Introduction)")),
        "passes": _t(
            "When both players pass in turn, play stops and they agree which stones are dead; a "
            "disagreement is settled by confirmation as under the Japanese rules.",
            _summary("korean", f"{k_src}; Double ko seki and Bent four (Korean: as Japanese)")),
        "game-over": _t(
            "Once play has stopped and life and death is settled, territory and prisoners are "
            "counted, and points in seki count for nobody.",
            _summary("korean", f"{k_src} (territory scoring); Double ko seki (Korean: as Japanese)")),
        "resignation": _t(_NO_RESIGN_SUMMARY, _summary("korean", "not stated in the summary")),
    }

    # ----- Chinese ---------------------------------------------------------------------------
    c_src = "Ruleset notes (Chinese)"
    texts["chinese"] = {
        "legal": _t(
            "Players alternately place a stone on a vacant point or pass. Suicide is illegal, and "
            "a play may not repeat a whole-board position that has occurred before (we apply the "
            "written superko rule as positional superko).",
            _summary("chinese", f"{c_src} (suicide illegal; 2002 Art. 20)")),
        "occupied": _t(
            "A stone is placed on a vacant point; a point that holds a stone cannot be played.",
            _summary("chinese", f"{c_src} ({_NOT_RESTATED})")),
        "suicide": _t(
            "A play that would leave the player's own stones without liberties is illegal.",
            _summary("chinese", f"{c_src} (suicide illegal)")),
        "positional-superko": _t(
            "The 2002 rules forbid whole-board repetition in principle (article 20), read here as "
            "positional superko: no play may recreate an earlier board. In practice referees "
            "settle some long cycles otherwise (no result, draw or replay).",
            _summary("chinese", f"{c_src} (2002 Art. 20); Triple ko")),
        "passes": _t(
            "When both players pass in turn, play stops and they agree which stones are dead. "
            "Under area scoring a disputed position is simply played out, since playing inside "
            "one's own area costs nothing.",
            _summary("chinese", "Bent four in the corner (must be played out)")
            + "; two passes: " + TEXT_NAMES["design"] + " (The rules model)"),
        "game-over": _t(
            "Once play has stopped and the dead stones are agreed, each side's area, its stones "
            "plus the points it surrounds, is counted.",
            _summary("chinese", f"{c_src} (area scoring)")),
        "resignation": _t(_NO_RESIGN_SUMMARY, _summary("chinese", "not stated in the summary")),
    }

    # ----- AGA -------------------------------------------------------------------------------
    a_src = "Ruleset notes (AGA)"
    texts["aga"] = {
        "legal": _t(
            "Players alternately place a stone on a vacant point or pass. Self-capture is an "
            "illegal move, and superko forbids a play that brings back an earlier board with the "
            "same player to move.",
            _summary("aga", f"{a_src}; Suicide as a ko threat (AGA: self-capture illegal)")),
        "occupied": _t(
            "A stone is placed on a vacant point; a point that holds a stone cannot be played.",
            _summary("aga", f"{a_src} ({_NOT_RESTATED})")),
        "suicide": _t(
            "Self-capture is an illegal move: a play may not leave the player's own stones "
            "without liberties.",
            _summary("aga", "Suicide as a ko threat (AGA: self-capture illegal)")),
        "situational-superko": _t(
            "Superko, commonly read as situational: a play may not recreate an earlier board "
            "position with the same player to move. (The BGA reads it as natural situational "
            "superko instead.)",
            _summary("aga", f"{a_src}; Triple ko and Sending two, returning one (AGA)")),
        "passes": _t(
            "When both players pass in turn, play stops; each pass hands the opponent a stone as "
            "a prisoner, and White passes last, adding a pass if Black passed last. A "
            "disagreement about dead stones is played out.",
            _summary("aga", f"{a_src} (pass stones; White passes last); Bent four in the corner "
                            "(play it out)")),
        "game-over": _t(
            "Once play has stopped and the dead stones are agreed, the area is counted; with the "
            "pass stones and White passing last, territory counting gives the same result.",
            _summary("aga", f"{a_src} (area-equivalent scoring with pass stones)")),
        "resignation": _t(_NO_RESIGN_SUMMARY, _summary("aga", "not stated in the summary")),
    }

    # ----- Tromp-Taylor ----------------------------------------------------------------------
    tt_src = "Ruleset notes (Tromp-Taylor)"
    texts["tromp-taylor"] = {
        "legal": _t(
            "Players alternately place a stone on an empty point or pass. Suicide is allowed, "
            "and positional superko forbids any play that recreates an earlier board.",
            _summary("tromp-taylor", tt_src)),
        "occupied": _t(
            "A stone is placed on an empty point; a point that holds a stone cannot be played.",
            _summary("tromp-taylor", f"{tt_src} ({_NOT_RESTATED})")),
        "positional-superko": _t(
            "Positional superko: no play may recreate a board position that occurred earlier in "
            "the game, whoever is to move.",
            _summary("tromp-taylor", tt_src)),
        "passes": _t(
            "Two successive passes end the game. Every stone still on the board counts as alive, "
            "and the area is scored as it stands.",
            _summary("tromp-taylor", tt_src)),
        "game-over": _t(
            "After two successive passes the game is over and no more moves are made; the stones "
            "left on the board all count as alive and the area is counted.",
            _summary("tromp-taylor", tt_src)),
        "resignation": _t(_NO_RESIGN_SUMMARY, _summary("tromp-taylor", "not stated in the summary")),
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

_DESIGN_TABLE = f"{TEXT_NAMES['design']} (The rules model)"

# For each option value: (statement, source) as the ruleset that defines the value states it.
_KO_BASIC = {
    "simple": _t(
        "Basic ko: a stone that has just captured a single stone in a ko may not be captured back "
        "at once; no other repetition is forbidden.",
        _summary("japanese", "Ruleset notes (Japanese 1989: basic ko rule only)")),
    "renaissance": _t(
        "Basic ko: when a single stone has captured a single stone, it may not be captured back "
        "on the very next move.",
        _renaissance("rule 2 (basic ko)")),
    "ing": _t(
        "A stone that has just captured in a basic ko may not be captured back at once; under the "
        "Ing rules such a stone is the simplest kind of hot stone.",
        _sst("Part 2, During the game, item 4; Part 6A (Fighting Kos)")),
}

_SETTLING_KO = {
    "confirmation": _t(
        "In the confirmation play after play stops, a player whose stone was taken in a ko may "
        "retake it only after passing once for that ko (article 7-2).",
        _summary("japanese", "Ruleset notes (Japanese 1989: confirmation, Art. 7-2)")),
    "hypothetical": _t(
        "In the imagined wise play that settles a disagreement, ko threats are of no use: a "
        "player whose stone was taken in a ko may retake it only after passing once for that ko.",
        _simplified(f"{_S_JK} (no use of ko threats in the disagreement alternation)")),
}

_REPETITION = {
    "positional-superko": _t(
        "Positional superko: no play may bring back an arrangement of black and white stones "
        "that the board has shown before, whoever is to move.",
        _simplified("Common Simplified Rules (the rule against recreating a distribution of "
                    f"stones); {_C_CHINESE}")),
    "situational-superko": _t(
        "Situational superko: a play may not leave the whole board as it stood \"after any of "
        "that player's previous moves\", so a board may come back only with the other player "
        "to move.",
        _nz("the definition of a move")),
    "natural-situational-superko": _t(
        "Natural situational superko: a player may not use a board play to recreate a board that "
        "the same player created with a board play; boards after passes and the start are "
        "nobody's creation.",
        _summary("aga", "Ruleset notes (AGA superko as the BGA reads it)") + "; " + _DESIGN_TABLE),
    "minimal-superko": _t(
        "Minimal superko: a board play may not recreate the position in which the last two "
        "successive passes were made.",
        _renaissance("rule 4 (minimal superko)")),
    "hot-stone": _t(
        "In a fighting ko the stones that have just captured are hot stones, which may not be "
        "taken until some other move or pass has been played in between; this turns complex kos "
        "into basic kos.",
        _sst("Part 6A (Fighting Kos)")),
    "disturbing": _t(
        "Setting off a cyclic sequence of repeated positions is called disturbing, and each "
        "player may disturb only once in the game.",
        _sst("Part 6B (Balanced Kos)")),
}

# What each ko option adds to the basic play rule (for the "legal" topic).
_KO_CLAUSE = {
    "simple": _t("Only basic ko restricts repetition: a ko may not be retaken at once.",
                 _KO_BASIC["simple"][1]),
    "positional": _t("No play may recreate an earlier board, whoever is to move (positional superko).",
                     _REPETITION["positional-superko"][1]),
    "situational": _t("No play may recreate an earlier board with the same player to move "
                      "(situational superko).", _REPETITION["situational-superko"][1]),
    "natural-situational": _t("No board play may recreate a board that the same player created "
                              "(natural situational superko).",
                              _REPETITION["natural-situational-superko"][1]),
    "renaissance": _t("Basic ko applies, and no board play may recreate the position in which the "
                      "last two successive passes were made (minimal superko).", _renaissance("rules 2 and 4")),
    "ing": _t("Hot stones may not be captured back at once, and each player may disturb a cycle "
              "only once.", _sst("Part 6 (The Ing Ko Rules)")),
}

_SUICIDE = {
    "forbidden": _t(
        "Suicide is forbidden: no play may be made that would need one of the player's own "
        "regions removed.",
        _simplified(f"{_S_CHINESE}; {_C_CHINESE}")),
    "multi-stone": _t(
        "Self-capture of a single stone is treated as a pass play; suicide of two or more stones "
        "is legal.",
        _sst("Part 2, During the game, item 3; Part 4 (Suicide)")),
}

_CYCLES = {
    "no-result": _t(
        "A long cycle that the players repeat ends the game with no result (article 12); we end "
        "it when the same position with the same player to move comes a third time without a pass.",
        _summary("japanese", "Ruleset notes (Japanese 1989, Art. 12)")),
    "threefold": _t(
        "Threefold repetition: the same position arising a third time ends the game, drawn if "
        "both players captured equally many stones in the loop, otherwise lost by the player who "
        "captured fewer.",
        _renaissance("rule 3 (threefold repetition)")),
}


def _join(sources: list[str]) -> str:
    """Several citations in one source, each once."""
    return "; ".join(dict.fromkeys(sources))


def _custom_source(ruleset: Ruleset, options: str, source: str) -> str:
    base = PRESETS.get(ruleset.id)
    what = f"custom combination based on {base.name}" if base is not None else "custom combination"
    return f"{source} [{what}; {options}]"


def _derive(ruleset: Ruleset, topic: str) -> tuple[str, str] | None:
    """The text for a topic built from the ruleset's option values, with the source of each."""
    ko = ruleset.ko
    if topic == "ko":
        parts = []
        if ko in _KO_BASIC:
            parts.append(_KO_BASIC[ko])
        if ruleset.settles_by_hypothetical_play:
            parts.append(_SETTLING_KO[ruleset.disputes])
        return (" ".join(p[0] for p in parts), _join([p[1] for p in parts])) if parts else None
    if topic in _REPETITION:
        return _REPETITION[topic]
    if topic == "suicide":
        return _SUICIDE.get(ruleset.suicide)
    if topic == "no-result":
        return _CYCLES["no-result"]
    if topic == "repetition":
        return _CYCLES["threefold"]
    if topic == "occupied":
        return _t("A play puts one of the player's own stones on an empty intersection, so an "
                  "intersection that already holds a stone cannot be played.",
                  _simplified(_COMMON_MOVE))
    if topic == "legal":
        suicide = {
            "forbidden": ("suicide is forbidden", _SUICIDE["forbidden"][1]),
            "allowed": ("suicide is allowed", _nz("Notes (no rule forbids suicide)")),
            "multi-stone": ("a one-stone suicide counts as a pass and a larger one is legal",
                            _SUICIDE["multi-stone"][1]),
        }[ruleset.suicide]
        ko_clause = _KO_CLAUSE[ko]
        statement = f"A move is a pass or a stone on an empty intersection, and {suicide[0]}. {ko_clause[0]}"
        return statement, _join([_simplified(_COMMON_MOVE), suicide[1], ko_clause[1]])
    if topic == "passes":
        return _derive_passes(ruleset)
    if topic == "game-over":
        return _derive_game_over(ruleset)
    if topic == "resignation":
        return _t("Resigning is one of the basic rules: a player may resign and the opponent wins.",
                  _renaissance("rule 1 (basic rules)"))
    return None


def _derive_passes(ruleset: Ruleset) -> tuple[str, str]:
    sources = []
    if ruleset.passes == 3:
        first = "Three successive passes stop play"
        sources.append(_renaissance("rule 5"))
    else:
        first = "Two successive passes stop play"
        sources.append(_simplified("Common Simplified Rules (the four phases)"))
    if ruleset.white_passes_last:
        first += ", with an extra pass by White if Black passed last"
        sources.append(_simplified(_S_AGA))
    sentences = [first + "."]
    if ruleset.removals == "none":
        sentences.append("The game then ends and every stone on the board counts as alive.")
        sources.append(_summary("tromp-taylor", "Ruleset notes (Tromp-Taylor)"))
    elif ruleset.disputes == "confirmation":
        sentences.append("The players agree on dead stones; a disagreement is settled by a "
                         "confirmation play that is not kept (article 7-2).")
        sources.append(_summary("japanese", "Ruleset notes (Japanese 1989, Art. 7-2)"))
    elif ruleset.disputes == "hypothetical":
        sentences.append("The players agree on removals; a disagreement is settled by imagined "
                         "wise play that is not kept and costs nothing.")
        sources.append(_simplified(_S_JK))
    elif ruleset.disputes == "all-alive":
        sentences.append("The players agree on dead stones or play on; if they cannot agree who "
                         "moves next, every stone stays on the board as alive.")
        sources.append(_nz("the end of the game"))
    else:
        sentences.append("The players agree on dead stones, and a disagreement is played out by "
                         "resuming play.")
        sources.append(_simplified(_C_CHINESE) if ruleset.passes == 2 else _renaissance("rule 5"))
    stones = {"always": "every pass", "in-disputes": "a pass in a dispute phase"}.get(ruleset.pass_stones)
    if stones:
        extra = f"{stones[0].upper() + stones[1:]} hands the opponent a prisoner"
        sources.append(_simplified(_S_AGA) if ruleset.pass_stones == "always" else _renaissance("B.8"))
        if ruleset.equal_dispute_moves:
            extra += ", and both players make equally many moves in a dispute phase"
            sources.append(_renaissance("B.9"))
        sentences.append(extra + ".")
    elif ruleset.equal_dispute_moves:
        sentences.append("Both players make equally many moves in a dispute phase.")
        sources.append(_renaissance("B.9"))
    return " ".join(sentences), _join(sources)


def _derive_game_over(ruleset: Ruleset) -> tuple[str, str]:
    counted = {
        "area": ("each side's stones plus the empty points it surrounds are counted",
                 _simplified(f"{_S_ING_NZ} (score)")),
        "territory": ("surrounded empty points plus prisoners are counted",
                      _simplified(f"{_S_JK} (score)")),
        "ing-fill": ("each side fills its area with its remaining stones (Ing counting)",
                     _sst("Part 2, Counting")),
    }[ruleset.scoring]
    statement = f"Once the game has ended no more moves are made; {counted[0]}."
    sources = [_simplified("Common Simplified Rules (the four phases)"), counted[1]]
    if ruleset.seki == "not-counted":
        statement += " Points in seki count for nobody."
        sources.append(_simplified(f"{_S_JK} (seki)"))
    return statement, _join(sources)


def _options_label(ruleset: Ruleset, topic: str) -> str:
    names = _RELEVANT.get(topic, ())
    if not names:
        return "no option decides this rule"
    return ", ".join(f"{n.replace('_', '-')}={getattr(ruleset, n)}" for n in names)


def _matches_preset(ruleset: Ruleset, topic: str) -> bool:
    base = PRESETS.get(ruleset.id)
    if base is None:
        return False
    return all(getattr(ruleset, n) == getattr(base, n) for n in _RELEVANT.get(topic, ()))


def rule_text(ruleset: Ruleset, topic: str) -> RuleText | None:
    """The rule a ruleset applies for a topic, with its source; None if it cannot produce it.

    topic: a reason code of REASONS, an end kind of END_TOPICS, or "legal". A preset (or a
    preset changed only in options this topic does not depend on) gets its own text; any other
    ruleset gets a text derived from its option values, citing the ruleset that defines each
    value and marked as a custom combination.
    """
    if topic not in topics(ruleset):
        return None
    if _matches_preset(ruleset, topic):
        own = _PRESET_TEXTS.get(ruleset.id, {}).get(topic)
        if own is not None:
            return RuleText(topic, own[0], own[1])
    derived = _derive(ruleset, topic)
    if derived is None:
        return None
    return RuleText(topic, derived[0], _custom_source(ruleset, _options_label(ruleset, topic), derived[1]))



_KEPT_PATH = re.compile(r"\s*\(shared/[^)]*\)")


def readable_source(source: str) -> str:
    """A source as a reader sees it: without the paths of the project's own copies of the texts."""
    return _KEPT_PATH.sub("", source).replace("shared/diagrams/positions.md", "the diagram library's notes")
