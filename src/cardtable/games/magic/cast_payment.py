"""Paying for a spell or ability and putting it on the stack (CR 601.2g–i, 602.2b, 603.3,
118.3 costs other than mana, 730.1 rewinding an illegal proposal).

The last steps of a :class:`~cardtable.games.magic.frames.CastFrame`: the total cost is
planned against the player's pool and sources; if it cannot be paid the proposal is rewound and
the game is as it was (730.1); otherwise mana is spent, the non-mana costs are paid (tap,
sacrifice, discard, exile from a graveyard, life, loyalty, counters, crew, ninjutsu's return),
the object moves to the stack and the "cast" and "becomes the target" triggers fire.
"""
from __future__ import annotations

from dataclasses import replace as dataclass_replace
from typing import TYPE_CHECKING

from cardtable.core.decision import Decision
from cardtable.games.magic import costs, graveyard_casts, triggers
from cardtable.games.magic.cast_modes import ability_cost, frame_requirement
from cardtable.games.magic.combat import exert
from cardtable.games.magic.costs import hand_ability, put_cost_counter
from cardtable.games.magic.faces import unchoose
from cardtable.games.magic.frames import CastFrame
from cardtable.games.magic.keyword_casts import (
    CASCADE,
    FORETELL,
    MADNESS,
    SUSPEND,
    foretell_card,
    suspend_card,
)
from cardtable.games.magic.mana import (
    execute_payment,
    mana_sources,
    plan_payment,
)
from cardtable.games.magic.mana_riders import OPAL, spend, usable_pool
from cardtable.games.magic.model import (
    ActivatedAbility,
    AddMana,
    Amount,
    Cost,
    SpellAbility,
)
from cardtable.games.magic.model.keyword_mechanics import ForetellExile, SuspendExile
from cardtable.games.magic.model.zone_verbs_9 import SPENT_COUNT
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    StackItem,
)
from cardtable.games.magic.requirement import Requirement
from cardtable.games.magic.targets import describe
from cardtable.games.magic.triggers import cycled
from cardtable.games.magic.zones import last_known, move, put_in_zone, remove_from_zone

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

def nonmana_cost(frame: CastFrame, game: GameServices | None = None) -> Cost:
    if frame.kind == "ability":
        return ability_cost(frame.ability)
    if frame.kind == "spell" and frame.way and game is not None:
        way = costs.way_cost(game.state.objects[frame.obj].card, frame.way)
        if way != Cost(mana=way.mana):
            return way  # e.g. flashback "Sacrifice three creatures" (702.34a)
    found = Cost()
    if frame.kind == "spell" and isinstance(frame.ability, SpellAbility):
        for cost in frame.ability.additional_costs:
            found = costs.chosen_additional(cost, frame.otherwise)
            break
    if frame.kind == "spell" and frame.casualty and game is not None and (
            found.sacrifice is None):  # casualty's sacrifice (702.153a), chosen with the rest
        need = costs.casualty_filter(game.state.objects[frame.obj].card)
        if need is not None:
            found = dataclass_replace(found, sacrifice=need, sacrifice_count=1)
    if frame.kind == "spell" and frame.conspire and game is not None and (
            found.tap_untapped is None):  # conspire's two creatures (702.78a)
        need = costs.conspire_filter(game.state.objects[frame.obj].card)
        if need is not None:
            found = dataclass_replace(found, tap_untapped=need, tap_untapped_count=2)
    if frame.kind == "spell" and frame.kicked and game is not None:
        kick = costs.kicker_cost(game.state.objects[frame.obj].card)
        if kick is not None:  # "Kicker—Sacrifice a land", "… Tap an untapped Vampire" (702.33a)
            found = costs.with_optional_parts(found, kick)
    if frame.kind == "spell" and frame.buyback and game is not None:
        bought = costs.buyback_cost(game.state.objects[frame.obj].card)
        if bought is not None:  # "Buyback—Discard two cards" (Forbid; 702.27a)
            found = costs.with_optional_parts(found, bought)
    return found



