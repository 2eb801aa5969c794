"""Handlers of the keyword actions of :mod:`cardtable.games.magic.model.verbs` (issues 28/29,
the effect-verb long tail): populate (CR 701.30), clash (701.23), connive (701.47), amass
(701.44), detain (701.29) and switching power and toughness (613.4d). Each is registered with
``@handles`` (:mod:`.registry`).

An effect asks every question before it changes anything, or keeps what it already did in
``ctx.memo`` (with how many answers it had then), so running it again with more answers never
repeats a draw or a reveal (:mod:`.interpreter`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardtable.cards.mana import ManaCost
from cardtable.core.decision import DecisionKind
from cardtable.games.magic import model as m
from cardtable.games.magic.chosen import type_options
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.copy import copiable
from cardtable.games.magic.effects.choices import CHOSEN_KINDS, become_chosen_more
from cardtable.games.magic.effects.counters_tokens import _counters
from cardtable.games.magic.effects.interpreter import _each, _tap, _temp, _untap
from cardtable.games.magic.effects.registry import handles
from cardtable.games.magic.layers import chars, matches
from cardtable.games.magic.model.effects_more import COLOR_CHOICES
from cardtable.games.magic.model.verbs import (
    TAP_OR_UNTAP,
    Amass,
    BecomeChosen,
    Clash,
    Connive,
    Detain,
    ExtraTurn,
    Manifest,
    Populate,
    PreventNextFrom,
    PreventOf,
    PutCountersDivided,
    SkipNext,
    SwitchPT,
    TapOrUntap,
)
from cardtable.games.magic.morph import public_name
from cardtable.games.magic.objects import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, STACK
from cardtable.games.magic.tags import Tag

ZOMBIE_ARMY = m.TokenSpec(name="Zombie Army", subtypes=("Zombie", "Army"), colors=("B",),
                          power=0, toughness=0)
"""The token amass creates when its controller has no Army (CR 701.44a, 701.44d)."""

DETAIN_RULES = ("cant_attack", "cant_block", "cant_activate")
"""What a detained permanent can't do until its detainer's next turn (CR 701.29a)."""


def _mana_value(card: m.CardDef) -> int:
    return int(ManaCost.parse(card.mana_cost).mana_value) if card.mana_cost else 0


def _is_creature(ctx: Context, oid: int) -> bool:
    return "Creature" in chars(ctx.game.state, ctx.game.state.objects[oid]).types


@handles(Populate)
def _populate(ctx: Context, e: Populate, answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.30a–b: the controller chooses a creature token they control (asked only when
    there are several) and creates a token that's a copy of it (707.2: its copiable values);
    with none, nothing happens. The new token is this ability's "created"."""
    state = ctx.game.state
    you = ctx.controller
    tokens = tuple(oid for oid in state.battlefield
                   if state.objects[oid].token and _is_creature(ctx, oid)
                   and chars(state, state.objects[oid]).controller == you)
    if not tokens:
        return None
    chosen = tokens[0]
    if len(tokens) > 1:
        if not answers:
            return Ask(you, DecisionKind.CHOOSE_ONE, "populate: a creature token to copy", tokens)
        chosen = answers[0] if answers[0] in tokens else tokens[0]
    made = ctx.game.create_token_of(copiable(state.objects[chosen]), you)
    ctx.memo["created"] = (*ctx.memo.get("created", ()), made.id)
    ctx.game.log("populate", you, copied=public_name(state.objects[chosen]))
    return None


