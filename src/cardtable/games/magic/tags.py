"""The tags of the Magic engine's decisions: what each question is, as a typed value, so that a
bot, the terminal and the browser decide from a decision's kind and tag and never read its
prompt, which is for people. ``Tag`` is a ``StrEnum``: a tag compares equal to its string and
travels as that string in JSON."""

from __future__ import annotations

from enum import StrEnum


class Tag(StrEnum):
    """Every tag a Magic or Commander decision may carry."""

    CAST_BUYBACK = "cast.buyback"  # pay the buyback cost? (CR 702.27a)
    CAST_CASUALTY = "cast.casualty"  # sacrifice a creature for casualty? (CR 702.153a)
    CAST_CONSPIRE = "cast.conspire"  # tap two creatures for conspire? (CR 702.78a)
    CAST_CONVOKE = "cast.convoke"
    CAST_CREW = "cast.crew"
    CAST_DISCARD = "cast.discard"
    CAST_DIVIDE = "cast.divide"
    CAST_EXILE = "cast.exile"
    CAST_EXILE_HAND = "cast.exile_hand"  # "exile a blue card from your hand" (118.3)
    CAST_RETURN = "cast.bounce"  # "return a land you control to its owner's hand" (118.3)
    CAST_EITHER = "cast.either_cost"  # which of "COST or COST" to pay (601.2b)
    CAST_REVEAL = "cast.reveal"  # "reveal a Merfolk card from your hand" (118.3)
    CAST_PUT_COUNTER = "cast.put_counter"  # "Put a -1/-1 counter on a creature you control"
    CAST_REMOVE_COUNTER = "cast.remove_counter"  # "Remove a +1/+1 counter from a creature
    # you control": which permanent (118.3, 122)
    CAST_SPLICE = "cast.splice"  # which cards to splice onto the spell (702.47a)
    CAST_ASSIST = "cast.assist"  # assist: which other player may help pay (702.132a)
    CAST_ASSIST_PAY = "cast.assist_pay"  # assist: how much generic mana the helper pays
    CAST_HALF = "cast.half"  # which half of a split card an effect casts (CR 709.3)
    CAST_KICKER = "cast.kicker"
    CAST_MODE_CHOOSER = "cast.mode_chooser"
    CAST_MODES = "cast.modes"
    CAST_MULTIKICKER = "cast.multikicker"
    CAST_PHYREXIAN = "cast.phyrexian"
    CAST_RETURN_UNBLOCKED = "cast.return_unblocked"
    CAST_SACRIFICE = "cast.sacrifice"
    CAST_TAP_UNTAPPED = "cast.tap_untapped"
    CAST_TARGET = "cast.target"
    CAST_TARGET_CHOOSER = "cast.target_chooser"
    CAST_TARGETS = "cast.targets"
    CAST_X = "cast.x"
    COMBAT_ATTACK = "combat.attack"
    COMBAT_BLOCK = "combat.block"
    COMBAT_DAMAGE = "combat.damage"
    COMBAT_EXTRA_BLOCKS = "combat.extra_blocks"  # the other attackers a blocker blocks
    COMBAT_EXERT = "combat.exert"  # which attackers to exert as they attack (CR 701.39a)
    COMBAT_BAND = "combat.band"  # which attackers form a band with one (CR 702.22c; h8-kw)
    # which permanents "you may choose not to untap" stay tapped (CR 502.3; h8-kw)
    UNTAP_KEEP_TAPPED = "untap.keep_tapped"
    # which of the limited permanents untap ("can't untap more than one creature", CR 502.3)
    UNTAP_LIMIT = "untap.limit"
    # which permanents "If ~ would enter, sacrifice a Forest instead" sacrifices (CR 614.1a)
    ENTER_SACRIFICE = "enter.sacrifice"
    COMMANDER_RETURN = "commander.return"
    COMMANDER_SIDEBOARD = "commander.sideboard"
    DISCARD = "discard"
    # draw, or which "if you would draw a card, … instead" applies (616.1, dredge 702.52a)
    DRAW_REPLACEMENT = "draw.replacement"
    LEGEND = "legend"
    MULLIGAN_BOTTOM = "mulligan.bottom"
    MULLIGAN_KEEP = "mulligan.keep"
    OPENING_HAND = "opening_hand"  # begin the game with this card on the battlefield? (103.6a)
    ORDER_TRIGGERS = "order_triggers"
    PRIORITY = "priority"  # a player has priority (CR 117): cast, activate, play a land or pass
    RESOLVE_CHOICE = "resolve.choice"  # a choice a resolving spell or ability asks (CR 608.2)
    # a creature type to choose (CR 205.3m, 614.12)
    RESOLVE_CREATURE_TYPE = "resolve.choice.creature_type"
    # a card name to choose (CR 201.3; QF ninth wave): the options come first-best
    RESOLVE_CARD_NAME = "resolve.choice.card_name"
    # the cards to discard for a resolving effect (CR 701.9)
    RESOLVE_DISCARD = "resolve.choice.discard"
