"""More trigger events that compose (issue 29, h5-triggers; CR 603.2, 603.10a): each card is
compiled from its real Oracle text (MTGJSON 2022-04-25), must be supported (round trip and
engine), and is played in a scenario game asserting what its text says happens. The CR rule
each test proves is in its name or docstring."""

from __future__ import annotations

from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import game, real


def _murder(s: Scenario, target: int) -> None:
    s.cast(A, "Murder", targets=[target])
    s.resolve()


def _with_murder(*names: str) -> Scenario:
    s = game(*names)
    for _ in range(3):
        s.put(A, "Swamp")
    s.hand(A, "Murder")
    return s


# -- "When ~ dies, [you may] exile it. [If you do, …]" (CR 603.10a, 400.7, 608.2c) ----------------


def test_cr_603_10a_cyclopean_mummy_dies_and_is_exiled() -> None:
    """Cyclopean Mummy: "When ~ dies, exile it." — the card it became in the graveyard (a new
    object, CR 400.7) is found by its leaves-the-battlefield trigger and exiled."""
    s = _with_murder("Cyclopean Mummy")
    mummy = s.put(A, "Cyclopean Mummy")
    s.start()
    _murder(s, mummy)
    assert s.zone_of("Cyclopean Mummy") == "exile"
    assert "Cyclopean Mummy" not in s.graveyard_names(A)


def test_cr_608_2c_academy_rector_exiled_then_fetches_an_enchantment() -> None:
    """Academy Rector: "When ~ dies, you may exile it. If you do, search your library for an
    enchantment card, put that card onto the battlefield, then shuffle." — answered yes, the
    Rector is exiled and Glorious Anthem comes onto the battlefield."""
    s = _with_murder("Academy Rector")
    rector = s.put(A, "Academy Rector")
    anthem = s.library_top(A, "Glorious Anthem")
    s.start()
    s.then("resolve.choice", True)
    s.then("search", (anthem,))
    _murder(s, rector)
    s.done()
    assert s.zone_of("Academy Rector") == "exile"
    assert s.zone_of("Glorious Anthem") == "battlefield"


def test_cr_608_2c_academy_rector_declined_stays_and_fetches_nothing() -> None:
    """Declining "you may exile it" leaves the Rector in the graveyard, and "If you do" is
    false: no search, Glorious Anthem stays in the library."""
    s = _with_murder("Academy Rector")
    rector = s.put(A, "Academy Rector")
    s.library_top(A, "Glorious Anthem")
    s.start()
    s.then("resolve.choice", False)
    _murder(s, rector)
    s.done()
    assert s.graveyard_names(A).count("Academy Rector") == 1
    assert s.zone_of("Glorious Anthem") == "library"


def test_cr_608_2c_academy_rector_gone_from_graveyard_is_not_exiled_so_no_search() -> None:
    """If the Rector card has left the graveyard before its trigger resolves (another effect
    exiled it in response), "you may exile it" does nothing even answered yes, so "If you do"
    is false (CR 608.2c, 400.7): no search."""
    s = _with_murder("Academy Rector")
    rector = s.put(A, "Academy Rector")
    s.library_top(A, "Glorious Anthem")
    s.start()
    s.cast(A, "Murder", targets=[rector])
    murder = s.state.stack[-1]
    while murder in s.state.stack:  # Murder resolves; the dies trigger waits on the stack
        s.pass_priority()
    assert s.state.stack
    card = s.state.objects[s.id("Academy Rector", "graveyard")]
    s.game.move(card, "exile", cause="exile")  # as an opponent's response would
    s.then("resolve.choice", True)
    s.resolve()
    assert s.zone_of("Glorious Anthem") == "library"


# -- cast riders: "during your turn", "from your graveyard", … (CR 601.2, 601.2a, 603.2) -----------


def _islands(s: Scenario, player: int, count: int) -> None:
    for _ in range(count):
        s.put(player, "Island")


def test_cr_601_2a_vega_draws_for_a_spell_cast_from_the_graveyard_only() -> None:
    """Vega, the Watcher: "Whenever you cast a spell from anywhere other than your hand, draw a
    card." — Think Twice cast from the hand draws only its own card; cast again by flashback
    from the graveyard (CR 702.34a), Vega draws one more."""
    s = game("Vega, the Watcher", "Think Twice")
    s.put(A, "Vega, the Watcher")
    _islands(s, A, 5)
    s.hand(A, "Think Twice")
    s.start()
    hand = s.hand_size(A)
    s.cast(A, "Think Twice")
    s.resolve()
    assert s.hand_size(A) == hand - 1 + 1  # cast from the hand: Think Twice's card only
    s.cast(A, "Think Twice", way="flashback")
    s.resolve()
    assert s.hand_size(A) == hand + 2  # Vega's card and Think Twice's
    assert s.zone_of("Think Twice") == "exile"


