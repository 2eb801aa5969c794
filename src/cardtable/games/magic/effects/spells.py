"""Effects the Commander precons' spell cards added (issues 10/16, the *spells* area): myriad
(702.116a), ninjutsu (702.49a), tokens that fight (Ezuri's Predation), copies of a chosen
creature type (Kindred Charge), revealing until creature cards (Synthetic Destiny), a destroyed
card returned (Necromantic Selection) and the damage exchange (Karplusan Yeti). Part of the
ability interpreter registered with ``@handles`` (:mod:`.registry`); the
interpreter's own helpers are imported when a handler runs."""

from __future__ import annotations

from typing import Any

from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.copy import copiable
from cardtable.games.magic.damage import deal_damage
from cardtable.games.magic.delayed import WHEN, Delayed
from cardtable.games.magic.effects.counters_tokens import _token, _token_plan
from cardtable.games.magic.effects.interpreter import _each, _fight_ids, _temp
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model.effects import (
    CopyChosenType,
    DamageExchange,
    MyriadCopies,
    NinjutsuEnter,
    ReturnDestroyedCard,
    RevealUntilCreatures,
    TokensFightEach,
)
from cardtable.games.magic.objects import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY
from cardtable.games.magic.tags import Tag

COMBAT_STEPS = ("begin_combat", "declare_attackers", "declare_blockers",
                "first_strike_damage", "combat_damage")


@handles(MyriadCopies)
def _myriad(ctx: Context, e: MyriadCopies, answers: tuple[Any, ...]) -> Ask | None:
    """702.116a: each opponent other than the defending player, in APNAP order: a token copy
    of the creature (its copiable values, last known if it has left, 707.2) tapped and
    attacking that player or a planeswalker they control — or none (it is "may"). Tokens put
    onto the battlefield attacking were never declared as attackers (508.4): no "attacks"
    trigger. Each is exiled at end of combat (a delayed trigger, 603.7)."""

    state = ctx.game.state
    defending = ctx.event.get("defending")
    opponents = [p for p in state.apnap() if p != ctx.controller and p != defending
                 and not state.players[p].left]
    ids = [i for i in ctx.objects(e.what) if state.objects[i].zone == BATTLEFIELD]
    lki = state.lki.get(ctx.source_id)
    card = copiable(state.objects[ids[0]]) if ids else (lki.card if lki is not None else None)
    if card is None or not opponents or state.step not in COMBAT_STEPS:
        return None  # 506.3d: no combat to join
    chosen: list[Any] = []
    for k, opponent in enumerate(opponents):
        walkers = [oid for oid in state.battlefield
                   if "Planeswalker" in chars(state, state.objects[oid]).types
                   and chars(state, state.objects[oid]).controller == opponent]
        if len(answers) <= k:
            return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                       f"myriad: a copy attacking player {opponent} or a planeswalker they "
                       "control, or none", ("none", f"p{opponent}", *walkers))
        chosen.append(answers[k])
    for choice in chosen:
        if choice == "none":
            continue
        token = ctx.game.create_token_of(card, ctx.controller, tapped=True)
        state.attackers[token.id] = choice
        state.touch()
        ctx.game.log("attacking", ctx.controller, what=f"{token.card.name}#{token.id}",
                     defender=str(choice))
        exile = m.TriggeredAbility(m.Trigger("end_combat"), effects=(m.Exile(what="it"),))
        state.delayed.append(Delayed(ctx.controller, ctx.source_id, card.name, exile,
                                     "end_combat", -1, (("it", token.id),)))
    return None


@handles(NinjutsuEnter)
def _ninjutsu(ctx: Context, e: NinjutsuEnter, _a: tuple[Any, ...]) -> None:
    """702.49a: the card, if it is still in its owner's hand, enters tapped and attacking the
    player or planeswalker the returned creature attacked (702.49c) — never declared as an
    attacker (508.4), so nothing triggers on its attacking; outside combat (506.3d) or with
    that planeswalker gone it enters tapped and not attacking."""
    state = ctx.game.state
    obj = state.objects.get(ctx.source_id)
    if obj is None or obj.zone != HAND:
        return
    new = ctx.game.move(obj, BATTLEFIELD, cause="ninjutsu", controller=ctx.controller,
                        tapped=True)
    target = ctx.event.get("attack_target")
    still = (isinstance(target, str) and target.startswith("p")
             and not state.players[int(target[1:])].left) or (
        isinstance(target, int) and target in state.battlefield)
    if still and state.step in (*COMBAT_STEPS, "end_combat"):
        state.attackers[new.id] = target
        state.touch()
        ctx.game.log("attacking", ctx.controller, what=f"{new.card.name}#{new.id}",
                     defender=str(target))


@handles(TokensFightEach)
def _tokens_fight_each(ctx: Context, e: TokensFightEach, answers: tuple[Any, ...]
                       ) -> Ask | None:
    """Ezuri's Predation: count "those creatures" now (608.2h), create that many tokens, then
    the k-th token created fights the k-th of those creatures (the tokens are identical, so
    which fights which is no choice); a creature gone by then is not fought (701.12b)."""
    from dataclasses import replace


    state = ctx.game.state
    key = "fight_each_creatures"
    if key not in ctx.memo:
        ctx.memo[key] = tuple(_each(ctx, "", e.filter))
    those: tuple[int, ...] = ctx.memo[key]
    asked = _token(ctx, replace(e.token, count=len(those)), answers)
    if asked is not None:
        return asked
    for token, creature in zip(ctx.memo.get("created", ()), those, strict=False):
        if token in state.battlefield and creature in state.battlefield:
            _fight_ids(ctx, token, creature)
    return None


