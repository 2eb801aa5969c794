"""The effect handlers: the interpreter and one module per concept, dispatched by type (floor 5)."""
