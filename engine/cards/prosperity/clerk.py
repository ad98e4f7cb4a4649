"""Clerk."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.state import StartOfTurnEffect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Clerk(CardRules):
    """+2 coins. Each other player with 5 or more cards in hand puts one onto their deck.
    At the start of your turn, you may play this from your hand."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        for victim in game.attack_targets(player, card):
            if len(victim.hand) >= 5:
                chosen = game.choose_card(victim, "put a card onto your deck", victim.hand.cards)
                if chosen is not None:
                    game.topdeck(victim, chosen, victim.hand)

    def in_hand_at_start_of_turn(
        self, game: Game, player: Player, card: CardInstance
    ) -> StartOfTurnEffect | None:
        def run(g: Game, p: Player) -> None:
            if card.zone is p.hand and g.may(p, "play Clerk from your hand"):
                g.play(p, card)

        return StartOfTurnEffect("Clerk", card, run)
