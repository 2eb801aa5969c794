"""Model values of the other effect verbs of issue 29, ninth wave (helper h9-ev3; the builder is
``oracle/other_verbs_9.py``, the words ``text/other_verbs_9.py``)."""

from __future__ import annotations

#: ``GrantAbilities.wording`` of "… doesn't untap during its controller's next untap step" (CR
#: 502.3, 611.2b) said of a named object or of each of a kind: the prefix, then the words of
#: the step as Oracle prints them (the same rule whatever the words: each permanent skips its
#: own controller's next untap step, ``turn._end_next_untap_effects``)
NEXT_UNTAP = "ev9_next_untap:"
NEXT_UNTAP_TAILS = ("its controller's next untap step", "their controller's next untap step",
                    "their controllers' next untap steps", "that player's next untap step")

#: "Each creature you control assigns combat damage equal to its toughness rather than its
#: power." (CR 510.1a, 510.1c: the amount of its combat damage; ``combat.combat_damage_of``) —
#: a rule change on the creatures a static names (layer "rules")
ASSIGNS_TOUGHNESS = "assigns_toughness"

#: The player reference "you and PLAYER" ("You and target opponent each draw a card", CR 101.4:
#: both act, in APNAP order): the prefix, then the other player's reference
YOU_AND = "you_and:"

#: The join of a target's effect and a group's ("Target creature and each other creature that
#: shares a color with it get +1/+1 until end of turn", CR 608.2c): one verb said once after
#: both subjects (``text/join.py`` → ``text/other_verbs_9.subject_and_text``)
SUBJECT_AND = "ev9_subject_and"
