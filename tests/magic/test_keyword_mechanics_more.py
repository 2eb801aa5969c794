"""Issues 28/29: combat wordings and keyword mechanics the engine lacked, each played from the
real Oracle text of a real card compiled by the Oracle compiler (``tests.magic.compiled``),
asserting what the text says happens."""

from __future__ import annotations

from typing import Any

from cardtable.agents.magic.bots import respect_whole_answer_rules
from cardtable.games.magic.actions import Cast, Pass
from cardtable.games.magic.layers import chars
from cardtable.games.magic.view import make_view
from tests.magic.compiled import with_cards
from tests.magic.dsl import A, B, C, Scenario


def _through_combat(s: Scenario, answers: dict[str, Any] | None = None,
                    seen: list[tuple[str, tuple[Any, ...]]] | None = None) -> None:
    """Play on to the second main phase: nobody blocks, "you may" is yes, a target is the
    first answer queued for its tag (else the first option)."""
    answers = answers or {}
    for _ in range(200):
        d = s.pending
        if d is None or s.state.step == "main2":
            return
        if seen is not None and d.tag != "priority":
            seen.append((d.tag, tuple(d.options)))
        if d.tag == "combat.block":
            s.apply(d.player, answers.get("combat.block", ()))
        elif d.tag in answers:
            s.apply(d.player, answers[d.tag])
        elif d.tag != "priority" and True in d.options:
            s.apply(d.player, True)
        elif d.tag != "priority":
            s.apply(d.player, d.options[0])
        else:
            s.apply(d.player, Pass())
    raise AssertionError("combat did not end")


# -- "defending player controls" (CR 506.2) ------------------------------------------------------


def test_cr_506_2_fiend_binder_taps_a_creature_the_defending_player_controls() -> None:
    """Fiend Binder: "Whenever ~ attacks, tap target creature defending player controls." —
    with three players it attacks C: only C's creatures may be the target (not B's, not A's
    own), and the chosen one is tapped."""
    s = with_cards(Scenario, "Fiend Binder", players=3)
    binder = s.put(A, "Fiend Binder")
    s.put(A, "Grizzly Bears")
    bears_b = s.put(B, "Grizzly Bears")
    bears_c = s.put(C, "Grizzly Bears")
    s.start()
    s.attack({binder: "p2"})
    seen: list[tuple[str, tuple[Any, ...]]] = []
    _through_combat(s, {"cast.target": bears_c}, seen)
    targets = [options for tag, options in seen if tag == "cast.target"]
    assert targets and set(targets[0]) == {bears_c}
    assert s.obj(bears_c).tapped and not s.obj(bears_b).tapped


def test_cr_506_2_swathcutter_giant_damages_each_creature_defending_player_controls() -> None:
    """Swathcutter Giant: "Whenever ~ attacks, it deals 1 damage to each creature defending
    player controls." — a filter the effect reads (not a target) is bound too: C's 1/1 dies,
    B's survives."""
    s = with_cards(Scenario, "Swathcutter Giant", players=3)
    giant = s.put(A, "Swathcutter Giant")
    s.put(B, "Llanowar Elves")
    s.put(C, "Llanowar Elves")
    s.start()
    s.attack({giant: "p2"})
    _through_combat(s)
    assert [s.controller(i) for i in s.ids("Llanowar Elves", "battlefield")] == [B]


# -- "can't be blocked by <noun>", "power less than ~'s power" (CR 509.1b) ----------------------


def _blockers_offered(s: Scenario, attacker: int, defender: int) -> set[int]:
    """The creatures the defending player is offered as blockers of ``attacker``."""
    s.attack({attacker: f"p{defender}"})
    s._drain()
    d = s.pending
    while d is not None and d.tag == "priority":
        s.apply(d.player, Pass())
        d = s.pending
    if d is None or d.tag != "combat.block":
        return set()
    return {b for b, allowed in zip(d.options, d.targets, strict=True) if attacker in allowed}


def test_cr_509_1b_juggernaut_cant_be_blocked_by_walls() -> None:
    """Juggernaut: "~ attacks each combat if able." and "~ can't be blocked by Walls." — a
    Wall of Stone is not offered as a blocker, a Grizzly Bears is."""
    s = with_cards(Scenario, "Juggernaut", "Wall of Stone")
    juggernaut = s.put(A, "Juggernaut")
    wall = s.put(B, "Wall of Stone")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    offered = _blockers_offered(s, juggernaut, B)
    assert bears in offered and wall not in offered


