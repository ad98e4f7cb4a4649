"""Archive."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone

_SET_SIZE = 3


class Archive(CardRules):
    """+1 Action. Set aside the top 3 cards of your deck face down (you may look at
    them); now and at the start of your next two turns, put one into your hand. Each play
    keeps its own set; Archive stays in play until its last set is used up."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        plays = sum(
            1 for z in player.set_aside.values() if z.label.startswith(f"Archive:{card.uid}:")
        )
        label = f"Archive:{card.uid}:{plays}"
        area = player.set_aside_zone(label)
        for c in game.look_at_top(player, _SET_SIZE):
            game.set_aside(player, c, player.revealed, label)
        _take_one(game, player, area)
        _wait(game, player, card, area)

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        if not 0 < len(names) <= _SET_SIZE - 1:
            return False
        area = player.set_aside_zone(f"Archive:{card.uid}:0")
        game.new_cards(names, area)
        _wait(game, player, card, area)
        return True


def _take_one(game: Game, player: Player, area: Zone) -> None:
    chosen = game.choose_card(player, "put a card from Archive into your hand", area.cards)
    if chosen is not None:
        game.move(chosen, area, player.hand, player=player, verb="puts")


def _wait(game: Game, player: Player, card: CardInstance, area: Zone) -> None:
    """While ``area`` holds cards, Archive stays in play and gives one at the start of
    each of the player's turns; one effect serves every turn, so whatever keeps it in play
    (the Throne Room that played it) stays with it to the end."""
    if not area.cards:
        return

    def next_one(g: Game, p: Player) -> None:
        _take_one(g, p, area)
        if not area.cards:
            p.start_of_turn = [e for e in p.start_of_turn if e is not effect]
        else:
            effect.label = f"Archive ({len(area.cards)} left)"

    effect = game.next_turn_effect(
        player, card, next_one, persistent=True, label=f"Archive ({len(area.cards)} left)"
    )
