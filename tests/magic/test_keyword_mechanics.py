"""Issue 29: keyword mechanics the engine lacked (CR 702), each played from the real Oracle text
of a real card compiled by the Oracle compiler, asserting what the text says happens."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic.actions import Cast, Pass
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model import CardDef
from cardtable.games.magic.support import unsupported_reason
from cardtable.games.magic.view import make_view
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled


def _real(name: str) -> CardDef:
    card = compiled(name)
    assert card.card is not None, card.failures
    assert card.supported, card.reason
    return card.card


def _with(scenario: type[Scenario], *names: str, players: int = 2) -> Scenario:
    from tests.magic.conftest import test_cards

    cards = dict(test_cards())
    for name in names:
        cards[name] = _real(name)
    return scenario(players, cards=cards)


def _casts(s: Scenario, oid: int) -> list[Any]:
    s._priority_to(A)
    decision = s.pending
    assert decision is not None and decision.tag == "priority"
    return [o for o in decision.options if isinstance(o, Cast) and o.card == oid]


# -- partner (702.124) ----------------------------------------------------------------------------


def test_cr_702_124_partner_has_no_effect_in_the_game() -> None:
    """"Partner (You can have two commanders if both have partner.)" is about deck construction
    (702.124c): Rograkh, Son of Rohgahh is supported and plays as its other keywords say."""
    card = _real("Rograkh, Son of Rohgahh")
    assert unsupported_reason(card) is None
    assert card.has_keyword("partner")


# -- buyback (702.27) -----------------------------------------------------------------------------


def test_cr_702_27a_buyback_paid_returns_the_spell_to_its_owners_hand(
        scenario: type[Scenario]) -> None:
    """Whispers of the Muse ("Buyback {5}. Draw a card."): cast for {U} plus the buyback {5}, it
    draws a card and is put into its owner's hand as it resolves, not the graveyard."""
    s = _with(scenario, "Whispers of the Muse")
    s.lands(A, "Island", 6)
    s.library_top(A, "Forest")
    s.hand(A, "Whispers of the Muse")
    s.start()
    hand = s.hand_size(A)
    s.then("cast.buyback", True)
    s.cast(A, "Whispers of the Muse")
    assert sum(s.obj(i).tapped for i in s.ids("Island")) == 6  # {U} + {5} (601.2f)
    s.resolve()
    assert s.zone_of("Whispers of the Muse") == "hand"
    assert s.hand_size(A) == hand + 1  # the spell came back and a card was drawn
    assert s.ids("Forest", "hand")


def test_cr_702_27a_buyback_unpaid_puts_the_spell_into_the_graveyard(
        scenario: type[Scenario]) -> None:
    """Without the buyback cost the spell goes to the graveyard as usual (608.2n); with too
    little mana for {U}+{5} the buyback is not offered as a choice (601.2f–h)."""
    s = _with(scenario, "Whispers of the Muse")
    s.lands(A, "Island", 2)
    s.library_top(A, "Forest")
    whispers = s.hand(A, "Whispers of the Muse")
    s.start()
    (cast,) = _casts(s, whispers)
    s.apply(A, cast)
    asked = s.pending
    assert asked is not None and asked.tag == "cast.buyback"
    assert tuple(asked.options) == (False,)
    s.apply(A, False)
    s.resolve()
    assert s.zone_of("Whispers of the Muse") == "graveyard"
    assert sum(s.obj(i).tapped for i in s.ids("Island")) == 1


# -- delve (702.66) and improvise (702.126) -------------------------------------------------------


def test_cr_702_66a_delve_exiles_graveyard_cards_each_paying_one_generic(
        scenario: type[Scenario]) -> None:
    """Treasure Cruise ("Delve. Draw three cards.", {7}{U}) with one Island and seven cards in
    the graveyard: each exiled card pays {1}, the Island pays {U}; it draws three cards."""
    s = _with(scenario, "Treasure Cruise")
    s.lands(A, "Island", 1)
    yard = [s.graveyard(A, "Forest") for _ in range(7)]
    for _ in range(3):
        s.library_top(A, "Mountain")
    cruise = s.hand(A, "Treasure Cruise")
    s.start()
    (cast,) = _casts(s, cruise)  # castable only with delve counted (601.2f–h)
    s.apply(A, cast)
    asked = s.pending
    assert asked is not None and asked.tag == "cast.convoke" and "delve" in asked.prompt
    assert set(yard) <= set(asked.options)
    s.apply(A, tuple(yard))
    s.resolve()
    assert len(s.ids("Forest", "exile")) == 7
    assert len(s.ids("Mountain", "hand")) == 3
    assert s.zone_of("Treasure Cruise") == "graveyard"


def test_cr_702_66a_delve_cannot_exile_more_than_the_generic_part(
        scenario: type[Scenario]) -> None:
    """Delve pays only generic mana: the question allows at most seven cards for Treasure
    Cruise's {7}, and exiling eight is refused (the game unchanged)."""
    s = _with(scenario, "Treasure Cruise")
    s.lands(A, "Island", 1)
    yard = [s.graveyard(A, "Forest") for _ in range(8)]
    cruise = s.hand(A, "Treasure Cruise")
    s.start()
    (cast,) = _casts(s, cruise)
    s.apply(A, cast)
    assert s.pending is not None and s.pending.max_count == 7
    assert "a tuple of 0..7" in s.refused(A, tuple(yard))


def test_cr_702_126a_improvise_taps_artifacts_each_paying_one_generic(
        scenario: type[Scenario]) -> None:
    """Reverse Engineer ("Improvise. Draw three cards.", {3}{U}{U}): two Islands pay {U}{U},
    three untapped artifacts tapped for improvise pay {3}; it draws three cards."""
    s = _with(scenario, "Reverse Engineer", "Ornithopter")
    s.lands(A, "Island", 2)
    rocks = [s.put(A, "Ornithopter", sick=True) for _ in range(3)]  # sick: not a {T} cost
    for _ in range(3):
        s.library_top(A, "Mountain")
    engineer = s.hand(A, "Reverse Engineer")
    s.start()
    (cast,) = _casts(s, engineer)
    s.apply(A, cast)
    asked = s.pending
    assert asked is not None and asked.tag == "cast.convoke" and "improvise" in asked.prompt
    s.apply(A, tuple(rocks))
    s.resolve()
    assert all(s.obj(r).tapped for r in rocks)
    assert len(s.ids("Mountain", "hand")) == 3


