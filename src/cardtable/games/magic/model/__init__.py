"""The ability model: what Magic cards are made of, as plain frozen data the engine executes.

A card is a :class:`CardDef` — its printed characteristics plus a tuple of abilities. Every
ability, cost, effect, target and condition is a frozen dataclass of plain values (strings,
numbers, tuples, other model values), so a card definition can be written in TOML
(:mod:`cardtable.games.magic.model.loader`), pinned in a game record, compared, hashed and
rendered back to Oracle text. No card has Python code of its own.

**References** (:data:`Ref`) are short strings naming an object or player relative to the
ability (CR 109.5 "you", 115 targets, 603.10 "it"):

* ``"self"`` — the object the ability belongs to ("~"); ``"you"`` — its controller;
* ``"target:N"`` — the object or player chosen for the N-th target spec of the ability (or of
  the chosen mode: each mode numbers its own targets from 0); ``"target:N:K"`` — the K-th of
  several chosen for that spec;
* ``"it"`` — the object a trigger refers to ("whenever a creature dies, … it"), with
  last-known information (CR 603.10a);
* ``"enchanted"`` / ``"equipped"`` — the permanent this Aura/Equipment is attached to;
* ``"each_player"``, ``"each_opponent"``, ``"defending_player"``, ``"triggering_player"``,
  ``"active_player"``;
* ``"controller:REF"`` / ``"owner:REF"`` — the controller or owner of another reference.

**Quantities** are an ``int`` or an :class:`Amount` ("X", "the number of …", "its power").

Effects, costs and abilities carry a ``kind`` string in data (``kind = "damage"``); in Python
it is the class's ``KIND``. The kinds are listed in :data:`EFFECT_TYPES` and
:data:`ABILITY_TYPES`; the loader refuses anything else with one clear line.

CR sections: 113 (abilities), 115 (targets), 118 (costs), 602/603/604/605 (activated,
triggered, static, mana abilities), 611–616 (continuous and replacement effects, layers),
700.2 (modal), 702 (keywords), 107.3 (X), 111 (tokens).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, TypeAlias

from cardtable.games.magic.model.base import (
    ANY,
    FREE,
    OPTIONAL_COST_PARTS,
    SELF,
    YOU,
    Aims,
    Amount,
    Condition,
    Cost,
    Filter,
    Quantity,
    Ref,
    TargetSpec,
)
from cardtable.games.magic.model.choices import ChooseColor, ChooseCreatureType, RevealAtRandom
from cardtable.games.magic.model.classes import SetClassLevel
from cardtable.games.magic.model.composition import (
    ExileIfDies,
    GrantKeywordChoice,
)
from cardtable.games.magic.model.copy import BecomeCopy
from cardtable.games.magic.model.damage_rules import ANY_SIDE, DamageRule, DamageSide
from cardtable.games.magic.model.delayed_returns import ReturnCardToHand, ReturnToBattlefield
from cardtable.games.magic.model.designations import BecomeMonarch, VentureIntoDungeon
from cardtable.games.magic.model.drawn import DrawAdditional, DrawnPayOrTop
from cardtable.games.magic.model.effects import (
    EFFECT_TYPES,
    AddMana,
    AddTypes,
    Attach,
    AttackRandomOpponent,
    BecomeRenowned,
    Becomes,
    BlockTax,
    CastCard,
    ChooseDirection,
    ChooseOpponent,
    CommanderToHand,
    Conditional,
    CopyBlockers,
    CopyExcept,
    CopySpell,
    CounterObject,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    DelayedTrigger,
    Destroy,
    Discard,
    DistributeCounters,
    DrawCards,
    Effect,
    Exile,
    ExileGraveyard,
    Explore,
    Fight,
    ForEachPlayer,
    GainControl,
    GainLife,
    GetEmblem,
    Goad,
    GrantAbilities,
    LookAtTop,
    LoseGame,
    LoseKeywords,
    LoseLife,
    ManaRider,
    MayDo,
    Mill,
    ModifyPT,
    Monstrosity,
    MoveCounters,
    MoveRevealed,
    OwnersTakeControl,
    PayXDraw,
    PreventDamage,
    Proliferate,
    PutCounters,
    PutOnLibrary,
    Regenerate,
    RemoveCounters,
    ReorderTop,
    ReturnCardChosen,
    ReturnChosen,
    ReturnFromGraveyard,
    ReturnToHand,
    RevealChooseDiscard,
    RevealTop,
    RevealTops,
    RevealUntil,
    Sacrifice,
    Scry,
    SearchLibrary,
    SearchPerDestroyed,
    SetBasePT,
    Shuffle,
    ShuffleIntoLibrary,
    Surveil,
    Tap,
    TemptingSearch,
    TokenSpec,
    Transform,
    TurnTrigger,
    Untap,
)
from cardtable.games.magic.model.effects_more import (
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
from cardtable.games.magic.model.harm_verbs_9 import DestroyAttached
from cardtable.games.magic.model.library_looks import (
    LookAt,
    LookTopKinship,
    PutFromHandOnBottom,
    PutFromHandOntoBattlefield,
    PutLooked,
    RevealFromHand,
)
from cardtable.games.magic.model.mechanics import Learn
from cardtable.games.magic.model.names_9 import ChooseCardName, SearchZonesForChosenName
from cardtable.games.magic.model.other_verbs_7 import Adapt, ChangeTarget, RemoveFromCombat
from cardtable.games.magic.model.other_verbs_8 import (
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
from cardtable.games.magic.model.reflexive import ReflexiveTrigger
from cardtable.games.magic.model.retarget import ChooseNewTargets
from cardtable.games.magic.model.search_zones import SearchLibraryOrGraveyard
from cardtable.games.magic.model.spending import MayPayAmount, SpendOnly
from cardtable.games.magic.model.staples import (
    ExileDiscarded,
    ExileTopFaceDownUntil,
    LookTopMayReveal,
    PayPerCounter,
    PutFromHandOnTop,
)
from cardtable.games.magic.model.text_change import ChangeText
from cardtable.games.magic.model.transform import (
    ExileReturnTransformed,
    Flip,
    LookTopMayRevealIt,
)
from cardtable.games.magic.model.unless import UnlessOffer
from cardtable.games.magic.model.verbs import (
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

__all__ = [
    "ABILITY_TYPES",
    "ANY",
    "ANY_SIDE",
    "EFFECT_TYPES",
    "FREE",
    "OPTIONAL_COST_PARTS",
    "SELF",
    "YOU",
    "Ability",
    "ActivatedAbility",
    "Adapt",
    "AddMana",
    "AddTypes",
    "Aims",
    "Amass",
    "Amount",
    "Attach",
    "AttackRandomOpponent",
    "BecomeChosen",
    "BecomeCopy",
    "BecomeMonarch",
    "BecomeRenowned",
    "Becomes",
    "BlockTax",
    "Bolster",
    "CardDef",
    "CastCard",
    "ChangeTarget",
    "ChangeText",
    "ChooseCardName",  # QF ninth wave (names_9.py)
    "ChooseColor",
    "ChooseCreatureType",
    "ChooseDirection",
    "ChooseNewTargets",
    "ChooseOpponent",
    "ChooseTargets",
    "Clash",
    "ColorChange",
    "CommanderToHand",
    "Condition",
    "Conditional",
    "Connive",
    "ContinuousEffect",
    "CopyBlockers",
    "CopyExcept",
    "CopySpell",
    "Cost",
    "CountUpgrade",
    "CounterObject",
    "CreateToken",
    "CreateTokenCopy",
    "DamageRule",
    "DamageSide",
    "DealDamage",
    "DelayedTrigger",
    "Destroy",
    "DestroyAttached",
    "Detain",
    "Discard",
    "DistributeCounters",
    "DoubleCounters",
    "DoublePT",
    "DrawAdditional",
    "DrawCards",
    "DrawnPayOrTop",
    "Effect",
    "ExchangeControl",
    "ExchangeLifeTotals",
    "Exile",
    "ExileDiscarded",
    "ExileFromHand",
    "ExileFromZone",
    "ExileGraveyard",
    "ExileIfDies",
    "ExileReturnTransformed",
    "ExileTopFaceDownUntil",
    "ExileTopOfLibrary",
    "ExileUntilLeaves",
    "Explore",
    "ExtraLandPlays",
    "ExtraTurn",
    "Fight",
    "Filter",
    "Flip",
    "FlipCoin",
    "ForEachPlayer",
    "GainControl",
    "GainLife",
    "GetEmblem",
    "Goad",
    "GrantAbilities",
    "GrantChosenProtection",
    "GrantKeywordChoice",
    "HideawayExile",
    "ImpulseExile",
    "Keyword",
    "Learn",
    "LookAt",
    "LookAtTop",
    "LookPut",
    "LookTopKinship",
    "LookTopMayReveal",
    "LookTopMayRevealIt",
    "LoseGame",
    "LoseKeywords",
    "LoseLife",
    "ManaRider",
    "Manifest",
    "MayDo",
    "MayPayAmount",
    "Mill",
    "Mode",
    "ModeChoice",
    "ModifyPT",
    "Monstrosity",
    "MoveCounters",
    "MoveRevealed",
    "OwnersTakeControl",
    "PayPerCounter",
    "PayXDraw",
    "PhaseOut",
    "PlayExiledFree",
    "PlayerReturnsChosen",
    "PlayerShield",
    "PlayerTurnRule",
    "Populate",
    "PreventDamage",
    "PreventNextFrom",
    "PreventOf",
    "Proliferate",
    "Punisher",
    "PutAllOnLibraries",
    "PutCounters",
    "PutCountersDivided",
    "PutExiledIntoGraveyard",
    "PutFromHandOnBottom",
    "PutFromHandOnTop",
    "PutFromHandOntoBattlefield",
    "PutIntoLibraryAt",
    "PutLooked",
    "PutOnLibrary",
    "Quantity",
    "ReanimateEnchanted",
    "Ref",
    "ReflexiveTrigger",
    "Regenerate",
    "RemoveChosenCounters",
    "RemoveCounters",
    "RemoveFromCombat",
    "ReorderTop",
    "ReplacementAbility",
    "ReturnAllFromGraveyards",
    "ReturnCardChosen",
    "ReturnCardToHand",
    "ReturnChosen",
    "ReturnDiedThisTurn",
    "ReturnExiled",
    "ReturnFromGraveyard",
    "ReturnLinkedExiled",
    "ReturnToBattlefield",
    "ReturnToHand",
    "RevealAtRandom",
    "RevealChooseDiscard",
    "RevealChooseExile",
    "RevealChooseExileAnd",
    "RevealDiscardAll",
    "RevealFromHand",
    "RevealPiles",
    "RevealTop",
    "RevealTops",
    "RevealUntil",
    "RevealUntilPut",
    "Sacrifice",
    "SacrificeReanimated",
    "Scry",
    "SearchLibrary",
    "SearchLibraryOrGraveyard",
    "SearchPerDestroyed",
    "SearchZonesForChosenName",
    "SearchZonesForName",
    "SetBasePT",
    "SetClassLevel",
    "SetLifeTotal",
    "Shuffle",
    "ShuffleGraveyard",
    "ShuffleIntoLibrary",
    "ShuffleZonesIntoLibrary",
    "SkipNext",
    "SpellAbility",
    "SpendOnly",
    "StaticAbility",
    "Support",
    "Surveil",
    "SwitchPT",
    "Tap",
    "TapAnyNumber",
    "TapOrUntap",
    "TargetSpec",
    "TemptingSearch",
    "TokenSpec",
    "Transform",
    "Trigger",
    "TriggeredAbility",
    "TurnTrigger",
    "UnlessOffer",
    "Untap",
    "UntapUpTo",
    "UntargetableTurn",
    "VentureIntoDungeon",
    "WinGame",
    "WishCard",
]

# ----------------------------------------------------------------------------------------------
# Modes (CR 700.2, modes.md MOD-1..10)
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Mode:
    """One bullet of a modal spell or ability: its own targets (numbered from 0) and effects;
    ``cost`` is a Spree mode's "+ cost" (700.2h); ``pawprints`` its {P} count (700.2i)."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    cost: Cost | None = None
    pawprints: int = 0
    text: str = ""
    x_min: int = 0  # "X can't be 0." (CR 107.3: the X chosen with this mode is at least 1)
    joins: tuple[str, ...] = ()  # how the printed text joins its effects (see SpellAbility)


