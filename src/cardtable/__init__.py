"""cardtable: play, check, deal, simulate and run tournaments for Magic-family card games."""

__version__ = "0.1.0"
