"""What the rooms ask of the game: drawing (CR 121), gaining life (119.3, 119.7), tokens (111),
a permanent spell becoming a permanent (608.3, 303.4f), countering (701.6), paying mana and
mana abilities (605, 106.6), lore counters (714.3b), casting triggers (601.2i, 702.40a), attackers
declared (508.1), and several objects leaving at once (603.10a).

Each function takes the game first; :class:`~cardtable.games.magic.game.GameServices` exposes them
as methods (a format such as Commander overrides the method, not the function).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from cardtable.core.errors import IllegalAction
from cardtable.games.magic import model as m
from cardtable.games.magic import triggers
from cardtable.games.magic.context import Context
from cardtable.games.magic.costs import activation_less, leaves_stack_to
from cardtable.games.magic.draw_replacement import replace_draw
from cardtable.games.magic.effects.interpreter import run
from cardtable.games.magic.keyword_abilities import (
    casualty,
    conspire,
    demonstrate,
    replicate,
    storm,
)
from cardtable.games.magic.keyword_casts import miracle_drawn
from cardtable.games.magic.layers import chars
from cardtable.games.magic.mana import (
    COLORS_AMONG,
    Requirement,
    colors_among,
    execute_payment,
    extra_mana,
    mana_sources,
    plan_payment,
    requirement,
)
from cardtable.games.magic.mana_riders import SPEND_ONLY, enters_with_counters, trim, usable_pool
from cardtable.games.magic.model.other_verbs_7 import COMBINATION
from cardtable.games.magic.morph import public_name
from cardtable.games.magic.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    GameObject,
    StackItem,
)
from cardtable.games.magic.player_protection import life_cant_change
from cardtable.games.magic.player_rules import cant_gain_life
from cardtable.games.magic.replacement import gain_life_outcome
from cardtable.games.magic.sagas import lore_added
from cardtable.games.magic.zones import cease_to_exist, last_known, return_exiled_until

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices


def move_batch(game: GameServices, ids: Sequence[int], to: str, cause: str,
               **kwargs: Any) -> list[GameObject]:
    """Several objects change zones at once — an SBA check (704.3), "destroy all", "each
    player sacrifices", "each player discards their hand": one simultaneous event (603.2),
    in which each sees the others leave for leaves-the-battlefield triggers (603.10a).
    ``kwargs`` go to every move (``top``, ``controller``…); returns the new objects, in the
    order of ``ids`` (an id no longer in the game is skipped)."""
    state = game.state
    objs = [state.objects[i] for i in dict.fromkeys(ids) if i in state.objects]
    outer = game.leaving_batch
    game.leaving_batch = [*outer, *(
        (o, chars(state, o).controller,
         [a for a in chars(state, o).abilities if isinstance(a, m.TriggeredAbility)])
        for o in objs if o.zone == BATTLEFIELD)]
    for lki_source in objs:
        if lki_source.zone == BATTLEFIELD:
            state.lki[lki_source.id] = last_known(state, lki_source)
    moved: list[GameObject] = []
    try:
        for obj in objs:
            if obj.id in state.objects and state.objects[obj.id] is obj:
                moved.append(game.move(obj, to, cause=cause, **kwargs))
    finally:
        game.leaving_batch = outer
    if not outer:
        return_exiled_until(game)  # "until ~ leaves": after the whole event (610.3d)
    return moved


def draw(game: GameServices, player: int, count: int) -> None:
    state = game.state
    library = state.zone(player, LIBRARY)
    drawn = []
    for _ in range(count):
        if replace_draw(game, player):  # "If you would draw a card, … instead" (614.11, 121.6)
            continue
        if not library:
            state.players[player].drew_from_empty = True  # 704.5b
            break
        oid = library.pop(0)
        obj = state.objects[oid]
        obj.zone = HAND
        state.zone(player, HAND).append(oid)
        drawn.append(obj.card.name)
        state.players[player].drawn_this_turn += (oid,)  # "cards … drawn this turn"
        state.players[player].cards_drawn_this_turn += 1
        if state.players[player].cards_drawn_this_turn == 1 and state.turn > 0:
            miracle_drawn(game, obj)  # the first card drawn this turn (702.94a), not an
            # opening hand's (drawn before the first turn, 103.5)
    if drawn:
        game.log("draw", player, secret={"cards": tuple(drawn)}, count=len(drawn))
        triggers.drew(game, player, len(drawn))  # "Whenever you draw a card"


def gain_life(game: GameServices, player: int, amount: int) -> None:
    p = game.state.players[player]
    if amount <= 0 or p.left:
        return

    if cant_gain_life(game, player):  # CR 119.7: the gain doesn't happen (no trigger)
        return
    kind, amount = gain_life_outcome(game, player, amount)  # "… instead" (614.1a, 616.1)
    if kind == "draw":  # Lich: "draw that many cards instead"
        game.draw(player, amount)
        return
    if kind == "lose":  # Tainted Remedy: "that player loses that much life instead" (119.3)
        lost = 0 if life_cant_change(game.state, player) else amount
        if lost > 0:
            p.life -= lost
            game.log("life", player, lost=lost, life=p.life)
            triggers.life_lost(game, player, lost)  # h7-trg (119.3)
        return
    if amount <= 0:  # Sulfuric Vortex: "that player gains no life instead" (no trigger)
        return
    p.life += amount
    p.life_gained_this_turn += amount
    game.log("life", player, gained=amount, life=p.life)
    triggers.life_gained(game, player, amount)


def create_token(game: GameServices, spec: m.TokenSpec, player: int, *, tapped: bool = False,
                 power: int | None = None, toughness: int | None = None) -> GameObject:
    head = " ".join((*spec.supertypes, *spec.types))
    type_line = f"{head} — {' '.join(spec.subtypes)}" if spec.subtypes else head
    p = spec.power if power is None else power
    t = spec.toughness if toughness is None else toughness
    card = m.CardDef(spec.name, type_line, colors=spec.colors,
                     power=None if p is None else str(p),
                     toughness=None if t is None else str(t), abilities=spec.abilities)
    return game.create_token_of(card, player, tapped=tapped)


def create_token_of(game: GameServices, card: m.CardDef, player: int, *, tapped: bool = False
                    ) -> GameObject:
    """A token whose characteristics are ``card`` (111.4), or — for "a token that's a copy
    of …" — whose copiable values are (707.2; see :mod:`cardtable.games.magic.copy`)."""
    state = game.state
    obj = GameObject(state.new_id(), card, player, player, EXILE, token=True,
                     uid=-state.next_uid)
    state.next_uid += 1
    state.objects[obj.id] = obj
    state.players[player].zones[EXILE].append(obj.id)
    new = game.move(obj, BATTLEFIELD, cause="token", controller=player, tapped=tapped)
    return new


