"""Parse tree → model values for issue 29's statics, second round of the ninth wave (helper
h9b-STA; grammar block "issue 29 (h9b-STA)" at the end of ``grammar.lark``). Each method builds
a part that joins a rule already in the grammar, so it combines with every value of its slots:

* "~ is in your graveyard and COND" as a condition (CR 113.6, 113.6b): the Incarnations' "As
  long as ~ is in your graveyard and you control a Forest, creatures you control have trample."
  — a static ability that says it functions from the graveyard; ``layers`` applies such a
  static from its card in its owner's graveyard (``layers._graveyard_statics``), any second
  condition after "and".
* "Commanders you control" as a static subject (CR 903.3): every permanent that is a
  commander, of any card type, with every static part ("Commanders you control have
  hexproof.", Guardian Augmenter).
* "~ enters tapped and STATIC PARTS." (CR 614.1c, 604.1): the self "enters tapped"
  replacement and a static of ~ with any static parts ("~ enters tapped and doesn't untap
  during your untap step.", Grimgrin, Traxos), one sentence of two abilities.
* "your library has no cards in it" as a condition (CR 401.2): with every use of
  ``condition`` — a draw replacement's "while" (Laboratory Maniac: "If you would draw a card
  while your library has no cards in it, you win the game instead.", CR 614.11, 104.2b), "Then
  if …" (Jace, Wielder of Mysteries).

Mixed into the builder (:class:`~cardtable.games.magic.oracle.compiler._Build`).
"""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.model.statics_9b_sta import LIBRARY_EMPTY, TAPPED_AND
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError, static_effects


class Statics9bSta(BuilderMixin):
    """Builder methods of the h9b-STA grammar block (prefix ``sta9b_``)."""

    @staticmethod
    def sta9b_c_in_graveyard_and(condition: m.Condition | list[m.Condition]) -> m.Condition:
        """"~ is in your graveyard and COND": both hold (CR 113.6b: the ability works only
        while its card is in the graveyard). The nested condition arrives as the one-item list
        of its rule."""
        second = condition[0] if isinstance(condition, list) and len(condition) == 1 \
            else condition
        if not isinstance(second, m.Condition):
            raise FamilyError("'~ is in your graveyard and …' with more than one condition")
        return m.Condition(kind="all", all_of=(
            m.Condition(kind="self_in_zones", zone="graveyard"), second))

    @staticmethod
    def sta9b_c_library_empty(*_words: object) -> m.Condition:
        """"your library has no cards in it" (``conditions_9b_sta.py``); the words may arrive
        as a kept token of the shared lexer."""
        return m.Condition(kind=LIBRARY_EMPTY)

    @staticmethod
    def sta9b_subj_commanders(*_words: object) -> dict[str, object]:
        """"Commanders you control": the permanents you control that are commanders, of any
        card type (``layers_match`` reads ``Filter.commander``; CR 903.3)."""
        return {"affected": "filter", "filter": m.Filter(controller="you", commander=True)}

    @staticmethod
    def sta9b_rep_tapped_and(*words: object) -> list[m.Ability]:
        """"~ enters tapped and PARTS.": the two abilities, the replacement marked
        :data:`TAPPED_AND` so the renderer says them in one sentence (the static parts come
        last, after any kept token of the shared lexer)."""
        parts = words[-1]
        if isinstance(parts, list) and len(parts) == 1 and isinstance(parts[0], list):
            parts = parts[0]  # the one reading of the nested rule
        if not isinstance(parts, list) or not all(
                isinstance(e, m.ContinuousEffect) for e in parts):
            raise FamilyError("'~ enters tapped and …' without static parts")
        return [m.ReplacementAbility(event="enters", action="tapped", self_replacement=True,
                                     options=(TAPPED_AND,)),
                m.StaticAbility(effects=static_effects({"affected": m.SELF}, parts))]
