"""The mulligan calculator (MUL-4): exact and Monte Carlo odds of keeping, hand sizes, goals."""

from cardtable.analysis.mulligan.conditions import Condition, Goal, parse_condition, parse_goal
from cardtable.analysis.mulligan.deck import (
    Deck,
    Decklist,
    LookupTypes,
    TypeLineIndex,
    TypeSource,
    categorize,
    category_of,
    classify,
    default_types,
    parse_category_option,
    parse_counts,
    parse_decklist,
    read_decklist,
    types_with_pool_file,
)
from cardtable.analysis.mulligan.exact import (
    exact_odds,
    goal_if_kept,
    goal_if_mulliganed,
    is_exact_feasible,
    prefers_exact,
)
from cardtable.analysis.mulligan.montecarlo import monte_carlo_odds
from cardtable.analysis.mulligan.question import Question, Stage
from cardtable.analysis.mulligan.result import OddsResult

__all__ = [
    "Condition",
    "Deck",
    "Decklist",
    "Goal",
    "LookupTypes",
    "OddsResult",
    "Question",
    "Stage",
    "TypeLineIndex",
    "TypeSource",
    "categorize",
    "category_of",
    "classify",
    "default_types",
    "exact_odds",
    "goal_if_kept",
    "goal_if_mulliganed",
    "is_exact_feasible",
    "monte_carlo_odds",
    "parse_category_option",
    "parse_condition",
    "parse_counts",
    "parse_decklist",
    "parse_goal",
    "prefers_exact",
    "read_decklist",
    "types_with_pool_file",
]
