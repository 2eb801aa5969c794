"""Issue 29, the other effect verbs, ninth wave (helper h9-ev3): the pieces of
``docs/effects-7b.md`` ("The ninth wave"). Each card is compiled from its real Oracle text
(MTGJSON 2022-04-25), rendered back, supported, and played: each test asserts what the text says
happens."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.layers import chars
from tests.magic.dsl import A, B
from tests.oracle.conftest import card, compiled, effects_of, scenario

# -- "it" in an activated ability that names ~ first (CR 608.2h) --------------------------------


def test_cr_608_2h_walking_ballista_it_deals_the_damage() -> None:
    """Walking Ballista: "Remove a +1/+1 counter from ~: It deals 1 damage to any target." —
    "It" is the Ballista: one counter gone, 1 damage to the opponent."""
    assert compiled("Walking Ballista").supported
    s = scenario("Walking Ballista")
    ballista = s.put(A, "Walking Ballista", counters={"+1/+1": 2})
    s.start()
    s.activate(A, "Walking Ballista", targets=["p1"])
    s.resolve()
    assert s.life(B) == 19
    assert s.obj(ballista).counters.get("+1/+1") == 1


def test_cr_113_7a_triskelion_last_counter_still_deals_damage() -> None:
    """Triskelion with one counter left: the cost removes it; the ability still resolves with
    the source as it last existed (CR 113.7a) and deals 1 damage."""
    s = scenario("Triskelion")
    s.put(A, "Triskelion", counters={"+1/+1": 1})
    s.start()
    s.activate(A, "Triskelion", targets=["p1"])
    s.resolve()
    assert s.life(B) == 19


def test_cr_608_2h_dream_trawler_taps_itself() -> None:
    """Dream Trawler: "Discard a card: ~ gains hexproof until end of turn. Tap it." — "it" is
    the Trawler: it gains hexproof and becomes tapped."""
    tap = [e for e in effects_of("Dream Trawler") if isinstance(e, m.Tap)]
    assert tap == [m.Tap(what="as:it:self")]
    s = scenario("Dream Trawler")
    trawler = s.put(A, "Dream Trawler")
    bears = s.hand(A, "Grizzly Bears")
    s.start()
    s.then("cast.discard", (bears,))
    s.activate(A, "Dream Trawler")
    s.resolve()
    assert s.obj(trawler).tapped
    assert "hexproof" in s.keywords(trawler)


def test_cr_608_2h_slogurk_returns_itself() -> None:
    """Slogurk: "Remove three +1/+1 counters from ~: Return it to its owner's hand." — "it" is
    Slogurk, back in its owner's hand."""
    s = scenario("Slogurk, the Overslime")
    s.put(A, "Slogurk, the Overslime", counters={"+1/+1": 3})
    s.start()
    s.activate(A, "Slogurk, the Overslime")
    s.then("cast.targets", ())  # its "leaves the battlefield" trigger: no land card to return
    s.resolve()
    assert s.zone_of("Slogurk, the Overslime") == "hand"


def test_cr_608_2h_anthroplasm_counters_go_back_on_itself() -> None:
    """Anthroplasm: "{X}, {T}: Remove all +1/+1 counters from ~ and put X +1/+1 counters on
    it." — with four counters and X=1, one counter is left on Anthroplasm."""
    s = scenario("Anthroplasm")
    plasm = s.put(A, "Anthroplasm", counters={"+1/+1": 4})
    s.lands(A, "Island", 1)
    s.start()
    s.activate(A, "Anthroplasm", x=1)
    s.resolve()
    assert s.obj(plasm).counters.get("+1/+1") == 1
    assert s.obj(plasm).tapped



# -- "PLAYER creates TOKEN" (CR 111.2) ------------------------------------------------------------


def test_cr_111_2_phelddagrif_gives_the_opponent_a_hippo() -> None:
    """Phelddagrif: "{G}: ~ gains trample until end of turn. Target opponent creates a 1/1
    green Hippo creature token." — the Hippo is the opponent's, not Phelddagrif's controller's."""
    s = scenario("Phelddagrif")
    grif = s.put(A, "Phelddagrif")
    s.lands(A, "Forest", 1)
    s.start()
    s.activate(A, "Phelddagrif", index=0, targets=["p1"])
    s.resolve()
    hippos = [o for o in s.state.objects.values() if o.zone == "battlefield" and o.token]
    assert len(hippos) == 1
    assert s.controller(hippos[0].id) == B
    assert s.pt(hippos[0].id) == (1, 1)
    assert "trample" in s.keywords(grif)


