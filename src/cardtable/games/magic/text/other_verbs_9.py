"""The words of the other effect verbs of issue 29, ninth wave (helper h9-ev3; the builder is
``oracle/other_verbs_9.py``): the pieces listed in ``docs/effects-7b.md`` ("The ninth wave").
Called by :func:`cardtable.games.magic.text.phrases.effect_text`; ``None`` for any other
effect."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.games.magic.model import ContinuousEffect
from cardtable.games.magic.model.base import YOU
from cardtable.games.magic.model.counters_tokens import CreateToken
from cardtable.games.magic.model.effects import Becomes, Effect, GrantAbilities, ModifyPT
from cardtable.games.magic.model.other_verbs_9 import (
    ASSIGNS_TOUGHNESS,
    NEXT_UNTAP,
    YOU_AND,
)
from cardtable.games.magic.text.costs import keyword_phrase
from cardtable.games.magic.text.other_verbs_7 import other_verbs_7_text
from cardtable.games.magic.text.reentry import effects_text, quoted_ability_text
from cardtable.games.magic.text.tokens import token_phrase
from cardtable.games.magic.text.words import (
    _COLOR_WORDS,
    RenderError,
    amount_value,
    and_list,
    filter_phrase,
    signed_pair,
    with_article,
)

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context as RenderContext

#: the player references "PLAYER creates …" is said of (the others have their own words)
_CREATORS = ("each_opponent", "each_player", "triggering_player")


def other_verbs_9_text(effect: Effect, ctx: RenderContext) -> str | None:
    """The ninth wave's effects in words, or ``None``."""
    if isinstance(effect, CreateToken) and (
            effect.controller in _CREATORS or effect.controller.startswith("target:")):
        # "Target opponent creates a 1/1 green Hippo creature token." (CR 111.2)
        mine = replace(effect, controller=YOU)  # the words of "create …", then the player's
        made = (other_verbs_7_text(mine, ctx) if effect.quoted_with else None) or \
            token_phrase(mine, ctx)
        if not made.startswith("create "):
            return None
        return f"{ctx.ref(effect.controller, subject=True)} creates {made[len('create '):]}"
    if isinstance(effect, GrantAbilities) and effect.wording.startswith(NEXT_UNTAP):
        return _next_untap(effect, ctx)
    who = getattr(effect, "who", None)
    if isinstance(who, str) and who.startswith(YOU_AND):
        # "you and target opponent each draw a card" (CR 101.4): the verb as "you" says it
        as_you: Effect = replace(effect, who=YOU)  # type: ignore[arg-type]
        said = effects_text([as_you], ctx, sentence=False)
        return f"you and {ctx.ref(who[len(YOU_AND):], subject=True)} each {said}"
    if isinstance(effect, Becomes) and effect.power is not None and effect.toughness is None \
            and effect == Becomes(on=effect.on, power=effect.power):
        # "Target creature has base power 0 until end of turn" (CR 613.4b)
        return f"{ctx.ref(effect.on)} has base power {amount_value(effect.power)} until end of turn"
    if isinstance(effect, Becomes) and not (effect.subtypes or effect.colors) and not (
            effect.types or effect.lose_abilities or effect.filter is not None or effect.whose
            or effect.still) and effect.power is not None and effect.toughness is not None \
            and effect.duration == "end_of_turn" and effect.keywords and effect.duration_first:
        # "Until end of turn, target creature has base power and toughness 5/5 and gains
        # trample" (CR 613.4b, 613.1f)
        said = and_list([keyword_phrase(k) for k in effect.keywords])
        return (f"until end of turn, {ctx.ref(effect.on)} has base power and toughness "
                f"{amount_value(effect.power)}/{amount_value(effect.toughness)} and gains {said}")
    if isinstance(effect, Becomes) and effect.subtypes and not (
            effect.types or effect.lose_abilities or effect.filter is not None or effect.whose
            or effect.still) and effect.power is not None and effect.toughness is not None \
            and effect.duration == "end_of_turn" and (effect.keywords or not effect.duration_first):
        return _becomes_type(effect, ctx)
    return None


