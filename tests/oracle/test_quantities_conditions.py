"""Quantities that compose (issue 29, ``oracle/quantity_parts.py``): "N plus …", "twice …",
"your life total", "that spell's mana value" and "the number of instant and sorcery cards in
your graveyard", each compiled from the real Oracle text of real cards (MTGJSON 2022-04-25) and
played in scenario games. Each test names the card and the rule it proves."""

from __future__ import annotations

from cardtable.games.magic import model as m
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real

# -- "your life total" (CR 119.1) ------------------------------------------------------------------


def test_cr_119_1_deaths_shadow_shrinks_by_your_life_total() -> None:
    """Death's Shadow (13/13): "~ gets -X/-X, where X is your life total." — counted
    continuously (613.4c): at 5 life it is 8/8; at 20 life it is -7/-7 and dies (704.5f)."""
    static = real("Death's Shadow").abilities[0]
    assert isinstance(static, m.StaticAbility)
    assert static.effects[0].power == m.Amount(kind="life", ref=m.YOU, multiplier=-1)
    s = game("Death's Shadow")
    s.set_life(A, 5)
    shadow = s.put(A, "Death's Shadow")
    s.start()
    assert s.pt(shadow) == (8, 8)
    t = game("Death's Shadow")
    t.set_life(A, 12)
    other = t.put(A, "Death's Shadow")
    t.start()
    assert t.pt(other) == (1, 1)


def test_cr_119_1_deaths_shadow_dies_at_a_high_life_total_cr_704_5f() -> None:
    """At 20 life Death's Shadow is -7/-7: toughness 0 or less, put into its owner's graveyard
    as a state-based action (CR 704.5f)."""
    s = game("Death's Shadow")
    s.put(A, "Death's Shadow")
    s.hand(A, "Grizzly Bears")
    s.lands(A, "Forest", 2)
    s.start()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert s.zone_of("Death's Shadow") == "graveyard"


def test_cr_119_1_ajani_caller_of_the_pride_makes_a_cat_per_life() -> None:
    """Ajani, Caller of the Pride: "[−8]: Create X 2/2 white Cat creature tokens, where X is
    your life total." — X counted as the ability resolves (608.2h)."""
    s = game("Ajani, Caller of the Pride")
    ajani = s.put(A, "Ajani, Caller of the Pride")
    s.obj(ajani).counters["loyalty"] = 9
    s.set_life(A, 3)
    s.start()
    s.activate(A, "Ajani, Caller of the Pride", 2)
    s.resolve()
    cats = [o for o in s.state.objects.values() if o.zone == "battlefield" and o.token
            and o.card.name == "Cat"]
    assert len(cats) == 3
    assert all(s.pt(c.id) == (2, 2) for c in cats)


# -- "N plus …" and "twice …" (CR 107.3, 604.3) ----------------------------------------------------


def test_cr_604_3_an_havva_constable_toughness_is_one_plus_green_creatures() -> None:
    """An-Havva Constable (2/1+*): "~'s toughness is equal to 1 plus the number of green
    creatures on the battlefield." — itself and every player's green creatures count; its
    power stays printed."""
    toughness = real("An-Havva Constable").abilities[0].effects[0].toughness  # type: ignore[union-attr]
    assert isinstance(toughness, m.Amount) and toughness.plus == 1
    s = game("An-Havva Constable")
    constable = s.put(A, "An-Havva Constable")
    s.put(B, "Grizzly Bears")
    s.put(B, "Llanowar Elves")
    s.put(A, "Savannah Lions")  # white: not counted
    s.start()
    assert s.pt(constable) == (2, 4)  # 1 + Constable, Bears and Elves


def test_cr_604_3_masumaro_is_twice_the_cards_in_your_hand() -> None:
    """Masumaro, First to Live: "~'s power and toughness are each equal to twice the number of
    cards in your hand." — 3 cards: 6/6; the count follows the hand."""
    pt = real("Masumaro, First to Live").abilities[0].effects[0].power  # type: ignore[union-attr]
    assert isinstance(pt, m.Amount) and pt.multiplier == 2 and pt.kind == "hand_size"
    s = game("Masumaro, First to Live")
    masumaro = s.put(A, "Masumaro, First to Live")
    s.hand(A, "Grizzly Bears", 3)
    s.lands(A, "Forest", 2)
    s.start()
    assert s.pt(masumaro) == (6, 6)
    s.cast(A, "Grizzly Bears")
    s.resolve()
    assert s.pt(masumaro) == (4, 4)


