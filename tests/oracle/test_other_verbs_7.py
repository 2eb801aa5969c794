"""Issue 29, the other effect verbs (helper h7-ev3): an upgraded effect ("USUAL. If COND, EFFECT
instead.", CR 608.2c) and the pieces of ``docs/effects-7b.md``. Each card is compiled from its
real Oracle text (MTGJSON 2022-04-25), rendered back, supported, and played: each test asserts
what the text says happens."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Activate, Pass
from cardtable.games.magic.context import Context
from cardtable.games.magic.effects.registry import handler_for
from cardtable.games.magic.layers import chars
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import card, compiled, effects_of, scenario

# -- "USUAL. If COND, EFFECT instead." (CR 608.2c) --------------------------------------------

def test_cr_608_2c_jaces_triumph_draws_two_without_a_jace() -> None:
    """"Draw two cards. If you control a Jace planeswalker, draw three cards instead." — no
    Jace: the usual instruction, two cards."""
    [effect] = effects_of("Jace's Triumph")
    assert isinstance(effect, m.Conditional) and effect.wording == "if_instead"
    s = scenario("Jace's Triumph")
    s.lands(A, "Island", 3)
    s.hand(A, "Jace's Triumph")
    s.start()
    before = s.hand_size(A)
    s.cast(A, "Jace's Triumph")
    s.resolve()
    assert s.hand_size(A) == before - 1 + 2


def test_cr_608_2c_jaces_triumph_draws_three_with_a_jace() -> None:
    """With a Jace planeswalker on the battlefield the later sentence replaces the earlier:
    three cards, not two and not five."""
    s = scenario("Jace's Triumph", "Jace, Ingenious Mind-Mage")
    s.lands(A, "Island", 3)
    s.hand(A, "Jace's Triumph")
    s.put(A, "Jace, Ingenious Mind-Mage")
    s.start()
    before = s.hand_size(A)
    s.cast(A, "Jace's Triumph")
    s.resolve()
    assert s.hand_size(A) == before - 1 + 3


def test_cr_608_2c_life_goes_on_gains_eight_after_a_creature_died() -> None:
    """"You gain 4 life. If a creature died this turn, you gain 8 life instead." — 4 life on
    a quiet turn; 8 (not 12) once a creature died."""
    s = scenario("Life Goes On", "Lightning Bolt")
    s.lands(A, "Forest", 1)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Life Goes On", 2)
    s.hand(A, "Lightning Bolt")
    bear = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Life Goes On")
    s.resolve()
    assert s.life(A) == 24
    s.cast(A, "Lightning Bolt", targets=[bear])
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"
    s2 = scenario("Life Goes On", "Lightning Bolt")
    s2.lands(A, "Forest", 1)
    s2.lands(A, "Mountain", 1)
    s2.hand(A, "Life Goes On")
    s2.hand(A, "Lightning Bolt")
    bear2 = s2.put(B, "Grizzly Bears")
    s2.start()
    s2.cast(A, "Lightning Bolt", targets=[bear2])
    s2.resolve()
    s2.cast(A, "Life Goes On")
    s2.resolve()
    assert s2.life(A) == 28


def test_cr_608_2c_tezzerets_simulacrum_that_player_is_the_target() -> None:
    """"{T}: Target opponent loses 1 life. If you control a Tezzeret planeswalker, that player
    loses 3 life instead." — "that player" is the target opponent (the ability's one target
    player named again): 1 life without a Tezzeret."""
    [effect] = effects_of("Tezzeret's Simulacrum")
    assert isinstance(effect, m.Conditional)
    assert effect.effects == (m.LoseLife(amount=3, who="target:0"),)
    s = scenario("Tezzeret's Simulacrum")
    s.put(A, "Tezzeret's Simulacrum")
    s.start()
    s.activate(A, "Tezzeret's Simulacrum", targets=["p1"])
    s.resolve()
    assert s.life(B) == 19 and s.life(A) == 20


def test_cr_608_2c_hypnotic_cloud_kicked_discards_three() -> None:
    """"Target player discards a card. If this spell was kicked, that player discards three
    cards instead." (kicker {4}) — kicked: B discards three of four cards."""
    s = scenario("Hypnotic Cloud")
    s.lands(A, "Swamp", 6)
    s.hand(A, "Hypnotic Cloud")
    for name in ("Island", "Forest", "Plains", "Mountain"):
        s.hand(B, name)
    s.start()
    s.cast(A, "Hypnotic Cloud", targets=["p1"], kicker=True)
    s.pass_priority()
    s.pass_priority()
    decision = s.pending
    assert decision is not None and decision.player == B and "discard 3" in decision.prompt
    s.apply(B, tuple(decision.options[:3]))
    s.resolve()
    assert s.hand_size(B) == 1 and len(s.graveyard_names(B)) == 3


