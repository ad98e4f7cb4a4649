"""Royal Galley."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class RoyalGalley(CardRules):
    """+1 Card. You may play a non-Duration Action card from your hand. Set it aside; if
    you did, then at the start of your next turn, play it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1)
        pool = [c for c in player.hand.cards if c.is_a("Action") and not c.is_a("Duration")]
        target = game.choose_card(player, "play a non-Duration Action card", pool, True)
        if target is None:
            return
        game.play(player, target, from_hand=True, by=card)
        label = f"Royal Galley:{card.uid}"
        if not game.set_aside(player, target, player.in_play, label):
            return
        area = player.set_aside_zone(label)

        def play_again(g: Game, p: Player) -> None:
            if g.move(target, area, p.in_play, player=p, verb="puts"):
                g.play(p, target, from_hand=False)

        game.next_turn_effect(player, card, play_again)
