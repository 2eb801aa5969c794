"""Choices, reveals and names (issue 29, the "choices" helper): the builder half of the
"choices, reveals and names" block at the end of ``grammar.lark``.

- a card's printed name as a filter part (CR 201.2): "a card named Chandra, Bold Pyromancer";
- a token's own name (CR 111.4): "create a 1/1 … creature token named Metallic Sliver";
- "search your library and/or graveyard for …, reveal it, and put it into your hand. If you
  search your library this way, shuffle." (CR 701.19, 701.20, 701.16a).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Restriction
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.text.words import ANY_NUMBER

REVEALED_REFS = {"that card's mana value": "revealed:that_card",
                 "the revealed card's mana value": "revealed:the_revealed_card"}
"""How Oracle names the revealed card's mana value → the model's ref for it."""
THEN_SEARCHED = "then_searched"  # "reveal it, then put it … If you searched your library …"


@v_args(inline=True)
class ChoicesFamilies(BuilderMixin):
    """Names, choices and reveals (CR 201.2, 700.2, 701.16a)."""

    def r_named_card(self, name: Token) -> _Restriction:
        """"named Bogbrew Witch": a card or permanent with that printed name (CR 201.2)."""
        return _Restriction({"name": str(name)})

    def e_search_zones_to_hand(self, article: Token, card: Any, tail: Token) -> m.Effect:
        """"search your library and/or graveyard for a card named …, reveal it, and put it
        into your hand. If you search your library this way, shuffle." — the zones the player's
        choice, the card found revealed to everyone (701.16a), the library shuffled only if it
        was searched (701.19, 701.20)."""
        words = str(tail).lower()
        wording = THEN_SEARCHED if ", then put" in words and "searched" in words else (
            "" if ", and put" in words and "you search " in words else None)
        if wording is None:
            raise FamilyError("a search-to-hand wording this block does not print")
        return m.SearchLibraryOrGraveyard(filter=card.filter, to="hand", reveal=True,
                                          wording=wording)

    def _named(self, effect: m.Effect, parts: tuple[Any, ...]) -> m.Effect:
        """The token :meth:`one_token` / :meth:`n_tokens` would make, with the printed name
        instead of its subtypes (CR 111.4)."""
        name = next(p for p in parts if isinstance(p, Token) and p.type == "CARD_NAME")
        if not isinstance(effect, m.CreateToken):
            raise FamilyError("a named token that is not a created token")
        return replace(effect, token=replace(effect.token, name=str(name)))

    def one_named_token(self, article: Token, *parts: Any) -> m.Effect:
        """"create a 1/1 green Insect creature token with flying named Butterfly"."""
        rest = tuple(p for p in parts if not (isinstance(p, Token) and p.type == "CARD_NAME"))
        return self._named(self.one_token(article, *rest), parts)  # type: ignore[attr-defined]

    def n_named_tokens(self, word: Token, *parts: Any) -> m.Effect:
        """"create two 1/1 … creature tokens named …" (each with that name)."""
        rest = tuple(p for p in parts if not (isinstance(p, Token) and p.type == "CARD_NAME"))
        return self._named(self.n_tokens(word, *rest), parts)  # type: ignore[attr-defined]

    # -- "becomes the … of your choice" (CR 608.2d; verbs_families reads color / creature type)
    def e_become_chosen_colors(self, what: str, duration: Token | None = None) -> m.Effect:
        """"Target creature becomes the color or colors of your choice until end of turn"
        (CR 105.3: one or more colours, chosen as it resolves)."""
        return self._become_chosen(what, "colors", duration)  # type: ignore[attr-defined,no-any-return]

    def e_become_chosen_land_type(self, what: str, duration: Token | None = None) -> m.Effect:
        """"Target land becomes the basic land type of your choice until end of turn"
        (CR 305.7)."""
        return self._become_chosen(what, "basic_land_type", duration)  # type: ignore[attr-defined,no-any-return]

    # -- reveals at random (CR 701.16a) and the revealed card's mana value (608.2h) ----------
    def pv_reveal_random(self) -> tuple[type, int]:
        """"… reveals a card at random from their hand", for every player subject."""
        self.reveals_at_random = True
        return (m.RevealAtRandom, 1)

    def x_revealed_card_mv(self, words: Token) -> m.Amount:
        """"that card's mana value" / "the revealed card's mana value": the card an earlier
        reveal at random of the same ability showed (the first sentence is built first)."""
        if not getattr(self, "reveals_at_random", False):
            raise FamilyError("'that card's mana value' with no card revealed before it")
        ref = REVEALED_REFS[str(words).lower()]
        return m.Amount(kind="mana_value", ref=ref)

    def e_tutor_any_number_reveal(self, noun: Any) -> m.Effect:
        """"search your library for any number of cards named ~, reveal them, put them into
        your hand, then shuffle" (Gathering Throng; CR 701.19, 701.16a)."""
        return m.SearchLibrary(filter=noun.filter, count=ANY_NUMBER, reveal=True)

    def e_choose_creature_type(self) -> m.Effect:
        """"Choose a creature type." — read by every later "of the chosen type" (608.2d)."""
        self.chose_creature_type = True
        return m.ChooseCreatureType()

    def r_that_type(self) -> _Restriction:
        """"of that type": the creature type an earlier "Choose a creature type." of the same
        ability chose (CR 608.2d; the sentence before is built first)."""
        if not getattr(self, "chose_creature_type", False):
            raise FamilyError("'of that type' with no creature type chosen before it")
        return _Restriction({"chosen_type": True, "says_that_type": True})

    # -- "Choose a color." (issue 29 round 2; CR 608.2d, 105.1) ---------------------------------
    def e_choose_color(self) -> m.Effect:
        """"Choose a color." — read by every later "the chosen color" of the same ability."""
        self.chose_color = True
        return m.ChooseColor()

    def _after_color_choice(self, words: str) -> None:
        if not getattr(self, "chose_color", False):
            raise FamilyError(f"'{words}' with no color chosen before it")

    def e_chosen_color_protection(self, on: str, duration: Token) -> m.Effect:
        """"Target creature gains protection from the chosen color until end of turn"."""
        self._after_color_choice("the chosen color")
        if "end of turn" not in str(duration).lower():
            raise FamilyError("protection from the chosen color for another duration")
        return m.GrantChosenProtection(on=on, chosen=True)

    def e_chosen_color_protection_all(self, noun: Any, duration: Token) -> m.Effect:
        """"Creatures you control gain protection from the chosen color until end of turn"
        (Akroma's Blessing, Brave the Elements; CR 702.16a)."""
        self._after_color_choice("the chosen color")
        if "end of turn" not in str(duration).lower():
            raise FamilyError("protection from the chosen color for another duration")
        if noun.filter.controller == "ref":
            raise FamilyError("protection for a player's permanents")
        return m.GrantChosenProtection(filter=noun.filter, chosen=True)

    def r_chosen_color(self, words: Token) -> _Restriction:
        """"of that color" / "of the chosen color": the colour an earlier "Choose a color." of
        the same ability chose (CR 608.2d; the sentence before is built first)."""
        self._after_color_choice(str(words).strip())
        determiner = "that" if " that " in str(words).lower() else "the chosen"
        return _Restriction({"chosen_color": determiner})

    def r_type_of_your_choice(self) -> _Restriction:
        """"of the creature type of your choice" (chosen on resolution, CR 608.2d)."""
        return _Restriction({"chosen_type": True, "type_of_your_choice": True})

    def r_color_of_your_choice(self) -> _Restriction:
        """"of the color of your choice" (chosen on resolution, CR 608.2d)."""
        return _Restriction({"chosen_color": "choice"})
