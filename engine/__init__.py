"""The reference engine: the rules of Dominion, played out strictly from scenarios.

How it fits together:

- :mod:`engine.values` (costs, phases, zones, counters) and :mod:`engine.format`
  (the scenario format and its reader) are the layers below the engine;
- :mod:`engine.catalog` is how the engine learns each card's cost, types and pile:
  whoever runs it hands it a catalogue (the knowledge base builds one from ``data/``);
- :mod:`engine.zones` and :mod:`engine.player` hold the physical cards, each in
  exactly one zone;
- :mod:`engine.game` is the state and the shared mechanisms: one way to move a card
  (a move fails, "losing track", when the card is not where the effect expects it),
  one way to cost a card, one way to ask a decision, to gain, to buy and to play;
- :mod:`engine.cards` holds each card's abilities as a small
  :class:`~engine.card.CardRules` in its own module, written against those mechanisms,
  with its scenarios beside it;
- :mod:`engine.decisions` types every decision and answers it: strictly from a
  script (:mod:`engine.runner`) or at random (:mod:`engine.randomplay`).
"""
