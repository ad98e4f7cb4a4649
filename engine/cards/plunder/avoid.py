"""Avoid."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note
from engine.state_keys import ScenarioError, player_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

PENDING: Note[dict[str, int]] = Note("Avoids waiting for a shuffle this turn", dict, {})
"""For the player whose turn it is: how many Avoids they bought this turn that wait for
their next shuffle."""

PER_AVOID = 3
"""How many cards each Avoid keeps out of the shuffle."""


class Avoid(CardRules):
    """An Event: +1 Buy; the next time you shuffle this turn, pick up to 3 of those cards to
    put into your discard pile (they are not shuffled)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, buys=1)
        _set_pending(game, player, _pending(game, player) + 1)

    def landscape_before_shuffling(
        self, game: Game, player: Player, cards: list[CardInstance]
    ) -> list[CardInstance]:
        waiting = _pending(game, player)
        if not waiting:
            return []
        _set_pending(game, player, 0)  # the next shuffle uses every Avoid waiting
        most = min(PER_AVOID * waiting, len(cards))
        kept = game.choose_cards(
            player, f"pick up to {most} cards to put into your discard pile", cards, 0, most
        )
        game.note(player, lambda: f"{player.name} keeps {len(kept)} cards out (Avoid).")
        return kept


def _pending(game: Game, player: Player) -> int:
    return game.this_turn.get(PENDING).get(player.name, 0)


def _set_pending(game: Game, player: Player, count: int) -> None:
    before: dict[str, int] = game.this_turn.get(PENDING)
    pending = {**before}
    if count:
        pending[player.name] = count
    else:
        pending.pop(player.name, None)
    game.this_turn.set(PENDING, pending)


def _apply(game: Game, player: Player, count: int) -> None:
    if "Avoid" not in game.landscapes:
        raise ScenarioError("avoid: Avoid is not in the game (setup events: [Avoid])")
    if count and player is not game.current:
        raise ScenarioError(
            f"avoid: only the player whose turn it is has Avoids waiting, not {player.name}"
        )
    _set_pending(game, player, count)


def _read(game: Game, player: Player) -> int:
    return _pending(game, player)


player_key("avoid", _apply, _read)
