"""Cards and Events from Menagerie that gain Horses from their non-Supply pile."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.cards.base import Behaviour, Simple, card, costs_up_to, trash_from_hand, up_to
from engine.decisions import ChooseMode, ChooseModes

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


def gain_horses(game: Game, player: Player, count: int, to: str | None = None) -> None:
    """Gain ``count`` Horses, one at a time, while any are left."""
    for _ in range(count):
        game.gain_from_pile(player, "Horse", to=to)


@card
class Ride(Behaviour):
    """An Event: gain a Horse."""

    name = "Ride"

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        gain_horses(game, player, 1)


@card
class Bargain(Behaviour):
    """An Event: gain a non-Victory card costing up to 5 coins; each other player gains
    a Horse."""

    name = "Bargain"

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.choose_and_gain(
            player,
            "gain a non-Victory card costing up to 5 coins",
            lambda c: not c.is_a("Victory") and game.cost(c).at_most(up_to(5)),
        )
        for other in game.others(player):
            gain_horses(game, other, 1)


@card
class Stampede(Behaviour):
    """An Event: if you have five or fewer cards in play, gain five Horses onto your deck."""

    name = "Stampede"

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if len(player.in_play) <= 5:
            gain_horses(game, player, 5, to="deck")


@card
class Demand(Behaviour):
    """An Event: gain a Horse and a card costing up to 4 coins, both onto your deck."""

    name = "Demand"

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        gain_horses(game, player, 1, to="deck")
        game.choose_and_gain(
            player,
            "gain a card costing up to 4 coins onto your deck",
            costs_up_to(game, up_to(4)),
            "deck",
        )


@card
class Sleigh(Behaviour):
    """Gain two Horses. When you gain a card, you may discard this from your hand to put
    that card into your hand or onto your deck."""

    name = "Sleigh"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        gain_horses(game, player, 2)

    def react_to_gain(
        self, game: Game, player: Player, reactor: CardInstance, gained: CardInstance
    ) -> None:
        where = gained.zone
        if where is None or where.owner is not player or where.kind not in ("discard", "deck"):
            return
        if not game.may(player, f"discard Sleigh for {gained.name}"):
            return
        if not game.discard(player, reactor, player.hand):
            return
        mode = game.decide(
            ChooseMode(
                player, f"put {gained.name} into your hand or onto your deck", ["hand", "deck"]
            )
        )
        target = player.hand if mode == "hand" else player.deck
        game.move(gained, where, target, player=player, verb="puts")


@card
class Cavalry(Behaviour):
    """Gain two Horses. When you gain it, +2 Cards and +1 Buy, and if it is your Buy
    phase, go back to your Action phase."""

    name = "Cavalry"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        gain_horses(game, player, 2)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2, buys=1)
        if player is game.current and game.phase == "buy":
            game.return_to_action_phase()


@card
class Groom(Behaviour):
    """Gain a card costing up to 4 coins: for an Action, also gain a Horse; for a
    Treasure, a Silver; for a Victory card, +1 Card and +1 Action."""

    name = "Groom"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        gained = game.choose_and_gain(
            player, "gain a card costing up to 4 coins", costs_up_to(game, up_to(4))
        )
        if gained is None:
            return
        if gained.is_a("Action"):
            gain_horses(game, player, 1)
        if gained.is_a("Treasure"):
            game.gain_named(player, "Silver")
        if gained.is_a("Victory"):
            game.plus(player, cards=1, actions=1)


@card
class Hostelry(Simple):
    """+1 Card, +2 Actions. When you gain it, you may discard any number of Treasures,
    revealed, to gain that many Horses."""

    name = "Hostelry"
    cards, actions = 1, 2

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        treasures = [c for c in player.hand.cards if c.is_a("Treasure")]
        chosen = game.choose_cards(
            player, "discard Treasures for Horses", treasures, 0, len(treasures)
        )
        for c in chosen:
            game.reveal(player, c)
            game.discard(player, c, player.hand)
        gain_horses(game, player, len(chosen))


@card
class Livery(Behaviour):
    """+3 coins. This turn, when you gain a card costing 4 coins or more, gain a Horse."""

    name = "Livery"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.coins += 3

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if gained.name == "Horse":
            return
        if game.cost(gained).at_least(up_to(4)):
            for _ in range(player.plays_this_turn.count("Livery")):
                gain_horses(game, player, 1)


@card
class Paddock(Behaviour):
    """+2 coins. Gain two Horses. +1 Action per empty Supply pile."""

    name = "Paddock"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.coins += 2
        gain_horses(game, player, 2)
        player.actions += game.empty_piles()


@card
class Scrap(Behaviour):
    """Trash a card from your hand; choose a different thing per coin it costs: +1 Card,
    +1 Action, +1 Buy, +1 coin, gain a Silver, gain a Horse."""

    name = "Scrap"
    modes: ClassVar[list[str]] = ["card", "action", "buy", "coin", "silver", "horse"]

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        count = min(game.cost(trashed).coins, len(self.modes))
        if count == 0:
            return
        chosen = game.decide(
            ChooseModes(player, f"choose {count} different things", self.modes, count)
        )
        for mode in self.modes:  # in the printed order
            if mode not in chosen:
                continue
            if mode == "silver":
                game.gain_named(player, "Silver")
            elif mode == "horse":
                gain_horses(game, player, 1)
            else:
                game.plus(
                    player,
                    cards=mode == "card",
                    actions=mode == "action",
                    buys=mode == "buy",
                    coins=mode == "coin",
                )
