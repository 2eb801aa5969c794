"""Parse tree → model values for delayed triggers and returns (issues 28/29; ``grammar.lark``'s
"delayed triggers and returns" block; the builder
:class:`~cardtable.games.magic.oracle.compiler._Build` mixes this in).

Two parts compose with every effect sentence of the grammar:

* a delayed-trigger suffix (CR 603.7a): "EFFECT at the beginning of the next end step",
  "EFFECT at the beginning of your next upkeep", "At the beginning of your next upkeep, EFFECT";
* anaphoric verbs — "sacrifice / exile / destroy it (that creature, the token, them …)",
  "return it (that card, those cards, ~) to the battlefield [tapped] under its owner's / your
  control", "return it to its owner's hand" — whose object is what an earlier effect of the
  same ability exiled, created or named.

:func:`bind_anaphora` is the lowering step (DESIGN: "clauses that compose"): it walks the
effects of one ability in order, records the antecedent each effect leaves (the tokens it
created, the card an exile made, the object it changed), and binds each delayed trigger's
``it`` to that antecedent (fixed as the delayed ability is created, 603.7c) and a flicker's
"return it" to the card the exile made (400.7, 610.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.delayed_returns import (
    DELAYED_MANY,
    DELAYED_ONE,
    ReturnCardToHand,
    ReturnToBattlefield,
)
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError

_ANAPHORS: dict[str, str] = {
    "it": "it", "that creature": "that_creature",
    **{words: ref for ref, words in DELAYED_ONE.items()},
    **{words: ref for ref, words in DELAYED_MANY.items()},
}
"""The printed anaphor → the model's reference inside a delayed trigger."""

_WHEN = {"the next end step": "next_end_step", "your next upkeep": "your_next_upkeep",
         "your next end step": "your_next_end_step"}
_UNDER = {"its owner's": "owner", "their owner's": "owner", "their owners'": "owner",
          "your": "you"}
_PLURAL = frozenset({"them", "those"} | set(DELAYED_MANY))
_ONE = frozenset({"it", "that_creature"} | set(DELAYED_ONE))
_DIES = frozenset({"trig_self_dies", "trig_self_put_gy", "trig_filter_dies", "trig_other_dies",
                   "trig_self_or_dies", "trig_equipped_dies"})
"""The trigger rules whose "it" is a card now in a graveyard (400.7, 603.10a)."""


