"""Replacement effects that compose (issue 29; ``oracle/replacement_families.py``, CR 614, 616).

Each card is compiled from its real Oracle text (MTGJSON 2022-04-25), must be supported (round
trip and engine), and is played in a scenario game asserting what its text says happens. The
CR rule each test proves is in its name or docstring (CR 614.1a: "instead" effects; 616.1: the
affected player orders several; 113.6b: an ability that works in every zone)."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import atomic, game, real


def _salve(s: Scenario, player: int, target: str) -> None:
    """``player`` casts Healing Salve's "Target player gains 3 life." on ``target``."""
    s.cast(player, "Healing Salve", modes=[0], targets=[target])
    s.resolve()


def _with_salve(*names: str) -> Scenario:
    s = game(*names)
    for player in (A, B):
        s.put(player, "Plains")
        s.hand(player, "Healing Salve")
    return s


# -- "If you / an opponent / a player would gain life, … instead." (CR 614.1a) --------------------


def test_cr_614_1a_angel_of_vitality_gains_that_much_plus_one() -> None:
    """Angel of Vitality: "If you would gain life, you gain that much life plus 1 instead." —
    Healing Salve's 3 life becomes 4 for its controller; the opponent's gain is untouched."""
    s = _with_salve("Angel of Vitality")
    s.put(A, "Angel of Vitality")
    s.put(A, "Plains")
    s.hand(A, "Healing Salve")
    s.start()
    _salve(s, A, "p0")
    assert s.life(A) == 24
    _salve(s, A, "p1")
    assert s.life(B) == 23


def test_cr_614_1a_rhox_faithmender_doubles_the_gain() -> None:
    """Rhox Faithmender: "If you would gain life, you gain twice that much life instead." —
    3 life becomes 6."""
    s = _with_salve("Rhox Faithmender")
    s.put(A, "Rhox Faithmender")
    s.start()
    _salve(s, A, "p0")
    assert s.life(A) == 26


def test_cr_616_1_two_gain_replacements_in_the_players_order() -> None:
    """Angel of Vitality (+1) and Boon Reflection (twice) both replace one gain: the affected
    player orders them (CR 616.1); plus one first, then doubled, is 3 → 4 → 8 (the other order
    would give 7)."""
    s = _with_salve("Angel of Vitality", "Boon Reflection")
    s.put(A, "Angel of Vitality")
    s.put(A, "Boon Reflection")
    s.start()
    _salve(s, A, "p0")
    assert s.life(A) == 28


def test_cr_614_1a_sulfuric_vortex_no_player_gains_life() -> None:
    """Sulfuric Vortex: "If a player would gain life, that player gains no life instead." —
    neither its controller nor an opponent gains from Healing Salve, and no "gained life" is
    recorded for the turn (the gain never happened, CR 614.6)."""
    s = _with_salve("Sulfuric Vortex")
    s.put(A, "Sulfuric Vortex")
    s.start()
    _salve(s, A, "p0")
    assert s.life(A) == 20
    assert s.state.players[A].life_gained_this_turn == 0


def test_cr_614_1a_tainted_remedy_opponent_loses_instead() -> None:
    """Tainted Remedy: "If an opponent would gain life, that player loses that much life
    instead." — B's Healing Salve on B takes 3 life from B; A's own gain is a gain."""
    s = _with_salve("Tainted Remedy")
    s.put(A, "Tainted Remedy")
    s.put(A, "Plains")
    s.hand(A, "Healing Salve")
    s.start()
    _salve(s, A, "p1")
    assert s.life(B) == 17
    assert s.state.players[B].life_gained_this_turn == 0
    _salve(s, A, "p0")
    assert s.life(A) == 23


def test_gain_life_outcome_refuses_a_mismatched_player() -> None:
    """The outcome must be said of the player the event names: "If an opponent would gain
    life, you gain …" is not read (a typed compile error, the card stays unsupported)."""
    import pytest

    from cardtable.games.magic.oracle.builder_base import OracleCompileError

    with pytest.raises(OracleCompileError):
        compile_line("If an opponent would gain life, you gain twice that much life instead.",
                     "permanent_line")


def test_gain_life_replacements_render_back() -> None:
    """Every outcome renders back to its Oracle words (the round trip of the support
    verdict), and is a ``gain_life`` replacement of the player the sentence names."""
    expected = {
        "Angel of Vitality": ("you", "If you would gain life, you gain that much life plus 1 "
                              "instead."),
        "Rhox Faithmender": ("you", "If you would gain life, you gain twice that much life "
                             "instead."),
        "Sulfuric Vortex": ("each", "If a player would gain life, that player gains no life "
                            "instead."),
        "Tainted Remedy": ("opponent", "If an opponent would gain life, that player loses that "
                           "much life instead."),
    }
    for name, (who, sentence) in expected.items():
        card = real(name)
        found = [a for a in card.abilities if isinstance(a, m.ReplacementAbility)
                 and a.event == "gain_life"]
        assert [a.applies_to for a in found] == [who]
        assert sentence in render_card(card)
        assert sentence in atomic()[name][0]["text"].replace(name, "~")


# -- "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it …" (614.1a) -------


def test_cr_614_1a_legacy_weapon_destroyed_is_shuffled_into_library() -> None:
    """Legacy Weapon: destroyed by Naturalize, it would be put into its owner's graveyard
    from the battlefield; it is revealed and shuffled into its owner's library instead."""
    s = game("Legacy Weapon", "Naturalize")
    weapon = s.put(B, "Legacy Weapon")
    s.put(A, "Forest")
    s.put(A, "Forest")
    s.hand(A, "Naturalize")
    s.start()
    library = len(s.state.players[B].zones["library"])
    s.cast(A, "Naturalize", targets=[weapon])
    s.resolve()
    assert s.zone_of("Legacy Weapon") == "library"
    assert "Legacy Weapon" not in s.graveyard_names(B)
    assert len(s.state.players[B].zones["library"]) == library + 1
    assert any(dict(e.data).get("name") == "Legacy Weapon" for e in s.events("reveal"))


