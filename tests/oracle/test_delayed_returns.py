"""Delayed triggers and returns (issues 28/29; CR 603.7, 610.3, 400.7), from the real Oracle
text of real cards (MTGJSON 2022-04-25): the suffix "… at the beginning of the next end step"
on any effect sentence, its anaphora ("it", "that card", "that creature") bound to what an
earlier effect of the same ability exiled, created or returned (fixed as the delayed ability is
created, 603.7c), and "Exile …, then return it / that card / those cards to the battlefield
under its owner's / your control" (a flicker: the card comes back a new object, 400.7)."""

from __future__ import annotations

from functools import partial

from cardtable.games.magic import model as m
from cardtable.games.magic.model.delayed_returns import ReturnToBattlefield
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.oracle.compiler import compile_text
from cardtable.games.magic.oracle.delayed_families import bind_anaphora
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real, until_choice

scenario = partial(game, library=10)


def _effects(name: str, kind: type[m.TriggeredAbility | m.ActivatedAbility] = m.TriggeredAbility
             ) -> tuple[m.Effect, ...]:
    ability = next(a for a in real(name).abilities if isinstance(a, kind))
    assert isinstance(ability, (m.TriggeredAbility, m.ActivatedAbility))
    return ability.effects


# -- compiling: the suffix, the anaphora, the flicker ---------------------------------------------

def test_cr_603_7c_flickerwisp_binds_that_card_to_the_card_its_exile_made() -> None:
    """"exile another target permanent. Return that card to the battlefield under its owner's
    control at the beginning of the next end step.": an exile, then a delayed trigger whose
    "that card" is the exiled card (the new object the target became, 400.7)."""
    exile, delayed = _effects("Flickerwisp")
    assert exile == m.Exile(what="target:0")
    assert isinstance(delayed, m.DelayedTrigger)
    assert delayed.when == "next_end_step" and delayed.it == "moved:target:0"
    (back,) = delayed.effects
    assert back == ReturnToBattlefield(what="that_card", under="owner", word="that card")


def test_cr_603_7a_the_suffix_composes_with_any_effect_sentence() -> None:
    """The suffix reads after any effect the grammar knows: a token (Rukh Egg), a sacrifice
    of the token just created (Kiki-Jiki: "it" is the created token) and a sacrifice of a
    pumped ~ (Deathknell Kami: "it" is ~)."""
    (egg,) = _effects("Rukh Egg")
    assert isinstance(egg, m.DelayedTrigger) and isinstance(egg.effects[0], m.CreateToken)
    _copy, kiki = _effects("Kiki-Jiki, Mirror Breaker", m.ActivatedAbility)
    assert isinstance(kiki, m.DelayedTrigger) and kiki.it == "created"
    _pump, kami = _effects("Deathknell Kami", m.ActivatedAbility)
    assert isinstance(kami, m.DelayedTrigger) and kami.it == "self"


def test_a_delayed_them_without_objects_to_name_is_refused() -> None:
    """"Sacrifice them at …" after an effect that named no objects has no antecedent: the
    sentence is a failing one, not a delayed trigger that silently does nothing."""
    result = compile_text("You gain 3 life. Sacrifice them at the beginning of the next end "
                          "step.", "Sorcery")
    assert result.failures and not result.abilities


def test_cr_400_7_a_return_outside_a_delayed_trigger_needs_a_moved_card() -> None:
    """The binder refuses "return it to the battlefield" when no earlier effect moved a card
    (nothing to return), and binds a flicker's "it" to the card the exile made."""
    effects: list[m.Effect] = [m.Exile(what="target:0"), ReturnToBattlefield(what="it")]
    bind_anaphora(effects)
    assert effects[1] == ReturnToBattlefield(what="moved:target:0")
    result = compile_text("You gain 3 life. Return it to the battlefield under its owner's "
                          "control.", "Sorcery")
    assert result.failures


# -- playing: flickers (610.3 by other words, 400.7) -----------------------------------------------

