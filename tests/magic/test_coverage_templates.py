"""Games that prove the templates added for issue 10's coverage target do what their Oracle
text says, with the cards compiled from MTGJSON (the compile and round-trip tests are in
``tests/oracle/test_coverage_templates.py``)."""

from __future__ import annotations

import pytest

from cardtable.core.errors import IllegalAction
from cardtable.games.magic import model as m
from cardtable.games.magic.combat import can_block
from cardtable.games.magic.layers import matches
from cardtable.games.magic.model.loader import card_pool
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled


def _cards(*names: str) -> dict[str, m.CardDef]:
    out = dict(card_pool())
    for name in names:
        card = compiled(name)
        assert card.card is not None and card.supported, (name, card.failures, card.reason)
        out[name] = card.card
    return out


def test_tapped_creatures_skip_their_next_untap_step_only_CR_502_3() -> None:
    """Frost Breath: "Tap up to two target creatures. Those creatures don't untap during their
    controller's next untap step." — B's two Bears stay tapped through B's next untap step and
    untap in the one after; B's other tapped creature untaps as usual."""
    s = Scenario(cards=_cards("Frost Breath"))
    s.lands(A, "Island", 3)
    first, second = s.put(B, "Grizzly Bears"), s.put(B, "Grizzly Bears")
    other = s.put(B, "Grizzly Bears", tapped=True)
    s.hand(A, "Frost Breath")
    s.start(active=A)
    s.cast(A, "Frost Breath", targets=[(first, second)])
    s.resolve()
    assert s.obj(first).tapped and s.obj(second).tapped
    s.to_step("upkeep", active=B)
    assert s.obj(first).tapped and s.obj(second).tapped
    assert not s.obj(other).tapped
    s.to_step("upkeep", active=A)
    s.to_step("upkeep", active=B)
    assert not s.obj(first).tapped and not s.obj(second).tapped


def test_enters_tapped_unless_two_or_fewer_other_lands_CR_614_1c() -> None:
    """Blackcleave Cliffs: "~ enters tapped unless you control two or fewer other lands." —
    untapped with two other lands, tapped with three."""
    s = Scenario(cards=_cards("Blackcleave Cliffs"))
    s.lands(A, "Swamp", 2)
    s.hand(A, "Blackcleave Cliffs")
    s.start(active=A)
    s.play_land(A, "Blackcleave Cliffs")
    assert not s.obj(s.id("Blackcleave Cliffs")).tapped
    s = Scenario(cards=_cards("Blackcleave Cliffs"))
    s.lands(A, "Swamp", 3)
    s.hand(A, "Blackcleave Cliffs")
    s.start(active=A)
    s.play_land(A, "Blackcleave Cliffs")
    assert s.obj(s.id("Blackcleave Cliffs")).tapped


def test_check_land_enters_untapped_with_its_land_type_CR_614_1c() -> None:
    """Glacial Fortress: "~ enters tapped unless you control a Plains or an Island."."""
    for lands, tapped in ((("Island",), False), (("Forest",), True)):
        s = Scenario(cards=_cards("Glacial Fortress"))
        for land in lands:
            s.put(A, land)
        s.hand(A, "Glacial Fortress")
        s.start(active=A)
        s.play_land(A, "Glacial Fortress")
        assert s.obj(s.id("Glacial Fortress")).tapped is tapped


def test_battlebond_land_counts_opponents_CR_614_1c() -> None:
    """Morphic Pool: "~ enters tapped unless you have two or more opponents." — tapped in a
    two-player game, untapped with two opponents."""
    for players, tapped in ((2, True), (3, False)):
        s = Scenario(players, cards=_cards("Morphic Pool"))
        s.hand(A, "Morphic Pool")
        s.start(active=A)
        s.play_land(A, "Morphic Pool")
        assert s.obj(s.id("Morphic Pool")).tapped is tapped


def test_kicked_creature_enters_with_counters_CR_702_33d() -> None:
    """Gnarlid Colony (kicker {2}{G}): "If ~ was kicked, it enters with two +1/+1 counters on
    it." — only when the kicker was paid."""
    for kicked, counters in ((True, 2), (False, 0)):
        s = Scenario(cards=_cards("Gnarlid Colony"))
        s.lands(A, "Forest", 5)
        s.hand(A, "Gnarlid Colony")
        s.start(active=A)
        s.cast(A, "Gnarlid Colony", kicker=kicked)
        s.resolve()
        assert s.obj(s.id("Gnarlid Colony")).counters.get("+1/+1", 0) == counters