# -- dash (702.109) and blitz (702.152) -----------------------------------------------------------


def test_cr_702_109a_dash_haste_and_return_to_hand_at_the_next_end_step(
        scenario: type[Scenario]) -> None:
    """Alesha's Vanguard ({3}{B}, "Dash {2}{B}") cast for its dash cost is an alternative way
    to cast it (601.2b; with three Swamps only the dash way is payable); the creature has haste
    (it attacks the turn it entered) and is returned to its owner's hand at the beginning of the
    next end step."""
    s = _with(scenario, "Alesha's Vanguard")
    s.lands(A, "Swamp", 3)
    vanguard = s.hand(A, "Alesha's Vanguard")
    s.start()
    assert {c.way for c in _casts(s, vanguard)} == {"dash"}
    s.cast(A, "Alesha's Vanguard", way="dash")
    s.resolve()
    oid = s.id("Alesha's Vanguard")
    assert "haste" in s.keywords(oid)
    s.to_step("declare_attackers")
    s.attack({oid: "p1"})
    s.to_step("end")
    s.resolve()
    assert s.zone_of("Alesha's Vanguard") == "hand"
    assert s.life(B) == 17


def test_cr_702_109a_dash_unpaid_the_creature_stays_without_haste(
        scenario: type[Scenario]) -> None:
    """Cast for its mana cost, the same card has no haste and stays past the end step."""
    s = _with(scenario, "Alesha's Vanguard")
    s.lands(A, "Swamp", 4)
    s.hand(A, "Alesha's Vanguard")
    s.start()
    s.cast(A, "Alesha's Vanguard")
    s.resolve()
    oid = s.id("Alesha's Vanguard")
    assert "haste" not in s.keywords(oid)
    s.to_step("end")
    s.resolve()
    assert s.zone_of("Alesha's Vanguard") == "battlefield"


def test_cr_702_152a_blitz_haste_sacrificed_at_end_step_and_draws_when_it_dies(
        scenario: type[Scenario]) -> None:
    """Riveteers Requisitioner ("When ~ dies, create a Treasure token." and "Blitz {2}{R}"):
    cast for its blitz cost it has haste; at the beginning of the next end step it is
    sacrificed, and as it dies both its own trigger (a Treasure) and blitz's granted "When this
    creature dies, draw a card." trigger."""
    s = _with(scenario, "Riveteers Requisitioner")
    s.lands(A, "Mountain", 3)
    s.library_top(A, "Forest")
    s.hand(A, "Riveteers Requisitioner")
    s.start()
    s.cast(A, "Riveteers Requisitioner", way="blitz")
    s.resolve()
    oid = s.id("Riveteers Requisitioner")
    assert "haste" in s.keywords(oid)
    s.to_step("end")
    s.then("order_triggers", (0, 1))  # its two "dies" triggers (603.3b)
    s.resolve()
    assert s.zone_of("Riveteers Requisitioner") == "graveyard"
    assert s.ids("Forest", "hand")
    assert s.ids("Treasure", "battlefield")


# -- madness (702.35) -----------------------------------------------------------------------------


def _discard_temper(s: Scenario) -> int:
    """A casts Tormenting Voice ("As an additional cost to cast this spell, discard a card.")
    discarding Fiery Temper ("Fiery Temper deals 3 damage to any target. Madness {R}")."""
    s.lands(A, "Mountain", 3)
    for _ in range(2):
        s.library_top(A, "Forest")
    temper = s.hand(A, "Fiery Temper")
    s.hand(A, "Tormenting Voice")
    s.start()
    s.then("cast.discard", (temper,))
    s.cast(A, "Tormenting Voice")
    return temper


def test_cr_702_35a_madness_discarded_card_is_exiled_and_cast_for_its_madness_cost(
        scenario: type[Scenario]) -> None:
    """Fiery Temper discarded is exiled instead of put into the graveyard; its madness trigger
    lets its owner cast it for {R} rather than {1}{R}{R} (601.2f): it deals 3 damage."""
    s = _with(scenario, "Fiery Temper", "Tormenting Voice")
    _discard_temper(s)
    assert s.zone_of("Fiery Temper") == "exile"
    s.then("resolve.choice", True).then("cast.target", "p1")
    s.resolve()
    assert s.life(B) == 17
    assert s.zone_of("Fiery Temper") == "graveyard"  # it resolved
    assert len(s.ids("Forest", "hand")) == 2  # Tormenting Voice resolved too
    assert sum(s.obj(i).tapped for i in s.ids("Mountain")) == 3  # {1}{R} + {R}


def test_cr_702_35a_madness_not_cast_the_card_goes_to_the_graveyard(
        scenario: type[Scenario]) -> None:
    """"If that player doesn't, they put this card into their graveyard.\""""
    s = _with(scenario, "Fiery Temper", "Tormenting Voice")
    _discard_temper(s)
    s.then("resolve.choice", False)
    s.resolve()
    assert s.zone_of("Fiery Temper") == "graveyard"
    assert s.life(B) == 20


# -- unearth (702.84) -----------------------------------------------------------------------------


def test_cr_702_84a_unearth_returns_with_haste_and_is_exiled_at_the_next_end_step(
        scenario: type[Scenario]) -> None:
    """Dregscape Zombie ("Unearth {B}"): activated from the graveyard as a sorcery, it returns to
    the battlefield, has haste (it attacks at once) and is exiled at the next end step."""
    s = _with(scenario, "Dregscape Zombie")
    s.lands(A, "Swamp", 1)
    s.graveyard(A, "Dregscape Zombie")
    s.start()
    s.activate(A, "Dregscape Zombie")
    s.resolve()
    oid = s.id("Dregscape Zombie")
    assert "haste" in s.keywords(oid)
    s.to_step("declare_attackers")
    s.attack({oid: "p1"})
    s.to_step("end")
    s.resolve()
    assert s.zone_of("Dregscape Zombie") == "exile"
    assert s.life(B) == 18


