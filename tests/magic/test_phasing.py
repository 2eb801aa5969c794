"""Phasing (CR 702.26, 502.1) and Teferi's Protection (the Vampiric Bloodlust precon; issues 10
and 16) from its real Oracle text (MTGJSON 2022-04-25): "Until your next turn, your life total
can't change and you gain protection from everything. All permanents you control phase out.
… Exile Teferi's Protection." — phased-out permanents are treated as though they don't exist
(702.26b) by combat, layers, state-based actions, triggers, targeting and counts; they phase in
during their controller's untap step with what is attached to them (702.26g, 502.1), with no
zone change (702.26d); the player's life total can't change (119.7-119.8) and they have
protection from everything (702.16j) until their next turn."""

from __future__ import annotations

import random

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Cast
from cardtable.games.magic.layers import chars
from cardtable.games.magic.oracle.support import round_trip_problem
from cardtable.games.magic.targets import candidates
from tests.magic.dsl import A, B, IllegalAction, Scenario
from tests.oracle.conftest import game, real

TP = "Teferi's Protection"


def _protected_board(s: Scenario) -> dict[str, int]:
    """A's board: Grizzly Bears wearing A's Bonesplitter and B's Pacifism, a Soldier token,
    Elvish Visionary (an enters trigger) and three Plains to pay {2}{W}."""
    ids = {"bears": s.put(A, "Grizzly Bears", counters={"+1/+1": 1}),
           "visionary": s.put(A, "Elvish Visionary")}
    ids["bonesplitter"] = s.put(A, "Bonesplitter", attached_to=ids["bears"])
    ids["pacifism"] = s.put(B, "Pacifism", attached_to=ids["bears"])
    ids["plains"] = s.lands(A, "Plains", 3)[0]
    s.hand(A, TP)
    return ids


def _cast_protection(s: Scenario) -> None:
    s.cast(A, TP)
    s.resolve()


def test_teferis_protection_compiles_and_renders_back() -> None:
    card = real(TP)
    assert round_trip_problem(card) == ""
    spell = card.abilities[0]
    assert isinstance(spell, m.SpellAbility)
    shield, phase, exile = spell.effects
    assert shield == m.PlayerShield(rules=("life_cant_change", "protection_everything"))
    assert isinstance(phase, m.PhaseOut) and phase.filter is not None
    assert phase.filter.controller == "you" and not phase.what
    assert exile == m.Exile(what="self")


def test_all_permanents_you_control_phase_out_attachments_indirectly_CR_702_26g() -> None:
    """Every permanent A controls phases out — the lands too; Bonesplitter (A's) and B's
    Pacifism, attached to the bears, phase out indirectly (702.26g); the spell is exiled, not
    put into the graveyard; B's own permanents stay."""
    s = game(TP)
    ids = _protected_board(s)
    giant = s.put(B, "Hill Giant")
    s.start()
    _cast_protection(s)
    state = s.state
    mine = [o.id for o in state.objects.values() if o.controller == A and o.zone == "battlefield"]
    assert mine and all(oid in state.phased_out and oid not in state.battlefield for oid in mine)
    assert state.phased_out[ids["bonesplitter"]] == (A, True)
    assert state.phased_out[ids["pacifism"]] == (B, True)
    assert state.phased_out[ids["bears"]] == (A, False)
    assert giant in state.battlefield
    assert s.zone_of(TP) == "exile"
    assert all(dict(e.data).get("name") != "Grizzly Bears" for e in s.events("move"))