def test_cr_111_2_slaughter_specialist_each_opponent_creates_a_human() -> None:
    """Slaughter Specialist: "When ~ enters, each opponent creates a 1/1 white Human creature
    token." — every opponent (here one) gets a Human; its controller gets none."""
    [effect] = [e for e in effects_of("Slaughter Specialist") if isinstance(e, m.CreateToken)]
    assert effect.controller == "each_opponent"
    s = scenario("Slaughter Specialist")
    s.hand(A, "Slaughter Specialist")
    s.lands(A, "Swamp", 3)
    s.start()
    s.cast(A, "Slaughter Specialist")
    s.resolve()
    made = [o for o in s.state.objects.values() if o.zone == "battlefield" and o.token]
    assert [s.controller(o.id) for o in made] == [B]


# -- "… doesn't untap during its controller's next untap step" (CR 502.3, 611.2b) ----------------


def test_cr_502_3_stensia_innkeeper_that_land_stays_tapped_one_untap_step() -> None:
    """Stensia Innkeeper: "When ~ enters, tap target land an opponent controls. That land
    doesn't untap during its controller's next untap step." — the land stays tapped through
    its controller's next untap step and untaps in the one after."""
    s = scenario("Stensia Innkeeper")
    s.hand(A, "Stensia Innkeeper")
    s.lands(A, "Mountain", 4)
    land = s.put(B, "Forest")
    s.start()
    s.cast(A, "Stensia Innkeeper")
    s.then("cast.target", land)
    s.resolve()
    assert s.obj(land).tapped
    s.to_step("upkeep", active=B)
    assert s.obj(land).tapped  # its controller's next untap step: skipped (502.3)
    s.to_step("upkeep", active=A)
    s.to_step("upkeep", active=B)
    assert not s.obj(land).tapped  # the effect has ended (611.2b)


def test_cr_502_3_sudden_storm_those_creatures_stay_tapped() -> None:
    """Sudden Storm: "Tap up to two target creatures. Those creatures don't untap during their
    controllers' next untap steps. Scry 1." — both targets stay tapped through B's untap step."""
    s = scenario("Sudden Storm")
    s.hand(A, "Sudden Storm")
    s.lands(A, "Island", 4)
    one = s.put(B, "Grizzly Bears")
    two = s.put(B, "Grizzly Bears")
    s.start()
    s.then("resolve", ())
    s.cast(A, "Sudden Storm", targets=[(one, two)])
    s.resolve()
    assert s.obj(one).tapped and s.obj(two).tapped
    s.to_step("upkeep", active=B)
    assert s.obj(one).tapped and s.obj(two).tapped


def test_cr_611_2c_tangle_each_attacking_creature_stays_tapped() -> None:
    """Tangle: "Each attacking creature doesn't untap during its controller's next untap
    step." — the attacker stays tapped through its controller's next untap step; a creature
    that was not attacking is not affected."""
    [grant] = [e for e in effects_of("Tangle") if isinstance(e, m.GrantAbilities)]
    assert grant.filter is not None and grant.filter.attacking
    s = scenario("Tangle")
    attacker = s.put(B, "Grizzly Bears")
    idle = s.put(B, "Grizzly Bears", tapped=True)
    s.hand(A, "Tangle")
    s.lands(A, "Forest", 2)
    s.start(active=B)
    s.attack({attacker: "p0"})
    s.cast(A, "Tangle")
    s.resolve()
    s.to_step("upkeep", active=A)
    s.to_step("upkeep", active=B)
    assert s.obj(attacker).tapped
    assert not s.obj(idle).tapped


# -- "assigns combat damage equal to its toughness rather than its power" (CR 510.1a) -----------


def test_cr_510_1a_doran_creatures_deal_combat_damage_by_toughness() -> None:
    """Doran, the Siege Tower (0/5): "Each creature assigns combat damage equal to its
    toughness rather than its power." — an unblocked Wall of Wood (0/3) deals 3; Doran itself
    deals 5; a 2/2 Grizzly Bears still deals 2 (its toughness)."""
    s = scenario("Doran, the Siege Tower")
    s.put(A, "Doran, the Siege Tower")
    s.put(A, "Grizzly Bears")
    doran = s.id("Doran, the Siege Tower")
    bears = s.id("Grizzly Bears")
    s.start()
    s.attack({doran: "p1", bears: "p1"})
    s.to_step("end")
    assert s.life(B) == 20 - 5 - 2