def test_cr_107_3_feast_of_flesh_is_one_plus_the_feasts_in_all_graveyards() -> None:
    """Feast of Flesh: "~ deals X damage to target creature and you gain X life, where X is 1
    plus the number of cards named ~ in all graveyards." — one in the opponent's graveyard:
    X is 2 (the spell itself is on the stack as it resolves, not in a graveyard)."""
    s = game("Feast of Flesh")
    giant = s.put(B, "Hill Giant")
    s.graveyard(B, "Feast of Flesh")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Feast of Flesh")
    s.start()
    s.cast(A, "Feast of Flesh", targets=[giant])
    s.resolve()
    assert s.obj(giant).damage == 2
    assert s.life(A) == 22


# -- "that spell's mana value" (CR 202.3, 608.2h) --------------------------------------------------


def test_cr_608_2h_spell_swindle_treasures_equal_to_the_countered_spells_mana_value() -> None:
    """Spell Swindle: "Counter target spell. Create X Treasure tokens, where X is that spell's
    mana value." — the countered Hill Giant ({3}{R}) as it last existed: four Treasures."""
    s = game("Spell Swindle")
    s.lands(A, "Island", 5)
    s.lands(B, "Mountain", 4)
    s.hand(A, "Spell Swindle")
    s.hand(B, "Hill Giant")
    s.start(active=B)
    s.cast(B, "Hill Giant")
    s.cast(A, "Spell Swindle", targets=[s.id("Hill Giant", "stack")])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    treasures = [o for o in s.state.objects.values() if o.zone == "battlefield" and o.token
                 and o.card.name == "Treasure" and s.controller(o.id) == A]
    assert len(treasures) == 4


def test_cr_603_2_manaplasm_grows_by_the_cast_spells_mana_value() -> None:
    """Manaplasm (1/1): "Whenever you cast a spell, ~ gets +X/+X until end of turn, where X is
    that spell's mana value." — the trigger resolves first, while Hill Giant ({3}{R}, mana value
    4) is still on the stack: 5/5."""
    s = game("Manaplasm")
    plasm = s.put(A, "Manaplasm")
    s.lands(A, "Mountain", 4)
    s.hand(A, "Hill Giant")
    s.start()
    s.cast(A, "Hill Giant")
    s.resolve(1)
    assert s.pt(plasm) == (5, 5)


# -- "the number of instant and sorcery cards in your graveyard" (CR 404) --------------------------


def test_cr_604_3_enigma_drake_power_counts_instants_and_sorceries_in_your_graveyard() -> None:
    """Enigma Drake (*/4): "~'s power is equal to the number of instant and sorcery cards in
    your graveyard." — an instant and a sorcery count, a creature card and the opponent's
    instant do not."""
    s = game("Enigma Drake")
    drake = s.put(A, "Enigma Drake")
    s.graveyard(A, "Counterspell")
    s.graveyard(A, "Divination")
    s.graveyard(A, "Grizzly Bears")
    s.graveyard(B, "Cancel")
    s.start()
    assert s.pt(drake) == (2, 4)


def test_cr_608_2h_spite_of_mogis_damage_equal_to_instants_and_sorceries() -> None:
    """Spite of Mogis: "~ deals damage to target creature equal to the number of instant and
    sorcery cards in your graveyard. Scry 1." — counted as it resolves (itself on the stack)."""
    s = game("Spite of Mogis")
    giant = s.put(B, "Hill Giant")
    s.graveyard(A, "Counterspell")
    s.graveyard(A, "Divination")
    s.graveyard(A, "Cancel")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Spite of Mogis")
    s.start()
    s.cast(A, "Spite of Mogis", targets=[giant])
    s.then("scry", ())  # keep the top card on top
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"


# -- "that many … counters" (CR 603.2, 608.2h) -----------------------------------------------------


def test_cr_603_2_blood_hound_gets_a_counter_per_damage_you_were_dealt() -> None:
    """Blood Hound (1/1): "Whenever you're dealt damage, you may put that many +1/+1 counters on
    ~." — Lightning Bolt to its controller: three counters, 4/4."""
    s = game("Blood Hound")
    hound = s.put(A, "Blood Hound")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.then("resolve.choice", True)  # "you may"
    s.resolve()
    assert s.life(A) == 17
    assert s.obj(hound).counters.get("+1/+1") == 3
    assert s.pt(hound) == (4, 4)