def test_cr_400_7_cloudshift_returns_a_new_object_under_your_control() -> None:
    """Cloudshift on a creature A controls but B owns: it comes back at once, a new object
    (untapped, no longer stolen) — under A's control, as "your control" says."""
    s = scenario("Cloudshift")
    s.lands(A, "Plains", 1)
    s.hand(A, "Cloudshift")
    giant = s.put(B, "Hill Giant", controller=A, tapped=True)
    s.start()
    s.cast(A, "Cloudshift", targets=[giant])
    s.resolve()
    back = s.id("Hill Giant")
    assert back != giant and s.controller(back) == A and not s.obj(back).tapped


def test_cr_110_2_ephemerate_returns_the_card_under_its_owners_control() -> None:
    """Ephemerate on the same stolen Hill Giant: "under its owner's control" — B's."""
    s = scenario("Ephemerate")
    s.lands(A, "Plains", 1)
    s.hand(A, "Ephemerate")
    giant = s.put(B, "Hill Giant", controller=A)
    s.start()
    s.cast(A, "Ephemerate", targets=[giant])
    s.resolve()
    back = s.id("Hill Giant")
    assert back != giant and s.controller(back) == B


def test_cr_400_7_justiciars_portal_grants_first_strike_to_the_returned_permanent() -> None:
    """"…, then return that card to the battlefield under its owner's control. It gains first
    strike until end of turn.": "it" is the permanent that came back, not the exiled object."""
    s = scenario("Justiciar's Portal")
    s.lands(A, "Plains", 2)
    s.hand(A, "Justiciar's Portal")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.cast(A, "Justiciar's Portal", targets=[bears])
    s.resolve()
    back = s.id("Grizzly Bears")
    assert back != bears and "first_strike" in s.keywords(back)


# -- playing: delayed triggers (603.7) ------------------------------------------------------------

def test_cr_603_7c_flickerwisp_returns_the_exiled_card_at_the_next_end_step() -> None:
    """Flickerwisp exiles B's Grizzly Bears; they stay in exile until the end step begins,
    then come back under B's control (their owner), a new object (400.7)."""
    s = scenario("Flickerwisp")
    s.lands(A, "Plains", 3)
    s.hand(A, "Flickerwisp")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Flickerwisp")
    assert bears in until_choice(s).options  # its enters trigger's target (603.3d)
    s.apply(A, bears)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile"
    s.to_step("end", active=A)
    s.resolve()
    back = s.id("Grizzly Bears")
    assert back != bears and s.controller(back) == B
    assert not s.state.delayed


def test_cr_603_7b_ghost_council_returns_itself_once_at_the_end_step() -> None:
    """Ghost Council of Orzhova exiles itself (sacrificing a Bears for the cost) and returns
    at the beginning of the next end step — once (603.7b)."""
    s = scenario("Ghost Council of Orzhova")
    s.lands(A, "Plains", 1)
    council = s.put(A, "Ghost Council of Orzhova")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.activate(A, "Ghost Council of Orzhova", sacrifice=[bears])
    s.resolve()
    assert s.zone_of("Ghost Council of Orzhova") == "exile"
    s.to_step("end", active=A)
    assert until_choice(s).options == ("p1",)  # back: its enters trigger targets B
    assert s.id("Ghost Council of Orzhova") != council
    s.apply(A, "p1")
    s.resolve()
    assert not s.state.delayed and s.life(B) == 19


