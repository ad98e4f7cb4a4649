"""Garrison."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note
from engine.state_keys import ScenarioError, player_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


PLAYS = Note("Garrison plays from play this turn", int, 0)
"""How many times this turn a Garrison was played while in play, by the card's uid."""
TOKENS = Note("tokens on Garrison", int, 0)
"""The tokens on a Garrison in play, by the card's uid."""


class Garrison(CardRules):
    """+2 coins. This turn, when you gain a card, add a token here. At the start of
    your next turn, remove them for +1 Card each."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        if card.zone is not player.in_play:
            return  # played from elsewhere (Band of Misfits): it can hold no tokens
        plays = game.this_turn.get(PLAYS, card.uid)
        game.this_turn.set(PLAYS, plays + 1, card.uid)
        if plays:
            return  # the tokens are removed once, however often it was played
        # set up now, so a Throne Room that played it stays in play with it; dropped
        # in Clean-up if it got no tokens
        _draw_next_turn(game, player, card)

    def while_in_play_when_owner_gains(
        self, game: Game, player: Player, card: CardInstance, gained: CardInstance
    ) -> None:
        plays = game.this_turn.get(PLAYS, card.uid)
        if not plays or card.zone is not player.in_play:
            return
        tokens = game.remembered.get(TOKENS, card.uid) + plays
        game.remembered.set(TOKENS, tokens, card.uid)
        game.note(player, lambda: f"Garrison has {tokens} tokens.")

    def at_start_of_cleanup(self, game: Game, player: Player, card: CardInstance) -> None:
        if game.this_turn.get(PLAYS, card.uid) and not game.remembered.get(TOKENS, card.uid):
            game.drop_next_turn_effects(player, card)


def _draw_next_turn(game: Game, player: Player, card: CardInstance) -> None:
    """At the start of ``player``'s next turn the tokens on ``card`` are removed for +1
    Card each."""

    def draw(g: Game, p: Player) -> None:
        tokens = g.remembered.get(TOKENS, card.uid) if card.zone is p.in_play else 0
        g.remembered.set(TOKENS, 0, card.uid)
        g.plus(p, cards=tokens)

    game.next_turn_effect(player, card, draw)


def _apply_tokens(game: Game, player: Player, tokens: int) -> None:
    """A Garrison in play since the player's last turn, with ``tokens`` on it."""
    if tokens < 1:
        raise ScenarioError("garrison: a Garrison with no tokens does not stay in play")
    card = game.new_card("Garrison", player.in_play)
    game.remembered.set(TOKENS, tokens, card.uid)
    _draw_next_turn(game, player, card)


def _read_tokens(game: Game, player: Player) -> int:
    """The tokens on the player's Garrisons in play."""
    return sum(
        game.remembered.get(TOKENS, c.uid) for c in player.in_play.cards if c.name == "Garrison"
    )


player_key("garrison", _apply_tokens, _read_tokens)
