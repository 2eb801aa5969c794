"""The Commander bot (issue 16 item 5), each behaviour in a scenario: it recasts its commander
with the tax in view, sends it to the command zone, attacks toward commander-damage lethal
(CMD-2.4), blocks to survive it, and attacks the leader rather than only the weakest."""

from __future__ import annotations

from typing import Any

from cardtable.agents.magic.commander import CommanderBot
from cardtable.games.magic.actions import Cast
from tests.magic.dsl import A, B, C

JERRARD = "Jerrard of the Closed Fist"  # {3}{R}{G}{G} 6/5
ISAMARU = "Isamaru, Hound of Konda"  # {W} 2/2


def _ask(s: Any, tag: str) -> Any:
    decision = s.pending
    assert decision is not None and decision.tag == tag, decision
    return CommanderBot(1).choose(s.game.view(decision.player), decision)


def _deal(s: Any, commander: int, player: int, amount: int) -> None:
    s.state.combat_damage[(s.obj(commander).uid, player)] = amount


def test_bot_recasts_with_the_tax_in_view(cmd: Any) -> None:
    """Item 5: with a tax of {8} (four earlier casts) Jerrard costs 14 and the bot has 14 lands —
    it can pay, but the tax is more than half its lands, so it keeps the mana for another spell;
    with no tax it casts him (the dearest spell)."""
    for casts, lands, want in ((4, 14, "Grizzly Bears"), (0, 14, JERRARD)):
        s = cmd(2)
        jerrard = s.commander(A, JERRARD)
        s.game.casts[(s.obj(jerrard).uid, A)] = casts
        s.hand(A, "Grizzly Bears")
        s.lands(A, "Forest", lands - 2)
        s.lands(A, "Mountain", 2)
        s.start()
        s._priority_to(A)
        names = {o.name for o in s.pending.options if isinstance(o, Cast)}
        assert JERRARD in names  # affordable either way
        answer = _ask(s, "priority")
        assert isinstance(answer, Cast) and answer.name == want


def test_bot_sends_its_commander_to_the_command_zone(cmd: Any) -> None:
    """Item 5 / CMD-2.6: asked, the bot moves its destroyed commander to the command zone."""
    s = cmd(2)
    s.commander(A, ISAMARU, "battlefield")
    s.start()
    s.game.move(s.obj(s.id(ISAMARU)), "graveyard", cause="test")
    s.pass_priority()
    assert _ask(s, "commander.return") == "command"


def test_bot_attacks_toward_commander_damage_lethal(cmd: Any) -> None:
    """Item 5 / CMD-2.4: Jerrard (6 power) attacks the opponent he has dealt 15 — 21 this hit —
    even into an untapped blocker that would make the attack unsafe otherwise; with no damage
    dealt yet he stays home."""
    for dealt, attacks in ((15, True), (0, False)):
        s = cmd(3)
        jerrard = s.commander(A, JERRARD, "battlefield")
        s.put(B, "Craw Wurm")  # 6/4: trades with Jerrard, so attacking B is not "safe"
        s.put(C, "Craw Wurm")
        _deal(s, jerrard, B, dealt)
        s.start()
        s.to_step("declare_attackers")
        answer = dict(_ask(s, "combat.attack"))
        if attacks:
            assert answer.get(jerrard) == f"p{B}"
        else:
            assert jerrard not in answer


def test_bot_chump_blocks_a_commander_that_would_reach_21(cmd: Any) -> None:
    """Item 5 / CMD-2.4: at 40 life but 18 damage from Jerrard, the bot blocks him with a 1/1
    (it would not block a 6/5 with it otherwise)."""
    for dealt, blocks in ((18, True), (0, False)):
        s = cmd(2)
        jerrard = s.commander(A, JERRARD, "battlefield")
        elf = s.put(B, "Llanowar Elves")
        _deal(s, jerrard, B, dealt)
        s.start()
        s.attack({jerrard: f"p{B}"})
        s._drain()
        while s.pending is not None and s.pending.tag == "priority":
            s.pass_priority()
        answer = dict(_ask(s, "combat.block"))
        assert (answer.get(elf) == jerrard) is blocks


def test_bot_attacks_the_leader_not_only_the_weakest(cmd: Any) -> None:
    """Item 5: with B at 40 life and a big board and C at 10 with nothing, the bot's attackers
    go at the leader B (a plain heuristic bot goes at the weakest, C)."""
    s = cmd(3)
    lions = s.put(A, "Savannah Lions")
    s.set_life(C, 10)
    s.put(B, "Craw Wurm", tapped=True)
    s.put(B, "Serra Angel", tapped=True)
    s.start()
    s.to_step("declare_attackers")
    answer = dict(_ask(s, "combat.attack"))
    assert answer.get(lions) == f"p{B}"
    from cardtable.agents.magic.bots import HeuristicBot

    plain = dict(HeuristicBot(1).choose(s.game.view(A), s.pending))
    assert plain.get(lions) == f"p{C}"
