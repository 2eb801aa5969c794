"""One card-name matcher everywhere (issue 26, item 6): ``play``/``simulate`` accept the
spellings ``deck check`` accepts — ASCII for accented names ("Lim-Dul's Vault", "Jotun
Grunt"), ``Fire/Ice`` for ``Fire // Ice``, a face name — through :func:`match_name`."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.cards.names import match_name, normalize_name
from cardtable.core.errors import DeckError
from cardtable.games.magic.model.loader import card_pool
from cardtable.games.magic.oracle.decks import deck_cards

REAL = ("Lim-Dûl's Vault", "Jötun Grunt", "Fire // Ice", "Aether Vial", "Lightning Bolt")


@pytest.mark.parametrize(("typed", "real"), [
    ("Lim-Dul's Vault", "Lim-Dûl's Vault"),
    ("lim-dûl’s vault", "Lim-Dûl's Vault"),
    ("Jotun Grunt", "Jötun Grunt"),
    ("Fire/Ice", "Fire // Ice"),
    ("Fire // Ice", "Fire // Ice"),
    ("Ice", "Fire // Ice"),
    ("Æther Vial", "Aether Vial"),
    ("LIGHTNING  BOLT", "Lightning Bolt"),
])
def test_match_name_finds_every_spelling_deck_check_accepts(typed: str, real: str) -> None:
    assert match_name(typed, REAL) == real
    assert normalize_name(typed) in (normalize_name(real), *(
        normalize_name(face) for face in real.split(" // ")))


def test_match_name_refuses_another_card() -> None:
    assert match_name("Lightning Helix", REAL) is None
    assert match_name("Fire Ice Vault", REAL) is None


def test_simulate_and_play_accept_the_ascii_spellings(tmp_path: Path) -> None:
    """The deck reader of ``play``/``simulate`` (:func:`deck_cards`) resolves each spelling to
    the real card, keyed by the deck's spelling, named as the card data spells it."""
    names = ("Jotun Grunt", "Lim-Dul's Vault", "Fire/Ice", "Mountain")
    cards, warnings = deck_cards([("ascii.txt", names)], card_pool(), allow_unsupported=True)
    assert set(names) <= set(cards)
    assert cards["Jotun Grunt"].name == "Jötun Grunt"
    assert cards["Lim-Dul's Vault"].name == "Lim-Dûl's Vault"
    assert cards["Fire/Ice"].name == "Fire // Ice"
    assert cards["Jotun Grunt"].power == "4"  # the real card's characteristics
    assert all("unknown" not in w for w in warnings)


def test_an_unknown_name_is_still_refused_with_a_suggestion() -> None:
    with pytest.raises(DeckError, match="did you mean"):
        deck_cards([("typo.txt", ("Jotun Grunnt",))], card_pool(), allow_unsupported=True)
