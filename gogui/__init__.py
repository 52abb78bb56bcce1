"""gogui: a desktop application that teaches how the rulesets of Go differ."""

__version__ = "0.1.0"
