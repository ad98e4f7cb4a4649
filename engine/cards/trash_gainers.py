"""Cards that gain from the trash."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.base import Behaviour, card, trash_from_hand, up_to
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


def _three_to_six(game: Game, c: CardInstance) -> bool:
    cost = game.cost(c)
    return cost.at_least(up_to(3)) and cost.at_most(up_to(6))


def gain_from_trash(
    game: Game, player: Player, prompt: str, test: object, to: str | None = None
) -> CardInstance | None:
    """Choose a card in the trash that passes ``test`` and gain it."""
    assert callable(test)
    pool = [c for c in game.trash.cards if test(c)]
    chosen = game.choose_card(player, prompt, pool)
    return game.gain(player, chosen, game.trash, to) if chosen is not None else None


@card
class Lurker(Behaviour):
    """+1 Action. Choose: trash an Action card from the Supply, or gain an Action card
    from the trash."""

    name = "Lurker"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.actions += 1
        mode = game.decide(ChooseMode(player, "choose one", ["trash", "gain"]))
        if mode == "trash":
            target = game.choose_from_supply(
                player, "trash an Action card from the Supply", lambda c: c.is_a("Action")
            )
            if target is not None and target.zone is not None:
                game.trash_card(player, target, target.zone)
        else:
            gain_from_trash(
                game, player, "gain an Action card from the trash", lambda c: c.is_a("Action")
            )


@card
class Graverobber(Behaviour):
    """Choose: gain a card from the trash costing 3 to 6 coins onto your deck; or trash
    an Action card from your hand and gain a card costing up to 3 coins more."""

    name = "Graverobber"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        mode = game.decide(ChooseMode(player, "choose one", ["gain", "trash"]))
        if mode == "gain":
            gain_from_trash(
                game,
                player,
                "gain a card costing 3 to 6 coins from the trash",
                lambda c: _three_to_six(game, c),
                to="deck",
            )
            return
        trashed = trash_from_hand(game, player, "trash an Action card", lambda c: c.is_a("Action"))
        if trashed is not None:
            limit = game.cost(trashed).plus_coins(3)
            game.choose_and_gain(player, "gain a card", lambda c: game.cost(c).at_most(limit))


@card
class Rogue(Behaviour):
    """+2 coins. If the trash holds cards costing 3 to 6 coins, gain one; otherwise each
    other player reveals their top two cards, trashes one costing 3 to 6 coins (their
    choice) and discards the rest."""

    name = "Rogue"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.coins += 2
        if any(_three_to_six(game, c) for c in game.trash.cards):
            gain_from_trash(
                game, player, "gain a card costing 3 to 6 coins from the trash",
                lambda c: _three_to_six(game, c),
            )  # fmt: skip
            return
        for victim in game.attack_targets(player, card):
            shown = game.reveal_from_deck(victim, 2)
            pool = [c for c in shown if _three_to_six(game, c)]
            out = game.choose_card(victim, "trash a card costing 3 to 6 coins", pool)
            if out is not None:
                game.trash_card(victim, out, victim.revealed)
            for c in shown:
                if c.zone is victim.revealed:
                    game.discard(victim, c, victim.revealed)


@card
class Treasurer(Behaviour):
    """+3 coins. Choose: trash a Treasure from your hand; gain a Treasure from the trash
    to your hand; or take the Key (+1 coin at the start of each of your turns)."""

    name = "Treasurer"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.coins += 3
        mode = game.decide(ChooseMode(player, "choose one", ["trash", "gain", "key"]))
        if mode == "trash":
            trash_from_hand(game, player, "trash a Treasure", lambda c: c.is_a("Treasure"))
        elif mode == "gain":
            gain_from_trash(
                game,
                player,
                "gain a Treasure from the trash to your hand",
                lambda c: c.is_a("Treasure"),
                to="hand",
            )
        else:
            game.artifacts["Key"] = player
            game.emit("note", lambda: f"{player.name} takes the Key.", player)