@dataclass(frozen=True, slots=True)
class CountUpgrade:
    """"Choose one. If COND, choose both/any number instead" (MOD-1): the count that holds
    when ``condition`` is true as the modes are chosen; ``optional`` for "If COND, you may
    choose both" (the printed minimum stays)."""

    condition: Condition
    min_count: int = 0
    max_count: int | None = None  # None: all the modes
    optional: bool = False


@dataclass(frozen=True, slots=True)
class ModeChoice:
    """"Choose …" (MOD-1): between ``min_count`` and ``max_count`` (``None``: all) modes;
    ``repeat`` for "You may choose the same mode more than once"; ``chooser`` ``"you"`` or
    ``"opponent"`` (MOD-6); ``escalate`` / ``entwine`` costs (702.120, 702.42); ``spree``
    (each mode's own cost, 700.2h); ``pawprint_limit`` (700.2i); ``unchosen_this_turn``
    ("choose one that hasn't been chosen this turn"); ``upgrade`` a count that a condition
    raises as the modes are chosen (:class:`CountUpgrade`)."""

    modes: tuple[Mode, ...]
    min_count: int = 1
    max_count: int | None = 1
    repeat: bool = False
    chooser: str = YOU
    escalate: Cost | None = None
    entwine: Cost | None = None
    spree: bool = False
    pawprint_limit: int = 0
    unchosen_this_turn: bool = False
    upgrade: CountUpgrade | None = None

    @property
    def maximum(self) -> int:
        return len(self.modes) if self.max_count is None else self.max_count


