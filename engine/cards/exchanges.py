"""Cards that exchange, trash with a bonus, watch buys, or Exile: Trader, Changeling,
Catapult/Rocks, Swamp Hag, Sea Witch, Coven and Siren."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.base import (
    Behaviour,
    card,
    curse_each_other,
    discard_down_to,
    trash_from_hand,
    up_to,
)

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


@card
class Trader(Behaviour):
    """Trash a card from your hand and gain a Silver per coin it cost. When you gain a
    card, you may reveal this from your hand to exchange that card for a Silver."""

    name = "Trader"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is not None:
            for _ in range(game.cost(trashed).coins):
                game.gain_named(player, "Silver")

    def react_to_gain(
        self, game: Game, player: Player, reactor: CardInstance, gained: CardInstance
    ) -> None:
        if gained.name == "Silver" or gained.zone is None or gained.zone.owner is not player:
            return
        if game.may(player, f"reveal Trader to exchange {gained.name} for a Silver"):
            game.reveal(player, reactor)
            game.exchange(player, gained, "Silver")


@card
class Changeling(Behaviour):
    """Trash this, and gain a copy of a card you have in play. In a game with Changeling,
    when you gain a card costing 3 coins or more you may exchange it for a Changeling."""

    name = "Changeling"
    watches_gains = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if not game.trash_card(player, card, player.in_play):
            return
        names = sorted({c.name for c in player.in_play.cards})
        pool = [c for c in game.supply_tops() if c.name in names]
        chosen = game.choose_card(player, "gain a copy of a card you have in play", pool)
        if chosen is not None and chosen.zone is not None:
            game.gain(player, chosen, chosen.zone)

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if gained.name == "Changeling" or gained.zone is None or gained.zone.owner is not player:
            return
        if not game.cost(gained).at_least(up_to(3)):
            return
        if game.may(player, f"exchange {gained.name} for a Changeling"):
            game.exchange(player, gained, "Changeling")


@card
class Catapult(Behaviour):
    """+1 coin; trash a card from your hand. If it cost 3 coins or more, each other
    player gains a Curse; if it was a Treasure, each other player discards down to 3."""

    name = "Catapult"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.coins += 1
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        for victim in game.attack_targets(player, card):
            if game.cost(trashed).at_least(up_to(3)):
                game.gain_named(victim, "Curse")
            if trashed.is_a("Treasure"):
                discard_down_to(game, victim, 3)


@card
class Rocks(Behaviour):
    """Worth 1 coin. When you gain or trash it, gain a Silver: onto your deck in your Buy
    phase, otherwise into your hand."""

    name = "Rocks"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.coins += 1

    def _silver(self, game: Game, player: Player) -> None:
        buying = player is game.current and game.phase == "buy"
        game.gain_named(player, "Silver", to="deck" if buying else "hand")

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        self._silver(game, player)

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        self._silver(game, player)


@card
class SwampHag(Behaviour):
    """Until your next turn, each time another player affected by it buys a card (not an
    Event) they gain a Curse. At the start of your next turn, +3 coins."""

    name = "Swamp Hag"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        victims = {p.name for p in game.attack_targets(player, card)}
        game.card_memory[card.uid] = victims
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, coins=3))

    def when_another_buys(
        self, game: Game, owner: Player, card: CardInstance, buyer: Player, bought: CardFacts
    ) -> None:
        waiting = any(e.source is card for e in owner.start_of_turn)
        if waiting and not bought.landscape and buyer.name in game.card_memory.get(card.uid, ()):
            game.gain_named(buyer, "Curse")


@card
class SeaWitch(Behaviour):
    """+2 Cards; each other player gains a Curse. At the start of your next turn,
    +2 Cards, then discard two cards."""

    name = "Sea Witch"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 2)
        curse_each_other(game, player, card)

        def later(g: Game, p: Player) -> None:
            g.draw(p, 2)
            for c in g.choose_cards(p, "discard 2 cards", p.hand.cards, 2, 2):
                g.discard(p, c, p.hand)

        game.next_turn_effect(player, card, later)


@card
class Coven(Behaviour):
    """+1 Action, +2 coins. Each other player Exiles a Curse from the Supply; one who
    cannot discards the Curses on their Exile mat instead."""

    name = "Coven"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1, coins=2)
        for victim in game.attack_targets(player, card):
            pile = game.pile("Curse")
            if pile is not None and pile.cards:
                game.move(pile.cards[0], pile, victim.exile, player=victim, verb="exiles")
                continue
            for c in [c for c in victim.exile.cards if c.name == "Curse"]:
                game.discard(victim, c, victim.exile)


@card
class Siren(Behaviour):
    """Each other player gains a Curse. At the start of your next turn, draw until you
    have eight cards in hand. When you gain it, trash it unless you trash an Action card
    from your hand."""

    name = "Siren"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        curse_each_other(game, player, card)

        def later(g: Game, p: Player) -> None:
            while len(p.hand) < 8 and g.draw(p, 1):
                pass

        game.next_turn_effect(player, card, later)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        where = game.gain_destination(player, card)
        kept = trash_from_hand(
            game, player, "trash an Action card to keep Siren", lambda c: c.is_a("Action"), True
        )
        if kept is None:
            game.trash_card(player, card, where)
