"""Issues 28/29, the prevention / damage-replacement sub-grammar (the "prevent" helper): one
prevention head ("prevent all [combat | noncombat] damage"), one recipient, one source, one
duration and one outcome (prevented, N prevented, double, triple, plus or minus N, half) compose
into a :class:`~cardtable.games.magic.model.damage_rules.DamageRule` (CR 615.1a, 615.7, 614.1a,
616.1, 120.2). Each card is compiled from its real Oracle text (MTGJSON 2022-04-25), rendered
back, supported, and played: each test asserts what the text says happens."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled, game


def rules_of(name: str) -> list[m.DamageRule]:
    found = compiled(name)
    assert found.card is not None and found.supported, found.reason
    assert round_trip_problem(found.card) == ""
    out: list[m.DamageRule] = []
    for ability in found.card.abilities:
        out.extend(e for e in getattr(ability, "effects", ()) if isinstance(e, m.DamageRule))
    return out


def bolt(s: Scenario, player: int, target: object, name: str = "Lightning Bolt") -> None:
    s.cast(player, name, targets=[target])
    s.resolve()


# -- the compiled model composes ----------------------------------------------------------------

def test_cr_615_1a_the_parts_compose_into_one_rule() -> None:
    """Heavy Fog ("… dealt to you this turn by attacking creatures"), Divine Light ("… dealt
    this turn to creatures you control"), Light of Sanction (a static "to creatures you control
    by sources you control") and Furnace of Rath (614.1a "double") are the same value with
    other parts."""
    (fog,) = rules_of("Heavy Fog")
    assert fog.recipient.who == "you" and fog.source.filter == m.Filter(
        types=("Creature",), attacking=True) and fog.action == "prevent"
    (light,) = rules_of("Divine Light")
    assert light.recipient.filter == m.Filter(types=("Creature",), controller="you")
    (sanction,) = rules_of("Light of Sanction")
    assert sanction.source.filter is not None and sanction.source.filter.controller == "you"
    (furnace,) = rules_of("Furnace of Rath")
    assert furnace.action == "double" and furnace.source.who == "any" and \
        furnace.recipient.who == "any"


# -- damage replacement (CR 614.1a) -------------------------------------------------------------

def test_cr_614_1a_furnace_of_rath_doubles_damage_to_players_and_creatures() -> None:
    """"If a source would deal damage to a permanent or player, it deals double that damage to
    that permanent or player instead." — Lightning Bolt deals 6 to B; a second Bolt kills a
    Serra Angel (4 toughness) that 3 damage would not."""
    s = game("Furnace of Rath")
    s.put(B, "Furnace of Rath")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Lightning Bolt", 2)
    angel = s.put(B, "Serra Angel")
    s.start()
    bolt(s, A, "p1")
    assert s.life(B) == 14
    bolt(s, A, angel)
    assert s.zone_of("Serra Angel") == "graveyard"


def test_cr_614_1a_fiery_emancipation_triples_only_its_controllers_sources() -> None:
    """"If a source you control would deal damage …, it deals triple that damage …" — A's Bolt
    deals 9 to B; B's Bolt deals A only 3."""
    s = game("Fiery Emancipation")
    s.put(A, "Fiery Emancipation")
    s.lands(A, "Mountain", 1)
    s.lands(B, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.hand(B, "Lightning Bolt")
    s.start()
    bolt(s, A, "p1")
    assert s.life(B) == 11
    bolt(s, B, "p0")
    assert s.life(A) == 17


def test_cr_614_1a_jaya_adds_one_to_another_red_source_but_not_to_herself() -> None:
    """Jaya, Venerated Firemage: "If another red source you control would deal damage to a
    permanent or player, it deals that much damage plus 1 …" — A's Bolt deals 4; Jaya's own
    "−2: ~ deals 2 damage to any target" deals 2 (she is not another source)."""
    s = game("Jaya, Venerated Firemage")
    s.put(A, "Jaya, Venerated Firemage")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    bolt(s, A, "p1")
    assert s.life(B) == 16
    s.activate(A, "Jaya, Venerated Firemage", targets=["p1"])
    s.resolve()
    assert s.life(B) == 14


def test_cr_614_1a_fire_servant_doubles_red_instants_not_creatures() -> None:
    """Fire Servant: "If a red instant or sorcery spell you control would deal damage, it deals
    double that damage instead." — Lightning Bolt deals 6; Mogg Fanatic (a red creature, not a
    spell) deals 1."""
    s = game("Fire Servant")
    s.put(A, "Fire Servant")
    s.put(A, "Mogg Fanatic")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    bolt(s, A, "p1")
    assert s.life(B) == 14
    s.activate(A, "Mogg Fanatic", targets=["p1"])
    s.resolve()
    assert s.life(B) == 13


def test_cr_614_1a_curse_of_bloodletting_doubles_damage_to_the_enchanted_player_only() -> None:
    """"If a source would deal damage to enchanted player, it deals double that damage to that
    player instead." — cursed B takes 6 from a Bolt; A takes 3 from B's."""
    s = game("Curse of Bloodletting")
    curse = s.put(A, "Curse of Bloodletting")
    s.obj(curse).attached_player = B
    s.lands(A, "Mountain", 1)
    s.lands(B, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.hand(B, "Lightning Bolt")
    s.start()
    bolt(s, A, "p1")
    bolt(s, B, "p0")
    assert (s.life(A), s.life(B)) == (17, 14)


def test_cr_614_1a_ghosts_of_the_innocent_halve_damage_rounded_down() -> None:
    """"… it deals half that damage, rounded down, …" — Bolt's 3 becomes 1."""
    s = game("Ghosts of the Innocent")
    s.put(B, "Ghosts of the Innocent")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    bolt(s, A, "p1")
    assert s.life(B) == 19


def test_cr_614_1a_charging_tuskodon_doubles_its_combat_damage_to_a_player() -> None:
    """"If ~ would deal combat damage to a player, it deals double that damage to that player
    instead." — the unblocked 4/4 deals 8."""
    s = game("Charging Tuskodon")
    tusk = s.put(A, "Charging Tuskodon")
    s.start()
    s.attack({tusk: "p1"})
    s.to_step("end_combat")
    assert s.life(B) == 12


# -- prevention of part of the damage (CR 615.7) and the order of effects (616.1) ---------------

def test_cr_615_7_urzas_armor_prevents_one_of_each_damage_to_you() -> None:
    """"If a source would deal damage to you, prevent 1 of that damage." — Bolt deals 2."""
    s = game("Urza's Armor")
    s.put(B, "Urza's Armor")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    bolt(s, A, "p1")
    assert s.life(B) == 18


def test_cr_616_1_the_damaged_player_orders_prevention_before_doubling() -> None:
    """Urza's Armor and Furnace of Rath both apply to a Bolt at B: B chooses the order (616.1)
    — prevent 1 first, then double: 4 damage (not 5)."""
    s = game("Urza's Armor", "Furnace of Rath")
    s.put(B, "Urza's Armor")
    s.put(A, "Furnace of Rath")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    bolt(s, A, "p1")
    assert s.life(B) == 16


def test_cr_615_7_sphere_of_law_prevents_two_from_red_sources_only() -> None:
    """"If a red source would deal damage to you, prevent 2 of that damage." — Bolt (red) deals
    1; a Hill Giant (red too) attacking deals 1; a Grizzly Bears (green) deals its full 2."""
    s = game("Sphere of Law")
    s.put(B, "Sphere of Law")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    bolt(s, A, "p1")
    assert s.life(B) == 19
    s.attack({bears: "p1"})
    s.to_step("end_combat")
    assert s.life(B) == 17


def test_cr_615_7_festival_of_the_guildpact_prevents_the_next_x_damage() -> None:
    """"Prevent the next X damage that would be dealt to you this turn." (X = 2) — B's Bolt
    deals A 1."""
    s = game("Festival of the Guildpact")
    s.lands(A, "Plains", 3)
    s.hand(A, "Festival of the Guildpact")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    s.cast(A, "Festival of the Guildpact", x=2)
    s.resolve()
    bolt(s, B, "p0")
    assert s.life(A) == 19


# -- prevention of all damage, composed (CR 615.1a, 120.2) --------------------------------------

def test_cr_615_1a_scarecrow_prevents_damage_to_you_only_from_flyers() -> None:
    """"{6}, {T}: Prevent all damage that would be dealt to you this turn by creatures with
    flying." — B's Serra Angel (flying) and Hill Giant attack A: only the Giant's 3 is dealt."""
    s = game("Scarecrow")
    s.put(A, "Scarecrow")
    s.lands(A, "Plains", 6)
    angel = s.put(B, "Serra Angel")
    giant = s.put(B, "Hill Giant")
    s.start(active=B)
    s.activate(A, "Scarecrow")
    s.resolve()
    s.attack({angel: "p0", giant: "p0"})
    s.to_step("end_combat")
    assert s.life(A) == 17


def test_cr_120_2_commencement_of_festivities_prevents_combat_damage_to_players_only() -> None:
    """"Prevent all combat damage that would be dealt to players this turn." — the attacking
    Hill Giant deals B nothing; a Bolt afterwards (noncombat) deals its 3."""
    s = game("Commencement of Festivities")
    giant = s.put(A, "Hill Giant")
    s.lands(B, "Forest", 2)
    s.hand(B, "Commencement of Festivities")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(B, "Commencement of Festivities")
    s.resolve()
    s.attack({giant: "p1"})
    s.to_step("end_combat")
    assert s.life(B) == 20
    s.to_step("main2")
    bolt(s, A, "p1")
    assert s.life(B) == 17


def test_cr_120_2_mark_of_asylum_prevents_noncombat_damage_to_your_creatures() -> None:
    """"Prevent all noncombat damage that would be dealt to creatures you control." — A's Bolt
    leaves B's Grizzly Bears unharmed; in combat the Bears, blocking a Hill Giant, die."""
    s = game("Mark of Asylum")
    s.put(B, "Mark of Asylum")
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(A, "Hill Giant")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    bolt(s, A, bears)
    assert s.obj(bears).damage == 0
    s.attack({giant: "p1"})
    s.block(B, {bears: giant})
    s.to_step("end_combat")
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_cr_615_1a_safe_passage_shields_you_and_your_creatures_this_turn_only() -> None:
    """"Prevent all damage that would be dealt to you and creatures you control this turn." —
    B's Bolts at A and at A's Bears deal nothing; next turn (514.2) a Bolt deals 3 again."""
    s = game("Safe Passage")
    s.lands(A, "Plains", 3)
    s.hand(A, "Safe Passage")
    bears = s.put(A, "Grizzly Bears")
    s.lands(B, "Mountain", 3)
    s.hand(B, "Lightning Bolt", 3)
    s.start()
    s.cast(A, "Safe Passage")
    s.resolve()
    bolt(s, B, "p0")
    bolt(s, B, bears)
    assert s.life(A) == 20 and s.obj(bears).damage == 0
    s.to_step("main1", active=B)
    bolt(s, B, "p0")
    assert s.life(A) == 17


def test_cr_615_1a_chameleon_blur_prevents_what_creatures_deal_to_players() -> None:
    """"Prevent all damage that creatures would deal to players this turn." — the unblocked
    Hill Giant deals B nothing, but Lightning Bolt (not a creature) still deals 3."""
    s = game("Chameleon Blur")
    giant = s.put(A, "Hill Giant")
    s.lands(B, "Forest", 4)
    s.hand(B, "Chameleon Blur")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(B, "Chameleon Blur")
    s.resolve()
    s.attack({giant: "p1"})
    s.to_step("end_combat")
    assert s.life(B) == 20
    s.to_step("main2")
    bolt(s, A, "p1")
    assert s.life(B) == 17


def test_cr_615_1a_champion_lancer_takes_no_damage_from_creatures() -> None:
    """"Prevent all damage that would be dealt to ~ by creatures." — blocked by a Hill Giant it
    is dealt nothing, but a Lightning Bolt's 3 kills the 3/3."""
    s = game("Champion Lancer")
    lancer = s.put(A, "Champion Lancer")
    giant = s.put(B, "Hill Giant")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    s.attack({lancer: "p1"})
    s.block(B, {giant: lancer})
    s.to_step("end_combat")
    assert s.obj(lancer).damage == 0
    s.to_step("main2")
    bolt(s, B, lancer)
    assert s.zone_of("Champion Lancer") == "graveyard"


def test_cr_615_1a_fog_bank_neither_deals_nor_is_dealt_combat_damage() -> None:
    """"Prevent all combat damage that would be dealt to and dealt by ~." — Fog Bank (0/2)
    blocks a Hill Giant: it survives, and it is dealt Bolt's noncombat 3 afterwards."""
    s = game("Fog Bank")
    bank = s.put(B, "Fog Bank")
    giant = s.put(A, "Hill Giant")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    s.attack({giant: "p1"})
    s.block(B, {bank: giant})
    s.to_step("end_combat")
    assert s.zone_of("Fog Bank") == "battlefield" and s.obj(bank).damage == 0
    s.to_step("main2")
    bolt(s, A, bank)
    assert s.zone_of("Fog Bank") == "graveyard"


def test_cr_609_7a_pay_no_heed_prevents_all_damage_of_the_chosen_source() -> None:
    """"Prevent all damage a source of your choice would deal this turn." — A chooses B's Mogg
    Fanatic: its 1 damage to A is prevented; B's Bolt (not chosen) deals 3."""
    s = game("Pay No Heed")
    s.lands(A, "Plains", 1)
    s.hand(A, "Pay No Heed")
    fanatic = s.put(B, "Mogg Fanatic")
    s.put(B, "Grizzly Bears")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    s.cast(A, "Pay No Heed")
    s.then("a source of your choice", fanatic)
    s.resolve()
    s.activate(B, "Mogg Fanatic", targets=["p0"])
    s.resolve()
    assert s.life(A) == 20
    bolt(s, B, "p0")
    assert s.life(A) == 17


def test_cr_615_1a_energy_storm_prevents_damage_from_instants_and_sorceries() -> None:
    """Energy Storm: "Prevent all damage that would be dealt by instant and sorcery spells." —
    Bolt deals nothing; Mogg Fanatic's ability (its source a creature) deals 1."""
    s = game("Energy Storm")
    s.put(B, "Energy Storm")
    s.put(A, "Mogg Fanatic")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    bolt(s, A, "p1")
    assert s.life(B) == 20
    s.activate(A, "Mogg Fanatic", targets=["p1"])
    s.resolve()
    assert s.life(B) == 19


# -- damage that can't be prevented (CR 615.12) -------------------------------------------------

def test_cr_615_12_flaring_pain_makes_the_fog_useless() -> None:
    """"Damage can't be prevented this turn." — B has cast Fog (all combat damage prevented);
    A's Flaring Pain resolves first in the turn, so the unblocked Hill Giant still deals 3.
    Without Flaring Pain, Fog prevents it."""
    for pain in (True, False):
        s = game("Flaring Pain")
        giant = s.put(A, "Hill Giant")
        s.lands(A, "Mountain", 2)
        s.hand(A, "Flaring Pain")
        s.lands(B, "Forest", 1)
        s.hand(B, "Fog")
        s.start()
        if pain:
            s.cast(A, "Flaring Pain")
            s.resolve()
        s.cast(B, "Fog")
        s.resolve()
        s.attack({giant: "p1"})
        s.to_step("end_combat")
        assert s.life(B) == (17 if pain else 20)


def test_cr_615_12_excruciators_damage_ignores_protection_and_shields() -> None:
    """"Damage that would be dealt by ~ can't be prevented." — Excruciator (7/7) attacks into
    B's Fog and still deals 7; another attacker's damage is prevented by the same Fog."""
    s = game("Excruciator")
    brute = s.put(A, "Excruciator")
    bears = s.put(A, "Grizzly Bears")
    s.lands(B, "Forest", 1)
    s.hand(B, "Fog")
    s.start()
    s.cast(B, "Fog")
    s.resolve()
    s.attack({brute: "p1", bears: "p1"})
    s.to_step("end_combat")
    assert s.life(B) == 13


def test_cr_615_12_questing_beast_combat_damage_is_unpreventable_noncombat_is_not() -> None:
    """"Combat damage that would be dealt by creatures you control can't be prevented." — A's
    Grizzly Bears deal 2 through Fog; Fog-style shields still stop noncombat damage: Urza's
    Armor still prevents 1 of A's Lightning Bolt."""
    s = game("Questing Beast", "Urza's Armor")
    s.put(A, "Questing Beast")
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Urza's Armor")
    s.lands(B, "Forest", 1)
    s.hand(B, "Fog")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    bolt(s, A, "p1")
    assert s.life(B) == 18
    s.cast(B, "Fog")
    s.resolve()
    s.attack({bears: "p1"})
    s.to_step("end_combat")
    assert s.life(B) == 16


# -- redirection (CR 614.1a, 614.9) and the one-use shield (615.7) ------------------------------

def test_cr_614_9_empyrial_archangel_takes_the_damage_dealt_to_you() -> None:
    """"All damage that would be dealt to you is dealt to ~ instead." — B's Bolt at A marks 3
    damage on the 5/8 Archangel; A's life stays 20."""
    s = game("Empyrial Archangel")
    angel = s.put(A, "Empyrial Archangel")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    bolt(s, B, "p0")
    assert s.life(A) == 20 and s.obj(angel).damage == 3


def test_cr_614_9_lancers_en_kor_moves_one_damage_per_activation() -> None:
    """"{0}: The next 1 damage that would be dealt to ~ this turn is dealt to target creature
    you control instead." — activated before B's Bolt: 1 of its 3 goes to A's Grizzly Bears,
    the other 2 stay on the Lancers (the next 1 only, 614.9)."""
    s = game("Lancers en-Kor")
    lancers = s.put(A, "Lancers en-Kor")
    bears = s.put(A, "Grizzly Bears")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    s.activate(A, "Lancers en-Kor", targets=[bears])
    s.resolve()
    bolt(s, B, lancers)
    assert s.obj(lancers).damage == 2 and s.obj(bears).damage == 1


def test_cr_614_9_beacon_of_destiny_takes_the_next_damage_of_the_chosen_source_once() -> None:
    """"{T}: The next time a source of your choice would deal damage to you this turn, that
    damage is dealt to ~ instead." — A chooses B's Mogg Fanatic: its 1 damage goes to the 1/3
    Beacon; B's Bolt (another source) then hits A for 3."""
    s = game("Beacon of Destiny")
    beacon = s.put(A, "Beacon of Destiny")
    fanatic = s.put(B, "Mogg Fanatic")
    s.put(B, "Grizzly Bears")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    s.activate(A, "Beacon of Destiny")
    s.then("a source of your choice", fanatic)
    s.resolve()
    s.activate(B, "Mogg Fanatic", targets=["p0"])
    s.resolve()
    assert s.life(A) == 20 and s.obj(beacon).damage == 1
    bolt(s, B, "p0")
    assert s.life(A) == 17


def test_cr_614_9_treacherous_link_sends_the_creatures_damage_to_its_controller() -> None:
    """"All damage that would be dealt to enchanted creature is dealt to its controller
    instead." — A's Bolt at B's linked Serra Angel deals B 3 and leaves the Angel unmarked."""
    s = game("Treacherous Link")
    angel = s.put(B, "Serra Angel")
    s.put(A, "Treacherous Link", attached_to=angel)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    bolt(s, A, angel)
    assert s.life(B) == 17 and s.obj(angel).damage == 0


def test_cr_614_9_razia_moves_the_next_three_damage_to_another_creature() -> None:
    """"{T}: The next 3 damage that would be dealt to target creature you control this turn is
    dealt to another target creature instead." — A shields its Grizzly Bears onto B's Serra
    Angel: B's Bolt at the Bears marks 3 on the Angel; the Bears are unharmed."""
    s = game("Razia, Boros Archangel")
    s.put(A, "Razia, Boros Archangel")
    bears = s.put(A, "Grizzly Bears")
    angel = s.put(B, "Serra Angel")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    s.activate(A, "Razia, Boros Archangel", targets=[bears, angel])
    s.resolve()
    bolt(s, B, bears)
    assert s.obj(bears).damage == 0 and s.obj(angel).damage == 3


def test_cr_615_7_charm_peddler_shields_a_creature_from_the_chosen_source_once() -> None:
    """"{W}, {T}, Discard a card: The next time a source of your choice would deal damage to
    target creature this turn, prevent that damage." — A chooses B's Mogg Fanatic: its 1
    damage to the Grizzly Bears is prevented; B's Bolt (not chosen) then kills them."""
    s = game("Charm Peddler")
    s.put(A, "Charm Peddler")
    s.lands(A, "Plains", 1)
    forest = s.hand(A, "Forest")
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Mogg Fanatic")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    s.then("cast.discard", (forest,))
    s.activate(A, "Charm Peddler", targets=[bears])
    s.then("a source of your choice", s.id("Mogg Fanatic"))
    s.resolve()
    s.activate(B, "Mogg Fanatic", targets=[bears])
    s.resolve()
    assert s.obj(bears).damage == 0
    bolt(s, B, bears)
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_cr_614_1a_torbran_adds_two_to_red_damage_at_opponents_and_their_permanents() -> None:
    """Torbran, Thane of Red Fell: "If a red source you control would deal damage to an
    opponent or a permanent an opponent controls, it deals that much damage plus 2 instead." —
    A's Bolt deals B 5; Mogg Fanatic (red) at B's Serra Angel deals 3; a Bolt at A's own Grizzly
    Bears deals only 3 (not an opponent's)."""
    s = game("Torbran, Thane of Red Fell")
    s.put(A, "Torbran, Thane of Red Fell")
    s.put(A, "Mogg Fanatic")
    bears = s.put(A, "Grizzly Bears")
    angel = s.put(B, "Serra Angel")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Lightning Bolt", 2)
    s.start()
    bolt(s, A, "p1")
    assert s.life(B) == 15
    s.activate(A, "Mogg Fanatic", targets=[angel])
    s.resolve()
    assert s.obj(angel).damage == 3
    bolt(s, A, bears)
    assert s.zone_of("Grizzly Bears") == "graveyard" and s.life(A) == 20


def test_cr_615_7_temple_altisaur_leaves_one_damage_on_another_dinosaur() -> None:
    """Temple Altisaur: "If a source would deal damage to another Dinosaur you control, prevent
    all but 1 of that damage." — Bolt at a second Temple Altisaur (a Dinosaur) marks 1 on it:
    the first one's shield applies (not its own: "another")."""
    s = game("Temple Altisaur")
    first = s.put(A, "Temple Altisaur")
    s.lands(B, "Mountain", 2)
    s.hand(B, "Lightning Bolt", 2)
    s.start()
    bolt(s, B, first)
    assert s.obj(first).damage == 3  # alone, no other Altisaur shields it
    second = s.put(A, "Temple Altisaur")
    bolt(s, B, second)
    assert s.obj(second).damage == 1


# -- the prevention's own additional effect (CR 615.1a): the Phantoms ---------------------------

def test_cr_615_1a_phantom_centaur_prevents_damage_and_loses_a_counter() -> None:
    """Phantom Centaur: "If damage would be dealt to ~, prevent that damage. Remove a +1/+1
    counter from ~." — a Bolt marks no damage and takes one of its three counters (a 4/3 now);
    three Bolts leave a 2/0 that dies."""
    s = game("Phantom Centaur")
    centaur = s.put(A, "Phantom Centaur")
    s.obj(centaur).counters["+1/+1"] = 3
    s.lands(B, "Mountain", 3)
    s.hand(B, "Lightning Bolt", 3)
    s.start()
    bolt(s, B, centaur)
    assert s.obj(centaur).damage == 0 and s.obj(centaur).counters["+1/+1"] == 2
    bolt(s, B, centaur)
    bolt(s, B, centaur)
    assert s.zone_of("Phantom Centaur") == "graveyard"


def test_cr_615_1a_ugins_conjurant_loses_as_many_counters_as_damage_prevented() -> None:
    """Ugin's Conjurant: "If damage would be dealt to ~ while it has a +1/+1 counter on it,
    prevent that damage and remove that many +1/+1 counters from ~." — with five counters a
    Bolt takes three; the 2/2 lives with no damage marked."""
    s = game("Ugin's Conjurant")
    conjurant = s.put(A, "Ugin's Conjurant")
    s.obj(conjurant).counters["+1/+1"] = 5
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    bolt(s, B, conjurant)
    assert s.obj(conjurant).counters["+1/+1"] == 2 and s.obj(conjurant).damage == 0


def test_cr_120_2_stormwild_capridor_turns_noncombat_damage_into_counters() -> None:
    """Stormwild Capridor: "If noncombat damage would be dealt to ~, prevent that damage. Put a
    +1/+1 counter on ~ for each 1 damage prevented this way." — a Bolt makes the 1/3 a 4/6;
    blocking a Hill Giant, it is dealt the Giant's 3 combat damage (not prevented) and lives."""
    s = game("Stormwild Capridor")
    goat = s.put(B, "Stormwild Capridor")
    giant = s.put(A, "Hill Giant")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.start()
    bolt(s, A, goat)
    assert s.obj(goat).counters["+1/+1"] == 3 and s.obj(goat).damage == 0
    s.attack({giant: "p1"})
    s.block(B, {goat: giant})
    s.to_step("end_combat")
    assert s.obj(goat).damage == 3 and s.zone_of("Stormwild Capridor") == "battlefield"


def test_cr_615_1a_reverse_damage_gains_the_life_the_shield_prevented() -> None:
    """Reverse Damage: "The next time a source of your choice would deal damage to you this
    turn, prevent that damage. You gain life equal to the damage prevented this way." — A
    chooses B's Bolt in response: A goes from 20 to 23; a second Bolt is dealt in full (the
    shield was used once)."""
    s = game("Reverse Damage")
    s.lands(A, "Plains", 3)
    s.hand(A, "Reverse Damage")
    s.lands(B, "Mountain", 2)
    s.hand(B, "Lightning Bolt", 2)
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.cast(A, "Reverse Damage")
    s.then("a source of your choice", s.id("Lightning Bolt", "stack"))
    s.resolve()
    assert s.life(A) == 23
    bolt(s, B, "p0")
    assert s.life(A) == 20


# -- damage rules with a condition (CR 611.3a) --------------------------------------------------

def test_cr_611_3a_anthem_of_rakdos_doubles_only_while_hellbent() -> None:
    """Anthem of Rakdos: "Hellbent — As long as you have no cards in hand, if a source you
    control would deal damage to a permanent or player, it deals double that damage …" — with
    a Forest in hand A's Bolt deals 3; with an empty hand the next Bolt deals 6."""
    s = game("Anthem of Rakdos")
    s.put(A, "Anthem of Rakdos")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Lightning Bolt", 2)
    s.hand(A, "Forest")
    s.start()
    bolt(s, A, "p1")
    assert s.life(B) == 17
    s.play_land(A, "Forest")
    bolt(s, A, "p1")
    assert s.life(B) == 11


def test_cr_611_3a_thunderstaff_prevents_one_combat_damage_only_while_untapped() -> None:
    """Thunderstaff: "As long as ~ is untapped, if a creature would deal combat damage to you,
    prevent 1 of that damage." — B's Hill Giant deals A 2; with the Staff tapped, 3."""
    for tapped in (False, True):
        s = game("Thunderstaff")
        s.put(A, "Thunderstaff", tapped=tapped)
        giant = s.put(B, "Hill Giant")
        s.start(active=B)
        s.attack({giant: "p0"})
        s.to_step("end_combat")
        assert s.life(A) == (17 if tapped else 18)


def test_cr_615_7_test_of_faith_shield_turns_prevented_damage_into_counters() -> None:
    """Test of Faith: "Prevent the next 3 damage that would be dealt to target creature this
    turn. For each 1 damage prevented this way, put a +1/+1 counter on that creature." — Mogg
    Fanatic's 1 is prevented (one counter), then 2 of a Bolt's 3 (two more): the Bears are a
    5/5 with 1 damage marked; the shield is used up, so a second Bolt deals its full 3."""
    s = game("Test of Faith")
    s.lands(A, "Plains", 2)
    s.hand(A, "Test of Faith")
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Mogg Fanatic")
    s.lands(B, "Mountain", 2)
    s.hand(B, "Lightning Bolt", 2)
    s.start()
    s.cast(A, "Test of Faith", targets=[bears])
    s.resolve()
    s.activate(B, "Mogg Fanatic", targets=[bears])
    s.resolve()
    assert s.obj(bears).counters.get("+1/+1") == 1 and s.obj(bears).damage == 0
    bolt(s, B, bears)
    assert s.obj(bears).counters.get("+1/+1") == 3 and s.obj(bears).damage == 1
    bolt(s, B, bears)
    assert s.obj(bears).damage == 4 and s.zone_of("Grizzly Bears") == "battlefield"


def test_cr_615_7_decorated_griffin_shields_one_combat_damage_per_activation() -> None:
    """Decorated Griffin: "{1}{W}: Prevent the next 1 combat damage that would be dealt to you
    this turn." — activated once, B's Hill Giant deals A 2; a Bolt afterwards (noncombat) is
    not touched by it: 3."""
    s = game("Decorated Griffin")
    s.put(A, "Decorated Griffin")
    s.lands(A, "Plains", 2)
    giant = s.put(B, "Hill Giant")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.activate(A, "Decorated Griffin")
    s.resolve()
    s.attack({giant: "p0"})
    s.to_step("end_combat")
    assert s.life(A) == 18
    s.to_step("main2")
    bolt(s, B, "p0")
    assert s.life(A) == 15


def test_cr_615_7_healing_grace_shields_a_target_from_the_chosen_source() -> None:
    """Healing Grace: "Prevent the next 3 damage that would be dealt to any target this turn by
    a source of your choice. You gain 3 life." — A targets themself and chooses B's Bolt on the
    stack: the Bolt's 3 is prevented and A gains 3 (23)."""
    s = game("Healing Grace")
    s.lands(A, "Plains", 1)
    s.hand(A, "Healing Grace")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.cast(A, "Healing Grace", targets=["p0"])
    s.then("a source of your choice", s.id("Lightning Bolt", "stack"))
    s.resolve()
    assert s.life(A) == 23


def test_cr_615_12_pinpoint_avalanches_damage_ignores_dawn_elementals_shield() -> None:
    """Pinpoint Avalanche: "~ deals 4 damage to target creature. The damage can't be
    prevented." — Dawn Elemental ("Prevent all damage that would be dealt to ~.") dies to it,
    while a Lightning Bolt before it was prevented; the rule ends with that damage (a second
    Bolt is prevented again)."""
    s = game("Pinpoint Avalanche", "Dawn Elemental")
    dawn = s.put(B, "Dawn Elemental")
    s.lands(A, "Mountain", 7)
    s.hand(A, "Lightning Bolt", 2)
    s.hand(A, "Pinpoint Avalanche")
    s.start()
    bolt(s, A, dawn)
    assert s.obj(dawn).damage == 0
    s.cast(A, "Pinpoint Avalanche", targets=[dawn])
    s.resolve()
    assert s.zone_of("Dawn Elemental") == "graveyard"
    other = s.put(B, "Dawn Elemental")
    bolt(s, A, other)
    assert s.obj(other).damage == 0
