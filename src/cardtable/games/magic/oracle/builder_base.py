"""What every template-family mixin of the Oracle builder may use from the builder itself
(``compiler._Build``): the targets read so far in the ability, the subject and rule of the
trigger being read, and ``_target`` to add a target. Declared once here, so each family mixin
(``families``, ``lands``, ``quantities``, …) needs no stubs of its own."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from cardtable.games.magic.abilities import model as m


class BuilderMixin(Transformer[Token, Any]):
    """The base of the builder's family mixins; ``compiler._Build`` supplies the real
    ``_target`` and ``card_noun``."""

    targets: list[m.TargetSpec]
    it_subject: str = ""
    trigger_rule: str = ""

    def _target(self, spec: m.TargetSpec) -> str:  # pragma: no cover - the builder's
        raise NotImplementedError

    def card_noun(self, *parts: Any) -> Any:  # pragma: no cover - the builder's
        raise NotImplementedError
