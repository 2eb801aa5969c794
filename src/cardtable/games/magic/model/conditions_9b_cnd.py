"""Condition kinds of issue 29, round 9b (h9b-cnd): the names the compiler writes
(``oracle/durations_9b_cnd.py``), the engine answers (``games/magic/conditions_9b_cnd.py``) and the
renderer words (``text/durations_9b_cnd.py``). Plain data, like the rest of the ability model."""

from __future__ import annotations

ATTACKING_COUNT = "attacking_count"
""""If four or more creatures are attacking", "If exactly one creature is attacking", "If a white
creature is attacking" (the Traps, CR 118.9, 508.1): the attacking creatures matching
``Condition.filter``, whoever controls them, number at least ``amount`` — exactly ``amount`` when
``state`` is :data:`EXACTLY`; ``state`` :data:`A_NOUN` words an ``amount`` of 1 with an article."""
EXACTLY = "exactly"
A_NOUN = "a_noun"
PLAYER_TALLY = "player_tally_this_turn"
""""If an opponent gained life this turn", "If an opponent cast three or more spells this turn",
"If an opponent drew three or more cards this turn" (the Traps, CR 118.9): for some player
``ref`` names (:data:`WHO_OPPONENT`, :data:`WHO_YOU`, :data:`WHO_ANY`), this turn's tally
``counter`` (:data:`TALLY_LIFE_GAINED`, :data:`TALLY_SPELLS_CAST`, :data:`TALLY_CARDS_DRAWN`) is
at least ``amount``."""
WHO_OPPONENT = "opponent"
WHO_YOU = "you"
WHO_ANY = "any_player"
TALLY_LIFE_GAINED = "life_gained"
TALLY_SPELLS_CAST = "spells_cast"
TALLY_CARDS_DRAWN = "cards_drawn"
CONDITION_KINDS_9B_CND = frozenset({ATTACKING_COUNT, PLAYER_TALLY})
"""The kinds ``games/magic/conditions_9b_cnd.py`` answers."""
