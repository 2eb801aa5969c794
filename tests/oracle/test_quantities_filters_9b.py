"""Issue 29, quantities and filters (ninth wave, second round: helper QF2).

* "with a -1/-1 counter on it" as a filter part every noun takes (CR 122.1): the same
  ``Filter.counters`` as "+1/+1", with the -1/-1 kind — a target restriction (Crumbling Ashes,
  Liliana, Death Wielder), an "each" set (Lockjaw Snapper) and a trigger subject (The Scorpion
  God).
* "white and/or blue creatures" (CR 105.2): the colours, any of them — ``Filter.colors`` with
  ``says_and_or`` for the words (Evaporate, Sacred Knight, Ignite Disorder, Amphibious Kavu).
* "creature token(s)" as the type words of every noun (CR 111.1): a trigger subject
  (Grismold, Anointer Priest, Twilight Drover, Curiosity Crafter) and a target (Temmet).
* a legend's text naming it by the first word of its name ("Hazoret deals 2 damage", "put a
  +1/+1 counter on Crovax"; CR 201.4b): that word is ~ too (``normalize.legend_short_name``).

Each card is compiled from its real Oracle text (MTGJSON 2022-04-25), rendered back, supported,
and played: each test asserts what the text says happens."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.normalize import legend_short_name, normalize_oracle
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B
from tests.oracle.conftest import game, real

# -- "with a -1/-1 counter on it" (CR 122.1) ------------------------------------------------------

def test_cr_122_1_minus_counter_filter_compiles_and_renders_back() -> None:
    """"destroy target creature with a -1/-1 counter on it" targets only creatures with a
    -1/-1 counter: the filter keeps the counter's kind and renders back to the Oracle text."""
    for name in ("Crumbling Ashes", "Liliana, Death Wielder", "Lockjaw Snapper",
                 "The Scorpion God"):
        assert round_trip_problem(real(name)) == "", name
    ability = real("Crumbling Ashes").abilities[0]
    assert isinstance(ability, m.TriggeredAbility)
    assert ability.targets[0].filter is not None
    assert ability.targets[0].filter.counters == "-1/-1"


def test_cr_122_1_lockjaw_snapper_puts_counters_only_on_creatures_that_have_one() -> None:
    """Lockjaw Snapper: "When ~ dies, put a -1/-1 counter on each creature with a -1/-1 counter
    on it." — the Hill Giant with a -1/-1 counter gets a second; the other Hill Giant and the
    creature with a +1/+1 counter get none (CR 122.1)."""
    s = game("Lockjaw Snapper")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    snapper = s.put(A, "Lockjaw Snapper")
    marked = s.put(B, "Hill Giant", counters={"-1/-1": 1})
    clean = s.put(B, "Hill Giant")
    plus = s.put(A, "Hill Giant", counters={"+1/+1": 1})
    s.start()
    s.cast(A, "Lightning Bolt", targets=[snapper])
    s.resolve()
    assert s.zone_of("Lockjaw Snapper") == "graveyard"
    s.resolve()
    assert s.obj(marked).counters.get("-1/-1") == 2
    assert s.pt(marked) == (1, 1)
    assert s.obj(clean).counters.get("-1/-1", 0) == 0
    assert s.obj(plus).counters.get("-1/-1", 0) == 0 and s.pt(plus) == (4, 4)


def test_cr_122_1_scorpion_god_draws_only_for_a_creature_with_a_minus_counter() -> None:
    """The Scorpion God: "Whenever a creature with a -1/-1 counter on it dies, draw a card." — a
    Hill Giant with a -1/-1 counter dying draws A a card; one without draws nothing."""
    s = game("The Scorpion God")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Lightning Bolt", count=2)
    s.put(A, "The Scorpion God")
    marked = s.put(B, "Hill Giant", counters={"-1/-1": 1})
    clean = s.put(B, "Grizzly Bears")
    s.start()
    before = s.hand_size(A)
    s.cast(A, "Lightning Bolt", targets=[clean])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.hand_size(A) == before - 1  # the Bolt left; nothing drawn
    s.cast(A, "Lightning Bolt", targets=[marked])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    s.resolve()
    assert s.hand_size(A) == before - 1  # the second Bolt left, one card drawn


# -- "white and/or blue" (CR 105.2) ----------------------------------------------------------------

