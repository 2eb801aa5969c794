"""Issue 29 (h8-kw): named keyword mechanics and rules the support verdict refused, each played
from the real Oracle text of a real card compiled by the Oracle compiler, asserting what the
text says happens."""

from __future__ import annotations

from cardtable.games.magic.oracle.compiler import compile_text
from cardtable.games.magic.support import unsupported_reason
from tests.magic.compiled import compiled, with_cards
from tests.magic.dsl import A, B, Scenario

# -- "You may choose not to untap ~ during your untap step." (CR 502.3) --------------------------


def _shackled_bears(keep_tapped: bool) -> tuple[Scenario, int, int]:
    """A activates Vedalken Shackles ("{2}, {T}: Gain control of target creature with power
    less than or equal to the number of Islands you control for as long as ~ remains tapped.")
    on B's Grizzly Bears, then plays on to A's next upkeep, answering the untap question."""
    s = with_cards(Scenario, "Vedalken Shackles")
    shackles = s.put(A, "Vedalken Shackles")
    s.lands(A, "Island", 4)
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Vedalken Shackles", targets=[bears])
    s.resolve()
    assert s.controller(bears) == A and s.obj(shackles).tapped
    s.to_step("upkeep", active=B)
    s.then("untap.keep_tapped", (shackles,) if keep_tapped else ())
    s.to_step("upkeep", active=A)
    return s, shackles, bears


def test_cr_502_3_vedalken_shackles_kept_tapped_keeps_the_creature() -> None:
    """Vedalken Shackles: "You may choose not to untap ~ during your untap step." — A is asked
    in the untap step; kept tapped, the control effect ("for as long as ~ remains tapped") goes
    on, while A's Islands untap as usual."""
    s, shackles, bears = _shackled_bears(keep_tapped=True)
    assert s.obj(shackles).tapped
    assert s.controller(bears) == A
    assert not any(s.obj(i).tapped for i in s.ids("Island", "battlefield"))


def test_cr_502_3_vedalken_shackles_untapped_returns_the_creature() -> None:
    """Choosing to untap it ends "for as long as ~ remains tapped": B gets the Bears back."""
    s, shackles, bears = _shackled_bears(keep_tapped=False)
    assert not s.obj(shackles).tapped
    assert s.controller(bears) == B


def test_cr_502_3_untapped_permanent_asks_nothing() -> None:
    """Rust Tick untapped at the start of the untap step: there is nothing to choose, so the
    step asks no question (the scenario is strict: an unscripted question would fail)."""
    s = with_cards(Scenario, "Rust Tick")
    tick = s.put(A, "Rust Tick")
    s.start()
    s.to_step("upkeep", active=B)
    s.to_step("upkeep", active=A)
    assert not s.obj(tick).tapped
    assert s.state.turn == 4 and s.state.active == A


def test_cr_502_3_the_question_offers_only_the_tapped_permanents_with_the_rule() -> None:
    """Two tapped Rust Ticks and a tapped Grizzly Bears: the question offers the two Ticks
    only; the Tick kept tapped stays tapped, the other and the Bears untap together."""
    s = with_cards(Scenario, "Rust Tick")
    kept = s.put(A, "Rust Tick", tapped=True)
    other = s.put(A, "Rust Tick", tapped=True)
    bears = s.put(A, "Grizzly Bears", tapped=True)
    s.start(active=B)
    s.to_step("untap", active=A)
    decision = s.pending
    assert decision is not None and decision.tag == "untap.keep_tapped"
    assert sorted(decision.options) == sorted([kept, other])
    s.apply(A, (kept,))
    assert s.obj(kept).tapped and not s.obj(other).tapped and not s.obj(bears).tapped


def test_cr_502_3_the_sentence_renders_back_and_is_supported() -> None:
    """The static compiles to the rule on ~ and every one of these cards is supported."""
    result = compile_text("You may choose not to untap ~ during your untap step.",
                          "Artifact Creature — Insect")
    assert not result.failures
    for name in ("Vedalken Shackles", "Rust Tick", "Amber Prison", "Endoskeleton"):
        assert unsupported_reason(compiled(name)) is None, name


