"""Quartermaster."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.decisions import ChooseMode
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone


class Quartermaster(CardRules):
    """At the start of each of your turns for the rest of the game, choose one: gain a
    card costing up to 4 coins, setting it aside on this; or put a card from this into
    your hand. Each Quartermaster has one set of cards (a Throne-Roomed one acts twice on
    it), labelled with its name and uid (the ``holding`` key)."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        self._wait(game, player, card, player.set_aside_zone(f"Quartermaster:{card.uid}"))
        return True

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        area = player.set_aside_zone(f"Quartermaster:{card.uid}")
        game.new_cards(names, area)
        self._wait(game, player, card, area)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)

    def _wait(self, game: Game, player: Player, card: CardInstance, area: Zone) -> None:
        def each_turn(g: Game, p: Player) -> None:
            prompt = "gain a card for Quartermaster, or take one from it into your hand"
            if area.cards and g.decide(ChooseMode(p, prompt, ["gain", "take"])) == "take":
                taken = g.choose_card(p, "put a card from Quartermaster into your hand", area.cards)
                if taken is not None:
                    g.move(taken, area, p.hand, verb="puts")
                return
            test = costs_up_to(g, up_to(4))
            g.choose_and_gain(p, "gain a card costing up to 4 coins (Quartermaster)", test, area)

        game.next_turn_effect(player, card, each_turn, persistent=True, label="Quartermaster")