def test_phased_out_permanents_cannot_be_targeted_or_destroyed_CR_702_26b() -> None:
    """B's Murder has no target among A's phased-out creatures; Austere Command destroying
    all creatures leaves them alone (they don't exist), and they come back later."""
    s = game(TP)
    ids = _protected_board(s)
    s.lands(B, "Plains", 6)
    s.put(B, "Hill Giant")
    s.hand(B, "Austere Command")
    s.start()
    _cast_protection(s)
    murder = m.TargetSpec(what="creature")
    assert ids["bears"] not in candidates(s.state, murder, B, None, None)
    s.to_step("main1", active=B)
    s.cast(B, "Austere Command", modes=[2, 3])  # all creatures MV <= 3 and MV >= 4
    s.resolve()
    assert s.graveyard_names(B) == ["Hill Giant", "Austere Command"] or \
        sorted(s.graveyard_names(B)) == ["Austere Command", "Hill Giant"]
    assert s.obj(ids["bears"]).zone == "battlefield" and ids["bears"] in s.state.phased_out


def test_they_phase_in_in_their_controllers_untap_step_unchanged_CR_502_1_CR_702_26d() -> None:
    """At A's next untap step everything phases in simultaneously (502.1), as the same
    objects (no zone change, 702.26d): untapped, counters kept, Bonesplitter and B's Pacifism
    still attached (702.26g), the token still there, and Elvish Visionary's enters trigger
    does not trigger (no card drawn)."""
    s = game(TP)
    ids = _protected_board(s)
    s.start()
    s.game.create_token(m.TokenSpec(name="Soldier", power=1, toughness=1, colors=("W",),
                                    subtypes=("Soldier",)), A)
    token = max(o.id for o in s.state.objects.values() if o.token)
    _cast_protection(s)
    assert token in s.state.phased_out
    hand = s.hand_size(A)
    s.to_step("main1", active=B)
    assert ids["bears"] in s.state.phased_out  # not on B's turn
    s.to_step("upkeep", active=A)
    state = s.state
    assert not state.phased_out
    for key in ("bears", "visionary", "bonesplitter", "pacifism", "plains"):
        assert ids[key] in state.battlefield, key
        assert not s.obj(ids[key]).tapped, key
    assert token in state.battlefield
    assert s.obj(ids["bears"]).counters == {"+1/+1": 1}
    assert s.obj(ids["bonesplitter"]).attached_to == ids["bears"]
    assert s.obj(ids["pacifism"]).attached_to == ids["bears"]
    assert chars(state, s.obj(ids["bears"])).power == 5  # 2 +1 counter +2 Bonesplitter
    assert s.hand_size(A) == hand + 0  # the untap step draws nothing; no enters trigger
    assert not [e for e in s.game.events if e.kind == "trigger"
                and dict(e.data).get("name") == "Elvish Visionary"]


def test_life_total_cant_change_and_protection_from_everything_CR_119_8_CR_702_16j() -> None:
    """Until A's next turn: B's Gray Merchant makes A lose no life (119.8) so B gains none
    ("the life lost this way"); B's attacking Hill Giant may attack A (protection does not stop
    attacks) but its damage is prevented (702.16e); A can't be targeted — not even by A's own
    Healing Salve (702.16j). On A's turn it all ends."""
    s = game(TP)
    s.lands(A, "Plains", 4)
    s.hand(A, TP)
    s.hand(A, "Healing Salve")
    s.lands(B, "Swamp", 5)
    giant = s.put(B, "Hill Giant")
    s.hand(B, "Gray Merchant of Asphodel")
    s.start()
    _cast_protection(s)
    state = s.state
    heal = m.TargetSpec(what="player")
    assert "p0" not in candidates(state, heal, A, None, None)
    assert "p0" not in candidates(state, heal, B, None, None)
    s.to_step("main1", active=B)
    s.cast(B, "Gray Merchant of Asphodel")
    s.resolve()
    assert s.life(A) == 20 and s.life(B) == 20
    s.attack({giant: "p0"})
    s.to_step("main2", active=B)
    assert s.life(A) == 20
    assert any(dict(e.data).get("why") == "protection from everything"
               for e in s.events("prevented"))
    s.to_step("main1", active=A)
    assert "p0" in candidates(s.state, heal, A, None, None)


