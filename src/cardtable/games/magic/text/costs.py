"""The words of conditions ("if you control …", CR 603.4 intervening-if), costs (CR 118,
CR 602.1 activation costs, CR 601.2f additional costs), keywords (CR 702) and copy
exceptions (CR 707.9) for the render-back (magic.md §2)."""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic.model import (
    Keyword,
)
from cardtable.games.magic.model.base import Amount, Condition, Cost, Filter
from cardtable.games.magic.model.effects import (
    CopyExcept,
)
from cardtable.games.magic.model.names_9 import HAND_FEWER_THAN, MORE_IN_HAND_THAN_YOU
from cardtable.games.magic.model.statics_8 import SPELL_HAS_FLASH
from cardtable.games.magic.model.statics_9b_sta import LIBRARY_EMPTY
from cardtable.games.magic.model.zone_verbs_8 import SACRIFICE_AT_CLEANUP
from cardtable.games.magic.model.zone_verbs_9 import CAST_IF
from cardtable.games.magic.text.condition_words_9 import conditions_9_condition_text
from cardtable.games.magic.text.conditions import more_condition_text
from cardtable.games.magic.text.conditions_7 import conditions_7_text
from cardtable.games.magic.text.conditions_8 import conditions_8_text
from cardtable.games.magic.text.conditions_more import event_condition_text
from cardtable.games.magic.text.designations import designation_condition_text
from cardtable.games.magic.text.durations_9b_cnd import condition_9b_cnd_text
from cardtable.games.magic.text.harm_conditions_9 import harm_condition_9_text
from cardtable.games.magic.text.qualities_9 import quality_keyword_text
from cardtable.games.magic.text.quantity_parts import quantity_condition_text
from cardtable.games.magic.text.reentry import quoted_ability_text
from cardtable.games.magic.text.words import (
    _COLOR_WORDS,
    SELF_NAME,
    RenderError,
    _cards,
    amount_value,
    and_list,
    article,
    capitalize,
    filter_phrase,
    number,
    plural,
    with_article,
)
from cardtable.games.magic.text.zone_verbs import milled_condition_text
from cardtable.games.magic.text.zone_verbs_9 import cast_from_graveyard_text, spent_at_least_text


def copy_except_text(exc: CopyExcept | None) -> str:
    """", except it has haste" / ", except it's a 1/1 green Frog" (CR 707.9)."""
    if exc is None:
        return ""
    if exc == CopyExcept(abilities=exc.abilities) and len(exc.abilities) == 1:
        return f', except it has "{quoted_ability_text(exc.abilities[0])}"'  # 707.9b
    if exc == CopyExcept(add_types=exc.add_types) and len(exc.add_types) == 1:
        return f", except it's an {exc.add_types[0].lower()} in addition to its other types"
    if exc == CopyExcept(add_subtypes=exc.add_subtypes) and exc.add_subtypes:
        return (f", except it's a {' '.join(exc.add_subtypes)} in addition to its other "
                "types")
    if exc.add_types or exc.add_subtypes:
        raise RenderError(f"no words for the copy exceptions {exc!r}")
    if exc.keywords and exc.power is None and exc.colors is None and exc.subtypes is None:
        return ", except it has " + and_list([keyword_phrase(k) for k in exc.keywords])
    if not exc.keywords and None not in (exc.power, exc.toughness, exc.colors, exc.subtypes):
        colors = " and ".join(_COLOR_WORDS[c] for c in exc.colors or ()) or "colorless"
        return (f", except it's a {exc.power}/{exc.toughness} {colors} "
                + " ".join(exc.subtypes or ()))
    raise RenderError(f"no words for the copy exceptions {exc!r}")


