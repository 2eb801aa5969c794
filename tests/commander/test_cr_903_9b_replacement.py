"""The commander's zone-change replacement is a replacement (CR 903.9b, 614.1, 614.6): a
commander that would be put into its owner's hand or library — or, under the rules before 2020
(CMD-4.3, the ``2019`` preset), its graveyard or exile — goes to the command zone **instead**.
The move log shows one move, straight there; while the owner is asked, the card is still where
it was, never in the hand, library or graveyard; a "dies" trigger does not trigger."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic.commander.rules import CommanderRules
from cardtable.games.magic.model import CardDef
from cardtable.games.magic.oracle.compiler import compile_text
from tests.commander.dsl import CommanderScenario, scenario_cards
from tests.magic.compiled import compiled
from tests.magic.dsl import A, B

YARGLE = "Yargle, Glutton of Urborg"
TUCK = "Test Tuck"  # "Put target creature on top of its owner's library." (Griptide's effect)


def _cards() -> dict[str, CardDef]:
    cards = scenario_cards()
    for name in ("Unsummon", "Evacuation", "Blood Artist", "Wrath of God", "Hallowed Burial"):
        cards[name] = compiled(name)
    tuck = compile_text("Put target creature on top of its owner's library.", "Instant")
    cards[TUCK] = CardDef(TUCK, "Instant", mana_cost="{1}{U}", abilities=tuck.abilities)
    return cards


def _moves(s: Any, name: str) -> list[tuple[str, str]]:
    return [(dict(e.data)["frm"], dict(e.data)["to"]) for e in s.events("move")
            if dict(e.data).get("name") == name]


def _asked_with_card_where(s: Any, zone: str) -> None:
    """Pass until the owner is asked; the commander is still in ``zone`` and in no hand,
    library or graveyard."""
    for _ in range(20):
        d = s.pending
        assert d is not None
        if d.tag == "commander.return":
            break
        s.pass_priority()
    assert s.pending.tag == "commander.return" and s.pending.player == A
    assert s.zone_of(YARGLE) == zone
    for hidden in ("hand", "library", "graveyard"):
        assert not s.ids(YARGLE, hidden)


def test_cr_903_9b_bounced_commander_goes_to_the_command_zone_instead() -> None:
    """Unsummon on Yargle: while A is asked, Yargle is still on the battlefield; answered
    "command", it makes one move, battlefield → command (never battlefield → hand → command)."""
    s = CommanderScenario(2, cards=_cards())
    s.commander(A, YARGLE, "battlefield")
    s.lands(B, "Island", 1)
    s.hand(B, "Unsummon")
    s.start(active=B)
    s.cast(B, "Unsummon", targets=[s.id(YARGLE)])
    _asked_with_card_where(s, "battlefield")
    s.apply(A, "command")
    s.resolve()
    assert s.zone_of(YARGLE) == "command"
    assert _moves(s, YARGLE) == [("battlefield", "command")]
    assert s.hand_size(A) == 0


def test_cr_903_9b_declined_goes_to_the_hand_in_one_move() -> None:
    """Declined ("stay"), the event happens as it was: one move, battlefield → hand."""
    s = CommanderScenario(2, cards=_cards())
    s.commander(A, YARGLE, "battlefield")
    s.lands(B, "Island", 1)
    s.hand(B, "Unsummon")
    s.start(active=B)
    s.then("commander.return", "stay")
    s.cast(B, "Unsummon", targets=[s.id(YARGLE)])
    s.resolve()
    assert s.zone_of(YARGLE) == "hand"
    assert _moves(s, YARGLE) == [("battlefield", "hand")]
    s.done()


def test_cr_903_9b_tucked_commander_never_enters_the_library() -> None:
    """"Put target creature on top of its owner's library": the library never holds it."""
    s = CommanderScenario(2, cards=_cards())
    s.commander(A, YARGLE, "battlefield")
    s.lands(B, "Island", 2)
    s.hand(B, TUCK)
    s.start(active=B)
    library = list(s.state.zone(A, "library"))
    s.cast(B, TUCK, targets=[s.id(YARGLE)])
    _asked_with_card_where(s, "battlefield")
    assert s.state.zone(A, "library") == library
    s.apply(A, "command")
    s.resolve()
    assert _moves(s, YARGLE) == [("battlefield", "command")]
    assert s.state.zone(A, "library") == library


def test_cr_903_9b_mass_bounce_commander_never_in_hand() -> None:
    """Evacuation returns every creature at once; the commander goes straight to the command
    zone, the other creature to its owner's hand."""
    s = CommanderScenario(2, cards=_cards())
    s.commander(A, YARGLE, "battlefield")
    s.put(A, "Grizzly Bears")
    s.lands(B, "Island", 5)
    s.hand(B, "Evacuation")
    s.start(active=B)
    s.then("commander.return", "command")
    s.cast(B, "Evacuation")
    s.resolve()
    assert s.zone_of(YARGLE) == "command"
    assert s.zone_of("Grizzly Bears") == "hand"
    assert _moves(s, YARGLE) == [("battlefield", "command")]
    s.done()


