"""A ruling on a card the engine plays has an example the engine proves (every build
plays it); a ruling on a card it does not play yet is shown as not yet proven."""

from __future__ import annotations

from engine.cards import implemented
from kb.loader import project_knowledge_base
from kb.status import card_status, set_statuses


def test_every_ruling_on_a_played_card_has_an_example() -> None:
    kb = project_knowledge_base()
    missing = [
        f"{card.name}: {r.id}"
        for card in kb.cards.values()
        if implemented(card.name)
        for r in card.rulings
        if not r.examples and not r.no_example_because
    ]
    assert not missing, "rulings with no example on cards the engine plays:\n" + "\n".join(missing)


def test_status_counts_add_up() -> None:
    kb = project_knowledge_base()
    sets = set_statuses(kb)
    assert sum(len(s.cards) for s in sets) == len(kb.cards)
    assert sum(s.rulings for s in sets) == sum(len(c.rulings) for c in kb.cards.values())
    for card in kb.cards.values():
        status = card_status(kb, card)
        assert 0 <= status.proven <= status.rulings
        assert status.played == implemented(card.name)
