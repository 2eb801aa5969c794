"""One-shot effects of the ability model (CR 609, 701): each a frozen dataclass with a KIND.

See :mod:`cardtable.games.magic.model`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, TypeAlias

from cardtable.games.magic.model.base import (
    ANY,
    SELF,
    YOU,
    Condition,
    Cost,
    Filter,
    Quantity,
    Ref,
)
from cardtable.games.magic.model.choices import (  # issue 29, the choices helper
    ChooseColor,
    ChooseCreatureType,
    RevealAtRandom,
)
from cardtable.games.magic.model.classes import SetClassLevel  # CR 716
from cardtable.games.magic.model.combat import (
    BecomeRenowned,
    BlockTax,
    CopyBlockers,
    Monstrosity,
)
from cardtable.games.magic.model.combat_keywords import (  # CR 702.115, 509.1c (issue 29)
    BlockIfAble,
    CantBlockIt,
    IngestExile,
)
from cardtable.games.magic.model.composition import (  # issues 28/29
    ExileIfDies,
    GrantKeywordChoice,
)
from cardtable.games.magic.model.copy import BecomeCopy  # CR 707.9b
from cardtable.games.magic.model.counters_tokens import (
    CopyExcept,
    CreateToken,
    CreateTokenCopy,
    MoveCounters,
    Proliferate,
    PutCounters,
    RemoveCounters,
    TokenSpec,
)
from cardtable.games.magic.model.damage_rules import DamageRule
from cardtable.games.magic.model.delayed_returns import (  # issues 28/29, returns (610.3)
    ReturnCardToHand,
    ReturnToBattlefield,
)
from cardtable.games.magic.model.designations import (  # issue 29: CR 722, 309, 701.46
    BecomeMonarch,
    DrawRevealCastOne,
    ExileTopPlayable,
    PairWith,
    VentureIntoDungeon,
)
from cardtable.games.magic.model.drawn import DrawAdditional, DrawnPayOrTop
from cardtable.games.magic.model.effects_more import (  # issue 28, effect verbs
    Bolster,
    ExchangeControl,
    FlipCoin,
    GrantChosenProtection,
    LookPut,
    RevealUntilPut,
    ShuffleGraveyard,
    Support,
)
from cardtable.games.magic.model.exile_play import (
    ExileFromHand,
    HideawayExile,
    ImpulseExile,
    PlayExiledFree,
)
from cardtable.games.magic.model.exile_until import (
    ExileUntilLeaves,
    ReturnExiled,
    RevealChooseExile,
)
from cardtable.games.magic.model.families import (
    AttackRandomOpponent,
    CastCard,
    ChooseDirection,
    ChooseOpponent,
    CommanderToHand,
    CopyChosenType,
    DamageExchange,
    DistributeCounters,
    GetEmblem,
    Goad,
    LoseKeywords,
    ManaRider,
    MyriadCopies,
    NinjutsuEnter,
    OwnersTakeControl,
    PayXDraw,
    ReturnCardChosen,
    ReturnDestroyedCard,
    RevealTops,
    RevealUntil,
    RevealUntilCreatures,
    TemptingSearch,
    TokensFightEach,
)
from cardtable.games.magic.model.harm_verbs_9 import DestroyAttached
from cardtable.games.magic.model.keyword_mechanics import (  # CR 702 (issue 29)
    CascadeExile,
    CipherCast,
    ExiledCardToken,
    ForetellExile,
    MadnessCast,
    MiracleCast,
    RecoverExile,
    RippleReveal,
    ScavengeCounters,
    SuspendCast,
    SuspendExile,
    SuspendTick,
    UnearthReturn,
)
from cardtable.games.magic.model.library import (
    ExileGraveyard,
    LookAtTop,
    MoveRevealed,
    ReorderTop,
    RevealTop,
    Scry,
    SearchLibrary,
    SearchPerDestroyed,
    Shuffle,
    ShuffleIntoLibrary,
    Surveil,
)
from cardtable.games.magic.model.library_looks import (  # issues 28/29, looks at hidden zones
    LookAt,
    LookTopKinship,
    PutFromHandOnBottom,
    PutFromHandOntoBattlefield,
    PutLooked,
    RevealFromHand,
)
from cardtable.games.magic.model.mechanics import (  # CR 701.48, 702.110 (h4-mechanics)
    ChampionExile,
    ExploitSacrifice,
    Learn,
    Unattach,
)
from cardtable.games.magic.model.names_9 import ChooseCardName, SearchZonesForChosenName
from cardtable.games.magic.model.other_verbs_7 import Adapt, ChangeTarget, RemoveFromCombat
from cardtable.games.magic.model.other_verbs_8 import (  # h8-ev3: 104.2b, 119.5, 701.10c, 105.3
    ColorChange,
    DoublePT,
    ExchangeLifeTotals,
    RemoveChosenCounters,
    SetLifeTotal,
    UntapUpTo,
    WinGame,
)
from cardtable.games.magic.model.phasing import PhaseOut, PlayerShield
from cardtable.games.magic.model.player_restrictions import PlayerTurnRule, UntargetableTurn
from cardtable.games.magic.model.punisher import Punisher
from cardtable.games.magic.model.quantities_filters_8 import (
    ChooseTargets,
    DoubleCounters,
    ReturnAllFromGraveyards,
    ReturnLinkedExiled,
    TapAnyNumber,
)
from cardtable.games.magic.model.reanimate import ReanimateEnchanted, SacrificeReanimated
from cardtable.games.magic.model.reflexive import ReflexiveTrigger  # CR 603.12
from cardtable.games.magic.model.retarget import ChooseNewTargets
from cardtable.games.magic.model.search_zones import SearchLibraryOrGraveyard
from cardtable.games.magic.model.spending import MayPayAmount, SpendOnly
from cardtable.games.magic.model.staples import (
    ExileDiscarded,
    ExileTopFaceDownUntil,
    LookTopMayReveal,
    PayPerCounter,
    PutExiledIntoHand,
    PutFromHandOnTop,
)
from cardtable.games.magic.model.text_change import ChangeText  # CR 612
from cardtable.games.magic.model.transform import (  # CR 712.14a, 710
    ExileReturnTransformed,
    Flip,
    LookTopMayRevealIt,
)
from cardtable.games.magic.model.unless import UnlessOffer  # CR 118.12 (h5-unless)
from cardtable.games.magic.model.verbs import (  # issues 28/29, the effect-verb long tail
    Amass,
    BecomeChosen,
    Clash,
    Connive,
    Detain,
    ExtraTurn,
    Manifest,
    Populate,
    PreventNextFrom,
    PreventOf,
    PutCountersDivided,
    SkipNext,
    SwitchPT,
    TapOrUntap,
)
from cardtable.games.magic.model.zone_verbs import (
    ExileFromZone,
    ExileTopOfLibrary,
    PutAllOnLibraries,
    ShuffleZonesIntoLibrary,
    WishCard,
)
from cardtable.games.magic.model.zone_verbs_8 import (
    ExtraLandPlays,
    PlayerReturnsChosen,
    PutExiledIntoGraveyard,
    PutIntoLibraryAt,
    ReturnDiedThisTurn,
    RevealChooseExileAnd,
    RevealDiscardAll,
    RevealPiles,
    SearchZonesForName,
)

if TYPE_CHECKING:
    from cardtable.games.magic.model import Ability, Keyword, TriggeredAbility


@dataclass(frozen=True, slots=True)
class DealDamage:
    """"~ deals N damage to REF" (CR 120). ``source`` is the damage's source. With
    ``divided`` the amount is divided among the targets as announced (CR 601.2d)."""

    KIND: ClassVar[str] = "damage"
    amount: Quantity
    to: Ref
    source: Ref = SELF
    divided: bool = False
    evenly: bool = False  # "divided evenly, rounded down, among …" (as many as were chosen)
    # "to each creature without flying" (issue 28): every permanent matching the filter as
    # the effect happens, with ``to`` "each_filter" (608.2c)
    filter: Filter | None = None
    # "… and 3 damage to you": a second part of one sentence, printed without "~ deals" again
    continued: bool = False


@dataclass(frozen=True, slots=True)
class Destroy:
    """Destroy (CR 701.8). ``what`` a reference, or every permanent matching ``filter``."""

    KIND: ClassVar[str] = "destroy"
    what: Ref = ""
    filter: Filter | None = None
    cant_regenerate: bool = False
    says_that: bool = False  # "That creature can't be regenerated" rather than "It can't …"
    power_above: Ref = ""  # "with power greater than target creature's power" (as it resolves)
    # the rider's printed subject when it is not "It" / "They" / "That creature": "the creature",
    # "a creature destroyed this way", "creatures destroyed this way", "those creatures", "they"
    # (several targets); wording only (issue 29, oracle/restriction_families.py)
    regen_words: str = ""
    # wording only: "Destroy each artifact with mana value X or less." — "each" and a singular
    # noun rather than "all" and a plural; the same permanents (issue 29, quantity bounds)
    says_each: bool = False


@dataclass(frozen=True, slots=True)
class Exile:
    """Exile (CR 701.13) a reference, or every permanent matching ``filter``."""

    KIND: ClassVar[str] = "exile"
    what: Ref = ""
    filter: Filter | None = None
    # "graveyard": the cards matching ``filter`` in every graveyard ("Each player exiles all
    # creature cards from their graveyard", Living Death) rather than permanents
    zone: str = ""
    # wording only, with ``zone="graveyard"``: "your" ("exile all creature cards from your
    # graveyard") or "all" ("… from all graveyards"); issue 29, filters
    from_words: str = ""


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    """Return REF (or each matching permanent) to its owner's hand ("return a land you control
    to its owner's hand", chosen on resolution, is :class:`ReturnChosen`)."""

    KIND: ClassVar[str] = "bounce"
    what: Ref = ""
    filter: Filter | None = None
    # wording only (issue 29 round 9, EV1): ``OWNER_HAND_OLD`` for the older plural "to their
    # owner's hand" (model/zone_verbs_9.py)
    wording: str = ""


