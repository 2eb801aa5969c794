"""Wordings of issue 29, round 9 (h9-cnd): the names the compiler writes
(``oracle/conditions_9.py``) and the render words (``text/conditions_9.py``). Plain data, like
the rest of the ability model."""

from __future__ import annotations

OTHERWISE = "if_otherwise"
"""Wording (``Conditional.wording``): "If COND, EFFECTS. Otherwise, ELSE." — ``otherwise`` is ELSE,
done when the condition does not hold as the instruction is followed (CR 608.2c)."""
OTHERWISE_AFTER = "if_after_otherwise"
"""Wording (``Conditional.wording``): "EFFECTS if COND. Otherwise, ELSE." — the condition printed
after the instruction it decides (CR 608.2c)."""
BRANCH = "|"
"""The ``Conditional.joins`` entry between the last of ``effects`` and the first of
``otherwise`` (wording only: each branch keeps its own "and" / "then" joins)."""
OTHERWISE_IF = "if_otherwise_if"
"""Wording (``Conditional.wording``): "If C1, A. If C2, B. Otherwise, C." — ``otherwise`` is one
:data:`OTHERWISE` conditional (C2, B, else C): the second "if" only when the first fails."""
ITS_WHILE = "its_while"
"""Wording (``Condition.state`` of an ``ATTACHED_FOLDED`` static): "Enchanted creature gets +2/+2
as long as it's a Vampire[. Otherwise, it gets -2/-2]." — the effects whose filter is the
condition's apply while the enchanted object is of the kind, the others (filter its negation)
while it isn't (CR 611.3a)."""
THAT_SPELL_KICKED = "that_spell_kicked"
""""if that spell was kicked" (CR 702.33d): the spell a cast trigger names (the event's "it")
was cast with its kicker cost paid — its cast notes, kept by the permanent it became."""
OPPONENT_MORE_LIFE = "opponent_more_life"
""""if an opponent has more life than you" (CR 119): some opponent still in the game has a
higher life total than the ability's controller."""
TEAM = "team"
"""Wording (``Condition.state``): "your team" for "you" (CR 102.4: in a game that isn't between
teams, "your team" means "you") — "if your team gained life this turn", "if your team controls
another Warrior"."""
CONDITION_KINDS_9 = frozenset({THAT_SPELL_KICKED, OPPONENT_MORE_LIFE})
"""The kinds ``games/magic/conditions_9.py`` answers."""
INSTEAD_LEAD_JOINED = "if_instead_lead_joined"
"""Wording (``Conditional.wording``): "USUAL. If COND, instead A, then B." — ``otherwise`` is USUAL,
``effects`` the replacement; ``joins`` holds USUAL's joins, :data:`BRANCH`, then the
replacement's (CR 608.2c)."""
