"""Helpers that several cards share: choosing, trashing, cursing, discarding down."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.values import Cost, ZoneKind, up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone


def costs_up_to(game: Game, limit: Cost) -> Callable[[CardInstance], bool]:
    """A test for cards whose current cost is up to ``limit``."""
    return lambda c: game.cost(c).at_most(limit)


def trash_from_hand(
    game: Game,
    player: Player,
    prompt: str,
    test: Callable[[CardInstance], bool] | None = None,
    optional: bool = False,
) -> CardInstance | None:
    """Ask for a card from hand (passing ``test``) and trash it; return it if trashed."""
    pool = [c for c in player.hand.cards if test is None or test(c)]
    chosen = game.choose_card(player, prompt, pool, optional=optional)
    if chosen is not None and game.trash_card(player, chosen, player.hand):
        return chosen
    return None


def curse_each_other(game: Game, player: Player, attack: CardInstance) -> None:
    """Each other player affected by ``attack`` gains a Curse, in turn order."""
    for victim in game.attack_targets(player, attack):
        game.gain_named(victim, "Curse")


def discard_down_to(game: Game, victim: Player, size: int) -> None:
    """``victim`` discards cards of their choice until ``size`` are left in hand."""
    extra = len(victim.hand) - size
    if extra > 0:
        for c in game.choose_cards(
            victim, f"discard down to {size} cards", victim.hand.cards, extra, extra
        ):
            game.discard(victim, c, victim.hand)


def play_one_from_hand(game: Game, player: Player, name: str) -> None:
    """Let ``player`` play a card named ``name`` from their hand (Sauna and Avanto)."""
    pool = [c for c in player.hand.cards if c.name == name]
    chosen = game.choose_card(player, f"play {name} from your hand", pool, optional=True)
    if chosen is not None:
        game.play(player, chosen)


def cheap_plain_action(game: Game, c: CardInstance) -> bool:
    """An Action costing up to 4 coins that is neither a Duration nor a Command card
    (what Prince sets aside and Captain plays)."""
    return (
        c.is_a("Action")
        and not c.is_a("Duration")
        and not c.is_a("Command")
        and game.cost(c).at_most(up_to(4))
    )


def costs_three_to_six(game: Game, c: CardInstance) -> bool:
    """A card costing from 3 to 6 coins (Graverobber, Rogue)."""
    cost = game.cost(c)
    return cost.at_least(up_to(3)) and cost.at_most(up_to(6))


def call(game: Game, player: Player, card: CardInstance) -> bool:
    """Call a Reserve card from the Tavern mat into play; False if it is not there."""
    return game.move(card, player.tavern, player.in_play, verb="calls")


def gain_from_trash(
    game: Game,
    player: Player,
    prompt: str,
    test: Callable[[CardInstance], bool],
    to: ZoneKind | None = None,
) -> CardInstance | None:
    """Choose a card in the trash that passes ``test`` and gain it."""
    pool = [c for c in game.trash.cards if test(c)]
    chosen = game.choose_card(player, prompt, pool)
    return game.gain(player, chosen, game.trash, to) if chosen is not None else None


def gain_horses(game: Game, player: Player, count: int, to: ZoneKind | None = None) -> None:
    """Gain ``count`` Horses, one at a time, while any are left."""
    for _ in range(count):
        game.gain_named(player, "Horse", to=to)


def play_from_supply(
    game: Game,
    player: Player,
    card: CardInstance,
    prompt: str,
    test: Callable[[CardInstance], bool],
) -> None:
    """Choose an Action card in the Supply and play it, leaving it there."""
    choice = game.choose_from_supply(player, prompt, test)
    if choice is not None:
        game.play(player, choice, from_hand=False, by=card)


def to_tavern(game: Game, player: Player, card: CardInstance) -> None:
    """Put a Reserve card from play onto its owner's Tavern mat."""
    game.move(card, player.in_play, player.tavern, verb="puts")


def play_times(
    game: Game,
    player: Player,
    by: CardInstance,
    kind: str,
    times: int,
    prompt: str,
    optional: bool = True,
) -> CardInstance | None:
    """Let ``player`` choose a card of ``kind`` from their hand (they may choose none,
    if ``optional``) and play it ``times`` times, ``by`` staying in play as long as it
    does (Throne Room, King's Court, Tiara)."""
    pool = [c for c in player.hand.cards if c.is_a(kind)]
    target = game.choose_card(player, prompt, pool, optional=optional) if pool else None
    if target is not None:
        game.play(player, target, from_hand=True, by=by)
        for _ in range(times - 1):
            game.play(player, target, from_hand=False, by=by)
    return target


def still_where_gained(
    game: Game, player: Player, gained: CardInstance, kinds: tuple[ZoneKind, ...]
) -> Zone | None:
    """The zone of ``player``'s where ``gained`` was put when gained, if it is still
    there and that zone is of one of ``kinds``; else None (the card has moved on)."""
    where = game.gained_where(gained)
    if where is None or where.owner is not player or where.kind not in kinds:
        return None
    return where


def trash_a_revealed_treasure(
    game: Game, player: Player, victim: Player, count: int
) -> CardInstance | None:
    """``victim`` reveals their top ``count`` cards; ``player`` chooses a Treasure among
    them to trash, and the rest are discarded (Thief, Pirate Ship). Returns the trashed
    card, if any."""
    shown = game.reveal_from_deck(victim, count)
    pool = [c for c in shown if c.is_a("Treasure")]
    chosen = game.choose_card(player, f"choose a Treasure of {victim.name}'s to trash", pool)
    trashed = (
        chosen if chosen is not None and game.trash_card(victim, chosen, victim.revealed) else None
    )
    for c in shown:
        if c.zone is victim.revealed:
            game.discard(victim, c, victim.revealed)
    return trashed