def condition_text(c: Condition) -> str:
    if c.kind == "self_in_zones" and c.zone == "battlefield" and not c.negate:
        return "it's on the battlefield"  # Animate Dead (603.4)
    if c.kind == "x_at_least" and not c.negate:  # Finale of Devastation (107.3)
        return f"X is {c.amount} or more"
    harm_9 = harm_condition_9_text(c)  # issue 29, h9-ev2 (text/harm_conditions_9.py)
    if harm_9 is not None:
        return harm_9
    round_9b = condition_9b_cnd_text(c)  # issue 29, round 9b (text/durations_9b_cnd.py)
    if round_9b is not None:
        return round_9b
    round_9 = conditions_9_condition_text(c)  # issue 29, round 9 (text/conditions_9.py)
    if round_9 is not None:
        return round_9
    adamant = spent_at_least_text(c)  # issue 29 round 9, EV1 (text/zone_verbs_9.py)
    if adamant is not None:
        return adamant
    if c.kind == LIBRARY_EMPTY and not c.negate:  # issue 29, h9b-STA (CR 401.2)
        return "your library has no cards in it"
    if c.kind == HAND_FEWER_THAN and isinstance(c.amount, int) and not c.negate:  # QF 9th
        return f"you have fewer than {number(c.amount)} cards in hand"
    if c.kind == MORE_IN_HAND_THAN_YOU and c.ref == "chosen_opponent" and not c.negate:
        return "that player has more cards in hand than you"  # QF ninth wave
    round_8 = conditions_8_text(c)  # issue 29, round 8 (text/conditions_8.py)
    if round_8 is not None:
        return round_8
    round_7 = conditions_7_text(c)  # issue 29, round 7 (text/conditions_7.py)
    if round_7 is not None:
        return round_7
    quantity = quantity_condition_text(c)  # issue 29 (text/quantity_parts.py)
    if quantity is not None:
        return quantity
    happened = event_condition_text(c)  # issues 28/29 (text/conditions_more.py)
    if happened is not None:
        return happened
    designation = designation_condition_text(c)  # the monarch, the city's blessing (issue 29)
    if designation is not None:
        return designation
    more = more_condition_text(c)  # issue 28, statics (text/conditions.py)
    if more is not None:
        return more
    if c.kind == "name_unique" and not c.negate:  # Guardian Project (issue 28)
        return ("it doesn't have the same name as another creature you control or a creature "
                "card in your graveyard")
    if c.kind == "ref_matches" and c.ref == "milled" and c.filter is not None:
        return milled_condition_text(c)  # issue 29 (EV1, text/zone_verbs.py)
    if c.kind == "ref_matches" and c.ref == "revealed" and c.filter is not None \
            and c.zone == "this_way":  # Delver of Secrets
        return f"{with_article(filter_phrase(c.filter, zone='library'))} is revealed this way"
    if c.kind == "ref_matches" and c.ref == "revealed" and c.filter is not None:
        return f"it's {with_article(filter_phrase(c.filter, zone='library'))}"
    if c.kind == "you_control" and c.filter is not None and isinstance(c.amount, int) and \
            c.amount > 1:  # "you control five or more lands"
        return f"you control {number(c.amount)} or more {filter_phrase(c.filter, many=True)}"
    if c.kind == "you_control" and c.filter is not None and c.filter.other:
        return f"you control another {filter_phrase(replace(c.filter, other=False))}"
    if c.kind == "you_control" and c.filter is not None:
        return f"you control {with_article(filter_phrase(c.filter))}"
    if c.kind == "controls_own_commander" and not c.negate:
        return "you control your commander"  # CR 903.3d
    if c.kind == "on_battlefield" and c.negate and c.filter is not None:
        return f"no {filter_phrase(c.filter, many=True)} are on the battlefield"  # Pestilence
    if c.kind == "controls_commander" and not c.negate and not c.ref:
        return "you control a commander"  # anyone's commander (CR 903.3d)
    if c.kind == "kicked":
        return "it was kicked"
    if c.kind == "hand_at_least" and not c.negate and isinstance(c.amount, int):
        return f"you have {number(c.amount)} or more cards in hand"
    if c.kind == "hand_at_most" and not c.negate and isinstance(c.amount, int) and not c.ref:
        return f"you have {number(c.amount)} or fewer cards in hand"
    if c.kind == "self_counters_at_least" and not c.negate and c.ref == "there_are":
        return (f"there are {number(c.amount)} or more {c.counter} "  # type: ignore[arg-type]
                f"counters on {SELF_NAME}")  # the flip cards' "if there are two or more ki …"
    if c.kind == "self_counters_at_least" and not c.negate:  # CR 611.3a (Ascensions)
        return (f"{SELF_NAME} has {number(c.amount)} or more {c.counter} "  # type: ignore[arg-type]
                "counters on it")
    if c.kind == "self_in_zones" and c.zone == "command,battlefield":
        return f"{SELF_NAME} is in the command zone or on the battlefield"
    if c.kind == "paid" and not c.negate:
        return "you do"
    if c.kind == "paid" and c.negate:  # "If you don't, …" (h9-cnd; CR 608.2d)
        return "you don't"
    if c.kind == "won_flip":  # CR 705.2 (issue 28)
        return "you lose the flip" if c.negate else "you win the flip"
    if c.kind == "won_clash" and not c.negate:  # CR 701.23d
        return "you win"
    if c.kind == "full_party" and not c.negate:  # CR 700.8c
        return "you have a full party"
    if c.kind == "sacrificed" and c.negate and c.filter is None:
        return "you can't"  # "Sacrifice a creature. If you can't, sacrifice ~." (608.2c)
    if c.kind == "sacrificed" and c.negate and c.filter is not None:
        return f"you can't sacrifice {with_article(filter_phrase(c.filter))}"
    if c.kind == "your_turn" and not c.negate:
        return "it's your turn"
    if c.kind == "main_phase":
        return "you cast this spell during your main phase"
    if c.kind == "noncreature_destroyed_by_opponent":
        return ("a noncreature permanent under your control was destroyed this turn by a spell "
                "or ability an opponent controlled")
    if c.kind == "creature_died_this_turn":
        return "a creature died this turn"
    if c.kind == "spells_last_turn_at_most" and c.amount == 0:
        return "no spells were cast last turn"
    if c.kind == "player_spells_last_turn_at_least" and isinstance(c.amount, int):
        return f"a player cast {number(c.amount)} or more spells last turn"
    if c.kind == "life_at_least" and c.ref in ("", "you"):
        return f"you have {amount_value(c.amount)} or more life"
    if c.kind == "life_at_most" and c.ref in ("", "you"):
        return f"you have {amount_value(c.amount)} or less life"
    if c.kind == "opponent_life_at_most":
        return f"an opponent has {amount_value(c.amount)} or less life"
    if c.kind == "ref_matches" and c.ref.startswith("target:") and c.filter is not None \
            and c.filter == Filter(subtypes=c.filter.subtypes) and len(c.filter.subtypes) == 1:
        return f"that creature is {with_article(c.filter.subtypes[0])}"
    if c.kind == "all" and c.all_of:
        return and_list([condition_text(part) for part in c.all_of])
    raise RenderError(f"no words for the condition {c.kind!r}")


