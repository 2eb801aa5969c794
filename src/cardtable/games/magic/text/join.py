"""Effects joined into Oracle sentences: which neighbouring effects share a sentence ("draw a
card and lose 1 life", "… , then …", the drain shape), the chains of "that creature"
references and the final period (CR 608.2c: instructions in the order written) for the
render-back (magic.md §2)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from cardtable.games.magic.model import (
    Effect,
)
from cardtable.games.magic.model.base import Amount, Condition, Cost, Filter
from cardtable.games.magic.model.delayed_returns import ReturnToBattlefield
from cardtable.games.magic.model.effects import (
    Conditional,
    CreateToken,
    DealDamage,
    Destroy,
    Discard,
    DrawCards,
    Exile,
    Fight,
    GainControl,
    GainLife,
    GrantAbilities,
    LoseLife,
    MayDo,
    Mill,
    ModifyPT,
    PutCounters,
    RemoveCounters,
    ReturnDestroyedCard,
    ReturnFromGraveyard,
    Sacrifice,
    Scry,
    Surveil,
    Tap,
    Untap,
)
from cardtable.games.magic.model.other_verbs_9 import SUBJECT_AND
from cardtable.games.magic.text import reentry
from cardtable.games.magic.text.costs import (
    keyword_phrase,
)
from cardtable.games.magic.text.harm_verbs_9b import players_and_theirs, theirs_words
from cardtable.games.magic.text.keywords_8 import pump_has_while, pump_has_while_clause
from cardtable.games.magic.text.other_verbs_8 import LIST_JOINS, list_join_text
from cardtable.games.magic.text.other_verbs_9 import (
    ONE_OBJECT_ORDERS,
    one_object_pump_grant,
    subject_and_text,
)
from cardtable.games.magic.text.phrases import (
    effect_text,
)
from cardtable.games.magic.text.words import (
    Context,
    _is_spell_card,
    amount_clause,
    amount_value,
    and_list,
    capitalize,
    filter_phrase,
    many_phrase,
    number,
    period,
    signed_pair,
)


def _drain_pair(first: Effect, second: Effect) -> bool:
    """Oracle's drain shape: "… loses N life and you gain N life", "deals X damage … and you
    gain X life" (the same amount both times)."""
    return (isinstance(second, GainLife) and second.who == "you"
            and isinstance(first, (LoseLife, DealDamage)) and first.amount == second.amount
            and not (isinstance(first, DealDamage) and first.divided))


def _exile_it_and(first: Effect, second: Effect) -> bool:
    """"exile it and put a +1/+1 counter on each Vampire you control" (Patron of the Vein)."""
    return first == Exile(what="it") and isinstance(second, PutCounters)


def _player_and_you(first: Effect, second: Effect) -> bool:
    return isinstance(first, Discard) and first.who not in ("you", "") and isinstance(
        second, CreateToken)


def _draws_and_loses(first: Effect, second: Effect) -> bool:
    """"Target player draws two cards and loses 2 life": one targeted player, two verbs."""
    return (isinstance(first, DrawCards) and isinstance(second, LoseLife)
            and first.who == second.who and first.who.startswith("target:"))


def _then(first: Effect, second: Effect) -> bool:
    """"Draw two cards, then discard a card"; "Scry 2, then draw two cards". The model has no
    sentence boundaries: "Scry 1." and "Draw a card." stay two sentences (Opt's two lines, in
    the test pool), at the cost of the few cards that print "scry 1, then draw a card"."""
    if isinstance(first, Sacrifice) and isinstance(second, LoseLife):
        # "sacrifice a creature other than ~, then each opponent loses life equal to the
        # sacrificed creature's power"
        return isinstance(second.amount, Amount) and second.amount.ref == "sacrificed"
    if isinstance(first, Exile) and isinstance(second, ReturnToBattlefield):
        # "exile target creature you control, then return that card to the battlefield under
        # your control" (a flicker; inside "you may …" too: Restoration Angel)
        return second.what == f"moved:{first.what}"
    if isinstance(first, DrawCards) and isinstance(second, DrawCards):
        # "Draw a card for each creature target player controls, then draw a card for each …"
        return all(isinstance(e.amount, Amount) and e.amount.wording == "for_each"
                   for e in (first, second))
    if isinstance(first, (Scry, Surveil)) and isinstance(second, DrawCards):
        return second.who == "you" and not (first.amount == 1 and second.amount == 1)
    return isinstance(first, DrawCards) and isinstance(second, Discard) and first.who == \
        second.who