def test_an_aura_enchanting_the_protected_player_goes_to_the_graveyard_CR_702_16c() -> None:
    """B's Curse of Chaos (enchant player) on A: protection from everything means A can't
    be enchanted, so the state-based actions put it into B's graveyard (702.16c, 704.5m)."""
    s = game(TP, "Curse of Chaos")
    s.lands(A, "Plains", 3)
    s.hand(A, TP)
    curse = s.put(B, "Curse of Chaos")
    s.obj(curse).attached_player = A
    s.start()
    assert s.obj(curse).zone == "battlefield"
    _cast_protection(s)
    assert "Curse of Chaos" in s.graveyard_names(B)


def test_a_blocker_that_phases_out_is_removed_from_combat_CR_506_4() -> None:
    """B's Hill Giant attacks A; A blocks with Grizzly Bears, then casts Teferi's Protection
    in the declare blockers step: the bears phase out and leave combat — they take no damage
    and deal none; the giant stays blocked (506.4) and its damage to A would be prevented."""
    s = game(TP)
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Plains", 3)
    s.hand(A, TP)
    giant = s.put(B, "Hill Giant")
    s.start(active=B)
    s.attack({giant: "p0"})
    s.block(A, {bears: giant})
    s.cast(A, TP)
    s.resolve()
    assert bears not in s.state.blockers and bears in s.state.phased_out
    s.to_step("main2", active=B)
    assert s.obj(bears).damage == 0 and s.obj(giant).damage == 0
    assert s.life(A) == 20


def test_phasing_keyword_phases_out_and_in_on_alternate_untap_steps_CR_702_26a() -> None:
    """Sandbar Crocodile ("Phasing"): phases out in its controller's untap step, is absent
    for a round (no blocks, no counting), phases back in at their next untap step."""
    s = game("Sandbar Crocodile")
    croc = s.put(A, "Sandbar Crocodile")
    s.start(step="main2")
    s.to_step("upkeep", active=B)
    assert croc in s.state.battlefield
    s.to_step("upkeep", active=A)
    assert croc in s.state.phased_out
    s.to_step("upkeep", active=B)
    assert croc in s.state.phased_out
    s.to_step("upkeep", active=A)
    assert croc in s.state.battlefield and croc not in s.state.phased_out


def test_cast_refused_against_a_phased_out_target_CR_702_26b() -> None:
    """Murder cannot be cast at all when the only creature is phased out (no legal target,
    601.2c): the engine does not offer it."""
    s = game(TP)
    s.put(A, "Grizzly Bears")
    s.lands(A, "Plains", 3)
    s.hand(A, TP)
    s.lands(B, "Swamp", 3)
    s.hand(B, "Murder")
    s.start()
    _cast_protection(s)
    s.to_step("main1", active=B)
    decision = s.pending
    assert decision is not None
    assert not any(isinstance(o, Cast) and o.name == "Murder" for o in decision.options)
    with pytest.raises(IllegalAction):
        s.cast(B, "Murder")


@pytest.mark.parametrize("seed", range(6))
def test_a_round_of_phasing_restores_the_board_property(seed: int) -> None:
    """Property (seeded): random boards of creatures, tokens, Equipment and Auras of both
    players attached at random; after Teferi's Protection and one full round, A's board is
    the same set of objects with the same counters and attachments (702.26d, 702.26g),
    B's board was never touched by it, and no A permanent ever left or entered."""
    rng = random.Random(seed)
    s = game(TP)
    s.lands(A, "Plains", 3)
    s.hand(A, TP)
    creatures = [s.put(rng.choice((A, B)), rng.choice(("Grizzly Bears", "Hill Giant",
                                                       "Elvish Visionary")),
                       counters={"+1/+1": rng.randrange(3)}) for _ in range(rng.randrange(2, 6))]
    for _ in range(rng.randrange(1, 4)):
        host = rng.choice(creatures)
        owner = rng.choice((A, B))
        s.put(owner, rng.choice(("Bonesplitter", "Pacifism")), attached_to=host)
    s.start()
    state = s.state

    def board(player: int) -> set[tuple[int, str, tuple[tuple[str, int], ...], int | None]]:
        ids = list(state.battlefield) + list(state.phased_out)
        return {(o.id, o.card.name, tuple(sorted(o.counters.items())), o.attached_to)
                for o in (state.objects[i] for i in ids) if o.controller == player}

    before_a, before_b = board(A), board(B)
    _cast_protection(s)
    mine = {i for i, *_ in before_a}
    attached_to_mine = {i for i, _, _, host in before_b if host in mine}
    assert mine <= set(state.phased_out)
    assert attached_to_mine <= set(state.phased_out)
    s.to_step("upkeep", active=A)
    assert not state.phased_out
    assert board(A) == before_a
    assert board(B) == before_b
    moves = [e for e in s.game.events if e.kind == "move" and dict(e.data).get("old") in mine]
    assert moves == []


