"""Honest support (magic.md §2): a card is supported only if every sentence compiled, the
compiled form renders back to the normalised Oracle text, and the engine executes it; per-card
definitions in data pass the same round trip; the round trip holds for every supported card."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardtable.core.errors import DeckError
from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.database import (
    CompiledDatabase,
    compile_entries,
    failing_sentences,
)
from cardtable.games.magic.oracle.decks import playable_cards
from cardtable.games.magic.oracle.normalize import normalize_oracle, units
from cardtable.games.magic.oracle.overrides import load_overrides
from cardtable.games.magic.oracle.support import compile_card, round_trip_problem
from cardtable.games.magic.text.render import render_card
from tests.oracle.conftest import atomic, compiled

SAMPLE_STEP = 15  # the normal suite checks every 15th card; --oracle-all checks them all


def _names(everything: bool) -> list[str]:
    names = sorted(atomic())
    return names if everything else names[::SAMPLE_STEP]


def test_round_trip_for_every_supported_card(oracle_all: bool) -> None:
    """Every supported card renders back to its Oracle text, sentence by sentence (a sample
    in the normal suite, the whole file with --oracle-all)."""
    db = compile_entries(atomic(), _names(oracle_all))
    supported = [c for c in db.cards.values() if c.supported]
    assert len(supported) > len(db.cards) // 10
    for card in supported:
        assert card.card is not None
        # a card with several faces renders back face by face (a fused split card's whole self
        # holds both halves as two modes always chosen together, CR 702.102d)
        for part in card.card.faces or (card.card,):
            want = units(normalize_oracle(part.oracle, part.name, part.type_line))
            assert units(render_card(part)) == want, card.name


def test_a_card_with_one_unknown_sentence_is_unsupported_as_a_whole() -> None:
    """Tempest Efreet's ante sentence (out of scope, magic.md §1) does not compile, so the
    whole card is unsupported and has no definition at all — never played with a missing
    ability."""
    card = compiled("Tempest Efreet")
    assert not card.supported and card.card is None
    assert any("playing for ante" in s for s in card.failures)


def test_a_compiled_card_the_engine_cannot_execute_is_unsupported() -> None:
    card = compiled("Fleshwrither")  # transfigure (CR 702.71): compiled, not executed yet
    assert card.card is not None and not card.supported
    assert "transfigure" in card.reason
    hero = compiled("Benalish Hero")  # banding (CR 702.22): executed since h8-kw (banding.py)
    assert hero.card is not None and hero.supported
    temper = compiled("Fiery Temper")  # madness (CR 702.35): executed since issue 29
    assert temper.card is not None and temper.supported
    ninja = compiled("Ninja of the Deep Hours")  # ninjutsu (CR 702.49): executed since s4
    assert ninja.card is not None and ninja.supported
    slateback = compiled("Charging Slateback")  # morph (CR 702.37): executed since morph.py
    assert slateback.card is not None and slateback.supported
    toad = compiled("Bloated Toad")  # cycling (CR 702.29): executed since costs.py
    assert toad.card is not None and toad.supported


def test_the_round_trip_catches_a_dropped_ability() -> None:
    card = compiled("Drider").card
    assert card is not None and round_trip_problem(card) == ""
    dropped = replace(card, abilities=card.abilities[:1])
    assert "sentences" in round_trip_problem(dropped)


def test_card_faces_are_compiled_and_played_for_split_adventure_and_modal_dfc() -> None:
    """Every face compiles or the card fails. Split, adventurer, modal double-faced,
    transforming double-faced cards (CR 709, 715, 712, 701.28) whose faces all compile and play
    are supported (games/magic/faces.py, tests/magic/test_faces.py,
    tests/magic/test_transform.py) and flip cards (CR 710, tests/magic/test_flip.py); meld
    cards still say the engine has no such layout."""
    tactician = compiled("Ardenvale Tactician // Dizzying Swoop")
    assert tactician.card is not None and tactician.supported
    assert [f.name for f in tactician.card.faces] == ["Ardenvale Tactician", "Dizzying Swoop"]
    split = compiled("Assault // Battery")
    assert split.supported and split.card is not None and split.card.name == "Assault // Battery"
    angler = compiled("Baithook Angler // Hook-Haunt Drifter")  # disturb (702.146)
    assert angler.supported
    outlaw = compiled("Kruin Outlaw // Terror of Kruin Pass")  # transform (701.28)
    assert outlaw.supported and outlaw.card is not None
    assert [f.name for f in outlaw.card.faces] == ["Kruin Outlaw", "Terror of Kruin Pass"]
    muscle = compiled("Hired Muscle // Scarmaker")  # flip (CR 710)
    assert muscle.supported and muscle.card is not None and muscle.card.layout == "flip"
    entry = [dict(face) for face in atomic()["Hanweir Battlements // Hanweir, the Writhing "
                                              "Township"]]
    for face in entry:
        face["text"] = ""  # every face compiles, but melding is not played yet (CR 712.4)
    meld = compile_card("Hanweir Battlements // Hanweir, the Writhing Township", entry)
    assert meld.card is not None and not meld.supported
    assert "meld" in meld.reason


def test_per_card_definition_in_data_passes_the_same_round_trip() -> None:
    """Threaten's definition in cards.toml stands in for the grammar (it takes precedence)
    and renders back to the Oracle text. (The grammar reads Threaten too since h8-ev3's "gain
    control of it until end of turn": both are the same untap, control and haste.)"""
    grammar = compiled("Threaten")
    assert grammar.supported and not grammar.from_data
    overrides = load_overrides()
    card = compile_card("Threaten", atomic()["Threaten"], overrides)
    assert card.supported and card.from_data
    wrong = {"Threaten": replace(overrides["Threaten"], abilities=())}
    assert not compile_card("Threaten", atomic()["Threaten"], wrong).supported


def test_failing_sentences_are_ranked_by_cards_they_unlock() -> None:
    names = ["Tempest Efreet", "Bloated Toad", "Drider", "Norwood Ranger",
             "Goblin Balloon Brigade", "Llanowar Elves"]
    db = compile_entries(atomic(), names)
    ranked = failing_sentences(db.cards.values())
    assert ranked, "Tempest Efreet's sentences fail"
    assert all(k >= 0 for _, k in ranked)
    only = [c for c in db.cards.values() if len(set(c.failures)) == 1]
    if only:
        assert ranked[0][1] >= 1


def _db(*names: str) -> CompiledDatabase:
    return compile_entries(atomic(), names)


def test_a_deck_with_an_unsupported_card_is_refused_without_allow_unsupported() -> None:
    db = _db("Llanowar Elves", "Tempest Efreet", "Forest")
    with pytest.raises(DeckError, match="--allow-unsupported"):
        playable_cards(db, ["Llanowar Elves", "Tempest Efreet", "Forest"], "test")


def test_allow_unsupported_swaps_in_a_vanilla_stand_in_and_says_so() -> None:
    db = _db("Llanowar Elves", "Tempest Efreet", "Forest")
    cards, warnings = playable_cards(db, ["Llanowar Elves", "Tempest Efreet", "Forest"],
                                     "test", allow_unsupported=True)
    assert cards["Tempest Efreet"].abilities == ()
    assert cards["Tempest Efreet"].type_line == "Creature — Efreet"
    assert cards["Tempest Efreet"].power == "3"
    assert len(warnings) == 1 and warnings[0].startswith("STAND-IN: Tempest Efreet")
    assert isinstance(cards["Llanowar Elves"].abilities[0], m.ActivatedAbility)


def test_an_unknown_card_in_a_deck_is_refused_with_the_closest_real_name() -> None:
    """A misspelt card is refused in one line that says "did you mean" with the closest real
    card name; a name close to nothing gets no guess."""
    db = _db("Grizzly Bears")
    with pytest.raises(DeckError) as refused:
        playable_cards(db, ["Grizly Bears", "Xqzzv Blorp"], "mine")
    message = str(refused.value)
    assert "'Grizly Bears' (did you mean 'Grizzly Bears'?)" in message
    assert "'Xqzzv Blorp'" in message and "'Xqzzv Blorp' (did you mean" not in message