def _same_damage(first: Effect, second: Effect) -> bool:
    """"~ deals 1 damage to each creature and each player" (one sentence, two effects)."""
    return (isinstance(first, DealDamage) and isinstance(second, DealDamage)
            and first.amount == second.amount and first.source == second.source
            and first.to.startswith("each_") and second.to.startswith("each_"))


def _pump_and_grant(first: Effect, second: Effect) -> bool:
    """"Target creature gets +2/+2 and gains trample until end of turn" (one clause)."""
    return (isinstance(first, ModifyPT) and isinstance(second, GrantAbilities)
            and first.on == second.on and first.filter == second.filter
            and first.duration == second.duration == "end_of_turn" and (
                not second.abilities or second.wording in ONE_OBJECT_ORDERS)  # h9-ev3
            and (all(not isinstance(q, Amount) or q == Amount(kind="x")  # the spell's X
                     for q in (first.power, first.toughness)) or second.wording == "gain_first"
                 or (second.wording in ONE_OBJECT_ORDERS and second.filter is None))
            and not getattr(first, "all_cards", False)
            and not getattr(second, "all_cards", False)
            and not second.says_that  # "Those creatures …": a sentence of its own
            and not second.rules)  # "… and can't be blocked this turn" (text/restrictions.py)


_PLAYER_VERBS = {DrawCards: "draws", Discard: "discards", Mill: "mills", GainLife: "gains",
                 LoseLife: "loses", Sacrifice: "sacrifices"}  # EV2: "sacrifices a creature"


def _same_player(first: Effect, second: Effect) -> bool:
    """"Target player draws two cards and loses 2 life": two actions of one player who is not
    you, the second without its subject."""
    return (type(first) in _PLAYER_VERBS and type(second) in _PLAYER_VERBS
            and getattr(first, "who", "") == getattr(second, "who", "")
            and getattr(first, "who", "") != "you"
            and not isinstance(getattr(first, "amount", 0), Amount)
            and not isinstance(getattr(second, "amount", 0), Amount)
            and not getattr(first, "random", False) and not getattr(second, "random", False)
            and not getattr(first, "all_cards", False)
            and not getattr(second, "all_cards", False)
            and not any(isinstance(e, Sacrifice) and (e.what or e.every or e.greatest_power)
                        for e in (first, second)))


def _you_draw_lose(first: Effect, second: Effect) -> bool:
    """"You draw two cards and you lose 2 life" (Oracle never writes "Draw two cards. You lose
    2 life.")."""
    same_x = first.amount == second.amount == Amount(kind="x") if isinstance(
        first, DrawCards) and isinstance(second, LoseLife) else False
    return (isinstance(first, DrawCards) and isinstance(second, LoseLife)
            and first.who == second.who == "you" and (same_x or (
                not isinstance(first.amount, Amount)
                and not isinstance(second.amount, Amount))))


def _threaten(items: Sequence[Effect], index: int) -> bool:
    """"Gain control of target creature until end of turn. Untap that creature. It gains haste
    until end of turn." (three effects on one target)."""
    if index + 2 >= len(items):
        return False
    steal, untap, grant = items[index:index + 3]
    return (isinstance(steal, GainControl) and isinstance(untap, Untap)
            and isinstance(grant, GrantAbilities) and not steal.untap and not steal.haste
            and steal.duration == "end_of_turn" and steal.what.startswith("target:")
            and untap.what == steal.what == grant.on and grant.filter is None
            and not grant.abilities and grant.duration == "end_of_turn")


