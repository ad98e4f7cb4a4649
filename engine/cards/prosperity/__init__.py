"""The cards of Prosperity that the engine plays, one module each."""