def test_cr_603_7c_kiki_jiki_sacrifices_the_token_it_created() -> None:
    """Kiki-Jiki copies A's Hill Giant; the token has haste, and at the beginning of the next
    end step the token — not the Giant — is sacrificed."""
    s = scenario("Kiki-Jiki, Mirror Breaker")
    s.put(A, "Kiki-Jiki, Mirror Breaker")
    giant = s.put(A, "Hill Giant")
    s.start()
    s.activate(A, "Kiki-Jiki, Mirror Breaker", targets=[giant])
    s.resolve()
    tokens = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert len(tokens) == 1 and "haste" in s.keywords(tokens[0].id)
    s.to_step("end", active=A)
    s.resolve()
    assert not [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert s.zone_of("Hill Giant") == "battlefield"


def test_cr_603_7c_footsteps_of_the_goryo_sacrifices_that_creature() -> None:
    """Footsteps of the Goryo returns a Hill Giant from A's graveyard; "that creature" is the
    permanent it became, sacrificed at the beginning of the next end step."""
    s = scenario("Footsteps of the Goryo")
    s.lands(A, "Swamp", 3)
    s.hand(A, "Footsteps of the Goryo")
    card = s.graveyard(A, "Hill Giant")
    s.start()
    s.cast(A, "Footsteps of the Goryo", targets=[card])
    s.resolve()
    assert s.zone_of("Hill Giant") == "battlefield"
    s.to_step("end", active=A)
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"


def test_cr_400_7_macabre_mockery_pumps_and_later_sacrifices_the_stolen_creature() -> None:
    """Macabre Mockery puts B's Hill Giant onto the battlefield under A's control; "It gets
    +2/+0 and gains haste" applies to that permanent, and it is sacrificed at the end step
    (into its owner's graveyard)."""
    s = scenario("Macabre Mockery")
    s.lands(A, "Swamp", 2)
    s.lands(A, "Mountain", 2)
    s.hand(A, "Macabre Mockery")
    card = s.graveyard(B, "Hill Giant")
    s.start()
    s.cast(A, "Macabre Mockery", targets=[card])
    s.resolve()
    giant = s.id("Hill Giant")
    assert s.controller(giant) == A and s.pt(giant) == (5, 3)
    assert "haste" in s.keywords(giant)
    s.to_step("end", active=A)
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard" and "Hill Giant" in s.graveyard_names(B)


def test_cr_603_7a_rukh_egg_makes_its_bird_at_the_next_end_step_not_at_once() -> None:
    """Rukh Egg dies to Lightning Bolt: its trigger creates a delayed trigger; the 4/4 Bird
    appears only when the end step begins."""
    s = scenario("Rukh Egg")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    egg = s.put(A, "Rukh Egg")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[egg])
    s.resolve()
    assert s.zone_of("Rukh Egg") == "graveyard"
    assert not [o for o in s.state.objects.values() if o.token]
    s.to_step("end", active=A)
    s.resolve()
    birds = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert len(birds) == 1 and s.pt(birds[0].id) == (4, 4)


def test_cr_603_7c_a_card_that_left_exile_is_not_returned() -> None:
    """A hand-built check of the rule the delayed return keeps: once the exiled card is a new
    object elsewhere, the delayed ability does nothing to it (603.7c, 400.7)."""
    s: Scenario = scenario("Flickerwisp")
    s.lands(A, "Plains", 3)
    s.hand(A, "Flickerwisp")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Flickerwisp")
    until_choice(s)
    s.apply(A, bears)
    s.resolve()
    exiled = s.id("Grizzly Bears", zone="exile")
    s.game.move(s.obj(exiled), "graveyard", cause="test")  # it left exile: a new object
    s.to_step("end", active=A)
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "graveyard"


# -- a trigger on a zone change: the card the object became (400.7, 603.10a) ----------------------

def test_cr_603_10a_endless_cockroaches_returns_to_its_owners_hand() -> None:
    """"When ~ dies, return it to its owner's hand.": the card in the graveyard goes to hand."""
    s = scenario("Endless Cockroaches")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    roaches = s.put(A, "Endless Cockroaches")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[roaches])
    s.resolve()
    assert s.zone_of("Endless Cockroaches") == "hand"


def test_cr_400_7_unhallowed_pact_returns_the_dead_creature_under_your_control() -> None:
    """A's Unhallowed Pact on B's Hill Giant: when the Giant dies, "that card" returns from
    B's graveyard under A's control ("your control")."""
    s = scenario("Unhallowed Pact")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    giant = s.put(B, "Hill Giant", damage=1)
    s.put(A, "Unhallowed Pact", attached_to=giant)
    s.start()
    s.cast(A, "Lightning Bolt", targets=[giant])
    s.resolve()
    back = s.id("Hill Giant")
    assert back != giant and s.controller(back) == A


def test_cr_603_7c_the_locust_god_returns_to_hand_only_at_the_end_step() -> None:
    """"When ~ dies, return it to its owner's hand at the beginning of the next end step.":
    the God stays in the graveyard until the end step, then goes to its owner's hand."""
    s = scenario("The Locust God")
    s.lands(A, "Swamp", 2)
    s.hand(A, "Murder")
    s.lands(A, "Island", 1)
    god = s.put(A, "The Locust God")
    s.start()
    s.cast(A, "Murder", targets=[god])
    s.resolve()
    assert s.zone_of("The Locust God") == "graveyard"
    s.to_step("end", active=A)
    s.resolve()
    assert s.zone_of("The Locust God") == "hand"


