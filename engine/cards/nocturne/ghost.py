"""Ghost."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone


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
        _play_twice_next_turn(game, player, card, player.set_aside_zone(label), found)

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        if len(names) != 1 or "Action" not in game.catalog[names[0]].types:
            return False
        area = player.set_aside_zone(f"Ghost:{card.uid}")
        _play_twice_next_turn(game, player, card, area, game.new_card(names[0], area))
        return True


def _play_twice_next_turn(
    game: Game, player: Player, ghost: CardInstance, area: Zone, target: CardInstance
) -> None:
    """At the start of ``player``'s next turn ``target`` is played twice from ``area``."""

    def play_twice(g: Game, p: Player) -> None:
        if g.move(target, area, p.in_play, verb="puts"):
            g.play(p, target, from_hand=False, by=ghost)
            g.play(p, target, from_hand=False, by=ghost)

    game.next_turn_effect(player, ghost, play_twice, label="Ghost")