def answer_may(s: Scenario, answer: bool) -> int:
    """Pass priority until a yes/no question is asked; answer it; return who was asked."""
    for _ in range(20):
        s._drain()
        decision = s.pending
        assert decision is not None, "no question was asked"
        if decision.kind == "yes_no":
            s.apply(decision.player, answer)
            return decision.player
        assert decision.tag == "priority", decision
        s.apply(decision.player, Pass())
    raise AssertionError("no yes/no question")


# -- "you may have PLAYER VERB" / "PLAYER may VERB" (CR 608.2d) -------------------------------

def test_cr_608_2d_brutal_nightstalker_you_may_have_target_opponent_discard() -> None:
    """"When ~ enters, you may have target opponent discard a card." — A decides (yes), B
    discards its only card."""
    [ability] = [a for a in card("Brutal Nightstalker").abilities
                 if isinstance(a, m.TriggeredAbility)]
    [may] = ability.effects
    assert isinstance(may, m.MayDo) and may.who == "you"
    assert may.effects == (m.Discard(amount=1, who="target:0"),)
    s = scenario("Brutal Nightstalker")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Brutal Nightstalker")
    s.hand(B, "Island")
    s.start()
    s.cast(A, "Brutal Nightstalker")
    s.then("cast.target", "p1")
    assert answer_may(s, True) == A
    s.resolve()
    assert s.hand_size(B) == 0 and s.graveyard_names(B) == ["Island"]


def test_cr_608_2d_brutal_nightstalker_declined_nothing_is_discarded() -> None:
    """Answering no: the opponent keeps its card."""
    s = scenario("Brutal Nightstalker")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Brutal Nightstalker")
    s.hand(B, "Island")
    s.start()
    s.cast(A, "Brutal Nightstalker")
    s.then("cast.target", "p1")
    assert answer_may(s, False) == A
    s.resolve()
    assert s.hand_size(B) == 1


def test_cr_608_2d_fecundity_the_dead_creatures_controller_may_draw() -> None:
    """"Whenever a creature dies, that creature's controller may draw a card." — B's Bears die
    to A's Bolt: B (not A) is asked, and draws on yes."""
    s = scenario("Fecundity", "Lightning Bolt")
    s.put(A, "Fecundity")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    a_hand, b_hand = s.hand_size(A), s.hand_size(B)
    s.cast(A, "Lightning Bolt", targets=[bears])
    assert answer_may(s, True) == B
    s.resolve()
    assert s.hand_size(B) == b_hand + 1 and s.hand_size(A) == a_hand - 1


# -- adapt (CR 701.46) and monstrosity X (701.31) ---------------------------------------------

def test_cr_701_46a_knighted_myr_adapts_once_then_does_nothing() -> None:
    """"{2}{W}: Adapt 1." — the first activation puts one +1/+1 counter on it; the second,
    with a counter already there, resolves and does nothing (701.46b)."""
    [adapt] = [e for e in effects_of("Knighted Myr") if isinstance(e, m.Adapt)]
    assert adapt == m.Adapt(amount=1)
    s = scenario("Knighted Myr")
    myr = s.put(A, "Knighted Myr")
    s.lands(A, "Plains", 6)
    s.start()
    s.activate(A, "Knighted Myr", index=0)
    s.resolve()
    assert s.obj(myr).counters.get("+1/+1") == 1
    s.activate(A, "Knighted Myr", index=0)
    s.resolve()
    assert s.obj(myr).counters.get("+1/+1") == 1 and s.pt(myr) == (3, 3)


