"""The game kernel every game shares: decisions, seeded randomness, events, records, errors."""
