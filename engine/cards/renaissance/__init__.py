"""The cards of Renaissance that the engine plays, one module each."""
