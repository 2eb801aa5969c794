"""One-shot effects of the ability model (CR 609, 701): each a frozen dataclass with a KIND.

See :mod:`cardtable.games.magic.abilities.model`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, TypeAlias

from cardtable.games.magic.abilities.base import (
    ANY,
    SELF,
    YOU,
    Condition,
    Cost,
    Filter,
    Quantity,
    Ref,
)
from cardtable.games.magic.abilities.copy_effects import BecomeCopy  # CR 707.9b
from cardtable.games.magic.abilities.effects_phasing import PhaseOut, PlayerShield
from cardtable.games.magic.abilities.exile_play import (
    ExileFromHand,
    HideawayExile,
    ImpulseExile,
    PlayExiledFree,
)
from cardtable.games.magic.abilities.text_effects import ChangeText  # CR 612

if TYPE_CHECKING:
    from cardtable.games.magic.abilities.model import Ability, Keyword



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


@dataclass(frozen=True, slots=True)
class Destroy:
    """Destroy (CR 701.8). ``what`` a reference, or every permanent matching ``filter``."""

    KIND: ClassVar[str] = "destroy"
    what: Ref = ""
    filter: Filter | None = None
    cant_regenerate: bool = False
    says_that: bool = False  # "That creature can't be regenerated" rather than "It can't …"
    power_above: Ref = ""  # "with power greater than target creature's power" (as it resolves)


@dataclass(frozen=True, slots=True)
class Exile:
    """Exile (CR 701.13) a reference, or every permanent matching ``filter``."""

    KIND: ClassVar[str] = "exile"
    what: Ref = ""
    filter: Filter | None = None


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    """Return REF (or each matching permanent) to its owner's hand ("return a land you control
    to its owner's hand", chosen on resolution, is :class:`ReturnChosen`)."""

    KIND: ClassVar[str] = "bounce"
    what: Ref = ""
    filter: Filter | None = None


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


@dataclass(frozen=True, slots=True)
class Discard:
    """REF discards N cards (their choice, or ``random``); ``all_cards`` for the whole hand."""

    KIND: ClassVar[str] = "discard"
    amount: Quantity = 1
    who: Ref = YOU
    random: bool = False
    all_cards: bool = False


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
class ModifyPT:
    """REF gets +P/+T (layer 7c) for ``duration`` (``"end_of_turn"``; ``"permanent"``), or each
    creature matching ``filter`` does (the set is locked in on resolution, CR 611.2c)."""

    KIND: ClassVar[str] = "pump"
    power: Quantity = 0
    toughness: Quantity = 0
    on: Ref = SELF
    filter: Filter | None = None
    duration: str = "end_of_turn"


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
class Scry:
    KIND: ClassVar[str] = "scry"
    amount: Quantity = 1


@dataclass(frozen=True, slots=True)
class ReorderTop:
    """"Look at the top N cards of your library, then put them back in any order" (CR 401.4:
    the library's order is the player's choice for those cards)."""

    KIND: ClassVar[str] = "reorder_top"
    amount: Quantity = 1


@dataclass(frozen=True, slots=True)
class Surveil:
    KIND: ClassVar[str] = "surveil"
    amount: Quantity = 1


@dataclass(frozen=True, slots=True)
class SearchLibrary:
    """Search REF's library for up to ``count`` cards matching ``filter``, put them ``to``
    (``"hand"``, ``"battlefield"``, ``"top"``; ``"split"``: one onto the battlefield, the
    other into the hand), ``tapped``, ``reveal``; then shuffle."""

    KIND: ClassVar[str] = "search"
    filter: Filter = ANY
    count: int = 1
    to: str = "hand"
    tapped: bool = False
    reveal: bool = False
    who: Ref = YOU
    says_it: bool = False  # Oracle's "put it onto …" rather than "put that card onto …"
    reveal_that: bool = False  # "reveal that card, put it into your hand"
    share_land_type: bool = False  # "… cards that share a land type" (CR 205.3i)


@dataclass(frozen=True, slots=True)
class ExileGraveyard:
    """"Exile target player's graveyard" (CR 406, 701.13): every card in it."""

    KIND: ClassVar[str] = "exile_graveyard"
    who: Ref


@dataclass(frozen=True, slots=True)
class SearchPerDestroyed:
    """"For each land destroyed this way, its controller may search their library for a basic
    land card and put it onto the battlefield. Then each player who searched their library
    this way shuffles." (From the Ashes): after a :class:`Destroy` of the same ability, each
    player who controlled destroyed permanents may search once for up to that many cards."""

    KIND: ClassVar[str] = "search_per_destroyed"
    filter: Filter = ANY
    to: str = "battlefield"