def _gain_and_draw_x(first: Effect, second: Effect) -> bool:
    """"You gain X life and draw X cards, where X is …" (one X for both)."""
    return (isinstance(first, GainLife) and isinstance(second, DrawCards)
            and first.who == second.who == "you" and isinstance(first.amount, Amount)
            and first.amount == second.amount and first.amount.kind != "x")


def _gain_and_draw(first: Effect, second: Effect) -> bool:
    """"You gain 2 life and draw two cards" in an ability (Oracle never writes "You gain 2
    life. Draw two cards." there); an instant or sorcery prints its cantrip "Draw a card." on
    a line of its own (Revitalize), so there they stay two sentences."""
    same_x = (isinstance(first, GainLife) and isinstance(second, DrawCards)
              and isinstance(first.amount, Amount) and first.amount == second.amount
              and not first.amount.wording)  # "You gain X life and draw X cards, where X is …"
    return (isinstance(first, GainLife) and isinstance(second, DrawCards)
            and first.who == second.who == "you" and (same_x or (
                isinstance(first.amount, int) and not isinstance(second.amount, Amount))))


def _then_sentence(effect: Effect) -> bool:
    """A sentence Oracle opens with "Then": it uses what the sentence before it did."""
    return (isinstance(effect, CreateToken) and isinstance(effect.count, Amount)
            and effect.count.kind == "exiled_this_way") or (
        isinstance(effect, ReturnFromGraveyard) and effect.what == "exiled")


def _tap_and_lose(first: Effect, second: Effect) -> bool:
    """"tap ~ and you lose 7 life" (Xathrid Demon)."""
    return (isinstance(first, Tap) and first.what == "self" and isinstance(second, LoseLife)
            and second.who == "you" and isinstance(second.amount, int))


def _two_pumps_one_x(first: Effect, second: Effect) -> bool:
    """"Target creature gets -0/-X until end of turn and ~ gets +X/+0 until end of turn" (one
    X, announced once, for both)."""
    if not (isinstance(first, ModifyPT) and isinstance(second, ModifyPT)):
        return False
    xs = [q for q in (first.power, first.toughness, second.power, second.toughness)
          if isinstance(q, Amount)]
    return (first.on != second.on and first.filter is None and second.filter is None
            and first.duration == second.duration == "end_of_turn" and len(xs) >= 2
            and all(q.kind == "x" for q in xs))


def _tap_both_fight(items: Sequence[Effect], index: int) -> bool:
    if index + 2 >= len(items):
        return False
    a, b, fight = items[index:index + 3]
    return (isinstance(a, Tap) and isinstance(b, Tap) and isinstance(fight, Fight)
            and bool(a.what) and bool(b.what) and fight.a == a.what and fight.b == b.what)


def _sweep_pair(first: Effect, second: Effect) -> bool:
    """Two effects on every matching permanent in one sentence ("Remove all counters from all
    permanents and exile all tokens.")."""
    return (isinstance(first, RemoveCounters) and first.filter is not None
            and isinstance(second, Exile) and second.filter is not None and not second.what)
def _sacrifice_unless(first: Effect, second: Effect) -> bool:
    """"Sacrifice ~ unless you pay {U}": pay or sacrifice (the shape of echo, 702.30a)."""
    return (isinstance(first, MayDo) and not first.effects and first.cost is not None
            and first.cost == Cost(mana=first.cost.mana) and first.who == "you"
            and isinstance(second, Conditional) and second.condition == Condition(
                "paid", negate=True) and not second.otherwise and len(second.effects) == 1
            and isinstance(second.effects[0], Sacrifice)
            and second.effects[0].what in ("self", "it")
            and second.effects[0].filter == Filter())


def _same_verb(first: Effect, second: Effect) -> bool:
    return (isinstance(first, Destroy) and isinstance(second, Destroy) and bool(first.what)
            and bool(second.what) and not first.cant_regenerate)


def _join_at(joins: Sequence[str], index: int) -> str:
    return joins[index] if index < len(joins) else ""


