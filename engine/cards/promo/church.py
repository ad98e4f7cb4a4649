"""Church."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone


class Church(CardRules):
    """+1 Action. Set aside up to three cards from your hand face down; at the start of
    your next turn, put them into your hand, then you may trash a card from your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        # each play keeps its own group, even one Church played twice by Throne Room
        plays = sum(
            1 for z in player.set_aside.values() if z.label.startswith(f"Church:{card.uid}:")
        )
        label = f"Church:{card.uid}:{plays}"
        area = player.set_aside_zone(label)
        for c in game.choose_cards(player, "set aside up to 3 cards", player.hand.cards, 0, 3):
            game.set_aside(player, c, player.hand, label)
        _back_next_turn(game, player, card, area)

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        if len(names) > 3:
            return False
        area = player.set_aside_zone(f"Church:{card.uid}:0")
        game.new_cards(names, area)
        _back_next_turn(game, player, card, area)
        return True


def _back_next_turn(game: Game, player: Player, card: CardInstance, area: Zone) -> None:
    """At the start of ``player``'s next turn the cards in ``area`` go to hand, and then
    they may trash a card from hand."""

    def come_back(g: Game, p: Player) -> None:
        for c in list(area.cards):
            g.move(c, area, p.hand, verb="puts")
        trash_from_hand(g, p, "trash a card (Church)", optional=True)

    # each Church's group is told apart by its cards, so its owner can order them
    group = ", ".join(sorted(area.names())) or "nothing"
    game.next_turn_effect(player, card, come_back, label=f"Church ({group})")
