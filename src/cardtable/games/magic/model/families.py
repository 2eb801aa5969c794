"""Effects of the ability model added for whole card families (myriad 702.116, ninjutsu
702.49, commander effects 903, goad 701.38, tempting offers, "choose an opponent", mana
riders 106.6, …): each a frozen dataclass with a KIND. Re-exported by :mod:`.effects` and
:mod:`.model`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from cardtable.games.magic.model.base import (
    ANY,
    SELF,
    YOU,
    Filter,
    Quantity,
    Ref,
)

if TYPE_CHECKING:
    from cardtable.games.magic.model import Ability
    from cardtable.games.magic.model.effects import CreateToken


@dataclass(frozen=True, slots=True)
class MyriadCopies:
    """Myriad (CR 702.116a): "for each opponent other than defending player, you may create a
    token that's a copy of this creature that's tapped and attacking that player or a
    planeswalker they control. Exile the tokens at end of combat." — the keyword's trigger
    effect (the keyword itself is what the card prints)."""

    KIND: ClassVar[str] = "myriad"
    what: Ref = SELF


@dataclass(frozen=True, slots=True)
class NinjutsuEnter:
    """Ninjutsu's effect (CR 702.49a): "Put this card onto the battlefield from your hand
    tapped and attacking" — attacking the player or planeswalker the returned creature was
    attacking (702.49c), recorded in the ability's event as it was activated."""

    KIND: ClassVar[str] = "ninjutsu_enter"


@dataclass(frozen=True, slots=True)
class TokensFightEach:
    """"For each creature your opponents control, create a 4/4 green Phyrexian Beast creature
    token. Each of those Beasts fights a different one of those creatures." (Ezuri's
    Predation): the creatures matching ``filter`` are counted as it resolves, one ``token``
    is created for each (through token replacement effects, 111.1), then each token created
    fights a different one of those creatures (701.12), in turn."""

    KIND: ClassVar[str] = "tokens_fight_each"
    token: CreateToken
    filter: Filter


@dataclass(frozen=True, slots=True)
class CopyChosenType:
    """Kindred Charge: "Choose a creature type. For each creature you control of the chosen
    type, create a token that's a copy of that creature. Those tokens gain haste. Exile them
    at the beginning of the next end step." (CR 707.2 copies, 603.7 the delayed exile)."""

    KIND: ClassVar[str] = "copy_chosen_type"


@dataclass(frozen=True, slots=True)
class RevealUntilCreatures:
    """"Reveal cards from the top of your library until you reveal that many creature cards,
    put all creature cards revealed this way onto the battlefield, then shuffle the rest of
    the revealed cards into your library." (Synthetic Destiny; CR 701.16a reveal).
    ``count`` is "that many": the number exiled by the earlier instruction, fixed when the
    delayed trigger carrying this is created (``Amount(kind="exiled_this_way")``)."""

    KIND: ClassVar[str] = "reveal_until_creatures"
    count: Quantity


@dataclass(frozen=True, slots=True)
class ReturnDestroyedCard:
    """Necromantic Selection: "…, then return a creature card put into a graveyard this way to
    the battlefield under your control. It's a black Zombie in addition to its other colors
    and types." — one of the cards the earlier destroy put into graveyards (608.2c), chosen
    by the controller, enters under their control with those colours and subtypes added
    (layers 4 and 5, no end)."""

    KIND: ClassVar[str] = "return_destroyed_card"
    colors: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DamageExchange:
    """"~ deals damage equal to its power to target creature. That creature deals damage
    equal to its power to ~." (Karplusan Yeti, Vein Drinker): two instructions in order
    (608.2c), each creature's power read as its damage is dealt; not a fight (701.12), though
    alike. A creature no longer on the battlefield deals or takes no damage here."""

    KIND: ClassVar[str] = "damage_exchange"
    a: Ref
    b: Ref


@dataclass(frozen=True, slots=True)
class CastCard:
    """"Cast REF without paying its mana cost" (CR 608.2g, 118.9): the controller casts the
    card (from the zone it is in) as this finishes resolving; rebound's (702.88a)."""

    KIND: ClassVar[str] = "cast_card"
    what: Ref = "it"
    # "You may cast a spell with mana value 5 or less from your hand without paying its mana
    # cost." (Rishkar's Expertise): a card of the controller's hand matching ``filter``, or none
    filter: Filter | None = None


@dataclass(frozen=True, slots=True)
class RevealUntil:
    """"Reveal cards from the top of your library until you reveal a creature card that shares
    a creature type with it. Put that card into your hand and the rest on the bottom of your
    library in a random order." (CR 701.16a; Heirloom Blade): ``filter`` the card looked for,
    ``shares_type_with`` a reference whose creature types it must share (205.3m)."""

    KIND: ClassVar[str] = "reveal_until"
    filter: Filter = ANY
    shares_type_with: Ref = ""


@dataclass(frozen=True, slots=True)
class PayXDraw:
    """"you may pay {X}, where X is less than or equal to the amount of life you gained. If
    you do, draw X cards." (Well of Lost Dreams; CR 107.3, 119.9): the player chooses X from 0
    (not paying) up to ``limit`` and what they can pay, pays {X} (118.3), draws X."""

    KIND: ClassVar[str] = "pay_x_draw"
    limit: Quantity = 0


