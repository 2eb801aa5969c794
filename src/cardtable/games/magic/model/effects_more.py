"""One-shot effects of issue 28's effect-verb sub-grammar (the helper "effects"): library
actions that take some of the top cards and put the rest elsewhere. Frozen data like the rest of
the ability model (:mod:`cardtable.games.magic.model.effects` lists them in ``Effect``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cardtable.games.magic.model.base import ANY, Amount, Filter, Quantity, Ref

ALL_OF_THEM = -1
"""``LookPut.take`` for "put all creature cards revealed this way into your hand"."""

REST_PLACES = ("bottom_any_order", "bottom_random", "bottom", "graveyard", "top_any_order")
"""Where ``LookPut.rest`` may send the cards not taken (CR 401.4: "in any order" is the
player's choice; "in a random order" is the game's, seeded)."""

TAKE_WORDINGS = ("of_them", "of_those", "may_reveal", "may_put", "all_revealed", "any_number")


@dataclass(frozen=True, slots=True)
class LookPut:
    """"Look at (reveal) the top N cards of your library. Put M of them into your hand and the
    rest …" (CR 401.4 a private look, 701.16a a reveal): the player takes ``take`` cards
    matching ``filter`` among the top ``count`` (``optional``: up to that many; ``ALL_OF_THEM``:
    every matching card) and puts them ``to`` their hand, then the rest go to ``rest``.

    ``wording`` says how Oracle names the taken cards (:data:`TAKE_WORDINGS`), ``rest_other``
    "the other" rather than "the rest", ``rest_sentence`` a new sentence ("… into your hand.
    Put the rest …") rather than "… and the rest …"."""

    KIND: ClassVar[str] = "look_put"
    count: int
    take: int = 1
    filter: Filter = ANY
    to: str = "hand"
    optional: bool = False
    reveal: bool = False
    rest: str = "bottom_any_order"
    wording: str = "of_them"
    rest_other: bool = False
    rest_sentence: bool = False
    # issue 29 (EV1): ``to`` may also be ``"battlefield"`` ("You may put a land card from among
    # them onto the battlefield tapped": ``tapped``), and ``rest`` ``"hand"`` ("… and the rest
    # into your hand", Nissa, Nature's Artisan); ``rest_then``: ". Then put the rest …"
    tapped: bool = False
    rest_then: bool = False
    # issue 29 round 9 (EV1): ``count_x`` the number of cards looked at when Oracle says "the
    # top X cards of your library, where X is …" (``count`` is then 0; CR 107.3, 608.2h), and
    # ``head_then`` the take joined to the look by ", then" ("look at the top three cards of
    # your library, then put one of them into your hand …")
    count_x: Amount | None = None
    head_then: bool = False


UNTIL_RESTS = {
    ("bottom_random", "the_rest"), ("bottom_any_order", "the_rest"), ("graveyard", "the_rest"),
    ("graveyard", "all_other"), ("graveyard", "put_all_other"),
    ("bottom_any_order", "put_all_other"), ("exile", "exile_all_other")}
"""The (place, wording) pairs of ``RevealUntilPut.rest``: "the rest on the bottom of your
library in a random order", "put all other cards revealed this way into your graveyard", …"""


@dataclass(frozen=True, slots=True)
class RevealUntilPut:
    """"Reveal cards from the top of your library until you reveal a creature card. Put that
    card into your hand (onto the battlefield) and the rest …" (CR 701.16a): the cards are
    revealed one by one from the top until one matches ``filter`` (or the library runs out);
    that card goes ``to`` the hand or the battlefield under the controller's control, the
    other revealed cards where ``rest`` says (``rest_wording`` how Oracle says it)."""

    KIND: ClassVar[str] = "reveal_until_put"
    filter: Filter
    to: str = "hand"
    rest: str = "bottom_random"
    rest_wording: str = "the_rest"


@dataclass(frozen=True, slots=True)
class Bolster:
    """"Bolster N" (CR 701.33a): the controller chooses a creature with the least toughness
    among creatures they control and puts N +1/+1 counters on it."""

    KIND: ClassVar[str] = "bolster"
    amount: Quantity = 1


@dataclass(frozen=True, slots=True)
class FlipCoin:
    """"Flip a coin." (CR 705.1): the controller flips; the game's seeded generator decides
    (705.2: heads or tails, won or lost, with no choice of side here), and "If you win (lose)
    the flip, …" reads the result (``Condition("won_flip")``)."""

    KIND: ClassVar[str] = "flip_coin"


@dataclass(frozen=True, slots=True)
class ExchangeControl:
    """"Exchange control of A and B" (CR 701.10b, 701.10c): each gets the other's controller
    (layer 2, with no end); if either is gone or both have one controller, nothing happens.
    ``a`` and ``b`` are references; "two target creatures" is one reference to both."""

    KIND: ClassVar[str] = "exchange_control"
    a: Ref
    b: Ref = ""


@dataclass(frozen=True, slots=True)
class ShuffleGraveyard:
    """"Target player shuffles their graveyard into their library." (CR 701.20a): every card
    of each named player's graveyard goes into that player's library (at once, 603.2), then
    they shuffle."""

    KIND: ClassVar[str] = "shuffle_graveyard"
    who: Ref = "you"


COLOR_CHOICES = ("white", "blue", "black", "red", "green")
"""The colours a player may name for "the color of your choice" (CR 105.1)."""


@dataclass(frozen=True, slots=True)
class GrantChosenProtection:
    """"Target creature you control gains protection from the color of your choice until end
    of turn." (CR 702.16a, 608.2d): the controller names a colour as it resolves; REF (or every
    permanent matching ``filter``) gains protection from it for ``duration``."""

    KIND: ClassVar[str] = "grant_chosen_protection"
    on: Ref = ""
    filter: Filter | None = None
    duration: str = "end_of_turn"
    # "protection from the chosen color": the colour an earlier "Choose a color." of the same
    # ability recorded (model.choices.ChooseColor), not asked again (issue 29 round 2)
    chosen: bool = False


@dataclass(frozen=True, slots=True)
class Support:
    """"Support N" (CR 701.35a): a +1/+1 counter on each of up to N other target creatures;
    ``on`` is that target (its spec counts N, not the source: "other" means nothing more for
    an instant or sorcery, which is no creature)."""

    KIND: ClassVar[str] = "support"
    on: Ref

