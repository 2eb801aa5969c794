"""The words of the zone verbs of issue 29, round 8 (helper EV1; model
:mod:`cardtable.games.magic.model.zone_verbs_8`): extra land plays (CR 305.2). Called by
:func:`cardtable.games.magic.text.phrases.effect_text` and
:func:`cardtable.games.magic.text.render.static_text`; ``None`` for anything else."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic.model import Condition, StaticAbility
from cardtable.games.magic.model.conditions_7 import CAST_WAY
from cardtable.games.magic.model.zone_verbs_8 import (
    ALL_FOUND,
    EXTRA_LAND_PLAYS,
    EXTRA_LAND_PLAYS_DURING,
    ORDINALS,
    ExtraLandPlays,
    PutExiledIntoGraveyard,
    PutIntoLibraryAt,
    ReturnDiedThisTurn,
    RevealPiles,
    SearchZonesForName,
)
from cardtable.games.magic.text.words import number

if TYPE_CHECKING:
    from cardtable.games.magic.text.words import Context as RenderContext

_WHO = {"you": ("You", "your"), "players": ("Each player", "their")}


def land_plays_words(count: int, up_to: bool = False) -> str:
    """"an additional land" / "two additional lands" / "up to three additional lands"."""
    lands = "an additional land" if count == 1 else f"{number(count)} additional lands"
    return f"up to {lands}" if up_to else lands


def zone_verbs_8_text(effect: object, ctx: RenderContext) -> str | None:
    if isinstance(effect, ExtraLandPlays) and effect.who == "you":
        return f"you may play {land_plays_words(effect.count, effect.up_to)} this turn"
    if isinstance(effect, PutIntoLibraryAt) and effect.position == 1 and effect.what == "it" \
            and not effect.says_your:
        return "put it on top of its owner's library"
    if isinstance(effect, PutIntoLibraryAt) and 1 < effect.position <= len(ORDINALS):
        whose = "your" if effect.says_your else "its owner's"
        return (f"put {ctx.ref(effect.what)} into {whose} library "
                f"{ORDINALS[effect.position - 1]} from the top")
    if isinstance(effect, PutExiledIntoGraveyard) and effect.owner == "each_opponent":
        return "put a card an opponent owns from exile into that player's graveyard"
    if isinstance(effect, RevealPiles) and effect.count > 1:
        return (f"reveal the top {number(effect.count)} cards of your library. An opponent "
                "separates those cards into two piles. Put one pile into your hand and the "
                "other into your graveyard")
    if isinstance(effect, ReturnDiedThisTurn) and effect.wording == "put_into":
        return ("return to your hand all creature cards that were put into your graveyard from "
                "the battlefield this turn")
    if isinstance(effect, ReturnDiedThisTurn):
        return ("return to your hand all creature cards in your graveyard that were put there "
                "from the battlefield this turn")
    if isinstance(effect, SearchZonesForName) and effect.who.startswith("controller:"):
        count = "all" if effect.count == ALL_FOUND else "any number of"
        return (f"search its controller's graveyard, hand, and library for {count} cards with "
                f"the same name as that {effect.noun} and exile them. Then that player "
                "shuffles")
    return None


def zone_verbs_8_static_text(ability: StaticAbility) -> str | None:
    """"You may play an additional land on each of your turns." / "Each player may play an
    additional land during each of their turns." (CR 305.2)."""
    if len(ability.effects) != 1 or ability.condition is not None:
        return None
    e = ability.effects[0]
    if e.layer != "rules" or e.rule not in (EXTRA_LAND_PLAYS, EXTRA_LAND_PLAYS_DURING) or \
            e.affected not in _WHO or not isinstance(e.amount, int):
        return None
    who, whose = _WHO[e.affected]
    when = "during" if e.rule == EXTRA_LAND_PLAYS_DURING else "on"
    return f"{who} may play {land_plays_words(e.amount)} {when} each of {whose} turns."


def escaped_condition(c: Condition | None) -> bool:
    """"if it escaped" (CR 702.138c: the permanent's spell was cast with escape)."""
    return c is not None and c.kind == CAST_WAY and c.zone == "escape" and not c.negate