def test_cr_603_2_hungering_hydra_grows_by_the_damage_it_survives() -> None:
    """Hungering Hydra: "Whenever ~ is dealt damage, put that many +1/+1 counters on it." —
    with three counters, Shock deals 2: it survives and gets two more (five)."""
    s = game("Hungering Hydra")
    hydra = s.put(A, "Hungering Hydra")
    s.obj(hydra).counters["+1/+1"] = 3
    s.lands(B, "Mountain", 1)
    s.hand(B, "Shock")
    s.start(active=B)
    s.cast(B, "Shock", targets=[hydra])
    s.resolve()
    assert s.obj(hydra).counters.get("+1/+1") == 5


# -- "creatures you control have total power N or greater" (formidable; CR 602.5b, 208.1) ----------


def test_cr_602_5b_atarka_pummeler_activates_only_with_total_power_eight() -> None:
    """Atarka Pummeler (4/5): "{3}{R}{R}: Creatures you control gain menace until end of turn.
    Activate only if creatures you control have total power 8 or greater." — alone (power 4) it
    cannot be activated; with Hill Giant and Grizzly Bears (4 + 3 + 2 = 9) it can."""
    s = game("Atarka Pummeler")
    pummeler = s.put(A, "Atarka Pummeler")
    s.lands(A, "Mountain", 5)
    s.start()
    decision = s.pending
    assert decision is not None
    assert not [o for o in decision.options if getattr(o, "name", "") == "Atarka Pummeler"]
    t = game("Atarka Pummeler")
    pummeler = t.put(A, "Atarka Pummeler")
    bears = t.put(A, "Grizzly Bears")
    t.put(A, "Hill Giant")
    t.lands(A, "Mountain", 5)
    t.start()
    t.activate(A, "Atarka Pummeler")
    t.resolve()
    assert "menace" in t.keywords(pummeler) and "menace" in t.keywords(bears)


# -- "… until end of turn and can't be blocked this turn" (CR 509.1b, 514.2) ----------------------


def test_cr_509_1b_taigams_strike_pumps_and_makes_unblockable_this_turn() -> None:
    """Taigam's Strike: "Target creature gets +2/+0 until end of turn and can't be blocked this
    turn." — one object, two verbs: Grizzly Bears is 4/2 and the opponent's Hill Giant may not
    block it; it deals 4."""
    spell = real("Taigam's Strike").abilities[0]
    assert isinstance(spell, m.SpellAbility)
    grant = spell.effects[1]
    assert isinstance(grant, m.GrantAbilities)
    assert grant.on == "target:0" and grant.rules == ("cant_be_blocked",)
    s = game("Taigam's Strike")
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.lands(A, "Island", 4)
    s.hand(A, "Taigam's Strike")
    s.start()
    s.cast(A, "Taigam's Strike", targets=[bears])
    s.resolve()
    assert s.pt(bears) == (4, 2)
    s.attack({bears: "p1"})
    s.to_step("end_combat")  # no block was legal (509.1b): the block step asked nothing
    assert s.life(B) == 16
    assert s.obj(giant).damage == 0


def test_cr_509_1b_without_taigams_strike_the_same_attacker_can_be_blocked() -> None:
    """The control of the test above: the same board without the spell asks the defender to
    block, and Hill Giant blocks Grizzly Bears."""
    s = game("Taigam's Strike")
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.attack({bears: "p1"})
    s.block(B, {giant: bears})
    s.to_step("end_combat")
    assert s.life(B) == 20
    assert s.zone_of("Grizzly Bears") == "graveyard"


# -- "as long as it has a COUNTER counter on it" (CR 611.3a, 122.1) --------------------------------


def test_cr_611_3a_baloth_pup_has_trample_only_with_a_counter() -> None:
    """Baloth Pup: "~ has trample as long as it has a +1/+1 counter on it." — none: no trample;
    one +1/+1 counter: trample (and 4/2)."""
    s = game("Baloth Pup")
    pup = s.put(A, "Baloth Pup")
    s.start()
    assert "trample" not in s.keywords(pup)
    t = game("Baloth Pup")
    other = t.put(A, "Baloth Pup")
    t.obj(other).counters["+1/+1"] = 1
    t.start()
    assert "trample" in t.keywords(other)
    assert t.pt(other) == (4, 2)


