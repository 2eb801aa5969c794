"""Issue 29, quantity bounds (round 2, helper C): filters bound to a quantity and sums.

* "with mana value X or less", "with power less than or equal to the number of creatures you
  control", "with power less than or equal to ~'s power": a filter whose bound is a quantity,
  in every noun, computed when the filter is used — X as announced (CR 107.3, 601.2b), a
  target's bound as it is chosen (601.2c) and again on resolution (608.2b), an effect's as it
  begins (608.2h);
* "the number of Forests you control plus the number of Treefolk you control", "its power plus
  its toughness": two quantities added (CR 107.3, 604.3);
* "one plus the number of cards named ~ in all graveyards": a number word before "plus".

Each card is compiled from its real Oracle text (MTGJSON 2022-04-25), rendered back, supported,
and played: each test asserts what the text says happens."""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.filter_bounds import bind_bounds, fix_bound
from cardtable.games.magic.support import unsupported_reason
from cardtable.games.magic.text.words import filter_phrase
from tests.magic.dsl import A, B, Scenario, Unanswered
from tests.oracle.conftest import card, compiled, scenario


def _offered(s: Scenario) -> set[object]:
    decision = s.pending
    assert decision is not None and decision.tag.startswith("cast.target"), decision
    return {o[0] if isinstance(o, tuple) else o for o in decision.options}


def _choose(s: Scenario, target: int) -> None:
    decision = s.pending
    assert decision is not None
    s.apply(decision.player, target if decision.tag == "cast.target" else (target,))


# -- the model: a bound fixed into the plain maximum ------------------------------------------

def test_fix_bound_keeps_the_smaller_of_a_printed_and_a_computed_bound() -> None:
    flt = m.Filter(types=("Creature",), bound_stat="power", bound_amount=m.Amount(kind="x"),
                   power_max=3)
    assert fix_bound(flt, 5) == m.Filter(types=("Creature",), power_max=3)
    assert fix_bound(flt, 1) == m.Filter(types=("Creature",), power_max=1)
    assert bind_bounds(m.Filter(), lambda _q: 9) == m.Filter()


def test_fix_bound_of_an_unknown_characteristic_is_a_typed_error() -> None:
    with pytest.raises(ValueError, match="no characteristic"):
        fix_bound(m.Filter(bound_stat="loyalty", bound_amount=m.Amount(kind="x")), 2)


def test_bound_words_render_as_oracle_prints_them() -> None:
    mine = m.Filter(types=("Creature",), controller="you")
    flt = m.Filter(types=("Creature",), bound_stat="power",
                   bound_amount=m.Amount(kind="count", filter=mine))
    assert filter_phrase(flt) == ("creature with power less than or equal to the number of "
                                  "creatures you control")
    x = m.Filter(types=("Artifact",), bound_stat="mana_value", bound_amount=m.Amount(kind="x"))
    assert filter_phrase(x, many=True) == "artifacts with mana value X or less"


def test_a_bound_nothing_computes_is_not_supported() -> None:
    """A static's filter is matched continuously with no X and no moment to fix a count:
    the verdict refuses it rather than let it match with no bound."""
    bound = m.Filter(types=("Creature",), bound_stat="power", bound_amount=m.Amount(kind="x"))
    static = m.StaticAbility(effects=(m.ContinuousEffect(layer="7c", affected="all",
                                                         filter=bound, power=1, toughness=1),))
    fake = m.CardDef(name="Bound Anthem", type_line="Enchantment", abilities=(static,))
    reason = unsupported_reason(fake)
    assert reason is not None and "bound to a quantity" in reason


# -- "with mana value X or less" (CR 107.3, 601.2b) -------------------------------------------

def test_cr_107_3_forced_march_destroys_creatures_with_mana_value_x_or_less() -> None:
    """"Destroy all creatures with mana value X or less." with X = 2: Llanowar Elves (1) and
    Grizzly Bears (2) die, on both sides; Hill Giant (4) stays."""
    s = scenario("Forced March")
    s.lands(A, "Swamp", 5)
    s.hand(A, "Forced March")
    elves = s.put(A, "Llanowar Elves")
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Forced March", x=2)
    s.resolve()
    assert s.zone_of("Llanowar Elves") == "graveyard"
    assert s.zone_of("Grizzly Bears") == "graveyard"
    assert s.zone_of("Hill Giant") == "battlefield"
    assert giant in s.state.battlefield and elves not in s.state.battlefield
    assert bears not in s.state.battlefield