@dataclass(frozen=True, slots=True)
class ReturnChosen:
    """"Return a land you control to its owner's hand": ``who`` chooses one permanent they
    control matching ``filter`` as the effect happens (not a target, CR 608.2d) and it is
    returned to its owner's hand; nothing happens when there is none."""

    KIND: ClassVar[str] = "return_chosen"
    filter: Filter = ANY
    who: Ref = YOU


@dataclass(frozen=True, slots=True)
class Explore:
    """REF explores (CR 701.40a): its controller reveals the top card of their library; a
    land card goes to their hand; otherwise the permanent gets a +1/+1 counter and the player
    may put the revealed card into their graveyard."""

    KIND: ClassVar[str] = "explore"
    what: Ref = SELF


@dataclass(frozen=True, slots=True)
class PutOnLibrary:
    """Put REF on top (or ``bottom``) of its owner's library; with ``shuffle`` "shuffle REF
    into its owner's library" (CR 701.20a: put there, then that library is shuffled)."""

    KIND: ClassVar[str] = "to_library"
    what: Ref
    bottom: bool = False
    shuffle: bool = False


@dataclass(frozen=True, slots=True)
class ReturnFromGraveyard:
    """Return a card from a graveyard to ``to`` (``"hand"`` or ``"battlefield"``); with
    ``counters`` it enters with that many +1/+1 counters (undying-like)."""

    KIND: ClassVar[str] = "return"
    what: Ref
    to: str = "hand"
    under: Ref = "owner"
    tapped: bool = False
    counter: str = ""  # "with a +1/+1 counter on it" (undying, persist)
    says_from: bool = False  # "return ~ from your graveyard to your hand"
    says_chosen: bool = False  # "return the chosen cards" (targets announced by "Choose …")
    # "return ~ to your hand" from an ability that works in the graveyard (issue 29, round 7)
    says_your_hand: bool = False


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """"REF sacrifices N FILTER" (the player chooses; CR 701.17); ``greatest_power``: "a
    creature with the greatest power among creatures that player controls" (ties: the player
    chooses among them)."""

    KIND: ClassVar[str] = "sacrifice"
    who: Ref = YOU
    filter: Filter = ANY
    count: Quantity = 1
    what: Ref = ""  # "sacrifice ~": a fixed object instead of a choice
    greatest_power: bool = False
    other_than_self: bool = False  # Oracle's "a creature other than ~" for "another creature"
    every: bool = False  # "sacrifice all Dragons you control": every one, no choice
    # "sacrifice it unless you pay {1}" / "… unless you return an untapped Swamp you control to
    # its owner's hand" / "… unless {U} was spent to cast it" (the fixed object ``what`` only)
    unless_pay: str = ""
    unless_return: Filter | None = None
    unless_spent: str = ""