# ----------------------------------------------------------------------------------------------
# Abilities (CR 113) — keyword, spell, activated, triggered, static, replacement
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Keyword:
    """A keyword ability (CR 702) with its parameter: ``cost`` (equip {2}, kicker {1}{R},
    cycling {2}, bestow, ward), ``amount`` (toxic 1, annihilator 2, afflict, bushido),
    ``filter`` (protection from a colour/type, landwalk), ``text`` for the printed form when it
    differs ("protection from red"). ``condition`` restricts an ``alternative_cost`` ("If a
    noncreature permanent … was destroyed this turn …, you may pay {G} rather than pay this
    spell's mana cost", CR 118.9)."""

    KIND: ClassVar[str] = "keyword"
    name: str
    cost: Cost | None = None
    amount: int = 0
    filter: Filter | None = None
    text: str = ""
    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """What an instant or sorcery does when it resolves (CR 608.2): targets then effects in
    printed order, or a modal choice. ``additional_costs`` are required additional costs
    ("As an additional cost to cast this spell, sacrifice a creature"); ``aura_target`` marks
    an Aura's enchant target (CR 303.4a)."""

    KIND: ClassVar[str] = "spell"
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    modes: ModeChoice | None = None
    additional_costs: tuple[Cost, ...] = ()
    text: str = ""
    # How the printed instructions join the effects, one entry per boundary between effects
    # i and i+1: "." (a new sentence), "and", "then" (", then"), "" (the render's usual
    # wording). Punctuation only: the effects happen in order either way (CR 608.2c).
    joins: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """"COST: EFFECT" (CR 602). ``timing`` ``"instant"`` or ``"sorcery"``; ``per_turn`` limits
    activations ("Activate only once each turn", loyalty abilities, CR 606.3); ``zone`` where
    it can be activated from (``"battlefield"``, ``"graveyard"``, ``"hand"``). An ability that
    adds mana, has no target and is not a loyalty ability is a mana ability (CR 605.1a)."""

    KIND: ClassVar[str] = "activated"
    cost: Cost
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    modes: ModeChoice | None = None
    timing: str = "instant"
    per_turn: int = 0
    zone: str = "battlefield"
    condition: Condition | None = None
    text: str = ""
    joins: tuple[str, ...] = ()  # see SpellAbility.joins
    # "Any player may activate this ability." (CR 602.2: otherwise only its controller may;
    # EV2 eighth wave): the activating player pays and controls it on the stack (113.8)
    any_player: bool = False
    # "This ability costs {1} less to activate for each …" (CR 602.2b, 601.2f; issue 29,
    # EV3b): generic mana taken off the cost, counted as the cost is determined
    cost_less: Amount | None = None

    @property
    def is_mana_ability(self) -> bool:
        return (not self.targets and self.cost.loyalty is None and self.modes is None
                and any(isinstance(e, AddMana) for e in self.effects))

    @property
    def is_loyalty(self) -> bool:
        return self.cost.loyalty is not None


