"""The words the Oracle compiler, the renderer and the engine share (floor 0): how keywords are
spelled when compared, the timing windows of "Cast this spell only …" (CR 601.3a) by name, and
the names of choices and permissions a compiled card refers to. The rooms give these names
their meaning (:mod:`cardtable.games.magic.timing`, :mod:`~cardtable.games.magic.mana`,
:mod:`~cardtable.games.magic.play_from_exile`); the compiler and the renderer need only the
names, so they never import a room."""

from __future__ import annotations

#: "one mana of any color in your commander's color identity" (CR 903.4): the mana symbol the
#: compiler writes; which colours it makes depends on the player (``mana.for_player``).
IDENTITY = "identity"

#: "one mana of any color that a land an opponent controls could produce" (CR 106.7): the
#: choice the compiler writes; the colours are read as the ability is activated.
OPPONENT_LANDS = "opponent_lands"

#: "one mana of any color / any type that a land you control could produce" (CR 106.7; issue 29,
#: EV3b): Harvester Druid, Reflecting Pool — read as the ability is activated (``mana.
#: own_land_mana``); a type includes colorless ({C}), a color does not
OWN_LANDS_COLOR = "own_lands_color"
OWN_LANDS_TYPE = "own_lands_type"

#: "You may look at the top card of your library any time." (CR 401.2): the rule name; "You
#: may play lands and cast spells from the top of your library." (401.2, 601.2) and its
#: variant whose spells cost life equal to their mana value instead (Bolas's Citadel, 118.9)
LOOK_TOP = "look_top_any_time"
PLAY_TOP = "play_from_top"
PLAY_TOP_LIFE = "play_from_top_life"
#: "Play with the top card of your library revealed." (Future Sight), "You may play lands from
#: the top of your library." (Courser of Kruphix), "You may cast creature spells from the top
#: of your library." (the effect's filter says which spells; Garruk's Horde)
REVEAL_TOP = "reveal_top"
PLAY_TOP_LANDS = "play_lands_from_top"
PLAY_TOP_SPELLS = "cast_spells_from_top"
#: "[Once] during each of your turns, you may cast a creature spell from your graveyard."
#: (Karador, Kess; CR 601.2, 601.3): one spell of the effect's filter from its controller's
#: graveyard each of their turns, per source. ``:once`` words it "Once during …"; ``:exile``
#: adds "If a spell cast this way would be put into your graveyard, exile it instead."
CAST_GRAVEYARD_TURN = "cast_graveyard_turn"

#: "For each color among permanents you control, add one mana of that color." (Bloom Tender):
#: one mana of each colour the controller's permanents have as the ability resolves (105.1).
COLORS_AMONG = "colors_among_yours"

#: "you may play lands and cast spells from among cards exiled with ~" (CR 607.2a): the rule
#: name of the linked permission (``play_from_exile``).
PLAY_LINKED = "play_linked_exile"

#: The windows of "Cast this spell only …" (CR 601.3a) by name, each with its Oracle words; the
#: test of each window is :data:`cardtable.games.magic.timing.WINDOWS`.
CAST_WINDOWS: dict[str, str] = {
    "combat": "during combat",
    "combat_opponents_turn": "during combat on an opponent's turn",
    "combat_before_blockers": "during combat before blockers are declared",
    "combat_after_blockers": "during combat after blockers are declared",
    "declare_blockers": "during the declare blockers step",
    "declare_attackers": "during the declare attackers step",
    "opponents_turn": "during an opponent's turn",
    "opponents_upkeep": "during an opponent's upkeep",
    "your_end_step": "during your end step",
    # CR 506.2, 508.1: the caster is a defending player this step (timing.py)
    "attacked_this_step": "during the declare attackers step and only if you've been attacked "
                          "this step",
}


#: The windows of "Activate only …" (CR 602.5b) by name, each with its Oracle words (after
#: "Activate only "); "sorcery" is the sorcery timing of CR 307.1, "as_instant" says aloud the
#: timing every activated ability has (CR 602.2). The test of each window is
#: :data:`cardtable.games.magic.timing.ACTIVATION_WINDOWS`.
ACTIVATE_WINDOWS: dict[str, str] = {
    "sorcery": "as a sorcery",
    "as_instant": "as an instant",
    "your_turn_before_attackers": "during your turn, before attackers are declared",
    "your_turn": "during your turn",
    "your_upkeep": "during your upkeep",
    "upkeep": "during any upkeep step",
    "combat": "during combat",
    "declare_blockers": "during the declare blockers step",
    "end_of_combat": "during the end of combat step",
    "before_attackers": "before attackers are declared",
    "before_blockers": "before blockers are declared",
    "before_combat_damage": "before the combat damage step",
    "before_end_of_combat": "before the end of combat step",
    "opponents_turn": "during an opponent's turn",
}


def keyword_name(name: str) -> str:
    """Keywords compare in one spelling: ``"First strike"`` → ``"first_strike"``."""
    return name.strip().lower().replace(" ", "_").replace("-", "_")

#: "Enchant creature card in a graveyard" (Animate Dead; CR 303.4a): the enchant keyword's
#: ``text``; the note an Aura keeps once it returned a card ("enchant creature put onto the
#: battlefield with ~"), followed by that creature's id.
GRAVEYARD_CARD = "graveyard"
REANIMATED = "reanimated:"

#: "add one mana of any type that land produced" (Heartbeat of Spring, Zendikar Resurgent; CR
#: 106.12a, 605.1b): the choice of a triggered mana ability's ``AddMana`` — one more mana of the
#: type the tapped land just made, to the player who tapped it (issue 29, h6-E).
PRODUCED_TYPE = "produced_type"

#: the rule on an Aura's protection part "This effect doesn't remove ~." (CR 702.16, 303.4d):
#: the state-based check of that Aura leaves out the protection it grants (sba.py; h7-sta)
SPARES_SOURCE = "spares_source"

#: coloured cost changes (CR 601.2f; costs.mana_increase; h7-sta): ``"COST_MANA:WHOSE:MANA"``
#: for "Black spells you cast cost {B} more to cast." (WHOSE "", "you" or "opponents") and
#: ``"COST_MANA_PER_TARGET:MANA"`` for "This spell costs {2}{B} more to cast for each target
#: beyond the first." (strive, an ability word: CR 207.2c)
COST_MANA = "cost_increase_mana"
COST_MANA_PER_TARGET = "cost_mana_per_extra_target"

#: "Creatures entering the battlefield [or dying] don't cause abilities to trigger." (Torpor
#: Orb, Hushbringer; CR 603.2): the rule ``"NO_TRIGGERS:enters"`` / ``"NO_TRIGGERS:enters,dies"``
#: on the group (triggers.entered, triggers.left; h7-sta)
NO_TRIGGERS = "no_triggers"

#: "You may choose not to untap ~ during your untap step." (CR 502.3): the rule on ~; its
#: controller is asked in their untap step which of these tapped permanents stay tapped
#: (untap_choice.py; issue 29, h8-kw)
MAY_NOT_UNTAP = "may_not_untap"

#: "if tribute wasn't paid" (CR 702.104b): the note a paid tribute leaves on the permanent
#: (``MagicState.cast_notes``, read by the condition "its … cost was paid"; tribute.py, h8-kw)
TRIBUTE_NOTE = "tribute"