def test_cr_113_6b_blightsteel_colossus_discarded_goes_to_library() -> None:
    """Blightsteel Colossus works from the hand too (CR 113.6b): discarded to Mind Rot, it is
    shuffled into its owner's library instead of reaching the graveyard."""
    s = game("Blightsteel Colossus", "Mind Rot")
    s.hand(B, "Blightsteel Colossus")
    s.hand(B, "Grizzly Bears")
    s.put(A, "Swamp")
    s.put(A, "Swamp")
    s.put(A, "Swamp")
    s.hand(A, "Mind Rot")
    s.start()
    s.cast(A, "Mind Rot", targets=["p1"])
    s.resolve()
    assert s.zone_of("Blightsteel Colossus") == "library"
    assert s.graveyard_names(B) == ["Grizzly Bears"]


def test_cr_113_6b_nexus_of_fate_resolves_into_its_library() -> None:
    """Nexus of Fate: "Take an extra turn after this one." — as it resolves it would be put
    into its owner's graveyard (CR 608.2n); it is shuffled into the library instead, and the
    extra turn is taken."""
    s = game("Nexus of Fate")
    for _ in range(5):
        s.put(A, "Island")
    for _ in range(2):
        s.put(A, "Island")
    s.hand(A, "Nexus of Fate")
    s.start()
    s.cast(A, "Nexus of Fate")
    s.resolve()
    assert s.zone_of("Nexus of Fate") == "library"
    assert s.graveyard_names(A) == []
    assert s.state.extra_turns


# -- "If a creature dealt damage by ~ this turn would die, exile it instead." (614.1a) -------------


def test_cr_614_1a_frostwielder_exiles_the_creature_it_damaged() -> None:
    """Frostwielder: "{T}: ~ deals 1 damage to any target." and "If a creature dealt damage by
    ~ this turn would die, exile it instead." — Llanowar Elves pinged to death is exiled; Hill
    Giant, dying to Murder without Frostwielder's damage, goes to the graveyard."""
    s = game("Frostwielder")
    s.put(A, "Frostwielder")
    elves = s.put(B, "Llanowar Elves")
    giant = s.put(B, "Hill Giant")
    for _ in range(3):
        s.put(A, "Swamp")
    s.hand(A, "Murder")
    s.start()
    s.activate(A, "Frostwielder", targets=[elves])
    s.resolve()
    assert s.zone_of("Llanowar Elves") == "exile"
    s.cast(A, "Murder", targets=[giant])
    s.resolve()
    assert s.graveyard_names(B) == ["Hill Giant"]


def test_exile_filter_dies_renders_back() -> None:
    """The replacement renders back to its Oracle words, as a ``dies``/``exile`` replacement
    of the objects its filter matches (``damaged_by_self``)."""
    card = real("Kumano's Pupils")
    (rep,) = [a for a in card.abilities if isinstance(a, m.ReplacementAbility)]
    assert rep.applies_to == "filter" and rep.filter is not None and rep.filter.damaged_by_self
    assert ("If a creature dealt damage by ~ this turn would die, exile it instead."
            in render_card(card))


# -- "Damage that would reduce your life total to less than 1 reduces it to 1 instead." -----------


def _bolt_a(s: Scenario) -> None:
    """B casts Lightning Bolt at A (3 damage)."""
    s.cast(B, "Lightning Bolt", targets=["p0"])
    s.resolve()


def _worship_board(creature: bool) -> Scenario:
    s = game("Worship")
    s.put(A, "Worship")
    if creature:
        s.put(A, "Grizzly Bears")
    s.put(B, "Mountain")
    s.hand(B, "Lightning Bolt")
    s.set_life(A, 2)
    return s


def test_cr_614_1a_worship_keeps_its_controller_at_one_life() -> None:
    """Worship: "If you control a creature, damage that would reduce your life total to less
    than 1 reduces it to 1 instead." — at 2 life with Grizzly Bears, a Lightning Bolt leaves A
    at 1 (the damage is still dealt: A was dealt 3 this turn, CR 120.3a)."""
    s = _worship_board(creature=True)
    s.start()
    _bolt_a(s)
    assert s.life(A) == 1
    assert s.state.players[A].damage_taken_this_turn == 3
    assert not s.game.is_over


def test_cr_614_1a_worship_without_a_creature_does_nothing() -> None:
    """The condition is checked as the damage is dealt: without a creature, the Bolt takes A
    from 2 to -1 and A loses the game (CR 704.5a)."""
    s = _worship_board(creature=False)
    s.start()
    _bolt_a(s)
    assert s.life(A) == -1
    assert s.game.is_over


def test_cr_614_1a_sustaining_spirit_does_not_raise_a_lower_total() -> None:
    """Sustaining Spirit: "Damage that would reduce your life total to less than 1 reduces it
    to 1 instead." — the floor never raises a life total: at 1 life a Bolt leaves A at 1, and
    at 10 life it takes 3 as usual."""
    s = game("Sustaining Spirit")
    s.put(A, "Sustaining Spirit")
    s.put(B, "Mountain")
    s.put(B, "Mountain")
    s.hand(B, "Lightning Bolt")
    s.hand(B, "Lightning Bolt")
    s.set_life(A, 10)
    s.start()
    _bolt_a(s)
    assert s.life(A) == 7
    s.set_life(A, 1)
    _bolt_a(s)
    assert s.life(A) == 1