def test_protection_from_artifacts_blocks_and_damage_CR_702_16() -> None:
    """Tel-Jilad Chosen (protection from artifacts): an artifact creature can't block it
    (702.16e) and Rod of Ruin can't target it (702.16b); a plain creature can block it."""
    s = Scenario(cards=_cards("Tel-Jilad Chosen", "Ornithopter", "Rod of Ruin"))
    chosen = s.put(A, "Tel-Jilad Chosen")
    thopter = s.put(B, "Ornithopter")
    bears = s.put(B, "Grizzly Bears")
    s.put(B, "Rod of Ruin")
    s.lands(B, "Mountain", 3)
    s.start(active=A)
    assert not can_block(s.game, thopter, chosen)
    assert can_block(s.game, bears, chosen)
    s.pass_priority()
    decision = s.pending
    assert decision is not None and decision.player == B
    with pytest.raises(IllegalAction):
        s.activate(B, "Rod of Ruin", targets=[chosen])


def test_attacking_or_blocking_creature_only_CR_506_4() -> None:
    """Ballista Squad: "… target attacking or blocking creature": an attacking creature
    matches, a creature out of combat does not."""
    s = Scenario(cards=_cards("Ballista Squad"))
    squad = s.put(B, "Ballista Squad")
    attacker = s.put(A, "Grizzly Bears")
    idle = s.put(A, "Grizzly Bears")
    s.start(active=A)
    (ability,) = [a for a in s.obj(squad).card.abilities if isinstance(a, m.ActivatedAbility)]
    flt = ability.targets[0].filter
    assert not matches(s.state, s.obj(attacker), flt, B)
    s.attack({attacker: "p1"})
    assert matches(s.state, s.obj(attacker), flt, B)
    assert not matches(s.state, s.obj(idle), flt, B)


def test_becomes_blocked_pumps_the_attacker_CR_509_3c() -> None:
    """Slashing Tiger (3/3): "Whenever ~ becomes blocked, it gets +2/+2 until end of turn."."""
    s = Scenario(cards=_cards("Slashing Tiger"))
    tiger = s.put(A, "Slashing Tiger")
    bears = s.put(B, "Grizzly Bears")
    s.start(active=A)
    s.attack({tiger: "p1"})
    assert s.pt(tiger) == (3, 3)
    s.block(B, {bears: tiger})
    s.resolve()
    assert s.pt(tiger) == (5, 5)


def test_permanent_card_excludes_instants_CR_110_4b() -> None:
    """Nature's Spiral: "Return target permanent card from your graveyard to your hand." — a
    creature card in the graveyard matches, an instant card does not."""
    s = Scenario(cards=_cards("Nature's Spiral"))
    bears = s.graveyard(A, "Grizzly Bears")
    spiral = s.graveyard(A, "Nature's Spiral")
    s.start(active=A)
    (spell,) = [a for a in s.obj(spiral).card.abilities if isinstance(a, m.SpellAbility)]
    flt = spell.targets[0].filter
    assert matches(s.state, s.obj(bears), flt, A)
    assert not matches(s.state, s.obj(spiral), flt, A)


def test_sacrifice_unless_you_pay_each_upkeep_CR_608_2d() -> None:
    """Darba: "At the beginning of your upkeep, sacrifice ~ unless you pay {G}{G}." — paid, it
    stays; declined, it goes to the graveyard."""
    for pay, zone in ((True, "battlefield"), (False, "graveyard")):
        s = Scenario(cards=_cards("Darba"))
        s.put(A, "Darba")
        s.lands(A, "Forest", 2)
        s.start(active=B)
        s.to_step("upkeep", active=A)
        s.then("resolve.choice", pay)
        s.resolve()
        assert s.zone_of("Darba") == zone


def test_blocks_or_becomes_blocked_pumps_either_way_CR_509_3c() -> None:
    """Chub Toad (1/1): "Whenever ~ blocks or becomes blocked, it gets +2/+2 until end of
    turn." — as a blocker."""
    s = Scenario(cards=_cards("Chub Toad"))
    toad = s.put(B, "Chub Toad")
    bears = s.put(A, "Grizzly Bears")
    s.start(active=A)
    s.attack({bears: "p1"})
    s.block(B, {toad: bears})
    s.resolve()
    assert s.pt(toad) == (3, 3)


def test_cant_be_blocked_by_white_creatures_CR_509_1b() -> None:
    """Dauthi Horror: a white creature can't block it (nor can a creature without shadow,
    702.28b); the restriction is on the pair, by the blocker's colour."""
    from cardtable.games.magic.combat_rules import pair_allows
    from cardtable.games.magic.layers import chars

    s = Scenario(cards=_cards("Dauthi Horror", "Savannah Lions"))
    horror = s.put(A, "Dauthi Horror")
    lions = s.put(B, "Savannah Lions")
    bears = s.put(B, "Grizzly Bears")
    s.start(active=A)
    attacker = chars(s.state, s.obj(horror))
    assert not pair_allows(attacker, chars(s.state, s.obj(lions)))
    assert pair_allows(attacker, chars(s.state, s.obj(bears)))


def test_enchanted_creature_gains_the_quoted_ability_CR_613_1f() -> None:
    """Hermetic Study on A's Grizzly Bears: the Bears can now tap to deal 1 damage to any
    target (the ability is the Bears', CR 113.7a)."""
    s = Scenario(cards=_cards("Hermetic Study"))
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Hermetic Study", attached_to=bears)
    s.start(active=A)
    s.activate(A, "Grizzly Bears", targets=["p1"])
    s.resolve()
    assert s.life(B) == 19
    assert s.obj(bears).tapped


