"""The words of each effect of the ability model (:func:`effect_text`): damage and life (CR 120,
CR 119), zones and cards (CR 400-406, draw/discard/mill/exile/return), counters and P/T
(CR 122, CR 613), tokens and copies (CR 111, CR 707), mana (CR 106), control and combat
(CR 506-510) and the modal/conditional wrappers (CR 700.2, CR 608.2c). The small words are in
:mod:`render_words`, conditions/costs/keywords in :mod:`render_costs`, library and reveal
effects in :mod:`render_library`, tokens in
:mod:`render_tokens`, sentence joining in :mod:`render_join`; :mod:`render` puts them together
into abilities and cards (magic.md §2, the render-back)."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model import (
    Effect,
)
from cardtable.games.magic.model.base import Amount, Condition, Cost, Filter
from cardtable.games.magic.model.damage_rules import DamageRule
from cardtable.games.magic.model.effects import (
    AddMana,
    AddTypes,
    Attach,
    Becomes,
    BlockTax,
    CastCard,
    Conditional,
    CopyBlockers,
    CopyChosenType,
    CopySpell,
    CounterObject,
    CreateToken,
    CreateTokenCopy,
    DamageExchange,
    DealDamage,
    DelayedTrigger,
    Destroy,
    Discard,
    DistributeCounters,
    DrawCards,
    Exile,
    ExileGraveyard,
    Explore,
    Fight,
    ForEachPlayer,
    GainControl,
    GainLife,
    GetEmblem,
    GrantAbilities,
    LoseLife,
    MayDo,
    Mill,
    ModifyPT,
    Monstrosity,
    PreventDamage,
    Proliferate,
    PutCounters,
    PutOnLibrary,
    Regenerate,
    RemoveCounters,
    ReturnChosen,
    ReturnDestroyedCard,
    ReturnFromGraveyard,
    ReturnToHand,
    RevealChooseDiscard,
    RevealUntilCreatures,
    Sacrifice,
    SetBasePT,
    Tap,
    TokensFightEach,
    Transform,
    Untap,
)
from cardtable.games.magic.model.mechanics import Unattach
from cardtable.games.magic.model.transform import ExileReturnTransformed, Flip, LookTopMayRevealIt
from cardtable.games.magic.text.choices import choices_effect_text
from cardtable.games.magic.text.combat_keywords import combat_effect_text
from cardtable.games.magic.text.composition import composition_effect_text
from cardtable.games.magic.text.conditionals_8 import conditionals_8_text
from cardtable.games.magic.text.conditions_9 import conditions_9_text
from cardtable.games.magic.text.costs import (
    condition_text,
    copy_except_text,
    keyword_phrase,
)
from cardtable.games.magic.text.delayed_returns import DELAYED_WHEN, delayed_return_text
from cardtable.games.magic.text.designations import designation_effect_text
from cardtable.games.magic.text.durations_7 import while_source_phrase
from cardtable.games.magic.text.durations_9b_cnd import lead_duration_text
from cardtable.games.magic.text.effects_more import more_effect_text
from cardtable.games.magic.text.exile_until import exile_until_text
from cardtable.games.magic.text.harm_verbs_7 import damage_instead_text
from cardtable.games.magic.text.harm_verbs_9 import harm_verbs_9_text
from cardtable.games.magic.text.library import library_effect_text
from cardtable.games.magic.text.library_looks import look_effect_text
from cardtable.games.magic.text.mechanics import mechanics_effect_text
from cardtable.games.magic.text.names_9 import names_9_text
from cardtable.games.magic.text.other_verbs_7 import other_verbs_7_text
from cardtable.games.magic.text.other_verbs_9 import other_verbs_9_text
from cardtable.games.magic.text.player_restrictions import player_turn_rule_text
from cardtable.games.magic.text.prevention import damage_rule_text
from cardtable.games.magic.text.quantities_filters_8 import quantities_filters_8_text
from cardtable.games.magic.text.reentry import ability_text, effects_text
from cardtable.games.magic.text.reflexive import reflexive_text
from cardtable.games.magic.text.restrictions import restriction_effect_text
from cardtable.games.magic.text.tokens import (
    becomes_phrase,
    token_phrase,
)
from cardtable.games.magic.text.trigger_events_8 import effect_8_text
from cardtable.games.magic.text.turn_triggers import turn_trigger_text
from cardtable.games.magic.text.verbs import verb_effect_text
from cardtable.games.magic.text.words import (
    _COLOR_WORDS,
    PLURAL_ANAPHORS,
    SELF_NAME,
    TEMP_RULE_WORDS,
    Context,
    RenderError,
    _cards,
    _duration,
    _equal_to,
    _is_spell_card,
    _many_players,
    _player_action,
    amount_clause,
    amount_value,
    amount_words,
    and_list,
    article,
    capitalize,
    filter_phrase,
    for_each,
    for_each_clause,
    for_each_words,
    many_phrase,
    number,
    plural,
    signed_pair,
    target_phrase,
    with_article,
)
from cardtable.games.magic.text.zone_verbs import zone_verb_text
from cardtable.games.magic.text.zone_verbs_8 import zone_verbs_8_text
from cardtable.games.magic.text.zone_verbs_9 import owners_hands


def effect_text(effect: Effect, ctx: Context) -> str:
    """One effect as a clause without the final period, imperative where Oracle is."""
    lead = lead_duration_text(effect, ctx, effect_text)  # "Until your next turn, …" (h9b-cnd)
    if lead is not None:
        return lead
    from cardtable.games.magic.text.commander import commander_effect_text
    special = commander_effect_text(effect)
    if special is None:
        from cardtable.games.magic.text.text_change import text_change_text

        special = text_change_text(effect, ctx)  # CR 612
    if special is None:
        from cardtable.games.magic.text.text_change import copy_effect_text

        special = copy_effect_text(effect, ctx)  # CR 707.9b
    if special is None:
        from cardtable.games.magic.text.standins import standin_effect_text

        special = standin_effect_text(effect, ctx)
    if special is None:
        from cardtable.games.magic.text.staples import staples_effect_text

        special = staples_effect_text(effect, ctx)
    if special is None:
        special = more_effect_text(effect, ctx)  # issue 28, effect verbs
    if special is None:
        if isinstance(effect, DamageRule):  # h4-prevent: CR 615.1a, 614.1a
            return damage_rule_text(effect, ctx)
        special = verb_effect_text(effect, ctx)  # issues 28/29, the effect-verb long tail
    if special is None:
        special = look_effect_text(effect, ctx)  # issues 28/29, looks at hidden zones
    if special is None:
        special = choices_effect_text(effect, ctx)  # issue 29, reveals at random
    if special is None:
        special = mechanics_effect_text(effect)  # learn (701.48; h4-mechanics)
    if special is None:
        special = composition_effect_text(effect, ctx)  # issues 28/29, effect composition
    if special is None:
        special = designation_effect_text(effect, ctx)  # the monarch (CR 722; issue 29)
    if special is None:
        special = zone_verb_text(effect, ctx)  # issue 29 (EV1): zone verbs composed
    if special is not None:
        return special
    from cardtable.games.magic.text.exile_play import exile_play_text

    special = exile_play_text(effect)
    if special is not None:
        return special
    special = exile_until_text(effect, ctx)  # CR 610.3
    if special is not None:
        return special
    special = delayed_return_text(effect, ctx)  # CR 610.3, 603.7c (issues 28/29)
    if special is not None:
        return special
    special = quantities_filters_8_text(effect, ctx)  # issue 29 (h8-qf): 106.1, 701.9e, 608.2c
    if special is not None:
        return special
    special = names_9_text(effect, ctx)  # issue 29 (QF ninth wave): 201.3, 701.19
    if special is not None:
        return special
    special = reflexive_text(effect, ctx)  # CR 603.12
    if special is not None:
        return special
    special = turn_trigger_text(effect, ctx) or effect_8_text(effect, ctx)  # h8-trg
    if special is not None:
        return special
    special = combat_effect_text(effect, ctx)  # CR 509.1c (issues 28/29)
    if special is not None:
        return special
    special = restriction_effect_text(effect, ctx)  # issue 29, "can't … this turn"
    if special is not None:
        return special
    special = player_turn_rule_text(effect, ctx)  # h6-B, "PLAYERS can't … this turn"
    if special is not None:
        return special
    special = conditionals_8_text(effect, ctx)  # issue 29 (h8-cnd), "EFFECT if COND"
    if special is not None:
        return special
    special = conditions_9_text(effect, ctx)  # issue 29 (h9-cnd), "… Otherwise, …"
    if special is not None:
        return special
    special = other_verbs_7_text(effect, ctx)  # issue 29 (h7-ev3), the other effect verbs
    if special is not None:
        return special
    special = other_verbs_9_text(effect, ctx)  # issue 29 (h9-ev3), the ninth wave
    if special is not None:
        return special
    special = zone_verbs_8_text(effect, ctx)  # issue 29 round 8 (EV1), zone verbs
    if special is not None:
        return special
    special = harm_verbs_9_text(effect, ctx)  # issue 29 (h9-ev2), per-player damage
    if special is not None:
        return special
    if isinstance(effect, DealDamage):
        source = ctx.ref(effect.source)
        amount = effect.amount
        if effect.evenly:
            to = ctx.ref(effect.to)
            return (f"{source} deals {amount_value(amount)} damage divided evenly, rounded "
                    f"down, among {to}")
        if effect.source == "it" and amount == Amount(kind="power", ref="it"):
            return f"it deals damage equal to its power to {ctx.ref(effect.to)}"
        if effect.divided:
            to = target_phrase(ctx.targets[int(effect.to.split(':')[1])])
            ctx.named.add(int(effect.to.split(":")[1]))
            return f"{source} deals {amount_value(amount)} damage divided as you choose among {to}"
        if effect.to.startswith("filter:"):
            return f"{source} deals {amount_value(amount)} damage to {effect.to[7:]}"
        return f"{source} deals {amount_value(amount)} damage to {ctx.ref(effect.to)}" + \
            for_each(amount, ctx) + amount_clause(amount, ctx)
    if isinstance(effect, Destroy):
        what = ctx.ref(effect.what) if effect.what else "all " + filter_phrase(
            effect.filter or Filter(), many=True, joiner="and")
        if effect.says_each and not effect.what:  # "destroy each artifact …" (issue 29)
            what = "each " + filter_phrase(effect.filter or Filter(), each=True)
        text = f"destroy {what}"
        if effect.power_above:
            text += f" with power greater than {ctx.ref(effect.power_above)}'s power"
        if effect.cant_regenerate:
            who = "They" if not effect.what else (
                "That creature" if effect.says_that else "It")
            if effect.regen_words:  # "A creature destroyed this way …" (restriction_families)
                who = effect.regen_words[0].upper() + effect.regen_words[1:]
            text += f". {who} can't be regenerated"
        return text
    if isinstance(effect, Exile):
        if not effect.what and effect.filter == Filter(token=True):
            return "exile all tokens"
        if not effect.what and effect.filter is not None and effect.from_words:
            cards = filter_phrase(replace(effect.filter, owner="any"), many=True,
                                  zone="graveyard")  # issue 29: "… from your graveyard"
            return f"exile all {cards} from " + (
                "your graveyard" if effect.from_words == "your" else "all graveyards")
        if not effect.what and effect.filter is not None:
            return f"exile all {filter_phrase(effect.filter, many=True, joiner='and')}"
        return f"exile {ctx.ref(effect.what)}"
    if isinstance(effect, ReturnToHand):
        if effect.filter is not None:
            return f"return all {filter_phrase(effect.filter, many=True, joiner='and')} to their " \
                + owners_hands(effect.wording)
        return f"return {ctx.ref(effect.what)} to its owner's hand"
    if isinstance(effect, ReturnFromGraveyard) and effect.under == "you" and \
            effect.to == "battlefield" and not effect.tapped and not effect.counter and \
            effect.what != "exiled":  # "Return the exiled cards to …" (607.2a) says "return"
        return f"put {ctx.ref(effect.what)} onto the battlefield under your control"
    if isinstance(effect, ReturnFromGraveyard) and effect.says_from and effect.to == "hand":
        return f"return {ctx.ref(effect.what)} from your graveyard to your hand"
    if isinstance(effect, ReturnFromGraveyard) and effect.says_from and \
            effect.to == "battlefield" and effect.under == "owner" and not effect.counter:
        tapped = " tapped" if effect.tapped else ""  # Reassembling Skeleton
        return f"return {ctx.ref(effect.what)} from your graveyard to the battlefield{tapped}"
    if isinstance(effect, ReturnFromGraveyard):
        what = ctx.ref(effect.what)
        if effect.what == "self" and effect.to == "hand" and not effect.says_your_hand:
            return f"return {what} to its owner's hand"  # the card itself, from its zone
        to = "the battlefield" if effect.to == "battlefield" else "your hand"
        if effect.tapped:
            to += " tapped"
        if effect.to == "battlefield" and effect.under == "you":
            to += " under your control"
        if effect.says_chosen:  # Victimize: announced by "Choose two target … cards"
            return f"return the chosen cards to {to}"
        return f"return {what} to {to}"
    if isinstance(effect, DrawCards) and isinstance(effect.amount, Amount) and (
            effect.amount.kind == "discarded_this_way") and effect.who == "you":
        return "you draw a card for each card discarded this way"  # 608.2c (Syphon Mind)
    if isinstance(effect, DrawCards) and effect.up_to and isinstance(effect.amount, int):
        who = ctx.ref(effect.who, subject=True)  # "Its controller may draw up to two cards"
        return f"{who} may draw up to {number(effect.amount)} cards"
    if isinstance(effect, DrawCards) and effect.says_you and effect.who == "you":
        return "you draw " + _cards(effect.amount)  # "You draw a card at the beginning …"
    if isinstance(effect, DrawCards) and _equal_to(effect.amount):
        return _player_action(ctx, effect.who, "draw", "cards equal to "
                              + amount_words(effect.amount, ctx), "draw")  # type: ignore[arg-type]
    if isinstance(effect, DrawCards):
        return _player_action(ctx, effect.who, "draw", _cards(effect.amount), "draw") + \
            for_each(effect.amount, ctx) + amount_clause(effect.amount, ctx)
    if isinstance(effect, Discard):
        # "discards their hand" (the Oracle wording since 2018; "all the cards in" is gone)
        rest = ("your hand" if effect.who == "you" else "their hands" if _many_players(
            ctx, effect.who) else "their hand") if effect.all_cards \
            else _cards(effect.amount)
        if effect.filter is not None and not effect.all_cards:  # "discard a land card"
            noun = filter_phrase(effect.filter, many=effect.amount != 1, zone="hand")
            how_many = number(effect.amount) if isinstance(effect.amount, int) else \
                amount_value(effect.amount)
            rest = with_article(noun) if effect.amount == 1 else f"{how_many} {noun}"
        return _player_action(ctx, effect.who, "discard", rest, "discard") + \
            for_each(effect.amount, ctx) + amount_clause(effect.amount, ctx)
    if isinstance(effect, Mill):
        return _player_action(ctx, effect.who, "mill", _cards(effect.amount), "mill") + \
            for_each(effect.amount, ctx) + amount_clause(effect.amount, ctx)
    if isinstance(effect, GainLife) and isinstance(effect.amount, Amount) and (
            effect.amount.kind == "life_lost_this_way"):
        return _player_action(ctx, effect.who, "gain", "life equal to the life lost this way",
                              "you gain")
    if isinstance(effect, (GainLife, LoseLife)) and _equal_to(effect.amount):
        verb = "gain" if isinstance(effect, GainLife) else "lose"
        return _player_action(ctx, effect.who, verb, "life equal to " + amount_words(
            effect.amount, ctx), f"you {verb}")  # type: ignore[arg-type]
    if isinstance(effect, GetEmblem):  # CR 114.1
        inner = " ".join(ability_text(a, ctx.card) for a in effect.abilities)
        return f'you get an emblem with "{inner}"'
    if isinstance(effect, GainLife):
        clause = amount_clause(effect.amount, ctx)
        return _player_action(ctx, effect.who, "gain", f"{amount_value(effect.amount)} life",
                              "you gain") + for_each(effect.amount, ctx) + clause
    if isinstance(effect, LoseLife) and isinstance(effect.amount, Amount) and (
            effect.amount.kind == "half_life_up"):
        return _player_action(ctx, effect.who, "lose", "half their life, rounded up",
                              "you lose")
    if isinstance(effect, LoseLife):
        return _player_action(ctx, effect.who, "lose", f"{amount_value(effect.amount)} life",
                              "you lose") + for_each(effect.amount, ctx) + amount_clause(
            effect.amount, ctx)
    if isinstance(effect, Sacrifice) and effect.every:
        noun = filter_phrase(replace(effect.filter, controller="you"), many=True)
        return _player_action(ctx, effect.who, "sacrifice", f"all {noun}", "sacrifice")
    if isinstance(effect, Sacrifice) and effect.what == "self" and (
            effect.unless_pay or effect.unless_return is not None or effect.unless_spent):
        if effect.unless_pay:  # "When ~ enters, sacrifice it unless you pay {1}."
            return f"sacrifice it unless you pay {effect.unless_pay}"
        if effect.unless_return is not None:
            noun = with_article(filter_phrase(effect.unless_return))
            return f"sacrifice it unless you return {noun} to its owner's hand"
        return f"sacrifice it unless {{{effect.unless_spent}}} was spent to cast it"
    if isinstance(effect, Sacrifice):
        if effect.what:
            return f"sacrifice {ctx.ref(effect.what)}"
        count = effect.count
        noun = filter_phrase(replace(effect.filter, other=False))
        thing = with_article(noun) if count == 1 else f"{amount_value(count)} {plural(noun)}"
        if isinstance(count, int) and count > 1:  # "sacrifice two lands" (Oracle's words)
            thing = f"{number(count)} {plural(noun)}"
        if effect.filter.other and count == 1:
            thing = f"another {noun}"  # "sacrifice another creature"
            if effect.other_than_self or effect.filter.other_words == "than":
                thing = f"{with_article(noun)} other than {SELF_NAME}"
        if effect.greatest_power:
            thing += f" with the greatest power among {filter_phrase(effect.filter, many=True)}" \
                     " that player controls"
        return _player_action(ctx, effect.who, "sacrifice", thing, "sacrifice")
    if isinstance(effect, CreateToken) and effect.says_its and \
            effect.controller.startswith("controller:target:"):
        # "Its controller creates a 3/3 green Beast creature token." (608.2h)
        return "its controller creates " + token_phrase(effect, ctx)[len("create "):]
    if isinstance(effect, CreateToken) and effect.controller.startswith("controller:target:"):
        # "That creature's controller creates a 3/3 green Frog Lizard creature token."
        index = int(effect.controller.split(":")[2])
        if ctx.targets[index].what != "creature" or index not in ctx.named:
            raise RenderError("no words for a token created by an unnamed target's controller")
        return "that creature's controller creates " + token_phrase(effect, ctx)[len("create "):]
    if isinstance(effect, CreateToken) and effect.says_you:  # EV2: "you create …"
        return "you " + token_phrase(effect, ctx)
    if isinstance(effect, CreateToken):
        return token_phrase(effect, ctx)
    if isinstance(effect, DamageExchange) and effect.a == "self":  # Karplusan Yeti
        return (f"{SELF_NAME} deals damage equal to its power to {ctx.ref(effect.b)}. That "
                f"creature deals damage equal to its power to {SELF_NAME}")
    if isinstance(effect, ReturnDestroyedCard):  # Necromantic Selection
        words = " ".join([*(_COLOR_WORDS[c] for c in effect.colors), *effect.subtypes])
        return ("return a creature card put into a graveyard this way to the battlefield under "
                f"your control. It's {with_article(words)} in addition to its other colors and "
                "types")
    if isinstance(effect, RevealUntilCreatures):  # Synthetic Destiny
        return ("reveal cards from the top of your library until you reveal that many "
                "creature cards, put all creature cards revealed this way onto the battlefield, "
                "then shuffle the rest of the revealed cards into your library")
    if isinstance(effect, CopyChosenType):  # Kindred Charge
        return ("choose a creature type. For each creature you control of the chosen type, "
                "create a token that's a copy of that creature. Those tokens gain haste. "
                "Exile them at the beginning of the next end step")
    if isinstance(effect, TokensFightEach):  # Ezuri's Predation
        noun = filter_phrase(effect.filter).replace(" an opponent controls",
                                                    " your opponents control")
        kind = plural(effect.token.token.subtypes[-1])
        return (f"for each {noun}, {token_phrase(effect.token, ctx)}. Each of those {kind} "
                "fights a different one of those creatures")
    if isinstance(effect, CreateTokenCopy):
        count = effect.count
        what = ctx.ref(effect.what)
        if count == 1:
            return (f"create a {'tapped ' if effect.tapped else ''}token that's a copy of {what}"
                    + copy_except_text(effect.exceptions))
        many = amount_value(count) if isinstance(count, Amount) else number(count)
        return f"create {many} {'tapped ' if effect.tapped else ''}tokens that are copies of {what}"
    if isinstance(effect, PutCounters):
        n = effect.amount
        kind = effect.counter
        counters = (f"{article(kind)} {kind} counter" if n == 1 or for_each(n, ctx) else
                    f"{amount_value(n) if isinstance(n, Amount) else number(n)} {kind} counters")
        if effect.filter is None and effect.on == "you" and n == 1:
            return f"you get {article(kind)} {kind} counter"
        on = ("each " + filter_phrase(effect.filter, each=True)) if effect.filter is not None else \
            ctx.ref(effect.on)
        if isinstance(n, Amount) and n.wording == "equal_to":  # issue 29, QF
            return f"put a number of {kind} counters on {on} equal to {amount_words(n, ctx)}"
        return f"put {counters} on {on}" + (amount_clause(n, ctx) + for_each(n, ctx)
                                            if isinstance(n, Amount) else "")
    if isinstance(effect, RemoveCounters) and effect.counter == "all" and effect.filter:
        return f"remove all counters from {many_phrase(effect.filter)}"
    if isinstance(effect, RemoveCounters) and effect.counter == "all":
        return f"remove all counters from {ctx.ref(effect.on)}"
    if isinstance(effect, RemoveCounters):
        return f"remove {number(int(effect.amount)) if isinstance(effect.amount, int) else 'X'} " \
               f"{effect.counter} counters from {ctx.ref(effect.on)}"
    if isinstance(effect, ModifyPT):
        p, t = effect.power, effect.toughness
        sign = signed_pair(p, t)
        if effect.filter is not None and effect.filter.controller == "ref":
            # "creatures target player controls get +2/+2 until end of turn"
            noun = filter_phrase(replace(effect.filter, controller="any"), many=True)
            return f"{noun} {ctx.ref(effect.on)} controls get {sign}" + \
                _duration(effect.duration)
        if effect.filter is not None and effect.says_each:  # "each creature you control gets"
            return f"each {filter_phrase(effect.filter, each=True)} gets {sign}" + \
                _duration(effect.duration) + for_each(p, ctx) + amount_clause(p, ctx)
        if effect.filter is not None and effect.filter.other:  # "Other creatures you control"
            # never "other all …": "Other Orc creatures get +1/+1" (Orc General)
            noun = filter_phrase(replace(effect.filter, other=False), many=True)
            return f"other {noun} get {sign}" + \
                _duration(effect.duration) + for_each(p, ctx) + amount_clause(p, ctx)
        if effect.filter is not None:
            return f"{many_phrase(effect.filter)} get {sign}" + _duration(effect.duration) + \
                for_each(p, ctx) + amount_clause(p, ctx)
        verb = "gets"
        if effect.on.startswith("target:") and len(effect.on.split(":")) == 2 and \
                ctx.targets[int(effect.on.split(":")[1])].count > 1:
            verb = "each get"  # "Up to two target creatures each get +1/+1"
        text = f"{ctx.ref(effect.on)} {verb} {sign}{_duration(effect.duration)}"
        x = p if isinstance(p, Amount) else t  # "+0/+X …, where X is its mana value"
        return text + (amount_clause(x, ctx, its=effect.on == "self") + for_each(x, ctx)
                       if isinstance(x, Amount) else "")
    if isinstance(effect, SetBasePT):
        return (f"{ctx.ref(effect.on)} has base power and toughness "
                f"{amount_value(effect.power)}/{amount_value(effect.toughness)}"
                f"{_duration(effect.duration)}")
    held = while_source_phrase(effect, ctx)  # "… for as long as ~ remains tapped" (issue 29)
    if held is not None:
        return held
    if isinstance(effect, GrantAbilities) and effect.rules == ("doesnt_untap",) and not (
            effect.keywords or effect.abilities or effect.filter) and \
            effect.duration == "next_untap":
        # "It doesn't untap during its controller's next untap step" (CR 502.3)
        who = ctx.ref(effect.on)
        spec = ctx.targets[int(effect.on.split(":")[1])] \
            if effect.on.startswith("target:") else None
        if who == "it" and spec is not None and (spec.count > 1 or spec.count_x):
            return "those creatures don't untap during their controller's next untap step"
        if who == "it" and effect.says_that:
            who = "that creature"
        return f"{who} doesn't untap during its controller's next untap step"
    if isinstance(effect, GrantAbilities) and effect.rules and not (
            effect.keywords or effect.abilities) and effect.duration == "end_of_turn":
        if effect.rules == ("attacks_each_combat",) and effect.says_that:
            return "those creatures attack this turn if able"  # the ones affected before
        if effect.rules == ("attacks_each_combat",) and effect.filter is not None:
            # "Creatures your opponents control attack this turn if able." (508.1d)
            return f"{filter_phrase(effect.filter, many=True)} attack this turn if able"
        if effect.rules == ("all_must_block",) and effect.filter is None:  # 509.1c
            return f"all creatures able to block {ctx.ref(effect.on)} this turn do so"
        if effect.rules == ("attack_despite_defender",) and effect.filter is None:
            return f"{ctx.ref(effect.on)} can attack this turn as though it didn't have defender"
        phrases = [TEMP_RULE_WORDS[r] for r in effect.rules if r in TEMP_RULE_WORDS]
        if len(phrases) != len(effect.rules):
            raise RenderError(f"no words for the rule changes {effect.rules!r}")
        who = (filter_phrase(effect.filter, many=True) if effect.filter is not None
               else ctx.ref(effect.on))
        return f"{who} {' and '.join(phrases)} this turn"
    if isinstance(effect, Becomes):
        return becomes_phrase(effect, ctx)
    if isinstance(effect, Monstrosity) and effect.what == "self":
        return f"monstrosity {amount_value(effect.amount)}"
    if isinstance(effect, AddTypes) and effect.subtypes and not effect.types and \
            effect.duration == "permanent":
        return (f"{ctx.ref(effect.on)} becomes {with_article(' '.join(effect.subtypes))} in "
                "addition to its other types")
    if isinstance(effect, GrantAbilities) and effect.duration.startswith("while_counter:") and (
            len(effect.abilities) == 1 and not effect.keywords and not effect.rules):
        kind = effect.duration.partition(":")[2]
        inner = ability_text(effect.abilities[0], ctx.card).replace(SELF_NAME, "this creature")
        return (f"for as long as that creature has {article(kind)} {kind} counter on it, it "
                f'has "{inner}"')
    if isinstance(effect, GrantAbilities):
        words = and_list([keyword_phrase(k) for k in effect.keywords])
        if effect.filter is not None and effect.says_that:  # the creatures counted before
            return f"those creatures gain {words}" + _duration(effect.duration)
        if effect.filter is not None and effect.says_each:  # "each … gains" (issue 29)
            return f"each {filter_phrase(effect.filter, each=True)} gains {words}" + \
                _duration(effect.duration)
        if effect.filter is not None and effect.filter.other:
            return f"other {many_phrase(replace(effect.filter, other=False))} gain {words}" + \
                _duration(effect.duration)
        if effect.filter is not None:
            return f"{many_phrase(effect.filter)} gain {words}" + _duration(effect.duration)
        verb = "gain" if effect.on.startswith("target:") and (
            ctx.targets[int(effect.on.split(":")[1])].count > 1
            or ctx.targets[int(effect.on.split(":")[1])].count_x) else "gains"
        if verb == "gain" and effect.says_each:  # "… each gain double strike" (h9-cnd)
            verb = "each gain"
        if effect.on.startswith("as:") and effect.on.split(":")[1] in PLURAL_ANAPHORS:
            verb = "gain"  # "They gain haste until end of turn." (h9-cnd)
        return f"{ctx.ref(effect.on)} {verb} {words}{_duration(effect.duration)}"
    if isinstance(effect, GainControl) and effect.new_controller.startswith("target:") and \
            effect.duration == "permanent" and not effect.untap and not effect.haste:
        # "target opponent chosen at random gains control of ~" (Witch Hunt)
        spec = ctx.targets[int(effect.new_controller.split(":")[1])]
        who = ctx.ref(effect.new_controller) + (" chosen at random" if spec.random else "")
        return f"{who} gains control of {ctx.ref(effect.what)}"
    if isinstance(effect, GainControl):
        what = ctx.ref(effect.what)
        if effect.untap:
            text = f"untap {what} and gain control of it{_duration(effect.duration)}"
            if effect.haste:
                text += ". That creature gains haste" + _duration(effect.duration)
            return text
        return f"gain control of {what}{_duration(effect.duration)}"
    if isinstance(effect, CounterObject):
        text = f"counter {ctx.ref(effect.what)}"
        if effect.unless_pay:
            text += f" unless its controller pays {effect.unless_pay}"
        if effect.exile_instead:  # 614.1a (h7-sta)
            text += (". If that spell is countered this way, exile it instead of putting it "
                     "into its owner's graveyard")
        times = effect.unless_times  # EV2: "{1} for each …", "{X}, where X is …"
        if isinstance(times, Amount):
            text += for_each(times, ctx) if times.wording == "for_each" else \
                amount_clause(times, ctx)
        return text
    if isinstance(effect, Tap) and effect.whose:
        noun = filter_phrase(effect.filter or Filter(), many=True, joiner="and")
        return f"tap all {noun} {ctx.ref(effect.whose)} controls"
    if isinstance(effect, Tap):
        return f"tap {ctx.ref(effect.what)}" if effect.what else \
            f"tap all {filter_phrase(effect.filter or Filter(), many=True, joiner='and')}"
    if isinstance(effect, Untap) and effect.filter is not None and (
            effect.filter.controller == "ref"):
        return "untap them"  # the creatures the sentence before named
    if isinstance(effect, Untap):
        return f"untap {ctx.ref(effect.what)}"
    if isinstance(effect, AddMana):
        if effect.choices in (("own_lands_color",), ("own_lands_type",)):  # 106.7 (EV3b)
            kind = "type" if effect.choices == ("own_lands_type",) else "color"
            return f"add one mana of any {kind} that a land you control could produce"
        if effect.choices == ("opponent_lands",):  # CR 106.7 (Exotic Orchard, Fellwar Stone)
            return "add one mana of any color that a land an opponent controls could produce"
        if effect.choices == ("colors_among_yours",):  # Bloom Tender (CR 105.1)
            return "for each color among permanents you control, add one mana of that color"
        if effect.choices == ("produced_type",):  # a land tapped for mana (106.12a, h6-E)
            return "add one mana of any type that land produced"
        if effect.choices == ("identity",):  # CR 903.4
            return "add one mana of any color in your commander's color identity"
        if effect.choices == ("any",):
            amount = effect.amount
            return "add one mana of any color" if amount == 1 else \
                f"add {number(int(amount))} mana of any one color"  # type: ignore[arg-type]
        if len(effect.choices) > 2:
            return "add " + ", ".join(effect.choices[:-1]) + ", or " + effect.choices[-1]
        if effect.choices:
            return "add " + " or ".join(effect.choices)
        if isinstance(effect.amount, Amount) and (  # h6-costs: the storage lands
                effect.amount.kind == "counters_removed_this_way"):
            again = f", then add an additional {effect.mana}" if (
                effect.amount.wording == "then_additional") else ""  # the Mana Batteries
            return f"add {effect.mana}{again}" + for_each_words(
                replace(effect.amount, plus=0, wording=""), ctx)
        if isinstance(effect.amount, Amount):
            return f"add {effect.mana}" + for_each_clause(effect.amount)
        return f"add {effect.mana}"
    if isinstance(effect, Explore):
        return f"{ctx.ref(effect.what)} explores"
    if isinstance(effect, ReturnChosen) and effect.who == "you":
        noun = with_article(filter_phrase(effect.filter)) if not effect.filter.other else \
            "another " + filter_phrase(replace(effect.filter, other=False))
        return f"return {noun} to its owner's hand"
    if isinstance(effect, RevealChooseDiscard):
        f = effect.filter
        card = with_article(filter_phrase(replace(f, mana_value_max=None, mana_value_min=None),
                                          zone="hand"))
        after = "".join(f" with mana value {n} or {word}" for n, word in (
            (f.mana_value_max, "less"), (f.mana_value_min, "greater")) if n is not None)
        return (f"{ctx.ref(effect.who)} reveals their hand. You choose {card} from it{after}. "
                "That player discards that card")
    if isinstance(effect, Attach):
        return f"attach {ctx.ref(effect.what)} to {ctx.ref(effect.to)}"
    if isinstance(effect, Unattach):  # reconfigure (CR 702.151a)
        return f"unattach {SELF_NAME}"
    if isinstance(effect, PutOnLibrary) and effect.shuffle:
        return f"shuffle {ctx.ref(effect.what)} into its owner's library"
    if isinstance(effect, PutOnLibrary):
        where = "on the bottom of" if effect.bottom else "on top of"
        return f"put {ctx.ref(effect.what)} {where} its owner's library"
    if isinstance(effect, Fight):
        return f"{ctx.ref(effect.a)} fights {ctx.ref(effect.b)}"
    if isinstance(effect, Regenerate) and effect.filter is not None:  # issue 29
        return f"regenerate {effect.every} " + filter_phrase(effect.filter,
                                                             many=effect.every == "all")
    if isinstance(effect, Regenerate):
        return f"regenerate {ctx.ref(effect.what)}"
    if isinstance(effect, Transform):  # CR 701.28a
        return f"transform {ctx.ref(effect.what)}"
    if isinstance(effect, LookTopMayRevealIt):  # Delver of Secrets (CR 701.16e, 701.16a)
        return "look at the top card of your library. You may reveal that card"
    if isinstance(effect, Flip):  # CR 710.2
        return "flip it" if effect.it else f"flip {ctx.ref(effect.what)}"
    if isinstance(effect, ExileReturnTransformed):  # CR 712.14a
        exiled = "this Saga" if effect.saga else ctx.ref(effect.what)
        under = "your" if effect.under == "you" else "its owner's"
        return (f"exile {exiled}, then return it to the battlefield transformed under {under} "
                "control")
    library_text = library_effect_text(effect, ctx)  # CR 701.16, 701.18, 701.19, 701.23, 701.25
    if library_text is not None:
        return library_text
    if isinstance(effect, Proliferate):
        return "proliferate"
    if isinstance(effect, CopySpell):
        # "it" is the spell a cast trigger names: "copy that spell" (copy_families.py)
        text = "copy that spell" if effect.what == "it" else f"copy {ctx.ref(effect.what)}"
        if effect.new_targets:
            text += ". You may choose new targets for the copy"
        return text
    if isinstance(effect, PreventDamage) and effect.by is not None:
        kind = "combat damage" if effect.combat_only else "damage"
        text = f"prevent all {kind} that would be dealt this turn"
        if effect.by != Filter():  # "by non-Spider creatures"; any source: nothing more
            text += f" by {filter_phrase(effect.by, many=True)}"
        return text
    if isinstance(effect, PreventDamage):
        return f"prevent the next {amount_value(effect.amount)} damage that would be dealt to " \
               f"{ctx.ref(effect.to)} this turn" + amount_clause(effect.amount, ctx)
    if isinstance(effect, MayDo) and not effect.effects and effect.cost is not None and \
            effect.who == "you" and effect.cost == Cost(mana=effect.cost.mana):
        return f"you may pay {effect.cost.mana}"  # "If you do, …" follows (608.2d)
    if isinstance(effect, CastCard) and effect.filter is not None and \
            effect.filter.mana_value_max is not None:  # Rishkar's Expertise
        return (f"you may cast a spell with mana value {effect.filter.mana_value_max} or less "
                "from your hand without paying its mana cost")
    if isinstance(effect, ExileGraveyard) and effect.who == "each_player":
        return "exile all graveyards"  # Farewell
    if isinstance(effect, ExileGraveyard):
        return f"exile {ctx.ref(effect.who)}'s graveyard"
    if isinstance(effect, MayDo) and effect.who.startswith("controller:target:"):
        # "Its controller may search their library …" (the target named before it)
        inner = effects_text(effect.effects, ctx, sentence=False)
        return f"its controller may {inner}"
    if isinstance(effect, MayDo) and effect.effects == (CopySpell(what="self"),):
        return f"you may copy {SELF_NAME} and may choose a new target for the copy"
    if isinstance(effect, MayDo):
        inner = effects_text(effect.effects, ctx, sentence=False)
        if inner.startswith(f"{SELF_NAME} deals "):
            # "you may have ~ deal 5 damage to any target" (Where Ancients Tread)
            return f"you may have {SELF_NAME} deal " + inner[len(SELF_NAME) + len(" deals "):]
        if inner.startswith("it deals "):
            # "you may have it deal 1 damage to each creature" (Slice and Dice)
            return "you may have it deal " + inner[len("it deals "):]
        return f"you may {inner.removeprefix('you ')}"
    if isinstance(effect, Conditional) and effect.condition.ref == "revealed" and \
            effect.otherwise:  # "If it's a land card, …. Otherwise, …" (Coiling Oracle)
        inner = effects_text(effect.effects, ctx, sentence=False)
        other = effects_text(effect.otherwise, ctx, sentence=False)
        return f"if {condition_text(effect.condition)}, {inner}. Otherwise, {other}"
    if isinstance(effect, Conditional) and effect.otherwise and (
            effect.condition.kind == "ref_matches" and effect.condition.ref == "equipped"
            and effect.condition.filter is not None):
        # "… on equipped creature. If equipped creature is a Vampire, put two … on it instead"
        usual = effects_text(effect.otherwise, ctx, sentence=False)
        instead = effects_text(effect.effects, ctx, sentence=False)
        if instead.endswith(" equipped creature"):
            instead = instead.removesuffix(" equipped creature") + " it"
        noun = with_article(filter_phrase(effect.condition.filter))
        return f"{usual}. If equipped creature is {noun}, {instead} instead"
    if isinstance(effect, Conditional) and effect.otherwise and effect.says:
        # EV2: "If COND, it deals 4 damage instead"
        return damage_instead_text(effect, ctx, effects_text(effect.otherwise, ctx,
                                                             sentence=False))
    if isinstance(effect, Conditional) and effect.otherwise:
        # "Target creature gets -1/-1 until end of turn. That creature gets -13/-13 until end
        # of turn instead if a creature died this turn." (Tragic Slip)
        usual = effects_text(effect.otherwise, ctx, sentence=False)
        instead = effects_text(effect.effects, ctx, sentence=False)
        if instead.startswith("it "):
            instead = "that creature " + instead[3:]
        return f"{usual}. {capitalize(instead)} instead if {condition_text(effect.condition)}"
    if isinstance(effect, BlockTax):
        return ("this turn, creatures can't block unless their controller pays "
                f"{{{amount_value(effect.amount)}}} for each blocking creature they control")
    if isinstance(effect, CopyBlockers):
        return ("for each creature attacking you or a planeswalker you control, create a "
                "token that's a copy of that creature and that's blocking that creature")
    if isinstance(effect, DelayedTrigger) and effect.it == "created" and \
            effect.when == "end_of_combat" and effect.effects == (Exile(what="those"),):
        return "exile those tokens at end of combat"
    if isinstance(effect, DelayedTrigger) and effect.it.startswith("moved:") and \
            effect.effects == (Sacrifice(what="those"),):
        when = {"next_upkeep": "the next turn's upkeep",
                "next_end_step": "the next end step"}[effect.when]
        return f"sacrifice those creatures at the beginning of {when}"
    if isinstance(effect, Conditional) and effect.condition == Condition(
            "controls_commander", ref="triggering_player", negate=True):
        inner = effects_text(effect.effects, ctx, sentence=False)
        return f"{inner} unless they control a commander"  # CR 903.3d
    if isinstance(effect, Conditional):
        inner = effects_text(effect.effects, ctx, sentence=False, joins=effect.joins)
        condition = condition_text(effect.condition)
        if effect.condition.kind == "kicked" and _is_spell_card(ctx.card):
            condition = "this spell was kicked"  # an instant's or sorcery's own words
        return f"if {condition}, {inner}"
    if isinstance(effect, DelayedTrigger):
        inner = effects_text(effect.effects, ctx, sentence=False)
        if effect.when == "end_of_combat":  # "destroy that creature at end of combat"
            return f"{inner} at end of combat"
        when = DELAYED_WHEN[effect.when]
        if effect.lead:
            return f"at the beginning of {when}, {inner}"
        return f"{inner} at the beginning of {when}"
    if isinstance(effect, DistributeCounters) and effect.source == "self" and (
            effect.filter == Filter(types=("Creature",), other=True)):
        return (f"you may move any number of {effect.counter} counters from {SELF_NAME} onto "
                "other creatures")
    if isinstance(effect, ForEachPlayer):
        raise RenderError("no words for a ForEachPlayer effect yet")
    raise RenderError(f"no words for the effect {type(effect).__name__}")