def test_cr_509_1b_goldmeadow_dodger_cant_be_blocked_by_power_4_or_greater() -> None:
    """Goldmeadow Dodger: "~ can't be blocked by creatures with power 4 or greater." — the
    filter grammar's "with power N or greater" composes: a 6/4 Craw Wurm may not block it, a
    2/2 may; and a refused declaration changes nothing (CR 730.1)."""
    s = with_cards(Scenario, "Goldmeadow Dodger")
    dodger = s.put(A, "Goldmeadow Dodger")
    wurm = s.put(B, "Craw Wurm")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    offered = _blockers_offered(s, dodger, B)
    assert offered == {bears}
    assert s.refused(B, ((wurm, dodger),))
    s.apply(B, ((bears, dodger),))
    assert s.state.blockers == {bears: dodger}


def test_cr_509_1b_battering_wurm_creatures_with_lesser_power_cant_block_it() -> None:
    """Battering Wurm (6/5, bushido 1): "Creatures with power less than ~'s power can't block
    it." — a 6/4 Craw Wurm (power 6, not less) may block it; a 2/2 may not."""
    s = with_cards(Scenario, "Battering Wurm")
    wurm = s.put(A, "Battering Wurm")
    craw = s.put(B, "Craw Wurm")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    assert _blockers_offered(s, wurm, B) == {craw}
    assert bears not in _blockers_offered_now(s, wurm)


def _blockers_offered_now(s: Scenario, attacker: int) -> set[int]:
    d = s.pending
    assert d is not None and d.tag == "combat.block"
    return {b for b, allowed in zip(d.options, d.targets, strict=True) if attacker in allowed}


# -- "can't attack alone", "can't block alone" (CR 506.5) ----------------------------------------


def test_cr_506_5_mogg_flunkies_cant_attack_alone() -> None:
    """Mogg Flunkies: "~ can't attack or block alone." — declared as the only attacker the
    declaration is refused (and changes nothing, CR 730.1); with a Grizzly Bears attacking too
    it is accepted; a bot proposing it alone is repaired to no attack."""
    s = with_cards(Scenario, "Mogg Flunkies")
    flunkies = s.put(A, "Mogg Flunkies")
    bears = s.put(A, "Grizzly Bears")
    s.start()
    s.to_step("declare_attackers")
    decision = s.pending
    assert decision is not None and decision.tag == "combat.attack"
    assert "alone (CR 506.5)" in s.refused(A, ((flunkies, "p1"),))
    view = make_view(s.game, A)
    assert respect_whole_answer_rules(view, decision, ((flunkies, "p1"),)) == ()
    s.apply(A, ((flunkies, "p1"), (bears, "p1")))
    assert set(s.state.attackers) == {flunkies, bears}


def test_cr_506_5_mogg_flunkies_cant_block_alone() -> None:
    """Mogg Flunkies (blocking side): alone it may not block; with a second blocker declared
    at the same time it may."""
    s = with_cards(Scenario, "Mogg Flunkies")
    attacker = s.put(A, "Craw Wurm")
    flunkies = s.put(B, "Mogg Flunkies")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.attack({attacker: "p1"})
    s._drain()
    while s.pending is not None and s.pending.tag == "priority":
        s.apply(s.pending.player, Pass())
    decision = s.pending
    assert decision is not None and decision.tag == "combat.block"
    assert "alone (CR 506.5)" in s.refused(B, ((flunkies, attacker),))
    assert respect_whole_answer_rules(make_view(s.game, B), decision,
                                      ((flunkies, attacker),)) == ()
    s.apply(B, ((flunkies, attacker), (bears, attacker)))
    assert s.state.blockers == {flunkies: attacker, bears: attacker}


# -- "as though it weren't blocked" (CR 510.1c) ---------------------------------------------------


def _blocked_thorn_elemental() -> tuple[Scenario, int, int]:
    s = with_cards(Scenario, "Thorn Elemental")
    thorn = s.put(A, "Thorn Elemental")  # 7/7
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.attack({thorn: "p1"})
    s.block(B, {bears: thorn})
    for _ in range(20):
        d = s.pending
        if d is None or d.tag == "combat.damage":
            break
        s.apply(d.player, Pass())
    return s, thorn, bears


