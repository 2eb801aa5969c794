"""Dominarion bots: strategies as data (TOML rule lists) and the bot that plays them."""
