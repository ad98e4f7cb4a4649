"""What happened in a game: structured events and their plain-sentence narration."""

from __future__ import annotations

from typing import Any, NamedTuple

__all__ = ["Event"]


class Event(NamedTuple):
    """One thing that happened: a card moved, a decision answered, a turn began.

    ``text`` is the narration sentence; the other fields are what scenarios match.
    """

    type: str
    text: str
    player: str | None = None
    card: str | None = None
    from_: str | None = None
    to: str | None = None

    def as_dict(self) -> dict[str, Any]:
        """The event as a mapping with the scenario format's keys."""
        out: dict[str, Any] = {"type": self.type}
        if self.player is not None:
            out["player"] = self.player
        if self.card is not None:
            out["card"] = self.card
        if self.from_ is not None:
            out["from"] = self.from_
        if self.to is not None:
            out["to"] = self.to
        out["text"] = self.text
        return out
