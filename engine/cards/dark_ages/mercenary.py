"""Mercenary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_down_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Mercenary(CardRules):
    """You may trash two cards from your hand; if you do, +2 Cards, +2 coins, and each
    other player discards down to three cards."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        hand = player.hand.cards
        if not hand or not game.may(player, "trash 2 cards from your hand"):
            return
        # two cards, or the only one there is (which earns nothing)
        chosen = game.choose_cards(player, "trash 2 cards", hand, 2, 2)
        # both are trashed before either's when-trashed ability, whose order is chosen
        trashed = game.trash_together(player, [(c, player.hand) for c in chosen])
        if len(trashed) < 2:
            return
        game.plus(player, cards=2, coins=2)
        for victim in game.attack_targets(player, card):
            discard_down_to(game, victim, 3)
