"""Modal cards from their Oracle text (issue 10: "every modal card whose modes use supported
templates"; CR 700.2, 702.42 entwine, 702.120 escalate)."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.actions import Cast
from cardtable.games.magic.oracle.support import compile_card
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B
from tests.oracle.conftest import atomic, compiled, game, real

# Modal cards whose every mode compiles on its own but which are not supported, each for a
# reason outside its modes: an unsupported trigger or cost before "choose one —", or another
# sentence of the card. (Checked against the whole file with --oracle-all.)
NOT_THE_MODES = {
    "Blood on the Snow": "the sentence after the modes (mana spent as {S})",
    "Break Ties": "reinforce",
    "Disciple of the Ring": "an exile-from-graveyard activation cost",
    "Elder Gargaroth": "the trigger 'attacks or blocks'",
    "Orzhov Pontiff": "haunt",
    "Power Conduit": "a remove-a-counter-from-a-permanent cost",
    "Putrid Warrior": "the trigger 'deals damage'",
    "Relic Bind": "the trigger 'enchanted artifact becomes tapped'",
    "Soul Transfer": "its 'you may choose both' head",
    "Ulasht, the Hate Seed": "its enters-with-counters sentence",
    "Inscription of Ruin": "its kicked head 'choose any number instead'",
    "Prophetic Titan": "its delirium head 'choose both instead'",
    "Umezawa's Jitte": "its combat-damage trigger",
}


def _modal_names(everything: bool) -> list[str]:
    names = sorted(n for n, faces in atomic().items()
                   if len(faces) == 1 and "\n• " in (faces[0].get("text") or ""))
    return names if everything else names[::4]


def _modes_compile(name: str) -> bool:
    """Whether each bullet of the card compiles and is supported as a sorcery of its own."""
    entry = atomic()[name][0]
    for line in entry["text"].split("\n"):
        if line.startswith("• "):
            alone = {**entry, "text": line[2:], "type": "Sorcery", "types": ["Sorcery"],
                     "subtypes": [], "supertypes": []}
            if not compile_card(name, [alone]).supported:
                return False
    return True


def test_every_modal_card_whose_modes_are_supported_is_supported_CR_700_2(
        oracle_all: bool) -> None:
    """A modal card is supported whenever each of its modes is (read as a spell of its own)
    and the rest of the card is: the mode structure itself — every 700.2 head, escalate,
    entwine, modal triggers and activations — never makes a card unsupported."""
    names = _modal_names(oracle_all)
    assert len(names) > 80
    checked = 0
    for name in names:
        if name in NOT_THE_MODES or not _modes_compile(name):
            continue
        checked += 1
        card = compiled(name)
        assert card.supported, (name, card.failures, card.reason)
    assert checked > 40


def test_escalate_is_part_of_the_mode_choice_CR_702_120a() -> None:
    """"Escalate {1}{W}" before the bullets: the mode choice's cost per extra mode, and the
    card renders back to its Oracle text; "Escalate—Discard a card." too."""
    (spell,) = real("Borrowed Grace").abilities
    assert isinstance(spell, m.SpellAbility) and spell.modes is not None
    assert spell.modes.escalate == m.Cost(mana="{1}{W}")
    assert render_card(real("Borrowed Grace")).startswith("Escalate {1}{W}\nChoose one or both")
    (brutality,) = real("Collective Brutality").abilities
    assert isinstance(brutality, m.SpellAbility) and brutality.modes is not None
    assert brutality.modes.escalate is not None and brutality.modes.escalate.mana == ""
    assert render_card(real("Collective Brutality")).startswith("Escalate—Discard a card.")


def test_entwine_with_a_cost_that_is_not_mana_renders_with_a_dash_CR_702_42a() -> None:
    """Betrayal of Flesh: "Entwine—Sacrifice three lands."."""
    (spell,) = real("Betrayal of Flesh").abilities
    assert isinstance(spell, m.SpellAbility) and spell.modes is not None
    assert spell.modes.entwine is not None
    assert render_card(real("Betrayal of Flesh")).endswith("Entwine—Sacrifice three lands.")


@pytest.mark.parametrize("plains, both", [(5, True), (4, False)])
def test_escalate_is_paid_for_the_second_mode_CR_702_120a(plains: int, both: bool) -> None:
    """Borrowed Grace ({2}{W}, escalate {1}{W}): both modes cost {3}{W}{W}, so five Plains
    choose both and four cannot (601.2f: the total cost includes the escalate cost)."""
    s = game("Borrowed Grace")
    s.lands(A, "Plains", plains)
    bears = s.put(A, "Grizzly Bears")
    s.put(B, "Grizzly Bears")
    s.hand(A, "Borrowed Grace")
    s.start()
    decision = s.pending
    assert decision is not None
    option = next(o for o in decision.options if isinstance(o, Cast)
                  and o.name == "Borrowed Grace")
    s.apply(A, option)
    modes = s.pending
    assert modes is not None and modes.tag == "cast.modes"
    assert ((0, 1) in modes.options) is both
    if not both:
        s.refused(A, (0, 1))
        return
    s.apply(A, (0, 1))
    s.resolve()
    assert s.pt(bears) == (4, 4)
    assert all(o.tapped for o in s.state.objects.values() if o.card.name == "Plains"
               and o.controller == A)
