"""Issue 29, quantities and filters (the eighth wave, helper h8-qf).

* "for each +1/+1 counter on it", "for each counter on it": the counters on the ability's own
  object named "it", as it last existed (CR 122.1, 608.2h), of one kind or of every kind;
* "Add an amount of {G} equal to ~'s power" (CR 106.1, 608.2h): mana counted by any quantity;
* "double the number of +1/+1 counters on …", "… of each kind of counter on …" (CR 701.9e),
  put as counters are put (616.1e);
* "return all enchantment cards from your graveyard to the battlefield", "put all creature
  cards from all graveyards onto the battlefield under your control", "… to the battlefield
  tapped under their owners' control" (CR 608.2c, 110.2a).

Each card is compiled from its real Oracle text (MTGJSON 2022-04-25), rendered back, supported,
and played: each test asserts what the text says happens."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate
from cardtable.games.magic.model.base import ANY_COUNTER
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _activations(s: Scenario, player: int, name: str) -> list[Activate]:
    s._priority_to(player)
    decision = s.pending
    assert decision is not None and decision.tag == "priority" and decision.player == player
    return [o for o in decision.options if isinstance(o, Activate) and o.name == name]


def _counters(s: Scenario, oid: int, **kinds: int) -> None:
    for kind, n in kinds.items():
        s.obj(oid).counters[{"p1": "+1/+1", "m1": "-1/-1"}.get(kind, kind)] = n


# -- "for each +1/+1 counter on it" (CR 122.1, 608.2h) ------------------------------------------

def test_cr_608_2h_bloodtracker_draws_for_each_counter_it_had_as_it_left() -> None:
    """Bloodtracker: "When ~ leaves the battlefield, draw a card for each +1/+1 counter on
    it." — it left with three +1/+1 counters (last-known information, 608.2h) → three cards."""
    s = game("Bloodtracker")
    tracker = s.put(A, "Bloodtracker")
    _counters(s, tracker, p1=3)
    s.start()
    hand = s.hand_size(A)
    s.game.move(s.obj(tracker), "graveyard")
    s.pass_priority()
    s.resolve()
    assert s.hand_size(A) == hand + 3


def test_cr_122_1_kinsbaile_borderguard_counts_counters_of_every_kind() -> None:
    """Kinsbaile Borderguard: "When ~ dies, create a 1/1 white Kithkin Soldier creature token
    for each counter on it." — two +1/+1 counters and a charge counter: three tokens."""
    s = game("Kinsbaile Borderguard")
    guard = s.put(A, "Kinsbaile Borderguard")
    _counters(s, guard, p1=2, charge=1)
    s.start()
    s.game.move(s.obj(guard), "graveyard")
    s.pass_priority()
    s.resolve()
    kithkin = [o for o in s.state.battlefield if s.obj(o).token]
    assert len(kithkin) == 3
    amount = real("Kinsbaile Borderguard").abilities[-1].effects[0].count  # type: ignore[union-attr]
    assert isinstance(amount, m.Amount) and amount.counter == ANY_COUNTER and amount.says_it


def test_cr_608_2h_dusk_urchins_counts_only_its_minus_counters() -> None:
    """Dusk Urchins: "When ~ dies, draw a card for each -1/-1 counter on it." — two -1/-1
    counters and a charge counter (the kinds are counted apart, 122.1) → two cards."""
    s = game("Dusk Urchins")
    urchins = s.put(A, "Dusk Urchins")
    _counters(s, urchins, m1=2, charge=1)
    s.start()
    hand = s.hand_size(A)
    s.game.move(s.obj(urchins), "graveyard")
    s.pass_priority()
    s.resolve()
    assert s.hand_size(A) == hand + 2


# -- "Add an amount of {G} equal to …" (CR 106.1, 608.2h) -----------------------------------------

