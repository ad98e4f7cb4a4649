"""Mountain Pass."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseAmount
from engine.game.notes import Note
from engine.state_keys import ScenarioError, game_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

FIRST: Note[str] = Note("the first to gain a Province (Mountain Pass)", str, "")
"""Who gained the game's first Province, once someone has."""
BID: Note[bool] = Note("Mountain Pass's bidding done", bool, False)
MAX_BID = 40
PRIZE = 8


class MountainPass(CardRules):
    """A Landmark: when you are the first player to gain a Province (in any way), each
    player bids once, from your left and ending with you: pass, or more Debt than the
    highest bid so far, up to 40. The high bidder gets +8 VP and takes the Debt they bid.
    (First edition: the bidding waits until after that turn.)"""

    first_edition_differs = True

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if gained.name == "Province" and not game.remembered.get(FIRST):
            game.remembered.set(FIRST, player.name)
            if not game.first_edition("Mountain Pass"):
                _bidding(game)

    def after_each_turn(self, game: Game, player: Player) -> None:
        if game.first_edition("Mountain Pass"):
            _bidding(game)


def _bidding(game: Game) -> None:
    """The bidding, once a game, when someone has gained the first Province."""
    first = game.remembered.get(FIRST)
    if not first or game.remembered.get(BID):
        return
    game.remembered.set(BID, True)
    gainer = game.player(first)
    high, winner = 0, None
    for bidder in [*game.others(gainer), gainer]:
        if high >= MAX_BID:
            break
        prompt = f"bid for Mountain Pass, {high + 1} to {MAX_BID} Debt, or pass"
        choice = ChooseAmount(bidder, prompt, minimum=high + 1, maximum=MAX_BID, passing=True)
        bid = game.decide(choice)
        if bid:
            high, winner = bid, bidder
    if winner is not None:
        game.plus(winner, vp_tokens=PRIZE, debt=high)
        game.note(winner, lambda: f"{winner.name} wins Mountain Pass: +8 VP and {high} Debt.")


def _apply(game: Game, player: Player, value: str) -> None:
    if value not in ("open", "done") and value not in {p.name for p in game.players}:
        raise ScenarioError(f"mountain_pass: {value} is not open, done or a player")
    game.remembered.set(BID, value == "done")
    game.remembered.set(FIRST, "" if value == "open" else value)


def _read(game: Game, player: Player) -> str:
    if game.remembered.get(BID):
        return "done"
    return game.remembered.get(FIRST) or "open"


game_key("mountain_pass", _apply, _read)
