"""Resolving the top object of the stack (CR 608, 700.2 MOD-9, 603.4, 702.x for Auras).

608.2b: every target is rechecked; if all are illegal the spell or ability does not resolve
(a spell goes to its owner's graveyard); otherwise it resolves and does nothing to or for an
illegal target. An intervening "if" is checked again (603.4). The instructions run in printed
order — a modal spell's chosen modes in printed order (MOD-9) — and an instruction that needs
a choice ("you may", "discard two cards", "sacrifice a creature", scry) asks the player who
makes it. A permanent spell becomes a permanent (608.3); an Aura spell attaches to its target
(608.3a) or, if its target is illegal, does not resolve (608.3b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardtable.core.decision import Decision, DecisionKind
from cardtable.games.magic import chosen as choosing
from cardtable.games.magic import cipher, target_player_9b, tribute
from cardtable.games.magic import model as m
from cardtable.games.magic.bestow import resolve_as_creature
from cardtable.games.magic.casting import ability_modes, ability_targets, with_x
from cardtable.games.magic.context import Ask, Context
from cardtable.games.magic.copy import entering_copy
from cardtable.games.magic.costs import leaves_stack_to, rebound, resolved_to
from cardtable.games.magic.faces import go_on_adventure
from cardtable.games.magic.filter_bounds import spec_with_bounds
from cardtable.games.magic.frames import ResolveFrame
from cardtable.games.magic.keyword_casts import entering_question, record_entering_answer
from cardtable.games.magic.layers import Chars, base_chars, chars, matches
from cardtable.games.magic.objects import BATTLEFIELD, GRAVEYARD, STACK, StackItem, parse_player_ref
from cardtable.games.magic.rules_support import can_pay_on_resolution, pay_on_resolution
from cardtable.games.magic.tags import Tag
from cardtable.games.magic.targets import is_legal
from cardtable.games.magic.zones import cease_to_exist

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

Instruction = tuple[Any, int, str]  # (effect or ("may"/"if", effect), target offset, guard)


def instructions(item: StackItem) -> list[Instruction]:
    """The instructions in order, each with its target offset and the memo key guarding it."""
    out: list[Instruction] = []
    ability = item.ability
    choice = ability_modes(ability)
    groups: list[tuple[tuple[Any, ...], int]] = []
    if choice is not None:
        offset = 0
        for index in item.modes:  # printed order (MOD-9); repeats stay together
            mode = choice.modes[index]
            groups.append((mode.effects, offset))
            offset += len(mode.targets)
    elif isinstance(ability, (m.SpellAbility, m.ActivatedAbility, m.TriggeredAbility)):
        groups.append((ability.effects, 0))
    for effects, offset in groups:
        _expand(effects, offset, "", out)
    return out


def _expand(effects: tuple[Any, ...], offset: int, guard: str, out: list[Instruction]) -> None:
    for effect in effects:
        if isinstance(effect, m.MayDo):
            key = f"k{len(out)}"
            out.append((("may", effect), offset, guard))
            _expand(effect.effects, offset, _join(guard, key), out)
        elif isinstance(effect, m.Conditional):
            key = f"k{len(out)}"
            out.append((("if", effect), offset, guard))
            _expand(effect.effects, offset, _join(guard, key), out)
            _expand(effect.otherwise, offset, _join(guard, "!" + key), out)
        else:
            out.append((effect, offset, guard))


def _join(guard: str, key: str) -> str:
    return f"{guard},{key}" if guard else key


def _guard_ok(guard: str, memo: dict[str, Any]) -> bool:
    for key in guard.split(",") if guard else ():
        if key.startswith("!"):
            if memo.get(key[1:]) is not False:
                return False
        elif memo.get(key) is not True:
            return False
    return True


def _source_chars(game: GameServices, item: StackItem) -> Chars | None:
    state = game.state
    obj = state.objects.get(item.source)
    if obj is not None:
        return chars(state, obj)
    lki = state.lki.get(item.source)
    if lki is None:
        return None
    return Chars(lki.name, lki.types, lki.subtypes, frozenset(), lki.colors, lki.power,
                 lki.toughness, (), frozenset(), lki.controller, lki.mana_value)


def legal_targets(game: GameServices, item: StackItem) -> tuple[tuple[Any, ...], ...]:
    """The chosen targets with ``None`` for each that is illegal now (608.2b)."""
    specs = tuple(spec_with_bounds(game, with_x(s, item.x), item.controller, item.source, item.x)
                  for s in ability_targets(item.ability, item.modes))
    source = _source_chars(game, item)
    if item.obj is not None:
        source = base_chars(game.state.objects[item.obj])
    out: list[tuple[Any, ...]] = []
    for spec, group in zip(specs, item.targets, strict=False):
        spec = target_player_9b.bind_spec(spec, item.targets)  # EV2b (601.2c, 608.2b)
        legal = tuple(t if is_legal(game.state, spec, t, item.controller, source,
                                    item.source) else None for t in group)
        if spec.owner_target is not None and spec.owner_target < len(out):
            owners = {parse_player_ref(p) for p in out[spec.owner_target] if p is not None}
            legal = tuple(t if t is not None and game.state.objects[t].owner in owners else None
                          for t in legal)
        out.append(legal)
    return tuple(out)


def overloaded_targets(game: GameServices, item: StackItem) -> tuple[tuple[Any, ...], ...]:
    """CR 702.96b: "target" reads "each": every permanent each target word could name, found
    now — not targeted, so hexproof and protection do not exclude any (115.10)."""

    state = game.state
    out: list[tuple[Any, ...]] = []
    for spec in ability_targets(item.ability, item.modes):
        if spec.what not in ("creature", "permanent"):
            out.append(())
            continue
        flt = spec.filter
        if spec.what == "creature":
            flt = replace(flt, types=(*flt.types, "Creature") if "Creature" not in flt.types
                          else flt.types)
        out.append(tuple(oid for oid in state.battlefield
                         if matches(state, state.objects[oid], flt, item.controller,
                                    item.source)))
    return tuple(out)


def ask(game: GameServices, frame: ResolveFrame) -> Decision | None:
    state = game.state
    item = next(s for s in state.stack if s.id == frame.item)
    memo = dict(frame.memo)
    if not frame.started:
        targets = legal_targets(game, item)
        chosen = [t for group in item.targets for t in group]
        if chosen and all(t is None for group in targets for t in group) and item.bestowed:
            resolve_as_creature(game, item)  # 702.103e: not a fizzle
            targets = ()
        elif chosen and all(t is None for group in targets for t in group):
            _fizzle(game, item)
            return None
        ability = item.ability
        if (isinstance(ability, m.TriggeredAbility) and ability.intervening_if is not None
                and not game.condition(ability.intervening_if, item.controller, item.source,
                                       dict(item.event))):
            game.log("trigger_does_nothing", item.controller, name=item.name,
                     why="intervening if (CR 603.4)")
            _done(game, item)
            return None
        if "overload" in state.cast_notes.get(item.obj or -1, frozenset()):
            targets = overloaded_targets(game, item)
        memo["targets"] = targets
        frame = replace(frame, started=True, memo=tuple(memo.items()))
        game.work.replace_top(frame)
    ctx = Context(game, item.controller, item.source, _source_chars(game, item),
                  memo["targets"], item.x, item.divisions, dict(item.event), memo=memo,
                  chooser=item.chooser, item=item.id)
    steps = instructions(item)
    step = frame.step
    answers = frame.answers
    while step < len(steps):
        effect, offset, guard = steps[step]
        if not _guard_ok(guard, memo):
            step += 1
            continue
        ctx.targets = memo["targets"][offset:]
        ctx.divisions = item.divisions[offset:]
        if isinstance(effect, tuple):
            how, wrapped = effect
            key = f"k{step}"
            if how == "may" and wrapped.cost is not None and not answers and not (
                    can_pay_on_resolution(game, _chooser(ctx, wrapped, item), wrapped.cost)):
                answers = (False,)  # a cost that cannot be paid is not paid (118.3)
            if how == "may":
                if not answers:
                    who = ctx.players(wrapped.who)
                    game.work.replace_top(replace(frame, step=step, answers=answers,
                                                  memo=tuple(memo.items())))
                    return Decision(who[0] if who else item.controller, DecisionKind.YES_NO,
                                    f"{item.name}: {_may_text(wrapped)}?", (True, False),
                                    tag=Tag.RESOLVE_CHOICE)
                memo[key] = bool(answers[0])
                memo["paid"] = bool(answers[0])
                if answers[0] is True and wrapped.cost is not None:
                    pay_on_resolution(game, _chooser(ctx, wrapped, item), wrapped.cost)
            else:
                event = ctx.event
                ref = wrapped.condition.ref
                if ref.startswith("target:"):  # "if that creature is a Snake": the target now
                    found = ctx.objects(ref)  # — or, gone, the id its last known information
                    chosen = [t for t in ctx._target_values(ref) if isinstance(t, int)]
                    event = {**event, ref: found[0] if found else chosen[0] if chosen
                             else None}  # is kept by ("if that creature had …", 608.2h)
                memo[key] = game.condition(wrapped.condition, item.controller, item.source,
                                           event, memo)
            step += 1
            answers = ()
            continue
        asked = game.run_effect(ctx, effect, answers)
        if isinstance(asked, Ask):
            game.work.replace_top(replace(frame, step=step, answers=answers,
                                          memo=tuple(memo.items())))
            return Decision(asked.player, asked.kind, f"{item.name}: {asked.prompt}",
                            asked.options, tag=asked.tag, min_count=asked.min_count,
                            max_count=asked.max_count)
        step += 1
        answers = ()
    copy_of = None
    spell_card = state.objects.get(item.obj) if item.obj is not None else None
    encoding = None if spell_card is None else cipher.question(
        game, spell_card, item.controller, item.copy)
    if encoding is not None:  # cipher (702.99a; h8-kw): encode it on a creature?
        if not answers:
            game.work.replace_top(replace(frame, step=step, answers=answers,
                                          memo=tuple(memo.items())))
            return replace(encoding, prompt=f"{item.name}: {encoding.prompt}")
        assert spell_card is not None
        cipher.record(game, spell_card, answers[0])
        answers = answers[1:]
    if item.obj is not None and item.obj in state.objects and \
            _is_permanent(base_chars(state.objects[item.obj])):

        card = state.objects[item.obj].card
        if choosing.chooses_type(card) and not choosing.chosen_type(state, item.obj):
            if not answers:  # 614.12: "As ~ enters, choose a creature type."
                game.work.replace_top(replace(frame, step=step, answers=answers,
                                              memo=tuple(memo.items())))
                return Decision(item.controller, DecisionKind.CHOOSE_ONE,
                                f"{item.name}: choose a creature type",
                                choosing.type_options(game), tag=Tag.RESOLVE_CREATURE_TYPE)
            choosing.record(state, item.obj, str(answers[0]))
            answers = answers[1:]
        kinds = choosing.names_on_entering(card)
        if kinds is not None and not choosing.chosen_name(state, item.obj):
            names = choosing.entering_name_choices(state, item.controller, kinds)
            if names and not answers:  # 614.12, 201.3: "As ~ enters, choose a card name."
                game.work.replace_top(replace(frame, step=step, answers=answers,
                                              memo=tuple(memo.items())))
                return Decision(item.controller, DecisionKind.CHOOSE_ONE,
                                f"{item.name}: choose a card name", names,
                                tag=Tag.RESOLVE_CARD_NAME)
            if names:
                choosing.record_name(state, item.obj, str(answers[0]))
                answers = answers[1:]
        words = choosing.option_choice(card)
        if words and not choosing.chosen_option(state, item.obj):
            if not answers:  # 614.12: "As ~ enters, choose Khans or Dragons."
                game.work.replace_top(replace(frame, step=step, answers=answers,
                                              memo=tuple(memo.items())))
                return Decision(item.controller, DecisionKind.CHOOSE_ONE,
                                f"{item.name}: choose " + " or ".join(words), words,
                                tag=Tag.RESOLVE_CHOICE)
            choosing.record_option(state, item.obj, str(answers[0]))
            answers = answers[1:]

        asked = entering_question(game, state.objects[item.obj], item.controller)
        if asked is not None:  # devour, amplify: chosen as it enters (702.82a, 702.38a)
            if not answers:
                game.work.replace_top(replace(frame, step=step, answers=answers,
                                              memo=tuple(memo.items())))
                return Decision(item.controller, DecisionKind.CHOOSE_SUBSET,
                                f"{item.name}: {asked[0]}", asked[1],
                                tag=Tag.RESOLVE_CHOICE, min_count=0, max_count=len(asked[1]))
            record_entering_answer(game, state.objects[item.obj], tuple(answers[0]))
            answers = answers[1:]
        paying = tribute.question(game, state.objects[item.obj], item.controller)
        while paying is not None:  # tribute (702.104a; h8-kw): asked as it enters
            if not answers:
                game.work.replace_top(replace(frame, step=step, answers=answers,
                                              memo=tuple(memo.items())))
                return replace(paying, prompt=f"{item.name}: {paying.prompt}")
            tribute.record(game, state.objects[item.obj], answers[0])
            answers = answers[1:]
            paying = tribute.question(game, state.objects[item.obj], item.controller)
        entering = entering_copy(game, state.objects[item.obj].card, item.controller, answers)
        if isinstance(entering, Ask):  # 707.5, 614.1c: "you may have ~ enter as a copy of …"
            game.work.replace_top(replace(frame, step=step, answers=answers,
                                          memo=tuple(memo.items())))
            return Decision(entering.player, entering.kind, entering.prompt, entering.options,
                            tag=entering.tag)
        copy_of = entering
    _done(game, item, resolved=True, copy_of=copy_of)
    return None


def _is_permanent(c: Chars) -> bool:
    return bool(c.types & {"Creature", "Artifact", "Enchantment", "Planeswalker", "Land",
                           "Battle"})


def _may_text(effect: m.MayDo) -> str:
    if effect.cost is not None:
        return "pay " + (effect.cost.mana or ("{E}" * effect.cost.pay_energy) or
                         f"{effect.cost.pay_life} life")
    return "do it" if not effect.effects else type(effect.effects[0]).__name__.lower()


def _chooser(ctx: Context, effect: m.MayDo, item: StackItem) -> int:
    who = ctx.players(effect.who)
    return who[0] if who else item.controller


def answer(game: GameServices, frame: ResolveFrame, action: Any) -> None:
    game.work.replace_top(replace(frame, answers=(*frame.answers, action)))


def _fizzle(game: GameServices, item: StackItem) -> None:
    game.log("fizzle", item.controller, name=item.name, why="all its targets are illegal "
             "(CR 608.2b)")
    _done(game, item, resolved=False)


def _done(game: GameServices, item: StackItem, resolved: bool = False,
          copy_of: m.CardDef | None = None) -> None:
    state = game.state
    game.work.pop()
    state.stack.remove(item)
    gone = item.obj is not None and (item.obj not in state.objects
                                     or state.objects[item.obj].zone != STACK)
    if item.obj is not None and not gone:  # "Exile ~." moved it already (608.2n)
        obj = state.objects[item.obj]
        c = base_chars(obj)
        if resolved and ("Creature" in c.types or "Artifact" in c.types or "Enchantment" in
                         c.types or "Planeswalker" in c.types or "Land" in c.types):
            game.put_permanent(obj, item, copy_of)
        elif item.copy:
            cease_to_exist(game, obj)
        else:
            if not (resolved and (rebound(game, item.controller, obj)  # 702.88a
                                  or cipher.encode(game, item.controller, obj)  # 702.99a
                                  or go_on_adventure(game, item.controller, obj))):  # 715.3d
                game.move(obj, resolved_to(game, obj.id) if resolved else leaves_stack_to(
                    game, obj.id, GRAVEYARD), cause="resolved" if resolved else "fizzled")
    if resolved:
        game.log("resolve", item.controller, name=item.name)
    state.priority = state.active  # 117.3b
    state.passes = 0


def on_battlefield(game: GameServices, oid: int) -> bool:
    obj = game.state.objects.get(oid)
    return obj is not None and obj.zone == BATTLEFIELD