def test_cr_510_1c_thorn_elemental_assigns_all_its_damage_to_the_player() -> None:
    """Thorn Elemental: "You may have ~ assign its combat damage as though it weren't
    blocked." — blocked by a Grizzly Bears, its controller is asked to divide its 7 damage
    among the Bears and the defending player; a split is refused (all or none), all to the
    player is accepted: B loses 7 and the Bears survive."""
    s, thorn, bears = _blocked_thorn_elemental()
    d = s.pending
    assert d is not None and d.tag == "combat.damage" and d.player == A
    assert list(d.options) == [bears, "p1"] and d.total == 7
    assert "CR 510.1c" in s.refused(A, (3, 4))
    view = make_view(s.game, A)
    assert respect_whole_answer_rules(view, d, (3, 4)) == (0, 7)  # the bots' repair
    s.apply(A, (0, 7))
    s.to_step("main2")
    assert s.life(B) == 13 and bears in s.state.battlefield
    assert thorn in s.state.battlefield and s.obj(thorn).damage == 2


def test_cr_510_1c_every_bot_answers_all_or_none_for_thorn_elemental() -> None:
    """The soak (seed 6007, games 108 and 116: Tornado Elemental, Rhox) found the heuristic
    and Commander bots splitting such an attacker's damage — lethal to the blocker, the rest to
    the player — which the engine refuses (510.1c). Each bot's answer is now legal."""
    from cardtable.agents.magic.bots import HeuristicBot
    from cardtable.agents.magic.commander import CommanderBot

    for bot in (HeuristicBot(seed=1), CommanderBot(seed=1)):
        s, _thorn, _bears = _blocked_thorn_elemental()
        d = s.pending
        assert d is not None and d.tag == "combat.damage"
        answer = bot.choose(make_view(s.game, A), d)
        assert answer in ((7, 0), (0, 7)), (bot, answer)
        s.apply(A, answer)


def test_cr_510_1c_thorn_elemental_may_damage_its_blocker_as_usual() -> None:
    """Declining (all damage to the blocker) is the usual combat damage: the Bears die and B
    loses nothing."""
    s, _thorn, bears = _blocked_thorn_elemental()
    s.apply(A, (7, 0))
    s.to_step("main2")
    assert s.life(B) == 20 and bears not in s.state.battlefield


# -- "All creatures able to block target creature this turn do so." (CR 509.1c) ------------------


def test_cr_509_1c_alluring_scent_every_able_creature_blocks_the_target() -> None:
    """Alluring Scent: "All creatures able to block target creature this turn do so." — cast
    on A's Grizzly Bears, which then attacks: B's declaration without blocks, or with only one
    of its two untapped creatures blocking, is refused; both blocking it is accepted."""
    s = with_cards(Scenario, "Alluring Scent")
    s.lands(A, "Forest", 3)
    bears = s.put(A, "Grizzly Bears")
    elves = s.put(B, "Llanowar Elves")
    wurm = s.put(B, "Craw Wurm")
    s.hand(A, "Alluring Scent")
    s.start()
    s.cast(A, "Alluring Scent", targets=[bears])
    s.resolve()
    s.attack({bears: "p1"})
    s._drain()
    while s.pending is not None and s.pending.tag == "priority":
        s.apply(s.pending.player, Pass())
    assert "CR 509.1c" in s.refused(B, ())
    assert "CR 509.1c" in s.refused(B, ((wurm, bears),))
    s.apply(B, ((wurm, bears), (elves, bears)))
    assert s.state.blockers == {wurm: bears, elves: bears}


# -- "deals combat damage to a creature, tap that creature and it doesn't untap …" (CR 502.3) ----


def test_cr_502_3_kashi_tribe_warriors_taps_the_creature_it_damaged() -> None:
    """Kashi-Tribe Warriors: "Whenever ~ deals combat damage to a creature, tap that creature
    and it doesn't untap during its controller's next untap step." — blocked by a Craw Wurm,
    the Wurm it damaged is tapped and stays tapped through B's next untap step; B's untapped
    Grizzly Bears is untouched."""
    s = with_cards(Scenario, "Kashi-Tribe Warriors")
    warriors = s.put(A, "Kashi-Tribe Warriors")  # 2/4
    wurm = s.put(B, "Craw Wurm")  # 6/4
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.attack({warriors: "p1"})
    s.block(B, {wurm: warriors})
    _through_combat(s)
    assert s.obj(wurm).tapped and s.obj(wurm).damage == 2
    s.to_step("draw", active=B)
    assert s.obj(wurm).tapped and not s.obj(bears).tapped