def rewind(game: GameServices, frame: CastFrame, why: str) -> Decision | None:
    """Undo the proposal (CR 730.1): nothing has changed yet, so drop the frame. A trigger that
    cannot be put on the stack is removed (603.3c–d)."""
    game.work.pop()
    if frame.kind == "spell":
        unchoose(game, frame.obj)  # a face chosen for the cast turns back (709.3, 712.11b)
    card = game.state.objects.get(frame.obj)
    if frame.way == MADNESS and card is not None and card.zone == EXILE:
        move(game, card, GRAVEYARD, cause="madness")  # not cast: to the graveyard (702.35a)
    if frame.way == CASCADE and card is not None and card.zone == EXILE:
        move(game, card, LIBRARY, top=False, cause="cascade")  # not cast: bottom (702.85a)
    game.log("removed" if frame.kind == "trigger" else "rewind", frame.player, name=frame.name,
             why=why)
    return None


def finish(game: GameServices, frame: CastFrame) -> None:
    state = game.state
    player = frame.player
    spent: set[str] = set()
    if frame.kind != "trigger":
        need = frame_requirement(game, frame)
        # tapped for the cost: no mana from them — nor from a source whose {T} is part of the
        # cost (Mind Stone's "{1}, {T}, Sacrifice ~" cannot pay its {1} with its own mana)
        held = list(frame.tapped_for_cost or ())
        source = state.objects.get(frame.obj)
        if (frame.kind == "ability" and source is not None and source.zone == BATTLEFIELD
                and not source.tapped and nonmana_cost(frame, game).tap):
            held.append(source.id)
        for oid in held:
            state.objects[oid].tapped = True
        spell = state.objects[frame.obj] if frame.kind == "spell" else None
        ability_source = state.objects.get(frame.obj) if frame.kind == "ability" else None
        pool = usable_pool(state, player, spell, ability_source) if state.mana_riders else \
            state.players[player].pool  # 106.6: restricted mana pays only what it may
        plan = plan_payment(pool, mana_sources(state, player), need)
        for oid in held[len(frame.tapped_for_cost or ()):]:
            state.objects[oid].tapped = False  # the {T} cost itself is paid with the others
        if plan is None:
            for oid in frame.tapped_for_cost or ():
                state.objects[oid].tapped = False
            rewind(game, frame, "its cost cannot be paid")
            return
        if frame.tapped_for_cost:
            state.touch()
            game.log("tap_for_cost", player, sources=list(frame.tapped_for_cost))
            triggers.tapped(game, list(frame.tapped_for_cost))  # 701.21a
        if frame.assist and len(frame.assist) == 2 and frame.assist[1] > 0:  # 702.132a
            helper, amount = frame.assist
            if not game.pay_mana(helper, Requirement(generic=amount)):
                rewind(game, frame, "the assisting player cannot pay")
                return
            game.log("assist", helper, name=frame.name, paid=amount)
        taps = execute_payment(state, player, plan)
        triggers.tapped(game, taps)
        spent = {f"spent:{s}" for s, n in plan[0].items() if n > 0}  # its colours (601.2h)
        spent |= {f"{SPENT_COUNT}{s}:{n}" for s, n in plan[0].items() if n > 1}  # adamant
        if taps:
            game.log("tap_for_mana", player, sources=taps)
        if state.mana_riders:  # CR 106.6: mana spent on this spell does what it says
            spend(game, player, dict(plan[0]), spell, ability_source)
        tapped = [oid for oid in frame.convoked or ()
                  if state.objects[oid].zone == BATTLEFIELD]
        for oid in tapped:  # convoke (702.51a), improvise (702.126a)
            state.objects[oid].tapped = True
        if tapped:
            game.log("convoke", player, sources=tapped)
            triggers.tapped(game, tapped)
        for oid in frame.convoked or ():  # delve: exiled from the graveyard (702.66a)
            if state.objects[oid].zone == GRAVEYARD:
                move(game, state.objects[oid], EXILE, cause="delve")
        if frame.life_paid:
            state.players[player].life -= costs.LIFE_PER_PHYREXIAN * len(frame.life_paid)
            triggers.life_lost(game, player, costs.LIFE_PER_PHYREXIAN * len(frame.life_paid))
        pay_other(game, frame)
    game.work.pop()
    source_id = frame.obj
    if frame.kind == "ability" and getattr(frame.ability, "is_mana_ability", False):
        _mana_ability_resolves(game, frame)
        return
    if frame.kind == "ability" and isinstance(frame.ability, ActivatedAbility) and (
            frame.ability.zone == HAND and frame.ability.text in (SUSPEND, FORETELL)):
        special = frame.ability.effects[0]  # a special action, no stack (116.2f, 116.2h)
        if isinstance(special, SuspendExile) and frame.obj in state.objects:
            suspend_card(game, state.objects[frame.obj], special.count)
        if isinstance(special, ForetellExile) and frame.obj in state.objects:
            foretell_card(game, state.objects[frame.obj])
        return
    if frame.kind == "spell":
        card_obj = state.objects[frame.obj]

        state.mana_spent[card_obj.id] = frame_requirement(game, frame).total + (  # 601.2h
            frame.assist[1] if frame.assist and len(frame.assist) == 2 else 0)  # assist
        if frame.x:
            state.cast_x[card_obj.id] = frame.x  # "enters with X counters" (107.3m)
        game.spell_cast_from(player, card_obj)
        from_hand = card_obj.zone == HAND
        cast_zone = card_obj.zone  # "Whenever you cast a spell from your graveyard" (h5)
        permitted = graveyard_casts.use(state, player, card_obj) \
            if frame.way == graveyard_casts.GRAVEYARD_TURN else frozenset()  # Karador (601.2)
        remove_from_zone(state, card_obj)
        put_in_zone(state, card_obj, STACK)
        card_obj.bestowed = frame.bestow  # an Aura spell while bestowed (702.103b)
        card_obj.face_down = frame.way == "morph"  # a face-down spell (702.37c, 708.4)
        state.touch()
        item = StackItem(state.new_id(), player, frame.ability, card_obj.id, obj=card_obj.id,
                         targets=frame.targets, modes=frame.modes, x=frame.x,
                         divisions=frame.divisions, name=frame.name if card_obj.face_down
                         else card_obj.card.name,
                         kicked=bool(frame.kicked), chooser=frame.chooser,
                         bestowed=frame.bestow,
                         # "the sacrificed creature" of a spell's additional cost (Worthy Cause)
                         event=(("sacrificed", frame.sacrifices[0]),) if frame.sacrifices
                         else ())
        cast_notes = ({frame.way} if frame.way else set()) | (
            {costs.KICKED} if frame.kicked else set()) | (
            {costs.BOUGHT_BACK} if frame.buyback else set()) | (
            {costs.CASUALTY} if frame.casualty else set()) | (
            {costs.CONSPIRED} if frame.conspire else set()) | (
            {f"{costs.KICKS}{frame.kicks}"} if frame.kicks else set()) | spent | (
            {costs.FROM_HAND} if from_hand else {triggers.CAST_FROM + cast_zone}) | (
            permitted)  # rebound (702.88a); the zone cast from (601.2a)
        # beside what paying this cast noted (Opal Palace's mana, mana_riders.spend)
        cast_notes |= {n for n in state.cast_notes.get(card_obj.id, ())
                       if n.startswith(OPAL + ":")}
        if cast_notes:
            state.cast_notes[card_obj.id] = frozenset(cast_notes)
    else:
        event = frame.event + ((("sacrificed", frame.sacrifices[0]),) if frame.sacrifices
                               and frame.kind == "ability" else ())  # "the sacrificed creature"
        if frame.discards and frame.kind == "ability":  # "the discarded card" (issue 29, QF)
            event += (("discarded", frame.discards[0]),)
        item = StackItem(state.new_id(), player, frame.ability, source_id,
                         targets=frame.targets, modes=frame.modes, x=frame.x,
                         divisions=frame.divisions, event=event, name=frame.name,
                         chooser=frame.chooser)
    state.stack.append(item)
    game.log("cast" if frame.kind == "spell" else ("trigger" if frame.kind == "trigger"
                                                     else "activate"),
             player, name=frame.name, item=item.id,
             targets=[describe(state, t) for group in frame.targets for t in group],
             x=frame.x)
    if frame.kind == "spell":
        game.fire_cast(item)
    elif frame.kind == "ability":  # "Whenever you activate an ability …" (602.2i; h7-trg)
        triggers.ability_activated(game, player, source_id, frame.ability)
    triggers.targeted(game, item)  # "becomes the target" (ward)
    if frame.kind != "trigger":
        state.priority = player
        state.passes = 0