# -- attaching (CR 701.3) -------------------------------------------------------------------------

def test_cr_701_3a_ancestral_blade_attaches_to_the_token_it_created() -> None:
    """"create a 1/1 white Soldier creature token, then attach ~ to it": the Blade ends up on
    the new Soldier, which is a 2/2 with it."""
    s = scenario("Ancestral Blade")
    s.lands(A, "Plains", 2)
    s.hand(A, "Ancestral Blade")
    s.start()
    s.cast(A, "Ancestral Blade")
    s.resolve()
    (soldier,) = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert s.obj(s.id("Ancestral Blade")).attached_to == soldier.id
    assert s.pt(soldier.id) == (2, 2)


def test_cr_701_3a_cranial_plating_moves_to_target_creature_you_control() -> None:
    """"{B}{B}: Attach ~ to target creature you control." at instant speed: the Plating moves
    from the Bears to the Giant."""
    s = scenario("Cranial Plating")
    s.lands(A, "Swamp", 2)
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(A, "Hill Giant")
    plating = s.put(A, "Cranial Plating", attached_to=bears)
    s.start()
    s.activate(A, "Cranial Plating", index=1, targets=[giant])
    s.resolve()
    assert s.obj(plating).attached_to == giant


def test_cr_701_3a_kor_outfitter_attaches_target_equipment_to_target_creature() -> None:
    """"you may attach target Equipment you control to target creature you control"."""
    s = scenario("Kor Outfitter", "Ancestral Blade")
    s.lands(A, "Plains", 2)
    s.hand(A, "Kor Outfitter")
    giant = s.put(A, "Hill Giant")
    blade = s.put(A, "Ancestral Blade")
    s.start()
    s.cast(A, "Kor Outfitter")
    s.then("target", blade).then("target", giant).then("attach?", True)
    s.resolve()
    assert s.obj(blade).attached_to == giant


# -- a later sentence's subject: "That token gains haste." / "That creature gains …" ----------

def test_cr_603_7c_apprentice_necromancer_hastes_and_later_sacrifices_the_creature() -> None:
    """"Return target creature card from your graveyard to the battlefield. That creature gains
    haste. At the beginning of the next end step, sacrifice it.": the returned Hill Giant has
    haste at once and is sacrificed when the end step begins."""
    s = scenario("Apprentice Necromancer")
    s.lands(A, "Swamp", 1)
    s.put(A, "Apprentice Necromancer")
    card = s.graveyard(A, "Hill Giant")
    s.start()
    s.activate(A, "Apprentice Necromancer", targets=[card])
    s.resolve()
    giant = s.id("Hill Giant")
    assert "haste" in s.keywords(giant)
    s.to_step("end", active=A)
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"


def test_cr_603_7c_cogwork_assembler_exiles_the_hasty_token_copy() -> None:
    """"Create a token that's a copy of target artifact. That token gains haste. Exile it at
    the beginning of the next end step.": the token (not the original) has haste, then goes."""
    s = scenario("Cogwork Assembler")
    s.lands(A, "Island", 7)
    assembler = s.put(A, "Cogwork Assembler")
    s.start()
    s.activate(A, "Cogwork Assembler", targets=[assembler], source=assembler)
    s.resolve()
    token = next(o for o in s.state.objects.values() if o.token and o.zone == "battlefield")
    assert "haste" in s.keywords(token.id)
    assert "haste" not in s.keywords(assembler)
    s.to_step("end", active=A)
    s.resolve()
    assert not [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]


def test_an_unbound_that_creature_in_a_spell_is_refused() -> None:
    """"that creature gains flying" with nothing named before it in the ability (Arrester's
    Zeal's addendum line on its own) is a failing sentence, not an effect on nothing."""
    result = compile_text("If you cast this spell during your main phase, that creature gains "
                          "flying until end of turn.", "Instant")
    assert result.failures


# -- "those cards": every card the exile made (603.7c) -------------------------------------------

