"""The cards of Empires that the engine plays, one module each."""