@v_args(inline=True)
class DelayedFamilies(BuilderMixin):
    """The delayed-trigger suffix and the anaphoric verbs."""

    def clause_delayed_suffix(self, effect: Any, when: Token) -> list[m.Effect]:
        """"EFFECT at the beginning of the next end step / your next upkeep" (CR 603.7a): a
        delayed triggered ability created as the ability resolves; ``it`` is bound by
        :func:`bind_anaphora` once the whole ability is read."""
        effects = tuple(effect if isinstance(effect, list) else [effect])
        key = str(when).lower().removeprefix(" at the beginning of ")
        return [m.DelayedTrigger(effects=effects, when=_WHEN[key])]

    def clause_delayed_exile_it(self, text: Token) -> list[m.Effect]:
        """"Exile it at the beginning of the next end step / your next upkeep" (603.7a)."""
        key = str(text).lower().removeprefix("exile it at the beginning of ")
        return [m.DelayedTrigger(effects=(m.Exile(what="it"),), when=_WHEN[key])]

    def clause_delayed_that_turn(self, effect: Any) -> list[m.Effect]:
        """"At the beginning of that turn's end step, EFFECT" after "Take an extra turn after
        this one": the controller's next end step in a later turn — the extra turn, taken
        right after this one (CR 500.7); checked by :func:`bind_anaphora`."""
        effects = tuple(effect if isinstance(effect, list) else [effect])
        return [m.DelayedTrigger(effects=effects, when="that_turns_end_step", lead=True)]

    def clause_delayed_pay_or(self, mana: str, effect: Any) -> list[m.Effect]:
        """"At the beginning of your next upkeep, pay MANA. If you don't, EFFECT." (the
        pacts): the controller chooses whether to pay as the delayed ability resolves
        (603.7a); unpaid (or unpayable, 118.3), EFFECT happens."""
        effects = tuple(effect if isinstance(effect, list) else [effect])
        return [m.DelayedTrigger(effects=(
            m.MayDo(effects=(), cost=m.Cost(mana=str(mana))),
            m.Conditional(condition=m.Condition("paid", negate=True), effects=effects)),
            when="your_next_upkeep", lead=True)]

    def e_you_lose_game(self) -> m.Effect:
        """"you lose the game" (CR 104.3a)."""
        return m.LoseGame()

    def clause_may_then(self, first: Any, then: Any) -> list[m.Effect]:
        """"you may EFFECT, then EFFECT": both or neither (CR 608.2d), in printed order."""
        effects = [*(first if isinstance(first, list) else [first]),
                   *(then if isinstance(then, list) else [then])]
        return [m.MayDo(effects=tuple(effects))]

    def clause_delayed_lead_exile_it(self, text: Token) -> list[m.Effect]:
        """"At the beginning of the next end step / your next end step, exile it." (603.7a)."""
        key = str(text).lower().removeprefix("at the beginning of ").removesuffix(", exile it")
        return [m.DelayedTrigger(effects=(m.Exile(what="it"),), when=_WHEN[key], lead=True)]

    def clause_delayed_lead_yours(self, lead: Token, effect: Any) -> list[m.Effect]:
        """"At the beginning of your next upkeep / end step, EFFECT" (CR 603.7a)."""
        effects = tuple(effect if isinstance(effect, list) else [effect])
        key = str(lead).lower().removeprefix("at the beginning of ").removesuffix(", ")
        return [m.DelayedTrigger(effects=effects, when=_WHEN[key], lead=True)]

    def anaphor(self, word: Token) -> str:
        return _ANAPHORS[str(word).lower()]

    def e_sacrifice_anaphor(self, ref: str) -> m.Effect:
        return m.Sacrifice(what=ref)

    def e_exile_anaphor(self, ref: str) -> m.Effect:
        return m.Exile(what=ref)

    def e_destroy_anaphor(self, ref: str) -> m.Effect:
        return m.Destroy(what=ref)

    def e_destroy_self(self) -> m.Effect:
        """"destroy ~" (CR 701.7a): the object with the ability."""
        return m.Destroy(what=m.SELF)

    def e_return_anaphor(self, *parts: Token) -> m.Effect:
        """"return it / that card / those cards / ~ to the battlefield [tapped] under its
        owner's / your control [with a +1/+1 counter on it]" (CR 610.3, 110.2)."""
        kinds = {part.type: str(part) for part in parts}
        printed = kinds["RETURNED"]
        ref = "self" if printed == "~" else _ANAPHORS[printed.lower()]
        says = kinds["RETURN_WHOSE"].lower()
        return ReturnToBattlefield(what=ref, under=_UNDER[says], tapped="TAPPED" in kinds,
                                   counter=kinds.get("COUNTER_NAME", ""),
                                   word="~" if printed == "~" else printed.lower(), says=says)

    def return_counter(self, counter: Token) -> Token:
        return counter

    def e_return_card_to_hand(self, word: Token) -> m.Effect:
        """"return it / that card to its owner's hand" in a trigger on a zone change: the card
        the trigger's object became (400.7, 603.10a); elsewhere "it" is an object on the
        battlefield, read by the plain bounce."""
        printed = str(word).lower()
        zone_change = self.it_subject == "self_gone" or self.trigger_rule in _DIES
        if printed == "it" and not zone_change:  # "it": an object on the battlefield
            return m.ReturnToHand(what=self.it_ref())  # ("Whenever a creature … becomes blocked")
        if not (zone_change or self.it_subject):
            raise FamilyError("'return that card' without a card the trigger names")
        return ReturnCardToHand(what="moved_it", word=printed)

    def e_anaphor_gains(self, word: Token, keywords: tuple[m.Keyword, ...],
                        duration: Token | None = None) -> m.Effect:
        """"That token gains haste." / "That creature gains haste until end of turn.": the
        object is bound by :func:`bind_anaphora` (``"as:WORDS:"`` until then)."""
        return m.GrantAbilities(keywords=keywords, on=f"as:{str(word).lower()}:",
                                duration="end_of_turn" if duration is not None else
                                "permanent")

    def e_attach_self(self, to: str) -> m.Effect:
        """"attach ~ to target creature you control" (CR 701.3a); "to it" after "create …
        token, then" is the token (bound by :func:`bind_anaphora`)."""
        return m.Attach(to=to)

    def e_attach_self_that(self) -> m.Effect:
        """"attach ~ to that creature": the creature the trigger's event names."""
        if self.it_subject != "filter":
            raise FamilyError("'that creature' without a creature the trigger names")
        return m.Attach(to="that_creature")

    def e_attach_target(self, what: str, to: str) -> m.Effect:
        """"attach target Equipment you control to target creature you control" (701.3a)."""
        return m.Attach(what=what, to=to)


