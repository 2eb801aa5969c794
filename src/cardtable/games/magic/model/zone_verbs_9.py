"""Names of issue 29, round 9 (helper EV1): the wordings and values the compiler writes
(``oracle/zone_verbs_9.py``), the engine reads and the render words. Plain data."""

from __future__ import annotations

OWNER_HAND_OLD = "owner_hand"
"""``ReturnToHand.wording``: the older plural "return all attacking creatures to their owner's
hand" — the same as "to their owners' hands", each card to its own owner's hand (CR 400.7)."""
SAME_COLOR = "same"
"""``Condition.zone`` of a ``MANA_SPENT`` condition with an ``amount``: "at least three mana of
the same color was spent to cast this spell" — some one colour paid ``amount`` times (CR
601.2h, 105.1). With a colour letter instead ("G"), at least ``amount`` of that colour."""
SPENT_COUNT = "spentn:"
"""The cast note ``spentn:G:3``: three green mana were paid for the spell (``cast_payment``;
CR 601.2h), beside the note ``spent:G`` that says only that some was."""
IF_LEAD = "if_lead"
"""``ReplacementAbility.text`` (wording only): the condition printed first, "If at least three
green mana was spent to cast this spell, ~ enters with a +1/+1 counter on it." — the same
replacement as "~ enters with a +1/+1 counter on it if …" (CR 614.1c)."""
CAST_IF = "if"
"""``Keyword("cast_from_graveyard").text`` (wording only): "You may cast ~ from your graveyard if
you gained life this turn." — the permission, read as the card is cast (CR 601.2, 601.3), with
the condition printed after "if" rather than "as long as"; with no condition the permission is
unconditional ("You may cast ~ from your graveyard.", Skaab Ruinator)."""
FROM_PLAYERS_ZONE = "from_players_zone"
"""``ExileFromZone.wording``: "exile all creature cards from target player's graveyard" — the
controller exiles every matching card of that player's graveyard (CR 406.3), counted for "for
each card exiled this way" (608.2c)."""
PLAY_LANDS_FROM_GRAVEYARD = "play_lands_from_graveyard"
"""The rule of a static "You may play lands from your graveyard." (Crucible of Worlds, Ramunap
Excavator; CR 305.1, 305.2): ``ContinuousEffect(layer="rules", rule=…, affected="you")`` — a
land card in its controller's graveyard may be played with the turn's land plays."""
