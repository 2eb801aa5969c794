"""More trigger events that compose (issues 28/29, CR 603.2): each is a player or object event
the engine fires once (``triggers.py``), read for every subject the sentence allows and with
every effect and intervening "if" (603.4) the grammar reads after a trigger.

- "Whenever you draw your second card each turn" / "an opponent draws their …" / "a player
  draws their …" (CR 121.2: the second card that player draws in a turn; ``triggers.drew``).

And conditions (the ``condition`` rule: intervening "if", "as long as", "if …,"; the engine
asks ``conditions_more.py``): "you gained N or more life this turn", "you've drawn N or more
cards this turn", "you have more cards in hand than each opponent", "you cast it from your
hand" (after "When ~ enters" only: "it" is the permanent).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import _NUMBERS, BuilderMixin, _Noun
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.trigger_events import _Subject

_CASTERS = {"an opponent casts": "opponent", "you cast": m.YOU, "a player casts": "each"}
_MORE_HOLDERS = {"an opponent": "opponent", "defending player": "defending",
                 "that player": "that_player"}
_DAMAGED = {"you're": m.YOU, "an opponent is": "opponent", "a player is": "each"}
_SECOND_DRAWERS = {"you draw your": m.YOU, "an opponent draws their": "opponent",
                   "a player draws their": "each"}


@v_args(inline=True)
class TriggerEventsMore(BuilderMixin):
    """The builder's half of the events of this module."""

    def evs_self_when(self) -> _Subject:
        """"When ~ blocks" (not "Whenever"): the same event (CR 603.2), worded as Oracle
        prints it (the model's ``Trigger.wording`` "when")."""
        return _Subject(m.SELF, wording="when")

    def evs_filter_when(self, article: Token, noun: _Noun) -> _Subject:
        """"When a creature is put into …": any object the noun reads, worded "When"."""
        return _Subject("filter", noun.filter, wording="when")

    def trig_when_casts(self, caster: Token, article: Token, noun: _Noun) -> m.Trigger:
        """"When an opponent casts a creature spell" (CR 601.2i): the cast event of
        ``triggers.cast``, worded "When"."""
        whose = _CASTERS[str(caster).lower()]
        return m.Trigger("cast", subject="filter", filter=noun.filter, whose=whose,
                         wording="when")

    def trig_cycle_or_dies(self) -> tuple[m.Trigger, m.Trigger]:
        """"When you cycle ~ or it dies": cycling it (702.29d, from the graveyard it went to)
        and its dying (700.4) — two abilities, one printed line."""
        return (m.Trigger("cycle"), m.Trigger("dies"))

    def trig_cast_kicked(self, caster: Token) -> m.Trigger:
        """"Whenever you cast a kicked spell" (CR 702.33d, 601.2i)."""
        return m.Trigger("cast_kicked", whose=_CASTERS[str(caster).lower()])

    def trig_player_dealt_damage(self, who: Token) -> m.Trigger:
        """"Whenever you're dealt damage" (CR 120.3): any source, combat or not."""
        return m.Trigger("player_dealt_damage", whose=_DAMAGED[str(who).lower()])

    def trig_card_to_graveyard(self, article: Token, noun: _Noun, owner: Token) -> m.Trigger:
        """"Whenever a black card is put into an opponent's graveyard from anywhere" (CR
        404): whose graveyard by ``whose`` (its owner's, 404.1)."""
        whose = {"a": "each", "your": m.YOU, "an opponent's": "opponent"}[str(owner).lower()]
        return m.Trigger("card_to_graveyard", subject="filter", filter=noun.filter,
                         whose=whose)

    def trig_when_any_enters(self, article: Token, noun: _Noun) -> m.Trigger:
        """"When a Cartouche enters under your control" (CR 603.6a), worded "When"."""
        if noun.filter.controller != "any":
            raise FamilyError("two controllers in one trigger")
        return m.Trigger("enters", subject="filter", filter=replace(noun.filter,
                                                                    controller=m.YOU),
                         self_first=False, wording="when")

    def trig_gain_life_first(self) -> m.Trigger:
        """"Whenever you gain life for the first time each turn" (CR 119.9)."""
        return m.Trigger("gain_life_first")

    def trig_targeted_by_spell(self, subject: _Subject,
                               owner: Token | None = None) -> m.Trigger:
        """"Whenever ~ becomes the target of a spell [an opponent controls / you control]"
        (CR 115.1, 601.2c): a spell, not an ability; any subject of the composed events."""
        if subject.kind not in (m.SELF, "filter", "enchanted", "equipped"):
            raise FamilyError("a targeting event of no object")
        whose = {" an opponent controls": "opponent", " you control": m.YOU}.get(
            str(owner).lower() if owner is not None else "", "each")
        return m.Trigger("becomes_target_spell", subject=subject.kind, filter=subject.filter,
                         whose=whose, wording=subject.wording)

    def trig_self_enters_untapped(self) -> m.Trigger:
        """"When ~ enters untapped" (CR 603.6a): only if it was untapped as it entered."""
        return m.Trigger("enters_untapped")

    def trig_cards_leave_graveyard(self, noun: _Noun) -> m.Trigger:
        """"Whenever one or more cards leave your graveyard" (CR 603.2c: once per event)."""
        return m.Trigger("cards_leave_graveyard", subject="filter", filter=noun.filter)

    def trig_draw_second(self, drawer: Token) -> m.Trigger:
        """"Whenever you draw your second card each turn" (CR 121.2, 603.2)."""
        return m.Trigger("draw_second", whose=_SECOND_DRAWERS[str(drawer).lower()])

    if TYPE_CHECKING:  # filters_builder.FilterBuilder's, earlier in the builder's bases
        def it_ref(self) -> str: ...

    def e_destroy_ref(self, ref: Token) -> m.Effect:
        """"destroy it" / "destroy ~" (CR 701.8a): the object the trigger names, or the
        ability's own."""
        return m.Destroy(what=m.SELF if str(ref) == "~" else self.it_ref())

    def e_becomes_creature_for_good(self, article: Token, pt: Token, subtype: Token,
                                    keywords: tuple[m.Keyword, ...] = ()) -> m.Effect:
        """"~ becomes a 5/5 Treefolk creature [with …]" with no duration (CR 611.2a: for
        good); it is a creature of that subtype only (205.1a, layers 4, 6 and 7b)."""
        power, toughness = str(pt).split("/")
        return m.Becomes(on=m.SELF, subtypes=(str(subtype),), power=_pt(power),
                         toughness=_pt(toughness), types=("Creature",),
                         keywords=tuple(keywords), duration="permanent")

    # -- conditions (CR 603.4, 611.3a, 608.2c) -------------------------------------------------
    def c_life_gained_at_least(self, n: Token) -> m.Condition:
        """"you gained N or more life this turn" (CR 119.9)."""
        return m.Condition(kind="life_gained_at_least", amount=_count(n))

    def c_drawn_at_least(self, n: Token) -> m.Condition:
        """"you've drawn N or more cards this turn" (CR 121.2)."""
        return m.Condition(kind="drawn_at_least", amount=_count(n))

    def c_more_cards_in_hand(self) -> m.Condition:
        """"you have more cards in hand than each opponent"."""
        return m.Condition(kind="more_cards_in_hand")

    def c_self_card_type(self, article: Token, card_type: Token) -> m.Condition:
        """"~ is an enchantment" (CR 205.2a): the object with the ability, as it is now."""
        return m.Condition(kind="ref_matches", ref=m.SELF,
                           filter=m.Filter(types=(str(card_type).capitalize(),)))

    def c_graveyard_has(self, article: Token, noun: _Noun) -> m.Condition:
        """"there is a Desert card in your graveyard" (CR 404)."""
        return m.Condition(kind="graveyard_has", filter=noun.filter)

    def c_graveyard_empty(self) -> m.Condition:
        """"there are no cards in your graveyard"."""
        return m.Condition(kind="graveyard_has", negate=True)

    def c_control_or_graveyard(self, article: Token, noun: _Noun, article2: Token,
                               card: _Noun) -> m.Condition:
        """"you control a Desert or there is a Desert card in your graveyard": either."""
        return m.Condition(kind="any_of", all_of=(
            m.Condition(kind="you_control", filter=noun.filter),
            m.Condition(kind="graveyard_has", filter=card.filter)))

    def c_controls_more(self, holder: Token, noun: _Noun) -> m.Condition:
        """"an opponent controls more lands than you" (any opponent), "defending player …"
        (after an attack trigger, CR 506.2), "that player …" (the event's player)."""
        ref = _MORE_HOLDERS[str(holder).lower()]
        if ref == "defending" and "defending" not in self.trigger_binds:
            raise FamilyError("'defending player' without an attack the trigger names")
        if ref == "that_player" and "player" not in self.trigger_binds:
            raise FamilyError("'that player' without a player the trigger names")
        return m.Condition(kind="controls_more", filter=noun.filter, ref=ref)

    def c_you_control_most(self, noun: _Noun) -> m.Condition:
        """"you control more creatures than each other player"."""
        return m.Condition(kind="controls_more", filter=noun.filter, ref="you_most")

    def c_left_battlefield(self) -> m.Condition:
        """"a permanent you controlled left the battlefield this turn" (revolt)."""
        return m.Condition(kind="left_battlefield_this_turn")

    def c_attacked_power(self, n: Token) -> m.Condition:
        """"you attacked with creatures with total power 6 or greater this combat" (508.1)."""
        return m.Condition(kind="attacked_power_at_least", amount=int(n))

    def c_player_empty_hand(self, who: Token) -> m.Condition:
        """"that player has no cards in hand" (the event's player) / "an opponent has …"."""
        ref = "that_player" if str(who).lower() == "that player" else "opponent"
        if ref == "that_player" and "player" not in self.trigger_binds:
            raise FamilyError("'that player' without a player the trigger names")
        return m.Condition(kind="player_hand_empty", ref=ref)

    def c_more_life_than_opponent(self) -> m.Condition:
        """"you have more life than an opponent" (any opponent still in the game)."""
        return m.Condition(kind="more_life_than_opponent")

    def c_cast_from_hand(self) -> m.Condition:
        """"you cast it from your hand" (CR 601.2a): "it" is the permanent that entered, so
        only after "When ~ enters", or in a line with no trigger: "~ enters with a divinity
        counter on it if you cast it from your hand" (614.1c; the spell's notes follow it onto
        the battlefield before its replacements apply, zones.move; issue 29, h7-sta)."""
        if self.trigger_rule not in ("trig_self_enters", ""):
            raise FamilyError("'you cast it from your hand' where 'it' is not ~ entering")
        return m.Condition(kind="cast_from_hand")


def _pt(value: str) -> int:
    return int(value)


def _count(word: Token) -> int:
    text = str(word).lower()
    value = int(text) if text.isdigit() else _NUMBERS.get(text)
    if value is None:
        raise FamilyError(f"no number {word!r} in a condition")
    return value
