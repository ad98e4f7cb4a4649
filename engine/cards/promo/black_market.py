"""Black Market."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import OrderCards
from engine.values import EventType

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class BlackMarket(CardRules):
    """+2 coins. Reveal the top three cards of the Black Market deck; you may buy one
    (playing Treasures first), with no Buy used; the rest go to the bottom in any order."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        shown = list(game.black_market.cards[:3])
        for c in shown:
            game.move(
                c,
                game.black_market,
                game.black_market_revealed,
                event=EventType.REVEAL,
                player=player,
            )
        if not shown:
            return
        treasures = game.playable_from_hand(player, lambda c: c.is_a("Treasure"))
        for t in game.choose_cards(
            player, "play Treasures before buying", treasures, 0, len(treasures)
        ):
            game.play(player, t)
        affordable = [
            c
            for c in shown
            if game.can_afford(player, c) and game.why_not_buyable(player, c.name) is None
        ]
        bought = game.choose_card(
            player, "buy one of the revealed cards", affordable, optional=True
        )
        if bought is not None:
            game.purchase(player, bought, game.black_market_revealed, uses_buy=False)
        rest = [c for c in shown if c.zone is game.black_market_revealed]
        order = game.decide(OrderCards(player, "order the rest for the bottom", rest))
        for c in order:
            game.move(c, game.black_market_revealed, game.black_market, bottom=True, player=player)
