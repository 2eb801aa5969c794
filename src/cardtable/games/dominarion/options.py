"""Dominarion's plain-data parts that stay pure Python when the engine is compiled with mypyc
(frozen dataclasses and named tuples): the payment frame of the work stack and the sources from
which the upkeep's and the main phase's options are worked out when someone reads them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

from cardtable.core.workstack import Frame
from cardtable.games.dominarion.actions import (
    Buy,
    CastSorcery,
    DeclineSorcery,
    EndMain,
    GainLand,
    PayMana,
    PaymentDone,
    Pitch,
    PlayArtifact,
    PlayLand,
    Summon,
)
from cardtable.games.dominarion.cards import ARTIFACT, LAND, SPELL, CardInfo
from cardtable.games.dominarion.mana import MANA_TYPES, can_pay

MANA_COLORS = "WUBRG"


@dataclass(frozen=True, slots=True)
class Paying(Frame):
    """A buy or summon waiting for its payment (DOM-7.4): ``what`` is ``"buy"`` (``target`` a
    supply key) or ``"summon"`` (``target`` a card id); ``spent`` the mana chosen so far (six
    counts); ``exact`` every payment from the pool that pays the cost exactly."""

    player: int
    what: str
    target: str | int
    spent: tuple[int, ...]
    exact: tuple[tuple[int, ...], ...]

    def extensions(self) -> tuple[str, ...]:
        """The mana types one more of which still leads to an exact payment."""
        spent = self.spent
        out = []
        for i, letter in enumerate(MANA_TYPES):
            for payment in self.exact:
                if payment[i] > spent[i] and all(
                        payment[k] >= spent[k] for k in range(6) if k != i):
                    out.append(letter)
                    break
        return tuple(out)


# Actions are immutable values, so the option lists share one instance per distinct action
# instead of building each again at every decision.
_cast_sorcery = lru_cache(maxsize=4096)(CastSorcery)
_decline_sorcery = lru_cache(maxsize=1)(DeclineSorcery)
_play_land = lru_cache(maxsize=64)(PlayLand)
_play_artifact = lru_cache(maxsize=4096)(PlayArtifact)
_pitch = lru_cache(maxsize=4096)(Pitch)
_gain_land = lru_cache(maxsize=64)(GainLand)
_buy = lru_cache(maxsize=64)(Buy)
_summon = lru_cache(maxsize=4096)(Summon)
_end_main = lru_cache(maxsize=1)(EndMain)
_pay_mana = lru_cache(maxsize=8)(PayMana)
_payment_done = lru_cache(maxsize=1)(PaymentDone)

class UpkeepOptions(NamedTuple):
    """What the upkeep's options depend on: the turn player's hand (ids and facts)."""

    hand_ids: tuple[int, ...]
    hand: tuple[CardInfo, ...]

    def options(self) -> list[Any]:
        """DOM-5.1.1: each distinct spell in hand as a sorcery (in each hybrid colouring), or
        none."""
        options: list[Any] = []
        seen: set[str] = set()
        for card_id, info in zip(self.hand_ids, self.hand, strict=True):
            if info.kind is SPELL and info.name not in seen:
                seen.add(info.name)
                options.extend([_cast_sorcery(card_id, choices) for choices in info.gain_options])
        options.append(_decline_sorcery())
        return options


class MainOptions(NamedTuple):
    """What the main phase's options depend on, all of it seen by the player who decides: their
    hand, their pool, the land piles they may still gain from (none once a land was gained) and
    the supplies they may still buy from with their tops (none once a card was bought)."""

    hand_ids: tuple[int, ...]
    hand: tuple[CardInfo, ...]
    pool: tuple[int, ...]
    gains: tuple[str, ...]
    buyable: tuple[tuple[str, CardInfo], ...]

    def options(self) -> list[Any]:
        """DOM-5.2: in this order, each distinct land, artifact (in each colour), spell to pitch
        (in each hybrid colouring), each land to gain, each supply to buy from, each creature to
        summon the pool can pay for, and ending the main phase."""
        # The first card of each distinct name of each kind, in hand order (four dicts rather
        # than one keyed by Kind: hashing an enum member runs Python code).
        lands: dict[str, int] = {}
        artifact_ids: dict[str, int] = {}
        spells: dict[str, tuple[int, CardInfo]] = {}
        creatures: dict[str, tuple[int, CardInfo]] = {}
        for card_id, info in zip(self.hand_ids, self.hand, strict=True):
            kind = info.kind
            if kind is LAND:
                lands.setdefault(info.name, card_id)
            elif kind is ARTIFACT:
                artifact_ids.setdefault(info.name, card_id)
            elif kind is SPELL:
                spells.setdefault(info.name, (card_id, info))
            else:
                creatures.setdefault(info.name, (card_id, info))
        options: list[Any] = [_play_land(card_id) for card_id in lands.values()]
        for card_id in artifact_ids.values():
            options.extend([_play_artifact(card_id, color) for color in MANA_COLORS])
        for card_id, info in spells.values():
            options.extend([_pitch(card_id, choices) for choices in info.gain_options])
        options.extend([_gain_land(name) for name in self.gains])
        pool = self.pool
        options.extend([_buy(key) for key, top in self.buyable if can_pay(pool, top)])
        options.extend([_summon(card_id) for card_id, info in creatures.values()
                        if can_pay(pool, info)])
        options.append(_end_main())
        return options