# -- dredge: "if you would draw a card" as a decision point (CR 702.52a, 616.1, 121.6) -----------


def _dredge_scenario(*names: str, library: int = 20) -> Scenario:
    from tests.magic.conftest import test_cards

    cards = dict(test_cards())
    for name in names:
        cards[name] = compiled(name)
    return Scenario(2, cards=cards, library=library)


def test_cr_702_52a_golgari_thug_dredges_instead_of_the_draw_step_draw() -> None:
    """Golgari Thug: "Dredge 4 (If you would draw a card, you may mill four cards instead. If
    you do, return this card from your graveyard to your hand.)" — in A's draw step A is asked
    (draw or Thug); dredging mills four, returns the Thug and draws nothing."""
    s = _dredge_scenario("Golgari Thug")
    thug = s.graveyard(A, "Golgari Thug")
    s.start(active=B)
    s.to_step("draw", active=A)
    decision = s.pending
    assert decision is not None and decision.tag == "draw.replacement"
    assert list(decision.options) == ["draw", thug]
    library = len(s.state.zone(A, "library"))
    hand = s.hand_size(A)
    s.apply(A, thug)
    assert s.zone_of("Golgari Thug") == "hand"
    assert len(s.state.zone(A, "library")) == library - 4
    assert len(s.state.zone(A, "graveyard")) == 4
    assert s.hand_size(A) == hand + 1
    assert s.state.players[A].cards_drawn_this_turn == 0  # the draw was replaced (121.6)


def test_cr_702_52a_choosing_to_draw_keeps_the_card_in_the_graveyard() -> None:
    """Answering "draw" draws the card; the Thug stays in the graveyard, nothing is milled."""
    s = _dredge_scenario("Golgari Thug")
    s.graveyard(A, "Golgari Thug")
    s.start(active=B)
    s.to_step("draw", active=A)
    library = len(s.state.zone(A, "library"))
    s.apply(A, "draw")
    assert s.zone_of("Golgari Thug") == "graveyard"
    assert len(s.state.zone(A, "library")) == library - 1
    assert s.state.players[A].cards_drawn_this_turn == 1


def test_cr_702_52b_dredge_needs_n_cards_in_the_library() -> None:
    """702.52b: a player with fewer cards in their library than the dredge number can't mill
    that many, so Golgari Thug (dredge 4) is not offered with three cards left: the draw step
    draws at once (the scenario is strict: a question would fail it)."""
    s = _dredge_scenario("Golgari Thug", library=4)
    s.graveyard(A, "Golgari Thug")
    s.start(active=B)
    s.game.move_batch(list(s.state.zone(A, "library")[:1]), "graveyard", cause="test")
    s.to_step("main1", active=A)
    assert s.zone_of("Golgari Thug") == "graveyard"
    assert len(s.state.zone(A, "library")) == 2
    assert s.state.players[A].cards_drawn_this_turn == 1


def test_cr_702_52a_each_draw_of_a_spell_can_be_replaced() -> None:
    """Deep Analysis ("Target player draws two cards."), cast by A with Life from the Loam
    (dredge 3) in A's graveyard: the first draw is replaced (three cards milled, Loam
    returned), the second is drawn — the effect's draws are one decision each (616.1)."""
    s = _dredge_scenario("Life from the Loam", "Deep Analysis")
    s.graveyard(A, "Life from the Loam")
    s.hand(A, "Deep Analysis")
    s.lands(A, "Island", 4)
    s.start()
    library = len(s.state.zone(A, "library"))
    s.then("draw.replacement", s.id("Life from the Loam", "graveyard"))
    s.cast(A, "Deep Analysis", targets=["p0"])
    s.resolve()
    assert s.zone_of("Life from the Loam") == "hand"
    assert len(s.state.zone(A, "library")) == library - 3 - 1
    assert s.state.players[A].cards_drawn_this_turn == 1


