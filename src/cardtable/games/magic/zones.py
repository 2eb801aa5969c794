"""Zones and zone changes (CR 400–408, 400.7, 111.7–8, 614.1c–d, 614.6, 616).

:func:`move` puts an object into another zone as a **new object** (new id, CR 400.7): it
keeps only its card and owner; counters, damage, attachments and effects are gone. What it was
like is kept as :class:`LastKnown` under its old id. Replacement effects that change a zone
change ("if it would die, exile it instead"; "enters tapped"; "enters with counters") are
applied here: self-replacement effects first, then the rest in timestamp order (616.1a; the
affected player's choice among several others is offered by the replacement room).
Tokens that leave the battlefield cease to exist when SBAs are next checked (704.5d, 111.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic import enter_sacrifice, triggers
from cardtable.games.magic.chosen import (
    chosen_name,
    chosen_option,
    chosen_type,
    default_type,
    entering_name_choices,
    record,
    record_name,
    record_option,
)
from cardtable.games.magic.costs import entered, kicks
from cardtable.games.magic.faces import card_after_move, entering_face
from cardtable.games.magic.faces import entered as faces_entered
from cardtable.games.magic.keyword_abilities import SUNBURST_COUNTER
from cardtable.games.magic.keyword_casts import (
    colors_spent,
    entering_counters,
    entering_keyword_choice,
    madness_destination,
    madness_exiled,
    sunburst_counter,
    unearth_destination,
)
from cardtable.games.magic.layers import Chars, base_chars, chars, matches, matches_chars
from cardtable.games.magic.model import (
    CardDef,
    Filter,
    ReplacementAbility,
    TriggeredAbility,
)
from cardtable.games.magic.model.names_9 import CHOOSE_CARD_NAME
from cardtable.games.magic.model.statics_8 import COUNTER_SUFFIX, GY_PERMANENT
from cardtable.games.magic.morph import FACE_DOWN_NAME
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    GameObject,
    LastKnown,
)

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices
    from cardtable.games.magic.state import MagicState


def last_known(state: MagicState, obj: GameObject) -> LastKnown:
    c = chars(state, obj)
    on_battlefield = obj.zone == BATTLEFIELD
    attached = tuple(o.id for o in state.objects.values() if o.attached_to == obj.id) \
        if on_battlefield else ()
    triggered = tuple(a for a in c.abilities if isinstance(a, TriggeredAbility)) \
        if on_battlefield else ()
    return LastKnown(obj.id, c.name, obj.owner, c.controller, obj.zone, c.power, c.toughness,
                     c.types, c.subtypes, c.colors, tuple(sorted(obj.counters.items())),
                     obj.token, c.mana_value, obj.copied or obj.card, attached, triggered,
                     obj.attached_to if on_battlefield else None)


def remove_from_zone(state: MagicState, obj: GameObject) -> None:
    zone = obj.zone
    if zone == BATTLEFIELD and obj.id in state.phased_out:  # 702.26k (phasing.py)
        del state.phased_out[obj.id]
    elif zone == BATTLEFIELD:
        state.battlefield.remove(obj.id)
    elif zone == STACK:
        pass
    else:
        state.players[obj.owner].zones[zone].remove(obj.id)


def put_in_zone(state: MagicState, obj: GameObject, zone: str, top: bool = True) -> None:
    obj.zone = zone
    if zone == BATTLEFIELD:
        state.battlefield.append(obj.id)
    elif zone == STACK:
        pass
    elif zone == LIBRARY and top:
        state.players[obj.owner].zones[zone].insert(0, obj.id)
    else:
        state.players[obj.owner].zones[zone].append(obj.id)


EXILE_IF_DIES = "exile_if_dies"


def dies_replacement(state: MagicState, obj: GameObject) -> str:
    """Where an object that would go to its owner's graveyard goes instead (614.6): "If ~
    would die, exile it instead" for a permanent; "If ~ would be put into a graveyard from
    anywhere, exile it instead" from any zone (its ability works everywhere, 113.6b). A
    face-down permanent has neither (708.2a)."""
    c = chars(state, obj)
    if obj.zone == BATTLEFIELD and EXILE_IF_DIES in c.rules:
        # "If that creature would die this turn, exile it instead." (a resolved spell's
        # replacement effect on the objects it named, CR 614.1a, 611.2c)
        return "exile"
    for ability in c.abilities:
        if (isinstance(ability, ReplacementAbility) and ability.applies_to == "self"
                and ability.event == "to_graveyard" and ability.action == "shuffle"):
            # "reveal ~ and shuffle it into its owner's library instead" (614.1a; move()
            # reveals it and shuffles)
            return LIBRARY
        if (isinstance(ability, ReplacementAbility) and ability.applies_to == "self"
                and ability.action == "exile" and (
                    ability.event == "to_graveyard"
                    or (ability.event == "dies" and obj.zone == BATTLEFIELD))):
            return "exile"
    if obj.zone == BATTLEFIELD and _exiled_by_others(state, obj):
        return "exile"
    if exiled_instead_of_graveyard(state, obj):  # Rest in Peace (614.1a; h8-sta)
        return "exile"
    return GRAVEYARD


def _keyword_counter_choice(state: MagicState, new: GameObject) -> None:
    """"~ enters with your choice of a flying counter or a first strike counter on it." (CR
    614.1c, 122.1b): the option chosen as the spell resolved (chosen.py; entering another
    way, the first), put on it as a counter."""
    if new.zone != BATTLEFIELD:
        return
    for ability in new.card.abilities:
        if isinstance(ability, ReplacementAbility) and ability.event == "enters" and (
                ability.action == "choose_option" and ability.options
                and all(o.endswith(COUNTER_SUFFIX) for o in ability.options)):
            chosen = chosen_option(state, new.id)
            kind = (chosen if chosen in ability.options else ability.options[0]).removesuffix(
                COUNTER_SUFFIX)
            new.counters[kind] = new.counters.get(kind, 0) + 1


def exiled_instead_of_graveyard(state: MagicState, obj: GameObject) -> bool:
    """"If a card or token would be put into a graveyard from anywhere, exile it instead."
    (Rest in Peace), "If a card would be put into an opponent's graveyard from anywhere, …"
    (Leyline of the Void), "If a permanent would be put into a graveyard, …" (Samurai of the
    Pale Curtain; from the battlefield only): a permanent's static replacement for the objects
    its filter matches as its controller sees them, from any zone (CR 614.1a; h8-sta)."""
    for oid in state.battlefield:
        source = state.objects[oid]
        if not any(isinstance(a, ReplacementAbility) and a.event == "to_graveyard"
                   and a.applies_to == "filter" for a in (source.copied or source.card).abilities):
            continue  # the printed (or copied) card has none: skip the layers (speed)
        c = chars(state, source)
        for ability in c.abilities:
            if (isinstance(ability, ReplacementAbility) and ability.event == "to_graveyard"
                    and ability.action == "exile" and ability.applies_to == "filter"
                    and ability.filter is not None
                    and (ability.options != (GY_PERMANENT,) or obj.zone == BATTLEFIELD)
                    and matches(state, obj, ability.filter, c.controller, oid)):
                return True
    return False


def _exiled_by_others(state: MagicState, obj: GameObject) -> bool:
    """"If a creature dealt damage by ~ this turn would die, exile it instead." (Frostwielder;
    CR 614.1a): a permanent's static replacement for the dying objects its filter matches, as
    it controls it (h5-triggers, issue 29)."""
    for oid in state.battlefield:
        source = state.objects[oid]
        if not any(isinstance(a, ReplacementAbility) and a.applies_to == "filter"
                   for a in (source.copied or source.card).abilities):
            continue  # the printed (or copied) card has none: skip the layers (speed)
        c = chars(state, source)
        for ability in c.abilities:
            if (isinstance(ability, ReplacementAbility) and ability.event == "dies"
                    and ability.action == "exile" and ability.applies_to == "filter"
                    and ability.filter is not None
                    and matches(state, obj, ability.filter, c.controller, oid)):
                return True
    return False


def move(game: GameServices, obj: GameObject, to: str, *, top: bool = True,
         cause: str = "", controller: int | None = None, tapped: bool = False,
         counters: dict[str, int] | None = None,
         copy_of: CardDef | None = None, bestowed: bool = False,
         hidden: bool = False, face_down: bool = False,
         attached_to: int | None = None) -> GameObject:
    """Move ``obj`` to zone ``to`` (the owner's, CR 400.3) as a new object; return it.
    ``hidden``: exiled face down (406.3) — the log names it to its owner only.
    ``attached_to``: an Aura spell enters attached to the object it targeted (303.4f), so its
    enters-the-battlefield abilities already see what it enchants (603.4)."""
    state = game.state
    from_zone = obj.zone
    replaced = ""
    if to == GRAVEYARD:
        to = dies_replacement(state, obj)
        replaced = GRAVEYARD if to != GRAVEYARD else ""  # its own "exile it instead" (614.6)
    madness = madness_destination(obj, to, cause) != to  # discarded, exiled instead (702.35a)
    if madness:
        to = EXILE
    to = unearth_destination(game, obj, to)  # an unearthed permanent leaves to exile (702.84a)
    to = enter_sacrifice.destination(  # "If ~ would enter, sacrifice a Forest instead" (614.1a)
        game, obj, to, controller, lambda o: move(game, o, GRAVEYARD, cause="sacrifice"))
    old_id = obj.id
    spent = state.mana_spent.pop(old_id, 0) if from_zone == STACK else 0
    cast_x = state.cast_x.pop(old_id, 0) if from_zone == STACK else 0
    if from_zone in (BATTLEFIELD, STACK):
        state.lki[old_id] = last_known(state, obj)
        if from_zone == BATTLEFIELD:  # revolt: as its controller controlled it (603.10a)
            state.left_battlefield_this_turn.add(state.lki[old_id].controller)
        if to == GRAVEYARD and from_zone == BATTLEFIELD and "Creature" in state.lki[
                old_id].types:
            state.died_this_turn += 1  # "a creature died this turn" (700.4, morbid)
            state.died_ids = (*state.died_ids, old_id)
    remove_from_zone(state, obj)
    del state.objects[old_id]
    new = GameObject(state.new_id(), card_after_move(obj.card, from_zone, to, cause), obj.owner,
                     obj.owner, to, obj.token, uid=obj.uid, timestamp=state.new_timestamp())
    if to == BATTLEFIELD and from_zone == STACK and state.effects:
        _follow_spell(state, old_id, new.id)
    if to == BATTLEFIELD:
        new.face_down = obj.face_down and from_zone == STACK  # 708.4: it stays face down
        if face_down:  # manifest (CR 701.34a): a face-down 2/2 from another zone
            new.face_down = new.manifested = True
        new.card = entering_face(state, new.card)  # daybound at night (702.145b)
        new.copied = copy_of  # it enters as the copy (707.5)
        new.bestowed = bestowed  # an Aura as it enters (702.103b)
        new.controller = obj.controller if controller is None else controller
        new.sick = True
        new.tapped = tapped
        new.attached_to = attached_to
        state.entered_this_turn.add(new.id)
        new.controlled_since = new.timestamp
        printed = copy_of or obj.card
        if printed.loyalty is not None:
            new.counters["loyalty"] = printed.loyalty  # 306.5b
        for kind, amount in (counters or {}).items():  # "enters with" (614.1c)
            new.counters[kind] = new.counters.get(kind, 0) + amount
        if old_id in state.cast_notes:  # "if ~ was kicked, it enters with …" (702.33d)
            state.cast_notes[new.id] = state.cast_notes[old_id]

        _entering_replacements(game, new, spent, kicks(game, old_id) if from_zone == STACK
                               else 0, cast_x, _revealed(state, old_id, from_zone))
    state.objects[new.id] = new
    state.moved[old_id] = new.id
    if replaced:
        game.replaced_destination(new, replaced)  # a format's competing replacement (616.1)
    put_in_zone(state, new, to, top)
    if replaced and to == LIBRARY:  # "reveal ~ and shuffle it into its owner's library" (701.20)
        game.log("reveal", None, name=obj.card.name, id=old_id,
                 why="it would have been put into a graveyard (CR 614.1a)")
        game.shuffle(new.owner)
    if from_zone == BATTLEFIELD:
        _leave_battlefield(game, obj, old_id)
        if old_id in state.exiled_until:  # "until ~ leaves the battlefield" (610.3)
            state.until_returns = (*state.until_returns, *state.exiled_until.pop(old_id))
    state.touch()
    if to == BATTLEFIELD:
        faces_entered(game, new)  # day or night may begin (702.145d, g; 728.1)
    visible = to not in (LIBRARY, HAND) or from_zone not in (LIBRARY, HAND)
    if new.face_down:  # a face-down spell becomes a face-down permanent: still nameless (708.5)
        game.log("move", None, secret={"card": obj.card.name}, secret_to=frozenset(
            {obj.owner}), name=FACE_DOWN_NAME, old=old_id, new=new.id, frm=from_zone, to=to,
                 cause=cause)
    elif hidden:  # exiled face down (406.3): its name only to its owner, who chose it
        game.log("move", obj.owner, secret={"card": obj.card.name}, name="face-down card",
                 old=old_id, new=new.id, frm=from_zone, to=to, cause=cause)
    else:
        if obj.face_down:
            game.log("reveal", None, name=obj.card.name, id=old_id,
                     why="a face-down card left the " + from_zone + " (CR 708.9)")
        if visible:
            game.log("move", None, name=obj.card.name, old=old_id, new=new.id, frm=from_zone,
                     to=to, cause=cause)
        else:  # between hidden zones (hand, library): the name is its owner's alone (400.2)
            game.log("move", obj.owner, secret={"card": obj.card.name}, name="card",
                     old=old_id, new=new.id, frm=from_zone, to=to, cause=cause)
    if state.cast_notes and old_id in state.cast_notes:
        entered(game, old_id, new)  # kicked / evoked (CR 702.33d, 702.74a)
    if to == BATTLEFIELD:
        triggers.entered(game, new)
        triggers.entered_with_counters(game, new)  # counters put as it entered (122.6)
        if cause == "play_land":  # "Whenever a player plays a land" (305.1; h7-trg)
            triggers.land_played(game, new)
        if "Saga" in (new.copied or new.card).type_line:
            game.add_lore(new)  # 714.3a
    if from_zone == BATTLEFIELD:
        triggers.left(game, old_id, to, obj)
        if cause == "sacrifice":  # "Whenever you sacrifice a creature" (701.17a)
            triggers.sacrificed(game, old_id, obj)
    elif from_zone == HAND and cause == "discard":
        triggers.discarded(game, obj.owner, new.id)
    if to == GRAVEYARD and not new.token:  # "… put into a graveyard from anywhere" (CR 404)
        triggers.card_to_graveyard(game, new)
        triggers.cards_to_graveyard(game, new, from_zone)  # "one or more …" (h7-trg)
    if from_zone == GRAVEYARD:  # "Whenever one or more cards leave your graveyard"
        triggers.cards_left_graveyard(game, obj)
    if madness:
        madness_exiled(game, new)
    if not game.leaving_batch:
        return_exiled_until(game)  # a lone move is its own event (610.3d)
    return new


def _follow_spell(state: MagicState, old_id: int, new_id: int) -> None:
    """400.7a: effects of spells and abilities that changed a permanent spell's
    characteristics or controller go on applying to the permanent it becomes."""
    from dataclasses import replace

    state.effects = [replace(e, affected=(e.affected - {old_id}) | {new_id})
                     if old_id in e.affected else e for e in state.effects]


def _revealed(state: MagicState, old_id: int, from_zone: str) -> int:
    """The total mana value a "when you cast this spell" reveal noted on the spell (Naya
    Soulbeast); 0 for a permanent that was not cast or whose trigger did not resolve."""
    if from_zone != STACK:
        return 0
    for note in state.cast_notes.get(old_id, frozenset()):
        if note.startswith("revealed_mv:"):
            return int(note.partition(":")[2])
    return 0


def _entering_replacements(game: GameServices, new: GameObject, spent: int = 0,
                           kicked: int = 0, cast_x: int = 0, revealed: int = 0) -> None:
    """"Enters tapped" / "enters with N counters" from the object itself or from others
    (614.1c–d, 614.12); applied as it enters."""
    state = game.state
    sources = [new] + [state.objects[i] for i in state.battlefield]
    entering = _as_it_would_exist(state, new)  # 614.12: with the effects that would apply
    for source in sources:
        for ability in chars(state, source).abilities if source is not new else (
                entering.abilities):
            if not isinstance(ability, ReplacementAbility) or ability.event != "enters":
                continue
            if ability.condition is not None and not game.condition(
                    ability.condition, new.controller if source is new else source.controller,
                    source.id, {}):
                continue  # "if an opponent was dealt damage this turn" (bloodthirst)
            if ability.applies_to == "self" and source is not new:
                continue
            if ability.applies_to == "filter" and (ability.filter is None or not matches_chars(
                    state, new, entering, ability.filter, source.controller, source.id)):
                continue
            if ability.action == "choose_option" and source is new and not chosen_option(
                    state, new.id):  # not a spell that asked (chosen.py)
                record_option(state, new.id, ability.options[0])
            if ability.action == "choose_creature_type" and source is new and not chosen_type(
                    state, new.id):  # not a spell that asked (chosen.py)
                record(state, new.id, default_type(game, new.controller))
            if ability.action == CHOOSE_CARD_NAME and source is new and not chosen_name(
                    state, new.id):  # not a spell that asked: the first name offered (201.3)
                names = entering_name_choices(state, new.controller, ability.options)
                if names:
                    record_name(state, new.id, names[0])
            if ability.action == "tapped":
                new.tapped = True
            elif ability.action == "tapped_unless_pay_life" and source is new:
                _pay_life_or_tapped(game, new, ability)
            elif ability.action == "tapped_unless_reveal" and source is new:
                _reveal_or_tapped(game, new, ability)
            elif ability.action == "counters":
                amount = ability.amount if isinstance(ability.amount, int) else (
                    spent if ability.amount.kind == "mana_spent" else  # 601.2h
                    colors_spent(state.cast_notes.get(new.id, frozenset()))  # sunburst, and
                    * ability.amount.multiplier  # "two … counters for each color …" (QF)
                    if ability.amount.kind == "colors_spent" else
                    kicked if ability.amount.kind == "kicks" else  # 702.33c
                    revealed if ability.amount.kind == "revealed_mana_value" else
                    # X paid as it was cast (107.3m); "where X is …" counted now (614.1c)
                    game.amount(ability.amount, new.controller, cast_x))
                kind = sunburst_counter(entering.types) if (
                    ability.counter == SUNBURST_COUNTER) else ability.counter  # 702.44a
                if amount:  # none for "each time it was kicked" when it was not
                    new.counters[kind] = new.counters.get(kind, 0) + amount
    # Keywords effects gave it as a spell (400.7a) are among ``entering``'s
    # abilities, expanded like its own (bloodthirst, 702.54a): read above.
    entering_keyword_choice(game, new, new.controller)  # riot, unleash (702.136a, 702.98a)
    _keyword_counter_choice(state, new)  # "your choice of a flying counter or …" (h8-sta)
    entering_counters(game, new)  # devour, amplify (702.82a, 702.38a)


def _as_it_would_exist(state: MagicState, new: GameObject) -> Chars:
    """CR 614.12: the entering object's characteristics as they would be on the battlefield —
    every continuous effect that would apply to it there (Blood Moon makes a nonbasic land a
    Mountain with no other abilities, so its own "enters tapped" no longer applies)."""
    if not state.effects and not state.battlefield:
        return base_chars(new)
    state.objects[new.id] = new
    state.battlefield.append(new.id)
    state.touch()
    try:
        return chars(state, new)
    finally:
        state.battlefield.remove(new.id)
        del state.objects[new.id]
        state.touch()


def _pay_life_or_tapped(game: GameServices, new: GameObject, ability: ReplacementAbility) -> None:
    """"As ~ enters, you may pay 2 life. If you don't, it enters tapped." (CR 614.12, 614.1c):
    the controller chose as they played it (``PlayLand(way="pay_life")``, noted on the card);
    a land put onto the battlefield by an effect is not asked and enters tapped, which is
    always a legal choice. Life is paid only if the player can pay it (119.4, 119.8)."""
    from cardtable.games.magic.player_protection import payable_life

    state = game.state
    amount = ability.amount if isinstance(ability.amount, int) else 0
    wants = PAY_LIFE_NOTE in state.cast_notes.get(new.id, frozenset())
    if wants and payable_life(state, new.controller) >= amount:
        state.players[new.controller].life -= amount
        game.log("pay_life", new.controller, amount=amount, name=new.card.name)
        triggers.life_lost(game, new.controller, amount)  # 119.4 (h7-trg)
        return
    new.tapped = True


PAY_LIFE_NOTE = "pay_life"  # the land play's choice to pay life as it enters (actions.PlayLand)
REVEAL_NOTE = "reveal"  # the land play's choice to reveal a card as it enters (actions.PlayLand)


def reveal_candidates(state: MagicState, player: int, flt: Filter, land: int) -> list[int]:
    """The cards in ``player``'s hand, other than ``land`` itself, that a reveal land's "you
    may reveal a Giant card from your hand" could reveal."""
    return [oid for oid in state.zone(player, HAND) if oid != land
            and matches(state, state.objects[oid], flt, player, land)]


def _reveal_or_tapped(game: GameServices, new: GameObject, ability: ReplacementAbility) -> None:
    """"As ~ enters, you may reveal a Giant card from your hand. If you don't, ~ enters
    tapped." (CR 614.12, 614.1c): the controller chose as they played it
    (``PlayLand(way="reveal")``); the card revealed becomes known to every player (701.16a).
    A land put onto the battlefield by an effect is not asked and enters tapped."""
    state = game.state
    wants = REVEAL_NOTE in state.cast_notes.get(new.id, frozenset())
    found = reveal_candidates(state, new.controller, ability.filter or Filter(), new.id) \
        if wants else []
    if found:
        game.log("reveal", new.controller, cards=[state.objects[found[0]].card.name])
        return
    new.tapped = True


def _leave_battlefield(game: GameServices, obj: GameObject, old_id: int) -> None:
    state = game.state
    state.attackers.pop(old_id, None)
    state.blockers.pop(old_id, None)
    # Effects locked onto the old object end for it (611.2c: a new object is unaffected).
    if state.effects:
        state.effects = [e for e in state.effects
                         if old_id not in e.affected or len(e.affected) > 1]
    for other in state.objects.values():
        if other.attached_to == old_id:
            other.attached_to = None


def cease_to_exist(game: GameServices, obj: GameObject) -> None:
    """A token in a zone other than the battlefield, or a player's objects on leaving."""
    state = game.state
    remove_from_zone(state, obj)
    del state.objects[obj.id]
    # What was attached to it is now attached to nothing (an Aura goes at the next check of
    # state-based actions, 704.5m; Equipment stays unattached, 704.5n) — never to a stale id,
    # even while a decision is asked before that check (a commander's 903.9a choice).
    state.attackers.pop(obj.id, None)
    state.blockers.pop(obj.id, None)
    for other in state.objects.values():
        if other.attached_to == obj.id:
            other.attached_to = None
    state.touch()
    game.log("cease", None, name=obj.card.name, id=obj.id)


# -- Exile "until ~ leaves the battlefield" (CR 610.3) ---------------------------------------

def exile_until_leaves(game: GameServices, source_id: int, ids: list[int]) -> list[GameObject]:
    """Exile ``ids`` until the object ``source_id`` leaves the battlefield (610.3). If it has
    already left (610.3a, 610.3b: it is a new object now, or gone), nothing moves. The cards
    are linked to the source (607.2a) as well; a token is exiled but not remembered: it
    ceases to exist (111.8) and never returns. Each card is remembered with the zone it left,
    to which it returns (610.3: "its previous zone")."""
    state = game.state
    source = state.objects.get(source_id)
    if source is None or source.zone != BATTLEFIELD:
        return []
    came_from = {oid: state.objects[oid].zone for oid in ids if oid in state.objects}
    exiled = game.move_batch(ids, EXILE, cause="exile")  # at once (603.2)
    cards = tuple((state.moved[old], zone) for old, zone in came_from.items()
                  if state.moved.get(old) in state.objects
                  and state.objects[state.moved[old]].zone == EXILE
                  and not state.objects[state.moved[old]].token)
    if cards:
        state.linked_exile[source_id] = (*state.linked_exile.get(source_id, ()),
                                         *(oid for oid, _zone in cards))
        if state.objects.get(source_id) is source and source.zone == BATTLEFIELD:
            state.exiled_until[source_id] = (*state.exiled_until.get(source_id, ()), *cards)
        else:  # it left while they were being exiled: the event has happened, back at once
            state.until_returns = (*state.until_returns, *cards)
            return_exiled_until(game)
    return exiled


def return_exiled_until(game: GameServices) -> None:
    """The second one-shot effect of 610.3: every card whose source left in the event that
    just ended returns to its previous zone — the battlefield under its owner's control
    (610.3c), or its owner's hand — all in one event (610.3d). A card that already left exile
    is a new object and stays where it is (400.7)."""
    state = game.state
    if not state.until_returns:
        return
    waiting, state.until_returns = state.until_returns, ()
    back = [(oid, zone) for oid, zone in waiting
            if oid in state.objects and state.objects[oid].zone == EXILE]
    for oid, zone in back:
        obj = state.objects[oid]
        if zone == BATTLEFIELD:
            game.move(obj, BATTLEFIELD, cause="until", controller=obj.owner)
        else:
            game.move(obj, zone, cause="until")
    return_exiled_until(game)  # a returned card that made another source leave (rare)