def test_cr_701_31a_domesticated_hydra_monstrosity_x_puts_x_counters() -> None:
    """"{X}{G}{G}{G}: Monstrosity X." — activated with X = 2: two +1/+1 counters and it
    becomes monstrous; activated again, nothing more (701.31a)."""
    s = scenario("Domesticated Hydra")
    hydra = s.put(A, "Domesticated Hydra")
    s.lands(A, "Forest", 10)
    s.start()
    s.activate(A, "Domesticated Hydra", x=2)
    s.resolve()
    assert s.obj(hydra).counters.get("+1/+1") == 2 and s.obj(hydra).monstrous
    s.activate(A, "Domesticated Hydra", x=1)
    s.resolve()
    assert s.obj(hydra).counters.get("+1/+1") == 2


# -- "remove it from combat" (CR 506.4) and "you may EFFECT and EFFECT" ------------------------

def test_cr_506_4_gustcloak_sentinel_untaps_and_leaves_combat() -> None:
    """"Whenever ~ becomes blocked, you may untap it and remove it from combat." — blocked by
    a Hill Giant, A says yes: the Sentinel is untapped, no longer attacking, and neither
    creature deals or is dealt combat damage (506.4a)."""
    [ability] = [a for a in card("Gustcloak Sentinel").abilities
                 if isinstance(a, m.TriggeredAbility)]
    [may] = ability.effects
    assert isinstance(may, m.MayDo)
    assert may.effects == (m.Untap(what="it"), m.RemoveFromCombat(what="it"))
    s = scenario("Gustcloak Sentinel")
    sentinel = s.put(A, "Gustcloak Sentinel")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.attack({sentinel: "p1"})
    s.block(B, {giant: sentinel})
    assert answer_may(s, True) == A
    s.resolve()
    assert not s.obj(sentinel).tapped and sentinel not in s.state.attackers
    s.to_step("main2")
    assert s.obj(sentinel).damage == 0 and s.obj(giant).damage == 0
    assert s.life(B) == 20


def test_cr_506_4_gustcloak_sentinel_declined_stays_in_combat() -> None:
    """Answering no: the Sentinel (3/3) and the Hill Giant (3/3) trade combat damage."""
    s = scenario("Gustcloak Sentinel")
    sentinel = s.put(A, "Gustcloak Sentinel")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.attack({sentinel: "p1"})
    s.block(B, {giant: sentinel})
    assert answer_may(s, False) == A
    s.to_step("main2")
    assert "Gustcloak Sentinel" in s.graveyard_names(A)
    assert "Hill Giant" in s.graveyard_names(B)


# -- "Add N mana in any combination of colors" (CR 106.1a) --------------------------------------

def test_cr_106_1a_manamorphose_each_mana_its_own_color() -> None:
    """"Add two mana in any combination of colors. Draw a card." — A chooses blue for the first
    and green for the second: {U}{G} in the pool, and a card drawn."""
    s = scenario("Manamorphose")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Manamorphose")
    s.start()
    before = s.hand_size(A)
    s.cast(A, "Manamorphose")
    s.then("choose the mana (1 of 2)", "U")
    s.then("choose the mana (2 of 2)", "G")
    s.resolve()
    assert s.state.players[A].pool == {"U": 1, "G": 1}
    assert s.hand_size(A) == before - 1 + 1


