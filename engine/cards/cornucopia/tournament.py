"""Tournament."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseOption
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


PRIZES = ("Bag of Gold", "Diadem", "Followers", "Princess", "Trusty Steed")


class Tournament(CardRules):
    """+1 Action. Each player may reveal a Province from hand; if you do, discard it and
    gain a Prize or a Duchy onto your deck. If no one else does, +1 Card and +1 coin."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        revealed: dict[str, bool] = {}
        for p in [player, *game.others(player)]:
            province = p.hand.named("Province")
            revealed[p.name] = bool(province) and game.may(p, "reveal a Province")
            if revealed[p.name] and province is not None:
                game.reveal(p, province)
                if p is player:
                    game.discard(p, province, p.hand)
        if revealed[player.name]:
            # any Prize or the Duchy may be chosen, even from an empty pile (gaining nothing)
            options = [*PRIZES, "Duchy"]
            index = game.decide(
                ChooseOption(player, "gain a Prize or a Duchy onto your deck", options)
            )
            game.gain_named(player, options[index], to=ZoneKind.DECK)
        if not any(v for n, v in revealed.items() if n != player.name):
            game.plus(player, cards=1, coins=1)
