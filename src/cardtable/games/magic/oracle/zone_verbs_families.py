"""Effect verbs that move cards between zones (issue 29, the "zone verbs" helper EV1): the
builder half of the "zone verbs" block at the end of ``grammar.lark``.

- a library search composed from its parts (CR 701.19, 701.16a, 701.20): who searches ("you",
  "each player may", "each opponent may", …), how many cards ("a", "up to N", "up to X", "any
  number of") of any card noun, an optional reveal, and where the cards go (a hand, a
  graveyard, the battlefield tapped or not, exile), each part combining with every other;
- "PLAYER exiles N cards from their hand / graveyard" and "exile N cards from your
  graveyard" (406.3: the player chooses the cards);
- "PLAYER shuffles their hand [and graveyard] into their library" (701.20a).
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.effects_more import ALL_OF_THEM
from cardtable.games.magic.oracle.builder_base import _NUMBERS, BuilderMixin, OracleCompileError
from cardtable.games.magic.oracle.effects_more_families import _count, _Rest, _Take, reveal_word
from cardtable.games.magic.oracle.joins import _joined
from cardtable.games.magic.text.words import ANY_NUMBER


class ZoneVerbError(OracleCompileError):
    """A zone-verb sentence whose parts the engine cannot play together."""


_SEARCH_PUT = re.compile(
    r", (?:reveal (?P<reveal>it|them|that card|those cards), )?"
    r"(?:put (?P<card>it|them|that card|those cards) (?P<to>into (?:your|their) hand|"
    r"into (?:your|their) graveyard|onto the battlefield(?P<tapped> tapped)?)"
    r"|exile (?P<exiled>it|them))$", re.IGNORECASE)
_SEARCH_AND_PUT = re.compile(
    r" and put (?P<card>it|them|that card|those cards) (?P<to>into their hand|"
    r"onto the battlefield(?P<tapped> tapped)?)$", re.IGNORECASE)
_TOP_NUMBERS = {**{k: v for k, v in _NUMBERS.items() if k not in ("a", "an")},
                "eleven": 11, "twelve": 12, "thirteen": 13, "fifteen": 15, "twenty": 20}
_SEARCHERS = {"each player": "each_player", "each opponent": "each_opponent",
              "each other player": "each_other_player"}


def default_card_words(count: int, reveal: bool, says_it: bool) -> str:
    """The words :func:`text.library.library_effect_text` says for the cards found: "that
    card" for one card not revealed, "it" for one revealed, "them" for more."""
    them = "it" if count == 1 else "them"
    return "that card" if count == 1 and not (reveal or says_it) else them