_AND_PAIRS = (_draws_and_loses, _drain_pair, _same_damage, _pump_and_grant, _gain_and_draw,
              _you_draw_lose, _same_player, _same_verb, players_and_theirs)


def effects_text(effects: Iterable[Effect], ctx: Context, *, sentence: bool = True,
                 joins: Sequence[str] = ()) -> str:
    """Effects as sentences ("Destroy target creature. Draw a card.").

    ``joins`` (the ability's :attr:`~cardtable.games.magic.model.SpellAbility.joins`)
    says how the printed text joins effect i to effect i+1: ``"."`` a new sentence, ``"and"``,
    ``"then"``; ``""`` (or no entry) leaves it to the usual wording below."""
    clauses: list[str] = []
    items = list(effects)
    index = 0
    deferring, ctx.defer = ctx.defer, True
    pending, ctx.pending = ctx.pending, []
    chosen = _chosen_cards(items)
    if chosen is not None and chosen not in ctx.named:
        # "Choose two target creature cards in your graveyard." (once, before the rest)
        spec = ctx.targets[chosen]
        ctx.named.add(chosen)
        f = replace(spec.filter, owner="any")
        clauses.append(f"choose {number(spec.count)} target "
                       f"{filter_phrase(f, many=spec.count > 1, zone='graveyard')} in your "
                       "graveyard")
    while index < len(items):
        from cardtable.games.magic.text.commander import commander_clause

        special = commander_clause(items, index, ctx) or _each_player_swap(items, index)
        if special is None:
            from cardtable.games.magic.text.staples import staples_clause

            special = staples_clause(items, index, ctx, joins)  # issue 28's staples
        if special is not None:
            clause, used = special
            clauses.append(clause)
            index += used
            continue
        if getattr(items[index], "said_by_filter", False):  # "… of your choice" (choices.py)
            index += 1
            continue
        clause = effect_text(items[index], ctx)
        join = _join_at(joins, index)
        if join in ("then_same", "and_same") or join in LIST_JOINS:  # "…, then discards …"
            index = _chain(items, index, joins, ctx, clauses, clause)
            continue
        if join == "." or (join == "then" and not (
                index + 1 < len(items) and _then(items[index], items[index + 1]))) or (
                join == "and" and not any(
                    index + 1 < len(items) and pair(items[index], items[index + 1])
                    for pair in _AND_PAIRS)):
            if join in ("and", "then") and index + 1 < len(items):
                word = " and " if join == "and" else ", then "
                clause += word + effect_text(items[index + 1], ctx)
                index += 1
            index = _chain(items, index, joins, ctx, clauses, clause)
            continue
        if join == SUBJECT_AND and index + 1 < len(items):  # h9-ev3: "Target creature and
            clause = subject_and_text(items[index], items[index + 1], ctx)  # each other …"
            index = _chain(items, index + 1, joins, ctx, clauses, clause)
            continue
        if index + 1 < len(items) and _sacrifice_unless(items[index], items[index + 1]):
            pay = items[index]
            assert isinstance(pay, MayDo) and pay.cost is not None
            what = ctx.ref(items[index + 1].effects[0].what)  # type: ignore[union-attr]
            clause = f"sacrifice {what} unless you pay {pay.cost.mana}"
            index += 1
        elif _tap_both_fight(items, index):
            # "Tap target creature you control and target creature of an opponent's choice they
            # control. Those creatures fight each other." (Magus of the Arena)
            other_tap = items[index + 1]
            assert isinstance(other_tap, Tap)
            clause += f" and {ctx.ref(other_tap.what)}. Those creatures fight each other"
            index += 2
        elif _threaten(items, index):
            grant = items[index + 2]
            clause += ". Untap that creature. " + capitalize(effect_text(grant, ctx))
            index += 2
        elif index + 1 < len(items) and _exile_it_and(items[index], items[index + 1]):
            clause += " and " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _player_and_you(items[index], items[index + 1]):
            # "that player discards a card and you create a tapped 2/2 … token"
            clause += " and you " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _draws_and_loses(items[index], items[index + 1]):
            lose = items[index + 1]
            assert isinstance(lose, LoseLife)
            clause += f" and loses {amount_value(lose.amount)} life"
            index += 1
        elif index + 1 < len(items) and _drain_pair(items[index], items[index + 1]):
            clause += " and " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and players_and_theirs(items[index], items[index + 1]):
            clause += theirs_words(items[index + 1])  # EV2b: "… and each creature they control"
            index += 1
        elif index + 1 < len(items) and _same_damage(items[index], items[index + 1]):
            clause += " and " + ctx.ref(items[index + 1].to)  # type: ignore[union-attr]
            index += 1
        elif index + 1 < len(items) and _then(items[index], items[index + 1]):
            # "Draw two cards, then discard two cards."
            clause += ", then " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _pump_and_grant(items[index], items[index + 1]):
            grant = items[index + 1]
            assert isinstance(grant, GrantAbilities)
            words = and_list([keyword_phrase(k) for k in grant.keywords])
            if grant.wording and grant.filter is not None:  # removal_families.py
                pump = items[index]
                assert isinstance(pump, ModifyPT)
                sign = signed_pair(pump.power, pump.toughness)
                noun = many_phrase(grant.filter)
                clause = (f"until end of turn, {noun} get {sign} and gain {words}"
                          if grant.wording == "until_first" else
                          f"{noun} gain {words} and get {sign} until end of turn"
                          + amount_clause(pump.power, ctx))
                index += 1
            elif grant.wording in ONE_OBJECT_ORDERS:  # h9-ev3: one object, Oracle's order
                clause = one_object_pump_grant(clause, grant)
                index += 1
            else:
                clause = clause.removesuffix(" until end of turn") + f" and gains {words} " \
                    "until end of turn"
                if grant.filter is not None or " each get " in clause:
                    clause = clause.replace(" and gains ", " and gain ")
                index += 1
        elif index + 1 < len(items) and pump_has_while(items[index], items[index + 1]):
            grant = items[index + 1]  # the Couriers (h8-kw: text/keywords_8.py)
            assert isinstance(grant, GrantAbilities)
            clause = pump_has_while_clause(clause, and_list(
                [keyword_phrase(k) for k in grant.keywords]))
            index += 1
        elif index + 1 < len(items) and _gain_and_draw_x(items[index], items[index + 1]):
            amount = items[index + 1].amount  # type: ignore[union-attr]
            clause = "you gain X life and draw X cards" + amount_clause(amount, ctx)
            index += 1
        elif index + 1 < len(items) and _gain_and_draw(items[index], items[index + 1]) and \
                not _is_spell_card(ctx.card):
            clause += " and " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _you_draw_lose(items[index], items[index + 1]):
            clause = "you " + clause + " and " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _same_player(items[index], items[index + 1]):
            second = effect_text(items[index + 1], ctx)
            clause += " and " + second.split(" ", 2)[2]
            index += 1
        elif index + 1 < len(items) and _tap_and_lose(items[index], items[index + 1]):
            clause += " and " + effect_text(items[index + 1], ctx)  # "tap ~ and you lose 7 …"
            index += 1
        elif index + 1 < len(items) and _two_pumps_one_x(items[index], items[index + 1]):
            clause += " and " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and isinstance(items[index], Destroy) and \
                isinstance(items[index + 1], ReturnDestroyedCard):
            # "Destroy all creatures, then return a creature card put into a graveyard …"
            clause += ", then " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _sweep_pair(items[index], items[index + 1]):
            # "Remove all counters from all permanents and exile all tokens."
            clause += " and " + effect_text(items[index + 1], ctx)
            index += 1
        elif index + 1 < len(items) and _same_verb(items[index], items[index + 1]):
            # "Destroy target artifact and target enchantment."
            second = effect_text(items[index + 1], ctx)
            clause += " and " + second.split(" ", 1)[1]
            index += 1
        if clauses and _then_sentence(items[index]):
            clause = "then " + clause  # "… . Then create that many …" (608.2c)
        index = _chain(items, index, joins, ctx, clauses, clause)
    ctx.defer, ctx.pending = deferring, pending
    if not sentence:
        return ". ".join(clauses[:1] + [capitalize(c) for c in clauses[1:]])
    return " ".join(period(capitalize(c)) for c in clauses)


