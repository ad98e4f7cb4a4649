"""The cards of Intrigue that the engine plays, one module each."""
