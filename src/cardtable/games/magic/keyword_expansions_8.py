"""Keywords that stand for triggered abilities, eighth wave (issue 29, h8-kw).

Absorb N (CR 702.64a): "If a source would deal damage to this creature, prevent N of that
damage." Poisonous N (CR 702.70a): "Whenever this creature deals combat damage to a player,
that player gets N poison counters." Frenzy N (CR 702.68a): "Whenever this creature attacks and
isn't blocked, it gets +N/+0 until end of turn."

Ward and echo with a cost other than mana (CR 702.21a, 702.30a): "Ward—Pay 3
life.", "Ward—Discard a card.", "Echo—Discard a card.", "Echo—Sacrifice two lands." The keyword's
cost becomes the "unless" offer (:class:`~cardtable.games.magic.model.unless.UnlessOffer`,
CR 118.12) of the triggered ability the keyword stands for: life is paid as it resolves; a
discard or sacrifice is the paying player's own action (its choices asked after the yes). A
player who can't pay in full is not asked and has not paid (118.3)."""

from __future__ import annotations

from cardtable.games.magic.model import (
    Ability,
    Condition,
    Conditional,
    Cost,
    CounterObject,
    Discard,
    Effect,
    Keyword,
    ModifyPT,
    PutCounters,
    ReplacementAbility,
    Sacrifice,
    Trigger,
    TriggeredAbility,
)
from cardtable.games.magic.model.damage_rules import DamageRule, DamageSide
from cardtable.games.magic.model.unless import UnlessOffer

_PAYER = "that_player"  # the player deciding the offer (effects/unless.py sets it)


def cost_offer(cost: Cost | None, who: str) -> UnlessOffer | None:
    """``cost`` as an offer to ``who`` — pay life, discard cards, sacrifice permanents — or
    ``None`` for a cost it isn't (mana keeps the keyword's own expansion)."""
    if cost is None:
        return None
    if cost.pay_life and cost == Cost(pay_life=cost.pay_life):
        return UnlessOffer(who=who, cost=cost, says="")
    if cost.discard and cost == Cost(discard=cost.discard, discard_filter=cost.discard_filter):
        action: Effect = Discard(amount=cost.discard, who=_PAYER, filter=cost.discard_filter)
        return UnlessOffer(who=who, actions=(action,), says="")
    if cost.sacrifice is not None and cost == Cost(sacrifice=cost.sacrifice,
                                                   sacrifice_count=cost.sacrifice_count):
        from_payer = Sacrifice(who=_PAYER, filter=cost.sacrifice, count=cost.sacrifice_count)
        return UnlessOffer(who=who, actions=(from_payer,), says="")
    return None


def other_cost_expansion(name: str, keyword: Keyword) -> tuple[Ability, ...] | None:
    """The triggered ability of ward / echo whose cost is an offer; ``None`` otherwise."""
    unpaid = Condition("paid", negate=True)
    if name == "ward" and not (keyword.cost is not None and keyword.cost.mana):
        offer = cost_offer(keyword.cost, "triggering_player")  # the targeting player (702.21a)
        if offer is None:
            return None
        return (TriggeredAbility(Trigger("becomes_target", whose="opponent"), effects=(
            offer, Conditional(unpaid, (CounterObject("triggering_item"),)))),)
    if name == "echo":
        offer = cost_offer(keyword.cost, "you")
        if offer is None or offer.cost is not None:  # life: MayDo pays it (the echo branch)
            return None
        return (TriggeredAbility(
            Trigger("upkeep", whose="you"),
            effects=(offer, Conditional(unpaid, (Sacrifice(what="self"),))),
            intervening_if=Condition("controlled_since_last_upkeep")),)
    return None


def trigger_expansion(name: str, n: int) -> tuple[Ability, ...] | None:
    """Poisonous N (702.70a) and frenzy N (702.68a); ``None`` for another keyword."""
    if name == "poisonous":
        return (TriggeredAbility(Trigger("deals_combat_damage_to_player"), effects=(
            PutCounters("poison", n, "triggering_player"),)),)
    if name == "absorb":  # 702.64a: "If a source would deal damage to this creature, prevent
        # N of that damage." — the replacement that sentence compiles to (damage_rules.py)
        return (ReplacementAbility("damage", "rule", applies_to="filter", effects=(DamageRule(
            action="prevent_n", amount=n, source=DamageSide(who="any", words="a source"),
            recipient=DamageSide(who="ref", ref="self"), form="if:"),)),)
    if name == "frenzy":
        return (TriggeredAbility(Trigger("attacks_unblocked"), effects=(
            ModifyPT(n, 0, "self"),)),)
    return None