@dataclass(frozen=True, slots=True)
class DrawCards:
    KIND: ClassVar[str] = "draw"
    amount: Quantity = 1
    who: Ref = YOU
    up_to: bool = False  # "may draw up to two cards": the player chooses 0..amount (Arcane Denial)
    says_you: bool = False  # wording only: "You draw a card at …" rather than "Draw a card …"


@dataclass(frozen=True, slots=True)
class Discard:
    """REF discards N cards (their choice, or ``random``); ``all_cards`` for the whole hand."""

    KIND: ClassVar[str] = "discard"
    amount: Quantity = 1
    who: Ref = YOU
    random: bool = False
    all_cards: bool = False
    # "discard a land card" (h5-unless): only cards matching it may be discarded (701.8a)
    filter: Filter | None = None


@dataclass(frozen=True, slots=True)
class RevealChooseDiscard:
    """"REF reveals their hand. You choose a FILTER card from it. That player discards that
    card." (CR 701.16a reveal, 701.8a discard): the controller chooses one card matching
    ``filter`` from the revealed hand; nothing is discarded when none matches."""

    KIND: ClassVar[str] = "reveal_choose_discard"
    who: Ref
    filter: Filter = ANY


@dataclass(frozen=True, slots=True)
class Mill:
    KIND: ClassVar[str] = "mill"
    amount: Quantity = 1
    who: Ref = YOU


