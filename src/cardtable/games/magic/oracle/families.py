"""Parse tree → model values for the template families added after the first grammar
(``grammar.lark``; the builder :class:`~cardtable.games.magic.oracle.compiler._Build` mixes
these in). Each group names the Oracle template it reads and the rule it follows.

* players acting ("target opponent loses 2 life", "target player draws two cards and loses
  2 life", "each player mills three cards");
* "it" inside a triggered ability: the object the trigger names (CR 603.10: "Whenever ~
  attacks, it gets +1/+1 until end of turn", "When ~ enters, it deals 2 damage to any
  target");
* pump and grant together ("target creature gets +2/+2 and gains trample until end of turn",
  CR 611.2), "all" before a plural noun ("All creatures get -2/-2 until end of turn");
* mana of three or more choices ("Add {W}, {B}, or {G}.", CR 106.1);
* "put target … on top of / on the bottom of its owner's library" (CR 401);
* "up to N target … cards from your graveyard" (CR 115.1, 400.7), several cards searched
  for (CR 701.19);
* the "whenever you gain life" trigger (CR 603.2).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.core.errors import CardTableError
from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.nested import compile_nested
from cardtable.games.magic.text.tokens import PREDEFINED_TOKENS
from cardtable.games.magic.text.words import takes_all

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10}

# Trigger events whose "it" is an object the engine names in the event (triggers.py) and that
# is still where the ability looks for it: the entering, attacking or damage-dealing object.
IT_EVENTS = frozenset({"enters", "attacks", "deals_combat_damage_to_player",
                       "becomes_blocked", "blocks", "blocks_or_blocked"})


class FamilyError(CardTableError, ValueError):
    """A family's shape the builder refuses (raised inside the transformer, reported as a
    failing sentence)."""


@v_args(inline=True)
class Families(BuilderMixin):
    """Mixed into the builder; the builder supplies ``targets``, ``_target`` and ``it_event``
    (the trigger event of the ability being read, ``""`` outside triggered abilities)."""




    # -- players acting -----------------------------------------------------------------------
    def ps_target_player(self) -> str:
        return self._target(m.TargetSpec("player"))

    def ps_target_opponent(self) -> str:
        return self._target(m.TargetSpec("player", player="opponent"))

    def ps_each_player(self) -> str:
        return "each_player"

    def ps_each_opponent(self) -> str:
        return "each_opponent"

    def pv_draw(self, n: m.Quantity) -> tuple[type, m.Quantity]:
        return (m.DrawCards, n)

    def pv_discard(self, n: m.Quantity) -> tuple[type, m.Quantity]:
        return (m.Discard, n)

    def pv_mill(self, n: m.Quantity) -> tuple[type, m.Quantity]:
        return (m.Mill, n)

    def pv_gain(self, n: m.Quantity) -> tuple[type, m.Quantity]:
        return (m.GainLife, n)

    def pv_lose(self, n: m.Quantity) -> tuple[type, m.Quantity]:
        return (m.LoseLife, n)

    def e_player_acts(self, who: str, *verbs: tuple[Any, ...]) -> list[m.Effect]:
        out = []
        for verb in verbs:
            kind, n = verb[0], verb[1]
            # a verb's own fields ("discards two cards at random", "skips their next turn"),
            # as clause_player_then reads them
            extra: dict[str, Any] = verb[2] if len(verb) > 2 else {}
            if isinstance(n, m.Amount) and n.ref == "__who__":  # "their life": that player's
                n = replace(n, ref=who)
            out.append(kind(who=who, **extra) if extra else kind(amount=n, who=who))
        return out

    def e_you_draw_lose(self, n: m.Quantity, life: m.Quantity) -> list[m.Effect]:
        """"You draw two cards and you lose 2 life." (Night's Whisper)."""
        return [m.DrawCards(amount=n), m.LoseLife(amount=life)]

    # -- statics that hold only sometimes (CR 611.3a) -----------------------------------------
    def static_attacking(self, subject: dict[str, Any],
                         effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        """"~ has flying as long as it's attacking." (the engine's "attacking" condition)."""
        if subject.get("affected") != m.SELF:
            raise FamilyError("'as long as it's attacking' on another object")
        return m.StaticAbility(effects=static_effects(subject, effects),
                               condition=m.Condition(kind="attacking"))

    def static_your_turn(self, subject: dict[str, Any],
                         effects: list[m.ContinuousEffect]) -> m.StaticAbility:
        """"As long as it's your turn, ~ has first strike."."""
        return m.StaticAbility(effects=static_effects(subject, effects),
                               condition=m.Condition(kind="your_turn"))

    # -- "it" in a triggered ability ----------------------------------------------------------
    def e_it_damage(self, n: m.Quantity, recipients: list[str]) -> list[m.Effect]:
        if self.it_subject == "sacrificed" or (self.self_before_it and not self.it_subject):
            # the render writes the source "It" after a "Sacrifice ~" cost, or after a cost
            # that names ~ ("Remove a +1/+1 counter from ~: It deals …", h9-ev3)
            return [m.DealDamage(amount=n, to=to) for to in recipients]
        if self.it_subject not in ("self", "self_gone", "filter"):
            # h7-trg: "filter" — "Whenever a Dragon enters under your control, it deals X
            # damage …" (Dragon Tempest): the event's object is the source (608.2h)
            # h9-ev2: else "it" is the spell itself (oracle/harm_verbs_9.py)
            self.ev9_spell_it_source()  # type: ignore[attr-defined]
        return [m.DealDamage(amount=n, to=to, source="it") for to in recipients]

    # -- pump and grant -----------------------------------------------------------------------
    @staticmethod
    def _pt(pt: Token) -> tuple[m.Quantity, m.Quantity]:
        p, t = str(pt).split("/")
        return _pt_value(p), _pt_value(t)

    def e_pump_grant(self, on: str, pt: Token, keywords: tuple[m.Keyword, ...],
                     duration: Token) -> list[m.Effect]:
        p, t = self._pt(pt)
        return [m.ModifyPT(power=p, toughness=t, on=on),
                m.GrantAbilities(keywords=keywords, on=on)]

    def e_pump_grant_all(self, *parts: Any) -> list[m.Effect]:
        every, noun, pt, keywords, _duration = _split_all(parts, 4)
        flt = _effect_all_filter(every, noun.filter)  # EV2: "Goblin creatures …"
        p, t = self._pt(pt)
        return [m.ModifyPT(power=p, toughness=t, filter=flt),
                m.GrantAbilities(keywords=keywords, filter=flt)]

    def e_pump_all(self, *parts: Any) -> m.Effect:
        every, noun, pt, _duration = _split_all(parts, 3)
        p, t = self._pt(pt)
        return m.ModifyPT(power=p, toughness=t,  # EV2 8th wave: "Saproling creatures get …"
                          filter=_effect_all_filter(every, noun.filter))

    def e_grant_all(self, *parts: Any) -> m.Effect:
        every, noun, keywords, _duration = _split_all(parts, 3)
        return m.GrantAbilities(keywords=keywords,  # EV2 8th wave: "Wall creatures gain …"
                                filter=_effect_all_filter(every, noun.filter))

    def subj_many(self, *parts: Any) -> dict[str, Any]:
        every, noun = _split_all(parts, 1)
        return {"affected": "filter", "filter": noun.filter, "all": every}

    def subj_each_p1(self, noun: Any) -> dict[str, Any]:
        """"Each creature you control with a +1/+1 counter on it has trample." (CR 122.1)."""
        if noun.filter.counters:
            raise FamilyError("two counter restrictions")
        return {"affected": "filter", "filter": replace(noun.filter, counters="+1/+1")}

    # -- mana, library, graveyard -------------------------------------------------------------
    def e_add_choices(self, *manas: str) -> m.Effect:
        return m.AddMana(choices=tuple(manas))

    def e_to_top(self, what: str) -> m.Effect:
        return m.PutOnLibrary(what=what)

    def e_to_bottom(self, what: str) -> m.Effect:
        return m.PutOnLibrary(what=what, bottom=True)

    def card_nouns(self, *parts: Any) -> Any:
        return self.card_noun(*parts)

    def t_gy_up_to(self, word: Token, noun: Any) -> str:
        n = _NUMBERS[str(word).lower()]
        flt = noun.filter
        return self._target(m.TargetSpec("card", replace(flt, owner="you"), zone="graveyard",
                                         count=n, min_count=0))

    def e_tutor_n_battlefield(self, word: Token, noun: Any,
                              tapped: Token | None = None) -> m.Effect:
        return m.SearchLibrary(filter=noun.filter, count=_NUMBERS[str(word).lower()],
                               to="battlefield", tapped=tapped is not None)

    def e_tutor_n_reveal(self, word: Token, noun: Any) -> m.Effect:
        return m.SearchLibrary(filter=noun.filter, count=_NUMBERS[str(word).lower()],
                               reveal=True)

    # -- predefined tokens (CR 111.10) --------------------------------------------------------
    def predefined(self, kind: Token) -> m.Effect:
        return m.CreateToken(token=PREDEFINED_TOKENS[str(kind)])

    def n_predefined(self, word: Token, kind: Token) -> m.Effect:
        count: m.Quantity = m.Amount(kind="x") if str(word) == "X" else \
            _NUMBERS[str(word).lower()]
        return m.CreateToken(token=PREDEFINED_TOKENS[str(kind)], count=count)

    # -- more objects, players, costs, conditions -------------------------------------------

    def e_attach_it(self, to: str) -> m.Effect:
        """"When ~ enters, attach it to target creature you control." (CR 701.3)."""
        if self.it_subject != "self":
            raise FamilyError("'attach it' outside a trigger of the object itself")
        return m.Attach(to=to, what="it")

    def ps_that_player(self) -> str:
        """"that player" after "deals combat damage to a player": the player the event names
        (CR 603.2, the engine's ``triggering_player``)."""
        if self.trigger_rule not in ("trig_self_combat_damage", "trig_filter_combat_damage",
                                     "trig_equipped_combat_damage") and \
                "player" not in self.trigger_binds:
            # "Target player discards two cards. If …, that player discards three cards
            # instead." (issue 29, h7-ev3): the ability's one target player named again
            players = [i for i, t in enumerate(self.targets) if t.what == "player"]
            if len(players) == 1:
                return f"target:{players[0]}"
            if self.trigger_rule == "trig_enters_opponent":  # h8-trg: the entering permanent's
                return "that_player:it"  # controller ("Whenever a land enters under an
                # opponent's control, that player …", CR 603.6a, 608.2h)
            raise FamilyError("'that player' without a player the trigger names")
        return "triggering_player"

    def t_any_gy_card(self, noun: Any) -> str:
        return self._target(m.TargetSpec("card", noun.filter, zone="graveyard"))

    def t_opp_gy_card(self, noun: Any) -> str:
        return self._target(m.TargetSpec("card", replace(noun.filter, owner="opponent"),
                                         zone="graveyard"))

    def e_return_another(self, noun: Any) -> m.Effect:
        """"Return another creature you control to its owner's hand."."""
        if noun.filter.controller != "you":
            raise FamilyError("a chosen permanent to return that you don't control")
        return m.ReturnChosen(filter=replace(noun.filter, other=True))

    def e_may_gain(self, n: m.Quantity) -> m.Effect:
        """"gain 1 life" after "you may" (the render writes "You gain" anywhere else, so a
        bare "Gain 1 life." does not round-trip)."""
        return m.GainLife(amount=n)

    def t_player_or_pw(self) -> str:
        return self._target(m.TargetSpec("player_or_planeswalker"))

    def c_paid(self) -> m.Condition:
        """"If you do" after "you may …" (CR 608.2d)."""
        return m.Condition(kind="paid")

    def one_kind(self, article: Token, kind: Token) -> tuple[str, m.Quantity]:
        """"a charge counter", "a -1/-1 counter" (CR 122.1)."""
        return (str(kind), 1)

    def n_kind(self, word: Token, kind: Token) -> tuple[str, m.Quantity]:
        n: m.Quantity = m.Amount(kind="x") if str(word) == "X" else _NUMBERS[str(word).lower()]
        return (str(kind), n)

    def cost_remove_one(self, article: Token, kind: Token) -> dict[str, Any]:
        """"Remove a +1/+1 counter from ~" (CR 118.3, 122)."""
        return {"remove_counters": str(kind), "remove_count": 1}

    def cost_remove_n(self, word: Token, kind: Token) -> dict[str, Any]:
        if str(word).upper() == "X":  # "Remove X +1/+1 counters from ~" (X ≤ those on it)
            return {"remove_counters": str(kind), "remove_count": m.Amount(kind="x")}
        return {"remove_counters": str(kind), "remove_count": _NUMBERS[str(word).lower()]}

    def cost_discard_one(self) -> dict[str, Any]:
        return {"discard": 1}

    def trig_cast_spell(self, article: Token, noun: Any) -> m.Trigger:
        """"Whenever you cast a noncreature spell" (CR 603.2, 601.2i)."""
        return m.Trigger("cast", subject="filter", filter=noun.filter)

    def trig_player_casts(self, article: Token, noun: Any) -> m.Trigger:
        """"Whenever a player casts a white spell" (CR 603.2)."""
        return m.Trigger("cast", subject="filter", filter=noun.filter, whose="each")

    def trig_opponent_casts(self, article: Token, noun: Any) -> m.Trigger:
        return m.Trigger("cast", subject="filter", filter=noun.filter, whose="opponent")

    def trig_other_enters_any(self, noun: Any) -> m.Trigger:
        """"Whenever another creature enters" (anyone's; CR 603.6a)."""
        if noun.filter.controller == "you":
            raise FamilyError("Oracle says 'enters under your control'")
        return m.Trigger("enters", subject="filter", filter=replace(noun.filter, other=True))

    def trig_filter_enters_any(self, article: Token, noun: Any) -> m.Trigger:
        if noun.filter.controller == "you":
            raise FamilyError("Oracle says 'enters under your control'")
        return m.Trigger("enters", subject="filter", filter=noun.filter)

    def trig_self_or_enters(self, noun: Any) -> m.Trigger:
        """"Whenever ~ or another Ally enters under your control": the object itself is one
        of them (it matches the noun), so the filter is not "another"."""
        if noun.filter.controller != "any":
            raise FamilyError("two controllers in one trigger")
        return m.Trigger("enters", subject="filter", filter=replace(noun.filter,
                                                                    controller="you"),
                         self_first=True)

    # -- destroy that regeneration can't replace (CR 701.19c) ---------------------------------
    # -- damage divided among targets (CR 601.2d) --------------------------------------------
    def e_damage_divided(self, n: Token, among: Token) -> m.Effect:
        """"~ deals 4 damage divided as you choose among any number of targets": each target
        gets at least 1, so there are at most N of them."""
        total = int(n)
        most = {"one or two targets": 2, "one, two, or three targets": 3}.get(str(among), total)
        if most > total or (str(among) == "any number of targets" and total < 4):
            raise FamilyError("a division Oracle would word otherwise")
        ref = self._target(m.TargetSpec("any", count=most, min_count=1, divide=total))
        return m.DealDamage(amount=total, to=ref, divided=True)

    def e_it_damage_divided(self, n: Token, among: Token) -> m.Effect:
        """"When ~ enters, it deals 5 damage divided as you choose among any number of
        targets." (Bogardan Hellkite)."""
        if self.it_subject not in ("self", "self_gone"):
            raise FamilyError("'it deals' outside a trigger of the object itself")
        damage = self.e_damage_divided(n, among)
        assert isinstance(damage, m.DealDamage)
        return replace(damage, source="it")

    def e_pump_each(self, on: str, pt: Token, duration: Token) -> m.Effect:
        """"Up to two target creatures each get +2/+2 until end of turn" (CR 611.2c)."""
        spec = self.targets[int(on.split(":")[1])]
        if spec.count < 2:
            raise FamilyError("'each get' after a single target")
        p, t = self._pt(pt)
        return m.ModifyPT(power=p, toughness=t, on=on)

    def e_explore(self, what: str) -> m.Effect:
        """"When ~ enters, it explores." (CR 701.40a)."""
        if what != "it" and what != m.SELF:
            raise FamilyError("only the object itself explores here")
        return m.Explore(what=what)

    def e_investigate(self) -> m.Effect:
        """"Investigate" means "Create a Clue token" (CR 701.36a, 111.10f)."""

        return m.CreateToken(token=PREDEFINED_TOKENS["Clue"])

    def e_reveal_discard(self, who: str, article: Token, noun: Any,
                         restriction: Any = None) -> m.Effect:
        """"Target opponent reveals their hand. You choose a nonland card from it [with mana
        value 3 or less]. That player discards that card." (CR 701.16a, 701.8a)."""
        flt = noun.filter
        if restriction is not None:
            if set(restriction.fields) - {"mana_value_max", "mana_value_min"} or \
                    flt.mana_value_max is not None or flt.mana_value_min is not None:
                raise FamilyError("only a mana value follows 'from it'")
            flt = replace(flt, **restriction.fields)
        return m.RevealChooseDiscard(who=who, filter=flt)

    def e_return_chosen(self, article: Token, noun: Any) -> m.Effect:
        """"Return a land you control to its owner's hand" (a choice, not a target)."""
        if noun.filter.controller != "you":
            raise FamilyError("a chosen permanent to return that you don't control")
        return m.ReturnChosen(filter=noun.filter)

    def e_you_sacrifice(self, article: Token, noun: Any) -> m.Effect:
        """"Sacrifice a creature." (CR 701.17a: you choose which)."""
        if noun.filter.controller != "any":
            raise FamilyError("'sacrifice a … you control' is not Oracle's wording")
        return m.Sacrifice(filter=noun.filter)

    def e_threaten(self, what: str, duration: Token, keywords: tuple[m.Keyword, ...],
                   duration2: Token) -> list[m.Effect]:
        """"Gain control of target creature until end of turn. Untap that creature. It gains
        haste until end of turn." (CR 613.1b, 701.26)."""
        return [m.GainControl(what=what, duration="end_of_turn"), m.Untap(what=what),
                m.GrantAbilities(keywords=keywords, on=what)]

    def e_pump_grant_each(self, on: str, pt: Token, keywords: tuple[m.Keyword, ...],
                          duration: Token) -> list[m.Effect]:
        """"Up to two target creatures each get +1/+0 and gain first strike until end of
        turn."."""
        return [self.e_pump_each(on, pt, duration), m.GrantAbilities(keywords=keywords, on=on)]

    def trig_the_end_step(self) -> m.Trigger:
        """"At the beginning of the end step" — every end step, as "each end step" (the older
        wording; CR 513.2): ``whose="the"`` triggers for every player, as ``"each"`` does."""
        return m.Trigger("end_step", whose="the")

    # -- "~ enters tapped unless …" (CR 614.1c, 614.12) ----------------------------------------
    # The replacement's condition says when it enters *tapped*: the Oracle condition turned
    # around (``negate``), or for "N or fewer" the count above N.
    def rep_tapped_unless(self, condition: m.Condition) -> m.ReplacementAbility:
        return m.ReplacementAbility(event="enters", action="tapped", self_replacement=True,
                                    condition=condition)

    def u_fewer_other_lands(self, word: Token) -> m.Condition:
        return m.Condition(kind="you_control", amount=_NUMBERS[str(word).lower()] + 1,
                           filter=m.Filter(types=("Land",), other=True))

    def u_more_other_lands(self, word: Token) -> m.Condition:
        return m.Condition(kind="you_control", amount=_NUMBERS[str(word).lower()], negate=True,
                           filter=m.Filter(types=("Land",), other=True))

    def u_more_basic_lands(self, word: Token) -> m.Condition:
        return m.Condition(kind="you_control", amount=_NUMBERS[str(word).lower()], negate=True,
                           filter=m.Filter(types=("Land",), supertypes=("Basic",)))

    def u_more_other_land_type(self, word: Token, kind: Token) -> m.Condition:
        subtype = "Plains" if str(kind) == "Plains" else str(kind)[:-1]
        return m.Condition(kind="you_control", amount=_NUMBERS[str(word).lower()], negate=True,
                           filter=m.Filter(subtypes=(subtype,), other=True))

    def u_opponents(self, word: Token) -> m.Condition:
        return m.Condition(kind="opponents_at_least", amount=_NUMBERS[str(word).lower()],
                           negate=True)

    def u_control_land_type(self, *parts: Token) -> m.Condition:
        subtypes = tuple(str(p) for p in parts if p.type == "SUBTYPE")
        if any(s not in ("Plains", "Island", "Swamp", "Mountain", "Forest") for s in subtypes):
            raise FamilyError("'enters tapped unless you control a …' other than a land type")
        return m.Condition(kind="you_control", amount=1, negate=True,
                           filter=m.Filter(subtypes=subtypes))

    # -- "doesn't untap during its controller's next untap step" (CR 502.3, 611.2b) ---------
    def _no_untap(self, what: str, *, that: bool = False) -> m.Effect:
        return m.GrantAbilities(on=what, rules=("doesnt_untap",), duration="next_untap",
                                says_that=that)

    def e_no_untap_next(self, what: str) -> m.Effect:
        """"Tap target creature. It doesn't untap during its controller's next untap step."."""
        if not what.startswith("target:") or self.targets[int(what.split(":")[1])].count != 1:
            raise FamilyError("'doesn't untap' names no single target")
        return self._no_untap(what)

    def e_no_untap_next_that(self) -> m.Effect:
        """"… tap target creature an opponent controls. That creature doesn't untap …"."""
        if not self.targets and hasattr(self, "that_creature_ref"):
            # "Whenever ~ blocks a creature, that creature doesn't untap …" (CR 502.3): the
            # creature the trigger's event names (raises without one)
            return m.GrantAbilities(on=self.that_creature_ref(), rules=("doesnt_untap",),
                                    duration="next_untap")
        if not self.targets or self.targets[-1].what != "creature" or \
                self.targets[-1].count != 1:
            raise FamilyError("'that creature' names no target creature")
        return self._no_untap(f"target:{len(self.targets) - 1}", that=True)

    def e_no_untap_next_those(self) -> m.Effect:
        """"Tap up to two target creatures. Those creatures don't untap …"."""
        if not self.targets or self.targets[-1].what != "creature" or \
                self.targets[-1].count < 2:
            raise FamilyError("'those creatures' names no target creatures")
        return self._no_untap(f"target:{len(self.targets) - 1}")

    # -- "If ~ was kicked, it enters with N +1/+1 counters on it." (CR 702.33d, 614.1c) -----
    def rep_kicked_counters(self, counters: tuple[str, m.Quantity]) -> m.ReplacementAbility:
        return m.ReplacementAbility(event="enters", action="counters", counter=counters[0],
                                    amount=counters[1], self_replacement=True,
                                    condition=m.Condition(kind="kicked"))

    # -- "Whenever ~ becomes blocked" (CR 509.3c; triggers.py names the attacker "it") -----
    def trig_self_blocked(self) -> m.Trigger:
        return m.Trigger("becomes_blocked")

    # -- "Whenever ~ blocks [or becomes blocked]" (CR 509.2a, 509.3c) --------------------------
    def trig_self_blocks(self) -> m.Trigger:
        return m.Trigger("blocks")

    def trig_self_blocks_or_blocked(self) -> m.Trigger:
        """Two events of the object itself; :meth:`triggered` makes one ability of each (a
        creature never does both in one combat), printed as one line (render.py)."""
        return m.Trigger("blocks_or_blocked")

    # -- "sacrifice ~ unless you pay {U}" (CR 608.2d, 118.12; the shape of echo, 702.30a) ------
    @staticmethod
    def _unless(what: str, mana: str) -> list[m.Effect]:
        return [m.MayDo(effects=(), cost=m.Cost(mana=mana)),
                m.Conditional(m.Condition("paid", negate=True), (m.Sacrifice(what=what),))]

    def e_sac_self_unless(self, mana: str) -> list[m.Effect]:
        return self._unless(m.SELF, mana)

    def e_sac_it_unless(self, mana: str) -> list[m.Effect]:
        if self.it_subject != "self":
            raise FamilyError("'sacrifice it' outside a trigger of the object itself")
        return self._unless("it", mana)

    # -- protection from a creature type, "can't be blocked by red creatures" (702.16, 509.1b)
    def kw_protection_subtype(self, kind: Token) -> m.Keyword:
        from cardtable.games.magic.oracle.builder_base import _singular

        return m.Keyword(name="protection", filter=m.Filter(subtypes=(_singular(str(kind)),)))

    def s_cant_be_blocked_color(self, color: Token) -> list[m.ContinuousEffect]:
        code = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}[
            str(color).lower()]
        return [m.ContinuousEffect(layer="rules", rule=f"cant_be_blocked_color:{code}")]

    # -- a quoted ability given by a static ability (CR 613.1f, layer 6) -------------------------
    def s_quoted_ability(self, inner: Token) -> list[m.ContinuousEffect]:
        """"Enchanted creature has "{T}: This creature deals 1 damage to any target."" —
        "this creature" is the object that has the ability (CR 113.7a, 201.5)."""
        says_self = "~" in str(inner)
        nouns = {n.lower() for n in _QUOTED_SELF.findall(str(inner))}
        if len(nouns) > 1:
            raise FamilyError("a quoted ability that calls its object two names")
        noun = nouns.pop() if nouns else "creature"
        text = _QUOTED_SELF.sub("~", str(inner)) + "."
        ability = compile_nested(text, "permanent_line")
        if not isinstance(ability, (m.ActivatedAbility, m.TriggeredAbility, m.StaticAbility,
                                    m.ReplacementAbility)):
            raise FamilyError("a quoted ability that is not one ability")
        return [m.ContinuousEffect(layer="6", add_abilities=(ability,), quoted_self=says_self,
                                   quoted_noun="" if noun == "creature" else noun)]

    # -- "search your library for a card, then shuffle and put that card on top" (701.19) --
    def e_tutor_top(self, article: Token, noun: Any) -> m.Effect:
        return m.SearchLibrary(filter=noun.filter, to="top")

    def e_tutor_top_reveal(self, article: Token, noun: Any) -> m.Effect:
        return m.SearchLibrary(filter=noun.filter, to="top", reveal=True)

    # -- "Enchanted land has …", "You control enchanted permanent." (CR 303.4): the object the
    # Aura is attached to, named as its Enchant keyword names it (render.py checks that)
    def subj_enchanted_noun(self, noun: Token) -> dict[str, Any]:
        return {"affected": "enchanted"}

    def rep_control_enchanted_noun(self, noun: Token) -> m.StaticAbility:
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="2", affected="enchanted"),))

    def e_reorder_top(self, word: Token) -> m.Effect:
        """"Look at the top four cards of your library, then put them back in any order"."""
        if str(word).upper() == "X":
            raise FamilyError("'the top X cards' without an X")
        return m.ReorderTop(amount=_NUMBERS[str(word).lower()])

    def trig_heroic(self) -> m.Trigger:
        """"Whenever you cast a spell that targets ~" (heroic; CR 603.2, 601.2c)."""
        return m.Trigger("cast_targeting_self")

    # -- protection from card types (CR 702.16a) -------------------------------------------------
    def kw_protection_types(self, *types: Token) -> m.Keyword:
        """"Protection from artifacts": damage from artifact sources is prevented, it can't be
        blocked by artifact creatures, targeted or enchanted/equipped by artifacts (702.16b-e;
        damage.py, targets.py, combat.py, sba.py read ``filter.types``)."""
        names = tuple(str(t).lower() for t in types)
        if "permanents" in names:
            raise FamilyError("'protection from permanents' is not a card type")
        return m.Keyword(name="protection", filter=m.Filter(
            types=tuple(n[:-1].capitalize() for n in names)))

    def kw_protection_everything(self) -> m.Keyword:
        """"Protection from everything" (702.16j): from every object (targets.py reads the
        filter's name "everything")."""
        return m.Keyword(name="protection", filter=m.Filter(name="everything"))

    # -- triggers -----------------------------------------------------------------------------
    def trig_gain_life(self) -> m.Trigger:
        return m.Trigger("gain_life", whose="you")



