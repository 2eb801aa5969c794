"""Class cards (CR 716), compiled from their real Oracle text (MTGJSON 2022-04-25) and played:
a class level bar "[Cost]: Level N" is activated only as a sorcery and only at level N-1
(716.2a), the abilities of its section are the Class's once its level is N or greater, "When
this Class becomes level N" triggers, and a level is a designation of the permanent that a new
object does not keep (716.2b, 400.7)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic.actions import Activate
from cardtable.games.magic.model import (
    ActivatedAbility,
    CardDef,
    SetClassLevel,
    StaticAbility,
)
from cardtable.games.magic.objects import HAND
from cardtable.games.magic.oracle.support import compile_card
from tests.magic.conftest import test_cards as pool_cards
from tests.magic.dsl import A, B, Scenario
from tests.magic.oracle_check import atomic

WIZARD = "Wizard Class"


def real(name: str) -> CardDef:
    compiled = compile_card(name, atomic()[name])
    assert compiled.supported, compiled.reason
    assert compiled.card is not None
    return compiled.card


def table(*names: str) -> Scenario:
    cards = dict(pool_cards())
    for name in names:
        cards[name] = real(name)
    return Scenario(2, cards=cards, strict=False)


def level_options(s: Scenario, player: int, source: int) -> list[int]:
    """The levels ``player`` may activate the level bars of ``source`` for, now."""
    s._priority_to(player)
    decision = s.pending
    assert decision is not None
    if decision.player != player:
        return []
    abilities = s.obj(source).card.abilities
    levels: list[int] = []
    for option in decision.options:
        if isinstance(option, Activate) and option.source == source:
            effects: Any = getattr(abilities[option.index], "effects", ())
            levels.extend(e.level for e in effects if isinstance(e, SetClassLevel))
    return levels


def activate_level(s: Scenario, player: int, source: int, level: int) -> None:
    s._priority_to(player)
    decision = s.pending
    assert decision is not None
    abilities = s.obj(source).card.abilities
    option = next(o for o in decision.options if isinstance(o, Activate) and o.source == source
                  and SetClassLevel(level) in getattr(abilities[o.index], "effects", ()))
    s.apply(player, option)


def test_cr_716_2a_wizard_class_compiles_to_level_bars_and_granted_sections() -> None:
    """"{2}{U}: Level 2" is a sorcery-speed activated ability usable at level 1; the lines
    under it are granted to the Class from level 2 on."""
    card = real(WIZARD)
    bars = [a for a in card.abilities if isinstance(a, ActivatedAbility)]
    assert [(a.cost.mana, a.timing, a.effects) for a in bars] == [
        ("{2}{U}", "sorcery", (SetClassLevel(2),)), ("{4}{U}", "sorcery", (SetClassLevel(3),))]
    assert [a.condition.amount for a in bars if a.condition is not None] == [1, 2]
    grants = [a for a in card.abilities if isinstance(a, StaticAbility)
              and a.condition is not None and a.condition.kind == "class_level_at_least"]
    assert [g.condition.amount for g in grants if g.condition is not None] == [2, 3]


def test_cr_716_2a_wizard_class_levels_up_in_order_and_draws_at_level_two() -> None:
    """At level 1 only the Level 2 bar can be activated; once it resolves "When this Class
    becomes level 2, draw two cards." draws two, and then only the Level 3 bar is left. At
    level 3 "Whenever you draw a card, put a +1/+1 counter on target creature you control."
    puts a counter on A's Grizzly Bears in A's next draw step."""
    s = table(WIZARD)
    wizard = s.put(A, WIZARD)
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Island", 9)
    s.start(A, "main1", turn=2)
    assert level_options(s, A, wizard) == [2]
    hand = s.hand_size(A)
    activate_level(s, A, wizard, 2)
    s.resolve()
    assert s.state.class_levels[wizard] == 2
    assert s.hand_size(A) == hand + 2
    assert level_options(s, A, wizard) == [3]
    activate_level(s, A, wizard, 3)
    s.resolve()
    assert s.state.class_levels[wizard] == 3
    assert level_options(s, A, wizard) == []
    assert not s.obj(bears).counters
    s.to_step("upkeep", active=B)
    s.to_step("main1", active=A)
    s.resolve()
    assert s.obj(bears).counters.get("+1/+1") == 1


def test_cr_716_2a_a_level_bar_is_activated_only_as_a_sorcery() -> None:
    """Not in an opponent's turn, and not while a spell is on the stack (307.1)."""
    s = table(WIZARD)
    wizard = s.put(A, WIZARD)
    s.lands(A, "Island", 3)
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(B, "main1", turn=2)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    assert level_options(s, A, wizard) == []  # B's turn, a spell on the stack


def test_cr_716_2b_the_level_is_not_kept_by_a_new_object() -> None:
    """716.2b, 400.7: Wizard Class returned to the hand by Boomerang and cast again is a new
    object, level 1: its Level 2 bar can be activated again."""
    s = table(WIZARD, "Boomerang")
    wizard = s.put(A, WIZARD)
    s.lands(A, "Island", 9)
    s.hand(A, "Boomerang")
    s.start(A, "main1", turn=2)
    activate_level(s, A, wizard, 2)
    s.resolve()
    s.cast(A, "Boomerang", targets=[wizard])
    s.resolve()
    assert s.zone_of(WIZARD) == HAND
    s.cast(A, WIZARD)
    s.resolve()
    again = s.id(WIZARD)
    assert again != wizard and s.state.class_levels.get(again, 1) == 1
    assert level_options(s, A, again) == [2]