def test_views_show_phased_out_permanents_apart_CR_702_26b() -> None:
    """A view lists a player's phased-out permanents apart from the battlefield (they are
    treated as though they don't exist, but the table can see them)."""
    s = game(TP)
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Plains", 3)
    s.hand(A, TP)
    s.start()
    _cast_protection(s)
    view = s.game.view(B)
    assert view.permanent(bears) is None
    assert bears in {c.id for c in view.players[A].phased_out}
    assert view.players[B].phased_out == ()


def test_the_heuristic_bot_keeps_teferis_protection_for_a_big_attack() -> None:
    """The bot does not waste it on its own turn; attacked for at least half its life, it
    casts it (and the attack then deals no damage)."""
    from cardtable.agents.magic.bots import HeuristicBot

    s = game(TP)
    s.lands(A, "Plains", 3)
    s.hand(A, TP)
    s.set_life(A, 6)
    giant = s.put(B, "Hill Giant")
    s.start()
    bot = HeuristicBot(1)
    decision = s.pending
    assert decision is not None and decision.player == A
    assert not isinstance(bot.choose(s.game.view(A), decision), Cast)
    s.to_step("declare_attackers", active=B)
    s.attack({giant: "p0"})
    for _ in range(40):  # the bot answers A's decisions; B passes
        decision = s.pending
        if decision is None or s.state.step not in ("declare_attackers", "declare_blockers"):
            break
        if decision.player == A:
            s.apply(A, bot.choose(s.game.view(A), decision))
        else:
            s.pass_priority()
    assert s.zone_of(TP) == "exile"
    s.to_step("main2", active=B)
    assert s.life(A) == 6


def test_an_ability_naming_a_phased_out_permanent_does_nothing_to_it_CR_702_26b() -> None:
    """A resolving ability that names the phased-out bears ("it", "~") finds nothing to
    affect while they are phased out: the interpreter's references skip them."""
    from cardtable.games.magic.context import Context

    s = game(TP)
    bears = s.put(A, "Grizzly Bears")
    s.lands(A, "Plains", 3)
    s.hand(A, TP)
    s.start()
    _cast_protection(s)
    ctx = Context(s.game, A, bears, None, event={"it": bears})
    assert ctx.objects("it") == [] and ctx.objects("self") == []


def test_an_attacked_planeswalker_that_phases_out_is_dealt_no_damage_CR_702_26b() -> None:
    """B's Hill Giant attacks A's Jace Beleren; A casts Teferi's Protection in the declare
    attackers step: Jace phases out, and the giant's combat damage to it is dealt to
    nothing (A has no creature, so there is no block to declare)."""
    s = game(TP)
    jace = s.put(A, "Jace Beleren")
    s.lands(A, "Plains", 3)
    s.hand(A, TP)
    giant = s.put(B, "Hill Giant")
    s.start(active=B)
    s.attack({giant: jace})
    s.cast(A, TP)
    s.resolve()
    assert jace in s.state.phased_out
    s.to_step("main2", active=B)
    assert s.obj(jace).counters["loyalty"] == 3
    assert s.life(A) == 20
