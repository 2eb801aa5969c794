"""Names of the turn-long restrictions and their wordings (issue 29, statics and "can't"): rule
changes a :class:`~cardtable.games.magic.model.effects.GrantAbilities` gives until end of turn.

* ``"cant_be_regenerated"``: "Target creature can't be regenerated this turn." — a regeneration
  shield can't replace its destruction (CR 701.15c; ``replacement.regenerate`` reads it);
* ``"cant_attack"`` / ``"cant_block"``: "can't attack / can't attack or block this turn"
  (CR 508.1c, 509.1b; ``combat`` reads them).
"""

from __future__ import annotations

CANT_BE_REGENERATED = "cant_be_regenerated"

# the printed restriction → the rule changes it makes
RESTRICTION_RULES: dict[str, tuple[str, ...]] = {
    "can't attack": ("cant_attack",),
    "can't block": ("cant_block",),
    "can't attack or block": ("cant_attack", "cant_block"),
    "can't be blocked": ("cant_be_blocked",),
    "can't be regenerated": (CANT_BE_REGENERATED,),
}

# GrantAbilities.wording: "… and can't be blocked this turn" (the subject said once, before);
# "A creature / Creatures dealt damage this way can't be regenerated this turn"
NO_SUBJECT = "no_subject"
DAMAGED_ONE = "damaged_one"
DAMAGED_MANY = "damaged_many"
# "Those creatures can't block this turn." after an effect on several targets (EV2 8th wave)
THOSE_CREATURES = "those_creatures"
# "~ doesn't untap during your next untap step" (rather than "its controller's")
YOUR_NEXT_UNTAP = "your_next_untap"

# "Creatures with islandwalk can be blocked as though they didn't have islandwalk." — a static
# rule "walk_blockable:islandwalk" on every creature (CR 702.14c, 509.1b; combat.can_block)
WALK_BLOCKABLE = "walk_blockable"

# "can't be the target of …" (CR 115.4): "untargetable:KIND:ADJ:SCOPE" — KIND "spells",
# "abilities" or "both"; ADJ the printed adjective of the spells / sources ("" any, "blue or
# black", "nongreen", "aura", "artifact"); SCOPE "any" or "opponents" (controlled by an opponent
# of the object's controller). Read by targets.can_be_targeted.
UNTARGETABLE = "untargetable"


def untargetable_rule(kind: str, adjective: str, scope: str) -> str:
    return f"{UNTARGETABLE}:{kind}:{adjective.lower()}:{scope}"


def parse_untargetable(rule: str) -> tuple[str, str, str] | None:
    """``(kind, adjective, scope)`` of an "untargetable:…" rule, or ``None``."""
    head, _, rest = rule.partition(":")
    if head != UNTARGETABLE:
        return None
    kind, adjective, scope = rest.split(":")
    return kind, adjective, scope