def put_permanent(game: GameServices, obj: GameObject, item: StackItem,
                  copy_of: m.CardDef | None = None) -> None:
    """608.3: a permanent spell becomes a permanent under its controller (as a copy, 707.5,
    if it enters as one); an Aura spell is attached to the object it targeted (608.3a)."""
    target = item.targets[0][0] if item.targets and item.targets[0] else None
    new = game.move(obj, BATTLEFIELD, cause="resolved", controller=item.controller,
                    copy_of=copy_of, bestowed=item.bestowed, attached_to=target if isinstance(
                        target, int) and target in game.state.objects else None)
    if item.targets and item.targets[0]:
        target = item.targets[0][0]
        if isinstance(target, int) and target in game.state.objects:
            new.attached_to = target
            game.state.touch()
        elif isinstance(target, str) and target[1:].isdigit():  # a player (702.5d)
            new.attached_player = int(target[1:])
            game.state.touch()

    enters_with_counters(game, obj.id, new)


def counter_item(game: GameServices, item: StackItem) -> None:
    state = game.state
    state.stack.remove(item)
    game.log("countered", item.controller, name=item.name)
    if item.obj is not None:
        obj = state.objects[item.obj]
        if item.copy:
            cease_to_exist(game, obj)
        else:
            game.move(obj, leaves_stack_to(game, obj.id, GRAVEYARD), cause="countered")


def pay_mana(game: GameServices, player: int, need: Requirement) -> bool:
    state = game.state
    pool = usable_pool(state, player) if state.mana_riders else state.players[player].pool
    plan = plan_payment(pool, mana_sources(state, player), need)  # 106.6: not restricted mana
    if plan is None:
        return False
    triggers.tapped(game, execute_payment(state, player, plan))  # 701.21a
    if state.mana_riders:
        trim(state, player)  # mana spent on a cost that is no spell: its riders are gone
    return True


