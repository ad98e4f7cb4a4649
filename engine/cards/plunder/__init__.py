"""The cards of Plunder that the engine plays, one module each."""
