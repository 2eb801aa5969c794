"""Parse tree → model values for the play-from-exile templates (issues 10 and 16: the
Commander precons' Outpost Siege, Kheru Mind-Eater and Mosswort Bridge; the engine room is
:mod:`cardtable.games.magic.play_from_exile`). Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`) like :mod:`.lands`.

* "Exile the top card of your library. Until end of turn, you may play that card." and its
  wordings ("cast", "this turn", "the top two cards … those cards") — CR 601.2, 305.2, 514.2.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from lark import Token, v_args

from cardtable.core.errors import CardTableError
from cardtable.games.magic import model as m
from cardtable.games.magic.model.vocabulary import PLAY_LINKED
from cardtable.games.magic.oracle.builder_base import BuilderMixin

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}


class ExilePlayError(CardTableError, ValueError):
    """A shape of these templates the builder refuses (reported as a failing sentence)."""


@v_args(inline=True)
class ExilePlayFamilies(BuilderMixin):

    def e_play_exiled_free(self, power: Token) -> m.Effect:
        """Mosswort Bridge's "You may play the exiled card … if creatures you control have
        total power 10 or greater." (the card its hideaway exiled, 607.2a)."""
        return m.PlayExiledFree(total_power=int(power))

    def e_that_player_exiles_face_down(self) -> m.Effect:
        return m.ExileFromHand(who="triggering_player", face_down=True)

    def play_linked_static(self) -> m.StaticAbility:
        """The permission linked to the cards this object's abilities exiled (607.2a)."""
        return m.StaticAbility(effects=(m.ContinuousEffect(layer="rules",
                                                           rule=PLAY_LINKED),))

    def choose_option_head(self, first: Token, second: Token) -> ChosenHead:
        return ChosenHead((str(first), str(second)))

    def trig_filter_leaves(self, article: Token, noun: Any) -> m.Trigger:
        """"Whenever a creature you control leaves the battlefield" (603.6c; the engine looks
        back in time for it, 603.10a)."""
        return m.Trigger("leaves", subject="filter", filter=noun.filter, self_first=False)

    def e_impulse_until(self, verb: Token) -> m.Effect:
        return m.ImpulseExile(lands=str(verb).lower() == "play")

    def e_impulse_this_turn(self, verb: Token) -> m.Effect:
        return m.ImpulseExile(lands=str(verb).lower() == "play", wording="this_turn")

    def e_impulse_n_until(self, count: Token, verb: Token) -> m.Effect:
        return m.ImpulseExile(count=_count(count), lands=str(verb).lower() == "play")

    def e_impulse_n_this_turn(self, count: Token, verb: Token) -> m.Effect:
        return m.ImpulseExile(count=_count(count), lands=str(verb).lower() == "play",
                              wording="this_turn")


@dataclass(frozen=True, slots=True)
class ChosenHead:
    """"As ~ enters, choose Khans or Dragons." — the head of a unit whose bullets
    "• Khans — ABILITY" are the abilities each word gives (CR 614.12; chosen.py)."""

    options: tuple[str, ...]


def chosen_abilities(head: ChosenHead, bullets: list[str], failures: list[str],
                     compile_ability: Callable[[str], Any]) -> list[m.Ability]:
    """The replacement that asks for the word, then each bullet's ability, present only for
    its word (``Condition("chosen", ref=WORD)``); a bullet that does not compile (or names a
    word the head does not, or has its own "if") is a failure of the whole unit."""
    out: list[m.Ability] = [m.ReplacementAbility(event="enters", action="choose_option",
                                                 options=head.options)]
    seen: list[str] = []
    for bullet in bullets:
        word, sep, rest = bullet.removeprefix("• ").partition(" — ")
        if not sep or word not in head.options or word in seen:
            failures.append(bullet)
            continue
        seen.append(word)
        try:
            ability = compile_ability(rest)
        except CardTableError:
            failures.append(bullet)
            continue
        if not isinstance(ability, m.TriggeredAbility) or ability.intervening_if is not None:
            failures.append(bullet)
            continue
        out.append(replace(ability, intervening_if=m.Condition("chosen", ref=word)))
    if len(seen) != len(head.options):
        failures.append(" ".join(bullets) or "a choice with no bullets")
    return out


def _count(word: Token) -> int:
    if str(word).lower() not in _NUMBERS:
        raise ExilePlayError(f"'the top {word} cards' is not a count this template reads")
    return _NUMBERS[str(word).lower()]
