"""Scenario tests of the Commander game rules (CMD-2, CR 903) on the Magic engine."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic.actions import Cast, Pass
from cardtable.games.magic.commander.rules import CommanderRules
from cardtable.games.magic.model import TokenSpec
from tests.magic.dsl import A, B

TREVA = "Treva, the Renewer"
YARGLE = "Yargle, Glutton of Urborg"  # {4}{B} 9/3
JERRARD = "Jerrard of the Closed Fist"  # {3}{R}{G}{G} 6/5
ISAMARU = "Isamaru, Hound of Konda"  # {W} 2/2


def _lands(s: Any, player: int, counts: dict[str, int]) -> None:
    for name, n in counts.items():
        s.lands(player, name, n)


def _cast_option(s: Any, player: int, name: str) -> Cast | None:
    s._priority_to(player)
    decision = s.pending
    return next((o for o in decision.options if isinstance(o, Cast) and o.name == name), None)


def _untap_all(s: Any) -> None:
    for oid in s.state.battlefield:
        s.obj(oid).tapped = False


def _tapped_lands(s: Any, player: int) -> int:
    return sum(1 for oid in s.state.battlefield if s.obj(oid).tapped
               and s.controller(oid) == player and "Land" in s.obj(oid).card.type_line)


def _kill_and_return(s: Any, killer: int, victim_id: int, answer: str = "command") -> None:
    s.hand(killer, "Murder")
    s.then("commander.return", answer)
    s.cast(killer, "Murder", targets=[victim_id])
    s.resolve()


def test_cmd_2_5_treva_tax_sequence(cmd: Any) -> None:
    """CMD-2.5 / CR 903.8: Treva costs {3}{G}{W}{U}, then {5}{G}{W}{U}, then {7}{G}{W}{U} —
    the tax is an additional cost of {2} per earlier cast from the command zone."""
    s = cmd(2)
    treva = s.commander(A, TREVA)
    _lands(s, A, {"Forest": 2, "Plains": 2, "Island": 6})
    _lands(s, B, {"Swamp": 3})
    s.start()
    s.cast(A, TREVA)
    assert _tapped_lands(s, A) == 6
    s.resolve()
    on_field = s.id(TREVA)
    _untap_all(s)
    _kill_and_return(s, B, on_field)
    assert s.zone_of(TREVA) == "command"
    assert s.game.tax(A, s.obj(s.ids(TREVA, "command")[0])) == 2
    _untap_all(s)
    s.cast(A, TREVA)
    assert _tapped_lands(s, A) == 8  # {5}{G}{W}{U}
    s.resolve()
    _untap_all(s)
    s.hand(B, "Murder")
    s.then("commander.return", "command")
    s.cast(B, "Murder", targets=[s.id(TREVA)])
    s.resolve()
    _untap_all(s)
    s.cast(A, TREVA)
    assert _tapped_lands(s, A) == 10  # {7}{G}{W}{U}
    assert treva not in s.state.objects or s.obj(treva).zone != "command"
    assert s.game.stats[A].tax_paid == 2 + 4


def test_cmd_2_5_tax_cannot_be_skipped_when_unaffordable(cmd: Any) -> None:
    """CMD-2.5: with one earlier cast, 7 lands do not cast Treva ({5}{G}{W}{U} is 8 mana)."""
    for islands, castable in ((5, False), (6, True)):
        s = cmd(2)
        s.commander(A, TREVA)
        _lands(s, A, {"Forest": 1, "Plains": 1, "Island": islands})
        s.game.casts[(s.obj(s.ids(TREVA, "command")[0]).uid, A)] = 1
        s.start()
        assert (_cast_option(s, A, TREVA) is not None) is castable


def test_cmd_2_5_partners_taxed_separately(cmd: Any) -> None:
    """CMD-2.5: the count is kept per commander — recasting one partner does not raise the
    other's tax."""
    s = cmd(2)
    isamaru = s.commander(A, ISAMARU)
    yargle = s.commander(A, YARGLE)
    _lands(s, A, {"Plains": 3, "Swamp": 6})
    _lands(s, B, {"Swamp": 3})
    s.start()
    s.cast(A, ISAMARU)
    s.resolve()
    _untap_all(s)
    _kill_and_return(s, B, s.id(ISAMARU))
    assert s.game.tax(A, s.obj(s.ids(ISAMARU, "command")[0])) == 2
    assert s.game.tax(A, s.obj(yargle)) == 0
    s.cast(A, YARGLE)
    assert _tapped_lands(s, A) == 5  # {4}{B}, no tax
    assert isamaru not in s.state.objects


