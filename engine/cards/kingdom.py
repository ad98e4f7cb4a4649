"""Kingdom cards from the main sets that the rulings lean on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.base import (
    Behaviour,
    Simple,
    card,
    costs_up_to,
    curse_each_other,
    trash_from_hand,
    up_to,
)
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


@card
class Village(Simple):
    """+1 Card, +2 Actions."""

    name = "Village"
    cards, actions = 1, 2


@card
class Smithy(Simple):
    """+3 Cards."""

    name = "Smithy"
    cards = 3


@card
class Laboratory(Simple):
    """+2 Cards, +1 Action."""

    name = "Laboratory"
    cards, actions = 2, 1


@card
class Market(Simple):
    """+1 Card, +1 Action, +1 Buy, +1 coin."""

    name = "Market"
    cards, actions, buys, coins = 1, 1, 1, 1


@card
class Festival(Simple):
    """+2 Actions, +1 Buy, +2 coins."""

    name = "Festival"
    actions, buys, coins = 2, 1, 2


@card
class GreatHall(Simple):
    """+1 Card, +1 Action; worth one victory point."""

    name = "Great Hall"
    cards, actions = 1, 1
    victory = 1


@card
class Workshop(Behaviour):
    """Gain a card costing up to 4 coins."""

    name = "Workshop"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.choose_and_gain(
            player, "gain a card costing up to 4 coins", costs_up_to(game, up_to(4))
        )


@card
class Feast(Behaviour):
    """Trash this; gain a card costing up to 5 coins. The gain does not depend on the
    trashing, so it happens even when this card cannot be moved."""

    name = "Feast"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.trash_card(player, card, player.in_play)
        game.choose_and_gain(
            player, "gain a card costing up to 5 coins", costs_up_to(game, up_to(5))
        )


@card
class MiningVillage(Behaviour):
    """+1 Card, +2 Actions; you may trash this, and only if you do, +2 coins."""

    name = "Mining Village"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=2)
        if game.may(player, "trash Mining Village for +2 coins") and game.trash_card(
            player, card, player.in_play
        ):
            player.coins += 2


@card
class ThroneRoom(Behaviour):
    """You may play an Action card from your hand twice."""

    name = "Throne Room"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        actions = [c for c in player.hand.cards if c.is_a("Action")]
        target = game.choose_card(player, "play an Action card twice", actions, optional=True)
        if target is None:
            return
        game.play(player, target, from_hand=True, by=card)
        game.play(player, target, from_hand=False, by=card)


@card
class Moat(Simple):
    """+2 Cards. When another player plays an Attack, you may reveal this from your
    hand to be unaffected by it."""

    name = "Moat"
    cards = 2

    def blocks_attack(
        self, game: Game, player: Player, reactor: CardInstance, attack: CardInstance
    ) -> bool:
        if game.may(player, f"reveal Moat to be unaffected by {attack.name}"):
            game.reveal(player, reactor)
            return True
        return False


@card
class Witch(Behaviour):
    """+2 Cards; each other player gains a Curse."""

    name = "Witch"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 2)
        curse_each_other(game, player, card)


@card
class Familiar(Behaviour):
    """+1 Card, +1 Action; each other player gains a Curse."""

    name = "Familiar"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        curse_each_other(game, player, card)


@card
class Bureaucrat(Behaviour):
    """Gain a Silver onto your deck. Each other player puts a Victory card from their
    hand onto their deck, or reveals a hand with none."""

    name = "Bureaucrat"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Silver", to="deck")
        for victim in game.attack_targets(player, card):
            victory = [c for c in victim.hand.cards if c.is_a("Victory")]
            if not victory:
                for c in victim.hand.cards:
                    game.reveal(victim, c)
                continue
            chosen = game.choose_card(victim, "put a Victory card onto your deck", victory)
            if chosen is not None:
                game.reveal(victim, chosen)
                game.topdeck(victim, chosen, victim.hand)


@card
class Mine(Behaviour):
    """You may trash a Treasure from your hand, to gain a Treasure costing up to
    3 coins more to your hand."""

    name = "Mine"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(
            game, player, "trash a Treasure", lambda c: c.is_a("Treasure"), optional=True
        )
        if trashed is None:
            return
        limit = game.cost(trashed).plus_coins(3)
        game.choose_and_gain(
            player,
            "gain a Treasure to your hand",
            lambda c: c.is_a("Treasure") and game.cost(c).at_most(limit),
            to="hand",
        )


@card
class Remodel(Behaviour):
    """Trash a card from your hand; gain a card costing up to 2 coins more."""

    name = "Remodel"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        limit = game.cost(trashed).plus_coins(2)
        game.choose_and_gain(player, "gain a card", costs_up_to(game, limit))


@card
class Chapel(Behaviour):
    """Trash up to four cards from your hand."""

    name = "Chapel"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for c in game.choose_cards(player, "trash up to 4 cards", player.hand.cards, 0, 4):
            game.trash_card(player, c, player.hand)


@card
class Cellar(Behaviour):
    """+1 Action; discard any number of cards, then draw as many."""

    name = "Cellar"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.actions += 1
        hand = player.hand.cards
        chosen = game.choose_cards(player, "discard any number of cards", hand, 0, len(hand))
        for c in chosen:
            game.discard(player, c, player.hand)
        game.draw(player, len(chosen))


@card
class Bridge(Behaviour):
    """+1 Buy, +1 coin; this turn, cards cost 1 coin less."""

    name = "Bridge"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1, coins=1)
        game.cost_reduction += 1


@card
class Highway(Simple):
    """+1 Card, +1 Action; while this is in play, cards cost 1 coin less."""

    name = "Highway"
    cards, actions = 1, 1

    def reduces_costs_by(self, game: Game) -> int:
        return 1


@card
class Peddler(Simple):
    """+1 Card, +1 Action, +1 coin; in your Buy phase it costs 2 coins less for each
    Action card you have in play."""

    name = "Peddler"
    cards, actions, coins = 1, 1, 1

    def own_cost_reduction(self, game: Game) -> int:
        if game.phase != "buy":
            return 0
        return 2 * sum(1 for c in game.current.in_play.cards if c.is_a("Action"))


@card
class Watchtower(Behaviour):
    """Draw until you have six cards in hand. When you gain a card, you may reveal this
    from your hand to trash that card or put it onto your deck."""

    name = "Watchtower"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        while len(player.hand) < 6 and game.draw(player, 1):
            pass

    def react_to_gain(
        self, game: Game, player: Player, reactor: CardInstance, gained: CardInstance
    ) -> None:
        where = gained.zone
        if (
            where is None
            or where.owner is not player
            or where.kind not in ("discard", "deck", "hand")
        ):
            return
        if not game.may(player, f"reveal Watchtower for {gained.name}"):
            return
        game.reveal(player, reactor)
        mode = game.decide(
            ChooseMode(
                player, f"trash {gained.name} or put it onto your deck", ["trash", "topdeck"]
            )
        )
        if mode == "trash":
            game.trash_card(player, gained, where)
        else:
            game.topdeck(player, gained, where)


@card
class Caravan(Simple):
    """+1 Card, +1 Action; at the start of your next turn, +1 Card."""

    name = "Caravan"
    cards, actions = 1, 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, cards=1))


@card
class FishingVillage(Simple):
    """+2 Actions, +1 coin; at the start of your next turn, +1 Action and +1 coin."""

    name = "Fishing Village"
    actions, coins = 2, 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, actions=1, coins=1))


@card
class Transmute(Behaviour):
    """Trash a card from your hand. For an Action, gain a Duchy; for a Treasure, gain a
    Transmute; for a Victory card, gain a Gold (each that applies)."""

    name = "Transmute"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        for card_type, prize in (
            ("Action", "Duchy"),
            ("Treasure", "Transmute"),
            ("Victory", "Gold"),
        ):
            if trashed.is_a(card_type):
                game.gain_named(player, prize)


@card
class Engineer(Behaviour):
    """Gain a card costing up to 4 coins. You may trash this; if you do, gain another."""

    name = "Engineer"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self._gain(game, player)
        if game.may(player, "trash Engineer to gain another card") and game.trash_card(
            player, card, player.in_play
        ):
            self._gain(game, player)

    def _gain(self, game: Game, player: Player) -> None:
        game.choose_and_gain(
            player, "gain a card costing up to 4 coins", costs_up_to(game, up_to(4))
        )


def play_from_supply(
    game: Game,
    player: Player,
    card: CardInstance,
    prompt: str,
    test: object,
) -> None:
    """Choose an Action card in the Supply and play it, leaving it there."""
    assert callable(test)
    choice = game.choose_from_supply(player, prompt, test)
    if choice is not None:
        game.play(player, choice, from_hand=False, by=card)


@card
class BandOfMisfits(Behaviour):
    """Play a non-Command Action card from the Supply that costs less than this,
    leaving it there."""

    name = "Band of Misfits"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        limit = game.cost(card)
        play_from_supply(
            game,
            player,
            card,
            "play a cheaper non-Command Action card from the Supply",
            lambda c: c.is_a("Action") and not c.is_a("Command") and game.cost(c).less_than(limit),
        )


@card
class Overlord(Behaviour):
    """Play a non-Command Action card from the Supply costing up to 5 coins, leaving
    it there."""

    name = "Overlord"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        play_from_supply(
            game,
            player,
            card,
            "play a non-Command Action card costing up to 5 coins from the Supply",
            lambda c: c.is_a("Action") and not c.is_a("Command") and game.cost(c).at_most(up_to(5)),
        )
