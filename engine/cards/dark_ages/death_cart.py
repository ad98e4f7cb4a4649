"""Death Cart."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_from_pile
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class DeathCart(CardRules):
    """You may trash this or an Action card from your hand, for +5 coins. When you gain
    this, gain 2 Ruins."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        actions = [c for c in player.hand.cards if c.is_a("Action")]
        itself = card.zone is player.in_play
        if itself and actions:
            prompt = "trash this, an Action card from your hand, or nothing, for +5 coins"
            mode = game.decide(ChooseMode(player, prompt, ["this", "hand", "none"]))
        elif itself:
            mode = "this" if game.may(player, "trash Death Cart for +5 coins") else "none"
        else:
            mode = "hand"
        if mode == "this":
            trashed = game.trash_card(player, card, player.in_play)
        elif mode == "hand":
            chosen = game.choose_card(
                player, "trash an Action card for +5 coins", actions, optional=not itself
            )
            trashed = chosen is not None and game.trash_card(player, chosen, player.hand)
        else:
            trashed = False
        if trashed:
            game.plus(player, coins=5)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        for _ in range(2):
            gain_from_pile(game, player, "Ruins")