def test_cr_616_1_the_hook_is_general() -> None:
    """The "would draw" hook lists every replacement registered with it (dredge first), so a
    static "If you would draw a card, … instead" composes with dredge's question."""
    from cardtable.games.magic import draw_choice as dr

    assert dr.DREDGE in dr._REPLACEMENTS
    s = _dredge_scenario("Golgari Thug")
    thug = s.graveyard(A, "Golgari Thug")
    s.start()
    assert dr.choices(s.game, A) == ("draw", thug)
    assert dr.choices(s.game, B) == ()


# -- tribute (CR 702.104) --------------------------------------------------------------------------


def _cast_snake(paid: bool, players: int = 2) -> Scenario:
    """A casts Snake of the Golden Grove ("Tribute 3 …  When ~ enters, if tribute wasn't paid,
    you gain 4 life.")."""
    s = with_cards(Scenario, "Snake of the Golden Grove", players=players)
    s.hand(A, "Snake of the Golden Grove")
    s.lands(A, "Forest", 5)
    s.start()
    if players > 2:
        s.then("choose an opponent", "p2")
    s.then("tribute 3", paid)
    s.cast(A, "Snake of the Golden Grove")
    s.resolve()
    return s


def test_cr_702_104a_a_paid_tribute_puts_the_counters_and_skips_the_trigger() -> None:
    """B pays the tribute: the Snake enters with three +1/+1 counters (a 7/7) and A gains no
    life (702.104b: "if tribute wasn't paid")."""
    s = _cast_snake(paid=True)
    snake = s.id("Snake of the Golden Grove")
    assert s.obj(snake).counters.get("+1/+1") == 3 and s.pt(snake) == (7, 7)
    assert s.life(A) == 20


def test_cr_702_104b_an_unpaid_tribute_triggers() -> None:
    """B declines: no counters, and the enters trigger's "if tribute wasn't paid" holds — A
    gains 4 life."""
    s = _cast_snake(paid=False)
    snake = s.id("Snake of the Golden Grove")
    assert not s.obj(snake).counters.get("+1/+1") and s.pt(snake) == (4, 4)
    assert s.life(A) == 24


def test_cr_702_104a_the_controller_chooses_which_opponent_decides() -> None:
    """With three players A chooses the opponent (C, "p2"), and C is the one asked."""
    s = with_cards(Scenario, "Snake of the Golden Grove", players=3)
    s.hand(A, "Snake of the Golden Grove")
    s.lands(A, "Forest", 5)
    s.start()
    s.cast(A, "Snake of the Golden Grove")
    asked: list[tuple[int, str]] = []
    for _ in range(20):
        d = s.pending
        assert d is not None
        if d.tag == "resolve.choice":
            asked.append((d.player, d.prompt))
            if "choose an opponent" in d.prompt:
                assert list(d.options) == ["p1", "p2"]
                s.apply(d.player, "p2")
                continue
            break
        s.pass_priority()
    assert [p for p, _ in asked] == [A, 2] and "tribute 3: put" in asked[-1][1]


# -- ward and echo with costs other than mana (CR 702.21a, 702.30a, 118.12) ------------------------


def _bolt_at(name: str, pays: bool) -> tuple[Scenario, int]:
    """B casts Lightning Bolt at A's ``name`` (ward); B answers the ward offer ``pays``."""
    s = with_cards(Scenario, name)
    target = s.put(A, name)
    s.hand(B, "Lightning Bolt")
    s.put(B, "Mountain")
    s.hand(B, "Grizzly Bears")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[target])
    s.then("?", pays)  # the offer ("pay 3 life?" / "discard?"); a discard's card follows
    s.then("discard", (s.id("Grizzly Bears", "hand"),))
    s.resolve()
    return s, target