def test_cr_702_84a_unearthed_permanent_that_would_leave_is_exiled_instead(
        scenario: type[Scenario]) -> None:
    """"If it would leave the battlefield, exile it instead of putting it anywhere else": the
    unearthed Dregscape Zombie destroyed by Murder goes to exile, not the graveyard."""
    s = _with(scenario, "Dregscape Zombie")
    s.lands(A, "Swamp", 1)
    s.lands(B, "Swamp", 3)
    s.graveyard(A, "Dregscape Zombie")
    s.hand(B, "Murder")
    s.start()
    s.activate(A, "Dregscape Zombie")
    s.resolve()
    oid = s.id("Dregscape Zombie")
    s.cast(B, "Murder", targets=[oid])
    s.resolve()
    assert s.zone_of("Dregscape Zombie") == "exile"


def test_cr_702_84a_unearth_only_as_a_sorcery(scenario: type[Scenario]) -> None:
    """"Activate only as a sorcery": not offered in the opponent's turn."""
    s = _with(scenario, "Dregscape Zombie")
    s.lands(A, "Swamp", 1)
    s.graveyard(A, "Dregscape Zombie")
    s.start(active=B)
    s._priority_to(A)
    decision = s.pending
    assert decision is not None and decision.tag == "priority"
    assert not [o for o in decision.options if getattr(o, "name", "") == "Dregscape Zombie"]


# -- cascade (702.85) -----------------------------------------------------------------------------


def _cascade_board(s: Scenario) -> None:
    """Bloodbraid Elf ({2}{R}{G}, "Haste. Cascade") with a library of Mountain, Colossal
    Dreadmaw (mana value 6: not less than 4), Volcanic Hammer (2) and Forest, from the top."""
    s.lands(A, "Mountain", 2)
    s.lands(A, "Forest", 2)
    for name in ("Forest", "Volcanic Hammer", "Colossal Dreadmaw", "Mountain"):
        s.library_top(A, name)
    s.hand(A, "Bloodbraid Elf")
    s.start()
    s.cast(A, "Bloodbraid Elf")


def test_cr_702_85a_cascade_exiles_until_a_lesser_nonland_card_and_casts_it_free(
        scenario: type[Scenario]) -> None:
    """Casting Bloodbraid Elf triggers cascade: Mountain and Colossal Dreadmaw are exiled and
    passed over, Volcanic Hammer is cast without paying its mana cost (3 damage to B) before the
    Elf resolves; the passed-over cards go to the bottom of the library; Forest stays on top."""
    s = _with(scenario, "Bloodbraid Elf")
    _cascade_board(s)
    s.then("resolve.choice", True).then("cast.target", "p1")
    s.resolve()
    assert s.life(B) == 17
    assert s.zone_of("Volcanic Hammer") == "graveyard"
    assert s.zone_of("Bloodbraid Elf") == "battlefield"
    library = s.state.zone(A, "library")
    assert s.obj(library[0]).card.name == "Forest"
    assert {s.obj(i).card.name for i in library[-2:]} == {"Mountain", "Colossal Dreadmaw"}
    assert not s.ids("Mountain", "exile") and not s.ids("Colossal Dreadmaw", "exile")


def test_cr_702_85a_cascade_declined_puts_every_exiled_card_on_the_bottom(
        scenario: type[Scenario]) -> None:
    """Declining the cast, the hit card goes to the bottom too, with the others."""
    s = _with(scenario, "Bloodbraid Elf")
    _cascade_board(s)
    s.then("resolve.choice", False)
    s.resolve()
    assert s.life(B) == 20
    library = s.state.zone(A, "library")
    assert s.obj(library[0]).card.name == "Forest"
    assert {s.obj(i).card.name for i in library[-3:]} == {"Mountain", "Colossal Dreadmaw",
                                                          "Volcanic Hammer"}


# -- retrace (702.81) -----------------------------------------------------------------------------


def test_cr_702_81a_retrace_casts_from_the_graveyard_by_discarding_a_land_card(
        scenario: type[Scenario]) -> None:
    """Flame Jab ("Flame Jab deals 1 damage to any target. Retrace") in the graveyard is cast
    for {R} plus discarding a land card — only the land card of the hand is offered — and goes
    back to the graveyard as it resolves, ready to be cast again."""
    s = _with(scenario, "Flame Jab")
    s.lands(A, "Mountain", 1)
    s.graveyard(A, "Flame Jab")
    land = s.hand(A, "Mountain")
    s.hand(A, "Volcanic Hammer")
    s.start()
    s._priority_to(A)
    decision = s.pending
    assert decision is not None
    assert [o.way for o in decision.options if isinstance(o, Cast) and o.name == "Flame Jab"] \
        == ["retrace"]
    s.apply(A, next(o for o in decision.options if isinstance(o, Cast)
                    and o.name == "Flame Jab"))
    s.then("cast.target", "p1")
    s._drain()
    asked = s.pending
    assert asked is not None and asked.tag == "cast.discard"
    assert tuple(asked.options) == (land,)
    s.apply(A, (land,))
    s.resolve()
    assert s.life(B) == 19
    assert s.zone_of("Flame Jab") == "graveyard"
    assert "Mountain" in s.graveyard_names(A)


def test_cr_702_81a_retrace_needs_a_land_card_to_discard(scenario: type[Scenario]) -> None:
    """With no land card in hand, Flame Jab in the graveyard is not offered (601.2h)."""
    s = _with(scenario, "Flame Jab")
    s.lands(A, "Mountain", 1)
    s.graveyard(A, "Flame Jab")
    s.hand(A, "Volcanic Hammer")
    s.start()
    s._priority_to(A)
    decision = s.pending
    assert decision is not None
    assert not [o for o in decision.options if isinstance(o, Cast) and o.name == "Flame Jab"]