def test_cmd_2_5_tax_is_per_casting_player(cmd: Any) -> None:
    """CMD-2.5: the count is kept per casting player — an earlier cast by another player does
    not tax this one (only the owner may cast it from the command zone, so the count of another
    player stays 0)."""
    s = cmd(2)
    isamaru = s.commander(A, ISAMARU)
    uid = s.obj(isamaru).uid
    s.game.casts[(uid, B)] = 3
    assert s.game.tax(A, s.obj(isamaru)) == 0
    assert s.game.extra_castable(B) == []
    assert s.game.extra_castable(A) == [isamaru]


def test_cmd_2_5_cast_from_hand_after_bounce_costs_no_tax_and_does_not_count(cmd: Any) -> None:
    """CMD-2.5: a commander bounced to hand (owner keeps it there) is cast for its normal cost
    and the cast does not count toward the tax."""
    s = cmd(2)
    s.commander(A, YARGLE)
    _lands(s, A, {"Swamp": 5})
    _lands(s, B, {"Island": 4})
    s.start()
    s.cast(A, YARGLE)
    s.resolve()
    _untap_all(s)
    s.hand(B, "Cryptic Command")
    s.then("commander.return", "stay")
    s.cast(B, "Cryptic Command", modes=[1, 3], targets=[s.id(YARGLE)])
    s.resolve()
    assert s.zone_of(YARGLE) == "hand"
    _untap_all(s)
    s.to_step("main1", active=A) if s.state.active != A else None
    s.cast(A, YARGLE)
    assert _tapped_lands(s, A) == 5  # {4}{B}: no tax from hand
    s.resolve()
    uid = s.obj(s.id(YARGLE)).uid
    assert s.game.casts[(uid, A)] == 1  # only the first, command-zone cast counts
    assert s.game.stats[A].casts_from_elsewhere == 1


def test_cmd_2_6_bounce_owner_chooses_command_zone(cmd: Any) -> None:
    """CMD-2.6 / CR 903.9b: an opponent's bounce spell would put the commander into its owner's
    hand; the owner says so, and it goes to the command zone instead."""
    s = cmd(2)
    s.commander(A, YARGLE, "battlefield")
    _lands(s, B, {"Island": 4})
    s.hand(B, "Cryptic Command")
    s.start(active=B)
    s.then("commander.return", "command")
    s.cast(B, "Cryptic Command", modes=[1, 3], targets=[s.id(YARGLE)])
    s.resolve()
    assert s.zone_of(YARGLE) == "command"
    assert s.hand_size(A) == 0
    asked = [e for e in s.log if e[1] in ("command", "stay")]
    assert asked == [(A, "command")]  # the owner, not the caster, was asked


def test_cmd_2_6_bounce_owner_keeps_it_in_hand(cmd: Any) -> None:
    """CMD-2.6: when the owner declines, the commander stays in hand — and is not asked again."""
    s = cmd(2)
    s.commander(A, YARGLE, "battlefield")
    _lands(s, B, {"Island": 4})
    s.hand(B, "Cryptic Command")
    s.start(active=B)
    s.then("commander.return", "stay")
    s.cast(B, "Cryptic Command", modes=[1, 3], targets=[s.id(YARGLE)])
    s.resolve()
    assert s.zone_of(YARGLE) == "hand"
    s.to_step("end", active=B)
    assert s.zone_of(YARGLE) == "hand"


