"""Worker's Village."""

from engine.card import Vanilla


class WorkerSVillage(Vanilla):
    """+1 Card, +2 Actions, +1 Buy."""

    cards = 1
    actions = 2
    buys = 1