# -- surge (702.117) and undaunted (702.125) ------------------------------------------------------


def test_cr_702_117a_surge_only_after_casting_another_spell_this_turn(
        scenario: type[Scenario]) -> None:
    """Comparative Analysis ({3}{U}, "Surge {2}{U}. Target player draws two cards."): with three
    Islands it cannot be cast for its mana cost; the surge way is offered only once A has cast
    another spell this turn (Opt), and then it draws two for {2}{U}."""
    s = _with(scenario, "Comparative Analysis")
    s.lands(A, "Island", 4)
    for _ in range(3):
        s.library_top(A, "Forest")
    analysis = s.hand(A, "Comparative Analysis")
    s.hand(A, "Opt")
    s.start()
    assert {c.way for c in _casts(s, analysis)} == {""}
    s.then("resolve.choice", ())  # Opt: scry 1, keep it on top
    s.cast(A, "Opt")
    s.resolve()
    assert {c.way for c in _casts(s, analysis)} == {"surge"}  # {3}{U} no longer payable
    s.cast(A, "Comparative Analysis", way="surge", targets=["p0"])
    s.resolve()
    assert len(s.ids("Forest", "hand")) == 3  # Opt's draw and two more


def test_cr_702_125a_undaunted_costs_one_less_for_each_opponent(
        scenario: type[Scenario]) -> None:
    """Sublime Exhalation ({6}{W}, "Undaunted. Destroy all creatures.") in a four-player game
    costs {3}{W}: four Plains cast it."""
    s = _with(scenario, "Sublime Exhalation", players=4)
    s.lands(A, "Plains", 4)
    s.put(B, "Craw Wurm")
    s.hand(A, "Sublime Exhalation")
    s.start()
    s.cast(A, "Sublime Exhalation")
    s.resolve()
    assert s.zone_of("Craw Wurm") == "graveyard"
    assert all(s.obj(i).tapped for i in s.ids("Plains"))


# -- transmute (702.53) ---------------------------------------------------------------------------


def test_cr_702_53a_transmute_discards_to_search_for_the_same_mana_value(
        scenario: type[Scenario]) -> None:
    """Dizzy Spell ({U}, "Transmute {1}{U}{U}"): discarded from the hand as a sorcery, it finds
    a card with mana value 1 (Opt, not Volcanic Hammer) and puts it into the hand."""
    s = _with(scenario, "Dizzy Spell")
    s.lands(A, "Island", 3)
    s.library_top(A, "Volcanic Hammer")
    opt = s.library_top(A, "Opt")
    s.library_top(A, "Forest")
    s.hand(A, "Dizzy Spell")
    s.start()
    s.then("resolve", (opt,))
    s.activate(A, "Dizzy Spell")
    s.resolve()
    assert s.ids("Opt", "hand")
    assert s.zone_of("Dizzy Spell") == "graveyard"


def test_cr_702_53a_transmute_only_as_a_sorcery(scenario: type[Scenario]) -> None:
    """Not offered in the opponent's turn."""
    s = _with(scenario, "Dizzy Spell")
    s.lands(A, "Island", 3)
    s.hand(A, "Dizzy Spell")
    s.start(active=B)
    s._priority_to(A)
    decision = s.pending
    assert decision is not None
    assert not [o for o in decision.options if getattr(o, "name", "") == "Dizzy Spell"
                and not isinstance(o, Cast)]


# -- sunburst (702.44) ----------------------------------------------------------------------------


def test_cr_702_44a_sunburst_creature_gets_a_counter_for_each_colour_spent(
        scenario: type[Scenario]) -> None:
    """Suntouched Myr ({3} 0/0, "Sunburst") paid with a Plains, an Island and a Mountain enters
    with three +1/+1 counters: a 3/3 (with none it would die, 704.5f)."""
    s = _with(scenario, "Suntouched Myr")
    for land in ("Plains", "Island", "Mountain"):
        s.lands(A, land, 1)
    s.hand(A, "Suntouched Myr")
    s.start()
    s.cast(A, "Suntouched Myr")
    s.resolve()
    oid = s.id("Suntouched Myr")
    assert s.obj(oid).counters.get("+1/+1") == 3
    assert s.pt(oid) == (3, 3)


def test_cr_702_44a_sunburst_noncreature_gets_charge_counters_colourless_counts_none(
        scenario: type[Scenario]) -> None:
    """Pentad Prism ({2} artifact, "Sunburst") is no creature: it gets charge counters, one for
    each colour spent — two Swamps are one colour, so one counter."""
    s = _with(scenario, "Pentad Prism")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Pentad Prism")
    s.start()
    s.cast(A, "Pentad Prism")
    s.resolve()
    prism = s.obj(s.id("Pentad Prism"))
    assert prism.counters.get("charge") == 1 and "+1/+1" not in prism.counters


# -- scavenge (702.97), embalm (702.128), eternalize (702.129) ------------------------------------


def test_cr_702_97a_scavenge_exiles_the_card_for_counters_equal_to_its_power(
        scenario: type[Scenario]) -> None:
    """Dreg Mangler (3/3, "Scavenge {3}{B}{G}"): exiled from the graveyard as the cost, it puts
    three +1/+1 counters on target creature (Craw Wurm 6/4 → 9/7)."""
    s = _with(scenario, "Dreg Mangler")
    s.lands(A, "Swamp", 3)
    s.lands(A, "Forest", 2)
    wurm = s.put(A, "Craw Wurm")
    s.graveyard(A, "Dreg Mangler")
    s.start()
    s.activate(A, "Dreg Mangler", targets=[wurm])
    assert s.zone_of("Dreg Mangler") == "exile"  # paid as a cost (601.2h), before resolving
    s.resolve()
    assert s.obj(wurm).counters.get("+1/+1") == 3
    assert s.pt(wurm) == (9, 7)