def pay_other(game: GameServices, frame: CastFrame) -> None:
    state = game.state
    cost = nonmana_cost(frame, game)

    if frame.kind == "ability":
        source = state.objects.get(frame.obj)
        if source is not None:
            if cost.tap:
                if not source.tapped:
                    triggers.tapped(game, [source.id])
                source.tapped = True
            if cost.untap:
                source.tapped = False
            if cost.loyalty is not None:
                loyalty = source.counters.get("loyalty", 0) + cost.loyalty
                source.counters["loyalty"] = loyalty
                state.touch()
            if cost.remove_counters:
                removed = frame.x if not isinstance(cost.remove_count, int) else \
                    cost.remove_count
                source.counters[cost.remove_counters] = source.counters.get(
                    cost.remove_counters, 0) - removed
                state.touch()
            key = (frame.obj, frame.index)
            state.activations[key] = state.activations.get(key, 0) + 1
            if cost.sacrifice_self:
                move(game, source, GRAVEYARD, cause="sacrifice")
            elif cost.return_self and source.zone == BATTLEFIELD:  # "Return ~ to its
                move(game, source, HAND, cause="cost")  # owner's hand: …" (118.3)
            if cost.exile_self and source.zone == GRAVEYARD:  # "Exile this card from your
                # graveyard" (scavenge, 702.97a): the ability's source as it last existed
                state.lki[source.id] = last_known(state, source)  # (113.7a; h5-costs)
                move(game, source, EXILE, cause="cost")
            elif cost.exile_self and source.zone == BATTLEFIELD:  # "{T}, Exile ~: …" (118.3)
                move(game, source, EXILE, cause="cost")
            if cost.put_counter_self and source.zone == BATTLEFIELD:  # "Put a -1/-1 counter
                put_cost_counter(game, source, cost.put_counter_self)  # on ~: …" (122.1)
            if cost.exert_self and source.zone == BATTLEFIELD:  # "{T}, Exert ~: …" (701.39a)
                exert(game, frame.player, [source.id])
    for oid in frame.counter_from or ():  # "Remove a +1/+1 counter from a creature you
        obj = state.objects.get(oid)  # control" (118.3, 122)
        kind = cost.remove_from_kind
        if obj is not None and obj.zone == BATTLEFIELD and obj.counters.get(kind, 0) > 0:
            obj.counters[kind] -= 1
            state.touch()
            game.log("counters", None, on=f"{obj.card.name}#{oid}", counter=kind, amount=-1)
    for oid in frame.counter_on or ():  # "Put a -1/-1 counter on a creature you control"
        obj = state.objects.get(oid)  # (118.3, 122.1; h9-sta)
        if obj is not None and obj.zone == BATTLEFIELD:
            put_cost_counter(game, obj, cost.put_counter_on_kind)
    if cost.reveal_self and frame.obj in state.objects:  # forecast (702.57a, 701.16a)
        game.log("reveal", frame.player, cards=[state.objects[frame.obj].card.name])
    if cost.pay_half_life:  # "Pay half your life, rounded up" (119.4)
        half = costs.half_life(game, frame.player)
        state.players[frame.player].life -= half
        game.log("life", frame.player, lost=half, life=state.players[frame.player].life)
        triggers.life_lost(game, frame.player, half)  # paying life is losing it (119.4)
    library = state.zone(frame.player, LIBRARY)
    if cost.exile_top_library:  # "Exile the top two cards of your library" (118.3)
        game.move_batch(library[:cost.exile_top_library], EXILE, cause="cost")
    top = costs.top_graveyard_card(game, frame.player, cost)  # h6-costs (Alms; 404.2)
    if top is not None:
        move(game, state.objects[top], EXILE, cause="cost")
    if cost.mill:  # "Mill a card" (701.13a)
        game.move_batch(state.zone(frame.player, LIBRARY)[:cost.mill], GRAVEYARD,
                        cause="mill")
    if cost.discard_hand:  # "Discard your hand" (701.8a)
        for oid in list(state.zone(frame.player, HAND)):
            move(game, state.objects[oid], GRAVEYARD, cause="discard")
    for oid in frame.sacrifices:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == BATTLEFIELD:
            move(game, obj, GRAVEYARD, cause="sacrifice")
    for oid in frame.discards:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == HAND:
            move(game, obj, GRAVEYARD, cause="discard")
    for oid in frame.exiled or ():
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == GRAVEYARD:
            move(game, obj, EXILE, cause="cost")
    for oid in frame.revealed or ():  # "reveal a Merfolk card from your hand" (701.16a)
        if oid in state.objects:
            game.log("reveal", frame.player, cards=[state.objects[oid].card.name])
    for oid in frame.exiled_from_hand or ():  # "exile a blue card from your hand" (118.3)
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == HAND:
            move(game, obj, EXILE, cause="cost")
    for oid in frame.bounced or ():  # "return a land you control to its owner's hand"
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == BATTLEFIELD:
            move(game, obj, HAND, cause="cost")
    if frame.returned:  # 702.49a-b: the ninja card is revealed from its owner's hand
        game.log("reveal", frame.player, cards=[state.objects[frame.obj].card.name])
    for oid in frame.returned or ():  # ninjutsu's cost (702.49a): to its owner's hand
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == BATTLEFIELD:
            move(game, obj, HAND, cause="ninjutsu")
    for oid in frame.crew or ():
        if oid in state.objects:  # they crew the Vehicle (702.122b)
            if not state.objects[oid].tapped:
                triggers.tapped(game, [oid])
            state.objects[oid].tapped = True
    if frame.crew:  # "Whenever ~ crews a Vehicle" / "… becomes crewed" (h8-trg)
        triggers.crewed(game, frame.obj, list(frame.crew))
    if cost.pay_life:
        state.players[frame.player].life -= cost.pay_life
        triggers.life_lost(game, frame.player, cost.pay_life)  # 119.4 (h7-trg)
    if cost.pay_energy:  # "Pay {E}{E}" (CR 107.14, 122.1): energy counters removed
        held = state.players[frame.player].counters
        held["energy"] = held.get("energy", 0) - cost.pay_energy
        game.log("counters", frame.player, counter="energy", amount=-cost.pay_energy)
    if cost.pay_life_x and frame.x:  # "pay X life" (119.4: X was capped at the life total)
        state.players[frame.player].life -= frame.x
        game.log("life", frame.player, lost=frame.x, life=state.players[frame.player].life)
        triggers.life_lost(game, frame.player, frame.x)
    if cost.discard_self and frame.kind == "ability":
        source = state.objects.get(frame.obj)
        if source is not None and source.zone == HAND:
            hand = hand_ability(source.card, frame.index)
            # "Discard ~: It deals 4 damage …": the source as it last existed (113.7a)
            state.lki[source.id] = last_known(state, source)
            moved = move(game, source, GRAVEYARD, cause="discard")  # cycling (702.29a)
            if hand is not None and hand.text.endswith("cycling"):
                cycled(game, moved, frame.player)  # "When you cycle ~" (702.29d)