#: what a quoted ability calls the object that has it (CR 113.7a): "this creature",
#: "this permanent", "this land", "this artifact", "this enchantment"
_QUOTED_SELF = re.compile(r"\b[Tt]his (creature|permanent|land|artifact|enchantment)\b")

def _pt_value(text: str) -> int | m.Amount:
    sign = -1 if text.startswith("-") else 1
    body = text.lstrip("+-")
    if body == "X":
        return m.Amount(kind="x", multiplier=sign)
    return sign * int(body)


def _split_all(parts: tuple[Any, ...], rest: int) -> tuple[Any, ...]:
    """``(ALL?, noun, *rest)`` → ``(has_all, noun, *rest)``."""
    if isinstance(parts[0], Token) and parts[0].type == "ALL":
        return (True, *parts[1:])
    if len(parts) == rest + 1:
        return (False, *parts)
    return (False, *parts)


def _all_filter(every: bool, flt: m.Filter, *, rule: bool = False) -> m.Filter:
    """Oracle writes "all" before a plain plural noun that nobody's control restricts ("All
    creatures get -2/-2", "All Sliver creatures have trample") but not before one with an
    adjective or a restriction ("Attacking creatures get +1/+0", "Creatures you control get
    +1/+1") nor before a rule change ("Creatures can't block"); the render relies on it
    (:func:`~cardtable.games.magic.text.words.takes_all`)."""

    if every != (takes_all(flt) and not rule):
        raise FamilyError("'all' where Oracle has none, or none where it has it")
    return flt


