"""Ghost."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ghost(CardRules):
    """Reveal cards from your deck until you reveal an Action; discard the others and set
    the Action aside; at the start of your next turn, play it twice. Ghost stays in play
    until then (and longer, with a Duration card it plays)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        shown: list[CardInstance] = []
        found: CardInstance | None = None
        while found is None:
            revealed = game.reveal_from_deck(player, 1)
            if not revealed:
                break
            shown += revealed
            if revealed[0].is_a("Action"):
                found = revealed[0]
        for c in shown:
            if c is not found and c.zone is player.revealed:
                game.discard(player, c, player.revealed)
        if found is None:
            return
        label = f"Ghost:{card.uid}"
        if not game.set_aside(player, found, player.revealed, label):
            return
        area = player.set_aside_zone(label)
        target = found

        def play_twice(g: Game, p: Player) -> None:
            if g.move(target, area, p.in_play, verb="puts"):
                g.play(p, target, from_hand=False, by=card)
                g.play(p, target, from_hand=False, by=card)

        game.next_turn_effect(player, card, play_twice, label="Ghost")
