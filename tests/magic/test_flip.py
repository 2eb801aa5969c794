"""Flip cards (CR 710), compiled from their real Oracle text (MTGJSON 2022-04-25) and
played: "At the beginning of the end step, if there are two or more ki counters on ~, you may
flip it." — the bottom half's name, text, type line and power/toughness apply once flipped
(710.2), its colour and mana cost do not change (710.1c), flipping is one way (710.4), and a
flipped card that leaves the battlefield is its unflipped self again."""

from __future__ import annotations

from cardtable.games.magic.faces import flip
from cardtable.games.magic.layers import chars
from cardtable.games.magic.model import CardDef, Flip
from cardtable.games.magic.objects import GRAVEYARD
from cardtable.games.magic.oracle.support import compile_card
from tests.magic.conftest import test_cards as pool_cards
from tests.magic.dsl import A, B, Scenario
from tests.magic.oracle_check import atomic

MUSCLE = "Hired Muscle // Scarmaker"


def real(name: str) -> CardDef:
    compiled = compile_card(name, atomic()[name])
    assert compiled.supported, compiled.reason
    assert compiled.card is not None
    return compiled.card


def table(*names: str) -> Scenario:
    cards = dict(pool_cards())
    for name in names:
        cards[name] = real(name)
    return Scenario(2, cards=cards, strict=False)


def test_cr_710_1c_the_flipped_half_keeps_the_mana_cost() -> None:
    """The compiled card: Hired Muscle, with Scarmaker kept as its bottom half whose mana
    cost is Hired Muscle's {1}{B}{B} (710.1c); "you may flip it" flips the card itself."""
    card = real(MUSCLE)
    assert card.name == "Hired Muscle" and card.layout == "flip"
    assert [f.name for f in card.faces] == ["Hired Muscle", "Scarmaker"]
    assert card.faces[1].mana_cost == "{1}{B}{B}"
    effects = [e for a in card.abilities for e in getattr(a, "effects", ())]
    inner = [i for e in effects for i in getattr(e, "effects", (e,))]  # inside "you may"
    flips = [e for e in inner if isinstance(e, Flip)]
    assert flips == [Flip(what="self", it=True)]


def test_cr_710_2_hired_muscle_flips_at_the_end_step_with_two_ki_counters() -> None:
    """Hired Muscle with two ki counters: at the beginning of the end step its controller
    flips it; it is Scarmaker (a 4/4 legendary Spirit) with the same counters, still black
    with mana value 3 (710.1c). "Remove a ki counter from Scarmaker: Target creature gains
    fear until end of turn." then works."""
    s = table(MUSCLE)
    muscle = s.put(A, MUSCLE, counters={"ki": 2})
    bear = s.put(A, "Grizzly Bears")
    s.start(A, "main1", turn=2)
    s.then("resolve.choice", True)
    s.to_step("end", active=A)
    s.resolve()
    obj = s.obj(muscle)
    assert obj.card.name == "Scarmaker"
    c = chars(s.state, obj)
    assert (c.power, c.toughness, c.mana_value) == (4, 4, 3)
    assert "Legendary" in c.supertypes and "Spirit" in c.subtypes and "B" in c.colors
    assert obj.counters.get("ki") == 2
    s.activate(A, "Scarmaker", targets=[bear])
    s.resolve()
    assert s.obj(muscle).counters.get("ki") == 1
    assert "fear" in s.keywords(bear)


def test_cr_710_2_one_ki_counter_does_not_flip() -> None:
    """With one ki counter the intervening "if" is false (603.4): nothing flips."""
    s = table(MUSCLE)
    muscle = s.put(A, MUSCLE, counters={"ki": 1})
    s.start(A, "main1", turn=2)
    s.then("resolve.choice", True)
    s.to_step("end", active=A)
    s.resolve()
    assert s.obj(muscle).card.name == "Hired Muscle"
    assert s.events("flip") == []


def test_cr_710_4_flipping_is_one_way_and_forgotten_off_the_battlefield() -> None:
    """710.4: a flipped permanent cannot flip back; once it leaves the battlefield the card
    is Hired Muscle again (710.2)."""
    s = table(MUSCLE)
    muscle = s.put(A, MUSCLE)
    s.start(A, "main1", turn=2)
    assert flip(s.game, s.obj(muscle)) is True
    assert flip(s.game, s.obj(muscle)) is False
    assert s.obj(muscle).card.name == "Scarmaker"
    s.game.move(s.obj(muscle), GRAVEYARD, cause="test destroy")
    assert s.graveyard_names(A) == ["Hired Muscle"]
    assert s.graveyard_names(B) == []


JUSHI = "Jushi Apprentice // Tomoya the Revealer"


def test_cr_710_2_jushi_apprentice_flips_with_nine_cards_in_hand() -> None:
    """Jushi Apprentice: "{2}{U}, {T}: Draw a card. If you have nine or more cards in hand,
    flip Jushi Apprentice." — with eight cards the draw makes nine and it becomes Tomoya the
    Revealer; with seven it makes eight and nothing flips."""
    for cards, flipped in ((8, True), (7, False)):
        s = table(JUSHI)
        jushi = s.put(A, JUSHI)
        s.lands(A, "Island", 3)
        s.start(A, "main1", turn=2)
        for _ in range(cards - s.hand_size(A)):
            s.hand(A, "Grizzly Bears")
        assert s.hand_size(A) == cards
        s.activate(A, "Jushi Apprentice")
        s.resolve()
        assert s.hand_size(A) == cards + 1
        assert (s.obj(jushi).card.name == "Tomoya the Revealer") is flipped
