"""Bestow (CR 702.103).

"Bestow [cost]" means "You may cast this card by paying [cost] rather than its mana cost" and
"If you chose to pay this spell's bestow cost, it becomes an Aura enchantment and gains enchant
creature. These effects last until one of two things happens: this spell has an illegal target
as it resolves and or the permanent this spell becomes becomes unattached." (702.103a).

* Casting: a card with bestow is offered twice — for its mana cost and for its bestow cost
  (``Cast(bestow=True)``); bestowed, the spell targets a creature like an Aura spell (303.4a)
  and costs the bestow cost (an alternative cost, 601.2b/f).
* While bestowed (the spell, then the permanent) it is an Aura enchantment with enchant
  creature and is not a creature (702.103b): :func:`bestowed_chars`, applied to its printed
  characteristics.
* 702.103e: if the target is illegal as it resolves, it stops being bestowed and resolves as a
  creature spell (it does not fizzle): :func:`resolve_as_creature`.
* 702.103f: an Aura with bestow that becomes unattached (or attached to an illegal object)
  stops being bestowed and stays on the battlefield as an enchantment creature — not a new
  object, so it keeps its summoning-sickness status: :func:`unattached`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model import (
    CardDef,
    Cost,
    Filter,
    Keyword,
    SpellAbility,
    TargetSpec,
)

if TYPE_CHECKING:
    from cardtable.games.magic.layers import Chars
    from cardtable.games.magic.objects import GameObject, StackItem
    from cardtable.games.magic.ports import GameServices

ENCHANT_CREATURE = Keyword("enchant", filter=Filter(types=("Creature",)))
BESTOWED_SPELL = SpellAbility(targets=(TargetSpec("permanent", Filter(types=("Creature",))),))


def bestow_cost(card: CardDef) -> Cost | None:
    for ability in card.abilities:
        if isinstance(ability, Keyword) and ability.name == "bestow":
            return ability.cost or Cost()
    return None


def bestowed_chars(c: Chars, noncreature_subtypes: frozenset[str]) -> None:
    """702.103b: an Aura enchantment with enchant creature, not a creature (its creature types
    go with the creature type, 205.1b)."""
    c.types = (c.types - {"Creature"}) | {"Enchantment"}
    c.subtypes = frozenset(t for t in c.subtypes if t in noncreature_subtypes) | {"Aura"}
    c.abilities = (*c.abilities, ENCHANT_CREATURE)
    c.keywords = c.keywords | {"enchant"}


def resolve_as_creature(game: GameServices, item: StackItem) -> None:
    """702.103e: the bestowed spell's target is illegal: it resolves as a creature spell."""
    item.bestowed = False
    item.targets = ()
    if item.obj is not None:
        game.state.objects[item.obj].bestowed = False
    game.state.touch()
    game.log("bestow_ends", item.controller, name=item.name, why="its target is illegal "
             "(CR 702.103e): it resolves as a creature spell")


def unattached(game: GameServices, obj: GameObject) -> None:
    """702.103f: it becomes unattached and stops being bestowed; it stays on the battlefield."""
    obj.bestowed = False
    obj.attached_to = None
    game.state.touch()
    game.log("bestow_ends", None, name=obj.card.name, id=obj.id,
             why="unattached (CR 702.103f): an enchantment creature again")