def test_cr_702_128a_embalm_makes_a_white_zombie_token_copy_without_mana_cost(
        scenario: type[Scenario]) -> None:
    """Sacred Cat (1/1 lifelink, "Embalm {W}"): the card is exiled and a token copy enters —
    white, a Zombie Cat, no mana cost, lifelink kept."""
    s = _with(scenario, "Sacred Cat")
    s.lands(A, "Plains", 1)
    s.graveyard(A, "Sacred Cat")
    s.start()
    s.activate(A, "Sacred Cat")
    s.resolve()
    (token,) = [i for i in s.ids("Sacred Cat", "battlefield") if s.obj(i).token]
    c = chars(s.state, s.obj(token))
    assert c.colors == frozenset({"W"}) and "Zombie" in c.subtypes and "Cat" in c.subtypes
    assert c.mana_value == 0 and "lifelink" in c.keywords and (c.power, c.toughness) == (1, 1)
    assert s.ids("Sacred Cat", "exile")


def test_cr_702_129a_eternalize_makes_a_black_4_4_zombie_token_copy(
        scenario: type[Scenario]) -> None:
    """Proven Combatant (1/1, "Eternalize {4}{U}{U}"): a black 4/4 Zombie token copy."""
    s = _with(scenario, "Proven Combatant")
    s.lands(A, "Island", 6)
    s.graveyard(A, "Proven Combatant")
    s.start()
    s.activate(A, "Proven Combatant")
    s.resolve()
    (token,) = s.ids("Proven Combatant", "battlefield")
    c = chars(s.state, s.obj(token))
    assert s.obj(token).token and c.colors == frozenset({"B"}) and "Zombie" in c.subtypes
    assert (c.power, c.toughness) == (4, 4) and c.mana_value == 0
    assert s.ids("Proven Combatant", "exile")


# -- riot (702.136) and unleash (702.98) ----------------------------------------------------------


def test_cr_702_136a_riot_choose_a_counter_or_haste(scenario: type[Scenario]) -> None:
    """Zhur-Taa Goblin (2/2, "Riot"): its controller chooses as it enters — the +1/+1 counter
    (a 3/3 without haste) or haste (a 2/2 that can attack at once)."""
    for choice, pt, hasty in (("+1/+1 counter", (3, 3), False), ("haste", (2, 2), True)):
        s = _with(scenario, "Zhur-Taa Goblin")
        s.lands(A, "Mountain", 1)
        s.lands(A, "Forest", 1)
        s.hand(A, "Zhur-Taa Goblin")
        s.start()
        s.cast(A, "Zhur-Taa Goblin")
        s.then("resolve.choice", choice)
        s.resolve()
        oid = s.id("Zhur-Taa Goblin")
        assert s.pt(oid) == pt
        assert ("haste" in s.keywords(oid)) is hasty


def test_cr_702_98a_unleash_with_the_counter_it_cannot_block(scenario: type[Scenario]) -> None:
    """Rakdos Cackler (1/1, "Unleash"): entering with the +1/+1 counter it is a 2/2 that can't
    block as long as it has a +1/+1 counter on it; without it, a 1/1 that blocks."""
    for choice, pt in (("+1/+1 counter", (2, 2)), ("no counter", (1, 1))):
        s = _with(scenario, "Rakdos Cackler")
        s.lands(A, "Swamp", 1)
        s.hand(A, "Rakdos Cackler")
        s.put(B, "Goblin Piker")
        s.start()
        s.cast(A, "Rakdos Cackler")
        s.then("resolve.choice", choice)
        s.resolve()
        oid = s.id("Rakdos Cackler")
        assert s.pt(oid) == pt
        s.to_step("declare_attackers", active=B)
        s.attack({s.id("Goblin Piker"): "p0"})
        assert _may_block(s, oid) is (choice == "no counter")


def _may_block(s: Scenario, oid: int) -> bool:
    """Pass priority until the blockers are declared; whether ``oid`` was offered as a blocker
    (no possible blocker: no question at all, 509.1)."""
    for _ in range(20):
        decision = s.pending
        if decision is None or s.state.step not in ("declare_attackers", "declare_blockers"):
            return False
        if decision.tag == "combat.block":
            offered = oid in decision.options
            s.apply(decision.player, ())
            return offered
        s.apply(decision.player, Pass())
    return False


# -- reinforce (702.77) and jump-start (702.133) --------------------------------------------------


def test_cr_702_77a_reinforce_discards_the_card_for_counters_on_target_creature(
        scenario: type[Scenario]) -> None:
    """Mosquito Guard ("Reinforce 1—{1}{W}"): from the hand, at instant speed (here in the
    opponent's turn), {1}{W} and discarding it put a +1/+1 counter on target creature."""
    s = _with(scenario, "Mosquito Guard")
    s.lands(A, "Plains", 2)
    wurm = s.put(A, "Craw Wurm")
    s.hand(A, "Mosquito Guard")
    s.start(active=B)
    s.activate(A, "Mosquito Guard", targets=[wurm])
    s.resolve()
    assert s.obj(wurm).counters.get("+1/+1") == 1
    assert s.zone_of("Mosquito Guard") == "graveyard"


def test_cr_702_133a_jump_start_casts_from_the_graveyard_discarding_then_exiles(
        scenario: type[Scenario]) -> None:
    """Direct Current ("Direct Current deals 2 damage to any target. Jump-start") in the
    graveyard is cast for {1}{R}{R} plus discarding a card (any card), and is exiled as it
    leaves the stack."""
    s = _with(scenario, "Direct Current")
    s.lands(A, "Mountain", 3)
    s.graveyard(A, "Direct Current")
    hammer = s.hand(A, "Volcanic Hammer")
    s.start()
    s.then("cast.discard", (hammer,))
    s.cast(A, "Direct Current", way="jump_start", targets=["p1"])
    s.resolve()
    assert s.life(B) == 18
    assert s.zone_of("Direct Current") == "exile"
    assert s.zone_of("Volcanic Hammer") == "graveyard"