def test_cr_702_21a_ward_pay_life_paid_lets_the_spell_resolve() -> None:
    """Owlin Shieldmage: "Ward—Pay 3 life." — B pays 3 life, so the Bolt resolves: 3 damage
    kills the 3/3."""
    s, shieldmage = _bolt_at("Owlin Shieldmage", pays=True)
    assert s.life(B) == 17
    assert shieldmage not in s.state.battlefield


def test_cr_702_21a_ward_pay_life_unpaid_counters_the_spell() -> None:
    """B declines to pay the 3 life: the Bolt is countered and the Shieldmage lives."""
    s, shieldmage = _bolt_at("Owlin Shieldmage", pays=False)
    assert s.life(B) == 20
    assert shieldmage in s.state.battlefield
    assert "Lightning Bolt" in s.graveyard_names(B)


def test_cr_702_21a_ward_discard_a_card() -> None:
    """Westgate Regent: "Ward—Discard a card." — B discards the Bears and the Bolt resolves
    (3 damage to the 4/4, which lives); declining, the Bolt is countered."""
    s, regent = _bolt_at("Westgate Regent", pays=True)
    assert "Grizzly Bears" in s.graveyard_names(B)
    assert regent in s.state.battlefield and s.obj(regent).damage == 3
    s, regent = _bolt_at("Westgate Regent", pays=False)
    assert "Grizzly Bears" not in s.graveyard_names(B) and s.obj(regent).damage == 0


def _imp_upkeep(pays: bool) -> tuple[Scenario, int]:
    """Deepcavern Imp ("Echo—Discard a card.") came under A's control this turn; at A's next
    upkeep the echo trigger offers the discard."""
    s = with_cards(Scenario, "Deepcavern Imp")
    imp = s.put(A, "Deepcavern Imp")
    s.hand(A, "Grizzly Bears")
    s.start()
    s.state.objects[imp].controlled_since = s.state.timestamp  # arrived this turn (702.30a)
    s.to_step("upkeep", active=B)
    s.then("?", pays)
    s.then("discard", (s.id("Grizzly Bears", "hand"),))
    s.to_step("draw", active=A)
    return s, imp


def test_cr_702_30a_echo_discard_paid_keeps_it() -> None:
    s, imp = _imp_upkeep(pays=True)
    assert imp in s.state.battlefield and "Grizzly Bears" in s.graveyard_names(A)


def test_cr_702_30a_echo_discard_unpaid_sacrifices_it() -> None:
    s, imp = _imp_upkeep(pays=False)
    assert imp not in s.state.battlefield and "Deepcavern Imp" in s.graveyard_names(A)
    assert "Grizzly Bears" not in s.graveyard_names(A)


# -- poisonous, frenzy (CR 702.70a, 702.68a) -----------------------------------------------------


def _unblocked_attack(card: str, creature: str) -> tuple[Scenario, int]:
    s = with_cards(Scenario, card)
    attacker = s.put(A, creature)
    if card != creature:
        s.put(A, card)
    s.start()
    s.attack({attacker: "p1"})
    s.to_step("main2")  # B has no creatures: nothing blocks
    return s, attacker


def test_cr_702_70a_poisonous_gives_poison_counters() -> None:
    """Virulent Sliver: "Sliver creatures you control have poisonous 1." — itself a Sliver, it
    deals 1 combat damage to B, and B gets 1 poison counter."""
    s, _ = _unblocked_attack("Virulent Sliver", "Virulent Sliver")
    assert s.life(B) == 19
    assert s.state.players[B].poison == 1


def test_cr_702_68a_frenzy_pumps_an_unblocked_attacker() -> None:
    """Frenzy Sliver: "Sliver creatures you control have frenzy 1." — the unblocked 1/1 gets
    +1/+0, so B takes 2."""
    s, _ = _unblocked_attack("Frenzy Sliver", "Frenzy Sliver")
    assert s.life(B) == 18


# -- devotion as a characteristic-defining P/T (CR 700.5, 604.3) ---------------------------------


