"""Importers of card data files into the card database (MTGJSON, Scryfall, Middle-earth CCG)."""
