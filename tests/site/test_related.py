"""Related cards are worked out from the records."""

from __future__ import annotations

from kb.loader import load
from kb.site.related import LIMIT, RelatedIndex


def test_witch_is_countered_by_moat_and_joined_by_other_cursers() -> None:
    kb = load()
    groups = {g.label: g.names for g in RelatedIndex(kb).groups(kb.card("Witch"))}
    assert groups["Reactions its rulings name"] == ["Moat"]
    cursers = groups["Also make other players gain a Curse"]
    assert {"Young Witch", "Sea Witch"} <= set(cursers[:LIMIT])  # the likest come first
    assert "Witch" not in cursers


def test_a_card_is_listed_once_and_never_beside_itself() -> None:
    kb = load()
    index = RelatedIndex(kb)
    for name in ("Captain", "Witch", "Curse", "Village"):
        names = [n for g in index.groups(kb.card(name)) for n in g.names]
        assert name not in names
        assert len(names) == len(set(names))


def test_command_cards_share_their_rare_type() -> None:
    kb = load()
    groups = {g.label: g.names for g in RelatedIndex(kb).groups(kb.card("Captain"))}
    assert "Prince" in groups["Also Command cards"]