def test_cr_605_1a_terrarion_offers_every_combination_as_a_mana_ability() -> None:
    """"{2}, {T}, Sacrifice ~: Add two mana in any combination of colors." — a mana ability
    (605.1a): each of the 15 combinations of two colours is an activation of its own; "BR"
    makes {B}{R} at once, without the stack, and Terrarion is sacrificed."""
    s = scenario("Terrarion")
    terrarion = s.put(A, "Terrarion")
    s.lands(A, "Plains", 2)
    s.start()
    s._drain()
    decision = s.pending
    assert decision is not None and decision.tag == "priority"
    offered = {o.symbol for o in decision.options
               if isinstance(o, Activate) and o.source == terrarion}
    assert len(offered) == 15 and {"WW", "BR", "UG", "GG"} <= offered
    [br] = [o for o in decision.options if isinstance(o, Activate) and o.source == terrarion
            and o.symbol == "BR"]
    s.apply(A, br)
    # only its "put into a graveyard" trigger uses the stack, not the mana (605.3a)
    assert [getattr(item.ability, "trigger", None) for item in s.state.stack] == [
        m.Trigger("put_into_graveyard", subject="self")]
    assert s.state.players[A].pool.get("B") == 1 and s.state.players[A].pool.get("R") == 1
    assert "Terrarion" in s.graveyard_names(A)


def test_cr_106_1a_goblin_clearcutter_red_and_or_green_only() -> None:
    """"{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}." — four
    activations (RRR, RRG, RGG, GGG), no other colour."""
    [add] = [e for e in effects_of("Goblin Clearcutter") if isinstance(e, m.AddMana)]
    assert add.choices == ("combination", "{R}", "{G}") and add.amount == 3
    s = scenario("Goblin Clearcutter")
    goblin = s.put(A, "Goblin Clearcutter")
    s.lands(A, "Forest", 1)
    s.start()
    s._drain()
    decision = s.pending
    assert decision is not None
    offered = sorted(o.symbol for o in decision.options
                     if isinstance(o, Activate) and o.source == goblin)
    assert offered == ["GGG", "RGG", "RRG", "RRR"]


def test_cr_106_1a_a_combination_too_large_to_list_is_not_supported() -> None:
    """Cascading Cataracts ("Add five mana in any combination of colors", 126 combinations)
    and Axebane Guardian (X mana) read, but are honestly refused: priority cannot list them."""
    for name in ("Cascading Cataracts", "Axebane Guardian"):
        found = compiled(name)
        assert not found.supported and "combination" in found.reason


# -- "PLAYER gains control of OBJECT" (CR 108.4, 613.1b) ----------------------------------------

def test_cr_613_1b_donate_gives_target_player_a_permanent_you_control() -> None:
    """"Target player gains control of target permanent you control." — A donates its Hill
    Giant to B: B controls it (layer 2), A does not."""
    [steal] = effects_of("Donate")
    assert steal == m.GainControl(what="target:1", new_controller="target:0")
    s = scenario("Donate")
    s.lands(A, "Island", 3)
    s.hand(A, "Donate")
    giant = s.put(A, "Hill Giant")
    s.start()
    s.cast(A, "Donate", targets=["p1", giant])
    s.resolve()
    assert s.controller(giant) == B


def test_cr_603_10_sleeper_agent_it_is_the_creature_not_the_opponent() -> None:
    """"When ~ enters, target opponent gains control of it." — "it" is Sleeper Agent (a
    player is never "it"): B controls the Agent once the trigger resolves."""
    [ability] = [a for a in card("Sleeper Agent").abilities
                 if isinstance(a, m.TriggeredAbility) and a.trigger.event == "enters"]
    assert ability.effects == (m.GainControl(what="it", new_controller="target:0"),)
    s = scenario("Sleeper Agent")
    s.lands(A, "Swamp", 1)
    s.hand(A, "Sleeper Agent")
    s.start()
    s.cast(A, "Sleeper Agent")
    s.then("cast.target", "p1")
    s.resolve()
    assert s.controller(s.id("Sleeper Agent")) == B


# -- "remove a +1/+1 counter from ~" as an effect (CR 122.8, 608.2c) ----------------------------

def zombies(s: Scenario) -> list[int]:
    return [oid for oid in s.state.battlefield if s.obj(oid).token
            and s.obj(oid).card.name == "Zombie"]


