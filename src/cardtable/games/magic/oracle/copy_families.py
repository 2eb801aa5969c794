"""Parse tree → model values for "~ becomes a copy of …, except it has this ability" (CR
707.2, 707.9b): Thespian's Stage ("target land"), Cryptoplasm ("you may have ~ become a copy
of another target creature"), Unstable Shapeshifter ("that creature": the trigger's),
Dimir Doppelganger ("that card": the card its ability just exiled, 400.7). Mixed into
:class:`~cardtable.games.magic.oracle.compiler._Build`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from cardtable.games.magic import model as m
from cardtable.games.magic.oracle.builder_base import BuilderMixin
from cardtable.games.magic.oracle.families import FamilyError
from cardtable.games.magic.oracle.nested import compile_nested

CAST_TRIGGERS = frozenset({
    "trig_cast", "trig_cast_another", "trig_cast_chosen", "trig_cast_spell", "trig_cast_or_copy",
    "trig_player_casts", "trig_opponent_casts", "trig_you_cast_first",
    "trig_opponent_casts_first", "trig_player_casts_first", "trig_you_cast_first_opponents_turn",
    "trig_cast_second", "trig_cast_rider"})
"""The triggers on a spell being cast (triggers.cast binds "it" to the spell, CR 603.2)."""


@v_args(inline=True)
class CopyFamilies(BuilderMixin):
    """The builder supplies ``targets``."""

    def cs_target(self, ref: Any) -> str:
        return str(ref)

    def cs_that_creature(self) -> str:
        if not self.trigger_rule:
            raise FamilyError("'that creature' without a trigger that names one")
        return "that_creature"

    def cs_that_card(self) -> str:
        if not self.targets:
            raise FamilyError("'that card' without a card named before it")
        return f"moved:target:{len(self.targets) - 1}"  # the card it became (400.7)

    def e_become_copy(self, what: str) -> m.Effect:
        return m.BecomeCopy(what=what)

    def e_may_become_copy(self, what: str) -> m.Effect:
        return m.MayDo(effects=(m.BecomeCopy(what=what),))

    # -- "enter as a copy of a creature you control, except it has "…"" (707.9b, 614.1c) ----
    def except_has_quoted(self, inner: Token) -> m.CopyExcept:
        """"except it has "{2}{U}{U}: Return this creature to its owner's hand."": the quoted
        ability is part of the copiable values (707.9b); "this creature" is the copy."""
        text = str(inner).replace("This creature", "~").replace("this creature", "~") + "."
        ability = compile_nested(text, "permanent_line")
        if not isinstance(ability, (m.ActivatedAbility, m.TriggeredAbility, m.StaticAbility)):
            raise FamilyError("a quoted ability that is not one ability")
        return m.CopyExcept(abilities=(ability,))

    def rep_copy_yours_except(self, article: Token, noun: Any,
                              exc: m.CopyExcept) -> m.ReplacementAbility:
        """"You may have ~ enter as a copy of a creature you control, except …" (Mercurial
        Pretender; CR 707.9, 614.1c)."""
        from dataclasses import replace

        return m.ReplacementAbility(event="enters", action="copy", optional=True,
                                    filter=replace(noun.filter, controller="you"),
                                    copy_except=exc)

    # -- "Copy target instant or sorcery spell. You may choose new targets for the copy." ------
    def e_copy_target_spell(self, what: str, *_new_targets: Token) -> m.Effect:
        """A copy of a spell on the stack, its controller the copier, who may choose new
        targets for it (CR 707.10, 707.10c): the target must be a spell."""
        index = int(what.split(":")[1]) if what.startswith("target:") else -1
        if index < 0 or self.targets[index].what != "spell":
            raise FamilyError("'copy' of something other than a target spell")
        return m.CopySpell(what=what, new_targets=True)

    def t_spell_you_control(self, noun: Any) -> str:
        """"target instant or sorcery spell you control" (a spell's controller, CR 110.2)."""
        spec = m.TargetSpec("spell", replace(noun.filter, controller="you"), zone="stack")
        self.targets.append(spec)
        return f"target:{len(self.targets) - 1}"

    def e_copy_that_spell(self) -> m.Effect:
        """"copy that spell. You may choose new targets for the copy" after a cast trigger: the
        spell that triggered it (CR 707.10, 707.10c; the trigger binds "it" to the spell)."""
        if self.trigger_rule not in CAST_TRIGGERS:
            raise FamilyError("'copy that spell' without a cast trigger")
        return m.CopySpell(what="it", new_targets=True)