@handles(Clash)
def _clash(ctx: Context, e: Clash, answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.23a–d: the controller chooses an opponent (asked only among several); both reveal
    the top card of their library at once, then each decides in APNAP order whether to put
    that card on the bottom (the cards move together). The controller wins if their card's mana
    value is higher than the opponent's (a player with an empty library reveals nothing, which
    nothing is higher than); ``won_clash`` is left for "If you win, …"."""
    game = ctx.game
    state = game.state
    you = ctx.controller
    opponents = tuple(f"p{p}" for p in state.opponents(you))
    asked = 0
    if len(opponents) > 1:
        if not answers:
            return Ask(you, DecisionKind.CHOOSE_ONE, "clash with an opponent", opponents)
        picked = str(answers[0])
        opponent: int | None = int((picked if picked in opponents else opponents[0])[1:])
        asked = 1
    else:
        opponent = int(opponents[0][1:]) if opponents else None
    clashers = [p for p in state.apnap() if p in (you, opponent)]
    tops = {p: (state.zone(p, LIBRARY)[0] if state.zone(p, LIBRARY) else None)
            for p in clashers}
    shown = ", ".join(f"p{p}: {state.objects[oid].card.name}" for p, oid in tops.items()
                      if oid is not None)
    bottom: list[int] = []
    for player in clashers:
        oid = tops[player]
        if oid is None:
            continue
        if asked >= len(answers):
            return Ask(player, DecisionKind.CHOOSE_SUBSET,
                       f"clash ({shown}): put {state.objects[oid].card.name} on the bottom of "
                       "your library?", (oid,), 0, 1)
        if oid in tuple(answers[asked]):
            bottom.append(oid)
        asked += 1
    game.log("reveal", None, cards=[state.objects[oid].card.name for oid in tops.values()
                                    if oid is not None], why="clash")
    values = {p: _mana_value(state.objects[oid].card) for p, oid in tops.items()
              if oid is not None}
    mine = values.get(you)
    won = mine is not None and all(mine > v for p, v in values.items() if p != you)
    for oid in bottom:
        game.move(state.objects[oid], LIBRARY, top=False, cause="clash")
    ctx.memo["won_clash"] = won
    if opponent is not None:
        ctx.memo["clashed_with"] = opponent
    game.log("clash", you, won=won)
    return None


@handles(Connive)
def _connive(ctx: Context, e: Connive, answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.47a–c: the permanent's controller (as it last existed, 701.47c) draws a card,
    then discards a card of their choice; if a nonland card was discarded, a +1/+1 counter goes
    on the conniving permanent (through "put counters", so its replacement effects apply)."""
    game = ctx.game
    state = game.state
    key = f"connived:{e.what}"
    if key not in ctx.memo:
        ids = [i for i in ctx.objects(e.what) if state.objects[i].zone == BATTLEFIELD]
        if ids:
            player = chars(state, state.objects[ids[0]]).controller
        else:
            known = state.lki.get(ctx.event.get("it", -1)) if e.what == "it" else None
            player = known.controller if known is not None else ctx.controller
        game.draw(player, 1)
        ctx.memo[key] = (player, len(answers))
    player, used = ctx.memo[key]
    done = f"{key}:discarded"
    if done not in ctx.memo:
        hand = tuple(state.zone(player, HAND))
        if not hand:
            ctx.memo[done] = (False, used)
        else:
            if len(hand) > 1 and len(answers) <= used:
                return Ask(player, DecisionKind.CHOOSE_SUBSET, "connive: discard a card", hand,
                           1, 1, tag=Tag.RESOLVE_DISCARD)
            chosen = hand[0] if len(hand) == 1 else next(
                (oid for oid in tuple(answers[used]) if oid in hand), hand[0])
            nonland = "Land" not in state.objects[chosen].card.type_line.split("—")[0]
            game.move_batch([chosen], GRAVEYARD, cause="discard")
            ctx.memo["discarded"] = ctx.memo.get("discarded", 0) + 1
            ctx.memo[done] = (nonland, used if len(hand) == 1 else used + 1)
    nonland, after = ctx.memo[done]
    if not nonland or not any(state.objects[i].zone == BATTLEFIELD
                              for i in ctx.objects(e.what)):
        return None
    return _counters(ctx, m.PutCounters(counter="+1/+1", amount=1, on=e.what), answers[after:])