def test_cr_608_2c_noosegraf_mob_removes_a_counter_and_if_it_did_makes_a_zombie() -> None:
    """"Whenever a player casts a spell, remove a +1/+1 counter from ~. If you do, create a
    2/2 black Zombie creature token." — the Mob (0/0) with two counters: each spell takes one
    and makes a Zombie; after the second it has none and dies (704.5f), its Zombies stay."""
    s = scenario("Noosegraf Mob", "Lightning Bolt")
    mob = s.put(A, "Noosegraf Mob", counters={"+1/+1": 2})
    s.lands(A, "Mountain", 2)
    s.hand(A, "Lightning Bolt", 2)
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert s.obj(mob).counters.get("+1/+1", 0) == 1 and len(zombies(s)) == 1
    s.cast(A, "Lightning Bolt", targets=["p1"])
    s.resolve()
    assert "Noosegraf Mob" in s.graveyard_names(A) and len(zombies(s)) == 2


def test_cr_608_2c_remove_counter_if_you_do_reads_whether_it_was_removed() -> None:
    """The handler records whether the removal happened, as "If you do" reads it (608.2c):
    from a permanent with no such counter, nothing is removed and "paid" is False."""
    s = scenario("Clockwork Beetle")
    beetle = s.put(A, "Clockwork Beetle", counters={"+1/+1": 1})
    s.start()
    ctx = Context(s.game, A, beetle, None)
    handler = handler_for(m.RemoveCounters)
    assert handler is not None
    handler(ctx, m.RemoveCounters(counter="charge", amount=1, on="self"), ())
    assert ctx.memo["paid"] is False
    handler(ctx, m.RemoveCounters(counter="+1/+1", amount=1, on="self"), ())
    assert ctx.memo["paid"] is True and s.obj(beetle).counters.get("+1/+1", 0) == 0


def test_cr_122_8_clockwork_beetle_loses_a_counter_at_end_of_combat() -> None:
    """"Whenever ~ attacks or blocks, remove a +1/+1 counter from it at end of combat." —
    the Beetle (0/0 with two counters) attacks: 2 damage, then at end of combat one counter
    is removed (a 1/1 after combat)."""
    s = scenario("Clockwork Beetle")
    beetle = s.put(A, "Clockwork Beetle", counters={"+1/+1": 2})
    s.start()
    s.attack({beetle: "p1"})
    s.to_step("main2")
    assert s.life(B) == 18
    assert s.obj(beetle).counters.get("+1/+1") == 1 and s.pt(beetle) == (1, 1)


# -- combat requirements for a turn (CR 508.1d, 509.1c) ------------------------------------------

def test_cr_508_1d_boiling_blood_target_creature_must_attack_this_turn() -> None:
    """"Target creature attacks this turn if able. Draw a card." — cast in B's turn on B's
    Hill Giant: B may not declare no attackers (508.1d); A's own creature is untouched."""
    grant = effects_of("Boiling Blood")[0]
    assert grant == m.GrantAbilities(on="target:0", rules=("attacks_each_combat",))
    s = scenario("Boiling Blood")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Boiling Blood")
    giant = s.put(B, "Hill Giant")
    mine = s.put(A, "Hill Giant")
    s.start(active=B)
    s.cast(A, "Boiling Blood", targets=[giant])
    s.resolve()
    assert "attacks_each_combat" in chars(s.state, s.obj(giant)).rules
    assert "attacks_each_combat" not in chars(s.state, s.obj(mine)).rules
    s.to_step("declare_attackers")
    assert s.pending is not None and s.pending.tag == "combat.attack"
    assert "attack" in s.refused(B, ()).lower()


def test_cr_509_1c_irresistible_prey_must_be_blocked_this_turn() -> None:
    """"Target creature must be blocked this turn if able." — A's Grizzly Bears attacks; B
    with an untapped Hill Giant may not decline to block it (509.1c)."""
    s = scenario("Irresistible Prey")
    s.lands(A, "Forest", 1)
    s.hand(A, "Irresistible Prey")
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Irresistible Prey", targets=[bears])
    s.resolve()
    assert "must_be_blocked" in chars(s.state, s.obj(bears)).rules
    s.attack({bears: "p1"})
    s._drain()
    while s.pending is not None and s.pending.tag == "priority":
        s.apply(s.pending.player, Pass())
        s._drain()
    assert s.pending is not None and s.pending.tag == "combat.block"
    assert "block" in s.refused(B, ()).lower()