@v_args(inline=True)
class ZoneVerbFamilies(BuilderMixin):
    """Searches, exiles from a hand or graveyard, shuffles into a library (CR 701.19,
    701.20, 406.3)."""

    # -- the search's parts ---------------------------------------------------------------------
    def sc_one(self, article: Token, noun: Any) -> tuple[int, m.Amount | None, m.Filter]:
        """"a creature card": one card."""
        return (1, None, noun.filter)

    def sc_up_to(self, word: Token, noun: Any) -> tuple[int, m.Amount | None, m.Filter]:
        """"up to three creature cards", "up to X basic land cards" (X: on resolution)."""
        key = str(word).lower()
        if key == "x":
            return (ANY_NUMBER, m.Amount(kind="x"), noun.filter)
        if key not in _NUMBERS:
            raise ZoneVerbError(f"'up to {word}' is not a number the search reads")
        return (_NUMBERS[key], None, noun.filter)

    def sc_exactly(self, word: Token, noun: Any) -> tuple[int, m.Amount | None, m.Filter]:
        """"three cards" (Foresight): that many, not "up to" (701.19b)."""
        key = str(word).lower()
        if key not in _NUMBERS:
            raise ZoneVerbError(f"'{word} cards' is not a number the search reads")
        return (-_NUMBERS[key], None, noun.filter)

    def sc_any_number(self, noun: Any) -> tuple[int, m.Amount | None, m.Filter]:
        """"any number of Spirit cards"."""
        return (ANY_NUMBER, None, noun.filter)

    def _search(self, count: tuple[int, m.Amount | None, m.Filter], put: str,
                who: str = m.YOU, optional: bool = False,
                together: bool = False) -> m.SearchLibrary:
        n, amount, flt = count
        exactly = n < 0  # sc_exactly's sign: "three cards", not "up to three"
        n = abs(n)
        found = (_SEARCH_AND_PUT if together else _SEARCH_PUT).match(put)
        if found is None:
            raise ZoneVerbError(f"a search whose cards go '{put}'")
        parts = found.groupdict()
        reveal_word = (parts.get("reveal") or "").lower()
        card_word = (parts.get("card") or parts.get("exiled") or "").lower()
        to_words = (parts.get("to") or "exile").lower()
        to = ("hand" if "hand" in to_words else "graveyard" if "graveyard" in to_words
              else "battlefield" if "battlefield" in to_words else "exile")
        mine = who == m.YOU
        if ("your " in to_words and not mine) or ("their " in to_words and mine):
            raise ZoneVerbError("a search that puts the cards into another player's zone")
        many = n > 1 or amount is not None
        if many and (card_word in ("it", "that card") or reveal_word in ("it", "that card")):
            raise ZoneVerbError("'it' for the cards of a search for more than one card")
        if not many and (card_word in ("them", "those cards")
                         or reveal_word in ("them", "those cards")):
            raise ZoneVerbError("'them' for the card of a search for one card")
        reveal = bool(reveal_word)
        says_it = reveal_that = False
        card_words = reveal_words = ""
        if not many and reveal_word == "that card" and card_word == "it" and to == "hand":
            reveal_that = True  # "reveal that card, put it into your hand" (the old words)
        elif reveal_word and reveal_word != ("them" if many else "it"):
            reveal_words = reveal_word
        if not reveal_that:
            if not many and not reveal and card_word == "it":
                says_it = True
            elif card_word != default_card_words(n, reveal, False):
                card_words = card_word
        return m.SearchLibrary(filter=flt, count=n, to=to, tapped=bool(parts.get("tapped")),
                               reveal=reveal, who=who, says_it=says_it, reveal_that=reveal_that,
                               optional=optional, up_to=amount, together=together,
                               card_words=card_words, reveal_words=reveal_words,
                               exactly=exactly)

    def e_search_put(self, count: tuple[int, m.Amount | None, m.Filter],
                     put: Token) -> m.Effect:
        """"Search your library for COUNT, [reveal …,] put … DESTINATION, then shuffle"."""
        return self._search(count, str(put))

    def e_search_top(self, count: tuple[int, m.Amount | None, m.Filter], top: Token) -> m.Effect:
        """"Search your library for up to three creature cards, reveal them, then shuffle and
        put those cards on top in any order" (Congregation at Dawn; CR 701.19, 701.20): the
        cards found go back on top, in the player's order, after the shuffle."""
        n, amount, flt = count
        if n < 2 and amount is None:
            raise ZoneVerbError("'those cards on top' after a search for one card")
        words = str(top).lower()
        found = re.match(r", (?:reveal (them|those cards), )?then shuffle and put "
                         r"(them|those cards) on top", words)
        if found is None:
            raise ZoneVerbError(f"a search whose cards go '{top}'")
        reveal_word, card_word = found.group(1) or "", found.group(2)
        return m.SearchLibrary(filter=flt, count=abs(n), to="top", reveal=bool(reveal_word),
                               up_to=amount, exactly=n < 0,
                               reveal_words="" if reveal_word in ("", "them") else reveal_word,
                               card_words="" if card_word == "them" else card_word,
                               in_any_order=words.endswith("in any order"))

    def e_players_search_put(self, who: Token, count: tuple[int, m.Amount | None, m.Filter],
                             put: Token) -> m.Effect:
        """"Each player may search their library for …, put …, then shuffle" (Veteran
        Explorer, Old-Growth Dryads): each player in APNAP order chooses whether to search."""
        return self._search(count, str(put), who=_SEARCHERS[str(who).lower()], optional=True)

    def e_players_search_together(self, who: Token,
                                  count: tuple[int, m.Amount | None, m.Filter],
                                  put: Token) -> m.Effect:
        """"Each player may search their library for … and put it onto the battlefield. Then
        each player who searched their library this way shuffles." (Hired Giant, New
        Frontiers): every search first, the cards found move at once, then the shuffles."""
        return self._search(count, str(put), who=_SEARCHERS[str(who).lower()], optional=True,
                            together=True)

    # -- a player exiles cards of their hand / graveyard (CR 406.3) -----------------------------
    def pv_exile_from(self, n: m.Quantity, zone: Token) -> tuple[type, int, dict[str, Any]]:
        """"… exiles two cards from their hand" for every player subject (a player verb, so it
        joins "and loses 2 life", "then draws …")."""
        return (m.ExileFromZone, 0, {"amount": n, "zone": str(zone).lower()})

    def pv_exile_one_from(self, article: Token, noun: Any,
                          zone: Token) -> tuple[type, int, dict[str, Any]]:
        """"… exiles a creature card from their graveyard"."""
        return (m.ExileFromZone, 0, {"amount": 1, "zone": str(zone).lower(),
                                     "filter": noun.filter})

    def pv_exile_n_from(self, word: Token, noun: Any,
                        zone: Token) -> tuple[type, int, dict[str, Any]]:
        """"… exiles two creature cards from their graveyard" (X: the X paid)."""
        key = str(word).lower()
        n: m.Quantity = m.Amount(kind="x") if key == "x" else _NUMBERS[key]
        return (m.ExileFromZone, 0, {"amount": n, "zone": str(zone).lower(),
                                     "filter": noun.filter})

    def pv_exile_all_from(self, noun: Any, zone: Token) -> tuple[type, int, dict[str, Any]]:
        """"… exiles all land cards from their graveyard" (Mudhole): every matching card."""
        return (m.ExileFromZone, 0, {"amount": ANY_NUMBER, "zone": str(zone).lower(),
                                     "filter": noun.filter})

    def e_exile_all_from_yours(self, noun: Any, zone: Token) -> m.Effect:
        """"exile all cards from your hand" (Wormfang Behemoth; "exile all creature cards from
        your graveyard" is the older :class:`Exile` of every matching card, Zombie Mob)."""
        return m.ExileFromZone(amount=ANY_NUMBER, zone=str(zone).lower(), filter=noun.filter)

    def e_exile_from_yours(self, n: m.Quantity, zone: Token) -> m.Effect:
        """"exile two cards from your graveyard" (Egon, Young Necromancer): you choose them."""
        return m.ExileFromZone(amount=n, zone=str(zone).lower())

    def e_exile_typed_from_yours(self, word: Token, noun: Any, zone: Token) -> m.Effect:
        """"exile two creature cards from your graveyard" (Skywarp Skaab), "exile a nonland
        card from your hand"."""
        key = str(word).lower()
        if key not in _NUMBERS:
            raise ZoneVerbError(f"'exile {word} …' is not a number this verb reads")
        return m.ExileFromZone(amount=_NUMBERS[key], zone=str(zone).lower(), filter=noun.filter)

    # -- a player shuffles their hand [and graveyard] into their library (CR 701.20a) ----------
    def pv_shuffle_zones(self, zones: Token) -> tuple[type, int, dict[str, Any]]:
        """"… shuffles their hand and graveyard into their library" (Timetwister), "…
        shuffles their hand into their library", for every player subject."""
        words = str(zones).lower()
        return (m.ShuffleZonesIntoLibrary, 0,
                {"zones": ("hand", "graveyard") if "graveyard" in words else ("hand",)})

    def e_shuffle_your_zones(self, zones: Token) -> m.Effect:
        """"Shuffle your hand and graveyard into your library" (imperative: you)."""
        words = str(zones).lower()
        return m.ShuffleZonesIntoLibrary(
            zones=("hand", "graveyard") if "graveyard" in words else ("hand",))

    # -- takes of a library look (CR 401.4, 701.16a; the effects helper's LookPut) ------------
    def e_look_take_zone(self, verb: Token, word: Token, take: tuple[_Take, str, bool],
                         rest: _Rest) -> m.Effect:
        """"Look at (Reveal) the top N cards of your library. TAKE [and the rest | . Put the
        rest] PLACE" for the takes below, every head and rest of the effects helper's look."""
        found, to, tapped = take
        count = _count(word)
        if rest.place == "top_any_order":
            raise ZoneVerbError("'back on top' after a take")
        if rest.other:
            raise ZoneVerbError("'the other' after a take of a card that may not be taken")
        reveal = reveal_word(verb)
        if reveal and found.wording in ("may_reveal_that", "reveal_any"):
            raise ZoneVerbError("'you may reveal' a card already revealed")
        if found.wording == "may_put_battlefield" and not reveal and not tapped and \
                rest.place == "bottom_any_order" and rest.sentence and not rest.then:
            # the older rule's words and model (Mayael the Anima: lands.e_look_put_battlefield)
            return m.LookAtTop(count=count, filter=found.filter)
        if found.take != ANY_NUMBER and found.take != ALL_OF_THEM and found.take >= count:
            raise ZoneVerbError("a library look that takes every card it looks at")
        return m.LookPut(count=count, take=count if found.take == ANY_NUMBER else found.take,
                         filter=found.filter, to=to, optional=found.optional, reveal=reveal,
                         rest=rest.place, wording=found.wording, rest_other=rest.other,
                         rest_sentence=rest.sentence, tapped=tapped, rest_then=rest.then)

    def lt_may_put_battlefield(self, article: Token, noun: Any,
                               tapped: Token | None = None) -> tuple[_Take, str, bool]:
        """"You may put a land card from among them onto the battlefield tapped"."""
        return (_Take(1, noun.filter, True, "may_put_battlefield"), "battlefield",
                tapped is not None)

    def lt_may_reveal_that(self, article: Token, noun: Any) -> tuple[_Take, str, bool]:
        """"You may reveal a land card from among them and put that card into your hand"."""
        return (_Take(1, noun.filter, True, "may_reveal_that"), "hand", False)

    def lt_all_among_battlefield(self, noun: Any,
                                 tapped: Token | None = None) -> tuple[_Take, str, bool]:
        """"Put all Goblin creature cards with mana value 5 or less from among them onto the
        battlefield" (Muxus): every matching card (ALL_OF_THEM)."""
        return (_Take(ALL_OF_THEM, noun.filter, False, "all_among"), "battlefield",
                tapped is not None)

    def lt_reveal_any(self, noun: Any, cards: Token) -> tuple[_Take, str, bool]:
        """"You may reveal any number of creature cards from among them and put the revealed
        cards into your hand" (Lead the Stampede; "put them", You Meet in a Tavern): as many
        as the player likes, each shown."""
        wording = "reveal_any" if "revealed" in str(cards).lower() else "reveal_any_them"
        return (_Take(ANY_NUMBER, noun.filter, True, wording), "hand", False)

    @staticmethod
    def _look_where(where: Token) -> tuple[str, bool]:
        words = str(where).lower()
        return ("battlefield" if "battlefield" in words else "hand", words.endswith("tapped"))

    def lt_put_up_to(self, head: Token, word: Token, noun: Any,
                     where: Token) -> tuple[_Take, str, bool]:
        """"[You may] put up to two creature cards with mana value 3 or less from among them
        onto the battlefield" (Collected Company, Cartographer's Survey)."""
        may = "may" in str(head).lower()
        to, tapped = self._look_where(where)
        return (_Take(_count(word), noun.filter, True, "may_put_up_to" if may else "put_up_to"),
                to, tapped)

    def lt_put_any(self, head: Token, noun: Any, where: Token) -> tuple[_Take, str, bool]:
        """"[You may] put any number of creature and/or land cards from among them onto the
        battlefield" (Nissa, Genesis Mage; Glacial Revelation's "into your hand")."""
        may = "may" in str(head).lower()
        to, tapped = self._look_where(where)
        return (_Take(ANY_NUMBER, noun.filter, True, "may_put_any" if may else "put_any"), to,
                tapped)

    def lr_then_sentence(self, place: str) -> _Rest:
        """". Then put the rest on the bottom of your library in any order" (Ancient
        Stirrings): a new sentence opened by "Then"."""
        return _Rest(place, False, True, then=True)

    def rp_hand(self) -> str:
        """"… and the rest into your hand"."""
        return "hand"

    # -- a card returned from a graveyard, chosen as it resolves (CR 608.2d) -------------------
    def gc_one(self, article: Token, noun: Any,
               at_random: Token | None = None) -> tuple[int, m.Filter, bool]:
        """"a creature card [at random]"."""
        return (1, noun.filter, at_random is not None)

    def gc_n(self, word: Token, noun: Any,
             at_random: Token | None = None) -> tuple[int, m.Filter, bool]:
        """"two land cards [at random]"."""
        key = str(word).lower()
        if key not in _NUMBERS:
            raise ZoneVerbError(f"'return {word} cards' is not a number this verb reads")
        return (_NUMBERS[key], noun.filter, at_random is not None)

    @staticmethod
    def _returned(cards: tuple[int, m.Filter, bool], to: Token, who: str) -> m.ReturnCardChosen:
        count, flt, at_random = cards
        words = str(to).lower()
        return m.ReturnCardChosen(filter=flt, who=who,
                                  to="hand" if words.endswith("hand") else "battlefield",
                                  count=count, tapped=words.endswith("tapped"),
                                  at_random=at_random)

    def e_return_gy_cards(self, cards: tuple[int, m.Filter, bool], to: Token) -> m.Effect:
        """"return a creature card from your graveyard to the battlefield" (Connive)."""
        return self._returned(cards, to, m.YOU)

    def returners(self, who: Token | str) -> str:
        """"each player" / "each opponent" / a target player (already a ref)."""
        if isinstance(who, Token) and who.type == "EACH_RETURNER":
            return "each_player" if "player" in str(who).lower() else "each_opponent"
        return str(who)

    def e_players_return_gy_cards(self, who: str, cards: tuple[int, m.Filter, bool],
                                  to: Token) -> m.Effect:
        """"Each player returns two land cards from their graveyard to the battlefield" (Fall
        of the Thran), "Target player returns a creature card from their graveyard to their
        hand" (Obscura Confluence): each chooses their own (APNAP order, 101.4)."""
        return self._returned(cards, to, who)

    # -- "EFFECT, then you may EFFECT" -----------------------------------------------------------
    def clause_then_may(self, first: Any, second: Any) -> list[m.Effect]:
        """"Mill three cards, then you may return a creature card from your graveyard to your
        hand" (Corpse Churn): the second effect a "you may" (CR 608.2d), joined by "then"."""
        flat = second if isinstance(second, list) else [second]
        return _joined((first, [m.MayDo(effects=tuple(flat))]), "then")

    # -- "if a land card is milled this way" (CR 701.13, 608.2c) --------------------------------
    def c_milled_this_way(self, article: Token, card: Any, words: Token) -> m.Condition:
        """"a land card is / was milled this way": one of the cards the ability milled."""
        was = str(words).strip().lower().startswith("was")
        return m.Condition(kind="ref_matches", ref="milled", filter=card.filter,
                           zone="this_way_was" if was else "this_way")

    def c_milled_at_least_one(self, card: Any) -> m.Condition:
        """"at least one Angel card is milled this way" (Renegade Reaper)."""
        return m.Condition(kind="ref_matches", ref="milled", filter=card.filter,
                           zone="at_least_one")

    # -- a player exiles the top cards of their library (CR 406.3) ------------------------------
    def pv_exile_top(self, words: Token) -> tuple[type, int, dict[str, Any]]:
        """"… exiles the top card / the top twenty cards of their library" (Ulamog, the
        Ceaseless Hunger; Thought Harvester), for every player subject."""
        found = re.match(r"exiles the top (?:card|(\w+) cards) of their library", str(words),
                         re.IGNORECASE)
        if found is None:
            raise ZoneVerbError(f"'{words}' is not a number of top cards")
        word = (found.group(1) or "one").lower()
        amount: m.Quantity = m.Amount(kind="x") if word == "x" else _TOP_NUMBERS.get(word, 0)
        if amount == 0:
            raise ZoneVerbError(f"'{word}' is not a number this verb reads")
        return (m.ExileTopOfLibrary, 0, {"amount": amount})

    # -- wishes: a card from outside the game (CR 400.11b) ---------------------------------------
    def e_wish_reveal(self, article: Token, card: Any) -> m.Effect:
        """"reveal a sorcery card you own from outside the game and put it into your hand"."""
        return m.WishCard(filter=card.filter, reveal=True)

    def e_wish_put(self, article: Token, card: Any) -> m.Effect:
        """"put a card you own from outside the game into your hand" (Death Wish)."""
        return m.WishCard(filter=card.filter, reveal=False)

    # -- an optional target card of any graveyard (CR 601.2c) -----------------------------------
    def t_any_gy_up_to_one(self, noun: Any) -> str:
        """"up to one target card from a graveyard" (Soul-Guide Gryff, Rotten Reunion)."""
        return self._target(m.TargetSpec("card", noun.filter, zone="graveyard", count=1,
                                         min_count=0))

    # -- every matching permanent onto its owner's library (CR 401.4) ---------------------------
    def e_put_all_on_libraries(self, noun: Any, where: Token) -> m.Effect:
        """"Put all creatures on the bottom of their owners' libraries" (Terminus)."""
        return m.PutAllOnLibraries(filter=noun.filter, bottom="bottom" in str(where).lower())
