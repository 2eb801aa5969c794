"""The words of the zone verbs the "zone verbs" block composes (issue 29, EV1): a library search
of any searcher, count, reveal and destination (CR 701.19, 701.16a, 701.20). Part of
:mod:`render_phrases`; searches the older rules print keep their words in :mod:`.library`."""

from __future__ import annotations

from cardtable.games.magic.model.base import ANY, Amount, Condition
from cardtable.games.magic.model.effects import Effect
from cardtable.games.magic.model.effects_more import ALL_OF_THEM, LookPut
from cardtable.games.magic.model.families import ReturnCardChosen
from cardtable.games.magic.model.library import SearchLibrary
from cardtable.games.magic.model.zone_verbs import (
    ExileFromZone,
    ExileTopOfLibrary,
    PutAllOnLibraries,
    ShuffleZonesIntoLibrary,
    WishCard,
)
from cardtable.games.magic.model.zone_verbs_9 import FROM_PLAYERS_ZONE
from cardtable.games.magic.text.words import (
    ANY_NUMBER,
    Context,
    RenderError,
    _cards,
    _player_action,
    filter_phrase,
    number,
    possessive_of,
    with_article,
)

_TO = {"hand": "into {whose} hand", "graveyard": "into {whose} graveyard",
       "battlefield": "onto the battlefield"}
_SEARCHERS = {"each_player": "each player", "each_opponent": "each opponent",
              "each_other_player": "each other player"}


def _composed(effect: SearchLibrary) -> bool:
    """Whether ``effect`` has a part only the composed search prints (the older rules' words
    stay theirs)."""
    return (effect.to in ("graveyard", "exile") or effect.optional or effect.together
            or effect.up_to is not None or bool(effect.card_words or effect.reveal_words)
            or effect.who in _SEARCHERS or effect.exactly)


def search_text(effect: SearchLibrary) -> str:
    """"[each player may] search your/their library for COUNT, [reveal …,] put … DESTINATION,
    then shuffle" (or the "Then each player who searched …" form)."""
    many = effect.count > 1 or effect.up_to is not None
    noun = filter_phrase(effect.filter, many=many, zone="library")
    if effect.up_to is not None:
        if effect.up_to != Amount(kind="x"):
            raise RenderError("a search for up to a number other than X")
        what = f"up to X {noun}"
    elif effect.count >= ANY_NUMBER:
        what = f"any number of {noun}"
    elif effect.count > 1 and effect.exactly:
        what = f"{number(effect.count)} {noun}"
    elif effect.count > 1:
        what = f"up to {number(effect.count)} {noun}"
    else:
        what = with_article(noun)
    them = "them" if many else "it"
    cards = effect.card_words or ("that card" if not many and not (effect.reveal or
                                                                   effect.says_it) else them)
    if effect.who == "you":
        head, whose = "search your library", "your"
    elif effect.who in _SEARCHERS and effect.optional:
        head, whose = f"{_SEARCHERS[effect.who]} may search their library", "their"
    else:
        raise RenderError(f"no words for a search by {effect.who}")
    if effect.to == "top" and many and effect.who == "you":  # CR 701.19, 701.20
        reveal = ("reveal " + (effect.reveal_words or "them") + ", ") if effect.reveal else ""
        order = " in any order" if effect.in_any_order else ""
        return (f"search your library for {what}, {reveal}then shuffle and put "
                f"{effect.card_words or 'them'} on top{order}")
    if effect.to == "exile":
        if effect.reveal or effect.together:
            raise RenderError("no words for a revealed search that exiles")
        move = f"exile {cards}"
    elif effect.to in _TO:
        move = f"put {cards} " + _TO[effect.to].format(whose=whose) + (
            " tapped" if effect.tapped else "")
    else:
        raise RenderError(f"no words for a search that puts the cards '{effect.to}'")
    if effect.together:
        if effect.reveal or effect.to not in ("hand", "battlefield"):
            raise RenderError("no words for this search of every player")
        return (f"{head} for {what} and {move}. Then each player who searched their library "
                "this way shuffles")
    reveal = ""
    if effect.reveal:
        reveal = "reveal " + (effect.reveal_words or
                              ("that card" if effect.reveal_that else them)) + ", "
    return f"{head} for {what}, {reveal}{move}, then shuffle"


LOOK_TAKES = ("may_put_battlefield", "may_reveal_that", "all_among", "reveal_any",
              "reveal_any_them", "put_up_to", "may_put_up_to", "put_any", "may_put_any")
"""The takes of a library look (:class:`LookPut` ``wording``) this block adds."""


def look_take_words(e: LookPut) -> str | None:
    """The take of a library look in words for the wordings :data:`LOOK_TAKES` names: "You may
    put a land card from among them onto the battlefield tapped", "You may reveal a land card
    from among them and put that card into your hand", "Put all Goblin creature cards … from
    among them onto the battlefield", "You may reveal any number of creature cards from among
    them and put the revealed cards into your hand"; None for the others."""
    card = with_article(filter_phrase(e.filter, zone="library"))
    cards = filter_phrase(e.filter, many=True, zone="library")
    where = "onto the battlefield" + (" tapped" if e.tapped else "") \
        if e.to == "battlefield" else f"into your {e.to}"
    if e.wording == "may_put_battlefield" and e.take == 1 and e.optional:
        return f"You may put {card} from among them {where}"
    if e.wording == "may_reveal_that" and e.take == 1 and e.optional and e.to == "hand":
        return f"You may reveal {card} from among them and put that card into your hand"
    if e.wording == "all_among" and e.take == ALL_OF_THEM and not e.optional:
        return f"Put all {cards} from among them {where}"
    if e.wording in ("reveal_any", "reveal_any_them") and e.optional and e.to == "hand" \
            and not e.reveal:
        them = "the revealed cards" if e.wording == "reveal_any" else "them"
        return (f"You may reveal any number of {cards} from among them and put {them} into "
                "your hand")
    may = "You may put" if e.wording.startswith("may_") else "Put"
    if e.wording in ("put_up_to", "may_put_up_to") and e.optional and 1 < e.take < e.count:
        return f"{may} up to {number(e.take)} {cards} from among them {where}"
    if e.wording in ("put_any", "may_put_any") and e.optional and e.take == e.count:
        return f"{may} any number of {cards} from among them {where}"
    return None