@dataclass(frozen=True, slots=True)
class GainLife:
    KIND: ClassVar[str] = "gain_life"
    amount: Quantity
    who: Ref = YOU


@dataclass(frozen=True, slots=True)
class LoseLife:
    KIND: ClassVar[str] = "lose_life"
    amount: Quantity
    who: Ref = YOU


@dataclass(frozen=True, slots=True)
class ModifyPT:
    """REF gets +P/+T (layer 7c) for ``duration`` (``"end_of_turn"``; ``"permanent"``), or each
    creature matching ``filter`` does (the set is locked in on resolution, CR 611.2c)."""

    KIND: ClassVar[str] = "pump"
    power: Quantity = 0
    toughness: Quantity = 0
    on: Ref = SELF
    filter: Filter | None = None
    duration: str = "end_of_turn"
    says_each: bool = False  # wording only: "each creature you control gets …" (issue 29)
    # wording only: "Until your next turn, target creature gets -3/-0" (the duration leads)
    duration_first: bool = False


@dataclass(frozen=True, slots=True)
class SetBasePT:
    """REF has base power and toughness P/T (layer 7b) for ``duration``."""

    KIND: ClassVar[str] = "set_pt"
    power: Quantity
    toughness: Quantity
    on: Ref = SELF
    duration: str = "end_of_turn"


@dataclass(frozen=True, slots=True)
class GrantAbilities:
    """REF gains keywords/abilities (layer 6) for ``duration`` — or each matching ``filter``;
    ``rules``: rule changes it gets for that time, e.g. ``"cant_block"`` ("target creature
    can't block this turn", a combat restriction of 509.1b; see combat_rules)."""

    KIND: ClassVar[str] = "grant"
    keywords: tuple[Keyword, ...] = ()
    abilities: tuple[Ability, ...] = ()
    on: Ref = SELF
    filter: Filter | None = None
    duration: str = "end_of_turn"
    rules: tuple[str, ...] = ()
    # "That creature doesn't untap …" rather than "It doesn't untap …" (the same object)
    says_that: bool = False
    says_each: bool = False  # wording only: "each other creature you control gains …"
    # wording only, after a pump of the same creatures: "until_first" ("Until end of turn,
    # creatures you control get +1/+1 and gain haste"), "gain_first" ("… gain trample and
    # get +X/+X until end of turn")
    wording: str = ""
    # wording only: "Until your next turn, target creature gains indestructible"
    duration_first: bool = False


@dataclass(frozen=True, slots=True)
class Becomes:
    """REF — or each permanent matching ``filter``, controlled by ``whose`` if given
    ("creatures target player controls") — "loses all abilities and becomes a green Snake with
    base power and toughness 1/1" for ``duration``: one effect applied in layers 4 (``subtypes``
    replace its creature types), 5 (``colors``), 6 (``lose_abilities``) and 7b (``power``/
    ``toughness``) (CR 611.2c, 613.1d–f, 613.4b)."""

    KIND: ClassVar[str] = "becomes"
    on: Ref = SELF
    filter: Filter | None = None
    whose: Ref = ""
    lose_abilities: bool = False
    colors: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: Quantity | None = None
    toughness: Quantity | None = None
    duration: str = "end_of_turn"
    # "~ becomes a 2/3 green and blue Crab artifact creature with hexproof until end of turn"
    # (Keyrunes, manlands): ``types`` its card types from now (layer 4) — added to its own
    # with ``still`` ("It's still a land.", 205.1b) —, ``keywords`` it gains (layer 6);
    # ``duration_first`` for Oracle's "Until end of turn, ~ becomes …" word order.
    types: tuple[str, ...] = ()
    still: bool = False
    keywords: tuple[Keyword, ...] = ()
    duration_first: bool = False


@dataclass(frozen=True, slots=True)
class GainControl:
    """Gain control of REF (layer 2) for ``duration``; ``untap`` and ``haste`` for the
    threaten shape ("untap it, it gains haste")."""

    KIND: ClassVar[str] = "gain_control"
    what: Ref
    duration: str = "permanent"
    untap: bool = False
    haste: bool = False
    new_controller: Ref = YOU


@dataclass(frozen=True, slots=True)
class CounterObject:
    """Counter target spell or ability (CR 701.5); ``unless_pay`` a mana cost its controller
    may pay to avoid it."""

    KIND: ClassVar[str] = "counter"
    what: Ref
    unless_pay: str = ""
    # "If that spell is countered this way, exile it instead of putting it into its owner's
    # graveyard." (CR 614.1a; h7-sta): the countered card goes to exile
    exile_instead: bool = False
    # EV2 (issue 29): the generic mana of ``unless_pay`` scaled as it resolves: "pays {1} for
    # each card in your graveyard" (``unless_pay`` times the amount) or "pays {X}, where X is
    # …" (X the amount), CR 107.3, 118.12
    unless_times: Quantity | None = None


