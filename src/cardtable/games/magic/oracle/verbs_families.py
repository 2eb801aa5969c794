"""Parse tree → model values for the keyword actions of the effect-verb long tail (issues 28/29;
``grammar.lark``'s "effect-verb long tail" block; the builder
:class:`~cardtable.games.magic.oracle.compiler._Build` mixes this in).

Each verb takes the grammar's shared parts — any object ("~", "it", "target creature you
control"), any noun ("each nonland permanent your opponents control with mana value 2 or
less"), any quantity ("amass X, where X is …") and the durations — so one rule reads every
sentence built from them:

* "populate" (CR 701.30), "clash with an opponent" and its "If you win, …" (701.23);
* "REF connives" (701.47), "amass N" (701.44), "detain REF" / "detain each NOUN" (701.29);
* "switch REF's power and toughness until end of turn" (613.4d), "tap or untap REF" (701.21);
* "discard N cards at random" for every player subject (701.8a), "prevent all damage that
  would be dealt to REF this turn" (615.1a);
* the party as a quantity: "the number of creatures in your party", "for each creature in
  your party" (700.8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError

_SKIP_WORDS = {"turn": "turn", "untap step": "untap", "draw step": "draw"}
_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}


@v_args(inline=True)
class VerbFamilies(BuilderMixin):
    """The keyword actions of the long tail."""

    def e_populate(self) -> m.Effect:
        """"Populate" (CR 701.30a)."""
        return m.Populate()

    def e_clash(self) -> m.Effect:
        """"Clash with an opponent" (CR 701.23b)."""
        return m.Clash()

    def c_won_clash(self) -> m.Condition:
        """"If you win, …" after a clash (CR 701.23d)."""
        return m.Condition(kind="won_clash")

    def e_connive(self, what: str) -> m.Effect:
        """"~ connives", "it connives", "target creature connives" (CR 701.47a)."""
        if what == "you" or what.startswith(("each", "that_player")):
            raise FamilyError("only a permanent connives")
        return m.Connive(what=what)

    def e_amass(self, n: m.Quantity) -> m.Effect:
        """"Amass 2" (CR 701.44a)."""
        return m.Amass(amount=n)

    def e_detain(self, what: str) -> m.Effect:
        """"Detain target creature an opponent controls", "detain up to two target nonland
        permanents your opponents control" (CR 701.29a)."""
        if what.startswith("target:") and self.targets[int(what.split(":")[1])].what == "player":
            raise FamilyError("a player can't be detained")
        return m.Detain(what=what)

    def e_detain_each(self, noun: Any) -> m.Effect:
        """"Detain each nonland permanent your opponents control with mana value 2 or less"."""
        if noun.filter.controller == "ref":
            raise FamilyError("'detain each' of a named player's permanents")
        return m.Detain(filter=noun.filter)

    def e_switch_pt(self, what: str, _duration: Token) -> m.Effect:
        """"Switch target creature's power and toughness until end of turn" (CR 613.4d)."""
        if what == "you" or what.startswith("each"):
            raise FamilyError("only a creature's power and toughness switch")
        return m.SwitchPT(on=what)

    def e_switch_its_pt(self, _duration: Token) -> m.Effect:
        """"Switch its power and toughness until end of turn": the object "it" names."""
        return m.SwitchPT(on=self.it_ref())

    def e_switch_each_pt(self, noun: Any, _duration: Token) -> m.Effect:
        """"Switch each creature's power and toughness until end of turn" (CR 613.4d)."""
        if noun.filter.controller == "ref":
            raise FamilyError("'switch each' of a named player's creatures")
        return m.SwitchPT(on="", filter=noun.filter)

    def e_tap_or_untap(self, what: str) -> m.Effect:
        """"Tap or untap target artifact, creature, or land" (CR 701.21a)."""
        if what == "you" or what.startswith("each"):
            raise FamilyError("only a permanent is tapped or untapped")
        return m.TapOrUntap(what=what)

    # -- the party (CR 700.8) -------------------------------------------------------------------
    def x_party(self) -> m.Amount:
        """"where X is the number of creatures in your party" (CR 700.8a)."""
        return m.Amount(kind="party", ref=m.YOU)

    def fe_party(self) -> m.Amount:
        """"… for each creature in your party" (CR 700.8a)."""
        return m.Amount(kind="party", ref=m.YOU, wording="for_each")

    def c_full_party(self) -> m.Condition:
        """"if you have a full party" (CR 700.8c)."""
        return m.Condition(kind="full_party")

    # -- random discards (CR 701.8a) and damage prevention (615.1a) ----------------------------
    def e_discard_random(self, n: m.Quantity) -> m.Effect:
        """"Discard a card at random", "discard three cards at random" (CR 701.8a)."""
        return m.Discard(amount=n, random=True)

    def pv_discard_random(self, n: m.Quantity) -> tuple[type, m.Quantity, dict[str, Any]]:
        """"Target player discards a card at random": every player subject (CR 701.8a)."""
        return (m.Discard, n, {"amount": n, "random": True})

    def cost_discard_random(self, word: Token | None = None) -> dict[str, Any]:
        """"Discard a card at random" / "Discard two cards at random" as a cost (CR 701.8a,
        118.3): the game chooses the cards as the cost is paid."""
        if word is not None and str(word).lower() == "x":  # a spell's X, announced first
            return {"discard_x": True, "discard_random": True}  # (601.2b; h9-sta)
        n = 1 if word is None else _COUNT_WORDS.get(str(word).lower(), 0)
        if n < 1:
            raise FamilyError("a random discard cost of X cards")
        return {"discard": n, "discard_random": True}

    # -- extra turns (CR 500.7) ---------------------------------------------------------------
    def e_extra_turn(self) -> m.Effect:
        """"Take an extra turn after this one" (CR 500.7)."""
        return m.ExtraTurn()

    def pv_extra_turns(self, word: Token | None = None) -> tuple[type, m.Quantity]:
        """"Target player takes an extra turn after this one", "… takes two extra turns …":
        every player subject (CR 500.7)."""
        n = 1 if word is None else _COUNT_WORDS.get(str(word).lower(), 0)
        if n < 1:
            raise FamilyError("X extra turns")
        return (m.ExtraTurn, n)

    # -- "becomes the color / creature type of your choice" (CR 105.3, 205.1b) -----------------
    def e_become_chosen_color(self, what: str, duration: Token | None = None) -> m.Effect:
        """"Target creature becomes the color of your choice until end of turn"."""
        return self._become_chosen(what, "color", duration)

    def e_become_chosen_type(self, what: str, duration: Token | None = None) -> m.Effect:
        """"~ becomes the creature type of your choice until end of turn"."""
        return self._become_chosen(what, "creature_type", duration)

    def _become_chosen(self, what: str, kind: str, duration: Token | None) -> m.Effect:
        if what == "you" or what.startswith(("each", "that_player")):
            raise FamilyError("only an object becomes a color or a creature type")
        return m.BecomeChosen(on=what, what=kind,
                              duration="end_of_turn" if duration is not None else "permanent")

    # -- skipping (CR 614.10) ------------------------------------------------------------------
    def e_you_skip(self, what: Token) -> m.Effect:
        """"You skip your next turn" / "… untap step" / "… draw step"."""
        return m.SkipNext(what=_SKIP_WORDS[str(what).lower()])

    def pv_skip(self, what: Token) -> tuple[type, m.Quantity, dict[str, Any]]:
        """"Target player skips their next untap step": every player subject."""
        return (m.SkipNext, 0, {"what": _SKIP_WORDS[str(what).lower()]})

    # -- energy (CR 107.14, 122.1) ---------------------------------------------------------
    def e_get_energy(self, symbols: Token) -> m.Effect:
        """"You get {E}{E}": energy counters on the player (CR 107.14, 122.1)."""
        return m.PutCounters(counter="energy", amount=str(symbols).count("{E}"), on=m.YOU)

    def cost_pay_energy(self, symbols: Token) -> dict[str, Any]:
        """"Pay {E}{E}" as a cost (CR 107.14, 118.3)."""
        return {"pay_energy": str(symbols).count("{E}")}

    def clause_may_pay_energy(self, symbols: Token) -> list[m.Effect]:
        """"You may pay {E}{E}. If you do, …" (CR 608.2d): the payment the next sentence's
        "If you do" reads."""
        return [m.MayDo(effects=(), cost=m.Cost(pay_energy=str(symbols).count("{E}")))]

    # -- counters divided among targets (CR 601.2d, 122.1) ---------------------------------------
    def e_distribute_counters(self, word: Token, counter: Token, among: Token,
                              noun: Any) -> m.Effect:
        """"Distribute three +1/+1 counters among one, two, or three target creatures [you
        control]": each target gets at least one, so there are at most as many targets as
        counters (CR 601.2d)."""
        total = _COUNT_WORDS.get(str(word).lower(), 0)
        words = str(among).lower()
        most = {"one or two": 2, "one, two, or three": 3}.get(words, total)
        if total < 2 or most > total or (words == "any number of" and total < 4):
            raise FamilyError("a division Oracle would word otherwise")
        if noun.filter.controller == "ref":
            raise FamilyError("divided among a named player's creatures")
        spec = self._permanent_spec(noun.filter, count=most, min_count=1, divide=total)
        return m.PutCountersDivided(on=self._target(spec), counter=str(counter))

    if TYPE_CHECKING:  # filters_builder.FilterBuilder's, earlier in the builder's bases
        def _permanent_spec(self, f: m.Filter, **extra: Any) -> m.TargetSpec: ...

    def e_prevent_of_combat(self, way: Token, what: str) -> m.Effect:
        """"Prevent all combat damage that would be dealt to [and dealt by] REF this turn",
        "… dealt by REF this turn" (CR 615.1a)."""
        return self._prevent_of(str(way).lower(), what, combat_only=True)

    def e_prevent_of(self, way: Token, what: str) -> m.Effect:
        """"Prevent all damage that would be dealt to and dealt by / by REF this turn"."""
        return self._prevent_of(str(way).lower(), what, combat_only=False)

    def _prevent_of(self, way: str, what: str, *, combat_only: bool) -> m.Effect:
        if what.startswith("each") or (what == "you" and way != "to"):
            raise FamilyError("a prevention effect on a player's damage dealt")
        return m.PreventOf(what=what, dealt_to=way.startswith("to"),
                           dealt_by=way.endswith("by"), combat_only=combat_only)

    def static_prevention(self, kind: Token, way: Token, who: Token) -> m.StaticAbility:
        """"Prevent all [combat] damage that would be dealt to / by ~ (enchanted creature,
        equipped creature)." — a static ability's prevention effect (CR 615.1a)."""
        combat = "combat" in str(kind).lower()
        direction = str(way).lower()
        rule = f"prevent_{'combat_' if combat else ''}damage_{direction}"
        affected = {"~": m.SELF, "enchanted creature": "enchanted",
                    "equipped creature": "equipped"}[str(who).lower()]
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="rules", rule=rule,
                                                           affected=affected),))

    def e_prevent_next_from(self, words: Token) -> m.Effect:
        """"The next time a red source of your choice would deal damage to you this turn,
        prevent that damage." (CR 615.7): "a source", "an artifact source", "a land source",
        "a black or red source"."""
        kind = str(words).lower().split(" ", 1)[1].removesuffix("source").strip()
        if kind in ("artifact", "land"):
            return m.PreventNextFrom(filter=m.Filter(types=(kind.capitalize(),)))
        codes = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
        colors = tuple(codes[c] for c in kind.split(" or ") if c)
        return m.PreventNextFrom(filter=m.Filter(colors=colors))

    # -- manifest (CR 701.34) ------------------------------------------------------------------
    def e_manifest(self, word: Token | None = None) -> m.Effect:
        """"Manifest the top card of your library" / "… the top two cards …" (701.34a)."""
        n = 1 if word is None else _COUNT_WORDS.get(str(word).lower(), 0)
        if n < 1:
            raise FamilyError("manifest X cards")
        return m.Manifest(count=n)

    def e_prevent_all_to(self, what: str) -> m.Effect:
        """"Prevent all damage that would be dealt to target creature this turn" (CR 615.1a):
        a shield on any object or player, for the rest of the turn."""
        if what.startswith("each"):
            raise FamilyError("'prevent all damage … to each' is another template")
        return m.PreventDamage(to=what, all_damage=True)

    if TYPE_CHECKING:  # filters_builder.FilterBuilder's, earlier in the builder's bases
        def it_ref(self) -> str: ...