def _becomes_type(effect: Becomes, ctx: RenderContext) -> str:
    """"Target creature becomes a Frog with base power and toughness 3/3 until end of turn",
    "Until end of turn, target creature becomes a Dragon with base power and toughness 4/4 and
    gains flying" (the others are :func:`~cardtable.games.magic.text.tokens.becomes_phrase`'s)."""
    colors = " and ".join(_COLOR_WORDS[c] for c in effect.colors)
    words = " ".join(w for w in (colors, *effect.subtypes) if w)
    assert effect.power is not None and effect.toughness is not None
    pt = f"{amount_value(effect.power)}/{amount_value(effect.toughness)}"
    said = and_list([keyword_phrase(k) for k in effect.keywords])
    head = f"{ctx.ref(effect.on)} becomes {with_article(words)} with base power and toughness {pt}"
    if effect.duration_first:
        return f"until end of turn, {head}" + (f" and gains {said}" if said else "")
    return head + (f" and {said}" if said else "") + " until end of turn"


def _next_untap(effect: GrantAbilities, ctx: RenderContext) -> str | None:
    """"That land doesn't untap during its controller's next untap step" (CR 502.3)."""
    if effect.rules != ("doesnt_untap",) or effect.duration != "next_untap" or \
            effect.keywords or effect.abilities:
        return None
    tail = effect.wording[len(NEXT_UNTAP):]
    if effect.filter is not None:
        return f"each {filter_phrase(effect.filter, each=True)} doesn't untap during {tail}"
    who = ctx.ref(effect.on, subject=True)
    many = tail.startswith("their") or who.startswith(("those ", "they")) or (
        effect.on.startswith("target:") and not who.startswith(("that ", "it")))
    return f"{who} {'don' if many else 'doesn'}'t untap during {tail}"


def static_part_9_text(effect: ContinuousEffect) -> str | None:
    """A ninth-wave static part after its subject ("Each creature you control …")."""
    if effect.rule == ASSIGNS_TOUGHNESS:  # CR 510.1a
        return "assigns combat damage equal to its toughness rather than its power"
    return None


#: ``GrantAbilities.wording`` of a pump and a grant of one object in Oracle's other orders
#: (oracle/other_verbs_9.py): "… gains trample and gets +2/+2 until end of turn", "Until end
#: of turn, … gets +2/+0 and gains …", "Until end of turn, … gains trample and gets +X/+X"
ONE_OBJECT_ORDERS = frozenset({"gain_first", "until_first", "until_gain_first"})


def one_object_pump_grant(clause: str, grant: GrantAbilities) -> str:
    """The pump's clause ("target creature gets +2/+2 until end of turn") said with the grant
    in the order its wording names, its keywords then its quoted abilities ("gains trample and
    "Whenever this creature deals combat damage …"", CR 113.7a)."""
    said = [keyword_phrase(k) for k in grant.keywords]
    for ability in grant.abilities:
        inner = quoted_ability_text(ability)
        said.append(f'"{inner[:1].upper()}{inner[1:]}"')
    words = and_list(said)
    who, _gets, rest = clause.partition(" gets ")
    sign = rest.removesuffix(" until end of turn")
    if grant.wording == "gain_first":
        return f"{who} gains {words} and gets {sign} until end of turn"
    if grant.wording == "until_first":
        return f"until end of turn, {who} gets {sign} and gains {words}"
    return f"until end of turn, {who} gains {words} and gets {sign}"


def subject_and_text(first: Effect, group: Effect, ctx: RenderContext) -> str:
    """"target creature and each other creature that shares a color with it get +1/+1 until
    end of turn" — the target's effect and the group's, one verb after both (CR 608.2c)."""
    flt = getattr(group, "filter", None)
    if flt is None or (getattr(group, "says_each", False) is False and not isinstance(
            group, ModifyPT)):
        raise RenderError("a target and a group without the group")
    many = ("each " + filter_phrase(flt, each=True)) if getattr(group, "says_each", False) \
        else ("all " + filter_phrase(flt, many=True))
    on = str(getattr(first, "on", ""))
    if on.startswith("target:"):  # said here first (the clause the join replaces named it)
        ctx.named.discard(int(on.split(":")[1]))
    who = f"{ctx.ref(on)} and {many}"
    if isinstance(first, ModifyPT) and isinstance(group, ModifyPT):
        return f"{who} get {signed_pair(first.power, first.toughness)} until end of turn"
    if isinstance(first, GrantAbilities) and isinstance(group, GrantAbilities):
        words = and_list([keyword_phrase(k) for k in first.keywords])
        return f"{who} gain {words} until end of turn"
    raise RenderError("a target and a group of different effects")