@dataclass(frozen=True, slots=True)
class Tap:
    """Tap REF, or each permanent matching ``filter`` (controlled by ``whose`` if given: "tap
    all creatures target player controls")."""

    KIND: ClassVar[str] = "tap"
    what: Ref = ""
    filter: Filter | None = None
    whose: Ref = ""


@dataclass(frozen=True, slots=True)
class Untap:
    KIND: ClassVar[str] = "untap"
    what: Ref = ""
    filter: Filter | None = None


@dataclass(frozen=True, slots=True)
class AddMana:
    """Add mana (CR 106). ``mana`` is symbols (``"{G}"``, ``"{C}{C}"``); ``choices`` offers
    alternatives ("{R} or {G}": ``("{R}", "{G}")``; ``("any",)`` any one colour);
    ``amount`` repeats the choice (mana of one colour chosen once)."""

    KIND: ClassVar[str] = "add_mana"
    mana: str = ""
    choices: tuple[str, ...] = ()
    amount: Quantity = 1


@dataclass(frozen=True, slots=True)
class Fight:
    """REF ``a`` fights REF ``b`` (CR 701.12)."""

    KIND: ClassVar[str] = "fight"
    a: Ref
    b: Ref


@dataclass(frozen=True, slots=True)
class CopySpell:
    """Copy target spell (CR 707.10); the copy keeps modes and targets, ``new_targets`` lets
    its controller choose new ones."""

    KIND: ClassVar[str] = "copy_spell"
    what: Ref
    new_targets: bool = True
    # who makes (controls) the copy when not the controller: demonstrate's "choose an opponent
    # to also copy it" (CR 702.144a; ``"chosen_opponent"``; h9b-KW)
    copier: Ref = ""


@dataclass(frozen=True, slots=True)
class Attach:
    """Attach ``what`` (default: this Aura/Equipment) to ``to`` (CR 701.3)."""

    KIND: ClassVar[str] = "attach"
    to: Ref
    what: Ref = SELF


@dataclass(frozen=True, slots=True)
class PreventDamage:
    """Prevent the next N damage (``amount``; ``all_damage`` for all) that would be dealt to
    REF this turn (CR 615) — or, with ``by``, all (combat) damage that would be dealt this turn
    by sources matching ``by`` ("by non-Spider creatures", 615.1a)."""

    KIND: ClassVar[str] = "prevent"
    to: Ref = ""
    amount: Quantity = 0
    all_damage: bool = False
    combat_only: bool = False
    by: Filter | None = None


@dataclass(frozen=True, slots=True)
class MayDo:
    """"You may …" (CR 608.2d): ``who`` decides on resolution; the effects happen only on yes.
    A following ``Conditional(kind="paid")`` reads the answer ("if you do")."""

    KIND: ClassVar[str] = "may"
    effects: tuple[Effect, ...]
    who: Ref = YOU
    cost: Cost | None = None
    # wording only (h7-ev3): how the printed text joins ``effects`` ("you may untap it and
    # remove it from combat"; see Conditional.joins)
    joins: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Conditional:
    """"If COND, EFFECTS[; otherwise ELSE]"."""

    KIND: ClassVar[str] = "if"
    condition: Condition
    effects: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()
    # wording only: how the printed text joins ``effects`` ("If you do, A and B"; see
    # SpellAbility.joins)
    joins: tuple[str, ...] = ()
    # wording only (EV2, issue 29), a damage amount replaced "instead" (CR 608.2c): "if_it" —
    # "If COND, it deals N damage instead"; "if_self" — "If COND, ~ deals …"; "instead_if_self"
    # — "~ deals N damage instead if COND"; "instead_if_it" — "It deals N damage instead if …"
    says: str = ""
    # wording only (issue 29, h7-ev3): ``"if_instead"`` for "USUAL. If COND, EFFECTS instead."
    # (CR 608.2c: the later sentence changes the earlier one; ``otherwise`` is USUAL)
    wording: str = ""


@dataclass(frozen=True, slots=True)
class ForEachPlayer:
    """"Each PLAYER-SET …": run ``effects`` once per player of ``players`` (``"each_player"``,
    ``"each_opponent"``) in APNAP order, with ``"you"`` meaning… still the controller and
    ``"that_player"`` the player the round is for."""

    KIND: ClassVar[str] = "each_player"
    effects: tuple[Effect, ...]
    players: Ref = "each_player"


@dataclass(frozen=True, slots=True)
class LoseGame:
    KIND: ClassVar[str] = "lose_game"
    who: Ref = YOU


