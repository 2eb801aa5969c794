"""The words of tokens and of "becomes" effects: the predefined tokens (CR 111.10: Treasure,
Food, Clue, …), "create a 1/1 white Soldier creature token" (CR 111.1-111.4), and
animation "~ becomes a 3/3 … creature until end of turn" (CR 613.1d/f, CR 205.1b)
for the render-back (magic.md §2)."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model import (
    ActivatedAbility,
    CardDef,
    Keyword,
)
from cardtable.games.magic.model.base import Amount, Cost, Filter
from cardtable.games.magic.model.effects import (
    AddMana,
    Becomes,
    CreateToken,
    DrawCards,
    GainLife,
    TokenSpec,
)
from cardtable.games.magic.text.costs import (
    keyword_phrase,
)
from cardtable.games.magic.text.reentry import ability_text
from cardtable.games.magic.text.words import (
    _COLOR_WORDS,
    SELF_NAME,
    Context,
    RenderError,
    amount_clause,
    amount_value,
    amount_words,
    and_list,
    filter_phrase,
    for_each,
    number,
    with_article,
)

PREDEFINED_TOKENS: dict[str, TokenSpec] = {
    # CR 111.10a: "{T}, Sacrifice this artifact: Add one mana of any color."
    "Treasure": TokenSpec(name="Treasure", types=("Artifact",), subtypes=("Treasure",),
                          abilities=(ActivatedAbility(cost=Cost(tap=True, sacrifice_self=True),
                                                      effects=(AddMana(choices=("any",)),)),)),
    # CR 111.10b: "{2}, {T}, Sacrifice this artifact: You gain 3 life."
    "Food": TokenSpec(name="Food", types=("Artifact",), subtypes=("Food",),
                      abilities=(ActivatedAbility(cost=Cost(mana="{2}", tap=True,
                                                            sacrifice_self=True),
                                                  effects=(GainLife(3),)),)),
    # CR 111.10g: "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."
    "Blood": TokenSpec(name="Blood", types=("Artifact",), subtypes=("Blood",),
                       abilities=(ActivatedAbility(cost=Cost(mana="{1}", tap=True, discard=1,
                                                             sacrifice_self=True),
                                                   effects=(DrawCards(1),)),)),
    # CR 111.10c: "Sacrifice this artifact: Add one mana of any color."
    "Gold": TokenSpec(name="Gold", types=("Artifact",), subtypes=("Gold",),
                      abilities=(ActivatedAbility(cost=Cost(sacrifice_self=True),
                                                  effects=(AddMana(choices=("any",)),)),)),
    # CR 111.10f: "{2}, Sacrifice this artifact: Draw a card."
    "Clue": TokenSpec(name="Clue", types=("Artifact",), subtypes=("Clue",),
                      abilities=(ActivatedAbility(cost=Cost(mana="{2}", sacrifice_self=True),
                                                  effects=(DrawCards(1),)),)),
}


def token_phrase(effect: CreateToken, ctx: Context) -> str:
    spec: TokenSpec = effect.token
    if "Legendary" in spec.supertypes and "Creature" in spec.types and effect.count == 1:
        # EV2: "create Karox Bladewing, a legendary 4/4 red Dragon creature token with flying"
        # (CR 111.4); "… Ragavan enters tapped and attacking" (508.4)
        plain = token_phrase(replace(effect, attacking=False, tapped=False, token=replace(
            spec, supertypes=(), name=" ".join(spec.subtypes))), ctx)
        rest = plain.removeprefix("create ").split(" ", 1)[1]  # without its article
        text = f"create {spec.name}, a legendary {rest}"
        if effect.attacking:
            text += f". {spec.name} enters tapped and attacking"
        return text
    if PREDEFINED_TOKENS.get(spec.name) == spec:
        body = ("tapped " if effect.tapped else "") + spec.name
        count = effect.count
        if spec.name == "Clue" and count == 1 and not effect.tapped:
            return "investigate"  # CR 701.36a
        if count == 1:
            return f"create {with_article(body)} token"
        if isinstance(count, Amount) and count.wording == "for_each":  # issue 29, QF
            return f"create {with_article(body)} token{for_each(count, ctx)}"
        if isinstance(count, Amount) and count.wording == "equal_to":  # issue 29, QF
            return f"create a number of {body} tokens equal to {amount_words(count, ctx)}"
        where = amount_clause(count, ctx) if isinstance(count, Amount) and \
            count.kind != "x" else ""  # Dockside Extortionist: ", where X is …"
        return f"create {amount_value(count) if isinstance(count, Amount) else number(count)} " \
               f"{body} tokens{where}"
    count = effect.count
    power = effect.power if effect.power is not None else spec.power
    toughness = effect.toughness if effect.toughness is not None else spec.toughness
    pt = f"{amount_value(power)}/{amount_value(toughness)}" if power is not None else ""  # type: ignore[arg-type]
    colors = " and ".join(_COLOR_WORDS[c] for c in spec.colors) or "colorless"
    tapped = effect.tapped and not effect.attacking  # "that's tapped and attacking" below
    words = [w for w in ("tapped" if tapped else "", pt, colors, " ".join(spec.subtypes),
                         " ".join(t.lower() for t in spec.types)) if w]
    body = " ".join(words)
    many = not (isinstance(count, int) and count == 1) and not for_each(count, ctx)
    if many:
        head = "X" if isinstance(count, Amount) else number(count)
        if isinstance(count, Amount) and count.wording == "that_many":
            head = "that many"  # as many as the earlier instruction exiled (608.2c)
        if isinstance(count, Amount) and count.wording == "equal_to":
            head = "a number of"  # "… tokens with flying equal to …" (issue 29, QF)
        text = f"{head} {body} tokens"
    else:
        text = with_article(body) + " token"
    keywords = [a for a in spec.abilities if isinstance(a, Keyword)]
    if keywords:
        text += " with " + and_list([keyword_phrase(k) for k in keywords])
    if isinstance(count, Amount) and count.wording == "equal_to":
        text += f" equal to {amount_words(count, ctx)}"  # issue 29, QF
    if effect.attacking:  # CR 508.4 (EV2)
        text += " that are tapped and attacking" if many else " that's tapped and attacking"
    if spec.name != " ".join(spec.subtypes):  # a name of its own (CR 111.4)
        text += f" named {spec.name}"
    text = "create " + text
    others = [a for a in spec.abilities if not isinstance(a, Keyword)]
    if others:
        inner = "; ".join(ability_text(a, CardDef(name="this creature", type_line="Creature"))
                          for a in others).replace(SELF_NAME, "this creature")
        text += f". {'It has' if not many else 'They have'} \"{inner}\""
    text += amount_clause(count, ctx) if isinstance(count, Amount) and count.kind != "x" else ""
    text += for_each(count, ctx)
    if isinstance(power, Amount):
        text += amount_clause(power, ctx)
    return text


def becomes_phrase(effect: Becomes, ctx: Context) -> str:
    """"Until end of turn, target creature loses all abilities and becomes a green Snake with
    base power and toughness 1/1"; "creatures target player controls lose all abilities and
    have base power and toughness 0/2"."""
    if effect.types:  # "~ becomes a 2/3 green and blue Crab artifact creature with hexproof"
        return _animate_phrase(effect, ctx)
    if effect.whose:
        noun = filter_phrase(effect.filter or Filter(), many=True)
        subject, many = f"{noun} {ctx.ref(effect.whose)} controls", True
    elif effect.filter is not None:
        subject, many = filter_phrase(effect.filter, many=True), True
    else:
        subject, many = ctx.ref(effect.on), False
    parts = []
    if effect.lose_abilities:
        parts.append("lose all abilities" if many else "loses all abilities")
    pt = ""
    if effect.power is not None and effect.toughness is not None:
        pt = f"base power and toughness {amount_value(effect.power)}/" \
             f"{amount_value(effect.toughness)}"
    if effect.colors or effect.subtypes:
        words = " ".join([*(_COLOR_WORDS[c] for c in effect.colors), *effect.subtypes])
        parts.append(("become " if many else "becomes ") + with_article(words)
                     + (f" with {pt}" if pt else ""))
    elif pt:
        parts.append(("have " if many else "has ") + pt)
    text = f"{subject} {' and '.join(parts)}"
    if effect.duration == "end_of_turn":
        return "until end of turn, " + text
    return text


def _animate_phrase(effect: Becomes, ctx: Context) -> str:
    """"~ becomes a 2/3 green and blue Crab artifact creature with hexproof until end of
    turn", "Until end of turn, ~ becomes a 4/4 … creature. It's still a land" (Keyrunes,
    manlands; CR 205.1)."""
    if effect.power is None or effect.toughness is None or effect.lose_abilities or \
            effect.whose or effect.filter is not None:
        raise RenderError("an animation without its P/T or with a subject other than one object")
    words = [f"{amount_value(effect.power)}/{amount_value(effect.toughness)}",
             " and ".join(_COLOR_WORDS[c] for c in effect.colors), *effect.subtypes,
             *(t.lower() for t in effect.types)]
    text = f"{ctx.ref(effect.on)} becomes {with_article(' '.join(w for w in words if w))}"
    if effect.keywords:
        text += " with " + and_list([keyword_phrase(k) for k in effect.keywords])
    if effect.duration == "end_of_turn":
        text = "until end of turn, " + text if effect.duration_first else \
            text + " until end of turn"
    if effect.still:
        text += ". It's still a land"
    return text
