"""Quest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Quest(CardRules):
    """An Event: you may discard an Attack, two Curses, or six cards; if you discarded
    all you chose, gain a Gold. Choosing more than you hold discards what you have."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        mode = game.decide(
            ChooseMode(
                player,
                "discard an Attack, two Curses or six cards",
                ["attack", "curses", "six", "none"],
            )
        )
        hand = player.hand.cards
        if mode == "attack":
            pool, needed = [c for c in hand if c.is_a("Attack")], 1
        elif mode == "curses":
            pool, needed = [c for c in hand if c.name == "Curse"], 2
        elif mode == "six":
            pool, needed = list(hand), 6
        else:
            return
        count = min(needed, len(pool))
        chosen = game.choose_cards(player, f"discard {count}", pool, count, count)
        game.discard_each(player, list(chosen), player.hand)
        if len(chosen) == needed:
            game.gain_named(player, "Gold")