def test_cr_106_1_marwyn_adds_green_mana_equal_to_its_power() -> None:
    """Marwyn, the Nurturer (1/1): "{T}: Add an amount of {G} equal to ~'s power." with three
    +1/+1 counters (power 4) → {G}{G}{G}{G}."""
    s = game("Marwyn, the Nurturer")
    marwyn = s.put(A, "Marwyn, the Nurturer")
    _counters(s, marwyn, p1=3)
    s.start()
    option = _activations(s, A, "Marwyn, the Nurturer")[-1]
    s.apply(A, option)
    s.resolve()
    assert s.state.players[A].pool.get("G", 0) == 4
    assert s.obj(marwyn).tapped


def test_cr_700_5_karametras_acolyte_adds_green_equal_to_devotion() -> None:
    """Karametra's Acolyte ({3}{G}): "{T}: Add an amount of {G} equal to your devotion to
    green." — itself and a Llanowar Elves ({G}) → devotion 2 → {G}{G}."""
    s = game("Karametra's Acolyte")
    s.put(A, "Karametra's Acolyte")
    s.put(A, "Llanowar Elves")
    s.start()
    option = _activations(s, A, "Karametra's Acolyte")[-1]
    s.apply(A, option)
    s.resolve()
    assert s.state.players[A].pool.get("G", 0) == 2


# -- "double the number of … counters" (CR 701.9e) ----------------------------------------------

def test_cr_701_9e_kalonian_hydra_doubles_counters_on_each_creature_you_control() -> None:
    """Kalonian Hydra: "Whenever ~ attacks, double the number of +1/+1 counters on each
    creature you control." — its four become eight, an Elf's one becomes two; the opponent's
    creature keeps its two."""
    s = game("Kalonian Hydra")
    hydra = s.put(A, "Kalonian Hydra")
    elf = s.put(A, "Llanowar Elves")
    bear = s.put(B, "Grizzly Bears")
    _counters(s, hydra, p1=4)
    _counters(s, elf, p1=1)
    _counters(s, bear, p1=2)
    s.start()
    s.attack({hydra: "p1"})
    s.resolve()
    assert s.obj(hydra).counters["+1/+1"] == 8
    assert s.obj(elf).counters["+1/+1"] == 2
    assert s.obj(bear).counters["+1/+1"] == 2


def test_cr_616_1e_doubling_counters_is_putting_counters_hardened_scales_adds_one() -> None:
    """Kalonian Hydra doubling with Hardened Scales ("If one or more +1/+1 counters would be
    put on a creature you control, that many plus one … are put on it instead."): doubling
    puts four more (701.9e), the Scales make it five → nine."""
    s = game("Kalonian Hydra", "Hardened Scales")
    hydra = s.put(A, "Kalonian Hydra")
    s.put(A, "Hardened Scales")
    _counters(s, hydra, p1=4)
    s.start()
    s.attack({hydra: "p1"})
    s.resolve()
    assert s.obj(hydra).counters["+1/+1"] == 9


def test_cr_701_9e_vorel_doubles_each_kind_of_counter_on_its_target() -> None:
    """Vorel of the Hull Clade: "{G}{U}, {T}: Double the number of each kind of counter on
    target artifact, creature, or land." — a creature with two +1/+1 counters and one charge
    counter gets four and two."""
    s = game("Vorel of the Hull Clade")
    vorel = s.put(A, "Vorel of the Hull Clade")
    s.lands(A, "Forest", 1)
    s.lands(A, "Island", 1)
    bear = s.put(A, "Grizzly Bears")
    _counters(s, bear, p1=2, charge=1)
    s.start()
    s.activate(A, "Vorel of the Hull Clade", targets=[bear])
    s.resolve()
    assert s.obj(bear).counters["+1/+1"] == 4
    assert s.obj(bear).counters["charge"] == 2
    assert s.obj(vorel).tapped


# -- "return all … cards from your graveyard / all graveyards" (CR 608.2c, 110.2a) ---------------