def _mana_ability_resolves(game: GameServices, frame: CastFrame) -> None:
    """A mana ability whose costs needed choices (Ashnod's Altar's "Sacrifice a creature"):
    every cost is paid above; it resolves at once, without the stack, and the player keeps
    priority (CR 605.3a–b)."""
    from dataclasses import replace

    from cardtable.games.magic.model import ActivatedAbility, Cost

    ability = frame.ability
    assert isinstance(ability, ActivatedAbility)
    source = game.state.objects.get(frame.obj)
    if source is None:  # sacrificed as part of the cost: it resolves as it last existed
        moved = game.state.moved.get(frame.obj)
        source = game.state.objects.get(moved) if moved is not None else None
    if source is None:
        return
    if ability.cost.remove_counters and not isinstance(ability.cost.remove_count, int):
        ability = _removed_counted(ability, frame.x)  # "Remove any number of …" (h6-costs)
    game.activate_mana(source, frame.index, replace(ability, cost=Cost()), frame.symbol)


def _removed_counted(ability: ActivatedAbility, removed: int) -> ActivatedAbility:
    """The mana ability with "for each storage counter removed this way" read as the number
    its cost removed (CR 605.3b, 608.2c: the X chosen as the cost was paid, 107.3)."""
    effects = tuple(
        dataclass_replace(e, amount=dataclass_replace(e.amount, kind="fixed", fixed=removed))
        if isinstance(e, AddMana) and isinstance(e.amount, Amount)
        and e.amount.kind == "counters_removed_this_way" else e for e in ability.effects)
    return dataclass_replace(ability, effects=effects)
