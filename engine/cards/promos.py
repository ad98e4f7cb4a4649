"""The promotional cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.base import Behaviour, Simple, card, trash_from_hand, up_to
from engine.cards.basic import Treasure
from engine.decisions import ChooseMode, OrderCards

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone


@card
class Envoy(Behaviour):
    """Reveal the top five cards of your deck; the player to your left chooses one for
    you to discard, and the rest go to your hand."""

    name = "Envoy"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        shown = game.reveal_from_deck(player, 5)
        if not shown:
            return
        chooser = game.left_of(player)
        out = game.choose_card(chooser, f"choose a card for {player.name} to discard", shown)
        if out is not None:
            game.discard(player, out, player.revealed)
        for c in shown:
            if c is not out:
                game.move(c, player.revealed, player.hand, verb="puts")


@card
class BlackMarket(Behaviour):
    """+2 coins. Reveal the top three cards of the Black Market deck; you may buy one
    (playing Treasures first), with no Buy used; the rest go to the bottom in any order."""

    name = "Black Market"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.coins += 2
        shown = list(game.black_market.cards[:3])
        for c in shown:
            game.move(
                c, game.black_market, game.black_market_revealed, event="reveal", player=player
            )
        if not shown:
            return
        treasures = [c for c in player.hand.cards if c.is_a("Treasure")]
        for t in game.choose_cards(
            player, "play Treasures before buying", treasures, 0, len(treasures)
        ):
            game.play(player, t)
        affordable = [c for c in shown if game.can_purchase(player, c) is None]
        bought = game.choose_card(
            player, "buy one of the revealed cards", affordable, optional=True
        )
        if bought is not None:
            game.purchase(player, bought, game.black_market_revealed, uses_buy=False)
        rest = [c for c in shown if c.zone is game.black_market_revealed]
        order = game.decide(OrderCards(player, "order the rest for the bottom", rest))
        for c in order:
            game.move(c, game.black_market_revealed, game.black_market, bottom=True, player=player)


@card
class Stash(Treasure):
    """Worth two coins; when you shuffle it, you place it anywhere in the shuffled cards."""

    name = "Stash"
    coins = 2
    placed_when_shuffled = True


@card
class WalledVillage(Simple):
    """+1 Card, +2 Actions. At the start of Clean-up, if you have no more than two
    Action cards in play (this one included), you may put this onto your deck."""

    name = "Walled Village"
    cards, actions = 1, 2

    def at_start_of_cleanup(self, game: Game, player: Player, card: CardInstance) -> None:
        if card.zone is not player.in_play:
            return
        actions = sum(1 for c in player.in_play.cards if c.is_a("Action"))
        if actions <= 2 and game.may(player, "put Walled Village onto your deck"):
            game.topdeck(player, card, player.in_play)


@card
class Governor(Behaviour):
    """+1 Action. Choose: each player draws (you three, others one); each player gains
    (you a Gold, others a Silver); or each player may upgrade a card from hand (you by
    exactly two coins, others by exactly one). Resolved in turn order from you."""

    name = "Governor"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.actions += 1
        mode = game.decide(ChooseMode(player, "choose a mode", ["draw", "gain", "upgrade"]))
        for p in [player, *game.others(player)]:
            mine = p is player
            if mode == "draw":
                game.draw(p, 3 if mine else 1)
            elif mode == "gain":
                game.gain_named(p, "Gold" if mine else "Silver")
            else:
                self._upgrade(game, p, 2 if mine else 1)

    def _upgrade(self, game: Game, player: Player, more: int) -> None:
        trashed = trash_from_hand(game, player, "trash a card to upgrade it", optional=True)
        if trashed is None:
            return
        base = game.cost(trashed)
        game.choose_and_gain(
            player,
            f"gain a card costing exactly {more} coin{'s' if more > 1 else ''} more",
            lambda c: game.cost(c).exactly_more(base, more),
        )


def _eligible_to_repeat(game: Game, c: CardInstance) -> bool:
    return (
        c.is_a("Action")
        and not c.is_a("Duration")
        and not c.is_a("Command")
        and game.cost(c).at_most(up_to(4))
    )


@card
class Prince(Behaviour):
    """You may set aside a non-Duration, non-Command Action card costing up to 4 coins
    from your hand. If you do, Prince stays in play and you play that card at the start
    of each of your turns, leaving it set aside."""

    name = "Prince"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = [c for c in player.hand.cards if _eligible_to_repeat(game, c)]
        chosen = game.choose_card(player, "set aside an Action card", pool, optional=True)
        if chosen is None:
            return
        zone = player.set_aside_zone(f"Prince:{card.uid}")
        if not game.set_aside(player, chosen, player.hand, zone.label):
            return

        def replay(g: Game, p: Player, held: CardInstance = chosen, area: Zone = zone) -> None:
            if held.zone is area:
                g.play(p, held, from_hand=False)

        game.next_turn_effect(player, card, replay, persistent=True)


@card
class Summon(Behaviour):
    """An Event: gain an Action card costing up to 4 coins; if it is still where it was
    gained to, set it aside and play it at the start of your next turn."""

    name = "Summon"

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        choice = game.choose_from_supply(
            player,
            "gain an Action card costing up to 4 coins",
            lambda c: c.is_a("Action") and game.cost(c).at_most(up_to(4)),
        )
        if choice is None or choice.zone is None:
            return
        expected = game.gain_destination(player, choice)
        gained = game.gain(player, choice, choice.zone)
        if gained is None:
            return
        label = f"Summon:{gained.uid}"
        if not game.set_aside(player, gained, expected, label):
            return
        area = player.set_aside_zone(label)

        def play_it(g: Game, p: Player) -> None:
            if g.move(gained, area, p.in_play, verb="puts"):
                g.play(p, gained, from_hand=False)

        game.next_turn_effect(player, gained, play_it, label="Summon", keep=False)


@card
class Sauna(Simple):
    """+1 Card, +1 Action; you may play an Avanto from your hand. This turn, each time
    you play a Silver, you may trash a card from your hand."""

    name = "Sauna"
    cards, actions = 1, 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        _chain(game, player, "Avanto")

    def after_play_this_turn(self, game: Game, player: Player, played: CardInstance) -> None:
        if played.name != "Silver":
            return
        for _ in range(player.plays_this_turn.count("Sauna")):
            trash_from_hand(game, player, "trash a card (Sauna)", optional=True)


@card
class Avanto(Simple):
    """+3 Cards; you may play a Sauna from your hand."""

    name = "Avanto"
    cards = 3

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        _chain(game, player, "Sauna")


def _chain(game: Game, player: Player, name: str) -> None:
    pool = [c for c in player.hand.cards if c.name == name]
    chosen = game.choose_card(player, f"play {name} from your hand", pool, optional=True)
    if chosen is not None:
        game.play(player, chosen)


@card
class Dismantle(Behaviour):
    """Trash a card from your hand. If it costs 1 coin or more, gain a cheaper card and
    a Gold."""

    name = "Dismantle"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        base = game.cost(trashed)
        if not base.has_coins(1):
            return
        game.choose_and_gain(player, "gain a cheaper card", lambda c: game.cost(c).less_than(base))
        game.gain_named(player, "Gold")


@card
class Church(Behaviour):
    """+1 Action. Set aside up to three cards from your hand face down; at the start of
    your next turn, put them into your hand, then you may trash a card from your hand."""

    name = "Church"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.actions += 1
        # each play keeps its own group, even one Church played twice by Throne Room
        plays = sum(
            1 for z in player.set_aside.values() if z.label.startswith(f"Church:{card.uid}:")
        )
        label = f"Church:{card.uid}:{plays}"
        area = player.set_aside_zone(label)
        for c in game.choose_cards(player, "set aside up to 3 cards", player.hand.cards, 0, 3):
            game.set_aside(player, c, player.hand, label)

        def come_back(g: Game, p: Player) -> None:
            for c in list(area.cards):
                g.move(c, area, p.hand, verb="puts")
            trash_from_hand(g, p, "trash a card (Church)", optional=True)

        # each Church's group is told apart by its cards, so its owner can order them
        group = ", ".join(sorted(area.names())) or "nothing"
        game.next_turn_effect(player, card, come_back, label=f"Church ({group})")


@card
class Captain(Behaviour):
    """Now and at the start of your next turn: play a non-Duration, non-Command Action
    card from the Supply costing up to 4 coins, leaving it there."""

    name = "Captain"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self._command(game, player, card)
        game.next_turn_effect(player, card, lambda g, p: self._command(g, p, card))

    def _command(self, game: Game, player: Player, card: CardInstance) -> None:
        choice = game.choose_from_supply(
            player,
            "play an Action card from the Supply, leaving it there",
            lambda c: _eligible_to_repeat(game, c),
        )
        if choice is not None:
            # like every card that plays a card without moving it, Captain stays in play as
            # long as the card it played would have (a Throne Room playing a Duration)
            game.play(player, choice, from_hand=False, by=card)


@card
class Marchland(Behaviour):
    """Worth 1 victory point per 3 Victory cards you have (round down). When you gain
    it, +1 Buy, and discard any number of cards for +1 coin each."""

    name = "Marchland"

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        player.buys += 1
        hand = player.hand.cards
        chosen = game.choose_cards(player, "discard cards for +1 coin each", hand, 0, len(hand))
        for c in chosen:
            if game.discard(player, c, player.hand):
                player.coins += 1

    def victory_points(self, game: Game, player: Player) -> int:
        return sum(1 for c in player.owned() if c.is_a("Victory")) // 3