def _each_player_swap(items: Sequence[Effect], index: int) -> tuple[str, int] | None:
    """Living Death's one sentence: exile from every graveyard, every player sacrifices, the
    exiled cards return under their owners' control (removal_families.py)."""
    if index + 2 >= len(items):
        return None
    exile, sac, back = items[index:index + 3]
    if not (isinstance(exile, Exile) and exile.zone == "graveyard" and exile.filter is not None
            and isinstance(sac, Sacrifice) and sac.who == "each_player" and sac.every
            and isinstance(back, ReturnFromGraveyard) and back.what == "exiled"
            and back.under == "owner" and back.to == "battlefield" and not back.tapped):
        return None
    cards = filter_phrase(exile.filter, many=True, zone="graveyard")
    return (f"each player exiles all {cards} from their graveyard, then sacrifices all "
            f"{filter_phrase(sac.filter, many=True)} they control, then puts all cards they "
            "exiled this way onto the battlefield", 3)


def _chosen_cards(items: Sequence[Effect]) -> int | None:
    """The target index a "return the chosen cards" effect among ``items`` names, if any."""
    for item in items:
        inner: Sequence[Effect] = ()
        if isinstance(item, Conditional):
            inner = item.effects
        for effect in (item, *inner):
            if isinstance(effect, ReturnFromGraveyard) and effect.says_chosen and \
                    effect.what.startswith("target:"):
                return int(effect.what.split(":")[1])
    return None
