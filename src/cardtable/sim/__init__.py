"""Running many games: in process, on a local process pool."""
