"""A bot that understands Commander (issue 16 item 5), on top of the heuristic Magic bot.

- It answers the return question (CMD-2.6) by sending the commander to the command zone —
  always better for a bot that never reanimates or replays from hand on purpose.
- It casts its commander like any spell (the view lists the command zone; the tax is part of the
  cost the engine offers, so it is cast only when it can be paid), but when a recast would cost
  more than all of its lands can make next turn it keeps the mana for other spells.
- Attacks: each attacker goes at the **leader** (the opponent with the most life plus board
  power), not only the weakest; the commander goes at the opponent it can finish by commander
  damage (21, CMD-2.4) when there is one, else at the one closest to that.
- Blocks: besides the heuristic bot's blocks it chump-blocks a commander whose damage would
  reach 21.
"""

from __future__ import annotations

from typing import Any

from cardtable.agents.magic.bots import HeuristicBot, _value
from cardtable.core.decision import Decision
from cardtable.games.magic.actions import Activate, Cast, Pass
from cardtable.games.magic.commander.game import LETHAL_COMMANDER_DAMAGE, CommanderView
from cardtable.games.magic.tags import Tag


class CommanderBot(HeuristicBot):
    def __init__(self, seed: int = 0, name: str = "commander") -> None:
        super().__init__(seed, name)

    def quick_answer(self, decision: Decision) -> Any:
        """The answer :meth:`choose` would give whatever the view, or ``None``: passing when
        the only other actions are mana abilities (the heuristic bot plays lands, casts spells
        and activates non-mana abilities, never a mana ability on its own), and the return to
        the command zone. A runner may skip building the view for these (most of a bot game's
        priority decisions)."""
        if decision.tag == Tag.COMMANDER_RETURN:
            return "command"
        if decision.tag == Tag.COMMANDER_SIDEBOARD:
            return "done"  # CMD-3.2: the bot keeps the deck it was given
        if decision.tag == Tag.PRIORITY and all(
                isinstance(o, Pass) or (isinstance(o, Activate) and o.symbol)
                for o in decision.options):
            return next(o for o in decision.options if isinstance(o, Pass))
        return None

    def choose(self, view: Any, decision: Decision) -> Any:
        quick = self.quick_answer(decision)
        if quick is not None:
            return quick
        return super().choose(view, decision)

    def _priority(self, view: Any, decision: Decision) -> Any:
        if isinstance(view, CommanderView):
            tax = dict(view.tax)
            lands = sum(1 for p in view.battlefield if p.controller == view.player
                        and "Land" in p.types)
            options = [o for o in decision.options if not (
                isinstance(o, Cast) and o.card in tax and tax[o.card] > 0
                and lands < 2 * tax[o.card] and any(
                    isinstance(x, Cast) and x.card not in tax for x in decision.options))]
            if len(options) != len(decision.options):
                decision = Decision(decision.player, decision.kind, decision.prompt, options,
                                    tag=decision.tag)
        return super()._priority(view, decision)

    def _attack(self, view: Any, decision: Decision) -> Any:
        if not isinstance(view, CommanderView):
            return super()._attack(view, decision)
        base = dict(super()._attack(view, decision))
        perms = {p.id: p for p in view.battlefield}
        opponents = [pl for pl in view.players if pl.index != view.player and not pl.left]
        if not opponents:
            return tuple(base.items())

        def strength(index: int) -> float:
            board = sum(p.power for p in view.battlefield
                        if p.controller == index and "Creature" in p.types)
            return view.players[index].life + 2 * board

        leader = max(opponents, key=lambda pl: strength(pl.index)).index
        dealt = {(oid, p): d for oid, p, d in view.commander_owner_damage}
        out = []
        for option, targets in zip(decision.options, decision.targets, strict=True):
            attacker = perms[option]
            if option in view.commander_ids and option not in base:
                # a commander attacks when the hit gets someone to 21 this turn
                for pl in opponents:
                    if (f"p{pl.index}" in targets and dealt.get((option, pl.index), 0)
                            + attacker.power >= LETHAL_COMMANDER_DAMAGE):
                        out.append((option, f"p{pl.index}"))
                        break
                continue
            if option not in base:
                continue
            target = base[option]
            if option in view.commander_ids:
                ranked = sorted((pl for pl in opponents if f"p{pl.index}" in targets),
                                key=lambda pl: -dealt.get((option, pl.index), 0))
                if ranked:
                    target = f"p{ranked[0].index}"
            elif f"p{leader}" in targets and isinstance(target, str):
                target = f"p{leader}"
            out.append((option, target))
        return tuple(out)

    def _block(self, view: Any, decision: Decision) -> Any:
        pairs = list(super()._block(view, decision))
        if not isinstance(view, CommanderView):
            return tuple(pairs)
        perms = {p.id: p for p in view.battlefield}
        dealt = {(oid, p): d for oid, p, d in view.commander_owner_damage}
        used_blockers = {b for b, _ in pairs}
        blocked = {a for _, a in pairs}
        for option, targets in zip(decision.options, decision.targets, strict=True):
            if option in used_blockers:
                continue
            for attacker_id in targets:
                if attacker_id in blocked or attacker_id not in view.commander_ids:
                    continue
                attacker = perms[attacker_id]
                if "menace" in attacker.keywords:
                    continue
                if dealt.get((attacker_id, view.player), 0) + attacker.power >= \
                        LETHAL_COMMANDER_DAMAGE:
                    pairs.append((option, attacker_id))
                    blocked.add(attacker_id)
                    used_blockers.add(option)
                    break
        return tuple(pairs)


COMMANDER_BOTS = ("commander", "heuristic", "random", "search")


def commander_bot(name: str, seed: int = 0) -> Any:
    """A bot for Commander games: ``commander`` (this module), ``search`` looking ahead with
    this bot as its rollout policy, or a plain Magic bot."""
    if name == "commander":
        return CommanderBot(seed)
    if name == "search" or name.startswith("search:"):  # search:PLAYOUTS or search:SECONDSs
        from cardtable.agents.search.magic import parse_search

        return parse_search(name, seed, CommanderBot)
    from cardtable.agents.magic import magic_bot

    return magic_bot(name, seed)


__all__ = ["CommanderBot", "_value", "commander_bot"]