def test_cr_700_5_renata_power_is_her_devotion_to_green() -> None:
    """Renata, Called to the Hunt ({2}{G}{G}): "Renata's power is equal to your devotion to
    green." — alone, 2 (her own {G}{G}); with Llanowar Elves ({G}) 3; B's green permanents
    don't count."""
    s = with_cards(Scenario, "Renata, Called to the Hunt")
    renata = s.put(A, "Renata, Called to the Hunt")
    s.put(B, "Llanowar Elves")
    s.start()
    assert s.pt(renata)[0] == 2
    s.put(A, "Llanowar Elves")
    assert s.pt(renata)[0] == 3


# -- prowl (CR 702.76a) ----------------------------------------------------------------------------


def _prowl_ways(s: Scenario) -> set[str]:
    from cardtable.games.magic.actions import Cast

    d = s.pending
    assert d is not None and d.tag == "priority"
    return {o.way for o in d.options if isinstance(o, Cast) and o.name == "Latchkey Faerie"}


def test_cr_702_76a_prowl_after_combat_damage_by_a_rogue() -> None:
    """Latchkey Faerie (Faerie Rogue): "Prowl {2}{U} … When ~ enters, if its prowl cost was
    paid, draw a card." — not offered before combat; after A's Stinkdrinker Bandit (a Goblin
    Rogue) deals combat damage to B, A casts it for {2}{U} with three Islands and draws."""
    s = with_cards(Scenario, "Latchkey Faerie", "Stinkdrinker Bandit")
    bandit = s.put(A, "Stinkdrinker Bandit")
    s.hand(A, "Latchkey Faerie")
    s.lands(A, "Island", 3)
    s.start()
    s._priority_to(A)
    assert "prowl" not in _prowl_ways(s)
    s.attack({bandit: "p1"})
    s.to_step("main2")
    assert s.life(B) < 20
    s._priority_to(A)
    assert "prowl" in _prowl_ways(s)
    hand = s.hand_size(A)
    s.cast(A, "Latchkey Faerie", way="prowl")
    s.resolve()
    assert s.zone_of("Latchkey Faerie") == "battlefield"
    assert s.hand_size(A) == hand - 1 + 1  # the Faerie left, the prowl draw came in


def test_cr_702_76a_prowl_needs_a_shared_creature_type() -> None:
    """Combat damage by a Grizzly Bears (a Bear) doesn't enable a Faerie Rogue's prowl."""
    s = with_cards(Scenario, "Latchkey Faerie")
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Latchkey Faerie")
    s.lands(A, "Island", 4)
    s.start()
    s.attack({bears: "p1"})
    s.to_step("main2")
    assert s.life(B) == 18
    s._priority_to(A)
    assert "prowl" not in _prowl_ways(s)


# -- the Mirage flash enchantments (CR 601.3a, 603.7, 514.3a) ----------------------------------


def _reflexes(active: int) -> tuple[Scenario, int]:
    """A casts Lightning Reflexes ("You may cast ~ as though it had flash. If you cast it any
    time a sorcery couldn't have been cast, the controller of the permanent it becomes
    sacrifices it at the beginning of the next cleanup step. … Enchanted creature gets +1/+0
    and has first strike.") on A's Grizzly Bears in ``active``'s main phase."""
    s = with_cards(Scenario, "Lightning Reflexes")
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Lightning Reflexes")
    s.lands(A, "Mountain", 2)
    s.start(active=active)
    s.cast(A, "Lightning Reflexes", targets=[bears],
           way="as_though_flash" if active != A else "")
    s.resolve()
    assert s.zone_of("Lightning Reflexes") == "battlefield"
    assert s.pt(bears) == (3, 2) and "first_strike" in s.keywords(bears)
    return s, bears


def test_cr_603_7_cast_at_instant_speed_it_is_sacrificed_at_cleanup() -> None:
    """Cast in B's turn (A couldn't have cast a sorcery), the Aura is sacrificed at the
    beginning of B's cleanup step; the Bears are 2/2 again on A's turn."""
    s, bears = _reflexes(active=B)
    s.to_step("upkeep", active=A)
    assert s.zone_of("Lightning Reflexes") == "graveyard"
    assert s.pt(bears) == (2, 2)