def test_cr_601_2b_dominate_targets_only_creatures_with_mana_value_up_to_the_x_announced(
        ) -> None:
    """"Gain control of target creature with mana value X or less." X = 2 is announced before
    the target is chosen (601.2b-c): Grizzly Bears is offered, Serra Angel (5) is not; A
    gains control of the Bears."""
    s = scenario("Dominate")
    s.lands(A, "Island", 5)
    s.hand(A, "Dominate")
    bears = s.put(B, "Grizzly Bears")
    angel = s.put(B, "Serra Angel")
    s.start()
    with pytest.raises(Unanswered):
        s.cast(A, "Dominate", x=2)
    offered = _offered(s)
    assert bears in offered and angel not in offered
    _choose(s, bears)
    s.resolve()
    assert s.controller(bears) == A
    assert s.controller(angel) == B


# -- "less than or equal to" a quantity (CR 601.2c, 608.2b) ------------------------------------

def test_cr_601_2c_beguiler_of_wills_power_up_to_the_number_of_creatures_you_control() -> None:
    """"{T}: Gain control of target creature with power less than or equal to the number of
    creatures you control." A controls three creatures: Hill Giant (3) is offered, Serra
    Angel (4) is not; A gains the Giant."""
    s = scenario("Beguiler of Wills")
    s.put(A, "Beguiler of Wills")
    s.put(A, "Grizzly Bears")
    s.put(A, "Llanowar Elves")
    giant = s.put(B, "Hill Giant")
    angel = s.put(B, "Serra Angel")
    s.start()
    with pytest.raises(Unanswered):
        s.activate(A, "Beguiler of Wills")
    offered = _offered(s)
    assert giant in offered and angel not in offered
    _choose(s, giant)
    s.resolve()
    assert s.controller(giant) == A
    assert s.controller(angel) == B


@pytest.mark.parametrize(("name", "gained"), [("Hill Giant", False), ("Grizzly Bears", True)])
def test_cr_608_2b_beguiler_of_wills_target_checked_again_on_resolution(name: str,
                                                                        gained: bool) -> None:
    """The bound is computed again as the ability resolves (608.2b): a target chosen while A
    controls three creatures; A's Llanowar Elves leaves before resolution — two creatures
    now: Hill Giant (power 3) is an illegal target and stays B's, Grizzly Bears (power 2) is
    still legal and A gains it."""
    s = scenario("Beguiler of Wills")
    s.put(A, "Beguiler of Wills")
    elves = s.put(A, "Llanowar Elves")
    s.put(A, "Savannah Lions")
    target = s.put(B, name)
    s.start()
    with pytest.raises(Unanswered):
        s.activate(A, "Beguiler of Wills")
    _choose(s, target)
    s.obj(elves).zone = "graveyard"  # the Elves leave before the ability resolves
    s.state.battlefield.remove(elves)
    s.resolve()
    assert s.controller(target) == (A if gained else B)


def test_cr_608_2b_earthshaker_khenra_power_up_to_its_own_power() -> None:
    """"When ~ enters, target creature with power less than or equal to ~'s power can't
    block this turn." The Khenra is 2/1: Grizzly Bears (2) is offered, Hill Giant (3) is
    not."""
    s = scenario("Earthshaker Khenra")
    s.lands(A, "Mountain", 2)
    s.hand(A, "Earthshaker Khenra")
    bears = s.put(B, "Grizzly Bears")
    giant = s.put(B, "Hill Giant")
    s.start()
    s.cast(A, "Earthshaker Khenra")
    with pytest.raises(Unanswered):
        s.resolve()
    offered = _offered(s)
    assert bears in offered and giant not in offered


# -- sums (CR 107.3, 604.3) and "one plus" ---------------------------------------------------

def test_cr_604_3_dauntless_dourbark_counts_forests_plus_treefolk() -> None:
    """"~'s power and toughness are each equal to the number of Forests you control plus the
    number of Treefolk you control." Two Forests and the Dourbark (a Treefolk): 3/3."""
    s = scenario("Dauntless Dourbark")
    s.lands(A, "Forest", 2)
    s.lands(B, "Forest", 3)
    bark = s.put(A, "Dauntless Dourbark")
    s.start()
    assert s.pt(bark) == (3, 3)