# -- ingest (CR 702.115) -------------------------------------------------------------------------


def test_cr_702_115a_mist_intruder_ingest_exiles_the_top_card() -> None:
    """Mist Intruder ("Devoid, Flying, Ingest"): unblocked, it deals 1 combat damage to B, and
    B exiles the top card of their library (the second card stays)."""
    s = with_cards(Scenario, "Mist Intruder")
    intruder = s.put(A, "Mist Intruder")
    s.library_top(B, "Forest")
    s.library_top(B, "Craw Wurm")  # the top card
    s.start()
    s.attack({intruder: "p1"})
    _through_combat(s)
    assert s.life(B) == 19
    assert s.zone_of("Craw Wurm") == "exile" and s.zone_of("Forest") == "library"


# -- totem armor (CR 702.89) ----------------------------------------------------------------------


def test_cr_702_89a_hyena_umbra_totem_armor_replaces_destruction() -> None:
    """Hyena Umbra ("Enchanted creature gets +1/+1 and has first strike. Totem armor"): Murder
    on the enchanted Grizzly Bears destroys the Umbra instead, and the Bears stay."""
    s = with_cards(Scenario, "Hyena Umbra", "Murder")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Hyena Umbra", attached_to=bears)
    assert s.pt(bears) == (3, 3)
    s.lands(B, "Swamp", 3)
    s.hand(B, "Murder")
    s.start(active=B)
    s.cast(B, "Murder", targets=[bears])
    s.resolve()
    assert bears in s.state.battlefield and s.zone_of("Hyena Umbra") == "graveyard"
    assert s.pt(bears) == (2, 2)


def test_cr_702_89a_totem_armor_removes_lethal_damage() -> None:
    """Hyena Umbra on a Grizzly Bears (3/3 with it) blocking a Craw Wurm: 6 damage is lethal,
    so the Bears would be destroyed (704.5g); instead all damage is removed from it and the
    Umbra is destroyed — the Bears survive undamaged."""
    s = with_cards(Scenario, "Hyena Umbra")
    wurm = s.put(B, "Craw Wurm")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Hyena Umbra", attached_to=bears)
    s.start(active=B)
    s.attack({wurm: "p0"})
    s.block(A, {bears: wurm})
    _through_combat(s)
    assert bears in s.state.battlefield and s.obj(bears).damage == 0
    assert s.zone_of("Hyena Umbra") == "graveyard"
    assert s.obj(wurm).damage == 3  # the first-strike damage of the 3/3


# -- exert (CR 701.39) ---------------------------------------------------------------------------


def test_cr_701_39a_glorybringer_exerted_deals_4_damage_and_stays_tapped() -> None:
    """Glorybringer: "You may exert ~ as it attacks. When you do, it deals 4 damage to target
    non-Dragon creature an opponent controls." — declared as an attacker, A is asked which
    attackers to exert; exerted, its reflexive trigger kills B's Craw Wurm (6/4), and it
    doesn't untap during A's next untap step (701.39b)."""
    s = with_cards(Scenario, "Glorybringer")
    glory = s.put(A, "Glorybringer")
    wurm = s.put(B, "Craw Wurm")
    s.start()
    s.attack({glory: "p1"})
    d = s.pending
    assert d is not None and d.tag == "combat.exert" and list(d.options) == [glory]
    seen: list[tuple[str, tuple[Any, ...]]] = []
    _through_combat(s, {"combat.exert": (glory,), "cast.target": wurm}, seen)
    assert ("cast.target", (wurm,)) in seen
    assert wurm not in s.state.battlefield and s.life(B) == 16
    s.to_step("upkeep", active=B)
    s.to_step("draw", active=A)
    assert s.obj(glory).tapped  # 701.39b: it didn't untap during A's next untap step