def test_cr_603_7_cast_as_a_sorcery_could_be_it_stays() -> None:
    """Cast in A's own main phase with an empty stack, nothing is sacrificed."""
    s, bears = _reflexes(active=A)
    s.to_step("upkeep", active=B)
    assert s.zone_of("Lightning Reflexes") == "battlefield"
    assert s.pt(bears) == (3, 2)


# -- cipher (CR 702.99) ----------------------------------------------------------------------------


def _encode_last_thoughts(encode: bool) -> tuple[Scenario, int]:
    """A casts Last Thoughts ("Draw a card. Cipher") and answers the cipher question."""
    s = with_cards(Scenario, "Last Thoughts")
    bears = s.put(A, "Grizzly Bears")
    s.hand(A, "Last Thoughts")
    s.lands(A, "Island", 4)
    s.start()
    hand = s.hand_size(A)
    s.then("cipher", (bears,) if encode else ())
    s.cast(A, "Last Thoughts")
    s.resolve()
    assert s.hand_size(A) == hand - 1 + 1  # cast, then drew a card
    return s, bears


def test_cr_702_99a_cipher_encodes_and_the_creature_casts_a_copy() -> None:
    """Encoded on A's Grizzly Bears, Last Thoughts is exiled; when the Bears deal combat
    damage to B, A may cast a copy for free — A draws again; the card stays exiled and the
    copy is gone (704.5e)."""
    s, bears = _encode_last_thoughts(encode=True)
    assert s.zone_of("Last Thoughts") == "exile"
    hand = s.hand_size(A)
    s.attack({bears: "p1"})
    s.then("?", True)  # "you may copy the encoded card …"
    s.to_step("main2")
    assert s.life(B) == 18
    assert s.hand_size(A) == hand + 1
    assert s.ids("Last Thoughts") == [s.id("Last Thoughts", "exile")]


def test_cr_702_99a_cipher_declined_goes_to_the_graveyard() -> None:
    s, _bears = _encode_last_thoughts(encode=False)
    assert s.zone_of("Last Thoughts") == "graveyard"


def test_cr_702_99c_the_encoding_ends_with_the_creature() -> None:
    """702.99c: the Bears leave the battlefield and return — a new object, no longer encoded:
    Last Thoughts stays in exile and the returned Bears have no cipher trigger."""
    s, bears = _encode_last_thoughts(encode=True)
    from cardtable.games.magic.layers import chars

    assert len(chars(s.state, s.obj(bears)).abilities) > len(s.obj(bears).card.abilities)
    moved = s.game.move(s.obj(bears), "hand", cause="test")
    back = s.game.move(moved, "battlefield", cause="test")
    assert s.zone_of("Last Thoughts") == "exile"
    assert len(chars(s.state, back).abilities) == len(back.card.abilities)


def test_cr_702_99a_stolen_identity_copies_then_may_be_encoded() -> None:
    """Stolen Identity ("Create a token that's a copy of target artifact or creature.
    Cipher"): the audit's board offers only a legendary creature (the legend rule takes the
    copy back); here B's Grizzly Bears — A gets a token Bears, and the card, not encoded, goes
    to the graveyard."""
    s = with_cards(Scenario, "Stolen Identity")
    bears = s.put(B, "Grizzly Bears")
    s.put(A, "Hill Giant")
    s.hand(A, "Stolen Identity")
    s.lands(A, "Island", 6)
    s.start()
    s.then("cipher", ())
    s.cast(A, "Stolen Identity", targets=[bears])
    s.resolve()
    tokens = [i for i in s.ids("Grizzly Bears", "battlefield") if s.obj(i).token]
    assert len(tokens) == 1 and s.controller(tokens[0]) == A
    assert s.zone_of("Stolen Identity") == "graveyard"


