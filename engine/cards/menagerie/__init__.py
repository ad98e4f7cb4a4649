"""The cards of Menagerie that the engine plays, one module each."""