# -- "Change the target of target spell with a single target." (CR 115.7a) -----------------------

def test_cr_115_7a_deflection_moves_the_bolt_to_another_legal_target() -> None:
    """"Change the target of target spell with a single target." — B's Lightning Bolt at A;
    A's Deflection: A must choose another legal target (B's Hill Giant is offered, the Bolt's
    current target A is not), and the Bolt kills the Giant; A takes nothing."""
    [change] = effects_of("Deflection")
    assert change == m.ChangeTarget(what="target:0")
    [spec] = card("Deflection").abilities[0].targets  # type: ignore[union-attr]
    assert spec.what == "spell" and spec.single_target
    s = scenario("Deflection", "Lightning Bolt")
    s.lands(A, "Island", 4)
    s.lands(B, "Mountain", 1)
    s.hand(A, "Deflection")
    s.hand(B, "Lightning Bolt")
    giant = s.put(B, "Hill Giant")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=["p0"])
    bolt = s.id("Lightning Bolt", zone="stack")
    s.cast(A, "Deflection", targets=[bolt])
    s.pass_priority()
    s.pass_priority()
    decision = s.pending
    assert decision is not None and decision.player == A and "new target" in decision.prompt
    assert giant in decision.options and "p0" not in decision.options
    s.apply(A, giant)
    s.resolve()
    assert s.life(A) == 20 and "Hill Giant" in s.graveyard_names(B)


def test_cr_509_1a_coastline_chimera_blocks_two_attackers_after_its_ability() -> None:
    """"{1}{W}: ~ can block an additional creature this turn." — activated in B's turn, the
    Chimera (1/5) blocks both of B's Grizzly Bears; no damage reaches A."""
    s = scenario("Coastline Chimera")
    chimera = s.put(A, "Coastline Chimera")
    s.lands(A, "Plains", 2)
    bear1 = s.put(B, "Grizzly Bears")
    bear2 = s.put(B, "Grizzly Bears")
    s.start(active=B)
    s.activate(A, "Coastline Chimera")
    s.resolve()
    assert "block_additional" in chars(s.state, s.obj(chimera)).rules
    s.attack({bear1: "p0", bear2: "p0"})
    s.block(A, {chimera: bear1})
    s._drain()
    decision = s.pending
    assert decision is not None and decision.player == A and "block" in decision.tag
    s.apply(A, (bear2,))  # the additional creature it blocks (509.1a)
    for _ in range(20):
        d = s.pending
        if d is None or d.tag == "combat.damage":
            break
        s.apply(d.player, Pass())
    d = s.pending
    assert d is not None and d.tag == "combat.damage" and set(d.options) == {bear1, bear2}
    s.apply(A, (1, 0))
    s.to_step("main2")
    assert s.life(A) == 20 and s.obj(chimera).damage == 4


# -- "If COND, OBJECT also gains … until end of turn." (CR 608.2c) --------------------------------

def test_cr_608_2c_shell_shield_kicked_that_creature_also_gains_hexproof() -> None:
    """"Target creature you control gets +0/+3 until end of turn. If this spell was kicked,
    that creature also gains hexproof until end of turn." (kicker {1}) — kicked: the Bears
    are 2/5 with hexproof; "that creature" is the target."""
    s = scenario("Shell Shield")
    s.lands(A, "Island", 2)
    s.hand(A, "Shell Shield")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Shell Shield", targets=[bears], kicker=True)
    s.resolve()
    assert s.pt(bears) == (2, 5) and "hexproof" in s.keywords(bears)


def test_cr_608_2c_shell_shield_unkicked_no_hexproof() -> None:
    """Not kicked: only the +0/+3."""
    s = scenario("Shell Shield")
    s.lands(A, "Island", 2)
    s.hand(A, "Shell Shield")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Shell Shield", targets=[bears], kicker=False)
    s.resolve()
    assert s.pt(bears) == (2, 5) and "hexproof" not in s.keywords(bears)


