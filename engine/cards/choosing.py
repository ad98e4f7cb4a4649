"""Choosing among a card's listed options ("choose one: ...; or ...", "choose two"): the
one way a card asks for them, so that an effect on such choices reaches every card.

Elder is that effect: the Action card it plays lets its player choose one more,
different option whenever it gives them such a choice this turn
(:func:`allow_an_extra_option`). Choices that are not a listed "choose" (Weaver's
"gain two Silvers or a card", a yes/no "you may") are asked otherwise and are untouched.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.decisions import ChooseMode, ChooseModes
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

__all__ = ["allow_an_extra_option", "choose_options", "has_an_extra_option"]

EXTRA_OPTION = Note("cards that may choose an extra option this turn", frozenset, frozenset[int]())
"""The uids of the cards whose listed choices take one extra option this turn (Elder's)."""


def allow_an_extra_option(game: Game, card: CardInstance) -> None:
    """For the rest of this turn, whenever ``card`` gives its player a choice among listed
    options, they may choose one more, different option (Elder)."""
    game.this_turn.set(EXTRA_OPTION, game.this_turn.get(EXTRA_OPTION) | {card.uid})


def has_an_extra_option(game: Game, card: CardInstance) -> bool:
    """Whether ``card``'s listed choices take one extra option this turn."""
    return card.uid in game.this_turn.get(EXTRA_OPTION)


def choose_options(
    game: Game,
    player: Player,
    card: CardInstance,
    prompt: str,
    modes: Sequence[str],
    count: int = 1,
    in_listed_order: bool = True,
    counted: bool = False,
) -> list[str]:
    """``player`` chooses ``count`` different options of ``card``'s ``modes`` (the card's
    words for them, in the order it lists them); one more if :func:`allow_an_extra_option`
    covers ``card`` and they wish. The chosen options come back in the order the card
    lists them, the order they are carried out (in the order chosen, for a card whose
    options may be done in either order: Pawn).

    Without an extra option, one option is asked as a :class:`ChooseMode` (answered with
    its word) and several as a :class:`ChooseModes` (a list of words), as is a number of
    options the card counts (``counted``: Courtier's one per type, Scrap's one per coin),
    even when it is one."""
    words = list(modes)
    if count < 1:
        return []
    if has_an_extra_option(game, card):
        wanted = min(count, len(words))
        chosen = game.decide(
            ChooseModes(
                player, f"{prompt} (Elder: or one more)", words, count=wanted + 1, minimum=wanted
            )
        )
    elif count == 1 and not counted:
        chosen = [game.decide(ChooseMode(player, prompt, words))]
    else:
        chosen = game.decide(ChooseModes(player, prompt, words, count=count))
    if in_listed_order:
        return [w for w in words if w in chosen]
    return chosen
