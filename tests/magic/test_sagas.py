"""Sagas (CR 714), compiled from their real Oracle text (MTGJSON 2022-04-25) and played: a
lore counter as the Saga enters and as its controller's precombat main phase begins (714.3a-b),
each chapter ability triggering when its chapter's lore counter is put on (714.2b-c), and the
Saga sacrificed once its final chapter ability has left the stack (714.4)."""

from __future__ import annotations

from cardtable.games.magic.model import CardDef, TriggeredAbility
from cardtable.games.magic.objects import BATTLEFIELD, GRAVEYARD
from cardtable.games.magic.oracle.support import compile_card
from tests.magic.conftest import test_cards as pool_cards
from tests.magic.dsl import A, B, Scenario
from tests.magic.oracle_check import atomic

ELDEST = "The Eldest Reborn"
BENALIA = "History of Benalia"


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


def next_main(s: Scenario) -> None:
    """On to A's next precombat main phase (its lore counter's chapter on the stack)."""
    s.to_step("upkeep", active=B)
    s.to_step("main1", active=A)


def test_cr_714_2b_chapter_lines_compile_to_lore_triggers() -> None:
    """714.2b-c: "I, II — Create a 2/2 white Knight creature token with vigilance." is one
    triggered ability for chapters I and II; "III — …" one for chapter III."""
    card = real(BENALIA)
    chapters = [a.trigger.chapters for a in card.abilities if isinstance(a, TriggeredAbility)]
    assert chapters == [(1, 2), (3,)]
    assert all(a.trigger.event == "lore" for a in card.abilities
               if isinstance(a, TriggeredAbility))


def test_cr_714_3a_the_eldest_reborn_reads_its_chapters_and_is_sacrificed() -> None:
    """The Eldest Reborn: "I — Each opponent sacrifices a creature or planeswalker." as it
    enters with its first lore counter (714.3a); "II — Each opponent discards a card." at
    A's next precombat main phase (714.3b); "III — Put target creature or planeswalker card
    from a graveyard onto the battlefield under your control." the turn after — then, its
    final chapter ability resolved, A sacrifices it (714.4)."""
    s = table(ELDEST)
    s.lands(A, "Swamp", 5)
    s.hand(A, ELDEST)
    s.put(B, "Grizzly Bears")
    s.hand(B, "Lightning Bolt")
    s.start(A, "main1", turn=2)
    s.cast(A, ELDEST)
    s.resolve()
    saga = s.id(ELDEST)
    assert s.obj(saga).counters.get("lore") == 1
    assert s.graveyard_names(B) == ["Grizzly Bears"]  # chapter I
    next_main(s)
    assert s.obj(saga).counters.get("lore") == 2
    s.resolve()
    assert "Lightning Bolt" in s.graveyard_names(B)  # chapter II: B discarded
    next_main(s)
    assert s.obj(saga).counters.get("lore") == 3
    s.resolve()
    bears = s.id("Grizzly Bears", BATTLEFIELD)  # chapter III: under A's control
    assert s.controller(bears) == A
    assert s.zone_of(ELDEST) == GRAVEYARD  # 714.4: sacrificed after its final chapter
    assert s.graveyard_names(A) == [ELDEST]


def test_cr_714_4_the_saga_stays_while_its_final_chapter_is_on_the_stack() -> None:
    """714.4: History of Benalia with its third lore counter is not sacrificed while chapter
    III ("Knights you control get +2/+1 until end of turn.") waits on the stack; the Knight
    tokens of chapters I and II get +2/+1, then the Saga goes."""
    s = table(BENALIA)
    s.lands(A, "Plains", 3)
    s.hand(A, BENALIA)
    s.start(A, "main1", turn=2)
    s.cast(A, BENALIA)
    s.resolve()
    next_main(s)
    s.resolve()
    knights = s.ids("Knight", BATTLEFIELD)
    assert len(knights) == 2 and all(s.pt(k) == (2, 2) for k in knights)
    assert all("vigilance" in s.keywords(k) for k in knights)
    next_main(s)
    saga = s.id(BENALIA)
    assert s.state.stack and s.obj(saga).counters.get("lore") == 3
    assert s.pending is not None and s.pending.tag == "priority"  # SBAs were checked (117.5)
    assert s.obj(saga).zone == BATTLEFIELD
    s.resolve()
    assert all(s.pt(k) == (4, 3) for k in knights)
    assert s.zone_of(BENALIA) == GRAVEYARD


MODERN_AGE = "The Modern Age // Vector Glider"


def test_cr_712_14a_the_last_chapter_returns_the_saga_transformed() -> None:
    """The Modern Age: "I, II — Draw a card, then discard a card." and "III — Exile this Saga,
    then return it to the battlefield transformed under your control." — at chapter III the
    card is exiled and comes back as Vector Glider (a 2/3 flying Spirit, 712.14a), a new
    permanent with no lore counters, so no Saga is left to sacrifice (714.4) and no chapter
    triggers again."""
    s = table(MODERN_AGE)
    s.lands(A, "Island", 2)
    s.hand(A, MODERN_AGE)
    s.start(A, "main1", turn=2)
    s.cast(A, "The Modern Age")
    s.resolve()
    saga = s.id("The Modern Age")
    next_main(s)
    s.resolve()
    assert s.obj(saga).counters.get("lore") == 2
    next_main(s)
    s.resolve()
    glider = s.id("Vector Glider")
    assert glider != saga  # a new object (400.7)
    assert s.pt(glider) == (2, 3) and "flying" in s.keywords(glider)
    assert s.controller(glider) == A
    assert not s.obj(glider).counters.get("lore")
    assert s.ids("The Modern Age") == []
    assert [e for e in s.events("move") if dict(e.data).get("to") == "exile"]
    s.to_step("upkeep", active=B)
    assert s.id("Vector Glider") == glider  # it stays


def test_cr_714_2b_proliferating_a_saga_reads_the_next_chapter() -> None:
    """714.2b: a chapter triggers whenever lore counters are put on the Saga, not only by the
    turn's lore counter — Steady Progress ("Proliferate. Draw a card.") gives History of
    Benalia (one lore counter) its second: chapter II makes a second Knight at once."""
    s = table(BENALIA, "Steady Progress")
    s.lands(A, "Plains", 3)
    s.lands(A, "Island", 3)
    s.hand(A, BENALIA)
    s.hand(A, "Steady Progress")
    s.start(A, "main1", turn=2)
    s.cast(A, BENALIA)
    s.resolve()
    saga = s.id(BENALIA)
    assert len(s.ids("Knight", BATTLEFIELD)) == 1
    s.cast(A, "Steady Progress")
    s.then("proliferate", (saga,))
    s.resolve()
    assert s.obj(saga).counters.get("lore") == 2
    assert len(s.ids("Knight", BATTLEFIELD)) == 2


def test_cr_714_2b_keldon_warcaller_puts_a_lore_counter_on_a_saga() -> None:
    """Keldon Warcaller: "Whenever Keldon Warcaller attacks, put a lore counter on target
    Saga you control." — History of Benalia with one lore counter reads chapter II (a second
    Knight) as the counter is put on."""
    s = table(BENALIA, "Keldon Warcaller")
    saga = s.put(A, BENALIA, counters={"lore": 1})
    warcaller = s.put(A, "Keldon Warcaller")
    s.start(A, "main1", turn=2)
    s.then("cast.target", saga)
    s.attack({warcaller: "p1"})
    s.resolve()
    assert s.obj(saga).counters.get("lore") == 2
    assert len(s.ids("Knight", BATTLEFIELD)) == 1