def test_cr_701_39a_glorybringer_not_exerted_no_trigger_and_untaps() -> None:
    """Not exerted, nothing triggers ("When you do" never happens) and it untaps as usual."""
    s = with_cards(Scenario, "Glorybringer")
    glory = s.put(A, "Glorybringer")
    wurm = s.put(B, "Craw Wurm")
    s.start()
    s.attack({glory: "p1"})
    seen: list[tuple[str, tuple[Any, ...]]] = []
    _through_combat(s, {"combat.exert": ()}, seen)
    assert not [tag for tag, _o in seen if tag == "cast.target"]
    assert wurm in s.state.battlefield and s.obj(wurm).damage == 0
    s.to_step("upkeep", active=B)
    s.to_step("draw", active=A)
    assert not s.obj(glory).tapped


def test_cr_701_39a_vizier_of_the_true_whenever_you_exert_a_creature() -> None:
    """Vizier of the True: "You may exert ~ as it attacks." and "Whenever you exert a
    creature, tap target creature an opponent controls." — exerting it taps B's creature."""
    s = with_cards(Scenario, "Vizier of the True")
    vizier = s.put(A, "Vizier of the True")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.attack({vizier: "p1"})
    _through_combat(s, {"combat.exert": (vizier,), "cast.target": bears})
    assert s.obj(bears).tapped


# -- provoke (CR 702.39), "blocks it this combat if able" (509.1c) -------------------------------


def _to_blocks(s: Scenario, answers: dict[str, Any]) -> Any:
    """Answer until the defending player is asked to declare blockers."""
    for _ in range(60):
        d = s.pending
        assert d is not None
        if d.tag == "combat.block":
            return d
        if d.tag in answers:
            s.apply(d.player, answers[d.tag])
        elif d.tag != "priority" and True in d.options:
            s.apply(d.player, True)
        else:
            s.apply(d.player, Pass())
    raise AssertionError("no block declaration")


def test_cr_702_39a_goblin_grappler_provoke_untaps_and_forces_a_block() -> None:
    """Goblin Grappler ("Provoke"): it attacks B, A targets B's tapped Craw Wurm — only a
    creature the defending player controls may be the target; the Wurm untaps and must block
    the Grappler if able: B's declaration without the block is refused (509.1c); the bots'
    repair makes the Wurm block; the block is accepted."""
    s = with_cards(Scenario, "Goblin Grappler")
    grappler = s.put(A, "Goblin Grappler")
    s.put(A, "Grizzly Bears")
    wurm = s.put(B, "Craw Wurm", tapped=True)
    s.start()
    s.attack({grappler: "p1"})
    d = s.pending
    assert d is not None and d.tag == "cast.target" and list(d.options) == [wurm]
    decision = _to_blocks(s, {"cast.target": wurm})
    assert not s.obj(wurm).tapped
    assert "CR 509.1c" in s.refused(B, ())
    view = make_view(s.game, B)
    assert respect_whole_answer_rules(view, decision, ()) == ((wurm, grappler),)
    s.apply(B, ((wurm, grappler),))
    assert s.state.blockers == {wurm: grappler}


def test_cr_509_1c_avalanche_tusker_target_blocks_it_if_able() -> None:
    """Avalanche Tusker: "Whenever ~ attacks, target creature defending player controls
    blocks it this combat if able." — the Grizzly Bears it targets must block it."""
    s = with_cards(Scenario, "Avalanche Tusker")
    tusker = s.put(A, "Avalanche Tusker")
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.attack({tusker: "p1"})
    _to_blocks(s, {"cast.target": bears})
    assert "CR 509.1c" in s.refused(B, ())
    s.apply(B, ((bears, tusker),))
    assert s.state.blockers == {bears: tusker}


def test_cr_509_1b_silhana_ledgewalker_blocked_only_by_flyers() -> None:
    """Silhana Ledgewalker: "~ can't be blocked except by creatures with flying." — B's Wind
    Drake may block it, B's Grizzly Bears may not."""
    s = with_cards(Scenario, "Silhana Ledgewalker", "Wind Drake")
    silhana = s.put(A, "Silhana Ledgewalker")
    drake = s.put(B, "Wind Drake")
    s.put(B, "Grizzly Bears")
    s.start()
    assert _blockers_offered(s, silhana, B) == {drake}


def test_cr_509_1b_zurgo_bellstriker_cant_block_power_2_or_greater() -> None:
    """Zurgo Bellstriker: "~ can't block creatures with power 2 or greater." — it may block an
    attacking Llanowar Elves (1/1) but not a Grizzly Bears (2/2)."""
    s = with_cards(Scenario, "Zurgo Bellstriker")
    elves = s.put(A, "Llanowar Elves")
    bears = s.put(A, "Grizzly Bears")
    zurgo = s.put(B, "Zurgo Bellstriker")
    s.start()
    s.attack({elves: "p1", bears: "p1"})
    s._drain()
    while s.pending is not None and s.pending.tag == "priority":
        s.apply(s.pending.player, Pass())
    d = s.pending
    assert d is not None and d.tag == "combat.block"
    assert list(dict(zip(d.options, d.targets, strict=True))[zurgo]) == [elves]


