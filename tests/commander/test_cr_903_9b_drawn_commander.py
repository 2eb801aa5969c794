"""A commander that is not sent to the command zone stays a commander wherever it goes
(CR 903.3, 903.9b, 903.8; CMD-4.3): when its owner declines the replacement of a tuck — or
under the rules of 2011-2015 (``graveyard+exile``), when a tuck is not replaced at all — it goes
to the top of the library, is drawn like any card, is cast from the hand for its mana cost
with **no** commander tax (the tax counts casts from the command zone only, 903.8), and when it
leaves the battlefield again it is offered the command zone again as the rules of the day
say."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic.commander.rules import CommanderRules, rules_for_date
from cardtable.games.magic.model import CardDef
from cardtable.games.magic.oracle.compiler import compile_text
from tests.commander.dsl import CommanderScenario, scenario_cards
from tests.magic.compiled import compiled
from tests.magic.dsl import A, B

YARGLE = "Yargle, Glutton of Urborg"  # {4}{B}
TUCK = "Test Tuck"  # "Put target creature on top of its owner's library." (Griptide's effect)


def _cards() -> dict[str, CardDef]:
    cards = scenario_cards()
    cards["Unsummon"] = compiled("Unsummon")
    tuck = compile_text("Put target creature on top of its owner's library.", "Instant")
    cards[TUCK] = CardDef(TUCK, "Instant", mana_cost="{1}{U}", abilities=tuck.abilities)
    return cards


def _moves(s: Any, name: str) -> list[tuple[str, str]]:
    return [(dict(e.data)["frm"], dict(e.data)["to"]) for e in s.events("move")
            if dict(e.data).get("name") == name]


def _casts(s: Any) -> list[tuple[str, int]]:
    return [(dict(e.data)["frm"], dict(e.data)["tax"]) for e in s.events("commander_cast")]


def _tucked_then_drawn(rules: CommanderRules, asked: bool) -> Any:
    """A casts Yargle from the command zone (tax 0), B tucks it; A declines the command zone
    (when asked at all); A's next draw step draws it; A casts it from the hand with exactly
    five Swamps — one cast from the command zone so far would make the tax {2}."""
    s = CommanderScenario(2, cards=_cards(), rules=rules)
    s.commander(A, YARGLE)
    s.lands(A, "Swamp", 5)
    s.lands(B, "Island", 3)
    s.hand(B, TUCK)
    s.hand(B, "Unsummon")
    s.start(active=A)
    s.cast(A, YARGLE)
    s.resolve()
    assert s.zone_of(YARGLE) == "battlefield"
    if asked:
        s.then("commander.return", "stay")
    s.cast(B, TUCK, targets=[s.id(YARGLE)])
    s.resolve()
    assert s.zone_of(YARGLE) == "library"
    assert s.state.zone(A, "library")[0] == s.id(YARGLE, "library")  # on top
    assert _moves(s, YARGLE)[-1] == ("battlefield", "library")
    assert s.queue == []  # the owner was asked and declined (a strict scenario raises on
    # any decision it has no answer for, so when not ``asked`` nobody was)
    s.to_step("draw", active=A)
    assert s.zone_of(YARGLE) == "hand"
    drawn = s.events("draw")[-1]  # a draw is logged as a draw, not a move
    assert drawn.player == A and dict(drawn.secret)["cards"] == (YARGLE,)
    s.to_step("main1", active=A)
    yargle = s.obj(s.id(YARGLE, "hand"))
    assert s.game.tax(A, yargle) == 0
    s.cast(A, YARGLE)
    s.resolve()
    assert s.zone_of(YARGLE) == "battlefield"
    assert _casts(s) == [("command", 0), ("hand", 0)]
    assert s.game.stats[A].casts_from_command == 1 and s.game.stats[A].casts_from_elsewhere == 1
    return s


def test_cr_903_9b_declined_tuck_commander_is_drawn_and_cast_from_hand_with_no_tax() -> None:
    """CR 903.9b, 903.8: the owner declines ("stay"); the commander is drawn, cast from the
    hand for {4}{B} (no tax), and bounced again it is offered the command zone again (it is
    still a commander, 903.3); from there its tax is {2} — one cast from the command zone."""
    s = _tucked_then_drawn(CommanderRules(), asked=True)
    s.then("commander.return", "command")
    s.cast(B, "Unsummon", targets=[s.id(YARGLE)])
    s.resolve()
    assert s.zone_of(YARGLE) == "command"
    assert _moves(s, YARGLE)[-1] == ("battlefield", "command")
    assert s.game.tax(A, s.obj(s.id(YARGLE, "command"))) == 2
    s.done()


def test_cmd_4_3_before_2015_a_tucked_commander_is_not_replaced_and_can_be_drawn() -> None:
    """CMD-4.3 (rules of 2012, graveyard and exile only): a tuck is not replaced — nobody is
    asked, the commander goes to the library, is drawn and cast from the hand with no tax;
    bounced to the hand later it stays there (the hand is not a return zone then)."""
    assert rules_for_date("2012-01-01").zone_return == "graveyard+exile"
    # only the zone-return stage of 2012 (its CMD-4.4 mana rule would make B's Islands, with
    # no commander of B's, produce colourless mana)
    rules = CommanderRules(zone_return="graveyard+exile", name="2012 zone return")
    s = _tucked_then_drawn(rules, asked=False)
    s.cast(B, "Unsummon", targets=[s.id(YARGLE)])
    s.resolve()
    assert s.zone_of(YARGLE) == "hand"
    assert _moves(s, YARGLE)[-1] == ("battlefield", "hand")
    s.done()