def test_cr_105_2_and_or_colours_render_back() -> None:
    """"each white and/or blue creature" is the set of creatures that are white, blue or both:
    the filter holds both colours (any of them) and renders back with "and/or"."""
    for name in ("Evaporate", "Sacred Knight", "Ignite Disorder", "Amphibious Kavu",
                 "Sky Hussar"):
        assert round_trip_problem(real(name)) == "", name
    effect = real("Evaporate").abilities[0].effects[0]  # type: ignore[union-attr]
    assert isinstance(effect, m.DealDamage) and effect.filter is not None
    assert effect.filter.colors == ("W", "U") and effect.filter.says_and_or


def test_cr_105_2_evaporate_damages_white_and_blue_creatures_only() -> None:
    """Evaporate: "~ deals 1 damage to each white and/or blue creature." — B's white Savannah
    Lions and A's blue Merfolk of the Pearl Trident die; the red Raging Goblin does not."""
    s = game("Evaporate", "Savannah Lions", "Merfolk of the Pearl Trident", "Raging Goblin")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Evaporate")
    s.put(B, "Savannah Lions")
    s.put(A, "Merfolk of the Pearl Trident")
    goblin = s.put(B, "Raging Goblin")
    s.start()
    s.cast(A, "Evaporate")
    s.resolve()
    assert s.zone_of("Savannah Lions") == "graveyard"
    assert s.zone_of("Merfolk of the Pearl Trident") == "graveyard"
    assert s.obj(goblin).zone == "battlefield" and s.obj(goblin).damage == 0


def test_cr_509_1b_sacred_knight_is_unblockable_by_black_or_red_creatures() -> None:
    """Sacred Knight: "~ can't be blocked by black and/or red creatures." — attacking, it can't
    be blocked by B's red Raging Goblin: B is not even asked, and takes 3 (a 3/2)."""
    s = game("Sacred Knight", "Raging Goblin")
    knight = s.put(A, "Sacred Knight")
    goblin = s.put(B, "Raging Goblin")
    s.start()
    s.attack({knight: "p1"})
    s.to_step("main2")  # strict: a block question for B would fail the scenario
    assert s.life(B) == 17
    assert not s.obj(goblin).tapped and s.zone_of("Raging Goblin") == "battlefield"


# -- "creature token" as a noun (CR 111.1) ---------------------------------------------------------

def test_cr_111_1_creature_token_nouns_render_back() -> None:
    """"Whenever a creature token dies", "target creature token you control": the filter is a
    creature that is a token, and renders back to the Oracle text."""
    for name in ("Grismold, the Dreadsower", "Anointer Priest", "Twilight Drover",
                 "Curiosity Crafter", "Temmet, Vizier of Naktamun"):
        assert round_trip_problem(real(name)) == "", name
    ability = real("Grismold, the Dreadsower").abilities[-1]
    assert isinstance(ability, m.TriggeredAbility) and ability.trigger.filter is not None
    assert ability.trigger.event == "dies"
    assert ability.trigger.filter.types == ("Creature",) and ability.trigger.filter.token is True


def test_cr_111_1_grismold_grows_only_when_a_creature_token_dies() -> None:
    """Grismold, the Dreadsower: "Whenever a creature token dies, put a +1/+1 counter on ~." —
    a Grizzly Bears card dying adds nothing; a token Grizzly Bears dying adds one counter."""
    s = game("Grismold, the Dreadsower")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Lightning Bolt", count=2)
    grismold = s.put(A, "Grismold, the Dreadsower")
    card = s.put(B, "Grizzly Bears")
    token = s.put(B, "Grizzly Bears")
    s.obj(token).token = True
    s.start()
    s.cast(A, "Lightning Bolt", targets=[card])
    s.resolve()
    assert s.obj(grismold).counters.get("+1/+1", 0) == 0
    s.cast(A, "Lightning Bolt", targets=[token])
    s.resolve()
    s.resolve()
    assert s.ids("Grizzly Bears", "battlefield") == []
    assert s.obj(grismold).counters.get("+1/+1", 0) == 1


