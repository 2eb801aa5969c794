"""Parse tree → model values for effect composition (issues 28/29; ``grammar.lark``'s "effect
composition" block; the builder :class:`~cardtable.games.magic.oracle.compiler._Build` mixes
this in; the words back are :mod:`cardtable.games.magic.text.composition`).

Each rule is one part over the grammar's shared objects, player subjects, keyword lists and
quantities, so it reads every sentence built from them:

* "REF loses flying until end of turn" for any object and simple keywords (CR 613.1f);
* "you may have REF get … / gain … / lose … / block ~ this turn if able" — an object as the
  actor of an optional effect (CR 608.2d);
* "PLAYER gets a poison counter / two poison counters" for every player subject (CR 122.1f,
  704.5c);
* "~ / it deals damage equal to QUANTITY to RECIPIENT" for every xdef (CR 120.1, 107.3) and the
  count "the number of charge counters on it" (CR 122.1).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.vocabulary import keyword_name
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.text.words import ANY_NUMBER

_POISON = {"a": 1, "two": 2, "three": 3, "four": 4, "five": 5}
# the wording of "deals damage equal to QUANTITY to RECIPIENT" (the amount before the
# recipient); "equal_to" is the other order, "deals damage to RECIPIENT equal to QUANTITY"
EQUAL_TO_FIRST = "equal_to_first"
# "deals damage to PLAYER equal to the number of NOUNS they control": counted among the
# permanents of the player dealt damage
THEY_CONTROL = "equal_to_they_control"
# "deals damage to itself equal to its power"
ITSELF = "equal_to_itself"


@v_args(inline=True)
class CompositionFamilies(BuilderMixin):
    """Objects, quantities and follow-ups that compose with every verb."""

    # -- "REF loses KEYWORDS until end of turn" (CR 613.1f) -------------------------------------
    def e_lose_keywords(self, on: str, keywords: tuple[m.Keyword, ...],
                        _duration: Token) -> m.Effect:
        """"Target creature loses flying until end of turn", "~ loses defender …": layer 6
        on the one object, for the turn (611.2c: fixed as it resolves)."""
        if on == "you" or on.startswith(("each", "that_player")):
            raise FamilyError("only an object loses an ability")
        if on.startswith("target:") and self.targets[int(on.split(":")[1])].what == "player":
            raise FamilyError("a player loses no keyword")
        names: list[str] = []
        for keyword in keywords:
            if keyword.cost is not None or keyword.amount or keyword != m.Keyword(
                    name=keyword.name):
                raise FamilyError("losing a keyword with a cost, a number or a quality")
            names.append(keyword_name(keyword.name))
        return m.LoseKeywords(keywords=tuple(names), on=on)

    # -- "you may have REF VERB …" (CR 608.2d) ---------------------------------------------------
    def have_effect(self, effect: Any) -> Any:
        return effect

    def clause_may_have(self, effect: Any) -> list[m.Effect]:
        """"You may have target creature get +2/+0 until end of turn": the choice is yours on
        resolution, the object does what the verb says (608.2d)."""
        effects = effect if isinstance(effect, list) else [effect]
        return [m.MayDo(effects=tuple(effects))]

    # -- poison counters (CR 122.1f) -----------------------------------------------------------
    @staticmethod
    def _poison_count(word: Token, plural: Token | None) -> int:
        n = _POISON.get(str(word).lower())
        if n is None:
            raise FamilyError("X poison counters")
        if (n == 1) != (plural is None):
            raise FamilyError("a poison count that does not agree with its noun")
        return n

    def e_poison(self, who: str, word: Token, plural: Token | None = None) -> m.Effect:
        """"That player gets a poison counter", "each player gets …", "its controller gets
        two poison counters": counters on the player (704.5c: ten or more and they lose)."""
        return m.PutCounters(counter="poison", amount=self._poison_count(word, plural), on=who)

    def e_you_poison(self, word: Token, plural: Token | None = None) -> m.Effect:
        """"You get a poison counter" (Phyrexian Vatmother)."""
        return m.PutCounters(counter="poison", amount=self._poison_count(word, plural),
                             on=m.YOU)

    # -- "deals damage equal to QUANTITY to RECIPIENT" (CR 120.1, 107.3) -------------------------
    def damage_equal_first(self, source: Token, amount: m.Amount,
                             recipients: list[str]) -> list[m.Effect]:
        """"~ deals damage equal to the sacrificed creature's power to any target", "It deals
        damage equal to the number of charge counters on it to any target": the amount read
        as the effect happens (608.2h: as it last existed, if it has left)."""
        if not isinstance(amount, m.Amount):
            raise FamilyError("'damage equal to' a printed number")
        if amount.kind == "power" and amount.ref in (m.SELF, "it"):
            # "~ deals damage equal to its power to …" is read by its own rules (the power of
            # the source itself)
            raise FamilyError("the source's own power is another template")
        # "~ deals" / "it deals": as "deals damage to … equal to …" reads it
        # (effects_more_families)
        origin: str = self._damage_source(source)  # type: ignore[attr-defined]
        worded = replace(amount, wording=EQUAL_TO_FIRST)
        return [m.DealDamage(amount=worded, to=to, source=origin) for to in recipients]

    def x_counters_on(self, kind: Token, _on: Token) -> m.Amount:
        """"the number of charge counters on ~ / on it" (CR 122.1): counters of one kind on the
        ability's own object (as it last existed, 608.2h, after it was sacrificed)."""
        if self.it_subject == "filter":
            raise FamilyError("counters on an object the trigger names")
        return m.Amount(kind="counters", counter=str(kind), ref=m.SELF,
                        says_it=str(_on).lower() == "it")

    # -- base power and toughness (CR 613.4b) ----------------------------------------------------
    def e_set_base_pt(self, on: str, pt: Token, _duration: Token) -> m.Effect:
        """"Target creature has base power and toughness 1/1 until end of turn" (layer 7b)."""
        if on == "you" or on.startswith(("each", "that_player")):
            raise FamilyError("only a creature has a base power and toughness")
        p, t = str(pt).split("/")
        if not (p.isdigit() and t.isdigit()):
            raise FamilyError("a base power and toughness that is not printed")
        return m.SetBasePT(power=int(p), toughness=int(t), on=on)

    # -- damage divided among any number of targets (CR 601.2d) -----------------------------------
    def e_damage_divided_x(self, source: Token) -> m.Effect:
        """"~ deals X damage divided as you choose among any number of targets" (Rolling
        Thunder): one to X targets, each dealt at least 1 (601.2d; X announced first, 107.3a)."""
        origin: str = self._damage_source(source)  # type: ignore[attr-defined]
        x = m.Amount(kind="x")
        ref = self._target(m.TargetSpec("any", count_x=True, min_count=1, divide=x))
        return m.DealDamage(amount=x, to=ref, source=origin, divided=True)

    def e_damage_divided_among(self, source: Token, n: m.Quantity, noun: Any) -> m.Effect:
        """"~ deals 6 damage divided as you choose among any number of target creatures"
        (Spreading Flames), "… X damage … among any number of target attacking creatures"
        (Hail of Arrows): as many targets as points of damage at most (601.2d)."""
        origin: str = self._damage_source(source)  # type: ignore[attr-defined]
        if noun.filter.controller == "ref":
            raise FamilyError("divided among a named player's permanents")
        if isinstance(n, int):
            if n < 2:
                raise FamilyError("a division Oracle would word otherwise")
            spec = self._permanent_spec(  # type: ignore[attr-defined]
                noun.filter, count=n, min_count=1, divide=n)
        elif isinstance(n, m.Amount) and n.kind == "x":
            spec = self._permanent_spec(  # type: ignore[attr-defined]
                noun.filter, count_x=True, min_count=1, divide=n)
        else:
            raise FamilyError("a divided amount that is neither printed nor X")
        return m.DealDamage(amount=n, to=self._target(spec), source=origin, divided=True)

    # -- domain (CR 305.6) ----------------------------------------------------------------------
    def x_domain(self) -> m.Amount:
        """"where X is the number of basic land types among lands you control"."""
        return m.Amount(kind="basic_land_types", ref=m.YOU)

    def fe_domain(self) -> m.Amount:
        """"… for each basic land type among lands you control"."""
        return m.Amount(kind="basic_land_types", ref=m.YOU, wording="for_each")

    # -- "target opponent or planeswalker" (CR 115.1) -------------------------------------------
    def t_opponent_or_pw(self) -> str:
        """An opponent, or any planeswalker (Burning Fields, Inferno Jet)."""
        return self._target(m.TargetSpec("player_or_planeswalker", player="opponent"))

    # -- per-player quantities (CR 608.2h) ------------------------------------------------------
    def x_count_they(self, noun: Any) -> m.Amount:
        """"the number of artifacts they control": the player the sentence's player subject
        names (bound by ``e_player_acts`` as ``__who__``)."""
        if noun.filter.controller != "any":
            raise FamilyError("two controllers")
        return m.Amount(kind="count", filter=noun.filter, ref="__who__")

    def damage_equal_they(self, source: Token, recipients: list[str],
                          noun: Any) -> list[m.Effect]:
        """"~ deals damage to each player equal to the number of lands they control" (Acidic
        Soil): each player is dealt damage counted among their own permanents — one round per
        player (APNAP, 101.4); "that player" after "each player's upkeep" (Karma) the same."""
        origin: str = self._damage_source(source)  # type: ignore[attr-defined]
        if noun.filter.controller != "any":
            raise FamilyError("two controllers")
        out: list[m.Effect] = []
        for to in recipients:
            if to in ("each_player", "each_opponent"):
                amount = m.Amount(kind="count", filter=noun.filter, ref="that_player",
                                  wording=THEY_CONTROL)
                out.append(m.ForEachPlayer(players=to, effects=(
                    m.DealDamage(amount=amount, to="that_player", source=origin),)))
            elif to in ("that_player", "defending_player", "triggering_player") or (
                    to.startswith("target:") and self.targets[int(to.split(":")[1])].what
                    == "player"):
                amount = m.Amount(kind="count", filter=noun.filter, ref=to,
                                  wording=THEY_CONTROL)
                out.append(m.DealDamage(amount=amount, to=to, source=origin))
            else:
                raise FamilyError("'they control' after a recipient that is no player")
        return out

    # -- "gains your choice of A, B, or C" (CR 608.2d) ------------------------------------------
    def choice_keywords(self, *keywords: m.Keyword) -> tuple[m.Keyword, ...]:
        return keywords

    def e_gain_keyword_choice(self, on: str, keywords: tuple[m.Keyword, ...],
                              _duration: Token) -> m.Effect:
        """"~ gains your choice of flying or lifelink until end of turn" (Silverquill
        Pledgemage): one object, simple keywords, the choice made on resolution."""
        if on == "you" or on.startswith(("each", "that_player")):
            raise FamilyError("only an object gains a keyword")
        if any(k != m.Keyword(name=k.name) for k in keywords) or len(set(keywords)) < 2:
            raise FamilyError("a choice among keywords with costs, numbers or qualities")
        return m.GrantKeywordChoice(keywords=keywords, on=on)

    # -- "any number of target NOUNS" (CR 115.1, 601.2c) ----------------------------------------
    def t_any_number(self, noun: Any) -> str:
        """"Destroy any number of target creatures": none or more targets."""
        return self._target(self._permanent_spec(  # type: ignore[attr-defined]
            noun.filter, count=ANY_NUMBER, min_count=0))

    # -- "… would die this turn, exile it instead" (CR 614.1a) ---------------------------------
    def e_exile_if_dies_damaged(self) -> m.Effect:
        """"If a creature dealt damage this way would die this turn, exile it instead." (Anger
        of the Gods): the creatures the damage before it was dealt to (608.2c)."""
        return m.ExileIfDies(on="damaged_creatures")

    def e_exile_if_dies_that(self, noun: Token) -> m.Effect:
        """"If that creature [or planeswalker] would die this turn, exile it instead." (Bleed
        Dry, Scorching Dragonfire): the single target the sentence before named (608.2c)."""
        spec = self.targets[-1] if self.targets else None
        words = str(noun).lower()
        if spec is None or spec.count != 1 or _dies_noun(spec) != words:
            raise FamilyError("'that creature' names no single target creature")
        return m.ExileIfDies(on=f"target:{len(self.targets) - 1}")

    def e_exile_if_dies_damaged_permanent(self) -> m.Effect:
        """"If a permanent dealt damage this way would die this turn, exile it instead."
        (Underworld Fires): creatures and planeswalkers alike."""
        return m.ExileIfDies(on="damaged_permanents")

    # -- "Target creature deals damage to itself equal to its power" (CR 120.1) ----------------
    def e_damage_itself_its_power(self, what: str) -> m.Effect:
        """"Target creature deals damage to itself equal to its power." (Justice Strike)."""
        spec = self.targets[int(what.split(":")[1])] if what.startswith("target:") else None
        if spec is None or spec.what != "creature" or spec.count != 1:
            raise FamilyError("damage to itself from what is not one target creature")
        amount = m.Amount(kind="power", ref=what, wording=ITSELF)
        return m.DealDamage(amount=amount, to=what, source=what)

    # -- spell mastery's count (CR 207.2c) ---------------------------------------------------------
    def c_spell_mastery(self, word: Token) -> m.Condition:
        """"If there are two or more instant and/or sorcery cards in your graveyard, …"."""
        n = {"two": 2, "three": 3, "four": 4, "five": 5}.get(str(word).lower())
        if n is None:
            raise FamilyError("an uncounted number of cards")
        return m.Condition(kind="cards_in_zone", zone="graveyard", amount=n,
                           filter=m.Filter(types=("Instant", "Sorcery")))


def _dies_noun(spec: m.TargetSpec) -> str:
    """The words "that …" use for a single target: "creature", "creature or planeswalker"."""
    if spec.what == "creature":
        return "creature"
    if spec.what == "creature_or_planeswalker" or (
            spec.what == "permanent" and spec.filter == m.Filter(types=("Creature",
                                                                         "Planeswalker"))):
        return "creature or planeswalker"
    return ""