def activate_mana(game: GameServices, obj: GameObject, index: int, ability: m.ActivatedAbility,
                  symbol: str) -> None:
    """605.3: a mana ability resolves at once, without the stack; its mana cost is paid
    first (602.2b, 601.2g–h: "{2}, {T}: Add {B} for each Swamp you control")."""
    controller = chars(game.state, obj).controller
    if ability.cost.mana:
        was = obj.tapped
        obj.tapped = obj.tapped or ability.cost.tap  # it cannot tap to pay for itself
        paid = game.pay_mana(controller, activation_less(  # "… costs {1} less" (602.2b)
            game, controller, ability, requirement(ability.cost.mana)))
        obj.tapped = was
        if not paid:
            raise IllegalAction(f"{obj.card.name}: cannot pay {ability.cost.mana}")
    if ability.cost.tap:
        was_tapped = obj.tapped
        obj.tapped = True
        if not was_tapped:
            triggers.tapped(game, [obj.id])  # "Whenever ~ becomes tapped" (City of Brass)
    if ability.cost.sacrifice_self:
        game.move(obj, GRAVEYARD, cause="sacrifice")
    pool = game.state.players[controller].pool
    effect = ability.effects[0]
    assert isinstance(effect, m.AddMana)
    # the chosen symbol for a choice; all of a fixed "{C}{C}" (Sol Ring, the Temple)
    symbols = [symbol] if symbol and (effect.choices or not effect.mana) else [
        s for s in effect.mana.replace("}", "").split("{") if s]
    if effect.choices == (COLORS_AMONG,):  # one mana of each colour among them (105.1)
        symbols = list(colors_among(game.state, controller))
    if effect.choices[:1] == (COMBINATION,):  # the combination chosen ("WU"; h7-ev3, 106.1a)
        symbols = list(symbol)
    elif not isinstance(effect.amount, int) or effect.amount != 1:  # "for each …" (106.1)
        symbols = symbols * game.amount(effect.amount, controller, 0, Context(
            game, controller, obj.id, chars(game.state, obj)))

    if ability.cost.tap:  # "whenever you tap … for mana" (605.1b): no stack
        symbols += extra_mana(game.state, chars(game.state, obj).controller, obj,
                              symbols[0] if symbols and "Land" in chars(game.state, obj).types
                              else "")  # "any type that land produced" (106.12a)
    for s in symbols:
        pool[s] = pool.get(s, 0) + 1
    rider = next((e.rider for e in ability.effects[1:] if isinstance(e, m.ManaRider)), "")
    if rider:  # CR 106.6
        game.state.mana_riders.extend((chars(game.state, obj).controller, s, rider, obj.id)
                                      for s in symbols[:1])
    game.log("mana", chars(game.state, obj).controller, source=obj.card.name,
             mana="".join(symbols))
    if any(isinstance(e, m.SpendOnly) for e in ability.effects[1:]):  # CR 106.6: all of it
        game.state.mana_riders.extend((chars(game.state, obj).controller, s, SPEND_ONLY, obj.id)
                                      for s in symbols)
    others = [e for e in ability.effects[1:]
              if not isinstance(e, (m.AddMana, m.ManaRider, m.SpendOnly))]
    if others:  # "{T}: Add {U} or {B}. ~ deals 1 damage to you." (605.3b: all of it, now)
        ctx = Context(game, controller, obj.id, chars(game.state, obj))
        _run_at_once(game, ctx, others)


def _run_at_once(game: GameServices, ctx: Context, effects: Sequence[Any]) -> None:
    """A mana ability's other effects, carried out at once (605.3b): "If you control a Nissa
    planeswalker, you gain 2 life." is decided now (608.2c; no stack, no question asked)."""
    for effect in effects:
        if isinstance(effect, m.Conditional):
            holds = game.condition(effect.condition, ctx.controller, ctx.source_id, {})
            _run_at_once(game, ctx, effect.effects if holds else effect.otherwise)
        else:
            run(ctx, effect, ())


def add_lore(game: GameServices, saga: GameObject) -> None:
    before = saga.counters.get("lore", 0)
    saga.counters["lore"] = before + 1
    game.state.touch()
    lore_added(game, saga, before)  # its chapter abilities (714.2b)


def fire_cast(game: GameServices, item: StackItem) -> None:
    if item.obj is not None:
        storm(game, game.state.objects[item.obj], item.controller)  # 702.40a
        replicate(game, game.state.objects[item.obj], item.controller)  # 702.56a
        casualty(game, game.state.objects[item.obj], item.controller)  # 702.153a
        conspire(game, game.state.objects[item.obj], item.controller)  # 702.78a
        demonstrate(game, game.state.objects[item.obj], item.controller)  # 702.144a (h9b-KW)
        triggers.cast(game, game.state.objects[item.obj], item.controller)


def declare_attackers(game: GameServices, mapping: dict[int, Any]) -> None:
    state = game.state
    state.attackers = dict(mapping)
    became_tapped: list[int] = []
    for oid in mapping:
        obj = state.objects[oid]
        if "vigilance" not in chars(state, obj).keywords:
            if not obj.tapped:
                became_tapped.append(oid)
            obj.tapped = True
    triggers.tapped(game, became_tapped)  # 508.1f: attacking taps it
    if mapping:
        state.attacked_turn = state.turn  # "if you attacked this turn" (raid)
        state.attacked_ids.update(mapping)  # "… attacked this turn" (boast, 702.142a)
        game.log("attackers", state.active, attacks=[
            f"{public_name(state.objects[a])}#{a}->{d}" for a, d in mapping.items()])
        triggers.attacked(game, mapping)
