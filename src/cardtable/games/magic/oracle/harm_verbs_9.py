"""Parse tree → model values for the EV2 verbs of issue 29, ninth wave (damage, destroy,
sacrifice, counter, copy, create, choose). Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build`.

* The anaphora of a spell's or an activated ability's own target (CR 608.2h, 115.1): "that
  creature's controller" ("Destroy target creature. ~ deals 2 damage to that creature's
  controller."), "its owner" ("Destroy target creature. Its owner gains 4 life.") name the
  one creature the ability targeted — as it last existed once it has gone (608.2h). The
  trigger's own object keeps precedence where the trigger names one
  (:class:`~cardtable.games.magic.oracle.trigger_events.EventAnaphora`).
* "USUAL. If COND, create N of those tokens instead." (CR 608.2c, 111.2): the earlier token
  creation, N of them when the condition holds.
* Punishers on the player an effect harms (CR 118.12): "EFFECT unless that creature's
  controller / its controller / that player has ~ deal N damage to them".
* "If a NOUN / a player is dealt damage this way, EFFECT" (CR 608.2c): a condition on the
  ability's own damage so far.
* "it deals" in an instant or sorcery (CR 608.2h): "If this spell was kicked, it deals 4
  damage to each creature without flying and each player instead." — "it" is the spell.
* "that player" after the ability's one target (CR 608.2h): the target player ("Target player
  discards a card. ~ deals damage to that player …"), or the controller of the one target
  "an opponent controls" ("… target creature an opponent controls deals damage equal to its
  power to that player").
* "creature or Vehicle" (CR 301.7): a card type or a subtype in one noun (``Filter.or_subtypes``).
* "Destroy all Auras / Equipment / Auras and Equipment attached to OBJECT", "destroy all
  Curses attached to you" (CR 701.7a, 301.5, 303.4).
* "~ deals N damage to them" (CR 603.2): "them" the player the trigger names.
* Per-player damage (CR 608.2h, 101.4): "~ deals damage to each opponent equal to the number of
  Islands that player controls." (Typhoon) — each player in turn, counted among their own
  permanents (as "… they control" reads, ``composition_families.damage_equal_they``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.harm_verbs_9 import DAMAGED_THIS_WAY, DestroyAttached
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.unless_families import NOT_PAID, THAT_PLAYER

_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "nine": 9, "ten": 10, "twelve": 12}
# the wording of "If COND, create N of those tokens instead" (text/harm_verbs_9.py)
THOSE_TOKENS_INSTEAD = "ev9_those_tokens_instead"
# the offer's wording of "EFFECT unless PLAYER has ~ deal N damage to them" (text/unless.py)
HAS_DAMAGE = "has_damage"

# an amount counted among one player's permanents, said "that player controls" (608.2h)
THAT_PLAYER_CONTROLS = "equal_to_that_player_controls"


@v_args(inline=True)
class HarmVerbs9(BuilderMixin):
    """Builder helpers of the ninth-wave EV2 block (names prefixed ``ev9_``)."""

    def ev9_targeted_creature(self, words: str) -> str:
        """The ``target:N`` reference of the one creature the ability targeted before
        ``words`` ("that creature's controller", "its owner"): exactly one target, a single
        creature (not a player, not a spell, not "up to"/"X" targets), so the anaphor has
        one antecedent (CR 608.2h)."""
        if len(self.targets) != 1:
            raise FamilyError(f"'{words}' without one targeted creature before it")
        spec = self.targets[0]
        creature = spec.what == "creature" or (
            spec.what == "permanent" and "Creature" in spec.filter.types)
        if not creature or spec.count != 1 or spec.min_count is not None or spec.count_x or \
                spec.zone not in ("", "battlefield"):
            raise FamilyError(f"'{words}' without one targeted creature before it")
        return "target:0"

    def ev9_that_creatures_controller(self) -> str:
        """"that creature's controller" in a spell or an activated ability (Consign to the
        Pit, Nin, the Pain Artist): the controller of its one target creature, as it last
        existed if it has gone (608.2h) — the reference keeps the printed noun."""
        return f"that_noun_controller:creature:{self.ev9_targeted_creature('that creature')}"

    def ev9_its_owner(self) -> str:
        """"Its owner gains 4 life." after "Destroy target creature." (Misfortune's Gain): the
        owner of the one target creature (CR 108.3), as it last existed (608.2h); the
        printed words are kept ("as:its owner:…")."""
        return f"as:its owner:owner:{self.ev9_targeted_creature('its owner')}"


    # -- "~ deals damage to each opponent equal to the number of NOUNS that player controls" ------
    def ev9_damage_equal_that_player(self, source: Token, recipients: list[str],
                                     *rest: Any) -> list[m.Effect]:
        """Typhoon, Treacherous Terrain, Price of Progress ("twice the number …"), Wing Storm:
        each player (or each opponent) is dealt damage equal to the count of the noun among
        the permanents that player controls — one player at a time, APNAP (CR 101.4); a
        single target player the same, counted among theirs."""
        *twice, noun = rest
        origin: str = self._damage_source(source)  # type: ignore[attr-defined]
        if noun.filter.controller != "any":
            raise FamilyError("two controllers")
        out: list[m.Effect] = []
        for to in recipients:
            if to in ("each_player", "each_opponent"):
                amount = m.Amount(kind="count", filter=noun.filter, ref="that_player",
                                  multiplier=2 if twice else 1, wording=THAT_PLAYER_CONTROLS)
                out.append(m.ForEachPlayer(players=to, effects=(
                    m.DealDamage(amount=amount, to="that_player", source=origin),)))
            else:
                raise FamilyError("'that player controls' after a recipient that is not "
                                  "each player or each opponent")
        return out

    # -- "USUAL. If COND, create N of those tokens instead." (CR 608.2c) -----------------------
    def ev9_clause(self, effects: list[m.Effect]) -> list[m.Effect]:
        """A clause read by one of this block's prioritised rules (its effects as built)."""
        return effects

    def ev9_those_tokens_instead(self, usual: Any, condition: m.Condition,
                                 count: Token) -> list[m.Effect]:
        """The usual instruction creates tokens (a token, or a token copy of an object);
        "those tokens" are that creation's, made N times instead of the usual number when
        the condition holds as it resolves (608.2c)."""
        effects = list(usual) if isinstance(usual, list) else [usual]
        if not effects or not isinstance(effects[-1], (m.CreateToken, m.CreateTokenCopy)):
            raise FamilyError("'those tokens' without a token creation before it")
        said = str(count).lower()
        n: m.Quantity = m.Amount(kind="x") if said == "x" else _COUNTS[said]
        last = effects[-1]
        if last.count == n:
            raise FamilyError("'instead' the same number of tokens")
        if len(effects) != 1:
            raise FamilyError("'those tokens' after more than the token creation")
        return [m.Conditional(condition=condition, effects=(replace(last, count=n),),
                              otherwise=(last,), wording=THOSE_TOKENS_INSTEAD)]

    # -- "EFFECT unless PLAYER has ~ deal N damage to them" (CR 118.12) ------------------------
    def ev9_unless_has_damage(self, effect: Any, payer: Token, n: Token) -> list[m.Effect]:
        """The effect on the ability's one target happens unless the player it names — the
        target's controller ("that creature's controller", "its controller") or the target
        player ("that player") — chooses to be dealt N damage by ~ instead, as it resolves
        (608.2d); one who does spares the effect."""
        effects = list(effect) if isinstance(effect, list) else [effect]
        said = str(payer).lower()
        if len(self.targets) != 1 or not effects:
            raise FamilyError(f"'{said}' without one target before it")
        spec = self.targets[0]
        if spec.count != 1 or spec.min_count is not None or spec.count_x:
            raise FamilyError(f"'{said}' after several targets")
        if said == "that player":
            if spec.what != "player":
                raise FamilyError("'that player' names no target player")
            who = "target:0"
        else:
            if spec.what in ("player", "any", "card") or (
                    said.startswith("that creature") and not (
                        spec.what == "creature" or "Creature" in spec.filter.types)):
                raise FamilyError(f"'{said}' names no targeted {said.split(chr(39))[0][5:]}")
            who = "controller:target:0"
        offer = m.UnlessOffer(who=who, actions=(m.DealDamage(amount=int(str(n)),
                                                             to=THAT_PLAYER),),
                              says=said, form=HAS_DAMAGE)
        return [offer, m.Conditional(NOT_PAID, tuple(effects))]

    # -- "If a NOUN is dealt damage this way" (CR 608.2c) --------------------------------------
    def ev9_c_damaged_this_way(self, _article: Token, noun: Any) -> m.Condition:
        """A permanent matching the noun was dealt damage by this ability so far (as it is
        now, 608.2c)."""
        if noun.filter.controller != "any" or noun.filter.other:
            raise FamilyError("'is dealt damage this way' with a controller or 'other'")
        return m.Condition(kind=DAMAGED_THIS_WAY, filter=noun.filter)

    def ev9_c_player_damaged_this_way(self) -> m.Condition:
        """A player was dealt damage by this ability so far."""
        return m.Condition(kind=DAMAGED_THIS_WAY, ref="player")

    # -- "it deals" in a spell: the spell itself (CR 608.2h) ----------------------------------
    def ev9_spell_it_source(self) -> str:
        """"it" as a damage source in an instant's or sorcery's own text names the spell
        ("If this spell was kicked, it deals 4 damage to each creature without flying and each
        player instead." — Breath of Darigaaz): the engine's source "it" is the resolving
        object when no event names another. Not after a target object, which "it" would name
        instead ("Target creature … It deals …")."""
        if self.start_rule != "spell_line" or self.trigger_rule:
            raise FamilyError("'it deals' outside a trigger of the object itself")
        if any(t.what not in ("any", "player") for t in self.targets):
            raise FamilyError("'it deals' after a target object 'it' could name")
        return "it"

    # -- "that player" of the ability's one target (CR 608.2h) ---------------------------------
    def ev9_that_player_of_target(self) -> str:
        """"that player" with no player the trigger names: the ability's one target if it is
        a player; or, for one target object "an opponent controls", that object's controller
        (as it last existed, 608.2h) — the player the text just named. Any other antecedent
        (an owner, "its controller" said earlier) is refused: "that player" would be unclear."""
        if len(self.targets) != 1:
            raise FamilyError("'that player' without a player the trigger names")
        spec = self.targets[0]
        if spec.count != 1 or spec.min_count is not None or spec.count_x:
            raise FamilyError("'that player' after several targets")
        if spec.what == "player":
            return "target:0"
        if spec.filter.controller == "opponent" and spec.what in ("creature", "permanent"):
            return "that_player:target:0"
        raise FamilyError("'that player' without a player the trigger names")

    # -- "creature or Vehicle" (CR 301.7, 205.3) -----------------------------------------------
    def ev9_type_or_subtype(self, kind: Token, subtype: Token) -> dict[str, Any]:
        """A card type or a subtype: an object of the type, or one with the subtype whatever
        its types (a Vehicle not crewed is no creature)."""
        return {"types": (str(kind).capitalize(),), "subtypes": (),
                "or_subtypes": (str(subtype),)}

    # -- "destroy all Auras and Equipment attached to OBJECT" (CR 701.7a) ----------------------
    def ev9_destroy_attached(self, kinds: Token, what: str) -> m.Effect:
        """What is attached to the object the ability names (a target, "that creature", the
        trigger's object), of the printed kinds."""
        said = str(kinds)
        chosen = ("Aura", "Equipment") if "and" in said else (
            ("Aura",) if said == "Auras" else ("Equipment",))
        return DestroyAttached(kinds=chosen, to=what)

    def ev9_destroy_curses_on_you(self) -> m.Effect:
        """The Curses enchanting you (Auras attached to a player, CR 303.4b)."""
        return DestroyAttached(kinds=("Curse",), to=m.YOU)

    # -- "~ deals N damage to them" (CR 603.2, 608.2h) -----------------------------------------
    def ev9_to_them(self) -> list[str]:
        """"them" as a damage recipient: the player the trigger's event names ("At the
        beginning of each player's upkeep, ~ deals 1 damage to them."), kept as printed."""
        if self.that_player() != "triggering_player":
            raise FamilyError("'them' without a player the trigger names")
        return ["as:them:triggering_player"]
