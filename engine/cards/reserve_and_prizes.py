"""Reserve cards on the Tavern mat (Duplicate, Transmogrify), Tournament and its
Prizes, and Trickster."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.base import (
    Behaviour,
    Simple,
    card,
    curse_each_other,
    discard_down_to,
    trash_from_hand,
    up_to,
)
from engine.cards.basic import Treasure
from engine.decisions import ChooseModes

if TYPE_CHECKING:
    from engine.game import Game, StartOfTurnEffect
    from engine.player import Player
    from engine.zones import CardInstance


def to_tavern(game: Game, player: Player, card: CardInstance) -> None:
    """Put a Reserve card from play onto its owner's Tavern mat."""
    game.move(card, player.in_play, player.tavern, verb="puts")


def call(game: Game, player: Player, card: CardInstance) -> bool:
    """Call a Reserve card from the Tavern mat into play; False if it is not there."""
    return game.move(card, player.tavern, player.in_play, verb="calls")


@card
class Duplicate(Behaviour):
    """Put this on your Tavern mat. When you gain a card costing up to 6 coins, you may
    call it, to gain a copy of that card."""

    name = "Duplicate"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        to_tavern(game, player, card)

    def on_mat_when_gaining(
        self, game: Game, player: Player, card: CardInstance, gained: CardInstance
    ) -> None:
        if not game.cost(gained).at_most(up_to(6)):
            return
        if game.may(player, f"call Duplicate to gain another {gained.name}") and call(
            game, player, card
        ):
            game.gain_named(player, gained.name)


@card
class Transmogrify(Behaviour):
    """+1 Action; put this on your Tavern mat. At the start of your turn you may call it,
    to trash a card from your hand and gain a card costing up to 1 coin more to your hand."""

    name = "Transmogrify"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.actions += 1
        to_tavern(game, player, card)

    def on_mat_at_start_of_turn(
        self, game: Game, player: Player, card: CardInstance
    ) -> StartOfTurnEffect | None:
        from engine.game import StartOfTurnEffect

        def run(g: Game, p: Player) -> None:
            if not g.may(p, "call Transmogrify") or not call(g, p, card):
                return
            trashed = trash_from_hand(g, p, "trash a card")
            if trashed is not None:
                limit = g.cost(trashed).plus_coins(1)
                g.choose_and_gain(
                    p, "gain a card to your hand", lambda c: g.cost(c).at_most(limit), "hand"
                )

        return StartOfTurnEffect("Transmogrify", card, run)


PRIZES = ("Bag of Gold", "Diadem", "Followers", "Princess", "Trusty Steed")


@card
class Tournament(Behaviour):
    """+1 Action. Each player may reveal a Province from hand; if you do, discard it and
    gain a Prize or a Duchy onto your deck. If no one else does, +1 Card and +1 coin."""

    name = "Tournament"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.actions += 1
        revealed: dict[str, bool] = {}
        for p in [player, *game.others(player)]:
            province = p.hand.named("Province")
            revealed[p.name] = bool(province) and game.may(p, "reveal a Province")
            if revealed[p.name] and province is not None:
                game.reveal(p, province)
                if p is player:
                    game.discard(p, province, p.hand)
        if revealed[player.name]:
            tops = [z.cards[0] for n in PRIZES if (z := game.non_supply.get(n)) and z.cards]
            duchy = game.pile("Duchy")
            if duchy is not None and duchy.cards:
                tops.append(duchy.cards[0])
            chosen = game.choose_card(player, "gain a Prize or a Duchy onto your deck", tops)
            if chosen is not None and chosen.zone is not None:
                game.gain(player, chosen, chosen.zone, to="deck")
        if not any(v for n, v in revealed.items() if n != player.name):
            game.plus(player, cards=1, coins=1)


@card
class BagOfGold(Simple):
    """A Prize: +1 Action, and gain a Gold onto your deck."""

    name = "Bag of Gold"
    actions = 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        game.gain_named(player, "Gold", to="deck")


@card
class Diadem(Treasure):
    """A Prize: worth 2 coins, plus 1 coin for each Action you have left."""

    name = "Diadem"
    coins = 2

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        player.coins += player.actions


@card
class Followers(Behaviour):
    """A Prize: +2 Cards and gain an Estate; each other player gains a Curse and
    discards down to three cards."""

    name = "Followers"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 2)
        game.gain_named(player, "Estate")
        for victim in game.attack_targets(player, card):
            game.gain_named(victim, "Curse")
            discard_down_to(game, victim, 3)


@card
class Princess(Simple):
    """A Prize: +1 Buy; while it is in play, cards cost 2 coins less."""

    name = "Princess"
    buys = 1

    def reduces_costs_by(self, game: Game) -> int:
        return 2


@card
class TrustySteed(Behaviour):
    """A Prize: choose two different ones: +2 Cards; +2 Actions; +2 coins; or gain four
    Silvers and put your deck into your discard pile."""

    name = "Trusty Steed"
    modes = ("cards", "actions", "coins", "silvers")

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        chosen = game.decide(ChooseModes(player, "choose two", list(self.modes), 2))
        for mode in self.modes:  # in the printed order
            if mode not in chosen:
                continue
            if mode == "silvers":
                for _ in range(4):
                    game.gain_named(player, "Silver")
                for c in list(player.deck.cards):
                    game.move(c, player.deck, player.discard, verb="puts")
            else:
                game.plus(
                    player,
                    cards=2 * (mode == "cards"),
                    actions=2 * (mode == "actions"),
                    coins=2 * (mode == "coins"),
                )


@card
class Trickster(Behaviour):
    """Each other player gains a Curse. Once this turn, when you discard a Treasure from
    play, you may set it aside, and put it into your hand at the end of the turn."""

    name = "Trickster"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        curse_each_other(game, player, card)

    def instead_of_discarding_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> bool:
        uses = player.plays_this_turn.count("Trickster")
        if not card.is_a("Treasure") or game.turn_state.get("trickster", 0) >= uses:
            return False
        if not game.may(player, f"set aside {card.name} (Trickster)"):
            return False
        game.turn_state["trickster"] = game.turn_state.get("trickster", 0) + 1
        return game.set_aside(player, card, player.in_play, "Trickster")

    def at_end_of_turn(self, game: Game, player: Player) -> None:
        area = player.set_aside.get("Trickster")
        if area is not None:
            for c in list(area.cards):
                game.move(c, area, player.hand, verb="puts")