@dataclass(frozen=True, slots=True)
class Regenerate:
    """Regenerate REF (CR 701.15): the next time it would be destroyed this turn, instead tap
    it, remove all damage from it and remove it from combat."""

    KIND: ClassVar[str] = "regenerate"
    what: Ref = SELF
    # "Regenerate each creature you control" / "Regenerate all Werewolf creatures you control":
    # every permanent matching ``filter`` (``every``: the printed "each" or "all"; issue 29)
    filter: Filter | None = None
    every: str = ""


@dataclass(frozen=True, slots=True)
class Transform:
    """Transform REF (CR 701.28a): a transforming double-faced permanent turns over, and has
    only the characteristics of its other face (712.8d-e); anything else does nothing
    (701.28c)."""

    KIND: ClassVar[str] = "transform"
    what: Ref = SELF


@dataclass(frozen=True, slots=True)
class AddTypes:
    """"REF becomes an artifact creature until end of turn" (layer 4, CR 613.1d): it gains
    ``types``, keeping its other types (crew, 702.122a)."""

    KIND: ClassVar[str] = "add_types"
    types: tuple[str, ...]
    on: Ref = SELF
    duration: str = "end_of_turn"
    subtypes: tuple[str, ...] = ()  # "It becomes a Vampire in addition to its other types."


@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """"EFFECTS at the beginning of the next turn's upkeep / the next end step" (CR 603.7): a
    delayed triggered ability created as this resolves; ``when`` is ``"next_upkeep"``,
    ``"next_end_step"`` or ``"end_of_combat"`` (511.2); ``it`` the reference "it" means in
    ``effects``, fixed now (603.7c)."""

    KIND: ClassVar[str] = "delayed"
    effects: tuple[Effect, ...]
    when: str = "next_upkeep"
    it: Ref = ""
    lead: bool = False  # Oracle writes "At the beginning of the next end step, EFFECT"


@dataclass(frozen=True, slots=True)
class TurnTrigger:
    """A delayed triggered ability that lasts for the rest of the turn (CR 603.7a; h8-trg):
    "Whenever a creature enters this turn, you may draw a card." (Beck), "When you cast your
    next instant or sorcery spell this turn, copy that spell." (Doublecast). ``ability``
    triggers whenever its event happens until the turn ends (it ends as "until end of turn"
    effects do, 514.2); ``once``: "your next … this turn" — only the first time (603.7c). Its
    controller is the player who created it (603.7d), "you" in its text. The handler is
    ``effects/turn_triggers.py``, the words ``text/turn_triggers.py``."""

    KIND: ClassVar[str] = "turn_trigger"
    ability: TriggeredAbility
    once: bool = False


