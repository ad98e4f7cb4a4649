"""Research."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import to_hand_next_turn

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Research(CardRules):
    """+1 Action. Trash a card from your hand; per coin it costs, set aside a card from
    your deck face down (on this). At the start of your next turn, put those cards into
    your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        chosen = game.choose_card(player, "trash a card", player.hand.cards)
        if chosen is None:
            return
        coins = game.cost(chosen).coins
        if not game.trash_card(player, chosen, player.hand) or coins == 0:
            return
        # each play keeps its own cards, even one Research played twice by Throne Room
        plays = sum(
            1 for z in player.set_aside.values() if z.label.startswith(f"Research:{card.uid}:")
        )
        label = f"Research:{card.uid}:{plays}"
        area = player.set_aside_zone(label)
        for c in game.look_at_top(player, coins):
            game.set_aside(player, c, player.revealed, label)
        if area.cards:
            to_hand_next_turn(game, player, card, area, "Research")

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        if not names:
            return False
        area = player.set_aside_zone(f"Research:{card.uid}:0")
        game.new_cards(names, area)
        to_hand_next_turn(game, player, card, area, "Research")
        return True