def test_cr_510_1a_belligerent_brontodon_wall_deals_its_toughness() -> None:
    """Belligerent Brontodon: "Each creature you control assigns combat damage equal to its
    toughness rather than its power." — A's Wall of Wood (0/3) blocks B's Grizzly Bears (2/2)
    and deals 3 damage: the Bears die (without the Brontodon, 0 power deals none)."""
    [static] = [a for a in card("Belligerent Brontodon").abilities
                if isinstance(a, m.StaticAbility)]
    assert static.effects[0].says_each and static.effects[0].filter is not None
    s = scenario("Belligerent Brontodon", "Wall of Wood")
    s.put(A, "Belligerent Brontodon")
    wall = s.put(A, "Wall of Wood")
    bears = s.put(B, "Grizzly Bears")
    s.start(active=B)
    s.attack({bears: "p0"})
    s.block(A, {wall: bears})
    s.to_step("end", active=B)
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Wall of Wood") == "battlefield"


def test_cr_509_1b_yuan_shao_each_creature_one_blocker_at_most() -> None:
    """Yuan Shao, the Indecisive: "Each creature you control can't be blocked by more than one
    creature." — the "Each NOUN" subject is every creature its controller controls."""
    [static] = [a for a in card("Yuan Shao, the Indecisive").abilities
                if isinstance(a, m.StaticAbility)]
    [effect] = static.effects
    assert effect.rule == "max_one_blocker" and effect.filter is not None
    assert effect.filter.controller == "you" and effect.says_each


# -- a pump and a grant of one object in Oracle's other orders (CR 611.2c, 113.7a) --------------


def test_cr_611_2c_xenagos_grants_haste_and_doubles_power() -> None:
    """Xenagos, God of Revels: "At the beginning of combat on your turn, another target
    creature you control gains haste and gets +X/+X until end of turn, where X is that
    creature's power." — a 3/3 becomes a 6/6 with haste."""
    s = scenario("Xenagos, God of Revels")
    s.put(A, "Xenagos, God of Revels")
    giant = s.put(A, "Hill Giant", sick=True)
    s.start(step="upkeep")
    s.then("cast.target", giant)
    s.to_step("declare_attackers")
    assert s.pt(giant) == (6, 6)
    assert "haste" in s.keywords(giant)


def test_cr_113_7a_demonic_gifts_returns_the_creature_that_dies() -> None:
    """Demonic Gifts: "Until end of turn, target creature gets +2/+0 and gains "When this
    creature dies, return it to the battlefield under its owner's control."" — pumped, then
    killed by a Lightning Bolt, the Bears come back."""
    s = scenario("Demonic Gifts", "Lightning Bolt")
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Demonic Gifts")
    s.hand(A, "Lightning Bolt")
    s.lands(A, "Swamp", 2)
    s.lands(A, "Mountain", 1)
    s.start()
    s.cast(A, "Demonic Gifts", targets=[bears])
    s.resolve()
    assert s.pt(bears) == (4, 2)
    s.cast(A, "Lightning Bolt", targets=[bears])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "battlefield"


# -- "… becomes a [COLOR] SUBTYPE with base power and toughness P/T" (CR 205.1b, 613.4b) ---------


def test_cr_613_4b_mordenkainens_polymorph_a_4_4_flying_dragon() -> None:
    """Mordenkainen's Polymorph: "Until end of turn, target creature becomes a Dragon with base
    power and toughness 4/4 and gains flying." — Grizzly Bears is a 4/4 flying Dragon (its Bear
    type replaced, CR 205.1b) until end of turn."""
    s = scenario("Mordenkainen's Polymorph")
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Mordenkainen's Polymorph")
    s.lands(A, "Island", 3)
    s.start()
    s.cast(A, "Mordenkainen's Polymorph", targets=[bears])
    s.resolve()
    assert s.pt(bears) == (4, 4)
    assert "flying" in s.keywords(bears)
    c = chars(s.state, s.obj(bears))
    assert "Dragon" in c.subtypes and "Bear" not in c.subtypes


