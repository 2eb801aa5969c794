"""Parse tree → model values for the EV2 verbs of issue 29 (damage, destroy, sacrifice,
counter, copy, create): tokens created tapped and attacking (CR 508.4), … Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError


def _without_attacking(parts: tuple[Any, ...]) -> tuple[Any, ...]:
    return tuple(p for p in parts if not (isinstance(p, Token) and p.type == "TOKEN_ATTACKING"))


def _attacking(effect: m.Effect) -> m.Effect:
    if not isinstance(effect, m.CreateToken):
        raise FamilyError("'tapped and attacking' on something other than a creature token")
    return replace(effect, tapped=True, attacking=True)


@v_args(inline=True)
class HarmVerbs7(BuilderMixin):
    """The builder supplies ``one_token``/``n_tokens`` (effects_builder) and ``targets``."""

    # -- "create a 1/1 white Soldier creature token that's tapped and attacking" (508.4) ----
    def one_token_attacking(self, article: Token, *parts: Any) -> m.Effect:
        return _attacking(self.one_token(article, *_without_attacking(parts)))  # type: ignore[attr-defined]

    def n_tokens_attacking(self, word: Token, *parts: Any) -> m.Effect:
        return _attacking(self.n_tokens(word, *_without_attacking(parts)))  # type: ignore[attr-defined]
