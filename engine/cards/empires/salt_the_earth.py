"""Salt the Earth."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SaltTheEarth(CardRules):
    """An Event: +1 VP; trash a Victory card from the Supply (the top card of a pile;
    its when-trashed ability happens)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, vp_tokens=1)
        chosen = game.choose_from_supply(
            player, "trash a Victory card from the Supply", lambda c: c.is_a("Victory")
        )
        if chosen is not None and chosen.zone is not None:
            game.trash_card(player, chosen, chosen.zone)