@dataclass(frozen=True, slots=True)
class Trigger:
    """A trigger event (CR 603.1, 603.2).

    ``event``: ``"enters"``, ``"dies"``, ``"leaves"``, ``"attacks"``, ``"blocks"``,
    ``"becomes_blocked"``, ``"deals_combat_damage_to_player"``, ``"deals_damage"``,
    ``"dealt_damage"``, ``"cast"`` (a spell matching ``filter`` is cast), ``"upkeep"``,
    ``"draw_step"``, ``"precombat_main"``, ``"beginning_of_combat"``, ``"end_step"``,
    ``"gain_life"``, ``"discard"``, ``"draw"``, ``"land_played"``, ``"counter_added"``,
    ``"lore"`` (a saga chapter: ``chapters``), ``"targeted"``.
    ``subject``: ``"self"`` (this object), or ``"filter"`` (any object matching ``filter``).
    ``whose``: for step triggers and player events: ``"you"``, ``"opponent"``, ``"each"``.
    ``"state"``: a state trigger (CR 603.8), "When CONDITION": it triggers whenever
    ``condition`` holds, and not again while it waits or is on the stack.
    """

    event: str
    subject: str = SELF
    filter: Filter | None = None
    whose: str = YOU
    chapters: tuple[int, ...] = ()
    # "Whenever ~ or another Zombie dies" (True) or "Whenever a Zombie dies" (False): the same
    # event for a Zombie (CR 603.10a); the Oracle wording the render writes. None: by the
    # card's types.
    self_first: bool | None = None
    condition: Condition | None = None  # a state trigger's condition (event "state")
    # "attack_batch" (issue 29): at least this many attackers ("Whenever you attack with two
    # or more creatures"), and how Oracle words the event ("you_attack": "Whenever you attack";
    # "one_or_more": "Whenever one or more Vampires you control attack"; "attack_with":
    # "Whenever you attack with one or more Zombies")
    at_least: int = 1
    wording: str = ""
    # h5-triggers (issue 29): a rider on a cast event, CAST_RIDERS of ``triggers.py`` ("during
    # your turn", "from your graveyard", "from anywhere other than your hand", …; CR 601.2)
    rider: str = ""
    # h6-E (issue 29): the counter kind of "counters_put" / "counter_put_each" ("+1/+1",
    # "-1/-1", ""; any kind), CR 122.6
    counter: str = ""


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """"When/Whenever/At EVENT, [if COND,] EFFECT" (CR 603). ``intervening_if`` is checked as
    it triggers and again on resolution (603.4); ``optional`` is "you may" on the whole ability;
    modal triggers choose modes as they are put on the stack (603.3c)."""

    KIND: ClassVar[str] = "triggered"
    trigger: Trigger
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    modes: ModeChoice | None = None
    intervening_if: Condition | None = None
    optional: bool = False
    text: str = ""
    joins: tuple[str, ...] = ()  # see SpellAbility.joins
    # EV2 (issue 29): "This ability triggers only once each turn." — it triggers at most once
    # each turn for each object with it (a new object after a zone change, CR 400.7)
    once_each_turn: bool = False


