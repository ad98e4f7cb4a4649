"""Barbarian."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Barbarian(CardRules):
    """+2 coins. Each other player trashes their top card; if it cost 3 coins or more
    they gain a cheaper card sharing a type with it, otherwise a Curse."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
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