Effect: TypeAlias = (
    DealDamage | Destroy | Exile | ReturnToHand | PutOnLibrary | ReturnFromGraveyard |
    Sacrifice | DrawCards | Discard | Mill | GainLife | LoseLife | CreateToken |
    CreateTokenCopy | PutCounters | RemoveCounters | Proliferate | ModifyPT | SetBasePT |
    GrantAbilities | Becomes | GainControl | CounterObject | Tap | Untap | AddMana | Fight |
    Scry | Surveil | SearchLibrary | Shuffle | CopySpell | Attach | PreventDamage | MayDo |
    Conditional | ForEachPlayer | LoseGame | Regenerate | Transform | BecomeRenowned |
    MoveCounters | AddTypes | DelayedTrigger | RevealChooseDiscard | ReturnChosen | Explore |
    ExileGraveyard | RevealTop | MoveRevealed | LookAtTop | SearchPerDestroyed |
    ShuffleIntoLibrary | GetEmblem | Monstrosity | CopyBlockers | BlockTax | MyriadCopies |
    NinjutsuEnter | TokensFightEach | CopyChosenType | RevealUntilCreatures |
    ReturnDestroyedCard | DamageExchange | ReorderTop | CommanderToHand | OwnersTakeControl |
    Goad | AttackRandomOpponent | ChooseOpponent | ReturnCardChosen | LoseKeywords |
    TemptingSearch | ChooseDirection | ManaRider | CastCard | RevealUntil | PayXDraw |
    DistributeCounters | RevealTops
    | ChangeText | BecomeCopy
    | ImpulseExile | ExileFromHand | HideawayExile | PlayExiledFree
    | PhaseOut | PlayerShield
    | PutFromHandOnTop | PayPerCounter | LookTopMayReveal
    | ExileDiscarded | ExileTopFaceDownUntil | PutExiledIntoHand
    | SpendOnly | MayPayAmount | Punisher | ChooseNewTargets | SearchLibraryOrGraveyard
    | DrawAdditional | DrawnPayOrTop | ReanimateEnchanted | SacrificeReanimated
    | ExileReturnTransformed | Flip | SetClassLevel | LookTopMayRevealIt
    | MadnessCast | UnearthReturn | CascadeExile | ScavengeCounters | ExiledCardToken
    | SuspendExile | SuspendTick | SuspendCast | ForetellExile | MiracleCast | RippleReveal
    | RecoverExile | CipherCast
    | LookPut | RevealUntilPut | Bolster | FlipCoin | ExchangeControl | ShuffleGraveyard
    | GrantChosenProtection | Support
    | ExileUntilLeaves | ReturnExiled | RevealChooseExile
    | ReflexiveTrigger
    | IngestExile | BlockIfAble | CantBlockIt
    | Populate | Clash | Connive | Amass | Detain | SwitchPT | TapOrUntap | ExtraTurn
    | BecomeChosen | SkipNext | PutCountersDivided | PreventOf
    | PreventNextFrom | Manifest
    | LookAt | PutLooked | LookTopKinship | PutFromHandOnBottom | PutFromHandOntoBattlefield
    | RevealFromHand
    | RevealAtRandom | ChooseCreatureType
    | ChooseColor  # issue 29 round 2: "Choose a color." (CR 608.2d)
    | DamageRule  # h4-prevent: prevention and damage replacement (damage_rules.py)
    | Learn | ExploitSacrifice | ChampionExile | Unattach
    | ReturnToBattlefield | ReturnCardToHand
    | GrantKeywordChoice | ExileIfDies
    | BecomeMonarch  # issue 29: designations (model/designations.py)
    | VentureIntoDungeon | DrawRevealCastOne | ExileTopPlayable | PairWith
    | UnlessOffer  # h5-unless: "EFFECT unless PLAYER pays / ACTION" (CR 118.12)
    | PlayerTurnRule | UntargetableTurn  # h6-B: "… can't … this turn" (CR 119.7, 101.2, 115.4)
    | ExileFromZone | ShuffleZonesIntoLibrary  # issue 29 (EV1): zone verbs (model/zone_verbs.py)
    | ExileTopOfLibrary | WishCard | PutAllOnLibraries
    | Adapt | RemoveFromCombat | ChangeTarget  # h7-ev3: 701.46, 506.4, 115.7a
    | ExtraLandPlays | PutIntoLibraryAt  # round 8 (EV1): 305.2, 401.7 (model/zone_verbs_8.py)
    | SearchZonesForName | PutExiledIntoGraveyard  # round 8 (EV1): 701.19, 406.3
    | RevealPiles | ReturnDiedThisTurn  # round 8 (EV1): 700.3, 700.4
    | WinGame | SetLifeTotal | ExchangeLifeTotals | ColorChange | RemoveChosenCounters
    | UntapUpTo | DoublePT  # h8-ev3
    | TurnTrigger  # h8-trg: a delayed trigger for the rest of the turn (603.7a)
    | DoubleCounters | ReturnAllFromGraveyards | ReturnLinkedExiled  # h8-qf: 701.9e, 608.2c
    | ChooseTargets  # h8-qf: 601.2c
    | RevealDiscardAll | RevealChooseExileAnd  # round 8 (EV1): 701.16a, 701.8a
    | PlayerReturnsChosen  # round 8 (EV1): 608.2d, 101.4
    | ChooseTargets | TapAnyNumber  # h8-qf: 601.2c, 608.2d
    | DestroyAttached  # h9-ev2: 701.7a, 301.5, 303.4 (model/harm_verbs_9.py)
    | ChooseCardName | SearchZonesForChosenName  # QF ninth wave: 201.3, 608.2d, 701.19
)

