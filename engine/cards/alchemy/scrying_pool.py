"""Scrying Pool."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import reveal_until

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class ScryingPool(CardRules):
    """+1 Action. Each player (you first, then the others the Attack affects, in turn
    order) reveals their top card, and you choose: they discard it or put it back. Then
    reveal cards from your deck until you reveal a non-Action; every card so revealed
    goes into your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        for who in [player, *game.attack_targets(player, card)]:
            for top in game.reveal_from_deck(who, 1):
                if game.may(player, f"discard {who.name}'s {top.name} (no: put it back)"):
                    game.discard(who, top, who.revealed)
                else:
                    game.topdeck(who, top, who.revealed)
        _, shown = reveal_until(game, player, lambda c: not c.is_a("Action"))
        for c in shown:
            game.move(c, player.revealed, player.hand, player=player, verb="puts")
