"""Hunter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_revealed

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Hunter(CardRules):
    """+1 Action. Reveal the top 3 cards of your deck; from them put an Action, a
    Treasure and a Victory card into your hand (chosen in that order); discard the rest."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        shown = game.reveal_from_deck(player, 3)
        for kind in ("Action", "Treasure", "Victory"):
            pool = [c for c in shown if c.zone is player.revealed and c.is_a(kind)]
            chosen = game.choose_card(player, f"put an {kind} card into your hand", pool)
            if chosen is not None:
                game.move(chosen, player.revealed, player.hand, player=player, verb="puts")
        discard_revealed(game, player, [c for c in shown if c.zone is player.revealed])