def test_cmd_2_6_declined_in_graveyard_then_reanimated_is_asked_again(cmd: Any) -> None:
    """CMD-2.6 / CR 903.9a, 400.7: a commander destroyed and left in the graveyard is not offered
    again while it stays; reanimated and destroyed again it is a new object and is asked
    again."""
    s = cmd(2)
    s.commander(A, YARGLE, "battlefield")
    _lands(s, B, {"Swamp": 6})
    s.hand(B, "Murder")
    s.start(active=B)
    s.then("commander.return", "stay")
    s.cast(B, "Murder", targets=[s.id(YARGLE)])
    s.resolve()
    assert s.zone_of(YARGLE) == "graveyard"
    s.pass_priority()  # SBAs are checked again: no question
    assert s.pending is not None and s.pending.tag == "priority"
    # a reanimation effect returns it (a new object, 400.7)
    s.game.move(s.obj(s.ids(YARGLE, "graveyard")[0]), "battlefield", cause="reanimate",
                controller=A)
    assert s.zone_of(YARGLE) == "battlefield"
    _untap_all(s)
    s.hand(B, "Murder")
    s.then("commander.return", "command")
    s.cast(B, "Murder", targets=[s.id(YARGLE)])
    s.resolve()
    assert s.zone_of(YARGLE) == "command"


def test_cmd_2_6_dies_triggers_fire_under_current_rules(cmd: Any) -> None:
    """CMD-2.6 (current): graveyard/exile is a state-based action — the commander dies first,
    so "whenever a creature dies" triggers, then its owner moves it."""
    s = cmd(2)
    s.put(B, "Black Market")
    s.commander(A, YARGLE, "battlefield")
    _lands(s, B, {"Swamp": 3})
    s.hand(B, "Murder")
    s.start(active=B)
    s.then("commander.return", "command")
    s.cast(B, "Murder", targets=[s.id(YARGLE)])
    s.resolve()
    assert s.zone_of(YARGLE) == "command"
    assert s.obj(s.id("Black Market")).counters.get("charge", 0) == 1


def test_cmd_2_6_preset_2019_graveyard_is_a_replacement(cmd: Any) -> None:
    """CMD-2.6 preset 2019: graveyard is a replacement effect — sent to the command zone, the
    commander never dies, so "whenever a creature dies" does not trigger; declining, it does."""
    for answer, counters in (("command", 0), ("stay", 1)):
        s = cmd(2, rules=CommanderRules(zone_return="2019", name="2019"))
        s.put(B, "Black Market")
        s.commander(A, YARGLE, "battlefield")
        _lands(s, B, {"Swamp": 3})
        s.hand(B, "Murder")
        s.start(active=B)
        s.then("commander.return", answer)
        s.cast(B, "Murder", targets=[s.id(YARGLE)])
        s.resolve()
        assert s.zone_of(YARGLE) == ("command" if answer == "command" else "graveyard")
        assert s.obj(s.id("Black Market")).counters.get("charge", 0) == counters


def test_cmd_2_6_preset_2019_bounce_and_declined_graveyard(cmd: Any) -> None:
    """CMD-2.6 preset 2019: the bounce choice works as today (hand/library were a replacement
    then too), and a declined graveyard commander is not asked again until it is a new
    object."""
    s = cmd(2, rules=CommanderRules(zone_return="2019", name="2019"))
    s.commander(A, YARGLE, "battlefield")
    _lands(s, B, {"Island": 4, "Swamp": 3})
    s.hand(B, "Cryptic Command")
    s.start(active=B)
    s.then("commander.return", "command")
    s.cast(B, "Cryptic Command", modes=[1, 3], targets=[s.id(YARGLE)])
    s.resolve()
    assert s.zone_of(YARGLE) == "command"


def test_cmd_4_3_graveyard_only_stage_does_not_offer_exile_or_hand(cmd: Any) -> None:
    """CMD-4.3: before 2011-06-17 the return applied to the graveyard only — a bounced
    commander stays in hand with no question."""
    s = cmd(2, rules=CommanderRules(zone_return="graveyard", name="2010"))
    s.commander(A, YARGLE, "battlefield")
    _lands(s, B, {"Island": 4})
    s.hand(B, "Cryptic Command")
    s.start(active=B)
    s.cast(B, "Cryptic Command", modes=[1, 3], targets=[s.id(YARGLE)])
    s.resolve()  # strict: an unscripted return question would fail here
    assert s.zone_of(YARGLE) == "hand"