def test_cr_903_9b_hallowed_burial_commander_asked_never_listed_in_the_library() -> None:
    """Hallowed Burial ("Put all creatures on the bottom of their owners' libraries."): while
    A is asked about Yargle, Yargle is still on the battlefield and A's library does not list
    it (the soak's zone-of-object invariant, seed 9403 game 120, found the id listed there
    while the object was still a permanent); declined, it goes to the BOTTOM, as the others."""
    s = CommanderScenario(2, cards=_cards())
    s.commander(A, YARGLE, "battlefield")
    s.put(B, "Grizzly Bears")
    s.lands(B, "Plains", 5)
    s.hand(B, "Hallowed Burial")
    s.start(active=B)
    library = list(s.state.zone(A, "library"))
    s.cast(B, "Hallowed Burial")
    _asked_with_card_where(s, "battlefield")
    assert s.state.zone(A, "library") == library
    assert s.id(YARGLE) not in s.state.zone(A, "library")
    s.apply(A, "stay")
    s.resolve()
    assert s.zone_of(YARGLE) == "library"
    assert s.state.zone(A, "library")[:-1] == library  # the bottom (401.4), the rest unmoved
    assert s.zone_of("Grizzly Bears") == "library"
    assert s.state.zone(B, "library")[-1] == s.id("Grizzly Bears", "library")


def test_cr_614_1_commander_never_dies_under_the_2019_rules() -> None:
    """Preset 2019: the graveyard return was a replacement — Wrath of God with Blood Artist:
    the commander goes straight to the command zone, never dies, so Blood Artist triggers for
    itself and the Bears only (2 triggers, not 3)."""
    s = CommanderScenario(2, cards=_cards(), rules=CommanderRules(zone_return="2019",
                                                                   name="2019"))
    s.commander(A, YARGLE, "battlefield")
    s.put(B, "Blood Artist")
    s.put(A, "Grizzly Bears")
    s.lands(B, "Plains", 4)
    s.hand(B, "Wrath of God")
    s.start(active=B)
    s.cast(B, "Wrath of God")
    _asked_with_card_where(s, "battlefield")
    s.apply(A, "command")
    for _ in range(60):
        d = s.pending
        if d is None or (d.tag == "priority" and not s.state.stack and not s.state.triggers):
            break
        if d.tag == "order_triggers":
            s.apply(d.player, tuple(d.options))
        elif d.tag == "cast.target":
            s.apply(d.player, "p0")
        else:
            s.pass_priority()
    assert _moves(s, YARGLE) == [("battlefield", "command")]
    assert len([e for e in s.events("trigger") if dict(e.data)["name"] == "Blood Artist"]) == 2
    assert s.life(A) == 38


def test_cr_903_9a_current_rules_commander_dies_then_may_return() -> None:
    """Current rules: the graveyard is a state-based action, not a replacement — the
    commander dies (Blood Artist sees 3 deaths), then its owner moves it."""
    s = CommanderScenario(2, cards=_cards())
    s.commander(A, YARGLE, "battlefield")
    s.put(B, "Blood Artist")
    s.put(A, "Grizzly Bears")
    s.lands(B, "Plains", 4)
    s.hand(B, "Wrath of God")
    s.start(active=B)
    s.cast(B, "Wrath of God")
    for _ in range(60):
        d = s.pending
        if d is None or (d.tag == "priority" and not s.state.stack and not s.state.triggers):
            break
        if d.tag == "order_triggers":
            s.apply(d.player, tuple(d.options))
        elif d.tag == "cast.target":
            s.apply(d.player, "p0")
        elif d.tag == "commander.return":
            s.apply(d.player, "command")
        else:
            s.pass_priority()
    assert _moves(s, YARGLE) == [("battlefield", "graveyard"), ("graveyard", "command")]
    assert len([e for e in s.events("trigger") if dict(e.data)["name"] == "Blood Artist"]) == 3


def test_cr_903_9_commander_sacrificed_as_a_cost_is_still_offered() -> None:
    """A cost is paid by the payment code, not through the format's move: a commander
    sacrificed to Ashnod's Altar under the 2019 rules is still offered the command zone
    (asked right after, as before), and goes there."""
    cards = _cards()
    cards["Ashnod's Altar"] = compiled("Ashnod's Altar")
    s = CommanderScenario(2, cards=cards, rules=CommanderRules(zone_return="2019", name="2019"))
    yargle = s.commander(A, YARGLE, "battlefield")
    s.put(A, "Ashnod's Altar")
    s.start()
    s.then("commander.return", "command")
    s.activate(A, "Ashnod's Altar", sacrifice=[yargle])
    s._drain()
    assert s.zone_of(YARGLE) == "command"
    assert s.state.players[A].pool.get("C", 0) == 2
    s.done()


def test_cr_903_9b_countered_commander_spell_goes_straight_home_in_2019() -> None:
    """Preset 2019: a commander spell countered would be put into the graveyard — replaced,
    it goes from the stack to the command zone in one move; its owner pays the tax next time."""
    s = CommanderScenario(2, cards=_cards(), rules=CommanderRules(zone_return="2019",
                                                                   name="2019"))
    s.commander(A, YARGLE)
    s.lands(A, "Swamp", 5)
    s.lands(B, "Island", 2)
    s.hand(B, "Counterspell")
    s.start()
    s.cast(A, YARGLE)
    s.cast(B, "Counterspell", targets=[s.id(YARGLE, "stack")])
    s.then("commander.return", "command")
    s.resolve()
    assert s.zone_of(YARGLE) == "command"
    assert _moves(s, YARGLE)[-1] == ("stack", "command")
    assert ("stack", "graveyard") not in _moves(s, YARGLE)
    assert not s.ids(YARGLE, "graveyard")
    s.done()
