"""Parse tree → model values for the one-shot spell families of the Commander precons (issue
10/16, the *spells* area): counters removed, tokens exiled, and the like. Mixed into the
builder (:class:`~cardtable.games.magic.oracle.compiler._Build`) as
:class:`~cardtable.games.magic.oracle.families.Families` is; each method names the Oracle
template it reads and the rule it follows.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.effects import (
    CopyChosenType,
    DamageExchange,
    ReturnDestroyedCard,
    RevealUntilCreatures,
    TokensFightEach,
)
from cardtable.games.magic.model.vocabulary import keyword_name
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10}


@v_args(inline=True)
class SpellFamilies(BuilderMixin):
    """The builder supplies ``targets`` and ``_target``."""



    # -- counters and tokens (CR 122.8, 111) -------------------------------------------------
    def e_remove_all_counters(self, what: str) -> m.Effect:
        """"Remove all counters from target permanent." (Vampire Hexmage)."""
        return m.RemoveCounters(counter="all", on=what)

    def e_remove_all_counters_all(self, noun: Any) -> m.Effect:
        """"Remove all counters from all permanents" (Aether Snap)."""
        return m.RemoveCounters(counter="all", on="", filter=noun.filter)

    def e_exile_all_tokens(self) -> m.Effect:
        """"Exile all tokens" (CR 111.1: tokens are permanents only on the battlefield)."""
        return m.Exile(filter=m.Filter(token=True))

    # -- keyword costs other than mana (CR 702.34a flashback, 702.33a kicker) ----------------
    def kw_cost_long(self, word: Token, cost: m.Cost) -> m.Keyword:
        """"Flashback—Sacrifice three creatures." / "Kicker—Tap an untapped Vampire you
        control." (a keyword whose cost is not only mana)."""

        if cost == m.Cost(mana=cost.mana):
            raise FamilyError("a mana-only keyword cost is written without a dash")
        return m.Keyword(name=keyword_name(str(word)), cost=cost)

    def cost_sac_n(self, word: Token, noun: Any) -> dict[str, Any]:
        """"Sacrifice three creatures" (CR 118.3, 701.17)."""
        if str(word).lower() == "x":  # "sacrifice X lands" (h9-sta: statics_9.sta9_cost_sac_x)
            return self.sta9_cost_sac_x(noun)  # type: ignore[attr-defined,no-any-return]
        n = _NUMBERS.get(str(word).lower())
        if n is None or n < 2:
            raise FamilyError("a number of permanents to sacrifice")
        return {"sacrifice": noun.filter, "sacrifice_count": n}

    def cost_tap_untapped(self, noun: Any) -> dict[str, Any]:
        """"Tap an untapped Vampire you control" (CR 118.3: tapping another permanent)."""
        if noun.filter.controller != "you":
            raise FamilyError("tapping permanents you don't control")
        return {"tap_untapped": noun.filter}

    def cost_tap_untapped_n(self, word: Token, noun: Any) -> dict[str, Any]:
        """"Tap two untapped creatures you control", "Tap five untapped Vampires you
        control"."""
        n = _NUMBERS.get(str(word).lower())
        if n is None or n < 2 or noun.filter.controller != "you":
            raise FamilyError("a number of untapped permanents you control")
        return {"tap_untapped": noun.filter, "tap_untapped_count": n}

    # -- players' permanents, the controller of a target ----------------------------------
    def e_tap_all_whose(self, noun: Any, who: str) -> m.Effect:
        """"Tap all creatures target player controls." (Naya Charm)."""
        if noun.filter.controller != "any":
            raise FamilyError("two controllers")
        return m.Tap(filter=noun.filter, whose=who)

    def e_that_controller_token(self, token: m.Effect) -> m.Effect:
        """"That creature's controller creates a 3/3 green Frog Lizard creature token."
        (Rapid Hybridization): the controller of the target creature, last known if it has
        left the battlefield (CR 608.2h)."""
        if not self.targets or self.targets[-1].what != "creature":
            raise FamilyError("'that creature' names no target creature")
        assert isinstance(token, m.CreateToken)
        from dataclasses import replace

        return replace(token, controller=f"controller:target:{len(self.targets) - 1}")

    def t_up_to_one_other(self, noun: Any) -> str:
        """"up to one other target artifact or enchantment" (CR 115.3: not the same object as
        the earlier target)."""
        from dataclasses import replace

        earlier = tuple(range(len(self.targets)))
        f = noun.filter
        if not earlier:  # the first target: "other" than the ability's own object
            f = replace(f, other=True)
        spec = (m.TargetSpec("creature", replace(f, types=()), count=1, min_count=0,
                             distinct_from=earlier)
                if f.types == ("Creature",) and not f.all_types else
                m.TargetSpec("permanent", f, count=1, min_count=0, distinct_from=earlier))
        return self._target(spec)

    def c_main_phase(self) -> m.Condition:
        """"If you cast this spell during your main phase" (CR 505.1)."""
        return m.Condition(kind="main_phase")

    def e_becomes_subtype(self, on: str, article: Token, subtype: Token) -> m.Effect:
        """"It becomes a Vampire in addition to its other types." (Captivating Vampire): a
        layer-4 effect with no end (CR 613.1d, 611.2a)."""
        return m.AddTypes(types=(), subtypes=(str(subtype),), on=on, duration="permanent")

    def c_creature_died(self) -> m.Condition:
        """"a creature died this turn" (morbid; CR 700.4 "dies")."""
        return m.Condition(kind="creature_died_this_turn")

    def e_destroy_all_power_above(self, noun: Any, what: str) -> m.Effect:
        """"Destroy all creatures with power greater than target creature's power." (Fell the
        Mighty): the power is read as the spell resolves (CR 608.2h)."""
        if noun.filter.power_min is not None or noun.filter.power_max is not None:
            raise FamilyError("two power restrictions")
        return m.Destroy(filter=noun.filter, power_above=what)

    def pv_lose_half(self) -> tuple[type, m.Quantity]:
        """"Target opponent loses half their life, rounded up." (Blood Tribute; CR 107.1a):
        the player's own life, read as it happens."""
        return (m.LoseLife, m.Amount(kind="half_life_up", ref="__who__"))

    def e_victimize(self, word: Token, noun: Any, article: Token, victim: Any,
                    tapped: Token | None = None) -> list[m.Effect]:
        """"Choose two target creature cards in your graveyard. Sacrifice a creature. If you
        do, return the chosen cards to the battlefield tapped." (Victimize): the cards are
        targets (CR 115.1); "if you do" reads whether the sacrifice happened (608.2c)."""
        from dataclasses import replace

        n = _NUMBERS.get(str(word).lower(), 0)
        if n < 2 or victim.filter.controller != "any":
            raise FamilyError("a number of chosen cards")
        ref = self._target(m.TargetSpec("card", replace(noun.filter, owner="you"),
                                        zone="graveyard", count=n))
        return [m.Sacrifice(filter=victim.filter),
                m.Conditional(condition=m.Condition(kind="paid"), effects=(
                    m.ReturnFromGraveyard(what=ref, to="battlefield", tapped=tapped is not None,
                                          says_chosen=True),))]

    def e_tokens_fight_each(self, noun: Any, token: m.Effect, beasts: Token) -> m.Effect:
        """"For each creature your opponents control, create a 4/4 green Phyrexian Beast
        creature token. Each of those Beasts fights a different one of those creatures."."""

        assert isinstance(token, m.CreateToken)
        if token.count != 1 or noun.filter.types != ("Creature",) or \
                str(beasts)[:-1] != token.token.subtypes[-1]:
            raise FamilyError("tokens and creatures that do not match")
        return TokensFightEach(token=token, filter=noun.filter)

    def e_copy_chosen_type(self) -> m.Effect:
        """Kindred Charge's whole text (a one-off, read as one template)."""

        return CopyChosenType()

    def e_reveal_until_creatures(self) -> m.Effect:
        """Synthetic Destiny's second sentence ("that many": the creatures exiled)."""

        return RevealUntilCreatures(count=m.Amount(kind="exiled_this_way"))

    def clause_delayed_end_lead(self, effect: Any) -> list[m.Effect]:
        """"At the beginning of the next end step, EFFECT." (CR 603.7a)."""
        effects = effect if isinstance(effect, list) else [effect]
        return [m.DelayedTrigger(effects=tuple(effects), when="next_end_step", lead=True)]

    def e_destroy_return_one(self, noun: Any, color: Token, subtype: Token) -> list[m.Effect]:
        """"Destroy all creatures, then return a creature card put into a graveyard this way
        to the battlefield under your control. It's a black Zombie in addition to its other
        colors and types." (Necromantic Selection)."""

        colors = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
        return [m.Destroy(filter=noun.filter),
                ReturnDestroyedCard(colors=(colors[str(color).lower()],),
                                    subtypes=(str(subtype),))]

    def e_exile_self(self) -> m.Effect:
        """"Exile ~." — a resolving spell exiles itself (it is not put into its owner's
        graveyard as it finishes resolving, 608.2n); a permanent exiles itself."""
        return m.Exile(what=m.SELF)

    def e_tap_fight_opponents_choice(self, first: str) -> list[m.Effect]:
        """"Tap target creature you control and target creature of an opponent's choice they
        control. Those creatures fight each other." (Magus of the Arena; CR 701.12)."""
        if not first.startswith("target:") or self.targets[-1].what != "creature":
            raise FamilyError("the first target is no creature")
        second = self._target(m.TargetSpec("creature", m.Filter(controller="opponent"),
                                           chosen_by="opponent"))
        return [m.Tap(what=first), m.Tap(what=second), m.Fight(a=first, b=second)]

    def e_damage_exchange(self, what: str) -> m.Effect:
        """"~ deals damage equal to its power to target creature. That creature deals damage
        equal to its power to ~." (Karplusan Yeti, Tracker, Vein Drinker's first ability)."""

        if not what.startswith("target:") or self.targets[-1].what != "creature":
            raise FamilyError("'that creature' names no target creature")
        return DamageExchange(a=m.SELF, b=what)
