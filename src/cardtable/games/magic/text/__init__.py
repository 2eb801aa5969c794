"""The ability model's words back into Oracle text (floor 1: imports only :mod:`..model`)."""
