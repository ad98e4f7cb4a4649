"""Animal Fair."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class AnimalFair(CardRules):
    """+4 coins; +1 Buy per empty Supply pile (counted as it is played). Instead of paying
    its cost, you may trash an Action card from your hand (it still costs 7 coins)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=4, buys=game.empty_piles())

    def can_pay_instead(self, game: Game, player: Player) -> bool:
        return not player.debt and any(c.is_a("Action") for c in player.hand.cards)

    def pay_instead(self, game: Game, player: Player, must: bool) -> bool:
        if not self.can_pay_instead(game, player):
            return False
        pool = [c for c in player.hand.cards if c.is_a("Action")]
        prompt = "trash an Action card from your hand instead of paying for Animal Fair"
        chosen = game.choose_card(player, prompt, pool, optional=not must)
        return chosen is not None and game.trash_card(player, chosen, player.hand)
