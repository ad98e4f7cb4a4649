"""Attacks that make other players gain cards: Cursers and trashers with replacement."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.base import Behaviour, Simple, card, discard_down_to, up_to
from engine.decisions import ChooseMode, ChooseOption

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


@card
class Swindler(Behaviour):
    """+2 coins. Each other player trashes the top card of their deck and gains a card
    with the same cost, which you choose."""

    name = "Swindler"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.coins += 2
        for victim in game.attack_targets(player, card):
            top = game.reveal_from_deck(victim, 1)
            if not top or not game.trash_card(victim, top[0], victim.revealed):
                continue
            cost = game.cost(top[0])
            choice = game.choose_from_supply(
                player,
                f"choose a card for {victim.name} to gain",
                lambda c, cost=cost: game.cost(c) == cost,  # type: ignore[misc]
            )
            if choice is not None and choice.zone is not None:
                game.gain(victim, choice, choice.zone)


@card
class Saboteur(Behaviour):
    """Each other player reveals cards from the top of their deck until one costs 3
    coins or more, trashes it, and may gain a card costing up to 2 coins less; the other
    revealed cards are discarded."""

    name = "Saboteur"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for victim in game.attack_targets(player, card):
            hit = None
            while hit is None:
                shown = game.reveal_from_deck(victim, 1)
                if not shown:
                    break
                if game.cost(shown[0]).at_least(up_to(3)):
                    hit = shown[0]
            if hit is not None and game.trash_card(victim, hit, victim.revealed):
                limit = game.cost(hit).reduced(2)
                choice = game.choose_from_supply(
                    victim,
                    "gain a card costing up to 2 coins less",
                    lambda c, limit=limit: game.cost(c).at_most(limit),  # type: ignore[misc]
                    optional=True,
                )
                if choice is not None and choice.zone is not None:
                    game.gain(victim, choice, choice.zone)
            for c in list(victim.revealed.cards):
                game.discard(victim, c, victim.revealed)


@card
class Jester(Behaviour):
    """+2 coins. Each other player discards their top card: for a Victory card they gain
    a Curse; otherwise they or you (your choice) gain a copy of it from the Supply."""

    name = "Jester"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.coins += 2
        for victim in game.attack_targets(player, card):
            top = game.reveal_from_deck(victim, 1)
            if not top:
                continue
            game.discard(victim, top[0], victim.revealed)
            if top[0].is_a("Victory"):
                game.gain_named(victim, "Curse")
                continue
            who = game.decide(
                ChooseOption(
                    player, f"choose who gains a copy of {top[0].name}", [victim.name, player.name]
                )
            )
            game.gain_named(victim if who == 0 else player, top[0].name)


@card
class SeaHag(Behaviour):
    """Each other player discards the top card of their deck, then gains a Curse onto
    their deck."""

    name = "Sea Hag"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for victim in game.attack_targets(player, card):
            top = game.reveal_from_deck(victim, 1)
            if top:
                game.discard(victim, top[0], victim.revealed)
            game.gain_named(victim, "Curse", to="deck")


@card
class Mountebank(Behaviour):
    """+2 coins. Each other player may discard a Curse; one who does not gains a Curse
    and a Copper."""

    name = "Mountebank"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.coins += 2
        for victim in game.attack_targets(player, card):
            curse = victim.hand.named("Curse")
            if curse is not None and game.may(victim, "discard a Curse"):
                game.discard(victim, curse, victim.hand)
                continue
            game.gain_named(victim, "Curse")
            game.gain_named(victim, "Copper")


@card
class OldWitch(Behaviour):
    """+3 Cards. Each other player gains a Curse and may trash a Curse from their hand."""

    name = "Old Witch"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 3)
        for victim in game.attack_targets(player, card):
            game.gain_named(victim, "Curse")
            curses = [c for c in victim.hand.cards if c.name == "Curse"]
            chosen = game.choose_card(victim, "trash a Curse", curses[:1], optional=True)
            if chosen is not None:
                game.trash_card(victim, chosen, victim.hand)


@card
class Torturer(Behaviour):
    """+3 Cards. Each other player chooses: discard two cards, or gain a Curse to hand."""

    name = "Torturer"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 3)
        for victim in game.attack_targets(player, card):
            mode = game.decide(ChooseMode(victim, "choose one", ["discard", "curse"]))
            if mode == "curse":
                game.gain_named(victim, "Curse", to="hand")
                continue
            for c in game.choose_cards(victim, "discard 2 cards", victim.hand.cards, 2, 2):
                game.discard(victim, c, victim.hand)


@card
class Soothsayer(Behaviour):
    """Gain a Gold. Each other player gains a Curse, and each who did draws a card."""

    name = "Soothsayer"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Gold")
        for victim in game.attack_targets(player, card):
            if game.gain_named(victim, "Curse") is not None:
                game.draw(victim, 1)


@card
class Embassy(Behaviour):
    """+5 Cards, then discard 3. When you gain it, each other player gains a Silver."""

    name = "Embassy"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 5)
        for c in game.choose_cards(player, "discard 3 cards", player.hand.cards, 3, 3):
            game.discard(player, c, player.hand)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        for other in game.others(player):
            game.gain_named(other, "Silver")


@card
class IllGottenGains(Behaviour):
    """Worth 1 coin; you may gain a Copper to your hand. When you gain it, each other
    player gains a Curse."""

    name = "Ill-Gotten Gains"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.coins += 1
        if game.may(player, "gain a Copper to your hand"):
            game.gain_named(player, "Copper", to="hand")

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        for other in game.others(player):
            game.gain_named(other, "Curse")


@card
class Beggar(Behaviour):
    """Gain three Coppers to your hand. When another player plays an Attack, you may
    first discard this to gain two Silvers, one onto your deck."""

    name = "Beggar"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for _ in range(3):
            game.gain_named(player, "Copper", to="hand")

    def blocks_attack(
        self, game: Game, player: Player, reactor: CardInstance, attack: CardInstance
    ) -> bool:
        if game.may(player, f"discard Beggar when {attack.name} is played") and game.discard(
            player, reactor, player.hand
        ):
            game.gain_named(player, "Silver", to="deck")
            game.gain_named(player, "Silver")
        return False


@card
class Messenger(Simple):
    """+1 Buy, +2 coins; you may put your deck into your discard pile. When you buy it as
    the first thing you buy this turn (a card or an Event), gain a card costing up to
    4 coins, and each other player gains a copy of it."""

    name = "Messenger"
    buys, coins = 1, 2

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        if player.deck.cards and game.may(player, "put your deck into your discard pile"):
            for c in list(player.deck.cards):
                game.move(c, player.deck, player.discard, verb="puts")

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if player.bought != ["Messenger"]:  # the first thing bought, Events included
            return
        gained = game.choose_and_gain(
            player, "gain a card costing up to 4 coins", lambda c: game.cost(c).at_most(up_to(4))
        )
        if gained is not None:
            for other in game.others(player):
                game.gain_named(other, gained.name)


def _brigand_attack(game: Game, player: Player, victims: list[Player]) -> None:
    for victim in victims:
        shown = game.reveal_from_deck(victim, 2)
        pool = [c for c in shown if c.name in ("Silver", "Gold")]
        chosen = game.choose_card(
            player, f"choose a Silver or Gold of {victim.name}'s to trash", pool
        )
        if chosen is not None and game.trash_card(victim, chosen, victim.revealed):
            game.gain(player, chosen, game.trash)
        for c in shown:
            if c.zone is victim.revealed:
                game.discard(victim, c, victim.revealed)
        if not any(c.is_a("Treasure") for c in shown):
            game.gain_named(victim, "Copper")


@card
class NobleBrigand(Behaviour):
    """+1 coin. When you buy or play it, each other player reveals their top two cards,
    trashes a Silver or Gold among them that you choose (you gain it), discards the rest,
    and gains a Copper if they revealed no Treasure."""

    name = "Noble Brigand"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.coins += 1
        _brigand_attack(game, player, game.attack_targets(player, card))

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        _brigand_attack(game, player, game.others(player))


@card
class Barbarian(Behaviour):
    """+2 coins. Each other player trashes their top card; if it cost 3 coins or more
    they gain a cheaper card sharing a type with it, otherwise a Curse."""

    name = "Barbarian"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.coins += 2
        for victim in game.attack_targets(player, card):
            top = game.reveal_from_deck(victim, 1)
            if not top or not game.trash_card(victim, top[0], victim.revealed):
                continue
            trashed = top[0]
            cost = game.cost(trashed)
            if not cost.at_least(up_to(3)):
                game.gain_named(victim, "Curse")
                continue
            game.choose_and_gain(
                victim,
                f"gain a card cheaper than {trashed.name} sharing a type with it",
                lambda c, t=trashed, k=cost: (
                    game.cost(c).less_than(k)  # type: ignore[misc]
                    and bool(c.facts.types & t.facts.types)
                ),
            )


@card
class Thief(Behaviour):
    """Each other player reveals their top two cards and trashes a Treasure among them
    that you choose; you may gain any of the trashed cards; the rest are discarded."""

    name = "Thief"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed: list[CardInstance] = []
        for victim in game.attack_targets(player, card):
            shown = game.reveal_from_deck(victim, 2)
            pool = [c for c in shown if c.is_a("Treasure")]
            chosen = game.choose_card(
                player, f"choose a Treasure of {victim.name}'s to trash", pool
            )
            if chosen is not None and game.trash_card(victim, chosen, victim.revealed):
                trashed.append(chosen)
            for c in shown:
                if c.zone is victim.revealed:
                    game.discard(victim, c, victim.revealed)
        for c in game.choose_cards(
            player, "gain any of the trashed cards", trashed, 0, len(trashed)
        ):
            game.gain(player, c, game.trash)


@card
class YoungWitch(Behaviour):
    """+2 Cards, then discard two. Each other player gains a Curse unless they reveal a
    Bane card (the extra Kingdom pile set up for Young Witch) from their hand."""

    name = "Young Witch"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 2)
        for c in game.choose_cards(player, "discard 2 cards", player.hand.cards, 2, 2):
            game.discard(player, c, player.hand)
        for victim in game.attack_targets(player, card):
            bane = victim.hand.named(game.bane) if game.bane else None
            if bane is not None and game.may(victim, f"reveal {bane.name}, the Bane"):
                game.reveal(victim, bane)
                continue
            game.gain_named(victim, "Curse")


@card
class Urchin(Behaviour):
    """+1 Card, +1 Action; each other player discards down to four cards. When you play
    another Attack with this in play, you may first trash this to gain a Mercenary."""

    name = "Urchin"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        for victim in game.attack_targets(player, card):
            discard_down_to(game, victim, 4)

    def before_another_is_played(
        self, game: Game, player: Player, card: CardInstance, played: CardInstance
    ) -> None:
        if not played.is_a("Attack") or card.zone is not player.in_play:
            return
        if game.may(player, "trash Urchin to gain a Mercenary") and game.trash_card(
            player, card, player.in_play
        ):
            game.gain_from_pile(player, "Mercenary")


@card
class Mercenary(Behaviour):
    """You may trash two cards from your hand; if you do, +2 Cards, +2 coins, and each
    other player discards down to three cards."""

    name = "Mercenary"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        hand = player.hand.cards
        if not hand or not game.may(player, "trash 2 cards from your hand"):
            return
        # two cards, or the only one there is (which earns nothing)
        chosen = game.choose_cards(player, "trash 2 cards", hand, 2, 2)
        trashed = [c for c in chosen if game.trash_card(player, c, player.hand)]
        if len(trashed) < 2:
            return
        game.plus(player, cards=2, coins=2)
        for victim in game.attack_targets(player, card):
            discard_down_to(game, victim, 3)
