"""Parse tree → model values for issue 29's keyword mechanics, second round of the ninth wave
(helper h9b-KW; grammar block "issue 29 (h9b-KW)"):

* Landwalk of a nonbasic land type (CR 702.14a): "Desertwalk" — unblockable while the
  defending player controls a land of that subtype (``Keyword(name="landwalk")`` with a filter,
  combat.can_block reads it as it reads "nonbasic landwalk").
* Landcycling of a card type (CR 702.29f): "Artifact landcycling {2}" — search for an artifact
  land card (``Keyword(name="typecycling")`` whose ``filter`` is the card searched for; the
  printed word is ``text``).
* Demonstrate (CR 702.144a): as the spell is cast, its controller may copy it; if they do, an
  opponent they choose copies it too, each choosing new targets for their copy
  (keyword_abilities.demonstrate; ``CopySpell.copier``).
* Devour of a card type (CR 702.82b): "Devour artifact 1" — as it enters, sacrifice any number
  of artifacts for N +1/+1 counters each (``Keyword.filter``; keyword_casts reads its type).
* "Equip creature token {1}" (CR 702.6c): equip only onto a creature token you control
  (``Keyword.filter``, as keywords_9's equip [quality]).
* Vanishing without a number (CR 702.63b): "Vanishing" — no time counters as it enters (the
  card says how many it gets), the upkeep removal and the sacrifice as for "Vanishing N".

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin

_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment"}


@v_args(inline=True)
class KeywordFamilies9bKW(BuilderMixin):
    """Builder methods of the "issue 29 (h9b-KW)" grammar block (prefix ``kw9b_``)."""

    @staticmethod
    def kw9b_subtype_walk(word: Token) -> m.Keyword:
        """"Desertwalk" (702.14a): a land with that subtype."""
        text = str(word).lower()
        kind = text[:-len("walk")].capitalize()
        return m.Keyword(name="landwalk", text=text,
                         filter=m.Filter(types=("Land",), subtypes=(kind,)))

    @staticmethod
    def kw9b_type_landcycling(word: Token, mana: str) -> m.Keyword:
        """"Artifact landcycling {2}" (702.29f): search for a land card of that card type."""
        card_type = _TYPES[str(word).lower()]
        return m.Keyword(name="typecycling", cost=m.Cost(mana=str(mana)),
                         text=f"{card_type} land",
                         filter=m.Filter(all_types=(card_type, "Land")))

    @staticmethod
    def kw9b_bare_vanishing() -> m.Keyword:
        """"Vanishing" with no number (702.63b): ``amount`` 0, no counters as it enters."""
        return m.Keyword(name="vanishing")

    @staticmethod
    def kw9b_demonstrate() -> m.Keyword:
        """"Demonstrate" (702.144a): keyword_abilities.demonstrate triggers as it is cast."""
        return m.Keyword(name="demonstrate")

    @staticmethod
    def kw9b_devour_type(word: Token, n: Token) -> m.Keyword:
        """"Devour artifact 1" (702.82b): devour whose eaten permanents are of that type."""
        text = str(word).lower()
        return m.Keyword(name="devour", amount=int(n), text=text,
                         filter=m.Filter(types=(text.capitalize(),)))

    @staticmethod
    def kw9b_equip_token(mana: str) -> m.Keyword:
        """"Equip creature token {1}" (702.6c): the equip ability targets a creature token."""
        return m.Keyword(name="equip", cost=m.Cost(mana=str(mana)),
                         filter=m.Filter(types=("Creature",), token=True))