def test_cr_509_1b_phyrexian_colossus_needs_three_blockers() -> None:
    """Phyrexian Colossus: "~ can't be blocked except by three or more creatures." — two
    blockers are refused, three are accepted."""
    s = with_cards(Scenario, "Phyrexian Colossus")
    colossus = s.put(A, "Phyrexian Colossus")
    one, two, three = (s.put(B, "Grizzly Bears") for _ in range(3))
    s.start()
    s.attack({colossus: "p1"})
    s._drain()
    while s.pending is not None and s.pending.tag == "priority":
        s.apply(s.pending.player, Pass())
    assert "three or more" in s.refused(B, ((one, colossus), (two, colossus)))
    s.apply(B, ((one, colossus), (two, colossus), (three, colossus)))
    assert len(s.state.blockers) == 3


# -- "only if you've been attacked this step" (CR 601.3a, 506.2) ---------------------------------


def test_cr_601_3a_remove_only_by_the_attacked_player_during_declare_attackers() -> None:
    """Remove: "Cast this spell only during the declare attackers step and only if you've
    been attacked this step. Return target attacking creature to its owner's hand." — three
    players; A attacks B: in the declare attackers step B may cast it (and bounces the
    attacker), C, not attacked, may not."""
    s = with_cards(Scenario, "Remove", players=3)
    bears = s.put(A, "Grizzly Bears")
    for player in (B, C):
        s.lands(player, "Island", 1)
        s.hand(player, "Remove")
    s.start()
    s.attack({bears: "p1"})

    def castable() -> bool:
        d = s.pending
        assert d is not None and d.tag == "priority" and s.state.step == "declare_attackers"
        return any(isinstance(o, Cast) and s.obj(o.card).card.name == "Remove"
                   for o in d.options)

    s._priority_to(B)
    assert castable()
    s.cast(B, "Remove", targets=[bears])
    s._priority_to(C)  # B passes with Remove on the stack; C, not attacked, may not cast
    assert s.pending is not None and s.pending.player == C and not castable()
    s.resolve()
    assert s.zone_of("Grizzly Bears") == "hand"


# -- blocking several attackers (CR 509.1a, 510.1d) ----------------------------------------------


def test_cr_509_1a_palace_guard_blocks_two_attackers_and_divides_its_damage() -> None:
    """Palace Guard (1/4): "~ can block any number of creatures." — A attacks with a Grizzly
    Bears and a Llanowar Elves; B blocks the Bears with it and is then asked which other
    attackers it also blocks (the Elves). Both are blocked (B loses no life), the Guard takes
    3 damage and divides its 1 damage as B chooses (510.1d): all to the Elves, which die."""
    s = with_cards(Scenario, "Palace Guard")
    bears = s.put(A, "Grizzly Bears")
    elves = s.put(A, "Llanowar Elves")
    guard = s.put(B, "Palace Guard")
    s.start()
    s.attack({bears: "p1", elves: "p1"})
    s.block(B, {guard: bears})
    d = s.pending
    assert d is not None and d.tag == "combat.extra_blocks" and d.player == B
    assert list(d.options) == [elves]
    s.apply(B, (elves,))
    assert s.state.blocked >= {bears, elves}
    seen: list[tuple[str, tuple[Any, ...]]] = []
    _through_combat(s, {"combat.damage": (0, 1)}, seen)
    assert ("combat.damage", (bears, elves)) in seen
    assert s.life(B) == 20
    assert elves not in s.state.battlefield and bears in s.state.battlefield
    assert s.obj(guard).damage == 3


