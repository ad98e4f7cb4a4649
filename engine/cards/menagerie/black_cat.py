"""Black Cat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class BlackCat(CardRules):
    """+2 Cards; if it is not your turn, each other player gains a Curse (in turn order
    from the player whose turn it is). When another player gains a Victory card, you may
    play this from your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2)
        if game.current is player:
            return
        targets = game.attack_targets(player, card)
        seats = len(game.players)
        start = game.current.seat
        for victim in sorted(targets, key=lambda p: (p.seat - start) % seats):
            game.gain_named(victim, "Curse")

    def in_hand_when_any_gains(
        self, game: Game, holder: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> None:
        if gainer is holder or not gained.is_a("Victory"):
            return
        if game.may_play_from_hand(holder, card) and game.may(
            holder, f"play Black Cat from your hand ({gainer.name} gained {gained.name})"
        ):
            game.play(holder, card)
