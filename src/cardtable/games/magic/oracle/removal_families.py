"""Removal, graveyard, mass-effect and cost sentences of the Commander staples (issue 28,
``commander-staples.txt``): builder methods for the grammar's "removal, graveyard, mass effects
and costs" section.

The pieces compose with the rest of the grammar rather than naming cards: an anaphor ("its
controller", "its mana value") binds to the last target the sentence before named (CR 608.2h,
the object as it last existed when it has left its zone), so "Destroy target permanent. Its
controller creates TOKEN" reads for any token and any earlier target.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin, OracleCompileError, _Restriction
from cardtable.games.magic.oracle.families import _all_filter, _pt_value
from cardtable.games.magic.oracle.joins import _Joined

# the step triggers (CR 503.1, 507.1, 513.1) and the enters triggers of other permanents
# (603.6a) whose "return ~ from your graveyard to the battlefield" makes them work from the
# graveyard (CR 113.6k; triggers.graveyard_steps, graveyard_enters; h5)
GRAVEYARD_STEP_TRIGGERS = frozenset({"trig_step", "trig_combat", "trig_any_enters",
                                     "trig_filter_enters_any", "trig_when_any_enters"})


class RemovalError(OracleCompileError):
    """A sentence of this family the builder refuses (the grammar read it, its parts don't
    fit together)."""


@v_args(inline=True)
class RemovalFamilies(BuilderMixin):
    """Mixed into the compiler's builder (``targets``, ``it_subject`` are the builder's)."""

    # -- anaphora: the controller of the last target (CR 608.2h) ---------------------------
    def _last_target_controller(self) -> str:
        if not self.targets or self.targets[-1].what not in ("creature", "permanent", "spell"):
            raise RemovalError("'its controller' with no object or spell targeted before it")
        return f"controller:target:{len(self.targets) - 1}"

    def e_its_controller_creates(self, token: m.Effect) -> m.Effect:
        """"Destroy target permanent. Its controller creates a 3/3 green Beast creature
        token." (Beast Within), "Counter target … spell. Its controller creates …" (Swan
        Song): the token is the controller's, the target's controller as it last existed."""
        if not isinstance(token, m.CreateToken):
            raise RemovalError("'its controller creates' something that is not a token")
        return replace(token, controller=self._last_target_controller(), says_its=True)

    def e_its_controller_tutor_that(self, article: Token, noun: Any,
                                    tapped: Token | None = None) -> m.Effect:
        """"Exile target creature. Its controller may search their library for a basic land
        card, put that card onto the battlefield tapped, then shuffle." (Path to Exile)."""
        who = self._last_target_controller()
        if self.targets[-1].what == "spell":
            raise RemovalError("a spell's controller searching")
        return m.MayDo(effects=(m.SearchLibrary(filter=noun.filter, to="battlefield",
                                                tapped=tapped is not None, who=who),), who=who)

    # -- "equal to its mana value" (CR 202.3, 608.2h) -----------------------------------------
    def x_its_mana_value(self) -> m.Amount:
        if not self.targets:
            raise RemovalError("'its mana value' with no target named before it")
        if self.targets[-1].what == "player":  # a player has no mana value (CR 202.3; the
            # "its" is some card the sentence names — Lammastide Weave's milled card)
            raise RemovalError("'its mana value' after a target player")
        return m.Amount(kind="mana_value", ref=f"target:{len(self.targets) - 1}")

    def e_lose_equal(self, amount: m.Amount) -> m.Effect:
        """"You lose life equal to its mana value." (Reanimate)."""
        if amount.ref.startswith("sacrificed"):
            # "that creature" with no creature targeted before it: a sacrificed one, which no
            # sentence of this family sacrificed
            raise RemovalError("'that creature' with no creature named before it")
        return m.LoseLife(amount=replace(amount, wording="equal_to"))

    # -- two events of the object itself ------------------------------------------------------
    def trig_self_enters_or_dies(self) -> tuple[m.Trigger, ...]:
        """"When ~ enters or dies" (Stitcher's Supplier): one ability per event, printed as
        one sentence (an event cannot be both, CR 603.2)."""
        return (m.Trigger("enters"), m.Trigger("dies"))

    # -- costs ------------------------------------------------------------------------------
    def cost_life_x(self) -> dict[str, Any]:
        """"pay X life" (Toxic Deluge): X is announced as the spell is cast (601.2b) and
        the life paid with the other costs (601.2h); no more than the player's life (119.4)."""
        return {"pay_life_x": True}

    def c_control_commander(self) -> m.Condition:
        """"you control a commander" — anyone's, not only your own (CR 903.3d)."""
        return m.Condition(kind="controls_commander")

    def free_cast_if(self, condition: m.Condition) -> list[m.Keyword]:
        """"If COND, you may cast this spell without paying its mana cost." — an alternative
        cost of nothing, offered while the condition holds (CR 118.9, 601.2b)."""
        return [m.Keyword(name="alternative_cost", cost=m.Cost(), condition=condition)]

    # -- quantities ---------------------------------------------------------------------------
    def fe_count_battlefield(self, noun: Any) -> m.Amount:
        """"for each creature on the battlefield" (Blasphemous Act): whoever controls them."""
        if noun.filter.controller != "any" or noun.filter.other:
            raise RemovalError("'on the battlefield' after a controller")
        return m.Amount(kind="count", filter=noun.filter, wording="for_each")

    def fe_creatures_destroyed(self) -> m.Amount:
        """"for each creature destroyed this way" (Decree of Pain): what the instruction
        before destroyed, creatures only (CR 608.2c)."""
        return m.Amount(kind="destroyed_this_way", filter=m.Filter(types=("Creature",)),
                        wording="for_each")

    # -- player scopes --------------------------------------------------------------------------
    def e_each_other_sac(self, article: Token, noun: Any) -> m.Effect:
        """"Each other player sacrifices a creature." (Grave Pact): every player but you, in
        APNAP order (CR 101.4, 701.17a)."""
        return m.Sacrifice(who="each_other_player", filter=noun.filter)

    def e_dying_controller_loses(self, n: m.Quantity) -> m.Effect:
        """"Whenever a creature an opponent controls dies, that player loses 2 life." — the
        dead creature's controller as it last existed (CR 603.10a, 608.2h)."""
        if "player" in self.trigger_binds:  # the event's player (trigger_events.py)
            return m.LoseLife(amount=n, who="triggering_player")
        players = [i for i, t in enumerate(self.targets) if t.what == "player"]
        if self.trigger_rule not in ("trig_filter_dies", "trig_enters_opponent") and len(
                players) == 1:
            # "Target opponent loses 1 life. If …, that player loses 3 life instead." (issue
            # 29, h7-ev3): the ability's one target player named again
            return m.LoseLife(amount=n, who=f"target:{players[0]}")
        if self.trigger_rule not in ("trig_filter_dies", "trig_enters_opponent"):
            # h7-trg: "Whenever a land enters under an opponent's control, that player …"
            raise RemovalError("'that player' with no creature dying before it")
        return m.LoseLife(amount=n, who="that_player:it")

    # -- graveyards -----------------------------------------------------------------------------
    def e_exile_all_graveyards(self) -> m.Effect:
        """"Exile all graveyards." (Farewell): every player's graveyard (CR 406)."""
        return m.ExileGraveyard(who="each_player")

    def e_return_self_gy_battlefield(self, tapped: Token | None = None) -> m.Effect:
        """"{1}{B}: Return ~ from your graveyard to the battlefield tapped." — an ability that
        works only while the card is in its owner's graveyard (CR 113.6k, 602.2)."""
        if self.trigger_rule and self.trigger_rule not in GRAVEYARD_STEP_TRIGGERS:
            # a step trigger works from the graveyard (h5: triggers.graveyard_steps, 113.6k);
            # no other event is fired for a card in a graveyard yet
            raise RemovalError("a trigger returning its card from the graveyard")
        self.from_graveyard = True
        return m.ReturnFromGraveyard(what=m.SELF, to="battlefield", tapped=tapped is not None,
                                     says_from=True)

    def e_sac_or_else(self, article: Token, noun: Any, otherwise: Any) -> list[m.Effect]:
        """"Sacrifice a creature. If you can't, sacrifice ~." (Eldrazi Monument): the second
        instruction only if the first sacrificed nothing (CR 608.2c)."""
        effects = tuple(otherwise) if isinstance(otherwise, list) else (otherwise,)
        return [m.Sacrifice(filter=noun.filter),
                m.Conditional(condition=m.Condition(kind="sacrificed", negate=True),
                              effects=effects)]

    def x_greatest_power(self, noun: Any) -> m.Amount:
        """"the greatest power among creatures you control" (0 when there are none)."""
        return m.Amount(kind="greatest_power", filter=noun.filter)

    # -- triggers -----------------------------------------------------------------------------
    def trig_enters_opponent(self, article: Token, noun: Any) -> m.Trigger:
        """"Whenever a creature enters under an opponent's control" (CR 603.6a)."""
        if noun.filter.controller != "any":
            raise RemovalError("two controllers in one trigger")
        return m.Trigger("enters", subject="filter",
                         filter=replace(noun.filter, controller="opponent"), self_first=False)

    # -- filters and "those creatures" --------------------------------------------------------
    def r_with_p1_counter(self) -> Any:

        return _Restriction({"counters": "+1/+1"})

    def those_gain(self, first: Any, keywords: tuple[m.Keyword, ...],
                          duration: Token) -> list[m.Effect]:
        """"Draw a card for each creature you control with a +1/+1 counter on it. Those
        creatures gain indestructible until end of turn." (Inspiring Call): "those creatures"
        are the ones the first sentence counted (CR 608.2c)."""
        effects = list(first) if isinstance(first, list) else [first]
        counted = [q for e in effects for q in (getattr(e, "amount", None),)
                   if isinstance(q, m.Amount) and q.kind == "count" and q.filter is not None
                   and not q.ref and q.zone == "battlefield"]
        if len(effects) != 1 or len(counted) != 1:
            raise RemovalError("'those creatures' with no creatures counted before it")
        return [*effects, m.GrantAbilities(keywords=keywords, filter=counted[0].filter,
                                           says_that=True)]

    # -- issue 26: "other" and "those creatures" opening a sentence --------------------------
    def e_pump_other(self, noun: Any, pt: Token, _duration: Token) -> m.Effect:
        """"Other creatures you control get +1/+1 until end of turn." (War Screecher): every
        one but this object, not a creature type "Other"."""
        p, t = self._pt(pt)  # type: ignore[attr-defined]
        return m.ModifyPT(power=p, toughness=t, filter=replace(noun.filter, other=True))

    def e_grant_other(self, noun: Any, keywords: tuple[m.Keyword, ...],
                      _duration: Token) -> m.Effect:
        """"Other creatures you control gain flying until end of turn."."""
        return m.GrantAbilities(keywords=keywords, filter=replace(noun.filter, other=True))

    def those_must_attack(self, first: Any) -> list[m.Effect]:
        """"Creatures your opponents control get -1/-1 until end of turn. Those creatures attack
        this turn if able." (Suicidal Charge): "those creatures" are the ones the sentence
        before affected, the same set (CR 608.2c, 611.2c), and an attack requirement on them
        (508.1d)."""
        effects = list(first) if isinstance(first, list) else [first]
        if len(effects) != 1 or not isinstance(effects[0], (m.ModifyPT, m.GrantAbilities)) \
                or effects[0].filter is None:
            raise RemovalError("'those creatures' with no creatures affected before it")
        return [*effects, m.GrantAbilities(filter=effects[0].filter,
                                           rules=("attacks_each_combat",), says_that=True)]

    def other_after_sentence(self, *parts: Any) -> list[m.Effect]:
        """"…. Other creatures you control get +1/+1 until end of turn." after a sentence that
        named creatures: other than those (608.2c), which no filter can say yet — refused, so
        the card stays unsupported rather than pump the creatures named before as well."""
        raise RemovalError("'Other …' after a sentence: other than what it named")

    # -- conditions ---------------------------------------------------------------------------
    def c_none_on_battlefield(self, noun: Any) -> m.Condition:
        """"if no creatures are on the battlefield" (Pestilence): no player's (CR 603.4)."""
        if noun.filter.controller != "any":
            raise RemovalError("'on the battlefield' after a controller")
        return m.Condition(kind="on_battlefield", filter=noun.filter, negate=True)

    # -- a pump and a grant of the same creatures, in Oracle's other orders ---------------------
    def _pump_grant(self, every: bool, noun: Any, pt: Token,
                    keywords: tuple[m.Keyword, ...], wording: str) -> list[m.Effect]:

        flt = _all_filter(every, noun.filter)
        p, t = str(pt).split("/")
        return [m.ModifyPT(power=_pt_value(p), toughness=_pt_value(t), filter=flt),
                m.GrantAbilities(keywords=keywords, filter=flt, wording=wording)]

    def e_until_pump_grant_all(self, *parts: Any) -> list[m.Effect]:
        """"Until end of turn, creatures you control get +1/+1 and gain haste." (Heroic
        Reinforcements): the set of creatures is locked in on resolution (CR 611.2c)."""
        rest = parts[1:]  # after "until end of turn, "
        every = isinstance(rest[0], Token) and rest[0].type == "ALL"
        noun, pt, keywords = rest[1:] if every else rest
        return self._pump_grant(every, noun, pt, keywords, "until_first")

    def e_grant_pump_all(self, *parts: Any) -> list[m.Effect]:
        """"creatures you control gain trample and get +X/+X until end of turn" (Craterhoof
        Behemoth; X from "where X is …", CR 107.3)."""
        every = isinstance(parts[0], Token) and parts[0].type == "ALL"
        noun, keywords, pt, _duration = parts[1:] if every else parts
        return self._pump_grant(every, noun, pt, keywords, "gain_first")

    def x_that_mana_value(self, noun: Token) -> m.Amount:
        """"that permanent's mana value" — the last target's, as it last existed (608.2h)."""
        if not self.targets or self.targets[-1].what not in ("creature", "permanent"):
            raise RemovalError(f"'that {noun}' with no permanent targeted before it")
        return m.Amount(kind="mana_value", ref=f"that_{noun}:target:{len(self.targets) - 1}")

    # -- the owner as the actor (Chaos Warp) ---------------------------------------------------
    def owner_reveal_branch(self, article: Token, noun: Any) -> m.Filter:
        flt: m.Filter = noun.filter
        return flt

    def e_owner_shuffles_reveals(self, what: str, flt: m.Filter) -> list[m.Effect]:
        """"The owner of target permanent shuffles it into their library, then reveals the top
        card of their library. If it's a permanent card, they put it onto the battlefield."
        — the owner (as the permanent last existed, 608.2h) shuffles, reveals (701.16a) and
        puts the card onto the battlefield under their own control."""
        if not what.startswith("target:") or self.targets[-1].what not in (
                "creature", "permanent"):
            raise RemovalError("'the owner of' something other than a target permanent")

        owner = f"owner:{what}"
        out = _Joined([m.ShuffleIntoLibrary(what=what, who=owner), m.RevealTop(who=owner),
                       m.Conditional(condition=m.Condition(kind="ref_matches", ref="revealed",
                                                           filter=flt),
                                     effects=(m.MoveRevealed(to="battlefield",
                                                             wording="they"),))])
        out.joins = ["then", "."]
        return out

    # -- draws by others and by you -----------------------------------------------------------
    def e_its_controller_draw_up_to(self, word: Token) -> m.Effect:
        """"Its controller may draw up to two cards" (Arcane Denial): the countered spell's
        controller chooses how many, none to two."""
        n = self.n_cards(word)
        if not isinstance(n, int):
            raise RemovalError("'up to X cards'")
        return m.DrawCards(amount=n, who=self._last_target_controller(), up_to=True)

    def e_you_draw(self, n: m.Quantity) -> m.Effect:
        """"You draw a card" — Oracle names the player when another player acted before."""
        return m.DrawCards(amount=n, says_you=True)

    def cast_from_graveyard_while(self, condition: m.Condition) -> list[m.Keyword]:
        """"You may cast ~ from your graveyard as long as you control a Zombie." — a
        permission to cast the card from its owner's graveyard, checked as it is cast
        (CR 601.2, 601.3)."""
        return [m.Keyword(name="cast_from_graveyard", condition=condition)]

    def fe_spells_cast(self) -> m.Amount:
        """"for each spell you've cast this turn" (this one too, once cast: CR 601.2i)."""
        return m.Amount(kind="spells_cast_this_turn", ref=m.YOU, wording="for_each")

    def e_cast_from_hand_free(self, n: Token) -> m.Effect:
        """"You may cast a spell with mana value 5 or less from your hand without paying its
        mana cost." — a card chosen from the hand (or none), cast as this resolves."""
        return m.CastCard(what="", filter=m.Filter(mana_value_max=int(n)))

    # -- every player at once (CR 101.4, 608.2c) ------------------------------------------------
    def e_each_player_swap(self, cards: Any, noun: Any) -> list[m.Effect]:
        """"Each player exiles all creature cards from their graveyard, then sacrifices all
        creatures they control, then puts all cards they exiled this way onto the
        battlefield." (Living Death): each step for every player before the next; the exiled
        cards return under their owners' control."""
        if noun.filter.controller != "any":
            raise RemovalError("'they control' after another controller")
        card_filter: m.Filter = cards.filter if hasattr(cards, "filter") else cards
        return [m.Exile(filter=card_filter, zone="graveyard"),
                m.Sacrifice(who="each_player", filter=noun.filter, every=True),
                m.ReturnFromGraveyard(what="exiled", to="battlefield", under="owner")]

    def trig_becomes_untapped(self, article: Token, noun: Any) -> m.Trigger:
        """"Whenever a permanent becomes untapped" — in its controller's untap step (502.3)
        or by an effect; once for each permanent."""
        return m.Trigger("untaps", subject="filter", filter=noun.filter)

    def ps_that_permanents_controller(self) -> str:
        """"that permanent's controller" — the controller of the permanent the trigger names
        (Mesmeric Orb; CR 608.2h)."""
        if self.trigger_rule != "trig_becomes_untapped" and not (
                self.trigger_rule == "trig_event" and self.it_subject == "filter"):
            # a composed event whose "it" is a filtered permanent (trigger_events.py)
            raise RemovalError("'that permanent' with no permanent the trigger names")
        return "that_permanents_controller:it"