@dataclass(frozen=True, slots=True)
class ContinuousEffect:
    """One effect of a static ability (CR 604, 611.3, 613), applied in its ``layer``:

    ``"1"`` copy, ``"2"`` control, ``"3"`` text, ``"4"`` type (``add_types``/``add_subtypes``;
    ``set_types`` replaces the card types, ``set_subtypes`` the land types (305.7) or the
    creature types (205.1b)), ``"5"`` colour (``set_colors``), ``"6"`` abilities (``add_keywords``,
    ``add_abilities``, ``remove_abilities``), ``"7a"`` characteristic-defining P/T, ``"7b"``
    set base P/T, ``"7c"`` modify P/T (``power``/``toughness``), ``"7d"`` switch; ``"rules"``
    for rule-modifying effects (``rule``: ``"cant_attack"``, ``"cant_block"``,
    ``"cost_increase"``, ``"cost_reduction"``, ``"no_max_hand_size"``, ``"cant_be_countered"``,
    ``"must_attack"``, ``"must_block"``) with ``amount``.

    ``affected``: a reference (``"self"``, ``"enchanted"``, ``"equipped"``) or ``"filter"``
    (each permanent matching ``filter``; ``"spells"`` for spells matching ``filter``).
    """

    layer: str
    affected: str = SELF
    filter: Filter | None = None
    power: Quantity = 0
    toughness: Quantity = 0
    add_keywords: tuple[Keyword, ...] = ()
    add_abilities: tuple[Ability, ...] = ()
    remove_abilities: bool = False
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    set_types: tuple[str, ...] = ()
    set_subtypes: tuple[str, ...] = ()
    remove_types: tuple[str, ...] = ()  # layer 4: "~ isn't a creature" (CR 205.1a, 613.1d)
    set_colors: tuple[str, ...] = ()
    add_colors: tuple[str, ...] = ()  # layer 5: "in addition to its other colors"
    controller: Ref = ""
    rule: str = ""
    amount: Quantity = 0
    # wording only: a quoted ability that names its own card ("~ has "Whenever ~ deals …"")
    # rather than "this creature"
    quoted_self: bool = False
    # wording only: what the quoted ability calls the object that has it ("this permanent",
    # "this land"; CR 113.7a), "" for "this creature"
    quoted_noun: str = ""
    # layer 3 (CR 612): the word replaced and its replacement ("black" → "white", "Swamp" →
    # "Island", "Goblin" → "Elf"), set by a resolved text-changing effect (text_change.py)
    text_from: str = ""
    text_to: str = ""
    # wording only (issue 29, h7-sta): each spell class of a cost rule said with its own
    # "spells" ("Goblin spells and Rogue spells you cast cost {1} less", "Red creature spells
    # and green creature spells cost {1} more"): the same classes as "Goblin and Rogue spells"
    classes_each: bool = False
    # wording only (h7-sta), on the layer-4 part of "Enchanted land is a 2/2 … creature. It's
    # still a land." (205.1b): "sentence" (". It's still a land." / ". They're still lands.")
    # or "that" (" that's still a land" / " that are still lands")
    still_words: str = ""
    # a cost rule for the spells that target something (issue 29, h7-sta; CR 601.2f after the
    # targets are chosen, 601.2c): "Spells your opponents cast that target ~ cost {2} more"
    # (``targeting_self``), "Spells you cast that target a creature cost {2} less"
    # (``targeting``: any target matching it, "you control" relative to the source's controller)
    targeting_self: bool = False
    targeting: Filter | None = None
    # wording only (h7-sta): "gets an additional +1/+1" — a second pump beside another one
    # (CR 613.4c adds them all the same)
    additional: bool = False
    # wording only (h9-ev3): the subject said "Each creature you control …" (singular verbs)
    # rather than "Creatures you control …" — the same creatures (oracle/other_verbs_9.py)
    says_each: bool = False


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (CR 604): its continuous effects while ``condition`` holds ("as long
    as"), from ``zone``."""

    KIND: ClassVar[str] = "static"
    effects: tuple[ContinuousEffect, ...]
    condition: Condition | None = None
    zone: str = "battlefield"
    text: str = ""
    # wording only: Oracle prints the "as long as" after the effect ("~ has flying as long as
    # you control a Plains") rather than before it
    condition_after: bool = False


@dataclass(frozen=True, slots=True)
class ReplacementAbility:
    """A replacement or prevention effect (CR 614, 615) generated by a static ability.

    ``event``: ``"dies"`` (would die), ``"enters"`` (would enter: ``"as ~ enters"``),
    ``"damage"`` (would be dealt damage), ``"draw"``, ``"gain_life"``, ``"put_counters"``,
    ``"to_graveyard"`` (a card would be put into a graveyard from anywhere), ``"create_token"``.
    ``applies_to``: ``"self"``, ``"filter"`` (objects matching ``filter``), ``"you"`` (the
    player). What happens instead: ``action`` — ``"exile"`` (exile it instead), ``"tapped"``
    (enters tapped), ``"counters"`` (enters with ``amount`` ``counter`` counters),
    ``"prevent"`` (prevent ``amount`` or all), ``"double"`` (twice that many),
    ``"add"`` (that many plus ``amount``), ``"effects"`` (``effects`` instead);
    ``self_replacement`` for CR 614.15 (applied first, 616.1a); ``optional`` lets the
    affected object's controller decline.
    """

    KIND: ClassVar[str] = "replacement"
    event: str
    action: str
    applies_to: str = SELF
    filter: Filter | None = None
    amount: Quantity = 0
    counter: str = ""
    effects: tuple[Effect, ...] = ()
    self_replacement: bool = False
    optional: bool = False
    condition: Condition | None = None
    text: str = ""
    copy_except: CopyExcept | None = None  # "enter as a copy …, except it has …" (707.9)
    options: tuple[str, ...] = ()  # "As ~ enters, choose Khans or Dragons." (chosen.py)


Ability: TypeAlias = (
    Keyword | SpellAbility | ActivatedAbility | TriggeredAbility | StaticAbility |
    ReplacementAbility
)

ABILITY_TYPES: tuple[type, ...] = (
    Keyword, SpellAbility, ActivatedAbility, TriggeredAbility, StaticAbility, ReplacementAbility,
)


# ----------------------------------------------------------------------------------------------
# Cards
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card's printed characteristics and abilities (CR 200–209), as the engine plays it.

    ``type_line`` is the printed type line (``"Legendary Creature — Elf Druid"``); ``colors``
    is empty to take the colours of the mana cost (CR 202.2) or a colour indicator otherwise;
    ``power``/``toughness`` are strings as printed (``"2"``, ``"*"``); ``oracle`` is the Oracle
    text the abilities must render back to.

    A card with several faces (CR 709 split, 712 modal double-faced, 715 adventurer) keeps
    every face, one level deep, in ``faces`` (each face a :class:`CardDef` without faces of its
    own) and its MTGJSON ``layout``; the definition itself is the characteristics the card has
    where no face is chosen (``games/magic/faces.py``).
    """

    name: str
    type_line: str
    mana_cost: str = ""
    oracle: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: int | None = None
    colors: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    layout: str = "normal"
    faces: tuple[CardDef, ...] = ()

    @property
    def keywords(self) -> tuple[Keyword, ...]:
        return tuple(a for a in self.abilities if isinstance(a, Keyword))

    def has_keyword(self, name: str) -> bool:
        return any(isinstance(a, Keyword) and a.name == name for a in self.abilities)
