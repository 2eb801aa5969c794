"""The words of library and reveal effects (:func:`library_effect_text`): scry (CR 701.18),
surveil (701.25), searching (701.23) and shuffling (701.19), looking at and revealing cards
from the top (701.16, 401), paying {X} to draw X (118.3). Part of :mod:`render_phrases`."""

from __future__ import annotations

from cardtable.games.magic.model.base import Amount, Filter
from cardtable.games.magic.model.effects import (
    Effect,
    LookAtTop,
    MoveRevealed,
    PayXDraw,
    ReorderTop,
    RevealTop,
    RevealTops,
    RevealUntil,
    Scry,
    SearchLibrary,
    SearchPerDestroyed,
    ShuffleIntoLibrary,
    Surveil,
)
from cardtable.games.magic.text.words import (
    ANY_NUMBER,
    SELF_NAME,
    Context,
    RenderError,
    amount_clause,
    amount_value,
    filter_phrase,
    number,
    target_phrase,
    with_article,
)


def library_effect_text(effect: Effect, ctx: Context) -> str | None:
    """``effect`` in words if it is a library or reveal effect with words; None otherwise."""
    if isinstance(effect, Scry):  # "scry X, where X is …" (issue 29, QF)
        you = "you " if effect.says_you else ""
        return f"{you}scry {amount_value(effect.amount)}{amount_clause(effect.amount, ctx)}"
    if isinstance(effect, ReorderTop):
        how_many = number(effect.amount) if isinstance(effect.amount, int) else \
            amount_value(effect.amount)
        return (f"look at the top {how_many} cards of your library, then put them back in "
                "any order")
    if isinstance(effect, Surveil):
        return f"surveil {amount_value(effect.amount)}"
    if isinstance(effect, SearchLibrary) and effect.to == "split":
        noun = filter_phrase(effect.filter, many=True, zone="library")
        return (f"search your library for up to {number(effect.count)} {noun}, reveal those "
                "cards, put one onto the battlefield tapped and the other into your hand, "
                "then shuffle")
    if isinstance(effect, SearchLibrary) and effect.who.startswith("controller:"):
        noun = with_article(filter_phrase(effect.filter, zone="library"))
        tapped = " tapped" if effect.tapped else ""
        card = "it" if effect.says_it else "that card"  # Ghost Quarter / Path to Exile
        return (f"search their library for {noun}, put {card} onto the battlefield{tapped}, "
                "then shuffle")
    if isinstance(effect, SearchLibrary):
        noun = filter_phrase(effect.filter, many=effect.count > 1, zone="library")
        if effect.share_land_type:
            noun += " that share a land type"
        what = with_article(noun) if effect.count == 1 else f"up to {number(effect.count)} {noun}"
        if effect.count >= ANY_NUMBER:  # "any number of cards named ~" (choices helper)
            what = f"any number of {noun}"
        them = "it" if effect.count == 1 else "them"
        card = "that card" if effect.count == 1 and not (effect.reveal or effect.says_it) \
            else them
        if effect.to == "top" and effect.count == 1:  # 701.19: shuffled, then on top
            reveal = "reveal it, " if effect.reveal else ""
            card = "the card" if effect.says_the_card else "that card"  # Worldly Tutor
            return (f"search your library for {what}, {reveal}then shuffle and put {card} "
                    "on top")
        if effect.to == "battlefield":
            to = f"put {card} onto the battlefield" + (" tapped" if effect.tapped else "")
        elif effect.reveal_that and effect.count == 1:
            to = "reveal that card, put it into your hand"
        else:
            to = ("reveal " + them + ", " if effect.reveal else "") + f"put {card} into your hand"
        return f"search your library for {what}, {to}, then shuffle"
    if isinstance(effect, ShuffleIntoLibrary) and effect.what == "self" and \
            effect.who == "owner:self":  # Cerulean Sphinx (issue 29 round 9, EV1)
        return f"{SELF_NAME}'s owner shuffles it into their library"
    if isinstance(effect, ShuffleIntoLibrary) and effect.what.startswith("target:"):
        spec = ctx.targets[int(effect.what.split(":")[1])]
        ctx.named.add(int(effect.what.split(":")[1]))
        if spec.owner_target is not None and spec.min_count == 0 and spec.count >= ANY_NUMBER:
            return (f"{ctx.ref(effect.who)} shuffles any number of target cards from their "
                    "graveyard into their library")
        if spec.owner_target is not None and spec.min_count == 0 and 1 <= spec.count < ANY_NUMBER:
            return (f"{ctx.ref(effect.who)} shuffles up to {number(spec.count)} target cards "
                    "from their graveyard into their library")  # issue 29 round 9, EV1
        if effect.who == f"owner:{effect.what}":  # Chaos Warp
            return f"the owner of {target_phrase(spec)} shuffles it into their library"
        raise RenderError("no words for this shuffle into a library")
    if isinstance(effect, SearchPerDestroyed) and effect.to == "battlefield":
        card = with_article(filter_phrase(effect.filter, zone="library"))
        return ("for each land destroyed this way, its controller may search their library "
                f"for {card} and put it onto the battlefield. Then each player who searched "
                "their library this way shuffles")
    if isinstance(effect, RevealTop) and effect.who == "you":
        return "reveal the top card of your library"
    if isinstance(effect, RevealTop) and effect.who.startswith("owner:"):
        return "reveals the top card of their library"  # after "The owner of … shuffles"
    if isinstance(effect, MoveRevealed):
        return {("battlefield", "it"): "put it onto the battlefield",
                ("battlefield", "that_card_yours"):
                    "put that card onto the battlefield under your control",
                ("hand", "that_card"): "put that card into your hand",
                ("battlefield", "they"): "they put it onto the battlefield"}[
            (effect.to, effect.wording)]
    if isinstance(effect, LookAtTop) and effect.to == "battlefield" and \
            effect.rest == "bottom_any_order":
        card = with_article(filter_phrase(effect.filter, zone="library"))
        return (f"look at the top {number(effect.count)} cards of your library. You may put "
                f"{card} from among them onto the battlefield. Put the rest on the bottom of "
                "your library in any order")
    if isinstance(effect, RevealTops) and effect.who == "each_player":
        return "each player reveals the top card of their library"
    if isinstance(effect, PayXDraw) and effect.limit == Amount(kind="event_amount"):
        return ("you may pay {X}, where X is less than or equal to the amount of life you "
                "gained. If you do, draw X cards")
    if isinstance(effect, RevealUntil) and effect.shares_type_with == "it" and (
            effect.filter == Filter(types=("Creature",))):
        return ("reveal cards from the top of your library until you reveal a creature card "
                "that shares a creature type with it. Put that card into your hand and the "
                "rest on the bottom of your library in a random order")
    return None