def test_cr_509_1b_neurok_spy_unblockable_while_defending_player_controls_an_artifact() -> None:
    """Neurok Spy: "~ can't be blocked as long as defending player controls an artifact." —
    three players: attacking B, who controls Swiftfoot Boots, B's Grizzly Bears may not block
    it; attacking C, who controls no artifact, C's Grizzly Bears may."""
    s = with_cards(Scenario, "Neurok Spy", "Swiftfoot Boots", players=3)
    spy = s.put(A, "Neurok Spy")
    s.put(B, "Swiftfoot Boots")
    s.put(B, "Grizzly Bears")
    s.start()
    assert _blockers_offered(s, spy, B) == set()
    s2 = with_cards(Scenario, "Neurok Spy", players=3)
    spy2 = s2.put(A, "Neurok Spy")
    bears_c = s2.put(C, "Grizzly Bears")
    s2.start()
    assert _blockers_offered(s2, spy2, C) == {bears_c}


def test_cr_509_1c_trumpeting_armodon_target_blocks_it_this_turn() -> None:
    """Trumpeting Armodon: "{1}{G}: Target creature blocks ~ this turn if able." — activated
    in the first main phase on B's Grizzly Bears, the requirement lasts into combat: B's
    declaration without that block is refused, the block is accepted."""
    s = with_cards(Scenario, "Trumpeting Armodon")
    armodon = s.put(A, "Trumpeting Armodon")
    s.lands(A, "Forest", 2)
    bears = s.put(B, "Grizzly Bears")
    s.start()
    s.activate(A, "Trumpeting Armodon", targets=[bears])
    s.resolve()
    s.attack({armodon: "p1"})
    _to_blocks(s, {})
    assert "CR 509.1c" in s.refused(B, ())
    s.apply(B, ((bears, armodon),))
    assert s.state.blockers == {bears: armodon}


def test_cr_509_1b_duct_crawler_target_cant_block_it_this_turn() -> None:
    """Duct Crawler: "{1}{R}: Target creature can't block ~ this turn." — activated on B's
    Grizzly Bears, only B's other creature is offered as its blocker."""
    s = with_cards(Scenario, "Duct Crawler")
    crawler = s.put(A, "Duct Crawler")
    s.lands(A, "Mountain", 2)
    bears = s.put(B, "Grizzly Bears")
    elves = s.put(B, "Llanowar Elves")
    s.start()
    s.activate(A, "Duct Crawler", targets=[bears])
    s.resolve()
    assert _blockers_offered(s, crawler, B) == {elves}


# -- conspire (CR 702.78) ------------------------------------------------------------------------


def test_cr_702_78a_burn_trail_conspire_taps_two_red_creatures_and_copies() -> None:
    """Burn Trail ("~ deals 3 damage to any target. Conspire"): cast at B's Grizzly Bears
    with conspire, tapping two untapped red Goblin Pikers A controls (they share red with it);
    the copy takes B's Llanowar Elves as its new target (707.10c): both die. A's green Grizzly
    Bears shares no colour with it and is not tapped."""
    s = with_cards(Scenario, "Burn Trail", "Goblin Piker")
    s.lands(A, "Mountain", 4)
    pikers = [s.put(A, "Goblin Piker") for _ in range(2)]
    green = s.put(A, "Grizzly Bears")
    bears = s.put(B, "Grizzly Bears")
    elves = s.put(B, "Llanowar Elves")
    s.hand(A, "Burn Trail")
    s.start()
    s.then("cast.conspire", True)
    s.then("cast.tap_untapped", tuple(pikers))
    s.cast(A, "Burn Trail", targets=[bears])
    assert all(s.obj(p).tapped for p in pikers) and not s.obj(green).tapped
    s.then("resolve.choice", elves)
    s.resolve()
    assert bears not in s.state.battlefield and elves not in s.state.battlefield
    assert green in s.state.battlefield


def test_cr_702_78a_conspire_not_offered_without_two_creatures_sharing_a_color() -> None:
    """With one red creature only, conspire's announcement offers only "no" (601.2b–h)."""
    s = with_cards(Scenario, "Burn Trail", "Goblin Piker")
    s.lands(A, "Mountain", 4)
    s.put(A, "Goblin Piker")
    s.put(A, "Grizzly Bears")
    s.hand(A, "Burn Trail")
    s.start()
    s._priority_to(A)
    d = s.pending
    assert d is not None
    cast = next(o for o in d.options if isinstance(o, Cast))
    s.apply(A, cast)
    s._drain()
    d = s.pending
    assert d is not None and d.tag == "cast.conspire" and list(d.options) == [False]