def _compiled_spell(name: str, text: str) -> dict[str, m.CardDef]:
    """The bundled pool plus one sorcery compiled from ``text`` (a composition of parts real
    cards print: Exile all creatures. … return those cards …)."""
    result = compile_text(text, "Sorcery")
    assert not result.failures, result.failures
    cards = dict(card_pool())
    cards[name] = m.CardDef(name, "Sorcery", "{W}", oracle=text, abilities=result.abilities)
    return cards


def test_cr_603_7c_those_cards_are_every_card_the_exile_made() -> None:
    """"Exile all creatures. At the beginning of the next end step, return those cards to the
    battlefield under their owners' control.": both players' creatures come back, each under
    its owner's control, as new objects; a creature that entered after the exile stays put."""
    text = ("Exile all creatures. At the beginning of the next end step, return those cards to "
            "the battlefield under their owners' control.")
    cards = _compiled_spell("Test Exodus", text)
    assert round_trip_problem(cards["Test Exodus"]) == ""
    s = Scenario(2, cards=cards, library=10)
    s.lands(A, "Plains", 1)
    s.hand(A, "Test Exodus")
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Test Exodus")
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "exile" and s.zone_of("Hill Giant") == "exile"
    s.to_step("end", active=A)
    s.resolve()
    assert s.controller(s.id("Grizzly Bears")) == A and s.id("Grizzly Bears") != bears
    assert s.controller(s.id("Hill Giant")) == B and s.id("Hill Giant") != giant


def test_cr_603_7c_rienne_returns_the_dead_creature_to_hand_at_the_end_step() -> None:
    """Rienne, Angel of Rebirth: "Whenever another multicolored creature you control dies,
    return it to its owner's hand at the beginning of the next end step." — the card waits in
    the graveyard, then goes to hand."""
    s = scenario("Rienne, Angel of Rebirth", "Boros Recruit")
    s.lands(A, "Mountain", 1)
    s.hand(A, "Lightning Bolt")
    s.put(A, "Rienne, Angel of Rebirth")
    recruit = s.put(A, "Boros Recruit")
    s.start()
    s.cast(A, "Lightning Bolt", targets=[recruit])
    s.resolve()
    assert s.zone_of("Boros Recruit") == "graveyard"
    s.to_step("end", active=A)
    s.resolve()
    assert s.zone_of("Boros Recruit") == "hand"


# -- the pacts: "At the beginning of your next upkeep, pay …. If you don't, you lose the game." --

def _slaughter_pact(pay: bool) -> Scenario:
    """A casts Slaughter Pact on B's Hill Giant; at A's next upkeep (not B's) the delayed
    ability asks A to pay {2}{B}."""
    s = scenario("Slaughter Pact")
    s.hand(A, "Slaughter Pact")
    s.lands(A, "Swamp", 3)
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Slaughter Pact", targets=[giant])
    s.resolve()
    assert s.zone_of("Hill Giant") == "graveyard"
    s.to_step("upkeep", active=B)
    assert not s.state.stack  # B's upkeep is not A's next upkeep
    s.to_step("upkeep", active=A)
    decision = until_choice(s)
    assert decision.player == A and decision.options == (True, False)
    s.apply(A, pay)
    s.resolve()
    return s


def test_cr_603_7a_slaughter_pact_paid_at_your_next_upkeep_keeps_you_in_the_game() -> None:
    s = _slaughter_pact(pay=True)
    assert not s.state.players[A].lost
    assert sum(1 for o in s.state.objects.values() if o.zone == "battlefield"
               and o.card.name == "Swamp" and o.tapped) == 3


def test_cr_104_3a_slaughter_pact_unpaid_you_lose_the_game() -> None:
    s = _slaughter_pact(pay=False)
    assert s.state.players[A].lost


def test_cr_500_7_final_fortune_loses_the_game_at_the_extra_turns_end_step() -> None:
    """Final Fortune: "Take an extra turn after this one. At the beginning of that turn's end
    step, you lose the game." — this turn's end step passes, the extra turn (A's again, not
    B's) begins, and A loses at its end step."""
    s = scenario("Final Fortune")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Final Fortune")
    s.start()
    turn = s.state.turn
    s.cast(A, "Final Fortune")
    s.resolve()
    s.to_step("upkeep", active=A)  # this turn's end step passed: the extra turn's upkeep
    assert s.state.turn == turn + 1 and s.state.active == A
    assert not s.state.players[A].lost
    s.to_step("end", active=A)
    s.resolve()
    assert s.state.players[A].lost


