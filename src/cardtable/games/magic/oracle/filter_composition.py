"""Parse tree → filters that compose with every verb (issue 29, filters): "other" before any
noun ("each other Dragon creature you control", "all other creatures", "two other creature
cards") and "other than ~" after it (CR 109.1; the filter's ``other``, matched against the
ability's source in :func:`~cardtable.games.magic.layers_match.matches_chars`). Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build` like the other family mixins."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from cardtable.games.magic.oracle.builder_base import (
    BuilderMixin,
    OracleCompileError,
    _Noun,
    _Restriction,
)


@v_args(inline=True)
class FilterComposition(BuilderMixin):
    """The builder supplies ``_noun`` (:class:`~.filters_builder.FilterBuilder`)."""

    _noun: Any

    def noun_other(self, *parts: Any) -> _Noun:
        """"other NOUN": the noun's filter, not the ability's own object (a permanent's).

        In an instant or sorcery (or a mode, which may be one) "other" names what the text
        named before ("Create X 1/1 Soldier tokens. … destroy all other creatures", Martial
        Coup; "target artifact and all other artifacts"), as it does after a target: those
        are refused rather than read as "not the source"."""
        if self.start_rule != "permanent_line" or self.targets:
            raise OracleCompileError("'other' naming something other than the source")
        noun: _Noun = self._noun(parts)
        if noun.filter.other:
            raise OracleCompileError("'other' twice")
        return _Noun(replace(noun.filter, other=True, other_words="other"))

    def r_other_than_self(self) -> _Restriction:
        """"target creature other than ~": the same filter as "another target creature",
        worded after the noun (CR 115.1)."""
        return _Restriction({"other": True, "other_words": "than"})
