"""Rule names of issue 29's h9-sta statics (the builders are in ``oracle/statics_9.py``, the
words in ``text/statics_9.py``); each is a ``ContinuousEffect.rule`` on the affected objects,
read where the engine makes the choice it restricts."""

from __future__ import annotations

# "its activated abilities can't be activated unless they're mana abilities" (CR 602.5, 605.1a):
# only the object's mana abilities may be activated (priority._can_activate). With the suffix
# ":sentence" Oracle says it as a second sentence ("… Vehicles. Its activated abilities …").
CANT_ACTIVATE_NONMANA = "cant_activate_nonmana"
NONMANA_SENTENCE = CANT_ACTIVATE_NONMANA + ":sentence"
# "can't crew Vehicles" (CR 702.122a): the creature can't be tapped to pay a crew cost
# (keyword_abilities._crew_candidates)
CANT_CREW = "cant_crew"
# "Players can't untap more than one creature during their untap steps." (Smoke, Winter Orb,
# Static Orb; CR 502.3): ``amount`` permanents matching ``filter`` at most untap in the untap
# step of each player the rule binds (``affected`` "players" or "you"; untap_limits.py)
UNTAP_LIMIT = "untap_limit"
# "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2." (Gift of
# Fangs; CR 611.3a): two statics folded like "As long as enchanted creature is …" (the kind read
# in each effect's own layer), the second over the kind's complement; these mark the wording of
# the pair in ``Condition.state``
OTHERWISE_FIRST = "otherwise_first"
OTHERWISE_SECOND = "otherwise_second"
# "If ~ would enter, sacrifice a Forest instead. If you do, put ~ onto the battlefield. If you
# don't, put it into its owner's graveyard." (Heart of Yavimaya, Lotus Vale; CR 614.1a): the
# action of a ReplacementAbility on "enters" with the ``filter`` and ``amount`` sacrificed
# (enter_sacrifice.py)
SACRIFICE_TO_ENTER = "sacrifice_to_enter"
# "Equipped creature gets +1/+0. It gets +3/+1 instead as long as COND." (Mind Carver; CR
# 611.3a): the first static while COND does not hold, the second while it does — the wording of
# the pair in ``Condition.state`` of their "any_of" conditions
INSTEAD_FIRST = "instead_first"
INSTEAD_SECOND = "instead_second"
