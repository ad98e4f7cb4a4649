"""The cards of Nocturne that the engine plays, one module each."""
