"""Commander (CMD-2..4, CR 903) on the Magic engine: the game, its rules presets and decks."""
