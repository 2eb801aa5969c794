"""Parse tree → model values for combat wordings (issues 28/29): "defending player controls" as
the owner of any noun after a combat trigger (CR 506.2). Mixed into the builder
(:class:`~cardtable.games.magic.oracle.compiler._Build`) like :mod:`.lands`."""

from __future__ import annotations

from lark import v_args

from cardtable.games.magic.oracle.builder_base import BuilderMixin, _Restriction
from cardtable.games.magic.oracle.families import FamilyError


@v_args(inline=True)
class CombatFamilies(BuilderMixin):

    def r_defending(self) -> _Restriction:
        """"… defending player controls" (CR 506.2): the player the combat trigger's event
        names — the attacked player, or the controller of the attacked planeswalker; the
        engine binds it as the trigger is put on the stack (``bind_defending_player``)."""
        if "defending" not in self.trigger_binds:
            raise FamilyError("'defending player controls' without a combat trigger")
        return _Restriction({"controller": "defending_player"})
