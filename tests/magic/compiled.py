"""Real cards compiled from their Oracle text (MTGJSON) by the Oracle compiler, for scenario
tests that play the card a case names rather than a stand-in."""

from __future__ import annotations

from cardtable.games.magic.model import CardDef
from cardtable.games.magic.oracle.compiler import compile_text
from tests.magic.dsl import Scenario
from tests.magic.oracle_check import atomic, normalize_text


def compiled(name: str) -> CardDef:
    """``name`` compiled from its Oracle text; a sentence that does not compile fails."""
    face = atomic()[name][0]
    result = compile_text(normalize_text(str(face.get("text", "")), name), face["type"])
    assert not result.failures, result.failures
    loyalty = face.get("loyalty")
    return CardDef(name=name, type_line=face["type"], mana_cost=face.get("manaCost", ""),
                   power=face.get("power"), toughness=face.get("toughness"),
                   loyalty=int(loyalty) if isinstance(loyalty, str) and loyalty.isdigit()
                   else None,
                   colors=tuple(face.get("colorIndicator", ())), abilities=result.abilities)


def with_cards(scenario: type[Scenario], *names: str, players: int = 2) -> Scenario:
    """A scenario whose card pool adds the real cards ``names``."""
    from tests.magic.conftest import test_cards

    cards = dict(test_cards())
    for name in names:
        cards[name] = compiled(name)
    return scenario(players, cards=cards)
