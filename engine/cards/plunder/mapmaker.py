"""Mapmaker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Mapmaker(CardRules):
    """Look at the top 4 cards of your deck. Put 2 into your hand and discard the rest.
    When any player gains a Victory card, you may play this from your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        seen = game.look_at_top(player, 4)
        keep = min(2, len(seen))
        for c in game.choose_cards(player, "put 2 into your hand", seen, keep, keep):
            game.move(c, player.revealed, player.hand, verb="puts")
        game.discard_each(player, [c for c in seen if c.zone is player.revealed], player.revealed)

    def in_hand_when_any_gains(
        self, game: Game, holder: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> None:
        if gained.is_a("Victory") and game.may(holder, f"play Mapmaker ({gained.name} gained)"):
            game.play(holder, card)
