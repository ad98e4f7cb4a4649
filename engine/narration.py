"""How events read: each moved card as a plain sentence, each answer in words."""

from __future__ import annotations

from typing import NamedTuple

from engine.events import Event
from engine.player import Player
from engine.values import EventType, ZoneKind
from engine.zones import CardInstance, Zone

__all__ = ["MoveEntry", "MovedCard", "answer_text", "place", "sentence"]


def place(zone: Zone) -> str:
    """A zone as events name it: ``supply``, ``hand``, ... or a non-Supply pile's name."""
    return zone.label if zone.kind is ZoneKind.NON_SUPPLY else zone.kind


_VERBS = {
    EventType.DRAW: "draws",
    EventType.REVEAL: "reveals",
    EventType.GAIN: "gains",
    EventType.TRASH: "trashes",
    EventType.DISCARD: "discards",
    EventType.SET_ASIDE: "sets aside",
    EventType.PLAY: "plays",
}


def sentence(
    event: EventType, who: Player | None, name: str, frm: Zone, to: Zone, verb: str | None
) -> str:
    """The narration of one card moving: "Alice gains Silver to their hand."."""
    subject = who.name if who else "The game"
    if event is EventType.DRAW or event is EventType.PLAY or event is EventType.REVEAL:
        return f"{subject} {_VERBS[event]} {name}."
    if event is EventType.GAIN:
        where = "" if to.kind is ZoneKind.DISCARD else f" to {to.describe(who)}"
        origin = "" if frm.kind is ZoneKind.SUPPLY else f" from {frm.describe(who)}"
        return f"{subject} gains {name}{origin}{where}."
    if event is EventType.TRASH or event is EventType.DISCARD or event is EventType.SET_ASIDE:
        return f"{subject} {_VERBS[event]} {name} from {frm.describe(who)}."
    if verb == "looks at":
        return f"{subject} looks at {name}."
    action = verb or "moves"
    return f"{subject} {action} {name} from {frm.describe(who)} into {to.describe(who)}."


MoveEntry = tuple[EventType, Player | None, str, Zone, Zone, str | None]
"""A move as the game logs it while playing: a plain tuple of :class:`MovedCard`'s
fields (the cheapest thing to make), turned into a :class:`MovedCard` when read."""


class MovedCard(NamedTuple):
    """A card's move (from a :data:`MoveEntry` of the log); :meth:`event` writes it out as an
    :class:`~engine.events.Event` when the log is read. Everything a sentence names
    (who, the card, the zones' kinds, owners and labels) never changes, so writing it
    later reads the same as writing it at once."""

    type: EventType
    who: Player | None
    card: str
    frm: Zone
    to: Zone
    verb: str | None

    def event(self, narrate: bool) -> Event:
        """The move as an event, with its sentence when ``narrate``."""
        who, frm, to = self.who, self.frm, self.to
        text = sentence(self.type, who, self.card, frm, to, self.verb) if narrate else ""
        return Event(self.type, text, who.name if who else None, self.card, place(frm), place(to))


def answer_text(value: object) -> str:
    """An answer in words: card names, yes or no, "nothing"."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None or value == []:
        return "nothing"
    if isinstance(value, list):
        return ", ".join(v.name if isinstance(v, CardInstance) else str(v) for v in value)
    if isinstance(value, CardInstance):
        return value.name
    return str(value)
