"""The cards of Alchemy that the engine plays, one module each."""