@handles(Amass)
def _amass(ctx: Context, e: Amass, answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.44a: with no Army creature, the controller creates a 0/0 black Zombie Army
    creature token (701.44d); then they choose an Army creature they control (asked only among
    several) and put N +1/+1 counters on it — in the same resolution, before state-based
    actions could put a 0/0 token into the graveyard (704.3)."""
    state = ctx.game.state
    you = ctx.controller

    def armies() -> tuple[int, ...]:
        return tuple(oid for oid in state.battlefield
                     if chars(state, state.objects[oid]).controller == you
                     and _is_creature(ctx, oid)
                     and "Army" in chars(state, state.objects[oid]).subtypes)

    if "amassed" not in ctx.memo:
        if not armies():
            ctx.game.create_token(ZOMBIE_ARMY, you)
        ctx.memo["amassed"] = len(answers)
    used = int(ctx.memo["amassed"])
    found = armies()
    if not found:
        return None
    chosen, asked = found[0], used
    if len(found) > 1:
        if len(answers) <= used:
            return Ask(you, DecisionKind.CHOOSE_ONE, "amass: an Army to put the counters on",
                       found)
        chosen = answers[used] if answers[used] in found else found[0]
        asked = used + 1
    ctx.memo["amassed_army"] = chosen
    put = m.PutCounters(counter="+1/+1", amount=e.amount, on="target:0")
    return _counters(replace(ctx, targets=((chosen,),)), put, answers[asked:])


@handles(Detain)
def _detain(ctx: Context, e: Detain, _a: tuple[Any, ...]) -> None:
    """CR 701.29a: until the controller's next turn, each detained permanent can't attack or
    block and its activated abilities can't be activated (602.5; mana abilities too)."""
    state = ctx.game.state
    ids = [i for i in (_each(ctx, e.what, e.filter) if e.filter is not None
                       else ctx.objects(e.what)) if state.objects[i].zone == BATTLEFIELD]
    for rule in DETAIN_RULES:
        _temp(ctx, m.ContinuousEffect("rules", rule=rule), ids, "until_your_next_turn")
    if ids:
        ctx.game.log("detain", ctx.controller,
                     what=[public_name(state.objects[i]) for i in ids])


@handles(SwitchPT)
def _switch_pt(ctx: Context, e: SwitchPT, _a: tuple[Any, ...]) -> None:
    """CR 613.4d: a layer 7d effect on each creature named (locked in as it resolves, 611.2c),
    for the duration."""
    state = ctx.game.state
    ids = [i for i in _each(ctx, e.on, e.filter) if state.objects[i].zone == BATTLEFIELD]
    _temp(ctx, m.ContinuousEffect("7d"), ids, e.duration)


@handles(TapOrUntap)
def _tap_or_untap(ctx: Context, e: TapOrUntap, answers: tuple[Any, ...]) -> Ask | None:
    """CR 701.21a, 608.2d: the controller chooses, as it resolves, whether to tap or to untap
    what REF names; then it is tapped ("becomes tapped" triggers) or untapped as "tap" and
    "untap" do."""
    if not ctx.objects(e.what):
        return None
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, "tap or untap it?", TAP_OR_UNTAP)
    if str(answers[0]) == "untap":
        _untap(ctx, m.Untap(what=e.what), ())
    else:
        _tap(ctx, m.Tap(what=e.what), ())
    return None


@handles(ExtraTurn)
def _extra_turn(ctx: Context, e: ExtraTurn, _a: tuple[Any, ...]) -> None:
    """CR 500.7: each named player gets the extra turns, taken after this turn; the most
    recently created is taken first (turn.py takes them from the end of the list)."""
    state = ctx.game.state
    for player in ctx.players(e.who):
        for _ in range(max(0, ctx.amount(e.amount))):
            state.extra_turns.append(player)
        ctx.game.log("extra_turn", player, count=ctx.amount(e.amount))


_COLOR_CODES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@handles(BecomeChosen)
def _become_chosen(ctx: Context, e: BecomeChosen, answers: tuple[Any, ...]) -> Ask | None:
    """CR 608.2d: the controller chooses as it resolves — a colour (105.1) the object becomes
    (105.3, layer 5), or a creature type (among those of the cards in the game, 205.3m) that
    replaces its creature types (205.1b, layer 4) — for the duration."""
    state = ctx.game.state
    ids = [i for i in ctx.objects(e.on) if state.objects[i].zone == BATTLEFIELD]
    if not ids:
        return None
    if e.what in CHOSEN_KINDS:  # "the color or colors" / "the basic land type" (choices.py)
        return become_chosen_more(ctx, e, ids, answers)
    options = COLOR_CHOICES if e.what == "color" else type_options(ctx.game)
    if not answers:
        return Ask(ctx.controller, DecisionKind.CHOOSE_ONE,
                   "the color of your choice" if e.what == "color" else
                   "the creature type of your choice", options)
    choice = str(answers[0]) if str(answers[0]) in options else options[0]
    if e.what == "color":
        effect = m.ContinuousEffect("5", set_colors=(_COLOR_CODES[choice],))
    else:
        effect = m.ContinuousEffect("4", set_subtypes=(choice,))
    _temp(ctx, effect, ids, e.duration)
    ctx.game.log("choose", ctx.controller, chosen=choice)
    return None


