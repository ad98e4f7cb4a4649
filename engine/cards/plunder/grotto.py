"""Grotto."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone


class Grotto(CardRules):
    """+1 Action. Set aside up to 4 cards from your hand face down (on this). At the start
    of your next turn, discard them, then draw as many. The set-aside area is labelled
    with the card's name and uid (the ``holding`` key); with none set aside it does
    nothing next turn and is discarded in Clean-up."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        chosen = game.choose_cards(
            player, "set aside up to 4 cards (Grotto)", player.hand.cards, 0, 4
        )
        if not chosen:
            return
        # each play keeps its own cards, even one Grotto played twice by Throne Room
        plays = sum(
            1 for z in player.set_aside.values() if z.label.startswith(f"Grotto:{card.uid}:")
        )
        label = f"Grotto:{card.uid}:{plays}"
        for c in chosen:
            game.set_aside(player, c, player.hand, label)
        self._wait(game, player, card, player.set_aside_zone(label))

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        if not names or len(names) > 4:
            return False
        area = player.set_aside_zone(f"Grotto:{card.uid}:0")
        game.new_cards(names, area)
        self._wait(game, player, card, area)
        return True

    def _wait(self, game: Game, player: Player, card: CardInstance, area: Zone) -> None:
        def swap(g: Game, p: Player) -> None:
            held = list(area.cards)
            g.discard_each(p, held, area)
            g.plus(p, cards=len(held))

        game.next_turn_effect(player, card, swap, label="Grotto")
