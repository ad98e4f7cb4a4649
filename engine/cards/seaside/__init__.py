"""The cards of Seaside that the engine plays, one module each."""
