"""Physical cards and the places they can be.

Every card in a game is a :class:`CardInstance` with its own identity, and it is
always in exactly one :class:`Zone`. Only :meth:`engine.game.Game.move` changes a
card's zone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.player import Player

__all__ = ["CardInstance", "Zone"]


class CardInstance:
    """One physical card. Two Coppers are two objects; ``zone`` is where it is now."""

    __slots__ = ("facts", "name", "types", "uid", "zone")

    def __init__(self, facts: CardFacts, uid: int, zone: Zone | None = None) -> None:
        self.facts = facts
        self.name = facts.name
        """The card's name."""
        self.types = facts.types
        """The card's types."""
        self.uid = uid
        self.zone = zone
        """Where the card is (None until it is put somewhere)."""

    def is_a(self, card_type: str) -> bool:
        """True when the card has this type (``Action``, ``Treasure``, ...)."""
        return card_type in self.types

    def __repr__(self) -> str:
        return f"<{self.facts.name}#{self.uid}>"


_WORDS = {
    ZoneKind.IN_PLAY: "play area",
    ZoneKind.SET_ASIDE: "set-aside cards",
    ZoneKind.BLACK_MARKET: "Black Market deck",
    ZoneKind.TRASH: "trash",
    ZoneKind.REVEALED: "revealed cards",
    ZoneKind.DISCARD: "discard pile",
}
"""How the narration names each kind of zone (else by its kind: hand, deck ...)."""


class Zone:
    """A place that holds cards, in order. For a deck or a pile, index 0 is the top.

    ``kind`` is what the scenario format calls the place (``hand``, ``deck``,
    ``discard``, ``in_play``, ``set_aside``, ``exile``, ``revealed``, ``supply``,
    ``trash``, ``black_market``, ``non_supply``); ``label`` tells apart
    zones of one kind, such as the set-aside areas of Prince, Church and Summon, or
    the piles of the Supply and the non-Supply piles (labelled with the pile's name).
    """

    __slots__ = ("cards", "kind", "label", "owner")

    kind: ZoneKind
    owner: Player | None
    label: str
    cards: list[CardInstance]

    def __init__(
        self,
        kind: ZoneKind,
        owner: Player | None = None,
        label: str = "",
        cards: list[CardInstance] | None = None,
    ) -> None:
        self.kind = kind
        self.owner = owner
        self.label = label
        self.cards = [] if cards is None else cards

    def __repr__(self) -> str:
        owner = None if self.owner is None else self.owner.name  # (not the owner's zones)
        return (
            f"Zone(kind={self.kind!r}, owner={owner!r}, label={self.label!r}, cards={self.cards!r})"
        )

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, CardInstance) and card.zone is self

    @property
    def top(self) -> CardInstance | None:
        """The top card, or None when empty."""
        return self.cards[0] if self.cards else None

    def names(self) -> list[str]:
        """The cards' names, in order."""
        return [c.name for c in self.cards]

    def named(self, name: str) -> CardInstance | None:
        """The first card with this name, or None."""
        for c in self.cards:
            if c.name == name:
                return c
        return None

    def describe(self, subject: Player | None = None) -> str:
        """How the narration names the zone: "Alice's hand", "the trash"; "their hand"
        when ``subject`` owns it."""
        kind = self.kind
        if kind is ZoneKind.SUPPLY or kind is ZoneKind.NON_SUPPLY:
            word = f"{self.label} pile"
        elif kind is ZoneKind.BLACK_MARKET and self.label == "revealed":
            word = "cards revealed from the Black Market deck"
        elif kind is ZoneKind.SET_ASIDE and self.label:
            word = f"cards set aside by {self.label.split(':')[0]}"
        else:
            word = _WORDS.get(kind, kind)
        if self.owner is None:
            return f"the {word}"
        if self.owner is subject:
            return f"their {word}"
        return f"{self.owner.name}'s {word}"
