"""Parse tree → model values for text-changing effects (CR 612, layer 3 613.1c): "Change the
text of target spell or permanent by replacing all instances of one color word with another"
(Sleight of Mind), "… one basic land type with another" (Magical Hack), "… one color word with
another or one basic land type with another until end of turn" (Crystal Spray), "… one
creature type with another. The new creature type can't be Wall." (Artificial Evolution).
Mixed into :class:`~cardtable.games.magic.oracle.compiler._Build`."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin


@v_args(inline=True)
class TextFamilies(BuilderMixin):
    """The builder supplies ``targets`` and ``_target``."""

    def tk_color(self) -> str:
        return "color"

    def tk_land(self) -> str:
        return "land"

    def tk_creature(self) -> str:
        return "creature"

    def e_change_text(self, what: Token, *parts: Any) -> m.Effect:
        """The target is a spell or a permanent ("target spell or permanent") or a permanent
        only; the kinds of word in printed order; the duration ("This effect lasts
        indefinitely." is reminder text: without "until end of turn" it lasts)."""
        kinds = tuple(p for p in parts if isinstance(p, str) and not isinstance(p, Token))
        tokens = {p.type: str(p) for p in parts if isinstance(p, Token)}
        spec = m.TargetSpec("spell_or_permanent" if "spell" in str(what).lower()
                            else "permanent")
        forbid = tokens.get("TEXT_FORBID", "")
        return m.ChangeText(what=self._target(spec), kinds=kinds,
                            duration="end_of_turn" if "DURATION" in tokens else "permanent",
                            forbid=(forbid.rsplit(" ", 1)[1],) if forbid else ())
