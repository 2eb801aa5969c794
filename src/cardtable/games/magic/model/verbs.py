"""Keyword actions of the effect-verb long tail (issues 28/29, the "verbs" helper): populate
(CR 701.30), clash (701.23), connive (701.47), amass (701.44), detain (701.29) and switching
power and toughness (613.4d). Each is a verb that takes the subjects, objects, quantities and
durations of the rest of the grammar. Frozen data like the rest of the ability model
(:mod:`cardtable.games.magic.model.effects` lists them in ``Effect``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import ANY, SELF, Filter, Quantity, Ref


@dataclass(frozen=True, slots=True)
class Populate:
    """"Populate" (CR 701.30a): the controller chooses a creature token they control and
    creates a token that's a copy of it; with none, nothing is created (701.30b). The new
    token is this ability's "created" ("The token created this way gains haste")."""

    KIND: ClassVar[str] = "populate"


@dataclass(frozen=True, slots=True)
class Clash:
    """"Clash with an opponent" (CR 701.23a–d): the controller chooses an opponent; each of
    them reveals the top card of their library, then each (in APNAP order) may put that card
    on the bottom. The controller wins if their card's mana value is higher than the other's;
    "If you win, …" reads the result (``Condition("won_clash")``)."""

    KIND: ClassVar[str] = "clash"


@dataclass(frozen=True, slots=True)
class Connive:
    """"REF connives" (CR 701.47a): the conniving permanent's controller draws a card, then
    discards a card; if a nonland card was discarded, a +1/+1 counter goes on the permanent.
    A permanent gone before it connives still connives by its last known information
    (701.47c: its controller draws and discards)."""

    KIND: ClassVar[str] = "connive"
    what: Ref = SELF


@dataclass(frozen=True, slots=True)
class Amass:
    """"Amass N" (CR 701.44a, 701.44d: the older cards' "amass N" is "amass Zombies N"): with
    no Army creature, the controller creates a 0/0 black Zombie Army creature token; then they
    choose an Army creature they control and put N +1/+1 counters on it."""

    KIND: ClassVar[str] = "amass"
    amount: Quantity = 1


@dataclass(frozen=True, slots=True)
class Detain:
    """"Detain REF" (CR 701.29a): until the controller's next turn, each detained permanent
    can't attack or block and its activated abilities can't be activated. ``filter`` (with no
    ``what``): every permanent it matches ("detain each nonland permanent your opponents
    control with mana value 2 or less")."""

    KIND: ClassVar[str] = "detain"
    what: Ref = ""
    filter: Filter | None = None


@dataclass(frozen=True, slots=True)
class SwitchPT:
    """"Switch REF's power and toughness until end of turn" (CR 613.4d, layer 7d): applied
    after every other P/T effect, so later pumps change the switched values' sources, not the
    result. ``filter`` (with no ``on``): each creature it matches ("each creature's")."""

    KIND: ClassVar[str] = "switch_pt"
    on: Ref = SELF
    filter: Filter | None = None
    duration: str = "end_of_turn"


TAP_OR_UNTAP = ("tap", "untap")
"""The controller's two choices for "tap or untap" (CR 701.21)."""


@dataclass(frozen=True, slots=True)
class TapOrUntap:
    """"Tap or untap target permanent" (CR 701.21a): as it resolves, the controller chooses
    whether to tap or to untap each object REF names (a choice, 608.2d); tapping a tapped
    permanent or untapping an untapped one does nothing."""

    KIND: ClassVar[str] = "tap_or_untap"
    what: Ref = ""


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    """"Take an extra turn after this one" / "Target player takes two extra turns after this
    one" (CR 500.7): each named player gets ``amount`` extra turns, taken right after this one;
    of several extra turns the most recently created is taken first."""

    KIND: ClassVar[str] = "extra_turn"
    amount: Quantity = 1
    who: Ref = "you"


CHOSEN_KINDS = ("color", "creature_type")
"""What "REF becomes the … of your choice" names: a colour (CR 105.1, layer 5) or a creature
type (205.3m, layer 4)."""


@dataclass(frozen=True, slots=True)
class BecomeChosen:
    """"REF becomes the color of your choice until end of turn" / "… becomes the creature type
    of your choice …" (CR 608.2d: chosen as it resolves): the object's colour is the chosen
    one (105.3, layer 5), or its creature types are replaced by the chosen one (205.1b, layer
    4), for ``duration`` (``"permanent"`` when Oracle names none)."""

    KIND: ClassVar[str] = "become_chosen"
    on: Ref = SELF
    what: str = "color"
    duration: str = "end_of_turn"


SKIPPABLE = ("turn", "untap", "draw")
"""What "skip your next …" may name (CR 614.10): a turn, an untap step, a draw step."""


@dataclass(frozen=True, slots=True)
class SkipNext:
    """"You skip your next turn", "Target player skips their next untap step" (CR 614.10: a
    replacement effect): the next time each named player would take that turn or step, it
    doesn't happen."""

    KIND: ClassVar[str] = "skip_next"
    what: str = "turn"
    who: Ref = "you"


@dataclass(frozen=True, slots=True)
class PutCountersDivided:
    """"Distribute four +1/+1 counters among any number of target creatures you control"
    (CR 601.2d: the division is chosen as the targets are, each target getting at least one;
    122.1): the counters of ``counter`` kind go on each target still legal as divided
    (608.2b), as "put counters" puts them (replacement effects apply, 616.1e)."""

    KIND: ClassVar[str] = "put_counters_divided"
    on: Ref
    counter: str = "+1/+1"


@dataclass(frozen=True, slots=True)
class PreventOf:
    """"Prevent all [combat] damage that would be dealt to [and dealt by] REF this turn" /
    "… dealt by REF this turn" (CR 615.1a): a prevention effect on the objects (or players) REF
    names as it resolves, ``dealt_to`` them and/or ``dealt_by`` them, until the turn ends
    (514.2)."""

    KIND: ClassVar[str] = "prevent_of"
    what: Ref
    dealt_to: bool = True
    dealt_by: bool = False
    combat_only: bool = False


@dataclass(frozen=True, slots=True)
class PreventNextFrom:
    """"The next time a red source of your choice would deal damage to you this turn, prevent
    that damage." (CR 615.7, 609.7a): the controller chooses a source matching ``filter`` (a
    permanent or a spell on the stack) as this resolves; the next damage it would deal to them
    this turn is prevented, once."""

    KIND: ClassVar[str] = "prevent_next_from"
    filter: Filter = ANY


@dataclass(frozen=True, slots=True)
class Manifest:
    """"Manifest the top card of your library" / "… the top two cards …" (CR 701.34a): each
    card, one at a time, is put onto the battlefield face down as a 2/2 creature with no text
    (708.2a); a manifested creature card may be turned face up for its mana cost (701.34a,
    morph.face_up_cost)."""

    KIND: ClassVar[str] = "manifest"
    count: int = 1