@handles(CopyChosenType)
def _copy_chosen_type(ctx: Context, e: CopyChosenType, answers: tuple[Any, ...]) -> Ask | None:
    """Kindred Charge. The type is chosen as it resolves; the offered types are those of the
    creatures the player controls (any other type would copy nothing, the same as the
    fewest-copies choice). Each copy goes through the token replacement effects (111.1,
    616.1), gains haste with no end (611.2a), and each one is exiled by a delayed trigger at
    the beginning of the next end step (603.7)."""

    state = ctx.game.state
    mine = [oid for oid in state.battlefield
            if chars(state, state.objects[oid]).controller == ctx.controller
            and "Creature" in chars(state, state.objects[oid]).types]
    types = sorted({t for oid in mine for t in chars(state, state.objects[oid]).subtypes})
    if not types:
        return None
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, "choose a creature type",
                   tuple(types), tag=Tag.RESOLVE_CREATURE_TYPE)
    chosen = str(answers[0])
    originals = [oid for oid in mine if chosen in chars(state, state.objects[oid]).subtypes]
    plan = _token_plan(ctx, m.YOU, len(originals), answers[1:])
    if isinstance(plan, Ask):
        return plan
    copies = [copiable(state.objects[oid]) for oid in originals]
    created: list[int] = []
    for player, count in plan:
        for k in range(count):  # doubled copies repeat the list (each creature's copies)
            card = copies[k % len(copies)] if copies else None
            if card is not None:
                created.append(ctx.game.create_token_of(card, player).id)
    _temp(ctx, m.ContinuousEffect("6", add_keywords=(m.Keyword("haste"),)), created,
          "permanent")
    later = state.step in ("end", "cleanup")
    for token in created:
        exile = m.TriggeredAbility(m.Trigger("end_step"), effects=(m.Exile(what="it"),))
        state.delayed.append(Delayed(ctx.controller, ctx.source_id,
                                     ctx.source.name if ctx.source else "", exile,
                                     WHEN["next_end_step"], state.turn if later else -1,
                                     (("it", token),)))
    return None


@handles(RevealUntilCreatures)
def _reveal_until_creatures(ctx: Context, e: RevealUntilCreatures, _a: tuple[Any, ...]) -> None:
    """Synthetic Destiny's delayed instruction: reveal from the top until ``count`` creature
    cards (or the whole library) are revealed; those creature cards enter the battlefield
    under the player's control (their own library's cards), and the library — the rest of
    the revealed cards still in it — is shuffled."""
    state = ctx.game.state
    want = ctx.amount(e.count)
    player = ctx.controller
    library = state.zone(player, LIBRARY)
    revealed: list[int] = []
    creatures: list[int] = []
    for oid in list(library):
        if len(creatures) >= want:
            break
        revealed.append(oid)
        if "Creature" in state.objects[oid].card.type_line.split("—")[0]:
            creatures.append(oid)
    if want <= 0:
        return
    ctx.game.log("reveal", player, cards=[state.objects[o].card.name for o in revealed])
    for oid in creatures:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == LIBRARY:
            ctx.game.move(obj, BATTLEFIELD, cause="reveal", controller=player)
    ctx.game.shuffle(player)  # the rest were never taken out: shuffled into the library


@handles(ReturnDestroyedCard)
def _return_destroyed(ctx: Context, e: ReturnDestroyedCard, answers: tuple[Any, ...]
                      ) -> Ask | None:

    state = ctx.game.state
    options = tuple(oid for oid in ctx.memo.get("destroyed_cards", ())
                    if oid in state.objects and state.objects[oid].zone == GRAVEYARD
                    and "Creature" in state.objects[oid].card.type_line.split("—")[0])
    if not options:
        return None
    if not answers and len(options) > 1:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                   "return a creature card put into a graveyard this way", options)
    chosen = answers[0] if answers else options[0]
    obj = state.objects.get(chosen)
    if obj is None or obj.zone != GRAVEYARD:
        return None
    new = ctx.game.move(obj, BATTLEFIELD, cause="return", controller=ctx.controller)
    if new.zone == BATTLEFIELD:
        _temp(ctx, m.ContinuousEffect("4", add_subtypes=e.subtypes), [new.id], "permanent")
        _temp(ctx, m.ContinuousEffect("5", add_colors=e.colors), [new.id], "permanent")
    return None


@handles(DamageExchange)
def _damage_exchange(ctx: Context, e: DamageExchange, _a: tuple[Any, ...]) -> None:

    state = ctx.game.state
    for source_ref, to_ref in ((e.a, e.b), (e.b, e.a)):
        sources = [i for i in ctx.objects(source_ref) if state.objects[i].zone == BATTLEFIELD]
        targets = [i for i in ctx.objects(to_ref) if state.objects[i].zone == BATTLEFIELD]
        if not sources or not targets:
            continue
        c = chars(state, state.objects[sources[0]])
        deal_damage(ctx.game, c, c.controller, targets[0], c.power, source_id=sources[0])