def test_cr_608_2c_goatnap_steals_a_non_goat_without_the_bonus() -> None:
    """"Gain control of target creature until end of turn. Untap that creature. It gains
    haste until end of turn. If that creature is a Goat, it also gets +3/+0 until end of
    turn." — B's tapped Hill Giant (not a Goat): A controls it, untapped, with haste, still
    3/3."""
    s = scenario("Goatnap")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Goatnap")
    giant = s.put(B, "Hill Giant", tapped=True)
    s.start()
    s.cast(A, "Goatnap", targets=[giant])
    s.resolve()
    assert s.controller(giant) == A and not s.obj(giant).tapped
    assert "haste" in s.keywords(giant) and s.pt(giant) == (3, 3)


# -- a token's quoted ability after "with" (CR 111.4, 113.7a) ------------------------------------

def test_cr_111_4_pest_summoning_tokens_have_the_quoted_dies_trigger() -> None:
    """"Create two 1/1 black and green Pest creature tokens with "When this creature dies, you
    gain 1 life."" — two Pests; one dies to a Bolt and its own ability gains A 1 life."""
    [create] = effects_of("Pest Summoning")
    assert isinstance(create, m.CreateToken) and create.count == 2 and create.quoted_with
    [dies] = create.token.abilities
    assert isinstance(dies, m.TriggeredAbility) and dies.trigger.event == "dies"
    s = scenario("Pest Summoning", "Lightning Bolt")  # {1}{B/G}{B/G}, then {R}
    s.lands(A, "Swamp", 3)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Pest Summoning")
    s.hand(A, "Lightning Bolt")
    s.start()
    s.cast(A, "Pest Summoning")
    s.resolve()
    pests = [oid for oid in s.state.battlefield if s.obj(oid).token
             and s.obj(oid).card.name == "Pest"]
    assert len(pests) == 2 and all(s.pt(p) == (1, 1) for p in pests)
    s.cast(A, "Lightning Bolt", targets=[pests[0]])
    s.resolve()
    assert pests[0] not in s.state.battlefield and s.life(A) == 21


# -- "Until end of turn, OBJECT gains "ABILITY"." (CR 613.1f, 113.7a, 603.10a) --------------------

def test_cr_603_10a_feign_death_the_granted_dies_trigger_returns_the_creature() -> None:
    """"Until end of turn, target creature gains "When this creature dies, return it to the
    battlefield tapped under its owner's control with a +1/+1 counter on it."" — the Bears
    die to a Bolt; the ability they had as they died (603.10a) brings them back tapped, 3/3."""
    [grant] = effects_of("Feign Death")
    assert isinstance(grant, m.GrantAbilities) and grant.on == "target:0"
    [dies] = grant.abilities
    assert isinstance(dies, m.TriggeredAbility) and dies.trigger.event == "dies"
    s = scenario("Feign Death", "Lightning Bolt")
    s.lands(A, "Swamp", 1)
    s.lands(A, "Mountain", 1)
    s.hand(A, "Feign Death")
    s.hand(A, "Lightning Bolt")
    s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Feign Death", targets=[s.id("Grizzly Bears")])
    s.resolve()
    s.cast(A, "Lightning Bolt", targets=[s.id("Grizzly Bears")])
    s.resolve()
    bears = s.id("Grizzly Bears")
    assert s.obj(bears).tapped and s.pt(bears) == (3, 3)
    assert s.obj(bears).counters.get("+1/+1") == 1


def test_cr_613_1f_staggering_insight_keywords_and_a_quoted_trigger() -> None:
    """"Enchanted creature gets +1/+1 and has lifelink and "Whenever this creature deals combat
    damage to a player, draw a card."" — the enchanted Bears (3/3, lifelink) hit B: B loses 3,
    A gains 3 and draws a card."""
    s = scenario("Staggering Insight")
    s.lands(A, "Island", 1)
    s.lands(A, "Plains", 1)
    s.hand(A, "Staggering Insight")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Staggering Insight", targets=[bears])
    s.resolve()
    assert s.pt(bears) == (3, 3) and "lifelink" in s.keywords(bears)
    hand = s.hand_size(A)
    s.attack({bears: "p1"})
    s.to_step("main2")
    assert s.life(B) == 17 and s.life(A) == 23 and s.hand_size(A) == hand + 1
