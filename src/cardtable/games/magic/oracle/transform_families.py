"""Parse tree → model values for transforming double-faced cards (issue 29; the engine room is
:mod:`cardtable.games.magic.faces`). Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`) like :mod:`.lands`.

* "Transform ~." — the effect verb, on any object phrase (CR 701.28a);
* "When this creature transforms into ~, …" (701.28e);
* the Innistrad werewolves' intervening "if": "if no spells were cast last turn" and "if a
  player cast two or more spells last turn" (every player's spells during the previous turn);
* Daybound and Nightbound are simple keywords (702.145), read by ``kw_simple``.
"""

from __future__ import annotations

from lark import Token, v_args

from cardtable.core.errors import CardTableError
from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10}
TRANSFORMS_INTO = "transforms_into"  # faces.TRANSFORMS_INTO (the room; not imported here)


class TransformError(CardTableError, ValueError):
    """A shape of these templates the builder refuses (reported as a failing sentence)."""


@v_args(inline=True)
class TransformFamilies(BuilderMixin):

    def e_transform(self, what: str) -> m.Effect:
        return m.Transform(what=what)

    def trig_transforms_into(self) -> m.Trigger:
        return m.Trigger(TRANSFORMS_INTO)

    def trig_whenever_transforms_into(self) -> m.Trigger:
        """"Whenever …" rather than "When …": the same event (``whose="each"`` keeps the
        word for the render-back)."""
        return m.Trigger(TRANSFORMS_INTO, whose="each")

    def c_no_spells_last_turn(self) -> m.Condition:
        return m.Condition(kind="spells_last_turn_at_most", amount=0)

    def c_player_spells_last_turn(self, word: Token) -> m.Condition:
        count = _NUMBERS.get(str(word).lower())
        if count is None:
            raise TransformError(f"'a player cast {word} or more spells last turn': no number")
        return m.Condition(kind="player_spells_last_turn_at_least", amount=count)

    def trig_enters_or_transforms(self) -> tuple[m.Trigger, ...]:
        """"When this creature enters or transforms into ~": two abilities of one printed
        line, as "enters or attacks" (an event cannot be both, CR 603.2)."""
        return (m.Trigger("enters"), m.Trigger(TRANSFORMS_INTO))

    def trig_whenever_enters_or_transforms(self) -> tuple[m.Trigger, ...]:
        return (m.Trigger("enters"), m.Trigger(TRANSFORMS_INTO, whose="each"))
