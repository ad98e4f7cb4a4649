"""The hook table's groups: each is made of hooks the table tracks, and a card that
defines any hook of a group is in that group's set, and only then."""

from __future__ import annotations

import pytest

from engine.card import CardRules
from engine.game.triggers import GROUPS, Hooks


def test_every_group_member_is_a_hook_the_table_tracks() -> None:
    for group, members in GROUPS.items():
        assert members, group
        assert set(members) <= set(Hooks.NAMES), group
        assert group not in Hooks.NAMES


@pytest.mark.parametrize(("group", "hook"), [(g, h) for g, ms in GROUPS.items() for h in ms])
def test_a_card_defining_a_member_hook_is_in_its_group(group: str, hook: str) -> None:
    base = getattr(CardRules, hook)
    value = (lambda self, *args: None) if callable(base) else True
    kind = type("Defines", (CardRules,), {hook: value})
    hooks = Hooks({"Defines": kind(), "Plain": CardRules()})
    hooks.include("Defines")
    hooks.include("Plain")
    assert getattr(hooks, hook) == {"Defines"}
    for other, members in GROUPS.items():
        assert getattr(hooks, other) == ({"Defines"} if hook in members else set()), other