def test_cr_601_2a_burning_vengeance_deals_damage_for_a_flashback_spell() -> None:
    """Burning Vengeance: "Whenever you cast a spell from your graveyard, ~ deals 2 damage to
    any target." — nothing for Think Twice from the hand; 2 damage to B for its flashback."""
    s = game("Burning Vengeance", "Think Twice")
    s.put(A, "Burning Vengeance")
    _islands(s, A, 5)
    s.hand(A, "Think Twice")
    s.start()
    s.cast(A, "Think Twice")
    s.resolve()  # strict: a target for Vengeance would be unscripted
    assert s.life(B) == 20
    s.then("cast.target", "p1")  # asked as the trigger is put on the stack (603.3d)
    s.cast(A, "Think Twice", way="flashback")
    s.resolve()
    s.done()
    assert s.life(B) == 18


def test_cr_603_2_brineborn_cutthroat_grows_for_spells_in_an_opponents_turn() -> None:
    """Brineborn Cutthroat: "Whenever you cast a spell during an opponent's turn, put a +1/+1
    counter on ~." — Think Twice in A's own turn: no counter; in B's turn: one."""
    s = game("Brineborn Cutthroat", "Think Twice")
    cutthroat = s.put(A, "Brineborn Cutthroat")
    _islands(s, A, 5)
    s.hand(A, "Think Twice")
    s.start()
    s.cast(A, "Think Twice")
    s.resolve()
    assert s.obj(cutthroat).counters.get("+1/+1", 0) == 0
    s.to_step("upkeep", active=B)
    s.cast(A, "Think Twice", way="flashback")
    s.resolve()
    assert s.obj(cutthroat).counters.get("+1/+1", 0) == 1


def test_cast_rider_renders_back_and_names_the_caster() -> None:
    """The rider renders back in Oracle's words for each caster ("your" / "their" / "a"), and
    a rider naming another player's hand is not read ("you cast a spell from their hand")."""
    import pytest

    from cardtable.games.magic.oracle.builder_base import OracleCompileError
    from cardtable.games.magic.oracle.compiler import compile_line
    from cardtable.games.magic.text.render import render_card

    for name, line in (("Vega, the Watcher", "Whenever you cast a spell from anywhere other "
                        "than your hand, draw a card."),
                       ("Ash Zealot", "Whenever a player casts a spell from a graveyard, ~ "
                        "deals 3 damage to that player."),
                       ("Witchstalker", "Whenever an opponent casts a blue or black spell "
                        "during your turn, put a +1/+1 counter on ~.")):
        assert line in render_card(real(name))
    with pytest.raises(OracleCompileError):
        compile_line("Whenever you cast a spell from their hand, draw a card.", "permanent_line")


# -- "Whenever SUBJECT deals combat damage[ to a player or planeswalker], …" (CR 510.2, 603.2c) ---


def test_cr_510_2_umezawas_jitte_counts_combat_damage_to_a_creature_too() -> None:
    """Umezawa's Jitte: "Whenever equipped creature deals combat damage, put two charge
    counters on ~." — blocked by Hill Giant, the equipped Grizzly Bears still deals combat
    damage (to the blocker): two counters; a creature without the Jitte adds none."""
    s = game("Umezawa's Jitte")
    bears = s.put(A, "Grizzly Bears")
    jitte = s.put(A, "Umezawa's Jitte", attached_to=bears)
    lions = s.put(A, "Savannah Lions")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.attack({bears: "p1", lions: "p1"})
    s.block(B, {giant: bears})
    s.to_step("end")
    assert s.obj(jitte).counters.get("charge", 0) == 2


def test_cr_603_2c_sunhome_enforcer_gains_the_steps_damage_once() -> None:
    """Sunhome Enforcer: "Whenever ~ deals combat damage, you gain that much life." — unblocked
    it deals 2 to B; A gains 2 (one event, "that much" its damage)."""
    s = game("Sunhome Enforcer")
    enforcer = s.put(A, "Sunhome Enforcer")
    s.start()
    s.attack({enforcer: "p1"})
    s.to_step("end")
    assert s.life(B) == 18
    assert s.life(A) == 22


def test_cr_510_2_noble_purpose_each_creature_its_own_damage() -> None:
    """Noble Purpose: "Whenever a creature you control deals combat damage, you gain that much
    life." — Grizzly Bears (2, to B) and Hill Giant (3, to a blocking Savannah Lions) each
    trigger: A gains 5. B's creature dealing combat damage gains A nothing."""
    s = game("Noble Purpose")
    s.put(A, "Noble Purpose")
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(A, "Hill Giant")
    lions = s.put(B, "Savannah Lions")
    s.start()
    s.attack({bears: "p1", giant: "p1"})
    s.block(B, {lions: giant})
    s.then("order_triggers", (0, 1))  # one trigger for each creature (CR 603.3b)
    s.to_step("end")
    s.done()
    assert s.life(B) == 18
    assert s.life(A) == 25


# -- "leaves the battlefield" of any composed subject (CR 603.6c, 603.10a) ------------------------