def test_cr_702_79a_thunderblust_returned_by_persist_has_trample() -> None:
    """Thunderblust: "~ has trample as long as it has a -1/-1 counter on it." and persist —
    after it dies and returns with a -1/-1 counter (702.79a) it is 6/1 with trample."""
    s = game("Thunderblust")
    blust = s.put(A, "Thunderblust")
    assert "trample" not in s.keywords(blust)
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[blust])
    s.resolve()
    back = s.id("Thunderblust")
    assert s.obj(back).counters.get("-1/-1") == 1
    assert "trample" in s.keywords(back)
    assert s.pt(back) == (6, 1)


# -- "As long as equipped creature is a Human, it …" (CR 611.3a, 301.5) --------------------------


def test_cr_611_3a_butchers_cleaver_gives_lifelink_only_to_a_human() -> None:
    """Butcher's Cleaver: "Equipped creature gets +3/+0. As long as equipped creature is a
    Human, it has lifelink." — on Youthful Knight (a Human) +3/+0 and lifelink; on Grizzly
    Bears (a Bear) +3/+0 only."""
    s = game("Butcher's Cleaver")
    knight = s.put(A, "Youthful Knight")
    s.put(A, "Butcher's Cleaver", attached_to=knight)
    s.start()
    assert "lifelink" in s.keywords(knight)
    assert s.pt(knight) == (5, 1)
    t = game("Butcher's Cleaver")
    bears = t.put(A, "Grizzly Bears")
    t.put(A, "Butcher's Cleaver", attached_to=bears)
    t.start()
    assert "lifelink" not in t.keywords(bears)
    assert t.pt(bears) == (5, 2)


def test_cr_611_3a_champions_helm_hexproof_only_for_a_legendary_creature() -> None:
    """Champion's Helm: "As long as equipped creature is legendary, it has hexproof." — on a
    legendary creature hexproof, on Grizzly Bears not."""
    s = game("Champion's Helm", "Masumaro, First to Live")
    masumaro = s.put(A, "Masumaro, First to Live")
    s.put(A, "Champion's Helm", attached_to=masumaro)
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Champion's Helm", attached_to=bears)
    s.start()
    assert "hexproof" in s.keywords(masumaro)
    assert "hexproof" not in s.keywords(bears)


# -- "until your next turn" (CR 611.2b) ------------------------------------------------------------


def test_cr_611_2b_bond_of_revival_haste_lasts_until_your_next_turn() -> None:
    """Bond of Revival: "Return target creature card from your graveyard to the battlefield. It
    gains haste until your next turn." — the haste outlasts this turn's end and the opponent's
    turn, and ends as its controller's next turn begins."""
    s = game("Bond of Revival", library=30)
    card = s.graveyard(A, "Hill Giant")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Bond of Revival")
    s.start()
    s.cast(A, "Bond of Revival", targets=[card])
    s.resolve()
    giant = s.id("Hill Giant")
    assert "haste" in s.keywords(giant)
    s.to_step("main1", active=B)  # the opponent's turn: still hasty
    assert "haste" in s.keywords(giant)
    s.to_step("main1", active=A)  # its controller's next turn has begun
    assert "haste" not in s.keywords(giant)


# -- "you may gain life equal to …" (CR 608.2h, 603.10) --------------------------------------------


def test_cr_603_10_orchard_warden_gains_the_entering_treefolks_toughness() -> None:
    """Orchard Warden (4/6): "Whenever another Treefolk creature enters under your control, you
    may gain life equal to that creature's toughness." — "that creature" is the one that entered
    (a second Orchard Warden, toughness 6), not a sacrificed or targeted one."""
    s = game("Orchard Warden")
    s.put(A, "Orchard Warden")
    s.lands(A, "Forest", 6)
    s.hand(A, "Orchard Warden")
    s.start()
    s.cast(A, "Orchard Warden")
    s.then("resolve.choice", True)  # "you may"
    s.resolve()
    assert s.life(A) == 26


def test_cr_608_2h_ondu_cleric_gains_life_per_ally() -> None:
    """Ondu Cleric: "Whenever ~ or another Ally enters under your control, you may gain life
    equal to the number of Allies you control." — a second Cleric enters: both trigger (the new
    one for itself, the old one for another Ally), each for 2 Allies: 4 life."""
    s = game("Ondu Cleric")
    s.put(A, "Ondu Cleric")
    s.lands(A, "Plains", 2)
    s.hand(A, "Ondu Cleric")
    s.start()
    s.cast(A, "Ondu Cleric")
    s.then("order_triggers", (0, 1))
    s.then("resolve.choice", True)
    s.then("resolve.choice", True)
    s.resolve()
    assert s.life(A) == 24