def cost_text(cost: Cost, zone: str = "battlefield") -> str:
    """``zone``: where the ability functions ("hand": "Discard ~", "graveyard": "Exile ~ from
    your graveyard"; CR 113.6, 602.2a)."""
    return ", ".join(cost_parts(cost, zone))


def cost_parts(cost: Cost, zone: str = "battlefield") -> list[str]:
    """Each part of ``cost`` in Oracle's order ("{1}", "Pay 1 life", "Exile a blue card from
    your hand"), capitalised as a cost line writes them; "COST or COST" is one part."""
    if cost.otherwise is not None:  # "Sacrifice a creature or pay {3}{B}" (601.2b)
        either = (f"{alternative_cost_text(replace(cost, otherwise=None))} or "
                  f"{alternative_cost_text(cost.otherwise)}")
        return [either[:1].upper() + either[1:]]
    parts: list[str] = []
    if cost.mana:
        parts.append(cost.mana)
    if cost.tap:
        parts.append("{T}")
    if cost.untap:  # the untap symbol (CR 107.6)
        parts.append("{Q}")
    if cost.tap_untapped is not None and cost.tap_untapped.other \
            and cost.tap_untapped_count == 1:  # "Tap another untapped Rogue you control"
        noun = filter_phrase(replace(cost.tap_untapped, other=False))
        parts.append(f"Tap another untapped {noun}")
    elif cost.tap_untapped is not None:  # "Tap an untapped Vampire you control"
        n = cost.tap_untapped_count
        noun = filter_phrase(cost.tap_untapped, many=n > 1)
        parts.append(f"Tap an untapped {noun}" if n == 1 else
                     f"Tap {number(n)} untapped {noun}")
    if cost.loyalty is not None:
        return [f"[+{cost.loyalty}]" if cost.loyalty > 0 else (
            "[0]" if cost.loyalty == 0 else f"[−{-cost.loyalty}]")]
    if cost.discard_x:  # "Discard X cards", "Discard X land cards" (601.2b)
        noun = filter_phrase(cost.discard_filter, many=True, zone="hand") \
            if cost.discard_filter is not None else "cards"
        parts.append(f"Discard X {noun}" + (" at random" if cost.discard_random else ""))
    if cost.discard == 1 and cost.discard_filter is not None and cost.discard_filter.other:
        # h9-sta: "Discard another card named ~" (grandeur; 118.3)
        noun = filter_phrase(replace(cost.discard_filter, other=False), zone="hand")
        parts.append(f"Discard another {noun}")
    elif cost.discard and cost.discard_filter is not None:  # "Discard a land card" (601.2h)
        noun = filter_phrase(cost.discard_filter, many=cost.discard > 1, zone="hand")
        parts.append(f"Discard {with_article(noun)}" if cost.discard == 1 else
                     f"Discard {number(cost.discard)} {noun}")
    if cost.discard and cost.discard_filter is None:
        parts.append(("Discard a card" if cost.discard == 1 else
                      f"Discard {number(cost.discard)} cards")
                     + (" at random" if cost.discard_random else ""))
    if cost.exile_top_library == 1:  # h5-costs: "Exile the top card of your library"
        parts.append("Exile the top card of your library")
    elif cost.exile_top_library:
        parts.append(f"Exile the top {number(cost.exile_top_library)} cards of your library")
    if cost.exile_top_graveyard is not None:  # h6-costs (Alms, Necratog; 404.2)
        noun = "card" if cost.exile_top_graveyard == Filter() else \
            f"{filter_phrase(cost.exile_top_graveyard)} card"
        parts.append(f"Exile the top {noun} of your graveyard")
    if cost.mill:  # "Mill a card" (701.13a)
        parts.append("Mill a card" if cost.mill == 1 else f"Mill {number(cost.mill)} cards")
    if cost.discard_hand:
        parts.append("Discard your hand")
    if cost.pay_energy:  # CR 107.14
        parts.append("Pay " + "{E}" * cost.pay_energy)
    if cost.pay_life:  # Oracle pays life before it sacrifices ("{T}, Pay 1 life, Sacrifice ~")
        parts.append(f"Pay {cost.pay_life} life")
    if cost.pay_life_x:
        parts.append("Pay X life")
    if cost.pay_half_life:  # h5-costs (119.4)
        parts.append("Pay half your life, rounded up")
    if cost.sacrifice_enchanted:  # an Aura's (118.3)
        parts.append("Sacrifice enchanted creature")
    if cost.sacrifice_self and not cost.and_sacrifice_it:
        parts.append(f"Sacrifice {SELF_NAME}")
    if cost.sacrifice is not None:
        noun = filter_phrase(cost.sacrifice)
        if cost.sacrifice.token is True:  # "Sacrifice a Caribou token", "a token" (h5-costs)
            noun = "token" if replace(cost.sacrifice, token=None) == Filter() else (
                f"{filter_phrase(replace(cost.sacrifice, token=None))} token")
        kinds = [t.lower() for t in cost.sacrifice.types]
        if cost.sacrifice_x:  # "Sacrifice X lands" (601.2b; h9-sta)
            thing = f"X {filter_phrase(cost.sacrifice, many=True)}"
        elif cost.sacrifice_words == "another_or" and len(kinds) == 2:  # h9-sta
            thing = f"another {kinds[0]} or {with_article(kinds[1])}"
        elif cost.sacrifice_words == "or_another" and len(kinds) == 2:
            thing = f"{with_article(kinds[0])} or another {kinds[1]}"
        elif cost.sacrifice_count == 1:
            thing = ("another " + noun) if cost.sacrifice.other else with_article(noun)
        elif cost.sacrifice.name and cost.sacrifice.token is None:
            # "Sacrifice six creatures named ~" (Shadowborn Apostle): the noun, not the name,
            # takes the plural (h7-sta)
            thing = (f"{number(cost.sacrifice_count)} "
                     f"{filter_phrase(cost.sacrifice, many=True)}")
        else:
            thing = f"{number(cost.sacrifice_count)} {plural(noun)}"
        parts.append(f"Sacrifice {thing}")
    and_sacrifice = " and sacrifice it" if cost.and_sacrifice_it else ""  # h5-costs
    if cost.remove_counters and cost.remove_count == 1:
        parts.append(f"Remove {article(cost.remove_counters)} {cost.remove_counters} counter "
                     f"from {SELF_NAME}{and_sacrifice}")
    elif cost.remove_counters:
        count = number(cost.remove_count) if isinstance(cost.remove_count, int) else (
            "any number of" if cost.remove_any else "X")  # h6-costs (Mage-Ring Network)
        parts.append(f"Remove {count} {cost.remove_counters} counters from "
                     f"{SELF_NAME}{and_sacrifice}")
    if cost.remove_from is not None:  # "Remove a +1/+1 counter from a creature you control"
        kind = cost.remove_from_kind
        parts.append(f"Remove {article(kind)} {kind} counter from "
                     f"{with_article(filter_phrase(cost.remove_from))}")
    if cost.put_counter_on is not None:  # "Put a -1/-1 counter on a creature you control"
        kind = cost.put_counter_on_kind  # (118.3, 122.1; h9-sta)
        parts.append(f"Put {article(kind)} {kind} counter on "
                     f"{with_article(filter_phrase(cost.put_counter_on))}")
    if cost.put_counter_self:  # "Put a -1/-1 counter on ~" (CR 122.1; h5-costs)
        parts.append(f"Put {article(cost.put_counter_self)} {cost.put_counter_self} counter "
                     f"on {SELF_NAME}")
    if cost.reveal_self:  # forecast (702.57a)
        parts.append(f"Reveal {SELF_NAME} from your hand")
    if cost.discard_self:  # "Discard ~" of an ability of the card in hand (602.2a)
        parts.append(f"Discard {SELF_NAME}" if zone == "hand" else "Discard this card")
    if cost.exile_from_graveyard and cost.exile_filter is not None:
        parts.append(f"Exile {_filtered_cards(cost.exile_from_graveyard, cost.exile_filter)} "
                     "from your graveyard")  # "a creature card", "X creature cards"
    elif cost.exile_from_graveyard:
        parts.append(f"Exile {_cards(cost.exile_from_graveyard)} from your graveyard")
    if cost.reveal_filter is not None:  # "Reveal a Merfolk card from your hand"
        parts.append(f"Reveal {with_article(filter_phrase(cost.reveal_filter, zone='hand'))} "
                     "from your hand")
    if cost.exile_from_hand:  # "Exile a blue card from your hand" (Force of Will)
        flt = cost.exile_hand_filter or Filter()
        parts.append(f"Exile {_filtered_cards(cost.exile_from_hand, flt, 'hand')} from your "
                     "hand")
    if cost.return_self:
        parts.append(f"Return {SELF_NAME} to its owner's hand")
    if cost.return_to_hand is not None:  # "Return an Island you control to its owner's hand"
        n = cost.return_count
        noun = filter_phrase(cost.return_to_hand, many=n > 1)
        parts.append(f"Return {with_article(noun)} to its owner's hand" if n == 1 else
                     f"Return {number(n)} {noun} to their owner's hand")
    if cost.exert_self:  # "Exert ~" (701.39a)
        parts.append(f"Exert {SELF_NAME}")
    if cost.exile_self:  # "Exile ~" / "Exile ~ from your graveyard" (CR 113.6; h5-costs)
        parts.append(f"Exile {SELF_NAME} from your {zone}" if zone in ("graveyard", "hand")
                     else f"Exile {SELF_NAME}")
    if cost.order and sorted(cost.order) == list(range(len(parts))):  # h6-costs: as printed
        return [parts[i] for i in cost.order]
    return parts



