"""Rule words of issue 29's h8-sta statics (the builders are in ``oracle/statics_8.py``)."""

from __future__ import annotations

# "can't attack you or planeswalkers you control" (CR 508.1c): a static rule of the affected
# creatures; layers.py records it as ``CANT_ATTACK_YOU + ":" + the source's controller`` and
# combat.may_attack refuses that player and the planeswalkers they control as the defender
CANT_ATTACK_YOU = "cant_attack_you"

# "Your maximum hand size is increased / reduced by N." (CR 402.2): a rule of the controller,
# ``amount`` the signed change (turn._cleanup reads it through hand_size.max_hand_size)
MAX_HAND_SIZE_CHANGE = "max_hand_size_change"

# "Your opponents can't cast blue creature spells." / "Players can't cast spells during
# combat." / "Your opponents can't cast spells during your turn." (CR 101.2): a rule binding
# the players ``affected`` names ("you", "opponents", "players") for the spells ``filter``
# matches; the rule's suffix is when (``CAST_BAN_WHEN``: "" always)
CANT_CAST_SPELLS = "cant_cast_spells"
CAST_BAN_WHEN = ("", "your_turn", "combat", "exiled_name")
# "… spells with the same name as the exiled card" (607.2a): the cards exiled with the source
EXILED_NAME = "exiled_name"

# "is every creature type" (CR 205.3m; changeling's words, 702.73a): the subtype marker that
# layers_match.has_subtype reads as each creature type (the same words as its
# ``EVERY_CREATURE_TYPE``; a test keeps the two equal)
EVERY_CREATURE_TYPE = "(every creature type)"

# the words of a "flash_as_though" keyword said "This spell has flash as long as COND." (CR
# 702.8a) — ``Keyword.text``, beside "if" and "as long as" (mechanics_families.py)
SPELL_HAS_FLASH = "spell_has_flash"

# eminence (CR 113.6, 903): the zones of "as long as ~ is in the command zone or on the
# battlefield" (a ``self_in_zones`` condition; the words of statics_builder.c_eminence)
EMINENCE_ZONES = "command,battlefield"

# "If a card would be put into an opponent's graveyard from anywhere, exile it instead." (CR
# 614.1a): a ReplacementAbility(event="to_graveyard", action="exile", applies_to="filter")
# whose ``options`` say its words: GY_CARD_OR_TOKEN ("a card or token"), GY_PERMANENT ("a
# permanent": from the battlefield only, and without "from anywhere")
GY_CARD_OR_TOKEN = "card_or_token"
GY_PERMANENT = "permanent"

# Keyword counters (CR 122.1b): a permanent with one of these counters has that keyword
# (layers.py, layer 6); "~ enters with your choice of a flying counter or a first strike
# counter on it." is an "enters" choose_option replacement whose options end in " counter"
KEYWORD_COUNTERS = ("flying", "first strike", "double strike", "deathtouch", "haste",
                    "hexproof", "indestructible", "lifelink", "menace", "reach", "trample",
                    "vigilance")
COUNTER_SUFFIX = " counter"
