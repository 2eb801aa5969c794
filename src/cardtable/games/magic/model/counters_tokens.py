"""Token and counter effects of the ability model: creating tokens (CR 111.2, 111.4) and token
copies with their exceptions (707.2, 707.9), putting, removing and moving counters (122.1,
122.5, 122.8) and proliferate (701.27): each a frozen dataclass with a KIND. Re-exported by
:mod:`.effects` and :mod:`.model`; executed by :mod:`.counter_token_effects`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from cardtable.games.magic.model.base import SELF, YOU, Filter, Quantity, Ref

if TYPE_CHECKING:
    from cardtable.games.magic.model import Ability, Keyword


@dataclass(frozen=True, slots=True)
class TokenSpec:
    """A token's characteristics (CR 111.4): what "create a 1/1 white Soldier creature token
    with flying" says."""

    name: str
    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    abilities: tuple[Ability, ...] = ()

@dataclass(frozen=True, slots=True)
class CreateToken:
    """Create ``count`` tokens (CR 111.2); the power/toughness may be quantities (``power``,
    ``toughness`` override the spec's, e.g. "an X/X token")."""

    KIND: ClassVar[str] = "create_token"
    token: TokenSpec
    count: Quantity = 1
    controller: Ref = YOU
    tapped: bool = False
    attacking: bool = False
    power: Quantity | None = None
    toughness: Quantity | None = None
    # wording only: "Its controller creates …" rather than "That creature's controller …"
    says_its: bool = False
    # wording only (h7-ev3): the token's quoted ability follows "with" ('… token with flying
    # and "When this creature dies, …"') rather than ". It has "…""
    quoted_with: bool = False
    # wording only (EV2 eighth wave): "You create a Treasure token." — "you" printed, as
    # Oracle does after another player was named (Hornswoggle, Monologue Tax)
    says_you: bool = False

@dataclass(frozen=True, slots=True)
class CopyExcept:
    """The exceptions of a copy effect (CR 707.9: "except it's …/it has …"); they become part
    of the copy's copiable values (707.9b): ``keywords`` added, base ``power``/``toughness``,
    ``colors`` and creature ``subtypes`` set (``None``: copied as they are)."""

    keywords: tuple[Keyword, ...] = ()
    power: int | None = None
    toughness: int | None = None
    colors: tuple[str, ...] | None = None
    subtypes: tuple[str, ...] | None = None
    add_types: tuple[str, ...] = ()  # "it's an artifact in addition to its other types"
    add_subtypes: tuple[str, ...] = ()  # "it's a Spirit in addition to its other types"
    abilities: tuple[Ability, ...] = ()  # "it has "{2}{U}{U}: Return this creature …"" (707.9b)

@dataclass(frozen=True, slots=True)
class CreateTokenCopy:
    """"Create a token that's a copy of REF" (CR 707.2, 111.1): ``count`` tokens with the
    copiable values of the object (its last-known ones if it has left)."""

    KIND: ClassVar[str] = "token_copy"
    what: Ref
    count: Quantity = 1
    controller: Ref = YOU
    tapped: bool = False
    exceptions: CopyExcept | None = None  # "…, except it's …/it has …" (707.9)

@dataclass(frozen=True, slots=True)
class PutCounters:
    """Put N counters of ``counter`` (``"+1/+1"``, ``"-1/-1"``, ``"loyalty"``, ``"lore"``…)
    on REF (or each permanent matching ``filter``)."""

    KIND: ClassVar[str] = "put_counters"
    counter: str
    amount: Quantity = 1
    on: Ref = SELF
    filter: Filter | None = None

@dataclass(frozen=True, slots=True)
class RemoveCounters:
    """Remove N ``counter`` counters from REF (``"all"``: every counter of every kind, CR
    122.8 — Vampire Hexmage), or from each permanent matching ``filter`` (Aether Snap)."""

    KIND: ClassVar[str] = "remove_counters"
    counter: str
    amount: Quantity = 1
    on: Ref = SELF
    filter: Filter | None = None

@dataclass(frozen=True, slots=True)
class Proliferate:
    KIND: ClassVar[str] = "proliferate"

@dataclass(frozen=True, slots=True)
class MoveCounters:
    """"Move ``amount`` ``counter`` counters from ``source`` onto ``to``" (CR 122.5)."""

    KIND: ClassVar[str] = "move_counters"
    counter: str
    amount: Quantity = 1
    source: Ref = SELF
    to: Ref = "it"
