"""Cards that make cards yours without gaining them, and cards from non-Supply piles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.base import Behaviour, Simple, card, trash_from_hand, up_to
from engine.cards.basic import Treasure

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


@card
class Masquerade(Behaviour):
    """+2 Cards. Each player with cards in hand passes one to the next such player to
    their left, all at once; then you may trash a card from your hand. Passed cards
    change owner without being gained."""

    name = "Masquerade"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 2)
        holders = [p for p in [player, *game.others(player)] if p.hand.cards]
        if len(holders) > 1:
            passes = [
                (p, game.choose_card(p, "choose a card to pass to your left", p.hand.cards))
                for p in holders
            ]
            for i, (giver, passed) in enumerate(passes):
                receiver = holders[(i + 1) % len(holders)]
                if passed is not None:
                    game.move(passed, giver.hand, receiver.hand, player=giver, verb="passes")
        trash_from_hand(game, player, "trash a card", optional=True)


@card
class CamelTrain(Behaviour):
    """Exile a non-Victory card from the Supply. When you gain this, Exile a Gold from
    the Supply. Exiled cards are yours, though never gained."""

    name = "Camel Train"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        target = game.choose_from_supply(
            player, "Exile a non-Victory card from the Supply", lambda c: not c.is_a("Victory")
        )
        if target is not None and target.zone is not None:
            game.move(target, target.zone, player.exile, verb="exiles")

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        pile = game.pile("Gold")
        if pile is not None and pile.cards:
            game.move(pile.cards[0], pile, player.exile, verb="exiles")


@card
class Horse(Simple):
    """+2 Cards, +1 Action, and return this to its pile (the non-Supply Horse pile)."""

    name = "Horse"
    cards, actions = 2, 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        game.return_to_pile(player, card, player.in_play)


@card
class Supplies(Treasure):
    """Worth 1 coin; when you play it, gain a Horse onto your deck."""

    name = "Supplies"
    coins = 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        game.gain_from_pile(player, "Horse", to="deck")


@card
class Wish(Behaviour):
    """+1 Action; return this to its pile, and only if you did, gain a card costing up
    to 6 coins to your hand."""

    name = "Wish"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.actions += 1
        if game.return_to_pile(player, card, player.in_play):
            game.choose_and_gain(
                player,
                "gain a card costing up to 6 coins to your hand",
                lambda c: game.cost(c).at_most(up_to(6)),
                "hand",
            )


@card
class Villa(Simple):
    """+2 Actions, +1 Buy, +1 coin. When you gain it, put it into your hand and take
    +1 Action; if it is your Buy phase, go back to your Action phase."""

    name = "Villa"
    actions, buys, coins = 2, 1, 1

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        where = game.gain_destination(player, card)
        if game.move(card, where, player.hand, verb="puts"):
            player.actions += 1
            if player is game.current and game.phase == "buy":
                game.return_to_action_phase()


@card
class Swap(Behaviour):
    """+1 Card, +1 Action; you may return an Action card from your hand to its pile, to
    gain a different Action card costing up to 5 coins to your hand."""

    name = "Swap"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        actions = [c for c in player.hand.cards if c.is_a("Action")]
        back = game.choose_card(player, "return an Action card to its pile", actions, optional=True)
        if back is None:
            return
        if not game.return_to_pile(player, back, player.hand):
            return
        game.choose_and_gain(
            player,
            "gain a different Action card costing up to 5 coins to your hand",
            lambda c: c.is_a("Action") and c.name != back.name and game.cost(c).at_most(up_to(5)),
            "hand",
        )
