"""Static abilities that hold only while their permanent is untapped (issue 29), from the real
Oracle text of real cards (MTGJSON AtomicCards 2022-04-25): "as long as ~ is untapped" is
checked continuously (CR 611.3a), so tapping the permanent — which changes no other part of
the game — switches the effect off at once, and untapping switches it on again."""

from __future__ import annotations

from cardtable.games.magic.actions import Cast
from cardtable.games.magic.text.render import render_card
from tests.magic.dsl import A, B, Scenario
from tests.oracle.conftest import compiled, game, real


def _bolt_targets(s: Scenario, player: int) -> list[object]:
    """The targets Lightning Bolt offers ``player`` now."""
    s._priority_to(player)
    decision = s.pending
    assert decision is not None
    (cast,) = [o for o in decision.options if isinstance(o, Cast) and o.name == "Lightning Bolt"]
    s.apply(player, cast)
    target = s.pending
    assert target is not None and target.tag == "cast.target"
    return list(target.options)


def test_cr_611_3a_giant_tortoise_is_bigger_only_while_untapped() -> None:
    """Giant Tortoise: "~ gets +0/+3 as long as it's untapped." A 1/4 untapped, a 1/1 once
    tapped, a 1/4 again when it untaps."""
    assert "~ gets +0/+3 as long as it's untapped." in render_card(real("Giant Tortoise"))
    s = game("Giant Tortoise")
    tortoise = s.put(A, "Giant Tortoise")
    s.start()
    assert s.pt(tortoise) == (1, 4)
    s.obj(tortoise).tapped = True  # tapping bumps no version: the cache must still see it
    assert s.pt(tortoise) == (1, 1)
    s.obj(tortoise).tapped = False
    assert s.pt(tortoise) == (1, 4)


def test_cr_702_11_paradise_druid_has_hexproof_until_it_taps_for_mana() -> None:
    """Paradise Druid: "~ has hexproof as long as it's untapped." An opponent's Lightning
    Bolt can't target it while it is untapped; after it taps for mana, it can."""
    s = game("Paradise Druid")
    druid = s.put(A, "Paradise Druid")
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start()
    assert druid not in _bolt_targets(s, B)

    s = game("Paradise Druid")
    druid = s.put(A, "Paradise Druid", tapped=True)
    s.lands(B, "Mountain", 1)
    s.hand(B, "Lightning Bolt")
    s.start(active=B)
    assert druid in _bolt_targets(s, B)


def test_cr_611_3a_juniper_order_advocate_pumps_green_creatures_while_untapped() -> None:
    """Juniper Order Advocate: "As long as ~ is untapped, green creatures you control get
    +1/+1." Llanowar Elves is a 2/2 while the Advocate is untapped, a 1/1 when it taps."""
    s = game("Juniper Order Advocate")
    advocate = s.put(A, "Juniper Order Advocate")
    elves = s.put(A, "Llanowar Elves")
    s.start()
    assert s.pt(elves) == (2, 2)
    s.obj(advocate).tapped = True
    assert s.pt(elves) == (1, 1)


def test_cr_611_3a_spectral_cloak_is_refused_not_misread() -> None:
    """Spectral Cloak: "Enchanted creature has shroud as long as it's untapped." — "it" is the
    enchanted creature, whose status the engine's static conditions do not read: the card is
    not counted as supported rather than played against the Aura's own status."""
    found = compiled("Spectral Cloak")
    assert not found.supported
    assert "about the object the ability affects" in found.reason