def _bare_or_all_filter(every: bool, flt: m.Filter, *, rule: bool) -> m.Filter:
    """A static's plural subject: as :func:`_all_filter`, and an older Oracle plural printed
    without its "all" ("Bird creatures get +1/+1.", "Kavu creatures have trample.") kept as
    such (``Filter.bare_plural``: the same permanents, wording only; issue 29, h7-sta)."""
    if not every and not rule and takes_all(flt):
        return replace(flt, bare_plural=True)
    return _all_filter(every, flt, rule=rule)


def _effect_all_filter(every: bool, flt: m.Filter) -> m.Filter:
    """A one-shot effect's plural subject (EV2 eighth wave; CR 611.2c): as
    :func:`_bare_or_all_filter`, and "all" kept where Oracle prints it before a noun with an
    adjective or a restriction ("all attacking creatures with flanking", ``Filter.says_all``)."""
    if every and not takes_all(flt):
        return replace(flt, says_all=True)
    return _bare_or_all_filter(every, flt, rule=False)


def static_effects(subject: dict[str, Any],
                   effects: list[m.ContinuousEffect]) -> tuple[m.ContinuousEffect, ...]:
    """A static ability's subject applied to its effects; "all" checked against the filter."""
    fields = dict(subject)
    every = bool(fields.pop("all", False))
    if fields.get("affected") == "filter":
        rule = all(e.layer == "rules" for e in effects)
        fields["filter"] = _bare_or_all_filter(every, fields["filter"], rule=rule)
    return tuple(replace(e, **fields) for e in effects)
