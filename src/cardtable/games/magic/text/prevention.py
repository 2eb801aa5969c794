"""The words of :class:`~cardtable.games.magic.model.damage_rules.DamageRule` (issues 28/29,
CR 615, 614.1a): "prevent all combat damage that would be dealt to you this turn by attacking
creatures", "Prevent all damage that would be dealt to ~ by artifact sources.", "If a source you
control would deal damage to a permanent or player, it deals double that damage to that
permanent or player instead." Written from the model; ``form`` only picks the Oracle word
order."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model import CardDef, ReplacementAbility
from cardtable.games.magic.model.base import Amount, Filter
from cardtable.games.magic.model.counters_tokens import PutCounters, RemoveCounters
from cardtable.games.magic.model.damage_rules import DamageRule, DamageSide
from cardtable.games.magic.model.effects import GainLife
from cardtable.games.magic.text.costs import condition_text
from cardtable.games.magic.text.reentry import effects_text
from cardtable.games.magic.text.words import (
    SELF_NAME,
    Context,
    filter_phrase,
    with_article,
)

_KIND_WORDS = {"": "damage", "combat": "combat damage", "noncombat": "noncombat damage"}


def _as(f: Filter, noun: str, *, many: bool) -> str:
    """``f`` as a phrase whose head noun is ``noun`` ("non-Human sources", "a red source you
    control", "artifact sources"): the filter is phrased as a creature, the word replaced."""
    word = "creatures" if many else "creature"
    typed = " ".join(t.lower() for t in f.types)
    phrase = filter_phrase(replace(f, types=("Creature",)), many=many)
    if f" {word}" not in f" {phrase}":
        raise ValueError(f"no head noun in {phrase!r}")
    head = f"{typed} {noun}" if typed else noun
    return phrase.replace(word, head, 1)


def side_text(side: DamageSide, ctx: Context, *, many: bool) -> str:
    """A source or recipient: "you", "creatures you control", "sources you don't control",
    "a red source you control", "target creature"."""
    f = side.filter or Filter()
    if side.who == "you":
        return "you"
    if side.who in ("source_controller", "recipient_controller"):
        return side.words
    if side.who == "opponent":
        return "an opponent"
    if side.who == "opponent_or_theirs":
        return "an opponent or a permanent an opponent controls"
    if side.who == "player":
        return side.words or "a player"
    if side.who == "any":
        return side.words
    if side.who == "ref" and side.ref == "enchanted_player":
        return "enchanted player"
    if side.who == "ref":
        return ctx.ref(side.ref)
    if side.who == "chosen":
        return with_article(_as(f, "source", many=False)) + " of your choice"
    if side.who == "you_and":
        return f"you and {filter_phrase(f, many=True)}"
    if side.words == "sources":
        return _as(f, "sources", many=True)
    if side.words == "source" and f.other:
        return "another " + _as(replace(f, other=False), "source", many=False)
    if side.words == "source":
        return with_article(_as(f, "source", many=False))
    if side.who == "spell" and side.words == "instant and sorcery spells":
        return side.words
    if side.who == "spell":
        return with_article(_as(replace(f, types=()), _spell_head(f), many=False))
    if f.other and not many:
        return "another " + filter_phrase(replace(f, other=False))
    return filter_phrase(f, many=True) if many else with_article(filter_phrase(f))


def _spell_head(f: Filter) -> str:
    return " or ".join(t.lower() for t in f.types) + " spell" if f.types else "spell"


_GAIN_RIDER = GainLife(amount=Amount(kind="event_amount"))
_COUNTER_RIDER = PutCounters(counter="+1/+1", amount=Amount(kind="event_amount"),
                             on="that_creature")


def damage_rule_text(rule: DamageRule, ctx: Context) -> str:
    """The clause of a resolving prevention effect (no final period)."""
    if rule.then == (_GAIN_RIDER,):  # 615.1a: "the damage prevented this way"
        return damage_rule_text(replace(rule, then=()), ctx) + \
            ". You gain life equal to the damage prevented this way"
    if rule.form == "the_damage" and len(rule.then) == 1:  # 615.12
        return effects_text(rule.then, ctx, sentence=False) + ". The damage can't be prevented"
    if rule.then == (_COUNTER_RIDER,):
        return damage_rule_text(replace(rule, then=()), ctx) + \
            ". For each 1 damage prevented this way, put a +1/+1 counter on that creature"
    if rule.then:
        raise ValueError("no words for this prevention rider")
    form = rule.form
    n = "X" if not isinstance(rule.amount, int) else str(rule.amount)
    if form == "pnext_n_to_turn":  # 615.7
        return (f"prevent the next {n} {_KIND_WORDS[rule.damage]} that would be dealt to "
                f"{side_text(rule.recipient, ctx, many=True)} this turn")
    if form == "pnext_n_by_turn":
        return (f"prevent the next {n} {_KIND_WORDS[rule.damage]} that would be dealt by "
                f"{side_text(rule.source, ctx, many=False)} this turn")
    if form == "pnext_n_to_turn_by":
        to = side_text(rule.recipient, ctx, many=True)
        return (f"prevent the next {n} {_KIND_WORDS[rule.damage]} that would be dealt to {to} "
                f"this turn by {side_text(rule.source, ctx, many=False)}")
    if form.startswith("turn_if"):  # 614.1a, until the turn ends
        text = _if_text(replace(rule, form=form.removeprefix("turn_")), ctx,
                        _KIND_WORDS[rule.damage], this_turn=True)
        return text[0].lower() + text[1:].removesuffix(".")
    if form.startswith(("rd_", "next")):
        return _redirect_text(rule, ctx)
    head = f"prevent all {_KIND_WORDS[rule.damage]}"
    if form.startswith(("that_deal", "deals_")):  # the source is said first
        by = side_text(rule.source, ctx, many=True)
        to = side_text(rule.recipient, ctx, many=True)
    else:
        to = side_text(rule.recipient, ctx, many=True)
        by = side_text(rule.source, ctx, many=True)
    if form == "cant_turn":  # 615.12
        return f"{_KIND_WORDS[rule.damage]} can't be prevented this turn"
    if form == "to_turn":
        return f"{head} that would be dealt to {to} this turn"
    if form == "to_turn_by":
        return f"{head} that would be dealt to {to} this turn by {by}"
    if form == "turn_to":
        return f"{head} that would be dealt this turn to {to}"
    if form == "by_turn":
        return f"{head} that would be dealt by {by} this turn"
    if form == "turn_by":
        return f"{head} that would be dealt this turn by {by}"
    if form == "turn":
        return f"{head} that would be dealt this turn"
    if form == "that_deal_turn":
        return f"{head} that {by} would deal this turn"
    if form == "that_deal_to_turn":
        return f"{head} that {by} would deal to {to} this turn"
    if form == "deals_turn":
        return f"{head} {by} would deal this turn"
    if form == "deals_to_turn":
        return f"{head} {by} would deal to {to} this turn"
    raise ValueError(f"no words for the damage rule form {form!r}")


def capitalize_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def _redirect_text(rule: DamageRule, ctx: Context) -> str:
    """A redirection (614.9) or the one-use shield (615.7)."""
    kind = _KIND_WORDS[rule.damage]
    many = rule.form in ("rd_to_turn_by", "rd_to_by_turn", "rd_turn_to_by", "rd_static_to_by")
    if rule.form.startswith(("rd_next_to", "next_to", "rd_next", "next")) and \
            not rule.form.startswith("rd_next_damage") and not rule.form.startswith("rd_next_n"):
        by = side_text(rule.source, ctx, many=many)  # the source is said first
        to = side_text(rule.recipient, ctx, many=True)
    else:
        to = side_text(rule.recipient, ctx, many=True)
        by = side_text(rule.source, ctx, many=many)
    instead = "" if rule.instead is None else side_text(rule.instead, ctx, many=False)
    n = "X" if not isinstance(rule.amount, int) else str(rule.amount)
    words = {
        "rd_to_turn": f"all {kind} that would be dealt to {to} this turn is dealt to {instead} "
                      "instead",
        "rd_to_turn_by": f"all {kind} that would be dealt to {to} this turn by "
                         f"{by} is dealt to {instead} "
                         "instead",
        "rd_to_by_turn": f"all {kind} that would be dealt to {to} by "
                         f"{by} this turn is dealt to "
                         f"{instead} instead",
        "rd_turn_to_by": f"all {kind} that would be dealt this turn to {to} by "
                         f"{by} is dealt to {instead} "
                         "instead",
        "rd_turn_to": f"all {kind} that would be dealt this turn to {to} is dealt to {instead} "
                      "instead",
        "rd_turn_by": f"all {kind} that would be dealt this turn by {by} is dealt to {instead} "
                      "instead",
        "rd_next_to": f"the next time {by} would deal damage to {to} this turn, that damage is "
                      f"dealt to {instead} instead",
        "rd_next": f"the next time {by} would deal damage this turn, that damage is dealt to "
                   f"{instead} instead",
        "rd_next_damage_to": f"the next time damage would be dealt to {to} this turn, that "
                             f"damage is dealt to {instead} instead",
        "rd_next_n_to": f"the next {n} damage that would be dealt to {to} this turn is dealt to "
                        f"{instead} instead",
        "rd_next_n_turn_to": f"the next {n} damage that would be dealt this turn to {to} is "
                             f"dealt to {instead} instead",
        "next_to": f"the next time {by} would deal damage to {to} this turn, prevent that "
                   "damage",
        "next": f"the next time {by} would deal damage this turn, prevent that damage",
        "rd_static_to": f"all {kind} that would be dealt to {to} is dealt to {instead} instead",
        "rd_static_to_by": f"all {kind} that would be dealt to {to} by "
                           f"{by} is dealt to {instead} "
                           "instead",
    }
    if rule.form not in words:
        raise ValueError(f"no words for the damage rule form {rule.form!r}")
    return words[rule.form]


_OUTCOME = {"double": "double that damage", "triple": "triple that damage",
            "half": "half that damage, rounded down,"}


def damage_static_text(r: ReplacementAbility) -> str | None:
    """A static ability's damage rule, or ``None`` when ``r`` is not one."""
    if r.event != "damage" or r.action != "rule" or not r.effects or \
            not all(isinstance(e, DamageRule) for e in r.effects):
        return None
    if r.condition is not None:  # 611.3a: "As long as …, …"
        plain = damage_static_text(replace(r, condition=None))
        if plain is None:
            return None
        lowered = plain if plain.startswith(SELF_NAME) else plain[0].lower() + plain[1:]
        return f"As long as {condition_text(r.condition)}, {lowered}"
    rule = r.effects[0]
    assert isinstance(rule, DamageRule)
    ctx = Context(CardDef(name=SELF_NAME, type_line=""), ())
    kind = _KIND_WORDS[rule.damage]
    if len(r.effects) == 2 and rule.form == "to_and_by" and r.effects[1] == DamageRule(
            damage=rule.damage, source=rule.recipient, form="to_and_by"):  # 615.1a: both ways
        return f"Prevent all {kind} that would be dealt to and dealt by {to_words(rule, ctx)}."
    if len(r.effects) != 1:
        return None
    to = side_text(rule.recipient, ctx, many=True)
    by = side_text(rule.source, ctx, many=True)
    if rule.form == "to":
        return f"Prevent all {kind} that would be dealt to {to}."
    if rule.form.startswith("rd_static"):
        return capitalize_first(_redirect_text(rule, ctx)) + "."
    if rule.form == "cant":  # 615.12
        return f"{kind[0].upper()}{kind[1:]} that would be dealt by {by} can't be prevented."
    if rule.form == "to_by":
        return f"Prevent all {kind} that would be dealt to {to} by {by}."
    if rule.form == "by":
        return f"Prevent all {kind} that would be dealt by {by}."
    if rule.form == "that_deal_to":
        return f"Prevent all {kind} that {by} would deal to {to}."
    if rule.form.startswith("if_damage_"):
        return _rider_text(rule, ctx, kind)
    if rule.form.startswith(("if:", "if_any")):
        return _if_text(rule, ctx, kind)
    return None


def _rider_text(rule: DamageRule, ctx: Context, kind: str) -> str:
    """"If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."
    (615.1a: the prevention's own additional effect)."""
    joined, _, who = rule.form.removeprefix("if_damage_").partition(":")
    (rider,) = rule.then
    if not isinstance(rider, (RemoveCounters, PutCounters)) or rider.on != "self" or \
            who not in ("~", "it"):
        raise ValueError("no words for this prevention rider")
    n = rider.amount
    that_many = isinstance(n, Amount) and n.kind == "event_amount"
    if isinstance(rider, PutCounters) and that_many:
        removed = f"put a {rider.counter} counter on {who} for each 1 damage prevented this way"
    elif isinstance(rider, PutCounters):
        raise ValueError("no words for this prevention rider")
    elif that_many:
        removed = f"remove that many {rider.counter} counters from {who}"
    elif n == 1:
        removed = f"remove a {rider.counter} counter from {who}"
    else:
        raise ValueError("no words for this prevention rider")
    side = rule.recipient
    to = side_text(side, ctx, many=True)
    if side.filter == Filter(counters="+1/+1"):
        to += " while it has a +1/+1 counter on it"
    elif side.filter is not None:
        raise ValueError("no words for this recipient")
    head = f"If {kind} would be dealt to {to}, prevent that damage"
    if joined == "and":
        return f"{head} and {removed}."
    return f"{head}. {removed[0].upper()}{removed[1:]}."


def to_words(rule: DamageRule, ctx: Context) -> str:
    return side_text(rule.recipient, ctx, many=True)


def _if_text(rule: DamageRule, ctx: Context, kind: str, *, this_turn: bool = False) -> str:
    source = side_text(rule.source, ctx, many=False)
    that = rule.form.partition(":")[2]
    n = rule.amount
    if rule.action == "prevent":
        outcome = "prevent that damage"
    elif rule.action == "prevent_n":
        outcome = f"prevent {n} of that damage"
    elif rule.action == "all_but":
        outcome = f"prevent all but {n} of that damage"
    elif rule.action in _OUTCOME:
        outcome = f"it deals {_OUTCOME[rule.action]}"
    else:
        outcome = f"it deals that much damage {rule.action} {n}"
    turn = " this turn" if this_turn else ""
    if rule.form == "if_any":
        return f"If {source} would deal {kind}{turn}, {outcome} instead."
    to = side_text(rule.recipient, ctx, many=False)
    if rule.action not in ("prevent", "prevent_n", "all_but"):
        outcome += f" to {that} instead" if that else " instead"
    return f"If {source} would deal {kind} to {to}{turn}, {outcome}."