def _exiled_cards(effect: ExileFromZone) -> str:
    if isinstance(effect.amount, int) and effect.amount >= ANY_NUMBER:
        return f"all {filter_phrase(effect.filter, many=True, zone=effect.zone)}"
    if effect.filter == ANY:
        return _cards(effect.amount)
    if effect.amount == 1:
        return with_article(filter_phrase(effect.filter, zone=effect.zone))
    many = filter_phrase(effect.filter, many=True, zone=effect.zone)
    if isinstance(effect.amount, int):
        return f"{number(effect.amount)} {many}"
    if effect.amount == Amount(kind="x"):
        return f"X {many}"
    raise RenderError("no words for this number of cards to exile")


def _returned_text(effect: ReturnCardChosen, ctx: Context) -> str:
    if effect.count == 1:
        cards = with_article(filter_phrase(effect.filter, zone="graveyard"))
    else:
        many = filter_phrase(effect.filter, many=True, zone="graveyard")
        cards = f"{number(effect.count)} {many}"
    cards += " at random" if effect.at_random else ""
    tapped = " tapped" if effect.tapped else ""
    if effect.to == "hand" and effect.tapped:
        raise RenderError("a card returned to a hand tapped")
    if effect.who == "you":
        to = "your hand" if effect.to == "hand" else f"the battlefield{tapped}"
        return f"return {cards} from your graveyard to {to}"
    to = "their hand" if effect.to == "hand" else f"the battlefield{tapped}"
    return _player_action(ctx, effect.who, "return", f"{cards} from their graveyard to {to}",
                          "return")


MILLED_WORDS = {"this_way": "{card} is milled this way",
                "this_way_was": "{card} was milled this way",
                "at_least_one": "at least one {cards} is milled this way"}
"""How Oracle says "a card of FILTER is among the cards milled" (``Condition.zone``)."""


def milled_condition_text(c: Condition) -> str:
    """"a land card is milled this way", "an instant or sorcery card was milled this way", "at
    least one Angel card is milled this way" (CR 701.13, 608.2c)."""
    if c.filter is None or c.zone not in MILLED_WORDS:
        raise RenderError("no words for this condition on milled cards")
    card = with_article(filter_phrase(c.filter, zone="graveyard"))
    cards = filter_phrase(c.filter, zone="graveyard")
    return MILLED_WORDS[c.zone].format(card=card, cards=cards)


def zone_verb_text(effect: Effect, ctx: Context) -> str | None:
    """``effect`` in words if it is one of this block's; None otherwise."""
    if isinstance(effect, SearchLibrary) and (_composed(effect) or (effect.to == "top" and (
            effect.count > 1 or effect.up_to is not None))) and \
            effect.to != "split" and not effect.share_land_type:
        return search_text(effect)
    if isinstance(effect, ReturnCardChosen) and effect.who != "chosen_opponent":  # 608.2d
        return _returned_text(effect, ctx)
    if isinstance(effect, ExileFromZone) and effect.wording == FROM_PLAYERS_ZONE:  # round 9
        return f"exile {_exiled_cards(effect)} from {possessive_of(ctx, effect.who)} {effect.zone}"
    if isinstance(effect, ExileFromZone):  # CR 406.3
        if effect.who == "you":
            return f"exile {_exiled_cards(effect)} from your {effect.zone}"
        return _player_action(ctx, effect.who, "exile",
                              f"{_exiled_cards(effect)} from their {effect.zone}", "exile")
    if isinstance(effect, ExileTopOfLibrary) and effect.who != "you":  # CR 406.3
        n = effect.amount
        top = "the top card" if n == 1 else (
            f"the top {number(n)} cards" if isinstance(n, int) else "the top X cards")
        if isinstance(n, Amount) and n != Amount(kind="x"):
            raise RenderError("no words for this number of top cards")
        return _player_action(ctx, effect.who, "exile", f"{top} of their library", "exile")
    if isinstance(effect, PutAllOnLibraries):  # CR 401.4
        where = "on the bottom of" if effect.bottom else "on top of"
        if effect.what:  # "Put two target lands on top of …" (issue 29 round 9, EV1)
            return f"put {ctx.ref(effect.what)} {where} their owners' libraries"
        return f"put all {filter_phrase(effect.filter, many=True)} {where} their owners' libraries"
    if isinstance(effect, WishCard):  # CR 400.11b
        card = with_article(filter_phrase(effect.filter, zone="library"))
        if effect.reveal:
            return f"reveal {card} you own from outside the game and put it into your hand"
        return f"put {card} you own from outside the game into your hand"
    if isinstance(effect, ShuffleZonesIntoLibrary):  # CR 701.20a
        zones = " and ".join(effect.zones)
        if effect.who == "you":
            return f"shuffle your {zones} into your library"
        return _player_action(ctx, effect.who, "shuffle", f"their {zones} into their library",
                              "shuffle")
    return None