def test_cr_611_2a_grave_upheaval_the_returned_creature_keeps_haste() -> None:
    """Grave Upheaval: "Put target creature card from a graveyard onto the battlefield under
    your control. It gains haste." — no duration: B's Hill Giant, now A's, still has haste on
    A's next turn."""
    s = scenario("Grave Upheaval")
    s.lands(A, "Swamp", 3)
    s.lands(A, "Mountain", 3)
    s.hand(A, "Grave Upheaval")
    card = s.graveyard(B, "Hill Giant")
    s.start()
    s.cast(A, "Grave Upheaval", targets=[card])
    s.resolve()
    giant = s.id("Hill Giant")
    assert s.controller(giant) == A and "haste" in s.keywords(giant)
    s.to_step("main1", active=B)
    s.to_step("main1", active=A)
    assert "haste" in s.keywords(giant)


def test_cr_707_2_after_a_token_copy_it_is_the_token() -> None:
    """Felhide Spiritbinder's words: after "create a token that's a copy of another target
    creature", "It gains haste. Exile it at …" name the token, not the creature copied."""
    ability = real("Felhide Spiritbinder").abilities[0]
    assert isinstance(ability, m.TriggeredAbility)
    _pay, if_paid, haste, delayed = ability.effects
    assert isinstance(if_paid, m.Conditional)
    assert isinstance(if_paid.effects[0], m.CreateTokenCopy)
    assert isinstance(haste, m.GrantAbilities) and haste.on == "as:it:created"
    assert isinstance(delayed, m.DelayedTrigger) and delayed.it == "created"


def test_cr_603_7a_stone_idol_trap_exiles_the_token_at_your_next_end_step() -> None:
    """Stone Idol Trap cast in B's turn: "Exile it at the beginning of your next end step." —
    the 6/12 Construct survives B's end step and is exiled at A's."""
    s = scenario("Stone Idol Trap")
    s.lands(A, "Mountain", 6)
    s.hand(A, "Stone Idol Trap")
    s.start(active=B)
    s.cast(A, "Stone Idol Trap")
    s.resolve()
    tokens = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert len(tokens) == 1 and s.pt(tokens[0].id) == (6, 12)
    s.to_step("end", active=B)
    s.resolve()
    assert tokens[0].id in s.state.battlefield  # not A's end step
    s.to_step("end", active=A)
    s.resolve()
    assert not [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]


def test_cr_603_7c_puppeteer_clique_exiles_the_creature_it_put_onto_the_battlefield() -> None:
    """Puppeteer Clique: "put target creature card from an opponent's graveyard onto the
    battlefield under your control. It gains haste. At the beginning of your next end step,
    exile it." — "it" is the permanent the card became (400.7), hasted at once, then exiled
    at A's end step."""
    s = scenario("Puppeteer Clique")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Puppeteer Clique")
    card = s.graveyard(B, "Hill Giant")
    s.start()
    s.cast(A, "Puppeteer Clique")
    assert card in until_choice(s).options
    s.apply(A, card)
    s.resolve()
    giant = s.id("Hill Giant")
    assert s.controller(giant) == A and "haste" in s.keywords(giant)
    s.to_step("end", active=A)
    s.resolve()
    assert s.zone_of("Hill Giant") == "exile"


def test_cr_400_7_return_it_in_a_trigger_without_a_zone_change_stays_a_bounce() -> None:
    """Cunning Evasion: "Whenever a creature you control becomes blocked, you may return it
    to its owner's hand." — "it" is the blocked creature on the battlefield, not a card a
    zone change made; Mirror Match's "Exile those tokens at end of combat" still names the
    tokens it created."""
    (ability,) = real("Cunning Evasion").abilities
    assert isinstance(ability, m.TriggeredAbility)
    assert ability.effects == (m.MayDo(effects=(m.ReturnToHand(what="it"),)),)
    match = next(a for a in real("Mirror Match").abilities if isinstance(a, m.SpellAbility))
    delayed = match.effects[-1]
    assert isinstance(delayed, m.DelayedTrigger) and delayed.it == "created"
