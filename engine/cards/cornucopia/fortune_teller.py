"""Fortune Teller."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_revealed, reveal_until

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class FortuneTeller(CardRules):
    """+2 coins. Each other player reveals cards from their deck until they reveal a
    Victory card or a Curse; they put it on top and discard the others."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        for victim in game.attack_targets(player, card):
            found, shown = reveal_until(
                game, victim, lambda c: c.is_a("Victory") or c.is_a("Curse")
            )
            discard_revealed(game, victim, [c for c in shown if c not in found])
            for c in found:
                game.topdeck(victim, c, victim.revealed)