# -- suspend (702.62) -----------------------------------------------------------------------------


def test_cr_702_62a_suspend_exiles_with_time_counters_then_casts_it_free(
        scenario: type[Scenario]) -> None:
    """Rift Bolt ({2}{R}, "Rift Bolt deals 3 damage to any target. Suspend 1—{R}"): for {R} it
    is exiled with one time counter, without using the stack (116.2f); at A's next upkeep the
    counter is removed and A casts it without paying its mana cost: 3 damage."""
    s = _with(scenario, "Rift Bolt")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Rift Bolt")
    s.start()
    s.activate(A, "Rift Bolt")
    assert not s.state.stack  # a special action
    (bolt,) = s.ids("Rift Bolt", "exile")
    assert s.obj(bolt).counters == {"time": 1}
    s.to_step("upkeep", active=B)
    assert s.ids("Rift Bolt", "exile")  # only its owner's upkeep counts
    s.to_step("upkeep", active=A)
    s.then("resolve.choice", True).then("cast.target", "p1")
    s.resolve()
    assert s.life(B) == 17
    assert s.zone_of("Rift Bolt") == "graveyard"


def test_cr_702_62a_suspended_creature_cast_has_haste_and_no_mana_cost_card_is_not_cast(
        scenario: type[Scenario]) -> None:
    """Durkwood Baloth (5/5, "Suspend 5—{G}") cast from suspend has haste; Ancestral Vision (no
    mana cost, "Suspend 4—{U}") is never offered as a normal cast (118.6), only suspended."""
    s = _with(scenario, "Durkwood Baloth", "Ancestral Vision")
    s.lands(A, "Forest", 1)
    s.lands(A, "Island", 1)
    vision = s.hand(A, "Ancestral Vision")
    s.hand(A, "Durkwood Baloth")
    s.start()
    assert _casts(s, vision) == []
    s.activate(A, "Durkwood Baloth")
    s.activate(A, "Ancestral Vision")
    (baloth,) = s.ids("Durkwood Baloth", "exile")
    s.obj(baloth).counters["time"] = 1  # four turns later: one counter left
    s.to_step("upkeep", active=B)
    s.then("order_triggers", (0, 1))  # both suspended cards' upkeep triggers (603.3b)
    s.to_step("upkeep", active=A)
    s.then("resolve.choice", True)
    s.resolve()
    oid = s.id("Durkwood Baloth")
    assert "haste" in s.keywords(oid)
    (vision_now,) = s.ids("Ancestral Vision", "exile")
    assert s.obj(vision_now).counters == {"time": 3}


# -- foretell (702.143) ---------------------------------------------------------------------------


def test_cr_702_143a_foretell_exiles_face_down_then_casts_for_the_foretell_cost(
        scenario: type[Scenario]) -> None:
    """Demon Bolt ({2}{R}, "Demon Bolt deals 4 damage to target creature or planeswalker.
    Foretell {R}"): in A's turn, {2} exiles it face down without the stack (116.2h) — B's view
    shows a nameless card —; it can't be cast that turn; in A's next turn it is cast for {R}."""
    s = _with(scenario, "Demon Bolt")
    s.lands(A, "Mountain", 3)
    wurm = s.put(B, "Craw Wurm")
    s.hand(A, "Demon Bolt")
    s.start()
    s.activate(A, "Demon Bolt")
    assert not s.state.stack
    (bolt,) = s.ids("Demon Bolt", "exile")
    assert sum(s.obj(i).tapped for i in s.ids("Mountain")) == 2
    seen_by_b = make_view(s.game, B).players[A].exile
    assert all("Demon Bolt" not in repr(card) for card in seen_by_b)
    assert _casts(s, bolt) == []  # not this turn (702.143a: "after the current turn")
    s.to_step("upkeep", active=B)
    s.to_step("main1", active=A)
    s.cast(A, "Demon Bolt", way="foretell", targets=[wurm])
    s.resolve()
    assert s.zone_of("Craw Wurm") == "graveyard"
    assert s.zone_of("Demon Bolt") == "graveyard"
    assert sum(s.obj(i).tapped for i in s.ids("Mountain")) == 1  # {R}, after the untap step


def test_cr_702_143a_foretell_only_during_your_turn(scenario: type[Scenario]) -> None:
    """"Any time you have priority during your turn": not in the opponent's turn."""
    s = _with(scenario, "Demon Bolt")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Demon Bolt")
    s.start(active=B)
    s._priority_to(A)
    decision = s.pending
    assert decision is not None
    assert not [o for o in decision.options if getattr(o, "name", "") == "Demon Bolt"
                and not isinstance(o, Cast)]


# -- storm copies choose new targets (702.40a, 707.10c) -------------------------------------------


def test_cr_702_40a_707_10c_storm_copies_of_a_targeted_spell_may_choose_new_targets(
        scenario: type[Scenario]) -> None:
    """Grapeshot ("Grapeshot deals 1 damage to any target. Storm") cast after two other spells
    this turn is copied twice; each copy may choose a new target (707.10c): the original hits
    B, one copy keeps B, the other hits Goblin Piker (2/1), which dies."""
    s = _with(scenario, "Grapeshot")
    s.lands(A, "Mountain", 2)
    s.lands(A, "Island", 2)
    piker = s.put(B, "Goblin Piker")
    s.hand(A, "Opt", 2)
    s.hand(A, "Grapeshot")
    s.start()
    for _ in range(2):
        s.then("resolve.choice", ())
        s.cast(A, "Opt")
        s.resolve()
    assert unsupported_reason(_real("Grapeshot")) is None
    s.cast(A, "Grapeshot", targets=["p1"])
    s.then("resolve.choice", "p1").then("resolve.choice", piker)
    s.resolve()
    assert s.life(B) == 18
    assert s.zone_of("Goblin Piker") == "graveyard"