def _antecedent(effect: m.Effect) -> str | None:
    """The object(s) an effect leaves for a later "it"/"them": the tokens it created, the card
    an exile or a return made (a new object, 400.7), or the object it changed."""
    if isinstance(effect, (m.CreateToken, m.CreateTokenCopy, m.Populate, m.CopyBlockers)):
        return "created"
    if isinstance(effect, m.Exile) and effect.filter is not None and not effect.zone:
        return "exiled_now"  # "Exile all creatures. … return those cards …"
    moves = (isinstance(effect, m.Exile) and effect.filter is None) or (
        isinstance(effect, m.ReturnFromGraveyard) and effect.to == "battlefield")
    if moves:
        what = getattr(effect, "what", "")
        if what.startswith("target:"):
            return f"moved:{what}"
        return "moved_self" if what == "self" and isinstance(effect, m.Exile) else None
    for name in ("on", "what", "to"):
        ref = getattr(effect, name, None)
        if isinstance(ref, str) and ref.startswith("as:"):
            return ref.split(":", 2)[2] or None  # "That token gains haste": the token
        if isinstance(ref, str) and (ref.startswith("target:") or ref == "self"):
            return ref
    return None


def _inner_refs(effects: tuple[m.Effect, ...]) -> set[str]:
    found: set[str] = set()
    for effect in effects:
        for name in ("what", "on"):
            ref = getattr(effect, name, None)
            if isinstance(ref, str):
                found.add(ref)
    return found


def _bind_return(effect: ReturnToBattlefield, antecedent: str | None,
                 it_subject: str) -> ReturnToBattlefield:
    """A return outside a delayed trigger: its anaphor is the card an earlier exile made
    (a flicker) or, in a dies trigger, the card the creature became (400.7, 603.10a)."""
    if antecedent is not None and antecedent.startswith("moved"):
        return replace(effect, what=antecedent)
    if antecedent is None and it_subject and effect.what in ("it", "that_card"):
        # "When enchanted creature dies, return that card to the battlefield": the card the
        # trigger's object became (400.7, 603.10a); nothing if it did not change zones
        return replace(effect, what="moved_it")
    raise FamilyError(f"'return {effect.word}' without a card an earlier effect moved")


def bind_anaphora(effects: list[m.Effect], it_subject: str = "",
                  trigger_event: str = "") -> None:
    """Bind, in place, each delayed trigger's ``it`` and each return's anaphor to the
    antecedent the effects before it leave (see the module's docstring). A delayed trigger
    that names "it" with no earlier object falls back on the object the ability's trigger
    names (``it_subject``); with none, the ability is refused (FamilyError)."""
    _bind(effects, _Scope(it_subject, trigger_event))
    if any(_unbound(e) for e in effects):
        raise FamilyError("an anaphor ('that token', 'that creature') left unbound")


