"""The cards of Base that the engine plays, one module each."""
