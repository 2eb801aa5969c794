"""What a permanent gets from the way its spell was cast, for the keywords whose alternative
cost leaves something behind on the battlefield (CR 702): dash (702.109a) and blitz (702.152a);
madness (702.35a), whose discard is replaced by exile and whose trigger offers the cast; and
unearth (702.84a), whose returned permanent has haste and is exiled at the next end step or as
it would leave the battlefield.

Both are alternative costs (601.2b, 601.2f–h: ``costs.ways_to_cast`` offers them as ways, so bots
and the ``play`` command choose them like evoke). As the permanent the spell became enters
(``costs.entered``), :func:`entered_after_cast` gives it what "as long as this permanent's …
cost was paid" says — a continuous effect on that object only, which ends when it leaves the
battlefield (400.7: a new object) — and creates the delayed triggered ability for the next end
step (603.7; "it" is fixed now, 603.7c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.chosen import KEYWORD_OPTIONS, RIOT_OPTIONS, chosen_option, record_option
from cardtable.games.magic.delayed import Delayed
from cardtable.games.magic.layers import base_chars, chars
from cardtable.games.magic.model import (
    Ability,
    CardDef,
    Condition,
    Conditional,
    ContinuousEffect,
    Cost,
    DrawCards,
    Effect,
    Exile,
    Keyword,
    MayDo,
    ReturnFromGraveyard,
    ReturnToHand,
    Sacrifice,
    Trigger,
    TriggeredAbility,
)
from cardtable.games.magic.model.keyword_mechanics import (
    MadnessCast,
    MiracleCast,
    RecoverExile,
    SuspendCast,
    SuspendTick,
)
from cardtable.games.magic.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, GameObject
from cardtable.games.magic.play_from_exile import exile_face_down
from cardtable.games.magic.state import MagicState, TempEffect
from cardtable.games.magic.tribute import tribute_counters

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

DASH = "dash"
BLITZ = "blitz"
MADNESS = "madness"
EXILE_IF_LEAVES = "exile_if_leaves"  # a note: "If it would leave the battlefield, exile it …"
UNEARTHED = "unearthed"  # a note on the permanent (MagicState.cast_notes): 702.84a

HASTE = Keyword("haste")
# 702.152a: "When this permanent is put into a graveyard from the battlefield, draw a card."
BLITZ_DRAW = TriggeredAbility(Trigger("dies"), effects=(DrawCards(1),),
                              text="When this creature dies, draw a card.")

_AT_END_STEP: dict[str, tuple[Effect, ...]] = {
    DASH: (ReturnToHand("it"),),  # 702.109a: "return … to its owner's hand"
    BLITZ: (Sacrifice(what="it"),),  # 702.152a: "sacrifice the permanent"
    UNEARTHED: (Exile("it"),),  # 702.84a: "Exile it at the beginning of the next end step."
}
_GAINS: dict[str, tuple[tuple[Keyword, ...], tuple[Ability, ...]]] = {
    DASH: ((HASTE,), ()),
    BLITZ: ((HASTE,), (BLITZ_DRAW,)),
    UNEARTHED: ((HASTE,), ()),  # 702.84a: "It gains haste."
}


def entered_after_cast(game: GameServices, new: GameObject, controller: int,
                       kept: frozenset[str]) -> None:
    """The permanent ``new`` entered from a spell cast with the notes ``kept`` (the ways of
    ``costs``): a dash or blitz permanent has haste (and blitz's draw trigger) while it stays,
    and its end-step delayed trigger is created."""
    if new.zone != BATTLEFIELD:
        return
    for way in (DASH, BLITZ):
        if way in kept:
            _until_end_step(game, new, controller, way)
    if SUSPEND in kept and "Creature" in new.card.type_line:  # 702.62a: "it gains haste"
        state = game.state
        state.effects.append(TempEffect(
            state.new_timestamp(), ContinuousEffect("6", add_keywords=(HASTE,)),
            frozenset({new.id}), controller, "permanent", new.id))
        state.touch()


def unearthed(game: GameServices, new: GameObject, controller: int) -> None:
    """The card unearth returned (702.84a): it has haste, is exiled at the beginning of the
    next end step, and is noted so that leaving the battlefield exiles it
    (:func:`unearth_destination`)."""
    if new.zone != BATTLEFIELD:
        return
    state = game.state
    state.cast_notes[new.id] = state.cast_notes.get(new.id, frozenset()) | {UNEARTHED}
    _until_end_step(game, new, controller, UNEARTHED)


def unearth_destination(game: GameServices, obj: GameObject, to: str) -> str:
    """702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere
    else." (614.1a, a replacement effect of the unearth ability)."""
    notes = game.state.cast_notes.get(obj.id, frozenset())
    if obj.zone == BATTLEFIELD and to != EXILE and (UNEARTHED in notes
                                                     or EXILE_IF_LEAVES in notes):
        return EXILE  # also "If it would leave the battlefield, exile it instead …" (h7-sta)
    return to


def _until_end_step(game: GameServices, new: GameObject, controller: int, way: str) -> None:
    """What ``way`` gives the permanent while it stays (a continuous effect on this object
    only, 400.7) and its delayed trigger at the next end step (603.7, "it" fixed: 603.7c)."""
    state = game.state
    keywords, abilities = _GAINS[way]
    state.effects.append(TempEffect(
        state.new_timestamp(), ContinuousEffect("6", add_keywords=keywords,
                                                add_abilities=abilities),
        frozenset({new.id}), controller, "permanent", new.id))
    state.touch()
    # "at the beginning of the next end step": this turn's unless it has begun (603.7a)
    after = state.turn if state.step in ("end", "cleanup") else -1
    ability = TriggeredAbility(Trigger("end_step"), effects=_AT_END_STEP[way])
    state.delayed.append(Delayed(controller, new.id, new.card.name, ability, "end", after,
                                 (("it", new.id),)))
    game.log("delayed_trigger", controller, name=new.card.name, when="next_end_step")


# -- madness (702.35a) ----------------------------------------------------------------------------

MADNESS_TRIGGER = TriggeredAbility(Trigger("discard"), effects=(MadnessCast(),),
                                   text="When this card is exiled this way, its owner may cast "
                                        "it by paying its madness cost.")


def madness_destination(obj: GameObject, to: str, cause: str) -> str:
    """702.35a: "If a player would discard this card, that player discards it, but exiles it
    instead of putting it into their graveyard" — a card with madness discarded from a hand."""
    if to == GRAVEYARD and cause == "discard" and obj.zone == HAND and any(
            isinstance(a, Keyword) and a.name == MADNESS and a.cost is not None
            for a in obj.card.abilities):
        return EXILE
    return to


def madness_exiled(game: GameServices, new: GameObject) -> None:
    """The card was exiled by its madness ability: its trigger triggers (702.35a)."""
    game.trigger(new, new.owner, MADNESS_TRIGGER, {"it": new.id})


# -- cascade (702.85a) ----------------------------------------------------------------------------

CASCADE = "cascade"  # a way: cast without paying its mana cost (118.9) by cascade


# -- retrace (702.81a) ----------------------------------------------------------------------------

RETRACE = "retrace"  # a way: from a graveyard, discarding a land card as an additional cost


# -- surge (702.117a) -----------------------------------------------------------------------------

SURGE = "surge"  # an alternative cost: after the player (or a teammate) cast another spell

# -- prowl (702.76a; h8-kw) ------------------------------------------------------------------------

PROWL = "prowl"  # an alternative cost: after combat damage to a player by a creature sharing a type


def prowl_allowed(state: MagicState, player: int, card: CardDef) -> bool:
    """702.76a: "if a player was dealt combat damage this turn by a source that, at the time it
    dealt that damage, was under your control and had any of this spell's creature types"."""
    kinds = set(card.type_line.partition("—")[2].split())
    return bool(kinds & state.prowl_types.get(player, frozenset()))


# -- emerge (702.119a) ----------------------------------------------------------------------------

EMERGE = "emerge"  # an alternative cost: its emerge cost and a creature sacrificed, the total
# reduced by that creature's mana value (costs.emerge_reduction)


# -- sunburst (702.44a) ---------------------------------------------------------------------------


def colors_spent(notes: frozenset[str]) -> int:
    """The number of colours of mana spent to cast the spell (its ``spent:`` cast notes,
    601.2h): sunburst's count (702.44a); colourless is no colour (105.1)."""
    return len({n[len("spent:"):] for n in notes if n.startswith("spent:")} & set("WUBRG"))


def sunburst_counter(types: frozenset[str]) -> str:
    """702.44a: +1/+1 counters on a permanent that is a creature as it enters, else charge."""
    return "+1/+1" if "Creature" in types else "charge"


# -- riot (702.136a) and unleash (702.98a) --------------------------------------------------------


def entering_keyword_choice(game: GameServices, new: GameObject, controller: int) -> None:
    """As a permanent with riot or unleash enters: the choice its controller made as the spell
    resolved (chosen.py; entering another way, the first word — a +1/+1 counter — is chosen for
    them) is applied: a +1/+1 counter, or haste for riot (a continuous effect on this object
    only, 400.7). Unleash's "can't block as long as it has a +1/+1 counter on it" is a static
    ability (keyword_abilities.expansion)."""
    names = [a.name for a in new.card.abilities if isinstance(a, Keyword)
             and a.name in KEYWORD_OPTIONS]
    if not names:
        return
    state = game.state
    options = KEYWORD_OPTIONS[names[0]]
    chosen = chosen_option(state, new.id)
    if chosen not in options:
        chosen = options[0]
        record_option(state, new.id, chosen)
    for _name in names:  # 702.136b: each instance works separately (one choice here)
        if chosen == RIOT_OPTIONS[0]:
            new.counters["+1/+1"] = new.counters.get("+1/+1", 0) + 1
        elif chosen == RIOT_OPTIONS[1]:
            state.effects.append(TempEffect(
                state.new_timestamp(), ContinuousEffect("6", add_keywords=(HASTE,)),
                frozenset({new.id}), controller, "permanent", new.id))
            state.touch()


# -- jump-start (702.133a) ------------------------------------------------------------------------

JUMP_START = "jump_start"  # a way: from a graveyard, discarding a card; exiled afterwards


# -- suspend (702.62a) ----------------------------------------------------------------------------

SUSPEND = "suspend"  # a way (cast without paying its mana cost) and the hand ability's text
SUSPENDED = "suspended"  # a note on the exiled card (MagicState.cast_notes): 702.62b
SUSPEND_TICK = TriggeredAbility(Trigger("upkeep"), effects=(SuspendTick(),),
                                text="At the beginning of your upkeep, if this card is "
                                     "suspended, remove a time counter from it.")
SUSPEND_CAST = TriggeredAbility(Trigger("last_counter_removed"), effects=(SuspendCast(),),
                                text="When the last time counter is removed from this card, "
                                     "if it's exiled, you may cast it without paying its mana "
                                     "cost.")


def is_suspended(game: GameServices, obj: GameObject) -> bool:
    """702.62b: a card is suspended if it's in exile, has suspend, and has a time counter."""
    return obj.zone == EXILE and obj.counters.get("time", 0) > 0 and SUSPENDED in (
        game.state.cast_notes.get(obj.id, frozenset()))


def suspend_upkeep(game: GameServices) -> None:
    """The upkeep trigger of each suspended card its owner, the active player, owns."""
    state = game.state
    for oid in list(state.zone(state.active, EXILE)):
        obj = state.objects[oid]
        if is_suspended(game, obj):
            game.trigger(obj, obj.owner, SUSPEND_TICK, {"it": obj.id})


def suspend_card(game: GameServices, obj: GameObject, count: int) -> None:
    """Suspend's special action, its cost paid (116.2f: it doesn't use the stack): the card is
    exiled from its owner's hand with ``count`` time counters on it, suspended."""
    if obj.zone != HAND:
        return
    new = game.move(obj, EXILE, cause="suspend")
    new.counters["time"] = count
    state = game.state
    state.cast_notes[new.id] = state.cast_notes.get(new.id, frozenset()) | {SUSPENDED}
    state.touch()
    game.log("suspend", obj.owner, name=obj.card.name, counters=count)


# -- foretell (702.143a) --------------------------------------------------------------------------

FORETELL = "foretell"  # a way (the foretell cost, from exile) and the hand ability's text
FORETOLD = "foretold:"  # a note on the exiled card: "foretold:TURN"
FORETELL_COST = "{2}"  # 702.143a: "that player may pay {2} and exile a card with foretell"


def foretell_card(game: GameServices, obj: GameObject) -> None:
    """Foretell's special action, {2} paid (116.2h): the card is exiled face down — its owner
    may look at it (406.3) — and noted with the turn, to be cast after this turn ends."""
    if obj.zone != HAND:
        return
    state = game.state
    new = exile_face_down(game, obj, frozenset({obj.owner}))
    state.cast_notes[new.id] = state.cast_notes.get(new.id, frozenset()) | {
        f"{FORETOLD}{state.turn}"}
    state.touch()
    game.log("foretell", obj.owner)


def foretold_turn(game: GameServices, obj: GameObject) -> int | None:
    """The turn ``obj`` was foretold in, if it is a foretold card in exile."""
    if obj.zone != EXILE:
        return None
    for note in game.state.cast_notes.get(obj.id, frozenset()):
        if note.startswith(FORETOLD):
            return int(note[len(FORETOLD):])
    return None


def foretold_cards(game: GameServices, player: int) -> list[int]:
    """``player``'s foretold cards in exile that may be cast now: after the turn they were
    foretold in (702.143a); the priority room lists them with the hand."""
    state = game.state
    out: list[int] = []
    for oid in state.zone(player, EXILE):
        turn = foretold_turn(game, state.objects[oid])
        if turn is not None and state.turn > turn:
            out.append(oid)
    return out


# -- devour (702.82a) and amplify (702.38a) -------------------------------------------------------

DEVOUR = "devour:"  # a note on the spell / permanent: "devour:ID,ID" the creatures chosen
AMPLIFY = "amplify:"  # "amplify:N" the number of cards revealed


def _amount(card: CardDef, name: str) -> int:
    return next((a.amount for a in card.abilities if isinstance(a, Keyword)
                 and a.name == name and a.amount), 0)


def _devoured_type(card: CardDef) -> str:
    """The card type devour eats: creatures (702.82a), or "Devour artifact 1"'s artifacts
    (702.82b: devour of a quality; the keyword's filter; h9b-KW)."""
    found = next((a for a in card.abilities if isinstance(a, Keyword) and a.name == "devour"),
                 None)
    return found.filter.types[0] if found is not None and found.filter is not None and \
        found.filter.types else "Creature"


def entering_question(game: GameServices, spell: GameObject, controller: int
                      ) -> tuple[str, tuple[int, ...]] | None:
    """What a resolving permanent spell with devour or amplify asks before it enters (614.12),
    if not asked yet: the prompt and the choosable objects (any number of them, none too)."""
    state = game.state
    notes = state.cast_notes.get(spell.id, frozenset())
    if _amount(spell.card, "devour") and not any(n.startswith(DEVOUR) for n in notes):
        eaten = _devoured_type(spell.card)
        creatures = tuple(oid for oid in state.battlefield
                          if chars(state, state.objects[oid]).controller == controller
                          and eaten in chars(state, state.objects[oid]).types)
        if creatures:
            return (f"devour: sacrifice any number of {eaten.lower()}s as it enters "
                    "(CR 702.82a)", creatures)
    if _amount(spell.card, "amplify") and not any(n.startswith(AMPLIFY) for n in notes):
        kinds = set(base_chars(spell).subtypes)
        shares = tuple(oid for oid in state.zone(controller, HAND)
                       if kinds & set(base_chars(state.objects[oid]).subtypes)
                       and "Creature" in base_chars(state.objects[oid]).types)
        if shares:
            return ("amplify: reveal any number of cards from your hand that share a creature "
                    "type with it (CR 702.38a)", shares)
    return None


def record_entering_answer(game: GameServices, spell: GameObject, chosen: tuple[int, ...]
                           ) -> None:
    """Keep the answer to :func:`entering_question` on the spell (passed to the permanent)."""
    state = game.state
    notes = state.cast_notes.get(spell.id, frozenset())
    if _amount(spell.card, "devour") and not any(n.startswith(DEVOUR) for n in notes):
        note = DEVOUR + ",".join(str(i) for i in chosen)
    else:
        names = [state.objects[i].card.name for i in chosen if i in state.objects]
        if names:
            game.log("reveal", spell.controller, cards=names)
        note = f"{AMPLIFY}{len(chosen)}"
    state.cast_notes[spell.id] = notes | {note}
    state.touch()


def entering_counters(game: GameServices, new: GameObject) -> None:
    """As the permanent enters: devour sacrifices the creatures chosen (still there and its
    controller's) and it gets N +1/+1 counters for each; amplify, N for each card revealed.
    Entering other than by resolving, nothing was chosen ("may", "any number": none)."""
    state = game.state
    notes = state.cast_notes.get(new.id, frozenset())
    devour, amplify = _amount(new.card, "devour"), _amount(new.card, "amplify")
    count = 0
    for note in notes:
        if devour and note.startswith(DEVOUR) and note != DEVOUR:
            chosen = [int(i) for i in note[len(DEVOUR):].split(",")]
            eaten = [i for i in chosen if i in state.battlefield
                     and chars(state, state.objects[i]).controller == new.controller]
            count += devour * len(game.move_batch(eaten, GRAVEYARD, cause="sacrifice"))
        if amplify and note.startswith(AMPLIFY):
            count += amplify * int(note[len(AMPLIFY):])
    count += tribute_counters(new.card, notes)  # a paid tribute (702.104a; h8-kw)
    if count:
        new.counters["+1/+1"] = new.counters.get("+1/+1", 0) + count


# -- miracle (702.94a) ----------------------------------------------------------------------------

MIRACLE = "miracle"  # a way: cast from the hand for the miracle cost, by its trigger only
MIRACLE_TRIGGER = TriggeredAbility(Trigger("draw"), effects=(MiracleCast(),),
                                   text="When you reveal this card this way, you may cast it "
                                        "by paying its miracle cost.")


def miracle_drawn(game: GameServices, obj: GameObject) -> None:
    """The first card a player drew this turn has miracle: it is revealed and its trigger
    triggers (702.94a). The reveal is the player's option in the rules; the engine takes it
    as made (draws happen outside any question) and the player chooses on resolution whether
    to cast — the one simplification here: a miracle card drawn first is always shown."""
    if not any(isinstance(a, Keyword) and a.name == MIRACLE and a.cost is not None
               for a in obj.card.abilities):
        return
    game.log("reveal", obj.owner, cards=[obj.card.name], why="miracle (CR 702.94a)")
    game.trigger(obj, obj.owner, MIRACLE_TRIGGER, {"it": obj.id})


# -- spectacle (702.137a) -------------------------------------------------------------------------

SPECTACLE = "spectacle"  # an alternative cost: after an opponent lost life this turn


# -- recover (702.59a) ----------------------------------------------------------------------------


def recover_ability(cost: Cost) -> TriggeredAbility:
    """702.59a: "When a creature is put into your graveyard from the battlefield, you may pay
    [cost]. If you do, return this card from your graveyard to your hand. Otherwise, exile this
    card." — "it" is the card with recover."""
    return TriggeredAbility(Trigger("dies"), effects=(
        MayDo((ReturnFromGraveyard("it", to="hand"),), cost=cost),
        Conditional(Condition("paid", negate=True), (RecoverExile(),))))


def creature_died(game: GameServices, owner: int, new_id: int | None) -> None:
    """A creature was put into ``owner``'s graveyard from the battlefield (it is ``new_id``
    there now): each other card with recover in that graveyard triggers (702.59a)."""
    state = game.state
    for oid in list(state.zone(owner, GRAVEYARD)):
        if oid == new_id:
            continue
        obj = state.objects[oid]
        for ability in obj.card.abilities:
            if isinstance(ability, Keyword) and ability.name == "recover" and (
                    ability.cost is not None):
                game.trigger(obj, owner, recover_ability(ability.cost), {"it": oid})


AWAKEN = "awaken"  # an alternative cost that also awakens a land you control (702.113a)
