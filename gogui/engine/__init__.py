"""The rules engine: boards, rulesets, games with reasoned rulings, and counting (no Qt here)."""

from .board import BLACK, EMPTY, WHITE, Board, opponent
from .confirmation import Confirmation
from .game import Game
from .handicap import fixed_handicap_points
from .ko_rule import KoRule
from .ko_rules import KO_REASONS, KO_RULE_TYPES, SUPERKO_REASONS
from .records import REASONS, MoveOutcome, Result, RulesError
from .rules import PRESETS, Ruleset, parse_komi, parse_rules_spec, preset
from .scoring import Score, count

__all__ = [
    "BLACK",
    "EMPTY",
    "KO_REASONS",
    "KO_RULE_TYPES",
    "PRESETS",
    "REASONS",
    "SUPERKO_REASONS",
    "WHITE",
    "Board",
    "Confirmation",
    "Game",
    "KoRule",
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