def _unbound(effect: m.Effect) -> bool:
    on = getattr(effect, "on", "")
    if isinstance(on, str) and on.startswith("as:") and on.endswith(":"):
        return True
    return any(_unbound(e) for e in getattr(effect, "effects", ())
               if not isinstance(e, m.ABILITY_TYPES))


@dataclass
class _Scope:
    """What the effects read so far leave for a later anaphor."""

    it_subject: str
    trigger_event: str
    antecedent: str | None = None
    moved: set[str] = field(default_factory=set)  # targets an earlier effect moved (400.7)
    copied: str = ""  # the object an earlier token copy copied ("It" is then the token)


_WRAPPERS = (m.MayDo, m.Conditional)
_TOKEN_ONE = frozenset({"that_token", "the_token"})
_UNBOUND_RETURNS = frozenset({"self", *_ANAPHORS.values()})


def _bind(effects: list[m.Effect], scope: _Scope) -> None:
    for index, effect in enumerate(effects):
        if isinstance(effect, _WRAPPERS):  # "If you do, …", "you may …": the same scope
            inner = list(effect.effects)
            _bind(inner, scope)
            effects[index] = replace(effect, effects=tuple(inner))
            continue
        if isinstance(effect, ReturnToBattlefield) and effect.what in _UNBOUND_RETURNS and (
                effect.what != "self" or scope.antecedent == "moved_self"):
            effects[index] = _bind_return(effect, scope.antecedent, scope.it_subject or (
                "filter" if scope.trigger_event in _DIES else ""))
            continue
        if isinstance(effect, m.DelayedTrigger) and effect.when == "that_turns_end_step" and (
                index == 0 or effects[index - 1] != m.ExtraTurn()):
            raise FamilyError("'that turn' without an extra turn of yours just before")
        if isinstance(effect, m.DelayedTrigger) and effect.when == "end_of_combat" and \
                effect.it == "that_creature" and _inner_refs(effect.effects) & (
                    _PLURAL | _TOKEN_ONE):
            # "Exile those tokens at end of combat": the generic end-of-combat clause names
            # the trigger's creature; "those" are what the effect before made (603.7c); so is
            # "that token" (Geist of Saint Traft, EV2)
            effect = effects[index] = replace(effect, it="")
        if isinstance(effect, m.DelayedTrigger) and not effect.it:
            effects[index] = _bind_delayed(effect, scope.antecedent, scope.it_subject,
                                           scope.trigger_event)
            continue
        if isinstance(effect, (m.Sacrifice, m.Exile, m.Destroy)) and (
                effect.what in _PLURAL or effect.what in DELAYED_ONE):
            raise FamilyError(f"'{effect.what}' outside a delayed trigger")
        if isinstance(effect, m.GrantAbilities) and effect.on.startswith("as:") and \
                effect.on.endswith(":"):
            effect = effects[index] = replace(effect, on=_bind_as(
                effect.on, scope.antecedent, scope.it_subject))
        if isinstance(effect, m.ExileIfDies) and effect.leaves and effect.on.startswith(
                "as:") and effect.on.endswith(":"):  # "If it would leave …" (h7-sta)
            if not (scope.antecedent or "").startswith("moved:"):
                raise FamilyError("'would leave the battlefield' with no object put onto it")
            effect = effects[index] = replace(effect, on=scope.antecedent or "")
        if isinstance(effect, m.Attach) and effect.to == "it" and \
                scope.antecedent == "created":
            effect = effects[index] = replace(effect, to="created")  # "…, then attach ~ to it"
        effect = effects[index] = _after_move(effect, scope.moved)
        if scope.copied and isinstance(effect, (m.GrantAbilities, m.ModifyPT)) and \
                effect.on == scope.copied and scope.antecedent == "created":
            # "Create a token that's a copy of target creature …. It gains haste.": the token
            effect = effects[index] = replace(effect, on="as:it:created")
        if isinstance(effect, m.CreateTokenCopy):
            scope.copied = effect.what
        found = _antecedent(effect)
        if found is not None and found.startswith("moved:"):
            scope.moved.add(found.removeprefix("moved:"))
        if found is not None:
            scope.antecedent = found


