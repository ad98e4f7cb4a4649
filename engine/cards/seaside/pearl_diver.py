"""Pearl Diver (first edition)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class PearlDiver(CardRules):
    """+1 Card, +1 Action; look at the bottom card of your deck; you may put it on top."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        if not player.deck.cards:
            game.shuffle(player)
        if not player.deck.cards:
            return
        bottom = player.deck.cards[-1]
        game.note(player, lambda: f"{player.name} looks at the bottom card, {bottom.name}.")
        if len(player.deck.cards) > 1 and game.may(
            player, f"put {bottom.name} on top of your deck"
        ):
            game.move(bottom, player.deck, player.deck, player=player, position=0, verb="puts")
