"""Herald."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.overpay import Overpay

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.values import Cost
    from engine.zones import CardInstance


class Herald(Overpay):
    """+1 Card, +1 Action. Reveal your top card; if it is an Action, play it. Overpay: per
    coin, put a card from your discard pile onto your deck."""

    first_edition_differs = True  # its overpay ability happened while buying

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        for top in game.reveal_from_deck(player, 1):
            if top.is_a("Action"):
                if game.move(top, player.revealed, player.in_play, player=player, verb="puts"):
                    game.play(player, top, from_hand=False)
            else:
                game.topdeck(player, top, player.revealed)

    def overpaid(self, game: Game, player: Player, card: CardInstance, extra: Cost) -> None:
        for _ in range(extra.coins):
            if not player.discard.cards:
                return
            chosen = game.choose_card(
                player, "put a card from your discard pile onto your deck", player.discard.cards
            )
            if chosen is not None:
                game.topdeck(player, chosen, player.discard)
