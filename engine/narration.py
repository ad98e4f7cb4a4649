"""How events read: each moved card as a plain sentence, each answer in words."""

from __future__ import annotations

from engine.player import Player
from engine.zones import CardInstance, Zone

__all__ = ["answer_text", "place", "sentence"]


def place(zone: Zone) -> str:
    """A zone as events name it: ``supply``, ``hand``, ... or a non-Supply pile's name."""
    if zone.kind == "non_supply":
        return zone.label
    return zone.kind


_VERBS = {
    "draw": "draws",
    "reveal": "reveals",
    "gain": "gains",
    "trash": "trashes",
    "discard": "discards",
    "set_aside": "sets aside",
    "play": "plays",
}


def sentence(
    event: str, who: Player | None, name: str, frm: Zone, to: Zone, verb: str | None
) -> str:
    """The narration of one card moving: "Alice gains Silver to their hand."."""
    subject = who.name if who else "The game"
    if event in ("draw", "reveal", "play"):
        return f"{subject} {_VERBS[event]} {name}."
    if event == "gain":
        where = "" if to.kind == "discard" else f" to {to.describe(who)}"
        origin = "" if frm.kind == "supply" else f" from {frm.describe(who)}"
        return f"{subject} gains {name}{origin}{where}."
    if event in ("trash", "discard", "set_aside"):
        return f"{subject} {_VERBS[event]} {name} from {frm.describe(who)}."
    if verb == "looks at":
        return f"{subject} looks at {name}."
    action = verb or "moves"
    return f"{subject} {action} {name} from {frm.describe(who)} into {to.describe(who)}."


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
