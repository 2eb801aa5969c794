"""Tribute (CR 702.104): "Tribute N (As this creature enters, an opponent of your choice may
put N +1/+1 counters on it.)" and its linked "When ~ enters, if tribute wasn't paid, …"
(702.104b).

As the creature spell resolves (614.12, the question devour and amplify ask too), its
controller chooses an opponent (asked only when there are several) and that opponent says
whether they pay the tribute. A paid tribute is the note ``"tribute"`` on the permanent
(``MagicState.cast_notes``, the notes "its surge cost was paid" reads), and the N counters are
put on it as it enters (``keyword_casts.entering_counters``). The condition "tribute wasn't
paid" is "its tribute cost was paid", negated (``conditions_7.CAST_WAY``). Simplification: a
creature with tribute put onto the battlefield without resolving as a spell is not offered —
its tribute wasn't paid. Issue 29 (h8-kw).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.decision import Decision, DecisionKind
from cardtable.games.magic.model import CardDef, Keyword
from cardtable.games.magic.model.vocabulary import TRIBUTE_NOTE
from cardtable.games.magic.tags import Tag

if TYPE_CHECKING:
    from cardtable.games.magic.objects import GameObject
    from cardtable.games.magic.ports import GameServices

TRIBUTE = TRIBUTE_NOTE  # the note on a permanent whose tribute was paid
_ASKED = "tribute_asked"
_OPPONENT = "tribute_opponent:"


def tribute_amount(card: CardDef) -> int:
    return next((int(a.amount or 0) for a in card.abilities
                 if isinstance(a, Keyword) and a.name == TRIBUTE), 0)


def tribute_counters(card: CardDef, notes: frozenset[str]) -> int:
    """The +1/+1 counters a paid tribute puts on the entering creature."""
    return tribute_amount(card) if TRIBUTE in notes else 0


def question(game: GameServices, spell: GameObject, controller: int) -> Decision | None:
    """The next tribute question of a resolving creature spell, or ``None`` once answered."""
    state = game.state
    notes = state.cast_notes.get(spell.id, frozenset())
    n = tribute_amount(spell.card)
    opponents = [p for p in state.opponents(controller) if not state.players[p].left]
    if not n or _ASKED in notes or not opponents:
        return None
    chosen = next((int(x[len(_OPPONENT):]) for x in notes if x.startswith(_OPPONENT)), None)
    if chosen is None and len(opponents) > 1:
        return Decision(controller, DecisionKind.CHOOSE_ONE,
                        f"tribute {n}: choose an opponent (CR 702.104a)",
                        [f"p{p}" for p in opponents], tag=Tag.RESOLVE_CHOICE)
    who = opponents[0] if chosen is None else chosen
    return Decision(who, DecisionKind.YES_NO,
                    f"tribute {n}: put {n} +1/+1 counters on {spell.card.name}? (CR 702.104a)",
                    [True, False], tag=Tag.RESOLVE_CHOICE)


def record(game: GameServices, spell: GameObject, answer: object) -> None:
    """Keep an answer to :func:`question` on the spell (passed to the permanent)."""
    state = game.state
    notes = state.cast_notes.get(spell.id, frozenset())
    if isinstance(answer, str) and answer.startswith("p"):
        state.cast_notes[spell.id] = notes | {_OPPONENT + answer[1:]}
    else:
        paid = answer is True
        state.cast_notes[spell.id] = notes | {_ASKED} | ({TRIBUTE} if paid else set())
        game.log("tribute", spell.controller, name=spell.card.name, paid=paid)
    state.touch()
