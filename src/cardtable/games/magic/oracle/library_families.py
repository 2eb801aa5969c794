"""Parse tree → model values for looks at hidden zones (issues 28/29, the "library" helper;
``grammar.lark``'s "looks at hidden zones" block; the builder
:class:`~cardtable.games.magic.oracle.compiler._Build` mixes this in). The engine room is
:mod:`cardtable.games.magic.effects.library_looks`.

* "look at WHOSE hand" and "look at the top card (N cards) of WHOSE library", for "your",
  "target player's", "target opponent's", "that player's" (a player the trigger names) and
  "defending player's" (CR 701.16e, 402.3);
* after a look at one top card, a follow-up naming it ("that card", "it"): "You may put that
  card into their graveyard", "You may exile that card" (400.7: only if it is still there);
* "any number of target creature cards from your graveyard" as a target (CR 601.2c) and
  "shuffle TARGET into your library" (701.20a);
* kinship (Lorwyn): "look at the top card of your library. If it shares a creature type with
  ~, you may reveal it", which the following "If you do, …" reads (608.2c).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.library_looks import REVEALED_THIS_WAY
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.joins import _joined
from cardtable.games.magic.text.words import ANY_NUMBER

_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "nine": 9, "ten": 10}

_MV_REFS = {"its mana value": "revealed", "that card's mana value": "revealed:that_card",
            "the card's mana value": "revealed:the_card"}
"""How Oracle names the revealed card's mana value → the model's ref for it."""


@v_args(inline=True)
class LibraryFamilies(BuilderMixin):
    """Looks at a hand or the top of a library, and the card looked at."""

    def look_yours(self) -> str:
        return "you"

    def e_look_at_hand(self, whose: str) -> m.Effect:
        """"Look at target player's hand." (CR 701.16e, 402.3)."""
        if whose == "you":
            raise FamilyError("'look at your hand': nothing hidden from you")
        return m.LookAt(whose=whose, zone="hand")

    def e_look_at_top(self, whose: str) -> m.Effect:
        """"Look at the top card of target player's library." (CR 701.16e, 401.4)."""
        return m.LookAt(whose=whose, zone="library_top", count=1)

    def e_look_at_top_n(self, word: Token, whose: str) -> m.Effect:
        """"Look at the top five cards of target player's library." (Visions' look alone)."""
        count: m.Quantity = m.Amount(kind="x") if str(word) == "X" else \
            _COUNTS[str(word).lower()]
        return m.LookAt(whose=whose, zone="library_top", count=count)

    def e_look_at_top_then(self, whose: str, follow: m.Effect) -> list[m.Effect]:
        """"Look at the top card of WHOSE library. You may put that card into their
        graveyard." — the follow-up reads the card looked at."""
        if isinstance(follow, m.PutLooked) and follow.to == "graveyard":
            mine = follow.owner_word == "your"
            if mine != (whose == "you"):
                raise FamilyError("the card looked at goes to its owner's graveyard")
        return _joined([m.LookAt(whose=whose, zone="library_top", count=1),
                        m.MayDo(effects=(follow,))], ".")

    def lf_graveyard(self, card: Token, owner: Token) -> m.Effect:
        return m.PutLooked(to="graveyard", owner_word=str(owner).lower(),
                           wording="it" if str(card).lower() == "it" else "that_card")

    def lf_exile(self, card: Token) -> m.Effect:
        return m.PutLooked(to="exile",
                           wording="it" if str(card).lower() == "it" else "that_card")

    def e_look_top_kinship(self) -> m.Effect:
        """Kinship (CR 701.16e, 701.16a, 205.3m)."""
        return m.LookTopKinship()


    # -- the card looked at or revealed, moved in a branch (CR 701.16a, 701.16e, 400.7) ------
    def lp_hand(self) -> tuple[str, bool]:
        return ("hand", False)

    def lp_graveyard(self) -> tuple[str, bool]:
        return ("graveyard", False)

    def lp_battlefield(self) -> tuple[str, bool]:
        return ("battlefield", False)

    def lp_battlefield_tapped(self) -> tuple[str, bool]:
        return ("battlefield", True)

    def lp_bottom(self) -> tuple[str, bool]:
        return ("bottom", False)

    def may_place(self, place: tuple[str, bool]) -> tuple[str, bool]:
        return place

    @staticmethod
    def _wording(card: Token) -> str:
        return "it" if str(card).lower() == "it" else "that_card"

    def re_it_to_hand(self) -> list[m.Effect]:
        """"put it into your hand" in a branch on the card on top."""
        return [m.PutLooked(to="hand", wording="it")]

    def re_put_looked(self, card: Token, place: tuple[str, bool]) -> list[m.Effect]:
        """"put it into your graveyard", "put that card onto the battlefield tapped"."""
        to, tapped = place
        return [m.PutLooked(to=to, tapped=tapped, wording=self._wording(card))]

    def re_may_put_looked(self, card: Token, place: tuple[str, bool]) -> list[m.Effect]:
        """"you may put it onto the battlefield" (CR 608.2d: the controller chooses)."""
        to, tapped = place
        return [m.MayDo(effects=(m.PutLooked(to=to, tapped=tapped,
                                             wording=self._wording(card)),))]

    def re_exile_looked(self, card: Token) -> list[m.Effect]:
        return [m.PutLooked(to="exile", wording=self._wording(card))]

    def re_may_exile_looked(self, card: Token) -> list[m.Effect]:
        return [m.MayDo(effects=(m.PutLooked(to="exile", wording=self._wording(card)),))]

    def e_look_at_top_branches(self, whose: str, *branches: tuple[str, Any]) -> list[m.Effect]:
        """"Look at the top card of your library. If it's a land card, you may put it onto the
        battlefield tapped." (Explorer's Scope): the branches of a reveal, on a look."""
        out: list[m.Effect] = [m.LookAt(whose=whose, zone="library_top", count=1)]
        for kind, value in branches:
            if kind == "if":
                flt, effects = value
                out.append(m.Conditional(condition=m.Condition(
                    kind="ref_matches", ref="revealed", filter=flt), effects=tuple(effects)))
            else:
                last = out[-1]
                if not isinstance(last, m.Conditional) or last.otherwise:
                    raise FamilyError("'Otherwise' after no 'If it's …'")
                out[-1] = replace(last, otherwise=tuple(value))
        return _joined([out[0], *out[1:]], ".")

    # -- cards from a hand onto a library (CR 401.4) ---------------------------------------------
    @staticmethod
    def _hand_cards(cards: Token) -> int:
        word = str(cards).lower().split()[0]
        return 1 if word == "a" else _COUNTS[word]

    def e_hand_to_library(self, cards: Token, end: Token) -> m.Effect:
        """"put a card from your hand on top of your library" (Conch Horn), "put two cards
        from your hand on the bottom of your library" (Sawtooth Loon)."""
        n = self._hand_cards(cards)
        if str(end).lower() == "top":
            if n != 1:
                raise FamilyError("'N cards on top' without 'in any order' is not Oracle's")
            return m.PutFromHandOnTop(amount=1)
        return m.PutFromHandOnBottom(amount=n)

    def pv_hand_to_library(self, cards: Token, end: Token) -> tuple[type, int]:
        """"target opponent puts a card from their hand on top of their library" (Chittering
        Rats), for every player subject."""
        n = self._hand_cards(cards)
        if str(end).lower() == "top":
            if n != 1:
                raise FamilyError("'N cards on top' without 'in any order' is not Oracle's")
            return (m.PutFromHandOnTop, 1)
        return (m.PutFromHandOnBottom, n)

    def e_hand_to_battlefield(self, article: Token, card: Any,
                              tapped: Token | None = None) -> m.Effect:
        """"put a land card from your hand onto the battlefield [tapped]" (CR 305.4)."""
        return m.PutFromHandOntoBattlefield(filter=card.filter, tapped=tapped is not None)

    def e_player_may_hand_to_battlefield(self, who: str, article: Token, card: Any,
                                         tapped: Token | None = None) -> m.Effect:
        """"Each player may put an artifact, creature, enchantment, or land card from their
        hand onto the battlefield." (Show and Tell), for every player subject."""
        return m.PutFromHandOntoBattlefield(filter=card.filter, tapped=tapped is not None,
                                            who=who, optional=True)

    # -- cards revealed from a hand, and their count (CR 701.16a, 608.2c) ------------------------
    def e_reveal_from_hand(self, cards: Any) -> m.Effect:
        """"Reveal any number of blue cards in your hand." (Scent of Brine)."""
        return m.RevealFromHand(filter=cards.filter)

    def fe_revealed_this_way(self) -> m.Amount:
        return m.Amount(kind=REVEALED_THIS_WAY, wording="for_each")

    def x_revealed_this_way(self) -> m.Amount:
        return m.Amount(kind=REVEALED_THIS_WAY)

    # -- a hand discarded and as many cards drawn (CR 608.2c) ---------------------------------
    @staticmethod
    def _wheel(who: str) -> list[m.Effect]:
        drawn = m.Amount(kind="discarded_this_way", wording="that_many")
        return _joined([m.Discard(amount=0, who=who, all_cards=True),
                        m.DrawCards(amount=drawn, who=who)], "then")

    def e_wheel_that_many(self) -> list[m.Effect]:
        """"Discard all the cards in your hand, then draw that many cards." (Tolarian
        Winds): "that many" is the number discarded this way (608.2c)."""
        return self._wheel("you")

    def clause_may_wheel_that_many(self) -> list[m.Effect]:
        """"You may discard all the cards in your hand. If you do, draw that many cards."
        (Book Devourer)."""
        drawn = m.Amount(kind="discarded_this_way", wording="that_many")
        return _joined([m.MayDo(effects=(m.Discard(amount=0, all_cards=True),)),
                        m.Conditional(condition=m.Condition(kind="paid"),
                                      effects=(m.DrawCards(amount=drawn),))], ".")

    # -- the card revealed, moved to the hand, and its mana value (CR 701.16a, 608.2h) ---------
    def e_reveal_to_hand_life(self, card: Token, verb: Token, mv: Token) -> list[m.Effect]:
        """"Reveal the top card of your library and put that card into your hand. You lose
        life equal to its mana value." (Dark Confidant; Augury Adept gains it)."""
        amount = m.Amount(kind="mana_value", ref=_MV_REFS[str(mv).lower()],
                          wording="equal_to")
        life: m.Effect = m.LoseLife(amount=amount) if str(verb).lower() == "lose" else \
            m.GainLife(amount=amount)
        moved = m.PutLooked(to="hand", wording=self._wording(card))
        return _joined([_joined([m.RevealTop(), moved], "and"), life], ".")

    # -- cards from your graveyard into your library (CR 401.1, 701.20a) -------------------------
    def t_gy_any_number(self, noun: Any) -> str:
        """"any number of target creature cards from your graveyard" (CR 601.2c: zero or more
        targets, each a card you own in your graveyard)."""
        return self._target(m.TargetSpec("card", replace(noun.filter, owner="you"),
                                         zone="graveyard", count=ANY_NUMBER, min_count=0))

    def t_gy_up_to_one(self, noun: Any) -> str:
        """"up to one target instant or sorcery card from your graveyard" (CR 601.2c)."""
        return self._target(m.TargetSpec("card", replace(noun.filter, owner="you"),
                                         zone="graveyard", count=1, min_count=0))

    def e_gy_card_to_bottom(self, what: str) -> m.Effect:
        """"Put up to one target card from your graveyard on the bottom of your library."
        (Conjurer's Bauble; CR 401.1): cards you own, so "your library" is their owner's."""
        spec = self.targets[int(what.split(":")[1])] if what.startswith("target:") else None
        if spec is None or spec.what != "card" or spec.zone != "graveyard" or \
                spec.filter.owner != "you" or spec.count_x:
            raise FamilyError("'on the bottom of your library' of something not a card you own")
        return m.PutOnLibrary(what=what, bottom=True)

    def e_shuffle_gy_into_library(self, what: str) -> m.Effect:
        """"Shuffle any number of target creature cards from your graveyard into your
        library." (Piper's Melody): the cards, then you shuffle (CR 701.20a)."""
        spec = self.targets[int(what.split(":")[1])] if what.startswith("target:") else None
        if spec is None or spec.what != "card" or spec.zone != "graveyard" or \
                spec.filter.owner != "you":
            raise FamilyError("'shuffle … into your library' of something not a card you own")
        return m.ShuffleIntoLibrary(what=what, who="you")
