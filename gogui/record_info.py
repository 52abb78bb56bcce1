"""A record's game information (players, ranks, date, event, place, komi, handicap, ruleset, result), without Qt."""

from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape

from .engine import PRESETS, RulesError, fixed_handicap_points
from .i18n import translate
from .ruleset_names import ruleset_name
from .sgf import Node, Record, set_text_property, text_property

# The game information SGF keeps as simple text on the root, by GameInfo field.
# The game information the record keeps in fields of its own (reading also keeps them as read).
_RECORD_FIELDS = ("GN", "PB", "PW", "KM", "HA", "RU", "RE")
_TEXT_PROPERTIES = {"black_rank": "BR", "white_rank": "WR", "date": "DT", "event": "EV", "place": "PC"}


def shortened(text: str, limit: int = 120) -> str:
    """A name as a label or a title shows it: cut with an ellipsis past `limit` characters (a
    word-wrapped label takes seconds to lay out one word of many kilobytes)."""
    return text if len(text) <= limit else text[:limit - 1] + "\u2026"


@dataclass(frozen=True)
class GameInfo:
    """What a record says about its game, as the Game info dialog shows and edits it."""

    title: str = ""  # GN
    black_player: str = ""  # PB
    black_rank: str = ""  # BR
    white_player: str = ""  # PW
    white_rank: str = ""  # WR
    date: str = ""  # DT
    event: str = ""  # EV
    place: str = ""  # PC
    komi: float | None = None  # KM
    handicap: int = 0  # HA
    ruleset: str = ""  # RU, as written
    result: str = ""  # RE



def game_info(record: Record) -> GameInfo:
    """The game information of a record."""
    root = record.root
    return GameInfo(
        title=record.game_name, black_player=record.black_player, white_player=record.white_player,
        komi=record.komi, handicap=record.handicap, ruleset=record.rules or "", result=record.result or "",
        **{name: text_property(root, ident) for name, ident in _TEXT_PROPERTIES.items()},
    )


def set_game_info(record: Record, info: GameInfo) -> None:
    """Give a record this game information (the root's properties; the stones stay as they are)."""
    record.game_name = info.title.strip()
    record.black_player = info.black_player.strip()
    record.white_player = info.white_player.strip()
    record.komi = info.komi
    record.handicap = info.handicap if info.handicap >= 2 else 0
    record.rules = info.ruleset.strip() or None
    record.result = info.result.strip() or None
    for name, ident in _TEXT_PROPERTIES.items():
        set_text_property(record.root, ident, getattr(info, name))
    for ident in _RECORD_FIELDS:
        record.root.properties.pop(ident, None)  # as read; the record's fields are written now


@dataclass(frozen=True)
class NewPosition:
    """What a teacher asks for when starting a new position to set up."""

    size: int = 19
    title: str = ""
    to_play: str = "B"  # "B" or "W"
    komi: float | None = None
    handicap: int = 0  # stones on the standard points (2 to 9), 0 for none
    ruleset: str = ""  # a preset id, or "" for none named


def new_position_record(choice: NewPosition) -> Record:
    """An empty board with the chosen size, title, player to move, komi, handicap stones on the
    standard points and ruleset. ValueError (from the engine, with the reason) when the board
    has no standard points for that handicap."""
    root = Node()
    if choice.handicap >= 2:
        try:
            root.black = sorted(fixed_handicap_points(choice.size, choice.handicap))
        except RulesError as err:
            raise ValueError(str(err)) from None
    if choice.to_play == "W" or choice.handicap >= 2:
        root.to_play = choice.to_play
    return Record(size=choice.size, root=root, komi=choice.komi,
                  handicap=choice.handicap if choice.handicap >= 2 else 0,
                  rules=choice.ruleset or None, game_name=choice.title.strip())


def read_komi(text: str) -> float | None:
    """A komi as typed: None when empty; ValueError with a sentence for the user when it is no
    finite number of points (a comma is read as a decimal point)."""
    text = text.strip().replace(",", ".")
    if not text:
        return None
    try:
        komi = float(text)
    except ValueError:
        raise ValueError(translate("GameInfo", "Komi must be a number of points, such as 6.5 or 7.")) from None
    if not math.isfinite(komi) or abs(komi) > 1000:
        raise ValueError(translate("GameInfo", "Komi must be a number of points, such as 6.5 or 7."))
    return komi


def _player(name: str, rank: str) -> str:
    return f"{name} ({rank})" if name and rank else name or rank


def info_summary(info: GameInfo) -> list[str]:
    """The game information as lines of rich text for the header at the record's root: players,
    where and when, komi, handicap and ruleset, result (only what the record gives)."""
    lines = []
    black, white = _player(info.black_player, info.black_rank), _player(info.white_player, info.white_rank)
    if black or white:
        lines.append(translate("GameInfo", "Black: {black}, White: {white}").replace("{black}", escape(black or "?"))
                     .replace("{white}", escape(white or "?")))
    where = ", ".join(part for part in (info.event, info.place, info.date) if part)
    if where:
        lines.append(escape(where))
    terms = []
    if info.komi is not None:
        terms.append(translate("GameInfo", "Komi {komi}").replace("{komi}", f"{info.komi:g}"))
    if info.handicap >= 2:
        terms.append(translate("GameInfo", "Handicap {stones}").replace("{stones}", str(info.handicap)))
    if info.ruleset:
        name = ruleset_name(PRESETS[info.ruleset].name) if info.ruleset in PRESETS else info.ruleset
        terms.append(translate("GameInfo", "Ruleset {name}").replace("{name}", escape(name)))
    if terms:
        lines.append(", ".join(terms))
    if info.result:
        lines.append(translate("GameInfo", "Result: {result}").replace("{result}", escape(info.result)))
    return lines