def _filtered_cards(n: int | Amount, flt: Filter, zone: str = "graveyard") -> str:
    """"a creature card", "two creature cards", "X creature cards" (a cost's cards)."""
    if n == 1:
        return with_article(filter_phrase(flt, zone=zone))
    count = number(n) if isinstance(n, int) else "X"
    return f"{count} {filter_phrase(flt, many=True, zone=zone)}"


def alternative_cost_text(cost: Cost) -> str:
    """"pay {W}{U}{B}{R}{G}", "sacrifice a Mountain", "pay {1} and sacrifice a creature": an
    alternative cost's words after "you may" (CR 118.9), mana first as Oracle writes it."""
    words = [f"pay {cost.mana}"] if cost.mana else []
    words += [part[:1].lower() + part[1:] for part in cost_parts(replace(cost, mana=""))]
    return " and ".join(words)


def keyword_phrase(k: Keyword) -> str:
    """A keyword inside a sentence ("have flying", "has protection from Zombies", "with
    splice onto Arcane"): its line with the first letter lowered — the names of types and
    cards in it keep their capitals (CR 205.3)."""
    text = keyword_text(k)
    return text[:1].lower() + text[1:]


def keyword_text(k: Keyword) -> str:
    name = k.name.replace("_", " ")
    if k.name == "cast_from_graveyard" and (k.condition is None or k.text == CAST_IF):
        return cast_from_graveyard_text(  # issue 29 round 9, EV1 (text/zone_verbs_9.py)
            None if k.condition is None else condition_text(k.condition))
    if k.name == "cast_from_graveyard" and k.condition is not None:  # Gravecrawler
        return (f"You may cast {SELF_NAME} from your graveyard as long as "
                f"{condition_text(k.condition)}.")
    qualities = quality_keyword_text(k)  # protection / hexproof from a quality (h9-kw)
    if qualities is not None:
        return qualities
    if k.name == "protection" and k.filter is not None and k.filter.name == "everything":
        return "Protection from everything"
    if k.name == "protection" and k.filter == Filter(multicolored=True):  # h7-sta
        return "Protection from multicolored"
    if k.name == "protection" and k.filter == Filter(colors=("W", "U", "B", "R", "G")):
        return "Protection from all colors"  # from each colour (CR 702.16a; h7-sta)
    if k.name == "protection" and k.filter is not None:
        colors = [_COLOR_WORDS[c] for c in k.filter.colors] + [
            plural(t.lower()) for t in k.filter.types] + [plural(s) for s in k.filter.subtypes]
        return "Protection " + " and ".join(f"from {c}" for c in colors)
    if k.name == "affinity" and k.filter is not None:  # CR 702.41a (h9-sta)
        return f"Affinity for {filter_phrase(k.filter, many=True)}"
    if k.name == "enchant" and k.filter is None and k.text in ("player", "opponent"):
        return f"Enchant {k.text}"  # 702.5d
    if k.name == "enchant" and k.filter is not None and k.text == "graveyard":
        return f"Enchant {filter_phrase(k.filter)} card in a graveyard"  # CR 303.4a
    if k.name == "enchant" and k.filter is not None:
        return "Enchant " + filter_phrase(k.filter)
    if k.name == "landwalk" and k.text:  # "Nonbasic landwalk", "Snow swampwalk" (702.14)
        return capitalize(k.text)
    if k.name == "devour" and k.filter is not None and k.text:  # CR 702.82b (h9b-KW)
        return f"Devour {k.text} {k.amount}"
    if k.name == "typecycling" and k.cost is not None:  # CR 702.29f
        return f"{k.text}cycling {k.cost.mana}"
    if k.name == "splice" and k.filter is not None and k.cost is not None:  # CR 702.47a
        onto = "Arcane" if k.filter.subtypes == ("Arcane",) else "instant or sorcery"
        return f"Splice onto {onto} {k.cost.mana}"
    if k.name == "champion" and k.filter is not None:  # CR 702.72a
        return f"Champion {with_article(filter_phrase(k.filter))}"
    if k.name == "flash_as_though" and k.text == SACRIFICE_AT_CLEANUP and k.cost is None and \
            k.condition is None:  # Mirage (costs.CLEANUP_SACRIFICE; round 8, EV1)
        return (f"You may cast {SELF_NAME} as though it had flash. If you cast it any time a "
                "sorcery couldn't have been cast, the controller of the permanent it becomes "
                "sacrifices it at the beginning of the next cleanup step.")
    if k.name == "flash_as_though" and k.text == SPELL_HAS_FLASH and k.condition is not None:
        return f"This spell has flash as long as {condition_text(k.condition)}."  # h8-sta
    if k.name == "flash_as_though":  # CR 601.3a, 601.2f
        more = f" if you pay {k.cost.mana} more to cast it" if k.cost is not None else ""
        line = f"you may cast {SELF_NAME} as though it had flash{more}."
        if k.condition is not None:
            return f"{capitalize(k.text)} {condition_text(k.condition)}, {line}"
        return capitalize(line)
    if k.name == "alternative_cost" and k.cost == Cost() and k.condition is not None:
        # "If you control a commander, you may cast this spell without paying its mana cost."
        return (f"If {condition_text(k.condition)}, you may cast this spell without paying its "
                "mana cost.")
    if k.name == "alternative_cost" and k.cost is not None:
        pay = f"{alternative_cost_text(k.cost)} rather than pay this spell's mana cost."
        if k.condition is not None:
            return f"If {condition_text(k.condition)}, you may {pay}"
        return f"You may {pay}"
    if k.name in ("suspend", "reinforce", "awaken") and k.cost is not None:  # 702.62a, .77a
        return f"{capitalize(name)} {k.amount}—{k.cost.mana}"
    if k.name == "jump_start":
        return "Jump-start"
    if k.name == "partner_with":  # 702.124i
        return f"Partner with {k.text}"
    if k.name == "escape" and k.cost is not None and isinstance(
            k.cost.exile_from_graveyard, int) and k.cost.exile_from_graveyard > 1:
        # "Escape—{2}{U}, Exile five other cards from your graveyard." (702.138a; round 8)
        return (f"Escape—{k.cost.mana}, Exile {number(k.cost.exile_from_graveyard)} other "
                "cards from your graveyard.")
    if k.cost is not None:
        if k.cost.mana and cost_text(k.cost) == k.cost.mana:
            return f"{capitalize(name)} {k.cost.mana}"
        return f"{capitalize(name)}—{cost_text(k.cost)}."
    if k.amount:
        return f"{capitalize(name)} {k.amount}"
    return capitalize(name)
