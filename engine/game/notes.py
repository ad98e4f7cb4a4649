"""What cards remember: typed notes kept by the game, across turns or for one turn.

A card declares a :class:`Note` once, with the type of what it keeps, and reads and
writes it through :class:`Notes`; nothing is an untyped dict.

>>> uses = Note("Trickster uses", int, 0)
>>> notes = Notes()
>>> notes.set(uses, notes.get(uses) + 1)
>>> notes.get(uses)
1
"""

from __future__ import annotations

from typing import Generic, TypeVar, cast

__all__ = ["Note", "Notes"]

T = TypeVar("T")


class Note(Generic[T]):
    """A named thing a card remembers, with its type and its value when unset."""

    __slots__ = ("default", "kind", "label")

    def __init__(self, label: str, kind: type[T], default: T) -> None:
        self.label = label
        self.kind = kind
        self.default = default

    def __repr__(self) -> str:
        return f"Note({self.label!r})"


class Notes:
    """Values of notes, each kept for an owner (a card's uid) or for the game."""

    def __init__(self) -> None:
        self._values: dict[tuple[Note[object], int], object] = {}

    def get(self, note: Note[T], owner: int = 0) -> T:
        """The note's value for ``owner`` (its default when never set)."""
        key = (cast("Note[object]", note), owner)
        return cast(T, self._values.get(key, note.default))

    def set(self, note: Note[T], value: T, owner: int = 0) -> None:
        """Set the note's value for ``owner``."""
        self._values[(cast("Note[object]", note), owner)] = value

    def clear(self) -> None:
        """Forget every note."""
        self._values.clear()
