"""Replacement effects on drawing a card (CR 614.1a, 614.11, 121.6): "If you would draw a card,
draw two cards instead." (Thought Reflection), "If an opponent would draw a card except the
first one they draw in each of their draw steps, instead that player skips that draw and you
draw a card." (Notion Thief), "If you would draw a card while you have no cards in hand,
instead you draw two cards and you lose 1 life." (Blood Scrivener).

The hook is general: :func:`replace_draw` is asked by ``game_services.draw`` before each card
is drawn — one card at a time (121.2), also from an empty library (121.6: a draw from an empty
library can still be replaced) — and returns whether that draw was replaced. A replacement
is a ``ReplacementAbility`` (``model/draw_replacements.py``) with ``event`` ``DRAW`` (every
draw of the players it applies to) or ``DRAW_EXCEPT_FIRST`` (all but the first card a
player draws in each of their own draw steps, 504.1), ``action`` ``EFFECTS``, and the
``effects`` done instead; a ``condition`` ("while you have no cards in hand") is checked as
the draw would happen. Any other mechanic that replaces a draw (dredge, 702.52a, is the
keyword helpers') can be added to :func:`replace_draw` as another event kind.

Rules decisions:

* **A replacement applies once to a draw (614.5).** The effects done instead may draw cards
  (Thought Reflection draws two); those draws may be replaced by *other* draw replacements,
  never by the one whose effects they are — two Thought Reflections turn one draw into four.
* **Several replacements (616.1).** The affected player chooses which applies first; the
  engine takes them in the order their sources entered the battlefield (a simplification:
  a draw is no decision point in the engine, as a life gain is not, ``replacement.py``).
* **The first card of a draw step.** "Except the first one they draw in each of their draw
  steps" spares the draw the active player makes as the draw step begins (504.1) or the first
  replacement of it; every later draw that turn is watched.
* **The effects done instead ask nothing.** The compiler only builds draw replacements whose
  effects need no choice (draw, gain or lose life, create a token), because a draw happens
  in the middle of other effects and is no decision point.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.magic import model as m
from cardtable.games.magic.context import Context
from cardtable.games.magic.effects.interpreter import run
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model.draw_replacements import DRAW_EVENTS, DRAW_EXCEPT_FIRST, EFFECTS
from cardtable.games.magic.objects import GameObject

if TYPE_CHECKING:
    from cardtable.games.magic.ports import GameServices

# keys of MagicState.player_events_this_turn (cleared as each turn begins)
_DRAW_STEP_DRAWN = "draw_step_first_draw"  # (key, player): their draw step's first draw is past
_APPLYING = "draw_replacement_applying"  # (key, source id): its effects are being done now


def _applies_to(game: GameServices, ability: m.ReplacementAbility, controller: int,
                player: int) -> bool:
    if ability.applies_to == m.YOU:
        return controller == player
    if ability.applies_to == "opponent":
        return player in game.state.opponents(controller)
    return ability.applies_to == "each"


def _first_of_draw_step(game: GameServices, player: int) -> bool:
    """Whether this draw is the first card ``player`` draws in their own draw step (504.1),
    recording that it is past."""
    state = game.state
    if state.step != "draw" or state.active != player:
        return False
    key = (_DRAW_STEP_DRAWN, player)
    if key in state.player_events_this_turn:
        return False
    state.player_events_this_turn.add(key)
    return True


def draw_replacements(game: GameServices, player: int
                      ) -> list[tuple[GameObject, m.ReplacementAbility]]:
    """The draw replacements on the battlefield that apply to ``player`` drawing a card now,
    oldest source first (616.1; the first card of a draw step is told apart by the caller)."""
    state = game.state
    out: list[tuple[GameObject, m.ReplacementAbility]] = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        c = chars(state, obj)
        for ability in c.abilities:
            if not isinstance(ability, m.ReplacementAbility) or (
                    ability.event not in DRAW_EVENTS or ability.action != EFFECTS):
                continue
            if (_APPLYING, oid) in state.player_events_this_turn:
                continue  # 614.5: not to the draws its own effects make
            if not _applies_to(game, ability, c.controller, player):
                continue
            if ability.condition is not None and not game.condition(
                    ability.condition, c.controller, oid, {"player": player}):
                continue
            out.append((obj, ability))
    out.sort(key=lambda pair: pair[0].timestamp)
    return out


def replace_draw(game: GameServices, player: int) -> bool:
    """Apply the draw replacement that applies first to ``player`` drawing one card (614.1a,
    616.1); returns whether the draw was replaced (then no card is drawn)."""
    state = game.state
    first = _first_of_draw_step(game, player)
    if not state.battlefield:
        return False
    found = [(obj, a) for obj, a in draw_replacements(game, player)
             if not (first and a.event == DRAW_EXCEPT_FIRST)]
    if not found:
        return False
    source, ability = found[0]
    c = chars(state, source)
    game.log("replace_draw", player, name=source.card.name, id=source.id)
    ctx = Context(game, c.controller, source.id, c, event={"player": player},
                  that_player=player)
    key = (_APPLYING, source.id)
    state.player_events_this_turn.add(key)
    try:
        for effect in ability.effects:
            asked = run(ctx, effect, ())
            if asked is not None:  # the compiler builds no outcome that asks (module doc)
                raise AssertionError(f"a draw replacement asked a question: {effect!r}")
    finally:
        state.player_events_this_turn.discard(key)
    return True
