"""Dominarion: a Dominion-like deck builder played with Magic cards (``rules/dominarion.md``)."""

from cardtable.games.dominarion.actions import (
    Buy,
    CastSorcery,
    DeclineSorcery,
    EndMain,
    GainLand,
    PayMana,
    PaymentDone,
    Pitch,
    PlayArtifact,
    PlayLand,
    Summon,
)
from cardtable.games.dominarion.game import RULES_VERSION, DominarionGame, new_game, replay
from cardtable.games.dominarion.settings import DominarionSettings
from cardtable.games.dominarion.view import DominarionView

__all__ = [
    "RULES_VERSION",
    "Buy",
    "CastSorcery",
    "DeclineSorcery",
    "DominarionGame",
    "DominarionSettings",
    "DominarionView",
    "EndMain",
    "GainLand",
    "PayMana",
    "PaymentDone",
    "Pitch",
    "PlayArtifact",
    "PlayLand",
    "Summon",
    "new_game",
    "replay",
]