def test_cr_111_1_anointer_priest_gains_life_for_a_creature_token_entering() -> None:
    """Anointer Priest: "Whenever a creature token enters under your control, you gain 1
    life." — Raise the Alarm's two Soldier tokens gain A 2 life; a Grizzly Bears card gains
    nothing."""
    s = game("Anointer Priest", "Raise the Alarm")
    s.lands(A, "Plains", 2)
    s.lands(A, "Forest", 2)
    s.hand(A, "Raise the Alarm")
    s.hand(A, "Grizzly Bears")
    s.put(A, "Anointer Priest")
    s.start()
    s.cast(A, "Grizzly Bears")
    s.resolve()
    s.resolve()
    assert s.life(A) == 20
    s.then("order_triggers", (0, 1))  # one trigger for each token (CR 603.2)
    s.cast(A, "Raise the Alarm")
    s.resolve()
    s.resolve()
    assert s.life(A) == 22


def test_cr_111_1_bloodline_culling_shrinks_every_creature_token() -> None:
    """Bloodline Culling, second mode: "Creature tokens get -2/-2 until end of turn." — B's two
    token Grizzly Bears (2/2) die (CR 704.5f); the Grizzly Bears card is no token and stays a
    2/2 (CR 111.1)."""
    s = game("Bloodline Culling")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Bloodline Culling")
    tokens = [s.put(B, "Grizzly Bears"), s.put(B, "Grizzly Bears")]
    for token in tokens:
        s.obj(token).token = True
    card = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Bloodline Culling", modes=[1])
    s.resolve()
    assert s.ids("Grizzly Bears", "battlefield") == [card]
    assert s.pt(card) == (2, 2)


# -- a legend named by the first word of its name (CR 201.4b) ------------------------------------

def test_cr_201_4b_legend_short_names() -> None:
    """"Rashka the Slayer" is "Rashka" in its text, "Hivis of the Scale" "Hivis"; a
    planeswalker's first word is its subtype ("Gideon of the Trials"), a nonlegendary card's a
    common word ("Wall of Kelp"), and another legend's name made of it stays a name ("create
    Tuktuk the Returned")."""
    assert legend_short_name("Rashka the Slayer", "Legendary Creature — Human Archer") == "Rashka"
    assert legend_short_name("Hivis of the Scale", "Legendary Creature — Human Shaman") == "Hivis"
    assert legend_short_name("Gideon of the Trials", "Legendary Planeswalker — Gideon") == ""
    assert legend_short_name("Wall of Kelp", "Creature — Plant Wall") == ""
    assert normalize_oracle(
        "When Tuktuk the Explorer dies, create Tuktuk the Returned, a legendary 5/5 token.",
        "Tuktuk the Explorer", "Legendary Creature — Goblin") == (
        "When ~ dies, create Tuktuk the Returned, a legendary 5/5 token.")
    assert normalize_oracle("Whenever Rashka the Slayer blocks, Rashka gets +1/+2.",
                            "Rashka the Slayer", "Legendary Creature — Human Archer") == (
        "Whenever ~ blocks, ~ gets +1/+2.")


def test_cr_201_4b_hazoret_deals_damage_to_each_opponent() -> None:
    """Hazoret the Fervent: "{2}{R}, Discard a card: Hazoret deals 2 damage to each opponent."
    — "Hazoret" is ~: B loses 2 life, A none, and A's discarded card is in the graveyard."""
    assert round_trip_problem(real("Hazoret the Fervent")) == ""
    s = game("Hazoret the Fervent")
    s.lands(A, "Mountain", 3)
    bears = s.hand(A, "Grizzly Bears")
    s.put(A, "Hazoret the Fervent")
    s.start()
    s.then("cast.discard", (bears,))
    s.activate(A, "Hazoret the Fervent")
    s.resolve()
    assert s.life(B) == 18 and s.life(A) == 20
    assert s.zone_of("Grizzly Bears") == "graveyard"


def test_cr_201_4b_crovax_gains_flying_itself() -> None:
    """Crovax the Cursed: "{B}: Crovax gains flying until end of turn." — Crovax itself gains
    flying (it entered with four +1/+1 counters: a 4/4)."""
    assert round_trip_problem(real("Crovax the Cursed")) == ""
    s = game("Crovax the Cursed")
    s.lands(A, "Swamp", 1)
    crovax = s.put(A, "Crovax the Cursed", counters={"+1/+1": 4})
    s.start()
    assert "flying" not in s.keywords(crovax)
    s.activate(A, "Crovax the Cursed")
    s.resolve()
    assert "flying" in s.keywords(crovax) and s.pt(crovax) == (4, 4)