def test_cr_107_3_phthisis_life_loss_is_its_power_plus_its_toughness() -> None:
    """"Destroy target creature. Its controller loses life equal to its power plus its
    toughness." Serra Angel (4/4) is destroyed; B loses 8 (as it last existed, 608.2h)."""
    s = scenario("Phthisis")
    s.lands(A, "Swamp", 7)
    s.hand(A, "Phthisis")
    angel = s.put(B, "Serra Angel")
    s.start()
    s.cast(A, "Phthisis", targets=[angel])
    s.resolve()
    assert s.zone_of("Serra Angel") == "graveyard"
    assert s.life(B) == 12
    assert s.life(A) == 20


def test_cr_107_3_war_report_gains_creatures_plus_artifacts() -> None:
    """"You gain life equal to the number of creatures on the battlefield plus the number of
    artifacts on the battlefield." Three creatures (both sides) and one artifact creature:
    3 + 1 = 4 life."""
    s = scenario("War Report")
    s.lands(A, "Plains", 4)
    s.hand(A, "War Report")
    s.put(A, "Grizzly Bears")
    s.put(B, "Hill Giant")
    s.put(B, "Darksteel Myr")
    s.start()
    s.cast(A, "War Report")
    s.resolve()
    assert s.life(A) == 24


def test_number_word_before_plus_reads_back() -> None:
    """Mind Burst: "where X is one plus the number of cards named ~ in all graveyards" — the
    number spelled, as printed; the model holds 1 added to the count."""
    burst = card("Mind Burst")
    ability = burst.abilities[0]
    assert isinstance(ability, m.SpellAbility)
    effect = ability.effects[0]
    assert isinstance(effect, m.Discard)
    amount = effect.amount
    assert isinstance(amount, m.Amount) and amount.plus == 1 and amount.plus_words
    assert amount.kind == "count" and amount.zone == "graveyard"


def test_cr_601_2b_dominate_x_is_at_least_the_least_mana_value_among_its_targets() -> None:
    """Only Serra Angel (mana value 5) to take: an X below 5 finds no target (601.2c), so the
    X offered starts at 5."""
    s = scenario("Dominate")
    s.lands(A, "Island", 9)
    s.hand(A, "Dominate")
    s.put(B, "Serra Angel")
    s.start()
    with pytest.raises(Unanswered):
        s.cast(A, "Dominate")
    decision = s.pending
    assert decision is not None and decision.tag == "cast.x"
    assert min(decision.options) == 5 and max(decision.options) == 6


def test_an_x_bound_in_a_triggered_ability_is_refused() -> None:
    """Taj-Nar Swordsmith: "When ~ enters, you may pay {X}. If you do, search your library
    for an Equipment card with mana value X or less, …" — no X is announced for a trigger
    (CR 601.2b is casting; the {X} paid later is another choice), so the card is refused
    rather than searched with X = 0."""
    found = compiled("Taj-Nar Swordsmith")
    assert not found.supported
    assert "bound to a quantity" in found.reason


def test_cr_701_8a_meltdown_destroys_each_artifact_with_mana_value_x_or_less() -> None:
    """"Destroy each artifact with mana value X or less." with X = 2: Sol Ring (1) and Mind
    Stone (2) are destroyed, on both sides; Burnished Hart (3) stays; a creature with mana
    value 2 (Grizzly Bears) is no artifact and stays."""
    s = scenario("Meltdown")
    s.lands(A, "Mountain", 3)
    s.hand(A, "Meltdown")
    s.put(A, "Sol Ring")
    s.put(B, "Mind Stone")
    s.put(B, "Burnished Hart")
    s.put(B, "Grizzly Bears")
    s.start()
    s.cast(A, "Meltdown", x=2)
    s.resolve()
    assert s.zone_of("Sol Ring") == "graveyard"
    assert s.zone_of("Mind Stone") == "graveyard"
    assert s.zone_of("Burnished Hart") == "battlefield"
    assert s.zone_of("Grizzly Bears") == "battlefield"
