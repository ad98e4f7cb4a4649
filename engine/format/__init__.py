"""The scenario format: its model, and reading it from YAML with ``file:line`` errors.

This layer knows nothing of the game's rules or of the knowledge base's records; the
engine plays what it reads, and the knowledge base reads its records with its YAML
reader and error messages.
"""
