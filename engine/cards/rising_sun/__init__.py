"""The cards of Rising Sun that the engine plays, one module each."""
