"""The cards of Cornucopia that the engine plays, one module each."""
