"""Parse tree → card names chosen as an effect resolves (issue 29, QF ninth wave; CR 201.3,
608.2d).

* "Choose a card name." / "Choose a nonland card name." / "Choose an artifact card name." /
  "Choose a nonartifact, nonland card name." — :class:`~cardtable.games.magic.model.
  ChooseCardName`, the kind of card named kept as card types it has / lacks;
* "with that name" / "with the chosen name" as a filter part every noun takes ("discards all
  cards with that name", "a card with the chosen name"): the name chosen before it in the same
  ability (``Filter.chosen_name``);
* "if you have fewer than seven cards in hand, draw cards equal to the difference" (CR
  107.1b, 608.2c): a comparison, then "the difference" — an anaphor quantity for the amount it
  leaves over, for every quantity user;
* "Search target player's graveyard, hand, and library for all / any number of cards with that
  name and exile them. Then that player shuffles." (Memoricide, Cranial Extraction; CR 701.19).
"""

from __future__ import annotations

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.names_9 import (
    ALL_NAMED,
    ANY_NUMBER_NAMED,
    CHOOSE_CARD_NAME,
    HAND_FEWER_THAN,
    MORE_IN_HAND_THAN_YOU,
    NAMED_NO_ACTIVATION,
    NAMED_NO_NONMANA_ACTIVATION,
    kind_words,
)
from cardtable.games.magic.model.statics_8 import CANT_CAST_SPELLS
from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Restriction
from cardtable.games.magic.oracle.families import FamilyError

_HAND_N = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "nine": 9, "ten": 10}

#: the card types a "… card name" may say (CR 205.2a), as the model spells them
_CARD_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment",
               "land": "Land", "planeswalker": "Planeswalker", "instant": "Instant",
               "sorcery": "Sorcery"}


def name_kind(words: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The card types (``types``, ``not_types``) of "a nonartifact, nonland" / "a creature"
    before "card name"; one plain type, or any number of "non-" types, never both."""
    rest = words.strip().lower().split(" ", 1)[1] if " " in words.strip() else ""
    parts = [p.strip() for p in rest.split(",")]
    types: list[str] = []
    not_types: list[str] = []
    for part in (p for p in parts if p):
        if part.startswith("non") and part[3:] in _CARD_TYPES:
            not_types.append(_CARD_TYPES[part[3:]])
        elif part in _CARD_TYPES:
            types.append(_CARD_TYPES[part])
        else:
            raise FamilyError(f"a card name of the kind '{part}'")
    if len(types) > 1 or (types and not_types):
        raise FamilyError("a card name of two kinds")
    return tuple(types), tuple(not_types)


@v_args(inline=True)
class Names9(BuilderMixin):
    """Mixed into the builder :class:`~cardtable.games.magic.oracle.compiler._Build`."""

    def qf9_choose_card_name(self, kind: Token) -> m.Effect:
        """"Choose a [nonland] card name." (CR 201.3, 608.2d) — read by every later "with that
        name" / "with the chosen name" of the same ability."""
        types, not_types = name_kind(str(kind))
        self.chose_card_name = True
        return m.ChooseCardName(types=types, not_types=not_types)

    def _after_name_choice(self, words: str) -> None:
        if not getattr(self, "chose_card_name", False):
            raise FamilyError(f"'{words}' with no card name chosen before it")

    def qf9_r_chosen_name(self, words: Token) -> _Restriction:
        """"with that name" / "with the chosen name": the name an earlier "Choose a card name."
        of the same ability chose (CR 608.2d; the sentence before is built first), or — "the
        chosen name" — the name ~ chose as it entered (614.12; none chosen matches nothing)."""
        determiner = "that" if " that " in str(words).lower() else "the chosen"
        if determiner == "that":  # "the chosen name" may be the name ~ chose as it entered
            self._after_name_choice(str(words).strip())
        return _Restriction({"chosen_name": determiner})

    def qf9_search_chosen_name(self, who: str, count: Token, words: Token) -> m.Effect:
        """"Search target player's graveyard, hand, and library for any number of cards with
        that name and exile them. Then that player shuffles." (CR 701.19, 701.20a)."""
        self._after_name_choice(str(words).strip())
        return m.SearchZonesForChosenName(
            who=who, count=ALL_NAMED if str(count).lower() == "all" else ANY_NUMBER_NAMED,
            says="that" if " that " in str(words).lower() else "the chosen")

    # -- "the difference" (CR 107.1b, 608.2c) ---------------------------------------------------
    def qf9_c_hand_fewer_than(self, word: Token) -> m.Condition:
        """"you have fewer than seven cards in hand": the difference is seven minus them."""
        n = _HAND_N[str(word).lower()]
        self.qf9_difference = m.Amount(kind="fixed", fixed=n,
                                       minus=m.Amount(kind="hand_size", ref=m.YOU),
                                       says_difference=True)
        return m.Condition(kind=HAND_FEWER_THAN, amount=n)

    def qf9_x_the_difference(self) -> m.Amount:
        """"the difference": the amount the comparison read just before it leaves over (the
        condition is built first, its subtree left of this one)."""
        found = getattr(self, "qf9_difference", None)
        if not isinstance(found, m.Amount):
            raise FamilyError("'the difference' with no comparison before it")
        return found

    # -- "As ~ enters, choose a card name." (CR 614.12, 201.3) ------------------------------------
    def qf9_rep_choose_card_name(self, kind: Token) -> m.ReplacementAbility:
        """The name chosen as the permanent enters, kept on it (chosen.py) for its other
        abilities' "with the chosen name"."""
        types, not_types = name_kind(str(kind))
        self.chose_card_name = True
        return m.ReplacementAbility(event="enters", action=CHOOSE_CARD_NAME,
                                    options=kind_words(types, not_types),
                                    self_replacement=True)

    def qf9_sta_chosen_name_cant_be_cast(self) -> m.StaticAbility:
        """"Spells with the chosen name can't be cast." — every player (CR 101.2); the name ~
        chose as it entered (none chosen bans nothing)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected="players", filter=m.Filter(chosen_name="the chosen"),
            rule=CANT_CAST_SPELLS),))

    def qf9_c_more_in_hand_than_you(self) -> m.Condition:
        """"that player has more cards in hand than you" after "Choose an opponent." (the
        chosen opponent): the difference is their cards in hand minus yours."""
        if not getattr(self, "chose_opponent", False):
            raise FamilyError("'that player has more cards in hand' with no opponent chosen")
        self.qf9_difference = m.Amount(kind="hand_size", ref="chosen_opponent",
                                       minus=m.Amount(kind="hand_size", ref=m.YOU),
                                       says_difference=True)
        return m.Condition(kind=MORE_IN_HAND_THAN_YOU, ref="chosen_opponent")

    def qf9_sta_named_no_activation(self, *unless: Token) -> m.StaticAbility:
        """"Activated abilities of sources with the chosen name can't be activated [unless
        they're mana abilities]." (CR 602.5; named_bans.py) — the name ~ chose as it entered."""
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected="players", filter=m.Filter(chosen_name="the chosen"),
            rule=NAMED_NO_NONMANA_ACTIVATION if unless else NAMED_NO_ACTIVATION),))
