"""Cards from their Oracle text (magic.md §2): a Lark grammar compiling Oracle templates into
the engine's ability model, honest support (every sentence compiled, the round trip through the
render module, every effect executed by the engine), per-card definitions in data as a fallback,
and a cached compile of the whole card file."""
