"""Parse tree → model values for transforming double-faced cards (issue 29; the engine room is
:mod:`cardtable.games.magic.faces`). Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`) like :mod:`.lands`.

* "Transform ~." — the effect verb, on any object phrase (CR 701.28a);
* "When this creature transforms into ~, …" (701.28e);
* the Innistrad werewolves' intervening "if": "if no spells were cast last turn" and "if a
  player cast two or more spells last turn" (every player's spells during the previous turn);
* Daybound and Nightbound are simple keywords (702.145), read by ``kw_simple``;
* a Saga's chapter abilities, "I — …" (714.2);
* "When this Class becomes level N" (716.2a; the level bars are :mod:`.class_levels`).
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from cardtable.core.errors import CardTableError
from cardtable.games.magic import model as m
from cardtable.games.magic.model.classes import BECOMES_LEVEL
from cardtable.games.magic.oracle.builder_base import BuilderMixin

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10}
_HAND_NUMBERS = {"one": 1, **_NUMBERS}
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}
TRANSFORMS_INTO = "transforms_into"  # faces.TRANSFORMS_INTO (the room; not imported here)
BECOMES_DAY = "becomes_day"  # faces.BECOMES_DAY
DAY_NIGHT_CHANGES = "day_night_changes"  # faces.DAY_NIGHT_CHANGES


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

    # -- Sagas (CR 714) -------------------------------------------------------------------------
    def saga_chapter(self, *parts: Any) -> m.TriggeredAbility | list[m.TriggeredAbility]:
        """"I, II — Effect.": the chapter ability of chapters I and II (714.2b-c), a
        triggered ability of the event ``"lore"`` (game_services.add_lore triggers it)."""
        chapters = tuple(_ROMAN[str(p)] for p in parts[:-1])
        build: Any = self  # compiler._Build.triggered: the body, modal or not, its targets
        ability: m.TriggeredAbility | list[m.TriggeredAbility] = build.triggered(
            m.Trigger("lore", chapters=chapters), parts[-1])
        return ability

    def e_exile_return_transformed(self, exiled: Token, under: Token) -> m.Effect:
        """"Exile this Saga, then return it to the battlefield transformed under your
        control." (712.14a): one instruction, the card that was exiled returning."""
        return m.ExileReturnTransformed(
            under="you" if str(under).lower() == "your" else "owner",
            saga="saga" in str(exiled).lower())

    # -- flip cards (CR 710) --------------------------------------------------------------------
    def e_flip(self, what: Token) -> m.Effect:
        """"Flip ~" / "flip it" (710.2): a flip card's own ability flips that card."""
        return m.Flip(what=m.SELF, it=str(what).lower() == "it")

    def c_counters_on_self(self, word: Token, counter: Token) -> m.Condition:
        count = _NUMBERS.get(str(word).lower())
        if count is None:
            raise TransformError(f"'there are {word} or more … counters': no number")
        return m.Condition(kind="self_counters_at_least", counter=str(counter).lower(),
                           amount=count, ref="there_are")

    # -- Class cards (CR 716) -------------------------------------------------------------------
    def trig_class_level(self, level: Token) -> m.Trigger:
        """"When this Class becomes level N" (716.2a; effects/classes.py fires it)."""
        return m.Trigger(BECOMES_LEVEL, chapters=(int(level),))

    # -- day and night (CR 728) -----------------------------------------------------------------
    def rep_becomes_day(self) -> m.ReplacementAbility:
        """"If it's neither day nor night, it becomes day as ~ enters." (728.1)."""
        return m.ReplacementAbility(event="enters", action=BECOMES_DAY, self_replacement=True)

    def trig_day_night_changes(self) -> m.Trigger:
        """"Whenever day becomes night or night becomes day" (728.1a: not from neither)."""
        return m.Trigger(DAY_NIGHT_CHANGES, whose="each")

    # -- hand size conditions ------------------------------------------------------------------
    def c_hand_at_least(self, word: Token) -> m.Condition:
        return m.Condition(kind="hand_at_least", amount=_HAND_NUMBERS[str(word).lower()])

    def c_hand_at_most(self, word: Token) -> m.Condition:
        return m.Condition(kind="hand_at_most", amount=_HAND_NUMBERS[str(word).lower()])

    # -- "You may reveal that card. If … is revealed this way, …" (Delver of Secrets) -----------
    def e_look_top_may_reveal_it(self) -> m.Effect:
        return m.LookTopMayRevealIt()

    def c_revealed_this_way(self, article: Token, card: Any) -> m.Condition:
        """"if an instant or sorcery card is revealed this way": the card the player chose to
        reveal matches (``zone="this_way"`` keeps the wording for the render-back)."""
        return m.Condition(kind="ref_matches", ref="revealed", filter=card.filter,
                           zone="this_way")