@dataclass(frozen=True, slots=True)
class DistributeCounters:
    """"you may move any number of +1/+1 counters from ~ onto other creatures" (Forgotten
    Ancient; CR 122.5): the controller picks, one counter at a time, the creature (matching
    ``filter``) each goes to, or stops; then they move at once, replacement effects on
    putting counters applying to each creature (122.5, 616.1e)."""

    KIND: ClassVar[str] = "distribute_counters"
    counter: str = "+1/+1"
    source: Ref = SELF
    filter: Filter = ANY


@dataclass(frozen=True, slots=True)
class RevealTops:
    """"each player reveals the top card of their library" (CR 701.16a; Naya Soulbeast): the
    total mana value revealed is noted on the source spell, for "where X is the total mana
    value of all cards revealed this way" as it enters (614.1c)."""

    KIND: ClassVar[str] = "reveal_tops"
    who: Ref = "each_player"


@dataclass(frozen=True, slots=True)
class GetEmblem:
    """"You get an emblem with "ABILITY"" (CR 114.1, 114.2): ``abilities`` work from the
    command zone for the player who gets it (emblems.py)."""

    KIND: ClassVar[str] = "emblem"
    abilities: tuple[Ability, ...]


@dataclass(frozen=True, slots=True)
class CommanderToHand:
    """"Put your commander into your hand from the command zone." (Command Beacon; CR 903.3d:
    a card in the command zone that is a commander; with two there, ``who`` chooses one)."""

    KIND: ClassVar[str] = "commander_to_hand"
    who: Ref = YOU


@dataclass(frozen=True, slots=True)
class OwnersTakeControl:
    """"Each player gains control of all creatures they own." (Homeward Path; layer 2, CR
    613.1b: each permanent matching ``filter`` comes under its owner's control, 611.2c: the
    set is fixed as it resolves)."""

    KIND: ClassVar[str] = "owners_take_control"
    filter: Filter = ANY


@dataclass(frozen=True, slots=True)
class Goad:
    """Goad REF, or each creature matching ``filter`` (CR 701.38): until the goading player's
    next turn it attacks each combat if able and attacks a player other than them if able."""

    KIND: ClassVar[str] = "goad"
    what: Ref = ""
    filter: Filter | None = None


@dataclass(frozen=True, slots=True)
class AttackRandomOpponent:
    """"Choose an opponent at random. ~ attacks that player this combat if able." (Raving Dead;
    CR 508.1d: a requirement until the end of this combat; the choice uses the game's seeded
    random generator)."""

    KIND: ClassVar[str] = "attack_random_opponent"
    what: Ref = SELF


@dataclass(frozen=True, slots=True)
class ChooseOpponent:
    """"Choose an opponent." (CR 800.4, Infernal Offering): the controller chooses one as it
    resolves (not a target); "that player" (``"chosen_opponent"``) names them afterwards."""

    KIND: ClassVar[str] = "choose_opponent"


@dataclass(frozen=True, slots=True)
class ReturnCardChosen:
    """"REF returns a FILTER card from their graveyard to the battlefield": chosen by that
    player as it resolves (CR 608.2d, not a target); nothing when they have none."""

    KIND: ClassVar[str] = "return_card_chosen"
    filter: Filter = ANY
    who: Ref = YOU
    to: str = "battlefield"  # or "hand" (Skullwinder: "… from their graveyard to their hand")
    # issue 29 (EV1): "return two land cards …" (``count``: that many, all if fewer), "… to
    # the battlefield tapped", "return a creature card at random from your graveyard …" (the
    # game's seeded random choice, not the player's); a ``who`` naming several players
    # ("Each player returns …") returns for each in APNAP order (101.4)
    count: int = 1
    tapped: bool = False
    at_random: bool = False


@dataclass(frozen=True, slots=True)
class LoseKeywords:
    """"Until end of turn, creatures your opponents control lose hexproof and shroud and can't
    have hexproof or shroud." (Arcane Lighthouse): layer 6 (613.1f) on the objects matching
    ``filter`` as it resolves (611.2c); with ``cant_have`` no effect can give them those
    keywords back for the duration (the removal applies after every other layer-6 effect)."""

    KIND: ClassVar[str] = "lose_keywords"
    keywords: tuple[str, ...]
    filter: Filter | None = None
    on: Ref = ""
    cant_have: bool = False
    duration: str = "end_of_turn"


@dataclass(frozen=True, slots=True)
class TemptingSearch:
    """Tempting offer (Tempt with Discovery): you search your library for a ``filter`` card and
    put it onto the battlefield; each opponent may do the same; for each opponent who searched,
    you search again; then each player who searched shuffles (CR 701.19; the opponents in
    APNAP order, 101.4)."""

    KIND: ClassVar[str] = "tempting_search"
    filter: Filter = ANY


@dataclass(frozen=True, slots=True)
class ChooseDirection:
    """"Choose left or right." (Mystic Barrier): the controller chooses; the choice is kept
    on the object (the last one counts) for its "last chosen direction"."""

    KIND: ClassVar[str] = "choose_direction"


@dataclass(frozen=True, slots=True)
class ManaRider:
    """What the mana added just before it does when it is spent (CR 106.6): ``rider``
    ``"opal_palace"``
    ("If you spend this mana to cast your commander, it enters with a number of additional
    +1/+1 counters on it equal to the number of times it's been cast from the command zone
    this game."), ``"path_of_ancestry"`` ("When that mana is spent to cast a creature spell
    that shares a creature type with your commander, scry 1."). See mana_riders.py."""

    KIND: ClassVar[str] = "mana_rider"
    rider: str  # not "kind": that key names the effect in data (loader.py)
