"""Parse tree → "[Once] during each of your turns, you may cast A CLASS spell from your
graveyard.[ If a spell cast this way would be put into your graveyard, exile it instead.]"
(CR 601.2; Karador, Gisa and Geralf, Kess). Mixed into the builder
:class:`~cardtable.games.magic.oracle.compiler._Build`; the engine side is
:mod:`cardtable.games.magic.graveyard_casts`."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.model.vocabulary import CAST_GRAVEYARD_TURN
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.statics_families import spell_class_filter


@v_args(inline=True)
class GraveyardCastFamilies(BuilderMixin):
    """The graveyard-casting permission and its spell class."""

    def gy_class_any(self, *parts: Token) -> m.Filter:
        """"creature", "instant or sorcery" (either class, 601.3)."""
        words = [p for p in parts if p.type == "SPEND_CLASS"]
        if any(p.type == "TOP_JOIN" and str(p).strip().lower() == "and" for p in parts):
            raise FamilyError("'a creature and artifact spell' is no spell class")
        filters = [spell_class_filter(str(w)) for w in words]
        if len(filters) == 1:
            return filters[0]
        if all(f == m.Filter(types=f.types) and len(f.types) == 1 for f in filters):
            return m.Filter(types=tuple(f.types[0] for f in filters))
        raise FamilyError("a spell class of mixed kinds")

    def gy_class_typed(self, subtype: Token, word: Token) -> m.Filter:
        """"Zombie creature": the subtype and the card type together."""
        base = spell_class_filter(str(word))
        if base != m.Filter(types=base.types) or len(base.types) != 1:
            raise FamilyError("a subtype before a class that is no card type")
        return replace(base, subtypes=(str(subtype),))

    def cast_graveyard_turn_static(self, head: Token, article: Token, flt: m.Filter,
                                   *rest: Token) -> m.StaticAbility:
        rule = CAST_GRAVEYARD_TURN
        if str(head).lower().startswith("once"):
            rule += ":once"
        if rest:
            rule += ":exile"
        return m.StaticAbility(effects=(m.ContinuousEffect(
            layer="rules", affected="you", rule=rule, filter=flt),))