@dataclass(frozen=True, slots=True)
class ShuffleIntoLibrary:
    """"Target player shuffles any number of target cards from their graveyard into their
    library." (Loaming Shaman; CR 701.20a): the cards ``what`` into their owner's library,
    then the player ``who`` shuffles."""

    KIND: ClassVar[str] = "shuffle_into_library"
    what: Ref
    who: Ref


@dataclass(frozen=True, slots=True)
class RevealTop:
    """"Reveal the top card of your library." (CR 701.16a): the card is remembered as
    ``"revealed"`` for the instructions after it ("If it's a land card, …")."""

    KIND: ClassVar[str] = "reveal_top"
    who: Ref = YOU


@dataclass(frozen=True, slots=True)
class MoveRevealed:
    """Put the revealed card ``to`` ``"battlefield"`` or ``"hand"``; ``wording`` is how Oracle
    names it: ``"it"`` ("put it onto the battlefield"), ``"that_card"`` ("put that card into
    your hand"), ``"that_card_yours"`` ("… onto the battlefield under your control")."""

    KIND: ClassVar[str] = "move_revealed"
    to: str
    wording: str = "it"


@dataclass(frozen=True, slots=True)
class LookAtTop:
    """"Look at the top N cards of your library. You may put a creature card with power 5 or
    greater from among them onto the battlefield. Put the rest on the bottom of your library
    in any order." (Mayael the Anima; CR 401.4, 701.16)."""

    KIND: ClassVar[str] = "look_at_top"
    count: int
    filter: Filter = ANY
    to: str = "battlefield"
    rest: str = "bottom_any_order"


@dataclass(frozen=True, slots=True)
class Shuffle:
    KIND: ClassVar[str] = "shuffle"
    who: Ref = YOU


@dataclass(frozen=True, slots=True)
class CopySpell:
    """Copy target spell (CR 707.10); the copy keeps modes and targets, ``new_targets`` lets
    its controller choose new ones."""

    KIND: ClassVar[str] = "copy_spell"
    what: Ref
    new_targets: bool = True


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


@dataclass(frozen=True, slots=True)
class Conditional:
    """"If COND, EFFECTS[; otherwise ELSE]"."""

    KIND: ClassVar[str] = "if"
    condition: Condition
    effects: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()


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


@dataclass(frozen=True, slots=True)
class Transform:
    """Put the ability's object into a state (``"tapped"``, ``"untapped"``) — reserved for
    later double-faced support; the engine refuses cards that use it for flipping."""

    KIND: ClassVar[str] = "transform"
    what: Ref = SELF


@dataclass(frozen=True, slots=True)
class BecomeRenowned:
    """"… and it becomes renowned" (CR 702.112b): a designation, not a counter or ability."""

    KIND: ClassVar[str] = "become_renowned"
    what: Ref = SELF


@dataclass(frozen=True, slots=True)
class Monstrosity:
    """"Monstrosity N" (CR 701.37a): if the permanent isn't monstrous, put N +1/+1 counters
    on it and it becomes monstrous (a designation, 701.37b; "When ~ becomes monstrous"
    triggers, 701.37c)."""

    KIND: ClassVar[str] = "monstrosity"
    amount: int
    what: Ref = SELF


@dataclass(frozen=True, slots=True)
class CopyBlockers:
    """"For each creature attacking you or a planeswalker you control, create a token that's
    a copy of that creature and that's blocking that creature." (Mirror Match; CR 707.2,
    506.3, 509.1h: a creature put onto the battlefield blocking was never declared a blocker,
    so no "whenever ~ blocks" triggers). The tokens are this ability's "created"."""

    KIND: ClassVar[str] = "copy_blockers"


@dataclass(frozen=True, slots=True)
class BlockTax:
    """"This turn, creatures can't block unless their controller pays {X} for each blocking
    creature they control." (War Cadence; CR 509.1d-e: a cost to block, paid as blockers are
    declared; 509.1c: nobody is required to pay it to obey a blocking requirement)."""

    KIND: ClassVar[str] = "block_tax"
    amount: Quantity


@dataclass(frozen=True, slots=True)
class MoveCounters:
    """"Move ``amount`` ``counter`` counters from ``source`` onto ``to``" (CR 122.5)."""

    KIND: ClassVar[str] = "move_counters"
    counter: str
    amount: Quantity = 1
    source: Ref = SELF
    to: Ref = "it"


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
)