def test_cr_603_10a_ninth_bridge_patrol_counts_another_creature_leaving() -> None:
    """Ninth Bridge Patrol: "Whenever another creature you control leaves the battlefield, put
    a +1/+1 counter on ~." — A's Grizzly Bears murdered: one counter; B's Hill Giant
    murdered: none (not A's)."""
    s = game("Ninth Bridge Patrol")
    patrol = s.put(A, "Ninth Bridge Patrol")
    bears = s.put(A, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    for _ in range(6):
        s.put(A, "Swamp")
    s.hand(A, "Murder")
    s.hand(A, "Murder")
    s.start()
    _murder(s, bears)
    assert s.obj(patrol).counters.get("+1/+1", 0) == 1
    _murder(s, giant)
    assert s.obj(patrol).counters.get("+1/+1", 0) == 1


def test_cr_603_6c_valor_of_the_worthy_makes_a_spirit_when_its_creature_leaves() -> None:
    """Valor of the Worthy: "When enchanted creature leaves the battlefield, create a 1/1
    white Spirit creature token with flying." — the Aura, still on the battlefield as the
    creature leaves (603.10a), triggers; then it goes to the graveyard itself (704.5m)."""
    s = _with_murder("Valor of the Worthy")
    bears = s.put(A, "Grizzly Bears")
    s.put(A, "Valor of the Worthy", attached_to=bears)
    s.start()
    _murder(s, bears)
    spirits = [o for o in s.state.objects.values() if o.token and o.zone == "battlefield"]
    assert [(o.card.name, o.card.power, o.card.toughness) for o in spirits] == [
        ("Spirit", "1", "1")]
    assert "Valor of the Worthy" in s.graveyard_names(A)


# -- "Whenever a source an opponent controls deals damage to you" (CR 120.3, 603.2) ---------------


def test_cr_120_3_michiko_konda_makes_the_sources_controller_sacrifice() -> None:
    """Michiko Konda, Truth Seeker: "Whenever a source an opponent controls deals damage to
    you, that player sacrifices a permanent." — B's Lightning Bolt at A: B (the source's
    controller, "that player") sacrifices its only permanent, the Mountain it tapped. A's own
    Bolt at A triggers nothing."""
    s = game("Michiko Konda, Truth Seeker")
    s.put(A, "Michiko Konda, Truth Seeker")
    s.put(A, "Mountain")
    s.hand(A, "Lightning Bolt")
    s.put(B, "Mountain")
    s.hand(B, "Lightning Bolt")
    s.start()
    s.cast(A, "Lightning Bolt", targets=["p0"])
    s.resolve()
    assert s.life(A) == 17
    assert s.zone_of("Michiko Konda, Truth Seeker") == "battlefield"
    assert len([o for o in s.state.objects.values()
                if o.zone == "battlefield" and o.controller == B]) == 1
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.resolve()
    assert s.life(A) == 14
    assert [o for o in s.state.objects.values()
            if o.zone == "battlefield" and o.controller == B] == []
    assert "Mountain" in s.graveyard_names(B)


# -- step triggers of a card in the graveyard (CR 113.6k, 603.4) ----------------------------------


def test_cr_113_6k_silversmote_ghoul_returns_from_the_graveyard() -> None:
    """Silversmote Ghoul: "At the beginning of your end step, if you gained 3 or more life
    this turn, return ~ from your graveyard to the battlefield tapped." — the ability works
    from the graveyard (it moves its card out of it, CR 113.6k): after Healing Salve's 3 life
    the Ghoul comes back tapped at A's end step."""
    s = game("Silversmote Ghoul")
    s.graveyard(A, "Silversmote Ghoul")
    s.put(A, "Plains")
    s.hand(A, "Healing Salve")
    s.start()
    s.cast(A, "Healing Salve", modes=[0], targets=["p0"])
    s.resolve()
    s.to_step("end")
    s.resolve()
    ghoul = s.id("Silversmote Ghoul")
    assert s.obj(ghoul).tapped


def test_cr_603_4_silversmote_ghoul_stays_without_the_life() -> None:
    """The intervening "if" (CR 603.4): with no life gained this turn, the Ghoul's ability
    does not trigger and it stays in the graveyard."""
    s = game("Silversmote Ghoul")
    s.graveyard(A, "Silversmote Ghoul")
    s.start()
    s.to_step("end")
    s.resolve()
    assert s.graveyard_names(A) == ["Silversmote Ghoul"]


def test_cr_113_6k_akoum_firebird_returns_on_landfall_from_the_graveyard() -> None:
    """Akoum Firebird: "Whenever a land enters under your control, you may pay {4}{R}{R}. If
    you do, return ~ from your graveyard to the battlefield." — from A's graveyard, A plays a
    Mountain, pays {4}{R}{R} and the Firebird returns."""
    s = game("Akoum Firebird")
    s.graveyard(A, "Akoum Firebird")
    for _ in range(6):
        s.put(A, "Mountain")
    s.hand(A, "Mountain")
    s.start()
    s.play_land(A, "Mountain")
    s.then("resolve.choice", True)
    s.resolve()
    s.done()
    assert s.zone_of("Akoum Firebird") == "battlefield"
    assert sum(1 for o in s.state.objects.values()
               if o.card.name == "Mountain" and o.tapped) == 6
