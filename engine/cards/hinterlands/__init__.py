"""The cards of Hinterlands that the engine plays, one module each."""
