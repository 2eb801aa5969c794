"""The work-stack frames of the Magic engine: what it is in the middle of, as plain data
(kernel v2 work stack). Each frame is handled by the room that owns it; a frame that needs an
answer exposes a decision, and the answer is folded into a new frame value."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.core.workstack import Frame
from cardtable.games.magic.model import Ability


@dataclass(frozen=True, slots=True)
class CastFrame(Frame):
    """Casting a spell, activating an ability or putting a triggered ability on the stack
    (CR 601.2a–i, 602.2, 603.3), one choice at a time. ``kind``: ``"spell"``, ``"ability"``,
    ``"trigger"``."""

    player: int
    kind: str
    obj: int
    ability: Ability
    index: int = 0
    stage: str = "modes"
    chooser: int | None = None
    modes: tuple[int, ...] = ()
    x: int = 0
    targets: tuple[tuple[Any, ...], ...] = ()
    divisions: tuple[tuple[int, ...], ...] = ()
    sacrifices: tuple[int, ...] = ()
    discards: tuple[int, ...] = ()
    exiled: tuple[int, ...] | None = None  # cards exiled from the graveyard as a cost (118.3)
    crew: tuple[int, ...] | None = None  # creatures chosen to tap for a crew cost (702.122a)
    event: tuple[tuple[str, Any], ...] = ()
    name: str = ""
    way: str = ""  # how a spell is cast: "", "flashback", "evoke", "alternative" (costs.py)
    kicked: bool | None = None  # None: not yet announced (601.2b)
    kicks: int = 0  # how many times a multikicker cost is paid (702.33c)
    life_paid: tuple[int, ...] | None = None  # Phyrexian symbols paid with 2 life (107.4f)
    convoked: tuple[int, ...] | None = None  # creatures tapped for convoke (702.51)
    bestow: bool = False  # a spell cast for its bestow cost (702.103a)
    tapped_for_cost: tuple[int, ...] | None = None  # "Tap two untapped creatures you control"
    returned: tuple[int, ...] | None = None  # ninjutsu's unblocked attacker (702.49a)
    target_chooser: int | None = None  # the opponent choosing a target (Magus of the Arena)
    symbol: str = ""  # a mana ability with a cost to choose (Ashnod's Altar): the mana chosen
    buyback: bool | None = None  # None: not yet announced (702.27a, 601.2b)
    casualty: bool | None = None  # None: not yet announced (702.153a, 601.2b)
    conspire: bool | None = None  # None: not yet announced (702.78a, 601.2b)
    exiled_from_hand: tuple[int, ...] | None = None  # "exile a blue card from your hand"
    bounced: tuple[int, ...] | None = None  # "return a land you control to its owner's hand"
    otherwise: bool | None = None  # "COST or COST": the second paid (None: not yet chosen)
    revealed: tuple[int, ...] | None = None  # "reveal a Merfolk card from your hand"
    # assist (702.132a): the player chosen to help and the generic mana they pay; () none
    assist: tuple[int, ...] | None = None
    spliced: tuple[int, ...] | None = None  # cards spliced onto the spell (702.47a)
    counter_from: tuple[int, ...] | None = None  # "Remove a +1/+1 counter from a creature
    # you control": the permanent chosen (118.3; h5-costs)
    counter_on: tuple[int, ...] | None = None  # "Put a -1/-1 counter on a creature you
    # control": the permanent chosen (118.3, 122.1; h9-sta)


@dataclass(frozen=True, slots=True)
class ResolveFrame(Frame):
    """Resolving the top object of the stack (CR 608): ``step`` is the next instruction;
    ``answers`` what the players chose so far for it; ``memo`` results an "if you do" reads."""

    item: int
    step: int = 0
    answers: tuple[Any, ...] = ()
    started: bool = False
    memo: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True, slots=True)
class OrderTriggersFrame(Frame):
    """A player orders their triggered abilities waiting to go on the stack (CR 603.3b)."""

    player: int
    count: int


@dataclass(frozen=True, slots=True)
class AttackFrame(Frame):
    """The active player declares attackers (CR 508.1)."""

    player: int


@dataclass(frozen=True, slots=True)
class BlockFrame(Frame):
    """Defending players declare blockers, one after another in turn order (CR 509.1, 802)."""

    players: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DamageFrame(Frame):
    """A combat damage step (CR 510): ``first`` for the first-strike step; the attackers whose
    controller must divide damage (``pending``) and the divisions made so far."""

    first: bool
    pending: tuple[int, ...]
    assigned: tuple[tuple[int, tuple[tuple[Any, int], ...]], ...] = ()


@dataclass(frozen=True, slots=True)
class DiscardFrame(Frame):
    """A player discards ``count`` cards of their choice (cleanup 514.1, or an effect)."""

    player: int
    count: int
    reason: str = "cleanup"


@dataclass(frozen=True, slots=True)
class LegendFrame(Frame):
    """The legend rule: a player keeps one of several legendary permanents (CR 704.5j)."""

    player: int
    ids: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ExertFrame(Frame):
    """The attacking player chooses which attackers to exert as they attack (CR 701.39a,
    508.1): ``attacks`` is the declaration, carried out once the choice is made."""

    player: int
    attacks: tuple[tuple[int, Any], ...]
    candidates: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ExtraBlocksFrame(Frame):
    """Blockers that "can block an additional creature" (or "any number of creatures") choose
    the other attackers each also blocks (CR 509.1a), one blocker after another."""

    player: int
    blockers: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class OpeningHandFrame(Frame):
    """The opening-hand actions still to offer (CR 103.6): card ids, the starting player's
    first, then in turn order (opening_hand.py)."""

    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class EnterSacrificeFrame(Frame):
    """A land played whose "If ~ would enter, sacrifice a Forest instead" asks which ``count``
    of ``options`` to sacrifice before it moves (CR 614.1a; enter_sacrifice.py, h9-sta)."""

    player: int
    card: int
    options: tuple[int, ...]
    count: int


@dataclass(frozen=True, slots=True)
class UntapLimitFrame(Frame):
    """The active player's untap step (CR 502.3) waiting on which ``count`` of the tapped
    permanents ``limited`` untap ("Players can't untap more than one creature during their
    untap steps."); ``ids`` every permanent that would untap, ``mine`` every permanent the
    player controls (untap_limits.py; issue 29, h9-sta)."""

    player: int
    ids: tuple[int, ...]
    limited: tuple[int, ...]
    count: int
    mine: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class UntapChoiceFrame(Frame):
    """The active player's untap step (CR 502.3) waiting on "You may choose not to untap ~
    during your untap step": ``ids`` every permanent that untaps unless chosen, ``optional``
    those the player may keep tapped, ``mine`` every permanent the player controls
    (untap_choice.py; issue 29, h8-kw)."""

    player: int
    ids: tuple[int, ...]
    optional: tuple[int, ...]
    mine: tuple[int, ...]
