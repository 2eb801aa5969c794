"""Priority (CR 117), timing (307.1 sorcery speed, 305.2 lands, 702.8 flash), the legal actions
at priority, and passing: when every player in the game has passed in succession, the top of
the stack resolves or, with an empty stack, the step ends (117.4, 500.2). After a spell or
ability resolves the active player receives priority (117.3b); after casting or activating,
the same player does (117.3c).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardtable.core.decision import Decision, DecisionKind
from cardtable.games.magic import costs, enter_sacrifice, faces
from cardtable.games.magic.actions import Activate, Cast, Pass, PlayLand, TurnFaceUp
from cardtable.games.magic.bestow import BESTOWED_SPELL, bestow_cost
from cardtable.games.magic.cast_bans import cast_banned
from cardtable.games.magic.cast_modes import awakened
from cardtable.games.magic.casting import (
    PERMANENT_SPELL,
    can_start,
    spell_ability,
    spell_requirement,
    tap_cost_candidates,
    x_modes_ok,
)
from cardtable.games.magic.emblems import emblems
from cardtable.games.magic.frames import CastFrame, ResolveFrame
from cardtable.games.magic.graveyard_casts import ways as graveyard_ways
from cardtable.games.magic.graveyard_lands import may_play_lands_from_graveyard
from cardtable.games.magic.keyword_abilities import crew_power
from cardtable.games.magic.keyword_casts import AWAKEN, EMERGE, foretold_cards
from cardtable.games.magic.layers import (
    base_chars,
    base_name_types_keywords,
    battlefield_chars,
    chars,
    matches,
)
from cardtable.games.magic.loops import engine_loop
from cardtable.games.magic.mana import (
    COLORS_AMONG,
    IDENTITY,
    OPPONENT_LANDS,
    OWN_LANDS_COLOR,
    OWN_LANDS_TYPE,
    _symbols_of,
    can_pay,
    colors_among,
    for_player,
    mana_sources,
    requirement,
    tap_mana_symbols,
)
from cardtable.games.magic.mana_riders import usable_pool
from cardtable.games.magic.model import (
    ActivatedAbility,
    AddMana,
    Filter,
    ReplacementAbility,
    SpellAbility,
)
from cardtable.games.magic.model.faces import cast_transformed, has_aftermath
from cardtable.games.magic.model.other_verbs_7 import COMBINATION, combination_options
from cardtable.games.magic.model.statics_9 import CANT_ACTIVATE_NONMANA
from cardtable.games.magic.morph import (
    FACE_DOWN_SPELL,
    can_cast_face_down,
    face_up_options,
    turn_face_up,
)
from cardtable.games.magic.named_bans import activation_banned
from cardtable.games.magic.objects import GRAVEYARD, HAND
from cardtable.games.magic.play_from_exile import playable
from cardtable.games.magic.play_from_top import playable_top
from cardtable.games.magic.player_protection import cast_forbidden, payable_life, turn_rules
from cardtable.games.magic.player_rules import cast_limit_reached, may_play_land
from cardtable.games.magic.tags import Tag
from cardtable.games.magic.timing import may_activate_now, may_cast_now
from cardtable.games.magic.zones import reveal_candidates

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

MAIN_STEPS = frozenset({"main1", "main2"})


def sorcery_timing(game: GameServices, player: int) -> bool:
    state = game.state
    return state.active == player and state.step in MAIN_STEPS and not state.stack


def legal_actions(game: GameServices, player: int) -> list[Any]:
    state = game.state
    out: list[Any] = [Pass()]
    sorcery_ok = sorcery_timing(game, player)
    # the mana sources, found once for every spell and every cost paid from mana alone:
    # nothing below changes the state, so the untapped sources are the same for all of them
    # (a cost that taps its own source is not)
    shared = _Sources(state, player)
    split_second = bool(state.stack) and costs.split_second_on_stack(game)
    hand = state.zone(player, HAND)
    graveyard = state.zone(player, GRAVEYARD) if game.may_cast_from(player, GRAVEYARD) else []

    for oid in hand + game.extra_castable(player) + graveyard + playable(game, player) + \
            playable_top(state, player) + foretold_cards(game, player):
        # "from the top of your library" (401.2); cast for the foretell cost (702.143a)
        obj = state.objects[oid]
        if not obj.card.faces:  # one face: the common case, at every priority
            _card_actions(game, player, obj, sorcery_ok, split_second, shared, out)
            continue
        for index in faces.choices(state, obj):  # a face or half of a card with several
            start = len(out)
            with faces.shown(obj, index):
                _card_actions(game, player, obj, sorcery_ok, split_second, shared, out)
            if index != faces.AS_IS:  # 709.3, 712.11b, 712.12, 715.3
                out[start:] = [replace(a, face=index) for a in out[start:]
                               if isinstance(a, PlayLand) or (isinstance(a, Cast)
                                                              and a.way != "morph")]
    for oid in state.zone(player, GRAVEYARD):  # "Return ~ from your graveyard …" (602.2)
        obj = state.objects[oid]
        for index, ability in enumerate(base_chars(obj).abilities):  # unearth's too (702.84a)
            if isinstance(ability, ActivatedAbility) and ability.zone == "graveyard" and \
                    not split_second and game.is_supported(obj.card) and _can_activate(
                        game, player, obj, base_chars(obj), index, ability, sorcery_ok):
                out.append(Activate(oid, index, obj.card.name))

    emblem_actions(game, player, split_second, sorcery_ok, out)  # from the command zone (114.4)
    for oid in face_up_options(game, player):  # a special action, even under split second
        out.append(TurnFaceUp(oid, state.objects[oid].card.name))  # (116.2b, 702.61b)
    table = battlefield_chars(state)  # what chars() reads for a permanent
    version = state.version
    for oid in state.battlefield:
        obj = state.objects[oid]
        if state.version != version:
            version = state.version
            table = battlefield_chars(state)
        c = table.get(oid) or chars(state, obj)
        theirs = c.controller != player
        if theirs and not _any_player(obj.card):
            continue
        for index, ability in enumerate(c.abilities):
            if not isinstance(ability, ActivatedAbility) or ability.zone != "battlefield":
                continue
            if theirs and not ability.any_player:
                continue  # only its controller may activate it (CR 602.2)
            if split_second and not ability.is_mana_ability:
                continue
            if _can_activate(game, player, obj, c, index, ability, sorcery_ok, shared):
                if ability.is_mana_ability:
                    made = tap_mana_symbols((ability,))
                    first = ability.effects[0]
                    if not made and isinstance(first, AddMana) and first.choices:
                        made = _symbols_of(first)  # "{1}, {T}: Add one mana of any color"
                    if isinstance(first, AddMana) and first.choices[:1] == (COMBINATION,):
                        # "Add two mana in any combination of colors": each combination
                        # ("WU") is an activation of its own (106.1a; h7-ev3)
                        made = combination_options(first.choices, first.amount) or ()
                        if not made:
                            continue
                    if made == (COLORS_AMONG,):  # one of each colour at once (Bloom Tender)
                        if colors_among(state, player):
                            out.append(Activate(oid, index, c.name))
                        continue
                    if made in ((IDENTITY,), (OPPONENT_LANDS,), (OWN_LANDS_COLOR,),
                                (OWN_LANDS_TYPE,)):  # 903.4f, 106.7: maybe none
                        made = for_player(state, player, made)
                        if not made:
                            continue
                    for symbol in made or ("",):
                        out.append(Activate(oid, index, c.name, symbol))
                else:
                    out.append(Activate(oid, index, c.name))
    return out


def _card_actions(game: GameServices, player: int, obj: Any, sorcery_ok: bool,
                  split_second: bool, shared: _Sources, out: list[Any]) -> None:
    """What ``player`` may do with the card ``obj`` (in hand, or castable from elsewhere) as
    it shows now: play it as a land, cast it, activate its abilities from the hand."""
    state = game.state
    p = state.players[player]
    oid = obj.id
    if obj.zone == GRAVEYARD and not costs.has_keyword(obj.card, "flashback") and not (
            cast_transformed(obj.card) or has_aftermath(obj.card)) and not costs.has_keyword(
                obj.card, "cast_from_graveyard") and not costs.has_keyword(  # Gravecrawler
                    obj.card, "retrace") and not costs.has_keyword(  # 702.81a
                        obj.card, costs.ESCAPE) and not costs.has_keyword(  # 702.138a
                        obj.card, "jump_start") and not graveyard_ways(  # 702.133a
                            state, player, obj) and not (  # Karador, Kess (601.2)
                                "Land" in obj.card.type_line  # Crucible of Worlds (305.1)
                                and may_play_lands_from_graveyard(state, player)):
        return  # nothing else is cast or played from a graveyard here (702.34a, 702.146a)
    name, types, keywords = base_name_types_keywords(obj)
    if sorcery_ok and not split_second and obj.zone == HAND and not (
            state.effects and cast_forbidden(state, player, frozenset({"Creature"}))) and \
            _morph(game, player, obj):  # face down, a creature spell (708.4a)
        out.append(Cast(oid, "", way="morph"))  # face down, nameless (702.37c, 708.5)
    if "Land" in types:
        if sorcery_ok and may_play_land(state, player) and (obj.zone != GRAVEYARD or (
                may_play_lands_from_graveyard(state, player))) and \
                not turn_rules(state, player, "cant_play_lands"):  # "can't play lands …" (305.2)
            out.append(PlayLand(oid, name))
            if _pays_life_to_enter(obj.card):  # a shock land: untapped for 2 life (614.12)
                out.append(PlayLand(oid, name, way="pay_life"))
            if reveal_to_enter(game, player, obj):  # a reveal land: untapped for a reveal
                out.append(PlayLand(oid, name, way="reveal"))
        if obj.zone == HAND and not split_second:
            _hand_activations(game, player, obj, name, out, shared)
        return
    if not game.is_supported(obj.card):
        return
    if obj.zone == HAND and not split_second:
        _hand_activations(game, player, obj, name, out, shared)
    if split_second:
        return  # 702.61a: no spells while a split-second spell is on the stack
    if state.effects and cast_forbidden(state, player, types):
        return  # "Target player can't cast creature spells this turn." (101.2)
    if p.spells_cast_this_turn and cast_limit_reached(game, player):
        return  # "Each player can't cast more than one spell each turn." (101.2)
    if cast_banned(state, player, obj):
        return  # "Your opponents can't cast blue creature spells." (101.2; h8-sta)
    if not (sorcery_ok or "Instant" in types or "flash" in keywords):
        if obj.zone == HAND and costs.flash_as_though(game, player, obj) and may_cast_now(
                state, player, obj.card) and _affordable(
                    game, player, obj, costs.FLASH_WAY, shared.get()) and can_start(
                        game, spell_ability(obj.card), player, None) and x_modes_ok(
                            game, player, obj):
            out.append(Cast(oid, name, costs.FLASH_WAY))  # 601.3a, 601.2f
        return
    if not may_cast_now(state, player, obj.card):  # "Cast this spell only …" (601.3a)
        return
    if _can_bestow(game, player, obj):
        out.append(Cast(oid, name, bestow=True))
    sources = shared.get()
    ways = [way for way in costs.ways_to_cast(game, player, obj)
            if _affordable(game, player, obj, way, sources)]
    if ways and can_start(game, spell_ability(obj.card), player, None) and (
            x_modes_ok(game, player, obj)):
        out.extend(Cast(oid, name, way) for way in ways)


def _affordable(game: GameServices, player: int, obj: Any, way: str,
                sources: list[tuple[int, tuple[str, ...]]] | None = None) -> bool:
    """Whether the spell can be paid for this way with no optional extras: the mana (with
    Phyrexian symbols paid with life where life allows, convoke creatures counted as mana
    of their colours or {1}) and the way's other costs (601.2f–h)."""
    state = game.state
    card = obj.card
    other = costs.way_cost(card, way) if way else None
    if other is not None and other.sacrifice is not None and len(costs.sacrifice_candidates(
            game, player, other.sacrifice)) < other.sacrifice_count:
        return False
    if other is not None and other.discard and len(costs.discard_candidates(
            game, player, other, obj.id)) < other.discard:
        return False  # retrace's land card (702.81a), a way's discard (601.2h)
    if other is not None and not costs.extra_parts_payable(game, player, other, obj.id):
        return False  # Force of Will's blue card, Daze's Island (118.3, 601.2h)
    if not way and not _own_additional_payable(game, player, card, obj.id):
        return False  # "put a -1/-1 counter on a creature you control" (601.2h; h9-sta)
    mana = costs.way_cost(card, way).mana if way else card.mana_cost
    phyrexian = costs.phyrexian_symbols(mana)
    by_life = min(len(phyrexian), payable_life(state, player) // costs.LIFE_PER_PHYREXIAN)
    for paid in sorted({tuple(range(n)) for n in (0, by_life)}):
        base = spell_requirement(card, 0, mana=costs.without_phyrexian(mana, paid))
        need = costs.total_requirement(game, player, obj, False, base)
        if way == EMERGE:  # less the most a creature's sacrifice takes off (702.119a)
            need = replace(need, generic=max(0, need.generic - costs.emerge_reduction(
                game, player, ())))
        creatures = costs.convoke_creatures(game, player, card)
        if creatures:
            need = _greedy_convoke(game, need, creatures, card)
        if costs.has_keyword(card, "assist") and need.generic:  # another player may pay
            helped = max((costs.assist_most(game, p, need.generic)  # some of it (702.132a)
                          for p in state.opponents(player)), default=0)
            need = replace(need, generic=need.generic - helped)
        if can_pay(state, player, need, sources, usable_pool(state, player, obj)
                   if state.mana_riders else None):  # 106.6: restricted mana, if it may
            return True
    return False


def _own_additional_payable(game: GameServices, player: int, card: Any, oid: int) -> bool:
    """A spell's own additional cost that puts a counter on a permanent of its caster's
    (h9-sta): castable only with such a permanent (601.2h, 118.3)."""
    for ability in card.abilities:
        if isinstance(ability, SpellAbility):
            return all(c.put_counter_on is None or costs.put_counter_candidates(
                game, player, c, oid) for c in ability.additional_costs)
    return True


def _morph(game: GameServices, player: int, obj: Any) -> bool:

    return game.is_supported(obj.card) and can_cast_face_down(game, player, obj)


def _greedy_convoke(game: GameServices, need: Any, creatures: list[int],
                    card: Any = None) -> Any:
    chosen: list[int] = []
    for oid in creatures:
        if costs.convoke_pay(game, need, (*chosen, oid), card) is not None:
            chosen.append(oid)
    left = costs.convoke_pay(game, need, tuple(chosen), card)
    return need if left is None else left


class _Sources:
    """``player``'s :func:`mana_sources`, found when first asked (legal actions, one state)."""

    __slots__ = ("_found", "_player", "_state")

    def __init__(self, state: Any, player: int) -> None:
        self._state = state
        self._player = player
        self._found: list[tuple[int, tuple[str, ...]]] | None = None

    def get(self) -> list[tuple[int, tuple[str, ...]]]:
        if self._found is None:
            self._found = mana_sources(self._state, self._player)
        return self._found


def _hand_activations(game: GameServices, player: int, obj: Any, name: str, out: list[Any],
                      shared: _Sources | None = None) -> None:
    """Cycling and landcycling from the hand (702.29a): any time the player has priority."""
    for index, ability in costs.hand_abilities(obj.card):
        if isinstance(obj.card.abilities[index], ActivatedAbility):  # a compiled "{R},
            # Discard ~: …" or forecast (602.2a, 702.57a): a permanent's checks
            if game.is_supported(obj.card) and not (
                    game.state.stack and costs.split_second_on_stack(game)) and _can_activate(
                        game, player, obj, base_chars(obj), index, ability,
                        sorcery_timing(game, player), shared):
                out.append(Activate(obj.id, index, name))
            continue
        if activation_banned(game.state, obj.card.name, False):
            continue  # cycling of a source with the chosen name (602.5; named_bans.py)
        if ability.cost.return_unblocked and not costs.unblocked_attackers(game, player):
            continue  # ninjutsu needs an unblocked attacker (702.49c)
        if ability.timing == "sorcery" and not sorcery_timing(game, player):
            continue  # "Transmute only as a sorcery." (702.53a)
        if ability.timing == "your_turn" and game.state.active != player:
            continue  # foretell: "any time you have priority during your turn" (702.143a)
        if can_pay(game.state, player, costs.activation_less(  # 602.2b (EV3b)
                game, player, ability, requirement(ability.cost.mana)),
                   None if shared is None else shared.get()):
            out.append(Activate(obj.id, index, name))


def _can_bestow(game: GameServices, player: int, obj: Any) -> bool:
    """702.103a: the bestow cost as an alternative cost, targeting a creature."""

    cost = bestow_cost(obj.card)
    if cost is None:
        return False
    need = requirement(cost.mana).plus(game.additional_spell_cost(player, obj))
    return can_pay(game.state, player, need) and can_start(game, BESTOWED_SPELL, player, None)


def emblem_actions(game: GameServices, player: int, split_second: bool, sorcery_ok: bool,
                   out: list[Any]) -> None:
    """The activated abilities of ``player``'s emblems (114.4), with the same timing and cost
    checks as a permanent's (602.5); none but mana abilities under split second (702.61a)."""

    for obj in emblems(game, player):
        c = base_chars(obj)
        for index, ability in enumerate(c.abilities):
            if not isinstance(ability, ActivatedAbility):
                continue
            if split_second and not ability.is_mana_ability:
                continue
            if _can_activate(game, player, obj, c, index, ability, sorcery_ok):
                out.append(Activate(obj.id, index, c.name))


_ANY_PLAYER: dict[int, tuple[Any, bool]] = {}


def _any_player(card: Any) -> bool:
    """Whether the card prints an ability any player may activate ("Any player may activate
    this ability.", CR 602.2; EV2 eighth wave) — read once per card definition."""
    known = _ANY_PLAYER.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    found = any(isinstance(a, ActivatedAbility) and a.any_player
                for face in (card, *card.faces) for a in face.abilities)
    _ANY_PLAYER[id(card)] = (card, found)
    return found


def _can_activate(game: GameServices, player: int, obj: Any, c: Any, index: int,
                  ability: ActivatedAbility, sorcery_ok: bool,
                  shared: _Sources | None = None) -> bool:
    state = game.state
    cost = ability.cost
    if "cant_activate" in c.rules:  # "its activated abilities can't be activated" (602.5)
        return False
    if CANT_ACTIVATE_NONMANA in c.rules and not ability.is_mana_ability:
        return False  # "… unless they're mana abilities" (602.5, 605.1a; h9-sta)
    if activation_banned(state, obj.card.name, ability.is_mana_ability):
        return False  # "… of sources with the chosen name can't be activated" (602.5)
    if (ability.timing == "sorcery" or ability.is_loyalty) and not sorcery_ok:
        return False
    if ability.timing != "sorcery" and not may_activate_now(state, player, ability.timing):
        return False  # "Activate only during your upkeep / combat / …" (CR 602.5b)
    if ability.is_loyalty and any(
            state.activations.get((obj.id, i), 0) for i, a in enumerate(c.abilities)
            if isinstance(a, ActivatedAbility) and a.is_loyalty):
        return False  # 606.3: one loyalty ability per permanent per turn
    if ability.per_turn and state.activations.get((obj.id, index), 0) >= ability.per_turn:
        return False
    if ability.condition is not None and not game.condition(ability.condition, player, obj.id,
                                                            {}):
        return False  # "Activate only if …" (CR 602.5b)
    if cost.tap or cost.untap:
        if cost.tap and obj.tapped:
            return False
        if cost.untap and not obj.tapped:
            return False
        if "Creature" in c.types and obj.sick and "haste" not in c.keywords:
            return False  # 302.6
    if cost.loyalty is not None and cost.loyalty < 0 and obj.counters.get(
            "loyalty", 0) + cost.loyalty < 0:
        return False
    # "X can't be 0." (every mode saying so): the least X; "Remove X counters" needs X of them
    floor = min((mode.x_min for mode in ability.modes.modes), default=0) \
        if ability.modes is not None else 0
    least = cost.remove_count if isinstance(cost.remove_count, int) else floor
    if cost.remove_counters and obj.counters.get(cost.remove_counters, 0) < least:
        return False
    if cost.tap_untapped is not None and len(
            tap_cost_candidates(game, player, cost, obj.id)) < cost.tap_untapped_count:
        return False
    if cost.crew and crew_power(state, player, obj.id) < cost.crew:
        return False
    if not costs.extra_parts_payable(game, player, cost, obj.id):
        return False  # "Return a Forest you control to its owner's hand: …" (118.3)
    if ability.condition is not None and not game.condition(ability.condition, player, obj.id,
                                                             {}):
        return False  # "Activate only if …" (CR 602.5b)
    if cost.pay_life and payable_life(state, player) < cost.pay_life:
        return False  # 119.4: only a life total of at least that much pays it
    if cost.discard and len(costs.discard_candidates(game, player, cost, obj.id)) < cost.discard:
        return False  # only the cards its words allow ("another card named ~", h9-sta; 118.3)
    if cost.pay_energy and state.players[player].counters.get("energy", 0) < cost.pay_energy:
        return False  # CR 107.14: only energy the player has pays {E}
    if ability.is_mana_ability and not cost.mana and cost.sacrifice is None:
        return True
    if cost.mana:
        # 107.4f, 602.2b: each Phyrexian symbol may be paid with 2 life instead — the most
        # the life total allows is the least mana it leaves to pay
        mana = cost.mana
        phyrexian = costs.phyrexian_symbols(mana)
        if phyrexian:
            by_life = min(len(phyrexian), payable_life(state, player) // costs.LIFE_PER_PHYREXIAN)
            mana = costs.without_phyrexian(mana, tuple(range(by_life)))
        need = costs.activation_less(game, player, ability, requirement(mana, floor))  # EV3b
        if cost.tap and not obj.tapped:
            # the source itself cannot also tap for mana to pay this cost
            tapped = obj.tapped
            obj.tapped = True
            ok = can_pay(state, player, need)
            obj.tapped = tapped
            if not ok:
                return False
        elif not can_pay(state, player, need, None if shared is None else shared.get()):
            return False
    if cost.sacrifice is not None and sum(
            1 for i in state.battlefield if chars(state, state.objects[i]).controller == player
            and matches(state, state.objects[i], cost.sacrifice, player, obj.id)
    ) < cost.sacrifice_count:
        return False  # Ashnod's Altar with no creature (602.2b, 118.3)
    if ability.is_mana_ability:
        return True
    return can_start(game, ability, player, obj.id)


def reveal_to_enter(game: GameServices, player: int, obj: Any) -> bool:
    """Whether ``obj`` is a reveal land ("As ~ enters, you may reveal a Giant card from your
    hand. If you don't, ~ enters tapped.", 614.12) and ``player`` holds a card to reveal."""
    return any(isinstance(a, ReplacementAbility) and a.action == "tapped_unless_reveal"
               and reveal_candidates(game.state, player, a.filter or Filter(), obj.id)
               for a in getattr(obj.card, "abilities", ()))


def _pays_life_to_enter(card: Any) -> bool:
    """Whether ``card`` has "As ~ enters, you may pay N life. If you don't, it enters tapped."."""
    return any(isinstance(a, ReplacementAbility) and a.action == "tapped_unless_pay_life"
               for a in getattr(card, "abilities", ()))


def decision(game: GameServices) -> Decision:
    state = game.state
    player = state.priority
    assert player is not None
    options = legal_actions(game, player)
    where = state.step + (f", stack: {len(state.stack)}" if state.stack else "")
    return Decision(player, DecisionKind.CHOOSE_ONE, f"priority ({where})", options,
                    tag=Tag.PRIORITY)


def act(game: GameServices, player: int, action: Any) -> None:
    state = game.state
    if isinstance(action, Pass):
        state.passes += 1
        in_game = state.in_game()
        if state.passes >= len(in_game):
            state.passes = 0
            if state.stack:
                game.work.push(ResolveFrame(state.stack[-1].id))
                state.priority = None
            else:
                state.priority = None
                game.step_over = True
            return
        state.priority = next_player(game, player)
        return
    state.passes = 0
    if isinstance(action, PlayLand):
        obj = state.objects[action.card]
        state.players[player].lands_played += 1
        if action.way in ("pay_life", "reveal"):  # chosen now, applied as it enters (zones.py,
            # 614.12)
            state.cast_notes[obj.id] = state.cast_notes.get(obj.id, frozenset()) | {action.way}
        faces.choose(game, obj, action.face)  # the back face played as a land (712.12)
        asked = enter_sacrifice.play_frame(game, player, obj)
        if asked is not None:  # "If ~ would enter, sacrifice a Forest instead" (h9-sta)
            game.work.push(asked)
            return
        game.move(obj, "battlefield", cause="play_land", controller=player)
        return
    if isinstance(action, TurnFaceUp):
        turn_face_up(game, player, action.permanent)
        return
    if isinstance(action, Cast):
        obj = state.objects[action.card]
        faces.choose(game, obj, action.face)  # the half or face cast (709.3, 712.11b, 715.3)
        if action.way == "morph":
            game.work.push(CastFrame(player, "spell", obj.id, PERMANENT_SPELL,
                                     name=FACE_DOWN_SPELL, way="morph"))
            return
        if action.bestow:
            game.work.push(CastFrame(player, "spell", obj.id, BESTOWED_SPELL,
                                     name=obj.card.name, bestow=True))
            return
        spell = spell_ability(obj.card)
        if action.way == AWAKEN:  # 702.113a: the land target and its effects
            spell = awakened(obj.card, spell)
        game.work.push(CastFrame(player, "spell", obj.id, spell,
                                 name=obj.card.name, way=action.way))
        return
    if isinstance(action, Activate):
        obj = state.objects[action.source]
        if obj.zone == HAND:
            from_hand = costs.hand_ability(obj.card, action.index)
            assert from_hand is not None
            game.work.push(CastFrame(player, "ability", obj.id, from_hand, index=action.index,
                                     name=f"{obj.card.name} ({from_hand.text})"
                                     if from_hand.text else obj.card.name))
            return
        c = chars(state, obj)
        ability = c.abilities[action.index]
        assert isinstance(ability, ActivatedAbility)
        if ability.is_mana_ability and not costs.needs_choice(ability.cost):
            game.activate_mana(obj, action.index, ability, action.symbol)
            return
        if ability.is_mana_ability:  # its costs are chosen and paid first (602.2b, 605.3b)
            game.work.push(CastFrame(player, "ability", obj.id, ability, index=action.index,
                                     name=c.name, symbol=action.symbol))
            return
        game.work.push(CastFrame(player, "ability", obj.id, ability, index=action.index,
                                 name=c.name))


def next_player(game: GameServices, player: int) -> int:
    state = game.state
    count = len(state.players)
    nxt = (player + 1) % count
    for _ in range(count):
        if not state.players[nxt].left:
            return nxt
        nxt = (nxt + 1) % count

    raise engine_loop(game, "priority.next_player (every player has left the game)")
