"""The rules engine: boards, rulesets, games with reasoned rulings, and counting (no Qt here)."""

from .board import BLACK, EMPTY, WHITE, Board, opponent
from .confirmation import Confirmation
from .game import Game, fixed_handicap_points
from .records import REASONS, MoveOutcome, Result, RulesError
from .rules import PRESETS, Ruleset, parse_komi, parse_rules_spec, preset
from .scoring import Score, count

__all__ = [
    "BLACK",
    "EMPTY",
    "PRESETS",
    "REASONS",
    "WHITE",
    "Board",
    "Confirmation",
    "Game",
    "MoveOutcome",
    "Result",
    "RulesError",
    "Ruleset",
    "Score",
    "count",
    "fixed_handicap_points",
    "opponent",
    "parse_komi",
    "parse_rules_spec",
    "preset",
]
