"""Parse tree → model values for exiling "until ~ leaves the battlefield" (CR 610.3; Banisher
Priest, Portable Hole, Brutal Cathar's front face). Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`) like :mod:`.lands`. The target is the
grammar's ``target`` (every filter it knows); the engine tracks the exiled cards and returns
them when the source leaves (:mod:`cardtable.games.magic.zones`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin, OracleCompileError, _Noun

_OWNERS = {"its owner's": "its owner's", "their owner's": "their owner's",
           "their owners'": "their owners'"}


@v_args(inline=True)
class ExileUntilFamilies(BuilderMixin):

    if TYPE_CHECKING:  # filters_builder.FilterBuilder's, earlier in the builder's bases
        def _permanent_spec(self, f: m.Filter, **extra: Any) -> m.TargetSpec: ...

    def e_exile_until_leaves(self, what: str) -> m.Effect:
        """"exile <target> until ~ leaves the battlefield" (610.3)."""
        return m.ExileUntilLeaves(what=what)

    def e_exile_until_this_leaves(self, what: str) -> m.Effect:
        """"exile <target> until this creature leaves the battlefield" (the 2021 wording of a
        double-faced card's face, Brutal Cathar: the permanent, whichever face is up)."""
        return m.ExileUntilLeaves(what=what, source_words="this creature")

    def e_exile_all_until_leaves(self, noun: _Noun) -> m.Effect:
        """"exile all <noun> until ~ leaves the battlefield" (610.3; every match at once)."""
        return m.ExileUntilLeaves(filter=noun.filter)

    def e_return_exiled_battlefield(self, number: Token, owners: Token) -> m.Effect:
        """"return the exiled card(s) to the battlefield under its owner's control" (607.2a,
        610.3c): the cards the linked ability exiled."""
        return m.ReturnExiled(to="battlefield", plural=str(number).lower() == "cards",
                              owners=_OWNERS[str(owners).lower()])

    def e_return_exiled_hand(self, number: Token, owners: Token, hand: Token) -> m.Effect:
        """"return the exiled card(s) to its owner's hand" (607.2a)."""
        owners_text = _OWNERS[str(owners).lower()]
        if (str(hand).lower() == "hands") != (owners_text == "their owners'"):
            raise OracleCompileError(f"'{owners_text} {hand}': not the printed wording")
        return m.ReturnExiled(to="hand", plural=str(number).lower() == "cards",
                              owners=owners_text)

    def t_up_to_one(self, noun: _Noun) -> str:
        """"up to one target <noun>" (CR 115.1, 601.2c): zero or one target."""
        return self._target(self._permanent_spec(noun.filter, count=1, min_count=0))

    def e_reveal_exile(self, who: str, join: Token, article: Token, noun: _Noun,
                       until: Token | None = None) -> m.Effect:
        """"<player> reveals their hand and you choose a <card> from it. Exile that card[ until
        ~ leaves the battlefield]." (CR 701.16a, 610.3)."""
        return m.RevealChooseExile(who=who, filter=noun.filter, until=until is not None,
                                   joined=" and you choose" in str(join).lower())