def test_cr_105_3_serpentine_ambush_a_blue_5_5_serpent() -> None:
    """Serpentine Ambush: "Until end of turn, target creature becomes a blue Serpent with base
    power and toughness 5/5." — blue (its green replaced, CR 105.3) and 5/5."""
    s = scenario("Serpentine Ambush")
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Serpentine Ambush")
    s.lands(A, "Island", 2)
    s.start()
    s.cast(A, "Serpentine Ambush", targets=[bears])
    s.resolve()
    assert s.pt(bears) == (5, 5)
    assert set(chars(s.state, s.obj(bears)).colors) == {"U"}


def test_cr_613_4b_creeperhulk_base_5_5_with_trample() -> None:
    """Creeperhulk: "{1}{G}: Until end of turn, target creature you control has base power and
    toughness 5/5 and gains trample." — Grizzly Bears is a 5/5 with trample for the turn."""
    s = scenario("Creeperhulk")
    s.put(A, "Creeperhulk")
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Forest", 2)
    s.start()
    s.activate(A, "Creeperhulk", targets=[bears])
    s.resolve()
    assert s.pt(bears) == (5, 5)
    assert "trample" in s.keywords(bears)


# -- "You and PLAYER each VERB" (CR 101.4) ------------------------------------------------------


def test_cr_101_4_secret_rendezvous_both_players_draw_three() -> None:
    """Secret Rendezvous: "You and target opponent each draw three cards." — both hands grow
    by three (the caster's also loses the spell)."""
    [draw] = effects_of("Secret Rendezvous")
    assert isinstance(draw, m.DrawCards) and draw.who == "you_and:target:0"
    s = scenario("Secret Rendezvous", library=10)
    s.hand(A, "Secret Rendezvous")
    s.lands(A, "Plains", 3)
    s.start()
    mine, theirs = s.hand_size(A), s.hand_size(B)
    s.cast(A, "Secret Rendezvous", targets=["p1"])
    s.resolve()
    assert s.hand_size(A) == mine - 1 + 3
    assert s.hand_size(B) == theirs + 3


# -- a target and a group as one subject (CR 608.2c) --------------------------------------------


def test_cr_608_2c_bile_blight_the_target_and_its_namesakes() -> None:
    """Bile Blight: "Target creature and all other creatures with the same name as that
    creature get -3/-3 until end of turn." — both of B's Grizzly Bears die; A's Hill Giant,
    another name, is a 3/3 still."""
    s = scenario("Bile Blight")
    one = s.put(B, "Grizzly Bears")
    s.put(B, "Grizzly Bears")
    giant = s.put(A, "Hill Giant")
    s.hand(A, "Bile Blight")
    s.lands(A, "Swamp", 2)
    s.start()
    s.cast(A, "Bile Blight", targets=[one])
    s.resolve()
    assert s.ids("Grizzly Bears", "battlefield") == []
    assert s.pt(giant) == (3, 3)


def test_cr_608_2c_surge_of_zeal_target_and_each_sharing_a_color() -> None:
    """Surge of Zeal: "Target creature and each other creature that shares a color with it
    gain haste until end of turn." — the green target and the other green creature gain haste;
    a red creature doesn't."""
    s = scenario("Surge of Zeal")
    bears = s.put(A, "Grizzly Bears", sick=True)
    other = s.put(A, "Grizzly Bears", sick=True)
    red = s.put(A, "Hill Giant", sick=True)
    s.hand(A, "Surge of Zeal")
    s.lands(A, "Mountain", 1)
    s.start()
    s.cast(A, "Surge of Zeal", targets=[bears])
    s.resolve()
    assert "haste" in s.keywords(bears) and "haste" in s.keywords(other)
    assert "haste" not in s.keywords(red)


# -- "has base power N" (CR 613.4b) -------------------------------------------------------------


def test_cr_613_4b_singing_tree_sets_power_only() -> None:
    """Singing Tree: "{T}: Target attacking creature has base power 0 until end of turn." —
    an attacking Hill Giant (3/3) is a 0/3: its toughness is untouched, and it deals no
    combat damage."""
    s = scenario("Singing Tree")
    s.put(A, "Singing Tree")
    giant = s.put(B, "Hill Giant")
    s.start(active=B)
    s.attack({giant: "p0"})
    s.activate(A, "Singing Tree", targets=[giant])
    s.resolve()
    assert s.pt(giant) == (0, 3)
    s.to_step("end", active=B)
    assert s.life(A) == 20