# -- devour (702.82) and amplify (702.38) ---------------------------------------------------------


def test_cr_702_82a_devour_sacrifices_chosen_creatures_for_counters(
        scenario: type[Scenario]) -> None:
    """Thunder-Thrash Elder (1/1, "Devour 3"): as it enters its controller sacrifices the two
    Goblin Pikers chosen (not the Craw Wurm): it enters with six +1/+1 counters, a 7/7."""
    s = _with(scenario, "Thunder-Thrash Elder")
    s.lands(A, "Mountain", 3)
    pikers = [s.put(A, "Goblin Piker") for _ in range(2)]
    s.put(A, "Craw Wurm")
    s.hand(A, "Thunder-Thrash Elder")
    s.start()
    s.cast(A, "Thunder-Thrash Elder")
    s.then("resolve.choice", tuple(pikers))
    s.resolve()
    elder = s.id("Thunder-Thrash Elder")
    assert s.obj(elder).counters.get("+1/+1") == 6 and s.pt(elder) == (7, 7)
    assert s.zone_of("Goblin Piker") == "graveyard"
    assert s.zone_of("Craw Wurm") == "battlefield"


def test_cr_702_38a_amplify_reveals_cards_sharing_a_creature_type(
        scenario: type[Scenario]) -> None:
    """Zombie Brute (2/4 Zombie, "Amplify 1", trample): revealing the Zombie cards in hand
    (Typhoid Rats is a Rat: not offered) it enters with one +1/+1 counter for each."""
    s = _with(scenario, "Zombie Brute", "Gravecrawler")
    s.lands(A, "Swamp", 7)
    crawlers = [s.hand(A, "Gravecrawler") for _ in range(2)]
    s.hand(A, "Typhoid Rats")
    s.hand(A, "Zombie Brute")
    s.start()
    s.cast(A, "Zombie Brute")
    while s.pending is not None and s.pending.tag == "priority":
        s.apply(s.pending.player, Pass())
    decision = s.pending
    assert decision is not None and decision.tag == "resolve.choice"
    assert set(decision.options) == set(crawlers)
    s.apply(A, tuple(crawlers))
    s.resolve()
    brute = s.id("Zombie Brute")
    assert s.obj(brute).counters.get("+1/+1") == 2
    assert len(s.ids("Gravecrawler", "hand")) == 2  # revealed, not discarded


# -- replicate (702.56) ---------------------------------------------------------------------------


def test_cr_702_56a_replicate_paid_twice_makes_two_copies_with_new_targets(
        scenario: type[Scenario]) -> None:
    """Pyromatics ({1}{R}, "Replicate {1}{R}. Pyromatics deals 1 damage to any target."): paying
    the replicate cost twice ({1}{R} + 2 × {1}{R}) copies it twice as it is cast; one copy
    keeps B as its target, the other takes Goblin Piker (2/1), which dies."""
    s = _with(scenario, "Pyromatics")
    s.lands(A, "Mountain", 6)
    piker = s.put(B, "Goblin Piker")
    s.hand(A, "Pyromatics")
    s.start()
    s.then("cast.multikicker", 2)
    s.cast(A, "Pyromatics", targets=["p1"])
    assert all(s.obj(i).tapped for i in s.ids("Mountain"))
    s.then("resolve.choice", "p1").then("resolve.choice", piker)
    s.resolve()
    assert s.life(B) == 18
    assert s.zone_of("Goblin Piker") == "graveyard"


# -- miracle (702.94) -----------------------------------------------------------------------------


def test_cr_702_94a_miracle_first_card_drawn_is_cast_for_its_miracle_cost(
        scenario: type[Scenario]) -> None:
    """Thunderous Wrath ({4}{R}{R}, "Thunderous Wrath deals 5 damage to any target. Miracle
    {R}") drawn as A's first card of the turn is revealed; its trigger lets A cast it for {R}
    in the draw step: 5 damage to B."""
    s = _with(scenario, "Thunderous Wrath")
    s.lands(A, "Mountain", 1)
    s.library_top(A, "Thunderous Wrath")
    s.start(active=B, step="end")
    s.then("resolve.choice", True).then("cast.target", "p1")
    s.to_step("main1", active=A)
    s.resolve()
    assert s.life(B) == 15
    assert s.zone_of("Thunderous Wrath") == "graveyard"


def test_cr_702_94a_miracle_not_the_first_card_drawn(scenario: type[Scenario]) -> None:
    """Drawn as the second card of the turn (Opt's draw after the draw step's), no trigger."""
    s = _with(scenario, "Thunderous Wrath")
    s.lands(A, "Island", 1)
    s.lands(A, "Mountain", 1)
    s.library_top(A, "Thunderous Wrath")
    s.library_top(A, "Forest")  # the draw step's card
    s.hand(A, "Opt")
    s.start(active=B, step="end")
    s.to_step("main1", active=A)
    s.then("resolve.choice", ())  # Opt's scry: keep it on top
    s.cast(A, "Opt")
    s.resolve()
    assert s.ids("Thunderous Wrath", "hand") and s.life(B) == 20


# -- partner with (702.124i) ----------------------------------------------------------------------


def test_cr_702_124i_partner_with_searches_for_the_named_partner_as_it_enters(
        scenario: type[Scenario]) -> None:
    """Blaring Captain ("Partner with Blaring Recruiter"): as it enters, the target player (A)
    may search their library for a card named Blaring Recruiter and put it into their hand."""
    s = _with(scenario, "Blaring Captain", "Blaring Recruiter")
    s.lands(A, "Swamp", 4)
    recruiter = s.library_top(A, "Blaring Recruiter")
    s.library_top(A, "Forest")
    s.hand(A, "Blaring Captain")
    s.start()
    s.cast(A, "Blaring Captain")
    s.then("cast.target", "p0").then("resolve.choice", True).then("resolve.choice", (recruiter,))
    s.resolve()
    assert s.ids("Blaring Recruiter", "hand")
    assert s.zone_of("Blaring Captain") == "battlefield"