def test_cr_502_3_wall_of_frost_the_blocked_creature_doesnt_untap() -> None:
    """Wall of Frost: "Whenever ~ blocks a creature, that creature doesn't untap during its
    controller's next untap step." — the Grizzly Bears it blocked (tapped by attacking) stays
    tapped through A's next untap step; A's other attacker, unblocked, untaps."""
    s = with_cards(Scenario, "Wall of Frost")
    bears = s.put(A, "Grizzly Bears")
    elves = s.put(A, "Llanowar Elves")
    wall = s.put(B, "Wall of Frost")
    s.start()
    s.attack({bears: "p1", elves: "p1"})
    s.block(B, {wall: bears})
    _through_combat(s)
    s.to_step("upkeep", active=B)
    s.to_step("draw", active=A)
    assert s.obj(bears).tapped and not s.obj(elves).tapped


# -- awaken (CR 702.113) -------------------------------------------------------------------------


def test_cr_702_113a_coastal_discovery_awakened_land_becomes_a_creature() -> None:
    """Coastal Discovery ("Draw two cards. Awaken 4—{5}{U}"): offered for its mana cost and
    for its awaken cost; cast for the awaken cost it draws two cards and A's Forest gets four
    +1/+1 counters and becomes a 0/0 Elemental creature with haste that's still a land (a
    4/4)."""
    s = with_cards(Scenario, "Coastal Discovery")
    s.lands(A, "Island", 6)
    forest = s.put(A, "Forest")
    s.library_top(A, "Island")
    s.library_top(A, "Island")
    s.hand(A, "Coastal Discovery")
    s.start()
    s._priority_to(A)
    d = s.pending
    assert d is not None
    ways = {o.way for o in d.options if isinstance(o, Cast)
            and s.obj(o.card).card.name == "Coastal Discovery"}
    assert ways == {"", "awaken"}  # its mana cost ("") or its awaken cost
    hand = s.hand_size(A)
    s.cast(A, "Coastal Discovery", way="awaken", targets=[forest])
    s.resolve()
    assert s.hand_size(A) == hand - 1 + 2
    c = chars(s.state, s.obj(forest))
    assert {"Creature", "Land"} <= c.types and "Elemental" in c.subtypes
    assert "haste" in c.keywords and s.pt(forest) == (4, 4)
    assert s.obj(forest).counters["+1/+1"] == 4


def test_cr_509_1c_provoked_creature_that_cant_block_alone_blocks_with_company() -> None:
    """Krosan Vorine ("Provoke"; "~ can't be blocked by more than one creature") attacks with a
    Grizzly Bears and provokes B's Craven Hulk ("~ can't block alone", CR 506.5). A restriction
    counts when the most requirements are found (509.1c): the Hulk alone may not block, but the
    Hulk blocking the Vorine while B's other creature blocks the Bears obeys the requirement, so
    no blocks is refused, and the bots' repair declares both blocks (the soak's seed 9502, game
    176: the bot offered no blocks and was refused)."""
    s = with_cards(Scenario, "Krosan Vorine", "Craven Hulk")
    vorine = s.put(A, "Krosan Vorine")
    bears = s.put(A, "Grizzly Bears")
    hulk = s.put(B, "Craven Hulk")
    guard = s.put(B, "Grizzly Bears")
    s.start()
    s.attack({vorine: "p1", bears: "p1"})
    decision = _to_blocks(s, {"cast.target": hulk})
    assert "CR 509.1c" in s.refused(B, ())
    assert "alone (CR 506.5)" in s.refused(B, ((hulk, vorine),))
    repaired = respect_whole_answer_rules(make_view(s.game, B), decision, ())
    assert (hulk, vorine) in repaired and len({b for b, _a in repaired}) == 2
    s.apply(B, repaired)
    assert s.state.blockers[hulk] == vorine and s.state.blockers[guard] == bears


def test_cr_509_1c_provoked_creature_alone_need_not_block() -> None:
    """The same provoke when the Craven Hulk is B's only creature: blocking with it would
    break "can't block alone" (506.5), so the requirement cannot be obeyed and no blocks is
    legal (509.1c)."""
    s = with_cards(Scenario, "Krosan Vorine", "Craven Hulk")
    vorine = s.put(A, "Krosan Vorine")
    hulk = s.put(B, "Craven Hulk")
    s.start()
    s.attack({vorine: "p1"})
    _to_blocks(s, {"cast.target": hulk})
    s.apply(B, ())
    assert s.state.blockers == {}
