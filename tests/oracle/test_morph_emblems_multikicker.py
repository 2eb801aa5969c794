"""The Oracle compiler's lines for issue 9's remaining rules: morph and "When ~ is turned face
up" (CR 702.37, 708.8), emblems (CR 114), "where X is the sacrificed creature's power"
(CR 608.2h), "exile it instead" from anywhere (CR 614.6) and multikicker (CR 702.33c) — real
cards that compile, render back to their Oracle text and are supported."""

from __future__ import annotations

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.normalize import normalize_oracle
from cardtable.games.magic.text.render import render_card
from tests.oracle.conftest import compiled


def _supported(name: str) -> m.CardDef:
    card = compiled(name)
    assert card.card is not None, card.failures
    assert card.supported, card.reason
    return card.card


def _renders_back(card: m.CardDef) -> None:
    want = normalize_oracle(card.oracle, card.name)
    assert render_card(card).split() == want.split()


def test_cr_702_37a_708_8_thelonite_hermit_morph_and_turned_face_up_trigger() -> None:
    card = _supported("Thelonite Hermit")
    (morph,) = [a for a in card.abilities if isinstance(a, m.Keyword) and a.name == "morph"]
    assert morph.cost == m.Cost(mana="{3}{G}{G}")
    (trigger,) = [a for a in card.abilities if isinstance(a, m.TriggeredAbility)]
    assert trigger.trigger == m.Trigger("turned_face_up")
    _renders_back(card)


def test_cr_702_37a_zoetic_cavern_a_land_with_morph_is_supported() -> None:
    card = _supported("Zoetic Cavern")
    assert card.has_keyword("morph")
    _renders_back(card)


def test_cr_114_1_ob_nixilis_of_the_black_oath_emblem_compiles_and_renders_back() -> None:
    """All three loyalty abilities; the [−8] gives an emblem whose one ability sacrifices a
    creature and reads its power for both X's (608.2h)."""
    card = _supported("Ob Nixilis of the Black Oath")
    loyalty = [a for a in card.abilities if isinstance(a, m.ActivatedAbility)]
    assert [a.cost.loyalty for a in loyalty] == [2, -2, -8]
    (emblem,) = loyalty[2].effects
    assert isinstance(emblem, m.GetEmblem)
    (inner,) = emblem.abilities
    assert isinstance(inner, m.ActivatedAbility)
    assert inner.cost.mana == "{1}{B}" and inner.cost.sacrifice == m.Filter(types=("Creature",))
    power = m.Amount(kind="power", ref="sacrificed")
    assert inner.effects == (m.GainLife(amount=power), m.DrawCards(amount=power))
    _renders_back(card)


def test_cr_114_planeswalkers_are_not_out_of_scope_planes() -> None:
    """"Plane" (a planechase card type, out of scope) is a whole word of a type line, not a
    part of "Planeswalker": a supported planeswalker is reported as supported."""
    card = compiled("Ob Nixilis of the Black Oath")
    assert "out of the engine's scope" not in card.reason


def test_cr_614_6_exile_instead_from_anywhere_and_on_dying_compile_and_render() -> None:
    """"If ~ would be put into a graveyard from anywhere, exile it instead." (the top of the
    coverage work list) and "If ~ would die, exile it instead." — replacement abilities that
    render back; a disturb back face with the first is a complete, executable face."""
    from cardtable.games.magic.oracle.compiler import compile_line, compile_text
    from cardtable.games.magic.oracle.support import face_def, round_trip_problem
    from cardtable.games.magic.support import unsupported_reason
    from cardtable.games.magic.text.render import ability_text
    from tests.oracle.conftest import atomic

    anywhere = compile_line("If ~ would be put into a graveyard from anywhere, exile it "
                            "instead.", "permanent_line")
    assert anywhere == m.ReplacementAbility(event="to_graveyard", action="exile")
    dies = compile_line("If ~ would die, exile it instead.", "permanent_line")
    assert dies == m.ReplacementAbility(event="dies", action="exile")
    card = m.CardDef("X", "Creature")
    assert ability_text(anywhere, card) == ("If ~ would be put into a graveyard from "
                                            "anywhere, exile it instead.")
    assert ability_text(dies, card) == "If ~ would die, exile it instead."
    face = atomic()["Baithook Angler // Hook-Haunt Drifter"][1]
    result = compile_text(normalize_oracle(face["text"], face["faceName"]), face["type"])
    back = face_def(face, result.abilities)
    assert not result.failures and round_trip_problem(back) == ""
    assert unsupported_reason(back) is None


def test_cr_702_33c_multikicker_cards_compile_and_render_back() -> None:
    """"Multikicker {1}{W}" and "~ enters with a +1/+1 counter on it for each time it was
    kicked." (Apex Hawks, Gnarlid Pack, Enclave Elite)."""
    for name in ("Apex Hawks", "Gnarlid Pack", "Enclave Elite"):
        card = _supported(name)
        assert card.has_keyword("multikicker")
        (rep,) = [a for a in card.abilities if isinstance(a, m.ReplacementAbility)]
        assert rep.amount == m.Amount(kind="kicks") and rep.counter == "+1/+1"
        _renders_back(card)


def test_cr_707_9_copies_with_exceptions_compile_and_render_back() -> None:
    """"…, except it has haste and dethrone" (Dack's Duplicate), "…, except it's an
    enchantment/artifact in addition to its other types" (Copy Artifact, Phyrexian Metamorph,
    the token copy of Saheeli's Artistry)."""
    for name in ("Dack's Duplicate", "Copy Artifact", "Phyrexian Metamorph",
                 "Saheeli's Artistry"):
        _renders_back(_supported(name))
    (rep,) = [a for a in _supported("Copy Artifact").abilities
              if isinstance(a, m.ReplacementAbility)]
    assert rep.copy_except == m.CopyExcept(add_types=("Enchantment",))