# -- ripple (702.60) ------------------------------------------------------------------------------


def test_cr_702_60a_ripple_casts_revealed_cards_of_the_same_name_for_free(
        scenario: type[Scenario]) -> None:
    """Surging Flame ("Surging Flame deals 2 damage to any target. Ripple 4"): its controller
    reveals the top four cards; the two other Surging Flames among them are cast without paying
    their mana costs (6 damage in all) — and, cast, each triggers its own ripple (declined
    here); Forest and Mountain go to the bottom."""
    s = _with(scenario, "Surging Flame")
    s.lands(A, "Mountain", 2)
    s.library_top(A, "Island")  # fifth: not revealed
    flames = []
    for name in ("Mountain", "Surging Flame", "Forest", "Surging Flame"):
        oid = s.library_top(A, name)
        if name == "Surging Flame":
            flames.append(oid)
    s.hand(A, "Surging Flame")
    s.start()
    s.cast(A, "Surging Flame", targets=["p1"])
    s.then("resolve.choice", True).then("resolve.choice", tuple(reversed(flames)))
    s.then("cast.target", "p1").then("cast.target", "p1")
    s.then("order_triggers", (0, 1))
    s.then("resolve.choice", False).then("resolve.choice", False)
    s.resolve()
    assert s.life(B) == 14
    library = s.state.zone(A, "library")
    assert s.obj(library[0]).card.name == "Island"
    assert [s.obj(i).card.name for i in library[-2:]] == ["Forest", "Mountain"]


# -- spectacle (702.137) --------------------------------------------------------------------------


def test_cr_702_137a_spectacle_after_an_opponent_lost_life_this_turn(
        scenario: type[Scenario]) -> None:
    """Skewer the Critics ({2}{R}, "Skewer the Critics deals 3 damage to any target. Spectacle
    {R}"): its spectacle way is offered only once an opponent lost life this turn (Volcanic
    Hammer's 3 damage to B); then one Mountain casts it."""
    s = _with(scenario, "Skewer the Critics")
    s.lands(A, "Mountain", 3)
    skewer = s.hand(A, "Skewer the Critics")
    s.hand(A, "Volcanic Hammer")
    s.start()
    assert {c.way for c in _casts(s, skewer)} == {""}
    s.cast(A, "Volcanic Hammer", targets=["p1"])
    s.resolve()
    assert s.state.players[B].life_lost_this_turn == 3
    assert {c.way for c in _casts(s, skewer)} == {"spectacle"}  # {2}{R} no longer payable
    s.cast(A, "Skewer the Critics", way="spectacle", targets=["p1"])
    s.resolve()
    assert s.life(B) == 14


def test_cr_702_27a_601_2h_buyback_with_a_sacrifice_reads_the_sacrificed_creature(
        scenario: type[Scenario]) -> None:
    """Worthy Cause ("Buyback {2}. As an additional cost to cast this spell, sacrifice a
    creature. You gain life equal to the sacrificed creature's toughness."): sacrificing Craw
    Wurm (6/4) gains 4 life (its last known toughness, 608.2h), and with buyback paid the card
    returns to its owner's hand."""
    s = _with(scenario, "Worthy Cause")
    s.lands(A, "Plains", 3)
    wurm = s.put(A, "Craw Wurm")
    s.hand(A, "Worthy Cause")
    s.start()
    s.then("cast.buyback", True)
    s.cast(A, "Worthy Cause", sacrifice=[wurm])
    s.resolve()
    assert s.life(A) == 24
    assert s.zone_of("Worthy Cause") == "hand"
    assert s.zone_of("Craw Wurm") == "graveyard"


# -- recover (702.59) -----------------------------------------------------------------------------


def test_cr_702_59a_recover_pay_returns_the_card_otherwise_exile(
        scenario: type[Scenario]) -> None:
    """Grim Harvest ("Recover {2}{B}") in A's graveyard: when A's Goblin Piker dies (B's
    Murder), A may pay {2}{B} to return Grim Harvest to hand; declining exiles it."""
    for pay, zone in ((True, "hand"), (False, "exile")):
        s = _with(scenario, "Grim Harvest")
        s.lands(A, "Swamp", 3)
        s.lands(B, "Swamp", 3)
        piker = s.put(A, "Goblin Piker")
        s.graveyard(A, "Grim Harvest")
        s.hand(B, "Murder")
        s.start()
        s.cast(B, "Murder", targets=[piker])
        s.then("resolve.choice", pay)
        s.resolve()
        assert s.zone_of("Grim Harvest") == zone
        assert sum(s.obj(i).tapped for i in s.ids("Swamp") if s.controller(i) == A) == (
            3 if pay else 0)


# -- casualty (702.153) ---------------------------------------------------------------------------


def test_cr_702_153a_casualty_sacrifice_copies_the_spell_with_a_new_target(
        scenario: type[Scenario]) -> None:
    """Light 'Em Up ("Casualty 2. Light 'Em Up deals 2 damage to target creature or
    planeswalker."): sacrificing Craw Wurm (power 6 ≥ 2) as it is cast copies it; the copy
    takes Typhoid Rats as its new target (707.10c) while the original kills Goblin Piker."""
    s = _with(scenario, "Light 'Em Up")
    s.lands(A, "Mountain", 2)
    wurm = s.put(A, "Craw Wurm")
    s.put(A, "Elvish Mystic")
    piker = s.put(B, "Goblin Piker")
    rats = s.put(B, "Typhoid Rats")
    s.hand(A, "Light 'Em Up")
    s.start()
    s.then("cast.casualty", True)
    s.cast(A, "Light 'Em Up", targets=[piker], sacrifice=[wurm])
    assert s.zone_of("Craw Wurm") == "graveyard"
    s.then("resolve.choice", rats)
    s.resolve()
    assert s.zone_of("Goblin Piker") == "graveyard"
    assert s.zone_of("Typhoid Rats") == "graveyard"
    assert s.zone_of("Elvish Mystic") == "battlefield"