def _bind_as(ref: str, antecedent: str | None, it_subject: str) -> str:
    """"as:that token:" → "as:that token:created": the printed words and the object they name
    (what the effects before left; "that creature" in a trigger with none: the event's)."""
    words = ref.split(":")[1]
    if antecedent is None and words == "that creature" and it_subject:
        return f"{ref}that_creature"
    if antecedent is None or antecedent == "self" or (
            words in ("that token", "the token") and antecedent != "created"):
        raise FamilyError(f"{words!r} without an object an earlier effect made or named")
    return ref + antecedent


def _after_move(effect: m.Effect, moved: set[str]) -> m.Effect:
    """"It gets +2/+0" after "Put target creature card … onto the battlefield": the permanent
    the card became, a new object (CR 400.7), not the target card, which no longer exists."""
    for name in ("on", "what"):
        ref = getattr(effect, name, None)
        if isinstance(ref, str) and ref in moved and not isinstance(
                effect, (m.Exile, m.ReturnFromGraveyard)):
            return replace(effect, **{name: f"moved:{ref}"})  # type: ignore[arg-type]
    return effect


def _inner_it(effect: m.Effect, antecedent: str) -> m.Effect:
    """Inside a delayed trigger the antecedent is its ``it`` (fixed as it is created, 603.7c):
    a return of "~" after "Exile ~", or a "target:N" the earlier sentence named."""
    if isinstance(effect, ReturnToBattlefield) and effect.what == "self":
        return replace(effect, what="it")
    for name in ("what", "on"):
        ref = getattr(effect, name, None)
        if isinstance(ref, str) and ref.startswith("target:") and \
                antecedent.removeprefix("moved:") == ref:
            return replace(effect, **{name: "it"})  # type: ignore[arg-type]
    return effect


def _bind_delayed(effect: m.DelayedTrigger, antecedent: str | None, it_subject: str,
                  trigger_event: str) -> m.DelayedTrigger:
    refs = _inner_refs(effect.effects)
    if "moved_it" in refs:  # "When ~ dies, return it to its owner's hand at …": the card
        # it became, fixed as the delayed ability is created (603.7c)
        return replace(effect, it="moved_it", effects=tuple(
            replace(e, what="it") if isinstance(e, ReturnCardToHand) else e
            for e in effect.effects))
    if antecedent is not None and antecedent.removeprefix("moved:") in refs:
        refs.add("it")  # "Return it … at …" after "Target creature gets …": the target
    returns_self = any(isinstance(e, ReturnToBattlefield) and e.what == "self"
                       for e in effect.effects)
    if not refs & (_PLURAL | _ONE) and not returns_self:
        return effect
    if refs & _PLURAL and antecedent not in ("created", "exiled_now") and not (
            antecedent or "").startswith("moved:"):
        raise FamilyError("'them' in a delayed trigger without the objects it names")
    if antecedent is None:
        if trigger_event in _DIES:  # "When ~ dies, return it … at …": the card it became
            antecedent = "moved_it"
        elif it_subject in ("self", "filter"):
            antecedent = "it"
        else:
            raise FamilyError("'it' in a delayed trigger without an object it names")
    inner = tuple(_inner_it(e, antecedent) for e in effect.effects)
    if returns_self and antecedent not in ("moved_self", "moved_it"):
        raise FamilyError("'return ~' in a delayed trigger without ~ having moved")
    return replace(effect, effects=inner, it=antecedent)