def test_cr_608_2c_replenish_returns_every_enchantment_card_of_yours() -> None:
    """Replenish: "Return all enchantment cards from your graveyard to the battlefield." — both
    of A's enchantment cards return, A's creature card stays, B's enchantment card stays."""
    s = game("Replenish", "Glorious Anthem", "Hardened Scales")
    s.lands(A, "Plains", 4)
    s.hand(A, "Replenish")
    s.graveyard(A, "Glorious Anthem")
    s.graveyard(A, "Hardened Scales")
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(B, "Glorious Anthem")
    s.start()
    s.cast(A, "Replenish")
    s.resolve()
    assert s.zone_of("Hardened Scales") == "battlefield"
    anthems = s.ids("Glorious Anthem")
    on_field = [o for o in anthems if s.obj(o).zone == "battlefield"]
    assert len(on_field) == 1 and s.controller(on_field[0]) == A
    assert "Glorious Anthem" in s.graveyard_names(B)
    assert "Grizzly Bears" in s.graveyard_names(A)


def test_cr_110_2a_rise_of_the_dark_realms_takes_every_graveyards_creatures() -> None:
    """Rise of the Dark Realms: "Put all creature cards from all graveyards onto the
    battlefield under your control." — A's and B's creature cards enter under A's control; a
    land card stays."""
    s = game("Rise of the Dark Realms")
    s.lands(A, "Swamp", 9)
    s.hand(A, "Rise of the Dark Realms")
    s.graveyard(A, "Llanowar Elves")
    s.graveyard(B, "Grizzly Bears")
    s.graveyard(B, "Forest")
    s.start()
    s.cast(A, "Rise of the Dark Realms")
    s.resolve()
    assert s.controller(s.id("Llanowar Elves")) == A
    assert s.controller(s.id("Grizzly Bears")) == A
    assert "Forest" in s.graveyard_names(B)


def test_cr_110_2a_planar_birth_returns_basic_lands_tapped_to_their_owners() -> None:
    """Planar Birth: "Return all basic land cards from all graveyards to the battlefield tapped
    under their owners' control." — each player's Forest returns tapped, under its owner."""
    s = game("Planar Birth")
    s.lands(A, "Plains", 2)
    s.hand(A, "Planar Birth")
    s.graveyard(A, "Forest")
    s.graveyard(B, "Forest")
    s.start()
    s.cast(A, "Planar Birth")
    s.resolve()
    forests = [o for o in s.ids("Forest") if s.obj(o).zone == "battlefield"]
    assert sorted(s.controller(o) for o in forests) == [A, B]
    assert all(s.obj(o).tapped for o in forests)


def test_the_return_all_wordings_round_trip() -> None:
    """The printed wordings come back as printed (Infernal Caretaker: "return all Zombie cards
    from all graveyards to their owners' hands"; Crystal Chimes: "… to your hand"; Splendid
    Reclamation: "… to the battlefield tapped")."""
    for name in ("Infernal Caretaker", "Crystal Chimes", "Splendid Reclamation",
                 "Liliana Vess", "World Shaper"):
        assert round_trip_problem(real(name)) == "", name


def test_cr_107_3_finale_of_eternity_destroys_its_targets_and_returns_all_at_x_10() -> None:
    """Finale of Eternity: "Destroy up to three target creatures with toughness X or less. If X
    is 10 or more, return all creature cards from your graveyard to the battlefield." — X=10:
    B's two creatures are destroyed, and A's creature cards in the graveyard (a Bear and an
    Elf) return; B's creature cards stay in B's graveyard."""
    s = game("Finale of Eternity")
    s.lands(A, "Swamp", 12)
    s.hand(A, "Finale of Eternity")
    giant = s.put(B, "Hill Giant")
    wurm = s.put(B, "Craw Wurm")
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(A, "Llanowar Elves")
    s.start()
    s.cast(A, "Finale of Eternity", x=10, targets=[(giant, wurm)])
    s.resolve()
    assert s.graveyard_names(B).count("Hill Giant") == 1
    assert s.graveyard_names(B).count("Craw Wurm") == 1
    assert s.controller(s.id("Grizzly Bears")) == A
    assert s.controller(s.id("Llanowar Elves")) == A


