"""The gainers that the Gain rules use as examples."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.base import Behaviour, Simple, card, costs_up_to, trash_from_hand, up_to
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


@card
class Artisan(Behaviour):
    """Gain a card costing up to 5 coins to your hand; then put a card from your hand
    onto your deck."""

    name = "Artisan"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.choose_and_gain(
            player,
            "gain a card costing up to 5 coins to your hand",
            costs_up_to(game, up_to(5)),
            to="hand",
        )
        back = game.choose_card(
            player, "put a card from your hand onto your deck", player.hand.cards
        )
        if back is not None:
            game.topdeck(player, back, player.hand)


@card
class NomadCamp(Simple):
    """+1 Buy, +2 coins; when you gain it, it goes onto your deck."""

    name = "Nomad Camp"
    buys, coins = 1, 2
    gained_to = "deck"


@card
class Develop(Behaviour):
    """Trash a card from your hand; gain a card costing exactly 1 coin more and one
    costing exactly 1 coin less, onto your deck, in either order."""

    name = "Develop"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        base = game.cost(trashed)
        tests = {
            "more": lambda c: game.cost(c).exactly_more(base, 1),
            "less": lambda c: base.exactly_more(game.cost(c), 1),
        }
        first = game.decide(ChooseMode(player, "choose which card to gain first", ["more", "less"]))
        for which in (first, "less" if first == "more" else "more"):
            game.choose_and_gain(
                player, f"gain a card costing exactly 1 coin {which}", tests[which], to="deck"
            )


@card
class BorderVillage(Simple):
    """+1 Card, +2 Actions; when you gain it, gain a cheaper card."""

    name = "Border Village"
    cards, actions = 1, 2

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        limit = game.cost(card)
        game.choose_and_gain(
            player,
            "gain a card cheaper than Border Village",
            lambda c: game.cost(c).less_than(limit),
        )


@card
class TradingPost(Behaviour):
    """Trash two cards from your hand; if you trashed two, gain a Silver to your hand."""

    name = "Trading Post"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        chosen = game.choose_cards(player, "trash 2 cards", player.hand.cards, 2, 2)
        trashed = [c for c in chosen if game.trash_card(player, c, player.hand)]
        if len(trashed) == 2:
            game.gain_named(player, "Silver", to="hand")


@card
class Explorer(Behaviour):
    """You may reveal a Province from your hand to gain a Gold to your hand; if you
    do not, gain a Silver to your hand."""

    name = "Explorer"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        province = player.hand.named("Province")
        if province is not None and game.may(player, "reveal a Province"):
            game.reveal(player, province)
            game.gain_named(player, "Gold", to="hand")
        else:
            game.gain_named(player, "Silver", to="hand")
