"""The words of the exile-and-play effects (:mod:`cardtable.games.magic.model.exile_play`)."""

from __future__ import annotations

from cardtable.games.magic.model.exile_play import (
    ExileFromHand,
    HideawayExile,
    ImpulseExile,
    PlayExiledFree,
)

_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def exile_play_text(effect: object) -> str | None:
    """The words of these effects (without the final period), or ``None`` for another."""
    if isinstance(effect, PlayExiledFree):
        return ("you may play the exiled card without paying its mana cost if creatures you "
                f"control have total power {effect.total_power} or greater")
    if isinstance(effect, HideawayExile):
        return (f"look at the top {_WORDS[effect.count]} cards of your library, exile one face "
                "down, then put the rest on the bottom of your library")
    if isinstance(effect, ExileFromHand) and effect.who == "triggering_player":
        return "that player exiles a card from their hand" + (
            " face down" if effect.face_down else "")
    if not isinstance(effect, ImpulseExile):
        return None
    one = effect.count == 1
    top = "the top card" if one else f"the top {_WORDS[effect.count]} cards"
    verb = "play" if effect.lands else "cast"
    that = "that card" if one else "those cards"
    head = f"exile {top} of your library. "
    if effect.wording == "this_turn":
        return head + f"You may {verb} {that} this turn"
    return head + f"Until end of turn, you may {verb} {that}"
