"""Night cards from Nocturne (and Cobbler, from Renaissance); most gain themselves to hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.base import Behaviour, card, costs_up_to, up_to
from engine.decisions import OrderCards

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


@card
class NightWatchman(Behaviour):
    """Look at the top five cards of your deck, discard any number, and put the rest back
    in any order. It is gained to your hand."""

    name = "Night Watchman"
    gained_to = "hand"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        seen = game.look_at_top(player, 5)
        for c in game.choose_cards(player, "discard any number", seen, 0, len(seen)):
            game.discard(player, c, player.revealed)
        rest = [c for c in seen if c.zone is player.revealed]
        order = game.decide(OrderCards(player, "put the rest back, top card first", rest))
        for c in reversed(order):
            game.topdeck(player, c, player.revealed)


@card
class GhostTown(Behaviour):
    """At the start of your next turn, +1 Card and +1 Action. It is gained to your hand."""

    name = "Ghost Town"
    gained_to = "hand"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, cards=1, actions=1))


@card
class Guardian(Behaviour):
    """Until your next turn, other players' Attacks do not affect you; at the start of
    your next turn, +1 coin. It is gained to your hand."""

    name = "Guardian"
    gained_to = "hand"
    protects_from_attacks = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, coins=1))


@card
class DenOfSin(Behaviour):
    """At the start of your next turn, +2 Cards. It is gained to your hand."""

    name = "Den of Sin"
    gained_to = "hand"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, cards=2))


@card
class Cobbler(Behaviour):
    """At the start of your next turn, gain a card costing up to 4 coins to your hand."""

    name = "Cobbler"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        def gain(g: Game, p: Player) -> None:
            g.choose_and_gain(
                p,
                "gain a card costing up to 4 coins to your hand",
                costs_up_to(g, up_to(4)),
                "hand",
            )

        game.next_turn_effect(player, card, gain)
