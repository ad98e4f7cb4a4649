"""The cards of Dark Ages that the engine plays, one module each."""
