"""The words of a draw replacement (CR 614.1a, 614.11) in the ability model: a
``ReplacementAbility`` with ``event`` :data:`DRAW` or :data:`DRAW_EXCEPT_FIRST`, ``action``
:data:`EFFECTS` and the ``effects`` done instead (``draw_replacement.replace_draw`` plays it).
``options`` holds one of :data:`DRAW_PLACEMENTS`, how the printed sentence places "instead"."""

from __future__ import annotations

from cardtable.games.magic.model import CreateToken, DrawCards, GainLife, LoseLife, WinGame

DRAW = "draw"  # every card the players it applies to would draw
DRAW_EXCEPT_FIRST = "draw_except_first"  # all but the first of each of their draw steps (504.1)
DRAW_EVENTS = (DRAW, DRAW_EXCEPT_FIRST)
EFFECTS = "effects"
# "draw two cards instead" / "instead you draw two cards …" / "instead that player skips that
# draw and you draw a card"
DRAW_PLACEMENTS = ("after", "before", "skip")
# the effects a draw replacement may do instead: none of them asks a question (614.11)
DRAW_OUTCOME_EFFECTS: tuple[type, ...] = (DrawCards, GainLife, LoseLife, CreateToken,
                                          WinGame)  # Laboratory Maniac (104.2b; h9b-STA)