def _attack_for(s: Any, attacker: int, defender: int) -> None:
    s.attack({attacker: f"p{defender}"})  # the defender has no creatures: no block question
    s.to_step("main2")


def test_cmd_2_4_21_from_one_commander_loses_at_positive_life(cmd: Any) -> None:
    """CMD-2.4 / CR 903.10a, 704.6c: 21 combat damage from one commander makes a player lose,
    even at positive life (here 40 - 21 = 19 life left)."""
    s = cmd(3)
    yargle = s.commander(A, YARGLE, "battlefield")
    s.game.state.combat_damage[(s.obj(yargle).uid, B)] = 12
    s.set_life(B, 28)
    s.start(active=A)
    _attack_for(s, yargle, B)
    assert s.life(B) == 19 and s.life(B) > 0
    assert s.state.players[B].left
    assert s.game.elimination[B] == "commander_damage"
    assert s.game.stats[A].commander_damage_wins == 1


def test_cmd_2_4_20_plus_20_from_two_partners_does_not(cmd: Any) -> None:
    """CMD-2.4: damage from each commander (each partner) counts separately — 20 from one and
    20 from the other is not 21 from one."""
    s = cmd(3)
    yargle = s.commander(A, YARGLE, "battlefield")
    jerrard = s.commander(A, JERRARD, "battlefield")
    s.game.state.combat_damage[(s.obj(yargle).uid, B)] = 14
    s.game.state.combat_damage[(s.obj(jerrard).uid, B)] = 14
    s.set_life(B, 60)
    s.start(active=A)
    s.attack({jerrard: f"p{B}"})
    s.to_step("main2")
    # Jerrard dealt 6 more: 20; Yargle 14: 34 in all, not 21 from one
    assert s.state.combat_damage[(s.obj(jerrard).uid, B)] == 20
    assert not s.state.players[B].left
    s.state.combat_damage[(s.obj(yargle).uid, B)] = 20
    s.pass_priority()
    assert not s.state.players[B].left  # 20 + 20
    s.state.combat_damage[(s.obj(yargle).uid, B)] = 21
    s.state.touch()
    s._priority_to(A)
    s.apply(s.pending.player, Pass())
    assert s.state.players[B].left


def test_cmd_2_2_commander_damage_counts_under_another_controller(cmd: Any) -> None:
    """CMD-2.2, CMD-2.4: being a commander survives a change of control — the commander's
    damage counts whoever controls it (here the opponent C, attacking B)."""
    s = cmd(3)
    yargle = s.commander(A, YARGLE, "battlefield", controller=2)
    s.game.state.combat_damage[(s.obj(yargle).uid, B)] = 12
    s.start(active=2)
    _attack_for(s, yargle, B)
    assert s.state.players[B].left
    assert s.game.is_commander(s.obj(yargle))


def test_cmd_2_2_a_copy_of_a_commander_is_not_a_commander(cmd: Any) -> None:
    """CMD-2.2: a token copying a commander is not a commander — its combat damage is not
    commander damage."""
    s = cmd(3)
    real = s.commander(A, YARGLE, "command")
    token = s.game.create_token(TokenSpec(YARGLE, ("Creature",), ("Frog", "Spirit"),
                                          colors=("B",), power=9, toughness=3), A)
    token.sick = False
    assert not s.game.is_commander(token)
    assert s.game.is_commander(s.obj(real))
    s.game.state.combat_damage[(token.uid, B)] = 18
    s.start(active=A)
    _attack_for(s, token.id, B)
    assert not s.state.players[B].left
    assert s.life(B) == 31


def test_cmd_2_7_legend_rule_applies_to_commanders(cmd: Any) -> None:
    """CMD-2.7: two Yargles under one controller — the commander and a plain copy — make the
    legend rule ask which to keep."""
    s = cmd(2)
    s.commander(A, YARGLE, "battlefield")
    s.put(A, YARGLE)
    s._new(A, "Wastes", "hand")
    s.then("legend", s.ids(YARGLE, "battlefield")[0])
    s.start(active=A)
    s._drain()
    assert len(s.ids(YARGLE, "battlefield")) == 1