def test_cr_702_99a_whispering_madness_with_cards_in_hand() -> None:
    """Whispering Madness ("Each player discards their hand, then draws cards equal to the
    greatest number of cards a player discarded this way. Cipher"): the audit's hands are
    empty; here A discards one card and B three, and each draws three."""
    s = with_cards(Scenario, "Whispering Madness")
    s.hand(A, "Whispering Madness")
    s.hand(A, "Grizzly Bears")
    s.hand(B, "Grizzly Bears", 3)
    s.lands(A, "Island", 2)
    s.lands(A, "Swamp", 2)
    s.start()
    s.then("cipher", ())
    s.cast(A, "Whispering Madness")
    s.resolve()
    assert s.hand_size(A) == 3 and s.hand_size(B) == 3
    assert s.graveyard_names(B).count("Grizzly Bears") == 3


# -- a step trigger's "it" after "if ~ is tapped" (CR 603.2, 603.4): the storage lands ----------


def _silos_upkeep(keep_tapped: bool) -> tuple[Scenario, int]:
    """Sand Silos ("You may choose not to untap ~ during your untap step. At the beginning of
    your upkeep, if ~ is tapped, put a storage counter on it."), tapped, through A's untap
    step and upkeep."""
    s = with_cards(Scenario, "Sand Silos")
    silos = s.put(A, "Sand Silos", tapped=True)
    s.start(active=B)
    s.then("untap.keep_tapped", (silos,) if keep_tapped else ())
    s.to_step("draw", active=A)
    return s, silos


def test_cr_603_4_storage_land_kept_tapped_gets_a_counter() -> None:
    s, silos = _silos_upkeep(keep_tapped=True)
    assert s.obj(silos).tapped and s.obj(silos).counters.get("storage") == 1


def test_cr_603_4_storage_land_untapped_gets_none() -> None:
    s, silos = _silos_upkeep(keep_tapped=False)
    assert not s.obj(silos).tapped and not s.obj(silos).counters.get("storage")


# -- "gets +N/+N and has KEYWORD for as long as ~ remains tapped" (CR 611.2b) ---------------------


def test_cr_611_2b_courier_pump_and_keyword_last_while_tapped() -> None:
    """Flamestick Courier: "{2}{R}, {T}: Target Goblin creature gets +2/+2 and has haste for
    as long as ~ remains tapped." — kept tapped through A's untap step, the Goblin keeps both;
    untapped, both end together."""
    s = with_cards(Scenario, "Flamestick Courier")
    courier = s.put(A, "Flamestick Courier")
    goblin = s.put(A, "Flamestick Courier")  # a Goblin itself
    s.lands(A, "Mountain", 3)
    s.start()
    s.activate(A, "Flamestick Courier", targets=[goblin], source=courier)
    s.resolve()
    assert s.pt(goblin) == (4, 3) and "haste" in s.keywords(goblin)
    s.to_step("upkeep", active=B)
    s.then("untap.keep_tapped", (courier,))
    s.to_step("upkeep", active=A)
    assert s.pt(goblin) == (4, 3) and "haste" in s.keywords(goblin)
    s.to_step("upkeep", active=B)
    s.then("untap.keep_tapped", ())
    s.to_step("upkeep", active=A)
    assert s.pt(goblin) == (2, 1) and "haste" not in s.keywords(goblin)


def test_cr_702_64a_absorb_prevents_some_of_each_damage() -> None:
    """Lymph Sliver (3/3): "All Sliver creatures have absorb 1." — B's Lightning Bolt deals 3,
    1 is prevented: 2 damage marked, and it lives."""
    s = with_cards(Scenario, "Lymph Sliver")
    sliver = s.put(A, "Lymph Sliver")
    s.hand(B, "Lightning Bolt")
    s.put(B, "Mountain")
    s.start(active=B)
    s.cast(B, "Lightning Bolt", targets=[sliver])
    s.resolve()
    assert sliver in s.state.battlefield and s.obj(sliver).damage == 2
