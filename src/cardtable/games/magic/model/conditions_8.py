"""Condition kinds and wordings of issue 29, round 8 (h8-cnd): the names the compiler writes
(``oracle/conditions_8.py``), the engine reads (``rules_support.condition_holds``) and the
render words (``text/conditions_8.py``). Plain data, like the rest of the ability model."""

from __future__ import annotations

ITS = "its"
"""Wording (``Condition.state``) of a ``"ref_matches"`` condition printed "it's a Vampire" /
"it's an artifact creature" / "it's legendary" / "it's white": the object ``ref`` names (the
last target, the trigger's object or ~) matches ``filter`` now (CR 608.2c, 603.4)."""
AFTER = "if_after"
"""Wording (``Conditional.wording``): "EFFECT if COND" — the condition printed after the
instruction it decides (CR 608.2c)."""
INSTEAD_LEAD = "if_instead_lead"
"""Wording (``Conditional.wording``): "USUAL. If COND, instead EFFECT." — ``otherwise`` is USUAL,
``effects`` the replacement (CR 608.2c)."""
MANA_SPENT = "mana_spent_to_cast"
""""if {R} was spent to cast it / this spell" (``zone`` the symbol's letter), "if no colored mana
was spent to cast it" (``zone`` "colored", ``negate``), "if no mana was spent to cast it"
(``zone`` "", ``negate``) — the mana paid for the spell (its ``spent:`` cast notes and
``MagicState.mana_spent``, CR 601.2h), which the permanent it became keeps. ``ref`` "it" (the
trigger's object, else ~), "this spell" (~) or "that spell" (the trigger's spell), as printed."""
YOUR_COMMANDER = "controls_own_commander"
""""if you control your commander" (CR 903.3, 903.3d): a commander the player owns (not a token
copy, not another player's commander) is on the battlefield under their control — the kind the
layers already read for "as long as you control your commander" (``layers._holds``)."""
PLAYER_HAS = "player_has"
""""if that player has two or fewer cards in hand" / "if defending player has 5 or less life" /
"if each player has 10 or less life": ``state`` "hand|fewer" (what is counted, and the side:
"fewer" or "less" for at most, "more" for at least, as printed), ``amount`` the bound, ``ref``
the player — "that_player" (the event's), "defending", "opponent" (any), "player" (any),
"each_player" (every one)."""
OPPONENT_LIFE_AT_MOST = "opponent_life_at_most"
""""an opponent has 10 or less life" (``amount``): the kind the layers already read for statics
("~ has haste as long as an opponent has 10 or less life"), now for triggers too."""
SELF_COUNTERS = "self_counters_at_least"
"""The kind (already read by ``rules_support`` and the layers) of "~ has N or more COUNTER
counters on it"; h8-cnd's other wordings set ``state`` "SUBJECT|HOW" — SUBJECT "~" or "it", HOW
"a", "no", "one_or_more", "fewer" (with ``negate``: fewer than ``amount``) or "doesnt" ("~
doesn't have a … counter on it", ``negate``)."""
DEALT_DAMAGE = "dealt_damage_this_turn"
""""an opponent was dealt damage this turn" (``ref`` "opponent": any of them), "you were dealt
damage this turn" ("you"), "~ was dealt damage this turn" ("self"); ``state`` the verb as printed
("was", "were", "has been") — CR 120.3, 120.4."""
HAD_ENTER = "had_enter_this_turn"
""""if you had a land enter under your control this turn": a permanent matching ``filter``
entered the battlefield this turn under the control of ``ref`` ("you", "opponent" — any of them,
"that_player" — the event's player); ``state`` "another" excludes the trigger's object and ~."""
CONDITION_KINDS_8 = frozenset({MANA_SPENT, YOUR_COMMANDER, PLAYER_HAS, OPPONENT_LIFE_AT_MOST,
                               DEALT_DAMAGE, HAD_ENTER})
"""The kinds ``games/magic/conditions_8.py`` answers."""
ANY_OF = "any_of"
"""``conditions_more.ANY_OF`` (the engine's name; the model cannot import the engine)."""
STATIC_IF = "if"
"""Wording (``Condition.state`` of an ``any_of`` condition of one part): a static printed
"SUBJECT PARTS if COND." — it applies while COND holds (CR 611.3a)."""
THEN_IF = "then_if"
"""Wording (``Conditional.wording``): "Then if COND, EFFECT." — a later sentence of the ability
decided as it is reached (CR 608.2c)."""
AND_ATTACK_DESPITE_DEFENDER = "and_attack_despite_defender"
"""Wording (``GrantAbilities.wording``): "… and can attack this turn as though it didn't have
defender" — the subject said once, before "and" (CR 702.3b)."""
