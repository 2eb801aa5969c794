"""Condition kinds of issue 29, round 7 (h7-cnd): the names the compiler writes
(``oracle/conditions_7.py``), the engine reads (``games/magic/conditions_7.py``) and the render
words (``text/conditions_7.py``). Plain data, like the rest of the ability model."""

from __future__ import annotations

ATTACHED_FOLDED = "attached_folded"
"""A static's "as long as enchanted creature is black": the condition is each effect's own
``filter`` (``affected="enchanted"``), read by the layers in the effect's layer (CR 613.1); the
condition itself always holds and keeps only the wording (``filter``; ``ref`` the noun)."""
ATTACHED_NOW = "attached_now"
""""if enchanted permanent is tapped / is a Wolf or Werewolf": the object the source is attached
to matches ``filter`` now (CR 603.4); ``ref`` the noun ("enchanted_creature")."""
ONE_ARTICLE = "one_article"
"""Wording only (``Condition.state``): "a Wolf or Werewolf" — one article for both subtypes."""
CAST_WAY = "cast_way"
""""if its surge cost was paid": the object was cast for the alternative cost ``zone`` names
("surge", "spectacle", "madness"; CR 118.9) — a cast note the permanent keeps."""
DIFFERENT_POWERS = "different_powers_at_least"
"""Coven, "you control three or more creatures with different powers": ``amount`` distinct
power values among the creatures you control."""
LIFE_EXACTLY = "life_exactly"
""""you have exactly 1 life" (``amount``; ``state`` the printed number word)."""
HAND_EXACTLY = "hand_exactly"
""""you have exactly seven cards in hand" (``amount``; ``state`` the number word; ``zone``
"hand" or "your hand" as printed)."""
CONTROL_EXACTLY = "you_control_exactly"
""""you control exactly one creature": ``amount`` permanents matching ``filter``."""
CONDITION_KINDS_7 = frozenset({ATTACHED_NOW, CAST_WAY, DIFFERENT_POWERS, LIFE_EXACTLY,
                               HAND_EXACTLY, CONTROL_EXACTLY, "had_counters", "was_a",
                               "was_cast", "cast_this_turn", "died_this_turn",
                               "opponent_lost_at_least", "it_has_keyword",
                               "entered_this_turn", "its_power", "created_token",
                               "opponent_monarch"})
"""The kinds ``games/magic/conditions_7.py`` answers for triggered and activated abilities."""
WHILE_TAPPED = "while_source:tapped"
"""A duration (CR 611.2b): "for as long as ~ remains tapped" — the effect's source (the object
whose ability made it) stays on the battlefield and tapped; once it untaps or leaves, the effect
ends for good."""
WHILE_ON_BATTLEFIELD = "while_source:battlefield"
"""A duration (CR 611.2b): "for as long as ~ remains on the battlefield"."""
WHILE_CONTROLLED = "while_source:controlled"
"""A duration (CR 611.2b): "for as long as you control ~" — the source stays on the battlefield
under the control of the effect's controller."""
WHILE_SOURCE = (WHILE_TAPPED, WHILE_ON_BATTLEFIELD, WHILE_CONTROLLED)
HAS = "has"
"""Wording only (``GrantAbilities.wording``): "… has shroud for as long as ~ remains tapped"."""
ASSIGNS_NO_COMBAT_DAMAGE = "assigns_no_combat_damage"
"""A rule change until end of turn: "~ assigns no combat damage this turn" (CR 510.1a)."""
HAD_COUNTERS = "had_counters"
""""if it had counters on it" / "a +1/+1 counter" / "two or more +1/+1 counters" / "no time
counters" (``negate``): the counters the object had as it last existed (CR 603.10a, 608.2h) —
``counter`` the kind ("" any), ``amount`` the floor; ``ref`` "it" (the trigger's object) or a
target; ``state`` the printed wording ("counters", "one_or_more")."""
WAS_A = "was_a"
""""if it was a Human": the object as it last existed matches ``filter`` (CR 608.2h)."""
WAS_CAST = "was_cast"
""""if you cast it": the trigger's object (``ref`` "it") was a spell that was cast — it keeps
the cast notes of that spell (CR 601.2; ``triggers.CAST_FROM``, ``costs.FROM_HAND``)."""
MUST_BE_BLOCKED = "must_be_blocked_turn"
"""Wording (``GrantAbilities.wording``): "It must be blocked this turn if able." (509.1c)."""
MUST_BE_BLOCKED_AND = "must_be_blocked_and"
"""Wording: "… and must be blocked this turn if able" — the subject said once, before "and"."""
CAST_THIS_TURN = "cast_this_turn"
""""you've cast a creature spell this turn" / "three or more instant and sorcery spells": at
least ``amount`` spells the player cast this turn of the kind ``state`` names ("creature",
"noncreature", "instant or sorcery", "instant and sorcery" …; CR 601.2i)."""
DIED_THIS_TURN = "died_this_turn"
""""if three or more creatures died this turn" (``amount``; ``negate``: "no creatures died");
``ref`` "you": "a creature died under your control" (its controller as it died, 603.10a)."""
OPPONENT_LOST_AT_LEAST = "opponent_lost_at_least"
""""if an opponent lost 3 or more life this turn" (``amount``; CR 119.3); ``ref`` "player": "a
player lost …", "you": "you lost …"."""
IT_HAS_KEYWORD = "it_has_keyword"
""""if it has madness": the trigger's object (``ref`` "it") has the keyword of ``filter``."""
ENTERED_THIS_TURN = "entered_this_turn"
""""if ~ entered the battlefield this turn" (``ref`` "self" for "~", "it" as printed)."""
ITS_POWER = "its_power"
""""if its power is 2 or less" / "was 3 or greater": the trigger's object (as it last
existed, once gone; CR 608.2h) — ``amount`` and ``state`` "is|less", "was|greater" …"""
CREATED_TOKEN = "created_token"
""""if you created a token this turn": a token the player owns (its creator, CR 111.2) entered
the battlefield this turn — on it still, or as it last existed."""
MOST_COMMON_COLOR = "most_common_color"
""""black is the most common color among all permanents or is tied for most common": no
colour (``zone``, "B") is on more permanents than it (CR 105.2; a static's condition)."""
OPPONENT_MONARCH = "opponent_monarch"
""""if an opponent is the monarch": the monarch is a player other than this one (CR 722.1)."""