def test_fetchland_pays_life_and_finds_either_land_type_CR_701_19() -> None:
    """Flooded Strand: "{T}, Pay 1 life, Sacrifice ~: Search your library for a Plains or
    Island card, put it onto the battlefield, then shuffle." — an Island qualifies, a Forest
    does not."""
    s = Scenario(cards=_cards("Flooded Strand"))
    s.put(A, "Flooded Strand")
    island = s.library_top(A, "Island")
    forest = s.library_top(A, "Forest")
    s.start(active=A)
    s.activate(A, "Flooded Strand")
    decision = s.pending
    s.then("resolve.choice", (island,))
    s.resolve()
    assert decision is not None
    assert s.life(A) == 19
    assert s.zone_of("Flooded Strand") == "graveyard"
    assert len(s.ids("Island", "battlefield")) == 1  # a new object (CR 400.7)
    assert island not in s.state.objects
    assert s.obj(forest).zone == "library"


def test_tutor_to_the_top_shuffles_first_CR_701_19() -> None:
    """Vampiric Tutor: "Search your library for a card, then shuffle and put that card on top.
    You lose 2 life." — the chosen card is on top after the shuffle."""
    s = Scenario(cards=_cards("Vampiric Tutor"))
    s.put(A, "Swamp")
    s.hand(A, "Vampiric Tutor")
    wanted = s.library_top(A, "Forest")
    for _ in range(3):
        s.library_top(A, "Island")
    s.start(active=A)
    s.cast(A, "Vampiric Tutor")
    s.then("resolve.choice", (wanted,))
    s.resolve()
    assert s.state.zone(A, "library")[0] == wanted
    assert s.life(A) == 18


def test_afterlife_creates_spirits_when_it_dies_CR_702_135a() -> None:
    """Orzhov Enforcer (afterlife 1) dies: its controller creates a 1/1 white and black Spirit
    creature token with flying."""
    s = Scenario(cards=_cards("Orzhov Enforcer"))
    enforcer = s.put(A, "Orzhov Enforcer")
    s.put(B, "Mountain")
    s.hand(B, "Shock")
    s.start(active=B)
    s.cast(B, "Shock", targets=[enforcer])
    s.resolve()
    spirits = [o for o in s.state.objects.values()
               if o.zone == "battlefield" and o.card.name == "Spirit"]
    assert len(spirits) == 1 and spirits[0].token and spirits[0].controller == A
    assert s.pt(spirits[0].id) == (1, 1) and "flying" in s.keywords(spirits[0].id)


def test_confiscate_takes_control_of_a_permanent_CR_613_1b() -> None:
    """Confiscate: "Enchant permanent / You control enchanted permanent." on B's land."""
    s = Scenario(cards=_cards("Confiscate"))
    land = s.put(B, "Forest")
    s.put(A, "Confiscate", attached_to=land)
    s.start(active=A)
    assert s.controller(land) == A


def test_sage_owl_puts_the_top_cards_back_in_the_chosen_order_CR_401_4() -> None:
    """Sage Owl enters: its controller looks at the top four cards and puts them back in any
    order — the order answered, the first on top; the fifth card is untouched."""
    s = Scenario(cards=_cards("Sage Owl"))
    s.lands(A, "Island", 2)
    s.hand(A, "Sage Owl")
    fifth = s.library_top(A, "Forest")
    top = [s.library_top(A, name) for name in ("Island", "Swamp", "Mountain", "Plains")]
    top.reverse()  # library_top puts each on top: the last one is the top card
    s.start(active=A)
    s.cast(A, "Sage Owl")
    wanted = (top[3], top[1], top[0], top[2])
    s.then("resolve.choice", wanted)
    s.resolve()
    library = s.state.zone(A, "library")
    assert tuple(library[:4]) == wanted and library[4] == fifth


def test_heroic_triggers_only_for_a_spell_targeting_it_CR_601_2c() -> None:
    """Satyr Hoplite (1/1, heroic: a +1/+1 counter): A's Giant Growth on it triggers heroic;
    B's Giant Growth on it does not (a spell *you* cast), nor A's on another creature."""
    s = Scenario(cards=_cards("Satyr Hoplite"))
    hoplite = s.put(A, "Satyr Hoplite")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Forest", 2)
    s.lands(B, "Forest", 1)
    s.hand(A, "Giant Growth", 2)
    s.hand(B, "Giant Growth")
    s.start(active=A)
    s.cast(A, "Giant Growth", targets=[hoplite])
    s.resolve()
    assert s.obj(hoplite).counters.get("+1/+1", 0) == 1
    s.cast(A, "Giant Growth", targets=[bears])
    s.resolve()
    s.cast(B, "Giant Growth", targets=[hoplite])
    s.resolve()
    assert s.obj(hoplite).counters.get("+1/+1", 0) == 1