_SUBJECTS = ("that player ", "each player ", "each opponent ", "target player ",
             "target opponent ", "they ", "those players ")


def _without_subject(text: str) -> str:
    """"that player discards a card" → "discards a card": the second verb of one subject
    ("Each opponent discards a card, then mills a card"; join ``"then_same"``)."""
    return next((text[len(s):] for s in _SUBJECTS if text.startswith(s)), text)


def _after_shared_words(first: str, second: str) -> str:
    """``second`` without the words it shares with the start of ``first``: one verb said once
    for a target and a group ("~ deals 2 damage to target creature and each other creature
    …"; join ``"and_same"``)."""
    a, b = first.split(" "), second.split(" ")
    shared = 0
    while shared < min(len(a), len(b)) - 1 and a[shared].lower() == b[shared].lower():
        shared += 1
    return " ".join(b[shared:])


def _chain(items: Sequence[Effect], index: int, joins: Sequence[str], ctx: Context,
           clauses: list[str], clause: str) -> int:
    """Ends the clause that ends with effect ``index``: further effects the printed text joins
    to it with "and" or ", then" ("Draw two cards and create two Treasure tokens, then …")
    are added first. Returns the index of the next clause's first effect."""
    while index + 1 < len(items) and (_join_at(joins, index) in (
            "and", "then", "then_same", "and_same") or _join_at(joins, index) in LIST_JOINS):
        join = _join_at(joins, index)
        if join in LIST_JOINS:  # "A, B, and C" (h8-ev3: lists of three or more effects)
            clause += list_join_text(join, effect_text(items[index + 1], ctx))
            index += 1
            continue
        word = " and " if join in ("and", "and_same") else ", then "
        text = effect_text(items[index + 1], ctx)
        if join == "and_same":  # "Destroy target land and all other lands …" (issue 29)
            text = _after_shared_words(clause, text)
        clause += word + (_without_subject(text) if join == "then_same" else text)
        index += 1
    clauses.append(clause + "".join(ctx.pending))  # ", where X is …" once, at the end
    ctx.pending.clear()
    return index + 1


reentry.install(effects_text=effects_text)