EFFECT_TYPES: tuple[type, ...] = (
    DealDamage, Destroy, Exile, ReturnToHand, PutOnLibrary, ReturnFromGraveyard, Sacrifice,
    DrawCards, Discard, Mill, GainLife, LoseLife, CreateToken, CreateTokenCopy, PutCounters,
    RemoveCounters, Proliferate, ModifyPT, SetBasePT, GrantAbilities, Becomes, GainControl,
    CounterObject, Tap, Untap, AddMana, Fight, Scry, Surveil, SearchLibrary, Shuffle, CopySpell,
    Attach, PreventDamage, MayDo, Conditional, ForEachPlayer, LoseGame, Regenerate, Transform,
    BecomeRenowned, MoveCounters, AddTypes, DelayedTrigger, RevealChooseDiscard, ReturnChosen,
    Explore, ExileGraveyard, RevealTop, MoveRevealed, LookAtTop, SearchPerDestroyed,
    ShuffleIntoLibrary, GetEmblem, Monstrosity, CopyBlockers, BlockTax, MyriadCopies,
    NinjutsuEnter, TokensFightEach, CopyChosenType, RevealUntilCreatures, ReturnDestroyedCard,
    DamageExchange, ReorderTop, CommanderToHand, OwnersTakeControl, Goad, AttackRandomOpponent,
    ChooseOpponent, ReturnCardChosen, LoseKeywords, TemptingSearch, ChooseDirection, ManaRider,
    CastCard, RevealUntil, PayXDraw,
    DistributeCounters, RevealTops,
    ChangeText, BecomeCopy,
    ImpulseExile, ExileFromHand, HideawayExile, PlayExiledFree,
    PhaseOut, PlayerShield,
    PutFromHandOnTop, PayPerCounter, LookTopMayReveal,
    ExileDiscarded, ExileTopFaceDownUntil, PutExiledIntoHand,
    SpendOnly, MayPayAmount, Punisher, ChooseNewTargets, SearchLibraryOrGraveyard,
    DrawAdditional, DrawnPayOrTop, ReanimateEnchanted, SacrificeReanimated,
    ExileReturnTransformed, Flip, SetClassLevel, LookTopMayRevealIt,
    MadnessCast, UnearthReturn, CascadeExile, ScavengeCounters, ExiledCardToken,
    SuspendExile, SuspendTick, SuspendCast, ForetellExile, MiracleCast, RippleReveal,
    RecoverExile, CipherCast,
    LookPut, RevealUntilPut, Bolster, FlipCoin, ExchangeControl, ShuffleGraveyard,
    GrantChosenProtection, Support,
    ExileUntilLeaves, ReturnExiled, RevealChooseExile,
    ReflexiveTrigger,
    IngestExile, BlockIfAble, CantBlockIt,
    Populate, Clash, Connive, Amass, Detain, SwitchPT, TapOrUntap, ExtraTurn, BecomeChosen,
    SkipNext, PutCountersDivided, PreventOf, PreventNextFrom,
    Manifest,
    LookAt, PutLooked, LookTopKinship, PutFromHandOnBottom, PutFromHandOntoBattlefield,
    RevealFromHand, RevealAtRandom, ChooseCreatureType,
    ChooseColor,
    DamageRule,
    Learn, ExploitSacrifice, ChampionExile, Unattach,
    ReturnToBattlefield,
    ReturnCardToHand,
    GrantKeywordChoice, ExileIfDies,
    BecomeMonarch, VentureIntoDungeon, DrawRevealCastOne, ExileTopPlayable, PairWith,
    UnlessOffer,
    PlayerTurnRule, UntargetableTurn,
    ExileFromZone, ShuffleZonesIntoLibrary, ExileTopOfLibrary, WishCard, PutAllOnLibraries,
    Adapt, RemoveFromCombat, ChangeTarget,
    ExtraLandPlays, PutIntoLibraryAt, SearchZonesForName, PutExiledIntoGraveyard,
    RevealPiles, ReturnDiedThisTurn,
    WinGame, SetLifeTotal, ExchangeLifeTotals, ColorChange, RemoveChosenCounters, UntapUpTo,
    DoublePT,
    TurnTrigger,  # h8-trg
    DoubleCounters, ReturnAllFromGraveyards, ReturnLinkedExiled, ChooseTargets,
    RevealPiles, ReturnDiedThisTurn, RevealDiscardAll, RevealChooseExileAnd,
    PlayerReturnsChosen,
    TapAnyNumber,
    DestroyAttached,  # h9-ev2
    ChooseCardName, SearchZonesForChosenName,  # QF ninth wave (names_9.py)
)

# the effects defined in effects_library.py, effects_families.py, effects_counters_tokens.py and
# effects_combat.py, re-exported
__all__ = [
    "AttackRandomOpponent",
    "BecomeRenowned",
    "BlockTax",
    "CastCard",
    "ChooseDirection",
    "ChooseOpponent",
    "CommanderToHand",
    "CopyBlockers",
    "CopyChosenType",
    "CopyExcept",
    "CreateToken",
    "CreateTokenCopy",
    "DamageExchange",
    "DistributeCounters",
    "ExileGraveyard",
    "GetEmblem",
    "Goad",
    "LookAtTop",
    "LoseKeywords",
    "ManaRider",
    "Monstrosity",
    "MoveCounters",
    "MoveRevealed",
    "MyriadCopies",
    "NinjutsuEnter",
    "OwnersTakeControl",
    "PayXDraw",
    "Proliferate",
    "PutCounters",
    "RemoveCounters",
    "ReorderTop",
    "ReturnCardChosen",
    "ReturnDestroyedCard",
    "RevealTop",
    "RevealTops",
    "RevealUntil",
    "RevealUntilCreatures",
    "Scry",
    "SearchLibrary",
    "SearchPerDestroyed",
    "Shuffle",
    "ShuffleIntoLibrary",
    "Surveil",
    "TemptingSearch",
    "TokenSpec",
    "TokensFightEach",
]
