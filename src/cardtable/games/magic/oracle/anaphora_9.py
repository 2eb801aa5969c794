""""~ and it deals …": an "it" that names ~ from the instruction just before it (issue 29,
h9-TRG; CR 608.2k).

"Whenever you discard a card, put a +1/+1 counter on ~ and it deals 1 damage to each opponent."
(Brallin, Skyshark Rider): the trigger's event names no object, so the builder refuses a bare
"it deals" (``families.e_it_damage``). The "it" is the ~ the joined instruction before it named.
When a line with " ~ and it deals " does not compile, it is compiled with "~ deals" and kept only
when the damage directly follows, in the same sentence, an instruction on ~ that leaves it on the
battlefield (a counter put on it, tapping or untapping it); the damage's source is then
``"as:it:self"`` — ~, printed "it" (``effects.interpreter``: the source is the ability's own).
"""

from __future__ import annotations

from dataclasses import replace

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle import nested
from cardtable.games.magic.oracle.builder_base import OracleCompileError

_SAID = " ~ and it deals "
#: the source reference printed "it" and resolved to ~ itself
SELF_IT = "as:it:self"


def _names_self(effect: m.Effect) -> bool:
    if isinstance(effect, m.PutCounters):
        return effect.on == m.SELF
    if isinstance(effect, (m.Tap, m.Untap)):
        return effect.what == m.SELF
    return False


def self_it_damage(line: str, start: str) -> m.TriggeredAbility | None:
    """The ability of a line whose "it deals" names the ~ of the instruction before it, or
    ``None`` (the caller keeps its own error)."""
    if line.count(_SAID) != 1 or start not in ("permanent_line", "spell_line"):
        return None
    try:
        value = nested.compile_nested(line.replace(_SAID, " ~ and ~ deals "), start)
    except OracleCompileError:
        return None
    if not isinstance(value, m.TriggeredAbility) or value.modes is not None:
        return None
    effects = list(value.effects)
    found = [i for i, e in enumerate(effects) if isinstance(e, m.DealDamage)
             and e.source == m.SELF and i > 0 and _names_self(effects[i - 1])
             and i - 1 < len(value.joins) and value.joins[i - 1] == "and"]
    if len(found) != 1:
        return None
    damage = effects[found[0]]
    assert isinstance(damage, m.DealDamage)
    effects[found[0]] = replace(damage, source=SELF_IT)
    return replace(value, effects=tuple(effects))