@handles(SkipNext)
def _skip_next(ctx: Context, e: SkipNext, _a: tuple[Any, ...]) -> None:
    """CR 614.10: each named player's next turn (untap step, draw step) is skipped; several
    skips add up, each used once (turn.py)."""
    state = ctx.game.state
    for player in ctx.players(e.who):
        state.skips.append((player, e.what))


@handles(PutCountersDivided)
def _counters_divided(ctx: Context, e: PutCountersDivided,
                      answers: tuple[Any, ...]) -> Ask | None:
    """CR 601.2d, 608.2b: each target still legal gets the counters divided to it as the
    spell was cast, through "put counters" (its replacement effects, 616.1e, may ask their
    order: what was put already is kept in the memo, so asking again repeats nothing)."""
    index = int(e.on.split(":")[1])
    group = ctx.targets[index] if index < len(ctx.targets) else ()
    shares = ctx.divisions[index] if index < len(ctx.divisions) else ()
    key = f"divided:{e.on}"
    done, used = ctx.memo.get(key, (0, 0))
    pairs = list(zip(group, shares, strict=False))
    for k in range(done, len(pairs)):
        target, share = pairs[k]
        if target is not None and share > 0:
            put = m.PutCounters(counter=e.counter, amount=share, on="target:0")
            asked = _counters(replace(ctx, targets=((target,),)), put, answers[used:])
            if asked is not None:
                return asked
            used = len(answers)
        ctx.memo[key] = (k + 1, used)
    return None


@handles(PreventOf)
def _prevent_of(ctx: Context, e: PreventOf, _a: tuple[Any, ...]) -> None:
    """CR 615.1a: the objects (and players) REF names now get the prevention effect, to them
    and/or by them, until the cleanup step (514.2; damage.deal_damage applies it)."""
    state = ctx.game.state
    ids: list[Any] = [i for i in ctx.objects(e.what) if state.objects[i].zone == BATTLEFIELD]
    players = [f"p{p}" for p in ctx.players(e.what)] if e.dealt_to else []
    for key in ids:
        if e.dealt_to:
            state.prevent_ids.append((key, "to", e.combat_only))
        if e.dealt_by:
            state.prevent_ids.append((key, "by", e.combat_only))
    for key in players:
        state.prevent_ids.append((key, "to", e.combat_only))


@handles(PreventNextFrom)
def _prevent_next_from(ctx: Context, e: PreventNextFrom, answers: tuple[Any, ...]) -> Ask | None:
    """CR 615.7, 609.7a: the controller chooses, as this resolves, a source matching the filter
    (a permanent, or a spell on the stack, other than this spell); the next time it would deal
    damage to them this turn, that damage is prevented (damage.deal_damage uses the shield)."""
    state = ctx.game.state
    sources = tuple(oid for oid, obj in state.objects.items()
                    if obj.zone in (BATTLEFIELD, STACK) and oid != ctx.source_id
                    and matches(state, obj, e.filter, ctx.controller))
    if not sources:
        return None
    chosen = sources[0]
    if len(sources) > 1:
        if not answers:
            return Ask(ctx.controller, DecisionKind.CHOOSE_ONE, "a source of your choice",
                       sources)
        chosen = answers[0] if answers[0] in sources else sources[0]
    state.prevent_next.append((chosen, f"p{ctx.controller}"))
    ctx.game.log("prevent_next", ctx.controller, source=public_name(state.objects[chosen]))
    return None


@handles(Manifest)
def _manifest(ctx: Context, e: Manifest, _a: tuple[Any, ...]) -> None:
    """CR 701.34a: the top card of the controller's library, one at a time, enters the
    battlefield face down under their control — a 2/2 with no name, text, types or cost
    (708.2a), which only its controller may look at (708.5)."""
    state = ctx.game.state
    you = ctx.controller
    made: list[int] = []
    for _ in range(e.count):
        library = state.zone(you, LIBRARY)
        if not library:
            break
        new = ctx.game.move(state.objects[library[0]], BATTLEFIELD, cause="manifest",
                            controller=you, face_down=True)
        made.append(new.id)
    ctx.memo["created"] = (*ctx.memo.get("created", ()), *made)
