"""The ability model's vocabulary: references, filters, quantities, conditions, targets, costs.

See :mod:`cardtable.games.magic.model` for the whole model (CR 109.5, 107.3, 115, 118).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

Ref: TypeAlias = str
"""A reference to an object or player relative to the ability (see the module docstring)."""

SELF = "self"
YOU = "you"


# ----------------------------------------------------------------------------------------------
# Filters, quantities, conditions
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Filter:
    """A description of objects ("nonblack creature an opponent controls", "another Elf").

    Empty fields do not restrict. ``types`` is an any-of list of card types ("artifact or
    enchantment" is ``types=("Artifact", "Enchantment")``); ``all_types`` must all be present
    ("artifact creature"). ``controller``/``owner``: ``"any"``, ``"you"``, ``"opponent"``,
    ``"not_you"``. ``other`` is "another" (not the ability's source).
    """

    types: tuple[str, ...] = ()
    all_types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    not_colors: tuple[str, ...] = ()
    multicolored: bool | None = None
    colorless: bool | None = None
    controller: str = "any"
    owner: str = "any"
    other: bool = False
    token: bool | None = None
    tapped: bool | None = None
    attacking: bool | None = None
    attacking_you: bool = False  # "creatures attacking you": attacking the filter's "you"
    blocking: bool | None = None
    in_combat: bool = False  # "attacking or blocking"
    keywords: tuple[str, ...] = ()
    not_keywords: tuple[str, ...] = ()
    power_min: int | None = None
    power_max: int | None = None
    toughness_min: int | None = None
    toughness_max: int | None = None
    mana_value_min: int | None = None
    mana_value_max: int | None = None
    name: str = ""
    counters: str = ""  # "with a +1/+1 counter on it"
    lesser_power: bool = False  # "with lesser power" than the ability's source (mentor)
    entered_this_turn: bool = False  # "that entered the battlefield this turn" (Oran-Rief)
    # wording only: Oracle prints "with flying" before the controller ("target creature with
    # flying an opponent controls"); matching ignores it
    says_keyword_first: bool = False
    chosen_type: bool = False  # "of the chosen type": the source's creature type (chosen.py)
    commander: bool | None = None  # "commander creatures": is a commander (CR 903.3, 903.3d)
    damaged_by_self: bool = False  # "dealt damage by ~ this turn" (state.damaged_by, 120.3)
    historic: bool = False  # "historic": an artifact, a legendary or a Saga (CR 700.6)
    # wording only, with ``other``: "other" before the noun ("each other creature you
    # control") or "than" after it ("target creature other than ~"); "" where the verb says
    # "another"/"other" itself (issue 29, filters)
    other_words: str = ""
    # a relation to another object the ability names (issue 29, filters): ``relation``
    # "same_name" ("with the same name as that creature") or "shares_color" ("that shares a
    # color with it"), ``related_to`` the reference ("target:0"), ``relation_words`` its
    # printed words; ``related_other`` "other" = not that object. ``bound`` is what the
    # engine fixed as the effect began (id, name, colors), never compiled
    relation: str = ""
    related_to: str = ""
    relation_words: str = ""
    related_other: bool = False
    bound: tuple[object, ...] = ()
    # wording only: "of that type" after "Choose a creature type." (chosen_type, CR 608.2d)
    says_that_type: bool = False
    # a bound set by a quantity (issue 29, quantity bounds): ``bound_stat`` ("power",
    # "toughness", "mana_value") is at most ``bound_amount`` — "with mana value X or less"
    # (an ``x`` amount), "with power less than or equal to the number of creatures you
    # control". The amount is computed when the filter is used (X as announced, CR 601.2b;
    # the count on casting and again on resolution, 608.2b) and fixed into ``*_max``
    # (:func:`cardtable.games.magic.filter_bounds.fix_bound`); unfixed, it matches nothing
    bound_stat: str = ""
    bound_amount: Amount | None = None
    # "of that color" / "of the chosen color" after "Choose a color." (issue 29 round 2, CR
    # 608.2d): the colour the source recorded (chosen.chosen_color); the value is the printed
    # determiner, "that" or "the chosen" ("" = no such part)
    chosen_color: str = ""
    # wording: "of the creature type of your choice" (with chosen_type) — the choice is made
    # as the effect resolves, by a ChooseCreatureType the compiler puts before it (608.2d)
    type_of_your_choice: bool = False
    # with ``bound_stat``: the characteristic is exactly ``bound_amount`` ("with mana value
    # equal to the number of charge counters on ~", issue 29, QF), fixed into ``*_min`` and
    # ``*_max`` both (filter_bounds.fix_bound)
    bound_exact: bool = False
    # "that was dealt damage this turn" (issue 29, QF; CR 120.3): by any source
    damaged_this_turn: bool = False
    # "modified creature" (issue 29, QF; CR 700.9): with a counter on it, equipped, or
    # enchanted by an Aura its controller controls
    modified: bool = False
    # wording only (issue 29, h7-sta): an older Oracle plural subject printed without the
    # "all" a plain noun takes (Soraya the Falconer: "Bird creatures get +1/+1."; the same
    # permanents as "All Bird creatures", CR 611.3a); ``text.words.takes_all`` reads it
    bare_plural: bool = False
    # wording: "target 1/1 creature" (issue 29, QF; CR 208.1) — the power and toughness
    # bounds (both ends equal) printed as "N/N" before the noun
    says_pt: bool = False
    # wording only (h7-sta): "your team controls" for ``controller="you"`` — CR 102.4: in a
    # game that isn't between teams (every game here), "your team" means "you"
    says_team: bool = False
    # a combat relation to the ability's own source (issue 29, EV2 eighth wave; CR 509.1):
    # the printed words — "blocking it" / "blocking ~" (blocking the source), "blocking or
    # blocked by it" / "… by ~" (blocking it, or an attacker it blocks); "" = no relation
    blocking_self: str = ""
    # wording only (EV2 eighth wave): "all" printed before a plural a plain noun would not
    # take it for ("all attacking creatures with flanking get +1/+1", "all nonsnow creatures
    # get -X/-X"; the same permanents, CR 611.2c); ``text.words.takes_all`` reads it
    says_all: bool = False
    # wording only (EV2 eighth wave): "each creature and each planeswalker" — a union of
    # types (``types``, any of them) printed with "and each" between them (CR 120.1)
    says_each_type: bool = False
    # wording only (EV2b): "each opponent and each creature they control" — "they control"
    # for the players the sentence names first (``controller`` "opponent" or "target_player:N")
    says_they: bool = False
    # h9-ev2: subtypes that also satisfy ``types`` — "creature or Vehicle" (CR 301.7, 205.3):
    # an object of any of ``types`` or of any of these subtypes, whatever its card type
    or_subtypes: tuple[str, ...] = ()
    # "with that name" / "with the chosen name" after "Choose a card name." (issue 29, QF ninth
    # wave; CR 201.3, 608.2d): the name the source recorded (chosen.chosen_name); the value is
    # the printed determiner, "that" or "the chosen" ("" = no such part)
    chosen_name: str = ""
    # wording only (issue 29, QF2): "white and/or blue creatures" — the colours (``colors``,
    # any of them, CR 105.2) printed with "and/or" between them
    says_and_or: bool = False


ANY = Filter()
# ``Filter.counters`` for "with a counter on it": a counter of any kind (issue 29, QF)
ANY_COUNTER = "any"


@dataclass(frozen=True, slots=True)
class Amount:
    """A number computed when it is needed (CR 107.3 X, 608.2h "for each").

    ``kind``: ``"x"`` (the X chosen on casting), ``"count"`` (objects matching ``filter`` on
    the battlefield, or in ``zone``), ``"power"``/``"toughness"``/``"mana_value"`` of ``ref``,
    ``"life"`` of the player ``ref``, ``"hand_size"`` of ``ref``,
    ``"greatest_mana_value"`` (the highest among permanents matching ``filter``),
    ``"counters"`` (of kind
    ``counter`` on ``ref``), ``"devotion"`` (to ``color``), ``"damage_dealt"`` (the damage of
    the triggering event), ``"cards_drawn"``. The result is ``value * multiplier + plus``,
    where ``value`` is the computed number (or ``fixed`` for ``"fixed"``).

    ``wording`` is how Oracle words the number (the same number either way, CR 107.3, 608.2h):
    ``""`` "X …, where X is …", ``"for_each"`` "… for each …", ``"equal_to"`` "… equal to …".
    """

    kind: str = "fixed"
    fixed: int = 0
    ref: Ref = ""
    filter: Filter | None = None
    zone: str = "battlefield"
    counter: str = ""
    color: str = ""
    multiplier: int = 1
    plus: int = 0
    wording: str = ""
    # "one plus …" with the number spelled out (issue 29, quantity bounds): wording only
    plus_words: bool = False
    # the sum of two counts ("the number of Elves you control plus the number of Elf cards in
    # your graveyard", issue 29): this amount's value plus ``added``'s
    added: Amount | None = None
    # wording only: "the number of Elves on the battlefield" (every player's, as the plain
    # "the number of Elves" with no controller counts them) rather than without the zone
    says_battlefield: bool = False
    # wording only: the object itself named "it" ("equal to its power", "the number of age
    # counters on it") where ``ref`` is ~ (issue 29: a dies trigger's "its power" is ~'s, as
    # it last existed, CR 608.2h)
    says_it: bool = False
    # "3 minus the number of cards in their hand", "the number of cards in your hand minus the
    # number of cards in that player's hand" (issue 29, QF): this amount less ``minus``, never
    # below 0 (CR 107.1b), then scaled by ``multiplier`` (the sign of a "-X" it defines)
    minus: Amount | None = None
    # "half the number of Zombies you control, rounded down", "half their library, rounded up"
    # (issue 29, h8-qf; CR 107.1a): this amount halved, rounded ``"up"`` or ``"down"``, then
    # scaled and offset
    half: str = ""
    # wording only (issue 29, QF ninth wave): "the difference" — the amount the comparison
    # just before it leaves over ("if you have fewer than seven cards in hand, draw cards equal
    # to the difference": seven minus the cards in your hand); the value is its ``minus``
    says_difference: bool = False


# What an optional additional cost (kicker, buyback) may ask besides mana: the parts
# casting._ask_costs pays for the spell's own additional costs (601.2h; costs.
# with_optional_parts). "order" is wording.
OPTIONAL_COST_PARTS = frozenset({
    "sacrifice", "sacrifice_count", "discard", "discard_filter", "discard_random", "pay_life",
    "tap_untapped", "tap_untapped_count", "return_to_hand", "return_count", "order"})

Quantity: TypeAlias = int | Amount


@dataclass(frozen=True, slots=True)
class Condition:
    """A yes/no question about the game (intervening "if", "as long as", "if you do").

    ``kind``: ``"you_control"`` (at least ``amount`` objects matching ``filter``),
    ``"opponent_controls"``, ``"life_at_most"`` / ``"life_at_least"`` (of ``ref``, default
    you), ``"hand_at_most"``, ``"your_turn"``, ``"not_your_turn"``, ``"kicked"``,
    ``"main_phase"``, ``"ref_matches"`` (the object ``ref`` matches ``filter``),
    ``"greater_power"`` (``ref``'s power greater than self's, evolve), ``"greater_toughness"``,
    ``"paid"`` ("if you do": the optional cost or choice before it happened), ``"cast_from"``
    (``zone``), ``"attacking"`` (self is attacking), ``"no_counters"`` (``counter`` on self),
    ``"opponent_life_at_most"`` (an opponent has ``amount`` or less life), ``"all"`` (every
    condition of ``all_of``), ``"cards_in_zone"`` (at least ``amount`` cards matching
    ``filter`` in the ``zone`` — ``"graveyard"`` or ``"hand"`` — of you, or of an opponent when
    ``ref`` is ``"opponent"``), ``"graveyard_card_types"`` (``amount`` or more card types among
    cards in your graveyard, delirium), ``"self_is"`` (see ``state``). ``negate`` turns it
    around.
    """

    kind: str
    filter: Filter | None = None
    amount: Quantity = 1
    ref: Ref = ""
    zone: str = ""
    counter: str = ""
    negate: bool = False
    all_of: tuple[Condition, ...] = ()
    # "self_is": the status of the ability's object ("untapped", "equipped", "enchanted",
    # "monstrous", "attacking"); ``ref`` "it" when Oracle says "it's …" rather than "~ is …"
    state: str = ""
    # "quantity_less_than" (issue 29): "QUANTITY is less than ``amount``" ("your devotion to
    # white is less than five", CR 700.5)
    quantity: Amount | None = None


# ----------------------------------------------------------------------------------------------
# Targets and costs
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Aims:
    """What a spell or ability on the stack must be targeting ("counter target spell that
    targets a creature you control", "… that targets you or a creature you control", "… that
    targets ~"; CR 115.9b): any of a permanent matching ``filter`` (from the point of view of
    the ability's controller), a player (``player``: ``"you"``, or ``"any"``: "a player") or
    the ability's source (``source``). Checked against the current state of its targets; a
    target that left its zone or a player who left the game is ignored (115.9b)."""

    filter: Filter | None = None
    player: str = ""
    source: bool = False


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One use of the word "target" (CR 115): what may be chosen and how many.

    ``what``: ``"permanent"`` (on the battlefield, matching ``filter``), ``"creature"``
    (shorthand for a permanent with type Creature), ``"player"`` (``player`` says which:
    ``"any"``, ``"opponent"``, ``"you"``), ``"any"`` (creature, player or planeswalker: "any
    target", CR 115.4), ``"creature_or_player"``, ``"creature_or_planeswalker"``,
    ``"spell"`` (an object on the stack matching ``filter``), ``"ability"`` (an activated or
    triggered ability on the stack), ``"card"`` (a card in ``zone``, ``owner`` via
    ``filter.owner``). ``count`` targets (``min_count`` below it for "up to"); ``divide``
    names a quantity to divide among them (CR 601.2d). ``distinct_from`` lists target specs of
    the same ability this one must differ from ("another target creature"). ``count_x``:
    the number of targets is the announced X ("X target creatures", CR 601.2b–c: X is chosen
    first and fixes it). ``condition``: this target exists only if the condition holds as the
    spell is cast ("If you cast this spell during your main phase, … up to one other target",
    CR 601.2c, 115.3); otherwise none is chosen for it. ``owner_target``: the card must be
    owned by the player chosen for that earlier target ("target player shuffles any number of
    target cards from their graveyard", CR 115.1, 601.2c).
    """

    what: str = "permanent"
    filter: Filter = ANY
    player: str = "any"
    zone: str = "battlefield"
    count: int = 1
    min_count: int | None = None
    divide: Quantity | None = None
    distinct_from: tuple[int, ...] = ()
    label: str = ""
    count_x: bool = False
    condition: Condition | None = None
    x_mana_value: bool = False  # "with mana value X or less": the X announced (601.2b)
    owner_target: int | None = None  # a card owned by the player chosen for that target spec
    random: bool = False  # "target opponent chosen at random": the game picks (Witch Hunt)
    chosen_by: str = ""  # "opponent": "target creature of an opponent's choice they control"
    each_of: bool = False  # "each of up to two target creatures": wording only (issue 28)
    says_other: str = ""  # "another target" / "any other target" (an "any" target, 115.4)
    # "target cards from a single graveyard": every card chosen is in one player's graveyard
    # (CR 115.1, 601.2c; the player is chosen first, issue 29)
    single_graveyard: bool = False
    # EV2 (issue 29): a spell or ability "that targets …" (CR 115.9b): it must now have among
    # its targets what ``aims`` names
    aims: Aims | None = None
    # "target spell with a single target" (CR 115.7a; h7-ev3): a spell or ability on the
    # stack that has exactly one target
    single_target: bool = False

    @property
    def minimum(self) -> int:
        return self.count if self.min_count is None else self.min_count


@dataclass(frozen=True, slots=True)
class Cost:
    """A cost (CR 118): mana plus the non-mana parts, paid in the order of CR 601.2h.

    ``mana`` is a mana-cost string (``"{2}{R}"``, ``"{X}{G}"``). ``sacrifice`` names what is
    sacrificed (``"self"`` or a filter, ``sacrifice_count`` of them); ``loyalty`` is a loyalty
    ability's cost (+1, −3; CR 606); ``remove_counters`` a counter kind removed ``remove_count``
    times from the source; ``tap_untapped`` "Tap an untapped creature you control".
    """

    mana: str = ""
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    sacrifice: Filter | None = None
    sacrifice_count: int = 1
    discard: int = 0
    discard_filter: Filter | None = None
    discard_self: bool = False
    discard_random: bool = False  # "Discard a card at random" (CR 701.8a): the game chooses
    pay_energy: int = 0  # "Pay {E}{E}" (CR 107.14: energy counters the player removes, 122.1)
    pay_life: int = 0
    pay_life_x: bool = False  # "As an additional cost …, pay X life." (Toxic Deluge, 107.3)
    loyalty: int | None = None
    remove_counters: str = ""
    remove_count: int | Amount = 1  # Amount(kind="x"): "Remove X +1/+1 counters" (Marath)
    exile_self: bool = False
    exile_from_graveyard: int | Amount = 0  # Amount(kind="x"): "exile X cards from your graveyard"
    tap_untapped: Filter | None = None
    tap_untapped_count: int = 1  # "Tap two untapped creatures you control"
    return_unblocked: bool = False  # ninjutsu: "Return an unblocked attacker you control to hand"
    crew: int = 0  # "Tap any number of other untapped creatures you control with total power N"
    # "exile a creature card from your graveyard" (CR 118.3, 601.2h): which graveyard cards
    # ``exile_from_graveyard`` may exile (any card when None)
    exile_filter: Filter | None = None
    # "exile a blue card from your hand" (Force of Will; 118.3, 601.2h): cards of the hand
    exile_from_hand: int = 0
    exile_hand_filter: Filter | None = None
    # "return a land you control to its owner's hand" / "return two Islands you control to
    # their owner's hand" (Daze, Deprive; 118.3): permanents bounced as a cost
    return_to_hand: Filter | None = None
    return_count: int = 1
    return_self: bool = False  # "Return ~ to its owner's hand: …" (602.1)
    discard_x: bool = False  # "discard X cards" (Channeled Force): X announced first (601.2b)
    # "reveal a Merfolk card from your hand" (Silvergill Adept; 118.3): a card of the hand
    reveal_filter: Filter | None = None
    # "… or pay {3}" (601.2b): an additional cost the player may pay instead of this one
    otherwise: Cost | None = None
    # h5-costs (issue 29; docs/costs.md): "Remove three quest counters from ~ and sacrifice
    # it" (the removal and "Sacrifice ~" in one part, 602.1a), "Put a -1/-1 counter on ~"
    # (a counter put on the source as a cost, 118.3, 122.1)
    and_sacrifice_it: bool = False
    put_counter_self: str = ""
    # wording only: "Discard ~: It deals 4 damage …" names the moved source "It" (113.7a)
    says_it: bool = False
    # wording only: "Sacrifice ~: ~ deals 1 damage …" (today's Oracle for Fire Whip) where the
    # older template says "Sacrifice ~: It deals …" — the same source, last known (113.7a)
    names_source: bool = False
    exile_top_library: int = 0  # "Exile the top two cards of your library" (118.3, 406)
    mill: int = 0  # "Mill a card" (701.13a)
    discard_hand: bool = False  # "Discard your hand" (701.8a; payable with no card in hand)
    exert_self: bool = False  # "Exert ~" (701.39a: it won't untap during the next untap step)
    # "Remove a +1/+1 counter from a creature you control" (118.3, 122): the permanent chosen
    # as the cost is paid, one counter of ``remove_from_kind`` on it
    remove_from: Filter | None = None
    remove_from_kind: str = ""
    pay_half_life: bool = False  # "Pay half your life, rounded up" (119.4)
    sacrifice_enchanted: bool = False  # an Aura's "Sacrifice enchanted creature" (118.3)
    reveal_self: bool = False  # forecast's "Reveal ~ from your hand" (702.57a): it stays there
    # h6-costs (issue 29, round 2): "Remove any number of storage counters from ~" — the
    # number is chosen as the cost is paid, as X is (601.2b, 107.3); ``remove_count`` is then
    # Amount(kind="x") and this flag only keeps the wording
    remove_any: bool = False
    # "Exile the top card of your graveyard" / "… the top creature card of your graveyard"
    # (Alms, Necratog; 118.3, 404.2: the graveyard's order is kept, the last card put there
    # is its top): the topmost card matching the filter
    exile_top_graveyard: Filter | None = None
    # wording only: the printed order of the parts when Oracle's line differs from the usual
    # one ("{B}, Pay 1 life, Mill a card, Discard a card, Sacrifice ~", Sinister Concoction):
    # the index in the usual order of each printed part (601.2h: paid in any order)
    order: tuple[int, ...] = ()
    # h9-sta: "Put a -1/-1 counter on a creature you control" (118.3, 122.1): a permanent its
    # payer controls matching the filter, chosen as the cost is paid, gets one counter
    put_counter_on: Filter | None = None
    put_counter_on_kind: str = ""
    # wording only (h9-sta): "Sacrifice another creature or an artifact" ("another_or") and
    # "Sacrifice an artifact or another creature" ("or_another") — ``sacrifice`` has both types
    sacrifice_words: str = ""
    # h9-sta: "As an additional cost to cast this spell, sacrifice X lands." — X announced
    # first (601.2b), then that many of ``sacrifice`` sacrificed (601.2h)
    sacrifice_x: bool = False

    @property
    def is_free(self) -> bool:
        return self == FREE


FREE = Cost()


