"""The cards of Promo that the engine plays, one module each."""
