"""The cards of Guilds that the engine plays, one module each."""
