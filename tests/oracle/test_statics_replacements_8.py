"""Issue 29, statics, replacements and costs (helper h8-sta): each part joins the rules already
in the grammar, so it combines with every value of its slots. Each is played here from the
REAL Oracle text of real cards (MTGJSON 2022-04-25), asserting what the text says happens.
"""

from __future__ import annotations

import pytest

from cardtable.games.magic import model as m
from cardtable.games.magic.costs import self_reduction
from cardtable.games.magic.oracle.builder_base import OracleCompileError
from cardtable.games.magic.oracle.compiler import compile_line
from cardtable.games.magic.oracle.support import round_trip_problem
from tests.oracle.conftest import game, real

# -- "This spell costs {X} less to cast, where X is …" (CR 601.2f, 107.3) ------------------------

COST_LESS_WHERE = ("Daybreak Chimera", "Drag to the Underworld", "Marshmist Titan",
                   "The Great Henge")


@pytest.mark.parametrize("name", COST_LESS_WHERE)
def test_cost_less_where_cards_compile_and_render_back(name: str) -> None:
    """Each card is supported: its abilities render back to its Oracle text and the engine
    plays every part."""
    assert round_trip_problem(real(name)) == ""


def test_cr_601_2f_marshmist_titan_costs_x_less_for_devotion_to_black() -> None:
    """Marshmist Titan: "This spell costs {X} less to cast, where X is your devotion to black."
    — counted as the cost is determined: no black permanents → 0; a Phyrexian Rager ({2}{B})
    and a Hypnotic Specter ({B}{B}{1}) → 3 less; an opponent's black permanent adds nothing."""
    s = game("Marshmist Titan", "Phyrexian Rager", "Hypnotic Specter")
    card = real("Marshmist Titan")
    s.start()
    assert self_reduction(s.game, 0, card) == 0
    s.put(0, "Phyrexian Rager")
    s.put(0, "Hypnotic Specter")
    s.put(1, "Hypnotic Specter")
    assert self_reduction(s.game, 0, card) == 3


def test_cr_601_2f_the_great_henge_costs_less_by_the_greatest_power() -> None:
    """The Great Henge: "This spell costs {X} less to cast, where X is the greatest power among
    creatures you control." — a 2/2 and a 6/4 → {6} less (an opponent's bigger creature is
    not counted), then cast for {1}{G}{G} from three Forests."""
    s = game("The Great Henge")
    card = real("The Great Henge")
    s.put(0, "Grizzly Bears")
    s.put(0, "Craw Wurm")
    s.put(1, "Craw Wurm")
    s.lands(0, "Forest", 3)
    s.hand(0, "The Great Henge")
    s.start()
    assert self_reduction(s.game, 0, card) == 6
    s.cast(0, "The Great Henge")
    s.resolve()
    assert s.zone_of("The Great Henge") == "battlefield"


def test_cost_less_where_needs_a_quantity_known_at_cast() -> None:
    """"where X is its power" measures an object a spell on the stack has not got: refused
    with a typed error, not guessed."""
    with pytest.raises(OracleCompileError):
        compile_line("This spell costs {X} less to cast, where X is that creature's power.",
                     "spell_line")
    ability = compile_line("This spell costs {X} less to cast, where X is your devotion to "
                           "white.", "spell_line")
    assert isinstance(ability, m.StaticAbility)
    (e,) = ability.effects
    assert e.rule == "cost_reduction_self" and isinstance(e.amount, m.Amount)