def test_cr_608_2c_finale_of_eternity_below_ten_returns_nothing() -> None:
    """Finale of Eternity with X=3: the Hill Giant (toughness 3) is destroyed; X is less than
    10, so the Bear card stays in A's graveyard."""
    s = game("Finale of Eternity")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Finale of Eternity")
    giant = s.put(B, "Hill Giant")
    s.graveyard(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Finale of Eternity", x=3, targets=[(giant,)])
    s.resolve()
    assert "Hill Giant" in s.graveyard_names(B)
    assert "Grizzly Bears" in s.graveyard_names(A)


def test_cr_608_2c_zombie_apocalypse_returns_zombies_tapped_then_destroys_humans() -> None:
    """Zombie Apocalypse: "Return all Zombie creature cards from your graveyard to the
    battlefield tapped, then destroy all Humans." — A's Zombie card returns tapped, a Bear card
    stays; B's Human dies."""
    s = game("Zombie Apocalypse", "Gravecrawler", "Elite Vanguard")
    s.lands(A, "Swamp", 6)
    s.hand(A, "Zombie Apocalypse")
    s.graveyard(A, "Gravecrawler")
    s.graveyard(A, "Grizzly Bears")
    s.put(B, "Elite Vanguard")
    s.start()
    s.cast(A, "Zombie Apocalypse")
    s.resolve()
    zombie = s.id("Gravecrawler")
    assert s.controller(zombie) == A and s.obj(zombie).tapped
    assert "Grizzly Bears" in s.graveyard_names(A)
    assert "Elite Vanguard" in s.graveyard_names(B)


# -- "half …, rounded up / down" (CR 107.1a) ----------------------------------------------------

def test_cr_107_1a_traumatize_mills_half_the_library_rounded_down() -> None:
    """Traumatize: "Target player mills half their library, rounded down." — B's 21-card
    library: 10 milled, 11 left."""
    s = game("Traumatize", library=21)
    s.lands(A, "Island", 5)
    s.hand(A, "Traumatize")
    s.start()
    before = len(s.state.zone(B, "library"))
    s.cast(A, "Traumatize", targets=["p1"])
    s.resolve()
    assert before == 21
    assert len(s.state.zone(B, "library")) == 11
    assert len(s.state.zone(B, "graveyard")) == 10


def test_cr_107_1a_fleet_swallower_mills_half_rounded_up() -> None:
    """Fleet Swallower: "Whenever ~ attacks, target player mills half their library, rounded
    up." — B's 21-card library: 11 milled."""
    s = game("Fleet Swallower", library=21)
    swallower = s.put(A, "Fleet Swallower")
    s.start()
    s.then("target", "p1")
    s.attack({swallower: "p1"})
    s.resolve()
    assert len(s.state.zone(B, "graveyard")) == 11
    assert len(s.state.zone(B, "library")) == 10


def test_cr_107_1a_endless_ranks_creates_half_the_zombies_rounded_down() -> None:
    """Endless Ranks of the Dead: "At the beginning of your upkeep, create X 2/2 black Zombie
    creature tokens, where X is half the number of Zombies you control, rounded down." — three
    Zombies (Gravecrawlers) → one token."""
    s = game("Endless Ranks of the Dead", "Gravecrawler")
    s.put(A, "Endless Ranks of the Dead")
    for _ in range(3):
        s.put(A, "Gravecrawler")
    s.start(step="end", turn=2, active=B)
    s.to_step("upkeep", active=A)
    s.resolve()
    tokens = [o for o in s.state.battlefield if s.obj(o).token]
    assert len(tokens) == 1


def test_cr_107_1a_cruel_bargain_loses_half_your_life_rounded_up() -> None:
    """Cruel Bargain: "Draw four cards. You lose half your life, rounded up." — at 15 life:
    four cards, 8 life lost → 7."""
    s = game("Cruel Bargain")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Cruel Bargain")
    s.set_life(A, 15)
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Cruel Bargain")
    s.resolve()
    assert s.life(A) == 7
    assert s.hand_size(A) == hand - 1 + 4


def test_cr_107_1a_freyalise_supplicant_deals_half_the_sacrificed_power() -> None:
    """Freyalise Supplicant: "{T}, Sacrifice a red or white creature: ~ deals damage to any
    target equal to half the sacrificed creature's power, rounded down." — a 3/3 red Hill
    Giant sacrificed → 1 damage to B."""
    s = game("Freyalise Supplicant")
    s.put(A, "Freyalise Supplicant")
    giant = s.put(A, "Hill Giant")
    s.start()
    life = s.life(B)
    s.activate(A, "Freyalise Supplicant", targets=["p1"], sacrifice=[giant])
    s.resolve()
    assert s.life(B) == life - 1
    assert "Hill Giant" in s.graveyard_names(A)


# -- "return all cards exiled with ~ …" (CR 607.2a, 406.6) --------------------------------------

def test_cr_607_2a_helvault_returns_what_it_exiled_to_their_owners() -> None:
    """Helvault: "{1}, {T}: Exile target creature you control." / "{7}, {T}: Exile target
    creature you don't control." / "When ~ is put into a graveyard from the battlefield,
    return all cards exiled with it to the battlefield under their owners' control." — it
    exiled B's Hill Giant; an Elf exiled by nothing of Helvault's stays in exile; when
    Helvault dies the Giant returns under B's control."""
    s = game("Helvault")
    vault = s.put(A, "Helvault")
    s.lands(A, "Plains", 8)
    giant = s.put(B, "Hill Giant")
    elf = s.put(B, "Llanowar Elves")
    s.start()
    s.game.move(s.obj(elf), "exile")
    s.activate(A, "Helvault", index=1, targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "exile"
    s.game.move(s.obj(vault), "graveyard")
    s.pass_priority()
    s.resolve()
    assert s.zone_of("Hill Giant") == "battlefield"
    assert s.controller(s.id("Hill Giant")) == B
    assert s.zone_of("Llanowar Elves") == "exile"


def test_cr_110_2a_synod_sanctum_returns_them_under_your_control() -> None:
    """Synod Sanctum: "{2}, {T}: Exile target permanent you control." / "{2}, Sacrifice ~:
    Return all cards exiled with ~ to the battlefield under your control." — A's Bear goes and
    comes back under A's control."""
    s = game("Synod Sanctum")
    s.put(A, "Synod Sanctum")
    s.lands(A, "Plains", 4)
    bear = s.put(A, "Grizzly Bears")
    s.start()
    s.activate(A, "Synod Sanctum", index=0, targets=[bear])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile"
    s.activate(A, "Synod Sanctum", index=1)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield"
    assert s.controller(s.id("Grizzly Bears")) == A
    assert s.zone_of("Synod Sanctum") == "graveyard"


def test_cr_607_2a_underworld_sentinel_puts_its_exiled_cards_onto_the_battlefield() -> None:
    """Underworld Sentinel: "Whenever ~ attacks, exile target creature card from your
    graveyard." / "When ~ dies, put all cards exiled with it onto the battlefield." — the Bear
    card it exiled enters under A's control when it dies."""
    s = game("Underworld Sentinel")
    sentinel = s.put(A, "Underworld Sentinel")
    card = s.graveyard(A, "Grizzly Bears")
    s.start()
    s.then("target", card)
    s.attack({sentinel: "p1"})
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile"
    s.game.move(s.obj(sentinel), "graveyard")
    s.pass_priority()
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield"
    assert s.controller(s.id("Grizzly Bears")) == A


def test_cr_607_2a_bag_of_holding_returns_the_discarded_cards_it_exiled() -> None:
    """Bag of Holding: "Whenever you discard a card, exile that card from your graveyard." /
    "{4}, {T}, Sacrifice ~: Return all cards exiled with ~ to their owner's hand." — a Bear
    discarded by the Bag's own loot is exiled, then comes back to A's hand."""
    s = game("Bag of Holding")
    s.put(A, "Bag of Holding")
    s.lands(A, "Island", 6)
    s.hand(A, "Grizzly Bears")
    s.start()
    s.activate(A, "Bag of Holding", index=1)
    s.then("discard", (s.ids("Grizzly Bears", "hand")[0],))
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile"
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    s.activate(A, "Bag of Holding", index=2)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand"


def test_cr_607_2a_endless_sands_returns_each_creature_card_to_its_owner() -> None:
    """Endless Sands: "{2}, {T}: Exile target creature you control." / "{4}, {T}, Sacrifice ~:
    Return each creature card exiled with ~ to the battlefield under its owner's control." """
    s = game("Endless Sands")
    sands = s.put(A, "Endless Sands")
    s.lands(A, "Wastes", 6)
    bear = s.put(A, "Grizzly Bears")
    s.start()
    s.activate(A, "Endless Sands", index=1, targets=[bear])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile"
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    s.activate(A, "Endless Sands", index=2, source=sands)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield"
    assert s.controller(s.id("Grizzly Bears")) == A


def test_the_linked_exile_wordings_round_trip() -> None:
    """Admonition Angel ("… exiled with it to the battlefield under their owners' control")
    and Cold Storage ("Return each creature card exiled with ~ … under your control") come
    back as printed."""
    for name in ("Admonition Angel", "Cold Storage"):
        assert round_trip_problem(real(name)) == "", name
    ability = real("Cold Storage").abilities[-1]
    assert isinstance(ability, m.ActivatedAbility)
    effect = ability.effects[0]
    assert isinstance(effect, m.ReturnLinkedExiled) and effect.each and effect.under == "you"
    assert effect.filter.types == ("Creature",)


# -- "Choose any target." (CR 601.2c, 115.1) -----------------------------------------------------

def test_cr_601_2c_blast_of_genius_deals_the_discarded_mana_value_to_the_chosen_target() -> None:
    """Blast of Genius: "Choose any target. Draw three cards, then discard a card. ~ deals
    damage equal to the discarded card's mana value to that permanent or player." — the target
    (B) is chosen on casting; A discards Hill Giant (mana value 4) → B loses 4 life."""
    s = game("Blast of Genius")
    s.lands(A, "Island", 3)
    s.lands(A, "Mountain", 3)
    s.hand(A, "Blast of Genius")
    giant = s.hand(A, "Hill Giant")
    s.start()
    life = s.life(B)
    s.cast(A, "Blast of Genius", targets=["p1"])
    s.then("discard", (giant,))
    s.resolve()
    assert s.life(B) == life - 4
    assert "Hill Giant" in s.graveyard_names(A)
    assert round_trip_problem(real("Blast of Genius")) == ""


def test_cr_601_2c_predators_rapport_gains_the_chosen_creatures_power_plus_toughness() -> None:
    """Predator's Rapport: "Choose target creature you control. You gain life equal to that
    creature's power plus its toughness." — a Hill Giant (3/3) → 6 life."""
    s = game("Predator's Rapport")
    s.lands(A, "Forest", 3)
    s.hand(A, "Predator's Rapport")
    giant = s.put(A, "Hill Giant")
    s.start()
    life = s.life(A)
    s.cast(A, "Predator's Rapport", targets=[giant])
    s.resolve()
    assert s.life(A) == life + 6
    ability = real("Predator's Rapport").abilities[0]
    assert isinstance(ability, m.SpellAbility)
    assert ability.effects[0] == m.ChooseTargets(chosen=("target:0",))


def test_cr_615_7_orims_touch_kicked_shields_that_permanent_or_player() -> None:
    """Orim's Touch: "Prevent the next 2 damage that would be dealt to any target this turn.
    If this spell was kicked, prevent the next 4 damage that would be dealt to that permanent
    or player this turn instead." — kicked on A's Hill Giant (3/3): Lightning Bolt's 3 damage
    is prevented and the Giant lives with no damage marked."""
    s = game("Orim's Touch", "Lightning Bolt")
    s.lands(A, "Plains", 2)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Orim's Touch")
    s.hand(A, "Lightning Bolt")
    giant = s.put(A, "Hill Giant")
    s.start()
    s.cast(A, "Orim's Touch", targets=[giant], kicker=True)
    s.resolve()
    s.cast(A, "Lightning Bolt", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "battlefield"
    assert s.obj(giant).damage == 0
