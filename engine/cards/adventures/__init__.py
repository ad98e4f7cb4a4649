"""The cards of Adventures that the engine plays, one module each."""
